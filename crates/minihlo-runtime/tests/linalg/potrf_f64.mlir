module @jit_cholesky attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xf64>) -> (tensor<2xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %1 = stablehlo.dot_general %arg0, %0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %2 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %5 = stablehlo.add %2, %4 : tensor<4x4xi64>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %7 = stablehlo.convert %6 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %9 = stablehlo.multiply %8, %7 : tensor<4x4xf64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<4x4xf64>) -> tensor<1x4x4xf64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x4x4xf64>) -> tensor<2x4x4xf64>
    %12 = stablehlo.add %1, %11 : tensor<2x4x4xf64>
    %13 = call @cholesky(%12) : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1] : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %15 = stablehlo.dot_general %13, %14, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %16 = stablehlo.subtract %15, %12 : tensor<2x4x4xf64>
    %17 = stablehlo.abs %16 : tensor<2x4x4xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %19 = stablehlo.abs %12 : tensor<2x4x4xf64>
    %cst_1 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %20 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %22 = stablehlo.maximum %21, %20 : tensor<2xf64>
    %23 = stablehlo.divide %18, %22 : tensor<2xf64>
    return %23 : tensor<2xf64>
  }
  func.func private @cholesky(%arg0: tensor<2x4x4xf64>) -> tensor<2x4x4xf64> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2x4x4xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x4xf64>
    %4:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=2, j=4, k=4, l=4, m=4}, custom>} : (tensor<2x4x4xf64>) -> (tensor<2x4x4xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %11 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %13 = stablehlo.add %11, %12 : tensor<4x4xi64>
    %14 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %18 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
    %19 = stablehlo.select %17, %10, %18 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    return %19 : tensor<2x4x4xf64>
  }
}
