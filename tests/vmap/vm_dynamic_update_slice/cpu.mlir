module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<3xi32>) -> (tensor<3x3x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<3x2xf32>) -> tensor<3x1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.compare LT, %arg2, %1, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.add %arg2, %3 : tensor<3xi32>
    %5 = stablehlo.select %2, %4, %arg2 : tensor<3xi1>, tensor<3xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %8 = stablehlo.concatenate %6, %7, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %9 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<3x3x4xf32>
    %c_2 = stablehlo.constant dense<2> : tensor<2xi32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %11 = stablehlo.minimum %c_2, %10 : tensor<2xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %14 = stablehlo.clamp %13, %8, %12 : tensor<3x2xi32>
    %15 = "stablehlo.scatter"(%9, %14, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<3x2xi32>, tensor<3x1x2xf32>) -> tensor<3x3x4xf32>
    return %15 : tensor<3x3x4xf32>
  }
}
