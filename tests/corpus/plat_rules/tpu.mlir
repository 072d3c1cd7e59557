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
    %15 = stablehlo.dot_general %arg0, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xbf16>) -> tensor<4x4xf32>
    %16 = stablehlo.convert %arg4 : (tensor<3x3xi8>) -> tensor<3x3xi32>
    %17 = stablehlo.dot_general %arg4, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xi8>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %18 = stablehlo.convert %arg0 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %19 = stablehlo.convert %arg0 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xf32>
    %21 = stablehlo.convolution(%0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x4x4xf32>
    %22 = stablehlo.convolution(%6, %11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xcomplex<f32>>, tensor<2x1x3x3xcomplex<f32>>) -> tensor<1x2x3x3xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %24 = stablehlo.compare LT, %arg5, %23, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %26 = stablehlo.add %arg5, %25 : tensor<4xi32>
    %27 = stablehlo.select %24, %26, %arg5 : tensor<4xi1>, tensor<4xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_2 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_3 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_4 = stablehlo.constant dense<2147483647> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.minimum %c_3, %30 : tensor<1xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<1xi32>) -> tensor<4x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %34 = stablehlo.clamp %33, %28, %32 : tensor<4x1xi32>
    %35 = "stablehlo.scatter"(%arg3, %34, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %51 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %51 : tensor<f32>
    }) : (tensor<6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<6xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %37 = stablehlo.compare LT, %arg5, %36, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %39 = stablehlo.add %arg5, %38 : tensor<4xi32>
    %40 = stablehlo.select %37, %39, %arg5 : tensor<4xi1>, tensor<4xi32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %43 = "stablehlo.scatter"(%arg3, %41, %42) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %51 = stablehlo.subtract %arg6, %arg7 : tensor<f32>
      stablehlo.return %51 : tensor<f32>
    }) : (tensor<6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<6xf32>
    %44 = call @fft(%arg2) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %45 = stablehlo.negate %arg3 : tensor<6xf32>
    %46 = stablehlo.exponential %45 : tensor<6xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %48 = stablehlo.add %47, %46 : tensor<6xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %50 = stablehlo.divide %49, %48 : tensor<6xf32>
    return %13, %15, %17, %20, %21, %22, %35, %43, %44, %50 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x3xi32>, tensor<4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x3x3xcomplex<f32>>, tensor<6xf32>, tensor<6xf32>, tensor<8xcomplex<f32>>, tensor<6xf32>
  }
  func.func private @fft(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
}
