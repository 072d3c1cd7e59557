module @jit_reduce_int attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x3xi32>, %arg2: tensor<4xui8>) -> (tensor<2xi32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<2xi32> {jax.result_info = "result[2]"}, tensor<3xi32> {jax.result_info = "result[3]"}, tensor<2xi32> {jax.result_info = "result[4]"}, tensor<ui8> {jax.result_info = "result[5]"}, tensor<i32> {jax.result_info = "result[6]"}, tensor<ui8> {jax.result_info = "result[7]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
    %c_0 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %1 = stablehlo.reduce(%arg1 init: %c_0) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2 = stablehlo.reduce(%arg1 init: %c_1) applies stablehlo.minimum across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
    %3 = call @argmax(%arg0, %arg1) : (tensor<i32>, tensor<2x3xi32>) -> tensor<3xi32>
    %4 = call @argmin(%arg0, %arg1) : (tensor<i32>, tensor<2x3xi32>) -> tensor<2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.reduce(%arg2 init: %c_2) applies stablehlo.add across dimensions = [0] : (tensor<4xui8>, tensor<ui8>) -> tensor<ui8>
    %6 = call @argmax_0(%arg0, %arg2) : (tensor<i32>, tensor<4xui8>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<255> : tensor<ui8>
    %7 = stablehlo.reduce(%arg2 init: %c_3) applies stablehlo.minimum across dimensions = [0] : (tensor<4xui8>, tensor<ui8>) -> tensor<ui8>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2xi32>, tensor<i32>, tensor<2xi32>, tensor<3xi32>, tensor<2xi32>, tensor<ui8>, tensor<i32>, tensor<ui8>
  }
  func.func private @argmax(%arg0: tensor<i32>, %arg1: tensor<2x3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x3xi32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg1 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>)
     reducer(%arg2: tensor<i32>, %arg4: tensor<i32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg2, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg3, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg2, %arg4 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %8, %arg3, %arg5 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i32>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
  func.func private @argmin(%arg0: tensor<i32>, %arg1: tensor<2x3xi32>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg1 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> (tensor<2xi32>, tensor<2xi32>)
     reducer(%arg2: tensor<i32>, %arg4: tensor<i32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg2, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg3, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg2, %arg4 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %8, %arg3, %arg5 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i32>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @argmax_0(%arg0: tensor<i32>, %arg1: tensor<4xui8>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg1 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<4xui8>, tensor<4xi32>, tensor<ui8>, tensor<i32>) -> (tensor<ui8>, tensor<i32>)
     reducer(%arg2: tensor<ui8>, %arg4: tensor<ui8>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg2, %arg4, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg2, %arg2, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg2, %arg4, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg3, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg2, %arg4 : tensor<i1>, tensor<ui8>
      %10 = stablehlo.select %8, %arg3, %arg5 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<ui8>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
}
