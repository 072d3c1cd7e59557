module @jit_cb_float_special attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf16>, %arg2: tensor<8xbf16>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xf16> {jax.result_info = "result[1]"}, tensor<8xbf16> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}) {
    %0:3 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0, %arg1, %arg2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<8xf32>, tensor<8xf16>, tensor<8xbf16>) -> (tensor<8xf32>, tensor<8xf16>, tensor<8xbf16>)
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.maximum %arg0, %3 : tensor<8xf32>
    return %0#0, %0#1, %0#2, %2, %4 : tensor<8xf32>, tensor<8xf16>, tensor<8xbf16>, tensor<8xf32>, tensor<8xf32>
  }
}
