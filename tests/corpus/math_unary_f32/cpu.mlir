module @jit_math_unary_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xf32> {jax.result_info = "result[6]"}, tensor<12xf32> {jax.result_info = "result[7]"}, tensor<12xf32> {jax.result_info = "result[8]"}, tensor<12xf32> {jax.result_info = "result[9]"}, tensor<12xf32> {jax.result_info = "result[10]"}, tensor<12xf32> {jax.result_info = "result[11]"}, tensor<12xf32> {jax.result_info = "result[12]"}, tensor<12xf32> {jax.result_info = "result[13]"}, tensor<12xf32> {jax.result_info = "result[14]"}, tensor<12xf32> {jax.result_info = "result[15]"}, tensor<12xf32> {jax.result_info = "result[16]"}, tensor<12xf32> {jax.result_info = "result[17]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<12xf32>
    %2 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<12xf32>) -> tensor<12xf32>
    %3 = chlo.atan %2 : tensor<12xf32> -> tensor<12xf32>
    %4 = chlo.acosh %2 : tensor<12xf32> -> tensor<12xf32>
    %5 = chlo.asinh %2 : tensor<12xf32> -> tensor<12xf32>
    %6 = chlo.atanh %2 : tensor<12xf32> -> tensor<12xf32>
    %7 = chlo.sinh %2 : tensor<12xf32> -> tensor<12xf32>
    %8 = chlo.cosh %2 : tensor<12xf32> -> tensor<12xf32>
    %9 = stablehlo.tan %2 : tensor<12xf32>
    %10 = stablehlo.cbrt %2 : tensor<12xf32>
    %11 = stablehlo.exponential_minus_one %2 : tensor<12xf32>
    %12 = stablehlo.log_plus_one %2 : tensor<12xf32>
    %13 = chlo.erf %2 : tensor<12xf32> -> tensor<12xf32>
    %14 = chlo.erfc %2 : tensor<12xf32> -> tensor<12xf32>
    %15 = chlo.erf_inv %2 : tensor<12xf32> -> tensor<12xf32>
    %16 = chlo.digamma %2 : tensor<12xf32> -> tensor<12xf32>
    %17 = chlo.bessel_i1e %2 : tensor<12xf32> -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %19 = stablehlo.multiply %18, %2 : tensor<12xf32>
    %20 = stablehlo.exponential %19 : tensor<12xf32>
    %21 = chlo.acos %2 : tensor<12xf32> -> tensor<12xf32>
    %22 = stablehlo.log %2 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<1.44269502> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<12xf32>
    return %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %20, %21, %24 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
}
