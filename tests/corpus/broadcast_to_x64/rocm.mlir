module @jit_broadcast_to_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf64>, %arg1: tensor<3xi64>) -> (tensor<2x2x3xf64> {jax.result_info = "result[0]"}, tensor<2x3xi64> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<2x3xf64>) -> tensor<2x2x3xf64>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi64>) -> tensor<2x3xi64>
    return %1, %2 : tensor<2x2x3xf64>, tensor<2x3xi64>
  }
}
