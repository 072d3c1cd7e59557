module @jit_cb_pytree attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xf32>, %arg2: tensor<3xi32>, %arg3: tensor<f32>) -> (tensor<2xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}) {
    %0 = "stablehlo.case"(%arg0) ({
      %2 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%2) : (tensor<i32>) -> ()
    }, {
      %2 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%2) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %1:3 = "stablehlo.case"(%0) ({
      %2:3 = "stablehlo.custom_call"(%arg1, %arg2, %arg3) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>]} : (tensor<2xf32>, tensor<3xi32>, tensor<f32>) -> (tensor<2xf32>, tensor<f32>, tensor<3xi32>)
      "stablehlo.return"(%2#0, %2#1, %2#2) : (tensor<2xf32>, tensor<f32>, tensor<3xi32>) -> ()
    }, {
      %2:3 = "stablehlo.custom_call"(%arg1, %arg2, %arg3) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_gpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>]} : (tensor<2xf32>, tensor<3xi32>, tensor<f32>) -> (tensor<2xf32>, tensor<f32>, tensor<3xi32>)
      "stablehlo.return"(%2#0, %2#1, %2#2) : (tensor<2xf32>, tensor<f32>, tensor<3xi32>) -> ()
    }) : (tensor<i32>) -> (tensor<2xf32>, tensor<f32>, tensor<3xi32>)
    return %1#0, %1#1, %1#2 : tensor<2xf32>, tensor<f32>, tensor<3xi32>
  }
}
