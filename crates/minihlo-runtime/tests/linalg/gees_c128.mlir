module @jit_schur attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f64>>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0:2 = call @_schur(%arg0) : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>)
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %2 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %3 = stablehlo.real %2 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %4 = stablehlo.imag %2 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %5 = stablehlo.negate %4 : tensor<4x4xf64>
    %6 = stablehlo.complex %3, %5 : tensor<4x4xcomplex<f64>>
    %7 = stablehlo.dot_general %1, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %8 = stablehlo.subtract %7, %arg0 : tensor<4x4xcomplex<f64>>
    %9 = stablehlo.real %8 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %10 = stablehlo.imag %8 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %11 = stablehlo.abs %9 : tensor<4x4xf64>
    %12 = stablehlo.abs %10 : tensor<4x4xf64>
    %13 = stablehlo.maximum %11, %12 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %15 = stablehlo.compare GE, %13, %14, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %cst_0 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %17 = stablehlo.compare LE, %13, %16, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %cst_2 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %21 = stablehlo.multiply %9, %18 : tensor<4x4xf64>
    %22 = stablehlo.multiply %9, %19 : tensor<4x4xf64>
    %23 = stablehlo.select %17, %22, %9 : tensor<4x4xi1>, tensor<4x4xf64>
    %24 = stablehlo.select %15, %21, %23 : tensor<4x4xi1>, tensor<4x4xf64>
    %25 = stablehlo.multiply %10, %18 : tensor<4x4xf64>
    %26 = stablehlo.multiply %10, %19 : tensor<4x4xf64>
    %27 = stablehlo.select %17, %26, %10 : tensor<4x4xi1>, tensor<4x4xf64>
    %28 = stablehlo.select %15, %25, %27 : tensor<4x4xi1>, tensor<4x4xf64>
    %29 = stablehlo.select %17, %18, %20 : tensor<4x4xi1>, tensor<4x4xf64>
    %30 = stablehlo.select %15, %19, %29 : tensor<4x4xi1>, tensor<4x4xf64>
    %31 = chlo.square %24 : tensor<4x4xf64> -> tensor<4x4xf64>
    %32 = chlo.square %28 : tensor<4x4xf64> -> tensor<4x4xf64>
    %33 = stablehlo.add %31, %32 : tensor<4x4xf64>
    %34 = stablehlo.sqrt %33 : tensor<4x4xf64>
    %35 = stablehlo.multiply %34, %30 : tensor<4x4xf64>
    %cst_4 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %37 = stablehlo.compare EQ, %11, %36, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %38 = stablehlo.compare EQ, %12, %36, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %39 = stablehlo.or %37, %38 : tensor<4x4xi1>
    %40 = stablehlo.select %39, %36, %35 : tensor<4x4xi1>, tensor<4x4xf64>
    %41 = stablehlo.divide %24, %34 : tensor<4x4xf64>
    %42 = stablehlo.divide %28, %34 : tensor<4x4xf64>
    %cst_5 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %43 = stablehlo.reduce(%40 init: %cst_5) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.real %arg0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %45 = stablehlo.imag %arg0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %46 = stablehlo.abs %44 : tensor<4x4xf64>
    %47 = stablehlo.abs %45 : tensor<4x4xf64>
    %48 = stablehlo.maximum %46, %47 : tensor<4x4xf64>
    %cst_6 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %50 = stablehlo.compare GE, %48, %49, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %cst_7 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %52 = stablehlo.compare LE, %48, %51, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %cst_8 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %cst_9 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %56 = stablehlo.multiply %44, %53 : tensor<4x4xf64>
    %57 = stablehlo.multiply %44, %54 : tensor<4x4xf64>
    %58 = stablehlo.select %52, %57, %44 : tensor<4x4xi1>, tensor<4x4xf64>
    %59 = stablehlo.select %50, %56, %58 : tensor<4x4xi1>, tensor<4x4xf64>
    %60 = stablehlo.multiply %45, %53 : tensor<4x4xf64>
    %61 = stablehlo.multiply %45, %54 : tensor<4x4xf64>
    %62 = stablehlo.select %52, %61, %45 : tensor<4x4xi1>, tensor<4x4xf64>
    %63 = stablehlo.select %50, %60, %62 : tensor<4x4xi1>, tensor<4x4xf64>
    %64 = stablehlo.select %52, %53, %55 : tensor<4x4xi1>, tensor<4x4xf64>
    %65 = stablehlo.select %50, %54, %64 : tensor<4x4xi1>, tensor<4x4xf64>
    %66 = chlo.square %59 : tensor<4x4xf64> -> tensor<4x4xf64>
    %67 = chlo.square %63 : tensor<4x4xf64> -> tensor<4x4xf64>
    %68 = stablehlo.add %66, %67 : tensor<4x4xf64>
    %69 = stablehlo.sqrt %68 : tensor<4x4xf64>
    %70 = stablehlo.multiply %69, %65 : tensor<4x4xf64>
    %cst_11 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %71 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %72 = stablehlo.compare EQ, %46, %71, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %73 = stablehlo.compare EQ, %47, %71, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %74 = stablehlo.or %72, %73 : tensor<4x4xi1>
    %75 = stablehlo.select %74, %71, %70 : tensor<4x4xi1>, tensor<4x4xf64>
    %76 = stablehlo.divide %59, %69 : tensor<4x4xf64>
    %77 = stablehlo.divide %63, %69 : tensor<4x4xf64>
    %cst_12 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %78 = stablehlo.reduce(%75 init: %cst_12) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %79 = stablehlo.maximum %cst_13, %78 : tensor<f64>
    %80 = stablehlo.divide %43, %79 : tensor<f64>
    return %80 : tensor<f64>
  }
  func.func private @_schur(%arg0: tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) {
    %0:5 = stablehlo.custom_call @lapack_zgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    return %6, %10 : tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>
  }
}
