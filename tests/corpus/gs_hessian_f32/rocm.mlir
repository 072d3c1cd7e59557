module @jit_gs_hessian_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %6 = stablehlo.convert %5 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %7 = stablehlo.slice %6 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %8 = stablehlo.slice %0 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %9 = stablehlo.slice %7 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %10 = stablehlo.reshape %8 : (tensor<1xf32>) -> tensor<f32>
    %11 = stablehlo.reshape %9 : (tensor<3x1xf32>) -> tensor<3xf32>
    %12 = stablehlo.transpose %7, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %17:9 = stablehlo.while(%iterArg = %0, %iterArg_9 = %12, %iterArg_10 = %c_3, %iterArg_11 = %10, %iterArg_12 = %11, %iterArg_13 = %13, %iterArg_14 = %14, %iterArg_15 = %15, %iterArg_16 = %16) : tensor<3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
    cond {
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_10, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %41 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<3xf32>, tensor<i32>) -> tensor<f32>
      %42 = func.call @dynamic_index_in_dim_0(%iterArg_9, %iterArg_10) : (tensor<3x3xf32>, tensor<i32>) -> tensor<3xf32>
      %43 = stablehlo.sine %iterArg_11 : tensor<f32>
      %44 = stablehlo.cosine %iterArg_11 : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %46 = stablehlo.multiply %iterArg_12, %45 : tensor<3xf32>
      %47 = stablehlo.cosine %iterArg_11 : tensor<f32>
      %48 = stablehlo.sine %iterArg_11 : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %50 = stablehlo.multiply %iterArg_12, %49 : tensor<3xf32>
      %51 = stablehlo.negate %50 : tensor<3xf32>
      %52 = stablehlo.multiply %43, %41 : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %54 = stablehlo.multiply %46, %53 : tensor<3xf32>
      %55 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %56 = stablehlo.multiply %55, %42 : tensor<3xf32>
      %57 = stablehlo.add %54, %56 : tensor<3xf32>
      %58 = func.call @dynamic_update_index_in_dim(%iterArg_13, %47, %iterArg_10) : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %59 = func.call @dynamic_update_index_in_dim(%iterArg_14, %43, %iterArg_10) : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %60 = func.call @dynamic_update_index_in_dim_1(%iterArg_15, %51, %iterArg_10) : (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<3x3xf32>
      %61 = func.call @dynamic_update_index_in_dim_1(%iterArg_16, %46, %iterArg_10) : (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<3x3xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %62 = stablehlo.add %iterArg_10, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %62, %52, %57, %58, %59, %60, %61 : tensor<3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
    }
    %18 = stablehlo.iota dim = 0 : tensor<1x1xi32>
    %19 = stablehlo.iota dim = 1 : tensor<1x1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %21 = stablehlo.add %18, %20 : tensor<1x1xi32>
    %22 = stablehlo.compare EQ, %21, %19, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %23 = stablehlo.convert %22 : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %24 = stablehlo.slice %23 [0:1, 0:1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x1xf32>) -> tensor<1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<1x3xf32>) -> tensor<3x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<1xf32>) -> tensor<3x1xf32>
    %30 = stablehlo.transpose %7, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x3x1xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %32:11 = stablehlo.while(%iterArg = %27, %iterArg_9 = %17#5, %iterArg_10 = %0, %iterArg_11 = %17#6, %iterArg_12 = %17#7, %iterArg_13 = %30, %iterArg_14 = %17#8, %iterArg_15 = %c_7, %iterArg_16 = %25, %iterArg_17 = %29, %iterArg_18 = %31) : tensor<3x1xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<1xf32>, tensor<3x1xf32>, tensor<3x3x1xf32>
    cond {
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_15, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %41 = stablehlo.subtract %c_19, %iterArg_15 : tensor<i32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.subtract %41, %c_20 : tensor<i32>
      %43 = func.call @dynamic_index_in_dim_2(%iterArg, %42) : (tensor<3x1xf32>, tensor<i32>) -> tensor<1xf32>
      %44 = func.call @dynamic_index_in_dim(%iterArg_9, %42) : (tensor<3xf32>, tensor<i32>) -> tensor<f32>
      %45 = func.call @dynamic_index_in_dim(%iterArg_10, %42) : (tensor<3xf32>, tensor<i32>) -> tensor<f32>
      %46 = func.call @dynamic_index_in_dim(%iterArg_11, %42) : (tensor<3xf32>, tensor<i32>) -> tensor<f32>
      %47 = func.call @dynamic_index_in_dim_0(%iterArg_12, %42) : (tensor<3x3xf32>, tensor<i32>) -> tensor<3xf32>
      %48 = func.call @dynamic_index_in_dim_0(%iterArg_13, %42) : (tensor<3x3xf32>, tensor<i32>) -> tensor<3xf32>
      %49 = func.call @dynamic_index_in_dim_0(%iterArg_14, %42) : (tensor<3x3xf32>, tensor<i32>) -> tensor<3xf32>
      %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %51 = stablehlo.multiply %43, %50 : tensor<1xf32>
      %52 = stablehlo.add %iterArg_16, %51 : tensor<1xf32>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<1xf32>) -> tensor<3x1xf32>
      %55 = stablehlo.add %iterArg_17, %54 : tensor<3x1xf32>
      %56 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
      %57 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
      %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x1xf32>
      %59 = stablehlo.multiply %57, %58 : tensor<3x1xf32>
      %60 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %61 = stablehlo.multiply %60, %55 : tensor<3x1xf32>
      %62 = stablehlo.add %59, %61 : tensor<3x1xf32>
      %63 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %64 = stablehlo.multiply %52, %63 : tensor<1xf32>
      %65 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %66 = stablehlo.multiply %55, %65 : tensor<3x1xf32>
      %67 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
      %68 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
      %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x1xf32>
      %70 = stablehlo.multiply %69, %68 : tensor<3x1xf32>
      %71 = stablehlo.add %66, %70 : tensor<3x1xf32>
      %72 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %73 = stablehlo.multiply %64, %72 : tensor<1xf32>
      %74 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %75 = stablehlo.multiply %71, %74 : tensor<3x1xf32>
      %76 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
      %77 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
      %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x1xf32>
      %79 = stablehlo.multiply %78, %77 : tensor<3x1xf32>
      %80 = stablehlo.add %75, %79 : tensor<3x1xf32>
      %81 = func.call @dynamic_update_index_in_dim_3(%iterArg_18, %62, %42) : (tensor<3x3x1xf32>, tensor<3x1xf32>, tensor<i32>) -> tensor<3x3x1xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %82 = stablehlo.add %iterArg_15, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %82, %73, %80, %81 : tensor<3x1xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<1xf32>, tensor<3x1xf32>, tensor<3x3x1xf32>
    }
    %33 = stablehlo.broadcast_in_dim %32#9, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x1x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.pad %33, %cst_8, low = [0, 0, 0], high = [0, 0, 2], interior = [0, 0, 0] : (tensor<3x1x1xf32>, tensor<f32>) -> tensor<3x1x3xf32>
    %35 = stablehlo.transpose %32#10, dims = [1, 2, 0] : (tensor<3x3x1xf32>) -> tensor<3x1x3xf32>
    %36 = stablehlo.add %35, %34 : tensor<3x1x3xf32>
    %37 = stablehlo.slice %36 [0:3, 0:1, 0:3] : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %38 = stablehlo.reshape %37 : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %39 = stablehlo.transpose %38, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %40 = stablehlo.slice %39 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %40 : tensor<3x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<3x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
    return %1 : tensor<3x3xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<3x1xf32>, %arg1: tensor<i32>) -> tensor<1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 1] : (tensor<3x1xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xf32>) -> tensor<1xf32>
    return %1 : tensor<1xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<3x3x1xf32>, %arg1: tensor<3x1xf32>, %arg2: tensor<i32>) -> tensor<3x3x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x1xf32>) -> tensor<1x3x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x3x1xf32>, tensor<1x3x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3x1xf32>
    return %1 : tensor<3x3x1xf32>
  }
}
