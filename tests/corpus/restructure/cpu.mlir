module @jit_restructure attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<3xi32>) -> (tensor<2x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<1x4xf32> {jax.result_info = "result[2]"}, tensor<6x1xf32> {jax.result_info = "result[3]"}, tensor<6x3xf32> {jax.result_info = "result[4]"}, tensor<6x2x4xf32> {jax.result_info = "result[5]"}, tensor<1x3xi32> {jax.result_info = "result[6]"}, tensor<i32> {jax.result_info = "result[7]"}, tensor<i32> {jax.result_info = "result[8]"}, tensor<i32> {jax.result_info = "result[9]"}, tensor<12x12xf32> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %1 = stablehlo.slice %0 [0:2, 0:4] : (tensor<6x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.slice %0 [2:5, 0:4] : (tensor<6x4xf32>) -> tensor<3x4xf32>
    %3 = stablehlo.slice %0 [5:6, 0:4] : (tensor<6x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.slice %0 [0:6, 0:1] : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %5 = stablehlo.slice %0 [0:6, 1:4] : (tensor<6x4xf32>) -> tensor<6x3xf32>
    %6 = stablehlo.slice %arg1 [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %7 = stablehlo.reshape %6 : (tensor<1xi32>) -> tensor<i32>
    %8 = stablehlo.slice %arg1 [1:2] : (tensor<3xi32>) -> tensor<1xi32>
    %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
    %10 = stablehlo.slice %arg1 [2:3] : (tensor<3xi32>) -> tensor<1xi32>
    %11 = stablehlo.reshape %10 : (tensor<1xi32>) -> tensor<i32>
    %12 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<6x4xf32>) -> tensor<6x1x4xf32>
    %13 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<6x4xf32>) -> tensor<6x1x4xf32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<6x1x4xf32>, tensor<6x1x4xf32>) -> tensor<6x2x4xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %16 = stablehlo.reshape %0 : (tensor<6x4xf32>) -> tensor<1x6x1x4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x6x1x4xf32>) -> tensor<2x6x3x4xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x6x3x4xf32>) -> tensor<12x12xf32>
    return %1, %2, %3, %4, %5, %14, %15, %7, %9, %11, %18 : tensor<2x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>, tensor<6x1xf32>, tensor<6x3xf32>, tensor<6x2x4xf32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<12x12xf32>
  }
}
