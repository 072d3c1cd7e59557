module @jit_la2_qr_pivoting attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3x5xf32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4x3xf32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<4x3xf32> {jax.result_info = "result[3]"}, tensor<3x3xf32> {jax.result_info = "result[4]"}, tensor<3xi32> {jax.result_info = "result[5]"}, tensor<3x3xf32> {jax.result_info = "result[6]"}, tensor<3x5xf32> {jax.result_info = "result[7]"}, tensor<5xi32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %1:3 = call @_qr(%0) : (tensor<4x3xf32>) -> (tensor<4x4xf32>, tensor<4x3xf32>, tensor<3xi32>)
    %2:3 = call @_qr_0(%0) : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3x3xf32>, tensor<3xi32>)
    %3:3 = call @_qr_1(%arg1) : (tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x5xf32>, tensor<5xi32>)
    return %1#0, %1#1, %1#2, %2#0, %2#1, %2#2, %3#0, %3#1, %3#2 : tensor<4x4xf32>, tensor<4x3xf32>, tensor<3xi32>, tensor<4x3xf32>, tensor<3x3xf32>, tensor<3xi32>, tensor<3x3xf32>, tensor<3x5xf32>, tensor<5xi32>
  }
  func.func private @_qr(%arg0: tensor<4x3xf32>) -> (tensor<4x4xf32>, tensor<4x3xf32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1:3 = stablehlo.custom_call @hiphybrid_geqp3(%arg0, %0) {backend_config = "", mhlo.backend_config = {magma = "auto"}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=4, j=3, k=3, l=4, m=3, n=3, o=3}, custom>} : (tensor<4x3xf32>, tensor<3xi32>) -> (tensor<4x3xf32>, tensor<3xi32>, tensor<3xf32>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<3xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.pad %1#0, %cst, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x4xf32>
    %5 = stablehlo.custom_call @hipsolver_orgqr_ffi(%4, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xf32>, tensor<3xf32>) -> tensor<4x4xf32>
    %6 = stablehlo.iota dim = 0 : tensor<4x3xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %8 = stablehlo.add %6, %7 : tensor<4x3xi32>
    %9 = stablehlo.iota dim = 1 : tensor<4x3xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<4x3xi1>, tensor<4x3xf32>
    return %5, %12, %3 : tensor<4x4xf32>, tensor<4x3xf32>, tensor<3xi32>
  }
  func.func private @_qr_0(%arg0: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3x3xf32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1:3 = stablehlo.custom_call @hiphybrid_geqp3(%arg0, %0) {backend_config = "", mhlo.backend_config = {magma = "auto"}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=4, j=3, k=3, l=4, m=3, n=3, o=3}, custom>} : (tensor<4x3xf32>, tensor<3xi32>) -> (tensor<4x3xf32>, tensor<3xi32>, tensor<3xf32>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<3xi32>
    %4 = stablehlo.custom_call @hipsolver_orgqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=3, k=3, l=4, m=3}, custom>} : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3xf32>
    %5 = stablehlo.slice %1#0 [0:3, 0:3] : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %6 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %8 = stablehlo.add %6, %7 : tensor<3x3xi32>
    %9 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %12 = stablehlo.select %10, %11, %5 : tensor<3x3xi1>, tensor<3x3xf32>
    return %4, %12, %3 : tensor<4x3xf32>, tensor<3x3xf32>, tensor<3xi32>
  }
  func.func private @_qr_1(%arg0: tensor<3x5xf32>) -> (tensor<3x3xf32>, tensor<3x5xf32>, tensor<5xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1:3 = stablehlo.custom_call @hiphybrid_geqp3(%arg0, %0) {backend_config = "", mhlo.backend_config = {magma = "auto"}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=3, j=5, k=5, l=3, m=5, n=5, o=3}, custom>} : (tensor<3x5xf32>, tensor<5xi32>) -> (tensor<3x5xf32>, tensor<5xi32>, tensor<3xf32>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<5xi32>
    %4 = stablehlo.slice %1#0 [0:3, 0:3] : (tensor<3x5xf32>) -> tensor<3x3xf32>
    %5 = stablehlo.custom_call @hipsolver_orgqr_ffi(%4, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %6 = stablehlo.iota dim = 0 : tensor<3x5xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %8 = stablehlo.add %6, %7 : tensor<3x5xi32>
    %9 = stablehlo.iota dim = 1 : tensor<3x5xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<3x5xi1>, tensor<3x5xf32>
    return %5, %12, %3 : tensor<3x3xf32>, tensor<3x5xf32>, tensor<5xi32>
  }
}
