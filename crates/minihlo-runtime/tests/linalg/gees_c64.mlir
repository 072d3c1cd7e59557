module @jit_schur attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f32>>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0:2 = call @_schur(%arg0) : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %2 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %3 = stablehlo.real %2 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %4 = stablehlo.imag %2 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %5 = stablehlo.negate %4 : tensor<4x4xf32>
    %6 = stablehlo.complex %3, %5 : tensor<4x4xcomplex<f32>>
    %7 = stablehlo.dot_general %1, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %8 = stablehlo.subtract %7, %arg0 : tensor<4x4xcomplex<f32>>
    %9 = stablehlo.real %8 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %10 = stablehlo.imag %8 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %11 = stablehlo.abs %9 : tensor<4x4xf32>
    %12 = stablehlo.abs %10 : tensor<4x4xf32>
    %13 = stablehlo.maximum %11, %12 : tensor<4x4xf32>
    %cst = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %15 = stablehlo.compare GE, %13, %14, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %cst_0 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %17 = stablehlo.compare LE, %13, %16, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %cst_2 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %21 = stablehlo.multiply %9, %18 : tensor<4x4xf32>
    %22 = stablehlo.multiply %9, %19 : tensor<4x4xf32>
    %23 = stablehlo.select %17, %22, %9 : tensor<4x4xi1>, tensor<4x4xf32>
    %24 = stablehlo.select %15, %21, %23 : tensor<4x4xi1>, tensor<4x4xf32>
    %25 = stablehlo.multiply %10, %18 : tensor<4x4xf32>
    %26 = stablehlo.multiply %10, %19 : tensor<4x4xf32>
    %27 = stablehlo.select %17, %26, %10 : tensor<4x4xi1>, tensor<4x4xf32>
    %28 = stablehlo.select %15, %25, %27 : tensor<4x4xi1>, tensor<4x4xf32>
    %29 = stablehlo.select %17, %18, %20 : tensor<4x4xi1>, tensor<4x4xf32>
    %30 = stablehlo.select %15, %19, %29 : tensor<4x4xi1>, tensor<4x4xf32>
    %31 = chlo.square %24 : tensor<4x4xf32> -> tensor<4x4xf32>
    %32 = chlo.square %28 : tensor<4x4xf32> -> tensor<4x4xf32>
    %33 = stablehlo.add %31, %32 : tensor<4x4xf32>
    %34 = stablehlo.sqrt %33 : tensor<4x4xf32>
    %35 = stablehlo.multiply %34, %30 : tensor<4x4xf32>
    %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %37 = stablehlo.compare EQ, %11, %36, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %38 = stablehlo.compare EQ, %12, %36, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %39 = stablehlo.or %37, %38 : tensor<4x4xi1>
    %40 = stablehlo.select %39, %36, %35 : tensor<4x4xi1>, tensor<4x4xf32>
    %41 = stablehlo.divide %24, %34 : tensor<4x4xf32>
    %42 = stablehlo.divide %28, %34 : tensor<4x4xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%40 init: %cst_5) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.real %arg0 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %45 = stablehlo.imag %arg0 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %46 = stablehlo.abs %44 : tensor<4x4xf32>
    %47 = stablehlo.abs %45 : tensor<4x4xf32>
    %48 = stablehlo.maximum %46, %47 : tensor<4x4xf32>
    %cst_6 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %50 = stablehlo.compare GE, %48, %49, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %cst_7 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %52 = stablehlo.compare LE, %48, %51, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %cst_8 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %cst_9 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %56 = stablehlo.multiply %44, %53 : tensor<4x4xf32>
    %57 = stablehlo.multiply %44, %54 : tensor<4x4xf32>
    %58 = stablehlo.select %52, %57, %44 : tensor<4x4xi1>, tensor<4x4xf32>
    %59 = stablehlo.select %50, %56, %58 : tensor<4x4xi1>, tensor<4x4xf32>
    %60 = stablehlo.multiply %45, %53 : tensor<4x4xf32>
    %61 = stablehlo.multiply %45, %54 : tensor<4x4xf32>
    %62 = stablehlo.select %52, %61, %45 : tensor<4x4xi1>, tensor<4x4xf32>
    %63 = stablehlo.select %50, %60, %62 : tensor<4x4xi1>, tensor<4x4xf32>
    %64 = stablehlo.select %52, %53, %55 : tensor<4x4xi1>, tensor<4x4xf32>
    %65 = stablehlo.select %50, %54, %64 : tensor<4x4xi1>, tensor<4x4xf32>
    %66 = chlo.square %59 : tensor<4x4xf32> -> tensor<4x4xf32>
    %67 = chlo.square %63 : tensor<4x4xf32> -> tensor<4x4xf32>
    %68 = stablehlo.add %66, %67 : tensor<4x4xf32>
    %69 = stablehlo.sqrt %68 : tensor<4x4xf32>
    %70 = stablehlo.multiply %69, %65 : tensor<4x4xf32>
    %cst_11 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %72 = stablehlo.compare EQ, %46, %71, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %73 = stablehlo.compare EQ, %47, %71, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %74 = stablehlo.or %72, %73 : tensor<4x4xi1>
    %75 = stablehlo.select %74, %71, %70 : tensor<4x4xi1>, tensor<4x4xf32>
    %76 = stablehlo.divide %59, %69 : tensor<4x4xf32>
    %77 = stablehlo.divide %63, %69 : tensor<4x4xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.reduce(%75 init: %cst_12) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.maximum %cst_13, %78 : tensor<f32>
    %80 = stablehlo.divide %43, %79 : tensor<f32>
    return %80 : tensor<f32>
  }
  func.func private @_schur(%arg0: tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    return %6, %10 : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
  }
}
