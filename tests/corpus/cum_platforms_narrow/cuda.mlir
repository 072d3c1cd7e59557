module @jit_cum_platforms_narrow attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf16>, %arg1: tensor<4xbf16>, %arg2: tensor<5xui8>) -> (tensor<3x4xf16> {jax.result_info = "result[0]"}, tensor<4xbf16> {jax.result_info = "result[1]"}, tensor<5xui8> {jax.result_info = "result[2]"}, tensor<4x3xf16> {jax.result_info = "result[3]"}) {
    %0 = call @cumsum(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    %1 = call @cumsum_1(%arg1) : (tensor<4xbf16>) -> tensor<4xbf16>
    %2 = call @cumprod(%arg2) : (tensor<5xui8>) -> tensor<5xui8>
    %3 = call @cummax(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<3x4xf16>) -> tensor<4x3xf16>
    return %0, %1, %2, %4 : tensor<3x4xf16>, tensor<4xbf16>, tensor<5xui8>, tensor<4x3xf16>
  }
  func.func private @cumsum(%arg0: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    return %0 : tensor<3x4xf16>
  }
  func.func private @cumsum_0(%arg0: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<3xf16>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<3xf16>, %carry: tensor<3xf16>):
      %2 = stablehlo.add %input, %carry : tensor<3xf16>
      stablehlo.return %2, %2 : tensor<3xf16>, tensor<3xf16>
    } : (tensor<3x4xf16>, tensor<3xf16>) -> (tensor<3x4xf16>, tensor<3xf16>)
    return %1#0 : tensor<3x4xf16>
  }
  func.func private @cumsum_1(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
    %0 = call @cumsum_2(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
    return %0 : tensor<4xbf16>
  }
  func.func private @cumsum_2(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0:2 = chlo.scan(%arg0) inits (%cst) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<bf16>, %carry: tensor<bf16>):
      %1 = stablehlo.add %input, %carry : tensor<bf16>
      stablehlo.return %1, %1 : tensor<bf16>, tensor<bf16>
    } : (tensor<4xbf16>, tensor<bf16>) -> (tensor<4xbf16>, tensor<bf16>)
    return %0#0 : tensor<4xbf16>
  }
  func.func private @cumprod(%arg0: tensor<5xui8>) -> tensor<5xui8> {
    %c = stablehlo.constant dense<1> : tensor<ui8>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1>, padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 5>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<ui8>
      stablehlo.return %1 : tensor<ui8>
    }) : (tensor<5xui8>, tensor<ui8>) -> tensor<5xui8>
    return %0 : tensor<5xui8>
  }
  func.func private @cummax(%arg0: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<f16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 2], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f16>
      stablehlo.return %2 : tensor<f16>
    }) : (tensor<3x4xf16>, tensor<f16>) -> tensor<3x4xf16>
    return %1 : tensor<3x4xf16>
  }
}
