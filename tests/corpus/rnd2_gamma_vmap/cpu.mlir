module @jit_rnd2_gamma_vmap attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4x2xui32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4x2xf32> {jax.result_info = "result[1]"}) {
    %0 = sdy.sharding_constraint %arg0 <@empty_mesh, [{?}, {}]> : tensor<4x2xui32>
    %1 = call @_gamma(%0, %arg1) : (tensor<4x2xui32>, tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %2 = call @_gamma_6(%0, %cst) : (tensor<4x2xui32>, tensor<f32>) -> tensor<4x2xf32>
    %3 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
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
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<4x1xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<4x1xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<4x1xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<4x1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %9 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<4x1xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<4x1xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<4x1xui32>
      %23 = stablehlo.or %19, %22 : tensor<4x1xui32>
      %24 = stablehlo.xor %17, %23 : tensor<4x1xui32>
      %25 = stablehlo.add %17, %24 : tensor<4x1xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<4x1xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<4x1xui32>
      %31 = stablehlo.or %27, %30 : tensor<4x1xui32>
      %32 = stablehlo.xor %25, %31 : tensor<4x1xui32>
      %33 = stablehlo.add %25, %32 : tensor<4x1xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<4x1xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<4x1xui32>
      %39 = stablehlo.or %35, %38 : tensor<4x1xui32>
      %40 = stablehlo.xor %33, %39 : tensor<4x1xui32>
      %41 = stablehlo.add %33, %40 : tensor<4x1xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<4x1xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<4x1xui32>
      %47 = stablehlo.or %43, %46 : tensor<4x1xui32>
      %48 = stablehlo.xor %41, %47 : tensor<4x1xui32>
      %49 = stablehlo.add %41, %iterArg_7 : tensor<4x1xui32>
      %50 = stablehlo.add %48, %iterArg_8 : tensor<4x1xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %52 = stablehlo.convert %51 : (tensor<i32>) -> tensor<ui32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
      %54 = stablehlo.add %50, %53 : tensor<4x1xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %55, %8, %49, %54, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<4x1xui32>, tensor<4x1xui32>
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
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<4x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<4x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<4x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<4x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4x2xui32>, tensor<4x2xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<4x2xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<4x2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<4x2xui32>
      %25 = stablehlo.or %21, %24 : tensor<4x2xui32>
      %26 = stablehlo.xor %19, %25 : tensor<4x2xui32>
      %27 = stablehlo.add %19, %26 : tensor<4x2xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<4x2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<4x2xui32>
      %33 = stablehlo.or %29, %32 : tensor<4x2xui32>
      %34 = stablehlo.xor %27, %33 : tensor<4x2xui32>
      %35 = stablehlo.add %27, %34 : tensor<4x2xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<4x2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<4x2xui32>
      %41 = stablehlo.or %37, %40 : tensor<4x2xui32>
      %42 = stablehlo.xor %35, %41 : tensor<4x2xui32>
      %43 = stablehlo.add %35, %42 : tensor<4x2xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<4x2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<4x2xui32>
      %49 = stablehlo.or %45, %48 : tensor<4x2xui32>
      %50 = stablehlo.xor %43, %49 : tensor<4x2xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
      %52 = stablehlo.add %43, %51 : tensor<4x2xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x2xui32>
      %54 = stablehlo.add %50, %53 : tensor<4x2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<4x2xui32>
      %58 = stablehlo.add %54, %57 : tensor<4x2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<4x2xui32>, tensor<4x2xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<4x2xui32>, tensor<4x2xui32>
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
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<4x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<4x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<4x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<4x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<4x3xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<4x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<4x3xui32>
      %25 = stablehlo.or %21, %24 : tensor<4x3xui32>
      %26 = stablehlo.xor %19, %25 : tensor<4x3xui32>
      %27 = stablehlo.add %19, %26 : tensor<4x3xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<4x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<4x3xui32>
      %33 = stablehlo.or %29, %32 : tensor<4x3xui32>
      %34 = stablehlo.xor %27, %33 : tensor<4x3xui32>
      %35 = stablehlo.add %27, %34 : tensor<4x3xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<4x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<4x3xui32>
      %41 = stablehlo.or %37, %40 : tensor<4x3xui32>
      %42 = stablehlo.xor %35, %41 : tensor<4x3xui32>
      %43 = stablehlo.add %35, %42 : tensor<4x3xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<4x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<4x3xui32>
      %49 = stablehlo.or %45, %48 : tensor<4x3xui32>
      %50 = stablehlo.xor %43, %49 : tensor<4x3xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
      %52 = stablehlo.add %43, %51 : tensor<4x3xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<4x1xui32>) -> tensor<4x3xui32>
      %54 = stablehlo.add %50, %53 : tensor<4x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<4x3xui32>
      %58 = stablehlo.add %54, %57 : tensor<4x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<4x3xui32>, tensor<4x3xui32>
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
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<4xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %9 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<4xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<4xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<4xui32>
      %23 = stablehlo.or %19, %22 : tensor<4xui32>
      %24 = stablehlo.xor %17, %23 : tensor<4xui32>
      %25 = stablehlo.add %17, %24 : tensor<4xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<4xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<4xui32>
      %31 = stablehlo.or %27, %30 : tensor<4xui32>
      %32 = stablehlo.xor %25, %31 : tensor<4xui32>
      %33 = stablehlo.add %25, %32 : tensor<4xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<4xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<4xui32>
      %39 = stablehlo.or %35, %38 : tensor<4xui32>
      %40 = stablehlo.xor %33, %39 : tensor<4xui32>
      %41 = stablehlo.add %33, %40 : tensor<4xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<4xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<4xui32>
      %47 = stablehlo.or %43, %46 : tensor<4xui32>
      %48 = stablehlo.xor %41, %47 : tensor<4xui32>
      %49 = stablehlo.add %41, %iterArg_7 : tensor<4xui32>
      %50 = stablehlo.add %48, %iterArg_8 : tensor<4xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %52 = stablehlo.convert %51 : (tensor<i32>) -> tensor<ui32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %54 = stablehlo.add %50, %53 : tensor<4xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %55, %8, %49, %54, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<4xui32>, tensor<4xui32>
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
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<8x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<8x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<8x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<8x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<8x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<8x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x2xui32>, tensor<8x2xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<8x2xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<8x2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<8x2xui32>
      %25 = stablehlo.or %21, %24 : tensor<8x2xui32>
      %26 = stablehlo.xor %19, %25 : tensor<8x2xui32>
      %27 = stablehlo.add %19, %26 : tensor<8x2xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<8x2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<8x2xui32>
      %33 = stablehlo.or %29, %32 : tensor<8x2xui32>
      %34 = stablehlo.xor %27, %33 : tensor<8x2xui32>
      %35 = stablehlo.add %27, %34 : tensor<8x2xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<8x2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<8x2xui32>
      %41 = stablehlo.or %37, %40 : tensor<8x2xui32>
      %42 = stablehlo.xor %35, %41 : tensor<8x2xui32>
      %43 = stablehlo.add %35, %42 : tensor<8x2xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<8x2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<8x2xui32>
      %49 = stablehlo.or %45, %48 : tensor<8x2xui32>
      %50 = stablehlo.xor %43, %49 : tensor<8x2xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
      %52 = stablehlo.add %43, %51 : tensor<8x2xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
      %54 = stablehlo.add %50, %53 : tensor<8x2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
      %58 = stablehlo.add %54, %57 : tensor<8x2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<8x2xui32>, tensor<8x2xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<8x2xui32>, tensor<8x2xui32>
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
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<8x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<8x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<8x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<8x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<8x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<8x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<8x3xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<8x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<8x3xui32>
      %25 = stablehlo.or %21, %24 : tensor<8x3xui32>
      %26 = stablehlo.xor %19, %25 : tensor<8x3xui32>
      %27 = stablehlo.add %19, %26 : tensor<8x3xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<8x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<8x3xui32>
      %33 = stablehlo.or %29, %32 : tensor<8x3xui32>
      %34 = stablehlo.xor %27, %33 : tensor<8x3xui32>
      %35 = stablehlo.add %27, %34 : tensor<8x3xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<8x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<8x3xui32>
      %41 = stablehlo.or %37, %40 : tensor<8x3xui32>
      %42 = stablehlo.xor %35, %41 : tensor<8x3xui32>
      %43 = stablehlo.add %35, %42 : tensor<8x3xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<8x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<8x3xui32>
      %49 = stablehlo.or %45, %48 : tensor<8x3xui32>
      %50 = stablehlo.xor %43, %49 : tensor<8x3xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
      %52 = stablehlo.add %43, %51 : tensor<8x3xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x3xui32>
      %54 = stablehlo.add %50, %53 : tensor<8x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<8x3xui32>
      %58 = stablehlo.add %54, %57 : tensor<8x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<8x3xui32>, tensor<8x3xui32>
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
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.xor %0, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<8xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %9 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<8xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<8xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<8xui32>
      %23 = stablehlo.or %19, %22 : tensor<8xui32>
      %24 = stablehlo.xor %17, %23 : tensor<8xui32>
      %25 = stablehlo.add %17, %24 : tensor<8xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<8xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<8xui32>
      %31 = stablehlo.or %27, %30 : tensor<8xui32>
      %32 = stablehlo.xor %25, %31 : tensor<8xui32>
      %33 = stablehlo.add %25, %32 : tensor<8xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<8xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<8xui32>
      %39 = stablehlo.or %35, %38 : tensor<8xui32>
      %40 = stablehlo.xor %33, %39 : tensor<8xui32>
      %41 = stablehlo.add %33, %40 : tensor<8xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<8xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<8xui32>
      %47 = stablehlo.or %43, %46 : tensor<8xui32>
      %48 = stablehlo.xor %41, %47 : tensor<8xui32>
      %49 = stablehlo.add %41, %iterArg_7 : tensor<8xui32>
      %50 = stablehlo.add %48, %iterArg_8 : tensor<8xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %52 = stablehlo.convert %51 : (tensor<i32>) -> tensor<ui32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<8xui32>
      %54 = stablehlo.add %50, %53 : tensor<8xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %55, %8, %49, %54, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<8xui32>, tensor<8xui32>
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
