module @jit_sharding_constraint_fsdp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=8]> {stablehlo.mesh = {axes = [{name = "d", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<16x4xf32>, %arg2: tensor<4x4xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = sdy.sharding_constraint %arg2 <@mesh, [{}, {}]> : tensor<4x4xf32>
    %1 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %7 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x4xf32>) -> tensor<16x4xf32>
      stablehlo.return %7 : tensor<16x4xf32>
    }, {
      %7 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x4xf32>) -> tensor<16x4xf32>
      stablehlo.return %7 : tensor<16x4xf32>
    }) : (tensor<i32>) -> tensor<16x4xf32>
    %3 = stablehlo.tanh %2 : tensor<16x4xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"d"}, {}]> : tensor<16x4xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<16x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    return %6 : tensor<16xf32>
  }
}
