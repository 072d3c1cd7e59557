module @jit_rnd2_gamma_vmap attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4x2xui32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4x2xf32> {jax.result_info = "result[1]"}) {
    %0 = sdy.sharding_constraint %arg0 <@empty_mesh, [{?}, {}]> : tensor<4x2xui32>
    %1 = call @_gamma(%0, %arg1) : (tensor<4x2xui32>, tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %2 = call @_gamma_6(%0, %cst) : (tensor<4x2xui32>, tensor<f32>) -> tensor<4x2xf32>
    %3 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    return %3, %2 : tensor<4xf32>, tensor<4x2xf32>
  }
  func.func private @_gamma(%arg0: tensor<4x2xui32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @_threefry_split(%arg0) : (tensor<4x2xui32>) -> tensor<4x1x2xui32>
    %1 = stablehlo.reshape %0 : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.compare GE, %arg1, %2, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.add %arg1, %4 : tensor<4xf32>
    %6 = stablehlo.select %3, %arg1, %5 : tensor<4xi1>, tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<4xf32>
    %9 = stablehlo.sqrt %8 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.divide %10, %9 : tensor<4xf32>
    %12 = call @_threefry_split_0(%1) : (tensor<4x2xui32>) -> tensor<4x2x2xui32>
    %13 = stablehlo.slice %12 [0:4, 0:1, 0:2] : (tensor<4x2x2xui32>) -> tensor<4x1x2xui32>
    %14 = stablehlo.reshape %13 : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
    %15 = stablehlo.slice %12 [0:4, 1:2, 0:2] : (tensor<4x2x2xui32>) -> tensor<4x1x2xui32>
    %16 = stablehlo.reshape %15 : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %20:6 = stablehlo.while(%iterArg = %8, %iterArg_11 = %11, %iterArg_12 = %14, %iterArg_13 = %17, %iterArg_14 = %18, %iterArg_15 = %19) : tensor<4xf32>, tensor<4xf32>, tensor<4x2xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %31 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<4xf32>
      %cst_16 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %33 = stablehlo.multiply %32, %31 : tensor<4xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %35 = stablehlo.subtract %34, %33 : tensor<4xf32>
      %36 = stablehlo.compare GE, %iterArg_15, %35, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %37 = stablehlo.log %iterArg_15 : tensor<4xf32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %39 = stablehlo.multiply %iterArg_13, %38 : tensor<4xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %41 = stablehlo.subtract %40, %iterArg_14 : tensor<4xf32>
      %42 = stablehlo.log %iterArg_14 : tensor<4xf32>
      %43 = stablehlo.add %41, %42 : tensor<4xf32>
      %44 = stablehlo.multiply %iterArg, %43 : tensor<4xf32>
      %45 = stablehlo.add %39, %44 : tensor<4xf32>
      %46 = stablehlo.compare GE, %37, %45, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %47 = stablehlo.and %36, %46 : tensor<4xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %48 = stablehlo.reduce(%47 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %48 : tensor<i1>
    } do {
      %31 = func.call @_threefry_split_2(%iterArg_12) : (tensor<4x2xui32>) -> tensor<4x3x2xui32>
      %32 = stablehlo.slice %31 [0:4, 0:1, 0:2] : (tensor<4x3x2xui32>) -> tensor<4x1x2xui32>
      %33 = stablehlo.reshape %32 : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
      %34 = stablehlo.slice %31 [0:4, 1:2, 0:2] : (tensor<4x3x2xui32>) -> tensor<4x1x2xui32>
      %35 = stablehlo.reshape %34 : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
      %36 = stablehlo.slice %31 [0:4, 2:3, 0:2] : (tensor<4x3x2xui32>) -> tensor<4x1x2xui32>
      %37 = stablehlo.reshape %36 : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %40:4 = stablehlo.while(%iterArg_24 = %iterArg_11, %iterArg_25 = %35, %iterArg_26 = %38, %iterArg_27 = %39) : tensor<4xf32>, tensor<4x2xui32>, tensor<4xf32>, tensor<4xf32>
      cond {
        %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %70 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %71 = stablehlo.compare LE, %iterArg_27, %70, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %72 = stablehlo.reduce(%71 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %72 : tensor<i1>
      } do {
        %70 = func.call @_threefry_split_0(%iterArg_25) : (tensor<4x2xui32>) -> tensor<4x2x2xui32>
        %71 = stablehlo.slice %70 [0:4, 0:1, 0:2] : (tensor<4x2x2xui32>) -> tensor<4x1x2xui32>
        %72 = stablehlo.reshape %71 : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
        %73 = stablehlo.slice %70 [0:4, 1:2, 0:2] : (tensor<4x2x2xui32>) -> tensor<4x1x2xui32>
        %74 = stablehlo.reshape %73 : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
        %75 = func.call @_normal(%74) : (tensor<4x2xui32>) -> tensor<4xf32>
        %76 = stablehlo.multiply %75, %iterArg_24 : tensor<4xf32>
        %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %77 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %78 = stablehlo.add %77, %76 : tensor<4xf32>
        %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %79 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %80 = stablehlo.compare LE, %iterArg_27, %79, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %81 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<4xi1>) -> tensor<4x2xi1>
        %82 = stablehlo.select %81, %72, %iterArg_25 : tensor<4x2xi1>, tensor<4x2xui32>
        %83 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
        %84 = stablehlo.select %83, %75, %iterArg_26 : tensor<4xi1>, tensor<4xf32>
        %85 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
        %86 = stablehlo.select %85, %78, %iterArg_27 : tensor<4xi1>, tensor<4xf32>
        stablehlo.return %iterArg_24, %82, %84, %86 : tensor<4xf32>, tensor<4x2xui32>, tensor<4xf32>, tensor<4xf32>
      }
      %41 = stablehlo.multiply %40#2, %40#2 : tensor<4xf32>
      %42 = stablehlo.multiply %40#3, %40#3 : tensor<4xf32>
      %43 = stablehlo.multiply %42, %40#3 : tensor<4xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %44 = func.call @_uniform_5(%37, %cst_18, %cst_19) : (tensor<4x2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
      %45 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<4xf32>
      %cst_20 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %47 = stablehlo.multiply %46, %45 : tensor<4xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %49 = stablehlo.subtract %48, %47 : tensor<4xf32>
      %50 = stablehlo.compare GE, %iterArg_15, %49, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %51 = stablehlo.log %iterArg_15 : tensor<4xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %53 = stablehlo.multiply %iterArg_13, %52 : tensor<4xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %55 = stablehlo.subtract %54, %iterArg_14 : tensor<4xf32>
      %56 = stablehlo.log %iterArg_14 : tensor<4xf32>
      %57 = stablehlo.add %55, %56 : tensor<4xf32>
      %58 = stablehlo.multiply %iterArg, %57 : tensor<4xf32>
      %59 = stablehlo.add %53, %58 : tensor<4xf32>
      %60 = stablehlo.compare GE, %51, %59, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %61 = stablehlo.and %50, %60 : tensor<4xi1>
      %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<4xi1>) -> tensor<4x2xi1>
      %63 = stablehlo.select %62, %33, %iterArg_12 : tensor<4x2xi1>, tensor<4x2xui32>
      %64 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %65 = stablehlo.select %64, %41, %iterArg_13 : tensor<4xi1>, tensor<4xf32>
      %66 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %67 = stablehlo.select %66, %43, %iterArg_14 : tensor<4xi1>, tensor<4xf32>
      %68 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %69 = stablehlo.select %68, %44, %iterArg_15 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %iterArg, %iterArg_11, %63, %65, %67, %69 : tensor<4xf32>, tensor<4xf32>, tensor<4x2xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = call @_uniform_5(%16, %cst_6, %cst_7) : (tensor<4x2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.divide %24, %arg1 : tensor<4xf32>
    %26 = stablehlo.power %23, %25 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %28 = stablehlo.select %3, %27, %26 : tensor<4xi1>, tensor<4xf32>
    %29 = stablehlo.multiply %8, %20#4 : tensor<4xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<4xf32>
    return %30 : tensor<4xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<4x2xui32>) -> tensor<4x1x2xui32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<4x1xui32>) -> tensor<4xui32>
    %2 = stablehlo.slice %arg0 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<4x1xui32>) -> tensor<4xui32>
    %4 = stablehlo.iota dim = 0 : tensor<1xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<1xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<1xui64>
    %9 = stablehlo.convert %6 : (tensor<1xui64>) -> tensor<1xui32>
    %10 = stablehlo.convert %8 : (tensor<1xui64>) -> tensor<1xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<1xui32>) -> tensor<1x1xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<1xui32>) -> tensor<1x1xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %15:2 = call @threefry2x32(%13, %14, %11, %12) : (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>) -> (tensor<4x1xui32>, tensor<4x1xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x1x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x1x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<4x1x1xui32>, tensor<4x1x1xui32>) -> tensor<4x1x2xui32>
    return %18 : tensor<4x1x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<4x1xui32>, %arg1: tensor<4x1xui32>, %arg2: tensor<1x1xui32>, %arg3: tensor<1x1xui32>) -> (tensor<4x1xui32>, tensor<4x1xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4x1xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<4x1xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<4x1xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<4x1xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<4x1xui32>
    %7 = stablehlo.add %4, %6 : tensor<4x1xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %9 = stablehlo.shift_left %6, %8 : tensor<4x1xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %11 = stablehlo.shift_right_logical %6, %10 : tensor<4x1xui32>
    %12 = stablehlo.or %9, %11 : tensor<4x1xui32>
    %13 = stablehlo.xor %7, %12 : tensor<4x1xui32>
    %14 = stablehlo.add %7, %13 : tensor<4x1xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %16 = stablehlo.shift_left %13, %15 : tensor<4x1xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %18 = stablehlo.shift_right_logical %13, %17 : tensor<4x1xui32>
    %19 = stablehlo.or %16, %18 : tensor<4x1xui32>
    %20 = stablehlo.xor %14, %19 : tensor<4x1xui32>
    %21 = stablehlo.add %14, %20 : tensor<4x1xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %23 = stablehlo.shift_left %20, %22 : tensor<4x1xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %25 = stablehlo.shift_right_logical %20, %24 : tensor<4x1xui32>
    %26 = stablehlo.or %23, %25 : tensor<4x1xui32>
    %27 = stablehlo.xor %21, %26 : tensor<4x1xui32>
    %28 = stablehlo.add %21, %27 : tensor<4x1xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %30 = stablehlo.shift_left %27, %29 : tensor<4x1xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %32 = stablehlo.shift_right_logical %27, %31 : tensor<4x1xui32>
    %33 = stablehlo.or %30, %32 : tensor<4x1xui32>
    %34 = stablehlo.xor %28, %33 : tensor<4x1xui32>
    %35 = stablehlo.add %28, %arg1 : tensor<4x1xui32>
    %36 = stablehlo.add %34, %2 : tensor<4x1xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %38 = stablehlo.add %36, %37 : tensor<4x1xui32>
    %39 = stablehlo.add %35, %38 : tensor<4x1xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %41 = stablehlo.shift_left %38, %40 : tensor<4x1xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %43 = stablehlo.shift_right_logical %38, %42 : tensor<4x1xui32>
    %44 = stablehlo.or %41, %43 : tensor<4x1xui32>
    %45 = stablehlo.xor %39, %44 : tensor<4x1xui32>
    %46 = stablehlo.add %39, %45 : tensor<4x1xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %48 = stablehlo.shift_left %45, %47 : tensor<4x1xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %50 = stablehlo.shift_right_logical %45, %49 : tensor<4x1xui32>
    %51 = stablehlo.or %48, %50 : tensor<4x1xui32>
    %52 = stablehlo.xor %46, %51 : tensor<4x1xui32>
    %53 = stablehlo.add %46, %52 : tensor<4x1xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %55 = stablehlo.shift_left %52, %54 : tensor<4x1xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %56 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %57 = stablehlo.shift_right_logical %52, %56 : tensor<4x1xui32>
    %58 = stablehlo.or %55, %57 : tensor<4x1xui32>
    %59 = stablehlo.xor %53, %58 : tensor<4x1xui32>
    %60 = stablehlo.add %53, %59 : tensor<4x1xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %61 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %62 = stablehlo.shift_left %59, %61 : tensor<4x1xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %63 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %64 = stablehlo.shift_right_logical %59, %63 : tensor<4x1xui32>
    %65 = stablehlo.or %62, %64 : tensor<4x1xui32>
    %66 = stablehlo.xor %60, %65 : tensor<4x1xui32>
    %67 = stablehlo.add %60, %2 : tensor<4x1xui32>
    %68 = stablehlo.add %66, %arg0 : tensor<4x1xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %69 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %70 = stablehlo.add %68, %69 : tensor<4x1xui32>
    %71 = stablehlo.add %67, %70 : tensor<4x1xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %73 = stablehlo.shift_left %70, %72 : tensor<4x1xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %74 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %75 = stablehlo.shift_right_logical %70, %74 : tensor<4x1xui32>
    %76 = stablehlo.or %73, %75 : tensor<4x1xui32>
    %77 = stablehlo.xor %71, %76 : tensor<4x1xui32>
    %78 = stablehlo.add %71, %77 : tensor<4x1xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %79 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %80 = stablehlo.shift_left %77, %79 : tensor<4x1xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %81 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %82 = stablehlo.shift_right_logical %77, %81 : tensor<4x1xui32>
    %83 = stablehlo.or %80, %82 : tensor<4x1xui32>
    %84 = stablehlo.xor %78, %83 : tensor<4x1xui32>
    %85 = stablehlo.add %78, %84 : tensor<4x1xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %87 = stablehlo.shift_left %84, %86 : tensor<4x1xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %88 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %89 = stablehlo.shift_right_logical %84, %88 : tensor<4x1xui32>
    %90 = stablehlo.or %87, %89 : tensor<4x1xui32>
    %91 = stablehlo.xor %85, %90 : tensor<4x1xui32>
    %92 = stablehlo.add %85, %91 : tensor<4x1xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %93 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %94 = stablehlo.shift_left %91, %93 : tensor<4x1xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %95 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %96 = stablehlo.shift_right_logical %91, %95 : tensor<4x1xui32>
    %97 = stablehlo.or %94, %96 : tensor<4x1xui32>
    %98 = stablehlo.xor %92, %97 : tensor<4x1xui32>
    %99 = stablehlo.add %92, %arg0 : tensor<4x1xui32>
    %100 = stablehlo.add %98, %arg1 : tensor<4x1xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %102 = stablehlo.add %100, %101 : tensor<4x1xui32>
    %103 = stablehlo.add %99, %102 : tensor<4x1xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %104 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %105 = stablehlo.shift_left %102, %104 : tensor<4x1xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %107 = stablehlo.shift_right_logical %102, %106 : tensor<4x1xui32>
    %108 = stablehlo.or %105, %107 : tensor<4x1xui32>
    %109 = stablehlo.xor %103, %108 : tensor<4x1xui32>
    %110 = stablehlo.add %103, %109 : tensor<4x1xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %112 = stablehlo.shift_left %109, %111 : tensor<4x1xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %113 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %114 = stablehlo.shift_right_logical %109, %113 : tensor<4x1xui32>
    %115 = stablehlo.or %112, %114 : tensor<4x1xui32>
    %116 = stablehlo.xor %110, %115 : tensor<4x1xui32>
    %117 = stablehlo.add %110, %116 : tensor<4x1xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %119 = stablehlo.shift_left %116, %118 : tensor<4x1xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %120 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %121 = stablehlo.shift_right_logical %116, %120 : tensor<4x1xui32>
    %122 = stablehlo.or %119, %121 : tensor<4x1xui32>
    %123 = stablehlo.xor %117, %122 : tensor<4x1xui32>
    %124 = stablehlo.add %117, %123 : tensor<4x1xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %126 = stablehlo.shift_left %123, %125 : tensor<4x1xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %127 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %128 = stablehlo.shift_right_logical %123, %127 : tensor<4x1xui32>
    %129 = stablehlo.or %126, %128 : tensor<4x1xui32>
    %130 = stablehlo.xor %124, %129 : tensor<4x1xui32>
    %131 = stablehlo.add %124, %arg1 : tensor<4x1xui32>
    %132 = stablehlo.add %130, %2 : tensor<4x1xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %134 = stablehlo.add %132, %133 : tensor<4x1xui32>
    %135 = stablehlo.add %131, %134 : tensor<4x1xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %136 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %137 = stablehlo.shift_left %134, %136 : tensor<4x1xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %138 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %139 = stablehlo.shift_right_logical %134, %138 : tensor<4x1xui32>
    %140 = stablehlo.or %137, %139 : tensor<4x1xui32>
    %141 = stablehlo.xor %135, %140 : tensor<4x1xui32>
    %142 = stablehlo.add %135, %141 : tensor<4x1xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<4x1xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<4x1xui32>
    %147 = stablehlo.or %144, %146 : tensor<4x1xui32>
    %148 = stablehlo.xor %142, %147 : tensor<4x1xui32>
    %149 = stablehlo.add %142, %148 : tensor<4x1xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<4x1xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<4x1xui32>
    %154 = stablehlo.or %151, %153 : tensor<4x1xui32>
    %155 = stablehlo.xor %149, %154 : tensor<4x1xui32>
    %156 = stablehlo.add %149, %155 : tensor<4x1xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<4x1xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<4x1xui32>
    %161 = stablehlo.or %158, %160 : tensor<4x1xui32>
    %162 = stablehlo.xor %156, %161 : tensor<4x1xui32>
    %163 = stablehlo.add %156, %2 : tensor<4x1xui32>
    %164 = stablehlo.add %162, %arg0 : tensor<4x1xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %165 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %166 = stablehlo.add %164, %165 : tensor<4x1xui32>
    return %163, %166 : tensor<4x1xui32>, tensor<4x1xui32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<4x2xui32>) -> tensor<4x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<4x1xui32>) -> tensor<4xui32>
    %2 = stablehlo.slice %arg0 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<4x1xui32>) -> tensor<4xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %15:2 = call @threefry2x32_1(%13, %14, %11, %12) : (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<4x2xui32>, tensor<4x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<4x2xui32>) -> tensor<4x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<4x2xui32>) -> tensor<4x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<4x2x1xui32>, tensor<4x2x1xui32>) -> tensor<4x2x2xui32>
    return %18 : tensor<4x2x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<4x1xui32>, %arg1: tensor<4x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<4x2xui32>, tensor<4x2xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4x1xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<4x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<4x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<4x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<4x2xui32>
    %9 = stablehlo.add %5, %8 : tensor<4x2xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %11 = stablehlo.shift_left %8, %10 : tensor<4x2xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %13 = stablehlo.shift_right_logical %8, %12 : tensor<4x2xui32>
    %14 = stablehlo.or %11, %13 : tensor<4x2xui32>
    %15 = stablehlo.xor %9, %14 : tensor<4x2xui32>
    %16 = stablehlo.add %9, %15 : tensor<4x2xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %18 = stablehlo.shift_left %15, %17 : tensor<4x2xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %20 = stablehlo.shift_right_logical %15, %19 : tensor<4x2xui32>
    %21 = stablehlo.or %18, %20 : tensor<4x2xui32>
    %22 = stablehlo.xor %16, %21 : tensor<4x2xui32>
    %23 = stablehlo.add %16, %22 : tensor<4x2xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %25 = stablehlo.shift_left %22, %24 : tensor<4x2xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %27 = stablehlo.shift_right_logical %22, %26 : tensor<4x2xui32>
    %28 = stablehlo.or %25, %27 : tensor<4x2xui32>
    %29 = stablehlo.xor %23, %28 : tensor<4x2xui32>
    %30 = stablehlo.add %23, %29 : tensor<4x2xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %32 = stablehlo.shift_left %29, %31 : tensor<4x2xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %34 = stablehlo.shift_right_logical %29, %33 : tensor<4x2xui32>
    %35 = stablehlo.or %32, %34 : tensor<4x2xui32>
    %36 = stablehlo.xor %30, %35 : tensor<4x2xui32>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %38 = stablehlo.add %30, %37 : tensor<4x2xui32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %40 = stablehlo.add %36, %39 : tensor<4x2xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %42 = stablehlo.add %40, %41 : tensor<4x2xui32>
    %43 = stablehlo.add %38, %42 : tensor<4x2xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %44 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %45 = stablehlo.shift_left %42, %44 : tensor<4x2xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %47 = stablehlo.shift_right_logical %42, %46 : tensor<4x2xui32>
    %48 = stablehlo.or %45, %47 : tensor<4x2xui32>
    %49 = stablehlo.xor %43, %48 : tensor<4x2xui32>
    %50 = stablehlo.add %43, %49 : tensor<4x2xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %52 = stablehlo.shift_left %49, %51 : tensor<4x2xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %54 = stablehlo.shift_right_logical %49, %53 : tensor<4x2xui32>
    %55 = stablehlo.or %52, %54 : tensor<4x2xui32>
    %56 = stablehlo.xor %50, %55 : tensor<4x2xui32>
    %57 = stablehlo.add %50, %56 : tensor<4x2xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %58 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %59 = stablehlo.shift_left %56, %58 : tensor<4x2xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %60 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %61 = stablehlo.shift_right_logical %56, %60 : tensor<4x2xui32>
    %62 = stablehlo.or %59, %61 : tensor<4x2xui32>
    %63 = stablehlo.xor %57, %62 : tensor<4x2xui32>
    %64 = stablehlo.add %57, %63 : tensor<4x2xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %65 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %66 = stablehlo.shift_left %63, %65 : tensor<4x2xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %67 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %68 = stablehlo.shift_right_logical %63, %67 : tensor<4x2xui32>
    %69 = stablehlo.or %66, %68 : tensor<4x2xui32>
    %70 = stablehlo.xor %64, %69 : tensor<4x2xui32>
    %71 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %72 = stablehlo.add %64, %71 : tensor<4x2xui32>
    %73 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %74 = stablehlo.add %70, %73 : tensor<4x2xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %76 = stablehlo.add %74, %75 : tensor<4x2xui32>
    %77 = stablehlo.add %72, %76 : tensor<4x2xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %78 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %79 = stablehlo.shift_left %76, %78 : tensor<4x2xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %80 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %81 = stablehlo.shift_right_logical %76, %80 : tensor<4x2xui32>
    %82 = stablehlo.or %79, %81 : tensor<4x2xui32>
    %83 = stablehlo.xor %77, %82 : tensor<4x2xui32>
    %84 = stablehlo.add %77, %83 : tensor<4x2xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %85 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %86 = stablehlo.shift_left %83, %85 : tensor<4x2xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %87 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %88 = stablehlo.shift_right_logical %83, %87 : tensor<4x2xui32>
    %89 = stablehlo.or %86, %88 : tensor<4x2xui32>
    %90 = stablehlo.xor %84, %89 : tensor<4x2xui32>
    %91 = stablehlo.add %84, %90 : tensor<4x2xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %92 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %93 = stablehlo.shift_left %90, %92 : tensor<4x2xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %94 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %95 = stablehlo.shift_right_logical %90, %94 : tensor<4x2xui32>
    %96 = stablehlo.or %93, %95 : tensor<4x2xui32>
    %97 = stablehlo.xor %91, %96 : tensor<4x2xui32>
    %98 = stablehlo.add %91, %97 : tensor<4x2xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %99 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %100 = stablehlo.shift_left %97, %99 : tensor<4x2xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %102 = stablehlo.shift_right_logical %97, %101 : tensor<4x2xui32>
    %103 = stablehlo.or %100, %102 : tensor<4x2xui32>
    %104 = stablehlo.xor %98, %103 : tensor<4x2xui32>
    %105 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %106 = stablehlo.add %98, %105 : tensor<4x2xui32>
    %107 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %108 = stablehlo.add %104, %107 : tensor<4x2xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %110 = stablehlo.add %108, %109 : tensor<4x2xui32>
    %111 = stablehlo.add %106, %110 : tensor<4x2xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %112 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %113 = stablehlo.shift_left %110, %112 : tensor<4x2xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %114 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %115 = stablehlo.shift_right_logical %110, %114 : tensor<4x2xui32>
    %116 = stablehlo.or %113, %115 : tensor<4x2xui32>
    %117 = stablehlo.xor %111, %116 : tensor<4x2xui32>
    %118 = stablehlo.add %111, %117 : tensor<4x2xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %119 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %120 = stablehlo.shift_left %117, %119 : tensor<4x2xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %121 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %122 = stablehlo.shift_right_logical %117, %121 : tensor<4x2xui32>
    %123 = stablehlo.or %120, %122 : tensor<4x2xui32>
    %124 = stablehlo.xor %118, %123 : tensor<4x2xui32>
    %125 = stablehlo.add %118, %124 : tensor<4x2xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %126 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %127 = stablehlo.shift_left %124, %126 : tensor<4x2xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %128 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %129 = stablehlo.shift_right_logical %124, %128 : tensor<4x2xui32>
    %130 = stablehlo.or %127, %129 : tensor<4x2xui32>
    %131 = stablehlo.xor %125, %130 : tensor<4x2xui32>
    %132 = stablehlo.add %125, %131 : tensor<4x2xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %134 = stablehlo.shift_left %131, %133 : tensor<4x2xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %135 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %136 = stablehlo.shift_right_logical %131, %135 : tensor<4x2xui32>
    %137 = stablehlo.or %134, %136 : tensor<4x2xui32>
    %138 = stablehlo.xor %132, %137 : tensor<4x2xui32>
    %139 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %140 = stablehlo.add %132, %139 : tensor<4x2xui32>
    %141 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %142 = stablehlo.add %138, %141 : tensor<4x2xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %144 = stablehlo.add %142, %143 : tensor<4x2xui32>
    %145 = stablehlo.add %140, %144 : tensor<4x2xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %146 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %147 = stablehlo.shift_left %144, %146 : tensor<4x2xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %149 = stablehlo.shift_right_logical %144, %148 : tensor<4x2xui32>
    %150 = stablehlo.or %147, %149 : tensor<4x2xui32>
    %151 = stablehlo.xor %145, %150 : tensor<4x2xui32>
    %152 = stablehlo.add %145, %151 : tensor<4x2xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %153 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %154 = stablehlo.shift_left %151, %153 : tensor<4x2xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %156 = stablehlo.shift_right_logical %151, %155 : tensor<4x2xui32>
    %157 = stablehlo.or %154, %156 : tensor<4x2xui32>
    %158 = stablehlo.xor %152, %157 : tensor<4x2xui32>
    %159 = stablehlo.add %152, %158 : tensor<4x2xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %160 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %161 = stablehlo.shift_left %158, %160 : tensor<4x2xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %162 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %163 = stablehlo.shift_right_logical %158, %162 : tensor<4x2xui32>
    %164 = stablehlo.or %161, %163 : tensor<4x2xui32>
    %165 = stablehlo.xor %159, %164 : tensor<4x2xui32>
    %166 = stablehlo.add %159, %165 : tensor<4x2xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %167 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %168 = stablehlo.shift_left %165, %167 : tensor<4x2xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %169 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %170 = stablehlo.shift_right_logical %165, %169 : tensor<4x2xui32>
    %171 = stablehlo.or %168, %170 : tensor<4x2xui32>
    %172 = stablehlo.xor %166, %171 : tensor<4x2xui32>
    %173 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %174 = stablehlo.add %166, %173 : tensor<4x2xui32>
    %175 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %176 = stablehlo.add %172, %175 : tensor<4x2xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %177 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
    %178 = stablehlo.add %176, %177 : tensor<4x2xui32>
    return %174, %178 : tensor<4x2xui32>, tensor<4x2xui32>
  }
  func.func private @_threefry_split_2(%arg0: tensor<4x2xui32>) -> tensor<4x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<4x1xui32>) -> tensor<4xui32>
    %2 = stablehlo.slice %arg0 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<4x1xui32>) -> tensor<4xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %15:2 = call @threefry2x32_3(%13, %14, %11, %12) : (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<4x3xui32>, tensor<4x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<4x3xui32>) -> tensor<4x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<4x3xui32>) -> tensor<4x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<4x3x1xui32>, tensor<4x3x1xui32>) -> tensor<4x3x2xui32>
    return %18 : tensor<4x3x2xui32>
  }
  func.func private @threefry2x32_3(%arg0: tensor<4x1xui32>, %arg1: tensor<4x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<4x3xui32>, tensor<4x3xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4x1xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<4x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<4x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<4x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<4x3xui32>
    %9 = stablehlo.add %5, %8 : tensor<4x3xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %11 = stablehlo.shift_left %8, %10 : tensor<4x3xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %13 = stablehlo.shift_right_logical %8, %12 : tensor<4x3xui32>
    %14 = stablehlo.or %11, %13 : tensor<4x3xui32>
    %15 = stablehlo.xor %9, %14 : tensor<4x3xui32>
    %16 = stablehlo.add %9, %15 : tensor<4x3xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %18 = stablehlo.shift_left %15, %17 : tensor<4x3xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %20 = stablehlo.shift_right_logical %15, %19 : tensor<4x3xui32>
    %21 = stablehlo.or %18, %20 : tensor<4x3xui32>
    %22 = stablehlo.xor %16, %21 : tensor<4x3xui32>
    %23 = stablehlo.add %16, %22 : tensor<4x3xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %25 = stablehlo.shift_left %22, %24 : tensor<4x3xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %27 = stablehlo.shift_right_logical %22, %26 : tensor<4x3xui32>
    %28 = stablehlo.or %25, %27 : tensor<4x3xui32>
    %29 = stablehlo.xor %23, %28 : tensor<4x3xui32>
    %30 = stablehlo.add %23, %29 : tensor<4x3xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %32 = stablehlo.shift_left %29, %31 : tensor<4x3xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %34 = stablehlo.shift_right_logical %29, %33 : tensor<4x3xui32>
    %35 = stablehlo.or %32, %34 : tensor<4x3xui32>
    %36 = stablehlo.xor %30, %35 : tensor<4x3xui32>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %38 = stablehlo.add %30, %37 : tensor<4x3xui32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %40 = stablehlo.add %36, %39 : tensor<4x3xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %42 = stablehlo.add %40, %41 : tensor<4x3xui32>
    %43 = stablehlo.add %38, %42 : tensor<4x3xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %44 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %45 = stablehlo.shift_left %42, %44 : tensor<4x3xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %47 = stablehlo.shift_right_logical %42, %46 : tensor<4x3xui32>
    %48 = stablehlo.or %45, %47 : tensor<4x3xui32>
    %49 = stablehlo.xor %43, %48 : tensor<4x3xui32>
    %50 = stablehlo.add %43, %49 : tensor<4x3xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %52 = stablehlo.shift_left %49, %51 : tensor<4x3xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %54 = stablehlo.shift_right_logical %49, %53 : tensor<4x3xui32>
    %55 = stablehlo.or %52, %54 : tensor<4x3xui32>
    %56 = stablehlo.xor %50, %55 : tensor<4x3xui32>
    %57 = stablehlo.add %50, %56 : tensor<4x3xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %58 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %59 = stablehlo.shift_left %56, %58 : tensor<4x3xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %60 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %61 = stablehlo.shift_right_logical %56, %60 : tensor<4x3xui32>
    %62 = stablehlo.or %59, %61 : tensor<4x3xui32>
    %63 = stablehlo.xor %57, %62 : tensor<4x3xui32>
    %64 = stablehlo.add %57, %63 : tensor<4x3xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %65 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %66 = stablehlo.shift_left %63, %65 : tensor<4x3xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %67 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %68 = stablehlo.shift_right_logical %63, %67 : tensor<4x3xui32>
    %69 = stablehlo.or %66, %68 : tensor<4x3xui32>
    %70 = stablehlo.xor %64, %69 : tensor<4x3xui32>
    %71 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %72 = stablehlo.add %64, %71 : tensor<4x3xui32>
    %73 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %74 = stablehlo.add %70, %73 : tensor<4x3xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %76 = stablehlo.add %74, %75 : tensor<4x3xui32>
    %77 = stablehlo.add %72, %76 : tensor<4x3xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %78 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %79 = stablehlo.shift_left %76, %78 : tensor<4x3xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %80 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %81 = stablehlo.shift_right_logical %76, %80 : tensor<4x3xui32>
    %82 = stablehlo.or %79, %81 : tensor<4x3xui32>
    %83 = stablehlo.xor %77, %82 : tensor<4x3xui32>
    %84 = stablehlo.add %77, %83 : tensor<4x3xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %85 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %86 = stablehlo.shift_left %83, %85 : tensor<4x3xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %87 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %88 = stablehlo.shift_right_logical %83, %87 : tensor<4x3xui32>
    %89 = stablehlo.or %86, %88 : tensor<4x3xui32>
    %90 = stablehlo.xor %84, %89 : tensor<4x3xui32>
    %91 = stablehlo.add %84, %90 : tensor<4x3xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %92 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %93 = stablehlo.shift_left %90, %92 : tensor<4x3xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %94 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %95 = stablehlo.shift_right_logical %90, %94 : tensor<4x3xui32>
    %96 = stablehlo.or %93, %95 : tensor<4x3xui32>
    %97 = stablehlo.xor %91, %96 : tensor<4x3xui32>
    %98 = stablehlo.add %91, %97 : tensor<4x3xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %99 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %100 = stablehlo.shift_left %97, %99 : tensor<4x3xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %102 = stablehlo.shift_right_logical %97, %101 : tensor<4x3xui32>
    %103 = stablehlo.or %100, %102 : tensor<4x3xui32>
    %104 = stablehlo.xor %98, %103 : tensor<4x3xui32>
    %105 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %106 = stablehlo.add %98, %105 : tensor<4x3xui32>
    %107 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %108 = stablehlo.add %104, %107 : tensor<4x3xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %110 = stablehlo.add %108, %109 : tensor<4x3xui32>
    %111 = stablehlo.add %106, %110 : tensor<4x3xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %112 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %113 = stablehlo.shift_left %110, %112 : tensor<4x3xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %114 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %115 = stablehlo.shift_right_logical %110, %114 : tensor<4x3xui32>
    %116 = stablehlo.or %113, %115 : tensor<4x3xui32>
    %117 = stablehlo.xor %111, %116 : tensor<4x3xui32>
    %118 = stablehlo.add %111, %117 : tensor<4x3xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %119 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %120 = stablehlo.shift_left %117, %119 : tensor<4x3xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %121 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %122 = stablehlo.shift_right_logical %117, %121 : tensor<4x3xui32>
    %123 = stablehlo.or %120, %122 : tensor<4x3xui32>
    %124 = stablehlo.xor %118, %123 : tensor<4x3xui32>
    %125 = stablehlo.add %118, %124 : tensor<4x3xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %126 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %127 = stablehlo.shift_left %124, %126 : tensor<4x3xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %128 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %129 = stablehlo.shift_right_logical %124, %128 : tensor<4x3xui32>
    %130 = stablehlo.or %127, %129 : tensor<4x3xui32>
    %131 = stablehlo.xor %125, %130 : tensor<4x3xui32>
    %132 = stablehlo.add %125, %131 : tensor<4x3xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %134 = stablehlo.shift_left %131, %133 : tensor<4x3xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %135 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %136 = stablehlo.shift_right_logical %131, %135 : tensor<4x3xui32>
    %137 = stablehlo.or %134, %136 : tensor<4x3xui32>
    %138 = stablehlo.xor %132, %137 : tensor<4x3xui32>
    %139 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %140 = stablehlo.add %132, %139 : tensor<4x3xui32>
    %141 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %142 = stablehlo.add %138, %141 : tensor<4x3xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %144 = stablehlo.add %142, %143 : tensor<4x3xui32>
    %145 = stablehlo.add %140, %144 : tensor<4x3xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %146 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %147 = stablehlo.shift_left %144, %146 : tensor<4x3xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %149 = stablehlo.shift_right_logical %144, %148 : tensor<4x3xui32>
    %150 = stablehlo.or %147, %149 : tensor<4x3xui32>
    %151 = stablehlo.xor %145, %150 : tensor<4x3xui32>
    %152 = stablehlo.add %145, %151 : tensor<4x3xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %153 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %154 = stablehlo.shift_left %151, %153 : tensor<4x3xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %156 = stablehlo.shift_right_logical %151, %155 : tensor<4x3xui32>
    %157 = stablehlo.or %154, %156 : tensor<4x3xui32>
    %158 = stablehlo.xor %152, %157 : tensor<4x3xui32>
    %159 = stablehlo.add %152, %158 : tensor<4x3xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %160 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %161 = stablehlo.shift_left %158, %160 : tensor<4x3xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %162 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %163 = stablehlo.shift_right_logical %158, %162 : tensor<4x3xui32>
    %164 = stablehlo.or %161, %163 : tensor<4x3xui32>
    %165 = stablehlo.xor %159, %164 : tensor<4x3xui32>
    %166 = stablehlo.add %159, %165 : tensor<4x3xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %167 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %168 = stablehlo.shift_left %165, %167 : tensor<4x3xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %169 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %170 = stablehlo.shift_right_logical %165, %169 : tensor<4x3xui32>
    %171 = stablehlo.or %168, %170 : tensor<4x3xui32>
    %172 = stablehlo.xor %166, %171 : tensor<4x3xui32>
    %173 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %174 = stablehlo.add %166, %173 : tensor<4x3xui32>
    %175 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %176 = stablehlo.add %172, %175 : tensor<4x3xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %177 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
    %178 = stablehlo.add %176, %177 : tensor<4x3xui32>
    return %174, %178 : tensor<4x3xui32>, tensor<4x3xui32>
  }
  func.func private @_normal(%arg0: tensor<4x2xui32>) -> tensor<4xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<4x2xui32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @_normal_real(%arg0: tensor<4x2xui32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<4x2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %1 = chlo.erf_inv %0 : tensor<4xf32> -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
  func.func private @_uniform(%arg0: tensor<4x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<4x1xui32>) -> tensor<4xui32>
    %2 = stablehlo.slice %arg0 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<4x1xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_4(%1, %3, %c, %c_0) : (tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %9 = stablehlo.or %7, %8 : tensor<4xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<4xui32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<4xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<4xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.add %15, %16 : tensor<4xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<4xf32>
    return %19 : tensor<4xf32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<4xui32>, %arg1: tensor<4xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<4xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<4xui32>
    %7 = stablehlo.add %4, %6 : tensor<4xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %9 = stablehlo.shift_left %6, %8 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %11 = stablehlo.shift_right_logical %6, %10 : tensor<4xui32>
    %12 = stablehlo.or %9, %11 : tensor<4xui32>
    %13 = stablehlo.xor %7, %12 : tensor<4xui32>
    %14 = stablehlo.add %7, %13 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %16 = stablehlo.shift_left %13, %15 : tensor<4xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %18 = stablehlo.shift_right_logical %13, %17 : tensor<4xui32>
    %19 = stablehlo.or %16, %18 : tensor<4xui32>
    %20 = stablehlo.xor %14, %19 : tensor<4xui32>
    %21 = stablehlo.add %14, %20 : tensor<4xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %23 = stablehlo.shift_left %20, %22 : tensor<4xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %25 = stablehlo.shift_right_logical %20, %24 : tensor<4xui32>
    %26 = stablehlo.or %23, %25 : tensor<4xui32>
    %27 = stablehlo.xor %21, %26 : tensor<4xui32>
    %28 = stablehlo.add %21, %27 : tensor<4xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %30 = stablehlo.shift_left %27, %29 : tensor<4xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %32 = stablehlo.shift_right_logical %27, %31 : tensor<4xui32>
    %33 = stablehlo.or %30, %32 : tensor<4xui32>
    %34 = stablehlo.xor %28, %33 : tensor<4xui32>
    %35 = stablehlo.add %28, %arg1 : tensor<4xui32>
    %36 = stablehlo.add %34, %2 : tensor<4xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %38 = stablehlo.add %36, %37 : tensor<4xui32>
    %39 = stablehlo.add %35, %38 : tensor<4xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %41 = stablehlo.shift_left %38, %40 : tensor<4xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %43 = stablehlo.shift_right_logical %38, %42 : tensor<4xui32>
    %44 = stablehlo.or %41, %43 : tensor<4xui32>
    %45 = stablehlo.xor %39, %44 : tensor<4xui32>
    %46 = stablehlo.add %39, %45 : tensor<4xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %48 = stablehlo.shift_left %45, %47 : tensor<4xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %50 = stablehlo.shift_right_logical %45, %49 : tensor<4xui32>
    %51 = stablehlo.or %48, %50 : tensor<4xui32>
    %52 = stablehlo.xor %46, %51 : tensor<4xui32>
    %53 = stablehlo.add %46, %52 : tensor<4xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %55 = stablehlo.shift_left %52, %54 : tensor<4xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %56 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %57 = stablehlo.shift_right_logical %52, %56 : tensor<4xui32>
    %58 = stablehlo.or %55, %57 : tensor<4xui32>
    %59 = stablehlo.xor %53, %58 : tensor<4xui32>
    %60 = stablehlo.add %53, %59 : tensor<4xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %61 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %62 = stablehlo.shift_left %59, %61 : tensor<4xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %63 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %64 = stablehlo.shift_right_logical %59, %63 : tensor<4xui32>
    %65 = stablehlo.or %62, %64 : tensor<4xui32>
    %66 = stablehlo.xor %60, %65 : tensor<4xui32>
    %67 = stablehlo.add %60, %2 : tensor<4xui32>
    %68 = stablehlo.add %66, %arg0 : tensor<4xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %69 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %70 = stablehlo.add %68, %69 : tensor<4xui32>
    %71 = stablehlo.add %67, %70 : tensor<4xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %73 = stablehlo.shift_left %70, %72 : tensor<4xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %74 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %75 = stablehlo.shift_right_logical %70, %74 : tensor<4xui32>
    %76 = stablehlo.or %73, %75 : tensor<4xui32>
    %77 = stablehlo.xor %71, %76 : tensor<4xui32>
    %78 = stablehlo.add %71, %77 : tensor<4xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %79 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %80 = stablehlo.shift_left %77, %79 : tensor<4xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %81 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %82 = stablehlo.shift_right_logical %77, %81 : tensor<4xui32>
    %83 = stablehlo.or %80, %82 : tensor<4xui32>
    %84 = stablehlo.xor %78, %83 : tensor<4xui32>
    %85 = stablehlo.add %78, %84 : tensor<4xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %87 = stablehlo.shift_left %84, %86 : tensor<4xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %88 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %89 = stablehlo.shift_right_logical %84, %88 : tensor<4xui32>
    %90 = stablehlo.or %87, %89 : tensor<4xui32>
    %91 = stablehlo.xor %85, %90 : tensor<4xui32>
    %92 = stablehlo.add %85, %91 : tensor<4xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %93 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %94 = stablehlo.shift_left %91, %93 : tensor<4xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %95 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %96 = stablehlo.shift_right_logical %91, %95 : tensor<4xui32>
    %97 = stablehlo.or %94, %96 : tensor<4xui32>
    %98 = stablehlo.xor %92, %97 : tensor<4xui32>
    %99 = stablehlo.add %92, %arg0 : tensor<4xui32>
    %100 = stablehlo.add %98, %arg1 : tensor<4xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %102 = stablehlo.add %100, %101 : tensor<4xui32>
    %103 = stablehlo.add %99, %102 : tensor<4xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %104 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %105 = stablehlo.shift_left %102, %104 : tensor<4xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %107 = stablehlo.shift_right_logical %102, %106 : tensor<4xui32>
    %108 = stablehlo.or %105, %107 : tensor<4xui32>
    %109 = stablehlo.xor %103, %108 : tensor<4xui32>
    %110 = stablehlo.add %103, %109 : tensor<4xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %112 = stablehlo.shift_left %109, %111 : tensor<4xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %113 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %114 = stablehlo.shift_right_logical %109, %113 : tensor<4xui32>
    %115 = stablehlo.or %112, %114 : tensor<4xui32>
    %116 = stablehlo.xor %110, %115 : tensor<4xui32>
    %117 = stablehlo.add %110, %116 : tensor<4xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %119 = stablehlo.shift_left %116, %118 : tensor<4xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %120 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %121 = stablehlo.shift_right_logical %116, %120 : tensor<4xui32>
    %122 = stablehlo.or %119, %121 : tensor<4xui32>
    %123 = stablehlo.xor %117, %122 : tensor<4xui32>
    %124 = stablehlo.add %117, %123 : tensor<4xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %126 = stablehlo.shift_left %123, %125 : tensor<4xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %127 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %128 = stablehlo.shift_right_logical %123, %127 : tensor<4xui32>
    %129 = stablehlo.or %126, %128 : tensor<4xui32>
    %130 = stablehlo.xor %124, %129 : tensor<4xui32>
    %131 = stablehlo.add %124, %arg1 : tensor<4xui32>
    %132 = stablehlo.add %130, %2 : tensor<4xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %134 = stablehlo.add %132, %133 : tensor<4xui32>
    %135 = stablehlo.add %131, %134 : tensor<4xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %136 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %137 = stablehlo.shift_left %134, %136 : tensor<4xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %138 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %139 = stablehlo.shift_right_logical %134, %138 : tensor<4xui32>
    %140 = stablehlo.or %137, %139 : tensor<4xui32>
    %141 = stablehlo.xor %135, %140 : tensor<4xui32>
    %142 = stablehlo.add %135, %141 : tensor<4xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<4xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<4xui32>
    %147 = stablehlo.or %144, %146 : tensor<4xui32>
    %148 = stablehlo.xor %142, %147 : tensor<4xui32>
    %149 = stablehlo.add %142, %148 : tensor<4xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<4xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<4xui32>
    %154 = stablehlo.or %151, %153 : tensor<4xui32>
    %155 = stablehlo.xor %149, %154 : tensor<4xui32>
    %156 = stablehlo.add %149, %155 : tensor<4xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<4xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<4xui32>
    %161 = stablehlo.or %158, %160 : tensor<4xui32>
    %162 = stablehlo.xor %156, %161 : tensor<4xui32>
    %163 = stablehlo.add %156, %2 : tensor<4xui32>
    %164 = stablehlo.add %162, %arg0 : tensor<4xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %165 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %166 = stablehlo.add %164, %165 : tensor<4xui32>
    return %163, %166 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_5(%arg0: tensor<4x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<4x1xui32>) -> tensor<4xui32>
    %4 = stablehlo.slice %arg0 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_4(%3, %5, %c, %c_0) : (tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %11 = stablehlo.or %9, %10 : tensor<4xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<4xui32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<4xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<4xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.add %17, %18 : tensor<4xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<4xf32>
    return %21 : tensor<4xf32>
  }
  func.func private @_gamma_6(%arg0: tensor<4x2xui32>, %arg1: tensor<f32>) -> tensor<4x2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
    %3 = call @_threefry_split_0(%arg0) : (tensor<4x2xui32>) -> tensor<4x2x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<4x2x2xui32>) -> tensor<8x2xui32>
    %5 = stablehlo.reshape %2 : (tensor<4x2xf32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.compare GE, %5, %6, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.add %5, %8 : tensor<8xf32>
    %10 = stablehlo.select %7, %5, %9 : tensor<8xi1>, tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<8xf32>
    %13 = stablehlo.sqrt %12 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.divide %14, %13 : tensor<8xf32>
    %16 = call @_threefry_split_7(%4) : (tensor<8x2xui32>) -> tensor<8x2x2xui32>
    %17 = stablehlo.slice %16 [0:8, 0:1, 0:2] : (tensor<8x2x2xui32>) -> tensor<8x1x2xui32>
    %18 = stablehlo.reshape %17 : (tensor<8x1x2xui32>) -> tensor<8x2xui32>
    %19 = stablehlo.slice %16 [0:8, 1:2, 0:2] : (tensor<8x2x2xui32>) -> tensor<8x1x2xui32>
    %20 = stablehlo.reshape %19 : (tensor<8x1x2xui32>) -> tensor<8x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24:6 = stablehlo.while(%iterArg = %12, %iterArg_11 = %15, %iterArg_12 = %18, %iterArg_13 = %21, %iterArg_14 = %22, %iterArg_15 = %23) : tensor<8xf32>, tensor<8xf32>, tensor<8x2xui32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %36 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<8xf32>
      %cst_16 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %38 = stablehlo.multiply %37, %36 : tensor<8xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %40 = stablehlo.subtract %39, %38 : tensor<8xf32>
      %41 = stablehlo.compare GE, %iterArg_15, %40, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %42 = stablehlo.log %iterArg_15 : tensor<8xf32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %44 = stablehlo.multiply %iterArg_13, %43 : tensor<8xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %46 = stablehlo.subtract %45, %iterArg_14 : tensor<8xf32>
      %47 = stablehlo.log %iterArg_14 : tensor<8xf32>
      %48 = stablehlo.add %46, %47 : tensor<8xf32>
      %49 = stablehlo.multiply %iterArg, %48 : tensor<8xf32>
      %50 = stablehlo.add %44, %49 : tensor<8xf32>
      %51 = stablehlo.compare GE, %42, %50, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %52 = stablehlo.and %41, %51 : tensor<8xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %53 = stablehlo.reduce(%52 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %53 : tensor<i1>
    } do {
      %36 = func.call @_threefry_split_9(%iterArg_12) : (tensor<8x2xui32>) -> tensor<8x3x2xui32>
      %37 = stablehlo.slice %36 [0:8, 0:1, 0:2] : (tensor<8x3x2xui32>) -> tensor<8x1x2xui32>
      %38 = stablehlo.reshape %37 : (tensor<8x1x2xui32>) -> tensor<8x2xui32>
      %39 = stablehlo.slice %36 [0:8, 1:2, 0:2] : (tensor<8x3x2xui32>) -> tensor<8x1x2xui32>
      %40 = stablehlo.reshape %39 : (tensor<8x1x2xui32>) -> tensor<8x2xui32>
      %41 = stablehlo.slice %36 [0:8, 2:3, 0:2] : (tensor<8x3x2xui32>) -> tensor<8x1x2xui32>
      %42 = stablehlo.reshape %41 : (tensor<8x1x2xui32>) -> tensor<8x2xui32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %45:4 = stablehlo.while(%iterArg_24 = %iterArg_11, %iterArg_25 = %40, %iterArg_26 = %43, %iterArg_27 = %44) : tensor<8xf32>, tensor<8x2xui32>, tensor<8xf32>, tensor<8xf32>
      cond {
        %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %75 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
        %76 = stablehlo.compare LE, %iterArg_27, %75, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %77 = stablehlo.reduce(%76 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %77 : tensor<i1>
      } do {
        %75 = func.call @_threefry_split_7(%iterArg_25) : (tensor<8x2xui32>) -> tensor<8x2x2xui32>
        %76 = stablehlo.slice %75 [0:8, 0:1, 0:2] : (tensor<8x2x2xui32>) -> tensor<8x1x2xui32>
        %77 = stablehlo.reshape %76 : (tensor<8x1x2xui32>) -> tensor<8x2xui32>
        %78 = stablehlo.slice %75 [0:8, 1:2, 0:2] : (tensor<8x2x2xui32>) -> tensor<8x1x2xui32>
        %79 = stablehlo.reshape %78 : (tensor<8x1x2xui32>) -> tensor<8x2xui32>
        %80 = func.call @_normal_11(%79) : (tensor<8x2xui32>) -> tensor<8xf32>
        %81 = stablehlo.multiply %80, %iterArg_24 : tensor<8xf32>
        %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %82 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
        %83 = stablehlo.add %82, %81 : tensor<8xf32>
        %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %84 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
        %85 = stablehlo.compare LE, %iterArg_27, %84, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
        %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<8xi1>) -> tensor<8x2xi1>
        %87 = stablehlo.select %86, %77, %iterArg_25 : tensor<8x2xi1>, tensor<8x2xui32>
        %88 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
        %89 = stablehlo.select %88, %80, %iterArg_26 : tensor<8xi1>, tensor<8xf32>
        %90 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
        %91 = stablehlo.select %90, %83, %iterArg_27 : tensor<8xi1>, tensor<8xf32>
        stablehlo.return %iterArg_24, %87, %89, %91 : tensor<8xf32>, tensor<8x2xui32>, tensor<8xf32>, tensor<8xf32>
      }
      %46 = stablehlo.multiply %45#2, %45#2 : tensor<8xf32>
      %47 = stablehlo.multiply %45#3, %45#3 : tensor<8xf32>
      %48 = stablehlo.multiply %47, %45#3 : tensor<8xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %49 = func.call @_uniform_15(%42, %cst_18, %cst_19) : (tensor<8x2xui32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
      %50 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<8xf32>
      %cst_20 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %52 = stablehlo.multiply %51, %50 : tensor<8xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %54 = stablehlo.subtract %53, %52 : tensor<8xf32>
      %55 = stablehlo.compare GE, %iterArg_15, %54, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %56 = stablehlo.log %iterArg_15 : tensor<8xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %58 = stablehlo.multiply %iterArg_13, %57 : tensor<8xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %59 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %60 = stablehlo.subtract %59, %iterArg_14 : tensor<8xf32>
      %61 = stablehlo.log %iterArg_14 : tensor<8xf32>
      %62 = stablehlo.add %60, %61 : tensor<8xf32>
      %63 = stablehlo.multiply %iterArg, %62 : tensor<8xf32>
      %64 = stablehlo.add %58, %63 : tensor<8xf32>
      %65 = stablehlo.compare GE, %56, %64, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %66 = stablehlo.and %55, %65 : tensor<8xi1>
      %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<8xi1>) -> tensor<8x2xi1>
      %68 = stablehlo.select %67, %38, %iterArg_12 : tensor<8x2xi1>, tensor<8x2xui32>
      %69 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
      %70 = stablehlo.select %69, %46, %iterArg_13 : tensor<8xi1>, tensor<8xf32>
      %71 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
      %72 = stablehlo.select %71, %48, %iterArg_14 : tensor<8xi1>, tensor<8xf32>
      %73 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
      %74 = stablehlo.select %73, %49, %iterArg_15 : tensor<8xi1>, tensor<8xf32>
      stablehlo.return %iterArg, %iterArg_11, %68, %70, %72, %74 : tensor<8xf32>, tensor<8xf32>, tensor<8x2xui32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = call @_uniform_15(%20, %cst_6, %cst_7) : (tensor<8x2xui32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.subtract %26, %25 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.divide %28, %5 : tensor<8xf32>
    %30 = stablehlo.power %27, %29 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.select %7, %31, %30 : tensor<8xi1>, tensor<8xf32>
    %33 = stablehlo.multiply %12, %24#4 : tensor<8xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<8xf32>
    %35 = stablehlo.reshape %34 : (tensor<8xf32>) -> tensor<4x2xf32>
    return %35 : tensor<4x2xf32>
  }
  func.func private @_threefry_split_7(%arg0: tensor<8x2xui32>) -> tensor<8x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:1] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<8x1xui32>) -> tensor<8xui32>
    %2 = stablehlo.slice %arg0 [0:8, 1:2] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<8x1xui32>) -> tensor<8xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %15:2 = call @threefry2x32_8(%13, %14, %11, %12) : (tensor<8x1xui32>, tensor<8x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<8x2xui32>, tensor<8x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<8x2xui32>) -> tensor<8x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<8x2xui32>) -> tensor<8x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<8x2x1xui32>, tensor<8x2x1xui32>) -> tensor<8x2x2xui32>
    return %18 : tensor<8x2x2xui32>
  }
  func.func private @threefry2x32_8(%arg0: tensor<8x1xui32>, %arg1: tensor<8x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<8x2xui32>, tensor<8x2xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<8x1xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<8x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<8x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<8x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<8x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<8x2xui32>
    %9 = stablehlo.add %5, %8 : tensor<8x2xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %11 = stablehlo.shift_left %8, %10 : tensor<8x2xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %13 = stablehlo.shift_right_logical %8, %12 : tensor<8x2xui32>
    %14 = stablehlo.or %11, %13 : tensor<8x2xui32>
    %15 = stablehlo.xor %9, %14 : tensor<8x2xui32>
    %16 = stablehlo.add %9, %15 : tensor<8x2xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %18 = stablehlo.shift_left %15, %17 : tensor<8x2xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %20 = stablehlo.shift_right_logical %15, %19 : tensor<8x2xui32>
    %21 = stablehlo.or %18, %20 : tensor<8x2xui32>
    %22 = stablehlo.xor %16, %21 : tensor<8x2xui32>
    %23 = stablehlo.add %16, %22 : tensor<8x2xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %25 = stablehlo.shift_left %22, %24 : tensor<8x2xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %27 = stablehlo.shift_right_logical %22, %26 : tensor<8x2xui32>
    %28 = stablehlo.or %25, %27 : tensor<8x2xui32>
    %29 = stablehlo.xor %23, %28 : tensor<8x2xui32>
    %30 = stablehlo.add %23, %29 : tensor<8x2xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %32 = stablehlo.shift_left %29, %31 : tensor<8x2xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %34 = stablehlo.shift_right_logical %29, %33 : tensor<8x2xui32>
    %35 = stablehlo.or %32, %34 : tensor<8x2xui32>
    %36 = stablehlo.xor %30, %35 : tensor<8x2xui32>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %38 = stablehlo.add %30, %37 : tensor<8x2xui32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %40 = stablehlo.add %36, %39 : tensor<8x2xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %42 = stablehlo.add %40, %41 : tensor<8x2xui32>
    %43 = stablehlo.add %38, %42 : tensor<8x2xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %44 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %45 = stablehlo.shift_left %42, %44 : tensor<8x2xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %47 = stablehlo.shift_right_logical %42, %46 : tensor<8x2xui32>
    %48 = stablehlo.or %45, %47 : tensor<8x2xui32>
    %49 = stablehlo.xor %43, %48 : tensor<8x2xui32>
    %50 = stablehlo.add %43, %49 : tensor<8x2xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %52 = stablehlo.shift_left %49, %51 : tensor<8x2xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %54 = stablehlo.shift_right_logical %49, %53 : tensor<8x2xui32>
    %55 = stablehlo.or %52, %54 : tensor<8x2xui32>
    %56 = stablehlo.xor %50, %55 : tensor<8x2xui32>
    %57 = stablehlo.add %50, %56 : tensor<8x2xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %58 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %59 = stablehlo.shift_left %56, %58 : tensor<8x2xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %60 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %61 = stablehlo.shift_right_logical %56, %60 : tensor<8x2xui32>
    %62 = stablehlo.or %59, %61 : tensor<8x2xui32>
    %63 = stablehlo.xor %57, %62 : tensor<8x2xui32>
    %64 = stablehlo.add %57, %63 : tensor<8x2xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %65 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %66 = stablehlo.shift_left %63, %65 : tensor<8x2xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %67 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %68 = stablehlo.shift_right_logical %63, %67 : tensor<8x2xui32>
    %69 = stablehlo.or %66, %68 : tensor<8x2xui32>
    %70 = stablehlo.xor %64, %69 : tensor<8x2xui32>
    %71 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %72 = stablehlo.add %64, %71 : tensor<8x2xui32>
    %73 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %74 = stablehlo.add %70, %73 : tensor<8x2xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %76 = stablehlo.add %74, %75 : tensor<8x2xui32>
    %77 = stablehlo.add %72, %76 : tensor<8x2xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %78 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %79 = stablehlo.shift_left %76, %78 : tensor<8x2xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %80 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %81 = stablehlo.shift_right_logical %76, %80 : tensor<8x2xui32>
    %82 = stablehlo.or %79, %81 : tensor<8x2xui32>
    %83 = stablehlo.xor %77, %82 : tensor<8x2xui32>
    %84 = stablehlo.add %77, %83 : tensor<8x2xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %85 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %86 = stablehlo.shift_left %83, %85 : tensor<8x2xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %87 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %88 = stablehlo.shift_right_logical %83, %87 : tensor<8x2xui32>
    %89 = stablehlo.or %86, %88 : tensor<8x2xui32>
    %90 = stablehlo.xor %84, %89 : tensor<8x2xui32>
    %91 = stablehlo.add %84, %90 : tensor<8x2xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %92 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %93 = stablehlo.shift_left %90, %92 : tensor<8x2xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %94 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %95 = stablehlo.shift_right_logical %90, %94 : tensor<8x2xui32>
    %96 = stablehlo.or %93, %95 : tensor<8x2xui32>
    %97 = stablehlo.xor %91, %96 : tensor<8x2xui32>
    %98 = stablehlo.add %91, %97 : tensor<8x2xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %99 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %100 = stablehlo.shift_left %97, %99 : tensor<8x2xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %102 = stablehlo.shift_right_logical %97, %101 : tensor<8x2xui32>
    %103 = stablehlo.or %100, %102 : tensor<8x2xui32>
    %104 = stablehlo.xor %98, %103 : tensor<8x2xui32>
    %105 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %106 = stablehlo.add %98, %105 : tensor<8x2xui32>
    %107 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %108 = stablehlo.add %104, %107 : tensor<8x2xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %110 = stablehlo.add %108, %109 : tensor<8x2xui32>
    %111 = stablehlo.add %106, %110 : tensor<8x2xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %112 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %113 = stablehlo.shift_left %110, %112 : tensor<8x2xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %114 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %115 = stablehlo.shift_right_logical %110, %114 : tensor<8x2xui32>
    %116 = stablehlo.or %113, %115 : tensor<8x2xui32>
    %117 = stablehlo.xor %111, %116 : tensor<8x2xui32>
    %118 = stablehlo.add %111, %117 : tensor<8x2xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %119 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %120 = stablehlo.shift_left %117, %119 : tensor<8x2xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %121 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %122 = stablehlo.shift_right_logical %117, %121 : tensor<8x2xui32>
    %123 = stablehlo.or %120, %122 : tensor<8x2xui32>
    %124 = stablehlo.xor %118, %123 : tensor<8x2xui32>
    %125 = stablehlo.add %118, %124 : tensor<8x2xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %126 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %127 = stablehlo.shift_left %124, %126 : tensor<8x2xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %128 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %129 = stablehlo.shift_right_logical %124, %128 : tensor<8x2xui32>
    %130 = stablehlo.or %127, %129 : tensor<8x2xui32>
    %131 = stablehlo.xor %125, %130 : tensor<8x2xui32>
    %132 = stablehlo.add %125, %131 : tensor<8x2xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %134 = stablehlo.shift_left %131, %133 : tensor<8x2xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %135 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %136 = stablehlo.shift_right_logical %131, %135 : tensor<8x2xui32>
    %137 = stablehlo.or %134, %136 : tensor<8x2xui32>
    %138 = stablehlo.xor %132, %137 : tensor<8x2xui32>
    %139 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %140 = stablehlo.add %132, %139 : tensor<8x2xui32>
    %141 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %142 = stablehlo.add %138, %141 : tensor<8x2xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %144 = stablehlo.add %142, %143 : tensor<8x2xui32>
    %145 = stablehlo.add %140, %144 : tensor<8x2xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %146 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %147 = stablehlo.shift_left %144, %146 : tensor<8x2xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %149 = stablehlo.shift_right_logical %144, %148 : tensor<8x2xui32>
    %150 = stablehlo.or %147, %149 : tensor<8x2xui32>
    %151 = stablehlo.xor %145, %150 : tensor<8x2xui32>
    %152 = stablehlo.add %145, %151 : tensor<8x2xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %153 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %154 = stablehlo.shift_left %151, %153 : tensor<8x2xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %156 = stablehlo.shift_right_logical %151, %155 : tensor<8x2xui32>
    %157 = stablehlo.or %154, %156 : tensor<8x2xui32>
    %158 = stablehlo.xor %152, %157 : tensor<8x2xui32>
    %159 = stablehlo.add %152, %158 : tensor<8x2xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %160 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %161 = stablehlo.shift_left %158, %160 : tensor<8x2xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %162 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %163 = stablehlo.shift_right_logical %158, %162 : tensor<8x2xui32>
    %164 = stablehlo.or %161, %163 : tensor<8x2xui32>
    %165 = stablehlo.xor %159, %164 : tensor<8x2xui32>
    %166 = stablehlo.add %159, %165 : tensor<8x2xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %167 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %168 = stablehlo.shift_left %165, %167 : tensor<8x2xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %169 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %170 = stablehlo.shift_right_logical %165, %169 : tensor<8x2xui32>
    %171 = stablehlo.or %168, %170 : tensor<8x2xui32>
    %172 = stablehlo.xor %166, %171 : tensor<8x2xui32>
    %173 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %174 = stablehlo.add %166, %173 : tensor<8x2xui32>
    %175 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %176 = stablehlo.add %172, %175 : tensor<8x2xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %177 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %178 = stablehlo.add %176, %177 : tensor<8x2xui32>
    return %174, %178 : tensor<8x2xui32>, tensor<8x2xui32>
  }
  func.func private @_threefry_split_9(%arg0: tensor<8x2xui32>) -> tensor<8x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:1] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<8x1xui32>) -> tensor<8xui32>
    %2 = stablehlo.slice %arg0 [0:8, 1:2] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<8x1xui32>) -> tensor<8xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %15:2 = call @threefry2x32_10(%13, %14, %11, %12) : (tensor<8x1xui32>, tensor<8x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<8x3xui32>, tensor<8x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<8x3xui32>) -> tensor<8x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<8x3xui32>) -> tensor<8x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<8x3x1xui32>, tensor<8x3x1xui32>) -> tensor<8x3x2xui32>
    return %18 : tensor<8x3x2xui32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<8x1xui32>, %arg1: tensor<8x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<8x3xui32>, tensor<8x3xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<8x1xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<8x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<8x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<8x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<8x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<8x3xui32>
    %9 = stablehlo.add %5, %8 : tensor<8x3xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %11 = stablehlo.shift_left %8, %10 : tensor<8x3xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %13 = stablehlo.shift_right_logical %8, %12 : tensor<8x3xui32>
    %14 = stablehlo.or %11, %13 : tensor<8x3xui32>
    %15 = stablehlo.xor %9, %14 : tensor<8x3xui32>
    %16 = stablehlo.add %9, %15 : tensor<8x3xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %18 = stablehlo.shift_left %15, %17 : tensor<8x3xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %20 = stablehlo.shift_right_logical %15, %19 : tensor<8x3xui32>
    %21 = stablehlo.or %18, %20 : tensor<8x3xui32>
    %22 = stablehlo.xor %16, %21 : tensor<8x3xui32>
    %23 = stablehlo.add %16, %22 : tensor<8x3xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %25 = stablehlo.shift_left %22, %24 : tensor<8x3xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %27 = stablehlo.shift_right_logical %22, %26 : tensor<8x3xui32>
    %28 = stablehlo.or %25, %27 : tensor<8x3xui32>
    %29 = stablehlo.xor %23, %28 : tensor<8x3xui32>
    %30 = stablehlo.add %23, %29 : tensor<8x3xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %32 = stablehlo.shift_left %29, %31 : tensor<8x3xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %34 = stablehlo.shift_right_logical %29, %33 : tensor<8x3xui32>
    %35 = stablehlo.or %32, %34 : tensor<8x3xui32>
    %36 = stablehlo.xor %30, %35 : tensor<8x3xui32>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %38 = stablehlo.add %30, %37 : tensor<8x3xui32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %40 = stablehlo.add %36, %39 : tensor<8x3xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %42 = stablehlo.add %40, %41 : tensor<8x3xui32>
    %43 = stablehlo.add %38, %42 : tensor<8x3xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %44 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %45 = stablehlo.shift_left %42, %44 : tensor<8x3xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %47 = stablehlo.shift_right_logical %42, %46 : tensor<8x3xui32>
    %48 = stablehlo.or %45, %47 : tensor<8x3xui32>
    %49 = stablehlo.xor %43, %48 : tensor<8x3xui32>
    %50 = stablehlo.add %43, %49 : tensor<8x3xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %52 = stablehlo.shift_left %49, %51 : tensor<8x3xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %54 = stablehlo.shift_right_logical %49, %53 : tensor<8x3xui32>
    %55 = stablehlo.or %52, %54 : tensor<8x3xui32>
    %56 = stablehlo.xor %50, %55 : tensor<8x3xui32>
    %57 = stablehlo.add %50, %56 : tensor<8x3xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %58 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %59 = stablehlo.shift_left %56, %58 : tensor<8x3xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %60 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %61 = stablehlo.shift_right_logical %56, %60 : tensor<8x3xui32>
    %62 = stablehlo.or %59, %61 : tensor<8x3xui32>
    %63 = stablehlo.xor %57, %62 : tensor<8x3xui32>
    %64 = stablehlo.add %57, %63 : tensor<8x3xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %65 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %66 = stablehlo.shift_left %63, %65 : tensor<8x3xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %67 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %68 = stablehlo.shift_right_logical %63, %67 : tensor<8x3xui32>
    %69 = stablehlo.or %66, %68 : tensor<8x3xui32>
    %70 = stablehlo.xor %64, %69 : tensor<8x3xui32>
    %71 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %72 = stablehlo.add %64, %71 : tensor<8x3xui32>
    %73 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %74 = stablehlo.add %70, %73 : tensor<8x3xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %76 = stablehlo.add %74, %75 : tensor<8x3xui32>
    %77 = stablehlo.add %72, %76 : tensor<8x3xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %78 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %79 = stablehlo.shift_left %76, %78 : tensor<8x3xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %80 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %81 = stablehlo.shift_right_logical %76, %80 : tensor<8x3xui32>
    %82 = stablehlo.or %79, %81 : tensor<8x3xui32>
    %83 = stablehlo.xor %77, %82 : tensor<8x3xui32>
    %84 = stablehlo.add %77, %83 : tensor<8x3xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %85 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %86 = stablehlo.shift_left %83, %85 : tensor<8x3xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %87 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %88 = stablehlo.shift_right_logical %83, %87 : tensor<8x3xui32>
    %89 = stablehlo.or %86, %88 : tensor<8x3xui32>
    %90 = stablehlo.xor %84, %89 : tensor<8x3xui32>
    %91 = stablehlo.add %84, %90 : tensor<8x3xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %92 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %93 = stablehlo.shift_left %90, %92 : tensor<8x3xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %94 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %95 = stablehlo.shift_right_logical %90, %94 : tensor<8x3xui32>
    %96 = stablehlo.or %93, %95 : tensor<8x3xui32>
    %97 = stablehlo.xor %91, %96 : tensor<8x3xui32>
    %98 = stablehlo.add %91, %97 : tensor<8x3xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %99 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %100 = stablehlo.shift_left %97, %99 : tensor<8x3xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %102 = stablehlo.shift_right_logical %97, %101 : tensor<8x3xui32>
    %103 = stablehlo.or %100, %102 : tensor<8x3xui32>
    %104 = stablehlo.xor %98, %103 : tensor<8x3xui32>
    %105 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %106 = stablehlo.add %98, %105 : tensor<8x3xui32>
    %107 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %108 = stablehlo.add %104, %107 : tensor<8x3xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %110 = stablehlo.add %108, %109 : tensor<8x3xui32>
    %111 = stablehlo.add %106, %110 : tensor<8x3xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %112 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %113 = stablehlo.shift_left %110, %112 : tensor<8x3xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %114 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %115 = stablehlo.shift_right_logical %110, %114 : tensor<8x3xui32>
    %116 = stablehlo.or %113, %115 : tensor<8x3xui32>
    %117 = stablehlo.xor %111, %116 : tensor<8x3xui32>
    %118 = stablehlo.add %111, %117 : tensor<8x3xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %119 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %120 = stablehlo.shift_left %117, %119 : tensor<8x3xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %121 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %122 = stablehlo.shift_right_logical %117, %121 : tensor<8x3xui32>
    %123 = stablehlo.or %120, %122 : tensor<8x3xui32>
    %124 = stablehlo.xor %118, %123 : tensor<8x3xui32>
    %125 = stablehlo.add %118, %124 : tensor<8x3xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %126 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %127 = stablehlo.shift_left %124, %126 : tensor<8x3xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %128 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %129 = stablehlo.shift_right_logical %124, %128 : tensor<8x3xui32>
    %130 = stablehlo.or %127, %129 : tensor<8x3xui32>
    %131 = stablehlo.xor %125, %130 : tensor<8x3xui32>
    %132 = stablehlo.add %125, %131 : tensor<8x3xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %134 = stablehlo.shift_left %131, %133 : tensor<8x3xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %135 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %136 = stablehlo.shift_right_logical %131, %135 : tensor<8x3xui32>
    %137 = stablehlo.or %134, %136 : tensor<8x3xui32>
    %138 = stablehlo.xor %132, %137 : tensor<8x3xui32>
    %139 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %140 = stablehlo.add %132, %139 : tensor<8x3xui32>
    %141 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %142 = stablehlo.add %138, %141 : tensor<8x3xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %144 = stablehlo.add %142, %143 : tensor<8x3xui32>
    %145 = stablehlo.add %140, %144 : tensor<8x3xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %146 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %147 = stablehlo.shift_left %144, %146 : tensor<8x3xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %149 = stablehlo.shift_right_logical %144, %148 : tensor<8x3xui32>
    %150 = stablehlo.or %147, %149 : tensor<8x3xui32>
    %151 = stablehlo.xor %145, %150 : tensor<8x3xui32>
    %152 = stablehlo.add %145, %151 : tensor<8x3xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %153 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %154 = stablehlo.shift_left %151, %153 : tensor<8x3xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %156 = stablehlo.shift_right_logical %151, %155 : tensor<8x3xui32>
    %157 = stablehlo.or %154, %156 : tensor<8x3xui32>
    %158 = stablehlo.xor %152, %157 : tensor<8x3xui32>
    %159 = stablehlo.add %152, %158 : tensor<8x3xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %160 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %161 = stablehlo.shift_left %158, %160 : tensor<8x3xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %162 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %163 = stablehlo.shift_right_logical %158, %162 : tensor<8x3xui32>
    %164 = stablehlo.or %161, %163 : tensor<8x3xui32>
    %165 = stablehlo.xor %159, %164 : tensor<8x3xui32>
    %166 = stablehlo.add %159, %165 : tensor<8x3xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %167 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %168 = stablehlo.shift_left %165, %167 : tensor<8x3xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %169 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %170 = stablehlo.shift_right_logical %165, %169 : tensor<8x3xui32>
    %171 = stablehlo.or %168, %170 : tensor<8x3xui32>
    %172 = stablehlo.xor %166, %171 : tensor<8x3xui32>
    %173 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %174 = stablehlo.add %166, %173 : tensor<8x3xui32>
    %175 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %176 = stablehlo.add %172, %175 : tensor<8x3xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %177 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
    %178 = stablehlo.add %176, %177 : tensor<8x3xui32>
    return %174, %178 : tensor<8x3xui32>, tensor<8x3xui32>
  }
  func.func private @_normal_11(%arg0: tensor<8x2xui32>) -> tensor<8xf32> {
    %0 = call @_normal_real_12(%arg0) : (tensor<8x2xui32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @_normal_real_12(%arg0: tensor<8x2xui32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_13(%arg0, %cst, %cst_0) : (tensor<8x2xui32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %1 = chlo.erf_inv %0 : tensor<8xf32> -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<8xf32>
    return %3 : tensor<8xf32>
  }
  func.func private @_uniform_13(%arg0: tensor<8x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:1] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<8x1xui32>) -> tensor<8xui32>
    %2 = stablehlo.slice %arg0 [0:8, 1:2] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<8x1xui32>) -> tensor<8xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_14(%1, %3, %c, %c_0) : (tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %9 = stablehlo.or %7, %8 : tensor<8xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<8xui32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<8xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<8xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.add %15, %16 : tensor<8xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<8xf32>
    return %19 : tensor<8xf32>
  }
  func.func private @threefry2x32_14(%arg0: tensor<8xui32>, %arg1: tensor<8xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<8xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.xor %0, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<8xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<8xui32>
    %7 = stablehlo.add %4, %6 : tensor<8xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %9 = stablehlo.shift_left %6, %8 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %11 = stablehlo.shift_right_logical %6, %10 : tensor<8xui32>
    %12 = stablehlo.or %9, %11 : tensor<8xui32>
    %13 = stablehlo.xor %7, %12 : tensor<8xui32>
    %14 = stablehlo.add %7, %13 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %16 = stablehlo.shift_left %13, %15 : tensor<8xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %18 = stablehlo.shift_right_logical %13, %17 : tensor<8xui32>
    %19 = stablehlo.or %16, %18 : tensor<8xui32>
    %20 = stablehlo.xor %14, %19 : tensor<8xui32>
    %21 = stablehlo.add %14, %20 : tensor<8xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %23 = stablehlo.shift_left %20, %22 : tensor<8xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %25 = stablehlo.shift_right_logical %20, %24 : tensor<8xui32>
    %26 = stablehlo.or %23, %25 : tensor<8xui32>
    %27 = stablehlo.xor %21, %26 : tensor<8xui32>
    %28 = stablehlo.add %21, %27 : tensor<8xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %30 = stablehlo.shift_left %27, %29 : tensor<8xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %32 = stablehlo.shift_right_logical %27, %31 : tensor<8xui32>
    %33 = stablehlo.or %30, %32 : tensor<8xui32>
    %34 = stablehlo.xor %28, %33 : tensor<8xui32>
    %35 = stablehlo.add %28, %arg1 : tensor<8xui32>
    %36 = stablehlo.add %34, %2 : tensor<8xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %38 = stablehlo.add %36, %37 : tensor<8xui32>
    %39 = stablehlo.add %35, %38 : tensor<8xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %41 = stablehlo.shift_left %38, %40 : tensor<8xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %43 = stablehlo.shift_right_logical %38, %42 : tensor<8xui32>
    %44 = stablehlo.or %41, %43 : tensor<8xui32>
    %45 = stablehlo.xor %39, %44 : tensor<8xui32>
    %46 = stablehlo.add %39, %45 : tensor<8xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %48 = stablehlo.shift_left %45, %47 : tensor<8xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %50 = stablehlo.shift_right_logical %45, %49 : tensor<8xui32>
    %51 = stablehlo.or %48, %50 : tensor<8xui32>
    %52 = stablehlo.xor %46, %51 : tensor<8xui32>
    %53 = stablehlo.add %46, %52 : tensor<8xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %55 = stablehlo.shift_left %52, %54 : tensor<8xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %56 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %57 = stablehlo.shift_right_logical %52, %56 : tensor<8xui32>
    %58 = stablehlo.or %55, %57 : tensor<8xui32>
    %59 = stablehlo.xor %53, %58 : tensor<8xui32>
    %60 = stablehlo.add %53, %59 : tensor<8xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %61 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %62 = stablehlo.shift_left %59, %61 : tensor<8xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %63 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %64 = stablehlo.shift_right_logical %59, %63 : tensor<8xui32>
    %65 = stablehlo.or %62, %64 : tensor<8xui32>
    %66 = stablehlo.xor %60, %65 : tensor<8xui32>
    %67 = stablehlo.add %60, %2 : tensor<8xui32>
    %68 = stablehlo.add %66, %arg0 : tensor<8xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %69 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %70 = stablehlo.add %68, %69 : tensor<8xui32>
    %71 = stablehlo.add %67, %70 : tensor<8xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %73 = stablehlo.shift_left %70, %72 : tensor<8xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %74 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %75 = stablehlo.shift_right_logical %70, %74 : tensor<8xui32>
    %76 = stablehlo.or %73, %75 : tensor<8xui32>
    %77 = stablehlo.xor %71, %76 : tensor<8xui32>
    %78 = stablehlo.add %71, %77 : tensor<8xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %79 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %80 = stablehlo.shift_left %77, %79 : tensor<8xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %81 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %82 = stablehlo.shift_right_logical %77, %81 : tensor<8xui32>
    %83 = stablehlo.or %80, %82 : tensor<8xui32>
    %84 = stablehlo.xor %78, %83 : tensor<8xui32>
    %85 = stablehlo.add %78, %84 : tensor<8xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %87 = stablehlo.shift_left %84, %86 : tensor<8xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %88 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %89 = stablehlo.shift_right_logical %84, %88 : tensor<8xui32>
    %90 = stablehlo.or %87, %89 : tensor<8xui32>
    %91 = stablehlo.xor %85, %90 : tensor<8xui32>
    %92 = stablehlo.add %85, %91 : tensor<8xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %93 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %94 = stablehlo.shift_left %91, %93 : tensor<8xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %95 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %96 = stablehlo.shift_right_logical %91, %95 : tensor<8xui32>
    %97 = stablehlo.or %94, %96 : tensor<8xui32>
    %98 = stablehlo.xor %92, %97 : tensor<8xui32>
    %99 = stablehlo.add %92, %arg0 : tensor<8xui32>
    %100 = stablehlo.add %98, %arg1 : tensor<8xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %102 = stablehlo.add %100, %101 : tensor<8xui32>
    %103 = stablehlo.add %99, %102 : tensor<8xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %104 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %105 = stablehlo.shift_left %102, %104 : tensor<8xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %107 = stablehlo.shift_right_logical %102, %106 : tensor<8xui32>
    %108 = stablehlo.or %105, %107 : tensor<8xui32>
    %109 = stablehlo.xor %103, %108 : tensor<8xui32>
    %110 = stablehlo.add %103, %109 : tensor<8xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %112 = stablehlo.shift_left %109, %111 : tensor<8xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %113 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %114 = stablehlo.shift_right_logical %109, %113 : tensor<8xui32>
    %115 = stablehlo.or %112, %114 : tensor<8xui32>
    %116 = stablehlo.xor %110, %115 : tensor<8xui32>
    %117 = stablehlo.add %110, %116 : tensor<8xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %119 = stablehlo.shift_left %116, %118 : tensor<8xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %120 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %121 = stablehlo.shift_right_logical %116, %120 : tensor<8xui32>
    %122 = stablehlo.or %119, %121 : tensor<8xui32>
    %123 = stablehlo.xor %117, %122 : tensor<8xui32>
    %124 = stablehlo.add %117, %123 : tensor<8xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %126 = stablehlo.shift_left %123, %125 : tensor<8xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %127 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %128 = stablehlo.shift_right_logical %123, %127 : tensor<8xui32>
    %129 = stablehlo.or %126, %128 : tensor<8xui32>
    %130 = stablehlo.xor %124, %129 : tensor<8xui32>
    %131 = stablehlo.add %124, %arg1 : tensor<8xui32>
    %132 = stablehlo.add %130, %2 : tensor<8xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %134 = stablehlo.add %132, %133 : tensor<8xui32>
    %135 = stablehlo.add %131, %134 : tensor<8xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %136 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %137 = stablehlo.shift_left %134, %136 : tensor<8xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %138 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %139 = stablehlo.shift_right_logical %134, %138 : tensor<8xui32>
    %140 = stablehlo.or %137, %139 : tensor<8xui32>
    %141 = stablehlo.xor %135, %140 : tensor<8xui32>
    %142 = stablehlo.add %135, %141 : tensor<8xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<8xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<8xui32>
    %147 = stablehlo.or %144, %146 : tensor<8xui32>
    %148 = stablehlo.xor %142, %147 : tensor<8xui32>
    %149 = stablehlo.add %142, %148 : tensor<8xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<8xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<8xui32>
    %154 = stablehlo.or %151, %153 : tensor<8xui32>
    %155 = stablehlo.xor %149, %154 : tensor<8xui32>
    %156 = stablehlo.add %149, %155 : tensor<8xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<8xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<8xui32>
    %161 = stablehlo.or %158, %160 : tensor<8xui32>
    %162 = stablehlo.xor %156, %161 : tensor<8xui32>
    %163 = stablehlo.add %156, %2 : tensor<8xui32>
    %164 = stablehlo.add %162, %arg0 : tensor<8xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %165 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %166 = stablehlo.add %164, %165 : tensor<8xui32>
    return %163, %166 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @_uniform_15(%arg0: tensor<8x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:8, 0:1] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<8x1xui32>) -> tensor<8xui32>
    %4 = stablehlo.slice %arg0 [0:8, 1:2] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xui32>) -> tensor<8xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_14(%3, %5, %c, %c_0) : (tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %11 = stablehlo.or %9, %10 : tensor<8xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<8xui32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<8xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.add %17, %18 : tensor<8xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<8xf32>
    return %21 : tensor<8xf32>
  }
}
