module @jit_rnd2_fold_in_batch attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<2x3xi32>, %arg3: tensor<4x2xui32>, %arg4: tensor<2x3x2xui32>) -> (tensor<3x2xf32> {jax.result_info = "result[0]"}, tensor<2x3x2xui32> {jax.result_info = "result[1]"}, tensor<4x2xui32> {jax.result_info = "result[2]"}, tensor<2x3x2xui32> {jax.result_info = "result[3]"}) {
    %0 = sdy.sharding_constraint %arg0 <@empty_mesh, [{}]> : tensor<2xui32>
    %1 = sdy.sharding_constraint %arg3 <@empty_mesh, [{?}, {}]> : tensor<4x2xui32>
    %2 = sdy.sharding_constraint %arg4 <@empty_mesh, [{?}, {?}, {}]> : tensor<2x3x2xui32>
    %3 = stablehlo.iota dim = 0 : tensor<3xi32>
    %4 = stablehlo.convert %3 : (tensor<3xi32>) -> tensor<3xui32>
    %5 = call @_threefry_fold_in(%0, %4) : (tensor<2xui32>, tensor<3xui32>) -> tensor<3x2xui32>
    %6 = call @_normal(%5) : (tensor<3x2xui32>) -> tensor<3x2xf32>
    %c = stablehlo.constant dense<32> : tensor<i32>
    %7 = stablehlo.shift_right_logical %arg1, %c : tensor<i32>
    %8 = stablehlo.convert %7 : (tensor<i32>) -> tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %10 = stablehlo.and %arg1, %c_0 : tensor<i32>
    %11 = stablehlo.convert %10 : (tensor<i32>) -> tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %13 = stablehlo.concatenate %9, %12, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %14 = stablehlo.convert %arg2 : (tensor<2x3xi32>) -> tensor<2x3xui32>
    %15 = call @_threefry_fold_in_1(%13, %14) : (tensor<2xui32>, tensor<2x3xui32>) -> tensor<2x3x2xui32>
    %16 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %18 = stablehlo.multiply %16, %17 : tensor<4xi32>
    %19 = stablehlo.convert %18 : (tensor<4xi32>) -> tensor<4xui32>
    %20 = call @_threefry_fold_in_3(%1, %19) : (tensor<4x2xui32>, tensor<4xui32>) -> tensor<4x2xui32>
    %21 = stablehlo.slice %20 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %22 = stablehlo.reshape %21 : (tensor<4x1xui32>) -> tensor<4xui32>
    %23 = stablehlo.slice %20 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %24 = stablehlo.reshape %23 : (tensor<4x1xui32>) -> tensor<4xui32>
    %25 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %26 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %27 = stablehlo.multiply %26, %25 : tensor<2xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %29 = stablehlo.shift_right_logical %27, %28 : tensor<2xui64>
    %30 = stablehlo.convert %27 : (tensor<2xui64>) -> tensor<2xui32>
    %31 = stablehlo.convert %29 : (tensor<2xui64>) -> tensor<2xui32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %34 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %35 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %36:2 = call @threefry2x32_5(%34, %35, %32, %33) : (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<4x2xui32>, tensor<4x2xui32>)
    %37 = stablehlo.xor %36#0, %36#1 : tensor<4x2xui32>
    %38 = stablehlo.convert %arg2 : (tensor<2x3xi32>) -> tensor<2x3xui32>
    %39 = call @_threefry_fold_in_6(%2, %38) : (tensor<2x3x2xui32>, tensor<2x3xui32>) -> tensor<2x3x2xui32>
    %40 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%6) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x2xf32>) -> tensor<3x2xf32>
    return %40, %15, %37, %39 : tensor<3x2xf32>, tensor<2x3x2xui32>, tensor<4x2xui32>, tensor<2x3x2xui32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<3xui32>) -> tensor<3x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %1 = stablehlo.shift_right_logical %arg1, %0 : tensor<3xui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %4 = stablehlo.and %arg1, %3 : tensor<3xui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    %7 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
    %11 = stablehlo.slice %6 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %12 = stablehlo.slice %6 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %13:2 = call @threefry2x32(%8, %10, %11, %12) : (tensor<ui32>, tensor<ui32>, tensor<3x1xui32>, tensor<3x1xui32>) -> (tensor<3x1xui32>, tensor<3x1xui32>)
    %14 = stablehlo.concatenate %13#0, %13#1, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x1xui32>, %arg3: tensor<3x1xui32>) -> (tensor<3x1xui32>, tensor<3x1xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x1xui32>
    %6 = stablehlo.add %3, %5 : tensor<3x1xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<3x1xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<3x1xui32>
    %11 = stablehlo.or %8, %10 : tensor<3x1xui32>
    %12 = stablehlo.xor %6, %11 : tensor<3x1xui32>
    %13 = stablehlo.add %6, %12 : tensor<3x1xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<3x1xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<3x1xui32>
    %18 = stablehlo.or %15, %17 : tensor<3x1xui32>
    %19 = stablehlo.xor %13, %18 : tensor<3x1xui32>
    %20 = stablehlo.add %13, %19 : tensor<3x1xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<3x1xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<3x1xui32>
    %25 = stablehlo.or %22, %24 : tensor<3x1xui32>
    %26 = stablehlo.xor %20, %25 : tensor<3x1xui32>
    %27 = stablehlo.add %20, %26 : tensor<3x1xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<3x1xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<3x1xui32>
    %32 = stablehlo.or %29, %31 : tensor<3x1xui32>
    %33 = stablehlo.xor %27, %32 : tensor<3x1xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %35 = stablehlo.add %27, %34 : tensor<3x1xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %37 = stablehlo.add %33, %36 : tensor<3x1xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %39 = stablehlo.add %37, %38 : tensor<3x1xui32>
    %40 = stablehlo.add %35, %39 : tensor<3x1xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<3x1xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<3x1xui32>
    %45 = stablehlo.or %42, %44 : tensor<3x1xui32>
    %46 = stablehlo.xor %40, %45 : tensor<3x1xui32>
    %47 = stablehlo.add %40, %46 : tensor<3x1xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<3x1xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<3x1xui32>
    %52 = stablehlo.or %49, %51 : tensor<3x1xui32>
    %53 = stablehlo.xor %47, %52 : tensor<3x1xui32>
    %54 = stablehlo.add %47, %53 : tensor<3x1xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<3x1xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<3x1xui32>
    %59 = stablehlo.or %56, %58 : tensor<3x1xui32>
    %60 = stablehlo.xor %54, %59 : tensor<3x1xui32>
    %61 = stablehlo.add %54, %60 : tensor<3x1xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<3x1xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<3x1xui32>
    %66 = stablehlo.or %63, %65 : tensor<3x1xui32>
    %67 = stablehlo.xor %61, %66 : tensor<3x1xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %69 = stablehlo.add %61, %68 : tensor<3x1xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %71 = stablehlo.add %67, %70 : tensor<3x1xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %73 = stablehlo.add %71, %72 : tensor<3x1xui32>
    %74 = stablehlo.add %69, %73 : tensor<3x1xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<3x1xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<3x1xui32>
    %79 = stablehlo.or %76, %78 : tensor<3x1xui32>
    %80 = stablehlo.xor %74, %79 : tensor<3x1xui32>
    %81 = stablehlo.add %74, %80 : tensor<3x1xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<3x1xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<3x1xui32>
    %86 = stablehlo.or %83, %85 : tensor<3x1xui32>
    %87 = stablehlo.xor %81, %86 : tensor<3x1xui32>
    %88 = stablehlo.add %81, %87 : tensor<3x1xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<3x1xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<3x1xui32>
    %93 = stablehlo.or %90, %92 : tensor<3x1xui32>
    %94 = stablehlo.xor %88, %93 : tensor<3x1xui32>
    %95 = stablehlo.add %88, %94 : tensor<3x1xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<3x1xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<3x1xui32>
    %100 = stablehlo.or %97, %99 : tensor<3x1xui32>
    %101 = stablehlo.xor %95, %100 : tensor<3x1xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %103 = stablehlo.add %95, %102 : tensor<3x1xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %105 = stablehlo.add %101, %104 : tensor<3x1xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %107 = stablehlo.add %105, %106 : tensor<3x1xui32>
    %108 = stablehlo.add %103, %107 : tensor<3x1xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<3x1xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<3x1xui32>
    %113 = stablehlo.or %110, %112 : tensor<3x1xui32>
    %114 = stablehlo.xor %108, %113 : tensor<3x1xui32>
    %115 = stablehlo.add %108, %114 : tensor<3x1xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<3x1xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<3x1xui32>
    %120 = stablehlo.or %117, %119 : tensor<3x1xui32>
    %121 = stablehlo.xor %115, %120 : tensor<3x1xui32>
    %122 = stablehlo.add %115, %121 : tensor<3x1xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<3x1xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<3x1xui32>
    %127 = stablehlo.or %124, %126 : tensor<3x1xui32>
    %128 = stablehlo.xor %122, %127 : tensor<3x1xui32>
    %129 = stablehlo.add %122, %128 : tensor<3x1xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<3x1xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<3x1xui32>
    %134 = stablehlo.or %131, %133 : tensor<3x1xui32>
    %135 = stablehlo.xor %129, %134 : tensor<3x1xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %137 = stablehlo.add %129, %136 : tensor<3x1xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %139 = stablehlo.add %135, %138 : tensor<3x1xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %141 = stablehlo.add %139, %140 : tensor<3x1xui32>
    %142 = stablehlo.add %137, %141 : tensor<3x1xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<3x1xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<3x1xui32>
    %147 = stablehlo.or %144, %146 : tensor<3x1xui32>
    %148 = stablehlo.xor %142, %147 : tensor<3x1xui32>
    %149 = stablehlo.add %142, %148 : tensor<3x1xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<3x1xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<3x1xui32>
    %154 = stablehlo.or %151, %153 : tensor<3x1xui32>
    %155 = stablehlo.xor %149, %154 : tensor<3x1xui32>
    %156 = stablehlo.add %149, %155 : tensor<3x1xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<3x1xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<3x1xui32>
    %161 = stablehlo.or %158, %160 : tensor<3x1xui32>
    %162 = stablehlo.xor %156, %161 : tensor<3x1xui32>
    %163 = stablehlo.add %156, %162 : tensor<3x1xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<3x1xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<3x1xui32>
    %168 = stablehlo.or %165, %167 : tensor<3x1xui32>
    %169 = stablehlo.xor %163, %168 : tensor<3x1xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %171 = stablehlo.add %163, %170 : tensor<3x1xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %173 = stablehlo.add %169, %172 : tensor<3x1xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %175 = stablehlo.add %173, %174 : tensor<3x1xui32>
    return %171, %175 : tensor<3x1xui32>, tensor<3x1xui32>
  }
  func.func private @_normal(%arg0: tensor<3x2xui32>) -> tensor<3x2xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<3x2xui32>) -> tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
  func.func private @_normal_real(%arg0: tensor<3x2xui32>) -> tensor<3x2xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x2xf32>
    %1 = chlo.erf_inv %0 : tensor<3x2xf32> -> tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3x2xf32>
    return %3 : tensor<3x2xf32>
  }
  func.func private @_uniform(%arg0: tensor<3x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x2xf32> {
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
    %17:2 = call @threefry2x32_0(%15, %16, %13, %14) : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>)
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
  func.func private @threefry2x32_0(%arg0: tensor<3x1xui32>, %arg1: tensor<3x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3x1xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<3x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<3x2xui32>
    %9 = stablehlo.add %5, %8 : tensor<3x2xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %11 = stablehlo.shift_left %8, %10 : tensor<3x2xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %13 = stablehlo.shift_right_logical %8, %12 : tensor<3x2xui32>
    %14 = stablehlo.or %11, %13 : tensor<3x2xui32>
    %15 = stablehlo.xor %9, %14 : tensor<3x2xui32>
    %16 = stablehlo.add %9, %15 : tensor<3x2xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %18 = stablehlo.shift_left %15, %17 : tensor<3x2xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %20 = stablehlo.shift_right_logical %15, %19 : tensor<3x2xui32>
    %21 = stablehlo.or %18, %20 : tensor<3x2xui32>
    %22 = stablehlo.xor %16, %21 : tensor<3x2xui32>
    %23 = stablehlo.add %16, %22 : tensor<3x2xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %25 = stablehlo.shift_left %22, %24 : tensor<3x2xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %27 = stablehlo.shift_right_logical %22, %26 : tensor<3x2xui32>
    %28 = stablehlo.or %25, %27 : tensor<3x2xui32>
    %29 = stablehlo.xor %23, %28 : tensor<3x2xui32>
    %30 = stablehlo.add %23, %29 : tensor<3x2xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %32 = stablehlo.shift_left %29, %31 : tensor<3x2xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %34 = stablehlo.shift_right_logical %29, %33 : tensor<3x2xui32>
    %35 = stablehlo.or %32, %34 : tensor<3x2xui32>
    %36 = stablehlo.xor %30, %35 : tensor<3x2xui32>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %38 = stablehlo.add %30, %37 : tensor<3x2xui32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %40 = stablehlo.add %36, %39 : tensor<3x2xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %42 = stablehlo.add %40, %41 : tensor<3x2xui32>
    %43 = stablehlo.add %38, %42 : tensor<3x2xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %44 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %45 = stablehlo.shift_left %42, %44 : tensor<3x2xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %47 = stablehlo.shift_right_logical %42, %46 : tensor<3x2xui32>
    %48 = stablehlo.or %45, %47 : tensor<3x2xui32>
    %49 = stablehlo.xor %43, %48 : tensor<3x2xui32>
    %50 = stablehlo.add %43, %49 : tensor<3x2xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %51 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %52 = stablehlo.shift_left %49, %51 : tensor<3x2xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %54 = stablehlo.shift_right_logical %49, %53 : tensor<3x2xui32>
    %55 = stablehlo.or %52, %54 : tensor<3x2xui32>
    %56 = stablehlo.xor %50, %55 : tensor<3x2xui32>
    %57 = stablehlo.add %50, %56 : tensor<3x2xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %58 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %59 = stablehlo.shift_left %56, %58 : tensor<3x2xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %60 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %61 = stablehlo.shift_right_logical %56, %60 : tensor<3x2xui32>
    %62 = stablehlo.or %59, %61 : tensor<3x2xui32>
    %63 = stablehlo.xor %57, %62 : tensor<3x2xui32>
    %64 = stablehlo.add %57, %63 : tensor<3x2xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %65 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %66 = stablehlo.shift_left %63, %65 : tensor<3x2xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %67 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %68 = stablehlo.shift_right_logical %63, %67 : tensor<3x2xui32>
    %69 = stablehlo.or %66, %68 : tensor<3x2xui32>
    %70 = stablehlo.xor %64, %69 : tensor<3x2xui32>
    %71 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %72 = stablehlo.add %64, %71 : tensor<3x2xui32>
    %73 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %74 = stablehlo.add %70, %73 : tensor<3x2xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %76 = stablehlo.add %74, %75 : tensor<3x2xui32>
    %77 = stablehlo.add %72, %76 : tensor<3x2xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %78 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %79 = stablehlo.shift_left %76, %78 : tensor<3x2xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %80 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %81 = stablehlo.shift_right_logical %76, %80 : tensor<3x2xui32>
    %82 = stablehlo.or %79, %81 : tensor<3x2xui32>
    %83 = stablehlo.xor %77, %82 : tensor<3x2xui32>
    %84 = stablehlo.add %77, %83 : tensor<3x2xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %85 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %86 = stablehlo.shift_left %83, %85 : tensor<3x2xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %87 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %88 = stablehlo.shift_right_logical %83, %87 : tensor<3x2xui32>
    %89 = stablehlo.or %86, %88 : tensor<3x2xui32>
    %90 = stablehlo.xor %84, %89 : tensor<3x2xui32>
    %91 = stablehlo.add %84, %90 : tensor<3x2xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %92 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %93 = stablehlo.shift_left %90, %92 : tensor<3x2xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %94 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %95 = stablehlo.shift_right_logical %90, %94 : tensor<3x2xui32>
    %96 = stablehlo.or %93, %95 : tensor<3x2xui32>
    %97 = stablehlo.xor %91, %96 : tensor<3x2xui32>
    %98 = stablehlo.add %91, %97 : tensor<3x2xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %99 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %100 = stablehlo.shift_left %97, %99 : tensor<3x2xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %102 = stablehlo.shift_right_logical %97, %101 : tensor<3x2xui32>
    %103 = stablehlo.or %100, %102 : tensor<3x2xui32>
    %104 = stablehlo.xor %98, %103 : tensor<3x2xui32>
    %105 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %106 = stablehlo.add %98, %105 : tensor<3x2xui32>
    %107 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %108 = stablehlo.add %104, %107 : tensor<3x2xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %110 = stablehlo.add %108, %109 : tensor<3x2xui32>
    %111 = stablehlo.add %106, %110 : tensor<3x2xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %112 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %113 = stablehlo.shift_left %110, %112 : tensor<3x2xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %114 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %115 = stablehlo.shift_right_logical %110, %114 : tensor<3x2xui32>
    %116 = stablehlo.or %113, %115 : tensor<3x2xui32>
    %117 = stablehlo.xor %111, %116 : tensor<3x2xui32>
    %118 = stablehlo.add %111, %117 : tensor<3x2xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %119 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %120 = stablehlo.shift_left %117, %119 : tensor<3x2xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %121 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %122 = stablehlo.shift_right_logical %117, %121 : tensor<3x2xui32>
    %123 = stablehlo.or %120, %122 : tensor<3x2xui32>
    %124 = stablehlo.xor %118, %123 : tensor<3x2xui32>
    %125 = stablehlo.add %118, %124 : tensor<3x2xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %126 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %127 = stablehlo.shift_left %124, %126 : tensor<3x2xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %128 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %129 = stablehlo.shift_right_logical %124, %128 : tensor<3x2xui32>
    %130 = stablehlo.or %127, %129 : tensor<3x2xui32>
    %131 = stablehlo.xor %125, %130 : tensor<3x2xui32>
    %132 = stablehlo.add %125, %131 : tensor<3x2xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %133 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %134 = stablehlo.shift_left %131, %133 : tensor<3x2xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %135 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %136 = stablehlo.shift_right_logical %131, %135 : tensor<3x2xui32>
    %137 = stablehlo.or %134, %136 : tensor<3x2xui32>
    %138 = stablehlo.xor %132, %137 : tensor<3x2xui32>
    %139 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %140 = stablehlo.add %132, %139 : tensor<3x2xui32>
    %141 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %142 = stablehlo.add %138, %141 : tensor<3x2xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %144 = stablehlo.add %142, %143 : tensor<3x2xui32>
    %145 = stablehlo.add %140, %144 : tensor<3x2xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %146 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %147 = stablehlo.shift_left %144, %146 : tensor<3x2xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %149 = stablehlo.shift_right_logical %144, %148 : tensor<3x2xui32>
    %150 = stablehlo.or %147, %149 : tensor<3x2xui32>
    %151 = stablehlo.xor %145, %150 : tensor<3x2xui32>
    %152 = stablehlo.add %145, %151 : tensor<3x2xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %153 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %154 = stablehlo.shift_left %151, %153 : tensor<3x2xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %156 = stablehlo.shift_right_logical %151, %155 : tensor<3x2xui32>
    %157 = stablehlo.or %154, %156 : tensor<3x2xui32>
    %158 = stablehlo.xor %152, %157 : tensor<3x2xui32>
    %159 = stablehlo.add %152, %158 : tensor<3x2xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %160 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %161 = stablehlo.shift_left %158, %160 : tensor<3x2xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %162 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %163 = stablehlo.shift_right_logical %158, %162 : tensor<3x2xui32>
    %164 = stablehlo.or %161, %163 : tensor<3x2xui32>
    %165 = stablehlo.xor %159, %164 : tensor<3x2xui32>
    %166 = stablehlo.add %159, %165 : tensor<3x2xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %167 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %168 = stablehlo.shift_left %165, %167 : tensor<3x2xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %169 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %170 = stablehlo.shift_right_logical %165, %169 : tensor<3x2xui32>
    %171 = stablehlo.or %168, %170 : tensor<3x2xui32>
    %172 = stablehlo.xor %166, %171 : tensor<3x2xui32>
    %173 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %174 = stablehlo.add %166, %173 : tensor<3x2xui32>
    %175 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %176 = stablehlo.add %172, %175 : tensor<3x2xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %177 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %178 = stablehlo.add %176, %177 : tensor<3x2xui32>
    return %174, %178 : tensor<3x2xui32>, tensor<3x2xui32>
  }
  func.func private @_threefry_fold_in_1(%arg0: tensor<2xui32>, %arg1: tensor<2x3xui32>) -> tensor<2x3x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %1 = stablehlo.shift_right_logical %arg1, %0 : tensor<2x3xui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %4 = stablehlo.and %arg1, %3 : tensor<2x3xui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 2 : (tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %7 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
    %11 = stablehlo.slice %6 [0:2, 0:3, 0:1] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %12 = stablehlo.slice %6 [0:2, 0:3, 1:2] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %13:2 = call @threefry2x32_2(%8, %10, %11, %12) : (tensor<ui32>, tensor<ui32>, tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> (tensor<2x3x1xui32>, tensor<2x3x1xui32>)
    %14 = stablehlo.concatenate %13#0, %13#1, dim = 2 : (tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    return %14 : tensor<2x3x2xui32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x3x1xui32>, %arg3: tensor<2x3x1xui32>) -> (tensor<2x3x1xui32>, tensor<2x3x1xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x3x1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x3x1xui32>
    %6 = stablehlo.add %3, %5 : tensor<2x3x1xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<2x3x1xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<2x3x1xui32>
    %11 = stablehlo.or %8, %10 : tensor<2x3x1xui32>
    %12 = stablehlo.xor %6, %11 : tensor<2x3x1xui32>
    %13 = stablehlo.add %6, %12 : tensor<2x3x1xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<2x3x1xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<2x3x1xui32>
    %18 = stablehlo.or %15, %17 : tensor<2x3x1xui32>
    %19 = stablehlo.xor %13, %18 : tensor<2x3x1xui32>
    %20 = stablehlo.add %13, %19 : tensor<2x3x1xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<2x3x1xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<2x3x1xui32>
    %25 = stablehlo.or %22, %24 : tensor<2x3x1xui32>
    %26 = stablehlo.xor %20, %25 : tensor<2x3x1xui32>
    %27 = stablehlo.add %20, %26 : tensor<2x3x1xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<2x3x1xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<2x3x1xui32>
    %32 = stablehlo.or %29, %31 : tensor<2x3x1xui32>
    %33 = stablehlo.xor %27, %32 : tensor<2x3x1xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %35 = stablehlo.add %27, %34 : tensor<2x3x1xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %37 = stablehlo.add %33, %36 : tensor<2x3x1xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %39 = stablehlo.add %37, %38 : tensor<2x3x1xui32>
    %40 = stablehlo.add %35, %39 : tensor<2x3x1xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<2x3x1xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<2x3x1xui32>
    %45 = stablehlo.or %42, %44 : tensor<2x3x1xui32>
    %46 = stablehlo.xor %40, %45 : tensor<2x3x1xui32>
    %47 = stablehlo.add %40, %46 : tensor<2x3x1xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<2x3x1xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<2x3x1xui32>
    %52 = stablehlo.or %49, %51 : tensor<2x3x1xui32>
    %53 = stablehlo.xor %47, %52 : tensor<2x3x1xui32>
    %54 = stablehlo.add %47, %53 : tensor<2x3x1xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<2x3x1xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<2x3x1xui32>
    %59 = stablehlo.or %56, %58 : tensor<2x3x1xui32>
    %60 = stablehlo.xor %54, %59 : tensor<2x3x1xui32>
    %61 = stablehlo.add %54, %60 : tensor<2x3x1xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<2x3x1xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<2x3x1xui32>
    %66 = stablehlo.or %63, %65 : tensor<2x3x1xui32>
    %67 = stablehlo.xor %61, %66 : tensor<2x3x1xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %69 = stablehlo.add %61, %68 : tensor<2x3x1xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %71 = stablehlo.add %67, %70 : tensor<2x3x1xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %73 = stablehlo.add %71, %72 : tensor<2x3x1xui32>
    %74 = stablehlo.add %69, %73 : tensor<2x3x1xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<2x3x1xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<2x3x1xui32>
    %79 = stablehlo.or %76, %78 : tensor<2x3x1xui32>
    %80 = stablehlo.xor %74, %79 : tensor<2x3x1xui32>
    %81 = stablehlo.add %74, %80 : tensor<2x3x1xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<2x3x1xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<2x3x1xui32>
    %86 = stablehlo.or %83, %85 : tensor<2x3x1xui32>
    %87 = stablehlo.xor %81, %86 : tensor<2x3x1xui32>
    %88 = stablehlo.add %81, %87 : tensor<2x3x1xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<2x3x1xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<2x3x1xui32>
    %93 = stablehlo.or %90, %92 : tensor<2x3x1xui32>
    %94 = stablehlo.xor %88, %93 : tensor<2x3x1xui32>
    %95 = stablehlo.add %88, %94 : tensor<2x3x1xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<2x3x1xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<2x3x1xui32>
    %100 = stablehlo.or %97, %99 : tensor<2x3x1xui32>
    %101 = stablehlo.xor %95, %100 : tensor<2x3x1xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %103 = stablehlo.add %95, %102 : tensor<2x3x1xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %105 = stablehlo.add %101, %104 : tensor<2x3x1xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %107 = stablehlo.add %105, %106 : tensor<2x3x1xui32>
    %108 = stablehlo.add %103, %107 : tensor<2x3x1xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<2x3x1xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<2x3x1xui32>
    %113 = stablehlo.or %110, %112 : tensor<2x3x1xui32>
    %114 = stablehlo.xor %108, %113 : tensor<2x3x1xui32>
    %115 = stablehlo.add %108, %114 : tensor<2x3x1xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<2x3x1xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<2x3x1xui32>
    %120 = stablehlo.or %117, %119 : tensor<2x3x1xui32>
    %121 = stablehlo.xor %115, %120 : tensor<2x3x1xui32>
    %122 = stablehlo.add %115, %121 : tensor<2x3x1xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<2x3x1xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<2x3x1xui32>
    %127 = stablehlo.or %124, %126 : tensor<2x3x1xui32>
    %128 = stablehlo.xor %122, %127 : tensor<2x3x1xui32>
    %129 = stablehlo.add %122, %128 : tensor<2x3x1xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<2x3x1xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<2x3x1xui32>
    %134 = stablehlo.or %131, %133 : tensor<2x3x1xui32>
    %135 = stablehlo.xor %129, %134 : tensor<2x3x1xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %137 = stablehlo.add %129, %136 : tensor<2x3x1xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %139 = stablehlo.add %135, %138 : tensor<2x3x1xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %141 = stablehlo.add %139, %140 : tensor<2x3x1xui32>
    %142 = stablehlo.add %137, %141 : tensor<2x3x1xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<2x3x1xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<2x3x1xui32>
    %147 = stablehlo.or %144, %146 : tensor<2x3x1xui32>
    %148 = stablehlo.xor %142, %147 : tensor<2x3x1xui32>
    %149 = stablehlo.add %142, %148 : tensor<2x3x1xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<2x3x1xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<2x3x1xui32>
    %154 = stablehlo.or %151, %153 : tensor<2x3x1xui32>
    %155 = stablehlo.xor %149, %154 : tensor<2x3x1xui32>
    %156 = stablehlo.add %149, %155 : tensor<2x3x1xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<2x3x1xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<2x3x1xui32>
    %161 = stablehlo.or %158, %160 : tensor<2x3x1xui32>
    %162 = stablehlo.xor %156, %161 : tensor<2x3x1xui32>
    %163 = stablehlo.add %156, %162 : tensor<2x3x1xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<2x3x1xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<2x3x1xui32>
    %168 = stablehlo.or %165, %167 : tensor<2x3x1xui32>
    %169 = stablehlo.xor %163, %168 : tensor<2x3x1xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %171 = stablehlo.add %163, %170 : tensor<2x3x1xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %173 = stablehlo.add %169, %172 : tensor<2x3x1xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %175 = stablehlo.add %173, %174 : tensor<2x3x1xui32>
    return %171, %175 : tensor<2x3x1xui32>, tensor<2x3x1xui32>
  }
  func.func private @_threefry_fold_in_3(%arg0: tensor<4x2xui32>, %arg1: tensor<4xui32>) -> tensor<4x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %1 = stablehlo.shift_right_logical %arg1, %0 : tensor<4xui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %4 = stablehlo.and %arg1, %3 : tensor<4xui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 1 : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x2xui32>
    %7 = stablehlo.slice %arg0 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %8 = stablehlo.reshape %7 : (tensor<4x1xui32>) -> tensor<4xui32>
    %9 = stablehlo.slice %arg0 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %10 = stablehlo.reshape %9 : (tensor<4x1xui32>) -> tensor<4xui32>
    %11 = stablehlo.slice %6 [0:4, 0:1] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %12 = stablehlo.slice %6 [0:4, 1:2] : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %13 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %15:2 = call @threefry2x32_4(%13, %14, %11, %12) : (tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>) -> (tensor<4x1xui32>, tensor<4x1xui32>)
    %16 = stablehlo.concatenate %15#0, %15#1, dim = 1 : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x2xui32>
    return %16 : tensor<4x2xui32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<4x1xui32>, %arg1: tensor<4x1xui32>, %arg2: tensor<4x1xui32>, %arg3: tensor<4x1xui32>) -> (tensor<4x1xui32>, tensor<4x1xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<4x1xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<4x1xui32>
    %3 = stablehlo.add %arg2, %arg0 : tensor<4x1xui32>
    %4 = stablehlo.add %arg3, %arg1 : tensor<4x1xui32>
    %5 = stablehlo.add %3, %4 : tensor<4x1xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %7 = stablehlo.shift_left %4, %6 : tensor<4x1xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %9 = stablehlo.shift_right_logical %4, %8 : tensor<4x1xui32>
    %10 = stablehlo.or %7, %9 : tensor<4x1xui32>
    %11 = stablehlo.xor %5, %10 : tensor<4x1xui32>
    %12 = stablehlo.add %5, %11 : tensor<4x1xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %14 = stablehlo.shift_left %11, %13 : tensor<4x1xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %16 = stablehlo.shift_right_logical %11, %15 : tensor<4x1xui32>
    %17 = stablehlo.or %14, %16 : tensor<4x1xui32>
    %18 = stablehlo.xor %12, %17 : tensor<4x1xui32>
    %19 = stablehlo.add %12, %18 : tensor<4x1xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %21 = stablehlo.shift_left %18, %20 : tensor<4x1xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %23 = stablehlo.shift_right_logical %18, %22 : tensor<4x1xui32>
    %24 = stablehlo.or %21, %23 : tensor<4x1xui32>
    %25 = stablehlo.xor %19, %24 : tensor<4x1xui32>
    %26 = stablehlo.add %19, %25 : tensor<4x1xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %28 = stablehlo.shift_left %25, %27 : tensor<4x1xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %30 = stablehlo.shift_right_logical %25, %29 : tensor<4x1xui32>
    %31 = stablehlo.or %28, %30 : tensor<4x1xui32>
    %32 = stablehlo.xor %26, %31 : tensor<4x1xui32>
    %33 = stablehlo.add %26, %arg1 : tensor<4x1xui32>
    %34 = stablehlo.add %32, %2 : tensor<4x1xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %35 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %36 = stablehlo.add %34, %35 : tensor<4x1xui32>
    %37 = stablehlo.add %33, %36 : tensor<4x1xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %39 = stablehlo.shift_left %36, %38 : tensor<4x1xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %41 = stablehlo.shift_right_logical %36, %40 : tensor<4x1xui32>
    %42 = stablehlo.or %39, %41 : tensor<4x1xui32>
    %43 = stablehlo.xor %37, %42 : tensor<4x1xui32>
    %44 = stablehlo.add %37, %43 : tensor<4x1xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %46 = stablehlo.shift_left %43, %45 : tensor<4x1xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %48 = stablehlo.shift_right_logical %43, %47 : tensor<4x1xui32>
    %49 = stablehlo.or %46, %48 : tensor<4x1xui32>
    %50 = stablehlo.xor %44, %49 : tensor<4x1xui32>
    %51 = stablehlo.add %44, %50 : tensor<4x1xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %52 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %53 = stablehlo.shift_left %50, %52 : tensor<4x1xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %55 = stablehlo.shift_right_logical %50, %54 : tensor<4x1xui32>
    %56 = stablehlo.or %53, %55 : tensor<4x1xui32>
    %57 = stablehlo.xor %51, %56 : tensor<4x1xui32>
    %58 = stablehlo.add %51, %57 : tensor<4x1xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %59 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %60 = stablehlo.shift_left %57, %59 : tensor<4x1xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %61 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %62 = stablehlo.shift_right_logical %57, %61 : tensor<4x1xui32>
    %63 = stablehlo.or %60, %62 : tensor<4x1xui32>
    %64 = stablehlo.xor %58, %63 : tensor<4x1xui32>
    %65 = stablehlo.add %58, %2 : tensor<4x1xui32>
    %66 = stablehlo.add %64, %arg0 : tensor<4x1xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %67 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %68 = stablehlo.add %66, %67 : tensor<4x1xui32>
    %69 = stablehlo.add %65, %68 : tensor<4x1xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %70 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %71 = stablehlo.shift_left %68, %70 : tensor<4x1xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %73 = stablehlo.shift_right_logical %68, %72 : tensor<4x1xui32>
    %74 = stablehlo.or %71, %73 : tensor<4x1xui32>
    %75 = stablehlo.xor %69, %74 : tensor<4x1xui32>
    %76 = stablehlo.add %69, %75 : tensor<4x1xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %78 = stablehlo.shift_left %75, %77 : tensor<4x1xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %79 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %80 = stablehlo.shift_right_logical %75, %79 : tensor<4x1xui32>
    %81 = stablehlo.or %78, %80 : tensor<4x1xui32>
    %82 = stablehlo.xor %76, %81 : tensor<4x1xui32>
    %83 = stablehlo.add %76, %82 : tensor<4x1xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %85 = stablehlo.shift_left %82, %84 : tensor<4x1xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %87 = stablehlo.shift_right_logical %82, %86 : tensor<4x1xui32>
    %88 = stablehlo.or %85, %87 : tensor<4x1xui32>
    %89 = stablehlo.xor %83, %88 : tensor<4x1xui32>
    %90 = stablehlo.add %83, %89 : tensor<4x1xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %92 = stablehlo.shift_left %89, %91 : tensor<4x1xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %93 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %94 = stablehlo.shift_right_logical %89, %93 : tensor<4x1xui32>
    %95 = stablehlo.or %92, %94 : tensor<4x1xui32>
    %96 = stablehlo.xor %90, %95 : tensor<4x1xui32>
    %97 = stablehlo.add %90, %arg0 : tensor<4x1xui32>
    %98 = stablehlo.add %96, %arg1 : tensor<4x1xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %99 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %100 = stablehlo.add %98, %99 : tensor<4x1xui32>
    %101 = stablehlo.add %97, %100 : tensor<4x1xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %102 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %103 = stablehlo.shift_left %100, %102 : tensor<4x1xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %104 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %105 = stablehlo.shift_right_logical %100, %104 : tensor<4x1xui32>
    %106 = stablehlo.or %103, %105 : tensor<4x1xui32>
    %107 = stablehlo.xor %101, %106 : tensor<4x1xui32>
    %108 = stablehlo.add %101, %107 : tensor<4x1xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<4x1xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<4x1xui32>
    %113 = stablehlo.or %110, %112 : tensor<4x1xui32>
    %114 = stablehlo.xor %108, %113 : tensor<4x1xui32>
    %115 = stablehlo.add %108, %114 : tensor<4x1xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<4x1xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<4x1xui32>
    %120 = stablehlo.or %117, %119 : tensor<4x1xui32>
    %121 = stablehlo.xor %115, %120 : tensor<4x1xui32>
    %122 = stablehlo.add %115, %121 : tensor<4x1xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<4x1xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<4x1xui32>
    %127 = stablehlo.or %124, %126 : tensor<4x1xui32>
    %128 = stablehlo.xor %122, %127 : tensor<4x1xui32>
    %129 = stablehlo.add %122, %arg1 : tensor<4x1xui32>
    %130 = stablehlo.add %128, %2 : tensor<4x1xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %131 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %132 = stablehlo.add %130, %131 : tensor<4x1xui32>
    %133 = stablehlo.add %129, %132 : tensor<4x1xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %134 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %135 = stablehlo.shift_left %132, %134 : tensor<4x1xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %136 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %137 = stablehlo.shift_right_logical %132, %136 : tensor<4x1xui32>
    %138 = stablehlo.or %135, %137 : tensor<4x1xui32>
    %139 = stablehlo.xor %133, %138 : tensor<4x1xui32>
    %140 = stablehlo.add %133, %139 : tensor<4x1xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %141 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %142 = stablehlo.shift_left %139, %141 : tensor<4x1xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %144 = stablehlo.shift_right_logical %139, %143 : tensor<4x1xui32>
    %145 = stablehlo.or %142, %144 : tensor<4x1xui32>
    %146 = stablehlo.xor %140, %145 : tensor<4x1xui32>
    %147 = stablehlo.add %140, %146 : tensor<4x1xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %149 = stablehlo.shift_left %146, %148 : tensor<4x1xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %151 = stablehlo.shift_right_logical %146, %150 : tensor<4x1xui32>
    %152 = stablehlo.or %149, %151 : tensor<4x1xui32>
    %153 = stablehlo.xor %147, %152 : tensor<4x1xui32>
    %154 = stablehlo.add %147, %153 : tensor<4x1xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %156 = stablehlo.shift_left %153, %155 : tensor<4x1xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %158 = stablehlo.shift_right_logical %153, %157 : tensor<4x1xui32>
    %159 = stablehlo.or %156, %158 : tensor<4x1xui32>
    %160 = stablehlo.xor %154, %159 : tensor<4x1xui32>
    %161 = stablehlo.add %154, %2 : tensor<4x1xui32>
    %162 = stablehlo.add %160, %arg0 : tensor<4x1xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %163 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<4x1xui32>
    %164 = stablehlo.add %162, %163 : tensor<4x1xui32>
    return %161, %164 : tensor<4x1xui32>, tensor<4x1xui32>
  }
  func.func private @threefry2x32_5(%arg0: tensor<4x1xui32>, %arg1: tensor<4x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<4x2xui32>, tensor<4x2xui32>) {
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
  func.func private @_threefry_fold_in_6(%arg0: tensor<2x3x2xui32>, %arg1: tensor<2x3xui32>) -> tensor<2x3x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %1 = stablehlo.shift_right_logical %arg1, %0 : tensor<2x3xui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %4 = stablehlo.and %arg1, %3 : tensor<2x3xui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 2 : (tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %7 = stablehlo.slice %arg0 [0:2, 0:3, 0:1] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %8 = stablehlo.reshape %7 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %9 = stablehlo.slice %arg0 [0:2, 0:3, 1:2] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %10 = stablehlo.reshape %9 : (tensor<2x3x1xui32>) -> tensor<2x3xui32>
    %11 = stablehlo.slice %6 [0:2, 0:3, 0:1] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %12 = stablehlo.slice %6 [0:2, 0:3, 1:2] : (tensor<2x3x2xui32>) -> tensor<2x3x1xui32>
    %13 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %15:2 = call @threefry2x32_7(%13, %14, %11, %12) : (tensor<2x3x1xui32>, tensor<2x3x1xui32>, tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> (tensor<2x3x1xui32>, tensor<2x3x1xui32>)
    %16 = stablehlo.concatenate %15#0, %15#1, dim = 2 : (tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    return %16 : tensor<2x3x2xui32>
  }
  func.func private @threefry2x32_7(%arg0: tensor<2x3x1xui32>, %arg1: tensor<2x3x1xui32>, %arg2: tensor<2x3x1xui32>, %arg3: tensor<2x3x1xui32>) -> (tensor<2x3x1xui32>, tensor<2x3x1xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x3x1xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x3x1xui32>
    %3 = stablehlo.add %arg2, %arg0 : tensor<2x3x1xui32>
    %4 = stablehlo.add %arg3, %arg1 : tensor<2x3x1xui32>
    %5 = stablehlo.add %3, %4 : tensor<2x3x1xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %7 = stablehlo.shift_left %4, %6 : tensor<2x3x1xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %9 = stablehlo.shift_right_logical %4, %8 : tensor<2x3x1xui32>
    %10 = stablehlo.or %7, %9 : tensor<2x3x1xui32>
    %11 = stablehlo.xor %5, %10 : tensor<2x3x1xui32>
    %12 = stablehlo.add %5, %11 : tensor<2x3x1xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %14 = stablehlo.shift_left %11, %13 : tensor<2x3x1xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %16 = stablehlo.shift_right_logical %11, %15 : tensor<2x3x1xui32>
    %17 = stablehlo.or %14, %16 : tensor<2x3x1xui32>
    %18 = stablehlo.xor %12, %17 : tensor<2x3x1xui32>
    %19 = stablehlo.add %12, %18 : tensor<2x3x1xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %21 = stablehlo.shift_left %18, %20 : tensor<2x3x1xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %23 = stablehlo.shift_right_logical %18, %22 : tensor<2x3x1xui32>
    %24 = stablehlo.or %21, %23 : tensor<2x3x1xui32>
    %25 = stablehlo.xor %19, %24 : tensor<2x3x1xui32>
    %26 = stablehlo.add %19, %25 : tensor<2x3x1xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %28 = stablehlo.shift_left %25, %27 : tensor<2x3x1xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %30 = stablehlo.shift_right_logical %25, %29 : tensor<2x3x1xui32>
    %31 = stablehlo.or %28, %30 : tensor<2x3x1xui32>
    %32 = stablehlo.xor %26, %31 : tensor<2x3x1xui32>
    %33 = stablehlo.add %26, %arg1 : tensor<2x3x1xui32>
    %34 = stablehlo.add %32, %2 : tensor<2x3x1xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %35 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %36 = stablehlo.add %34, %35 : tensor<2x3x1xui32>
    %37 = stablehlo.add %33, %36 : tensor<2x3x1xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %39 = stablehlo.shift_left %36, %38 : tensor<2x3x1xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %41 = stablehlo.shift_right_logical %36, %40 : tensor<2x3x1xui32>
    %42 = stablehlo.or %39, %41 : tensor<2x3x1xui32>
    %43 = stablehlo.xor %37, %42 : tensor<2x3x1xui32>
    %44 = stablehlo.add %37, %43 : tensor<2x3x1xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %46 = stablehlo.shift_left %43, %45 : tensor<2x3x1xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %48 = stablehlo.shift_right_logical %43, %47 : tensor<2x3x1xui32>
    %49 = stablehlo.or %46, %48 : tensor<2x3x1xui32>
    %50 = stablehlo.xor %44, %49 : tensor<2x3x1xui32>
    %51 = stablehlo.add %44, %50 : tensor<2x3x1xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %52 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %53 = stablehlo.shift_left %50, %52 : tensor<2x3x1xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %55 = stablehlo.shift_right_logical %50, %54 : tensor<2x3x1xui32>
    %56 = stablehlo.or %53, %55 : tensor<2x3x1xui32>
    %57 = stablehlo.xor %51, %56 : tensor<2x3x1xui32>
    %58 = stablehlo.add %51, %57 : tensor<2x3x1xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %59 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %60 = stablehlo.shift_left %57, %59 : tensor<2x3x1xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %61 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %62 = stablehlo.shift_right_logical %57, %61 : tensor<2x3x1xui32>
    %63 = stablehlo.or %60, %62 : tensor<2x3x1xui32>
    %64 = stablehlo.xor %58, %63 : tensor<2x3x1xui32>
    %65 = stablehlo.add %58, %2 : tensor<2x3x1xui32>
    %66 = stablehlo.add %64, %arg0 : tensor<2x3x1xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %67 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %68 = stablehlo.add %66, %67 : tensor<2x3x1xui32>
    %69 = stablehlo.add %65, %68 : tensor<2x3x1xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %70 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %71 = stablehlo.shift_left %68, %70 : tensor<2x3x1xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %73 = stablehlo.shift_right_logical %68, %72 : tensor<2x3x1xui32>
    %74 = stablehlo.or %71, %73 : tensor<2x3x1xui32>
    %75 = stablehlo.xor %69, %74 : tensor<2x3x1xui32>
    %76 = stablehlo.add %69, %75 : tensor<2x3x1xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %78 = stablehlo.shift_left %75, %77 : tensor<2x3x1xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %79 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %80 = stablehlo.shift_right_logical %75, %79 : tensor<2x3x1xui32>
    %81 = stablehlo.or %78, %80 : tensor<2x3x1xui32>
    %82 = stablehlo.xor %76, %81 : tensor<2x3x1xui32>
    %83 = stablehlo.add %76, %82 : tensor<2x3x1xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %85 = stablehlo.shift_left %82, %84 : tensor<2x3x1xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %87 = stablehlo.shift_right_logical %82, %86 : tensor<2x3x1xui32>
    %88 = stablehlo.or %85, %87 : tensor<2x3x1xui32>
    %89 = stablehlo.xor %83, %88 : tensor<2x3x1xui32>
    %90 = stablehlo.add %83, %89 : tensor<2x3x1xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %92 = stablehlo.shift_left %89, %91 : tensor<2x3x1xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %93 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %94 = stablehlo.shift_right_logical %89, %93 : tensor<2x3x1xui32>
    %95 = stablehlo.or %92, %94 : tensor<2x3x1xui32>
    %96 = stablehlo.xor %90, %95 : tensor<2x3x1xui32>
    %97 = stablehlo.add %90, %arg0 : tensor<2x3x1xui32>
    %98 = stablehlo.add %96, %arg1 : tensor<2x3x1xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %99 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %100 = stablehlo.add %98, %99 : tensor<2x3x1xui32>
    %101 = stablehlo.add %97, %100 : tensor<2x3x1xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %102 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %103 = stablehlo.shift_left %100, %102 : tensor<2x3x1xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %104 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %105 = stablehlo.shift_right_logical %100, %104 : tensor<2x3x1xui32>
    %106 = stablehlo.or %103, %105 : tensor<2x3x1xui32>
    %107 = stablehlo.xor %101, %106 : tensor<2x3x1xui32>
    %108 = stablehlo.add %101, %107 : tensor<2x3x1xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<2x3x1xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<2x3x1xui32>
    %113 = stablehlo.or %110, %112 : tensor<2x3x1xui32>
    %114 = stablehlo.xor %108, %113 : tensor<2x3x1xui32>
    %115 = stablehlo.add %108, %114 : tensor<2x3x1xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<2x3x1xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<2x3x1xui32>
    %120 = stablehlo.or %117, %119 : tensor<2x3x1xui32>
    %121 = stablehlo.xor %115, %120 : tensor<2x3x1xui32>
    %122 = stablehlo.add %115, %121 : tensor<2x3x1xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<2x3x1xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<2x3x1xui32>
    %127 = stablehlo.or %124, %126 : tensor<2x3x1xui32>
    %128 = stablehlo.xor %122, %127 : tensor<2x3x1xui32>
    %129 = stablehlo.add %122, %arg1 : tensor<2x3x1xui32>
    %130 = stablehlo.add %128, %2 : tensor<2x3x1xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %131 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %132 = stablehlo.add %130, %131 : tensor<2x3x1xui32>
    %133 = stablehlo.add %129, %132 : tensor<2x3x1xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %134 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %135 = stablehlo.shift_left %132, %134 : tensor<2x3x1xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %136 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %137 = stablehlo.shift_right_logical %132, %136 : tensor<2x3x1xui32>
    %138 = stablehlo.or %135, %137 : tensor<2x3x1xui32>
    %139 = stablehlo.xor %133, %138 : tensor<2x3x1xui32>
    %140 = stablehlo.add %133, %139 : tensor<2x3x1xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %141 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %142 = stablehlo.shift_left %139, %141 : tensor<2x3x1xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %144 = stablehlo.shift_right_logical %139, %143 : tensor<2x3x1xui32>
    %145 = stablehlo.or %142, %144 : tensor<2x3x1xui32>
    %146 = stablehlo.xor %140, %145 : tensor<2x3x1xui32>
    %147 = stablehlo.add %140, %146 : tensor<2x3x1xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %149 = stablehlo.shift_left %146, %148 : tensor<2x3x1xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %151 = stablehlo.shift_right_logical %146, %150 : tensor<2x3x1xui32>
    %152 = stablehlo.or %149, %151 : tensor<2x3x1xui32>
    %153 = stablehlo.xor %147, %152 : tensor<2x3x1xui32>
    %154 = stablehlo.add %147, %153 : tensor<2x3x1xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %156 = stablehlo.shift_left %153, %155 : tensor<2x3x1xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %158 = stablehlo.shift_right_logical %153, %157 : tensor<2x3x1xui32>
    %159 = stablehlo.or %156, %158 : tensor<2x3x1xui32>
    %160 = stablehlo.xor %154, %159 : tensor<2x3x1xui32>
    %161 = stablehlo.add %154, %2 : tensor<2x3x1xui32>
    %162 = stablehlo.add %160, %arg0 : tensor<2x3x1xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %163 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<2x3x1xui32>
    %164 = stablehlo.add %162, %163 : tensor<2x3x1xui32>
    return %161, %164 : tensor<2x3x1xui32>, tensor<2x3x1xui32>
  }
}
