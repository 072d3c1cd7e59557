module @jit_wide_round_bits attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<4xbf16>, %arg2: tensor<4xi64>, %arg3: tensor<4xui64>, %arg4: tensor<4xui16>, %arg5: tensor<4xui16>) -> (tensor<6xf64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1]"}, tensor<6xi1> {jax.result_info = "result[2]"}, tensor<4xbf16> {jax.result_info = "result[3]"}, tensor<4xi1> {jax.result_info = "result[4]"}, tensor<4xi64> {jax.result_info = "result[5]"}, tensor<4xi64> {jax.result_info = "result[6]"}, tensor<4xui64> {jax.result_info = "result[7]"}, tensor<4xui64> {jax.result_info = "result[8]"}, tensor<4xi64> {jax.result_info = "result[9]"}, tensor<4xi64> {jax.result_info = "result[10]"}, tensor<4xui64> {jax.result_info = "result[11]"}, tensor<4xui16> {jax.result_info = "result[12]"}, tensor<4xui16> {jax.result_info = "result[13]"}, tensor<4xui16> {jax.result_info = "result[14]"}) {
    %0 = stablehlo.round_nearest_afz %arg0 : tensor<6xf64>
    %1 = stablehlo.round_nearest_even %arg0 : tensor<6xf64>
    %2 = stablehlo.is_finite %arg0 : (tensor<6xf64>) -> tensor<6xi1>
    %3 = stablehlo.round_nearest_even %arg1 : tensor<4xbf16>
    %4 = stablehlo.is_finite %arg1 : (tensor<4xbf16>) -> tensor<4xi1>
    %5 = stablehlo.popcnt %arg2 : tensor<4xi64>
    %6 = stablehlo.count_leading_zeros %arg2 : tensor<4xi64>
    %7 = stablehlo.popcnt %arg3 : tensor<4xui64>
    %8 = stablehlo.count_leading_zeros %arg3 : tensor<4xui64>
    %c = stablehlo.constant dense<3> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %10 = stablehlo.shift_left %arg2, %9 : tensor<4xi64>
    %c_0 = stablehlo.constant dense<63> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %12 = stablehlo.shift_right_arithmetic %arg2, %11 : tensor<4xi64>
    %c_1 = stablehlo.constant dense<4> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %14 = stablehlo.shift_right_logical %arg3, %13 : tensor<4xui64>
    %15 = stablehlo.shift_left %arg4, %arg5 : tensor<4xui16>
    %16 = stablehlo.shift_right_logical %arg4, %arg5 : tensor<4xui16>
    %17 = stablehlo.shift_right_arithmetic %arg4, %arg5 : tensor<4xui16>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %10, %12, %14, %15, %16, %17 : tensor<6xf64>, tensor<6xf64>, tensor<6xi1>, tensor<4xbf16>, tensor<4xi1>, tensor<4xi64>, tensor<4xi64>, tensor<4xui64>, tensor<4xui64>, tensor<4xi64>, tensor<4xi64>, tensor<4xui64>, tensor<4xui16>, tensor<4xui16>, tensor<4xui16>
  }
}
