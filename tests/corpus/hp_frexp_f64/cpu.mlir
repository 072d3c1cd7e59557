module @jit_hp_frexp_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf64>, %arg1: tensor<2x0xf64>) -> (tensor<8xf64> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}, tensor<2x0xf64> {jax.result_info = "result[2][0]"}, tensor<2x0xi32> {jax.result_info = "result[2][1]"}, tensor<8xf64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<8xf64>) -> tensor<8xf64>
    %1 = call @frexp(%arg0) : (tensor<8xf64>) -> tensor<8xf64>
    %2:2 = call @frexp_0(%0) : (tensor<8xf64>) -> (tensor<8xf64>, tensor<8xi32>)
    %3:2 = call @frexp_1(%arg1) : (tensor<2x0xf64>) -> (tensor<2x0xf64>, tensor<2x0xi32>)
    %4 = stablehlo.negate %2#1 : tensor<8xi32>
    %5 = call @ldexp(%1, %4) : (tensor<8xf64>, tensor<8xi32>) -> tensor<8xf64>
    return %2#0, %2#1, %3#0, %3#1, %5 : tensor<8xf64>, tensor<8xi32>, tensor<2x0xf64>, tensor<2x0xi32>, tensor<8xf64>
  }
  func.func private @frexp(%arg0: tensor<8xf64>) -> tensor<8xf64> {
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
    %c_8 = stablehlo.constant dense<4602678819172646912> : tensor<ui64>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %23 = stablehlo.or %11, %22 : tensor<8xui64>
    %24 = stablehlo.or %23, %17 : tensor<8xui64>
    %25 = stablehlo.select %19, %11, %24 : tensor<8xi1>, tensor<8xui64>
    %26 = stablehlo.select %21, %9, %25 : tensor<8xi1>, tensor<8xui64>
    %27 = stablehlo.bitcast_convert %26 : (tensor<8xui64>) -> tensor<8xf64>
    return %27 : tensor<8xf64>
  }
  func.func private @frexp_0(%arg0: tensor<8xf64>) -> (tensor<8xf64>, tensor<8xi32>) {
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
    %c_8 = stablehlo.constant dense<4602678819172646912> : tensor<ui64>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %23 = stablehlo.or %11, %22 : tensor<8xui64>
    %24 = stablehlo.or %23, %17 : tensor<8xui64>
    %25 = stablehlo.select %19, %11, %24 : tensor<8xi1>, tensor<8xui64>
    %26 = stablehlo.select %21, %9, %25 : tensor<8xi1>, tensor<8xui64>
    %27 = stablehlo.or %21, %19 : tensor<8xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %29 = stablehlo.convert %15 : (tensor<8xui64>) -> tensor<8xi32>
    %c_10 = stablehlo.constant dense<1022> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %31 = stablehlo.subtract %29, %30 : tensor<8xi32>
    %32 = stablehlo.select %27, %28, %31 : tensor<8xi1>, tensor<8xi32>
    %33 = stablehlo.bitcast_convert %26 : (tensor<8xui64>) -> tensor<8xf64>
    return %33, %32 : tensor<8xf64>, tensor<8xi32>
  }
  func.func private @frexp_1(%arg0: tensor<2x0xf64>) -> (tensor<2x0xf64>, tensor<2x0xi32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<2x0xf64>) -> tensor<2x0xui64>
    %c = stablehlo.constant dense<9218868437227405312> : tensor<ui64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x0xui64>
    %2 = stablehlo.and %0, %1 : tensor<2x0xui64>
    %c_0 = stablehlo.constant dense<0> : tensor<ui64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x0xui64>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<2x0xui64>, tensor<2x0xui64>) -> tensor<2x0xi1>
    %c_1 = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x0xui64>
    %6 = stablehlo.and %0, %5 : tensor<2x0xui64>
    %7 = stablehlo.select %4, %6, %0 : tensor<2x0xi1>, tensor<2x0xui64>
    %8 = stablehlo.bitcast_convert %7 : (tensor<2x0xui64>) -> tensor<2x0xf64>
    %9 = stablehlo.bitcast_convert %8 : (tensor<2x0xf64>) -> tensor<2x0xui64>
    %c_2 = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<2x0xui64>
    %11 = stablehlo.and %9, %10 : tensor<2x0xui64>
    %c_3 = stablehlo.constant dense<52> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<2x0xui64>
    %13 = stablehlo.shift_right_logical %9, %12 : tensor<2x0xui64>
    %c_4 = stablehlo.constant dense<2047> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<2x0xui64>
    %15 = stablehlo.and %13, %14 : tensor<2x0xui64>
    %c_5 = stablehlo.constant dense<4503599627370495> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<2x0xui64>
    %17 = stablehlo.and %9, %16 : tensor<2x0xui64>
    %c_6 = stablehlo.constant dense<0> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<2x0xui64>
    %19 = stablehlo.compare EQ, %15, %18, UNSIGNED : (tensor<2x0xui64>, tensor<2x0xui64>) -> tensor<2x0xi1>
    %c_7 = stablehlo.constant dense<2047> : tensor<ui64>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<2x0xui64>
    %21 = stablehlo.compare EQ, %15, %20, UNSIGNED : (tensor<2x0xui64>, tensor<2x0xui64>) -> tensor<2x0xi1>
    %c_8 = stablehlo.constant dense<4602678819172646912> : tensor<ui64>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<2x0xui64>
    %23 = stablehlo.or %11, %22 : tensor<2x0xui64>
    %24 = stablehlo.or %23, %17 : tensor<2x0xui64>
    %25 = stablehlo.select %19, %11, %24 : tensor<2x0xi1>, tensor<2x0xui64>
    %26 = stablehlo.select %21, %9, %25 : tensor<2x0xi1>, tensor<2x0xui64>
    %27 = stablehlo.or %21, %19 : tensor<2x0xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2x0xi32>
    %29 = stablehlo.convert %15 : (tensor<2x0xui64>) -> tensor<2x0xi32>
    %c_10 = stablehlo.constant dense<1022> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<2x0xi32>
    %31 = stablehlo.subtract %29, %30 : tensor<2x0xi32>
    %32 = stablehlo.select %27, %28, %31 : tensor<2x0xi1>, tensor<2x0xi32>
    %33 = stablehlo.bitcast_convert %26 : (tensor<2x0xui64>) -> tensor<2x0xf64>
    return %33, %32 : tensor<2x0xf64>, tensor<2x0xi32>
  }
  func.func private @ldexp(%arg0: tensor<8xf64>, %arg1: tensor<8xi32>) -> tensor<8xf64> {
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
    %c_8 = stablehlo.constant dense<-4096> : tensor<i32>
    %c_9 = stablehlo.constant dense<4096> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %24 = stablehlo.clamp %22, %arg1, %23 : tensor<8xi32>
    %25 = stablehlo.convert %15 : (tensor<8xui64>) -> tensor<8xi32>
    %26 = stablehlo.add %25, %24 : tensor<8xi32>
    %c_10 = stablehlo.constant dense<9218868437227405312> : tensor<ui64>
    %27 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %28 = stablehlo.or %11, %27 : tensor<8xui64>
    %29 = stablehlo.convert %26 : (tensor<8xi32>) -> tensor<8xui64>
    %c_11 = stablehlo.constant dense<52> : tensor<ui64>
    %30 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %31 = stablehlo.shift_left %29, %30 : tensor<8xui64>
    %32 = stablehlo.or %11, %31 : tensor<8xui64>
    %33 = stablehlo.or %32, %17 : tensor<8xui64>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %35 = stablehlo.compare LE, %26, %34, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_13 = stablehlo.constant dense<2047> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %37 = stablehlo.compare GE, %26, %36, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %38 = stablehlo.select %37, %28, %33 : tensor<8xi1>, tensor<8xui64>
    %39 = stablehlo.select %35, %11, %38 : tensor<8xi1>, tensor<8xui64>
    %40 = stablehlo.select %19, %11, %39 : tensor<8xi1>, tensor<8xui64>
    %41 = stablehlo.select %21, %9, %40 : tensor<8xi1>, tensor<8xui64>
    %42 = stablehlo.bitcast_convert %41 : (tensor<8xui64>) -> tensor<8xf64>
    return %42 : tensor<8xf64>
  }
}
