module @jit_cb_dtype_float64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i64> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x3xf64>) -> (tensor<2x3xf64> {jax.result_info = "result[0]"}, tensor<2xf64> {jax.result_info = "result[1]"}) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<i64>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %3 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%3) : (tensor<i32>) -> ()
    }, {
      %3 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%3) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %2:2 = "stablehlo.case"(%1) ({
      %3:2 = "stablehlo.custom_call"(%arg1) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2xf64>)
      "stablehlo.return"(%3#0, %3#1) : (tensor<2x3xf64>, tensor<2xf64>) -> ()
    }, {
      %3:2 = "stablehlo.custom_call"(%arg1) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_gpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2xf64>)
      "stablehlo.return"(%3#0, %3#1) : (tensor<2x3xf64>, tensor<2xf64>) -> ()
    }) : (tensor<i32>) -> (tensor<2x3xf64>, tensor<2xf64>)
    return %2#0, %2#1 : tensor<2x3xf64>, tensor<2xf64>
  }
}
