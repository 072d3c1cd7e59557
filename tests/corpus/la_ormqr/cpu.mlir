module @jit_la_ormqr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<4x2xf32>, %arg2: tensor<2x5x3xf64>, %arg3: tensor<2x4x5xf64>) -> (tensor<4x2xf32> {jax.result_info = "result[0]"}, tensor<2x4x5xf64> {jax.result_info = "result[1]"}) {
    %0:2 = call @qr(%arg0) : (tensor<4x3xf32>) -> (tensor<3x4xf32>, tensor<3xf32>)
    %1 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %2:2 = call @qr_0(%arg2) : (tensor<2x5x3xf64>) -> (tensor<2x3x5xf64>, tensor<2x3xf64>)
    %3 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.custom_call @lapack_sormqr_ffi(%3, %0#1, %1) {backend_config = "", mhlo.backend_config = {left = true, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=4, j=3, k=3, l=4, m=2, n=4, o=2}, custom>} : (tensor<4x3xf32>, tensor<3xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %5 = stablehlo.transpose %2#0, dims = [0, 2, 1] : (tensor<2x3x5xf64>) -> tensor<2x5x3xf64>
    %6 = stablehlo.custom_call @lapack_dormqr_ffi(%5, %2#1, %arg3) {backend_config = "", mhlo.backend_config = {left = false, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l], [i, m, n])->([i, o, p]) {i=2, j=5, k=3, l=3, m=4, n=5, o=4, p=5}, custom>} : (tensor<2x5x3xf64>, tensor<2x3xf64>, tensor<2x4x5xf64>) -> tensor<2x4x5xf64>
    return %4, %6 : tensor<4x2xf32>, tensor<2x4x5xf64>
  }
  func.func private @qr(%arg0: tensor<4x3xf32>) -> (tensor<3x4xf32>, tensor<3xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
    %1 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    return %1, %0#1 : tensor<3x4xf32>, tensor<3xf32>
  }
  func.func private @qr_0(%arg0: tensor<2x5x3xf64>) -> (tensor<2x3x5xf64>, tensor<2x3xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=5, k=3, l=5, m=3, n=3}, custom>} : (tensor<2x5x3xf64>) -> (tensor<2x5x3xf64>, tensor<2x3xf64>)
    %1 = stablehlo.transpose %0#0, dims = [0, 2, 1] : (tensor<2x5x3xf64>) -> tensor<2x3x5xf64>
    return %1, %0#1 : tensor<2x3x5xf64>, tensor<2x3xf64>
  }
}
