module @jit_tridiagonal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f64>>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %2 = stablehlo.imag %0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %3 = stablehlo.negate %2 : tensor<4x4xf64>
    %4 = stablehlo.complex %1, %3 : tensor<4x4xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<4x4xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<4x4xcomplex<f64>>
    %8:5 = stablehlo.custom_call @lapack_zhetrd_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=4, j=4, k=4, l=4, m=4, n=3, o=3}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4xf64>, tensor<3xf64>, tensor<3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#4, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<4xi1>, tensor<4xf64>
    %19 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %22 = stablehlo.select %21, %8#2, %20 : tensor<3xi1>, tensor<3xf64>
    %23 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %26 = stablehlo.select %25, %8#3, %24 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %27 = call @_diag(%18) : (tensor<4xf64>) -> tensor<4x4xf64>
    %28 = call @_diag_0(%22) : (tensor<3xf64>) -> tensor<4x4xf64>
    %29 = stablehlo.add %27, %28 : tensor<4x4xf64>
    %30 = call @_diag_1(%22) : (tensor<3xf64>) -> tensor<4x4xf64>
    %31 = stablehlo.add %29, %30 : tensor<4x4xf64>
    %32 = call @eigvalsh(%31) : (tensor<4x4xf64>) -> tensor<4xf64>
    %33 = call @eigvalsh_2(%7) : (tensor<4x4xcomplex<f64>>) -> tensor<4xf64>
    %34 = stablehlo.subtract %32, %33 : tensor<4xf64>
    %35 = stablehlo.abs %34 : tensor<4xf64>
    %cst_4 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %36 = stablehlo.reduce(%35 init: %cst_4) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %37 = stablehlo.real %7 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %38 = stablehlo.imag %7 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %39 = stablehlo.abs %37 : tensor<4x4xf64>
    %40 = stablehlo.abs %38 : tensor<4x4xf64>
    %41 = stablehlo.maximum %39, %40 : tensor<4x4xf64>
    %cst_5 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %43 = stablehlo.compare GE, %41, %42, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %cst_6 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %45 = stablehlo.compare LE, %41, %44, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %cst_7 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %46 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %cst_8 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %49 = stablehlo.multiply %37, %46 : tensor<4x4xf64>
    %50 = stablehlo.multiply %37, %47 : tensor<4x4xf64>
    %51 = stablehlo.select %45, %50, %37 : tensor<4x4xi1>, tensor<4x4xf64>
    %52 = stablehlo.select %43, %49, %51 : tensor<4x4xi1>, tensor<4x4xf64>
    %53 = stablehlo.multiply %38, %46 : tensor<4x4xf64>
    %54 = stablehlo.multiply %38, %47 : tensor<4x4xf64>
    %55 = stablehlo.select %45, %54, %38 : tensor<4x4xi1>, tensor<4x4xf64>
    %56 = stablehlo.select %43, %53, %55 : tensor<4x4xi1>, tensor<4x4xf64>
    %57 = stablehlo.select %45, %46, %48 : tensor<4x4xi1>, tensor<4x4xf64>
    %58 = stablehlo.select %43, %47, %57 : tensor<4x4xi1>, tensor<4x4xf64>
    %59 = chlo.square %52 : tensor<4x4xf64> -> tensor<4x4xf64>
    %60 = chlo.square %56 : tensor<4x4xf64> -> tensor<4x4xf64>
    %61 = stablehlo.add %59, %60 : tensor<4x4xf64>
    %62 = stablehlo.sqrt %61 : tensor<4x4xf64>
    %63 = stablehlo.multiply %62, %58 : tensor<4x4xf64>
    %cst_10 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %65 = stablehlo.compare EQ, %39, %64, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %66 = stablehlo.compare EQ, %40, %64, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %67 = stablehlo.or %65, %66 : tensor<4x4xi1>
    %68 = stablehlo.select %67, %64, %63 : tensor<4x4xi1>, tensor<4x4xf64>
    %69 = stablehlo.divide %52, %62 : tensor<4x4xf64>
    %70 = stablehlo.divide %56, %62 : tensor<4x4xf64>
    %cst_11 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %71 = stablehlo.reduce(%68 init: %cst_11) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %72 = stablehlo.maximum %cst_12, %71 : tensor<f64>
    %73 = stablehlo.divide %36, %72 : tensor<f64>
    return %73 : tensor<f64>
  }
  func.func private @_diag(%arg0: tensor<4xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<4xf64>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xf64>, tensor<f64>) -> tensor<4x4xf64>
    return %7 : tensor<4x4xf64>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<4x1xf64>, %arg2: tensor<f64>) -> tensor<4x4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4x4xi1>, tensor<4x4xf64>
    return %2 : tensor<4x4xf64>
  }
  func.func private @_diag_0(%arg0: tensor<3xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [1], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<4xf64>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xf64>, tensor<f64>) -> tensor<4x4xf64>
    return %7 : tensor<4x4xf64>
  }
  func.func private @_diag_1(%arg0: tensor<3xf64>) -> tensor<4x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [1], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<4xf64>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xf64>, tensor<f64>) -> tensor<4x4xf64>
    return %7 : tensor<4x4xf64>
  }
  func.func private @eigvalsh(%arg0: tensor<4x4xf64>) -> tensor<4xf64> {
    %0 = call @eigh(%arg0) : (tensor<4x4xf64>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func private @eigh(%arg0: tensor<4x4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x4xi1>, tensor<4x4xf64>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<4xi1>, tensor<4xf64>
    return %14 : tensor<4xf64>
  }
  func.func private @eigvalsh_2(%arg0: tensor<4x4xcomplex<f64>>) -> tensor<4xf64> {
    %0 = call @eigh_3(%arg0) : (tensor<4x4xcomplex<f64>>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func private @eigh_3(%arg0: tensor<4x4xcomplex<f64>>) -> tensor<4xf64> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %2 = stablehlo.imag %0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %3 = stablehlo.negate %2 : tensor<4x4xf64>
    %4 = stablehlo.complex %1, %3 : tensor<4x4xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<4x4xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<4x4xcomplex<f64>>
    %8:3 = stablehlo.custom_call @lapack_zheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<4xi1>, tensor<4xf64>
    return %18 : tensor<4xf64>
  }
}
