module @jit_gs_nested_and_second_order attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:8 = stablehlo.while(%iterArg = %0, %iterArg_25 = %arg1, %iterArg_26 = %c, %iterArg_27 = %arg1, %iterArg_28 = %1, %iterArg_29 = %2, %iterArg_30 = %3, %iterArg_31 = %4) : tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %c_32 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %27 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_26) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %28 = stablehlo.sine %iterArg_27 : tensor<f32>
      %29 = stablehlo.cosine %iterArg_27 : tensor<f32>
      %30 = stablehlo.cosine %iterArg_27 : tensor<f32>
      %31 = stablehlo.sine %iterArg_27 : tensor<f32>
      %32 = stablehlo.multiply %28, %27 : tensor<f32>
      %33 = stablehlo.multiply %32, %iterArg_25 : tensor<f32>
      %34 = func.call @dynamic_update_index_in_dim(%iterArg_28, %30, %iterArg_26) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %35 = func.call @dynamic_update_index_in_dim(%iterArg_29, %32, %iterArg_26) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %36 = func.call @dynamic_update_index_in_dim(%iterArg_30, %29, %iterArg_26) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %37 = func.call @dynamic_update_index_in_dim(%iterArg_31, %31, %iterArg_26) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %38 = stablehlo.add %iterArg_26, %c_32 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_25, %38, %33, %34, %35, %36, %37 : tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %8:7 = stablehlo.while(%iterArg = %5#4, %iterArg_25 = %0, %iterArg_26 = %arg1, %iterArg_27 = %c_6, %iterArg_28 = %cst_3, %iterArg_29 = %6, %iterArg_30 = %7) : tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %c_31 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_27, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %c_31 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.subtract %c_31, %iterArg_27 : tensor<i32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.subtract %27, %c_32 : tensor<i32>
      %29 = func.call @dynamic_index_in_dim(%iterArg, %28) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %30 = func.call @dynamic_index_in_dim(%iterArg_25, %28) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %31 = stablehlo.multiply %iterArg_28, %iterArg_26 : tensor<f32>
      %32 = stablehlo.multiply %31, %30 : tensor<f32>
      %33 = stablehlo.multiply %32, %29 : tensor<f32>
      %34 = func.call @dynamic_update_index_in_dim(%iterArg_29, %iterArg_28, %28) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %35 = func.call @dynamic_update_index_in_dim(%iterArg_30, %32, %28) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_33 = stablehlo.constant dense<1> : tensor<i32>
      %36 = stablehlo.add %iterArg_27, %c_33 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_25, %iterArg_26, %36, %33, %34, %35 : tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>
    }
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %11:12 = stablehlo.while(%iterArg = %8#5, %iterArg_25 = %5#5, %iterArg_26 = %0, %iterArg_27 = %5#4, %iterArg_28 = %8#6, %iterArg_29 = %arg1, %iterArg_30 = %c_12, %iterArg_31 = %cst_7, %iterArg_32 = %cst_8, %iterArg_33 = %cst_9, %iterArg_34 = %9, %iterArg_35 = %10) : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %c_36 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_30, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %27 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_30) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %28 = func.call @dynamic_index_in_dim(%iterArg_25, %iterArg_30) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %29 = func.call @dynamic_index_in_dim(%iterArg_26, %iterArg_30) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %30 = func.call @dynamic_index_in_dim(%iterArg_27, %iterArg_30) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %31 = func.call @dynamic_index_in_dim(%iterArg_28, %iterArg_30) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %32 = stablehlo.multiply %31, %iterArg_33 : tensor<f32>
      %33 = stablehlo.multiply %iterArg_33, %30 : tensor<f32>
      %34 = stablehlo.multiply %33, %29 : tensor<f32>
      %35 = stablehlo.multiply %27, %34 : tensor<f32>
      %36 = stablehlo.add %iterArg_31, %35 : tensor<f32>
      %37 = stablehlo.multiply %34, %iterArg_29 : tensor<f32>
      %38 = stablehlo.multiply %28, %iterArg_32 : tensor<f32>
      %39 = stablehlo.add %37, %38 : tensor<f32>
      %40 = stablehlo.multiply %iterArg_32, %27 : tensor<f32>
      %41 = func.call @dynamic_update_index_in_dim(%iterArg_34, %32, %iterArg_30) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %42 = func.call @dynamic_update_index_in_dim(%iterArg_35, %40, %iterArg_30) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.add %iterArg_30, %c_36 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %43, %36, %iterArg_32, %39, %41, %42 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>
    }
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %12:10 = stablehlo.while(%iterArg = %11#10, %iterArg_25 = %11#11, %iterArg_26 = %5#6, %iterArg_27 = %5#7, %iterArg_28 = %0, %iterArg_29 = %5#5, %iterArg_30 = %arg1, %iterArg_31 = %c_15, %iterArg_32 = %cst_13, %iterArg_33 = %cst_14) : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>
    cond {
      %c_34 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_31, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %c_34 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.subtract %c_34, %iterArg_31 : tensor<i32>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.subtract %27, %c_35 : tensor<i32>
      %29 = func.call @dynamic_index_in_dim(%iterArg, %28) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %30 = func.call @dynamic_index_in_dim(%iterArg_25, %28) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %31 = func.call @dynamic_index_in_dim(%iterArg_26, %28) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %32 = func.call @dynamic_index_in_dim(%iterArg_27, %28) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %33 = func.call @dynamic_index_in_dim(%iterArg_28, %28) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %34 = func.call @dynamic_index_in_dim(%iterArg_29, %28) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %35 = stablehlo.multiply %34, %iterArg_33 : tensor<f32>
      %36 = stablehlo.add %iterArg_32, %35 : tensor<f32>
      %37 = stablehlo.multiply %iterArg_33, %iterArg_30 : tensor<f32>
      %38 = stablehlo.add %30, %37 : tensor<f32>
      %39 = stablehlo.multiply %38, %33 : tensor<f32>
      %40 = stablehlo.negate %29 : tensor<f32>
      %41 = stablehlo.multiply %40, %32 : tensor<f32>
      %42 = stablehlo.multiply %39, %31 : tensor<f32>
      %43 = stablehlo.add %41, %42 : tensor<f32>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.add %iterArg_31, %c_36 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %44, %36, %43 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>
    }
    %13 = stablehlo.add %11#7, %12#8 : tensor<f32>
    %14 = stablehlo.add %13, %12#9 : tensor<f32>
    %15 = stablehlo.slice %0 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %20:6 = stablehlo.while(%iterArg = %0, %iterArg_25 = %c_19, %iterArg_26 = %16, %iterArg_27 = %17, %iterArg_28 = %18, %iterArg_29 = %19) : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
    cond {
      %c_30 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_25, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %27 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_25) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %28 = stablehlo.multiply %27, %cst_30 : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %30 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %31 = stablehlo.concatenate %29, %30, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %c_33 = stablehlo.constant dense<0> : tensor<i32>
      %34:5 = stablehlo.while(%iterArg_35 = %31, %iterArg_36 = %c_33, %iterArg_37 = %iterArg_26, %iterArg_38 = %32, %iterArg_39 = %33) : tensor<2xf32>, tensor<i32>, tensor<f32>, tensor<2xf32>, tensor<2xf32>
      cond {
        %c_40 = stablehlo.constant dense<2> : tensor<i32>
        %39 = stablehlo.compare LT, %iterArg_36, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %39 : tensor<i1>
      } do {
        %39 = func.call @dynamic_index_in_dim_0(%iterArg_35, %iterArg_36) : (tensor<2xf32>, tensor<i32>) -> tensor<f32>
        %40 = stablehlo.cosine %iterArg_37 : tensor<f32>
        %41 = stablehlo.sine %iterArg_37 : tensor<f32>
        %42 = stablehlo.multiply %40, %39 : tensor<f32>
        %43 = func.call @dynamic_update_index_in_dim_1(%iterArg_38, %41, %iterArg_36) : (tensor<2xf32>, tensor<f32>, tensor<i32>) -> tensor<2xf32>
        %44 = func.call @dynamic_update_index_in_dim_1(%iterArg_39, %40, %iterArg_36) : (tensor<2xf32>, tensor<f32>, tensor<i32>) -> tensor<2xf32>
        %c_40 = stablehlo.constant dense<1> : tensor<i32>
        %45 = stablehlo.add %iterArg_36, %c_40 : tensor<i32>
        stablehlo.return %iterArg_35, %45, %42, %43, %44 : tensor<2xf32>, tensor<i32>, tensor<f32>, tensor<2xf32>, tensor<2xf32>
      }
      %35 = func.call @dynamic_update_index_in_dim_2(%iterArg_27, %34#3, %iterArg_25) : (tensor<4x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4x2xf32>
      %36 = func.call @dynamic_update_index_in_dim_2(%iterArg_28, %31, %iterArg_25) : (tensor<4x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4x2xf32>
      %37 = func.call @dynamic_update_index_in_dim_2(%iterArg_29, %34#4, %iterArg_25) : (tensor<4x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4x2xf32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %38 = stablehlo.add %iterArg_25, %c_34 : tensor<i32>
      stablehlo.return %iterArg, %38, %34#2, %35, %36, %37 : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
    }
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %23:7 = stablehlo.while(%iterArg = %21, %iterArg_25 = %20#3, %iterArg_26 = %20#4, %iterArg_27 = %20#5, %iterArg_28 = %c_23, %iterArg_29 = %cst_21, %iterArg_30 = %22) : tensor<4xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
    cond {
      %c_31 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_28, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %c_31 = stablehlo.constant dense<4> : tensor<i32>
      %27 = stablehlo.subtract %c_31, %iterArg_28 : tensor<i32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.subtract %27, %c_32 : tensor<i32>
      %29 = func.call @dynamic_index_in_dim(%iterArg, %28) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %30 = func.call @dynamic_index_in_dim_3(%iterArg_25, %28) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %31 = func.call @dynamic_index_in_dim_3(%iterArg_26, %28) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %32 = func.call @dynamic_index_in_dim_3(%iterArg_27, %28) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %33 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %c_34 = stablehlo.constant dense<0> : tensor<i32>
      %35:7 = stablehlo.while(%iterArg_37 = %33, %iterArg_38 = %30, %iterArg_39 = %31, %iterArg_40 = %32, %iterArg_41 = %c_34, %iterArg_42 = %iterArg_29, %iterArg_43 = %34) : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<i32>, tensor<f32>, tensor<2xf32>
      cond {
        %c_44 = stablehlo.constant dense<2> : tensor<i32>
        %44 = stablehlo.compare LT, %iterArg_41, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %44 : tensor<i1>
      } do {
        %c_44 = stablehlo.constant dense<2> : tensor<i32>
        %44 = stablehlo.subtract %c_44, %iterArg_41 : tensor<i32>
        %c_45 = stablehlo.constant dense<1> : tensor<i32>
        %45 = stablehlo.subtract %44, %c_45 : tensor<i32>
        %46 = func.call @dynamic_index_in_dim_0(%iterArg_37, %45) : (tensor<2xf32>, tensor<i32>) -> tensor<f32>
        %47 = func.call @dynamic_index_in_dim_0(%iterArg_38, %45) : (tensor<2xf32>, tensor<i32>) -> tensor<f32>
        %48 = func.call @dynamic_index_in_dim_0(%iterArg_39, %45) : (tensor<2xf32>, tensor<i32>) -> tensor<f32>
        %49 = func.call @dynamic_index_in_dim_0(%iterArg_40, %45) : (tensor<2xf32>, tensor<i32>) -> tensor<f32>
        %50 = stablehlo.multiply %49, %iterArg_42 : tensor<f32>
        %51 = stablehlo.multiply %iterArg_42, %48 : tensor<f32>
        %52 = stablehlo.negate %51 : tensor<f32>
        %53 = stablehlo.multiply %52, %47 : tensor<f32>
        %54 = stablehlo.add %46, %53 : tensor<f32>
        %55 = func.call @dynamic_update_index_in_dim_1(%iterArg_43, %50, %45) : (tensor<2xf32>, tensor<f32>, tensor<i32>) -> tensor<2xf32>
        %c_46 = stablehlo.constant dense<1> : tensor<i32>
        %56 = stablehlo.add %iterArg_41, %c_46 : tensor<i32>
        stablehlo.return %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %56, %54, %55 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<i32>, tensor<f32>, tensor<2xf32>
      }
      %36 = stablehlo.slice %35#6 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<f32>
      %38 = stablehlo.slice %35#6 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %39 = stablehlo.reshape %38 : (tensor<1xf32>) -> tensor<f32>
      %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %40 = stablehlo.multiply %39, %cst_35 : tensor<f32>
      %41 = stablehlo.add %37, %40 : tensor<f32>
      %42 = func.call @dynamic_update_index_in_dim(%iterArg_30, %41, %28) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.add %iterArg_28, %c_36 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_25, %iterArg_26, %iterArg_27, %43, %35#5, %42 : tensor<4xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
    }
    %24 = stablehlo.broadcast_in_dim %23#5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.pad %24, %cst_24, low = [0], high = [3], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.add %23#6, %25 : tensor<4xf32>
    return %26, %14 : tensor<4xf32>, tensor<f32>
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
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<2xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<2xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<2xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<2xf32>, tensor<1xf32>, tensor<i32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<4x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<4x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<4x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<4x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
