module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3xf32>) -> (tensor<3x10xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 1], high = [0, 2], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x10xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<3x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.pad %1, %c_0, low = [0, 1], high = [0, 2], interior = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<3x10xi1>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf32>) -> tensor<3x10xf32>
    %4 = stablehlo.select %2, %0, %3 : tensor<3x10xi1>, tensor<3x10xf32>
    return %4 : tensor<3x10xf32>
  }
}
