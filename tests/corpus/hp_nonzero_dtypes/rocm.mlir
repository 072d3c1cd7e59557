module @jit_hp_nonzero_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xbf16>, %arg1: tensor<5xf16>, %arg2: tensor<4xcomplex<f32>>, %arg3: tensor<7xi8>, %arg4: tensor<3x2xui32>) -> (tensor<3xi32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<4xi32> {jax.result_info = "result[3]"}, tensor<3xf32> {jax.result_info = "result[4][0]"}, tensor<3xf32> {jax.result_info = "result[4][1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xbf16>) -> tensor<6xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<6xbf16>
    %2 = stablehlo.compare NE, %0, %1, FLOAT : (tensor<6xbf16>, tensor<6xbf16>) -> tensor<6xi1>
    %3 = call @cumsum(%2) : (tensor<6xi1>) -> tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare LT, %3, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.add %3, %7 : tensor<6xi32>
    %9 = stablehlo.select %6, %8, %3 : tensor<6xi1>, tensor<6xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %12 = "stablehlo.scatter"(%4, %10, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %122 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %122 : tensor<i32>
    }) : (tensor<3xi32>, tensor<6x1xi32>, tensor<6xi32>) -> tensor<3xi32>
    %13 = call @cumsum_1(%12) : (tensor<3xi32>) -> tensor<3xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %14 = call @floor_divide(%13, %c_3) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %15 = call @remainder(%14, %c_4) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %16 = stablehlo.convert %2 : (tensor<6xi1>) -> tensor<6xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.reduce(%16 init: %c_5) applies stablehlo.add across dimensions = [0] : (tensor<6xi32>, tensor<i32>) -> tensor<i32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.iota dim = 0 : tensor<3xi32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %21 = stablehlo.compare GE, %19, %20, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %22 = call @_where_4(%21, %c_6, %15) : (tensor<3xi1>, tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f16>) -> tensor<5xf16>
    %24 = stablehlo.compare NE, %arg1, %23, FLOAT : (tensor<5xf16>, tensor<5xf16>) -> tensor<5xi1>
    %25 = call @cumsum_5(%24) : (tensor<5xi1>) -> tensor<5xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %28 = stablehlo.compare LT, %25, %27, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_10 = stablehlo.constant dense<3> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %30 = stablehlo.add %25, %29 : tensor<5xi32>
    %31 = stablehlo.select %28, %30, %25 : tensor<5xi1>, tensor<5xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %34 = "stablehlo.scatter"(%26, %32, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %122 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %122 : tensor<i32>
    }) : (tensor<3xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<3xi32>
    %35 = call @cumsum_1(%34) : (tensor<3xi32>) -> tensor<3xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %36 = call @floor_divide(%35, %c_12) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %37 = call @remainder(%36, %c_13) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %38 = stablehlo.convert %37 : (tensor<3xi32>) -> tensor<3xf32>
    %39 = stablehlo.convert %24 : (tensor<5xi1>) -> tensor<5xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.reduce(%39 init: %c_14) applies stablehlo.add across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %42 = stablehlo.iota dim = 0 : tensor<3xi32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %44 = stablehlo.compare GE, %42, %43, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %cst_15 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %46 = call @_where_7(%44, %45, %38) : (tensor<3xi1>, tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
    %cst_16 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %48 = stablehlo.compare NE, %arg2, %47, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
    %49 = call @cumsum_8(%48) : (tensor<4xi1>) -> tensor<4xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %52 = stablehlo.compare LT, %49, %51, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_19 = stablehlo.constant dense<3> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %54 = stablehlo.add %49, %53 : tensor<4xi32>
    %55 = stablehlo.select %52, %54, %49 : tensor<4xi1>, tensor<4xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %58 = "stablehlo.scatter"(%50, %56, %57) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %122 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %122 : tensor<i32>
    }) : (tensor<3xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<3xi32>
    %59 = call @cumsum_1(%58) : (tensor<3xi32>) -> tensor<3xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %60 = call @floor_divide(%59, %c_21) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_22 = stablehlo.constant dense<4> : tensor<i32>
    %61 = call @remainder(%60, %c_22) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %62 = stablehlo.convert %48 : (tensor<4xi1>) -> tensor<4xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %63 = stablehlo.reduce(%62 init: %c_23) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %65 = stablehlo.iota dim = 0 : tensor<3xi32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %67 = stablehlo.compare GE, %65, %66, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %68 = call @_where_4(%67, %c_24, %61) : (tensor<3xi1>, tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i8>
    %69 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i8>) -> tensor<7xi8>
    %70 = stablehlo.compare NE, %arg3, %69, SIGNED : (tensor<7xi8>, tensor<7xi8>) -> tensor<7xi1>
    %71 = call @cumsum_10(%70) : (tensor<7xi1>) -> tensor<7xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %74 = stablehlo.compare LT, %71, %73, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_28 = stablehlo.constant dense<4> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %76 = stablehlo.add %71, %75 : tensor<7xi32>
    %77 = stablehlo.select %74, %76, %71 : tensor<7xi1>, tensor<7xi32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %80 = "stablehlo.scatter"(%72, %78, %79) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %122 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %122 : tensor<i32>
    }) : (tensor<4xi32>, tensor<7x1xi32>, tensor<7xi32>) -> tensor<4xi32>
    %81 = call @cumsum_12(%80) : (tensor<4xi32>) -> tensor<4xi32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %82 = call @floor_divide_13(%81, %c_30) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_31 = stablehlo.constant dense<7> : tensor<i32>
    %83 = call @remainder_15(%82, %c_31) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %84 = stablehlo.convert %70 : (tensor<7xi1>) -> tensor<7xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %85 = stablehlo.reduce(%84 init: %c_32) applies stablehlo.add across dimensions = [0] : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %87 = stablehlo.iota dim = 0 : tensor<4xi32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<1xi32>) -> tensor<4xi32>
    %89 = stablehlo.compare GE, %87, %88, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_33 = stablehlo.constant dense<-2> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %91 = call @_where_16(%89, %90, %83) : (tensor<4xi1>, tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
    %92 = stablehlo.reshape %arg4 : (tensor<3x2xui32>) -> tensor<6xui32>
    %c_34 = stablehlo.constant dense<0> : tensor<ui32>
    %93 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %94 = stablehlo.compare NE, %92, %93, UNSIGNED : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    %95 = call @cumsum(%94) : (tensor<6xi1>) -> tensor<6xi32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %98 = stablehlo.compare LT, %95, %97, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_37 = stablehlo.constant dense<3> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %100 = stablehlo.add %95, %99 : tensor<6xi32>
    %101 = stablehlo.select %98, %100, %95 : tensor<6xi1>, tensor<6xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %104 = "stablehlo.scatter"(%96, %102, %103) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %122 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %122 : tensor<i32>
    }) : (tensor<3xi32>, tensor<6x1xi32>, tensor<6xi32>) -> tensor<3xi32>
    %105 = call @cumsum_1(%104) : (tensor<3xi32>) -> tensor<3xi32>
    %c_39 = stablehlo.constant dense<2> : tensor<i32>
    %106 = call @floor_divide(%105, %c_39) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_40 = stablehlo.constant dense<3> : tensor<i32>
    %107 = call @remainder(%106, %c_40) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %108 = stablehlo.convert %107 : (tensor<3xi32>) -> tensor<3xf32>
    %c_41 = stablehlo.constant dense<1> : tensor<i32>
    %109 = call @floor_divide(%105, %c_41) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_42 = stablehlo.constant dense<2> : tensor<i32>
    %110 = call @remainder(%109, %c_42) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %111 = stablehlo.convert %110 : (tensor<3xi32>) -> tensor<3xf32>
    %112 = stablehlo.convert %94 : (tensor<6xi1>) -> tensor<6xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %113 = stablehlo.reduce(%112 init: %c_43) applies stablehlo.add across dimensions = [0] : (tensor<6xi32>, tensor<i32>) -> tensor<i32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %115 = stablehlo.iota dim = 0 : tensor<3xi32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %117 = stablehlo.compare GE, %115, %116, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %cst_44 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %119 = call @_where_7(%117, %118, %108) : (tensor<3xi1>, tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
    %cst_45 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %121 = call @_where_7(%117, %120, %111) : (tensor<3xi1>, tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %22, %46, %68, %91, %119, %121 : tensor<3xi32>, tensor<3xf32>, tensor<3xi32>, tensor<4xi32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @cumsum(%arg0: tensor<6xi1>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<6xi1>) -> tensor<6xi32>
    %1 = call @cumsum_0(%0) : (tensor<6xi32>) -> tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<6xi32>, tensor<i32>) -> (tensor<6xi32>, tensor<i32>)
    return %0#0 : tensor<6xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<3xi32>, tensor<i32>) -> (tensor<3xi32>, tensor<i32>)
    return %0#0 : tensor<3xi32>
  }
  func.func private @floor_divide(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3xi32>
    %3 = stablehlo.sign %arg0 : tensor<3xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %11 = stablehlo.and %6, %10 : tensor<3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<3xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %14 : tensor<3xi32>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @remainder(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.add %4, %13 : tensor<3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi32>
    return %15 : tensor<3xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<3xi1>, %arg1: tensor<i32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %2 : tensor<3xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<5xi1>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<5xi1>) -> tensor<5xi32>
    %1 = call @cumsum_6(%0) : (tensor<5xi32>) -> tensor<5xi32>
    return %1 : tensor<5xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<5xi32>, tensor<i32>) -> (tensor<5xi32>, tensor<i32>)
    return %0#0 : tensor<5xi32>
  }
  func.func private @_where_7(%arg0: tensor<3xi1>, %arg1: tensor<1xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @cumsum_8(%arg0: tensor<4xi1>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<4xi1>) -> tensor<4xi32>
    %1 = call @cumsum_9(%0) : (tensor<4xi32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
    return %0#0 : tensor<4xi32>
  }
  func.func private @cumsum_10(%arg0: tensor<7xi1>) -> tensor<7xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<7xi1>) -> tensor<7xi32>
    %1 = call @cumsum_11(%0) : (tensor<7xi32>) -> tensor<7xi32>
    return %1 : tensor<7xi32>
  }
  func.func private @cumsum_11(%arg0: tensor<7xi32>) -> tensor<7xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<7xi32>, tensor<i32>) -> (tensor<7xi32>, tensor<i32>)
    return %0#0 : tensor<7xi32>
  }
  func.func private @cumsum_12(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @cumsum_9(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @floor_divide_13(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
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
    %14 = call @_where_14(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %14 : tensor<4xi32>
  }
  func.func private @_where_14(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @remainder_15(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
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
  func.func private @_where_16(%arg0: tensor<4xi1>, %arg1: tensor<1xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xi32>) -> tensor<4xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %1 : tensor<4xi32>
  }
}
