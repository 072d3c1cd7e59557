module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2x3x5x5xf32>, %arg1: tensor<3x4x3x3x3xf32>) -> (tensor<3x2x4x5x5xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3, 4] : (tensor<3x2x3x5x5xf32>) -> tensor<2x3x3x5x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x3x3x5x5xf32>) -> tensor<2x9x5x5xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<3x4x3x3x3xf32>) -> tensor<12x3x3x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x5x5xf32>, tensor<12x3x3x3xf32>) -> tensor<2x12x5x5xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x12x5x5xf32>) -> tensor<2x3x4x5x5xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0, 2, 3, 4] : (tensor<2x3x4x5x5xf32>) -> tensor<3x2x4x5x5xf32>
    return %5 : tensor<3x2x4x5x5xf32>
  }
}
