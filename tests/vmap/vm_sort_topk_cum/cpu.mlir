module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4xf32>) -> (tensor<3x3x4xf32> {jax.result_info = "result[0]"}, tensor<3x3x4xi32> {jax.result_info = "result[1]"}, tensor<3x3x2xf32> {jax.result_info = "result[2]"}, tensor<3x3x4xf32> {jax.result_info = "result[3]"}, tensor<3x3x4xf32> {jax.result_info = "result[4]"}) {
    %0 = call @sort(%arg0) : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %1 = call @argsort(%arg0) : (tensor<3x3x4xf32>) -> tensor<3x3x4xi32>
    %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<3x3x4xf32> -> (tensor<3x3x2xf32>, tensor<3x3x2xi32>)
    %2 = call @cumsum(%arg0) : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %3 = call @cummax(%arg0) : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %4 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %5 = stablehlo.transpose %1, dims = [1, 0, 2] : (tensor<3x3x4xi32>) -> tensor<3x3x4xi32>
    %6 = stablehlo.transpose %values, dims = [1, 0, 2] : (tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
    %7 = stablehlo.transpose %2, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %8 = stablehlo.transpose %3, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    return %4, %5, %6, %7, %8 : tensor<3x3x4xf32>, tensor<3x3x4xi32>, tensor<3x3x2xf32>, tensor<3x3x4xf32>, tensor<3x3x4xf32>
  }
  func.func private @sort(%arg0: tensor<3x3x4xf32>) -> tensor<3x3x4xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    return %0 : tensor<3x3x4xf32>
  }
  func.func private @argsort(%arg0: tensor<3x3x4xf32>) -> tensor<3x3x4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<3x4xi32>) -> tensor<3x3x4xi32>
    %2:2 = "stablehlo.sort"(%arg0, %1) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<3x3x4xf32>, tensor<3x3x4xi32>) -> (tensor<3x3x4xf32>, tensor<3x3x4xi32>)
    return %2#1 : tensor<3x3x4xi32>
  }
  func.func private @cumsum(%arg0: tensor<3x3x4xf32>) -> tensor<3x3x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    return %0 : tensor<3x3x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<3x3x4xf32>) -> tensor<3x3x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [3, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 4>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3x4xf32>
    return %1 : tensor<3x3x4xf32>
  }
  func.func private @cummax(%arg0: tensor<3x3x4xf32>) -> tensor<3x3x4xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[2, 0], [0, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 3, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3x4xf32>
    return %1 : tensor<3x3x4xf32>
  }
}
