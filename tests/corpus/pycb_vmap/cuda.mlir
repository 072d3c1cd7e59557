module @jit_pycb_vmap attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    stablehlo.custom_call @xla_ffi_python_gpu_callback(%1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<3xf32>) -> ()
    %2 = stablehlo.slice %arg0 [1:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x3xf32>) -> tensor<3xf32>
    stablehlo.custom_call @xla_ffi_python_gpu_callback(%3) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<3xf32>) -> ()
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c, %iterArg_1 = %4) : tensor<2x3xf32>, tensor<i32>, tensor<2x3xf32>
    cond {
      %c_2 = stablehlo.constant dense<2> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<2x3xf32>, tensor<i32>) -> tensor<3xf32>
      %8 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%7) {backend_config = "", mhlo.backend_config = {index = 2 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<3xf32>) -> tensor<3xf32>
      %9 = func.call @dynamic_update_index_in_dim(%iterArg_1, %8, %iterArg_0) : (tensor<2x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %10, %9 : tensor<2x3xf32>, tensor<i32>, tensor<2x3xf32>
    }
    %6 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%5#2) {backend_config = "", mhlo.backend_config = {index = 3 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %6 : tensor<2x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
