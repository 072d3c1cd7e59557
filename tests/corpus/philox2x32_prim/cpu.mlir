module @jit_philox2x32_prim attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui32>, %arg1: tensor<4xui32>, %arg2: tensor<ui32>) -> (tensor<4xui32> {jax.result_info = "result[0]"}, tensor<4xui32> {jax.result_info = "result[1]"}, tensor<4xui32> {jax.result_info = "result[2]"}, tensor<4xui32> {jax.result_info = "result[3]"}, tensor<ui32> {jax.result_info = "result[4]"}, tensor<ui32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %2 = stablehlo.add %0, %1 : tensor<4xui32>
    %3:2 = call @philox2x32(%arg0, %0, %2) : (tensor<4xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %4:2 = call @philox2x32(%3#1, %3#0, %arg0) : (tensor<4xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %5 = stablehlo.add %arg2, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<5> : tensor<ui32>
    %6 = stablehlo.multiply %arg2, %c_1 : tensor<ui32>
    %7:2 = call @philox2x32_0(%arg2, %5, %6) : (tensor<ui32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>)
    return %3#0, %3#1, %4#0, %4#1, %7#0, %7#1 : tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>
  }
  func.func private @philox2x32(%arg0: tensor<4xui32>, %arg1: tensor<4xui32>, %arg2: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<3528905107> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<4xui32>
    %c_0 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %3 = chlo.mulhi %2, %arg1 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    %4 = stablehlo.xor %3, %arg2 : tensor<4xui32>
    %5 = stablehlo.xor %4, %arg0 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %7 = stablehlo.add %arg0, %6 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %9 = stablehlo.multiply %8, %5 : tensor<4xui32>
    %c_3 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %11 = chlo.mulhi %10, %5 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    %12 = stablehlo.xor %11, %1 : tensor<4xui32>
    %13 = stablehlo.xor %12, %7 : tensor<4xui32>
    %c_4 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %15 = stablehlo.add %7, %14 : tensor<4xui32>
    %c_5 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %17 = stablehlo.multiply %16, %13 : tensor<4xui32>
    %c_6 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %19 = chlo.mulhi %18, %13 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    %20 = stablehlo.xor %19, %9 : tensor<4xui32>
    %21 = stablehlo.xor %20, %15 : tensor<4xui32>
    %c_7 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %23 = stablehlo.add %15, %22 : tensor<4xui32>
    %c_8 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %25 = stablehlo.multiply %24, %21 : tensor<4xui32>
    %c_9 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %27 = chlo.mulhi %26, %21 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    %28 = stablehlo.xor %27, %17 : tensor<4xui32>
    %29 = stablehlo.xor %28, %23 : tensor<4xui32>
    %c_10 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %31 = stablehlo.add %23, %30 : tensor<4xui32>
    %c_11 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %32 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %33 = stablehlo.multiply %32, %29 : tensor<4xui32>
    %c_12 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %34 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %35 = chlo.mulhi %34, %29 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    %36 = stablehlo.xor %35, %25 : tensor<4xui32>
    %37 = stablehlo.xor %36, %31 : tensor<4xui32>
    %c_13 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %39 = stablehlo.add %31, %38 : tensor<4xui32>
    %c_14 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %41 = stablehlo.multiply %40, %37 : tensor<4xui32>
    %c_15 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %42 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %43 = chlo.mulhi %42, %37 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    %44 = stablehlo.xor %43, %33 : tensor<4xui32>
    %45 = stablehlo.xor %44, %39 : tensor<4xui32>
    %c_16 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %47 = stablehlo.add %39, %46 : tensor<4xui32>
    %c_17 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %49 = stablehlo.multiply %48, %45 : tensor<4xui32>
    %c_18 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %51 = chlo.mulhi %50, %45 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    %52 = stablehlo.xor %51, %41 : tensor<4xui32>
    %53 = stablehlo.xor %52, %47 : tensor<4xui32>
    %c_19 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %55 = stablehlo.add %47, %54 : tensor<4xui32>
    %c_20 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %56 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %57 = stablehlo.multiply %56, %53 : tensor<4xui32>
    %c_21 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %58 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %59 = chlo.mulhi %58, %53 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    %60 = stablehlo.xor %59, %49 : tensor<4xui32>
    %61 = stablehlo.xor %60, %55 : tensor<4xui32>
    %c_22 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %63 = stablehlo.add %55, %62 : tensor<4xui32>
    %c_23 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %65 = stablehlo.multiply %64, %61 : tensor<4xui32>
    %c_24 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %66 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %67 = chlo.mulhi %66, %61 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    %68 = stablehlo.xor %67, %57 : tensor<4xui32>
    %69 = stablehlo.xor %68, %63 : tensor<4xui32>
    %c_25 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %70 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %71 = stablehlo.add %63, %70 : tensor<4xui32>
    %c_26 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %73 = stablehlo.multiply %72, %69 : tensor<4xui32>
    %c_27 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %74 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %75 = chlo.mulhi %74, %69 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
    %76 = stablehlo.xor %75, %65 : tensor<4xui32>
    %77 = stablehlo.xor %76, %71 : tensor<4xui32>
    return %77, %73 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @philox2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> (tensor<ui32>, tensor<ui32>) {
    %c = stablehlo.constant dense<3528905107> : tensor<ui32>
    %0 = stablehlo.multiply %c, %arg1 : tensor<ui32>
    %c_0 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %1 = chlo.mulhi %c_0, %arg1 : tensor<ui32>, tensor<ui32> -> tensor<ui32>
    %2 = stablehlo.xor %1, %arg2 : tensor<ui32>
    %3 = stablehlo.xor %2, %arg0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %4 = stablehlo.add %arg0, %c_1 : tensor<ui32>
    %c_2 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %5 = stablehlo.multiply %c_2, %3 : tensor<ui32>
    %c_3 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %6 = chlo.mulhi %c_3, %3 : tensor<ui32>, tensor<ui32> -> tensor<ui32>
    %7 = stablehlo.xor %6, %0 : tensor<ui32>
    %8 = stablehlo.xor %7, %4 : tensor<ui32>
    %c_4 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %9 = stablehlo.add %4, %c_4 : tensor<ui32>
    %c_5 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %10 = stablehlo.multiply %c_5, %8 : tensor<ui32>
    %c_6 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %11 = chlo.mulhi %c_6, %8 : tensor<ui32>, tensor<ui32> -> tensor<ui32>
    %12 = stablehlo.xor %11, %5 : tensor<ui32>
    %13 = stablehlo.xor %12, %9 : tensor<ui32>
    %c_7 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %14 = stablehlo.add %9, %c_7 : tensor<ui32>
    %c_8 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %15 = stablehlo.multiply %c_8, %13 : tensor<ui32>
    %c_9 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %16 = chlo.mulhi %c_9, %13 : tensor<ui32>, tensor<ui32> -> tensor<ui32>
    %17 = stablehlo.xor %16, %10 : tensor<ui32>
    %18 = stablehlo.xor %17, %14 : tensor<ui32>
    %c_10 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %19 = stablehlo.add %14, %c_10 : tensor<ui32>
    %c_11 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %20 = stablehlo.multiply %c_11, %18 : tensor<ui32>
    %c_12 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %21 = chlo.mulhi %c_12, %18 : tensor<ui32>, tensor<ui32> -> tensor<ui32>
    %22 = stablehlo.xor %21, %15 : tensor<ui32>
    %23 = stablehlo.xor %22, %19 : tensor<ui32>
    %c_13 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %24 = stablehlo.add %19, %c_13 : tensor<ui32>
    %c_14 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %25 = stablehlo.multiply %c_14, %23 : tensor<ui32>
    %c_15 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %26 = chlo.mulhi %c_15, %23 : tensor<ui32>, tensor<ui32> -> tensor<ui32>
    %27 = stablehlo.xor %26, %20 : tensor<ui32>
    %28 = stablehlo.xor %27, %24 : tensor<ui32>
    %c_16 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %29 = stablehlo.add %24, %c_16 : tensor<ui32>
    %c_17 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %30 = stablehlo.multiply %c_17, %28 : tensor<ui32>
    %c_18 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %31 = chlo.mulhi %c_18, %28 : tensor<ui32>, tensor<ui32> -> tensor<ui32>
    %32 = stablehlo.xor %31, %25 : tensor<ui32>
    %33 = stablehlo.xor %32, %29 : tensor<ui32>
    %c_19 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %34 = stablehlo.add %29, %c_19 : tensor<ui32>
    %c_20 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %35 = stablehlo.multiply %c_20, %33 : tensor<ui32>
    %c_21 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %36 = chlo.mulhi %c_21, %33 : tensor<ui32>, tensor<ui32> -> tensor<ui32>
    %37 = stablehlo.xor %36, %30 : tensor<ui32>
    %38 = stablehlo.xor %37, %34 : tensor<ui32>
    %c_22 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %39 = stablehlo.add %34, %c_22 : tensor<ui32>
    %c_23 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %40 = stablehlo.multiply %c_23, %38 : tensor<ui32>
    %c_24 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %41 = chlo.mulhi %c_24, %38 : tensor<ui32>, tensor<ui32> -> tensor<ui32>
    %42 = stablehlo.xor %41, %35 : tensor<ui32>
    %43 = stablehlo.xor %42, %39 : tensor<ui32>
    %c_25 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %44 = stablehlo.add %39, %c_25 : tensor<ui32>
    %c_26 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %45 = stablehlo.multiply %c_26, %43 : tensor<ui32>
    %c_27 = stablehlo.constant dense<3528905107> : tensor<ui32>
    %46 = chlo.mulhi %c_27, %43 : tensor<ui32>, tensor<ui32> -> tensor<ui32>
    %47 = stablehlo.xor %46, %40 : tensor<ui32>
    %48 = stablehlo.xor %47, %44 : tensor<ui32>
    return %48, %45 : tensor<ui32>, tensor<ui32>
  }
}
