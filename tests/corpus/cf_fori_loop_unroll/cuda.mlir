module @jit_cf_fori_loop_unroll attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg0) : tensor<i32>, tensor<i32>, tensor<4xf32>
    cond {
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_2, %c_4 : tensor<i32>
      %7 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%iterArg_3) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      %8 = stablehlo.convert %iterArg_2 : (tensor<i32>) -> tensor<f32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %10 = stablehlo.add %7, %9 : tensor<4xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %6, %c_5 : tensor<i32>
      %12 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%10) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      %13 = stablehlo.convert %6 : (tensor<i32>) -> tensor<f32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %15 = stablehlo.add %12, %14 : tensor<4xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %16, %11, %15 : tensor<i32>, tensor<i32>, tensor<4xf32>
    }
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %0#1, %c_1 : tensor<i32>
    %2 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%0#2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = stablehlo.convert %0#1 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.add %2, %4 : tensor<4xf32>
    return %5 : tensor<4xf32>
  }
}
