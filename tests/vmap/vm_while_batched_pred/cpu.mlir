module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<3xi32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %2:3 = stablehlo.while(%iterArg = %0, %iterArg_0 = %arg1, %iterArg_1 = %1) : tensor<3xi32>, tensor<3xi32>, tensor<3x4xf32>
    cond {
      %3 = stablehlo.compare LT, %iterArg, %iterArg_0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_2 = stablehlo.constant dense<false> : tensor<i1>
      %4 = stablehlo.reduce(%3 init: %c_2) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %4 = stablehlo.add %iterArg, %3 : tensor<3xi32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %6 = stablehlo.multiply %iterArg_1, %5 : tensor<3x4xf32>
      %7 = stablehlo.compare LT, %iterArg, %iterArg_0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %9 = stablehlo.select %8, %4, %iterArg : tensor<3xi1>, tensor<3xi32>
      %10 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %11 = stablehlo.select %10, %iterArg_0, %iterArg_0 : tensor<3xi1>, tensor<3xi32>
      %12 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
      %13 = stablehlo.select %12, %6, %iterArg_1 : tensor<3x4xi1>, tensor<3x4xf32>
      stablehlo.return %9, %11, %13 : tensor<3xi32>, tensor<3xi32>, tensor<3x4xf32>
    }
    return %2#2 : tensor<3x4xf32>
  }
}
