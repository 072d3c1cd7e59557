module @jit_eig attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xf64>) -> (tensor<2xf64> {jax.result_info = "result"}) {
    %0:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>} : (tensor<2x4x4xf64>) -> (tensor<2x4xf64>, tensor<2x4xf64>, tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>, tensor<2xi32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<2x4xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x4xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<2x4xi1>, tensor<2x4xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %11 = stablehlo.select %10, %0#3, %9 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    %12 = stablehlo.convert %arg0 : (tensor<2x4x4xf64>) -> tensor<2x4x4xcomplex<f64>>
    %13 = stablehlo.dot_general %12, %11, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<2x4xcomplex<f64>>) -> tensor<2x1x4xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x1x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %16 = stablehlo.multiply %11, %15 : tensor<2x4x4xcomplex<f64>>
    %17 = stablehlo.subtract %13, %16 : tensor<2x4x4xcomplex<f64>>
    %18 = stablehlo.real %17 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %19 = stablehlo.imag %17 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %20 = stablehlo.abs %18 : tensor<2x4x4xf64>
    %21 = stablehlo.abs %19 : tensor<2x4x4xf64>
    %22 = stablehlo.maximum %20, %21 : tensor<2x4x4xf64>
    %cst_1 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %24 = stablehlo.compare GE, %22, %23, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_2 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %26 = stablehlo.compare LE, %22, %25, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_3 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_4 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %30 = stablehlo.multiply %18, %27 : tensor<2x4x4xf64>
    %31 = stablehlo.multiply %18, %28 : tensor<2x4x4xf64>
    %32 = stablehlo.select %26, %31, %18 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %33 = stablehlo.select %24, %30, %32 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %34 = stablehlo.multiply %19, %27 : tensor<2x4x4xf64>
    %35 = stablehlo.multiply %19, %28 : tensor<2x4x4xf64>
    %36 = stablehlo.select %26, %35, %19 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %37 = stablehlo.select %24, %34, %36 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %38 = stablehlo.select %26, %27, %29 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %39 = stablehlo.select %24, %28, %38 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %40 = chlo.square %33 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %41 = chlo.square %37 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %42 = stablehlo.add %40, %41 : tensor<2x4x4xf64>
    %43 = stablehlo.sqrt %42 : tensor<2x4x4xf64>
    %44 = stablehlo.multiply %43, %39 : tensor<2x4x4xf64>
    %cst_6 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %46 = stablehlo.compare EQ, %20, %45, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %47 = stablehlo.compare EQ, %21, %45, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %48 = stablehlo.or %46, %47 : tensor<2x4x4xi1>
    %49 = stablehlo.select %48, %45, %44 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %50 = stablehlo.divide %33, %43 : tensor<2x4x4xf64>
    %51 = stablehlo.divide %37, %43 : tensor<2x4x4xf64>
    %cst_7 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %52 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %53 = stablehlo.abs %arg0 : tensor<2x4x4xf64>
    %cst_8 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %55 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %56 = stablehlo.maximum %55, %54 : tensor<2xf64>
    %57 = stablehlo.divide %52, %56 : tensor<2xf64>
    return %57 : tensor<2xf64>
  }
}
