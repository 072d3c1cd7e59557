module @jit_pycb_ordered_scan_unroll attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<5xf32>, %arg2: tensor<i32>) -> (!stablehlo.token {jax.token = true}, tensor<5xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.slice %arg1 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %1 = stablehlo.slice %arg1 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %2 = stablehlo.reshape %0 : (tensor<4xf32>) -> tensor<2x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:6 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %2, %iterArg_3 = %arg2, %iterArg_4 = %c, %iterArg_5 = %cst, %iterArg_6 = %3) : !stablehlo.token, tensor<2x2xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<2x2xf32>
    cond {
      %c_7 = stablehlo.constant dense<2> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %15 = func.call @dynamic_index_in_dim(%iterArg_2, %iterArg_4) : (tensor<2x2xf32>, tensor<i32>) -> tensor<2xf32>
      %16 = stablehlo.slice %15 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.compare GT, %iterArg_3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = stablehlo.convert %18 : (tensor<i1>) -> tensor<i32>
      %20:2 = "stablehlo.case"(%19) ({
        %33:2 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%iterArg, %17) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<f32>) -> (!stablehlo.token, tensor<f32>)
        stablehlo.return %33#0, %33#1 : !stablehlo.token, tensor<f32>
      }, {
        %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %33 = stablehlo.add %17, %cst_10 : tensor<f32>
        stablehlo.return %iterArg, %33 : !stablehlo.token, tensor<f32>
      }) : (tensor<i32>) -> (!stablehlo.token, tensor<f32>)
      %21 = stablehlo.add %iterArg_5, %20#1 : tensor<f32>
      %22 = stablehlo.slice %15 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %23 = stablehlo.reshape %22 : (tensor<1xf32>) -> tensor<f32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.compare GT, %iterArg_3, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %25 = stablehlo.convert %24 : (tensor<i1>) -> tensor<i32>
      %26:2 = "stablehlo.case"(%25) ({
        %33:2 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%20#0, %23) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<f32>) -> (!stablehlo.token, tensor<f32>)
        stablehlo.return %33#0, %33#1 : !stablehlo.token, tensor<f32>
      }, {
        %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %33 = stablehlo.add %23, %cst_10 : tensor<f32>
        stablehlo.return %20#0, %33 : !stablehlo.token, tensor<f32>
      }) : (tensor<i32>) -> (!stablehlo.token, tensor<f32>)
      %27 = stablehlo.add %21, %26#1 : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %20#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %29 = stablehlo.broadcast_in_dim %26#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %30 = stablehlo.concatenate %28, %29, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %31 = func.call @dynamic_update_index_in_dim(%iterArg_6, %30, %iterArg_4) : (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg_4, %c_9 : tensor<i32>
      stablehlo.return %26#0, %iterArg_2, %iterArg_3, %32, %27, %31 : !stablehlo.token, tensor<2x2xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<2x2xf32>
    }
    %5 = stablehlo.reshape %4#5 : (tensor<2x2xf32>) -> tensor<4xf32>
    %6 = stablehlo.slice %1 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare GT, %arg2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.convert %8 : (tensor<i1>) -> tensor<i32>
    %10:2 = "stablehlo.case"(%9) ({
      %15:2 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%4#0, %7) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<f32>) -> (!stablehlo.token, tensor<f32>)
      stablehlo.return %15#0, %15#1 : !stablehlo.token, tensor<f32>
    }, {
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = stablehlo.add %7, %cst_2 : tensor<f32>
      stablehlo.return %4#0, %15 : !stablehlo.token, tensor<f32>
    }) : (tensor<i32>) -> (!stablehlo.token, tensor<f32>)
    %11 = stablehlo.add %4#4, %10#1 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %10#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %5, %12, dim = 0 : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    %14 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%13) {backend_config = "", mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<5xf32>) -> tensor<5xf32>
    return %10#0, %14, %11 : !stablehlo.token, tensor<5xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<2x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
}
