module @jit_conv_3d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x3x4x4xf32>, %arg1: tensor<2x2x2x2x2xf32>) -> (tensor<1x2x3x2x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[4, 3, 2, 1, 0]> : tensor<5xindex>], result_layouts = [dense<[4, 3, 2, 1, 0]> : tensor<5xindex>]} : (tensor<1x2x3x4x4xf32>) -> tensor<1x2x3x4x4xf32>
    %1 = stablehlo.convolution(%0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 2, 1], pad = [[0, 1], [1, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x3x4x4xf32>, tensor<2x2x2x2x2xf32>) -> tensor<1x2x3x2x3xf32>
    return %1 : tensor<1x2x3x2x3xf32>
  }
}
