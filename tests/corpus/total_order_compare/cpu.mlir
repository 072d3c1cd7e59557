module @jit_total_order_compare attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xi32>) -> (tensor<8xi1> {jax.result_info = "result[0]"}, tensor<8xi1> {jax.result_info = "result[1]"}, tensor<8xi1> {jax.result_info = "result[2]"}, tensor<8xi1> {jax.result_info = "result[3]"}, tensor<8xi1> {jax.result_info = "result[4]"}, tensor<8xi1> {jax.result_info = "result[5]"}, tensor<8xi1> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<8xf32>) -> tensor<8xf32>
    %1 = stablehlo.compare EQ, %0, %arg1, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %2 = stablehlo.compare LT, %0, %arg1, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %3 = stablehlo.compare LE, %0, %arg1, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %4 = stablehlo.reverse %arg2, dims = [0] : tensor<8xi32>
    %5 = stablehlo.compare LT, %arg2, %4, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.multiply %6, %arg2 : tensor<8xi32>
    %8 = stablehlo.compare LE, %arg2, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %9 = stablehlo.compare EQ, %arg2, %arg2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %10 = stablehlo.reverse %arg2, dims = [0] : tensor<8xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.compare EQ, %0, %11, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.select %12, %13, %0 : tensor<8xi1>, tensor<8xf32>
    %15 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.select %15, %16, %14 : tensor<8xi1>, tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.compare EQ, %arg1, %18, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.select %19, %20, %arg1 : tensor<8xi1>, tensor<8xf32>
    %22 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.select %22, %23, %21 : tensor<8xi1>, tensor<8xf32>
    %25 = stablehlo.compare LT, %arg2, %10, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %26 = stablehlo.compare LT, %17, %24, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %27 = stablehlo.compare EQ, %17, %24, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %28 = stablehlo.and %27, %25 : tensor<8xi1>
    %29 = stablehlo.or %26, %28 : tensor<8xi1>
    return %1, %2, %3, %5, %8, %9, %29 : tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>
  }
}
