module @jit_bcast_int_bool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1xi32>, %arg1: tensor<1x3xi32>, %arg2: tensor<3x1xui8>, %arg3: tensor<1x2xui8>, %arg4: tensor<1x2xi1>, %arg5: tensor<2x1xi1>) -> (tensor<2x3xi32> {jax.result_info = "result[0]"}, tensor<2x3xi32> {jax.result_info = "result[1]"}, tensor<2x3xi32> {jax.result_info = "result[2]"}, tensor<2x3xi32> {jax.result_info = "result[3]"}, tensor<2x3xi32> {jax.result_info = "result[4]"}, tensor<2x3xi32> {jax.result_info = "result[5]"}, tensor<2x3xi32> {jax.result_info = "result[6]"}, tensor<2x3xi32> {jax.result_info = "result[7]"}, tensor<2x3xi32> {jax.result_info = "result[8]"}, tensor<2x3xi32> {jax.result_info = "result[9]"}, tensor<2x3xi1> {jax.result_info = "result[10]"}, tensor<3x2xui8> {jax.result_info = "result[11]"}, tensor<3x2xui8> {jax.result_info = "result[12]"}, tensor<3x2xui8> {jax.result_info = "result[13]"}, tensor<3x2xi1> {jax.result_info = "result[14]"}, tensor<3x2xui8> {jax.result_info = "result[15]"}, tensor<2x2xi1> {jax.result_info = "result[16]"}, tensor<2x2xi1> {jax.result_info = "result[17]"}, tensor<2x2xi1> {jax.result_info = "result[18]"}, tensor<2x2xi1> {jax.result_info = "result[19]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %2 = stablehlo.add %0, %1 : tensor<2x3xi32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %5 = stablehlo.subtract %3, %4 : tensor<2x3xi32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x3xi32>
    %9 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %11 = stablehlo.divide %9, %10 : tensor<2x3xi32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %13 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %14 = stablehlo.remainder %12, %13 : tensor<2x3xi32>
    %15 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %17 = stablehlo.maximum %15, %16 : tensor<2x3xi32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %20 = stablehlo.minimum %18, %19 : tensor<2x3xi32>
    %21 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %23 = stablehlo.and %21, %22 : tensor<2x3xi32>
    %24 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %26 = stablehlo.or %24, %25 : tensor<2x3xi32>
    %27 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %28 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %29 = stablehlo.xor %27, %28 : tensor<2x3xi32>
    %30 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %31 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %32 = stablehlo.compare LT, %30, %31, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %33 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<3x1xui8>) -> tensor<3x2xui8>
    %34 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui8>) -> tensor<3x2xui8>
    %35 = stablehlo.divide %33, %34 : tensor<3x2xui8>
    %36 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<3x1xui8>) -> tensor<3x2xui8>
    %37 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui8>) -> tensor<3x2xui8>
    %38 = stablehlo.remainder %36, %37 : tensor<3x2xui8>
    %39 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<3x1xui8>) -> tensor<3x2xui8>
    %40 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui8>) -> tensor<3x2xui8>
    %41 = stablehlo.maximum %39, %40 : tensor<3x2xui8>
    %42 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<3x1xui8>) -> tensor<3x2xui8>
    %43 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui8>) -> tensor<3x2xui8>
    %44 = stablehlo.compare GE, %42, %43, UNSIGNED : (tensor<3x2xui8>, tensor<3x2xui8>) -> tensor<3x2xi1>
    %45 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<3x1xui8>) -> tensor<3x2xui8>
    %46 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui8>) -> tensor<3x2xui8>
    %47 = stablehlo.xor %45, %46 : tensor<3x2xui8>
    %48 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x2xi1>) -> tensor<2x2xi1>
    %49 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %50 = stablehlo.and %48, %49 : tensor<2x2xi1>
    %51 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x2xi1>) -> tensor<2x2xi1>
    %52 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %53 = stablehlo.or %51, %52 : tensor<2x2xi1>
    %54 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x2xi1>) -> tensor<2x2xi1>
    %55 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %56 = stablehlo.xor %54, %55 : tensor<2x2xi1>
    %57 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x2xi1>) -> tensor<2x2xi1>
    %58 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %59 = stablehlo.compare EQ, %57, %58, UNSIGNED : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    return %2, %5, %8, %11, %14, %17, %20, %23, %26, %29, %32, %35, %38, %41, %44, %47, %50, %53, %56, %59 : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi1>, tensor<3x2xui8>, tensor<3x2xui8>, tensor<3x2xui8>, tensor<3x2xi1>, tensor<3x2xui8>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>
  }
}
