module @jit_collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]> {stablehlo.mesh = {axes = [{name = "a", size = 2 : i64}, {name = "b", size = 2 : i64}, {name = "c", size = 2 : i64}]}}
  sdy.mesh @mesh_0 = <["a"=2, "b"=2, "c"=2]> {stablehlo.mesh = {axes = [{name = "a", size = 2 : i64}, {name = "b", size = 2 : i64}, {name = "c", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x2xf32>) -> (tensor<32x2xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", "b", "c"}, {}]>] out_shardings=[<@mesh, [{"a", "b", "c"}, {}]>] manual_axes={"a", "b", "c"} (%arg1: tensor<2x2xf32>) {
      %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "c">]>, use_global_device_ids}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
      %2 = "stablehlo.collective_permute"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [4, 0], [1, 5], [5, 1], [2, 6], [6, 2], [3, 7], [7, 3]]> : tensor<8x2xi64>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
      %c = stablehlo.constant dense<2> : tensor<ui32>
      %c_0 = stablehlo.constant dense<2> : tensor<ui32>
      %3 = stablehlo.partition_id : tensor<ui32>
      %4 = stablehlo.divide %3, %c : tensor<ui32>
      %5 = stablehlo.remainder %4, %c_0 : tensor<ui32>
      %6 = stablehlo.convert %5 : (tensor<ui32>) -> tensor<i32>
      %7 = stablehlo.convert %6 : (tensor<i32>) -> tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
      %9 = stablehlo.add %2, %8 : tensor<4x2xf32>
      sdy.return %9 : tensor<4x2xf32>
    } : (tensor<16x2xf32>) -> tensor<32x2xf32>
    return %0 : tensor<32x2xf32>
  }
}
