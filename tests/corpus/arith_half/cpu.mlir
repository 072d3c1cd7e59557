module @jit_arith_half attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf16>, %arg1: tensor<6xbf16>) -> (tensor<6xf16> {jax.result_info = "result[0]"}, tensor<6xbf16> {jax.result_info = "result[1]"}, tensor<6xf16> {jax.result_info = "result[2]"}) {
    %0:2 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<6xf16>, tensor<6xbf16>) -> (tensor<6xf16>, tensor<6xbf16>)
    %1 = stablehlo.multiply %0#0, %0#0 : tensor<6xf16>
    %2 = stablehlo.add %1, %arg0 : tensor<6xf16>
    %3 = stablehlo.exponential %0#1 : tensor<6xbf16>
    %4 = stablehlo.subtract %3, %arg1 : tensor<6xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %6 = stablehlo.add %arg0, %5 : tensor<6xf16>
    %7 = stablehlo.divide %0#0, %6 : tensor<6xf16>
    return %2, %4, %7 : tensor<6xf16>, tensor<6xbf16>, tensor<6xf16>
  }
}
