module @jit_rev_lax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<0x2xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<0x2xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.reverse %0, dims = [1] : tensor<3x4xf32>
    %2 = stablehlo.reverse %0, dims = [0, 1] : tensor<3x4xf32>
    %3 = stablehlo.reverse %0, dims = [] : tensor<3x4xf32>
    %4 = stablehlo.reverse %arg1, dims = [0] : tensor<0x2xf32>
    return %1, %2, %3, %4 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<0x2xf32>
  }
}
