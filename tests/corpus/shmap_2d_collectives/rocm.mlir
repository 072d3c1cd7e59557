module @jit_shmap_2d_collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {jax.result_info = "result[0]"}, tensor<2x32xf32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"x"}, {"y"}]>] manual_axes={"x", "y"} (%arg1: tensor<4x2xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %25 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %25 : tensor<f32>
      }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
      %2 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %25 = stablehlo.minimum %arg2, %arg3 : tensor<f32>
        stablehlo.return %25 : tensor<f32>
      }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
      %3 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "y">]>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x2xf32>) -> tensor<1x8xf32>
      %c = stablehlo.constant dense<4> : tensor<ui32>
      %c_0 = stablehlo.constant dense<2> : tensor<ui32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = stablehlo.divide %4, %c : tensor<ui32>
      %6 = stablehlo.remainder %5, %c_0 : tensor<ui32>
      %7 = stablehlo.convert %6 : (tensor<ui32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<4> : tensor<i32>
      %8 = stablehlo.convert %c_1 : tensor<i32>
      %9 = stablehlo.multiply %7, %8 : tensor<i32>
      %c_2 = stablehlo.constant dense<1> : tensor<ui32>
      %c_3 = stablehlo.constant dense<4> : tensor<ui32>
      %10 = stablehlo.partition_id : tensor<ui32>
      %11 = stablehlo.divide %10, %c_2 : tensor<ui32>
      %12 = stablehlo.remainder %11, %c_3 : tensor<ui32>
      %13 = stablehlo.convert %12 : (tensor<ui32>) -> tensor<i32>
      %14 = stablehlo.add %9, %13 : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<4x2xf32>) -> tensor<4x1x2xf32>
      %16 = "stablehlo.all_gather"(%15) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> : (tensor<4x1x2xf32>) -> tensor<4x4x2xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.reduce(%16 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x4x2xf32>, tensor<f32>) -> tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
      %19 = stablehlo.add %1, %18 : tensor<4x2xf32>
      %20 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %25 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %25 : tensor<f32>
      }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
      %21 = stablehlo.add %19, %20 : tensor<4x2xf32>
      %22 = stablehlo.convert %14 : (tensor<i32>) -> tensor<f32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
      %24 = stablehlo.add %3, %23 : tensor<1x8xf32>
      sdy.return %21, %24 : tensor<4x2xf32>, tensor<1x8xf32>
    } : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<2x32xf32>)
    return %0#0, %0#1 : tensor<8x8xf32>, tensor<2x32xf32>
  }
}
