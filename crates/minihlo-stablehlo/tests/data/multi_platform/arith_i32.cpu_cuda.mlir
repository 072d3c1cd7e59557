module @jit_arith_i32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>, %arg3: tensor<6xi32>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<6xi32> {jax.result_info = "result[2]"}, tensor<6xi32> {jax.result_info = "result[3]"}, tensor<6xi32> {jax.result_info = "result[4]"}, tensor<6xi32> {jax.result_info = "result[5]"}, tensor<6xi32> {jax.result_info = "result[6]"}, tensor<6xi32> {jax.result_info = "result[7]"}, tensor<6xi32> {jax.result_info = "result[8]"}, tensor<6xi32> {jax.result_info = "result[9]"}, tensor<6xi32> {jax.result_info = "result[10]"}, tensor<6xi32> {jax.result_info = "result[11]"}, tensor<6xi32> {jax.result_info = "result[12]"}) {
    %0 = "stablehlo.add"(%arg1, %arg2) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %1 = "stablehlo.subtract"(%arg1, %arg2) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %2 = "stablehlo.multiply"(%arg1, %arg2) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %3 = "stablehlo.divide"(%arg3, %arg2) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %4 = "stablehlo.remainder"(%arg3, %arg2) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %5 = "stablehlo.negate"(%arg2) : (tensor<6xi32>) -> tensor<6xi32>
    %6 = "stablehlo.divide"(%arg3, %5) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %7 = "stablehlo.negate"(%arg2) : (tensor<6xi32>) -> tensor<6xi32>
    %8 = "stablehlo.remainder"(%arg3, %7) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %9 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %10 = "stablehlo.minimum"(%arg1, %arg3) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %11 = "stablehlo.negate"(%arg1) : (tensor<6xi32>) -> tensor<6xi32>
    %12 = "stablehlo.abs"(%arg1) : (tensor<6xi32>) -> tensor<6xi32>
    %13 = "stablehlo.sign"(%arg1) : (tensor<6xi32>) -> tensor<6xi32>
    %14 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %15 = "stablehlo.multiply"(%14, %arg1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %0, %1, %2, %3, %4, %6, %8, %9, %10, %11, %12, %13, %15 : tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>
  }
}
