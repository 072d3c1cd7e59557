module @jit_grad_erf_accuracy attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2xcomplex<f32>>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<2xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<2xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<2xcomplex<f32>> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.abs %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<1.100000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.minimum %0, %1 : tensor<3xf32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<3xf32>) -> tensor<3xui32>
    %c = stablehlo.constant dense<4294963200> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.and %3, %4 : tensor<3xui32>
    %6 = stablehlo.bitcast_convert %5 : (tensor<3xui32>) -> tensor<3xf32>
    %7 = stablehlo.subtract %2, %6 : tensor<3xf32>
    %8 = stablehlo.multiply %6, %6 : tensor<3xf32>
    %9 = stablehlo.add %2, %6 : tensor<3xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<3xf32>
    %11 = stablehlo.negate %8 : tensor<3xf32>
    %12 = stablehlo.exponential %11 : tensor<3xf32>
    %13 = stablehlo.exponential %11 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<3xf32>
    %14 = stablehlo.negate %10 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.0416666679> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.00833333377> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<3xf32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %18 = stablehlo.add %16, %17 : tensor<3xf32>
    %19 = stablehlo.multiply %18, %14 : tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.add %19, %20 : tensor<3xf32>
    %22 = stablehlo.multiply %21, %14 : tensor<3xf32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %24 = stablehlo.add %22, %23 : tensor<3xf32>
    %25 = stablehlo.multiply %24, %14 : tensor<3xf32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %27 = stablehlo.add %25, %26 : tensor<3xf32>
    %28 = stablehlo.multiply %14, %27 : tensor<3xf32>
    %29 = stablehlo.multiply %13, %28 : tensor<3xf32>
    %30 = stablehlo.add %13, %29 : tensor<3xf32>
    %cst_5 = stablehlo.constant dense<1.12837923> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.multiply %cst_5, %cst_6 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<3xf32>
    %34 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    %35 = stablehlo.exponential %34 : tensor<2xcomplex<f32>>
    %36 = stablehlo.exponential %34 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xcomplex<f32>>
    %37 = stablehlo.real %arg1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %38 = stablehlo.imag %arg1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %40 = stablehlo.compare EQ, %37, %39, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %41 = stablehlo.sine %37 : tensor<2xf32>
    %42 = stablehlo.cosine %37 : tensor<2xf32>
    %43 = stablehlo.exponential_minus_one %38 : tensor<2xf32>
    %44 = stablehlo.negate %38 : tensor<2xf32>
    %45 = stablehlo.exponential_minus_one %44 : tensor<2xf32>
    %46 = stablehlo.subtract %43, %45 : tensor<2xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %48 = stablehlo.divide %46, %47 : tensor<2xf32>
    %49 = stablehlo.add %43, %45 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %51 = stablehlo.add %49, %50 : tensor<2xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %53 = stablehlo.divide %51, %52 : tensor<2xf32>
    %54 = stablehlo.multiply %41, %53 : tensor<2xf32>
    %55 = stablehlo.multiply %42, %48 : tensor<2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %57 = stablehlo.complex %56, %55 : tensor<2xcomplex<f32>>
    %58 = stablehlo.complex %54, %55 : tensor<2xcomplex<f32>>
    %59 = stablehlo.select %40, %57, %58 : tensor<2xi1>, tensor<2xcomplex<f32>>
    %60 = stablehlo.real %arg1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %61 = stablehlo.imag %arg1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %63 = stablehlo.compare EQ, %60, %62, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %64 = stablehlo.sine %60 : tensor<2xf32>
    %65 = stablehlo.cosine %60 : tensor<2xf32>
    %66 = stablehlo.exponential_minus_one %61 : tensor<2xf32>
    %67 = stablehlo.negate %61 : tensor<2xf32>
    %68 = stablehlo.exponential_minus_one %67 : tensor<2xf32>
    %69 = stablehlo.subtract %66, %68 : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %71 = stablehlo.divide %69, %70 : tensor<2xf32>
    %72 = stablehlo.add %66, %68 : tensor<2xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %74 = stablehlo.add %72, %73 : tensor<2xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %76 = stablehlo.divide %74, %75 : tensor<2xf32>
    %77 = stablehlo.multiply %65, %76 : tensor<2xf32>
    %78 = stablehlo.negate %64 : tensor<2xf32>
    %79 = stablehlo.multiply %78, %71 : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %81 = stablehlo.complex %77, %80 : tensor<2xcomplex<f32>>
    %82 = stablehlo.complex %77, %79 : tensor<2xcomplex<f32>>
    %83 = stablehlo.select %63, %81, %82 : tensor<2xi1>, tensor<2xcomplex<f32>>
    return %33, %36, %59, %83 : tensor<3xf32>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
  }
}
