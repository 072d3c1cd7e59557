module @jit_hp_nonzero_vmap attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<2x3x4xui8>, %arg2: tensor<4xi32>) -> (tensor<4x3xi32> {jax.result_info = "result[0]"}, tensor<4x4xi32> {jax.result_info = "result[1]"}, tensor<2x3x2xi32> {jax.result_info = "result[2]"}, tensor<5x2xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.compare NE, %0, %1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %3 = call @cumsum(%2) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %6 = stablehlo.compare LT, %3, %5, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %8 = stablehlo.add %3, %7 : tensor<4x5xi32>
    %9 = stablehlo.select %6, %8, %3 : tensor<4x5xi1>, tensor<4x5xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x5xi32>) -> tensor<4x5x1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<3xi32>) -> tensor<4x3xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<5xi32>) -> tensor<4x5xi32>
    %14 = "stablehlo.scatter"(%12, %10, %13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %110 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %110 : tensor<i32>
    }) : (tensor<4x3xi32>, tensor<4x5x1xi32>, tensor<4x5xi32>) -> tensor<4x3xi32>
    %15 = call @cumsum_1(%14) : (tensor<4x3xi32>) -> tensor<4x3xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = call @floor_divide(%15, %c_3) : (tensor<4x3xi32>, tensor<i32>) -> tensor<4x3xi32>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %17 = call @remainder(%16, %c_4) : (tensor<4x3xi32>, tensor<i32>) -> tensor<4x3xi32>
    %18 = stablehlo.convert %2 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.reduce(%18 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<4x5xi32>, tensor<i32>) -> tensor<4xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %21 = stablehlo.iota dim = 0 : tensor<3xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<4x3xi32>
    %24 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x3xi32>
    %25 = stablehlo.compare GE, %23, %24, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_6 = stablehlo.constant dense<-1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = call @_where_4(%25, %26, %17) : (tensor<4x3xi1>, tensor<1xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %29 = stablehlo.compare NE, %0, %28, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %30 = call @cumsum(%29) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %33 = stablehlo.compare LT, %30, %32, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %35 = stablehlo.add %30, %34 : tensor<4x5xi32>
    %36 = stablehlo.select %33, %35, %30 : tensor<4x5xi1>, tensor<4x5xi32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<4x5xi32>) -> tensor<4x5x1xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %39 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<5xi32>) -> tensor<4x5xi32>
    %41 = "stablehlo.scatter"(%39, %37, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %110 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %110 : tensor<i32>
    }) : (tensor<4x4xi32>, tensor<4x5x1xi32>, tensor<4x5xi32>) -> tensor<4x4xi32>
    %42 = call @cumsum_5(%41) : (tensor<4x4xi32>) -> tensor<4x4xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %43 = call @floor_divide_7(%42, %c_12) : (tensor<4x4xi32>, tensor<i32>) -> tensor<4x4xi32>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %44 = call @remainder_9(%43, %c_13) : (tensor<4x4xi32>, tensor<i32>) -> tensor<4x4xi32>
    %45 = stablehlo.convert %29 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.reduce(%45 init: %c_14) applies stablehlo.add across dimensions = [1] : (tensor<4x5xi32>, tensor<i32>) -> tensor<4xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %48 = stablehlo.iota dim = 0 : tensor<4xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<4x4xi32>
    %51 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x4xi32>
    %52 = stablehlo.compare GE, %50, %51, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %53 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %54 = call @_where_10(%52, %53, %44) : (tensor<4x4xi1>, tensor<4x1xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<ui8>
    %55 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui8>) -> tensor<2x3x4xui8>
    %56 = stablehlo.compare NE, %arg1, %55, UNSIGNED : (tensor<2x3x4xui8>, tensor<2x3x4xui8>) -> tensor<2x3x4xi1>
    %57 = call @cumsum_11(%56) : (tensor<2x3x4xi1>) -> tensor<2x3x4xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2x3x4xi32>
    %60 = stablehlo.compare LT, %57, %59, SIGNED : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi1>
    %c_18 = stablehlo.constant dense<2> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2x3x4xi32>
    %62 = stablehlo.add %57, %61 : tensor<2x3x4xi32>
    %63 = stablehlo.select %60, %62, %57 : tensor<2x3x4xi1>, tensor<2x3x4xi32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x3x4xi32>) -> tensor<2x3x4x1xi32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %66 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [1] : (tensor<4xi32>) -> tensor<3x4xi32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [1, 2] : (tensor<3x2xi32>) -> tensor<2x3x2xi32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [1, 2] : (tensor<3x4xi32>) -> tensor<2x3x4xi32>
    %70 = "stablehlo.scatter"(%68, %64, %69) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %110 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %110 : tensor<i32>
    }) : (tensor<2x3x2xi32>, tensor<2x3x4x1xi32>, tensor<2x3x4xi32>) -> tensor<2x3x2xi32>
    %71 = call @cumsum_13(%70) : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %72 = call @floor_divide_15(%71, %c_20) : (tensor<2x3x2xi32>, tensor<i32>) -> tensor<2x3x2xi32>
    %c_21 = stablehlo.constant dense<4> : tensor<i32>
    %73 = call @remainder_17(%72, %c_21) : (tensor<2x3x2xi32>, tensor<i32>) -> tensor<2x3x2xi32>
    %74 = stablehlo.convert %56 : (tensor<2x3x4xi1>) -> tensor<2x3x4xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.reduce(%74 init: %c_22) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<2x3xi32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %77 = stablehlo.iota dim = 0 : tensor<2xi32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [2] : (tensor<2xi32>) -> tensor<1x1x2xi32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x2xi32>) -> tensor<2x3x2xi32>
    %80 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x3x1xi32>) -> tensor<2x3x2xi32>
    %81 = stablehlo.compare GE, %79, %80, SIGNED : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi1>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %82 = call @_where_18(%81, %c_23, %73) : (tensor<2x3x2xi1>, tensor<i32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
    %83 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x5xf32>) -> tensor<5x4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %85 = stablehlo.compare NE, %83, %84, FLOAT : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xi1>
    %86 = call @cumsum_19(%85) : (tensor<5x4xi1>) -> tensor<5x4xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<5x4xi32>
    %89 = stablehlo.compare LT, %86, %88, SIGNED : (tensor<5x4xi32>, tensor<5x4xi32>) -> tensor<5x4xi1>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<5x4xi32>
    %91 = stablehlo.add %86, %90 : tensor<5x4xi32>
    %92 = stablehlo.select %89, %91, %86 : tensor<5x4xi1>, tensor<5x4xi32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<5x4xi32>) -> tensor<5x4x1xi32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %95 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<2xi32>) -> tensor<5x2xi32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [1] : (tensor<4xi32>) -> tensor<5x4xi32>
    %97 = "stablehlo.scatter"(%95, %93, %96) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %110 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %110 : tensor<i32>
    }) : (tensor<5x2xi32>, tensor<5x4x1xi32>, tensor<5x4xi32>) -> tensor<5x2xi32>
    %98 = call @cumsum_21(%97) : (tensor<5x2xi32>) -> tensor<5x2xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %99 = call @floor_divide_23(%98, %c_29) : (tensor<5x2xi32>, tensor<i32>) -> tensor<5x2xi32>
    %c_30 = stablehlo.constant dense<4> : tensor<i32>
    %100 = call @remainder_25(%99, %c_30) : (tensor<5x2xi32>, tensor<i32>) -> tensor<5x2xi32>
    %101 = stablehlo.convert %85 : (tensor<5x4xi1>) -> tensor<5x4xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %102 = stablehlo.reduce(%101 init: %c_31) applies stablehlo.add across dimensions = [1] : (tensor<5x4xi32>, tensor<i32>) -> tensor<5xi32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %104 = stablehlo.iota dim = 0 : tensor<2xi32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x2xi32>) -> tensor<5x2xi32>
    %107 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x2xi32>
    %108 = stablehlo.compare GE, %106, %107, SIGNED : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %109 = call @_where_26(%108, %c_32, %100) : (tensor<5x2xi1>, tensor<i32>, tensor<5x2xi32>) -> tensor<5x2xi32>
    return %27, %54, %82, %109 : tensor<4x3xi32>, tensor<4x4xi32>, tensor<2x3x2xi32>, tensor<5x2xi32>
  }
  func.func private @cumsum(%arg0: tensor<4x5xi1>) -> tensor<4x5xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %1 = call @cumsum_0(%0) : (tensor<4x5xi32>) -> tensor<4x5xi32>
    return %1 : tensor<4x5xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x5xi32>) -> tensor<4x5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<4xi32>, %carry: tensor<4xi32>):
      %2 = stablehlo.add %input, %carry : tensor<4xi32>
      stablehlo.return %2, %2 : tensor<4xi32>, tensor<4xi32>
    } : (tensor<4x5xi32>, tensor<4xi32>) -> (tensor<4x5xi32>, tensor<4xi32>)
    return %1#0 : tensor<4x5xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<4x3xi32>) -> tensor<4x3xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<4x3xi32>) -> tensor<4x3xi32>
    return %0 : tensor<4x3xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<4x3xi32>) -> tensor<4x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<4xi32>, %carry: tensor<4xi32>):
      %2 = stablehlo.add %input, %carry : tensor<4xi32>
      stablehlo.return %2, %2 : tensor<4xi32>, tensor<4xi32>
    } : (tensor<4x3xi32>, tensor<4xi32>) -> (tensor<4x3xi32>, tensor<4xi32>)
    return %1#0 : tensor<4x3xi32>
  }
  func.func private @floor_divide(%arg0: tensor<4x3xi32>, %arg1: tensor<i32>) -> tensor<4x3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4x3xi32>
    %3 = stablehlo.sign %arg0 : tensor<4x3xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<4x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %11 = stablehlo.and %6, %10 : tensor<4x3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<4x3xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<4x3xi1>, tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
    return %14 : tensor<4x3xi32>
  }
  func.func private @_where(%arg0: tensor<4x3xi1>, %arg1: tensor<4x3xi32>, %arg2: tensor<4x3xi32>) -> tensor<4x3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x3xi1>, tensor<4x3xi32>
    return %0 : tensor<4x3xi32>
  }
  func.func private @remainder(%arg0: tensor<4x3xi32>, %arg1: tensor<i32>) -> tensor<4x3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4x3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4x3xi1>, tensor<4x3xi1>) -> tensor<4x3xi1>
    %12 = stablehlo.and %11, %6 : tensor<4x3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %14 = stablehlo.add %4, %13 : tensor<4x3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4x3xi1>, tensor<4x3xi32>
    return %15 : tensor<4x3xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<4x3xi1>, %arg1: tensor<1xi32>, %arg2: tensor<4x3xi32>) -> tensor<4x3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1xi32>) -> tensor<4x3xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x3xi1>, tensor<4x3xi32>
    return %1 : tensor<4x3xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<4x4xi32>) -> tensor<4x4xi32> {
    %0 = call @cumsum_6(%arg0) : (tensor<4x4xi32>) -> tensor<4x4xi32>
    return %0 : tensor<4x4xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<4x4xi32>) -> tensor<4x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<4xi32>, %carry: tensor<4xi32>):
      %2 = stablehlo.add %input, %carry : tensor<4xi32>
      stablehlo.return %2, %2 : tensor<4xi32>, tensor<4xi32>
    } : (tensor<4x4xi32>, tensor<4xi32>) -> (tensor<4x4xi32>, tensor<4xi32>)
    return %1#0 : tensor<4x4xi32>
  }
  func.func private @floor_divide_7(%arg0: tensor<4x4xi32>, %arg1: tensor<i32>) -> tensor<4x4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4x4xi32>
    %3 = stablehlo.sign %arg0 : tensor<4x4xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %11 = stablehlo.and %6, %10 : tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<4x4xi32>
    %14 = call @_where_8(%11, %13, %2) : (tensor<4x4xi1>, tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    return %14 : tensor<4x4xi32>
  }
  func.func private @_where_8(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xi32>, %arg2: tensor<4x4xi32>) -> tensor<4x4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4xi1>, tensor<4x4xi32>
    return %0 : tensor<4x4xi32>
  }
  func.func private @remainder_9(%arg0: tensor<4x4xi32>, %arg1: tensor<i32>) -> tensor<4x4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4x4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %14 = stablehlo.add %4, %13 : tensor<4x4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4x4xi1>, tensor<4x4xi32>
    return %15 : tensor<4x4xi32>
  }
  func.func private @_where_10(%arg0: tensor<4x4xi1>, %arg1: tensor<4x1xi32>, %arg2: tensor<4x4xi32>) -> tensor<4x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x4xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x4xi1>, tensor<4x4xi32>
    return %1 : tensor<4x4xi32>
  }
  func.func private @cumsum_11(%arg0: tensor<2x3x4xi1>) -> tensor<2x3x4xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x3x4xi1>) -> tensor<2x3x4xi32>
    %1 = call @cumsum_12(%0) : (tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
    return %1 : tensor<2x3x4xi32>
  }
  func.func private @cumsum_12(%arg0: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=2  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<2x3xi32>, %carry: tensor<2x3xi32>):
      %2 = stablehlo.add %input, %carry : tensor<2x3xi32>
      stablehlo.return %2, %2 : tensor<2x3xi32>, tensor<2x3xi32>
    } : (tensor<2x3x4xi32>, tensor<2x3xi32>) -> (tensor<2x3x4xi32>, tensor<2x3xi32>)
    return %1#0 : tensor<2x3x4xi32>
  }
  func.func private @cumsum_13(%arg0: tensor<2x3x2xi32>) -> tensor<2x3x2xi32> {
    %0 = call @cumsum_14(%arg0) : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
    return %0 : tensor<2x3x2xi32>
  }
  func.func private @cumsum_14(%arg0: tensor<2x3x2xi32>) -> tensor<2x3x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=2  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<2x3xi32>, %carry: tensor<2x3xi32>):
      %2 = stablehlo.add %input, %carry : tensor<2x3xi32>
      stablehlo.return %2, %2 : tensor<2x3xi32>, tensor<2x3xi32>
    } : (tensor<2x3x2xi32>, tensor<2x3xi32>) -> (tensor<2x3x2xi32>, tensor<2x3xi32>)
    return %1#0 : tensor<2x3x2xi32>
  }
  func.func private @floor_divide_15(%arg0: tensor<2x3x2xi32>, %arg1: tensor<i32>) -> tensor<2x3x2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<2x3x2xi32>
    %3 = stablehlo.sign %arg0 : tensor<2x3x2xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<2x3x2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi1>
    %11 = stablehlo.and %6, %10 : tensor<2x3x2xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<2x3x2xi32>
    %14 = call @_where_16(%11, %13, %2) : (tensor<2x3x2xi1>, tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
    return %14 : tensor<2x3x2xi32>
  }
  func.func private @_where_16(%arg0: tensor<2x3x2xi1>, %arg1: tensor<2x3x2xi32>, %arg2: tensor<2x3x2xi32>) -> tensor<2x3x2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x3x2xi1>, tensor<2x3x2xi32>
    return %0 : tensor<2x3x2xi32>
  }
  func.func private @remainder_17(%arg0: tensor<2x3x2xi32>, %arg1: tensor<i32>) -> tensor<2x3x2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2x3x2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2x3x2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2x3x2xi1>, tensor<2x3x2xi1>) -> tensor<2x3x2xi1>
    %12 = stablehlo.and %11, %6 : tensor<2x3x2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
    %14 = stablehlo.add %4, %13 : tensor<2x3x2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2x3x2xi1>, tensor<2x3x2xi32>
    return %15 : tensor<2x3x2xi32>
  }
  func.func private @_where_18(%arg0: tensor<2x3x2xi1>, %arg1: tensor<i32>, %arg2: tensor<2x3x2xi32>) -> tensor<2x3x2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x3x2xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<2x3x2xi1>, tensor<2x3x2xi32>
    return %2 : tensor<2x3x2xi32>
  }
  func.func private @cumsum_19(%arg0: tensor<5x4xi1>) -> tensor<5x4xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<5x4xi1>) -> tensor<5x4xi32>
    %1 = call @cumsum_20(%0) : (tensor<5x4xi32>) -> tensor<5x4xi32>
    return %1 : tensor<5x4xi32>
  }
  func.func private @cumsum_20(%arg0: tensor<5x4xi32>) -> tensor<5x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<5xi32>, %carry: tensor<5xi32>):
      %2 = stablehlo.add %input, %carry : tensor<5xi32>
      stablehlo.return %2, %2 : tensor<5xi32>, tensor<5xi32>
    } : (tensor<5x4xi32>, tensor<5xi32>) -> (tensor<5x4xi32>, tensor<5xi32>)
    return %1#0 : tensor<5x4xi32>
  }
  func.func private @cumsum_21(%arg0: tensor<5x2xi32>) -> tensor<5x2xi32> {
    %0 = call @cumsum_22(%arg0) : (tensor<5x2xi32>) -> tensor<5x2xi32>
    return %0 : tensor<5x2xi32>
  }
  func.func private @cumsum_22(%arg0: tensor<5x2xi32>) -> tensor<5x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<5xi32>, %carry: tensor<5xi32>):
      %2 = stablehlo.add %input, %carry : tensor<5xi32>
      stablehlo.return %2, %2 : tensor<5xi32>, tensor<5xi32>
    } : (tensor<5x2xi32>, tensor<5xi32>) -> (tensor<5x2xi32>, tensor<5xi32>)
    return %1#0 : tensor<5x2xi32>
  }
  func.func private @floor_divide_23(%arg0: tensor<5x2xi32>, %arg1: tensor<i32>) -> tensor<5x2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<5x2xi32>
    %3 = stablehlo.sign %arg0 : tensor<5x2xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<5x2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %11 = stablehlo.and %6, %10 : tensor<5x2xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<5x2xi32>
    %14 = call @_where_24(%11, %13, %2) : (tensor<5x2xi1>, tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi32>
    return %14 : tensor<5x2xi32>
  }
  func.func private @_where_24(%arg0: tensor<5x2xi1>, %arg1: tensor<5x2xi32>, %arg2: tensor<5x2xi32>) -> tensor<5x2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x2xi1>, tensor<5x2xi32>
    return %0 : tensor<5x2xi32>
  }
  func.func private @remainder_25(%arg0: tensor<5x2xi32>, %arg1: tensor<i32>) -> tensor<5x2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<5x2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5x2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<5x2xi1>, tensor<5x2xi1>) -> tensor<5x2xi1>
    %12 = stablehlo.and %11, %6 : tensor<5x2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %14 = stablehlo.add %4, %13 : tensor<5x2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<5x2xi1>, tensor<5x2xi32>
    return %15 : tensor<5x2xi32>
  }
  func.func private @_where_26(%arg0: tensor<5x2xi1>, %arg1: tensor<i32>, %arg2: tensor<5x2xi32>) -> tensor<5x2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5x2xi1>, tensor<5x2xi32>
    return %2 : tensor<5x2xi32>
  }
}
