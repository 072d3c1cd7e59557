module @jit_top_k_lax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<3x2xf32> {jax.result_info = "result[0]"}, tensor<3x2xi32> {jax.result_info = "result[1]"}, tensor<3x5xi32> {jax.result_info = "result[2]"}, tensor<3x5xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %values, %indices = chlo.top_k(%0, k = 2) : tensor<3x5xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %1 = stablehlo.convert %0 : (tensor<3x5xf32>) -> tensor<3x5xi32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x5xi32>) -> tensor<5x3xi32>
    %values_0, %indices_1 = chlo.top_k(%2, k = 3) : tensor<5x3xi32> -> (tensor<5x3xi32>, tensor<5x3xi32>)
    %3 = stablehlo.transpose %values_0, dims = [1, 0] : (tensor<5x3xi32>) -> tensor<3x5xi32>
    %4 = stablehlo.transpose %indices_1, dims = [1, 0] : (tensor<5x3xi32>) -> tensor<3x5xi32>
    return %values, %indices, %3, %4 : tensor<3x2xf32>, tensor<3x2xi32>, tensor<3x5xi32>, tensor<3x5xi32>
  }
}
