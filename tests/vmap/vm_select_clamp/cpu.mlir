module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.subtract %arg1, %0 : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %4 = call @_where(%3, %arg0, %arg1) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.add %arg1, %5 : tensor<3x4xf32>
    %7 = stablehlo.clamp %1, %4, %6 : tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %8 = call @clip(%arg0, %cst_2, %cst_3) : (tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
    %9 = stablehlo.add %7, %8 : tensor<3x4xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    return %10 : tensor<4x3xf32>
  }
  func.func private @_where(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf32>, %arg2: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x4xi1>, tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func private @clip(%arg0: tensor<3x4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3x4xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<3x4xf32>
    return %5 : tensor<3x4xf32>
  }
}
