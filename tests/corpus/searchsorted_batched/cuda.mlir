module @jit_searchsorted_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<3xf32>, %arg3: tensor<2x3x4xi32>, %arg4: tensor<2x3x5xi32>) -> (tensor<3x2xi32> {jax.result_info = "result[0]"}, tensor<3x2xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<2x3x5xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = call @searchsorted(%0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    %2 = call @searchsorted_0(%0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    %3 = call @searchsorted_2(%0, %arg2) : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3xi32>
    %4 = call @searchsorted_4(%arg3, %arg4) : (tensor<2x3x4xi32>, tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
    return %1, %2, %3, %4 : tensor<3x2xi32>, tensor<3x2xi32>, tensor<3xi32>, tensor<2x3x5xi32>
  }
  func.func private @searchsorted(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %0 = call @_searchsorted_compare_all_impl(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @_searchsorted_compare_all_impl(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<3x4xi1>, tensor<3x4xf32>
    %5 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %8 = stablehlo.select %5, %7, %4 : tensor<3x4xi1>, tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %10 = stablehlo.compare EQ, %arg1, %9, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %13 = stablehlo.select %10, %12, %arg1 : tensor<3x2xi1>, tensor<3x2xf32>
    %14 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %17 = stablehlo.select %14, %16, %13 : tensor<3x2xi1>, tensor<3x2xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 2] : (tensor<3x2xf32>) -> tensor<3x1x2xf32>
    %19 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x2xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<3x1x2xf32>) -> tensor<3x4x2xf32>
    %22 = stablehlo.compare LT, %20, %21, TOTALORDER : (tensor<3x4x2xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xi1>
    %23 = stablehlo.convert %22 : (tensor<3x4x2xi1>) -> tensor<3x4x2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.reduce(%23 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<3x4x2xi32>, tensor<i32>) -> tensor<3x2xi32>
    return %24 : tensor<3x2xi32>
  }
  func.func private @searchsorted_0(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %0 = call @_searchsorted_compare_all_impl_1(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3x2xf32>) -> tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @_searchsorted_compare_all_impl_1(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xi32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<3x4xi1>, tensor<3x4xf32>
    %5 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %8 = stablehlo.select %5, %7, %4 : tensor<3x4xi1>, tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %10 = stablehlo.compare EQ, %arg1, %9, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %13 = stablehlo.select %10, %12, %arg1 : tensor<3x2xi1>, tensor<3x2xf32>
    %14 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    %17 = stablehlo.select %14, %16, %13 : tensor<3x2xi1>, tensor<3x2xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 2] : (tensor<3x2xf32>) -> tensor<3x1x2xf32>
    %19 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x2xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<3x1x2xf32>) -> tensor<3x4x2xf32>
    %22 = stablehlo.compare LE, %20, %21, TOTALORDER : (tensor<3x4x2xf32>, tensor<3x4x2xf32>) -> tensor<3x4x2xi1>
    %23 = stablehlo.convert %22 : (tensor<3x4x2xi1>) -> tensor<3x4x2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.reduce(%23 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<3x4x2xi32>, tensor<i32>) -> tensor<3x2xi32>
    return %24 : tensor<3x2xi32>
  }
  func.func private @searchsorted_2(%arg0: tensor<3x4xf32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %0 = call @_searchsorted_compare_all_impl_3(%arg0, %arg1) : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @_searchsorted_compare_all_impl_3(%arg0: tensor<3x4xf32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<3x4xi1>, tensor<3x4xf32>
    %5 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %8 = stablehlo.select %5, %7, %4 : tensor<3x4xi1>, tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.compare EQ, %arg1, %9, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.select %10, %11, %arg1 : tensor<3xi1>, tensor<3xf32>
    %13 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.select %13, %14, %12 : tensor<3xi1>, tensor<3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
    %18 = stablehlo.compare LT, %8, %17, TOTALORDER : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %19 = stablehlo.convert %18 : (tensor<3x4xi1>) -> tensor<3x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
    return %20 : tensor<3xi32>
  }
  func.func private @searchsorted_4(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x3x5xi32>) -> tensor<2x3x5xi32> {
    %0 = call @_searchsorted_compare_all_impl_5(%arg0, %arg1) : (tensor<2x3x4xi32>, tensor<2x3x5xi32>) -> tensor<2x3x5xi32>
    return %0 : tensor<2x3x5xi32>
  }
  func.func private @_searchsorted_compare_all_impl_5(%arg0: tensor<2x3x4xi32>, %arg1: tensor<2x3x5xi32>) -> tensor<2x3x5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 3] : (tensor<2x3x5xi32>) -> tensor<2x3x1x5xi32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<2x3x4xi32>) -> tensor<2x3x4x1xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x3x4x1xi32>) -> tensor<2x3x4x5xi32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x3x1x5xi32>) -> tensor<2x3x4x5xi32>
    %4 = stablehlo.compare LE, %2, %3, SIGNED : (tensor<2x3x4x5xi32>, tensor<2x3x4x5xi32>) -> tensor<2x3x4x5xi1>
    %5 = stablehlo.convert %4 : (tensor<2x3x4x5xi1>) -> tensor<2x3x4x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.reduce(%5 init: %c) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4x5xi32>, tensor<i32>) -> tensor<2x3x5xi32>
    return %6 : tensor<2x3x5xi32>
  }
}
