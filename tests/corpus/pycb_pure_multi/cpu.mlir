module @jit_pycb_pure_multi attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: tensor<2x3xi32>, %arg1: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<2x3xi32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:3 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (tensor<2x3xi32>, tensor<3xf32>) -> (tensor<2x3xi32>, tensor<3xf32>, tensor<f32>)
    %1 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%0#1) {backend_config = "", mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    return %1, %0#0, %0#2 : tensor<3xf32>, tensor<2x3xi32>, tensor<f32>
  }
}
