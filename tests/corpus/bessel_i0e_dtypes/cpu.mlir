module @jit_bessel_i0e_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>, %arg1: tensor<2x5xf16>, %arg2: tensor<5xbf16>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<2x5xf16> {jax.result_info = "result[2]"}, tensor<5xbf16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<10xf32>) -> tensor<10xf32>
    %1 = stablehlo.abs %0 : tensor<10xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %5 = stablehlo.multiply %2, %1 : tensor<10xf32>
    %6 = stablehlo.subtract %5, %3 : tensor<10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.multiply %6, %7 : tensor<10xf32>
    %11 = stablehlo.subtract %10, %8 : tensor<10xf32>
    %cst_5 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %13 = stablehlo.add %11, %12 : tensor<10xf32>
    %14 = stablehlo.multiply %6, %13 : tensor<10xf32>
    %15 = stablehlo.subtract %14, %7 : tensor<10xf32>
    %cst_6 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %17 = stablehlo.add %15, %16 : tensor<10xf32>
    %18 = stablehlo.multiply %6, %17 : tensor<10xf32>
    %19 = stablehlo.subtract %18, %13 : tensor<10xf32>
    %cst_7 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %21 = stablehlo.add %19, %20 : tensor<10xf32>
    %22 = stablehlo.multiply %6, %21 : tensor<10xf32>
    %23 = stablehlo.subtract %22, %17 : tensor<10xf32>
    %cst_8 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %25 = stablehlo.add %23, %24 : tensor<10xf32>
    %26 = stablehlo.multiply %6, %25 : tensor<10xf32>
    %27 = stablehlo.subtract %26, %21 : tensor<10xf32>
    %cst_9 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %29 = stablehlo.add %27, %28 : tensor<10xf32>
    %30 = stablehlo.multiply %6, %29 : tensor<10xf32>
    %31 = stablehlo.subtract %30, %25 : tensor<10xf32>
    %cst_10 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %33 = stablehlo.add %31, %32 : tensor<10xf32>
    %34 = stablehlo.multiply %6, %33 : tensor<10xf32>
    %35 = stablehlo.subtract %34, %29 : tensor<10xf32>
    %cst_11 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %37 = stablehlo.add %35, %36 : tensor<10xf32>
    %38 = stablehlo.multiply %6, %37 : tensor<10xf32>
    %39 = stablehlo.subtract %38, %33 : tensor<10xf32>
    %cst_12 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %41 = stablehlo.add %39, %40 : tensor<10xf32>
    %42 = stablehlo.multiply %6, %41 : tensor<10xf32>
    %43 = stablehlo.subtract %42, %37 : tensor<10xf32>
    %cst_13 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %45 = stablehlo.add %43, %44 : tensor<10xf32>
    %46 = stablehlo.multiply %6, %45 : tensor<10xf32>
    %47 = stablehlo.subtract %46, %41 : tensor<10xf32>
    %cst_14 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %49 = stablehlo.add %47, %48 : tensor<10xf32>
    %50 = stablehlo.multiply %6, %49 : tensor<10xf32>
    %51 = stablehlo.subtract %50, %45 : tensor<10xf32>
    %cst_15 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %53 = stablehlo.add %51, %52 : tensor<10xf32>
    %54 = stablehlo.multiply %6, %53 : tensor<10xf32>
    %55 = stablehlo.subtract %54, %49 : tensor<10xf32>
    %cst_16 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %57 = stablehlo.add %55, %56 : tensor<10xf32>
    %58 = stablehlo.multiply %6, %57 : tensor<10xf32>
    %59 = stablehlo.subtract %58, %53 : tensor<10xf32>
    %cst_17 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %61 = stablehlo.add %59, %60 : tensor<10xf32>
    %62 = stablehlo.multiply %6, %61 : tensor<10xf32>
    %63 = stablehlo.subtract %62, %57 : tensor<10xf32>
    %cst_18 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %65 = stablehlo.add %63, %64 : tensor<10xf32>
    %66 = stablehlo.multiply %6, %65 : tensor<10xf32>
    %67 = stablehlo.subtract %66, %61 : tensor<10xf32>
    %cst_19 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %69 = stablehlo.add %67, %68 : tensor<10xf32>
    %70 = stablehlo.multiply %6, %69 : tensor<10xf32>
    %71 = stablehlo.subtract %70, %65 : tensor<10xf32>
    %cst_20 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %73 = stablehlo.add %71, %72 : tensor<10xf32>
    %74 = stablehlo.multiply %6, %73 : tensor<10xf32>
    %75 = stablehlo.subtract %74, %69 : tensor<10xf32>
    %cst_21 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %77 = stablehlo.add %75, %76 : tensor<10xf32>
    %78 = stablehlo.multiply %6, %77 : tensor<10xf32>
    %79 = stablehlo.subtract %78, %73 : tensor<10xf32>
    %cst_22 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %81 = stablehlo.add %79, %80 : tensor<10xf32>
    %82 = stablehlo.subtract %81, %73 : tensor<10xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<10xf32>
    %85 = stablehlo.divide %4, %1 : tensor<10xf32>
    %86 = stablehlo.subtract %85, %3 : tensor<10xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %90 = stablehlo.multiply %86, %87 : tensor<10xf32>
    %91 = stablehlo.subtract %90, %88 : tensor<10xf32>
    %cst_27 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %93 = stablehlo.add %91, %92 : tensor<10xf32>
    %94 = stablehlo.multiply %86, %93 : tensor<10xf32>
    %95 = stablehlo.subtract %94, %87 : tensor<10xf32>
    %cst_28 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %97 = stablehlo.add %95, %96 : tensor<10xf32>
    %98 = stablehlo.multiply %86, %97 : tensor<10xf32>
    %99 = stablehlo.subtract %98, %93 : tensor<10xf32>
    %cst_29 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %101 = stablehlo.add %99, %100 : tensor<10xf32>
    %102 = stablehlo.multiply %86, %101 : tensor<10xf32>
    %103 = stablehlo.subtract %102, %97 : tensor<10xf32>
    %cst_30 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %105 = stablehlo.add %103, %104 : tensor<10xf32>
    %106 = stablehlo.multiply %86, %105 : tensor<10xf32>
    %107 = stablehlo.subtract %106, %101 : tensor<10xf32>
    %cst_31 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %109 = stablehlo.add %107, %108 : tensor<10xf32>
    %110 = stablehlo.multiply %86, %109 : tensor<10xf32>
    %111 = stablehlo.subtract %110, %105 : tensor<10xf32>
    %cst_32 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %113 = stablehlo.add %111, %112 : tensor<10xf32>
    %114 = stablehlo.multiply %86, %113 : tensor<10xf32>
    %115 = stablehlo.subtract %114, %109 : tensor<10xf32>
    %cst_33 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %117 = stablehlo.add %115, %116 : tensor<10xf32>
    %118 = stablehlo.subtract %117, %109 : tensor<10xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<10xf32>
    %121 = stablehlo.sqrt %1 : tensor<10xf32>
    %122 = stablehlo.divide %120, %121 : tensor<10xf32>
    %cst_35 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %124 = stablehlo.compare LE, %1, %123, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %125 = stablehlo.select %124, %84, %122 : tensor<10xi1>, tensor<10xf32>
    %126 = stablehlo.abs %arg0 : tensor<10xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %130 = stablehlo.multiply %127, %126 : tensor<10xf32>
    %131 = stablehlo.subtract %130, %128 : tensor<10xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %135 = stablehlo.multiply %131, %132 : tensor<10xf32>
    %136 = stablehlo.subtract %135, %133 : tensor<10xf32>
    %cst_42 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %138 = stablehlo.add %136, %137 : tensor<10xf32>
    %139 = stablehlo.multiply %131, %138 : tensor<10xf32>
    %140 = stablehlo.subtract %139, %132 : tensor<10xf32>
    %cst_43 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %142 = stablehlo.add %140, %141 : tensor<10xf32>
    %143 = stablehlo.multiply %131, %142 : tensor<10xf32>
    %144 = stablehlo.subtract %143, %138 : tensor<10xf32>
    %cst_44 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %146 = stablehlo.add %144, %145 : tensor<10xf32>
    %147 = stablehlo.multiply %131, %146 : tensor<10xf32>
    %148 = stablehlo.subtract %147, %142 : tensor<10xf32>
    %cst_45 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %150 = stablehlo.add %148, %149 : tensor<10xf32>
    %151 = stablehlo.multiply %131, %150 : tensor<10xf32>
    %152 = stablehlo.subtract %151, %146 : tensor<10xf32>
    %cst_46 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %154 = stablehlo.add %152, %153 : tensor<10xf32>
    %155 = stablehlo.multiply %131, %154 : tensor<10xf32>
    %156 = stablehlo.subtract %155, %150 : tensor<10xf32>
    %cst_47 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %158 = stablehlo.add %156, %157 : tensor<10xf32>
    %159 = stablehlo.multiply %131, %158 : tensor<10xf32>
    %160 = stablehlo.subtract %159, %154 : tensor<10xf32>
    %cst_48 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %162 = stablehlo.add %160, %161 : tensor<10xf32>
    %163 = stablehlo.multiply %131, %162 : tensor<10xf32>
    %164 = stablehlo.subtract %163, %158 : tensor<10xf32>
    %cst_49 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %166 = stablehlo.add %164, %165 : tensor<10xf32>
    %167 = stablehlo.multiply %131, %166 : tensor<10xf32>
    %168 = stablehlo.subtract %167, %162 : tensor<10xf32>
    %cst_50 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %170 = stablehlo.add %168, %169 : tensor<10xf32>
    %171 = stablehlo.multiply %131, %170 : tensor<10xf32>
    %172 = stablehlo.subtract %171, %166 : tensor<10xf32>
    %cst_51 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %174 = stablehlo.add %172, %173 : tensor<10xf32>
    %175 = stablehlo.multiply %131, %174 : tensor<10xf32>
    %176 = stablehlo.subtract %175, %170 : tensor<10xf32>
    %cst_52 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %178 = stablehlo.add %176, %177 : tensor<10xf32>
    %179 = stablehlo.multiply %131, %178 : tensor<10xf32>
    %180 = stablehlo.subtract %179, %174 : tensor<10xf32>
    %cst_53 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %182 = stablehlo.add %180, %181 : tensor<10xf32>
    %183 = stablehlo.multiply %131, %182 : tensor<10xf32>
    %184 = stablehlo.subtract %183, %178 : tensor<10xf32>
    %cst_54 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %186 = stablehlo.add %184, %185 : tensor<10xf32>
    %187 = stablehlo.multiply %131, %186 : tensor<10xf32>
    %188 = stablehlo.subtract %187, %182 : tensor<10xf32>
    %cst_55 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %190 = stablehlo.add %188, %189 : tensor<10xf32>
    %191 = stablehlo.multiply %131, %190 : tensor<10xf32>
    %192 = stablehlo.subtract %191, %186 : tensor<10xf32>
    %cst_56 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %194 = stablehlo.add %192, %193 : tensor<10xf32>
    %195 = stablehlo.multiply %131, %194 : tensor<10xf32>
    %196 = stablehlo.subtract %195, %190 : tensor<10xf32>
    %cst_57 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %198 = stablehlo.add %196, %197 : tensor<10xf32>
    %199 = stablehlo.multiply %131, %198 : tensor<10xf32>
    %200 = stablehlo.subtract %199, %194 : tensor<10xf32>
    %cst_58 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %202 = stablehlo.add %200, %201 : tensor<10xf32>
    %203 = stablehlo.multiply %131, %202 : tensor<10xf32>
    %204 = stablehlo.subtract %203, %198 : tensor<10xf32>
    %cst_59 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %206 = stablehlo.add %204, %205 : tensor<10xf32>
    %207 = stablehlo.subtract %206, %198 : tensor<10xf32>
    %cst_60 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %209 = stablehlo.multiply %208, %207 : tensor<10xf32>
    %210 = stablehlo.divide %129, %126 : tensor<10xf32>
    %211 = stablehlo.subtract %210, %128 : tensor<10xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %215 = stablehlo.multiply %211, %212 : tensor<10xf32>
    %216 = stablehlo.subtract %215, %213 : tensor<10xf32>
    %cst_64 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %218 = stablehlo.add %216, %217 : tensor<10xf32>
    %219 = stablehlo.multiply %211, %218 : tensor<10xf32>
    %220 = stablehlo.subtract %219, %212 : tensor<10xf32>
    %cst_65 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %222 = stablehlo.add %220, %221 : tensor<10xf32>
    %223 = stablehlo.multiply %211, %222 : tensor<10xf32>
    %224 = stablehlo.subtract %223, %218 : tensor<10xf32>
    %cst_66 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %226 = stablehlo.add %224, %225 : tensor<10xf32>
    %227 = stablehlo.multiply %211, %226 : tensor<10xf32>
    %228 = stablehlo.subtract %227, %222 : tensor<10xf32>
    %cst_67 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %230 = stablehlo.add %228, %229 : tensor<10xf32>
    %231 = stablehlo.multiply %211, %230 : tensor<10xf32>
    %232 = stablehlo.subtract %231, %226 : tensor<10xf32>
    %cst_68 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %234 = stablehlo.add %232, %233 : tensor<10xf32>
    %235 = stablehlo.multiply %211, %234 : tensor<10xf32>
    %236 = stablehlo.subtract %235, %230 : tensor<10xf32>
    %cst_69 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %238 = stablehlo.add %236, %237 : tensor<10xf32>
    %239 = stablehlo.multiply %211, %238 : tensor<10xf32>
    %240 = stablehlo.subtract %239, %234 : tensor<10xf32>
    %cst_70 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %242 = stablehlo.add %240, %241 : tensor<10xf32>
    %243 = stablehlo.subtract %242, %234 : tensor<10xf32>
    %cst_71 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<10xf32>
    %246 = stablehlo.sqrt %126 : tensor<10xf32>
    %247 = stablehlo.divide %245, %246 : tensor<10xf32>
    %cst_72 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %249 = stablehlo.compare LE, %126, %248, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %250 = stablehlo.select %249, %209, %247 : tensor<10xi1>, tensor<10xf32>
    %251 = stablehlo.convert %arg1 : (tensor<2x5xf16>) -> tensor<2x5xf32>
    %252 = stablehlo.abs %251 : tensor<2x5xf32>
    %cst_73 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %cst_75 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %256 = stablehlo.multiply %253, %252 : tensor<2x5xf32>
    %257 = stablehlo.subtract %256, %254 : tensor<2x5xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %261 = stablehlo.multiply %257, %258 : tensor<2x5xf32>
    %262 = stablehlo.subtract %261, %259 : tensor<2x5xf32>
    %cst_79 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %264 = stablehlo.add %262, %263 : tensor<2x5xf32>
    %265 = stablehlo.multiply %257, %264 : tensor<2x5xf32>
    %266 = stablehlo.subtract %265, %258 : tensor<2x5xf32>
    %cst_80 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %268 = stablehlo.add %266, %267 : tensor<2x5xf32>
    %269 = stablehlo.multiply %257, %268 : tensor<2x5xf32>
    %270 = stablehlo.subtract %269, %264 : tensor<2x5xf32>
    %cst_81 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %272 = stablehlo.add %270, %271 : tensor<2x5xf32>
    %273 = stablehlo.multiply %257, %272 : tensor<2x5xf32>
    %274 = stablehlo.subtract %273, %268 : tensor<2x5xf32>
    %cst_82 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %276 = stablehlo.add %274, %275 : tensor<2x5xf32>
    %277 = stablehlo.multiply %257, %276 : tensor<2x5xf32>
    %278 = stablehlo.subtract %277, %272 : tensor<2x5xf32>
    %cst_83 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %280 = stablehlo.add %278, %279 : tensor<2x5xf32>
    %281 = stablehlo.multiply %257, %280 : tensor<2x5xf32>
    %282 = stablehlo.subtract %281, %276 : tensor<2x5xf32>
    %cst_84 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %284 = stablehlo.add %282, %283 : tensor<2x5xf32>
    %285 = stablehlo.multiply %257, %284 : tensor<2x5xf32>
    %286 = stablehlo.subtract %285, %280 : tensor<2x5xf32>
    %cst_85 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %288 = stablehlo.add %286, %287 : tensor<2x5xf32>
    %289 = stablehlo.multiply %257, %288 : tensor<2x5xf32>
    %290 = stablehlo.subtract %289, %284 : tensor<2x5xf32>
    %cst_86 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %292 = stablehlo.add %290, %291 : tensor<2x5xf32>
    %293 = stablehlo.multiply %257, %292 : tensor<2x5xf32>
    %294 = stablehlo.subtract %293, %288 : tensor<2x5xf32>
    %cst_87 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %296 = stablehlo.add %294, %295 : tensor<2x5xf32>
    %297 = stablehlo.multiply %257, %296 : tensor<2x5xf32>
    %298 = stablehlo.subtract %297, %292 : tensor<2x5xf32>
    %cst_88 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %300 = stablehlo.add %298, %299 : tensor<2x5xf32>
    %301 = stablehlo.multiply %257, %300 : tensor<2x5xf32>
    %302 = stablehlo.subtract %301, %296 : tensor<2x5xf32>
    %cst_89 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %304 = stablehlo.add %302, %303 : tensor<2x5xf32>
    %305 = stablehlo.multiply %257, %304 : tensor<2x5xf32>
    %306 = stablehlo.subtract %305, %300 : tensor<2x5xf32>
    %cst_90 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %308 = stablehlo.add %306, %307 : tensor<2x5xf32>
    %309 = stablehlo.multiply %257, %308 : tensor<2x5xf32>
    %310 = stablehlo.subtract %309, %304 : tensor<2x5xf32>
    %cst_91 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %312 = stablehlo.add %310, %311 : tensor<2x5xf32>
    %313 = stablehlo.multiply %257, %312 : tensor<2x5xf32>
    %314 = stablehlo.subtract %313, %308 : tensor<2x5xf32>
    %cst_92 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %316 = stablehlo.add %314, %315 : tensor<2x5xf32>
    %317 = stablehlo.multiply %257, %316 : tensor<2x5xf32>
    %318 = stablehlo.subtract %317, %312 : tensor<2x5xf32>
    %cst_93 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %320 = stablehlo.add %318, %319 : tensor<2x5xf32>
    %321 = stablehlo.multiply %257, %320 : tensor<2x5xf32>
    %322 = stablehlo.subtract %321, %316 : tensor<2x5xf32>
    %cst_94 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %324 = stablehlo.add %322, %323 : tensor<2x5xf32>
    %325 = stablehlo.multiply %257, %324 : tensor<2x5xf32>
    %326 = stablehlo.subtract %325, %320 : tensor<2x5xf32>
    %cst_95 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %328 = stablehlo.add %326, %327 : tensor<2x5xf32>
    %329 = stablehlo.multiply %257, %328 : tensor<2x5xf32>
    %330 = stablehlo.subtract %329, %324 : tensor<2x5xf32>
    %cst_96 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %332 = stablehlo.add %330, %331 : tensor<2x5xf32>
    %333 = stablehlo.subtract %332, %324 : tensor<2x5xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %335 = stablehlo.multiply %334, %333 : tensor<2x5xf32>
    %336 = stablehlo.divide %255, %252 : tensor<2x5xf32>
    %337 = stablehlo.subtract %336, %254 : tensor<2x5xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %341 = stablehlo.multiply %337, %338 : tensor<2x5xf32>
    %342 = stablehlo.subtract %341, %339 : tensor<2x5xf32>
    %cst_101 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %344 = stablehlo.add %342, %343 : tensor<2x5xf32>
    %345 = stablehlo.multiply %337, %344 : tensor<2x5xf32>
    %346 = stablehlo.subtract %345, %338 : tensor<2x5xf32>
    %cst_102 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %348 = stablehlo.add %346, %347 : tensor<2x5xf32>
    %349 = stablehlo.multiply %337, %348 : tensor<2x5xf32>
    %350 = stablehlo.subtract %349, %344 : tensor<2x5xf32>
    %cst_103 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %352 = stablehlo.add %350, %351 : tensor<2x5xf32>
    %353 = stablehlo.multiply %337, %352 : tensor<2x5xf32>
    %354 = stablehlo.subtract %353, %348 : tensor<2x5xf32>
    %cst_104 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %356 = stablehlo.add %354, %355 : tensor<2x5xf32>
    %357 = stablehlo.multiply %337, %356 : tensor<2x5xf32>
    %358 = stablehlo.subtract %357, %352 : tensor<2x5xf32>
    %cst_105 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %360 = stablehlo.add %358, %359 : tensor<2x5xf32>
    %361 = stablehlo.multiply %337, %360 : tensor<2x5xf32>
    %362 = stablehlo.subtract %361, %356 : tensor<2x5xf32>
    %cst_106 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %364 = stablehlo.add %362, %363 : tensor<2x5xf32>
    %365 = stablehlo.multiply %337, %364 : tensor<2x5xf32>
    %366 = stablehlo.subtract %365, %360 : tensor<2x5xf32>
    %cst_107 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %368 = stablehlo.add %366, %367 : tensor<2x5xf32>
    %369 = stablehlo.subtract %368, %360 : tensor<2x5xf32>
    %cst_108 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %371 = stablehlo.multiply %370, %369 : tensor<2x5xf32>
    %372 = stablehlo.sqrt %252 : tensor<2x5xf32>
    %373 = stablehlo.divide %371, %372 : tensor<2x5xf32>
    %cst_109 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %375 = stablehlo.compare LE, %252, %374, FLOAT : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xi1>
    %376 = stablehlo.select %375, %335, %373 : tensor<2x5xi1>, tensor<2x5xf32>
    %377 = stablehlo.convert %376 : (tensor<2x5xf32>) -> tensor<2x5xf16>
    %378 = stablehlo.convert %arg2 : (tensor<5xbf16>) -> tensor<5xf32>
    %379 = stablehlo.abs %378 : tensor<5xf32>
    %cst_110 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_111 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_112 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %383 = stablehlo.multiply %380, %379 : tensor<5xf32>
    %384 = stablehlo.subtract %383, %381 : tensor<5xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %388 = stablehlo.multiply %384, %385 : tensor<5xf32>
    %389 = stablehlo.subtract %388, %386 : tensor<5xf32>
    %cst_116 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %391 = stablehlo.add %389, %390 : tensor<5xf32>
    %392 = stablehlo.multiply %384, %391 : tensor<5xf32>
    %393 = stablehlo.subtract %392, %385 : tensor<5xf32>
    %cst_117 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %395 = stablehlo.add %393, %394 : tensor<5xf32>
    %396 = stablehlo.multiply %384, %395 : tensor<5xf32>
    %397 = stablehlo.subtract %396, %391 : tensor<5xf32>
    %cst_118 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %399 = stablehlo.add %397, %398 : tensor<5xf32>
    %400 = stablehlo.multiply %384, %399 : tensor<5xf32>
    %401 = stablehlo.subtract %400, %395 : tensor<5xf32>
    %cst_119 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %403 = stablehlo.add %401, %402 : tensor<5xf32>
    %404 = stablehlo.multiply %384, %403 : tensor<5xf32>
    %405 = stablehlo.subtract %404, %399 : tensor<5xf32>
    %cst_120 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %407 = stablehlo.add %405, %406 : tensor<5xf32>
    %408 = stablehlo.multiply %384, %407 : tensor<5xf32>
    %409 = stablehlo.subtract %408, %403 : tensor<5xf32>
    %cst_121 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %411 = stablehlo.add %409, %410 : tensor<5xf32>
    %412 = stablehlo.multiply %384, %411 : tensor<5xf32>
    %413 = stablehlo.subtract %412, %407 : tensor<5xf32>
    %cst_122 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %415 = stablehlo.add %413, %414 : tensor<5xf32>
    %416 = stablehlo.multiply %384, %415 : tensor<5xf32>
    %417 = stablehlo.subtract %416, %411 : tensor<5xf32>
    %cst_123 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %419 = stablehlo.add %417, %418 : tensor<5xf32>
    %420 = stablehlo.multiply %384, %419 : tensor<5xf32>
    %421 = stablehlo.subtract %420, %415 : tensor<5xf32>
    %cst_124 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %423 = stablehlo.add %421, %422 : tensor<5xf32>
    %424 = stablehlo.multiply %384, %423 : tensor<5xf32>
    %425 = stablehlo.subtract %424, %419 : tensor<5xf32>
    %cst_125 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %427 = stablehlo.add %425, %426 : tensor<5xf32>
    %428 = stablehlo.multiply %384, %427 : tensor<5xf32>
    %429 = stablehlo.subtract %428, %423 : tensor<5xf32>
    %cst_126 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %431 = stablehlo.add %429, %430 : tensor<5xf32>
    %432 = stablehlo.multiply %384, %431 : tensor<5xf32>
    %433 = stablehlo.subtract %432, %427 : tensor<5xf32>
    %cst_127 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %435 = stablehlo.add %433, %434 : tensor<5xf32>
    %436 = stablehlo.multiply %384, %435 : tensor<5xf32>
    %437 = stablehlo.subtract %436, %431 : tensor<5xf32>
    %cst_128 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %439 = stablehlo.add %437, %438 : tensor<5xf32>
    %440 = stablehlo.multiply %384, %439 : tensor<5xf32>
    %441 = stablehlo.subtract %440, %435 : tensor<5xf32>
    %cst_129 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %443 = stablehlo.add %441, %442 : tensor<5xf32>
    %444 = stablehlo.multiply %384, %443 : tensor<5xf32>
    %445 = stablehlo.subtract %444, %439 : tensor<5xf32>
    %cst_130 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %447 = stablehlo.add %445, %446 : tensor<5xf32>
    %448 = stablehlo.multiply %384, %447 : tensor<5xf32>
    %449 = stablehlo.subtract %448, %443 : tensor<5xf32>
    %cst_131 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %451 = stablehlo.add %449, %450 : tensor<5xf32>
    %452 = stablehlo.multiply %384, %451 : tensor<5xf32>
    %453 = stablehlo.subtract %452, %447 : tensor<5xf32>
    %cst_132 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %455 = stablehlo.add %453, %454 : tensor<5xf32>
    %456 = stablehlo.multiply %384, %455 : tensor<5xf32>
    %457 = stablehlo.subtract %456, %451 : tensor<5xf32>
    %cst_133 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %459 = stablehlo.add %457, %458 : tensor<5xf32>
    %460 = stablehlo.subtract %459, %451 : tensor<5xf32>
    %cst_134 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %462 = stablehlo.multiply %461, %460 : tensor<5xf32>
    %463 = stablehlo.divide %382, %379 : tensor<5xf32>
    %464 = stablehlo.subtract %463, %381 : tensor<5xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %468 = stablehlo.multiply %464, %465 : tensor<5xf32>
    %469 = stablehlo.subtract %468, %466 : tensor<5xf32>
    %cst_138 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %471 = stablehlo.add %469, %470 : tensor<5xf32>
    %472 = stablehlo.multiply %464, %471 : tensor<5xf32>
    %473 = stablehlo.subtract %472, %465 : tensor<5xf32>
    %cst_139 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %475 = stablehlo.add %473, %474 : tensor<5xf32>
    %476 = stablehlo.multiply %464, %475 : tensor<5xf32>
    %477 = stablehlo.subtract %476, %471 : tensor<5xf32>
    %cst_140 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %479 = stablehlo.add %477, %478 : tensor<5xf32>
    %480 = stablehlo.multiply %464, %479 : tensor<5xf32>
    %481 = stablehlo.subtract %480, %475 : tensor<5xf32>
    %cst_141 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %483 = stablehlo.add %481, %482 : tensor<5xf32>
    %484 = stablehlo.multiply %464, %483 : tensor<5xf32>
    %485 = stablehlo.subtract %484, %479 : tensor<5xf32>
    %cst_142 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %487 = stablehlo.add %485, %486 : tensor<5xf32>
    %488 = stablehlo.multiply %464, %487 : tensor<5xf32>
    %489 = stablehlo.subtract %488, %483 : tensor<5xf32>
    %cst_143 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %491 = stablehlo.add %489, %490 : tensor<5xf32>
    %492 = stablehlo.multiply %464, %491 : tensor<5xf32>
    %493 = stablehlo.subtract %492, %487 : tensor<5xf32>
    %cst_144 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %495 = stablehlo.add %493, %494 : tensor<5xf32>
    %496 = stablehlo.subtract %495, %487 : tensor<5xf32>
    %cst_145 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %498 = stablehlo.multiply %497, %496 : tensor<5xf32>
    %499 = stablehlo.sqrt %379 : tensor<5xf32>
    %500 = stablehlo.divide %498, %499 : tensor<5xf32>
    %cst_146 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %502 = stablehlo.compare LE, %379, %501, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %503 = stablehlo.select %502, %462, %500 : tensor<5xi1>, tensor<5xf32>
    %504 = stablehlo.convert %503 : (tensor<5xf32>) -> tensor<5xbf16>
    return %125, %250, %377, %504 : tensor<10xf32>, tensor<10xf32>, tensor<2x5xf16>, tensor<5xbf16>
  }
}
