module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.slice %arg0 [0:0, 0:4] : (tensor<3x4xf32>) -> tensor<0x4xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:4] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x4xf32>
    %3 = stablehlo.slice %1 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x4xf32>) -> tensor<4xf32>
    %5 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%4, %arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = stablehlo.slice %1 [1:2, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x4xf32>) -> tensor<4xf32>
    %8 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%7, %arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = stablehlo.slice %1 [2:3, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x4xf32>) -> tensor<4xf32>
    %11 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%10, %arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %13 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %15 = stablehlo.concatenate %12, %13, %14, dim = 0 : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
    %16 = stablehlo.concatenate %2, %15, dim = 0 : (tensor<0x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %16 : tensor<3x4xf32>
  }
}
