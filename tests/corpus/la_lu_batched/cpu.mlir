module @jit_la_lu_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x3x4xf32>) -> (tensor<2x3x3xf32> {jax.result_info = "result[0]"}, tensor<2x3xi32> {jax.result_info = "result[1]"}, tensor<2x3xi32> {jax.result_info = "result[2]"}, tensor<2x3x4xf32> {jax.result_info = "result[3]"}, tensor<2x3xi32> {jax.result_info = "result[4]"}, tensor<2x3xi32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %5 = stablehlo.compare GE, %1#2, %4, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %9 = stablehlo.select %8, %1#0, %7 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    %10 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %11:4 = stablehlo.while(%iterArg = %3, %iterArg_8 = %c_2, %iterArg_9 = %c_1, %iterArg_10 = %10) : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    cond {
      %c_11 = stablehlo.constant dense<3> : tensor<i32>
      %23 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_9, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %25 = stablehlo.convert %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<3> : tensor<i32>
      %26 = stablehlo.add %25, %c_13 : tensor<i32>
      %27 = stablehlo.select %24, %26, %iterArg_9 : tensor<i1>, tensor<i32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %29 = "stablehlo.gather"(%iterArg, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %30 = stablehlo.reshape %29 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %31 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %32 = stablehlo.convert %iterArg_9 : tensor<i32>
      %c_15 = stablehlo.constant dense<3> : tensor<i32>
      %33 = stablehlo.add %32, %c_15 : tensor<i32>
      %34 = stablehlo.select %31, %33, %iterArg_9 : tensor<i1>, tensor<i32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %36 = "stablehlo.gather"(%iterArg_10, %35) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %37 = stablehlo.reshape %36 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %38 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %39 = stablehlo.compare LT, %30, %38, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %40 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %41 = stablehlo.add %30, %40 : tensor<2xi32>
      %42 = stablehlo.select %39, %41, %30 : tensor<2xi1>, tensor<2xi32>
      %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %44 = "stablehlo.gather"(%iterArg_10, %43) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %45 = stablehlo.reshape %44 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %46 = stablehlo.compare LT, %iterArg_9, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %47 = stablehlo.add %iterArg_9, %c_19 : tensor<i32>
      %48 = stablehlo.select %46, %47, %iterArg_9 : tensor<i1>, tensor<i32>
      %49 = stablehlo.convert %48 : tensor<i32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %51 = "stablehlo.scatter"(%iterArg_10, %50, %45) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %52 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %53 = stablehlo.compare LT, %30, %52, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_21 = stablehlo.constant dense<3> : tensor<i32>
      %54 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %55 = stablehlo.add %30, %54 : tensor<2xi32>
      %56 = stablehlo.select %53, %55, %30 : tensor<2xi1>, tensor<2xi32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %58 = "stablehlo.scatter"(%51, %57, %37) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg_8, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %59, %23, %58 : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    }
    %12:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=4, l=3, m=4, n=3}, custom>} : (tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3xi32>, tensor<2xi32>)
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %14 = stablehlo.subtract %12#1, %13 : tensor<2x3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.compare GE, %12#2, %15, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x4xi1>
    %20 = stablehlo.select %19, %12#0, %18 : tensor<2x3x4xi1>, tensor<2x3x4xf32>
    %21 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %22:4 = stablehlo.while(%iterArg = %14, %iterArg_8 = %c_7, %iterArg_9 = %c_6, %iterArg_10 = %21) : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    cond {
      %c_11 = stablehlo.constant dense<3> : tensor<i32>
      %23 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_9, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %25 = stablehlo.convert %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<3> : tensor<i32>
      %26 = stablehlo.add %25, %c_13 : tensor<i32>
      %27 = stablehlo.select %24, %26, %iterArg_9 : tensor<i1>, tensor<i32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %29 = "stablehlo.gather"(%iterArg, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %30 = stablehlo.reshape %29 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %31 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %32 = stablehlo.convert %iterArg_9 : tensor<i32>
      %c_15 = stablehlo.constant dense<3> : tensor<i32>
      %33 = stablehlo.add %32, %c_15 : tensor<i32>
      %34 = stablehlo.select %31, %33, %iterArg_9 : tensor<i1>, tensor<i32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %36 = "stablehlo.gather"(%iterArg_10, %35) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %37 = stablehlo.reshape %36 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %38 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %39 = stablehlo.compare LT, %30, %38, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %40 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %41 = stablehlo.add %30, %40 : tensor<2xi32>
      %42 = stablehlo.select %39, %41, %30 : tensor<2xi1>, tensor<2xi32>
      %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %44 = "stablehlo.gather"(%iterArg_10, %43) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %45 = stablehlo.reshape %44 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %46 = stablehlo.compare LT, %iterArg_9, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %47 = stablehlo.add %iterArg_9, %c_19 : tensor<i32>
      %48 = stablehlo.select %46, %47, %iterArg_9 : tensor<i1>, tensor<i32>
      %49 = stablehlo.convert %48 : tensor<i32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %51 = "stablehlo.scatter"(%iterArg_10, %50, %45) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %52 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %53 = stablehlo.compare LT, %30, %52, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_21 = stablehlo.constant dense<3> : tensor<i32>
      %54 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %55 = stablehlo.add %30, %54 : tensor<2xi32>
      %56 = stablehlo.select %53, %55, %30 : tensor<2xi1>, tensor<2xi32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %58 = "stablehlo.scatter"(%51, %57, %37) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg_8, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %59, %23, %58 : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    }
    return %9, %3, %11#3, %20, %14, %22#3 : tensor<2x3x3xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<2x3xi32>, tensor<2x3xi32>
  }
}
