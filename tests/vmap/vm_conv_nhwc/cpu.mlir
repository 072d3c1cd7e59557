module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x5x5x3xf32>, %arg1: tensor<3x3x3x3x4xf32>) -> (tensor<3x2x5x5x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 3, 1, 4] : (tensor<2x3x5x5x3xf32>) -> tensor<2x5x5x3x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x5x5x3x3xf32>) -> tensor<2x5x5x9xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<3x3x3x3x4xf32>) -> tensor<3x3x3x12xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x5x9xf32>, tensor<3x3x3x12xf32>) -> tensor<2x5x5x12xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x5x5x12xf32>) -> tensor<2x5x5x3x4xf32>
    %5 = stablehlo.transpose %4, dims = [3, 0, 1, 2, 4] : (tensor<2x5x5x3x4xf32>) -> tensor<3x2x5x5x4xf32>
    return %5 : tensor<3x2x5x5x4xf32>
  }
}
