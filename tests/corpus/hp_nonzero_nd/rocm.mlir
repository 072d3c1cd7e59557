module @jit_hp_nonzero_nd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xi32>, %arg1: tensor<2x3x2xi1>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<3xi32> {jax.result_info = "result[3]"}, tensor<8xi32> {jax.result_info = "result[4]"}, tensor<8xi32> {jax.result_info = "result[5]"}, tensor<8xi32> {jax.result_info = "result[6]"}, tensor<5x3xi32> {jax.result_info = "result[7]"}, tensor<4xi32> {jax.result_info = "result[8]"}, tensor<6xi32> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xi32>) -> tensor<3x4xi32>
    %1 = stablehlo.reshape %0 : (tensor<3x4xi32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %4 = call @cumsum(%3) : (tensor<12xi1>) -> tensor<12xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %7 = stablehlo.compare LT, %4, %6, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %9 = stablehlo.add %4, %8 : tensor<12xi32>
    %10 = stablehlo.select %7, %9, %4 : tensor<12xi1>, tensor<12xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %13 = "stablehlo.scatter"(%5, %11, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %154 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %154 : tensor<i32>
    }) : (tensor<6xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<6xi32>
    %14 = call @cumsum_1(%13) : (tensor<6xi32>) -> tensor<6xi32>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %15 = call @floor_divide(%14, %c_4) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %16 = call @remainder(%15, %c_5) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %17 = call @floor_divide(%14, %c_6) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %18 = call @remainder(%17, %c_7) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %19 = stablehlo.convert %3 : (tensor<12xi1>) -> tensor<12xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.reduce(%19 init: %c_8) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = stablehlo.iota dim = 0 : tensor<6xi32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<1xi32>) -> tensor<6xi32>
    %24 = stablehlo.compare GE, %22, %23, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %26 = call @_where_4(%24, %25, %16) : (tensor<6xi1>, tensor<1xi32>, tensor<6xi32>) -> tensor<6xi32>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = call @_where_4(%24, %27, %18) : (tensor<6xi1>, tensor<1xi32>, tensor<6xi32>) -> tensor<6xi32>
    %29 = stablehlo.reshape %0 : (tensor<3x4xi32>) -> tensor<12xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %31 = stablehlo.compare NE, %29, %30, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %32 = call @cumsum(%31) : (tensor<12xi1>) -> tensor<12xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %35 = stablehlo.compare LT, %32, %34, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_14 = stablehlo.constant dense<3> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %37 = stablehlo.add %32, %36 : tensor<12xi32>
    %38 = stablehlo.select %35, %37, %32 : tensor<12xi1>, tensor<12xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %41 = "stablehlo.scatter"(%33, %39, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %154 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %154 : tensor<i32>
    }) : (tensor<3xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<3xi32>
    %42 = call @cumsum_5(%41) : (tensor<3xi32>) -> tensor<3xi32>
    %c_16 = stablehlo.constant dense<4> : tensor<i32>
    %43 = call @floor_divide_7(%42, %c_16) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_17 = stablehlo.constant dense<3> : tensor<i32>
    %44 = call @remainder_9(%43, %c_17) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %45 = call @floor_divide_7(%42, %c_18) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_19 = stablehlo.constant dense<4> : tensor<i32>
    %46 = call @remainder_9(%45, %c_19) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %47 = stablehlo.convert %31 : (tensor<12xi1>) -> tensor<12xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.reduce(%47 init: %c_20) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %50 = stablehlo.iota dim = 0 : tensor<3xi32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %52 = stablehlo.compare GE, %50, %51, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_21 = stablehlo.constant dense<7> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = call @_where_10(%52, %53, %44) : (tensor<3xi1>, tensor<1xi32>, tensor<3xi32>) -> tensor<3xi32>
    %c_22 = stablehlo.constant dense<8> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %56 = call @_where_10(%52, %55, %46) : (tensor<3xi1>, tensor<1xi32>, tensor<3xi32>) -> tensor<3xi32>
    %57 = stablehlo.reshape %arg1 : (tensor<2x3x2xi1>) -> tensor<12xi1>
    %58 = call @cumsum(%57) : (tensor<12xi1>) -> tensor<12xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %61 = stablehlo.compare LT, %58, %60, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_25 = stablehlo.constant dense<8> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %63 = stablehlo.add %58, %62 : tensor<12xi32>
    %64 = stablehlo.select %61, %63, %58 : tensor<12xi1>, tensor<12xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_26 = stablehlo.constant dense<1> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %67 = "stablehlo.scatter"(%59, %65, %66) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %154 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %154 : tensor<i32>
    }) : (tensor<8xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<8xi32>
    %68 = call @cumsum_11(%67) : (tensor<8xi32>) -> tensor<8xi32>
    %c_27 = stablehlo.constant dense<6> : tensor<i32>
    %69 = call @floor_divide_13(%68, %c_27) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_28 = stablehlo.constant dense<2> : tensor<i32>
    %70 = call @remainder_15(%69, %c_28) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_29 = stablehlo.constant dense<2> : tensor<i32>
    %71 = call @floor_divide_13(%68, %c_29) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_30 = stablehlo.constant dense<3> : tensor<i32>
    %72 = call @remainder_15(%71, %c_30) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %73 = call @floor_divide_13(%68, %c_31) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %74 = call @remainder_15(%73, %c_32) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %75 = stablehlo.convert %57 : (tensor<12xi1>) -> tensor<12xi32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %76 = stablehlo.reduce(%75 init: %c_33) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %78 = stablehlo.iota dim = 0 : tensor<8xi32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<1xi32>) -> tensor<8xi32>
    %80 = stablehlo.compare GE, %78, %79, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %81 = call @_where_16(%80, %c_34, %70) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %82 = call @_where_16(%80, %c_35, %72) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %83 = call @_where_16(%80, %c_36, %74) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %84 = call @atleast_1d(%arg1) : (tensor<2x3x2xi1>) -> tensor<2x3x2xi1>
    %85 = stablehlo.reshape %84 : (tensor<2x3x2xi1>) -> tensor<12xi1>
    %86 = call @cumsum(%85) : (tensor<12xi1>) -> tensor<12xi32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %89 = stablehlo.compare LT, %86, %88, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_39 = stablehlo.constant dense<5> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %91 = stablehlo.add %86, %90 : tensor<12xi32>
    %92 = stablehlo.select %89, %91, %86 : tensor<12xi1>, tensor<12xi32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %95 = "stablehlo.scatter"(%87, %93, %94) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %154 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %154 : tensor<i32>
    }) : (tensor<5xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<5xi32>
    %96 = call @cumsum_17(%95) : (tensor<5xi32>) -> tensor<5xi32>
    %c_41 = stablehlo.constant dense<6> : tensor<i32>
    %97 = call @floor_divide_19(%96, %c_41) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_42 = stablehlo.constant dense<2> : tensor<i32>
    %98 = call @remainder_21(%97, %c_42) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_43 = stablehlo.constant dense<2> : tensor<i32>
    %99 = call @floor_divide_19(%96, %c_43) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_44 = stablehlo.constant dense<3> : tensor<i32>
    %100 = call @remainder_21(%99, %c_44) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_45 = stablehlo.constant dense<1> : tensor<i32>
    %101 = call @floor_divide_19(%96, %c_45) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_46 = stablehlo.constant dense<2> : tensor<i32>
    %102 = call @remainder_21(%101, %c_46) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %103 = stablehlo.convert %85 : (tensor<12xi1>) -> tensor<12xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %104 = stablehlo.reduce(%103 init: %c_47) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %106 = stablehlo.iota dim = 0 : tensor<5xi32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0] : (tensor<1xi32>) -> tensor<5xi32>
    %108 = stablehlo.compare GE, %106, %107, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %109 = call @_where_22(%108, %c_48, %98) : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %110 = call @_where_22(%108, %c_49, %100) : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %111 = call @_where_22(%108, %c_50, %102) : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %112 = call @atleast_2d(%109) : (tensor<5xi32>) -> tensor<1x5xi32>
    %113 = call @atleast_2d(%110) : (tensor<5xi32>) -> tensor<1x5xi32>
    %114 = call @atleast_2d(%111) : (tensor<5xi32>) -> tensor<1x5xi32>
    %115 = stablehlo.concatenate %112, %113, %114, dim = 0 : (tensor<1x5xi32>, tensor<1x5xi32>, tensor<1x5xi32>) -> tensor<3x5xi32>
    %116 = stablehlo.transpose %115, dims = [1, 0] : (tensor<3x5xi32>) -> tensor<5x3xi32>
    %117 = stablehlo.reshape %0 : (tensor<3x4xi32>) -> tensor<12xi32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %119 = stablehlo.compare NE, %117, %118, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %120 = call @cumsum(%119) : (tensor<12xi1>) -> tensor<12xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %121 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %123 = stablehlo.compare LT, %120, %122, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_54 = stablehlo.constant dense<4> : tensor<i32>
    %124 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %125 = stablehlo.add %120, %124 : tensor<12xi32>
    %126 = stablehlo.select %123, %125, %120 : tensor<12xi1>, tensor<12xi32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_55 = stablehlo.constant dense<1> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %129 = "stablehlo.scatter"(%121, %127, %128) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %154 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %154 : tensor<i32>
    }) : (tensor<4xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<4xi32>
    %130 = call @cumsum_23(%129) : (tensor<4xi32>) -> tensor<4xi32>
    %c_56 = stablehlo.constant dense<1> : tensor<i32>
    %131 = call @floor_divide_25(%130, %c_56) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_57 = stablehlo.constant dense<12> : tensor<i32>
    %132 = call @remainder_27(%131, %c_57) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %133 = stablehlo.convert %119 : (tensor<12xi1>) -> tensor<12xi32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %134 = stablehlo.reduce(%133 init: %c_58) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %136 = stablehlo.iota dim = 0 : tensor<4xi32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<1xi32>) -> tensor<4xi32>
    %138 = stablehlo.compare GE, %136, %137, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %139 = call @_where_28(%138, %c_59, %132) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %140 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %141 = stablehlo.compare LT, %26, %140, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_61 = stablehlo.constant dense<3> : tensor<i32>
    %142 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %143 = stablehlo.add %26, %142 : tensor<6xi32>
    %144 = stablehlo.select %141, %143, %26 : tensor<6xi1>, tensor<6xi32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %146 = stablehlo.compare LT, %28, %145, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_63 = stablehlo.constant dense<4> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %148 = stablehlo.add %28, %147 : tensor<6xi32>
    %149 = stablehlo.select %146, %148, %28 : tensor<6xi1>, tensor<6xi32>
    %150 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %152 = stablehlo.concatenate %150, %151, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
    %153 = "stablehlo.gather"(%0, %152) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xi32>, tensor<6x2xi32>) -> tensor<6xi32>
    return %26, %28, %54, %56, %81, %82, %83, %116, %139, %153 : tensor<6xi32>, tensor<6xi32>, tensor<3xi32>, tensor<3xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<5x3xi32>, tensor<4xi32>, tensor<6xi32>
  }
  func.func private @cumsum(%arg0: tensor<12xi1>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<12xi1>) -> tensor<12xi32>
    %1 = call @cumsum_0(%0) : (tensor<12xi32>) -> tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<12xi32>, tensor<i32>) -> (tensor<12xi32>, tensor<i32>)
    return %0#0 : tensor<12xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<6xi32>) -> tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<6xi32>, tensor<i32>) -> (tensor<6xi32>, tensor<i32>)
    return %0#0 : tensor<6xi32>
  }
  func.func private @floor_divide(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<6xi32>
    %3 = stablehlo.sign %arg0 : tensor<6xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %11 = stablehlo.and %6, %10 : tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<6xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %14 : tensor<6xi32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @remainder(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.and %11, %6 : tensor<6xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %14 = stablehlo.add %4, %13 : tensor<6xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<6xi1>, tensor<6xi32>
    return %15 : tensor<6xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<6xi1>, %arg1: tensor<1xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xi32>) -> tensor<6xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %0 = call @cumsum_6(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<3xi32>, tensor<i32>) -> (tensor<3xi32>, tensor<i32>)
    return %0#0 : tensor<3xi32>
  }
  func.func private @floor_divide_7(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3xi32>
    %3 = stablehlo.sign %arg0 : tensor<3xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %11 = stablehlo.and %6, %10 : tensor<3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<3xi32>
    %14 = call @_where_8(%11, %13, %2) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %14 : tensor<3xi32>
  }
  func.func private @_where_8(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @remainder_9(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.add %4, %13 : tensor<3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi32>
    return %15 : tensor<3xi32>
  }
  func.func private @_where_10(%arg0: tensor<3xi1>, %arg1: tensor<1xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @cumsum_11(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @cumsum_12(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @cumsum_12(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<8xi32>, tensor<i32>) -> (tensor<8xi32>, tensor<i32>)
    return %0#0 : tensor<8xi32>
  }
  func.func private @floor_divide_13(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xi32>
    %3 = stablehlo.sign %arg0 : tensor<8xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %11 = stablehlo.and %6, %10 : tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<8xi32>
    %14 = call @_where_14(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %14 : tensor<8xi32>
  }
  func.func private @_where_14(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @remainder_15(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi32>
    return %15 : tensor<8xi32>
  }
  func.func private @_where_16(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @atleast_1d(%arg0: tensor<2x3x2xi1>) -> tensor<2x3x2xi1> {
    return %arg0 : tensor<2x3x2xi1>
  }
  func.func private @cumsum_17(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %0 = call @cumsum_18(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @cumsum_18(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<5xi32>, tensor<i32>) -> (tensor<5xi32>, tensor<i32>)
    return %0#0 : tensor<5xi32>
  }
  func.func private @floor_divide_19(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<5xi32>
    %3 = stablehlo.sign %arg0 : tensor<5xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %11 = stablehlo.and %6, %10 : tensor<5xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<5xi32>
    %14 = call @_where_20(%11, %13, %2) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    return %14 : tensor<5xi32>
  }
  func.func private @_where_20(%arg0: tensor<5xi1>, %arg1: tensor<5xi32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @remainder_21(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %12 = stablehlo.and %11, %6 : tensor<5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.add %4, %13 : tensor<5xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<5xi1>, tensor<5xi32>
    return %15 : tensor<5xi32>
  }
  func.func private @_where_22(%arg0: tensor<5xi1>, %arg1: tensor<i32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %2 : tensor<5xi32>
  }
  func.func private @atleast_2d(%arg0: tensor<5xi32>) -> tensor<1x5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
    return %0 : tensor<1x5xi32>
  }
  func.func private @cumsum_23(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @cumsum_24(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @cumsum_24(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
    return %0#0 : tensor<4xi32>
  }
  func.func private @floor_divide_25(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4xi32>
    %3 = stablehlo.sign %arg0 : tensor<4xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %11 = stablehlo.and %6, %10 : tensor<4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<4xi32>
    %14 = call @_where_26(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %14 : tensor<4xi32>
  }
  func.func private @_where_26(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @remainder_27(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.add %4, %13 : tensor<4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xi32>
    return %15 : tensor<4xi32>
  }
  func.func private @_where_28(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %2 : tensor<4xi32>
  }
}
