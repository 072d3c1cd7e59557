module @jit_hp_ldexp_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf64>, %arg1: tensor<8xi64>, %arg2: tensor<8xui64>, %arg3: tensor<f32>, %arg4: tensor<ui32>, %arg5: tensor<0x2xf32>) -> (tensor<8xf64> {jax.result_info = "result[0]"}, tensor<8xf64> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<0x2xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<8xf64>) -> tensor<8xf64>
    %1 = call @ldexp(%0, %arg1) : (tensor<8xf64>, tensor<8xi64>) -> tensor<8xf64>
    %2 = call @ldexp_0(%arg0, %arg2) : (tensor<8xf64>, tensor<8xui64>) -> tensor<8xf64>
    %3 = call @ldexp_1(%arg3, %arg4) : (tensor<f32>, tensor<ui32>) -> tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i64>
    %4 = call @ldexp_2(%arg5, %c) : (tensor<0x2xf32>, tensor<i64>) -> tensor<0x2xf32>
    return %1, %2, %3, %4 : tensor<8xf64>, tensor<8xf64>, tensor<f32>, tensor<0x2xf32>
  }
  func.func private @ldexp(%arg0: tensor<8xf64>, %arg1: tensor<8xi64>) -> tensor<8xf64> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<8xf64>) -> tensor<8xui64>
    %c = stablehlo.constant dense<9218868437227405312> : tensor<ui64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %2 = stablehlo.and %0, %1 : tensor<8xui64>
    %c_0 = stablehlo.constant dense<0> : tensor<ui64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %c_1 = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %6 = stablehlo.and %0, %5 : tensor<8xui64>
    %7 = stablehlo.select %4, %6, %0 : tensor<8xi1>, tensor<8xui64>
    %8 = stablehlo.bitcast_convert %7 : (tensor<8xui64>) -> tensor<8xf64>
    %9 = stablehlo.bitcast_convert %8 : (tensor<8xf64>) -> tensor<8xui64>
    %c_2 = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %11 = stablehlo.and %9, %10 : tensor<8xui64>
    %c_3 = stablehlo.constant dense<52> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %13 = stablehlo.shift_right_logical %9, %12 : tensor<8xui64>
    %c_4 = stablehlo.constant dense<2047> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %15 = stablehlo.and %13, %14 : tensor<8xui64>
    %c_5 = stablehlo.constant dense<4503599627370495> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %17 = stablehlo.and %9, %16 : tensor<8xui64>
    %c_6 = stablehlo.constant dense<0> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %19 = stablehlo.compare EQ, %15, %18, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %c_7 = stablehlo.constant dense<2047> : tensor<ui64>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %21 = stablehlo.compare EQ, %15, %20, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %c_8 = stablehlo.constant dense<-4096> : tensor<i64>
    %c_9 = stablehlo.constant dense<4096> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %24 = stablehlo.clamp %22, %arg1, %23 : tensor<8xi64>
    %25 = stablehlo.convert %24 : (tensor<8xi64>) -> tensor<8xi32>
    %26 = stablehlo.convert %15 : (tensor<8xui64>) -> tensor<8xi32>
    %27 = stablehlo.add %26, %25 : tensor<8xi32>
    %c_10 = stablehlo.constant dense<9218868437227405312> : tensor<ui64>
    %28 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %29 = stablehlo.or %11, %28 : tensor<8xui64>
    %30 = stablehlo.convert %27 : (tensor<8xi32>) -> tensor<8xui64>
    %c_11 = stablehlo.constant dense<52> : tensor<ui64>
    %31 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %32 = stablehlo.shift_left %30, %31 : tensor<8xui64>
    %33 = stablehlo.or %11, %32 : tensor<8xui64>
    %34 = stablehlo.or %33, %17 : tensor<8xui64>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %36 = stablehlo.compare LE, %27, %35, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_13 = stablehlo.constant dense<2047> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %38 = stablehlo.compare GE, %27, %37, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %39 = stablehlo.select %38, %29, %34 : tensor<8xi1>, tensor<8xui64>
    %40 = stablehlo.select %36, %11, %39 : tensor<8xi1>, tensor<8xui64>
    %41 = stablehlo.select %19, %11, %40 : tensor<8xi1>, tensor<8xui64>
    %42 = stablehlo.select %21, %9, %41 : tensor<8xi1>, tensor<8xui64>
    %43 = stablehlo.bitcast_convert %42 : (tensor<8xui64>) -> tensor<8xf64>
    return %43 : tensor<8xf64>
  }
  func.func private @ldexp_0(%arg0: tensor<8xf64>, %arg1: tensor<8xui64>) -> tensor<8xf64> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<8xf64>) -> tensor<8xui64>
    %c = stablehlo.constant dense<9218868437227405312> : tensor<ui64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %2 = stablehlo.and %0, %1 : tensor<8xui64>
    %c_0 = stablehlo.constant dense<0> : tensor<ui64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %c_1 = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %6 = stablehlo.and %0, %5 : tensor<8xui64>
    %7 = stablehlo.select %4, %6, %0 : tensor<8xi1>, tensor<8xui64>
    %8 = stablehlo.bitcast_convert %7 : (tensor<8xui64>) -> tensor<8xf64>
    %9 = stablehlo.bitcast_convert %8 : (tensor<8xf64>) -> tensor<8xui64>
    %c_2 = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %11 = stablehlo.and %9, %10 : tensor<8xui64>
    %c_3 = stablehlo.constant dense<52> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %13 = stablehlo.shift_right_logical %9, %12 : tensor<8xui64>
    %c_4 = stablehlo.constant dense<2047> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %15 = stablehlo.and %13, %14 : tensor<8xui64>
    %c_5 = stablehlo.constant dense<4503599627370495> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %17 = stablehlo.and %9, %16 : tensor<8xui64>
    %c_6 = stablehlo.constant dense<0> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %19 = stablehlo.compare EQ, %15, %18, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %c_7 = stablehlo.constant dense<2047> : tensor<ui64>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %21 = stablehlo.compare EQ, %15, %20, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<ui64>
    %c_9 = stablehlo.constant dense<4096> : tensor<ui64>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %24 = stablehlo.clamp %22, %arg1, %23 : tensor<8xui64>
    %25 = stablehlo.convert %24 : (tensor<8xui64>) -> tensor<8xi32>
    %26 = stablehlo.convert %15 : (tensor<8xui64>) -> tensor<8xi32>
    %27 = stablehlo.add %26, %25 : tensor<8xi32>
    %c_10 = stablehlo.constant dense<9218868437227405312> : tensor<ui64>
    %28 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %29 = stablehlo.or %11, %28 : tensor<8xui64>
    %30 = stablehlo.convert %27 : (tensor<8xi32>) -> tensor<8xui64>
    %c_11 = stablehlo.constant dense<52> : tensor<ui64>
    %31 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %32 = stablehlo.shift_left %30, %31 : tensor<8xui64>
    %33 = stablehlo.or %11, %32 : tensor<8xui64>
    %34 = stablehlo.or %33, %17 : tensor<8xui64>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %36 = stablehlo.compare LE, %27, %35, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_13 = stablehlo.constant dense<2047> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %38 = stablehlo.compare GE, %27, %37, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %39 = stablehlo.select %38, %29, %34 : tensor<8xi1>, tensor<8xui64>
    %40 = stablehlo.select %36, %11, %39 : tensor<8xi1>, tensor<8xui64>
    %41 = stablehlo.select %19, %11, %40 : tensor<8xi1>, tensor<8xui64>
    %42 = stablehlo.select %21, %9, %41 : tensor<8xi1>, tensor<8xui64>
    %43 = stablehlo.bitcast_convert %42 : (tensor<8xui64>) -> tensor<8xf64>
    return %43 : tensor<8xf64>
  }
  func.func private @ldexp_1(%arg0: tensor<f32>, %arg1: tensor<ui32>) -> tensor<f32> {
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
    %c_8 = stablehlo.constant dense<0> : tensor<ui32>
    %c_9 = stablehlo.constant dense<512> : tensor<ui32>
    %13 = stablehlo.clamp %c_8, %arg1, %c_9 : tensor<ui32>
    %14 = stablehlo.convert %13 : (tensor<ui32>) -> tensor<i32>
    %15 = stablehlo.convert %9 : (tensor<ui32>) -> tensor<i32>
    %16 = stablehlo.add %15, %14 : tensor<i32>
    %c_10 = stablehlo.constant dense<2139095040> : tensor<ui32>
    %17 = stablehlo.or %7, %c_10 : tensor<ui32>
    %18 = stablehlo.convert %16 : (tensor<i32>) -> tensor<ui32>
    %c_11 = stablehlo.constant dense<23> : tensor<ui32>
    %19 = stablehlo.shift_left %18, %c_11 : tensor<ui32>
    %20 = stablehlo.or %7, %19 : tensor<ui32>
    %21 = stablehlo.or %20, %10 : tensor<ui32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LE, %16, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<255> : tensor<i32>
    %23 = stablehlo.compare GE, %16, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %24 = stablehlo.select %23, %17, %21 : tensor<i1>, tensor<ui32>
    %25 = stablehlo.select %22, %7, %24 : tensor<i1>, tensor<ui32>
    %26 = stablehlo.select %11, %7, %25 : tensor<i1>, tensor<ui32>
    %27 = stablehlo.select %12, %6, %26 : tensor<i1>, tensor<ui32>
    %28 = stablehlo.bitcast_convert %27 : (tensor<ui32>) -> tensor<f32>
    return %28 : tensor<f32>
  }
  func.func private @ldexp_2(%arg0: tensor<0x2xf32>, %arg1: tensor<i64>) -> tensor<0x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %1 = stablehlo.convert %0 : tensor<0x2xi64>
    %2 = stablehlo.bitcast_convert %arg0 : (tensor<0x2xf32>) -> tensor<0x2xui32>
    %c = stablehlo.constant dense<2139095040> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %4 = stablehlo.and %2, %3 : tensor<0x2xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %6 = stablehlo.compare EQ, %4, %5, UNSIGNED : (tensor<0x2xui32>, tensor<0x2xui32>) -> tensor<0x2xi1>
    %c_1 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %8 = stablehlo.and %2, %7 : tensor<0x2xui32>
    %9 = stablehlo.select %6, %8, %2 : tensor<0x2xi1>, tensor<0x2xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<0x2xui32>) -> tensor<0x2xf32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<0x2xf32>) -> tensor<0x2xui32>
    %c_2 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %13 = stablehlo.and %11, %12 : tensor<0x2xui32>
    %c_3 = stablehlo.constant dense<23> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %15 = stablehlo.shift_right_logical %11, %14 : tensor<0x2xui32>
    %c_4 = stablehlo.constant dense<255> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %17 = stablehlo.and %15, %16 : tensor<0x2xui32>
    %c_5 = stablehlo.constant dense<8388607> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %19 = stablehlo.and %11, %18 : tensor<0x2xui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %21 = stablehlo.compare EQ, %17, %20, UNSIGNED : (tensor<0x2xui32>, tensor<0x2xui32>) -> tensor<0x2xi1>
    %c_7 = stablehlo.constant dense<255> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %23 = stablehlo.compare EQ, %17, %22, UNSIGNED : (tensor<0x2xui32>, tensor<0x2xui32>) -> tensor<0x2xi1>
    %c_8 = stablehlo.constant dense<-512> : tensor<i64>
    %c_9 = stablehlo.constant dense<512> : tensor<i64>
    %24 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %25 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %26 = stablehlo.clamp %24, %1, %25 : tensor<0x2xi64>
    %27 = stablehlo.convert %26 : (tensor<0x2xi64>) -> tensor<0x2xi32>
    %28 = stablehlo.convert %17 : (tensor<0x2xui32>) -> tensor<0x2xi32>
    %29 = stablehlo.add %28, %27 : tensor<0x2xi32>
    %c_10 = stablehlo.constant dense<2139095040> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %31 = stablehlo.or %13, %30 : tensor<0x2xui32>
    %32 = stablehlo.convert %29 : (tensor<0x2xi32>) -> tensor<0x2xui32>
    %c_11 = stablehlo.constant dense<23> : tensor<ui32>
    %33 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<0x2xui32>
    %34 = stablehlo.shift_left %32, %33 : tensor<0x2xui32>
    %35 = stablehlo.or %13, %34 : tensor<0x2xui32>
    %36 = stablehlo.or %35, %19 : tensor<0x2xui32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<0x2xi32>
    %38 = stablehlo.compare LE, %29, %37, SIGNED : (tensor<0x2xi32>, tensor<0x2xi32>) -> tensor<0x2xi1>
    %c_13 = stablehlo.constant dense<255> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<0x2xi32>
    %40 = stablehlo.compare GE, %29, %39, SIGNED : (tensor<0x2xi32>, tensor<0x2xi32>) -> tensor<0x2xi1>
    %41 = stablehlo.select %40, %31, %36 : tensor<0x2xi1>, tensor<0x2xui32>
    %42 = stablehlo.select %38, %13, %41 : tensor<0x2xi1>, tensor<0x2xui32>
    %43 = stablehlo.select %21, %13, %42 : tensor<0x2xi1>, tensor<0x2xui32>
    %44 = stablehlo.select %23, %11, %43 : tensor<0x2xi1>, tensor<0x2xui32>
    %45 = stablehlo.bitcast_convert %44 : (tensor<0x2xui32>) -> tensor<0x2xf32>
    return %45 : tensor<0x2xf32>
  }
}
