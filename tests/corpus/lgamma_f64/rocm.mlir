module @jit_lgamma_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20xf64>, %arg1: tensor<f64>, %arg2: tensor<2x0xf64>) -> (tensor<20xf64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}, tensor<2x0xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<20xf64>) -> tensor<20xf64>
    %1 = chlo.lgamma %0 : tensor<20xf64> -> tensor<20xf64>
    %2 = chlo.lgamma %arg1 : tensor<f64> -> tensor<f64>
    %3 = chlo.lgamma %arg2 : tensor<2x0xf64> -> tensor<2x0xf64>
    return %1, %2, %3 : tensor<20xf64>, tensor<f64>, tensor<2x0xf64>
  }
}
