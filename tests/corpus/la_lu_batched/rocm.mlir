module @jit_la_lu_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3x4xf32>) -> (tensor<2x3x3xf32> {jax.result_info = "result[0]"}, tensor<2x3xi32> {jax.result_info = "result[1]"}, tensor<2x3xi32> {jax.result_info = "result[2]"}, tensor<2x3x4xf32> {jax.result_info = "result[3]"}, tensor<2x3xi32> {jax.result_info = "result[4]"}, tensor<2x3xi32> {jax.result_info = "result[5]"}, tensor<2x3x3xf32> {jax.result_info = "result[6]"}) {
    %0:3 = stablehlo.custom_call @hipsolver_getrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    %9 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=2, j=3, k=3}, custom>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %10:3 = stablehlo.custom_call @hipsolver_getrf_ffi(%arg1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=4, l=3, m=4, n=3}, custom>} : (tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3xi32>, tensor<2xi32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %12 = stablehlo.subtract %10#1, %11 : tensor<2x3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.compare GE, %10#2, %13, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x4xi1>
    %18 = stablehlo.select %17, %10#0, %16 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
    %19 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%12) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=2, j=3, k=3}, custom>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %20 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %21 = call @lu_solve(%8, %2, %20) : (tensor<2x3x3xf32>, tensor<2x3xi32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    return %8, %2, %9, %18, %12, %19, %21 : tensor<2x3x3xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3x3xf32>
  }
  func.func private @lu_solve(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%arg1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=2, j=3, k=3}, custom>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %1 = call @_lu_solve(%arg0, %0, %arg2) : (tensor<2x3x3xf32>, tensor<2x3xi32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    return %1 : tensor<2x3x3xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x3xi1>, tensor<2x3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %6 = "stablehlo.gather"(%arg2, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x3x3xf32>, tensor<2x3x1xi32>) -> tensor<2x3x3xf32>
    %7 = "stablehlo.triangular_solve"(%arg0, %6) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %8 = "stablehlo.triangular_solve"(%arg0, %7) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    return %8 : tensor<2x3x3xf32>
  }
}
