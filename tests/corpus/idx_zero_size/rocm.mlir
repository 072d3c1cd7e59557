module @jit_idx_zero_size attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0x3xf32>, %arg1: tensor<0xi32>, %arg2: tensor<4xf32>, %arg3: tensor<f32>) -> (tensor<0xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<0x3xf32> {jax.result_info = "result[2]"}, tensor<0x3xf32> {jax.result_info = "result[3]"}, tensor<0x3xf32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}, tensor<f32> {jax.result_info = "result[6]"}, tensor<0xf32> {jax.result_info = "result[7]"}, tensor<0xi32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %2 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.compare EQ, %arg4, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %9 = stablehlo.select %8, %cst_3, %arg4 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %11 = stablehlo.select %10, %cst_4, %9 : tensor<i1>, tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %arg5, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_6, %arg5 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_7, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare LT, %11, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    }) : (tensor<0x3xf32>) -> tensor<0x3xf32>
    %3 = call @cumsum(%arg0) : (tensor<0x3xf32>) -> tensor<0x3xf32>
    %4 = call @cummax(%arg0) : (tensor<0x3xf32>) -> tensor<0x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.pad %arg3, %cst_0, low = [], high = [], interior = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.reverse %arg3, dims = [] : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<0xf32>
    return %1, %0, %2, %3, %4, %5, %6, %7, %arg1 : tensor<0xf32>, tensor<4xf32>, tensor<0x3xf32>, tensor<0x3xf32>, tensor<0x3xf32>, tensor<f32>, tensor<f32>, tensor<0xf32>, tensor<0xi32>
  }
  func.func private @cumsum(%arg0: tensor<0x3xf32>) -> tensor<0x3xf32> {
    return %arg0 : tensor<0x3xf32>
  }
  func.func private @cummax(%arg0: tensor<0x3xf32>) -> tensor<0x3xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [2, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<0x3xf32>, tensor<f32>) -> tensor<0x3xf32>
    return %1 : tensor<0x3xf32>
  }
}
