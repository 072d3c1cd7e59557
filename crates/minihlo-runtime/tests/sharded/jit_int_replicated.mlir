module @jit_mixed attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<4x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) -> (tensor<8xi32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}, tensor<i32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg0 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.select %3, %4, %c_5 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg1, %2, %5, sizes = [1, 8] : (tensor<4x8xi32>, tensor<i32>, tensor<i32>) -> tensor<1x8xi32>
    %7 = stablehlo.reshape %6 : (tensor<1x8xi32>) -> tensor<8xi32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %9 = stablehlo.multiply %7, %8 : tensor<8xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.add %arg0, %c_7 : tensor<i32>
    return %9, %10 : tensor<8xi32>, tensor<i32>
  }
}
