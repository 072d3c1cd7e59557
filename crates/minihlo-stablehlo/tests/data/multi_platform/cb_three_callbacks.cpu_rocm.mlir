module @jit_cb_three_callbacks attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4xf32>) -> (tensor<3xi32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %0 = "stablehlo.case"(%arg0) ({
      %8 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%8) : (tensor<i32>) -> ()
    }, {
      %8 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%8) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %8 = "stablehlo.custom_call"(%arg1) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%8) : (tensor<4xf32>) -> ()
    }, {
      %8 = "stablehlo.custom_call"(%arg1) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_gpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%8) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    %2 = "stablehlo.case"(%arg0) ({
      %8 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%8) : (tensor<i32>) -> ()
    }, {
      %8 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%8) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %3:2 = "stablehlo.case"(%2) ({
      %8:2 = "stablehlo.custom_call"(%1) {api_version = 4 : i32, backend_config = {index = 1 : ui64}, call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = true, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>)
      "stablehlo.return"(%8#0, %8#1) : (tensor<4xf32>, tensor<f32>) -> ()
    }, {
      %8:2 = "stablehlo.custom_call"(%1) {api_version = 4 : i32, backend_config = {index = 1 : ui64}, call_target_name = "xla_buffer_python_gpu_callback", called_computations = [], has_side_effect = true, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>)
      "stablehlo.return"(%8#0, %8#1) : (tensor<4xf32>, tensor<f32>) -> ()
    }) : (tensor<i32>) -> (tensor<4xf32>, tensor<f32>)
    %4 = "stablehlo.case"(%arg0) ({
      %8 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%8) : (tensor<i32>) -> ()
    }, {
      %8 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%8) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %8 = "stablehlo.custom_call"(%3#0) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%8) : (tensor<4xf32>) -> ()
    }, {
      %8 = "stablehlo.custom_call"(%3#0) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_gpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%8) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    %6 = "stablehlo.case"(%arg0) ({
      %8 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%8) : (tensor<i32>) -> ()
    }, {
      %8 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%8) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = "stablehlo.custom_call"(%5, %3#1) {api_version = 4 : i32, backend_config = {index = 2 : ui64}, call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>, tensor<f32>) -> tensor<3xi32>
      "stablehlo.return"(%8) : (tensor<3xi32>) -> ()
    }, {
      %8 = "stablehlo.custom_call"(%5, %3#1) {api_version = 4 : i32, backend_config = {index = 2 : ui64}, call_target_name = "xla_buffer_python_gpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>, tensor<f32>) -> tensor<3xi32>
      "stablehlo.return"(%8) : (tensor<3xi32>) -> ()
    }) : (tensor<i32>) -> tensor<3xi32>
    return %7, %5 : tensor<3xi32>, tensor<4xf32>
  }
}
