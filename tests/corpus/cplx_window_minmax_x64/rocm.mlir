module @jit_cplx_window_minmax_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xcomplex<f64>>) -> (tensor<8xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<8xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<7xcomplex<f64>> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<8xcomplex<f64>>) -> tensor<8xcomplex<f64>>
    %1 = call @cummax(%0) : (tensor<8xcomplex<f64>>) -> tensor<8xcomplex<f64>>
    %2 = call @cummin(%arg0) : (tensor<8xcomplex<f64>>) -> tensor<8xcomplex<f64>>
    %cst = stablehlo.constant dense<(0xFFF0000000000000,0.000000e+00)> : tensor<complex<f64>>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<complex<f64>>
    %4 = "stablehlo.reduce_window"(%0, %3) <{base_dilations = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      %5 = stablehlo.real %arg1 : (tensor<complex<f64>>) -> tensor<f64>
      %6 = stablehlo.real %arg2 : (tensor<complex<f64>>) -> tensor<f64>
      %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %8 = stablehlo.compare GT, %5, %6, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %9 = stablehlo.imag %arg1 : (tensor<complex<f64>>) -> tensor<f64>
      %10 = stablehlo.imag %arg2 : (tensor<complex<f64>>) -> tensor<f64>
      %11 = stablehlo.compare GT, %9, %10, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %12 = stablehlo.select %7, %11, %8 : tensor<i1>, tensor<i1>
      %13 = stablehlo.select %12, %arg1, %arg2 : tensor<i1>, tensor<complex<f64>>
      stablehlo.return %13 : tensor<complex<f64>>
    }) : (tensor<8xcomplex<f64>>, tensor<complex<f64>>) -> tensor<7xcomplex<f64>>
    return %1, %2, %4 : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<7xcomplex<f64>>
  }
  func.func private @cummax(%arg0: tensor<8xcomplex<f64>>) -> tensor<8xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0xFFF0000000000000,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<complex<f64>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      %2 = stablehlo.real %arg1 : (tensor<complex<f64>>) -> tensor<f64>
      %3 = stablehlo.real %arg2 : (tensor<complex<f64>>) -> tensor<f64>
      %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %5 = stablehlo.compare GT, %2, %3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f64>>) -> tensor<f64>
      %7 = stablehlo.imag %arg2 : (tensor<complex<f64>>) -> tensor<f64>
      %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %9 = stablehlo.select %4, %8, %5 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %9, %arg1, %arg2 : tensor<i1>, tensor<complex<f64>>
      stablehlo.return %10 : tensor<complex<f64>>
    }) : (tensor<8xcomplex<f64>>, tensor<complex<f64>>) -> tensor<8xcomplex<f64>>
    return %1 : tensor<8xcomplex<f64>>
  }
  func.func private @cummin(%arg0: tensor<8xcomplex<f64>>) -> tensor<8xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0x7FF0000000000000,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<complex<f64>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 7]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      %2 = stablehlo.real %arg1 : (tensor<complex<f64>>) -> tensor<f64>
      %3 = stablehlo.real %arg2 : (tensor<complex<f64>>) -> tensor<f64>
      %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %5 = stablehlo.compare LT, %2, %3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f64>>) -> tensor<f64>
      %7 = stablehlo.imag %arg2 : (tensor<complex<f64>>) -> tensor<f64>
      %8 = stablehlo.compare LT, %6, %7, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %9 = stablehlo.select %4, %8, %5 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %9, %arg1, %arg2 : tensor<i1>, tensor<complex<f64>>
      stablehlo.return %10 : tensor<complex<f64>>
    }) : (tensor<8xcomplex<f64>>, tensor<complex<f64>>) -> tensor<8xcomplex<f64>>
    return %1 : tensor<8xcomplex<f64>>
  }
}
