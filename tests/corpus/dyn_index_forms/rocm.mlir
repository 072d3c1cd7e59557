module @jit_dyn_index_forms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>, %arg1: tensor<i32>, %arg2: tensor<2xi32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<5x4xf32> {jax.result_info = "result[3]"}, tensor<2x4xf32> {jax.result_info = "result[4]"}, tensor<5x4xf32> {jax.result_info = "result[5]"}, tensor<2x3xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %5 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.select %4, %5, %c_5 : tensor<i1>, tensor<i32>
    %7 = stablehlo.dynamic_slice %0, %3, %6, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x4xf32>) -> tensor<4xf32>
    %9 = stablehlo.slice %arg2 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %10 = stablehlo.reshape %9 : (tensor<1xi32>) -> tensor<i32>
    %11 = stablehlo.slice %arg2 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %10, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %14 = stablehlo.add %10, %c_7 : tensor<i32>
    %15 = stablehlo.select %13, %14, %10 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %12, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %17 = stablehlo.add %12, %c_9 : tensor<i32>
    %18 = stablehlo.select %16, %17, %12 : tensor<i1>, tensor<i32>
    %19 = stablehlo.dynamic_slice %0, %15, %18, sizes = [1, 1] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x1xf32>) -> tensor<f32>
    %21 = stablehlo.slice %arg2 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %22 = stablehlo.reshape %21 : (tensor<1xi32>) -> tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.compare LT, %22, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<5> : tensor<i32>
    %24 = stablehlo.add %22, %c_11 : tensor<i32>
    %25 = stablehlo.select %23, %24, %22 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.compare LT, %c_12, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<4> : tensor<i32>
    %27 = stablehlo.add %c_14, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.select %26, %27, %c_16 : tensor<i1>, tensor<i32>
    %29 = stablehlo.dynamic_slice %0, %25, %28, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.compare LT, %arg1, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<5> : tensor<i32>
    %33 = stablehlo.add %arg1, %c_18 : tensor<i32>
    %34 = stablehlo.select %32, %33, %arg1 : tensor<i1>, tensor<i32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %36 = "stablehlo.scatter"(%0, %35, %31) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<5x4xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.compare LT, %arg1, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_20 = stablehlo.constant dense<5> : tensor<i32>
    %38 = stablehlo.add %arg1, %c_20 : tensor<i32>
    %39 = stablehlo.select %37, %38, %arg1 : tensor<i1>, tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.compare LT, %c_21, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<4> : tensor<i32>
    %41 = stablehlo.add %c_23, %c_24 : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.select %40, %41, %c_25 : tensor<i1>, tensor<i32>
    %43 = stablehlo.dynamic_slice %0, %39, %42, sizes = [2, 4] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.slice %arg2 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %46 = stablehlo.reshape %45 : (tensor<1xi32>) -> tensor<i32>
    %47 = call @dynamic_update_index_in_dim(%0, %44, %46) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
    %48 = stablehlo.slice %arg2 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %49 = stablehlo.reshape %48 : (tensor<1xi32>) -> tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.compare LT, %49, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<5> : tensor<i32>
    %51 = stablehlo.add %49, %c_28 : tensor<i32>
    %52 = stablehlo.select %50, %51, %49 : tensor<i1>, tensor<i32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %53 = stablehlo.dynamic_slice %0, %52, %c_29, sizes = [2, 3] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    return %8, %20, %30, %36, %43, %47, %53 : tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<5x4xf32>, tensor<2x4xf32>, tensor<5x4xf32>, tensor<2x3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<5x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3, %c_1 : (tensor<5x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
    return %4 : tensor<5x4xf32>
  }
}
