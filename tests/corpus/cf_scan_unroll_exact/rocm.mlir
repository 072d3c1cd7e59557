module @jit_cf_scan_unroll_exact attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<6x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<6x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<6x4xf32>) -> tensor<2x3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %0, %iterArg_0 = %c, %iterArg_1 = %arg0, %iterArg_2 = %1) : tensor<2x3x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2x3x4xf32>
    cond {
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<2x3x4xf32>, tensor<i32>) -> tensor<3x4xf32>
      %5 = stablehlo.slice %4 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
      %6 = stablehlo.reshape %5 : (tensor<1x4xf32>) -> tensor<4xf32>
      %7 = stablehlo.add %iterArg_1, %6 : tensor<4xf32>
      %8 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%7) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<4xf32>
      %11 = stablehlo.slice %4 [1:2, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
      %12 = stablehlo.reshape %11 : (tensor<1x4xf32>) -> tensor<4xf32>
      %13 = stablehlo.add %8, %12 : tensor<4xf32>
      %14 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%13) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<4xf32>
      %17 = stablehlo.slice %4 [2:3, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x4xf32>) -> tensor<4xf32>
      %19 = stablehlo.add %14, %18 : tensor<4xf32>
      %20 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%19) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %22 = stablehlo.multiply %20, %21 : tensor<4xf32>
      %23 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %24 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %25 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %26 = stablehlo.concatenate %23, %24, %25, dim = 0 : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
      %27 = func.call @dynamic_update_index_in_dim(%iterArg_2, %26, %iterArg_0) : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<i32>) -> tensor<2x3x4xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.add %iterArg_0, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %28, %20, %27 : tensor<2x3x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2x3x4xf32>
    }
    %3 = stablehlo.reshape %2#3 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    return %2#2, %3 : tensor<4xf32>, tensor<6x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x3x4xf32>, %arg1: tensor<i32>) -> tensor<3x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 4] : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>) -> tensor<2x3x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x3x4xf32>, tensor<1x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
    return %1 : tensor<2x3x4xf32>
  }
}
