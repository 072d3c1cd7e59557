module @jit_qr_pivoting attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0:3 = call @_qr(%arg0) : (tensor<5x4xf32>) -> (tensor<5x5xf32>, tensor<5x4xf32>, tensor<4xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.compare LT, %0#2, %1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.add %0#2, %3 : tensor<4xi32>
    %5 = stablehlo.select %2, %4, %0#2 : tensor<4xi1>, tensor<4xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x4xf32>, tensor<4x1xi32>) -> tensor<5x4xf32>
    %8 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<5x4xf32>
    %10 = stablehlo.abs %9 : tensor<5x4xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.abs %arg0 : tensor<5x4xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.maximum %cst_2, %13 : tensor<f32>
    %15 = stablehlo.divide %11, %14 : tensor<f32>
    return %15 : tensor<f32>
  }
  func.func private @_qr(%arg0: tensor<5x4xf32>) -> (tensor<5x5xf32>, tensor<5x4xf32>, tensor<4xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=5, j=4, k=4, l=5, m=4, n=4, o=4}, custom>} : (tensor<5x4xf32>, tensor<4xi32>) -> (tensor<5x4xf32>, tensor<4xi32>, tensor<4xf32>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<4xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.pad %1#0, %cst, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x5xf32>
    %5 = stablehlo.custom_call @lapack_sorgqr_ffi(%4, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=5, j=5, k=4, l=5, m=5}, custom>} : (tensor<5x5xf32>, tensor<4xf32>) -> tensor<5x5xf32>
    %6 = stablehlo.iota dim = 0 : tensor<5x4xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<5x4xi64>
    %8 = stablehlo.add %6, %7 : tensor<5x4xi64>
    %9 = stablehlo.iota dim = 1 : tensor<5x4xi64>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<5x4xi64>, tensor<5x4xi64>) -> tensor<5x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<5x4xi1>, tensor<5x4xf32>
    return %5, %12, %3 : tensor<5x5xf32>, tensor<5x4xf32>, tensor<4xi32>
  }
}
