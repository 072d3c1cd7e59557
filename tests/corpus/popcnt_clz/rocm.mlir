module @jit_popcnt_clz attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi8>, %arg1: tensor<6xui8>, %arg2: tensor<2x3xi16>, %arg3: tensor<4xui16>, %arg4: tensor<4xi32>, %arg5: tensor<4xui32>) -> (tensor<6xi8> {jax.result_info = "result[0]"}, tensor<6xi8> {jax.result_info = "result[1]"}, tensor<6xui8> {jax.result_info = "result[2]"}, tensor<6xui8> {jax.result_info = "result[3]"}, tensor<2x3xi16> {jax.result_info = "result[4]"}, tensor<2x3xi16> {jax.result_info = "result[5]"}, tensor<4xui16> {jax.result_info = "result[6]"}, tensor<4xui16> {jax.result_info = "result[7]"}, tensor<4xi32> {jax.result_info = "result[8]"}, tensor<4xi32> {jax.result_info = "result[9]"}, tensor<4xui32> {jax.result_info = "result[10]"}, tensor<4xui32> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg4) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xi32>) -> tensor<4xi32>
    %1 = stablehlo.popcnt %arg0 : tensor<6xi8>
    %2 = stablehlo.count_leading_zeros %arg0 : tensor<6xi8>
    %3 = stablehlo.popcnt %arg1 : tensor<6xui8>
    %4 = stablehlo.count_leading_zeros %arg1 : tensor<6xui8>
    %5 = stablehlo.popcnt %arg2 : tensor<2x3xi16>
    %6 = stablehlo.count_leading_zeros %arg2 : tensor<2x3xi16>
    %7 = stablehlo.popcnt %arg3 : tensor<4xui16>
    %8 = stablehlo.count_leading_zeros %arg3 : tensor<4xui16>
    %9 = stablehlo.popcnt %0 : tensor<4xi32>
    %10 = stablehlo.count_leading_zeros %0 : tensor<4xi32>
    %11 = stablehlo.popcnt %arg5 : tensor<4xui32>
    %12 = stablehlo.count_leading_zeros %arg5 : tensor<4xui32>
    return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : tensor<6xi8>, tensor<6xi8>, tensor<6xui8>, tensor<6xui8>, tensor<2x3xi16>, tensor<2x3xi16>, tensor<4xui16>, tensor<4xui16>, tensor<4xi32>, tensor<4xi32>, tensor<4xui32>, tensor<4xui32>
  }
}
