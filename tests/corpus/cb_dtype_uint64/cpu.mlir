module @jit_cb_dtype_uint64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xui64>) -> (tensor<2x3xui64> {jax.result_info = "result[0]"}, tensor<2xui64> {jax.result_info = "result[1]"}) {
    %0:2 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3xui64>) -> (tensor<2x3xui64>, tensor<2xui64>)
    return %0#0, %0#1 : tensor<2x3xui64>, tensor<2xui64>
  }
}
