module @jit_round_is_finite attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>, %arg1: tensor<2x2xf16>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<2x2xf16> {jax.result_info = "result[2]"}, tensor<10xi1> {jax.result_info = "result[3]"}, tensor<2x2xi1> {jax.result_info = "result[4]"}, tensor<2x2xi1> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.round_nearest_afz %arg0 : tensor<10xf32>
    %1 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<10xf32>) -> tensor<10xf32>
    %2 = stablehlo.round_nearest_even %arg0 : tensor<10xf32>
    %3 = call @round(%arg1) : (tensor<2x2xf16>) -> tensor<2x2xf16>
    %4 = stablehlo.is_finite %arg0 : (tensor<10xf32>) -> tensor<10xi1>
    %5 = stablehlo.is_finite %arg1 : (tensor<2x2xf16>) -> tensor<2x2xi1>
    %6 = stablehlo.round_nearest_afz %arg1 : tensor<2x2xf16>
    %7 = stablehlo.is_finite %6 : (tensor<2x2xf16>) -> tensor<2x2xi1>
    return %1, %2, %3, %4, %5, %7 : tensor<10xf32>, tensor<10xf32>, tensor<2x2xf16>, tensor<10xi1>, tensor<2x2xi1>, tensor<2x2xi1>
  }
  func.func private @round(%arg0: tensor<2x2xf16>) -> tensor<2x2xf16> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<2x2xf16>
    return %0 : tensor<2x2xf16>
  }
}
