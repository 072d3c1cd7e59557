module @jit_conj_no_input_dtype attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xcomplex<f32>>, %arg1: tensor<3xf32>) -> (tensor<2x3xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %2 = stablehlo.imag %0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %3 = stablehlo.negate %2 : tensor<2x3xf32>
    %4 = stablehlo.complex %1, %3 : tensor<2x3xcomplex<f32>>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.complex %arg1, %5 : tensor<3xcomplex<f32>>
    return %4, %6 : tensor<2x3xcomplex<f32>>, tensor<3xcomplex<f32>>
  }
}
