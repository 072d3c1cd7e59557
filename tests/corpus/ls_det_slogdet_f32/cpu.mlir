module @jit_ls_det_slogdet_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<3x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<4xf32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1:2 = call @slogdet(%0) : (tensor<4x4xf32>) -> (tensor<f32>, tensor<f32>)
    %2 = call @det(%0) : (tensor<4x4xf32>) -> tensor<f32>
    %3 = call @det_1(%arg1) : (tensor<3x3xf32>) -> tensor<f32>
    %4 = call @diagonal_5(%0) : (tensor<4x4xf32>) -> tensor<4xf32>
    %5 = call @trace(%arg1) : (tensor<3x3xf32>) -> tensor<f32>
    return %2, %3, %1#0, %1#1, %4, %5 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<4xf32>, tensor<f32>
  }
  func.func private @slogdet(%arg0: tensor<4x4xf32>) -> (tensor<f32>, tensor<f32>) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<4x4xi1>, tensor<4x4xf32>
    %9 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_13 = %c_2, %iterArg_14 = %c_1, %iterArg_15 = %9) : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
    cond {
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg_13, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg_14, %c_16 : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %33 = stablehlo.compare LT, %iterArg_14, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %34 = stablehlo.convert %iterArg_14 : tensor<i32>
      %c_18 = stablehlo.constant dense<4> : tensor<i32>
      %35 = stablehlo.add %34, %c_18 : tensor<i32>
      %36 = stablehlo.select %33, %35, %iterArg_14 : tensor<i1>, tensor<i32>
      %37 = stablehlo.dynamic_slice %iterArg, %36, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %38 = stablehlo.reshape %37 : (tensor<1xi32>) -> tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %39 = stablehlo.compare LT, %iterArg_14, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %40 = stablehlo.convert %iterArg_14 : tensor<i32>
      %c_20 = stablehlo.constant dense<4> : tensor<i32>
      %41 = stablehlo.add %40, %c_20 : tensor<i32>
      %42 = stablehlo.select %39, %41, %iterArg_14 : tensor<i1>, tensor<i32>
      %43 = stablehlo.dynamic_slice %iterArg_15, %42, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %44 = stablehlo.reshape %43 : (tensor<1xi32>) -> tensor<i32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %45 = stablehlo.compare LT, %38, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_22 = stablehlo.constant dense<4> : tensor<i32>
      %46 = stablehlo.add %38, %c_22 : tensor<i32>
      %47 = stablehlo.select %45, %46, %38 : tensor<i1>, tensor<i32>
      %48 = stablehlo.dynamic_slice %iterArg_15, %47, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %49 = stablehlo.reshape %48 : (tensor<1xi32>) -> tensor<i32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %50 = stablehlo.compare LT, %iterArg_14, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_24 = stablehlo.constant dense<4> : tensor<i32>
      %51 = stablehlo.add %iterArg_14, %c_24 : tensor<i32>
      %52 = stablehlo.select %50, %51, %iterArg_14 : tensor<i1>, tensor<i32>
      %53 = stablehlo.convert %52 : tensor<i32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %55 = "stablehlo.scatter"(%iterArg_15, %54, %49) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %56 = stablehlo.compare LT, %38, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_26 = stablehlo.constant dense<4> : tensor<i32>
      %57 = stablehlo.add %38, %c_26 : tensor<i32>
      %58 = stablehlo.select %56, %57, %38 : tensor<i1>, tensor<i32>
      %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %60 = "stablehlo.scatter"(%55, %59, %44) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %61 = stablehlo.add %iterArg_13, %c_27 : tensor<i32>
      stablehlo.return %iterArg, %61, %32, %60 : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
    }
    %11 = call @diagonal(%8) : (tensor<4x4xf32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.compare EQ, %11, %12, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %c_4 = stablehlo.constant dense<false> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c_4) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.iota dim = 0 : tensor<4xi32>
    %16 = stablehlo.compare NE, %2, %15, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %17 = call @count_nonzero(%16) : (tensor<4xi1>) -> tensor<i32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.compare LT, %11, %18, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %20 = call @count_nonzero(%19) : (tensor<4xi1>) -> tensor<i32>
    %21 = stablehlo.add %17, %20 : tensor<i32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %22 = call @remainder(%21, %c_6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_7 = stablehlo.constant dense<-2> : tensor<i32>
    %23 = stablehlo.multiply %c_7, %22 : tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %23, %c_8 : tensor<i32>
    %25 = stablehlo.convert %24 : (tensor<i32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.multiply %cst_9, %25 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = call @_where_0(%14, %cst_10, %26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.abs %11 : tensor<4xf32>
    %29 = stablehlo.log %28 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = call @_where_0(%14, %cst_12, %30) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %27, %31 : tensor<f32>, tensor<f32>
  }
  func.func private @diagonal(%arg0: tensor<4x4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf32>
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
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x2xi32>) -> tensor<4xf32>
      stablehlo.return %23 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    return %7 : tensor<4xf32>
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
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @det(%arg0: tensor<4x4xf32>) -> tensor<f32> {
    %0:2 = call @slogdet(%arg0) : (tensor<4x4xf32>) -> (tensor<f32>, tensor<f32>)
    %1 = stablehlo.exponential %0#1 : tensor<f32>
    %2 = stablehlo.multiply %0#0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @det_1(%arg0: tensor<3x3xf32>) -> tensor<f32> {
    %0 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xf32>) -> tensor<f32>
    %2 = stablehlo.abs %1 : tensor<f32>
    %3 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1xf32>) -> tensor<f32>
    %5 = stablehlo.abs %4 : tensor<f32>
    %6 = stablehlo.compare GT, %2, %5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.slice %arg0 [1:2, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x3xf32>) -> tensor<3xf32>
    %10 = stablehlo.slice %arg0 [0:1, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x3xf32>) -> tensor<3xf32>
    %12 = call @_where_2(%7, %9, %11) : (tensor<1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %13 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %14 = stablehlo.slice %arg0 [0:1, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x3xf32>) -> tensor<3xf32>
    %16 = stablehlo.slice %arg0 [1:2, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x3xf32>) -> tensor<3xf32>
    %18 = call @_where_2(%13, %15, %17) : (tensor<1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %19 = stablehlo.slice %arg0 [2:3, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x3xf32>) -> tensor<3xf32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %21 = call @_where_3(%6, %c, %c_0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %22 = stablehlo.slice %20 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1xf32>) -> tensor<f32>
    %24 = stablehlo.abs %23 : tensor<f32>
    %25 = stablehlo.slice %12 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %27 = stablehlo.abs %26 : tensor<f32>
    %28 = stablehlo.compare GT, %24, %27, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = call @_where_2(%29, %20, %12) : (tensor<1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %32 = call @_where_2(%31, %12, %20) : (tensor<1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %33 = stablehlo.negate %21 : tensor<i32>
    %34 = call @_where_3(%28, %33, %21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %35 = stablehlo.slice %30 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %36 = stablehlo.reshape %35 : (tensor<1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.compare EQ, %36, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %38 = stablehlo.slice %30 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1xf32>) -> tensor<f32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %40 = call @_where_4(%37, %c_1, %39) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %41 = stablehlo.slice %30 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %42 = stablehlo.reshape %41 : (tensor<1xf32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.compare EQ, %42, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %44 = stablehlo.slice %18 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %45 = stablehlo.reshape %44 : (tensor<1xf32>) -> tensor<f32>
    %46 = stablehlo.divide %45, %40 : tensor<f32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %47 = call @_where_4(%43, %c_3, %46) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %48 = stablehlo.slice %30 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %49 = stablehlo.reshape %48 : (tensor<1xf32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.compare EQ, %49, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %51 = stablehlo.slice %32 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %52 = stablehlo.reshape %51 : (tensor<1xf32>) -> tensor<f32>
    %53 = stablehlo.divide %52, %40 : tensor<f32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %54 = call @_where_4(%50, %c_5, %53) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %55 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %57 = stablehlo.multiply %56, %30 : tensor<3xf32>
    %58 = stablehlo.subtract %18, %57 : tensor<3xf32>
    %59 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %61 = stablehlo.multiply %60, %30 : tensor<3xf32>
    %62 = stablehlo.subtract %32, %61 : tensor<3xf32>
    %63 = stablehlo.slice %62 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %64 = stablehlo.reshape %63 : (tensor<1xf32>) -> tensor<f32>
    %65 = stablehlo.abs %64 : tensor<f32>
    %66 = stablehlo.slice %58 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %67 = stablehlo.reshape %66 : (tensor<1xf32>) -> tensor<f32>
    %68 = stablehlo.abs %67 : tensor<f32>
    %69 = stablehlo.compare GT, %65, %68, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %71 = call @_where_2(%70, %62, %58) : (tensor<1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %73 = call @_where_2(%72, %58, %62) : (tensor<1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %74 = stablehlo.negate %34 : tensor<i32>
    %75 = call @_where_3(%69, %74, %34) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %76 = stablehlo.slice %71 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1xf32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.compare EQ, %77, %cst_6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %79 = stablehlo.slice %71 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1xf32>) -> tensor<f32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %81 = call @_where_4(%78, %c_7, %80) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %82 = stablehlo.slice %71 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %83 = stablehlo.reshape %82 : (tensor<1xf32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.compare EQ, %83, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %85 = stablehlo.slice %73 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %86 = stablehlo.reshape %85 : (tensor<1xf32>) -> tensor<f32>
    %87 = stablehlo.divide %86, %81 : tensor<f32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %88 = call @_where_4(%84, %c_9, %87) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %89 = stablehlo.slice %73 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %90 = stablehlo.reshape %89 : (tensor<1xf32>) -> tensor<f32>
    %91 = stablehlo.slice %71 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %92 = stablehlo.reshape %91 : (tensor<1xf32>) -> tensor<f32>
    %93 = stablehlo.multiply %88, %92 : tensor<f32>
    %94 = stablehlo.subtract %90, %93 : tensor<f32>
    %95 = stablehlo.slice %30 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %96 = stablehlo.reshape %95 : (tensor<1xf32>) -> tensor<f32>
    %97 = stablehlo.convert %75 : (tensor<i32>) -> tensor<f32>
    %98 = stablehlo.multiply %97, %96 : tensor<f32>
    %99 = stablehlo.slice %71 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1xf32>) -> tensor<f32>
    %101 = stablehlo.multiply %98, %100 : tensor<f32>
    %102 = stablehlo.multiply %101, %94 : tensor<f32>
    return %102 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<1xi1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @diagonal_5(%arg0: tensor<4x4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf32>
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
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x2xi32>) -> tensor<4xf32>
      stablehlo.return %23 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    return %7 : tensor<4xf32>
  }
  func.func private @trace(%arg0: tensor<3x3xf32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = call @_where_6(%4, %arg0, %5) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_where_6(%arg0: tensor<3x3xi1>, %arg1: tensor<3x3xf32>, %arg2: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x3xi1>, tensor<3x3xf32>
    return %0 : tensor<3x3xf32>
  }
}
