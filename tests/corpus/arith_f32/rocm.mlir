module @jit_arith_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}, tensor<6xf32> {jax.result_info = "result[4]"}, tensor<6xf32> {jax.result_info = "result[5]"}, tensor<6xf32> {jax.result_info = "result[6]"}, tensor<6xf32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xf32>) -> tensor<6xf32>
    %1 = stablehlo.add %0, %arg1 : tensor<6xf32>
    %2 = stablehlo.subtract %0, %arg1 : tensor<6xf32>
    %3 = stablehlo.multiply %0, %arg1 : tensor<6xf32>
    %4 = stablehlo.divide %0, %arg1 : tensor<6xf32>
    %5 = stablehlo.remainder %0, %arg1 : tensor<6xf32>
    %6 = stablehlo.maximum %0, %arg1 : tensor<6xf32>
    %7 = stablehlo.minimum %0, %arg1 : tensor<6xf32>
    %8 = stablehlo.power %0, %arg1 : tensor<6xf32>
    return %1, %2, %3, %4, %5, %6, %7, %8 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
}
