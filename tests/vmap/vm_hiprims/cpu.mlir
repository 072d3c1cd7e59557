module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xi32> {jax.result_info = "result[2]"}, tensor<3x4xi32> {jax.result_info = "result[3]"}, tensor<3x2xi32> {jax.result_info = "result[4]"}) {
    %0:2 = call @frexp(%arg0) : (tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
    %1 = call @ldexp(%arg0, %arg1) : (tensor<3x4xf32>, tensor<4xi32>) -> tensor<3x4xf32>
    %2 = call @searchsorted(%arg2, %arg0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi32>
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %4 = stablehlo.compare GT, %arg0, %3, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %5 = call @cumsum(%4) : (tensor<3x4xi1>) -> tensor<3x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %8 = stablehlo.compare LT, %5, %7, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %10 = stablehlo.add %5, %9 : tensor<3x4xi32>
    %11 = stablehlo.select %8, %10, %5 : tensor<3x4xi1>, tensor<3x4xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<4xi32>) -> tensor<3x4xi32>
    %16 = "stablehlo.scatter"(%14, %12, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %29 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %29 : tensor<i32>
    }) : (tensor<3x2xi32>, tensor<3x4x1xi32>, tensor<3x4xi32>) -> tensor<3x2xi32>
    %17 = call @cumsum_2(%16) : (tensor<3x2xi32>) -> tensor<3x2xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %18 = call @floor_divide_4(%17, %c_3) : (tensor<3x2xi32>, tensor<i32>) -> tensor<3x2xi32>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %19 = call @remainder(%18, %c_4) : (tensor<3x2xi32>, tensor<i32>) -> tensor<3x2xi32>
    %20 = stablehlo.convert %4 : (tensor<3x4xi1>) -> tensor<3x4xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.reduce(%20 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %23 = stablehlo.iota dim = 0 : tensor<2xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x2xi32>) -> tensor<3x2xi32>
    %26 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x2xi32>
    %27 = stablehlo.compare GE, %25, %26, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %28 = call @_where_6(%27, %c_6, %19) : (tensor<3x2xi1>, tensor<i32>, tensor<3x2xi32>) -> tensor<3x2xi32>
    return %1, %0#0, %0#1, %2, %28 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x2xi32>
  }
  func.func private @frexp(%arg0: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xi32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xui32>
    %c = stablehlo.constant dense<2139095040> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %2 = stablehlo.and %0, %1 : tensor<3x4xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xi1>
    %c_1 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %6 = stablehlo.and %0, %5 : tensor<3x4xui32>
    %7 = stablehlo.select %4, %6, %0 : tensor<3x4xi1>, tensor<3x4xui32>
    %8 = stablehlo.bitcast_convert %7 : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<3x4xf32>) -> tensor<3x4xui32>
    %c_2 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %11 = stablehlo.and %9, %10 : tensor<3x4xui32>
    %c_3 = stablehlo.constant dense<23> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %13 = stablehlo.shift_right_logical %9, %12 : tensor<3x4xui32>
    %c_4 = stablehlo.constant dense<255> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %15 = stablehlo.and %13, %14 : tensor<3x4xui32>
    %c_5 = stablehlo.constant dense<8388607> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %17 = stablehlo.and %9, %16 : tensor<3x4xui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %19 = stablehlo.compare EQ, %15, %18, UNSIGNED : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xi1>
    %c_7 = stablehlo.constant dense<255> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %21 = stablehlo.compare EQ, %15, %20, UNSIGNED : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xi1>
    %c_8 = stablehlo.constant dense<1056964608> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %23 = stablehlo.or %11, %22 : tensor<3x4xui32>
    %24 = stablehlo.or %23, %17 : tensor<3x4xui32>
    %25 = stablehlo.select %19, %11, %24 : tensor<3x4xi1>, tensor<3x4xui32>
    %26 = stablehlo.select %21, %9, %25 : tensor<3x4xi1>, tensor<3x4xui32>
    %27 = stablehlo.or %21, %19 : tensor<3x4xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %29 = stablehlo.convert %15 : (tensor<3x4xui32>) -> tensor<3x4xi32>
    %c_10 = stablehlo.constant dense<126> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %31 = stablehlo.subtract %29, %30 : tensor<3x4xi32>
    %32 = stablehlo.select %27, %28, %31 : tensor<3x4xi1>, tensor<3x4xi32>
    %33 = stablehlo.bitcast_convert %26 : (tensor<3x4xui32>) -> tensor<3x4xf32>
    return %33, %32 : tensor<3x4xf32>, tensor<3x4xi32>
  }
  func.func private @ldexp(%arg0: tensor<3x4xf32>, %arg1: tensor<4xi32>) -> tensor<3x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xi32>) -> tensor<3x4xi32>
    %1 = stablehlo.bitcast_convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xui32>
    %c = stablehlo.constant dense<2139095040> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %3 = stablehlo.and %1, %2 : tensor<3x4xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %5 = stablehlo.compare EQ, %3, %4, UNSIGNED : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xi1>
    %c_1 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %7 = stablehlo.and %1, %6 : tensor<3x4xui32>
    %8 = stablehlo.select %5, %7, %1 : tensor<3x4xi1>, tensor<3x4xui32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<3x4xf32>) -> tensor<3x4xui32>
    %c_2 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %12 = stablehlo.and %10, %11 : tensor<3x4xui32>
    %c_3 = stablehlo.constant dense<23> : tensor<ui32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %14 = stablehlo.shift_right_logical %10, %13 : tensor<3x4xui32>
    %c_4 = stablehlo.constant dense<255> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %16 = stablehlo.and %14, %15 : tensor<3x4xui32>
    %c_5 = stablehlo.constant dense<8388607> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %18 = stablehlo.and %10, %17 : tensor<3x4xui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %20 = stablehlo.compare EQ, %16, %19, UNSIGNED : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xi1>
    %c_7 = stablehlo.constant dense<255> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %22 = stablehlo.compare EQ, %16, %21, UNSIGNED : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xi1>
    %c_8 = stablehlo.constant dense<-512> : tensor<i32>
    %c_9 = stablehlo.constant dense<512> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %24 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %25 = stablehlo.clamp %23, %0, %24 : tensor<3x4xi32>
    %26 = stablehlo.convert %16 : (tensor<3x4xui32>) -> tensor<3x4xi32>
    %27 = stablehlo.add %26, %25 : tensor<3x4xi32>
    %c_10 = stablehlo.constant dense<2139095040> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %29 = stablehlo.or %12, %28 : tensor<3x4xui32>
    %30 = stablehlo.convert %27 : (tensor<3x4xi32>) -> tensor<3x4xui32>
    %c_11 = stablehlo.constant dense<23> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %32 = stablehlo.shift_left %30, %31 : tensor<3x4xui32>
    %33 = stablehlo.or %12, %32 : tensor<3x4xui32>
    %34 = stablehlo.or %33, %18 : tensor<3x4xui32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %36 = stablehlo.compare LE, %27, %35, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %c_13 = stablehlo.constant dense<255> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %38 = stablehlo.compare GE, %27, %37, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %39 = stablehlo.select %38, %29, %34 : tensor<3x4xi1>, tensor<3x4xui32>
    %40 = stablehlo.select %36, %12, %39 : tensor<3x4xi1>, tensor<3x4xui32>
    %41 = stablehlo.select %20, %12, %40 : tensor<3x4xi1>, tensor<3x4xui32>
    %42 = stablehlo.select %22, %10, %41 : tensor<3x4xi1>, tensor<3x4xui32>
    %43 = stablehlo.bitcast_convert %42 : (tensor<3x4xui32>) -> tensor<3x4xf32>
    return %43 : tensor<3x4xf32>
  }
  func.func private @searchsorted(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi32>
    return %0 : tensor<3x4xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi32>
    return %0 : tensor<3x4xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xui32>) -> tensor<3x4xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4xui32>) -> tensor<3x4xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %2, %iterArg_5 = %3) : tensor<3x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<3x4xui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %7 = func.call @floor_divide(%6, %c_6) : (tensor<3x4xui32>, tensor<i32>) -> tensor<3x4xui32>
      %8 = stablehlo.add %iterArg_4, %7 : tensor<3x4xui32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x4xui32>) -> tensor<3x4x1xui32>
      %10 = "stablehlo.gather"(%iterArg, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xf32>, tensor<3x4x1xui32>) -> tensor<3x4x1xf32>
      %11 = stablehlo.reshape %10 : (tensor<3x4x1xf32>) -> tensor<3x4xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %13 = stablehlo.compare EQ, %iterArg_2, %12, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
      %16 = stablehlo.select %13, %15, %iterArg_2 : tensor<3x4xi1>, tensor<3x4xf32>
      %17 = stablehlo.compare NE, %iterArg_2, %iterArg_2, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
      %20 = stablehlo.select %17, %19, %16 : tensor<3x4xi1>, tensor<3x4xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %22 = stablehlo.compare EQ, %11, %21, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
      %25 = stablehlo.select %22, %24, %11 : tensor<3x4xi1>, tensor<3x4xf32>
      %26 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
      %29 = stablehlo.select %26, %28, %25 : tensor<3x4xi1>, tensor<3x4xf32>
      %30 = stablehlo.compare LE, %20, %29, TOTALORDER : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %31 = stablehlo.select %30, %iterArg_4, %8 : tensor<3x4xi1>, tensor<3x4xui32>
      %32 = stablehlo.select %30, %8, %iterArg_5 : tensor<3x4xi1>, tensor<3x4xui32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.add %iterArg_3, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %33, %31, %32 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>
    }
    %5 = stablehlo.convert %4#4 : (tensor<3x4xui32>) -> tensor<3x4xi32>
    return %5 : tensor<3x4xi32>
  }
  func.func private @floor_divide(%arg0: tensor<3x4xui32>, %arg1: tensor<i32>) -> tensor<3x4xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3x4xui32>
    return %2 : tensor<3x4xui32>
  }
  func.func private @cumsum(%arg0: tensor<3x4xi1>) -> tensor<3x4xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xi1>) -> tensor<3x4xi32>
    %1 = call @cumsum_1(%0) : (tensor<3x4xi32>) -> tensor<3x4xi32>
    return %1 : tensor<3x4xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<3x4xi32>) -> tensor<3x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    return %1 : tensor<3x4xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<3x2xi32>) -> tensor<3x2xi32> {
    %0 = call @cumsum_3(%arg0) : (tensor<3x2xi32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<3x2xi32>) -> tensor<3x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3x2xi32>, tensor<i32>) -> tensor<3x2xi32>
    return %1 : tensor<3x2xi32>
  }
  func.func private @floor_divide_4(%arg0: tensor<3x2xi32>, %arg1: tensor<i32>) -> tensor<3x2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3x2xi32>
    %3 = stablehlo.sign %arg0 : tensor<3x2xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<3x2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %11 = stablehlo.and %6, %10 : tensor<3x2xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<3x2xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<3x2xi1>, tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi32>
    return %14 : tensor<3x2xi32>
  }
  func.func private @_where(%arg0: tensor<3x2xi1>, %arg1: tensor<3x2xi32>, %arg2: tensor<3x2xi32>) -> tensor<3x2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x2xi1>, tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @remainder(%arg0: tensor<3x2xi32>, %arg1: tensor<i32>) -> tensor<3x2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_5(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3x2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3x2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3x2xi1>, tensor<3x2xi1>) -> tensor<3x2xi1>
    %12 = stablehlo.and %11, %6 : tensor<3x2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %14 = stablehlo.add %4, %13 : tensor<3x2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3x2xi1>, tensor<3x2xi32>
    return %15 : tensor<3x2xi32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_6(%arg0: tensor<3x2xi1>, %arg1: tensor<i32>, %arg2: tensor<3x2xi32>) -> tensor<3x2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x2xi1>, tensor<3x2xi32>
    return %2 : tensor<3x2xi32>
  }
}
