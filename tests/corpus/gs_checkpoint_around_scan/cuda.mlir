module @jit_gs_checkpoint_around_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<5x2xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5x2xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:3 = stablehlo.while(%iterArg = %arg0, %iterArg_14 = %c, %iterArg_15 = %1) : tensor<5xf32>, tensor<i32>, tensor<f32>
    cond {
      %c_16 = stablehlo.constant dense<5> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_14, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_14) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %29 = stablehlo.sine %iterArg_15 : tensor<f32>
      %30 = stablehlo.multiply %29, %28 : tensor<f32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %31 = stablehlo.add %30, %cst_16 : tensor<f32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg_14, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %32, %31 : tensor<5xf32>, tensor<i32>, tensor<f32>
    }
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3:2 = stablehlo.optimization_barrier %arg0, %cst : tensor<5xf32>, tensor<f32>
    %4 = stablehlo.slice %3#0 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8:5 = stablehlo.while(%iterArg = %3#0, %iterArg_14 = %c_2, %iterArg_15 = %5, %iterArg_16 = %6, %iterArg_17 = %7) : tensor<5xf32>, tensor<i32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>
    cond {
      %c_18 = stablehlo.constant dense<5> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_14, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_14) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %29 = stablehlo.sine %iterArg_15 : tensor<f32>
      %30 = stablehlo.cosine %iterArg_15 : tensor<f32>
      %31 = stablehlo.multiply %29, %28 : tensor<f32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %32 = stablehlo.add %31, %cst_18 : tensor<f32>
      %33 = func.call @dynamic_update_index_in_dim(%iterArg_16, %30, %iterArg_14) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %34 = func.call @dynamic_update_index_in_dim(%iterArg_17, %29, %iterArg_14) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %35 = stablehlo.add %iterArg_14, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %35, %32, %33, %34 : tensor<5xf32>, tensor<i32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>
    }
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10:6 = stablehlo.while(%iterArg = %8#3, %iterArg_14 = %3#0, %iterArg_15 = %8#4, %iterArg_16 = %c_4, %iterArg_17 = %3#1, %iterArg_18 = %9) : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<f32>, tensor<5xf32>
    cond {
      %c_19 = stablehlo.constant dense<5> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_16, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %c_19 = stablehlo.constant dense<5> : tensor<i32>
      %28 = stablehlo.subtract %c_19, %iterArg_16 : tensor<i32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.subtract %28, %c_20 : tensor<i32>
      %30 = func.call @dynamic_index_in_dim(%iterArg, %29) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %31 = func.call @dynamic_index_in_dim(%iterArg_14, %29) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %32 = func.call @dynamic_index_in_dim(%iterArg_15, %29) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %33 = stablehlo.multiply %32, %iterArg_17 : tensor<f32>
      %34 = stablehlo.multiply %iterArg_17, %31 : tensor<f32>
      %35 = stablehlo.multiply %34, %30 : tensor<f32>
      %36 = func.call @dynamic_update_index_in_dim(%iterArg_18, %33, %29) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_16, %c_21 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %37, %35, %36 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<f32>, tensor<5xf32>
    }
    %11 = stablehlo.broadcast_in_dim %10#4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.pad %11, %cst_5, low = [0], high = [4], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.add %10#5, %12 : tensor<5xf32>
    %14 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<5x2xf32>) -> tensor<5x2xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15:2 = stablehlo.optimization_barrier %14, %cst_6 : tensor<5x2xf32>, tensor<f32>
    %16 = stablehlo.slice %15#0 [0:1, 0:1] : (tensor<5x2xf32>) -> tensor<1x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x1xf32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %21:6 = stablehlo.while(%iterArg = %15#0, %iterArg_14 = %c_10, %iterArg_15 = %17, %iterArg_16 = %18, %iterArg_17 = %19, %iterArg_18 = %20) : tensor<5x2xf32>, tensor<i32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    cond {
      %c_19 = stablehlo.constant dense<5> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_14, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %c_19 = stablehlo.constant dense<5> : tensor<i32>
      %28 = stablehlo.subtract %c_19, %iterArg_14 : tensor<i32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.subtract %28, %c_20 : tensor<i32>
      %30 = func.call @dynamic_index_in_dim_0(%iterArg, %29) : (tensor<5x2xf32>, tensor<i32>) -> tensor<2xf32>
      %31 = stablehlo.slice %30 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %32 = stablehlo.reshape %31 : (tensor<1xf32>) -> tensor<f32>
      %33 = stablehlo.multiply %iterArg_15, %32 : tensor<f32>
      %34 = stablehlo.slice %30 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %35 = stablehlo.reshape %34 : (tensor<1xf32>) -> tensor<f32>
      %36 = stablehlo.add %33, %35 : tensor<f32>
      %37 = stablehlo.tanh %36 : tensor<f32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %38 = stablehlo.add %cst_21, %37 : tensor<f32>
      %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %39 = stablehlo.subtract %cst_22, %37 : tensor<f32>
      %40 = stablehlo.multiply %38, %39 : tensor<f32>
      %41 = func.call @dynamic_update_index_in_dim(%iterArg_16, %32, %29) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %42 = func.call @dynamic_update_index_in_dim(%iterArg_17, %iterArg_15, %29) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %43 = func.call @dynamic_update_index_in_dim(%iterArg_18, %40, %29) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.add %iterArg_14, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %44, %37, %41, %42, %43 : tensor<5x2xf32>, tensor<i32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    }
    %22 = stablehlo.broadcast_in_dim %15#1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %24:7 = stablehlo.while(%iterArg = %22, %iterArg_14 = %21#3, %iterArg_15 = %21#4, %iterArg_16 = %21#5, %iterArg_17 = %c_12, %iterArg_18 = %15#1, %iterArg_19 = %23) : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<f32>, tensor<5x2xf32>
    cond {
      %c_20 = stablehlo.constant dense<5> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_17, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %29 = func.call @dynamic_index_in_dim(%iterArg_14, %iterArg_17) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %30 = func.call @dynamic_index_in_dim(%iterArg_15, %iterArg_17) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %31 = func.call @dynamic_index_in_dim(%iterArg_16, %iterArg_17) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %32 = stablehlo.add %iterArg_18, %28 : tensor<f32>
      %33 = stablehlo.multiply %32, %31 : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.pad %34, %cst_20, low = [1], high = [0], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
      %36 = stablehlo.multiply %30, %33 : tensor<f32>
      %37 = stablehlo.multiply %33, %29 : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %39 = stablehlo.pad %38, %cst_21, low = [0], high = [1], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
      %40 = stablehlo.add %35, %39 : tensor<2xf32>
      %41 = func.call @dynamic_update_index_in_dim_1(%iterArg_19, %40, %iterArg_17) : (tensor<5x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<5x2xf32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.add %iterArg_17, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %iterArg_16, %42, %37, %41 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<f32>, tensor<5x2xf32>
    }
    %25 = stablehlo.broadcast_in_dim %24#5, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.pad %25, %cst_13, low = [0, 0], high = [4, 1], interior = [0, 0] : (tensor<1x1xf32>, tensor<f32>) -> tensor<5x2xf32>
    %27 = stablehlo.add %24#6, %26 : tensor<5x2xf32>
    return %2#2, %13, %27 : tensor<f32>, tensor<5xf32>, tensor<5x2xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<5x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<5x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<5x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<5x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<5x2xf32>
    return %1 : tensor<5x2xf32>
  }
}
