module @jit_qr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x4xf64>) -> (tensor<2xf64> {jax.result_info = "result"}) {
    %0:2 = call @qr(%arg0) : (tensor<2x5x4xf64>) -> (tensor<2x5x4xf64>, tensor<2x4x4xf64>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x4xf64>, tensor<2x4x4xf64>) -> tensor<2x5x4xf64>
    %2 = stablehlo.subtract %1, %arg0 : tensor<2x5x4xf64>
    %3 = stablehlo.abs %2 : tensor<2x5x4xf64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x5x4xf64>, tensor<f64>) -> tensor<2xf64>
    %5 = stablehlo.abs %arg0 : tensor<2x5x4xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x5x4xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %8 = stablehlo.maximum %7, %6 : tensor<2xf64>
    %9 = stablehlo.divide %4, %8 : tensor<2xf64>
    %10 = stablehlo.transpose %0#0, dims = [0, 2, 1] : (tensor<2x5x4xf64>) -> tensor<2x4x5xf64>
    %11 = stablehlo.dot_general %10, %0#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x5xf64>, tensor<2x5x4xf64>) -> tensor<2x4x4xf64>
    %12 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %13 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %15 = stablehlo.add %12, %14 : tensor<4x4xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %17 = stablehlo.convert %16 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<4x4xf64>) -> tensor<1x4x4xf64>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x4x4xf64>) -> tensor<2x4x4xf64>
    %20 = stablehlo.subtract %11, %19 : tensor<2x4x4xf64>
    %21 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %22 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %24 = stablehlo.add %21, %23 : tensor<4x4xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %26 = stablehlo.convert %25 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %27 = stablehlo.abs %20 : tensor<2x4x4xf64>
    %cst_3 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_3) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %29 = stablehlo.abs %26 : tensor<4x4xf64>
    %cst_4 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_4) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.maximum %cst_5, %30 : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %33 = stablehlo.divide %28, %32 : tensor<2xf64>
    %34 = stablehlo.add %9, %33 : tensor<2xf64>
    return %34 : tensor<2xf64>
  }
  func.func private @qr(%arg0: tensor<2x5x4xf64>) -> (tensor<2x5x4xf64>, tensor<2x4x4xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=5, k=4, l=5, m=4, n=4}, custom>} : (tensor<2x5x4xf64>) -> (tensor<2x5x4xf64>, tensor<2x4xf64>)
    %1 = stablehlo.custom_call @lapack_dorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=5, k=4, l=4, m=5, n=4}, custom>} : (tensor<2x5x4xf64>, tensor<2x4xf64>) -> tensor<2x5x4xf64>
    %2 = stablehlo.slice %0#0 [0:2, 0:4, 0:4] : (tensor<2x5x4xf64>) -> tensor<2x4x4xf64>
    %3 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<4x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %10 = stablehlo.select %8, %9, %2 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    return %1, %10 : tensor<2x5x4xf64>, tensor<2x4x4xf64>
  }
}
