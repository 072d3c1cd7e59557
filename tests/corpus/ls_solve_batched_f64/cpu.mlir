module @jit_ls_solve_batched_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x2xf64>, %arg2: tensor<2x3xf64>) -> (tensor<2x3x2xf64> {jax.result_info = "result[0]"}, tensor<2x3xf64> {jax.result_info = "result[1]"}, tensor<2x3x3xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %1 = call @solve(%arg0, %0) : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %3 = call @solve_0(%arg0, %2) : (tensor<2x3x3xf64>, tensor<2x3x1xf64>) -> tensor<2x3x1xf64>
    %4 = stablehlo.reshape %3 : (tensor<2x3x1xf64>) -> tensor<2x3xf64>
    %5 = call @inv(%arg0) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    return %1, %4, %5 : tensor<2x3x2xf64>, tensor<2x3xf64>, tensor<2x3x3xf64>
  }
  func.func private @solve(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x2xf64>) -> tensor<2x3x2xf64> {
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2xi32>)
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
    %9 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i64>
      %14 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %14 = stablehlo.add %iterArg_4, %c_6 : tensor<i64>
      %c_7 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %16 = stablehlo.convert %iterArg_4 : tensor<i64>
      %c_8 = stablehlo.constant dense<3> : tensor<i64>
      %17 = stablehlo.add %16, %c_8 : tensor<i64>
      %18 = stablehlo.select %15, %17, %iterArg_4 : tensor<i1>, tensor<i64>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i64>) -> tensor<1xi64>
      %20 = "stablehlo.gather"(%iterArg, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
      %21 = stablehlo.reshape %20 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i64>
      %22 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %23 = stablehlo.convert %iterArg_4 : tensor<i64>
      %c_10 = stablehlo.constant dense<3> : tensor<i64>
      %24 = stablehlo.add %23, %c_10 : tensor<i64>
      %25 = stablehlo.select %22, %24, %iterArg_4 : tensor<i1>, tensor<i64>
      %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i64>) -> tensor<1xi64>
      %27 = "stablehlo.gather"(%iterArg_5, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
      %28 = stablehlo.reshape %27 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %30 = stablehlo.compare LT, %21, %29, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %31 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %32 = stablehlo.add %21, %31 : tensor<2xi32>
      %33 = stablehlo.select %30, %32, %21 : tensor<2xi1>, tensor<2xi32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %35 = "stablehlo.gather"(%iterArg_5, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %36 = stablehlo.reshape %35 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i64>
      %37 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<3> : tensor<i64>
      %38 = stablehlo.add %iterArg_4, %c_14 : tensor<i64>
      %39 = stablehlo.select %37, %38, %iterArg_4 : tensor<i1>, tensor<i64>
      %40 = stablehlo.convert %39 : (tensor<i64>) -> tensor<i32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%iterArg_5, %41, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %44 = stablehlo.compare LT, %21, %43, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %45 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %46 = stablehlo.add %21, %45 : tensor<2xi32>
      %47 = stablehlo.select %44, %46, %21 : tensor<2xi1>, tensor<2xi32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %49 = "stablehlo.scatter"(%42, %48, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %50 = stablehlo.add %iterArg_3, %c_17 : tensor<i64>
      stablehlo.return %iterArg, %50, %14, %49 : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    }
    %11 = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<2x3x2xf64>) -> tensor<2x2x3xf64>
    %12 = call @_lu_solve(%8, %10#3, %11) : (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2x2x3xf64>) -> tensor<2x2x3xf64>
    %13 = stablehlo.transpose %12, dims = [0, 2, 1] : (tensor<2x2x3xf64>) -> tensor<2x3x2xf64>
    return %13 : tensor<2x3x2xf64>
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
    %10 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %9) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %11 = stablehlo.reshape %10 : (tensor<2x3x2xf64>) -> tensor<2x3x1x2xf64>
    %12 = stablehlo.reshape %11 : (tensor<2x3x1x2xf64>) -> tensor<2x3x2xf64>
    %13 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %12) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %14 = stablehlo.reshape %13 : (tensor<2x3x2xf64>) -> tensor<2x3x1x2xf64>
    %15 = stablehlo.transpose %14, dims = [0, 3, 1, 2] : (tensor<2x3x1x2xf64>) -> tensor<2x2x3x1xf64>
    %16 = stablehlo.reshape %15 : (tensor<2x2x3x1xf64>) -> tensor<2x2x3xf64>
    return %16 : tensor<2x2x3xf64>
  }
  func.func private @solve_0(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x1xf64>) -> tensor<2x3x1xf64> {
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2xi32>)
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
    %9 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i64>
      %14 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %14 = stablehlo.add %iterArg_4, %c_6 : tensor<i64>
      %c_7 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %16 = stablehlo.convert %iterArg_4 : tensor<i64>
      %c_8 = stablehlo.constant dense<3> : tensor<i64>
      %17 = stablehlo.add %16, %c_8 : tensor<i64>
      %18 = stablehlo.select %15, %17, %iterArg_4 : tensor<i1>, tensor<i64>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i64>) -> tensor<1xi64>
      %20 = "stablehlo.gather"(%iterArg, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
      %21 = stablehlo.reshape %20 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i64>
      %22 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %23 = stablehlo.convert %iterArg_4 : tensor<i64>
      %c_10 = stablehlo.constant dense<3> : tensor<i64>
      %24 = stablehlo.add %23, %c_10 : tensor<i64>
      %25 = stablehlo.select %22, %24, %iterArg_4 : tensor<i1>, tensor<i64>
      %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i64>) -> tensor<1xi64>
      %27 = "stablehlo.gather"(%iterArg_5, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
      %28 = stablehlo.reshape %27 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %30 = stablehlo.compare LT, %21, %29, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %31 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %32 = stablehlo.add %21, %31 : tensor<2xi32>
      %33 = stablehlo.select %30, %32, %21 : tensor<2xi1>, tensor<2xi32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %35 = "stablehlo.gather"(%iterArg_5, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %36 = stablehlo.reshape %35 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i64>
      %37 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<3> : tensor<i64>
      %38 = stablehlo.add %iterArg_4, %c_14 : tensor<i64>
      %39 = stablehlo.select %37, %38, %iterArg_4 : tensor<i1>, tensor<i64>
      %40 = stablehlo.convert %39 : (tensor<i64>) -> tensor<i32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%iterArg_5, %41, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %44 = stablehlo.compare LT, %21, %43, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %45 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %46 = stablehlo.add %21, %45 : tensor<2xi32>
      %47 = stablehlo.select %44, %46, %21 : tensor<2xi1>, tensor<2xi32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %49 = "stablehlo.scatter"(%42, %48, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %50 = stablehlo.add %iterArg_3, %c_17 : tensor<i64>
      stablehlo.return %iterArg, %50, %14, %49 : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    }
    %11 = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<2x3x1xf64>) -> tensor<2x1x3xf64>
    %12 = call @_lu_solve_1(%8, %10#3, %11) : (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2x1x3xf64>) -> tensor<2x1x3xf64>
    %13 = stablehlo.transpose %12, dims = [0, 2, 1] : (tensor<2x1x3xf64>) -> tensor<2x3x1xf64>
    return %13 : tensor<2x3x1xf64>
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
    %10 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %9) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=1, n=3, o=1}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x1xf64>) -> tensor<2x3x1xf64>
    %11 = stablehlo.reshape %10 : (tensor<2x3x1xf64>) -> tensor<2x3x1x1xf64>
    %12 = stablehlo.reshape %11 : (tensor<2x3x1x1xf64>) -> tensor<2x3x1xf64>
    %13 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %12) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=1, n=3, o=1}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x1xf64>) -> tensor<2x3x1xf64>
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
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2xi32>)
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
    %9 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i64>
      %14 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %14 = stablehlo.add %iterArg_4, %c_6 : tensor<i64>
      %c_7 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %16 = stablehlo.convert %iterArg_4 : tensor<i64>
      %c_8 = stablehlo.constant dense<3> : tensor<i64>
      %17 = stablehlo.add %16, %c_8 : tensor<i64>
      %18 = stablehlo.select %15, %17, %iterArg_4 : tensor<i1>, tensor<i64>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i64>) -> tensor<1xi64>
      %20 = "stablehlo.gather"(%iterArg, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
      %21 = stablehlo.reshape %20 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i64>
      %22 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %23 = stablehlo.convert %iterArg_4 : tensor<i64>
      %c_10 = stablehlo.constant dense<3> : tensor<i64>
      %24 = stablehlo.add %23, %c_10 : tensor<i64>
      %25 = stablehlo.select %22, %24, %iterArg_4 : tensor<i1>, tensor<i64>
      %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i64>) -> tensor<1xi64>
      %27 = "stablehlo.gather"(%iterArg_5, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
      %28 = stablehlo.reshape %27 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %30 = stablehlo.compare LT, %21, %29, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %31 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %32 = stablehlo.add %21, %31 : tensor<2xi32>
      %33 = stablehlo.select %30, %32, %21 : tensor<2xi1>, tensor<2xi32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %35 = "stablehlo.gather"(%iterArg_5, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %36 = stablehlo.reshape %35 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i64>
      %37 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<3> : tensor<i64>
      %38 = stablehlo.add %iterArg_4, %c_14 : tensor<i64>
      %39 = stablehlo.select %37, %38, %iterArg_4 : tensor<i1>, tensor<i64>
      %40 = stablehlo.convert %39 : (tensor<i64>) -> tensor<i32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%iterArg_5, %41, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %44 = stablehlo.compare LT, %21, %43, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %45 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %46 = stablehlo.add %21, %45 : tensor<2xi32>
      %47 = stablehlo.select %44, %46, %21 : tensor<2xi1>, tensor<2xi32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %49 = "stablehlo.scatter"(%42, %48, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %50 = stablehlo.add %iterArg_3, %c_17 : tensor<i64>
      stablehlo.return %iterArg, %50, %14, %49 : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    }
    %11 = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %12 = call @_lu_solve_3(%8, %10#3, %11) : (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %13 = stablehlo.transpose %12, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    return %13 : tensor<2x3x3xf64>
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
    %10 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %9) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %11 = stablehlo.reshape %10 : (tensor<2x3x3xf64>) -> tensor<2x3x1x3xf64>
    %12 = stablehlo.reshape %11 : (tensor<2x3x1x3xf64>) -> tensor<2x3x3xf64>
    %13 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %12) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %14 = stablehlo.reshape %13 : (tensor<2x3x3xf64>) -> tensor<2x3x1x3xf64>
    %15 = stablehlo.transpose %14, dims = [0, 3, 1, 2] : (tensor<2x3x1x3xf64>) -> tensor<2x3x3x1xf64>
    %16 = stablehlo.reshape %15 : (tensor<2x3x3x1xf64>) -> tensor<2x3x3xf64>
    return %16 : tensor<2x3x3xf64>
  }
}
