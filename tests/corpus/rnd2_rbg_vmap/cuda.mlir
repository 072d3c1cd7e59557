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
    %45 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%output) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x2xui32>) -> tensor<3x2xui32>
    return %45, %output_5 : tensor<3x2xui32>, tensor<3x4xui8>
  }
  func.func private @threefry2x32(%arg0: tensor<2x1xui32>, %arg1: tensor<2x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x1xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<2x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<2x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<2x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<2x3xui32>
    %9 = stablehlo.add %5, %8 : tensor<2x3xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %11 = stablehlo.shift_left %8, %10 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %13 = stablehlo.shift_right_logical %8, %12 : tensor<2x3xui32>
    %14 = stablehlo.or %11, %13 : tensor<2x3xui32>
    %15 = stablehlo.xor %9, %14 : tensor<2x3xui32>
    %16 = stablehlo.add %9, %15 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %18 = stablehlo.shift_left %15, %17 : tensor<2x3xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %20 = stablehlo.shift_right_logical %15, %19 : tensor<2x3xui32>
    %21 = stablehlo.or %18, %20 : tensor<2x3xui32>
    %22 = stablehlo.xor %16, %21 : tensor<2x3xui32>
    %23 = stablehlo.add %16, %22 : tensor<2x3xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %25 = stablehlo.shift_left %22, %24 : tensor<2x3xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %27 = stablehlo.shift_right_logical %22, %26 : tensor<2x3xui32>
    %28 = stablehlo.or %25, %27 : tensor<2x3xui32>
    %29 = stablehlo.xor %23, %28 : tensor<2x3xui32>
    %30 = stablehlo.add %23, %29 : tensor<2x3xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %32 = stablehlo.shift_left %29, %31 : tensor<2x3xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %34 = stablehlo.shift_right_logical %29, %33 : tensor<2x3xui32>
    %35 = stablehlo.or %32, %34 : tensor<2x3xui32>
    %36 = stablehlo.xor %30, %35 : tensor<2x3xui32>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %38 = stablehlo.add %30, %37 : tensor<2x3xui32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %40 = stablehlo.add %36, %39 : tensor<2x3xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %42 = stablehlo.add %40, %41 : tensor<2x3xui32>
    %43 = stablehlo.add %38, %42 : tensor<2x3xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %44 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %45 = stablehlo.shift_left %42, %44 : tensor<2x3xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %47 = stablehlo.shift_right_logical %42, %46 : tensor<2x3xui32>
    %48 = stablehlo.or %45, %47 : tensor<2x3xui32>
    %49 = stablehlo.xor %43, %48 : tensor<2x3xui32>
    %50 = stablehlo.add %43, %49 : tensor<2x3xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %52 = stablehlo.shift_left %49, %51 : tensor<2x3xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %54 = stablehlo.shift_right_logical %49, %53 : tensor<2x3xui32>
    %55 = stablehlo.or %52, %54 : tensor<2x3xui32>
    %56 = stablehlo.xor %50, %55 : tensor<2x3xui32>
    %57 = stablehlo.add %50, %56 : tensor<2x3xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %58 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %59 = stablehlo.shift_left %56, %58 : tensor<2x3xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %60 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %61 = stablehlo.shift_right_logical %56, %60 : tensor<2x3xui32>
    %62 = stablehlo.or %59, %61 : tensor<2x3xui32>
    %63 = stablehlo.xor %57, %62 : tensor<2x3xui32>
    %64 = stablehlo.add %57, %63 : tensor<2x3xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %65 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %66 = stablehlo.shift_left %63, %65 : tensor<2x3xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %67 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %68 = stablehlo.shift_right_logical %63, %67 : tensor<2x3xui32>
    %69 = stablehlo.or %66, %68 : tensor<2x3xui32>
    %70 = stablehlo.xor %64, %69 : tensor<2x3xui32>
    %71 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %72 = stablehlo.add %64, %71 : tensor<2x3xui32>
    %73 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %74 = stablehlo.add %70, %73 : tensor<2x3xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %76 = stablehlo.add %74, %75 : tensor<2x3xui32>
    %77 = stablehlo.add %72, %76 : tensor<2x3xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %78 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %79 = stablehlo.shift_left %76, %78 : tensor<2x3xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %80 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %81 = stablehlo.shift_right_logical %76, %80 : tensor<2x3xui32>
    %82 = stablehlo.or %79, %81 : tensor<2x3xui32>
    %83 = stablehlo.xor %77, %82 : tensor<2x3xui32>
    %84 = stablehlo.add %77, %83 : tensor<2x3xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %85 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %86 = stablehlo.shift_left %83, %85 : tensor<2x3xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %87 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %88 = stablehlo.shift_right_logical %83, %87 : tensor<2x3xui32>
    %89 = stablehlo.or %86, %88 : tensor<2x3xui32>
    %90 = stablehlo.xor %84, %89 : tensor<2x3xui32>
    %91 = stablehlo.add %84, %90 : tensor<2x3xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %92 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %93 = stablehlo.shift_left %90, %92 : tensor<2x3xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %94 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %95 = stablehlo.shift_right_logical %90, %94 : tensor<2x3xui32>
    %96 = stablehlo.or %93, %95 : tensor<2x3xui32>
    %97 = stablehlo.xor %91, %96 : tensor<2x3xui32>
    %98 = stablehlo.add %91, %97 : tensor<2x3xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %99 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %100 = stablehlo.shift_left %97, %99 : tensor<2x3xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %102 = stablehlo.shift_right_logical %97, %101 : tensor<2x3xui32>
    %103 = stablehlo.or %100, %102 : tensor<2x3xui32>
    %104 = stablehlo.xor %98, %103 : tensor<2x3xui32>
    %105 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %106 = stablehlo.add %98, %105 : tensor<2x3xui32>
    %107 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %108 = stablehlo.add %104, %107 : tensor<2x3xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %110 = stablehlo.add %108, %109 : tensor<2x3xui32>
    %111 = stablehlo.add %106, %110 : tensor<2x3xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %112 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %113 = stablehlo.shift_left %110, %112 : tensor<2x3xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %114 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %115 = stablehlo.shift_right_logical %110, %114 : tensor<2x3xui32>
    %116 = stablehlo.or %113, %115 : tensor<2x3xui32>
    %117 = stablehlo.xor %111, %116 : tensor<2x3xui32>
    %118 = stablehlo.add %111, %117 : tensor<2x3xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %119 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %120 = stablehlo.shift_left %117, %119 : tensor<2x3xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %121 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %122 = stablehlo.shift_right_logical %117, %121 : tensor<2x3xui32>
    %123 = stablehlo.or %120, %122 : tensor<2x3xui32>
    %124 = stablehlo.xor %118, %123 : tensor<2x3xui32>
    %125 = stablehlo.add %118, %124 : tensor<2x3xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %126 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %127 = stablehlo.shift_left %124, %126 : tensor<2x3xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %128 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %129 = stablehlo.shift_right_logical %124, %128 : tensor<2x3xui32>
    %130 = stablehlo.or %127, %129 : tensor<2x3xui32>
    %131 = stablehlo.xor %125, %130 : tensor<2x3xui32>
    %132 = stablehlo.add %125, %131 : tensor<2x3xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %134 = stablehlo.shift_left %131, %133 : tensor<2x3xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %135 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %136 = stablehlo.shift_right_logical %131, %135 : tensor<2x3xui32>
    %137 = stablehlo.or %134, %136 : tensor<2x3xui32>
    %138 = stablehlo.xor %132, %137 : tensor<2x3xui32>
    %139 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %140 = stablehlo.add %132, %139 : tensor<2x3xui32>
    %141 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %142 = stablehlo.add %138, %141 : tensor<2x3xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %144 = stablehlo.add %142, %143 : tensor<2x3xui32>
    %145 = stablehlo.add %140, %144 : tensor<2x3xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %146 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %147 = stablehlo.shift_left %144, %146 : tensor<2x3xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %149 = stablehlo.shift_right_logical %144, %148 : tensor<2x3xui32>
    %150 = stablehlo.or %147, %149 : tensor<2x3xui32>
    %151 = stablehlo.xor %145, %150 : tensor<2x3xui32>
    %152 = stablehlo.add %145, %151 : tensor<2x3xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %153 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %154 = stablehlo.shift_left %151, %153 : tensor<2x3xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %156 = stablehlo.shift_right_logical %151, %155 : tensor<2x3xui32>
    %157 = stablehlo.or %154, %156 : tensor<2x3xui32>
    %158 = stablehlo.xor %152, %157 : tensor<2x3xui32>
    %159 = stablehlo.add %152, %158 : tensor<2x3xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %160 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %161 = stablehlo.shift_left %158, %160 : tensor<2x3xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %162 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %163 = stablehlo.shift_right_logical %158, %162 : tensor<2x3xui32>
    %164 = stablehlo.or %161, %163 : tensor<2x3xui32>
    %165 = stablehlo.xor %159, %164 : tensor<2x3xui32>
    %166 = stablehlo.add %159, %165 : tensor<2x3xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %167 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %168 = stablehlo.shift_left %165, %167 : tensor<2x3xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %169 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %170 = stablehlo.shift_right_logical %165, %169 : tensor<2x3xui32>
    %171 = stablehlo.or %168, %170 : tensor<2x3xui32>
    %172 = stablehlo.xor %166, %171 : tensor<2x3xui32>
    %173 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %174 = stablehlo.add %166, %173 : tensor<2x3xui32>
    %175 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %176 = stablehlo.add %172, %175 : tensor<2x3xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %177 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %178 = stablehlo.add %176, %177 : tensor<2x3xui32>
    return %174, %178 : tensor<2x3xui32>, tensor<2x3xui32>
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
