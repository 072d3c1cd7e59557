module @jit_reshape_dimensions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3x4xi32>) -> (tensor<3x2xf32> {jax.result_info = "result[0]"}, tensor<4x6xi32> {jax.result_info = "result[1]"}, tensor<24xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %3 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<2x3x4xi32>) -> tensor<4x2x3xi32>
    %4 = stablehlo.reshape %3 : (tensor<4x2x3xi32>) -> tensor<4x6xi32>
    %5 = stablehlo.reshape %arg1 : (tensor<2x3x4xi32>) -> tensor<24xi32>
    return %2, %4, %5 : tensor<3x2xf32>, tensor<4x6xi32>, tensor<24xi32>
  }
}
