module @jit_cum_platforms_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<2x3xi64>) -> (tensor<4xf64> {jax.result_info = "result[0]"}, tensor<4xf64> {jax.result_info = "result[1]"}, tensor<4xf64> {jax.result_info = "result[2]"}, tensor<2x3xi64> {jax.result_info = "result[3]"}, tensor<2x3xi64> {jax.result_info = "result[4]"}) {
    %0 = call @cumsum(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    %1 = call @cumprod(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    %2 = call @cummax(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    %3 = call @cumsum_2(%arg1) : (tensor<2x3xi64>) -> tensor<2x3xi64>
    %4 = call @cummin(%arg1) : (tensor<2x3xi64>) -> tensor<2x3xi64>
    return %0, %1, %2, %3, %4 : tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<2x3xi64>, tensor<2x3xi64>
  }
  func.func private @cumsum(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %0 = call @cumsum_0(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func private @cumsum_0(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0:2 = chlo.scan(%arg0) inits (%cst) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<f64>, %carry: tensor<f64>):
      %1 = stablehlo.add %input, %carry : tensor<f64>
      stablehlo.return %1, %1 : tensor<f64>, tensor<f64>
    } : (tensor<4xf64>, tensor<f64>) -> (tensor<4xf64>, tensor<f64>)
    return %0#0 : tensor<4xf64>
  }
  func.func private @cumprod(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %0 = call @cumprod_1(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func private @cumprod_1(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f64>
      stablehlo.return %1 : tensor<f64>
    }) : (tensor<4xf64>, tensor<f64>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func private @cummax(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 3]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<4xf64>, tensor<f64>) -> tensor<4xf64>
    return %1 : tensor<4xf64>
  }
  func.func private @cumsum_2(%arg0: tensor<2x3xi64>) -> tensor<2x3xi64> {
    %0 = call @cumsum_3(%arg0) : (tensor<2x3xi64>) -> tensor<2x3xi64>
    return %0 : tensor<2x3xi64>
  }
  func.func private @cumsum_3(%arg0: tensor<2x3xi64>) -> tensor<2x3xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<2xi64>, %carry: tensor<2xi64>):
      %2 = stablehlo.add %input, %carry : tensor<2xi64>
      stablehlo.return %2, %2 : tensor<2xi64>, tensor<2xi64>
    } : (tensor<2x3xi64>, tensor<2xi64>) -> (tensor<2x3xi64>, tensor<2xi64>)
    return %1#0 : tensor<2x3xi64>
  }
  func.func private @cummin(%arg0: tensor<2x3xi64>) -> tensor<2x3xi64> {
    %c = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<2x3xi64>, tensor<i64>) -> tensor<2x3xi64>
    return %1 : tensor<2x3xi64>
  }
}
