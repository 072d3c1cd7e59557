module @jit_shmap_fori_psum attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, []>, <@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg2: tensor<i32>, %arg3: tensor<2xf32>) {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %1:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg3) : tensor<i32>, tensor<i32>, tensor<2xf32>
      cond {
        %c_3 = stablehlo.constant dense<3> : tensor<i32>
        %2 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %2 : tensor<i1>
      } do {
        %c_3 = stablehlo.constant dense<1> : tensor<i32>
        %2 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
        %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %3 = stablehlo.convert %cst : tensor<f32>
        %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2xf32>
        %5 = stablehlo.multiply %iterArg_2, %4 : tensor<2xf32>
        %6 = "stablehlo.all_reduce"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
        ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
          %18 = stablehlo.add %arg4, %arg5 : tensor<f32>
          stablehlo.return %18 : tensor<f32>
        }) : (tensor<2xf32>) -> tensor<2xf32>
        %c_4 = stablehlo.constant dense<1> : tensor<ui32>
        %c_5 = stablehlo.constant dense<8> : tensor<ui32>
        %7 = stablehlo.partition_id : tensor<ui32>
        %8 = stablehlo.divide %7, %c_4 : tensor<ui32>
        %9 = stablehlo.remainder %8, %c_5 : tensor<ui32>
        %10 = stablehlo.convert %9 : (tensor<ui32>) -> tensor<i32>
        %11 = stablehlo.convert %10 : (tensor<i32>) -> tensor<f32>
        %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2xf32>
        %13 = stablehlo.add %6, %12 : tensor<2xf32>
        %14 = stablehlo.convert %iterArg_1 : (tensor<i32>) -> tensor<f32>
        %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2xf32>
        %16 = stablehlo.add %13, %15 : tensor<2xf32>
        %c_6 = stablehlo.constant dense<1> : tensor<i32>
        %17 = stablehlo.add %iterArg, %c_6 : tensor<i32>
        stablehlo.return %17, %2, %16 : tensor<i32>, tensor<i32>, tensor<2xf32>
      }
      sdy.return %1#2 : tensor<2xf32>
    } : (tensor<i32>, tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
