module @jit_pycb_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: tensor<4xf16>, %arg1: tensor<2xui8>, %arg2: tensor<3xi1>) -> (tensor<4xf16> {jax.result_info = "result[0]"}, tensor<2xui8> {jax.result_info = "result[1]"}, tensor<3xi1> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<4xf16>) -> tensor<4xf16>
    %1 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<2xui8>) -> tensor<2xui8>
    %2 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%arg2) {backend_config = "", mhlo.backend_config = {index = 2 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<3xi1>) -> tensor<3xi1>
    %3 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%0) {backend_config = "", mhlo.backend_config = {index = 3 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf16>) -> tensor<4xf16>
    return %3, %1, %2 : tensor<4xf16>, tensor<2xui8>, tensor<3xi1>
  }
}
