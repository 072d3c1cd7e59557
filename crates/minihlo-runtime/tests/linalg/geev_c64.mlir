module @jit_eig attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xcomplex<f32>>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0:4 = stablehlo.custom_call @lapack_cgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m, n], [i, o, p], [i]) {i=2, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>} : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x4xi1>, tensor<2x4xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>
    %11 = stablehlo.dot_general %arg0, %10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<2x4xcomplex<f32>>) -> tensor<2x1x4xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x1x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %14 = stablehlo.multiply %10, %13 : tensor<2x4x4xcomplex<f32>>
    %15 = stablehlo.subtract %11, %14 : tensor<2x4x4xcomplex<f32>>
    %16 = stablehlo.real %15 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %17 = stablehlo.imag %15 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %18 = stablehlo.abs %16 : tensor<2x4x4xf32>
    %19 = stablehlo.abs %17 : tensor<2x4x4xf32>
    %20 = stablehlo.maximum %18, %19 : tensor<2x4x4xf32>
    %cst_1 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_2 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %24 = stablehlo.compare LE, %20, %23, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_3 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_4 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %28 = stablehlo.multiply %16, %25 : tensor<2x4x4xf32>
    %29 = stablehlo.multiply %16, %26 : tensor<2x4x4xf32>
    %30 = stablehlo.select %24, %29, %16 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %31 = stablehlo.select %22, %28, %30 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %32 = stablehlo.multiply %17, %25 : tensor<2x4x4xf32>
    %33 = stablehlo.multiply %17, %26 : tensor<2x4x4xf32>
    %34 = stablehlo.select %24, %33, %17 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %35 = stablehlo.select %22, %32, %34 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %36 = stablehlo.select %24, %25, %27 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %37 = stablehlo.select %22, %26, %36 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %38 = chlo.square %31 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %39 = chlo.square %35 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %40 = stablehlo.add %38, %39 : tensor<2x4x4xf32>
    %41 = stablehlo.sqrt %40 : tensor<2x4x4xf32>
    %42 = stablehlo.multiply %41, %37 : tensor<2x4x4xf32>
    %cst_6 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %44 = stablehlo.compare EQ, %18, %43, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %45 = stablehlo.compare EQ, %19, %43, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %46 = stablehlo.or %44, %45 : tensor<2x4x4xi1>
    %47 = stablehlo.select %46, %43, %42 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %48 = stablehlo.divide %31, %41 : tensor<2x4x4xf32>
    %49 = stablehlo.divide %35, %41 : tensor<2x4x4xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%47 init: %cst_7) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %51 = stablehlo.real %arg0 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %52 = stablehlo.imag %arg0 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %53 = stablehlo.abs %51 : tensor<2x4x4xf32>
    %54 = stablehlo.abs %52 : tensor<2x4x4xf32>
    %55 = stablehlo.maximum %53, %54 : tensor<2x4x4xf32>
    %cst_8 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %57 = stablehlo.compare GE, %55, %56, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_9 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %59 = stablehlo.compare LE, %55, %58, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_10 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_11 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %63 = stablehlo.multiply %51, %60 : tensor<2x4x4xf32>
    %64 = stablehlo.multiply %51, %61 : tensor<2x4x4xf32>
    %65 = stablehlo.select %59, %64, %51 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %66 = stablehlo.select %57, %63, %65 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %67 = stablehlo.multiply %52, %60 : tensor<2x4x4xf32>
    %68 = stablehlo.multiply %52, %61 : tensor<2x4x4xf32>
    %69 = stablehlo.select %59, %68, %52 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %70 = stablehlo.select %57, %67, %69 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %71 = stablehlo.select %59, %60, %62 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %72 = stablehlo.select %57, %61, %71 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %73 = chlo.square %66 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %74 = chlo.square %70 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %75 = stablehlo.add %73, %74 : tensor<2x4x4xf32>
    %76 = stablehlo.sqrt %75 : tensor<2x4x4xf32>
    %77 = stablehlo.multiply %76, %72 : tensor<2x4x4xf32>
    %cst_13 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %79 = stablehlo.compare EQ, %53, %78, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %80 = stablehlo.compare EQ, %54, %78, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %81 = stablehlo.or %79, %80 : tensor<2x4x4xi1>
    %82 = stablehlo.select %81, %78, %77 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %83 = stablehlo.divide %66, %76 : tensor<2x4x4xf32>
    %84 = stablehlo.divide %70, %76 : tensor<2x4x4xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %85 = stablehlo.reduce(%82 init: %cst_14) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %87 = stablehlo.maximum %86, %85 : tensor<2xf32>
    %88 = stablehlo.divide %50, %87 : tensor<2xf32>
    return %88 : tensor<2xf32>
  }
}
