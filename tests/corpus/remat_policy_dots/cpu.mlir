module @jit_remat_policy_dots attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4x2xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<4x2xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
    %2 = stablehlo.reduce_precision %1, format = e8m23 : tensor<3x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3:3 = stablehlo.optimization_barrier %2, %arg1, %cst : tensor<3x2xf32>, tensor<4x2xf32>, tensor<f32>
    %4 = stablehlo.tanh %3#0 : tensor<3x2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %6 = stablehlo.add %5, %4 : tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %8 = stablehlo.subtract %7, %4 : tensor<3x2xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<3x2xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %11 = stablehlo.multiply %10, %4 : tensor<3x2xf32>
    %12 = stablehlo.broadcast_in_dim %3#2, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<3x2xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<3x2xf32>
    %15 = stablehlo.dot_general %14, %3#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<4x2xf32>) -> tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16:3 = stablehlo.optimization_barrier %0, %arg1, %cst_3 : tensor<3x4xf32>, tensor<4x2xf32>, tensor<f32>
    %17 = stablehlo.dot_general %16#0, %16#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
    %18 = stablehlo.tanh %17 : tensor<3x2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %20 = stablehlo.add %19, %18 : tensor<3x2xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %22 = stablehlo.subtract %21, %18 : tensor<3x2xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<3x2xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %25 = stablehlo.multiply %24, %18 : tensor<3x2xf32>
    %26 = stablehlo.broadcast_in_dim %16#2, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<3x2xf32>
    %28 = stablehlo.multiply %27, %23 : tensor<3x2xf32>
    %29 = stablehlo.dot_general %28, %16#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
    return %15, %30 : tensor<3x4xf32>, tensor<4x2xf32>
  }
}
