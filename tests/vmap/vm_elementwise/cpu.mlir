module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.sine %arg0 : tensor<3x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x4xf32>
    %6 = stablehlo.negate %arg0 : tensor<3x4xf32>
    %7 = stablehlo.exponential %6 : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.add %arg1, %8 : tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %12 = stablehlo.divide %7, %11 : tensor<3x4xf32>
    return %5, %12 : tensor<3x4xf32>, tensor<3x4xf32>
  }
}
