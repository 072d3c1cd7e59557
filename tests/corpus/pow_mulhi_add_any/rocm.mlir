module @jit_pow_mulhi_add_any attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<1x3xi32>, %arg2: tensor<3xf16>, %arg3: tensor<3xi8>, %arg4: tensor<4xi32>, %arg5: tensor<4xui32>, %arg6: tensor<1xui32>, %arg7: tensor<3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<3xf16> {jax.result_info = "result[1]"}, tensor<4xi32> {jax.result_info = "result[2]"}, tensor<4xui32> {jax.result_info = "result[3]"}, tensor<3xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg7) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.sine %0 : tensor<3xf32>
    %2 = stablehlo.cosine %0 : tensor<3xf32>
    %3 = stablehlo.cosine %0 : tensor<3xf32>
    %4 = stablehlo.sine %0 : tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.multiply %1, %5 : tensor<3xf32>
    %7 = stablehlo.multiply %5, %3 : tensor<3xf32>
    %8 = stablehlo.negate %6 : tensor<3xf32>
    %9 = stablehlo.multiply %8, %4 : tensor<3xf32>
    %10 = stablehlo.multiply %7, %2 : tensor<3xf32>
    %11 = stablehlo.add %9, %10 : tensor<3xf32>
    %12 = stablehlo.convert %arg1 : (tensor<1x3xi32>) -> tensor<1x3xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %14 = stablehlo.power %arg0, %13 : tensor<2x3xf32>
    %15 = stablehlo.convert %arg3 : (tensor<3xi8>) -> tensor<3xf16>
    %16 = stablehlo.power %arg2, %15 : tensor<3xf16>
    %17 = chlo.mulhi %arg4, %arg4 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
    %18 = stablehlo.broadcast_in_dim %arg6, dims = [0] : (tensor<1xui32>) -> tensor<4xui32>
    %19 = chlo.mulhi %arg5, %18 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    return %14, %16, %17, %19, %11 : tensor<2x3xf32>, tensor<3xf16>, tensor<4xi32>, tensor<4xui32>, tensor<3xf32>
  }
}
