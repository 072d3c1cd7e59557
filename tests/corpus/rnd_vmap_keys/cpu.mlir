module @jit_rnd_vmap_keys attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4x2xui32>) -> (tensor<4x2x3xui32> {jax.result_info = "result[0]"}, tensor<4x2xui8> {jax.result_info = "result[1]"}, tensor<4x2x2xui32> {jax.result_info = "result[2]"}, tensor<4x2xui32> {jax.result_info = "result[3]"}) {
    %0 = sdy.sharding_constraint %arg0 <@empty_mesh, [{?}, {}]> : tensor<4x2xui32>
    %1 = stablehlo.slice %0 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %2 = stablehlo.reshape %1 : (tensor<4x1xui32>) -> tensor<4xui32>
    %3 = stablehlo.slice %0 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %4 = stablehlo.reshape %3 : (tensor<4x1xui32>) -> tensor<4xui32>
    %5 = stablehlo.iota dim = 0 : tensor<2x3xui64>
    %6 = stablehlo.iota dim = 1 : tensor<2x3xui64>
    %c = stablehlo.constant dense<3> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %8 = stablehlo.multiply %7, %5 : tensor<2x3xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<2x3xui64>
    %11 = stablehlo.add %8, %10 : tensor<2x3xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %13 = stablehlo.shift_right_logical %11, %12 : tensor<2x3xui64>
    %14 = stablehlo.convert %11 : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %15 = stablehlo.convert %13 : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<2x3xui32>) -> tensor<1x2x3xui32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [1, 2] : (tensor<2x3xui32>) -> tensor<1x2x3xui32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xui32>) -> tensor<4x1x1xui32>
    %19 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xui32>) -> tensor<4x1x1xui32>
    %20:2 = call @threefry2x32(%18, %19, %16, %17) : (tensor<4x1x1xui32>, tensor<4x1x1xui32>, tensor<1x2x3xui32>, tensor<1x2x3xui32>) -> (tensor<4x2x3xui32>, tensor<4x2x3xui32>)
    %21 = stablehlo.xor %20#0, %20#1 : tensor<4x2x3xui32>
    %22 = stablehlo.slice %0 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %23 = stablehlo.reshape %22 : (tensor<4x1xui32>) -> tensor<4xui32>
    %24 = stablehlo.slice %0 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %25 = stablehlo.reshape %24 : (tensor<4x1xui32>) -> tensor<4xui32>
    %26 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %27 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %28 = stablehlo.multiply %27, %26 : tensor<2xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %29 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<2xui64>
    %31 = stablehlo.convert %28 : (tensor<2xui64>) -> tensor<2xui32>
    %32 = stablehlo.convert %30 : (tensor<2xui64>) -> tensor<2xui32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %35 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %36 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %37:2 = call @threefry2x32_0(%35, %36, %33, %34) : (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<4x2xui32>, tensor<4x2xui32>)
    %38 = stablehlo.xor %37#0, %37#1 : tensor<4x2xui32>
    %39 = stablehlo.convert %38 : (tensor<4x2xui32>) -> tensor<4x2xui8>
    %40 = call @_threefry_split(%0) : (tensor<4x2xui32>) -> tensor<4x2x2xui32>
    %c_4 = stablehlo.constant dense<2> : tensor<ui32>
    %41 = call @_threefry_fold_in(%0, %c_4) : (tensor<4x2xui32>, tensor<ui32>) -> tensor<4x2xui32>
    %42 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%21) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<4x2x3xui32>) -> tensor<4x2x3xui32>
    %43 = sdy.sharding_constraint %40 <@empty_mesh, [{?}, {?}, {}]> : tensor<4x2x2xui32>
    %44 = sdy.sharding_constraint %41 <@empty_mesh, [{?}, {}]> : tensor<4x2xui32>
    return %42, %39, %43, %44 : tensor<4x2x3xui32>, tensor<4x2xui8>, tensor<4x2x2xui32>, tensor<4x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<4x1x1xui32>, %arg1: tensor<4x1x1xui32>, %arg2: tensor<1x2x3xui32>, %arg3: tensor<1x2x3xui32>) -> (tensor<4x2x3xui32>, tensor<4x2x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4x1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4x1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4x1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x2x3xui32>) -> tensor<4x2x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<4x1x1xui32>) -> tensor<4x2x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<4x2x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x2x3xui32>) -> tensor<4x2x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<4x1x1xui32>) -> tensor<4x2x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<4x2x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4x2x3xui32>, tensor<4x2x3xui32>, tensor<4x1x1xui32>, tensor<4x1x1xui32>, tensor<4x1x1xui32>, tensor<4xui32>, tensor<4xui32>
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
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<4x2x3xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x2x3xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<4x2x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x2x3xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<4x2x3xui32>
      %25 = stablehlo.or %21, %24 : tensor<4x2x3xui32>
      %26 = stablehlo.xor %19, %25 : tensor<4x2x3xui32>
      %27 = stablehlo.add %19, %26 : tensor<4x2x3xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<4x2x3xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<4x2x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<4x2x3xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<4x2x3xui32>
      %33 = stablehlo.or %29, %32 : tensor<4x2x3xui32>
      %34 = stablehlo.xor %27, %33 : tensor<4x2x3xui32>
      %35 = stablehlo.add %27, %34 : tensor<4x2x3xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x2x3xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<4x2x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<4x2x3xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<4x2x3xui32>
      %41 = stablehlo.or %37, %40 : tensor<4x2x3xui32>
      %42 = stablehlo.xor %35, %41 : tensor<4x2x3xui32>
      %43 = stablehlo.add %35, %42 : tensor<4x2x3xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<4x2x3xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<4x2x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x2x3xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<4x2x3xui32>
      %49 = stablehlo.or %45, %48 : tensor<4x2x3xui32>
      %50 = stablehlo.xor %43, %49 : tensor<4x2x3xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1, 2] : (tensor<4x1x1xui32>) -> tensor<4x2x3xui32>
      %52 = stablehlo.add %43, %51 : tensor<4x2x3xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1, 2] : (tensor<4x1x1xui32>) -> tensor<4x2x3xui32>
      %54 = stablehlo.add %50, %53 : tensor<4x2x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<4x2x3xui32>
      %58 = stablehlo.add %54, %57 : tensor<4x2x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<4x2x3xui32>, tensor<4x2x3xui32>, tensor<4x1x1xui32>, tensor<4x1x1xui32>, tensor<4x1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<4x2x3xui32>, tensor<4x2x3xui32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<4x1xui32>, %arg1: tensor<4x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<4x2xui32>, tensor<4x2xui32>) {
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
  func.func private @_threefry_split(%arg0: tensor<4x2xui32>) -> tensor<4x2x2xui32> {
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
    %15:2 = call @threefry2x32_0(%13, %14, %11, %12) : (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<4x2xui32>, tensor<4x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<4x2xui32>) -> tensor<4x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<4x2xui32>) -> tensor<4x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<4x2x1xui32>, tensor<4x2x1xui32>) -> tensor<4x2x2xui32>
    return %18 : tensor<4x2x2xui32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<4x2xui32>, %arg1: tensor<ui32>) -> tensor<4x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %6 = stablehlo.reshape %5 : (tensor<4x1xui32>) -> tensor<4xui32>
    %7 = stablehlo.slice %arg0 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %8 = stablehlo.reshape %7 : (tensor<4x1xui32>) -> tensor<4xui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<1xui32>) -> tensor<1x1xui32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<1xui32>) -> tensor<1x1xui32>
    %13 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %14 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %15:2 = call @threefry2x32_1(%13, %14, %11, %12) : (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>) -> (tensor<4x1xui32>, tensor<4x1xui32>)
    %16 = stablehlo.concatenate %15#0, %15#1, dim = 1 : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x2xui32>
    return %16 : tensor<4x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<4x1xui32>, %arg1: tensor<4x1xui32>, %arg2: tensor<1x1xui32>, %arg3: tensor<1x1xui32>) -> (tensor<4x1xui32>, tensor<4x1xui32>) {
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
}
