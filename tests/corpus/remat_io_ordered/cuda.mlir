module @jit_remat_io_ordered attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<3xf32>) -> (!stablehlo.token {jax.token = true}, tensor<3xf32> {jax.result_info = "result"}) {
    %0:2 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%arg0, %arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<3xf32>) -> (!stablehlo.token, tensor<3xf32>)
    %1 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%0#1) {backend_config = "", mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    %2 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%0#0, %1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 2 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<3xf32>) -> !stablehlo.token
    %3 = stablehlo.sine %1 : tensor<3xf32>
    return %2, %3 : !stablehlo.token, tensor<3xf32>
  }
}
