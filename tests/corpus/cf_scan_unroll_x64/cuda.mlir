module @jit_cf_scan_unroll_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<5x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<5x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg1 [0:4, 0:4] : (tensor<5x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.slice %arg1 [4:5, 0:4] : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.reshape %0 : (tensor<4x4xf32>) -> tensor<2x2x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4:4 = stablehlo.while(%iterArg = %2, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %3) : tensor<2x2x4xf32>, tensor<i64>, tensor<4xf32>, tensor<2x2x4xf32>
    cond {
      %c_4 = stablehlo.constant dense<2> : tensor<i64>
      %14 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<2x2x4xf32>, tensor<i64>) -> tensor<2x4xf32>
      %15 = stablehlo.slice %14 [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
      %16 = stablehlo.reshape %15 : (tensor<1x4xf32>) -> tensor<4xf32>
      %17 = stablehlo.add %iterArg_2, %16 : tensor<4xf32>
      %18 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%17) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %20 = stablehlo.multiply %18, %19 : tensor<4xf32>
      %21 = stablehlo.slice %14 [1:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
      %22 = stablehlo.reshape %21 : (tensor<1x4xf32>) -> tensor<4xf32>
      %23 = stablehlo.add %18, %22 : tensor<4xf32>
      %24 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%23) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %26 = stablehlo.multiply %24, %25 : tensor<4xf32>
      %27 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %28 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %29 = stablehlo.concatenate %27, %28, dim = 0 : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
      %30 = func.call @dynamic_update_index_in_dim(%iterArg_3, %29, %iterArg_1) : (tensor<2x2x4xf32>, tensor<2x4xf32>, tensor<i64>) -> tensor<2x2x4xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %31 = stablehlo.add %iterArg_1, %c_6 : tensor<i64>
      stablehlo.return %iterArg, %31, %24, %30 : tensor<2x2x4xf32>, tensor<i64>, tensor<4xf32>, tensor<2x2x4xf32>
    }
    %5 = stablehlo.reshape %4#3 : (tensor<2x2x4xf32>) -> tensor<4x4xf32>
    %6 = stablehlo.slice %1 [0:1, 0:4] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x4xf32>) -> tensor<4xf32>
    %8 = stablehlo.add %4#2, %7 : tensor<4xf32>
    %9 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%8) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %13 = stablehlo.concatenate %5, %12, dim = 0 : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<5x4xf32>
    return %9, %13 : tensor<4xf32>, tensor<5x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x2x4xf32>, %arg1: tensor<i64>) -> tensor<2x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 4] : (tensor<2x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i64>) -> tensor<2x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x2x4xf32>, tensor<1x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x2x4xf32>
    return %1 : tensor<2x2x4xf32>
  }
}
