module @jit_half_bool_forms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf16>, %arg1: tensor<2x3xi1>, %arg2: tensor<4xbf16>, %arg3: tensor<2xi32>) -> (tensor<2x3xf16> {jax.result_info = "result[0]"}, tensor<2x3xf16> {jax.result_info = "result[1]"}, tensor<4xbf16> {jax.result_info = "result[2]"}, tensor<4xbf16> {jax.result_info = "result[3]"}, tensor<2x3xi1> {jax.result_info = "result[4]"}, tensor<2x3xi1> {jax.result_info = "result[5]"}, tensor<2x3xf16> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf16>) -> tensor<2x3xf16>
    %1 = "stablehlo.sort"(%0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<f16>, %arg5: tensor<f16>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %22 = stablehlo.compare EQ, %arg4, %cst, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %23 = stablehlo.select %22, %cst_3, %arg4 : tensor<i1>, tensor<f16>
      %24 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %25 = stablehlo.select %24, %cst_4, %23 : tensor<i1>, tensor<f16>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %26 = stablehlo.compare EQ, %arg5, %cst_5, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %27 = stablehlo.select %26, %cst_6, %arg5 : tensor<i1>, tensor<f16>
      %28 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %29 = stablehlo.select %28, %cst_7, %27 : tensor<i1>, tensor<f16>
      %30 = stablehlo.compare LT, %25, %29, TOTALORDER : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    }) : (tensor<2x3xf16>) -> tensor<2x3xf16>
    %2 = call @cumsum(%0) : (tensor<2x3xf16>) -> tensor<2x3xf16>
    %3 = call @cummax(%arg2) : (tensor<4xbf16>) -> tensor<4xbf16>
    %4 = "stablehlo.sort"(%arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<bf16>, %arg5: tensor<bf16>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %22 = stablehlo.compare EQ, %arg4, %cst, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %23 = stablehlo.select %22, %cst_3, %arg4 : tensor<i1>, tensor<bf16>
      %24 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %25 = stablehlo.select %24, %cst_4, %23 : tensor<i1>, tensor<bf16>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %26 = stablehlo.compare EQ, %arg5, %cst_5, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %27 = stablehlo.select %26, %cst_6, %arg5 : tensor<i1>, tensor<bf16>
      %28 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %29 = stablehlo.select %28, %cst_7, %27 : tensor<i1>, tensor<bf16>
      %30 = stablehlo.compare LT, %25, %29, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    }) : (tensor<4xbf16>) -> tensor<4xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare LT, %arg3, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.add %arg3, %7 : tensor<2xi32>
    %9 = stablehlo.select %6, %8, %arg3 : tensor<2xi1>, tensor<2xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %11 = "stablehlo.gather"(%arg1, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xi1>, tensor<2x1xi32>) -> tensor<2x3xi1>
    %12 = stablehlo.reverse %arg1, dims = [1] : tensor<2x3xi1>
    %13 = stablehlo.slice %arg3 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %14 = stablehlo.slice %0 [0:1, 0:3] : (tensor<2x3xf16>) -> tensor<1x3xf16>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.compare LT, %13, %15, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.add %13, %17 : tensor<1xi32>
    %19 = stablehlo.select %16, %18, %13 : tensor<1xi1>, tensor<1xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %21 = "stablehlo.scatter"(%0, %20, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f16>, %arg5: tensor<f16>):
      %22 = stablehlo.add %arg4, %arg5 : tensor<f16>
      stablehlo.return %22 : tensor<f16>
    }) : (tensor<2x3xf16>, tensor<1x1xi32>, tensor<1x3xf16>) -> tensor<2x3xf16>
    return %1, %2, %3, %4, %11, %12, %21 : tensor<2x3xf16>, tensor<2x3xf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xf16>
  }
  func.func private @cumsum(%arg0: tensor<2x3xf16>) -> tensor<2x3xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<2xf16>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<2xf16>, %carry: tensor<2xf16>):
      %2 = stablehlo.add %input, %carry : tensor<2xf16>
      stablehlo.return %2, %2 : tensor<2xf16>, tensor<2xf16>
    } : (tensor<2x3xf16>, tensor<2xf16>) -> (tensor<2x3xf16>, tensor<2xf16>)
    return %1#0 : tensor<2x3xf16>
  }
  func.func private @cummax(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<4xbf16>, tensor<bf16>) -> tensor<4xbf16>
    return %1 : tensor<4xbf16>
  }
}
