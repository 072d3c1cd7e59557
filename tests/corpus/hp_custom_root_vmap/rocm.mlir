module @jit_hp_custom_root_vmap attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>) -> (tensor<3x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %3:3 = stablehlo.while(%iterArg = %0, %iterArg_0 = %0, %iterArg_1 = %2) : tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
    cond {
      %4 = stablehlo.multiply %iterArg_1, %iterArg_1 : tensor<3x2xf32>
      %5 = stablehlo.subtract %4, %iterArg : tensor<3x2xf32>
      %6 = stablehlo.abs %5 : tensor<3x2xf32>
      %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %7 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
      %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %9 = stablehlo.compare GT, %7, %8, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %10 = stablehlo.reduce(%9 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %4 = stablehlo.multiply %iterArg_1, %iterArg_1 : tensor<3x2xf32>
      %5 = stablehlo.subtract %4, %iterArg_0 : tensor<3x2xf32>
      %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
      %7 = stablehlo.multiply %6, %iterArg_1 : tensor<3x2xf32>
      %8 = stablehlo.divide %5, %7 : tensor<3x2xf32>
      %9 = stablehlo.subtract %iterArg_1, %8 : tensor<3x2xf32>
      %10 = stablehlo.multiply %iterArg_1, %iterArg_1 : tensor<3x2xf32>
      %11 = stablehlo.subtract %10, %iterArg : tensor<3x2xf32>
      %12 = stablehlo.abs %11 : tensor<3x2xf32>
      %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.compare GT, %13, %14, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
      %17 = stablehlo.select %16, %9, %iterArg_1 : tensor<3x2xi1>, tensor<3x2xf32>
      stablehlo.return %iterArg, %iterArg_0, %17 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
    }
    return %3#2 : tensor<3x2xf32>
  }
}
