module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4xf32>) -> (tensor<3x3x4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x3x3xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0 = call @fft(%arg0) : (tensor<3x3x4xf32>) -> tensor<3x3x4xcomplex<f32>>
    %1 = call @fft_1(%arg0) : (tensor<3x3x4xf32>) -> tensor<3x3x3xcomplex<f32>>
    return %0, %1 : tensor<3x3x4xcomplex<f32>>, tensor<3x3x3xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<3x3x4xf32>) -> tensor<3x3x4xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<3x3x4xf32>) -> tensor<3x3x4xcomplex<f32>>
    %1 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<3x3x4xcomplex<f32>>) -> tensor<3x3x4xcomplex<f32>>
    %2 = call @fft_0(%1) : (tensor<3x3x4xcomplex<f32>>) -> tensor<3x3x4xcomplex<f32>>
    return %2 : tensor<3x3x4xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<3x3x4xcomplex<f32>>) -> tensor<3x3x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<3x3x4xcomplex<f32>>) -> tensor<3x3x4xcomplex<f32>>
    return %0 : tensor<3x3x4xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<3x3x4xf32>) -> tensor<3x3x3xcomplex<f32>> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %1 = call @fft_2(%0) : (tensor<3x3x4xf32>) -> tensor<3x3x3xcomplex<f32>>
    return %1 : tensor<3x3x3xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<3x3x4xf32>) -> tensor<3x3x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [4] : (tensor<3x3x4xf32>) -> tensor<3x3x3xcomplex<f32>>
    return %0 : tensor<3x3x3xcomplex<f32>>
  }
}
