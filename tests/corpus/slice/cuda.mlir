module @jit_slice attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xi32>) -> (tensor<2x2xi32> {jax.result_info = "result[0]"}, tensor<2x5xi32> {jax.result_info = "result[1]"}, tensor<5xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [1:3, 0:5] : (tensor<4x5xi32>) -> tensor<2x5xi32>
    %1 = stablehlo.slice %arg0 [0:4:2, 1:5:3] : (tensor<4x5xi32>) -> tensor<2x2xi32>
    %2 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x5xi32>) -> tensor<2x5xi32>
    %3 = stablehlo.slice %arg0 [2:3, 0:5] : (tensor<4x5xi32>) -> tensor<1x5xi32>
    %4 = stablehlo.reshape %3 : (tensor<1x5xi32>) -> tensor<5xi32>
    return %1, %2, %4 : tensor<2x2xi32>, tensor<2x5xi32>, tensor<5xi32>
  }
}
