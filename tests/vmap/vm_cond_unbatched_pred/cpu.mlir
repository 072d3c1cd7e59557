module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare GT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %3 = stablehlo.cosine %arg0 : tensor<3x4xf32>
      stablehlo.return %3 : tensor<3x4xf32>
    }, {
      %3 = stablehlo.sine %arg0 : tensor<3x4xf32>
      stablehlo.return %3 : tensor<3x4xf32>
    }) : (tensor<i32>) -> tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
}
