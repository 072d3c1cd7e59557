module @jit_shmap_all_gather_dim1 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x8xf32>) -> (tensor<4x16xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, []>, <@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>] manual_axes={"x", "y"} (%arg2: tensor<i32>, %arg3: tensor<1x4xf32>) {
      %1 = "stablehlo.case"(%arg2) ({
        %c = stablehlo.constant dense<1> : tensor<i32>
        stablehlo.return %c : tensor<i32>
      }, {
        %c = stablehlo.constant dense<0> : tensor<i32>
        stablehlo.return %c : tensor<i32>
      }) : (tensor<i32>) -> tensor<i32>
      %2 = "stablehlo.case"(%1) ({
        %3 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> : (tensor<1x4xf32>) -> tensor<1x8xf32>
        stablehlo.return %3 : tensor<1x8xf32>
      }, {
        %3 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> : (tensor<1x4xf32>) -> tensor<1x8xf32>
        stablehlo.return %3 : tensor<1x8xf32>
      }) : (tensor<i32>) -> tensor<1x8xf32>
      sdy.return %2 : tensor<1x8xf32>
    } : (tensor<i32>, tensor<4x8xf32>) -> tensor<4x16xf32>
    return %0 : tensor<4x16xf32>
  }
}
