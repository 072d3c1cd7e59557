module @jit_convert_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i64> {jax.global_constant = "_platform_index"}, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xui32>) -> (tensor<4xf64> {jax.result_info = "result[0]"}, tensor<4xi64> {jax.result_info = "result[1]"}, tensor<4xui64> {jax.result_info = "result[2]"}, tensor<4xui64> {jax.result_info = "result[3]"}, tensor<4xi64> {jax.result_info = "result[4]"}) {
    %0 = "stablehlo.convert"(%arg1) : (tensor<4xf32>) -> tensor<4xf64>
    %1 = "stablehlo.convert"(%arg2) : (tensor<4xi32>) -> tensor<4xi64>
    %2 = "stablehlo.convert"(%arg3) : (tensor<4xui32>) -> tensor<4xui64>
    %3 = "stablehlo.convert"(%arg2) : (tensor<4xi32>) -> tensor<4xui64>
    %4 = "stablehlo.convert"(%arg1) : (tensor<4xf32>) -> tensor<4xf64>
    %5 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<4xf64>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %8 = "stablehlo.convert"(%7) : (tensor<4xf64>) -> tensor<4xi64>
    return %0, %1, %2, %3, %8 : tensor<4xf64>, tensor<4xi64>, tensor<4xui64>, tensor<4xui64>, tensor<4xi64>
  }
}
