module @jit_la_lu_factor_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}, tensor<3x3xf32> {jax.result_info = "result[3]"}, tensor<3x3xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %1:2 = call @lu_factor(%0) : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>)
    %2:3 = call @lu(%0) : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>)
    return %1#0, %1#1, %2#0, %2#1, %2#2 : tensor<3x3xf32>, tensor<3xi32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
  }
  func.func private @lu_factor(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x3xi1>, tensor<3x3xf32>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.add %13, %c_8 : tensor<i32>
      %15 = stablehlo.select %12, %14, %iterArg_4 : tensor<i1>, tensor<i32>
      %16 = stablehlo.dynamic_slice %iterArg, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_10 = stablehlo.constant dense<3> : tensor<i32>
      %20 = stablehlo.add %19, %c_10 : tensor<i32>
      %21 = stablehlo.select %18, %20, %iterArg_4 : tensor<i1>, tensor<i32>
      %22 = stablehlo.dynamic_slice %iterArg_5, %21, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.compare LT, %17, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.add %17, %c_12 : tensor<i32>
      %26 = stablehlo.select %24, %25, %17 : tensor<i1>, tensor<i32>
      %27 = stablehlo.dynamic_slice %iterArg_5, %26, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %28 = stablehlo.reshape %27 : (tensor<1xi32>) -> tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %30 = stablehlo.add %iterArg_4, %c_14 : tensor<i32>
      %31 = stablehlo.select %29, %30, %iterArg_4 : tensor<i1>, tensor<i32>
      %32 = stablehlo.convert %31 : tensor<i32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %34 = "stablehlo.scatter"(%iterArg_5, %33, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.compare LT, %17, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %36 = stablehlo.add %17, %c_16 : tensor<i32>
      %37 = stablehlo.select %35, %36, %17 : tensor<i1>, tensor<i32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %39 = "stablehlo.scatter"(%34, %38, %23) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %40 = stablehlo.add %iterArg_3, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %40, %11, %39 : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>
    }
    return %8, %2 : tensor<3x3xf32>, tensor<3xi32>
  }
  func.func private @lu(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>) {
    %0:3 = call @_lu(%arg0) : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>)
    return %0#0, %0#1, %0#2 : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
  }
  func.func private @_lu(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x3xi1>, tensor<3x3xf32>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_4 = %c_2, %iterArg_5 = %c_1, %iterArg_6 = %9) : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.add %iterArg_5, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %29 = stablehlo.convert %iterArg_5 : tensor<i32>
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %30 = stablehlo.add %29, %c_9 : tensor<i32>
      %31 = stablehlo.select %28, %30, %iterArg_5 : tensor<i1>, tensor<i32>
      %32 = stablehlo.dynamic_slice %iterArg, %31, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %34 = stablehlo.compare LT, %iterArg_5, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %35 = stablehlo.convert %iterArg_5 : tensor<i32>
      %c_11 = stablehlo.constant dense<3> : tensor<i32>
      %36 = stablehlo.add %35, %c_11 : tensor<i32>
      %37 = stablehlo.select %34, %36, %iterArg_5 : tensor<i1>, tensor<i32>
      %38 = stablehlo.dynamic_slice %iterArg_6, %37, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %39 = stablehlo.reshape %38 : (tensor<1xi32>) -> tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %40 = stablehlo.compare LT, %33, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_13 = stablehlo.constant dense<3> : tensor<i32>
      %41 = stablehlo.add %33, %c_13 : tensor<i32>
      %42 = stablehlo.select %40, %41, %33 : tensor<i1>, tensor<i32>
      %43 = stablehlo.dynamic_slice %iterArg_6, %42, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %44 = stablehlo.reshape %43 : (tensor<1xi32>) -> tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %45 = stablehlo.compare LT, %iterArg_5, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_15 = stablehlo.constant dense<3> : tensor<i32>
      %46 = stablehlo.add %iterArg_5, %c_15 : tensor<i32>
      %47 = stablehlo.select %45, %46, %iterArg_5 : tensor<i1>, tensor<i32>
      %48 = stablehlo.convert %47 : tensor<i32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %50 = "stablehlo.scatter"(%iterArg_6, %49, %44) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %51 = stablehlo.compare LT, %33, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %52 = stablehlo.add %33, %c_17 : tensor<i32>
      %53 = stablehlo.select %51, %52, %33 : tensor<i1>, tensor<i32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %55 = "stablehlo.scatter"(%50, %54, %39) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg_4, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %56, %27, %55 : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>
    }
    %11 = stablehlo.broadcast_in_dim %10#3, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %12 = stablehlo.iota dim = 0 : tensor<3xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<3x3xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x3xi32>
    %16 = stablehlo.compare EQ, %14, %15, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %17 = stablehlo.convert %16 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %18 = call @tril(%8) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %19 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %20 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %22 = stablehlo.add %19, %21 : tensor<3x3xi32>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %24 = stablehlo.convert %23 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %25 = stablehlo.add %18, %24 : tensor<3x3xf32>
    %26 = call @triu(%8) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %17, %25, %26 : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
  }
  func.func private @tril(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi32>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
  func.func private @triu(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi32>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
}
