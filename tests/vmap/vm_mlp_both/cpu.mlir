module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2x3xf32>, %arg1: tensor<3x3x4xf32>, %arg2: tensor<3x4xf32>) -> (tensor<3x2x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x3xf32>, tensor<3x3x4xf32>) -> tensor<3x2x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<3x4xf32>) -> tensor<3x1x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<3x1x4xf32>) -> tensor<3x2x4xf32>
    %3 = stablehlo.add %0, %2 : tensor<3x2x4xf32>
    %4 = call @relu(%3) : (tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    return %4 : tensor<3x2x4xf32>
  }
  func.func private @relu(%arg0: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x2x4xf32>
    return %1 : tensor<3x2x4xf32>
  }
}
