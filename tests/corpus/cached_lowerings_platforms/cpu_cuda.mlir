module @jit_cached_lowerings_platforms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<2x3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<2xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<2x3xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<32> : tensor<i32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = stablehlo.and %arg1, %c_0 : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = call @_uniform(%arg0, %6, %cst, %cst_1) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %8 = call @argmax(%arg0, %arg2) : (tensor<i32>, tensor<2x3xf32>) -> tensor<2xi32>
    %9 = call @argmin(%arg0, %arg2) : (tensor<i32>, tensor<2x3xf32>) -> tensor<3xi32>
    %10 = call @cumsum(%arg0, %arg2) : (tensor<i32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    return %7, %8, %9, %10 : tensor<3xf32>, tensor<2xi32>, tensor<3xi32>, tensor<2x3xf32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.convert %arg3 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<3xui64>
    %13 = stablehlo.convert %10 : (tensor<3xui64>) -> tensor<3xui32>
    %14 = stablehlo.convert %12 : (tensor<3xui64>) -> tensor<3xui32>
    %15:2 = call @threefry2x32(%arg0, %5, %7, %14, %13) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %20 = stablehlo.or %18, %19 : tensor<3xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<3xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<3xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %28 = stablehlo.add %26, %27 : tensor<3xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<3xf32>
    return %30 : tensor<3xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<3xui32>, %arg4: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
      %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
      %3 = stablehlo.xor %2, %c_1 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3xui32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %8:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %7, %iterArg_7 = %arg2, %iterArg_8 = %3, %iterArg_9 = %arg1, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      cond {
        %c_12 = stablehlo.constant dense<5> : tensor<i32>
        %9 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %9 : tensor<i1>
      } do {
        %c_12 = stablehlo.constant dense<1> : tensor<i32>
        %9 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
        %10 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
        %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
        %12 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
        %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
        %14 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
        %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
        %16 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
        %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
        %18 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<3xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %20 = stablehlo.shift_left %iterArg_6, %19 : tensor<3xui32>
        %c_13 = stablehlo.constant dense<32> : tensor<ui32>
        %21 = stablehlo.subtract %c_13, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %23 = stablehlo.shift_right_logical %iterArg_6, %22 : tensor<3xui32>
        %24 = stablehlo.or %20, %23 : tensor<3xui32>
        %25 = stablehlo.xor %18, %24 : tensor<3xui32>
        %26 = stablehlo.add %18, %25 : tensor<3xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<3xui32>
        %c_14 = stablehlo.constant dense<32> : tensor<ui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<3xui32>
        %32 = stablehlo.or %28, %31 : tensor<3xui32>
        %33 = stablehlo.xor %26, %32 : tensor<3xui32>
        %34 = stablehlo.add %26, %33 : tensor<3xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<3xui32>
        %c_15 = stablehlo.constant dense<32> : tensor<ui32>
        %37 = stablehlo.subtract %c_15, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<3xui32>
        %40 = stablehlo.or %36, %39 : tensor<3xui32>
        %41 = stablehlo.xor %34, %40 : tensor<3xui32>
        %42 = stablehlo.add %34, %41 : tensor<3xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<3xui32>
        %c_16 = stablehlo.constant dense<32> : tensor<ui32>
        %45 = stablehlo.subtract %c_16, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<3xui32>
        %48 = stablehlo.or %44, %47 : tensor<3xui32>
        %49 = stablehlo.xor %42, %48 : tensor<3xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %51 = stablehlo.add %42, %50 : tensor<3xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %53 = stablehlo.add %49, %52 : tensor<3xui32>
        %c_17 = stablehlo.constant dense<1> : tensor<i32>
        %54 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %57 = stablehlo.add %53, %56 : tensor<3xui32>
        %c_18 = stablehlo.constant dense<1> : tensor<i32>
        %58 = stablehlo.add %iterArg, %c_18 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<3xui32>, tensor<3xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %c = stablehlo.constant dense<466688986> : tensor<ui32>
      %3 = stablehlo.xor %2, %c : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3xui32>
      %8 = stablehlo.add %5, %7 : tensor<3xui32>
      %c_0 = stablehlo.constant dense<13> : tensor<ui32>
      %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3xui32>
      %c_1 = stablehlo.constant dense<19> : tensor<ui32>
      %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3xui32>
      %13 = stablehlo.or %10, %12 : tensor<3xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3xui32>
      %15 = stablehlo.add %8, %14 : tensor<3xui32>
      %c_2 = stablehlo.constant dense<15> : tensor<ui32>
      %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3xui32>
      %c_3 = stablehlo.constant dense<17> : tensor<ui32>
      %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3xui32>
      %20 = stablehlo.or %17, %19 : tensor<3xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3xui32>
      %22 = stablehlo.add %15, %21 : tensor<3xui32>
      %c_4 = stablehlo.constant dense<26> : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3xui32>
      %c_5 = stablehlo.constant dense<6> : tensor<ui32>
      %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3xui32>
      %27 = stablehlo.or %24, %26 : tensor<3xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3xui32>
      %29 = stablehlo.add %22, %28 : tensor<3xui32>
      %c_6 = stablehlo.constant dense<6> : tensor<ui32>
      %30 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3xui32>
      %c_7 = stablehlo.constant dense<26> : tensor<ui32>
      %32 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3xui32>
      %34 = stablehlo.or %31, %33 : tensor<3xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %37 = stablehlo.add %29, %36 : tensor<3xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %39 = stablehlo.add %35, %38 : tensor<3xui32>
      %c_8 = stablehlo.constant dense<1> : tensor<ui32>
      %40 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %41 = stablehlo.add %39, %40 : tensor<3xui32>
      %42 = stablehlo.add %37, %41 : tensor<3xui32>
      %c_9 = stablehlo.constant dense<17> : tensor<ui32>
      %43 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3xui32>
      %c_10 = stablehlo.constant dense<15> : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3xui32>
      %47 = stablehlo.or %44, %46 : tensor<3xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3xui32>
      %49 = stablehlo.add %42, %48 : tensor<3xui32>
      %c_11 = stablehlo.constant dense<29> : tensor<ui32>
      %50 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3xui32>
      %c_12 = stablehlo.constant dense<3> : tensor<ui32>
      %52 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3xui32>
      %54 = stablehlo.or %51, %53 : tensor<3xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3xui32>
      %56 = stablehlo.add %49, %55 : tensor<3xui32>
      %c_13 = stablehlo.constant dense<16> : tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3xui32>
      %c_14 = stablehlo.constant dense<16> : tensor<ui32>
      %59 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3xui32>
      %61 = stablehlo.or %58, %60 : tensor<3xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3xui32>
      %63 = stablehlo.add %56, %62 : tensor<3xui32>
      %c_15 = stablehlo.constant dense<24> : tensor<ui32>
      %64 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3xui32>
      %c_16 = stablehlo.constant dense<8> : tensor<ui32>
      %66 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3xui32>
      %68 = stablehlo.or %65, %67 : tensor<3xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %71 = stablehlo.add %63, %70 : tensor<3xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %73 = stablehlo.add %69, %72 : tensor<3xui32>
      %c_17 = stablehlo.constant dense<2> : tensor<ui32>
      %74 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %75 = stablehlo.add %73, %74 : tensor<3xui32>
      %76 = stablehlo.add %71, %75 : tensor<3xui32>
      %c_18 = stablehlo.constant dense<13> : tensor<ui32>
      %77 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3xui32>
      %c_19 = stablehlo.constant dense<19> : tensor<ui32>
      %79 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3xui32>
      %81 = stablehlo.or %78, %80 : tensor<3xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3xui32>
      %83 = stablehlo.add %76, %82 : tensor<3xui32>
      %c_20 = stablehlo.constant dense<15> : tensor<ui32>
      %84 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3xui32>
      %c_21 = stablehlo.constant dense<17> : tensor<ui32>
      %86 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3xui32>
      %88 = stablehlo.or %85, %87 : tensor<3xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3xui32>
      %90 = stablehlo.add %83, %89 : tensor<3xui32>
      %c_22 = stablehlo.constant dense<26> : tensor<ui32>
      %91 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3xui32>
      %c_23 = stablehlo.constant dense<6> : tensor<ui32>
      %93 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3xui32>
      %95 = stablehlo.or %92, %94 : tensor<3xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3xui32>
      %97 = stablehlo.add %90, %96 : tensor<3xui32>
      %c_24 = stablehlo.constant dense<6> : tensor<ui32>
      %98 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3xui32>
      %c_25 = stablehlo.constant dense<26> : tensor<ui32>
      %100 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3xui32>
      %102 = stablehlo.or %99, %101 : tensor<3xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %105 = stablehlo.add %97, %104 : tensor<3xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %107 = stablehlo.add %103, %106 : tensor<3xui32>
      %c_26 = stablehlo.constant dense<3> : tensor<ui32>
      %108 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %109 = stablehlo.add %107, %108 : tensor<3xui32>
      %110 = stablehlo.add %105, %109 : tensor<3xui32>
      %c_27 = stablehlo.constant dense<17> : tensor<ui32>
      %111 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3xui32>
      %c_28 = stablehlo.constant dense<15> : tensor<ui32>
      %113 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3xui32>
      %115 = stablehlo.or %112, %114 : tensor<3xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3xui32>
      %117 = stablehlo.add %110, %116 : tensor<3xui32>
      %c_29 = stablehlo.constant dense<29> : tensor<ui32>
      %118 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3xui32>
      %c_30 = stablehlo.constant dense<3> : tensor<ui32>
      %120 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3xui32>
      %122 = stablehlo.or %119, %121 : tensor<3xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3xui32>
      %124 = stablehlo.add %117, %123 : tensor<3xui32>
      %c_31 = stablehlo.constant dense<16> : tensor<ui32>
      %125 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3xui32>
      %c_32 = stablehlo.constant dense<16> : tensor<ui32>
      %127 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3xui32>
      %129 = stablehlo.or %126, %128 : tensor<3xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3xui32>
      %131 = stablehlo.add %124, %130 : tensor<3xui32>
      %c_33 = stablehlo.constant dense<24> : tensor<ui32>
      %132 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3xui32>
      %c_34 = stablehlo.constant dense<8> : tensor<ui32>
      %134 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3xui32>
      %136 = stablehlo.or %133, %135 : tensor<3xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %139 = stablehlo.add %131, %138 : tensor<3xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %141 = stablehlo.add %137, %140 : tensor<3xui32>
      %c_35 = stablehlo.constant dense<4> : tensor<ui32>
      %142 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %143 = stablehlo.add %141, %142 : tensor<3xui32>
      %144 = stablehlo.add %139, %143 : tensor<3xui32>
      %c_36 = stablehlo.constant dense<13> : tensor<ui32>
      %145 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3xui32>
      %c_37 = stablehlo.constant dense<19> : tensor<ui32>
      %147 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3xui32>
      %149 = stablehlo.or %146, %148 : tensor<3xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3xui32>
      %151 = stablehlo.add %144, %150 : tensor<3xui32>
      %c_38 = stablehlo.constant dense<15> : tensor<ui32>
      %152 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3xui32>
      %c_39 = stablehlo.constant dense<17> : tensor<ui32>
      %154 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3xui32>
      %156 = stablehlo.or %153, %155 : tensor<3xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3xui32>
      %158 = stablehlo.add %151, %157 : tensor<3xui32>
      %c_40 = stablehlo.constant dense<26> : tensor<ui32>
      %159 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3xui32>
      %c_41 = stablehlo.constant dense<6> : tensor<ui32>
      %161 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3xui32>
      %163 = stablehlo.or %160, %162 : tensor<3xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3xui32>
      %165 = stablehlo.add %158, %164 : tensor<3xui32>
      %c_42 = stablehlo.constant dense<6> : tensor<ui32>
      %166 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3xui32>
      %c_43 = stablehlo.constant dense<26> : tensor<ui32>
      %168 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3xui32>
      %170 = stablehlo.or %167, %169 : tensor<3xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %173 = stablehlo.add %165, %172 : tensor<3xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %175 = stablehlo.add %171, %174 : tensor<3xui32>
      %c_44 = stablehlo.constant dense<5> : tensor<ui32>
      %176 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %177 = stablehlo.add %175, %176 : tensor<3xui32>
      stablehlo.return %173, %177 : tensor<3xui32>, tensor<3xui32>
    }) : (tensor<i32>) -> (tensor<3xui32>, tensor<3xui32>)
    return %1#0, %1#1 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @argmax(%arg0: tensor<i32>, %arg1: tensor<2x3xf32>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg1 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg3, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg2, %arg4 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg3, %arg5 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @argmin(%arg0: tensor<i32>, %arg1: tensor<2x3xf32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x3xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg1 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg3, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg2, %arg4 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg3, %arg5 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
  func.func private @cumsum(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = call @cumsum_0(%arg0, %arg1) : (tensor<i32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<i32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %3:2 = chlo.scan(%arg1) inits (%2) dimension=0  attributes {is_associative = true, is_reverse = false} {
      ^bb0(%input: tensor<3xf32>, %carry: tensor<3xf32>):
        %4 = stablehlo.add %input, %carry : tensor<3xf32>
        stablehlo.return %4, %4 : tensor<3xf32>, tensor<3xf32>
      } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)
      stablehlo.return %3#0 : tensor<2x3xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
      %3 = "stablehlo.reduce_window"(%arg1, %2) <{base_dilations = array<i64: 1, 1>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1>}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %4 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
      stablehlo.return %3 : tensor<2x3xf32>
    }) : (tensor<i32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
