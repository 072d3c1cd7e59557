module @jit_unary_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}, tensor<8xf32> {jax.result_info = "result[5]"}, tensor<8xf32> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<8xf32> {jax.result_info = "result[8]"}, tensor<8xf32> {jax.result_info = "result[9]"}, tensor<8xf32> {jax.result_info = "result[10]"}, tensor<8xf32> {jax.result_info = "result[11]"}, tensor<8xf32> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<8xf32>) -> tensor<8xf32>
    %1 = stablehlo.negate %0 : tensor<8xf32>
    %2 = stablehlo.abs %0 : tensor<8xf32>
    %3 = stablehlo.sign %0 : tensor<8xf32>
    %4 = stablehlo.floor %0 : tensor<8xf32>
    %5 = stablehlo.ceil %0 : tensor<8xf32>
    %6 = chlo.square %0 : tensor<8xf32> -> tensor<8xf32>
    %7 = stablehlo.multiply %0, %0 : tensor<8xf32>
    %8 = stablehlo.multiply %7, %0 : tensor<8xf32>
    %9 = stablehlo.multiply %0, %0 : tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.divide %10, %9 : tensor<8xf32>
    %12 = stablehlo.exponential %0 : tensor<8xf32>
    %13 = stablehlo.tanh %0 : tensor<8xf32>
    %14 = stablehlo.negate %0 : tensor<8xf32>
    %15 = stablehlo.exponential %14 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.add %16, %15 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.divide %18, %17 : tensor<8xf32>
    %20 = stablehlo.sine %0 : tensor<8xf32>
    %21 = stablehlo.cosine %0 : tensor<8xf32>
    return %1, %2, %3, %4, %5, %6, %8, %11, %12, %13, %19, %20, %21 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
