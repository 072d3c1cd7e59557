module @jit_la_svd_f64_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x5xf64>) -> (tensor<2x3x3xf64> {jax.result_info = "result[0]"}, tensor<2x3xf64> {jax.result_info = "result[1]"}, tensor<2x3x5xf64> {jax.result_info = "result[2]"}) {
    %0:3 = call @svd(%arg0) : (tensor<2x3x5xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x3x5xf64>)
    %1 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%0#1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    return %0#0, %1, %0#2 : tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x3x5xf64>
  }
  func.func private @svd(%arg0: tensor<2x3x5xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x3x5xf64>) {
    %0:5 = stablehlo.custom_call @cusolver_gesvdj_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_uv = true, full_matrices = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=5, l=3, m=5, n=3, o=3, p=3, q=5, r=5}, custom>} : (tensor<2x3x5xf64>) -> (tensor<2x3x5xf64>, tensor<2x3xf64>, tensor<2x3x3xf64>, tensor<2x5x5xf64>, tensor<2xi32>)
    %1 = stablehlo.transpose %0#3, dims = [0, 2, 1] : (tensor<2x5x5xf64>) -> tensor<2x5x5xf64>
    %2 = stablehlo.slice %0#2 [0:2, 0:3, 0:3] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.slice %1 [0:2, 0:3, 0:5] : (tensor<2x5x5xf64>) -> tensor<2x3x5xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %5 = stablehlo.compare EQ, %0#4, %4, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %9 = stablehlo.select %8, %0#1, %7 : tensor<2x3xi1>, tensor<2x3xf64>
    %10 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %13 = stablehlo.select %12, %2, %11 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %14 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x5xi1>
    %17 = stablehlo.select %16, %3, %15 : tensor<2x3x5xi1>, tensor<2x3x5xf64>
    return %13, %9, %17 : tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x3x5xf64>
  }
}
