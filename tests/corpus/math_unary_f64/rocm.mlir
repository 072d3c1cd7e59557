module @jit_math_unary_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf64>, %arg1: tensor<f64>, %arg2: tensor<0xf64>) -> (tensor<12xf64> {jax.result_info = "result[0]"}, tensor<12xf64> {jax.result_info = "result[1]"}, tensor<12xf64> {jax.result_info = "result[2]"}, tensor<12xf64> {jax.result_info = "result[3]"}, tensor<12xf64> {jax.result_info = "result[4]"}, tensor<12xf64> {jax.result_info = "result[5]"}, tensor<12xf64> {jax.result_info = "result[6]"}, tensor<12xf64> {jax.result_info = "result[7]"}, tensor<12xf64> {jax.result_info = "result[8]"}, tensor<12xf64> {jax.result_info = "result[9]"}, tensor<12xf64> {jax.result_info = "result[10]"}, tensor<12xf64> {jax.result_info = "result[11]"}, tensor<12xf64> {jax.result_info = "result[12]"}, tensor<12xf64> {jax.result_info = "result[13]"}, tensor<12xf64> {jax.result_info = "result[14]"}, tensor<12xf64> {jax.result_info = "result[15]"}, tensor<12xf64> {jax.result_info = "result[16]"}, tensor<12xf64> {jax.result_info = "result[17]"}, tensor<f64> {jax.result_info = "result[18]"}, tensor<f64> {jax.result_info = "result[19]"}, tensor<f64> {jax.result_info = "result[20]"}, tensor<f64> {jax.result_info = "result[21]"}, tensor<f64> {jax.result_info = "result[22]"}, tensor<f64> {jax.result_info = "result[23]"}, tensor<f64> {jax.result_info = "result[24]"}, tensor<f64> {jax.result_info = "result[25]"}, tensor<f64> {jax.result_info = "result[26]"}, tensor<f64> {jax.result_info = "result[27]"}, tensor<f64> {jax.result_info = "result[28]"}, tensor<f64> {jax.result_info = "result[29]"}, tensor<f64> {jax.result_info = "result[30]"}, tensor<f64> {jax.result_info = "result[31]"}, tensor<f64> {jax.result_info = "result[32]"}, tensor<f64> {jax.result_info = "result[33]"}, tensor<f64> {jax.result_info = "result[34]"}, tensor<f64> {jax.result_info = "result[35]"}, tensor<0xf64> {jax.result_info = "result[36]"}, tensor<0xf64> {jax.result_info = "result[37]"}, tensor<0xf64> {jax.result_info = "result[38]"}, tensor<0xf64> {jax.result_info = "result[39]"}, tensor<0xf64> {jax.result_info = "result[40]"}, tensor<0xf64> {jax.result_info = "result[41]"}, tensor<0xf64> {jax.result_info = "result[42]"}, tensor<0xf64> {jax.result_info = "result[43]"}, tensor<0xf64> {jax.result_info = "result[44]"}, tensor<0xf64> {jax.result_info = "result[45]"}, tensor<0xf64> {jax.result_info = "result[46]"}, tensor<0xf64> {jax.result_info = "result[47]"}, tensor<0xf64> {jax.result_info = "result[48]"}, tensor<0xf64> {jax.result_info = "result[49]"}, tensor<0xf64> {jax.result_info = "result[50]"}, tensor<0xf64> {jax.result_info = "result[51]"}, tensor<0xf64> {jax.result_info = "result[52]"}, tensor<0xf64> {jax.result_info = "result[53]"}) {
    %0 = chlo.atan %arg0 : tensor<12xf64> -> tensor<12xf64>
    %1 = chlo.acosh %arg0 : tensor<12xf64> -> tensor<12xf64>
    %2 = chlo.asinh %arg0 : tensor<12xf64> -> tensor<12xf64>
    %3 = chlo.atanh %arg0 : tensor<12xf64> -> tensor<12xf64>
    %4 = chlo.sinh %arg0 : tensor<12xf64> -> tensor<12xf64>
    %5 = chlo.cosh %arg0 : tensor<12xf64> -> tensor<12xf64>
    %6 = stablehlo.tan %arg0 : tensor<12xf64>
    %7 = stablehlo.cbrt %arg0 : tensor<12xf64>
    %8 = stablehlo.exponential_minus_one %arg0 : tensor<12xf64>
    %9 = stablehlo.log_plus_one %arg0 : tensor<12xf64>
    %10 = chlo.erf %arg0 : tensor<12xf64> -> tensor<12xf64>
    %11 = chlo.erfc %arg0 : tensor<12xf64> -> tensor<12xf64>
    %12 = chlo.erf_inv %arg0 : tensor<12xf64> -> tensor<12xf64>
    %13 = chlo.digamma %arg0 : tensor<12xf64> -> tensor<12xf64>
    %14 = chlo.bessel_i1e %arg0 : tensor<12xf64> -> tensor<12xf64>
    %cst = stablehlo.constant dense<0.69314718055994529> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %16 = stablehlo.multiply %15, %arg0 : tensor<12xf64>
    %17 = stablehlo.exponential %16 : tensor<12xf64>
    %18 = chlo.acos %arg0 : tensor<12xf64> -> tensor<12xf64>
    %19 = stablehlo.log %arg0 : tensor<12xf64>
    %cst_0 = stablehlo.constant dense<1.4426950408889634> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %21 = stablehlo.multiply %19, %20 : tensor<12xf64>
    %22 = chlo.atan %arg1 : tensor<f64> -> tensor<f64>
    %23 = chlo.acosh %arg1 : tensor<f64> -> tensor<f64>
    %24 = chlo.asinh %arg1 : tensor<f64> -> tensor<f64>
    %25 = chlo.atanh %arg1 : tensor<f64> -> tensor<f64>
    %26 = chlo.sinh %arg1 : tensor<f64> -> tensor<f64>
    %27 = chlo.cosh %arg1 : tensor<f64> -> tensor<f64>
    %28 = stablehlo.tan %arg1 : tensor<f64>
    %29 = stablehlo.cbrt %arg1 : tensor<f64>
    %30 = stablehlo.exponential_minus_one %arg1 : tensor<f64>
    %31 = stablehlo.log_plus_one %arg1 : tensor<f64>
    %32 = chlo.erf %arg1 : tensor<f64> -> tensor<f64>
    %33 = chlo.erfc %arg1 : tensor<f64> -> tensor<f64>
    %34 = chlo.erf_inv %arg1 : tensor<f64> -> tensor<f64>
    %35 = chlo.digamma %arg1 : tensor<f64> -> tensor<f64>
    %36 = chlo.bessel_i1e %arg1 : tensor<f64> -> tensor<f64>
    %cst_1 = stablehlo.constant dense<0.69314718055994529> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<f64>
    %38 = stablehlo.multiply %37, %arg1 : tensor<f64>
    %39 = stablehlo.exponential %38 : tensor<f64>
    %40 = chlo.acos %arg1 : tensor<f64> -> tensor<f64>
    %41 = stablehlo.log %arg1 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.4426950408889634> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<f64>
    %43 = stablehlo.multiply %41, %42 : tensor<f64>
    %44 = chlo.atan %arg2 : tensor<0xf64> -> tensor<0xf64>
    %45 = chlo.acosh %arg2 : tensor<0xf64> -> tensor<0xf64>
    %46 = chlo.asinh %arg2 : tensor<0xf64> -> tensor<0xf64>
    %47 = chlo.atanh %arg2 : tensor<0xf64> -> tensor<0xf64>
    %48 = chlo.sinh %arg2 : tensor<0xf64> -> tensor<0xf64>
    %49 = chlo.cosh %arg2 : tensor<0xf64> -> tensor<0xf64>
    %50 = stablehlo.tan %arg2 : tensor<0xf64>
    %51 = stablehlo.cbrt %arg2 : tensor<0xf64>
    %52 = stablehlo.exponential_minus_one %arg2 : tensor<0xf64>
    %53 = stablehlo.log_plus_one %arg2 : tensor<0xf64>
    %54 = chlo.erf %arg2 : tensor<0xf64> -> tensor<0xf64>
    %55 = chlo.erfc %arg2 : tensor<0xf64> -> tensor<0xf64>
    %56 = chlo.erf_inv %arg2 : tensor<0xf64> -> tensor<0xf64>
    %57 = chlo.digamma %arg2 : tensor<0xf64> -> tensor<0xf64>
    %58 = chlo.bessel_i1e %arg2 : tensor<0xf64> -> tensor<0xf64>
    %cst_3 = stablehlo.constant dense<0.69314718055994529> : tensor<f64>
    %59 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<0xf64>
    %60 = stablehlo.multiply %59, %arg2 : tensor<0xf64>
    %61 = stablehlo.exponential %60 : tensor<0xf64>
    %62 = chlo.acos %arg2 : tensor<0xf64> -> tensor<0xf64>
    %63 = stablehlo.log %arg2 : tensor<0xf64>
    %cst_4 = stablehlo.constant dense<1.4426950408889634> : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<0xf64>
    %65 = stablehlo.multiply %63, %64 : tensor<0xf64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %17, %18, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %39, %40, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %61, %62, %65 : tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>, tensor<0xf64>
  }
}
