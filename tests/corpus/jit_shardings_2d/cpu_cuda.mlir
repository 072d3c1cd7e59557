module @jit_jit_shardings_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) -> (tensor<8x8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %0:2 = call @g(%arg0, %arg1, %arg2) : (tensor<i32>, tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>)
    return %0#0, %0#1 : tensor<8x8xf32>, tensor<8xf32>
  }
  func.func private @g(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>) {
    %0 = sdy.sharding_constraint %arg1 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %arg2 <@mesh, [{}, {}]> : tensor<8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<8x8xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {"x"}]> : tensor<8x8xf32>
    %6 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %10 = stablehlo.dot_general %5, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      stablehlo.return %10 : tensor<8x8xf32>
    }, {
      %10 = stablehlo.dot_general %5, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      stablehlo.return %10 : tensor<8x8xf32>
    }) : (tensor<i32>) -> tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %9 = sdy.sharding_constraint %7 <@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
    return %9, %8 : tensor<8x8xf32>, tensor<8xf32>
  }
}
