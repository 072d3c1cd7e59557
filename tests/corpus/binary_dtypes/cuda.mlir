module @jit_binary_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi8>, %arg1: tensor<6xi8>, %arg2: tensor<2x3xui16>, %arg3: tensor<1x3xui16>, %arg4: tensor<6xf16>, %arg5: tensor<6xf16>, %arg6: tensor<2x3xbf16>, %arg7: tensor<2x1xbf16>, %arg8: tensor<2x3xi1>, %arg9: tensor<1x3xi1>) -> (tensor<6xi8> {jax.result_info = "result[0]"}, tensor<6xi8> {jax.result_info = "result[1]"}, tensor<6xi8> {jax.result_info = "result[2]"}, tensor<6xi8> {jax.result_info = "result[3]"}, tensor<6xi8> {jax.result_info = "result[4]"}, tensor<6xi8> {jax.result_info = "result[5]"}, tensor<6xi8> {jax.result_info = "result[6]"}, tensor<6xi1> {jax.result_info = "result[7]"}, tensor<6xi1> {jax.result_info = "result[8]"}, tensor<6xi1> {jax.result_info = "result[9]"}, tensor<6xi1> {jax.result_info = "result[10]"}, tensor<6xi1> {jax.result_info = "result[11]"}, tensor<6xi1> {jax.result_info = "result[12]"}, tensor<6xi8> {jax.result_info = "result[13]"}, tensor<6xi8> {jax.result_info = "result[14]"}, tensor<6xi8> {jax.result_info = "result[15]"}, tensor<2x3xui16> {jax.result_info = "result[16]"}, tensor<2x3xui16> {jax.result_info = "result[17]"}, tensor<2x3xui16> {jax.result_info = "result[18]"}, tensor<2x3xui16> {jax.result_info = "result[19]"}, tensor<2x3xui16> {jax.result_info = "result[20]"}, tensor<2x3xui16> {jax.result_info = "result[21]"}, tensor<2x3xui16> {jax.result_info = "result[22]"}, tensor<2x3xi1> {jax.result_info = "result[23]"}, tensor<2x3xi1> {jax.result_info = "result[24]"}, tensor<2x3xi1> {jax.result_info = "result[25]"}, tensor<2x3xi1> {jax.result_info = "result[26]"}, tensor<2x3xi1> {jax.result_info = "result[27]"}, tensor<2x3xi1> {jax.result_info = "result[28]"}, tensor<2x3xui16> {jax.result_info = "result[29]"}, tensor<2x3xui16> {jax.result_info = "result[30]"}, tensor<2x3xui16> {jax.result_info = "result[31]"}, tensor<6xf16> {jax.result_info = "result[32]"}, tensor<6xf16> {jax.result_info = "result[33]"}, tensor<6xf16> {jax.result_info = "result[34]"}, tensor<6xf16> {jax.result_info = "result[35]"}, tensor<6xf16> {jax.result_info = "result[36]"}, tensor<6xf16> {jax.result_info = "result[37]"}, tensor<6xf16> {jax.result_info = "result[38]"}, tensor<6xi1> {jax.result_info = "result[39]"}, tensor<6xi1> {jax.result_info = "result[40]"}, tensor<6xi1> {jax.result_info = "result[41]"}, tensor<6xi1> {jax.result_info = "result[42]"}, tensor<6xi1> {jax.result_info = "result[43]"}, tensor<6xi1> {jax.result_info = "result[44]"}, tensor<6xf16> {jax.result_info = "result[45]"}, tensor<2x3xbf16> {jax.result_info = "result[46]"}, tensor<2x3xbf16> {jax.result_info = "result[47]"}, tensor<2x3xbf16> {jax.result_info = "result[48]"}, tensor<2x3xbf16> {jax.result_info = "result[49]"}, tensor<2x3xbf16> {jax.result_info = "result[50]"}, tensor<2x3xbf16> {jax.result_info = "result[51]"}, tensor<2x3xbf16> {jax.result_info = "result[52]"}, tensor<2x3xi1> {jax.result_info = "result[53]"}, tensor<2x3xi1> {jax.result_info = "result[54]"}, tensor<2x3xi1> {jax.result_info = "result[55]"}, tensor<2x3xi1> {jax.result_info = "result[56]"}, tensor<2x3xi1> {jax.result_info = "result[57]"}, tensor<2x3xi1> {jax.result_info = "result[58]"}, tensor<2x3xbf16> {jax.result_info = "result[59]"}, tensor<2x3xi1> {jax.result_info = "result[60]"}, tensor<2x3xi1> {jax.result_info = "result[61]"}, tensor<2x3xi1> {jax.result_info = "result[62]"}, tensor<2x3xi1> {jax.result_info = "result[63]"}, tensor<2x3xi1> {jax.result_info = "result[64]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg4) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xf16>) -> tensor<6xf16>
    %1 = stablehlo.add %arg0, %arg1 : tensor<6xi8>
    %2 = stablehlo.subtract %arg0, %arg1 : tensor<6xi8>
    %3 = stablehlo.multiply %arg0, %arg1 : tensor<6xi8>
    %4 = stablehlo.divide %arg0, %arg1 : tensor<6xi8>
    %5 = stablehlo.remainder %arg0, %arg1 : tensor<6xi8>
    %6 = stablehlo.maximum %arg0, %arg1 : tensor<6xi8>
    %7 = stablehlo.minimum %arg0, %arg1 : tensor<6xi8>
    %8 = stablehlo.compare EQ, %arg0, %arg1, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
    %9 = stablehlo.compare NE, %arg0, %arg1, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
    %10 = stablehlo.compare LT, %arg0, %arg1, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
    %11 = stablehlo.compare LE, %arg0, %arg1, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
    %12 = stablehlo.compare GT, %arg0, %arg1, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
    %13 = stablehlo.compare GE, %arg0, %arg1, SIGNED : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi1>
    %14 = stablehlo.and %arg0, %arg1 : tensor<6xi8>
    %15 = stablehlo.or %arg0, %arg1 : tensor<6xi8>
    %16 = stablehlo.xor %arg0, %arg1 : tensor<6xi8>
    %17 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %18 = stablehlo.add %arg2, %17 : tensor<2x3xui16>
    %19 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %20 = stablehlo.subtract %arg2, %19 : tensor<2x3xui16>
    %21 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %22 = stablehlo.multiply %arg2, %21 : tensor<2x3xui16>
    %23 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %24 = stablehlo.divide %arg2, %23 : tensor<2x3xui16>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %26 = stablehlo.remainder %arg2, %25 : tensor<2x3xui16>
    %27 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %28 = stablehlo.maximum %arg2, %27 : tensor<2x3xui16>
    %29 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %30 = stablehlo.minimum %arg2, %29 : tensor<2x3xui16>
    %31 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %32 = stablehlo.compare EQ, %arg2, %31, UNSIGNED : (tensor<2x3xui16>, tensor<2x3xui16>) -> tensor<2x3xi1>
    %33 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %34 = stablehlo.compare NE, %arg2, %33, UNSIGNED : (tensor<2x3xui16>, tensor<2x3xui16>) -> tensor<2x3xi1>
    %35 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %36 = stablehlo.compare LT, %arg2, %35, UNSIGNED : (tensor<2x3xui16>, tensor<2x3xui16>) -> tensor<2x3xi1>
    %37 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %38 = stablehlo.compare LE, %arg2, %37, UNSIGNED : (tensor<2x3xui16>, tensor<2x3xui16>) -> tensor<2x3xi1>
    %39 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %40 = stablehlo.compare GT, %arg2, %39, UNSIGNED : (tensor<2x3xui16>, tensor<2x3xui16>) -> tensor<2x3xi1>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %42 = stablehlo.compare GE, %arg2, %41, UNSIGNED : (tensor<2x3xui16>, tensor<2x3xui16>) -> tensor<2x3xi1>
    %43 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %44 = stablehlo.and %arg2, %43 : tensor<2x3xui16>
    %45 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %46 = stablehlo.or %arg2, %45 : tensor<2x3xui16>
    %47 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui16>) -> tensor<2x3xui16>
    %48 = stablehlo.xor %arg2, %47 : tensor<2x3xui16>
    %49 = stablehlo.add %0, %arg5 : tensor<6xf16>
    %50 = stablehlo.subtract %0, %arg5 : tensor<6xf16>
    %51 = stablehlo.multiply %0, %arg5 : tensor<6xf16>
    %52 = stablehlo.divide %0, %arg5 : tensor<6xf16>
    %53 = stablehlo.remainder %0, %arg5 : tensor<6xf16>
    %54 = stablehlo.maximum %0, %arg5 : tensor<6xf16>
    %55 = stablehlo.minimum %0, %arg5 : tensor<6xf16>
    %56 = stablehlo.compare EQ, %0, %arg5, FLOAT : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xi1>
    %57 = stablehlo.compare NE, %0, %arg5, FLOAT : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xi1>
    %58 = stablehlo.compare LT, %0, %arg5, FLOAT : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xi1>
    %59 = stablehlo.compare LE, %0, %arg5, FLOAT : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xi1>
    %60 = stablehlo.compare GT, %0, %arg5, FLOAT : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xi1>
    %61 = stablehlo.compare GE, %0, %arg5, FLOAT : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xi1>
    %62 = stablehlo.power %0, %arg5 : tensor<6xf16>
    %63 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %64 = stablehlo.add %arg6, %63 : tensor<2x3xbf16>
    %65 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %66 = stablehlo.subtract %arg6, %65 : tensor<2x3xbf16>
    %67 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %68 = stablehlo.multiply %arg6, %67 : tensor<2x3xbf16>
    %69 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %70 = stablehlo.divide %arg6, %69 : tensor<2x3xbf16>
    %71 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %72 = stablehlo.remainder %arg6, %71 : tensor<2x3xbf16>
    %73 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %74 = stablehlo.maximum %arg6, %73 : tensor<2x3xbf16>
    %75 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %76 = stablehlo.minimum %arg6, %75 : tensor<2x3xbf16>
    %77 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %78 = stablehlo.compare EQ, %arg6, %77, FLOAT : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xi1>
    %79 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %80 = stablehlo.compare NE, %arg6, %79, FLOAT : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xi1>
    %81 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %82 = stablehlo.compare LT, %arg6, %81, FLOAT : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xi1>
    %83 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %84 = stablehlo.compare LE, %arg6, %83, FLOAT : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xi1>
    %85 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %86 = stablehlo.compare GT, %arg6, %85, FLOAT : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xi1>
    %87 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %88 = stablehlo.compare GE, %arg6, %87, FLOAT : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x3xi1>
    %89 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<2x1xbf16>) -> tensor<2x3xbf16>
    %90 = stablehlo.power %arg6, %89 : tensor<2x3xbf16>
    %91 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1] : (tensor<1x3xi1>) -> tensor<2x3xi1>
    %92 = stablehlo.maximum %arg8, %91 : tensor<2x3xi1>
    %93 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1] : (tensor<1x3xi1>) -> tensor<2x3xi1>
    %94 = stablehlo.minimum %arg8, %93 : tensor<2x3xi1>
    %95 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1] : (tensor<1x3xi1>) -> tensor<2x3xi1>
    %96 = stablehlo.compare LT, %arg8, %95, UNSIGNED : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %97 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1] : (tensor<1x3xi1>) -> tensor<2x3xi1>
    %98 = stablehlo.compare GE, %97, %arg8, UNSIGNED : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %99 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1] : (tensor<1x3xi1>) -> tensor<2x3xi1>
    %100 = stablehlo.compare EQ, %arg8, %99, UNSIGNED : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %18, %20, %22, %24, %26, %28, %30, %32, %34, %36, %38, %40, %42, %44, %46, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %64, %66, %68, %70, %72, %74, %76, %78, %80, %82, %84, %86, %88, %90, %92, %94, %96, %98, %100 : tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<2x3xui16>, tensor<2x3xui16>, tensor<2x3xui16>, tensor<2x3xui16>, tensor<2x3xui16>, tensor<2x3xui16>, tensor<2x3xui16>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xui16>, tensor<2x3xui16>, tensor<2x3xui16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xf16>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xbf16>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>
  }
}
