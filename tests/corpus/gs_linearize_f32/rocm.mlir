module @jit_gs_linearize_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:6 = stablehlo.while(%iterArg = %arg0, %iterArg_6 = %c, %iterArg_7 = %1, %iterArg_8 = %2, %iterArg_9 = %3, %iterArg_10 = %4) : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %c_11 = stablehlo.constant dense<4> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_6, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %15 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_6) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %16 = stablehlo.sine %iterArg_7 : tensor<f32>
      %17 = stablehlo.cosine %iterArg_7 : tensor<f32>
      %18 = stablehlo.multiply %16, %15 : tensor<f32>
      %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %19 = stablehlo.multiply %18, %cst_11 : tensor<f32>
      %20 = func.call @dynamic_update_index_in_dim(%iterArg_8, %19, %iterArg_6) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %21 = func.call @dynamic_update_index_in_dim(%iterArg_9, %17, %iterArg_6) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %22 = func.call @dynamic_update_index_in_dim(%iterArg_10, %16, %iterArg_6) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_6, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %23, %18, %20, %21, %22 : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5#3 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.add %5#2, %6 : tensor<f32>
    %8 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %9 = stablehlo.slice %8 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %12:7 = stablehlo.while(%iterArg = %8, %iterArg_6 = %5#4, %iterArg_7 = %arg0, %iterArg_8 = %5#5, %iterArg_9 = %c_4, %iterArg_10 = %10, %iterArg_11 = %11) : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
    cond {
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %15 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %16 = func.call @dynamic_index_in_dim(%iterArg_6, %iterArg_9) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %17 = func.call @dynamic_index_in_dim(%iterArg_7, %iterArg_9) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %18 = func.call @dynamic_index_in_dim(%iterArg_8, %iterArg_9) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %19 = stablehlo.multiply %iterArg_10, %16 : tensor<f32>
      %20 = stablehlo.multiply %19, %17 : tensor<f32>
      %21 = stablehlo.multiply %18, %15 : tensor<f32>
      %22 = stablehlo.add %20, %21 : tensor<f32>
      %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %23 = stablehlo.multiply %22, %cst_12 : tensor<f32>
      %24 = func.call @dynamic_update_index_in_dim(%iterArg_11, %23, %iterArg_9) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_9, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %25, %22, %24 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
    }
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12#6 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.add %12#5, %13 : tensor<f32>
    return %7, %14 : tensor<f32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
