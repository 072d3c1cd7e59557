module @jit_complex128_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xcomplex<f64>>, %arg1: tensor<3xf64>, %arg2: tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<3xf64> {jax.result_info = "result[2]"}, tensor<3xf64> {jax.result_info = "result[3]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[6]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[7]"}, tensor<complex<f64>> {jax.result_info = "result[8]"}, tensor<complex<f64>> {jax.result_info = "result[9]"}, tensor<complex<f64>> {jax.result_info = "result[10]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[11]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<3xf64> {jax.result_info = "result[13]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[14]"}, tensor<3xi1> {jax.result_info = "result[15]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.multiply %arg1, %1 : tensor<3xf64>
    %3 = stablehlo.complex %arg1, %2 : tensor<3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(1.000000e-01,2.000000e-01)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %5 = stablehlo.multiply %arg0, %4 : tensor<3xcomplex<f64>>
    %6 = stablehlo.real %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %7 = stablehlo.imag %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %8 = stablehlo.abs %6 : tensor<3xf64>
    %9 = stablehlo.abs %7 : tensor<3xf64>
    %10 = stablehlo.maximum %8, %9 : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %12 = stablehlo.compare GE, %10, %11, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_2 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %14 = stablehlo.compare LE, %10, %13, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_3 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_4 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %18 = stablehlo.multiply %6, %15 : tensor<3xf64>
    %19 = stablehlo.multiply %6, %16 : tensor<3xf64>
    %20 = stablehlo.select %14, %19, %6 : tensor<3xi1>, tensor<3xf64>
    %21 = stablehlo.select %12, %18, %20 : tensor<3xi1>, tensor<3xf64>
    %22 = stablehlo.multiply %7, %15 : tensor<3xf64>
    %23 = stablehlo.multiply %7, %16 : tensor<3xf64>
    %24 = stablehlo.select %14, %23, %7 : tensor<3xi1>, tensor<3xf64>
    %25 = stablehlo.select %12, %22, %24 : tensor<3xi1>, tensor<3xf64>
    %26 = stablehlo.select %14, %15, %17 : tensor<3xi1>, tensor<3xf64>
    %27 = stablehlo.select %12, %16, %26 : tensor<3xi1>, tensor<3xf64>
    %28 = chlo.square %21 : tensor<3xf64> -> tensor<3xf64>
    %29 = chlo.square %25 : tensor<3xf64> -> tensor<3xf64>
    %30 = stablehlo.add %28, %29 : tensor<3xf64>
    %31 = stablehlo.sqrt %30 : tensor<3xf64>
    %32 = stablehlo.multiply %31, %27 : tensor<3xf64>
    %cst_6 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %34 = stablehlo.compare EQ, %8, %33, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %35 = stablehlo.compare EQ, %9, %33, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %36 = stablehlo.or %34, %35 : tensor<3xi1>
    %37 = stablehlo.select %36, %33, %32 : tensor<3xi1>, tensor<3xf64>
    %38 = stablehlo.divide %21, %31 : tensor<3xf64>
    %39 = stablehlo.divide %25, %31 : tensor<3xf64>
    %40 = stablehlo.real %3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %41 = stablehlo.imag %3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %42 = stablehlo.abs %40 : tensor<3xf64>
    %43 = stablehlo.abs %41 : tensor<3xf64>
    %44 = stablehlo.maximum %42, %43 : tensor<3xf64>
    %cst_7 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %46 = stablehlo.compare GE, %44, %45, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_8 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %48 = stablehlo.compare LE, %44, %47, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %cst_9 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_10 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %52 = stablehlo.multiply %40, %49 : tensor<3xf64>
    %53 = stablehlo.multiply %40, %50 : tensor<3xf64>
    %54 = stablehlo.select %48, %53, %40 : tensor<3xi1>, tensor<3xf64>
    %55 = stablehlo.select %46, %52, %54 : tensor<3xi1>, tensor<3xf64>
    %56 = stablehlo.multiply %41, %49 : tensor<3xf64>
    %57 = stablehlo.multiply %41, %50 : tensor<3xf64>
    %58 = stablehlo.select %48, %57, %41 : tensor<3xi1>, tensor<3xf64>
    %59 = stablehlo.select %46, %56, %58 : tensor<3xi1>, tensor<3xf64>
    %60 = stablehlo.select %48, %49, %51 : tensor<3xi1>, tensor<3xf64>
    %61 = stablehlo.select %46, %50, %60 : tensor<3xi1>, tensor<3xf64>
    %62 = chlo.square %55 : tensor<3xf64> -> tensor<3xf64>
    %63 = chlo.square %59 : tensor<3xf64> -> tensor<3xf64>
    %64 = stablehlo.add %62, %63 : tensor<3xf64>
    %65 = stablehlo.sqrt %64 : tensor<3xf64>
    %66 = stablehlo.multiply %65, %61 : tensor<3xf64>
    %cst_12 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %68 = stablehlo.compare EQ, %42, %67, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %69 = stablehlo.compare EQ, %43, %67, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %70 = stablehlo.or %68, %69 : tensor<3xi1>
    %71 = stablehlo.select %70, %67, %66 : tensor<3xi1>, tensor<3xf64>
    %72 = stablehlo.divide %55, %65 : tensor<3xf64>
    %73 = stablehlo.divide %59, %65 : tensor<3xf64>
    %74 = stablehlo.real %3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %75 = stablehlo.imag %3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %76 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %77 = stablehlo.compare EQ, %74, %76, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %78 = stablehlo.sine %74 : tensor<3xf64>
    %79 = stablehlo.cosine %74 : tensor<3xf64>
    %80 = stablehlo.exponential_minus_one %75 : tensor<3xf64>
    %81 = stablehlo.negate %75 : tensor<3xf64>
    %82 = stablehlo.exponential_minus_one %81 : tensor<3xf64>
    %83 = stablehlo.subtract %80, %82 : tensor<3xf64>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %85 = stablehlo.divide %83, %84 : tensor<3xf64>
    %86 = stablehlo.add %80, %82 : tensor<3xf64>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %88 = stablehlo.add %86, %87 : tensor<3xf64>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %89 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %90 = stablehlo.divide %88, %89 : tensor<3xf64>
    %91 = stablehlo.multiply %78, %90 : tensor<3xf64>
    %92 = stablehlo.multiply %79, %85 : tensor<3xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %94 = stablehlo.complex %93, %92 : tensor<3xcomplex<f64>>
    %95 = stablehlo.complex %91, %92 : tensor<3xcomplex<f64>>
    %96 = stablehlo.select %77, %94, %95 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %97 = stablehlo.real %3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %98 = stablehlo.imag %3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %99 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %100 = stablehlo.compare EQ, %97, %99, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %101 = stablehlo.sine %97 : tensor<3xf64>
    %102 = stablehlo.cosine %97 : tensor<3xf64>
    %103 = stablehlo.exponential_minus_one %98 : tensor<3xf64>
    %104 = stablehlo.negate %98 : tensor<3xf64>
    %105 = stablehlo.exponential_minus_one %104 : tensor<3xf64>
    %106 = stablehlo.subtract %103, %105 : tensor<3xf64>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %107 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %108 = stablehlo.divide %106, %107 : tensor<3xf64>
    %109 = stablehlo.add %103, %105 : tensor<3xf64>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %110 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %111 = stablehlo.add %109, %110 : tensor<3xf64>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %112 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %113 = stablehlo.divide %111, %112 : tensor<3xf64>
    %114 = stablehlo.multiply %102, %113 : tensor<3xf64>
    %115 = stablehlo.negate %101 : tensor<3xf64>
    %116 = stablehlo.multiply %115, %108 : tensor<3xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %117 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %118 = stablehlo.complex %114, %117 : tensor<3xcomplex<f64>>
    %119 = stablehlo.complex %114, %116 : tensor<3xcomplex<f64>>
    %120 = stablehlo.select %100, %118, %119 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %121 = stablehlo.exponential %arg0 : tensor<3xcomplex<f64>>
    %122 = stablehlo.real %0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %123 = stablehlo.imag %0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %124 = stablehlo.negate %123 : tensor<3xf64>
    %125 = stablehlo.complex %122, %124 : tensor<3xcomplex<f64>>
    %126 = stablehlo.dot_general %arg0, %3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<complex<f64>>
    %cst_23 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %127 = stablehlo.reduce(%arg0 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %cst_24 = stablehlo.constant dense<(0xFFF0000000000000,0.000000e+00)> : tensor<complex<f64>>
    %128 = stablehlo.reduce(%3 init: %cst_24) across dimensions = [0] : (tensor<3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
     reducer(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>)  {
      %136 = stablehlo.real %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %137 = stablehlo.real %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %138 = stablehlo.compare EQ, %136, %137, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %139 = stablehlo.compare GT, %136, %137, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %140 = stablehlo.imag %arg3 : (tensor<complex<f64>>) -> tensor<f64>
      %141 = stablehlo.imag %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %142 = stablehlo.compare GT, %140, %141, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %143 = stablehlo.select %138, %142, %139 : tensor<i1>, tensor<i1>
      %144 = stablehlo.select %143, %arg3, %arg4 : tensor<i1>, tensor<complex<f64>>
      stablehlo.return %144 : tensor<complex<f64>>
    }
    %129 = stablehlo.convert %arg2 : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f64>>
    %130 = stablehlo.convert %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f32>>
    %131 = stablehlo.real %arg0 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %132 = stablehlo.convert %131 : tensor<3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %133 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %134 = stablehlo.complex %arg1, %133 : tensor<3xcomplex<f64>>
    %135 = stablehlo.compare EQ, %0, %3, FLOAT : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xi1>
    return %5, %3, %37, %71, %96, %120, %121, %125, %126, %127, %128, %129, %130, %132, %134, %135 : tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xf64>, tensor<3xf64>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<complex<f64>>, tensor<complex<f64>>, tensor<complex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f32>>, tensor<3xf64>, tensor<3xcomplex<f64>>, tensor<3xi1>
  }
}
