module @jit_la2_eig_c128_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<2x3x3xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<2x3x3xcomplex<f64>> {jax.result_info = "result[2]"}) {
    %0:4 = stablehlo.custom_call @hiphybrid_eig_comp(%arg0) {backend_config = "", mhlo.backend_config = {left = true, magma = "auto", right = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m, n], [i, o, p], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3xi1>, tensor<2x3xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %15 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%14) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    return %6, %10, %15 : tensor<2x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>
  }
}
