module @jit_pad_lax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<6x6xf32> {jax.result_info = "result[0]"}, tensor<1x2xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.pad %0, %cst, low = [1, -1], high = [2, 0], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<6x6xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %2 = stablehlo.pad %0, %cst_0, low = [-1, 0], high = [-1, -2], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<1x2xf32>
    return %1, %2 : tensor<6x6xf32>, tensor<1x2xf32>
  }
}
