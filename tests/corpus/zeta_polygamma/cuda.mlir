module @jit_zeta_polygamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<2x3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %1 = chlo.zeta %arg0, %0 : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
    %2 = chlo.polygamma %arg2, %arg3 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %4 = chlo.zeta %3, %arg0 : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
    return %1, %2, %4 : tensor<2x3xf32>, tensor<4xf32>, tensor<2x3xf32>
  }
}
