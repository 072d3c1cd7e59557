module @jit_reduce_prod_logic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi32>, %arg2: tensor<4xui8>, %arg3: tensor<2x3xi1>, %arg4: tensor<3x2xui8>, %arg5: tensor<0x2xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<2xi32> {jax.result_info = "result[2]"}, tensor<ui8> {jax.result_info = "result[3]"}, tensor<i32> {jax.result_info = "result[4]"}, tensor<2xi1> {jax.result_info = "result[5]"}, tensor<3xi1> {jax.result_info = "result[6]"}, tensor<i1> {jax.result_info = "result[7]"}, tensor<2xui8> {jax.result_info = "result[8]"}, tensor<3xui8> {jax.result_info = "result[9]"}, tensor<ui8> {jax.result_info = "result[10]"}, tensor<2xi32> {jax.result_info = "result[11]"}, tensor<2xf32> {jax.result_info = "result[12]"}, tensor<2xi1> {jax.result_info = "result[13]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.multiply across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.multiply across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.multiply across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<ui8>
    %4 = stablehlo.reduce(%arg2 init: %c_1) applies stablehlo.multiply across dimensions = [0] : (tensor<4xui8>, tensor<ui8>) -> tensor<ui8>
    %5 = stablehlo.convert %arg3 : (tensor<2x3xi1>) -> tensor<2x3xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.reduce(%5 init: %c_2) applies stablehlo.multiply across dimensions = [0, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %7 = stablehlo.reduce(%arg3 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
    %c_4 = stablehlo.constant dense<false> : tensor<i1>
    %8 = stablehlo.reduce(%arg3 init: %c_4) applies stablehlo.or across dimensions = [0] : (tensor<2x3xi1>, tensor<i1>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<false> : tensor<i1>
    %9 = stablehlo.reduce(%arg3 init: %c_5) applies stablehlo.xor across dimensions = [0, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<255> : tensor<ui8>
    %10 = stablehlo.reduce(%arg4 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<3x2xui8>, tensor<ui8>) -> tensor<2xui8>
    %c_7 = stablehlo.constant dense<0> : tensor<ui8>
    %11 = stablehlo.reduce(%arg4 init: %c_7) applies stablehlo.or across dimensions = [1] : (tensor<3x2xui8>, tensor<ui8>) -> tensor<3xui8>
    %c_8 = stablehlo.constant dense<0> : tensor<ui8>
    %12 = stablehlo.reduce(%arg4 init: %c_8) applies stablehlo.xor across dimensions = [0, 1] : (tensor<3x2xui8>, tensor<ui8>) -> tensor<ui8>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %13 = stablehlo.reduce(%arg1 init: %c_9) applies stablehlo.and across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%arg5 init: %cst_10) applies stablehlo.multiply across dimensions = [0] : (tensor<0x2xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<0x2xf32>
    %16 = stablehlo.compare GT, %arg5, %15, FLOAT : (tensor<0x2xf32>, tensor<0x2xf32>) -> tensor<0x2xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c_12) applies stablehlo.and across dimensions = [0] : (tensor<0x2xi1>, tensor<i1>) -> tensor<2xi1>
    return %1, %2, %3, %4, %6, %7, %8, %9, %10, %11, %12, %13, %14, %17 : tensor<3xf32>, tensor<f32>, tensor<2xi32>, tensor<ui8>, tensor<i32>, tensor<2xi1>, tensor<3xi1>, tensor<i1>, tensor<2xui8>, tensor<3xui8>, tensor<ui8>, tensor<2xi32>, tensor<2xf32>, tensor<2xi1>
  }
}
