module @jit_atan2_nextafter attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1xf32>, %arg1: tensor<1x6xf32>, %arg2: tensor<3xf16>, %arg3: tensor<3xf16>) -> (tensor<2x6xf32> {jax.result_info = "result[0]"}, tensor<2x6xf32> {jax.result_info = "result[1]"}, tensor<3xf16> {jax.result_info = "result[2]"}, tensor<3xf16> {jax.result_info = "result[3]"}, tensor<3xf16> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<2x6xf32>
    %2 = stablehlo.atan2 %0, %1 : tensor<2x6xf32>
    %3 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x6xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<2x6xf32>
    %6 = chlo.next_after %4, %5 : tensor<2x6xf32>, tensor<2x6xf32> -> tensor<2x6xf32>
    %7 = stablehlo.atan2 %arg2, %arg3 : tensor<3xf16>
    %8 = chlo.next_after %arg2, %arg3 : tensor<3xf16>, tensor<3xf16> -> tensor<3xf16>
    %9 = chlo.next_after %arg3, %arg2 : tensor<3xf16>, tensor<3xf16> -> tensor<3xf16>
    return %3, %6, %7, %8, %9 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>
  }
}
