module @jit_cholesky attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xcomplex<f64>>) -> (tensor<2xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %2 = stablehlo.imag %0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %3 = stablehlo.negate %2 : tensor<2x4x4xf64>
    %4 = stablehlo.complex %1, %3 : tensor<2x4x4xcomplex<f64>>
    %5 = stablehlo.dot_general %arg0, %4, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %6 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %7 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %9 = stablehlo.add %6, %8 : tensor<4x4xi64>
    %10 = stablehlo.compare EQ, %9, %7, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %11 = stablehlo.convert %10 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %cst = stablehlo.constant dense<(4.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %13 = stablehlo.multiply %12, %11 : tensor<4x4xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<4x4xcomplex<f64>>) -> tensor<1x4x4xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %16 = stablehlo.add %5, %15 : tensor<2x4x4xcomplex<f64>>
    %17 = call @cholesky(%16) : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %18 = stablehlo.transpose %17, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %19 = stablehlo.real %18 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %20 = stablehlo.imag %18 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %21 = stablehlo.negate %20 : tensor<2x4x4xf64>
    %22 = stablehlo.complex %19, %21 : tensor<2x4x4xcomplex<f64>>
    %23 = stablehlo.dot_general %17, %22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %24 = stablehlo.subtract %23, %16 : tensor<2x4x4xcomplex<f64>>
    %25 = stablehlo.real %24 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %26 = stablehlo.imag %24 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %27 = stablehlo.abs %25 : tensor<2x4x4xf64>
    %28 = stablehlo.abs %26 : tensor<2x4x4xf64>
    %29 = stablehlo.maximum %27, %28 : tensor<2x4x4xf64>
    %cst_0 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %31 = stablehlo.compare GE, %29, %30, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_1 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %33 = stablehlo.compare LE, %29, %32, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_2 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_3 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %37 = stablehlo.multiply %25, %34 : tensor<2x4x4xf64>
    %38 = stablehlo.multiply %25, %35 : tensor<2x4x4xf64>
    %39 = stablehlo.select %33, %38, %25 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %40 = stablehlo.select %31, %37, %39 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %41 = stablehlo.multiply %26, %34 : tensor<2x4x4xf64>
    %42 = stablehlo.multiply %26, %35 : tensor<2x4x4xf64>
    %43 = stablehlo.select %33, %42, %26 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %44 = stablehlo.select %31, %41, %43 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %45 = stablehlo.select %33, %34, %36 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %46 = stablehlo.select %31, %35, %45 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %47 = chlo.square %40 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %48 = chlo.square %44 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %49 = stablehlo.add %47, %48 : tensor<2x4x4xf64>
    %50 = stablehlo.sqrt %49 : tensor<2x4x4xf64>
    %51 = stablehlo.multiply %50, %46 : tensor<2x4x4xf64>
    %cst_5 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %53 = stablehlo.compare EQ, %27, %52, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %54 = stablehlo.compare EQ, %28, %52, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %55 = stablehlo.or %53, %54 : tensor<2x4x4xi1>
    %56 = stablehlo.select %55, %52, %51 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %57 = stablehlo.divide %40, %50 : tensor<2x4x4xf64>
    %58 = stablehlo.divide %44, %50 : tensor<2x4x4xf64>
    %cst_6 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %59 = stablehlo.reduce(%56 init: %cst_6) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %60 = stablehlo.real %16 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %61 = stablehlo.imag %16 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %62 = stablehlo.abs %60 : tensor<2x4x4xf64>
    %63 = stablehlo.abs %61 : tensor<2x4x4xf64>
    %64 = stablehlo.maximum %62, %63 : tensor<2x4x4xf64>
    %cst_7 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %65 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %66 = stablehlo.compare GE, %64, %65, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_8 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %68 = stablehlo.compare LE, %64, %67, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_9 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %69 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_10 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %71 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %72 = stablehlo.multiply %60, %69 : tensor<2x4x4xf64>
    %73 = stablehlo.multiply %60, %70 : tensor<2x4x4xf64>
    %74 = stablehlo.select %68, %73, %60 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %75 = stablehlo.select %66, %72, %74 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %76 = stablehlo.multiply %61, %69 : tensor<2x4x4xf64>
    %77 = stablehlo.multiply %61, %70 : tensor<2x4x4xf64>
    %78 = stablehlo.select %68, %77, %61 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %79 = stablehlo.select %66, %76, %78 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %80 = stablehlo.select %68, %69, %71 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %81 = stablehlo.select %66, %70, %80 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %82 = chlo.square %75 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %83 = chlo.square %79 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %84 = stablehlo.add %82, %83 : tensor<2x4x4xf64>
    %85 = stablehlo.sqrt %84 : tensor<2x4x4xf64>
    %86 = stablehlo.multiply %85, %81 : tensor<2x4x4xf64>
    %cst_12 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %88 = stablehlo.compare EQ, %62, %87, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %89 = stablehlo.compare EQ, %63, %87, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %90 = stablehlo.or %88, %89 : tensor<2x4x4xi1>
    %91 = stablehlo.select %90, %87, %86 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %92 = stablehlo.divide %75, %85 : tensor<2x4x4xf64>
    %93 = stablehlo.divide %79, %85 : tensor<2x4x4xf64>
    %cst_13 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %94 = stablehlo.reduce(%91 init: %cst_13) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %95 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %96 = stablehlo.maximum %95, %94 : tensor<2xf64>
    %97 = stablehlo.divide %59, %96 : tensor<2xf64>
    return %97 : tensor<2xf64>
  }
  func.func private @cholesky(%arg0: tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %2 = stablehlo.imag %0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %3 = stablehlo.negate %2 : tensor<2x4x4xf64>
    %4 = stablehlo.complex %1, %3 : tensor<2x4x4xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x4x4xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<2x4x4xcomplex<f64>>
    %8:2 = stablehlo.custom_call @lapack_zpotrf_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=2, j=4, k=4, l=4, m=4}, custom>} : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4x4xcomplex<f64>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    %15 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %17 = stablehlo.add %15, %16 : tensor<4x4xi64>
    %18 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %21 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %22 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %23 = stablehlo.select %21, %14, %22 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    return %23 : tensor<2x4x4xcomplex<f64>>
  }
}
