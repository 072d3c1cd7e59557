module @jit_eigh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xf64>) -> (tensor<2xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2x4x4xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x4xf64>
    %4:2 = call @eigh(%3) : (tensor<2x4x4xf64>) -> (tensor<2x4xf64>, tensor<2x4x4xf64>)
    %5 = stablehlo.dot_general %3, %4#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %6 = stablehlo.broadcast_in_dim %4#0, dims = [0, 2] : (tensor<2x4xf64>) -> tensor<2x1x4xf64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x1x4xf64>) -> tensor<2x4x4xf64>
    %8 = stablehlo.multiply %4#1, %7 : tensor<2x4x4xf64>
    %9 = stablehlo.subtract %5, %8 : tensor<2x4x4xf64>
    %10 = stablehlo.abs %9 : tensor<2x4x4xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %12 = stablehlo.abs %3 : tensor<2x4x4xf64>
    %cst_1 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %15 = stablehlo.maximum %14, %13 : tensor<2xf64>
    %16 = stablehlo.divide %11, %15 : tensor<2xf64>
    return %16 : tensor<2xf64>
  }
  func.func private @eigh(%arg0: tensor<2x4x4xf64>) -> (tensor<2x4xf64>, tensor<2x4x4xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2x4x4xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x4xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf64>) -> (tensor<2x4x4xf64>, tensor<2x4xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %11 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<2x4xi1>, tensor<2x4xf64>
    return %14, %10 : tensor<2x4xf64>, tensor<2x4x4xf64>
  }
}
