module @jit_complex_inverse_trig attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xcomplex<f32>>, %arg1: tensor<4xcomplex<f32>>) -> (tensor<4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %1 = chlo.asin %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    %2 = chlo.acos %0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    %3 = chlo.atan %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    %4 = chlo.sinh %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    %5 = chlo.cosh %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    %6 = chlo.asinh %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    %7 = chlo.acosh %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    %8 = chlo.atanh %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    %9 = stablehlo.log_plus_one %arg0 : tensor<4xcomplex<f32>>
    %10 = stablehlo.atan2 %arg0, %arg1 : tensor<4xcomplex<f32>>
    return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>
  }
}
