module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3xi32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.clamp %0, %arg1, %1 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %6 = stablehlo.select %5, %arg0, %arg0 : tensor<3x4xi1>, tensor<3x4xf32>
    %7 = stablehlo.sine %6 : tensor<3x4xf32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.compare EQ, %2, %8, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %11 = stablehlo.select %10, %arg0, %arg0 : tensor<3x4xi1>, tensor<3x4xf32>
    %12 = stablehlo.cosine %11 : tensor<3x4xf32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.compare EQ, %2, %13, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %16 = stablehlo.select %15, %arg0, %arg0 : tensor<3x4xi1>, tensor<3x4xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<3x4xf32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xi32>) -> tensor<3x4xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %20 = stablehlo.compare LT, %18, %19, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %22 = stablehlo.compare LT, %18, %21, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %23 = stablehlo.select %22, %12, %17 : tensor<3x4xi1>, tensor<3x4xf32>
    %24 = stablehlo.select %20, %7, %23 : tensor<3x4xi1>, tensor<3x4xf32>
    return %24 : tensor<3x4xf32>
  }
}
