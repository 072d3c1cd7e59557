module @jit_gs_f16_unroll_map_fori attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf16>, %arg1: tensor<4x2xf32>, %arg2: tensor<4xf32>) -> (tensor<6xf16> {jax.result_info = "result[0]"}, tensor<4x2xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<6xf16>) -> tensor<1xf16>
    %1 = stablehlo.reshape %0 : (tensor<1xf16>) -> tensor<f16>
    %2 = stablehlo.reshape %arg0 : (tensor<6xf16>) -> tensor<2x3xf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<2x3xf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<2x3xf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:5 = stablehlo.while(%iterArg = %2, %iterArg_32 = %c, %iterArg_33 = %1, %iterArg_34 = %3, %iterArg_35 = %4) : tensor<2x3xf16>, tensor<i32>, tensor<f16>, tensor<2x3xf16>, tensor<2x3xf16>
    cond {
      %c_36 = stablehlo.constant dense<2> : tensor<i32>
      %110 = stablehlo.compare LT, %iterArg_32, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %110 : tensor<i1>
    } do {
      %110 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_32) : (tensor<2x3xf16>, tensor<i32>) -> tensor<3xf16>
      %111 = stablehlo.slice %110 [0:1] : (tensor<3xf16>) -> tensor<1xf16>
      %112 = stablehlo.reshape %111 : (tensor<1xf16>) -> tensor<f16>
      %113 = stablehlo.sine %iterArg_33 : tensor<f16>
      %114 = stablehlo.cosine %iterArg_33 : tensor<f16>
      %115 = stablehlo.multiply %113, %112 : tensor<f16>
      %116 = stablehlo.slice %110 [1:2] : (tensor<3xf16>) -> tensor<1xf16>
      %117 = stablehlo.reshape %116 : (tensor<1xf16>) -> tensor<f16>
      %118 = stablehlo.sine %115 : tensor<f16>
      %119 = stablehlo.cosine %115 : tensor<f16>
      %120 = stablehlo.multiply %118, %117 : tensor<f16>
      %121 = stablehlo.slice %110 [2:3] : (tensor<3xf16>) -> tensor<1xf16>
      %122 = stablehlo.reshape %121 : (tensor<1xf16>) -> tensor<f16>
      %123 = stablehlo.sine %120 : tensor<f16>
      %124 = stablehlo.cosine %120 : tensor<f16>
      %125 = stablehlo.multiply %123, %122 : tensor<f16>
      %126 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f16>) -> tensor<1xf16>
      %127 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f16>) -> tensor<1xf16>
      %128 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f16>) -> tensor<1xf16>
      %129 = stablehlo.concatenate %126, %127, %128, dim = 0 : (tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<3xf16>
      %130 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f16>) -> tensor<1xf16>
      %131 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<f16>) -> tensor<1xf16>
      %132 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f16>) -> tensor<1xf16>
      %133 = stablehlo.concatenate %130, %131, %132, dim = 0 : (tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<3xf16>
      %134 = func.call @dynamic_update_index_in_dim(%iterArg_34, %129, %iterArg_32) : (tensor<2x3xf16>, tensor<3xf16>, tensor<i32>) -> tensor<2x3xf16>
      %135 = func.call @dynamic_update_index_in_dim(%iterArg_35, %133, %iterArg_32) : (tensor<2x3xf16>, tensor<3xf16>, tensor<i32>) -> tensor<2x3xf16>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %136 = stablehlo.add %iterArg_32, %c_36 : tensor<i32>
      stablehlo.return %iterArg, %136, %125, %134, %135 : tensor<2x3xf16>, tensor<i32>, tensor<f16>, tensor<2x3xf16>, tensor<2x3xf16>
    }
    %6 = stablehlo.reshape %5#3 : (tensor<2x3xf16>) -> tensor<6xf16>
    %7 = stablehlo.reshape %5#4 : (tensor<2x3xf16>) -> tensor<6xf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.convert %8 : (tensor<6xf32>) -> tensor<6xf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %10 = stablehlo.reshape %9 : (tensor<6xf16>) -> tensor<2x3xf16>
    %11 = stablehlo.reshape %6 : (tensor<6xf16>) -> tensor<2x3xf16>
    %12 = stablehlo.reshape %arg0 : (tensor<6xf16>) -> tensor<2x3xf16>
    %13 = stablehlo.reshape %7 : (tensor<6xf16>) -> tensor<2x3xf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f16>) -> tensor<2x3xf16>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15:7 = stablehlo.while(%iterArg = %10, %iterArg_32 = %11, %iterArg_33 = %12, %iterArg_34 = %13, %iterArg_35 = %c_4, %iterArg_36 = %cst_2, %iterArg_37 = %14) : tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<i32>, tensor<f16>, tensor<2x3xf16>
    cond {
      %c_38 = stablehlo.constant dense<2> : tensor<i32>
      %110 = stablehlo.compare LT, %iterArg_35, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %110 : tensor<i1>
    } do {
      %c_38 = stablehlo.constant dense<2> : tensor<i32>
      %110 = stablehlo.subtract %c_38, %iterArg_35 : tensor<i32>
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %111 = stablehlo.subtract %110, %c_39 : tensor<i32>
      %112 = func.call @dynamic_index_in_dim(%iterArg, %111) : (tensor<2x3xf16>, tensor<i32>) -> tensor<3xf16>
      %113 = func.call @dynamic_index_in_dim(%iterArg_32, %111) : (tensor<2x3xf16>, tensor<i32>) -> tensor<3xf16>
      %114 = func.call @dynamic_index_in_dim(%iterArg_33, %111) : (tensor<2x3xf16>, tensor<i32>) -> tensor<3xf16>
      %115 = func.call @dynamic_index_in_dim(%iterArg_34, %111) : (tensor<2x3xf16>, tensor<i32>) -> tensor<3xf16>
      %116 = stablehlo.slice %112 [2:3] : (tensor<3xf16>) -> tensor<1xf16>
      %117 = stablehlo.reshape %116 : (tensor<1xf16>) -> tensor<f16>
      %118 = stablehlo.slice %113 [2:3] : (tensor<3xf16>) -> tensor<1xf16>
      %119 = stablehlo.reshape %118 : (tensor<1xf16>) -> tensor<f16>
      %120 = stablehlo.slice %114 [2:3] : (tensor<3xf16>) -> tensor<1xf16>
      %121 = stablehlo.reshape %120 : (tensor<1xf16>) -> tensor<f16>
      %122 = stablehlo.slice %115 [2:3] : (tensor<3xf16>) -> tensor<1xf16>
      %123 = stablehlo.reshape %122 : (tensor<1xf16>) -> tensor<f16>
      %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f16>
      %124 = stablehlo.multiply %117, %cst_40 : tensor<f16>
      %125 = stablehlo.multiply %123, %iterArg_36 : tensor<f16>
      %126 = stablehlo.multiply %iterArg_36, %121 : tensor<f16>
      %127 = stablehlo.multiply %126, %119 : tensor<f16>
      %128 = stablehlo.add %124, %127 : tensor<f16>
      %129 = stablehlo.slice %112 [1:2] : (tensor<3xf16>) -> tensor<1xf16>
      %130 = stablehlo.reshape %129 : (tensor<1xf16>) -> tensor<f16>
      %131 = stablehlo.slice %113 [1:2] : (tensor<3xf16>) -> tensor<1xf16>
      %132 = stablehlo.reshape %131 : (tensor<1xf16>) -> tensor<f16>
      %133 = stablehlo.slice %114 [1:2] : (tensor<3xf16>) -> tensor<1xf16>
      %134 = stablehlo.reshape %133 : (tensor<1xf16>) -> tensor<f16>
      %135 = stablehlo.slice %115 [1:2] : (tensor<3xf16>) -> tensor<1xf16>
      %136 = stablehlo.reshape %135 : (tensor<1xf16>) -> tensor<f16>
      %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f16>
      %137 = stablehlo.multiply %130, %cst_41 : tensor<f16>
      %138 = stablehlo.multiply %136, %128 : tensor<f16>
      %139 = stablehlo.multiply %128, %134 : tensor<f16>
      %140 = stablehlo.multiply %139, %132 : tensor<f16>
      %141 = stablehlo.add %137, %140 : tensor<f16>
      %142 = stablehlo.slice %112 [0:1] : (tensor<3xf16>) -> tensor<1xf16>
      %143 = stablehlo.reshape %142 : (tensor<1xf16>) -> tensor<f16>
      %144 = stablehlo.slice %113 [0:1] : (tensor<3xf16>) -> tensor<1xf16>
      %145 = stablehlo.reshape %144 : (tensor<1xf16>) -> tensor<f16>
      %146 = stablehlo.slice %114 [0:1] : (tensor<3xf16>) -> tensor<1xf16>
      %147 = stablehlo.reshape %146 : (tensor<1xf16>) -> tensor<f16>
      %148 = stablehlo.slice %115 [0:1] : (tensor<3xf16>) -> tensor<1xf16>
      %149 = stablehlo.reshape %148 : (tensor<1xf16>) -> tensor<f16>
      %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<f16>
      %150 = stablehlo.multiply %143, %cst_42 : tensor<f16>
      %151 = stablehlo.multiply %149, %141 : tensor<f16>
      %152 = stablehlo.multiply %141, %147 : tensor<f16>
      %153 = stablehlo.multiply %152, %145 : tensor<f16>
      %154 = stablehlo.add %150, %153 : tensor<f16>
      %155 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<f16>) -> tensor<1xf16>
      %156 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f16>) -> tensor<1xf16>
      %157 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f16>) -> tensor<1xf16>
      %158 = stablehlo.concatenate %155, %156, %157, dim = 0 : (tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<3xf16>
      %159 = func.call @dynamic_update_index_in_dim(%iterArg_37, %158, %111) : (tensor<2x3xf16>, tensor<3xf16>, tensor<i32>) -> tensor<2x3xf16>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %160 = stablehlo.add %iterArg_35, %c_43 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_32, %iterArg_33, %iterArg_34, %160, %154, %159 : tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<i32>, tensor<f16>, tensor<2x3xf16>
    }
    %16 = stablehlo.reshape %15#6 : (tensor<2x3xf16>) -> tensor<6xf16>
    %17 = stablehlo.broadcast_in_dim %15#5, dims = [] : (tensor<f16>) -> tensor<1xf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %18 = stablehlo.pad %17, %cst_5, low = [0], high = [5], interior = [0] : (tensor<1xf16>, tensor<f16>) -> tensor<6xf16>
    %19 = stablehlo.add %16, %18 : tensor<6xf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %23:5 = stablehlo.while(%iterArg = %arg1, %iterArg_32 = %c_9, %iterArg_33 = %20, %iterArg_34 = %21, %iterArg_35 = %22) : tensor<4x2xf32>, tensor<i32>, tensor<4x2xf32>, tensor<4x1xf32>, tensor<4x1xf32>
    cond {
      %c_36 = stablehlo.constant dense<4> : tensor<i32>
      %110 = stablehlo.compare LT, %iterArg_32, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %110 : tensor<i1>
    } do {
      %110 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_32) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %111 = stablehlo.sine %110 : tensor<2xf32>
      %112 = stablehlo.cosine %110 : tensor<2xf32>
      %113 = stablehlo.slice %111 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %114 = stablehlo.slice %111 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %115 = func.call @dynamic_update_index_in_dim_1(%iterArg_33, %112, %iterArg_32) : (tensor<4x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4x2xf32>
      %116 = func.call @dynamic_update_index_in_dim_2(%iterArg_34, %114, %iterArg_32) : (tensor<4x1xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4x1xf32>
      %117 = func.call @dynamic_update_index_in_dim_2(%iterArg_35, %113, %iterArg_32) : (tensor<4x1xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4x1xf32>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %118 = stablehlo.add %iterArg_32, %c_36 : tensor<i32>
      stablehlo.return %iterArg, %118, %115, %116, %117 : tensor<4x2xf32>, tensor<i32>, tensor<4x2xf32>, tensor<4x1xf32>, tensor<4x1xf32>
    }
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %26:6 = stablehlo.while(%iterArg = %24, %iterArg_32 = %23#2, %iterArg_33 = %23#3, %iterArg_34 = %23#4, %iterArg_35 = %c_12, %iterArg_36 = %25) : tensor<4xf32>, tensor<4x2xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<i32>, tensor<4x2xf32>
    cond {
      %c_37 = stablehlo.constant dense<4> : tensor<i32>
      %110 = stablehlo.compare LT, %iterArg_35, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %110 : tensor<i1>
    } do {
      %c_37 = stablehlo.constant dense<4> : tensor<i32>
      %110 = stablehlo.subtract %c_37, %iterArg_35 : tensor<i32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %111 = stablehlo.subtract %110, %c_38 : tensor<i32>
      %112 = func.call @dynamic_index_in_dim_3(%iterArg, %111) : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %113 = func.call @dynamic_index_in_dim_0(%iterArg_32, %111) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
      %114 = func.call @dynamic_index_in_dim_4(%iterArg_33, %111) : (tensor<4x1xf32>, tensor<i32>) -> tensor<1xf32>
      %115 = func.call @dynamic_index_in_dim_4(%iterArg_34, %111) : (tensor<4x1xf32>, tensor<i32>) -> tensor<1xf32>
      %116 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %117 = stablehlo.multiply %115, %116 : tensor<1xf32>
      %118 = stablehlo.multiply %116, %114 : tensor<1xf32>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %119 = stablehlo.pad %117, %cst_39, low = [1], high = [0], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.pad %118, %cst_40, low = [0], high = [1], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
      %121 = stablehlo.add %119, %120 : tensor<2xf32>
      %122 = stablehlo.multiply %121, %113 : tensor<2xf32>
      %123 = func.call @dynamic_update_index_in_dim_1(%iterArg_36, %122, %111) : (tensor<4x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4x2xf32>
      %c_41 = stablehlo.constant dense<1> : tensor<i32>
      %124 = stablehlo.add %iterArg_35, %c_41 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_32, %iterArg_33, %iterArg_34, %124, %123 : tensor<4xf32>, tensor<4x2xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<i32>, tensor<4x2xf32>
    }
    %27 = stablehlo.slice %arg2 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1x2xi32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1x2xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %34:9 = stablehlo.while(%iterArg = %arg2, %iterArg_32 = %c_19, %iterArg_33 = %c_13, %iterArg_34 = %28, %iterArg_35 = %29, %iterArg_36 = %30, %iterArg_37 = %31, %iterArg_38 = %32, %iterArg_39 = %33) : tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<1x2xi32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xi32>
    cond {
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %110 = stablehlo.compare LT, %iterArg_32, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %110 : tensor<i1>
    } do {
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %110 = stablehlo.add %iterArg_33, %c_40 : tensor<i32>
      %c_41 = stablehlo.constant dense<0> : tensor<i32>
      %111 = stablehlo.compare LT, %iterArg_33, %c_41, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %112 = stablehlo.convert %iterArg_33 : tensor<i32>
      %c_42 = stablehlo.constant dense<4> : tensor<i32>
      %113 = stablehlo.add %112, %c_42 : tensor<i32>
      %114 = stablehlo.select %111, %113, %iterArg_33 : tensor<i1>, tensor<i32>
      %115 = stablehlo.dynamic_slice %iterArg, %114, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %116 = stablehlo.reshape %115 : (tensor<1xf32>) -> tensor<f32>
      %117 = stablehlo.sine %116 : tensor<f32>
      %118 = stablehlo.cosine %116 : tensor<f32>
      %119 = stablehlo.multiply %iterArg_34, %117 : tensor<f32>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %120 = stablehlo.subtract %iterArg_33, %c_43 : tensor<i32>
      %c_44 = stablehlo.constant dense<0> : tensor<i32>
      %121 = stablehlo.compare LT, %120, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %122 = stablehlo.convert %120 : tensor<i32>
      %c_45 = stablehlo.constant dense<4> : tensor<i32>
      %123 = stablehlo.add %122, %c_45 : tensor<i32>
      %124 = stablehlo.select %121, %123, %120 : tensor<i1>, tensor<i32>
      %125 = stablehlo.dynamic_slice %iterArg, %124, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %126 = stablehlo.reshape %125 : (tensor<1xf32>) -> tensor<f32>
      %127 = stablehlo.add %119, %126 : tensor<f32>
      %c_46 = stablehlo.constant dense<1> : tensor<i32>
      %128 = stablehlo.add %110, %c_46 : tensor<i32>
      %c_47 = stablehlo.constant dense<0> : tensor<i32>
      %129 = stablehlo.compare LT, %110, %c_47, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %130 = stablehlo.convert %110 : tensor<i32>
      %c_48 = stablehlo.constant dense<4> : tensor<i32>
      %131 = stablehlo.add %130, %c_48 : tensor<i32>
      %132 = stablehlo.select %129, %131, %110 : tensor<i1>, tensor<i32>
      %133 = stablehlo.dynamic_slice %iterArg, %132, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %134 = stablehlo.reshape %133 : (tensor<1xf32>) -> tensor<f32>
      %135 = stablehlo.sine %134 : tensor<f32>
      %136 = stablehlo.cosine %134 : tensor<f32>
      %137 = stablehlo.multiply %127, %135 : tensor<f32>
      %c_49 = stablehlo.constant dense<1> : tensor<i32>
      %138 = stablehlo.subtract %110, %c_49 : tensor<i32>
      %c_50 = stablehlo.constant dense<0> : tensor<i32>
      %139 = stablehlo.compare LT, %138, %c_50, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %140 = stablehlo.convert %138 : tensor<i32>
      %c_51 = stablehlo.constant dense<4> : tensor<i32>
      %141 = stablehlo.add %140, %c_51 : tensor<i32>
      %142 = stablehlo.select %139, %141, %138 : tensor<i1>, tensor<i32>
      %143 = stablehlo.dynamic_slice %iterArg, %142, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
      %144 = stablehlo.reshape %143 : (tensor<1xf32>) -> tensor<f32>
      %145 = stablehlo.add %137, %144 : tensor<f32>
      %146 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %147 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %148 = stablehlo.concatenate %146, %147, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
      %149 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %150 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %151 = stablehlo.concatenate %149, %150, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %152 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %153 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %154 = stablehlo.concatenate %152, %153, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %155 = stablehlo.broadcast_in_dim %iterArg_34, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %156 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %157 = stablehlo.concatenate %155, %156, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %158 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %159 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %160 = stablehlo.concatenate %158, %159, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
      %161 = func.call @dynamic_update_index_in_dim_5(%iterArg_35, %148, %iterArg_32) : (tensor<1x2xi32>, tensor<2xi32>, tensor<i32>) -> tensor<1x2xi32>
      %162 = func.call @dynamic_update_index_in_dim_6(%iterArg_36, %151, %iterArg_32) : (tensor<1x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<1x2xf32>
      %163 = func.call @dynamic_update_index_in_dim_6(%iterArg_37, %154, %iterArg_32) : (tensor<1x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<1x2xf32>
      %164 = func.call @dynamic_update_index_in_dim_6(%iterArg_38, %157, %iterArg_32) : (tensor<1x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<1x2xf32>
      %165 = func.call @dynamic_update_index_in_dim_5(%iterArg_39, %160, %iterArg_32) : (tensor<1x2xi32>, tensor<2xi32>, tensor<i32>) -> tensor<1x2xi32>
      %c_52 = stablehlo.constant dense<1> : tensor<i32>
      %166 = stablehlo.add %iterArg_32, %c_52 : tensor<i32>
      stablehlo.return %iterArg, %166, %128, %145, %161, %162, %163, %164, %165 : tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<1x2xi32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xi32>
    }
    %35 = stablehlo.reshape %34#4 : (tensor<1x2xi32>) -> tensor<2xi32>
    %36 = stablehlo.reshape %34#5 : (tensor<1x2xf32>) -> tensor<2xf32>
    %37 = stablehlo.reshape %34#6 : (tensor<1x2xf32>) -> tensor<2xf32>
    %38 = stablehlo.reshape %34#7 : (tensor<1x2xf32>) -> tensor<2xf32>
    %39 = stablehlo.reshape %34#8 : (tensor<1x2xi32>) -> tensor<2xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.add %34#2, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.compare LT, %34#2, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %42 = stablehlo.convert %34#2 : tensor<i32>
    %c_22 = stablehlo.constant dense<4> : tensor<i32>
    %43 = stablehlo.add %42, %c_22 : tensor<i32>
    %44 = stablehlo.select %41, %43, %34#2 : tensor<i1>, tensor<i32>
    %45 = stablehlo.dynamic_slice %arg2, %44, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %46 = stablehlo.reshape %45 : (tensor<1xf32>) -> tensor<f32>
    %47 = stablehlo.sine %46 : tensor<f32>
    %48 = stablehlo.cosine %46 : tensor<f32>
    %49 = stablehlo.multiply %34#3, %47 : tensor<f32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.subtract %34#2, %c_23 : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.compare LT, %50, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %52 = stablehlo.convert %50 : tensor<i32>
    %c_25 = stablehlo.constant dense<4> : tensor<i32>
    %53 = stablehlo.add %52, %c_25 : tensor<i32>
    %54 = stablehlo.select %51, %53, %50 : tensor<i1>, tensor<i32>
    %55 = stablehlo.dynamic_slice %arg2, %54, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %56 = stablehlo.reshape %55 : (tensor<1xf32>) -> tensor<f32>
    %57 = stablehlo.add %49, %56 : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %59 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %60 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %61 = stablehlo.broadcast_in_dim %34#3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %62 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %63 = stablehlo.concatenate %35, %58, dim = 0 : (tensor<2xi32>, tensor<1xi32>) -> tensor<3xi32>
    %64 = stablehlo.concatenate %36, %59, dim = 0 : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
    %65 = stablehlo.concatenate %37, %60, dim = 0 : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
    %66 = stablehlo.concatenate %38, %61, dim = 0 : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
    %67 = stablehlo.concatenate %39, %62, dim = 0 : (tensor<2xi32>, tensor<1xi32>) -> tensor<3xi32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.slice %63 [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %70 = stablehlo.slice %63 [1:3] : (tensor<3xi32>) -> tensor<2xi32>
    %71 = stablehlo.slice %64 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %72 = stablehlo.slice %64 [1:3] : (tensor<3xf32>) -> tensor<2xf32>
    %73 = stablehlo.slice %65 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %74 = stablehlo.slice %65 [1:3] : (tensor<3xf32>) -> tensor<2xf32>
    %75 = stablehlo.slice %66 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %76 = stablehlo.slice %66 [1:3] : (tensor<3xf32>) -> tensor<2xf32>
    %77 = stablehlo.slice %67 [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %78 = stablehlo.slice %67 [1:3] : (tensor<3xi32>) -> tensor<2xi32>
    %79 = stablehlo.reshape %70 : (tensor<2xi32>) -> tensor<1x2xi32>
    %80 = stablehlo.reshape %72 : (tensor<2xf32>) -> tensor<1x2xf32>
    %81 = stablehlo.reshape %74 : (tensor<2xf32>) -> tensor<1x2xf32>
    %82 = stablehlo.reshape %76 : (tensor<2xf32>) -> tensor<1x2xf32>
    %83 = stablehlo.reshape %78 : (tensor<2xi32>) -> tensor<1x2xi32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %84:8 = stablehlo.while(%iterArg = %79, %iterArg_32 = %80, %iterArg_33 = %81, %iterArg_34 = %82, %iterArg_35 = %83, %iterArg_36 = %c_28, %iterArg_37 = %68, %iterArg_38 = %cst_27) : tensor<1x2xi32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xi32>, tensor<i32>, tensor<4xf32>, tensor<f32>
    cond {
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %110 = stablehlo.compare LT, %iterArg_36, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %110 : tensor<i1>
    } do {
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %110 = stablehlo.subtract %c_39, %iterArg_36 : tensor<i32>
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %111 = stablehlo.subtract %110, %c_40 : tensor<i32>
      %112 = func.call @dynamic_index_in_dim_7(%iterArg, %111) : (tensor<1x2xi32>, tensor<i32>) -> tensor<2xi32>
      %113 = func.call @dynamic_index_in_dim_8(%iterArg_32, %111) : (tensor<1x2xf32>, tensor<i32>) -> tensor<2xf32>
      %114 = func.call @dynamic_index_in_dim_8(%iterArg_33, %111) : (tensor<1x2xf32>, tensor<i32>) -> tensor<2xf32>
      %115 = func.call @dynamic_index_in_dim_8(%iterArg_34, %111) : (tensor<1x2xf32>, tensor<i32>) -> tensor<2xf32>
      %116 = func.call @dynamic_index_in_dim_7(%iterArg_35, %111) : (tensor<1x2xi32>, tensor<i32>) -> tensor<2xi32>
      %117 = stablehlo.slice %112 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
      %118 = stablehlo.reshape %117 : (tensor<1xi32>) -> tensor<i32>
      %119 = stablehlo.slice %113 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %120 = stablehlo.reshape %119 : (tensor<1xf32>) -> tensor<f32>
      %121 = stablehlo.slice %114 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %122 = stablehlo.reshape %121 : (tensor<1xf32>) -> tensor<f32>
      %123 = stablehlo.slice %115 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %124 = stablehlo.reshape %123 : (tensor<1xf32>) -> tensor<f32>
      %125 = stablehlo.slice %116 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
      %126 = stablehlo.reshape %125 : (tensor<1xi32>) -> tensor<i32>
      %127 = stablehlo.broadcast_in_dim %iterArg_38, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %128 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %129 = stablehlo.dynamic_update_slice %128, %127, %126 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %130 = stablehlo.add %iterArg_37, %129 : tensor<4xf32>
      %131 = stablehlo.multiply %124, %iterArg_38 : tensor<f32>
      %132 = stablehlo.multiply %iterArg_38, %122 : tensor<f32>
      %133 = stablehlo.multiply %131, %120 : tensor<f32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %136 = stablehlo.dynamic_update_slice %135, %134, %118 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %137 = stablehlo.add %130, %136 : tensor<4xf32>
      %138 = stablehlo.slice %112 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
      %139 = stablehlo.reshape %138 : (tensor<1xi32>) -> tensor<i32>
      %140 = stablehlo.slice %113 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %141 = stablehlo.reshape %140 : (tensor<1xf32>) -> tensor<f32>
      %142 = stablehlo.slice %114 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %143 = stablehlo.reshape %142 : (tensor<1xf32>) -> tensor<f32>
      %144 = stablehlo.slice %115 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %145 = stablehlo.reshape %144 : (tensor<1xf32>) -> tensor<f32>
      %146 = stablehlo.slice %116 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
      %147 = stablehlo.reshape %146 : (tensor<1xi32>) -> tensor<i32>
      %148 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %149 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %150 = stablehlo.dynamic_update_slice %149, %148, %147 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %151 = stablehlo.add %137, %150 : tensor<4xf32>
      %152 = stablehlo.multiply %145, %132 : tensor<f32>
      %153 = stablehlo.multiply %132, %143 : tensor<f32>
      %154 = stablehlo.multiply %152, %141 : tensor<f32>
      %155 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %156 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %157 = stablehlo.dynamic_update_slice %156, %155, %139 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
      %158 = stablehlo.add %151, %157 : tensor<4xf32>
      %c_45 = stablehlo.constant dense<1> : tensor<i32>
      %159 = stablehlo.add %iterArg_36, %c_45 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %159, %158, %153 : tensor<1x2xi32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xi32>, tensor<i32>, tensor<4xf32>, tensor<f32>
    }
    %85 = stablehlo.slice %69 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
    %86 = stablehlo.reshape %85 : (tensor<1xi32>) -> tensor<i32>
    %87 = stablehlo.slice %71 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %88 = stablehlo.reshape %87 : (tensor<1xf32>) -> tensor<f32>
    %89 = stablehlo.slice %73 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %90 = stablehlo.reshape %89 : (tensor<1xf32>) -> tensor<f32>
    %91 = stablehlo.slice %75 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %92 = stablehlo.reshape %91 : (tensor<1xf32>) -> tensor<f32>
    %93 = stablehlo.slice %77 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
    %94 = stablehlo.reshape %93 : (tensor<1xi32>) -> tensor<i32>
    %95 = stablehlo.broadcast_in_dim %84#7, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %97 = stablehlo.dynamic_update_slice %96, %95, %94 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    %98 = stablehlo.add %84#6, %97 : tensor<4xf32>
    %99 = stablehlo.multiply %92, %84#7 : tensor<f32>
    %100 = stablehlo.multiply %84#7, %90 : tensor<f32>
    %101 = stablehlo.multiply %99, %88 : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %104 = stablehlo.dynamic_update_slice %103, %102, %86 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    %105 = stablehlo.add %98, %104 : tensor<4xf32>
    %106 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.pad %106, %cst_31, low = [0], high = [3], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<4xf32>
    %108 = stablehlo.add %105, %107 : tensor<4xf32>
    %109 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%19) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xf16>) -> tensor<6xf16>
    return %109, %26#5, %108 : tensor<6xf16>, tensor<4x2xf32>, tensor<4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x3xf16>, %arg1: tensor<i32>) -> tensor<3xf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<2x3xf16>, tensor<i32>, tensor<i32>) -> tensor<1x3xf16>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf16>) -> tensor<3xf16>
    return %1 : tensor<3xf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x3xf16>, %arg1: tensor<3xf16>, %arg2: tensor<i32>) -> tensor<2x3xf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf16>) -> tensor<1x3xf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x3xf16>, tensor<1x3xf16>, tensor<i32>, tensor<i32>) -> tensor<2x3xf16>
    return %1 : tensor<2x3xf16>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<4x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<4x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<4x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<4x1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<i32>) -> tensor<4x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x1xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
    return %1 : tensor<4x1xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<4x1xf32>, %arg1: tensor<i32>) -> tensor<1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 1] : (tensor<4x1xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xf32>) -> tensor<1xf32>
    return %1 : tensor<1xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<1x2xi32>, %arg1: tensor<2xi32>, %arg2: tensor<i32>) -> tensor<1x2xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<1x2xi32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    return %1 : tensor<1x2xi32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<1x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<1x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    return %1 : tensor<1x2xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<1x2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xi32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<1x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
