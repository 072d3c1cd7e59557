module @jit_complex_order attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xcomplex<f32>>, %arg1: tensor<2x3xcomplex<f32>>) -> (tensor<5xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %cst = stablehlo.constant dense<(5.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %cst_0 = stablehlo.constant dense<(2.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %3 = stablehlo.clamp %1, %0, %2 : tensor<5xcomplex<f32>>
    %4 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      %6 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %6, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_2, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_3, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %11, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_5, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_6, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.real %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.compare EQ, %16, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.select %17, %cst_8, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %20 = stablehlo.select %19, %cst_9, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.imag %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.compare EQ, %21, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.select %22, %cst_11, %21 : tensor<i1>, tensor<f32>
      %24 = stablehlo.compare NE, %21, %21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %25 = stablehlo.select %24, %cst_12, %23 : tensor<i1>, tensor<f32>
      %26 = stablehlo.compare LT, %15, %25, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %27 = stablehlo.compare LT, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %28 = stablehlo.compare EQ, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %29 = stablehlo.and %28, %26 : tensor<i1>
      %30 = stablehlo.or %27, %29 : tensor<i1>
      stablehlo.return %30 : tensor<i1>
    }) : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %5 = "stablehlo.sort"(%arg1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      %6 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %6, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_2, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_3, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %11, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_5, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_6, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.real %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.compare EQ, %16, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.select %17, %cst_8, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %20 = stablehlo.select %19, %cst_9, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.imag %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.compare EQ, %21, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.select %22, %cst_11, %21 : tensor<i1>, tensor<f32>
      %24 = stablehlo.compare NE, %21, %21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %25 = stablehlo.select %24, %cst_12, %23 : tensor<i1>, tensor<f32>
      %26 = stablehlo.compare LT, %15, %25, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %27 = stablehlo.compare LT, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %28 = stablehlo.compare EQ, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %29 = stablehlo.and %28, %26 : tensor<i1>
      %30 = stablehlo.or %27, %29 : tensor<i1>
      stablehlo.return %30 : tensor<i1>
    }) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    return %3, %4, %5 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<2x3xcomplex<f32>>
  }
}
