module @jit_plat_rules_cb attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<2x1x3x3xf32>, %arg2: tensor<8xcomplex<f32>>, %arg3: tensor<6xf32>, %arg4: tensor<3x3xi8>, %arg5: tensor<4xi32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}, tensor<3x3xi32> {jax.result_info = "result[2]"}, tensor<4x4xf32> {jax.result_info = "result[3]"}, tensor<1x2x4x4xf32> {jax.result_info = "result[4]"}, tensor<1x2x3x3xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<6xf32> {jax.result_info = "result[6]"}, tensor<6xf32> {jax.result_info = "result[7]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<6xf32> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x4xf32>) -> tensor<1x1x4x4xf32>
    %2 = stablehlo.reverse %1, dims = [3] : tensor<1x1x4x4xf32>
    %3 = stablehlo.convert %2 : (tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x4x4xcomplex<f32>>
    %5 = stablehlo.multiply %4, %3 : tensor<1x1x4x4xcomplex<f32>>
    %6 = stablehlo.convert %1 : (tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xcomplex<f32>>
    %7 = stablehlo.add %6, %5 : tensor<1x1x4x4xcomplex<f32>>
    %8 = stablehlo.convert %arg1 : (tensor<2x1x3x3xf32>) -> tensor<2x1x3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,2.000000e+00)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x1x3x3xcomplex<f32>>
    %10 = stablehlo.multiply %9, %8 : tensor<2x1x3x3xcomplex<f32>>
    %11 = stablehlo.convert %arg1 : (tensor<2x1x3x3xf32>) -> tensor<2x1x3x3xcomplex<f32>>
    %12 = stablehlo.add %11, %10 : tensor<2x1x3x3xcomplex<f32>>
    %13 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %14 = stablehlo.dot_general %0, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %15 = stablehlo.convert %0 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %16 = stablehlo.convert %0 : tensor<4x4xf32>
    %17 = stablehlo.convert %15 : (tensor<4x4xbf16>) -> tensor<4x4xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %19 = stablehlo.convert %arg4 : (tensor<3x3xi8>) -> tensor<3x3xi32>
    %20 = stablehlo.convert %arg4 : (tensor<3x3xi8>) -> tensor<3x3xi32>
    %21 = stablehlo.convert %19 : tensor<3x3xi32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %23 = stablehlo.convert %0 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %24 = stablehlo.convert %0 : (tensor<4x4xf32>) -> tensor<4x4xbf16>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xf32>
    %26 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x4x4xf32>
    %27 = stablehlo.real %7 : (tensor<1x1x4x4xcomplex<f32>>) -> tensor<1x1x4x4xf32>
    %28 = stablehlo.imag %7 : (tensor<1x1x4x4xcomplex<f32>>) -> tensor<1x1x4x4xf32>
    %29 = stablehlo.real %12 : (tensor<2x1x3x3xcomplex<f32>>) -> tensor<2x1x3x3xf32>
    %30 = stablehlo.imag %12 : (tensor<2x1x3x3xcomplex<f32>>) -> tensor<2x1x3x3xf32>
    %31 = stablehlo.add %27, %28 : tensor<1x1x4x4xf32>
    %32 = stablehlo.convolution(%31, %29) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
    %33 = stablehlo.subtract %30, %29 : tensor<2x1x3x3xf32>
    %34 = stablehlo.convolution(%27, %33) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
    %35 = stablehlo.add %29, %30 : tensor<2x1x3x3xf32>
    %36 = stablehlo.convolution(%28, %35) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x3x3xf32>
    %37 = stablehlo.subtract %32, %36 : tensor<1x2x3x3xf32>
    %38 = stablehlo.add %32, %34 : tensor<1x2x3x3xf32>
    %39 = stablehlo.complex %37, %38 : tensor<1x2x3x3xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %41 = stablehlo.compare LT, %arg5, %40, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %43 = stablehlo.add %arg5, %42 : tensor<4xi32>
    %44 = stablehlo.select %41, %43, %arg5 : tensor<4xi1>, tensor<4xi32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_2 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_3 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_4 = stablehlo.constant dense<2147483647> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %48 = stablehlo.minimum %c_3, %47 : tensor<1xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<1xi32>) -> tensor<4x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %51 = stablehlo.clamp %50, %45, %49 : tensor<4x1xi32>
    %52 = "stablehlo.scatter"(%arg3, %51, %46) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %68 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %68 : tensor<f32>
    }) : (tensor<6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<6xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %54 = stablehlo.compare LT, %arg5, %53, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %56 = stablehlo.add %arg5, %55 : tensor<4xi32>
    %57 = stablehlo.select %54, %56, %arg5 : tensor<4xi1>, tensor<4xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = "stablehlo.scatter"(%arg3, %58, %59) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %68 = stablehlo.subtract %arg6, %arg7 : tensor<f32>
      stablehlo.return %68 : tensor<f32>
    }) : (tensor<6xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<6xf32>
    %61 = call @fft(%arg2) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %62 = stablehlo.negate %arg3 : tensor<6xf32>
    %63 = stablehlo.exponential %62 : tensor<6xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %65 = stablehlo.add %64, %63 : tensor<6xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %67 = stablehlo.divide %66, %65 : tensor<6xf32>
    return %14, %18, %22, %25, %26, %39, %52, %60, %61, %67 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x3xi32>, tensor<4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x3x3xcomplex<f32>>, tensor<6xf32>, tensor<6xf32>, tensor<8xcomplex<f32>>, tensor<6xf32>
  }
  func.func private @fft(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
}
