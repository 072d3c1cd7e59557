module @jit_complex_special attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xcomplex<f32>>, %arg1: tensor<6xcomplex<f32>>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<6xi1> {jax.result_info = "result[10]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[11]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[13]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %1 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %2 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %3 = stablehlo.abs %1 : tensor<6xf32>
    %4 = stablehlo.abs %2 : tensor<6xf32>
    %5 = stablehlo.maximum %3, %4 : tensor<6xf32>
    %cst = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.compare GE, %5, %6, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.compare LE, %5, %8, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_2 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.multiply %1, %10 : tensor<6xf32>
    %14 = stablehlo.multiply %1, %11 : tensor<6xf32>
    %15 = stablehlo.select %9, %14, %1 : tensor<6xi1>, tensor<6xf32>
    %16 = stablehlo.select %7, %13, %15 : tensor<6xi1>, tensor<6xf32>
    %17 = stablehlo.multiply %2, %10 : tensor<6xf32>
    %18 = stablehlo.multiply %2, %11 : tensor<6xf32>
    %19 = stablehlo.select %9, %18, %2 : tensor<6xi1>, tensor<6xf32>
    %20 = stablehlo.select %7, %17, %19 : tensor<6xi1>, tensor<6xf32>
    %21 = stablehlo.select %9, %10, %12 : tensor<6xi1>, tensor<6xf32>
    %22 = stablehlo.select %7, %11, %21 : tensor<6xi1>, tensor<6xf32>
    %23 = chlo.square %16 : tensor<6xf32> -> tensor<6xf32>
    %24 = chlo.square %20 : tensor<6xf32> -> tensor<6xf32>
    %25 = stablehlo.add %23, %24 : tensor<6xf32>
    %26 = stablehlo.sqrt %25 : tensor<6xf32>
    %27 = stablehlo.multiply %26, %22 : tensor<6xf32>
    %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %29 = stablehlo.compare EQ, %3, %28, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %30 = stablehlo.compare EQ, %4, %28, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %31 = stablehlo.or %29, %30 : tensor<6xi1>
    %32 = stablehlo.select %31, %28, %27 : tensor<6xi1>, tensor<6xf32>
    %33 = stablehlo.divide %16, %26 : tensor<6xf32>
    %34 = stablehlo.divide %20, %26 : tensor<6xf32>
    %35 = stablehlo.multiply %arg0, %arg1 : tensor<6xcomplex<f32>>
    %36 = stablehlo.divide %arg0, %arg1 : tensor<6xcomplex<f32>>
    %37 = stablehlo.divide %arg1, %arg0 : tensor<6xcomplex<f32>>
    %38 = stablehlo.exponential %arg0 : tensor<6xcomplex<f32>>
    %39 = stablehlo.log %arg0 : tensor<6xcomplex<f32>>
    %40 = stablehlo.sqrt %arg0 : tensor<6xcomplex<f32>>
    %41 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %42 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %44 = stablehlo.compare EQ, %41, %43, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %45 = stablehlo.sine %41 : tensor<6xf32>
    %46 = stablehlo.cosine %41 : tensor<6xf32>
    %47 = stablehlo.exponential_minus_one %42 : tensor<6xf32>
    %48 = stablehlo.negate %42 : tensor<6xf32>
    %49 = stablehlo.exponential_minus_one %48 : tensor<6xf32>
    %50 = stablehlo.subtract %47, %49 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %52 = stablehlo.divide %50, %51 : tensor<6xf32>
    %53 = stablehlo.add %47, %49 : tensor<6xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %55 = stablehlo.add %53, %54 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %57 = stablehlo.divide %55, %56 : tensor<6xf32>
    %58 = stablehlo.multiply %45, %57 : tensor<6xf32>
    %59 = stablehlo.multiply %46, %52 : tensor<6xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %61 = stablehlo.complex %60, %59 : tensor<6xcomplex<f32>>
    %62 = stablehlo.complex %58, %59 : tensor<6xcomplex<f32>>
    %63 = stablehlo.select %44, %61, %62 : tensor<6xi1>, tensor<6xcomplex<f32>>
    %64 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %65 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %67 = stablehlo.compare EQ, %64, %66, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %68 = stablehlo.sine %64 : tensor<6xf32>
    %69 = stablehlo.cosine %64 : tensor<6xf32>
    %70 = stablehlo.exponential_minus_one %65 : tensor<6xf32>
    %71 = stablehlo.negate %65 : tensor<6xf32>
    %72 = stablehlo.exponential_minus_one %71 : tensor<6xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<6xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %75 = stablehlo.divide %73, %74 : tensor<6xf32>
    %76 = stablehlo.add %70, %72 : tensor<6xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %78 = stablehlo.add %76, %77 : tensor<6xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %80 = stablehlo.divide %78, %79 : tensor<6xf32>
    %81 = stablehlo.multiply %69, %80 : tensor<6xf32>
    %82 = stablehlo.negate %68 : tensor<6xf32>
    %83 = stablehlo.multiply %82, %75 : tensor<6xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %85 = stablehlo.complex %81, %84 : tensor<6xcomplex<f32>>
    %86 = stablehlo.complex %81, %83 : tensor<6xcomplex<f32>>
    %87 = stablehlo.select %67, %85, %86 : tensor<6xi1>, tensor<6xcomplex<f32>>
    %88 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %89 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %90 = stablehlo.negate %89 : tensor<6xf32>
    %91 = stablehlo.complex %88, %90 : tensor<6xcomplex<f32>>
    %92 = stablehlo.compare EQ, %arg0, %arg0, FLOAT : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xi1>
    %cst_15 = stablehlo.constant dense<(0x7FC00000,0xFF800000)> : tensor<complex<f32>>
    %93 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %94 = stablehlo.multiply %0, %93 : tensor<6xcomplex<f32>>
    %cst_16 = stablehlo.constant dense<(-0.000000e+00,-0.000000e+00)> : tensor<complex<f32>>
    %95 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %96 = stablehlo.multiply %arg0, %95 : tensor<6xcomplex<f32>>
    %cst_17 = stablehlo.constant dense<(-0.000000e+00,3.000000e+00)> : tensor<complex<f32>>
    %97 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %98 = stablehlo.add %arg0, %97 : tensor<6xcomplex<f32>>
    return %32, %35, %36, %37, %38, %39, %40, %63, %87, %91, %92, %94, %96, %98 : tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>
  }
}
