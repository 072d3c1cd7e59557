module @jit_la_solve_triangular attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2x3x3xf64>, %arg3: tensor<2x3x3xf64>) -> (tensor<3x2xf32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}, tensor<2x3x3xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %1 = call @_solve_triangular(%arg0, %0) : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %2 = call @_solve_triangular_0(%arg0, %0) : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %3 = "stablehlo.triangular_solve"(%arg2, %arg3) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    return %1, %2, %3 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<2x3x3xf64>
  }
  func.func private @_solve_triangular(%arg0: tensor<3x3xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xf32> {
    %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
  func.func private @_solve_triangular_0(%arg0: tensor<3x3xf32>, %arg1: tensor<3x2xf32>) -> tensor<3x2xf32> {
    %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
}
