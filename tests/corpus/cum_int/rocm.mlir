module @jit_cum_int attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi32>, %arg1: tensor<2x3xui8>) -> (tensor<4xi32> {jax.result_info = "result[0]"}, tensor<2x3xui8> {jax.result_info = "result[1]"}, tensor<2x3xui8> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xi32>) -> tensor<4xi32>
    %1 = call @cummax(%0) : (tensor<4xi32>) -> tensor<4xi32>
    %2 = call @cumprod(%arg1) : (tensor<2x3xui8>) -> tensor<2x3xui8>
    %3 = call @cummin(%arg1) : (tensor<2x3xui8>) -> tensor<2x3xui8>
    return %1, %2, %3 : tensor<4xi32>, tensor<2x3xui8>, tensor<2x3xui8>
  }
  func.func private @cummax(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 3]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @cumprod(%arg0: tensor<2x3xui8>) -> tensor<2x3xui8> {
    %c = stablehlo.constant dense<1> : tensor<ui8>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [2, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<ui8>
      stablehlo.return %1 : tensor<ui8>
    }) : (tensor<2x3xui8>, tensor<ui8>) -> tensor<2x3xui8>
    return %0 : tensor<2x3xui8>
  }
  func.func private @cummin(%arg0: tensor<2x3xui8>) -> tensor<2x3xui8> {
    %c = stablehlo.constant dense<255> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<ui8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<ui8>
      stablehlo.return %2 : tensor<ui8>
    }) : (tensor<2x3xui8>, tensor<ui8>) -> tensor<2x3xui8>
    return %1 : tensor<2x3xui8>
  }
}
