module @jit_tridiagonal_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = call @diagonal(%arg0) : (tensor<4x4xf64>) -> tensor<4xf64>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %2 = stablehlo.add %0, %1 : tensor<4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %4 = call @diagonal_0(%arg0) : (tensor<4x4xf64>) -> tensor<3xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<1xf64>, tensor<3xf64>) -> tensor<4xf64>
    %6 = call @diagonal_1(%arg0) : (tensor<4x4xf64>) -> tensor<3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<3xf64>, tensor<1xf64>) -> tensor<4xf64>
    %9 = stablehlo.slice %arg0 [0:4, 0:2] : (tensor<4x4xf64>) -> tensor<4x2xf64>
    %10:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%5, %2, %8, %9) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=4, j=4, k=4, l=4, m=2, n=4, o=4, p=4, q=4, r=2}, custom>} : (tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4x2xf64>) -> (tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4x2xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %12 = stablehlo.compare EQ, %10#4, %11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x2xf64>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x2xi1>
    %16 = stablehlo.select %15, %10#3, %14 : tensor<4x2xi1>, tensor<4x2xf64>
    %17 = call @_diag(%2) : (tensor<4xf64>) -> tensor<4x4xf64>
    %18 = stablehlo.slice %5 [1:4] : (tensor<4xf64>) -> tensor<3xf64>
    %19 = call @_diag_2(%18) : (tensor<3xf64>) -> tensor<4x4xf64>
    %20 = stablehlo.add %17, %19 : tensor<4x4xf64>
    %21 = stablehlo.slice %8 [0:3] : (tensor<4xf64>) -> tensor<3xf64>
    %22 = call @_diag_3(%21) : (tensor<3xf64>) -> tensor<4x4xf64>
    %23 = stablehlo.add %20, %22 : tensor<4x4xf64>
    %24 = stablehlo.dot_general %23, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
    %25 = stablehlo.subtract %24, %9 : tensor<4x2xf64>
    %26 = stablehlo.abs %25 : tensor<4x2xf64>
    %cst_3 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %28 = stablehlo.abs %9 : tensor<4x2xf64>
    %cst_4 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_4) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.maximum %cst_5, %29 : tensor<f64>
    %31 = stablehlo.divide %27, %30 : tensor<f64>
    return %31 : tensor<f64>
  }
  func.func private @diagonal(%arg0: tensor<4x4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<4xi64>
      %9 = stablehlo.iota dim = 0 : tensor<4xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %13 = stablehlo.add %8, %12 : tensor<4xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %18 = stablehlo.add %9, %17 : tensor<4xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi64>
      %20 = stablehlo.convert %14 : (tensor<4xi64>) -> tensor<4xi32>
      %21 = stablehlo.convert %19 : (tensor<4xi64>) -> tensor<4xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf64>, tensor<4x2xi32>) -> tensor<4xf64>
      stablehlo.return %25 : tensor<4xf64>
    }) : (tensor<i32>) -> tensor<4xf64>
    return %7 : tensor<4xf64>
  }
  func.func private @diagonal_0(%arg0: tensor<4x4xf64>) -> tensor<3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    %1 = stablehlo.iota dim = 0 : tensor<3xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %3 = stablehlo.add %2, %1 : tensor<3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_1 = stablehlo.constant dense<4> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %7 = stablehlo.add %3, %6 : tensor<3xi64>
    %8 = stablehlo.select %5, %7, %3 : tensor<3xi1>, tensor<3xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %10 = stablehlo.compare LT, %0, %9, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<4> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %12 = stablehlo.add %0, %11 : tensor<3xi64>
    %13 = stablehlo.select %10, %12, %0 : tensor<3xi1>, tensor<3xi64>
    %14 = stablehlo.convert %8 : (tensor<3xi64>) -> tensor<3xi32>
    %15 = stablehlo.convert %13 : (tensor<3xi64>) -> tensor<3xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %18 = stablehlo.concatenate %16, %17, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %19 = "stablehlo.gather"(%arg0, %18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf64>, tensor<3x2xi32>) -> tensor<3xf64>
    return %19 : tensor<3xf64>
  }
  func.func private @diagonal_1(%arg0: tensor<4x4xf64>) -> tensor<3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    %1 = stablehlo.iota dim = 0 : tensor<3xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %3 = stablehlo.add %2, %1 : tensor<3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %5 = stablehlo.compare LT, %0, %4, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_1 = stablehlo.constant dense<4> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %7 = stablehlo.add %0, %6 : tensor<3xi64>
    %8 = stablehlo.select %5, %7, %0 : tensor<3xi1>, tensor<3xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<4> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %12 = stablehlo.add %3, %11 : tensor<3xi64>
    %13 = stablehlo.select %10, %12, %3 : tensor<3xi1>, tensor<3xi64>
    %14 = stablehlo.convert %8 : (tensor<3xi64>) -> tensor<3xi32>
    %15 = stablehlo.convert %13 : (tensor<3xi64>) -> tensor<3xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %18 = stablehlo.concatenate %16, %17, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %19 = "stablehlo.gather"(%arg0, %18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf64>, tensor<3x2xi32>) -> tensor<3xf64>
    return %19 : tensor<3xf64>
  }
  func.func private @_diag(%arg0: tensor<4xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<4xf64>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xf64>, tensor<f64>) -> tensor<4x4xf64>
    return %7 : tensor<4x4xf64>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<4x1xf64>, %arg2: tensor<f64>) -> tensor<4x4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4x4xi1>, tensor<4x4xf64>
    return %2 : tensor<4x4xf64>
  }
  func.func private @_diag_2(%arg0: tensor<3xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [1], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<4xf64>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xf64>, tensor<f64>) -> tensor<4x4xf64>
    return %7 : tensor<4x4xf64>
  }
  func.func private @_diag_3(%arg0: tensor<3xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [1], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<4xf64>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xf64>, tensor<f64>) -> tensor<4x4xf64>
    return %7 : tensor<4x4xf64>
  }
}
