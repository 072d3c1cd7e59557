module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xui32>) -> (tensor<3x2xf32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}, tensor<3x3xui32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %1 = stablehlo.shift_right_logical %arg0, %0 : tensor<3xui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %4 = stablehlo.and %arg0, %3 : tensor<3xui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    %7 = call @_threefry_split(%6) : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
    %8 = stablehlo.slice %7 [0:3, 0:1, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %9 = stablehlo.reshape %8 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %10 = stablehlo.slice %7 [0:3, 1:2, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = call @_uniform(%9, %cst, %cst_1) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x2xf32>
    %13 = call @_normal(%11) : (tensor<3x2xui32>) -> tensor<3x2xf32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_right_logical %arg0, %14 : tensor<3xui32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %c_3 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.and %arg0, %17 : tensor<3xui32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %20 = stablehlo.concatenate %16, %19, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    %21 = stablehlo.slice %20 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %22 = stablehlo.reshape %21 : (tensor<3x1xui32>) -> tensor<3xui32>
    %23 = stablehlo.slice %20 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %24 = stablehlo.reshape %23 : (tensor<3x1xui32>) -> tensor<3xui32>
    %25 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c_4 = stablehlo.constant dense<1> : tensor<ui64>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %27 = stablehlo.multiply %26, %25 : tensor<3xui64>
    %c_5 = stablehlo.constant dense<32> : tensor<ui64>
    %28 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %29 = stablehlo.shift_right_logical %27, %28 : tensor<3xui64>
    %30 = stablehlo.convert %27 : (tensor<3xui64>) -> tensor<3xui32>
    %31 = stablehlo.convert %29 : (tensor<3xui64>) -> tensor<3xui32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %34 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %35 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %36:2 = call @threefry2x32_1(%34, %35, %32, %33) : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<3x3xui32>, tensor<3x3xui32>)
    %37 = stablehlo.xor %36#0, %36#1 : tensor<3x3xui32>
    return %12, %13, %37 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x3xui32>
  }
  func.func private @_threefry_split(%arg0: tensor<3x2xui32>) -> tensor<3x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xui32>) -> tensor<3xui32>
    %2 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
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
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %15:2 = call @threefry2x32(%13, %14, %11, %12) : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<3x2x1xui32>, tensor<3x2x1xui32>) -> tensor<3x2x2xui32>
    return %18 : tensor<3x2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<3x1xui32>, %arg1: tensor<3x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<3x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<3x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
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
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<3x2xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<3x2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<3x2xui32>
      %25 = stablehlo.or %21, %24 : tensor<3x2xui32>
      %26 = stablehlo.xor %19, %25 : tensor<3x2xui32>
      %27 = stablehlo.add %19, %26 : tensor<3x2xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<3x2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<3x2xui32>
      %33 = stablehlo.or %29, %32 : tensor<3x2xui32>
      %34 = stablehlo.xor %27, %33 : tensor<3x2xui32>
      %35 = stablehlo.add %27, %34 : tensor<3x2xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<3x2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<3x2xui32>
      %41 = stablehlo.or %37, %40 : tensor<3x2xui32>
      %42 = stablehlo.xor %35, %41 : tensor<3x2xui32>
      %43 = stablehlo.add %35, %42 : tensor<3x2xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<3x2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<3x2xui32>
      %49 = stablehlo.or %45, %48 : tensor<3x2xui32>
      %50 = stablehlo.xor %43, %49 : tensor<3x2xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
      %52 = stablehlo.add %43, %51 : tensor<3x2xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
      %54 = stablehlo.add %50, %53 : tensor<3x2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
      %58 = stablehlo.add %54, %57 : tensor<3x2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<3x2xui32>, tensor<3x2xui32>
  }
  func.func private @_uniform(%arg0: tensor<3x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xui32>) -> tensor<3xui32>
    %6 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %7 = stablehlo.reshape %6 : (tensor<3x1xui32>) -> tensor<3xui32>
    %8 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<2xui64>
    %13 = stablehlo.convert %10 : (tensor<2xui64>) -> tensor<2xui32>
    %14 = stablehlo.convert %12 : (tensor<2xui64>) -> tensor<2xui32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %18 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %19:2 = call @threefry2x32(%17, %18, %15, %16) : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<3x2xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<3x2xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %24 = stablehlo.or %22, %23 : tensor<3x2xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<3x2xui32>) -> tensor<3x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<3x2xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<3x2xf32>
    %32 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
    %34 = stablehlo.add %31, %33 : tensor<3x2xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
    %37 = stablehlo.maximum %36, %34 : tensor<3x2xf32>
    return %37 : tensor<3x2xf32>
  }
  func.func private @_normal(%arg0: tensor<3x2xui32>) -> tensor<3x2xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<3x2xui32>) -> tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
  func.func private @_normal_real(%arg0: tensor<3x2xui32>) -> tensor<3x2xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_0(%arg0, %cst, %cst_0) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x2xf32>
    %1 = chlo.erf_inv %0 : tensor<3x2xf32> -> tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3x2xf32>
    return %3 : tensor<3x2xf32>
  }
  func.func private @_uniform_0(%arg0: tensor<3x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
    %4 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xui32>) -> tensor<3xui32>
    %6 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<2xui64>
    %11 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %12 = stablehlo.convert %10 : (tensor<2xui64>) -> tensor<2xui32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %16 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %17:2 = call @threefry2x32(%15, %16, %13, %14) : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<3x2xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<3x2xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %22 = stablehlo.or %20, %21 : tensor<3x2xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<3x2xui32>) -> tensor<3x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<3x2xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<3x2xf32>
    %30 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
    %32 = stablehlo.add %29, %31 : tensor<3x2xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
    %35 = stablehlo.maximum %34, %32 : tensor<3x2xf32>
    return %35 : tensor<3x2xf32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<3x1xui32>, %arg1: tensor<3x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<3x3xui32>, tensor<3x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<3x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<3x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<3x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<3x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
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
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<3x3xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<3x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<3x3xui32>
      %25 = stablehlo.or %21, %24 : tensor<3x3xui32>
      %26 = stablehlo.xor %19, %25 : tensor<3x3xui32>
      %27 = stablehlo.add %19, %26 : tensor<3x3xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<3x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<3x3xui32>
      %33 = stablehlo.or %29, %32 : tensor<3x3xui32>
      %34 = stablehlo.xor %27, %33 : tensor<3x3xui32>
      %35 = stablehlo.add %27, %34 : tensor<3x3xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<3x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<3x3xui32>
      %41 = stablehlo.or %37, %40 : tensor<3x3xui32>
      %42 = stablehlo.xor %35, %41 : tensor<3x3xui32>
      %43 = stablehlo.add %35, %42 : tensor<3x3xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<3x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<3x3xui32>
      %49 = stablehlo.or %45, %48 : tensor<3x3xui32>
      %50 = stablehlo.xor %43, %49 : tensor<3x3xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
      %52 = stablehlo.add %43, %51 : tensor<3x3xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
      %54 = stablehlo.add %50, %53 : tensor<3x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
      %58 = stablehlo.add %54, %57 : tensor<3x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<3x3xui32>, tensor<3x3xui32>
  }
}
