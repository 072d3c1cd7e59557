module @jit_pycb_ordered_while attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> (!stablehlo.token {jax.token = true}, tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c, %iterArg_1 = %arg2, %iterArg_2 = %arg1) : !stablehlo.token, tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_0, %iterArg_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
      %3 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%iterArg, %iterArg_0, %iterArg_2) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<i32>, tensor<3xf32>) -> !stablehlo.token
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %5 = stablehlo.multiply %iterArg_2, %4 : tensor<3xf32>
      stablehlo.return %3, %2, %iterArg_1, %5 : !stablehlo.token, tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    %1 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%0#3) {backend_config = "", mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    return %0#0, %1 : !stablehlo.token, tensor<3xf32>
  }
}
