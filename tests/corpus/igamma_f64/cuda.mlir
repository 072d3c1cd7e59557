module @jit_igamma_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf64>, %arg1: tensor<16xf64>, %arg2: tensor<f64>) -> (tensor<16xf64> {jax.result_info = "result[0]"}, tensor<16xf64> {jax.result_info = "result[1]"}, tensor<16xf64> {jax.result_info = "result[2]"}, tensor<f64> {jax.result_info = "result[3]"}, tensor<f64> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<16xf64>) -> tensor<16xf64>
    %1 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %2 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %3 = stablehlo.or %1, %2 : tensor<16xi1>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %5 = stablehlo.compare EQ, %0, %4, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_0 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %7 = stablehlo.compare EQ, %arg0, %6, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %9 = stablehlo.compare EQ, %arg0, %8, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %11 = stablehlo.compare EQ, %0, %10, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %13 = stablehlo.compare LT, %0, %12, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %15 = stablehlo.compare LT, %arg0, %14, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %16 = stablehlo.and %9, %11 : tensor<16xi1>
    %17 = stablehlo.and %7, %5 : tensor<16xi1>
    %18 = stablehlo.or %13, %15 : tensor<16xi1>
    %19 = stablehlo.or %18, %16 : tensor<16xi1>
    %20 = stablehlo.or %19, %17 : tensor<16xi1>
    %21 = stablehlo.or %20, %3 : tensor<16xi1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %23 = stablehlo.compare GE, %0, %22, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %24 = stablehlo.compare GT, %0, %arg0, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %25 = stablehlo.and %23, %24 : tensor<16xi1>
    %26 = stablehlo.log %0 : tensor<16xf64>
    %27 = stablehlo.multiply %arg0, %26 : tensor<16xf64>
    %28 = stablehlo.subtract %27, %0 : tensor<16xf64>
    %29 = chlo.lgamma %arg0 : tensor<16xf64> -> tensor<16xf64>
    %30 = stablehlo.subtract %28, %29 : tensor<16xf64>
    %cst_6 = stablehlo.constant dense<1.7976931348623157E+308> : tensor<f64>
    %31 = stablehlo.log %cst_6 : tensor<f64>
    %32 = stablehlo.negate %31 : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %34 = stablehlo.compare LT, %30, %33, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %35 = stablehlo.exponential %30 : tensor<16xf64>
    %36 = stablehlo.or %11, %21 : tensor<16xi1>
    %37 = stablehlo.or %36, %34 : tensor<16xi1>
    %38 = stablehlo.or %37, %5 : tensor<16xi1>
    %39 = stablehlo.or %38, %7 : tensor<16xi1>
    %40 = stablehlo.not %39 : tensor<16xi1>
    %41 = stablehlo.and %40, %25 : tensor<16xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %43 = stablehlo.subtract %42, %arg0 : tensor<16xf64>
    %44 = stablehlo.add %0, %43 : tensor<16xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %46 = stablehlo.add %44, %45 : tensor<16xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %49 = stablehlo.add %0, %48 : tensor<16xf64>
    %50 = stablehlo.multiply %46, %0 : tensor<16xf64>
    %51 = stablehlo.divide %49, %50 : tensor<16xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %56 = stablehlo.negate %0 : tensor<16xf64>
    %57 = stablehlo.multiply %51, %56 : tensor<16xf64>
    %58 = stablehlo.subtract %55, %57 : tensor<16xf64>
    %59 = stablehlo.divide %58, %50 : tensor<16xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60:15 = stablehlo.while(%iterArg = %41, %iterArg_124 = %51, %iterArg_125 = %52, %iterArg_126 = %43, %iterArg_127 = %46, %iterArg_128 = %cst_15, %iterArg_129 = %49, %iterArg_130 = %50, %iterArg_131 = %47, %iterArg_132 = %0, %iterArg_133 = %53, %iterArg_134 = %54, %iterArg_135 = %55, %iterArg_136 = %56, %iterArg_137 = %59) : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<f64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    cond {
      %cst_138 = stablehlo.constant dense<2.000000e+03> : tensor<f64>
      %351 = stablehlo.compare LT, %iterArg_128, %cst_138, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %352 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      %353 = stablehlo.and %351, %352 : tensor<i1>
      stablehlo.return %353 : tensor<i1>
    } do {
      %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %351 = stablehlo.add %iterArg_128, %cst_138 : tensor<f64>
      %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %352 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %353 = stablehlo.add %iterArg_126, %352 : tensor<16xf64>
      %cst_140 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
      %354 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %355 = stablehlo.add %iterArg_127, %354 : tensor<16xf64>
      %356 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %357 = stablehlo.multiply %353, %356 : tensor<16xf64>
      %358 = stablehlo.multiply %iterArg_129, %355 : tensor<16xf64>
      %359 = stablehlo.multiply %iterArg_131, %357 : tensor<16xf64>
      %360 = stablehlo.subtract %358, %359 : tensor<16xf64>
      %361 = stablehlo.multiply %iterArg_130, %355 : tensor<16xf64>
      %362 = stablehlo.multiply %iterArg_132, %357 : tensor<16xf64>
      %363 = stablehlo.subtract %361, %362 : tensor<16xf64>
      %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %364 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %365 = stablehlo.compare NE, %363, %364, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %366 = stablehlo.divide %360, %363 : tensor<16xf64>
      %367 = stablehlo.subtract %iterArg_124, %366 : tensor<16xf64>
      %368 = stablehlo.divide %367, %366 : tensor<16xf64>
      %369 = stablehlo.abs %368 : tensor<16xf64>
      %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %370 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %371 = stablehlo.select %365, %369, %370 : tensor<16xi1>, tensor<16xf64>
      %372 = stablehlo.select %365, %366, %iterArg_124 : tensor<16xi1>, tensor<16xf64>
      %373 = stablehlo.multiply %iterArg_135, %355 : tensor<16xf64>
      %374 = stablehlo.subtract %373, %iterArg_129 : tensor<16xf64>
      %375 = stablehlo.multiply %iterArg_133, %357 : tensor<16xf64>
      %376 = stablehlo.subtract %374, %375 : tensor<16xf64>
      %377 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %378 = stablehlo.multiply %iterArg_131, %377 : tensor<16xf64>
      %379 = stablehlo.add %376, %378 : tensor<16xf64>
      %380 = stablehlo.multiply %iterArg_136, %355 : tensor<16xf64>
      %381 = stablehlo.subtract %380, %iterArg_130 : tensor<16xf64>
      %382 = stablehlo.multiply %iterArg_134, %357 : tensor<16xf64>
      %383 = stablehlo.subtract %381, %382 : tensor<16xf64>
      %384 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %385 = stablehlo.multiply %iterArg_132, %384 : tensor<16xf64>
      %386 = stablehlo.add %383, %385 : tensor<16xf64>
      %387 = stablehlo.multiply %372, %386 : tensor<16xf64>
      %388 = stablehlo.subtract %379, %387 : tensor<16xf64>
      %389 = stablehlo.divide %388, %363 : tensor<16xf64>
      %390 = stablehlo.select %365, %389, %iterArg_137 : tensor<16xi1>, tensor<16xf64>
      %391 = stablehlo.subtract %390, %iterArg_137 : tensor<16xf64>
      %392 = stablehlo.abs %391 : tensor<16xf64>
      %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %393 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %394 = stablehlo.select %365, %392, %393 : tensor<16xi1>, tensor<16xf64>
      %395 = stablehlo.abs %360 : tensor<16xf64>
      %cst_144 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %396 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f64>) -> tensor<f64>
      %397 = stablehlo.divide %396, %cst_144 : tensor<f64>
      %398 = stablehlo.broadcast_in_dim %397, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %399 = stablehlo.compare GT, %395, %398, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %cst_146 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %400 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %401 = stablehlo.multiply %iterArg_129, %400 : tensor<16xf64>
      %402 = stablehlo.select %399, %401, %iterArg_129 : tensor<16xi1>, tensor<16xf64>
      %cst_147 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %403 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %404 = stablehlo.multiply %360, %403 : tensor<16xf64>
      %405 = stablehlo.select %399, %404, %360 : tensor<16xi1>, tensor<16xf64>
      %cst_148 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %406 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %407 = stablehlo.multiply %iterArg_130, %406 : tensor<16xf64>
      %408 = stablehlo.select %399, %407, %iterArg_130 : tensor<16xi1>, tensor<16xf64>
      %cst_149 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %409 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %410 = stablehlo.multiply %363, %409 : tensor<16xf64>
      %411 = stablehlo.select %399, %410, %363 : tensor<16xi1>, tensor<16xf64>
      %cst_150 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %412 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %413 = stablehlo.multiply %iterArg_135, %412 : tensor<16xf64>
      %414 = stablehlo.select %399, %413, %iterArg_135 : tensor<16xi1>, tensor<16xf64>
      %cst_151 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %415 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %416 = stablehlo.multiply %iterArg_136, %415 : tensor<16xf64>
      %417 = stablehlo.select %399, %416, %iterArg_136 : tensor<16xi1>, tensor<16xf64>
      %cst_152 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %418 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %419 = stablehlo.multiply %379, %418 : tensor<16xf64>
      %420 = stablehlo.select %399, %419, %379 : tensor<16xi1>, tensor<16xf64>
      %cst_153 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %421 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %422 = stablehlo.multiply %386, %421 : tensor<16xf64>
      %423 = stablehlo.select %399, %422, %386 : tensor<16xi1>, tensor<16xf64>
      %cst_154 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %424 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %425 = stablehlo.compare GT, %371, %424, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %426 = stablehlo.and %iterArg, %425 : tensor<16xi1>
      %427 = stablehlo.select %iterArg, %372, %iterArg_124 : tensor<16xi1>, tensor<16xf64>
      %428 = stablehlo.select %iterArg, %371, %iterArg_125 : tensor<16xi1>, tensor<16xf64>
      %429 = stablehlo.select %iterArg, %353, %iterArg_126 : tensor<16xi1>, tensor<16xf64>
      %430 = stablehlo.select %iterArg, %355, %iterArg_127 : tensor<16xi1>, tensor<16xf64>
      %431 = stablehlo.select %iterArg, %405, %iterArg_129 : tensor<16xi1>, tensor<16xf64>
      %432 = stablehlo.select %iterArg, %411, %iterArg_130 : tensor<16xi1>, tensor<16xf64>
      %433 = stablehlo.select %iterArg, %402, %iterArg_131 : tensor<16xi1>, tensor<16xf64>
      %434 = stablehlo.select %iterArg, %408, %iterArg_132 : tensor<16xi1>, tensor<16xf64>
      %435 = stablehlo.select %iterArg, %414, %iterArg_133 : tensor<16xi1>, tensor<16xf64>
      %436 = stablehlo.select %iterArg, %417, %iterArg_134 : tensor<16xi1>, tensor<16xf64>
      %437 = stablehlo.select %iterArg, %420, %iterArg_135 : tensor<16xi1>, tensor<16xf64>
      %438 = stablehlo.select %iterArg, %423, %iterArg_136 : tensor<16xi1>, tensor<16xf64>
      %439 = stablehlo.select %iterArg, %390, %iterArg_137 : tensor<16xi1>, tensor<16xf64>
      stablehlo.return %426, %427, %428, %429, %430, %351, %431, %432, %433, %434, %435, %436, %437, %438, %439 : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<f64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    }
    %61 = stablehlo.multiply %60#1, %35 : tensor<16xf64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %63 = stablehlo.subtract %62, %61 : tensor<16xf64>
    %64 = stablehlo.not %25 : tensor<16xi1>
    %65 = stablehlo.and %40, %64 : tensor<16xi1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %68 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %69 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %70:7 = stablehlo.while(%iterArg = %65, %iterArg_124 = %arg0, %iterArg_125 = %66, %iterArg_126 = %67, %iterArg_127 = %0, %iterArg_128 = %68, %iterArg_129 = %69) : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %351 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %351 : tensor<i1>
    } do {
      %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %351 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %352 = stablehlo.add %iterArg_124, %351 : tensor<16xf64>
      %353 = stablehlo.divide %iterArg_127, %352 : tensor<16xf64>
      %354 = stablehlo.multiply %iterArg_128, %353 : tensor<16xf64>
      %355 = stablehlo.multiply %iterArg_125, %iterArg_127 : tensor<16xf64>
      %356 = stablehlo.multiply %352, %352 : tensor<16xf64>
      %357 = stablehlo.divide %355, %356 : tensor<16xf64>
      %358 = stablehlo.subtract %354, %357 : tensor<16xf64>
      %359 = stablehlo.add %iterArg_129, %358 : tensor<16xf64>
      %360 = stablehlo.divide %iterArg_127, %352 : tensor<16xf64>
      %361 = stablehlo.multiply %iterArg_125, %360 : tensor<16xf64>
      %362 = stablehlo.add %iterArg_126, %361 : tensor<16xf64>
      %363 = stablehlo.divide %361, %362 : tensor<16xf64>
      %cst_131 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %364 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %365 = stablehlo.compare GT, %363, %364, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %366 = stablehlo.and %iterArg, %365 : tensor<16xi1>
      %367 = stablehlo.select %iterArg, %352, %iterArg_124 : tensor<16xi1>, tensor<16xf64>
      %368 = stablehlo.select %iterArg, %361, %iterArg_125 : tensor<16xi1>, tensor<16xf64>
      %369 = stablehlo.select %iterArg, %362, %iterArg_126 : tensor<16xi1>, tensor<16xf64>
      %370 = stablehlo.select %iterArg, %iterArg_127, %iterArg_127 : tensor<16xi1>, tensor<16xf64>
      %371 = stablehlo.select %iterArg, %358, %iterArg_128 : tensor<16xi1>, tensor<16xf64>
      %372 = stablehlo.select %iterArg, %359, %iterArg_129 : tensor<16xi1>, tensor<16xf64>
      stablehlo.return %366, %367, %368, %369, %370, %371, %372 : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    }
    %71 = stablehlo.multiply %70#3, %35 : tensor<16xf64>
    %72 = stablehlo.divide %71, %arg0 : tensor<16xf64>
    %73 = stablehlo.select %25, %63, %72 : tensor<16xi1>, tensor<16xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %74 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %75 = stablehlo.select %7, %74, %73 : tensor<16xi1>, tensor<16xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %76 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %77 = stablehlo.select %11, %76, %75 : tensor<16xi1>, tensor<16xf64>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %78 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %79 = stablehlo.select %5, %78, %77 : tensor<16xi1>, tensor<16xf64>
    %cst_24 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %81 = stablehlo.select %21, %80, %79 : tensor<16xi1>, tensor<16xf64>
    %82 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %83 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %84 = stablehlo.or %82, %83 : tensor<16xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %86 = stablehlo.compare EQ, %arg0, %85, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %88 = stablehlo.compare EQ, %0, %87, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_27 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %89 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %90 = stablehlo.compare EQ, %0, %89, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_28 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %91 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %92 = stablehlo.compare EQ, %arg0, %91, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %93 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %94 = stablehlo.compare LT, %0, %93, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %95 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %96 = stablehlo.compare LT, %arg0, %95, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %97 = stablehlo.and %86, %88 : tensor<16xi1>
    %98 = stablehlo.and %92, %90 : tensor<16xi1>
    %99 = stablehlo.or %94, %96 : tensor<16xi1>
    %100 = stablehlo.or %99, %97 : tensor<16xi1>
    %101 = stablehlo.or %100, %98 : tensor<16xi1>
    %102 = stablehlo.or %101, %84 : tensor<16xi1>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %104 = stablehlo.compare LT, %0, %103, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %105 = stablehlo.compare LT, %0, %arg0, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %106 = stablehlo.or %104, %105 : tensor<16xi1>
    %107 = stablehlo.log %0 : tensor<16xf64>
    %108 = stablehlo.multiply %arg0, %107 : tensor<16xf64>
    %109 = stablehlo.subtract %108, %0 : tensor<16xf64>
    %110 = chlo.lgamma %arg0 : tensor<16xf64> -> tensor<16xf64>
    %111 = stablehlo.subtract %109, %110 : tensor<16xf64>
    %cst_32 = stablehlo.constant dense<1.7976931348623157E+308> : tensor<f64>
    %112 = stablehlo.log %cst_32 : tensor<f64>
    %113 = stablehlo.negate %112 : tensor<f64>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %115 = stablehlo.compare LT, %111, %114, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %116 = stablehlo.or %102, %115 : tensor<16xi1>
    %117 = stablehlo.or %116, %90 : tensor<16xi1>
    %118 = stablehlo.or %117, %86 : tensor<16xi1>
    %119 = stablehlo.or %118, %92 : tensor<16xi1>
    %120 = stablehlo.not %119 : tensor<16xi1>
    %121 = stablehlo.exponential %111 : tensor<16xf64>
    %122 = stablehlo.and %120, %106 : tensor<16xi1>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %123 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %124 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %125 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %126 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %127:7 = stablehlo.while(%iterArg = %122, %iterArg_124 = %arg0, %iterArg_125 = %123, %iterArg_126 = %124, %iterArg_127 = %0, %iterArg_128 = %125, %iterArg_129 = %126) : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %351 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %351 : tensor<i1>
    } do {
      %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %351 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %352 = stablehlo.add %iterArg_124, %351 : tensor<16xf64>
      %353 = stablehlo.divide %iterArg_127, %352 : tensor<16xf64>
      %354 = stablehlo.multiply %iterArg_128, %353 : tensor<16xf64>
      %355 = stablehlo.multiply %iterArg_125, %iterArg_127 : tensor<16xf64>
      %356 = stablehlo.multiply %352, %352 : tensor<16xf64>
      %357 = stablehlo.divide %355, %356 : tensor<16xf64>
      %358 = stablehlo.subtract %354, %357 : tensor<16xf64>
      %359 = stablehlo.add %iterArg_129, %358 : tensor<16xf64>
      %360 = stablehlo.divide %iterArg_127, %352 : tensor<16xf64>
      %361 = stablehlo.multiply %iterArg_125, %360 : tensor<16xf64>
      %362 = stablehlo.add %iterArg_126, %361 : tensor<16xf64>
      %363 = stablehlo.divide %361, %362 : tensor<16xf64>
      %cst_131 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %364 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %365 = stablehlo.compare GT, %363, %364, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %366 = stablehlo.and %iterArg, %365 : tensor<16xi1>
      %367 = stablehlo.select %iterArg, %352, %iterArg_124 : tensor<16xi1>, tensor<16xf64>
      %368 = stablehlo.select %iterArg, %361, %iterArg_125 : tensor<16xi1>, tensor<16xf64>
      %369 = stablehlo.select %iterArg, %362, %iterArg_126 : tensor<16xi1>, tensor<16xf64>
      %370 = stablehlo.select %iterArg, %iterArg_127, %iterArg_127 : tensor<16xi1>, tensor<16xf64>
      %371 = stablehlo.select %iterArg, %358, %iterArg_128 : tensor<16xi1>, tensor<16xf64>
      %372 = stablehlo.select %iterArg, %359, %iterArg_129 : tensor<16xi1>, tensor<16xf64>
      stablehlo.return %366, %367, %368, %369, %370, %371, %372 : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    }
    %128 = stablehlo.multiply %127#3, %121 : tensor<16xf64>
    %129 = stablehlo.divide %128, %arg0 : tensor<16xf64>
    %130 = stablehlo.not %106 : tensor<16xi1>
    %131 = stablehlo.and %120, %130 : tensor<16xi1>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %132 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %133 = stablehlo.subtract %132, %arg0 : tensor<16xf64>
    %134 = stablehlo.add %0, %133 : tensor<16xf64>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %135 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %136 = stablehlo.add %134, %135 : tensor<16xf64>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %137 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %138 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %139 = stablehlo.add %0, %138 : tensor<16xf64>
    %140 = stablehlo.multiply %136, %0 : tensor<16xf64>
    %141 = stablehlo.divide %139, %140 : tensor<16xf64>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %142 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %143 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %144 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %145 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %146 = stablehlo.negate %0 : tensor<16xf64>
    %147 = stablehlo.multiply %141, %146 : tensor<16xf64>
    %148 = stablehlo.subtract %145, %147 : tensor<16xf64>
    %149 = stablehlo.divide %148, %140 : tensor<16xf64>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %150:15 = stablehlo.while(%iterArg = %131, %iterArg_124 = %141, %iterArg_125 = %142, %iterArg_126 = %133, %iterArg_127 = %136, %iterArg_128 = %cst_45, %iterArg_129 = %139, %iterArg_130 = %140, %iterArg_131 = %137, %iterArg_132 = %0, %iterArg_133 = %143, %iterArg_134 = %144, %iterArg_135 = %145, %iterArg_136 = %146, %iterArg_137 = %149) : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<f64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    cond {
      %cst_138 = stablehlo.constant dense<2.000000e+03> : tensor<f64>
      %351 = stablehlo.compare LT, %iterArg_128, %cst_138, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %352 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      %353 = stablehlo.and %351, %352 : tensor<i1>
      stablehlo.return %353 : tensor<i1>
    } do {
      %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %351 = stablehlo.add %iterArg_128, %cst_138 : tensor<f64>
      %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %352 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %353 = stablehlo.add %iterArg_126, %352 : tensor<16xf64>
      %cst_140 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
      %354 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %355 = stablehlo.add %iterArg_127, %354 : tensor<16xf64>
      %356 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %357 = stablehlo.multiply %353, %356 : tensor<16xf64>
      %358 = stablehlo.multiply %iterArg_129, %355 : tensor<16xf64>
      %359 = stablehlo.multiply %iterArg_131, %357 : tensor<16xf64>
      %360 = stablehlo.subtract %358, %359 : tensor<16xf64>
      %361 = stablehlo.multiply %iterArg_130, %355 : tensor<16xf64>
      %362 = stablehlo.multiply %iterArg_132, %357 : tensor<16xf64>
      %363 = stablehlo.subtract %361, %362 : tensor<16xf64>
      %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %364 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %365 = stablehlo.compare NE, %363, %364, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %366 = stablehlo.divide %360, %363 : tensor<16xf64>
      %367 = stablehlo.subtract %iterArg_124, %366 : tensor<16xf64>
      %368 = stablehlo.divide %367, %366 : tensor<16xf64>
      %369 = stablehlo.abs %368 : tensor<16xf64>
      %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %370 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %371 = stablehlo.select %365, %369, %370 : tensor<16xi1>, tensor<16xf64>
      %372 = stablehlo.select %365, %366, %iterArg_124 : tensor<16xi1>, tensor<16xf64>
      %373 = stablehlo.multiply %iterArg_135, %355 : tensor<16xf64>
      %374 = stablehlo.subtract %373, %iterArg_129 : tensor<16xf64>
      %375 = stablehlo.multiply %iterArg_133, %357 : tensor<16xf64>
      %376 = stablehlo.subtract %374, %375 : tensor<16xf64>
      %377 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %378 = stablehlo.multiply %iterArg_131, %377 : tensor<16xf64>
      %379 = stablehlo.add %376, %378 : tensor<16xf64>
      %380 = stablehlo.multiply %iterArg_136, %355 : tensor<16xf64>
      %381 = stablehlo.subtract %380, %iterArg_130 : tensor<16xf64>
      %382 = stablehlo.multiply %iterArg_134, %357 : tensor<16xf64>
      %383 = stablehlo.subtract %381, %382 : tensor<16xf64>
      %384 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %385 = stablehlo.multiply %iterArg_132, %384 : tensor<16xf64>
      %386 = stablehlo.add %383, %385 : tensor<16xf64>
      %387 = stablehlo.multiply %372, %386 : tensor<16xf64>
      %388 = stablehlo.subtract %379, %387 : tensor<16xf64>
      %389 = stablehlo.divide %388, %363 : tensor<16xf64>
      %390 = stablehlo.select %365, %389, %iterArg_137 : tensor<16xi1>, tensor<16xf64>
      %391 = stablehlo.subtract %390, %iterArg_137 : tensor<16xf64>
      %392 = stablehlo.abs %391 : tensor<16xf64>
      %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %393 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %394 = stablehlo.select %365, %392, %393 : tensor<16xi1>, tensor<16xf64>
      %395 = stablehlo.abs %360 : tensor<16xf64>
      %cst_144 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %396 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f64>) -> tensor<f64>
      %397 = stablehlo.divide %396, %cst_144 : tensor<f64>
      %398 = stablehlo.broadcast_in_dim %397, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %399 = stablehlo.compare GT, %395, %398, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %cst_146 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %400 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %401 = stablehlo.multiply %iterArg_129, %400 : tensor<16xf64>
      %402 = stablehlo.select %399, %401, %iterArg_129 : tensor<16xi1>, tensor<16xf64>
      %cst_147 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %403 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %404 = stablehlo.multiply %360, %403 : tensor<16xf64>
      %405 = stablehlo.select %399, %404, %360 : tensor<16xi1>, tensor<16xf64>
      %cst_148 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %406 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %407 = stablehlo.multiply %iterArg_130, %406 : tensor<16xf64>
      %408 = stablehlo.select %399, %407, %iterArg_130 : tensor<16xi1>, tensor<16xf64>
      %cst_149 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %409 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %410 = stablehlo.multiply %363, %409 : tensor<16xf64>
      %411 = stablehlo.select %399, %410, %363 : tensor<16xi1>, tensor<16xf64>
      %cst_150 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %412 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %413 = stablehlo.multiply %iterArg_135, %412 : tensor<16xf64>
      %414 = stablehlo.select %399, %413, %iterArg_135 : tensor<16xi1>, tensor<16xf64>
      %cst_151 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %415 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %416 = stablehlo.multiply %iterArg_136, %415 : tensor<16xf64>
      %417 = stablehlo.select %399, %416, %iterArg_136 : tensor<16xi1>, tensor<16xf64>
      %cst_152 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %418 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %419 = stablehlo.multiply %379, %418 : tensor<16xf64>
      %420 = stablehlo.select %399, %419, %379 : tensor<16xi1>, tensor<16xf64>
      %cst_153 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %421 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %422 = stablehlo.multiply %386, %421 : tensor<16xf64>
      %423 = stablehlo.select %399, %422, %386 : tensor<16xi1>, tensor<16xf64>
      %cst_154 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %424 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %425 = stablehlo.compare GT, %371, %424, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %426 = stablehlo.and %iterArg, %425 : tensor<16xi1>
      %427 = stablehlo.select %iterArg, %372, %iterArg_124 : tensor<16xi1>, tensor<16xf64>
      %428 = stablehlo.select %iterArg, %371, %iterArg_125 : tensor<16xi1>, tensor<16xf64>
      %429 = stablehlo.select %iterArg, %353, %iterArg_126 : tensor<16xi1>, tensor<16xf64>
      %430 = stablehlo.select %iterArg, %355, %iterArg_127 : tensor<16xi1>, tensor<16xf64>
      %431 = stablehlo.select %iterArg, %405, %iterArg_129 : tensor<16xi1>, tensor<16xf64>
      %432 = stablehlo.select %iterArg, %411, %iterArg_130 : tensor<16xi1>, tensor<16xf64>
      %433 = stablehlo.select %iterArg, %402, %iterArg_131 : tensor<16xi1>, tensor<16xf64>
      %434 = stablehlo.select %iterArg, %408, %iterArg_132 : tensor<16xi1>, tensor<16xf64>
      %435 = stablehlo.select %iterArg, %414, %iterArg_133 : tensor<16xi1>, tensor<16xf64>
      %436 = stablehlo.select %iterArg, %417, %iterArg_134 : tensor<16xi1>, tensor<16xf64>
      %437 = stablehlo.select %iterArg, %420, %iterArg_135 : tensor<16xi1>, tensor<16xf64>
      %438 = stablehlo.select %iterArg, %423, %iterArg_136 : tensor<16xi1>, tensor<16xf64>
      %439 = stablehlo.select %iterArg, %390, %iterArg_137 : tensor<16xi1>, tensor<16xf64>
      stablehlo.return %426, %427, %428, %429, %430, %351, %431, %432, %433, %434, %435, %436, %437, %438, %439 : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<f64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    }
    %151 = stablehlo.multiply %150#1, %121 : tensor<16xf64>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %152 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %153 = stablehlo.subtract %152, %129 : tensor<16xf64>
    %154 = stablehlo.select %106, %153, %151 : tensor<16xi1>, tensor<16xf64>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %155 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %156 = stablehlo.select %92, %155, %154 : tensor<16xi1>, tensor<16xf64>
    %157 = stablehlo.or %90, %86 : tensor<16xi1>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %158 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %159 = stablehlo.select %157, %158, %156 : tensor<16xi1>, tensor<16xf64>
    %cst_49 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %160 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %161 = stablehlo.select %102, %160, %159 : tensor<16xi1>, tensor<16xf64>
    %162 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %163 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %164 = stablehlo.or %162, %163 : tensor<16xi1>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %165 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %166 = stablehlo.compare EQ, %0, %165, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %167 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %168 = stablehlo.compare LT, %0, %167, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %169 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %170 = stablehlo.compare LE, %arg0, %169, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %171 = stablehlo.or %168, %170 : tensor<16xi1>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %172 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %173 = stablehlo.compare GT, %0, %172, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %174 = stablehlo.compare GT, %0, %arg0, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %175 = stablehlo.and %173, %174 : tensor<16xi1>
    %176 = stablehlo.log %0 : tensor<16xf64>
    %177 = stablehlo.multiply %arg0, %176 : tensor<16xf64>
    %178 = stablehlo.subtract %177, %0 : tensor<16xf64>
    %179 = chlo.lgamma %arg0 : tensor<16xf64> -> tensor<16xf64>
    %180 = stablehlo.subtract %178, %179 : tensor<16xf64>
    %cst_54 = stablehlo.constant dense<1.7976931348623157E+308> : tensor<f64>
    %181 = stablehlo.log %cst_54 : tensor<f64>
    %182 = stablehlo.negate %181 : tensor<f64>
    %183 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %184 = stablehlo.compare LT, %180, %183, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %185 = stablehlo.exponential %180 : tensor<16xf64>
    %186 = stablehlo.or %166, %171 : tensor<16xi1>
    %187 = stablehlo.or %186, %184 : tensor<16xi1>
    %188 = stablehlo.or %187, %164 : tensor<16xi1>
    %189 = stablehlo.not %188 : tensor<16xi1>
    %190 = stablehlo.and %189, %175 : tensor<16xi1>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %191 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %192 = stablehlo.subtract %191, %arg0 : tensor<16xf64>
    %193 = stablehlo.add %0, %192 : tensor<16xf64>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %194 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %195 = stablehlo.add %193, %194 : tensor<16xf64>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %196 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %197 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %198 = stablehlo.add %0, %197 : tensor<16xf64>
    %199 = stablehlo.multiply %195, %0 : tensor<16xf64>
    %200 = stablehlo.divide %198, %199 : tensor<16xf64>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %201 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %202 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %203 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %204 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %205 = stablehlo.negate %0 : tensor<16xf64>
    %206 = stablehlo.multiply %200, %205 : tensor<16xf64>
    %207 = stablehlo.subtract %204, %206 : tensor<16xf64>
    %208 = stablehlo.divide %207, %199 : tensor<16xf64>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %209:15 = stablehlo.while(%iterArg = %190, %iterArg_124 = %200, %iterArg_125 = %201, %iterArg_126 = %192, %iterArg_127 = %195, %iterArg_128 = %cst_63, %iterArg_129 = %198, %iterArg_130 = %199, %iterArg_131 = %196, %iterArg_132 = %0, %iterArg_133 = %202, %iterArg_134 = %203, %iterArg_135 = %204, %iterArg_136 = %205, %iterArg_137 = %208) : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<f64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    cond {
      %cst_138 = stablehlo.constant dense<2.000000e+03> : tensor<f64>
      %351 = stablehlo.compare LT, %iterArg_128, %cst_138, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %352 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      %353 = stablehlo.and %351, %352 : tensor<i1>
      stablehlo.return %353 : tensor<i1>
    } do {
      %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %351 = stablehlo.add %iterArg_128, %cst_138 : tensor<f64>
      %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %352 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %353 = stablehlo.add %iterArg_126, %352 : tensor<16xf64>
      %cst_140 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
      %354 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %355 = stablehlo.add %iterArg_127, %354 : tensor<16xf64>
      %356 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %357 = stablehlo.multiply %353, %356 : tensor<16xf64>
      %358 = stablehlo.multiply %iterArg_129, %355 : tensor<16xf64>
      %359 = stablehlo.multiply %iterArg_131, %357 : tensor<16xf64>
      %360 = stablehlo.subtract %358, %359 : tensor<16xf64>
      %361 = stablehlo.multiply %iterArg_130, %355 : tensor<16xf64>
      %362 = stablehlo.multiply %iterArg_132, %357 : tensor<16xf64>
      %363 = stablehlo.subtract %361, %362 : tensor<16xf64>
      %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %364 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %365 = stablehlo.compare NE, %363, %364, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %366 = stablehlo.divide %360, %363 : tensor<16xf64>
      %367 = stablehlo.subtract %iterArg_124, %366 : tensor<16xf64>
      %368 = stablehlo.divide %367, %366 : tensor<16xf64>
      %369 = stablehlo.abs %368 : tensor<16xf64>
      %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %370 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %371 = stablehlo.select %365, %369, %370 : tensor<16xi1>, tensor<16xf64>
      %372 = stablehlo.select %365, %366, %iterArg_124 : tensor<16xi1>, tensor<16xf64>
      %373 = stablehlo.multiply %iterArg_135, %355 : tensor<16xf64>
      %374 = stablehlo.subtract %373, %iterArg_129 : tensor<16xf64>
      %375 = stablehlo.multiply %iterArg_133, %357 : tensor<16xf64>
      %376 = stablehlo.subtract %374, %375 : tensor<16xf64>
      %377 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %378 = stablehlo.multiply %iterArg_131, %377 : tensor<16xf64>
      %379 = stablehlo.add %376, %378 : tensor<16xf64>
      %380 = stablehlo.multiply %iterArg_136, %355 : tensor<16xf64>
      %381 = stablehlo.subtract %380, %iterArg_130 : tensor<16xf64>
      %382 = stablehlo.multiply %iterArg_134, %357 : tensor<16xf64>
      %383 = stablehlo.subtract %381, %382 : tensor<16xf64>
      %384 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %385 = stablehlo.multiply %iterArg_132, %384 : tensor<16xf64>
      %386 = stablehlo.add %383, %385 : tensor<16xf64>
      %387 = stablehlo.multiply %372, %386 : tensor<16xf64>
      %388 = stablehlo.subtract %379, %387 : tensor<16xf64>
      %389 = stablehlo.divide %388, %363 : tensor<16xf64>
      %390 = stablehlo.select %365, %389, %iterArg_137 : tensor<16xi1>, tensor<16xf64>
      %391 = stablehlo.subtract %390, %iterArg_137 : tensor<16xf64>
      %392 = stablehlo.abs %391 : tensor<16xf64>
      %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %393 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %394 = stablehlo.select %365, %392, %393 : tensor<16xi1>, tensor<16xf64>
      %395 = stablehlo.abs %360 : tensor<16xf64>
      %cst_144 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %396 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f64>) -> tensor<f64>
      %397 = stablehlo.divide %396, %cst_144 : tensor<f64>
      %398 = stablehlo.broadcast_in_dim %397, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %399 = stablehlo.compare GT, %395, %398, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %cst_146 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %400 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %401 = stablehlo.multiply %iterArg_129, %400 : tensor<16xf64>
      %402 = stablehlo.select %399, %401, %iterArg_129 : tensor<16xi1>, tensor<16xf64>
      %cst_147 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %403 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %404 = stablehlo.multiply %360, %403 : tensor<16xf64>
      %405 = stablehlo.select %399, %404, %360 : tensor<16xi1>, tensor<16xf64>
      %cst_148 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %406 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %407 = stablehlo.multiply %iterArg_130, %406 : tensor<16xf64>
      %408 = stablehlo.select %399, %407, %iterArg_130 : tensor<16xi1>, tensor<16xf64>
      %cst_149 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %409 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %410 = stablehlo.multiply %363, %409 : tensor<16xf64>
      %411 = stablehlo.select %399, %410, %363 : tensor<16xi1>, tensor<16xf64>
      %cst_150 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %412 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %413 = stablehlo.multiply %iterArg_135, %412 : tensor<16xf64>
      %414 = stablehlo.select %399, %413, %iterArg_135 : tensor<16xi1>, tensor<16xf64>
      %cst_151 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %415 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %416 = stablehlo.multiply %iterArg_136, %415 : tensor<16xf64>
      %417 = stablehlo.select %399, %416, %iterArg_136 : tensor<16xi1>, tensor<16xf64>
      %cst_152 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %418 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %419 = stablehlo.multiply %379, %418 : tensor<16xf64>
      %420 = stablehlo.select %399, %419, %379 : tensor<16xi1>, tensor<16xf64>
      %cst_153 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %421 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %422 = stablehlo.multiply %386, %421 : tensor<16xf64>
      %423 = stablehlo.select %399, %422, %386 : tensor<16xi1>, tensor<16xf64>
      %cst_154 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %424 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %425 = stablehlo.compare GT, %394, %424, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %426 = stablehlo.and %iterArg, %425 : tensor<16xi1>
      %427 = stablehlo.select %iterArg, %372, %iterArg_124 : tensor<16xi1>, tensor<16xf64>
      %428 = stablehlo.select %iterArg, %371, %iterArg_125 : tensor<16xi1>, tensor<16xf64>
      %429 = stablehlo.select %iterArg, %353, %iterArg_126 : tensor<16xi1>, tensor<16xf64>
      %430 = stablehlo.select %iterArg, %355, %iterArg_127 : tensor<16xi1>, tensor<16xf64>
      %431 = stablehlo.select %iterArg, %405, %iterArg_129 : tensor<16xi1>, tensor<16xf64>
      %432 = stablehlo.select %iterArg, %411, %iterArg_130 : tensor<16xi1>, tensor<16xf64>
      %433 = stablehlo.select %iterArg, %402, %iterArg_131 : tensor<16xi1>, tensor<16xf64>
      %434 = stablehlo.select %iterArg, %408, %iterArg_132 : tensor<16xi1>, tensor<16xf64>
      %435 = stablehlo.select %iterArg, %414, %iterArg_133 : tensor<16xi1>, tensor<16xf64>
      %436 = stablehlo.select %iterArg, %417, %iterArg_134 : tensor<16xi1>, tensor<16xf64>
      %437 = stablehlo.select %iterArg, %420, %iterArg_135 : tensor<16xi1>, tensor<16xf64>
      %438 = stablehlo.select %iterArg, %423, %iterArg_136 : tensor<16xi1>, tensor<16xf64>
      %439 = stablehlo.select %iterArg, %390, %iterArg_137 : tensor<16xi1>, tensor<16xf64>
      stablehlo.return %426, %427, %428, %429, %430, %351, %431, %432, %433, %434, %435, %436, %437, %438, %439 : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<f64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    }
    %210 = stablehlo.log %0 : tensor<16xf64>
    %211 = chlo.digamma %arg0 : tensor<16xf64> -> tensor<16xf64>
    %212 = stablehlo.subtract %210, %211 : tensor<16xf64>
    %213 = stablehlo.multiply %209#1, %212 : tensor<16xf64>
    %214 = stablehlo.add %213, %209#14 : tensor<16xf64>
    %215 = stablehlo.multiply %185, %214 : tensor<16xf64>
    %216 = stablehlo.negate %215 : tensor<16xf64>
    %217 = stablehlo.not %175 : tensor<16xi1>
    %218 = stablehlo.and %189, %217 : tensor<16xi1>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %220 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %221 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %222 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %223:7 = stablehlo.while(%iterArg = %218, %iterArg_124 = %arg0, %iterArg_125 = %219, %iterArg_126 = %220, %iterArg_127 = %0, %iterArg_128 = %221, %iterArg_129 = %222) : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %351 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %351 : tensor<i1>
    } do {
      %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %351 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %352 = stablehlo.add %iterArg_124, %351 : tensor<16xf64>
      %353 = stablehlo.divide %iterArg_127, %352 : tensor<16xf64>
      %354 = stablehlo.multiply %iterArg_128, %353 : tensor<16xf64>
      %355 = stablehlo.multiply %iterArg_125, %iterArg_127 : tensor<16xf64>
      %356 = stablehlo.multiply %352, %352 : tensor<16xf64>
      %357 = stablehlo.divide %355, %356 : tensor<16xf64>
      %358 = stablehlo.subtract %354, %357 : tensor<16xf64>
      %359 = stablehlo.add %iterArg_129, %358 : tensor<16xf64>
      %360 = stablehlo.divide %iterArg_127, %352 : tensor<16xf64>
      %361 = stablehlo.multiply %iterArg_125, %360 : tensor<16xf64>
      %362 = stablehlo.add %iterArg_126, %361 : tensor<16xf64>
      %363 = stablehlo.divide %358, %359 : tensor<16xf64>
      %364 = stablehlo.abs %363 : tensor<16xf64>
      %cst_131 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %365 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f64>) -> tensor<16xf64>
      %366 = stablehlo.compare GT, %364, %365, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
      %367 = stablehlo.and %iterArg, %366 : tensor<16xi1>
      %368 = stablehlo.select %iterArg, %352, %iterArg_124 : tensor<16xi1>, tensor<16xf64>
      %369 = stablehlo.select %iterArg, %361, %iterArg_125 : tensor<16xi1>, tensor<16xf64>
      %370 = stablehlo.select %iterArg, %362, %iterArg_126 : tensor<16xi1>, tensor<16xf64>
      %371 = stablehlo.select %iterArg, %iterArg_127, %iterArg_127 : tensor<16xi1>, tensor<16xf64>
      %372 = stablehlo.select %iterArg, %358, %iterArg_128 : tensor<16xi1>, tensor<16xf64>
      %373 = stablehlo.select %iterArg, %359, %iterArg_129 : tensor<16xi1>, tensor<16xf64>
      stablehlo.return %367, %368, %369, %370, %371, %372, %373 : tensor<16xi1>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
    }
    %224 = stablehlo.log %0 : tensor<16xf64>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %225 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %226 = stablehlo.add %arg0, %225 : tensor<16xf64>
    %227 = chlo.digamma %226 : tensor<16xf64> -> tensor<16xf64>
    %228 = stablehlo.subtract %224, %227 : tensor<16xf64>
    %229 = stablehlo.multiply %223#3, %228 : tensor<16xf64>
    %230 = stablehlo.add %229, %223#6 : tensor<16xf64>
    %231 = stablehlo.multiply %185, %230 : tensor<16xf64>
    %232 = stablehlo.divide %231, %arg0 : tensor<16xf64>
    %233 = stablehlo.select %175, %216, %232 : tensor<16xi1>, tensor<16xf64>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %234 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %235 = stablehlo.select %166, %234, %233 : tensor<16xi1>, tensor<16xf64>
    %236 = stablehlo.or %171, %164 : tensor<16xi1>
    %cst_70 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %237 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %238 = stablehlo.select %236, %237, %235 : tensor<16xi1>, tensor<16xf64>
    %239 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %240 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %241 = stablehlo.or %239, %240 : tensor<i1>
    %cst_71 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %242 = stablehlo.compare EQ, %arg2, %cst_71, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_72 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %243 = stablehlo.compare EQ, %arg2, %cst_72, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %244 = stablehlo.compare EQ, %arg2, %cst_73, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %245 = stablehlo.compare EQ, %arg2, %cst_74, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %246 = stablehlo.compare LT, %arg2, %cst_75, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %247 = stablehlo.compare LT, %arg2, %cst_76, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %248 = stablehlo.and %244, %245 : tensor<i1>
    %249 = stablehlo.and %243, %242 : tensor<i1>
    %250 = stablehlo.or %246, %247 : tensor<i1>
    %251 = stablehlo.or %250, %248 : tensor<i1>
    %252 = stablehlo.or %251, %249 : tensor<i1>
    %253 = stablehlo.or %252, %241 : tensor<i1>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %254 = stablehlo.compare GE, %arg2, %cst_77, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %255 = stablehlo.compare GT, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %256 = stablehlo.and %254, %255 : tensor<i1>
    %257 = stablehlo.log %arg2 : tensor<f64>
    %258 = stablehlo.multiply %arg2, %257 : tensor<f64>
    %259 = stablehlo.subtract %258, %arg2 : tensor<f64>
    %260 = chlo.lgamma %arg2 : tensor<f64> -> tensor<f64>
    %261 = stablehlo.subtract %259, %260 : tensor<f64>
    %cst_78 = stablehlo.constant dense<1.7976931348623157E+308> : tensor<f64>
    %262 = stablehlo.log %cst_78 : tensor<f64>
    %263 = stablehlo.negate %262 : tensor<f64>
    %264 = stablehlo.compare LT, %261, %263, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %265 = stablehlo.exponential %261 : tensor<f64>
    %266 = stablehlo.or %245, %253 : tensor<i1>
    %267 = stablehlo.or %266, %264 : tensor<i1>
    %268 = stablehlo.or %267, %242 : tensor<i1>
    %269 = stablehlo.or %268, %243 : tensor<i1>
    %270 = stablehlo.not %269 : tensor<i1>
    %271 = stablehlo.and %270, %256 : tensor<i1>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %272 = stablehlo.subtract %cst_79, %arg2 : tensor<f64>
    %273 = stablehlo.add %arg2, %272 : tensor<f64>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %274 = stablehlo.add %273, %cst_80 : tensor<f64>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %275 = stablehlo.add %arg2, %cst_81 : tensor<f64>
    %276 = stablehlo.multiply %274, %arg2 : tensor<f64>
    %277 = stablehlo.divide %275, %276 : tensor<f64>
    %278 = stablehlo.negate %arg2 : tensor<f64>
    %279 = stablehlo.multiply %277, %278 : tensor<f64>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %280 = stablehlo.subtract %cst_82, %279 : tensor<f64>
    %281 = stablehlo.divide %280, %276 : tensor<f64>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %282:15 = stablehlo.while(%iterArg = %271, %iterArg_124 = %277, %iterArg_125 = %cst_83, %iterArg_126 = %272, %iterArg_127 = %274, %iterArg_128 = %cst_84, %iterArg_129 = %275, %iterArg_130 = %276, %iterArg_131 = %cst_85, %iterArg_132 = %arg2, %iterArg_133 = %cst_86, %iterArg_134 = %cst_87, %iterArg_135 = %cst_88, %iterArg_136 = %278, %iterArg_137 = %281) : tensor<i1>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
    cond {
      %cst_138 = stablehlo.constant dense<2.000000e+03> : tensor<f64>
      %351 = stablehlo.compare LT, %iterArg_128, %cst_138, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %352 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %353 = stablehlo.and %351, %352 : tensor<i1>
      stablehlo.return %353 : tensor<i1>
    } do {
      %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %351 = stablehlo.add %iterArg_128, %cst_138 : tensor<f64>
      %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %352 = stablehlo.add %iterArg_126, %cst_139 : tensor<f64>
      %cst_140 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
      %353 = stablehlo.add %iterArg_127, %cst_140 : tensor<f64>
      %354 = stablehlo.multiply %352, %351 : tensor<f64>
      %355 = stablehlo.multiply %iterArg_129, %353 : tensor<f64>
      %356 = stablehlo.multiply %iterArg_131, %354 : tensor<f64>
      %357 = stablehlo.subtract %355, %356 : tensor<f64>
      %358 = stablehlo.multiply %iterArg_130, %353 : tensor<f64>
      %359 = stablehlo.multiply %iterArg_132, %354 : tensor<f64>
      %360 = stablehlo.subtract %358, %359 : tensor<f64>
      %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %361 = stablehlo.compare NE, %360, %cst_141, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %362 = stablehlo.divide %357, %360 : tensor<f64>
      %363 = stablehlo.subtract %iterArg_124, %362 : tensor<f64>
      %364 = stablehlo.divide %363, %362 : tensor<f64>
      %365 = stablehlo.abs %364 : tensor<f64>
      %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %366 = stablehlo.select %361, %365, %cst_142 : tensor<i1>, tensor<f64>
      %367 = stablehlo.select %361, %362, %iterArg_124 : tensor<i1>, tensor<f64>
      %368 = stablehlo.multiply %iterArg_135, %353 : tensor<f64>
      %369 = stablehlo.subtract %368, %iterArg_129 : tensor<f64>
      %370 = stablehlo.multiply %iterArg_133, %354 : tensor<f64>
      %371 = stablehlo.subtract %369, %370 : tensor<f64>
      %372 = stablehlo.multiply %iterArg_131, %351 : tensor<f64>
      %373 = stablehlo.add %371, %372 : tensor<f64>
      %374 = stablehlo.multiply %iterArg_136, %353 : tensor<f64>
      %375 = stablehlo.subtract %374, %iterArg_130 : tensor<f64>
      %376 = stablehlo.multiply %iterArg_134, %354 : tensor<f64>
      %377 = stablehlo.subtract %375, %376 : tensor<f64>
      %378 = stablehlo.multiply %iterArg_132, %351 : tensor<f64>
      %379 = stablehlo.add %377, %378 : tensor<f64>
      %380 = stablehlo.multiply %367, %379 : tensor<f64>
      %381 = stablehlo.subtract %373, %380 : tensor<f64>
      %382 = stablehlo.divide %381, %360 : tensor<f64>
      %383 = stablehlo.select %361, %382, %iterArg_137 : tensor<i1>, tensor<f64>
      %384 = stablehlo.subtract %383, %iterArg_137 : tensor<f64>
      %385 = stablehlo.abs %384 : tensor<f64>
      %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %386 = stablehlo.select %361, %385, %cst_143 : tensor<i1>, tensor<f64>
      %387 = stablehlo.abs %357 : tensor<f64>
      %cst_144 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %388 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f64>) -> tensor<f64>
      %389 = stablehlo.divide %388, %cst_144 : tensor<f64>
      %390 = stablehlo.compare GT, %387, %389, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_146 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %391 = stablehlo.multiply %iterArg_129, %cst_146 : tensor<f64>
      %392 = stablehlo.select %390, %391, %iterArg_129 : tensor<i1>, tensor<f64>
      %cst_147 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %393 = stablehlo.multiply %357, %cst_147 : tensor<f64>
      %394 = stablehlo.select %390, %393, %357 : tensor<i1>, tensor<f64>
      %cst_148 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %395 = stablehlo.multiply %iterArg_130, %cst_148 : tensor<f64>
      %396 = stablehlo.select %390, %395, %iterArg_130 : tensor<i1>, tensor<f64>
      %cst_149 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %397 = stablehlo.multiply %360, %cst_149 : tensor<f64>
      %398 = stablehlo.select %390, %397, %360 : tensor<i1>, tensor<f64>
      %cst_150 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %399 = stablehlo.multiply %iterArg_135, %cst_150 : tensor<f64>
      %400 = stablehlo.select %390, %399, %iterArg_135 : tensor<i1>, tensor<f64>
      %cst_151 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %401 = stablehlo.multiply %iterArg_136, %cst_151 : tensor<f64>
      %402 = stablehlo.select %390, %401, %iterArg_136 : tensor<i1>, tensor<f64>
      %cst_152 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %403 = stablehlo.multiply %373, %cst_152 : tensor<f64>
      %404 = stablehlo.select %390, %403, %373 : tensor<i1>, tensor<f64>
      %cst_153 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %405 = stablehlo.multiply %379, %cst_153 : tensor<f64>
      %406 = stablehlo.select %390, %405, %379 : tensor<i1>, tensor<f64>
      %cst_154 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %407 = stablehlo.compare GT, %366, %cst_154, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %408 = stablehlo.and %iterArg, %407 : tensor<i1>
      %409 = stablehlo.select %iterArg, %367, %iterArg_124 : tensor<i1>, tensor<f64>
      %410 = stablehlo.select %iterArg, %366, %iterArg_125 : tensor<i1>, tensor<f64>
      %411 = stablehlo.select %iterArg, %352, %iterArg_126 : tensor<i1>, tensor<f64>
      %412 = stablehlo.select %iterArg, %353, %iterArg_127 : tensor<i1>, tensor<f64>
      %413 = stablehlo.select %iterArg, %394, %iterArg_129 : tensor<i1>, tensor<f64>
      %414 = stablehlo.select %iterArg, %398, %iterArg_130 : tensor<i1>, tensor<f64>
      %415 = stablehlo.select %iterArg, %392, %iterArg_131 : tensor<i1>, tensor<f64>
      %416 = stablehlo.select %iterArg, %396, %iterArg_132 : tensor<i1>, tensor<f64>
      %417 = stablehlo.select %iterArg, %400, %iterArg_133 : tensor<i1>, tensor<f64>
      %418 = stablehlo.select %iterArg, %402, %iterArg_134 : tensor<i1>, tensor<f64>
      %419 = stablehlo.select %iterArg, %404, %iterArg_135 : tensor<i1>, tensor<f64>
      %420 = stablehlo.select %iterArg, %406, %iterArg_136 : tensor<i1>, tensor<f64>
      %421 = stablehlo.select %iterArg, %383, %iterArg_137 : tensor<i1>, tensor<f64>
      stablehlo.return %408, %409, %410, %411, %412, %351, %413, %414, %415, %416, %417, %418, %419, %420, %421 : tensor<i1>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
    }
    %283 = stablehlo.multiply %282#1, %265 : tensor<f64>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %284 = stablehlo.subtract %cst_89, %283 : tensor<f64>
    %285 = stablehlo.not %256 : tensor<i1>
    %286 = stablehlo.and %270, %285 : tensor<i1>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %287:7 = stablehlo.while(%iterArg = %286, %iterArg_124 = %arg2, %iterArg_125 = %cst_90, %iterArg_126 = %cst_91, %iterArg_127 = %arg2, %iterArg_128 = %cst_92, %iterArg_129 = %cst_93) : tensor<i1>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %351 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %351 : tensor<i1>
    } do {
      %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %351 = stablehlo.add %iterArg_124, %cst_130 : tensor<f64>
      %352 = stablehlo.divide %iterArg_127, %351 : tensor<f64>
      %353 = stablehlo.multiply %iterArg_128, %352 : tensor<f64>
      %354 = stablehlo.multiply %iterArg_125, %iterArg_127 : tensor<f64>
      %355 = stablehlo.multiply %351, %351 : tensor<f64>
      %356 = stablehlo.divide %354, %355 : tensor<f64>
      %357 = stablehlo.subtract %353, %356 : tensor<f64>
      %358 = stablehlo.add %iterArg_129, %357 : tensor<f64>
      %359 = stablehlo.divide %iterArg_127, %351 : tensor<f64>
      %360 = stablehlo.multiply %iterArg_125, %359 : tensor<f64>
      %361 = stablehlo.add %iterArg_126, %360 : tensor<f64>
      %362 = stablehlo.divide %360, %361 : tensor<f64>
      %cst_131 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %363 = stablehlo.compare GT, %362, %cst_131, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %364 = stablehlo.and %iterArg, %363 : tensor<i1>
      %365 = stablehlo.select %iterArg, %351, %iterArg_124 : tensor<i1>, tensor<f64>
      %366 = stablehlo.select %iterArg, %360, %iterArg_125 : tensor<i1>, tensor<f64>
      %367 = stablehlo.select %iterArg, %361, %iterArg_126 : tensor<i1>, tensor<f64>
      %368 = stablehlo.select %iterArg, %iterArg_127, %iterArg_127 : tensor<i1>, tensor<f64>
      %369 = stablehlo.select %iterArg, %357, %iterArg_128 : tensor<i1>, tensor<f64>
      %370 = stablehlo.select %iterArg, %358, %iterArg_129 : tensor<i1>, tensor<f64>
      stablehlo.return %364, %365, %366, %367, %368, %369, %370 : tensor<i1>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
    }
    %288 = stablehlo.multiply %287#3, %265 : tensor<f64>
    %289 = stablehlo.divide %288, %arg2 : tensor<f64>
    %290 = stablehlo.select %256, %284, %289 : tensor<i1>, tensor<f64>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %291 = stablehlo.select %243, %cst_94, %290 : tensor<i1>, tensor<f64>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %292 = stablehlo.select %245, %cst_95, %291 : tensor<i1>, tensor<f64>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %293 = stablehlo.select %242, %cst_96, %292 : tensor<i1>, tensor<f64>
    %cst_97 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %294 = stablehlo.select %253, %cst_97, %293 : tensor<i1>, tensor<f64>
    %295 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %296 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %297 = stablehlo.or %295, %296 : tensor<i1>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %298 = stablehlo.compare EQ, %arg2, %cst_98, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %299 = stablehlo.compare EQ, %arg2, %cst_99, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_100 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %300 = stablehlo.compare EQ, %arg2, %cst_100, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_101 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %301 = stablehlo.compare EQ, %arg2, %cst_101, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %302 = stablehlo.compare LT, %arg2, %cst_102, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %303 = stablehlo.compare LT, %arg2, %cst_103, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %304 = stablehlo.and %298, %299 : tensor<i1>
    %305 = stablehlo.and %301, %300 : tensor<i1>
    %306 = stablehlo.or %302, %303 : tensor<i1>
    %307 = stablehlo.or %306, %304 : tensor<i1>
    %308 = stablehlo.or %307, %305 : tensor<i1>
    %309 = stablehlo.or %308, %297 : tensor<i1>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %310 = stablehlo.compare LT, %arg2, %cst_104, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %311 = stablehlo.compare LT, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %312 = stablehlo.or %310, %311 : tensor<i1>
    %313 = stablehlo.log %arg2 : tensor<f64>
    %314 = stablehlo.multiply %arg2, %313 : tensor<f64>
    %315 = stablehlo.subtract %314, %arg2 : tensor<f64>
    %316 = chlo.lgamma %arg2 : tensor<f64> -> tensor<f64>
    %317 = stablehlo.subtract %315, %316 : tensor<f64>
    %cst_105 = stablehlo.constant dense<1.7976931348623157E+308> : tensor<f64>
    %318 = stablehlo.log %cst_105 : tensor<f64>
    %319 = stablehlo.negate %318 : tensor<f64>
    %320 = stablehlo.compare LT, %317, %319, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %321 = stablehlo.or %309, %320 : tensor<i1>
    %322 = stablehlo.or %321, %300 : tensor<i1>
    %323 = stablehlo.or %322, %298 : tensor<i1>
    %324 = stablehlo.or %323, %301 : tensor<i1>
    %325 = stablehlo.not %324 : tensor<i1>
    %326 = stablehlo.exponential %317 : tensor<f64>
    %327 = stablehlo.and %325, %312 : tensor<i1>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %328:7 = stablehlo.while(%iterArg = %327, %iterArg_124 = %arg2, %iterArg_125 = %cst_106, %iterArg_126 = %cst_107, %iterArg_127 = %arg2, %iterArg_128 = %cst_108, %iterArg_129 = %cst_109) : tensor<i1>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %351 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %351 : tensor<i1>
    } do {
      %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %351 = stablehlo.add %iterArg_124, %cst_130 : tensor<f64>
      %352 = stablehlo.divide %iterArg_127, %351 : tensor<f64>
      %353 = stablehlo.multiply %iterArg_128, %352 : tensor<f64>
      %354 = stablehlo.multiply %iterArg_125, %iterArg_127 : tensor<f64>
      %355 = stablehlo.multiply %351, %351 : tensor<f64>
      %356 = stablehlo.divide %354, %355 : tensor<f64>
      %357 = stablehlo.subtract %353, %356 : tensor<f64>
      %358 = stablehlo.add %iterArg_129, %357 : tensor<f64>
      %359 = stablehlo.divide %iterArg_127, %351 : tensor<f64>
      %360 = stablehlo.multiply %iterArg_125, %359 : tensor<f64>
      %361 = stablehlo.add %iterArg_126, %360 : tensor<f64>
      %362 = stablehlo.divide %360, %361 : tensor<f64>
      %cst_131 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %363 = stablehlo.compare GT, %362, %cst_131, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %364 = stablehlo.and %iterArg, %363 : tensor<i1>
      %365 = stablehlo.select %iterArg, %351, %iterArg_124 : tensor<i1>, tensor<f64>
      %366 = stablehlo.select %iterArg, %360, %iterArg_125 : tensor<i1>, tensor<f64>
      %367 = stablehlo.select %iterArg, %361, %iterArg_126 : tensor<i1>, tensor<f64>
      %368 = stablehlo.select %iterArg, %iterArg_127, %iterArg_127 : tensor<i1>, tensor<f64>
      %369 = stablehlo.select %iterArg, %357, %iterArg_128 : tensor<i1>, tensor<f64>
      %370 = stablehlo.select %iterArg, %358, %iterArg_129 : tensor<i1>, tensor<f64>
      stablehlo.return %364, %365, %366, %367, %368, %369, %370 : tensor<i1>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
    }
    %329 = stablehlo.multiply %328#3, %326 : tensor<f64>
    %330 = stablehlo.divide %329, %arg2 : tensor<f64>
    %331 = stablehlo.not %312 : tensor<i1>
    %332 = stablehlo.and %325, %331 : tensor<i1>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %333 = stablehlo.subtract %cst_110, %arg2 : tensor<f64>
    %334 = stablehlo.add %arg2, %333 : tensor<f64>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %335 = stablehlo.add %334, %cst_111 : tensor<f64>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %336 = stablehlo.add %arg2, %cst_112 : tensor<f64>
    %337 = stablehlo.multiply %335, %arg2 : tensor<f64>
    %338 = stablehlo.divide %336, %337 : tensor<f64>
    %339 = stablehlo.negate %arg2 : tensor<f64>
    %340 = stablehlo.multiply %338, %339 : tensor<f64>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %341 = stablehlo.subtract %cst_113, %340 : tensor<f64>
    %342 = stablehlo.divide %341, %337 : tensor<f64>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %343:15 = stablehlo.while(%iterArg = %332, %iterArg_124 = %338, %iterArg_125 = %cst_114, %iterArg_126 = %333, %iterArg_127 = %335, %iterArg_128 = %cst_115, %iterArg_129 = %336, %iterArg_130 = %337, %iterArg_131 = %cst_116, %iterArg_132 = %arg2, %iterArg_133 = %cst_117, %iterArg_134 = %cst_118, %iterArg_135 = %cst_119, %iterArg_136 = %339, %iterArg_137 = %342) : tensor<i1>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
    cond {
      %cst_138 = stablehlo.constant dense<2.000000e+03> : tensor<f64>
      %351 = stablehlo.compare LT, %iterArg_128, %cst_138, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %352 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %353 = stablehlo.and %351, %352 : tensor<i1>
      stablehlo.return %353 : tensor<i1>
    } do {
      %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %351 = stablehlo.add %iterArg_128, %cst_138 : tensor<f64>
      %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %352 = stablehlo.add %iterArg_126, %cst_139 : tensor<f64>
      %cst_140 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
      %353 = stablehlo.add %iterArg_127, %cst_140 : tensor<f64>
      %354 = stablehlo.multiply %352, %351 : tensor<f64>
      %355 = stablehlo.multiply %iterArg_129, %353 : tensor<f64>
      %356 = stablehlo.multiply %iterArg_131, %354 : tensor<f64>
      %357 = stablehlo.subtract %355, %356 : tensor<f64>
      %358 = stablehlo.multiply %iterArg_130, %353 : tensor<f64>
      %359 = stablehlo.multiply %iterArg_132, %354 : tensor<f64>
      %360 = stablehlo.subtract %358, %359 : tensor<f64>
      %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %361 = stablehlo.compare NE, %360, %cst_141, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %362 = stablehlo.divide %357, %360 : tensor<f64>
      %363 = stablehlo.subtract %iterArg_124, %362 : tensor<f64>
      %364 = stablehlo.divide %363, %362 : tensor<f64>
      %365 = stablehlo.abs %364 : tensor<f64>
      %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %366 = stablehlo.select %361, %365, %cst_142 : tensor<i1>, tensor<f64>
      %367 = stablehlo.select %361, %362, %iterArg_124 : tensor<i1>, tensor<f64>
      %368 = stablehlo.multiply %iterArg_135, %353 : tensor<f64>
      %369 = stablehlo.subtract %368, %iterArg_129 : tensor<f64>
      %370 = stablehlo.multiply %iterArg_133, %354 : tensor<f64>
      %371 = stablehlo.subtract %369, %370 : tensor<f64>
      %372 = stablehlo.multiply %iterArg_131, %351 : tensor<f64>
      %373 = stablehlo.add %371, %372 : tensor<f64>
      %374 = stablehlo.multiply %iterArg_136, %353 : tensor<f64>
      %375 = stablehlo.subtract %374, %iterArg_130 : tensor<f64>
      %376 = stablehlo.multiply %iterArg_134, %354 : tensor<f64>
      %377 = stablehlo.subtract %375, %376 : tensor<f64>
      %378 = stablehlo.multiply %iterArg_132, %351 : tensor<f64>
      %379 = stablehlo.add %377, %378 : tensor<f64>
      %380 = stablehlo.multiply %367, %379 : tensor<f64>
      %381 = stablehlo.subtract %373, %380 : tensor<f64>
      %382 = stablehlo.divide %381, %360 : tensor<f64>
      %383 = stablehlo.select %361, %382, %iterArg_137 : tensor<i1>, tensor<f64>
      %384 = stablehlo.subtract %383, %iterArg_137 : tensor<f64>
      %385 = stablehlo.abs %384 : tensor<f64>
      %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %386 = stablehlo.select %361, %385, %cst_143 : tensor<i1>, tensor<f64>
      %387 = stablehlo.abs %357 : tensor<f64>
      %cst_144 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %388 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f64>) -> tensor<f64>
      %389 = stablehlo.divide %388, %cst_144 : tensor<f64>
      %390 = stablehlo.compare GT, %387, %389, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_146 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %391 = stablehlo.multiply %iterArg_129, %cst_146 : tensor<f64>
      %392 = stablehlo.select %390, %391, %iterArg_129 : tensor<i1>, tensor<f64>
      %cst_147 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %393 = stablehlo.multiply %357, %cst_147 : tensor<f64>
      %394 = stablehlo.select %390, %393, %357 : tensor<i1>, tensor<f64>
      %cst_148 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %395 = stablehlo.multiply %iterArg_130, %cst_148 : tensor<f64>
      %396 = stablehlo.select %390, %395, %iterArg_130 : tensor<i1>, tensor<f64>
      %cst_149 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %397 = stablehlo.multiply %360, %cst_149 : tensor<f64>
      %398 = stablehlo.select %390, %397, %360 : tensor<i1>, tensor<f64>
      %cst_150 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %399 = stablehlo.multiply %iterArg_135, %cst_150 : tensor<f64>
      %400 = stablehlo.select %390, %399, %iterArg_135 : tensor<i1>, tensor<f64>
      %cst_151 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %401 = stablehlo.multiply %iterArg_136, %cst_151 : tensor<f64>
      %402 = stablehlo.select %390, %401, %iterArg_136 : tensor<i1>, tensor<f64>
      %cst_152 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %403 = stablehlo.multiply %373, %cst_152 : tensor<f64>
      %404 = stablehlo.select %390, %403, %373 : tensor<i1>, tensor<f64>
      %cst_153 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %405 = stablehlo.multiply %379, %cst_153 : tensor<f64>
      %406 = stablehlo.select %390, %405, %379 : tensor<i1>, tensor<f64>
      %cst_154 = stablehlo.constant dense<2.2204460492503131E-16> : tensor<f64>
      %407 = stablehlo.compare GT, %366, %cst_154, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %408 = stablehlo.and %iterArg, %407 : tensor<i1>
      %409 = stablehlo.select %iterArg, %367, %iterArg_124 : tensor<i1>, tensor<f64>
      %410 = stablehlo.select %iterArg, %366, %iterArg_125 : tensor<i1>, tensor<f64>
      %411 = stablehlo.select %iterArg, %352, %iterArg_126 : tensor<i1>, tensor<f64>
      %412 = stablehlo.select %iterArg, %353, %iterArg_127 : tensor<i1>, tensor<f64>
      %413 = stablehlo.select %iterArg, %394, %iterArg_129 : tensor<i1>, tensor<f64>
      %414 = stablehlo.select %iterArg, %398, %iterArg_130 : tensor<i1>, tensor<f64>
      %415 = stablehlo.select %iterArg, %392, %iterArg_131 : tensor<i1>, tensor<f64>
      %416 = stablehlo.select %iterArg, %396, %iterArg_132 : tensor<i1>, tensor<f64>
      %417 = stablehlo.select %iterArg, %400, %iterArg_133 : tensor<i1>, tensor<f64>
      %418 = stablehlo.select %iterArg, %402, %iterArg_134 : tensor<i1>, tensor<f64>
      %419 = stablehlo.select %iterArg, %404, %iterArg_135 : tensor<i1>, tensor<f64>
      %420 = stablehlo.select %iterArg, %406, %iterArg_136 : tensor<i1>, tensor<f64>
      %421 = stablehlo.select %iterArg, %383, %iterArg_137 : tensor<i1>, tensor<f64>
      stablehlo.return %408, %409, %410, %411, %412, %351, %413, %414, %415, %416, %417, %418, %419, %420, %421 : tensor<i1>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
    }
    %344 = stablehlo.multiply %343#1, %326 : tensor<f64>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %345 = stablehlo.subtract %cst_120, %330 : tensor<f64>
    %346 = stablehlo.select %312, %345, %344 : tensor<i1>, tensor<f64>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %347 = stablehlo.select %301, %cst_121, %346 : tensor<i1>, tensor<f64>
    %348 = stablehlo.or %300, %298 : tensor<i1>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %349 = stablehlo.select %348, %cst_122, %347 : tensor<i1>, tensor<f64>
    %cst_123 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %350 = stablehlo.select %309, %cst_123, %349 : tensor<i1>, tensor<f64>
    return %81, %161, %238, %294, %350 : tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<f64>, tensor<f64>
  }
}
