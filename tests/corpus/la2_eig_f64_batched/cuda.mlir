module @jit_la2_eig_f64_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<2x3x3xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<2x3x3xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<2x3xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<2x3x3xcomplex<f64>> {jax.result_info = "result[4]"}) {
    %0:5 = stablehlo.custom_call @cuhybrid_eig_real(%arg0) {backend_config = "", mhlo.backend_config = {left = true, magma = "auto", right = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2xi32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<2x3xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<2x3xi1>, tensor<2x3xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %11 = stablehlo.select %10, %0#2, %9 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %15 = stablehlo.select %14, %0#3, %13 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %16:5 = stablehlo.custom_call @cuhybrid_eig_real(%arg0) {backend_config = "", mhlo.backend_config = {left = true, magma = "auto", right = false}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2xi32>)
    %17 = stablehlo.complex %16#0, %16#1 : tensor<2x3xcomplex<f64>>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %19 = stablehlo.compare EQ, %16#4, %18, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %23 = stablehlo.select %22, %17, %21 : tensor<2x3xi1>, tensor<2x3xcomplex<f64>>
    %24 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %27 = stablehlo.select %26, %16#2, %25 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %28 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%7) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
    return %28, %11, %15, %23, %27 : tensor<2x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>
  }
}
