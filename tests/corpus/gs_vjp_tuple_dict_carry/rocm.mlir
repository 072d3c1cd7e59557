module @jit_gs_vjp_tuple_dict_carry attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<4x3xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3xf32>
    %2 = stablehlo.negate %arg1 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11:14 = stablehlo.while(%iterArg = %arg0, %iterArg_13 = %c, %iterArg_14 = %arg1, %iterArg_15 = %1, %iterArg_16 = %arg1, %iterArg_17 = %2, %iterArg_18 = %3, %iterArg_19 = %4, %iterArg_20 = %5, %iterArg_21 = %6, %iterArg_22 = %7, %iterArg_23 = %8, %iterArg_24 = %9, %iterArg_25 = %10) : tensor<4x3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
    cond {
      %c_26 = stablehlo.constant dense<4> : tensor<i32>
      %31 = stablehlo.compare LT, %iterArg_13, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    } do {
      %31 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_13) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %32 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%31) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
      %33 = stablehlo.cosine %31 : tensor<3xf32>
      %34 = stablehlo.sine %31 : tensor<3xf32>
      %35 = stablehlo.multiply %iterArg_14, %33 : tensor<3xf32>
      %36 = stablehlo.add %35, %iterArg_17 : tensor<3xf32>
      %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %38 = stablehlo.multiply %iterArg_15, %37 : tensor<3xf32>
      %39 = stablehlo.exponential %38 : tensor<3xf32>
      %cst_27 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %41 = stablehlo.multiply %32, %40 : tensor<3xf32>
      %42 = stablehlo.add %39, %41 : tensor<3xf32>
      %43 = stablehlo.multiply %iterArg_16, %31 : tensor<3xf32>
      %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %45 = stablehlo.multiply %36, %44 : tensor<3xf32>
      %46 = stablehlo.add %iterArg_17, %45 : tensor<3xf32>
      %47 = stablehlo.multiply %36, %42 : tensor<3xf32>
      %48 = func.call @dynamic_update_index_in_dim(%iterArg_18, %47, %iterArg_13) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %49 = func.call @dynamic_update_index_in_dim(%iterArg_19, %iterArg_16, %iterArg_13) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %50 = func.call @dynamic_update_index_in_dim(%iterArg_20, %34, %iterArg_13) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %51 = func.call @dynamic_update_index_in_dim(%iterArg_21, %33, %iterArg_13) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %52 = func.call @dynamic_update_index_in_dim(%iterArg_22, %iterArg_14, %iterArg_13) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %53 = func.call @dynamic_update_index_in_dim(%iterArg_23, %39, %iterArg_13) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %54 = func.call @dynamic_update_index_in_dim(%iterArg_24, %42, %iterArg_13) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %55 = func.call @dynamic_update_index_in_dim(%iterArg_25, %36, %iterArg_13) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %c_29 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg_13, %c_29 : tensor<i32>
      stablehlo.return %iterArg, %56, %36, %42, %43, %46, %48, %49, %50, %51, %52, %53, %54, %55 : tensor<4x3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
    }
    %12 = stablehlo.add %11#2, %11#3 : tensor<3xf32>
    %13 = stablehlo.add %12, %11#4 : tensor<3xf32>
    %14 = stablehlo.add %13, %11#5 : tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%11#6 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.add %14, %15 : tensor<3xf32>
    %17 = stablehlo.slice %11#7 [3:4, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x3xf32>) -> tensor<3xf32>
    %19 = stablehlo.add %16, %18 : tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.pad %20, %cst_9, low = [3, 0], high = [0, 0], interior = [0, 0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %22 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %24:16 = stablehlo.while(%iterArg = %22, %iterArg_13 = %21, %iterArg_14 = %11#8, %iterArg_15 = %11#9, %iterArg_16 = %11#10, %iterArg_17 = %11#11, %iterArg_18 = %arg0, %iterArg_19 = %11#7, %iterArg_20 = %11#12, %iterArg_21 = %11#13, %iterArg_22 = %c_11, %iterArg_23 = %arg2, %iterArg_24 = %arg2, %iterArg_25 = %arg2, %iterArg_26 = %arg2, %iterArg_27 = %23) : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>
    cond {
      %c_28 = stablehlo.constant dense<4> : tensor<i32>
      %31 = stablehlo.compare LT, %iterArg_22, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    } do {
      %c_28 = stablehlo.constant dense<4> : tensor<i32>
      %31 = stablehlo.subtract %c_28, %iterArg_22 : tensor<i32>
      %c_29 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.subtract %31, %c_29 : tensor<i32>
      %33 = func.call @dynamic_index_in_dim(%iterArg, %32) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %34 = func.call @dynamic_index_in_dim(%iterArg_13, %32) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %35 = func.call @dynamic_index_in_dim(%iterArg_14, %32) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %36 = func.call @dynamic_index_in_dim(%iterArg_15, %32) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %37 = func.call @dynamic_index_in_dim(%iterArg_16, %32) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %38 = func.call @dynamic_index_in_dim(%iterArg_17, %32) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %39 = func.call @dynamic_index_in_dim(%iterArg_18, %32) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %40 = func.call @dynamic_index_in_dim(%iterArg_19, %32) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %41 = func.call @dynamic_index_in_dim(%iterArg_20, %32) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %42 = func.call @dynamic_index_in_dim(%iterArg_21, %32) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %43 = stablehlo.multiply %42, %33 : tensor<3xf32>
      %44 = stablehlo.add %iterArg_24, %43 : tensor<3xf32>
      %45 = stablehlo.multiply %33, %41 : tensor<3xf32>
      %46 = stablehlo.add %iterArg_23, %45 : tensor<3xf32>
      %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %48 = stablehlo.multiply %iterArg_26, %47 : tensor<3xf32>
      %49 = stablehlo.add %46, %48 : tensor<3xf32>
      %50 = stablehlo.multiply %40, %iterArg_25 : tensor<3xf32>
      %51 = stablehlo.multiply %iterArg_25, %39 : tensor<3xf32>
      %52 = stablehlo.add %34, %51 : tensor<3xf32>
      %53 = stablehlo.multiply %44, %38 : tensor<3xf32>
      %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %55 = stablehlo.multiply %53, %54 : tensor<3xf32>
      %56 = stablehlo.add %iterArg_26, %49 : tensor<3xf32>
      %57 = stablehlo.multiply %37, %49 : tensor<3xf32>
      %58 = stablehlo.multiply %49, %36 : tensor<3xf32>
      %59 = stablehlo.negate %57 : tensor<3xf32>
      %60 = stablehlo.multiply %59, %35 : tensor<3xf32>
      %61 = stablehlo.add %50, %60 : tensor<3xf32>
      %62 = func.call @dynamic_update_index_in_dim(%iterArg_27, %61, %32) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %63 = stablehlo.add %iterArg_22, %c_32 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %63, %58, %55, %52, %56, %62 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>
    }
    %25 = stablehlo.add %24#11, %24#13 : tensor<3xf32>
    %26 = stablehlo.negate %24#14 : tensor<3xf32>
    %27 = stablehlo.add %25, %26 : tensor<3xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.multiply %24#12, %28 : tensor<3xf32>
    %30 = stablehlo.add %27, %29 : tensor<3xf32>
    return %19, %24#15, %30 : tensor<3xf32>, tensor<4x3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    return %1 : tensor<4x3xf32>
  }
}
