module @jit_unary_accuracy attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}, tensor<5xf32> {jax.result_info = "result[5]"}, tensor<5xf32> {jax.result_info = "result[6]"}, tensor<5xf32> {jax.result_info = "result[7]"}, tensor<5xf32> {jax.result_info = "result[8]"}, tensor<5xf32> {jax.result_info = "result[9]"}, tensor<5xf32> {jax.result_info = "result[10]"}, tensor<5xf32> {jax.result_info = "result[11]"}, tensor<5xf32> {jax.result_info = "result[12]"}, tensor<5xf32> {jax.result_info = "result[13]"}, tensor<5xf32> {jax.result_info = "result[14]"}, tensor<5xf32> {jax.result_info = "result[15]"}, tensor<5xf32> {jax.result_info = "result[16]"}, tensor<5xf32> {jax.result_info = "result[17]"}, tensor<5xf32> {jax.result_info = "result[18]"}, tensor<5xf32> {jax.result_info = "result[19]"}, tensor<5xf32> {jax.result_info = "result[20]"}, tensor<5xf32> {jax.result_info = "result[21]"}, tensor<5xf32> {jax.result_info = "result[22]"}, tensor<5xf32> {jax.result_info = "result[23]"}, tensor<5xf32> {jax.result_info = "result[24]"}, tensor<5xf32> {jax.result_info = "result[25]"}, tensor<5xf32> {jax.result_info = "result[26]"}, tensor<5xf32> {jax.result_info = "result[27]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<5xf32>) -> tensor<5xf32>
    %1 = stablehlo.exponential %0 : tensor<5xf32>
    %2 = stablehlo.exponential %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %cst = stablehlo.constant dense<0.693147182> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.multiply %3, %0 : tensor<5xf32>
    %5 = stablehlo.exponential %4 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %6 = stablehlo.log %0 : tensor<5xf32>
    %7 = stablehlo.log %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %8 = stablehlo.log %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<1.44269502> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<5xf32>
    %11 = stablehlo.exponential_minus_one %0 : tensor<5xf32>
    %12 = stablehlo.exponential_minus_one %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %13 = stablehlo.log_plus_one %0 : tensor<5xf32>
    %14 = stablehlo.log_plus_one %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %15 = stablehlo.tanh %0 : tensor<5xf32>
    %16 = stablehlo.tanh %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %17 = stablehlo.negate %0 : tensor<5xf32>
    %18 = stablehlo.exponential %17 : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %20 = stablehlo.add %19, %18 : tensor<5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.divide %21, %20 : tensor<5xf32>
    %23 = stablehlo.sine %0 : tensor<5xf32>
    %24 = stablehlo.sine %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %25 = stablehlo.cosine %0 : tensor<5xf32>
    %26 = stablehlo.cosine %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %27 = stablehlo.tan %0 : tensor<5xf32>
    %28 = stablehlo.tan %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %29 = stablehlo.sqrt %0 : tensor<5xf32>
    %30 = stablehlo.sqrt %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %31 = stablehlo.rsqrt %0 : tensor<5xf32>
    %32 = stablehlo.rsqrt %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %33 = stablehlo.cbrt %0 : tensor<5xf32>
    %34 = stablehlo.cbrt %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<5xf32>
    %35 = stablehlo.exponential %arg0 : tensor<5xf32>
    %36 = stablehlo.exponential %arg0 : tensor<5xf32>
    %cst_3 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %38 = stablehlo.multiply %37, %arg0 : tensor<5xf32>
    %39 = stablehlo.exponential %38 : tensor<5xf32>
    %40 = stablehlo.log %arg0 : tensor<5xf32>
    %41 = stablehlo.log %arg0 : tensor<5xf32>
    %42 = stablehlo.log %arg0 : tensor<5xf32>
    %cst_4 = stablehlo.constant dense<1.44269502> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<5xf32>
    %45 = stablehlo.exponential_minus_one %arg0 : tensor<5xf32>
    %46 = stablehlo.exponential_minus_one %arg0 : tensor<5xf32>
    %47 = stablehlo.log_plus_one %arg0 : tensor<5xf32>
    %48 = stablehlo.log_plus_one %arg0 : tensor<5xf32>
    %49 = stablehlo.tanh %arg0 : tensor<5xf32>
    %50 = stablehlo.tanh %arg0 : tensor<5xf32>
    %51 = stablehlo.negate %arg0 : tensor<5xf32>
    %52 = stablehlo.exponential %51 : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %54 = stablehlo.add %53, %52 : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %56 = stablehlo.divide %55, %54 : tensor<5xf32>
    %57 = stablehlo.sine %arg0 : tensor<5xf32>
    %58 = stablehlo.sine %arg0 : tensor<5xf32>
    %59 = stablehlo.cosine %arg0 : tensor<5xf32>
    %60 = stablehlo.cosine %arg0 : tensor<5xf32>
    %61 = stablehlo.tan %arg0 : tensor<5xf32>
    %62 = stablehlo.tan %arg0 : tensor<5xf32>
    %63 = stablehlo.sqrt %arg0 : tensor<5xf32>
    %64 = stablehlo.sqrt %arg0 : tensor<5xf32>
    %65 = stablehlo.rsqrt %arg0 : tensor<5xf32>
    %66 = stablehlo.rsqrt %arg0 : tensor<5xf32>
    %67 = stablehlo.cbrt %arg0 : tensor<5xf32>
    %68 = stablehlo.cbrt %arg0 : tensor<5xf32>
    return %2, %5, %7, %10, %12, %14, %16, %22, %24, %26, %28, %30, %32, %34, %36, %39, %41, %44, %46, %48, %50, %56, %58, %60, %62, %64, %66, %68 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  }
}
