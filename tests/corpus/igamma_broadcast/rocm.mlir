module @jit_igamma_broadcast attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<f32>, %arg3: tensor<3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %4 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %5 = stablehlo.or %3, %4 : tensor<2x3xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %7 = stablehlo.compare EQ, %2, %6, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.compare EQ, %1, %8, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %11 = stablehlo.compare EQ, %1, %10, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %13 = stablehlo.compare EQ, %2, %12, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %15 = stablehlo.compare LT, %2, %14, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %17 = stablehlo.compare LT, %1, %16, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %18 = stablehlo.and %11, %13 : tensor<2x3xi1>
    %19 = stablehlo.and %9, %7 : tensor<2x3xi1>
    %20 = stablehlo.or %15, %17 : tensor<2x3xi1>
    %21 = stablehlo.or %20, %18 : tensor<2x3xi1>
    %22 = stablehlo.or %21, %19 : tensor<2x3xi1>
    %23 = stablehlo.or %22, %5 : tensor<2x3xi1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %25 = stablehlo.compare GE, %2, %24, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %26 = stablehlo.compare GT, %2, %1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %27 = stablehlo.and %25, %26 : tensor<2x3xi1>
    %28 = stablehlo.log %2 : tensor<2x3xf32>
    %29 = stablehlo.multiply %1, %28 : tensor<2x3xf32>
    %30 = stablehlo.subtract %29, %2 : tensor<2x3xf32>
    %31 = call @lgamma_impl(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<2x3xf32>
    %cst_6 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %33 = stablehlo.log %cst_6 : tensor<f32>
    %34 = stablehlo.negate %33 : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %36 = stablehlo.compare LT, %32, %35, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %37 = stablehlo.exponential %32 : tensor<2x3xf32>
    %38 = stablehlo.or %13, %23 : tensor<2x3xi1>
    %39 = stablehlo.or %38, %36 : tensor<2x3xi1>
    %40 = stablehlo.or %39, %7 : tensor<2x3xi1>
    %41 = stablehlo.or %40, %9 : tensor<2x3xi1>
    %42 = stablehlo.not %41 : tensor<2x3xi1>
    %43 = stablehlo.and %42, %27 : tensor<2x3xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %45 = stablehlo.subtract %44, %1 : tensor<2x3xf32>
    %46 = stablehlo.add %2, %45 : tensor<2x3xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %48 = stablehlo.add %46, %47 : tensor<2x3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %51 = stablehlo.add %2, %50 : tensor<2x3xf32>
    %52 = stablehlo.multiply %48, %2 : tensor<2x3xf32>
    %53 = stablehlo.divide %51, %52 : tensor<2x3xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %58 = stablehlo.negate %2 : tensor<2x3xf32>
    %59 = stablehlo.multiply %53, %58 : tensor<2x3xf32>
    %60 = stablehlo.subtract %57, %59 : tensor<2x3xf32>
    %61 = stablehlo.divide %60, %52 : tensor<2x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62:15 = stablehlo.while(%iterArg = %43, %iterArg_98 = %53, %iterArg_99 = %54, %iterArg_100 = %45, %iterArg_101 = %48, %iterArg_102 = %cst_15, %iterArg_103 = %51, %iterArg_104 = %52, %iterArg_105 = %49, %iterArg_106 = %2, %iterArg_107 = %55, %iterArg_108 = %56, %iterArg_109 = %57, %iterArg_110 = %58, %iterArg_111 = %61) : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
    cond {
      %cst_112 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %304 = stablehlo.compare LT, %iterArg_102, %cst_112, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %305 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
      %306 = stablehlo.and %304, %305 : tensor<i1>
      stablehlo.return %306 : tensor<i1>
    } do {
      %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %304 = stablehlo.add %iterArg_102, %cst_112 : tensor<f32>
      %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %305 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %306 = stablehlo.add %iterArg_100, %305 : tensor<2x3xf32>
      %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %307 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %308 = stablehlo.add %iterArg_101, %307 : tensor<2x3xf32>
      %309 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %310 = stablehlo.multiply %306, %309 : tensor<2x3xf32>
      %311 = stablehlo.multiply %iterArg_103, %308 : tensor<2x3xf32>
      %312 = stablehlo.multiply %iterArg_105, %310 : tensor<2x3xf32>
      %313 = stablehlo.subtract %311, %312 : tensor<2x3xf32>
      %314 = stablehlo.multiply %iterArg_104, %308 : tensor<2x3xf32>
      %315 = stablehlo.multiply %iterArg_106, %310 : tensor<2x3xf32>
      %316 = stablehlo.subtract %314, %315 : tensor<2x3xf32>
      %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %318 = stablehlo.compare NE, %316, %317, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %319 = stablehlo.divide %313, %316 : tensor<2x3xf32>
      %320 = stablehlo.subtract %iterArg_98, %319 : tensor<2x3xf32>
      %321 = stablehlo.divide %320, %319 : tensor<2x3xf32>
      %322 = stablehlo.abs %321 : tensor<2x3xf32>
      %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %323 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %324 = stablehlo.select %318, %322, %323 : tensor<2x3xi1>, tensor<2x3xf32>
      %325 = stablehlo.select %318, %319, %iterArg_98 : tensor<2x3xi1>, tensor<2x3xf32>
      %326 = stablehlo.multiply %iterArg_109, %308 : tensor<2x3xf32>
      %327 = stablehlo.subtract %326, %iterArg_103 : tensor<2x3xf32>
      %328 = stablehlo.multiply %iterArg_107, %310 : tensor<2x3xf32>
      %329 = stablehlo.subtract %327, %328 : tensor<2x3xf32>
      %330 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %331 = stablehlo.multiply %iterArg_105, %330 : tensor<2x3xf32>
      %332 = stablehlo.add %329, %331 : tensor<2x3xf32>
      %333 = stablehlo.multiply %iterArg_110, %308 : tensor<2x3xf32>
      %334 = stablehlo.subtract %333, %iterArg_104 : tensor<2x3xf32>
      %335 = stablehlo.multiply %iterArg_108, %310 : tensor<2x3xf32>
      %336 = stablehlo.subtract %334, %335 : tensor<2x3xf32>
      %337 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %338 = stablehlo.multiply %iterArg_106, %337 : tensor<2x3xf32>
      %339 = stablehlo.add %336, %338 : tensor<2x3xf32>
      %340 = stablehlo.multiply %325, %339 : tensor<2x3xf32>
      %341 = stablehlo.subtract %332, %340 : tensor<2x3xf32>
      %342 = stablehlo.divide %341, %316 : tensor<2x3xf32>
      %343 = stablehlo.select %318, %342, %iterArg_111 : tensor<2x3xi1>, tensor<2x3xf32>
      %344 = stablehlo.subtract %343, %iterArg_111 : tensor<2x3xf32>
      %345 = stablehlo.abs %344 : tensor<2x3xf32>
      %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %346 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %347 = stablehlo.select %318, %345, %346 : tensor<2x3xi1>, tensor<2x3xf32>
      %348 = stablehlo.abs %313 : tensor<2x3xf32>
      %cst_118 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %349 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<f32>
      %350 = stablehlo.divide %349, %cst_118 : tensor<f32>
      %351 = stablehlo.broadcast_in_dim %350, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %352 = stablehlo.compare GT, %348, %351, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %cst_120 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %353 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %354 = stablehlo.multiply %iterArg_103, %353 : tensor<2x3xf32>
      %355 = stablehlo.select %352, %354, %iterArg_103 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_121 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %356 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %357 = stablehlo.multiply %313, %356 : tensor<2x3xf32>
      %358 = stablehlo.select %352, %357, %313 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_122 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %359 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %360 = stablehlo.multiply %iterArg_104, %359 : tensor<2x3xf32>
      %361 = stablehlo.select %352, %360, %iterArg_104 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_123 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %362 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %363 = stablehlo.multiply %316, %362 : tensor<2x3xf32>
      %364 = stablehlo.select %352, %363, %316 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_124 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %365 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %366 = stablehlo.multiply %iterArg_109, %365 : tensor<2x3xf32>
      %367 = stablehlo.select %352, %366, %iterArg_109 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_125 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %368 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %369 = stablehlo.multiply %iterArg_110, %368 : tensor<2x3xf32>
      %370 = stablehlo.select %352, %369, %iterArg_110 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_126 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %372 = stablehlo.multiply %332, %371 : tensor<2x3xf32>
      %373 = stablehlo.select %352, %372, %332 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_127 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %374 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %375 = stablehlo.multiply %339, %374 : tensor<2x3xf32>
      %376 = stablehlo.select %352, %375, %339 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_128 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %377 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %378 = stablehlo.compare GT, %324, %377, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %379 = stablehlo.and %iterArg, %378 : tensor<2x3xi1>
      %380 = stablehlo.select %iterArg, %325, %iterArg_98 : tensor<2x3xi1>, tensor<2x3xf32>
      %381 = stablehlo.select %iterArg, %324, %iterArg_99 : tensor<2x3xi1>, tensor<2x3xf32>
      %382 = stablehlo.select %iterArg, %306, %iterArg_100 : tensor<2x3xi1>, tensor<2x3xf32>
      %383 = stablehlo.select %iterArg, %308, %iterArg_101 : tensor<2x3xi1>, tensor<2x3xf32>
      %384 = stablehlo.select %iterArg, %358, %iterArg_103 : tensor<2x3xi1>, tensor<2x3xf32>
      %385 = stablehlo.select %iterArg, %364, %iterArg_104 : tensor<2x3xi1>, tensor<2x3xf32>
      %386 = stablehlo.select %iterArg, %355, %iterArg_105 : tensor<2x3xi1>, tensor<2x3xf32>
      %387 = stablehlo.select %iterArg, %361, %iterArg_106 : tensor<2x3xi1>, tensor<2x3xf32>
      %388 = stablehlo.select %iterArg, %367, %iterArg_107 : tensor<2x3xi1>, tensor<2x3xf32>
      %389 = stablehlo.select %iterArg, %370, %iterArg_108 : tensor<2x3xi1>, tensor<2x3xf32>
      %390 = stablehlo.select %iterArg, %373, %iterArg_109 : tensor<2x3xi1>, tensor<2x3xf32>
      %391 = stablehlo.select %iterArg, %376, %iterArg_110 : tensor<2x3xi1>, tensor<2x3xf32>
      %392 = stablehlo.select %iterArg, %343, %iterArg_111 : tensor<2x3xi1>, tensor<2x3xf32>
      stablehlo.return %379, %380, %381, %382, %383, %304, %384, %385, %386, %387, %388, %389, %390, %391, %392 : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
    }
    %63 = stablehlo.multiply %62#1, %37 : tensor<2x3xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<2x3xf32>
    %66 = stablehlo.not %27 : tensor<2x3xi1>
    %67 = stablehlo.and %42, %66 : tensor<2x3xi1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %72:7 = stablehlo.while(%iterArg = %67, %iterArg_98 = %1, %iterArg_99 = %68, %iterArg_100 = %69, %iterArg_101 = %2, %iterArg_102 = %70, %iterArg_103 = %71) : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %304 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %304 : tensor<i1>
    } do {
      %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %304 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %305 = stablehlo.add %iterArg_98, %304 : tensor<2x3xf32>
      %306 = stablehlo.divide %iterArg_101, %305 : tensor<2x3xf32>
      %307 = stablehlo.multiply %iterArg_102, %306 : tensor<2x3xf32>
      %308 = stablehlo.multiply %iterArg_99, %iterArg_101 : tensor<2x3xf32>
      %309 = stablehlo.multiply %305, %305 : tensor<2x3xf32>
      %310 = stablehlo.divide %308, %309 : tensor<2x3xf32>
      %311 = stablehlo.subtract %307, %310 : tensor<2x3xf32>
      %312 = stablehlo.add %iterArg_103, %311 : tensor<2x3xf32>
      %313 = stablehlo.divide %iterArg_101, %305 : tensor<2x3xf32>
      %314 = stablehlo.multiply %iterArg_99, %313 : tensor<2x3xf32>
      %315 = stablehlo.add %iterArg_100, %314 : tensor<2x3xf32>
      %316 = stablehlo.divide %314, %315 : tensor<2x3xf32>
      %cst_105 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %318 = stablehlo.compare GT, %316, %317, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %319 = stablehlo.and %iterArg, %318 : tensor<2x3xi1>
      %320 = stablehlo.select %iterArg, %305, %iterArg_98 : tensor<2x3xi1>, tensor<2x3xf32>
      %321 = stablehlo.select %iterArg, %314, %iterArg_99 : tensor<2x3xi1>, tensor<2x3xf32>
      %322 = stablehlo.select %iterArg, %315, %iterArg_100 : tensor<2x3xi1>, tensor<2x3xf32>
      %323 = stablehlo.select %iterArg, %iterArg_101, %iterArg_101 : tensor<2x3xi1>, tensor<2x3xf32>
      %324 = stablehlo.select %iterArg, %311, %iterArg_102 : tensor<2x3xi1>, tensor<2x3xf32>
      %325 = stablehlo.select %iterArg, %312, %iterArg_103 : tensor<2x3xi1>, tensor<2x3xf32>
      stablehlo.return %319, %320, %321, %322, %323, %324, %325 : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
    }
    %73 = stablehlo.multiply %72#3, %37 : tensor<2x3xf32>
    %74 = stablehlo.divide %73, %1 : tensor<2x3xf32>
    %75 = stablehlo.select %27, %65, %74 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %77 = stablehlo.select %9, %76, %75 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %79 = stablehlo.select %13, %78, %77 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %81 = stablehlo.select %7, %80, %79 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_24 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %83 = stablehlo.select %23, %82, %81 : tensor<2x3xi1>, tensor<2x3xf32>
    %84 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %85 = stablehlo.compare NE, %84, %84, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %86 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %87 = stablehlo.or %85, %86 : tensor<3xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %89 = stablehlo.compare EQ, %84, %88, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %91 = stablehlo.compare EQ, %arg3, %90, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_27 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %93 = stablehlo.compare EQ, %arg3, %92, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_28 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %95 = stablehlo.compare EQ, %84, %94, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %97 = stablehlo.compare LT, %arg3, %96, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %99 = stablehlo.compare LT, %84, %98, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %100 = stablehlo.and %89, %91 : tensor<3xi1>
    %101 = stablehlo.and %95, %93 : tensor<3xi1>
    %102 = stablehlo.or %97, %99 : tensor<3xi1>
    %103 = stablehlo.or %102, %100 : tensor<3xi1>
    %104 = stablehlo.or %103, %101 : tensor<3xi1>
    %105 = stablehlo.or %104, %87 : tensor<3xi1>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %107 = stablehlo.compare LT, %arg3, %106, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %108 = stablehlo.compare LT, %arg3, %84, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %109 = stablehlo.or %107, %108 : tensor<3xi1>
    %110 = stablehlo.log %arg3 : tensor<3xf32>
    %111 = stablehlo.multiply %84, %110 : tensor<3xf32>
    %112 = stablehlo.subtract %111, %arg3 : tensor<3xf32>
    %113 = call @lgamma_impl_5(%84) : (tensor<3xf32>) -> tensor<3xf32>
    %114 = stablehlo.subtract %112, %113 : tensor<3xf32>
    %cst_32 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %115 = stablehlo.log %cst_32 : tensor<f32>
    %116 = stablehlo.negate %115 : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %118 = stablehlo.compare LT, %114, %117, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %119 = stablehlo.or %105, %118 : tensor<3xi1>
    %120 = stablehlo.or %119, %93 : tensor<3xi1>
    %121 = stablehlo.or %120, %89 : tensor<3xi1>
    %122 = stablehlo.or %121, %95 : tensor<3xi1>
    %123 = stablehlo.not %122 : tensor<3xi1>
    %124 = stablehlo.exponential %114 : tensor<3xf32>
    %125 = stablehlo.and %123, %109 : tensor<3xi1>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %130:7 = stablehlo.while(%iterArg = %125, %iterArg_98 = %84, %iterArg_99 = %126, %iterArg_100 = %127, %iterArg_101 = %arg3, %iterArg_102 = %128, %iterArg_103 = %129) : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %304 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %304 : tensor<i1>
    } do {
      %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %304 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %305 = stablehlo.add %iterArg_98, %304 : tensor<3xf32>
      %306 = stablehlo.divide %iterArg_101, %305 : tensor<3xf32>
      %307 = stablehlo.multiply %iterArg_102, %306 : tensor<3xf32>
      %308 = stablehlo.multiply %iterArg_99, %iterArg_101 : tensor<3xf32>
      %309 = stablehlo.multiply %305, %305 : tensor<3xf32>
      %310 = stablehlo.divide %308, %309 : tensor<3xf32>
      %311 = stablehlo.subtract %307, %310 : tensor<3xf32>
      %312 = stablehlo.add %iterArg_103, %311 : tensor<3xf32>
      %313 = stablehlo.divide %iterArg_101, %305 : tensor<3xf32>
      %314 = stablehlo.multiply %iterArg_99, %313 : tensor<3xf32>
      %315 = stablehlo.add %iterArg_100, %314 : tensor<3xf32>
      %316 = stablehlo.divide %314, %315 : tensor<3xf32>
      %cst_105 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %318 = stablehlo.compare GT, %316, %317, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %319 = stablehlo.and %iterArg, %318 : tensor<3xi1>
      %320 = stablehlo.select %iterArg, %305, %iterArg_98 : tensor<3xi1>, tensor<3xf32>
      %321 = stablehlo.select %iterArg, %314, %iterArg_99 : tensor<3xi1>, tensor<3xf32>
      %322 = stablehlo.select %iterArg, %315, %iterArg_100 : tensor<3xi1>, tensor<3xf32>
      %323 = stablehlo.select %iterArg, %iterArg_101, %iterArg_101 : tensor<3xi1>, tensor<3xf32>
      %324 = stablehlo.select %iterArg, %311, %iterArg_102 : tensor<3xi1>, tensor<3xf32>
      %325 = stablehlo.select %iterArg, %312, %iterArg_103 : tensor<3xi1>, tensor<3xf32>
      stablehlo.return %319, %320, %321, %322, %323, %324, %325 : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    }
    %131 = stablehlo.multiply %130#3, %124 : tensor<3xf32>
    %132 = stablehlo.divide %131, %84 : tensor<3xf32>
    %133 = stablehlo.not %109 : tensor<3xi1>
    %134 = stablehlo.and %123, %133 : tensor<3xi1>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %136 = stablehlo.subtract %135, %84 : tensor<3xf32>
    %137 = stablehlo.add %arg3, %136 : tensor<3xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %139 = stablehlo.add %137, %138 : tensor<3xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %142 = stablehlo.add %arg3, %141 : tensor<3xf32>
    %143 = stablehlo.multiply %139, %arg3 : tensor<3xf32>
    %144 = stablehlo.divide %142, %143 : tensor<3xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %149 = stablehlo.negate %arg3 : tensor<3xf32>
    %150 = stablehlo.multiply %144, %149 : tensor<3xf32>
    %151 = stablehlo.subtract %148, %150 : tensor<3xf32>
    %152 = stablehlo.divide %151, %143 : tensor<3xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153:15 = stablehlo.while(%iterArg = %134, %iterArg_98 = %144, %iterArg_99 = %145, %iterArg_100 = %136, %iterArg_101 = %139, %iterArg_102 = %cst_45, %iterArg_103 = %142, %iterArg_104 = %143, %iterArg_105 = %140, %iterArg_106 = %arg3, %iterArg_107 = %146, %iterArg_108 = %147, %iterArg_109 = %148, %iterArg_110 = %149, %iterArg_111 = %152) : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %cst_112 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %304 = stablehlo.compare LT, %iterArg_102, %cst_112, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %305 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      %306 = stablehlo.and %304, %305 : tensor<i1>
      stablehlo.return %306 : tensor<i1>
    } do {
      %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %304 = stablehlo.add %iterArg_102, %cst_112 : tensor<f32>
      %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %305 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %306 = stablehlo.add %iterArg_100, %305 : tensor<3xf32>
      %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %307 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %308 = stablehlo.add %iterArg_101, %307 : tensor<3xf32>
      %309 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %310 = stablehlo.multiply %306, %309 : tensor<3xf32>
      %311 = stablehlo.multiply %iterArg_103, %308 : tensor<3xf32>
      %312 = stablehlo.multiply %iterArg_105, %310 : tensor<3xf32>
      %313 = stablehlo.subtract %311, %312 : tensor<3xf32>
      %314 = stablehlo.multiply %iterArg_104, %308 : tensor<3xf32>
      %315 = stablehlo.multiply %iterArg_106, %310 : tensor<3xf32>
      %316 = stablehlo.subtract %314, %315 : tensor<3xf32>
      %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %318 = stablehlo.compare NE, %316, %317, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %319 = stablehlo.divide %313, %316 : tensor<3xf32>
      %320 = stablehlo.subtract %iterArg_98, %319 : tensor<3xf32>
      %321 = stablehlo.divide %320, %319 : tensor<3xf32>
      %322 = stablehlo.abs %321 : tensor<3xf32>
      %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %323 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %324 = stablehlo.select %318, %322, %323 : tensor<3xi1>, tensor<3xf32>
      %325 = stablehlo.select %318, %319, %iterArg_98 : tensor<3xi1>, tensor<3xf32>
      %326 = stablehlo.multiply %iterArg_109, %308 : tensor<3xf32>
      %327 = stablehlo.subtract %326, %iterArg_103 : tensor<3xf32>
      %328 = stablehlo.multiply %iterArg_107, %310 : tensor<3xf32>
      %329 = stablehlo.subtract %327, %328 : tensor<3xf32>
      %330 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %331 = stablehlo.multiply %iterArg_105, %330 : tensor<3xf32>
      %332 = stablehlo.add %329, %331 : tensor<3xf32>
      %333 = stablehlo.multiply %iterArg_110, %308 : tensor<3xf32>
      %334 = stablehlo.subtract %333, %iterArg_104 : tensor<3xf32>
      %335 = stablehlo.multiply %iterArg_108, %310 : tensor<3xf32>
      %336 = stablehlo.subtract %334, %335 : tensor<3xf32>
      %337 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %338 = stablehlo.multiply %iterArg_106, %337 : tensor<3xf32>
      %339 = stablehlo.add %336, %338 : tensor<3xf32>
      %340 = stablehlo.multiply %325, %339 : tensor<3xf32>
      %341 = stablehlo.subtract %332, %340 : tensor<3xf32>
      %342 = stablehlo.divide %341, %316 : tensor<3xf32>
      %343 = stablehlo.select %318, %342, %iterArg_111 : tensor<3xi1>, tensor<3xf32>
      %344 = stablehlo.subtract %343, %iterArg_111 : tensor<3xf32>
      %345 = stablehlo.abs %344 : tensor<3xf32>
      %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %346 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %347 = stablehlo.select %318, %345, %346 : tensor<3xi1>, tensor<3xf32>
      %348 = stablehlo.abs %313 : tensor<3xf32>
      %cst_118 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %349 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<f32>
      %350 = stablehlo.divide %349, %cst_118 : tensor<f32>
      %351 = stablehlo.broadcast_in_dim %350, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %352 = stablehlo.compare GT, %348, %351, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_120 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %353 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %354 = stablehlo.multiply %iterArg_103, %353 : tensor<3xf32>
      %355 = stablehlo.select %352, %354, %iterArg_103 : tensor<3xi1>, tensor<3xf32>
      %cst_121 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %356 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %357 = stablehlo.multiply %313, %356 : tensor<3xf32>
      %358 = stablehlo.select %352, %357, %313 : tensor<3xi1>, tensor<3xf32>
      %cst_122 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %359 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %360 = stablehlo.multiply %iterArg_104, %359 : tensor<3xf32>
      %361 = stablehlo.select %352, %360, %iterArg_104 : tensor<3xi1>, tensor<3xf32>
      %cst_123 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %362 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %363 = stablehlo.multiply %316, %362 : tensor<3xf32>
      %364 = stablehlo.select %352, %363, %316 : tensor<3xi1>, tensor<3xf32>
      %cst_124 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %365 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %366 = stablehlo.multiply %iterArg_109, %365 : tensor<3xf32>
      %367 = stablehlo.select %352, %366, %iterArg_109 : tensor<3xi1>, tensor<3xf32>
      %cst_125 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %368 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %369 = stablehlo.multiply %iterArg_110, %368 : tensor<3xf32>
      %370 = stablehlo.select %352, %369, %iterArg_110 : tensor<3xi1>, tensor<3xf32>
      %cst_126 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %372 = stablehlo.multiply %332, %371 : tensor<3xf32>
      %373 = stablehlo.select %352, %372, %332 : tensor<3xi1>, tensor<3xf32>
      %cst_127 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %374 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %375 = stablehlo.multiply %339, %374 : tensor<3xf32>
      %376 = stablehlo.select %352, %375, %339 : tensor<3xi1>, tensor<3xf32>
      %cst_128 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %377 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %378 = stablehlo.compare GT, %324, %377, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %379 = stablehlo.and %iterArg, %378 : tensor<3xi1>
      %380 = stablehlo.select %iterArg, %325, %iterArg_98 : tensor<3xi1>, tensor<3xf32>
      %381 = stablehlo.select %iterArg, %324, %iterArg_99 : tensor<3xi1>, tensor<3xf32>
      %382 = stablehlo.select %iterArg, %306, %iterArg_100 : tensor<3xi1>, tensor<3xf32>
      %383 = stablehlo.select %iterArg, %308, %iterArg_101 : tensor<3xi1>, tensor<3xf32>
      %384 = stablehlo.select %iterArg, %358, %iterArg_103 : tensor<3xi1>, tensor<3xf32>
      %385 = stablehlo.select %iterArg, %364, %iterArg_104 : tensor<3xi1>, tensor<3xf32>
      %386 = stablehlo.select %iterArg, %355, %iterArg_105 : tensor<3xi1>, tensor<3xf32>
      %387 = stablehlo.select %iterArg, %361, %iterArg_106 : tensor<3xi1>, tensor<3xf32>
      %388 = stablehlo.select %iterArg, %367, %iterArg_107 : tensor<3xi1>, tensor<3xf32>
      %389 = stablehlo.select %iterArg, %370, %iterArg_108 : tensor<3xi1>, tensor<3xf32>
      %390 = stablehlo.select %iterArg, %373, %iterArg_109 : tensor<3xi1>, tensor<3xf32>
      %391 = stablehlo.select %iterArg, %376, %iterArg_110 : tensor<3xi1>, tensor<3xf32>
      %392 = stablehlo.select %iterArg, %343, %iterArg_111 : tensor<3xi1>, tensor<3xf32>
      stablehlo.return %379, %380, %381, %382, %383, %304, %384, %385, %386, %387, %388, %389, %390, %391, %392 : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    }
    %154 = stablehlo.multiply %153#1, %124 : tensor<3xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %156 = stablehlo.subtract %155, %132 : tensor<3xf32>
    %157 = stablehlo.select %109, %156, %154 : tensor<3xi1>, tensor<3xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %159 = stablehlo.select %95, %158, %157 : tensor<3xi1>, tensor<3xf32>
    %160 = stablehlo.or %93, %89 : tensor<3xi1>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %162 = stablehlo.select %160, %161, %159 : tensor<3xi1>, tensor<3xf32>
    %cst_49 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %164 = stablehlo.select %105, %163, %162 : tensor<3xi1>, tensor<3xf32>
    %165 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %166 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %167 = stablehlo.compare NE, %165, %165, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %168 = stablehlo.or %166, %167 : tensor<3xi1>
    %cst_50 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %170 = stablehlo.compare EQ, %165, %169, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_51 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %172 = stablehlo.compare EQ, %arg3, %171, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %174 = stablehlo.compare EQ, %arg3, %173, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %176 = stablehlo.compare EQ, %165, %175, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %178 = stablehlo.compare LT, %165, %177, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %180 = stablehlo.compare LT, %arg3, %179, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %181 = stablehlo.and %174, %176 : tensor<3xi1>
    %182 = stablehlo.and %172, %170 : tensor<3xi1>
    %183 = stablehlo.or %178, %180 : tensor<3xi1>
    %184 = stablehlo.or %183, %181 : tensor<3xi1>
    %185 = stablehlo.or %184, %182 : tensor<3xi1>
    %186 = stablehlo.or %185, %168 : tensor<3xi1>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %188 = stablehlo.compare GE, %165, %187, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %189 = stablehlo.compare GT, %165, %arg3, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %190 = stablehlo.and %188, %189 : tensor<3xi1>
    %191 = stablehlo.log %165 : tensor<3xf32>
    %192 = stablehlo.multiply %arg3, %191 : tensor<3xf32>
    %193 = stablehlo.subtract %192, %165 : tensor<3xf32>
    %194 = call @lgamma_impl_5(%arg3) : (tensor<3xf32>) -> tensor<3xf32>
    %195 = stablehlo.subtract %193, %194 : tensor<3xf32>
    %cst_57 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %196 = stablehlo.log %cst_57 : tensor<f32>
    %197 = stablehlo.negate %196 : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %199 = stablehlo.compare LT, %195, %198, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %200 = stablehlo.exponential %195 : tensor<3xf32>
    %201 = stablehlo.or %176, %186 : tensor<3xi1>
    %202 = stablehlo.or %201, %199 : tensor<3xi1>
    %203 = stablehlo.or %202, %170 : tensor<3xi1>
    %204 = stablehlo.or %203, %172 : tensor<3xi1>
    %205 = stablehlo.not %204 : tensor<3xi1>
    %206 = stablehlo.and %205, %190 : tensor<3xi1>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %208 = stablehlo.subtract %207, %arg3 : tensor<3xf32>
    %209 = stablehlo.add %165, %208 : tensor<3xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %211 = stablehlo.add %209, %210 : tensor<3xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %214 = stablehlo.add %165, %213 : tensor<3xf32>
    %215 = stablehlo.multiply %211, %165 : tensor<3xf32>
    %216 = stablehlo.divide %214, %215 : tensor<3xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %221 = stablehlo.negate %165 : tensor<3xf32>
    %222 = stablehlo.multiply %216, %221 : tensor<3xf32>
    %223 = stablehlo.subtract %220, %222 : tensor<3xf32>
    %224 = stablehlo.divide %223, %215 : tensor<3xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225:15 = stablehlo.while(%iterArg = %206, %iterArg_98 = %216, %iterArg_99 = %217, %iterArg_100 = %208, %iterArg_101 = %211, %iterArg_102 = %cst_66, %iterArg_103 = %214, %iterArg_104 = %215, %iterArg_105 = %212, %iterArg_106 = %165, %iterArg_107 = %218, %iterArg_108 = %219, %iterArg_109 = %220, %iterArg_110 = %221, %iterArg_111 = %224) : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %cst_112 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %304 = stablehlo.compare LT, %iterArg_102, %cst_112, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %305 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      %306 = stablehlo.and %304, %305 : tensor<i1>
      stablehlo.return %306 : tensor<i1>
    } do {
      %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %304 = stablehlo.add %iterArg_102, %cst_112 : tensor<f32>
      %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %305 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %306 = stablehlo.add %iterArg_100, %305 : tensor<3xf32>
      %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %307 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %308 = stablehlo.add %iterArg_101, %307 : tensor<3xf32>
      %309 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %310 = stablehlo.multiply %306, %309 : tensor<3xf32>
      %311 = stablehlo.multiply %iterArg_103, %308 : tensor<3xf32>
      %312 = stablehlo.multiply %iterArg_105, %310 : tensor<3xf32>
      %313 = stablehlo.subtract %311, %312 : tensor<3xf32>
      %314 = stablehlo.multiply %iterArg_104, %308 : tensor<3xf32>
      %315 = stablehlo.multiply %iterArg_106, %310 : tensor<3xf32>
      %316 = stablehlo.subtract %314, %315 : tensor<3xf32>
      %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %318 = stablehlo.compare NE, %316, %317, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %319 = stablehlo.divide %313, %316 : tensor<3xf32>
      %320 = stablehlo.subtract %iterArg_98, %319 : tensor<3xf32>
      %321 = stablehlo.divide %320, %319 : tensor<3xf32>
      %322 = stablehlo.abs %321 : tensor<3xf32>
      %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %323 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %324 = stablehlo.select %318, %322, %323 : tensor<3xi1>, tensor<3xf32>
      %325 = stablehlo.select %318, %319, %iterArg_98 : tensor<3xi1>, tensor<3xf32>
      %326 = stablehlo.multiply %iterArg_109, %308 : tensor<3xf32>
      %327 = stablehlo.subtract %326, %iterArg_103 : tensor<3xf32>
      %328 = stablehlo.multiply %iterArg_107, %310 : tensor<3xf32>
      %329 = stablehlo.subtract %327, %328 : tensor<3xf32>
      %330 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %331 = stablehlo.multiply %iterArg_105, %330 : tensor<3xf32>
      %332 = stablehlo.add %329, %331 : tensor<3xf32>
      %333 = stablehlo.multiply %iterArg_110, %308 : tensor<3xf32>
      %334 = stablehlo.subtract %333, %iterArg_104 : tensor<3xf32>
      %335 = stablehlo.multiply %iterArg_108, %310 : tensor<3xf32>
      %336 = stablehlo.subtract %334, %335 : tensor<3xf32>
      %337 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %338 = stablehlo.multiply %iterArg_106, %337 : tensor<3xf32>
      %339 = stablehlo.add %336, %338 : tensor<3xf32>
      %340 = stablehlo.multiply %325, %339 : tensor<3xf32>
      %341 = stablehlo.subtract %332, %340 : tensor<3xf32>
      %342 = stablehlo.divide %341, %316 : tensor<3xf32>
      %343 = stablehlo.select %318, %342, %iterArg_111 : tensor<3xi1>, tensor<3xf32>
      %344 = stablehlo.subtract %343, %iterArg_111 : tensor<3xf32>
      %345 = stablehlo.abs %344 : tensor<3xf32>
      %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %346 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %347 = stablehlo.select %318, %345, %346 : tensor<3xi1>, tensor<3xf32>
      %348 = stablehlo.abs %313 : tensor<3xf32>
      %cst_118 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %349 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<f32>
      %350 = stablehlo.divide %349, %cst_118 : tensor<f32>
      %351 = stablehlo.broadcast_in_dim %350, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %352 = stablehlo.compare GT, %348, %351, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_120 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %353 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %354 = stablehlo.multiply %iterArg_103, %353 : tensor<3xf32>
      %355 = stablehlo.select %352, %354, %iterArg_103 : tensor<3xi1>, tensor<3xf32>
      %cst_121 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %356 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %357 = stablehlo.multiply %313, %356 : tensor<3xf32>
      %358 = stablehlo.select %352, %357, %313 : tensor<3xi1>, tensor<3xf32>
      %cst_122 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %359 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %360 = stablehlo.multiply %iterArg_104, %359 : tensor<3xf32>
      %361 = stablehlo.select %352, %360, %iterArg_104 : tensor<3xi1>, tensor<3xf32>
      %cst_123 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %362 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %363 = stablehlo.multiply %316, %362 : tensor<3xf32>
      %364 = stablehlo.select %352, %363, %316 : tensor<3xi1>, tensor<3xf32>
      %cst_124 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %365 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %366 = stablehlo.multiply %iterArg_109, %365 : tensor<3xf32>
      %367 = stablehlo.select %352, %366, %iterArg_109 : tensor<3xi1>, tensor<3xf32>
      %cst_125 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %368 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %369 = stablehlo.multiply %iterArg_110, %368 : tensor<3xf32>
      %370 = stablehlo.select %352, %369, %iterArg_110 : tensor<3xi1>, tensor<3xf32>
      %cst_126 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %372 = stablehlo.multiply %332, %371 : tensor<3xf32>
      %373 = stablehlo.select %352, %372, %332 : tensor<3xi1>, tensor<3xf32>
      %cst_127 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %374 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %375 = stablehlo.multiply %339, %374 : tensor<3xf32>
      %376 = stablehlo.select %352, %375, %339 : tensor<3xi1>, tensor<3xf32>
      %cst_128 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %377 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %378 = stablehlo.compare GT, %324, %377, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %379 = stablehlo.and %iterArg, %378 : tensor<3xi1>
      %380 = stablehlo.select %iterArg, %325, %iterArg_98 : tensor<3xi1>, tensor<3xf32>
      %381 = stablehlo.select %iterArg, %324, %iterArg_99 : tensor<3xi1>, tensor<3xf32>
      %382 = stablehlo.select %iterArg, %306, %iterArg_100 : tensor<3xi1>, tensor<3xf32>
      %383 = stablehlo.select %iterArg, %308, %iterArg_101 : tensor<3xi1>, tensor<3xf32>
      %384 = stablehlo.select %iterArg, %358, %iterArg_103 : tensor<3xi1>, tensor<3xf32>
      %385 = stablehlo.select %iterArg, %364, %iterArg_104 : tensor<3xi1>, tensor<3xf32>
      %386 = stablehlo.select %iterArg, %355, %iterArg_105 : tensor<3xi1>, tensor<3xf32>
      %387 = stablehlo.select %iterArg, %361, %iterArg_106 : tensor<3xi1>, tensor<3xf32>
      %388 = stablehlo.select %iterArg, %367, %iterArg_107 : tensor<3xi1>, tensor<3xf32>
      %389 = stablehlo.select %iterArg, %370, %iterArg_108 : tensor<3xi1>, tensor<3xf32>
      %390 = stablehlo.select %iterArg, %373, %iterArg_109 : tensor<3xi1>, tensor<3xf32>
      %391 = stablehlo.select %iterArg, %376, %iterArg_110 : tensor<3xi1>, tensor<3xf32>
      %392 = stablehlo.select %iterArg, %343, %iterArg_111 : tensor<3xi1>, tensor<3xf32>
      stablehlo.return %379, %380, %381, %382, %383, %304, %384, %385, %386, %387, %388, %389, %390, %391, %392 : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    }
    %226 = stablehlo.multiply %225#1, %200 : tensor<3xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %228 = stablehlo.subtract %227, %226 : tensor<3xf32>
    %229 = stablehlo.not %190 : tensor<3xi1>
    %230 = stablehlo.and %205, %229 : tensor<3xi1>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %235:7 = stablehlo.while(%iterArg = %230, %iterArg_98 = %arg3, %iterArg_99 = %231, %iterArg_100 = %232, %iterArg_101 = %165, %iterArg_102 = %233, %iterArg_103 = %234) : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %304 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %304 : tensor<i1>
    } do {
      %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %304 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %305 = stablehlo.add %iterArg_98, %304 : tensor<3xf32>
      %306 = stablehlo.divide %iterArg_101, %305 : tensor<3xf32>
      %307 = stablehlo.multiply %iterArg_102, %306 : tensor<3xf32>
      %308 = stablehlo.multiply %iterArg_99, %iterArg_101 : tensor<3xf32>
      %309 = stablehlo.multiply %305, %305 : tensor<3xf32>
      %310 = stablehlo.divide %308, %309 : tensor<3xf32>
      %311 = stablehlo.subtract %307, %310 : tensor<3xf32>
      %312 = stablehlo.add %iterArg_103, %311 : tensor<3xf32>
      %313 = stablehlo.divide %iterArg_101, %305 : tensor<3xf32>
      %314 = stablehlo.multiply %iterArg_99, %313 : tensor<3xf32>
      %315 = stablehlo.add %iterArg_100, %314 : tensor<3xf32>
      %316 = stablehlo.divide %314, %315 : tensor<3xf32>
      %cst_105 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %318 = stablehlo.compare GT, %316, %317, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %319 = stablehlo.and %iterArg, %318 : tensor<3xi1>
      %320 = stablehlo.select %iterArg, %305, %iterArg_98 : tensor<3xi1>, tensor<3xf32>
      %321 = stablehlo.select %iterArg, %314, %iterArg_99 : tensor<3xi1>, tensor<3xf32>
      %322 = stablehlo.select %iterArg, %315, %iterArg_100 : tensor<3xi1>, tensor<3xf32>
      %323 = stablehlo.select %iterArg, %iterArg_101, %iterArg_101 : tensor<3xi1>, tensor<3xf32>
      %324 = stablehlo.select %iterArg, %311, %iterArg_102 : tensor<3xi1>, tensor<3xf32>
      %325 = stablehlo.select %iterArg, %312, %iterArg_103 : tensor<3xi1>, tensor<3xf32>
      stablehlo.return %319, %320, %321, %322, %323, %324, %325 : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    }
    %236 = stablehlo.multiply %235#3, %200 : tensor<3xf32>
    %237 = stablehlo.divide %236, %arg3 : tensor<3xf32>
    %238 = stablehlo.select %190, %228, %237 : tensor<3xi1>, tensor<3xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %240 = stablehlo.select %172, %239, %238 : tensor<3xi1>, tensor<3xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %242 = stablehlo.select %176, %241, %240 : tensor<3xi1>, tensor<3xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %244 = stablehlo.select %170, %243, %242 : tensor<3xi1>, tensor<3xf32>
    %cst_75 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %246 = stablehlo.select %186, %245, %244 : tensor<3xi1>, tensor<3xf32>
    %247 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %248 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %249 = stablehlo.or %247, %248 : tensor<i1>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.compare EQ, %arg2, %cst_76, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.compare LT, %arg2, %cst_77, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.compare LE, %arg2, %cst_78, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %253 = stablehlo.or %251, %252 : tensor<i1>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %254 = stablehlo.compare GT, %arg2, %cst_79, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %255 = stablehlo.compare GT, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %256 = stablehlo.and %254, %255 : tensor<i1>
    %257 = stablehlo.log %arg2 : tensor<f32>
    %258 = stablehlo.multiply %arg2, %257 : tensor<f32>
    %259 = stablehlo.subtract %258, %arg2 : tensor<f32>
    %260 = call @lgamma_impl_17(%arg2) : (tensor<f32>) -> tensor<f32>
    %261 = stablehlo.subtract %259, %260 : tensor<f32>
    %cst_80 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %262 = stablehlo.log %cst_80 : tensor<f32>
    %263 = stablehlo.negate %262 : tensor<f32>
    %264 = stablehlo.compare LT, %261, %263, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %265 = stablehlo.exponential %261 : tensor<f32>
    %266 = stablehlo.or %250, %253 : tensor<i1>
    %267 = stablehlo.or %266, %264 : tensor<i1>
    %268 = stablehlo.or %267, %249 : tensor<i1>
    %269 = stablehlo.not %268 : tensor<i1>
    %270 = stablehlo.and %269, %256 : tensor<i1>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %271 = stablehlo.subtract %cst_81, %arg2 : tensor<f32>
    %272 = stablehlo.add %arg2, %271 : tensor<f32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %273 = stablehlo.add %272, %cst_82 : tensor<f32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %274 = stablehlo.add %arg2, %cst_83 : tensor<f32>
    %275 = stablehlo.multiply %273, %arg2 : tensor<f32>
    %276 = stablehlo.divide %274, %275 : tensor<f32>
    %277 = stablehlo.negate %arg2 : tensor<f32>
    %278 = stablehlo.multiply %276, %277 : tensor<f32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.subtract %cst_84, %278 : tensor<f32>
    %280 = stablehlo.divide %279, %275 : tensor<f32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281:15 = stablehlo.while(%iterArg = %270, %iterArg_98 = %276, %iterArg_99 = %cst_85, %iterArg_100 = %271, %iterArg_101 = %273, %iterArg_102 = %cst_86, %iterArg_103 = %274, %iterArg_104 = %275, %iterArg_105 = %cst_87, %iterArg_106 = %arg2, %iterArg_107 = %cst_88, %iterArg_108 = %cst_89, %iterArg_109 = %cst_90, %iterArg_110 = %277, %iterArg_111 = %280) : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    cond {
      %cst_112 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %304 = stablehlo.compare LT, %iterArg_102, %cst_112, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %305 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %306 = stablehlo.and %304, %305 : tensor<i1>
      stablehlo.return %306 : tensor<i1>
    } do {
      %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %304 = stablehlo.add %iterArg_102, %cst_112 : tensor<f32>
      %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %305 = stablehlo.add %iterArg_100, %cst_113 : tensor<f32>
      %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %306 = stablehlo.add %iterArg_101, %cst_114 : tensor<f32>
      %307 = stablehlo.multiply %305, %304 : tensor<f32>
      %308 = stablehlo.multiply %iterArg_103, %306 : tensor<f32>
      %309 = stablehlo.multiply %iterArg_105, %307 : tensor<f32>
      %310 = stablehlo.subtract %308, %309 : tensor<f32>
      %311 = stablehlo.multiply %iterArg_104, %306 : tensor<f32>
      %312 = stablehlo.multiply %iterArg_106, %307 : tensor<f32>
      %313 = stablehlo.subtract %311, %312 : tensor<f32>
      %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %314 = stablehlo.compare NE, %313, %cst_115, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %315 = stablehlo.divide %310, %313 : tensor<f32>
      %316 = stablehlo.subtract %iterArg_98, %315 : tensor<f32>
      %317 = stablehlo.divide %316, %315 : tensor<f32>
      %318 = stablehlo.abs %317 : tensor<f32>
      %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %319 = stablehlo.select %314, %318, %cst_116 : tensor<i1>, tensor<f32>
      %320 = stablehlo.select %314, %315, %iterArg_98 : tensor<i1>, tensor<f32>
      %321 = stablehlo.multiply %iterArg_109, %306 : tensor<f32>
      %322 = stablehlo.subtract %321, %iterArg_103 : tensor<f32>
      %323 = stablehlo.multiply %iterArg_107, %307 : tensor<f32>
      %324 = stablehlo.subtract %322, %323 : tensor<f32>
      %325 = stablehlo.multiply %iterArg_105, %304 : tensor<f32>
      %326 = stablehlo.add %324, %325 : tensor<f32>
      %327 = stablehlo.multiply %iterArg_110, %306 : tensor<f32>
      %328 = stablehlo.subtract %327, %iterArg_104 : tensor<f32>
      %329 = stablehlo.multiply %iterArg_108, %307 : tensor<f32>
      %330 = stablehlo.subtract %328, %329 : tensor<f32>
      %331 = stablehlo.multiply %iterArg_106, %304 : tensor<f32>
      %332 = stablehlo.add %330, %331 : tensor<f32>
      %333 = stablehlo.multiply %320, %332 : tensor<f32>
      %334 = stablehlo.subtract %326, %333 : tensor<f32>
      %335 = stablehlo.divide %334, %313 : tensor<f32>
      %336 = stablehlo.select %314, %335, %iterArg_111 : tensor<i1>, tensor<f32>
      %337 = stablehlo.subtract %336, %iterArg_111 : tensor<f32>
      %338 = stablehlo.abs %337 : tensor<f32>
      %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %339 = stablehlo.select %314, %338, %cst_117 : tensor<i1>, tensor<f32>
      %340 = stablehlo.abs %310 : tensor<f32>
      %cst_118 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %341 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<f32>
      %342 = stablehlo.divide %341, %cst_118 : tensor<f32>
      %343 = stablehlo.compare GT, %340, %342, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_120 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %344 = stablehlo.multiply %iterArg_103, %cst_120 : tensor<f32>
      %345 = stablehlo.select %343, %344, %iterArg_103 : tensor<i1>, tensor<f32>
      %cst_121 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %346 = stablehlo.multiply %310, %cst_121 : tensor<f32>
      %347 = stablehlo.select %343, %346, %310 : tensor<i1>, tensor<f32>
      %cst_122 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %348 = stablehlo.multiply %iterArg_104, %cst_122 : tensor<f32>
      %349 = stablehlo.select %343, %348, %iterArg_104 : tensor<i1>, tensor<f32>
      %cst_123 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %350 = stablehlo.multiply %313, %cst_123 : tensor<f32>
      %351 = stablehlo.select %343, %350, %313 : tensor<i1>, tensor<f32>
      %cst_124 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %352 = stablehlo.multiply %iterArg_109, %cst_124 : tensor<f32>
      %353 = stablehlo.select %343, %352, %iterArg_109 : tensor<i1>, tensor<f32>
      %cst_125 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %354 = stablehlo.multiply %iterArg_110, %cst_125 : tensor<f32>
      %355 = stablehlo.select %343, %354, %iterArg_110 : tensor<i1>, tensor<f32>
      %cst_126 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %356 = stablehlo.multiply %326, %cst_126 : tensor<f32>
      %357 = stablehlo.select %343, %356, %326 : tensor<i1>, tensor<f32>
      %cst_127 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %358 = stablehlo.multiply %332, %cst_127 : tensor<f32>
      %359 = stablehlo.select %343, %358, %332 : tensor<i1>, tensor<f32>
      %cst_128 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %360 = stablehlo.compare GT, %339, %cst_128, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %361 = stablehlo.and %iterArg, %360 : tensor<i1>
      %362 = stablehlo.select %iterArg, %320, %iterArg_98 : tensor<i1>, tensor<f32>
      %363 = stablehlo.select %iterArg, %319, %iterArg_99 : tensor<i1>, tensor<f32>
      %364 = stablehlo.select %iterArg, %305, %iterArg_100 : tensor<i1>, tensor<f32>
      %365 = stablehlo.select %iterArg, %306, %iterArg_101 : tensor<i1>, tensor<f32>
      %366 = stablehlo.select %iterArg, %347, %iterArg_103 : tensor<i1>, tensor<f32>
      %367 = stablehlo.select %iterArg, %351, %iterArg_104 : tensor<i1>, tensor<f32>
      %368 = stablehlo.select %iterArg, %345, %iterArg_105 : tensor<i1>, tensor<f32>
      %369 = stablehlo.select %iterArg, %349, %iterArg_106 : tensor<i1>, tensor<f32>
      %370 = stablehlo.select %iterArg, %353, %iterArg_107 : tensor<i1>, tensor<f32>
      %371 = stablehlo.select %iterArg, %355, %iterArg_108 : tensor<i1>, tensor<f32>
      %372 = stablehlo.select %iterArg, %357, %iterArg_109 : tensor<i1>, tensor<f32>
      %373 = stablehlo.select %iterArg, %359, %iterArg_110 : tensor<i1>, tensor<f32>
      %374 = stablehlo.select %iterArg, %336, %iterArg_111 : tensor<i1>, tensor<f32>
      stablehlo.return %361, %362, %363, %364, %365, %304, %366, %367, %368, %369, %370, %371, %372, %373, %374 : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    }
    %282 = stablehlo.log %arg2 : tensor<f32>
    %283 = chlo.digamma %arg2 : tensor<f32> -> tensor<f32>
    %284 = stablehlo.subtract %282, %283 : tensor<f32>
    %285 = stablehlo.multiply %281#1, %284 : tensor<f32>
    %286 = stablehlo.add %285, %281#14 : tensor<f32>
    %287 = stablehlo.multiply %265, %286 : tensor<f32>
    %288 = stablehlo.negate %287 : tensor<f32>
    %289 = stablehlo.not %256 : tensor<i1>
    %290 = stablehlo.and %269, %289 : tensor<i1>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291:7 = stablehlo.while(%iterArg = %290, %iterArg_98 = %arg2, %iterArg_99 = %cst_91, %iterArg_100 = %cst_92, %iterArg_101 = %arg2, %iterArg_102 = %cst_93, %iterArg_103 = %cst_94) : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %304 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %304 : tensor<i1>
    } do {
      %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %304 = stablehlo.add %iterArg_98, %cst_104 : tensor<f32>
      %305 = stablehlo.divide %iterArg_101, %304 : tensor<f32>
      %306 = stablehlo.multiply %iterArg_102, %305 : tensor<f32>
      %307 = stablehlo.multiply %iterArg_99, %iterArg_101 : tensor<f32>
      %308 = stablehlo.multiply %304, %304 : tensor<f32>
      %309 = stablehlo.divide %307, %308 : tensor<f32>
      %310 = stablehlo.subtract %306, %309 : tensor<f32>
      %311 = stablehlo.add %iterArg_103, %310 : tensor<f32>
      %312 = stablehlo.divide %iterArg_101, %304 : tensor<f32>
      %313 = stablehlo.multiply %iterArg_99, %312 : tensor<f32>
      %314 = stablehlo.add %iterArg_100, %313 : tensor<f32>
      %315 = stablehlo.divide %310, %311 : tensor<f32>
      %316 = stablehlo.abs %315 : tensor<f32>
      %cst_105 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %317 = stablehlo.compare GT, %316, %cst_105, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %318 = stablehlo.and %iterArg, %317 : tensor<i1>
      %319 = stablehlo.select %iterArg, %304, %iterArg_98 : tensor<i1>, tensor<f32>
      %320 = stablehlo.select %iterArg, %313, %iterArg_99 : tensor<i1>, tensor<f32>
      %321 = stablehlo.select %iterArg, %314, %iterArg_100 : tensor<i1>, tensor<f32>
      %322 = stablehlo.select %iterArg, %iterArg_101, %iterArg_101 : tensor<i1>, tensor<f32>
      %323 = stablehlo.select %iterArg, %310, %iterArg_102 : tensor<i1>, tensor<f32>
      %324 = stablehlo.select %iterArg, %311, %iterArg_103 : tensor<i1>, tensor<f32>
      stablehlo.return %318, %319, %320, %321, %322, %323, %324 : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    }
    %292 = stablehlo.log %arg2 : tensor<f32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %293 = stablehlo.add %arg2, %cst_95 : tensor<f32>
    %294 = chlo.digamma %293 : tensor<f32> -> tensor<f32>
    %295 = stablehlo.subtract %292, %294 : tensor<f32>
    %296 = stablehlo.multiply %291#3, %295 : tensor<f32>
    %297 = stablehlo.add %296, %291#6 : tensor<f32>
    %298 = stablehlo.multiply %265, %297 : tensor<f32>
    %299 = stablehlo.divide %298, %arg2 : tensor<f32>
    %300 = stablehlo.select %256, %288, %299 : tensor<i1>, tensor<f32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.select %250, %cst_96, %300 : tensor<i1>, tensor<f32>
    %302 = stablehlo.or %253, %249 : tensor<i1>
    %cst_97 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %303 = stablehlo.select %302, %cst_97, %301 : tensor<i1>, tensor<f32>
    return %83, %164, %246, %303 : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>
  }
  func.func private @lgamma_impl(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.and %0, %1 : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %6 = stablehlo.compare GT, %2, %5, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_2 = stablehlo.constant dense<8388608> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %8 = stablehlo.compare LT, %2, %7, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %9 = stablehlo.and %6, %8 : tensor<2x3xi1>
    %10 = stablehlo.count_leading_zeros %2 : tensor<2x3xi32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %12 = stablehlo.subtract %10, %11 : tensor<2x3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %14 = stablehlo.select %9, %12, %13 : tensor<2x3xi1>, tensor<2x3xi32>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %16 = stablehlo.and %0, %15 : tensor<2x3xi32>
    %17 = stablehlo.shift_left %2, %14 : tensor<2x3xi32>
    %18 = stablehlo.or %16, %17 : tensor<2x3xi32>
    %19 = stablehlo.select %9, %18, %0 : tensor<2x3xi1>, tensor<2x3xi32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %24 = stablehlo.select %4, %23, %20 : tensor<2x3xi1>, tensor<2x3xf32>
    %25 = stablehlo.not %22 : tensor<2x3xi1>
    %cst_7 = stablehlo.constant dense<0xCB000000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %28 = stablehlo.and %25, %27 : tensor<2x3xi1>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %30 = stablehlo.select %28, %24, %29 : tensor<2x3xi1>, tensor<2x3xf32>
    %31 = stablehlo.round_nearest_even %30 : tensor<2x3xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<2x3xf32>
    %33 = stablehlo.abs %32 : tensor<2x3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %35 = stablehlo.subtract %34, %31 : tensor<2x3xf32>
    %36 = stablehlo.subtract %35, %32 : tensor<2x3xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %38 = stablehlo.subtract %37, %31 : tensor<2x3xf32>
    %39 = stablehlo.subtract %38, %36 : tensor<2x3xf32>
    %40 = stablehlo.subtract %39, %32 : tensor<2x3xf32>
    %41 = stablehlo.select %22, %24, %36 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_11 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %43 = stablehlo.minimum %41, %42 : tensor<2x3xf32>
    %44:2 = call @_log_f32(%33, %14) : (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
    %45:3 = call @_lgamma_pos_small(%43) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>)
    %46:3 = call @_lgamma_pos_large(%43) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %48 = stablehlo.compare LE, %43, %47, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %49 = stablehlo.add %46#0, %46#1 : tensor<2x3xf32>
    %50 = stablehlo.select %48, %45#0, %49 : tensor<2x3xi1>, tensor<2x3xf32>
    %51 = stablehlo.select %48, %45#1, %46#0 : tensor<2x3xi1>, tensor<2x3xf32>
    %52 = stablehlo.select %48, %45#2, %46#1 : tensor<2x3xi1>, tensor<2x3xf32>
    %53 = stablehlo.add %52, %44#1 : tensor<2x3xf32>
    %54 = stablehlo.multiply %46#2, %40 : tensor<2x3xf32>
    %55 = call @_lgamma_neg_reflection(%32, %44#0, %51, %53, %54) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %56:2 = call @_lgamma_neg_root(%30, %31) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2x3xi1>, tensor<2x3xf32>)
    %57 = stablehlo.select %56#0, %56#1, %55 : tensor<2x3xi1>, tensor<2x3xf32>
    %58 = stablehlo.select %22, %50, %57 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %60 = stablehlo.compare EQ, %58, %59, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %62 = stablehlo.select %60, %61, %58 : tensor<2x3xi1>, tensor<2x3xf32>
    %63 = stablehlo.not %22 : tensor<2x3xi1>
    %64 = stablehlo.floor %24 : tensor<2x3xf32>
    %65 = stablehlo.compare EQ, %24, %64, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %66 = stablehlo.and %63, %65 : tensor<2x3xi1>
    %67 = stablehlo.or %4, %66 : tensor<2x3xi1>
    %cst_15 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %69 = stablehlo.compare GT, %arg0, %68, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %70 = stablehlo.or %67, %69 : tensor<2x3xi1>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %72 = stablehlo.select %70, %71, %62 : tensor<2x3xi1>, tensor<2x3xf32>
    %73 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x3xi1>, tensor<2x3xf32>
    return %75 : tensor<2x3xf32>
  }
  func.func private @_log_f32(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<2x3xi32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<2x3xi32>
    %6 = stablehlo.convert %5 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %8 = stablehlo.shift_left %4, %7 : tensor<2x3xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<2x3xi32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<2x3xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<2x3xf32>
    %16 = stablehlo.subtract %12, %15 : tensor<2x3xf32>
    %17 = stablehlo.multiply %13, %12 : tensor<2x3xf32>
    %cst_3 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.249999896> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.199999928> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-0.166680068> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.1428743> : tensor<f32>
    %cst_8 = stablehlo.constant dense<-0.124513313> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.110219181> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-0.106258489> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.106187068> : tensor<f32>
    %cst_12 = stablehlo.constant dense<-0.0635454952> : tensor<f32>
    %18 = call @_horner(%12, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2x3xf32>
    %20 = stablehlo.add %16, %19 : tensor<2x3xf32>
    %cst_13 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %22 = stablehlo.multiply %6, %21 : tensor<2x3xf32>
    %cst_14 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %24 = stablehlo.multiply %6, %23 : tensor<2x3xf32>
    %25 = stablehlo.add %20, %24 : tensor<2x3xf32>
    %26 = stablehlo.add %22, %25 : tensor<2x3xf32>
    %27 = stablehlo.subtract %22, %26 : tensor<2x3xf32>
    %28 = stablehlo.add %27, %25 : tensor<2x3xf32>
    return %26, %28 : tensor<2x3xf32>, tensor<2x3xf32>
  }
  func.func private @_horner(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.convert %arg10 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<2x3xf32>
    %3 = stablehlo.convert %arg9 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.add %2, %4 : tensor<2x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x3xf32>
    %7 = stablehlo.convert %arg8 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<2x3xf32>
    %11 = stablehlo.convert %arg7 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %13 = stablehlo.add %10, %12 : tensor<2x3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<2x3xf32>
    %15 = stablehlo.convert %arg6 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<2x3xf32>
    %19 = stablehlo.convert %arg5 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x3xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<2x3xf32>
    %23 = stablehlo.convert %arg4 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x3xf32>
    %26 = stablehlo.multiply %25, %arg0 : tensor<2x3xf32>
    %27 = stablehlo.convert %arg3 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x3xf32>
    %30 = stablehlo.multiply %29, %arg0 : tensor<2x3xf32>
    %31 = stablehlo.convert %arg2 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x3xf32>
    %34 = stablehlo.multiply %33, %arg0 : tensor<2x3xf32>
    %35 = stablehlo.convert %arg1 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x3xf32>
    return %37 : tensor<2x3xf32>
  }
  func.func private @_lgamma_pos_small(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %8 = stablehlo.select %1, %6, %7 : tensor<2x3xi1>, tensor<2x3xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<2x3xf32>
    %cst_4 = stablehlo.constant dense<0.362068325> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_5 = stablehlo.constant dense<0.577215672> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %12 = stablehlo.select %1, %10, %11 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_6 = stablehlo.constant dense<-0.0657293424> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_7 = stablehlo.constant dense<-0.245251313> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %15 = stablehlo.select %1, %13, %14 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_8 = stablehlo.constant dense<0.0160308518> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_9 = stablehlo.constant dense<0.155433342> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %18 = stablehlo.select %1, %16, %17 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_10 = stablehlo.constant dense<-0.00441958429> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_11 = stablehlo.constant dense<-0.115152992> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %21 = stablehlo.select %1, %19, %20 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_12 = stablehlo.constant dense<0.00130368094> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_13 = stablehlo.constant dense<0.0922760441> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %24 = stablehlo.select %1, %22, %23 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_14 = stablehlo.constant dense<-4.00087971E-4> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_15 = stablehlo.constant dense<-0.0771135687> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %27 = stablehlo.select %1, %25, %26 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_16 = stablehlo.constant dense<1.24877915E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_17 = stablehlo.constant dense<0.0660817325> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %30 = stablehlo.select %1, %28, %29 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_18 = stablehlo.constant dense<-4.18991549E-5> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_19 = stablehlo.constant dense<-0.061489731> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %33 = stablehlo.select %1, %31, %32 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_20 = stablehlo.constant dense<1.5541731E-5> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_21 = stablehlo.constant dense<0.0583322793> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %36 = stablehlo.select %1, %34, %35 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_22 = stablehlo.constant dense<-3.44545674E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_23 = stablehlo.constant dense<-3.065680e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %39 = stablehlo.select %1, %37, %38 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_24 = stablehlo.constant dense<2.14668859E-7> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_25 = stablehlo.constant dense<0.0167537015> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %42 = stablehlo.select %1, %40, %41 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_26 = stablehlo.constant dense<-9.51253639E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_27 = stablehlo.constant dense<-0.0866426677> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %45 = stablehlo.select %1, %43, %44 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_28 = stablehlo.constant dense<5.093690e-07> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_29 = stablehlo.constant dense<0.0945988297> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %48 = stablehlo.select %1, %46, %47 : tensor<2x3xi1>, tensor<2x3xf32>
    %49 = call @_horner_0(%9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %50 = stablehlo.bitcast_convert %3 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %52 = stablehlo.and %50, %51 : tensor<2x3xi32>
    %53 = stablehlo.bitcast_convert %52 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %54 = stablehlo.subtract %3, %53 : tensor<2x3xf32>
    %55 = stablehlo.bitcast_convert %5 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %c_30 = stablehlo.constant dense<-4096> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %57 = stablehlo.and %55, %56 : tensor<2x3xi32>
    %58 = stablehlo.bitcast_convert %57 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %59 = stablehlo.subtract %5, %58 : tensor<2x3xf32>
    %60 = stablehlo.multiply %53, %58 : tensor<2x3xf32>
    %61 = stablehlo.multiply %54, %5 : tensor<2x3xf32>
    %62 = stablehlo.multiply %53, %59 : tensor<2x3xf32>
    %63 = stablehlo.add %61, %62 : tensor<2x3xf32>
    %64 = stablehlo.bitcast_convert %49 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %c_31 = stablehlo.constant dense<-4096> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %66 = stablehlo.and %64, %65 : tensor<2x3xi32>
    %67 = stablehlo.bitcast_convert %66 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %68 = stablehlo.subtract %49, %67 : tensor<2x3xf32>
    %69 = stablehlo.multiply %60, %67 : tensor<2x3xf32>
    %70 = stablehlo.multiply %63, %49 : tensor<2x3xf32>
    %71 = stablehlo.multiply %60, %68 : tensor<2x3xf32>
    %72 = stablehlo.add %70, %71 : tensor<2x3xf32>
    %73 = stablehlo.add %69, %72 : tensor<2x3xf32>
    return %73, %69, %72 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
  }
  func.func private @_horner_0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<2x3xf32>, %arg5: tensor<2x3xf32>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<2x3xf32>, %arg9: tensor<2x3xf32>, %arg10: tensor<2x3xf32>, %arg11: tensor<2x3xf32>, %arg12: tensor<2x3xf32>, %arg13: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.multiply %arg13, %arg0 : tensor<2x3xf32>
    %1 = stablehlo.add %0, %arg12 : tensor<2x3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<2x3xf32>
    %3 = stablehlo.add %2, %arg11 : tensor<2x3xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x3xf32>
    %5 = stablehlo.add %4, %arg10 : tensor<2x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x3xf32>
    %7 = stablehlo.add %6, %arg9 : tensor<2x3xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<2x3xf32>
    %9 = stablehlo.add %8, %arg8 : tensor<2x3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<2x3xf32>
    %11 = stablehlo.add %10, %arg7 : tensor<2x3xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<2x3xf32>
    %13 = stablehlo.add %12, %arg6 : tensor<2x3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<2x3xf32>
    %15 = stablehlo.add %14, %arg5 : tensor<2x3xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<2x3xf32>
    %17 = stablehlo.add %16, %arg4 : tensor<2x3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<2x3xf32>
    %19 = stablehlo.add %18, %arg3 : tensor<2x3xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<2x3xf32>
    %21 = stablehlo.add %20, %arg2 : tensor<2x3xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<2x3xf32>
    %23 = stablehlo.add %22, %arg1 : tensor<2x3xf32>
    return %23 : tensor<2x3xf32>
  }
  func.func private @_lgamma_pos_large(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
    %0:2 = call @_log_f32_1(%arg0) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
    %1 = stablehlo.bitcast_convert %0#0 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %3 = stablehlo.and %1, %2 : tensor<2x3xi32>
    %4 = stablehlo.bitcast_convert %3 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %5 = stablehlo.subtract %0#0, %4 : tensor<2x3xf32>
    %6 = stablehlo.add %5, %0#1 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<2x3xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<-4096> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %11 = stablehlo.and %9, %10 : tensor<2x3xi32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %13 = stablehlo.subtract %8, %12 : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %15 = stablehlo.subtract %4, %14 : tensor<2x3xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<2x3xf32>
    %17 = stablehlo.multiply %13, %15 : tensor<2x3xf32>
    %18 = stablehlo.multiply %8, %6 : tensor<2x3xf32>
    %19 = stablehlo.add %17, %18 : tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %21 = stablehlo.divide %20, %arg0 : tensor<2x3xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<2x3xf32>
    %cst_3 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %cst_5 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-5.95238118E-4> : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.41750822E-4> : tensor<f32>
    %23 = call @_horner_2(%22, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %cst_8 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %25 = stablehlo.add %19, %24 : tensor<2x3xf32>
    %26 = stablehlo.multiply %21, %23 : tensor<2x3xf32>
    %27 = stablehlo.add %25, %26 : tensor<2x3xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %29 = stablehlo.multiply %28, %21 : tensor<2x3xf32>
    %30 = stablehlo.subtract %0#0, %29 : tensor<2x3xf32>
    return %16, %27, %30 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
  }
  func.func private @_log_f32_1(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %6 = stablehlo.subtract %4, %5 : tensor<2x3xi32>
    %7 = stablehlo.convert %6 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %9 = stablehlo.shift_left %4, %8 : tensor<2x3xi32>
    %10 = stablehlo.subtract %0, %9 : tensor<2x3xi32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<2x3xi32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<2x3xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<2x3xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<2x3xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<2x3xf32>
    %18 = stablehlo.multiply %14, %13 : tensor<2x3xf32>
    %cst_4 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.249999896> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.199999928> : tensor<f32>
    %cst_7 = stablehlo.constant dense<-0.166680068> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.1428743> : tensor<f32>
    %cst_9 = stablehlo.constant dense<-0.124513313> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.110219181> : tensor<f32>
    %cst_11 = stablehlo.constant dense<-0.106258489> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.106187068> : tensor<f32>
    %cst_13 = stablehlo.constant dense<-0.0635454952> : tensor<f32>
    %19 = call @_horner(%13, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x3xf32>
    %21 = stablehlo.add %17, %20 : tensor<2x3xf32>
    %cst_14 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %23 = stablehlo.multiply %7, %22 : tensor<2x3xf32>
    %cst_15 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<2x3xf32>
    %26 = stablehlo.add %21, %25 : tensor<2x3xf32>
    %27 = stablehlo.add %23, %26 : tensor<2x3xf32>
    %28 = stablehlo.subtract %23, %27 : tensor<2x3xf32>
    %29 = stablehlo.add %28, %26 : tensor<2x3xf32>
    return %27, %29 : tensor<2x3xf32>, tensor<2x3xf32>
  }
  func.func private @_horner_2(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.convert %arg5 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<2x3xf32>
    %3 = stablehlo.convert %arg4 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.add %2, %4 : tensor<2x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x3xf32>
    %7 = stablehlo.convert %arg3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<2x3xf32>
    %11 = stablehlo.convert %arg2 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %13 = stablehlo.add %10, %12 : tensor<2x3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<2x3xf32>
    %15 = stablehlo.convert %arg1 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x3xf32>
    return %17 : tensor<2x3xf32>
  }
  func.func private @_lgamma_neg_reflection(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_3(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x3xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x3xf32>
    %4 = stablehlo.add %2, %arg4 : tensor<2x3xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x3xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x3xf32>
    %7 = stablehlo.negate %6 : tensor<2x3xf32>
    return %7 : tensor<2x3xf32>
  }
  func.func private @_horner_3(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.convert %arg7 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<2x3xf32>
    %3 = stablehlo.convert %arg6 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.add %2, %4 : tensor<2x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x3xf32>
    %7 = stablehlo.convert %arg5 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<2x3xf32>
    %11 = stablehlo.convert %arg4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %13 = stablehlo.add %10, %12 : tensor<2x3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<2x3xf32>
    %15 = stablehlo.convert %arg3 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<2x3xf32>
    %19 = stablehlo.convert %arg2 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x3xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<2x3xf32>
    %23 = stablehlo.convert %arg1 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x3xf32>
    return %25 : tensor<2x3xf32>
  }
  func.func private @_lgamma_neg_root(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xi1>, tensor<2x3xf32>) {
    %cst = stablehlo.constant dense<[-0.457024753, 1.000000e+00, -0.143580884, 0.252317339, -0.0393618383, 0.044705715, -0.00821816828, 0.00845535938, -0.00138529448, 0.00139251992, -1.98333408E-4, 1.98492111E-4, -2.48002707E-5, 2.48029046E-5, -2.75571483E-6, 2.75574894E-6]> : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<[1.48729189E-8, 0.000000e+00, -4.60860106E-9, 1.40906877E-8, -1.48918433E-9, 1.1097015E-10, -4.15751669E-11, 6.298560e-11, 2.98885222E-11, 2.71651451E-12, 4.27655497E-13, -1.57696133E-12, 1.16013495E-14, -4.11633103E-13, 8.02972834E-15, 8.43790437E-14]> : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<[2.550000e-01, -1.000000e+00, 3.400000e-01, 3.700000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01]> : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<[-1.38533652, 0.000000e+00, -2.234660e+00, -0.966047525, -2.10904527, -1.85305738, -2.02762246, -1.97070384, -2.00517678, -1.99477208, -2.00079918, -1.99919963, -2.0001061, -1.99989378, -2.0000124, -1.9999876]> : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<[2.67372108, 0.000000e+00, -0.104558013, 1.47233355, -0.0994995161, 0.15925236, -0.0272024628, 0.0297407601, -0.00516465073, 0.00524011673, -7.99042871E-4, 8.00676643E-4, -1.06171268E-4, 1.06197927E-4, -1.24548615E-5, 1.24457247E-5]> : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<[5.65496206, 0.000000e+00, -0.632970095, 1.32829309, -0.756576359, -0.495038867, -0.693450987, -0.636482954, -0.671820819, -0.661415874, -0.667466938, -0.665867149, -0.666774272, -0.666561901, -0.666680336, -0.66665554]> : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<[13.6487474, 0.000000e+00, 0.18435128, 2.66334176, -0.0802543088, 0.183989882, -0.0263557527, 0.0306188613, -0.00513932668, 0.00526309945, -7.983600e-04, 8.00992537E-4, -1.06074294E-4, 1.06123902E-4, -1.08104869E-5, 1.11924992E-5]> : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<[29.0560436, 0.000000e+00, -0.0475766957, 3.16822863, -0.470409244, -0.203508675, -0.425810963, -3.688310e-01, -4.050240e-01, -0.394625604, -0.400700718, -0.399102062, -0.400009692, -0.399797767, -3.999230e-01, -0.39989692]> : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<[64.692688, 0.000000e+00, 5.535060e-01, 4.82858515, -0.0605156571, 0.212788194, -0.0257291067, 0.0318717323, -0.00515836058, 0.00533373794, -8.04428709E-4, 8.080150e-04, -1.07942105E-4, 1.07877786E-4, -3.53875039E-5, 2.95385908E-5]> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<[144.274414, 0.000000e+00, 0.502989888, 6.22517824, -0.33854869, -0.0589724258, -0.313833177, -0.255872041, -0.293304026, -0.282735527, -0.28885287, -0.287227511, -0.288137108, -0.287917346, -0.287951857, -2.879430e-01]> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<[354.171173, 0.000000e+00, 0.874119758, 9.20790672, -0.0421104282, 0.194769889, -0.0219563879, 0.0279599521, -0.00452799257, 0.00470815646, -7.10393128E-4, 7.14876514E-4, -8.80396764E-5, 8.91314048E-5, 1.32301051E-4, -9.35434145E-5]> : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<[972.521484, 0.000000e+00, 0.829021215, 15.6274681, -0.230358541, -0.0118875364, -0.215895846, -0.168328941, -0.201411426, -0.192730859, -0.198401839, -0.19707121, -0.197927535, -0.197773159, -0.198337495, -0.198233053]> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<[2111.91357, 0.000000e+00, 2.96750498, 24.9583759, -0.012698682, 0.470867515, -0.0385501981, 0.056485422, -0.00820949394, 0.00869482476, -0.00128752366, 0.00129581429, -1.87857018E-4, 1.85009369E-4, -3.45863868E-4, 2.53180886E-4]> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<[2133.65771, 0.000000e+00, 3.87669849, 18.7148895, -0.289828926, 0.247943312, -0.340197712, -0.23934947, -0.304349959, -0.286053866, -0.295447946, -0.292626083, -0.293967903, -0.293548137, -0.292859882, -0.292959183]> : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<-2.600000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_14 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %4 = stablehlo.and %1, %3 : tensor<2x3xi1>
    %cst_15 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %6 = stablehlo.select %4, %5, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x3xf32>
    %8 = stablehlo.negate %6 : tensor<2x3xf32>
    %9 = stablehlo.convert %8 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_16 = stablehlo.constant dense<9> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %13 = stablehlo.compare LE, %9, %12, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %14 = stablehlo.and %11, %13 : tensor<2x3xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %16 = stablehlo.compare GT, %7, %15, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %19 = stablehlo.select %16, %17, %18 : tensor<2x3xi1>, tensor<2x3xi32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %21 = stablehlo.subtract %9, %20 : tensor<2x3xi32>
    %c_21 = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %23 = stablehlo.multiply %22, %21 : tensor<2x3xi32>
    %24 = stablehlo.add %23, %19 : tensor<2x3xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %26 = stablehlo.select %14, %24, %25 : tensor<2x3xi1>, tensor<2x3xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %28 = "stablehlo.gather"(%cst, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %29 = "stablehlo.gather"(%cst_0, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %30 = "stablehlo.gather"(%cst_1, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %31 = "stablehlo.gather"(%cst_2, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %32 = "stablehlo.gather"(%cst_3, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %33 = "stablehlo.gather"(%cst_4, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %34 = "stablehlo.gather"(%cst_5, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %35 = "stablehlo.gather"(%cst_6, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %36 = "stablehlo.gather"(%cst_7, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %37 = "stablehlo.gather"(%cst_8, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %38 = "stablehlo.gather"(%cst_9, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %39 = "stablehlo.gather"(%cst_10, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %40 = "stablehlo.gather"(%cst_11, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %41 = "stablehlo.gather"(%cst_12, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<2x3x1xi32>) -> tensor<2x3xf32>
    %42 = stablehlo.subtract %7, %28 : tensor<2x3xf32>
    %43 = stablehlo.add %7, %28 : tensor<2x3xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %45 = stablehlo.divide %44, %43 : tensor<2x3xf32>
    %46 = stablehlo.subtract %42, %29 : tensor<2x3xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<2x3xf32>
    %48 = stablehlo.multiply %47, %43 : tensor<2x3xf32>
    %49 = stablehlo.subtract %42, %48 : tensor<2x3xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %51 = stablehlo.add %50, %47 : tensor<2x3xf32>
    %52 = stablehlo.multiply %29, %51 : tensor<2x3xf32>
    %53 = stablehlo.subtract %49, %52 : tensor<2x3xf32>
    %54 = stablehlo.multiply %53, %45 : tensor<2x3xf32>
    %55 = stablehlo.add %47, %54 : tensor<2x3xf32>
    %56 = stablehlo.abs %55 : tensor<2x3xf32>
    %57 = stablehlo.compare LE, %56, %30, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %59 = stablehlo.select %57, %55, %58 : tensor<2x3xi1>, tensor<2x3xf32>
    %60 = call @_horner_4(%59, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<2x3xf32>
    return %57, %61 : tensor<2x3xi1>, tensor<2x3xf32>
  }
  func.func private @_horner_4(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<2x3xf32>, %arg5: tensor<2x3xf32>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<2x3xf32>, %arg9: tensor<2x3xf32>, %arg10: tensor<2x3xf32>, %arg11: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.multiply %arg11, %arg0 : tensor<2x3xf32>
    %1 = stablehlo.add %0, %arg10 : tensor<2x3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<2x3xf32>
    %3 = stablehlo.add %2, %arg9 : tensor<2x3xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x3xf32>
    %5 = stablehlo.add %4, %arg8 : tensor<2x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x3xf32>
    %7 = stablehlo.add %6, %arg7 : tensor<2x3xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<2x3xf32>
    %9 = stablehlo.add %8, %arg6 : tensor<2x3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<2x3xf32>
    %11 = stablehlo.add %10, %arg5 : tensor<2x3xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<2x3xf32>
    %13 = stablehlo.add %12, %arg4 : tensor<2x3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<2x3xf32>
    %15 = stablehlo.add %14, %arg3 : tensor<2x3xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<2x3xf32>
    %17 = stablehlo.add %16, %arg2 : tensor<2x3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<2x3xf32>
    %19 = stablehlo.add %18, %arg1 : tensor<2x3xf32>
    return %19 : tensor<2x3xf32>
  }
  func.func private @lgamma_impl_5(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.and %0, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare GT, %2, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<8388608> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %2, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %9 = stablehlo.and %6, %8 : tensor<3xi1>
    %10 = stablehlo.count_leading_zeros %2 : tensor<3xi32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %12 = stablehlo.subtract %10, %11 : tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.select %9, %12, %13 : tensor<3xi1>, tensor<3xi32>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %16 = stablehlo.and %0, %15 : tensor<3xi32>
    %17 = stablehlo.shift_left %2, %14 : tensor<3xi32>
    %18 = stablehlo.or %16, %17 : tensor<3xi32>
    %19 = stablehlo.select %9, %18, %0 : tensor<3xi1>, tensor<3xi32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<3xi32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %24 = stablehlo.select %4, %23, %20 : tensor<3xi1>, tensor<3xf32>
    %25 = stablehlo.not %22 : tensor<3xi1>
    %cst_7 = stablehlo.constant dense<0xCB000000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %28 = stablehlo.and %25, %27 : tensor<3xi1>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %30 = stablehlo.select %28, %24, %29 : tensor<3xi1>, tensor<3xf32>
    %31 = stablehlo.round_nearest_even %30 : tensor<3xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<3xf32>
    %33 = stablehlo.abs %32 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %35 = stablehlo.subtract %34, %31 : tensor<3xf32>
    %36 = stablehlo.subtract %35, %32 : tensor<3xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %38 = stablehlo.subtract %37, %31 : tensor<3xf32>
    %39 = stablehlo.subtract %38, %36 : tensor<3xf32>
    %40 = stablehlo.subtract %39, %32 : tensor<3xf32>
    %41 = stablehlo.select %22, %24, %36 : tensor<3xi1>, tensor<3xf32>
    %cst_11 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %43 = stablehlo.minimum %41, %42 : tensor<3xf32>
    %44:2 = call @_log_f32_6(%33, %14) : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xf32>)
    %45:3 = call @_lgamma_pos_small_8(%43) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    %46:3 = call @_lgamma_pos_large_10(%43) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %48 = stablehlo.compare LE, %43, %47, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %49 = stablehlo.add %46#0, %46#1 : tensor<3xf32>
    %50 = stablehlo.select %48, %45#0, %49 : tensor<3xi1>, tensor<3xf32>
    %51 = stablehlo.select %48, %45#1, %46#0 : tensor<3xi1>, tensor<3xf32>
    %52 = stablehlo.select %48, %45#2, %46#1 : tensor<3xi1>, tensor<3xf32>
    %53 = stablehlo.add %52, %44#1 : tensor<3xf32>
    %54 = stablehlo.multiply %46#2, %40 : tensor<3xf32>
    %55 = call @_lgamma_neg_reflection_13(%32, %44#0, %51, %53, %54) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %56:2 = call @_lgamma_neg_root_15(%30, %31) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xi1>, tensor<3xf32>)
    %57 = stablehlo.select %56#0, %56#1, %55 : tensor<3xi1>, tensor<3xf32>
    %58 = stablehlo.select %22, %50, %57 : tensor<3xi1>, tensor<3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %60 = stablehlo.compare EQ, %58, %59, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %62 = stablehlo.select %60, %61, %58 : tensor<3xi1>, tensor<3xf32>
    %63 = stablehlo.not %22 : tensor<3xi1>
    %64 = stablehlo.floor %24 : tensor<3xf32>
    %65 = stablehlo.compare EQ, %24, %64, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %66 = stablehlo.and %63, %65 : tensor<3xi1>
    %67 = stablehlo.or %4, %66 : tensor<3xi1>
    %cst_15 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %69 = stablehlo.compare GT, %arg0, %68, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %70 = stablehlo.or %67, %69 : tensor<3xi1>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %72 = stablehlo.select %70, %71, %62 : tensor<3xi1>, tensor<3xf32>
    %73 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %75 = stablehlo.select %73, %74, %72 : tensor<3xi1>, tensor<3xf32>
    return %75 : tensor<3xf32>
  }
  func.func private @_log_f32_6(%arg0: tensor<3xf32>, %arg1: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<3xi32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<3xi32>
    %6 = stablehlo.convert %5 : (tensor<3xi32>) -> tensor<3xf32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.shift_left %4, %7 : tensor<3xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<3xi32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<3xi32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<3xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<3xf32>
    %16 = stablehlo.subtract %12, %15 : tensor<3xf32>
    %17 = stablehlo.multiply %13, %12 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.249999896> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.199999928> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-0.166680068> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.1428743> : tensor<f32>
    %cst_8 = stablehlo.constant dense<-0.124513313> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.110219181> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-0.106258489> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.106187068> : tensor<f32>
    %cst_12 = stablehlo.constant dense<-0.0635454952> : tensor<f32>
    %18 = call @_horner_7(%12, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<3xf32>
    %20 = stablehlo.add %16, %19 : tensor<3xf32>
    %cst_13 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.multiply %6, %21 : tensor<3xf32>
    %cst_14 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %24 = stablehlo.multiply %6, %23 : tensor<3xf32>
    %25 = stablehlo.add %20, %24 : tensor<3xf32>
    %26 = stablehlo.add %22, %25 : tensor<3xf32>
    %27 = stablehlo.subtract %22, %26 : tensor<3xf32>
    %28 = stablehlo.add %27, %25 : tensor<3xf32>
    return %26, %28 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_horner_7(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg10 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.convert %arg9 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.add %2, %4 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3xf32>
    %7 = stablehlo.convert %arg8 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.add %6, %8 : tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3xf32>
    %11 = stablehlo.convert %arg7 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.add %10, %12 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<3xf32>
    %15 = stablehlo.convert %arg6 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.add %14, %16 : tensor<3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<3xf32>
    %19 = stablehlo.convert %arg5 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.add %18, %20 : tensor<3xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<3xf32>
    %23 = stablehlo.convert %arg4 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.add %22, %24 : tensor<3xf32>
    %26 = stablehlo.multiply %25, %arg0 : tensor<3xf32>
    %27 = stablehlo.convert %arg3 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.add %26, %28 : tensor<3xf32>
    %30 = stablehlo.multiply %29, %arg0 : tensor<3xf32>
    %31 = stablehlo.convert %arg2 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %33 = stablehlo.add %30, %32 : tensor<3xf32>
    %34 = stablehlo.multiply %33, %arg0 : tensor<3xf32>
    %35 = stablehlo.convert %arg1 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %37 = stablehlo.add %34, %36 : tensor<3xf32>
    return %37 : tensor<3xf32>
  }
  func.func private @_lgamma_pos_small_8(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.select %1, %6, %7 : tensor<3xi1>, tensor<3xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<3xf32>
    %cst_4 = stablehlo.constant dense<0.362068325> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_5 = stablehlo.constant dense<0.577215672> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.select %1, %10, %11 : tensor<3xi1>, tensor<3xf32>
    %cst_6 = stablehlo.constant dense<-0.0657293424> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_7 = stablehlo.constant dense<-0.245251313> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.select %1, %13, %14 : tensor<3xi1>, tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0.0160308518> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_9 = stablehlo.constant dense<0.155433342> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %18 = stablehlo.select %1, %16, %17 : tensor<3xi1>, tensor<3xf32>
    %cst_10 = stablehlo.constant dense<-0.00441958429> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_11 = stablehlo.constant dense<-0.115152992> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.select %1, %19, %20 : tensor<3xi1>, tensor<3xf32>
    %cst_12 = stablehlo.constant dense<0.00130368094> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_13 = stablehlo.constant dense<0.0922760441> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %24 = stablehlo.select %1, %22, %23 : tensor<3xi1>, tensor<3xf32>
    %cst_14 = stablehlo.constant dense<-4.00087971E-4> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_15 = stablehlo.constant dense<-0.0771135687> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %27 = stablehlo.select %1, %25, %26 : tensor<3xi1>, tensor<3xf32>
    %cst_16 = stablehlo.constant dense<1.24877915E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_17 = stablehlo.constant dense<0.0660817325> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %30 = stablehlo.select %1, %28, %29 : tensor<3xi1>, tensor<3xf32>
    %cst_18 = stablehlo.constant dense<-4.18991549E-5> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_19 = stablehlo.constant dense<-0.061489731> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %33 = stablehlo.select %1, %31, %32 : tensor<3xi1>, tensor<3xf32>
    %cst_20 = stablehlo.constant dense<1.5541731E-5> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_21 = stablehlo.constant dense<0.0583322793> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %36 = stablehlo.select %1, %34, %35 : tensor<3xi1>, tensor<3xf32>
    %cst_22 = stablehlo.constant dense<-3.44545674E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_23 = stablehlo.constant dense<-3.065680e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %39 = stablehlo.select %1, %37, %38 : tensor<3xi1>, tensor<3xf32>
    %cst_24 = stablehlo.constant dense<2.14668859E-7> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_25 = stablehlo.constant dense<0.0167537015> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %42 = stablehlo.select %1, %40, %41 : tensor<3xi1>, tensor<3xf32>
    %cst_26 = stablehlo.constant dense<-9.51253639E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_27 = stablehlo.constant dense<-0.0866426677> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %45 = stablehlo.select %1, %43, %44 : tensor<3xi1>, tensor<3xf32>
    %cst_28 = stablehlo.constant dense<5.093690e-07> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_29 = stablehlo.constant dense<0.0945988297> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %48 = stablehlo.select %1, %46, %47 : tensor<3xi1>, tensor<3xf32>
    %49 = call @_horner_9(%9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = stablehlo.bitcast_convert %3 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %52 = stablehlo.and %50, %51 : tensor<3xi32>
    %53 = stablehlo.bitcast_convert %52 : (tensor<3xi32>) -> tensor<3xf32>
    %54 = stablehlo.subtract %3, %53 : tensor<3xf32>
    %55 = stablehlo.bitcast_convert %5 : (tensor<3xf32>) -> tensor<3xi32>
    %c_30 = stablehlo.constant dense<-4096> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %57 = stablehlo.and %55, %56 : tensor<3xi32>
    %58 = stablehlo.bitcast_convert %57 : (tensor<3xi32>) -> tensor<3xf32>
    %59 = stablehlo.subtract %5, %58 : tensor<3xf32>
    %60 = stablehlo.multiply %53, %58 : tensor<3xf32>
    %61 = stablehlo.multiply %54, %5 : tensor<3xf32>
    %62 = stablehlo.multiply %53, %59 : tensor<3xf32>
    %63 = stablehlo.add %61, %62 : tensor<3xf32>
    %64 = stablehlo.bitcast_convert %49 : (tensor<3xf32>) -> tensor<3xi32>
    %c_31 = stablehlo.constant dense<-4096> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %66 = stablehlo.and %64, %65 : tensor<3xi32>
    %67 = stablehlo.bitcast_convert %66 : (tensor<3xi32>) -> tensor<3xf32>
    %68 = stablehlo.subtract %49, %67 : tensor<3xf32>
    %69 = stablehlo.multiply %60, %67 : tensor<3xf32>
    %70 = stablehlo.multiply %63, %49 : tensor<3xf32>
    %71 = stablehlo.multiply %60, %68 : tensor<3xf32>
    %72 = stablehlo.add %70, %71 : tensor<3xf32>
    %73 = stablehlo.add %69, %72 : tensor<3xf32>
    return %73, %69, %72 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_horner_9(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>, %arg7: tensor<3xf32>, %arg8: tensor<3xf32>, %arg9: tensor<3xf32>, %arg10: tensor<3xf32>, %arg11: tensor<3xf32>, %arg12: tensor<3xf32>, %arg13: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.multiply %arg13, %arg0 : tensor<3xf32>
    %1 = stablehlo.add %0, %arg12 : tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.add %2, %arg11 : tensor<3xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3xf32>
    %5 = stablehlo.add %4, %arg10 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3xf32>
    %7 = stablehlo.add %6, %arg9 : tensor<3xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<3xf32>
    %9 = stablehlo.add %8, %arg8 : tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3xf32>
    %11 = stablehlo.add %10, %arg7 : tensor<3xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<3xf32>
    %13 = stablehlo.add %12, %arg6 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<3xf32>
    %15 = stablehlo.add %14, %arg5 : tensor<3xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<3xf32>
    %17 = stablehlo.add %16, %arg4 : tensor<3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<3xf32>
    %19 = stablehlo.add %18, %arg3 : tensor<3xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<3xf32>
    %21 = stablehlo.add %20, %arg2 : tensor<3xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<3xf32>
    %23 = stablehlo.add %22, %arg1 : tensor<3xf32>
    return %23 : tensor<3xf32>
  }
  func.func private @_lgamma_pos_large_10(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0:2 = call @_log_f32_11(%arg0) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %1 = stablehlo.bitcast_convert %0#0 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.and %1, %2 : tensor<3xi32>
    %4 = stablehlo.bitcast_convert %3 : (tensor<3xi32>) -> tensor<3xf32>
    %5 = stablehlo.subtract %0#0, %4 : tensor<3xf32>
    %6 = stablehlo.add %5, %0#1 : tensor<3xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<3xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<3xf32>) -> tensor<3xi32>
    %c_0 = stablehlo.constant dense<-4096> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %11 = stablehlo.and %9, %10 : tensor<3xi32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<3xi32>) -> tensor<3xf32>
    %13 = stablehlo.subtract %8, %12 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.subtract %4, %14 : tensor<3xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<3xf32>
    %17 = stablehlo.multiply %13, %15 : tensor<3xf32>
    %18 = stablehlo.multiply %8, %6 : tensor<3xf32>
    %19 = stablehlo.add %17, %18 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.divide %20, %arg0 : tensor<3xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %cst_5 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-5.95238118E-4> : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.41750822E-4> : tensor<f32>
    %23 = call @_horner_12(%22, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.add %19, %24 : tensor<3xf32>
    %26 = stablehlo.multiply %21, %23 : tensor<3xf32>
    %27 = stablehlo.add %25, %26 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.multiply %28, %21 : tensor<3xf32>
    %30 = stablehlo.subtract %0#0, %29 : tensor<3xf32>
    return %16, %27, %30 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_log_f32_11(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.subtract %4, %5 : tensor<3xi32>
    %7 = stablehlo.convert %6 : (tensor<3xi32>) -> tensor<3xf32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.shift_left %4, %8 : tensor<3xi32>
    %10 = stablehlo.subtract %0, %9 : tensor<3xi32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<3xi32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<3xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<3xf32>
    %18 = stablehlo.multiply %14, %13 : tensor<3xf32>
    %cst_4 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.249999896> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.199999928> : tensor<f32>
    %cst_7 = stablehlo.constant dense<-0.166680068> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.1428743> : tensor<f32>
    %cst_9 = stablehlo.constant dense<-0.124513313> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.110219181> : tensor<f32>
    %cst_11 = stablehlo.constant dense<-0.106258489> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.106187068> : tensor<f32>
    %cst_13 = stablehlo.constant dense<-0.0635454952> : tensor<f32>
    %19 = call @_horner_7(%13, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<3xf32>
    %21 = stablehlo.add %17, %20 : tensor<3xf32>
    %cst_14 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %23 = stablehlo.multiply %7, %22 : tensor<3xf32>
    %cst_15 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<3xf32>
    %26 = stablehlo.add %21, %25 : tensor<3xf32>
    %27 = stablehlo.add %23, %26 : tensor<3xf32>
    %28 = stablehlo.subtract %23, %27 : tensor<3xf32>
    %29 = stablehlo.add %28, %26 : tensor<3xf32>
    return %27, %29 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_horner_12(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg5 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.convert %arg4 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.add %2, %4 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3xf32>
    %7 = stablehlo.convert %arg3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.add %6, %8 : tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3xf32>
    %11 = stablehlo.convert %arg2 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.add %10, %12 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<3xf32>
    %15 = stablehlo.convert %arg1 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.add %14, %16 : tensor<3xf32>
    return %17 : tensor<3xf32>
  }
  func.func private @_lgamma_neg_reflection_13(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_14(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xf32>
    %4 = stablehlo.add %2, %arg4 : tensor<3xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xf32>
    %6 = stablehlo.add %3, %5 : tensor<3xf32>
    %7 = stablehlo.negate %6 : tensor<3xf32>
    return %7 : tensor<3xf32>
  }
  func.func private @_horner_14(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg7 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.convert %arg6 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.add %2, %4 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3xf32>
    %7 = stablehlo.convert %arg5 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.add %6, %8 : tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3xf32>
    %11 = stablehlo.convert %arg4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.add %10, %12 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<3xf32>
    %15 = stablehlo.convert %arg3 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.add %14, %16 : tensor<3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<3xf32>
    %19 = stablehlo.convert %arg2 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.add %18, %20 : tensor<3xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<3xf32>
    %23 = stablehlo.convert %arg1 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.add %22, %24 : tensor<3xf32>
    return %25 : tensor<3xf32>
  }
  func.func private @_lgamma_neg_root_15(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xi1>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<[-0.457024753, 1.000000e+00, -0.143580884, 0.252317339, -0.0393618383, 0.044705715, -0.00821816828, 0.00845535938, -0.00138529448, 0.00139251992, -1.98333408E-4, 1.98492111E-4, -2.48002707E-5, 2.48029046E-5, -2.75571483E-6, 2.75574894E-6]> : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<[1.48729189E-8, 0.000000e+00, -4.60860106E-9, 1.40906877E-8, -1.48918433E-9, 1.1097015E-10, -4.15751669E-11, 6.298560e-11, 2.98885222E-11, 2.71651451E-12, 4.27655497E-13, -1.57696133E-12, 1.16013495E-14, -4.11633103E-13, 8.02972834E-15, 8.43790437E-14]> : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<[2.550000e-01, -1.000000e+00, 3.400000e-01, 3.700000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01]> : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<[-1.38533652, 0.000000e+00, -2.234660e+00, -0.966047525, -2.10904527, -1.85305738, -2.02762246, -1.97070384, -2.00517678, -1.99477208, -2.00079918, -1.99919963, -2.0001061, -1.99989378, -2.0000124, -1.9999876]> : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<[2.67372108, 0.000000e+00, -0.104558013, 1.47233355, -0.0994995161, 0.15925236, -0.0272024628, 0.0297407601, -0.00516465073, 0.00524011673, -7.99042871E-4, 8.00676643E-4, -1.06171268E-4, 1.06197927E-4, -1.24548615E-5, 1.24457247E-5]> : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<[5.65496206, 0.000000e+00, -0.632970095, 1.32829309, -0.756576359, -0.495038867, -0.693450987, -0.636482954, -0.671820819, -0.661415874, -0.667466938, -0.665867149, -0.666774272, -0.666561901, -0.666680336, -0.66665554]> : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<[13.6487474, 0.000000e+00, 0.18435128, 2.66334176, -0.0802543088, 0.183989882, -0.0263557527, 0.0306188613, -0.00513932668, 0.00526309945, -7.983600e-04, 8.00992537E-4, -1.06074294E-4, 1.06123902E-4, -1.08104869E-5, 1.11924992E-5]> : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<[29.0560436, 0.000000e+00, -0.0475766957, 3.16822863, -0.470409244, -0.203508675, -0.425810963, -3.688310e-01, -4.050240e-01, -0.394625604, -0.400700718, -0.399102062, -0.400009692, -0.399797767, -3.999230e-01, -0.39989692]> : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<[64.692688, 0.000000e+00, 5.535060e-01, 4.82858515, -0.0605156571, 0.212788194, -0.0257291067, 0.0318717323, -0.00515836058, 0.00533373794, -8.04428709E-4, 8.080150e-04, -1.07942105E-4, 1.07877786E-4, -3.53875039E-5, 2.95385908E-5]> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<[144.274414, 0.000000e+00, 0.502989888, 6.22517824, -0.33854869, -0.0589724258, -0.313833177, -0.255872041, -0.293304026, -0.282735527, -0.28885287, -0.287227511, -0.288137108, -0.287917346, -0.287951857, -2.879430e-01]> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<[354.171173, 0.000000e+00, 0.874119758, 9.20790672, -0.0421104282, 0.194769889, -0.0219563879, 0.0279599521, -0.00452799257, 0.00470815646, -7.10393128E-4, 7.14876514E-4, -8.80396764E-5, 8.91314048E-5, 1.32301051E-4, -9.35434145E-5]> : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<[972.521484, 0.000000e+00, 0.829021215, 15.6274681, -0.230358541, -0.0118875364, -0.215895846, -0.168328941, -0.201411426, -0.192730859, -0.198401839, -0.19707121, -0.197927535, -0.197773159, -0.198337495, -0.198233053]> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<[2111.91357, 0.000000e+00, 2.96750498, 24.9583759, -0.012698682, 0.470867515, -0.0385501981, 0.056485422, -0.00820949394, 0.00869482476, -0.00128752366, 0.00129581429, -1.87857018E-4, 1.85009369E-4, -3.45863868E-4, 2.53180886E-4]> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<[2133.65771, 0.000000e+00, 3.87669849, 18.7148895, -0.289828926, 0.247943312, -0.340197712, -0.23934947, -0.304349959, -0.286053866, -0.295447946, -0.292626083, -0.293967903, -0.293548137, -0.292859882, -0.292959183]> : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<-2.600000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_14 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %4 = stablehlo.and %1, %3 : tensor<3xi1>
    %cst_15 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.select %4, %5, %arg1 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<3xf32>
    %8 = stablehlo.negate %6 : tensor<3xf32>
    %9 = stablehlo.convert %8 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_16 = stablehlo.constant dense<9> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %13 = stablehlo.compare LE, %9, %12, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %14 = stablehlo.and %11, %13 : tensor<3xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.compare GT, %7, %15, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %19 = stablehlo.select %16, %17, %18 : tensor<3xi1>, tensor<3xi32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %21 = stablehlo.subtract %9, %20 : tensor<3xi32>
    %c_21 = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %23 = stablehlo.multiply %22, %21 : tensor<3xi32>
    %24 = stablehlo.add %23, %19 : tensor<3xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.select %14, %24, %25 : tensor<3xi1>, tensor<3xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %28 = "stablehlo.gather"(%cst, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %29 = "stablehlo.gather"(%cst_0, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %30 = "stablehlo.gather"(%cst_1, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %31 = "stablehlo.gather"(%cst_2, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %32 = "stablehlo.gather"(%cst_3, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %33 = "stablehlo.gather"(%cst_4, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %34 = "stablehlo.gather"(%cst_5, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %35 = "stablehlo.gather"(%cst_6, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %36 = "stablehlo.gather"(%cst_7, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %37 = "stablehlo.gather"(%cst_8, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %38 = "stablehlo.gather"(%cst_9, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %39 = "stablehlo.gather"(%cst_10, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %40 = "stablehlo.gather"(%cst_11, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %41 = "stablehlo.gather"(%cst_12, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %42 = stablehlo.subtract %7, %28 : tensor<3xf32>
    %43 = stablehlo.add %7, %28 : tensor<3xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %45 = stablehlo.divide %44, %43 : tensor<3xf32>
    %46 = stablehlo.subtract %42, %29 : tensor<3xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<3xf32>
    %48 = stablehlo.multiply %47, %43 : tensor<3xf32>
    %49 = stablehlo.subtract %42, %48 : tensor<3xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %51 = stablehlo.add %50, %47 : tensor<3xf32>
    %52 = stablehlo.multiply %29, %51 : tensor<3xf32>
    %53 = stablehlo.subtract %49, %52 : tensor<3xf32>
    %54 = stablehlo.multiply %53, %45 : tensor<3xf32>
    %55 = stablehlo.add %47, %54 : tensor<3xf32>
    %56 = stablehlo.abs %55 : tensor<3xf32>
    %57 = stablehlo.compare LE, %56, %30, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %59 = stablehlo.select %57, %55, %58 : tensor<3xi1>, tensor<3xf32>
    %60 = call @_horner_16(%59, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<3xf32>
    return %57, %61 : tensor<3xi1>, tensor<3xf32>
  }
  func.func private @_horner_16(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>, %arg7: tensor<3xf32>, %arg8: tensor<3xf32>, %arg9: tensor<3xf32>, %arg10: tensor<3xf32>, %arg11: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.multiply %arg11, %arg0 : tensor<3xf32>
    %1 = stablehlo.add %0, %arg10 : tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.add %2, %arg9 : tensor<3xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3xf32>
    %5 = stablehlo.add %4, %arg8 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3xf32>
    %7 = stablehlo.add %6, %arg7 : tensor<3xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<3xf32>
    %9 = stablehlo.add %8, %arg6 : tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3xf32>
    %11 = stablehlo.add %10, %arg5 : tensor<3xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<3xf32>
    %13 = stablehlo.add %12, %arg4 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<3xf32>
    %15 = stablehlo.add %14, %arg3 : tensor<3xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<3xf32>
    %17 = stablehlo.add %16, %arg2 : tensor<3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<3xf32>
    %19 = stablehlo.add %18, %arg1 : tensor<3xf32>
    return %19 : tensor<3xf32>
  }
  func.func private @lgamma_impl_17(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %1 = stablehlo.and %0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare GT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<8388608> : tensor<i32>
    %4 = stablehlo.compare LT, %1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.and %3, %4 : tensor<i1>
    %6 = stablehlo.count_leading_zeros %1 : tensor<i32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %7 = stablehlo.subtract %6, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.select %5, %7, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %9 = stablehlo.and %0, %c_5 : tensor<i32>
    %10 = stablehlo.shift_left %1, %8 : tensor<i32>
    %11 = stablehlo.or %9, %10 : tensor<i32>
    %12 = stablehlo.select %5, %11, %0 : tensor<i1>, tensor<i32>
    %13 = stablehlo.bitcast_convert %12 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.compare GE, %13, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.select %2, %cst_6, %13 : tensor<i1>, tensor<f32>
    %16 = stablehlo.not %14 : tensor<i1>
    %cst_7 = stablehlo.constant dense<0xCB000000> : tensor<f32>
    %17 = stablehlo.compare GT, %15, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %18 = stablehlo.and %16, %17 : tensor<i1>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %19 = stablehlo.select %18, %15, %cst_8 : tensor<i1>, tensor<f32>
    %20 = stablehlo.round_nearest_even %19 : tensor<f32>
    %21 = stablehlo.subtract %19, %20 : tensor<f32>
    %22 = stablehlo.abs %21 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.subtract %cst_9, %20 : tensor<f32>
    %24 = stablehlo.subtract %23, %21 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.subtract %cst_10, %20 : tensor<f32>
    %26 = stablehlo.subtract %25, %24 : tensor<f32>
    %27 = stablehlo.subtract %26, %21 : tensor<f32>
    %28 = stablehlo.select %14, %15, %24 : tensor<i1>, tensor<f32>
    %cst_11 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %29 = stablehlo.minimum %28, %cst_11 : tensor<f32>
    %30:2 = call @_log_f32_18(%22, %8) : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %31:3 = call @_lgamma_pos_small_20(%29) : (tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>)
    %32:3 = call @_lgamma_pos_large_22(%29) : (tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %33 = stablehlo.compare LE, %29, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %34 = stablehlo.add %32#0, %32#1 : tensor<f32>
    %35 = stablehlo.select %33, %31#0, %34 : tensor<i1>, tensor<f32>
    %36 = stablehlo.select %33, %31#1, %32#0 : tensor<i1>, tensor<f32>
    %37 = stablehlo.select %33, %31#2, %32#1 : tensor<i1>, tensor<f32>
    %38 = stablehlo.add %37, %30#1 : tensor<f32>
    %39 = stablehlo.multiply %32#2, %27 : tensor<f32>
    %40 = call @_lgamma_neg_reflection_25(%21, %30#0, %36, %38, %39) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %41:2 = call @_lgamma_neg_root_27(%19, %20) : (tensor<f32>, tensor<f32>) -> (tensor<i1>, tensor<f32>)
    %42 = stablehlo.select %41#0, %41#1, %40 : tensor<i1>, tensor<f32>
    %43 = stablehlo.select %14, %35, %42 : tensor<i1>, tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.compare EQ, %43, %cst_13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.select %44, %cst_14, %43 : tensor<i1>, tensor<f32>
    %46 = stablehlo.not %14 : tensor<i1>
    %47 = stablehlo.floor %15 : tensor<f32>
    %48 = stablehlo.compare EQ, %15, %47, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %49 = stablehlo.and %46, %48 : tensor<i1>
    %50 = stablehlo.or %2, %49 : tensor<i1>
    %cst_15 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %51 = stablehlo.compare GT, %arg0, %cst_15, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %52 = stablehlo.or %50, %51 : tensor<i1>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %53 = stablehlo.select %52, %cst_16, %45 : tensor<i1>, tensor<f32>
    %54 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %55 = stablehlo.select %54, %cst_17, %53 : tensor<i1>, tensor<f32>
    return %55 : tensor<f32>
  }
  func.func private @_log_f32_18(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.subtract %0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %2 = stablehlo.shift_right_arithmetic %1, %c_0 : tensor<i32>
    %3 = stablehlo.subtract %2, %arg1 : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %5 = stablehlo.shift_left %2, %c_1 : tensor<i32>
    %6 = stablehlo.subtract %0, %5 : tensor<i32>
    %7 = stablehlo.bitcast_convert %6 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %7, %cst : tensor<f32>
    %9 = stablehlo.multiply %8, %8 : tensor<f32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.multiply %cst_2, %9 : tensor<f32>
    %11 = stablehlo.subtract %8, %10 : tensor<f32>
    %12 = stablehlo.multiply %9, %8 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.249999896> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.199999928> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-0.166680068> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.1428743> : tensor<f32>
    %cst_8 = stablehlo.constant dense<-0.124513313> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.110219181> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-0.106258489> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.106187068> : tensor<f32>
    %cst_12 = stablehlo.constant dense<-0.0635454952> : tensor<f32>
    %13 = call @_horner_19(%8, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.multiply %12, %13 : tensor<f32>
    %15 = stablehlo.add %11, %14 : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %16 = stablehlo.multiply %4, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %17 = stablehlo.multiply %4, %cst_14 : tensor<f32>
    %18 = stablehlo.add %15, %17 : tensor<f32>
    %19 = stablehlo.add %16, %18 : tensor<f32>
    %20 = stablehlo.subtract %16, %19 : tensor<f32>
    %21 = stablehlo.add %20, %18 : tensor<f32>
    return %19, %21 : tensor<f32>, tensor<f32>
  }
  func.func private @_horner_19(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg10 : tensor<f32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg9 : tensor<f32>
    %3 = stablehlo.add %1, %2 : tensor<f32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<f32>
    %5 = stablehlo.convert %arg8 : tensor<f32>
    %6 = stablehlo.add %4, %5 : tensor<f32>
    %7 = stablehlo.multiply %6, %arg0 : tensor<f32>
    %8 = stablehlo.convert %arg7 : tensor<f32>
    %9 = stablehlo.add %7, %8 : tensor<f32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<f32>
    %11 = stablehlo.convert %arg6 : tensor<f32>
    %12 = stablehlo.add %10, %11 : tensor<f32>
    %13 = stablehlo.multiply %12, %arg0 : tensor<f32>
    %14 = stablehlo.convert %arg5 : tensor<f32>
    %15 = stablehlo.add %13, %14 : tensor<f32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<f32>
    %17 = stablehlo.convert %arg4 : tensor<f32>
    %18 = stablehlo.add %16, %17 : tensor<f32>
    %19 = stablehlo.multiply %18, %arg0 : tensor<f32>
    %20 = stablehlo.convert %arg3 : tensor<f32>
    %21 = stablehlo.add %19, %20 : tensor<f32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<f32>
    %23 = stablehlo.convert %arg2 : tensor<f32>
    %24 = stablehlo.add %22, %23 : tensor<f32>
    %25 = stablehlo.multiply %24, %arg0 : tensor<f32>
    %26 = stablehlo.convert %arg1 : tensor<f32>
    %27 = stablehlo.add %25, %26 : tensor<f32>
    return %27 : tensor<f32>
  }
  func.func private @_lgamma_pos_small_20(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.subtract %arg0, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.subtract %1, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %3 = stablehlo.select %0, %cst_3, %cst_2 : tensor<i1>, tensor<f32>
    %4 = stablehlo.subtract %1, %3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.577215672> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.362068325> : tensor<f32>
    %5 = stablehlo.select %0, %cst_5, %cst_4 : tensor<i1>, tensor<f32>
    %cst_6 = stablehlo.constant dense<-0.245251313> : tensor<f32>
    %cst_7 = stablehlo.constant dense<-0.0657293424> : tensor<f32>
    %6 = stablehlo.select %0, %cst_7, %cst_6 : tensor<i1>, tensor<f32>
    %cst_8 = stablehlo.constant dense<0.155433342> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.0160308518> : tensor<f32>
    %7 = stablehlo.select %0, %cst_9, %cst_8 : tensor<i1>, tensor<f32>
    %cst_10 = stablehlo.constant dense<-0.115152992> : tensor<f32>
    %cst_11 = stablehlo.constant dense<-0.00441958429> : tensor<f32>
    %8 = stablehlo.select %0, %cst_11, %cst_10 : tensor<i1>, tensor<f32>
    %cst_12 = stablehlo.constant dense<0.0922760441> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.00130368094> : tensor<f32>
    %9 = stablehlo.select %0, %cst_13, %cst_12 : tensor<i1>, tensor<f32>
    %cst_14 = stablehlo.constant dense<-0.0771135687> : tensor<f32>
    %cst_15 = stablehlo.constant dense<-4.00087971E-4> : tensor<f32>
    %10 = stablehlo.select %0, %cst_15, %cst_14 : tensor<i1>, tensor<f32>
    %cst_16 = stablehlo.constant dense<0.0660817325> : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.24877915E-4> : tensor<f32>
    %11 = stablehlo.select %0, %cst_17, %cst_16 : tensor<i1>, tensor<f32>
    %cst_18 = stablehlo.constant dense<-0.061489731> : tensor<f32>
    %cst_19 = stablehlo.constant dense<-4.18991549E-5> : tensor<f32>
    %12 = stablehlo.select %0, %cst_19, %cst_18 : tensor<i1>, tensor<f32>
    %cst_20 = stablehlo.constant dense<0.0583322793> : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.5541731E-5> : tensor<f32>
    %13 = stablehlo.select %0, %cst_21, %cst_20 : tensor<i1>, tensor<f32>
    %cst_22 = stablehlo.constant dense<-3.065680e-02> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-3.44545674E-6> : tensor<f32>
    %14 = stablehlo.select %0, %cst_23, %cst_22 : tensor<i1>, tensor<f32>
    %cst_24 = stablehlo.constant dense<0.0167537015> : tensor<f32>
    %cst_25 = stablehlo.constant dense<2.14668859E-7> : tensor<f32>
    %15 = stablehlo.select %0, %cst_25, %cst_24 : tensor<i1>, tensor<f32>
    %cst_26 = stablehlo.constant dense<-0.0866426677> : tensor<f32>
    %cst_27 = stablehlo.constant dense<-9.51253639E-7> : tensor<f32>
    %16 = stablehlo.select %0, %cst_27, %cst_26 : tensor<i1>, tensor<f32>
    %cst_28 = stablehlo.constant dense<0.0945988297> : tensor<f32>
    %cst_29 = stablehlo.constant dense<5.093690e-07> : tensor<f32>
    %17 = stablehlo.select %0, %cst_29, %cst_28 : tensor<i1>, tensor<f32>
    %18 = call @_horner_21(%4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %19 = stablehlo.bitcast_convert %1 : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %20 = stablehlo.and %19, %c : tensor<i32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<i32>) -> tensor<f32>
    %22 = stablehlo.subtract %1, %21 : tensor<f32>
    %23 = stablehlo.bitcast_convert %2 : (tensor<f32>) -> tensor<i32>
    %c_30 = stablehlo.constant dense<-4096> : tensor<i32>
    %24 = stablehlo.and %23, %c_30 : tensor<i32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<i32>) -> tensor<f32>
    %26 = stablehlo.subtract %2, %25 : tensor<f32>
    %27 = stablehlo.multiply %21, %25 : tensor<f32>
    %28 = stablehlo.multiply %22, %2 : tensor<f32>
    %29 = stablehlo.multiply %21, %26 : tensor<f32>
    %30 = stablehlo.add %28, %29 : tensor<f32>
    %31 = stablehlo.bitcast_convert %18 : (tensor<f32>) -> tensor<i32>
    %c_31 = stablehlo.constant dense<-4096> : tensor<i32>
    %32 = stablehlo.and %31, %c_31 : tensor<i32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<i32>) -> tensor<f32>
    %34 = stablehlo.subtract %18, %33 : tensor<f32>
    %35 = stablehlo.multiply %27, %33 : tensor<f32>
    %36 = stablehlo.multiply %30, %18 : tensor<f32>
    %37 = stablehlo.multiply %27, %34 : tensor<f32>
    %38 = stablehlo.add %36, %37 : tensor<f32>
    %39 = stablehlo.add %35, %38 : tensor<f32>
    return %39, %35, %38 : tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @_horner_21(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg13, %arg0 : tensor<f32>
    %1 = stablehlo.add %0, %arg12 : tensor<f32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<f32>
    %3 = stablehlo.add %2, %arg11 : tensor<f32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<f32>
    %5 = stablehlo.add %4, %arg10 : tensor<f32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<f32>
    %7 = stablehlo.add %6, %arg9 : tensor<f32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<f32>
    %9 = stablehlo.add %8, %arg8 : tensor<f32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<f32>
    %11 = stablehlo.add %10, %arg7 : tensor<f32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<f32>
    %13 = stablehlo.add %12, %arg6 : tensor<f32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<f32>
    %15 = stablehlo.add %14, %arg5 : tensor<f32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<f32>
    %17 = stablehlo.add %16, %arg4 : tensor<f32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<f32>
    %19 = stablehlo.add %18, %arg3 : tensor<f32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<f32>
    %21 = stablehlo.add %20, %arg2 : tensor<f32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<f32>
    %23 = stablehlo.add %22, %arg1 : tensor<f32>
    return %23 : tensor<f32>
  }
  func.func private @_lgamma_pos_large_22(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
    %0:2 = call @_log_f32_23(%arg0) : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %1 = stablehlo.bitcast_convert %0#0 : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %2 = stablehlo.and %1, %c : tensor<i32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.subtract %0#0, %3 : tensor<f32>
    %5 = stablehlo.add %4, %0#1 : tensor<f32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.subtract %arg0, %cst : tensor<f32>
    %7 = stablehlo.bitcast_convert %6 : (tensor<f32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<-4096> : tensor<i32>
    %8 = stablehlo.and %7, %c_0 : tensor<i32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<i32>) -> tensor<f32>
    %10 = stablehlo.subtract %6, %9 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %3, %cst_1 : tensor<f32>
    %12 = stablehlo.multiply %9, %11 : tensor<f32>
    %13 = stablehlo.multiply %10, %11 : tensor<f32>
    %14 = stablehlo.multiply %6, %5 : tensor<f32>
    %15 = stablehlo.add %13, %14 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %17 = stablehlo.divide %16, %arg0 : tensor<f32>
    %18 = stablehlo.multiply %17, %17 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %cst_5 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-5.95238118E-4> : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.41750822E-4> : tensor<f32>
    %19 = call @_horner_24(%18, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %20 = stablehlo.add %15, %cst_8 : tensor<f32>
    %21 = stablehlo.multiply %17, %19 : tensor<f32>
    %22 = stablehlo.add %20, %21 : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.multiply %cst_9, %17 : tensor<f32>
    %24 = stablehlo.subtract %0#0, %23 : tensor<f32>
    return %12, %22, %24 : tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @_log_f32_23(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.subtract %0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %2 = stablehlo.shift_right_arithmetic %1, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.subtract %2, %c_1 : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %5 = stablehlo.shift_left %2, %c_2 : tensor<i32>
    %6 = stablehlo.subtract %0, %5 : tensor<i32>
    %7 = stablehlo.bitcast_convert %6 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %7, %cst : tensor<f32>
    %9 = stablehlo.multiply %8, %8 : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.multiply %cst_3, %9 : tensor<f32>
    %11 = stablehlo.subtract %8, %10 : tensor<f32>
    %12 = stablehlo.multiply %9, %8 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.249999896> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.199999928> : tensor<f32>
    %cst_7 = stablehlo.constant dense<-0.166680068> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.1428743> : tensor<f32>
    %cst_9 = stablehlo.constant dense<-0.124513313> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.110219181> : tensor<f32>
    %cst_11 = stablehlo.constant dense<-0.106258489> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.106187068> : tensor<f32>
    %cst_13 = stablehlo.constant dense<-0.0635454952> : tensor<f32>
    %13 = call @_horner_19(%8, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.multiply %12, %13 : tensor<f32>
    %15 = stablehlo.add %11, %14 : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %16 = stablehlo.multiply %4, %cst_14 : tensor<f32>
    %cst_15 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %17 = stablehlo.multiply %4, %cst_15 : tensor<f32>
    %18 = stablehlo.add %15, %17 : tensor<f32>
    %19 = stablehlo.add %16, %18 : tensor<f32>
    %20 = stablehlo.subtract %16, %19 : tensor<f32>
    %21 = stablehlo.add %20, %18 : tensor<f32>
    return %19, %21 : tensor<f32>, tensor<f32>
  }
  func.func private @_horner_24(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg5 : tensor<f32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg4 : tensor<f32>
    %3 = stablehlo.add %1, %2 : tensor<f32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<f32>
    %5 = stablehlo.convert %arg3 : tensor<f32>
    %6 = stablehlo.add %4, %5 : tensor<f32>
    %7 = stablehlo.multiply %6, %arg0 : tensor<f32>
    %8 = stablehlo.convert %arg2 : tensor<f32>
    %9 = stablehlo.add %7, %8 : tensor<f32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<f32>
    %11 = stablehlo.convert %arg1 : tensor<f32>
    %12 = stablehlo.add %10, %11 : tensor<f32>
    return %12 : tensor<f32>
  }
  func.func private @_lgamma_neg_reflection_25(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<f32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_26(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.multiply %0, %1 : tensor<f32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<f32>
    %4 = stablehlo.add %2, %arg4 : tensor<f32>
    %5 = stablehlo.add %arg3, %4 : tensor<f32>
    %6 = stablehlo.add %3, %5 : tensor<f32>
    %7 = stablehlo.negate %6 : tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_horner_26(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg7 : tensor<f32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg6 : tensor<f32>
    %3 = stablehlo.add %1, %2 : tensor<f32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<f32>
    %5 = stablehlo.convert %arg5 : tensor<f32>
    %6 = stablehlo.add %4, %5 : tensor<f32>
    %7 = stablehlo.multiply %6, %arg0 : tensor<f32>
    %8 = stablehlo.convert %arg4 : tensor<f32>
    %9 = stablehlo.add %7, %8 : tensor<f32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<f32>
    %11 = stablehlo.convert %arg3 : tensor<f32>
    %12 = stablehlo.add %10, %11 : tensor<f32>
    %13 = stablehlo.multiply %12, %arg0 : tensor<f32>
    %14 = stablehlo.convert %arg2 : tensor<f32>
    %15 = stablehlo.add %13, %14 : tensor<f32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<f32>
    %17 = stablehlo.convert %arg1 : tensor<f32>
    %18 = stablehlo.add %16, %17 : tensor<f32>
    return %18 : tensor<f32>
  }
  func.func private @_lgamma_neg_root_27(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<i1>, tensor<f32>) {
    %cst = stablehlo.constant dense<[-0.457024753, 1.000000e+00, -0.143580884, 0.252317339, -0.0393618383, 0.044705715, -0.00821816828, 0.00845535938, -0.00138529448, 0.00139251992, -1.98333408E-4, 1.98492111E-4, -2.48002707E-5, 2.48029046E-5, -2.75571483E-6, 2.75574894E-6]> : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<[1.48729189E-8, 0.000000e+00, -4.60860106E-9, 1.40906877E-8, -1.48918433E-9, 1.1097015E-10, -4.15751669E-11, 6.298560e-11, 2.98885222E-11, 2.71651451E-12, 4.27655497E-13, -1.57696133E-12, 1.16013495E-14, -4.11633103E-13, 8.02972834E-15, 8.43790437E-14]> : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<[2.550000e-01, -1.000000e+00, 3.400000e-01, 3.700000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01, 4.200000e-01]> : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<[-1.38533652, 0.000000e+00, -2.234660e+00, -0.966047525, -2.10904527, -1.85305738, -2.02762246, -1.97070384, -2.00517678, -1.99477208, -2.00079918, -1.99919963, -2.0001061, -1.99989378, -2.0000124, -1.9999876]> : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<[2.67372108, 0.000000e+00, -0.104558013, 1.47233355, -0.0994995161, 0.15925236, -0.0272024628, 0.0297407601, -0.00516465073, 0.00524011673, -7.99042871E-4, 8.00676643E-4, -1.06171268E-4, 1.06197927E-4, -1.24548615E-5, 1.24457247E-5]> : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<[5.65496206, 0.000000e+00, -0.632970095, 1.32829309, -0.756576359, -0.495038867, -0.693450987, -0.636482954, -0.671820819, -0.661415874, -0.667466938, -0.665867149, -0.666774272, -0.666561901, -0.666680336, -0.66665554]> : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<[13.6487474, 0.000000e+00, 0.18435128, 2.66334176, -0.0802543088, 0.183989882, -0.0263557527, 0.0306188613, -0.00513932668, 0.00526309945, -7.983600e-04, 8.00992537E-4, -1.06074294E-4, 1.06123902E-4, -1.08104869E-5, 1.11924992E-5]> : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<[29.0560436, 0.000000e+00, -0.0475766957, 3.16822863, -0.470409244, -0.203508675, -0.425810963, -3.688310e-01, -4.050240e-01, -0.394625604, -0.400700718, -0.399102062, -0.400009692, -0.399797767, -3.999230e-01, -0.39989692]> : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<[64.692688, 0.000000e+00, 5.535060e-01, 4.82858515, -0.0605156571, 0.212788194, -0.0257291067, 0.0318717323, -0.00515836058, 0.00533373794, -8.04428709E-4, 8.080150e-04, -1.07942105E-4, 1.07877786E-4, -3.53875039E-5, 2.95385908E-5]> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<[144.274414, 0.000000e+00, 0.502989888, 6.22517824, -0.33854869, -0.0589724258, -0.313833177, -0.255872041, -0.293304026, -0.282735527, -0.28885287, -0.287227511, -0.288137108, -0.287917346, -0.287951857, -2.879430e-01]> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<[354.171173, 0.000000e+00, 0.874119758, 9.20790672, -0.0421104282, 0.194769889, -0.0219563879, 0.0279599521, -0.00452799257, 0.00470815646, -7.10393128E-4, 7.14876514E-4, -8.80396764E-5, 8.91314048E-5, 1.32301051E-4, -9.35434145E-5]> : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<[972.521484, 0.000000e+00, 0.829021215, 15.6274681, -0.230358541, -0.0118875364, -0.215895846, -0.168328941, -0.201411426, -0.192730859, -0.198401839, -0.19707121, -0.197927535, -0.197773159, -0.198337495, -0.198233053]> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<[2111.91357, 0.000000e+00, 2.96750498, 24.9583759, -0.012698682, 0.470867515, -0.0385501981, 0.056485422, -0.00820949394, 0.00869482476, -0.00128752366, 0.00129581429, -1.87857018E-4, 1.85009369E-4, -3.45863868E-4, 2.53180886E-4]> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<[2133.65771, 0.000000e+00, 3.87669849, 18.7148895, -0.289828926, 0.247943312, -0.340197712, -0.23934947, -0.304349959, -0.286053866, -0.295447946, -0.292626083, -0.293967903, -0.293548137, -0.292859882, -0.292959183]> : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<-2.600000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %cst_13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_14 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %1 = stablehlo.compare LT, %arg0, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.and %0, %1 : tensor<i1>
    %cst_15 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3 = stablehlo.select %2, %cst_15, %arg1 : tensor<i1>, tensor<f32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<f32>
    %5 = stablehlo.negate %3 : tensor<f32>
    %6 = stablehlo.convert %5 : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.compare GE, %6, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<9> : tensor<i32>
    %8 = stablehlo.compare LE, %6, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.and %7, %8 : tensor<i1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.compare GT, %4, %cst_17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.select %10, %c_19, %c_18 : tensor<i1>, tensor<i32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %12 = stablehlo.subtract %6, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<2> : tensor<i32>
    %13 = stablehlo.multiply %c_21, %12 : tensor<i32>
    %14 = stablehlo.add %13, %11 : tensor<i32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.select %9, %14, %c_22 : tensor<i1>, tensor<i32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.gather"(%cst, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %18 = "stablehlo.gather"(%cst_0, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %19 = "stablehlo.gather"(%cst_1, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %20 = "stablehlo.gather"(%cst_2, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %21 = "stablehlo.gather"(%cst_3, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %22 = "stablehlo.gather"(%cst_4, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %23 = "stablehlo.gather"(%cst_5, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %24 = "stablehlo.gather"(%cst_6, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %25 = "stablehlo.gather"(%cst_7, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %26 = "stablehlo.gather"(%cst_8, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %27 = "stablehlo.gather"(%cst_9, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %28 = "stablehlo.gather"(%cst_10, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %29 = "stablehlo.gather"(%cst_11, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %30 = "stablehlo.gather"(%cst_12, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<1xi32>) -> tensor<f32>
    %31 = stablehlo.subtract %4, %17 : tensor<f32>
    %32 = stablehlo.add %4, %17 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<f32>
    %34 = stablehlo.divide %33, %32 : tensor<f32>
    %35 = stablehlo.subtract %31, %18 : tensor<f32>
    %36 = stablehlo.multiply %35, %34 : tensor<f32>
    %37 = stablehlo.multiply %36, %32 : tensor<f32>
    %38 = stablehlo.subtract %31, %37 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.add %cst_24, %36 : tensor<f32>
    %40 = stablehlo.multiply %18, %39 : tensor<f32>
    %41 = stablehlo.subtract %38, %40 : tensor<f32>
    %42 = stablehlo.multiply %41, %34 : tensor<f32>
    %43 = stablehlo.add %36, %42 : tensor<f32>
    %44 = stablehlo.abs %43 : tensor<f32>
    %45 = stablehlo.compare LE, %44, %19, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.select %45, %43, %cst_25 : tensor<i1>, tensor<f32>
    %47 = call @_horner_28(%46, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %48 = stablehlo.multiply %46, %47 : tensor<f32>
    return %45, %48 : tensor<i1>, tensor<f32>
  }
  func.func private @_horner_28(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg11, %arg0 : tensor<f32>
    %1 = stablehlo.add %0, %arg10 : tensor<f32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<f32>
    %3 = stablehlo.add %2, %arg9 : tensor<f32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<f32>
    %5 = stablehlo.add %4, %arg8 : tensor<f32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<f32>
    %7 = stablehlo.add %6, %arg7 : tensor<f32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<f32>
    %9 = stablehlo.add %8, %arg6 : tensor<f32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<f32>
    %11 = stablehlo.add %10, %arg5 : tensor<f32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<f32>
    %13 = stablehlo.add %12, %arg4 : tensor<f32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<f32>
    %15 = stablehlo.add %14, %arg3 : tensor<f32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<f32>
    %17 = stablehlo.add %16, %arg2 : tensor<f32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<f32>
    %19 = stablehlo.add %18, %arg1 : tensor<f32>
    return %19 : tensor<f32>
  }
}
