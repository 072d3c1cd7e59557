module @jit_symmetric_product_prim attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<2x3x2xf32>, %arg3: tensor<2x3x3xf32>) -> (tensor<3x3xf32> {jax.result_info = "result[0]"}, tensor<2x3x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.multiply %5, %arg1 : tensor<3x3xf32>
    %7 = stablehlo.add %4, %6 : tensor<3x3xf32>
    %8 = stablehlo.transpose %arg2, dims = [0, 2, 1] : (tensor<2x3x2xf32>) -> tensor<2x2x3xf32>
    %9 = stablehlo.dot_general %arg2, %8, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x2xf32>, tensor<2x2x3xf32>) -> tensor<2x3x3xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<2x3x3xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %13 = stablehlo.multiply %12, %arg3 : tensor<2x3x3xf32>
    %14 = stablehlo.add %11, %13 : tensor<2x3x3xf32>
    return %7, %14 : tensor<3x3xf32>, tensor<2x3x3xf32>
  }
}
