module @jit_remat_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1:3 = stablehlo.optimization_barrier %0, %arg1, %cst : tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>
    %2 = stablehlo.sine %1#0 : tensor<2x3xf32>
    %3 = stablehlo.cosine %1#0 : tensor<2x3xf32>
    %4 = stablehlo.broadcast_in_dim %1#2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x3xf32>
    %6 = stablehlo.multiply %4, %1#1 : tensor<2x3xf32>
    %7 = stablehlo.multiply %6, %3 : tensor<2x3xf32>
    return %7, %5 : tensor<2x3xf32>, tensor<2x3xf32>
  }
}
