module @jit_gs_grad_switch_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<f64>) -> (tensor<4xf64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf64>) -> tensor<4xf64>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f64>
    %1 = stablehlo.multiply %arg1, %cst : tensor<f64>
    %2 = stablehlo.convert %1 : (tensor<f64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<2> : tensor<i64>
    %3 = call @clip(%2, %c, %c_0) : (tensor<i32>, tensor<i64>, tensor<i64>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.clamp %c_1, %3, %c_2 : tensor<i32>
    %5:4 = "stablehlo.case"(%4) ({
      %7 = stablehlo.sine %0 : tensor<4xf64>
      %8 = stablehlo.cosine %0 : tensor<4xf64>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      stablehlo.return %8, %7, %cst_4, %cst_5 : tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<f64>
    }, {
      %cst_4 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
      %7 = stablehlo.reduce(%0 init: %cst_4) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
      %8 = stablehlo.reshape %7 : (tensor<f64>) -> tensor<1xf64>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf64>) -> tensor<4xf64>
      %10 = stablehlo.compare EQ, %0, %9, FLOAT : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
      %11 = stablehlo.convert %10 : (tensor<4xi1>) -> tensor<4xf64>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %12 = stablehlo.reduce(%11 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4xf64>
      stablehlo.return %11, %13, %12, %7 : tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<f64>
    }, {
      %7 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %8 = stablehlo.add %0, %7 : tensor<4xf64>
      %9 = stablehlo.tanh %8 : tensor<4xf64>
      %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %11 = stablehlo.add %10, %9 : tensor<4xf64>
      %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %13 = stablehlo.subtract %12, %9 : tensor<4xf64>
      %14 = stablehlo.multiply %11, %13 : tensor<4xf64>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      stablehlo.return %14, %15, %cst_7, %cst_8 : tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<f64>
    }) : (tensor<i32>) -> (tensor<4xf64>, tensor<4xf64>, tensor<f64>, tensor<f64>)
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6:2 = "stablehlo.case"(%4) ({
      %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %8 = stablehlo.multiply %5#1, %7 : tensor<4xf64>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %9 = stablehlo.reduce(%8 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
      %10 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %11 = stablehlo.multiply %7, %10 : tensor<4xf64>
      %12 = stablehlo.multiply %11, %5#0 : tensor<4xf64>
      stablehlo.return %12, %9 : tensor<4xf64>, tensor<f64>
    }, {
      %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %8 = stablehlo.multiply %0, %7 : tensor<4xf64>
      %9 = stablehlo.multiply %7, %0 : tensor<4xf64>
      %10 = stablehlo.add %8, %9 : tensor<4xf64>
      %11 = stablehlo.multiply %5#3, %cst_3 : tensor<f64>
      %12 = stablehlo.multiply %cst_3, %arg1 : tensor<f64>
      %13 = stablehlo.divide %12, %5#2 : tensor<f64>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %15 = stablehlo.multiply %14, %5#0 : tensor<4xf64>
      %16 = stablehlo.add %10, %15 : tensor<4xf64>
      stablehlo.return %16, %11 : tensor<4xf64>, tensor<f64>
    }, {
      %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %8 = stablehlo.multiply %7, %5#0 : tensor<4xf64>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %9 = stablehlo.reduce(%8 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
      stablehlo.return %8, %9 : tensor<4xf64>, tensor<f64>
    }) : (tensor<i32>) -> (tensor<4xf64>, tensor<f64>)
    return %6#0, %6#1 : tensor<4xf64>, tensor<f64>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
}
