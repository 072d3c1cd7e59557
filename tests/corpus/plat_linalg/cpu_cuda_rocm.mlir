module @jit_plat_linalg attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = "stablehlo.case"(%arg0) ({
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_0 : tensor<i32>
    }, {
      %c_0 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_0 : tensor<i32>
    }, {
      %c_0 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_0 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %20 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      stablehlo.return %20 : tensor<4x4xf32>
    }, {
      %20 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      stablehlo.return %20 : tensor<4x4xf32>
    }) : (tensor<i32>) -> tensor<4x4xf32>
    %3 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %4 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %6 = stablehlo.add %3, %5 : tensor<4x4xi32>
    %7 = stablehlo.compare EQ, %6, %4, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %8 = stablehlo.convert %7 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<4x4xf32>
    %11 = stablehlo.add %2, %10 : tensor<4x4xf32>
    %12 = call @tril(%arg0, %11) : (tensor<i32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %13 = stablehlo.slice %arg1 [0:1, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x4xf32>) -> tensor<4xf32>
    %15 = call @_solve_triangular(%arg0, %12, %14) : (tensor<i32>, tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %16 = stablehlo.slice %arg1 [1:2, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x4xf32>) -> tensor<4xf32>
    %18 = call @solve(%arg0, %11, %17) : (tensor<i32>, tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = call @cholesky(%arg0, %11) : (tensor<i32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %15, %18, %19 : tensor<4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @tril(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %arg1, %5 : tensor<4x4xi1>, tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %1 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %4 = stablehlo.custom_call @lapack_strsm_ffi(%arg1, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=1, m=4, n=1}, custom>} : (tensor<4x4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
      stablehlo.return %4 : tensor<4x1xf32>
    }, {
      %4 = "stablehlo.triangular_solve"(%arg1, %0) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
      stablehlo.return %4 : tensor<4x1xf32>
    }) : (tensor<i32>) -> tensor<4x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<4x1xf32>) -> tensor<4xf32>
    return %3 : tensor<4xf32>
  }
  func.func private @solve(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<2> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:3 = "stablehlo.case"(%0) ({
      %3:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
      %c = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %5 = stablehlo.subtract %3#1, %4 : tensor<4xi32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
      %7 = stablehlo.compare GE, %3#2, %6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
      %11 = stablehlo.select %10, %3#0, %9 : tensor<4x4xi1>, tensor<4x4xf32>
      %12 = stablehlo.iota dim = 0 : tensor<4xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %13:4 = stablehlo.while(%iterArg = %5, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %12) : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
      cond {
        %c_6 = stablehlo.constant dense<4> : tensor<i32>
        %14 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %14 : tensor<i1>
      } do {
        %c_6 = stablehlo.constant dense<1> : tensor<i32>
        %14 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
        %c_7 = stablehlo.constant dense<0> : tensor<i32>
        %15 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %16 = stablehlo.convert %iterArg_4 : tensor<i32>
        %c_8 = stablehlo.constant dense<4> : tensor<i32>
        %17 = stablehlo.add %16, %c_8 : tensor<i32>
        %18 = stablehlo.select %15, %17, %iterArg_4 : tensor<i1>, tensor<i32>
        %19 = stablehlo.dynamic_slice %iterArg, %18, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
        %20 = stablehlo.reshape %19 : (tensor<1xi32>) -> tensor<i32>
        %c_9 = stablehlo.constant dense<0> : tensor<i32>
        %21 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %22 = stablehlo.convert %iterArg_4 : tensor<i32>
        %c_10 = stablehlo.constant dense<4> : tensor<i32>
        %23 = stablehlo.add %22, %c_10 : tensor<i32>
        %24 = stablehlo.select %21, %23, %iterArg_4 : tensor<i1>, tensor<i32>
        %25 = stablehlo.dynamic_slice %iterArg_5, %24, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
        %26 = stablehlo.reshape %25 : (tensor<1xi32>) -> tensor<i32>
        %c_11 = stablehlo.constant dense<0> : tensor<i32>
        %27 = stablehlo.compare LT, %20, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_12 = stablehlo.constant dense<4> : tensor<i32>
        %28 = stablehlo.add %20, %c_12 : tensor<i32>
        %29 = stablehlo.select %27, %28, %20 : tensor<i1>, tensor<i32>
        %30 = stablehlo.dynamic_slice %iterArg_5, %29, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
        %31 = stablehlo.reshape %30 : (tensor<1xi32>) -> tensor<i32>
        %c_13 = stablehlo.constant dense<0> : tensor<i32>
        %32 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_14 = stablehlo.constant dense<4> : tensor<i32>
        %33 = stablehlo.add %iterArg_4, %c_14 : tensor<i32>
        %34 = stablehlo.select %32, %33, %iterArg_4 : tensor<i1>, tensor<i32>
        %35 = stablehlo.convert %34 : tensor<i32>
        %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %37 = "stablehlo.scatter"(%iterArg_5, %36, %31) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
          stablehlo.return %arg4 : tensor<i32>
        }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %38 = stablehlo.compare LT, %20, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_16 = stablehlo.constant dense<4> : tensor<i32>
        %39 = stablehlo.add %20, %c_16 : tensor<i32>
        %40 = stablehlo.select %38, %39, %20 : tensor<i1>, tensor<i32>
        %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %42 = "stablehlo.scatter"(%37, %41, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
          stablehlo.return %arg4 : tensor<i32>
        }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
        %c_17 = stablehlo.constant dense<1> : tensor<i32>
        %43 = stablehlo.add %iterArg_3, %c_17 : tensor<i32>
        stablehlo.return %iterArg, %43, %14, %42 : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
      }
      stablehlo.return %11, %5, %13#3 : tensor<4x4xf32>, tensor<4xi32>, tensor<4xi32>
    }, {
      %3:3 = stablehlo.custom_call @cusolver_getrf_ffi(%arg1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
      %c = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %5 = stablehlo.subtract %3#1, %4 : tensor<4xi32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
      %7 = stablehlo.compare GE, %3#2, %6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
      %11 = stablehlo.select %10, %3#0, %9 : tensor<4x4xi1>, tensor<4x4xf32>
      %12 = stablehlo.custom_call @cu_lu_pivots_to_permutation(%5) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=4, j=4}, custom>} : (tensor<4xi32>) -> tensor<4xi32>
      stablehlo.return %11, %5, %12 : tensor<4x4xf32>, tensor<4xi32>, tensor<4xi32>
    }, {
      %3:3 = stablehlo.custom_call @hipsolver_getrf_ffi(%arg1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
      %c = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %5 = stablehlo.subtract %3#1, %4 : tensor<4xi32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
      %7 = stablehlo.compare GE, %3#2, %6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
      %11 = stablehlo.select %10, %3#0, %9 : tensor<4x4xi1>, tensor<4x4xf32>
      %12 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%5) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=4, j=4}, custom>} : (tensor<4xi32>) -> tensor<4xi32>
      stablehlo.return %11, %5, %12 : tensor<4x4xf32>, tensor<4xi32>, tensor<4xi32>
    }) : (tensor<i32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<4xi32>)
    %2 = call @_lu_solve(%arg0, %1#0, %1#2, %arg2) : (tensor<i32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.compare LT, %arg2, %1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.add %arg2, %3 : tensor<4xi32>
    %5 = stablehlo.select %2, %4, %arg2 : tensor<4xi1>, tensor<4xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x1xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>
    %8 = "stablehlo.case"(%arg0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %13 = stablehlo.custom_call @lapack_strsm_ffi(%arg1, %7) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=1, m=4, n=1}, custom>} : (tensor<4x4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
      stablehlo.return %13 : tensor<4x1xf32>
    }, {
      %13 = "stablehlo.triangular_solve"(%arg1, %7) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<4x4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
      stablehlo.return %13 : tensor<4x1xf32>
    }) : (tensor<i32>) -> tensor<4x1xf32>
    %10 = "stablehlo.case"(%arg0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %11 = "stablehlo.case"(%10) ({
      %13 = stablehlo.custom_call @lapack_strsm_ffi(%arg1, %9) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=1, m=4, n=1}, custom>} : (tensor<4x4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
      stablehlo.return %13 : tensor<4x1xf32>
    }, {
      %13 = "stablehlo.triangular_solve"(%arg1, %9) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
      stablehlo.return %13 : tensor<4x1xf32>
    }) : (tensor<i32>) -> tensor<4x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<4x1xf32>) -> tensor<4xf32>
    return %12 : tensor<4xf32>
  }
  func.func private @cholesky(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.add %arg1, %0 : tensor<4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf32>
    %4 = "stablehlo.case"(%arg0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<2> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %13:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<i32>
      %15 = stablehlo.compare EQ, %13#1, %14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
      %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
      %19 = stablehlo.select %18, %13#0, %17 : tensor<4x4xi1>, tensor<4x4xf32>
      stablehlo.return %19 : tensor<4x4xf32>
    }, {
      %13:2 = stablehlo.custom_call @cusolver_potrf_ffi(%3) {backend_config = "", mhlo.backend_config = {lower = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<i32>
      %15 = stablehlo.compare EQ, %13#1, %14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
      %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
      %19 = stablehlo.select %18, %13#0, %17 : tensor<4x4xi1>, tensor<4x4xf32>
      stablehlo.return %19 : tensor<4x4xf32>
    }, {
      %13:2 = stablehlo.custom_call @hipsolver_potrf_ffi(%3) {backend_config = "", mhlo.backend_config = {lower = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<i32>
      %15 = stablehlo.compare EQ, %13#1, %14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
      %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
      %19 = stablehlo.select %18, %13#0, %17 : tensor<4x4xi1>, tensor<4x4xf32>
      stablehlo.return %19 : tensor<4x4xf32>
    }) : (tensor<i32>) -> tensor<4x4xf32>
    %6 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %8 = stablehlo.add %6, %7 : tensor<4x4xi32>
    %9 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %12 = stablehlo.select %10, %5, %11 : tensor<4x4xi1>, tensor<4x4xf32>
    return %12 : tensor<4x4xf32>
  }
}
