module @jit_plat_rules attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<2x1x3x3xf32>, %arg2: tensor<8xcomplex<f32>>, %arg3: tensor<6xf32>, %arg4: tensor<3x3xi8>, %arg5: tensor<4xi32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}, tensor<3x3xi32> {jax.result_info = "result[2]"}, tensor<4x4xf32> {jax.result_info = "result[3]"}, tensor<1x2x4x4xf32> {jax.result_info = "result[4]"}, tensor<1x2x3x3xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<6xf32> {jax.result_info = "result[6]"}, tensor<6xf32> {jax.result_info = "result[7]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<6xf32> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4x4xf32>) -> tensor<1x1x4x4xf32>
    %1 = stablehlo.reverse %0, dims = [3] : tensor<1x1x4x4xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x4x4xcomplex<f32>>
    %4 = stablehlo.multiply %3, %2 : tensor<1x1x4x4xcomplex<f32>>
    %5 = stablehlo.convert %0 : (tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xcomplex<f32>>
    %6 = stablehlo.add %5, %4 : tensor<1x1x4x4xcomplex<f32>>
    %7 = stablehlo.convert %arg1 : (tensor<2x1x3x3xf32>) -> tensor<2x1x3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,2.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x1x3x3xcomplex<f32>>
    %9 = stablehlo.multiply %8, %7 : tensor<2x1x3x3xcomplex<f32>>
    %10 = stablehlo.convert %arg1 : (tensor<2x1x3x3xf32>) -> tensor<2x1x3x3xcomplex<f32>>
    %11 = stablehlo.add %10, %9 : tensor<2x1x3x3xcomplex<f32>>
    %12 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %13 = stablehlo.dot_general %arg0, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %14 = stablehlo.convert %arg0 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %15 = stablehlo.convert %arg0 : tensor<4x4xf32>
    %16 = stablehlo.convert %14 : (tensor<4x4xbf16>) -> tensor<4x4xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %18 = stablehlo.convert %arg4 : (tensor<3x3xi8>) -> tensor<3x3xi32>
    %19 = stablehlo.convert %arg4 : (tensor<3x3xi8>) -> tensor<3x3xi32>
    %20 = stablehlo.convert %18 : tensor<3x3xi32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %22 = stablehlo.convert %arg0 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %23 = stablehlo.convert %arg0 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xf32>
    %25 = stablehlo.convolution(%0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x4x4xf32>
    %26 = stablehlo.real %6 : (tensor<1x1x4x4xcomplex<f32>>) -> tensor<1x1x4x4xf32>
    %27 = stablehlo.imag %6 : (tensor<1x1x4x4xcomplex<f32>>) -> tensor<1x1x4x4xf32>
    %28 = stablehlo.real %11 : (tensor<2x1x3x3xcomplex<f32>>) -> tensor<2x1x3x3xf32>
    %29 = stablehlo.imag %11 : (tensor<2x1x3x3xcomplex<f32>>) -> tensor<2x1x3x3xf32>
    %30 = stablehlo.add %26, %27 : tensor<1x1x4x4xf32>
    %31 = stablehlo.convolution(%30, %28) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
    %32 = stablehlo.subtract %29, %28 : tensor<2x1x3x3xf32>
    %33 = stablehlo.convolution(%26, %32) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
    %34 = stablehlo.add %28, %29 : tensor<2x1x3x3xf32>
    %35 = stablehlo.convolution(%27, %34) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
    %36 = stablehlo.subtract %31, %35 : tensor<1x2x3x3xf32>
    %37 = stablehlo.add %31, %33 : tensor<1x2x3x3xf32>
    %38 = stablehlo.complex %36, %37 : tensor<1x2x3x3xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %40 = stablehlo.compare LT, %arg5, %39, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %42 = stablehlo.add %arg5, %41 : tensor<4xi32>
    %43 = stablehlo.select %40, %42, %arg5 : tensor<4xi1>, tensor<4xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_2 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_3 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_4 = stablehlo.constant dense<2147483647> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %47 = stablehlo.minimum %c_3, %46 : tensor<1xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1] : (tensor<1xi32>) -> tensor<4x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %50 = stablehlo.clamp %49, %44, %48 : tensor<4x1xi32>
    %51 = "stablehlo.scatter"(%arg3, %50, %45) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %67 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %67 : tensor<f32>
    }) : (tensor<6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<6xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %53 = stablehlo.compare LT, %arg5, %52, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %55 = stablehlo.add %arg5, %54 : tensor<4xi32>
    %56 = stablehlo.select %53, %55, %arg5 : tensor<4xi1>, tensor<4xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %59 = "stablehlo.scatter"(%arg3, %57, %58) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %67 = stablehlo.subtract %arg6, %arg7 : tensor<f32>
      stablehlo.return %67 : tensor<f32>
    }) : (tensor<6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<6xf32>
    %60 = call @fft(%arg2) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %61 = stablehlo.negate %arg3 : tensor<6xf32>
    %62 = stablehlo.exponential %61 : tensor<6xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %64 = stablehlo.add %63, %62 : tensor<6xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %66 = stablehlo.divide %65, %64 : tensor<6xf32>
    return %13, %17, %21, %24, %25, %38, %51, %59, %60, %66 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x3xi32>, tensor<4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x3x3xcomplex<f32>>, tensor<6xf32>, tensor<6xf32>, tensor<8xcomplex<f32>>, tensor<6xf32>
  }
  func.func private @fft(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
}
