module @jit_cf_scan_unroll_full attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg1 [0:0, 0:4] : (tensor<3x4xf32>) -> tensor<0x4xf32>
    %1 = stablehlo.slice %arg1 [0:3, 0:4] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x4xf32>
    %3 = stablehlo.slice %1 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x4xf32>) -> tensor<4xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<4xf32>
    %6 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%5) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4xf32>
    %9 = stablehlo.slice %1 [1:2, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x4xf32>) -> tensor<4xf32>
    %11 = stablehlo.add %6, %10 : tensor<4xf32>
    %12 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%11) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<4xf32>
    %15 = stablehlo.slice %1 [2:3, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x4xf32>) -> tensor<4xf32>
    %17 = stablehlo.add %12, %16 : tensor<4xf32>
    %18 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%17) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<4xf32>
    %21 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %22 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 0 : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
    %25 = stablehlo.concatenate %2, %24, dim = 0 : (tensor<0x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %18, %25 : tensor<4xf32>, tensor<3x4xf32>
  }
}
