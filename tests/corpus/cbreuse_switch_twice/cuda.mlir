module @jit_cbreuse_switch_twice attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> (!stablehlo.token {jax.token = true}, tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %6 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%arg0, %arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<3xf32>) -> !stablehlo.token
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.add %arg1, %7 : tensor<3xf32>
      stablehlo.return %6, %8 : !stablehlo.token, tensor<3xf32>
    }, {
      %6 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%arg0, %arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<3xf32>) -> !stablehlo.token
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.multiply %arg1, %7 : tensor<3xf32>
      stablehlo.return %6, %8 : !stablehlo.token, tensor<3xf32>
    }) : (tensor<i32>) -> (!stablehlo.token, tensor<3xf32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.subtract %arg2, %c_1 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.clamp %c_2, %2, %c_3 : tensor<i32>
    %4:2 = "stablehlo.case"(%3) ({
      %6 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%1#0, %1#1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<3xf32>) -> !stablehlo.token
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.add %1#1, %7 : tensor<3xf32>
      stablehlo.return %6, %8 : !stablehlo.token, tensor<3xf32>
    }, {
      %6 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%1#0, %1#1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<3xf32>) -> !stablehlo.token
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.multiply %1#1, %7 : tensor<3xf32>
      stablehlo.return %6, %8 : !stablehlo.token, tensor<3xf32>
    }) : (tensor<i32>) -> (!stablehlo.token, tensor<3xf32>)
    %5 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%4#1) {backend_config = "", mhlo.backend_config = {index = 2 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    return %4#0, %5 : !stablehlo.token, tensor<3xf32>
  }
}
