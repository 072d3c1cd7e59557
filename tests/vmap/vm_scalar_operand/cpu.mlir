module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4xf32>, %arg1: tensor<3xf32>) -> (tensor<3x3x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf32>) -> tensor<3x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<3x1x1xf32>) -> tensor<3x3x4xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<3x3x4xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf32>) -> tensor<3x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<3x1x1xf32>) -> tensor<3x3x4xf32>
    %6 = stablehlo.subtract %3, %5 : tensor<3x3x4xf32>
    return %6 : tensor<3x3x4xf32>
  }
}
