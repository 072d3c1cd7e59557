module @jit_rnd2_poisson attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2xui32>, %arg1: tensor<3xf32>) -> (tensor<4xi32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}) {
    %0 = sdy.sharding_constraint %arg0 <@empty_mesh, [{}]> : tensor<2xui32>
    %1 = call @_threefry_split(%0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %2 = stablehlo.slice %1 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x2xui32>) -> tensor<2xui32>
    %4 = stablehlo.slice %1 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.convert %6 : tensor<4xf32>
    %8 = call @_poisson(%3, %7) : (tensor<2xui32>, tensor<4xf32>) -> tensor<4xi32>
    %9 = call @_poisson_8(%5, %arg1) : (tensor<2xui32>, tensor<3xf32>) -> tensor<3xi32>
    %10 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%8) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xi32>) -> tensor<4xi32>
    return %10, %9 : tensor<4xi32>, tensor<3xi32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %6 = stablehlo.add %3, %5 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<2xui32>
    %11 = stablehlo.or %8, %10 : tensor<2xui32>
    %12 = stablehlo.xor %6, %11 : tensor<2xui32>
    %13 = stablehlo.add %6, %12 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<2xui32>
    %18 = stablehlo.or %15, %17 : tensor<2xui32>
    %19 = stablehlo.xor %13, %18 : tensor<2xui32>
    %20 = stablehlo.add %13, %19 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<2xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<2xui32>
    %25 = stablehlo.or %22, %24 : tensor<2xui32>
    %26 = stablehlo.xor %20, %25 : tensor<2xui32>
    %27 = stablehlo.add %20, %26 : tensor<2xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<2xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<2xui32>
    %32 = stablehlo.or %29, %31 : tensor<2xui32>
    %33 = stablehlo.xor %27, %32 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.add %27, %34 : tensor<2xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %37 = stablehlo.add %33, %36 : tensor<2xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %39 = stablehlo.add %37, %38 : tensor<2xui32>
    %40 = stablehlo.add %35, %39 : tensor<2xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<2xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<2xui32>
    %45 = stablehlo.or %42, %44 : tensor<2xui32>
    %46 = stablehlo.xor %40, %45 : tensor<2xui32>
    %47 = stablehlo.add %40, %46 : tensor<2xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<2xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<2xui32>
    %52 = stablehlo.or %49, %51 : tensor<2xui32>
    %53 = stablehlo.xor %47, %52 : tensor<2xui32>
    %54 = stablehlo.add %47, %53 : tensor<2xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<2xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<2xui32>
    %59 = stablehlo.or %56, %58 : tensor<2xui32>
    %60 = stablehlo.xor %54, %59 : tensor<2xui32>
    %61 = stablehlo.add %54, %60 : tensor<2xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<2xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<2xui32>
    %66 = stablehlo.or %63, %65 : tensor<2xui32>
    %67 = stablehlo.xor %61, %66 : tensor<2xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %69 = stablehlo.add %61, %68 : tensor<2xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %71 = stablehlo.add %67, %70 : tensor<2xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %73 = stablehlo.add %71, %72 : tensor<2xui32>
    %74 = stablehlo.add %69, %73 : tensor<2xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<2xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<2xui32>
    %79 = stablehlo.or %76, %78 : tensor<2xui32>
    %80 = stablehlo.xor %74, %79 : tensor<2xui32>
    %81 = stablehlo.add %74, %80 : tensor<2xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<2xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<2xui32>
    %86 = stablehlo.or %83, %85 : tensor<2xui32>
    %87 = stablehlo.xor %81, %86 : tensor<2xui32>
    %88 = stablehlo.add %81, %87 : tensor<2xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<2xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<2xui32>
    %93 = stablehlo.or %90, %92 : tensor<2xui32>
    %94 = stablehlo.xor %88, %93 : tensor<2xui32>
    %95 = stablehlo.add %88, %94 : tensor<2xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<2xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<2xui32>
    %100 = stablehlo.or %97, %99 : tensor<2xui32>
    %101 = stablehlo.xor %95, %100 : tensor<2xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %103 = stablehlo.add %95, %102 : tensor<2xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %105 = stablehlo.add %101, %104 : tensor<2xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %107 = stablehlo.add %105, %106 : tensor<2xui32>
    %108 = stablehlo.add %103, %107 : tensor<2xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<2xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<2xui32>
    %113 = stablehlo.or %110, %112 : tensor<2xui32>
    %114 = stablehlo.xor %108, %113 : tensor<2xui32>
    %115 = stablehlo.add %108, %114 : tensor<2xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<2xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<2xui32>
    %120 = stablehlo.or %117, %119 : tensor<2xui32>
    %121 = stablehlo.xor %115, %120 : tensor<2xui32>
    %122 = stablehlo.add %115, %121 : tensor<2xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<2xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<2xui32>
    %127 = stablehlo.or %124, %126 : tensor<2xui32>
    %128 = stablehlo.xor %122, %127 : tensor<2xui32>
    %129 = stablehlo.add %122, %128 : tensor<2xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<2xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<2xui32>
    %134 = stablehlo.or %131, %133 : tensor<2xui32>
    %135 = stablehlo.xor %129, %134 : tensor<2xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %137 = stablehlo.add %129, %136 : tensor<2xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %139 = stablehlo.add %135, %138 : tensor<2xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %141 = stablehlo.add %139, %140 : tensor<2xui32>
    %142 = stablehlo.add %137, %141 : tensor<2xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<2xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<2xui32>
    %147 = stablehlo.or %144, %146 : tensor<2xui32>
    %148 = stablehlo.xor %142, %147 : tensor<2xui32>
    %149 = stablehlo.add %142, %148 : tensor<2xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<2xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<2xui32>
    %154 = stablehlo.or %151, %153 : tensor<2xui32>
    %155 = stablehlo.xor %149, %154 : tensor<2xui32>
    %156 = stablehlo.add %149, %155 : tensor<2xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<2xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<2xui32>
    %161 = stablehlo.or %158, %160 : tensor<2xui32>
    %162 = stablehlo.xor %156, %161 : tensor<2xui32>
    %163 = stablehlo.add %156, %162 : tensor<2xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<2xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<2xui32>
    %168 = stablehlo.or %165, %167 : tensor<2xui32>
    %169 = stablehlo.xor %163, %168 : tensor<2xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %171 = stablehlo.add %163, %170 : tensor<2xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %173 = stablehlo.add %169, %172 : tensor<2xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %175 = stablehlo.add %173, %174 : tensor<2xui32>
    return %171, %175 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @_poisson(%arg0: tensor<2xui32>, %arg1: tensor<4xf32>) -> tensor<4xi32> {
    %0 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.compare LT, %arg1, %1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %3 = stablehlo.or %0, %2 : tensor<4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.select %3, %arg1, %4 : tensor<4xi1>, tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+05> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.select %3, %6, %arg1 : tensor<4xi1>, tensor<4xf32>
    %8 = call @_poisson_knuth(%arg0, %5) : (tensor<2xui32>, tensor<4xf32>) -> tensor<4xi32>
    %9 = call @_poisson_rejection(%arg0, %7) : (tensor<2xui32>, tensor<4xf32>) -> tensor<4xi32>
    %10 = stablehlo.select %3, %8, %9 : tensor<4xi1>, tensor<4xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.compare EQ, %arg1, %11, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.select %12, %13, %10 : tensor<4xi1>, tensor<4xi32>
    return %14 : tensor<4xi32>
  }
  func.func private @_poisson_knuth(%arg0: tensor<2xui32>, %arg1: tensor<4xf32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %arg1, %iterArg_3 = %c_0, %iterArg_4 = %0, %iterArg_5 = %arg0, %iterArg_6 = %1) : tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xi32>, tensor<2xui32>, tensor<4xf32>
    cond {
      %5 = stablehlo.negate %iterArg : tensor<4xf32>
      %6 = stablehlo.compare GT, %iterArg_6, %5, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %c_7 = stablehlo.constant dense<false> : tensor<i1>
      %7 = stablehlo.reduce(%6 init: %c_7) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      %8 = stablehlo.convert %iterArg_3 : tensor<i32>
      %c_8 = stablehlo.constant dense<2147483647> : tensor<i32>
      %9 = stablehlo.compare LT, %8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %10 = stablehlo.and %7, %9 : tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %5 = func.call @_threefry_split(%iterArg_5) : (tensor<2xui32>) -> tensor<2x2xui32>
      %6 = stablehlo.slice %5 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %5 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.negate %iterArg_2 : tensor<4xf32>
      %11 = stablehlo.compare GT, %iterArg_6, %10, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %13 = stablehlo.add %iterArg_4, %12 : tensor<4xi32>
      %14 = stablehlo.select %11, %13, %iterArg_4 : tensor<4xi1>, tensor<4xi32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = func.call @_uniform(%9, %cst_8, %cst_9) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_3, %c_10 : tensor<i32>
      %17 = stablehlo.log %15 : tensor<4xf32>
      %18 = stablehlo.add %iterArg_6, %17 : tensor<4xf32>
      stablehlo.return %iterArg, %iterArg_2, %16, %14, %7, %18 : tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xi32>, tensor<2xui32>, tensor<4xf32>
    }
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.subtract %2#3, %3 : tensor<4xi32>
    return %4 : tensor<4xi32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<4xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<4xui64>
    %13 = stablehlo.convert %10 : (tensor<4xui64>) -> tensor<4xui32>
    %14 = stablehlo.convert %12 : (tensor<4xui64>) -> tensor<4xui32>
    %15:2 = call @threefry2x32_0(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %20 = stablehlo.or %18, %19 : tensor<4xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<4xui32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<4xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<4xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %28 = stablehlo.add %26, %27 : tensor<4xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<4xf32>
    return %30 : tensor<4xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4xui32>
    %6 = stablehlo.add %3, %5 : tensor<4xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<4xui32>
    %11 = stablehlo.or %8, %10 : tensor<4xui32>
    %12 = stablehlo.xor %6, %11 : tensor<4xui32>
    %13 = stablehlo.add %6, %12 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<4xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<4xui32>
    %18 = stablehlo.or %15, %17 : tensor<4xui32>
    %19 = stablehlo.xor %13, %18 : tensor<4xui32>
    %20 = stablehlo.add %13, %19 : tensor<4xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<4xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<4xui32>
    %25 = stablehlo.or %22, %24 : tensor<4xui32>
    %26 = stablehlo.xor %20, %25 : tensor<4xui32>
    %27 = stablehlo.add %20, %26 : tensor<4xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<4xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<4xui32>
    %32 = stablehlo.or %29, %31 : tensor<4xui32>
    %33 = stablehlo.xor %27, %32 : tensor<4xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %35 = stablehlo.add %27, %34 : tensor<4xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %37 = stablehlo.add %33, %36 : tensor<4xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %39 = stablehlo.add %37, %38 : tensor<4xui32>
    %40 = stablehlo.add %35, %39 : tensor<4xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<4xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<4xui32>
    %45 = stablehlo.or %42, %44 : tensor<4xui32>
    %46 = stablehlo.xor %40, %45 : tensor<4xui32>
    %47 = stablehlo.add %40, %46 : tensor<4xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<4xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<4xui32>
    %52 = stablehlo.or %49, %51 : tensor<4xui32>
    %53 = stablehlo.xor %47, %52 : tensor<4xui32>
    %54 = stablehlo.add %47, %53 : tensor<4xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<4xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<4xui32>
    %59 = stablehlo.or %56, %58 : tensor<4xui32>
    %60 = stablehlo.xor %54, %59 : tensor<4xui32>
    %61 = stablehlo.add %54, %60 : tensor<4xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<4xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<4xui32>
    %66 = stablehlo.or %63, %65 : tensor<4xui32>
    %67 = stablehlo.xor %61, %66 : tensor<4xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %69 = stablehlo.add %61, %68 : tensor<4xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %71 = stablehlo.add %67, %70 : tensor<4xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %73 = stablehlo.add %71, %72 : tensor<4xui32>
    %74 = stablehlo.add %69, %73 : tensor<4xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<4xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<4xui32>
    %79 = stablehlo.or %76, %78 : tensor<4xui32>
    %80 = stablehlo.xor %74, %79 : tensor<4xui32>
    %81 = stablehlo.add %74, %80 : tensor<4xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<4xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<4xui32>
    %86 = stablehlo.or %83, %85 : tensor<4xui32>
    %87 = stablehlo.xor %81, %86 : tensor<4xui32>
    %88 = stablehlo.add %81, %87 : tensor<4xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<4xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<4xui32>
    %93 = stablehlo.or %90, %92 : tensor<4xui32>
    %94 = stablehlo.xor %88, %93 : tensor<4xui32>
    %95 = stablehlo.add %88, %94 : tensor<4xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<4xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<4xui32>
    %100 = stablehlo.or %97, %99 : tensor<4xui32>
    %101 = stablehlo.xor %95, %100 : tensor<4xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %103 = stablehlo.add %95, %102 : tensor<4xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %105 = stablehlo.add %101, %104 : tensor<4xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %107 = stablehlo.add %105, %106 : tensor<4xui32>
    %108 = stablehlo.add %103, %107 : tensor<4xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<4xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<4xui32>
    %113 = stablehlo.or %110, %112 : tensor<4xui32>
    %114 = stablehlo.xor %108, %113 : tensor<4xui32>
    %115 = stablehlo.add %108, %114 : tensor<4xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<4xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<4xui32>
    %120 = stablehlo.or %117, %119 : tensor<4xui32>
    %121 = stablehlo.xor %115, %120 : tensor<4xui32>
    %122 = stablehlo.add %115, %121 : tensor<4xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<4xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<4xui32>
    %127 = stablehlo.or %124, %126 : tensor<4xui32>
    %128 = stablehlo.xor %122, %127 : tensor<4xui32>
    %129 = stablehlo.add %122, %128 : tensor<4xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<4xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<4xui32>
    %134 = stablehlo.or %131, %133 : tensor<4xui32>
    %135 = stablehlo.xor %129, %134 : tensor<4xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %137 = stablehlo.add %129, %136 : tensor<4xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %139 = stablehlo.add %135, %138 : tensor<4xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %141 = stablehlo.add %139, %140 : tensor<4xui32>
    %142 = stablehlo.add %137, %141 : tensor<4xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<4xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<4xui32>
    %147 = stablehlo.or %144, %146 : tensor<4xui32>
    %148 = stablehlo.xor %142, %147 : tensor<4xui32>
    %149 = stablehlo.add %142, %148 : tensor<4xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<4xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<4xui32>
    %154 = stablehlo.or %151, %153 : tensor<4xui32>
    %155 = stablehlo.xor %149, %154 : tensor<4xui32>
    %156 = stablehlo.add %149, %155 : tensor<4xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<4xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<4xui32>
    %161 = stablehlo.or %158, %160 : tensor<4xui32>
    %162 = stablehlo.xor %156, %161 : tensor<4xui32>
    %163 = stablehlo.add %156, %162 : tensor<4xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<4xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<4xui32>
    %168 = stablehlo.or %165, %167 : tensor<4xui32>
    %169 = stablehlo.xor %163, %168 : tensor<4xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %171 = stablehlo.add %163, %170 : tensor<4xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %173 = stablehlo.add %169, %172 : tensor<4xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %175 = stablehlo.add %173, %174 : tensor<4xui32>
    return %171, %175 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_poisson_rejection(%arg0: tensor<2xui32>, %arg1: tensor<4xf32>) -> tensor<4xi32> {
    %0 = stablehlo.log %arg1 : tensor<4xf32>
    %1 = stablehlo.sqrt %arg1 : tensor<4xf32>
    %cst = stablehlo.constant dense<2.530000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<9.310000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.add %4, %3 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<2.483000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<-5.900000e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.add %8, %7 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<3.400000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.132800e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.divide %12, %11 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.123900e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.add %14, %13 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.subtract %5, %16 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<3.622400e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.divide %18, %17 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.927699983> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.subtract %20, %19 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %24:10 = stablehlo.while(%iterArg = %9, %iterArg_11 = %5, %iterArg_12 = %arg1, %iterArg_13 = %15, %iterArg_14 = %0, %iterArg_15 = %21, %iterArg_16 = %c_10, %iterArg_17 = %22, %iterArg_18 = %23, %iterArg_19 = %arg0) : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi1>, tensor<2xui32>
    cond {
      %26 = stablehlo.not %iterArg_18 : tensor<4xi1>
      %c_20 = stablehlo.constant dense<false> : tensor<i1>
      %27 = stablehlo.reduce(%26 init: %c_20) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      %28 = stablehlo.convert %iterArg_16 : tensor<i32>
      %c_21 = stablehlo.constant dense<2147483647> : tensor<i32>
      %29 = stablehlo.compare LT, %28, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = stablehlo.and %27, %29 : tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %26 = func.call @_threefry_split_1(%iterArg_19) : (tensor<2xui32>) -> tensor<3x2xui32>
      %27 = stablehlo.slice %26 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %28 = stablehlo.reshape %27 : (tensor<1x2xui32>) -> tensor<2xui32>
      %29 = stablehlo.slice %26 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %30 = stablehlo.reshape %29 : (tensor<1x2xui32>) -> tensor<2xui32>
      %31 = stablehlo.slice %26 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %32 = stablehlo.reshape %31 : (tensor<1x2xui32>) -> tensor<2xui32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %33 = func.call @_uniform(%30, %cst_20, %cst_21) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %35 = stablehlo.subtract %33, %34 : tensor<4xf32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %36 = func.call @_uniform(%32, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
      %37 = stablehlo.abs %35 : tensor<4xf32>
      %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %39 = stablehlo.subtract %38, %37 : tensor<4xf32>
      %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %41 = stablehlo.multiply %40, %iterArg : tensor<4xf32>
      %42 = stablehlo.divide %41, %39 : tensor<4xf32>
      %43 = stablehlo.add %42, %iterArg_11 : tensor<4xf32>
      %44 = stablehlo.multiply %43, %35 : tensor<4xf32>
      %45 = stablehlo.add %44, %iterArg_12 : tensor<4xf32>
      %cst_27 = stablehlo.constant dense<4.300000e-01> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %47 = stablehlo.add %45, %46 : tensor<4xf32>
      %48 = stablehlo.floor %47 : tensor<4xf32>
      %49 = stablehlo.multiply %36, %iterArg_13 : tensor<4xf32>
      %50 = stablehlo.multiply %39, %39 : tensor<4xf32>
      %51 = stablehlo.divide %iterArg, %50 : tensor<4xf32>
      %52 = stablehlo.add %51, %iterArg_11 : tensor<4xf32>
      %53 = stablehlo.divide %49, %52 : tensor<4xf32>
      %54 = stablehlo.log %53 : tensor<4xf32>
      %55 = stablehlo.negate %iterArg_12 : tensor<4xf32>
      %56 = stablehlo.multiply %48, %iterArg_14 : tensor<4xf32>
      %57 = stablehlo.add %55, %56 : tensor<4xf32>
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %59 = stablehlo.add %48, %58 : tensor<4xf32>
      %60 = func.call @lgamma_impl(%59) : (tensor<4xf32>) -> tensor<4xf32>
      %61 = stablehlo.subtract %57, %60 : tensor<4xf32>
      %cst_29 = stablehlo.constant dense<7.000000e-02> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %63 = stablehlo.compare GE, %39, %62, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %64 = stablehlo.compare LE, %36, %iterArg_15, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %65 = stablehlo.and %63, %64 : tensor<4xi1>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %67 = stablehlo.compare LT, %48, %66, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_31 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
      %68 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %69 = stablehlo.compare LT, %39, %68, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %70 = stablehlo.compare GT, %36, %39, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %71 = stablehlo.and %69, %70 : tensor<4xi1>
      %72 = stablehlo.or %67, %71 : tensor<4xi1>
      %73 = stablehlo.compare LE, %54, %61, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %74 = stablehlo.not %72 : tensor<4xi1>
      %75 = stablehlo.and %74, %73 : tensor<4xi1>
      %76 = stablehlo.or %65, %75 : tensor<4xi1>
      %77 = stablehlo.select %76, %48, %iterArg_17 : tensor<4xi1>, tensor<4xf32>
      %78 = stablehlo.or %iterArg_18, %76 : tensor<4xi1>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %79 = stablehlo.add %iterArg_16, %c_32 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %79, %77, %78, %28 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi1>, tensor<2xui32>
    }
    %25 = stablehlo.convert %24#7 : (tensor<4xf32>) -> tensor<4xi32>
    return %25 : tensor<4xi32>
  }
  func.func private @_threefry_split_1(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11:2 = call @threefry2x32_2(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %6 = stablehlo.add %3, %5 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<3xui32>
    %11 = stablehlo.or %8, %10 : tensor<3xui32>
    %12 = stablehlo.xor %6, %11 : tensor<3xui32>
    %13 = stablehlo.add %6, %12 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<3xui32>
    %18 = stablehlo.or %15, %17 : tensor<3xui32>
    %19 = stablehlo.xor %13, %18 : tensor<3xui32>
    %20 = stablehlo.add %13, %19 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<3xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<3xui32>
    %25 = stablehlo.or %22, %24 : tensor<3xui32>
    %26 = stablehlo.xor %20, %25 : tensor<3xui32>
    %27 = stablehlo.add %20, %26 : tensor<3xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<3xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<3xui32>
    %32 = stablehlo.or %29, %31 : tensor<3xui32>
    %33 = stablehlo.xor %27, %32 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.add %27, %34 : tensor<3xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %37 = stablehlo.add %33, %36 : tensor<3xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %39 = stablehlo.add %37, %38 : tensor<3xui32>
    %40 = stablehlo.add %35, %39 : tensor<3xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<3xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<3xui32>
    %45 = stablehlo.or %42, %44 : tensor<3xui32>
    %46 = stablehlo.xor %40, %45 : tensor<3xui32>
    %47 = stablehlo.add %40, %46 : tensor<3xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<3xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<3xui32>
    %52 = stablehlo.or %49, %51 : tensor<3xui32>
    %53 = stablehlo.xor %47, %52 : tensor<3xui32>
    %54 = stablehlo.add %47, %53 : tensor<3xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<3xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<3xui32>
    %59 = stablehlo.or %56, %58 : tensor<3xui32>
    %60 = stablehlo.xor %54, %59 : tensor<3xui32>
    %61 = stablehlo.add %54, %60 : tensor<3xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<3xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<3xui32>
    %66 = stablehlo.or %63, %65 : tensor<3xui32>
    %67 = stablehlo.xor %61, %66 : tensor<3xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %69 = stablehlo.add %61, %68 : tensor<3xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %71 = stablehlo.add %67, %70 : tensor<3xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %73 = stablehlo.add %71, %72 : tensor<3xui32>
    %74 = stablehlo.add %69, %73 : tensor<3xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<3xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<3xui32>
    %79 = stablehlo.or %76, %78 : tensor<3xui32>
    %80 = stablehlo.xor %74, %79 : tensor<3xui32>
    %81 = stablehlo.add %74, %80 : tensor<3xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<3xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<3xui32>
    %86 = stablehlo.or %83, %85 : tensor<3xui32>
    %87 = stablehlo.xor %81, %86 : tensor<3xui32>
    %88 = stablehlo.add %81, %87 : tensor<3xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<3xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<3xui32>
    %93 = stablehlo.or %90, %92 : tensor<3xui32>
    %94 = stablehlo.xor %88, %93 : tensor<3xui32>
    %95 = stablehlo.add %88, %94 : tensor<3xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<3xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<3xui32>
    %100 = stablehlo.or %97, %99 : tensor<3xui32>
    %101 = stablehlo.xor %95, %100 : tensor<3xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %103 = stablehlo.add %95, %102 : tensor<3xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %105 = stablehlo.add %101, %104 : tensor<3xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %107 = stablehlo.add %105, %106 : tensor<3xui32>
    %108 = stablehlo.add %103, %107 : tensor<3xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<3xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<3xui32>
    %113 = stablehlo.or %110, %112 : tensor<3xui32>
    %114 = stablehlo.xor %108, %113 : tensor<3xui32>
    %115 = stablehlo.add %108, %114 : tensor<3xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<3xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<3xui32>
    %120 = stablehlo.or %117, %119 : tensor<3xui32>
    %121 = stablehlo.xor %115, %120 : tensor<3xui32>
    %122 = stablehlo.add %115, %121 : tensor<3xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<3xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<3xui32>
    %127 = stablehlo.or %124, %126 : tensor<3xui32>
    %128 = stablehlo.xor %122, %127 : tensor<3xui32>
    %129 = stablehlo.add %122, %128 : tensor<3xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<3xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<3xui32>
    %134 = stablehlo.or %131, %133 : tensor<3xui32>
    %135 = stablehlo.xor %129, %134 : tensor<3xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %137 = stablehlo.add %129, %136 : tensor<3xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %139 = stablehlo.add %135, %138 : tensor<3xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %141 = stablehlo.add %139, %140 : tensor<3xui32>
    %142 = stablehlo.add %137, %141 : tensor<3xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<3xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<3xui32>
    %147 = stablehlo.or %144, %146 : tensor<3xui32>
    %148 = stablehlo.xor %142, %147 : tensor<3xui32>
    %149 = stablehlo.add %142, %148 : tensor<3xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<3xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<3xui32>
    %154 = stablehlo.or %151, %153 : tensor<3xui32>
    %155 = stablehlo.xor %149, %154 : tensor<3xui32>
    %156 = stablehlo.add %149, %155 : tensor<3xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<3xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<3xui32>
    %161 = stablehlo.or %158, %160 : tensor<3xui32>
    %162 = stablehlo.xor %156, %161 : tensor<3xui32>
    %163 = stablehlo.add %156, %162 : tensor<3xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<3xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<3xui32>
    %168 = stablehlo.or %165, %167 : tensor<3xui32>
    %169 = stablehlo.xor %163, %168 : tensor<3xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %171 = stablehlo.add %163, %170 : tensor<3xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %173 = stablehlo.add %169, %172 : tensor<3xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %175 = stablehlo.add %173, %174 : tensor<3xui32>
    return %171, %175 : tensor<3xui32>, tensor<3xui32>
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
    %49 = call @_horner_3(%9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
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
  func.func private @_horner_3(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<4xf32>, %arg12: tensor<4xf32>, %arg13: tensor<4xf32>) -> tensor<4xf32> {
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
    %0:2 = call @_log_f32_4(%arg0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
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
    %23 = call @_horner_5(%22, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
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
  func.func private @_log_f32_4(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
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
  func.func private @_horner_5(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<4xf32> {
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
    %1 = call @_horner_6(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4xf32>
    %4 = stablehlo.add %2, %arg4 : tensor<4xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<4xf32>
    %6 = stablehlo.add %3, %5 : tensor<4xf32>
    %7 = stablehlo.negate %6 : tensor<4xf32>
    return %7 : tensor<4xf32>
  }
  func.func private @_horner_6(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<4xf32> {
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
    %60 = call @_horner_7(%59, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<4xf32>
    return %57, %61 : tensor<4xi1>, tensor<4xf32>
  }
  func.func private @_horner_7(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<4xf32>) -> tensor<4xf32> {
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
  func.func private @_poisson_8(%arg0: tensor<2xui32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %0 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.compare LT, %arg1, %1, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %3 = stablehlo.or %0, %2 : tensor<3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.select %3, %arg1, %4 : tensor<3xi1>, tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+05> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.select %3, %6, %arg1 : tensor<3xi1>, tensor<3xf32>
    %8 = call @_poisson_knuth_9(%arg0, %5) : (tensor<2xui32>, tensor<3xf32>) -> tensor<3xi32>
    %9 = call @_poisson_rejection_11(%arg0, %7) : (tensor<2xui32>, tensor<3xf32>) -> tensor<3xi32>
    %10 = stablehlo.select %3, %8, %9 : tensor<3xi1>, tensor<3xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.compare EQ, %arg1, %11, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.select %12, %13, %10 : tensor<3xi1>, tensor<3xi32>
    return %14 : tensor<3xi32>
  }
  func.func private @_poisson_knuth_9(%arg0: tensor<2xui32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %arg1, %iterArg_3 = %c_0, %iterArg_4 = %0, %iterArg_5 = %arg0, %iterArg_6 = %1) : tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xi32>, tensor<2xui32>, tensor<3xf32>
    cond {
      %5 = stablehlo.negate %iterArg : tensor<3xf32>
      %6 = stablehlo.compare GT, %iterArg_6, %5, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %c_7 = stablehlo.constant dense<false> : tensor<i1>
      %7 = stablehlo.reduce(%6 init: %c_7) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      %8 = stablehlo.convert %iterArg_3 : tensor<i32>
      %c_8 = stablehlo.constant dense<2147483647> : tensor<i32>
      %9 = stablehlo.compare LT, %8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %10 = stablehlo.and %7, %9 : tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %5 = func.call @_threefry_split(%iterArg_5) : (tensor<2xui32>) -> tensor<2x2xui32>
      %6 = stablehlo.slice %5 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %5 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.negate %iterArg_2 : tensor<3xf32>
      %11 = stablehlo.compare GT, %iterArg_6, %10, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %13 = stablehlo.add %iterArg_4, %12 : tensor<3xi32>
      %14 = stablehlo.select %11, %13, %iterArg_4 : tensor<3xi1>, tensor<3xi32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = func.call @_uniform_10(%9, %cst_8, %cst_9) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_3, %c_10 : tensor<i32>
      %17 = stablehlo.log %15 : tensor<3xf32>
      %18 = stablehlo.add %iterArg_6, %17 : tensor<3xf32>
      stablehlo.return %iterArg, %iterArg_2, %16, %14, %7, %18 : tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xi32>, tensor<2xui32>, tensor<3xf32>
    }
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.subtract %2#3, %3 : tensor<3xi32>
    return %4 : tensor<3xi32>
  }
  func.func private @_uniform_10(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<3xui64>
    %13 = stablehlo.convert %10 : (tensor<3xui64>) -> tensor<3xui32>
    %14 = stablehlo.convert %12 : (tensor<3xui64>) -> tensor<3xui32>
    %15:2 = call @threefry2x32_2(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %20 = stablehlo.or %18, %19 : tensor<3xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<3xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<3xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %28 = stablehlo.add %26, %27 : tensor<3xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<3xf32>
    return %30 : tensor<3xf32>
  }
  func.func private @_poisson_rejection_11(%arg0: tensor<2xui32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %0 = stablehlo.log %arg1 : tensor<3xf32>
    %1 = stablehlo.sqrt %arg1 : tensor<3xf32>
    %cst = stablehlo.constant dense<2.530000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<9.310000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.add %4, %3 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<2.483000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<-5.900000e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.add %8, %7 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<3.400000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<3xf32>
    %cst_4 = stablehlo.constant dense<1.132800e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.divide %12, %11 : tensor<3xf32>
    %cst_5 = stablehlo.constant dense<1.123900e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.add %14, %13 : tensor<3xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.subtract %5, %16 : tensor<3xf32>
    %cst_7 = stablehlo.constant dense<3.622400e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.divide %18, %17 : tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0.927699983> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.subtract %20, %19 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %24:10 = stablehlo.while(%iterArg = %9, %iterArg_11 = %5, %iterArg_12 = %arg1, %iterArg_13 = %15, %iterArg_14 = %0, %iterArg_15 = %21, %iterArg_16 = %c_10, %iterArg_17 = %22, %iterArg_18 = %23, %iterArg_19 = %arg0) : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xi1>, tensor<2xui32>
    cond {
      %26 = stablehlo.not %iterArg_18 : tensor<3xi1>
      %c_20 = stablehlo.constant dense<false> : tensor<i1>
      %27 = stablehlo.reduce(%26 init: %c_20) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      %28 = stablehlo.convert %iterArg_16 : tensor<i32>
      %c_21 = stablehlo.constant dense<2147483647> : tensor<i32>
      %29 = stablehlo.compare LT, %28, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = stablehlo.and %27, %29 : tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %26 = func.call @_threefry_split_1(%iterArg_19) : (tensor<2xui32>) -> tensor<3x2xui32>
      %27 = stablehlo.slice %26 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %28 = stablehlo.reshape %27 : (tensor<1x2xui32>) -> tensor<2xui32>
      %29 = stablehlo.slice %26 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %30 = stablehlo.reshape %29 : (tensor<1x2xui32>) -> tensor<2xui32>
      %31 = stablehlo.slice %26 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %32 = stablehlo.reshape %31 : (tensor<1x2xui32>) -> tensor<2xui32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %33 = func.call @_uniform_10(%30, %cst_20, %cst_21) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %35 = stablehlo.subtract %33, %34 : tensor<3xf32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %36 = func.call @_uniform_10(%32, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
      %37 = stablehlo.abs %35 : tensor<3xf32>
      %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %39 = stablehlo.subtract %38, %37 : tensor<3xf32>
      %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %41 = stablehlo.multiply %40, %iterArg : tensor<3xf32>
      %42 = stablehlo.divide %41, %39 : tensor<3xf32>
      %43 = stablehlo.add %42, %iterArg_11 : tensor<3xf32>
      %44 = stablehlo.multiply %43, %35 : tensor<3xf32>
      %45 = stablehlo.add %44, %iterArg_12 : tensor<3xf32>
      %cst_27 = stablehlo.constant dense<4.300000e-01> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %47 = stablehlo.add %45, %46 : tensor<3xf32>
      %48 = stablehlo.floor %47 : tensor<3xf32>
      %49 = stablehlo.multiply %36, %iterArg_13 : tensor<3xf32>
      %50 = stablehlo.multiply %39, %39 : tensor<3xf32>
      %51 = stablehlo.divide %iterArg, %50 : tensor<3xf32>
      %52 = stablehlo.add %51, %iterArg_11 : tensor<3xf32>
      %53 = stablehlo.divide %49, %52 : tensor<3xf32>
      %54 = stablehlo.log %53 : tensor<3xf32>
      %55 = stablehlo.negate %iterArg_12 : tensor<3xf32>
      %56 = stablehlo.multiply %48, %iterArg_14 : tensor<3xf32>
      %57 = stablehlo.add %55, %56 : tensor<3xf32>
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %59 = stablehlo.add %48, %58 : tensor<3xf32>
      %60 = func.call @lgamma_impl_12(%59) : (tensor<3xf32>) -> tensor<3xf32>
      %61 = stablehlo.subtract %57, %60 : tensor<3xf32>
      %cst_29 = stablehlo.constant dense<7.000000e-02> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %63 = stablehlo.compare GE, %39, %62, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %64 = stablehlo.compare LE, %36, %iterArg_15, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %65 = stablehlo.and %63, %64 : tensor<3xi1>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %67 = stablehlo.compare LT, %48, %66, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %cst_31 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
      %68 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %69 = stablehlo.compare LT, %39, %68, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %70 = stablehlo.compare GT, %36, %39, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %71 = stablehlo.and %69, %70 : tensor<3xi1>
      %72 = stablehlo.or %67, %71 : tensor<3xi1>
      %73 = stablehlo.compare LE, %54, %61, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %74 = stablehlo.not %72 : tensor<3xi1>
      %75 = stablehlo.and %74, %73 : tensor<3xi1>
      %76 = stablehlo.or %65, %75 : tensor<3xi1>
      %77 = stablehlo.select %76, %48, %iterArg_17 : tensor<3xi1>, tensor<3xf32>
      %78 = stablehlo.or %iterArg_18, %76 : tensor<3xi1>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %79 = stablehlo.add %iterArg_16, %c_32 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %79, %77, %78, %28 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xi1>, tensor<2xui32>
    }
    %25 = stablehlo.convert %24#7 : (tensor<3xf32>) -> tensor<3xi32>
    return %25 : tensor<3xi32>
  }
  func.func private @lgamma_impl_12(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.and %0, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare GT, %2, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<8388608> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %2, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %9 = stablehlo.and %6, %8 : tensor<3xi1>
    %10 = stablehlo.count_leading_zeros %2 : tensor<3xi32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %12 = stablehlo.subtract %10, %11 : tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.select %9, %12, %13 : tensor<3xi1>, tensor<3xi32>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %16 = stablehlo.and %0, %15 : tensor<3xi32>
    %17 = stablehlo.shift_left %2, %14 : tensor<3xi32>
    %18 = stablehlo.or %16, %17 : tensor<3xi32>
    %19 = stablehlo.select %9, %18, %0 : tensor<3xi1>, tensor<3xi32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<3xi32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %24 = stablehlo.select %4, %23, %20 : tensor<3xi1>, tensor<3xf32>
    %25 = stablehlo.not %22 : tensor<3xi1>
    %cst_7 = stablehlo.constant dense<0xCB000000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %28 = stablehlo.and %25, %27 : tensor<3xi1>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %30 = stablehlo.select %28, %24, %29 : tensor<3xi1>, tensor<3xf32>
    %31 = stablehlo.round_nearest_even %30 : tensor<3xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<3xf32>
    %33 = stablehlo.abs %32 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %35 = stablehlo.subtract %34, %31 : tensor<3xf32>
    %36 = stablehlo.subtract %35, %32 : tensor<3xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %38 = stablehlo.subtract %37, %31 : tensor<3xf32>
    %39 = stablehlo.subtract %38, %36 : tensor<3xf32>
    %40 = stablehlo.subtract %39, %32 : tensor<3xf32>
    %41 = stablehlo.select %22, %24, %36 : tensor<3xi1>, tensor<3xf32>
    %cst_11 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %43 = stablehlo.minimum %41, %42 : tensor<3xf32>
    %44:2 = call @_log_f32_13(%33, %14) : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xf32>)
    %45:3 = call @_lgamma_pos_small_15(%43) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    %46:3 = call @_lgamma_pos_large_17(%43) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %48 = stablehlo.compare LE, %43, %47, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %49 = stablehlo.add %46#0, %46#1 : tensor<3xf32>
    %50 = stablehlo.select %48, %45#0, %49 : tensor<3xi1>, tensor<3xf32>
    %51 = stablehlo.select %48, %45#1, %46#0 : tensor<3xi1>, tensor<3xf32>
    %52 = stablehlo.select %48, %45#2, %46#1 : tensor<3xi1>, tensor<3xf32>
    %53 = stablehlo.add %52, %44#1 : tensor<3xf32>
    %54 = stablehlo.multiply %46#2, %40 : tensor<3xf32>
    %55 = call @_lgamma_neg_reflection_20(%32, %44#0, %51, %53, %54) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %56:2 = call @_lgamma_neg_root_22(%30, %31) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xi1>, tensor<3xf32>)
    %57 = stablehlo.select %56#0, %56#1, %55 : tensor<3xi1>, tensor<3xf32>
    %58 = stablehlo.select %22, %50, %57 : tensor<3xi1>, tensor<3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %60 = stablehlo.compare EQ, %58, %59, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %62 = stablehlo.select %60, %61, %58 : tensor<3xi1>, tensor<3xf32>
    %63 = stablehlo.not %22 : tensor<3xi1>
    %64 = stablehlo.floor %24 : tensor<3xf32>
    %65 = stablehlo.compare EQ, %24, %64, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %66 = stablehlo.and %63, %65 : tensor<3xi1>
    %67 = stablehlo.or %4, %66 : tensor<3xi1>
    %cst_15 = stablehlo.constant dense<4.08500311E+36> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %69 = stablehlo.compare GT, %arg0, %68, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %70 = stablehlo.or %67, %69 : tensor<3xi1>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %72 = stablehlo.select %70, %71, %62 : tensor<3xi1>, tensor<3xf32>
    %73 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %75 = stablehlo.select %73, %74, %72 : tensor<3xi1>, tensor<3xf32>
    return %75 : tensor<3xf32>
  }
  func.func private @_log_f32_13(%arg0: tensor<3xf32>, %arg1: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<3xi32>
    %5 = stablehlo.subtract %4, %arg1 : tensor<3xi32>
    %6 = stablehlo.convert %5 : (tensor<3xi32>) -> tensor<3xf32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.shift_left %4, %7 : tensor<3xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<3xi32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<3xi32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<3xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<3xf32>
    %16 = stablehlo.subtract %12, %15 : tensor<3xf32>
    %17 = stablehlo.multiply %13, %12 : tensor<3xf32>
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
    %18 = call @_horner_14(%12, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<3xf32>
    %20 = stablehlo.add %16, %19 : tensor<3xf32>
    %cst_13 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.multiply %6, %21 : tensor<3xf32>
    %cst_14 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %24 = stablehlo.multiply %6, %23 : tensor<3xf32>
    %25 = stablehlo.add %20, %24 : tensor<3xf32>
    %26 = stablehlo.add %22, %25 : tensor<3xf32>
    %27 = stablehlo.subtract %22, %26 : tensor<3xf32>
    %28 = stablehlo.add %27, %25 : tensor<3xf32>
    return %26, %28 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_horner_14(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg10 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.convert %arg9 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.add %2, %4 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3xf32>
    %7 = stablehlo.convert %arg8 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.add %6, %8 : tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3xf32>
    %11 = stablehlo.convert %arg7 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.add %10, %12 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<3xf32>
    %15 = stablehlo.convert %arg6 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.add %14, %16 : tensor<3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<3xf32>
    %19 = stablehlo.convert %arg5 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.add %18, %20 : tensor<3xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<3xf32>
    %23 = stablehlo.convert %arg4 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.add %22, %24 : tensor<3xf32>
    %26 = stablehlo.multiply %25, %arg0 : tensor<3xf32>
    %27 = stablehlo.convert %arg3 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.add %26, %28 : tensor<3xf32>
    %30 = stablehlo.multiply %29, %arg0 : tensor<3xf32>
    %31 = stablehlo.convert %arg2 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %33 = stablehlo.add %30, %32 : tensor<3xf32>
    %34 = stablehlo.multiply %33, %arg0 : tensor<3xf32>
    %35 = stablehlo.convert %arg1 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %37 = stablehlo.add %34, %36 : tensor<3xf32>
    return %37 : tensor<3xf32>
  }
  func.func private @_lgamma_pos_small_15(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.select %1, %6, %7 : tensor<3xi1>, tensor<3xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<3xf32>
    %cst_4 = stablehlo.constant dense<0.362068325> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_5 = stablehlo.constant dense<0.577215672> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.select %1, %10, %11 : tensor<3xi1>, tensor<3xf32>
    %cst_6 = stablehlo.constant dense<-0.0657293424> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_7 = stablehlo.constant dense<-0.245251313> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.select %1, %13, %14 : tensor<3xi1>, tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0.0160308518> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_9 = stablehlo.constant dense<0.155433342> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %18 = stablehlo.select %1, %16, %17 : tensor<3xi1>, tensor<3xf32>
    %cst_10 = stablehlo.constant dense<-0.00441958429> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_11 = stablehlo.constant dense<-0.115152992> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.select %1, %19, %20 : tensor<3xi1>, tensor<3xf32>
    %cst_12 = stablehlo.constant dense<0.00130368094> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_13 = stablehlo.constant dense<0.0922760441> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %24 = stablehlo.select %1, %22, %23 : tensor<3xi1>, tensor<3xf32>
    %cst_14 = stablehlo.constant dense<-4.00087971E-4> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_15 = stablehlo.constant dense<-0.0771135687> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %27 = stablehlo.select %1, %25, %26 : tensor<3xi1>, tensor<3xf32>
    %cst_16 = stablehlo.constant dense<1.24877915E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_17 = stablehlo.constant dense<0.0660817325> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %30 = stablehlo.select %1, %28, %29 : tensor<3xi1>, tensor<3xf32>
    %cst_18 = stablehlo.constant dense<-4.18991549E-5> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_19 = stablehlo.constant dense<-0.061489731> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %33 = stablehlo.select %1, %31, %32 : tensor<3xi1>, tensor<3xf32>
    %cst_20 = stablehlo.constant dense<1.5541731E-5> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_21 = stablehlo.constant dense<0.0583322793> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %36 = stablehlo.select %1, %34, %35 : tensor<3xi1>, tensor<3xf32>
    %cst_22 = stablehlo.constant dense<-3.44545674E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_23 = stablehlo.constant dense<-3.065680e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %39 = stablehlo.select %1, %37, %38 : tensor<3xi1>, tensor<3xf32>
    %cst_24 = stablehlo.constant dense<2.14668859E-7> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_25 = stablehlo.constant dense<0.0167537015> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %42 = stablehlo.select %1, %40, %41 : tensor<3xi1>, tensor<3xf32>
    %cst_26 = stablehlo.constant dense<-9.51253639E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_27 = stablehlo.constant dense<-0.0866426677> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %45 = stablehlo.select %1, %43, %44 : tensor<3xi1>, tensor<3xf32>
    %cst_28 = stablehlo.constant dense<5.093690e-07> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_29 = stablehlo.constant dense<0.0945988297> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %48 = stablehlo.select %1, %46, %47 : tensor<3xi1>, tensor<3xf32>
    %49 = call @_horner_16(%9, %12, %15, %18, %21, %24, %27, %30, %33, %36, %39, %42, %45, %48) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = stablehlo.bitcast_convert %3 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %52 = stablehlo.and %50, %51 : tensor<3xi32>
    %53 = stablehlo.bitcast_convert %52 : (tensor<3xi32>) -> tensor<3xf32>
    %54 = stablehlo.subtract %3, %53 : tensor<3xf32>
    %55 = stablehlo.bitcast_convert %5 : (tensor<3xf32>) -> tensor<3xi32>
    %c_30 = stablehlo.constant dense<-4096> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %57 = stablehlo.and %55, %56 : tensor<3xi32>
    %58 = stablehlo.bitcast_convert %57 : (tensor<3xi32>) -> tensor<3xf32>
    %59 = stablehlo.subtract %5, %58 : tensor<3xf32>
    %60 = stablehlo.multiply %53, %58 : tensor<3xf32>
    %61 = stablehlo.multiply %54, %5 : tensor<3xf32>
    %62 = stablehlo.multiply %53, %59 : tensor<3xf32>
    %63 = stablehlo.add %61, %62 : tensor<3xf32>
    %64 = stablehlo.bitcast_convert %49 : (tensor<3xf32>) -> tensor<3xi32>
    %c_31 = stablehlo.constant dense<-4096> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %66 = stablehlo.and %64, %65 : tensor<3xi32>
    %67 = stablehlo.bitcast_convert %66 : (tensor<3xi32>) -> tensor<3xf32>
    %68 = stablehlo.subtract %49, %67 : tensor<3xf32>
    %69 = stablehlo.multiply %60, %67 : tensor<3xf32>
    %70 = stablehlo.multiply %63, %49 : tensor<3xf32>
    %71 = stablehlo.multiply %60, %68 : tensor<3xf32>
    %72 = stablehlo.add %70, %71 : tensor<3xf32>
    %73 = stablehlo.add %69, %72 : tensor<3xf32>
    return %73, %69, %72 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_horner_16(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>, %arg7: tensor<3xf32>, %arg8: tensor<3xf32>, %arg9: tensor<3xf32>, %arg10: tensor<3xf32>, %arg11: tensor<3xf32>, %arg12: tensor<3xf32>, %arg13: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.multiply %arg13, %arg0 : tensor<3xf32>
    %1 = stablehlo.add %0, %arg12 : tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.add %2, %arg11 : tensor<3xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3xf32>
    %5 = stablehlo.add %4, %arg10 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3xf32>
    %7 = stablehlo.add %6, %arg9 : tensor<3xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<3xf32>
    %9 = stablehlo.add %8, %arg8 : tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3xf32>
    %11 = stablehlo.add %10, %arg7 : tensor<3xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<3xf32>
    %13 = stablehlo.add %12, %arg6 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<3xf32>
    %15 = stablehlo.add %14, %arg5 : tensor<3xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<3xf32>
    %17 = stablehlo.add %16, %arg4 : tensor<3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<3xf32>
    %19 = stablehlo.add %18, %arg3 : tensor<3xf32>
    %20 = stablehlo.multiply %19, %arg0 : tensor<3xf32>
    %21 = stablehlo.add %20, %arg2 : tensor<3xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<3xf32>
    %23 = stablehlo.add %22, %arg1 : tensor<3xf32>
    return %23 : tensor<3xf32>
  }
  func.func private @_lgamma_pos_large_17(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0:2 = call @_log_f32_18(%arg0) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %1 = stablehlo.bitcast_convert %0#0 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<-4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.and %1, %2 : tensor<3xi32>
    %4 = stablehlo.bitcast_convert %3 : (tensor<3xi32>) -> tensor<3xf32>
    %5 = stablehlo.subtract %0#0, %4 : tensor<3xf32>
    %6 = stablehlo.add %5, %0#1 : tensor<3xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<3xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<3xf32>) -> tensor<3xi32>
    %c_0 = stablehlo.constant dense<-4096> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %11 = stablehlo.and %9, %10 : tensor<3xi32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<3xi32>) -> tensor<3xf32>
    %13 = stablehlo.subtract %8, %12 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.subtract %4, %14 : tensor<3xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<3xf32>
    %17 = stablehlo.multiply %13, %15 : tensor<3xf32>
    %18 = stablehlo.multiply %8, %6 : tensor<3xf32>
    %19 = stablehlo.add %17, %18 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.divide %20, %arg0 : tensor<3xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %cst_5 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-5.95238118E-4> : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.41750822E-4> : tensor<f32>
    %23 = call @_horner_19(%22, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7) : (tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0.418938518> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.add %19, %24 : tensor<3xf32>
    %26 = stablehlo.multiply %21, %23 : tensor<3xf32>
    %27 = stablehlo.add %25, %26 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.multiply %28, %21 : tensor<3xf32>
    %30 = stablehlo.subtract %0#0, %29 : tensor<3xf32>
    return %16, %27, %30 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_log_f32_18(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<1060439283> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<23> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.subtract %4, %5 : tensor<3xi32>
    %7 = stablehlo.convert %6 : (tensor<3xi32>) -> tensor<3xf32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.shift_left %4, %8 : tensor<3xi32>
    %10 = stablehlo.subtract %0, %9 : tensor<3xi32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<3xi32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<3xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<3xf32>
    %18 = stablehlo.multiply %14, %13 : tensor<3xf32>
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
    %19 = call @_horner_14(%13, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13) : (tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<3xf32>
    %21 = stablehlo.add %17, %20 : tensor<3xf32>
    %cst_14 = stablehlo.constant dense<0.693115234> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %23 = stablehlo.multiply %7, %22 : tensor<3xf32>
    %cst_15 = stablehlo.constant dense<3.19461833E-5> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<3xf32>
    %26 = stablehlo.add %21, %25 : tensor<3xf32>
    %27 = stablehlo.add %23, %26 : tensor<3xf32>
    %28 = stablehlo.subtract %23, %27 : tensor<3xf32>
    %29 = stablehlo.add %28, %26 : tensor<3xf32>
    return %27, %29 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_horner_19(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg5 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.convert %arg4 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.add %2, %4 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3xf32>
    %7 = stablehlo.convert %arg3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.add %6, %8 : tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3xf32>
    %11 = stablehlo.convert %arg2 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.add %10, %12 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<3xf32>
    %15 = stablehlo.convert %arg1 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.add %14, %16 : tensor<3xf32>
    return %17 : tensor<3xf32>
  }
  func.func private @_lgamma_neg_reflection_20(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<-1.64493406> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-0.541160762> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-0.339168698> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-0.24974528> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-0.214173421> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.0905559584> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.332585573> : tensor<f32>
    %1 = call @_horner_21(%0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xf32>
    %4 = stablehlo.add %2, %arg4 : tensor<3xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xf32>
    %6 = stablehlo.add %3, %5 : tensor<3xf32>
    %7 = stablehlo.negate %6 : tensor<3xf32>
    return %7 : tensor<3xf32>
  }
  func.func private @_horner_21(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg7 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.convert %arg6 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.add %2, %4 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3xf32>
    %7 = stablehlo.convert %arg5 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.add %6, %8 : tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3xf32>
    %11 = stablehlo.convert %arg4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.add %10, %12 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<3xf32>
    %15 = stablehlo.convert %arg3 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.add %14, %16 : tensor<3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<3xf32>
    %19 = stablehlo.convert %arg2 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.add %18, %20 : tensor<3xf32>
    %22 = stablehlo.multiply %21, %arg0 : tensor<3xf32>
    %23 = stablehlo.convert %arg1 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.add %22, %24 : tensor<3xf32>
    return %25 : tensor<3xf32>
  }
  func.func private @_lgamma_neg_root_22(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xi1>, tensor<3xf32>) {
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
    %0 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_14 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %4 = stablehlo.and %1, %3 : tensor<3xi1>
    %cst_15 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.select %4, %5, %arg1 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<3xf32>
    %8 = stablehlo.negate %6 : tensor<3xf32>
    %9 = stablehlo.convert %8 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_16 = stablehlo.constant dense<9> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %13 = stablehlo.compare LE, %9, %12, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %14 = stablehlo.and %11, %13 : tensor<3xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.compare GT, %7, %15, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %19 = stablehlo.select %16, %17, %18 : tensor<3xi1>, tensor<3xi32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %21 = stablehlo.subtract %9, %20 : tensor<3xi32>
    %c_21 = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %23 = stablehlo.multiply %22, %21 : tensor<3xi32>
    %24 = stablehlo.add %23, %19 : tensor<3xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.select %14, %24, %25 : tensor<3xi1>, tensor<3xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %28 = "stablehlo.gather"(%cst, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %29 = "stablehlo.gather"(%cst_0, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %30 = "stablehlo.gather"(%cst_1, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %31 = "stablehlo.gather"(%cst_2, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %32 = "stablehlo.gather"(%cst_3, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %33 = "stablehlo.gather"(%cst_4, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %34 = "stablehlo.gather"(%cst_5, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %35 = "stablehlo.gather"(%cst_6, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %36 = "stablehlo.gather"(%cst_7, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %37 = "stablehlo.gather"(%cst_8, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %38 = "stablehlo.gather"(%cst_9, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %39 = "stablehlo.gather"(%cst_10, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %40 = "stablehlo.gather"(%cst_11, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %41 = "stablehlo.gather"(%cst_12, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %42 = stablehlo.subtract %7, %28 : tensor<3xf32>
    %43 = stablehlo.add %7, %28 : tensor<3xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %45 = stablehlo.divide %44, %43 : tensor<3xf32>
    %46 = stablehlo.subtract %42, %29 : tensor<3xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<3xf32>
    %48 = stablehlo.multiply %47, %43 : tensor<3xf32>
    %49 = stablehlo.subtract %42, %48 : tensor<3xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %51 = stablehlo.add %50, %47 : tensor<3xf32>
    %52 = stablehlo.multiply %29, %51 : tensor<3xf32>
    %53 = stablehlo.subtract %49, %52 : tensor<3xf32>
    %54 = stablehlo.multiply %53, %45 : tensor<3xf32>
    %55 = stablehlo.add %47, %54 : tensor<3xf32>
    %56 = stablehlo.abs %55 : tensor<3xf32>
    %57 = stablehlo.compare LE, %56, %30, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %59 = stablehlo.select %57, %55, %58 : tensor<3xi1>, tensor<3xf32>
    %60 = call @_horner_23(%59, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<3xf32>
    return %57, %61 : tensor<3xi1>, tensor<3xf32>
  }
  func.func private @_horner_23(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>, %arg7: tensor<3xf32>, %arg8: tensor<3xf32>, %arg9: tensor<3xf32>, %arg10: tensor<3xf32>, %arg11: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.multiply %arg11, %arg0 : tensor<3xf32>
    %1 = stablehlo.add %0, %arg10 : tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.add %2, %arg9 : tensor<3xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3xf32>
    %5 = stablehlo.add %4, %arg8 : tensor<3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3xf32>
    %7 = stablehlo.add %6, %arg7 : tensor<3xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<3xf32>
    %9 = stablehlo.add %8, %arg6 : tensor<3xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3xf32>
    %11 = stablehlo.add %10, %arg5 : tensor<3xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<3xf32>
    %13 = stablehlo.add %12, %arg4 : tensor<3xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<3xf32>
    %15 = stablehlo.add %14, %arg3 : tensor<3xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<3xf32>
    %17 = stablehlo.add %16, %arg2 : tensor<3xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<3xf32>
    %19 = stablehlo.add %18, %arg1 : tensor<3xf32>
    return %19 : tensor<3xf32>
  }
}
