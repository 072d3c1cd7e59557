module @jit_sign_pow_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi8>, %arg1: tensor<6xui8>, %arg2: tensor<2x3xi16>, %arg3: tensor<6xui16>, %arg4: tensor<6xui32>, %arg5: tensor<6xf16>, %arg6: tensor<6xbf16>, %arg7: tensor<2x3xf32>) -> (tensor<6xi8> {jax.result_info = "result[0]"}, tensor<6xi8> {jax.result_info = "result[1]"}, tensor<6xi8> {jax.result_info = "result[2]"}, tensor<6xi8> {jax.result_info = "result[3]"}, tensor<6xi8> {jax.result_info = "result[4]"}, tensor<6xi8> {jax.result_info = "result[5]"}, tensor<6xi8> {jax.result_info = "result[6]"}, tensor<6xi8> {jax.result_info = "result[7]"}, tensor<6xui8> {jax.result_info = "result[8]"}, tensor<6xui8> {jax.result_info = "result[9]"}, tensor<6xui8> {jax.result_info = "result[10]"}, tensor<6xui8> {jax.result_info = "result[11]"}, tensor<6xui8> {jax.result_info = "result[12]"}, tensor<6xui8> {jax.result_info = "result[13]"}, tensor<6xui8> {jax.result_info = "result[14]"}, tensor<2x3xi16> {jax.result_info = "result[15]"}, tensor<2x3xi16> {jax.result_info = "result[16]"}, tensor<2x3xi16> {jax.result_info = "result[17]"}, tensor<2x3xi16> {jax.result_info = "result[18]"}, tensor<2x3xi16> {jax.result_info = "result[19]"}, tensor<2x3xi16> {jax.result_info = "result[20]"}, tensor<2x3xi16> {jax.result_info = "result[21]"}, tensor<2x3xi16> {jax.result_info = "result[22]"}, tensor<6xui16> {jax.result_info = "result[23]"}, tensor<6xui16> {jax.result_info = "result[24]"}, tensor<6xui16> {jax.result_info = "result[25]"}, tensor<6xui16> {jax.result_info = "result[26]"}, tensor<6xui16> {jax.result_info = "result[27]"}, tensor<6xui16> {jax.result_info = "result[28]"}, tensor<6xui16> {jax.result_info = "result[29]"}, tensor<6xui32> {jax.result_info = "result[30]"}, tensor<6xui32> {jax.result_info = "result[31]"}, tensor<6xui32> {jax.result_info = "result[32]"}, tensor<6xui32> {jax.result_info = "result[33]"}, tensor<6xui32> {jax.result_info = "result[34]"}, tensor<6xui32> {jax.result_info = "result[35]"}, tensor<6xui32> {jax.result_info = "result[36]"}, tensor<6xf16> {jax.result_info = "result[37]"}, tensor<6xf16> {jax.result_info = "result[38]"}, tensor<6xf16> {jax.result_info = "result[39]"}, tensor<6xf16> {jax.result_info = "result[40]"}, tensor<6xf16> {jax.result_info = "result[41]"}, tensor<6xf16> {jax.result_info = "result[42]"}, tensor<6xf16> {jax.result_info = "result[43]"}, tensor<6xf16> {jax.result_info = "result[44]"}, tensor<6xf16> {jax.result_info = "result[45]"}, tensor<6xf16> {jax.result_info = "result[46]"}, tensor<6xbf16> {jax.result_info = "result[47]"}, tensor<6xbf16> {jax.result_info = "result[48]"}, tensor<6xbf16> {jax.result_info = "result[49]"}, tensor<6xbf16> {jax.result_info = "result[50]"}, tensor<6xbf16> {jax.result_info = "result[51]"}, tensor<6xbf16> {jax.result_info = "result[52]"}, tensor<6xbf16> {jax.result_info = "result[53]"}, tensor<6xbf16> {jax.result_info = "result[54]"}, tensor<6xbf16> {jax.result_info = "result[55]"}, tensor<6xbf16> {jax.result_info = "result[56]"}, tensor<2x3xf32> {jax.result_info = "result[57]"}, tensor<2x3xf32> {jax.result_info = "result[58]"}, tensor<2x3xf32> {jax.result_info = "result[59]"}, tensor<2x3xf32> {jax.result_info = "result[60]"}, tensor<2x3xf32> {jax.result_info = "result[61]"}, tensor<2x3xf32> {jax.result_info = "result[62]"}, tensor<2x3xf32> {jax.result_info = "result[63]"}, tensor<2x3xf32> {jax.result_info = "result[64]"}, tensor<2x3xf32> {jax.result_info = "result[65]"}, tensor<2x3xf32> {jax.result_info = "result[66]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg7) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.sign %arg0 : tensor<6xi8>
    %c = stablehlo.constant dense<1> : tensor<i8>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<6xi8>
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<6xi8>
    %4 = stablehlo.multiply %3, %arg0 : tensor<6xi8>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<6xi8>
    %6 = stablehlo.multiply %5, %5 : tensor<6xi8>
    %7 = stablehlo.multiply %arg0, %6 : tensor<6xi8>
    %8 = stablehlo.multiply %arg0, %arg0 : tensor<6xi8>
    %9 = stablehlo.multiply %8, %8 : tensor<6xi8>
    %10 = stablehlo.multiply %9, %9 : tensor<6xi8>
    %11 = stablehlo.multiply %arg0, %arg0 : tensor<6xi8>
    %12 = stablehlo.negate %arg0 : tensor<6xi8>
    %13 = stablehlo.abs %arg0 : tensor<6xi8>
    %c_0 = stablehlo.constant dense<0> : tensor<ui8>
    %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %15 = stablehlo.compare EQ, %arg1, %14, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %c_2 = stablehlo.constant dense<1> : tensor<ui8>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %18 = stablehlo.select %15, %16, %17 : tensor<6xi1>, tensor<6xui8>
    %c_3 = stablehlo.constant dense<1> : tensor<ui8>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %20 = stablehlo.multiply %arg1, %arg1 : tensor<6xui8>
    %21 = stablehlo.multiply %20, %arg1 : tensor<6xui8>
    %22 = stablehlo.multiply %arg1, %arg1 : tensor<6xui8>
    %23 = stablehlo.multiply %22, %22 : tensor<6xui8>
    %24 = stablehlo.multiply %arg1, %23 : tensor<6xui8>
    %25 = stablehlo.multiply %arg1, %arg1 : tensor<6xui8>
    %26 = stablehlo.multiply %25, %25 : tensor<6xui8>
    %27 = stablehlo.multiply %26, %26 : tensor<6xui8>
    %28 = stablehlo.multiply %arg1, %arg1 : tensor<6xui8>
    %29 = stablehlo.negate %arg1 : tensor<6xui8>
    %30 = stablehlo.sign %arg2 : tensor<2x3xi16>
    %c_4 = stablehlo.constant dense<1> : tensor<i16>
    %31 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i16>) -> tensor<2x3xi16>
    %32 = stablehlo.multiply %arg2, %arg2 : tensor<2x3xi16>
    %33 = stablehlo.multiply %32, %arg2 : tensor<2x3xi16>
    %34 = stablehlo.multiply %arg2, %arg2 : tensor<2x3xi16>
    %35 = stablehlo.multiply %34, %34 : tensor<2x3xi16>
    %36 = stablehlo.multiply %arg2, %35 : tensor<2x3xi16>
    %37 = stablehlo.multiply %arg2, %arg2 : tensor<2x3xi16>
    %38 = stablehlo.multiply %37, %37 : tensor<2x3xi16>
    %39 = stablehlo.multiply %38, %38 : tensor<2x3xi16>
    %40 = stablehlo.multiply %arg2, %arg2 : tensor<2x3xi16>
    %41 = stablehlo.negate %arg2 : tensor<2x3xi16>
    %42 = stablehlo.abs %arg2 : tensor<2x3xi16>
    %c_5 = stablehlo.constant dense<0> : tensor<ui16>
    %43 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui16>) -> tensor<6xui16>
    %44 = stablehlo.compare EQ, %arg3, %43, UNSIGNED : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<ui16>
    %45 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui16>) -> tensor<6xui16>
    %c_7 = stablehlo.constant dense<1> : tensor<ui16>
    %46 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui16>) -> tensor<6xui16>
    %47 = stablehlo.select %44, %45, %46 : tensor<6xi1>, tensor<6xui16>
    %c_8 = stablehlo.constant dense<1> : tensor<ui16>
    %48 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui16>) -> tensor<6xui16>
    %49 = stablehlo.multiply %arg3, %arg3 : tensor<6xui16>
    %50 = stablehlo.multiply %49, %arg3 : tensor<6xui16>
    %51 = stablehlo.multiply %arg3, %arg3 : tensor<6xui16>
    %52 = stablehlo.multiply %51, %51 : tensor<6xui16>
    %53 = stablehlo.multiply %arg3, %52 : tensor<6xui16>
    %54 = stablehlo.multiply %arg3, %arg3 : tensor<6xui16>
    %55 = stablehlo.multiply %54, %54 : tensor<6xui16>
    %56 = stablehlo.multiply %55, %55 : tensor<6xui16>
    %57 = stablehlo.multiply %arg3, %arg3 : tensor<6xui16>
    %58 = stablehlo.negate %arg3 : tensor<6xui16>
    %c_9 = stablehlo.constant dense<0> : tensor<ui32>
    %59 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %60 = stablehlo.compare EQ, %arg4, %59, UNSIGNED : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<ui32>
    %61 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %c_11 = stablehlo.constant dense<1> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %63 = stablehlo.select %60, %61, %62 : tensor<6xi1>, tensor<6xui32>
    %c_12 = stablehlo.constant dense<1> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %65 = stablehlo.multiply %arg4, %arg4 : tensor<6xui32>
    %66 = stablehlo.multiply %65, %arg4 : tensor<6xui32>
    %67 = stablehlo.multiply %arg4, %arg4 : tensor<6xui32>
    %68 = stablehlo.multiply %67, %67 : tensor<6xui32>
    %69 = stablehlo.multiply %arg4, %68 : tensor<6xui32>
    %70 = stablehlo.multiply %arg4, %arg4 : tensor<6xui32>
    %71 = stablehlo.multiply %70, %70 : tensor<6xui32>
    %72 = stablehlo.multiply %71, %71 : tensor<6xui32>
    %73 = stablehlo.multiply %arg4, %arg4 : tensor<6xui32>
    %74 = stablehlo.negate %arg4 : tensor<6xui32>
    %75 = stablehlo.sign %arg5 : tensor<6xf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %76 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %77 = stablehlo.multiply %arg5, %arg5 : tensor<6xf16>
    %78 = stablehlo.multiply %77, %arg5 : tensor<6xf16>
    %79 = stablehlo.multiply %arg5, %arg5 : tensor<6xf16>
    %80 = stablehlo.multiply %79, %79 : tensor<6xf16>
    %81 = stablehlo.multiply %arg5, %80 : tensor<6xf16>
    %82 = stablehlo.multiply %arg5, %arg5 : tensor<6xf16>
    %83 = stablehlo.multiply %82, %82 : tensor<6xf16>
    %84 = stablehlo.multiply %83, %83 : tensor<6xf16>
    %85 = chlo.square %arg5 : tensor<6xf16> -> tensor<6xf16>
    %86 = stablehlo.negate %arg5 : tensor<6xf16>
    %87 = stablehlo.abs %arg5 : tensor<6xf16>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %88 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %89 = stablehlo.divide %88, %arg5 : tensor<6xf16>
    %90 = stablehlo.multiply %arg5, %arg5 : tensor<6xf16>
    %91 = stablehlo.multiply %arg5, %90 : tensor<6xf16>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %93 = stablehlo.divide %92, %91 : tensor<6xf16>
    %94 = stablehlo.sign %arg6 : tensor<6xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %95 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<6xbf16>
    %96 = stablehlo.multiply %arg6, %arg6 : tensor<6xbf16>
    %97 = stablehlo.multiply %96, %arg6 : tensor<6xbf16>
    %98 = stablehlo.multiply %arg6, %arg6 : tensor<6xbf16>
    %99 = stablehlo.multiply %98, %98 : tensor<6xbf16>
    %100 = stablehlo.multiply %arg6, %99 : tensor<6xbf16>
    %101 = stablehlo.multiply %arg6, %arg6 : tensor<6xbf16>
    %102 = stablehlo.multiply %101, %101 : tensor<6xbf16>
    %103 = stablehlo.multiply %102, %102 : tensor<6xbf16>
    %104 = chlo.square %arg6 : tensor<6xbf16> -> tensor<6xbf16>
    %105 = stablehlo.negate %arg6 : tensor<6xbf16>
    %106 = stablehlo.abs %arg6 : tensor<6xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %107 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<6xbf16>
    %108 = stablehlo.divide %107, %arg6 : tensor<6xbf16>
    %109 = stablehlo.multiply %arg6, %arg6 : tensor<6xbf16>
    %110 = stablehlo.multiply %arg6, %109 : tensor<6xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %111 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<6xbf16>
    %112 = stablehlo.divide %111, %110 : tensor<6xbf16>
    %113 = stablehlo.sign %0 : tensor<2x3xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %115 = stablehlo.multiply %0, %0 : tensor<2x3xf32>
    %116 = stablehlo.multiply %115, %0 : tensor<2x3xf32>
    %117 = stablehlo.multiply %0, %0 : tensor<2x3xf32>
    %118 = stablehlo.multiply %117, %117 : tensor<2x3xf32>
    %119 = stablehlo.multiply %0, %118 : tensor<2x3xf32>
    %120 = stablehlo.multiply %0, %0 : tensor<2x3xf32>
    %121 = stablehlo.multiply %120, %120 : tensor<2x3xf32>
    %122 = stablehlo.multiply %121, %121 : tensor<2x3xf32>
    %123 = chlo.square %0 : tensor<2x3xf32> -> tensor<2x3xf32>
    %124 = stablehlo.negate %0 : tensor<2x3xf32>
    %125 = stablehlo.abs %0 : tensor<2x3xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %127 = stablehlo.divide %126, %0 : tensor<2x3xf32>
    %128 = stablehlo.multiply %0, %0 : tensor<2x3xf32>
    %129 = stablehlo.multiply %0, %128 : tensor<2x3xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %131 = stablehlo.divide %130, %129 : tensor<2x3xf32>
    return %1, %2, %4, %7, %10, %11, %12, %13, %18, %19, %21, %24, %27, %28, %29, %30, %31, %33, %36, %39, %40, %41, %42, %47, %48, %50, %53, %56, %57, %58, %63, %64, %66, %69, %72, %73, %74, %75, %76, %78, %81, %84, %85, %86, %87, %89, %93, %94, %95, %97, %100, %103, %104, %105, %106, %108, %112, %113, %114, %116, %119, %122, %123, %124, %125, %127, %131 : tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xui8>, tensor<6xui8>, tensor<6xui8>, tensor<6xui8>, tensor<6xui8>, tensor<6xui8>, tensor<6xui8>, tensor<2x3xi16>, tensor<2x3xi16>, tensor<2x3xi16>, tensor<2x3xi16>, tensor<2x3xi16>, tensor<2x3xi16>, tensor<2x3xi16>, tensor<2x3xi16>, tensor<6xui16>, tensor<6xui16>, tensor<6xui16>, tensor<6xui16>, tensor<6xui16>, tensor<6xui16>, tensor<6xui16>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
  }
}
