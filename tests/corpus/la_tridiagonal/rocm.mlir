module @jit_la_tridiagonal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<2x5xf64>, %arg2: tensor<2x5xf64>, %arg3: tensor<2x5x3xf64>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<4x4xf32> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}, tensor<3xf32> {jax.result_info = "result[7]"}, tensor<2x5x3xf64> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1:5 = stablehlo.custom_call @hipsolver_sytrd_ffi(%0) {backend_config = "", mhlo.backend_config = {lower = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=4, j=4, k=4, l=4, m=4, n=3, o=3}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<4x4xi1>, tensor<4x4xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %11 = stablehlo.select %10, %1#1, %9 : tensor<4xi1>, tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %15 = stablehlo.select %14, %1#2, %13 : tensor<3xi1>, tensor<3xf32>
    %16 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %19 = stablehlo.select %18, %1#3, %17 : tensor<3xi1>, tensor<3xf32>
    %20:5 = stablehlo.custom_call @hipsolver_sytrd_ffi(%0) {backend_config = "", mhlo.backend_config = {lower = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=4, j=4, k=4, l=4, m=4, n=3, o=3}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<i32>
    %22 = stablehlo.compare EQ, %20#4, %21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %26 = stablehlo.select %25, %20#0, %24 : tensor<4x4xi1>, tensor<4x4xf32>
    %27 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %30 = stablehlo.select %29, %20#1, %28 : tensor<4xi1>, tensor<4xf32>
    %31 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %34 = stablehlo.select %33, %20#2, %32 : tensor<3xi1>, tensor<3xf32>
    %35 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %38 = stablehlo.select %37, %20#3, %36 : tensor<3xi1>, tensor<3xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %41 = "stablehlo.scatter"(%arg1, %39, %40) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<2x5xf64>, tensor<1xi32>, tensor<2xf64>) -> tensor<2x5xf64>
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %44 = "stablehlo.scatter"(%arg1, %42, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<2x5xf64>, tensor<1xi32>, tensor<2xf64>) -> tensor<2x5xf64>
    %45 = stablehlo.custom_call @hipsparse_gtsv2_ffi(%41, %arg2, %44, %arg3) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, k], [i, l], [i, m, n])->([i, o, p]) {i=2, j=5, k=5, l=5, m=5, n=3, o=5, p=3}, custom>} : (tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5x3xf64>) -> tensor<2x5x3xf64>
    return %7, %11, %15, %19, %26, %30, %34, %38, %45 : tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x5x3xf64>
  }
}
