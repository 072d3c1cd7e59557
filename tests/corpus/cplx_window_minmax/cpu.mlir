module @jit_cplx_window_minmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xcomplex<f32>>, %arg1: tensor<2x4xcomplex<f32>>) -> (tensor<8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<2x4xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %1 = call @cummax(%0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %2 = call @cummin(%0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %3 = call @cummax_0(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %4 = call @cummin_1(%arg1) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(0xFF800000,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %6 = "stablehlo.reduce_window"(%arg1, %5) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      %9 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %10 = stablehlo.real %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %11 = stablehlo.compare EQ, %9, %10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.compare GT, %9, %10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %14 = stablehlo.imag %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %15 = stablehlo.compare GT, %13, %14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = stablehlo.select %11, %15, %12 : tensor<i1>, tensor<i1>
      %17 = stablehlo.select %16, %arg2, %arg3 : tensor<i1>, tensor<complex<f32>>
      stablehlo.return %17 : tensor<complex<f32>>
    }) : (tensor<2x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0x7F800000,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %8 = "stablehlo.reduce_window"(%0, %7) <{base_dilations = array<i64: 1>, padding = dense<[[0, 1]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      %9 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %10 = stablehlo.real %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %11 = stablehlo.compare EQ, %9, %10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.compare LT, %9, %10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %14 = stablehlo.imag %arg3 : (tensor<complex<f32>>) -> tensor<f32>
      %15 = stablehlo.compare LT, %13, %14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = stablehlo.select %11, %15, %12 : tensor<i1>, tensor<i1>
      %17 = stablehlo.select %16, %arg2, %arg3 : tensor<i1>, tensor<complex<f32>>
      stablehlo.return %17 : tensor<complex<f32>>
    }) : (tensor<8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    return %1, %2, %3, %4, %6, %8 : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x3xcomplex<f32>>, tensor<4xcomplex<f32>>
  }
  func.func private @cummax(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0xFF800000,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %2 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %3 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare GT, %2, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %7 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %4, %8, %5 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %9, %arg1, %arg2 : tensor<i1>, tensor<complex<f32>>
      stablehlo.return %10 : tensor<complex<f32>>
    }) : (tensor<8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8xcomplex<f32>>
    return %1 : tensor<8xcomplex<f32>>
  }
  func.func private @cummin(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0x7F800000,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %2 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %3 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare LT, %2, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %7 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %8 = stablehlo.compare LT, %6, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %4, %8, %5 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %9, %arg1, %arg2 : tensor<i1>, tensor<complex<f32>>
      stablehlo.return %10 : tensor<complex<f32>>
    }) : (tensor<8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8xcomplex<f32>>
    return %1 : tensor<8xcomplex<f32>>
  }
  func.func private @cummax_0(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0xFF800000,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 7]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %2 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %3 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare GT, %2, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %7 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %4, %8, %5 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %9, %arg1, %arg2 : tensor<i1>, tensor<complex<f32>>
      stablehlo.return %10 : tensor<complex<f32>>
    }) : (tensor<8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8xcomplex<f32>>
    return %1 : tensor<8xcomplex<f32>>
  }
  func.func private @cummin_1(%arg0: tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0x7F800000,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %2 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %3 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare LT, %2, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %7 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %8 = stablehlo.compare LT, %6, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %4, %8, %5 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %9, %arg1, %arg2 : tensor<i1>, tensor<complex<f32>>
      stablehlo.return %10 : tensor<complex<f32>>
    }) : (tensor<2x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    return %1 : tensor<2x4xcomplex<f32>>
  }
}
