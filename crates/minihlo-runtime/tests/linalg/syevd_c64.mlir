module @jit_eigh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xcomplex<f32>>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %2 = stablehlo.imag %0 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %3 = stablehlo.negate %2 : tensor<2x4x4xf32>
    %4 = stablehlo.complex %1, %3 : tensor<2x4x4xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x4x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<2x4x4xcomplex<f32>>
    %8:2 = call @eigh(%7) : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4xf32>, tensor<2x4x4xcomplex<f32>>)
    %9 = stablehlo.dot_general %7, %8#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %8#0, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %11 = stablehlo.convert %10 : (tensor<2x1x4xf32>) -> tensor<2x1x4xcomplex<f32>>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %13 = stablehlo.multiply %8#1, %12 : tensor<2x4x4xcomplex<f32>>
    %14 = stablehlo.subtract %9, %13 : tensor<2x4x4xcomplex<f32>>
    %15 = stablehlo.real %14 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %16 = stablehlo.imag %14 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %17 = stablehlo.abs %15 : tensor<2x4x4xf32>
    %18 = stablehlo.abs %16 : tensor<2x4x4xf32>
    %19 = stablehlo.maximum %17, %18 : tensor<2x4x4xf32>
    %cst_0 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %21 = stablehlo.compare GE, %19, %20, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_1 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %23 = stablehlo.compare LE, %19, %22, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_2 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_3 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %27 = stablehlo.multiply %15, %24 : tensor<2x4x4xf32>
    %28 = stablehlo.multiply %15, %25 : tensor<2x4x4xf32>
    %29 = stablehlo.select %23, %28, %15 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %30 = stablehlo.select %21, %27, %29 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %31 = stablehlo.multiply %16, %24 : tensor<2x4x4xf32>
    %32 = stablehlo.multiply %16, %25 : tensor<2x4x4xf32>
    %33 = stablehlo.select %23, %32, %16 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %34 = stablehlo.select %21, %31, %33 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %35 = stablehlo.select %23, %24, %26 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %36 = stablehlo.select %21, %25, %35 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %37 = chlo.square %30 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %38 = chlo.square %34 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %39 = stablehlo.add %37, %38 : tensor<2x4x4xf32>
    %40 = stablehlo.sqrt %39 : tensor<2x4x4xf32>
    %41 = stablehlo.multiply %40, %36 : tensor<2x4x4xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %43 = stablehlo.compare EQ, %17, %42, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %44 = stablehlo.compare EQ, %18, %42, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %45 = stablehlo.or %43, %44 : tensor<2x4x4xi1>
    %46 = stablehlo.select %45, %42, %41 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %47 = stablehlo.divide %30, %40 : tensor<2x4x4xf32>
    %48 = stablehlo.divide %34, %40 : tensor<2x4x4xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = stablehlo.reduce(%46 init: %cst_6) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %50 = stablehlo.real %7 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %51 = stablehlo.imag %7 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %52 = stablehlo.abs %50 : tensor<2x4x4xf32>
    %53 = stablehlo.abs %51 : tensor<2x4x4xf32>
    %54 = stablehlo.maximum %52, %53 : tensor<2x4x4xf32>
    %cst_7 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %56 = stablehlo.compare GE, %54, %55, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_8 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %58 = stablehlo.compare LE, %54, %57, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_9 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_10 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %62 = stablehlo.multiply %50, %59 : tensor<2x4x4xf32>
    %63 = stablehlo.multiply %50, %60 : tensor<2x4x4xf32>
    %64 = stablehlo.select %58, %63, %50 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %65 = stablehlo.select %56, %62, %64 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %66 = stablehlo.multiply %51, %59 : tensor<2x4x4xf32>
    %67 = stablehlo.multiply %51, %60 : tensor<2x4x4xf32>
    %68 = stablehlo.select %58, %67, %51 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %69 = stablehlo.select %56, %66, %68 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %70 = stablehlo.select %58, %59, %61 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %71 = stablehlo.select %56, %60, %70 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %72 = chlo.square %65 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %73 = chlo.square %69 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %74 = stablehlo.add %72, %73 : tensor<2x4x4xf32>
    %75 = stablehlo.sqrt %74 : tensor<2x4x4xf32>
    %76 = stablehlo.multiply %75, %71 : tensor<2x4x4xf32>
    %cst_12 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %78 = stablehlo.compare EQ, %52, %77, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %79 = stablehlo.compare EQ, %53, %77, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %80 = stablehlo.or %78, %79 : tensor<2x4x4xi1>
    %81 = stablehlo.select %80, %77, %76 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %82 = stablehlo.divide %65, %75 : tensor<2x4x4xf32>
    %83 = stablehlo.divide %69, %75 : tensor<2x4x4xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %84 = stablehlo.reduce(%81 init: %cst_13) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %86 = stablehlo.maximum %85, %84 : tensor<2xf32>
    %87 = stablehlo.divide %49, %86 : tensor<2xf32>
    return %87 : tensor<2xf32>
  }
  func.func private @eigh(%arg0: tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4xf32>, tensor<2x4x4xcomplex<f32>>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %2 = stablehlo.imag %0 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %3 = stablehlo.negate %2 : tensor<2x4x4xf32>
    %4 = stablehlo.complex %1, %3 : tensor<2x4x4xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x4x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<2x4x4xcomplex<f32>>
    %8:3 = stablehlo.custom_call @lapack_cheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x4xf32>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<2x4xi1>, tensor<2x4xf32>
    return %18, %14 : tensor<2x4xf32>, tensor<2x4x4xcomplex<f32>>
  }
}
