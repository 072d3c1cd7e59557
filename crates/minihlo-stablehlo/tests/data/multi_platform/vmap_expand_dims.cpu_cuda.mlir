module @jit_vmap_expand_dims attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<3x4xf32>, %arg2: tensor<4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result"}) {
    %0 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %1 = "stablehlo.case"(%arg0) ({
      %3 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%3) : (tensor<i32>) -> ()
    }, {
      %3 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "stablehlo.return"(%3) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %3 = "stablehlo.custom_call"(%arg1, %0) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
      "stablehlo.return"(%3) : (tensor<3x4xf32>) -> ()
    }, {
      %3 = "stablehlo.custom_call"(%arg1, %0) {api_version = 4 : i32, backend_config = {index = 0 : ui64}, call_target_name = "xla_buffer_python_gpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
      "stablehlo.return"(%3) : (tensor<3x4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
}
