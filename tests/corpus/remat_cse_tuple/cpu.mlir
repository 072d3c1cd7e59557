module @jit_remat_cse_tuple attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1:2 = stablehlo.optimization_barrier %0, %cst : tensor<2x3xf32>, tensor<f32>
    %2 = stablehlo.sine %1#0 : tensor<2x3xf32>
    %3 = stablehlo.cosine %1#0 : tensor<2x3xf32>
    %4 = stablehlo.cosine %arg1 : tensor<2x3xf32>
    %5 = stablehlo.sine %arg1 : tensor<2x3xf32>
    %6 = stablehlo.broadcast_in_dim %1#1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %7 = stablehlo.multiply %2, %6 : tensor<2x3xf32>
    %8 = stablehlo.multiply %6, %4 : tensor<2x3xf32>
    %9 = stablehlo.negate %7 : tensor<2x3xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<2x3xf32>
    %11 = stablehlo.multiply %8, %3 : tensor<2x3xf32>
    %12 = stablehlo.sine %0 : tensor<2x3xf32>
    %13 = stablehlo.cosine %arg1 : tensor<2x3xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.multiply %arg2, %16 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %19 = stablehlo.add %15, %18 : tensor<f32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.multiply %arg2, %20 : tensor<3xf32>
    return %11, %10, %19, %21 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>, tensor<3xf32>
  }
}
