module @jit_fft_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xf32>, %arg1: tensor<3x4x6xf32>) -> (tensor<2x8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x8xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<2x5xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<2x8xf32> {jax.result_info = "result[3]"}, tensor<2x7xf32> {jax.result_info = "result[4]"}, tensor<3x4x6xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<3x4x6xcomplex<f32>> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %1 = call @fft(%0) : (tensor<2x8xf32>) -> tensor<2x8xcomplex<f32>>
    %2 = call @fft_0(%0) : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
    %3 = call @fft_1(%1) : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_pad(%2, %c) : (tensor<2x5xcomplex<f32>>, tensor<i32>) -> tensor<2x5xcomplex<f32>>
    %5 = call @fft_2(%4) : (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>
    %6 = stablehlo.slice %2 [0:2, 0:4] : (tensor<2x5xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_pad_3(%6, %c_0) : (tensor<2x4xcomplex<f32>>, tensor<i32>) -> tensor<2x4xcomplex<f32>>
    %8 = call @fft_4(%7) : (tensor<2x4xcomplex<f32>>) -> tensor<2x7xf32>
    %9 = call @fft_5(%arg1) : (tensor<3x4x6xf32>) -> tensor<3x4x6xcomplex<f32>>
    %10 = call @fft_6(%arg1) : (tensor<3x4x6xf32>) -> tensor<3x4x6xcomplex<f32>>
    return %1, %3, %2, %5, %8, %9, %10 : tensor<2x8xcomplex<f32>>, tensor<2x8xcomplex<f32>>, tensor<2x5xcomplex<f32>>, tensor<2x8xf32>, tensor<2x7xf32>, tensor<3x4x6xcomplex<f32>>, tensor<3x4x6xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<2x8xf32>) -> tensor<2x8xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8xf32>) -> tensor<2x8xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [8] : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    return %1 : tensor<2x8xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
    return %0 : tensor<2x5xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8] : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    return %0 : tensor<2x8xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<2x5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x5xcomplex<f32>>
    return %1 : tensor<2x5xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>
    return %0 : tensor<2x8xf32>
  }
  func.func private @_pad_3(%arg0: tensor<2x4xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x4xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    return %1 : tensor<2x4xcomplex<f32>>
  }
  func.func private @fft_4(%arg0: tensor<2x4xcomplex<f32>>) -> tensor<2x7xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [7] : (tensor<2x4xcomplex<f32>>) -> tensor<2x7xf32>
    return %0 : tensor<2x7xf32>
  }
  func.func private @fft_5(%arg0: tensor<3x4x6xf32>) -> tensor<3x4x6xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<3x4x6xf32>) -> tensor<3x4x6xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [4, 6] : (tensor<3x4x6xcomplex<f32>>) -> tensor<3x4x6xcomplex<f32>>
    return %1 : tensor<3x4x6xcomplex<f32>>
  }
  func.func private @fft_6(%arg0: tensor<3x4x6xf32>) -> tensor<3x4x6xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<3x4x6xf32>) -> tensor<3x4x6xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [3, 4, 6] : (tensor<3x4x6xcomplex<f32>>) -> tensor<3x4x6xcomplex<f32>>
    return %1 : tensor<3x4x6xcomplex<f32>>
  }
}
