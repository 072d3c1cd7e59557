module @jit_reshape_transpose attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>) -> (tensor<4x6xf32> {jax.result_info = "result[0]"}, tensor<4x2x3xf32> {jax.result_info = "result[1]"}, tensor<24xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %1 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<6x4xf32>) -> tensor<4x6xf32>
    %3 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    %4 = stablehlo.reshape %1 : (tensor<6x4xf32>) -> tensor<24xf32>
    return %2, %3, %4 : tensor<4x6xf32>, tensor<4x2x3xf32>, tensor<24xf32>
  }
}
