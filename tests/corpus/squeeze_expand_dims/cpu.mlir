module @jit_squeeze_expand_dims attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x3x1xf32>, %arg1: tensor<3xi32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<3x1xf32> {jax.result_info = "result[2]"}, tensor<3x1xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<1x3xi32>) -> tensor<1x3xi32>
    %4 = stablehlo.reshape %3 : (tensor<1x3xi32>) -> tensor<3xi32>
    %5 = stablehlo.reshape %arg0 : (tensor<1x3x1xf32>) -> tensor<3x1xf32>
    return %0, %4, %2, %5 : tensor<3xf32>, tensor<3xi32>, tensor<3x1xf32>, tensor<3x1xf32>
  }
}
