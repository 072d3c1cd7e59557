module @jit_cplx_paths_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xcomplex<f64>>, %arg1: tensor<6xcomplex<f64>>, %arg2: tensor<2x3xcomplex<f64>>) -> (tensor<6xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[6][0]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[6][1]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[7][0]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[7][1]"}, tensor<2xcomplex<f64>> {jax.result_info = "result[8]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[9]"}, tensor<2xcomplex<f64>> {jax.result_info = "result[10]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[11]"}, tensor<2x3xcomplex<f64>> {jax.result_info = "result[12]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[13]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[14]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[15]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[16]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[17]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[18]"}, tensor<6xf64> {jax.result_info = "result[19]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[20]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    %1 = stablehlo.log %0 : tensor<6xcomplex<f64>>
    %2 = stablehlo.real %1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %3 = stablehlo.imag %1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %cst = stablehlo.constant dense<1.4426950408889634> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %5 = stablehlo.multiply %2, %4 : tensor<6xf64>
    %6 = stablehlo.multiply %3, %4 : tensor<6xf64>
    %7 = stablehlo.complex %5, %6 : tensor<6xcomplex<f64>>
    %8 = stablehlo.log %0 : tensor<6xcomplex<f64>>
    %9 = stablehlo.real %8 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %10 = stablehlo.imag %8 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0.43429448190325182> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %12 = stablehlo.multiply %9, %11 : tensor<6xf64>
    %cst_1 = stablehlo.constant dense<0.43429448190325182> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %14 = stablehlo.multiply %10, %13 : tensor<6xf64>
    %15 = stablehlo.complex %12, %14 : tensor<6xcomplex<f64>>
    %16 = stablehlo.sign %0 : tensor<6xcomplex<f64>>
    %17 = stablehlo.power %0, %arg1 : tensor<6xcomplex<f64>>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %18 = stablehlo.convert %c : (tensor<i32>) -> tensor<complex<f64>>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<complex<f64>>) -> tensor<6xcomplex<f64>>
    %20 = stablehlo.power %0, %19 : tensor<6xcomplex<f64>>
    %21 = "stablehlo.sort"(%0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>):
      %60 = stablehlo.real %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %61 = stablehlo.compare EQ, %60, %cst_10, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %62 = stablehlo.select %61, %cst_11, %60 : tensor<i1>, tensor<f64>
      %63 = stablehlo.compare NE, %60, %60, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %64 = stablehlo.select %63, %cst_12, %62 : tensor<i1>, tensor<f64>
      %65 = stablehlo.imag %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %66 = stablehlo.compare EQ, %65, %cst_13, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %67 = stablehlo.select %66, %cst_14, %65 : tensor<i1>, tensor<f64>
      %68 = stablehlo.compare NE, %65, %65, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %69 = stablehlo.select %68, %cst_15, %67 : tensor<i1>, tensor<f64>
      %70 = stablehlo.real %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %71 = stablehlo.compare EQ, %70, %cst_16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %72 = stablehlo.select %71, %cst_17, %70 : tensor<i1>, tensor<f64>
      %73 = stablehlo.compare NE, %70, %70, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_18 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %74 = stablehlo.select %73, %cst_18, %72 : tensor<i1>, tensor<f64>
      %75 = stablehlo.imag %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %76 = stablehlo.compare EQ, %75, %cst_19, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %77 = stablehlo.select %76, %cst_20, %75 : tensor<i1>, tensor<f64>
      %78 = stablehlo.compare NE, %75, %75, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_21 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %79 = stablehlo.select %78, %cst_21, %77 : tensor<i1>, tensor<f64>
      %80 = stablehlo.compare LT, %69, %79, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %81 = stablehlo.compare LT, %64, %74, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %82 = stablehlo.compare EQ, %64, %74, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %83 = stablehlo.and %82, %80 : tensor<i1>
      %84 = stablehlo.or %81, %83 : tensor<i1>
      stablehlo.return %84 : tensor<i1>
    }) : (tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    %22:2 = "stablehlo.sort"(%0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>, %arg5: tensor<complex<f64>>, %arg6: tensor<complex<f64>>):
      %60 = stablehlo.real %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %61 = stablehlo.compare EQ, %60, %cst_10, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %62 = stablehlo.select %61, %cst_11, %60 : tensor<i1>, tensor<f64>
      %63 = stablehlo.compare NE, %60, %60, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %64 = stablehlo.select %63, %cst_12, %62 : tensor<i1>, tensor<f64>
      %65 = stablehlo.imag %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %66 = stablehlo.compare EQ, %65, %cst_13, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %67 = stablehlo.select %66, %cst_14, %65 : tensor<i1>, tensor<f64>
      %68 = stablehlo.compare NE, %65, %65, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %69 = stablehlo.select %68, %cst_15, %67 : tensor<i1>, tensor<f64>
      %70 = stablehlo.real %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %71 = stablehlo.compare EQ, %70, %cst_16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %72 = stablehlo.select %71, %cst_17, %70 : tensor<i1>, tensor<f64>
      %73 = stablehlo.compare NE, %70, %70, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_18 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %74 = stablehlo.select %73, %cst_18, %72 : tensor<i1>, tensor<f64>
      %75 = stablehlo.imag %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %76 = stablehlo.compare EQ, %75, %cst_19, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %77 = stablehlo.select %76, %cst_20, %75 : tensor<i1>, tensor<f64>
      %78 = stablehlo.compare NE, %75, %75, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_21 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %79 = stablehlo.select %78, %cst_21, %77 : tensor<i1>, tensor<f64>
      %80 = stablehlo.compare LT, %69, %79, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %81 = stablehlo.compare LT, %64, %74, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %82 = stablehlo.compare EQ, %64, %74, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %83 = stablehlo.and %82, %80 : tensor<i1>
      %84 = stablehlo.or %81, %83 : tensor<i1>
      stablehlo.return %84 : tensor<i1>
    }) : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>)
    %23:2 = "stablehlo.sort"(%0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>, %arg5: tensor<complex<f64>>, %arg6: tensor<complex<f64>>):
      %60 = stablehlo.real %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %61 = stablehlo.compare EQ, %60, %cst_10, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %62 = stablehlo.select %61, %cst_11, %60 : tensor<i1>, tensor<f64>
      %63 = stablehlo.compare NE, %60, %60, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %64 = stablehlo.select %63, %cst_12, %62 : tensor<i1>, tensor<f64>
      %65 = stablehlo.imag %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %66 = stablehlo.compare EQ, %65, %cst_13, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %67 = stablehlo.select %66, %cst_14, %65 : tensor<i1>, tensor<f64>
      %68 = stablehlo.compare NE, %65, %65, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %69 = stablehlo.select %68, %cst_15, %67 : tensor<i1>, tensor<f64>
      %70 = stablehlo.real %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %71 = stablehlo.compare EQ, %70, %cst_16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %72 = stablehlo.select %71, %cst_17, %70 : tensor<i1>, tensor<f64>
      %73 = stablehlo.compare NE, %70, %70, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_18 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %74 = stablehlo.select %73, %cst_18, %72 : tensor<i1>, tensor<f64>
      %75 = stablehlo.imag %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %76 = stablehlo.compare EQ, %75, %cst_19, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %77 = stablehlo.select %76, %cst_20, %75 : tensor<i1>, tensor<f64>
      %78 = stablehlo.compare NE, %75, %75, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_21 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %79 = stablehlo.select %78, %cst_21, %77 : tensor<i1>, tensor<f64>
      %80 = stablehlo.real %arg5 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %81 = stablehlo.compare EQ, %80, %cst_22, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %82 = stablehlo.select %81, %cst_23, %80 : tensor<i1>, tensor<f64>
      %83 = stablehlo.compare NE, %80, %80, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_24 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %84 = stablehlo.select %83, %cst_24, %82 : tensor<i1>, tensor<f64>
      %85 = stablehlo.imag %arg5 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %86 = stablehlo.compare EQ, %85, %cst_25, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %87 = stablehlo.select %86, %cst_26, %85 : tensor<i1>, tensor<f64>
      %88 = stablehlo.compare NE, %85, %85, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_27 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %89 = stablehlo.select %88, %cst_27, %87 : tensor<i1>, tensor<f64>
      %90 = stablehlo.real %arg6 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %91 = stablehlo.compare EQ, %90, %cst_28, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %92 = stablehlo.select %91, %cst_29, %90 : tensor<i1>, tensor<f64>
      %93 = stablehlo.compare NE, %90, %90, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_30 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %94 = stablehlo.select %93, %cst_30, %92 : tensor<i1>, tensor<f64>
      %95 = stablehlo.imag %arg6 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %96 = stablehlo.compare EQ, %95, %cst_31, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %97 = stablehlo.select %96, %cst_32, %95 : tensor<i1>, tensor<f64>
      %98 = stablehlo.compare NE, %95, %95, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_33 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %99 = stablehlo.select %98, %cst_33, %97 : tensor<i1>, tensor<f64>
      %100 = stablehlo.compare LT, %89, %99, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %101 = stablehlo.compare LT, %84, %94, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %102 = stablehlo.compare EQ, %84, %94, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %103 = stablehlo.and %102, %100 : tensor<i1>
      %104 = stablehlo.or %101, %103 : tensor<i1>
      %105 = stablehlo.compare LT, %69, %79, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %106 = stablehlo.compare EQ, %69, %79, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %107 = stablehlo.and %106, %104 : tensor<i1>
      %108 = stablehlo.or %105, %107 : tensor<i1>
      %109 = stablehlo.compare LT, %64, %74, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %110 = stablehlo.compare EQ, %64, %74, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %111 = stablehlo.and %110, %108 : tensor<i1>
      %112 = stablehlo.or %109, %111 : tensor<i1>
      stablehlo.return %112 : tensor<i1>
    }) : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>)
    %cst_2 = stablehlo.constant dense<(0xFFF0000000000000,0.000000e+00)> : tensor<complex<f64>>
    %24 = stablehlo.reduce(%arg2 init: %cst_2) across dimensions = [1] : (tensor<2x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
     reducer(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>)  {
      %60 = stablehlo.real %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %61 = stablehlo.real %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %62 = stablehlo.compare EQ, %60, %61, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %63 = stablehlo.compare GT, %60, %61, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %64 = stablehlo.imag %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %65 = stablehlo.imag %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %66 = stablehlo.compare GT, %64, %65, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %67 = stablehlo.select %62, %66, %63 : tensor<i1>, tensor<i1>
      %68 = stablehlo.select %67, %arg3, %arg4 : tensor<i1>, tensor<complex<f64>>
      stablehlo.return %68 : tensor<complex<f64>>
    }
    %cst_3 = stablehlo.constant dense<(0x7FF0000000000000,0.000000e+00)> : tensor<complex<f64>>
    %25 = stablehlo.reduce(%arg2 init: %cst_3) across dimensions = [0] : (tensor<2x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
     reducer(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>)  {
      %60 = stablehlo.real %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %61 = stablehlo.real %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %62 = stablehlo.compare EQ, %60, %61, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %63 = stablehlo.compare LT, %60, %61, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %64 = stablehlo.imag %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %65 = stablehlo.imag %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %66 = stablehlo.compare LT, %64, %65, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %67 = stablehlo.select %62, %66, %63 : tensor<i1>, tensor<i1>
      %68 = stablehlo.select %67, %arg3, %arg4 : tensor<i1>, tensor<complex<f64>>
      stablehlo.return %68 : tensor<complex<f64>>
    }
    %cst_4 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %26 = stablehlo.reduce(%arg2 init: %cst_4) applies stablehlo.multiply across dimensions = [1] : (tensor<2x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %27 = stablehlo.reduce(%arg2 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<2x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %28 = call @cumsum(%arg2) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
    %29 = call @cumprod(%0) : (tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    %30 = stablehlo.real %0 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %31 = stablehlo.real %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %32 = stablehlo.compare EQ, %30, %31, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %33 = stablehlo.compare GT, %30, %31, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %34 = stablehlo.imag %0 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %35 = stablehlo.imag %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %36 = stablehlo.compare GT, %34, %35, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %37 = stablehlo.select %32, %36, %33 : tensor<6xi1>, tensor<6xi1>
    %38 = stablehlo.select %37, %0, %arg1 : tensor<6xi1>, tensor<6xcomplex<f64>>
    %39 = stablehlo.real %0 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %40 = stablehlo.real %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %41 = stablehlo.compare EQ, %39, %40, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %42 = stablehlo.compare LT, %39, %40, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %43 = stablehlo.imag %0 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %44 = stablehlo.imag %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %45 = stablehlo.compare LT, %43, %44, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %46 = stablehlo.select %41, %45, %42 : tensor<6xi1>, tensor<6xi1>
    %47 = stablehlo.select %46, %0, %arg1 : tensor<6xi1>, tensor<6xcomplex<f64>>
    %cst_6 = stablehlo.constant dense<(0.69314718055994529,0.000000e+00)> : tensor<complex<f64>>
    %48 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f64>>) -> tensor<6xcomplex<f64>>
    %49 = stablehlo.multiply %48, %0 : tensor<6xcomplex<f64>>
    %50 = stablehlo.exponential %49 : tensor<6xcomplex<f64>>
    %51 = stablehlo.multiply %0, %0 : tensor<6xcomplex<f64>>
    %52 = stablehlo.multiply %51, %51 : tensor<6xcomplex<f64>>
    %53 = stablehlo.multiply %0, %52 : tensor<6xcomplex<f64>>
    %54 = chlo.square %0 : tensor<6xcomplex<f64>> -> tensor<6xcomplex<f64>>
    %55 = stablehlo.real %0 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %cst_7 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = call @clip(%55, %cst_7, %cst_8) : (tensor<6xf64>, tensor<f64>, tensor<f64>) -> tensor<6xf64>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f64>>) -> tensor<6xcomplex<f64>>
    %58 = stablehlo.add %arg1, %57 : tensor<6xcomplex<f64>>
    %59 = stablehlo.clamp %arg1, %0, %58 : tensor<6xcomplex<f64>>
    return %7, %15, %16, %17, %20, %21, %22#0, %22#1, %23#0, %23#1, %24, %25, %26, %27, %28, %29, %38, %47, %50, %53, %54, %56, %59 : tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<2x3xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xf64>, tensor<6xcomplex<f64>>
  }
  func.func private @cumsum(%arg0: tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<complex<f64>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [2, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<complex<f64>>
      stablehlo.return %2 : tensor<complex<f64>>
    }) : (tensor<2x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    return %1 : tensor<2x3xcomplex<f64>>
  }
  func.func private @cumprod(%arg0: tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<complex<f64>>
      stablehlo.return %1 : tensor<complex<f64>>
    }) : (tensor<6xcomplex<f64>>, tensor<complex<f64>>) -> tensor<6xcomplex<f64>>
    return %0 : tensor<6xcomplex<f64>>
  }
  func.func private @clip(%arg0: tensor<6xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<6xf64> {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6xf64>
    %3 = stablehlo.convert %arg2 : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %5 = stablehlo.minimum %4, %2 : tensor<6xf64>
    return %5 : tensor<6xf64>
  }
}
