module @jit_searchsorted_batched_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<3xf32>, %arg3: tensor<2x3x4xi32>, %arg4: tensor<2x3x2x2xi32>) -> (tensor<3x2xi32> {jax.result_info = "result[0]"}, tensor<3x2xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<2x3x2x2xi32> {jax.result_info = "result[3]"}, tensor<2x3xi32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = call @searchsorted(%0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    %2 = call @searchsorted_1(%0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    %3 = call @searchsorted_4(%0, %arg2) : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3xi32>
    %4 = call @searchsorted_7(%arg3, %arg4) : (tensor<2x3x4xi32>, tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32>
    %5 = stablehlo.slice %arg4 [0:2, 0:3, 0:1, 0:1] : (tensor<2x3x2x2xi32>) -> tensor<2x3x1x1xi32>
    %6 = stablehlo.reshape %5 : (tensor<2x3x1x1xi32>) -> tensor<2x3xi32>
    %7 = call @searchsorted_12(%arg3, %6) : (tensor<2x3x4xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    return %1, %2, %3, %4, %7 : tensor<3x2xi32>, tensor<3x2xi32>, tensor<3xi32>, tensor<2x3x2x2xi32>, tensor<2x3xi32>
  }
  func.func private @searchsorted(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %2, %iterArg_5 = %3) : tensor<3x4xf32>, tensor<3x2xf32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<3x2xui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %7 = func.call @floor_divide(%6, %c_6) : (tensor<3x2xui32>, tensor<i32>) -> tensor<3x2xui32>
      %8 = stablehlo.add %iterArg_4, %7 : tensor<3x2xui32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
      %10 = "stablehlo.gather"(%iterArg, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xf32>, tensor<3x2x1xui32>) -> tensor<3x2x1xf32>
      %11 = stablehlo.reshape %10 : (tensor<3x2x1xf32>) -> tensor<3x2xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
      %13 = stablehlo.compare EQ, %iterArg_2, %12, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
      %16 = stablehlo.select %13, %15, %iterArg_2 : tensor<3x2xi1>, tensor<3x2xf32>
      %17 = stablehlo.compare NE, %iterArg_2, %iterArg_2, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
      %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
      %20 = stablehlo.select %17, %19, %16 : tensor<3x2xi1>, tensor<3x2xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
      %22 = stablehlo.compare EQ, %11, %21, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
      %25 = stablehlo.select %22, %24, %11 : tensor<3x2xi1>, tensor<3x2xf32>
      %26 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
      %29 = stablehlo.select %26, %28, %25 : tensor<3x2xi1>, tensor<3x2xf32>
      %30 = stablehlo.compare LE, %20, %29, TOTALORDER : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
      %31 = stablehlo.select %30, %iterArg_4, %8 : tensor<3x2xi1>, tensor<3x2xui32>
      %32 = stablehlo.select %30, %8, %iterArg_5 : tensor<3x2xi1>, tensor<3x2xui32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.add %iterArg_3, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %33, %31, %32 : tensor<3x4xf32>, tensor<3x2xf32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>
    }
    %5 = stablehlo.convert %4#4 : (tensor<3x2xui32>) -> tensor<3x2xi32>
    return %5 : tensor<3x2xi32>
  }
  func.func private @floor_divide(%arg0: tensor<3x2xui32>, %arg1: tensor<i32>) -> tensor<3x2xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3x2xui32>
    return %2 : tensor<3x2xui32>
  }
  func.func private @searchsorted_1(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %0 = call @_searchsorted_scan_impl_2(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @_searchsorted_scan_impl_2(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %0 = call @_searchsorted_scan_impl_3(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @_searchsorted_scan_impl_3(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2xui32>) -> tensor<3x2xui32>
    %4 = stablehlo.subtract %3, %2 : tensor<3x2xui32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %5 = call @floor_divide(%4, %c_1) : (tensor<3x2xui32>, tensor<i32>) -> tensor<3x2xui32>
    %6 = stablehlo.add %2, %5 : tensor<3x2xui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xf32>, tensor<3x2x1xui32>) -> tensor<3x2x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<3x2x1xf32>) -> tensor<3x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %11 = stablehlo.compare EQ, %arg1, %10, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %14 = stablehlo.select %11, %13, %arg1 : tensor<3x2xi1>, tensor<3x2xf32>
    %15 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %18 = stablehlo.select %15, %17, %14 : tensor<3x2xi1>, tensor<3x2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %20 = stablehlo.compare EQ, %9, %19, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %23 = stablehlo.select %20, %22, %9 : tensor<3x2xi1>, tensor<3x2xf32>
    %24 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %27 = stablehlo.select %24, %26, %23 : tensor<3x2xi1>, tensor<3x2xf32>
    %28 = stablehlo.compare LT, %18, %27, TOTALORDER : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %29 = stablehlo.select %28, %2, %6 : tensor<3x2xi1>, tensor<3x2xui32>
    %30 = stablehlo.select %28, %6, %3 : tensor<3x2xi1>, tensor<3x2xui32>
    %31 = stablehlo.subtract %30, %29 : tensor<3x2xui32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %32 = call @floor_divide(%31, %c_7) : (tensor<3x2xui32>, tensor<i32>) -> tensor<3x2xui32>
    %33 = stablehlo.add %29, %32 : tensor<3x2xui32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %35 = "stablehlo.gather"(%arg0, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xf32>, tensor<3x2x1xui32>) -> tensor<3x2x1xf32>
    %36 = stablehlo.reshape %35 : (tensor<3x2x1xf32>) -> tensor<3x2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %38 = stablehlo.compare EQ, %arg1, %37, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %41 = stablehlo.select %38, %40, %arg1 : tensor<3x2xi1>, tensor<3x2xf32>
    %42 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %45 = stablehlo.select %42, %44, %41 : tensor<3x2xi1>, tensor<3x2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %47 = stablehlo.compare EQ, %36, %46, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %50 = stablehlo.select %47, %49, %36 : tensor<3x2xi1>, tensor<3x2xf32>
    %51 = stablehlo.compare NE, %36, %36, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_13 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %54 = stablehlo.select %51, %53, %50 : tensor<3x2xi1>, tensor<3x2xf32>
    %55 = stablehlo.compare LT, %45, %54, TOTALORDER : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %56 = stablehlo.select %55, %29, %33 : tensor<3x2xi1>, tensor<3x2xui32>
    %57 = stablehlo.select %55, %33, %30 : tensor<3x2xi1>, tensor<3x2xui32>
    %58 = stablehlo.subtract %57, %56 : tensor<3x2xui32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %59 = call @floor_divide(%58, %c_14) : (tensor<3x2xui32>, tensor<i32>) -> tensor<3x2xui32>
    %60 = stablehlo.add %56, %59 : tensor<3x2xui32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %62 = "stablehlo.gather"(%arg0, %61) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xf32>, tensor<3x2x1xui32>) -> tensor<3x2x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<3x2x1xf32>) -> tensor<3x2xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %65 = stablehlo.compare EQ, %arg1, %64, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %68 = stablehlo.select %65, %67, %arg1 : tensor<3x2xi1>, tensor<3x2xf32>
    %69 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %72 = stablehlo.select %69, %71, %68 : tensor<3x2xi1>, tensor<3x2xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %74 = stablehlo.compare EQ, %63, %73, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %77 = stablehlo.select %74, %76, %63 : tensor<3x2xi1>, tensor<3x2xf32>
    %78 = stablehlo.compare NE, %63, %63, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_20 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %81 = stablehlo.select %78, %80, %77 : tensor<3x2xi1>, tensor<3x2xf32>
    %82 = stablehlo.compare LT, %72, %81, TOTALORDER : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %83 = stablehlo.select %82, %56, %60 : tensor<3x2xi1>, tensor<3x2xui32>
    %84 = stablehlo.select %82, %60, %57 : tensor<3x2xi1>, tensor<3x2xui32>
    %85 = stablehlo.convert %84 : (tensor<3x2xui32>) -> tensor<3x2xi32>
    return %85 : tensor<3x2xi32>
  }
  func.func private @searchsorted_4(%arg0: tensor<3x4xf32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %0 = call @_searchsorted_scan_impl_5(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @_searchsorted_scan_impl_5(%arg0: tensor<3x4xf32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<3x4xf32>, tensor<3xf32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<3xui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %5 = func.call @floor_divide_6(%4, %c_6) : (tensor<3xui32>, tensor<i32>) -> tensor<3xui32>
      %6 = stablehlo.add %iterArg_4, %5 : tensor<3xui32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
      %8 = "stablehlo.gather"(%iterArg, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xf32>, tensor<3x1xui32>) -> tensor<3x1xf32>
      %9 = stablehlo.reshape %8 : (tensor<3x1xf32>) -> tensor<3xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %11 = stablehlo.compare EQ, %iterArg_2, %10, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %13 = stablehlo.select %11, %12, %iterArg_2 : tensor<3xi1>, tensor<3xf32>
      %14 = stablehlo.compare NE, %iterArg_2, %iterArg_2, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %16 = stablehlo.select %14, %15, %13 : tensor<3xi1>, tensor<3xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %18 = stablehlo.compare EQ, %9, %17, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %20 = stablehlo.select %18, %19, %9 : tensor<3xi1>, tensor<3xf32>
      %21 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %23 = stablehlo.select %21, %22, %20 : tensor<3xi1>, tensor<3xf32>
      %24 = stablehlo.compare LT, %16, %23, TOTALORDER : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %25 = stablehlo.select %24, %iterArg_4, %6 : tensor<3xi1>, tensor<3xui32>
      %26 = stablehlo.select %24, %6, %iterArg_5 : tensor<3xi1>, tensor<3xui32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.add %iterArg_3, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %27, %25, %26 : tensor<3x4xf32>, tensor<3xf32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<3xui32>) -> tensor<3xi32>
    return %3 : tensor<3xi32>
  }
  func.func private @floor_divide_6(%arg0: tensor<3xui32>, %arg1: tensor<i32>) -> tensor<3xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3xui32>
    return %2 : tensor<3xui32>
  }
  func.func private @searchsorted_7(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32> {
    %0 = call @_searchsorted_scan_impl_8(%arg0, %arg1) : (tensor<2x3x4xi32>, tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32>
    return %0 : tensor<2x3x2x2xi32>
  }
  func.func private @_searchsorted_scan_impl_8(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32> {
    %0 = call @_searchsorted_scan_impl_9(%arg0, %arg1) : (tensor<2x3x4xi32>, tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32>
    return %0 : tensor<2x3x2x2xi32>
  }
  func.func private @_searchsorted_scan_impl_9(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32> {
    %0 = call @_searchsorted_scan_impl_10(%arg0, %arg1) : (tensor<2x3x4xi32>, tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32>
    return %0 : tensor<2x3x2x2xi32>
  }
  func.func private @_searchsorted_scan_impl_10(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2xui32>) -> tensor<2x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<2x2xui32>) -> tensor<3x2x2xui32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1, 2, 3] : (tensor<3x2x2xui32>) -> tensor<2x3x2x2xui32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1, 2, 3] : (tensor<3x2x2xui32>) -> tensor<2x3x2x2xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %6, %iterArg_5 = %7) : tensor<2x3x4xi32>, tensor<2x3x2x2xi32>, tensor<i32>, tensor<2x3x2x2xui32>, tensor<2x3x2x2xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<2x3x2x2xui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %11 = func.call @floor_divide_11(%10, %c_6) : (tensor<2x3x2x2xui32>, tensor<i32>) -> tensor<2x3x2x2xui32>
      %12 = stablehlo.add %iterArg_4, %11 : tensor<2x3x2x2xui32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<2x3x2x2xui32>) -> tensor<2x3x2x2x1xui32>
      %14 = "stablehlo.gather"(%iterArg, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [4], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x3x4xi32>, tensor<2x3x2x2x1xui32>) -> tensor<2x3x2x2x1xi32>
      %15 = stablehlo.reshape %14 : (tensor<2x3x2x2x1xi32>) -> tensor<2x3x2x2xi32>
      %16 = stablehlo.compare LE, %iterArg_2, %15, SIGNED : (tensor<2x3x2x2xi32>, tensor<2x3x2x2xi32>) -> tensor<2x3x2x2xi1>
      %17 = stablehlo.select %16, %iterArg_4, %12 : tensor<2x3x2x2xi1>, tensor<2x3x2x2xui32>
      %18 = stablehlo.select %16, %12, %iterArg_5 : tensor<2x3x2x2xi1>, tensor<2x3x2x2xui32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_3, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %19, %17, %18 : tensor<2x3x4xi32>, tensor<2x3x2x2xi32>, tensor<i32>, tensor<2x3x2x2xui32>, tensor<2x3x2x2xui32>
    }
    %9 = stablehlo.convert %8#4 : (tensor<2x3x2x2xui32>) -> tensor<2x3x2x2xi32>
    return %9 : tensor<2x3x2x2xi32>
  }
  func.func private @floor_divide_11(%arg0: tensor<2x3x2x2xui32>, %arg1: tensor<i32>) -> tensor<2x3x2x2xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<2x3x2x2xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<2x3x2x2xui32>
    return %2 : tensor<2x3x2x2xui32>
  }
  func.func private @searchsorted_12(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %0 = call @_searchsorted_scan_impl_13(%arg0, %arg1) : (tensor<2x3x4xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @_searchsorted_scan_impl_13(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xui32>) -> tensor<2x3xui32>
    %4 = stablehlo.subtract %3, %2 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %5 = call @floor_divide_14(%4, %c_1) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
    %6 = stablehlo.add %2, %5 : tensor<2x3xui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x3x4xi32>, tensor<2x3x1xui32>) -> tensor<2x3x1xi32>
    %9 = stablehlo.reshape %8 : (tensor<2x3x1xi32>) -> tensor<2x3xi32>
    %10 = stablehlo.compare LT, %arg1, %9, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %11 = stablehlo.select %10, %2, %6 : tensor<2x3xi1>, tensor<2x3xui32>
    %12 = stablehlo.select %10, %6, %3 : tensor<2x3xi1>, tensor<2x3xui32>
    %13 = stablehlo.subtract %12, %11 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %14 = call @floor_divide_14(%13, %c_2) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
    %15 = stablehlo.add %11, %14 : tensor<2x3xui32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x3x4xi32>, tensor<2x3x1xui32>) -> tensor<2x3x1xi32>
    %18 = stablehlo.reshape %17 : (tensor<2x3x1xi32>) -> tensor<2x3xi32>
    %19 = stablehlo.compare LT, %arg1, %18, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %20 = stablehlo.select %19, %11, %15 : tensor<2x3xi1>, tensor<2x3xui32>
    %21 = stablehlo.select %19, %15, %12 : tensor<2x3xi1>, tensor<2x3xui32>
    %22 = stablehlo.subtract %21, %20 : tensor<2x3xui32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %23 = call @floor_divide_14(%22, %c_3) : (tensor<2x3xui32>, tensor<i32>) -> tensor<2x3xui32>
    %24 = stablehlo.add %20, %23 : tensor<2x3xui32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %26 = "stablehlo.gather"(%arg0, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x3x4xi32>, tensor<2x3x1xui32>) -> tensor<2x3x1xi32>
    %27 = stablehlo.reshape %26 : (tensor<2x3x1xi32>) -> tensor<2x3xi32>
    %28 = stablehlo.compare LT, %arg1, %27, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %29 = stablehlo.select %28, %20, %24 : tensor<2x3xi1>, tensor<2x3xui32>
    %30 = stablehlo.select %28, %24, %21 : tensor<2x3xi1>, tensor<2x3xui32>
    %31 = stablehlo.convert %30 : (tensor<2x3xui32>) -> tensor<2x3xi32>
    return %31 : tensor<2x3xi32>
  }
  func.func private @floor_divide_14(%arg0: tensor<2x3xui32>, %arg1: tensor<i32>) -> tensor<2x3xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<2x3xui32>
    return %2 : tensor<2x3xui32>
  }
}
