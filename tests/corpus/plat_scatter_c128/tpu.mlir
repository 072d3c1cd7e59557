module @jit_plat_scatter_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xcomplex<f64>>, %arg1: tensor<3xi32>, %arg2: tensor<3xcomplex<f64>>, %arg3: tensor<2x3xf64>) -> (tensor<6xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<2x3xf64> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<2147483647> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.minimum %c_1, %6 : tensor<1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %10 = stablehlo.clamp %9, %5, %8 : tensor<3x1xi32>
    %11 = "stablehlo.scatter"(%arg0, %10, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<complex<f64>>, %arg5: tensor<complex<f64>>):
      %36 = stablehlo.add %arg4, %arg5 : tensor<complex<f64>>
      stablehlo.return %36 : tensor<complex<f64>>
    }) : (tensor<6xcomplex<f64>>, tensor<3x1xi32>, tensor<3xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %13 = stablehlo.compare LT, %arg1, %12, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %15 = stablehlo.add %arg1, %14 : tensor<3xi32>
    %16 = stablehlo.select %13, %15, %arg1 : tensor<3xi1>, tensor<3xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %18 = "stablehlo.scatter"(%arg0, %17, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<complex<f64>>, %arg5: tensor<complex<f64>>):
      %36 = stablehlo.subtract %arg4, %arg5 : tensor<complex<f64>>
      stablehlo.return %36 : tensor<complex<f64>>
    }) : (tensor<6xcomplex<f64>>, tensor<3x1xi32>, tensor<3xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    %c_6 = stablehlo.constant dense<6> : tensor<i64>
    %19 = call @remainder(%arg1, %c_6) : (tensor<3xi32>, tensor<i64>) -> tensor<3xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %21 = stablehlo.compare LT, %19, %20, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %23 = stablehlo.add %19, %22 : tensor<3xi32>
    %24 = stablehlo.select %21, %23, %19 : tensor<3xi1>, tensor<3xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %26 = "stablehlo.scatter"(%arg0, %25, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<complex<f64>>, %arg5: tensor<complex<f64>>):
      %36 = stablehlo.add %arg4, %arg5 : tensor<complex<f64>>
      stablehlo.return %36 : tensor<complex<f64>>
    }) : (tensor<6xcomplex<f64>>, tensor<3x1xi32>, tensor<3xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    %c_9 = stablehlo.constant dense<2> : tensor<i64>
    %27 = call @remainder(%arg1, %c_9) : (tensor<3xi32>, tensor<i64>) -> tensor<3xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %31 = stablehlo.add %27, %30 : tensor<3xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<3xi1>, tensor<3xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %35 = "stablehlo.scatter"(%arg3, %33, %34) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %36 = stablehlo.add %arg4, %arg5 : tensor<f64>
      stablehlo.return %36 : tensor<f64>
    }) : (tensor<2x3xf64>, tensor<3x1xi32>, tensor<3x3xf64>) -> tensor<2x3xf64>
    return %11, %18, %26, %35 : tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<2x3xf64>
  }
  func.func private @remainder(%arg0: tensor<3xi32>, %arg1: tensor<i64>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.add %4, %13 : tensor<3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi32>
    return %15 : tensor<3xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
