module @jit_shmap_3d_collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}, {name = "z", size = 2 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=2, "y"=2, "z"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}, {name = "z", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32> {jax.result_info = "result[0]"}, tensor<4x2xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}) {
    %0:3 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", "y"}, {"z"}]>] out_shardings=[<@mesh, [{"x", "y"}, {"z"}]>, <@mesh, [{"y"}, {}]>, <@mesh, [{"x", "y", "z"}]>] manual_axes={"x", "y", "z"} (%arg1: tensor<2x2xf32>) {
      %1 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 0], [1, 3], [3, 1], [4, 6], [6, 4], [5, 7], [7, 5]]> : tensor<8x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %2 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "z">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %8 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %8 : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %c = stablehlo.constant dense<4> : tensor<i32>
      %3 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
      %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %5 = stablehlo.divide %2, %4 : tensor<2x2xf32>
      %6 = "stablehlo.reduce_scatter"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "z">]>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %8 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %8 : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<1x2xf32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xf32>) -> tensor<2xf32>
      sdy.return %1, %5, %7 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xf32>
    } : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<4x2xf32>, tensor<16xf32>)
    return %0#0, %0#1, %0#2 : tensor<8x4xf32>, tensor<4x2xf32>, tensor<16xf32>
  }
}
