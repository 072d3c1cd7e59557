module @jit_shifts attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xi32>, %arg1: tensor<1x4xi32>, %arg2: tensor<5xui8>, %arg3: tensor<5xui8>, %arg4: tensor<i32>) -> (tensor<2x4xi32> {jax.result_info = "result[0]"}, tensor<2x4xi32> {jax.result_info = "result[1]"}, tensor<2x4xi32> {jax.result_info = "result[2]"}, tensor<5xui8> {jax.result_info = "result[3]"}, tensor<5xui8> {jax.result_info = "result[4]"}, tensor<5xui8> {jax.result_info = "result[5]"}, tensor<2x4xi32> {jax.result_info = "result[6]"}, tensor<2x4xi32> {jax.result_info = "result[7]"}, tensor<2x4xi32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<2x4xi32>
    %1 = stablehlo.shift_left %arg0, %0 : tensor<2x4xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<2x4xi32>
    %3 = stablehlo.shift_right_logical %arg0, %2 : tensor<2x4xi32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<2x4xi32>
    %5 = stablehlo.shift_right_arithmetic %arg0, %4 : tensor<2x4xi32>
    %6 = stablehlo.shift_left %arg2, %arg3 : tensor<5xui8>
    %7 = stablehlo.shift_right_logical %arg2, %arg3 : tensor<5xui8>
    %8 = stablehlo.shift_right_arithmetic %arg2, %arg3 : tensor<5xui8>
    %9 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %10 = stablehlo.shift_left %arg0, %9 : tensor<2x4xi32>
    %11 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %12 = stablehlo.shift_right_arithmetic %arg0, %11 : tensor<2x4xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %14 = stablehlo.shift_right_arithmetic %arg0, %13 : tensor<2x4xi32>
    return %1, %3, %5, %6, %7, %8, %10, %12, %14 : tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<5xui8>, tensor<5xui8>, tensor<5xui8>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4xi32>
  }
}
