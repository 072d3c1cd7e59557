module @jit_cb_zero_size attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0xf32>, %arg1: tensor<2x0xi32>) -> (tensor<0xf32> {jax.result_info = "result[0]"}, tensor<2x0xi32> {jax.result_info = "result[1]"}, tensor<0x3xf32> {jax.result_info = "result[2]"}) {
    %0:3 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<0xf32>, tensor<2x0xi32>) -> (tensor<0xf32>, tensor<2x0xi32>, tensor<0x3xf32>)
    return %0#0, %0#1, %0#2 : tensor<0xf32>, tensor<2x0xi32>, tensor<0x3xf32>
  }
}
