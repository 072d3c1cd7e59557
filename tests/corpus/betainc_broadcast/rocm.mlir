module @jit_betainc_broadcast attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<f32>, %arg3: tensor<12xf16>, %arg4: tensor<12xbf16>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<12xf16> {jax.result_info = "result[2]"}, tensor<12xbf16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %7 = stablehlo.compare EQ, %2, %6, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %8 = stablehlo.or %5, %7 : tensor<2x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %10 = stablehlo.compare EQ, %2, %9, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %12 = stablehlo.compare EQ, %1, %11, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %13 = stablehlo.or %10, %12 : tensor<2x3xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %15 = stablehlo.compare EQ, %3, %14, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %17 = stablehlo.compare EQ, %3, %16, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %18 = stablehlo.not %15 : tensor<2x3xi1>
    %19 = stablehlo.not %17 : tensor<2x3xi1>
    %20 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %21 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %22 = stablehlo.or %20, %21 : tensor<2x3xi1>
    %23 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %24 = stablehlo.or %22, %23 : tensor<2x3xi1>
    %25 = stablehlo.and %13, %19 : tensor<2x3xi1>
    %26 = stablehlo.and %8, %15 : tensor<2x3xi1>
    %27 = stablehlo.or %25, %26 : tensor<2x3xi1>
    %28 = stablehlo.and %8, %18 : tensor<2x3xi1>
    %29 = stablehlo.and %13, %17 : tensor<2x3xi1>
    %30 = stablehlo.or %28, %29 : tensor<2x3xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %32 = stablehlo.compare LT, %1, %31, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %34 = stablehlo.compare LT, %2, %33, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %35 = stablehlo.or %32, %34 : tensor<2x3xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %37 = stablehlo.compare LT, %3, %36, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %38 = stablehlo.or %35, %37 : tensor<2x3xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %40 = stablehlo.compare GT, %3, %39, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %41 = stablehlo.or %38, %40 : tensor<2x3xi1>
    %42 = stablehlo.and %8, %13 : tensor<2x3xi1>
    %43 = stablehlo.or %42, %24 : tensor<2x3xi1>
    %44 = stablehlo.or %41, %43 : tensor<2x3xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %46 = stablehlo.add %1, %45 : tensor<2x3xf32>
    %47 = stablehlo.add %1, %2 : tensor<2x3xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %49 = stablehlo.add %47, %48 : tensor<2x3xf32>
    %50 = stablehlo.divide %46, %49 : tensor<2x3xf32>
    %51 = stablehlo.compare LT, %3, %50, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %52 = stablehlo.select %51, %1, %2 : tensor<2x3xi1>, tensor<2x3xf32>
    %53 = stablehlo.select %51, %2, %1 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %55 = stablehlo.subtract %54, %3 : tensor<2x3xf32>
    %56 = stablehlo.select %51, %3, %55 : tensor<2x3xi1>, tensor<2x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %59 = stablehlo.compare EQ, %57, %58, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %62 = stablehlo.select %59, %60, %61 : tensor<2x3xi1>, tensor<2x3xf32>
    %63 = stablehlo.abs %62 : tensor<2x3xf32>
    %cst_15 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %65 = stablehlo.compare LT, %63, %64, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_16 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %67 = stablehlo.select %65, %66, %62 : tensor<2x3xi1>, tensor<2x3xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %68 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<2x3xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %70:8 = stablehlo.while(%iterArg = %52, %iterArg_107 = %53, %iterArg_108 = %56, %iterArg_109 = %67, %iterArg_110 = %69, %iterArg_111 = %67, %iterArg_112 = %c_19, %iterArg_113 = %68) : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>, tensor<2x3xi1>
    cond {
      %c_114 = stablehlo.constant dense<200> : tensor<i32>
      %387 = stablehlo.compare LT, %iterArg_112, %c_114, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_115 = stablehlo.constant dense<false> : tensor<i1>
      %388 = stablehlo.reduce(%iterArg_113 init: %c_115) applies stablehlo.or across dimensions = [0, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
      %389 = stablehlo.and %387, %388 : tensor<i1>
      stablehlo.return %389 : tensor<i1>
    } do {
      %387 = stablehlo.broadcast_in_dim %iterArg_112, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
      %c_114 = stablehlo.constant dense<2> : tensor<i32>
      %388 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
      %389 = func.call @remainder(%387, %388) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
      %c_115 = stablehlo.constant dense<0> : tensor<i32>
      %390 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
      %391 = stablehlo.compare EQ, %389, %390, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
      %c_116 = stablehlo.constant dense<1> : tensor<i32>
      %392 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
      %393 = stablehlo.compare EQ, %387, %392, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
      %c_117 = stablehlo.constant dense<1> : tensor<i32>
      %394 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
      %395 = stablehlo.subtract %387, %394 : tensor<2x3xi32>
      %c_118 = stablehlo.constant dense<2> : tensor<i32>
      %396 = stablehlo.broadcast_in_dim %c_118, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
      %397 = func.call @floor_divide(%395, %396) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
      %c_119 = stablehlo.constant dense<0> : tensor<i32>
      %398 = stablehlo.broadcast_in_dim %c_119, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
      %399 = stablehlo.compare EQ, %397, %398, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
      %400 = stablehlo.convert %397 : (tensor<2x3xi32>) -> tensor<2x3xf32>
      %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %401 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %cst_121 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %402 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %403 = stablehlo.add %iterArg, %iterArg_107 : tensor<2x3xf32>
      %404 = stablehlo.negate %403 : tensor<2x3xf32>
      %405 = stablehlo.multiply %404, %iterArg_108 : tensor<2x3xf32>
      %406 = stablehlo.add %iterArg, %401 : tensor<2x3xf32>
      %407 = stablehlo.divide %405, %406 : tensor<2x3xf32>
      %408 = stablehlo.add %iterArg, %400 : tensor<2x3xf32>
      %409 = stablehlo.negate %408 : tensor<2x3xf32>
      %410 = stablehlo.add %iterArg, %iterArg_107 : tensor<2x3xf32>
      %411 = stablehlo.add %410, %400 : tensor<2x3xf32>
      %412 = stablehlo.multiply %409, %411 : tensor<2x3xf32>
      %413 = stablehlo.multiply %412, %iterArg_108 : tensor<2x3xf32>
      %414 = stablehlo.multiply %402, %400 : tensor<2x3xf32>
      %415 = stablehlo.add %iterArg, %414 : tensor<2x3xf32>
      %416 = stablehlo.multiply %402, %400 : tensor<2x3xf32>
      %417 = stablehlo.add %iterArg, %416 : tensor<2x3xf32>
      %418 = stablehlo.add %417, %401 : tensor<2x3xf32>
      %419 = stablehlo.multiply %415, %418 : tensor<2x3xf32>
      %420 = stablehlo.divide %413, %419 : tensor<2x3xf32>
      %421 = stablehlo.select %399, %407, %420 : tensor<2x3xi1>, tensor<2x3xf32>
      %422 = stablehlo.subtract %iterArg_107, %400 : tensor<2x3xf32>
      %423 = stablehlo.multiply %400, %422 : tensor<2x3xf32>
      %424 = stablehlo.multiply %423, %iterArg_108 : tensor<2x3xf32>
      %425 = stablehlo.multiply %402, %400 : tensor<2x3xf32>
      %426 = stablehlo.add %iterArg, %425 : tensor<2x3xf32>
      %427 = stablehlo.subtract %426, %401 : tensor<2x3xf32>
      %428 = stablehlo.multiply %402, %400 : tensor<2x3xf32>
      %429 = stablehlo.add %iterArg, %428 : tensor<2x3xf32>
      %430 = stablehlo.multiply %427, %429 : tensor<2x3xf32>
      %431 = stablehlo.divide %424, %430 : tensor<2x3xf32>
      %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %432 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %433 = stablehlo.select %391, %421, %431 : tensor<2x3xi1>, tensor<2x3xf32>
      %434 = stablehlo.select %393, %432, %433 : tensor<2x3xi1>, tensor<2x3xf32>
      %435 = stablehlo.broadcast_in_dim %iterArg_112, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
      %c_123 = stablehlo.constant dense<0> : tensor<i32>
      %436 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
      %437 = stablehlo.compare EQ, %435, %436, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
      %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %438 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %439 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %440 = stablehlo.select %437, %438, %439 : tensor<2x3xi1>, tensor<2x3xf32>
      %441 = stablehlo.divide %434, %iterArg_109 : tensor<2x3xf32>
      %442 = stablehlo.add %440, %441 : tensor<2x3xf32>
      %cst_126 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %443 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %444 = stablehlo.abs %442 : tensor<2x3xf32>
      %445 = stablehlo.compare LT, %444, %443, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %446 = stablehlo.select %445, %443, %442 : tensor<2x3xi1>, tensor<2x3xf32>
      %447 = stablehlo.multiply %434, %iterArg_110 : tensor<2x3xf32>
      %448 = stablehlo.add %440, %447 : tensor<2x3xf32>
      %449 = stablehlo.abs %448 : tensor<2x3xf32>
      %450 = stablehlo.compare LT, %449, %443, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %451 = stablehlo.select %450, %443, %448 : tensor<2x3xi1>, tensor<2x3xf32>
      %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %452 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %453 = stablehlo.divide %452, %451 : tensor<2x3xf32>
      %454 = stablehlo.multiply %446, %453 : tensor<2x3xf32>
      %455 = stablehlo.multiply %iterArg_111, %454 : tensor<2x3xf32>
      %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %456 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %457 = stablehlo.subtract %454, %456 : tensor<2x3xf32>
      %458 = stablehlo.abs %457 : tensor<2x3xf32>
      %cst_129 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %459 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %460 = stablehlo.compare GE, %458, %459, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %c_130 = stablehlo.constant dense<1> : tensor<i32>
      %461 = stablehlo.add %iterArg_112, %c_130 : tensor<i32>
      %462 = stablehlo.and %iterArg_113, %460 : tensor<2x3xi1>
      %463 = stablehlo.select %iterArg_113, %446, %iterArg_109 : tensor<2x3xi1>, tensor<2x3xf32>
      %464 = stablehlo.select %iterArg_113, %453, %iterArg_110 : tensor<2x3xi1>, tensor<2x3xf32>
      %465 = stablehlo.select %iterArg_113, %455, %iterArg_111 : tensor<2x3xi1>, tensor<2x3xf32>
      stablehlo.return %iterArg, %iterArg_107, %iterArg_108, %463, %464, %465, %461, %462 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>, tensor<2x3xi1>
    }
    %71 = call @lgamma_impl(%53) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %72 = stablehlo.add %52, %53 : tensor<2x3xf32>
    %73 = call @lgamma_impl(%72) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %74 = stablehlo.subtract %71, %73 : tensor<2x3xf32>
    %75 = call @lgamma_impl(%52) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %76 = stablehlo.add %75, %74 : tensor<2x3xf32>
    %cst_20 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %78 = stablehlo.compare LT, %52, %77, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %79 = stablehlo.negate %56 : tensor<2x3xf32>
    %80 = stablehlo.log_plus_one %79 : tensor<2x3xf32>
    %81 = stablehlo.multiply %80, %53 : tensor<2x3xf32>
    %82 = stablehlo.subtract %81, %74 : tensor<2x3xf32>
    %83 = stablehlo.exponential %82 : tensor<2x3xf32>
    %84 = stablehlo.log %56 : tensor<2x3xf32>
    %85 = stablehlo.multiply %84, %52 : tensor<2x3xf32>
    %86 = stablehlo.negate %56 : tensor<2x3xf32>
    %87 = stablehlo.log_plus_one %86 : tensor<2x3xf32>
    %88 = stablehlo.multiply %87, %53 : tensor<2x3xf32>
    %89 = stablehlo.add %85, %88 : tensor<2x3xf32>
    %90 = stablehlo.subtract %89, %76 : tensor<2x3xf32>
    %91 = stablehlo.exponential %90 : tensor<2x3xf32>
    %92 = stablehlo.divide %91, %52 : tensor<2x3xf32>
    %93 = stablehlo.select %78, %83, %92 : tensor<2x3xi1>, tensor<2x3xf32>
    %94 = stablehlo.multiply %70#5, %93 : tensor<2x3xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %96 = stablehlo.subtract %95, %94 : tensor<2x3xf32>
    %97 = stablehlo.select %51, %94, %96 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %99 = stablehlo.select %27, %98, %97 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %101 = stablehlo.select %30, %100, %99 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_24 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %103 = stablehlo.select %44, %102, %101 : tensor<2x3xi1>, tensor<2x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.compare EQ, %arg2, %cst_25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_26 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %105 = stablehlo.compare EQ, %arg2, %cst_26, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %106 = stablehlo.or %104, %105 : tensor<i1>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.compare EQ, %arg2, %cst_27, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_28 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %108 = stablehlo.compare EQ, %arg2, %cst_28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %109 = stablehlo.or %107, %108 : tensor<i1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.compare EQ, %arg2, %cst_29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.compare EQ, %arg2, %cst_30, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %112 = stablehlo.not %110 : tensor<i1>
    %113 = stablehlo.not %111 : tensor<i1>
    %114 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %115 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %116 = stablehlo.or %114, %115 : tensor<i1>
    %117 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %118 = stablehlo.or %116, %117 : tensor<i1>
    %119 = stablehlo.and %109, %113 : tensor<i1>
    %120 = stablehlo.and %106, %110 : tensor<i1>
    %121 = stablehlo.or %119, %120 : tensor<i1>
    %122 = stablehlo.and %106, %112 : tensor<i1>
    %123 = stablehlo.and %109, %111 : tensor<i1>
    %124 = stablehlo.or %122, %123 : tensor<i1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.compare LT, %arg2, %cst_31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.compare LT, %arg2, %cst_32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %127 = stablehlo.or %125, %126 : tensor<i1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.compare LT, %arg2, %cst_33, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %129 = stablehlo.or %127, %128 : tensor<i1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %130 = stablehlo.compare GT, %arg2, %cst_34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %131 = stablehlo.or %129, %130 : tensor<i1>
    %132 = stablehlo.and %106, %109 : tensor<i1>
    %133 = stablehlo.or %132, %118 : tensor<i1>
    %134 = stablehlo.or %131, %133 : tensor<i1>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.add %arg2, %cst_35 : tensor<f32>
    %136 = stablehlo.add %arg2, %arg2 : tensor<f32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %137 = stablehlo.add %136, %cst_36 : tensor<f32>
    %138 = stablehlo.divide %135, %137 : tensor<f32>
    %139 = stablehlo.compare LT, %arg2, %138, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %140 = stablehlo.select %139, %arg2, %arg2 : tensor<i1>, tensor<f32>
    %141 = stablehlo.select %139, %arg2, %arg2 : tensor<i1>, tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.subtract %cst_37, %arg2 : tensor<f32>
    %143 = stablehlo.select %139, %arg2, %142 : tensor<i1>, tensor<f32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %144 = stablehlo.compare EQ, %c_38, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.select %144, %cst_41, %cst_40 : tensor<i1>, tensor<f32>
    %146 = stablehlo.abs %145 : tensor<f32>
    %cst_42 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %147 = stablehlo.compare LT, %146, %cst_42, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_43 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %148 = stablehlo.select %147, %cst_43, %145 : tensor<i1>, tensor<f32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_45 = stablehlo.constant dense<1> : tensor<i32>
    %c_46 = stablehlo.constant dense<true> : tensor<i1>
    %149:8 = stablehlo.while(%iterArg = %140, %iterArg_107 = %141, %iterArg_108 = %143, %iterArg_109 = %148, %iterArg_110 = %cst_44, %iterArg_111 = %148, %iterArg_112 = %c_45, %iterArg_113 = %c_46) : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i1>
    cond {
      %c_114 = stablehlo.constant dense<200> : tensor<i32>
      %387 = stablehlo.compare LT, %iterArg_112, %c_114, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_115 = stablehlo.constant dense<false> : tensor<i1>
      %388 = stablehlo.reduce(%iterArg_113 init: %c_115) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %389 = stablehlo.and %387, %388 : tensor<i1>
      stablehlo.return %389 : tensor<i1>
    } do {
      %c_114 = stablehlo.constant dense<2> : tensor<i32>
      %387 = func.call @remainder_6(%iterArg_112, %c_114) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_115 = stablehlo.constant dense<0> : tensor<i32>
      %388 = stablehlo.compare EQ, %387, %c_115, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_116 = stablehlo.constant dense<1> : tensor<i32>
      %389 = stablehlo.compare EQ, %iterArg_112, %c_116, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_117 = stablehlo.constant dense<1> : tensor<i32>
      %390 = stablehlo.subtract %iterArg_112, %c_117 : tensor<i32>
      %c_118 = stablehlo.constant dense<2> : tensor<i32>
      %391 = func.call @floor_divide_8(%390, %c_118) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_119 = stablehlo.constant dense<0> : tensor<i32>
      %392 = stablehlo.compare EQ, %391, %c_119, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %393 = stablehlo.convert %391 : (tensor<i32>) -> tensor<f32>
      %394 = stablehlo.add %iterArg, %iterArg_107 : tensor<f32>
      %395 = stablehlo.negate %394 : tensor<f32>
      %396 = stablehlo.multiply %395, %iterArg_108 : tensor<f32>
      %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %397 = stablehlo.add %iterArg, %cst_120 : tensor<f32>
      %398 = stablehlo.divide %396, %397 : tensor<f32>
      %399 = stablehlo.add %iterArg, %393 : tensor<f32>
      %400 = stablehlo.negate %399 : tensor<f32>
      %401 = stablehlo.add %iterArg, %iterArg_107 : tensor<f32>
      %402 = stablehlo.add %401, %393 : tensor<f32>
      %403 = stablehlo.multiply %400, %402 : tensor<f32>
      %404 = stablehlo.multiply %403, %iterArg_108 : tensor<f32>
      %cst_121 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %405 = stablehlo.multiply %cst_121, %393 : tensor<f32>
      %406 = stablehlo.add %iterArg, %405 : tensor<f32>
      %cst_122 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %407 = stablehlo.multiply %cst_122, %393 : tensor<f32>
      %408 = stablehlo.add %iterArg, %407 : tensor<f32>
      %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %409 = stablehlo.add %408, %cst_123 : tensor<f32>
      %410 = stablehlo.multiply %406, %409 : tensor<f32>
      %411 = stablehlo.divide %404, %410 : tensor<f32>
      %412 = stablehlo.select %392, %398, %411 : tensor<i1>, tensor<f32>
      %413 = stablehlo.subtract %iterArg_107, %393 : tensor<f32>
      %414 = stablehlo.multiply %393, %413 : tensor<f32>
      %415 = stablehlo.multiply %414, %iterArg_108 : tensor<f32>
      %cst_124 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %416 = stablehlo.multiply %cst_124, %393 : tensor<f32>
      %417 = stablehlo.add %iterArg, %416 : tensor<f32>
      %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %418 = stablehlo.subtract %417, %cst_125 : tensor<f32>
      %cst_126 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %419 = stablehlo.multiply %cst_126, %393 : tensor<f32>
      %420 = stablehlo.add %iterArg, %419 : tensor<f32>
      %421 = stablehlo.multiply %418, %420 : tensor<f32>
      %422 = stablehlo.divide %415, %421 : tensor<f32>
      %423 = stablehlo.select %388, %412, %422 : tensor<i1>, tensor<f32>
      %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %424 = stablehlo.select %389, %cst_127, %423 : tensor<i1>, tensor<f32>
      %c_128 = stablehlo.constant dense<0> : tensor<i32>
      %425 = stablehlo.compare EQ, %iterArg_112, %c_128, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %426 = stablehlo.select %425, %cst_130, %cst_129 : tensor<i1>, tensor<f32>
      %427 = stablehlo.divide %424, %iterArg_109 : tensor<f32>
      %428 = stablehlo.add %426, %427 : tensor<f32>
      %429 = stablehlo.abs %428 : tensor<f32>
      %cst_131 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %430 = stablehlo.compare LT, %429, %cst_131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_132 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %431 = stablehlo.select %430, %cst_132, %428 : tensor<i1>, tensor<f32>
      %432 = stablehlo.multiply %424, %iterArg_110 : tensor<f32>
      %433 = stablehlo.add %426, %432 : tensor<f32>
      %434 = stablehlo.abs %433 : tensor<f32>
      %cst_133 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %435 = stablehlo.compare LT, %434, %cst_133, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_134 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %436 = stablehlo.select %435, %cst_134, %433 : tensor<i1>, tensor<f32>
      %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %437 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<f32>
      %438 = stablehlo.divide %437, %436 : tensor<f32>
      %439 = stablehlo.multiply %431, %438 : tensor<f32>
      %440 = stablehlo.multiply %iterArg_111, %439 : tensor<f32>
      %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %441 = stablehlo.subtract %439, %cst_136 : tensor<f32>
      %442 = stablehlo.abs %441 : tensor<f32>
      %cst_137 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %443 = stablehlo.compare GE, %442, %cst_137, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_138 = stablehlo.constant dense<1> : tensor<i32>
      %444 = stablehlo.add %iterArg_112, %c_138 : tensor<i32>
      %445 = stablehlo.and %iterArg_113, %443 : tensor<i1>
      %446 = stablehlo.select %iterArg_113, %431, %iterArg_109 : tensor<i1>, tensor<f32>
      %447 = stablehlo.select %iterArg_113, %438, %iterArg_110 : tensor<i1>, tensor<f32>
      %448 = stablehlo.select %iterArg_113, %440, %iterArg_111 : tensor<i1>, tensor<f32>
      stablehlo.return %iterArg, %iterArg_107, %iterArg_108, %446, %447, %448, %444, %445 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i1>
    }
    %150 = call @lgamma_impl_10(%141) : (tensor<f32>) -> tensor<f32>
    %151 = stablehlo.add %140, %141 : tensor<f32>
    %152 = call @lgamma_impl_10(%151) : (tensor<f32>) -> tensor<f32>
    %153 = stablehlo.subtract %150, %152 : tensor<f32>
    %154 = call @lgamma_impl_10(%140) : (tensor<f32>) -> tensor<f32>
    %155 = stablehlo.add %154, %153 : tensor<f32>
    %cst_47 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %156 = stablehlo.compare LT, %140, %cst_47, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %157 = stablehlo.negate %143 : tensor<f32>
    %158 = stablehlo.log_plus_one %157 : tensor<f32>
    %159 = stablehlo.multiply %158, %141 : tensor<f32>
    %160 = stablehlo.subtract %159, %153 : tensor<f32>
    %161 = stablehlo.exponential %160 : tensor<f32>
    %162 = stablehlo.log %143 : tensor<f32>
    %163 = stablehlo.multiply %162, %140 : tensor<f32>
    %164 = stablehlo.negate %143 : tensor<f32>
    %165 = stablehlo.log_plus_one %164 : tensor<f32>
    %166 = stablehlo.multiply %165, %141 : tensor<f32>
    %167 = stablehlo.add %163, %166 : tensor<f32>
    %168 = stablehlo.subtract %167, %155 : tensor<f32>
    %169 = stablehlo.exponential %168 : tensor<f32>
    %170 = stablehlo.divide %169, %140 : tensor<f32>
    %171 = stablehlo.select %156, %161, %170 : tensor<i1>, tensor<f32>
    %172 = stablehlo.multiply %149#5, %171 : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.subtract %cst_48, %172 : tensor<f32>
    %174 = stablehlo.select %139, %172, %173 : tensor<i1>, tensor<f32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.select %121, %cst_49, %174 : tensor<i1>, tensor<f32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %176 = stablehlo.select %124, %cst_50, %175 : tensor<i1>, tensor<f32>
    %cst_51 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %177 = stablehlo.select %134, %cst_51, %176 : tensor<i1>, tensor<f32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %178 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f16>) -> tensor<12xf16>
    %179 = stablehlo.convert %arg3 : (tensor<12xf16>) -> tensor<12xf32>
    %180 = stablehlo.convert %arg3 : (tensor<12xf16>) -> tensor<12xf32>
    %181 = stablehlo.convert %178 : (tensor<12xf16>) -> tensor<12xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %183 = stablehlo.compare EQ, %179, %182, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_54 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %185 = stablehlo.compare EQ, %180, %184, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %186 = stablehlo.or %183, %185 : tensor<12xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %188 = stablehlo.compare EQ, %180, %187, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_56 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %190 = stablehlo.compare EQ, %179, %189, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %191 = stablehlo.or %188, %190 : tensor<12xi1>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %193 = stablehlo.compare EQ, %181, %192, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %195 = stablehlo.compare EQ, %181, %194, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %196 = stablehlo.not %193 : tensor<12xi1>
    %197 = stablehlo.not %195 : tensor<12xi1>
    %198 = stablehlo.compare NE, %179, %179, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %199 = stablehlo.compare NE, %180, %180, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %200 = stablehlo.or %198, %199 : tensor<12xi1>
    %201 = stablehlo.compare NE, %181, %181, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %202 = stablehlo.or %200, %201 : tensor<12xi1>
    %203 = stablehlo.and %191, %197 : tensor<12xi1>
    %204 = stablehlo.and %186, %193 : tensor<12xi1>
    %205 = stablehlo.or %203, %204 : tensor<12xi1>
    %206 = stablehlo.and %186, %196 : tensor<12xi1>
    %207 = stablehlo.and %191, %195 : tensor<12xi1>
    %208 = stablehlo.or %206, %207 : tensor<12xi1>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %210 = stablehlo.compare LT, %179, %209, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %212 = stablehlo.compare LT, %180, %211, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %213 = stablehlo.or %210, %212 : tensor<12xi1>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %215 = stablehlo.compare LT, %181, %214, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %216 = stablehlo.or %213, %215 : tensor<12xi1>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %218 = stablehlo.compare GT, %181, %217, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %219 = stablehlo.or %216, %218 : tensor<12xi1>
    %220 = stablehlo.and %186, %191 : tensor<12xi1>
    %221 = stablehlo.or %220, %202 : tensor<12xi1>
    %222 = stablehlo.or %219, %221 : tensor<12xi1>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %224 = stablehlo.add %179, %223 : tensor<12xf32>
    %225 = stablehlo.add %179, %180 : tensor<12xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %227 = stablehlo.add %225, %226 : tensor<12xf32>
    %228 = stablehlo.divide %224, %227 : tensor<12xf32>
    %229 = stablehlo.compare LT, %181, %228, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %230 = stablehlo.select %229, %179, %180 : tensor<12xi1>, tensor<12xf32>
    %231 = stablehlo.select %229, %180, %179 : tensor<12xi1>, tensor<12xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %233 = stablehlo.subtract %232, %181 : tensor<12xf32>
    %234 = stablehlo.select %229, %181, %233 : tensor<12xi1>, tensor<12xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %235 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %236 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %237 = stablehlo.compare EQ, %235, %236, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %240 = stablehlo.select %237, %238, %239 : tensor<12xi1>, tensor<12xf32>
    %241 = stablehlo.abs %240 : tensor<12xf32>
    %cst_70 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %243 = stablehlo.compare LT, %241, %242, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_71 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %245 = stablehlo.select %243, %244, %240 : tensor<12xi1>, tensor<12xf32>
    %c_72 = stablehlo.constant dense<true> : tensor<i1>
    %246 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %c_74 = stablehlo.constant dense<1> : tensor<i32>
    %248:8 = stablehlo.while(%iterArg = %230, %iterArg_107 = %231, %iterArg_108 = %234, %iterArg_109 = %245, %iterArg_110 = %247, %iterArg_111 = %245, %iterArg_112 = %c_74, %iterArg_113 = %246) : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<i32>, tensor<12xi1>
    cond {
      %c_114 = stablehlo.constant dense<200> : tensor<i32>
      %387 = stablehlo.compare LT, %iterArg_112, %c_114, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_115 = stablehlo.constant dense<false> : tensor<i1>
      %388 = stablehlo.reduce(%iterArg_113 init: %c_115) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      %389 = stablehlo.and %387, %388 : tensor<i1>
      stablehlo.return %389 : tensor<i1>
    } do {
      %387 = stablehlo.broadcast_in_dim %iterArg_112, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %c_114 = stablehlo.constant dense<2> : tensor<i32>
      %388 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %389 = func.call @remainder_22(%387, %388) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
      %c_115 = stablehlo.constant dense<0> : tensor<i32>
      %390 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %391 = stablehlo.compare EQ, %389, %390, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %c_116 = stablehlo.constant dense<1> : tensor<i32>
      %392 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %393 = stablehlo.compare EQ, %387, %392, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %c_117 = stablehlo.constant dense<1> : tensor<i32>
      %394 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %395 = stablehlo.subtract %387, %394 : tensor<12xi32>
      %c_118 = stablehlo.constant dense<2> : tensor<i32>
      %396 = stablehlo.broadcast_in_dim %c_118, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %397 = func.call @floor_divide_24(%395, %396) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
      %c_119 = stablehlo.constant dense<0> : tensor<i32>
      %398 = stablehlo.broadcast_in_dim %c_119, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %399 = stablehlo.compare EQ, %397, %398, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %400 = stablehlo.convert %397 : (tensor<12xi32>) -> tensor<12xf32>
      %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %401 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %cst_121 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %402 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %403 = stablehlo.add %iterArg, %iterArg_107 : tensor<12xf32>
      %404 = stablehlo.negate %403 : tensor<12xf32>
      %405 = stablehlo.multiply %404, %iterArg_108 : tensor<12xf32>
      %406 = stablehlo.add %iterArg, %401 : tensor<12xf32>
      %407 = stablehlo.divide %405, %406 : tensor<12xf32>
      %408 = stablehlo.add %iterArg, %400 : tensor<12xf32>
      %409 = stablehlo.negate %408 : tensor<12xf32>
      %410 = stablehlo.add %iterArg, %iterArg_107 : tensor<12xf32>
      %411 = stablehlo.add %410, %400 : tensor<12xf32>
      %412 = stablehlo.multiply %409, %411 : tensor<12xf32>
      %413 = stablehlo.multiply %412, %iterArg_108 : tensor<12xf32>
      %414 = stablehlo.multiply %402, %400 : tensor<12xf32>
      %415 = stablehlo.add %iterArg, %414 : tensor<12xf32>
      %416 = stablehlo.multiply %402, %400 : tensor<12xf32>
      %417 = stablehlo.add %iterArg, %416 : tensor<12xf32>
      %418 = stablehlo.add %417, %401 : tensor<12xf32>
      %419 = stablehlo.multiply %415, %418 : tensor<12xf32>
      %420 = stablehlo.divide %413, %419 : tensor<12xf32>
      %421 = stablehlo.select %399, %407, %420 : tensor<12xi1>, tensor<12xf32>
      %422 = stablehlo.subtract %iterArg_107, %400 : tensor<12xf32>
      %423 = stablehlo.multiply %400, %422 : tensor<12xf32>
      %424 = stablehlo.multiply %423, %iterArg_108 : tensor<12xf32>
      %425 = stablehlo.multiply %402, %400 : tensor<12xf32>
      %426 = stablehlo.add %iterArg, %425 : tensor<12xf32>
      %427 = stablehlo.subtract %426, %401 : tensor<12xf32>
      %428 = stablehlo.multiply %402, %400 : tensor<12xf32>
      %429 = stablehlo.add %iterArg, %428 : tensor<12xf32>
      %430 = stablehlo.multiply %427, %429 : tensor<12xf32>
      %431 = stablehlo.divide %424, %430 : tensor<12xf32>
      %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %432 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %433 = stablehlo.select %391, %421, %431 : tensor<12xi1>, tensor<12xf32>
      %434 = stablehlo.select %393, %432, %433 : tensor<12xi1>, tensor<12xf32>
      %435 = stablehlo.broadcast_in_dim %iterArg_112, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %c_123 = stablehlo.constant dense<0> : tensor<i32>
      %436 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %437 = stablehlo.compare EQ, %435, %436, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %438 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %439 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %440 = stablehlo.select %437, %438, %439 : tensor<12xi1>, tensor<12xf32>
      %441 = stablehlo.divide %434, %iterArg_109 : tensor<12xf32>
      %442 = stablehlo.add %440, %441 : tensor<12xf32>
      %cst_126 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %443 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %444 = stablehlo.abs %442 : tensor<12xf32>
      %445 = stablehlo.compare LT, %444, %443, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %446 = stablehlo.select %445, %443, %442 : tensor<12xi1>, tensor<12xf32>
      %447 = stablehlo.multiply %434, %iterArg_110 : tensor<12xf32>
      %448 = stablehlo.add %440, %447 : tensor<12xf32>
      %449 = stablehlo.abs %448 : tensor<12xf32>
      %450 = stablehlo.compare LT, %449, %443, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %451 = stablehlo.select %450, %443, %448 : tensor<12xi1>, tensor<12xf32>
      %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %452 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %453 = stablehlo.divide %452, %451 : tensor<12xf32>
      %454 = stablehlo.multiply %446, %453 : tensor<12xf32>
      %455 = stablehlo.multiply %iterArg_111, %454 : tensor<12xf32>
      %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %456 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %457 = stablehlo.subtract %454, %456 : tensor<12xf32>
      %458 = stablehlo.abs %457 : tensor<12xf32>
      %cst_129 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %459 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %460 = stablehlo.compare GE, %458, %459, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %c_130 = stablehlo.constant dense<1> : tensor<i32>
      %461 = stablehlo.add %iterArg_112, %c_130 : tensor<i32>
      %462 = stablehlo.and %iterArg_113, %460 : tensor<12xi1>
      %463 = stablehlo.select %iterArg_113, %446, %iterArg_109 : tensor<12xi1>, tensor<12xf32>
      %464 = stablehlo.select %iterArg_113, %453, %iterArg_110 : tensor<12xi1>, tensor<12xf32>
      %465 = stablehlo.select %iterArg_113, %455, %iterArg_111 : tensor<12xi1>, tensor<12xf32>
      stablehlo.return %iterArg, %iterArg_107, %iterArg_108, %463, %464, %465, %461, %462 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<i32>, tensor<12xi1>
    }
    %249 = call @lgamma_impl_26(%231) : (tensor<12xf32>) -> tensor<12xf32>
    %250 = stablehlo.add %230, %231 : tensor<12xf32>
    %251 = call @lgamma_impl_26(%250) : (tensor<12xf32>) -> tensor<12xf32>
    %252 = stablehlo.subtract %249, %251 : tensor<12xf32>
    %253 = call @lgamma_impl_26(%230) : (tensor<12xf32>) -> tensor<12xf32>
    %254 = stablehlo.add %253, %252 : tensor<12xf32>
    %cst_75 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %256 = stablehlo.compare LT, %230, %255, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %257 = stablehlo.negate %234 : tensor<12xf32>
    %258 = stablehlo.log_plus_one %257 : tensor<12xf32>
    %259 = stablehlo.multiply %258, %231 : tensor<12xf32>
    %260 = stablehlo.subtract %259, %252 : tensor<12xf32>
    %261 = stablehlo.exponential %260 : tensor<12xf32>
    %262 = stablehlo.log %234 : tensor<12xf32>
    %263 = stablehlo.multiply %262, %230 : tensor<12xf32>
    %264 = stablehlo.negate %234 : tensor<12xf32>
    %265 = stablehlo.log_plus_one %264 : tensor<12xf32>
    %266 = stablehlo.multiply %265, %231 : tensor<12xf32>
    %267 = stablehlo.add %263, %266 : tensor<12xf32>
    %268 = stablehlo.subtract %267, %254 : tensor<12xf32>
    %269 = stablehlo.exponential %268 : tensor<12xf32>
    %270 = stablehlo.divide %269, %230 : tensor<12xf32>
    %271 = stablehlo.select %256, %261, %270 : tensor<12xi1>, tensor<12xf32>
    %272 = stablehlo.multiply %248#5, %271 : tensor<12xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %274 = stablehlo.subtract %273, %272 : tensor<12xf32>
    %275 = stablehlo.select %229, %272, %274 : tensor<12xi1>, tensor<12xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %277 = stablehlo.select %205, %276, %275 : tensor<12xi1>, tensor<12xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %279 = stablehlo.select %208, %278, %277 : tensor<12xi1>, tensor<12xf32>
    %cst_79 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %281 = stablehlo.select %222, %280, %279 : tensor<12xi1>, tensor<12xf32>
    %282 = stablehlo.convert %281 : (tensor<12xf32>) -> tensor<12xf16>
    %283 = stablehlo.convert %arg4 : (tensor<12xbf16>) -> tensor<12xf32>
    %284 = stablehlo.convert %arg4 : (tensor<12xbf16>) -> tensor<12xf32>
    %285 = stablehlo.convert %arg4 : (tensor<12xbf16>) -> tensor<12xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %287 = stablehlo.compare EQ, %283, %286, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_81 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %289 = stablehlo.compare EQ, %284, %288, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %290 = stablehlo.or %287, %289 : tensor<12xi1>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %292 = stablehlo.compare EQ, %284, %291, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_83 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %294 = stablehlo.compare EQ, %283, %293, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %295 = stablehlo.or %292, %294 : tensor<12xi1>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %297 = stablehlo.compare EQ, %285, %296, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %299 = stablehlo.compare EQ, %285, %298, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %300 = stablehlo.not %297 : tensor<12xi1>
    %301 = stablehlo.not %299 : tensor<12xi1>
    %302 = stablehlo.compare NE, %283, %283, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %303 = stablehlo.compare NE, %284, %284, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %304 = stablehlo.or %302, %303 : tensor<12xi1>
    %305 = stablehlo.compare NE, %285, %285, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %306 = stablehlo.or %304, %305 : tensor<12xi1>
    %307 = stablehlo.and %295, %301 : tensor<12xi1>
    %308 = stablehlo.and %290, %297 : tensor<12xi1>
    %309 = stablehlo.or %307, %308 : tensor<12xi1>
    %310 = stablehlo.and %290, %300 : tensor<12xi1>
    %311 = stablehlo.and %295, %299 : tensor<12xi1>
    %312 = stablehlo.or %310, %311 : tensor<12xi1>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %314 = stablehlo.compare LT, %283, %313, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %316 = stablehlo.compare LT, %284, %315, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %317 = stablehlo.or %314, %316 : tensor<12xi1>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %319 = stablehlo.compare LT, %285, %318, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %320 = stablehlo.or %317, %319 : tensor<12xi1>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %322 = stablehlo.compare GT, %285, %321, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %323 = stablehlo.or %320, %322 : tensor<12xi1>
    %324 = stablehlo.and %290, %295 : tensor<12xi1>
    %325 = stablehlo.or %324, %306 : tensor<12xi1>
    %326 = stablehlo.or %323, %325 : tensor<12xi1>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %328 = stablehlo.add %283, %327 : tensor<12xf32>
    %329 = stablehlo.add %283, %284 : tensor<12xf32>
    %cst_91 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %331 = stablehlo.add %329, %330 : tensor<12xf32>
    %332 = stablehlo.divide %328, %331 : tensor<12xf32>
    %333 = stablehlo.compare LT, %285, %332, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %334 = stablehlo.select %333, %283, %284 : tensor<12xi1>, tensor<12xf32>
    %335 = stablehlo.select %333, %284, %283 : tensor<12xi1>, tensor<12xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %337 = stablehlo.subtract %336, %285 : tensor<12xf32>
    %338 = stablehlo.select %333, %285, %337 : tensor<12xi1>, tensor<12xf32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %339 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %340 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %341 = stablehlo.compare EQ, %339, %340, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %344 = stablehlo.select %341, %342, %343 : tensor<12xi1>, tensor<12xf32>
    %345 = stablehlo.abs %344 : tensor<12xf32>
    %cst_97 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %347 = stablehlo.compare LT, %345, %346, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_98 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %349 = stablehlo.select %347, %348, %344 : tensor<12xi1>, tensor<12xf32>
    %c_99 = stablehlo.constant dense<true> : tensor<i1>
    %350 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %c_101 = stablehlo.constant dense<1> : tensor<i32>
    %352:8 = stablehlo.while(%iterArg = %334, %iterArg_107 = %335, %iterArg_108 = %338, %iterArg_109 = %349, %iterArg_110 = %351, %iterArg_111 = %349, %iterArg_112 = %c_101, %iterArg_113 = %350) : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<i32>, tensor<12xi1>
    cond {
      %c_114 = stablehlo.constant dense<200> : tensor<i32>
      %387 = stablehlo.compare LT, %iterArg_112, %c_114, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_115 = stablehlo.constant dense<false> : tensor<i1>
      %388 = stablehlo.reduce(%iterArg_113 init: %c_115) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      %389 = stablehlo.and %387, %388 : tensor<i1>
      stablehlo.return %389 : tensor<i1>
    } do {
      %387 = stablehlo.broadcast_in_dim %iterArg_112, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %c_114 = stablehlo.constant dense<2> : tensor<i32>
      %388 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %389 = func.call @remainder_22(%387, %388) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
      %c_115 = stablehlo.constant dense<0> : tensor<i32>
      %390 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %391 = stablehlo.compare EQ, %389, %390, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %c_116 = stablehlo.constant dense<1> : tensor<i32>
      %392 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %393 = stablehlo.compare EQ, %387, %392, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %c_117 = stablehlo.constant dense<1> : tensor<i32>
      %394 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %395 = stablehlo.subtract %387, %394 : tensor<12xi32>
      %c_118 = stablehlo.constant dense<2> : tensor<i32>
      %396 = stablehlo.broadcast_in_dim %c_118, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %397 = func.call @floor_divide_24(%395, %396) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
      %c_119 = stablehlo.constant dense<0> : tensor<i32>
      %398 = stablehlo.broadcast_in_dim %c_119, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %399 = stablehlo.compare EQ, %397, %398, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %400 = stablehlo.convert %397 : (tensor<12xi32>) -> tensor<12xf32>
      %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %401 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %cst_121 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %402 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %403 = stablehlo.add %iterArg, %iterArg_107 : tensor<12xf32>
      %404 = stablehlo.negate %403 : tensor<12xf32>
      %405 = stablehlo.multiply %404, %iterArg_108 : tensor<12xf32>
      %406 = stablehlo.add %iterArg, %401 : tensor<12xf32>
      %407 = stablehlo.divide %405, %406 : tensor<12xf32>
      %408 = stablehlo.add %iterArg, %400 : tensor<12xf32>
      %409 = stablehlo.negate %408 : tensor<12xf32>
      %410 = stablehlo.add %iterArg, %iterArg_107 : tensor<12xf32>
      %411 = stablehlo.add %410, %400 : tensor<12xf32>
      %412 = stablehlo.multiply %409, %411 : tensor<12xf32>
      %413 = stablehlo.multiply %412, %iterArg_108 : tensor<12xf32>
      %414 = stablehlo.multiply %402, %400 : tensor<12xf32>
      %415 = stablehlo.add %iterArg, %414 : tensor<12xf32>
      %416 = stablehlo.multiply %402, %400 : tensor<12xf32>
      %417 = stablehlo.add %iterArg, %416 : tensor<12xf32>
      %418 = stablehlo.add %417, %401 : tensor<12xf32>
      %419 = stablehlo.multiply %415, %418 : tensor<12xf32>
      %420 = stablehlo.divide %413, %419 : tensor<12xf32>
      %421 = stablehlo.select %399, %407, %420 : tensor<12xi1>, tensor<12xf32>
      %422 = stablehlo.subtract %iterArg_107, %400 : tensor<12xf32>
      %423 = stablehlo.multiply %400, %422 : tensor<12xf32>
      %424 = stablehlo.multiply %423, %iterArg_108 : tensor<12xf32>
      %425 = stablehlo.multiply %402, %400 : tensor<12xf32>
      %426 = stablehlo.add %iterArg, %425 : tensor<12xf32>
      %427 = stablehlo.subtract %426, %401 : tensor<12xf32>
      %428 = stablehlo.multiply %402, %400 : tensor<12xf32>
      %429 = stablehlo.add %iterArg, %428 : tensor<12xf32>
      %430 = stablehlo.multiply %427, %429 : tensor<12xf32>
      %431 = stablehlo.divide %424, %430 : tensor<12xf32>
      %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %432 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %433 = stablehlo.select %391, %421, %431 : tensor<12xi1>, tensor<12xf32>
      %434 = stablehlo.select %393, %432, %433 : tensor<12xi1>, tensor<12xf32>
      %435 = stablehlo.broadcast_in_dim %iterArg_112, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %c_123 = stablehlo.constant dense<0> : tensor<i32>
      %436 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %437 = stablehlo.compare EQ, %435, %436, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %438 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %439 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %440 = stablehlo.select %437, %438, %439 : tensor<12xi1>, tensor<12xf32>
      %441 = stablehlo.divide %434, %iterArg_109 : tensor<12xf32>
      %442 = stablehlo.add %440, %441 : tensor<12xf32>
      %cst_126 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %443 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %444 = stablehlo.abs %442 : tensor<12xf32>
      %445 = stablehlo.compare LT, %444, %443, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %446 = stablehlo.select %445, %443, %442 : tensor<12xi1>, tensor<12xf32>
      %447 = stablehlo.multiply %434, %iterArg_110 : tensor<12xf32>
      %448 = stablehlo.add %440, %447 : tensor<12xf32>
      %449 = stablehlo.abs %448 : tensor<12xf32>
      %450 = stablehlo.compare LT, %449, %443, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %451 = stablehlo.select %450, %443, %448 : tensor<12xi1>, tensor<12xf32>
      %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %452 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %453 = stablehlo.divide %452, %451 : tensor<12xf32>
      %454 = stablehlo.multiply %446, %453 : tensor<12xf32>
      %455 = stablehlo.multiply %iterArg_111, %454 : tensor<12xf32>
      %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %456 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %457 = stablehlo.subtract %454, %456 : tensor<12xf32>
      %458 = stablehlo.abs %457 : tensor<12xf32>
      %cst_129 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %459 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %460 = stablehlo.compare GE, %458, %459, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %c_130 = stablehlo.constant dense<1> : tensor<i32>
      %461 = stablehlo.add %iterArg_112, %c_130 : tensor<i32>
      %462 = stablehlo.and %iterArg_113, %460 : tensor<12xi1>
      %463 = stablehlo.select %iterArg_113, %446, %iterArg_109 : tensor<12xi1>, tensor<12xf32>
      %464 = stablehlo.select %iterArg_113, %453, %iterArg_110 : tensor<12xi1>, tensor<12xf32>
      %465 = stablehlo.select %iterArg_113, %455, %iterArg_111 : tensor<12xi1>, tensor<12xf32>
      stablehlo.return %iterArg, %iterArg_107, %iterArg_108, %463, %464, %465, %461, %462 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<i32>, tensor<12xi1>
    }
    %353 = call @lgamma_impl_26(%335) : (tensor<12xf32>) -> tensor<12xf32>
    %354 = stablehlo.add %334, %335 : tensor<12xf32>
    %355 = call @lgamma_impl_26(%354) : (tensor<12xf32>) -> tensor<12xf32>
    %356 = stablehlo.subtract %353, %355 : tensor<12xf32>
    %357 = call @lgamma_impl_26(%334) : (tensor<12xf32>) -> tensor<12xf32>
    %358 = stablehlo.add %357, %356 : tensor<12xf32>
    %cst_102 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %360 = stablehlo.compare LT, %334, %359, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %361 = stablehlo.negate %338 : tensor<12xf32>
    %362 = stablehlo.log_plus_one %361 : tensor<12xf32>
    %363 = stablehlo.multiply %362, %335 : tensor<12xf32>
    %364 = stablehlo.subtract %363, %356 : tensor<12xf32>
    %365 = stablehlo.exponential %364 : tensor<12xf32>
    %366 = stablehlo.log %338 : tensor<12xf32>
    %367 = stablehlo.multiply %366, %334 : tensor<12xf32>
    %368 = stablehlo.negate %338 : tensor<12xf32>
    %369 = stablehlo.log_plus_one %368 : tensor<12xf32>
    %370 = stablehlo.multiply %369, %335 : tensor<12xf32>
    %371 = stablehlo.add %367, %370 : tensor<12xf32>
    %372 = stablehlo.subtract %371, %358 : tensor<12xf32>
    %373 = stablehlo.exponential %372 : tensor<12xf32>
    %374 = stablehlo.divide %373, %334 : tensor<12xf32>
    %375 = stablehlo.select %360, %365, %374 : tensor<12xi1>, tensor<12xf32>
    %376 = stablehlo.multiply %352#5, %375 : tensor<12xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %378 = stablehlo.subtract %377, %376 : tensor<12xf32>
    %379 = stablehlo.select %333, %376, %378 : tensor<12xi1>, tensor<12xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %381 = stablehlo.select %309, %380, %379 : tensor<12xi1>, tensor<12xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %383 = stablehlo.select %312, %382, %381 : tensor<12xi1>, tensor<12xf32>
    %cst_106 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %385 = stablehlo.select %326, %384, %383 : tensor<12xi1>, tensor<12xf32>
    %386 = stablehlo.convert %385 : (tensor<12xf32>) -> tensor<12xbf16>
    return %103, %177, %282, %386 : tensor<2x3xf32>, tensor<f32>, tensor<12xf16>, tensor<12xbf16>
  }
  func.func private @remainder(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %3 = call @_where(%1, %2, %arg1) : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %12 = stablehlo.and %11, %6 : tensor<2x3xi1>
    %13 = stablehlo.add %4, %3 : tensor<2x3xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<2x3xi1>, tensor<2x3xi32>
    return %14 : tensor<2x3xi32>
  }
  func.func private @_where(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
  func.func private @floor_divide(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<2x3xi32>
    %1 = stablehlo.sign %arg0 : tensor<2x3xi32>
    %2 = stablehlo.sign %arg1 : tensor<2x3xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<2x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<2x3xi1>
    %8 = stablehlo.compare NE, %3, %7, UNSIGNED : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %9 = stablehlo.convert %8 : tensor<2x3xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<2x3xi1>
    %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %12 = stablehlo.convert %11 : tensor<2x3xi1>
    %13 = stablehlo.and %9, %12 : tensor<2x3xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %15 = stablehlo.subtract %0, %14 : tensor<2x3xi32>
    %16 = call @_where_0(%13, %15, %0) : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    return %16 : tensor<2x3xi32>
  }
  func.func private @_where_0(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
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
    %49 = call @_horner_1(%9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
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
  func.func private @_horner_1(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<2x3xf32>, %arg5: tensor<2x3xf32>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<2x3xf32>, %arg9: tensor<2x3xf32>, %arg10: tensor<2x3xf32>, %arg11: tensor<2x3xf32>, %arg12: tensor<2x3xf32>, %arg13: tensor<2x3xf32>) -> tensor<2x3xf32> {
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
    %0:2 = call @_log_f32_2(%arg0) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
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
    %23 = call @_horner_3(%22, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
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
  func.func private @_log_f32_2(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
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
  func.func private @_horner_3(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<2x3xf32> {
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
    %1 = call @_horner_4(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x3xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x3xf32>
    %4 = stablehlo.add %2, %arg4 : tensor<2x3xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x3xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x3xf32>
    %7 = stablehlo.negate %6 : tensor<2x3xf32>
    return %7 : tensor<2x3xf32>
  }
  func.func private @_horner_4(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<2x3xf32> {
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
    %60 = call @_horner_5(%59, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<2x3xf32>
    return %57, %61 : tensor<2x3xi1>, tensor<2x3xf32>
  }
  func.func private @_horner_5(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<2x3xf32>, %arg5: tensor<2x3xf32>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<2x3xf32>, %arg9: tensor<2x3xf32>, %arg10: tensor<2x3xf32>, %arg11: tensor<2x3xf32>) -> tensor<2x3xf32> {
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
  func.func private @remainder_6(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where_7(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @floor_divide_8(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<i32>
    %1 = stablehlo.sign %arg0 : tensor<i32>
    %2 = stablehlo.sign %arg1 : tensor<i32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare NE, %4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<i1>
    %7 = stablehlo.compare NE, %3, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.convert %7 : tensor<i1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<i1>
    %10 = stablehlo.compare NE, %5, %9, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %11 = stablehlo.convert %10 : tensor<i1>
    %12 = stablehlo.and %8, %11 : tensor<i1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.subtract %0, %c_2 : tensor<i32>
    %14 = call @_where_9(%12, %13, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %14 : tensor<i32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @lgamma_impl_10(%arg0: tensor<f32>) -> tensor<f32> {
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
    %30:2 = call @_log_f32_11(%22, %8) : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %31:3 = call @_lgamma_pos_small_13(%29) : (tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>)
    %32:3 = call @_lgamma_pos_large_15(%29) : (tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %33 = stablehlo.compare LE, %29, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %34 = stablehlo.add %32#0, %32#1 : tensor<f32>
    %35 = stablehlo.select %33, %31#0, %34 : tensor<i1>, tensor<f32>
    %36 = stablehlo.select %33, %31#1, %32#0 : tensor<i1>, tensor<f32>
    %37 = stablehlo.select %33, %31#2, %32#1 : tensor<i1>, tensor<f32>
    %38 = stablehlo.add %37, %30#1 : tensor<f32>
    %39 = stablehlo.multiply %32#2, %27 : tensor<f32>
    %40 = call @_lgamma_neg_reflection_18(%21, %30#0, %36, %38, %39) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %41:2 = call @_lgamma_neg_root_20(%19, %20) : (tensor<f32>, tensor<f32>) -> (tensor<i1>, tensor<f32>)
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
  func.func private @_log_f32_11(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<f32>, tensor<f32>) {
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
    %13 = call @_horner_12(%8, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
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
  func.func private @_horner_12(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<f32> {
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
  func.func private @_lgamma_pos_small_13(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
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
    %18 = call @_horner_14(%4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
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
  func.func private @_horner_14(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>) -> tensor<f32> {
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
  func.func private @_lgamma_pos_large_15(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
    %0:2 = call @_log_f32_16(%arg0) : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
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
    %19 = call @_horner_17(%18, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %20 = stablehlo.add %15, %cst_8 : tensor<f32>
    %21 = stablehlo.multiply %17, %19 : tensor<f32>
    %22 = stablehlo.add %20, %21 : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.multiply %cst_9, %17 : tensor<f32>
    %24 = stablehlo.subtract %0#0, %23 : tensor<f32>
    return %12, %22, %24 : tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @_log_f32_16(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
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
    %13 = call @_horner_12(%8, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
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
  func.func private @_horner_17(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<f32> {
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
  func.func private @_lgamma_neg_reflection_18(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<f32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_19(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.multiply %0, %1 : tensor<f32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<f32>
    %4 = stablehlo.add %2, %arg4 : tensor<f32>
    %5 = stablehlo.add %arg3, %4 : tensor<f32>
    %6 = stablehlo.add %3, %5 : tensor<f32>
    %7 = stablehlo.negate %6 : tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_horner_19(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<f32> {
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
  func.func private @_lgamma_neg_root_20(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<i1>, tensor<f32>) {
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
    %47 = call @_horner_21(%46, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %48 = stablehlo.multiply %46, %47 : tensor<f32>
    return %45, %48 : tensor<i1>, tensor<f32>
  }
  func.func private @_horner_21(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>) -> tensor<f32> {
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
  func.func private @remainder_22(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %3 = call @_where_23(%1, %2, %arg1) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<12xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.and %11, %6 : tensor<12xi1>
    %13 = stablehlo.add %4, %3 : tensor<12xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<12xi1>, tensor<12xi32>
    return %14 : tensor<12xi32>
  }
  func.func private @_where_23(%arg0: tensor<12xi1>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @floor_divide_24(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<12xi32>
    %1 = stablehlo.sign %arg0 : tensor<12xi32>
    %2 = stablehlo.sign %arg1 : tensor<12xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %8 = stablehlo.compare NE, %3, %7, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %9 = stablehlo.convert %8 : tensor<12xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.convert %11 : tensor<12xi1>
    %13 = stablehlo.and %9, %12 : tensor<12xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %15 = stablehlo.subtract %0, %14 : tensor<12xi32>
    %16 = call @_where_25(%13, %15, %0) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    return %16 : tensor<12xi32>
  }
  func.func private @_where_25(%arg0: tensor<12xi1>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @lgamma_impl_26(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<12xf32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.and %0, %1 : tensor<12xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare GT, %2, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<8388608> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.compare LT, %2, %7, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %9 = stablehlo.and %6, %8 : tensor<12xi1>
    %10 = stablehlo.count_leading_zeros %2 : tensor<12xi32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %12 = stablehlo.subtract %10, %11 : tensor<12xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %14 = stablehlo.select %9, %12, %13 : tensor<12xi1>, tensor<12xi32>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %16 = stablehlo.and %0, %15 : tensor<12xi32>
    %17 = stablehlo.shift_left %2, %14 : tensor<12xi32>
    %18 = stablehlo.or %16, %17 : tensor<12xi32>
    %19 = stablehlo.select %9, %18, %0 : tensor<12xi1>, tensor<12xi32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<12xi32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %24 = stablehlo.select %4, %23, %20 : tensor<12xi1>, tensor<12xf32>
    %25 = stablehlo.not %22 : tensor<12xi1>
    %cst_7 = stablehlo.constant dense<0xCB000000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %28 = stablehlo.and %25, %27 : tensor<12xi1>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %30 = stablehlo.select %28, %24, %29 : tensor<12xi1>, tensor<12xf32>
    %31 = stablehlo.round_nearest_even %30 : tensor<12xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<12xf32>
    %33 = stablehlo.abs %32 : tensor<12xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %35 = stablehlo.subtract %34, %31 : tensor<12xf32>
    %36 = stablehlo.subtract %35, %32 : tensor<12xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %38 = stablehlo.subtract %37, %31 : tensor<12xf32>
    %39 = stablehlo.subtract %38, %36 : tensor<12xf32>
    %40 = stablehlo.subtract %39, %32 : tensor<12xf32>
    %41 = stablehlo.select %22, %24, %36 : tensor<12xi1>, tensor<12xf32>
    %cst_11 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %43 = stablehlo.minimum %41, %42 : tensor<12xf32>
    %44:2 = call @_log_f32_27(%33, %14) : (tensor<12xf32>, tensor<12xi32>) -> (tensor<12xf32>, tensor<12xf32>)
    %45:3 = call @_lgamma_pos_small_29(%43) : (tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>)
    %46:3 = call @_lgamma_pos_large_31(%43) : (tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %48 = stablehlo.compare LE, %43, %47, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %49 = stablehlo.add %46#0, %46#1 : tensor<12xf32>
    %50 = stablehlo.select %48, %45#0, %49 : tensor<12xi1>, tensor<12xf32>
    %51 = stablehlo.select %48, %45#1, %46#0 : tensor<12xi1>, tensor<12xf32>
    %52 = stablehlo.select %48, %45#2, %46#1 : tensor<12xi1>, tensor<12xf32>
    %53 = stablehlo.add %52, %44#1 : tensor<12xf32>
    %54 = stablehlo.multiply %46#2, %40 : tensor<12xf32>
    %55 = call @_lgamma_neg_reflection_34(%32, %44#0, %51, %53, %54) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %56:2 = call @_lgamma_neg_root_36(%30, %31) : (tensor<12xf32>, tensor<12xf32>) -> (tensor<12xi1>, tensor<12xf32>)
    %57 = stablehlo.select %56#0, %56#1, %55 : tensor<12xi1>, tensor<12xf32>
    %58 = stablehlo.select %22, %50, %57 : tensor<12xi1>, tensor<12xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %60 = stablehlo.compare EQ, %58, %59, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %62 = stablehlo.select %60, %61, %58 : tensor<12xi1>, tensor<12xf32>
    %63 = stablehlo.not %22 : tensor<12xi1>
    %64 = stablehlo.floor %24 : tensor<12xf32>
    %65 = stablehlo.compare EQ, %24, %64, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %66 = stablehlo.and %63, %65 : tensor<12xi1>
    %67 = stablehlo.or %4, %66 : tensor<12xi1>
    %cst_15 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %69 = stablehlo.compare GT, %arg0, %68, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %70 = stablehlo.or %67, %69 : tensor<12xi1>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %72 = stablehlo.select %70, %71, %62 : tensor<12xi1>, tensor<12xf32>
    %73 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %75 = stablehlo.select %73, %74, %72 : tensor<12xi1>, tensor<12xf32>
    return %75 : tensor<12xf32>
  }
  func.func private @_log_f32_27(%arg0: tensor<12xf32>, %arg1: tensor<12xi32>) -> (tensor<12xf32>, tensor<12xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<12xf32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<12xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<12xi32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<12xi32>
    %6 = stablehlo.convert %5 : (tensor<12xi32>) -> tensor<12xf32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.shift_left %4, %7 : tensor<12xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<12xi32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<12xi32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<12xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<12xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<12xf32>
    %16 = stablehlo.subtract %12, %15 : tensor<12xf32>
    %17 = stablehlo.multiply %13, %12 : tensor<12xf32>
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
    %18 = call @_horner_28(%12, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<12xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<12xf32>
    %20 = stablehlo.add %16, %19 : tensor<12xf32>
    %cst_13 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %22 = stablehlo.multiply %6, %21 : tensor<12xf32>
    %cst_14 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %24 = stablehlo.multiply %6, %23 : tensor<12xf32>
    %25 = stablehlo.add %20, %24 : tensor<12xf32>
    %26 = stablehlo.add %22, %25 : tensor<12xf32>
    %27 = stablehlo.subtract %22, %26 : tensor<12xf32>
    %28 = stablehlo.add %27, %25 : tensor<12xf32>
    return %26, %28 : tensor<12xf32>, tensor<12xf32>
  }
  func.func private @_horner_28(%arg0: tensor<12xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg10 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<12xf32>
    %3 = stablehlo.convert %arg9 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.add %2, %4 : tensor<12xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<12xf32>
    %7 = stablehlo.convert %arg8 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.add %6, %8 : tensor<12xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<12xf32>
    %11 = stablehlo.convert %arg7 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %13 = stablehlo.add %10, %12 : tensor<12xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<12xf32>
    %15 = stablehlo.convert %arg6 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %17 = stablehlo.add %14, %16 : tensor<12xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<12xf32>
    %19 = stablehlo.convert %arg5 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %21 = stablehlo.add %18, %20 : tensor<12xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<12xf32>
    %23 = stablehlo.convert %arg4 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %25 = stablehlo.add %22, %24 : tensor<12xf32>
    %26 = stablehlo.multiply %25, %arg0 : tensor<12xf32>
    %27 = stablehlo.convert %arg3 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %29 = stablehlo.add %26, %28 : tensor<12xf32>
    %30 = stablehlo.multiply %29, %arg0 : tensor<12xf32>
    %31 = stablehlo.convert %arg2 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %33 = stablehlo.add %30, %32 : tensor<12xf32>
    %34 = stablehlo.multiply %33, %arg0 : tensor<12xf32>
    %35 = stablehlo.convert %arg1 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %37 = stablehlo.add %34, %36 : tensor<12xf32>
    return %37 : tensor<12xf32>
  }
  func.func private @_lgamma_pos_small_29(%arg0: tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<12xf32>
    %cst_2 = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.select %1, %6, %7 : tensor<12xi1>, tensor<12xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<12xf32>
    %cst_4 = stablehlo.constant dense<0.362068325> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_5 = stablehlo.constant dense<0.577215672> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.select %1, %10, %11 : tensor<12xi1>, tensor<12xf32>
    %cst_6 = stablehlo.constant dense<-0.0657293424> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_7 = stablehlo.constant dense<-0.245251313> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %15 = stablehlo.select %1, %13, %14 : tensor<12xi1>, tensor<12xf32>
    %cst_8 = stablehlo.constant dense<0.0160308518> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_9 = stablehlo.constant dense<0.155433342> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %18 = stablehlo.select %1, %16, %17 : tensor<12xi1>, tensor<12xf32>
    %cst_10 = stablehlo.constant dense<-0.00441958429> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_11 = stablehlo.constant dense<-0.115152992> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %21 = stablehlo.select %1, %19, %20 : tensor<12xi1>, tensor<12xf32>
    %cst_12 = stablehlo.constant dense<0.00130368094> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_13 = stablehlo.constant dense<0.0922760441> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %24 = stablehlo.select %1, %22, %23 : tensor<12xi1>, tensor<12xf32>
    %cst_14 = stablehlo.constant dense<-4.00087971E-4> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_15 = stablehlo.constant dense<-0.0771135687> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %27 = stablehlo.select %1, %25, %26 : tensor<12xi1>, tensor<12xf32>
    %cst_16 = stablehlo.constant dense<1.24877915E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_17 = stablehlo.constant dense<0.0660817325> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %30 = stablehlo.select %1, %28, %29 : tensor<12xi1>, tensor<12xf32>
    %cst_18 = stablehlo.constant dense<-4.18991549E-5> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_19 = stablehlo.constant dense<-0.061489731> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %33 = stablehlo.select %1, %31, %32 : tensor<12xi1>, tensor<12xf32>
    %cst_20 = stablehlo.constant dense<1.5541731E-5> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_21 = stablehlo.constant dense<0.0583322793> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %36 = stablehlo.select %1, %34, %35 : tensor<12xi1>, tensor<12xf32>
    %cst_22 = stablehlo.constant dense<-3.44545674E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_23 = stablehlo.constant dense<-3.065680e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %39 = stablehlo.select %1, %37, %38 : tensor<12xi1>, tensor<12xf32>
    %cst_24 = stablehlo.constant dense<2.14668859E-7> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_25 = stablehlo.constant dense<0.0167537015> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %42 = stablehlo.select %1, %40, %41 : tensor<12xi1>, tensor<12xf32>
    %cst_26 = stablehlo.constant dense<-9.51253639E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_27 = stablehlo.constant dense<-0.0866426677> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %45 = stablehlo.select %1, %43, %44 : tensor<12xi1>, tensor<12xf32>
    %cst_28 = stablehlo.constant dense<5.093690e-07> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_29 = stablehlo.constant dense<0.0945988297> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %48 = stablehlo.select %1, %46, %47 : tensor<12xi1>, tensor<12xf32>
    %49 = call @_horner_30(%9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %50 = stablehlo.bitcast_convert %3 : (tensor<12xf32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %52 = stablehlo.and %50, %51 : tensor<12xi32>
    %53 = stablehlo.bitcast_convert %52 : (tensor<12xi32>) -> tensor<12xf32>
    %54 = stablehlo.subtract %3, %53 : tensor<12xf32>
    %55 = stablehlo.bitcast_convert %5 : (tensor<12xf32>) -> tensor<12xi32>
    %c_30 = stablehlo.constant dense<-4096> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %57 = stablehlo.and %55, %56 : tensor<12xi32>
    %58 = stablehlo.bitcast_convert %57 : (tensor<12xi32>) -> tensor<12xf32>
    %59 = stablehlo.subtract %5, %58 : tensor<12xf32>
    %60 = stablehlo.multiply %53, %58 : tensor<12xf32>
    %61 = stablehlo.multiply %54, %5 : tensor<12xf32>
    %62 = stablehlo.multiply %53, %59 : tensor<12xf32>
    %63 = stablehlo.add %61, %62 : tensor<12xf32>
    %64 = stablehlo.bitcast_convert %49 : (tensor<12xf32>) -> tensor<12xi32>
    %c_31 = stablehlo.constant dense<-4096> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %66 = stablehlo.and %64, %65 : tensor<12xi32>
    %67 = stablehlo.bitcast_convert %66 : (tensor<12xi32>) -> tensor<12xf32>
    %68 = stablehlo.subtract %49, %67 : tensor<12xf32>
    %69 = stablehlo.multiply %60, %67 : tensor<12xf32>
    %70 = stablehlo.multiply %63, %49 : tensor<12xf32>
    %71 = stablehlo.multiply %60, %68 : tensor<12xf32>
    %72 = stablehlo.add %70, %71 : tensor<12xf32>
    %73 = stablehlo.add %69, %72 : tensor<12xf32>
    return %73, %69, %72 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
  func.func private @_horner_30(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>, %arg3: tensor<12xf32>, %arg4: tensor<12xf32>, %arg5: tensor<12xf32>, %arg6: tensor<12xf32>, %arg7: tensor<12xf32>, %arg8: tensor<12xf32>, %arg9: tensor<12xf32>, %arg10: tensor<12xf32>, %arg11: tensor<12xf32>, %arg12: tensor<12xf32>, %arg13: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.multiply %arg13, %arg0 : tensor<12xf32>
    %1 = stablehlo.add %0, %arg12 : tensor<12xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<12xf32>
    %3 = stablehlo.add %2, %arg11 : tensor<12xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<12xf32>
    %5 = stablehlo.add %4, %arg10 : tensor<12xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<12xf32>
    %7 = stablehlo.add %6, %arg9 : tensor<12xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<12xf32>
    %9 = stablehlo.add %8, %arg8 : tensor<12xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<12xf32>
    %11 = stablehlo.add %10, %arg7 : tensor<12xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<12xf32>
    %13 = stablehlo.add %12, %arg6 : tensor<12xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<12xf32>
    %15 = stablehlo.add %14, %arg5 : tensor<12xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<12xf32>
    %17 = stablehlo.add %16, %arg4 : tensor<12xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<12xf32>
    %19 = stablehlo.add %18, %arg3 : tensor<12xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<12xf32>
    %21 = stablehlo.add %20, %arg2 : tensor<12xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<12xf32>
    %23 = stablehlo.add %22, %arg1 : tensor<12xf32>
    return %23 : tensor<12xf32>
  }
  func.func private @_lgamma_pos_large_31(%arg0: tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) {
    %0:2 = call @_log_f32_32(%arg0) : (tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>)
    %1 = stablehlo.bitcast_convert %0#0 : (tensor<12xf32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %3 = stablehlo.and %1, %2 : tensor<12xi32>
    %4 = stablehlo.bitcast_convert %3 : (tensor<12xi32>) -> tensor<12xf32>
    %5 = stablehlo.subtract %0#0, %4 : tensor<12xf32>
    %6 = stablehlo.add %5, %0#1 : tensor<12xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<12xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<12xf32>) -> tensor<12xi32>
    %c_0 = stablehlo.constant dense<-4096> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %11 = stablehlo.and %9, %10 : tensor<12xi32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<12xi32>) -> tensor<12xf32>
    %13 = stablehlo.subtract %8, %12 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %15 = stablehlo.subtract %4, %14 : tensor<12xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<12xf32>
    %17 = stablehlo.multiply %13, %15 : tensor<12xf32>
    %18 = stablehlo.multiply %8, %6 : tensor<12xf32>
    %19 = stablehlo.add %17, %18 : tensor<12xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %21 = stablehlo.divide %20, %arg0 : tensor<12xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<12xf32>
    %cst_3 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %cst_5 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-5.95238118E-4> : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.41750822E-4> : tensor<f32>
    %23 = call @_horner_33(%22, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<12xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %cst_8 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %25 = stablehlo.add %19, %24 : tensor<12xf32>
    %26 = stablehlo.multiply %21, %23 : tensor<12xf32>
    %27 = stablehlo.add %25, %26 : tensor<12xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %29 = stablehlo.multiply %28, %21 : tensor<12xf32>
    %30 = stablehlo.subtract %0#0, %29 : tensor<12xf32>
    return %16, %27, %30 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
  func.func private @_log_f32_32(%arg0: tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<12xf32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<12xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<12xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.subtract %4, %5 : tensor<12xi32>
    %7 = stablehlo.convert %6 : (tensor<12xi32>) -> tensor<12xf32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %9 = stablehlo.shift_left %4, %8 : tensor<12xi32>
    %10 = stablehlo.subtract %0, %9 : tensor<12xi32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<12xi32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<12xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<12xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<12xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<12xf32>
    %18 = stablehlo.multiply %14, %13 : tensor<12xf32>
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
    %19 = call @_horner_28(%13, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<12xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<12xf32>
    %21 = stablehlo.add %17, %20 : tensor<12xf32>
    %cst_14 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %23 = stablehlo.multiply %7, %22 : tensor<12xf32>
    %cst_15 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<12xf32>
    %26 = stablehlo.add %21, %25 : tensor<12xf32>
    %27 = stablehlo.add %23, %26 : tensor<12xf32>
    %28 = stablehlo.subtract %23, %27 : tensor<12xf32>
    %29 = stablehlo.add %28, %26 : tensor<12xf32>
    return %27, %29 : tensor<12xf32>, tensor<12xf32>
  }
  func.func private @_horner_33(%arg0: tensor<12xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg5 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<12xf32>
    %3 = stablehlo.convert %arg4 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.add %2, %4 : tensor<12xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<12xf32>
    %7 = stablehlo.convert %arg3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.add %6, %8 : tensor<12xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<12xf32>
    %11 = stablehlo.convert %arg2 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %13 = stablehlo.add %10, %12 : tensor<12xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<12xf32>
    %15 = stablehlo.convert %arg1 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %17 = stablehlo.add %14, %16 : tensor<12xf32>
    return %17 : tensor<12xf32>
  }
  func.func private @_lgamma_neg_reflection_34(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>, %arg3: tensor<12xf32>, %arg4: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<12xf32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_35(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<12xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<12xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<12xf32>
    %4 = stablehlo.add %2, %arg4 : tensor<12xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<12xf32>
    %6 = stablehlo.add %3, %5 : tensor<12xf32>
    %7 = stablehlo.negate %6 : tensor<12xf32>
    return %7 : tensor<12xf32>
  }
  func.func private @_horner_35(%arg0: tensor<12xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg7 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<12xf32>
    %3 = stablehlo.convert %arg6 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.add %2, %4 : tensor<12xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<12xf32>
    %7 = stablehlo.convert %arg5 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.add %6, %8 : tensor<12xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<12xf32>
    %11 = stablehlo.convert %arg4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %13 = stablehlo.add %10, %12 : tensor<12xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<12xf32>
    %15 = stablehlo.convert %arg3 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %17 = stablehlo.add %14, %16 : tensor<12xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<12xf32>
    %19 = stablehlo.convert %arg2 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %21 = stablehlo.add %18, %20 : tensor<12xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<12xf32>
    %23 = stablehlo.convert %arg1 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %25 = stablehlo.add %22, %24 : tensor<12xf32>
    return %25 : tensor<12xf32>
  }
  func.func private @_lgamma_neg_root_36(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> (tensor<12xi1>, tensor<12xf32>) {
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
    %0 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_14 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %4 = stablehlo.and %1, %3 : tensor<12xi1>
    %cst_15 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.select %4, %5, %arg1 : tensor<12xi1>, tensor<12xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<12xf32>
    %8 = stablehlo.negate %6 : tensor<12xf32>
    %9 = stablehlo.convert %8 : (tensor<12xf32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_16 = stablehlo.constant dense<9> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %13 = stablehlo.compare LE, %9, %12, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %14 = stablehlo.and %11, %13 : tensor<12xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %16 = stablehlo.compare GT, %7, %15, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %19 = stablehlo.select %16, %17, %18 : tensor<12xi1>, tensor<12xi32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %21 = stablehlo.subtract %9, %20 : tensor<12xi32>
    %c_21 = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %23 = stablehlo.multiply %22, %21 : tensor<12xi32>
    %24 = stablehlo.add %23, %19 : tensor<12xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %26 = stablehlo.select %14, %24, %25 : tensor<12xi1>, tensor<12xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %28 = "stablehlo.gather"(%cst, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %29 = "stablehlo.gather"(%cst_0, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %30 = "stablehlo.gather"(%cst_1, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %31 = "stablehlo.gather"(%cst_2, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %32 = "stablehlo.gather"(%cst_3, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %33 = "stablehlo.gather"(%cst_4, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %34 = "stablehlo.gather"(%cst_5, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %35 = "stablehlo.gather"(%cst_6, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %36 = "stablehlo.gather"(%cst_7, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %37 = "stablehlo.gather"(%cst_8, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %38 = "stablehlo.gather"(%cst_9, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %39 = "stablehlo.gather"(%cst_10, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %40 = "stablehlo.gather"(%cst_11, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %41 = "stablehlo.gather"(%cst_12, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<12x1xi32>) -> tensor<12xf32>
    %42 = stablehlo.subtract %7, %28 : tensor<12xf32>
    %43 = stablehlo.add %7, %28 : tensor<12xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %45 = stablehlo.divide %44, %43 : tensor<12xf32>
    %46 = stablehlo.subtract %42, %29 : tensor<12xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<12xf32>
    %48 = stablehlo.multiply %47, %43 : tensor<12xf32>
    %49 = stablehlo.subtract %42, %48 : tensor<12xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %51 = stablehlo.add %50, %47 : tensor<12xf32>
    %52 = stablehlo.multiply %29, %51 : tensor<12xf32>
    %53 = stablehlo.subtract %49, %52 : tensor<12xf32>
    %54 = stablehlo.multiply %53, %45 : tensor<12xf32>
    %55 = stablehlo.add %47, %54 : tensor<12xf32>
    %56 = stablehlo.abs %55 : tensor<12xf32>
    %57 = stablehlo.compare LE, %56, %30, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %59 = stablehlo.select %57, %55, %58 : tensor<12xi1>, tensor<12xf32>
    %60 = call @_horner_37(%59, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<12xf32>
    return %57, %61 : tensor<12xi1>, tensor<12xf32>
  }
  func.func private @_horner_37(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>, %arg3: tensor<12xf32>, %arg4: tensor<12xf32>, %arg5: tensor<12xf32>, %arg6: tensor<12xf32>, %arg7: tensor<12xf32>, %arg8: tensor<12xf32>, %arg9: tensor<12xf32>, %arg10: tensor<12xf32>, %arg11: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.multiply %arg11, %arg0 : tensor<12xf32>
    %1 = stablehlo.add %0, %arg10 : tensor<12xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<12xf32>
    %3 = stablehlo.add %2, %arg9 : tensor<12xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<12xf32>
    %5 = stablehlo.add %4, %arg8 : tensor<12xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<12xf32>
    %7 = stablehlo.add %6, %arg7 : tensor<12xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<12xf32>
    %9 = stablehlo.add %8, %arg6 : tensor<12xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<12xf32>
    %11 = stablehlo.add %10, %arg5 : tensor<12xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<12xf32>
    %13 = stablehlo.add %12, %arg4 : tensor<12xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<12xf32>
    %15 = stablehlo.add %14, %arg3 : tensor<12xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<12xf32>
    %17 = stablehlo.add %16, %arg2 : tensor<12xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<12xf32>
    %19 = stablehlo.add %18, %arg1 : tensor<12xf32>
    return %19 : tensor<12xf32>
  }
}
