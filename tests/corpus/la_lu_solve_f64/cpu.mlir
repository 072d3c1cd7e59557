module @jit_la_lu_solve_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>, %arg1: tensor<4xf64>) -> (tensor<4xf64> {jax.result_info = "result"}) {
    %0:2 = call @lu_factor(%arg0) : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xi32>)
    %1 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf64>) -> tensor<4xf64>
    %2 = call @lu_solve(%0#0, %0#1, %1) : (tensor<4x4xf64>, tensor<4xi32>, tensor<4xf64>) -> tensor<4xf64>
    return %2 : tensor<4xf64>
  }
  func.func private @lu_factor(%arg0: tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xi32>) {
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<4x4xi1>, tensor<4x4xf64>
    %9 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %11 = stablehlo.add %iterArg_4, %c_6 : tensor<i64>
      %c_7 = stablehlo.constant dense<0> : tensor<i64>
      %12 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %13 = stablehlo.convert %iterArg_4 : tensor<i64>
      %c_8 = stablehlo.constant dense<4> : tensor<i64>
      %14 = stablehlo.add %13, %c_8 : tensor<i64>
      %15 = stablehlo.select %12, %14, %iterArg_4 : tensor<i1>, tensor<i64>
      %16 = stablehlo.dynamic_slice %iterArg, %15, sizes = [1] : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
      %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i64>
      %18 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %19 = stablehlo.convert %iterArg_4 : tensor<i64>
      %c_10 = stablehlo.constant dense<4> : tensor<i64>
      %20 = stablehlo.add %19, %c_10 : tensor<i64>
      %21 = stablehlo.select %18, %20, %iterArg_4 : tensor<i1>, tensor<i64>
      %22 = stablehlo.dynamic_slice %iterArg_5, %21, sizes = [1] : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
      %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.compare LT, %17, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %25 = stablehlo.add %17, %c_12 : tensor<i32>
      %26 = stablehlo.select %24, %25, %17 : tensor<i1>, tensor<i32>
      %27 = stablehlo.dynamic_slice %iterArg_5, %26, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %28 = stablehlo.reshape %27 : (tensor<1xi32>) -> tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i64>
      %29 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<4> : tensor<i64>
      %30 = stablehlo.add %iterArg_4, %c_14 : tensor<i64>
      %31 = stablehlo.select %29, %30, %iterArg_4 : tensor<i1>, tensor<i64>
      %32 = stablehlo.convert %31 : (tensor<i64>) -> tensor<i32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %34 = "stablehlo.scatter"(%iterArg_5, %33, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.compare LT, %17, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %36 = stablehlo.add %17, %c_16 : tensor<i32>
      %37 = stablehlo.select %35, %36, %17 : tensor<i1>, tensor<i32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %39 = "stablehlo.scatter"(%34, %38, %23) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i64>
      %40 = stablehlo.add %iterArg_3, %c_17 : tensor<i64>
      stablehlo.return %iterArg, %40, %11, %39 : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    }
    return %8, %2 : tensor<4x4xf64>, tensor<4xi32>
  }
  func.func private @lu_solve(%arg0: tensor<4x4xf64>, %arg1: tensor<4xi32>, %arg2: tensor<4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %0) : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    cond {
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %3 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i64>
      %3 = stablehlo.add %iterArg_2, %c_4 : tensor<i64>
      %c_5 = stablehlo.constant dense<0> : tensor<i64>
      %4 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %5 = stablehlo.convert %iterArg_2 : tensor<i64>
      %c_6 = stablehlo.constant dense<4> : tensor<i64>
      %6 = stablehlo.add %5, %c_6 : tensor<i64>
      %7 = stablehlo.select %4, %6, %iterArg_2 : tensor<i1>, tensor<i64>
      %8 = stablehlo.dynamic_slice %iterArg, %7, sizes = [1] : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
      %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.compare LT, %iterArg_2, %c_7, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %11 = stablehlo.convert %iterArg_2 : tensor<i64>
      %c_8 = stablehlo.constant dense<4> : tensor<i64>
      %12 = stablehlo.add %11, %c_8 : tensor<i64>
      %13 = stablehlo.select %10, %12, %iterArg_2 : tensor<i1>, tensor<i64>
      %14 = stablehlo.dynamic_slice %iterArg_3, %13, sizes = [1] : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
      %15 = stablehlo.reshape %14 : (tensor<1xi32>) -> tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.compare LT, %9, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_10 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.add %9, %c_10 : tensor<i32>
      %18 = stablehlo.select %16, %17, %9 : tensor<i1>, tensor<i32>
      %19 = stablehlo.dynamic_slice %iterArg_3, %18, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %20 = stablehlo.reshape %19 : (tensor<1xi32>) -> tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i64>
      %21 = stablehlo.compare LT, %iterArg_2, %c_11, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<4> : tensor<i64>
      %22 = stablehlo.add %iterArg_2, %c_12 : tensor<i64>
      %23 = stablehlo.select %21, %22, %iterArg_2 : tensor<i1>, tensor<i64>
      %24 = stablehlo.convert %23 : (tensor<i64>) -> tensor<i32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%iterArg_3, %25, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.compare LT, %9, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %28 = stablehlo.add %9, %c_14 : tensor<i32>
      %29 = stablehlo.select %27, %28, %9 : tensor<i1>, tensor<i32>
      %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %31 = "stablehlo.scatter"(%26, %30, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_15 = stablehlo.constant dense<1> : tensor<i64>
      %32 = stablehlo.add %iterArg_1, %c_15 : tensor<i64>
      stablehlo.return %iterArg, %32, %3, %31 : tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    }
    %2 = call @_lu_solve(%arg0, %1#3, %arg2) : (tensor<4x4xf64>, tensor<4xi32>, tensor<4xf64>) -> tensor<4xf64>
    return %2 : tensor<4xf64>
  }
  func.func private @_lu_solve(%arg0: tensor<4x4xf64>, %arg1: tensor<4xi32>, %arg2: tensor<4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<4xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<4xi1>, tensor<4xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x1xf64>, tensor<4x1xi32>) -> tensor<4x1xf64>
    %8 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=1, m=4, n=1}, custom>} : (tensor<4x4xf64>, tensor<4x1xf64>) -> tensor<4x1xf64>
    %9 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %8) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=1, m=4, n=1}, custom>} : (tensor<4x4xf64>, tensor<4x1xf64>) -> tensor<4x1xf64>
    %10 = stablehlo.reshape %9 : (tensor<4x1xf64>) -> tensor<4xf64>
    return %10 : tensor<4xf64>
  }
}
