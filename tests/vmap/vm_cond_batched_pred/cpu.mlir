module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<3xi32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare GT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %2 = stablehlo.convert %1 : (tensor<3xi1>) -> tensor<3xi32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.compare EQ, %2, %4, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %7 = stablehlo.select %6, %3, %3 : tensor<3x4xi1>, tensor<3x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<3x4xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %11 = stablehlo.compare EQ, %2, %10, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %13 = stablehlo.select %12, %3, %3 : tensor<3x4xi1>, tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<3x4xf32>
    %16 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xi32>) -> tensor<3x4xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %19 = stablehlo.select %18, %9, %15 : tensor<3x4xi1>, tensor<3x4xf32>
    return %19 : tensor<3x4xf32>
  }
}
