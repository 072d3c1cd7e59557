module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>) -> (tensor<3x4x4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4x3x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x4xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<3x4x4xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x4x4xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<3x4xf32>) -> tensor<3x1x4xf32>
    %9 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<3x1x4xf32>) -> tensor<3x4x4xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x4xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<3x4x4xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0, 2] : (tensor<3x4x4xf32>) -> tensor<4x3x4xf32>
    return %5, %7, %13 : tensor<3x4x4xf32>, tensor<4xf32>, tensor<4x3x4xf32>
  }
}
