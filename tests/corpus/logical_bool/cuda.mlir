module @jit_logical_bool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi1>, %arg1: tensor<8xi1>) -> (tensor<8xi1> {jax.result_info = "result[0]"}, tensor<8xi1> {jax.result_info = "result[1]"}, tensor<8xi1> {jax.result_info = "result[2]"}, tensor<8xi1> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<8xi1>) -> tensor<8xi1>
    %1 = stablehlo.and %0, %arg1 : tensor<8xi1>
    %2 = stablehlo.or %arg0, %arg1 : tensor<8xi1>
    %3 = stablehlo.not %arg1 : tensor<8xi1>
    %4 = stablehlo.xor %arg0, %arg1 : tensor<8xi1>
    return %1, %2, %3, %4 : tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>
  }
}
