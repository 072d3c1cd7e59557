module @jit_eigh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xcomplex<f64>>) -> (tensor<2xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %2 = stablehlo.imag %0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %3 = stablehlo.negate %2 : tensor<2x4x4xf64>
    %4 = stablehlo.complex %1, %3 : tensor<2x4x4xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x4x4xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<2x4x4xcomplex<f64>>
    %8:2 = call @eigh(%7) : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4xf64>, tensor<2x4x4xcomplex<f64>>)
    %9 = stablehlo.dot_general %7, %8#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8#0, dims = [0, 2] : (tensor<2x4xf64>) -> tensor<2x1x4xf64>
    %11 = stablehlo.convert %10 : (tensor<2x1x4xf64>) -> tensor<2x1x4xcomplex<f64>>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %13 = stablehlo.multiply %8#1, %12 : tensor<2x4x4xcomplex<f64>>
    %14 = stablehlo.subtract %9, %13 : tensor<2x4x4xcomplex<f64>>
    %15 = stablehlo.real %14 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %16 = stablehlo.imag %14 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %17 = stablehlo.abs %15 : tensor<2x4x4xf64>
    %18 = stablehlo.abs %16 : tensor<2x4x4xf64>
    %19 = stablehlo.maximum %17, %18 : tensor<2x4x4xf64>
    %cst_0 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %21 = stablehlo.compare GE, %19, %20, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_1 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %23 = stablehlo.compare LE, %19, %22, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_2 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_3 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %27 = stablehlo.multiply %15, %24 : tensor<2x4x4xf64>
    %28 = stablehlo.multiply %15, %25 : tensor<2x4x4xf64>
    %29 = stablehlo.select %23, %28, %15 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %30 = stablehlo.select %21, %27, %29 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %31 = stablehlo.multiply %16, %24 : tensor<2x4x4xf64>
    %32 = stablehlo.multiply %16, %25 : tensor<2x4x4xf64>
    %33 = stablehlo.select %23, %32, %16 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %34 = stablehlo.select %21, %31, %33 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %35 = stablehlo.select %23, %24, %26 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %36 = stablehlo.select %21, %25, %35 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %37 = chlo.square %30 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %38 = chlo.square %34 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %39 = stablehlo.add %37, %38 : tensor<2x4x4xf64>
    %40 = stablehlo.sqrt %39 : tensor<2x4x4xf64>
    %41 = stablehlo.multiply %40, %36 : tensor<2x4x4xf64>
    %cst_5 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %43 = stablehlo.compare EQ, %17, %42, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %44 = stablehlo.compare EQ, %18, %42, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %45 = stablehlo.or %43, %44 : tensor<2x4x4xi1>
    %46 = stablehlo.select %45, %42, %41 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %47 = stablehlo.divide %30, %40 : tensor<2x4x4xf64>
    %48 = stablehlo.divide %34, %40 : tensor<2x4x4xf64>
    %cst_6 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %49 = stablehlo.reduce(%46 init: %cst_6) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %50 = stablehlo.real %7 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %51 = stablehlo.imag %7 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %52 = stablehlo.abs %50 : tensor<2x4x4xf64>
    %53 = stablehlo.abs %51 : tensor<2x4x4xf64>
    %54 = stablehlo.maximum %52, %53 : tensor<2x4x4xf64>
    %cst_7 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %55 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %56 = stablehlo.compare GE, %54, %55, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_8 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %58 = stablehlo.compare LE, %54, %57, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_9 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_10 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %62 = stablehlo.multiply %50, %59 : tensor<2x4x4xf64>
    %63 = stablehlo.multiply %50, %60 : tensor<2x4x4xf64>
    %64 = stablehlo.select %58, %63, %50 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %65 = stablehlo.select %56, %62, %64 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %66 = stablehlo.multiply %51, %59 : tensor<2x4x4xf64>
    %67 = stablehlo.multiply %51, %60 : tensor<2x4x4xf64>
    %68 = stablehlo.select %58, %67, %51 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %69 = stablehlo.select %56, %66, %68 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %70 = stablehlo.select %58, %59, %61 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %71 = stablehlo.select %56, %60, %70 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %72 = chlo.square %65 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %73 = chlo.square %69 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %74 = stablehlo.add %72, %73 : tensor<2x4x4xf64>
    %75 = stablehlo.sqrt %74 : tensor<2x4x4xf64>
    %76 = stablehlo.multiply %75, %71 : tensor<2x4x4xf64>
    %cst_12 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %77 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %78 = stablehlo.compare EQ, %52, %77, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %79 = stablehlo.compare EQ, %53, %77, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %80 = stablehlo.or %78, %79 : tensor<2x4x4xi1>
    %81 = stablehlo.select %80, %77, %76 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %82 = stablehlo.divide %65, %75 : tensor<2x4x4xf64>
    %83 = stablehlo.divide %69, %75 : tensor<2x4x4xf64>
    %cst_13 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %84 = stablehlo.reduce(%81 init: %cst_13) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %86 = stablehlo.maximum %85, %84 : tensor<2xf64>
    %87 = stablehlo.divide %49, %86 : tensor<2xf64>
    return %87 : tensor<2xf64>
  }
  func.func private @eigh(%arg0: tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4xf64>, tensor<2x4x4xcomplex<f64>>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %2 = stablehlo.imag %0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %3 = stablehlo.negate %2 : tensor<2x4x4xf64>
    %4 = stablehlo.complex %1, %3 : tensor<2x4x4xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x4x4xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<2x4x4xcomplex<f64>>
    %8:3 = stablehlo.custom_call @lapack_zheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4x4xcomplex<f64>>, tensor<2x4xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x4xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<2x4xi1>, tensor<2x4xf64>
    return %18, %14 : tensor<2x4xf64>, tensor<2x4x4xcomplex<f64>>
  }
}
