module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f32>>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = call @diagonal(%arg0) : (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %cst = stablehlo.constant dense<(4.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %2 = stablehlo.add %0, %1 : tensor<4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %4 = call @diagonal_0(%arg0) : (tensor<4x4xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<1xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %6 = call @diagonal_1(%arg0) : (tensor<4x4xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<3xcomplex<f32>>, tensor<1xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %9 = stablehlo.slice %arg0 [0:4, 0:2] : (tensor<4x4xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
    %10 = stablehlo.custom_call @tridiagonal_solve_perturbed_ffi(%5, %2, %8, %9) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n, o]) {i=4, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
    %11 = call @_diag(%2) : (tensor<4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %12 = stablehlo.slice %5 [1:4] : (tensor<4xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %13 = call @_diag_2(%12) : (tensor<3xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %14 = stablehlo.add %11, %13 : tensor<4x4xcomplex<f32>>
    %15 = stablehlo.slice %8 [0:3] : (tensor<4xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %16 = call @_diag_3(%15) : (tensor<3xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %17 = stablehlo.add %14, %16 : tensor<4x4xcomplex<f32>>
    %18 = stablehlo.dot_general %17, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
    %19 = stablehlo.subtract %18, %9 : tensor<4x2xcomplex<f32>>
    %20 = stablehlo.real %19 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %21 = stablehlo.imag %19 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %22 = stablehlo.abs %20 : tensor<4x2xf32>
    %23 = stablehlo.abs %21 : tensor<4x2xf32>
    %24 = stablehlo.maximum %22, %23 : tensor<4x2xf32>
    %cst_2 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %26 = stablehlo.compare GE, %24, %25, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %cst_3 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %28 = stablehlo.compare LE, %24, %27, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %cst_4 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_5 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %32 = stablehlo.multiply %20, %29 : tensor<4x2xf32>
    %33 = stablehlo.multiply %20, %30 : tensor<4x2xf32>
    %34 = stablehlo.select %28, %33, %20 : tensor<4x2xi1>, tensor<4x2xf32>
    %35 = stablehlo.select %26, %32, %34 : tensor<4x2xi1>, tensor<4x2xf32>
    %36 = stablehlo.multiply %21, %29 : tensor<4x2xf32>
    %37 = stablehlo.multiply %21, %30 : tensor<4x2xf32>
    %38 = stablehlo.select %28, %37, %21 : tensor<4x2xi1>, tensor<4x2xf32>
    %39 = stablehlo.select %26, %36, %38 : tensor<4x2xi1>, tensor<4x2xf32>
    %40 = stablehlo.select %28, %29, %31 : tensor<4x2xi1>, tensor<4x2xf32>
    %41 = stablehlo.select %26, %30, %40 : tensor<4x2xi1>, tensor<4x2xf32>
    %42 = chlo.square %35 : tensor<4x2xf32> -> tensor<4x2xf32>
    %43 = chlo.square %39 : tensor<4x2xf32> -> tensor<4x2xf32>
    %44 = stablehlo.add %42, %43 : tensor<4x2xf32>
    %45 = stablehlo.sqrt %44 : tensor<4x2xf32>
    %46 = stablehlo.multiply %45, %41 : tensor<4x2xf32>
    %cst_7 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %48 = stablehlo.compare EQ, %22, %47, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %49 = stablehlo.compare EQ, %23, %47, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %50 = stablehlo.or %48, %49 : tensor<4x2xi1>
    %51 = stablehlo.select %50, %47, %46 : tensor<4x2xi1>, tensor<4x2xf32>
    %52 = stablehlo.divide %35, %45 : tensor<4x2xf32>
    %53 = stablehlo.divide %39, %45 : tensor<4x2xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.reduce(%51 init: %cst_8) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %55 = stablehlo.real %9 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %56 = stablehlo.imag %9 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %57 = stablehlo.abs %55 : tensor<4x2xf32>
    %58 = stablehlo.abs %56 : tensor<4x2xf32>
    %59 = stablehlo.maximum %57, %58 : tensor<4x2xf32>
    %cst_9 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %61 = stablehlo.compare GE, %59, %60, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %cst_10 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %63 = stablehlo.compare LE, %59, %62, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %cst_11 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_12 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %67 = stablehlo.multiply %55, %64 : tensor<4x2xf32>
    %68 = stablehlo.multiply %55, %65 : tensor<4x2xf32>
    %69 = stablehlo.select %63, %68, %55 : tensor<4x2xi1>, tensor<4x2xf32>
    %70 = stablehlo.select %61, %67, %69 : tensor<4x2xi1>, tensor<4x2xf32>
    %71 = stablehlo.multiply %56, %64 : tensor<4x2xf32>
    %72 = stablehlo.multiply %56, %65 : tensor<4x2xf32>
    %73 = stablehlo.select %63, %72, %56 : tensor<4x2xi1>, tensor<4x2xf32>
    %74 = stablehlo.select %61, %71, %73 : tensor<4x2xi1>, tensor<4x2xf32>
    %75 = stablehlo.select %63, %64, %66 : tensor<4x2xi1>, tensor<4x2xf32>
    %76 = stablehlo.select %61, %65, %75 : tensor<4x2xi1>, tensor<4x2xf32>
    %77 = chlo.square %70 : tensor<4x2xf32> -> tensor<4x2xf32>
    %78 = chlo.square %74 : tensor<4x2xf32> -> tensor<4x2xf32>
    %79 = stablehlo.add %77, %78 : tensor<4x2xf32>
    %80 = stablehlo.sqrt %79 : tensor<4x2xf32>
    %81 = stablehlo.multiply %80, %76 : tensor<4x2xf32>
    %cst_14 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %83 = stablehlo.compare EQ, %57, %82, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %84 = stablehlo.compare EQ, %58, %82, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %85 = stablehlo.or %83, %84 : tensor<4x2xi1>
    %86 = stablehlo.select %85, %82, %81 : tensor<4x2xi1>, tensor<4x2xf32>
    %87 = stablehlo.divide %70, %80 : tensor<4x2xf32>
    %88 = stablehlo.divide %74, %80 : tensor<4x2xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %89 = stablehlo.reduce(%86 init: %cst_15) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.maximum %cst_16, %89 : tensor<f32>
    %91 = stablehlo.divide %54, %90 : tensor<f32>
    return %91 : tensor<f32>
  }
  func.func private @diagonal(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f32>>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<4xi64>
      %9 = stablehlo.iota dim = 0 : tensor<4xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %13 = stablehlo.add %8, %12 : tensor<4xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %18 = stablehlo.add %9, %17 : tensor<4xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi64>
      %20 = stablehlo.convert %14 : (tensor<4xi64>) -> tensor<4xi32>
      %21 = stablehlo.convert %19 : (tensor<4xi64>) -> tensor<4xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xcomplex<f32>>, tensor<4x2xi32>) -> tensor<4xcomplex<f32>>
      stablehlo.return %25 : tensor<4xcomplex<f32>>
    }) : (tensor<i32>) -> tensor<4xcomplex<f32>>
    return %7 : tensor<4xcomplex<f32>>
  }
  func.func private @diagonal_0(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    %1 = stablehlo.iota dim = 0 : tensor<3xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %3 = stablehlo.add %2, %1 : tensor<3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_1 = stablehlo.constant dense<4> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %7 = stablehlo.add %3, %6 : tensor<3xi64>
    %8 = stablehlo.select %5, %7, %3 : tensor<3xi1>, tensor<3xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %10 = stablehlo.compare LT, %0, %9, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<4> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %12 = stablehlo.add %0, %11 : tensor<3xi64>
    %13 = stablehlo.select %10, %12, %0 : tensor<3xi1>, tensor<3xi64>
    %14 = stablehlo.convert %8 : (tensor<3xi64>) -> tensor<3xi32>
    %15 = stablehlo.convert %13 : (tensor<3xi64>) -> tensor<3xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %18 = stablehlo.concatenate %16, %17, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %19 = "stablehlo.gather"(%arg0, %18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xcomplex<f32>>, tensor<3x2xi32>) -> tensor<3xcomplex<f32>>
    return %19 : tensor<3xcomplex<f32>>
  }
  func.func private @diagonal_1(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    %1 = stablehlo.iota dim = 0 : tensor<3xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %3 = stablehlo.add %2, %1 : tensor<3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %5 = stablehlo.compare LT, %0, %4, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_1 = stablehlo.constant dense<4> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %7 = stablehlo.add %0, %6 : tensor<3xi64>
    %8 = stablehlo.select %5, %7, %0 : tensor<3xi1>, tensor<3xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<4> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %12 = stablehlo.add %3, %11 : tensor<3xi64>
    %13 = stablehlo.select %10, %12, %3 : tensor<3xi1>, tensor<3xi64>
    %14 = stablehlo.convert %8 : (tensor<3xi64>) -> tensor<3xi32>
    %15 = stablehlo.convert %13 : (tensor<3xi64>) -> tensor<3xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %18 = stablehlo.concatenate %16, %17, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %19 = "stablehlo.gather"(%arg0, %18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xcomplex<f32>>, tensor<3x2xi32>) -> tensor<3xcomplex<f32>>
    return %19 : tensor<3xcomplex<f32>>
  }
  func.func private @_diag(%arg0: tensor<4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xcomplex<f32>>) -> tensor<4x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %7 : tensor<4x4xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<4x1xcomplex<f32>>, %arg2: tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    return %2 : tensor<4x4xcomplex<f32>>
  }
  func.func private @_diag_2(%arg0: tensor<3xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [1], high = [0], interior = [0] : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xcomplex<f32>>) -> tensor<4x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %7 : tensor<4x4xcomplex<f32>>
  }
  func.func private @_diag_3(%arg0: tensor<3xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [1], interior = [0] : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xcomplex<f32>>) -> tensor<4x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %7 : tensor<4x4xcomplex<f32>>
  }
}
