module @jit_symmetric_product_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf64>, %arg1: tensor<2x2xf64>) -> (tensor<2x2xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x4xf64>) -> tensor<4x2xf64>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4xf64>, tensor<4x2xf64>) -> tensor<2x2xf64>
    %cst = stablehlo.constant dense<-1.500000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %4 = stablehlo.multiply %3, %2 : tensor<2x2xf64>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %6 = stablehlo.multiply %5, %arg1 : tensor<2x2xf64>
    %7 = stablehlo.add %4, %6 : tensor<2x2xf64>
    return %7 : tensor<2x2xf64>
  }
}
