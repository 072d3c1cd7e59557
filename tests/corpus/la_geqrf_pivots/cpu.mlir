module @jit_la_geqrf_pivots attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<4xi32>, %arg2: tensor<2x3xi32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<5x3xf32> {jax.result_info = "result[2]"}, tensor<6xi32> {jax.result_info = "result[3]"}, tensor<2x3xi32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %1:2 = call @qr(%0) : (tensor<5x3xf32>) -> (tensor<3x5xf32>, tensor<3xf32>)
    %2 = stablehlo.transpose %1#0, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
    %3 = stablehlo.custom_call @lapack_sorgqr_ffi(%2, %1#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=5, j=3, k=3, l=5, m=3}, custom>} : (tensor<5x3xf32>, tensor<3xf32>) -> tensor<5x3xf32>
    %4 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5:4 = stablehlo.while(%iterArg = %arg1, %iterArg_3 = %c_0, %iterArg_4 = %c, %iterArg_5 = %4) : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<6xi32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %10 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %11 = stablehlo.add %10, %c_8 : tensor<i32>
      %12 = stablehlo.select %9, %11, %iterArg_4 : tensor<i1>, tensor<i32>
      %13 = stablehlo.dynamic_slice %iterArg, %12, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %14 = stablehlo.reshape %13 : (tensor<1xi32>) -> tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_10 = stablehlo.constant dense<6> : tensor<i32>
      %17 = stablehlo.add %16, %c_10 : tensor<i32>
      %18 = stablehlo.select %15, %17, %iterArg_4 : tensor<i1>, tensor<i32>
      %19 = stablehlo.dynamic_slice %iterArg_5, %18, sizes = [1] : (tensor<6xi32>, tensor<i32>) -> tensor<1xi32>
      %20 = stablehlo.reshape %19 : (tensor<1xi32>) -> tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %21 = stablehlo.compare LT, %14, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<6> : tensor<i32>
      %22 = stablehlo.add %14, %c_12 : tensor<i32>
      %23 = stablehlo.select %21, %22, %14 : tensor<i1>, tensor<i32>
      %24 = stablehlo.dynamic_slice %iterArg_5, %23, sizes = [1] : (tensor<6xi32>, tensor<i32>) -> tensor<1xi32>
      %25 = stablehlo.reshape %24 : (tensor<1xi32>) -> tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %26 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<6> : tensor<i32>
      %27 = stablehlo.add %iterArg_4, %c_14 : tensor<i32>
      %28 = stablehlo.select %26, %27, %iterArg_4 : tensor<i1>, tensor<i32>
      %29 = stablehlo.convert %28 : tensor<i32>
      %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %31 = "stablehlo.scatter"(%iterArg_5, %30, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.compare LT, %14, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<6> : tensor<i32>
      %33 = stablehlo.add %14, %c_16 : tensor<i32>
      %34 = stablehlo.select %32, %33, %14 : tensor<i1>, tensor<i32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %36 = "stablehlo.scatter"(%31, %35, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_3, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %37, %8, %36 : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<6xi32>
    }
    %6 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7:4 = stablehlo.while(%iterArg = %arg2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %6) : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %10 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %11 = stablehlo.add %10, %c_8 : tensor<i32>
      %12 = stablehlo.select %9, %11, %iterArg_4 : tensor<i1>, tensor<i32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %14 = "stablehlo.gather"(%iterArg, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %15 = stablehlo.reshape %14 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %17 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_10 = stablehlo.constant dense<3> : tensor<i32>
      %18 = stablehlo.add %17, %c_10 : tensor<i32>
      %19 = stablehlo.select %16, %18, %iterArg_4 : tensor<i1>, tensor<i32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %21 = "stablehlo.gather"(%iterArg_5, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<2x1xi32>
      %22 = stablehlo.reshape %21 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %23 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %24 = stablehlo.compare LT, %15, %23, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %26 = stablehlo.add %15, %25 : tensor<2xi32>
      %27 = stablehlo.select %24, %26, %15 : tensor<2xi1>, tensor<2xi32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %29 = "stablehlo.gather"(%iterArg_5, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %30 = stablehlo.reshape %29 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %31 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %32 = stablehlo.add %iterArg_4, %c_14 : tensor<i32>
      %33 = stablehlo.select %31, %32, %iterArg_4 : tensor<i1>, tensor<i32>
      %34 = stablehlo.convert %33 : tensor<i32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %36 = "stablehlo.scatter"(%iterArg_5, %35, %30) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %37 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %38 = stablehlo.compare LT, %15, %37, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %39 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %40 = stablehlo.add %15, %39 : tensor<2xi32>
      %41 = stablehlo.select %38, %40, %15 : tensor<2xi1>, tensor<2xi32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %43 = "stablehlo.scatter"(%36, %42, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.add %iterArg_3, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %44, %8, %43 : tensor<2x3xi32>, tensor<i32>, tensor<i32>, tensor<2x3xi32>
    }
    return %1#0, %1#1, %3, %5#3, %7#3 : tensor<3x5xf32>, tensor<3xf32>, tensor<5x3xf32>, tensor<6xi32>, tensor<2x3xi32>
  }
  func.func private @qr(%arg0: tensor<5x3xf32>) -> (tensor<3x5xf32>, tensor<3xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=5, j=3, k=5, l=3, m=3}, custom>} : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>)
    %1 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
    return %1, %0#1 : tensor<3x5xf32>, tensor<3xf32>
  }
}
