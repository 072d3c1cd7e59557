module @jit_ls_scipy_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    %1 = call @_solve(%arg0, %0) : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2 = call @_solve_0(%arg1, %0) : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %1, %2 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_solve(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %0 = call @solve(%arg0, %arg1) : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @solve(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %0:3 = stablehlo.custom_call @cusolver_getrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x3xi1>, tensor<3x3xf32>
    %9 = stablehlo.custom_call @cu_lu_pivots_to_permutation(%2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=3, j=3}, custom>} : (tensor<3xi32>) -> tensor<3xi32>
    %10 = call @_lu_solve(%8, %9, %arg1) : (tensor<3x3xf32>, tensor<3xi32>, tensor<3xf32>) -> tensor<3xf32>
    return %10 : tensor<3xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<3x3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<3xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<3xi1>, tensor<3xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x1xf32>, tensor<3x1xi32>) -> tensor<3x1xf32>
    %8 = "stablehlo.triangular_solve"(%arg0, %7) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %9 = "stablehlo.triangular_solve"(%arg0, %8) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<3x1xf32>) -> tensor<3xf32>
    return %10 : tensor<3xf32>
  }
  func.func private @_solve_0(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %0 = call @_cholesky(%arg0) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %2 = call @_cho_solve(%0, %1) : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xf32>) -> tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func private @_cholesky(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %1:2 = stablehlo.custom_call @cusolver_potrf_ffi(%0) {backend_config = "", mhlo.backend_config = {lower = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<3x3xi1>, tensor<3x3xf32>
    %8 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %10 = stablehlo.add %8, %9 : tensor<3x3xi32>
    %11 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %14 = stablehlo.select %12, %7, %13 : tensor<3x3xi1>, tensor<3x3xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %15 : tensor<3x3xf32>
  }
  func.func private @_cho_solve(%arg0: tensor<3x3xf32>, %arg1: tensor<3x1xf32>) -> tensor<3x1xf32> {
    %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %1 = "stablehlo.triangular_solve"(%arg0, %0) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    return %1 : tensor<3x1xf32>
  }
}
