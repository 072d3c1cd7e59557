module @jit_iota_2x32_direct attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui32>) -> (tensor<2x3xui32> {jax.result_info = "result[0]"}, tensor<2x3xui32> {jax.result_info = "result[1]"}, tensor<4xui32> {jax.result_info = "result[2]"}, tensor<2x1x3xui32> {jax.result_info = "result[3]"}, tensor<2x1x3xui32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<2x3xui64>
    %1 = stablehlo.iota dim = 1 : tensor<2x3xui64>
    %c = stablehlo.constant dense<3> : tensor<ui64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %3 = stablehlo.multiply %2, %0 : tensor<2x3xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %5 = stablehlo.multiply %4, %1 : tensor<2x3xui64>
    %6 = stablehlo.add %3, %5 : tensor<2x3xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2x3xui64>
    %9 = stablehlo.convert %6 : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %10 = stablehlo.convert %8 : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %11 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %13 = stablehlo.multiply %12, %11 : tensor<4xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<4xui64>
    %16 = stablehlo.convert %13 : (tensor<4xui64>) -> tensor<4xui32>
    %17 = stablehlo.convert %15 : (tensor<4xui64>) -> tensor<4xui32>
    %18 = stablehlo.iota dim = 0 : tensor<2x1x3xui64>
    %19 = stablehlo.iota dim = 1 : tensor<2x1x3xui64>
    %20 = stablehlo.iota dim = 2 : tensor<2x1x3xui64>
    %c_4 = stablehlo.constant dense<3> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<2x1x3xui64>
    %22 = stablehlo.multiply %21, %18 : tensor<2x1x3xui64>
    %c_5 = stablehlo.constant dense<3> : tensor<ui64>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<2x1x3xui64>
    %24 = stablehlo.multiply %23, %19 : tensor<2x1x3xui64>
    %c_6 = stablehlo.constant dense<1> : tensor<ui64>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<2x1x3xui64>
    %26 = stablehlo.multiply %25, %20 : tensor<2x1x3xui64>
    %27 = stablehlo.add %22, %24 : tensor<2x1x3xui64>
    %28 = stablehlo.add %27, %26 : tensor<2x1x3xui64>
    %c_7 = stablehlo.constant dense<32> : tensor<ui64>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<2x1x3xui64>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<2x1x3xui64>
    %31 = stablehlo.convert %28 : (tensor<2x1x3xui64>) -> tensor<2x1x3xui32>
    %32 = stablehlo.convert %30 : (tensor<2x1x3xui64>) -> tensor<2x1x3xui32>
    %33 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xui32>) -> tensor<4xui32>
    %34 = stablehlo.add %33, %17 : tensor<4xui32>
    %35 = stablehlo.add %34, %16 : tensor<4xui32>
    return %10, %9, %35, %32, %31 : tensor<2x3xui32>, tensor<2x3xui32>, tensor<4xui32>, tensor<2x1x3xui32>, tensor<2x1x3xui32>
  }
}
