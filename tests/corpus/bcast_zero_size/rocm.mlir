module @jit_bcast_zero_size attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0x1xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<2x0xi32>, %arg3: tensor<1x0xi32>, %arg4: tensor<1x1xf32>, %arg5: tensor<f32>) -> (tensor<0x3xf32> {jax.result_info = "result[0]"}, tensor<2x0xi32> {jax.result_info = "result[1]"}, tensor<2x0xi1> {jax.result_info = "result[2]"}, tensor<1x1xf32> {jax.result_info = "result[3]"}, tensor<1x1xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<0x1xf32>) -> tensor<0x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<0x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<0x3xf32>
    %3 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<0x3xf32>) -> tensor<0x3xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x0xi32>) -> tensor<2x0xi32>
    %5 = stablehlo.add %arg2, %4 : tensor<2x0xi32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x0xi32>) -> tensor<2x0xi32>
    %7 = stablehlo.compare LT, %6, %arg2, SIGNED : (tensor<2x0xi32>, tensor<2x0xi32>) -> tensor<2x0xi1>
    %8 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %9 = stablehlo.subtract %arg4, %8 : tensor<1x1xf32>
    %10 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %11 = stablehlo.maximum %10, %arg4 : tensor<1x1xf32>
    return %3, %5, %7, %9, %11 : tensor<0x3xf32>, tensor<2x0xi32>, tensor<2x0xi1>, tensor<1x1xf32>, tensor<1x1xf32>
  }
}
