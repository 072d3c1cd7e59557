module @jit_ls_custom_direct attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3x2xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<3x2xf32> {jax.result_info = "result[4]"}, tensor<3xf32> {jax.result_info = "result[5]"}, tensor<f32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %6 = stablehlo.convert %5 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<3x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.divide %0, %8 : tensor<3xf32>
    %10 = stablehlo.dot_general %arg0, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %11 = stablehlo.subtract %0, %10 : tensor<3xf32>
    %12 = stablehlo.divide %11, %8 : tensor<3xf32>
    %13 = stablehlo.add %9, %12 : tensor<3xf32>
    %14 = stablehlo.divide %arg1, %8 : tensor<3xf32>
    %15 = stablehlo.dot_general %arg0, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %16 = stablehlo.subtract %arg1, %15 : tensor<3xf32>
    %17 = stablehlo.divide %16, %8 : tensor<3xf32>
    %18 = stablehlo.add %14, %17 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.multiply %0, %19 : tensor<3xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %23 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%22) {backend_config = "", mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x3xf32>) -> tensor<3xf32>
    %25 = stablehlo.divide %24, %8 : tensor<3xf32>
    %26 = stablehlo.divide %arg1, %8 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %28 = stablehlo.divide %arg2, %27 : tensor<3x2xf32>
    %29 = stablehlo.divide %arg1, %8 : tensor<3xf32>
    %30 = stablehlo.dot_general %arg0, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %31 = stablehlo.subtract %arg1, %30 : tensor<3xf32>
    %32 = stablehlo.divide %31, %8 : tensor<3xf32>
    %33 = stablehlo.add %29, %32 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%arg1 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    return %13, %18, %25, %26, %28, %33, %34 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>, tensor<3xf32>, tensor<f32>
  }
}
