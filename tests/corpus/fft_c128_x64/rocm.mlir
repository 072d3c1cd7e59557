module @jit_fft_c128_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5xcomplex<f64>>, %arg1: tensor<4x6xf64>) -> (tensor<2x5xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<2x8xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<4x4xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<4x6xf64> {jax.result_info = "result[3]"}, tensor<2x8xf64> {jax.result_info = "result[4]"}, tensor<4x6xcomplex<f64>> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x5xcomplex<f64>>) -> tensor<2x5xcomplex<f64>>
    %1 = call @fft(%0) : (tensor<2x5xcomplex<f64>>) -> tensor<2x5xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = call @_pad(%0, %c) : (tensor<2x5xcomplex<f64>>, tensor<i64>) -> tensor<2x8xcomplex<f64>>
    %3 = call @fft_0(%2) : (tensor<2x8xcomplex<f64>>) -> tensor<2x8xcomplex<f64>>
    %4 = call @fft_1(%arg1) : (tensor<4x6xf64>) -> tensor<4x4xcomplex<f64>>
    %5 = call @fft_1(%arg1) : (tensor<4x6xf64>) -> tensor<4x4xcomplex<f64>>
    %6 = call @fft_2(%5) : (tensor<4x4xcomplex<f64>>) -> tensor<4x6xf64>
    %7 = stablehlo.real %0 : (tensor<2x5xcomplex<f64>>) -> tensor<2x5xf64>
    %8 = stablehlo.imag %0 : (tensor<2x5xcomplex<f64>>) -> tensor<2x5xf64>
    %9 = stablehlo.negate %8 : tensor<2x5xf64>
    %10 = stablehlo.complex %7, %9 : tensor<2x5xcomplex<f64>>
    %11 = call @fft_3(%10) : (tensor<2x5xcomplex<f64>>) -> tensor<2x8xf64>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x8xf64>
    %13 = stablehlo.multiply %11, %12 : tensor<2x8xf64>
    %14 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4x6xf64>) -> tensor<6x4xf64>
    %15 = call @fft_4(%14) : (tensor<6x4xf64>) -> tensor<6x4xcomplex<f64>>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<6x4xcomplex<f64>>) -> tensor<4x6xcomplex<f64>>
    return %1, %3, %4, %6, %13, %16 : tensor<2x5xcomplex<f64>>, tensor<2x8xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<4x6xf64>, tensor<2x8xf64>, tensor<4x6xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<2x5xcomplex<f64>>) -> tensor<2x5xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [5] : (tensor<2x5xcomplex<f64>>) -> tensor<2x5xcomplex<f64>>
    return %0 : tensor<2x5xcomplex<f64>>
  }
  func.func private @_pad(%arg0: tensor<2x5xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<2x8xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 3], interior = [0, 0] : (tensor<2x5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x8xcomplex<f64>>
    return %1 : tensor<2x8xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<2x8xcomplex<f64>>) -> tensor<2x8xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8] : (tensor<2x8xcomplex<f64>>) -> tensor<2x8xcomplex<f64>>
    return %0 : tensor<2x8xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<4x6xf64>) -> tensor<4x4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [6] : (tensor<4x6xf64>) -> tensor<4x4xcomplex<f64>>
    return %0 : tensor<4x4xcomplex<f64>>
  }
  func.func private @fft_2(%arg0: tensor<4x4xcomplex<f64>>) -> tensor<4x6xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [6] : (tensor<4x4xcomplex<f64>>) -> tensor<4x6xf64>
    return %0 : tensor<4x6xf64>
  }
  func.func private @fft_3(%arg0: tensor<2x5xcomplex<f64>>) -> tensor<2x8xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<2x5xcomplex<f64>>) -> tensor<2x8xf64>
    return %0 : tensor<2x8xf64>
  }
  func.func private @fft_4(%arg0: tensor<6x4xf64>) -> tensor<6x4xcomplex<f64>> {
    %0 = stablehlo.convert %arg0 : (tensor<6x4xf64>) -> tensor<6x4xcomplex<f64>>
    %1 = stablehlo.fft %0, type = FFT, length = [4] : (tensor<6x4xcomplex<f64>>) -> tensor<6x4xcomplex<f64>>
    return %1 : tensor<6x4xcomplex<f64>>
  }
}
