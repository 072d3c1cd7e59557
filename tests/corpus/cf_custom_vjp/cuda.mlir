module @jit_cf_custom_vjp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<f32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xf32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = call @clip(%0, %arg1, %cst) : (tensor<6xf32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<6xf32>
    %4 = stablehlo.exponential %0 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.add %4, %5 : tensor<6xf32>
    return %1, %3, %6 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
  func.func private @clip(%arg0: tensor<6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<6xf32>
    %2 = stablehlo.convert %arg2 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %4 = stablehlo.minimum %3, %1 : tensor<6xf32>
    return %4 : tensor<6xf32>
  }
}
