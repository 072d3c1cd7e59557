module @jit_cf_scan_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0, %iterArg_2 = %0) : tensor<3x4xf32>, tensor<i64>, tensor<4xf32>, tensor<3x4xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i64>
      %2 = stablehlo.compare LT, %iterArg_0, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<3x4xf32>, tensor<i64>) -> tensor<4xf32>
      %3 = stablehlo.add %iterArg_1, %2 : tensor<4xf32>
      %4 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%3) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
      %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %6 = stablehlo.multiply %4, %5 : tensor<4xf32>
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_2, %6, %iterArg_0) : (tensor<3x4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<3x4xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg_0, %c_4 : tensor<i64>
      stablehlo.return %iterArg, %8, %4, %7 : tensor<3x4xf32>, tensor<i64>, tensor<4xf32>, tensor<3x4xf32>
    }
    return %1#2, %1#3 : tensor<4xf32>, tensor<3x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x4xf32>, %arg1: tensor<i64>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i64>) -> tensor<3x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
}
