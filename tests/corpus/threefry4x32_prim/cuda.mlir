module @jit_threefry4x32_prim attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xui32>, %arg1: tensor<3xui32>, %arg2: tensor<ui32>) -> (tensor<3xui32> {jax.result_info = "result[0]"}, tensor<3xui32> {jax.result_info = "result[1]"}, tensor<3xui32> {jax.result_info = "result[2]"}, tensor<3xui32> {jax.result_info = "result[3]"}, tensor<ui32> {jax.result_info = "result[4]"}, tensor<ui32> {jax.result_info = "result[5]"}, tensor<ui32> {jax.result_info = "result[6]"}, tensor<ui32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xui32>) -> tensor<3xui32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.add %arg0, %1 : tensor<3xui32>
    %3 = stablehlo.xor %0, %arg0 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<2> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %0, %4 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<7> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %7 = stablehlo.multiply %0, %6 : tensor<3xui32>
    %8:4 = call @threefry4x32(%arg0, %0, %2, %3, %0, %5, %arg0, %7) : (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>)
    %c_2 = stablehlo.constant dense<1> : tensor<ui32>
    %9 = stablehlo.add %arg2, %c_2 : tensor<ui32>
    %c_3 = stablehlo.constant dense<2> : tensor<ui32>
    %10 = stablehlo.add %arg2, %c_3 : tensor<ui32>
    %c_4 = stablehlo.constant dense<3> : tensor<ui32>
    %11 = stablehlo.add %arg2, %c_4 : tensor<ui32>
    %c_5 = stablehlo.constant dense<5> : tensor<ui32>
    %12 = stablehlo.multiply %arg2, %c_5 : tensor<ui32>
    %c_6 = stablehlo.constant dense<9> : tensor<ui32>
    %13 = stablehlo.xor %arg2, %c_6 : tensor<ui32>
    %c_7 = stablehlo.constant dense<4> : tensor<ui32>
    %14 = stablehlo.add %arg2, %c_7 : tensor<ui32>
    %15:4 = call @threefry4x32_0(%arg2, %9, %10, %11, %12, %arg2, %13, %14) : (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
    return %8#0, %8#1, %8#2, %8#3, %15#0, %15#1, %15#2, %15#3 : tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>
  }
  func.func private @threefry4x32(%arg0: tensor<3xui32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>, %arg4: tensor<3xui32>, %arg5: tensor<3xui32>, %arg6: tensor<3xui32>, %arg7: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3xui32>
    %1 = stablehlo.xor %0, %arg2 : tensor<3xui32>
    %2 = stablehlo.xor %1, %arg3 : tensor<3xui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %4 = stablehlo.xor %2, %3 : tensor<3xui32>
    %5 = stablehlo.add %arg4, %arg0 : tensor<3xui32>
    %6 = stablehlo.add %arg5, %arg1 : tensor<3xui32>
    %7 = stablehlo.add %arg6, %arg2 : tensor<3xui32>
    %8 = stablehlo.add %arg7, %arg3 : tensor<3xui32>
    %9 = stablehlo.add %5, %6 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<10> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %11 = stablehlo.shift_left %6, %10 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<22> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %13 = stablehlo.shift_right_logical %6, %12 : tensor<3xui32>
    %14 = stablehlo.or %11, %13 : tensor<3xui32>
    %15 = stablehlo.xor %9, %14 : tensor<3xui32>
    %16 = stablehlo.add %7, %8 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<26> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_left %8, %17 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<6> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %20 = stablehlo.shift_right_logical %8, %19 : tensor<3xui32>
    %21 = stablehlo.or %18, %20 : tensor<3xui32>
    %22 = stablehlo.xor %16, %21 : tensor<3xui32>
    %23 = stablehlo.add %9, %22 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<11> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %22, %24 : tensor<3xui32>
    %c_5 = stablehlo.constant dense<21> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %27 = stablehlo.shift_right_logical %22, %26 : tensor<3xui32>
    %28 = stablehlo.or %25, %27 : tensor<3xui32>
    %29 = stablehlo.xor %23, %28 : tensor<3xui32>
    %30 = stablehlo.add %16, %15 : tensor<3xui32>
    %c_6 = stablehlo.constant dense<21> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %32 = stablehlo.shift_left %15, %31 : tensor<3xui32>
    %c_7 = stablehlo.constant dense<11> : tensor<ui32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %34 = stablehlo.shift_right_logical %15, %33 : tensor<3xui32>
    %35 = stablehlo.or %32, %34 : tensor<3xui32>
    %36 = stablehlo.xor %30, %35 : tensor<3xui32>
    %37 = stablehlo.add %23, %36 : tensor<3xui32>
    %c_8 = stablehlo.constant dense<13> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %39 = stablehlo.shift_left %36, %38 : tensor<3xui32>
    %c_9 = stablehlo.constant dense<19> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %41 = stablehlo.shift_right_logical %36, %40 : tensor<3xui32>
    %42 = stablehlo.or %39, %41 : tensor<3xui32>
    %43 = stablehlo.xor %37, %42 : tensor<3xui32>
    %44 = stablehlo.add %30, %29 : tensor<3xui32>
    %c_10 = stablehlo.constant dense<27> : tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %46 = stablehlo.shift_left %29, %45 : tensor<3xui32>
    %c_11 = stablehlo.constant dense<5> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.shift_right_logical %29, %47 : tensor<3xui32>
    %49 = stablehlo.or %46, %48 : tensor<3xui32>
    %50 = stablehlo.xor %44, %49 : tensor<3xui32>
    %51 = stablehlo.add %37, %50 : tensor<3xui32>
    %c_12 = stablehlo.constant dense<23> : tensor<ui32>
    %52 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %53 = stablehlo.shift_left %50, %52 : tensor<3xui32>
    %c_13 = stablehlo.constant dense<9> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %55 = stablehlo.shift_right_logical %50, %54 : tensor<3xui32>
    %56 = stablehlo.or %53, %55 : tensor<3xui32>
    %57 = stablehlo.xor %51, %56 : tensor<3xui32>
    %58 = stablehlo.add %44, %43 : tensor<3xui32>
    %c_14 = stablehlo.constant dense<5> : tensor<ui32>
    %59 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %60 = stablehlo.shift_left %43, %59 : tensor<3xui32>
    %c_15 = stablehlo.constant dense<27> : tensor<ui32>
    %61 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %62 = stablehlo.shift_right_logical %43, %61 : tensor<3xui32>
    %63 = stablehlo.or %60, %62 : tensor<3xui32>
    %64 = stablehlo.xor %58, %63 : tensor<3xui32>
    %65 = stablehlo.add %51, %arg1 : tensor<3xui32>
    %66 = stablehlo.add %64, %arg2 : tensor<3xui32>
    %67 = stablehlo.add %58, %arg3 : tensor<3xui32>
    %68 = stablehlo.add %57, %4 : tensor<3xui32>
    %c_16 = stablehlo.constant dense<1> : tensor<ui32>
    %69 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %70 = stablehlo.add %68, %69 : tensor<3xui32>
    %71 = stablehlo.add %65, %66 : tensor<3xui32>
    %c_17 = stablehlo.constant dense<6> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %73 = stablehlo.shift_left %66, %72 : tensor<3xui32>
    %c_18 = stablehlo.constant dense<26> : tensor<ui32>
    %74 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %75 = stablehlo.shift_right_logical %66, %74 : tensor<3xui32>
    %76 = stablehlo.or %73, %75 : tensor<3xui32>
    %77 = stablehlo.xor %71, %76 : tensor<3xui32>
    %78 = stablehlo.add %67, %70 : tensor<3xui32>
    %c_19 = stablehlo.constant dense<20> : tensor<ui32>
    %79 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %80 = stablehlo.shift_left %70, %79 : tensor<3xui32>
    %c_20 = stablehlo.constant dense<12> : tensor<ui32>
    %81 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %82 = stablehlo.shift_right_logical %70, %81 : tensor<3xui32>
    %83 = stablehlo.or %80, %82 : tensor<3xui32>
    %84 = stablehlo.xor %78, %83 : tensor<3xui32>
    %85 = stablehlo.add %71, %84 : tensor<3xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %87 = stablehlo.shift_left %84, %86 : tensor<3xui32>
    %c_22 = stablehlo.constant dense<15> : tensor<ui32>
    %88 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %89 = stablehlo.shift_right_logical %84, %88 : tensor<3xui32>
    %90 = stablehlo.or %87, %89 : tensor<3xui32>
    %91 = stablehlo.xor %85, %90 : tensor<3xui32>
    %92 = stablehlo.add %78, %77 : tensor<3xui32>
    %c_23 = stablehlo.constant dense<11> : tensor<ui32>
    %93 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %94 = stablehlo.shift_left %77, %93 : tensor<3xui32>
    %c_24 = stablehlo.constant dense<21> : tensor<ui32>
    %95 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %96 = stablehlo.shift_right_logical %77, %95 : tensor<3xui32>
    %97 = stablehlo.or %94, %96 : tensor<3xui32>
    %98 = stablehlo.xor %92, %97 : tensor<3xui32>
    %99 = stablehlo.add %85, %98 : tensor<3xui32>
    %c_25 = stablehlo.constant dense<25> : tensor<ui32>
    %100 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %101 = stablehlo.shift_left %98, %100 : tensor<3xui32>
    %c_26 = stablehlo.constant dense<7> : tensor<ui32>
    %102 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %103 = stablehlo.shift_right_logical %98, %102 : tensor<3xui32>
    %104 = stablehlo.or %101, %103 : tensor<3xui32>
    %105 = stablehlo.xor %99, %104 : tensor<3xui32>
    %106 = stablehlo.add %92, %91 : tensor<3xui32>
    %c_27 = stablehlo.constant dense<10> : tensor<ui32>
    %107 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %108 = stablehlo.shift_left %91, %107 : tensor<3xui32>
    %c_28 = stablehlo.constant dense<22> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %110 = stablehlo.shift_right_logical %91, %109 : tensor<3xui32>
    %111 = stablehlo.or %108, %110 : tensor<3xui32>
    %112 = stablehlo.xor %106, %111 : tensor<3xui32>
    %113 = stablehlo.add %99, %112 : tensor<3xui32>
    %c_29 = stablehlo.constant dense<18> : tensor<ui32>
    %114 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %115 = stablehlo.shift_left %112, %114 : tensor<3xui32>
    %c_30 = stablehlo.constant dense<14> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %117 = stablehlo.shift_right_logical %112, %116 : tensor<3xui32>
    %118 = stablehlo.or %115, %117 : tensor<3xui32>
    %119 = stablehlo.xor %113, %118 : tensor<3xui32>
    %120 = stablehlo.add %106, %105 : tensor<3xui32>
    %c_31 = stablehlo.constant dense<20> : tensor<ui32>
    %121 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %122 = stablehlo.shift_left %105, %121 : tensor<3xui32>
    %c_32 = stablehlo.constant dense<12> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %124 = stablehlo.shift_right_logical %105, %123 : tensor<3xui32>
    %125 = stablehlo.or %122, %124 : tensor<3xui32>
    %126 = stablehlo.xor %120, %125 : tensor<3xui32>
    %127 = stablehlo.add %113, %arg2 : tensor<3xui32>
    %128 = stablehlo.add %126, %arg3 : tensor<3xui32>
    %129 = stablehlo.add %120, %4 : tensor<3xui32>
    %130 = stablehlo.add %119, %arg0 : tensor<3xui32>
    %c_33 = stablehlo.constant dense<2> : tensor<ui32>
    %131 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %132 = stablehlo.add %130, %131 : tensor<3xui32>
    %133 = stablehlo.add %127, %128 : tensor<3xui32>
    %c_34 = stablehlo.constant dense<10> : tensor<ui32>
    %134 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %135 = stablehlo.shift_left %128, %134 : tensor<3xui32>
    %c_35 = stablehlo.constant dense<22> : tensor<ui32>
    %136 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %137 = stablehlo.shift_right_logical %128, %136 : tensor<3xui32>
    %138 = stablehlo.or %135, %137 : tensor<3xui32>
    %139 = stablehlo.xor %133, %138 : tensor<3xui32>
    %140 = stablehlo.add %129, %132 : tensor<3xui32>
    %c_36 = stablehlo.constant dense<26> : tensor<ui32>
    %141 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %142 = stablehlo.shift_left %132, %141 : tensor<3xui32>
    %c_37 = stablehlo.constant dense<6> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %144 = stablehlo.shift_right_logical %132, %143 : tensor<3xui32>
    %145 = stablehlo.or %142, %144 : tensor<3xui32>
    %146 = stablehlo.xor %140, %145 : tensor<3xui32>
    %147 = stablehlo.add %133, %146 : tensor<3xui32>
    %c_38 = stablehlo.constant dense<11> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %149 = stablehlo.shift_left %146, %148 : tensor<3xui32>
    %c_39 = stablehlo.constant dense<21> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %151 = stablehlo.shift_right_logical %146, %150 : tensor<3xui32>
    %152 = stablehlo.or %149, %151 : tensor<3xui32>
    %153 = stablehlo.xor %147, %152 : tensor<3xui32>
    %154 = stablehlo.add %140, %139 : tensor<3xui32>
    %c_40 = stablehlo.constant dense<21> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %156 = stablehlo.shift_left %139, %155 : tensor<3xui32>
    %c_41 = stablehlo.constant dense<11> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %158 = stablehlo.shift_right_logical %139, %157 : tensor<3xui32>
    %159 = stablehlo.or %156, %158 : tensor<3xui32>
    %160 = stablehlo.xor %154, %159 : tensor<3xui32>
    %161 = stablehlo.add %147, %160 : tensor<3xui32>
    %c_42 = stablehlo.constant dense<13> : tensor<ui32>
    %162 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %163 = stablehlo.shift_left %160, %162 : tensor<3xui32>
    %c_43 = stablehlo.constant dense<19> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %165 = stablehlo.shift_right_logical %160, %164 : tensor<3xui32>
    %166 = stablehlo.or %163, %165 : tensor<3xui32>
    %167 = stablehlo.xor %161, %166 : tensor<3xui32>
    %168 = stablehlo.add %154, %153 : tensor<3xui32>
    %c_44 = stablehlo.constant dense<27> : tensor<ui32>
    %169 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %170 = stablehlo.shift_left %153, %169 : tensor<3xui32>
    %c_45 = stablehlo.constant dense<5> : tensor<ui32>
    %171 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %172 = stablehlo.shift_right_logical %153, %171 : tensor<3xui32>
    %173 = stablehlo.or %170, %172 : tensor<3xui32>
    %174 = stablehlo.xor %168, %173 : tensor<3xui32>
    %175 = stablehlo.add %161, %174 : tensor<3xui32>
    %c_46 = stablehlo.constant dense<23> : tensor<ui32>
    %176 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %177 = stablehlo.shift_left %174, %176 : tensor<3xui32>
    %c_47 = stablehlo.constant dense<9> : tensor<ui32>
    %178 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %179 = stablehlo.shift_right_logical %174, %178 : tensor<3xui32>
    %180 = stablehlo.or %177, %179 : tensor<3xui32>
    %181 = stablehlo.xor %175, %180 : tensor<3xui32>
    %182 = stablehlo.add %168, %167 : tensor<3xui32>
    %c_48 = stablehlo.constant dense<5> : tensor<ui32>
    %183 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %184 = stablehlo.shift_left %167, %183 : tensor<3xui32>
    %c_49 = stablehlo.constant dense<27> : tensor<ui32>
    %185 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %186 = stablehlo.shift_right_logical %167, %185 : tensor<3xui32>
    %187 = stablehlo.or %184, %186 : tensor<3xui32>
    %188 = stablehlo.xor %182, %187 : tensor<3xui32>
    %189 = stablehlo.add %175, %arg3 : tensor<3xui32>
    %190 = stablehlo.add %188, %4 : tensor<3xui32>
    %191 = stablehlo.add %182, %arg0 : tensor<3xui32>
    %192 = stablehlo.add %181, %arg1 : tensor<3xui32>
    %c_50 = stablehlo.constant dense<3> : tensor<ui32>
    %193 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %194 = stablehlo.add %192, %193 : tensor<3xui32>
    %195 = stablehlo.add %189, %190 : tensor<3xui32>
    %c_51 = stablehlo.constant dense<6> : tensor<ui32>
    %196 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %197 = stablehlo.shift_left %190, %196 : tensor<3xui32>
    %c_52 = stablehlo.constant dense<26> : tensor<ui32>
    %198 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %199 = stablehlo.shift_right_logical %190, %198 : tensor<3xui32>
    %200 = stablehlo.or %197, %199 : tensor<3xui32>
    %201 = stablehlo.xor %195, %200 : tensor<3xui32>
    %202 = stablehlo.add %191, %194 : tensor<3xui32>
    %c_53 = stablehlo.constant dense<20> : tensor<ui32>
    %203 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %204 = stablehlo.shift_left %194, %203 : tensor<3xui32>
    %c_54 = stablehlo.constant dense<12> : tensor<ui32>
    %205 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %206 = stablehlo.shift_right_logical %194, %205 : tensor<3xui32>
    %207 = stablehlo.or %204, %206 : tensor<3xui32>
    %208 = stablehlo.xor %202, %207 : tensor<3xui32>
    %209 = stablehlo.add %195, %208 : tensor<3xui32>
    %c_55 = stablehlo.constant dense<17> : tensor<ui32>
    %210 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %211 = stablehlo.shift_left %208, %210 : tensor<3xui32>
    %c_56 = stablehlo.constant dense<15> : tensor<ui32>
    %212 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %213 = stablehlo.shift_right_logical %208, %212 : tensor<3xui32>
    %214 = stablehlo.or %211, %213 : tensor<3xui32>
    %215 = stablehlo.xor %209, %214 : tensor<3xui32>
    %216 = stablehlo.add %202, %201 : tensor<3xui32>
    %c_57 = stablehlo.constant dense<11> : tensor<ui32>
    %217 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %218 = stablehlo.shift_left %201, %217 : tensor<3xui32>
    %c_58 = stablehlo.constant dense<21> : tensor<ui32>
    %219 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %220 = stablehlo.shift_right_logical %201, %219 : tensor<3xui32>
    %221 = stablehlo.or %218, %220 : tensor<3xui32>
    %222 = stablehlo.xor %216, %221 : tensor<3xui32>
    %223 = stablehlo.add %209, %222 : tensor<3xui32>
    %c_59 = stablehlo.constant dense<25> : tensor<ui32>
    %224 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %225 = stablehlo.shift_left %222, %224 : tensor<3xui32>
    %c_60 = stablehlo.constant dense<7> : tensor<ui32>
    %226 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %227 = stablehlo.shift_right_logical %222, %226 : tensor<3xui32>
    %228 = stablehlo.or %225, %227 : tensor<3xui32>
    %229 = stablehlo.xor %223, %228 : tensor<3xui32>
    %230 = stablehlo.add %216, %215 : tensor<3xui32>
    %c_61 = stablehlo.constant dense<10> : tensor<ui32>
    %231 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %232 = stablehlo.shift_left %215, %231 : tensor<3xui32>
    %c_62 = stablehlo.constant dense<22> : tensor<ui32>
    %233 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %234 = stablehlo.shift_right_logical %215, %233 : tensor<3xui32>
    %235 = stablehlo.or %232, %234 : tensor<3xui32>
    %236 = stablehlo.xor %230, %235 : tensor<3xui32>
    %237 = stablehlo.add %223, %236 : tensor<3xui32>
    %c_63 = stablehlo.constant dense<18> : tensor<ui32>
    %238 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %239 = stablehlo.shift_left %236, %238 : tensor<3xui32>
    %c_64 = stablehlo.constant dense<14> : tensor<ui32>
    %240 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %241 = stablehlo.shift_right_logical %236, %240 : tensor<3xui32>
    %242 = stablehlo.or %239, %241 : tensor<3xui32>
    %243 = stablehlo.xor %237, %242 : tensor<3xui32>
    %244 = stablehlo.add %230, %229 : tensor<3xui32>
    %c_65 = stablehlo.constant dense<20> : tensor<ui32>
    %245 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %246 = stablehlo.shift_left %229, %245 : tensor<3xui32>
    %c_66 = stablehlo.constant dense<12> : tensor<ui32>
    %247 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %248 = stablehlo.shift_right_logical %229, %247 : tensor<3xui32>
    %249 = stablehlo.or %246, %248 : tensor<3xui32>
    %250 = stablehlo.xor %244, %249 : tensor<3xui32>
    %251 = stablehlo.add %237, %4 : tensor<3xui32>
    %252 = stablehlo.add %250, %arg0 : tensor<3xui32>
    %253 = stablehlo.add %244, %arg1 : tensor<3xui32>
    %254 = stablehlo.add %243, %arg2 : tensor<3xui32>
    %c_67 = stablehlo.constant dense<4> : tensor<ui32>
    %255 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %256 = stablehlo.add %254, %255 : tensor<3xui32>
    %257 = stablehlo.add %251, %252 : tensor<3xui32>
    %c_68 = stablehlo.constant dense<10> : tensor<ui32>
    %258 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %259 = stablehlo.shift_left %252, %258 : tensor<3xui32>
    %c_69 = stablehlo.constant dense<22> : tensor<ui32>
    %260 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %261 = stablehlo.shift_right_logical %252, %260 : tensor<3xui32>
    %262 = stablehlo.or %259, %261 : tensor<3xui32>
    %263 = stablehlo.xor %257, %262 : tensor<3xui32>
    %264 = stablehlo.add %253, %256 : tensor<3xui32>
    %c_70 = stablehlo.constant dense<26> : tensor<ui32>
    %265 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %266 = stablehlo.shift_left %256, %265 : tensor<3xui32>
    %c_71 = stablehlo.constant dense<6> : tensor<ui32>
    %267 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %268 = stablehlo.shift_right_logical %256, %267 : tensor<3xui32>
    %269 = stablehlo.or %266, %268 : tensor<3xui32>
    %270 = stablehlo.xor %264, %269 : tensor<3xui32>
    %271 = stablehlo.add %257, %270 : tensor<3xui32>
    %c_72 = stablehlo.constant dense<11> : tensor<ui32>
    %272 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %273 = stablehlo.shift_left %270, %272 : tensor<3xui32>
    %c_73 = stablehlo.constant dense<21> : tensor<ui32>
    %274 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %275 = stablehlo.shift_right_logical %270, %274 : tensor<3xui32>
    %276 = stablehlo.or %273, %275 : tensor<3xui32>
    %277 = stablehlo.xor %271, %276 : tensor<3xui32>
    %278 = stablehlo.add %264, %263 : tensor<3xui32>
    %c_74 = stablehlo.constant dense<21> : tensor<ui32>
    %279 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %280 = stablehlo.shift_left %263, %279 : tensor<3xui32>
    %c_75 = stablehlo.constant dense<11> : tensor<ui32>
    %281 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %282 = stablehlo.shift_right_logical %263, %281 : tensor<3xui32>
    %283 = stablehlo.or %280, %282 : tensor<3xui32>
    %284 = stablehlo.xor %278, %283 : tensor<3xui32>
    %285 = stablehlo.add %271, %284 : tensor<3xui32>
    %c_76 = stablehlo.constant dense<13> : tensor<ui32>
    %286 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %287 = stablehlo.shift_left %284, %286 : tensor<3xui32>
    %c_77 = stablehlo.constant dense<19> : tensor<ui32>
    %288 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %289 = stablehlo.shift_right_logical %284, %288 : tensor<3xui32>
    %290 = stablehlo.or %287, %289 : tensor<3xui32>
    %291 = stablehlo.xor %285, %290 : tensor<3xui32>
    %292 = stablehlo.add %278, %277 : tensor<3xui32>
    %c_78 = stablehlo.constant dense<27> : tensor<ui32>
    %293 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %294 = stablehlo.shift_left %277, %293 : tensor<3xui32>
    %c_79 = stablehlo.constant dense<5> : tensor<ui32>
    %295 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %296 = stablehlo.shift_right_logical %277, %295 : tensor<3xui32>
    %297 = stablehlo.or %294, %296 : tensor<3xui32>
    %298 = stablehlo.xor %292, %297 : tensor<3xui32>
    %299 = stablehlo.add %285, %298 : tensor<3xui32>
    %c_80 = stablehlo.constant dense<23> : tensor<ui32>
    %300 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %301 = stablehlo.shift_left %298, %300 : tensor<3xui32>
    %c_81 = stablehlo.constant dense<9> : tensor<ui32>
    %302 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %303 = stablehlo.shift_right_logical %298, %302 : tensor<3xui32>
    %304 = stablehlo.or %301, %303 : tensor<3xui32>
    %305 = stablehlo.xor %299, %304 : tensor<3xui32>
    %306 = stablehlo.add %292, %291 : tensor<3xui32>
    %c_82 = stablehlo.constant dense<5> : tensor<ui32>
    %307 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %308 = stablehlo.shift_left %291, %307 : tensor<3xui32>
    %c_83 = stablehlo.constant dense<27> : tensor<ui32>
    %309 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %310 = stablehlo.shift_right_logical %291, %309 : tensor<3xui32>
    %311 = stablehlo.or %308, %310 : tensor<3xui32>
    %312 = stablehlo.xor %306, %311 : tensor<3xui32>
    %313 = stablehlo.add %299, %arg0 : tensor<3xui32>
    %314 = stablehlo.add %312, %arg1 : tensor<3xui32>
    %315 = stablehlo.add %306, %arg2 : tensor<3xui32>
    %316 = stablehlo.add %305, %arg3 : tensor<3xui32>
    %c_84 = stablehlo.constant dense<5> : tensor<ui32>
    %317 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %318 = stablehlo.add %316, %317 : tensor<3xui32>
    return %313, %314, %315, %318 : tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>
  }
  func.func private @threefry4x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<ui32>) -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %arg2 : tensor<ui32>
    %2 = stablehlo.xor %1, %arg3 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %3 = stablehlo.xor %2, %c : tensor<ui32>
    %4 = stablehlo.add %arg4, %arg0 : tensor<ui32>
    %5 = stablehlo.add %arg5, %arg1 : tensor<ui32>
    %6 = stablehlo.add %arg6, %arg2 : tensor<ui32>
    %7 = stablehlo.add %arg7, %arg3 : tensor<ui32>
    %8 = stablehlo.add %4, %5 : tensor<ui32>
    %c_0 = stablehlo.constant dense<10> : tensor<ui32>
    %9 = stablehlo.shift_left %5, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<22> : tensor<ui32>
    %10 = stablehlo.shift_right_logical %5, %c_1 : tensor<ui32>
    %11 = stablehlo.or %9, %10 : tensor<ui32>
    %12 = stablehlo.xor %8, %11 : tensor<ui32>
    %13 = stablehlo.add %6, %7 : tensor<ui32>
    %c_2 = stablehlo.constant dense<26> : tensor<ui32>
    %14 = stablehlo.shift_left %7, %c_2 : tensor<ui32>
    %c_3 = stablehlo.constant dense<6> : tensor<ui32>
    %15 = stablehlo.shift_right_logical %7, %c_3 : tensor<ui32>
    %16 = stablehlo.or %14, %15 : tensor<ui32>
    %17 = stablehlo.xor %13, %16 : tensor<ui32>
    %18 = stablehlo.add %8, %17 : tensor<ui32>
    %c_4 = stablehlo.constant dense<11> : tensor<ui32>
    %19 = stablehlo.shift_left %17, %c_4 : tensor<ui32>
    %c_5 = stablehlo.constant dense<21> : tensor<ui32>
    %20 = stablehlo.shift_right_logical %17, %c_5 : tensor<ui32>
    %21 = stablehlo.or %19, %20 : tensor<ui32>
    %22 = stablehlo.xor %18, %21 : tensor<ui32>
    %23 = stablehlo.add %13, %12 : tensor<ui32>
    %c_6 = stablehlo.constant dense<21> : tensor<ui32>
    %24 = stablehlo.shift_left %12, %c_6 : tensor<ui32>
    %c_7 = stablehlo.constant dense<11> : tensor<ui32>
    %25 = stablehlo.shift_right_logical %12, %c_7 : tensor<ui32>
    %26 = stablehlo.or %24, %25 : tensor<ui32>
    %27 = stablehlo.xor %23, %26 : tensor<ui32>
    %28 = stablehlo.add %18, %27 : tensor<ui32>
    %c_8 = stablehlo.constant dense<13> : tensor<ui32>
    %29 = stablehlo.shift_left %27, %c_8 : tensor<ui32>
    %c_9 = stablehlo.constant dense<19> : tensor<ui32>
    %30 = stablehlo.shift_right_logical %27, %c_9 : tensor<ui32>
    %31 = stablehlo.or %29, %30 : tensor<ui32>
    %32 = stablehlo.xor %28, %31 : tensor<ui32>
    %33 = stablehlo.add %23, %22 : tensor<ui32>
    %c_10 = stablehlo.constant dense<27> : tensor<ui32>
    %34 = stablehlo.shift_left %22, %c_10 : tensor<ui32>
    %c_11 = stablehlo.constant dense<5> : tensor<ui32>
    %35 = stablehlo.shift_right_logical %22, %c_11 : tensor<ui32>
    %36 = stablehlo.or %34, %35 : tensor<ui32>
    %37 = stablehlo.xor %33, %36 : tensor<ui32>
    %38 = stablehlo.add %28, %37 : tensor<ui32>
    %c_12 = stablehlo.constant dense<23> : tensor<ui32>
    %39 = stablehlo.shift_left %37, %c_12 : tensor<ui32>
    %c_13 = stablehlo.constant dense<9> : tensor<ui32>
    %40 = stablehlo.shift_right_logical %37, %c_13 : tensor<ui32>
    %41 = stablehlo.or %39, %40 : tensor<ui32>
    %42 = stablehlo.xor %38, %41 : tensor<ui32>
    %43 = stablehlo.add %33, %32 : tensor<ui32>
    %c_14 = stablehlo.constant dense<5> : tensor<ui32>
    %44 = stablehlo.shift_left %32, %c_14 : tensor<ui32>
    %c_15 = stablehlo.constant dense<27> : tensor<ui32>
    %45 = stablehlo.shift_right_logical %32, %c_15 : tensor<ui32>
    %46 = stablehlo.or %44, %45 : tensor<ui32>
    %47 = stablehlo.xor %43, %46 : tensor<ui32>
    %48 = stablehlo.add %38, %arg1 : tensor<ui32>
    %49 = stablehlo.add %47, %arg2 : tensor<ui32>
    %50 = stablehlo.add %43, %arg3 : tensor<ui32>
    %51 = stablehlo.add %42, %3 : tensor<ui32>
    %c_16 = stablehlo.constant dense<1> : tensor<ui32>
    %52 = stablehlo.add %51, %c_16 : tensor<ui32>
    %53 = stablehlo.add %48, %49 : tensor<ui32>
    %c_17 = stablehlo.constant dense<6> : tensor<ui32>
    %54 = stablehlo.shift_left %49, %c_17 : tensor<ui32>
    %c_18 = stablehlo.constant dense<26> : tensor<ui32>
    %55 = stablehlo.shift_right_logical %49, %c_18 : tensor<ui32>
    %56 = stablehlo.or %54, %55 : tensor<ui32>
    %57 = stablehlo.xor %53, %56 : tensor<ui32>
    %58 = stablehlo.add %50, %52 : tensor<ui32>
    %c_19 = stablehlo.constant dense<20> : tensor<ui32>
    %59 = stablehlo.shift_left %52, %c_19 : tensor<ui32>
    %c_20 = stablehlo.constant dense<12> : tensor<ui32>
    %60 = stablehlo.shift_right_logical %52, %c_20 : tensor<ui32>
    %61 = stablehlo.or %59, %60 : tensor<ui32>
    %62 = stablehlo.xor %58, %61 : tensor<ui32>
    %63 = stablehlo.add %53, %62 : tensor<ui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %64 = stablehlo.shift_left %62, %c_21 : tensor<ui32>
    %c_22 = stablehlo.constant dense<15> : tensor<ui32>
    %65 = stablehlo.shift_right_logical %62, %c_22 : tensor<ui32>
    %66 = stablehlo.or %64, %65 : tensor<ui32>
    %67 = stablehlo.xor %63, %66 : tensor<ui32>
    %68 = stablehlo.add %58, %57 : tensor<ui32>
    %c_23 = stablehlo.constant dense<11> : tensor<ui32>
    %69 = stablehlo.shift_left %57, %c_23 : tensor<ui32>
    %c_24 = stablehlo.constant dense<21> : tensor<ui32>
    %70 = stablehlo.shift_right_logical %57, %c_24 : tensor<ui32>
    %71 = stablehlo.or %69, %70 : tensor<ui32>
    %72 = stablehlo.xor %68, %71 : tensor<ui32>
    %73 = stablehlo.add %63, %72 : tensor<ui32>
    %c_25 = stablehlo.constant dense<25> : tensor<ui32>
    %74 = stablehlo.shift_left %72, %c_25 : tensor<ui32>
    %c_26 = stablehlo.constant dense<7> : tensor<ui32>
    %75 = stablehlo.shift_right_logical %72, %c_26 : tensor<ui32>
    %76 = stablehlo.or %74, %75 : tensor<ui32>
    %77 = stablehlo.xor %73, %76 : tensor<ui32>
    %78 = stablehlo.add %68, %67 : tensor<ui32>
    %c_27 = stablehlo.constant dense<10> : tensor<ui32>
    %79 = stablehlo.shift_left %67, %c_27 : tensor<ui32>
    %c_28 = stablehlo.constant dense<22> : tensor<ui32>
    %80 = stablehlo.shift_right_logical %67, %c_28 : tensor<ui32>
    %81 = stablehlo.or %79, %80 : tensor<ui32>
    %82 = stablehlo.xor %78, %81 : tensor<ui32>
    %83 = stablehlo.add %73, %82 : tensor<ui32>
    %c_29 = stablehlo.constant dense<18> : tensor<ui32>
    %84 = stablehlo.shift_left %82, %c_29 : tensor<ui32>
    %c_30 = stablehlo.constant dense<14> : tensor<ui32>
    %85 = stablehlo.shift_right_logical %82, %c_30 : tensor<ui32>
    %86 = stablehlo.or %84, %85 : tensor<ui32>
    %87 = stablehlo.xor %83, %86 : tensor<ui32>
    %88 = stablehlo.add %78, %77 : tensor<ui32>
    %c_31 = stablehlo.constant dense<20> : tensor<ui32>
    %89 = stablehlo.shift_left %77, %c_31 : tensor<ui32>
    %c_32 = stablehlo.constant dense<12> : tensor<ui32>
    %90 = stablehlo.shift_right_logical %77, %c_32 : tensor<ui32>
    %91 = stablehlo.or %89, %90 : tensor<ui32>
    %92 = stablehlo.xor %88, %91 : tensor<ui32>
    %93 = stablehlo.add %83, %arg2 : tensor<ui32>
    %94 = stablehlo.add %92, %arg3 : tensor<ui32>
    %95 = stablehlo.add %88, %3 : tensor<ui32>
    %96 = stablehlo.add %87, %arg0 : tensor<ui32>
    %c_33 = stablehlo.constant dense<2> : tensor<ui32>
    %97 = stablehlo.add %96, %c_33 : tensor<ui32>
    %98 = stablehlo.add %93, %94 : tensor<ui32>
    %c_34 = stablehlo.constant dense<10> : tensor<ui32>
    %99 = stablehlo.shift_left %94, %c_34 : tensor<ui32>
    %c_35 = stablehlo.constant dense<22> : tensor<ui32>
    %100 = stablehlo.shift_right_logical %94, %c_35 : tensor<ui32>
    %101 = stablehlo.or %99, %100 : tensor<ui32>
    %102 = stablehlo.xor %98, %101 : tensor<ui32>
    %103 = stablehlo.add %95, %97 : tensor<ui32>
    %c_36 = stablehlo.constant dense<26> : tensor<ui32>
    %104 = stablehlo.shift_left %97, %c_36 : tensor<ui32>
    %c_37 = stablehlo.constant dense<6> : tensor<ui32>
    %105 = stablehlo.shift_right_logical %97, %c_37 : tensor<ui32>
    %106 = stablehlo.or %104, %105 : tensor<ui32>
    %107 = stablehlo.xor %103, %106 : tensor<ui32>
    %108 = stablehlo.add %98, %107 : tensor<ui32>
    %c_38 = stablehlo.constant dense<11> : tensor<ui32>
    %109 = stablehlo.shift_left %107, %c_38 : tensor<ui32>
    %c_39 = stablehlo.constant dense<21> : tensor<ui32>
    %110 = stablehlo.shift_right_logical %107, %c_39 : tensor<ui32>
    %111 = stablehlo.or %109, %110 : tensor<ui32>
    %112 = stablehlo.xor %108, %111 : tensor<ui32>
    %113 = stablehlo.add %103, %102 : tensor<ui32>
    %c_40 = stablehlo.constant dense<21> : tensor<ui32>
    %114 = stablehlo.shift_left %102, %c_40 : tensor<ui32>
    %c_41 = stablehlo.constant dense<11> : tensor<ui32>
    %115 = stablehlo.shift_right_logical %102, %c_41 : tensor<ui32>
    %116 = stablehlo.or %114, %115 : tensor<ui32>
    %117 = stablehlo.xor %113, %116 : tensor<ui32>
    %118 = stablehlo.add %108, %117 : tensor<ui32>
    %c_42 = stablehlo.constant dense<13> : tensor<ui32>
    %119 = stablehlo.shift_left %117, %c_42 : tensor<ui32>
    %c_43 = stablehlo.constant dense<19> : tensor<ui32>
    %120 = stablehlo.shift_right_logical %117, %c_43 : tensor<ui32>
    %121 = stablehlo.or %119, %120 : tensor<ui32>
    %122 = stablehlo.xor %118, %121 : tensor<ui32>
    %123 = stablehlo.add %113, %112 : tensor<ui32>
    %c_44 = stablehlo.constant dense<27> : tensor<ui32>
    %124 = stablehlo.shift_left %112, %c_44 : tensor<ui32>
    %c_45 = stablehlo.constant dense<5> : tensor<ui32>
    %125 = stablehlo.shift_right_logical %112, %c_45 : tensor<ui32>
    %126 = stablehlo.or %124, %125 : tensor<ui32>
    %127 = stablehlo.xor %123, %126 : tensor<ui32>
    %128 = stablehlo.add %118, %127 : tensor<ui32>
    %c_46 = stablehlo.constant dense<23> : tensor<ui32>
    %129 = stablehlo.shift_left %127, %c_46 : tensor<ui32>
    %c_47 = stablehlo.constant dense<9> : tensor<ui32>
    %130 = stablehlo.shift_right_logical %127, %c_47 : tensor<ui32>
    %131 = stablehlo.or %129, %130 : tensor<ui32>
    %132 = stablehlo.xor %128, %131 : tensor<ui32>
    %133 = stablehlo.add %123, %122 : tensor<ui32>
    %c_48 = stablehlo.constant dense<5> : tensor<ui32>
    %134 = stablehlo.shift_left %122, %c_48 : tensor<ui32>
    %c_49 = stablehlo.constant dense<27> : tensor<ui32>
    %135 = stablehlo.shift_right_logical %122, %c_49 : tensor<ui32>
    %136 = stablehlo.or %134, %135 : tensor<ui32>
    %137 = stablehlo.xor %133, %136 : tensor<ui32>
    %138 = stablehlo.add %128, %arg3 : tensor<ui32>
    %139 = stablehlo.add %137, %3 : tensor<ui32>
    %140 = stablehlo.add %133, %arg0 : tensor<ui32>
    %141 = stablehlo.add %132, %arg1 : tensor<ui32>
    %c_50 = stablehlo.constant dense<3> : tensor<ui32>
    %142 = stablehlo.add %141, %c_50 : tensor<ui32>
    %143 = stablehlo.add %138, %139 : tensor<ui32>
    %c_51 = stablehlo.constant dense<6> : tensor<ui32>
    %144 = stablehlo.shift_left %139, %c_51 : tensor<ui32>
    %c_52 = stablehlo.constant dense<26> : tensor<ui32>
    %145 = stablehlo.shift_right_logical %139, %c_52 : tensor<ui32>
    %146 = stablehlo.or %144, %145 : tensor<ui32>
    %147 = stablehlo.xor %143, %146 : tensor<ui32>
    %148 = stablehlo.add %140, %142 : tensor<ui32>
    %c_53 = stablehlo.constant dense<20> : tensor<ui32>
    %149 = stablehlo.shift_left %142, %c_53 : tensor<ui32>
    %c_54 = stablehlo.constant dense<12> : tensor<ui32>
    %150 = stablehlo.shift_right_logical %142, %c_54 : tensor<ui32>
    %151 = stablehlo.or %149, %150 : tensor<ui32>
    %152 = stablehlo.xor %148, %151 : tensor<ui32>
    %153 = stablehlo.add %143, %152 : tensor<ui32>
    %c_55 = stablehlo.constant dense<17> : tensor<ui32>
    %154 = stablehlo.shift_left %152, %c_55 : tensor<ui32>
    %c_56 = stablehlo.constant dense<15> : tensor<ui32>
    %155 = stablehlo.shift_right_logical %152, %c_56 : tensor<ui32>
    %156 = stablehlo.or %154, %155 : tensor<ui32>
    %157 = stablehlo.xor %153, %156 : tensor<ui32>
    %158 = stablehlo.add %148, %147 : tensor<ui32>
    %c_57 = stablehlo.constant dense<11> : tensor<ui32>
    %159 = stablehlo.shift_left %147, %c_57 : tensor<ui32>
    %c_58 = stablehlo.constant dense<21> : tensor<ui32>
    %160 = stablehlo.shift_right_logical %147, %c_58 : tensor<ui32>
    %161 = stablehlo.or %159, %160 : tensor<ui32>
    %162 = stablehlo.xor %158, %161 : tensor<ui32>
    %163 = stablehlo.add %153, %162 : tensor<ui32>
    %c_59 = stablehlo.constant dense<25> : tensor<ui32>
    %164 = stablehlo.shift_left %162, %c_59 : tensor<ui32>
    %c_60 = stablehlo.constant dense<7> : tensor<ui32>
    %165 = stablehlo.shift_right_logical %162, %c_60 : tensor<ui32>
    %166 = stablehlo.or %164, %165 : tensor<ui32>
    %167 = stablehlo.xor %163, %166 : tensor<ui32>
    %168 = stablehlo.add %158, %157 : tensor<ui32>
    %c_61 = stablehlo.constant dense<10> : tensor<ui32>
    %169 = stablehlo.shift_left %157, %c_61 : tensor<ui32>
    %c_62 = stablehlo.constant dense<22> : tensor<ui32>
    %170 = stablehlo.shift_right_logical %157, %c_62 : tensor<ui32>
    %171 = stablehlo.or %169, %170 : tensor<ui32>
    %172 = stablehlo.xor %168, %171 : tensor<ui32>
    %173 = stablehlo.add %163, %172 : tensor<ui32>
    %c_63 = stablehlo.constant dense<18> : tensor<ui32>
    %174 = stablehlo.shift_left %172, %c_63 : tensor<ui32>
    %c_64 = stablehlo.constant dense<14> : tensor<ui32>
    %175 = stablehlo.shift_right_logical %172, %c_64 : tensor<ui32>
    %176 = stablehlo.or %174, %175 : tensor<ui32>
    %177 = stablehlo.xor %173, %176 : tensor<ui32>
    %178 = stablehlo.add %168, %167 : tensor<ui32>
    %c_65 = stablehlo.constant dense<20> : tensor<ui32>
    %179 = stablehlo.shift_left %167, %c_65 : tensor<ui32>
    %c_66 = stablehlo.constant dense<12> : tensor<ui32>
    %180 = stablehlo.shift_right_logical %167, %c_66 : tensor<ui32>
    %181 = stablehlo.or %179, %180 : tensor<ui32>
    %182 = stablehlo.xor %178, %181 : tensor<ui32>
    %183 = stablehlo.add %173, %3 : tensor<ui32>
    %184 = stablehlo.add %182, %arg0 : tensor<ui32>
    %185 = stablehlo.add %178, %arg1 : tensor<ui32>
    %186 = stablehlo.add %177, %arg2 : tensor<ui32>
    %c_67 = stablehlo.constant dense<4> : tensor<ui32>
    %187 = stablehlo.add %186, %c_67 : tensor<ui32>
    %188 = stablehlo.add %183, %184 : tensor<ui32>
    %c_68 = stablehlo.constant dense<10> : tensor<ui32>
    %189 = stablehlo.shift_left %184, %c_68 : tensor<ui32>
    %c_69 = stablehlo.constant dense<22> : tensor<ui32>
    %190 = stablehlo.shift_right_logical %184, %c_69 : tensor<ui32>
    %191 = stablehlo.or %189, %190 : tensor<ui32>
    %192 = stablehlo.xor %188, %191 : tensor<ui32>
    %193 = stablehlo.add %185, %187 : tensor<ui32>
    %c_70 = stablehlo.constant dense<26> : tensor<ui32>
    %194 = stablehlo.shift_left %187, %c_70 : tensor<ui32>
    %c_71 = stablehlo.constant dense<6> : tensor<ui32>
    %195 = stablehlo.shift_right_logical %187, %c_71 : tensor<ui32>
    %196 = stablehlo.or %194, %195 : tensor<ui32>
    %197 = stablehlo.xor %193, %196 : tensor<ui32>
    %198 = stablehlo.add %188, %197 : tensor<ui32>
    %c_72 = stablehlo.constant dense<11> : tensor<ui32>
    %199 = stablehlo.shift_left %197, %c_72 : tensor<ui32>
    %c_73 = stablehlo.constant dense<21> : tensor<ui32>
    %200 = stablehlo.shift_right_logical %197, %c_73 : tensor<ui32>
    %201 = stablehlo.or %199, %200 : tensor<ui32>
    %202 = stablehlo.xor %198, %201 : tensor<ui32>
    %203 = stablehlo.add %193, %192 : tensor<ui32>
    %c_74 = stablehlo.constant dense<21> : tensor<ui32>
    %204 = stablehlo.shift_left %192, %c_74 : tensor<ui32>
    %c_75 = stablehlo.constant dense<11> : tensor<ui32>
    %205 = stablehlo.shift_right_logical %192, %c_75 : tensor<ui32>
    %206 = stablehlo.or %204, %205 : tensor<ui32>
    %207 = stablehlo.xor %203, %206 : tensor<ui32>
    %208 = stablehlo.add %198, %207 : tensor<ui32>
    %c_76 = stablehlo.constant dense<13> : tensor<ui32>
    %209 = stablehlo.shift_left %207, %c_76 : tensor<ui32>
    %c_77 = stablehlo.constant dense<19> : tensor<ui32>
    %210 = stablehlo.shift_right_logical %207, %c_77 : tensor<ui32>
    %211 = stablehlo.or %209, %210 : tensor<ui32>
    %212 = stablehlo.xor %208, %211 : tensor<ui32>
    %213 = stablehlo.add %203, %202 : tensor<ui32>
    %c_78 = stablehlo.constant dense<27> : tensor<ui32>
    %214 = stablehlo.shift_left %202, %c_78 : tensor<ui32>
    %c_79 = stablehlo.constant dense<5> : tensor<ui32>
    %215 = stablehlo.shift_right_logical %202, %c_79 : tensor<ui32>
    %216 = stablehlo.or %214, %215 : tensor<ui32>
    %217 = stablehlo.xor %213, %216 : tensor<ui32>
    %218 = stablehlo.add %208, %217 : tensor<ui32>
    %c_80 = stablehlo.constant dense<23> : tensor<ui32>
    %219 = stablehlo.shift_left %217, %c_80 : tensor<ui32>
    %c_81 = stablehlo.constant dense<9> : tensor<ui32>
    %220 = stablehlo.shift_right_logical %217, %c_81 : tensor<ui32>
    %221 = stablehlo.or %219, %220 : tensor<ui32>
    %222 = stablehlo.xor %218, %221 : tensor<ui32>
    %223 = stablehlo.add %213, %212 : tensor<ui32>
    %c_82 = stablehlo.constant dense<5> : tensor<ui32>
    %224 = stablehlo.shift_left %212, %c_82 : tensor<ui32>
    %c_83 = stablehlo.constant dense<27> : tensor<ui32>
    %225 = stablehlo.shift_right_logical %212, %c_83 : tensor<ui32>
    %226 = stablehlo.or %224, %225 : tensor<ui32>
    %227 = stablehlo.xor %223, %226 : tensor<ui32>
    %228 = stablehlo.add %218, %arg0 : tensor<ui32>
    %229 = stablehlo.add %227, %arg1 : tensor<ui32>
    %230 = stablehlo.add %223, %arg2 : tensor<ui32>
    %231 = stablehlo.add %222, %arg3 : tensor<ui32>
    %c_84 = stablehlo.constant dense<5> : tensor<ui32>
    %232 = stablehlo.add %231, %c_84 : tensor<ui32>
    return %228, %229, %230, %232 : tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>
  }
}
