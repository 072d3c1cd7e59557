module @jit_arith_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf64>, %arg1: tensor<4xi64>) -> (tensor<4xf64> {jax.result_info = "result[0]"}, tensor<4xi64> {jax.result_info = "result[1]"}, tensor<4xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf64>) -> tensor<4xf64>
    %1 = stablehlo.sqrt %0 : tensor<4xf64>
    %2 = stablehlo.multiply %1, %0 : tensor<4xf64>
    %c = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %4 = stablehlo.multiply %arg1, %3 : tensor<4xi64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %6 = stablehlo.subtract %4, %5 : tensor<4xi64>
    %7 = stablehlo.convert %arg1 : (tensor<4xi64>) -> tensor<4xf64>
    %8 = stablehlo.add %7, %arg0 : tensor<4xf64>
    return %2, %6, %8 : tensor<4xf64>, tensor<4xi64>, tensor<4xf64>
  }
}
