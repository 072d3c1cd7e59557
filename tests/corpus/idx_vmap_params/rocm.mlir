module @jit_idx_vmap_params attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x2xf32>, %arg1: tensor<3x2xi32>, %arg2: tensor<3x4xf32>) -> (tensor<3x2x2xf32> {jax.result_info = "result[0]"}, tensor<3x4x2xf32> {jax.result_info = "result[1]"}, tensor<3x7xf32> {jax.result_info = "result[2]"}, tensor<3x2xf32> {jax.result_info = "result[3][0]"}, tensor<3x2xf32> {jax.result_info = "result[3][1]"}, tensor<3x2x2xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<3x2xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<3x2xi1>, tensor<3x2xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<3x4x2xf32>, tensor<3x2x1xi32>) -> tensor<3x2x2xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %9 = stablehlo.compare LT, %arg1, %8, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %11 = stablehlo.add %arg1, %10 : tensor<3x2xi32>
    %12 = stablehlo.select %9, %11, %arg1 : tensor<3x2xi1>, tensor<3x2xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 2] : (tensor<2x2xf32>) -> tensor<3x2x2xf32>
    %16 = "stablehlo.scatter"(%0, %13, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %31 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<3x4x2xf32>, tensor<3x2x1xi32>, tensor<3x2x2xf32>) -> tensor<3x4x2xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %17 = call @_pad(%arg2, %c_3) : (tensor<3x4xf32>, tensor<i32>) -> tensor<3x7xf32>
    %18 = stablehlo.slice %arg2 [0:3, 0:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %19 = stablehlo.slice %arg2 [0:3, 2:4] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %20 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x2xi32>) -> tensor<3x1xi32>
    %21 = stablehlo.reshape %20 : (tensor<3x1xi32>) -> tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %23 = stablehlo.compare LT, %21, %22, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %25 = stablehlo.add %21, %24 : tensor<3xi32>
    %26 = stablehlo.select %23, %25, %21 : tensor<3xi1>, tensor<3xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %29 = stablehlo.concatenate %27, %28, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %30 = "stablehlo.gather"(%0, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 2, 2>}> : (tensor<3x4x2xf32>, tensor<3x2xi32>) -> tensor<3x2x2xf32>
    return %7, %16, %17, %18, %19, %30 : tensor<3x2x2xf32>, tensor<3x4x2xf32>, tensor<3x7xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2x2xf32>
  }
  func.func private @_pad(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1], high = [0, 2], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
}
