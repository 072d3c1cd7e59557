module @jit_la2_qr_pivoting_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x3xf64>, %arg1: tensor<2x3x3xcomplex<f32>>) -> (tensor<2x4x3xf64> {jax.result_info = "result[0]"}, tensor<2x3x3xf64> {jax.result_info = "result[1]"}, tensor<2x3xi32> {jax.result_info = "result[2]"}, tensor<2x3x3xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<2x3x3xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<2x3xi32> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %1:3 = stablehlo.custom_call @hiphybrid_geqp3(%arg0, %0) {backend_config = "", mhlo.backend_config = {magma = "auto"}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n], [i, o], [i, p]) {i=2, j=4, k=3, l=3, m=4, n=3, o=3, p=3}, custom>} : (tensor<2x4x3xf64>, tensor<2x3xi32>) -> (tensor<2x4x3xf64>, tensor<2x3xi32>, tensor<2x3xf64>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<2x3xi32>
    %4 = stablehlo.custom_call @hipsolver_orgqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=3, l=3, m=4, n=3}, custom>} : (tensor<2x4x3xf64>, tensor<2x3xf64>) -> tensor<2x4x3xf64>
    %5 = stablehlo.slice %1#0 [0:2, 0:3, 0:3] : (tensor<2x4x3xf64>) -> tensor<2x3x3xf64>
    %6 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %8 = stablehlo.add %6, %7 : tensor<3x3xi64>
    %9 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %13 = stablehlo.select %11, %12, %5 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %15:3 = stablehlo.custom_call @hiphybrid_geqp3(%arg1, %14) {backend_config = "", mhlo.backend_config = {magma = "auto"}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n], [i, o], [i, p]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<2x3x3xcomplex<f32>>, tensor<2x3xi32>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3xi32>, tensor<2x3xcomplex<f32>>)
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %17 = stablehlo.subtract %15#1, %16 : tensor<2x3xi32>
    %cst_4 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %18 = stablehlo.pad %15#0, %cst_4, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x3x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %19 = stablehlo.custom_call @hipsolver_orgqr_ffi(%18, %15#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %20 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<-1> : tensor<i64>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %22 = stablehlo.add %20, %21 : tensor<3x3xi64>
    %23 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %24 = stablehlo.compare GE, %22, %23, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_6 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %27 = stablehlo.select %25, %26, %15#0 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %28 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%3) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    return %4, %13, %28, %19, %27, %17 : tensor<2x4x3xf64>, tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3xi32>
  }
}
