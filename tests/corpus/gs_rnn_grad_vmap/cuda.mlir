module @jit_gs_rnn_grad_vmap attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<5x2xf32>, %arg3: tensor<2x4xf32>) -> (tensor<3x3xf32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}, tensor<2x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<5x2xf32>) -> tensor<5x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:7 = stablehlo.while(%iterArg = %0, %iterArg_15 = %arg0, %iterArg_16 = %arg1, %iterArg_17 = %c, %iterArg_18 = %1, %iterArg_19 = %2, %iterArg_20 = %3) : tensor<5x2xf32>, tensor<3x3xf32>, tensor<3x2xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
    cond {
      %c_21 = stablehlo.constant dense<5> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_17, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %27 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<5x2xf32>, tensor<i32>) -> tensor<2xf32>
      %28 = stablehlo.dot_general %iterArg_15, %iterArg_18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %29 = stablehlo.dot_general %iterArg_16, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3xf32>
      %30 = stablehlo.add %28, %29 : tensor<3xf32>
      %31 = stablehlo.tanh %30 : tensor<3xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %33 = stablehlo.add %32, %31 : tensor<3xf32>
      %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %35 = stablehlo.subtract %34, %31 : tensor<3xf32>
      %36 = stablehlo.multiply %33, %35 : tensor<3xf32>
      %37 = func.call @dynamic_update_index_in_dim(%iterArg_19, %iterArg_18, %iterArg_17) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %38 = func.call @dynamic_update_index_in_dim(%iterArg_20, %36, %iterArg_17) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.add %iterArg_17, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %39, %31, %37, %38 : tensor<5x2xf32>, tensor<3x3xf32>, tensor<3x2xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
    }
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.multiply %5, %4#4 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %12:9 = stablehlo.while(%iterArg = %7, %iterArg_15 = %4#5, %iterArg_16 = %0, %iterArg_17 = %4#6, %iterArg_18 = %arg0, %iterArg_19 = %c_7, %iterArg_20 = %10, %iterArg_21 = %11, %iterArg_22 = %9) : tensor<5xf32>, tensor<5x3xf32>, tensor<5x2xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3x3xf32>, tensor<3x2xf32>, tensor<3xf32>
    cond {
      %c_23 = stablehlo.constant dense<5> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_19, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %c_23 = stablehlo.constant dense<5> : tensor<i32>
      %27 = stablehlo.subtract %c_23, %iterArg_19 : tensor<i32>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.subtract %27, %c_24 : tensor<i32>
      %29 = func.call @dynamic_index_in_dim_0(%iterArg, %28) : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %30 = func.call @dynamic_index_in_dim_1(%iterArg_15, %28) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %31 = func.call @dynamic_index_in_dim(%iterArg_16, %28) : (tensor<5x2xf32>, tensor<i32>) -> tensor<2xf32>
      %32 = func.call @dynamic_index_in_dim_1(%iterArg_17, %28) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %33 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %34 = stablehlo.add %iterArg_22, %33 : tensor<3xf32>
      %35 = stablehlo.multiply %34, %32 : tensor<3xf32>
      %36 = stablehlo.dot_general %35, %31, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<2xf32>) -> tensor<3x2xf32>
      %37 = stablehlo.add %iterArg_21, %36 : tensor<3x2xf32>
      %38 = stablehlo.dot_general %35, %iterArg_18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
      %39 = stablehlo.dot_general %35, %30, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
      %40 = stablehlo.add %iterArg_20, %39 : tensor<3x3xf32>
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %41 = stablehlo.add %iterArg_19, %c_25 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %41, %40, %37, %38 : tensor<5xf32>, tensor<5x3xf32>, tensor<5x2xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3x3xf32>, tensor<3x2xf32>, tensor<3xf32>
    }
    %13 = stablehlo.slice %arg3 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x1xf32>) -> tensor<2xf32>
    %15 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %18:5 = stablehlo.while(%iterArg = %15, %iterArg_15 = %c_10, %iterArg_16 = %14, %iterArg_17 = %16, %iterArg_18 = %17) : tensor<4x2xf32>, tensor<i32>, tensor<2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
    cond {
      %c_19 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_15, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %27 = func.call @dynamic_index_in_dim_2(%iterArg, %iterArg_15) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %28 = stablehlo.sine %iterArg_16 : tensor<2xf32>
      %29 = stablehlo.cosine %iterArg_16 : tensor<2xf32>
      %30 = stablehlo.multiply %28, %27 : tensor<2xf32>
      %31 = func.call @dynamic_update_index_in_dim_3(%iterArg_17, %29, %iterArg_15) : (tensor<4x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4x2xf32>
      %32 = func.call @dynamic_update_index_in_dim_3(%iterArg_18, %28, %iterArg_15) : (tensor<4x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4x2xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.add %iterArg_15, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %33, %30, %31, %32 : tensor<4x2xf32>, tensor<i32>, tensor<2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
    }
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %20 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %22:6 = stablehlo.while(%iterArg = %18#3, %iterArg_15 = %20, %iterArg_16 = %18#4, %iterArg_17 = %c_13, %iterArg_18 = %19, %iterArg_19 = %21) : tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<i32>, tensor<2xf32>, tensor<4x2xf32>
    cond {
      %c_20 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_17, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %c_20 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.subtract %c_20, %iterArg_17 : tensor<i32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.subtract %27, %c_21 : tensor<i32>
      %29 = func.call @dynamic_index_in_dim_2(%iterArg, %28) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %30 = func.call @dynamic_index_in_dim_2(%iterArg_15, %28) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %31 = func.call @dynamic_index_in_dim_2(%iterArg_16, %28) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %32 = stablehlo.multiply %31, %iterArg_18 : tensor<2xf32>
      %33 = stablehlo.multiply %iterArg_18, %30 : tensor<2xf32>
      %34 = stablehlo.multiply %33, %29 : tensor<2xf32>
      %35 = func.call @dynamic_update_index_in_dim_3(%iterArg_19, %32, %28) : (tensor<4x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4x2xf32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %36 = stablehlo.add %iterArg_17, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %36, %34, %35 : tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<i32>, tensor<2xf32>, tensor<4x2xf32>
    }
    %23 = stablehlo.broadcast_in_dim %22#4, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.pad %23, %cst_14, low = [0, 0], high = [0, 3], interior = [0, 0] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %25 = stablehlo.transpose %22#5, dims = [1, 0] : (tensor<4x2xf32>) -> tensor<2x4xf32>
    %26 = stablehlo.add %25, %24 : tensor<2x4xf32>
    return %12#6, %12#7, %26 : tensor<3x3xf32>, tensor<3x2xf32>, tensor<2x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<5x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<4x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<4x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<4x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
  }
}
