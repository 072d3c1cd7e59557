module @jit_la2_lu_batch2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x3x3xf32>, %arg1: tensor<2x3x2x4xi32>) -> (tensor<2x2x3x3xf32> {jax.result_info = "result[0]"}, tensor<2x2x3xi32> {jax.result_info = "result[1]"}, tensor<2x2x3xi32> {jax.result_info = "result[2]"}, tensor<2x3x2x5xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %1:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "2"}, operand_layouts = [dense<[2, 3, 1, 0]> : tensor<4xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[2, 3, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, m, n], [i, j, o], [i, j]) {i=2, j=2, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x2x3x3xf32>) -> (tensor<2x2x3x3xf32>, tensor<2x2x3xi32>, tensor<2x2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x2x3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<2x2x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %5 = stablehlo.compare GE, %1#2, %4, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x3x3xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xi1>) -> tensor<2x2x3x3xi1>
    %9 = stablehlo.select %8, %1#0, %7 : tensor<2x2x3x3xi1>, tensor<2x2x3x3xf32>
    %10 = stablehlo.iota dim = 2 : tensor<2x2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %11:4 = stablehlo.while(%iterArg = %3, %iterArg_5 = %c_2, %iterArg_6 = %c_1, %iterArg_7 = %10) : tensor<2x2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi32>
    cond {
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_6, %c_8 : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.convert %iterArg_6 : tensor<i32>
      %c_10 = stablehlo.constant dense<3> : tensor<i32>
      %17 = stablehlo.add %16, %c_10 : tensor<i32>
      %18 = stablehlo.select %15, %17, %iterArg_6 : tensor<i1>, tensor<i32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %20 = "stablehlo.gather"(%iterArg, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [2]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 2, 1>}> : (tensor<2x2x3xi32>, tensor<1xi32>) -> tensor<2x2x1xi32>
      %21 = stablehlo.reshape %20 : (tensor<2x2x1xi32>) -> tensor<2x2xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %22 = stablehlo.compare LT, %iterArg_6, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %23 = stablehlo.convert %iterArg_6 : tensor<i32>
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %24 = stablehlo.add %23, %c_12 : tensor<i32>
      %25 = stablehlo.select %22, %24, %iterArg_6 : tensor<i1>, tensor<i32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %27 = "stablehlo.gather"(%iterArg_7, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [2]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 2, 1>}> : (tensor<2x2x3xi32>, tensor<1xi32>) -> tensor<2x2x1xi32>
      %28 = stablehlo.reshape %27 : (tensor<2x2x1xi32>) -> tensor<2x2xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
      %30 = stablehlo.compare LT, %21, %29, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %31 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
      %32 = stablehlo.add %21, %31 : tensor<2x2xi32>
      %33 = stablehlo.select %30, %32, %21 : tensor<2x2xi1>, tensor<2x2xi32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
      %35 = "stablehlo.gather"(%iterArg_7, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x2x3xi32>, tensor<2x2x1xi32>) -> tensor<2x2x1xi32>
      %36 = stablehlo.reshape %35 : (tensor<2x2x1xi32>) -> tensor<2x2xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_6, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %38 = stablehlo.add %iterArg_6, %c_16 : tensor<i32>
      %39 = stablehlo.select %37, %38, %iterArg_6 : tensor<i1>, tensor<i32>
      %40 = stablehlo.convert %39 : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%iterArg_7, %41, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x2x3xi32>, tensor<1xi32>, tensor<2x2xi32>) -> tensor<2x2x3xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
      %44 = stablehlo.compare LT, %21, %43, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
      %c_18 = stablehlo.constant dense<3> : tensor<i32>
      %45 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
      %46 = stablehlo.add %21, %45 : tensor<2x2xi32>
      %47 = stablehlo.select %44, %46, %21 : tensor<2x2xi1>, tensor<2x2xi32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
      %49 = "stablehlo.scatter"(%42, %48, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x2x3xi32>, tensor<2x2x1xi32>, tensor<2x2xi32>) -> tensor<2x2x3xi32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %50 = stablehlo.add %iterArg_5, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %50, %14, %49 : tensor<2x2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x2x3xi32>
    }
    %12 = stablehlo.iota dim = 3 : tensor<2x3x2x5xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13:4 = stablehlo.while(%iterArg = %arg1, %iterArg_5 = %c_4, %iterArg_6 = %c_3, %iterArg_7 = %12) : tensor<2x3x2x4xi32>, tensor<i32>, tensor<i32>, tensor<2x3x2x5xi32>
    cond {
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_6, %c_8 : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.convert %iterArg_6 : tensor<i32>
      %c_10 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.add %16, %c_10 : tensor<i32>
      %18 = stablehlo.select %15, %17, %iterArg_6 : tensor<i1>, tensor<i32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %20 = "stablehlo.gather"(%iterArg, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 3, 2, 1>}> : (tensor<2x3x2x4xi32>, tensor<1xi32>) -> tensor<2x3x2x1xi32>
      %21 = stablehlo.reshape %20 : (tensor<2x3x2x1xi32>) -> tensor<2x3x2xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %22 = stablehlo.compare LT, %iterArg_6, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %23 = stablehlo.convert %iterArg_6 : tensor<i32>
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %24 = stablehlo.add %23, %c_12 : tensor<i32>
      %25 = stablehlo.select %22, %24, %iterArg_6 : tensor<i1>, tensor<i32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %27 = "stablehlo.gather"(%iterArg_7, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [3]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 3, 2, 1>}> : (tensor<2x3x2x5xi32>, tensor<1xi32>) -> tensor<2x3x2x1xi32>
      %28 = stablehlo.reshape %27 : (tensor<2x3x2x1xi32>) -> tensor<2x3x2xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
      %30 = stablehlo.compare LT, %21, %29, SIGNED : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi1>
      %c_14 = stablehlo.constant dense<5> : tensor<i32>
      %31 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
      %32 = stablehlo.add %21, %31 : tensor<2x3x2xi32>
      %33 = stablehlo.select %30, %32, %21 : tensor<2x3x2xi1>, tensor<2x3x2xi32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x3x2xi32>) -> tensor<2x3x2x1xi32>
      %35 = "stablehlo.gather"(%iterArg_7, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], operand_batching_dims = [0, 1, 2], start_indices_batching_dims = [0, 1, 2], start_index_map = [3], index_vector_dim = 3>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x2x5xi32>, tensor<2x3x2x1xi32>) -> tensor<2x3x2x1xi32>
      %36 = stablehlo.reshape %35 : (tensor<2x3x2x1xi32>) -> tensor<2x3x2xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_6, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<5> : tensor<i32>
      %38 = stablehlo.add %iterArg_6, %c_16 : tensor<i32>
      %39 = stablehlo.select %37, %38, %iterArg_6 : tensor<i1>, tensor<i32>
      %40 = stablehlo.convert %39 : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%iterArg_7, %41, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3x2x5xi32>, tensor<1xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2x5xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
      %44 = stablehlo.compare LT, %21, %43, SIGNED : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi1>
      %c_18 = stablehlo.constant dense<5> : tensor<i32>
      %45 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
      %46 = stablehlo.add %21, %45 : tensor<2x3x2xi32>
      %47 = stablehlo.select %44, %46, %21 : tensor<2x3x2xi1>, tensor<2x3x2xi32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x3x2xi32>) -> tensor<2x3x2x1xi32>
      %49 = "stablehlo.scatter"(%42, %48, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [3], input_batching_dims = [0, 1, 2], scatter_indices_batching_dims = [0, 1, 2], scatter_dims_to_operand_dims = [3], index_vector_dim = 3>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<2x3x2x5xi32>, tensor<2x3x2x1xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2x5xi32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %50 = stablehlo.add %iterArg_5, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %50, %14, %49 : tensor<2x3x2x4xi32>, tensor<i32>, tensor<i32>, tensor<2x3x2x5xi32>
    }
    return %9, %3, %11#3, %13#3 : tensor<2x2x3x3xf32>, tensor<2x2x3xi32>, tensor<2x2x3xi32>, tensor<2x3x2x5xi32>
  }
}
