module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2x4xf32>) -> (tensor<3x2x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x3x4xf32>) -> tensor<2x3x4xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<2x3x4xf32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x3x4xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x3x4xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
    return %10 : tensor<3x2x4xf32>
  }
}
