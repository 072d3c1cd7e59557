module @jit_ls_det_complex64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f32>>) -> (tensor<complex<f32>> {jax.result_info = "result[0]"}, tensor<complex<f32>> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %1:2 = call @slogdet(%0) : (tensor<4x4xcomplex<f32>>) -> (tensor<complex<f32>>, tensor<f32>)
    %2 = call @det(%0) : (tensor<4x4xcomplex<f32>>) -> tensor<complex<f32>>
    return %2, %1#0, %1#1 : tensor<complex<f32>>, tensor<complex<f32>>, tensor<f32>
  }
  func.func private @slogdet(%arg0: tensor<4x4xcomplex<f32>>) -> (tensor<complex<f32>>, tensor<f32>) {
    %0:3 = stablehlo.custom_call @hipsolver_getrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %9 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=4, j=4}, custom>} : (tensor<4xi32>) -> tensor<4xi32>
    %10 = call @diagonal(%8) : (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %12 = stablehlo.compare EQ, %10, %11, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %13 = stablehlo.reduce(%12 init: %c_2) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %14 = stablehlo.iota dim = 0 : tensor<4xi32>
    %15 = stablehlo.compare NE, %2, %14, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %16 = call @count_nonzero(%15) : (tensor<4xi1>) -> tensor<i32>
    %17 = stablehlo.real %10 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %18 = stablehlo.imag %10 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %19 = stablehlo.abs %17 : tensor<4xf32>
    %20 = stablehlo.abs %18 : tensor<4xf32>
    %21 = stablehlo.maximum %19, %20 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.compare GE, %21, %22, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_4 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.compare LE, %21, %24, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_5 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_6 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.multiply %17, %26 : tensor<4xf32>
    %30 = stablehlo.multiply %17, %27 : tensor<4xf32>
    %31 = stablehlo.select %25, %30, %17 : tensor<4xi1>, tensor<4xf32>
    %32 = stablehlo.select %23, %29, %31 : tensor<4xi1>, tensor<4xf32>
    %33 = stablehlo.multiply %18, %26 : tensor<4xf32>
    %34 = stablehlo.multiply %18, %27 : tensor<4xf32>
    %35 = stablehlo.select %25, %34, %18 : tensor<4xi1>, tensor<4xf32>
    %36 = stablehlo.select %23, %33, %35 : tensor<4xi1>, tensor<4xf32>
    %37 = stablehlo.select %25, %26, %28 : tensor<4xi1>, tensor<4xf32>
    %38 = stablehlo.select %23, %27, %37 : tensor<4xi1>, tensor<4xf32>
    %39 = chlo.square %32 : tensor<4xf32> -> tensor<4xf32>
    %40 = chlo.square %36 : tensor<4xf32> -> tensor<4xf32>
    %41 = stablehlo.add %39, %40 : tensor<4xf32>
    %42 = stablehlo.sqrt %41 : tensor<4xf32>
    %43 = stablehlo.multiply %42, %38 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.compare EQ, %19, %44, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %46 = stablehlo.compare EQ, %20, %44, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %47 = stablehlo.or %45, %46 : tensor<4xi1>
    %48 = stablehlo.select %47, %44, %43 : tensor<4xi1>, tensor<4xf32>
    %49 = stablehlo.divide %32, %42 : tensor<4xf32>
    %50 = stablehlo.divide %36, %42 : tensor<4xf32>
    %51 = stablehlo.convert %48 : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %52 = stablehlo.divide %10, %51 : tensor<4xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %53 = stablehlo.reduce(%52 init: %cst_9) applies stablehlo.multiply across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %54 = call @remainder(%16, %c_10) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_11 = stablehlo.constant dense<-2> : tensor<i32>
    %55 = stablehlo.multiply %c_11, %54 : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.add %55, %c_12 : tensor<i32>
    %57 = stablehlo.convert %56 : (tensor<i32>) -> tensor<complex<f32>>
    %58 = stablehlo.multiply %53, %57 : tensor<complex<f32>>
    %cst_13 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %59 = call @_where_0(%13, %cst_13, %58) : (tensor<i1>, tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %60 = stablehlo.real %10 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %61 = stablehlo.imag %10 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %62 = stablehlo.abs %60 : tensor<4xf32>
    %63 = stablehlo.abs %61 : tensor<4xf32>
    %64 = stablehlo.maximum %62, %63 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %66 = stablehlo.compare GE, %64, %65, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_15 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %68 = stablehlo.compare LE, %64, %67, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_16 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_17 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %72 = stablehlo.multiply %60, %69 : tensor<4xf32>
    %73 = stablehlo.multiply %60, %70 : tensor<4xf32>
    %74 = stablehlo.select %68, %73, %60 : tensor<4xi1>, tensor<4xf32>
    %75 = stablehlo.select %66, %72, %74 : tensor<4xi1>, tensor<4xf32>
    %76 = stablehlo.multiply %61, %69 : tensor<4xf32>
    %77 = stablehlo.multiply %61, %70 : tensor<4xf32>
    %78 = stablehlo.select %68, %77, %61 : tensor<4xi1>, tensor<4xf32>
    %79 = stablehlo.select %66, %76, %78 : tensor<4xi1>, tensor<4xf32>
    %80 = stablehlo.select %68, %69, %71 : tensor<4xi1>, tensor<4xf32>
    %81 = stablehlo.select %66, %70, %80 : tensor<4xi1>, tensor<4xf32>
    %82 = chlo.square %75 : tensor<4xf32> -> tensor<4xf32>
    %83 = chlo.square %79 : tensor<4xf32> -> tensor<4xf32>
    %84 = stablehlo.add %82, %83 : tensor<4xf32>
    %85 = stablehlo.sqrt %84 : tensor<4xf32>
    %86 = stablehlo.multiply %85, %81 : tensor<4xf32>
    %cst_19 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %88 = stablehlo.compare EQ, %62, %87, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %89 = stablehlo.compare EQ, %63, %87, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %90 = stablehlo.or %88, %89 : tensor<4xi1>
    %91 = stablehlo.select %90, %87, %86 : tensor<4xi1>, tensor<4xf32>
    %92 = stablehlo.divide %75, %85 : tensor<4xf32>
    %93 = stablehlo.divide %79, %85 : tensor<4xf32>
    %94 = stablehlo.log %91 : tensor<4xf32>
    %95 = stablehlo.convert %94 : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %cst_20 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %96 = stablehlo.reduce(%95 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %cst_21 = stablehlo.constant dense<(0xFF800000,0.000000e+00)> : tensor<complex<f32>>
    %97 = call @_where_0(%13, %cst_21, %96) : (tensor<i1>, tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %98 = stablehlo.real %97 : (tensor<complex<f32>>) -> tensor<f32>
    return %59, %98 : tensor<complex<f32>>, tensor<f32>
  }
  func.func private @diagonal(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
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
      %8 = stablehlo.iota dim = 0 : tensor<4xi32>
      %9 = stablehlo.iota dim = 0 : tensor<4xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %13 = stablehlo.add %8, %12 : tensor<4xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %18 = stablehlo.add %9, %17 : tensor<4xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xcomplex<f32>>, tensor<4x2xi32>) -> tensor<4xcomplex<f32>>
      stablehlo.return %23 : tensor<4xcomplex<f32>>
    }) : (tensor<i32>) -> tensor<4xcomplex<f32>>
    return %7 : tensor<4xcomplex<f32>>
  }
  func.func private @count_nonzero(%arg0: tensor<4xi1>) -> tensor<i32> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %2 = stablehlo.convert %1 : (tensor<4xi1>) -> tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.reduce(%2 init: %c_0) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>) -> tensor<complex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<complex<f32>>
    return %0 : tensor<complex<f32>>
  }
  func.func private @det(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<complex<f32>> {
    %0:2 = call @slogdet(%arg0) : (tensor<4x4xcomplex<f32>>) -> (tensor<complex<f32>>, tensor<f32>)
    %1 = stablehlo.exponential %0#1 : tensor<f32>
    %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<complex<f32>>
    %3 = stablehlo.multiply %0#0, %2 : tensor<complex<f32>>
    return %3 : tensor<complex<f32>>
  }
}
