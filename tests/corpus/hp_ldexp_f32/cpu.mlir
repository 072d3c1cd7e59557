module @jit_hp_ldexp_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xi32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<16xf32>) -> tensor<16xf32>
    %1 = call @ldexp(%0, %arg1) : (tensor<16xf32>, tensor<16xi32>) -> tensor<16xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %2 = call @ldexp_0(%arg0, %c) : (tensor<16xf32>, tensor<i32>) -> tensor<16xf32>
    return %1, %2 : tensor<16xf32>, tensor<16xf32>
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
  func.func private @ldexp_0(%arg0: tensor<16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %1 = stablehlo.convert %0 : tensor<16xi32>
    %2 = stablehlo.bitcast_convert %arg0 : (tensor<16xf32>) -> tensor<16xui32>
    %c = stablehlo.constant dense<2139095040> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %4 = stablehlo.and %2, %3 : tensor<16xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %6 = stablehlo.compare EQ, %4, %5, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %c_1 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %8 = stablehlo.and %2, %7 : tensor<16xui32>
    %9 = stablehlo.select %6, %8, %2 : tensor<16xi1>, tensor<16xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<16xui32>) -> tensor<16xf32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<16xf32>) -> tensor<16xui32>
    %c_2 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %13 = stablehlo.and %11, %12 : tensor<16xui32>
    %c_3 = stablehlo.constant dense<23> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %15 = stablehlo.shift_right_logical %11, %14 : tensor<16xui32>
    %c_4 = stablehlo.constant dense<255> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %17 = stablehlo.and %15, %16 : tensor<16xui32>
    %c_5 = stablehlo.constant dense<8388607> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %19 = stablehlo.and %11, %18 : tensor<16xui32>
    %c_6 = stablehlo.constant dense<0> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %21 = stablehlo.compare EQ, %17, %20, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %c_7 = stablehlo.constant dense<255> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %23 = stablehlo.compare EQ, %17, %22, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %c_8 = stablehlo.constant dense<-512> : tensor<i32>
    %c_9 = stablehlo.constant dense<512> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %25 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %26 = stablehlo.clamp %24, %1, %25 : tensor<16xi32>
    %27 = stablehlo.convert %17 : (tensor<16xui32>) -> tensor<16xi32>
    %28 = stablehlo.add %27, %26 : tensor<16xi32>
    %c_10 = stablehlo.constant dense<2139095040> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %30 = stablehlo.or %13, %29 : tensor<16xui32>
    %31 = stablehlo.convert %28 : (tensor<16xi32>) -> tensor<16xui32>
    %c_11 = stablehlo.constant dense<23> : tensor<ui32>
    %32 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %33 = stablehlo.shift_left %31, %32 : tensor<16xui32>
    %34 = stablehlo.or %13, %33 : tensor<16xui32>
    %35 = stablehlo.or %34, %19 : tensor<16xui32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %37 = stablehlo.compare LE, %28, %36, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_13 = stablehlo.constant dense<255> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %39 = stablehlo.compare GE, %28, %38, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %40 = stablehlo.select %39, %30, %35 : tensor<16xi1>, tensor<16xui32>
    %41 = stablehlo.select %37, %13, %40 : tensor<16xi1>, tensor<16xui32>
    %42 = stablehlo.select %21, %13, %41 : tensor<16xi1>, tensor<16xui32>
    %43 = stablehlo.select %23, %11, %42 : tensor<16xi1>, tensor<16xui32>
    %44 = stablehlo.bitcast_convert %43 : (tensor<16xui32>) -> tensor<16xf32>
    return %44 : tensor<16xf32>
  }
}
