module @jit_svd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x4xf32>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0:3 = call @svd(%arg0) : (tensor<2x5x4xf32>) -> (tensor<2x5x4xf32>, tensor<2x4xf32>, tensor<2x4x4xf32>)
    %1 = stablehlo.broadcast_in_dim %0#1, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x5x4xf32>
    %3 = stablehlo.multiply %0#0, %2 : tensor<2x5x4xf32>
    %4 = stablehlo.dot_general %3, %0#2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x4xf32>, tensor<2x4x4xf32>) -> tensor<2x5x4xf32>
    %5 = stablehlo.subtract %4, %arg0 : tensor<2x5x4xf32>
    %6 = stablehlo.abs %5 : tensor<2x5x4xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.abs %arg0 : tensor<2x5x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<2xf32>
    %12 = stablehlo.divide %7, %11 : tensor<2xf32>
    return %12 : tensor<2xf32>
  }
  func.func private @svd(%arg0: tensor<2x5x4xf32>) -> (tensor<2x5x4xf32>, tensor<2x4xf32>, tensor<2x4x4xf32>) {
    %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=5, k=4, l=5, m=4, n=4, o=5, p=4, q=4, r=4}, custom>} : (tensor<2x5x4xf32>) -> (tensor<2x5x4xf32>, tensor<2x4xf32>, tensor<2x5x4xf32>, tensor<2x4x4xf32>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<2x4xi1>, tensor<2x4xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x5x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    return %10, %6, %14 : tensor<2x5x4xf32>, tensor<2x4xf32>, tensor<2x4x4xf32>
  }
}
