module @jit_cholesky attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xcomplex<f32>>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %2 = stablehlo.imag %0 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %3 = stablehlo.negate %2 : tensor<2x4x4xf32>
    %4 = stablehlo.complex %1, %3 : tensor<2x4x4xcomplex<f32>>
    %5 = stablehlo.dot_general %arg0, %4, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %6 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %7 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %9 = stablehlo.add %6, %8 : tensor<4x4xi64>
    %10 = stablehlo.compare EQ, %9, %7, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %11 = stablehlo.convert %10 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(4.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %13 = stablehlo.multiply %12, %11 : tensor<4x4xcomplex<f32>>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<4x4xcomplex<f32>>) -> tensor<1x4x4xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %16 = stablehlo.add %5, %15 : tensor<2x4x4xcomplex<f32>>
    %17 = call @cholesky(%16) : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %18 = stablehlo.transpose %17, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %19 = stablehlo.real %18 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %20 = stablehlo.imag %18 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %21 = stablehlo.negate %20 : tensor<2x4x4xf32>
    %22 = stablehlo.complex %19, %21 : tensor<2x4x4xcomplex<f32>>
    %23 = stablehlo.dot_general %17, %22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %24 = stablehlo.subtract %23, %16 : tensor<2x4x4xcomplex<f32>>
    %25 = stablehlo.real %24 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %26 = stablehlo.imag %24 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %27 = stablehlo.abs %25 : tensor<2x4x4xf32>
    %28 = stablehlo.abs %26 : tensor<2x4x4xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<2x4x4xf32>
    %cst_0 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %31 = stablehlo.compare GE, %29, %30, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_1 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %33 = stablehlo.compare LE, %29, %32, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_2 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_3 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %37 = stablehlo.multiply %25, %34 : tensor<2x4x4xf32>
    %38 = stablehlo.multiply %25, %35 : tensor<2x4x4xf32>
    %39 = stablehlo.select %33, %38, %25 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %40 = stablehlo.select %31, %37, %39 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %41 = stablehlo.multiply %26, %34 : tensor<2x4x4xf32>
    %42 = stablehlo.multiply %26, %35 : tensor<2x4x4xf32>
    %43 = stablehlo.select %33, %42, %26 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %44 = stablehlo.select %31, %41, %43 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %45 = stablehlo.select %33, %34, %36 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %46 = stablehlo.select %31, %35, %45 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %47 = chlo.square %40 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %48 = chlo.square %44 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %49 = stablehlo.add %47, %48 : tensor<2x4x4xf32>
    %50 = stablehlo.sqrt %49 : tensor<2x4x4xf32>
    %51 = stablehlo.multiply %50, %46 : tensor<2x4x4xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %53 = stablehlo.compare EQ, %27, %52, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %54 = stablehlo.compare EQ, %28, %52, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %55 = stablehlo.or %53, %54 : tensor<2x4x4xi1>
    %56 = stablehlo.select %55, %52, %51 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %57 = stablehlo.divide %40, %50 : tensor<2x4x4xf32>
    %58 = stablehlo.divide %44, %50 : tensor<2x4x4xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%56 init: %cst_6) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %60 = stablehlo.real %16 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %61 = stablehlo.imag %16 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %62 = stablehlo.abs %60 : tensor<2x4x4xf32>
    %63 = stablehlo.abs %61 : tensor<2x4x4xf32>
    %64 = stablehlo.maximum %62, %63 : tensor<2x4x4xf32>
    %cst_7 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %66 = stablehlo.compare GE, %64, %65, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_8 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %68 = stablehlo.compare LE, %64, %67, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_9 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_10 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %72 = stablehlo.multiply %60, %69 : tensor<2x4x4xf32>
    %73 = stablehlo.multiply %60, %70 : tensor<2x4x4xf32>
    %74 = stablehlo.select %68, %73, %60 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %75 = stablehlo.select %66, %72, %74 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %76 = stablehlo.multiply %61, %69 : tensor<2x4x4xf32>
    %77 = stablehlo.multiply %61, %70 : tensor<2x4x4xf32>
    %78 = stablehlo.select %68, %77, %61 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %79 = stablehlo.select %66, %76, %78 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %80 = stablehlo.select %68, %69, %71 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %81 = stablehlo.select %66, %70, %80 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %82 = chlo.square %75 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %83 = chlo.square %79 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %84 = stablehlo.add %82, %83 : tensor<2x4x4xf32>
    %85 = stablehlo.sqrt %84 : tensor<2x4x4xf32>
    %86 = stablehlo.multiply %85, %81 : tensor<2x4x4xf32>
    %cst_12 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %88 = stablehlo.compare EQ, %62, %87, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %89 = stablehlo.compare EQ, %63, %87, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %90 = stablehlo.or %88, %89 : tensor<2x4x4xi1>
    %91 = stablehlo.select %90, %87, %86 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %92 = stablehlo.divide %75, %85 : tensor<2x4x4xf32>
    %93 = stablehlo.divide %79, %85 : tensor<2x4x4xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %94 = stablehlo.reduce(%91 init: %cst_13) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %96 = stablehlo.maximum %95, %94 : tensor<2xf32>
    %97 = stablehlo.divide %59, %96 : tensor<2xf32>
    return %97 : tensor<2xf32>
  }
  func.func private @cholesky(%arg0: tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %2 = stablehlo.imag %0 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %3 = stablehlo.negate %2 : tensor<2x4x4xf32>
    %4 = stablehlo.complex %1, %3 : tensor<2x4x4xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x4x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<2x4x4xcomplex<f32>>
    %8:2 = stablehlo.custom_call @lapack_cpotrf_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=2, j=4, k=4, l=4, m=4}, custom>} : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>
    %15 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %17 = stablehlo.add %15, %16 : tensor<4x4xi64>
    %18 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %21 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %22 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %23 = stablehlo.select %21, %14, %22 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>
    return %23 : tensor<2x4x4xcomplex<f32>>
  }
}
