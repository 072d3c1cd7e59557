module @jit_asin_per_platform attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<2x2xf16>, %arg2: tensor<bf16>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<2x2xf16> {jax.result_info = "result[1]"}, tensor<bf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<12xf32>) -> tensor<12xf32>
    %1 = chlo.asin %0 : tensor<12xf32> -> tensor<12xf32>
    %2 = chlo.asin %arg1 : tensor<2x2xf16> -> tensor<2x2xf16>
    %3 = chlo.asin %arg2 : tensor<bf16> -> tensor<bf16>
    return %1, %2, %3 : tensor<12xf32>, tensor<2x2xf16>, tensor<bf16>
  }
}
