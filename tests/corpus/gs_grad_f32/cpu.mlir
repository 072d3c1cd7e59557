module @jit_gs_grad_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.slice %0 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:5 = stablehlo.while(%iterArg = %0, %iterArg_6 = %c, %iterArg_7 = %2, %iterArg_8 = %3, %iterArg_9 = %4) : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %c_10 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_6, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_6) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %13 = stablehlo.sine %iterArg_7 : tensor<f32>
      %14 = stablehlo.cosine %iterArg_7 : tensor<f32>
      %15 = stablehlo.multiply %13, %12 : tensor<f32>
      %16 = func.call @dynamic_update_index_in_dim(%iterArg_8, %14, %iterArg_6) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %17 = func.call @dynamic_update_index_in_dim(%iterArg_9, %13, %iterArg_6) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg_6, %c_10 : tensor<i32>
      stablehlo.return %iterArg, %18, %15, %16, %17 : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>
    }
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8:7 = stablehlo.while(%iterArg = %6, %iterArg_6 = %5#3, %iterArg_7 = %0, %iterArg_8 = %5#4, %iterArg_9 = %c_4, %iterArg_10 = %cst_2, %iterArg_11 = %7) : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
    cond {
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.subtract %c_12, %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.subtract %12, %c_13 : tensor<i32>
      %14 = func.call @dynamic_index_in_dim(%iterArg, %13) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %15 = func.call @dynamic_index_in_dim(%iterArg_6, %13) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %16 = func.call @dynamic_index_in_dim(%iterArg_7, %13) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %17 = func.call @dynamic_index_in_dim(%iterArg_8, %13) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %18 = stablehlo.multiply %14, %cst_14 : tensor<f32>
      %19 = stablehlo.add %iterArg_10, %18 : tensor<f32>
      %20 = stablehlo.multiply %17, %19 : tensor<f32>
      %21 = stablehlo.multiply %19, %16 : tensor<f32>
      %22 = stablehlo.multiply %21, %15 : tensor<f32>
      %23 = func.call @dynamic_update_index_in_dim(%iterArg_11, %20, %13) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_9, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %24, %22, %23 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
    }
    %9 = stablehlo.broadcast_in_dim %8#5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.pad %9, %cst_5, low = [0], high = [3], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.add %8#6, %10 : tensor<4xf32>
    return %11 : tensor<4xf32>
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
