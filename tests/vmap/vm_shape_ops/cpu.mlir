module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4xf32>) -> (tensor<6x2x3xf32> {jax.result_info = "result[0]"}, tensor<3x3x10xf32> {jax.result_info = "result[1]"}, tensor<1x3x4xf32> {jax.result_info = "result[2]"}, tensor<3x3x2x4xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<3x3x4xf32>) -> tensor<3x2x6xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<3x2x6xf32>) -> tensor<3x6x2xf32>
    %3 = call @_flip(%arg0) : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %4 = stablehlo.slice %arg0 [0:3, 0:3, 0:4:2] : (tensor<3x3x4xf32>) -> tensor<3x3x2xf32>
    %5 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %6 = stablehlo.transpose %3, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %7 = stablehlo.transpose %4, dims = [1, 0, 2] : (tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
    %8 = stablehlo.concatenate %5, %6, %7, dim = 2 : (tensor<3x3x4xf32>, tensor<3x3x4xf32>, tensor<3x3x2xf32>) -> tensor<3x3x10xf32>
    %9 = stablehlo.slice %arg0 [0:1, 0:3, 0:4] : (tensor<3x3x4xf32>) -> tensor<1x3x4xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0, 2] : (tensor<1x3x4xf32>) -> tensor<3x1x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3] : (tensor<3x1x4xf32>) -> tensor<3x1x1x4xf32>
    %12 = stablehlo.reshape %11 : (tensor<3x1x1x4xf32>) -> tensor<3x1x4xf32>
    %13 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 3] : (tensor<3x3x4xf32>) -> tensor<3x3x1x4xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<3x3x1x4xf32>) -> tensor<3x3x2x4xf32>
    %16 = stablehlo.transpose %2, dims = [1, 2, 0] : (tensor<3x6x2xf32>) -> tensor<6x2x3xf32>
    %17 = stablehlo.transpose %12, dims = [1, 0, 2] : (tensor<3x1x4xf32>) -> tensor<1x3x4xf32>
    return %16, %8, %17, %15 : tensor<6x2x3xf32>, tensor<3x3x10xf32>, tensor<1x3x4xf32>, tensor<3x3x2x4xf32>
  }
  func.func private @_flip(%arg0: tensor<3x3x4xf32>) -> tensor<3x3x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<3x3x4xf32>
    return %0 : tensor<3x3x4xf32>
  }
}
