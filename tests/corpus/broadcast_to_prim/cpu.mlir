module @jit_broadcast_to_prim attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<2x1xcomplex<f32>>, %arg3: tensor<3xi1>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<4x2x3xi32> {jax.result_info = "result[1]"}, tensor<2x2x3xf32> {jax.result_info = "result[2]"}, tensor<2x5xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<3xi1> {jax.result_info = "result[4]"}, tensor<1x3xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xi32>) -> tensor<4x2x3xi32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<2x2x3xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<2x1xcomplex<f32>>) -> tensor<2x5xcomplex<f32>>
    return %1, %2, %3, %4, %arg3, %0 : tensor<2x3xf32>, tensor<4x2x3xi32>, tensor<2x2x3xf32>, tensor<2x5xcomplex<f32>>, tensor<3xi1>, tensor<1x3xf32>
  }
}
