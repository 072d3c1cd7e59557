module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg0 [0:1, 0:3, 0:4] : (tensor<3x3x4xf32>) -> tensor<1x3x4xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<1x3x4xf32>) -> tensor<3x1x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5:5 = stablehlo.while(%iterArg = %2, %iterArg_2 = %arg1, %iterArg_3 = %c_0, %iterArg_4 = %3, %iterArg_5 = %4) : tensor<3x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<3x4xf32>, tensor<3xi32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_3) : (tensor<3x4xf32>, tensor<i32>) -> tensor<4xf32>
      %9 = func.call @dynamic_index_in_dim(%iterArg_2, %iterArg_3) : (tensor<3x4xf32>, tensor<i32>) -> tensor<4xf32>
      %10:2 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%8, %9) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>)
      %11 = func.call @dynamic_update_index_in_dim(%iterArg_4, %10#0, %iterArg_3) : (tensor<3x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<3x4xf32>
      %12 = func.call @dynamic_update_index_in_dim_0(%iterArg_5, %10#1, %iterArg_3) : (tensor<3xi32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %13, %11, %12 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<3x4xf32>, tensor<3xi32>
    }
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %7 = stablehlo.multiply %5#3, %6 : tensor<3x4xf32>
    return %7, %5#4 : tensor<3x4xf32>, tensor<3xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<3x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
}
