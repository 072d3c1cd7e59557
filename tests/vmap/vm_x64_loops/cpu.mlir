module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<3xi64>) -> (tensor<3x4xf64> {jax.result_info = "result[0]"}, tensor<3x4xf64> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf64>) -> tensor<3x4xf64>
    %2:3 = stablehlo.while(%iterArg = %0, %iterArg_2 = %arg1, %iterArg_3 = %1) : tensor<3xi64>, tensor<3xi64>, tensor<3x4xf64>
    cond {
      %8 = stablehlo.compare LT, %iterArg, %iterArg_2, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_4 = stablehlo.constant dense<false> : tensor<i1>
      %9 = stablehlo.reduce(%8 init: %c_4) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %9 = stablehlo.add %iterArg, %8 : tensor<3xi64>
      %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
      %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
      %11 = stablehlo.multiply %iterArg_3, %10 : tensor<3x4xf64>
      %12 = stablehlo.convert %iterArg : (tensor<3xi64>) -> tensor<3xf64>
      %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
      %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x4xf64>
      %15 = stablehlo.add %11, %14 : tensor<3x4xf64>
      %16 = stablehlo.compare LT, %iterArg, %iterArg_2, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %18 = stablehlo.select %17, %9, %iterArg : tensor<3xi1>, tensor<3xi64>
      %19 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %20 = stablehlo.select %19, %iterArg_2, %iterArg_2 : tensor<3xi1>, tensor<3xi64>
      %21 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
      %22 = stablehlo.select %21, %15, %iterArg_3 : tensor<3x4xi1>, tensor<3x4xf64>
      stablehlo.return %18, %20, %22 : tensor<3xi64>, tensor<3xi64>, tensor<3x4xf64>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %4 = stablehlo.transpose %2#2, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %6:4 = stablehlo.while(%iterArg = %4, %iterArg_2 = %c_1, %iterArg_3 = %3, %iterArg_4 = %5) : tensor<4x3xf64>, tensor<i64>, tensor<3xf64>, tensor<4x3xf64>
    cond {
      %c_5 = stablehlo.constant dense<4> : tensor<i64>
      %8 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<4x3xf64>, tensor<i64>) -> tensor<3xf64>
      %9 = stablehlo.convert %iterArg_3 : tensor<3xf64>
      %10 = stablehlo.add %9, %8 : tensor<3xf64>
      %11 = stablehlo.convert %iterArg_3 : tensor<3xf64>
      %12 = stablehlo.multiply %11, %8 : tensor<3xf64>
      %13 = func.call @dynamic_update_index_in_dim(%iterArg_4, %12, %iterArg_2) : (tensor<4x3xf64>, tensor<3xf64>, tensor<i64>) -> tensor<4x3xf64>
      %c_5 = stablehlo.constant dense<1> : tensor<i64>
      %14 = stablehlo.add %iterArg_2, %c_5 : tensor<i64>
      stablehlo.return %iterArg, %14, %10, %13 : tensor<4x3xf64>, tensor<i64>, tensor<3xf64>, tensor<4x3xf64>
    }
    %7 = stablehlo.transpose %6#3, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    return %2#2, %7 : tensor<3x4xf64>, tensor<3x4xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xf64>, %arg1: tensor<i64>) -> tensor<3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf64>, tensor<i64>, tensor<i64>) -> tensor<1x3xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf64>) -> tensor<3xf64>
    return %1 : tensor<3xf64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<i64>) -> tensor<4x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x3xf64>, tensor<1x3xf64>, tensor<i64>, tensor<i64>) -> tensor<4x3xf64>
    return %1 : tensor<4x3xf64>
  }
}
