module @jit_bessel_i0e_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf64>, %arg1: tensor<f64>) -> (tensor<10xf64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<10xf64>) -> tensor<10xf64>
    %1 = stablehlo.abs %0 : tensor<10xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %5 = stablehlo.multiply %2, %1 : tensor<10xf64>
    %6 = stablehlo.subtract %5, %3 : tensor<10xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %10 = stablehlo.multiply %6, %7 : tensor<10xf64>
    %11 = stablehlo.subtract %10, %8 : tensor<10xf64>
    %cst_5 = stablehlo.constant dense<-4.4153416464793395E-18> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %13 = stablehlo.add %11, %12 : tensor<10xf64>
    %14 = stablehlo.multiply %6, %13 : tensor<10xf64>
    %15 = stablehlo.subtract %14, %7 : tensor<10xf64>
    %cst_6 = stablehlo.constant dense<3.3307945188222384E-17> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %17 = stablehlo.add %15, %16 : tensor<10xf64>
    %18 = stablehlo.multiply %6, %17 : tensor<10xf64>
    %19 = stablehlo.subtract %18, %13 : tensor<10xf64>
    %cst_7 = stablehlo.constant dense<-2.4312798465479549E-16> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %21 = stablehlo.add %19, %20 : tensor<10xf64>
    %22 = stablehlo.multiply %6, %21 : tensor<10xf64>
    %23 = stablehlo.subtract %22, %17 : tensor<10xf64>
    %cst_8 = stablehlo.constant dense<1.7153912855551331E-15> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %25 = stablehlo.add %23, %24 : tensor<10xf64>
    %26 = stablehlo.multiply %6, %25 : tensor<10xf64>
    %27 = stablehlo.subtract %26, %21 : tensor<10xf64>
    %cst_9 = stablehlo.constant dense<-1.1685332877993451E-14> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %29 = stablehlo.add %27, %28 : tensor<10xf64>
    %30 = stablehlo.multiply %6, %29 : tensor<10xf64>
    %31 = stablehlo.subtract %30, %25 : tensor<10xf64>
    %cst_10 = stablehlo.constant dense<7.6761854986049361E-14> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %33 = stablehlo.add %31, %32 : tensor<10xf64>
    %34 = stablehlo.multiply %6, %33 : tensor<10xf64>
    %35 = stablehlo.subtract %34, %29 : tensor<10xf64>
    %cst_11 = stablehlo.constant dense<-4.856446783111929E-13> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %37 = stablehlo.add %35, %36 : tensor<10xf64>
    %38 = stablehlo.multiply %6, %37 : tensor<10xf64>
    %39 = stablehlo.subtract %38, %33 : tensor<10xf64>
    %cst_12 = stablehlo.constant dense<2.9550526631296399E-12> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %41 = stablehlo.add %39, %40 : tensor<10xf64>
    %42 = stablehlo.multiply %6, %41 : tensor<10xf64>
    %43 = stablehlo.subtract %42, %37 : tensor<10xf64>
    %cst_13 = stablehlo.constant dense<-1.7268262914415559E-11> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %45 = stablehlo.add %43, %44 : tensor<10xf64>
    %46 = stablehlo.multiply %6, %45 : tensor<10xf64>
    %47 = stablehlo.subtract %46, %41 : tensor<10xf64>
    %cst_14 = stablehlo.constant dense<9.6758090353732369E-11> : tensor<f64>
    %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %49 = stablehlo.add %47, %48 : tensor<10xf64>
    %50 = stablehlo.multiply %6, %49 : tensor<10xf64>
    %51 = stablehlo.subtract %50, %45 : tensor<10xf64>
    %cst_15 = stablehlo.constant dense<-5.1897956016352627E-10> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %53 = stablehlo.add %51, %52 : tensor<10xf64>
    %54 = stablehlo.multiply %6, %53 : tensor<10xf64>
    %55 = stablehlo.subtract %54, %49 : tensor<10xf64>
    %cst_16 = stablehlo.constant dense<2.6598237246823866E-9> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %57 = stablehlo.add %55, %56 : tensor<10xf64>
    %58 = stablehlo.multiply %6, %57 : tensor<10xf64>
    %59 = stablehlo.subtract %58, %53 : tensor<10xf64>
    %cst_17 = stablehlo.constant dense<-1.300025009986248E-8> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %61 = stablehlo.add %59, %60 : tensor<10xf64>
    %62 = stablehlo.multiply %6, %61 : tensor<10xf64>
    %63 = stablehlo.subtract %62, %57 : tensor<10xf64>
    %cst_18 = stablehlo.constant dense<6.0469950225419186E-8> : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %65 = stablehlo.add %63, %64 : tensor<10xf64>
    %66 = stablehlo.multiply %6, %65 : tensor<10xf64>
    %67 = stablehlo.subtract %66, %61 : tensor<10xf64>
    %cst_19 = stablehlo.constant dense<-2.6707938539406119E-7> : tensor<f64>
    %68 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %69 = stablehlo.add %67, %68 : tensor<10xf64>
    %70 = stablehlo.multiply %6, %69 : tensor<10xf64>
    %71 = stablehlo.subtract %70, %65 : tensor<10xf64>
    %cst_20 = stablehlo.constant dense<1.1173875391201037E-6> : tensor<f64>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %73 = stablehlo.add %71, %72 : tensor<10xf64>
    %74 = stablehlo.multiply %6, %73 : tensor<10xf64>
    %75 = stablehlo.subtract %74, %69 : tensor<10xf64>
    %cst_21 = stablehlo.constant dense<-4.4167383584587505E-6> : tensor<f64>
    %76 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %77 = stablehlo.add %75, %76 : tensor<10xf64>
    %78 = stablehlo.multiply %6, %77 : tensor<10xf64>
    %79 = stablehlo.subtract %78, %73 : tensor<10xf64>
    %cst_22 = stablehlo.constant dense<1.6448448070728896E-5> : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %81 = stablehlo.add %79, %80 : tensor<10xf64>
    %82 = stablehlo.multiply %6, %81 : tensor<10xf64>
    %83 = stablehlo.subtract %82, %77 : tensor<10xf64>
    %cst_23 = stablehlo.constant dense<-5.754195010082104E-5> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %85 = stablehlo.add %83, %84 : tensor<10xf64>
    %86 = stablehlo.multiply %6, %85 : tensor<10xf64>
    %87 = stablehlo.subtract %86, %81 : tensor<10xf64>
    %cst_24 = stablehlo.constant dense<1.8850288509584165E-4> : tensor<f64>
    %88 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %89 = stablehlo.add %87, %88 : tensor<10xf64>
    %90 = stablehlo.multiply %6, %89 : tensor<10xf64>
    %91 = stablehlo.subtract %90, %85 : tensor<10xf64>
    %cst_25 = stablehlo.constant dense<-5.7637557453858236E-4> : tensor<f64>
    %92 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %93 = stablehlo.add %91, %92 : tensor<10xf64>
    %94 = stablehlo.multiply %6, %93 : tensor<10xf64>
    %95 = stablehlo.subtract %94, %89 : tensor<10xf64>
    %cst_26 = stablehlo.constant dense<0.0016394756169413357> : tensor<f64>
    %96 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %97 = stablehlo.add %95, %96 : tensor<10xf64>
    %98 = stablehlo.multiply %6, %97 : tensor<10xf64>
    %99 = stablehlo.subtract %98, %93 : tensor<10xf64>
    %cst_27 = stablehlo.constant dense<-0.0043243099950505759> : tensor<f64>
    %100 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %101 = stablehlo.add %99, %100 : tensor<10xf64>
    %102 = stablehlo.multiply %6, %101 : tensor<10xf64>
    %103 = stablehlo.subtract %102, %97 : tensor<10xf64>
    %cst_28 = stablehlo.constant dense<0.010546460394594998> : tensor<f64>
    %104 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %105 = stablehlo.add %103, %104 : tensor<10xf64>
    %106 = stablehlo.multiply %6, %105 : tensor<10xf64>
    %107 = stablehlo.subtract %106, %101 : tensor<10xf64>
    %cst_29 = stablehlo.constant dense<-0.023737414805899471> : tensor<f64>
    %108 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %109 = stablehlo.add %107, %108 : tensor<10xf64>
    %110 = stablehlo.multiply %6, %109 : tensor<10xf64>
    %111 = stablehlo.subtract %110, %105 : tensor<10xf64>
    %cst_30 = stablehlo.constant dense<0.049305284239670712> : tensor<f64>
    %112 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %113 = stablehlo.add %111, %112 : tensor<10xf64>
    %114 = stablehlo.multiply %6, %113 : tensor<10xf64>
    %115 = stablehlo.subtract %114, %109 : tensor<10xf64>
    %cst_31 = stablehlo.constant dense<-0.094901097048047639> : tensor<f64>
    %116 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %117 = stablehlo.add %115, %116 : tensor<10xf64>
    %118 = stablehlo.multiply %6, %117 : tensor<10xf64>
    %119 = stablehlo.subtract %118, %113 : tensor<10xf64>
    %cst_32 = stablehlo.constant dense<0.17162090152220877> : tensor<f64>
    %120 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %121 = stablehlo.add %119, %120 : tensor<10xf64>
    %122 = stablehlo.multiply %6, %121 : tensor<10xf64>
    %123 = stablehlo.subtract %122, %117 : tensor<10xf64>
    %cst_33 = stablehlo.constant dense<-0.3046826723431984> : tensor<f64>
    %124 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %125 = stablehlo.add %123, %124 : tensor<10xf64>
    %126 = stablehlo.multiply %6, %125 : tensor<10xf64>
    %127 = stablehlo.subtract %126, %121 : tensor<10xf64>
    %cst_34 = stablehlo.constant dense<0.67679527440947607> : tensor<f64>
    %128 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %129 = stablehlo.add %127, %128 : tensor<10xf64>
    %130 = stablehlo.subtract %129, %121 : tensor<10xf64>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %131 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %132 = stablehlo.multiply %131, %130 : tensor<10xf64>
    %133 = stablehlo.divide %4, %1 : tensor<10xf64>
    %134 = stablehlo.subtract %133, %3 : tensor<10xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %135 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %136 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %137 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %138 = stablehlo.multiply %134, %135 : tensor<10xf64>
    %139 = stablehlo.subtract %138, %136 : tensor<10xf64>
    %cst_39 = stablehlo.constant dense<-7.2331804878747538E-18> : tensor<f64>
    %140 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %141 = stablehlo.add %139, %140 : tensor<10xf64>
    %142 = stablehlo.multiply %134, %141 : tensor<10xf64>
    %143 = stablehlo.subtract %142, %135 : tensor<10xf64>
    %cst_40 = stablehlo.constant dense<-4.8305044859441819E-18> : tensor<f64>
    %144 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %145 = stablehlo.add %143, %144 : tensor<10xf64>
    %146 = stablehlo.multiply %134, %145 : tensor<10xf64>
    %147 = stablehlo.subtract %146, %141 : tensor<10xf64>
    %cst_41 = stablehlo.constant dense<4.4656214202967598E-17> : tensor<f64>
    %148 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %149 = stablehlo.add %147, %148 : tensor<10xf64>
    %150 = stablehlo.multiply %134, %149 : tensor<10xf64>
    %151 = stablehlo.subtract %150, %145 : tensor<10xf64>
    %cst_42 = stablehlo.constant dense<3.4612228676974612E-17> : tensor<f64>
    %152 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %153 = stablehlo.add %151, %152 : tensor<10xf64>
    %154 = stablehlo.multiply %134, %153 : tensor<10xf64>
    %155 = stablehlo.subtract %154, %149 : tensor<10xf64>
    %cst_43 = stablehlo.constant dense<-2.8276239805165836E-16> : tensor<f64>
    %156 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %157 = stablehlo.add %155, %156 : tensor<10xf64>
    %158 = stablehlo.multiply %134, %157 : tensor<10xf64>
    %159 = stablehlo.subtract %158, %153 : tensor<10xf64>
    %cst_44 = stablehlo.constant dense<-3.425485619677219E-16> : tensor<f64>
    %160 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %161 = stablehlo.add %159, %160 : tensor<10xf64>
    %162 = stablehlo.multiply %134, %161 : tensor<10xf64>
    %163 = stablehlo.subtract %162, %157 : tensor<10xf64>
    %cst_45 = stablehlo.constant dense<1.7725601330565263E-15> : tensor<f64>
    %164 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %165 = stablehlo.add %163, %164 : tensor<10xf64>
    %166 = stablehlo.multiply %134, %165 : tensor<10xf64>
    %167 = stablehlo.subtract %166, %161 : tensor<10xf64>
    %cst_46 = stablehlo.constant dense<3.8116806693526224E-15> : tensor<f64>
    %168 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %169 = stablehlo.add %167, %168 : tensor<10xf64>
    %170 = stablehlo.multiply %134, %169 : tensor<10xf64>
    %171 = stablehlo.subtract %170, %165 : tensor<10xf64>
    %cst_47 = stablehlo.constant dense<-9.5548466988283073E-15> : tensor<f64>
    %172 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %173 = stablehlo.add %171, %172 : tensor<10xf64>
    %174 = stablehlo.multiply %134, %173 : tensor<10xf64>
    %175 = stablehlo.subtract %174, %169 : tensor<10xf64>
    %cst_48 = stablehlo.constant dense<-4.1505693472872222E-14> : tensor<f64>
    %176 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %177 = stablehlo.add %175, %176 : tensor<10xf64>
    %178 = stablehlo.multiply %134, %177 : tensor<10xf64>
    %179 = stablehlo.subtract %178, %173 : tensor<10xf64>
    %cst_49 = stablehlo.constant dense<1.54008621752141E-14> : tensor<f64>
    %180 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %181 = stablehlo.add %179, %180 : tensor<10xf64>
    %182 = stablehlo.multiply %134, %181 : tensor<10xf64>
    %183 = stablehlo.subtract %182, %177 : tensor<10xf64>
    %cst_50 = stablehlo.constant dense<3.8527783827421426E-13> : tensor<f64>
    %184 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %185 = stablehlo.add %183, %184 : tensor<10xf64>
    %186 = stablehlo.multiply %134, %185 : tensor<10xf64>
    %187 = stablehlo.subtract %186, %181 : tensor<10xf64>
    %cst_51 = stablehlo.constant dense<7.180124451383666E-13> : tensor<f64>
    %188 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %189 = stablehlo.add %187, %188 : tensor<10xf64>
    %190 = stablehlo.multiply %134, %189 : tensor<10xf64>
    %191 = stablehlo.subtract %190, %185 : tensor<10xf64>
    %cst_52 = stablehlo.constant dense<-1.7941785315068062E-12> : tensor<f64>
    %192 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %193 = stablehlo.add %191, %192 : tensor<10xf64>
    %194 = stablehlo.multiply %134, %193 : tensor<10xf64>
    %195 = stablehlo.subtract %194, %189 : tensor<10xf64>
    %cst_53 = stablehlo.constant dense<-1.3215811840447713E-11> : tensor<f64>
    %196 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %197 = stablehlo.add %195, %196 : tensor<10xf64>
    %198 = stablehlo.multiply %134, %197 : tensor<10xf64>
    %199 = stablehlo.subtract %198, %193 : tensor<10xf64>
    %cst_54 = stablehlo.constant dense<-3.1499165279632416E-11> : tensor<f64>
    %200 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %201 = stablehlo.add %199, %200 : tensor<10xf64>
    %202 = stablehlo.multiply %134, %201 : tensor<10xf64>
    %203 = stablehlo.subtract %202, %197 : tensor<10xf64>
    %cst_55 = stablehlo.constant dense<1.1889147107846439E-11> : tensor<f64>
    %204 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %205 = stablehlo.add %203, %204 : tensor<10xf64>
    %206 = stablehlo.multiply %134, %205 : tensor<10xf64>
    %207 = stablehlo.subtract %206, %201 : tensor<10xf64>
    %cst_56 = stablehlo.constant dense<4.9406023882249701E-10> : tensor<f64>
    %208 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %209 = stablehlo.add %207, %208 : tensor<10xf64>
    %210 = stablehlo.multiply %134, %209 : tensor<10xf64>
    %211 = stablehlo.subtract %210, %205 : tensor<10xf64>
    %cst_57 = stablehlo.constant dense<3.3962320257083865E-9> : tensor<f64>
    %212 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %213 = stablehlo.add %211, %212 : tensor<10xf64>
    %214 = stablehlo.multiply %134, %213 : tensor<10xf64>
    %215 = stablehlo.subtract %214, %209 : tensor<10xf64>
    %cst_58 = stablehlo.constant dense<2.266668990498178E-8> : tensor<f64>
    %216 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %217 = stablehlo.add %215, %216 : tensor<10xf64>
    %218 = stablehlo.multiply %134, %217 : tensor<10xf64>
    %219 = stablehlo.subtract %218, %213 : tensor<10xf64>
    %cst_59 = stablehlo.constant dense<2.0489185894690638E-7> : tensor<f64>
    %220 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %221 = stablehlo.add %219, %220 : tensor<10xf64>
    %222 = stablehlo.multiply %134, %221 : tensor<10xf64>
    %223 = stablehlo.subtract %222, %217 : tensor<10xf64>
    %cst_60 = stablehlo.constant dense<2.8913705208347567E-6> : tensor<f64>
    %224 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %225 = stablehlo.add %223, %224 : tensor<10xf64>
    %226 = stablehlo.multiply %134, %225 : tensor<10xf64>
    %227 = stablehlo.subtract %226, %221 : tensor<10xf64>
    %cst_61 = stablehlo.constant dense<6.8897583469168245E-5> : tensor<f64>
    %228 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %229 = stablehlo.add %227, %228 : tensor<10xf64>
    %230 = stablehlo.multiply %134, %229 : tensor<10xf64>
    %231 = stablehlo.subtract %230, %225 : tensor<10xf64>
    %cst_62 = stablehlo.constant dense<0.0033691164782556943> : tensor<f64>
    %232 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %233 = stablehlo.add %231, %232 : tensor<10xf64>
    %234 = stablehlo.multiply %134, %233 : tensor<10xf64>
    %235 = stablehlo.subtract %234, %229 : tensor<10xf64>
    %cst_63 = stablehlo.constant dense<0.80449041101410879> : tensor<f64>
    %236 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %237 = stablehlo.add %235, %236 : tensor<10xf64>
    %238 = stablehlo.subtract %237, %229 : tensor<10xf64>
    %cst_64 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %239 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %240 = stablehlo.multiply %239, %238 : tensor<10xf64>
    %241 = stablehlo.sqrt %1 : tensor<10xf64>
    %242 = stablehlo.divide %240, %241 : tensor<10xf64>
    %cst_65 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %243 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %244 = stablehlo.compare LE, %1, %243, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %245 = stablehlo.select %244, %132, %242 : tensor<10xi1>, tensor<10xf64>
    %246 = stablehlo.abs %arg1 : tensor<f64>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %247 = stablehlo.multiply %cst_66, %246 : tensor<f64>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %248 = stablehlo.subtract %247, %cst_67 : tensor<f64>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %249 = stablehlo.multiply %248, %cst_68 : tensor<f64>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %250 = stablehlo.subtract %249, %cst_69 : tensor<f64>
    %cst_70 = stablehlo.constant dense<-4.4153416464793395E-18> : tensor<f64>
    %251 = stablehlo.add %250, %cst_70 : tensor<f64>
    %252 = stablehlo.multiply %248, %251 : tensor<f64>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %253 = stablehlo.subtract %252, %cst_71 : tensor<f64>
    %cst_72 = stablehlo.constant dense<3.3307945188222384E-17> : tensor<f64>
    %254 = stablehlo.add %253, %cst_72 : tensor<f64>
    %255 = stablehlo.multiply %248, %254 : tensor<f64>
    %256 = stablehlo.subtract %255, %251 : tensor<f64>
    %cst_73 = stablehlo.constant dense<-2.4312798465479549E-16> : tensor<f64>
    %257 = stablehlo.add %256, %cst_73 : tensor<f64>
    %258 = stablehlo.multiply %248, %257 : tensor<f64>
    %259 = stablehlo.subtract %258, %254 : tensor<f64>
    %cst_74 = stablehlo.constant dense<1.7153912855551331E-15> : tensor<f64>
    %260 = stablehlo.add %259, %cst_74 : tensor<f64>
    %261 = stablehlo.multiply %248, %260 : tensor<f64>
    %262 = stablehlo.subtract %261, %257 : tensor<f64>
    %cst_75 = stablehlo.constant dense<-1.1685332877993451E-14> : tensor<f64>
    %263 = stablehlo.add %262, %cst_75 : tensor<f64>
    %264 = stablehlo.multiply %248, %263 : tensor<f64>
    %265 = stablehlo.subtract %264, %260 : tensor<f64>
    %cst_76 = stablehlo.constant dense<7.6761854986049361E-14> : tensor<f64>
    %266 = stablehlo.add %265, %cst_76 : tensor<f64>
    %267 = stablehlo.multiply %248, %266 : tensor<f64>
    %268 = stablehlo.subtract %267, %263 : tensor<f64>
    %cst_77 = stablehlo.constant dense<-4.856446783111929E-13> : tensor<f64>
    %269 = stablehlo.add %268, %cst_77 : tensor<f64>
    %270 = stablehlo.multiply %248, %269 : tensor<f64>
    %271 = stablehlo.subtract %270, %266 : tensor<f64>
    %cst_78 = stablehlo.constant dense<2.9550526631296399E-12> : tensor<f64>
    %272 = stablehlo.add %271, %cst_78 : tensor<f64>
    %273 = stablehlo.multiply %248, %272 : tensor<f64>
    %274 = stablehlo.subtract %273, %269 : tensor<f64>
    %cst_79 = stablehlo.constant dense<-1.7268262914415559E-11> : tensor<f64>
    %275 = stablehlo.add %274, %cst_79 : tensor<f64>
    %276 = stablehlo.multiply %248, %275 : tensor<f64>
    %277 = stablehlo.subtract %276, %272 : tensor<f64>
    %cst_80 = stablehlo.constant dense<9.6758090353732369E-11> : tensor<f64>
    %278 = stablehlo.add %277, %cst_80 : tensor<f64>
    %279 = stablehlo.multiply %248, %278 : tensor<f64>
    %280 = stablehlo.subtract %279, %275 : tensor<f64>
    %cst_81 = stablehlo.constant dense<-5.1897956016352627E-10> : tensor<f64>
    %281 = stablehlo.add %280, %cst_81 : tensor<f64>
    %282 = stablehlo.multiply %248, %281 : tensor<f64>
    %283 = stablehlo.subtract %282, %278 : tensor<f64>
    %cst_82 = stablehlo.constant dense<2.6598237246823866E-9> : tensor<f64>
    %284 = stablehlo.add %283, %cst_82 : tensor<f64>
    %285 = stablehlo.multiply %248, %284 : tensor<f64>
    %286 = stablehlo.subtract %285, %281 : tensor<f64>
    %cst_83 = stablehlo.constant dense<-1.300025009986248E-8> : tensor<f64>
    %287 = stablehlo.add %286, %cst_83 : tensor<f64>
    %288 = stablehlo.multiply %248, %287 : tensor<f64>
    %289 = stablehlo.subtract %288, %284 : tensor<f64>
    %cst_84 = stablehlo.constant dense<6.0469950225419186E-8> : tensor<f64>
    %290 = stablehlo.add %289, %cst_84 : tensor<f64>
    %291 = stablehlo.multiply %248, %290 : tensor<f64>
    %292 = stablehlo.subtract %291, %287 : tensor<f64>
    %cst_85 = stablehlo.constant dense<-2.6707938539406119E-7> : tensor<f64>
    %293 = stablehlo.add %292, %cst_85 : tensor<f64>
    %294 = stablehlo.multiply %248, %293 : tensor<f64>
    %295 = stablehlo.subtract %294, %290 : tensor<f64>
    %cst_86 = stablehlo.constant dense<1.1173875391201037E-6> : tensor<f64>
    %296 = stablehlo.add %295, %cst_86 : tensor<f64>
    %297 = stablehlo.multiply %248, %296 : tensor<f64>
    %298 = stablehlo.subtract %297, %293 : tensor<f64>
    %cst_87 = stablehlo.constant dense<-4.4167383584587505E-6> : tensor<f64>
    %299 = stablehlo.add %298, %cst_87 : tensor<f64>
    %300 = stablehlo.multiply %248, %299 : tensor<f64>
    %301 = stablehlo.subtract %300, %296 : tensor<f64>
    %cst_88 = stablehlo.constant dense<1.6448448070728896E-5> : tensor<f64>
    %302 = stablehlo.add %301, %cst_88 : tensor<f64>
    %303 = stablehlo.multiply %248, %302 : tensor<f64>
    %304 = stablehlo.subtract %303, %299 : tensor<f64>
    %cst_89 = stablehlo.constant dense<-5.754195010082104E-5> : tensor<f64>
    %305 = stablehlo.add %304, %cst_89 : tensor<f64>
    %306 = stablehlo.multiply %248, %305 : tensor<f64>
    %307 = stablehlo.subtract %306, %302 : tensor<f64>
    %cst_90 = stablehlo.constant dense<1.8850288509584165E-4> : tensor<f64>
    %308 = stablehlo.add %307, %cst_90 : tensor<f64>
    %309 = stablehlo.multiply %248, %308 : tensor<f64>
    %310 = stablehlo.subtract %309, %305 : tensor<f64>
    %cst_91 = stablehlo.constant dense<-5.7637557453858236E-4> : tensor<f64>
    %311 = stablehlo.add %310, %cst_91 : tensor<f64>
    %312 = stablehlo.multiply %248, %311 : tensor<f64>
    %313 = stablehlo.subtract %312, %308 : tensor<f64>
    %cst_92 = stablehlo.constant dense<0.0016394756169413357> : tensor<f64>
    %314 = stablehlo.add %313, %cst_92 : tensor<f64>
    %315 = stablehlo.multiply %248, %314 : tensor<f64>
    %316 = stablehlo.subtract %315, %311 : tensor<f64>
    %cst_93 = stablehlo.constant dense<-0.0043243099950505759> : tensor<f64>
    %317 = stablehlo.add %316, %cst_93 : tensor<f64>
    %318 = stablehlo.multiply %248, %317 : tensor<f64>
    %319 = stablehlo.subtract %318, %314 : tensor<f64>
    %cst_94 = stablehlo.constant dense<0.010546460394594998> : tensor<f64>
    %320 = stablehlo.add %319, %cst_94 : tensor<f64>
    %321 = stablehlo.multiply %248, %320 : tensor<f64>
    %322 = stablehlo.subtract %321, %317 : tensor<f64>
    %cst_95 = stablehlo.constant dense<-0.023737414805899471> : tensor<f64>
    %323 = stablehlo.add %322, %cst_95 : tensor<f64>
    %324 = stablehlo.multiply %248, %323 : tensor<f64>
    %325 = stablehlo.subtract %324, %320 : tensor<f64>
    %cst_96 = stablehlo.constant dense<0.049305284239670712> : tensor<f64>
    %326 = stablehlo.add %325, %cst_96 : tensor<f64>
    %327 = stablehlo.multiply %248, %326 : tensor<f64>
    %328 = stablehlo.subtract %327, %323 : tensor<f64>
    %cst_97 = stablehlo.constant dense<-0.094901097048047639> : tensor<f64>
    %329 = stablehlo.add %328, %cst_97 : tensor<f64>
    %330 = stablehlo.multiply %248, %329 : tensor<f64>
    %331 = stablehlo.subtract %330, %326 : tensor<f64>
    %cst_98 = stablehlo.constant dense<0.17162090152220877> : tensor<f64>
    %332 = stablehlo.add %331, %cst_98 : tensor<f64>
    %333 = stablehlo.multiply %248, %332 : tensor<f64>
    %334 = stablehlo.subtract %333, %329 : tensor<f64>
    %cst_99 = stablehlo.constant dense<-0.3046826723431984> : tensor<f64>
    %335 = stablehlo.add %334, %cst_99 : tensor<f64>
    %336 = stablehlo.multiply %248, %335 : tensor<f64>
    %337 = stablehlo.subtract %336, %332 : tensor<f64>
    %cst_100 = stablehlo.constant dense<0.67679527440947607> : tensor<f64>
    %338 = stablehlo.add %337, %cst_100 : tensor<f64>
    %339 = stablehlo.subtract %338, %332 : tensor<f64>
    %cst_101 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %340 = stablehlo.multiply %cst_101, %339 : tensor<f64>
    %cst_102 = stablehlo.constant dense<3.200000e+01> : tensor<f64>
    %341 = stablehlo.divide %cst_102, %246 : tensor<f64>
    %cst_103 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %342 = stablehlo.subtract %341, %cst_103 : tensor<f64>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %343 = stablehlo.multiply %342, %cst_104 : tensor<f64>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %344 = stablehlo.subtract %343, %cst_105 : tensor<f64>
    %cst_106 = stablehlo.constant dense<-7.2331804878747538E-18> : tensor<f64>
    %345 = stablehlo.add %344, %cst_106 : tensor<f64>
    %346 = stablehlo.multiply %342, %345 : tensor<f64>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %347 = stablehlo.subtract %346, %cst_107 : tensor<f64>
    %cst_108 = stablehlo.constant dense<-4.8305044859441819E-18> : tensor<f64>
    %348 = stablehlo.add %347, %cst_108 : tensor<f64>
    %349 = stablehlo.multiply %342, %348 : tensor<f64>
    %350 = stablehlo.subtract %349, %345 : tensor<f64>
    %cst_109 = stablehlo.constant dense<4.4656214202967598E-17> : tensor<f64>
    %351 = stablehlo.add %350, %cst_109 : tensor<f64>
    %352 = stablehlo.multiply %342, %351 : tensor<f64>
    %353 = stablehlo.subtract %352, %348 : tensor<f64>
    %cst_110 = stablehlo.constant dense<3.4612228676974612E-17> : tensor<f64>
    %354 = stablehlo.add %353, %cst_110 : tensor<f64>
    %355 = stablehlo.multiply %342, %354 : tensor<f64>
    %356 = stablehlo.subtract %355, %351 : tensor<f64>
    %cst_111 = stablehlo.constant dense<-2.8276239805165836E-16> : tensor<f64>
    %357 = stablehlo.add %356, %cst_111 : tensor<f64>
    %358 = stablehlo.multiply %342, %357 : tensor<f64>
    %359 = stablehlo.subtract %358, %354 : tensor<f64>
    %cst_112 = stablehlo.constant dense<-3.425485619677219E-16> : tensor<f64>
    %360 = stablehlo.add %359, %cst_112 : tensor<f64>
    %361 = stablehlo.multiply %342, %360 : tensor<f64>
    %362 = stablehlo.subtract %361, %357 : tensor<f64>
    %cst_113 = stablehlo.constant dense<1.7725601330565263E-15> : tensor<f64>
    %363 = stablehlo.add %362, %cst_113 : tensor<f64>
    %364 = stablehlo.multiply %342, %363 : tensor<f64>
    %365 = stablehlo.subtract %364, %360 : tensor<f64>
    %cst_114 = stablehlo.constant dense<3.8116806693526224E-15> : tensor<f64>
    %366 = stablehlo.add %365, %cst_114 : tensor<f64>
    %367 = stablehlo.multiply %342, %366 : tensor<f64>
    %368 = stablehlo.subtract %367, %363 : tensor<f64>
    %cst_115 = stablehlo.constant dense<-9.5548466988283073E-15> : tensor<f64>
    %369 = stablehlo.add %368, %cst_115 : tensor<f64>
    %370 = stablehlo.multiply %342, %369 : tensor<f64>
    %371 = stablehlo.subtract %370, %366 : tensor<f64>
    %cst_116 = stablehlo.constant dense<-4.1505693472872222E-14> : tensor<f64>
    %372 = stablehlo.add %371, %cst_116 : tensor<f64>
    %373 = stablehlo.multiply %342, %372 : tensor<f64>
    %374 = stablehlo.subtract %373, %369 : tensor<f64>
    %cst_117 = stablehlo.constant dense<1.54008621752141E-14> : tensor<f64>
    %375 = stablehlo.add %374, %cst_117 : tensor<f64>
    %376 = stablehlo.multiply %342, %375 : tensor<f64>
    %377 = stablehlo.subtract %376, %372 : tensor<f64>
    %cst_118 = stablehlo.constant dense<3.8527783827421426E-13> : tensor<f64>
    %378 = stablehlo.add %377, %cst_118 : tensor<f64>
    %379 = stablehlo.multiply %342, %378 : tensor<f64>
    %380 = stablehlo.subtract %379, %375 : tensor<f64>
    %cst_119 = stablehlo.constant dense<7.180124451383666E-13> : tensor<f64>
    %381 = stablehlo.add %380, %cst_119 : tensor<f64>
    %382 = stablehlo.multiply %342, %381 : tensor<f64>
    %383 = stablehlo.subtract %382, %378 : tensor<f64>
    %cst_120 = stablehlo.constant dense<-1.7941785315068062E-12> : tensor<f64>
    %384 = stablehlo.add %383, %cst_120 : tensor<f64>
    %385 = stablehlo.multiply %342, %384 : tensor<f64>
    %386 = stablehlo.subtract %385, %381 : tensor<f64>
    %cst_121 = stablehlo.constant dense<-1.3215811840447713E-11> : tensor<f64>
    %387 = stablehlo.add %386, %cst_121 : tensor<f64>
    %388 = stablehlo.multiply %342, %387 : tensor<f64>
    %389 = stablehlo.subtract %388, %384 : tensor<f64>
    %cst_122 = stablehlo.constant dense<-3.1499165279632416E-11> : tensor<f64>
    %390 = stablehlo.add %389, %cst_122 : tensor<f64>
    %391 = stablehlo.multiply %342, %390 : tensor<f64>
    %392 = stablehlo.subtract %391, %387 : tensor<f64>
    %cst_123 = stablehlo.constant dense<1.1889147107846439E-11> : tensor<f64>
    %393 = stablehlo.add %392, %cst_123 : tensor<f64>
    %394 = stablehlo.multiply %342, %393 : tensor<f64>
    %395 = stablehlo.subtract %394, %390 : tensor<f64>
    %cst_124 = stablehlo.constant dense<4.9406023882249701E-10> : tensor<f64>
    %396 = stablehlo.add %395, %cst_124 : tensor<f64>
    %397 = stablehlo.multiply %342, %396 : tensor<f64>
    %398 = stablehlo.subtract %397, %393 : tensor<f64>
    %cst_125 = stablehlo.constant dense<3.3962320257083865E-9> : tensor<f64>
    %399 = stablehlo.add %398, %cst_125 : tensor<f64>
    %400 = stablehlo.multiply %342, %399 : tensor<f64>
    %401 = stablehlo.subtract %400, %396 : tensor<f64>
    %cst_126 = stablehlo.constant dense<2.266668990498178E-8> : tensor<f64>
    %402 = stablehlo.add %401, %cst_126 : tensor<f64>
    %403 = stablehlo.multiply %342, %402 : tensor<f64>
    %404 = stablehlo.subtract %403, %399 : tensor<f64>
    %cst_127 = stablehlo.constant dense<2.0489185894690638E-7> : tensor<f64>
    %405 = stablehlo.add %404, %cst_127 : tensor<f64>
    %406 = stablehlo.multiply %342, %405 : tensor<f64>
    %407 = stablehlo.subtract %406, %402 : tensor<f64>
    %cst_128 = stablehlo.constant dense<2.8913705208347567E-6> : tensor<f64>
    %408 = stablehlo.add %407, %cst_128 : tensor<f64>
    %409 = stablehlo.multiply %342, %408 : tensor<f64>
    %410 = stablehlo.subtract %409, %405 : tensor<f64>
    %cst_129 = stablehlo.constant dense<6.8897583469168245E-5> : tensor<f64>
    %411 = stablehlo.add %410, %cst_129 : tensor<f64>
    %412 = stablehlo.multiply %342, %411 : tensor<f64>
    %413 = stablehlo.subtract %412, %408 : tensor<f64>
    %cst_130 = stablehlo.constant dense<0.0033691164782556943> : tensor<f64>
    %414 = stablehlo.add %413, %cst_130 : tensor<f64>
    %415 = stablehlo.multiply %342, %414 : tensor<f64>
    %416 = stablehlo.subtract %415, %411 : tensor<f64>
    %cst_131 = stablehlo.constant dense<0.80449041101410879> : tensor<f64>
    %417 = stablehlo.add %416, %cst_131 : tensor<f64>
    %418 = stablehlo.subtract %417, %411 : tensor<f64>
    %cst_132 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %419 = stablehlo.multiply %cst_132, %418 : tensor<f64>
    %420 = stablehlo.sqrt %246 : tensor<f64>
    %421 = stablehlo.divide %419, %420 : tensor<f64>
    %cst_133 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %422 = stablehlo.compare LE, %246, %cst_133, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %423 = stablehlo.select %422, %340, %421 : tensor<i1>, tensor<f64>
    return %245, %423 : tensor<10xf64>, tensor<f64>
  }
}
