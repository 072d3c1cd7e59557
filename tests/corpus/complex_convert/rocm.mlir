module @jit_complex_convert attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xcomplex<f32>>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xi1>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf16> {jax.result_info = "result[1]"}, tensor<4xi32> {jax.result_info = "result[2]"}, tensor<4xui8> {jax.result_info = "result[3]"}, tensor<4xi1> {jax.result_info = "result[4]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<2x4xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.real %arg0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %1 = stablehlo.convert %0 : tensor<4xf32>
    %2 = stablehlo.real %arg0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %3 = stablehlo.convert %2 : (tensor<4xf32>) -> tensor<4xf16>
    %4 = stablehlo.real %arg0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %5 = stablehlo.convert %4 : (tensor<4xf32>) -> tensor<4xi32>
    %6 = stablehlo.real %arg0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %7 = stablehlo.convert %6 : (tensor<4xf32>) -> tensor<4xui8>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %9 = stablehlo.compare NE, %arg0, %8, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
    %10 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %11 = stablehlo.convert %arg1 : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %12 = stablehlo.convert %arg2 : (tensor<4xi32>) -> tensor<4xcomplex<f32>>
    %13 = stablehlo.convert %arg3 : (tensor<4xi1>) -> tensor<4xcomplex<f32>>
    %14 = stablehlo.select %arg3, %arg0, %10 : tensor<4xi1>, tensor<4xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %16 = stablehlo.concatenate %arg0, %10, dim = 0 : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %1, %3, %5, %7, %9, %11, %12, %13, %14, %15, %16 : tensor<4xf32>, tensor<4xf16>, tensor<4xi32>, tensor<4xui8>, tensor<4xi1>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<8xcomplex<f32>>
  }
}
