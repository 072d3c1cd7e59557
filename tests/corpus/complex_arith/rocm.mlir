module @jit_complex_arith attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xcomplex<f32>>, %arg1: tensor<4xcomplex<f32>>) -> (tensor<4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[10]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[11]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[13]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[14]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[15]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[16]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[17]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[18]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[19]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[20]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[21]"}, tensor<4xi1> {jax.result_info = "result[22]"}, tensor<4xi1> {jax.result_info = "result[23]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %1 = stablehlo.add %arg0, %arg1 : tensor<4xcomplex<f32>>
    %2 = stablehlo.subtract %arg0, %arg1 : tensor<4xcomplex<f32>>
    %3 = stablehlo.multiply %arg0, %arg1 : tensor<4xcomplex<f32>>
    %4 = stablehlo.divide %arg0, %arg1 : tensor<4xcomplex<f32>>
    %5 = stablehlo.negate %0 : tensor<4xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,3.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %7 = stablehlo.multiply %0, %6 : tensor<4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.500000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %9 = stablehlo.add %arg0, %8 : tensor<4xcomplex<f32>>
    %10 = chlo.square %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
    %11 = stablehlo.multiply %arg0, %arg0 : tensor<4xcomplex<f32>>
    %12 = stablehlo.multiply %11, %arg0 : tensor<4xcomplex<f32>>
    %13 = stablehlo.multiply %arg1, %arg1 : tensor<4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %15 = stablehlo.divide %14, %13 : tensor<4xcomplex<f32>>
    %16 = stablehlo.sign %arg0 : tensor<4xcomplex<f32>>
    %17 = stablehlo.exponential %arg0 : tensor<4xcomplex<f32>>
    %18 = stablehlo.log %arg0 : tensor<4xcomplex<f32>>
    %19 = stablehlo.sqrt %arg0 : tensor<4xcomplex<f32>>
    %20 = stablehlo.rsqrt %arg0 : tensor<4xcomplex<f32>>
    %21 = stablehlo.tan %arg0 : tensor<4xcomplex<f32>>
    %22 = stablehlo.tanh %arg0 : tensor<4xcomplex<f32>>
    %23 = stablehlo.negate %arg0 : tensor<4xcomplex<f32>>
    %24 = stablehlo.exponential %23 : tensor<4xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %26 = stablehlo.add %25, %24 : tensor<4xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %28 = stablehlo.divide %27, %26 : tensor<4xcomplex<f32>>
    %29 = stablehlo.exponential_minus_one %arg0 : tensor<4xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(0.693147182,0.000000e+00)> : tensor<complex<f32>>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %31 = stablehlo.multiply %30, %arg0 : tensor<4xcomplex<f32>>
    %32 = stablehlo.exponential %31 : tensor<4xcomplex<f32>>
    %33 = stablehlo.power %arg0, %arg1 : tensor<4xcomplex<f32>>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %34 = stablehlo.convert %c : (tensor<i32>) -> tensor<complex<f32>>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %36 = stablehlo.power %arg0, %35 : tensor<4xcomplex<f32>>
    %37 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
    %38 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
    return %1, %2, %3, %4, %5, %7, %9, %10, %12, %15, %16, %17, %18, %19, %20, %21, %22, %28, %29, %32, %33, %36, %37, %38 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xi1>, tensor<4xi1>
  }
}
