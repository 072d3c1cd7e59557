module @jit_bitwise_int attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi32>, %arg1: tensor<6xui8>, %arg2: tensor<6xui8>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<6xi32> {jax.result_info = "result[2]"}, tensor<6xi32> {jax.result_info = "result[3]"}, tensor<6xui8> {jax.result_info = "result[4]"}, tensor<6xui8> {jax.result_info = "result[5]"}, tensor<6xui8> {jax.result_info = "result[6]"}, tensor<6xui8> {jax.result_info = "result[7]"}) {
    %c = stablehlo.constant dense<12> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.and %arg0, %0 : tensor<6xi32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.or %arg0, %2 : tensor<6xi32>
    %4 = stablehlo.not %arg0 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.xor %arg0, %5 : tensor<6xi32>
    %7 = stablehlo.not %arg1 : tensor<6xui8>
    %8 = stablehlo.xor %arg1, %arg2 : tensor<6xui8>
    %c_2 = stablehlo.constant dense<240> : tensor<ui8>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %10 = stablehlo.and %arg1, %9 : tensor<6xui8>
    %11 = stablehlo.or %arg1, %arg2 : tensor<6xui8>
    return %1, %3, %4, %6, %7, %8, %10, %11 : tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xui8>, tensor<6xui8>, tensor<6xui8>, tensor<6xui8>
  }
}
