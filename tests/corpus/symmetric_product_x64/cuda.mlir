module @jit_symmetric_product_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf64>, %arg1: tensor<2x2xf64>) -> (tensor<2x2xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %cst = stablehlo.constant dense<-1.500000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<f64>
    %3 = stablehlo.custom_call @cusolver_syrk_ffi(%0, %arg1, %1, %2) {backend_config = "", mhlo.backend_config = {transpose = false}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x4xf64>, tensor<2x2xf64>, tensor<f64>, tensor<f64>) -> tensor<2x2xf64>
    return %3 : tensor<2x2xf64>
  }
}
