module @jit_rnd2_gamma_scalar attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = sdy.sharding_constraint %arg0 <@empty_mesh, [{}]> : tensor<2xui32>
    %1 = call @_threefry_split(%0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %2 = stablehlo.slice %1 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x2xui32>) -> tensor<2xui32>
    %4 = stablehlo.slice %1 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %6 = call @_gamma(%3, %arg1) : (tensor<2xui32>, tensor<f32>) -> tensor<f32>
    %7 = call @_gamma(%5, %arg2) : (tensor<2xui32>, tensor<f32>) -> tensor<f32>
    %8 = call @_gamma_8(%5, %arg2) : (tensor<2xui32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%6) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (tensor<f32>) -> tensor<f32>
    return %9, %7, %8 : tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<2xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<2xui32>
      %22 = stablehlo.or %18, %21 : tensor<2xui32>
      %23 = stablehlo.xor %16, %22 : tensor<2xui32>
      %24 = stablehlo.add %16, %23 : tensor<2xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<2xui32>
      %30 = stablehlo.or %26, %29 : tensor<2xui32>
      %31 = stablehlo.xor %24, %30 : tensor<2xui32>
      %32 = stablehlo.add %24, %31 : tensor<2xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<2xui32>
      %38 = stablehlo.or %34, %37 : tensor<2xui32>
      %39 = stablehlo.xor %32, %38 : tensor<2xui32>
      %40 = stablehlo.add %32, %39 : tensor<2xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<2xui32>
      %46 = stablehlo.or %42, %45 : tensor<2xui32>
      %47 = stablehlo.xor %40, %46 : tensor<2xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %49 = stablehlo.add %40, %48 : tensor<2xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %51 = stablehlo.add %47, %50 : tensor<2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %55 = stablehlo.add %51, %54 : tensor<2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @_gamma(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %1 = call @_threefry_split_0(%0) : (tensor<1x2xui32>) -> tensor<1x1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
    %3 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.compare GE, %3, %4, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %7 = stablehlo.add %3, %6 : tensor<1xf32>
    %8 = stablehlo.select %5, %3, %7 : tensor<1xi1>, tensor<1xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<1xf32>
    %11 = stablehlo.sqrt %10 : tensor<1xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.divide %12, %11 : tensor<1xf32>
    %14 = call @_threefry_split_2(%2) : (tensor<1x2xui32>) -> tensor<1x2x2xui32>
    %15 = stablehlo.slice %14 [0:1, 0:1, 0:2] : (tensor<1x2x2xui32>) -> tensor<1x1x2xui32>
    %16 = stablehlo.reshape %15 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
    %17 = stablehlo.slice %14 [0:1, 1:2, 0:2] : (tensor<1x2x2xui32>) -> tensor<1x1x2xui32>
    %18 = stablehlo.reshape %17 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %22:6 = stablehlo.while(%iterArg = %10, %iterArg_11 = %13, %iterArg_12 = %16, %iterArg_13 = %19, %iterArg_14 = %20, %iterArg_15 = %21) : tensor<1xf32>, tensor<1xf32>, tensor<1x2xui32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
    cond {
      %34 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<1xf32>
      %cst_16 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %36 = stablehlo.multiply %35, %34 : tensor<1xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %38 = stablehlo.subtract %37, %36 : tensor<1xf32>
      %39 = stablehlo.compare GE, %iterArg_15, %38, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
      %40 = stablehlo.log %iterArg_15 : tensor<1xf32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %42 = stablehlo.multiply %iterArg_13, %41 : tensor<1xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %44 = stablehlo.subtract %43, %iterArg_14 : tensor<1xf32>
      %45 = stablehlo.log %iterArg_14 : tensor<1xf32>
      %46 = stablehlo.add %44, %45 : tensor<1xf32>
      %47 = stablehlo.multiply %iterArg, %46 : tensor<1xf32>
      %48 = stablehlo.add %42, %47 : tensor<1xf32>
      %49 = stablehlo.compare GE, %40, %48, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
      %50 = stablehlo.and %39, %49 : tensor<1xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %51 = stablehlo.reduce(%50 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %51 : tensor<i1>
    } do {
      %34 = func.call @_threefry_split_4(%iterArg_12) : (tensor<1x2xui32>) -> tensor<1x3x2xui32>
      %35 = stablehlo.slice %34 [0:1, 0:1, 0:2] : (tensor<1x3x2xui32>) -> tensor<1x1x2xui32>
      %36 = stablehlo.reshape %35 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
      %37 = stablehlo.slice %34 [0:1, 1:2, 0:2] : (tensor<1x3x2xui32>) -> tensor<1x1x2xui32>
      %38 = stablehlo.reshape %37 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
      %39 = stablehlo.slice %34 [0:1, 2:3, 0:2] : (tensor<1x3x2xui32>) -> tensor<1x1x2xui32>
      %40 = stablehlo.reshape %39 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %43:4 = stablehlo.while(%iterArg_24 = %iterArg_11, %iterArg_25 = %38, %iterArg_26 = %41, %iterArg_27 = %42) : tensor<1xf32>, tensor<1x2xui32>, tensor<1xf32>, tensor<1xf32>
      cond {
        %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %73 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %74 = stablehlo.compare LE, %iterArg_27, %73, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %75 = stablehlo.reduce(%74 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %75 : tensor<i1>
      } do {
        %73 = func.call @_threefry_split_2(%iterArg_25) : (tensor<1x2xui32>) -> tensor<1x2x2xui32>
        %74 = stablehlo.slice %73 [0:1, 0:1, 0:2] : (tensor<1x2x2xui32>) -> tensor<1x1x2xui32>
        %75 = stablehlo.reshape %74 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
        %76 = stablehlo.slice %73 [0:1, 1:2, 0:2] : (tensor<1x2x2xui32>) -> tensor<1x1x2xui32>
        %77 = stablehlo.reshape %76 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
        %78 = func.call @_normal(%77) : (tensor<1x2xui32>) -> tensor<1xf32>
        %79 = stablehlo.multiply %78, %iterArg_24 : tensor<1xf32>
        %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %80 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %81 = stablehlo.add %80, %79 : tensor<1xf32>
        %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %82 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %83 = stablehlo.compare LE, %iterArg_27, %82, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
        %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<1xi1>) -> tensor<1x2xi1>
        %85 = stablehlo.select %84, %75, %iterArg_25 : tensor<1x2xi1>, tensor<1x2xui32>
        %86 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
        %87 = stablehlo.select %86, %78, %iterArg_26 : tensor<1xi1>, tensor<1xf32>
        %88 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
        %89 = stablehlo.select %88, %81, %iterArg_27 : tensor<1xi1>, tensor<1xf32>
        stablehlo.return %iterArg_24, %85, %87, %89 : tensor<1xf32>, tensor<1x2xui32>, tensor<1xf32>, tensor<1xf32>
      }
      %44 = stablehlo.multiply %43#2, %43#2 : tensor<1xf32>
      %45 = stablehlo.multiply %43#3, %43#3 : tensor<1xf32>
      %46 = stablehlo.multiply %45, %43#3 : tensor<1xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %47 = func.call @_uniform_7(%40, %cst_18, %cst_19) : (tensor<1x2xui32>, tensor<f32>, tensor<f32>) -> tensor<1xf32>
      %48 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<1xf32>
      %cst_20 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %50 = stablehlo.multiply %49, %48 : tensor<1xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %52 = stablehlo.subtract %51, %50 : tensor<1xf32>
      %53 = stablehlo.compare GE, %iterArg_15, %52, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
      %54 = stablehlo.log %iterArg_15 : tensor<1xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %56 = stablehlo.multiply %iterArg_13, %55 : tensor<1xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %58 = stablehlo.subtract %57, %iterArg_14 : tensor<1xf32>
      %59 = stablehlo.log %iterArg_14 : tensor<1xf32>
      %60 = stablehlo.add %58, %59 : tensor<1xf32>
      %61 = stablehlo.multiply %iterArg, %60 : tensor<1xf32>
      %62 = stablehlo.add %56, %61 : tensor<1xf32>
      %63 = stablehlo.compare GE, %54, %62, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
      %64 = stablehlo.and %53, %63 : tensor<1xi1>
      %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<1xi1>) -> tensor<1x2xi1>
      %66 = stablehlo.select %65, %36, %iterArg_12 : tensor<1x2xi1>, tensor<1x2xui32>
      %67 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
      %68 = stablehlo.select %67, %44, %iterArg_13 : tensor<1xi1>, tensor<1xf32>
      %69 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
      %70 = stablehlo.select %69, %46, %iterArg_14 : tensor<1xi1>, tensor<1xf32>
      %71 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
      %72 = stablehlo.select %71, %47, %iterArg_15 : tensor<1xi1>, tensor<1xf32>
      stablehlo.return %iterArg, %iterArg_11, %66, %68, %70, %72 : tensor<1xf32>, tensor<1xf32>, tensor<1x2xui32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = call @_uniform_7(%18, %cst_6, %cst_7) : (tensor<1x2xui32>, tensor<f32>, tensor<f32>) -> tensor<1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %25 = stablehlo.subtract %24, %23 : tensor<1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %27 = stablehlo.divide %26, %3 : tensor<1xf32>
    %28 = stablehlo.power %25, %27 : tensor<1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %30 = stablehlo.select %5, %29, %28 : tensor<1xi1>, tensor<1xf32>
    %31 = stablehlo.multiply %10, %22#4 : tensor<1xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<1xf32>
    %33 = stablehlo.reshape %32 : (tensor<1xf32>) -> tensor<f32>
    return %33 : tensor<f32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<1x2xui32>) -> tensor<1x1x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
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
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_1(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>) -> (tensor<1x1xui32>, tensor<1x1xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x1x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x1x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x1x1xui32>, tensor<1x1x1xui32>) -> tensor<1x1x2xui32>
    return %18 : tensor<1x1x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x1xui32>, %arg3: tensor<1x1xui32>) -> (tensor<1x1xui32>, tensor<1x1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.add %arg2, %arg0 : tensor<1x1xui32>
    %4 = stablehlo.add %arg3, %arg1 : tensor<1x1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %4, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %7 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
      %9 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<1x1xui32>
      %16 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
      %17 = stablehlo.shift_left %iterArg_6, %16 : tensor<1x1xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %18 = stablehlo.subtract %c_13, %8 : tensor<ui32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
      %20 = stablehlo.shift_right_logical %iterArg_6, %19 : tensor<1x1xui32>
      %21 = stablehlo.or %17, %20 : tensor<1x1xui32>
      %22 = stablehlo.xor %15, %21 : tensor<1x1xui32>
      %23 = stablehlo.add %15, %22 : tensor<1x1xui32>
      %24 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
      %25 = stablehlo.shift_left %22, %24 : tensor<1x1xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %26 = stablehlo.subtract %c_14, %10 : tensor<ui32>
      %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
      %28 = stablehlo.shift_right_logical %22, %27 : tensor<1x1xui32>
      %29 = stablehlo.or %25, %28 : tensor<1x1xui32>
      %30 = stablehlo.xor %23, %29 : tensor<1x1xui32>
      %31 = stablehlo.add %23, %30 : tensor<1x1xui32>
      %32 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
      %33 = stablehlo.shift_left %30, %32 : tensor<1x1xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %34 = stablehlo.subtract %c_15, %12 : tensor<ui32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
      %36 = stablehlo.shift_right_logical %30, %35 : tensor<1x1xui32>
      %37 = stablehlo.or %33, %36 : tensor<1x1xui32>
      %38 = stablehlo.xor %31, %37 : tensor<1x1xui32>
      %39 = stablehlo.add %31, %38 : tensor<1x1xui32>
      %40 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
      %41 = stablehlo.shift_left %38, %40 : tensor<1x1xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %42 = stablehlo.subtract %c_16, %14 : tensor<ui32>
      %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
      %44 = stablehlo.shift_right_logical %38, %43 : tensor<1x1xui32>
      %45 = stablehlo.or %41, %44 : tensor<1x1xui32>
      %46 = stablehlo.xor %39, %45 : tensor<1x1xui32>
      %47 = stablehlo.add %39, %iterArg_7 : tensor<1x1xui32>
      %48 = stablehlo.add %46, %iterArg_8 : tensor<1x1xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %50 = stablehlo.convert %49 : (tensor<i32>) -> tensor<ui32>
      %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
      %52 = stablehlo.add %48, %51 : tensor<1x1xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %53 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %53, %6, %47, %52, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %5#2, %5#3 : tensor<1x1xui32>, tensor<1x1xui32>
  }
  func.func private @_threefry_split_2(%arg0: tensor<1x2xui32>) -> tensor<1x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
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
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_3(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<1x2xui32>, tensor<1x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<1x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<1x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x2x1xui32>, tensor<1x2x1xui32>) -> tensor<1x2x2xui32>
    return %18 : tensor<1x2x2xui32>
  }
  func.func private @threefry2x32_3(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<1x2xui32>, tensor<1x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x2xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x2xui32>, tensor<1x2xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
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
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<1x2xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<1x2xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<1x2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<1x2xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<1x2xui32>
      %23 = stablehlo.or %19, %22 : tensor<1x2xui32>
      %24 = stablehlo.xor %17, %23 : tensor<1x2xui32>
      %25 = stablehlo.add %17, %24 : tensor<1x2xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x2xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<1x2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<1x2xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<1x2xui32>
      %31 = stablehlo.or %27, %30 : tensor<1x2xui32>
      %32 = stablehlo.xor %25, %31 : tensor<1x2xui32>
      %33 = stablehlo.add %25, %32 : tensor<1x2xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<1x2xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<1x2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x2xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<1x2xui32>
      %39 = stablehlo.or %35, %38 : tensor<1x2xui32>
      %40 = stablehlo.xor %33, %39 : tensor<1x2xui32>
      %41 = stablehlo.add %33, %40 : tensor<1x2xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x2xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<1x2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<1x2xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<1x2xui32>
      %47 = stablehlo.or %43, %46 : tensor<1x2xui32>
      %48 = stablehlo.xor %41, %47 : tensor<1x2xui32>
      %49 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x2xui32>
      %50 = stablehlo.add %41, %49 : tensor<1x2xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x2xui32>
      %52 = stablehlo.add %48, %51 : tensor<1x2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %53 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %54 = stablehlo.convert %53 : (tensor<i32>) -> tensor<ui32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<ui32>) -> tensor<1x2xui32>
      %56 = stablehlo.add %52, %55 : tensor<1x2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %57, %8, %50, %56, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<1x2xui32>, tensor<1x2xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x2xui32>, tensor<1x2xui32>
  }
  func.func private @_threefry_split_4(%arg0: tensor<1x2xui32>) -> tensor<1x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
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
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_5(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<1x3xui32>, tensor<1x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<1x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<1x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x3x1xui32>, tensor<1x3x1xui32>) -> tensor<1x3x2xui32>
    return %18 : tensor<1x3x2xui32>
  }
  func.func private @threefry2x32_5(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<1x3xui32>, tensor<1x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x3xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
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
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<1x3xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<1x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<1x3xui32>
      %23 = stablehlo.or %19, %22 : tensor<1x3xui32>
      %24 = stablehlo.xor %17, %23 : tensor<1x3xui32>
      %25 = stablehlo.add %17, %24 : tensor<1x3xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<1x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<1x3xui32>
      %31 = stablehlo.or %27, %30 : tensor<1x3xui32>
      %32 = stablehlo.xor %25, %31 : tensor<1x3xui32>
      %33 = stablehlo.add %25, %32 : tensor<1x3xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<1x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<1x3xui32>
      %39 = stablehlo.or %35, %38 : tensor<1x3xui32>
      %40 = stablehlo.xor %33, %39 : tensor<1x3xui32>
      %41 = stablehlo.add %33, %40 : tensor<1x3xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<1x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<1x3xui32>
      %47 = stablehlo.or %43, %46 : tensor<1x3xui32>
      %48 = stablehlo.xor %41, %47 : tensor<1x3xui32>
      %49 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
      %50 = stablehlo.add %41, %49 : tensor<1x3xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
      %52 = stablehlo.add %48, %51 : tensor<1x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %53 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %54 = stablehlo.convert %53 : (tensor<i32>) -> tensor<ui32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
      %56 = stablehlo.add %52, %55 : tensor<1x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %57, %8, %50, %56, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x3xui32>, tensor<1x3xui32>
  }
  func.func private @_normal(%arg0: tensor<1x2xui32>) -> tensor<1xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<1x2xui32>) -> tensor<1xf32>
    return %0 : tensor<1xf32>
  }
  func.func private @_normal_real(%arg0: tensor<1x2xui32>) -> tensor<1xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<1x2xui32>, tensor<f32>, tensor<f32>) -> tensor<1xf32>
    %1 = chlo.erf_inv %0 : tensor<1xf32> -> tensor<1xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<1xf32>
    return %3 : tensor<1xf32>
  }
  func.func private @_uniform(%arg0: tensor<1x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_6(%1, %3, %c, %c_0) : (tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %9 = stablehlo.or %7, %8 : tensor<1xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<1xui32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<1xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<1xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %17 = stablehlo.add %15, %16 : tensor<1xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<1xf32>
    return %19 : tensor<1xf32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<1xui32>, %arg1: tensor<1xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<1xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<1xui32>, tensor<1xui32>, tensor<1xui32>, tensor<4xui32>, tensor<4xui32>
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
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<1xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<1xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<1xui32>
      %23 = stablehlo.or %19, %22 : tensor<1xui32>
      %24 = stablehlo.xor %17, %23 : tensor<1xui32>
      %25 = stablehlo.add %17, %24 : tensor<1xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<1xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<1xui32>
      %31 = stablehlo.or %27, %30 : tensor<1xui32>
      %32 = stablehlo.xor %25, %31 : tensor<1xui32>
      %33 = stablehlo.add %25, %32 : tensor<1xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<1xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<1xui32>
      %39 = stablehlo.or %35, %38 : tensor<1xui32>
      %40 = stablehlo.xor %33, %39 : tensor<1xui32>
      %41 = stablehlo.add %33, %40 : tensor<1xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<1xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<1xui32>
      %47 = stablehlo.or %43, %46 : tensor<1xui32>
      %48 = stablehlo.xor %41, %47 : tensor<1xui32>
      %49 = stablehlo.add %41, %iterArg_7 : tensor<1xui32>
      %50 = stablehlo.add %48, %iterArg_8 : tensor<1xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %52 = stablehlo.convert %51 : (tensor<i32>) -> tensor<ui32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %54 = stablehlo.add %50, %53 : tensor<1xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %55, %8, %49, %54, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<1xui32>, tensor<1xui32>, tensor<1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @_uniform_7(%arg0: tensor<1x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x1xui32>) -> tensor<1xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_6(%3, %5, %c, %c_0) : (tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %11 = stablehlo.or %9, %10 : tensor<1xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<1xui32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<1xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<1xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %19 = stablehlo.add %17, %18 : tensor<1xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<1xf32>
    return %21 : tensor<1xf32>
  }
  func.func private @_gamma_8(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %1 = call @_threefry_split_0(%0) : (tensor<1x2xui32>) -> tensor<1x1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
    %3 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.compare GE, %3, %4, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %7 = stablehlo.add %3, %6 : tensor<1xf32>
    %8 = stablehlo.select %5, %3, %7 : tensor<1xi1>, tensor<1xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<1xf32>
    %11 = stablehlo.sqrt %10 : tensor<1xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.divide %12, %11 : tensor<1xf32>
    %14 = call @_threefry_split_2(%2) : (tensor<1x2xui32>) -> tensor<1x2x2xui32>
    %15 = stablehlo.slice %14 [0:1, 0:1, 0:2] : (tensor<1x2x2xui32>) -> tensor<1x1x2xui32>
    %16 = stablehlo.reshape %15 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
    %17 = stablehlo.slice %14 [0:1, 1:2, 0:2] : (tensor<1x2x2xui32>) -> tensor<1x1x2xui32>
    %18 = stablehlo.reshape %17 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %22:6 = stablehlo.while(%iterArg = %10, %iterArg_9 = %13, %iterArg_10 = %16, %iterArg_11 = %19, %iterArg_12 = %20, %iterArg_13 = %21) : tensor<1xf32>, tensor<1xf32>, tensor<1x2xui32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
    cond {
      %38 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<1xf32>
      %cst_14 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %40 = stablehlo.multiply %39, %38 : tensor<1xf32>
      %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %42 = stablehlo.subtract %41, %40 : tensor<1xf32>
      %43 = stablehlo.compare GE, %iterArg_13, %42, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
      %44 = stablehlo.log %iterArg_13 : tensor<1xf32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %46 = stablehlo.multiply %iterArg_11, %45 : tensor<1xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %48 = stablehlo.subtract %47, %iterArg_12 : tensor<1xf32>
      %49 = stablehlo.log %iterArg_12 : tensor<1xf32>
      %50 = stablehlo.add %48, %49 : tensor<1xf32>
      %51 = stablehlo.multiply %iterArg, %50 : tensor<1xf32>
      %52 = stablehlo.add %46, %51 : tensor<1xf32>
      %53 = stablehlo.compare GE, %44, %52, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
      %54 = stablehlo.and %43, %53 : tensor<1xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %55 = stablehlo.reduce(%54 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    } do {
      %38 = func.call @_threefry_split_4(%iterArg_10) : (tensor<1x2xui32>) -> tensor<1x3x2xui32>
      %39 = stablehlo.slice %38 [0:1, 0:1, 0:2] : (tensor<1x3x2xui32>) -> tensor<1x1x2xui32>
      %40 = stablehlo.reshape %39 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
      %41 = stablehlo.slice %38 [0:1, 1:2, 0:2] : (tensor<1x3x2xui32>) -> tensor<1x1x2xui32>
      %42 = stablehlo.reshape %41 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
      %43 = stablehlo.slice %38 [0:1, 2:3, 0:2] : (tensor<1x3x2xui32>) -> tensor<1x1x2xui32>
      %44 = stablehlo.reshape %43 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_15 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %47:4 = stablehlo.while(%iterArg_22 = %iterArg_9, %iterArg_23 = %42, %iterArg_24 = %45, %iterArg_25 = %46) : tensor<1xf32>, tensor<1x2xui32>, tensor<1xf32>, tensor<1xf32>
      cond {
        %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %77 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %78 = stablehlo.compare LE, %iterArg_25, %77, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %79 = stablehlo.reduce(%78 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %79 : tensor<i1>
      } do {
        %77 = func.call @_threefry_split_2(%iterArg_23) : (tensor<1x2xui32>) -> tensor<1x2x2xui32>
        %78 = stablehlo.slice %77 [0:1, 0:1, 0:2] : (tensor<1x2x2xui32>) -> tensor<1x1x2xui32>
        %79 = stablehlo.reshape %78 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
        %80 = stablehlo.slice %77 [0:1, 1:2, 0:2] : (tensor<1x2x2xui32>) -> tensor<1x1x2xui32>
        %81 = stablehlo.reshape %80 : (tensor<1x1x2xui32>) -> tensor<1x2xui32>
        %82 = func.call @_normal(%81) : (tensor<1x2xui32>) -> tensor<1xf32>
        %83 = stablehlo.multiply %82, %iterArg_22 : tensor<1xf32>
        %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %84 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %85 = stablehlo.add %84, %83 : tensor<1xf32>
        %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %86 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %87 = stablehlo.compare LE, %iterArg_25, %86, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
        %88 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<1xi1>) -> tensor<1x2xi1>
        %89 = stablehlo.select %88, %79, %iterArg_23 : tensor<1x2xi1>, tensor<1x2xui32>
        %90 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
        %91 = stablehlo.select %90, %82, %iterArg_24 : tensor<1xi1>, tensor<1xf32>
        %92 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
        %93 = stablehlo.select %92, %85, %iterArg_25 : tensor<1xi1>, tensor<1xf32>
        stablehlo.return %iterArg_22, %89, %91, %93 : tensor<1xf32>, tensor<1x2xui32>, tensor<1xf32>, tensor<1xf32>
      }
      %48 = stablehlo.multiply %47#2, %47#2 : tensor<1xf32>
      %49 = stablehlo.multiply %47#3, %47#3 : tensor<1xf32>
      %50 = stablehlo.multiply %49, %47#3 : tensor<1xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %51 = func.call @_uniform_7(%44, %cst_16, %cst_17) : (tensor<1x2xui32>, tensor<f32>, tensor<f32>) -> tensor<1xf32>
      %52 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<1xf32>
      %cst_18 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %54 = stablehlo.multiply %53, %52 : tensor<1xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %56 = stablehlo.subtract %55, %54 : tensor<1xf32>
      %57 = stablehlo.compare GE, %iterArg_13, %56, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
      %58 = stablehlo.log %iterArg_13 : tensor<1xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %59 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %60 = stablehlo.multiply %iterArg_11, %59 : tensor<1xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %61 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %62 = stablehlo.subtract %61, %iterArg_12 : tensor<1xf32>
      %63 = stablehlo.log %iterArg_12 : tensor<1xf32>
      %64 = stablehlo.add %62, %63 : tensor<1xf32>
      %65 = stablehlo.multiply %iterArg, %64 : tensor<1xf32>
      %66 = stablehlo.add %60, %65 : tensor<1xf32>
      %67 = stablehlo.compare GE, %58, %66, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
      %68 = stablehlo.and %57, %67 : tensor<1xi1>
      %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<1xi1>) -> tensor<1x2xi1>
      %70 = stablehlo.select %69, %40, %iterArg_10 : tensor<1x2xi1>, tensor<1x2xui32>
      %71 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
      %72 = stablehlo.select %71, %48, %iterArg_11 : tensor<1xi1>, tensor<1xf32>
      %73 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
      %74 = stablehlo.select %73, %50, %iterArg_12 : tensor<1xi1>, tensor<1xf32>
      %75 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
      %76 = stablehlo.select %75, %51, %iterArg_13 : tensor<1xi1>, tensor<1xf32>
      stablehlo.return %iterArg, %iterArg_9, %70, %72, %74, %76 : tensor<1xf32>, tensor<1xf32>, tensor<1x2xui32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
    }
    %23 = call @_exponential(%18) : (tensor<1x2xui32>) -> tensor<1xf32>
    %24 = stablehlo.negate %23 : tensor<1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %26 = stablehlo.compare EQ, %24, %25, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %27 = stablehlo.or %5, %26 : tensor<1xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %29 = stablehlo.divide %28, %3 : tensor<1xf32>
    %30 = stablehlo.multiply %24, %29 : tensor<1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %32 = stablehlo.select %27, %31, %30 : tensor<1xi1>, tensor<1xf32>
    %33 = stablehlo.log %10 : tensor<1xf32>
    %34 = stablehlo.log %22#4 : tensor<1xf32>
    %35 = stablehlo.add %33, %34 : tensor<1xf32>
    %36 = stablehlo.add %35, %32 : tensor<1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<f32>
    return %37 : tensor<f32>
  }
  func.func private @_exponential(%arg0: tensor<1x2xui32>) -> tensor<1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_7(%arg0, %cst, %cst_0) : (tensor<1x2xui32>, tensor<f32>, tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.negate %0 : tensor<1xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<1xf32>
    %3 = stablehlo.negate %2 : tensor<1xf32>
    return %3 : tensor<1xf32>
  }
}
