module @jit_cbreuse_loops_twice attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: !stablehlo.token {jax.token = true}, %arg2: tensor<3xf32>, %arg3: tensor<i32>, %arg4: tensor<2x3xf32>) -> (!stablehlo.token {jax.token = true}, !stablehlo.token {jax.token = true}, tensor<3xf32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_8 = %c, %iterArg_9 = %arg3, %iterArg_10 = %arg2) : !stablehlo.token, tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %14 = stablehlo.compare LT, %iterArg_8, %iterArg_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_8, %c_11 : tensor<i32>
      %15 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%iterArg, %iterArg_8, %iterArg_10) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<i32>, tensor<3xf32>) -> !stablehlo.token
      %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %17 = stablehlo.multiply %iterArg_10, %16 : tensor<3xf32>
      stablehlo.return %15, %14, %iterArg_9, %17 : !stablehlo.token, tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %0#0, %iterArg_8 = %c_0, %iterArg_9 = %arg3, %iterArg_10 = %0#3) : !stablehlo.token, tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %14 = stablehlo.compare LT, %iterArg_8, %iterArg_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_8, %c_11 : tensor<i32>
      %15 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%iterArg, %iterArg_8, %iterArg_10) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<i32>, tensor<3xf32>) -> !stablehlo.token
      %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %17 = stablehlo.multiply %iterArg_10, %16 : tensor<3xf32>
      stablehlo.return %15, %14, %iterArg_9, %17 : !stablehlo.token, tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3:5 = stablehlo.while(%iterArg = %arg1, %iterArg_8 = %arg4, %iterArg_9 = %c_2, %iterArg_10 = %cst, %iterArg_11 = %2) : !stablehlo.token, tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<2x3xf32>
    cond {
      %c_12 = stablehlo.constant dense<2> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = func.call @dynamic_index_in_dim(%iterArg_8, %iterArg_9) : (tensor<2x3xf32>, tensor<i32>) -> tensor<3xf32>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = stablehlo.add %iterArg_10, %cst_12 : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %iterArg_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %17 = stablehlo.add %14, %16 : tensor<3xf32>
      %18:2 = func.call @"<lambda>"(%iterArg, %17) : (!stablehlo.token, tensor<3xf32>) -> (!stablehlo.token, tensor<3xf32>)
      %19 = func.call @dynamic_update_index_in_dim(%iterArg_11, %18#1, %iterArg_9) : (tensor<2x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_9, %c_13 : tensor<i32>
      stablehlo.return %18#0, %iterArg_8, %20, %15, %19 : !stablehlo.token, tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<2x3xf32>
    }
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5:5 = stablehlo.while(%iterArg = %3#0, %iterArg_8 = %3#4, %iterArg_9 = %c_5, %iterArg_10 = %cst_3, %iterArg_11 = %4) : !stablehlo.token, tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<2x3xf32>
    cond {
      %c_12 = stablehlo.constant dense<2> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = func.call @dynamic_index_in_dim(%iterArg_8, %iterArg_9) : (tensor<2x3xf32>, tensor<i32>) -> tensor<3xf32>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = stablehlo.add %iterArg_10, %cst_12 : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %iterArg_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %17 = stablehlo.add %14, %16 : tensor<3xf32>
      %18:2 = func.call @"<lambda>"(%iterArg, %17) : (!stablehlo.token, tensor<3xf32>) -> (!stablehlo.token, tensor<3xf32>)
      %19 = func.call @dynamic_update_index_in_dim(%iterArg_11, %18#1, %iterArg_9) : (tensor<2x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_9, %c_13 : tensor<i32>
      stablehlo.return %18#0, %iterArg_8, %20, %15, %19 : !stablehlo.token, tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<2x3xf32>
    }
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare GT, %arg3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.convert %6 : (tensor<i1>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.subtract %1#3, %14 : tensor<3xf32>
      stablehlo.return %15 : tensor<3xf32>
    }, {
      %14 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%1#3) {backend_config = "", mhlo.backend_config = {index = 2 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<3xf32>) -> tensor<3xf32>
      stablehlo.return %14 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare GT, %arg3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.convert %9 : (tensor<i1>) -> tensor<i32>
    %11 = "stablehlo.case"(%10) ({
      %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.subtract %8, %14 : tensor<3xf32>
      stablehlo.return %15 : tensor<3xf32>
    }, {
      %14 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%8) {backend_config = "", mhlo.backend_config = {index = 3 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<3xf32>) -> tensor<3xf32>
      stablehlo.return %14 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %12 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%11) {backend_config = "", mhlo.backend_config = {index = 4 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    %13 = stablehlo.add %3#3, %5#3 : tensor<f32>
    return %1#0, %5#0, %12, %5#4, %13 : !stablehlo.token, !stablehlo.token, tensor<3xf32>, tensor<2x3xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @"<lambda>"(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<3xf32>) -> (!stablehlo.token {jax.token = true}, tensor<3xf32>) {
    %0:2 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%arg0, %arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<3xf32>) -> (!stablehlo.token, tensor<3xf32>)
    return %0#0, %0#1 : !stablehlo.token, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
