module @jit_plat_rules attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x4xf32>, %arg2: tensor<2x1x3x3xf32>, %arg3: tensor<8xcomplex<f32>>, %arg4: tensor<6xf32>, %arg5: tensor<3x3xi8>, %arg6: tensor<4xi32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}, tensor<3x3xi32> {jax.result_info = "result[2]"}, tensor<4x4xf32> {jax.result_info = "result[3]"}, tensor<1x2x4x4xf32> {jax.result_info = "result[4]"}, tensor<1x2x3x3xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<6xf32> {jax.result_info = "result[6]"}, tensor<6xf32> {jax.result_info = "result[7]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<6xf32> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x4xf32>) -> tensor<1x1x4x4xf32>
    %1 = stablehlo.reverse %0, dims = [3] : tensor<1x1x4x4xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x4x4xcomplex<f32>>
    %4 = stablehlo.multiply %3, %2 : tensor<1x1x4x4xcomplex<f32>>
    %5 = stablehlo.convert %0 : (tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xcomplex<f32>>
    %6 = stablehlo.add %5, %4 : tensor<1x1x4x4xcomplex<f32>>
    %7 = stablehlo.convert %arg2 : (tensor<2x1x3x3xf32>) -> tensor<2x1x3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,2.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x1x3x3xcomplex<f32>>
    %9 = stablehlo.multiply %8, %7 : tensor<2x1x3x3xcomplex<f32>>
    %10 = stablehlo.convert %arg2 : (tensor<2x1x3x3xf32>) -> tensor<2x1x3x3xcomplex<f32>>
    %11 = stablehlo.add %10, %9 : tensor<2x1x3x3xcomplex<f32>>
    %12 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %13 = "stablehlo.case"(%arg0) ({
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }, {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.case"(%13) ({
      %54 = stablehlo.dot_general %arg1, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      stablehlo.return %54 : tensor<4x4xf32>
    }, {
      %54 = stablehlo.dot_general %arg1, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      stablehlo.return %54 : tensor<4x4xf32>
    }) : (tensor<i32>) -> tensor<4x4xf32>
    %15 = stablehlo.convert %arg1 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %16 = "stablehlo.case"(%arg0) ({
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }, {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %17 = "stablehlo.case"(%16) ({
      %54 = stablehlo.convert %arg1 : tensor<4x4xf32>
      %55 = stablehlo.convert %15 : (tensor<4x4xbf16>) -> tensor<4x4xf32>
      %56 = stablehlo.dot_general %54, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      stablehlo.return %56 : tensor<4x4xf32>
    }, {
      %54 = stablehlo.convert %arg1 : tensor<4x4xf32>
      %55 = stablehlo.convert %15 : (tensor<4x4xbf16>) -> tensor<4x4xf32>
      %56 = stablehlo.dot_general %54, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      stablehlo.return %56 : tensor<4x4xf32>
    }) : (tensor<i32>) -> tensor<4x4xf32>
    %18 = stablehlo.convert %arg5 : (tensor<3x3xi8>) -> tensor<3x3xi32>
    %19 = "stablehlo.case"(%arg0) ({
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }, {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %20 = "stablehlo.case"(%19) ({
      %54 = stablehlo.convert %arg5 : (tensor<3x3xi8>) -> tensor<3x3xi32>
      %55 = stablehlo.convert %18 : tensor<3x3xi32>
      %56 = stablehlo.dot_general %54, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
      stablehlo.return %56 : tensor<3x3xi32>
    }, {
      %54 = stablehlo.convert %arg5 : (tensor<3x3xi8>) -> tensor<3x3xi32>
      %55 = stablehlo.convert %18 : tensor<3x3xi32>
      %56 = stablehlo.dot_general %54, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
      stablehlo.return %56 : tensor<3x3xi32>
    }) : (tensor<i32>) -> tensor<3x3xi32>
    %21 = stablehlo.convert %arg1 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %22 = stablehlo.convert %arg1 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %23 = "stablehlo.case"(%arg0) ({
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }, {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %24 = "stablehlo.case"(%23) ({
      %54 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xf32>
      stablehlo.return %54 : tensor<4x4xf32>
    }, {
      %54 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xf32>
      stablehlo.return %54 : tensor<4x4xf32>
    }) : (tensor<i32>) -> tensor<4x4xf32>
    %25 = "stablehlo.case"(%arg0) ({
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }, {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.case"(%25) ({
      %54 = stablehlo.convolution(%0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x4x4xf32>
      stablehlo.return %54 : tensor<1x2x4x4xf32>
    }, {
      %54 = stablehlo.convolution(%0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x4x4xf32>
      stablehlo.return %54 : tensor<1x2x4x4xf32>
    }) : (tensor<i32>) -> tensor<1x2x4x4xf32>
    %27 = "stablehlo.case"(%arg0) ({
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }, {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %28 = "stablehlo.case"(%27) ({
      %54 = stablehlo.real %6 : (tensor<1x1x4x4xcomplex<f32>>) -> tensor<1x1x4x4xf32>
      %55 = stablehlo.imag %6 : (tensor<1x1x4x4xcomplex<f32>>) -> tensor<1x1x4x4xf32>
      %56 = stablehlo.real %11 : (tensor<2x1x3x3xcomplex<f32>>) -> tensor<2x1x3x3xf32>
      %57 = stablehlo.imag %11 : (tensor<2x1x3x3xcomplex<f32>>) -> tensor<2x1x3x3xf32>
      %58 = stablehlo.add %54, %55 : tensor<1x1x4x4xf32>
      %59 = stablehlo.convolution(%58, %56) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
      %60 = stablehlo.subtract %57, %56 : tensor<2x1x3x3xf32>
      %61 = stablehlo.convolution(%54, %60) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
      %62 = stablehlo.add %56, %57 : tensor<2x1x3x3xf32>
      %63 = stablehlo.convolution(%55, %62) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
      %64 = stablehlo.subtract %59, %63 : tensor<1x2x3x3xf32>
      %65 = stablehlo.add %59, %61 : tensor<1x2x3x3xf32>
      %66 = stablehlo.complex %64, %65 : tensor<1x2x3x3xcomplex<f32>>
      stablehlo.return %66 : tensor<1x2x3x3xcomplex<f32>>
    }, {
      %54 = stablehlo.real %6 : (tensor<1x1x4x4xcomplex<f32>>) -> tensor<1x1x4x4xf32>
      %55 = stablehlo.imag %6 : (tensor<1x1x4x4xcomplex<f32>>) -> tensor<1x1x4x4xf32>
      %56 = stablehlo.real %11 : (tensor<2x1x3x3xcomplex<f32>>) -> tensor<2x1x3x3xf32>
      %57 = stablehlo.imag %11 : (tensor<2x1x3x3xcomplex<f32>>) -> tensor<2x1x3x3xf32>
      %58 = stablehlo.add %54, %55 : tensor<1x1x4x4xf32>
      %59 = stablehlo.convolution(%58, %56) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
      %60 = stablehlo.subtract %57, %56 : tensor<2x1x3x3xf32>
      %61 = stablehlo.convolution(%54, %60) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
      %62 = stablehlo.add %56, %57 : tensor<2x1x3x3xf32>
      %63 = stablehlo.convolution(%55, %62) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
      %64 = stablehlo.subtract %59, %63 : tensor<1x2x3x3xf32>
      %65 = stablehlo.add %59, %61 : tensor<1x2x3x3xf32>
      %66 = stablehlo.complex %64, %65 : tensor<1x2x3x3xcomplex<f32>>
      stablehlo.return %66 : tensor<1x2x3x3xcomplex<f32>>
    }) : (tensor<i32>) -> tensor<1x2x3x3xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %30 = stablehlo.compare LT, %arg6, %29, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %32 = stablehlo.add %arg6, %31 : tensor<4xi32>
    %33 = stablehlo.select %30, %32, %arg6 : tensor<4xi1>, tensor<4xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_2 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %36 = "stablehlo.case"(%arg0) ({
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }, {
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.case"(%36) ({
      %c_8 = stablehlo.constant dense<5> : tensor<1xi32>
      %c_9 = stablehlo.constant dense<2147483647> : tensor<i32>
      %54 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %55 = stablehlo.minimum %c_8, %54 : tensor<1xi32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [1] : (tensor<1xi32>) -> tensor<4x1xi32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %57 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %58 = stablehlo.clamp %57, %34, %56 : tensor<4x1xi32>
      %59 = "stablehlo.scatter"(%arg4, %58, %35) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
        %60 = stablehlo.add %arg7, %arg8 : tensor<f32>
        stablehlo.return %60 : tensor<f32>
      }) : (tensor<6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<6xf32>
      stablehlo.return %59 : tensor<6xf32>
    }, {
      %c_8 = stablehlo.constant dense<5> : tensor<1xi32>
      %c_9 = stablehlo.constant dense<2147483647> : tensor<i32>
      %54 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %55 = stablehlo.minimum %c_8, %54 : tensor<1xi32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [1] : (tensor<1xi32>) -> tensor<4x1xi32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %57 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %58 = stablehlo.clamp %57, %34, %56 : tensor<4x1xi32>
      %59 = "stablehlo.scatter"(%arg4, %58, %35) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
        %60 = stablehlo.add %arg7, %arg8 : tensor<f32>
        stablehlo.return %60 : tensor<f32>
      }) : (tensor<6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<6xf32>
      stablehlo.return %59 : tensor<6xf32>
    }) : (tensor<i32>) -> tensor<6xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %39 = stablehlo.compare LT, %arg6, %38, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %41 = stablehlo.add %arg6, %40 : tensor<4xi32>
    %42 = stablehlo.select %39, %41, %arg6 : tensor<4xi1>, tensor<4xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %45 = "stablehlo.case"(%arg0) ({
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }, {
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_8 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %46 = "stablehlo.case"(%45) ({
      %54 = "stablehlo.scatter"(%arg4, %43, %44) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
        %55 = stablehlo.subtract %arg7, %arg8 : tensor<f32>
        stablehlo.return %55 : tensor<f32>
      }) : (tensor<6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<6xf32>
      stablehlo.return %54 : tensor<6xf32>
    }, {
      %54 = "stablehlo.scatter"(%arg4, %43, %44) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
        %55 = stablehlo.subtract %arg7, %arg8 : tensor<f32>
        stablehlo.return %55 : tensor<f32>
      }) : (tensor<6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<6xf32>
      stablehlo.return %54 : tensor<6xf32>
    }) : (tensor<i32>) -> tensor<6xf32>
    %47 = call @fft(%arg0, %arg3) : (tensor<i32>, tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %48 = stablehlo.negate %arg4 : tensor<6xf32>
    %49 = stablehlo.exponential %48 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %51 = stablehlo.add %50, %49 : tensor<6xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %53 = stablehlo.divide %52, %51 : tensor<6xf32>
    return %14, %17, %20, %24, %26, %28, %37, %46, %47, %53 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x3xi32>, tensor<4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x3x3xcomplex<f32>>, tensor<6xf32>, tensor<6xf32>, tensor<8xcomplex<f32>>, tensor<6xf32>
  }
  func.func private @fft(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %2 = stablehlo.fft %arg1, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
      stablehlo.return %2 : tensor<8xcomplex<f32>>
    }, {
      %2 = stablehlo.fft %arg1, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
      stablehlo.return %2 : tensor<8xcomplex<f32>>
    }) : (tensor<i32>) -> tensor<8xcomplex<f32>>
    return %1 : tensor<8xcomplex<f32>>
  }
}
