module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4xf32>) -> (tensor<3x3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3x3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<3x3x1xf32>) -> tensor<3x3x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x3x4xf32>
    %6 = stablehlo.exponential %5 : tensor<3x3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<3x3xf32>) -> tensor<3x3x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<3x3x1xf32>) -> tensor<3x3x4xf32>
    %10 = stablehlo.divide %6, %9 : tensor<3x3x4xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<3x4xf32>
    %14 = stablehlo.is_finite %13 : (tensor<3x4xf32>) -> tensor<3x4xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %17 = stablehlo.select %14, %13, %16 : tensor<3x4xi1>, tensor<3x4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 2] : (tensor<3x4xf32>) -> tensor<3x1x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<3x1x4xf32>) -> tensor<3x3x4xf32>
    %20 = stablehlo.subtract %arg0, %19 : tensor<3x3x4xf32>
    %21 = stablehlo.exponential %20 : tensor<3x3x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<3x3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %23 = stablehlo.abs %22 : tensor<3x4xf32>
    %24 = stablehlo.log %23 : tensor<3x4xf32>
    %25 = stablehlo.add %24, %17 : tensor<3x4xf32>
    return %10, %25 : tensor<3x3x4xf32>, tensor<3x4xf32>
  }
}
