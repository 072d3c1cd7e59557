module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<3x3xi32>, %arg2: tensor<3xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x3xi1>, tensor<3x3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %8 = "stablehlo.scatter"(%6, %5, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %9 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<3x4xf32>, tensor<3x3x1xi32>, tensor<3x3xf32>) -> tensor<3x4xf32>
    return %8 : tensor<3x4xf32>
  }
}
