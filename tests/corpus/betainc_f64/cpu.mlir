module @jit_betainc_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf64>, %arg1: tensor<12xf64>, %arg2: tensor<12xf64>, %arg3: tensor<0x2xf64>) -> (tensor<12xf64> {jax.result_info = "result[0]"}, tensor<0x2xf64> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg2) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<12xf64>) -> tensor<12xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %2 = stablehlo.compare EQ, %arg0, %1, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %4 = stablehlo.compare EQ, %arg1, %3, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %5 = stablehlo.or %2, %4 : tensor<12xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %cst_2 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %9 = stablehlo.compare EQ, %arg0, %8, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %10 = stablehlo.or %7, %9 : tensor<12xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %12 = stablehlo.compare EQ, %0, %11, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %14 = stablehlo.compare EQ, %0, %13, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %15 = stablehlo.not %12 : tensor<12xi1>
    %16 = stablehlo.not %14 : tensor<12xi1>
    %17 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %18 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %19 = stablehlo.or %17, %18 : tensor<12xi1>
    %20 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %21 = stablehlo.or %19, %20 : tensor<12xi1>
    %22 = stablehlo.and %10, %16 : tensor<12xi1>
    %23 = stablehlo.and %5, %12 : tensor<12xi1>
    %24 = stablehlo.or %22, %23 : tensor<12xi1>
    %25 = stablehlo.and %5, %15 : tensor<12xi1>
    %26 = stablehlo.and %10, %14 : tensor<12xi1>
    %27 = stablehlo.or %25, %26 : tensor<12xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %29 = stablehlo.compare LT, %arg0, %28, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %31 = stablehlo.compare LT, %arg1, %30, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %32 = stablehlo.or %29, %31 : tensor<12xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %34 = stablehlo.compare LT, %0, %33, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %35 = stablehlo.or %32, %34 : tensor<12xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %37 = stablehlo.compare GT, %0, %36, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %38 = stablehlo.or %35, %37 : tensor<12xi1>
    %39 = stablehlo.and %5, %10 : tensor<12xi1>
    %40 = stablehlo.or %39, %21 : tensor<12xi1>
    %41 = stablehlo.or %38, %40 : tensor<12xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %43 = stablehlo.add %arg0, %42 : tensor<12xf64>
    %44 = stablehlo.add %arg0, %arg1 : tensor<12xf64>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %46 = stablehlo.add %44, %45 : tensor<12xf64>
    %47 = stablehlo.divide %43, %46 : tensor<12xf64>
    %48 = stablehlo.compare LT, %0, %47, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %49 = stablehlo.select %48, %arg0, %arg1 : tensor<12xi1>, tensor<12xf64>
    %50 = stablehlo.select %48, %arg1, %arg0 : tensor<12xi1>, tensor<12xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %52 = stablehlo.subtract %51, %0 : tensor<12xf64>
    %53 = stablehlo.select %48, %0, %52 : tensor<12xi1>, tensor<12xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %54 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<12xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %55 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<12xi64>
    %56 = stablehlo.compare EQ, %54, %55, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %59 = stablehlo.select %56, %57, %58 : tensor<12xi1>, tensor<12xf64>
    %60 = stablehlo.abs %59 : tensor<12xf64>
    %cst_15 = stablehlo.constant dense<1.1102230246251565E-16> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %62 = stablehlo.compare LT, %60, %61, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %cst_16 = stablehlo.constant dense<1.1102230246251565E-16> : tensor<f64>
    %63 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %64 = stablehlo.select %62, %63, %59 : tensor<12xi1>, tensor<12xf64>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %65 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %67:8 = stablehlo.while(%iterArg = %49, %iterArg_52 = %50, %iterArg_53 = %53, %iterArg_54 = %64, %iterArg_55 = %66, %iterArg_56 = %64, %iterArg_57 = %c_19, %iterArg_58 = %65) : tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<i64>, tensor<12xi1>
    cond {
      %c_59 = stablehlo.constant dense<600> : tensor<i64>
      %201 = stablehlo.compare LT, %iterArg_57, %c_59, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_60 = stablehlo.constant dense<false> : tensor<i1>
      %202 = stablehlo.reduce(%iterArg_58 init: %c_60) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      %203 = stablehlo.and %201, %202 : tensor<i1>
      stablehlo.return %203 : tensor<i1>
    } do {
      %201 = stablehlo.broadcast_in_dim %iterArg_57, dims = [] : (tensor<i64>) -> tensor<12xi64>
      %c_59 = stablehlo.constant dense<2> : tensor<i64>
      %202 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i64>) -> tensor<12xi64>
      %203 = func.call @remainder(%201, %202) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
      %c_60 = stablehlo.constant dense<0> : tensor<i64>
      %204 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i64>) -> tensor<12xi64>
      %205 = stablehlo.compare EQ, %203, %204, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
      %c_61 = stablehlo.constant dense<1> : tensor<i64>
      %206 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i64>) -> tensor<12xi64>
      %207 = stablehlo.compare EQ, %201, %206, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
      %c_62 = stablehlo.constant dense<1> : tensor<i64>
      %208 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i64>) -> tensor<12xi64>
      %209 = stablehlo.subtract %201, %208 : tensor<12xi64>
      %c_63 = stablehlo.constant dense<2> : tensor<i64>
      %210 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i64>) -> tensor<12xi64>
      %211 = func.call @floor_divide(%209, %210) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
      %c_64 = stablehlo.constant dense<0> : tensor<i64>
      %212 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i64>) -> tensor<12xi64>
      %213 = stablehlo.compare EQ, %211, %212, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
      %214 = stablehlo.convert %211 : (tensor<12xi64>) -> tensor<12xf64>
      %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %215 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f64>) -> tensor<12xf64>
      %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
      %216 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f64>) -> tensor<12xf64>
      %217 = stablehlo.add %iterArg, %iterArg_52 : tensor<12xf64>
      %218 = stablehlo.negate %217 : tensor<12xf64>
      %219 = stablehlo.multiply %218, %iterArg_53 : tensor<12xf64>
      %220 = stablehlo.add %iterArg, %215 : tensor<12xf64>
      %221 = stablehlo.divide %219, %220 : tensor<12xf64>
      %222 = stablehlo.add %iterArg, %214 : tensor<12xf64>
      %223 = stablehlo.negate %222 : tensor<12xf64>
      %224 = stablehlo.add %iterArg, %iterArg_52 : tensor<12xf64>
      %225 = stablehlo.add %224, %214 : tensor<12xf64>
      %226 = stablehlo.multiply %223, %225 : tensor<12xf64>
      %227 = stablehlo.multiply %226, %iterArg_53 : tensor<12xf64>
      %228 = stablehlo.multiply %216, %214 : tensor<12xf64>
      %229 = stablehlo.add %iterArg, %228 : tensor<12xf64>
      %230 = stablehlo.multiply %216, %214 : tensor<12xf64>
      %231 = stablehlo.add %iterArg, %230 : tensor<12xf64>
      %232 = stablehlo.add %231, %215 : tensor<12xf64>
      %233 = stablehlo.multiply %229, %232 : tensor<12xf64>
      %234 = stablehlo.divide %227, %233 : tensor<12xf64>
      %235 = stablehlo.select %213, %221, %234 : tensor<12xi1>, tensor<12xf64>
      %236 = stablehlo.subtract %iterArg_52, %214 : tensor<12xf64>
      %237 = stablehlo.multiply %214, %236 : tensor<12xf64>
      %238 = stablehlo.multiply %237, %iterArg_53 : tensor<12xf64>
      %239 = stablehlo.multiply %216, %214 : tensor<12xf64>
      %240 = stablehlo.add %iterArg, %239 : tensor<12xf64>
      %241 = stablehlo.subtract %240, %215 : tensor<12xf64>
      %242 = stablehlo.multiply %216, %214 : tensor<12xf64>
      %243 = stablehlo.add %iterArg, %242 : tensor<12xf64>
      %244 = stablehlo.multiply %241, %243 : tensor<12xf64>
      %245 = stablehlo.divide %238, %244 : tensor<12xf64>
      %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %246 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f64>) -> tensor<12xf64>
      %247 = stablehlo.select %205, %235, %245 : tensor<12xi1>, tensor<12xf64>
      %248 = stablehlo.select %207, %246, %247 : tensor<12xi1>, tensor<12xf64>
      %249 = stablehlo.broadcast_in_dim %iterArg_57, dims = [] : (tensor<i64>) -> tensor<12xi64>
      %c_68 = stablehlo.constant dense<0> : tensor<i64>
      %250 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i64>) -> tensor<12xi64>
      %251 = stablehlo.compare EQ, %249, %250, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
      %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %252 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f64>) -> tensor<12xf64>
      %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %253 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f64>) -> tensor<12xf64>
      %254 = stablehlo.select %251, %252, %253 : tensor<12xi1>, tensor<12xf64>
      %255 = stablehlo.divide %248, %iterArg_54 : tensor<12xf64>
      %256 = stablehlo.add %254, %255 : tensor<12xf64>
      %cst_71 = stablehlo.constant dense<1.1102230246251565E-16> : tensor<f64>
      %257 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f64>) -> tensor<12xf64>
      %258 = stablehlo.abs %256 : tensor<12xf64>
      %259 = stablehlo.compare LT, %258, %257, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
      %260 = stablehlo.select %259, %257, %256 : tensor<12xi1>, tensor<12xf64>
      %261 = stablehlo.multiply %248, %iterArg_55 : tensor<12xf64>
      %262 = stablehlo.add %254, %261 : tensor<12xf64>
      %263 = stablehlo.abs %262 : tensor<12xf64>
      %264 = stablehlo.compare LT, %263, %257, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
      %265 = stablehlo.select %264, %257, %262 : tensor<12xi1>, tensor<12xf64>
      %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %266 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f64>) -> tensor<12xf64>
      %267 = stablehlo.divide %266, %265 : tensor<12xf64>
      %268 = stablehlo.multiply %260, %267 : tensor<12xf64>
      %269 = stablehlo.multiply %iterArg_56, %268 : tensor<12xf64>
      %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %270 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f64>) -> tensor<12xf64>
      %271 = stablehlo.subtract %268, %270 : tensor<12xf64>
      %272 = stablehlo.abs %271 : tensor<12xf64>
      %cst_74 = stablehlo.constant dense<1.1102230246251565E-16> : tensor<f64>
      %273 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f64>) -> tensor<12xf64>
      %274 = stablehlo.compare GE, %272, %273, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
      %c_75 = stablehlo.constant dense<1> : tensor<i64>
      %275 = stablehlo.add %iterArg_57, %c_75 : tensor<i64>
      %276 = stablehlo.and %iterArg_58, %274 : tensor<12xi1>
      %277 = stablehlo.select %iterArg_58, %260, %iterArg_54 : tensor<12xi1>, tensor<12xf64>
      %278 = stablehlo.select %iterArg_58, %267, %iterArg_55 : tensor<12xi1>, tensor<12xf64>
      %279 = stablehlo.select %iterArg_58, %269, %iterArg_56 : tensor<12xi1>, tensor<12xf64>
      stablehlo.return %iterArg, %iterArg_52, %iterArg_53, %277, %278, %279, %275, %276 : tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<i64>, tensor<12xi1>
    }
    %68 = chlo.lgamma %50 : tensor<12xf64> -> tensor<12xf64>
    %69 = stablehlo.add %49, %50 : tensor<12xf64>
    %70 = chlo.lgamma %69 : tensor<12xf64> -> tensor<12xf64>
    %71 = stablehlo.subtract %68, %70 : tensor<12xf64>
    %72 = chlo.lgamma %49 : tensor<12xf64> -> tensor<12xf64>
    %73 = stablehlo.add %72, %71 : tensor<12xf64>
    %cst_20 = stablehlo.constant dense<4.4501477170144028E-308> : tensor<f64>
    %74 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %75 = stablehlo.compare LT, %49, %74, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %76 = stablehlo.negate %53 : tensor<12xf64>
    %77 = stablehlo.log_plus_one %76 : tensor<12xf64>
    %78 = stablehlo.multiply %77, %50 : tensor<12xf64>
    %79 = stablehlo.subtract %78, %71 : tensor<12xf64>
    %80 = stablehlo.exponential %79 : tensor<12xf64>
    %81 = stablehlo.log %53 : tensor<12xf64>
    %82 = stablehlo.multiply %81, %49 : tensor<12xf64>
    %83 = stablehlo.negate %53 : tensor<12xf64>
    %84 = stablehlo.log_plus_one %83 : tensor<12xf64>
    %85 = stablehlo.multiply %84, %50 : tensor<12xf64>
    %86 = stablehlo.add %82, %85 : tensor<12xf64>
    %87 = stablehlo.subtract %86, %73 : tensor<12xf64>
    %88 = stablehlo.exponential %87 : tensor<12xf64>
    %89 = stablehlo.divide %88, %49 : tensor<12xf64>
    %90 = stablehlo.select %75, %80, %89 : tensor<12xi1>, tensor<12xf64>
    %91 = stablehlo.multiply %67#5, %90 : tensor<12xf64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %92 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %93 = stablehlo.subtract %92, %91 : tensor<12xf64>
    %94 = stablehlo.select %48, %91, %93 : tensor<12xi1>, tensor<12xf64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %95 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %96 = stablehlo.select %24, %95, %94 : tensor<12xi1>, tensor<12xf64>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %97 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %98 = stablehlo.select %27, %97, %96 : tensor<12xi1>, tensor<12xf64>
    %cst_24 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %99 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %100 = stablehlo.select %41, %99, %98 : tensor<12xi1>, tensor<12xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %101 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %102 = stablehlo.compare EQ, %arg3, %101, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %cst_26 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %104 = stablehlo.compare EQ, %arg3, %103, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %105 = stablehlo.or %102, %104 : tensor<0x2xi1>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %106 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %107 = stablehlo.compare EQ, %arg3, %106, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %cst_28 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %108 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %109 = stablehlo.compare EQ, %arg3, %108, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %110 = stablehlo.or %107, %109 : tensor<0x2xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %112 = stablehlo.compare EQ, %arg3, %111, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %113 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %114 = stablehlo.compare EQ, %arg3, %113, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %115 = stablehlo.not %112 : tensor<0x2xi1>
    %116 = stablehlo.not %114 : tensor<0x2xi1>
    %117 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %118 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %119 = stablehlo.or %117, %118 : tensor<0x2xi1>
    %120 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %121 = stablehlo.or %119, %120 : tensor<0x2xi1>
    %122 = stablehlo.and %110, %116 : tensor<0x2xi1>
    %123 = stablehlo.and %105, %112 : tensor<0x2xi1>
    %124 = stablehlo.or %122, %123 : tensor<0x2xi1>
    %125 = stablehlo.and %105, %115 : tensor<0x2xi1>
    %126 = stablehlo.and %110, %114 : tensor<0x2xi1>
    %127 = stablehlo.or %125, %126 : tensor<0x2xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %128 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %129 = stablehlo.compare LT, %arg3, %128, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %130 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %131 = stablehlo.compare LT, %arg3, %130, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %132 = stablehlo.or %129, %131 : tensor<0x2xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %133 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %134 = stablehlo.compare LT, %arg3, %133, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %135 = stablehlo.or %132, %134 : tensor<0x2xi1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %136 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %137 = stablehlo.compare GT, %arg3, %136, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %138 = stablehlo.or %135, %137 : tensor<0x2xi1>
    %139 = stablehlo.and %105, %110 : tensor<0x2xi1>
    %140 = stablehlo.or %139, %121 : tensor<0x2xi1>
    %141 = stablehlo.or %138, %140 : tensor<0x2xi1>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %142 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %143 = stablehlo.add %arg3, %142 : tensor<0x2xf64>
    %144 = stablehlo.add %arg3, %arg3 : tensor<0x2xf64>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %145 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %146 = stablehlo.add %144, %145 : tensor<0x2xf64>
    %147 = stablehlo.divide %143, %146 : tensor<0x2xf64>
    %148 = stablehlo.compare LT, %arg3, %147, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %149 = stablehlo.select %148, %arg3, %arg3 : tensor<0x2xi1>, tensor<0x2xf64>
    %150 = stablehlo.select %148, %arg3, %arg3 : tensor<0x2xi1>, tensor<0x2xf64>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %151 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %152 = stablehlo.subtract %151, %arg3 : tensor<0x2xf64>
    %153 = stablehlo.select %148, %arg3, %152 : tensor<0x2xi1>, tensor<0x2xf64>
    %c_38 = stablehlo.constant dense<0> : tensor<i64>
    %154 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %c_39 = stablehlo.constant dense<0> : tensor<i64>
    %155 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %156 = stablehlo.compare EQ, %154, %155, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %157 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %158 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %159 = stablehlo.select %156, %157, %158 : tensor<0x2xi1>, tensor<0x2xf64>
    %160 = stablehlo.abs %159 : tensor<0x2xf64>
    %cst_42 = stablehlo.constant dense<1.1102230246251565E-16> : tensor<f64>
    %161 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %162 = stablehlo.compare LT, %160, %161, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %cst_43 = stablehlo.constant dense<1.1102230246251565E-16> : tensor<f64>
    %163 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %164 = stablehlo.select %162, %163, %159 : tensor<0x2xi1>, tensor<0x2xf64>
    %c_44 = stablehlo.constant dense<true> : tensor<i1>
    %165 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i1>) -> tensor<0x2xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %166 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %c_46 = stablehlo.constant dense<1> : tensor<i64>
    %167:8 = stablehlo.while(%iterArg = %149, %iterArg_52 = %150, %iterArg_53 = %153, %iterArg_54 = %164, %iterArg_55 = %166, %iterArg_56 = %164, %iterArg_57 = %c_46, %iterArg_58 = %165) : tensor<0x2xf64>, tensor<0x2xf64>, tensor<0x2xf64>, tensor<0x2xf64>, tensor<0x2xf64>, tensor<0x2xf64>, tensor<i64>, tensor<0x2xi1>
    cond {
      %c_59 = stablehlo.constant dense<600> : tensor<i64>
      %201 = stablehlo.compare LT, %iterArg_57, %c_59, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %c_60 = stablehlo.constant dense<false> : tensor<i1>
      %202 = stablehlo.reduce(%iterArg_58 init: %c_60) applies stablehlo.or across dimensions = [0, 1] : (tensor<0x2xi1>, tensor<i1>) -> tensor<i1>
      %203 = stablehlo.and %201, %202 : tensor<i1>
      stablehlo.return %203 : tensor<i1>
    } do {
      %201 = stablehlo.broadcast_in_dim %iterArg_57, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
      %c_59 = stablehlo.constant dense<2> : tensor<i64>
      %202 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
      %203 = func.call @remainder_1(%201, %202) : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi64>
      %c_60 = stablehlo.constant dense<0> : tensor<i64>
      %204 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
      %205 = stablehlo.compare EQ, %203, %204, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
      %c_61 = stablehlo.constant dense<1> : tensor<i64>
      %206 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
      %207 = stablehlo.compare EQ, %201, %206, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
      %c_62 = stablehlo.constant dense<1> : tensor<i64>
      %208 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
      %209 = stablehlo.subtract %201, %208 : tensor<0x2xi64>
      %c_63 = stablehlo.constant dense<2> : tensor<i64>
      %210 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
      %211 = func.call @floor_divide_3(%209, %210) : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi64>
      %c_64 = stablehlo.constant dense<0> : tensor<i64>
      %212 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
      %213 = stablehlo.compare EQ, %211, %212, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
      %214 = stablehlo.convert %211 : (tensor<0x2xi64>) -> tensor<0x2xf64>
      %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %215 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
      %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
      %216 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
      %217 = stablehlo.add %iterArg, %iterArg_52 : tensor<0x2xf64>
      %218 = stablehlo.negate %217 : tensor<0x2xf64>
      %219 = stablehlo.multiply %218, %iterArg_53 : tensor<0x2xf64>
      %220 = stablehlo.add %iterArg, %215 : tensor<0x2xf64>
      %221 = stablehlo.divide %219, %220 : tensor<0x2xf64>
      %222 = stablehlo.add %iterArg, %214 : tensor<0x2xf64>
      %223 = stablehlo.negate %222 : tensor<0x2xf64>
      %224 = stablehlo.add %iterArg, %iterArg_52 : tensor<0x2xf64>
      %225 = stablehlo.add %224, %214 : tensor<0x2xf64>
      %226 = stablehlo.multiply %223, %225 : tensor<0x2xf64>
      %227 = stablehlo.multiply %226, %iterArg_53 : tensor<0x2xf64>
      %228 = stablehlo.multiply %216, %214 : tensor<0x2xf64>
      %229 = stablehlo.add %iterArg, %228 : tensor<0x2xf64>
      %230 = stablehlo.multiply %216, %214 : tensor<0x2xf64>
      %231 = stablehlo.add %iterArg, %230 : tensor<0x2xf64>
      %232 = stablehlo.add %231, %215 : tensor<0x2xf64>
      %233 = stablehlo.multiply %229, %232 : tensor<0x2xf64>
      %234 = stablehlo.divide %227, %233 : tensor<0x2xf64>
      %235 = stablehlo.select %213, %221, %234 : tensor<0x2xi1>, tensor<0x2xf64>
      %236 = stablehlo.subtract %iterArg_52, %214 : tensor<0x2xf64>
      %237 = stablehlo.multiply %214, %236 : tensor<0x2xf64>
      %238 = stablehlo.multiply %237, %iterArg_53 : tensor<0x2xf64>
      %239 = stablehlo.multiply %216, %214 : tensor<0x2xf64>
      %240 = stablehlo.add %iterArg, %239 : tensor<0x2xf64>
      %241 = stablehlo.subtract %240, %215 : tensor<0x2xf64>
      %242 = stablehlo.multiply %216, %214 : tensor<0x2xf64>
      %243 = stablehlo.add %iterArg, %242 : tensor<0x2xf64>
      %244 = stablehlo.multiply %241, %243 : tensor<0x2xf64>
      %245 = stablehlo.divide %238, %244 : tensor<0x2xf64>
      %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %246 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
      %247 = stablehlo.select %205, %235, %245 : tensor<0x2xi1>, tensor<0x2xf64>
      %248 = stablehlo.select %207, %246, %247 : tensor<0x2xi1>, tensor<0x2xf64>
      %249 = stablehlo.broadcast_in_dim %iterArg_57, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
      %c_68 = stablehlo.constant dense<0> : tensor<i64>
      %250 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
      %251 = stablehlo.compare EQ, %249, %250, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
      %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %252 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
      %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %253 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
      %254 = stablehlo.select %251, %252, %253 : tensor<0x2xi1>, tensor<0x2xf64>
      %255 = stablehlo.divide %248, %iterArg_54 : tensor<0x2xf64>
      %256 = stablehlo.add %254, %255 : tensor<0x2xf64>
      %cst_71 = stablehlo.constant dense<1.1102230246251565E-16> : tensor<f64>
      %257 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
      %258 = stablehlo.abs %256 : tensor<0x2xf64>
      %259 = stablehlo.compare LT, %258, %257, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
      %260 = stablehlo.select %259, %257, %256 : tensor<0x2xi1>, tensor<0x2xf64>
      %261 = stablehlo.multiply %248, %iterArg_55 : tensor<0x2xf64>
      %262 = stablehlo.add %254, %261 : tensor<0x2xf64>
      %263 = stablehlo.abs %262 : tensor<0x2xf64>
      %264 = stablehlo.compare LT, %263, %257, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
      %265 = stablehlo.select %264, %257, %262 : tensor<0x2xi1>, tensor<0x2xf64>
      %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %266 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
      %267 = stablehlo.divide %266, %265 : tensor<0x2xf64>
      %268 = stablehlo.multiply %260, %267 : tensor<0x2xf64>
      %269 = stablehlo.multiply %iterArg_56, %268 : tensor<0x2xf64>
      %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %270 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
      %271 = stablehlo.subtract %268, %270 : tensor<0x2xf64>
      %272 = stablehlo.abs %271 : tensor<0x2xf64>
      %cst_74 = stablehlo.constant dense<1.1102230246251565E-16> : tensor<f64>
      %273 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
      %274 = stablehlo.compare GE, %272, %273, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
      %c_75 = stablehlo.constant dense<1> : tensor<i64>
      %275 = stablehlo.add %iterArg_57, %c_75 : tensor<i64>
      %276 = stablehlo.and %iterArg_58, %274 : tensor<0x2xi1>
      %277 = stablehlo.select %iterArg_58, %260, %iterArg_54 : tensor<0x2xi1>, tensor<0x2xf64>
      %278 = stablehlo.select %iterArg_58, %267, %iterArg_55 : tensor<0x2xi1>, tensor<0x2xf64>
      %279 = stablehlo.select %iterArg_58, %269, %iterArg_56 : tensor<0x2xi1>, tensor<0x2xf64>
      stablehlo.return %iterArg, %iterArg_52, %iterArg_53, %277, %278, %279, %275, %276 : tensor<0x2xf64>, tensor<0x2xf64>, tensor<0x2xf64>, tensor<0x2xf64>, tensor<0x2xf64>, tensor<0x2xf64>, tensor<i64>, tensor<0x2xi1>
    }
    %168 = chlo.lgamma %150 : tensor<0x2xf64> -> tensor<0x2xf64>
    %169 = stablehlo.add %149, %150 : tensor<0x2xf64>
    %170 = chlo.lgamma %169 : tensor<0x2xf64> -> tensor<0x2xf64>
    %171 = stablehlo.subtract %168, %170 : tensor<0x2xf64>
    %172 = chlo.lgamma %149 : tensor<0x2xf64> -> tensor<0x2xf64>
    %173 = stablehlo.add %172, %171 : tensor<0x2xf64>
    %cst_47 = stablehlo.constant dense<4.4501477170144028E-308> : tensor<f64>
    %174 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %175 = stablehlo.compare LT, %149, %174, FLOAT : (tensor<0x2xf64>, tensor<0x2xf64>) -> tensor<0x2xi1>
    %176 = stablehlo.negate %153 : tensor<0x2xf64>
    %177 = stablehlo.log_plus_one %176 : tensor<0x2xf64>
    %178 = stablehlo.multiply %177, %150 : tensor<0x2xf64>
    %179 = stablehlo.subtract %178, %171 : tensor<0x2xf64>
    %180 = stablehlo.exponential %179 : tensor<0x2xf64>
    %181 = stablehlo.log %153 : tensor<0x2xf64>
    %182 = stablehlo.multiply %181, %149 : tensor<0x2xf64>
    %183 = stablehlo.negate %153 : tensor<0x2xf64>
    %184 = stablehlo.log_plus_one %183 : tensor<0x2xf64>
    %185 = stablehlo.multiply %184, %150 : tensor<0x2xf64>
    %186 = stablehlo.add %182, %185 : tensor<0x2xf64>
    %187 = stablehlo.subtract %186, %173 : tensor<0x2xf64>
    %188 = stablehlo.exponential %187 : tensor<0x2xf64>
    %189 = stablehlo.divide %188, %149 : tensor<0x2xf64>
    %190 = stablehlo.select %175, %180, %189 : tensor<0x2xi1>, tensor<0x2xf64>
    %191 = stablehlo.multiply %167#5, %190 : tensor<0x2xf64>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %192 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %193 = stablehlo.subtract %192, %191 : tensor<0x2xf64>
    %194 = stablehlo.select %148, %191, %193 : tensor<0x2xi1>, tensor<0x2xf64>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %195 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %196 = stablehlo.select %124, %195, %194 : tensor<0x2xi1>, tensor<0x2xf64>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %197 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %198 = stablehlo.select %127, %197, %196 : tensor<0x2xi1>, tensor<0x2xf64>
    %cst_51 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %199 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f64>) -> tensor<0x2xf64>
    %200 = stablehlo.select %141, %199, %198 : tensor<0x2xi1>, tensor<0x2xf64>
    return %100, %200 : tensor<12xf64>, tensor<0x2xf64>
  }
  func.func private @remainder(%arg0: tensor<12xi64>, %arg1: tensor<12xi64>) -> tensor<12xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<12xi64>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<12xi64>
    %3 = call @_where(%1, %2, %arg1) : (tensor<12xi1>, tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<12xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<12xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<12xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<12xi64>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.and %11, %6 : tensor<12xi1>
    %13 = stablehlo.add %4, %3 : tensor<12xi64>
    %14 = stablehlo.select %12, %13, %4 : tensor<12xi1>, tensor<12xi64>
    return %14 : tensor<12xi64>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xi64>, %arg2: tensor<12xi64>) -> tensor<12xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xi64>
    return %0 : tensor<12xi64>
  }
  func.func private @floor_divide(%arg0: tensor<12xi64>, %arg1: tensor<12xi64>) -> tensor<12xi64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<12xi64>
    %1 = stablehlo.sign %arg0 : tensor<12xi64>
    %2 = stablehlo.sign %arg1 : tensor<12xi64>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<12xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<12xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %8 = stablehlo.compare NE, %3, %7, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %9 = stablehlo.convert %8 : tensor<12xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.convert %11 : tensor<12xi1>
    %13 = stablehlo.and %9, %12 : tensor<12xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<12xi64>
    %15 = stablehlo.subtract %0, %14 : tensor<12xi64>
    %16 = call @_where_0(%13, %15, %0) : (tensor<12xi1>, tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    return %16 : tensor<12xi64>
  }
  func.func private @_where_0(%arg0: tensor<12xi1>, %arg1: tensor<12xi64>, %arg2: tensor<12xi64>) -> tensor<12xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xi64>
    return %0 : tensor<12xi64>
  }
  func.func private @remainder_1(%arg0: tensor<0x2xi64>, %arg1: tensor<0x2xi64>) -> tensor<0x2xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %3 = call @_where_2(%1, %2, %arg1) : (tensor<0x2xi1>, tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<0x2xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<0x2xi1>, tensor<0x2xi1>) -> tensor<0x2xi1>
    %12 = stablehlo.and %11, %6 : tensor<0x2xi1>
    %13 = stablehlo.add %4, %3 : tensor<0x2xi64>
    %14 = stablehlo.select %12, %13, %4 : tensor<0x2xi1>, tensor<0x2xi64>
    return %14 : tensor<0x2xi64>
  }
  func.func private @_where_2(%arg0: tensor<0x2xi1>, %arg1: tensor<0x2xi64>, %arg2: tensor<0x2xi64>) -> tensor<0x2xi64> {
    return %arg1 : tensor<0x2xi64>
  }
  func.func private @floor_divide_3(%arg0: tensor<0x2xi64>, %arg1: tensor<0x2xi64>) -> tensor<0x2xi64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<0x2xi64>
    %1 = stablehlo.sign %arg0 : tensor<0x2xi64>
    %2 = stablehlo.sign %arg1 : tensor<0x2xi64>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<0x2xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<0x2xi1>
    %8 = stablehlo.compare NE, %3, %7, UNSIGNED : (tensor<0x2xi1>, tensor<0x2xi1>) -> tensor<0x2xi1>
    %9 = stablehlo.convert %8 : tensor<0x2xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<0x2xi1>
    %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<0x2xi1>, tensor<0x2xi1>) -> tensor<0x2xi1>
    %12 = stablehlo.convert %11 : tensor<0x2xi1>
    %13 = stablehlo.and %9, %12 : tensor<0x2xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<0x2xi64>
    %15 = stablehlo.subtract %0, %14 : tensor<0x2xi64>
    %16 = call @_where_4(%13, %15, %0) : (tensor<0x2xi1>, tensor<0x2xi64>, tensor<0x2xi64>) -> tensor<0x2xi64>
    return %16 : tensor<0x2xi64>
  }
  func.func private @_where_4(%arg0: tensor<0x2xi1>, %arg1: tensor<0x2xi64>, %arg2: tensor<0x2xi64>) -> tensor<0x2xi64> {
    return %arg1 : tensor<0x2xi64>
  }
}
