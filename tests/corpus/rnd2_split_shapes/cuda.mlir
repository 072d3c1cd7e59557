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
    %33 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%27) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x3x2xui32>) -> tensor<2x3x2xui32>
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
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.add %arg2, %arg0 : tensor<ui32>
    %3 = stablehlo.add %arg3, %arg1 : tensor<ui32>
    %4 = stablehlo.add %2, %3 : tensor<ui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %5 = stablehlo.shift_left %3, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %6 = stablehlo.shift_right_logical %3, %c_1 : tensor<ui32>
    %7 = stablehlo.or %5, %6 : tensor<ui32>
    %8 = stablehlo.xor %4, %7 : tensor<ui32>
    %9 = stablehlo.add %4, %8 : tensor<ui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %10 = stablehlo.shift_left %8, %c_2 : tensor<ui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %11 = stablehlo.shift_right_logical %8, %c_3 : tensor<ui32>
    %12 = stablehlo.or %10, %11 : tensor<ui32>
    %13 = stablehlo.xor %9, %12 : tensor<ui32>
    %14 = stablehlo.add %9, %13 : tensor<ui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %15 = stablehlo.shift_left %13, %c_4 : tensor<ui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %16 = stablehlo.shift_right_logical %13, %c_5 : tensor<ui32>
    %17 = stablehlo.or %15, %16 : tensor<ui32>
    %18 = stablehlo.xor %14, %17 : tensor<ui32>
    %19 = stablehlo.add %14, %18 : tensor<ui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %20 = stablehlo.shift_left %18, %c_6 : tensor<ui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.shift_right_logical %18, %c_7 : tensor<ui32>
    %22 = stablehlo.or %20, %21 : tensor<ui32>
    %23 = stablehlo.xor %19, %22 : tensor<ui32>
    %24 = stablehlo.add %19, %arg1 : tensor<ui32>
    %25 = stablehlo.add %23, %1 : tensor<ui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %26 = stablehlo.add %25, %c_8 : tensor<ui32>
    %27 = stablehlo.add %24, %26 : tensor<ui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %28 = stablehlo.shift_left %26, %c_9 : tensor<ui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %29 = stablehlo.shift_right_logical %26, %c_10 : tensor<ui32>
    %30 = stablehlo.or %28, %29 : tensor<ui32>
    %31 = stablehlo.xor %27, %30 : tensor<ui32>
    %32 = stablehlo.add %27, %31 : tensor<ui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %33 = stablehlo.shift_left %31, %c_11 : tensor<ui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %34 = stablehlo.shift_right_logical %31, %c_12 : tensor<ui32>
    %35 = stablehlo.or %33, %34 : tensor<ui32>
    %36 = stablehlo.xor %32, %35 : tensor<ui32>
    %37 = stablehlo.add %32, %36 : tensor<ui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %38 = stablehlo.shift_left %36, %c_13 : tensor<ui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %39 = stablehlo.shift_right_logical %36, %c_14 : tensor<ui32>
    %40 = stablehlo.or %38, %39 : tensor<ui32>
    %41 = stablehlo.xor %37, %40 : tensor<ui32>
    %42 = stablehlo.add %37, %41 : tensor<ui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %43 = stablehlo.shift_left %41, %c_15 : tensor<ui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %44 = stablehlo.shift_right_logical %41, %c_16 : tensor<ui32>
    %45 = stablehlo.or %43, %44 : tensor<ui32>
    %46 = stablehlo.xor %42, %45 : tensor<ui32>
    %47 = stablehlo.add %42, %1 : tensor<ui32>
    %48 = stablehlo.add %46, %arg0 : tensor<ui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %49 = stablehlo.add %48, %c_17 : tensor<ui32>
    %50 = stablehlo.add %47, %49 : tensor<ui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %51 = stablehlo.shift_left %49, %c_18 : tensor<ui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %52 = stablehlo.shift_right_logical %49, %c_19 : tensor<ui32>
    %53 = stablehlo.or %51, %52 : tensor<ui32>
    %54 = stablehlo.xor %50, %53 : tensor<ui32>
    %55 = stablehlo.add %50, %54 : tensor<ui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %56 = stablehlo.shift_left %54, %c_20 : tensor<ui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %57 = stablehlo.shift_right_logical %54, %c_21 : tensor<ui32>
    %58 = stablehlo.or %56, %57 : tensor<ui32>
    %59 = stablehlo.xor %55, %58 : tensor<ui32>
    %60 = stablehlo.add %55, %59 : tensor<ui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %61 = stablehlo.shift_left %59, %c_22 : tensor<ui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %62 = stablehlo.shift_right_logical %59, %c_23 : tensor<ui32>
    %63 = stablehlo.or %61, %62 : tensor<ui32>
    %64 = stablehlo.xor %60, %63 : tensor<ui32>
    %65 = stablehlo.add %60, %64 : tensor<ui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %66 = stablehlo.shift_left %64, %c_24 : tensor<ui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %67 = stablehlo.shift_right_logical %64, %c_25 : tensor<ui32>
    %68 = stablehlo.or %66, %67 : tensor<ui32>
    %69 = stablehlo.xor %65, %68 : tensor<ui32>
    %70 = stablehlo.add %65, %arg0 : tensor<ui32>
    %71 = stablehlo.add %69, %arg1 : tensor<ui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %72 = stablehlo.add %71, %c_26 : tensor<ui32>
    %73 = stablehlo.add %70, %72 : tensor<ui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %74 = stablehlo.shift_left %72, %c_27 : tensor<ui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %75 = stablehlo.shift_right_logical %72, %c_28 : tensor<ui32>
    %76 = stablehlo.or %74, %75 : tensor<ui32>
    %77 = stablehlo.xor %73, %76 : tensor<ui32>
    %78 = stablehlo.add %73, %77 : tensor<ui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %79 = stablehlo.shift_left %77, %c_29 : tensor<ui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %80 = stablehlo.shift_right_logical %77, %c_30 : tensor<ui32>
    %81 = stablehlo.or %79, %80 : tensor<ui32>
    %82 = stablehlo.xor %78, %81 : tensor<ui32>
    %83 = stablehlo.add %78, %82 : tensor<ui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %84 = stablehlo.shift_left %82, %c_31 : tensor<ui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %85 = stablehlo.shift_right_logical %82, %c_32 : tensor<ui32>
    %86 = stablehlo.or %84, %85 : tensor<ui32>
    %87 = stablehlo.xor %83, %86 : tensor<ui32>
    %88 = stablehlo.add %83, %87 : tensor<ui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %89 = stablehlo.shift_left %87, %c_33 : tensor<ui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %90 = stablehlo.shift_right_logical %87, %c_34 : tensor<ui32>
    %91 = stablehlo.or %89, %90 : tensor<ui32>
    %92 = stablehlo.xor %88, %91 : tensor<ui32>
    %93 = stablehlo.add %88, %arg1 : tensor<ui32>
    %94 = stablehlo.add %92, %1 : tensor<ui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %95 = stablehlo.add %94, %c_35 : tensor<ui32>
    %96 = stablehlo.add %93, %95 : tensor<ui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %97 = stablehlo.shift_left %95, %c_36 : tensor<ui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %98 = stablehlo.shift_right_logical %95, %c_37 : tensor<ui32>
    %99 = stablehlo.or %97, %98 : tensor<ui32>
    %100 = stablehlo.xor %96, %99 : tensor<ui32>
    %101 = stablehlo.add %96, %100 : tensor<ui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %102 = stablehlo.shift_left %100, %c_38 : tensor<ui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %103 = stablehlo.shift_right_logical %100, %c_39 : tensor<ui32>
    %104 = stablehlo.or %102, %103 : tensor<ui32>
    %105 = stablehlo.xor %101, %104 : tensor<ui32>
    %106 = stablehlo.add %101, %105 : tensor<ui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %107 = stablehlo.shift_left %105, %c_40 : tensor<ui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %108 = stablehlo.shift_right_logical %105, %c_41 : tensor<ui32>
    %109 = stablehlo.or %107, %108 : tensor<ui32>
    %110 = stablehlo.xor %106, %109 : tensor<ui32>
    %111 = stablehlo.add %106, %110 : tensor<ui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %112 = stablehlo.shift_left %110, %c_42 : tensor<ui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %113 = stablehlo.shift_right_logical %110, %c_43 : tensor<ui32>
    %114 = stablehlo.or %112, %113 : tensor<ui32>
    %115 = stablehlo.xor %111, %114 : tensor<ui32>
    %116 = stablehlo.add %111, %1 : tensor<ui32>
    %117 = stablehlo.add %115, %arg0 : tensor<ui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %118 = stablehlo.add %117, %c_44 : tensor<ui32>
    return %116, %118 : tensor<ui32>, tensor<ui32>
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
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x3xui32>
    %6 = stablehlo.add %3, %5 : tensor<2x3xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<2x3xui32>
    %11 = stablehlo.or %8, %10 : tensor<2x3xui32>
    %12 = stablehlo.xor %6, %11 : tensor<2x3xui32>
    %13 = stablehlo.add %6, %12 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<2x3xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<2x3xui32>
    %18 = stablehlo.or %15, %17 : tensor<2x3xui32>
    %19 = stablehlo.xor %13, %18 : tensor<2x3xui32>
    %20 = stablehlo.add %13, %19 : tensor<2x3xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<2x3xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<2x3xui32>
    %25 = stablehlo.or %22, %24 : tensor<2x3xui32>
    %26 = stablehlo.xor %20, %25 : tensor<2x3xui32>
    %27 = stablehlo.add %20, %26 : tensor<2x3xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<2x3xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<2x3xui32>
    %32 = stablehlo.or %29, %31 : tensor<2x3xui32>
    %33 = stablehlo.xor %27, %32 : tensor<2x3xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %35 = stablehlo.add %27, %34 : tensor<2x3xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %37 = stablehlo.add %33, %36 : tensor<2x3xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %39 = stablehlo.add %37, %38 : tensor<2x3xui32>
    %40 = stablehlo.add %35, %39 : tensor<2x3xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<2x3xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<2x3xui32>
    %45 = stablehlo.or %42, %44 : tensor<2x3xui32>
    %46 = stablehlo.xor %40, %45 : tensor<2x3xui32>
    %47 = stablehlo.add %40, %46 : tensor<2x3xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<2x3xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<2x3xui32>
    %52 = stablehlo.or %49, %51 : tensor<2x3xui32>
    %53 = stablehlo.xor %47, %52 : tensor<2x3xui32>
    %54 = stablehlo.add %47, %53 : tensor<2x3xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<2x3xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<2x3xui32>
    %59 = stablehlo.or %56, %58 : tensor<2x3xui32>
    %60 = stablehlo.xor %54, %59 : tensor<2x3xui32>
    %61 = stablehlo.add %54, %60 : tensor<2x3xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<2x3xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<2x3xui32>
    %66 = stablehlo.or %63, %65 : tensor<2x3xui32>
    %67 = stablehlo.xor %61, %66 : tensor<2x3xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %69 = stablehlo.add %61, %68 : tensor<2x3xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %71 = stablehlo.add %67, %70 : tensor<2x3xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %73 = stablehlo.add %71, %72 : tensor<2x3xui32>
    %74 = stablehlo.add %69, %73 : tensor<2x3xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<2x3xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<2x3xui32>
    %79 = stablehlo.or %76, %78 : tensor<2x3xui32>
    %80 = stablehlo.xor %74, %79 : tensor<2x3xui32>
    %81 = stablehlo.add %74, %80 : tensor<2x3xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<2x3xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<2x3xui32>
    %86 = stablehlo.or %83, %85 : tensor<2x3xui32>
    %87 = stablehlo.xor %81, %86 : tensor<2x3xui32>
    %88 = stablehlo.add %81, %87 : tensor<2x3xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<2x3xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<2x3xui32>
    %93 = stablehlo.or %90, %92 : tensor<2x3xui32>
    %94 = stablehlo.xor %88, %93 : tensor<2x3xui32>
    %95 = stablehlo.add %88, %94 : tensor<2x3xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<2x3xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<2x3xui32>
    %100 = stablehlo.or %97, %99 : tensor<2x3xui32>
    %101 = stablehlo.xor %95, %100 : tensor<2x3xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %103 = stablehlo.add %95, %102 : tensor<2x3xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %105 = stablehlo.add %101, %104 : tensor<2x3xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %107 = stablehlo.add %105, %106 : tensor<2x3xui32>
    %108 = stablehlo.add %103, %107 : tensor<2x3xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<2x3xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<2x3xui32>
    %113 = stablehlo.or %110, %112 : tensor<2x3xui32>
    %114 = stablehlo.xor %108, %113 : tensor<2x3xui32>
    %115 = stablehlo.add %108, %114 : tensor<2x3xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<2x3xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<2x3xui32>
    %120 = stablehlo.or %117, %119 : tensor<2x3xui32>
    %121 = stablehlo.xor %115, %120 : tensor<2x3xui32>
    %122 = stablehlo.add %115, %121 : tensor<2x3xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<2x3xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<2x3xui32>
    %127 = stablehlo.or %124, %126 : tensor<2x3xui32>
    %128 = stablehlo.xor %122, %127 : tensor<2x3xui32>
    %129 = stablehlo.add %122, %128 : tensor<2x3xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<2x3xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<2x3xui32>
    %134 = stablehlo.or %131, %133 : tensor<2x3xui32>
    %135 = stablehlo.xor %129, %134 : tensor<2x3xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %137 = stablehlo.add %129, %136 : tensor<2x3xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %139 = stablehlo.add %135, %138 : tensor<2x3xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %141 = stablehlo.add %139, %140 : tensor<2x3xui32>
    %142 = stablehlo.add %137, %141 : tensor<2x3xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<2x3xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<2x3xui32>
    %147 = stablehlo.or %144, %146 : tensor<2x3xui32>
    %148 = stablehlo.xor %142, %147 : tensor<2x3xui32>
    %149 = stablehlo.add %142, %148 : tensor<2x3xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<2x3xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<2x3xui32>
    %154 = stablehlo.or %151, %153 : tensor<2x3xui32>
    %155 = stablehlo.xor %149, %154 : tensor<2x3xui32>
    %156 = stablehlo.add %149, %155 : tensor<2x3xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<2x3xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<2x3xui32>
    %161 = stablehlo.or %158, %160 : tensor<2x3xui32>
    %162 = stablehlo.xor %156, %161 : tensor<2x3xui32>
    %163 = stablehlo.add %156, %162 : tensor<2x3xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<2x3xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<2x3xui32>
    %168 = stablehlo.or %165, %167 : tensor<2x3xui32>
    %169 = stablehlo.xor %163, %168 : tensor<2x3xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %171 = stablehlo.add %163, %170 : tensor<2x3xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %173 = stablehlo.add %169, %172 : tensor<2x3xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %175 = stablehlo.add %173, %174 : tensor<2x3xui32>
    return %171, %175 : tensor<2x3xui32>, tensor<2x3xui32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<2x3x1xui32>, %arg1: tensor<2x3x1xui32>, %arg2: tensor<1x1x2xui32>, %arg3: tensor<1x1x2xui32>) -> (tensor<2x3x2xui32>, tensor<2x3x2xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x3x1xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x3x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x1x2xui32>) -> tensor<2x3x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<2x3x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x1x2xui32>) -> tensor<2x3x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<2x3x2xui32>
    %9 = stablehlo.add %5, %8 : tensor<2x3x2xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %11 = stablehlo.shift_left %8, %10 : tensor<2x3x2xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %13 = stablehlo.shift_right_logical %8, %12 : tensor<2x3x2xui32>
    %14 = stablehlo.or %11, %13 : tensor<2x3x2xui32>
    %15 = stablehlo.xor %9, %14 : tensor<2x3x2xui32>
    %16 = stablehlo.add %9, %15 : tensor<2x3x2xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %18 = stablehlo.shift_left %15, %17 : tensor<2x3x2xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %20 = stablehlo.shift_right_logical %15, %19 : tensor<2x3x2xui32>
    %21 = stablehlo.or %18, %20 : tensor<2x3x2xui32>
    %22 = stablehlo.xor %16, %21 : tensor<2x3x2xui32>
    %23 = stablehlo.add %16, %22 : tensor<2x3x2xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %25 = stablehlo.shift_left %22, %24 : tensor<2x3x2xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %27 = stablehlo.shift_right_logical %22, %26 : tensor<2x3x2xui32>
    %28 = stablehlo.or %25, %27 : tensor<2x3x2xui32>
    %29 = stablehlo.xor %23, %28 : tensor<2x3x2xui32>
    %30 = stablehlo.add %23, %29 : tensor<2x3x2xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %32 = stablehlo.shift_left %29, %31 : tensor<2x3x2xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %34 = stablehlo.shift_right_logical %29, %33 : tensor<2x3x2xui32>
    %35 = stablehlo.or %32, %34 : tensor<2x3x2xui32>
    %36 = stablehlo.xor %30, %35 : tensor<2x3x2xui32>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %38 = stablehlo.add %30, %37 : tensor<2x3x2xui32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %40 = stablehlo.add %36, %39 : tensor<2x3x2xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %42 = stablehlo.add %40, %41 : tensor<2x3x2xui32>
    %43 = stablehlo.add %38, %42 : tensor<2x3x2xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %44 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %45 = stablehlo.shift_left %42, %44 : tensor<2x3x2xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %47 = stablehlo.shift_right_logical %42, %46 : tensor<2x3x2xui32>
    %48 = stablehlo.or %45, %47 : tensor<2x3x2xui32>
    %49 = stablehlo.xor %43, %48 : tensor<2x3x2xui32>
    %50 = stablehlo.add %43, %49 : tensor<2x3x2xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %52 = stablehlo.shift_left %49, %51 : tensor<2x3x2xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %54 = stablehlo.shift_right_logical %49, %53 : tensor<2x3x2xui32>
    %55 = stablehlo.or %52, %54 : tensor<2x3x2xui32>
    %56 = stablehlo.xor %50, %55 : tensor<2x3x2xui32>
    %57 = stablehlo.add %50, %56 : tensor<2x3x2xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %58 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %59 = stablehlo.shift_left %56, %58 : tensor<2x3x2xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %60 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %61 = stablehlo.shift_right_logical %56, %60 : tensor<2x3x2xui32>
    %62 = stablehlo.or %59, %61 : tensor<2x3x2xui32>
    %63 = stablehlo.xor %57, %62 : tensor<2x3x2xui32>
    %64 = stablehlo.add %57, %63 : tensor<2x3x2xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %65 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %66 = stablehlo.shift_left %63, %65 : tensor<2x3x2xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %67 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %68 = stablehlo.shift_right_logical %63, %67 : tensor<2x3x2xui32>
    %69 = stablehlo.or %66, %68 : tensor<2x3x2xui32>
    %70 = stablehlo.xor %64, %69 : tensor<2x3x2xui32>
    %71 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %72 = stablehlo.add %64, %71 : tensor<2x3x2xui32>
    %73 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %74 = stablehlo.add %70, %73 : tensor<2x3x2xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %76 = stablehlo.add %74, %75 : tensor<2x3x2xui32>
    %77 = stablehlo.add %72, %76 : tensor<2x3x2xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %78 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %79 = stablehlo.shift_left %76, %78 : tensor<2x3x2xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %80 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %81 = stablehlo.shift_right_logical %76, %80 : tensor<2x3x2xui32>
    %82 = stablehlo.or %79, %81 : tensor<2x3x2xui32>
    %83 = stablehlo.xor %77, %82 : tensor<2x3x2xui32>
    %84 = stablehlo.add %77, %83 : tensor<2x3x2xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %85 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %86 = stablehlo.shift_left %83, %85 : tensor<2x3x2xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %87 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %88 = stablehlo.shift_right_logical %83, %87 : tensor<2x3x2xui32>
    %89 = stablehlo.or %86, %88 : tensor<2x3x2xui32>
    %90 = stablehlo.xor %84, %89 : tensor<2x3x2xui32>
    %91 = stablehlo.add %84, %90 : tensor<2x3x2xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %92 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %93 = stablehlo.shift_left %90, %92 : tensor<2x3x2xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %94 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %95 = stablehlo.shift_right_logical %90, %94 : tensor<2x3x2xui32>
    %96 = stablehlo.or %93, %95 : tensor<2x3x2xui32>
    %97 = stablehlo.xor %91, %96 : tensor<2x3x2xui32>
    %98 = stablehlo.add %91, %97 : tensor<2x3x2xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %99 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %100 = stablehlo.shift_left %97, %99 : tensor<2x3x2xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %102 = stablehlo.shift_right_logical %97, %101 : tensor<2x3x2xui32>
    %103 = stablehlo.or %100, %102 : tensor<2x3x2xui32>
    %104 = stablehlo.xor %98, %103 : tensor<2x3x2xui32>
    %105 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %106 = stablehlo.add %98, %105 : tensor<2x3x2xui32>
    %107 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %108 = stablehlo.add %104, %107 : tensor<2x3x2xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %110 = stablehlo.add %108, %109 : tensor<2x3x2xui32>
    %111 = stablehlo.add %106, %110 : tensor<2x3x2xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %112 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %113 = stablehlo.shift_left %110, %112 : tensor<2x3x2xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %114 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %115 = stablehlo.shift_right_logical %110, %114 : tensor<2x3x2xui32>
    %116 = stablehlo.or %113, %115 : tensor<2x3x2xui32>
    %117 = stablehlo.xor %111, %116 : tensor<2x3x2xui32>
    %118 = stablehlo.add %111, %117 : tensor<2x3x2xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %119 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %120 = stablehlo.shift_left %117, %119 : tensor<2x3x2xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %121 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %122 = stablehlo.shift_right_logical %117, %121 : tensor<2x3x2xui32>
    %123 = stablehlo.or %120, %122 : tensor<2x3x2xui32>
    %124 = stablehlo.xor %118, %123 : tensor<2x3x2xui32>
    %125 = stablehlo.add %118, %124 : tensor<2x3x2xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %126 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %127 = stablehlo.shift_left %124, %126 : tensor<2x3x2xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %128 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %129 = stablehlo.shift_right_logical %124, %128 : tensor<2x3x2xui32>
    %130 = stablehlo.or %127, %129 : tensor<2x3x2xui32>
    %131 = stablehlo.xor %125, %130 : tensor<2x3x2xui32>
    %132 = stablehlo.add %125, %131 : tensor<2x3x2xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %134 = stablehlo.shift_left %131, %133 : tensor<2x3x2xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %135 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %136 = stablehlo.shift_right_logical %131, %135 : tensor<2x3x2xui32>
    %137 = stablehlo.or %134, %136 : tensor<2x3x2xui32>
    %138 = stablehlo.xor %132, %137 : tensor<2x3x2xui32>
    %139 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %140 = stablehlo.add %132, %139 : tensor<2x3x2xui32>
    %141 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %142 = stablehlo.add %138, %141 : tensor<2x3x2xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %144 = stablehlo.add %142, %143 : tensor<2x3x2xui32>
    %145 = stablehlo.add %140, %144 : tensor<2x3x2xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %146 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %147 = stablehlo.shift_left %144, %146 : tensor<2x3x2xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %149 = stablehlo.shift_right_logical %144, %148 : tensor<2x3x2xui32>
    %150 = stablehlo.or %147, %149 : tensor<2x3x2xui32>
    %151 = stablehlo.xor %145, %150 : tensor<2x3x2xui32>
    %152 = stablehlo.add %145, %151 : tensor<2x3x2xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %153 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %154 = stablehlo.shift_left %151, %153 : tensor<2x3x2xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %156 = stablehlo.shift_right_logical %151, %155 : tensor<2x3x2xui32>
    %157 = stablehlo.or %154, %156 : tensor<2x3x2xui32>
    %158 = stablehlo.xor %152, %157 : tensor<2x3x2xui32>
    %159 = stablehlo.add %152, %158 : tensor<2x3x2xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %160 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %161 = stablehlo.shift_left %158, %160 : tensor<2x3x2xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %162 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %163 = stablehlo.shift_right_logical %158, %162 : tensor<2x3x2xui32>
    %164 = stablehlo.or %161, %163 : tensor<2x3x2xui32>
    %165 = stablehlo.xor %159, %164 : tensor<2x3x2xui32>
    %166 = stablehlo.add %159, %165 : tensor<2x3x2xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %167 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %168 = stablehlo.shift_left %165, %167 : tensor<2x3x2xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %169 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %170 = stablehlo.shift_right_logical %165, %169 : tensor<2x3x2xui32>
    %171 = stablehlo.or %168, %170 : tensor<2x3x2xui32>
    %172 = stablehlo.xor %166, %171 : tensor<2x3x2xui32>
    %173 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %174 = stablehlo.add %166, %173 : tensor<2x3x2xui32>
    %175 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %176 = stablehlo.add %172, %175 : tensor<2x3x2xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %177 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<2x3x2xui32>
    %178 = stablehlo.add %176, %177 : tensor<2x3x2xui32>
    return %174, %178 : tensor<2x3x2xui32>, tensor<2x3x2xui32>
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
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x3xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x3xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<2x3xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<2x3xui32>
    %7 = stablehlo.add %4, %6 : tensor<2x3xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %9 = stablehlo.shift_left %6, %8 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %11 = stablehlo.shift_right_logical %6, %10 : tensor<2x3xui32>
    %12 = stablehlo.or %9, %11 : tensor<2x3xui32>
    %13 = stablehlo.xor %7, %12 : tensor<2x3xui32>
    %14 = stablehlo.add %7, %13 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %16 = stablehlo.shift_left %13, %15 : tensor<2x3xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %18 = stablehlo.shift_right_logical %13, %17 : tensor<2x3xui32>
    %19 = stablehlo.or %16, %18 : tensor<2x3xui32>
    %20 = stablehlo.xor %14, %19 : tensor<2x3xui32>
    %21 = stablehlo.add %14, %20 : tensor<2x3xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %23 = stablehlo.shift_left %20, %22 : tensor<2x3xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %25 = stablehlo.shift_right_logical %20, %24 : tensor<2x3xui32>
    %26 = stablehlo.or %23, %25 : tensor<2x3xui32>
    %27 = stablehlo.xor %21, %26 : tensor<2x3xui32>
    %28 = stablehlo.add %21, %27 : tensor<2x3xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %30 = stablehlo.shift_left %27, %29 : tensor<2x3xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %32 = stablehlo.shift_right_logical %27, %31 : tensor<2x3xui32>
    %33 = stablehlo.or %30, %32 : tensor<2x3xui32>
    %34 = stablehlo.xor %28, %33 : tensor<2x3xui32>
    %35 = stablehlo.add %28, %arg1 : tensor<2x3xui32>
    %36 = stablehlo.add %34, %2 : tensor<2x3xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %38 = stablehlo.add %36, %37 : tensor<2x3xui32>
    %39 = stablehlo.add %35, %38 : tensor<2x3xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %41 = stablehlo.shift_left %38, %40 : tensor<2x3xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %43 = stablehlo.shift_right_logical %38, %42 : tensor<2x3xui32>
    %44 = stablehlo.or %41, %43 : tensor<2x3xui32>
    %45 = stablehlo.xor %39, %44 : tensor<2x3xui32>
    %46 = stablehlo.add %39, %45 : tensor<2x3xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %48 = stablehlo.shift_left %45, %47 : tensor<2x3xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %50 = stablehlo.shift_right_logical %45, %49 : tensor<2x3xui32>
    %51 = stablehlo.or %48, %50 : tensor<2x3xui32>
    %52 = stablehlo.xor %46, %51 : tensor<2x3xui32>
    %53 = stablehlo.add %46, %52 : tensor<2x3xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %55 = stablehlo.shift_left %52, %54 : tensor<2x3xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %56 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %57 = stablehlo.shift_right_logical %52, %56 : tensor<2x3xui32>
    %58 = stablehlo.or %55, %57 : tensor<2x3xui32>
    %59 = stablehlo.xor %53, %58 : tensor<2x3xui32>
    %60 = stablehlo.add %53, %59 : tensor<2x3xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %61 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %62 = stablehlo.shift_left %59, %61 : tensor<2x3xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %63 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %64 = stablehlo.shift_right_logical %59, %63 : tensor<2x3xui32>
    %65 = stablehlo.or %62, %64 : tensor<2x3xui32>
    %66 = stablehlo.xor %60, %65 : tensor<2x3xui32>
    %67 = stablehlo.add %60, %2 : tensor<2x3xui32>
    %68 = stablehlo.add %66, %arg0 : tensor<2x3xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %69 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %70 = stablehlo.add %68, %69 : tensor<2x3xui32>
    %71 = stablehlo.add %67, %70 : tensor<2x3xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %73 = stablehlo.shift_left %70, %72 : tensor<2x3xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %74 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %75 = stablehlo.shift_right_logical %70, %74 : tensor<2x3xui32>
    %76 = stablehlo.or %73, %75 : tensor<2x3xui32>
    %77 = stablehlo.xor %71, %76 : tensor<2x3xui32>
    %78 = stablehlo.add %71, %77 : tensor<2x3xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %79 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %80 = stablehlo.shift_left %77, %79 : tensor<2x3xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %81 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %82 = stablehlo.shift_right_logical %77, %81 : tensor<2x3xui32>
    %83 = stablehlo.or %80, %82 : tensor<2x3xui32>
    %84 = stablehlo.xor %78, %83 : tensor<2x3xui32>
    %85 = stablehlo.add %78, %84 : tensor<2x3xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %87 = stablehlo.shift_left %84, %86 : tensor<2x3xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %88 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %89 = stablehlo.shift_right_logical %84, %88 : tensor<2x3xui32>
    %90 = stablehlo.or %87, %89 : tensor<2x3xui32>
    %91 = stablehlo.xor %85, %90 : tensor<2x3xui32>
    %92 = stablehlo.add %85, %91 : tensor<2x3xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %93 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %94 = stablehlo.shift_left %91, %93 : tensor<2x3xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %95 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %96 = stablehlo.shift_right_logical %91, %95 : tensor<2x3xui32>
    %97 = stablehlo.or %94, %96 : tensor<2x3xui32>
    %98 = stablehlo.xor %92, %97 : tensor<2x3xui32>
    %99 = stablehlo.add %92, %arg0 : tensor<2x3xui32>
    %100 = stablehlo.add %98, %arg1 : tensor<2x3xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %102 = stablehlo.add %100, %101 : tensor<2x3xui32>
    %103 = stablehlo.add %99, %102 : tensor<2x3xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %104 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %105 = stablehlo.shift_left %102, %104 : tensor<2x3xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %107 = stablehlo.shift_right_logical %102, %106 : tensor<2x3xui32>
    %108 = stablehlo.or %105, %107 : tensor<2x3xui32>
    %109 = stablehlo.xor %103, %108 : tensor<2x3xui32>
    %110 = stablehlo.add %103, %109 : tensor<2x3xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %112 = stablehlo.shift_left %109, %111 : tensor<2x3xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %113 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %114 = stablehlo.shift_right_logical %109, %113 : tensor<2x3xui32>
    %115 = stablehlo.or %112, %114 : tensor<2x3xui32>
    %116 = stablehlo.xor %110, %115 : tensor<2x3xui32>
    %117 = stablehlo.add %110, %116 : tensor<2x3xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %119 = stablehlo.shift_left %116, %118 : tensor<2x3xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %120 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %121 = stablehlo.shift_right_logical %116, %120 : tensor<2x3xui32>
    %122 = stablehlo.or %119, %121 : tensor<2x3xui32>
    %123 = stablehlo.xor %117, %122 : tensor<2x3xui32>
    %124 = stablehlo.add %117, %123 : tensor<2x3xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %126 = stablehlo.shift_left %123, %125 : tensor<2x3xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %127 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %128 = stablehlo.shift_right_logical %123, %127 : tensor<2x3xui32>
    %129 = stablehlo.or %126, %128 : tensor<2x3xui32>
    %130 = stablehlo.xor %124, %129 : tensor<2x3xui32>
    %131 = stablehlo.add %124, %arg1 : tensor<2x3xui32>
    %132 = stablehlo.add %130, %2 : tensor<2x3xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %134 = stablehlo.add %132, %133 : tensor<2x3xui32>
    %135 = stablehlo.add %131, %134 : tensor<2x3xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %136 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %137 = stablehlo.shift_left %134, %136 : tensor<2x3xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %138 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %139 = stablehlo.shift_right_logical %134, %138 : tensor<2x3xui32>
    %140 = stablehlo.or %137, %139 : tensor<2x3xui32>
    %141 = stablehlo.xor %135, %140 : tensor<2x3xui32>
    %142 = stablehlo.add %135, %141 : tensor<2x3xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<2x3xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<2x3xui32>
    %147 = stablehlo.or %144, %146 : tensor<2x3xui32>
    %148 = stablehlo.xor %142, %147 : tensor<2x3xui32>
    %149 = stablehlo.add %142, %148 : tensor<2x3xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<2x3xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<2x3xui32>
    %154 = stablehlo.or %151, %153 : tensor<2x3xui32>
    %155 = stablehlo.xor %149, %154 : tensor<2x3xui32>
    %156 = stablehlo.add %149, %155 : tensor<2x3xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<2x3xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<2x3xui32>
    %161 = stablehlo.or %158, %160 : tensor<2x3xui32>
    %162 = stablehlo.xor %156, %161 : tensor<2x3xui32>
    %163 = stablehlo.add %156, %2 : tensor<2x3xui32>
    %164 = stablehlo.add %162, %arg0 : tensor<2x3xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %165 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %166 = stablehlo.add %164, %165 : tensor<2x3xui32>
    return %163, %166 : tensor<2x3xui32>, tensor<2x3xui32>
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
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %6 = stablehlo.add %3, %5 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<3xui32>
    %11 = stablehlo.or %8, %10 : tensor<3xui32>
    %12 = stablehlo.xor %6, %11 : tensor<3xui32>
    %13 = stablehlo.add %6, %12 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<3xui32>
    %18 = stablehlo.or %15, %17 : tensor<3xui32>
    %19 = stablehlo.xor %13, %18 : tensor<3xui32>
    %20 = stablehlo.add %13, %19 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<3xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<3xui32>
    %25 = stablehlo.or %22, %24 : tensor<3xui32>
    %26 = stablehlo.xor %20, %25 : tensor<3xui32>
    %27 = stablehlo.add %20, %26 : tensor<3xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<3xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<3xui32>
    %32 = stablehlo.or %29, %31 : tensor<3xui32>
    %33 = stablehlo.xor %27, %32 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.add %27, %34 : tensor<3xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %37 = stablehlo.add %33, %36 : tensor<3xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %39 = stablehlo.add %37, %38 : tensor<3xui32>
    %40 = stablehlo.add %35, %39 : tensor<3xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<3xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<3xui32>
    %45 = stablehlo.or %42, %44 : tensor<3xui32>
    %46 = stablehlo.xor %40, %45 : tensor<3xui32>
    %47 = stablehlo.add %40, %46 : tensor<3xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<3xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<3xui32>
    %52 = stablehlo.or %49, %51 : tensor<3xui32>
    %53 = stablehlo.xor %47, %52 : tensor<3xui32>
    %54 = stablehlo.add %47, %53 : tensor<3xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<3xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<3xui32>
    %59 = stablehlo.or %56, %58 : tensor<3xui32>
    %60 = stablehlo.xor %54, %59 : tensor<3xui32>
    %61 = stablehlo.add %54, %60 : tensor<3xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<3xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<3xui32>
    %66 = stablehlo.or %63, %65 : tensor<3xui32>
    %67 = stablehlo.xor %61, %66 : tensor<3xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %69 = stablehlo.add %61, %68 : tensor<3xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %71 = stablehlo.add %67, %70 : tensor<3xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %73 = stablehlo.add %71, %72 : tensor<3xui32>
    %74 = stablehlo.add %69, %73 : tensor<3xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<3xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<3xui32>
    %79 = stablehlo.or %76, %78 : tensor<3xui32>
    %80 = stablehlo.xor %74, %79 : tensor<3xui32>
    %81 = stablehlo.add %74, %80 : tensor<3xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<3xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<3xui32>
    %86 = stablehlo.or %83, %85 : tensor<3xui32>
    %87 = stablehlo.xor %81, %86 : tensor<3xui32>
    %88 = stablehlo.add %81, %87 : tensor<3xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<3xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<3xui32>
    %93 = stablehlo.or %90, %92 : tensor<3xui32>
    %94 = stablehlo.xor %88, %93 : tensor<3xui32>
    %95 = stablehlo.add %88, %94 : tensor<3xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<3xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<3xui32>
    %100 = stablehlo.or %97, %99 : tensor<3xui32>
    %101 = stablehlo.xor %95, %100 : tensor<3xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %103 = stablehlo.add %95, %102 : tensor<3xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %105 = stablehlo.add %101, %104 : tensor<3xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %107 = stablehlo.add %105, %106 : tensor<3xui32>
    %108 = stablehlo.add %103, %107 : tensor<3xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<3xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<3xui32>
    %113 = stablehlo.or %110, %112 : tensor<3xui32>
    %114 = stablehlo.xor %108, %113 : tensor<3xui32>
    %115 = stablehlo.add %108, %114 : tensor<3xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<3xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<3xui32>
    %120 = stablehlo.or %117, %119 : tensor<3xui32>
    %121 = stablehlo.xor %115, %120 : tensor<3xui32>
    %122 = stablehlo.add %115, %121 : tensor<3xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<3xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<3xui32>
    %127 = stablehlo.or %124, %126 : tensor<3xui32>
    %128 = stablehlo.xor %122, %127 : tensor<3xui32>
    %129 = stablehlo.add %122, %128 : tensor<3xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<3xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<3xui32>
    %134 = stablehlo.or %131, %133 : tensor<3xui32>
    %135 = stablehlo.xor %129, %134 : tensor<3xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %137 = stablehlo.add %129, %136 : tensor<3xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %139 = stablehlo.add %135, %138 : tensor<3xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %141 = stablehlo.add %139, %140 : tensor<3xui32>
    %142 = stablehlo.add %137, %141 : tensor<3xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<3xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<3xui32>
    %147 = stablehlo.or %144, %146 : tensor<3xui32>
    %148 = stablehlo.xor %142, %147 : tensor<3xui32>
    %149 = stablehlo.add %142, %148 : tensor<3xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<3xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<3xui32>
    %154 = stablehlo.or %151, %153 : tensor<3xui32>
    %155 = stablehlo.xor %149, %154 : tensor<3xui32>
    %156 = stablehlo.add %149, %155 : tensor<3xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<3xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<3xui32>
    %161 = stablehlo.or %158, %160 : tensor<3xui32>
    %162 = stablehlo.xor %156, %161 : tensor<3xui32>
    %163 = stablehlo.add %156, %162 : tensor<3xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<3xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<3xui32>
    %168 = stablehlo.or %165, %167 : tensor<3xui32>
    %169 = stablehlo.xor %163, %168 : tensor<3xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %171 = stablehlo.add %163, %170 : tensor<3xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %173 = stablehlo.add %169, %172 : tensor<3xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %175 = stablehlo.add %173, %174 : tensor<3xui32>
    return %171, %175 : tensor<3xui32>, tensor<3xui32>
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
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<3xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<3xui32>
    %7 = stablehlo.add %4, %6 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %9 = stablehlo.shift_left %6, %8 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %11 = stablehlo.shift_right_logical %6, %10 : tensor<3xui32>
    %12 = stablehlo.or %9, %11 : tensor<3xui32>
    %13 = stablehlo.xor %7, %12 : tensor<3xui32>
    %14 = stablehlo.add %7, %13 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %16 = stablehlo.shift_left %13, %15 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %13, %17 : tensor<3xui32>
    %19 = stablehlo.or %16, %18 : tensor<3xui32>
    %20 = stablehlo.xor %14, %19 : tensor<3xui32>
    %21 = stablehlo.add %14, %20 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %23 = stablehlo.shift_left %20, %22 : tensor<3xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_right_logical %20, %24 : tensor<3xui32>
    %26 = stablehlo.or %23, %25 : tensor<3xui32>
    %27 = stablehlo.xor %21, %26 : tensor<3xui32>
    %28 = stablehlo.add %21, %27 : tensor<3xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %30 = stablehlo.shift_left %27, %29 : tensor<3xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %32 = stablehlo.shift_right_logical %27, %31 : tensor<3xui32>
    %33 = stablehlo.or %30, %32 : tensor<3xui32>
    %34 = stablehlo.xor %28, %33 : tensor<3xui32>
    %35 = stablehlo.add %28, %arg1 : tensor<3xui32>
    %36 = stablehlo.add %34, %2 : tensor<3xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.add %36, %37 : tensor<3xui32>
    %39 = stablehlo.add %35, %38 : tensor<3xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %41 = stablehlo.shift_left %38, %40 : tensor<3xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %43 = stablehlo.shift_right_logical %38, %42 : tensor<3xui32>
    %44 = stablehlo.or %41, %43 : tensor<3xui32>
    %45 = stablehlo.xor %39, %44 : tensor<3xui32>
    %46 = stablehlo.add %39, %45 : tensor<3xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.shift_left %45, %47 : tensor<3xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %50 = stablehlo.shift_right_logical %45, %49 : tensor<3xui32>
    %51 = stablehlo.or %48, %50 : tensor<3xui32>
    %52 = stablehlo.xor %46, %51 : tensor<3xui32>
    %53 = stablehlo.add %46, %52 : tensor<3xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %55 = stablehlo.shift_left %52, %54 : tensor<3xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %56 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %57 = stablehlo.shift_right_logical %52, %56 : tensor<3xui32>
    %58 = stablehlo.or %55, %57 : tensor<3xui32>
    %59 = stablehlo.xor %53, %58 : tensor<3xui32>
    %60 = stablehlo.add %53, %59 : tensor<3xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %61 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %62 = stablehlo.shift_left %59, %61 : tensor<3xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %63 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %64 = stablehlo.shift_right_logical %59, %63 : tensor<3xui32>
    %65 = stablehlo.or %62, %64 : tensor<3xui32>
    %66 = stablehlo.xor %60, %65 : tensor<3xui32>
    %67 = stablehlo.add %60, %2 : tensor<3xui32>
    %68 = stablehlo.add %66, %arg0 : tensor<3xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %69 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %70 = stablehlo.add %68, %69 : tensor<3xui32>
    %71 = stablehlo.add %67, %70 : tensor<3xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %73 = stablehlo.shift_left %70, %72 : tensor<3xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %74 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %75 = stablehlo.shift_right_logical %70, %74 : tensor<3xui32>
    %76 = stablehlo.or %73, %75 : tensor<3xui32>
    %77 = stablehlo.xor %71, %76 : tensor<3xui32>
    %78 = stablehlo.add %71, %77 : tensor<3xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %79 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %80 = stablehlo.shift_left %77, %79 : tensor<3xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %81 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %82 = stablehlo.shift_right_logical %77, %81 : tensor<3xui32>
    %83 = stablehlo.or %80, %82 : tensor<3xui32>
    %84 = stablehlo.xor %78, %83 : tensor<3xui32>
    %85 = stablehlo.add %78, %84 : tensor<3xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %87 = stablehlo.shift_left %84, %86 : tensor<3xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %88 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %89 = stablehlo.shift_right_logical %84, %88 : tensor<3xui32>
    %90 = stablehlo.or %87, %89 : tensor<3xui32>
    %91 = stablehlo.xor %85, %90 : tensor<3xui32>
    %92 = stablehlo.add %85, %91 : tensor<3xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %93 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %94 = stablehlo.shift_left %91, %93 : tensor<3xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %95 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %96 = stablehlo.shift_right_logical %91, %95 : tensor<3xui32>
    %97 = stablehlo.or %94, %96 : tensor<3xui32>
    %98 = stablehlo.xor %92, %97 : tensor<3xui32>
    %99 = stablehlo.add %92, %arg0 : tensor<3xui32>
    %100 = stablehlo.add %98, %arg1 : tensor<3xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %102 = stablehlo.add %100, %101 : tensor<3xui32>
    %103 = stablehlo.add %99, %102 : tensor<3xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %104 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %105 = stablehlo.shift_left %102, %104 : tensor<3xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %107 = stablehlo.shift_right_logical %102, %106 : tensor<3xui32>
    %108 = stablehlo.or %105, %107 : tensor<3xui32>
    %109 = stablehlo.xor %103, %108 : tensor<3xui32>
    %110 = stablehlo.add %103, %109 : tensor<3xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %112 = stablehlo.shift_left %109, %111 : tensor<3xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %113 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %114 = stablehlo.shift_right_logical %109, %113 : tensor<3xui32>
    %115 = stablehlo.or %112, %114 : tensor<3xui32>
    %116 = stablehlo.xor %110, %115 : tensor<3xui32>
    %117 = stablehlo.add %110, %116 : tensor<3xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %119 = stablehlo.shift_left %116, %118 : tensor<3xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %120 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %121 = stablehlo.shift_right_logical %116, %120 : tensor<3xui32>
    %122 = stablehlo.or %119, %121 : tensor<3xui32>
    %123 = stablehlo.xor %117, %122 : tensor<3xui32>
    %124 = stablehlo.add %117, %123 : tensor<3xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %126 = stablehlo.shift_left %123, %125 : tensor<3xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %127 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %128 = stablehlo.shift_right_logical %123, %127 : tensor<3xui32>
    %129 = stablehlo.or %126, %128 : tensor<3xui32>
    %130 = stablehlo.xor %124, %129 : tensor<3xui32>
    %131 = stablehlo.add %124, %arg1 : tensor<3xui32>
    %132 = stablehlo.add %130, %2 : tensor<3xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %134 = stablehlo.add %132, %133 : tensor<3xui32>
    %135 = stablehlo.add %131, %134 : tensor<3xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %136 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %137 = stablehlo.shift_left %134, %136 : tensor<3xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %138 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %139 = stablehlo.shift_right_logical %134, %138 : tensor<3xui32>
    %140 = stablehlo.or %137, %139 : tensor<3xui32>
    %141 = stablehlo.xor %135, %140 : tensor<3xui32>
    %142 = stablehlo.add %135, %141 : tensor<3xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<3xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<3xui32>
    %147 = stablehlo.or %144, %146 : tensor<3xui32>
    %148 = stablehlo.xor %142, %147 : tensor<3xui32>
    %149 = stablehlo.add %142, %148 : tensor<3xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<3xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<3xui32>
    %154 = stablehlo.or %151, %153 : tensor<3xui32>
    %155 = stablehlo.xor %149, %154 : tensor<3xui32>
    %156 = stablehlo.add %149, %155 : tensor<3xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<3xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<3xui32>
    %161 = stablehlo.or %158, %160 : tensor<3xui32>
    %162 = stablehlo.xor %156, %161 : tensor<3xui32>
    %163 = stablehlo.add %156, %2 : tensor<3xui32>
    %164 = stablehlo.add %162, %arg0 : tensor<3xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %165 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %166 = stablehlo.add %164, %165 : tensor<3xui32>
    return %163, %166 : tensor<3xui32>, tensor<3xui32>
  }
}
