module @jit_searchsorted_int attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi32>, %arg1: tensor<4xi32>, %arg2: tensor<0xf32>, %arg3: tensor<f32>) -> (tensor<4xi32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}, tensor<4xi32> {jax.result_info = "result[3]"}, tensor<i32> {jax.result_info = "result[4]"}, tensor<0xf32> {jax.result_info = "result[5]"}, tensor<f32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<5xi32>) -> tensor<5xi32>
    %1 = call @searchsorted(%0, %arg1) : (tensor<5xi32>, tensor<4xi32>) -> tensor<4xi32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
    %3 = stablehlo.reshape %2 : (tensor<1xi32>) -> tensor<i32>
    %4 = call @searchsorted_1(%0, %3) : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    %5 = call @searchsorted_4() : () -> tensor<i32>
    %6 = call @searchsorted_6(%0, %arg1) : (tensor<5xi32>, tensor<4xi32>) -> tensor<4xi32>
    %7 = stablehlo.slice %arg1 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
    %8 = stablehlo.reshape %7 : (tensor<1xi32>) -> tensor<i32>
    %9 = call @searchsorted_7(%0, %8) : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %11 = stablehlo.add %arg2, %10 : tensor<0xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.multiply %arg3, %cst_0 : tensor<f32>
    return %1, %4, %5, %6, %9, %11, %12 : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>, tensor<i32>, tensor<0xf32>, tensor<f32>
  }
  func.func private @searchsorted(%arg0: tensor<5xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<5xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<5xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<5xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<5xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %c_0 = stablehlo.constant dense<5> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<5xi32>, tensor<4xi32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<4xui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %5 = func.call @floor_divide(%4, %c_6) : (tensor<4xui32>, tensor<i32>) -> tensor<4xui32>
      %6 = stablehlo.add %iterArg_4, %5 : tensor<4xui32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
      %8 = "stablehlo.gather"(%iterArg, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<4x1xui32>) -> tensor<4x1xi32>
      %9 = stablehlo.reshape %8 : (tensor<4x1xi32>) -> tensor<4xi32>
      %10 = stablehlo.compare LE, %iterArg_2, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %11 = stablehlo.select %10, %iterArg_4, %6 : tensor<4xi1>, tensor<4xui32>
      %12 = stablehlo.select %10, %6, %iterArg_5 : tensor<4xi1>, tensor<4xui32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg_3, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %13, %11, %12 : tensor<5xi32>, tensor<4xi32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<4xui32>) -> tensor<4xi32>
    return %3 : tensor<4xi32>
  }
  func.func private @floor_divide(%arg0: tensor<4xui32>, %arg1: tensor<i32>) -> tensor<4xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4xui32>
    return %2 : tensor<4xui32>
  }
  func.func private @searchsorted_1(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = call @_searchsorted_scan_impl_2(%arg0, %arg1) : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_searchsorted_scan_impl_2(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<5> : tensor<ui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %c, %iterArg_5 = %c_0) : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = stablehlo.subtract %iterArg_5, %iterArg_4 : tensor<ui32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %3 = func.call @floor_divide_3(%2, %c_6) : (tensor<ui32>, tensor<i32>) -> tensor<ui32>
      %4 = stablehlo.add %iterArg_4, %3 : tensor<ui32>
      %5 = stablehlo.dynamic_slice %iterArg, %4, sizes = [1] : (tensor<5xi32>, tensor<ui32>) -> tensor<1xi32>
      %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_2, %6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %8 = stablehlo.select %7, %iterArg_4, %4 : tensor<i1>, tensor<ui32>
      %9 = stablehlo.select %7, %4, %iterArg_5 : tensor<i1>, tensor<ui32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_3, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %10, %8, %9 : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>
    }
    %1 = stablehlo.convert %0#4 : (tensor<ui32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @floor_divide_3(%arg0: tensor<ui32>, %arg1: tensor<i32>) -> tensor<ui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.divide %arg0, %0 : tensor<ui32>
    return %1 : tensor<ui32>
  }
  func.func private @searchsorted_4() -> tensor<i32> {
    %0 = call @_searchsorted_scan_impl_5() : () -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_searchsorted_scan_impl_5() -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    return %c : tensor<i32>
  }
  func.func private @searchsorted_6(%arg0: tensor<5xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @_searchsorted_compare_all_impl(%arg0, %arg1) : (tensor<5xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_searchsorted_compare_all_impl(%arg0: tensor<5xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x4xi32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<5x4xi32>
    %4 = stablehlo.compare LT, %2, %3, SIGNED : (tensor<5x4xi32>, tensor<5x4xi32>) -> tensor<5x4xi1>
    %5 = stablehlo.convert %4 : (tensor<5x4xi1>) -> tensor<5x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.reduce(%5 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<5x4xi32>, tensor<i32>) -> tensor<4xi32>
    return %6 : tensor<4xi32>
  }
  func.func private @searchsorted_7(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = call @_searchsorted_sort_impl(%arg0, %arg1) : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_searchsorted_sort_impl(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %arg0, dim = 0 : (tensor<1xi32>, tensor<5xi32>) -> tensor<6xi32>
    %2 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %26 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    }) : (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare LT, %4#1, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.add %4#1, %7 : tensor<6xi32>
    %9 = stablehlo.select %6, %8, %4#1 : tensor<6xi1>, tensor<6xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %11 = "stablehlo.scatter"(%3, %10, %2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<6xi32>, tensor<6x1xi32>, tensor<6xi32>) -> tensor<6xi32>
    %12 = stablehlo.slice %11 [0:1] : (tensor<6xi32>) -> tensor<1xi32>
    %13 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.iota dim = 0 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16:2 = "stablehlo.sort"(%13, %14) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %26 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    }) : (tensor<1xi32>, tensor<1xi32>) -> (tensor<1xi32>, tensor<1xi32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.compare LT, %16#1, %17, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.add %16#1, %19 : tensor<1xi32>
    %21 = stablehlo.select %18, %20, %16#1 : tensor<1xi1>, tensor<1xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %23 = "stablehlo.scatter"(%15, %22, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %24 = stablehlo.subtract %12, %23 : tensor<1xi32>
    %25 = stablehlo.reshape %24 : (tensor<1xi32>) -> tensor<i32>
    return %25 : tensor<i32>
  }
}
