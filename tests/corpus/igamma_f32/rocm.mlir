module @jit_igamma_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<16xf32>) -> tensor<16xf32>
    %1 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %2 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %3 = stablehlo.or %1, %2 : tensor<16xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.compare EQ, %0, %4, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.compare EQ, %arg0, %6, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.compare EQ, %arg0, %8, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.compare EQ, %0, %10, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.compare LT, %0, %12, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.compare LT, %arg0, %14, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %16 = stablehlo.and %9, %11 : tensor<16xi1>
    %17 = stablehlo.and %7, %5 : tensor<16xi1>
    %18 = stablehlo.or %13, %15 : tensor<16xi1>
    %19 = stablehlo.or %18, %16 : tensor<16xi1>
    %20 = stablehlo.or %19, %17 : tensor<16xi1>
    %21 = stablehlo.or %20, %3 : tensor<16xi1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %23 = stablehlo.compare GE, %0, %22, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %24 = stablehlo.compare GT, %0, %arg0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %25 = stablehlo.and %23, %24 : tensor<16xi1>
    %26 = stablehlo.log %0 : tensor<16xf32>
    %27 = stablehlo.multiply %arg0, %26 : tensor<16xf32>
    %28 = stablehlo.subtract %27, %0 : tensor<16xf32>
    %29 = call @lgamma_impl(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %30 = stablehlo.subtract %28, %29 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %31 = stablehlo.log %cst_6 : tensor<f32>
    %32 = stablehlo.negate %31 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %34 = stablehlo.compare LT, %30, %33, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %35 = stablehlo.exponential %30 : tensor<16xf32>
    %36 = stablehlo.or %11, %21 : tensor<16xi1>
    %37 = stablehlo.or %36, %34 : tensor<16xi1>
    %38 = stablehlo.or %37, %5 : tensor<16xi1>
    %39 = stablehlo.or %38, %7 : tensor<16xi1>
    %40 = stablehlo.not %39 : tensor<16xi1>
    %41 = stablehlo.and %40, %25 : tensor<16xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %43 = stablehlo.subtract %42, %arg0 : tensor<16xf32>
    %44 = stablehlo.add %0, %43 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %46 = stablehlo.add %44, %45 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %49 = stablehlo.add %0, %48 : tensor<16xf32>
    %50 = stablehlo.multiply %46, %0 : tensor<16xf32>
    %51 = stablehlo.divide %49, %50 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %56 = stablehlo.negate %0 : tensor<16xf32>
    %57 = stablehlo.multiply %51, %56 : tensor<16xf32>
    %58 = stablehlo.subtract %55, %57 : tensor<16xf32>
    %59 = stablehlo.divide %58, %50 : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60:15 = stablehlo.while(%iterArg = %41, %iterArg_71 = %51, %iterArg_72 = %52, %iterArg_73 = %43, %iterArg_74 = %46, %iterArg_75 = %cst_15, %iterArg_76 = %49, %iterArg_77 = %50, %iterArg_78 = %47, %iterArg_79 = %0, %iterArg_80 = %53, %iterArg_81 = %54, %iterArg_82 = %55, %iterArg_83 = %56, %iterArg_84 = %59) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %cst_85 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %239 = stablehlo.compare LT, %iterArg_75, %cst_85, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %240 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      %241 = stablehlo.and %239, %240 : tensor<i1>
      stablehlo.return %241 : tensor<i1>
    } do {
      %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %239 = stablehlo.add %iterArg_75, %cst_85 : tensor<f32>
      %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %240 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %241 = stablehlo.add %iterArg_73, %240 : tensor<16xf32>
      %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %242 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %243 = stablehlo.add %iterArg_74, %242 : tensor<16xf32>
      %244 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %245 = stablehlo.multiply %241, %244 : tensor<16xf32>
      %246 = stablehlo.multiply %iterArg_76, %243 : tensor<16xf32>
      %247 = stablehlo.multiply %iterArg_78, %245 : tensor<16xf32>
      %248 = stablehlo.subtract %246, %247 : tensor<16xf32>
      %249 = stablehlo.multiply %iterArg_77, %243 : tensor<16xf32>
      %250 = stablehlo.multiply %iterArg_79, %245 : tensor<16xf32>
      %251 = stablehlo.subtract %249, %250 : tensor<16xf32>
      %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %252 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %253 = stablehlo.compare NE, %251, %252, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %254 = stablehlo.divide %248, %251 : tensor<16xf32>
      %255 = stablehlo.subtract %iterArg_71, %254 : tensor<16xf32>
      %256 = stablehlo.divide %255, %254 : tensor<16xf32>
      %257 = stablehlo.abs %256 : tensor<16xf32>
      %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %258 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %259 = stablehlo.select %253, %257, %258 : tensor<16xi1>, tensor<16xf32>
      %260 = stablehlo.select %253, %254, %iterArg_71 : tensor<16xi1>, tensor<16xf32>
      %261 = stablehlo.multiply %iterArg_82, %243 : tensor<16xf32>
      %262 = stablehlo.subtract %261, %iterArg_76 : tensor<16xf32>
      %263 = stablehlo.multiply %iterArg_80, %245 : tensor<16xf32>
      %264 = stablehlo.subtract %262, %263 : tensor<16xf32>
      %265 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %266 = stablehlo.multiply %iterArg_78, %265 : tensor<16xf32>
      %267 = stablehlo.add %264, %266 : tensor<16xf32>
      %268 = stablehlo.multiply %iterArg_83, %243 : tensor<16xf32>
      %269 = stablehlo.subtract %268, %iterArg_77 : tensor<16xf32>
      %270 = stablehlo.multiply %iterArg_81, %245 : tensor<16xf32>
      %271 = stablehlo.subtract %269, %270 : tensor<16xf32>
      %272 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %273 = stablehlo.multiply %iterArg_79, %272 : tensor<16xf32>
      %274 = stablehlo.add %271, %273 : tensor<16xf32>
      %275 = stablehlo.multiply %260, %274 : tensor<16xf32>
      %276 = stablehlo.subtract %267, %275 : tensor<16xf32>
      %277 = stablehlo.divide %276, %251 : tensor<16xf32>
      %278 = stablehlo.select %253, %277, %iterArg_84 : tensor<16xi1>, tensor<16xf32>
      %279 = stablehlo.subtract %278, %iterArg_84 : tensor<16xf32>
      %280 = stablehlo.abs %279 : tensor<16xf32>
      %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %281 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %282 = stablehlo.select %253, %280, %281 : tensor<16xi1>, tensor<16xf32>
      %283 = stablehlo.abs %248 : tensor<16xf32>
      %cst_91 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<f32>
      %285 = stablehlo.divide %284, %cst_91 : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %287 = stablehlo.compare GT, %283, %286, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %cst_93 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %288 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %289 = stablehlo.multiply %iterArg_76, %288 : tensor<16xf32>
      %290 = stablehlo.select %287, %289, %iterArg_76 : tensor<16xi1>, tensor<16xf32>
      %cst_94 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %291 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %292 = stablehlo.multiply %248, %291 : tensor<16xf32>
      %293 = stablehlo.select %287, %292, %248 : tensor<16xi1>, tensor<16xf32>
      %cst_95 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %294 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %295 = stablehlo.multiply %iterArg_77, %294 : tensor<16xf32>
      %296 = stablehlo.select %287, %295, %iterArg_77 : tensor<16xi1>, tensor<16xf32>
      %cst_96 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %297 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %298 = stablehlo.multiply %251, %297 : tensor<16xf32>
      %299 = stablehlo.select %287, %298, %251 : tensor<16xi1>, tensor<16xf32>
      %cst_97 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %300 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %301 = stablehlo.multiply %iterArg_82, %300 : tensor<16xf32>
      %302 = stablehlo.select %287, %301, %iterArg_82 : tensor<16xi1>, tensor<16xf32>
      %cst_98 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %303 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %304 = stablehlo.multiply %iterArg_83, %303 : tensor<16xf32>
      %305 = stablehlo.select %287, %304, %iterArg_83 : tensor<16xi1>, tensor<16xf32>
      %cst_99 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %306 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %307 = stablehlo.multiply %267, %306 : tensor<16xf32>
      %308 = stablehlo.select %287, %307, %267 : tensor<16xi1>, tensor<16xf32>
      %cst_100 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %309 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %310 = stablehlo.multiply %274, %309 : tensor<16xf32>
      %311 = stablehlo.select %287, %310, %274 : tensor<16xi1>, tensor<16xf32>
      %cst_101 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %312 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %313 = stablehlo.compare GT, %259, %312, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %314 = stablehlo.and %iterArg, %313 : tensor<16xi1>
      %315 = stablehlo.select %iterArg, %260, %iterArg_71 : tensor<16xi1>, tensor<16xf32>
      %316 = stablehlo.select %iterArg, %259, %iterArg_72 : tensor<16xi1>, tensor<16xf32>
      %317 = stablehlo.select %iterArg, %241, %iterArg_73 : tensor<16xi1>, tensor<16xf32>
      %318 = stablehlo.select %iterArg, %243, %iterArg_74 : tensor<16xi1>, tensor<16xf32>
      %319 = stablehlo.select %iterArg, %293, %iterArg_76 : tensor<16xi1>, tensor<16xf32>
      %320 = stablehlo.select %iterArg, %299, %iterArg_77 : tensor<16xi1>, tensor<16xf32>
      %321 = stablehlo.select %iterArg, %290, %iterArg_78 : tensor<16xi1>, tensor<16xf32>
      %322 = stablehlo.select %iterArg, %296, %iterArg_79 : tensor<16xi1>, tensor<16xf32>
      %323 = stablehlo.select %iterArg, %302, %iterArg_80 : tensor<16xi1>, tensor<16xf32>
      %324 = stablehlo.select %iterArg, %305, %iterArg_81 : tensor<16xi1>, tensor<16xf32>
      %325 = stablehlo.select %iterArg, %308, %iterArg_82 : tensor<16xi1>, tensor<16xf32>
      %326 = stablehlo.select %iterArg, %311, %iterArg_83 : tensor<16xi1>, tensor<16xf32>
      %327 = stablehlo.select %iterArg, %278, %iterArg_84 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %314, %315, %316, %317, %318, %239, %319, %320, %321, %322, %323, %324, %325, %326, %327 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %61 = stablehlo.multiply %60#1, %35 : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %63 = stablehlo.subtract %62, %61 : tensor<16xf32>
    %64 = stablehlo.not %25 : tensor<16xi1>
    %65 = stablehlo.and %40, %64 : tensor<16xi1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %70:7 = stablehlo.while(%iterArg = %65, %iterArg_71 = %arg0, %iterArg_72 = %66, %iterArg_73 = %67, %iterArg_74 = %0, %iterArg_75 = %68, %iterArg_76 = %69) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %239 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %239 : tensor<i1>
    } do {
      %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %239 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %240 = stablehlo.add %iterArg_71, %239 : tensor<16xf32>
      %241 = stablehlo.divide %iterArg_74, %240 : tensor<16xf32>
      %242 = stablehlo.multiply %iterArg_75, %241 : tensor<16xf32>
      %243 = stablehlo.multiply %iterArg_72, %iterArg_74 : tensor<16xf32>
      %244 = stablehlo.multiply %240, %240 : tensor<16xf32>
      %245 = stablehlo.divide %243, %244 : tensor<16xf32>
      %246 = stablehlo.subtract %242, %245 : tensor<16xf32>
      %247 = stablehlo.add %iterArg_76, %246 : tensor<16xf32>
      %248 = stablehlo.divide %iterArg_74, %240 : tensor<16xf32>
      %249 = stablehlo.multiply %iterArg_72, %248 : tensor<16xf32>
      %250 = stablehlo.add %iterArg_73, %249 : tensor<16xf32>
      %251 = stablehlo.divide %249, %250 : tensor<16xf32>
      %cst_78 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %252 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %253 = stablehlo.compare GT, %251, %252, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %254 = stablehlo.and %iterArg, %253 : tensor<16xi1>
      %255 = stablehlo.select %iterArg, %240, %iterArg_71 : tensor<16xi1>, tensor<16xf32>
      %256 = stablehlo.select %iterArg, %249, %iterArg_72 : tensor<16xi1>, tensor<16xf32>
      %257 = stablehlo.select %iterArg, %250, %iterArg_73 : tensor<16xi1>, tensor<16xf32>
      %258 = stablehlo.select %iterArg, %iterArg_74, %iterArg_74 : tensor<16xi1>, tensor<16xf32>
      %259 = stablehlo.select %iterArg, %246, %iterArg_75 : tensor<16xi1>, tensor<16xf32>
      %260 = stablehlo.select %iterArg, %247, %iterArg_76 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %254, %255, %256, %257, %258, %259, %260 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %71 = stablehlo.multiply %70#3, %35 : tensor<16xf32>
    %72 = stablehlo.divide %71, %arg0 : tensor<16xf32>
    %73 = stablehlo.select %25, %63, %72 : tensor<16xi1>, tensor<16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.select %7, %74, %73 : tensor<16xi1>, tensor<16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %77 = stablehlo.select %11, %76, %75 : tensor<16xi1>, tensor<16xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %79 = stablehlo.select %5, %78, %77 : tensor<16xi1>, tensor<16xf32>
    %cst_24 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %81 = stablehlo.select %21, %80, %79 : tensor<16xi1>, tensor<16xf32>
    %82 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %83 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %84 = stablehlo.or %82, %83 : tensor<16xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %86 = stablehlo.compare EQ, %arg0, %85, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %88 = stablehlo.compare EQ, %0, %87, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_27 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %90 = stablehlo.compare EQ, %0, %89, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_28 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %92 = stablehlo.compare EQ, %arg0, %91, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %94 = stablehlo.compare LT, %0, %93, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %96 = stablehlo.compare LT, %arg0, %95, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %97 = stablehlo.and %86, %88 : tensor<16xi1>
    %98 = stablehlo.and %92, %90 : tensor<16xi1>
    %99 = stablehlo.or %94, %96 : tensor<16xi1>
    %100 = stablehlo.or %99, %97 : tensor<16xi1>
    %101 = stablehlo.or %100, %98 : tensor<16xi1>
    %102 = stablehlo.or %101, %84 : tensor<16xi1>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %104 = stablehlo.compare LT, %0, %103, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %105 = stablehlo.compare LT, %0, %arg0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %106 = stablehlo.or %104, %105 : tensor<16xi1>
    %107 = stablehlo.log %0 : tensor<16xf32>
    %108 = stablehlo.multiply %arg0, %107 : tensor<16xf32>
    %109 = stablehlo.subtract %108, %0 : tensor<16xf32>
    %110 = call @lgamma_impl(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %111 = stablehlo.subtract %109, %110 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %112 = stablehlo.log %cst_32 : tensor<f32>
    %113 = stablehlo.negate %112 : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %115 = stablehlo.compare LT, %111, %114, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %116 = stablehlo.or %102, %115 : tensor<16xi1>
    %117 = stablehlo.or %116, %90 : tensor<16xi1>
    %118 = stablehlo.or %117, %86 : tensor<16xi1>
    %119 = stablehlo.or %118, %92 : tensor<16xi1>
    %120 = stablehlo.not %119 : tensor<16xi1>
    %121 = stablehlo.exponential %111 : tensor<16xf32>
    %122 = stablehlo.and %120, %106 : tensor<16xi1>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %127:7 = stablehlo.while(%iterArg = %122, %iterArg_71 = %arg0, %iterArg_72 = %123, %iterArg_73 = %124, %iterArg_74 = %0, %iterArg_75 = %125, %iterArg_76 = %126) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %239 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %239 : tensor<i1>
    } do {
      %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %239 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %240 = stablehlo.add %iterArg_71, %239 : tensor<16xf32>
      %241 = stablehlo.divide %iterArg_74, %240 : tensor<16xf32>
      %242 = stablehlo.multiply %iterArg_75, %241 : tensor<16xf32>
      %243 = stablehlo.multiply %iterArg_72, %iterArg_74 : tensor<16xf32>
      %244 = stablehlo.multiply %240, %240 : tensor<16xf32>
      %245 = stablehlo.divide %243, %244 : tensor<16xf32>
      %246 = stablehlo.subtract %242, %245 : tensor<16xf32>
      %247 = stablehlo.add %iterArg_76, %246 : tensor<16xf32>
      %248 = stablehlo.divide %iterArg_74, %240 : tensor<16xf32>
      %249 = stablehlo.multiply %iterArg_72, %248 : tensor<16xf32>
      %250 = stablehlo.add %iterArg_73, %249 : tensor<16xf32>
      %251 = stablehlo.divide %249, %250 : tensor<16xf32>
      %cst_78 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %252 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %253 = stablehlo.compare GT, %251, %252, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %254 = stablehlo.and %iterArg, %253 : tensor<16xi1>
      %255 = stablehlo.select %iterArg, %240, %iterArg_71 : tensor<16xi1>, tensor<16xf32>
      %256 = stablehlo.select %iterArg, %249, %iterArg_72 : tensor<16xi1>, tensor<16xf32>
      %257 = stablehlo.select %iterArg, %250, %iterArg_73 : tensor<16xi1>, tensor<16xf32>
      %258 = stablehlo.select %iterArg, %iterArg_74, %iterArg_74 : tensor<16xi1>, tensor<16xf32>
      %259 = stablehlo.select %iterArg, %246, %iterArg_75 : tensor<16xi1>, tensor<16xf32>
      %260 = stablehlo.select %iterArg, %247, %iterArg_76 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %254, %255, %256, %257, %258, %259, %260 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %128 = stablehlo.multiply %127#3, %121 : tensor<16xf32>
    %129 = stablehlo.divide %128, %arg0 : tensor<16xf32>
    %130 = stablehlo.not %106 : tensor<16xi1>
    %131 = stablehlo.and %120, %130 : tensor<16xi1>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %133 = stablehlo.subtract %132, %arg0 : tensor<16xf32>
    %134 = stablehlo.add %0, %133 : tensor<16xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %136 = stablehlo.add %134, %135 : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %139 = stablehlo.add %0, %138 : tensor<16xf32>
    %140 = stablehlo.multiply %136, %0 : tensor<16xf32>
    %141 = stablehlo.divide %139, %140 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %146 = stablehlo.negate %0 : tensor<16xf32>
    %147 = stablehlo.multiply %141, %146 : tensor<16xf32>
    %148 = stablehlo.subtract %145, %147 : tensor<16xf32>
    %149 = stablehlo.divide %148, %140 : tensor<16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150:15 = stablehlo.while(%iterArg = %131, %iterArg_71 = %141, %iterArg_72 = %142, %iterArg_73 = %133, %iterArg_74 = %136, %iterArg_75 = %cst_45, %iterArg_76 = %139, %iterArg_77 = %140, %iterArg_78 = %137, %iterArg_79 = %0, %iterArg_80 = %143, %iterArg_81 = %144, %iterArg_82 = %145, %iterArg_83 = %146, %iterArg_84 = %149) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %cst_85 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %239 = stablehlo.compare LT, %iterArg_75, %cst_85, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %240 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      %241 = stablehlo.and %239, %240 : tensor<i1>
      stablehlo.return %241 : tensor<i1>
    } do {
      %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %239 = stablehlo.add %iterArg_75, %cst_85 : tensor<f32>
      %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %240 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %241 = stablehlo.add %iterArg_73, %240 : tensor<16xf32>
      %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %242 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %243 = stablehlo.add %iterArg_74, %242 : tensor<16xf32>
      %244 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %245 = stablehlo.multiply %241, %244 : tensor<16xf32>
      %246 = stablehlo.multiply %iterArg_76, %243 : tensor<16xf32>
      %247 = stablehlo.multiply %iterArg_78, %245 : tensor<16xf32>
      %248 = stablehlo.subtract %246, %247 : tensor<16xf32>
      %249 = stablehlo.multiply %iterArg_77, %243 : tensor<16xf32>
      %250 = stablehlo.multiply %iterArg_79, %245 : tensor<16xf32>
      %251 = stablehlo.subtract %249, %250 : tensor<16xf32>
      %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %252 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %253 = stablehlo.compare NE, %251, %252, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %254 = stablehlo.divide %248, %251 : tensor<16xf32>
      %255 = stablehlo.subtract %iterArg_71, %254 : tensor<16xf32>
      %256 = stablehlo.divide %255, %254 : tensor<16xf32>
      %257 = stablehlo.abs %256 : tensor<16xf32>
      %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %258 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %259 = stablehlo.select %253, %257, %258 : tensor<16xi1>, tensor<16xf32>
      %260 = stablehlo.select %253, %254, %iterArg_71 : tensor<16xi1>, tensor<16xf32>
      %261 = stablehlo.multiply %iterArg_82, %243 : tensor<16xf32>
      %262 = stablehlo.subtract %261, %iterArg_76 : tensor<16xf32>
      %263 = stablehlo.multiply %iterArg_80, %245 : tensor<16xf32>
      %264 = stablehlo.subtract %262, %263 : tensor<16xf32>
      %265 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %266 = stablehlo.multiply %iterArg_78, %265 : tensor<16xf32>
      %267 = stablehlo.add %264, %266 : tensor<16xf32>
      %268 = stablehlo.multiply %iterArg_83, %243 : tensor<16xf32>
      %269 = stablehlo.subtract %268, %iterArg_77 : tensor<16xf32>
      %270 = stablehlo.multiply %iterArg_81, %245 : tensor<16xf32>
      %271 = stablehlo.subtract %269, %270 : tensor<16xf32>
      %272 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %273 = stablehlo.multiply %iterArg_79, %272 : tensor<16xf32>
      %274 = stablehlo.add %271, %273 : tensor<16xf32>
      %275 = stablehlo.multiply %260, %274 : tensor<16xf32>
      %276 = stablehlo.subtract %267, %275 : tensor<16xf32>
      %277 = stablehlo.divide %276, %251 : tensor<16xf32>
      %278 = stablehlo.select %253, %277, %iterArg_84 : tensor<16xi1>, tensor<16xf32>
      %279 = stablehlo.subtract %278, %iterArg_84 : tensor<16xf32>
      %280 = stablehlo.abs %279 : tensor<16xf32>
      %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %281 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %282 = stablehlo.select %253, %280, %281 : tensor<16xi1>, tensor<16xf32>
      %283 = stablehlo.abs %248 : tensor<16xf32>
      %cst_91 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<f32>
      %285 = stablehlo.divide %284, %cst_91 : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %287 = stablehlo.compare GT, %283, %286, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %cst_93 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %288 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %289 = stablehlo.multiply %iterArg_76, %288 : tensor<16xf32>
      %290 = stablehlo.select %287, %289, %iterArg_76 : tensor<16xi1>, tensor<16xf32>
      %cst_94 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %291 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %292 = stablehlo.multiply %248, %291 : tensor<16xf32>
      %293 = stablehlo.select %287, %292, %248 : tensor<16xi1>, tensor<16xf32>
      %cst_95 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %294 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %295 = stablehlo.multiply %iterArg_77, %294 : tensor<16xf32>
      %296 = stablehlo.select %287, %295, %iterArg_77 : tensor<16xi1>, tensor<16xf32>
      %cst_96 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %297 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %298 = stablehlo.multiply %251, %297 : tensor<16xf32>
      %299 = stablehlo.select %287, %298, %251 : tensor<16xi1>, tensor<16xf32>
      %cst_97 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %300 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %301 = stablehlo.multiply %iterArg_82, %300 : tensor<16xf32>
      %302 = stablehlo.select %287, %301, %iterArg_82 : tensor<16xi1>, tensor<16xf32>
      %cst_98 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %303 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %304 = stablehlo.multiply %iterArg_83, %303 : tensor<16xf32>
      %305 = stablehlo.select %287, %304, %iterArg_83 : tensor<16xi1>, tensor<16xf32>
      %cst_99 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %306 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %307 = stablehlo.multiply %267, %306 : tensor<16xf32>
      %308 = stablehlo.select %287, %307, %267 : tensor<16xi1>, tensor<16xf32>
      %cst_100 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %309 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %310 = stablehlo.multiply %274, %309 : tensor<16xf32>
      %311 = stablehlo.select %287, %310, %274 : tensor<16xi1>, tensor<16xf32>
      %cst_101 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %312 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %313 = stablehlo.compare GT, %259, %312, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %314 = stablehlo.and %iterArg, %313 : tensor<16xi1>
      %315 = stablehlo.select %iterArg, %260, %iterArg_71 : tensor<16xi1>, tensor<16xf32>
      %316 = stablehlo.select %iterArg, %259, %iterArg_72 : tensor<16xi1>, tensor<16xf32>
      %317 = stablehlo.select %iterArg, %241, %iterArg_73 : tensor<16xi1>, tensor<16xf32>
      %318 = stablehlo.select %iterArg, %243, %iterArg_74 : tensor<16xi1>, tensor<16xf32>
      %319 = stablehlo.select %iterArg, %293, %iterArg_76 : tensor<16xi1>, tensor<16xf32>
      %320 = stablehlo.select %iterArg, %299, %iterArg_77 : tensor<16xi1>, tensor<16xf32>
      %321 = stablehlo.select %iterArg, %290, %iterArg_78 : tensor<16xi1>, tensor<16xf32>
      %322 = stablehlo.select %iterArg, %296, %iterArg_79 : tensor<16xi1>, tensor<16xf32>
      %323 = stablehlo.select %iterArg, %302, %iterArg_80 : tensor<16xi1>, tensor<16xf32>
      %324 = stablehlo.select %iterArg, %305, %iterArg_81 : tensor<16xi1>, tensor<16xf32>
      %325 = stablehlo.select %iterArg, %308, %iterArg_82 : tensor<16xi1>, tensor<16xf32>
      %326 = stablehlo.select %iterArg, %311, %iterArg_83 : tensor<16xi1>, tensor<16xf32>
      %327 = stablehlo.select %iterArg, %278, %iterArg_84 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %314, %315, %316, %317, %318, %239, %319, %320, %321, %322, %323, %324, %325, %326, %327 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %151 = stablehlo.multiply %150#1, %121 : tensor<16xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %153 = stablehlo.subtract %152, %129 : tensor<16xf32>
    %154 = stablehlo.select %106, %153, %151 : tensor<16xi1>, tensor<16xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %156 = stablehlo.select %92, %155, %154 : tensor<16xi1>, tensor<16xf32>
    %157 = stablehlo.or %90, %86 : tensor<16xi1>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %159 = stablehlo.select %157, %158, %156 : tensor<16xi1>, tensor<16xf32>
    %cst_49 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %161 = stablehlo.select %102, %160, %159 : tensor<16xi1>, tensor<16xf32>
    %162 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %163 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %164 = stablehlo.or %162, %163 : tensor<16xi1>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %166 = stablehlo.compare EQ, %0, %165, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %168 = stablehlo.compare LT, %0, %167, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %170 = stablehlo.compare LE, %arg0, %169, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %171 = stablehlo.or %168, %170 : tensor<16xi1>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %173 = stablehlo.compare GT, %0, %172, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %174 = stablehlo.compare GT, %0, %arg0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %175 = stablehlo.and %173, %174 : tensor<16xi1>
    %176 = stablehlo.log %0 : tensor<16xf32>
    %177 = stablehlo.multiply %arg0, %176 : tensor<16xf32>
    %178 = stablehlo.subtract %177, %0 : tensor<16xf32>
    %179 = call @lgamma_impl(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %180 = stablehlo.subtract %178, %179 : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %181 = stablehlo.log %cst_54 : tensor<f32>
    %182 = stablehlo.negate %181 : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %184 = stablehlo.compare LT, %180, %183, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %185 = stablehlo.exponential %180 : tensor<16xf32>
    %186 = stablehlo.or %166, %171 : tensor<16xi1>
    %187 = stablehlo.or %186, %184 : tensor<16xi1>
    %188 = stablehlo.or %187, %164 : tensor<16xi1>
    %189 = stablehlo.not %188 : tensor<16xi1>
    %190 = stablehlo.and %189, %175 : tensor<16xi1>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %192 = stablehlo.subtract %191, %arg0 : tensor<16xf32>
    %193 = stablehlo.add %0, %192 : tensor<16xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %195 = stablehlo.add %193, %194 : tensor<16xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %198 = stablehlo.add %0, %197 : tensor<16xf32>
    %199 = stablehlo.multiply %195, %0 : tensor<16xf32>
    %200 = stablehlo.divide %198, %199 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %205 = stablehlo.negate %0 : tensor<16xf32>
    %206 = stablehlo.multiply %200, %205 : tensor<16xf32>
    %207 = stablehlo.subtract %204, %206 : tensor<16xf32>
    %208 = stablehlo.divide %207, %199 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209:15 = stablehlo.while(%iterArg = %190, %iterArg_71 = %200, %iterArg_72 = %201, %iterArg_73 = %192, %iterArg_74 = %195, %iterArg_75 = %cst_63, %iterArg_76 = %198, %iterArg_77 = %199, %iterArg_78 = %196, %iterArg_79 = %0, %iterArg_80 = %202, %iterArg_81 = %203, %iterArg_82 = %204, %iterArg_83 = %205, %iterArg_84 = %208) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %cst_85 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %239 = stablehlo.compare LT, %iterArg_75, %cst_85, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %240 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      %241 = stablehlo.and %239, %240 : tensor<i1>
      stablehlo.return %241 : tensor<i1>
    } do {
      %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %239 = stablehlo.add %iterArg_75, %cst_85 : tensor<f32>
      %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %240 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %241 = stablehlo.add %iterArg_73, %240 : tensor<16xf32>
      %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %242 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %243 = stablehlo.add %iterArg_74, %242 : tensor<16xf32>
      %244 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %245 = stablehlo.multiply %241, %244 : tensor<16xf32>
      %246 = stablehlo.multiply %iterArg_76, %243 : tensor<16xf32>
      %247 = stablehlo.multiply %iterArg_78, %245 : tensor<16xf32>
      %248 = stablehlo.subtract %246, %247 : tensor<16xf32>
      %249 = stablehlo.multiply %iterArg_77, %243 : tensor<16xf32>
      %250 = stablehlo.multiply %iterArg_79, %245 : tensor<16xf32>
      %251 = stablehlo.subtract %249, %250 : tensor<16xf32>
      %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %252 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %253 = stablehlo.compare NE, %251, %252, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %254 = stablehlo.divide %248, %251 : tensor<16xf32>
      %255 = stablehlo.subtract %iterArg_71, %254 : tensor<16xf32>
      %256 = stablehlo.divide %255, %254 : tensor<16xf32>
      %257 = stablehlo.abs %256 : tensor<16xf32>
      %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %258 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %259 = stablehlo.select %253, %257, %258 : tensor<16xi1>, tensor<16xf32>
      %260 = stablehlo.select %253, %254, %iterArg_71 : tensor<16xi1>, tensor<16xf32>
      %261 = stablehlo.multiply %iterArg_82, %243 : tensor<16xf32>
      %262 = stablehlo.subtract %261, %iterArg_76 : tensor<16xf32>
      %263 = stablehlo.multiply %iterArg_80, %245 : tensor<16xf32>
      %264 = stablehlo.subtract %262, %263 : tensor<16xf32>
      %265 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %266 = stablehlo.multiply %iterArg_78, %265 : tensor<16xf32>
      %267 = stablehlo.add %264, %266 : tensor<16xf32>
      %268 = stablehlo.multiply %iterArg_83, %243 : tensor<16xf32>
      %269 = stablehlo.subtract %268, %iterArg_77 : tensor<16xf32>
      %270 = stablehlo.multiply %iterArg_81, %245 : tensor<16xf32>
      %271 = stablehlo.subtract %269, %270 : tensor<16xf32>
      %272 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %273 = stablehlo.multiply %iterArg_79, %272 : tensor<16xf32>
      %274 = stablehlo.add %271, %273 : tensor<16xf32>
      %275 = stablehlo.multiply %260, %274 : tensor<16xf32>
      %276 = stablehlo.subtract %267, %275 : tensor<16xf32>
      %277 = stablehlo.divide %276, %251 : tensor<16xf32>
      %278 = stablehlo.select %253, %277, %iterArg_84 : tensor<16xi1>, tensor<16xf32>
      %279 = stablehlo.subtract %278, %iterArg_84 : tensor<16xf32>
      %280 = stablehlo.abs %279 : tensor<16xf32>
      %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %281 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %282 = stablehlo.select %253, %280, %281 : tensor<16xi1>, tensor<16xf32>
      %283 = stablehlo.abs %248 : tensor<16xf32>
      %cst_91 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<f32>
      %285 = stablehlo.divide %284, %cst_91 : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %287 = stablehlo.compare GT, %283, %286, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %cst_93 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %288 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %289 = stablehlo.multiply %iterArg_76, %288 : tensor<16xf32>
      %290 = stablehlo.select %287, %289, %iterArg_76 : tensor<16xi1>, tensor<16xf32>
      %cst_94 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %291 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %292 = stablehlo.multiply %248, %291 : tensor<16xf32>
      %293 = stablehlo.select %287, %292, %248 : tensor<16xi1>, tensor<16xf32>
      %cst_95 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %294 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %295 = stablehlo.multiply %iterArg_77, %294 : tensor<16xf32>
      %296 = stablehlo.select %287, %295, %iterArg_77 : tensor<16xi1>, tensor<16xf32>
      %cst_96 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %297 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %298 = stablehlo.multiply %251, %297 : tensor<16xf32>
      %299 = stablehlo.select %287, %298, %251 : tensor<16xi1>, tensor<16xf32>
      %cst_97 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %300 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %301 = stablehlo.multiply %iterArg_82, %300 : tensor<16xf32>
      %302 = stablehlo.select %287, %301, %iterArg_82 : tensor<16xi1>, tensor<16xf32>
      %cst_98 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %303 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %304 = stablehlo.multiply %iterArg_83, %303 : tensor<16xf32>
      %305 = stablehlo.select %287, %304, %iterArg_83 : tensor<16xi1>, tensor<16xf32>
      %cst_99 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %306 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %307 = stablehlo.multiply %267, %306 : tensor<16xf32>
      %308 = stablehlo.select %287, %307, %267 : tensor<16xi1>, tensor<16xf32>
      %cst_100 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %309 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %310 = stablehlo.multiply %274, %309 : tensor<16xf32>
      %311 = stablehlo.select %287, %310, %274 : tensor<16xi1>, tensor<16xf32>
      %cst_101 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %312 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %313 = stablehlo.compare GT, %282, %312, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %314 = stablehlo.and %iterArg, %313 : tensor<16xi1>
      %315 = stablehlo.select %iterArg, %260, %iterArg_71 : tensor<16xi1>, tensor<16xf32>
      %316 = stablehlo.select %iterArg, %259, %iterArg_72 : tensor<16xi1>, tensor<16xf32>
      %317 = stablehlo.select %iterArg, %241, %iterArg_73 : tensor<16xi1>, tensor<16xf32>
      %318 = stablehlo.select %iterArg, %243, %iterArg_74 : tensor<16xi1>, tensor<16xf32>
      %319 = stablehlo.select %iterArg, %293, %iterArg_76 : tensor<16xi1>, tensor<16xf32>
      %320 = stablehlo.select %iterArg, %299, %iterArg_77 : tensor<16xi1>, tensor<16xf32>
      %321 = stablehlo.select %iterArg, %290, %iterArg_78 : tensor<16xi1>, tensor<16xf32>
      %322 = stablehlo.select %iterArg, %296, %iterArg_79 : tensor<16xi1>, tensor<16xf32>
      %323 = stablehlo.select %iterArg, %302, %iterArg_80 : tensor<16xi1>, tensor<16xf32>
      %324 = stablehlo.select %iterArg, %305, %iterArg_81 : tensor<16xi1>, tensor<16xf32>
      %325 = stablehlo.select %iterArg, %308, %iterArg_82 : tensor<16xi1>, tensor<16xf32>
      %326 = stablehlo.select %iterArg, %311, %iterArg_83 : tensor<16xi1>, tensor<16xf32>
      %327 = stablehlo.select %iterArg, %278, %iterArg_84 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %314, %315, %316, %317, %318, %239, %319, %320, %321, %322, %323, %324, %325, %326, %327 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %210 = stablehlo.log %0 : tensor<16xf32>
    %211 = chlo.digamma %arg0 : tensor<16xf32> -> tensor<16xf32>
    %212 = stablehlo.subtract %210, %211 : tensor<16xf32>
    %213 = stablehlo.multiply %209#1, %212 : tensor<16xf32>
    %214 = stablehlo.add %213, %209#14 : tensor<16xf32>
    %215 = stablehlo.multiply %185, %214 : tensor<16xf32>
    %216 = stablehlo.negate %215 : tensor<16xf32>
    %217 = stablehlo.not %175 : tensor<16xi1>
    %218 = stablehlo.and %189, %217 : tensor<16xi1>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %223:7 = stablehlo.while(%iterArg = %218, %iterArg_71 = %arg0, %iterArg_72 = %219, %iterArg_73 = %220, %iterArg_74 = %0, %iterArg_75 = %221, %iterArg_76 = %222) : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %239 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %239 : tensor<i1>
    } do {
      %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %239 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %240 = stablehlo.add %iterArg_71, %239 : tensor<16xf32>
      %241 = stablehlo.divide %iterArg_74, %240 : tensor<16xf32>
      %242 = stablehlo.multiply %iterArg_75, %241 : tensor<16xf32>
      %243 = stablehlo.multiply %iterArg_72, %iterArg_74 : tensor<16xf32>
      %244 = stablehlo.multiply %240, %240 : tensor<16xf32>
      %245 = stablehlo.divide %243, %244 : tensor<16xf32>
      %246 = stablehlo.subtract %242, %245 : tensor<16xf32>
      %247 = stablehlo.add %iterArg_76, %246 : tensor<16xf32>
      %248 = stablehlo.divide %iterArg_74, %240 : tensor<16xf32>
      %249 = stablehlo.multiply %iterArg_72, %248 : tensor<16xf32>
      %250 = stablehlo.add %iterArg_73, %249 : tensor<16xf32>
      %251 = stablehlo.divide %246, %247 : tensor<16xf32>
      %252 = stablehlo.abs %251 : tensor<16xf32>
      %cst_78 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %253 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %254 = stablehlo.compare GT, %252, %253, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %255 = stablehlo.and %iterArg, %254 : tensor<16xi1>
      %256 = stablehlo.select %iterArg, %240, %iterArg_71 : tensor<16xi1>, tensor<16xf32>
      %257 = stablehlo.select %iterArg, %249, %iterArg_72 : tensor<16xi1>, tensor<16xf32>
      %258 = stablehlo.select %iterArg, %250, %iterArg_73 : tensor<16xi1>, tensor<16xf32>
      %259 = stablehlo.select %iterArg, %iterArg_74, %iterArg_74 : tensor<16xi1>, tensor<16xf32>
      %260 = stablehlo.select %iterArg, %246, %iterArg_75 : tensor<16xi1>, tensor<16xf32>
      %261 = stablehlo.select %iterArg, %247, %iterArg_76 : tensor<16xi1>, tensor<16xf32>
      stablehlo.return %255, %256, %257, %258, %259, %260, %261 : tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
    }
    %224 = stablehlo.log %0 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %226 = stablehlo.add %arg0, %225 : tensor<16xf32>
    %227 = chlo.digamma %226 : tensor<16xf32> -> tensor<16xf32>
    %228 = stablehlo.subtract %224, %227 : tensor<16xf32>
    %229 = stablehlo.multiply %223#3, %228 : tensor<16xf32>
    %230 = stablehlo.add %229, %223#6 : tensor<16xf32>
    %231 = stablehlo.multiply %185, %230 : tensor<16xf32>
    %232 = stablehlo.divide %231, %arg0 : tensor<16xf32>
    %233 = stablehlo.select %175, %216, %232 : tensor<16xi1>, tensor<16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %235 = stablehlo.select %166, %234, %233 : tensor<16xi1>, tensor<16xf32>
    %236 = stablehlo.or %171, %164 : tensor<16xi1>
    %cst_70 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %238 = stablehlo.select %236, %237, %235 : tensor<16xi1>, tensor<16xf32>
    return %81, %161, %238 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
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
}
