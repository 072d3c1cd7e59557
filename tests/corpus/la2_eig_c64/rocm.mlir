module @jit_la2_eig_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<3xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %1:4 = stablehlo.custom_call @hiphybrid_eig_comp(%0) {backend_config = "", mhlo.backend_config = {left = false, magma = "auto", right = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#3, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<3xi1>, tensor<3xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %11 = stablehlo.select %10, %1#2, %9 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %12 = call @eigvals(%0) : (tensor<3x3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    return %7, %11, %12 : tensor<3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>
  }
  func.func private @eigvals(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
    %0:4 = stablehlo.custom_call @hiphybrid_eig_comp(%arg0) {backend_config = "", mhlo.backend_config = {left = false, magma = "auto", right = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3xi1>, tensor<3xcomplex<f32>>
    return %6 : tensor<3xcomplex<f32>>
  }
}
