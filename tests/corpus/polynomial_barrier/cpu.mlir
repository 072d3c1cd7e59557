module @jit_polynomial_barrier attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<1x3xf32>, %arg3: tensor<4xi32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}, tensor<2x3xf32> {jax.result_info = "result[2]"}, tensor<4xi32> {jax.result_info = "result[3]"}, tensor<2x3xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<2x3xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x3xf32>
    %5 = stablehlo.multiply %4, %0 : tensor<2x3xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.multiply %8, %0 : tensor<2x3xf32>
    %10 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x3xf32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %c_3 = stablehlo.constant dense<-1> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.multiply %12, %arg3 : tensor<4xi32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %15 = stablehlo.add %13, %14 : tensor<4xi32>
    %16 = stablehlo.multiply %15, %arg3 : tensor<4xi32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %18 = stablehlo.add %16, %17 : tensor<4xi32>
    %19 = stablehlo.multiply %18, %arg3 : tensor<4xi32>
    %20 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %21 = stablehlo.add %19, %20 : tensor<4xi32>
    %22:2 = stablehlo.optimization_barrier %7, %arg3 : tensor<2x3xf32>, tensor<4xi32>
    %23 = call @polyval(%arg1, %0) : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    return %22#0, %22#1, %11, %21, %23 : tensor<2x3xf32>, tensor<4xi32>, tensor<2x3xf32>, tensor<4xi32>, tensor<2x3xf32>
  }
  func.func private @polyval(%arg0: tensor<3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.slice %arg0 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %7 = stablehlo.multiply %6, %arg1 : tensor<2x3xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x3xf32>
    %10 = stablehlo.multiply %9, %arg1 : tensor<2x3xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x3xf32>
    return %12 : tensor<2x3xf32>
  }
}
