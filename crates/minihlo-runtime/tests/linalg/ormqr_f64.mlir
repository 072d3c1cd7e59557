module @jit_ormqr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0:2 = call @qr(%arg0) : (tensor<5x4xf64>) -> (tensor<4x5xf64>, tensor<4xf64>)
    %1 = call @qr_0(%arg0) : (tensor<5x4xf64>) -> tensor<5x5xf64>
    %2 = stablehlo.iota dim = 0 : tensor<10xf64>
    %3 = stablehlo.reshape %2 : (tensor<10xf64>) -> tensor<5x2xf64>
    %4 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<4x5xf64>) -> tensor<5x4xf64>
    %5 = stablehlo.custom_call @lapack_dormqr_ffi(%4, %0#1, %3) {backend_config = "", mhlo.backend_config = {left = true, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=5, j=4, k=4, l=5, m=2, n=5, o=2}, custom>} : (tensor<5x4xf64>, tensor<4xf64>, tensor<5x2xf64>) -> tensor<5x2xf64>
    %6 = stablehlo.dot_general %1, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x2xf64>) -> tensor<5x2xf64>
    %7 = stablehlo.subtract %5, %6 : tensor<5x2xf64>
    %8 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<4x5xf64>) -> tensor<5x4xf64>
    %9 = stablehlo.transpose %3, dims = [1, 0] : (tensor<5x2xf64>) -> tensor<2x5xf64>
    %10 = stablehlo.custom_call @lapack_dormqr_ffi(%8, %0#1, %9) {backend_config = "", mhlo.backend_config = {left = false, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=5, j=4, k=4, l=2, m=5, n=2, o=5}, custom>} : (tensor<5x4xf64>, tensor<4xf64>, tensor<2x5xf64>) -> tensor<2x5xf64>
    %11 = stablehlo.transpose %3, dims = [1, 0] : (tensor<5x2xf64>) -> tensor<2x5xf64>
    %12 = stablehlo.transpose %1, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf64>, tensor<5x5xf64>) -> tensor<2x5xf64>
    %14 = stablehlo.subtract %10, %13 : tensor<2x5xf64>
    %15 = stablehlo.abs %7 : tensor<5x2xf64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %16 = stablehlo.reduce(%15 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %17 = stablehlo.abs %3 : tensor<5x2xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %19 = stablehlo.maximum %cst_1, %18 : tensor<f64>
    %20 = stablehlo.divide %16, %19 : tensor<f64>
    %21 = stablehlo.abs %14 : tensor<2x5xf64>
    %cst_2 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x5xf64>, tensor<f64>) -> tensor<f64>
    %23 = stablehlo.abs %3 : tensor<5x2xf64>
    %cst_3 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %25 = stablehlo.maximum %cst_4, %24 : tensor<f64>
    %26 = stablehlo.divide %22, %25 : tensor<f64>
    %27 = stablehlo.add %20, %26 : tensor<f64>
    return %27 : tensor<f64>
  }
  func.func private @qr(%arg0: tensor<5x4xf64>) -> (tensor<4x5xf64>, tensor<4xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=5, j=4, k=5, l=4, m=4}, custom>} : (tensor<5x4xf64>) -> (tensor<5x4xf64>, tensor<4xf64>)
    %1 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<5x4xf64>) -> tensor<4x5xf64>
    return %1, %0#1 : tensor<4x5xf64>, tensor<4xf64>
  }
  func.func private @qr_0(%arg0: tensor<5x4xf64>) -> tensor<5x5xf64> {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=5, j=4, k=5, l=4, m=4}, custom>} : (tensor<5x4xf64>) -> (tensor<5x4xf64>, tensor<4xf64>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<5x4xf64>, tensor<f64>) -> tensor<5x5xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=5, j=5, k=4, l=5, m=5}, custom>} : (tensor<5x5xf64>, tensor<4xf64>) -> tensor<5x5xf64>
    %3 = stablehlo.iota dim = 0 : tensor<5x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<5x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<5x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<5x4xi64>, tensor<5x4xi64>) -> tensor<5x4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<5x4xi1>, tensor<5x4xf64>
    return %2 : tensor<5x5xf64>
  }
}
