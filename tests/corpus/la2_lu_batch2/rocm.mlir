module @jit_la2_lu_batch2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x3x3xf32>, %arg1: tensor<2x3x2x4xi32>) -> (tensor<2x2x3x3xf32> {jax.result_info = "result[0]"}, tensor<2x2x3xi32> {jax.result_info = "result[1]"}, tensor<2x2x3xi32> {jax.result_info = "result[2]"}, tensor<2x3x2x5xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %1:3 = stablehlo.custom_call @hipsolver_getrf_ffi(%0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "2"}, operand_layouts = [dense<[2, 3, 1, 0]> : tensor<4xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[2, 3, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, m, n], [i, j, o], [i, j]) {i=2, j=2, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<2x2x3x3xf32>) -> (tensor<2x2x3x3xf32>, tensor<2x2x3xi32>, tensor<2x2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x2x3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<2x2x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %5 = stablehlo.compare GE, %1#2, %4, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x2xi1>) -> tensor<2x2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x3x3xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<2x2x1x1xi1>) -> tensor<2x2x3x3xi1>
    %9 = stablehlo.select %8, %1#0, %7 : tensor<2x2x3x3xi1>, tensor<2x2x3x3xf32>
    %10 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%3) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "2"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, l]) {i=2, j=2, k=3, l=3}, custom>} : (tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
    %11 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%arg1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "3"}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, m]) {i=2, j=3, k=2, l=4, m=5}, custom>} : (tensor<2x3x2x4xi32>) -> tensor<2x3x2x5xi32>
    return %9, %3, %10, %11 : tensor<2x2x3x3xf32>, tensor<2x2x3xi32>, tensor<2x2x3xi32>, tensor<2x3x2x5xi32>
  }
}
