module @jit_compare_int attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<6xi32>, %arg2: tensor<6xui8>, %arg3: tensor<6xui8>) -> (tensor<6xi1> {jax.result_info = "result[0]"}, tensor<6xi1> {jax.result_info = "result[1]"}, tensor<6xi1> {jax.result_info = "result[2]"}, tensor<6xi1> {jax.result_info = "result[3]"}, tensor<6xi1> {jax.result_info = "result[4]"}, tensor<6xi1> {jax.result_info = "result[5]"}, tensor<6xi1> {jax.result_info = "result[6]"}, tensor<6xi1> {jax.result_info = "result[7]"}, tensor<6xi1> {jax.result_info = "result[8]"}, tensor<6xi1> {jax.result_info = "result[9]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.compare NE, %arg1, %2, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.compare LT, %arg1, %4, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<-1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.compare LE, %arg1, %6, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %9 = stablehlo.compare GT, %arg1, %8, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %11 = stablehlo.compare GE, %arg1, %10, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %12 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
    %c_5 = stablehlo.constant dense<200> : tensor<ui8>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %14 = stablehlo.compare GE, %arg2, %13, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
    %c_6 = stablehlo.constant dense<255> : tensor<ui8>
    %15 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %16 = stablehlo.compare EQ, %arg2, %15, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
    %17 = stablehlo.compare GE, %arg3, %arg2, UNSIGNED : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
    return %1, %3, %5, %7, %9, %11, %12, %14, %16, %17 : tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>
  }
}
