module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4xf32>) -> (tensor<3x3x2x2xf32> {jax.result_info = "result[0]"}, tensor<3x8xf32> {jax.result_info = "result[1]"}, tensor<3x4x3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:3, 0:3, 0:2] : (tensor<3x3x4xf32>) -> tensor<3x3x2xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:3, 2:4] : (tensor<3x3x4xf32>) -> tensor<3x3x2xf32>
    %2 = stablehlo.slice %arg0 [0:3, 0:1, 0:4] : (tensor<3x3x4xf32>) -> tensor<3x1x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    %4 = stablehlo.slice %arg0 [0:3, 1:2, 0:4] : (tensor<3x3x4xf32>) -> tensor<3x1x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    %6 = stablehlo.slice %arg0 [0:3, 2:3, 0:4] : (tensor<3x3x4xf32>) -> tensor<3x1x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    %8 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<3x3x2xf32>) -> tensor<3x3x2x1xf32>
    %9 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<3x3x2xf32>) -> tensor<3x3x2x1xf32>
    %10 = stablehlo.concatenate %8, %9, dim = 3 : (tensor<3x3x2x1xf32>, tensor<3x3x2x1xf32>) -> tensor<3x3x2x2xf32>
    %11 = stablehlo.reshape %3 : (tensor<3x4xf32>) -> tensor<1x3x1x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x3x1x4xf32>) -> tensor<1x3x2x4xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x3x2x4xf32>) -> tensor<3x8xf32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %15 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %16 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %17 = stablehlo.concatenate %14, %15, %16, dim = 2 : (tensor<3x4x1xf32>, tensor<3x4x1xf32>, tensor<3x4x1xf32>) -> tensor<3x4x3xf32>
    return %10, %13, %17 : tensor<3x3x2x2xf32>, tensor<3x8xf32>, tensor<3x4x3xf32>
  }
}
