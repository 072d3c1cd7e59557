module @jit_complex_parts attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xcomplex<f32>>, %arg1: tensor<complex<f32>>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<2x3xf32> {jax.result_info = "result[6]"}, tensor<f32> {jax.result_info = "result[7]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<complex<f32>> {jax.result_info = "result[10]"}, tensor<complex<f32>> {jax.result_info = "result[11]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[13]"}, tensor<complex<f32>> {jax.result_info = "result[14]"}, tensor<f32> {jax.result_info = "result[15]"}, tensor<f32> {jax.result_info = "result[16]"}) {
    %0 = stablehlo.real %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %1 = stablehlo.imag %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %2 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.complex %2, %1 : tensor<2x3xcomplex<f32>>
    %4 = stablehlo.slice %0 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %6 = stablehlo.complex %4, %5 : tensor<2x1xcomplex<f32>>
    %7 = stablehlo.real %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %8 = stablehlo.imag %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %9 = stablehlo.negate %8 : tensor<2x3xf32>
    %10 = stablehlo.complex %7, %9 : tensor<2x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %12 = stablehlo.complex %0, %11 : tensor<2x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x1xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %14 = stablehlo.multiply %3, %13 : tensor<2x3xcomplex<f32>>
    %15 = stablehlo.real %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %16 = stablehlo.imag %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %17 = stablehlo.abs %15 : tensor<2x3xf32>
    %18 = stablehlo.abs %16 : tensor<2x3xf32>
    %19 = stablehlo.maximum %17, %18 : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %21 = stablehlo.compare GE, %19, %20, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_2 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %23 = stablehlo.compare LE, %19, %22, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_3 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_4 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %27 = stablehlo.multiply %15, %24 : tensor<2x3xf32>
    %28 = stablehlo.multiply %15, %25 : tensor<2x3xf32>
    %29 = stablehlo.select %23, %28, %15 : tensor<2x3xi1>, tensor<2x3xf32>
    %30 = stablehlo.select %21, %27, %29 : tensor<2x3xi1>, tensor<2x3xf32>
    %31 = stablehlo.multiply %16, %24 : tensor<2x3xf32>
    %32 = stablehlo.multiply %16, %25 : tensor<2x3xf32>
    %33 = stablehlo.select %23, %32, %16 : tensor<2x3xi1>, tensor<2x3xf32>
    %34 = stablehlo.select %21, %31, %33 : tensor<2x3xi1>, tensor<2x3xf32>
    %35 = stablehlo.select %23, %24, %26 : tensor<2x3xi1>, tensor<2x3xf32>
    %36 = stablehlo.select %21, %25, %35 : tensor<2x3xi1>, tensor<2x3xf32>
    %37 = chlo.square %30 : tensor<2x3xf32> -> tensor<2x3xf32>
    %38 = chlo.square %34 : tensor<2x3xf32> -> tensor<2x3xf32>
    %39 = stablehlo.add %37, %38 : tensor<2x3xf32>
    %40 = stablehlo.sqrt %39 : tensor<2x3xf32>
    %41 = stablehlo.multiply %40, %36 : tensor<2x3xf32>
    %cst_6 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %43 = stablehlo.compare EQ, %17, %42, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %44 = stablehlo.compare EQ, %18, %42, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %45 = stablehlo.or %43, %44 : tensor<2x3xi1>
    %46 = stablehlo.select %45, %42, %41 : tensor<2x3xi1>, tensor<2x3xf32>
    %47 = stablehlo.divide %30, %40 : tensor<2x3xf32>
    %48 = stablehlo.divide %34, %40 : tensor<2x3xf32>
    %49 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %50 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %51 = stablehlo.abs %49 : tensor<f32>
    %52 = stablehlo.abs %50 : tensor<f32>
    %53 = stablehlo.maximum %51, %52 : tensor<f32>
    %cst_7 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %54 = stablehlo.compare GE, %53, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_8 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %55 = stablehlo.compare LE, %53, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_9 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %56 = stablehlo.multiply %49, %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %57 = stablehlo.multiply %49, %cst_10 : tensor<f32>
    %58 = stablehlo.select %55, %57, %49 : tensor<i1>, tensor<f32>
    %59 = stablehlo.select %54, %56, %58 : tensor<i1>, tensor<f32>
    %cst_11 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %60 = stablehlo.multiply %50, %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %61 = stablehlo.multiply %50, %cst_12 : tensor<f32>
    %62 = stablehlo.select %55, %61, %50 : tensor<i1>, tensor<f32>
    %63 = stablehlo.select %54, %60, %62 : tensor<i1>, tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %64 = stablehlo.select %55, %cst_14, %cst_13 : tensor<i1>, tensor<f32>
    %cst_15 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %65 = stablehlo.select %54, %cst_15, %64 : tensor<i1>, tensor<f32>
    %66 = chlo.square %59 : tensor<f32> -> tensor<f32>
    %67 = chlo.square %63 : tensor<f32> -> tensor<f32>
    %68 = stablehlo.add %66, %67 : tensor<f32>
    %69 = stablehlo.sqrt %68 : tensor<f32>
    %70 = stablehlo.multiply %69, %65 : tensor<f32>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %71 = stablehlo.compare EQ, %51, %cst_16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_17 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %72 = stablehlo.compare EQ, %52, %cst_17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %73 = stablehlo.or %71, %72 : tensor<i1>
    %cst_18 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %74 = stablehlo.select %73, %cst_18, %70 : tensor<i1>, tensor<f32>
    %75 = stablehlo.divide %59, %69 : tensor<f32>
    %76 = stablehlo.divide %63, %69 : tensor<f32>
    %77 = stablehlo.real %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %78 = stablehlo.imag %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %80 = stablehlo.compare EQ, %77, %79, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %81 = stablehlo.sine %77 : tensor<2x3xf32>
    %82 = stablehlo.cosine %77 : tensor<2x3xf32>
    %83 = stablehlo.exponential_minus_one %78 : tensor<2x3xf32>
    %84 = stablehlo.negate %78 : tensor<2x3xf32>
    %85 = stablehlo.exponential_minus_one %84 : tensor<2x3xf32>
    %86 = stablehlo.subtract %83, %85 : tensor<2x3xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %88 = stablehlo.divide %86, %87 : tensor<2x3xf32>
    %89 = stablehlo.add %83, %85 : tensor<2x3xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %91 = stablehlo.add %89, %90 : tensor<2x3xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %93 = stablehlo.divide %91, %92 : tensor<2x3xf32>
    %94 = stablehlo.multiply %81, %93 : tensor<2x3xf32>
    %95 = stablehlo.multiply %82, %88 : tensor<2x3xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %97 = stablehlo.complex %96, %95 : tensor<2x3xcomplex<f32>>
    %98 = stablehlo.complex %94, %95 : tensor<2x3xcomplex<f32>>
    %99 = stablehlo.select %80, %97, %98 : tensor<2x3xi1>, tensor<2x3xcomplex<f32>>
    %100 = stablehlo.real %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %101 = stablehlo.imag %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %103 = stablehlo.compare EQ, %100, %102, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %104 = stablehlo.sine %100 : tensor<2x3xf32>
    %105 = stablehlo.cosine %100 : tensor<2x3xf32>
    %106 = stablehlo.exponential_minus_one %101 : tensor<2x3xf32>
    %107 = stablehlo.negate %101 : tensor<2x3xf32>
    %108 = stablehlo.exponential_minus_one %107 : tensor<2x3xf32>
    %109 = stablehlo.subtract %106, %108 : tensor<2x3xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %111 = stablehlo.divide %109, %110 : tensor<2x3xf32>
    %112 = stablehlo.add %106, %108 : tensor<2x3xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %114 = stablehlo.add %112, %113 : tensor<2x3xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %116 = stablehlo.divide %114, %115 : tensor<2x3xf32>
    %117 = stablehlo.multiply %105, %116 : tensor<2x3xf32>
    %118 = stablehlo.negate %104 : tensor<2x3xf32>
    %119 = stablehlo.multiply %118, %111 : tensor<2x3xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %121 = stablehlo.complex %117, %120 : tensor<2x3xcomplex<f32>>
    %122 = stablehlo.complex %117, %119 : tensor<2x3xcomplex<f32>>
    %123 = stablehlo.select %103, %121, %122 : tensor<2x3xi1>, tensor<2x3xcomplex<f32>>
    %124 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %125 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.compare EQ, %124, %cst_29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %127 = stablehlo.sine %124 : tensor<f32>
    %128 = stablehlo.cosine %124 : tensor<f32>
    %129 = stablehlo.exponential_minus_one %125 : tensor<f32>
    %130 = stablehlo.negate %125 : tensor<f32>
    %131 = stablehlo.exponential_minus_one %130 : tensor<f32>
    %132 = stablehlo.subtract %129, %131 : tensor<f32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %133 = stablehlo.divide %132, %cst_30 : tensor<f32>
    %134 = stablehlo.add %129, %131 : tensor<f32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %135 = stablehlo.add %134, %cst_31 : tensor<f32>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %136 = stablehlo.divide %135, %cst_32 : tensor<f32>
    %137 = stablehlo.multiply %127, %136 : tensor<f32>
    %138 = stablehlo.multiply %128, %133 : tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.complex %cst_33, %138 : tensor<complex<f32>>
    %140 = stablehlo.complex %137, %138 : tensor<complex<f32>>
    %141 = stablehlo.select %126, %139, %140 : tensor<i1>, tensor<complex<f32>>
    %142 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %143 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.compare EQ, %142, %cst_34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %145 = stablehlo.sine %142 : tensor<f32>
    %146 = stablehlo.cosine %142 : tensor<f32>
    %147 = stablehlo.exponential_minus_one %143 : tensor<f32>
    %148 = stablehlo.negate %143 : tensor<f32>
    %149 = stablehlo.exponential_minus_one %148 : tensor<f32>
    %150 = stablehlo.subtract %147, %149 : tensor<f32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %151 = stablehlo.divide %150, %cst_35 : tensor<f32>
    %152 = stablehlo.add %147, %149 : tensor<f32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %153 = stablehlo.add %152, %cst_36 : tensor<f32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %154 = stablehlo.divide %153, %cst_37 : tensor<f32>
    %155 = stablehlo.multiply %146, %154 : tensor<f32>
    %156 = stablehlo.negate %145 : tensor<f32>
    %157 = stablehlo.multiply %156, %151 : tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.complex %155, %cst_38 : tensor<complex<f32>>
    %159 = stablehlo.complex %155, %157 : tensor<complex<f32>>
    %160 = stablehlo.select %144, %158, %159 : tensor<i1>, tensor<complex<f32>>
    %161 = stablehlo.real %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %162 = stablehlo.real %3 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %163 = stablehlo.compare EQ, %161, %162, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %164 = stablehlo.compare GT, %161, %162, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %165 = stablehlo.imag %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %166 = stablehlo.imag %3 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %167 = stablehlo.compare GT, %165, %166, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %168 = stablehlo.select %163, %167, %164 : tensor<2x3xi1>, tensor<2x3xi1>
    %169 = stablehlo.select %168, %arg0, %3 : tensor<2x3xi1>, tensor<2x3xcomplex<f32>>
    %170 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f32>>) -> tensor<2x3xcomplex<f32>>
    %171 = stablehlo.real %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %172 = stablehlo.real %170 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %173 = stablehlo.compare EQ, %171, %172, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %174 = stablehlo.compare LT, %171, %172, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %175 = stablehlo.imag %arg0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %176 = stablehlo.imag %170 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %177 = stablehlo.compare LT, %175, %176, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %178 = stablehlo.select %173, %177, %174 : tensor<2x3xi1>, tensor<2x3xi1>
    %179 = stablehlo.select %178, %arg0, %170 : tensor<2x3xi1>, tensor<2x3xcomplex<f32>>
    %180 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %181 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %182 = stablehlo.negate %181 : tensor<f32>
    %183 = stablehlo.complex %180, %182 : tensor<complex<f32>>
    %184 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    %185 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
    return %0, %1, %10, %12, %3, %14, %46, %74, %99, %123, %141, %160, %169, %179, %183, %184, %185 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>, tensor<2x3xf32>, tensor<f32>, tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>, tensor<complex<f32>>, tensor<f32>, tensor<f32>
  }
}
