module @jit_shmap_multi_operand attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8xi32>) -> (tensor<8x4xf32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}]>] manual_axes={"x"} (%arg2: tensor<1x4xf32>, %arg3: tensor<1xi32>) {
      %1 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %16 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %16 : tensor<f32>
      }) : (tensor<1x4xf32>) -> tensor<1x4xf32>
      %2 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
        %16 = stablehlo.add %arg4, %arg5 : tensor<i32>
        stablehlo.return %16 : tensor<i32>
      }) : (tensor<1xi32>) -> tensor<1xi32>
      %c = stablehlo.constant dense<2> : tensor<i32>
      %3 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
      %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %5 = stablehlo.multiply %arg2, %4 : tensor<1x4xf32>
      %6 = "stablehlo.all_reduce"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %16 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
        stablehlo.return %16 : tensor<f32>
      }) : (tensor<1x4xf32>) -> tensor<1x4xf32>
      %7 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
        %16 = stablehlo.maximum %arg4, %arg5 : tensor<i32>
        stablehlo.return %16 : tensor<i32>
      }) : (tensor<1xi32>) -> tensor<1xi32>
      %8 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
        %16 = stablehlo.minimum %arg4, %arg5 : tensor<i32>
        stablehlo.return %16 : tensor<i32>
      }) : (tensor<1xi32>) -> tensor<1xi32>
      %9 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 3], [1, 4], [2, 5], [3, 6], [4, 7], [5, 0], [6, 1], [7, 2]]> : tensor<8x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
      %10 = "stablehlo.collective_permute"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 3], [1, 4], [2, 5], [3, 6], [4, 7], [5, 0], [6, 1], [7, 2]]> : tensor<8x2xi64>}> : (tensor<1xi32>) -> tensor<1xi32>
      %11 = stablehlo.add %1, %6 : tensor<1x4xf32>
      %12 = stablehlo.add %11, %9 : tensor<1x4xf32>
      %13 = stablehlo.add %2, %7 : tensor<1xi32>
      %14 = stablehlo.add %13, %8 : tensor<1xi32>
      %15 = stablehlo.add %14, %10 : tensor<1xi32>
      sdy.return %12, %15 : tensor<1x4xf32>, tensor<1xi32>
    } : (tensor<8x4xf32>, tensor<8xi32>) -> (tensor<8x4xf32>, tensor<8xi32>)
    return %0#0, %0#1 : tensor<8x4xf32>, tensor<8xi32>
  }
}
