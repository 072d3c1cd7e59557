module @jit_bcast_binary_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<f32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}, tensor<2x3xf32> {jax.result_info = "result[2]"}, tensor<2x3xf32> {jax.result_info = "result[3]"}, tensor<2x3xf32> {jax.result_info = "result[4]"}, tensor<2x3xf32> {jax.result_info = "result[5]"}, tensor<2x3xf32> {jax.result_info = "result[6]"}, tensor<2x3xf32> {jax.result_info = "result[7]"}, tensor<1x3xf32> {jax.result_info = "result[8]"}, tensor<2x3xi1> {jax.result_info = "result[9]"}, tensor<2x3xi1> {jax.result_info = "result[10]"}, tensor<2x3xi1> {jax.result_info = "result[11]"}, tensor<2x3xi1> {jax.result_info = "result[12]"}, tensor<2x3xi1> {jax.result_info = "result[13]"}, tensor<2x3xi1> {jax.result_info = "result[14]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x3xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<2x3xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x3xf32>
    %10 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x3xf32>
    %13 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %15 = stablehlo.remainder %13, %14 : tensor<2x3xf32>
    %16 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %18 = stablehlo.maximum %16, %17 : tensor<2x3xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %21 = stablehlo.minimum %19, %20 : tensor<2x3xf32>
    %22 = stablehlo.abs %arg0 : tensor<2x1xf32>
    %23 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %25 = stablehlo.power %23, %24 : tensor<2x3xf32>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %27 = stablehlo.add %26, %arg1 : tensor<1x3xf32>
    %28 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %30 = stablehlo.compare EQ, %28, %29, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %32 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %33 = stablehlo.compare NE, %31, %32, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %34 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %35 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %36 = stablehlo.compare LT, %34, %35, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %38 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %39 = stablehlo.compare LE, %37, %38, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %40 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %41 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %42 = stablehlo.compare GT, %40, %41, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %43 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %44 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %45 = stablehlo.compare GE, %43, %44, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    return %3, %6, %9, %12, %15, %18, %21, %25, %27, %30, %33, %36, %39, %42, %45 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>
  }
}
