module @jit_broadcast_in_dim attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<i32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<3x2x2xf32> {jax.result_info = "result[1]"}, tensor<2x2xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xf32>) -> tensor<3x2x2xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %3 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %3, %1, %2 : tensor<2x3xf32>, tensor<3x2x2xf32>, tensor<2x2xi32>
  }
}
