module @jit_svd_qr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xcomplex<f64>>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=4, k=5, l=4, m=4, n=5, o=5, p=4, q=4}, custom>} : (tensor<5x4xcomplex<f64>>) -> (tensor<5x4xcomplex<f64>>, tensor<4xf64>, tensor<5x5xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<4xi1>, tensor<4xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %15 = stablehlo.slice %10 [0:5, 0:4] : (tensor<5x5xcomplex<f64>>) -> tensor<5x4xcomplex<f64>>
    %16 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %17 = stablehlo.convert %16 : (tensor<1x4xf64>) -> tensor<1x4xcomplex<f64>>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x4xcomplex<f64>>) -> tensor<5x4xcomplex<f64>>
    %19 = stablehlo.multiply %15, %18 : tensor<5x4xcomplex<f64>>
    %20 = stablehlo.dot_general %19, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<5x4xcomplex<f64>>
    %21 = stablehlo.subtract %20, %arg0 : tensor<5x4xcomplex<f64>>
    %22 = stablehlo.real %21 : (tensor<5x4xcomplex<f64>>) -> tensor<5x4xf64>
    %23 = stablehlo.imag %21 : (tensor<5x4xcomplex<f64>>) -> tensor<5x4xf64>
    %24 = stablehlo.abs %22 : tensor<5x4xf64>
    %25 = stablehlo.abs %23 : tensor<5x4xf64>
    %26 = stablehlo.maximum %24, %25 : tensor<5x4xf64>
    %cst_2 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %28 = stablehlo.compare GE, %26, %27, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %cst_3 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %30 = stablehlo.compare LE, %26, %29, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %cst_4 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %cst_5 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %34 = stablehlo.multiply %22, %31 : tensor<5x4xf64>
    %35 = stablehlo.multiply %22, %32 : tensor<5x4xf64>
    %36 = stablehlo.select %30, %35, %22 : tensor<5x4xi1>, tensor<5x4xf64>
    %37 = stablehlo.select %28, %34, %36 : tensor<5x4xi1>, tensor<5x4xf64>
    %38 = stablehlo.multiply %23, %31 : tensor<5x4xf64>
    %39 = stablehlo.multiply %23, %32 : tensor<5x4xf64>
    %40 = stablehlo.select %30, %39, %23 : tensor<5x4xi1>, tensor<5x4xf64>
    %41 = stablehlo.select %28, %38, %40 : tensor<5x4xi1>, tensor<5x4xf64>
    %42 = stablehlo.select %30, %31, %33 : tensor<5x4xi1>, tensor<5x4xf64>
    %43 = stablehlo.select %28, %32, %42 : tensor<5x4xi1>, tensor<5x4xf64>
    %44 = chlo.square %37 : tensor<5x4xf64> -> tensor<5x4xf64>
    %45 = chlo.square %41 : tensor<5x4xf64> -> tensor<5x4xf64>
    %46 = stablehlo.add %44, %45 : tensor<5x4xf64>
    %47 = stablehlo.sqrt %46 : tensor<5x4xf64>
    %48 = stablehlo.multiply %47, %43 : tensor<5x4xf64>
    %cst_7 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %50 = stablehlo.compare EQ, %24, %49, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %51 = stablehlo.compare EQ, %25, %49, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %52 = stablehlo.or %50, %51 : tensor<5x4xi1>
    %53 = stablehlo.select %52, %49, %48 : tensor<5x4xi1>, tensor<5x4xf64>
    %54 = stablehlo.divide %37, %47 : tensor<5x4xf64>
    %55 = stablehlo.divide %41, %47 : tensor<5x4xf64>
    %cst_8 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %56 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<f64>
    %57 = stablehlo.real %arg0 : (tensor<5x4xcomplex<f64>>) -> tensor<5x4xf64>
    %58 = stablehlo.imag %arg0 : (tensor<5x4xcomplex<f64>>) -> tensor<5x4xf64>
    %59 = stablehlo.abs %57 : tensor<5x4xf64>
    %60 = stablehlo.abs %58 : tensor<5x4xf64>
    %61 = stablehlo.maximum %59, %60 : tensor<5x4xf64>
    %cst_9 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %63 = stablehlo.compare GE, %61, %62, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %cst_10 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %65 = stablehlo.compare LE, %61, %64, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %cst_11 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %cst_12 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %69 = stablehlo.multiply %57, %66 : tensor<5x4xf64>
    %70 = stablehlo.multiply %57, %67 : tensor<5x4xf64>
    %71 = stablehlo.select %65, %70, %57 : tensor<5x4xi1>, tensor<5x4xf64>
    %72 = stablehlo.select %63, %69, %71 : tensor<5x4xi1>, tensor<5x4xf64>
    %73 = stablehlo.multiply %58, %66 : tensor<5x4xf64>
    %74 = stablehlo.multiply %58, %67 : tensor<5x4xf64>
    %75 = stablehlo.select %65, %74, %58 : tensor<5x4xi1>, tensor<5x4xf64>
    %76 = stablehlo.select %63, %73, %75 : tensor<5x4xi1>, tensor<5x4xf64>
    %77 = stablehlo.select %65, %66, %68 : tensor<5x4xi1>, tensor<5x4xf64>
    %78 = stablehlo.select %63, %67, %77 : tensor<5x4xi1>, tensor<5x4xf64>
    %79 = chlo.square %72 : tensor<5x4xf64> -> tensor<5x4xf64>
    %80 = chlo.square %76 : tensor<5x4xf64> -> tensor<5x4xf64>
    %81 = stablehlo.add %79, %80 : tensor<5x4xf64>
    %82 = stablehlo.sqrt %81 : tensor<5x4xf64>
    %83 = stablehlo.multiply %82, %78 : tensor<5x4xf64>
    %cst_14 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<5x4xf64>
    %85 = stablehlo.compare EQ, %59, %84, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %86 = stablehlo.compare EQ, %60, %84, FLOAT : (tensor<5x4xf64>, tensor<5x4xf64>) -> tensor<5x4xi1>
    %87 = stablehlo.or %85, %86 : tensor<5x4xi1>
    %88 = stablehlo.select %87, %84, %83 : tensor<5x4xi1>, tensor<5x4xf64>
    %89 = stablehlo.divide %72, %82 : tensor<5x4xf64>
    %90 = stablehlo.divide %76, %82 : tensor<5x4xf64>
    %cst_15 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %91 = stablehlo.reduce(%88 init: %cst_15) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %92 = stablehlo.maximum %cst_16, %91 : tensor<f64>
    %93 = stablehlo.divide %56, %92 : tensor<f64>
    return %93 : tensor<f64>
  }
}
