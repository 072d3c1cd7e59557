module @jit_jaxpr_as_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: tensor<3x3x4xf32>, %arg1: tensor<4xf32>) -> (tensor<3x3x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.slice %arg0 [0:3, 0:1, 0:4] : (tensor<3x3x4xf32>) -> tensor<3x1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    stablehlo.custom_call @xla_ffi_python_cpu_callback(%1, %arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<3x4xf32>, tensor<4xf32>) -> ()
    %2 = stablehlo.slice %arg0 [0:3, 1:2, 0:4] : (tensor<3x3x4xf32>) -> tensor<3x1x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    stablehlo.custom_call @xla_ffi_python_cpu_callback(%3, %arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<3x4xf32>, tensor<4xf32>) -> ()
    %4 = stablehlo.slice %arg0 [0:3, 2:3, 0:4] : (tensor<3x3x4xf32>) -> tensor<3x1x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    stablehlo.custom_call @xla_ffi_python_cpu_callback(%5, %arg1) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 2 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<3x4xf32>, tensor<4xf32>) -> ()
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x4xf32>
    %7 = stablehlo.add %arg0, %6 : tensor<3x3x4xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0, 2] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    return %8 : tensor<3x3x4xf32>
  }
}
