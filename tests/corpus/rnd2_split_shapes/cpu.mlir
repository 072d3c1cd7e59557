module @jit_rnd2_split_shapes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>) -> (tensor<2xui32> {jax.result_info = "result[0]"}, tensor<2x3x2xui32> {jax.result_info = "result[1]"}, tensor<2x3x2x2xui32> {jax.result_info = "result[2]"}, tensor<2x3xf32> {jax.result_info = "result[3]"}, tensor<3x2xui32> {jax.result_info = "result[4]"}) {
    %c = stablehlo.constant dense<32> : tensor<i32>
    %0 = stablehlo.shift_right_logical %arg0, %c : tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = stablehlo.and %arg0, %c_0 : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %7 = call @_threefry_split(%6) : (tensor<2xui32>) -> tensor<2xui32>
    %8 = call @_threefry_split_0(%6) : (tensor<2xui32>) -> tensor<2x3x2xui32>
    %9 = stablehlo.slice %8 [0:2, 0:3, 0:1] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %10 = stablehlo.reshape %9 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %11 = stablehlo.slice %8 [0:2, 0:3, 1:2] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %12 = stablehlo.reshape %11 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %13 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %15 = stablehlo.multiply %14, %13 : tensor<2xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %17 = stablehlo.shift_right_logical %15, %16 : tensor<2xui64>
    %18 = stablehlo.convert %15 : (tensor<2xui64>) -> tensor<2xui32>
    %19 = stablehlo.convert %17 : (tensor<2xui64>) -> tensor<2xui32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %22 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %23 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %24 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<1x2xui32>) -> tensor<1x1x2xui32>
    %25 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<1x2xui32>) -> tensor<1x1x2xui32>
    %26:2 = call @threefry2x32_2(%22, %23, %24, %25) : (tensor<2x3x1xui32>, tensor<2x3x1xui32>, tensor<1x1x2xui32>, tensor<1x1x2xui32>) -> (tensor<2x3x2xui32>, tensor<2x3x2xui32>)
    %27 = stablehlo.xor %26#0, %26#1 : tensor<2x3x2xui32>
    %28 = call @_threefry_split_3(%8) : (tensor<2x3x2xui32>) -> tensor<2x3x2x2xui32>
    %29 = call @_normal(%8) : (tensor<2x3x2xui32>) -> tensor<2x3xf32>
    %30 = call @_threefry_split_5(%6) : (tensor<2xui32>) -> tensor<3x2xui32>
    %31 = call @_threefry_split_7(%30) : (tensor<3x2xui32>) -> tensor<2x3xui32>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<2x3xui32>) -> tensor<3x2xui32>
    %33 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%27) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x3x2xui32>) -> tensor<2x3x2xui32>
    return %7, %33, %28, %29, %32 : tensor<2xui32>, tensor<2x3x2xui32>, tensor<2x3x2x2xui32>, tensor<2x3xf32>, tensor<3x2xui32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32(%1, %3, %c, %c_0) : (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>)
    %5 = stablehlo.broadcast_in_dim %4#0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.broadcast_in_dim %4#1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %7 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<ui32>, tensor<ui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.add %arg2, %arg0 : tensor<ui32>
    %3 = stablehlo.add %arg3, %arg1 : tensor<ui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %2, %iterArg_6 = %3, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %6 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
      %8 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<ui32>
      %15 = stablehlo.shift_left %iterArg_6, %7 : tensor<ui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %16 = stablehlo.subtract %c_13, %7 : tensor<ui32>
      %17 = stablehlo.shift_right_logical %iterArg_6, %16 : tensor<ui32>
      %18 = stablehlo.or %15, %17 : tensor<ui32>
      %19 = stablehlo.xor %14, %18 : tensor<ui32>
      %20 = stablehlo.add %14, %19 : tensor<ui32>
      %21 = stablehlo.shift_left %19, %9 : tensor<ui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_14, %9 : tensor<ui32>
      %23 = stablehlo.shift_right_logical %19, %22 : tensor<ui32>
      %24 = stablehlo.or %21, %23 : tensor<ui32>
      %25 = stablehlo.xor %20, %24 : tensor<ui32>
      %26 = stablehlo.add %20, %25 : tensor<ui32>
      %27 = stablehlo.shift_left %25, %11 : tensor<ui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_15, %11 : tensor<ui32>
      %29 = stablehlo.shift_right_logical %25, %28 : tensor<ui32>
      %30 = stablehlo.or %27, %29 : tensor<ui32>
      %31 = stablehlo.xor %26, %30 : tensor<ui32>
      %32 = stablehlo.add %26, %31 : tensor<ui32>
      %33 = stablehlo.shift_left %31, %13 : tensor<ui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %34 = stablehlo.subtract %c_16, %13 : tensor<ui32>
      %35 = stablehlo.shift_right_logical %31, %34 : tensor<ui32>
      %36 = stablehlo.or %33, %35 : tensor<ui32>
      %37 = stablehlo.xor %32, %36 : tensor<ui32>
      %38 = stablehlo.add %32, %iterArg_7 : tensor<ui32>
      %39 = stablehlo.add %37, %iterArg_8 : tensor<ui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %40 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %41 = stablehlo.convert %40 : (tensor<i32>) -> tensor<ui32>
      %42 = stablehlo.add %39, %41 : tensor<ui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %43, %5, %38, %42, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %4#2, %4#3 : tensor<ui32>, tensor<ui32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<2xui32>) -> tensor<2x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2x3xui64>
    %5 = stablehlo.iota dim = 1 : tensor<2x3xui64>
    %c = stablehlo.constant dense<3> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %7 = stablehlo.multiply %6, %4 : tensor<2x3xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %9 = stablehlo.multiply %8, %5 : tensor<2x3xui64>
    %10 = stablehlo.add %7, %9 : tensor<2x3xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<2x3xui64>
    %13 = stablehlo.convert %10 : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %14 = stablehlo.convert %12 : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %15:2 = call @threefry2x32_1(%1, %3, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<2x3xui32>, tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    return %18 : tensor<2x3x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x3xui32>, %arg3: tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<2x3xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<2x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<2x3xui32>
      %22 = stablehlo.or %18, %21 : tensor<2x3xui32>
      %23 = stablehlo.xor %16, %22 : tensor<2x3xui32>
      %24 = stablehlo.add %16, %23 : tensor<2x3xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<2x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<2x3xui32>
      %30 = stablehlo.or %26, %29 : tensor<2x3xui32>
      %31 = stablehlo.xor %24, %30 : tensor<2x3xui32>
      %32 = stablehlo.add %24, %31 : tensor<2x3xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<2x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<2x3xui32>
      %38 = stablehlo.or %34, %37 : tensor<2x3xui32>
      %39 = stablehlo.xor %32, %38 : tensor<2x3xui32>
      %40 = stablehlo.add %32, %39 : tensor<2x3xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<2x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<2x3xui32>
      %46 = stablehlo.or %42, %45 : tensor<2x3xui32>
      %47 = stablehlo.xor %40, %46 : tensor<2x3xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %49 = stablehlo.add %40, %48 : tensor<2x3xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %51 = stablehlo.add %47, %50 : tensor<2x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %55 = stablehlo.add %51, %54 : tensor<2x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2x3xui32>, tensor<2x3xui32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<2x3x1xui32>, %arg1: tensor<2x3x1xui32>, %arg2: tensor<1x1x2xui32>, %arg3: tensor<1x1x2xui32>) -> (tensor<2x3x2xui32>, tensor<2x3x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x3x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x3x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x1x2xui32>) -> tensor<2x3x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<2x3x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x1x2xui32>) -> tensor<2x3x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<2x3x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x3x2xui32>, tensor<2x3x2xui32>, tensor<2x3x1xui32>, tensor<2x3x1xui32>, tensor<2x3x1xui32>, tensor<4xui32>, tensor<4xui32>
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
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<2x3x2xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<2x3x2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<2x3x2xui32>
      %25 = stablehlo.or %21, %24 : tensor<2x3x2xui32>
      %26 = stablehlo.xor %19, %25 : tensor<2x3x2xui32>
      %27 = stablehlo.add %19, %26 : tensor<2x3x2xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<2x3x2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<2x3x2xui32>
      %33 = stablehlo.or %29, %32 : tensor<2x3x2xui32>
      %34 = stablehlo.xor %27, %33 : tensor<2x3x2xui32>
      %35 = stablehlo.add %27, %34 : tensor<2x3x2xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<2x3x2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<2x3x2xui32>
      %41 = stablehlo.or %37, %40 : tensor<2x3x2xui32>
      %42 = stablehlo.xor %35, %41 : tensor<2x3x2xui32>
      %43 = stablehlo.add %35, %42 : tensor<2x3x2xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<2x3x2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<2x3x2xui32>
      %49 = stablehlo.or %45, %48 : tensor<2x3x2xui32>
      %50 = stablehlo.xor %43, %49 : tensor<2x3x2xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
      %52 = stablehlo.add %43, %51 : tensor<2x3x2xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
      %54 = stablehlo.add %50, %53 : tensor<2x3x2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
      %58 = stablehlo.add %54, %57 : tensor<2x3x2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<2x3x2xui32>, tensor<2x3x2xui32>, tensor<2x3x1xui32>, tensor<2x3x1xui32>, tensor<2x3x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<2x3x2xui32>, tensor<2x3x2xui32>
  }
  func.func private @_threefry_split_3(%arg0: tensor<2x3x2xui32>) -> tensor<2x3x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:3, 0:1] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %2 = stablehlo.slice %arg0 [0:2, 0:3, 1:2] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
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
    %13 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<1x2xui32>) -> tensor<1x1x2xui32>
    %16 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<1x2xui32>) -> tensor<1x1x2xui32>
    %17:2 = call @threefry2x32_2(%13, %14, %15, %16) : (tensor<2x3x1xui32>, tensor<2x3x1xui32>, tensor<1x1x2xui32>, tensor<1x1x2xui32>) -> (tensor<2x3x2xui32>, tensor<2x3x2xui32>)
    %18 = stablehlo.broadcast_in_dim %17#0, dims = [0, 1, 2] : (tensor<2x3x2xui32>) -> tensor<2x3x2x1xui32>
    %19 = stablehlo.broadcast_in_dim %17#1, dims = [0, 1, 2] : (tensor<2x3x2xui32>) -> tensor<2x3x2x1xui32>
    %20 = stablehlo.concatenate %18, %19, dim = 3 : (tensor<2x3x2x1xui32>, tensor<2x3x2x1xui32>) -> tensor<2x3x2x2xui32>
    return %20 : tensor<2x3x2x2xui32>
  }
  func.func private @_normal(%arg0: tensor<2x3x2xui32>) -> tensor<2x3xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2x3x2xui32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2x3x2xui32>) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2x3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %1 = chlo.erf_inv %0 : tensor<2x3xf32> -> tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<2x3xf32>
    return %3 : tensor<2x3xf32>
  }
  func.func private @_uniform(%arg0: tensor<2x3x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:3, 0:1] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %2 = stablehlo.slice %arg0 [0:2, 0:3, 1:2] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_4(%1, %3, %c, %c_0) : (tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %9 = stablehlo.or %7, %8 : tensor<2x3xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<2x3xui32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<2x3xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x3xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x3xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x3xf32>
    return %19 : tensor<2x3xf32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<2x3xui32>, %arg1: tensor<2x3xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x3xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<2x3xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<4xui32>, tensor<4xui32>
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
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<2x3xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<2x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<2x3xui32>
      %23 = stablehlo.or %19, %22 : tensor<2x3xui32>
      %24 = stablehlo.xor %17, %23 : tensor<2x3xui32>
      %25 = stablehlo.add %17, %24 : tensor<2x3xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<2x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<2x3xui32>
      %31 = stablehlo.or %27, %30 : tensor<2x3xui32>
      %32 = stablehlo.xor %25, %31 : tensor<2x3xui32>
      %33 = stablehlo.add %25, %32 : tensor<2x3xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<2x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<2x3xui32>
      %39 = stablehlo.or %35, %38 : tensor<2x3xui32>
      %40 = stablehlo.xor %33, %39 : tensor<2x3xui32>
      %41 = stablehlo.add %33, %40 : tensor<2x3xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<2x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<2x3xui32>
      %47 = stablehlo.or %43, %46 : tensor<2x3xui32>
      %48 = stablehlo.xor %41, %47 : tensor<2x3xui32>
      %49 = stablehlo.add %41, %iterArg_7 : tensor<2x3xui32>
      %50 = stablehlo.add %48, %iterArg_8 : tensor<2x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %52 = stablehlo.convert %51 : (tensor<i32>) -> tensor<ui32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %54 = stablehlo.add %50, %53 : tensor<2x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %55, %8, %49, %54, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<2x3xui32>, tensor<2x3xui32>
  }
  func.func private @_threefry_split_5(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11:2 = call @threefry2x32_6(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<3xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<3xui32>
      %22 = stablehlo.or %18, %21 : tensor<3xui32>
      %23 = stablehlo.xor %16, %22 : tensor<3xui32>
      %24 = stablehlo.add %16, %23 : tensor<3xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<3xui32>
      %30 = stablehlo.or %26, %29 : tensor<3xui32>
      %31 = stablehlo.xor %24, %30 : tensor<3xui32>
      %32 = stablehlo.add %24, %31 : tensor<3xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<3xui32>
      %38 = stablehlo.or %34, %37 : tensor<3xui32>
      %39 = stablehlo.xor %32, %38 : tensor<3xui32>
      %40 = stablehlo.add %32, %39 : tensor<3xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<3xui32>
      %46 = stablehlo.or %42, %45 : tensor<3xui32>
      %47 = stablehlo.xor %40, %46 : tensor<3xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %49 = stablehlo.add %40, %48 : tensor<3xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %51 = stablehlo.add %47, %50 : tensor<3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %55 = stablehlo.add %51, %54 : tensor<3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @_threefry_split_7(%arg0: tensor<3x2xui32>) -> tensor<2x3xui32> {
    %0 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xui32>) -> tensor<3xui32>
    %2 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_8(%1, %3, %c, %c_0) : (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %5 = stablehlo.broadcast_in_dim %4#0, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %6 = stablehlo.broadcast_in_dim %4#1, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<2x3xui32>
    return %7 : tensor<2x3xui32>
  }
  func.func private @threefry2x32_8(%arg0: tensor<3xui32>, %arg1: tensor<3xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<3xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>
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
      %17 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<3xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %19 = stablehlo.shift_left %iterArg_6, %18 : tensor<3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %20 = stablehlo.subtract %c_13, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %22 = stablehlo.shift_right_logical %iterArg_6, %21 : tensor<3xui32>
      %23 = stablehlo.or %19, %22 : tensor<3xui32>
      %24 = stablehlo.xor %17, %23 : tensor<3xui32>
      %25 = stablehlo.add %17, %24 : tensor<3xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %28 = stablehlo.subtract %c_14, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<3xui32>
      %31 = stablehlo.or %27, %30 : tensor<3xui32>
      %32 = stablehlo.xor %25, %31 : tensor<3xui32>
      %33 = stablehlo.add %25, %32 : tensor<3xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %36 = stablehlo.subtract %c_15, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<3xui32>
      %39 = stablehlo.or %35, %38 : tensor<3xui32>
      %40 = stablehlo.xor %33, %39 : tensor<3xui32>
      %41 = stablehlo.add %33, %40 : tensor<3xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %44 = stablehlo.subtract %c_16, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<3xui32>
      %47 = stablehlo.or %43, %46 : tensor<3xui32>
      %48 = stablehlo.xor %41, %47 : tensor<3xui32>
      %49 = stablehlo.add %41, %iterArg_7 : tensor<3xui32>
      %50 = stablehlo.add %48, %iterArg_8 : tensor<3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %52 = stablehlo.convert %51 : (tensor<i32>) -> tensor<ui32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %54 = stablehlo.add %50, %53 : tensor<3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %55, %8, %49, %54, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<3xui32>, tensor<3xui32>
  }
}
