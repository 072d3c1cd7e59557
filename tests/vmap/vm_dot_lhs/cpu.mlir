module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2x3xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x2x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2x3xf32>, tensor<3x4xf32>) -> tensor<3x2x4xf32>
    return %0 : tensor<3x2x4xf32>
  }
}
