module @jit_jit_shardings_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %0:2 = call @g(%arg0, %arg1) : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>)
    return %0#0, %0#1 : tensor<8x8xf32>, tensor<8xf32>
  }
  func.func private @g(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{}, {}]> : tensor<8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<8x8xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {"x"}]> : tensor<8x8xf32>
    %6 = stablehlo.dot_general %5, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = sdy.sharding_constraint %6 <@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
    return %8, %7 : tensor<8x8xf32>, tensor<8xf32>
  }
}
