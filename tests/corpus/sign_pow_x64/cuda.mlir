module @jit_sign_pow_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi64>, %arg1: tensor<3xui64>, %arg2: tensor<3xf64>) -> (tensor<3xi64> {jax.result_info = "result[0]"}, tensor<3xi64> {jax.result_info = "result[1]"}, tensor<3xi64> {jax.result_info = "result[2]"}, tensor<3xi64> {jax.result_info = "result[3]"}, tensor<3xi64> {jax.result_info = "result[4]"}, tensor<3xui64> {jax.result_info = "result[5]"}, tensor<3xui64> {jax.result_info = "result[6]"}, tensor<3xui64> {jax.result_info = "result[7]"}, tensor<3xf64> {jax.result_info = "result[8]"}, tensor<3xf64> {jax.result_info = "result[9]"}, tensor<3xf64> {jax.result_info = "result[10]"}, tensor<3xf64> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.sign %arg0 : tensor<3xi64>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<3xi64>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xi64>
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<3xi64>
    %4 = stablehlo.abs %arg0 : tensor<3xi64>
    %5 = stablehlo.negate %arg0 : tensor<3xi64>
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %7 = stablehlo.compare EQ, %arg1, %6, UNSIGNED : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %10 = stablehlo.select %7, %8, %9 : tensor<3xi1>, tensor<3xui64>
    %11 = stablehlo.multiply %arg1, %arg1 : tensor<3xui64>
    %12 = stablehlo.negate %arg1 : tensor<3xui64>
    %13 = stablehlo.sign %arg2 : tensor<3xf64>
    %14 = stablehlo.multiply %arg2, %arg2 : tensor<3xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %16 = stablehlo.divide %15, %14 : tensor<3xf64>
    %17 = chlo.square %arg2 : tensor<3xf64> -> tensor<3xf64>
    %18 = stablehlo.abs %arg2 : tensor<3xf64>
    return %0, %2, %3, %4, %5, %10, %11, %12, %13, %16, %17, %18 : tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xui64>, tensor<3xui64>, tensor<3xui64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
  }
}
