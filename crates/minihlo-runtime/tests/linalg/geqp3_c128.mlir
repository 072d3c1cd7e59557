module @jit_qr_pivoting attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xcomplex<f64>>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0:3 = call @_qr(%arg0) : (tensor<5x4xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5x4xcomplex<f64>>, tensor<4xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.compare LT, %0#2, %1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.add %0#2, %3 : tensor<4xi32>
    %5 = stablehlo.select %2, %4, %0#2 : tensor<4xi1>, tensor<4xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x4xcomplex<f64>>, tensor<4x1xi32>) -> tensor<5x4xcomplex<f64>>
    %8 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x4xcomplex<f64>>) -> tensor<5x4xcomplex<f64>>
    %9 = stablehlo.subtract %7, %8 : tensor<5x4xcomplex<f64>>
    %10 = stablehlo.real %9 : (tensor<5x4xcomplex<f64>>) -> tensor<5x4xf64>
    %11 = stablehlo.imag %9 : (tensor<5x4xcomplex<f64>>) -> tensor<5x4xf64>
    %12 = stablehlo.abs %10 : tensor<5x4xf64>
    %13 = stablehlo.abs %11 : tensor<5x4xf64>
    %14 = stablehlo.maximum %12, %13 : tensor<5x4xf64>
    %cst = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %16 = stablehlo.compare GE, %14, %15, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %cst_1 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %18 = stablehlo.compare LE, %14, %17, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %cst_2 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %cst_3 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %22 = stablehlo.multiply %10, %19 : tensor<5x4xf64>
    %23 = stablehlo.multiply %10, %20 : tensor<5x4xf64>
    %24 = stablehlo.select %18, %23, %10 : tensor<5x4xi1>, tensor<5x4xf64>
    %25 = stablehlo.select %16, %22, %24 : tensor<5x4xi1>, tensor<5x4xf64>
    %26 = stablehlo.multiply %11, %19 : tensor<5x4xf64>
    %27 = stablehlo.multiply %11, %20 : tensor<5x4xf64>
    %28 = stablehlo.select %18, %27, %11 : tensor<5x4xi1>, tensor<5x4xf64>
    %29 = stablehlo.select %16, %26, %28 : tensor<5x4xi1>, tensor<5x4xf64>
    %30 = stablehlo.select %18, %19, %21 : tensor<5x4xi1>, tensor<5x4xf64>
    %31 = stablehlo.select %16, %20, %30 : tensor<5x4xi1>, tensor<5x4xf64>
    %32 = chlo.square %25 : tensor<5x4xf64> -> tensor<5x4xf64>
    %33 = chlo.square %29 : tensor<5x4xf64> -> tensor<5x4xf64>
    %34 = stablehlo.add %32, %33 : tensor<5x4xf64>
    %35 = stablehlo.sqrt %34 : tensor<5x4xf64>
    %36 = stablehlo.multiply %35, %31 : tensor<5x4xf64>
    %cst_5 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %38 = stablehlo.compare EQ, %12, %37, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %39 = stablehlo.compare EQ, %13, %37, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %40 = stablehlo.or %38, %39 : tensor<5x4xi1>
    %41 = stablehlo.select %40, %37, %36 : tensor<5x4xi1>, tensor<5x4xf64>
    %42 = stablehlo.divide %25, %35 : tensor<5x4xf64>
    %43 = stablehlo.divide %29, %35 : tensor<5x4xf64>
    %cst_6 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %44 = stablehlo.reduce(%41 init: %cst_6) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<f64>
    %45 = stablehlo.real %arg0 : (tensor<5x4xcomplex<f64>>) -> tensor<5x4xf64>
    %46 = stablehlo.imag %arg0 : (tensor<5x4xcomplex<f64>>) -> tensor<5x4xf64>
    %47 = stablehlo.abs %45 : tensor<5x4xf64>
    %48 = stablehlo.abs %46 : tensor<5x4xf64>
    %49 = stablehlo.maximum %47, %48 : tensor<5x4xf64>
    %cst_7 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %51 = stablehlo.compare GE, %49, %50, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %cst_8 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %53 = stablehlo.compare LE, %49, %52, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %cst_9 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %cst_10 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %57 = stablehlo.multiply %45, %54 : tensor<5x4xf64>
    %58 = stablehlo.multiply %45, %55 : tensor<5x4xf64>
    %59 = stablehlo.select %53, %58, %45 : tensor<5x4xi1>, tensor<5x4xf64>
    %60 = stablehlo.select %51, %57, %59 : tensor<5x4xi1>, tensor<5x4xf64>
    %61 = stablehlo.multiply %46, %54 : tensor<5x4xf64>
    %62 = stablehlo.multiply %46, %55 : tensor<5x4xf64>
    %63 = stablehlo.select %53, %62, %46 : tensor<5x4xi1>, tensor<5x4xf64>
    %64 = stablehlo.select %51, %61, %63 : tensor<5x4xi1>, tensor<5x4xf64>
    %65 = stablehlo.select %53, %54, %56 : tensor<5x4xi1>, tensor<5x4xf64>
    %66 = stablehlo.select %51, %55, %65 : tensor<5x4xi1>, tensor<5x4xf64>
    %67 = chlo.square %60 : tensor<5x4xf64> -> tensor<5x4xf64>
    %68 = chlo.square %64 : tensor<5x4xf64> -> tensor<5x4xf64>
    %69 = stablehlo.add %67, %68 : tensor<5x4xf64>
    %70 = stablehlo.sqrt %69 : tensor<5x4xf64>
    %71 = stablehlo.multiply %70, %66 : tensor<5x4xf64>
    %cst_12 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %72 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %73 = stablehlo.compare EQ, %47, %72, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %74 = stablehlo.compare EQ, %48, %72, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %75 = stablehlo.or %73, %74 : tensor<5x4xi1>
    %76 = stablehlo.select %75, %72, %71 : tensor<5x4xi1>, tensor<5x4xf64>
    %77 = stablehlo.divide %60, %70 : tensor<5x4xf64>
    %78 = stablehlo.divide %64, %70 : tensor<5x4xf64>
    %cst_13 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %79 = stablehlo.reduce(%76 init: %cst_13) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %80 = stablehlo.maximum %cst_14, %79 : tensor<f64>
    %81 = stablehlo.divide %44, %80 : tensor<f64>
    return %81 : tensor<f64>
  }
  func.func private @_qr(%arg0: tensor<5x4xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5x4xcomplex<f64>>, tensor<4xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1:3 = stablehlo.custom_call @lapack_zgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=5, j=4, k=4, l=5, m=4, n=4, o=4}, custom>} : (tensor<5x4xcomplex<f64>>, tensor<4xi32>) -> (tensor<5x4xcomplex<f64>>, tensor<4xi32>, tensor<4xcomplex<f64>>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<4xi32>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %4 = stablehlo.pad %1#0, %cst, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<5x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %5 = stablehlo.custom_call @lapack_zungqr_ffi(%4, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=5, j=5, k=4, l=5, m=5}, custom>} : (tensor<5x5xcomplex<f64>>, tensor<4xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %6 = stablehlo.iota dim = 0 : tensor<5x4xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<5x4xi64>
    %8 = stablehlo.add %6, %7 : tensor<5x4xi64>
    %9 = stablehlo.iota dim = 1 : tensor<5x4xi64>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<5x4xi64>, tensor<5x4xi64>) -> tensor<5x4xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<5x4xcomplex<f64>>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<5x4xi1>, tensor<5x4xcomplex<f64>>
    return %5, %12, %3 : tensor<5x5xcomplex<f64>>, tensor<5x4xcomplex<f64>>, tensor<4xi32>
  }
}
