module @jit_select_and_scatter_prim attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<5xi32>, %arg3: tensor<4xi32>) -> (tensor<4x6xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<5xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = "stablehlo.select_and_scatter"(%0, %arg1, %cst) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %6 = stablehlo.compare GE, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }, {
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %6 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %3 = stablehlo.multiply %arg1, %2 : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %4 = "stablehlo.select_and_scatter"(%0, %3, %cst_1) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %6 = stablehlo.compare LE, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }, {
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %6 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %5 = "stablehlo.select_and_scatter"(%arg2, %arg3, %c) <{padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %6 = stablehlo.compare GT, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }, {
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %6 = stablehlo.multiply %arg4, %arg5 : tensor<i32>
      stablehlo.return %6 : tensor<i32>
    }) : (tensor<5xi32>, tensor<4xi32>, tensor<i32>) -> tensor<5xi32>
    return %1, %4, %5 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<5xi32>
  }
}
