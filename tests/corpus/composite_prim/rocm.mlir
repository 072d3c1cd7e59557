module @jit_composite_prim attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<2x2xi32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<2x2xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.composite "my.sin2" %0 {composite_attributes = {k = 7 : i32, n = 3 : i64, scale = 2.000000e+00 : f64, tag = "hi"}, decomposition = @my.sin2, version = 2 : i32} : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.composite "my.sin" %arg0 {decomposition = @my.sin} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = stablehlo.composite "my.sin" %0 {decomposition = @my.sin_0} : (tensor<4xf32>) -> tensor<4xf32>
    %4 = stablehlo.add %2, %3 : tensor<4xf32>
    %5 = stablehlo.composite "int.affine" %arg1 {decomposition = @int.affine} : (tensor<2x2xi32>) -> tensor<2x2xi32>
    return %1, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<2x2xi32>
  }
  func.func private @my.sin2(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @my.sin(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @my.sin_0(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @int.affine(%arg0: tensor<2x2xi32>) -> tensor<2x2xi32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x2xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %3 = stablehlo.add %1, %2 : tensor<2x2xi32>
    return %3 : tensor<2x2xi32>
  }
}
