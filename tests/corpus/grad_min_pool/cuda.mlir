module @jit_grad_min_pool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<6xi32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<5xbf16> {jax.result_info = "result[2]"}, tensor<5xf16> {jax.result_info = "result[3]"}, tensor<3x5xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.pad %0, %cst_0, low = [1, 0], high = [0, 1], interior = [0, 0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = "stablehlo.select_and_scatter"(%2, %1, %cst_1) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %26 = stablehlo.compare LE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %26 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<3x3xf32>, tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.slice %3 [1:4, 0:5] : (tensor<4x6xf32>) -> tensor<3x5xf32>
    %5 = stablehlo.slice %0 [0:1, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x5xf32>) -> tensor<5xf32>
    %7 = stablehlo.convert %6 : (tensor<5xf32>) -> tensor<5xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.convert %8 : (tensor<4xf32>) -> tensor<4xbf16>
    %cst_3 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %10 = stablehlo.pad %7, %cst_3, low = [0], high = [0], interior = [0] : (tensor<5xbf16>, tensor<bf16>) -> tensor<5xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %11 = "stablehlo.select_and_scatter"(%10, %9, %cst_4) <{padding = dense<0> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %26 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %26 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %26 : tensor<bf16>
    }) : (tensor<5xbf16>, tensor<4xbf16>, tensor<bf16>) -> tensor<5xbf16>
    %12 = stablehlo.slice %11 [0:5] : (tensor<5xbf16>) -> tensor<5xbf16>
    %13 = stablehlo.slice %0 [1:2, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x5xf32>) -> tensor<5xf32>
    %15 = stablehlo.convert %14 : (tensor<5xf32>) -> tensor<5xf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.convert %16 : (tensor<4xf32>) -> tensor<4xf16>
    %cst_6 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %18 = stablehlo.pad %15, %cst_6, low = [0], high = [0], interior = [0] : (tensor<5xf16>, tensor<f16>) -> tensor<5xf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %19 = "stablehlo.select_and_scatter"(%18, %17, %cst_7) <{padding = dense<0> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<f16>, %arg3: tensor<f16>):
      %26 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f16>, %arg3: tensor<f16>):
      %26 = stablehlo.add %arg2, %arg3 : tensor<f16>
      stablehlo.return %26 : tensor<f16>
    }) : (tensor<5xf16>, tensor<4xf16>, tensor<f16>) -> tensor<5xf16>
    %20 = stablehlo.slice %19 [0:5] : (tensor<5xf16>) -> tensor<5xf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.pad %0, %cst_9, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = "stablehlo.select_and_scatter"(%23, %22, %cst_10) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %26 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %26 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<3x5xf32>, tensor<3x4xf32>, tensor<f32>) -> tensor<3x5xf32>
    %25 = stablehlo.slice %24 [0:3, 0:5] : (tensor<3x5xf32>) -> tensor<3x5xf32>
    return %4, %arg1, %12, %20, %25 : tensor<3x5xf32>, tensor<6xi32>, tensor<5xbf16>, tensor<5xf16>, tensor<3x5xf32>
  }
}
