module @jit_cb_alias_multi attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<4xf32>, %arg2: tensor<2x2xf16>) -> (tensor<2x2xf16> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}) {
    %0:3 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0, %arg1, %arg2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<3xi32>, tensor<4xf32>, tensor<2x2xf16>) -> (tensor<2x2xf16>, tensor<3xi32>, tensor<4xf32>)
    return %0#0, %0#1, %0#2 : tensor<2x2xf16>, tensor<3xi32>, tensor<4xf32>
  }
}
