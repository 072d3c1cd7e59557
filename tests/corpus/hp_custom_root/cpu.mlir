module @jit_hp_custom_root attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.subtract %arg0, %arg0 : tensor<4xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6:3 = stablehlo.while(%iterArg = %0, %iterArg_1 = %0, %iterArg_2 = %5) : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %7 = stablehlo.multiply %iterArg_2, %iterArg_2 : tensor<4xf32>
      %8 = stablehlo.subtract %7, %iterArg : tensor<4xf32>
      %9 = stablehlo.abs %8 : tensor<4xf32>
      %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %10 = stablehlo.reduce(%9 init: %cst_3) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %11 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %7 = stablehlo.multiply %iterArg_2, %iterArg_2 : tensor<4xf32>
      %8 = stablehlo.subtract %7, %iterArg_1 : tensor<4xf32>
      %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %10 = stablehlo.multiply %9, %iterArg_2 : tensor<4xf32>
      %11 = stablehlo.divide %8, %10 : tensor<4xf32>
      %12 = stablehlo.subtract %iterArg_2, %11 : tensor<4xf32>
      stablehlo.return %iterArg, %iterArg_1, %12 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    return %6#2, %0, %2, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
