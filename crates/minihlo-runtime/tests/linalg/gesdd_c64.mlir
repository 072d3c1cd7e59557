module @jit_svd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x4xcomplex<f32>>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0:3 = call @svd(%arg0) : (tensor<2x5x4xcomplex<f32>>) -> (tensor<2x5x4xcomplex<f32>>, tensor<2x4xf32>, tensor<2x4x4xcomplex<f32>>)
    %1 = stablehlo.broadcast_in_dim %0#1, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %2 = stablehlo.convert %1 : (tensor<2x1x4xf32>) -> tensor<2x1x4xcomplex<f32>>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x1x4xcomplex<f32>>) -> tensor<2x5x4xcomplex<f32>>
    %4 = stablehlo.multiply %0#0, %3 : tensor<2x5x4xcomplex<f32>>
    %5 = stablehlo.dot_general %4, %0#2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x5x4xcomplex<f32>>
    %6 = stablehlo.subtract %5, %arg0 : tensor<2x5x4xcomplex<f32>>
    %7 = stablehlo.real %6 : (tensor<2x5x4xcomplex<f32>>) -> tensor<2x5x4xf32>
    %8 = stablehlo.imag %6 : (tensor<2x5x4xcomplex<f32>>) -> tensor<2x5x4xf32>
    %9 = stablehlo.abs %7 : tensor<2x5x4xf32>
    %10 = stablehlo.abs %8 : tensor<2x5x4xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<2x5x4xf32>
    %cst = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %13 = stablehlo.compare GE, %11, %12, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %cst_0 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %15 = stablehlo.compare LE, %11, %14, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %cst_1 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %cst_2 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %19 = stablehlo.multiply %7, %16 : tensor<2x5x4xf32>
    %20 = stablehlo.multiply %7, %17 : tensor<2x5x4xf32>
    %21 = stablehlo.select %15, %20, %7 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %22 = stablehlo.select %13, %19, %21 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %23 = stablehlo.multiply %8, %16 : tensor<2x5x4xf32>
    %24 = stablehlo.multiply %8, %17 : tensor<2x5x4xf32>
    %25 = stablehlo.select %15, %24, %8 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %26 = stablehlo.select %13, %23, %25 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %27 = stablehlo.select %15, %16, %18 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %28 = stablehlo.select %13, %17, %27 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %29 = chlo.square %22 : tensor<2x5x4xf32> -> tensor<2x5x4xf32>
    %30 = chlo.square %26 : tensor<2x5x4xf32> -> tensor<2x5x4xf32>
    %31 = stablehlo.add %29, %30 : tensor<2x5x4xf32>
    %32 = stablehlo.sqrt %31 : tensor<2x5x4xf32>
    %33 = stablehlo.multiply %32, %28 : tensor<2x5x4xf32>
    %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %35 = stablehlo.compare EQ, %9, %34, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %36 = stablehlo.compare EQ, %10, %34, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %37 = stablehlo.or %35, %36 : tensor<2x5x4xi1>
    %38 = stablehlo.select %37, %34, %33 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %39 = stablehlo.divide %22, %32 : tensor<2x5x4xf32>
    %40 = stablehlo.divide %26, %32 : tensor<2x5x4xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.reduce(%38 init: %cst_5) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2xf32>
    %42 = stablehlo.real %arg0 : (tensor<2x5x4xcomplex<f32>>) -> tensor<2x5x4xf32>
    %43 = stablehlo.imag %arg0 : (tensor<2x5x4xcomplex<f32>>) -> tensor<2x5x4xf32>
    %44 = stablehlo.abs %42 : tensor<2x5x4xf32>
    %45 = stablehlo.abs %43 : tensor<2x5x4xf32>
    %46 = stablehlo.maximum %44, %45 : tensor<2x5x4xf32>
    %cst_6 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %48 = stablehlo.compare GE, %46, %47, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %cst_7 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %50 = stablehlo.compare LE, %46, %49, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %cst_8 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %cst_9 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %54 = stablehlo.multiply %42, %51 : tensor<2x5x4xf32>
    %55 = stablehlo.multiply %42, %52 : tensor<2x5x4xf32>
    %56 = stablehlo.select %50, %55, %42 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %57 = stablehlo.select %48, %54, %56 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %58 = stablehlo.multiply %43, %51 : tensor<2x5x4xf32>
    %59 = stablehlo.multiply %43, %52 : tensor<2x5x4xf32>
    %60 = stablehlo.select %50, %59, %43 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %61 = stablehlo.select %48, %58, %60 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %62 = stablehlo.select %50, %51, %53 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %63 = stablehlo.select %48, %52, %62 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %64 = chlo.square %57 : tensor<2x5x4xf32> -> tensor<2x5x4xf32>
    %65 = chlo.square %61 : tensor<2x5x4xf32> -> tensor<2x5x4xf32>
    %66 = stablehlo.add %64, %65 : tensor<2x5x4xf32>
    %67 = stablehlo.sqrt %66 : tensor<2x5x4xf32>
    %68 = stablehlo.multiply %67, %63 : tensor<2x5x4xf32>
    %cst_11 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %70 = stablehlo.compare EQ, %44, %69, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %71 = stablehlo.compare EQ, %45, %69, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %72 = stablehlo.or %70, %71 : tensor<2x5x4xi1>
    %73 = stablehlo.select %72, %69, %68 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %74 = stablehlo.divide %57, %67 : tensor<2x5x4xf32>
    %75 = stablehlo.divide %61, %67 : tensor<2x5x4xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.reduce(%73 init: %cst_12) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %78 = stablehlo.maximum %77, %76 : tensor<2xf32>
    %79 = stablehlo.divide %41, %78 : tensor<2xf32>
    return %79 : tensor<2xf32>
  }
  func.func private @svd(%arg0: tensor<2x5x4xcomplex<f32>>) -> (tensor<2x5x4xcomplex<f32>>, tensor<2x4xf32>, tensor<2x4x4xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=5, k=4, l=5, m=4, n=4, o=5, p=4, q=4, r=4}, custom>} : (tensor<2x5x4xcomplex<f32>>) -> (tensor<2x5x4xcomplex<f32>>, tensor<2x4xf32>, tensor<2x5x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<2x4xi1>, tensor<2x4xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x5x4xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x5x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x5x4xi1>, tensor<2x5x4xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>
    return %10, %6, %14 : tensor<2x5x4xcomplex<f32>>, tensor<2x4xf32>, tensor<2x4x4xcomplex<f32>>
  }
}
