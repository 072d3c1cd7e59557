module @jit_iota attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<5xi32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}, tensor<3xui8> {jax.result_info = "result[2]"}, tensor<2x3xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<5xi32>
    %1 = stablehlo.iota dim = 1 : tensor<2x3xf32>
    %2 = stablehlo.add %1, %arg0 : tensor<2x3xf32>
    %3 = stablehlo.iota dim = 0 : tensor<3xui8>
    %4 = stablehlo.iota dim = 0 : tensor<2x3xi32>
    return %0, %2, %3, %4 : tensor<5xi32>, tensor<2x3xf32>, tensor<3xui8>, tensor<2x3xi32>
  }
}
