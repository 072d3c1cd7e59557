module @jit_pycb_ordered_cond attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> (!stablehlo.token {jax.token = true}, tensor<3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare GT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2:2 = "stablehlo.case"(%1) ({
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %5 = stablehlo.subtract %arg1, %4 : tensor<3xf32>
      stablehlo.return %arg0, %5 : !stablehlo.token, tensor<3xf32>
    }, {
      %4:2 = stablehlo.custom_call @xla_ffi_python_gpu_callback(%arg0, %arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (!stablehlo.token, tensor<3xf32>) -> (!stablehlo.token, tensor<3xf32>)
      stablehlo.return %4#0, %4#1 : !stablehlo.token, tensor<3xf32>
    }) : (tensor<i32>) -> (!stablehlo.token, tensor<3xf32>)
    %3 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%2#1) {backend_config = "", mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    return %2#0, %3 : !stablehlo.token, tensor<3xf32>
  }
}
