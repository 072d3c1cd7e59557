module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}) {
    %0 = call @relu(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.sine %arg0 : tensor<3x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x4xf32>
    %3 = stablehlo.sine %arg0 : tensor<3x4xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x4xf32>
    return %2, %4 : tensor<3x4xf32>, tensor<3x4xf32>
  }
  func.func private @relu(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
}
