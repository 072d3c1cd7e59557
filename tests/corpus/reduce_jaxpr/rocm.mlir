module @jit_reduce_jaxpr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xi32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4xi32> {jax.result_info = "result[2]"}, tensor<2x3xf32> {jax.result_info = "result[3]"}, tensor<3x4xf32> {jax.result_info = "result[4]"}, tensor<3x4xi32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %5 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
      %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.add %5, %cst_4 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.reduce(%0 init: %cst_0), (%arg1 init: %c) across dimensions = [0] : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %5 = stablehlo.add %arg2, %arg4 : tensor<f32>
      %6 = stablehlo.maximum %arg3, %arg5 : tensor<i32>
      stablehlo.return %5, %6 : tensor<f32>, tensor<i32>
    }
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = "stablehlo.reduce_window"(%0, %cst_1) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %5 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4:2 = "stablehlo.reduce_window"(%0, %arg1, %cst_2, %c_3) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<i32>):
      %5 = stablehlo.add %arg2, %arg4 : tensor<f32>
      %6 = stablehlo.add %arg3, %arg5 : tensor<i32>
      stablehlo.return %5, %6 : tensor<f32>, tensor<i32>
    }) : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
    return %1, %2#0, %2#1, %3, %4#0, %4#1 : tensor<3xf32>, tensor<4xf32>, tensor<4xi32>, tensor<2x3xf32>, tensor<3x4xf32>, tensor<3x4xi32>
  }
}
