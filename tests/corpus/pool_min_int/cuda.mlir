module @jit_pool_min_int attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xi32>, %arg1: tensor<6xui8>) -> (tensor<2x2xi32> {jax.result_info = "result[0]"}, tensor<6xui8> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x3xi32>) -> tensor<4x3xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.reduce_window"(%0, %1) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 1>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %5 = stablehlo.minimum %arg2, %arg3 : tensor<i32>
      stablehlo.return %5 : tensor<i32>
    }) : (tensor<4x3xi32>, tensor<i32>) -> tensor<2x2xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<ui8>
    %4 = "stablehlo.reduce_window"(%arg1, %3) <{base_dilations = array<i64: 1>, padding = dense<1> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<ui8>, %arg3: tensor<ui8>):
      %5 = stablehlo.maximum %arg2, %arg3 : tensor<ui8>
      stablehlo.return %5 : tensor<ui8>
    }) : (tensor<6xui8>, tensor<ui8>) -> tensor<6xui8>
    return %2, %4 : tensor<2x2xi32>, tensor<6xui8>
  }
}
