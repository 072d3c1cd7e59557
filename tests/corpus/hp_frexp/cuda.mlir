module @jit_hp_frexp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf16>, %arg2: tensor<4xbf16>, %arg3: tensor<f32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xi32> {jax.result_info = "result[1]"}, tensor<16xf16> {jax.result_info = "result[2][0]"}, tensor<16xi32> {jax.result_info = "result[2][1]"}, tensor<4xbf16> {jax.result_info = "result[3][0]"}, tensor<4xi32> {jax.result_info = "result[3][1]"}, tensor<f32> {jax.result_info = "result[4][0]"}, tensor<i32> {jax.result_info = "result[4][1]"}, tensor<16xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<16xf32>) -> tensor<16xf32>
    %1:2 = call @frexp(%0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xi32>)
    %2:2 = call @frexp_0(%arg1) : (tensor<16xf16>) -> (tensor<16xf16>, tensor<16xi32>)
    %3:2 = call @frexp_1(%arg2) : (tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xi32>)
    %4:2 = call @frexp_2(%arg3) : (tensor<f32>) -> (tensor<f32>, tensor<i32>)
    %5 = call @ldexp(%1#0, %1#1) : (tensor<16xf32>, tensor<16xi32>) -> tensor<16xf32>
    return %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4#0, %4#1, %5 : tensor<16xf32>, tensor<16xi32>, tensor<16xf16>, tensor<16xi32>, tensor<4xbf16>, tensor<4xi32>, tensor<f32>, tensor<i32>, tensor<16xf32>
  }
  func.func private @frexp(%arg0: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xi32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<16xf32>) -> tensor<16xui32>
    %c = stablehlo.constant dense<2139095040> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %2 = stablehlo.and %0, %1 : tensor<16xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %c_1 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %6 = stablehlo.and %0, %5 : tensor<16xui32>
    %7 = stablehlo.select %4, %6, %0 : tensor<16xi1>, tensor<16xui32>
    %8 = stablehlo.bitcast_convert %7 : (tensor<16xui32>) -> tensor<16xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<16xf32>) -> tensor<16xui32>
    %c_2 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %11 = stablehlo.and %9, %10 : tensor<16xui32>
    %c_3 = stablehlo.constant dense<23> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %13 = stablehlo.shift_right_logical %9, %12 : tensor<16xui32>
    %c_4 = stablehlo.constant dense<255> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %15 = stablehlo.and %13, %14 : tensor<16xui32>
    %c_5 = stablehlo.constant dense<8388607> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %17 = stablehlo.and %9, %16 : tensor<16xui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %19 = stablehlo.compare EQ, %15, %18, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %c_7 = stablehlo.constant dense<255> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %21 = stablehlo.compare EQ, %15, %20, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %c_8 = stablehlo.constant dense<1056964608> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %23 = stablehlo.or %11, %22 : tensor<16xui32>
    %24 = stablehlo.or %23, %17 : tensor<16xui32>
    %25 = stablehlo.select %19, %11, %24 : tensor<16xi1>, tensor<16xui32>
    %26 = stablehlo.select %21, %9, %25 : tensor<16xi1>, tensor<16xui32>
    %27 = stablehlo.or %21, %19 : tensor<16xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %29 = stablehlo.convert %15 : (tensor<16xui32>) -> tensor<16xi32>
    %c_10 = stablehlo.constant dense<126> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %31 = stablehlo.subtract %29, %30 : tensor<16xi32>
    %32 = stablehlo.select %27, %28, %31 : tensor<16xi1>, tensor<16xi32>
    %33 = stablehlo.bitcast_convert %26 : (tensor<16xui32>) -> tensor<16xf32>
    return %33, %32 : tensor<16xf32>, tensor<16xi32>
  }
  func.func private @frexp_0(%arg0: tensor<16xf16>) -> (tensor<16xf16>, tensor<16xi32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<16xf16>) -> tensor<16xui16>
    %c = stablehlo.constant dense<31744> : tensor<ui16>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %2 = stablehlo.and %0, %1 : tensor<16xui16>
    %c_0 = stablehlo.constant dense<0> : tensor<ui16>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<16xui16>, tensor<16xui16>) -> tensor<16xi1>
    %c_1 = stablehlo.constant dense<32768> : tensor<ui16>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %6 = stablehlo.and %0, %5 : tensor<16xui16>
    %7 = stablehlo.select %4, %6, %0 : tensor<16xi1>, tensor<16xui16>
    %8 = stablehlo.bitcast_convert %7 : (tensor<16xui16>) -> tensor<16xf16>
    %9 = stablehlo.bitcast_convert %8 : (tensor<16xf16>) -> tensor<16xui16>
    %c_2 = stablehlo.constant dense<32768> : tensor<ui16>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %11 = stablehlo.and %9, %10 : tensor<16xui16>
    %c_3 = stablehlo.constant dense<10> : tensor<ui16>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %13 = stablehlo.shift_right_logical %9, %12 : tensor<16xui16>
    %c_4 = stablehlo.constant dense<31> : tensor<ui16>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %15 = stablehlo.and %13, %14 : tensor<16xui16>
    %c_5 = stablehlo.constant dense<1023> : tensor<ui16>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %17 = stablehlo.and %9, %16 : tensor<16xui16>
    %c_6 = stablehlo.constant dense<0> : tensor<ui16>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %19 = stablehlo.compare EQ, %15, %18, UNSIGNED : (tensor<16xui16>, tensor<16xui16>) -> tensor<16xi1>
    %c_7 = stablehlo.constant dense<31> : tensor<ui16>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %21 = stablehlo.compare EQ, %15, %20, UNSIGNED : (tensor<16xui16>, tensor<16xui16>) -> tensor<16xi1>
    %c_8 = stablehlo.constant dense<14336> : tensor<ui16>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %23 = stablehlo.or %11, %22 : tensor<16xui16>
    %24 = stablehlo.or %23, %17 : tensor<16xui16>
    %25 = stablehlo.select %19, %11, %24 : tensor<16xi1>, tensor<16xui16>
    %26 = stablehlo.select %21, %9, %25 : tensor<16xi1>, tensor<16xui16>
    %27 = stablehlo.or %21, %19 : tensor<16xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %29 = stablehlo.convert %15 : (tensor<16xui16>) -> tensor<16xi32>
    %c_10 = stablehlo.constant dense<14> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %31 = stablehlo.subtract %29, %30 : tensor<16xi32>
    %32 = stablehlo.select %27, %28, %31 : tensor<16xi1>, tensor<16xi32>
    %33 = stablehlo.bitcast_convert %26 : (tensor<16xui16>) -> tensor<16xf16>
    return %33, %32 : tensor<16xf16>, tensor<16xi32>
  }
  func.func private @frexp_1(%arg0: tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xi32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<4xbf16>) -> tensor<4xui16>
    %c = stablehlo.constant dense<32640> : tensor<ui16>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %2 = stablehlo.and %0, %1 : tensor<4xui16>
    %c_0 = stablehlo.constant dense<0> : tensor<ui16>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<32768> : tensor<ui16>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %6 = stablehlo.and %0, %5 : tensor<4xui16>
    %7 = stablehlo.select %4, %6, %0 : tensor<4xi1>, tensor<4xui16>
    %8 = stablehlo.bitcast_convert %7 : (tensor<4xui16>) -> tensor<4xbf16>
    %9 = stablehlo.bitcast_convert %8 : (tensor<4xbf16>) -> tensor<4xui16>
    %c_2 = stablehlo.constant dense<32768> : tensor<ui16>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %11 = stablehlo.and %9, %10 : tensor<4xui16>
    %c_3 = stablehlo.constant dense<7> : tensor<ui16>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %13 = stablehlo.shift_right_logical %9, %12 : tensor<4xui16>
    %c_4 = stablehlo.constant dense<255> : tensor<ui16>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %15 = stablehlo.and %13, %14 : tensor<4xui16>
    %c_5 = stablehlo.constant dense<127> : tensor<ui16>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %17 = stablehlo.and %9, %16 : tensor<4xui16>
    %c_6 = stablehlo.constant dense<0> : tensor<ui16>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %19 = stablehlo.compare EQ, %15, %18, UNSIGNED : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xi1>
    %c_7 = stablehlo.constant dense<255> : tensor<ui16>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %21 = stablehlo.compare EQ, %15, %20, UNSIGNED : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xi1>
    %c_8 = stablehlo.constant dense<16128> : tensor<ui16>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %23 = stablehlo.or %11, %22 : tensor<4xui16>
    %24 = stablehlo.or %23, %17 : tensor<4xui16>
    %25 = stablehlo.select %19, %11, %24 : tensor<4xi1>, tensor<4xui16>
    %26 = stablehlo.select %21, %9, %25 : tensor<4xi1>, tensor<4xui16>
    %27 = stablehlo.or %21, %19 : tensor<4xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %29 = stablehlo.convert %15 : (tensor<4xui16>) -> tensor<4xi32>
    %c_10 = stablehlo.constant dense<126> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %31 = stablehlo.subtract %29, %30 : tensor<4xi32>
    %32 = stablehlo.select %27, %28, %31 : tensor<4xi1>, tensor<4xi32>
    %33 = stablehlo.bitcast_convert %26 : (tensor<4xui16>) -> tensor<4xbf16>
    return %33, %32 : tensor<4xbf16>, tensor<4xi32>
  }
  func.func private @frexp_2(%arg0: tensor<f32>) -> (tensor<f32>, tensor<i32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<f32>) -> tensor<ui32>
    %c = stablehlo.constant dense<2139095040> : tensor<ui32>
    %1 = stablehlo.and %0, %c : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %2 = stablehlo.compare EQ, %1, %c_0, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %3 = stablehlo.and %0, %c_1 : tensor<ui32>
    %4 = stablehlo.select %2, %3, %0 : tensor<i1>, tensor<ui32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<ui32>) -> tensor<f32>
    %6 = stablehlo.bitcast_convert %5 : (tensor<f32>) -> tensor<ui32>
    %c_2 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %7 = stablehlo.and %6, %c_2 : tensor<ui32>
    %c_3 = stablehlo.constant dense<23> : tensor<ui32>
    %8 = stablehlo.shift_right_logical %6, %c_3 : tensor<ui32>
    %c_4 = stablehlo.constant dense<255> : tensor<ui32>
    %9 = stablehlo.and %8, %c_4 : tensor<ui32>
    %c_5 = stablehlo.constant dense<8388607> : tensor<ui32>
    %10 = stablehlo.and %6, %c_5 : tensor<ui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %11 = stablehlo.compare EQ, %9, %c_6, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<255> : tensor<ui32>
    %12 = stablehlo.compare EQ, %9, %c_7, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<1056964608> : tensor<ui32>
    %13 = stablehlo.or %7, %c_8 : tensor<ui32>
    %14 = stablehlo.or %13, %10 : tensor<ui32>
    %15 = stablehlo.select %11, %7, %14 : tensor<i1>, tensor<ui32>
    %16 = stablehlo.select %12, %6, %15 : tensor<i1>, tensor<ui32>
    %17 = stablehlo.or %12, %11 : tensor<i1>
    %18 = stablehlo.convert %9 : (tensor<ui32>) -> tensor<i32>
    %c_9 = stablehlo.constant dense<126> : tensor<i32>
    %19 = stablehlo.subtract %18, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.select %17, %c_10, %19 : tensor<i1>, tensor<i32>
    %21 = stablehlo.bitcast_convert %16 : (tensor<ui32>) -> tensor<f32>
    return %21, %20 : tensor<f32>, tensor<i32>
  }
  func.func private @ldexp(%arg0: tensor<16xf32>, %arg1: tensor<16xi32>) -> tensor<16xf32> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<16xf32>) -> tensor<16xui32>
    %c = stablehlo.constant dense<2139095040> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %2 = stablehlo.and %0, %1 : tensor<16xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %c_1 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %6 = stablehlo.and %0, %5 : tensor<16xui32>
    %7 = stablehlo.select %4, %6, %0 : tensor<16xi1>, tensor<16xui32>
    %8 = stablehlo.bitcast_convert %7 : (tensor<16xui32>) -> tensor<16xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<16xf32>) -> tensor<16xui32>
    %c_2 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %11 = stablehlo.and %9, %10 : tensor<16xui32>
    %c_3 = stablehlo.constant dense<23> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %13 = stablehlo.shift_right_logical %9, %12 : tensor<16xui32>
    %c_4 = stablehlo.constant dense<255> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %15 = stablehlo.and %13, %14 : tensor<16xui32>
    %c_5 = stablehlo.constant dense<8388607> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %17 = stablehlo.and %9, %16 : tensor<16xui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %19 = stablehlo.compare EQ, %15, %18, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %c_7 = stablehlo.constant dense<255> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %21 = stablehlo.compare EQ, %15, %20, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %c_8 = stablehlo.constant dense<-512> : tensor<i32>
    %c_9 = stablehlo.constant dense<512> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %24 = stablehlo.clamp %22, %arg1, %23 : tensor<16xi32>
    %25 = stablehlo.convert %15 : (tensor<16xui32>) -> tensor<16xi32>
    %26 = stablehlo.add %25, %24 : tensor<16xi32>
    %c_10 = stablehlo.constant dense<2139095040> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %28 = stablehlo.or %11, %27 : tensor<16xui32>
    %29 = stablehlo.convert %26 : (tensor<16xi32>) -> tensor<16xui32>
    %c_11 = stablehlo.constant dense<23> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %31 = stablehlo.shift_left %29, %30 : tensor<16xui32>
    %32 = stablehlo.or %11, %31 : tensor<16xui32>
    %33 = stablehlo.or %32, %17 : tensor<16xui32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %35 = stablehlo.compare LE, %26, %34, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_13 = stablehlo.constant dense<255> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %37 = stablehlo.compare GE, %26, %36, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %38 = stablehlo.select %37, %28, %33 : tensor<16xi1>, tensor<16xui32>
    %39 = stablehlo.select %35, %11, %38 : tensor<16xi1>, tensor<16xui32>
    %40 = stablehlo.select %19, %11, %39 : tensor<16xi1>, tensor<16xui32>
    %41 = stablehlo.select %21, %9, %40 : tensor<16xi1>, tensor<16xui32>
    %42 = stablehlo.bitcast_convert %41 : (tensor<16xui32>) -> tensor<16xf32>
    return %42 : tensor<16xf32>
  }
}
