module @jit_remat_names attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.sine %0 : tensor<2x3xf32>
    %2 = stablehlo.reduce_precision %1, format = e8m23 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3:3 = stablehlo.optimization_barrier %2, %0, %cst : tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>
    %4 = stablehlo.cosine %3#1 : tensor<2x3xf32>
    %5 = stablehlo.cosine %3#0 : tensor<2x3xf32>
    %6 = stablehlo.sine %3#0 : tensor<2x3xf32>
    %7 = stablehlo.broadcast_in_dim %3#2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x3xf32>
    %9 = stablehlo.multiply %7, %3#1 : tensor<2x3xf32>
    %10 = stablehlo.negate %9 : tensor<2x3xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<2x3xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<2x3xf32>
    %13 = stablehlo.add %8, %12 : tensor<2x3xf32>
    %14 = stablehlo.sine %0 : tensor<2x3xf32>
    %15 = stablehlo.cosine %14 : tensor<2x3xf32>
    %16 = stablehlo.multiply %15, %0 : tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    return %13, %17 : tensor<2x3xf32>, tensor<f32>
  }
}
