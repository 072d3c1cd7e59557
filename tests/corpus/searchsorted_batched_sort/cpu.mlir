module @jit_searchsorted_batched_sort attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<3xf32>, %arg3: tensor<2x3x4xi32>, %arg4: tensor<2x3x2x2xi32>) -> (tensor<3x2xi32> {jax.result_info = "result[0]"}, tensor<3x2xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<2x3x2x2xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = call @searchsorted(%0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    %2 = call @searchsorted_0(%0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    %3 = call @searchsorted_2(%0, %arg2) : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3xi32>
    %4 = call @searchsorted_4(%arg3, %arg4) : (tensor<2x3x4xi32>, tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32>
    return %1, %2, %3, %4 : tensor<3x2xi32>, tensor<3x2xi32>, tensor<3xi32>, tensor<2x3x2x2xi32>
  }
  func.func private @searchsorted(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %0 = call @_searchsorted_sort_impl(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @_searchsorted_sort_impl(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %0 = stablehlo.concatenate %arg1, %arg0, dim = 1 : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<3x6xf32>
    %1 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<6xi32>) -> tensor<3x6xi32>
    %4:2 = "stablehlo.sort"(%0, %3) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.select %29, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %32 = stablehlo.select %31, %cst_6, %30 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %34 = stablehlo.select %33, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %35 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %36 = stablehlo.select %35, %cst_9, %34 : tensor<i1>, tensor<f32>
      %37 = stablehlo.compare LT, %32, %36, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    }) : (tensor<3x6xf32>, tensor<3x6xi32>) -> (tensor<3x6xf32>, tensor<3x6xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %6 = stablehlo.compare LT, %4#1, %5, SIGNED : (tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %8 = stablehlo.add %4#1, %7 : tensor<3x6xi32>
    %9 = stablehlo.select %6, %8, %4#1 : tensor<3x6xi1>, tensor<3x6xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x6xi32>) -> tensor<3x6x1xi32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<6xi32>) -> tensor<3x6xi32>
    %12 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<6xi32>) -> tensor<3x6xi32>
    %13 = "stablehlo.scatter"(%11, %10, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<3x6xi32>, tensor<3x6x1xi32>, tensor<3x6xi32>) -> tensor<3x6xi32>
    %14 = stablehlo.slice %13 [0:3, 0:2] : (tensor<3x6xi32>) -> tensor<3x2xi32>
    %15 = stablehlo.iota dim = 0 : tensor<2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %18:2 = "stablehlo.sort"(%arg1, %17) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.select %29, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %32 = stablehlo.select %31, %cst_6, %30 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %34 = stablehlo.select %33, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %35 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %36 = stablehlo.select %35, %cst_9, %34 : tensor<i1>, tensor<f32>
      %37 = stablehlo.compare LT, %32, %36, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    }) : (tensor<3x2xf32>, tensor<3x2xi32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %20 = stablehlo.compare LT, %18#1, %19, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %22 = stablehlo.add %18#1, %21 : tensor<3x2xi32>
    %23 = stablehlo.select %20, %22, %18#1 : tensor<3x2xi1>, tensor<3x2xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %25 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %26 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %27 = "stablehlo.scatter"(%25, %24, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<3x2xi32>, tensor<3x2x1xi32>, tensor<3x2xi32>) -> tensor<3x2xi32>
    %28 = stablehlo.subtract %14, %27 : tensor<3x2xi32>
    return %28 : tensor<3x2xi32>
  }
  func.func private @searchsorted_0(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %0 = call @_searchsorted_sort_impl_1(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @_searchsorted_sort_impl_1(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x6xf32>
    %1 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<6xi32>) -> tensor<3x6xi32>
    %4:2 = "stablehlo.sort"(%0, %3) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.select %29, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %32 = stablehlo.select %31, %cst_6, %30 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %34 = stablehlo.select %33, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %35 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %36 = stablehlo.select %35, %cst_9, %34 : tensor<i1>, tensor<f32>
      %37 = stablehlo.compare LT, %32, %36, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    }) : (tensor<3x6xf32>, tensor<3x6xi32>) -> (tensor<3x6xf32>, tensor<3x6xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %6 = stablehlo.compare LT, %4#1, %5, SIGNED : (tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %8 = stablehlo.add %4#1, %7 : tensor<3x6xi32>
    %9 = stablehlo.select %6, %8, %4#1 : tensor<3x6xi1>, tensor<3x6xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x6xi32>) -> tensor<3x6x1xi32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<6xi32>) -> tensor<3x6xi32>
    %12 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<6xi32>) -> tensor<3x6xi32>
    %13 = "stablehlo.scatter"(%11, %10, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<3x6xi32>, tensor<3x6x1xi32>, tensor<3x6xi32>) -> tensor<3x6xi32>
    %14 = stablehlo.slice %13 [0:3, 4:6] : (tensor<3x6xi32>) -> tensor<3x2xi32>
    %15 = stablehlo.iota dim = 0 : tensor<2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %18:2 = "stablehlo.sort"(%arg1, %17) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.select %29, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %32 = stablehlo.select %31, %cst_6, %30 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %34 = stablehlo.select %33, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %35 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %36 = stablehlo.select %35, %cst_9, %34 : tensor<i1>, tensor<f32>
      %37 = stablehlo.compare LT, %32, %36, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    }) : (tensor<3x2xf32>, tensor<3x2xi32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %20 = stablehlo.compare LT, %18#1, %19, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %22 = stablehlo.add %18#1, %21 : tensor<3x2xi32>
    %23 = stablehlo.select %20, %22, %18#1 : tensor<3x2xi1>, tensor<3x2xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %25 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %26 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %27 = "stablehlo.scatter"(%25, %24, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<3x2xi32>, tensor<3x2x1xi32>, tensor<3x2xi32>) -> tensor<3x2xi32>
    %28 = stablehlo.subtract %14, %27 : tensor<3x2xi32>
    return %28 : tensor<3x2xi32>
  }
  func.func private @searchsorted_2(%arg0: tensor<3x4xf32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %0 = call @_searchsorted_sort_impl_3(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @_searchsorted_sort_impl_3(%arg0: tensor<3x4xf32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %0 = stablehlo.reshape %arg1 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1 = stablehlo.concatenate %arg0, %0, dim = 1 : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x5xf32>
    %2 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<5xi32>) -> tensor<3x5xi32>
    %5:2 = "stablehlo.sort"(%1, %4) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.select %32, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %34 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %35 = stablehlo.select %34, %cst_6, %33 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %36 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %37 = stablehlo.select %36, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %38 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %39 = stablehlo.select %38, %cst_9, %37 : tensor<i1>, tensor<f32>
      %40 = stablehlo.compare LT, %35, %39, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %40 : tensor<i1>
    }) : (tensor<3x5xf32>, tensor<3x5xi32>) -> (tensor<3x5xf32>, tensor<3x5xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %7 = stablehlo.compare LT, %5#1, %6, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %9 = stablehlo.add %5#1, %8 : tensor<3x5xi32>
    %10 = stablehlo.select %7, %9, %5#1 : tensor<3x5xi1>, tensor<3x5xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<5xi32>) -> tensor<3x5xi32>
    %13 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<5xi32>) -> tensor<3x5xi32>
    %14 = "stablehlo.scatter"(%12, %11, %13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<3x5xi32>, tensor<3x5x1xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %15 = stablehlo.slice %14 [0:3, 4:5] : (tensor<3x5xi32>) -> tensor<3x1xi32>
    %16 = stablehlo.reshape %arg1 : (tensor<3xf32>) -> tensor<3x1xf32>
    %17 = stablehlo.iota dim = 0 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
    %20:2 = "stablehlo.sort"(%16, %19) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.select %32, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %34 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %35 = stablehlo.select %34, %cst_6, %33 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %36 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %37 = stablehlo.select %36, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %38 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %39 = stablehlo.select %38, %cst_9, %37 : tensor<i1>, tensor<f32>
      %40 = stablehlo.compare LT, %35, %39, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %40 : tensor<i1>
    }) : (tensor<3x1xf32>, tensor<3x1xi32>) -> (tensor<3x1xf32>, tensor<3x1xi32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %22 = stablehlo.compare LT, %20#1, %21, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %24 = stablehlo.add %20#1, %23 : tensor<3x1xi32>
    %25 = stablehlo.select %22, %24, %20#1 : tensor<3x1xi1>, tensor<3x1xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x1x1xi32>
    %27 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
    %28 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
    %29 = "stablehlo.scatter"(%27, %26, %28) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<3x1xi32>, tensor<3x1x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %30 = stablehlo.subtract %15, %29 : tensor<3x1xi32>
    %31 = stablehlo.reshape %30 : (tensor<3x1xi32>) -> tensor<3xi32>
    return %31 : tensor<3xi32>
  }
  func.func private @searchsorted_4(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32> {
    %0 = call @_searchsorted_sort_impl_5(%arg0, %arg1) : (tensor<2x3x4xi32>, tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32>
    return %0 : tensor<2x3x2x2xi32>
  }
  func.func private @_searchsorted_sort_impl_5(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32> {
    %0 = stablehlo.reshape %arg1 : (tensor<2x3x2x2xi32>) -> tensor<2x3x4xi32>
    %1 = stablehlo.concatenate %0, %arg0, dim = 2 : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x8xi32>
    %2 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8xi32>) -> tensor<3x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x8xi32>) -> tensor<2x3x8xi32>
    %6:2 = "stablehlo.sort"(%1, %5) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %38 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    }) : (tensor<2x3x8xi32>, tensor<2x3x8xi32>) -> (tensor<2x3x8xi32>, tensor<2x3x8xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3x8xi32>
    %8 = stablehlo.compare LT, %6#1, %7, SIGNED : (tensor<2x3x8xi32>, tensor<2x3x8xi32>) -> tensor<2x3x8xi1>
    %c_1 = stablehlo.constant dense<8> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3x8xi32>
    %10 = stablehlo.add %6#1, %9 : tensor<2x3x8xi32>
    %11 = stablehlo.select %8, %10, %6#1 : tensor<2x3x8xi1>, tensor<2x3x8xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x3x8xi32>) -> tensor<2x3x8x1xi32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<8xi32>) -> tensor<3x8xi32>
    %14 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8xi32>) -> tensor<3x8xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<3x8xi32>) -> tensor<2x3x8xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [1, 2] : (tensor<3x8xi32>) -> tensor<2x3x8xi32>
    %17 = "stablehlo.scatter"(%15, %12, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<2x3x8xi32>, tensor<2x3x8x1xi32>, tensor<2x3x8xi32>) -> tensor<2x3x8xi32>
    %18 = stablehlo.slice %17 [0:2, 0:3, 0:4] : (tensor<2x3x8xi32>) -> tensor<2x3x4xi32>
    %19 = stablehlo.reshape %arg1 : (tensor<2x3x2x2xi32>) -> tensor<2x3x4xi32>
    %20 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<4xi32>) -> tensor<3x4xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1, 2] : (tensor<3x4xi32>) -> tensor<2x3x4xi32>
    %24:2 = "stablehlo.sort"(%19, %23) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %38 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    }) : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> (tensor<2x3x4xi32>, tensor<2x3x4xi32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x3x4xi32>
    %26 = stablehlo.compare LT, %24#1, %25, SIGNED : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi1>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x3x4xi32>
    %28 = stablehlo.add %24#1, %27 : tensor<2x3x4xi32>
    %29 = stablehlo.select %26, %28, %24#1 : tensor<2x3x4xi1>, tensor<2x3x4xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x3x4xi32>) -> tensor<2x3x4x1xi32>
    %31 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<4xi32>) -> tensor<3x4xi32>
    %32 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<4xi32>) -> tensor<3x4xi32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [1, 2] : (tensor<3x4xi32>) -> tensor<2x3x4xi32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<3x4xi32>) -> tensor<2x3x4xi32>
    %35 = "stablehlo.scatter"(%33, %30, %34) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<2x3x4xi32>, tensor<2x3x4x1xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
    %36 = stablehlo.subtract %18, %35 : tensor<2x3x4xi32>
    %37 = stablehlo.reshape %36 : (tensor<2x3x4xi32>) -> tensor<2x3x2x2xi32>
    return %37 : tensor<2x3x2x2xi32>
  }
}
