module @jit_lu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xcomplex<f64>>) -> (tensor<2xf64> {jax.result_info = "result"}) {
    %0:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4x4xcomplex<f64>>, tensor<2x4xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<2x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    %9 = stablehlo.iota dim = 1 : tensor<2x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_19 = %c_2, %iterArg_20 = %c_1, %iterArg_21 = %9) : tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>
    cond {
      %c_22 = stablehlo.constant dense<4> : tensor<i64>
      %99 = stablehlo.compare LT, %iterArg_19, %c_22, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %99 : tensor<i1>
    } do {
      %c_22 = stablehlo.constant dense<1> : tensor<i64>
      %99 = stablehlo.add %iterArg_20, %c_22 : tensor<i64>
      %c_23 = stablehlo.constant dense<0> : tensor<i64>
      %100 = stablehlo.compare LT, %iterArg_20, %c_23, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %101 = stablehlo.convert %iterArg_20 : tensor<i64>
      %c_24 = stablehlo.constant dense<4> : tensor<i64>
      %102 = stablehlo.add %101, %c_24 : tensor<i64>
      %103 = stablehlo.select %100, %102, %iterArg_20 : tensor<i1>, tensor<i64>
      %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<i64>) -> tensor<1xi64>
      %105 = "stablehlo.gather"(%iterArg, %104) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x4xi32>, tensor<1xi64>) -> tensor<2x1xi32>
      %106 = stablehlo.reshape %105 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_25 = stablehlo.constant dense<0> : tensor<i64>
      %107 = stablehlo.compare LT, %iterArg_20, %c_25, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %108 = stablehlo.convert %iterArg_20 : tensor<i64>
      %c_26 = stablehlo.constant dense<4> : tensor<i64>
      %109 = stablehlo.add %108, %c_26 : tensor<i64>
      %110 = stablehlo.select %107, %109, %iterArg_20 : tensor<i1>, tensor<i64>
      %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<i64>) -> tensor<1xi64>
      %112 = "stablehlo.gather"(%iterArg_21, %111) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x4xi32>, tensor<1xi64>) -> tensor<2x1xi32>
      %113 = stablehlo.reshape %112 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_27 = stablehlo.constant dense<0> : tensor<i32>
      %114 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %115 = stablehlo.compare LT, %106, %114, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_28 = stablehlo.constant dense<4> : tensor<i32>
      %116 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %117 = stablehlo.add %106, %116 : tensor<2xi32>
      %118 = stablehlo.select %115, %117, %106 : tensor<2xi1>, tensor<2xi32>
      %119 = stablehlo.broadcast_in_dim %118, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %120 = "stablehlo.gather"(%iterArg_21, %119) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x4xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %121 = stablehlo.reshape %120 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_29 = stablehlo.constant dense<0> : tensor<i64>
      %122 = stablehlo.compare LT, %iterArg_20, %c_29, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_30 = stablehlo.constant dense<4> : tensor<i64>
      %123 = stablehlo.add %iterArg_20, %c_30 : tensor<i64>
      %124 = stablehlo.select %122, %123, %iterArg_20 : tensor<i1>, tensor<i64>
      %125 = stablehlo.convert %124 : (tensor<i64>) -> tensor<i32>
      %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %127 = "stablehlo.scatter"(%iterArg_21, %126, %121) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<2x4xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x4xi32>
      %c_31 = stablehlo.constant dense<0> : tensor<i32>
      %128 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %129 = stablehlo.compare LT, %106, %128, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_32 = stablehlo.constant dense<4> : tensor<i32>
      %130 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %131 = stablehlo.add %106, %130 : tensor<2xi32>
      %132 = stablehlo.select %129, %131, %106 : tensor<2xi1>, tensor<2xi32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %134 = "stablehlo.scatter"(%127, %133, %113) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<2x4xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x4xi32>
      %c_33 = stablehlo.constant dense<1> : tensor<i64>
      %135 = stablehlo.add %iterArg_19, %c_33 : tensor<i64>
      stablehlo.return %iterArg, %135, %99, %134 : tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>
    }
    %11 = call @tril(%8) : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %12 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %13 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %15 = stablehlo.add %12, %14 : tensor<4x4xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %17 = stablehlo.convert %16 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<4x4xcomplex<f64>>) -> tensor<1x4x4xcomplex<f64>>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %20 = stablehlo.add %11, %19 : tensor<2x4x4xcomplex<f64>>
    %21 = call @triu(%8) : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %22 = stablehlo.broadcast_in_dim %10#3, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %23 = call @take_along_axis(%arg0, %22) : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x1xi32>) -> tensor<2x4x4xcomplex<f64>>
    %24 = stablehlo.dot_general %20, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %25 = stablehlo.subtract %23, %24 : tensor<2x4x4xcomplex<f64>>
    %26 = stablehlo.real %25 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %27 = stablehlo.imag %25 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %28 = stablehlo.abs %26 : tensor<2x4x4xf64>
    %29 = stablehlo.abs %27 : tensor<2x4x4xf64>
    %30 = stablehlo.maximum %28, %29 : tensor<2x4x4xf64>
    %cst_4 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %32 = stablehlo.compare GE, %30, %31, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_5 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %34 = stablehlo.compare LE, %30, %33, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_6 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_7 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %38 = stablehlo.multiply %26, %35 : tensor<2x4x4xf64>
    %39 = stablehlo.multiply %26, %36 : tensor<2x4x4xf64>
    %40 = stablehlo.select %34, %39, %26 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %41 = stablehlo.select %32, %38, %40 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %42 = stablehlo.multiply %27, %35 : tensor<2x4x4xf64>
    %43 = stablehlo.multiply %27, %36 : tensor<2x4x4xf64>
    %44 = stablehlo.select %34, %43, %27 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %45 = stablehlo.select %32, %42, %44 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %46 = stablehlo.select %34, %35, %37 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %47 = stablehlo.select %32, %36, %46 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %48 = chlo.square %41 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %49 = chlo.square %45 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %50 = stablehlo.add %48, %49 : tensor<2x4x4xf64>
    %51 = stablehlo.sqrt %50 : tensor<2x4x4xf64>
    %52 = stablehlo.multiply %51, %47 : tensor<2x4x4xf64>
    %cst_9 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %54 = stablehlo.compare EQ, %28, %53, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %55 = stablehlo.compare EQ, %29, %53, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %56 = stablehlo.or %54, %55 : tensor<2x4x4xi1>
    %57 = stablehlo.select %56, %53, %52 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %58 = stablehlo.divide %41, %51 : tensor<2x4x4xf64>
    %59 = stablehlo.divide %45, %51 : tensor<2x4x4xf64>
    %cst_10 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %60 = stablehlo.reduce(%57 init: %cst_10) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %61 = stablehlo.real %arg0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %62 = stablehlo.imag %arg0 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %63 = stablehlo.abs %61 : tensor<2x4x4xf64>
    %64 = stablehlo.abs %62 : tensor<2x4x4xf64>
    %65 = stablehlo.maximum %63, %64 : tensor<2x4x4xf64>
    %cst_11 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %67 = stablehlo.compare GE, %65, %66, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_12 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %69 = stablehlo.compare LE, %65, %68, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %cst_13 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_14 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %71 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %73 = stablehlo.multiply %61, %70 : tensor<2x4x4xf64>
    %74 = stablehlo.multiply %61, %71 : tensor<2x4x4xf64>
    %75 = stablehlo.select %69, %74, %61 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %76 = stablehlo.select %67, %73, %75 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %77 = stablehlo.multiply %62, %70 : tensor<2x4x4xf64>
    %78 = stablehlo.multiply %62, %71 : tensor<2x4x4xf64>
    %79 = stablehlo.select %69, %78, %62 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %80 = stablehlo.select %67, %77, %79 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %81 = stablehlo.select %69, %70, %72 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %82 = stablehlo.select %67, %71, %81 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %83 = chlo.square %76 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %84 = chlo.square %80 : tensor<2x4x4xf64> -> tensor<2x4x4xf64>
    %85 = stablehlo.add %83, %84 : tensor<2x4x4xf64>
    %86 = stablehlo.sqrt %85 : tensor<2x4x4xf64>
    %87 = stablehlo.multiply %86, %82 : tensor<2x4x4xf64>
    %cst_16 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %88 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %89 = stablehlo.compare EQ, %63, %88, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %90 = stablehlo.compare EQ, %64, %88, FLOAT : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xi1>
    %91 = stablehlo.or %89, %90 : tensor<2x4x4xi1>
    %92 = stablehlo.select %91, %88, %87 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %93 = stablehlo.divide %76, %86 : tensor<2x4x4xf64>
    %94 = stablehlo.divide %80, %86 : tensor<2x4x4xf64>
    %cst_17 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %95 = stablehlo.reduce(%92 init: %cst_17) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %96 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %97 = stablehlo.maximum %96, %95 : tensor<2xf64>
    %98 = stablehlo.divide %60, %97 : tensor<2xf64>
    return %98 : tensor<2xf64>
  }
  func.func private @tril(%arg0: tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %8 = stablehlo.select %6, %arg0, %7 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    return %8 : tensor<2x4x4xcomplex<f64>>
  }
  func.func private @triu(%arg0: tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %8 = stablehlo.select %6, %7, %arg0 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    return %8 : tensor<2x4x4xcomplex<f64>>
  }
  func.func private @take_along_axis(%arg0: tensor<2x4x4xcomplex<f64>>, %arg1: tensor<2x4x1xi32>) -> tensor<2x4x4xcomplex<f64>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x4x1xi1>, tensor<2x4x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x4x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<2x4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x4x1xi1>, tensor<i1>) -> tensor<2x4xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x1xi32>) -> tensor<2x4x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x4xi1>) -> tensor<2x4x4xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0.000000e+00)> : tensor<complex<f64>>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %15 = stablehlo.select %13, %12, %14 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    return %15 : tensor<2x4x4xcomplex<f64>>
  }
}
