module @jit_igamma_half attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf16>, %arg1: tensor<16xf16>, %arg2: tensor<4xbf16>, %arg3: tensor<4xbf16>, %arg4: tensor<0xf32>) -> (tensor<16xf16> {jax.result_info = "result[0]"}, tensor<16xf16> {jax.result_info = "result[1]"}, tensor<16xf16> {jax.result_info = "result[2]"}, tensor<4xbf16> {jax.result_info = "result[3]"}, tensor<4xbf16> {jax.result_info = "result[4]"}, tensor<0xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<16xf16>) -> tensor<16xf16>
    %1 = stablehlo.convert %arg0 : (tensor<16xf16>) -> tensor<16xf32>
    %2 = stablehlo.convert %0 : (tensor<16xf16>) -> tensor<16xf32>
    %3 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %4 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %5 = stablehlo.or %3, %4 : tensor<16xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.compare EQ, %2, %6, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.compare EQ, %1, %8, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.compare EQ, %1, %10, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.compare EQ, %2, %12, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.compare LT, %2, %14, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.compare LT, %1, %16, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %18 = stablehlo.and %11, %13 : tensor<16xi1>
    %19 = stablehlo.and %9, %7 : tensor<16xi1>
    %20 = stablehlo.or %15, %17 : tensor<16xi1>
    %21 = stablehlo.or %20, %18 : tensor<16xi1>
    %22 = stablehlo.or %21, %19 : tensor<16xi1>
    %23 = stablehlo.or %22, %5 : tensor<16xi1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.compare GE, %2, %24, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %26 = stablehlo.compare GT, %2, %1, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %27 = stablehlo.and %25, %26 : tensor<16xi1>
    %28 = stablehlo.log %2 : tensor<16xf32>
    %29 = stablehlo.multiply %1, %28 : tensor<16xf32>
    %30 = stablehlo.subtract %29, %2 : tensor<16xf32>
    %31 = call @lgamma_impl(%1) : (tensor<16xf32>) -> tensor<16xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %33 = stablehlo.log %cst_6 : tensor<f32>
    %34 = stablehlo.negate %33 : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.compare LT, %32, %35, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %37 = stablehlo.exponential %32 : tensor<16xf32>
    %38 = stablehlo.or %13, %23 : tensor<16xi1>
    %39 = stablehlo.or %38, %36 : tensor<16xi1>
    %40 = stablehlo.or %39, %7 : tensor<16xi1>
    %41 = stablehlo.or %40, %9 : tensor<16xi1>
    %42 = stablehlo.not %41 : tensor<16xi1>
    %43 = stablehlo.and %42, %27 : tensor<16xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %45 = stablehlo.subtract %44, %1 : tensor<16xf32>
    %46 = stablehlo.add %2, %45 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.add %46, %47 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.add %2, %50 : tensor<16xf32>
    %52 = stablehlo.multiply %48, %2 : tensor<16xf32>
    %53 = stablehlo.divide %51, %52 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %58 = stablehlo.negate %2 : tensor<16xf32>
    %59 = stablehlo.multiply %53, %58 : tensor<16xf32>
    %60 = stablehlo.subtract %57, %59 : tensor<16xf32>
    %61 = stablehlo.divide %60, %52 : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62:15 = stablehlo.while(%iterArg = %43, %iterArg_148 = %53, %iterArg_149 = %54, %iterArg_150 = %45, %iterArg_151 = %48, %iterArg_152 = %cst_15, %iterArg_153 = %51, %iterArg_154 = %52, %iterArg_155 = %49, %iterArg_156 = %2, %iterArg_157 = %55, %iterArg_158 = %56, %iterArg_159 = %57, %iterArg_160 = %58, %iterArg_161 = %61) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %cst_162 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %496 = stablehlo.compare LT, %iterArg_152, %cst_162, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %497 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      %498 = stablehlo.and %496, %497 : tensor<i1>
      stablehlo.return %498 : tensor<i1>
    } do {
      %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.add %iterArg_152, %cst_162 : tensor<f32>
      %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %497 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %498 = stablehlo.add %iterArg_150, %497 : tensor<16xf32>
      %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %499 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %500 = stablehlo.add %iterArg_151, %499 : tensor<16xf32>
      %501 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %502 = stablehlo.multiply %498, %501 : tensor<16xf32>
      %503 = stablehlo.multiply %iterArg_153, %500 : tensor<16xf32>
      %504 = stablehlo.multiply %iterArg_155, %502 : tensor<16xf32>
      %505 = stablehlo.subtract %503, %504 : tensor<16xf32>
      %506 = stablehlo.multiply %iterArg_154, %500 : tensor<16xf32>
      %507 = stablehlo.multiply %iterArg_156, %502 : tensor<16xf32>
      %508 = stablehlo.subtract %506, %507 : tensor<16xf32>
      %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %510 = stablehlo.compare NE, %508, %509, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %511 = stablehlo.divide %505, %508 : tensor<16xf32>
      %512 = stablehlo.subtract %iterArg_148, %511 : tensor<16xf32>
      %513 = stablehlo.divide %512, %511 : tensor<16xf32>
      %514 = stablehlo.abs %513 : tensor<16xf32>
      %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %515 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %516 = stablehlo.select %510, %514, %515 : tensor<16xi1>, tensor<16xf32>
      %517 = stablehlo.select %510, %511, %iterArg_148 : tensor<16xi1>, tensor<16xf32>
      %518 = stablehlo.multiply %iterArg_159, %500 : tensor<16xf32>
      %519 = stablehlo.subtract %518, %iterArg_153 : tensor<16xf32>
      %520 = stablehlo.multiply %iterArg_157, %502 : tensor<16xf32>
      %521 = stablehlo.subtract %519, %520 : tensor<16xf32>
      %522 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %523 = stablehlo.multiply %iterArg_155, %522 : tensor<16xf32>
      %524 = stablehlo.add %521, %523 : tensor<16xf32>
      %525 = stablehlo.multiply %iterArg_160, %500 : tensor<16xf32>
      %526 = stablehlo.subtract %525, %iterArg_154 : tensor<16xf32>
      %527 = stablehlo.multiply %iterArg_158, %502 : tensor<16xf32>
      %528 = stablehlo.subtract %526, %527 : tensor<16xf32>
      %529 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %530 = stablehlo.multiply %iterArg_156, %529 : tensor<16xf32>
      %531 = stablehlo.add %528, %530 : tensor<16xf32>
      %532 = stablehlo.multiply %517, %531 : tensor<16xf32>
      %533 = stablehlo.subtract %524, %532 : tensor<16xf32>
      %534 = stablehlo.divide %533, %508 : tensor<16xf32>
      %535 = stablehlo.select %510, %534, %iterArg_161 : tensor<16xi1>, tensor<16xf32>
      %536 = stablehlo.subtract %535, %iterArg_161 : tensor<16xf32>
      %537 = stablehlo.abs %536 : tensor<16xf32>
      %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %538 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %539 = stablehlo.select %510, %537, %538 : tensor<16xi1>, tensor<16xf32>
      %540 = stablehlo.abs %505 : tensor<16xf32>
      %cst_168 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_169 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %541 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<f32>
      %542 = stablehlo.divide %541, %cst_168 : tensor<f32>
      %543 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %544 = stablehlo.compare GT, %540, %543, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %cst_170 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %545 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %546 = stablehlo.multiply %iterArg_153, %545 : tensor<16xf32>
      %547 = stablehlo.select %544, %546, %iterArg_153 : tensor<16xi1>, tensor<16xf32>
      %cst_171 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %548 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %549 = stablehlo.multiply %505, %548 : tensor<16xf32>
      %550 = stablehlo.select %544, %549, %505 : tensor<16xi1>, tensor<16xf32>
      %cst_172 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %551 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %552 = stablehlo.multiply %iterArg_154, %551 : tensor<16xf32>
      %553 = stablehlo.select %544, %552, %iterArg_154 : tensor<16xi1>, tensor<16xf32>
      %cst_173 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %554 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %555 = stablehlo.multiply %508, %554 : tensor<16xf32>
      %556 = stablehlo.select %544, %555, %508 : tensor<16xi1>, tensor<16xf32>
      %cst_174 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %557 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %558 = stablehlo.multiply %iterArg_159, %557 : tensor<16xf32>
      %559 = stablehlo.select %544, %558, %iterArg_159 : tensor<16xi1>, tensor<16xf32>
      %cst_175 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %560 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %561 = stablehlo.multiply %iterArg_160, %560 : tensor<16xf32>
      %562 = stablehlo.select %544, %561, %iterArg_160 : tensor<16xi1>, tensor<16xf32>
      %cst_176 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %563 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %564 = stablehlo.multiply %524, %563 : tensor<16xf32>
      %565 = stablehlo.select %544, %564, %524 : tensor<16xi1>, tensor<16xf32>
      %cst_177 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %566 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %567 = stablehlo.multiply %531, %566 : tensor<16xf32>
      %568 = stablehlo.select %544, %567, %531 : tensor<16xi1>, tensor<16xf32>
      %cst_178 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %569 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %570 = stablehlo.compare GT, %516, %569, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %571 = stablehlo.and %iterArg, %570 : tensor<16xi1>
      %572 = stablehlo.select %iterArg, %517, %iterArg_148 : tensor<16xi1>, tensor<16xf32>
      %573 = stablehlo.select %iterArg, %516, %iterArg_149 : tensor<16xi1>, tensor<16xf32>
      %574 = stablehlo.select %iterArg, %498, %iterArg_150 : tensor<16xi1>, tensor<16xf32>
      %575 = stablehlo.select %iterArg, %500, %iterArg_151 : tensor<16xi1>, tensor<16xf32>
      %576 = stablehlo.select %iterArg, %550, %iterArg_153 : tensor<16xi1>, tensor<16xf32>
      %577 = stablehlo.select %iterArg, %556, %iterArg_154 : tensor<16xi1>, tensor<16xf32>
      %578 = stablehlo.select %iterArg, %547, %iterArg_155 : tensor<16xi1>, tensor<16xf32>
      %579 = stablehlo.select %iterArg, %553, %iterArg_156 : tensor<16xi1>, tensor<16xf32>
      %580 = stablehlo.select %iterArg, %559, %iterArg_157 : tensor<16xi1>, tensor<16xf32>
      %581 = stablehlo.select %iterArg, %562, %iterArg_158 : tensor<16xi1>, tensor<16xf32>
      %582 = stablehlo.select %iterArg, %565, %iterArg_159 : tensor<16xi1>, tensor<16xf32>
      %583 = stablehlo.select %iterArg, %568, %iterArg_160 : tensor<16xi1>, tensor<16xf32>
      %584 = stablehlo.select %iterArg, %535, %iterArg_161 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %571, %572, %573, %574, %575, %496, %576, %577, %578, %579, %580, %581, %582, %583, %584 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %63 = stablehlo.multiply %62#1, %37 : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<16xf32>
    %66 = stablehlo.not %27 : tensor<16xi1>
    %67 = stablehlo.and %42, %66 : tensor<16xi1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72:7 = stablehlo.while(%iterArg = %67, %iterArg_148 = %1, %iterArg_149 = %68, %iterArg_150 = %69, %iterArg_151 = %2, %iterArg_152 = %70, %iterArg_153 = %71) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %496 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %496 : tensor<i1>
    } do {
      %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %497 = stablehlo.add %iterArg_148, %496 : tensor<16xf32>
      %498 = stablehlo.divide %iterArg_151, %497 : tensor<16xf32>
      %499 = stablehlo.multiply %iterArg_152, %498 : tensor<16xf32>
      %500 = stablehlo.multiply %iterArg_149, %iterArg_151 : tensor<16xf32>
      %501 = stablehlo.multiply %497, %497 : tensor<16xf32>
      %502 = stablehlo.divide %500, %501 : tensor<16xf32>
      %503 = stablehlo.subtract %499, %502 : tensor<16xf32>
      %504 = stablehlo.add %iterArg_153, %503 : tensor<16xf32>
      %505 = stablehlo.divide %iterArg_151, %497 : tensor<16xf32>
      %506 = stablehlo.multiply %iterArg_149, %505 : tensor<16xf32>
      %507 = stablehlo.add %iterArg_150, %506 : tensor<16xf32>
      %508 = stablehlo.divide %506, %507 : tensor<16xf32>
      %cst_155 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %510 = stablehlo.compare GT, %508, %509, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %511 = stablehlo.and %iterArg, %510 : tensor<16xi1>
      %512 = stablehlo.select %iterArg, %497, %iterArg_148 : tensor<16xi1>, tensor<16xf32>
      %513 = stablehlo.select %iterArg, %506, %iterArg_149 : tensor<16xi1>, tensor<16xf32>
      %514 = stablehlo.select %iterArg, %507, %iterArg_150 : tensor<16xi1>, tensor<16xf32>
      %515 = stablehlo.select %iterArg, %iterArg_151, %iterArg_151 : tensor<16xi1>, tensor<16xf32>
      %516 = stablehlo.select %iterArg, %503, %iterArg_152 : tensor<16xi1>, tensor<16xf32>
      %517 = stablehlo.select %iterArg, %504, %iterArg_153 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %511, %512, %513, %514, %515, %516, %517 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %73 = stablehlo.multiply %72#3, %37 : tensor<16xf32>
    %74 = stablehlo.divide %73, %1 : tensor<16xf32>
    %75 = stablehlo.select %27, %65, %74 : tensor<16xi1>, tensor<16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %77 = stablehlo.select %9, %76, %75 : tensor<16xi1>, tensor<16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %79 = stablehlo.select %13, %78, %77 : tensor<16xi1>, tensor<16xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %81 = stablehlo.select %7, %80, %79 : tensor<16xi1>, tensor<16xf32>
    %cst_24 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %83 = stablehlo.select %23, %82, %81 : tensor<16xi1>, tensor<16xf32>
    %84 = stablehlo.convert %83 : (tensor<16xf32>) -> tensor<16xf16>
    %85 = stablehlo.convert %arg0 : (tensor<16xf16>) -> tensor<16xf32>
    %86 = stablehlo.convert %0 : (tensor<16xf16>) -> tensor<16xf32>
    %87 = stablehlo.compare NE, %85, %85, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %88 = stablehlo.compare NE, %86, %86, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %89 = stablehlo.or %87, %88 : tensor<16xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %91 = stablehlo.compare EQ, %85, %90, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %93 = stablehlo.compare EQ, %86, %92, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_27 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %95 = stablehlo.compare EQ, %86, %94, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_28 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %97 = stablehlo.compare EQ, %85, %96, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %99 = stablehlo.compare LT, %86, %98, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %101 = stablehlo.compare LT, %85, %100, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %102 = stablehlo.and %91, %93 : tensor<16xi1>
    %103 = stablehlo.and %97, %95 : tensor<16xi1>
    %104 = stablehlo.or %99, %101 : tensor<16xi1>
    %105 = stablehlo.or %104, %102 : tensor<16xi1>
    %106 = stablehlo.or %105, %103 : tensor<16xi1>
    %107 = stablehlo.or %106, %89 : tensor<16xi1>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %109 = stablehlo.compare LT, %86, %108, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %110 = stablehlo.compare LT, %86, %85, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %111 = stablehlo.or %109, %110 : tensor<16xi1>
    %112 = stablehlo.log %86 : tensor<16xf32>
    %113 = stablehlo.multiply %85, %112 : tensor<16xf32>
    %114 = stablehlo.subtract %113, %86 : tensor<16xf32>
    %115 = call @lgamma_impl(%85) : (tensor<16xf32>) -> tensor<16xf32>
    %116 = stablehlo.subtract %114, %115 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %117 = stablehlo.log %cst_32 : tensor<f32>
    %118 = stablehlo.negate %117 : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %120 = stablehlo.compare LT, %116, %119, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %121 = stablehlo.or %107, %120 : tensor<16xi1>
    %122 = stablehlo.or %121, %95 : tensor<16xi1>
    %123 = stablehlo.or %122, %91 : tensor<16xi1>
    %124 = stablehlo.or %123, %97 : tensor<16xi1>
    %125 = stablehlo.not %124 : tensor<16xi1>
    %126 = stablehlo.exponential %116 : tensor<16xf32>
    %127 = stablehlo.and %125, %111 : tensor<16xi1>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %132:7 = stablehlo.while(%iterArg = %127, %iterArg_148 = %85, %iterArg_149 = %128, %iterArg_150 = %129, %iterArg_151 = %86, %iterArg_152 = %130, %iterArg_153 = %131) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %496 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %496 : tensor<i1>
    } do {
      %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %497 = stablehlo.add %iterArg_148, %496 : tensor<16xf32>
      %498 = stablehlo.divide %iterArg_151, %497 : tensor<16xf32>
      %499 = stablehlo.multiply %iterArg_152, %498 : tensor<16xf32>
      %500 = stablehlo.multiply %iterArg_149, %iterArg_151 : tensor<16xf32>
      %501 = stablehlo.multiply %497, %497 : tensor<16xf32>
      %502 = stablehlo.divide %500, %501 : tensor<16xf32>
      %503 = stablehlo.subtract %499, %502 : tensor<16xf32>
      %504 = stablehlo.add %iterArg_153, %503 : tensor<16xf32>
      %505 = stablehlo.divide %iterArg_151, %497 : tensor<16xf32>
      %506 = stablehlo.multiply %iterArg_149, %505 : tensor<16xf32>
      %507 = stablehlo.add %iterArg_150, %506 : tensor<16xf32>
      %508 = stablehlo.divide %506, %507 : tensor<16xf32>
      %cst_155 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %510 = stablehlo.compare GT, %508, %509, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %511 = stablehlo.and %iterArg, %510 : tensor<16xi1>
      %512 = stablehlo.select %iterArg, %497, %iterArg_148 : tensor<16xi1>, tensor<16xf32>
      %513 = stablehlo.select %iterArg, %506, %iterArg_149 : tensor<16xi1>, tensor<16xf32>
      %514 = stablehlo.select %iterArg, %507, %iterArg_150 : tensor<16xi1>, tensor<16xf32>
      %515 = stablehlo.select %iterArg, %iterArg_151, %iterArg_151 : tensor<16xi1>, tensor<16xf32>
      %516 = stablehlo.select %iterArg, %503, %iterArg_152 : tensor<16xi1>, tensor<16xf32>
      %517 = stablehlo.select %iterArg, %504, %iterArg_153 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %511, %512, %513, %514, %515, %516, %517 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %133 = stablehlo.multiply %132#3, %126 : tensor<16xf32>
    %134 = stablehlo.divide %133, %85 : tensor<16xf32>
    %135 = stablehlo.not %111 : tensor<16xi1>
    %136 = stablehlo.and %125, %135 : tensor<16xi1>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %138 = stablehlo.subtract %137, %85 : tensor<16xf32>
    %139 = stablehlo.add %86, %138 : tensor<16xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %141 = stablehlo.add %139, %140 : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %144 = stablehlo.add %86, %143 : tensor<16xf32>
    %145 = stablehlo.multiply %141, %86 : tensor<16xf32>
    %146 = stablehlo.divide %144, %145 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %151 = stablehlo.negate %86 : tensor<16xf32>
    %152 = stablehlo.multiply %146, %151 : tensor<16xf32>
    %153 = stablehlo.subtract %150, %152 : tensor<16xf32>
    %154 = stablehlo.divide %153, %145 : tensor<16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155:15 = stablehlo.while(%iterArg = %136, %iterArg_148 = %146, %iterArg_149 = %147, %iterArg_150 = %138, %iterArg_151 = %141, %iterArg_152 = %cst_45, %iterArg_153 = %144, %iterArg_154 = %145, %iterArg_155 = %142, %iterArg_156 = %86, %iterArg_157 = %148, %iterArg_158 = %149, %iterArg_159 = %150, %iterArg_160 = %151, %iterArg_161 = %154) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %cst_162 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %496 = stablehlo.compare LT, %iterArg_152, %cst_162, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %497 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      %498 = stablehlo.and %496, %497 : tensor<i1>
      stablehlo.return %498 : tensor<i1>
    } do {
      %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.add %iterArg_152, %cst_162 : tensor<f32>
      %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %497 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %498 = stablehlo.add %iterArg_150, %497 : tensor<16xf32>
      %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %499 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %500 = stablehlo.add %iterArg_151, %499 : tensor<16xf32>
      %501 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %502 = stablehlo.multiply %498, %501 : tensor<16xf32>
      %503 = stablehlo.multiply %iterArg_153, %500 : tensor<16xf32>
      %504 = stablehlo.multiply %iterArg_155, %502 : tensor<16xf32>
      %505 = stablehlo.subtract %503, %504 : tensor<16xf32>
      %506 = stablehlo.multiply %iterArg_154, %500 : tensor<16xf32>
      %507 = stablehlo.multiply %iterArg_156, %502 : tensor<16xf32>
      %508 = stablehlo.subtract %506, %507 : tensor<16xf32>
      %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %510 = stablehlo.compare NE, %508, %509, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %511 = stablehlo.divide %505, %508 : tensor<16xf32>
      %512 = stablehlo.subtract %iterArg_148, %511 : tensor<16xf32>
      %513 = stablehlo.divide %512, %511 : tensor<16xf32>
      %514 = stablehlo.abs %513 : tensor<16xf32>
      %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %515 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %516 = stablehlo.select %510, %514, %515 : tensor<16xi1>, tensor<16xf32>
      %517 = stablehlo.select %510, %511, %iterArg_148 : tensor<16xi1>, tensor<16xf32>
      %518 = stablehlo.multiply %iterArg_159, %500 : tensor<16xf32>
      %519 = stablehlo.subtract %518, %iterArg_153 : tensor<16xf32>
      %520 = stablehlo.multiply %iterArg_157, %502 : tensor<16xf32>
      %521 = stablehlo.subtract %519, %520 : tensor<16xf32>
      %522 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %523 = stablehlo.multiply %iterArg_155, %522 : tensor<16xf32>
      %524 = stablehlo.add %521, %523 : tensor<16xf32>
      %525 = stablehlo.multiply %iterArg_160, %500 : tensor<16xf32>
      %526 = stablehlo.subtract %525, %iterArg_154 : tensor<16xf32>
      %527 = stablehlo.multiply %iterArg_158, %502 : tensor<16xf32>
      %528 = stablehlo.subtract %526, %527 : tensor<16xf32>
      %529 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %530 = stablehlo.multiply %iterArg_156, %529 : tensor<16xf32>
      %531 = stablehlo.add %528, %530 : tensor<16xf32>
      %532 = stablehlo.multiply %517, %531 : tensor<16xf32>
      %533 = stablehlo.subtract %524, %532 : tensor<16xf32>
      %534 = stablehlo.divide %533, %508 : tensor<16xf32>
      %535 = stablehlo.select %510, %534, %iterArg_161 : tensor<16xi1>, tensor<16xf32>
      %536 = stablehlo.subtract %535, %iterArg_161 : tensor<16xf32>
      %537 = stablehlo.abs %536 : tensor<16xf32>
      %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %538 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %539 = stablehlo.select %510, %537, %538 : tensor<16xi1>, tensor<16xf32>
      %540 = stablehlo.abs %505 : tensor<16xf32>
      %cst_168 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_169 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %541 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<f32>
      %542 = stablehlo.divide %541, %cst_168 : tensor<f32>
      %543 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %544 = stablehlo.compare GT, %540, %543, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %cst_170 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %545 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %546 = stablehlo.multiply %iterArg_153, %545 : tensor<16xf32>
      %547 = stablehlo.select %544, %546, %iterArg_153 : tensor<16xi1>, tensor<16xf32>
      %cst_171 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %548 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %549 = stablehlo.multiply %505, %548 : tensor<16xf32>
      %550 = stablehlo.select %544, %549, %505 : tensor<16xi1>, tensor<16xf32>
      %cst_172 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %551 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %552 = stablehlo.multiply %iterArg_154, %551 : tensor<16xf32>
      %553 = stablehlo.select %544, %552, %iterArg_154 : tensor<16xi1>, tensor<16xf32>
      %cst_173 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %554 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %555 = stablehlo.multiply %508, %554 : tensor<16xf32>
      %556 = stablehlo.select %544, %555, %508 : tensor<16xi1>, tensor<16xf32>
      %cst_174 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %557 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %558 = stablehlo.multiply %iterArg_159, %557 : tensor<16xf32>
      %559 = stablehlo.select %544, %558, %iterArg_159 : tensor<16xi1>, tensor<16xf32>
      %cst_175 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %560 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %561 = stablehlo.multiply %iterArg_160, %560 : tensor<16xf32>
      %562 = stablehlo.select %544, %561, %iterArg_160 : tensor<16xi1>, tensor<16xf32>
      %cst_176 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %563 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %564 = stablehlo.multiply %524, %563 : tensor<16xf32>
      %565 = stablehlo.select %544, %564, %524 : tensor<16xi1>, tensor<16xf32>
      %cst_177 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %566 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %567 = stablehlo.multiply %531, %566 : tensor<16xf32>
      %568 = stablehlo.select %544, %567, %531 : tensor<16xi1>, tensor<16xf32>
      %cst_178 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %569 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %570 = stablehlo.compare GT, %516, %569, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %571 = stablehlo.and %iterArg, %570 : tensor<16xi1>
      %572 = stablehlo.select %iterArg, %517, %iterArg_148 : tensor<16xi1>, tensor<16xf32>
      %573 = stablehlo.select %iterArg, %516, %iterArg_149 : tensor<16xi1>, tensor<16xf32>
      %574 = stablehlo.select %iterArg, %498, %iterArg_150 : tensor<16xi1>, tensor<16xf32>
      %575 = stablehlo.select %iterArg, %500, %iterArg_151 : tensor<16xi1>, tensor<16xf32>
      %576 = stablehlo.select %iterArg, %550, %iterArg_153 : tensor<16xi1>, tensor<16xf32>
      %577 = stablehlo.select %iterArg, %556, %iterArg_154 : tensor<16xi1>, tensor<16xf32>
      %578 = stablehlo.select %iterArg, %547, %iterArg_155 : tensor<16xi1>, tensor<16xf32>
      %579 = stablehlo.select %iterArg, %553, %iterArg_156 : tensor<16xi1>, tensor<16xf32>
      %580 = stablehlo.select %iterArg, %559, %iterArg_157 : tensor<16xi1>, tensor<16xf32>
      %581 = stablehlo.select %iterArg, %562, %iterArg_158 : tensor<16xi1>, tensor<16xf32>
      %582 = stablehlo.select %iterArg, %565, %iterArg_159 : tensor<16xi1>, tensor<16xf32>
      %583 = stablehlo.select %iterArg, %568, %iterArg_160 : tensor<16xi1>, tensor<16xf32>
      %584 = stablehlo.select %iterArg, %535, %iterArg_161 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %571, %572, %573, %574, %575, %496, %576, %577, %578, %579, %580, %581, %582, %583, %584 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %156 = stablehlo.multiply %155#1, %126 : tensor<16xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %158 = stablehlo.subtract %157, %134 : tensor<16xf32>
    %159 = stablehlo.select %111, %158, %156 : tensor<16xi1>, tensor<16xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %161 = stablehlo.select %97, %160, %159 : tensor<16xi1>, tensor<16xf32>
    %162 = stablehlo.or %95, %91 : tensor<16xi1>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %164 = stablehlo.select %162, %163, %161 : tensor<16xi1>, tensor<16xf32>
    %cst_49 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %166 = stablehlo.select %107, %165, %164 : tensor<16xi1>, tensor<16xf32>
    %167 = stablehlo.convert %166 : (tensor<16xf32>) -> tensor<16xf16>
    %168 = stablehlo.convert %arg0 : (tensor<16xf16>) -> tensor<16xf32>
    %169 = stablehlo.convert %0 : (tensor<16xf16>) -> tensor<16xf32>
    %170 = stablehlo.compare NE, %168, %168, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %171 = stablehlo.compare NE, %169, %169, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %172 = stablehlo.or %170, %171 : tensor<16xi1>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %174 = stablehlo.compare EQ, %169, %173, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %176 = stablehlo.compare LT, %169, %175, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %178 = stablehlo.compare LE, %168, %177, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %179 = stablehlo.or %176, %178 : tensor<16xi1>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %181 = stablehlo.compare GT, %169, %180, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %182 = stablehlo.compare GT, %169, %168, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %183 = stablehlo.and %181, %182 : tensor<16xi1>
    %184 = stablehlo.log %169 : tensor<16xf32>
    %185 = stablehlo.multiply %168, %184 : tensor<16xf32>
    %186 = stablehlo.subtract %185, %169 : tensor<16xf32>
    %187 = call @lgamma_impl(%168) : (tensor<16xf32>) -> tensor<16xf32>
    %188 = stablehlo.subtract %186, %187 : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %189 = stablehlo.log %cst_54 : tensor<f32>
    %190 = stablehlo.negate %189 : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %192 = stablehlo.compare LT, %188, %191, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %193 = stablehlo.exponential %188 : tensor<16xf32>
    %194 = stablehlo.or %174, %179 : tensor<16xi1>
    %195 = stablehlo.or %194, %192 : tensor<16xi1>
    %196 = stablehlo.or %195, %172 : tensor<16xi1>
    %197 = stablehlo.not %196 : tensor<16xi1>
    %198 = stablehlo.and %197, %183 : tensor<16xi1>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %200 = stablehlo.subtract %199, %168 : tensor<16xf32>
    %201 = stablehlo.add %169, %200 : tensor<16xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %203 = stablehlo.add %201, %202 : tensor<16xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %206 = stablehlo.add %169, %205 : tensor<16xf32>
    %207 = stablehlo.multiply %203, %169 : tensor<16xf32>
    %208 = stablehlo.divide %206, %207 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %213 = stablehlo.negate %169 : tensor<16xf32>
    %214 = stablehlo.multiply %208, %213 : tensor<16xf32>
    %215 = stablehlo.subtract %212, %214 : tensor<16xf32>
    %216 = stablehlo.divide %215, %207 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217:15 = stablehlo.while(%iterArg = %198, %iterArg_148 = %208, %iterArg_149 = %209, %iterArg_150 = %200, %iterArg_151 = %203, %iterArg_152 = %cst_63, %iterArg_153 = %206, %iterArg_154 = %207, %iterArg_155 = %204, %iterArg_156 = %169, %iterArg_157 = %210, %iterArg_158 = %211, %iterArg_159 = %212, %iterArg_160 = %213, %iterArg_161 = %216) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %cst_162 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %496 = stablehlo.compare LT, %iterArg_152, %cst_162, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %497 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      %498 = stablehlo.and %496, %497 : tensor<i1>
      stablehlo.return %498 : tensor<i1>
    } do {
      %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.add %iterArg_152, %cst_162 : tensor<f32>
      %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %497 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %498 = stablehlo.add %iterArg_150, %497 : tensor<16xf32>
      %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %499 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %500 = stablehlo.add %iterArg_151, %499 : tensor<16xf32>
      %501 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %502 = stablehlo.multiply %498, %501 : tensor<16xf32>
      %503 = stablehlo.multiply %iterArg_153, %500 : tensor<16xf32>
      %504 = stablehlo.multiply %iterArg_155, %502 : tensor<16xf32>
      %505 = stablehlo.subtract %503, %504 : tensor<16xf32>
      %506 = stablehlo.multiply %iterArg_154, %500 : tensor<16xf32>
      %507 = stablehlo.multiply %iterArg_156, %502 : tensor<16xf32>
      %508 = stablehlo.subtract %506, %507 : tensor<16xf32>
      %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %510 = stablehlo.compare NE, %508, %509, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %511 = stablehlo.divide %505, %508 : tensor<16xf32>
      %512 = stablehlo.subtract %iterArg_148, %511 : tensor<16xf32>
      %513 = stablehlo.divide %512, %511 : tensor<16xf32>
      %514 = stablehlo.abs %513 : tensor<16xf32>
      %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %515 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %516 = stablehlo.select %510, %514, %515 : tensor<16xi1>, tensor<16xf32>
      %517 = stablehlo.select %510, %511, %iterArg_148 : tensor<16xi1>, tensor<16xf32>
      %518 = stablehlo.multiply %iterArg_159, %500 : tensor<16xf32>
      %519 = stablehlo.subtract %518, %iterArg_153 : tensor<16xf32>
      %520 = stablehlo.multiply %iterArg_157, %502 : tensor<16xf32>
      %521 = stablehlo.subtract %519, %520 : tensor<16xf32>
      %522 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %523 = stablehlo.multiply %iterArg_155, %522 : tensor<16xf32>
      %524 = stablehlo.add %521, %523 : tensor<16xf32>
      %525 = stablehlo.multiply %iterArg_160, %500 : tensor<16xf32>
      %526 = stablehlo.subtract %525, %iterArg_154 : tensor<16xf32>
      %527 = stablehlo.multiply %iterArg_158, %502 : tensor<16xf32>
      %528 = stablehlo.subtract %526, %527 : tensor<16xf32>
      %529 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %530 = stablehlo.multiply %iterArg_156, %529 : tensor<16xf32>
      %531 = stablehlo.add %528, %530 : tensor<16xf32>
      %532 = stablehlo.multiply %517, %531 : tensor<16xf32>
      %533 = stablehlo.subtract %524, %532 : tensor<16xf32>
      %534 = stablehlo.divide %533, %508 : tensor<16xf32>
      %535 = stablehlo.select %510, %534, %iterArg_161 : tensor<16xi1>, tensor<16xf32>
      %536 = stablehlo.subtract %535, %iterArg_161 : tensor<16xf32>
      %537 = stablehlo.abs %536 : tensor<16xf32>
      %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %538 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %539 = stablehlo.select %510, %537, %538 : tensor<16xi1>, tensor<16xf32>
      %540 = stablehlo.abs %505 : tensor<16xf32>
      %cst_168 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_169 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %541 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<f32>
      %542 = stablehlo.divide %541, %cst_168 : tensor<f32>
      %543 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %544 = stablehlo.compare GT, %540, %543, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %cst_170 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %545 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %546 = stablehlo.multiply %iterArg_153, %545 : tensor<16xf32>
      %547 = stablehlo.select %544, %546, %iterArg_153 : tensor<16xi1>, tensor<16xf32>
      %cst_171 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %548 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %549 = stablehlo.multiply %505, %548 : tensor<16xf32>
      %550 = stablehlo.select %544, %549, %505 : tensor<16xi1>, tensor<16xf32>
      %cst_172 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %551 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %552 = stablehlo.multiply %iterArg_154, %551 : tensor<16xf32>
      %553 = stablehlo.select %544, %552, %iterArg_154 : tensor<16xi1>, tensor<16xf32>
      %cst_173 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %554 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %555 = stablehlo.multiply %508, %554 : tensor<16xf32>
      %556 = stablehlo.select %544, %555, %508 : tensor<16xi1>, tensor<16xf32>
      %cst_174 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %557 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %558 = stablehlo.multiply %iterArg_159, %557 : tensor<16xf32>
      %559 = stablehlo.select %544, %558, %iterArg_159 : tensor<16xi1>, tensor<16xf32>
      %cst_175 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %560 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %561 = stablehlo.multiply %iterArg_160, %560 : tensor<16xf32>
      %562 = stablehlo.select %544, %561, %iterArg_160 : tensor<16xi1>, tensor<16xf32>
      %cst_176 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %563 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %564 = stablehlo.multiply %524, %563 : tensor<16xf32>
      %565 = stablehlo.select %544, %564, %524 : tensor<16xi1>, tensor<16xf32>
      %cst_177 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %566 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %567 = stablehlo.multiply %531, %566 : tensor<16xf32>
      %568 = stablehlo.select %544, %567, %531 : tensor<16xi1>, tensor<16xf32>
      %cst_178 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %569 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %570 = stablehlo.compare GT, %539, %569, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %571 = stablehlo.and %iterArg, %570 : tensor<16xi1>
      %572 = stablehlo.select %iterArg, %517, %iterArg_148 : tensor<16xi1>, tensor<16xf32>
      %573 = stablehlo.select %iterArg, %516, %iterArg_149 : tensor<16xi1>, tensor<16xf32>
      %574 = stablehlo.select %iterArg, %498, %iterArg_150 : tensor<16xi1>, tensor<16xf32>
      %575 = stablehlo.select %iterArg, %500, %iterArg_151 : tensor<16xi1>, tensor<16xf32>
      %576 = stablehlo.select %iterArg, %550, %iterArg_153 : tensor<16xi1>, tensor<16xf32>
      %577 = stablehlo.select %iterArg, %556, %iterArg_154 : tensor<16xi1>, tensor<16xf32>
      %578 = stablehlo.select %iterArg, %547, %iterArg_155 : tensor<16xi1>, tensor<16xf32>
      %579 = stablehlo.select %iterArg, %553, %iterArg_156 : tensor<16xi1>, tensor<16xf32>
      %580 = stablehlo.select %iterArg, %559, %iterArg_157 : tensor<16xi1>, tensor<16xf32>
      %581 = stablehlo.select %iterArg, %562, %iterArg_158 : tensor<16xi1>, tensor<16xf32>
      %582 = stablehlo.select %iterArg, %565, %iterArg_159 : tensor<16xi1>, tensor<16xf32>
      %583 = stablehlo.select %iterArg, %568, %iterArg_160 : tensor<16xi1>, tensor<16xf32>
      %584 = stablehlo.select %iterArg, %535, %iterArg_161 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %571, %572, %573, %574, %575, %496, %576, %577, %578, %579, %580, %581, %582, %583, %584 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %218 = stablehlo.log %169 : tensor<16xf32>
    %219 = chlo.digamma %168 : tensor<16xf32> -> tensor<16xf32>
    %220 = stablehlo.subtract %218, %219 : tensor<16xf32>
    %221 = stablehlo.multiply %217#1, %220 : tensor<16xf32>
    %222 = stablehlo.add %221, %217#14 : tensor<16xf32>
    %223 = stablehlo.multiply %193, %222 : tensor<16xf32>
    %224 = stablehlo.negate %223 : tensor<16xf32>
    %225 = stablehlo.not %183 : tensor<16xi1>
    %226 = stablehlo.and %197, %225 : tensor<16xi1>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %231:7 = stablehlo.while(%iterArg = %226, %iterArg_148 = %168, %iterArg_149 = %227, %iterArg_150 = %228, %iterArg_151 = %169, %iterArg_152 = %229, %iterArg_153 = %230) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %496 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %496 : tensor<i1>
    } do {
      %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %497 = stablehlo.add %iterArg_148, %496 : tensor<16xf32>
      %498 = stablehlo.divide %iterArg_151, %497 : tensor<16xf32>
      %499 = stablehlo.multiply %iterArg_152, %498 : tensor<16xf32>
      %500 = stablehlo.multiply %iterArg_149, %iterArg_151 : tensor<16xf32>
      %501 = stablehlo.multiply %497, %497 : tensor<16xf32>
      %502 = stablehlo.divide %500, %501 : tensor<16xf32>
      %503 = stablehlo.subtract %499, %502 : tensor<16xf32>
      %504 = stablehlo.add %iterArg_153, %503 : tensor<16xf32>
      %505 = stablehlo.divide %iterArg_151, %497 : tensor<16xf32>
      %506 = stablehlo.multiply %iterArg_149, %505 : tensor<16xf32>
      %507 = stablehlo.add %iterArg_150, %506 : tensor<16xf32>
      %508 = stablehlo.divide %503, %504 : tensor<16xf32>
      %509 = stablehlo.abs %508 : tensor<16xf32>
      %cst_155 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %510 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %511 = stablehlo.compare GT, %509, %510, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %512 = stablehlo.and %iterArg, %511 : tensor<16xi1>
      %513 = stablehlo.select %iterArg, %497, %iterArg_148 : tensor<16xi1>, tensor<16xf32>
      %514 = stablehlo.select %iterArg, %506, %iterArg_149 : tensor<16xi1>, tensor<16xf32>
      %515 = stablehlo.select %iterArg, %507, %iterArg_150 : tensor<16xi1>, tensor<16xf32>
      %516 = stablehlo.select %iterArg, %iterArg_151, %iterArg_151 : tensor<16xi1>, tensor<16xf32>
      %517 = stablehlo.select %iterArg, %503, %iterArg_152 : tensor<16xi1>, tensor<16xf32>
      %518 = stablehlo.select %iterArg, %504, %iterArg_153 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %512, %513, %514, %515, %516, %517, %518 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %232 = stablehlo.log %169 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %234 = stablehlo.add %168, %233 : tensor<16xf32>
    %235 = chlo.digamma %234 : tensor<16xf32> -> tensor<16xf32>
    %236 = stablehlo.subtract %232, %235 : tensor<16xf32>
    %237 = stablehlo.multiply %231#3, %236 : tensor<16xf32>
    %238 = stablehlo.add %237, %231#6 : tensor<16xf32>
    %239 = stablehlo.multiply %193, %238 : tensor<16xf32>
    %240 = stablehlo.divide %239, %168 : tensor<16xf32>
    %241 = stablehlo.select %183, %224, %240 : tensor<16xi1>, tensor<16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %243 = stablehlo.select %174, %242, %241 : tensor<16xi1>, tensor<16xf32>
    %244 = stablehlo.or %179, %172 : tensor<16xi1>
    %cst_70 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %246 = stablehlo.select %244, %245, %243 : tensor<16xi1>, tensor<16xf32>
    %247 = stablehlo.convert %246 : (tensor<16xf32>) -> tensor<16xf16>
    %248 = stablehlo.convert %arg2 : (tensor<4xbf16>) -> tensor<4xf32>
    %249 = stablehlo.convert %arg3 : (tensor<4xbf16>) -> tensor<4xf32>
    %250 = stablehlo.compare NE, %248, %248, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %251 = stablehlo.compare NE, %249, %249, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %252 = stablehlo.or %250, %251 : tensor<4xi1>
    %cst_71 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %254 = stablehlo.compare EQ, %249, %253, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_72 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %256 = stablehlo.compare EQ, %248, %255, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %258 = stablehlo.compare EQ, %248, %257, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %260 = stablehlo.compare EQ, %249, %259, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %262 = stablehlo.compare LT, %249, %261, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %264 = stablehlo.compare LT, %248, %263, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %265 = stablehlo.and %258, %260 : tensor<4xi1>
    %266 = stablehlo.and %256, %254 : tensor<4xi1>
    %267 = stablehlo.or %262, %264 : tensor<4xi1>
    %268 = stablehlo.or %267, %265 : tensor<4xi1>
    %269 = stablehlo.or %268, %266 : tensor<4xi1>
    %270 = stablehlo.or %269, %252 : tensor<4xi1>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %272 = stablehlo.compare GE, %249, %271, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %273 = stablehlo.compare GT, %249, %248, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %274 = stablehlo.and %272, %273 : tensor<4xi1>
    %275 = stablehlo.log %249 : tensor<4xf32>
    %276 = stablehlo.multiply %248, %275 : tensor<4xf32>
    %277 = stablehlo.subtract %276, %249 : tensor<4xf32>
    %278 = call @lgamma_impl_5(%248) : (tensor<4xf32>) -> tensor<4xf32>
    %279 = stablehlo.subtract %277, %278 : tensor<4xf32>
    %cst_78 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %280 = stablehlo.log %cst_78 : tensor<f32>
    %281 = stablehlo.negate %280 : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %283 = stablehlo.compare LT, %279, %282, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %284 = stablehlo.exponential %279 : tensor<4xf32>
    %285 = stablehlo.or %260, %270 : tensor<4xi1>
    %286 = stablehlo.or %285, %283 : tensor<4xi1>
    %287 = stablehlo.or %286, %254 : tensor<4xi1>
    %288 = stablehlo.or %287, %256 : tensor<4xi1>
    %289 = stablehlo.not %288 : tensor<4xi1>
    %290 = stablehlo.and %289, %274 : tensor<4xi1>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %292 = stablehlo.subtract %291, %248 : tensor<4xf32>
    %293 = stablehlo.add %249, %292 : tensor<4xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %295 = stablehlo.add %293, %294 : tensor<4xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %298 = stablehlo.add %249, %297 : tensor<4xf32>
    %299 = stablehlo.multiply %295, %249 : tensor<4xf32>
    %300 = stablehlo.divide %298, %299 : tensor<4xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %305 = stablehlo.negate %249 : tensor<4xf32>
    %306 = stablehlo.multiply %300, %305 : tensor<4xf32>
    %307 = stablehlo.subtract %304, %306 : tensor<4xf32>
    %308 = stablehlo.divide %307, %299 : tensor<4xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309:15 = stablehlo.while(%iterArg = %290, %iterArg_148 = %300, %iterArg_149 = %301, %iterArg_150 = %292, %iterArg_151 = %295, %iterArg_152 = %cst_87, %iterArg_153 = %298, %iterArg_154 = %299, %iterArg_155 = %296, %iterArg_156 = %249, %iterArg_157 = %302, %iterArg_158 = %303, %iterArg_159 = %304, %iterArg_160 = %305, %iterArg_161 = %308) : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %cst_162 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %496 = stablehlo.compare LT, %iterArg_152, %cst_162, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %497 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      %498 = stablehlo.and %496, %497 : tensor<i1>
      stablehlo.return %498 : tensor<i1>
    } do {
      %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.add %iterArg_152, %cst_162 : tensor<f32>
      %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %497 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %498 = stablehlo.add %iterArg_150, %497 : tensor<4xf32>
      %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %499 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %500 = stablehlo.add %iterArg_151, %499 : tensor<4xf32>
      %501 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %502 = stablehlo.multiply %498, %501 : tensor<4xf32>
      %503 = stablehlo.multiply %iterArg_153, %500 : tensor<4xf32>
      %504 = stablehlo.multiply %iterArg_155, %502 : tensor<4xf32>
      %505 = stablehlo.subtract %503, %504 : tensor<4xf32>
      %506 = stablehlo.multiply %iterArg_154, %500 : tensor<4xf32>
      %507 = stablehlo.multiply %iterArg_156, %502 : tensor<4xf32>
      %508 = stablehlo.subtract %506, %507 : tensor<4xf32>
      %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %510 = stablehlo.compare NE, %508, %509, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %511 = stablehlo.divide %505, %508 : tensor<4xf32>
      %512 = stablehlo.subtract %iterArg_148, %511 : tensor<4xf32>
      %513 = stablehlo.divide %512, %511 : tensor<4xf32>
      %514 = stablehlo.abs %513 : tensor<4xf32>
      %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %515 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %516 = stablehlo.select %510, %514, %515 : tensor<4xi1>, tensor<4xf32>
      %517 = stablehlo.select %510, %511, %iterArg_148 : tensor<4xi1>, tensor<4xf32>
      %518 = stablehlo.multiply %iterArg_159, %500 : tensor<4xf32>
      %519 = stablehlo.subtract %518, %iterArg_153 : tensor<4xf32>
      %520 = stablehlo.multiply %iterArg_157, %502 : tensor<4xf32>
      %521 = stablehlo.subtract %519, %520 : tensor<4xf32>
      %522 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %523 = stablehlo.multiply %iterArg_155, %522 : tensor<4xf32>
      %524 = stablehlo.add %521, %523 : tensor<4xf32>
      %525 = stablehlo.multiply %iterArg_160, %500 : tensor<4xf32>
      %526 = stablehlo.subtract %525, %iterArg_154 : tensor<4xf32>
      %527 = stablehlo.multiply %iterArg_158, %502 : tensor<4xf32>
      %528 = stablehlo.subtract %526, %527 : tensor<4xf32>
      %529 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %530 = stablehlo.multiply %iterArg_156, %529 : tensor<4xf32>
      %531 = stablehlo.add %528, %530 : tensor<4xf32>
      %532 = stablehlo.multiply %517, %531 : tensor<4xf32>
      %533 = stablehlo.subtract %524, %532 : tensor<4xf32>
      %534 = stablehlo.divide %533, %508 : tensor<4xf32>
      %535 = stablehlo.select %510, %534, %iterArg_161 : tensor<4xi1>, tensor<4xf32>
      %536 = stablehlo.subtract %535, %iterArg_161 : tensor<4xf32>
      %537 = stablehlo.abs %536 : tensor<4xf32>
      %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %538 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %539 = stablehlo.select %510, %537, %538 : tensor<4xi1>, tensor<4xf32>
      %540 = stablehlo.abs %505 : tensor<4xf32>
      %cst_168 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_169 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %541 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<f32>
      %542 = stablehlo.divide %541, %cst_168 : tensor<f32>
      %543 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %544 = stablehlo.compare GT, %540, %543, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_170 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %545 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %546 = stablehlo.multiply %iterArg_153, %545 : tensor<4xf32>
      %547 = stablehlo.select %544, %546, %iterArg_153 : tensor<4xi1>, tensor<4xf32>
      %cst_171 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %548 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %549 = stablehlo.multiply %505, %548 : tensor<4xf32>
      %550 = stablehlo.select %544, %549, %505 : tensor<4xi1>, tensor<4xf32>
      %cst_172 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %551 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %552 = stablehlo.multiply %iterArg_154, %551 : tensor<4xf32>
      %553 = stablehlo.select %544, %552, %iterArg_154 : tensor<4xi1>, tensor<4xf32>
      %cst_173 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %554 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %555 = stablehlo.multiply %508, %554 : tensor<4xf32>
      %556 = stablehlo.select %544, %555, %508 : tensor<4xi1>, tensor<4xf32>
      %cst_174 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %557 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %558 = stablehlo.multiply %iterArg_159, %557 : tensor<4xf32>
      %559 = stablehlo.select %544, %558, %iterArg_159 : tensor<4xi1>, tensor<4xf32>
      %cst_175 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %560 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %561 = stablehlo.multiply %iterArg_160, %560 : tensor<4xf32>
      %562 = stablehlo.select %544, %561, %iterArg_160 : tensor<4xi1>, tensor<4xf32>
      %cst_176 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %563 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %564 = stablehlo.multiply %524, %563 : tensor<4xf32>
      %565 = stablehlo.select %544, %564, %524 : tensor<4xi1>, tensor<4xf32>
      %cst_177 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %566 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %567 = stablehlo.multiply %531, %566 : tensor<4xf32>
      %568 = stablehlo.select %544, %567, %531 : tensor<4xi1>, tensor<4xf32>
      %cst_178 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %569 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %570 = stablehlo.compare GT, %516, %569, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %571 = stablehlo.and %iterArg, %570 : tensor<4xi1>
      %572 = stablehlo.select %iterArg, %517, %iterArg_148 : tensor<4xi1>, tensor<4xf32>
      %573 = stablehlo.select %iterArg, %516, %iterArg_149 : tensor<4xi1>, tensor<4xf32>
      %574 = stablehlo.select %iterArg, %498, %iterArg_150 : tensor<4xi1>, tensor<4xf32>
      %575 = stablehlo.select %iterArg, %500, %iterArg_151 : tensor<4xi1>, tensor<4xf32>
      %576 = stablehlo.select %iterArg, %550, %iterArg_153 : tensor<4xi1>, tensor<4xf32>
      %577 = stablehlo.select %iterArg, %556, %iterArg_154 : tensor<4xi1>, tensor<4xf32>
      %578 = stablehlo.select %iterArg, %547, %iterArg_155 : tensor<4xi1>, tensor<4xf32>
      %579 = stablehlo.select %iterArg, %553, %iterArg_156 : tensor<4xi1>, tensor<4xf32>
      %580 = stablehlo.select %iterArg, %559, %iterArg_157 : tensor<4xi1>, tensor<4xf32>
      %581 = stablehlo.select %iterArg, %562, %iterArg_158 : tensor<4xi1>, tensor<4xf32>
      %582 = stablehlo.select %iterArg, %565, %iterArg_159 : tensor<4xi1>, tensor<4xf32>
      %583 = stablehlo.select %iterArg, %568, %iterArg_160 : tensor<4xi1>, tensor<4xf32>
      %584 = stablehlo.select %iterArg, %535, %iterArg_161 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %571, %572, %573, %574, %575, %496, %576, %577, %578, %579, %580, %581, %582, %583, %584 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %310 = stablehlo.multiply %309#1, %284 : tensor<4xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %312 = stablehlo.subtract %311, %310 : tensor<4xf32>
    %313 = stablehlo.not %274 : tensor<4xi1>
    %314 = stablehlo.and %289, %313 : tensor<4xi1>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %319:7 = stablehlo.while(%iterArg = %314, %iterArg_148 = %248, %iterArg_149 = %315, %iterArg_150 = %316, %iterArg_151 = %249, %iterArg_152 = %317, %iterArg_153 = %318) : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %496 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %496 : tensor<i1>
    } do {
      %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %497 = stablehlo.add %iterArg_148, %496 : tensor<4xf32>
      %498 = stablehlo.divide %iterArg_151, %497 : tensor<4xf32>
      %499 = stablehlo.multiply %iterArg_152, %498 : tensor<4xf32>
      %500 = stablehlo.multiply %iterArg_149, %iterArg_151 : tensor<4xf32>
      %501 = stablehlo.multiply %497, %497 : tensor<4xf32>
      %502 = stablehlo.divide %500, %501 : tensor<4xf32>
      %503 = stablehlo.subtract %499, %502 : tensor<4xf32>
      %504 = stablehlo.add %iterArg_153, %503 : tensor<4xf32>
      %505 = stablehlo.divide %iterArg_151, %497 : tensor<4xf32>
      %506 = stablehlo.multiply %iterArg_149, %505 : tensor<4xf32>
      %507 = stablehlo.add %iterArg_150, %506 : tensor<4xf32>
      %508 = stablehlo.divide %506, %507 : tensor<4xf32>
      %cst_155 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %510 = stablehlo.compare GT, %508, %509, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %511 = stablehlo.and %iterArg, %510 : tensor<4xi1>
      %512 = stablehlo.select %iterArg, %497, %iterArg_148 : tensor<4xi1>, tensor<4xf32>
      %513 = stablehlo.select %iterArg, %506, %iterArg_149 : tensor<4xi1>, tensor<4xf32>
      %514 = stablehlo.select %iterArg, %507, %iterArg_150 : tensor<4xi1>, tensor<4xf32>
      %515 = stablehlo.select %iterArg, %iterArg_151, %iterArg_151 : tensor<4xi1>, tensor<4xf32>
      %516 = stablehlo.select %iterArg, %503, %iterArg_152 : tensor<4xi1>, tensor<4xf32>
      %517 = stablehlo.select %iterArg, %504, %iterArg_153 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %511, %512, %513, %514, %515, %516, %517 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %320 = stablehlo.multiply %319#3, %284 : tensor<4xf32>
    %321 = stablehlo.divide %320, %248 : tensor<4xf32>
    %322 = stablehlo.select %274, %312, %321 : tensor<4xi1>, tensor<4xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %324 = stablehlo.select %256, %323, %322 : tensor<4xi1>, tensor<4xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %326 = stablehlo.select %260, %325, %324 : tensor<4xi1>, tensor<4xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %328 = stablehlo.select %254, %327, %326 : tensor<4xi1>, tensor<4xf32>
    %cst_96 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %330 = stablehlo.select %270, %329, %328 : tensor<4xi1>, tensor<4xf32>
    %331 = stablehlo.convert %330 : (tensor<4xf32>) -> tensor<4xbf16>
    %332 = stablehlo.convert %arg3 : (tensor<4xbf16>) -> tensor<4xf32>
    %333 = stablehlo.convert %arg2 : (tensor<4xbf16>) -> tensor<4xf32>
    %334 = stablehlo.compare NE, %332, %332, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %335 = stablehlo.compare NE, %333, %333, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %336 = stablehlo.or %334, %335 : tensor<4xi1>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %338 = stablehlo.compare EQ, %332, %337, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %340 = stablehlo.compare EQ, %333, %339, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_99 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %342 = stablehlo.compare EQ, %333, %341, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_100 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %344 = stablehlo.compare EQ, %332, %343, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %346 = stablehlo.compare LT, %333, %345, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %348 = stablehlo.compare LT, %332, %347, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %349 = stablehlo.and %338, %340 : tensor<4xi1>
    %350 = stablehlo.and %344, %342 : tensor<4xi1>
    %351 = stablehlo.or %346, %348 : tensor<4xi1>
    %352 = stablehlo.or %351, %349 : tensor<4xi1>
    %353 = stablehlo.or %352, %350 : tensor<4xi1>
    %354 = stablehlo.or %353, %336 : tensor<4xi1>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %356 = stablehlo.compare LT, %333, %355, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %357 = stablehlo.compare LT, %333, %332, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %358 = stablehlo.or %356, %357 : tensor<4xi1>
    %359 = stablehlo.log %333 : tensor<4xf32>
    %360 = stablehlo.multiply %332, %359 : tensor<4xf32>
    %361 = stablehlo.subtract %360, %333 : tensor<4xf32>
    %362 = call @lgamma_impl_5(%332) : (tensor<4xf32>) -> tensor<4xf32>
    %363 = stablehlo.subtract %361, %362 : tensor<4xf32>
    %cst_104 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %364 = stablehlo.log %cst_104 : tensor<f32>
    %365 = stablehlo.negate %364 : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %367 = stablehlo.compare LT, %363, %366, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %368 = stablehlo.or %354, %367 : tensor<4xi1>
    %369 = stablehlo.or %368, %342 : tensor<4xi1>
    %370 = stablehlo.or %369, %338 : tensor<4xi1>
    %371 = stablehlo.or %370, %344 : tensor<4xi1>
    %372 = stablehlo.not %371 : tensor<4xi1>
    %373 = stablehlo.exponential %363 : tensor<4xf32>
    %374 = stablehlo.and %372, %358 : tensor<4xi1>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %379:7 = stablehlo.while(%iterArg = %374, %iterArg_148 = %332, %iterArg_149 = %375, %iterArg_150 = %376, %iterArg_151 = %333, %iterArg_152 = %377, %iterArg_153 = %378) : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %496 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %496 : tensor<i1>
    } do {
      %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %497 = stablehlo.add %iterArg_148, %496 : tensor<4xf32>
      %498 = stablehlo.divide %iterArg_151, %497 : tensor<4xf32>
      %499 = stablehlo.multiply %iterArg_152, %498 : tensor<4xf32>
      %500 = stablehlo.multiply %iterArg_149, %iterArg_151 : tensor<4xf32>
      %501 = stablehlo.multiply %497, %497 : tensor<4xf32>
      %502 = stablehlo.divide %500, %501 : tensor<4xf32>
      %503 = stablehlo.subtract %499, %502 : tensor<4xf32>
      %504 = stablehlo.add %iterArg_153, %503 : tensor<4xf32>
      %505 = stablehlo.divide %iterArg_151, %497 : tensor<4xf32>
      %506 = stablehlo.multiply %iterArg_149, %505 : tensor<4xf32>
      %507 = stablehlo.add %iterArg_150, %506 : tensor<4xf32>
      %508 = stablehlo.divide %506, %507 : tensor<4xf32>
      %cst_155 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %510 = stablehlo.compare GT, %508, %509, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %511 = stablehlo.and %iterArg, %510 : tensor<4xi1>
      %512 = stablehlo.select %iterArg, %497, %iterArg_148 : tensor<4xi1>, tensor<4xf32>
      %513 = stablehlo.select %iterArg, %506, %iterArg_149 : tensor<4xi1>, tensor<4xf32>
      %514 = stablehlo.select %iterArg, %507, %iterArg_150 : tensor<4xi1>, tensor<4xf32>
      %515 = stablehlo.select %iterArg, %iterArg_151, %iterArg_151 : tensor<4xi1>, tensor<4xf32>
      %516 = stablehlo.select %iterArg, %503, %iterArg_152 : tensor<4xi1>, tensor<4xf32>
      %517 = stablehlo.select %iterArg, %504, %iterArg_153 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %511, %512, %513, %514, %515, %516, %517 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %380 = stablehlo.multiply %379#3, %373 : tensor<4xf32>
    %381 = stablehlo.divide %380, %332 : tensor<4xf32>
    %382 = stablehlo.not %358 : tensor<4xi1>
    %383 = stablehlo.and %372, %382 : tensor<4xi1>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %385 = stablehlo.subtract %384, %332 : tensor<4xf32>
    %386 = stablehlo.add %333, %385 : tensor<4xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %388 = stablehlo.add %386, %387 : tensor<4xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %391 = stablehlo.add %333, %390 : tensor<4xf32>
    %392 = stablehlo.multiply %388, %333 : tensor<4xf32>
    %393 = stablehlo.divide %391, %392 : tensor<4xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %398 = stablehlo.negate %333 : tensor<4xf32>
    %399 = stablehlo.multiply %393, %398 : tensor<4xf32>
    %400 = stablehlo.subtract %397, %399 : tensor<4xf32>
    %401 = stablehlo.divide %400, %392 : tensor<4xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402:15 = stablehlo.while(%iterArg = %383, %iterArg_148 = %393, %iterArg_149 = %394, %iterArg_150 = %385, %iterArg_151 = %388, %iterArg_152 = %cst_117, %iterArg_153 = %391, %iterArg_154 = %392, %iterArg_155 = %389, %iterArg_156 = %333, %iterArg_157 = %395, %iterArg_158 = %396, %iterArg_159 = %397, %iterArg_160 = %398, %iterArg_161 = %401) : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %cst_162 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %496 = stablehlo.compare LT, %iterArg_152, %cst_162, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %497 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      %498 = stablehlo.and %496, %497 : tensor<i1>
      stablehlo.return %498 : tensor<i1>
    } do {
      %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.add %iterArg_152, %cst_162 : tensor<f32>
      %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %497 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %498 = stablehlo.add %iterArg_150, %497 : tensor<4xf32>
      %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %499 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %500 = stablehlo.add %iterArg_151, %499 : tensor<4xf32>
      %501 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %502 = stablehlo.multiply %498, %501 : tensor<4xf32>
      %503 = stablehlo.multiply %iterArg_153, %500 : tensor<4xf32>
      %504 = stablehlo.multiply %iterArg_155, %502 : tensor<4xf32>
      %505 = stablehlo.subtract %503, %504 : tensor<4xf32>
      %506 = stablehlo.multiply %iterArg_154, %500 : tensor<4xf32>
      %507 = stablehlo.multiply %iterArg_156, %502 : tensor<4xf32>
      %508 = stablehlo.subtract %506, %507 : tensor<4xf32>
      %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %510 = stablehlo.compare NE, %508, %509, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %511 = stablehlo.divide %505, %508 : tensor<4xf32>
      %512 = stablehlo.subtract %iterArg_148, %511 : tensor<4xf32>
      %513 = stablehlo.divide %512, %511 : tensor<4xf32>
      %514 = stablehlo.abs %513 : tensor<4xf32>
      %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %515 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %516 = stablehlo.select %510, %514, %515 : tensor<4xi1>, tensor<4xf32>
      %517 = stablehlo.select %510, %511, %iterArg_148 : tensor<4xi1>, tensor<4xf32>
      %518 = stablehlo.multiply %iterArg_159, %500 : tensor<4xf32>
      %519 = stablehlo.subtract %518, %iterArg_153 : tensor<4xf32>
      %520 = stablehlo.multiply %iterArg_157, %502 : tensor<4xf32>
      %521 = stablehlo.subtract %519, %520 : tensor<4xf32>
      %522 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %523 = stablehlo.multiply %iterArg_155, %522 : tensor<4xf32>
      %524 = stablehlo.add %521, %523 : tensor<4xf32>
      %525 = stablehlo.multiply %iterArg_160, %500 : tensor<4xf32>
      %526 = stablehlo.subtract %525, %iterArg_154 : tensor<4xf32>
      %527 = stablehlo.multiply %iterArg_158, %502 : tensor<4xf32>
      %528 = stablehlo.subtract %526, %527 : tensor<4xf32>
      %529 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %530 = stablehlo.multiply %iterArg_156, %529 : tensor<4xf32>
      %531 = stablehlo.add %528, %530 : tensor<4xf32>
      %532 = stablehlo.multiply %517, %531 : tensor<4xf32>
      %533 = stablehlo.subtract %524, %532 : tensor<4xf32>
      %534 = stablehlo.divide %533, %508 : tensor<4xf32>
      %535 = stablehlo.select %510, %534, %iterArg_161 : tensor<4xi1>, tensor<4xf32>
      %536 = stablehlo.subtract %535, %iterArg_161 : tensor<4xf32>
      %537 = stablehlo.abs %536 : tensor<4xf32>
      %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %538 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %539 = stablehlo.select %510, %537, %538 : tensor<4xi1>, tensor<4xf32>
      %540 = stablehlo.abs %505 : tensor<4xf32>
      %cst_168 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_169 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %541 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<f32>
      %542 = stablehlo.divide %541, %cst_168 : tensor<f32>
      %543 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %544 = stablehlo.compare GT, %540, %543, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_170 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %545 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %546 = stablehlo.multiply %iterArg_153, %545 : tensor<4xf32>
      %547 = stablehlo.select %544, %546, %iterArg_153 : tensor<4xi1>, tensor<4xf32>
      %cst_171 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %548 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %549 = stablehlo.multiply %505, %548 : tensor<4xf32>
      %550 = stablehlo.select %544, %549, %505 : tensor<4xi1>, tensor<4xf32>
      %cst_172 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %551 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %552 = stablehlo.multiply %iterArg_154, %551 : tensor<4xf32>
      %553 = stablehlo.select %544, %552, %iterArg_154 : tensor<4xi1>, tensor<4xf32>
      %cst_173 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %554 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %555 = stablehlo.multiply %508, %554 : tensor<4xf32>
      %556 = stablehlo.select %544, %555, %508 : tensor<4xi1>, tensor<4xf32>
      %cst_174 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %557 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %558 = stablehlo.multiply %iterArg_159, %557 : tensor<4xf32>
      %559 = stablehlo.select %544, %558, %iterArg_159 : tensor<4xi1>, tensor<4xf32>
      %cst_175 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %560 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %561 = stablehlo.multiply %iterArg_160, %560 : tensor<4xf32>
      %562 = stablehlo.select %544, %561, %iterArg_160 : tensor<4xi1>, tensor<4xf32>
      %cst_176 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %563 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %564 = stablehlo.multiply %524, %563 : tensor<4xf32>
      %565 = stablehlo.select %544, %564, %524 : tensor<4xi1>, tensor<4xf32>
      %cst_177 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %566 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %567 = stablehlo.multiply %531, %566 : tensor<4xf32>
      %568 = stablehlo.select %544, %567, %531 : tensor<4xi1>, tensor<4xf32>
      %cst_178 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %569 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %570 = stablehlo.compare GT, %516, %569, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %571 = stablehlo.and %iterArg, %570 : tensor<4xi1>
      %572 = stablehlo.select %iterArg, %517, %iterArg_148 : tensor<4xi1>, tensor<4xf32>
      %573 = stablehlo.select %iterArg, %516, %iterArg_149 : tensor<4xi1>, tensor<4xf32>
      %574 = stablehlo.select %iterArg, %498, %iterArg_150 : tensor<4xi1>, tensor<4xf32>
      %575 = stablehlo.select %iterArg, %500, %iterArg_151 : tensor<4xi1>, tensor<4xf32>
      %576 = stablehlo.select %iterArg, %550, %iterArg_153 : tensor<4xi1>, tensor<4xf32>
      %577 = stablehlo.select %iterArg, %556, %iterArg_154 : tensor<4xi1>, tensor<4xf32>
      %578 = stablehlo.select %iterArg, %547, %iterArg_155 : tensor<4xi1>, tensor<4xf32>
      %579 = stablehlo.select %iterArg, %553, %iterArg_156 : tensor<4xi1>, tensor<4xf32>
      %580 = stablehlo.select %iterArg, %559, %iterArg_157 : tensor<4xi1>, tensor<4xf32>
      %581 = stablehlo.select %iterArg, %562, %iterArg_158 : tensor<4xi1>, tensor<4xf32>
      %582 = stablehlo.select %iterArg, %565, %iterArg_159 : tensor<4xi1>, tensor<4xf32>
      %583 = stablehlo.select %iterArg, %568, %iterArg_160 : tensor<4xi1>, tensor<4xf32>
      %584 = stablehlo.select %iterArg, %535, %iterArg_161 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %571, %572, %573, %574, %575, %496, %576, %577, %578, %579, %580, %581, %582, %583, %584 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %403 = stablehlo.multiply %402#1, %373 : tensor<4xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %405 = stablehlo.subtract %404, %381 : tensor<4xf32>
    %406 = stablehlo.select %358, %405, %403 : tensor<4xi1>, tensor<4xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %408 = stablehlo.select %344, %407, %406 : tensor<4xi1>, tensor<4xf32>
    %409 = stablehlo.or %342, %338 : tensor<4xi1>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %411 = stablehlo.select %409, %410, %408 : tensor<4xi1>, tensor<4xf32>
    %cst_121 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %413 = stablehlo.select %354, %412, %411 : tensor<4xi1>, tensor<4xf32>
    %414 = stablehlo.convert %413 : (tensor<4xf32>) -> tensor<4xbf16>
    %415 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %416 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %417 = stablehlo.or %415, %416 : tensor<0xi1>
    %cst_122 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %419 = stablehlo.compare EQ, %arg4, %418, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_123 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %421 = stablehlo.compare EQ, %arg4, %420, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %423 = stablehlo.compare EQ, %arg4, %422, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %425 = stablehlo.compare EQ, %arg4, %424, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %427 = stablehlo.compare LT, %arg4, %426, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %429 = stablehlo.compare LT, %arg4, %428, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %430 = stablehlo.and %423, %425 : tensor<0xi1>
    %431 = stablehlo.and %421, %419 : tensor<0xi1>
    %432 = stablehlo.or %427, %429 : tensor<0xi1>
    %433 = stablehlo.or %432, %430 : tensor<0xi1>
    %434 = stablehlo.or %433, %431 : tensor<0xi1>
    %435 = stablehlo.or %434, %417 : tensor<0xi1>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %437 = stablehlo.compare GE, %arg4, %436, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %438 = stablehlo.compare GT, %arg4, %arg4, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %439 = stablehlo.and %437, %438 : tensor<0xi1>
    %440 = stablehlo.log %arg4 : tensor<0xf32>
    %441 = stablehlo.multiply %arg4, %440 : tensor<0xf32>
    %442 = stablehlo.subtract %441, %arg4 : tensor<0xf32>
    %443 = call @lgamma_impl_17(%arg4) : (tensor<0xf32>) -> tensor<0xf32>
    %444 = stablehlo.subtract %442, %443 : tensor<0xf32>
    %cst_129 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %445 = stablehlo.log %cst_129 : tensor<f32>
    %446 = stablehlo.negate %445 : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %448 = stablehlo.compare LT, %444, %447, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %449 = stablehlo.exponential %444 : tensor<0xf32>
    %450 = stablehlo.or %425, %435 : tensor<0xi1>
    %451 = stablehlo.or %450, %448 : tensor<0xi1>
    %452 = stablehlo.or %451, %419 : tensor<0xi1>
    %453 = stablehlo.or %452, %421 : tensor<0xi1>
    %454 = stablehlo.not %453 : tensor<0xi1>
    %455 = stablehlo.and %454, %439 : tensor<0xi1>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %457 = stablehlo.subtract %456, %arg4 : tensor<0xf32>
    %458 = stablehlo.add %arg4, %457 : tensor<0xf32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %460 = stablehlo.add %458, %459 : tensor<0xf32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %463 = stablehlo.add %arg4, %462 : tensor<0xf32>
    %464 = stablehlo.multiply %460, %arg4 : tensor<0xf32>
    %465 = stablehlo.divide %463, %464 : tensor<0xf32>
    %cst_134 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %470 = stablehlo.negate %arg4 : tensor<0xf32>
    %471 = stablehlo.multiply %465, %470 : tensor<0xf32>
    %472 = stablehlo.subtract %469, %471 : tensor<0xf32>
    %473 = stablehlo.divide %472, %464 : tensor<0xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474:15 = stablehlo.while(%iterArg = %455, %iterArg_148 = %465, %iterArg_149 = %466, %iterArg_150 = %457, %iterArg_151 = %460, %iterArg_152 = %cst_138, %iterArg_153 = %463, %iterArg_154 = %464, %iterArg_155 = %461, %iterArg_156 = %arg4, %iterArg_157 = %467, %iterArg_158 = %468, %iterArg_159 = %469, %iterArg_160 = %470, %iterArg_161 = %473) : tensor<0xi1>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<f32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>
    cond {
      %cst_162 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %496 = stablehlo.compare LT, %iterArg_152, %cst_162, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %497 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<0xi1>, tensor<i1>) -> tensor<i1>
      %498 = stablehlo.and %496, %497 : tensor<i1>
      stablehlo.return %498 : tensor<i1>
    } do {
      %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.add %iterArg_152, %cst_162 : tensor<f32>
      %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %497 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %498 = stablehlo.add %iterArg_150, %497 : tensor<0xf32>
      %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %499 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %500 = stablehlo.add %iterArg_151, %499 : tensor<0xf32>
      %501 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %502 = stablehlo.multiply %498, %501 : tensor<0xf32>
      %503 = stablehlo.multiply %iterArg_153, %500 : tensor<0xf32>
      %504 = stablehlo.multiply %iterArg_155, %502 : tensor<0xf32>
      %505 = stablehlo.subtract %503, %504 : tensor<0xf32>
      %506 = stablehlo.multiply %iterArg_154, %500 : tensor<0xf32>
      %507 = stablehlo.multiply %iterArg_156, %502 : tensor<0xf32>
      %508 = stablehlo.subtract %506, %507 : tensor<0xf32>
      %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %510 = stablehlo.compare NE, %508, %509, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
      %511 = stablehlo.divide %505, %508 : tensor<0xf32>
      %512 = stablehlo.subtract %iterArg_148, %511 : tensor<0xf32>
      %513 = stablehlo.divide %512, %511 : tensor<0xf32>
      %514 = stablehlo.abs %513 : tensor<0xf32>
      %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %515 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %516 = stablehlo.select %510, %514, %515 : tensor<0xi1>, tensor<0xf32>
      %517 = stablehlo.select %510, %511, %iterArg_148 : tensor<0xi1>, tensor<0xf32>
      %518 = stablehlo.multiply %iterArg_159, %500 : tensor<0xf32>
      %519 = stablehlo.subtract %518, %iterArg_153 : tensor<0xf32>
      %520 = stablehlo.multiply %iterArg_157, %502 : tensor<0xf32>
      %521 = stablehlo.subtract %519, %520 : tensor<0xf32>
      %522 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %523 = stablehlo.multiply %iterArg_155, %522 : tensor<0xf32>
      %524 = stablehlo.add %521, %523 : tensor<0xf32>
      %525 = stablehlo.multiply %iterArg_160, %500 : tensor<0xf32>
      %526 = stablehlo.subtract %525, %iterArg_154 : tensor<0xf32>
      %527 = stablehlo.multiply %iterArg_158, %502 : tensor<0xf32>
      %528 = stablehlo.subtract %526, %527 : tensor<0xf32>
      %529 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %530 = stablehlo.multiply %iterArg_156, %529 : tensor<0xf32>
      %531 = stablehlo.add %528, %530 : tensor<0xf32>
      %532 = stablehlo.multiply %517, %531 : tensor<0xf32>
      %533 = stablehlo.subtract %524, %532 : tensor<0xf32>
      %534 = stablehlo.divide %533, %508 : tensor<0xf32>
      %535 = stablehlo.select %510, %534, %iterArg_161 : tensor<0xi1>, tensor<0xf32>
      %536 = stablehlo.subtract %535, %iterArg_161 : tensor<0xf32>
      %537 = stablehlo.abs %536 : tensor<0xf32>
      %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %538 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %539 = stablehlo.select %510, %537, %538 : tensor<0xi1>, tensor<0xf32>
      %540 = stablehlo.abs %505 : tensor<0xf32>
      %cst_168 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_169 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %541 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<f32>
      %542 = stablehlo.divide %541, %cst_168 : tensor<f32>
      %543 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %544 = stablehlo.compare GT, %540, %543, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
      %cst_170 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %545 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %546 = stablehlo.multiply %iterArg_153, %545 : tensor<0xf32>
      %547 = stablehlo.select %544, %546, %iterArg_153 : tensor<0xi1>, tensor<0xf32>
      %cst_171 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %548 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %549 = stablehlo.multiply %505, %548 : tensor<0xf32>
      %550 = stablehlo.select %544, %549, %505 : tensor<0xi1>, tensor<0xf32>
      %cst_172 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %551 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %552 = stablehlo.multiply %iterArg_154, %551 : tensor<0xf32>
      %553 = stablehlo.select %544, %552, %iterArg_154 : tensor<0xi1>, tensor<0xf32>
      %cst_173 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %554 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %555 = stablehlo.multiply %508, %554 : tensor<0xf32>
      %556 = stablehlo.select %544, %555, %508 : tensor<0xi1>, tensor<0xf32>
      %cst_174 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %557 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %558 = stablehlo.multiply %iterArg_159, %557 : tensor<0xf32>
      %559 = stablehlo.select %544, %558, %iterArg_159 : tensor<0xi1>, tensor<0xf32>
      %cst_175 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %560 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %561 = stablehlo.multiply %iterArg_160, %560 : tensor<0xf32>
      %562 = stablehlo.select %544, %561, %iterArg_160 : tensor<0xi1>, tensor<0xf32>
      %cst_176 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %563 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %564 = stablehlo.multiply %524, %563 : tensor<0xf32>
      %565 = stablehlo.select %544, %564, %524 : tensor<0xi1>, tensor<0xf32>
      %cst_177 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %566 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %567 = stablehlo.multiply %531, %566 : tensor<0xf32>
      %568 = stablehlo.select %544, %567, %531 : tensor<0xi1>, tensor<0xf32>
      %cst_178 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %569 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %570 = stablehlo.compare GT, %516, %569, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
      %571 = stablehlo.and %iterArg, %570 : tensor<0xi1>
      %572 = stablehlo.select %iterArg, %517, %iterArg_148 : tensor<0xi1>, tensor<0xf32>
      %573 = stablehlo.select %iterArg, %516, %iterArg_149 : tensor<0xi1>, tensor<0xf32>
      %574 = stablehlo.select %iterArg, %498, %iterArg_150 : tensor<0xi1>, tensor<0xf32>
      %575 = stablehlo.select %iterArg, %500, %iterArg_151 : tensor<0xi1>, tensor<0xf32>
      %576 = stablehlo.select %iterArg, %550, %iterArg_153 : tensor<0xi1>, tensor<0xf32>
      %577 = stablehlo.select %iterArg, %556, %iterArg_154 : tensor<0xi1>, tensor<0xf32>
      %578 = stablehlo.select %iterArg, %547, %iterArg_155 : tensor<0xi1>, tensor<0xf32>
      %579 = stablehlo.select %iterArg, %553, %iterArg_156 : tensor<0xi1>, tensor<0xf32>
      %580 = stablehlo.select %iterArg, %559, %iterArg_157 : tensor<0xi1>, tensor<0xf32>
      %581 = stablehlo.select %iterArg, %562, %iterArg_158 : tensor<0xi1>, tensor<0xf32>
      %582 = stablehlo.select %iterArg, %565, %iterArg_159 : tensor<0xi1>, tensor<0xf32>
      %583 = stablehlo.select %iterArg, %568, %iterArg_160 : tensor<0xi1>, tensor<0xf32>
      %584 = stablehlo.select %iterArg, %535, %iterArg_161 : tensor<0xi1>, tensor<0xf32>
      stablehlo.return %571, %572, %573, %574, %575, %496, %576, %577, %578, %579, %580, %581, %582, %583, %584 : tensor<0xi1>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<f32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>
    }
    %475 = stablehlo.multiply %474#1, %449 : tensor<0xf32>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %477 = stablehlo.subtract %476, %475 : tensor<0xf32>
    %478 = stablehlo.not %439 : tensor<0xi1>
    %479 = stablehlo.and %454, %478 : tensor<0xi1>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %484:7 = stablehlo.while(%iterArg = %479, %iterArg_148 = %arg4, %iterArg_149 = %480, %iterArg_150 = %481, %iterArg_151 = %arg4, %iterArg_152 = %482, %iterArg_153 = %483) : tensor<0xi1>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %496 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<0xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %496 : tensor<i1>
    } do {
      %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %497 = stablehlo.add %iterArg_148, %496 : tensor<0xf32>
      %498 = stablehlo.divide %iterArg_151, %497 : tensor<0xf32>
      %499 = stablehlo.multiply %iterArg_152, %498 : tensor<0xf32>
      %500 = stablehlo.multiply %iterArg_149, %iterArg_151 : tensor<0xf32>
      %501 = stablehlo.multiply %497, %497 : tensor<0xf32>
      %502 = stablehlo.divide %500, %501 : tensor<0xf32>
      %503 = stablehlo.subtract %499, %502 : tensor<0xf32>
      %504 = stablehlo.add %iterArg_153, %503 : tensor<0xf32>
      %505 = stablehlo.divide %iterArg_151, %497 : tensor<0xf32>
      %506 = stablehlo.multiply %iterArg_149, %505 : tensor<0xf32>
      %507 = stablehlo.add %iterArg_150, %506 : tensor<0xf32>
      %508 = stablehlo.divide %506, %507 : tensor<0xf32>
      %cst_155 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %510 = stablehlo.compare GT, %508, %509, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
      %511 = stablehlo.and %iterArg, %510 : tensor<0xi1>
      %512 = stablehlo.select %iterArg, %497, %iterArg_148 : tensor<0xi1>, tensor<0xf32>
      %513 = stablehlo.select %iterArg, %506, %iterArg_149 : tensor<0xi1>, tensor<0xf32>
      %514 = stablehlo.select %iterArg, %507, %iterArg_150 : tensor<0xi1>, tensor<0xf32>
      %515 = stablehlo.select %iterArg, %iterArg_151, %iterArg_151 : tensor<0xi1>, tensor<0xf32>
      %516 = stablehlo.select %iterArg, %503, %iterArg_152 : tensor<0xi1>, tensor<0xf32>
      %517 = stablehlo.select %iterArg, %504, %iterArg_153 : tensor<0xi1>, tensor<0xf32>
      stablehlo.return %511, %512, %513, %514, %515, %516, %517 : tensor<0xi1>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>
    }
    %485 = stablehlo.multiply %484#3, %449 : tensor<0xf32>
    %486 = stablehlo.divide %485, %arg4 : tensor<0xf32>
    %487 = stablehlo.select %439, %477, %486 : tensor<0xi1>, tensor<0xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %489 = stablehlo.select %421, %488, %487 : tensor<0xi1>, tensor<0xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %491 = stablehlo.select %425, %490, %489 : tensor<0xi1>, tensor<0xf32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %493 = stablehlo.select %419, %492, %491 : tensor<0xi1>, tensor<0xf32>
    %cst_147 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %495 = stablehlo.select %435, %494, %493 : tensor<0xi1>, tensor<0xf32>
    return %84, %167, %247, %331, %414, %495 : tensor<16xf16>, tensor<16xf16>, tensor<16xf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<0xf32>
  }
  func.func private @lgamma_impl(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<16xf32>) -> tensor<16xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.and %0, %1 : tensor<16xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %6 = stablehlo.compare GT, %2, %5, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<8388608> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.compare LT, %2, %7, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %9 = stablehlo.and %6, %8 : tensor<16xi1>
    %10 = stablehlo.count_leading_zeros %2 : tensor<16xi32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %12 = stablehlo.subtract %10, %11 : tensor<16xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %14 = stablehlo.select %9, %12, %13 : tensor<16xi1>, tensor<16xi32>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %16 = stablehlo.and %0, %15 : tensor<16xi32>
    %17 = stablehlo.shift_left %2, %14 : tensor<16xi32>
    %18 = stablehlo.or %16, %17 : tensor<16xi32>
    %19 = stablehlo.select %9, %18, %0 : tensor<16xi1>, tensor<16xi32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<16xi32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.select %4, %23, %20 : tensor<16xi1>, tensor<16xf32>
    %25 = stablehlo.not %22 : tensor<16xi1>
    %cst_7 = stablehlo.constant dense<0xCB000000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %28 = stablehlo.and %25, %27 : tensor<16xi1>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.select %28, %24, %29 : tensor<16xi1>, tensor<16xf32>
    %31 = stablehlo.round_nearest_even %30 : tensor<16xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<16xf32>
    %33 = stablehlo.abs %32 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.subtract %34, %31 : tensor<16xf32>
    %36 = stablehlo.subtract %35, %32 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %38 = stablehlo.subtract %37, %31 : tensor<16xf32>
    %39 = stablehlo.subtract %38, %36 : tensor<16xf32>
    %40 = stablehlo.subtract %39, %32 : tensor<16xf32>
    %41 = stablehlo.select %22, %24, %36 : tensor<16xi1>, tensor<16xf32>
    %cst_11 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %43 = stablehlo.minimum %41, %42 : tensor<16xf32>
    %44:2 = call @_log_f32(%33, %14) : (tensor<16xf32>, tensor<16xi32>) -> (tensor<16xf32>, tensor<16xf32>)
    %45:3 = call @_lgamma_pos_small(%43) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    %46:3 = call @_lgamma_pos_large(%43) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.compare LE, %43, %47, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %49 = stablehlo.add %46#0, %46#1 : tensor<16xf32>
    %50 = stablehlo.select %48, %45#0, %49 : tensor<16xi1>, tensor<16xf32>
    %51 = stablehlo.select %48, %45#1, %46#0 : tensor<16xi1>, tensor<16xf32>
    %52 = stablehlo.select %48, %45#2, %46#1 : tensor<16xi1>, tensor<16xf32>
    %53 = stablehlo.add %52, %44#1 : tensor<16xf32>
    %54 = stablehlo.multiply %46#2, %40 : tensor<16xf32>
    %55 = call @_lgamma_neg_reflection(%32, %44#0, %51, %53, %54) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %56:2 = call @_lgamma_neg_root(%30, %31) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xi1>, tensor<16xf32>)
    %57 = stablehlo.select %56#0, %56#1, %55 : tensor<16xi1>, tensor<16xf32>
    %58 = stablehlo.select %22, %50, %57 : tensor<16xi1>, tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.compare EQ, %58, %59, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %62 = stablehlo.select %60, %61, %58 : tensor<16xi1>, tensor<16xf32>
    %63 = stablehlo.not %22 : tensor<16xi1>
    %64 = stablehlo.floor %24 : tensor<16xf32>
    %65 = stablehlo.compare EQ, %24, %64, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %66 = stablehlo.and %63, %65 : tensor<16xi1>
    %67 = stablehlo.or %4, %66 : tensor<16xi1>
    %cst_15 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %69 = stablehlo.compare GT, %arg0, %68, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %70 = stablehlo.or %67, %69 : tensor<16xi1>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.select %70, %71, %62 : tensor<16xi1>, tensor<16xf32>
    %73 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.select %73, %74, %72 : tensor<16xi1>, tensor<16xf32>
    return %75 : tensor<16xf32>
  }
  func.func private @_log_f32(%arg0: tensor<16xf32>, %arg1: tensor<16xi32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<16xf32>) -> tensor<16xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<16xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<16xi32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<16xi32>
    %6 = stablehlo.convert %5 : (tensor<16xi32>) -> tensor<16xf32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.shift_left %4, %7 : tensor<16xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<16xi32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<16xi32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<16xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<16xf32>
    %16 = stablehlo.subtract %12, %15 : tensor<16xf32>
    %17 = stablehlo.multiply %13, %12 : tensor<16xf32>
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
    %18 = call @_horner(%12, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<16xf32>
    %20 = stablehlo.add %16, %19 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.multiply %6, %21 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.multiply %6, %23 : tensor<16xf32>
    %25 = stablehlo.add %20, %24 : tensor<16xf32>
    %26 = stablehlo.add %22, %25 : tensor<16xf32>
    %27 = stablehlo.subtract %22, %26 : tensor<16xf32>
    %28 = stablehlo.add %27, %25 : tensor<16xf32>
    return %26, %28 : tensor<16xf32>, tensor<16xf32>
  }
  func.func private @_horner(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg10 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.convert %arg9 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.add %2, %4 : tensor<16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16xf32>
    %7 = stablehlo.convert %arg8 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.add %6, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<16xf32>
    %11 = stablehlo.convert %arg7 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.add %10, %12 : tensor<16xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<16xf32>
    %15 = stablehlo.convert %arg6 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.add %14, %16 : tensor<16xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<16xf32>
    %19 = stablehlo.convert %arg5 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.add %18, %20 : tensor<16xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<16xf32>
    %23 = stablehlo.convert %arg4 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.add %22, %24 : tensor<16xf32>
    %26 = stablehlo.multiply %25, %arg0 : tensor<16xf32>
    %27 = stablehlo.convert %arg3 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.add %26, %28 : tensor<16xf32>
    %30 = stablehlo.multiply %29, %arg0 : tensor<16xf32>
    %31 = stablehlo.convert %arg2 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.add %30, %32 : tensor<16xf32>
    %34 = stablehlo.multiply %33, %arg0 : tensor<16xf32>
    %35 = stablehlo.convert %arg1 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.add %34, %36 : tensor<16xf32>
    return %37 : tensor<16xf32>
  }
  func.func private @_lgamma_pos_small(%arg0: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.select %1, %6, %7 : tensor<16xi1>, tensor<16xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.362068325> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<0.577215672> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.select %1, %10, %11 : tensor<16xi1>, tensor<16xf32>
    %cst_6 = stablehlo.constant dense<-0.0657293424> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_7 = stablehlo.constant dense<-0.245251313> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.select %1, %13, %14 : tensor<16xi1>, tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.0160308518> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_9 = stablehlo.constant dense<0.155433342> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.select %1, %16, %17 : tensor<16xi1>, tensor<16xf32>
    %cst_10 = stablehlo.constant dense<-0.00441958429> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_11 = stablehlo.constant dense<-0.115152992> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.select %1, %19, %20 : tensor<16xi1>, tensor<16xf32>
    %cst_12 = stablehlo.constant dense<0.00130368094> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.0922760441> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.select %1, %22, %23 : tensor<16xi1>, tensor<16xf32>
    %cst_14 = stablehlo.constant dense<-4.00087971E-4> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_15 = stablehlo.constant dense<-0.0771135687> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.select %1, %25, %26 : tensor<16xi1>, tensor<16xf32>
    %cst_16 = stablehlo.constant dense<1.24877915E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_17 = stablehlo.constant dense<0.0660817325> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.select %1, %28, %29 : tensor<16xi1>, tensor<16xf32>
    %cst_18 = stablehlo.constant dense<-4.18991549E-5> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_19 = stablehlo.constant dense<-0.061489731> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.select %1, %31, %32 : tensor<16xi1>, tensor<16xf32>
    %cst_20 = stablehlo.constant dense<1.5541731E-5> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_21 = stablehlo.constant dense<0.0583322793> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.select %1, %34, %35 : tensor<16xi1>, tensor<16xf32>
    %cst_22 = stablehlo.constant dense<-3.44545674E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_23 = stablehlo.constant dense<-3.065680e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.select %1, %37, %38 : tensor<16xi1>, tensor<16xf32>
    %cst_24 = stablehlo.constant dense<2.14668859E-7> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_25 = stablehlo.constant dense<0.0167537015> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %42 = stablehlo.select %1, %40, %41 : tensor<16xi1>, tensor<16xf32>
    %cst_26 = stablehlo.constant dense<-9.51253639E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_27 = stablehlo.constant dense<-0.0866426677> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %45 = stablehlo.select %1, %43, %44 : tensor<16xi1>, tensor<16xf32>
    %cst_28 = stablehlo.constant dense<5.093690e-07> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_29 = stablehlo.constant dense<0.0945988297> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.select %1, %46, %47 : tensor<16xi1>, tensor<16xf32>
    %49 = call @_horner_0(%9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %50 = stablehlo.bitcast_convert %3 : (tensor<16xf32>) -> tensor<16xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %52 = stablehlo.and %50, %51 : tensor<16xi32>
    %53 = stablehlo.bitcast_convert %52 : (tensor<16xi32>) -> tensor<16xf32>
    %54 = stablehlo.subtract %3, %53 : tensor<16xf32>
    %55 = stablehlo.bitcast_convert %5 : (tensor<16xf32>) -> tensor<16xi32>
    %c_30 = stablehlo.constant dense<-4096> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %57 = stablehlo.and %55, %56 : tensor<16xi32>
    %58 = stablehlo.bitcast_convert %57 : (tensor<16xi32>) -> tensor<16xf32>
    %59 = stablehlo.subtract %5, %58 : tensor<16xf32>
    %60 = stablehlo.multiply %53, %58 : tensor<16xf32>
    %61 = stablehlo.multiply %54, %5 : tensor<16xf32>
    %62 = stablehlo.multiply %53, %59 : tensor<16xf32>
    %63 = stablehlo.add %61, %62 : tensor<16xf32>
    %64 = stablehlo.bitcast_convert %49 : (tensor<16xf32>) -> tensor<16xi32>
    %c_31 = stablehlo.constant dense<-4096> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %66 = stablehlo.and %64, %65 : tensor<16xi32>
    %67 = stablehlo.bitcast_convert %66 : (tensor<16xi32>) -> tensor<16xf32>
    %68 = stablehlo.subtract %49, %67 : tensor<16xf32>
    %69 = stablehlo.multiply %60, %67 : tensor<16xf32>
    %70 = stablehlo.multiply %63, %49 : tensor<16xf32>
    %71 = stablehlo.multiply %60, %68 : tensor<16xf32>
    %72 = stablehlo.add %70, %71 : tensor<16xf32>
    %73 = stablehlo.add %69, %72 : tensor<16xf32>
    return %73, %69, %72 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @_horner_0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg13, %arg0 : tensor<16xf32>
    %1 = stablehlo.add %0, %arg12 : tensor<16xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.add %2, %arg11 : tensor<16xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<16xf32>
    %5 = stablehlo.add %4, %arg10 : tensor<16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16xf32>
    %7 = stablehlo.add %6, %arg9 : tensor<16xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<16xf32>
    %9 = stablehlo.add %8, %arg8 : tensor<16xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<16xf32>
    %11 = stablehlo.add %10, %arg7 : tensor<16xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<16xf32>
    %13 = stablehlo.add %12, %arg6 : tensor<16xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<16xf32>
    %15 = stablehlo.add %14, %arg5 : tensor<16xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<16xf32>
    %17 = stablehlo.add %16, %arg4 : tensor<16xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<16xf32>
    %19 = stablehlo.add %18, %arg3 : tensor<16xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<16xf32>
    %21 = stablehlo.add %20, %arg2 : tensor<16xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<16xf32>
    %23 = stablehlo.add %22, %arg1 : tensor<16xf32>
    return %23 : tensor<16xf32>
  }
  func.func private @_lgamma_pos_large(%arg0: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %0:2 = call @_log_f32_1(%arg0) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
    %1 = stablehlo.bitcast_convert %0#0 : (tensor<16xf32>) -> tensor<16xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %3 = stablehlo.and %1, %2 : tensor<16xi32>
    %4 = stablehlo.bitcast_convert %3 : (tensor<16xi32>) -> tensor<16xf32>
    %5 = stablehlo.subtract %0#0, %4 : tensor<16xf32>
    %6 = stablehlo.add %5, %0#1 : tensor<16xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<16xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<16xf32>) -> tensor<16xi32>
    %c_0 = stablehlo.constant dense<-4096> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %11 = stablehlo.and %9, %10 : tensor<16xi32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<16xi32>) -> tensor<16xf32>
    %13 = stablehlo.subtract %8, %12 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.subtract %4, %14 : tensor<16xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<16xf32>
    %17 = stablehlo.multiply %13, %15 : tensor<16xf32>
    %18 = stablehlo.multiply %8, %6 : tensor<16xf32>
    %19 = stablehlo.add %17, %18 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.divide %20, %arg0 : tensor<16xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %cst_5 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-5.95238118E-4> : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.41750822E-4> : tensor<f32>
    %23 = call @_horner_2(%22, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.add %19, %24 : tensor<16xf32>
    %26 = stablehlo.multiply %21, %23 : tensor<16xf32>
    %27 = stablehlo.add %25, %26 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.multiply %28, %21 : tensor<16xf32>
    %30 = stablehlo.subtract %0#0, %29 : tensor<16xf32>
    return %16, %27, %30 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @_log_f32_1(%arg0: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<16xf32>) -> tensor<16xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<16xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<16xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %6 = stablehlo.subtract %4, %5 : tensor<16xi32>
    %7 = stablehlo.convert %6 : (tensor<16xi32>) -> tensor<16xf32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %9 = stablehlo.shift_left %4, %8 : tensor<16xi32>
    %10 = stablehlo.subtract %0, %9 : tensor<16xi32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<16xi32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<16xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<16xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<16xf32>
    %18 = stablehlo.multiply %14, %13 : tensor<16xf32>
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
    %19 = call @_horner(%13, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<16xf32>
    %21 = stablehlo.add %17, %20 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %23 = stablehlo.multiply %7, %22 : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<16xf32>
    %26 = stablehlo.add %21, %25 : tensor<16xf32>
    %27 = stablehlo.add %23, %26 : tensor<16xf32>
    %28 = stablehlo.subtract %23, %27 : tensor<16xf32>
    %29 = stablehlo.add %28, %26 : tensor<16xf32>
    return %27, %29 : tensor<16xf32>, tensor<16xf32>
  }
  func.func private @_horner_2(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg5 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.convert %arg4 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.add %2, %4 : tensor<16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16xf32>
    %7 = stablehlo.convert %arg3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.add %6, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<16xf32>
    %11 = stablehlo.convert %arg2 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.add %10, %12 : tensor<16xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<16xf32>
    %15 = stablehlo.convert %arg1 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.add %14, %16 : tensor<16xf32>
    return %17 : tensor<16xf32>
  }
  func.func private @_lgamma_neg_reflection(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<16xf32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_3(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<16xf32>
    %4 = stablehlo.add %2, %arg4 : tensor<16xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<16xf32>
    %6 = stablehlo.add %3, %5 : tensor<16xf32>
    %7 = stablehlo.negate %6 : tensor<16xf32>
    return %7 : tensor<16xf32>
  }
  func.func private @_horner_3(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg7 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.convert %arg6 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.add %2, %4 : tensor<16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16xf32>
    %7 = stablehlo.convert %arg5 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.add %6, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<16xf32>
    %11 = stablehlo.convert %arg4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.add %10, %12 : tensor<16xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<16xf32>
    %15 = stablehlo.convert %arg3 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.add %14, %16 : tensor<16xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<16xf32>
    %19 = stablehlo.convert %arg2 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.add %18, %20 : tensor<16xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<16xf32>
    %23 = stablehlo.convert %arg1 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.add %22, %24 : tensor<16xf32>
    return %25 : tensor<16xf32>
  }
  func.func private @_lgamma_neg_root(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<16xi1>, tensor<16xf32>) {
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
    %0 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_14 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %4 = stablehlo.and %1, %3 : tensor<16xi1>
    %cst_15 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.select %4, %5, %arg1 : tensor<16xi1>, tensor<16xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<16xf32>
    %8 = stablehlo.negate %6 : tensor<16xf32>
    %9 = stablehlo.convert %8 : (tensor<16xf32>) -> tensor<16xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_16 = stablehlo.constant dense<9> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %13 = stablehlo.compare LE, %9, %12, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %14 = stablehlo.and %11, %13 : tensor<16xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %16 = stablehlo.compare GT, %7, %15, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %19 = stablehlo.select %16, %17, %18 : tensor<16xi1>, tensor<16xi32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %21 = stablehlo.subtract %9, %20 : tensor<16xi32>
    %c_21 = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %23 = stablehlo.multiply %22, %21 : tensor<16xi32>
    %24 = stablehlo.add %23, %19 : tensor<16xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %26 = stablehlo.select %14, %24, %25 : tensor<16xi1>, tensor<16xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %28 = "stablehlo.gather"(%cst, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %29 = "stablehlo.gather"(%cst_0, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %30 = "stablehlo.gather"(%cst_1, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %31 = "stablehlo.gather"(%cst_2, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %32 = "stablehlo.gather"(%cst_3, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %33 = "stablehlo.gather"(%cst_4, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %34 = "stablehlo.gather"(%cst_5, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %35 = "stablehlo.gather"(%cst_6, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %36 = "stablehlo.gather"(%cst_7, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %37 = "stablehlo.gather"(%cst_8, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %38 = "stablehlo.gather"(%cst_9, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %39 = "stablehlo.gather"(%cst_10, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %40 = "stablehlo.gather"(%cst_11, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %41 = "stablehlo.gather"(%cst_12, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<16x1xi32>) -> tensor<16xf32>
    %42 = stablehlo.subtract %7, %28 : tensor<16xf32>
    %43 = stablehlo.add %7, %28 : tensor<16xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %45 = stablehlo.divide %44, %43 : tensor<16xf32>
    %46 = stablehlo.subtract %42, %29 : tensor<16xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<16xf32>
    %48 = stablehlo.multiply %47, %43 : tensor<16xf32>
    %49 = stablehlo.subtract %42, %48 : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.add %50, %47 : tensor<16xf32>
    %52 = stablehlo.multiply %29, %51 : tensor<16xf32>
    %53 = stablehlo.subtract %49, %52 : tensor<16xf32>
    %54 = stablehlo.multiply %53, %45 : tensor<16xf32>
    %55 = stablehlo.add %47, %54 : tensor<16xf32>
    %56 = stablehlo.abs %55 : tensor<16xf32>
    %57 = stablehlo.compare LE, %56, %30, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %59 = stablehlo.select %57, %55, %58 : tensor<16xi1>, tensor<16xf32>
    %60 = call @_horner_4(%59, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<16xf32>
    return %57, %61 : tensor<16xi1>, tensor<16xf32>
  }
  func.func private @_horner_4(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg11, %arg0 : tensor<16xf32>
    %1 = stablehlo.add %0, %arg10 : tensor<16xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.add %2, %arg9 : tensor<16xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<16xf32>
    %5 = stablehlo.add %4, %arg8 : tensor<16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16xf32>
    %7 = stablehlo.add %6, %arg7 : tensor<16xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<16xf32>
    %9 = stablehlo.add %8, %arg6 : tensor<16xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<16xf32>
    %11 = stablehlo.add %10, %arg5 : tensor<16xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<16xf32>
    %13 = stablehlo.add %12, %arg4 : tensor<16xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<16xf32>
    %15 = stablehlo.add %14, %arg3 : tensor<16xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<16xf32>
    %17 = stablehlo.add %16, %arg2 : tensor<16xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<16xf32>
    %19 = stablehlo.add %18, %arg1 : tensor<16xf32>
    return %19 : tensor<16xf32>
  }
  func.func private @lgamma_impl_5(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.and %0, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare GT, %2, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<8388608> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %2, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %9 = stablehlo.and %6, %8 : tensor<4xi1>
    %10 = stablehlo.count_leading_zeros %2 : tensor<4xi32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %12 = stablehlo.subtract %10, %11 : tensor<4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.select %9, %12, %13 : tensor<4xi1>, tensor<4xi32>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %16 = stablehlo.and %0, %15 : tensor<4xi32>
    %17 = stablehlo.shift_left %2, %14 : tensor<4xi32>
    %18 = stablehlo.or %16, %17 : tensor<4xi32>
    %19 = stablehlo.select %9, %18, %0 : tensor<4xi1>, tensor<4xi32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<4xi32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.select %4, %23, %20 : tensor<4xi1>, tensor<4xf32>
    %25 = stablehlo.not %22 : tensor<4xi1>
    %cst_7 = stablehlo.constant dense<0xCB000000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %28 = stablehlo.and %25, %27 : tensor<4xi1>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.select %28, %24, %29 : tensor<4xi1>, tensor<4xf32>
    %31 = stablehlo.round_nearest_even %30 : tensor<4xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<4xf32>
    %33 = stablehlo.abs %32 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.subtract %34, %31 : tensor<4xf32>
    %36 = stablehlo.subtract %35, %32 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.subtract %37, %31 : tensor<4xf32>
    %39 = stablehlo.subtract %38, %36 : tensor<4xf32>
    %40 = stablehlo.subtract %39, %32 : tensor<4xf32>
    %41 = stablehlo.select %22, %24, %36 : tensor<4xi1>, tensor<4xf32>
    %cst_11 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %43 = stablehlo.minimum %41, %42 : tensor<4xf32>
    %44:2 = call @_log_f32_6(%33, %14) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>)
    %45:3 = call @_lgamma_pos_small_8(%43) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    %46:3 = call @_lgamma_pos_large_10(%43) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.compare LE, %43, %47, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %49 = stablehlo.add %46#0, %46#1 : tensor<4xf32>
    %50 = stablehlo.select %48, %45#0, %49 : tensor<4xi1>, tensor<4xf32>
    %51 = stablehlo.select %48, %45#1, %46#0 : tensor<4xi1>, tensor<4xf32>
    %52 = stablehlo.select %48, %45#2, %46#1 : tensor<4xi1>, tensor<4xf32>
    %53 = stablehlo.add %52, %44#1 : tensor<4xf32>
    %54 = stablehlo.multiply %46#2, %40 : tensor<4xf32>
    %55 = call @_lgamma_neg_reflection_13(%32, %44#0, %51, %53, %54) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %56:2 = call @_lgamma_neg_root_15(%30, %31) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xi1>, tensor<4xf32>)
    %57 = stablehlo.select %56#0, %56#1, %55 : tensor<4xi1>, tensor<4xf32>
    %58 = stablehlo.select %22, %50, %57 : tensor<4xi1>, tensor<4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.compare EQ, %58, %59, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %62 = stablehlo.select %60, %61, %58 : tensor<4xi1>, tensor<4xf32>
    %63 = stablehlo.not %22 : tensor<4xi1>
    %64 = stablehlo.floor %24 : tensor<4xf32>
    %65 = stablehlo.compare EQ, %24, %64, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %66 = stablehlo.and %63, %65 : tensor<4xi1>
    %67 = stablehlo.or %4, %66 : tensor<4xi1>
    %cst_15 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.compare GT, %arg0, %68, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %70 = stablehlo.or %67, %69 : tensor<4xi1>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %72 = stablehlo.select %70, %71, %62 : tensor<4xi1>, tensor<4xf32>
    %73 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %75 = stablehlo.select %73, %74, %72 : tensor<4xi1>, tensor<4xf32>
    return %75 : tensor<4xf32>
  }
  func.func private @_log_f32_6(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<4xi32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<4xi32>
    %6 = stablehlo.convert %5 : (tensor<4xi32>) -> tensor<4xf32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.shift_left %4, %7 : tensor<4xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<4xi32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<4xi32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<4xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<4xf32>
    %16 = stablehlo.subtract %12, %15 : tensor<4xf32>
    %17 = stablehlo.multiply %13, %12 : tensor<4xf32>
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
    %18 = call @_horner_7(%12, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<4xf32>
    %20 = stablehlo.add %16, %19 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.multiply %6, %21 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %6, %23 : tensor<4xf32>
    %25 = stablehlo.add %20, %24 : tensor<4xf32>
    %26 = stablehlo.add %22, %25 : tensor<4xf32>
    %27 = stablehlo.subtract %22, %26 : tensor<4xf32>
    %28 = stablehlo.add %27, %25 : tensor<4xf32>
    return %26, %28 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @_horner_7(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg10 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4xf32>
    %3 = stablehlo.convert %arg9 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.add %2, %4 : tensor<4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4xf32>
    %7 = stablehlo.convert %arg8 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.add %6, %8 : tensor<4xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<4xf32>
    %11 = stablehlo.convert %arg7 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.add %10, %12 : tensor<4xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<4xf32>
    %15 = stablehlo.convert %arg6 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.add %14, %16 : tensor<4xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<4xf32>
    %19 = stablehlo.convert %arg5 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.add %18, %20 : tensor<4xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<4xf32>
    %23 = stablehlo.convert %arg4 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.add %22, %24 : tensor<4xf32>
    %26 = stablehlo.multiply %25, %arg0 : tensor<4xf32>
    %27 = stablehlo.convert %arg3 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.add %26, %28 : tensor<4xf32>
    %30 = stablehlo.multiply %29, %arg0 : tensor<4xf32>
    %31 = stablehlo.convert %arg2 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %33 = stablehlo.add %30, %32 : tensor<4xf32>
    %34 = stablehlo.multiply %33, %arg0 : tensor<4xf32>
    %35 = stablehlo.convert %arg1 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.add %34, %36 : tensor<4xf32>
    return %37 : tensor<4xf32>
  }
  func.func private @_lgamma_pos_small_8(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.select %1, %6, %7 : tensor<4xi1>, tensor<4xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.362068325> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<0.577215672> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.select %1, %10, %11 : tensor<4xi1>, tensor<4xf32>
    %cst_6 = stablehlo.constant dense<-0.0657293424> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_7 = stablehlo.constant dense<-0.245251313> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.select %1, %13, %14 : tensor<4xi1>, tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.0160308518> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_9 = stablehlo.constant dense<0.155433342> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.select %1, %16, %17 : tensor<4xi1>, tensor<4xf32>
    %cst_10 = stablehlo.constant dense<-0.00441958429> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_11 = stablehlo.constant dense<-0.115152992> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.select %1, %19, %20 : tensor<4xi1>, tensor<4xf32>
    %cst_12 = stablehlo.constant dense<0.00130368094> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_13 = stablehlo.constant dense<0.0922760441> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.select %1, %22, %23 : tensor<4xi1>, tensor<4xf32>
    %cst_14 = stablehlo.constant dense<-4.00087971E-4> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_15 = stablehlo.constant dense<-0.0771135687> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.select %1, %25, %26 : tensor<4xi1>, tensor<4xf32>
    %cst_16 = stablehlo.constant dense<1.24877915E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_17 = stablehlo.constant dense<0.0660817325> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.select %1, %28, %29 : tensor<4xi1>, tensor<4xf32>
    %cst_18 = stablehlo.constant dense<-4.18991549E-5> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_19 = stablehlo.constant dense<-0.061489731> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %33 = stablehlo.select %1, %31, %32 : tensor<4xi1>, tensor<4xf32>
    %cst_20 = stablehlo.constant dense<1.5541731E-5> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_21 = stablehlo.constant dense<0.0583322793> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %36 = stablehlo.select %1, %34, %35 : tensor<4xi1>, tensor<4xf32>
    %cst_22 = stablehlo.constant dense<-3.44545674E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_23 = stablehlo.constant dense<-3.065680e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %39 = stablehlo.select %1, %37, %38 : tensor<4xi1>, tensor<4xf32>
    %cst_24 = stablehlo.constant dense<2.14668859E-7> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_25 = stablehlo.constant dense<0.0167537015> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.select %1, %40, %41 : tensor<4xi1>, tensor<4xf32>
    %cst_26 = stablehlo.constant dense<-9.51253639E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_27 = stablehlo.constant dense<-0.0866426677> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.select %1, %43, %44 : tensor<4xi1>, tensor<4xf32>
    %cst_28 = stablehlo.constant dense<5.093690e-07> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_29 = stablehlo.constant dense<0.0945988297> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.select %1, %46, %47 : tensor<4xi1>, tensor<4xf32>
    %49 = call @_horner_9(%9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %50 = stablehlo.bitcast_convert %3 : (tensor<4xf32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %52 = stablehlo.and %50, %51 : tensor<4xi32>
    %53 = stablehlo.bitcast_convert %52 : (tensor<4xi32>) -> tensor<4xf32>
    %54 = stablehlo.subtract %3, %53 : tensor<4xf32>
    %55 = stablehlo.bitcast_convert %5 : (tensor<4xf32>) -> tensor<4xi32>
    %c_30 = stablehlo.constant dense<-4096> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %57 = stablehlo.and %55, %56 : tensor<4xi32>
    %58 = stablehlo.bitcast_convert %57 : (tensor<4xi32>) -> tensor<4xf32>
    %59 = stablehlo.subtract %5, %58 : tensor<4xf32>
    %60 = stablehlo.multiply %53, %58 : tensor<4xf32>
    %61 = stablehlo.multiply %54, %5 : tensor<4xf32>
    %62 = stablehlo.multiply %53, %59 : tensor<4xf32>
    %63 = stablehlo.add %61, %62 : tensor<4xf32>
    %64 = stablehlo.bitcast_convert %49 : (tensor<4xf32>) -> tensor<4xi32>
    %c_31 = stablehlo.constant dense<-4096> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %66 = stablehlo.and %64, %65 : tensor<4xi32>
    %67 = stablehlo.bitcast_convert %66 : (tensor<4xi32>) -> tensor<4xf32>
    %68 = stablehlo.subtract %49, %67 : tensor<4xf32>
    %69 = stablehlo.multiply %60, %67 : tensor<4xf32>
    %70 = stablehlo.multiply %63, %49 : tensor<4xf32>
    %71 = stablehlo.multiply %60, %68 : tensor<4xf32>
    %72 = stablehlo.add %70, %71 : tensor<4xf32>
    %73 = stablehlo.add %69, %72 : tensor<4xf32>
    return %73, %69, %72 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @_horner_9(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<4xf32>, %arg12: tensor<4xf32>, %arg13: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg13, %arg0 : tensor<4xf32>
    %1 = stablehlo.add %0, %arg12 : tensor<4xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4xf32>
    %3 = stablehlo.add %2, %arg11 : tensor<4xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<4xf32>
    %5 = stablehlo.add %4, %arg10 : tensor<4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4xf32>
    %7 = stablehlo.add %6, %arg9 : tensor<4xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<4xf32>
    %9 = stablehlo.add %8, %arg8 : tensor<4xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<4xf32>
    %11 = stablehlo.add %10, %arg7 : tensor<4xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<4xf32>
    %13 = stablehlo.add %12, %arg6 : tensor<4xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<4xf32>
    %15 = stablehlo.add %14, %arg5 : tensor<4xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<4xf32>
    %17 = stablehlo.add %16, %arg4 : tensor<4xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<4xf32>
    %19 = stablehlo.add %18, %arg3 : tensor<4xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<4xf32>
    %21 = stablehlo.add %20, %arg2 : tensor<4xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<4xf32>
    %23 = stablehlo.add %22, %arg1 : tensor<4xf32>
    return %23 : tensor<4xf32>
  }
  func.func private @_lgamma_pos_large_10(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0:2 = call @_log_f32_11(%arg0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %1 = stablehlo.bitcast_convert %0#0 : (tensor<4xf32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.and %1, %2 : tensor<4xi32>
    %4 = stablehlo.bitcast_convert %3 : (tensor<4xi32>) -> tensor<4xf32>
    %5 = stablehlo.subtract %0#0, %4 : tensor<4xf32>
    %6 = stablehlo.add %5, %0#1 : tensor<4xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<4xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<4xf32>) -> tensor<4xi32>
    %c_0 = stablehlo.constant dense<-4096> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %11 = stablehlo.and %9, %10 : tensor<4xi32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<4xi32>) -> tensor<4xf32>
    %13 = stablehlo.subtract %8, %12 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.subtract %4, %14 : tensor<4xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<4xf32>
    %17 = stablehlo.multiply %13, %15 : tensor<4xf32>
    %18 = stablehlo.multiply %8, %6 : tensor<4xf32>
    %19 = stablehlo.add %17, %18 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.divide %20, %arg0 : tensor<4xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %cst_5 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-5.95238118E-4> : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.41750822E-4> : tensor<f32>
    %23 = call @_horner_12(%22, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.add %19, %24 : tensor<4xf32>
    %26 = stablehlo.multiply %21, %23 : tensor<4xf32>
    %27 = stablehlo.add %25, %26 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.multiply %28, %21 : tensor<4xf32>
    %30 = stablehlo.subtract %0#0, %29 : tensor<4xf32>
    return %16, %27, %30 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @_log_f32_11(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.subtract %4, %5 : tensor<4xi32>
    %7 = stablehlo.convert %6 : (tensor<4xi32>) -> tensor<4xf32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.shift_left %4, %8 : tensor<4xi32>
    %10 = stablehlo.subtract %0, %9 : tensor<4xi32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<4xi32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<4xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<4xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<4xf32>
    %18 = stablehlo.multiply %14, %13 : tensor<4xf32>
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
    %19 = call @_horner_7(%13, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<4xf32>
    %21 = stablehlo.add %17, %20 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.multiply %7, %22 : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<4xf32>
    %26 = stablehlo.add %21, %25 : tensor<4xf32>
    %27 = stablehlo.add %23, %26 : tensor<4xf32>
    %28 = stablehlo.subtract %23, %27 : tensor<4xf32>
    %29 = stablehlo.add %28, %26 : tensor<4xf32>
    return %27, %29 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @_horner_12(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg5 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4xf32>
    %3 = stablehlo.convert %arg4 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.add %2, %4 : tensor<4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4xf32>
    %7 = stablehlo.convert %arg3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.add %6, %8 : tensor<4xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<4xf32>
    %11 = stablehlo.convert %arg2 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.add %10, %12 : tensor<4xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<4xf32>
    %15 = stablehlo.convert %arg1 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.add %14, %16 : tensor<4xf32>
    return %17 : tensor<4xf32>
  }
  func.func private @_lgamma_neg_reflection_13(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_14(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4xf32>
    %4 = stablehlo.add %2, %arg4 : tensor<4xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<4xf32>
    %6 = stablehlo.add %3, %5 : tensor<4xf32>
    %7 = stablehlo.negate %6 : tensor<4xf32>
    return %7 : tensor<4xf32>
  }
  func.func private @_horner_14(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg7 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4xf32>
    %3 = stablehlo.convert %arg6 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.add %2, %4 : tensor<4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4xf32>
    %7 = stablehlo.convert %arg5 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.add %6, %8 : tensor<4xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<4xf32>
    %11 = stablehlo.convert %arg4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.add %10, %12 : tensor<4xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<4xf32>
    %15 = stablehlo.convert %arg3 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.add %14, %16 : tensor<4xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<4xf32>
    %19 = stablehlo.convert %arg2 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.add %18, %20 : tensor<4xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<4xf32>
    %23 = stablehlo.convert %arg1 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.add %22, %24 : tensor<4xf32>
    return %25 : tensor<4xf32>
  }
  func.func private @_lgamma_neg_root_15(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xf32>) {
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
    %0 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_14 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %4 = stablehlo.and %1, %3 : tensor<4xi1>
    %cst_15 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.select %4, %5, %arg1 : tensor<4xi1>, tensor<4xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4xf32>
    %8 = stablehlo.negate %6 : tensor<4xf32>
    %9 = stablehlo.convert %8 : (tensor<4xf32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_16 = stablehlo.constant dense<9> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.compare LE, %9, %12, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %14 = stablehlo.and %11, %13 : tensor<4xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.compare GT, %7, %15, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %19 = stablehlo.select %16, %17, %18 : tensor<4xi1>, tensor<4xi32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %21 = stablehlo.subtract %9, %20 : tensor<4xi32>
    %c_21 = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %23 = stablehlo.multiply %22, %21 : tensor<4xi32>
    %24 = stablehlo.add %23, %19 : tensor<4xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %26 = stablehlo.select %14, %24, %25 : tensor<4xi1>, tensor<4xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %28 = "stablehlo.gather"(%cst, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %29 = "stablehlo.gather"(%cst_0, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %30 = "stablehlo.gather"(%cst_1, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %31 = "stablehlo.gather"(%cst_2, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %32 = "stablehlo.gather"(%cst_3, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %33 = "stablehlo.gather"(%cst_4, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %34 = "stablehlo.gather"(%cst_5, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %35 = "stablehlo.gather"(%cst_6, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %36 = "stablehlo.gather"(%cst_7, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %37 = "stablehlo.gather"(%cst_8, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %38 = "stablehlo.gather"(%cst_9, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %39 = "stablehlo.gather"(%cst_10, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %40 = "stablehlo.gather"(%cst_11, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %41 = "stablehlo.gather"(%cst_12, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %42 = stablehlo.subtract %7, %28 : tensor<4xf32>
    %43 = stablehlo.add %7, %28 : tensor<4xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.divide %44, %43 : tensor<4xf32>
    %46 = stablehlo.subtract %42, %29 : tensor<4xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<4xf32>
    %48 = stablehlo.multiply %47, %43 : tensor<4xf32>
    %49 = stablehlo.subtract %42, %48 : tensor<4xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.add %50, %47 : tensor<4xf32>
    %52 = stablehlo.multiply %29, %51 : tensor<4xf32>
    %53 = stablehlo.subtract %49, %52 : tensor<4xf32>
    %54 = stablehlo.multiply %53, %45 : tensor<4xf32>
    %55 = stablehlo.add %47, %54 : tensor<4xf32>
    %56 = stablehlo.abs %55 : tensor<4xf32>
    %57 = stablehlo.compare LE, %56, %30, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %59 = stablehlo.select %57, %55, %58 : tensor<4xi1>, tensor<4xf32>
    %60 = call @_horner_16(%59, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<4xf32>
    return %57, %61 : tensor<4xi1>, tensor<4xf32>
  }
  func.func private @_horner_16(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg11, %arg0 : tensor<4xf32>
    %1 = stablehlo.add %0, %arg10 : tensor<4xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4xf32>
    %3 = stablehlo.add %2, %arg9 : tensor<4xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<4xf32>
    %5 = stablehlo.add %4, %arg8 : tensor<4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4xf32>
    %7 = stablehlo.add %6, %arg7 : tensor<4xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<4xf32>
    %9 = stablehlo.add %8, %arg6 : tensor<4xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<4xf32>
    %11 = stablehlo.add %10, %arg5 : tensor<4xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<4xf32>
    %13 = stablehlo.add %12, %arg4 : tensor<4xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<4xf32>
    %15 = stablehlo.add %14, %arg3 : tensor<4xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<4xf32>
    %17 = stablehlo.add %16, %arg2 : tensor<4xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<4xf32>
    %19 = stablehlo.add %18, %arg1 : tensor<4xf32>
    return %19 : tensor<4xf32>
  }
  func.func private @lgamma_impl_17(%arg0: tensor<0xf32>) -> tensor<0xf32> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<0xf32>) -> tensor<0xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %2 = stablehlo.and %0, %1 : tensor<0xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %6 = stablehlo.compare GT, %2, %5, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %c_2 = stablehlo.constant dense<8388608> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %8 = stablehlo.compare LT, %2, %7, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %9 = stablehlo.and %6, %8 : tensor<0xi1>
    %10 = stablehlo.count_leading_zeros %2 : tensor<0xi32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %12 = stablehlo.subtract %10, %11 : tensor<0xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %14 = stablehlo.select %9, %12, %13 : tensor<0xi1>, tensor<0xi32>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %16 = stablehlo.and %0, %15 : tensor<0xi32>
    %17 = stablehlo.shift_left %2, %14 : tensor<0xi32>
    %18 = stablehlo.or %16, %17 : tensor<0xi32>
    %19 = stablehlo.select %9, %18, %0 : tensor<0xi1>, tensor<0xi32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<0xi32>) -> tensor<0xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %24 = stablehlo.select %4, %23, %20 : tensor<0xi1>, tensor<0xf32>
    %25 = stablehlo.not %22 : tensor<0xi1>
    %cst_7 = stablehlo.constant dense<0xCB000000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %28 = stablehlo.and %25, %27 : tensor<0xi1>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %30 = stablehlo.select %28, %24, %29 : tensor<0xi1>, tensor<0xf32>
    %31 = stablehlo.round_nearest_even %30 : tensor<0xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<0xf32>
    %33 = stablehlo.abs %32 : tensor<0xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %35 = stablehlo.subtract %34, %31 : tensor<0xf32>
    %36 = stablehlo.subtract %35, %32 : tensor<0xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %38 = stablehlo.subtract %37, %31 : tensor<0xf32>
    %39 = stablehlo.subtract %38, %36 : tensor<0xf32>
    %40 = stablehlo.subtract %39, %32 : tensor<0xf32>
    %41 = stablehlo.select %22, %24, %36 : tensor<0xi1>, tensor<0xf32>
    %cst_11 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %43 = stablehlo.minimum %41, %42 : tensor<0xf32>
    %44:2 = call @_log_f32_18(%33, %14) : (tensor<0xf32>, tensor<0xi32>) -> (tensor<0xf32>, tensor<0xf32>)
    %45:3 = call @_lgamma_pos_small_20(%43) : (tensor<0xf32>) -> (tensor<0xf32>, tensor<0xf32>, tensor<0xf32>)
    %46:3 = call @_lgamma_pos_large_22(%43) : (tensor<0xf32>) -> (tensor<0xf32>, tensor<0xf32>, tensor<0xf32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %48 = stablehlo.compare LE, %43, %47, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %49 = stablehlo.add %46#0, %46#1 : tensor<0xf32>
    %50 = stablehlo.select %48, %45#0, %49 : tensor<0xi1>, tensor<0xf32>
    %51 = stablehlo.select %48, %45#1, %46#0 : tensor<0xi1>, tensor<0xf32>
    %52 = stablehlo.select %48, %45#2, %46#1 : tensor<0xi1>, tensor<0xf32>
    %53 = stablehlo.add %52, %44#1 : tensor<0xf32>
    %54 = stablehlo.multiply %46#2, %40 : tensor<0xf32>
    %55 = call @_lgamma_neg_reflection_25(%32, %44#0, %51, %53, %54) : (tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
    %56:2 = call @_lgamma_neg_root_27(%30, %31) : (tensor<0xf32>, tensor<0xf32>) -> (tensor<0xi1>, tensor<0xf32>)
    %57 = stablehlo.select %56#0, %56#1, %55 : tensor<0xi1>, tensor<0xf32>
    %58 = stablehlo.select %22, %50, %57 : tensor<0xi1>, tensor<0xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %60 = stablehlo.compare EQ, %58, %59, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %62 = stablehlo.select %60, %61, %58 : tensor<0xi1>, tensor<0xf32>
    %63 = stablehlo.not %22 : tensor<0xi1>
    %64 = stablehlo.floor %24 : tensor<0xf32>
    %65 = stablehlo.compare EQ, %24, %64, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %66 = stablehlo.and %63, %65 : tensor<0xi1>
    %67 = stablehlo.or %4, %66 : tensor<0xi1>
    %cst_15 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %69 = stablehlo.compare GT, %arg0, %68, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %70 = stablehlo.or %67, %69 : tensor<0xi1>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %72 = stablehlo.select %70, %71, %62 : tensor<0xi1>, tensor<0xf32>
    %73 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %75 = stablehlo.select %73, %74, %72 : tensor<0xi1>, tensor<0xf32>
    return %75 : tensor<0xf32>
  }
  func.func private @_log_f32_18(%arg0: tensor<0xf32>, %arg1: tensor<0xi32>) -> (tensor<0xf32>, tensor<0xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<0xf32>) -> tensor<0xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<0xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<0xi32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<0xi32>
    %6 = stablehlo.convert %5 : (tensor<0xi32>) -> tensor<0xf32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %8 = stablehlo.shift_left %4, %7 : tensor<0xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<0xi32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<0xi32>) -> tensor<0xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<0xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<0xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<0xf32>
    %16 = stablehlo.subtract %12, %15 : tensor<0xf32>
    %17 = stablehlo.multiply %13, %12 : tensor<0xf32>
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
    %18 = call @_horner_19(%12, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<0xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<0xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<0xf32>
    %20 = stablehlo.add %16, %19 : tensor<0xf32>
    %cst_13 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %22 = stablehlo.multiply %6, %21 : tensor<0xf32>
    %cst_14 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %24 = stablehlo.multiply %6, %23 : tensor<0xf32>
    %25 = stablehlo.add %20, %24 : tensor<0xf32>
    %26 = stablehlo.add %22, %25 : tensor<0xf32>
    %27 = stablehlo.subtract %22, %26 : tensor<0xf32>
    %28 = stablehlo.add %27, %25 : tensor<0xf32>
    return %26, %28 : tensor<0xf32>, tensor<0xf32>
  }
  func.func private @_horner_19(%arg0: tensor<0xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<0xf32> {
    %0 = stablehlo.convert %arg10 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<0xf32>
    %3 = stablehlo.convert %arg9 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %5 = stablehlo.add %2, %4 : tensor<0xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<0xf32>
    %7 = stablehlo.convert %arg8 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %9 = stablehlo.add %6, %8 : tensor<0xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<0xf32>
    %11 = stablehlo.convert %arg7 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %13 = stablehlo.add %10, %12 : tensor<0xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<0xf32>
    %15 = stablehlo.convert %arg6 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %17 = stablehlo.add %14, %16 : tensor<0xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<0xf32>
    %19 = stablehlo.convert %arg5 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %21 = stablehlo.add %18, %20 : tensor<0xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<0xf32>
    %23 = stablehlo.convert %arg4 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %25 = stablehlo.add %22, %24 : tensor<0xf32>
    %26 = stablehlo.multiply %25, %arg0 : tensor<0xf32>
    %27 = stablehlo.convert %arg3 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %29 = stablehlo.add %26, %28 : tensor<0xf32>
    %30 = stablehlo.multiply %29, %arg0 : tensor<0xf32>
    %31 = stablehlo.convert %arg2 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %33 = stablehlo.add %30, %32 : tensor<0xf32>
    %34 = stablehlo.multiply %33, %arg0 : tensor<0xf32>
    %35 = stablehlo.convert %arg1 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %37 = stablehlo.add %34, %36 : tensor<0xf32>
    return %37 : tensor<0xf32>
  }
  func.func private @_lgamma_pos_small_20(%arg0: tensor<0xf32>) -> (tensor<0xf32>, tensor<0xf32>, tensor<0xf32>) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<0xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<0xf32>
    %cst_2 = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %8 = stablehlo.select %1, %6, %7 : tensor<0xi1>, tensor<0xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<0xf32>
    %cst_4 = stablehlo.constant dense<0.362068325> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_5 = stablehlo.constant dense<0.577215672> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %12 = stablehlo.select %1, %10, %11 : tensor<0xi1>, tensor<0xf32>
    %cst_6 = stablehlo.constant dense<-0.0657293424> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_7 = stablehlo.constant dense<-0.245251313> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %15 = stablehlo.select %1, %13, %14 : tensor<0xi1>, tensor<0xf32>
    %cst_8 = stablehlo.constant dense<0.0160308518> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_9 = stablehlo.constant dense<0.155433342> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %18 = stablehlo.select %1, %16, %17 : tensor<0xi1>, tensor<0xf32>
    %cst_10 = stablehlo.constant dense<-0.00441958429> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_11 = stablehlo.constant dense<-0.115152992> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %21 = stablehlo.select %1, %19, %20 : tensor<0xi1>, tensor<0xf32>
    %cst_12 = stablehlo.constant dense<0.00130368094> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_13 = stablehlo.constant dense<0.0922760441> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %24 = stablehlo.select %1, %22, %23 : tensor<0xi1>, tensor<0xf32>
    %cst_14 = stablehlo.constant dense<-4.00087971E-4> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_15 = stablehlo.constant dense<-0.0771135687> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %27 = stablehlo.select %1, %25, %26 : tensor<0xi1>, tensor<0xf32>
    %cst_16 = stablehlo.constant dense<1.24877915E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_17 = stablehlo.constant dense<0.0660817325> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %30 = stablehlo.select %1, %28, %29 : tensor<0xi1>, tensor<0xf32>
    %cst_18 = stablehlo.constant dense<-4.18991549E-5> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_19 = stablehlo.constant dense<-0.061489731> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %33 = stablehlo.select %1, %31, %32 : tensor<0xi1>, tensor<0xf32>
    %cst_20 = stablehlo.constant dense<1.5541731E-5> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_21 = stablehlo.constant dense<0.0583322793> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %36 = stablehlo.select %1, %34, %35 : tensor<0xi1>, tensor<0xf32>
    %cst_22 = stablehlo.constant dense<-3.44545674E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_23 = stablehlo.constant dense<-3.065680e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %39 = stablehlo.select %1, %37, %38 : tensor<0xi1>, tensor<0xf32>
    %cst_24 = stablehlo.constant dense<2.14668859E-7> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_25 = stablehlo.constant dense<0.0167537015> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %42 = stablehlo.select %1, %40, %41 : tensor<0xi1>, tensor<0xf32>
    %cst_26 = stablehlo.constant dense<-9.51253639E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_27 = stablehlo.constant dense<-0.0866426677> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %45 = stablehlo.select %1, %43, %44 : tensor<0xi1>, tensor<0xf32>
    %cst_28 = stablehlo.constant dense<5.093690e-07> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_29 = stablehlo.constant dense<0.0945988297> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %48 = stablehlo.select %1, %46, %47 : tensor<0xi1>, tensor<0xf32>
    %49 = call @_horner_21(%9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48) : (tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
    %50 = stablehlo.bitcast_convert %3 : (tensor<0xf32>) -> tensor<0xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %52 = stablehlo.and %50, %51 : tensor<0xi32>
    %53 = stablehlo.bitcast_convert %52 : (tensor<0xi32>) -> tensor<0xf32>
    %54 = stablehlo.subtract %3, %53 : tensor<0xf32>
    %55 = stablehlo.bitcast_convert %5 : (tensor<0xf32>) -> tensor<0xi32>
    %c_30 = stablehlo.constant dense<-4096> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %57 = stablehlo.and %55, %56 : tensor<0xi32>
    %58 = stablehlo.bitcast_convert %57 : (tensor<0xi32>) -> tensor<0xf32>
    %59 = stablehlo.subtract %5, %58 : tensor<0xf32>
    %60 = stablehlo.multiply %53, %58 : tensor<0xf32>
    %61 = stablehlo.multiply %54, %5 : tensor<0xf32>
    %62 = stablehlo.multiply %53, %59 : tensor<0xf32>
    %63 = stablehlo.add %61, %62 : tensor<0xf32>
    %64 = stablehlo.bitcast_convert %49 : (tensor<0xf32>) -> tensor<0xi32>
    %c_31 = stablehlo.constant dense<-4096> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %66 = stablehlo.and %64, %65 : tensor<0xi32>
    %67 = stablehlo.bitcast_convert %66 : (tensor<0xi32>) -> tensor<0xf32>
    %68 = stablehlo.subtract %49, %67 : tensor<0xf32>
    %69 = stablehlo.multiply %60, %67 : tensor<0xf32>
    %70 = stablehlo.multiply %63, %49 : tensor<0xf32>
    %71 = stablehlo.multiply %60, %68 : tensor<0xf32>
    %72 = stablehlo.add %70, %71 : tensor<0xf32>
    %73 = stablehlo.add %69, %72 : tensor<0xf32>
    return %73, %69, %72 : tensor<0xf32>, tensor<0xf32>, tensor<0xf32>
  }
  func.func private @_horner_21(%arg0: tensor<0xf32>, %arg1: tensor<0xf32>, %arg2: tensor<0xf32>, %arg3: tensor<0xf32>, %arg4: tensor<0xf32>, %arg5: tensor<0xf32>, %arg6: tensor<0xf32>, %arg7: tensor<0xf32>, %arg8: tensor<0xf32>, %arg9: tensor<0xf32>, %arg10: tensor<0xf32>, %arg11: tensor<0xf32>, %arg12: tensor<0xf32>, %arg13: tensor<0xf32>) -> tensor<0xf32> {
    %0 = stablehlo.multiply %arg13, %arg0 : tensor<0xf32>
    %1 = stablehlo.add %0, %arg12 : tensor<0xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<0xf32>
    %3 = stablehlo.add %2, %arg11 : tensor<0xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<0xf32>
    %5 = stablehlo.add %4, %arg10 : tensor<0xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<0xf32>
    %7 = stablehlo.add %6, %arg9 : tensor<0xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<0xf32>
    %9 = stablehlo.add %8, %arg8 : tensor<0xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<0xf32>
    %11 = stablehlo.add %10, %arg7 : tensor<0xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<0xf32>
    %13 = stablehlo.add %12, %arg6 : tensor<0xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<0xf32>
    %15 = stablehlo.add %14, %arg5 : tensor<0xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<0xf32>
    %17 = stablehlo.add %16, %arg4 : tensor<0xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<0xf32>
    %19 = stablehlo.add %18, %arg3 : tensor<0xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<0xf32>
    %21 = stablehlo.add %20, %arg2 : tensor<0xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<0xf32>
    %23 = stablehlo.add %22, %arg1 : tensor<0xf32>
    return %23 : tensor<0xf32>
  }
  func.func private @_lgamma_pos_large_22(%arg0: tensor<0xf32>) -> (tensor<0xf32>, tensor<0xf32>, tensor<0xf32>) {
    %0:2 = call @_log_f32_23(%arg0) : (tensor<0xf32>) -> (tensor<0xf32>, tensor<0xf32>)
    %1 = stablehlo.bitcast_convert %0#0 : (tensor<0xf32>) -> tensor<0xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %3 = stablehlo.and %1, %2 : tensor<0xi32>
    %4 = stablehlo.bitcast_convert %3 : (tensor<0xi32>) -> tensor<0xf32>
    %5 = stablehlo.subtract %0#0, %4 : tensor<0xf32>
    %6 = stablehlo.add %5, %0#1 : tensor<0xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<0xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<0xf32>) -> tensor<0xi32>
    %c_0 = stablehlo.constant dense<-4096> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %11 = stablehlo.and %9, %10 : tensor<0xi32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<0xi32>) -> tensor<0xf32>
    %13 = stablehlo.subtract %8, %12 : tensor<0xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %15 = stablehlo.subtract %4, %14 : tensor<0xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<0xf32>
    %17 = stablehlo.multiply %13, %15 : tensor<0xf32>
    %18 = stablehlo.multiply %8, %6 : tensor<0xf32>
    %19 = stablehlo.add %17, %18 : tensor<0xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %21 = stablehlo.divide %20, %arg0 : tensor<0xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<0xf32>
    %cst_3 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %cst_5 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-5.95238118E-4> : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.41750822E-4> : tensor<f32>
    %23 = call @_horner_24(%22, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<0xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<0xf32>
    %cst_8 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %25 = stablehlo.add %19, %24 : tensor<0xf32>
    %26 = stablehlo.multiply %21, %23 : tensor<0xf32>
    %27 = stablehlo.add %25, %26 : tensor<0xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %29 = stablehlo.multiply %28, %21 : tensor<0xf32>
    %30 = stablehlo.subtract %0#0, %29 : tensor<0xf32>
    return %16, %27, %30 : tensor<0xf32>, tensor<0xf32>, tensor<0xf32>
  }
  func.func private @_log_f32_23(%arg0: tensor<0xf32>) -> (tensor<0xf32>, tensor<0xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<0xf32>) -> tensor<0xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<0xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<0xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %6 = stablehlo.subtract %4, %5 : tensor<0xi32>
    %7 = stablehlo.convert %6 : (tensor<0xi32>) -> tensor<0xf32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %9 = stablehlo.shift_left %4, %8 : tensor<0xi32>
    %10 = stablehlo.subtract %0, %9 : tensor<0xi32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<0xi32>) -> tensor<0xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<0xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<0xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<0xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<0xf32>
    %18 = stablehlo.multiply %14, %13 : tensor<0xf32>
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
    %19 = call @_horner_19(%13, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<0xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<0xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<0xf32>
    %21 = stablehlo.add %17, %20 : tensor<0xf32>
    %cst_14 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %23 = stablehlo.multiply %7, %22 : tensor<0xf32>
    %cst_15 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<0xf32>
    %26 = stablehlo.add %21, %25 : tensor<0xf32>
    %27 = stablehlo.add %23, %26 : tensor<0xf32>
    %28 = stablehlo.subtract %23, %27 : tensor<0xf32>
    %29 = stablehlo.add %28, %26 : tensor<0xf32>
    return %27, %29 : tensor<0xf32>, tensor<0xf32>
  }
  func.func private @_horner_24(%arg0: tensor<0xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<0xf32> {
    %0 = stablehlo.convert %arg5 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<0xf32>
    %3 = stablehlo.convert %arg4 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %5 = stablehlo.add %2, %4 : tensor<0xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<0xf32>
    %7 = stablehlo.convert %arg3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %9 = stablehlo.add %6, %8 : tensor<0xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<0xf32>
    %11 = stablehlo.convert %arg2 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %13 = stablehlo.add %10, %12 : tensor<0xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<0xf32>
    %15 = stablehlo.convert %arg1 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %17 = stablehlo.add %14, %16 : tensor<0xf32>
    return %17 : tensor<0xf32>
  }
  func.func private @_lgamma_neg_reflection_25(%arg0: tensor<0xf32>, %arg1: tensor<0xf32>, %arg2: tensor<0xf32>, %arg3: tensor<0xf32>, %arg4: tensor<0xf32>) -> tensor<0xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<0xf32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_26(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<0xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<0xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<0xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<0xf32>
    %4 = stablehlo.add %2, %arg4 : tensor<0xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<0xf32>
    %6 = stablehlo.add %3, %5 : tensor<0xf32>
    %7 = stablehlo.negate %6 : tensor<0xf32>
    return %7 : tensor<0xf32>
  }
  func.func private @_horner_26(%arg0: tensor<0xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<0xf32> {
    %0 = stablehlo.convert %arg7 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<0xf32>
    %3 = stablehlo.convert %arg6 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %5 = stablehlo.add %2, %4 : tensor<0xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<0xf32>
    %7 = stablehlo.convert %arg5 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %9 = stablehlo.add %6, %8 : tensor<0xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<0xf32>
    %11 = stablehlo.convert %arg4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %13 = stablehlo.add %10, %12 : tensor<0xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<0xf32>
    %15 = stablehlo.convert %arg3 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %17 = stablehlo.add %14, %16 : tensor<0xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<0xf32>
    %19 = stablehlo.convert %arg2 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %21 = stablehlo.add %18, %20 : tensor<0xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<0xf32>
    %23 = stablehlo.convert %arg1 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %25 = stablehlo.add %22, %24 : tensor<0xf32>
    return %25 : tensor<0xf32>
  }
  func.func private @_lgamma_neg_root_27(%arg0: tensor<0xf32>, %arg1: tensor<0xf32>) -> (tensor<0xi1>, tensor<0xf32>) {
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
    %0 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_14 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %4 = stablehlo.and %1, %3 : tensor<0xi1>
    %cst_15 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %6 = stablehlo.select %4, %5, %arg1 : tensor<0xi1>, tensor<0xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<0xf32>
    %8 = stablehlo.negate %6 : tensor<0xf32>
    %9 = stablehlo.convert %8 : (tensor<0xf32>) -> tensor<0xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %c_16 = stablehlo.constant dense<9> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %13 = stablehlo.compare LE, %9, %12, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %14 = stablehlo.and %11, %13 : tensor<0xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %16 = stablehlo.compare GT, %7, %15, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %19 = stablehlo.select %16, %17, %18 : tensor<0xi1>, tensor<0xi32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %21 = stablehlo.subtract %9, %20 : tensor<0xi32>
    %c_21 = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %23 = stablehlo.multiply %22, %21 : tensor<0xi32>
    %24 = stablehlo.add %23, %19 : tensor<0xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %26 = stablehlo.select %14, %24, %25 : tensor<0xi1>, tensor<0xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<0xi32>) -> tensor<0x1xi32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %42 = stablehlo.subtract %7, %28 : tensor<0xf32>
    %43 = stablehlo.add %7, %28 : tensor<0xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %45 = stablehlo.divide %44, %43 : tensor<0xf32>
    %46 = stablehlo.subtract %42, %29 : tensor<0xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<0xf32>
    %48 = stablehlo.multiply %47, %43 : tensor<0xf32>
    %49 = stablehlo.subtract %42, %48 : tensor<0xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %51 = stablehlo.add %50, %47 : tensor<0xf32>
    %52 = stablehlo.multiply %29, %51 : tensor<0xf32>
    %53 = stablehlo.subtract %49, %52 : tensor<0xf32>
    %54 = stablehlo.multiply %53, %45 : tensor<0xf32>
    %55 = stablehlo.add %47, %54 : tensor<0xf32>
    %56 = stablehlo.abs %55 : tensor<0xf32>
    %57 = stablehlo.compare LE, %56, %30, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %59 = stablehlo.select %57, %55, %58 : tensor<0xi1>, tensor<0xf32>
    %60 = call @_horner_28(%59, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<0xf32>
    return %57, %61 : tensor<0xi1>, tensor<0xf32>
  }
  func.func private @_horner_28(%arg0: tensor<0xf32>, %arg1: tensor<0xf32>, %arg2: tensor<0xf32>, %arg3: tensor<0xf32>, %arg4: tensor<0xf32>, %arg5: tensor<0xf32>, %arg6: tensor<0xf32>, %arg7: tensor<0xf32>, %arg8: tensor<0xf32>, %arg9: tensor<0xf32>, %arg10: tensor<0xf32>, %arg11: tensor<0xf32>) -> tensor<0xf32> {
    %0 = stablehlo.multiply %arg11, %arg0 : tensor<0xf32>
    %1 = stablehlo.add %0, %arg10 : tensor<0xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<0xf32>
    %3 = stablehlo.add %2, %arg9 : tensor<0xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<0xf32>
    %5 = stablehlo.add %4, %arg8 : tensor<0xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<0xf32>
    %7 = stablehlo.add %6, %arg7 : tensor<0xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<0xf32>
    %9 = stablehlo.add %8, %arg6 : tensor<0xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<0xf32>
    %11 = stablehlo.add %10, %arg5 : tensor<0xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<0xf32>
    %13 = stablehlo.add %12, %arg4 : tensor<0xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<0xf32>
    %15 = stablehlo.add %14, %arg3 : tensor<0xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<0xf32>
    %17 = stablehlo.add %16, %arg2 : tensor<0xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<0xf32>
    %19 = stablehlo.add %18, %arg1 : tensor<0xf32>
    return %19 : tensor<0xf32>
  }
}
