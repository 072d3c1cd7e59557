module @jit_jvp_max_pool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x4x1xf32>) -> (tensor<1x3x3x1xf32> {jax.result_info = "result[0]"}, tensor<1x3x3x1xf32> {jax.result_info = "result[1]"}, tensor<1x4x2x1xf32> {jax.result_info = "result[2]"}, tensor<1x4x4x1xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1x4x4x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %4 = stablehlo.add %2, %3 : tensor<1x4x4x1xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.reduce_window"(%0, %5) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %11 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x3x3x1xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7:2 = "stablehlo.reduce_window"(%0, %4, %cst_2, %cst_3) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>):
      %11 = stablehlo.compare GE, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.select %11, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %13 = stablehlo.select %11, %arg2, %arg4 : tensor<i1>, tensor<f32>
      stablehlo.return %12, %13 : tensor<f32>, tensor<f32>
    }) : (tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>, tensor<f32>, tensor<f32>) -> (tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>)
    %8 = stablehlo.multiply %0, %0 : tensor<1x4x4x1xf32>
    %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9:2 = "stablehlo.reduce_window"(%0, %8, %cst_4, %cst_5) <{base_dilations = array<i64: 1, 2, 1, 1>, padding = dense<[[0, 0], [1, 1], [0, 2], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 2, 1>, window_dimensions = array<i64: 1, 2, 3, 1>, window_strides = array<i64: 1, 2, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>):
      %11 = stablehlo.compare LE, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.select %11, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %13 = stablehlo.select %11, %arg2, %arg4 : tensor<i1>, tensor<f32>
      stablehlo.return %12, %13 : tensor<f32>, tensor<f32>
    }) : (tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>, tensor<f32>, tensor<f32>) -> (tensor<1x4x2x1xf32>, tensor<1x4x2x1xf32>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    return %6, %7#1, %9#1, %10 : tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>, tensor<1x4x2x1xf32>, tensor<1x4x4x1xf32>
  }
}
