module @jit_clamp_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi1>, %arg1: tensor<4xi8>, %arg2: tensor<4xui16>, %arg3: tensor<4xf16>, %arg4: tensor<4xf16>) -> (tensor<4xi1> {jax.result_info = "result[0]"}, tensor<4xi8> {jax.result_info = "result[1]"}, tensor<4xui16> {jax.result_info = "result[2]"}, tensor<4xf16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg3) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf16>) -> tensor<4xf16>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %3 = stablehlo.clamp %1, %arg0, %2 : tensor<4xi1>
    %c_1 = stablehlo.constant dense<-5> : tensor<i8>
    %c_2 = stablehlo.constant dense<100> : tensor<i8>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %6 = stablehlo.clamp %4, %arg1, %5 : tensor<4xi8>
    %c_3 = stablehlo.constant dense<5> : tensor<ui16>
    %c_4 = stablehlo.constant dense<400> : tensor<ui16>
    %7 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %8 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %9 = stablehlo.clamp %7, %arg2, %8 : tensor<4xui16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<4xf16>
    %11 = stablehlo.clamp %arg4, %0, %10 : tensor<4xf16>
    return %3, %6, %9, %11 : tensor<4xi1>, tensor<4xi8>, tensor<4xui16>, tensor<4xf16>
  }
}
