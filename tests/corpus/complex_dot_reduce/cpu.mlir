module @jit_complex_dot_reduce attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xcomplex<f32>>, %arg1: tensor<3x2xcomplex<f32>>) -> (tensor<2x2xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<2xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<2xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<3x2xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<complex<f32>> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %1 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.multiply across dimensions = [0] : (tensor<2x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(0xFF800000,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.reduce(%arg0 init: %cst_1) across dimensions = [1] : (tensor<2x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
     reducer(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>)  {
      %8 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %9 = stablehlo.real %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %10 = stablehlo.compare EQ, %8, %9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = stablehlo.compare GT, %8, %9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %13 = stablehlo.imag %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %14 = stablehlo.compare GT, %12, %13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = stablehlo.select %10, %14, %11 : tensor<i1>, tensor<i1>
      %16 = stablehlo.select %15, %arg2, %arg3 : tensor<i1>, tensor<complex<f32>>
      stablehlo.return %16 : tensor<complex<f32>>
    }
    %cst_2 = stablehlo.constant dense<(0x7F800000,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.reduce(%arg1 init: %cst_2) across dimensions = [0] : (tensor<3x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
     reducer(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>)  {
      %8 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %9 = stablehlo.real %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %10 = stablehlo.compare EQ, %8, %9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = stablehlo.compare LT, %8, %9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %13 = stablehlo.imag %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %14 = stablehlo.compare LT, %12, %13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = stablehlo.select %10, %14, %11 : tensor<i1>, tensor<i1>
      %16 = stablehlo.select %15, %arg2, %arg3 : tensor<i1>, tensor<complex<f32>>
      stablehlo.return %16 : tensor<complex<f32>>
    }
    %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.reduce(%1 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    return %1, %2, %3, %4, %5, %6, %7 : tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<complex<f32>>
  }
}
