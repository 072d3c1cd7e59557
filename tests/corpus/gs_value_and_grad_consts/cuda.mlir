module @jit_gs_value_and_grad_consts attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg1 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.slice %arg0 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %7 = stablehlo.slice %arg0 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    %8 = stablehlo.reshape %7 : (tensor<4xf32>) -> tensor<2x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13:10 = stablehlo.while(%iterArg = %8, %iterArg_16 = %3, %iterArg_17 = %5, %iterArg_18 = %arg1, %iterArg_19 = %c, %iterArg_20 = %1, %iterArg_21 = %9, %iterArg_22 = %10, %iterArg_23 = %11, %iterArg_24 = %12) : tensor<2x2xf32>, tensor<f32>, tensor<f32>, tensor<3xf32>, tensor<i32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
    cond {
      %c_25 = stablehlo.constant dense<2> : tensor<i32>
      %98 = stablehlo.compare LT, %iterArg_19, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %98 : tensor<i1>
    } do {
      %c_25 = stablehlo.constant dense<2> : tensor<i32>
      %98 = stablehlo.subtract %c_25, %iterArg_19 : tensor<i32>
      %c_26 = stablehlo.constant dense<1> : tensor<i32>
      %99 = stablehlo.subtract %98, %c_26 : tensor<i32>
      %100 = func.call @dynamic_index_in_dim(%iterArg, %99) : (tensor<2x2xf32>, tensor<i32>) -> tensor<2xf32>
      %101 = stablehlo.slice %100 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %102 = stablehlo.reshape %101 : (tensor<1xf32>) -> tensor<f32>
      %103 = stablehlo.multiply %iterArg_20, %iterArg_16 : tensor<f32>
      %104 = stablehlo.add %103, %102 : tensor<f32>
      %105 = stablehlo.tanh %104 : tensor<f32>
      %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %106 = stablehlo.add %cst_27, %105 : tensor<f32>
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %107 = stablehlo.subtract %cst_28, %105 : tensor<f32>
      %108 = stablehlo.multiply %106, %107 : tensor<f32>
      %109 = stablehlo.multiply %iterArg_17, %102 : tensor<f32>
      %110 = stablehlo.add %105, %109 : tensor<f32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %112 = stablehlo.multiply %111, %iterArg_18 : tensor<3xf32>
      %113 = stablehlo.slice %100 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %114 = stablehlo.reshape %113 : (tensor<1xf32>) -> tensor<f32>
      %115 = stablehlo.multiply %110, %iterArg_16 : tensor<f32>
      %116 = stablehlo.add %115, %114 : tensor<f32>
      %117 = stablehlo.tanh %116 : tensor<f32>
      %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.add %cst_29, %117 : tensor<f32>
      %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %119 = stablehlo.subtract %cst_30, %117 : tensor<f32>
      %120 = stablehlo.multiply %118, %119 : tensor<f32>
      %121 = stablehlo.multiply %iterArg_17, %114 : tensor<f32>
      %122 = stablehlo.add %117, %121 : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %124 = stablehlo.multiply %123, %iterArg_18 : tensor<3xf32>
      %125 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
      %126 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
      %127 = stablehlo.concatenate %125, %126, dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
      %128 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %129 = stablehlo.broadcast_in_dim %iterArg_20, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %130 = stablehlo.concatenate %128, %129, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %131 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %132 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %133 = stablehlo.concatenate %131, %132, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %134 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %135 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %136 = stablehlo.concatenate %134, %135, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %137 = func.call @dynamic_update_index_in_dim(%iterArg_21, %127, %99) : (tensor<2x2x3xf32>, tensor<2x3xf32>, tensor<i32>) -> tensor<2x2x3xf32>
      %138 = func.call @dynamic_update_index_in_dim_0(%iterArg_22, %130, %99) : (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %139 = func.call @dynamic_update_index_in_dim_0(%iterArg_23, %133, %99) : (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %140 = func.call @dynamic_update_index_in_dim_0(%iterArg_24, %136, %99) : (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %141 = stablehlo.add %iterArg_19, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %iterArg_18, %141, %122, %137, %138, %139, %140 : tensor<2x2xf32>, tensor<f32>, tensor<f32>, tensor<3xf32>, tensor<i32>, tensor<f32>, tensor<2x2x3xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
    }
    %14 = stablehlo.reshape %13#6 : (tensor<2x2x3xf32>) -> tensor<4x3xf32>
    %15 = stablehlo.reshape %13#7 : (tensor<2x2xf32>) -> tensor<4xf32>
    %16 = stablehlo.reshape %13#8 : (tensor<2x2xf32>) -> tensor<4xf32>
    %17 = stablehlo.reshape %13#9 : (tensor<2x2xf32>) -> tensor<4xf32>
    %18 = stablehlo.slice %6 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = stablehlo.multiply %13#5, %3 : tensor<f32>
    %21 = stablehlo.add %20, %19 : tensor<f32>
    %22 = stablehlo.tanh %21 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.add %cst_3, %22 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.subtract %cst_4, %22 : tensor<f32>
    %25 = stablehlo.multiply %23, %24 : tensor<f32>
    %26 = stablehlo.multiply %5, %19 : tensor<f32>
    %27 = stablehlo.add %22, %26 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.multiply %28, %arg1 : tensor<3xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %31 = stablehlo.broadcast_in_dim %13#5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %32 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %33 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %34 = stablehlo.concatenate %30, %14, dim = 0 : (tensor<1x3xf32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %35 = stablehlo.concatenate %31, %15, dim = 0 : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %36 = stablehlo.concatenate %32, %16, dim = 0 : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %37 = stablehlo.concatenate %33, %17, dim = 0 : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %38 = stablehlo.multiply %34, %34 : tensor<5x3xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %40 = stablehlo.multiply %39, %34 : tensor<5x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%38 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
    %42 = stablehlo.add %27, %41 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %44 = stablehlo.multiply %43, %40 : tensor<5x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.slice %44 [0:4, 0:3] : (tensor<5x3xf32>) -> tensor<4x3xf32>
    %47 = stablehlo.slice %44 [4:5, 0:3] : (tensor<5x3xf32>) -> tensor<1x3xf32>
    %48 = stablehlo.slice %35 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %49 = stablehlo.slice %35 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %50 = stablehlo.slice %36 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %51 = stablehlo.slice %36 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %52 = stablehlo.slice %arg0 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %53 = stablehlo.slice %arg0 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %54 = stablehlo.slice %37 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %55 = stablehlo.slice %37 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %56 = stablehlo.reshape %46 : (tensor<4x3xf32>) -> tensor<2x2x3xf32>
    %57 = stablehlo.reshape %48 : (tensor<4xf32>) -> tensor<2x2xf32>
    %58 = stablehlo.reshape %50 : (tensor<4xf32>) -> tensor<2x2xf32>
    %59 = stablehlo.reshape %52 : (tensor<4xf32>) -> tensor<2x2xf32>
    %60 = stablehlo.reshape %54 : (tensor<4xf32>) -> tensor<2x2xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %62:12 = stablehlo.while(%iterArg = %56, %iterArg_16 = %57, %iterArg_17 = %58, %iterArg_18 = %59, %iterArg_19 = %60, %iterArg_20 = %3, %iterArg_21 = %5, %iterArg_22 = %arg1, %iterArg_23 = %c_11, %iterArg_24 = %45, %iterArg_25 = %cst_9, %iterArg_26 = %61) : tensor<2x2x3xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<f32>, tensor<f32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<f32>, tensor<2x2xf32>
    cond {
      %c_27 = stablehlo.constant dense<2> : tensor<i32>
      %98 = stablehlo.compare LT, %iterArg_23, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %98 : tensor<i1>
    } do {
      %98 = func.call @dynamic_index_in_dim_1(%iterArg, %iterArg_23) : (tensor<2x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %99 = func.call @dynamic_index_in_dim(%iterArg_16, %iterArg_23) : (tensor<2x2xf32>, tensor<i32>) -> tensor<2xf32>
      %100 = func.call @dynamic_index_in_dim(%iterArg_17, %iterArg_23) : (tensor<2x2xf32>, tensor<i32>) -> tensor<2xf32>
      %101 = func.call @dynamic_index_in_dim(%iterArg_18, %iterArg_23) : (tensor<2x2xf32>, tensor<i32>) -> tensor<2xf32>
      %102 = func.call @dynamic_index_in_dim(%iterArg_19, %iterArg_23) : (tensor<2x2xf32>, tensor<i32>) -> tensor<2xf32>
      %103 = stablehlo.slice %98 [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
      %104 = stablehlo.reshape %103 : (tensor<1x3xf32>) -> tensor<3xf32>
      %105 = stablehlo.slice %99 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %106 = stablehlo.reshape %105 : (tensor<1xf32>) -> tensor<f32>
      %107 = stablehlo.slice %100 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %108 = stablehlo.reshape %107 : (tensor<1xf32>) -> tensor<f32>
      %109 = stablehlo.slice %101 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %110 = stablehlo.reshape %109 : (tensor<1xf32>) -> tensor<f32>
      %111 = stablehlo.slice %102 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
      %112 = stablehlo.reshape %111 : (tensor<1xf32>) -> tensor<f32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %114 = stablehlo.multiply %113, %104 : tensor<3xf32>
      %115 = stablehlo.add %iterArg_24, %114 : tensor<3xf32>
      %116 = stablehlo.multiply %104, %iterArg_22 : tensor<3xf32>
      %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %117 = stablehlo.reduce(%116 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      %118 = stablehlo.add %iterArg_25, %117 : tensor<f32>
      %119 = stablehlo.multiply %iterArg_21, %118 : tensor<f32>
      %120 = stablehlo.multiply %118, %110 : tensor<f32>
      %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %122 = stablehlo.pad %121, %cst_28, low = [1], high = [1], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
      %123 = stablehlo.add %115, %122 : tensor<3xf32>
      %124 = stablehlo.multiply %118, %108 : tensor<f32>
      %125 = stablehlo.add %119, %124 : tensor<f32>
      %126 = stablehlo.multiply %106, %124 : tensor<f32>
      %127 = stablehlo.multiply %124, %iterArg_20 : tensor<f32>
      %128 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %129 = stablehlo.pad %128, %cst_29, low = [0], high = [2], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
      %130 = stablehlo.add %123, %129 : tensor<3xf32>
      %131 = stablehlo.slice %98 [1:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
      %132 = stablehlo.reshape %131 : (tensor<1x3xf32>) -> tensor<3xf32>
      %133 = stablehlo.slice %99 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %134 = stablehlo.reshape %133 : (tensor<1xf32>) -> tensor<f32>
      %135 = stablehlo.slice %100 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %136 = stablehlo.reshape %135 : (tensor<1xf32>) -> tensor<f32>
      %137 = stablehlo.slice %101 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %138 = stablehlo.reshape %137 : (tensor<1xf32>) -> tensor<f32>
      %139 = stablehlo.slice %102 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
      %140 = stablehlo.reshape %139 : (tensor<1xf32>) -> tensor<f32>
      %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %142 = stablehlo.multiply %141, %132 : tensor<3xf32>
      %143 = stablehlo.add %130, %142 : tensor<3xf32>
      %144 = stablehlo.multiply %132, %iterArg_22 : tensor<3xf32>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %145 = stablehlo.reduce(%144 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      %146 = stablehlo.add %127, %145 : tensor<f32>
      %147 = stablehlo.multiply %iterArg_21, %146 : tensor<f32>
      %148 = stablehlo.multiply %146, %138 : tensor<f32>
      %149 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %150 = stablehlo.pad %149, %cst_31, low = [1], high = [1], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
      %151 = stablehlo.add %143, %150 : tensor<3xf32>
      %152 = stablehlo.multiply %146, %136 : tensor<f32>
      %153 = stablehlo.add %147, %152 : tensor<f32>
      %154 = stablehlo.multiply %134, %152 : tensor<f32>
      %155 = stablehlo.multiply %152, %iterArg_20 : tensor<f32>
      %156 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %157 = stablehlo.pad %156, %cst_32, low = [0], high = [2], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
      %158 = stablehlo.add %151, %157 : tensor<3xf32>
      %159 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %160 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %161 = stablehlo.concatenate %159, %160, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %162 = func.call @dynamic_update_index_in_dim_0(%iterArg_26, %161, %iterArg_23) : (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %c_33 = stablehlo.constant dense<1> : tensor<i32>
      %163 = stablehlo.add %iterArg_23, %c_33 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %163, %158, %155, %162 : tensor<2x2x3xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<f32>, tensor<f32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<f32>, tensor<2x2xf32>
    }
    %63 = stablehlo.reshape %62#11 : (tensor<2x2xf32>) -> tensor<4xf32>
    %64 = stablehlo.slice %47 [0:1, 0:3] : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %65 = stablehlo.reshape %64 : (tensor<1x3xf32>) -> tensor<3xf32>
    %66 = stablehlo.slice %49 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %67 = stablehlo.reshape %66 : (tensor<1xf32>) -> tensor<f32>
    %68 = stablehlo.slice %51 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %69 = stablehlo.reshape %68 : (tensor<1xf32>) -> tensor<f32>
    %70 = stablehlo.slice %53 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1xf32>) -> tensor<f32>
    %72 = stablehlo.slice %55 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1xf32>) -> tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %75 = stablehlo.multiply %74, %65 : tensor<3xf32>
    %76 = stablehlo.add %62#9, %75 : tensor<3xf32>
    %77 = stablehlo.multiply %65, %arg1 : tensor<3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %79 = stablehlo.add %62#10, %78 : tensor<f32>
    %80 = stablehlo.multiply %5, %79 : tensor<f32>
    %81 = stablehlo.multiply %79, %71 : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.pad %82, %cst_13, low = [1], high = [1], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %84 = stablehlo.add %76, %83 : tensor<3xf32>
    %85 = stablehlo.multiply %79, %69 : tensor<f32>
    %86 = stablehlo.add %80, %85 : tensor<f32>
    %87 = stablehlo.multiply %67, %85 : tensor<f32>
    %88 = stablehlo.multiply %85, %3 : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.pad %89, %cst_14, low = [0], high = [2], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %91 = stablehlo.add %84, %90 : tensor<3xf32>
    %92 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %93 = stablehlo.concatenate %63, %92, dim = 0 : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    %94 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.pad %94, %cst_15, low = [2], high = [0], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %96 = stablehlo.add %91, %95 : tensor<3xf32>
    %97 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%93) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<5xf32>) -> tensor<5xf32>
    return %42, %97, %96 : tensor<f32>, tensor<5xf32>, tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>) -> tensor<2x2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x2x3xf32>, tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3xf32>
    return %1 : tensor<2x2x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<2x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<2x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x2x3xf32>, %arg1: tensor<i32>) -> tensor<2x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 3] : (tensor<2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
