module @jit_cf_scan_unroll_consts attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<7x3xf32>, %arg3: tensor<7x2xf32>, %arg4: tensor<f32>) -> (tensor<3xf32> {jax.result_info = "result[0][0]"}, tensor<3xf32> {jax.result_info = "result[0][1]"}, tensor<7x3xf32> {jax.result_info = "result[1][0]"}, tensor<7x2xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.slice %arg2 [0:6, 0:3] : (tensor<7x3xf32>) -> tensor<6x3xf32>
    %1 = stablehlo.slice %arg2 [6:7, 0:3] : (tensor<7x3xf32>) -> tensor<1x3xf32>
    %2 = stablehlo.slice %arg3 [0:6, 0:2] : (tensor<7x2xf32>) -> tensor<6x2xf32>
    %3 = stablehlo.slice %arg3 [6:7, 0:2] : (tensor<7x2xf32>) -> tensor<1x2xf32>
    %4 = stablehlo.reshape %0 : (tensor<6x3xf32>) -> tensor<2x3x3xf32>
    %5 = stablehlo.reshape %2 : (tensor<6x2xf32>) -> tensor<2x3x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8:8 = stablehlo.while(%iterArg = %4, %iterArg_1 = %5, %iterArg_2 = %arg4, %iterArg_3 = %c, %iterArg_4 = %arg0, %iterArg_5 = %arg1, %iterArg_6 = %6, %iterArg_7 = %7) : tensor<2x3x3xf32>, tensor<2x3x2xf32>, tensor<f32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x3xf32>, tensor<2x3x2xf32>
    cond {
      %c_8 = stablehlo.constant dense<2> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_3, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_3) : (tensor<2x3x3xf32>, tensor<i32>) -> tensor<3x3xf32>
      %29 = func.call @dynamic_index_in_dim_0(%iterArg_1, %iterArg_3) : (tensor<2x3x2xf32>, tensor<i32>) -> tensor<3x2xf32>
      %30 = stablehlo.slice %28 [0:1, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
      %31 = stablehlo.reshape %30 : (tensor<1x3xf32>) -> tensor<3xf32>
      %32 = stablehlo.slice %29 [0:1, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
      %33 = stablehlo.reshape %32 : (tensor<1x2xf32>) -> tensor<2xf32>
      %34 = stablehlo.broadcast_in_dim %iterArg_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %35 = stablehlo.multiply %31, %34 : tensor<3xf32>
      %36 = stablehlo.add %iterArg_4, %35 : tensor<3xf32>
      %37 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%36) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
      %38 = stablehlo.subtract %iterArg_5, %31 : tensor<3xf32>
      %39 = stablehlo.broadcast_in_dim %iterArg_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %40 = stablehlo.multiply %iterArg_4, %39 : tensor<3xf32>
      %41 = stablehlo.broadcast_in_dim %iterArg_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %42 = stablehlo.add %33, %41 : tensor<2xf32>
      %43 = stablehlo.slice %28 [1:2, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
      %44 = stablehlo.reshape %43 : (tensor<1x3xf32>) -> tensor<3xf32>
      %45 = stablehlo.slice %29 [1:2, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
      %46 = stablehlo.reshape %45 : (tensor<1x2xf32>) -> tensor<2xf32>
      %47 = stablehlo.broadcast_in_dim %iterArg_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %48 = stablehlo.multiply %44, %47 : tensor<3xf32>
      %49 = stablehlo.add %37, %48 : tensor<3xf32>
      %50 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%49) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
      %51 = stablehlo.subtract %38, %44 : tensor<3xf32>
      %52 = stablehlo.broadcast_in_dim %iterArg_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %53 = stablehlo.multiply %37, %52 : tensor<3xf32>
      %54 = stablehlo.broadcast_in_dim %iterArg_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %55 = stablehlo.add %46, %54 : tensor<2xf32>
      %56 = stablehlo.slice %28 [2:3, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
      %57 = stablehlo.reshape %56 : (tensor<1x3xf32>) -> tensor<3xf32>
      %58 = stablehlo.slice %29 [2:3, 0:2] : (tensor<3x2xf32>) -> tensor<1x2xf32>
      %59 = stablehlo.reshape %58 : (tensor<1x2xf32>) -> tensor<2xf32>
      %60 = stablehlo.broadcast_in_dim %iterArg_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %61 = stablehlo.multiply %57, %60 : tensor<3xf32>
      %62 = stablehlo.add %50, %61 : tensor<3xf32>
      %63 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%62) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
      %64 = stablehlo.subtract %51, %57 : tensor<3xf32>
      %65 = stablehlo.broadcast_in_dim %iterArg_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %66 = stablehlo.multiply %50, %65 : tensor<3xf32>
      %67 = stablehlo.broadcast_in_dim %iterArg_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %68 = stablehlo.add %59, %67 : tensor<2xf32>
      %69 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
      %70 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
      %71 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
      %72 = stablehlo.concatenate %69, %70, %71, dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
      %73 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
      %74 = stablehlo.broadcast_in_dim %55, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
      %75 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
      %76 = stablehlo.concatenate %73, %74, %75, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<3x2xf32>
      %77 = func.call @dynamic_update_index_in_dim(%iterArg_6, %72, %iterArg_3) : (tensor<2x3x3xf32>, tensor<3x3xf32>, tensor<i32>) -> tensor<2x3x3xf32>
      %78 = func.call @dynamic_update_index_in_dim_1(%iterArg_7, %76, %iterArg_3) : (tensor<2x3x2xf32>, tensor<3x2xf32>, tensor<i32>) -> tensor<2x3x2xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %79 = stablehlo.add %iterArg_3, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %79, %63, %64, %77, %78 : tensor<2x3x3xf32>, tensor<2x3x2xf32>, tensor<f32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x3xf32>, tensor<2x3x2xf32>
    }
    %9 = stablehlo.reshape %8#6 : (tensor<2x3x3xf32>) -> tensor<6x3xf32>
    %10 = stablehlo.reshape %8#7 : (tensor<2x3x2xf32>) -> tensor<6x2xf32>
    %11 = stablehlo.slice %1 [0:1, 0:3] : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x3xf32>) -> tensor<3xf32>
    %13 = stablehlo.slice %3 [0:1, 0:2] : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x2xf32>) -> tensor<2xf32>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<3xf32>
    %17 = stablehlo.add %8#4, %16 : tensor<3xf32>
    %18 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%17) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
    %19 = stablehlo.subtract %8#5, %12 : tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.multiply %8#4, %20 : tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %23 = stablehlo.add %14, %22 : tensor<2xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %26 = stablehlo.concatenate %9, %24, dim = 0 : (tensor<6x3xf32>, tensor<1x3xf32>) -> tensor<7x3xf32>
    %27 = stablehlo.concatenate %10, %25, dim = 0 : (tensor<6x2xf32>, tensor<1x2xf32>) -> tensor<7x2xf32>
    return %18, %19, %26, %27 : tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<7x2xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x3x3xf32>, %arg1: tensor<i32>) -> tensor<3x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 3] : (tensor<2x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x3xf32>) -> tensor<3x3xf32>
    return %1 : tensor<3x3xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<2x3x2xf32>, %arg1: tensor<i32>) -> tensor<3x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 2] : (tensor<2x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
    return %1 : tensor<3x2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<i32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x3x3xf32>, tensor<1x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3xf32>
    return %1 : tensor<2x3x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<2x3x2xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<i32>) -> tensor<2x3x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x2xf32>) -> tensor<1x3x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x3x2xf32>, tensor<1x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x2xf32>
    return %1 : tensor<2x3x2xf32>
  }
}
