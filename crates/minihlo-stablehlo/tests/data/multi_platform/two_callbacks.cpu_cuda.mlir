module @jit_two_callbacks attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<2xi32> {jax.result_info = "result[1]"}) {
    %0 = "stablehlo.case"(%arg0) ({
      %7 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%7) : (tensor<i32>) -> ()
    }, {
      %7 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%7) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %7 = "stablehlo.custom_call"(%arg1) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%7) : (tensor<4xf32>) -> ()
    }, {
      %7 = "stablehlo.custom_call"(%arg1) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_gpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%7) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    %2 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4 = "stablehlo.multiply"(%1, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.case"(%arg0) ({
      %7 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%7) : (tensor<i32>) -> ()
    }, {
      %7 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%7) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %6:2 = "stablehlo.case"(%5) ({
      %7:2 = "stablehlo.custom_call"(%4) {api_version = 4 : i32, backend_config = {index = 1 : ui64}, call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<2xi32>)
      "stablehlo.return"(%7#0, %7#1) : (tensor<4xf32>, tensor<2xi32>) -> ()
    }, {
      %7:2 = "stablehlo.custom_call"(%4) {api_version = 4 : i32, backend_config = {index = 1 : ui64}, call_target_name = "xla_buffer_python_gpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<2xi32>)
      "stablehlo.return"(%7#0, %7#1) : (tensor<4xf32>, tensor<2xi32>) -> ()
    }) : (tensor<i32>) -> (tensor<4xf32>, tensor<2xi32>)
    return %6#0, %6#1 : tensor<4xf32>, tensor<2xi32>
  }
}
