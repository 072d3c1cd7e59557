module @jit_ls_solve_batched_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x2xf64>, %arg2: tensor<2x3xf64>) -> (tensor<2x3x2xf64> {jax.result_info = "result[0]"}, tensor<2x3xf64> {jax.result_info = "result[1]"}, tensor<2x3x3xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %1 = call @solve(%arg0, %0) : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %3 = call @solve_0(%arg0, %2) : (tensor<2x3x3xf64>, tensor<2x3x1xf64>) -> tensor<2x3x1xf64>
    %4 = stablehlo.reshape %3 : (tensor<2x3x1xf64>) -> tensor<2x3xf64>
    %5 = call @inv(%arg0) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    return %1, %4, %5 : tensor<2x3x2xf64>, tensor<2x3xf64>, tensor<2x3x3xf64>
  }
  func.func private @solve(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x2xf64>) -> tensor<2x3x2xf64> {
    %0:3 = stablehlo.custom_call @hipsolver_getrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %9 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=2, j=3, k=3}, custom>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %10 = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<2x3x2xf64>) -> tensor<2x2x3xf64>
    %11 = call @_lu_solve(%8, %9, %10) : (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2x2x3xf64>) -> tensor<2x2x3xf64>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<2x2x3xf64>) -> tensor<2x3x2xf64>
    return %12 : tensor<2x3x2xf64>
  }
  func.func private @_lu_solve(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x2x3xf64>) -> tensor<2x2x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<2x2x3xf64>) -> tensor<2x2x3x1xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<2x3xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<2x3xi1>, tensor<2x3xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 1, 1>}> : (tensor<2x2x3x1xf64>, tensor<2x3x1xi32>) -> tensor<2x2x3x1xf64>
    %8 = stablehlo.transpose %7, dims = [0, 2, 3, 1] : (tensor<2x2x3x1xf64>) -> tensor<2x3x1x2xf64>
    %9 = stablehlo.reshape %8 : (tensor<2x3x1x2xf64>) -> tensor<2x3x2xf64>
    %10 = "stablehlo.triangular_solve"(%arg0, %9) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %11 = stablehlo.reshape %10 : (tensor<2x3x2xf64>) -> tensor<2x3x1x2xf64>
    %12 = stablehlo.reshape %11 : (tensor<2x3x1x2xf64>) -> tensor<2x3x2xf64>
    %13 = "stablehlo.triangular_solve"(%arg0, %12) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %14 = stablehlo.reshape %13 : (tensor<2x3x2xf64>) -> tensor<2x3x1x2xf64>
    %15 = stablehlo.transpose %14, dims = [0, 3, 1, 2] : (tensor<2x3x1x2xf64>) -> tensor<2x2x3x1xf64>
    %16 = stablehlo.reshape %15 : (tensor<2x2x3x1xf64>) -> tensor<2x2x3xf64>
    return %16 : tensor<2x2x3xf64>
  }
  func.func private @solve_0(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x1xf64>) -> tensor<2x3x1xf64> {
    %0:3 = stablehlo.custom_call @hipsolver_getrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %9 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=2, j=3, k=3}, custom>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %10 = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<2x3x1xf64>) -> tensor<2x1x3xf64>
    %11 = call @_lu_solve_1(%8, %9, %10) : (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2x1x3xf64>) -> tensor<2x1x3xf64>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<2x1x3xf64>) -> tensor<2x3x1xf64>
    return %12 : tensor<2x3x1xf64>
  }
  func.func private @_lu_solve_1(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x1x3xf64>) -> tensor<2x1x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<2x1x3xf64>) -> tensor<2x1x3x1xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<2x3xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<2x3xi1>, tensor<2x3xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x1x3x1xf64>, tensor<2x3x1xi32>) -> tensor<2x1x3x1xf64>
    %8 = stablehlo.transpose %7, dims = [0, 2, 3, 1] : (tensor<2x1x3x1xf64>) -> tensor<2x3x1x1xf64>
    %9 = stablehlo.reshape %8 : (tensor<2x3x1x1xf64>) -> tensor<2x3x1xf64>
    %10 = "stablehlo.triangular_solve"(%arg0, %9) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<2x3x3xf64>, tensor<2x3x1xf64>) -> tensor<2x3x1xf64>
    %11 = stablehlo.reshape %10 : (tensor<2x3x1xf64>) -> tensor<2x3x1x1xf64>
    %12 = stablehlo.reshape %11 : (tensor<2x3x1x1xf64>) -> tensor<2x3x1xf64>
    %13 = "stablehlo.triangular_solve"(%arg0, %12) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf64>, tensor<2x3x1xf64>) -> tensor<2x3x1xf64>
    %14 = stablehlo.reshape %13 : (tensor<2x3x1xf64>) -> tensor<2x3x1x1xf64>
    %15 = stablehlo.transpose %14, dims = [0, 3, 1, 2] : (tensor<2x3x1x1xf64>) -> tensor<2x1x3x1xf64>
    %16 = stablehlo.reshape %15 : (tensor<2x1x3x1xf64>) -> tensor<2x1x3xf64>
    return %16 : tensor<2x1x3xf64>
  }
  func.func private @inv(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
    %7 = call @solve_2(%arg0, %6) : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    return %7 : tensor<2x3x3xf64>
  }
  func.func private @solve_2(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0:3 = stablehlo.custom_call @hipsolver_getrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %9 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=2, j=3, k=3}, custom>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %10 = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %11 = call @_lu_solve_3(%8, %9, %10) : (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    return %12 : tensor<2x3x3xf64>
  }
  func.func private @_lu_solve_3(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<2x3x3xf64>) -> tensor<2x3x3x1xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<2x3xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<2x3xi1>, tensor<2x3xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 1, 1>}> : (tensor<2x3x3x1xf64>, tensor<2x3x1xi32>) -> tensor<2x3x3x1xf64>
    %8 = stablehlo.transpose %7, dims = [0, 2, 3, 1] : (tensor<2x3x3x1xf64>) -> tensor<2x3x1x3xf64>
    %9 = stablehlo.reshape %8 : (tensor<2x3x1x3xf64>) -> tensor<2x3x3xf64>
    %10 = "stablehlo.triangular_solve"(%arg0, %9) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %11 = stablehlo.reshape %10 : (tensor<2x3x3xf64>) -> tensor<2x3x1x3xf64>
    %12 = stablehlo.reshape %11 : (tensor<2x3x1x3xf64>) -> tensor<2x3x3xf64>
    %13 = "stablehlo.triangular_solve"(%arg0, %12) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %14 = stablehlo.reshape %13 : (tensor<2x3x3xf64>) -> tensor<2x3x1x3xf64>
    %15 = stablehlo.transpose %14, dims = [0, 3, 1, 2] : (tensor<2x3x1x3xf64>) -> tensor<2x3x3x1xf64>
    %16 = stablehlo.reshape %15 : (tensor<2x3x3x1xf64>) -> tensor<2x3x3xf64>
    return %16 : tensor<2x3x3xf64>
  }
}
