module @jit_shmap_grad_data_parallel attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<8x4xf32>, %arg2: tensor<4x2xf32>) -> (tensor<4x2xf32> {jax.result_info = "result"}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, []>, <@mesh, [{"x"}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg3: tensor<i32>, %arg4: tensor<1x4xf32>, %arg5: tensor<4x2xf32>) {
      %2 = "stablehlo.case"(%arg3) ({
        %c = stablehlo.constant dense<0> : tensor<i32>
        stablehlo.return %c : tensor<i32>
      }, {
        %c = stablehlo.constant dense<1> : tensor<i32>
        stablehlo.return %c : tensor<i32>
      }) : (tensor<i32>) -> tensor<i32>
      %3 = "stablehlo.case"(%2) ({
        %12 = stablehlo.dot_general %arg4, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4xf32>, tensor<4x2xf32>) -> tensor<1x2xf32>
        stablehlo.return %12 : tensor<1x2xf32>
      }, {
        %12 = stablehlo.dot_general %arg4, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4xf32>, tensor<4x2xf32>) -> tensor<1x2xf32>
        stablehlo.return %12 : tensor<1x2xf32>
      }) : (tensor<i32>) -> tensor<1x2xf32>
      %4 = stablehlo.tanh %3 : tensor<1x2xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %6 = stablehlo.add %5, %4 : tensor<1x2xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %8 = stablehlo.subtract %7, %4 : tensor<1x2xf32>
      %9 = stablehlo.multiply %6, %8 : tensor<1x2xf32>
      %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %11 = stablehlo.multiply %10, %4 : tensor<1x2xf32>
      sdy.return %9, %11 : tensor<1x2xf32>, tensor<1x2xf32>
    } : (tensor<i32>, tensor<8x4xf32>, tensor<4x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = sdy.manual_computation(%arg0, %cst, %arg1, %0#0, %0#1) in_shardings=[<@mesh, []>, <@mesh, []>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"x"} (%arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<1x4xf32>, %arg6: tensor<1x2xf32>, %arg7: tensor<1x2xf32>) {
      %2 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %3 = stablehlo.multiply %2, %arg7 : tensor<1x2xf32>
      %4 = stablehlo.multiply %3, %arg6 : tensor<1x2xf32>
      %5 = "stablehlo.case"(%arg3) ({
        %c = stablehlo.constant dense<0> : tensor<i32>
        stablehlo.return %c : tensor<i32>
      }, {
        %c = stablehlo.constant dense<1> : tensor<i32>
        stablehlo.return %c : tensor<i32>
      }) : (tensor<i32>) -> tensor<i32>
      %6 = "stablehlo.case"(%5) ({
        %9 = stablehlo.dot_general %4, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
        stablehlo.return %9 : tensor<2x4xf32>
      }, {
        %9 = stablehlo.dot_general %4, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
        stablehlo.return %9 : tensor<2x4xf32>
      }) : (tensor<i32>) -> tensor<2x4xf32>
      %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
      %8 = "stablehlo.all_reduce"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %9 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %9 : tensor<f32>
      }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
      sdy.return %8 : tensor<4x2xf32>
    } : (tensor<i32>, tensor<f32>, tensor<8x4xf32>, tensor<8x2xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
  }
}
