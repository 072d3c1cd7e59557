module @jit_convert_all_pairs attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>) -> (tensor<16xi1> {jax.result_info = "result[0]"}, tensor<16xi8> {jax.result_info = "result[1]"}, tensor<16xi16> {jax.result_info = "result[2]"}, tensor<16xi32> {jax.result_info = "result[3]"}, tensor<16xui8> {jax.result_info = "result[4]"}, tensor<16xui16> {jax.result_info = "result[5]"}, tensor<16xui32> {jax.result_info = "result[6]"}, tensor<16xf16> {jax.result_info = "result[7]"}, tensor<16xbf16> {jax.result_info = "result[8]"}, tensor<16xi8> {jax.result_info = "result[9]"}, tensor<16xi16> {jax.result_info = "result[10]"}, tensor<16xi32> {jax.result_info = "result[11]"}, tensor<16xui8> {jax.result_info = "result[12]"}, tensor<16xui16> {jax.result_info = "result[13]"}, tensor<16xui32> {jax.result_info = "result[14]"}, tensor<16xf16> {jax.result_info = "result[15]"}, tensor<16xbf16> {jax.result_info = "result[16]"}, tensor<16xf32> {jax.result_info = "result[17]"}, tensor<16xi1> {jax.result_info = "result[18]"}, tensor<16xi16> {jax.result_info = "result[19]"}, tensor<16xi32> {jax.result_info = "result[20]"}, tensor<16xui8> {jax.result_info = "result[21]"}, tensor<16xui16> {jax.result_info = "result[22]"}, tensor<16xui32> {jax.result_info = "result[23]"}, tensor<16xf16> {jax.result_info = "result[24]"}, tensor<16xbf16> {jax.result_info = "result[25]"}, tensor<16xf32> {jax.result_info = "result[26]"}, tensor<16xi1> {jax.result_info = "result[27]"}, tensor<16xi8> {jax.result_info = "result[28]"}, tensor<16xi32> {jax.result_info = "result[29]"}, tensor<16xui8> {jax.result_info = "result[30]"}, tensor<16xui16> {jax.result_info = "result[31]"}, tensor<16xui32> {jax.result_info = "result[32]"}, tensor<16xf16> {jax.result_info = "result[33]"}, tensor<16xbf16> {jax.result_info = "result[34]"}, tensor<16xf32> {jax.result_info = "result[35]"}, tensor<16xi1> {jax.result_info = "result[36]"}, tensor<16xi8> {jax.result_info = "result[37]"}, tensor<16xi16> {jax.result_info = "result[38]"}, tensor<16xui8> {jax.result_info = "result[39]"}, tensor<16xui16> {jax.result_info = "result[40]"}, tensor<16xui32> {jax.result_info = "result[41]"}, tensor<16xf16> {jax.result_info = "result[42]"}, tensor<16xbf16> {jax.result_info = "result[43]"}, tensor<16xf32> {jax.result_info = "result[44]"}, tensor<16xi1> {jax.result_info = "result[45]"}, tensor<16xi8> {jax.result_info = "result[46]"}, tensor<16xi16> {jax.result_info = "result[47]"}, tensor<16xi32> {jax.result_info = "result[48]"}, tensor<16xui16> {jax.result_info = "result[49]"}, tensor<16xui32> {jax.result_info = "result[50]"}, tensor<16xf16> {jax.result_info = "result[51]"}, tensor<16xbf16> {jax.result_info = "result[52]"}, tensor<16xf32> {jax.result_info = "result[53]"}, tensor<16xi1> {jax.result_info = "result[54]"}, tensor<16xi8> {jax.result_info = "result[55]"}, tensor<16xi16> {jax.result_info = "result[56]"}, tensor<16xi32> {jax.result_info = "result[57]"}, tensor<16xui8> {jax.result_info = "result[58]"}, tensor<16xui32> {jax.result_info = "result[59]"}, tensor<16xf16> {jax.result_info = "result[60]"}, tensor<16xbf16> {jax.result_info = "result[61]"}, tensor<16xf32> {jax.result_info = "result[62]"}, tensor<16xi1> {jax.result_info = "result[63]"}, tensor<16xi8> {jax.result_info = "result[64]"}, tensor<16xi16> {jax.result_info = "result[65]"}, tensor<16xi32> {jax.result_info = "result[66]"}, tensor<16xui8> {jax.result_info = "result[67]"}, tensor<16xui16> {jax.result_info = "result[68]"}, tensor<16xf16> {jax.result_info = "result[69]"}, tensor<16xbf16> {jax.result_info = "result[70]"}, tensor<16xf32> {jax.result_info = "result[71]"}, tensor<16xi1> {jax.result_info = "result[72]"}, tensor<16xi8> {jax.result_info = "result[73]"}, tensor<16xi16> {jax.result_info = "result[74]"}, tensor<16xi32> {jax.result_info = "result[75]"}, tensor<16xui8> {jax.result_info = "result[76]"}, tensor<16xui16> {jax.result_info = "result[77]"}, tensor<16xui32> {jax.result_info = "result[78]"}, tensor<16xbf16> {jax.result_info = "result[79]"}, tensor<16xf32> {jax.result_info = "result[80]"}, tensor<16xi1> {jax.result_info = "result[81]"}, tensor<16xi8> {jax.result_info = "result[82]"}, tensor<16xi16> {jax.result_info = "result[83]"}, tensor<16xi32> {jax.result_info = "result[84]"}, tensor<16xui8> {jax.result_info = "result[85]"}, tensor<16xui16> {jax.result_info = "result[86]"}, tensor<16xui32> {jax.result_info = "result[87]"}, tensor<16xf16> {jax.result_info = "result[88]"}, tensor<16xf32> {jax.result_info = "result[89]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<16xf32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.compare NE, %0, %1, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %3 = stablehlo.convert %2 : tensor<16xi1>
    %4 = stablehlo.convert %0 : (tensor<16xf32>) -> tensor<16xi8>
    %5 = stablehlo.convert %0 : (tensor<16xf32>) -> tensor<16xi16>
    %6 = stablehlo.convert %0 : (tensor<16xf32>) -> tensor<16xi32>
    %7 = stablehlo.convert %0 : (tensor<16xf32>) -> tensor<16xui8>
    %8 = stablehlo.convert %0 : (tensor<16xf32>) -> tensor<16xui16>
    %9 = stablehlo.convert %0 : (tensor<16xf32>) -> tensor<16xui32>
    %10 = stablehlo.convert %0 : (tensor<16xf32>) -> tensor<16xf16>
    %11 = stablehlo.convert %0 : (tensor<16xf32>) -> tensor<16xbf16>
    %12 = stablehlo.convert %3 : (tensor<16xi1>) -> tensor<16xi8>
    %13 = stablehlo.convert %3 : (tensor<16xi1>) -> tensor<16xi16>
    %14 = stablehlo.convert %3 : (tensor<16xi1>) -> tensor<16xi32>
    %15 = stablehlo.convert %3 : (tensor<16xi1>) -> tensor<16xui8>
    %16 = stablehlo.convert %3 : (tensor<16xi1>) -> tensor<16xui16>
    %17 = stablehlo.convert %3 : (tensor<16xi1>) -> tensor<16xui32>
    %18 = stablehlo.convert %3 : (tensor<16xi1>) -> tensor<16xf16>
    %19 = stablehlo.convert %3 : (tensor<16xi1>) -> tensor<16xbf16>
    %20 = stablehlo.convert %3 : (tensor<16xi1>) -> tensor<16xf32>
    %c = stablehlo.constant dense<0> : tensor<i8>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %22 = stablehlo.compare NE, %4, %21, SIGNED : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi1>
    %23 = stablehlo.convert %22 : tensor<16xi1>
    %24 = stablehlo.convert %4 : (tensor<16xi8>) -> tensor<16xi16>
    %25 = stablehlo.convert %4 : (tensor<16xi8>) -> tensor<16xi32>
    %26 = stablehlo.convert %4 : (tensor<16xi8>) -> tensor<16xui8>
    %27 = stablehlo.convert %4 : (tensor<16xi8>) -> tensor<16xui16>
    %28 = stablehlo.convert %4 : (tensor<16xi8>) -> tensor<16xui32>
    %29 = stablehlo.convert %4 : (tensor<16xi8>) -> tensor<16xf16>
    %30 = stablehlo.convert %4 : (tensor<16xi8>) -> tensor<16xbf16>
    %31 = stablehlo.convert %4 : (tensor<16xi8>) -> tensor<16xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i16>
    %32 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i16>) -> tensor<16xi16>
    %33 = stablehlo.compare NE, %5, %32, SIGNED : (tensor<16xi16>, tensor<16xi16>) -> tensor<16xi1>
    %34 = stablehlo.convert %33 : tensor<16xi1>
    %35 = stablehlo.convert %5 : (tensor<16xi16>) -> tensor<16xi8>
    %36 = stablehlo.convert %5 : (tensor<16xi16>) -> tensor<16xi32>
    %37 = stablehlo.convert %5 : (tensor<16xi16>) -> tensor<16xui8>
    %38 = stablehlo.convert %5 : (tensor<16xi16>) -> tensor<16xui16>
    %39 = stablehlo.convert %5 : (tensor<16xi16>) -> tensor<16xui32>
    %40 = stablehlo.convert %5 : (tensor<16xi16>) -> tensor<16xf16>
    %41 = stablehlo.convert %5 : (tensor<16xi16>) -> tensor<16xbf16>
    %42 = stablehlo.convert %5 : (tensor<16xi16>) -> tensor<16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %44 = stablehlo.compare NE, %6, %43, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %45 = stablehlo.convert %44 : tensor<16xi1>
    %46 = stablehlo.convert %6 : (tensor<16xi32>) -> tensor<16xi8>
    %47 = stablehlo.convert %6 : (tensor<16xi32>) -> tensor<16xi16>
    %48 = stablehlo.convert %6 : (tensor<16xi32>) -> tensor<16xui8>
    %49 = stablehlo.convert %6 : (tensor<16xi32>) -> tensor<16xui16>
    %50 = stablehlo.convert %6 : (tensor<16xi32>) -> tensor<16xui32>
    %51 = stablehlo.convert %6 : (tensor<16xi32>) -> tensor<16xf16>
    %52 = stablehlo.convert %6 : (tensor<16xi32>) -> tensor<16xbf16>
    %53 = stablehlo.convert %6 : (tensor<16xi32>) -> tensor<16xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %54 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<16xui8>
    %55 = stablehlo.compare NE, %7, %54, UNSIGNED : (tensor<16xui8>, tensor<16xui8>) -> tensor<16xi1>
    %56 = stablehlo.convert %55 : tensor<16xi1>
    %57 = stablehlo.convert %7 : (tensor<16xui8>) -> tensor<16xi8>
    %58 = stablehlo.convert %7 : (tensor<16xui8>) -> tensor<16xi16>
    %59 = stablehlo.convert %7 : (tensor<16xui8>) -> tensor<16xi32>
    %60 = stablehlo.convert %7 : (tensor<16xui8>) -> tensor<16xui16>
    %61 = stablehlo.convert %7 : (tensor<16xui8>) -> tensor<16xui32>
    %62 = stablehlo.convert %7 : (tensor<16xui8>) -> tensor<16xf16>
    %63 = stablehlo.convert %7 : (tensor<16xui8>) -> tensor<16xbf16>
    %64 = stablehlo.convert %7 : (tensor<16xui8>) -> tensor<16xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui16>
    %65 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %66 = stablehlo.compare NE, %8, %65, UNSIGNED : (tensor<16xui16>, tensor<16xui16>) -> tensor<16xi1>
    %67 = stablehlo.convert %66 : tensor<16xi1>
    %68 = stablehlo.convert %8 : (tensor<16xui16>) -> tensor<16xi8>
    %69 = stablehlo.convert %8 : (tensor<16xui16>) -> tensor<16xi16>
    %70 = stablehlo.convert %8 : (tensor<16xui16>) -> tensor<16xi32>
    %71 = stablehlo.convert %8 : (tensor<16xui16>) -> tensor<16xui8>
    %72 = stablehlo.convert %8 : (tensor<16xui16>) -> tensor<16xui32>
    %73 = stablehlo.convert %8 : (tensor<16xui16>) -> tensor<16xf16>
    %74 = stablehlo.convert %8 : (tensor<16xui16>) -> tensor<16xbf16>
    %75 = stablehlo.convert %8 : (tensor<16xui16>) -> tensor<16xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<ui32>
    %76 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %77 = stablehlo.compare NE, %9, %76, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %78 = stablehlo.convert %77 : tensor<16xi1>
    %79 = stablehlo.convert %9 : (tensor<16xui32>) -> tensor<16xi8>
    %80 = stablehlo.convert %9 : (tensor<16xui32>) -> tensor<16xi16>
    %81 = stablehlo.convert %9 : (tensor<16xui32>) -> tensor<16xi32>
    %82 = stablehlo.convert %9 : (tensor<16xui32>) -> tensor<16xui8>
    %83 = stablehlo.convert %9 : (tensor<16xui32>) -> tensor<16xui16>
    %84 = stablehlo.convert %9 : (tensor<16xui32>) -> tensor<16xf16>
    %85 = stablehlo.convert %9 : (tensor<16xui32>) -> tensor<16xbf16>
    %86 = stablehlo.convert %9 : (tensor<16xui32>) -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %87 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f16>) -> tensor<16xf16>
    %88 = stablehlo.compare NE, %10, %87, FLOAT : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xi1>
    %89 = stablehlo.convert %88 : tensor<16xi1>
    %90 = stablehlo.convert %10 : (tensor<16xf16>) -> tensor<16xi8>
    %91 = stablehlo.convert %10 : (tensor<16xf16>) -> tensor<16xi16>
    %92 = stablehlo.convert %10 : (tensor<16xf16>) -> tensor<16xi32>
    %93 = stablehlo.convert %10 : (tensor<16xf16>) -> tensor<16xui8>
    %94 = stablehlo.convert %10 : (tensor<16xf16>) -> tensor<16xui16>
    %95 = stablehlo.convert %10 : (tensor<16xf16>) -> tensor<16xui32>
    %96 = stablehlo.convert %10 : (tensor<16xf16>) -> tensor<16xbf16>
    %97 = stablehlo.convert %10 : (tensor<16xf16>) -> tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %98 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<16xbf16>
    %99 = stablehlo.compare NE, %11, %98, FLOAT : (tensor<16xbf16>, tensor<16xbf16>) -> tensor<16xi1>
    %100 = stablehlo.convert %99 : tensor<16xi1>
    %101 = stablehlo.convert %11 : (tensor<16xbf16>) -> tensor<16xi8>
    %102 = stablehlo.convert %11 : (tensor<16xbf16>) -> tensor<16xi16>
    %103 = stablehlo.convert %11 : (tensor<16xbf16>) -> tensor<16xi32>
    %104 = stablehlo.convert %11 : (tensor<16xbf16>) -> tensor<16xui8>
    %105 = stablehlo.convert %11 : (tensor<16xbf16>) -> tensor<16xui16>
    %106 = stablehlo.convert %11 : (tensor<16xbf16>) -> tensor<16xui32>
    %107 = stablehlo.convert %11 : (tensor<16xbf16>) -> tensor<16xf16>
    %108 = stablehlo.convert %11 : (tensor<16xbf16>) -> tensor<16xf32>
    return %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %23, %24, %25, %26, %27, %28, %29, %30, %31, %34, %35, %36, %37, %38, %39, %40, %41, %42, %45, %46, %47, %48, %49, %50, %51, %52, %53, %56, %57, %58, %59, %60, %61, %62, %63, %64, %67, %68, %69, %70, %71, %72, %73, %74, %75, %78, %79, %80, %81, %82, %83, %84, %85, %86, %89, %90, %91, %92, %93, %94, %95, %96, %97, %100, %101, %102, %103, %104, %105, %106, %107, %108 : tensor<16xi1>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xui8>, tensor<16xui16>, tensor<16xui32>, tensor<16xf16>, tensor<16xbf16>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xui8>, tensor<16xui16>, tensor<16xui32>, tensor<16xf16>, tensor<16xbf16>, tensor<16xf32>, tensor<16xi1>, tensor<16xi16>, tensor<16xi32>, tensor<16xui8>, tensor<16xui16>, tensor<16xui32>, tensor<16xf16>, tensor<16xbf16>, tensor<16xf32>, tensor<16xi1>, tensor<16xi8>, tensor<16xi32>, tensor<16xui8>, tensor<16xui16>, tensor<16xui32>, tensor<16xf16>, tensor<16xbf16>, tensor<16xf32>, tensor<16xi1>, tensor<16xi8>, tensor<16xi16>, tensor<16xui8>, tensor<16xui16>, tensor<16xui32>, tensor<16xf16>, tensor<16xbf16>, tensor<16xf32>, tensor<16xi1>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xui16>, tensor<16xui32>, tensor<16xf16>, tensor<16xbf16>, tensor<16xf32>, tensor<16xi1>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xui8>, tensor<16xui32>, tensor<16xf16>, tensor<16xbf16>, tensor<16xf32>, tensor<16xi1>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xui8>, tensor<16xui16>, tensor<16xf16>, tensor<16xbf16>, tensor<16xf32>, tensor<16xi1>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xui8>, tensor<16xui16>, tensor<16xui32>, tensor<16xbf16>, tensor<16xf32>, tensor<16xi1>, tensor<16xi8>, tensor<16xi16>, tensor<16xi32>, tensor<16xui8>, tensor<16xui16>, tensor<16xui32>, tensor<16xf16>, tensor<16xf32>
  }
}
