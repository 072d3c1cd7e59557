module @jit_plat_scatter_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i64> {jax.global_constant = "_platform_index"}, %arg1: tensor<6xcomplex<f64>>, %arg2: tensor<3xi32>, %arg3: tensor<3xcomplex<f64>>, %arg4: tensor<2x3xf64>) -> (tensor<6xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<2x3xf64> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_9 : tensor<i32>
    }, {
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_9 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %c_9 = stablehlo.constant dense<5> : tensor<1xi32>
      %c_10 = stablehlo.constant dense<2147483647> : tensor<i32>
      %39 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %40 = stablehlo.minimum %c_9, %39 : tensor<1xi32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %42 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
      %43 = stablehlo.clamp %42, %5, %41 : tensor<3x1xi32>
      %44 = stablehlo.real %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %45 = stablehlo.real %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %46 = "stablehlo.scatter"(%44, %43, %45) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %51 = stablehlo.add %arg5, %arg6 : tensor<f64>
        stablehlo.return %51 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %47 = stablehlo.imag %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %48 = stablehlo.imag %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %49 = "stablehlo.scatter"(%47, %43, %48) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %51 = stablehlo.add %arg5, %arg6 : tensor<f64>
        stablehlo.return %51 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %50 = stablehlo.complex %46, %49 : tensor<6xcomplex<f64>>
      stablehlo.return %50 : tensor<6xcomplex<f64>>
    }, {
      %c_9 = stablehlo.constant dense<5> : tensor<1xi32>
      %c_10 = stablehlo.constant dense<2147483647> : tensor<i32>
      %39 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %40 = stablehlo.minimum %c_9, %39 : tensor<1xi32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %42 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
      %43 = stablehlo.clamp %42, %5, %41 : tensor<3x1xi32>
      %44 = stablehlo.real %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %45 = stablehlo.real %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %46 = "stablehlo.scatter"(%44, %43, %45) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %51 = stablehlo.add %arg5, %arg6 : tensor<f64>
        stablehlo.return %51 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %47 = stablehlo.imag %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %48 = stablehlo.imag %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %49 = "stablehlo.scatter"(%47, %43, %48) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %51 = stablehlo.add %arg5, %arg6 : tensor<f64>
        stablehlo.return %51 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %50 = stablehlo.complex %46, %49 : tensor<6xcomplex<f64>>
      stablehlo.return %50 : tensor<6xcomplex<f64>>
    }) : (tensor<i32>) -> tensor<6xcomplex<f64>>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.compare LT, %arg2, %9, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %12 = stablehlo.add %arg2, %11 : tensor<3xi32>
    %13 = stablehlo.select %10, %12, %arg2 : tensor<3xi1>, tensor<3xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %15 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %16 = "stablehlo.case"(%15) ({
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_9 : tensor<i32>
    }, {
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_9 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %17 = "stablehlo.case"(%16) ({
      %39 = stablehlo.real %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %40 = stablehlo.real %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %41 = "stablehlo.scatter"(%39, %14, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %46 = stablehlo.subtract %arg5, %arg6 : tensor<f64>
        stablehlo.return %46 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %42 = stablehlo.imag %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %43 = stablehlo.imag %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %44 = "stablehlo.scatter"(%42, %14, %43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %46 = stablehlo.subtract %arg5, %arg6 : tensor<f64>
        stablehlo.return %46 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %45 = stablehlo.complex %41, %44 : tensor<6xcomplex<f64>>
      stablehlo.return %45 : tensor<6xcomplex<f64>>
    }, {
      %39 = stablehlo.real %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %40 = stablehlo.real %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %41 = "stablehlo.scatter"(%39, %14, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %46 = stablehlo.subtract %arg5, %arg6 : tensor<f64>
        stablehlo.return %46 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %42 = stablehlo.imag %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %43 = stablehlo.imag %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %44 = "stablehlo.scatter"(%42, %14, %43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %46 = stablehlo.subtract %arg5, %arg6 : tensor<f64>
        stablehlo.return %46 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %45 = stablehlo.complex %41, %44 : tensor<6xcomplex<f64>>
      stablehlo.return %45 : tensor<6xcomplex<f64>>
    }) : (tensor<i32>) -> tensor<6xcomplex<f64>>
    %c_3 = stablehlo.constant dense<6> : tensor<i64>
    %18 = call @remainder(%arg0, %arg2, %c_3) : (tensor<i64>, tensor<3xi32>, tensor<i64>) -> tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %20 = stablehlo.compare LT, %18, %19, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %22 = stablehlo.add %18, %21 : tensor<3xi32>
    %23 = stablehlo.select %20, %22, %18 : tensor<3xi1>, tensor<3xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %25 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %26 = "stablehlo.case"(%25) ({
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_9 : tensor<i32>
    }, {
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_9 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.case"(%26) ({
      %39 = stablehlo.real %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %40 = stablehlo.real %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %41 = "stablehlo.scatter"(%39, %24, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %46 = stablehlo.add %arg5, %arg6 : tensor<f64>
        stablehlo.return %46 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %42 = stablehlo.imag %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %43 = stablehlo.imag %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %44 = "stablehlo.scatter"(%42, %24, %43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %46 = stablehlo.add %arg5, %arg6 : tensor<f64>
        stablehlo.return %46 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %45 = stablehlo.complex %41, %44 : tensor<6xcomplex<f64>>
      stablehlo.return %45 : tensor<6xcomplex<f64>>
    }, {
      %39 = stablehlo.real %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %40 = stablehlo.real %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %41 = "stablehlo.scatter"(%39, %24, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %46 = stablehlo.add %arg5, %arg6 : tensor<f64>
        stablehlo.return %46 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %42 = stablehlo.imag %arg1 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
      %43 = stablehlo.imag %arg3 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
      %44 = "stablehlo.scatter"(%42, %24, %43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %46 = stablehlo.add %arg5, %arg6 : tensor<f64>
        stablehlo.return %46 : tensor<f64>
      }) : (tensor<6xf64>, tensor<3x1xi32>, tensor<3xf64>) -> tensor<6xf64>
      %45 = stablehlo.complex %41, %44 : tensor<6xcomplex<f64>>
      stablehlo.return %45 : tensor<6xcomplex<f64>>
    }) : (tensor<i32>) -> tensor<6xcomplex<f64>>
    %c_6 = stablehlo.constant dense<2> : tensor<i64>
    %28 = call @remainder(%arg0, %arg2, %c_6) : (tensor<i64>, tensor<3xi32>, tensor<i64>) -> tensor<3xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %30 = stablehlo.compare LT, %28, %29, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_8 = stablehlo.constant dense<2> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %32 = stablehlo.add %28, %31 : tensor<3xi32>
    %33 = stablehlo.select %30, %32, %28 : tensor<3xi1>, tensor<3xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %36 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %37 = "stablehlo.case"(%36) ({
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_9 : tensor<i32>
    }, {
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_9 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %38 = "stablehlo.case"(%37) ({
      %39 = "stablehlo.scatter"(%arg4, %34, %35) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %40 = stablehlo.add %arg5, %arg6 : tensor<f64>
        stablehlo.return %40 : tensor<f64>
      }) : (tensor<2x3xf64>, tensor<3x1xi32>, tensor<3x3xf64>) -> tensor<2x3xf64>
      stablehlo.return %39 : tensor<2x3xf64>
    }, {
      %39 = "stablehlo.scatter"(%arg4, %34, %35) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        %40 = stablehlo.add %arg5, %arg6 : tensor<f64>
        stablehlo.return %40 : tensor<f64>
      }) : (tensor<2x3xf64>, tensor<3x1xi32>, tensor<3x3xf64>) -> tensor<2x3xf64>
      stablehlo.return %39 : tensor<2x3xf64>
    }) : (tensor<i32>) -> tensor<2x3xf64>
    return %8, %17, %27, %38 : tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>, tensor<2x3xf64>
  }
  func.func private @remainder(%arg0: tensor<i64> {jax.global_constant = "_platform_index"}, %arg1: tensor<3xi32>, %arg2: tensor<i64>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%arg0, %1, %c_0, %0) : (tensor<i64>, tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.remainder %arg1, %3 : tensor<3xi32>
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
  func.func private @_where(%arg0: tensor<i64> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg1, %arg2, %arg3 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
