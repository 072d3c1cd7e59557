module @jit_remat_nested_jit attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1:3 = stablehlo.optimization_barrier %0, %arg1, %cst : tensor<4xf32>, tensor<4xf32>, tensor<f32>
    %2:3 = call @inner(%1#0, %1#1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    %3:2 = call @inner_0(%1#1, %1#0) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %4 = stablehlo.broadcast_in_dim %1#2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %2#0, %4 : tensor<4xf32>
    %6 = stablehlo.multiply %4, %3#0 : tensor<4xf32>
    %7 = call @inner_1(%3#1, %5) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = call @inner_2(%2#1, %1#1, %1#0, %2#2, %6) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = stablehlo.add %7, %8 : tensor<4xf32>
    %10 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<2x2xf32>
    %11 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%10) {backend_config = "", mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x2xf32>) -> tensor<4xf32>
    %13 = call @inner_3(%12, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %9, %13 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @inner(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %1 = stablehlo.cosine %arg0 : tensor<4xf32>
    %2 = stablehlo.multiply %0, %arg1 : tensor<4xf32>
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    %4 = stablehlo.log_plus_one %3 : tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.add %3, %5 : tensor<4xf32>
    %7 = stablehlo.add %2, %4 : tensor<4xf32>
    return %7, %1, %6 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @inner_0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<4xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<4xf32>
    %4 = stablehlo.add %1, %3 : tensor<4xf32>
    return %4, %0 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @inner_1(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @inner_2(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.divide %arg4, %arg3 : tensor<4xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<4xf32>
    %2 = stablehlo.multiply %0, %arg2 : tensor<4xf32>
    %3 = stablehlo.add %1, %2 : tensor<4xf32>
    %4 = stablehlo.multiply %arg4, %arg1 : tensor<4xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<4xf32>
    %6 = stablehlo.add %3, %5 : tensor<4xf32>
    return %6 : tensor<4xf32>
  }
  func.func private @inner_3(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<4xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<4xf32>
    %4 = stablehlo.add %1, %3 : tensor<4xf32>
    return %4 : tensor<4xf32>
  }
}
