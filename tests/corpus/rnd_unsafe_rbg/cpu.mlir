module @jit_rnd_unsafe_rbg attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4xui32>) -> (tensor<3xui8> {jax.result_info = "result[0]"}, tensor<3x4xui32> {jax.result_info = "result[1]"}, tensor<2x2xf32> {jax.result_info = "result[2]"}) {
    %0 = sdy.sharding_constraint %arg0 <@empty_mesh, [{}]> : tensor<4xui32>
    %1 = stablehlo.reshape %0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %2 = stablehlo.bitcast_convert %1 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %2, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui8>)
    %3 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<2x2xui32>) -> tensor<4xui32>
    %5 = stablehlo.reshape %0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %6 = stablehlo.bitcast_convert %5 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_0, %output_1 = stablehlo.rng_bit_generator %6, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<30x4xui32>)
    %7 = stablehlo.bitcast_convert %output_state_0 : (tensor<2xui64>) -> tensor<2x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<2x2xui32>) -> tensor<4xui32>
    %9 = stablehlo.slice %output_1 [0:30:10, 0:4] : (tensor<30x4xui32>) -> tensor<3x4xui32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %10 = stablehlo.shift_right_logical %c, %c_2 : tensor<ui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_3 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %12 = stablehlo.and %c, %c_3 : tensor<ui32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %14 = stablehlo.concatenate %11, %13, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %15 = stablehlo.concatenate %14, %14, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %16 = stablehlo.reshape %15 : (tensor<4xui32>) -> tensor<2x2xui32>
    %17 = stablehlo.bitcast_convert %16 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_4, %output_5 = stablehlo.rng_bit_generator %17, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x4xui32>)
    %18 = stablehlo.bitcast_convert %output_state_4 : (tensor<2xui64>) -> tensor<2x2xui32>
    %19 = stablehlo.reshape %18 : (tensor<2x2xui32>) -> tensor<4xui32>
    %20 = stablehlo.slice %output_5 [9:10, 0:4] : (tensor<10x4xui32>) -> tensor<1x4xui32>
    %21 = stablehlo.reshape %20 : (tensor<1x4xui32>) -> tensor<4xui32>
    %22 = stablehlo.xor %0, %21 : tensor<4xui32>
    %23 = call @_normal(%22) : (tensor<4xui32>) -> tensor<2x2xf32>
    %24 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%23) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %25 = sdy.sharding_constraint %9 <@empty_mesh, [{?}, {}]> : tensor<3x4xui32>
    return %output, %25, %24 : tensor<3xui8>, tensor<3x4xui32>, tensor<2x2xf32>
  }
  func.func private @_normal(%arg0: tensor<4xui32>) -> tensor<2x2xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<4xui32>) -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
  func.func private @_normal_real(%arg0: tensor<4xui32>) -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<2x2xf32>
    %1 = chlo.erf_inv %0 : tensor<2x2xf32> -> tensor<2x2xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<2x2xf32>
    return %3 : tensor<2x2xf32>
  }
  func.func private @_uniform(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %3, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui32>)
    %4 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %7 = stablehlo.shift_right_logical %output, %6 : tensor<2x2xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %9 = stablehlo.or %7, %8 : tensor<2x2xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<2x2xui32>) -> tensor<2x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<2x2xf32>
    %13 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x2xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x2xf32>
    %16 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x2xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x2xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x2xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x2xf32>
    return %19 : tensor<2x2xf32>
  }
}
