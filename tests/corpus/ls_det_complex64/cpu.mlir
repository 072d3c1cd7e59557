module @jit_ls_det_complex64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f32>>) -> (tensor<complex<f32>> {jax.result_info = "result[0]"}, tensor<complex<f32>> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %1:2 = call @slogdet(%0) : (tensor<4x4xcomplex<f32>>) -> (tensor<complex<f32>>, tensor<f32>)
    %2 = call @det(%0) : (tensor<4x4xcomplex<f32>>) -> tensor<complex<f32>>
    return %2, %1#0, %1#1 : tensor<complex<f32>>, tensor<complex<f32>>, tensor<f32>
  }
  func.func private @slogdet(%arg0: tensor<4x4xcomplex<f32>>) -> (tensor<complex<f32>>, tensor<f32>) {
    %0:3 = stablehlo.custom_call @lapack_cgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4xi32>, tensor<i32>)
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
    %9 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_24 = %c_2, %iterArg_25 = %c_1, %iterArg_26 = %9) : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
    cond {
      %c_27 = stablehlo.constant dense<4> : tensor<i32>
      %100 = stablehlo.compare LT, %iterArg_24, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %100 : tensor<i1>
    } do {
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %100 = stablehlo.add %iterArg_25, %c_27 : tensor<i32>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %101 = stablehlo.compare LT, %iterArg_25, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %102 = stablehlo.convert %iterArg_25 : tensor<i32>
      %c_29 = stablehlo.constant dense<4> : tensor<i32>
      %103 = stablehlo.add %102, %c_29 : tensor<i32>
      %104 = stablehlo.select %101, %103, %iterArg_25 : tensor<i1>, tensor<i32>
      %105 = stablehlo.dynamic_slice %iterArg, %104, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %106 = stablehlo.reshape %105 : (tensor<1xi32>) -> tensor<i32>
      %c_30 = stablehlo.constant dense<0> : tensor<i32>
      %107 = stablehlo.compare LT, %iterArg_25, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %108 = stablehlo.convert %iterArg_25 : tensor<i32>
      %c_31 = stablehlo.constant dense<4> : tensor<i32>
      %109 = stablehlo.add %108, %c_31 : tensor<i32>
      %110 = stablehlo.select %107, %109, %iterArg_25 : tensor<i1>, tensor<i32>
      %111 = stablehlo.dynamic_slice %iterArg_26, %110, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %112 = stablehlo.reshape %111 : (tensor<1xi32>) -> tensor<i32>
      %c_32 = stablehlo.constant dense<0> : tensor<i32>
      %113 = stablehlo.compare LT, %106, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_33 = stablehlo.constant dense<4> : tensor<i32>
      %114 = stablehlo.add %106, %c_33 : tensor<i32>
      %115 = stablehlo.select %113, %114, %106 : tensor<i1>, tensor<i32>
      %116 = stablehlo.dynamic_slice %iterArg_26, %115, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %117 = stablehlo.reshape %116 : (tensor<1xi32>) -> tensor<i32>
      %c_34 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare LT, %iterArg_25, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_35 = stablehlo.constant dense<4> : tensor<i32>
      %119 = stablehlo.add %iterArg_25, %c_35 : tensor<i32>
      %120 = stablehlo.select %118, %119, %iterArg_25 : tensor<i1>, tensor<i32>
      %121 = stablehlo.convert %120 : tensor<i32>
      %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %123 = "stablehlo.scatter"(%iterArg_26, %122, %117) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_36 = stablehlo.constant dense<0> : tensor<i32>
      %124 = stablehlo.compare LT, %106, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_37 = stablehlo.constant dense<4> : tensor<i32>
      %125 = stablehlo.add %106, %c_37 : tensor<i32>
      %126 = stablehlo.select %124, %125, %106 : tensor<i1>, tensor<i32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %128 = "stablehlo.scatter"(%123, %127, %112) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %129 = stablehlo.add %iterArg_24, %c_38 : tensor<i32>
      stablehlo.return %iterArg, %129, %100, %128 : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
    }
    %11 = call @diagonal(%8) : (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %13 = stablehlo.compare EQ, %11, %12, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
    %c_4 = stablehlo.constant dense<false> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c_4) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.iota dim = 0 : tensor<4xi32>
    %16 = stablehlo.compare NE, %2, %15, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %17 = call @count_nonzero(%16) : (tensor<4xi1>) -> tensor<i32>
    %18 = stablehlo.real %11 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %19 = stablehlo.imag %11 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %20 = stablehlo.abs %18 : tensor<4xf32>
    %21 = stablehlo.abs %19 : tensor<4xf32>
    %22 = stablehlo.maximum %20, %21 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.compare GE, %22, %23, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_6 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.compare LE, %22, %25, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_7 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_8 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.multiply %18, %27 : tensor<4xf32>
    %31 = stablehlo.multiply %18, %28 : tensor<4xf32>
    %32 = stablehlo.select %26, %31, %18 : tensor<4xi1>, tensor<4xf32>
    %33 = stablehlo.select %24, %30, %32 : tensor<4xi1>, tensor<4xf32>
    %34 = stablehlo.multiply %19, %27 : tensor<4xf32>
    %35 = stablehlo.multiply %19, %28 : tensor<4xf32>
    %36 = stablehlo.select %26, %35, %19 : tensor<4xi1>, tensor<4xf32>
    %37 = stablehlo.select %24, %34, %36 : tensor<4xi1>, tensor<4xf32>
    %38 = stablehlo.select %26, %27, %29 : tensor<4xi1>, tensor<4xf32>
    %39 = stablehlo.select %24, %28, %38 : tensor<4xi1>, tensor<4xf32>
    %40 = chlo.square %33 : tensor<4xf32> -> tensor<4xf32>
    %41 = chlo.square %37 : tensor<4xf32> -> tensor<4xf32>
    %42 = stablehlo.add %40, %41 : tensor<4xf32>
    %43 = stablehlo.sqrt %42 : tensor<4xf32>
    %44 = stablehlo.multiply %43, %39 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %46 = stablehlo.compare EQ, %20, %45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %47 = stablehlo.compare EQ, %21, %45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %48 = stablehlo.or %46, %47 : tensor<4xi1>
    %49 = stablehlo.select %48, %45, %44 : tensor<4xi1>, tensor<4xf32>
    %50 = stablehlo.divide %33, %43 : tensor<4xf32>
    %51 = stablehlo.divide %37, %43 : tensor<4xf32>
    %52 = stablehlo.convert %49 : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %53 = stablehlo.divide %11, %52 : tensor<4xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.multiply across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %55 = call @remainder(%17, %c_12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_13 = stablehlo.constant dense<-2> : tensor<i32>
    %56 = stablehlo.multiply %c_13, %55 : tensor<i32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.add %56, %c_14 : tensor<i32>
    %58 = stablehlo.convert %57 : (tensor<i32>) -> tensor<complex<f32>>
    %59 = stablehlo.multiply %54, %58 : tensor<complex<f32>>
    %cst_15 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %60 = call @_where_0(%14, %cst_15, %59) : (tensor<i1>, tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %61 = stablehlo.real %11 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %62 = stablehlo.imag %11 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %63 = stablehlo.abs %61 : tensor<4xf32>
    %64 = stablehlo.abs %62 : tensor<4xf32>
    %65 = stablehlo.maximum %63, %64 : tensor<4xf32>
    %cst_16 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %67 = stablehlo.compare GE, %65, %66, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_17 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.compare LE, %65, %68, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_18 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_19 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %73 = stablehlo.multiply %61, %70 : tensor<4xf32>
    %74 = stablehlo.multiply %61, %71 : tensor<4xf32>
    %75 = stablehlo.select %69, %74, %61 : tensor<4xi1>, tensor<4xf32>
    %76 = stablehlo.select %67, %73, %75 : tensor<4xi1>, tensor<4xf32>
    %77 = stablehlo.multiply %62, %70 : tensor<4xf32>
    %78 = stablehlo.multiply %62, %71 : tensor<4xf32>
    %79 = stablehlo.select %69, %78, %62 : tensor<4xi1>, tensor<4xf32>
    %80 = stablehlo.select %67, %77, %79 : tensor<4xi1>, tensor<4xf32>
    %81 = stablehlo.select %69, %70, %72 : tensor<4xi1>, tensor<4xf32>
    %82 = stablehlo.select %67, %71, %81 : tensor<4xi1>, tensor<4xf32>
    %83 = chlo.square %76 : tensor<4xf32> -> tensor<4xf32>
    %84 = chlo.square %80 : tensor<4xf32> -> tensor<4xf32>
    %85 = stablehlo.add %83, %84 : tensor<4xf32>
    %86 = stablehlo.sqrt %85 : tensor<4xf32>
    %87 = stablehlo.multiply %86, %82 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %89 = stablehlo.compare EQ, %63, %88, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %90 = stablehlo.compare EQ, %64, %88, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %91 = stablehlo.or %89, %90 : tensor<4xi1>
    %92 = stablehlo.select %91, %88, %87 : tensor<4xi1>, tensor<4xf32>
    %93 = stablehlo.divide %76, %86 : tensor<4xf32>
    %94 = stablehlo.divide %80, %86 : tensor<4xf32>
    %95 = stablehlo.log %92 : tensor<4xf32>
    %96 = stablehlo.convert %95 : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %cst_22 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %97 = stablehlo.reduce(%96 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %cst_23 = stablehlo.constant dense<(0xFF800000,0.000000e+00)> : tensor<complex<f32>>
    %98 = call @_where_0(%14, %cst_23, %97) : (tensor<i1>, tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %99 = stablehlo.real %98 : (tensor<complex<f32>>) -> tensor<f32>
    return %60, %99 : tensor<complex<f32>>, tensor<f32>
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
