module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4xf32>, %arg1: tensor<3x3xi32>) -> (tensor<3x3x2xf32> {jax.result_info = "result[0]"}, tensor<3x3x4xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x3xi1>, tensor<3x3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<3x3x1xi32>
    %8 = stablehlo.concatenate %5, %7, dim = 2 : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x2xi32>
    %9 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %10 = "stablehlo.gather"(%9, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<3x3x4xf32>, tensor<3x3x2xi32>) -> tensor<3x3x2xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %12 = stablehlo.compare LT, %arg1, %11, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %14 = stablehlo.add %arg1, %13 : tensor<3x3xi32>
    %15 = stablehlo.select %12, %14, %arg1 : tensor<3x3xi1>, tensor<3x3xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %17 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %c_4 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3x3x1xi32>
    %19 = stablehlo.compare GE, %16, %18, SIGNED : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x1xi1>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x3x1xi32>
    %22 = stablehlo.compare LE, %16, %21, SIGNED : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x1xi1>
    %23 = stablehlo.and %19, %22 : tensor<3x3x1xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %24 = stablehlo.reduce(%23 init: %c_6) applies stablehlo.and across dimensions = [2] : (tensor<3x3x1xi1>, tensor<i1>) -> tensor<3x3xi1>
    %25 = "stablehlo.gather"(%17, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x3x1xi32>) -> tensor<3x3x4xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<3x3xi1>) -> tensor<3x3x4xi1>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x4xf32>
    %28 = stablehlo.select %26, %25, %27 : tensor<3x3x4xi1>, tensor<3x3x4xf32>
    return %10, %28 : tensor<3x3x2xf32>, tensor<3x3x4xf32>
  }
}
