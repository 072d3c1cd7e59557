module @jit_bitcast_reduce_precision attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2xui8>, %arg2: tensor<4xi16>, %arg3: tensor<f32>) -> (tensor<2x3xi32> {jax.result_info = "result[0]"}, tensor<2x3xui32> {jax.result_info = "result[1]"}, tensor<2x3xf32> {jax.result_info = "result[2]"}, tensor<2x3x4xui8> {jax.result_info = "result[3]"}, tensor<2xui16> {jax.result_info = "result[4]"}, tensor<3xf16> {jax.result_info = "result[5]"}, tensor<4xf16> {jax.result_info = "result[6]"}, tensor<4xbf16> {jax.result_info = "result[7]"}, tensor<2x3xf32> {jax.result_info = "result[8]"}, tensor<2x3xf32> {jax.result_info = "result[9]"}, tensor<f32> {jax.result_info = "result[10]"}, tensor<2x3xf32> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %2 = stablehlo.bitcast_convert %0 : (tensor<2x3xf32>) -> tensor<2x3xui32>
    %3 = stablehlo.bitcast_convert %1 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %4 = stablehlo.bitcast_convert %0 : (tensor<2x3xf32>) -> tensor<2x3x4xui8>
    %5 = stablehlo.bitcast_convert %arg3 : (tensor<f32>) -> tensor<2xui16>
    %6 = stablehlo.bitcast_convert %arg1 : (tensor<3x2xui8>) -> tensor<3xf16>
    %7 = stablehlo.bitcast_convert %arg2 : (tensor<4xi16>) -> tensor<4xf16>
    %8 = stablehlo.bitcast_convert %arg2 : (tensor<4xi16>) -> tensor<4xbf16>
    %9 = stablehlo.reduce_precision %0, format = e5m10 : tensor<2x3xf32>
    %10 = stablehlo.reduce_precision %0, format = e8m7 : tensor<2x3xf32>
    %11 = stablehlo.reduce_precision %arg3, format = e5m10 : tensor<f32>
    %12 = stablehlo.reduce_precision %0, format = e2m1 : tensor<2x3xf32>
    return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : tensor<2x3xi32>, tensor<2x3xui32>, tensor<2x3xf32>, tensor<2x3x4xui8>, tensor<2xui16>, tensor<3xf16>, tensor<4xf16>, tensor<4xbf16>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>, tensor<2x3xf32>
  }
}
