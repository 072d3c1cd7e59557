module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<3x3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x3x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:4 = stablehlo.while(%iterArg = %1, %iterArg_0 = %c, %iterArg_1 = %0, %iterArg_2 = %2) : tensor<3x3x4xf32>, tensor<i32>, tensor<3x4xf32>, tensor<3x3x4xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<3x3x4xf32>, tensor<i32>) -> tensor<3x4xf32>
      %5 = stablehlo.add %iterArg_1, %4 : tensor<3x4xf32>
      %6 = stablehlo.multiply %iterArg_1, %4 : tensor<3x4xf32>
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_2, %6, %iterArg_0) : (tensor<3x3x4xf32>, tensor<3x4xf32>, tensor<i32>) -> tensor<3x3x4xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %8, %5, %7 : tensor<3x3x4xf32>, tensor<i32>, tensor<3x4xf32>, tensor<3x3x4xf32>
    }
    return %3#2, %3#3 : tensor<3x4xf32>, tensor<3x3x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x3x4xf32>, %arg1: tensor<i32>) -> tensor<3x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 4] : (tensor<3x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>) -> tensor<3x3x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x3x4xf32>, tensor<1x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4xf32>
    return %1 : tensor<3x3x4xf32>
  }
}
