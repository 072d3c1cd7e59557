module @jit_convert_element_type attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xi32>, %arg2: tensor<6xi1>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xi1> {jax.result_info = "result[3]"}, tensor<6xf16> {jax.result_info = "result[4]"}, tensor<6xbf16> {jax.result_info = "result[5]"}, tensor<6xui8> {jax.result_info = "result[6]"}, tensor<6xi1> {jax.result_info = "result[7]"}, tensor<6xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xbf16>
    %1 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xbf16>) -> tensor<6xbf16>
    %2 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xi32>
    %3 = stablehlo.convert %arg1 : (tensor<6xi32>) -> tensor<6xf32>
    %4 = stablehlo.convert %arg2 : (tensor<6xi1>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.compare NE, %arg0, %5, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %7 = stablehlo.convert %6 : tensor<6xi1>
    %8 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xf16>
    %9 = stablehlo.convert %arg1 : (tensor<6xi32>) -> tensor<6xui8>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %11 = stablehlo.compare NE, %arg1, %10, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %12 = stablehlo.convert %11 : tensor<6xi1>
    %13 = stablehlo.convert %1 : (tensor<6xbf16>) -> tensor<6xf32>
    return %2, %3, %4, %7, %8, %1, %9, %12, %13 : tensor<6xi32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi1>, tensor<6xf16>, tensor<6xbf16>, tensor<6xui8>, tensor<6xi1>, tensor<6xf32>
  }
}
