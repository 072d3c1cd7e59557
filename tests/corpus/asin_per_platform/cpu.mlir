module @jit_asin_per_platform attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<2x2xf16>, %arg2: tensor<bf16>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<2x2xf16> {jax.result_info = "result[1]"}, tensor<bf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<12xf32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.subtract %1, %0 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.add %3, %0 : tensor<12xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<12xf32>
    %6 = stablehlo.sqrt %5 : tensor<12xf32>
    %7 = stablehlo.atan2 %0, %6 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f16>) -> tensor<2x2xf16>
    %9 = stablehlo.subtract %8, %arg1 : tensor<2x2xf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f16>) -> tensor<2x2xf16>
    %11 = stablehlo.add %10, %arg1 : tensor<2x2xf16>
    %12 = stablehlo.multiply %9, %11 : tensor<2x2xf16>
    %13 = stablehlo.sqrt %12 : tensor<2x2xf16>
    %14 = stablehlo.atan2 %arg1, %13 : tensor<2x2xf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %15 = stablehlo.subtract %cst_3, %arg2 : tensor<bf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %16 = stablehlo.add %cst_4, %arg2 : tensor<bf16>
    %17 = stablehlo.multiply %15, %16 : tensor<bf16>
    %18 = stablehlo.sqrt %17 : tensor<bf16>
    %19 = stablehlo.atan2 %arg2, %18 : tensor<bf16>
    return %7, %14, %19 : tensor<12xf32>, tensor<2x2xf16>, tensor<bf16>
  }
}
