module @jit_select_n_int_which attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xui8>, %arg1: tensor<2x3xi8>, %arg2: tensor<5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<5xf32>, %arg5: tensor<5xf32>, %arg6: tensor<2x3xi32>, %arg7: tensor<2x3xi32>, %arg8: tensor<2x3xi32>, %arg9: tensor<ui16>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<2x3xi32> {jax.result_info = "result[1]"}, tensor<2x3xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<5xf32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<2> : tensor<ui8>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<5xui8>
    %2 = stablehlo.compare LT, %arg0, %1, UNSIGNED : (tensor<5xui8>, tensor<5xui8>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<5xui8>
    %4 = stablehlo.compare LT, %arg0, %3, UNSIGNED : (tensor<5xui8>, tensor<5xui8>) -> tensor<5xi1>
    %5 = stablehlo.select %4, %0, %arg3 : tensor<5xi1>, tensor<5xf32>
    %c_1 = stablehlo.constant dense<3> : tensor<ui8>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<5xui8>
    %7 = stablehlo.compare LT, %arg0, %6, UNSIGNED : (tensor<5xui8>, tensor<5xui8>) -> tensor<5xi1>
    %8 = stablehlo.select %7, %arg4, %arg5 : tensor<5xi1>, tensor<5xf32>
    %9 = stablehlo.select %2, %5, %8 : tensor<5xi1>, tensor<5xf32>
    %c_2 = stablehlo.constant dense<1> : tensor<i8>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<2x3xi8>
    %11 = stablehlo.compare LT, %arg1, %10, SIGNED : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi1>
    %c_3 = stablehlo.constant dense<2> : tensor<i8>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<2x3xi8>
    %13 = stablehlo.compare LT, %arg1, %12, SIGNED : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi1>
    %14 = stablehlo.select %13, %arg7, %arg8 : tensor<2x3xi1>, tensor<2x3xi32>
    %15 = stablehlo.select %11, %arg6, %14 : tensor<2x3xi1>, tensor<2x3xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<ui16>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui16>) -> tensor<ui16>
    %17 = stablehlo.compare LT, %arg9, %16, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
    %18 = stablehlo.select %17, %arg6, %arg7 : tensor<i1>, tensor<2x3xi32>
    return %9, %15, %18 : tensor<5xf32>, tensor<2x3xi32>, tensor<2x3xi32>
  }
}
