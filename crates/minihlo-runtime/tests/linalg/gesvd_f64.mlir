module @jit_svd_qr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf64>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=4, k=5, l=4, m=4, n=5, o=5, p=4, q=4}, custom>} : (tensor<5x4xf64>) -> (tensor<5x4xf64>, tensor<4xf64>, tensor<5x5xf64>, tensor<4x4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<4xi1>, tensor<4xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<5x5xi1>, tensor<5x5xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<4x4xi1>, tensor<4x4xf64>
    %15 = stablehlo.slice %10 [0:5, 0:4] : (tensor<5x5xf64>) -> tensor<5x4xf64>
    %16 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<5x4xf64>
    %18 = stablehlo.multiply %15, %17 : tensor<5x4xf64>
    %19 = stablehlo.dot_general %18, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf64>, tensor<4x4xf64>) -> tensor<5x4xf64>
    %20 = stablehlo.subtract %19, %arg0 : tensor<5x4xf64>
    %21 = stablehlo.abs %20 : tensor<5x4xf64>
    %cst_2 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<f64>
    %23 = stablehlo.abs %arg0 : tensor<5x4xf64>
    %cst_3 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %25 = stablehlo.maximum %cst_4, %24 : tensor<f64>
    %26 = stablehlo.divide %22, %25 : tensor<f64>
    return %26 : tensor<f64>
  }
}
