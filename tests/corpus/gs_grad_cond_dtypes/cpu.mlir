module @jit_gs_grad_cond_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<3xf16>, %arg2: tensor<3xbf16>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<3xf16> {jax.result_info = "result[1]"}, tensor<3xbf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.convert %0 : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %2 = stablehlo.slice %0 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.compare GT, %3, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.convert %4 : (tensor<i1>) -> tensor<i32>
    %6:2 = "stablehlo.case"(%5) ({
      %60 = stablehlo.multiply %1, %1 : tensor<4xcomplex<f32>>
      %cst_20 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
      %61 = stablehlo.reduce(%60 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      %cst_21 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
      %62 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
      stablehlo.return %61, %62 : tensor<complex<f32>>, tensor<4xcomplex<f32>>
    }, {
      %cst_20 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
      %60 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
      %61 = stablehlo.multiply %1, %60 : tensor<4xcomplex<f32>>
      %62 = stablehlo.real %61 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
      %63 = stablehlo.imag %61 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %64 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %65 = stablehlo.compare EQ, %62, %64, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %66 = stablehlo.sine %62 : tensor<4xf32>
      %67 = stablehlo.cosine %62 : tensor<4xf32>
      %68 = stablehlo.exponential_minus_one %63 : tensor<4xf32>
      %69 = stablehlo.negate %63 : tensor<4xf32>
      %70 = stablehlo.exponential_minus_one %69 : tensor<4xf32>
      %71 = stablehlo.subtract %68, %70 : tensor<4xf32>
      %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %72 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %73 = stablehlo.divide %71, %72 : tensor<4xf32>
      %74 = stablehlo.add %68, %70 : tensor<4xf32>
      %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %75 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %76 = stablehlo.add %74, %75 : tensor<4xf32>
      %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %78 = stablehlo.divide %76, %77 : tensor<4xf32>
      %79 = stablehlo.multiply %66, %78 : tensor<4xf32>
      %80 = stablehlo.multiply %67, %73 : tensor<4xf32>
      %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %82 = stablehlo.complex %81, %80 : tensor<4xcomplex<f32>>
      %83 = stablehlo.complex %79, %80 : tensor<4xcomplex<f32>>
      %84 = stablehlo.select %65, %82, %83 : tensor<4xi1>, tensor<4xcomplex<f32>>
      %85 = stablehlo.real %61 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
      %86 = stablehlo.imag %61 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
      %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %87 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %88 = stablehlo.compare EQ, %85, %87, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %89 = stablehlo.sine %85 : tensor<4xf32>
      %90 = stablehlo.cosine %85 : tensor<4xf32>
      %91 = stablehlo.exponential_minus_one %86 : tensor<4xf32>
      %92 = stablehlo.negate %86 : tensor<4xf32>
      %93 = stablehlo.exponential_minus_one %92 : tensor<4xf32>
      %94 = stablehlo.subtract %91, %93 : tensor<4xf32>
      %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %95 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %96 = stablehlo.divide %94, %95 : tensor<4xf32>
      %97 = stablehlo.add %91, %93 : tensor<4xf32>
      %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %99 = stablehlo.add %97, %98 : tensor<4xf32>
      %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %100 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %101 = stablehlo.divide %99, %100 : tensor<4xf32>
      %102 = stablehlo.multiply %90, %101 : tensor<4xf32>
      %103 = stablehlo.negate %89 : tensor<4xf32>
      %104 = stablehlo.multiply %103, %96 : tensor<4xf32>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %105 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %106 = stablehlo.complex %102, %105 : tensor<4xcomplex<f32>>
      %107 = stablehlo.complex %102, %104 : tensor<4xcomplex<f32>>
      %108 = stablehlo.select %88, %106, %107 : tensor<4xi1>, tensor<4xcomplex<f32>>
      %cst_31 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
      %109 = stablehlo.reduce(%84 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      stablehlo.return %109, %108 : tensor<complex<f32>>, tensor<4xcomplex<f32>>
    }) : (tensor<i32>) -> (tensor<complex<f32>>, tensor<4xcomplex<f32>>)
    %7 = stablehlo.real %6#0 : (tensor<complex<f32>>) -> tensor<f32>
    %8 = stablehlo.imag %6#0 : (tensor<complex<f32>>) -> tensor<f32>
    %9 = stablehlo.abs %7 : tensor<f32>
    %10 = stablehlo.abs %8 : tensor<f32>
    %11 = stablehlo.maximum %9, %10 : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %12 = stablehlo.compare GE, %11, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %13 = stablehlo.compare LE, %11, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_2 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %14 = stablehlo.multiply %7, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %15 = stablehlo.multiply %7, %cst_3 : tensor<f32>
    %16 = stablehlo.select %13, %15, %7 : tensor<i1>, tensor<f32>
    %17 = stablehlo.select %12, %14, %16 : tensor<i1>, tensor<f32>
    %cst_4 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %18 = stablehlo.multiply %8, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %19 = stablehlo.multiply %8, %cst_5 : tensor<f32>
    %20 = stablehlo.select %13, %19, %8 : tensor<i1>, tensor<f32>
    %21 = stablehlo.select %12, %18, %20 : tensor<i1>, tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %22 = stablehlo.select %13, %cst_7, %cst_6 : tensor<i1>, tensor<f32>
    %cst_8 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %23 = stablehlo.select %12, %cst_8, %22 : tensor<i1>, tensor<f32>
    %24 = chlo.square %17 : tensor<f32> -> tensor<f32>
    %25 = chlo.square %21 : tensor<f32> -> tensor<f32>
    %26 = stablehlo.add %24, %25 : tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %28 = stablehlo.multiply %27, %23 : tensor<f32>
    %cst_9 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %29 = stablehlo.compare EQ, %9, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_10 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %30 = stablehlo.compare EQ, %10, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %31 = stablehlo.or %29, %30 : tensor<i1>
    %cst_11 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %32 = stablehlo.select %31, %cst_11, %28 : tensor<i1>, tensor<f32>
    %33 = stablehlo.divide %17, %27 : tensor<f32>
    %34 = stablehlo.divide %21, %27 : tensor<f32>
    %35 = stablehlo.real %6#0 : (tensor<complex<f32>>) -> tensor<f32>
    %36 = stablehlo.imag %6#0 : (tensor<complex<f32>>) -> tensor<f32>
    %37 = stablehlo.negate %36 : tensor<f32>
    %38 = stablehlo.complex %35, %37 : tensor<complex<f32>>
    %39 = stablehlo.convert %32 : (tensor<f32>) -> tensor<complex<f32>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %40 = stablehlo.compare EQ, %39, %cst_12, FLOAT : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
    %cst_13 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %41 = stablehlo.select %40, %cst_13, %39 : tensor<i1>, tensor<complex<f32>>
    %42 = stablehlo.divide %38, %41 : tensor<complex<f32>>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.complex %cst_14, %cst_15 : tensor<complex<f32>>
    %44 = stablehlo.multiply %43, %42 : tensor<complex<f32>>
    %45 = "stablehlo.case"(%5) ({
      %60 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
      %61 = stablehlo.multiply %1, %60 : tensor<4xcomplex<f32>>
      %62 = stablehlo.multiply %60, %1 : tensor<4xcomplex<f32>>
      %63 = stablehlo.add %61, %62 : tensor<4xcomplex<f32>>
      stablehlo.return %63 : tensor<4xcomplex<f32>>
    }, {
      %60 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
      %61 = stablehlo.multiply %60, %6#1 : tensor<4xcomplex<f32>>
      %cst_20 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
      %62 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
      %63 = stablehlo.multiply %61, %62 : tensor<4xcomplex<f32>>
      stablehlo.return %63 : tensor<4xcomplex<f32>>
    }) : (tensor<i32>) -> tensor<4xcomplex<f32>>
    %46 = stablehlo.real %45 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %47 = stablehlo.convert %46 : tensor<4xf32>
    %48 = stablehlo.slice %arg1 [0:1] : (tensor<3xf16>) -> tensor<1xf16>
    %49 = stablehlo.reshape %48 : (tensor<1xf16>) -> tensor<f16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %50 = stablehlo.compare GT, %49, %cst_16, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %51 = stablehlo.convert %50 : (tensor<i1>) -> tensor<i32>
    %52:2 = "stablehlo.case"(%51) ({
      %60 = stablehlo.cosine %arg1 : tensor<3xf16>
      %61 = stablehlo.sine %arg1 : tensor<3xf16>
      stablehlo.return %61, %60 : tensor<3xf16>, tensor<3xf16>
    }, {
      %60 = stablehlo.cosine %arg1 : tensor<3xf16>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %61 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f16>) -> tensor<3xf16>
      stablehlo.return %60, %61 : tensor<3xf16>, tensor<3xf16>
    }) : (tensor<i32>) -> (tensor<3xf16>, tensor<3xf16>)
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %53 = "stablehlo.case"(%51) ({
      %60 = stablehlo.convert %cst_17 : (tensor<f16>) -> tensor<f32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %62 = stablehlo.convert %61 : (tensor<3xf32>) -> tensor<3xf16>
      %63 = stablehlo.multiply %arg1, %62 : tensor<3xf16>
      %64 = stablehlo.multiply %62, %52#1 : tensor<3xf16>
      %65 = stablehlo.negate %63 : tensor<3xf16>
      %66 = stablehlo.multiply %65, %52#0 : tensor<3xf16>
      %67 = stablehlo.add %64, %66 : tensor<3xf16>
      stablehlo.return %67 : tensor<3xf16>
    }, {
      %60 = stablehlo.convert %cst_17 : (tensor<f16>) -> tensor<f32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %62 = stablehlo.convert %61 : (tensor<3xf32>) -> tensor<3xf16>
      %63 = stablehlo.multiply %62, %52#0 : tensor<3xf16>
      stablehlo.return %63 : tensor<3xf16>
    }) : (tensor<i32>) -> tensor<3xf16>
    %54 = stablehlo.slice %arg2 [0:1] : (tensor<3xbf16>) -> tensor<1xbf16>
    %55 = stablehlo.reshape %54 : (tensor<1xbf16>) -> tensor<bf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %56 = stablehlo.compare GT, %55, %cst_18, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %57 = stablehlo.convert %56 : (tensor<i1>) -> tensor<i32>
    %58:2 = "stablehlo.case"(%57) ({
      %60 = stablehlo.cosine %arg2 : tensor<3xbf16>
      %61 = stablehlo.sine %arg2 : tensor<3xbf16>
      stablehlo.return %61, %60 : tensor<3xbf16>, tensor<3xbf16>
    }, {
      %60 = stablehlo.cosine %arg2 : tensor<3xbf16>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %61 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<3xbf16>
      stablehlo.return %60, %61 : tensor<3xbf16>, tensor<3xbf16>
    }) : (tensor<i32>) -> (tensor<3xbf16>, tensor<3xbf16>)
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %59 = "stablehlo.case"(%57) ({
      %60 = stablehlo.convert %cst_19 : (tensor<bf16>) -> tensor<f32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %62 = stablehlo.convert %61 : (tensor<3xf32>) -> tensor<3xbf16>
      %63 = stablehlo.multiply %arg2, %62 : tensor<3xbf16>
      %64 = stablehlo.multiply %62, %58#1 : tensor<3xbf16>
      %65 = stablehlo.negate %63 : tensor<3xbf16>
      %66 = stablehlo.multiply %65, %58#0 : tensor<3xbf16>
      %67 = stablehlo.add %64, %66 : tensor<3xbf16>
      stablehlo.return %67 : tensor<3xbf16>
    }, {
      %60 = stablehlo.convert %cst_19 : (tensor<bf16>) -> tensor<f32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %62 = stablehlo.convert %61 : (tensor<3xf32>) -> tensor<3xbf16>
      %63 = stablehlo.multiply %62, %58#0 : tensor<3xbf16>
      stablehlo.return %63 : tensor<3xbf16>
    }) : (tensor<i32>) -> tensor<3xbf16>
    return %47, %53, %59 : tensor<4xf32>, tensor<3xf16>, tensor<3xbf16>
  }
}
