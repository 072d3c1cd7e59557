module @jit_sharding_constraint_fsdp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=8]> {stablehlo.mesh = {axes = [{name = "d", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x4xf32>, %arg1: tensor<4x4xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = sdy.sharding_constraint %arg1 <@mesh, [{}, {}]> : tensor<4x4xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x4xf32>) -> tensor<16x4xf32>
    %2 = stablehlo.tanh %1 : tensor<16x4xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"d"}, {}]> : tensor<16x4xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<16x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    return %5 : tensor<16xf32>
  }
}
