module @jit_la_geqrf_pivots attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<4xi32>, %arg2: tensor<2x3xi32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<5x3xf32> {jax.result_info = "result[2]"}, tensor<6xi32> {jax.result_info = "result[3]"}, tensor<2x3xi32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %1:2 = call @qr(%0) : (tensor<5x3xf32>) -> (tensor<3x5xf32>, tensor<3xf32>)
    %2 = stablehlo.transpose %1#0, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
    %3 = stablehlo.custom_call @hipsolver_orgqr_ffi(%2, %1#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=5, j=3, k=3, l=5, m=3}, custom>} : (tensor<5x3xf32>, tensor<3xf32>) -> tensor<5x3xf32>
    %4 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%arg1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=4, j=6}, custom>} : (tensor<4xi32>) -> tensor<6xi32>
    %5 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%arg2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=2, j=3, k=3}, custom>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    return %1#0, %1#1, %3, %4, %5 : tensor<3x5xf32>, tensor<3xf32>, tensor<5x3xf32>, tensor<6xi32>, tensor<2x3xi32>
  }
  func.func private @qr(%arg0: tensor<5x3xf32>) -> (tensor<3x5xf32>, tensor<3xf32>) {
    %0:2 = stablehlo.custom_call @hipsolver_geqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=5, j=3, k=5, l=3, m=3}, custom>} : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>)
    %1 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
    return %1, %0#1 : tensor<3x5xf32>, tensor<3xf32>
  }
}
