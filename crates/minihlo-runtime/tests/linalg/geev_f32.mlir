module @jit_eig attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xf32>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0:5 = stablehlo.custom_call @lapack_sgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>} : (tensor<2x4x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2xi32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<2x4xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<2x4xi1>, tensor<2x4xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %11 = stablehlo.select %10, %0#3, %9 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>
    %12 = stablehlo.convert %arg0 : (tensor<2x4x4xf32>) -> tensor<2x4x4xcomplex<f32>>
    %13 = stablehlo.dot_general %12, %11, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %14 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<2x4xcomplex<f32>>) -> tensor<2x1x4xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x1x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %16 = stablehlo.multiply %11, %15 : tensor<2x4x4xcomplex<f32>>
    %17 = stablehlo.subtract %13, %16 : tensor<2x4x4xcomplex<f32>>
    %18 = stablehlo.real %17 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %19 = stablehlo.imag %17 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %20 = stablehlo.abs %18 : tensor<2x4x4xf32>
    %21 = stablehlo.abs %19 : tensor<2x4x4xf32>
    %22 = stablehlo.maximum %20, %21 : tensor<2x4x4xf32>
    %cst_1 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %24 = stablehlo.compare GE, %22, %23, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_2 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %26 = stablehlo.compare LE, %22, %25, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_3 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_4 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %30 = stablehlo.multiply %18, %27 : tensor<2x4x4xf32>
    %31 = stablehlo.multiply %18, %28 : tensor<2x4x4xf32>
    %32 = stablehlo.select %26, %31, %18 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %33 = stablehlo.select %24, %30, %32 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %34 = stablehlo.multiply %19, %27 : tensor<2x4x4xf32>
    %35 = stablehlo.multiply %19, %28 : tensor<2x4x4xf32>
    %36 = stablehlo.select %26, %35, %19 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %37 = stablehlo.select %24, %34, %36 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %38 = stablehlo.select %26, %27, %29 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %39 = stablehlo.select %24, %28, %38 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %40 = chlo.square %33 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %41 = chlo.square %37 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %42 = stablehlo.add %40, %41 : tensor<2x4x4xf32>
    %43 = stablehlo.sqrt %42 : tensor<2x4x4xf32>
    %44 = stablehlo.multiply %43, %39 : tensor<2x4x4xf32>
    %cst_6 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %46 = stablehlo.compare EQ, %20, %45, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %47 = stablehlo.compare EQ, %21, %45, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %48 = stablehlo.or %46, %47 : tensor<2x4x4xi1>
    %49 = stablehlo.select %48, %45, %44 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %50 = stablehlo.divide %33, %43 : tensor<2x4x4xf32>
    %51 = stablehlo.divide %37, %43 : tensor<2x4x4xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %53 = stablehlo.abs %arg0 : tensor<2x4x4xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %56 = stablehlo.maximum %55, %54 : tensor<2xf32>
    %57 = stablehlo.divide %52, %56 : tensor<2xf32>
    return %57 : tensor<2xf32>
  }
}
