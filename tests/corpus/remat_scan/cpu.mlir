module @jit_remat_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %0, %iterArg_2 = %c, %iterArg_3 = %arg1, %iterArg_4 = %1) : tensor<5x3xf32>, tensor<i32>, tensor<3xf32>, tensor<5xf32>
    cond {
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %6 = stablehlo.multiply %iterArg_3, %5 : tensor<3xf32>
      %7 = stablehlo.sine %iterArg_3 : tensor<3xf32>
      %8 = stablehlo.add %6, %7 : tensor<3xf32>
      %9 = stablehlo.tanh %8 : tensor<3xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.reduce(%9 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      %11 = func.call @dynamic_update_index_in_dim(%iterArg_4, %10, %iterArg_2) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg_2, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %12, %9, %11 : tensor<5x3xf32>, tensor<i32>, tensor<3xf32>, tensor<5xf32>
    }
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:4 = stablehlo.while(%iterArg = %0, %iterArg_2 = %c_1, %iterArg_3 = %2#2, %iterArg_4 = %3) : tensor<5x3xf32>, tensor<i32>, tensor<3xf32>, tensor<5xf32>
    cond {
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %6 = stablehlo.multiply %iterArg_3, %5 : tensor<3xf32>
      %7 = stablehlo.sine %iterArg_3 : tensor<3xf32>
      %8 = stablehlo.add %6, %7 : tensor<3xf32>
      %9 = stablehlo.tanh %8 : tensor<3xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.reduce(%9 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      %11 = func.call @dynamic_update_index_in_dim(%iterArg_4, %10, %iterArg_2) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg_2, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %12, %9, %11 : tensor<5x3xf32>, tensor<i32>, tensor<3xf32>, tensor<5xf32>
    }
    return %2#2, %2#3, %4#2, %4#3 : tensor<3xf32>, tensor<5xf32>, tensor<3xf32>, tensor<5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
}
