module @jit_pycb_ordered_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<4x2xf32>) -> (!stablehlo.token {jax.token = true}, tensor<4x2xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c, %iterArg_4 = %cst, %iterArg_5 = %0) : !stablehlo.token, tensor<4x2xf32>, tensor<i32>, tensor<f32>, tensor<4x2xf32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim(%iterArg_2, %iterArg_3) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %5 = stablehlo.broadcast_in_dim %iterArg_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %6 = stablehlo.add %4, %5 : tensor<2xf32>
      %7:2 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%iterArg, %6) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<2xf32>) -> (!stablehlo.token, tensor<2xf32>)
      %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %8 = stablehlo.add %iterArg_4, %cst_6 : tensor<f32>
      %9 = func.call @dynamic_update_index_in_dim(%iterArg_5, %7#1, %iterArg_3) : (tensor<4x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4x2xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_3, %c_7 : tensor<i32>
      stablehlo.return %7#0, %iterArg_2, %10, %8, %9 : !stablehlo.token, tensor<4x2xf32>, tensor<i32>, tensor<f32>, tensor<4x2xf32>
    }
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:3 = stablehlo.while(%iterArg = %1#0, %iterArg_2 = %c_1, %iterArg_3 = %1#4) : !stablehlo.token, tensor<i32>, tensor<4x2xf32>
    cond {
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_2, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%iterArg, %iterArg_3) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<4x2xf32>) -> (!stablehlo.token, tensor<4x2xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_2, %c_4 : tensor<i32>
      stablehlo.return %4#0, %5, %4#1 : !stablehlo.token, tensor<i32>, tensor<4x2xf32>
    }
    %3 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%2#2) {backend_config = "", mhlo.backend_config = {index = 2 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    return %2#0, %3, %1#3 : !stablehlo.token, tensor<4x2xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<4x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<4x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
  }
}
