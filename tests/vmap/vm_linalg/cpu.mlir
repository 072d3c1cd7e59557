module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3xf32>, %arg1: tensor<3xf32>) -> (tensor<3x3x3xf32> {jax.result_info = "result[0]"}, tensor<3x3xf32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}) {
    %0 = call @cholesky(%arg0) : (tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
    %1 = call @_solve_triangular(%0, %arg1) : (tensor<3x3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %2 = call @solve(%arg0, %arg1) : (tensor<3x3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    return %0, %1, %2 : tensor<3x3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
  }
  func.func private @cholesky(%arg0: tensor<3x3x3xf32>) -> tensor<3x3x3xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3x3x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x3x3xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3x3xf32>) -> (tensor<3x3x3xf32>, tensor<3xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x3x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<3x3x3xi1>, tensor<3x3x3xf32>
    %11 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %13 = stablehlo.add %11, %12 : tensor<3x3xi32>
    %14 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<3x3x3xi1>
    %18 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<3x3x3xf32>
    %19 = stablehlo.select %17, %10, %18 : tensor<3x3x3xi1>, tensor<3x3x3xf32>
    return %19 : tensor<3x3x3xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<3x3x3xf32>, %arg1: tensor<3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<3x1xf32>) -> tensor<3x3x1xf32>
    %2 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=3, k=3, l=3, m=1, n=3, o=1}, custom>} : (tensor<3x3x3xf32>, tensor<3x3x1xf32>) -> tensor<3x3x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<3x3x1xf32>) -> tensor<3x3xf32>
    return %3 : tensor<3x3xf32>
  }
  func.func private @solve(%arg0: tensor<3x3x3xf32>, %arg1: tensor<3xf32>) -> tensor<3x3xf32> {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3x3xf32>) -> (tensor<3x3x3xf32>, tensor<3x3xi32>, tensor<3xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x3xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x3x3xi1>, tensor<3x3x3xf32>
    %9 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<3x3xi32>, tensor<i32>, tensor<i32>, tensor<3x3xi32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %15 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %16 = stablehlo.add %15, %c_8 : tensor<i32>
      %17 = stablehlo.select %14, %16, %iterArg_4 : tensor<i1>, tensor<i32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %19 = "stablehlo.gather"(%iterArg, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x3xi32>, tensor<1xi32>) -> tensor<3x1xi32>
      %20 = stablehlo.reshape %19 : (tensor<3x1xi32>) -> tensor<3xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %21 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %22 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_10 = stablehlo.constant dense<3> : tensor<i32>
      %23 = stablehlo.add %22, %c_10 : tensor<i32>
      %24 = stablehlo.select %21, %23, %iterArg_4 : tensor<i1>, tensor<i32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.gather"(%iterArg_5, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x3xi32>, tensor<1xi32>) -> tensor<3x1xi32>
      %27 = stablehlo.reshape %26 : (tensor<3x1xi32>) -> tensor<3xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %28 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %29 = stablehlo.compare LT, %20, %28, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %30 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %31 = stablehlo.add %20, %30 : tensor<3xi32>
      %32 = stablehlo.select %29, %31, %20 : tensor<3xi1>, tensor<3xi32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %34 = "stablehlo.gather"(%iterArg_5, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
      %35 = stablehlo.reshape %34 : (tensor<3x1xi32>) -> tensor<3xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %37 = stablehlo.add %iterArg_4, %c_14 : tensor<i32>
      %38 = stablehlo.select %36, %37, %iterArg_4 : tensor<i1>, tensor<i32>
      %39 = stablehlo.convert %38 : tensor<i32>
      %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %41 = "stablehlo.scatter"(%iterArg_5, %40, %35) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<3x3xi32>, tensor<1xi32>, tensor<3xi32>) -> tensor<3x3xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %42 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %43 = stablehlo.compare LT, %20, %42, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %44 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %45 = stablehlo.add %20, %44 : tensor<3xi32>
      %46 = stablehlo.select %43, %45, %20 : tensor<3xi1>, tensor<3xi32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %48 = "stablehlo.scatter"(%41, %47, %27) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<3x3xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<3x3xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_3, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %49, %13, %48 : tensor<3x3xi32>, tensor<i32>, tensor<i32>, tensor<3x3xi32>
    }
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %12 = call @_lu_solve(%8, %10#3, %11) : (tensor<3x3x3xf32>, tensor<3x3xi32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    return %12 : tensor<3x3xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<3x3x3xf32>, %arg1: tensor<3x3xi32>, %arg2: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<3x3xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<3x3xi1>, tensor<3x3xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x3x1xf32>, tensor<3x3x1xi32>) -> tensor<3x3x1xf32>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=3, k=3, l=3, m=1, n=3, o=1}, custom>} : (tensor<3x3x3xf32>, tensor<3x3x1xf32>) -> tensor<3x3x1xf32>
    %9 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %8) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=3, k=3, l=3, m=1, n=3, o=1}, custom>} : (tensor<3x3x3xf32>, tensor<3x3x1xf32>) -> tensor<3x3x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<3x3x1xf32>) -> tensor<3x3xf32>
    return %10 : tensor<3x3xf32>
  }
}
