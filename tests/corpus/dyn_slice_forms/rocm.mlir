module @jit_dyn_slice_forms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<2xi32>, %arg2: tensor<2x2xf32>) -> (tensor<2x2xf32> {jax.result_info = "result[0]"}, tensor<5x6xf32> {jax.result_info = "result[1]"}, tensor<5x3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %1 = stablehlo.slice %arg1 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
    %3 = stablehlo.slice %arg1 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %6 = stablehlo.add %2, %c_0 : tensor<i32>
    %7 = stablehlo.select %5, %6, %2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %4, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %9 = stablehlo.add %4, %c_2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %4 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %0, %7, %10, sizes = [2, 2] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %12 = stablehlo.slice %arg1 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %13 = stablehlo.reshape %12 : (tensor<1xi32>) -> tensor<i32>
    %14 = stablehlo.slice %arg1 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
    %15 = stablehlo.reshape %14 : (tensor<1xi32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %13, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %17 = stablehlo.add %13, %c_4 : tensor<i32>
    %18 = stablehlo.select %16, %17, %13 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %15, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<6> : tensor<i32>
    %20 = stablehlo.add %15, %c_6 : tensor<i32>
    %21 = stablehlo.select %19, %20, %15 : tensor<i1>, tensor<i32>
    %22 = stablehlo.dynamic_update_slice %0, %arg2, %18, %21 : (tensor<5x6xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %23 = stablehlo.slice %arg1 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
    %24 = stablehlo.reshape %23 : (tensor<1xi32>) -> tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.compare LT, %24, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %26 = stablehlo.add %24, %c_8 : tensor<i32>
    %27 = stablehlo.select %25, %26, %24 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.dynamic_slice %0, %c_9, %27, sizes = [5, 3] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    return %11, %22, %28 : tensor<2x2xf32>, tensor<5x6xf32>, tensor<5x3xf32>
  }
}
