module @jit_shmap_1d_collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, []>, <@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg2: tensor<i32>, %arg3: tensor<2xf32>) {
      %1 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %19 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %19 : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      %2 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %19 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
        stablehlo.return %19 : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      %3 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %19 = stablehlo.minimum %arg4, %arg5 : tensor<f32>
        stablehlo.return %19 : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<8> : tensor<ui32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = stablehlo.divide %4, %c : tensor<ui32>
      %6 = stablehlo.remainder %5, %c_0 : tensor<ui32>
      %7 = stablehlo.convert %6 : (tensor<ui32>) -> tensor<i32>
      %8 = "stablehlo.case"(%arg2) ({
        %c_1 = stablehlo.constant dense<1> : tensor<i32>
        stablehlo.return %c_1 : tensor<i32>
      }, {
        %c_1 = stablehlo.constant dense<0> : tensor<i32>
        stablehlo.return %c_1 : tensor<i32>
      }) : (tensor<i32>) -> tensor<i32>
      %9 = "stablehlo.case"(%8) ({
        %19 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<16xf32>
        stablehlo.return %19 : tensor<16xf32>
      }, {
        %19 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<16xf32>
        stablehlo.return %19 : tensor<16xf32>
      }) : (tensor<i32>) -> tensor<16xf32>
      %10 = "stablehlo.reduce_scatter"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %19 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %19 : tensor<f32>
      }) : (tensor<16xf32>) -> tensor<2xf32>
      %11 = "stablehlo.collective_permute"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
      %12 = stablehlo.multiply %2, %3 : tensor<2xf32>
      %13 = stablehlo.add %1, %12 : tensor<2xf32>
      %14 = stablehlo.convert %7 : (tensor<i32>) -> tensor<f32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %16 = stablehlo.add %13, %15 : tensor<2xf32>
      %17 = stablehlo.add %16, %10 : tensor<2xf32>
      %18 = stablehlo.add %17, %11 : tensor<2xf32>
      sdy.return %18 : tensor<2xf32>
    } : (tensor<i32>, tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
