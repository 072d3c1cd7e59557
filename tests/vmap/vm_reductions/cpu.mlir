module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<3x3xf32> {jax.result_info = "result[1]"}, tensor<3x4xi32> {jax.result_info = "result[2]"}, tensor<3x3xf32> {jax.result_info = "result[3]"}, tensor<3x4xi1> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
    %2 = call @argmax(%arg0) : (tensor<3x3x4xf32>) -> tensor<3x4xi32>
    %3 = stablehlo.slice %arg0 [0:3, 0:3, 0:2] : (tensor<3x3x4xf32>) -> tensor<3x3x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.multiply across dimensions = [2] : (tensor<3x3x2xf32>, tensor<f32>) -> tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x4xf32>
    %6 = stablehlo.compare GT, %arg0, %5, FLOAT : (tensor<3x3x4xf32>, tensor<3x3x4xf32>) -> tensor<3x3x4xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.reduce(%6 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3x3x4xi1>, tensor<i1>) -> tensor<3x4xi1>
    %8 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %9 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %10 = stablehlo.transpose %4, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %8, %9, %2, %10, %7 : tensor<4x3xf32>, tensor<3x3xf32>, tensor<3x4xi32>, tensor<3x3xf32>, tensor<3x4xi1>
  }
  func.func private @argmax(%arg0: tensor<3x3x4xf32>) -> tensor<3x4xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<3x3x4xf32>, tensor<3x3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<3x4xi32>
  }
}
