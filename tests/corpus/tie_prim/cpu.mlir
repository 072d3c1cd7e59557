module @jit_tie_prim attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<2xcomplex<f32>>) -> (tensor<2x2xf32> {jax.result_info = "result[0]"}, tensor<2xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x2xf32>
    return %2, %arg2 : tensor<2x2xf32>, tensor<2xcomplex<f32>>
  }
}
