module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xui32>) -> (tensor<3x4xui32> {jax.result_info = "result[0]"}, tensor<3x2xui32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xui32>) -> tensor<1x4xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xui32>) -> tensor<4xui32>
    %2 = stablehlo.reshape %1 : (tensor<4xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %3, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x2xui32>)
    %4 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @dynamic_update_index_in_dim(%arg0, %5, %c) : (tensor<3x4xui32>, tensor<4xui32>, tensor<i32>) -> tensor<3x4xui32>
    return %6, %output : tensor<3x4xui32>, tensor<3x2xui32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x4xui32>, %arg1: tensor<4xui32>, %arg2: tensor<i32>) -> tensor<3x4xui32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xui32>) -> tensor<1x4xui32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4, %c_1 : (tensor<3x4xui32>, tensor<1x4xui32>, tensor<i32>, tensor<i32>) -> tensor<3x4xui32>
    return %5 : tensor<3x4xui32>
  }
}
