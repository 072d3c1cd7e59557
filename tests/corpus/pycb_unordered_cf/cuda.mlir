module @jit_pycb_unordered_cf attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<i32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare GT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %11 = stablehlo.multiply %arg0, %10 : tensor<3xf32>
      stablehlo.return %11 : tensor<3xf32>
    }, {
      %10 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<3xf32>) -> tensor<3xf32>
      stablehlo.return %10 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3:3 = stablehlo.while(%iterArg = %c_0, %iterArg_3 = %arg1, %iterArg_4 = %2) : tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %10 = stablehlo.compare LT, %iterArg, %iterArg_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      stablehlo.custom_call @xla_ffi_python_gpu_callback(%iterArg, %iterArg_4) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<i32>, tensor<3xf32>) -> ()
      %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %12 = stablehlo.add %iterArg_4, %11 : tensor<3xf32>
      stablehlo.return %10, %iterArg_3, %12 : tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    %4 = stablehlo.slice %3#2 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.multiply %cst, %5 : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8:4 = stablehlo.while(%iterArg = %3#2, %iterArg_3 = %c_2, %iterArg_4 = %6, %iterArg_5 = %7) : tensor<3xf32>, tensor<i32>, tensor<f32>, tensor<3xf32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_3) : (tensor<3xf32>, tensor<i32>) -> tensor<f32>
      %11 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%10) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 2 : ui64}, operand_layouts = [dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<f32>) -> tensor<f32>
      %12 = stablehlo.add %iterArg_4, %11 : tensor<f32>
      %13 = func.call @dynamic_update_index_in_dim(%iterArg_5, %iterArg_4, %iterArg_3) : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %14, %12, %13 : tensor<3xf32>, tensor<i32>, tensor<f32>, tensor<3xf32>
    }
    %9 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%8#3) {backend_config = "", mhlo.backend_config = {index = 3 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    return %9, %8#2 : tensor<3xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
}
