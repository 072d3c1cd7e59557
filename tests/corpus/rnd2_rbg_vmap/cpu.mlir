module @jit_rnd2_rbg_vmap attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<3x4xui32>) -> (tensor<3x2xui32> {jax.result_info = "result[0]"}, tensor<3x4xui8> {jax.result_info = "result[1]"}) {
    %0 = sdy.sharding_constraint %arg1 <@empty_mesh, [{?}, {}]> : tensor<3x4xui32>
    %c = stablehlo.constant dense<32> : tensor<i32>
    %1 = stablehlo.shift_right_logical %arg0, %c : tensor<i32>
    %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.and %arg0, %c_0 : tensor<i32>
    %5 = stablehlo.convert %4 : (tensor<i32>) -> tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %7 = stablehlo.concatenate %3, %6, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %8 = stablehlo.concatenate %7, %7, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %9 = stablehlo.reshape %8 : (tensor<4xui32>) -> tensor<2x2xui32>
    %10 = stablehlo.slice %9 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %11 = stablehlo.reshape %10 : (tensor<2x1xui32>) -> tensor<2xui32>
    %12 = stablehlo.slice %9 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.reshape %12 : (tensor<2x1xui32>) -> tensor<2xui32>
    %14 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %16 = stablehlo.multiply %15, %14 : tensor<3xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<3xui64>
    %19 = stablehlo.convert %16 : (tensor<3xui64>) -> tensor<3xui32>
    %20 = stablehlo.convert %18 : (tensor<3xui64>) -> tensor<3xui32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %22 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %23 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %24 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %25:2 = call @threefry2x32(%23, %24, %21, %22) : (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>)
    %26 = stablehlo.broadcast_in_dim %25#0, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %27 = stablehlo.broadcast_in_dim %25#1, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %28 = stablehlo.concatenate %26, %27, dim = 2 : (tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %29 = stablehlo.transpose %28, dims = [1, 0, 2] : (tensor<2x3x2xui32>) -> tensor<3x2x2xui32>
    %30 = stablehlo.reshape %29 : (tensor<3x2x2xui32>) -> tensor<3x4xui32>
    %31 = stablehlo.slice %30 [0:1, 0:4] : (tensor<3x4xui32>) -> tensor<1x4xui32>
    %32 = stablehlo.reshape %31 : (tensor<1x4xui32>) -> tensor<4xui32>
    %33 = stablehlo.reshape %32 : (tensor<4xui32>) -> tensor<2x2xui32>
    %34 = stablehlo.bitcast_convert %33 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %34, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x2xui32>)
    %35 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %36 = stablehlo.reshape %35 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %37 = call @dynamic_update_index_in_dim(%30, %36, %c_3) : (tensor<3x4xui32>, tensor<4xui32>, tensor<i32>) -> tensor<3x4xui32>
    %38 = stablehlo.slice %0 [0:1, 0:4] : (tensor<3x4xui32>) -> tensor<1x4xui32>
    %39 = stablehlo.reshape %38 : (tensor<1x4xui32>) -> tensor<4xui32>
    %40 = stablehlo.reshape %39 : (tensor<4xui32>) -> tensor<2x2xui32>
    %41 = stablehlo.bitcast_convert %40 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_4, %output_5 = stablehlo.rng_bit_generator %41, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui8>)
    %42 = stablehlo.bitcast_convert %output_state_4 : (tensor<2xui64>) -> tensor<2x2xui32>
    %43 = stablehlo.reshape %42 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %44 = call @dynamic_update_index_in_dim(%0, %43, %c_6) : (tensor<3x4xui32>, tensor<4xui32>, tensor<i32>) -> tensor<3x4xui32>
    %45 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%output) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x2xui32>) -> tensor<3x2xui32>
    return %45, %output_5 : tensor<3x2xui32>, tensor<3x4xui8>
  }
  func.func private @threefry2x32(%arg0: tensor<2x1xui32>, %arg1: tensor<2x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<2x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<2x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<2x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
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
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<2x3xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<2x3xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<2x3xui32>
      %25 = stablehlo.or %21, %24 : tensor<2x3xui32>
      %26 = stablehlo.xor %19, %25 : tensor<2x3xui32>
      %27 = stablehlo.add %19, %26 : tensor<2x3xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<2x3xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<2x3xui32>
      %33 = stablehlo.or %29, %32 : tensor<2x3xui32>
      %34 = stablehlo.xor %27, %33 : tensor<2x3xui32>
      %35 = stablehlo.add %27, %34 : tensor<2x3xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<2x3xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<2x3xui32>
      %41 = stablehlo.or %37, %40 : tensor<2x3xui32>
      %42 = stablehlo.xor %35, %41 : tensor<2x3xui32>
      %43 = stablehlo.add %35, %42 : tensor<2x3xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<2x3xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<2x3xui32>
      %49 = stablehlo.or %45, %48 : tensor<2x3xui32>
      %50 = stablehlo.xor %43, %49 : tensor<2x3xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
      %52 = stablehlo.add %43, %51 : tensor<2x3xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
      %54 = stablehlo.add %50, %53 : tensor<2x3xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
      %58 = stablehlo.add %54, %57 : tensor<2x3xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<2x3xui32>, tensor<2x3xui32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x4xui32>, %arg1: tensor<4xui32>, %arg2: tensor<i32>) -> tensor<3x4xui32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xui32>) -> tensor<1x4xui32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4, %c_1 : (tensor<3x4xui32>, tensor<1x4xui32>, tensor<i32>, tensor<i32>) -> tensor<3x4xui32>
    return %5 : tensor<3x4xui32>
  }
}
