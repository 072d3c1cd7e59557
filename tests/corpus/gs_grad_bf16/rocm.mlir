module @jit_gs_grad_bf16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xbf16>) -> (tensor<8xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<8xbf16>) -> tensor<1xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1xbf16>) -> tensor<bf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %arg0, %iterArg_6 = %c, %iterArg_7 = %1, %iterArg_8 = %2, %iterArg_9 = %3) : tensor<8xbf16>, tensor<i32>, tensor<bf16>, tensor<8xbf16>, tensor<8xbf16>
    cond {
      %c_10 = stablehlo.constant dense<8> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_6, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %13 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_6) : (tensor<8xbf16>, tensor<i32>) -> tensor<bf16>
      %14 = stablehlo.sine %iterArg_7 : tensor<bf16>
      %15 = stablehlo.cosine %iterArg_7 : tensor<bf16>
      %16 = stablehlo.multiply %14, %13 : tensor<bf16>
      %17 = func.call @dynamic_update_index_in_dim(%iterArg_8, %15, %iterArg_6) : (tensor<8xbf16>, tensor<bf16>, tensor<i32>) -> tensor<8xbf16>
      %18 = func.call @dynamic_update_index_in_dim(%iterArg_9, %14, %iterArg_6) : (tensor<8xbf16>, tensor<bf16>, tensor<i32>) -> tensor<8xbf16>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_6, %c_10 : tensor<i32>
      stablehlo.return %iterArg, %19, %16, %17, %18 : tensor<8xbf16>, tensor<i32>, tensor<bf16>, tensor<8xbf16>, tensor<8xbf16>
    }
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.convert %5 : (tensor<8xf32>) -> tensor<8xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<8xbf16>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8:7 = stablehlo.while(%iterArg = %6, %iterArg_6 = %4#3, %iterArg_7 = %arg0, %iterArg_8 = %4#4, %iterArg_9 = %c_4, %iterArg_10 = %cst_2, %iterArg_11 = %7) : tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<i32>, tensor<bf16>, tensor<8xbf16>
    cond {
      %c_12 = stablehlo.constant dense<8> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<8> : tensor<i32>
      %13 = stablehlo.subtract %c_12, %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.subtract %13, %c_13 : tensor<i32>
      %15 = func.call @dynamic_index_in_dim(%iterArg, %14) : (tensor<8xbf16>, tensor<i32>) -> tensor<bf16>
      %16 = func.call @dynamic_index_in_dim(%iterArg_6, %14) : (tensor<8xbf16>, tensor<i32>) -> tensor<bf16>
      %17 = func.call @dynamic_index_in_dim(%iterArg_7, %14) : (tensor<8xbf16>, tensor<i32>) -> tensor<bf16>
      %18 = func.call @dynamic_index_in_dim(%iterArg_8, %14) : (tensor<8xbf16>, tensor<i32>) -> tensor<bf16>
      %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
      %19 = stablehlo.multiply %15, %cst_14 : tensor<bf16>
      %20 = stablehlo.add %iterArg_10, %19 : tensor<bf16>
      %21 = stablehlo.multiply %18, %20 : tensor<bf16>
      %22 = stablehlo.multiply %20, %17 : tensor<bf16>
      %23 = stablehlo.multiply %22, %16 : tensor<bf16>
      %24 = func.call @dynamic_update_index_in_dim(%iterArg_11, %21, %14) : (tensor<8xbf16>, tensor<bf16>, tensor<i32>) -> tensor<8xbf16>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_9, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %25, %23, %24 : tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<i32>, tensor<bf16>, tensor<8xbf16>
    }
    %9 = stablehlo.broadcast_in_dim %8#5, dims = [] : (tensor<bf16>) -> tensor<1xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %10 = stablehlo.pad %9, %cst_5, low = [0], high = [7], interior = [0] : (tensor<1xbf16>, tensor<bf16>) -> tensor<8xbf16>
    %11 = stablehlo.add %8#6, %10 : tensor<8xbf16>
    %12 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%11) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<8xbf16>) -> tensor<8xbf16>
    return %12 : tensor<8xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8xbf16>, %arg1: tensor<i32>) -> tensor<bf16> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<8xbf16>, tensor<i32>) -> tensor<1xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1xbf16>) -> tensor<bf16>
    return %1 : tensor<bf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8xbf16>, %arg1: tensor<bf16>, %arg2: tensor<i32>) -> tensor<8xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<bf16>) -> tensor<1xbf16>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<8xbf16>, tensor<1xbf16>, tensor<i32>) -> tensor<8xbf16>
    return %1 : tensor<8xbf16>
  }
}
