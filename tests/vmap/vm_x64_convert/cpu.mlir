module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i64>) -> (tensor<3x4xf64> {jax.result_info = "result[0]"}, tensor<3x4xi64> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %1 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %3 = stablehlo.multiply %0, %2 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %5 = stablehlo.add %3, %4 : tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<3x4xf32>
    %8 = stablehlo.convert %7 : (tensor<3x4xf32>) -> tensor<3x4xi64>
    %9 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %10 = stablehlo.add %8, %9 : tensor<3x4xi64>
    return %5, %10 : tensor<3x4xf64>, tensor<3x4xi64>
  }
}
