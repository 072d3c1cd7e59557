module @jit_eig attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xcomplex<f64>>) -> (tensor<2xf64> {jax.result_info = "result"}) {
    %0:4 = stablehlo.custom_call @lapack_zgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m, n], [i, o, p], [i]) {i=2, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>} : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x4xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x4xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x4xi1>, tensor<2x4xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    %11 = stablehlo.dot_general %arg0, %10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<2x4xcomplex<f64>>) -> tensor<2x1x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x1x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %14 = stablehlo.multiply %10, %13 : tensor<2x4x4xcomplex<f64>>
    %15 = stablehlo.subtract %11, %14 : tensor<2x4x4xcomplex<f64>>
    %16 = stablehlo.real %15 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %17 = stablehlo.imag %15 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %18 = stablehlo.abs %16 : tensor<2x4x4xf64>
    %19 = stablehlo.abs %17 : tensor<2x4x4xf64>
    %20 = stablehlo.maximum %18, %19 : tensor<2x4x4xf64>
    %cst_1 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_2 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %24 = stablehlo.compare LE, %20, %23, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_3 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_4 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %28 = stablehlo.multiply %16, %25 : tensor<2x4x4xf64>
    %29 = stablehlo.multiply %16, %26 : tensor<2x4x4xf64>
    %30 = stablehlo.select %24, %29, %16 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %31 = stablehlo.select %22, %28, %30 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %32 = stablehlo.multiply %17, %25 : tensor<2x4x4xf64>
    %33 = stablehlo.multiply %17, %26 : tensor<2x4x4xf64>
    %34 = stablehlo.select %24, %33, %17 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %35 = stablehlo.select %22, %32, %34 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %36 = stablehlo.select %24, %25, %27 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %37 = stablehlo.select %22, %26, %36 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %38 = chlo.square %31 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %39 = chlo.square %35 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %40 = stablehlo.add %38, %39 : tensor<2x4x4xf64>
    %41 = stablehlo.sqrt %40 : tensor<2x4x4xf64>
    %42 = stablehlo.multiply %41, %37 : tensor<2x4x4xf64>
    %cst_6 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %44 = stablehlo.compare EQ, %18, %43, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %45 = stablehlo.compare EQ, %19, %43, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %46 = stablehlo.or %44, %45 : tensor<2x4x4xi1>
    %47 = stablehlo.select %46, %43, %42 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %48 = stablehlo.divide %31, %41 : tensor<2x4x4xf64>
    %49 = stablehlo.divide %35, %41 : tensor<2x4x4xf64>
    %cst_7 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %50 = stablehlo.reduce(%47 init: %cst_7) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %51 = stablehlo.real %arg0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %52 = stablehlo.imag %arg0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %53 = stablehlo.abs %51 : tensor<2x4x4xf64>
    %54 = stablehlo.abs %52 : tensor<2x4x4xf64>
    %55 = stablehlo.maximum %53, %54 : tensor<2x4x4xf64>
    %cst_8 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %57 = stablehlo.compare GE, %55, %56, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_9 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %59 = stablehlo.compare LE, %55, %58, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_10 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_11 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %63 = stablehlo.multiply %51, %60 : tensor<2x4x4xf64>
    %64 = stablehlo.multiply %51, %61 : tensor<2x4x4xf64>
    %65 = stablehlo.select %59, %64, %51 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %66 = stablehlo.select %57, %63, %65 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %67 = stablehlo.multiply %52, %60 : tensor<2x4x4xf64>
    %68 = stablehlo.multiply %52, %61 : tensor<2x4x4xf64>
    %69 = stablehlo.select %59, %68, %52 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %70 = stablehlo.select %57, %67, %69 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %71 = stablehlo.select %59, %60, %62 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %72 = stablehlo.select %57, %61, %71 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %73 = chlo.square %66 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %74 = chlo.square %70 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %75 = stablehlo.add %73, %74 : tensor<2x4x4xf64>
    %76 = stablehlo.sqrt %75 : tensor<2x4x4xf64>
    %77 = stablehlo.multiply %76, %72 : tensor<2x4x4xf64>
    %cst_13 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %79 = stablehlo.compare EQ, %53, %78, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %80 = stablehlo.compare EQ, %54, %78, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %81 = stablehlo.or %79, %80 : tensor<2x4x4xi1>
    %82 = stablehlo.select %81, %78, %77 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %83 = stablehlo.divide %66, %76 : tensor<2x4x4xf64>
    %84 = stablehlo.divide %70, %76 : tensor<2x4x4xf64>
    %cst_14 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %85 = stablehlo.reduce(%82 init: %cst_14) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %86 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %87 = stablehlo.maximum %86, %85 : tensor<2xf64>
    %88 = stablehlo.divide %50, %87 : tensor<2xf64>
    return %88 : tensor<2xf64>
  }
}
