module @jit_bcast_layernorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<3x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_var(%0, %c) : (tensor<3x4xf32>, tensor<i32>) -> tensor<3x1xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %9 = stablehlo.add %5, %8 : tensor<3x1xf32>
    %10 = stablehlo.sqrt %9 : tensor<3x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
    %12 = stablehlo.divide %7, %11 : tensor<3x4xf32>
    %13 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<3x4xf32>
    %16 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %18 = stablehlo.add %15, %17 : tensor<3x4xf32>
    return %18 : tensor<3x4xf32>
  }
  func.func private @_var(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> tensor<3x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x4xf32>
    %6 = chlo.square %5 : tensor<3x4xf32> -> tensor<3x4xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<3x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<3x1xf32>, tensor<f32>) -> tensor<3x1xf32>
    return %14 : tensor<3x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<3x1xf32>, %arg2: tensor<f32>) -> tensor<3x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3x1xf32>
    return %2 : tensor<3x1xf32>
  }
}
