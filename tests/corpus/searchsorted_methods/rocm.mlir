module @jit_searchsorted_methods attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xi32> {jax.result_info = "result[0]"}, tensor<2x3xi32> {jax.result_info = "result[1]"}, tensor<2x3xi32> {jax.result_info = "result[2]"}, tensor<2x3xi32> {jax.result_info = "result[3]"}, tensor<2x3xi32> {jax.result_info = "result[4]"}, tensor<2x3xi32> {jax.result_info = "result[5]"}, tensor<2x3xi32> {jax.result_info = "result[6]"}, tensor<2x3xi32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xf32>) -> tensor<6xf32>
    %1 = call @searchsorted(%0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    %2 = call @searchsorted_2(%0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    %3 = call @searchsorted_6(%0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    %4 = call @searchsorted_10(%0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    %5 = call @searchsorted_14(%0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    %6 = call @searchsorted_15(%0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    %7 = call @searchsorted_17(%0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    %8 = call @searchsorted_18(%0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %1, %2, %3, %4, %5, %6, %7, %8 : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>
  }
  func.func private @searchsorted(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_1(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_1(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_0 = stablehlo.constant dense<6> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %2, %iterArg_5 = %3) : tensor<6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<2x3xui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %7 = func.call @floor_divide(%6, %c_6) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
      %8 = stablehlo.add %iterArg_4, %7 : tensor<2x3xui32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
      %10 = "stablehlo.gather"(%iterArg, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<2x3x1xui32>) -> tensor<2x3x1xf32>
      %11 = stablehlo.reshape %10 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %13 = stablehlo.compare EQ, %iterArg_2, %12, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %16 = stablehlo.select %13, %15, %iterArg_2 : tensor<2x3xi1>, tensor<2x3xf32>
      %17 = stablehlo.compare NE, %iterArg_2, %iterArg_2, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %20 = stablehlo.select %17, %19, %16 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %22 = stablehlo.compare EQ, %11, %21, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %25 = stablehlo.select %22, %24, %11 : tensor<2x3xi1>, tensor<2x3xf32>
      %26 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %29 = stablehlo.select %26, %28, %25 : tensor<2x3xi1>, tensor<2x3xf32>
      %30 = stablehlo.compare LE, %20, %29, TOTALORDER : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %31 = stablehlo.select %30, %iterArg_4, %8 : tensor<2x3xi1>, tensor<2x3xui32>
      %32 = stablehlo.select %30, %8, %iterArg_5 : tensor<2x3xi1>, tensor<2x3xui32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.add %iterArg_3, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %33, %31, %32 : tensor<6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>
    }
    %5 = stablehlo.convert %4#4 : (tensor<2x3xui32>) -> tensor<2x3xi32>
    return %5 : tensor<2x3xi32>
  }
  func.func private @floor_divide(%arg0: tensor<2x3xui32>, %arg1: tensor<i32>) -> tensor<2x3xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<2x3xui32>
    return %2 : tensor<2x3xui32>
  }
  func.func private @searchsorted_2(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_3(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_3(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_4(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_4(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_5(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_5(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_0 = stablehlo.constant dense<6> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %2, %iterArg_5 = %3) : tensor<6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<2x3xui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %7 = func.call @floor_divide(%6, %c_6) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
      %8 = stablehlo.add %iterArg_4, %7 : tensor<2x3xui32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
      %10 = "stablehlo.gather"(%iterArg, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<2x3x1xui32>) -> tensor<2x3x1xf32>
      %11 = stablehlo.reshape %10 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %13 = stablehlo.compare EQ, %iterArg_2, %12, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %16 = stablehlo.select %13, %15, %iterArg_2 : tensor<2x3xi1>, tensor<2x3xf32>
      %17 = stablehlo.compare NE, %iterArg_2, %iterArg_2, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %20 = stablehlo.select %17, %19, %16 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %22 = stablehlo.compare EQ, %11, %21, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %25 = stablehlo.select %22, %24, %11 : tensor<2x3xi1>, tensor<2x3xf32>
      %26 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %29 = stablehlo.select %26, %28, %25 : tensor<2x3xi1>, tensor<2x3xf32>
      %30 = stablehlo.compare LT, %20, %29, TOTALORDER : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %31 = stablehlo.select %30, %iterArg_4, %8 : tensor<2x3xi1>, tensor<2x3xui32>
      %32 = stablehlo.select %30, %8, %iterArg_5 : tensor<2x3xi1>, tensor<2x3xui32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.add %iterArg_3, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %33, %31, %32 : tensor<6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>
    }
    %5 = stablehlo.convert %4#4 : (tensor<2x3xui32>) -> tensor<2x3xi32>
    return %5 : tensor<2x3xi32>
  }
  func.func private @searchsorted_6(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_7(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_7(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_8(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_8(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_9(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_9(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_0 = stablehlo.constant dense<6> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %4 = stablehlo.subtract %3, %2 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %5 = call @floor_divide(%4, %c_1) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
    %6 = stablehlo.add %2, %5 : tensor<2x3xui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<2x3x1xui32>) -> tensor<2x3x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %11 = stablehlo.compare EQ, %arg1, %10, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %14 = stablehlo.select %11, %13, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
    %15 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %18 = stablehlo.select %15, %17, %14 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %20 = stablehlo.compare EQ, %9, %19, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %23 = stablehlo.select %20, %22, %9 : tensor<2x3xi1>, tensor<2x3xf32>
    %24 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %27 = stablehlo.select %24, %26, %23 : tensor<2x3xi1>, tensor<2x3xf32>
    %28 = stablehlo.compare LE, %18, %27, TOTALORDER : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %29 = stablehlo.select %28, %2, %6 : tensor<2x3xi1>, tensor<2x3xui32>
    %30 = stablehlo.select %28, %6, %3 : tensor<2x3xi1>, tensor<2x3xui32>
    %31 = stablehlo.subtract %30, %29 : tensor<2x3xui32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %32 = call @floor_divide(%31, %c_7) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
    %33 = stablehlo.add %29, %32 : tensor<2x3xui32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %35 = "stablehlo.gather"(%arg0, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<2x3x1xui32>) -> tensor<2x3x1xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %38 = stablehlo.compare EQ, %arg1, %37, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %41 = stablehlo.select %38, %40, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
    %42 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %45 = stablehlo.select %42, %44, %41 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %47 = stablehlo.compare EQ, %36, %46, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %50 = stablehlo.select %47, %49, %36 : tensor<2x3xi1>, tensor<2x3xf32>
    %51 = stablehlo.compare NE, %36, %36, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_13 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %54 = stablehlo.select %51, %53, %50 : tensor<2x3xi1>, tensor<2x3xf32>
    %55 = stablehlo.compare LE, %45, %54, TOTALORDER : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %56 = stablehlo.select %55, %29, %33 : tensor<2x3xi1>, tensor<2x3xui32>
    %57 = stablehlo.select %55, %33, %30 : tensor<2x3xi1>, tensor<2x3xui32>
    %58 = stablehlo.subtract %57, %56 : tensor<2x3xui32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %59 = call @floor_divide(%58, %c_14) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
    %60 = stablehlo.add %56, %59 : tensor<2x3xui32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %62 = "stablehlo.gather"(%arg0, %61) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<2x3x1xui32>) -> tensor<2x3x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %65 = stablehlo.compare EQ, %arg1, %64, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %68 = stablehlo.select %65, %67, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
    %69 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %72 = stablehlo.select %69, %71, %68 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %74 = stablehlo.compare EQ, %63, %73, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %77 = stablehlo.select %74, %76, %63 : tensor<2x3xi1>, tensor<2x3xf32>
    %78 = stablehlo.compare NE, %63, %63, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_20 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %81 = stablehlo.select %78, %80, %77 : tensor<2x3xi1>, tensor<2x3xf32>
    %82 = stablehlo.compare LE, %72, %81, TOTALORDER : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %83 = stablehlo.select %82, %56, %60 : tensor<2x3xi1>, tensor<2x3xui32>
    %84 = stablehlo.select %82, %60, %57 : tensor<2x3xi1>, tensor<2x3xui32>
    %85 = stablehlo.convert %84 : (tensor<2x3xui32>) -> tensor<2x3xi32>
    return %85 : tensor<2x3xi32>
  }
  func.func private @searchsorted_10(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_11(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_11(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_12(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_12(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_13(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_13(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_0 = stablehlo.constant dense<6> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %4 = stablehlo.subtract %3, %2 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %5 = call @floor_divide(%4, %c_1) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
    %6 = stablehlo.add %2, %5 : tensor<2x3xui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<2x3x1xui32>) -> tensor<2x3x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %11 = stablehlo.compare EQ, %arg1, %10, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %14 = stablehlo.select %11, %13, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
    %15 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %18 = stablehlo.select %15, %17, %14 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %20 = stablehlo.compare EQ, %9, %19, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %23 = stablehlo.select %20, %22, %9 : tensor<2x3xi1>, tensor<2x3xf32>
    %24 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %27 = stablehlo.select %24, %26, %23 : tensor<2x3xi1>, tensor<2x3xf32>
    %28 = stablehlo.compare LT, %18, %27, TOTALORDER : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %29 = stablehlo.select %28, %2, %6 : tensor<2x3xi1>, tensor<2x3xui32>
    %30 = stablehlo.select %28, %6, %3 : tensor<2x3xi1>, tensor<2x3xui32>
    %31 = stablehlo.subtract %30, %29 : tensor<2x3xui32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %32 = call @floor_divide(%31, %c_7) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
    %33 = stablehlo.add %29, %32 : tensor<2x3xui32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %35 = "stablehlo.gather"(%arg0, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<2x3x1xui32>) -> tensor<2x3x1xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %38 = stablehlo.compare EQ, %arg1, %37, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %41 = stablehlo.select %38, %40, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
    %42 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %45 = stablehlo.select %42, %44, %41 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %47 = stablehlo.compare EQ, %36, %46, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %50 = stablehlo.select %47, %49, %36 : tensor<2x3xi1>, tensor<2x3xf32>
    %51 = stablehlo.compare NE, %36, %36, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_13 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %54 = stablehlo.select %51, %53, %50 : tensor<2x3xi1>, tensor<2x3xf32>
    %55 = stablehlo.compare LT, %45, %54, TOTALORDER : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %56 = stablehlo.select %55, %29, %33 : tensor<2x3xi1>, tensor<2x3xui32>
    %57 = stablehlo.select %55, %33, %30 : tensor<2x3xi1>, tensor<2x3xui32>
    %58 = stablehlo.subtract %57, %56 : tensor<2x3xui32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %59 = call @floor_divide(%58, %c_14) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
    %60 = stablehlo.add %56, %59 : tensor<2x3xui32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %62 = "stablehlo.gather"(%arg0, %61) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<2x3x1xui32>) -> tensor<2x3x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %65 = stablehlo.compare EQ, %arg1, %64, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %68 = stablehlo.select %65, %67, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
    %69 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %72 = stablehlo.select %69, %71, %68 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %74 = stablehlo.compare EQ, %63, %73, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %77 = stablehlo.select %74, %76, %63 : tensor<2x3xi1>, tensor<2x3xf32>
    %78 = stablehlo.compare NE, %63, %63, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_20 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %81 = stablehlo.select %78, %80, %77 : tensor<2x3xi1>, tensor<2x3xf32>
    %82 = stablehlo.compare LT, %72, %81, TOTALORDER : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %83 = stablehlo.select %82, %56, %60 : tensor<2x3xi1>, tensor<2x3xui32>
    %84 = stablehlo.select %82, %60, %57 : tensor<2x3xi1>, tensor<2x3xui32>
    %85 = stablehlo.convert %84 : (tensor<2x3xui32>) -> tensor<2x3xi32>
    return %85 : tensor<2x3xi32>
  }
  func.func private @searchsorted_14(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_sort_impl(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_sort_impl(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = stablehlo.reshape %arg1 : (tensor<2x3xf32>) -> tensor<6xf32>
    %1 = stablehlo.concatenate %0, %arg0, dim = 0 : (tensor<6xf32>, tensor<6xf32>) -> tensor<12xf32>
    %2 = stablehlo.iota dim = 0 : tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.select %26, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %28 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %29 = stablehlo.select %28, %cst_6, %27 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.select %30, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %32 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %33 = stablehlo.select %32, %cst_9, %31 : tensor<i1>, tensor<f32>
      %34 = stablehlo.compare LT, %29, %33, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    }) : (tensor<12xf32>, tensor<12xi32>) -> (tensor<12xf32>, tensor<12xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare LT, %4#1, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_1 = stablehlo.constant dense<12> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.add %4#1, %7 : tensor<12xi32>
    %9 = stablehlo.select %6, %8, %4#1 : tensor<12xi1>, tensor<12xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %11 = "stablehlo.scatter"(%3, %10, %2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<12xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<12xi32>
    %12 = stablehlo.slice %11 [0:6] : (tensor<12xi32>) -> tensor<6xi32>
    %13 = stablehlo.reshape %arg1 : (tensor<2x3xf32>) -> tensor<6xf32>
    %14 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %16:2 = "stablehlo.sort"(%13, %14) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.select %26, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %28 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %29 = stablehlo.select %28, %cst_6, %27 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.select %30, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %32 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %33 = stablehlo.select %32, %cst_9, %31 : tensor<i1>, tensor<f32>
      %34 = stablehlo.compare LT, %29, %33, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    }) : (tensor<6xf32>, tensor<6xi32>) -> (tensor<6xf32>, tensor<6xi32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %18 = stablehlo.compare LT, %16#1, %17, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %20 = stablehlo.add %16#1, %19 : tensor<6xi32>
    %21 = stablehlo.select %18, %20, %16#1 : tensor<6xi1>, tensor<6xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %23 = "stablehlo.scatter"(%15, %22, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<6xi32>, tensor<6x1xi32>, tensor<6xi32>) -> tensor<6xi32>
    %24 = stablehlo.subtract %12, %23 : tensor<6xi32>
    %25 = stablehlo.reshape %24 : (tensor<6xi32>) -> tensor<2x3xi32>
    return %25 : tensor<2x3xi32>
  }
  func.func private @searchsorted_15(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_sort_impl_16(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_sort_impl_16(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = stablehlo.reshape %arg1 : (tensor<2x3xf32>) -> tensor<6xf32>
    %1 = stablehlo.concatenate %arg0, %0, dim = 0 : (tensor<6xf32>, tensor<6xf32>) -> tensor<12xf32>
    %2 = stablehlo.iota dim = 0 : tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.select %26, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %28 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %29 = stablehlo.select %28, %cst_6, %27 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.select %30, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %32 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %33 = stablehlo.select %32, %cst_9, %31 : tensor<i1>, tensor<f32>
      %34 = stablehlo.compare LT, %29, %33, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    }) : (tensor<12xf32>, tensor<12xi32>) -> (tensor<12xf32>, tensor<12xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare LT, %4#1, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_1 = stablehlo.constant dense<12> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.add %4#1, %7 : tensor<12xi32>
    %9 = stablehlo.select %6, %8, %4#1 : tensor<12xi1>, tensor<12xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %11 = "stablehlo.scatter"(%3, %10, %2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<12xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<12xi32>
    %12 = stablehlo.slice %11 [6:12] : (tensor<12xi32>) -> tensor<6xi32>
    %13 = stablehlo.reshape %arg1 : (tensor<2x3xf32>) -> tensor<6xf32>
    %14 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %16:2 = "stablehlo.sort"(%13, %14) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.select %26, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %28 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %29 = stablehlo.select %28, %cst_6, %27 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.select %30, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %32 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %33 = stablehlo.select %32, %cst_9, %31 : tensor<i1>, tensor<f32>
      %34 = stablehlo.compare LT, %29, %33, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    }) : (tensor<6xf32>, tensor<6xi32>) -> (tensor<6xf32>, tensor<6xi32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %18 = stablehlo.compare LT, %16#1, %17, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %20 = stablehlo.add %16#1, %19 : tensor<6xi32>
    %21 = stablehlo.select %18, %20, %16#1 : tensor<6xi1>, tensor<6xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %23 = "stablehlo.scatter"(%15, %22, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<6xi32>, tensor<6x1xi32>, tensor<6xi32>) -> tensor<6xi32>
    %24 = stablehlo.subtract %12, %23 : tensor<6xi32>
    %25 = stablehlo.reshape %24 : (tensor<6xi32>) -> tensor<2x3xi32>
    return %25 : tensor<2x3xi32>
  }
  func.func private @searchsorted_17(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_compare_all_impl(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_compare_all_impl(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.select %1, %2, %arg0 : tensor<6xi1>, tensor<6xf32>
    %4 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.select %4, %5, %3 : tensor<6xi1>, tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %8 = stablehlo.compare EQ, %arg1, %7, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %10 = stablehlo.select %8, %9, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
    %11 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %13 = stablehlo.select %11, %12, %10 : tensor<2x3xi1>, tensor<2x3xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %15 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<6xf32>) -> tensor<6x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<6x1x1xf32>) -> tensor<6x2x3xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x2x3xf32>) -> tensor<6x2x3xf32>
    %18 = stablehlo.compare LT, %16, %17, TOTALORDER : (tensor<6x2x3xf32>, tensor<6x2x3xf32>) -> tensor<6x2x3xi1>
    %19 = stablehlo.convert %18 : (tensor<6x2x3xi1>) -> tensor<6x2x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<6x2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
    return %20 : tensor<2x3xi32>
  }
  func.func private @searchsorted_18(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_compare_all_impl_19(%arg0, %arg1) : (tensor<6xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_compare_all_impl_19(%arg0: tensor<6xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xi32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.select %1, %2, %arg0 : tensor<6xi1>, tensor<6xf32>
    %4 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.select %4, %5, %3 : tensor<6xi1>, tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %8 = stablehlo.compare EQ, %arg1, %7, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %10 = stablehlo.select %8, %9, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
    %11 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %13 = stablehlo.select %11, %12, %10 : tensor<2x3xi1>, tensor<2x3xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %15 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<6xf32>) -> tensor<6x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<6x1x1xf32>) -> tensor<6x2x3xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x2x3xf32>) -> tensor<6x2x3xf32>
    %18 = stablehlo.compare LE, %16, %17, TOTALORDER : (tensor<6x2x3xf32>, tensor<6x2x3xf32>) -> tensor<6x2x3xi1>
    %19 = stablehlo.convert %18 : (tensor<6x2x3xi1>) -> tensor<6x2x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<6x2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
    return %20 : tensor<2x3xi32>
  }
}
