module @jit_la_lstsq_norm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<4xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<1xf32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %1:4 = call @_lstsq(%0, %arg1) : (tensor<4x3xf32>, tensor<4xf32>) -> (tensor<3xf32>, tensor<1xf32>, tensor<i32>, tensor<3xf32>)
    %2 = call @norm_0(%0) : (tensor<4x3xf32>) -> tensor<f32>
    %3 = call @cond(%0) : (tensor<4x3xf32>) -> tensor<f32>
    %4 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.dot_general %4, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3x3xf32>
    %6 = call @eigvalsh(%5) : (tensor<3x3xf32>) -> tensor<3xf32>
    return %1#0, %1#1, %1#2, %1#3, %2, %3, %6 : tensor<3xf32>, tensor<1xf32>, tensor<i32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<3xf32>
  }
  func.func private @_lstsq(%arg0: tensor<4x3xf32>, %arg1: tensor<4xf32>) -> (tensor<3xf32>, tensor<1xf32>, tensor<i32>, tensor<3xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %1:3 = call @svd(%arg0) : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.compare GT, %1#1, %2, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %4 = stablehlo.slice %1#1 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<4.76837158E-7> : tensor<f32>
    %6 = stablehlo.multiply %cst_0, %5 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.compare GE, %1#1, %7, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %9 = stablehlo.and %3, %8 : tensor<3xi1>
    %10 = stablehlo.convert %9 : (tensor<3xi1>) -> tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.reduce(%10 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %12 = call @_where(%9, %1#1, %c_1) : (tensor<3xi1>, tensor<3xf32>, tensor<i32>) -> tensor<3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.divide %13, %12 : tensor<3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_where(%9, %14, %c_3) : (tensor<3xi1>, tensor<3xf32>, tensor<i32>) -> tensor<3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %17 = stablehlo.transpose %1#0, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %18 = stablehlo.dot_general %17, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x4xf32>, tensor<4x1xf32>) -> tensor<3x1xf32>
    %19 = stablehlo.transpose %1#2, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %20 = stablehlo.multiply %16, %18 : tensor<3x1xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %22 = stablehlo.dot_general %arg0, %21, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x3xf32>, tensor<3x1xf32>) -> tensor<4x1xf32>
    %23 = stablehlo.subtract %0, %22 : tensor<4x1xf32>
    %24 = call @norm(%23) : (tensor<4x1xf32>) -> tensor<1xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<1xf32>
    %26 = stablehlo.reshape %21 : (tensor<3x1xf32>) -> tensor<3xf32>
    return %26, %25, %11, %1#1 : tensor<3xf32>, tensor<1xf32>, tensor<i32>, tensor<3xf32>
  }
  func.func private @svd(%arg0: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) {
    %0:5 = stablehlo.custom_call @cusolver_gesvdj_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_uv = true, full_matrices = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %1 = stablehlo.transpose %0#3, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.slice %0#2 [0:4, 0:3] : (tensor<4x4xf32>) -> tensor<4x3xf32>
    %3 = stablehlo.slice %1 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %5 = stablehlo.compare EQ, %0#4, %4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %9 = stablehlo.select %8, %0#1, %7 : tensor<3xi1>, tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %13 = stablehlo.select %12, %2, %11 : tensor<4x3xi1>, tensor<4x3xf32>
    %14 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %17 = stablehlo.select %16, %3, %15 : tensor<3x3xi1>, tensor<3x3xf32>
    return %13, %9, %17 : tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @norm(%arg0: tensor<4x1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x1xf32>, tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.sqrt %1 : tensor<1xf32>
    return %2 : tensor<1xf32>
  }
  func.func private @norm_0(%arg0: tensor<4x3xf32>) -> tensor<f32> {
    %0 = call @svd_1(%arg0) : (tensor<4x3xf32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.maximum %cst_0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @svd_1(%arg0: tensor<4x3xf32>) -> tensor<3xf32> {
    %0:5 = stablehlo.custom_call @cusolver_gesvdj_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_uv = false, full_matrices = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    return %6 : tensor<3xf32>
  }
  func.func private @cond(%arg0: tensor<4x3xf32>) -> tensor<f32> {
    %0 = call @svd_2(%arg0) : (tensor<4x3xf32>) -> tensor<3xf32>
    %1 = stablehlo.slice %0 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.slice %0 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.divide %2, %4 : tensor<f32>
    %6 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %8 = stablehlo.reduce(%7 init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<4x3xi1>, tensor<i1>) -> tensor<i1>
    %9 = stablehlo.not %8 : tensor<i1>
    %10 = stablehlo.and %6, %9 : tensor<i1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %11 = call @_where_3(%10, %cst, %5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %11 : tensor<f32>
  }
  func.func private @svd_2(%arg0: tensor<4x3xf32>) -> tensor<3xf32> {
    %0:5 = stablehlo.custom_call @cusolver_gesvdj_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_uv = false, full_matrices = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    return %6 : tensor<3xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @eigvalsh(%arg0: tensor<3x3xf32>) -> tensor<3xf32> {
    %0 = call @eigh(%arg0) : (tensor<3x3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @eigh(%arg0: tensor<3x3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x3xf32>
    %4:3 = stablehlo.custom_call @cusolver_syevd_ffi(%3) {backend_config = "", mhlo.backend_config = {algorithm = 0 : ui8, lower = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<3x3xi1>, tensor<3x3xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<3xi1>, tensor<3xf32>
    return %14 : tensor<3xf32>
  }
}
