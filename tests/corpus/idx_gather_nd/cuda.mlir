module @jit_idx_gather_nd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x2xf32>, %arg1: tensor<2x2xi32>) -> (tensor<2x2xf32> {jax.result_info = "result[0]"}, tensor<4x2xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<4x3x2xf32>) -> tensor<4x3x2xf32>
    %1 = stablehlo.slice %arg1 [0:2, 0:1] : (tensor<2x2xi32>) -> tensor<2x1xi32>
    %2 = stablehlo.reshape %1 : (tensor<2x1xi32>) -> tensor<2xi32>
    %3 = stablehlo.slice %arg1 [0:2, 1:2] : (tensor<2x2xi32>) -> tensor<2x1xi32>
    %4 = stablehlo.reshape %3 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare LT, %2, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.add %2, %7 : tensor<2xi32>
    %9 = stablehlo.select %6, %8, %2 : tensor<2xi1>, tensor<2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %11 = stablehlo.compare LT, %4, %10, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %13 = stablehlo.add %4, %12 : tensor<2xi32>
    %14 = stablehlo.select %11, %13, %4 : tensor<2xi1>, tensor<2xi32>
    %15 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %17 = stablehlo.concatenate %15, %16, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %18 = "stablehlo.gather"(%0, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<4x3x2xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>
    %19 = stablehlo.slice %arg1 [0:1, 0:1] : (tensor<2x2xi32>) -> tensor<1x1xi32>
    %20 = stablehlo.reshape %19 : (tensor<1x1xi32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %22 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.select %21, %22, %c_7 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.add %20, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %20 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %c_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %28 = stablehlo.add %c_12, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.select %27, %28, %c_14 : tensor<i1>, tensor<i32>
    %30 = stablehlo.dynamic_slice %0, %23, %26, %29, sizes = [4, 1, 2] : (tensor<4x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x2xf32>
    %31 = stablehlo.reshape %30 : (tensor<4x1x2xf32>) -> tensor<4x2xf32>
    return %18, %31 : tensor<2x2xf32>, tensor<4x2xf32>
  }
}
