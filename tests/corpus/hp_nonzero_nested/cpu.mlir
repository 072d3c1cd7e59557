module @jit_hp_nonzero_nested attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> (tensor<4xi32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<4x2xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare GT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %7 = stablehlo.negate %arg0 : tensor<8xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %9 = stablehlo.compare NE, %7, %8, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %10 = func.call @cumsum(%9) : (tensor<8xi1>) -> tensor<8xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %13 = stablehlo.compare LT, %10, %12, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_5 = stablehlo.constant dense<4> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %15 = stablehlo.add %10, %14 : tensor<8xi32>
      %16 = stablehlo.select %13, %15, %10 : tensor<8xi1>, tensor<8xi32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %19 = "stablehlo.scatter"(%11, %17, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %30 = stablehlo.add %arg2, %arg3 : tensor<i32>
        stablehlo.return %30 : tensor<i32>
      }) : (tensor<4xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<4xi32>
      %20 = func.call @cumsum_1(%19) : (tensor<4xi32>) -> tensor<4xi32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %21 = func.call @floor_divide(%20, %c_7) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
      %c_8 = stablehlo.constant dense<8> : tensor<i32>
      %22 = func.call @remainder(%21, %c_8) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
      %23 = stablehlo.convert %9 : (tensor<8xi1>) -> tensor<8xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.reduce(%23 init: %c_9) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = stablehlo.iota dim = 0 : tensor<4xi32>
      %27 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<1xi32>) -> tensor<4xi32>
      %28 = stablehlo.compare GE, %26, %27, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %29 = func.call @_where_4(%28, %c_10, %22) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
      stablehlo.return %29 : tensor<4xi32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %8 = stablehlo.compare NE, %arg0, %7, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %9 = func.call @cumsum(%8) : (tensor<8xi1>) -> tensor<8xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %12 = stablehlo.compare LT, %9, %11, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_5 = stablehlo.constant dense<4> : tensor<i32>
      %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %14 = stablehlo.add %9, %13 : tensor<8xi32>
      %15 = stablehlo.select %12, %14, %9 : tensor<8xi1>, tensor<8xi32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %18 = "stablehlo.scatter"(%10, %16, %17) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %29 = stablehlo.add %arg2, %arg3 : tensor<i32>
        stablehlo.return %29 : tensor<i32>
      }) : (tensor<4xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<4xi32>
      %19 = func.call @cumsum_1(%18) : (tensor<4xi32>) -> tensor<4xi32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %20 = func.call @floor_divide(%19, %c_7) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
      %c_8 = stablehlo.constant dense<8> : tensor<i32>
      %21 = func.call @remainder(%20, %c_8) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
      %22 = stablehlo.convert %8 : (tensor<8xi1>) -> tensor<8xi32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %23 = stablehlo.reduce(%22 init: %c_9) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
      %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %25 = stablehlo.iota dim = 0 : tensor<4xi32>
      %26 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xi32>) -> tensor<4xi32>
      %27 = stablehlo.compare GE, %25, %26, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %28 = func.call @_where_4(%27, %c_10, %21) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
      stablehlo.return %28 : tensor<4xi32>
    }) : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<4x2xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5:4 = stablehlo.while(%iterArg = %3, %iterArg_3 = %c_2, %iterArg_4 = %c_0, %iterArg_5 = %4) : tensor<4x2xf32>, tensor<i32>, tensor<i32>, tensor<4x2xi32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_3) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %9 = stablehlo.compare NE, %7, %8, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
      %10 = func.call @cumsum_5(%9) : (tensor<2xi1>) -> tensor<2xi32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %13 = stablehlo.compare LT, %10, %12, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_8 = stablehlo.constant dense<2> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %15 = stablehlo.add %10, %14 : tensor<2xi32>
      %16 = stablehlo.select %13, %15, %10 : tensor<2xi1>, tensor<2xi32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %19 = "stablehlo.scatter"(%11, %17, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %56 = stablehlo.add %arg2, %arg3 : tensor<i32>
        stablehlo.return %56 : tensor<i32>
      }) : (tensor<2xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2xi32>
      %20 = func.call @cumsum_7(%19) : (tensor<2xi32>) -> tensor<2xi32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %21 = func.call @floor_divide_8(%20, %c_10) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
      %c_11 = stablehlo.constant dense<2> : tensor<i32>
      %22 = func.call @remainder_10(%21, %c_11) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
      %23 = stablehlo.convert %9 : (tensor<2xi1>) -> tensor<2xi32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.reduce(%23 init: %c_12) applies stablehlo.add across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = stablehlo.iota dim = 0 : tensor<2xi32>
      %27 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<1xi32>) -> tensor<2xi32>
      %28 = stablehlo.compare GE, %26, %27, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %29 = func.call @_where_11(%28, %c_13, %22) : (tensor<2xi1>, tensor<i32>, tensor<2xi32>) -> tensor<2xi32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %30 = stablehlo.reduce(%29 init: %c_14) applies stablehlo.add across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
      %31 = stablehlo.add %iterArg_4, %30 : tensor<i32>
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %33 = stablehlo.compare NE, %7, %32, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
      %34 = func.call @cumsum_5(%33) : (tensor<2xi1>) -> tensor<2xi32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %36 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %37 = stablehlo.compare LT, %34, %36, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_18 = stablehlo.constant dense<2> : tensor<i32>
      %38 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %39 = stablehlo.add %34, %38 : tensor<2xi32>
      %40 = stablehlo.select %37, %39, %34 : tensor<2xi1>, tensor<2xi32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %43 = "stablehlo.scatter"(%35, %41, %42) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %56 = stablehlo.add %arg2, %arg3 : tensor<i32>
        stablehlo.return %56 : tensor<i32>
      }) : (tensor<2xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2xi32>
      %44 = func.call @cumsum_7(%43) : (tensor<2xi32>) -> tensor<2xi32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %45 = func.call @floor_divide_8(%44, %c_20) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
      %c_21 = stablehlo.constant dense<2> : tensor<i32>
      %46 = func.call @remainder_10(%45, %c_21) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
      %47 = stablehlo.convert %33 : (tensor<2xi1>) -> tensor<2xi32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.reduce(%47 init: %c_22) applies stablehlo.add across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %50 = stablehlo.iota dim = 0 : tensor<2xi32>
      %51 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xi32>) -> tensor<2xi32>
      %52 = stablehlo.compare GE, %50, %51, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %53 = func.call @_where_11(%52, %c_23, %46) : (tensor<2xi1>, tensor<i32>, tensor<2xi32>) -> tensor<2xi32>
      %54 = func.call @dynamic_update_index_in_dim(%iterArg_5, %53, %iterArg_3) : (tensor<4x2xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4x2xi32>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_3, %c_24 : tensor<i32>
      stablehlo.return %iterArg, %55, %31, %54 : tensor<4x2xf32>, tensor<i32>, tensor<i32>, tensor<4x2xi32>
    }
    %6 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xi32>) -> tensor<4xi32>
    return %6, %5#2, %5#3 : tensor<4xi32>, tensor<i32>, tensor<4x2xi32>
  }
  func.func private @cumsum(%arg0: tensor<8xi1>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8xi1>) -> tensor<8xi32>
    %1 = call @cumsum_0(%0) : (tensor<8xi32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4xi32>
    %3 = stablehlo.sign %arg0 : tensor<4xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %11 = stablehlo.and %6, %10 : tensor<4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<4xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %14 : tensor<4xi32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @remainder(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.add %4, %13 : tensor<4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xi32>
    return %15 : tensor<4xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<4x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @cumsum_5(%arg0: tensor<2xi1>) -> tensor<2xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<2xi1>) -> tensor<2xi32>
    %1 = call @cumsum_6(%0) : (tensor<2xi32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<2xi32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
  func.func private @cumsum_7(%arg0: tensor<2xi32>) -> tensor<2xi32> {
    %0 = call @cumsum_6(%arg0) : (tensor<2xi32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func private @floor_divide_8(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<2xi32>
    %3 = stablehlo.sign %arg0 : tensor<2xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.and %6, %10 : tensor<2xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<2xi32>
    %14 = call @_where_9(%11, %13, %2) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    return %14 : tensor<2xi32>
  }
  func.func private @_where_9(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2xi1>, tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func private @remainder_10(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %12 = stablehlo.and %11, %6 : tensor<2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.add %4, %13 : tensor<2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2xi1>, tensor<2xi32>
    return %15 : tensor<2xi32>
  }
  func.func private @_where_11(%arg0: tensor<2xi1>, %arg1: tensor<i32>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<2xi1>, tensor<2xi32>
    return %2 : tensor<2xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x2xi32>, %arg1: tensor<2xi32>, %arg2: tensor<i32>) -> tensor<4x2xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x2xi32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<4x2xi32>
    return %1 : tensor<4x2xi32>
  }
}
