module @jit_structural_forms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xi32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<0xi8> {jax.result_info = "result[2]"}, tensor<2x3xi32> {jax.result_info = "result[3]"}, tensor<4xf32> {jax.result_info = "result[4]"}, tensor<5xui8> {jax.result_info = "result[5]"}, tensor<3xf16> {jax.result_info = "result[6]"}, tensor<2x3xi32> {jax.result_info = "result[7]"}, tensor<2x3xf32> {jax.result_info = "result[8]"}, tensor<3xi32> {jax.result_info = "result[9]"}, tensor<2x3xf32> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i8>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<0xi8>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
    %5 = stablehlo.slice %0 [0:1, 0:1] : (tensor<2x3xf32>) -> tensor<1x1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x1xf32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.iota dim = 0 : tensor<5xui8>
    %9 = stablehlo.iota dim = 0 : tensor<3xf16>
    %10 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %13 = stablehlo.clamp %11, %0, %12 : tensor<2x3xf32>
    %c_3 = stablehlo.constant dense<-1> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %16 = stablehlo.clamp %14, %arg1, %15 : tensor<3xi32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %17 = call @clip(%0, %cst_5) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    return %1, %2, %3, %4, %7, %8, %9, %10, %13, %16, %17 : tensor<2x3xf32>, tensor<3xi32>, tensor<0xi8>, tensor<2x3xi32>, tensor<4xf32>, tensor<5xui8>, tensor<3xf16>, tensor<2x3xi32>, tensor<2x3xf32>, tensor<3xi32>, tensor<2x3xf32>
  }
  func.func private @clip(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x3xf32>
    return %2 : tensor<2x3xf32>
  }
}
