module @jit_conv_1d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x8x3xf32>, %arg1: tensor<3x3x2xf32>, %arg2: tensor<4x2x5xf32>, %arg3: tensor<2x2x2xf32>) -> (tensor<1x14x2xf32> {jax.result_info = "result[0]"}, tensor<2x2x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x8x3xf32>) -> tensor<1x8x3xf32>
    %1 = stablehlo.convolution(%0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [2], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x3xf32>, tensor<3x3x2xf32>) -> tensor<1x14x2xf32>
    %2 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2x5xf32>, tensor<2x2x2xf32>) -> tensor<2x2x3xf32>
    return %1, %2 : tensor<1x14x2xf32>, tensor<2x2x3xf32>
  }
}
