module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4xf32>) -> (tensor<3x2x3xf32> {jax.result_info = "result[0]"}, tensor<3x3x2xf32> {jax.result_info = "result[1]"}, tensor<3x3x4xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 1, 2>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%arg0, %2) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 1, 1, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
    %6 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.pad %6, %cst_2, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = "stablehlo.select_and_scatter"(%7, %5, %cst_3) <{padding = dense<0> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = stablehlo.compare GE, %arg1, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    }, {
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<3x2x3xf32>, tensor<f32>) -> tensor<3x3x4xf32>
    %9 = stablehlo.slice %8 [0:3, 0:3, 0:4] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %10 = stablehlo.transpose %1, dims = [1, 0, 2] : (tensor<2x3x3xf32>) -> tensor<3x2x3xf32>
    %11 = stablehlo.transpose %3, dims = [1, 0, 2] : (tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
    return %10, %11, %9 : tensor<3x2x3xf32>, tensor<3x3x2xf32>, tensor<3x3x4xf32>
  }
}
