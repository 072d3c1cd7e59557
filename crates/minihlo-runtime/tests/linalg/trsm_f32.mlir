module @jit_triangular_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = call @tril(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.convert %5 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<4x4xf32>
    %9 = stablehlo.add %0, %8 : tensor<4x4xf32>
    %10 = stablehlo.slice %arg0 [0:4, 0:2] : (tensor<4x4xf32>) -> tensor<4x2xf32>
    %11 = stablehlo.custom_call @lapack_strsm_ffi(%9, %10) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=2, m=4, n=2}, custom>} : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %12 = stablehlo.transpose %10, dims = [1, 0] : (tensor<4x2xf32>) -> tensor<2x4xf32>
    %13 = stablehlo.custom_call @lapack_strsm_ffi(%9, %12) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=2, l=4, m=2, n=4}, custom>} : (tensor<4x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = stablehlo.dot_general %9, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %15 = stablehlo.subtract %14, %10 : tensor<4x2xf32>
    %16 = stablehlo.abs %15 : tensor<4x2xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %18 = stablehlo.abs %10 : tensor<4x2xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.maximum %cst_2, %19 : tensor<f32>
    %21 = stablehlo.divide %17, %20 : tensor<f32>
    %22 = stablehlo.transpose %9, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %23 = stablehlo.dot_general %13, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %24 = stablehlo.transpose %10, dims = [1, 0] : (tensor<4x2xf32>) -> tensor<2x4xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<2x4xf32>
    %26 = stablehlo.abs %25 : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.abs %10 : tensor<4x2xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_4) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.maximum %cst_5, %29 : tensor<f32>
    %31 = stablehlo.divide %27, %30 : tensor<f32>
    %32 = stablehlo.add %21, %31 : tensor<f32>
    return %32 : tensor<f32>
  }
  func.func private @tril(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
}
