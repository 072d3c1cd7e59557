module @jit_shmap_grad_data_parallel attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<4x2xf32>) -> (tensor<4x2xf32> {jax.result_info = "result"}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<1x4xf32>, %arg3: tensor<4x2xf32>) {
      %2 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4xf32>, tensor<4x2xf32>) -> tensor<1x2xf32>
      %3 = stablehlo.tanh %2 : tensor<1x2xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %5 = stablehlo.add %4, %3 : tensor<1x2xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %7 = stablehlo.subtract %6, %3 : tensor<1x2xf32>
      %8 = stablehlo.multiply %5, %7 : tensor<1x2xf32>
      %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %10 = stablehlo.multiply %9, %3 : tensor<1x2xf32>
      sdy.return %8, %10 : tensor<1x2xf32>, tensor<1x2xf32>
    } : (tensor<8x4xf32>, tensor<4x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = sdy.manual_computation(%cst, %arg0, %0#0, %0#1) in_shardings=[<@mesh, []>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"x"} (%arg2: tensor<f32>, %arg3: tensor<1x4xf32>, %arg4: tensor<1x2xf32>, %arg5: tensor<1x2xf32>) {
      %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %3 = stablehlo.multiply %2, %arg5 : tensor<1x2xf32>
      %4 = stablehlo.multiply %3, %arg4 : tensor<1x2xf32>
      %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
      %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
      %7 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %8 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %8 : tensor<f32>
      }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
      sdy.return %7 : tensor<4x2xf32>
    } : (tensor<f32>, tensor<8x4xf32>, tensor<8x2xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
  }
}
