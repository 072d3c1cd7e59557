module @jit_special2_nested attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}, tensor<4xf32> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<4xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = call @"<lambda>"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:4 = stablehlo.while(%iterArg = %0, %iterArg_57 = %c, %iterArg_58 = %cst, %iterArg_59 = %2) : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
    cond {
      %c_60 = stablehlo.constant dense<4> : tensor<i32>
      %210 = stablehlo.compare LT, %iterArg_57, %c_60, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %210 : tensor<i1>
    } do {
      %210 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_57) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %211 = func.call @lgamma_impl_5(%210) : (tensor<f32>) -> tensor<f32>
      %212 = stablehlo.add %iterArg_58, %211 : tensor<f32>
      %213 = stablehlo.add %210, %iterArg_58 : tensor<f32>
      %214 = func.call @lgamma_impl_5(%213) : (tensor<f32>) -> tensor<f32>
      %215 = func.call @dynamic_update_index_in_dim(%iterArg_59, %214, %iterArg_57) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_60 = stablehlo.constant dense<1> : tensor<i32>
      %216 = stablehlo.add %iterArg_57, %c_60 : tensor<i32>
      stablehlo.return %iterArg, %216, %212, %215 : tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>
    }
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.compare GT, %3#2, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.convert %4 : (tensor<i1>) -> tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %210 = stablehlo.abs %0 : tensor<4xf32>
      %211 = stablehlo.compare NE, %210, %210, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %212 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %213 = stablehlo.or %211, %212 : tensor<4xi1>
      %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %214 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %215 = stablehlo.compare EQ, %210, %214, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %216 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %217 = stablehlo.compare EQ, %arg1, %216, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_59 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %218 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %219 = stablehlo.compare EQ, %arg1, %218, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_60 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %220 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %221 = stablehlo.compare EQ, %210, %220, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %222 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %223 = stablehlo.compare LT, %arg1, %222, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %224 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %225 = stablehlo.compare LT, %210, %224, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %226 = stablehlo.and %215, %217 : tensor<4xi1>
      %227 = stablehlo.and %221, %219 : tensor<4xi1>
      %228 = stablehlo.or %223, %225 : tensor<4xi1>
      %229 = stablehlo.or %228, %226 : tensor<4xi1>
      %230 = stablehlo.or %229, %227 : tensor<4xi1>
      %231 = stablehlo.or %230, %213 : tensor<4xi1>
      %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %232 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %233 = stablehlo.compare LT, %arg1, %232, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %234 = stablehlo.compare LT, %arg1, %210, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %235 = stablehlo.or %233, %234 : tensor<4xi1>
      %236 = stablehlo.log %arg1 : tensor<4xf32>
      %237 = stablehlo.multiply %210, %236 : tensor<4xf32>
      %238 = stablehlo.subtract %237, %arg1 : tensor<4xf32>
      %239 = func.call @lgamma_impl(%210) : (tensor<4xf32>) -> tensor<4xf32>
      %240 = stablehlo.subtract %238, %239 : tensor<4xf32>
      %cst_64 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
      %241 = stablehlo.log %cst_64 : tensor<f32>
      %242 = stablehlo.negate %241 : tensor<f32>
      %243 = stablehlo.broadcast_in_dim %242, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %244 = stablehlo.compare LT, %240, %243, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %245 = stablehlo.or %231, %244 : tensor<4xi1>
      %246 = stablehlo.or %245, %219 : tensor<4xi1>
      %247 = stablehlo.or %246, %215 : tensor<4xi1>
      %248 = stablehlo.or %247, %221 : tensor<4xi1>
      %249 = stablehlo.not %248 : tensor<4xi1>
      %250 = stablehlo.exponential %240 : tensor<4xf32>
      %251 = stablehlo.and %249, %235 : tensor<4xi1>
      %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %252 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %253 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %254 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %255 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %256:7 = stablehlo.while(%iterArg = %251, %iterArg_82 = %210, %iterArg_83 = %252, %iterArg_84 = %253, %iterArg_85 = %arg1, %iterArg_86 = %254, %iterArg_87 = %255) : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
      cond {
        %c_88 = stablehlo.constant dense<false> : tensor<i1>
        %291 = stablehlo.reduce(%iterArg init: %c_88) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %291 : tensor<i1>
      } do {
        %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %291 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %292 = stablehlo.add %iterArg_82, %291 : tensor<4xf32>
        %293 = stablehlo.divide %iterArg_85, %292 : tensor<4xf32>
        %294 = stablehlo.multiply %iterArg_86, %293 : tensor<4xf32>
        %295 = stablehlo.multiply %iterArg_83, %iterArg_85 : tensor<4xf32>
        %296 = stablehlo.multiply %292, %292 : tensor<4xf32>
        %297 = stablehlo.divide %295, %296 : tensor<4xf32>
        %298 = stablehlo.subtract %294, %297 : tensor<4xf32>
        %299 = stablehlo.add %iterArg_87, %298 : tensor<4xf32>
        %300 = stablehlo.divide %iterArg_85, %292 : tensor<4xf32>
        %301 = stablehlo.multiply %iterArg_83, %300 : tensor<4xf32>
        %302 = stablehlo.add %iterArg_84, %301 : tensor<4xf32>
        %303 = stablehlo.divide %301, %302 : tensor<4xf32>
        %cst_89 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %304 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %305 = stablehlo.compare GT, %303, %304, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %306 = stablehlo.and %iterArg, %305 : tensor<4xi1>
        %307 = stablehlo.select %iterArg, %292, %iterArg_82 : tensor<4xi1>, tensor<4xf32>
        %308 = stablehlo.select %iterArg, %301, %iterArg_83 : tensor<4xi1>, tensor<4xf32>
        %309 = stablehlo.select %iterArg, %302, %iterArg_84 : tensor<4xi1>, tensor<4xf32>
        %310 = stablehlo.select %iterArg, %iterArg_85, %iterArg_85 : tensor<4xi1>, tensor<4xf32>
        %311 = stablehlo.select %iterArg, %298, %iterArg_86 : tensor<4xi1>, tensor<4xf32>
        %312 = stablehlo.select %iterArg, %299, %iterArg_87 : tensor<4xi1>, tensor<4xf32>
        stablehlo.return %306, %307, %308, %309, %310, %311, %312 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
      }
      %257 = stablehlo.multiply %256#3, %250 : tensor<4xf32>
      %258 = stablehlo.divide %257, %210 : tensor<4xf32>
      %259 = stablehlo.not %235 : tensor<4xi1>
      %260 = stablehlo.and %249, %259 : tensor<4xi1>
      %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %261 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %262 = stablehlo.subtract %261, %210 : tensor<4xf32>
      %263 = stablehlo.add %arg1, %262 : tensor<4xf32>
      %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %264 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %265 = stablehlo.add %263, %264 : tensor<4xf32>
      %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %267 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %268 = stablehlo.add %arg1, %267 : tensor<4xf32>
      %269 = stablehlo.multiply %265, %arg1 : tensor<4xf32>
      %270 = stablehlo.divide %268, %269 : tensor<4xf32>
      %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %271 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %272 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %273 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %274 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %275 = stablehlo.negate %arg1 : tensor<4xf32>
      %276 = stablehlo.multiply %270, %275 : tensor<4xf32>
      %277 = stablehlo.subtract %274, %276 : tensor<4xf32>
      %278 = stablehlo.divide %277, %269 : tensor<4xf32>
      %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %279:15 = stablehlo.while(%iterArg = %260, %iterArg_82 = %270, %iterArg_83 = %271, %iterArg_84 = %262, %iterArg_85 = %265, %iterArg_86 = %cst_77, %iterArg_87 = %268, %iterArg_88 = %269, %iterArg_89 = %266, %iterArg_90 = %arg1, %iterArg_91 = %272, %iterArg_92 = %273, %iterArg_93 = %274, %iterArg_94 = %275, %iterArg_95 = %278) : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
      cond {
        %cst_96 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
        %291 = stablehlo.compare LT, %iterArg_86, %cst_96, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %c_97 = stablehlo.constant dense<false> : tensor<i1>
        %292 = stablehlo.reduce(%iterArg init: %c_97) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %293 = stablehlo.and %291, %292 : tensor<i1>
        stablehlo.return %293 : tensor<i1>
      } do {
        %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %291 = stablehlo.add %iterArg_86, %cst_96 : tensor<f32>
        %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %292 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %293 = stablehlo.add %iterArg_84, %292 : tensor<4xf32>
        %cst_98 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %294 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %295 = stablehlo.add %iterArg_85, %294 : tensor<4xf32>
        %296 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %297 = stablehlo.multiply %293, %296 : tensor<4xf32>
        %298 = stablehlo.multiply %iterArg_87, %295 : tensor<4xf32>
        %299 = stablehlo.multiply %iterArg_89, %297 : tensor<4xf32>
        %300 = stablehlo.subtract %298, %299 : tensor<4xf32>
        %301 = stablehlo.multiply %iterArg_88, %295 : tensor<4xf32>
        %302 = stablehlo.multiply %iterArg_90, %297 : tensor<4xf32>
        %303 = stablehlo.subtract %301, %302 : tensor<4xf32>
        %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %304 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %305 = stablehlo.compare NE, %303, %304, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %306 = stablehlo.divide %300, %303 : tensor<4xf32>
        %307 = stablehlo.subtract %iterArg_82, %306 : tensor<4xf32>
        %308 = stablehlo.divide %307, %306 : tensor<4xf32>
        %309 = stablehlo.abs %308 : tensor<4xf32>
        %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %310 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %311 = stablehlo.select %305, %309, %310 : tensor<4xi1>, tensor<4xf32>
        %312 = stablehlo.select %305, %306, %iterArg_82 : tensor<4xi1>, tensor<4xf32>
        %313 = stablehlo.multiply %iterArg_93, %295 : tensor<4xf32>
        %314 = stablehlo.subtract %313, %iterArg_87 : tensor<4xf32>
        %315 = stablehlo.multiply %iterArg_91, %297 : tensor<4xf32>
        %316 = stablehlo.subtract %314, %315 : tensor<4xf32>
        %317 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %318 = stablehlo.multiply %iterArg_89, %317 : tensor<4xf32>
        %319 = stablehlo.add %316, %318 : tensor<4xf32>
        %320 = stablehlo.multiply %iterArg_94, %295 : tensor<4xf32>
        %321 = stablehlo.subtract %320, %iterArg_88 : tensor<4xf32>
        %322 = stablehlo.multiply %iterArg_92, %297 : tensor<4xf32>
        %323 = stablehlo.subtract %321, %322 : tensor<4xf32>
        %324 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %325 = stablehlo.multiply %iterArg_90, %324 : tensor<4xf32>
        %326 = stablehlo.add %323, %325 : tensor<4xf32>
        %327 = stablehlo.multiply %312, %326 : tensor<4xf32>
        %328 = stablehlo.subtract %319, %327 : tensor<4xf32>
        %329 = stablehlo.divide %328, %303 : tensor<4xf32>
        %330 = stablehlo.select %305, %329, %iterArg_95 : tensor<4xi1>, tensor<4xf32>
        %331 = stablehlo.subtract %330, %iterArg_95 : tensor<4xf32>
        %332 = stablehlo.abs %331 : tensor<4xf32>
        %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %333 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %334 = stablehlo.select %305, %332, %333 : tensor<4xi1>, tensor<4xf32>
        %335 = stablehlo.abs %300 : tensor<4xf32>
        %cst_102 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %336 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<f32>
        %337 = stablehlo.divide %336, %cst_102 : tensor<f32>
        %338 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %339 = stablehlo.compare GT, %335, %338, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %cst_104 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %340 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %341 = stablehlo.multiply %iterArg_87, %340 : tensor<4xf32>
        %342 = stablehlo.select %339, %341, %iterArg_87 : tensor<4xi1>, tensor<4xf32>
        %cst_105 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %343 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %344 = stablehlo.multiply %300, %343 : tensor<4xf32>
        %345 = stablehlo.select %339, %344, %300 : tensor<4xi1>, tensor<4xf32>
        %cst_106 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %346 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %347 = stablehlo.multiply %iterArg_88, %346 : tensor<4xf32>
        %348 = stablehlo.select %339, %347, %iterArg_88 : tensor<4xi1>, tensor<4xf32>
        %cst_107 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %349 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %350 = stablehlo.multiply %303, %349 : tensor<4xf32>
        %351 = stablehlo.select %339, %350, %303 : tensor<4xi1>, tensor<4xf32>
        %cst_108 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %352 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %353 = stablehlo.multiply %iterArg_93, %352 : tensor<4xf32>
        %354 = stablehlo.select %339, %353, %iterArg_93 : tensor<4xi1>, tensor<4xf32>
        %cst_109 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %355 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %356 = stablehlo.multiply %iterArg_94, %355 : tensor<4xf32>
        %357 = stablehlo.select %339, %356, %iterArg_94 : tensor<4xi1>, tensor<4xf32>
        %cst_110 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %358 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %359 = stablehlo.multiply %319, %358 : tensor<4xf32>
        %360 = stablehlo.select %339, %359, %319 : tensor<4xi1>, tensor<4xf32>
        %cst_111 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %361 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %362 = stablehlo.multiply %326, %361 : tensor<4xf32>
        %363 = stablehlo.select %339, %362, %326 : tensor<4xi1>, tensor<4xf32>
        %cst_112 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %364 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %365 = stablehlo.compare GT, %311, %364, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %366 = stablehlo.and %iterArg, %365 : tensor<4xi1>
        %367 = stablehlo.select %iterArg, %312, %iterArg_82 : tensor<4xi1>, tensor<4xf32>
        %368 = stablehlo.select %iterArg, %311, %iterArg_83 : tensor<4xi1>, tensor<4xf32>
        %369 = stablehlo.select %iterArg, %293, %iterArg_84 : tensor<4xi1>, tensor<4xf32>
        %370 = stablehlo.select %iterArg, %295, %iterArg_85 : tensor<4xi1>, tensor<4xf32>
        %371 = stablehlo.select %iterArg, %345, %iterArg_87 : tensor<4xi1>, tensor<4xf32>
        %372 = stablehlo.select %iterArg, %351, %iterArg_88 : tensor<4xi1>, tensor<4xf32>
        %373 = stablehlo.select %iterArg, %342, %iterArg_89 : tensor<4xi1>, tensor<4xf32>
        %374 = stablehlo.select %iterArg, %348, %iterArg_90 : tensor<4xi1>, tensor<4xf32>
        %375 = stablehlo.select %iterArg, %354, %iterArg_91 : tensor<4xi1>, tensor<4xf32>
        %376 = stablehlo.select %iterArg, %357, %iterArg_92 : tensor<4xi1>, tensor<4xf32>
        %377 = stablehlo.select %iterArg, %360, %iterArg_93 : tensor<4xi1>, tensor<4xf32>
        %378 = stablehlo.select %iterArg, %363, %iterArg_94 : tensor<4xi1>, tensor<4xf32>
        %379 = stablehlo.select %iterArg, %330, %iterArg_95 : tensor<4xi1>, tensor<4xf32>
        stablehlo.return %366, %367, %368, %369, %370, %291, %371, %372, %373, %374, %375, %376, %377, %378, %379 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
      }
      %280 = stablehlo.multiply %279#1, %250 : tensor<4xf32>
      %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %281 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %282 = stablehlo.subtract %281, %258 : tensor<4xf32>
      %283 = stablehlo.select %235, %282, %280 : tensor<4xi1>, tensor<4xf32>
      %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %285 = stablehlo.select %221, %284, %283 : tensor<4xi1>, tensor<4xf32>
      %286 = stablehlo.or %219, %215 : tensor<4xi1>
      %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %287 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %288 = stablehlo.select %286, %287, %285 : tensor<4xi1>, tensor<4xf32>
      %cst_81 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %289 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %290 = stablehlo.select %231, %289, %288 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %290 : tensor<4xf32>
    }, {
      %210 = stablehlo.abs %0 : tensor<4xf32>
      %211 = stablehlo.compare NE, %210, %210, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %212 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %213 = stablehlo.or %211, %212 : tensor<4xi1>
      %cst_57 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %214 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %215 = stablehlo.compare EQ, %arg1, %214, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_58 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %216 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %217 = stablehlo.compare EQ, %210, %216, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %218 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %219 = stablehlo.compare EQ, %210, %218, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %220 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %221 = stablehlo.compare EQ, %arg1, %220, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %222 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %223 = stablehlo.compare LT, %arg1, %222, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %224 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %225 = stablehlo.compare LT, %210, %224, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %226 = stablehlo.and %219, %221 : tensor<4xi1>
      %227 = stablehlo.and %217, %215 : tensor<4xi1>
      %228 = stablehlo.or %223, %225 : tensor<4xi1>
      %229 = stablehlo.or %228, %226 : tensor<4xi1>
      %230 = stablehlo.or %229, %227 : tensor<4xi1>
      %231 = stablehlo.or %230, %213 : tensor<4xi1>
      %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %232 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %233 = stablehlo.compare GE, %arg1, %232, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %234 = stablehlo.compare GT, %arg1, %210, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %235 = stablehlo.and %233, %234 : tensor<4xi1>
      %236 = stablehlo.log %arg1 : tensor<4xf32>
      %237 = stablehlo.multiply %210, %236 : tensor<4xf32>
      %238 = stablehlo.subtract %237, %arg1 : tensor<4xf32>
      %239 = func.call @lgamma_impl(%210) : (tensor<4xf32>) -> tensor<4xf32>
      %240 = stablehlo.subtract %238, %239 : tensor<4xf32>
      %cst_64 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
      %241 = stablehlo.log %cst_64 : tensor<f32>
      %242 = stablehlo.negate %241 : tensor<f32>
      %243 = stablehlo.broadcast_in_dim %242, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %244 = stablehlo.compare LT, %240, %243, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %245 = stablehlo.exponential %240 : tensor<4xf32>
      %246 = stablehlo.or %221, %231 : tensor<4xi1>
      %247 = stablehlo.or %246, %244 : tensor<4xi1>
      %248 = stablehlo.or %247, %215 : tensor<4xi1>
      %249 = stablehlo.or %248, %217 : tensor<4xi1>
      %250 = stablehlo.not %249 : tensor<4xi1>
      %251 = stablehlo.and %250, %235 : tensor<4xi1>
      %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %252 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %253 = stablehlo.subtract %252, %210 : tensor<4xf32>
      %254 = stablehlo.add %arg1, %253 : tensor<4xf32>
      %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %255 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %256 = stablehlo.add %254, %255 : tensor<4xf32>
      %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %257 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %258 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %259 = stablehlo.add %arg1, %258 : tensor<4xf32>
      %260 = stablehlo.multiply %256, %arg1 : tensor<4xf32>
      %261 = stablehlo.divide %259, %260 : tensor<4xf32>
      %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %262 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %263 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %264 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %265 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %266 = stablehlo.negate %arg1 : tensor<4xf32>
      %267 = stablehlo.multiply %261, %266 : tensor<4xf32>
      %268 = stablehlo.subtract %265, %267 : tensor<4xf32>
      %269 = stablehlo.divide %268, %260 : tensor<4xf32>
      %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %270:15 = stablehlo.while(%iterArg = %251, %iterArg_83 = %261, %iterArg_84 = %262, %iterArg_85 = %253, %iterArg_86 = %256, %iterArg_87 = %cst_73, %iterArg_88 = %259, %iterArg_89 = %260, %iterArg_90 = %257, %iterArg_91 = %arg1, %iterArg_92 = %263, %iterArg_93 = %264, %iterArg_94 = %265, %iterArg_95 = %266, %iterArg_96 = %269) : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
      cond {
        %cst_97 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
        %292 = stablehlo.compare LT, %iterArg_87, %cst_97, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %c_98 = stablehlo.constant dense<false> : tensor<i1>
        %293 = stablehlo.reduce(%iterArg init: %c_98) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        %294 = stablehlo.and %292, %293 : tensor<i1>
        stablehlo.return %294 : tensor<i1>
      } do {
        %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %292 = stablehlo.add %iterArg_87, %cst_97 : tensor<f32>
        %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %293 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %294 = stablehlo.add %iterArg_85, %293 : tensor<4xf32>
        %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %295 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %296 = stablehlo.add %iterArg_86, %295 : tensor<4xf32>
        %297 = stablehlo.broadcast_in_dim %292, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %298 = stablehlo.multiply %294, %297 : tensor<4xf32>
        %299 = stablehlo.multiply %iterArg_88, %296 : tensor<4xf32>
        %300 = stablehlo.multiply %iterArg_90, %298 : tensor<4xf32>
        %301 = stablehlo.subtract %299, %300 : tensor<4xf32>
        %302 = stablehlo.multiply %iterArg_89, %296 : tensor<4xf32>
        %303 = stablehlo.multiply %iterArg_91, %298 : tensor<4xf32>
        %304 = stablehlo.subtract %302, %303 : tensor<4xf32>
        %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %305 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %306 = stablehlo.compare NE, %304, %305, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %307 = stablehlo.divide %301, %304 : tensor<4xf32>
        %308 = stablehlo.subtract %iterArg_83, %307 : tensor<4xf32>
        %309 = stablehlo.divide %308, %307 : tensor<4xf32>
        %310 = stablehlo.abs %309 : tensor<4xf32>
        %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %311 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %312 = stablehlo.select %306, %310, %311 : tensor<4xi1>, tensor<4xf32>
        %313 = stablehlo.select %306, %307, %iterArg_83 : tensor<4xi1>, tensor<4xf32>
        %314 = stablehlo.multiply %iterArg_94, %296 : tensor<4xf32>
        %315 = stablehlo.subtract %314, %iterArg_88 : tensor<4xf32>
        %316 = stablehlo.multiply %iterArg_92, %298 : tensor<4xf32>
        %317 = stablehlo.subtract %315, %316 : tensor<4xf32>
        %318 = stablehlo.broadcast_in_dim %292, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %319 = stablehlo.multiply %iterArg_90, %318 : tensor<4xf32>
        %320 = stablehlo.add %317, %319 : tensor<4xf32>
        %321 = stablehlo.multiply %iterArg_95, %296 : tensor<4xf32>
        %322 = stablehlo.subtract %321, %iterArg_89 : tensor<4xf32>
        %323 = stablehlo.multiply %iterArg_93, %298 : tensor<4xf32>
        %324 = stablehlo.subtract %322, %323 : tensor<4xf32>
        %325 = stablehlo.broadcast_in_dim %292, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %326 = stablehlo.multiply %iterArg_91, %325 : tensor<4xf32>
        %327 = stablehlo.add %324, %326 : tensor<4xf32>
        %328 = stablehlo.multiply %313, %327 : tensor<4xf32>
        %329 = stablehlo.subtract %320, %328 : tensor<4xf32>
        %330 = stablehlo.divide %329, %304 : tensor<4xf32>
        %331 = stablehlo.select %306, %330, %iterArg_96 : tensor<4xi1>, tensor<4xf32>
        %332 = stablehlo.subtract %331, %iterArg_96 : tensor<4xf32>
        %333 = stablehlo.abs %332 : tensor<4xf32>
        %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %334 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %335 = stablehlo.select %306, %333, %334 : tensor<4xi1>, tensor<4xf32>
        %336 = stablehlo.abs %301 : tensor<4xf32>
        %cst_103 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %337 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<f32>
        %338 = stablehlo.divide %337, %cst_103 : tensor<f32>
        %339 = stablehlo.broadcast_in_dim %338, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %340 = stablehlo.compare GT, %336, %339, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %cst_105 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %341 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %342 = stablehlo.multiply %iterArg_88, %341 : tensor<4xf32>
        %343 = stablehlo.select %340, %342, %iterArg_88 : tensor<4xi1>, tensor<4xf32>
        %cst_106 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %344 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %345 = stablehlo.multiply %301, %344 : tensor<4xf32>
        %346 = stablehlo.select %340, %345, %301 : tensor<4xi1>, tensor<4xf32>
        %cst_107 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %347 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %348 = stablehlo.multiply %iterArg_89, %347 : tensor<4xf32>
        %349 = stablehlo.select %340, %348, %iterArg_89 : tensor<4xi1>, tensor<4xf32>
        %cst_108 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %350 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %351 = stablehlo.multiply %304, %350 : tensor<4xf32>
        %352 = stablehlo.select %340, %351, %304 : tensor<4xi1>, tensor<4xf32>
        %cst_109 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %353 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %354 = stablehlo.multiply %iterArg_94, %353 : tensor<4xf32>
        %355 = stablehlo.select %340, %354, %iterArg_94 : tensor<4xi1>, tensor<4xf32>
        %cst_110 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %356 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %357 = stablehlo.multiply %iterArg_95, %356 : tensor<4xf32>
        %358 = stablehlo.select %340, %357, %iterArg_95 : tensor<4xi1>, tensor<4xf32>
        %cst_111 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %359 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %360 = stablehlo.multiply %320, %359 : tensor<4xf32>
        %361 = stablehlo.select %340, %360, %320 : tensor<4xi1>, tensor<4xf32>
        %cst_112 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %362 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %363 = stablehlo.multiply %327, %362 : tensor<4xf32>
        %364 = stablehlo.select %340, %363, %327 : tensor<4xi1>, tensor<4xf32>
        %cst_113 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %365 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %366 = stablehlo.compare GT, %312, %365, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %367 = stablehlo.and %iterArg, %366 : tensor<4xi1>
        %368 = stablehlo.select %iterArg, %313, %iterArg_83 : tensor<4xi1>, tensor<4xf32>
        %369 = stablehlo.select %iterArg, %312, %iterArg_84 : tensor<4xi1>, tensor<4xf32>
        %370 = stablehlo.select %iterArg, %294, %iterArg_85 : tensor<4xi1>, tensor<4xf32>
        %371 = stablehlo.select %iterArg, %296, %iterArg_86 : tensor<4xi1>, tensor<4xf32>
        %372 = stablehlo.select %iterArg, %346, %iterArg_88 : tensor<4xi1>, tensor<4xf32>
        %373 = stablehlo.select %iterArg, %352, %iterArg_89 : tensor<4xi1>, tensor<4xf32>
        %374 = stablehlo.select %iterArg, %343, %iterArg_90 : tensor<4xi1>, tensor<4xf32>
        %375 = stablehlo.select %iterArg, %349, %iterArg_91 : tensor<4xi1>, tensor<4xf32>
        %376 = stablehlo.select %iterArg, %355, %iterArg_92 : tensor<4xi1>, tensor<4xf32>
        %377 = stablehlo.select %iterArg, %358, %iterArg_93 : tensor<4xi1>, tensor<4xf32>
        %378 = stablehlo.select %iterArg, %361, %iterArg_94 : tensor<4xi1>, tensor<4xf32>
        %379 = stablehlo.select %iterArg, %364, %iterArg_95 : tensor<4xi1>, tensor<4xf32>
        %380 = stablehlo.select %iterArg, %331, %iterArg_96 : tensor<4xi1>, tensor<4xf32>
        stablehlo.return %367, %368, %369, %370, %371, %292, %372, %373, %374, %375, %376, %377, %378, %379, %380 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
      }
      %271 = stablehlo.multiply %270#1, %245 : tensor<4xf32>
      %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %272 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %273 = stablehlo.subtract %272, %271 : tensor<4xf32>
      %274 = stablehlo.not %235 : tensor<4xi1>
      %275 = stablehlo.and %250, %274 : tensor<4xi1>
      %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %276 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %277 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %278 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %279 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %280:7 = stablehlo.while(%iterArg = %275, %iterArg_83 = %210, %iterArg_84 = %276, %iterArg_85 = %277, %iterArg_86 = %arg1, %iterArg_87 = %278, %iterArg_88 = %279) : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
      cond {
        %c_89 = stablehlo.constant dense<false> : tensor<i1>
        %292 = stablehlo.reduce(%iterArg init: %c_89) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %292 : tensor<i1>
      } do {
        %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %292 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %293 = stablehlo.add %iterArg_83, %292 : tensor<4xf32>
        %294 = stablehlo.divide %iterArg_86, %293 : tensor<4xf32>
        %295 = stablehlo.multiply %iterArg_87, %294 : tensor<4xf32>
        %296 = stablehlo.multiply %iterArg_84, %iterArg_86 : tensor<4xf32>
        %297 = stablehlo.multiply %293, %293 : tensor<4xf32>
        %298 = stablehlo.divide %296, %297 : tensor<4xf32>
        %299 = stablehlo.subtract %295, %298 : tensor<4xf32>
        %300 = stablehlo.add %iterArg_88, %299 : tensor<4xf32>
        %301 = stablehlo.divide %iterArg_86, %293 : tensor<4xf32>
        %302 = stablehlo.multiply %iterArg_84, %301 : tensor<4xf32>
        %303 = stablehlo.add %iterArg_85, %302 : tensor<4xf32>
        %304 = stablehlo.divide %302, %303 : tensor<4xf32>
        %cst_90 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %305 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %306 = stablehlo.compare GT, %304, %305, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %307 = stablehlo.and %iterArg, %306 : tensor<4xi1>
        %308 = stablehlo.select %iterArg, %293, %iterArg_83 : tensor<4xi1>, tensor<4xf32>
        %309 = stablehlo.select %iterArg, %302, %iterArg_84 : tensor<4xi1>, tensor<4xf32>
        %310 = stablehlo.select %iterArg, %303, %iterArg_85 : tensor<4xi1>, tensor<4xf32>
        %311 = stablehlo.select %iterArg, %iterArg_86, %iterArg_86 : tensor<4xi1>, tensor<4xf32>
        %312 = stablehlo.select %iterArg, %299, %iterArg_87 : tensor<4xi1>, tensor<4xf32>
        %313 = stablehlo.select %iterArg, %300, %iterArg_88 : tensor<4xi1>, tensor<4xf32>
        stablehlo.return %307, %308, %309, %310, %311, %312, %313 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
      }
      %281 = stablehlo.multiply %280#3, %245 : tensor<4xf32>
      %282 = stablehlo.divide %281, %210 : tensor<4xf32>
      %283 = stablehlo.select %235, %273, %282 : tensor<4xi1>, tensor<4xf32>
      %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %285 = stablehlo.select %217, %284, %283 : tensor<4xi1>, tensor<4xf32>
      %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %287 = stablehlo.select %221, %286, %285 : tensor<4xi1>, tensor<4xf32>
      %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %288 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %289 = stablehlo.select %215, %288, %287 : tensor<4xi1>, tensor<4xf32>
      %cst_82 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %291 = stablehlo.select %231, %290, %289 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %291 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %7 = call @lgamma_impl(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.compare EQ, %arg1, %8, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_3 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.compare EQ, %arg1, %10, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %12 = stablehlo.or %9, %11 : tensor<4xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.compare EQ, %arg1, %13, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.compare EQ, %arg1, %15, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %17 = stablehlo.or %14, %16 : tensor<4xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.compare EQ, %arg1, %18, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.compare EQ, %arg1, %20, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %22 = stablehlo.not %19 : tensor<4xi1>
    %23 = stablehlo.not %21 : tensor<4xi1>
    %24 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %25 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %26 = stablehlo.or %24, %25 : tensor<4xi1>
    %27 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %28 = stablehlo.or %26, %27 : tensor<4xi1>
    %29 = stablehlo.and %17, %23 : tensor<4xi1>
    %30 = stablehlo.and %12, %19 : tensor<4xi1>
    %31 = stablehlo.or %29, %30 : tensor<4xi1>
    %32 = stablehlo.and %12, %22 : tensor<4xi1>
    %33 = stablehlo.and %17, %21 : tensor<4xi1>
    %34 = stablehlo.or %32, %33 : tensor<4xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %36 = stablehlo.compare LT, %arg1, %35, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.compare LT, %arg1, %37, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %39 = stablehlo.or %36, %38 : tensor<4xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %41 = stablehlo.compare LT, %arg1, %40, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %42 = stablehlo.or %39, %41 : tensor<4xi1>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.compare GT, %arg1, %43, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %45 = stablehlo.or %42, %44 : tensor<4xi1>
    %46 = stablehlo.and %12, %17 : tensor<4xi1>
    %47 = stablehlo.or %46, %28 : tensor<4xi1>
    %48 = stablehlo.or %45, %47 : tensor<4xi1>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %50 = stablehlo.add %arg1, %49 : tensor<4xf32>
    %51 = stablehlo.add %arg1, %arg1 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.add %51, %52 : tensor<4xf32>
    %54 = stablehlo.divide %50, %53 : tensor<4xf32>
    %55 = stablehlo.compare LT, %arg1, %54, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %56 = stablehlo.select %55, %arg1, %arg1 : tensor<4xi1>, tensor<4xf32>
    %57 = stablehlo.select %55, %arg1, %arg1 : tensor<4xi1>, tensor<4xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %59 = stablehlo.subtract %58, %arg1 : tensor<4xf32>
    %60 = stablehlo.select %55, %arg1, %59 : tensor<4xi1>, tensor<4xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %63 = stablehlo.compare EQ, %61, %62, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %66 = stablehlo.select %63, %64, %65 : tensor<4xi1>, tensor<4xf32>
    %67 = stablehlo.abs %66 : tensor<4xf32>
    %cst_19 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.compare LT, %67, %68, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_20 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %71 = stablehlo.select %69, %70, %66 : tensor<4xi1>, tensor<4xf32>
    %c_21 = stablehlo.constant dense<true> : tensor<i1>
    %72 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %74:8 = stablehlo.while(%iterArg = %56, %iterArg_57 = %57, %iterArg_58 = %60, %iterArg_59 = %71, %iterArg_60 = %73, %iterArg_61 = %71, %iterArg_62 = %c_23, %iterArg_63 = %72) : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xi1>
    cond {
      %c_64 = stablehlo.constant dense<200> : tensor<i32>
      %210 = stablehlo.compare LT, %iterArg_62, %c_64, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_65 = stablehlo.constant dense<false> : tensor<i1>
      %211 = stablehlo.reduce(%iterArg_63 init: %c_65) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      %212 = stablehlo.and %210, %211 : tensor<i1>
      stablehlo.return %212 : tensor<i1>
    } do {
      %210 = stablehlo.broadcast_in_dim %iterArg_62, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %c_64 = stablehlo.constant dense<2> : tensor<i32>
      %211 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %212 = func.call @remainder(%210, %211) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %c_65 = stablehlo.constant dense<0> : tensor<i32>
      %213 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %214 = stablehlo.compare EQ, %212, %213, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_66 = stablehlo.constant dense<1> : tensor<i32>
      %215 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %216 = stablehlo.compare EQ, %210, %215, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_67 = stablehlo.constant dense<1> : tensor<i32>
      %217 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %218 = stablehlo.subtract %210, %217 : tensor<4xi32>
      %c_68 = stablehlo.constant dense<2> : tensor<i32>
      %219 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %220 = func.call @floor_divide(%218, %219) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %c_69 = stablehlo.constant dense<0> : tensor<i32>
      %221 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %222 = stablehlo.compare EQ, %220, %221, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %223 = stablehlo.convert %220 : (tensor<4xi32>) -> tensor<4xf32>
      %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %224 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_71 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %225 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %226 = stablehlo.add %iterArg, %iterArg_57 : tensor<4xf32>
      %227 = stablehlo.negate %226 : tensor<4xf32>
      %228 = stablehlo.multiply %227, %iterArg_58 : tensor<4xf32>
      %229 = stablehlo.add %iterArg, %224 : tensor<4xf32>
      %230 = stablehlo.divide %228, %229 : tensor<4xf32>
      %231 = stablehlo.add %iterArg, %223 : tensor<4xf32>
      %232 = stablehlo.negate %231 : tensor<4xf32>
      %233 = stablehlo.add %iterArg, %iterArg_57 : tensor<4xf32>
      %234 = stablehlo.add %233, %223 : tensor<4xf32>
      %235 = stablehlo.multiply %232, %234 : tensor<4xf32>
      %236 = stablehlo.multiply %235, %iterArg_58 : tensor<4xf32>
      %237 = stablehlo.multiply %225, %223 : tensor<4xf32>
      %238 = stablehlo.add %iterArg, %237 : tensor<4xf32>
      %239 = stablehlo.multiply %225, %223 : tensor<4xf32>
      %240 = stablehlo.add %iterArg, %239 : tensor<4xf32>
      %241 = stablehlo.add %240, %224 : tensor<4xf32>
      %242 = stablehlo.multiply %238, %241 : tensor<4xf32>
      %243 = stablehlo.divide %236, %242 : tensor<4xf32>
      %244 = stablehlo.select %222, %230, %243 : tensor<4xi1>, tensor<4xf32>
      %245 = stablehlo.subtract %iterArg_57, %223 : tensor<4xf32>
      %246 = stablehlo.multiply %223, %245 : tensor<4xf32>
      %247 = stablehlo.multiply %246, %iterArg_58 : tensor<4xf32>
      %248 = stablehlo.multiply %225, %223 : tensor<4xf32>
      %249 = stablehlo.add %iterArg, %248 : tensor<4xf32>
      %250 = stablehlo.subtract %249, %224 : tensor<4xf32>
      %251 = stablehlo.multiply %225, %223 : tensor<4xf32>
      %252 = stablehlo.add %iterArg, %251 : tensor<4xf32>
      %253 = stablehlo.multiply %250, %252 : tensor<4xf32>
      %254 = stablehlo.divide %247, %253 : tensor<4xf32>
      %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %255 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %256 = stablehlo.select %214, %244, %254 : tensor<4xi1>, tensor<4xf32>
      %257 = stablehlo.select %216, %255, %256 : tensor<4xi1>, tensor<4xf32>
      %258 = stablehlo.broadcast_in_dim %iterArg_62, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %c_73 = stablehlo.constant dense<0> : tensor<i32>
      %259 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %260 = stablehlo.compare EQ, %258, %259, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %261 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %262 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %263 = stablehlo.select %260, %261, %262 : tensor<4xi1>, tensor<4xf32>
      %264 = stablehlo.divide %257, %iterArg_59 : tensor<4xf32>
      %265 = stablehlo.add %263, %264 : tensor<4xf32>
      %cst_76 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %267 = stablehlo.abs %265 : tensor<4xf32>
      %268 = stablehlo.compare LT, %267, %266, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %269 = stablehlo.select %268, %266, %265 : tensor<4xi1>, tensor<4xf32>
      %270 = stablehlo.multiply %257, %iterArg_60 : tensor<4xf32>
      %271 = stablehlo.add %263, %270 : tensor<4xf32>
      %272 = stablehlo.abs %271 : tensor<4xf32>
      %273 = stablehlo.compare LT, %272, %266, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %274 = stablehlo.select %273, %266, %271 : tensor<4xi1>, tensor<4xf32>
      %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %275 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %276 = stablehlo.divide %275, %274 : tensor<4xf32>
      %277 = stablehlo.multiply %269, %276 : tensor<4xf32>
      %278 = stablehlo.multiply %iterArg_61, %277 : tensor<4xf32>
      %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %279 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %280 = stablehlo.subtract %277, %279 : tensor<4xf32>
      %281 = stablehlo.abs %280 : tensor<4xf32>
      %cst_79 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %282 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %283 = stablehlo.compare GE, %281, %282, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %c_80 = stablehlo.constant dense<1> : tensor<i32>
      %284 = stablehlo.add %iterArg_62, %c_80 : tensor<i32>
      %285 = stablehlo.and %iterArg_63, %283 : tensor<4xi1>
      %286 = stablehlo.select %iterArg_63, %269, %iterArg_59 : tensor<4xi1>, tensor<4xf32>
      %287 = stablehlo.select %iterArg_63, %276, %iterArg_60 : tensor<4xi1>, tensor<4xf32>
      %288 = stablehlo.select %iterArg_63, %278, %iterArg_61 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %iterArg, %iterArg_57, %iterArg_58, %286, %287, %288, %284, %285 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xi1>
    }
    %75 = call @lgamma_impl(%57) : (tensor<4xf32>) -> tensor<4xf32>
    %76 = stablehlo.add %56, %57 : tensor<4xf32>
    %77 = call @lgamma_impl(%76) : (tensor<4xf32>) -> tensor<4xf32>
    %78 = stablehlo.subtract %75, %77 : tensor<4xf32>
    %79 = call @lgamma_impl(%56) : (tensor<4xf32>) -> tensor<4xf32>
    %80 = stablehlo.add %79, %78 : tensor<4xf32>
    %cst_24 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %82 = stablehlo.compare LT, %56, %81, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %83 = stablehlo.negate %60 : tensor<4xf32>
    %84 = stablehlo.log_plus_one %83 : tensor<4xf32>
    %85 = stablehlo.multiply %84, %57 : tensor<4xf32>
    %86 = stablehlo.subtract %85, %78 : tensor<4xf32>
    %87 = stablehlo.exponential %86 : tensor<4xf32>
    %88 = stablehlo.log %60 : tensor<4xf32>
    %89 = stablehlo.multiply %88, %56 : tensor<4xf32>
    %90 = stablehlo.negate %60 : tensor<4xf32>
    %91 = stablehlo.log_plus_one %90 : tensor<4xf32>
    %92 = stablehlo.multiply %91, %57 : tensor<4xf32>
    %93 = stablehlo.add %89, %92 : tensor<4xf32>
    %94 = stablehlo.subtract %93, %80 : tensor<4xf32>
    %95 = stablehlo.exponential %94 : tensor<4xf32>
    %96 = stablehlo.divide %95, %56 : tensor<4xf32>
    %97 = stablehlo.select %82, %87, %96 : tensor<4xi1>, tensor<4xf32>
    %98 = stablehlo.multiply %74#5, %97 : tensor<4xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %100 = stablehlo.subtract %99, %98 : tensor<4xf32>
    %101 = stablehlo.select %55, %98, %100 : tensor<4xi1>, tensor<4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %103 = stablehlo.select %31, %102, %101 : tensor<4xi1>, tensor<4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %105 = stablehlo.select %34, %104, %103 : tensor<4xi1>, tensor<4xf32>
    %cst_28 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %107 = stablehlo.select %48, %106, %105 : tensor<4xi1>, tensor<4xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %109 = stablehlo.add %arg1, %108 : tensor<4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %111 = stablehlo.compare EQ, %109, %110, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_31 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %113 = stablehlo.compare EQ, %arg1, %112, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %114 = stablehlo.or %111, %113 : tensor<4xi1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %116 = stablehlo.compare EQ, %arg1, %115, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_33 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %118 = stablehlo.compare EQ, %109, %117, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %119 = stablehlo.or %116, %118 : tensor<4xi1>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %121 = stablehlo.compare EQ, %arg1, %120, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %123 = stablehlo.compare EQ, %arg1, %122, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %124 = stablehlo.not %121 : tensor<4xi1>
    %125 = stablehlo.not %123 : tensor<4xi1>
    %126 = stablehlo.compare NE, %109, %109, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %127 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %128 = stablehlo.or %126, %127 : tensor<4xi1>
    %129 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %130 = stablehlo.or %128, %129 : tensor<4xi1>
    %131 = stablehlo.and %119, %125 : tensor<4xi1>
    %132 = stablehlo.and %114, %121 : tensor<4xi1>
    %133 = stablehlo.or %131, %132 : tensor<4xi1>
    %134 = stablehlo.and %114, %124 : tensor<4xi1>
    %135 = stablehlo.and %119, %123 : tensor<4xi1>
    %136 = stablehlo.or %134, %135 : tensor<4xi1>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %138 = stablehlo.compare LT, %109, %137, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %140 = stablehlo.compare LT, %arg1, %139, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %141 = stablehlo.or %138, %140 : tensor<4xi1>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %143 = stablehlo.compare LT, %arg1, %142, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %144 = stablehlo.or %141, %143 : tensor<4xi1>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %146 = stablehlo.compare GT, %arg1, %145, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %147 = stablehlo.or %144, %146 : tensor<4xi1>
    %148 = stablehlo.and %114, %119 : tensor<4xi1>
    %149 = stablehlo.or %148, %130 : tensor<4xi1>
    %150 = stablehlo.or %147, %149 : tensor<4xi1>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %152 = stablehlo.add %109, %151 : tensor<4xf32>
    %153 = stablehlo.add %109, %arg1 : tensor<4xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %155 = stablehlo.add %153, %154 : tensor<4xf32>
    %156 = stablehlo.divide %152, %155 : tensor<4xf32>
    %157 = stablehlo.compare LT, %arg1, %156, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %158 = stablehlo.select %157, %109, %arg1 : tensor<4xi1>, tensor<4xf32>
    %159 = stablehlo.select %157, %arg1, %109 : tensor<4xi1>, tensor<4xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %161 = stablehlo.subtract %160, %arg1 : tensor<4xf32>
    %162 = stablehlo.select %157, %arg1, %161 : tensor<4xi1>, tensor<4xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %164 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %165 = stablehlo.compare EQ, %163, %164, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %168 = stablehlo.select %165, %166, %167 : tensor<4xi1>, tensor<4xf32>
    %169 = stablehlo.abs %168 : tensor<4xf32>
    %cst_47 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %171 = stablehlo.compare LT, %169, %170, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_48 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %173 = stablehlo.select %171, %172, %168 : tensor<4xi1>, tensor<4xf32>
    %c_49 = stablehlo.constant dense<true> : tensor<i1>
    %174 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_51 = stablehlo.constant dense<1> : tensor<i32>
    %176:8 = stablehlo.while(%iterArg = %158, %iterArg_57 = %159, %iterArg_58 = %162, %iterArg_59 = %173, %iterArg_60 = %175, %iterArg_61 = %173, %iterArg_62 = %c_51, %iterArg_63 = %174) : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xi1>
    cond {
      %c_64 = stablehlo.constant dense<200> : tensor<i32>
      %210 = stablehlo.compare LT, %iterArg_62, %c_64, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_65 = stablehlo.constant dense<false> : tensor<i1>
      %211 = stablehlo.reduce(%iterArg_63 init: %c_65) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      %212 = stablehlo.and %210, %211 : tensor<i1>
      stablehlo.return %212 : tensor<i1>
    } do {
      %210 = stablehlo.broadcast_in_dim %iterArg_62, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %c_64 = stablehlo.constant dense<2> : tensor<i32>
      %211 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %212 = func.call @remainder(%210, %211) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %c_65 = stablehlo.constant dense<0> : tensor<i32>
      %213 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %214 = stablehlo.compare EQ, %212, %213, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_66 = stablehlo.constant dense<1> : tensor<i32>
      %215 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %216 = stablehlo.compare EQ, %210, %215, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_67 = stablehlo.constant dense<1> : tensor<i32>
      %217 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %218 = stablehlo.subtract %210, %217 : tensor<4xi32>
      %c_68 = stablehlo.constant dense<2> : tensor<i32>
      %219 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %220 = func.call @floor_divide(%218, %219) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %c_69 = stablehlo.constant dense<0> : tensor<i32>
      %221 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %222 = stablehlo.compare EQ, %220, %221, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %223 = stablehlo.convert %220 : (tensor<4xi32>) -> tensor<4xf32>
      %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %224 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_71 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %225 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %226 = stablehlo.add %iterArg, %iterArg_57 : tensor<4xf32>
      %227 = stablehlo.negate %226 : tensor<4xf32>
      %228 = stablehlo.multiply %227, %iterArg_58 : tensor<4xf32>
      %229 = stablehlo.add %iterArg, %224 : tensor<4xf32>
      %230 = stablehlo.divide %228, %229 : tensor<4xf32>
      %231 = stablehlo.add %iterArg, %223 : tensor<4xf32>
      %232 = stablehlo.negate %231 : tensor<4xf32>
      %233 = stablehlo.add %iterArg, %iterArg_57 : tensor<4xf32>
      %234 = stablehlo.add %233, %223 : tensor<4xf32>
      %235 = stablehlo.multiply %232, %234 : tensor<4xf32>
      %236 = stablehlo.multiply %235, %iterArg_58 : tensor<4xf32>
      %237 = stablehlo.multiply %225, %223 : tensor<4xf32>
      %238 = stablehlo.add %iterArg, %237 : tensor<4xf32>
      %239 = stablehlo.multiply %225, %223 : tensor<4xf32>
      %240 = stablehlo.add %iterArg, %239 : tensor<4xf32>
      %241 = stablehlo.add %240, %224 : tensor<4xf32>
      %242 = stablehlo.multiply %238, %241 : tensor<4xf32>
      %243 = stablehlo.divide %236, %242 : tensor<4xf32>
      %244 = stablehlo.select %222, %230, %243 : tensor<4xi1>, tensor<4xf32>
      %245 = stablehlo.subtract %iterArg_57, %223 : tensor<4xf32>
      %246 = stablehlo.multiply %223, %245 : tensor<4xf32>
      %247 = stablehlo.multiply %246, %iterArg_58 : tensor<4xf32>
      %248 = stablehlo.multiply %225, %223 : tensor<4xf32>
      %249 = stablehlo.add %iterArg, %248 : tensor<4xf32>
      %250 = stablehlo.subtract %249, %224 : tensor<4xf32>
      %251 = stablehlo.multiply %225, %223 : tensor<4xf32>
      %252 = stablehlo.add %iterArg, %251 : tensor<4xf32>
      %253 = stablehlo.multiply %250, %252 : tensor<4xf32>
      %254 = stablehlo.divide %247, %253 : tensor<4xf32>
      %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %255 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %256 = stablehlo.select %214, %244, %254 : tensor<4xi1>, tensor<4xf32>
      %257 = stablehlo.select %216, %255, %256 : tensor<4xi1>, tensor<4xf32>
      %258 = stablehlo.broadcast_in_dim %iterArg_62, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %c_73 = stablehlo.constant dense<0> : tensor<i32>
      %259 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %260 = stablehlo.compare EQ, %258, %259, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %261 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %262 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %263 = stablehlo.select %260, %261, %262 : tensor<4xi1>, tensor<4xf32>
      %264 = stablehlo.divide %257, %iterArg_59 : tensor<4xf32>
      %265 = stablehlo.add %263, %264 : tensor<4xf32>
      %cst_76 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %267 = stablehlo.abs %265 : tensor<4xf32>
      %268 = stablehlo.compare LT, %267, %266, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %269 = stablehlo.select %268, %266, %265 : tensor<4xi1>, tensor<4xf32>
      %270 = stablehlo.multiply %257, %iterArg_60 : tensor<4xf32>
      %271 = stablehlo.add %263, %270 : tensor<4xf32>
      %272 = stablehlo.abs %271 : tensor<4xf32>
      %273 = stablehlo.compare LT, %272, %266, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %274 = stablehlo.select %273, %266, %271 : tensor<4xi1>, tensor<4xf32>
      %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %275 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %276 = stablehlo.divide %275, %274 : tensor<4xf32>
      %277 = stablehlo.multiply %269, %276 : tensor<4xf32>
      %278 = stablehlo.multiply %iterArg_61, %277 : tensor<4xf32>
      %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %279 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %280 = stablehlo.subtract %277, %279 : tensor<4xf32>
      %281 = stablehlo.abs %280 : tensor<4xf32>
      %cst_79 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %282 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %283 = stablehlo.compare GE, %281, %282, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %c_80 = stablehlo.constant dense<1> : tensor<i32>
      %284 = stablehlo.add %iterArg_62, %c_80 : tensor<i32>
      %285 = stablehlo.and %iterArg_63, %283 : tensor<4xi1>
      %286 = stablehlo.select %iterArg_63, %269, %iterArg_59 : tensor<4xi1>, tensor<4xf32>
      %287 = stablehlo.select %iterArg_63, %276, %iterArg_60 : tensor<4xi1>, tensor<4xf32>
      %288 = stablehlo.select %iterArg_63, %278, %iterArg_61 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %iterArg, %iterArg_57, %iterArg_58, %286, %287, %288, %284, %285 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xi1>
    }
    %177 = call @lgamma_impl(%159) : (tensor<4xf32>) -> tensor<4xf32>
    %178 = stablehlo.add %158, %159 : tensor<4xf32>
    %179 = call @lgamma_impl(%178) : (tensor<4xf32>) -> tensor<4xf32>
    %180 = stablehlo.subtract %177, %179 : tensor<4xf32>
    %181 = call @lgamma_impl(%158) : (tensor<4xf32>) -> tensor<4xf32>
    %182 = stablehlo.add %181, %180 : tensor<4xf32>
    %cst_52 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %184 = stablehlo.compare LT, %158, %183, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %185 = stablehlo.negate %162 : tensor<4xf32>
    %186 = stablehlo.log_plus_one %185 : tensor<4xf32>
    %187 = stablehlo.multiply %186, %159 : tensor<4xf32>
    %188 = stablehlo.subtract %187, %180 : tensor<4xf32>
    %189 = stablehlo.exponential %188 : tensor<4xf32>
    %190 = stablehlo.log %162 : tensor<4xf32>
    %191 = stablehlo.multiply %190, %158 : tensor<4xf32>
    %192 = stablehlo.negate %162 : tensor<4xf32>
    %193 = stablehlo.log_plus_one %192 : tensor<4xf32>
    %194 = stablehlo.multiply %193, %159 : tensor<4xf32>
    %195 = stablehlo.add %191, %194 : tensor<4xf32>
    %196 = stablehlo.subtract %195, %182 : tensor<4xf32>
    %197 = stablehlo.exponential %196 : tensor<4xf32>
    %198 = stablehlo.divide %197, %158 : tensor<4xf32>
    %199 = stablehlo.select %184, %189, %198 : tensor<4xi1>, tensor<4xf32>
    %200 = stablehlo.multiply %176#5, %199 : tensor<4xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %202 = stablehlo.subtract %201, %200 : tensor<4xf32>
    %203 = stablehlo.select %157, %200, %202 : tensor<4xi1>, tensor<4xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %205 = stablehlo.select %133, %204, %203 : tensor<4xi1>, tensor<4xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %207 = stablehlo.select %136, %206, %205 : tensor<4xi1>, tensor<4xf32>
    %cst_56 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %209 = stablehlo.select %150, %208, %207 : tensor<4xi1>, tensor<4xf32>
    return %1, %7, %3#2, %3#3, %6, %107, %209 : tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @lgamma_impl(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @lgamma_impl(%arg0: tensor<4xf32>) -> tensor<4xf32> {
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
    %44:2 = call @_log_f32(%33, %14) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>)
    %45:3 = call @_lgamma_pos_small(%43) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    %46:3 = call @_lgamma_pos_large(%43) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.compare LE, %43, %47, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %49 = stablehlo.add %46#0, %46#1 : tensor<4xf32>
    %50 = stablehlo.select %48, %45#0, %49 : tensor<4xi1>, tensor<4xf32>
    %51 = stablehlo.select %48, %45#1, %46#0 : tensor<4xi1>, tensor<4xf32>
    %52 = stablehlo.select %48, %45#2, %46#1 : tensor<4xi1>, tensor<4xf32>
    %53 = stablehlo.add %52, %44#1 : tensor<4xf32>
    %54 = stablehlo.multiply %46#2, %40 : tensor<4xf32>
    %55 = call @_lgamma_neg_reflection(%32, %44#0, %51, %53, %54) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %56:2 = call @_lgamma_neg_root(%30, %31) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xi1>, tensor<4xf32>)
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
  func.func private @_log_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>) {
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
    %18 = call @_horner(%12, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
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
  func.func private @_horner(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<4xf32> {
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
  func.func private @_lgamma_pos_small(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
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
    %49 = call @_horner_0(%9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
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
  func.func private @_horner_0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<4xf32>, %arg12: tensor<4xf32>, %arg13: tensor<4xf32>) -> tensor<4xf32> {
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
  func.func private @_lgamma_pos_large(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0:2 = call @_log_f32_1(%arg0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
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
    %23 = call @_horner_2(%22, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
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
  func.func private @_log_f32_1(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
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
    %19 = call @_horner(%13, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
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
  func.func private @_horner_2(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<4xf32> {
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
  func.func private @_lgamma_neg_reflection(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_3(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4xf32>
    %4 = stablehlo.add %2, %arg4 : tensor<4xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<4xf32>
    %6 = stablehlo.add %3, %5 : tensor<4xf32>
    %7 = stablehlo.negate %6 : tensor<4xf32>
    return %7 : tensor<4xf32>
  }
  func.func private @_horner_3(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<4xf32> {
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
  func.func private @_lgamma_neg_root(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xf32>) {
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
    %60 = call @_horner_4(%59, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<4xf32>
    return %57, %61 : tensor<4xi1>, tensor<4xf32>
  }
  func.func private @_horner_4(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<4xf32>) -> tensor<4xf32> {
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
  func.func private @dynamic_index_in_dim(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @lgamma_impl_5(%arg0: tensor<f32>) -> tensor<f32> {
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
    %30:2 = call @_log_f32_6(%22, %8) : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %31:3 = call @_lgamma_pos_small_8(%29) : (tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>)
    %32:3 = call @_lgamma_pos_large_10(%29) : (tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %33 = stablehlo.compare LE, %29, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %34 = stablehlo.add %32#0, %32#1 : tensor<f32>
    %35 = stablehlo.select %33, %31#0, %34 : tensor<i1>, tensor<f32>
    %36 = stablehlo.select %33, %31#1, %32#0 : tensor<i1>, tensor<f32>
    %37 = stablehlo.select %33, %31#2, %32#1 : tensor<i1>, tensor<f32>
    %38 = stablehlo.add %37, %30#1 : tensor<f32>
    %39 = stablehlo.multiply %32#2, %27 : tensor<f32>
    %40 = call @_lgamma_neg_reflection_13(%21, %30#0, %36, %38, %39) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %41:2 = call @_lgamma_neg_root_15(%19, %20) : (tensor<f32>, tensor<f32>) -> (tensor<i1>, tensor<f32>)
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
  func.func private @_log_f32_6(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<f32>, tensor<f32>) {
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
    %13 = call @_horner_7(%8, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
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
  func.func private @_horner_7(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<f32> {
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
  func.func private @_lgamma_pos_small_8(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
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
    %18 = call @_horner_9(%4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
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
  func.func private @_horner_9(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>, %arg12: tensor<f32>, %arg13: tensor<f32>) -> tensor<f32> {
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
  func.func private @_lgamma_pos_large_10(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
    %0:2 = call @_log_f32_11(%arg0) : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
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
    %19 = call @_horner_12(%18, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %20 = stablehlo.add %15, %cst_8 : tensor<f32>
    %21 = stablehlo.multiply %17, %19 : tensor<f32>
    %22 = stablehlo.add %20, %21 : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.multiply %cst_9, %17 : tensor<f32>
    %24 = stablehlo.subtract %0#0, %23 : tensor<f32>
    return %12, %22, %24 : tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @_log_f32_11(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
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
    %13 = call @_horner_7(%8, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
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
  func.func private @_horner_12(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<f32> {
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
  func.func private @_lgamma_neg_reflection_13(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<f32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_14(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.multiply %0, %1 : tensor<f32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<f32>
    %4 = stablehlo.add %2, %arg4 : tensor<f32>
    %5 = stablehlo.add %arg3, %4 : tensor<f32>
    %6 = stablehlo.add %3, %5 : tensor<f32>
    %7 = stablehlo.negate %6 : tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_horner_14(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<f32> {
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
  func.func private @_lgamma_neg_root_15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<i1>, tensor<f32>) {
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
    %47 = call @_horner_16(%46, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %48 = stablehlo.multiply %46, %47 : tensor<f32>
    return %45, %48 : tensor<i1>, tensor<f32>
  }
  func.func private @_horner_16(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>) -> tensor<f32> {
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
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @remainder(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = call @_where(%1, %2, %arg1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.add %4, %3 : tensor<4xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<4xi1>, tensor<4xi32>
    return %14 : tensor<4xi32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<4xi32>
    %1 = stablehlo.sign %arg0 : tensor<4xi32>
    %2 = stablehlo.sign %arg1 : tensor<4xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %8 = stablehlo.compare NE, %3, %7, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %9 = stablehlo.convert %8 : tensor<4xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.convert %11 : tensor<4xi1>
    %13 = stablehlo.and %9, %12 : tensor<4xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %15 = stablehlo.subtract %0, %14 : tensor<4xi32>
    %16 = call @_where_17(%13, %15, %0) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %16 : tensor<4xi32>
  }
  func.func private @_where_17(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
}
