module @jit_lu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xf64>) -> (tensor<2xf64> {jax.result_info = "result"}) {
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf64>) -> (tensor<2x4x4xf64>, tensor<2x4xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<2x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    %9 = stablehlo.iota dim = 1 : tensor<2x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_7 = %c_2, %iterArg_8 = %c_1, %iterArg_9 = %9) : tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>
    cond {
      %c_10 = stablehlo.constant dense<4> : tensor<i64>
      %33 = stablehlo.compare LT, %iterArg_7, %c_10, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %33 : tensor<i1>
    } do {
      %c_10 = stablehlo.constant dense<1> : tensor<i64>
      %33 = stablehlo.add %iterArg_8, %c_10 : tensor<i64>
      %c_11 = stablehlo.constant dense<0> : tensor<i64>
      %34 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %35 = stablehlo.convert %iterArg_8 : tensor<i64>
      %c_12 = stablehlo.constant dense<4> : tensor<i64>
      %36 = stablehlo.add %35, %c_12 : tensor<i64>
      %37 = stablehlo.select %34, %36, %iterArg_8 : tensor<i1>, tensor<i64>
      %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i64>) -> tensor<1xi64>
      %39 = "stablehlo.gather"(%iterArg, %38) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x4xi32>, tensor<1xi64>) -> tensor<2x1xi32>
      %40 = stablehlo.reshape %39 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i64>
      %41 = stablehlo.compare LT, %iterArg_8, %c_13, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %42 = stablehlo.convert %iterArg_8 : tensor<i64>
      %c_14 = stablehlo.constant dense<4> : tensor<i64>
      %43 = stablehlo.add %42, %c_14 : tensor<i64>
      %44 = stablehlo.select %41, %43, %iterArg_8 : tensor<i1>, tensor<i64>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i64>) -> tensor<1xi64>
      %46 = "stablehlo.gather"(%iterArg_9, %45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x4xi32>, tensor<1xi64>) -> tensor<2x1xi32>
      %47 = stablehlo.reshape %46 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %49 = stablehlo.compare LT, %40, %48, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %50 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %51 = stablehlo.add %40, %50 : tensor<2xi32>
      %52 = stablehlo.select %49, %51, %40 : tensor<2xi1>, tensor<2xi32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %54 = "stablehlo.gather"(%iterArg_9, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x4xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
      %55 = stablehlo.reshape %54 : (tensor<2x1xi32>) -> tensor<2xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i64>
      %56 = stablehlo.compare LT, %iterArg_8, %c_17, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_18 = stablehlo.constant dense<4> : tensor<i64>
      %57 = stablehlo.add %iterArg_8, %c_18 : tensor<i64>
      %58 = stablehlo.select %56, %57, %iterArg_8 : tensor<i1>, tensor<i64>
      %59 = stablehlo.convert %58 : (tensor<i64>) -> tensor<i32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %61 = "stablehlo.scatter"(%iterArg_9, %60, %55) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<2x4xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x4xi32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %63 = stablehlo.compare LT, %40, %62, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %c_20 = stablehlo.constant dense<4> : tensor<i32>
      %64 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %65 = stablehlo.add %40, %64 : tensor<2xi32>
      %66 = stablehlo.select %63, %65, %40 : tensor<2xi1>, tensor<2xi32>
      %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %68 = "stablehlo.scatter"(%61, %67, %47) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<2x4xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x4xi32>
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %69 = stablehlo.add %iterArg_7, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %69, %33, %68 : tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>
    }
    %11 = call @tril(%8) : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %12 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %13 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %15 = stablehlo.add %12, %14 : tensor<4x4xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %17 = stablehlo.convert %16 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<4x4xf64>) -> tensor<1x4x4xf64>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x4x4xf64>) -> tensor<2x4x4xf64>
    %20 = stablehlo.add %11, %19 : tensor<2x4x4xf64>
    %21 = call @triu(%8) : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %22 = stablehlo.broadcast_in_dim %10#3, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %23 = call @take_along_axis(%arg0, %22) : (tensor<2x4x4xf64>, tensor<2x4x1xi32>) -> tensor<2x4x4xf64>
    %24 = stablehlo.dot_general %20, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %25 = stablehlo.subtract %23, %24 : tensor<2x4x4xf64>
    %26 = stablehlo.abs %25 : tensor<2x4x4xf64>
    %cst_4 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_4) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %28 = stablehlo.abs %arg0 : tensor<2x4x4xf64>
    %cst_5 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %31 = stablehlo.maximum %30, %29 : tensor<2xf64>
    %32 = stablehlo.divide %27, %31 : tensor<2xf64>
    return %32 : tensor<2xf64>
  }
  func.func private @tril(%arg0: tensor<2x4x4xf64>) -> tensor<2x4x4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
    %8 = stablehlo.select %6, %arg0, %7 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    return %8 : tensor<2x4x4xf64>
  }
  func.func private @triu(%arg0: tensor<2x4x4xf64>) -> tensor<2x4x4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<4x4xf64>) -> tensor<2x4x4xf64>
    %8 = stablehlo.select %6, %7, %arg0 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    return %8 : tensor<2x4x4xf64>
  }
  func.func private @take_along_axis(%arg0: tensor<2x4x4xf64>, %arg1: tensor<2x4x1xi32>) -> tensor<2x4x4xf64> {
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
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x4x4xf64>, tensor<2x4x1xi32>) -> tensor<2x4x4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x4xi1>) -> tensor<2x4x4xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x4x4xf64>
    %15 = stablehlo.select %13, %12, %14 : tensor<2x4x4xi1>, tensor<2x4x4xf64>
    return %15 : tensor<2x4x4xf64>
  }
}
