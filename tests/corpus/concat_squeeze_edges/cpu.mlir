module @jit_concat_squeeze_edges attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x3x1xf32>, %arg1: tensor<0x3xf32>, %arg2: tensor<i32>) -> (tensor<1x3xf32> {jax.result_info = "result[0]"}, tensor<1x3x1xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<1x3x1xf32> {jax.result_info = "result[3]"}, tensor<3xf32> {jax.result_info = "result[4]"}, tensor<1x1xi32> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}, tensor<i32> {jax.result_info = "result[7]"}, tensor<0x6xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %3 = stablehlo.concatenate %2, %arg1, dim = 0 : (tensor<1x3xf32>, tensor<0x3xf32>) -> tensor<1x3xf32>
    %4 = stablehlo.reshape %0 : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %5 = stablehlo.reshape %0 : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %7 = stablehlo.reshape %0 : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %8 = stablehlo.reshape %arg2 : (tensor<i32>) -> tensor<i32>
    %9 = stablehlo.concatenate %arg1, %arg1, dim = 1 : (tensor<0x3xf32>, tensor<0x3xf32>) -> tensor<0x6xf32>
    return %3, %0, %4, %0, %5, %6, %7, %8, %9 : tensor<1x3xf32>, tensor<1x3x1xf32>, tensor<3xf32>, tensor<1x3x1xf32>, tensor<3xf32>, tensor<1x1xi32>, tensor<3xf32>, tensor<i32>, tensor<0x6xf32>
  }
}
