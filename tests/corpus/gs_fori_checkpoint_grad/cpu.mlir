module @jit_gs_fori_checkpoint_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.slice %0 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5:7 = stablehlo.while(%iterArg = %arg1, %iterArg_8 = %0, %iterArg_9 = %c_1, %iterArg_10 = %c, %iterArg_11 = %2, %iterArg_12 = %3, %iterArg_13 = %4) : tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<4xi32>, tensor<4xf32>
    cond {
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg_10, %c_14 : tensor<i32>
      %13 = stablehlo.multiply %iterArg_11, %iterArg : tensor<f32>
      %14 = stablehlo.sine %13 : tensor<f32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_10, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.convert %iterArg_10 : tensor<i32>
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.add %16, %c_16 : tensor<i32>
      %18 = stablehlo.select %15, %17, %iterArg_10 : tensor<i1>, tensor<i32>
      %19 = stablehlo.dynamic_slice %iterArg_8, %18, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %20 = stablehlo.reshape %19 : (tensor<1xf32>) -> tensor<f32>
      %21 = stablehlo.multiply %14, %20 : tensor<f32>
      %22 = stablehlo.add %21, %iterArg_11 : tensor<f32>
      %23 = func.call @dynamic_update_index_in_dim(%iterArg_12, %iterArg_10, %iterArg_9) : (tensor<4xi32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
      %24 = func.call @dynamic_update_index_in_dim_0(%iterArg_13, %iterArg_11, %iterArg_9) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_9, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %25, %12, %22, %23, %24 : tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<4xi32>, tensor<4xf32>
    }
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.multiply %cst_2, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %8:8 = stablehlo.while(%iterArg = %5#5, %iterArg_8 = %5#6, %iterArg_9 = %arg1, %iterArg_10 = %0, %iterArg_11 = %c_6, %iterArg_12 = %cst_5, %iterArg_13 = %7, %iterArg_14 = %6) : tensor<4xi32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>, tensor<f32>
    cond {
      %c_15 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_11, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_15 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.subtract %c_15, %iterArg_11 : tensor<i32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.subtract %12, %c_16 : tensor<i32>
      %14 = func.call @dynamic_index_in_dim(%iterArg, %13) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
      %15 = func.call @dynamic_index_in_dim_1(%iterArg_8, %13) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %16:5 = stablehlo.optimization_barrier %iterArg_9, %iterArg_10, %14, %15, %iterArg_14 : tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<f32>
      %17 = stablehlo.multiply %16#3, %16#0 : tensor<f32>
      %18 = stablehlo.sine %17 : tensor<f32>
      %19 = stablehlo.cosine %17 : tensor<f32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.compare LT, %16#2, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %21 = stablehlo.convert %16#2 : tensor<i32>
      %c_18 = stablehlo.constant dense<4> : tensor<i32>
      %22 = stablehlo.add %21, %c_18 : tensor<i32>
      %23 = stablehlo.select %20, %22, %16#2 : tensor<i1>, tensor<i32>
      %24 = stablehlo.dynamic_slice %16#1, %23, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
      %26 = stablehlo.multiply %18, %16#4 : tensor<f32>
      %27 = stablehlo.multiply %16#4, %25 : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %30 = stablehlo.dynamic_update_slice %29, %28, %23 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %31 = stablehlo.multiply %27, %19 : tensor<f32>
      %32 = stablehlo.multiply %16#3, %31 : tensor<f32>
      %33 = stablehlo.multiply %31, %16#0 : tensor<f32>
      %34 = stablehlo.add %16#4, %33 : tensor<f32>
      %35 = stablehlo.add %iterArg_12, %32 : tensor<f32>
      %36 = stablehlo.add %iterArg_13, %30 : tensor<4xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_11, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %iterArg_10, %37, %35, %36, %34 : tensor<4xi32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>, tensor<f32>
    }
    %9 = stablehlo.broadcast_in_dim %8#7, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.pad %9, %cst_7, low = [0], high = [3], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.add %8#6, %10 : tensor<4xf32>
    return %11, %8#5 : tensor<4xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
}
