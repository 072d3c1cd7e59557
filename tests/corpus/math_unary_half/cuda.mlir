module @jit_math_unary_half attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf16>, %arg1: tensor<2x3xbf16>) -> (tensor<12xf16> {jax.result_info = "result[0]"}, tensor<12xf16> {jax.result_info = "result[1]"}, tensor<12xf16> {jax.result_info = "result[2]"}, tensor<12xf16> {jax.result_info = "result[3]"}, tensor<12xf16> {jax.result_info = "result[4]"}, tensor<12xf16> {jax.result_info = "result[5]"}, tensor<12xf16> {jax.result_info = "result[6]"}, tensor<12xf16> {jax.result_info = "result[7]"}, tensor<12xf16> {jax.result_info = "result[8]"}, tensor<12xf16> {jax.result_info = "result[9]"}, tensor<12xf16> {jax.result_info = "result[10]"}, tensor<12xf16> {jax.result_info = "result[11]"}, tensor<12xf16> {jax.result_info = "result[12]"}, tensor<12xf16> {jax.result_info = "result[13]"}, tensor<12xf16> {jax.result_info = "result[14]"}, tensor<12xf16> {jax.result_info = "result[15]"}, tensor<12xf16> {jax.result_info = "result[16]"}, tensor<12xf16> {jax.result_info = "result[17]"}, tensor<2x3xbf16> {jax.result_info = "result[18]"}, tensor<2x3xbf16> {jax.result_info = "result[19]"}, tensor<2x3xbf16> {jax.result_info = "result[20]"}, tensor<2x3xbf16> {jax.result_info = "result[21]"}, tensor<2x3xbf16> {jax.result_info = "result[22]"}, tensor<2x3xbf16> {jax.result_info = "result[23]"}, tensor<2x3xbf16> {jax.result_info = "result[24]"}, tensor<2x3xbf16> {jax.result_info = "result[25]"}, tensor<2x3xbf16> {jax.result_info = "result[26]"}, tensor<2x3xbf16> {jax.result_info = "result[27]"}, tensor<2x3xbf16> {jax.result_info = "result[28]"}, tensor<2x3xbf16> {jax.result_info = "result[29]"}, tensor<2x3xbf16> {jax.result_info = "result[30]"}, tensor<2x3xbf16> {jax.result_info = "result[31]"}, tensor<2x3xbf16> {jax.result_info = "result[32]"}, tensor<2x3xbf16> {jax.result_info = "result[33]"}, tensor<2x3xbf16> {jax.result_info = "result[34]"}, tensor<2x3xbf16> {jax.result_info = "result[35]"}) {
    %0 = chlo.atan %arg0 : tensor<12xf16> -> tensor<12xf16>
    %1 = chlo.acosh %arg0 : tensor<12xf16> -> tensor<12xf16>
    %2 = chlo.asinh %arg0 : tensor<12xf16> -> tensor<12xf16>
    %3 = chlo.atanh %arg0 : tensor<12xf16> -> tensor<12xf16>
    %4 = chlo.sinh %arg0 : tensor<12xf16> -> tensor<12xf16>
    %5 = chlo.cosh %arg0 : tensor<12xf16> -> tensor<12xf16>
    %6 = stablehlo.tan %arg0 : tensor<12xf16>
    %7 = stablehlo.cbrt %arg0 : tensor<12xf16>
    %8 = stablehlo.exponential_minus_one %arg0 : tensor<12xf16>
    %9 = stablehlo.log_plus_one %arg0 : tensor<12xf16>
    %10 = chlo.erf %arg0 : tensor<12xf16> -> tensor<12xf16>
    %11 = chlo.erfc %arg0 : tensor<12xf16> -> tensor<12xf16>
    %12 = chlo.erf_inv %arg0 : tensor<12xf16> -> tensor<12xf16>
    %13 = chlo.digamma %arg0 : tensor<12xf16> -> tensor<12xf16>
    %14 = chlo.bessel_i1e %arg0 : tensor<12xf16> -> tensor<12xf16>
    %cst = stablehlo.constant dense<6.933590e-01> : tensor<f16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<12xf16>
    %16 = stablehlo.multiply %15, %arg0 : tensor<12xf16>
    %17 = stablehlo.exponential %16 : tensor<12xf16>
    %18 = chlo.acos %arg0 : tensor<12xf16> -> tensor<12xf16>
    %19 = stablehlo.log %arg0 : tensor<12xf16>
    %cst_0 = stablehlo.constant dense<1.442380e+00> : tensor<f16>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<12xf16>
    %21 = stablehlo.multiply %19, %20 : tensor<12xf16>
    %22 = chlo.atan %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %23 = chlo.acosh %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %24 = chlo.asinh %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %25 = chlo.atanh %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %26 = chlo.sinh %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %27 = chlo.cosh %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %28 = stablehlo.tan %arg1 : tensor<2x3xbf16>
    %29 = stablehlo.cbrt %arg1 : tensor<2x3xbf16>
    %30 = stablehlo.exponential_minus_one %arg1 : tensor<2x3xbf16>
    %31 = stablehlo.log_plus_one %arg1 : tensor<2x3xbf16>
    %32 = chlo.erf %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %33 = chlo.erfc %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %34 = chlo.erf_inv %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %35 = chlo.digamma %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %36 = chlo.bessel_i1e %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %cst_1 = stablehlo.constant dense<6.914060e-01> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<2x3xbf16>
    %38 = stablehlo.multiply %37, %arg1 : tensor<2x3xbf16>
    %39 = stablehlo.exponential %38 : tensor<2x3xbf16>
    %40 = chlo.acos %arg1 : tensor<2x3xbf16> -> tensor<2x3xbf16>
    %41 = stablehlo.log %arg1 : tensor<2x3xbf16>
    %cst_2 = stablehlo.constant dense<1.445310e+00> : tensor<bf16>
    %42 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<2x3xbf16>
    %43 = stablehlo.multiply %41, %42 : tensor<2x3xbf16>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %17, %18, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %39, %40, %43 : tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>
  }
}
