module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}) {
    %0 = call @"<lambda>"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = call @"<lambda>_0"(%arg1) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %4 = stablehlo.add %0, %3 : tensor<3x4xf32>
    %5 = call @"<lambda>"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = call @"<lambda>"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<3x4xf32>
    return %4, %7 : tensor<3x4xf32>, tensor<3x4xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
  func.func private @"<lambda>_0"(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
