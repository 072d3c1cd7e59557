module @jit_shmap_no_collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
      %1 = stablehlo.sine %arg1 : tensor<2xf32>
      %c = stablehlo.constant dense<2> : tensor<i32>
      %2 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %4 = stablehlo.multiply %1, %3 : tensor<2xf32>
      sdy.return %4 : tensor<2xf32>
    } : (tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
