module @jit_la_lu_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3x4xf32>) -> (tensor<2x3x3xf32> {jax.result_info = "result[0]"}, tensor<2x3xi32> {jax.result_info = "result[1]"}, tensor<2x3xi32> {jax.result_info = "result[2]"}, tensor<2x3x4xf32> {jax.result_info = "result[3]"}, tensor<2x3xi32> {jax.result_info = "result[4]"}, tensor<2x3xi32> {jax.result_info = "result[5]"}, tensor<2x3x3xf32> {jax.result_info = "result[6]"}) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3xi32>, tensor<2xi32>)
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
    %9 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_8 = %c_2, %iterArg_9 = %c_1, %iterArg_10 = %9) : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    cond {
      %c_11 = stablehlo.constant dense<3> : tensor<i32>
      %24 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_9, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %26 = stablehlo.convert %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<3> : tensor<i32>
      %27 = stablehlo.add %26, %c_13 : tensor<i32>
      %28 = stablehlo.select %25, %27, %iterArg_9 : tensor<i1>, tensor<i32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %30 = "stablehlo.gather"(%iterArg, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %31 = stablehlo.reshape %30 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %33 = stablehlo.convert %iterArg_9 : tensor<i32>
      %c_15 = stablehlo.constant dense<3> : tensor<i32>
      %34 = stablehlo.add %33, %c_15 : tensor<i32>
      %35 = stablehlo.select %32, %34, %iterArg_9 : tensor<i1>, tensor<i32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %37 = "stablehlo.gather"(%iterArg_10, %36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %38 = stablehlo.reshape %37 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %39 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %40 = stablehlo.compare LT, %31, %39, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %42 = stablehlo.add %31, %41 : tensor<2xi32>
      %43 = stablehlo.select %40, %42, %31 : tensor<2xi1>, tensor<2xi32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %45 = "stablehlo.gather"(%iterArg_10, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %46 = stablehlo.reshape %45 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %47 = stablehlo.compare LT, %iterArg_9, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %48 = stablehlo.add %iterArg_9, %c_19 : tensor<i32>
      %49 = stablehlo.select %47, %48, %iterArg_9 : tensor<i1>, tensor<i32>
      %50 = stablehlo.convert %49 : tensor<i32>
      %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %52 = "stablehlo.scatter"(%iterArg_10, %51, %46) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %53 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %54 = stablehlo.compare LT, %31, %53, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_21 = stablehlo.constant dense<3> : tensor<i32>
      %55 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %56 = stablehlo.add %31, %55 : tensor<2xi32>
      %57 = stablehlo.select %54, %56, %31 : tensor<2xi1>, tensor<2xi32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %59 = "stablehlo.scatter"(%52, %58, %38) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %60 = stablehlo.add %iterArg_8, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %60, %24, %59 : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    }
    %11:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=4, l=3, m=4, n=3}, custom>} : (tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3xi32>, tensor<2xi32>)
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %13 = stablehlo.subtract %11#1, %12 : tensor<2x3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %15 = stablehlo.compare GE, %11#2, %14, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x4xi1>
    %19 = stablehlo.select %18, %11#0, %17 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
    %20 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %21:4 = stablehlo.while(%iterArg = %13, %iterArg_8 = %c_7, %iterArg_9 = %c_6, %iterArg_10 = %20) : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    cond {
      %c_11 = stablehlo.constant dense<3> : tensor<i32>
      %24 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_9, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %26 = stablehlo.convert %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<3> : tensor<i32>
      %27 = stablehlo.add %26, %c_13 : tensor<i32>
      %28 = stablehlo.select %25, %27, %iterArg_9 : tensor<i1>, tensor<i32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %30 = "stablehlo.gather"(%iterArg, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %31 = stablehlo.reshape %30 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %33 = stablehlo.convert %iterArg_9 : tensor<i32>
      %c_15 = stablehlo.constant dense<3> : tensor<i32>
      %34 = stablehlo.add %33, %c_15 : tensor<i32>
      %35 = stablehlo.select %32, %34, %iterArg_9 : tensor<i1>, tensor<i32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %37 = "stablehlo.gather"(%iterArg_10, %36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %38 = stablehlo.reshape %37 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %39 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %40 = stablehlo.compare LT, %31, %39, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %42 = stablehlo.add %31, %41 : tensor<2xi32>
      %43 = stablehlo.select %40, %42, %31 : tensor<2xi1>, tensor<2xi32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %45 = "stablehlo.gather"(%iterArg_10, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %46 = stablehlo.reshape %45 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %47 = stablehlo.compare LT, %iterArg_9, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %48 = stablehlo.add %iterArg_9, %c_19 : tensor<i32>
      %49 = stablehlo.select %47, %48, %iterArg_9 : tensor<i1>, tensor<i32>
      %50 = stablehlo.convert %49 : tensor<i32>
      %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %52 = "stablehlo.scatter"(%iterArg_10, %51, %46) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %53 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %54 = stablehlo.compare LT, %31, %53, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_21 = stablehlo.constant dense<3> : tensor<i32>
      %55 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %56 = stablehlo.add %31, %55 : tensor<2xi32>
      %57 = stablehlo.select %54, %56, %31 : tensor<2xi1>, tensor<2xi32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %59 = "stablehlo.scatter"(%52, %58, %38) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %60 = stablehlo.add %iterArg_8, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %60, %24, %59 : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    }
    %22 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %23 = call @lu_solve(%8, %2, %22) : (tensor<2x3x3xf32>, tensor<2x3xi32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    return %8, %2, %10#3, %19, %13, %21#3, %23 : tensor<2x3x3xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3x3xf32>
  }
  func.func private @lu_solve(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %0) : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_2, %c_4 : tensor<i32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %5 = stablehlo.convert %iterArg_2 : tensor<i32>
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.add %5, %c_6 : tensor<i32>
      %7 = stablehlo.select %4, %6, %iterArg_2 : tensor<i1>, tensor<i32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %9 = "stablehlo.gather"(%iterArg, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %10 = stablehlo.reshape %9 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_2, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %12 = stablehlo.convert %iterArg_2 : tensor<i32>
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %13 = stablehlo.add %12, %c_8 : tensor<i32>
      %14 = stablehlo.select %11, %13, %iterArg_2 : tensor<i1>, tensor<i32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %16 = "stablehlo.gather"(%iterArg_3, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %17 = stablehlo.reshape %16 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %19 = stablehlo.compare LT, %10, %18, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_10 = stablehlo.constant dense<3> : tensor<i32>
      %20 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %21 = stablehlo.add %10, %20 : tensor<2xi32>
      %22 = stablehlo.select %19, %21, %10 : tensor<2xi1>, tensor<2xi32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %24 = "stablehlo.gather"(%iterArg_3, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %25 = stablehlo.reshape %24 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %26 = stablehlo.compare LT, %iterArg_2, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %27 = stablehlo.add %iterArg_2, %c_12 : tensor<i32>
      %28 = stablehlo.select %26, %27, %iterArg_2 : tensor<i1>, tensor<i32>
      %29 = stablehlo.convert %28 : tensor<i32>
      %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %31 = "stablehlo.scatter"(%iterArg_3, %30, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %33 = stablehlo.compare LT, %10, %32, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %34 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %35 = stablehlo.add %10, %34 : tensor<2xi32>
      %36 = stablehlo.select %33, %35, %10 : tensor<2xi1>, tensor<2xi32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %38 = "stablehlo.scatter"(%31, %37, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.add %iterArg_1, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %39, %3, %38 : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    }
    %2 = call @_lu_solve(%arg0, %1#3, %arg2) : (tensor<2x3x3xf32>, tensor<2x3xi32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    return %2 : tensor<2x3x3xf32>
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
    %7 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %6) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    return %8 : tensor<2x3x3xf32>
  }
}
