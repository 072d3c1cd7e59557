module @jit_idx_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi32>) -> (tensor<2x4xf32> {jax.result_info = "result[0]"}, tensor<2x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.convert %arg1 : (tensor<2xi32>) -> tensor<2xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %5 = stablehlo.add %1, %4 : tensor<2xi64>
    %6 = stablehlo.select %3, %5, %1 : tensor<2xi1>, tensor<2xi64>
    %7 = stablehlo.convert %6 : (tensor<2xi64>) -> tensor<2xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %11 = stablehlo.compare LT, %1, %10, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_2 = stablehlo.constant dense<3> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %13 = stablehlo.add %1, %12 : tensor<2xi64>
    %14 = stablehlo.select %11, %13, %1 : tensor<2xi1>, tensor<2xi64>
    %15 = stablehlo.convert %14 : (tensor<2xi64>) -> tensor<2xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %c_3 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %18 = stablehlo.compare GE, %16, %17, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<2x1xi32>
    %21 = stablehlo.compare LE, %16, %20, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %22 = stablehlo.and %18, %21 : tensor<2x1xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.reduce(%22 init: %c_5) applies stablehlo.and across dimensions = [1] : (tensor<2x1xi1>, tensor<i1>) -> tensor<2xi1>
    %24 = "stablehlo.gather"(%0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<2xi1>) -> tensor<2x4xi1>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %27 = stablehlo.select %25, %24, %26 : tensor<2x4xi1>, tensor<2x4xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %29 = stablehlo.compare LT, %1, %28, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %31 = stablehlo.add %1, %30 : tensor<2xi64>
    %32 = stablehlo.select %29, %31, %1 : tensor<2xi1>, tensor<2xi64>
    %33 = stablehlo.convert %32 : (tensor<2xi64>) -> tensor<2xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %c_9 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_10 = stablehlo.constant dense<2147483647> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %37 = stablehlo.minimum %c_9, %36 : tensor<1xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<1xi32>) -> tensor<2x1xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %40 = stablehlo.clamp %39, %34, %38 : tensor<2x1xi32>
    %41 = "stablehlo.scatter"(%0, %40, %35) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %42 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %42 : tensor<f32>
    }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
    return %9, %27, %41 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x4xf32>
  }
}
