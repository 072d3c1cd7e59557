module @jit_linear_call_prim attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<3xf32>, %arg2: tensor<2xcomplex<f32>>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<2xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3xf32>
    %3 = stablehlo.slice %arg2 [0:1] : (tensor<2xcomplex<f32>>) -> tensor<1xcomplex<f32>>
    %4 = stablehlo.reshape %3 : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
    %6 = stablehlo.multiply %arg2, %5 : tensor<2xcomplex<f32>>
    return %2, %6 : tensor<3xf32>, tensor<2xcomplex<f32>>
  }
}
