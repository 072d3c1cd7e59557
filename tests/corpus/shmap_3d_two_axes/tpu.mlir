module @jit_shmap_3d_two_axes attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]> {stablehlo.mesh = {axes = [{name = "a", size = 2 : i64}, {name = "b", size = 2 : i64}, {name = "c", size = 2 : i64}]}}
  sdy.mesh @mesh_0 = <["a"=2, "b"=2, "c"=2]> {stablehlo.mesh = {axes = [{name = "a", size = 2 : i64}, {name = "b", size = 2 : i64}, {name = "c", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {jax.result_info = "result[0]"}, tensor<32x2xf32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", "c"}, {"b"}]>] out_shardings=[<@mesh, [{"a", "c"}, {"b"}]>, <@mesh, [{"a", "c"}, {"b"}]>] manual_axes={"a", "b", "c"} (%arg1: tensor<2x4xf32>) {
      %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "a">, #stablehlo.axis_ref<name = "c">]>, use_global_device_ids}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
      %2 = "stablehlo.reduce_scatter"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "a">, #stablehlo.axis_ref<name = "c">]>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %22 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %22 : tensor<f32>
      }) : (tensor<8x4xf32>) -> tensor<2x4xf32>
      %3 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "b">, #stablehlo.axis_ref<name = "c">]>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<8x1xf32>
      %c = stablehlo.constant dense<2> : tensor<ui32>
      %c_0 = stablehlo.constant dense<2> : tensor<ui32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = stablehlo.divide %4, %c : tensor<ui32>
      %6 = stablehlo.remainder %5, %c_0 : tensor<ui32>
      %7 = stablehlo.convert %6 : (tensor<ui32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.convert %c_1 : tensor<i32>
      %9 = stablehlo.multiply %7, %8 : tensor<i32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.convert %c_2 : tensor<i32>
      %11 = stablehlo.add %10, %9 : tensor<i32>
      %c_3 = stablehlo.constant dense<4> : tensor<ui32>
      %c_4 = stablehlo.constant dense<2> : tensor<ui32>
      %12 = stablehlo.partition_id : tensor<ui32>
      %13 = stablehlo.divide %12, %c_3 : tensor<ui32>
      %14 = stablehlo.remainder %13, %c_4 : tensor<ui32>
      %15 = stablehlo.convert %14 : (tensor<ui32>) -> tensor<i32>
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %16 = stablehlo.convert %c_5 : tensor<i32>
      %17 = stablehlo.multiply %15, %16 : tensor<i32>
      %18 = stablehlo.add %11, %17 : tensor<i32>
      %19 = stablehlo.convert %18 : (tensor<i32>) -> tensor<f32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %21 = stablehlo.add %2, %20 : tensor<2x4xf32>
      sdy.return %21, %3 : tensor<2x4xf32>, tensor<8x1xf32>
    } : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<32x2xf32>)
    return %0#0, %0#1 : tensor<8x8xf32>, tensor<32x2xf32>
  }
}
