module @jit_grad_elementwise attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<4xf64>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<4xf64> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.cosine %0 : tensor<2x3xf32>
    %2 = stablehlo.sine %0 : tensor<2x3xf32>
    %3 = stablehlo.tan %0 : tensor<2x3xf32>
    %4 = chlo.square %3 : tensor<2x3xf32> -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %6 = stablehlo.add %5, %4 : tensor<2x3xf32>
    %7 = stablehlo.exponential %0 : tensor<2x3xf32>
    %8 = stablehlo.sqrt %0 : tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %10 = stablehlo.divide %9, %8 : tensor<2x3xf32>
    %11 = stablehlo.tanh %0 : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %13 = stablehlo.add %12, %11 : tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %15 = stablehlo.subtract %14, %11 : tensor<2x3xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x3xf32>
    %17 = stablehlo.negate %0 : tensor<2x3xf32>
    %18 = stablehlo.exponential %17 : tensor<2x3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %20 = stablehlo.add %19, %18 : tensor<2x3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %22 = stablehlo.divide %21, %20 : tensor<2x3xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %24 = stablehlo.subtract %23, %22 : tensor<2x3xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<2x3xf32>
    %26 = chlo.square %0 : tensor<2x3xf32> -> tensor<2x3xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %28 = stablehlo.add %27, %26 : tensor<2x3xf32>
    %29 = stablehlo.abs %0 : tensor<2x3xf32>
    %cst_7 = stablehlo.constant dense<2.16840434E-19> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<2x3xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<7.37869762E+19> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %34 = stablehlo.clamp %32, %31, %33 : tensor<2x3xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %36 = stablehlo.divide %35, %34 : tensor<2x3xf32>
    %37 = stablehlo.multiply %0, %36 : tensor<2x3xf32>
    %38 = chlo.square %37 : tensor<2x3xf32> -> tensor<2x3xf32>
    %39 = chlo.square %36 : tensor<2x3xf32> -> tensor<2x3xf32>
    %40 = stablehlo.add %38, %39 : tensor<2x3xf32>
    %41 = stablehlo.rsqrt %40 : tensor<2x3xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<2x3xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %44 = stablehlo.add %43, %0 : tensor<2x3xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %46 = stablehlo.subtract %45, %0 : tensor<2x3xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<2x3xf32>
    %48 = stablehlo.rsqrt %47 : tensor<2x3xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %50 = stablehlo.add %0, %49 : tensor<2x3xf32>
    %51 = stablehlo.exponential %0 : tensor<2x3xf32>
    %52 = stablehlo.cbrt %0 : tensor<2x3xf32>
    %53 = stablehlo.multiply %52, %52 : tensor<2x3xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %55 = stablehlo.divide %54, %53 : tensor<2x3xf32>
    %cst_15 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<2x3xf32>
    %cst_16 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %59 = stablehlo.multiply %58, %0 : tensor<2x3xf32>
    %60 = stablehlo.exponential %59 : tensor<2x3xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.log %cst_17 : tensor<f32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.log %cst_18 : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %64 = stablehlo.multiply %0, %63 : tensor<2x3xf32>
    %65 = chlo.cosh %0 : tensor<2x3xf32> -> tensor<2x3xf32>
    %66 = chlo.sinh %0 : tensor<2x3xf32> -> tensor<2x3xf32>
    %67 = stablehlo.rsqrt %0 : tensor<2x3xf32>
    %68 = stablehlo.divide %67, %0 : tensor<2x3xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<2x3xf32>
    %71 = stablehlo.multiply %0, %0 : tensor<2x3xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<2x3xf32>
    %cst_21 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.subtract %cst_21, %cst_22 : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %76 = stablehlo.power %0, %75 : tensor<2x3xf32>
    %cst_23 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<2x3xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %80 = stablehlo.compare GE, %0, %79, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %82 = stablehlo.compare GT, %0, %81, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %84 = stablehlo.compare EQ, %0, %83, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %88 = stablehlo.select %84, %87, %86 : tensor<2x3xi1>, tensor<2x3xf32>
    %89 = stablehlo.select %82, %85, %88 : tensor<2x3xi1>, tensor<2x3xf32>
    %90 = chlo.square %0 : tensor<2x3xf32> -> tensor<2x3xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %91 = chlo.square %cst_30 : tensor<f32> -> tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %93 = stablehlo.add %90, %92 : tensor<2x3xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %95 = stablehlo.divide %94, %93 : tensor<2x3xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<2x3xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %99 = stablehlo.multiply %98, %89 : tensor<2x3xf32>
    %100 = stablehlo.add %97, %99 : tensor<2x3xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %103 = stablehlo.select %80, %102, %101 : tensor<2x3xi1>, tensor<2x3xf32>
    %104 = stablehlo.select %80, %101, %102 : tensor<2x3xi1>, tensor<2x3xf32>
    %105 = stablehlo.negate %103 : tensor<2x3xf32>
    %106 = stablehlo.add %104, %105 : tensor<2x3xf32>
    %107 = stablehlo.add %100, %106 : tensor<2x3xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %109 = stablehlo.multiply %108, %78 : tensor<2x3xf32>
    %110 = stablehlo.add %107, %109 : tensor<2x3xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %112 = stablehlo.multiply %111, %73 : tensor<2x3xf32>
    %113 = stablehlo.add %110, %112 : tensor<2x3xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %115 = stablehlo.multiply %114, %70 : tensor<2x3xf32>
    %116 = stablehlo.add %113, %115 : tensor<2x3xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %118 = stablehlo.multiply %117, %66 : tensor<2x3xf32>
    %119 = stablehlo.add %116, %118 : tensor<2x3xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %121 = stablehlo.multiply %120, %65 : tensor<2x3xf32>
    %122 = stablehlo.add %119, %121 : tensor<2x3xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %124 = stablehlo.divide %123, %64 : tensor<2x3xf32>
    %125 = stablehlo.add %122, %124 : tensor<2x3xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %127 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<2x3xf32>
    %129 = stablehlo.multiply %128, %60 : tensor<2x3xf32>
    %130 = stablehlo.add %125, %129 : tensor<2x3xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %132 = stablehlo.multiply %131, %57 : tensor<2x3xf32>
    %133 = stablehlo.add %130, %132 : tensor<2x3xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %135 = stablehlo.multiply %134, %51 : tensor<2x3xf32>
    %136 = stablehlo.add %133, %135 : tensor<2x3xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %138 = stablehlo.divide %137, %50 : tensor<2x3xf32>
    %139 = stablehlo.add %136, %138 : tensor<2x3xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %141 = stablehlo.multiply %140, %48 : tensor<2x3xf32>
    %142 = stablehlo.add %139, %141 : tensor<2x3xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %144 = stablehlo.multiply %143, %42 : tensor<2x3xf32>
    %145 = stablehlo.add %142, %144 : tensor<2x3xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %147 = stablehlo.divide %146, %28 : tensor<2x3xf32>
    %148 = stablehlo.add %145, %147 : tensor<2x3xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %150 = stablehlo.multiply %149, %25 : tensor<2x3xf32>
    %151 = stablehlo.add %148, %150 : tensor<2x3xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %153 = stablehlo.multiply %152, %16 : tensor<2x3xf32>
    %154 = stablehlo.add %151, %153 : tensor<2x3xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %156 = stablehlo.multiply %155, %10 : tensor<2x3xf32>
    %157 = stablehlo.add %154, %156 : tensor<2x3xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %159 = stablehlo.divide %158, %0 : tensor<2x3xf32>
    %160 = stablehlo.add %157, %159 : tensor<2x3xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %162 = stablehlo.multiply %161, %7 : tensor<2x3xf32>
    %163 = stablehlo.add %160, %162 : tensor<2x3xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %165 = stablehlo.multiply %164, %6 : tensor<2x3xf32>
    %166 = stablehlo.add %163, %165 : tensor<2x3xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %168 = stablehlo.negate %167 : tensor<2x3xf32>
    %169 = stablehlo.multiply %168, %2 : tensor<2x3xf32>
    %170 = stablehlo.add %166, %169 : tensor<2x3xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %172 = stablehlo.multiply %171, %1 : tensor<2x3xf32>
    %173 = stablehlo.add %170, %172 : tensor<2x3xf32>
    %174 = stablehlo.cosine %arg1 : tensor<4xf64>
    %175 = stablehlo.sine %arg1 : tensor<4xf64>
    %176 = stablehlo.tan %arg1 : tensor<4xf64>
    %177 = chlo.square %176 : tensor<4xf64> -> tensor<4xf64>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %178 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %179 = stablehlo.add %178, %177 : tensor<4xf64>
    %180 = stablehlo.exponential %arg1 : tensor<4xf64>
    %181 = stablehlo.sqrt %arg1 : tensor<4xf64>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %182 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %183 = stablehlo.divide %182, %181 : tensor<4xf64>
    %184 = stablehlo.tanh %arg1 : tensor<4xf64>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %185 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %186 = stablehlo.add %185, %184 : tensor<4xf64>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %187 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %188 = stablehlo.subtract %187, %184 : tensor<4xf64>
    %189 = stablehlo.multiply %186, %188 : tensor<4xf64>
    %190 = stablehlo.negate %arg1 : tensor<4xf64>
    %191 = stablehlo.exponential %190 : tensor<4xf64>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %192 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %193 = stablehlo.add %192, %191 : tensor<4xf64>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %194 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %195 = stablehlo.divide %194, %193 : tensor<4xf64>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %196 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %197 = stablehlo.subtract %196, %195 : tensor<4xf64>
    %198 = stablehlo.multiply %195, %197 : tensor<4xf64>
    %199 = chlo.square %arg1 : tensor<4xf64> -> tensor<4xf64>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %200 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %201 = stablehlo.add %200, %199 : tensor<4xf64>
    %202 = stablehlo.abs %arg1 : tensor<4xf64>
    %cst_65 = stablehlo.constant dense<2.9833362924800827E-154> : tensor<f64>
    %203 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %204 = stablehlo.multiply %202, %203 : tensor<4xf64>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_67 = stablehlo.constant dense<5.3631231719770388E+154> : tensor<f64>
    %205 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %206 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %207 = stablehlo.clamp %205, %204, %206 : tensor<4xf64>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %208 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %209 = stablehlo.divide %208, %207 : tensor<4xf64>
    %210 = stablehlo.multiply %arg1, %209 : tensor<4xf64>
    %211 = chlo.square %210 : tensor<4xf64> -> tensor<4xf64>
    %212 = chlo.square %209 : tensor<4xf64> -> tensor<4xf64>
    %213 = stablehlo.add %211, %212 : tensor<4xf64>
    %214 = stablehlo.rsqrt %213 : tensor<4xf64>
    %215 = stablehlo.multiply %209, %214 : tensor<4xf64>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %216 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %217 = stablehlo.add %216, %arg1 : tensor<4xf64>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %218 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %219 = stablehlo.subtract %218, %arg1 : tensor<4xf64>
    %220 = stablehlo.multiply %217, %219 : tensor<4xf64>
    %221 = stablehlo.rsqrt %220 : tensor<4xf64>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %222 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %223 = stablehlo.add %arg1, %222 : tensor<4xf64>
    %224 = stablehlo.exponential %arg1 : tensor<4xf64>
    %225 = stablehlo.cbrt %arg1 : tensor<4xf64>
    %226 = stablehlo.multiply %225, %225 : tensor<4xf64>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %227 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %228 = stablehlo.divide %227, %226 : tensor<4xf64>
    %cst_73 = stablehlo.constant dense<0.33333333333333331> : tensor<f64>
    %229 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %230 = stablehlo.multiply %229, %228 : tensor<4xf64>
    %cst_74 = stablehlo.constant dense<0.69314718055994529> : tensor<f64>
    %231 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %232 = stablehlo.multiply %231, %arg1 : tensor<4xf64>
    %233 = stablehlo.exponential %232 : tensor<4xf64>
    %cst_75 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %234 = stablehlo.log %cst_75 : tensor<f64>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %235 = stablehlo.log %cst_76 : tensor<f64>
    %236 = stablehlo.broadcast_in_dim %235, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %237 = stablehlo.multiply %arg1, %236 : tensor<4xf64>
    %238 = chlo.cosh %arg1 : tensor<4xf64> -> tensor<4xf64>
    %239 = chlo.sinh %arg1 : tensor<4xf64> -> tensor<4xf64>
    %240 = stablehlo.rsqrt %arg1 : tensor<4xf64>
    %241 = stablehlo.divide %240, %arg1 : tensor<4xf64>
    %cst_77 = stablehlo.constant dense<-5.000000e-01> : tensor<f64>
    %242 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %243 = stablehlo.multiply %242, %241 : tensor<4xf64>
    %244 = stablehlo.multiply %arg1, %arg1 : tensor<4xf64>
    %cst_78 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %245 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %246 = stablehlo.multiply %245, %244 : tensor<4xf64>
    %cst_79 = stablehlo.constant dense<2.500000e+00> : tensor<f64>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %247 = stablehlo.subtract %cst_79, %cst_80 : tensor<f64>
    %248 = stablehlo.broadcast_in_dim %247, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %249 = stablehlo.power %arg1, %248 : tensor<4xf64>
    %cst_81 = stablehlo.constant dense<2.500000e+00> : tensor<f64>
    %250 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %251 = stablehlo.multiply %250, %249 : tensor<4xf64>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %252 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %253 = stablehlo.compare GE, %arg1, %252, FLOAT : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %cst_83 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %254 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %255 = stablehlo.compare GT, %arg1, %254, FLOAT : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %cst_84 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %256 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %257 = stablehlo.compare EQ, %arg1, %256, FLOAT : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %258 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %259 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %cst_87 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %260 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %261 = stablehlo.select %257, %260, %259 : tensor<4xi1>, tensor<4xf64>
    %262 = stablehlo.select %255, %258, %261 : tensor<4xi1>, tensor<4xf64>
    %263 = chlo.square %arg1 : tensor<4xf64> -> tensor<4xf64>
    %cst_88 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %264 = chlo.square %cst_88 : tensor<f64> -> tensor<f64>
    %265 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %266 = stablehlo.add %263, %265 : tensor<4xf64>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %267 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %268 = stablehlo.divide %267, %266 : tensor<4xf64>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %269 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %270 = stablehlo.multiply %269, %268 : tensor<4xf64>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %271 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %272 = stablehlo.multiply %271, %262 : tensor<4xf64>
    %273 = stablehlo.add %270, %272 : tensor<4xf64>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %274 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %275 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %276 = stablehlo.select %253, %275, %274 : tensor<4xi1>, tensor<4xf64>
    %277 = stablehlo.select %253, %274, %275 : tensor<4xi1>, tensor<4xf64>
    %278 = stablehlo.negate %276 : tensor<4xf64>
    %279 = stablehlo.add %277, %278 : tensor<4xf64>
    %280 = stablehlo.add %273, %279 : tensor<4xf64>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %281 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %282 = stablehlo.multiply %281, %251 : tensor<4xf64>
    %283 = stablehlo.add %280, %282 : tensor<4xf64>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %284 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %285 = stablehlo.multiply %284, %246 : tensor<4xf64>
    %286 = stablehlo.add %283, %285 : tensor<4xf64>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %287 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %288 = stablehlo.multiply %287, %243 : tensor<4xf64>
    %289 = stablehlo.add %286, %288 : tensor<4xf64>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %290 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %291 = stablehlo.multiply %290, %239 : tensor<4xf64>
    %292 = stablehlo.add %289, %291 : tensor<4xf64>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %293 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %294 = stablehlo.multiply %293, %238 : tensor<4xf64>
    %295 = stablehlo.add %292, %294 : tensor<4xf64>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %296 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %297 = stablehlo.divide %296, %237 : tensor<4xf64>
    %298 = stablehlo.add %295, %297 : tensor<4xf64>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %299 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %300 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %301 = stablehlo.multiply %300, %299 : tensor<4xf64>
    %302 = stablehlo.multiply %301, %233 : tensor<4xf64>
    %303 = stablehlo.add %298, %302 : tensor<4xf64>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %304 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %305 = stablehlo.multiply %304, %230 : tensor<4xf64>
    %306 = stablehlo.add %303, %305 : tensor<4xf64>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %307 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %308 = stablehlo.multiply %307, %224 : tensor<4xf64>
    %309 = stablehlo.add %306, %308 : tensor<4xf64>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %310 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %311 = stablehlo.divide %310, %223 : tensor<4xf64>
    %312 = stablehlo.add %309, %311 : tensor<4xf64>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %313 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %314 = stablehlo.multiply %313, %221 : tensor<4xf64>
    %315 = stablehlo.add %312, %314 : tensor<4xf64>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %316 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %317 = stablehlo.multiply %316, %215 : tensor<4xf64>
    %318 = stablehlo.add %315, %317 : tensor<4xf64>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %319 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %320 = stablehlo.divide %319, %201 : tensor<4xf64>
    %321 = stablehlo.add %318, %320 : tensor<4xf64>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %322 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %323 = stablehlo.multiply %322, %198 : tensor<4xf64>
    %324 = stablehlo.add %321, %323 : tensor<4xf64>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %325 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %326 = stablehlo.multiply %325, %189 : tensor<4xf64>
    %327 = stablehlo.add %324, %326 : tensor<4xf64>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %328 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %329 = stablehlo.multiply %328, %183 : tensor<4xf64>
    %330 = stablehlo.add %327, %329 : tensor<4xf64>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %331 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %332 = stablehlo.divide %331, %arg1 : tensor<4xf64>
    %333 = stablehlo.add %330, %332 : tensor<4xf64>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %334 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %335 = stablehlo.multiply %334, %180 : tensor<4xf64>
    %336 = stablehlo.add %333, %335 : tensor<4xf64>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %337 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %338 = stablehlo.multiply %337, %179 : tensor<4xf64>
    %339 = stablehlo.add %336, %338 : tensor<4xf64>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %340 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %341 = stablehlo.negate %340 : tensor<4xf64>
    %342 = stablehlo.multiply %341, %175 : tensor<4xf64>
    %343 = stablehlo.add %339, %342 : tensor<4xf64>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %344 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %345 = stablehlo.multiply %344, %174 : tensor<4xf64>
    %346 = stablehlo.add %343, %345 : tensor<4xf64>
    return %173, %346 : tensor<2x3xf32>, tensor<4xf64>
  }
}
