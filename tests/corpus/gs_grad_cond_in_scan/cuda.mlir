module @jit_gs_grad_cond_in_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<6xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:8 = stablehlo.while(%iterArg = %arg0, %iterArg_9 = %c_3, %iterArg_10 = %1, %iterArg_11 = %2, %iterArg_12 = %3, %iterArg_13 = %4, %iterArg_14 = %5, %iterArg_15 = %6) : tensor<6xf32>, tensor<i32>, tensor<f32>, tensor<6xi32>, tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    cond {
      %c_16 = stablehlo.constant dense<6> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_9, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %15 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<6xf32>, tensor<i32>) -> tensor<f32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.compare GT, %15, %cst_16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = stablehlo.convert %16 : (tensor<i1>) -> tensor<i32>
      %18:4 = "stablehlo.case"(%17) ({
        %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %25 = stablehlo.compare GT, %iterArg_10, %cst_18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
        %26 = stablehlo.multiply %cst_19, %iterArg_10 : tensor<f32>
        %27 = func.call @_where(%25, %iterArg_10, %26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %28 = stablehlo.exponential %15 : tensor<f32>
        %29 = stablehlo.add %27, %28 : tensor<f32>
        %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        stablehlo.return %29, %25, %28, %cst_20 : tensor<f32>, tensor<i1>, tensor<f32>, tensor<f32>
      }, {
        %25 = stablehlo.sine %iterArg_10 : tensor<f32>
        %26 = stablehlo.cosine %iterArg_10 : tensor<f32>
        %27 = stablehlo.multiply %25, %15 : tensor<f32>
        %c_18 = stablehlo.constant dense<false> : tensor<i1>
        stablehlo.return %27, %c_18, %26, %25 : tensor<f32>, tensor<i1>, tensor<f32>, tensor<f32>
      }) : (tensor<i32>) -> (tensor<f32>, tensor<i1>, tensor<f32>, tensor<f32>)
      %19 = func.call @dynamic_update_index_in_dim(%iterArg_11, %17, %iterArg_9) : (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
      %20 = func.call @dynamic_update_index_in_dim_0(%iterArg_12, %18#1, %iterArg_9) : (tensor<6xi1>, tensor<i1>, tensor<i32>) -> tensor<6xi1>
      %21 = func.call @dynamic_update_index_in_dim_1(%iterArg_13, %18#2, %iterArg_9) : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %22 = func.call @dynamic_update_index_in_dim_1(%iterArg_14, %18#3, %iterArg_9) : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %23 = func.call @dynamic_update_index_in_dim_1(%iterArg_15, %18#0, %iterArg_9) : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_9, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %24, %18#0, %19, %20, %21, %22, %23 : tensor<6xf32>, tensor<i32>, tensor<f32>, tensor<6xi32>, tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    }
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %10:10 = stablehlo.while(%iterArg = %8, %iterArg_9 = %7#3, %iterArg_10 = %7#4, %iterArg_11 = %7#5, %iterArg_12 = %7#6, %iterArg_13 = %arg0, %iterArg_14 = %7#7, %iterArg_15 = %c_7, %iterArg_16 = %cst_5, %iterArg_17 = %9) : tensor<6xf32>, tensor<6xi32>, tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>, tensor<6xf32>
    cond {
      %c_18 = stablehlo.constant dense<6> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_15, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %c_18 = stablehlo.constant dense<6> : tensor<i32>
      %15 = stablehlo.subtract %c_18, %iterArg_15 : tensor<i32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.subtract %15, %c_19 : tensor<i32>
      %17 = func.call @dynamic_index_in_dim(%iterArg, %16) : (tensor<6xf32>, tensor<i32>) -> tensor<f32>
      %18 = func.call @dynamic_index_in_dim_2(%iterArg_9, %16) : (tensor<6xi32>, tensor<i32>) -> tensor<i32>
      %19 = func.call @dynamic_index_in_dim_3(%iterArg_10, %16) : (tensor<6xi1>, tensor<i32>) -> tensor<i1>
      %20 = func.call @dynamic_index_in_dim(%iterArg_11, %16) : (tensor<6xf32>, tensor<i32>) -> tensor<f32>
      %21 = func.call @dynamic_index_in_dim(%iterArg_12, %16) : (tensor<6xf32>, tensor<i32>) -> tensor<f32>
      %22 = func.call @dynamic_index_in_dim(%iterArg_13, %16) : (tensor<6xf32>, tensor<i32>) -> tensor<f32>
      %23 = func.call @dynamic_index_in_dim(%iterArg_14, %16) : (tensor<6xf32>, tensor<i32>) -> tensor<f32>
      %24 = stablehlo.multiply %23, %17 : tensor<f32>
      %25 = stablehlo.add %iterArg_16, %24 : tensor<f32>
      %26 = stablehlo.multiply %17, %23 : tensor<f32>
      %27 = stablehlo.add %25, %26 : tensor<f32>
      %28:2 = "stablehlo.case"(%18) ({
        %31 = stablehlo.multiply %27, %20 : tensor<f32>
        %32:2 = func.call @_where_4(%19, %27) : (tensor<i1>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
        %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
        %33 = stablehlo.multiply %cst_21, %32#1 : tensor<f32>
        %34 = stablehlo.add %32#0, %33 : tensor<f32>
        stablehlo.return %31, %34 : tensor<f32>, tensor<f32>
      }, {
        %31 = stablehlo.multiply %21, %27 : tensor<f32>
        %32 = stablehlo.multiply %27, %22 : tensor<f32>
        %33 = stablehlo.multiply %32, %20 : tensor<f32>
        stablehlo.return %31, %33 : tensor<f32>, tensor<f32>
      }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
      %29 = func.call @dynamic_update_index_in_dim_1(%iterArg_17, %28#0, %16) : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %30 = stablehlo.add %iterArg_15, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %30, %28#1, %29 : tensor<6xf32>, tensor<6xi32>, tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>, tensor<6xf32>
    }
    %11 = stablehlo.broadcast_in_dim %10#8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.pad %11, %cst_8, low = [0], high = [5], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.add %10#9, %12 : tensor<6xf32>
    %14 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%13) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xf32>) -> tensor<6xf32>
    return %14 : tensor<6xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<6xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<6xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<6xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<6xi1>, tensor<1xi1>, tensor<i32>) -> tensor<6xi1>
    return %1 : tensor<6xi1>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<6xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<6xf32>, tensor<1xf32>, tensor<i32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<6xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<6xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<6xi1>, tensor<i32>) -> tensor<1xi1>
    %1 = stablehlo.reshape %0 : (tensor<1xi1>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg1 : tensor<i1>, tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %cst_0 : tensor<i1>, tensor<f32>
    return %1, %0 : tensor<f32>, tensor<f32>
  }
}
