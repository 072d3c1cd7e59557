module @jit_hp_ldexp_half attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf16>, %arg1: tensor<16xi8>, %arg2: tensor<4xbf16>, %arg3: tensor<4xui8>, %arg4: tensor<2x3xf32>, %arg5: tensor<2x3xi1>) -> (tensor<16xf16> {jax.result_info = "result[0]"}, tensor<4xbf16> {jax.result_info = "result[1]"}, tensor<2x3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<16xf16>) -> tensor<16xf16>
    %1 = call @ldexp(%0, %arg1) : (tensor<16xf16>, tensor<16xi8>) -> tensor<16xf16>
    %2 = call @ldexp_0(%arg2, %arg3) : (tensor<4xbf16>, tensor<4xui8>) -> tensor<4xbf16>
    %3 = call @ldexp_1(%arg4, %arg5) : (tensor<2x3xf32>, tensor<2x3xi1>) -> tensor<2x3xf32>
    return %1, %2, %3 : tensor<16xf16>, tensor<4xbf16>, tensor<2x3xf32>
  }
  func.func private @ldexp(%arg0: tensor<16xf16>, %arg1: tensor<16xi8>) -> tensor<16xf16> {
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
    %22 = stablehlo.convert %arg1 : (tensor<16xi8>) -> tensor<16xi32>
    %c_8 = stablehlo.constant dense<-64> : tensor<i32>
    %c_9 = stablehlo.constant dense<64> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %24 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %25 = stablehlo.clamp %23, %22, %24 : tensor<16xi32>
    %26 = stablehlo.convert %15 : (tensor<16xui16>) -> tensor<16xi32>
    %27 = stablehlo.add %26, %25 : tensor<16xi32>
    %c_10 = stablehlo.constant dense<31744> : tensor<ui16>
    %28 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %29 = stablehlo.or %11, %28 : tensor<16xui16>
    %30 = stablehlo.convert %27 : (tensor<16xi32>) -> tensor<16xui16>
    %c_11 = stablehlo.constant dense<10> : tensor<ui16>
    %31 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %32 = stablehlo.shift_left %30, %31 : tensor<16xui16>
    %33 = stablehlo.or %11, %32 : tensor<16xui16>
    %34 = stablehlo.or %33, %17 : tensor<16xui16>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %36 = stablehlo.compare LE, %27, %35, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_13 = stablehlo.constant dense<31> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %38 = stablehlo.compare GE, %27, %37, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %39 = stablehlo.select %38, %29, %34 : tensor<16xi1>, tensor<16xui16>
    %40 = stablehlo.select %36, %11, %39 : tensor<16xi1>, tensor<16xui16>
    %41 = stablehlo.select %19, %11, %40 : tensor<16xi1>, tensor<16xui16>
    %42 = stablehlo.select %21, %9, %41 : tensor<16xi1>, tensor<16xui16>
    %43 = stablehlo.bitcast_convert %42 : (tensor<16xui16>) -> tensor<16xf16>
    return %43 : tensor<16xf16>
  }
  func.func private @ldexp_0(%arg0: tensor<4xbf16>, %arg1: tensor<4xui8>) -> tensor<4xbf16> {
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
    %22 = stablehlo.convert %arg1 : (tensor<4xui8>) -> tensor<4xui32>
    %c_8 = stablehlo.constant dense<0> : tensor<ui32>
    %c_9 = stablehlo.constant dense<512> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %24 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %25 = stablehlo.clamp %23, %22, %24 : tensor<4xui32>
    %26 = stablehlo.convert %25 : (tensor<4xui32>) -> tensor<4xi32>
    %27 = stablehlo.convert %15 : (tensor<4xui16>) -> tensor<4xi32>
    %28 = stablehlo.add %27, %26 : tensor<4xi32>
    %c_10 = stablehlo.constant dense<32640> : tensor<ui16>
    %29 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %30 = stablehlo.or %11, %29 : tensor<4xui16>
    %31 = stablehlo.convert %28 : (tensor<4xi32>) -> tensor<4xui16>
    %c_11 = stablehlo.constant dense<7> : tensor<ui16>
    %32 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui16>) -> tensor<4xui16>
    %33 = stablehlo.shift_left %31, %32 : tensor<4xui16>
    %34 = stablehlo.or %11, %33 : tensor<4xui16>
    %35 = stablehlo.or %34, %17 : tensor<4xui16>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %37 = stablehlo.compare LE, %28, %36, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_13 = stablehlo.constant dense<255> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %39 = stablehlo.compare GE, %28, %38, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %40 = stablehlo.select %39, %30, %35 : tensor<4xi1>, tensor<4xui16>
    %41 = stablehlo.select %37, %11, %40 : tensor<4xi1>, tensor<4xui16>
    %42 = stablehlo.select %19, %11, %41 : tensor<4xi1>, tensor<4xui16>
    %43 = stablehlo.select %21, %9, %42 : tensor<4xi1>, tensor<4xui16>
    %44 = stablehlo.bitcast_convert %43 : (tensor<4xui16>) -> tensor<4xbf16>
    return %44 : tensor<4xbf16>
  }
  func.func private @ldexp_1(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi1>) -> tensor<2x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x3xi1>) -> tensor<2x3xi32>
    %1 = stablehlo.bitcast_convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xui32>
    %c = stablehlo.constant dense<2139095040> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %3 = stablehlo.and %1, %2 : tensor<2x3xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %5 = stablehlo.compare EQ, %3, %4, UNSIGNED : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xi1>
    %c_1 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %7 = stablehlo.and %1, %6 : tensor<2x3xui32>
    %8 = stablehlo.select %5, %7, %1 : tensor<2x3xi1>, tensor<2x3xui32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<2x3xui32>) -> tensor<2x3xf32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<2x3xf32>) -> tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %12 = stablehlo.and %10, %11 : tensor<2x3xui32>
    %c_3 = stablehlo.constant dense<23> : tensor<ui32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %14 = stablehlo.shift_right_logical %10, %13 : tensor<2x3xui32>
    %c_4 = stablehlo.constant dense<255> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %16 = stablehlo.and %14, %15 : tensor<2x3xui32>
    %c_5 = stablehlo.constant dense<8388607> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %18 = stablehlo.and %10, %17 : tensor<2x3xui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %20 = stablehlo.compare EQ, %16, %19, UNSIGNED : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xi1>
    %c_7 = stablehlo.constant dense<255> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %22 = stablehlo.compare EQ, %16, %21, UNSIGNED : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xi1>
    %c_8 = stablehlo.constant dense<-512> : tensor<i32>
    %c_9 = stablehlo.constant dense<512> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %24 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %25 = stablehlo.clamp %23, %0, %24 : tensor<2x3xi32>
    %26 = stablehlo.convert %16 : (tensor<2x3xui32>) -> tensor<2x3xi32>
    %27 = stablehlo.add %26, %25 : tensor<2x3xi32>
    %c_10 = stablehlo.constant dense<2139095040> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %29 = stablehlo.or %12, %28 : tensor<2x3xui32>
    %30 = stablehlo.convert %27 : (tensor<2x3xi32>) -> tensor<2x3xui32>
    %c_11 = stablehlo.constant dense<23> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %32 = stablehlo.shift_left %30, %31 : tensor<2x3xui32>
    %33 = stablehlo.or %12, %32 : tensor<2x3xui32>
    %34 = stablehlo.or %33, %18 : tensor<2x3xui32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %36 = stablehlo.compare LE, %27, %35, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_13 = stablehlo.constant dense<255> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %38 = stablehlo.compare GE, %27, %37, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %39 = stablehlo.select %38, %29, %34 : tensor<2x3xi1>, tensor<2x3xui32>
    %40 = stablehlo.select %36, %12, %39 : tensor<2x3xi1>, tensor<2x3xui32>
    %41 = stablehlo.select %20, %12, %40 : tensor<2x3xi1>, tensor<2x3xui32>
    %42 = stablehlo.select %22, %10, %41 : tensor<2x3xi1>, tensor<2x3xui32>
    %43 = stablehlo.bitcast_convert %42 : (tensor<2x3xui32>) -> tensor<2x3xf32>
    return %43 : tensor<2x3xf32>
  }
}
