module @jit_hp_nonzero_setops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<4xi32>, %arg2: tensor<6xf32>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1][0]"}, tensor<6xi32> {jax.result_info = "result[1][1]"}, tensor<8xi32> {jax.result_info = "result[1][2]"}, tensor<6xi32> {jax.result_info = "result[1][3]"}, tensor<4xi32> {jax.result_info = "result[2]"}, tensor<8xi32> {jax.result_info = "result[3]"}, tensor<3xi32> {jax.result_info = "result[4]"}, tensor<4xi32> {jax.result_info = "result[5]"}, tensor<5xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<8xi32>) -> tensor<8xi32>
    %1:2 = call @_unique_sorted_mask(%0) : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>)
    %2 = call @cumsum(%1#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.compare LT, %2, %4, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.add %2, %6 : tensor<8xi32>
    %8 = stablehlo.select %5, %7, %2 : tensor<8xi1>, tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %11 = "stablehlo.scatter"(%3, %9, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %251 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %251 : tensor<i32>
    }) : (tensor<6xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<6xi32>
    %12 = call @cumsum_1(%11) : (tensor<6xi32>) -> tensor<6xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %13 = call @floor_divide(%12, %c_3) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_4 = stablehlo.constant dense<8> : tensor<i32>
    %14 = call @remainder(%13, %c_4) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %15 = stablehlo.convert %1#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.reduce(%15 init: %c_5) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.iota dim = 0 : tensor<6xi32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<1xi32>) -> tensor<6xi32>
    %20 = stablehlo.compare GE, %18, %19, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %21 = call @_where_4(%20, %c_6, %14) : (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %23 = stablehlo.compare LT, %21, %22, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %25 = stablehlo.add %21, %24 : tensor<6xi32>
    %26 = stablehlo.select %23, %25, %21 : tensor<6xi1>, tensor<6xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %28 = "stablehlo.gather"(%1#0, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %29 = stablehlo.iota dim = 0 : tensor<6xi32>
    %30 = stablehlo.convert %1#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.reduce(%30 init: %c_9) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %33 = stablehlo.compare LT, %29, %32, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %34 = call @_where_5(%33, %28, %c_10) : (tensor<6xi1>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %35:3 = call @_unique_sorted_mask_6(%arg0) : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>, tensor<8xi32>)
    %36 = call @cumsum(%35#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %39 = stablehlo.compare LT, %36, %38, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_13 = stablehlo.constant dense<6> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %41 = stablehlo.add %36, %40 : tensor<8xi32>
    %42 = stablehlo.select %39, %41, %36 : tensor<8xi1>, tensor<8xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %45 = "stablehlo.scatter"(%37, %43, %44) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %251 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %251 : tensor<i32>
    }) : (tensor<6xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<6xi32>
    %46 = call @cumsum_1(%45) : (tensor<6xi32>) -> tensor<6xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %47 = call @floor_divide(%46, %c_15) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_16 = stablehlo.constant dense<8> : tensor<i32>
    %48 = call @remainder(%47, %c_16) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %49 = stablehlo.convert %35#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.reduce(%49 init: %c_17) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %52 = stablehlo.iota dim = 0 : tensor<6xi32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<1xi32>) -> tensor<6xi32>
    %54 = stablehlo.compare GE, %52, %53, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %55 = call @_where_4(%54, %c_18, %48) : (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %57 = stablehlo.compare LT, %55, %56, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_20 = stablehlo.constant dense<8> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %59 = stablehlo.add %55, %58 : tensor<6xi32>
    %60 = stablehlo.select %57, %59, %55 : tensor<6xi1>, tensor<6xi32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %62 = "stablehlo.gather"(%35#0, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %64 = stablehlo.compare LT, %55, %63, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_22 = stablehlo.constant dense<8> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %66 = stablehlo.add %55, %65 : tensor<6xi32>
    %67 = stablehlo.select %64, %66, %55 : tensor<6xi1>, tensor<6xi32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %69 = "stablehlo.gather"(%35#2, %68) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %70 = call @cumsum_7(%35#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %72 = stablehlo.subtract %70, %71 : tensor<8xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %75 = stablehlo.compare LT, %35#2, %74, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_26 = stablehlo.constant dense<8> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %77 = stablehlo.add %35#2, %76 : tensor<8xi32>
    %78 = stablehlo.select %75, %77, %35#2 : tensor<8xi1>, tensor<8xi32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %80 = "stablehlo.scatter"(%73, %79, %72) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<8xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8xi32>
    %81 = call @cumsum(%35#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %82 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %84 = stablehlo.compare LT, %81, %83, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_29 = stablehlo.constant dense<7> : tensor<i32>
    %85 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %86 = stablehlo.add %81, %85 : tensor<8xi32>
    %87 = stablehlo.select %84, %86, %81 : tensor<8xi1>, tensor<8xi32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %90 = "stablehlo.scatter"(%82, %88, %89) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %251 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %251 : tensor<i32>
    }) : (tensor<7xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<7xi32>
    %91 = call @cumsum_8(%90) : (tensor<7xi32>) -> tensor<7xi32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %92 = call @floor_divide_10(%91, %c_31) : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %c_32 = stablehlo.constant dense<8> : tensor<i32>
    %93 = call @remainder_12(%92, %c_32) : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %94 = stablehlo.convert %35#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.reduce(%94 init: %c_33) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %97 = stablehlo.iota dim = 0 : tensor<7xi32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0] : (tensor<1xi32>) -> tensor<7xi32>
    %99 = stablehlo.compare GE, %97, %98, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %100 = call @_where_13(%99, %c_34, %93) : (tensor<7xi1>, tensor<i32>, tensor<7xi32>) -> tensor<7xi32>
    %101 = stablehlo.slice %100 [1:7] : (tensor<7xi32>) -> tensor<6xi32>
    %102 = stablehlo.slice %100 [1:7] : (tensor<7xi32>) -> tensor<6xi32>
    %c_35 = stablehlo.constant dense<8> : tensor<i32>
    %103 = call @_where_14(%101, %102, %c_35) : (tensor<6xi32>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %104 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %105 = "stablehlo.scatter"(%100, %104, %103) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<7xi32>, tensor<1xi32>, tensor<6xi32>) -> tensor<7xi32>
    %106 = call @diff(%105) : (tensor<7xi32>) -> tensor<6xi32>
    %107:2 = call @_unique_sorted_mask(%0) : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>)
    %108 = call @cumsum(%107#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %109 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %111 = stablehlo.compare LT, %108, %110, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_39 = stablehlo.constant dense<8> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %113 = stablehlo.add %108, %112 : tensor<8xi32>
    %114 = stablehlo.select %111, %113, %108 : tensor<8xi1>, tensor<8xi32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %117 = "stablehlo.scatter"(%109, %115, %116) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %251 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %251 : tensor<i32>
    }) : (tensor<8xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8xi32>
    %118 = call @cumsum_15(%117) : (tensor<8xi32>) -> tensor<8xi32>
    %c_41 = stablehlo.constant dense<1> : tensor<i32>
    %119 = call @floor_divide_16(%118, %c_41) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_42 = stablehlo.constant dense<8> : tensor<i32>
    %120 = call @remainder_18(%119, %c_42) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %121 = stablehlo.convert %107#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %122 = stablehlo.reduce(%121 init: %c_43) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %124 = stablehlo.iota dim = 0 : tensor<8xi32>
    %125 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<1xi32>) -> tensor<8xi32>
    %126 = stablehlo.compare GE, %124, %125, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %127 = call @_where_19(%126, %c_44, %120) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %129 = stablehlo.compare LT, %127, %128, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_46 = stablehlo.constant dense<8> : tensor<i32>
    %130 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %131 = stablehlo.add %127, %130 : tensor<8xi32>
    %132 = stablehlo.select %129, %131, %127 : tensor<8xi1>, tensor<8xi32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %134 = "stablehlo.gather"(%107#0, %133) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %135 = call @_in1d(%134, %arg1) : (tensor<8xi32>, tensor<4xi32>) -> tensor<8xi1>
    %136 = stablehlo.slice %134 [0:1] : (tensor<8xi32>) -> tensor<1xi32>
    %137 = stablehlo.reshape %136 : (tensor<1xi32>) -> tensor<i32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %139 = stablehlo.compare EQ, %134, %138, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %140 = stablehlo.convert %139 : (tensor<8xi1>) -> tensor<8xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %141 = stablehlo.reduce(%140 init: %c_47) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %c_48 = stablehlo.constant dense<9> : tensor<i32>
    %142 = stablehlo.subtract %c_48, %141 : tensor<i32>
    %143 = stablehlo.iota dim = 0 : tensor<8xi32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %145 = stablehlo.compare LT, %143, %144, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_49 = stablehlo.constant dense<false> : tensor<i1>
    %146 = call @_where_20(%145, %135, %c_49) : (tensor<8xi1>, tensor<8xi1>, tensor<i1>) -> tensor<8xi1>
    %147 = stablehlo.iota dim = 0 : tensor<4xi32>
    %148 = stablehlo.convert %146 : (tensor<8xi1>) -> tensor<8xi32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %149 = stablehlo.reduce(%148 init: %c_50) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %151 = stablehlo.compare LT, %147, %150, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %152 = call @cumsum(%146) : (tensor<8xi1>) -> tensor<8xi32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %153 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %154 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %155 = stablehlo.compare LT, %152, %154, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_53 = stablehlo.constant dense<4> : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %157 = stablehlo.add %152, %156 : tensor<8xi32>
    %158 = stablehlo.select %155, %157, %152 : tensor<8xi1>, tensor<8xi32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_54 = stablehlo.constant dense<1> : tensor<i32>
    %160 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %161 = "stablehlo.scatter"(%153, %159, %160) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %251 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %251 : tensor<i32>
    }) : (tensor<4xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<4xi32>
    %162 = call @cumsum_21(%161) : (tensor<4xi32>) -> tensor<4xi32>
    %c_55 = stablehlo.constant dense<1> : tensor<i32>
    %163 = call @floor_divide_23(%162, %c_55) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_56 = stablehlo.constant dense<8> : tensor<i32>
    %164 = call @remainder_25(%163, %c_56) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %165 = stablehlo.convert %146 : (tensor<8xi1>) -> tensor<8xi32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %166 = stablehlo.reduce(%165 init: %c_57) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %168 = stablehlo.iota dim = 0 : tensor<4xi32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0] : (tensor<1xi32>) -> tensor<4xi32>
    %170 = stablehlo.compare GE, %168, %169, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %171 = call @_where_26(%170, %c_58, %164) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %172 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %173 = stablehlo.compare LT, %171, %172, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_60 = stablehlo.constant dense<8> : tensor<i32>
    %174 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %175 = stablehlo.add %171, %174 : tensor<4xi32>
    %176 = stablehlo.select %173, %175, %171 : tensor<4xi1>, tensor<4xi32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %178 = "stablehlo.gather"(%134, %177) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<4x1xi32>) -> tensor<4xi32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %179 = call @_where_27(%151, %178, %c_61) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %180 = stablehlo.concatenate %0, %arg1, dim = 0 : (tensor<8xi32>, tensor<4xi32>) -> tensor<12xi32>
    %181:2 = call @_unique_sorted_mask_28(%180) : (tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi1>)
    %182 = call @cumsum_30(%181#1) : (tensor<12xi1>) -> tensor<12xi32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %183 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %184 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %185 = stablehlo.compare LT, %182, %184, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_64 = stablehlo.constant dense<8> : tensor<i32>
    %186 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %187 = stablehlo.add %182, %186 : tensor<12xi32>
    %188 = stablehlo.select %185, %187, %182 : tensor<12xi1>, tensor<12xi32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_65 = stablehlo.constant dense<1> : tensor<i32>
    %190 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %191 = "stablehlo.scatter"(%183, %189, %190) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %251 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %251 : tensor<i32>
    }) : (tensor<8xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<8xi32>
    %192 = call @cumsum_15(%191) : (tensor<8xi32>) -> tensor<8xi32>
    %c_66 = stablehlo.constant dense<1> : tensor<i32>
    %193 = call @floor_divide_16(%192, %c_66) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_67 = stablehlo.constant dense<12> : tensor<i32>
    %194 = call @remainder_18(%193, %c_67) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %195 = stablehlo.convert %181#1 : (tensor<12xi1>) -> tensor<12xi32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %196 = stablehlo.reduce(%195 init: %c_68) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %198 = stablehlo.iota dim = 0 : tensor<8xi32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0] : (tensor<1xi32>) -> tensor<8xi32>
    %200 = stablehlo.compare GE, %198, %199, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %201 = call @_where_19(%200, %c_69, %194) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %202 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %203 = stablehlo.compare LT, %201, %202, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_71 = stablehlo.constant dense<12> : tensor<i32>
    %204 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %205 = stablehlo.add %201, %204 : tensor<8xi32>
    %206 = stablehlo.select %203, %205, %201 : tensor<8xi1>, tensor<8xi32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %208 = "stablehlo.gather"(%181#0, %207) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %209 = call @_intersect1d_size(%0, %arg1) : (tensor<8xi32>, tensor<4xi32>) -> tensor<3xi32>
    %c_72 = stablehlo.constant dense<1> : tensor<i32>
    %210 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %211 = stablehlo.compare GT, %0, %210, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %212 = stablehlo.convert %c_73 : tensor<i32>
    %213 = call @_where_32(%211, %0, %212) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %214 = call @argsort(%211) : (tensor<8xi1>) -> tensor<8xi32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %215 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %216 = stablehlo.compare LT, %214, %215, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_75 = stablehlo.constant dense<8> : tensor<i32>
    %217 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %218 = stablehlo.add %214, %217 : tensor<8xi32>
    %219 = stablehlo.select %216, %218, %214 : tensor<8xi1>, tensor<8xi32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %221 = "stablehlo.gather"(%213, %220) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %222 = stablehlo.slice %221 [0:4] : (tensor<8xi32>) -> tensor<4xi32>
    %223:2 = call @_unique_sorted_mask_45(%arg2) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xi1>)
    %224 = call @cumsum_47(%223#1) : (tensor<6xi1>) -> tensor<6xi32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %225 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %226 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %227 = stablehlo.compare LT, %224, %226, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_78 = stablehlo.constant dense<5> : tensor<i32>
    %228 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %229 = stablehlo.add %224, %228 : tensor<6xi32>
    %230 = stablehlo.select %227, %229, %224 : tensor<6xi1>, tensor<6xi32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %c_79 = stablehlo.constant dense<1> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %233 = "stablehlo.scatter"(%225, %231, %232) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %251 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %251 : tensor<i32>
    }) : (tensor<5xi32>, tensor<6x1xi32>, tensor<6xi32>) -> tensor<5xi32>
    %234 = call @cumsum_48(%233) : (tensor<5xi32>) -> tensor<5xi32>
    %c_80 = stablehlo.constant dense<1> : tensor<i32>
    %235 = call @floor_divide_50(%234, %c_80) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_81 = stablehlo.constant dense<6> : tensor<i32>
    %236 = call @remainder_52(%235, %c_81) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %237 = stablehlo.convert %223#1 : (tensor<6xi1>) -> tensor<6xi32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %238 = stablehlo.reduce(%237 init: %c_82) applies stablehlo.add across dimensions = [0] : (tensor<6xi32>, tensor<i32>) -> tensor<i32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %240 = stablehlo.iota dim = 0 : tensor<5xi32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0] : (tensor<1xi32>) -> tensor<5xi32>
    %242 = stablehlo.compare GE, %240, %241, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %243 = call @_where_53(%242, %c_83, %236) : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %244 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %245 = stablehlo.compare LT, %243, %244, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_85 = stablehlo.constant dense<6> : tensor<i32>
    %246 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %247 = stablehlo.add %243, %246 : tensor<5xi32>
    %248 = stablehlo.select %245, %247, %243 : tensor<5xi1>, tensor<5xi32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %250 = "stablehlo.gather"(%223#0, %249) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    return %34, %62, %69, %80, %106, %179, %208, %209, %222, %250 : tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<8xi32>, tensor<6xi32>, tensor<4xi32>, tensor<8xi32>, tensor<3xi32>, tensor<4xi32>, tensor<5xf32>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>) {
    %0 = stablehlo.reshape %arg0 : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<8x1xi32>) -> tensor<1x8xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x8xi32>
    %3 = call @lexsort(%2) : (tensor<1x8xi32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.add %3, %6 : tensor<8xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<8xi1>, tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %12 = stablehlo.slice %10 [1:8] : (tensor<8xi32>) -> tensor<7xi32>
    %13 = stablehlo.slice %10 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<7xi1>, tensor<i1>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<8xi1>, tensor<1xi32>, tensor<7xi1>) -> tensor<8xi1>
    return %10, %17 : tensor<8xi32>, tensor<8xi1>
  }
  func.func private @lexsort(%arg0: tensor<1x8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %2 = stablehlo.reshape %1 : (tensor<1x8xi32>) -> tensor<8xi32>
    %3:2 = "stablehlo.sort"(%2, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>)
    return %3#1 : tensor<8xi32>
  }
  func.func private @cumsum(%arg0: tensor<8xi1>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8xi1>) -> tensor<8xi32>
    %1 = call @cumsum_0(%0) : (tensor<8xi32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<8xi32>, tensor<i32>) -> (tensor<8xi32>, tensor<i32>)
    return %0#0 : tensor<8xi32>
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
  func.func private @_where_4(%arg0: tensor<6xi1>, %arg1: tensor<i32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %2 : tensor<6xi32>
  }
  func.func private @_where_5(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<6xi1>, tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @_unique_sorted_mask_6(%arg0: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>, tensor<8xi32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<8x1xi32>) -> tensor<1x8xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x8xi32>
    %3 = call @lexsort(%2) : (tensor<1x8xi32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.add %3, %6 : tensor<8xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<8xi1>, tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %12 = stablehlo.slice %10 [1:8] : (tensor<8xi32>) -> tensor<7xi32>
    %13 = stablehlo.slice %10 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<7xi1>, tensor<i1>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<8xi1>, tensor<1xi32>, tensor<7xi1>) -> tensor<8xi1>
    return %10, %17, %3 : tensor<8xi32>, tensor<8xi1>, tensor<8xi32>
  }
  func.func private @cumsum_7(%arg0: tensor<8xi1>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8xi1>) -> tensor<8xi32>
    %1 = call @cumsum_0(%0) : (tensor<8xi32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @cumsum_8(%arg0: tensor<7xi32>) -> tensor<7xi32> {
    %0 = call @cumsum_9(%arg0) : (tensor<7xi32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<7xi32>) -> tensor<7xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<7xi32>, tensor<i32>) -> (tensor<7xi32>, tensor<i32>)
    return %0#0 : tensor<7xi32>
  }
  func.func private @floor_divide_10(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<7xi32>
    %3 = stablehlo.sign %arg0 : tensor<7xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<7xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %11 = stablehlo.and %6, %10 : tensor<7xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<7xi32>
    %14 = call @_where_11(%11, %13, %2) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    return %14 : tensor<7xi32>
  }
  func.func private @_where_11(%arg0: tensor<7xi1>, %arg1: tensor<7xi32>, %arg2: tensor<7xi32>) -> tensor<7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7xi1>, tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @remainder_12(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<7xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<7xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %12 = stablehlo.and %11, %6 : tensor<7xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %14 = stablehlo.add %4, %13 : tensor<7xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<7xi1>, tensor<7xi32>
    return %15 : tensor<7xi32>
  }
  func.func private @_where_13(%arg0: tensor<7xi1>, %arg1: tensor<i32>, %arg2: tensor<7xi32>) -> tensor<7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<7xi1>, tensor<7xi32>
    return %2 : tensor<7xi32>
  }
  func.func private @_where_14(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>, %arg2: tensor<i32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.select %1, %arg1, %3 : tensor<6xi1>, tensor<6xi32>
    return %4 : tensor<6xi32>
  }
  func.func private @diff(%arg0: tensor<7xi32>) -> tensor<6xi32> {
    %0 = stablehlo.slice %arg0 [1:7] : (tensor<7xi32>) -> tensor<6xi32>
    %1 = stablehlo.slice %arg0 [0:6] : (tensor<7xi32>) -> tensor<6xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<6xi32>
    return %2 : tensor<6xi32>
  }
  func.func private @cumsum_15(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @floor_divide_16(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
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
    %14 = call @_where_17(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %14 : tensor<8xi32>
  }
  func.func private @_where_17(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @remainder_18(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
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
  func.func private @_where_19(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_in1d(%arg0: tensor<8xi32>, %arg1: tensor<4xi32>) -> tensor<8xi1> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<8x4xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<8x4xi1>, tensor<i1>) -> tensor<8xi1>
    return %5 : tensor<8xi1>
  }
  func.func private @_where_20(%arg0: tensor<8xi1>, %arg1: tensor<8xi1>, %arg2: tensor<i1>) -> tensor<8xi1> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8xi1>, tensor<8xi1>
    return %1 : tensor<8xi1>
  }
  func.func private @cumsum_21(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @cumsum_22(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @cumsum_22(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
    return %0#0 : tensor<4xi32>
  }
  func.func private @floor_divide_23(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
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
    %14 = call @_where_24(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %14 : tensor<4xi32>
  }
  func.func private @_where_24(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @remainder_25(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
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
  func.func private @_where_26(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @_where_27(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4xi1>, tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @_unique_sorted_mask_28(%arg0: tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi1>) {
    %0 = stablehlo.reshape %arg0 : (tensor<12xi32>) -> tensor<12x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<12x1xi32>) -> tensor<1x12xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x12xi32>
    %3 = call @lexsort_29(%2) : (tensor<1x12xi32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<12> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %7 = stablehlo.add %3, %6 : tensor<12xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<12xi1>, tensor<12xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xi32>, tensor<12x1xi32>) -> tensor<12xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %12 = stablehlo.slice %10 [1:12] : (tensor<12xi32>) -> tensor<11xi32>
    %13 = stablehlo.slice %10 [0:11] : (tensor<12xi32>) -> tensor<11xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<11xi1>, tensor<i1>) -> tensor<11xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<12xi1>, tensor<1xi32>, tensor<11xi1>) -> tensor<12xi1>
    return %10, %17 : tensor<12xi32>, tensor<12xi1>
  }
  func.func private @lexsort_29(%arg0: tensor<1x12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<12xi32>
    %1 = stablehlo.slice %arg0 [0:1, 0:12] : (tensor<1x12xi32>) -> tensor<1x12xi32>
    %2 = stablehlo.reshape %1 : (tensor<1x12xi32>) -> tensor<12xi32>
    %3:2 = "stablehlo.sort"(%2, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<12xi32>, tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi32>)
    return %3#1 : tensor<12xi32>
  }
  func.func private @cumsum_30(%arg0: tensor<12xi1>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<12xi1>) -> tensor<12xi32>
    %1 = call @cumsum_31(%0) : (tensor<12xi32>) -> tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func private @cumsum_31(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<12xi32>, tensor<i32>) -> (tensor<12xi32>, tensor<i32>)
    return %0#0 : tensor<12xi32>
  }
  func.func private @_intersect1d_size(%arg0: tensor<8xi32>, %arg1: tensor<4xi32>) -> tensor<3xi32> {
    %0:2 = call @_unique_sorted_mask(%arg0) : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>)
    %1 = call @cumsum(%0#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.compare LT, %1, %3, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_1 = stablehlo.constant dense<8> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.add %1, %5 : tensor<8xi32>
    %7 = stablehlo.select %4, %6, %1 : tensor<8xi1>, tensor<8xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = "stablehlo.scatter"(%2, %8, %9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %139 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %139 : tensor<i32>
    }) : (tensor<8xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8xi32>
    %11 = call @cumsum_15(%10) : (tensor<8xi32>) -> tensor<8xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %12 = call @floor_divide_16(%11, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<8> : tensor<i32>
    %13 = call @remainder_18(%12, %c_4) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.convert %0#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.reduce(%14 init: %c_5) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.iota dim = 0 : tensor<8xi32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<1xi32>) -> tensor<8xi32>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %20 = call @_where_19(%19, %c_6, %13) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %22 = stablehlo.compare LT, %20, %21, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %24 = stablehlo.add %20, %23 : tensor<8xi32>
    %25 = stablehlo.select %22, %24, %20 : tensor<8xi1>, tensor<8xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %27 = "stablehlo.gather"(%0#0, %26) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %28 = stablehlo.iota dim = 0 : tensor<8xi32>
    %29 = stablehlo.convert %0#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.reduce(%29 init: %c_9) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %32 = stablehlo.compare LT, %28, %31, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %33 = call @_where_32(%32, %27, %c_10) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %34 = stablehlo.convert %0#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %36:2 = call @_unique_sorted_mask_33(%arg1) : (tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>)
    %37 = call @cumsum_35(%36#1) : (tensor<4xi1>) -> tensor<4xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %40 = stablehlo.compare LT, %37, %39, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_14 = stablehlo.constant dense<4> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %42 = stablehlo.add %37, %41 : tensor<4xi32>
    %43 = stablehlo.select %40, %42, %37 : tensor<4xi1>, tensor<4xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %46 = "stablehlo.scatter"(%38, %44, %45) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %139 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %139 : tensor<i32>
    }) : (tensor<4xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<4xi32>
    %47 = call @cumsum_21(%46) : (tensor<4xi32>) -> tensor<4xi32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %48 = call @floor_divide_23(%47, %c_16) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_17 = stablehlo.constant dense<4> : tensor<i32>
    %49 = call @remainder_25(%48, %c_17) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %50 = stablehlo.convert %36#1 : (tensor<4xi1>) -> tensor<4xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.reduce(%50 init: %c_18) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %53 = stablehlo.iota dim = 0 : tensor<4xi32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<1xi32>) -> tensor<4xi32>
    %55 = stablehlo.compare GE, %53, %54, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %56 = call @_where_26(%55, %c_19, %49) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %58 = stablehlo.compare LT, %56, %57, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_21 = stablehlo.constant dense<4> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %60 = stablehlo.add %56, %59 : tensor<4xi32>
    %61 = stablehlo.select %58, %60, %56 : tensor<4xi1>, tensor<4xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %63 = "stablehlo.gather"(%36#0, %62) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<4x1xi32>) -> tensor<4xi32>
    %64 = stablehlo.iota dim = 0 : tensor<4xi32>
    %65 = stablehlo.convert %36#1 : (tensor<4xi1>) -> tensor<4xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.reduce(%65 init: %c_22) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %68 = stablehlo.compare LT, %64, %67, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %69 = call @_where_27(%68, %63, %c_23) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %70 = stablehlo.convert %36#1 : (tensor<4xi1>) -> tensor<4xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.reduce(%70 init: %c_24) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.dynamic_update_slice %72, %33, %c_26 : (tensor<12xi32>, tensor<8xi32>, tensor<i32>) -> tensor<12xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.compare LT, %35, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<12> : tensor<i32>
    %75 = stablehlo.add %35, %c_28 : tensor<i32>
    %76 = stablehlo.select %74, %75, %35 : tensor<i1>, tensor<i32>
    %77 = stablehlo.dynamic_update_slice %73, %69, %76 : (tensor<12xi32>, tensor<4xi32>, tensor<i32>) -> tensor<12xi32>
    %78 = stablehlo.iota dim = 0 : tensor<12xi32>
    %79 = stablehlo.add %35, %71 : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %81 = stablehlo.compare LT, %78, %80, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %82 = stablehlo.not %81 : tensor<12xi1>
    %83 = stablehlo.iota dim = 0 : tensor<12xi32>
    %84:3 = "stablehlo.sort"(%82, %77, %83) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %139 = stablehlo.compare LT, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %140 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %141 = stablehlo.compare EQ, %arg2, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %142 = stablehlo.and %141, %139 : tensor<i1>
      %143 = stablehlo.or %140, %142 : tensor<i1>
      stablehlo.return %143 : tensor<i1>
    }) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>)
    %85 = stablehlo.slice %84#1 [1:12] : (tensor<12xi32>) -> tensor<11xi32>
    %86 = stablehlo.slice %84#1 [0:11] : (tensor<12xi32>) -> tensor<11xi32>
    %87 = stablehlo.compare EQ, %85, %86, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %88 = stablehlo.slice %81 [1:12] : (tensor<12xi1>) -> tensor<11xi1>
    %89 = stablehlo.and %87, %88 : tensor<11xi1>
    %90 = stablehlo.convert %89 : (tensor<11xi1>) -> tensor<11xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.reduce(%90 init: %c_29) applies stablehlo.add across dimensions = [0] : (tensor<11xi32>, tensor<i32>) -> tensor<i32>
    %92 = call @cumsum_36(%89) : (tensor<11xi1>) -> tensor<11xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %95 = stablehlo.compare LT, %92, %94, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_32 = stablehlo.constant dense<3> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %97 = stablehlo.add %92, %96 : tensor<11xi32>
    %98 = stablehlo.select %95, %97, %92 : tensor<11xi1>, tensor<11xi32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %101 = "stablehlo.scatter"(%93, %99, %100) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %139 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %139 : tensor<i32>
    }) : (tensor<3xi32>, tensor<11x1xi32>, tensor<11xi32>) -> tensor<3xi32>
    %102 = call @cumsum_38(%101) : (tensor<3xi32>) -> tensor<3xi32>
    %c_34 = stablehlo.constant dense<1> : tensor<i32>
    %103 = call @floor_divide_40(%102, %c_34) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_35 = stablehlo.constant dense<11> : tensor<i32>
    %104 = call @remainder_42(%103, %c_35) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %105 = stablehlo.convert %89 : (tensor<11xi1>) -> tensor<11xi32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.reduce(%105 init: %c_36) applies stablehlo.add across dimensions = [0] : (tensor<11xi32>, tensor<i32>) -> tensor<i32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %108 = stablehlo.iota dim = 0 : tensor<3xi32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %110 = stablehlo.compare GE, %108, %109, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_37 = stablehlo.constant dense<12> : tensor<i32>
    %111 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %112 = call @_where_43(%110, %111, %104) : (tensor<3xi1>, tensor<1xi32>, tensor<3xi32>) -> tensor<3xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %114 = stablehlo.compare LT, %112, %113, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_39 = stablehlo.constant dense<12> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %116 = stablehlo.add %112, %115 : tensor<3xi32>
    %117 = stablehlo.select %114, %116, %112 : tensor<3xi1>, tensor<3xi32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_40 = stablehlo.constant dense<11> : tensor<1xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %119 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %120 = stablehlo.compare GE, %118, %119, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %121 = stablehlo.broadcast_in_dim %c_40, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %123 = stablehlo.compare LE, %118, %122, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %124 = stablehlo.and %120, %123 : tensor<3x1xi1>
    %c_42 = stablehlo.constant dense<true> : tensor<i1>
    %125 = stablehlo.reduce(%124 init: %c_42) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %126 = "stablehlo.gather"(%84#1, %118) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xi32>, tensor<3x1xi32>) -> tensor<3xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %127 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %128 = stablehlo.select %125, %126, %127 : tensor<3xi1>, tensor<3xi32>
    %129 = stablehlo.iota dim = 0 : tensor<3xi32>
    %130 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %131 = stablehlo.compare LT, %129, %130, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_44 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %132 = stablehlo.reduce(%128 init: %c_44) applies stablehlo.maximum across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
    %133 = call @_where_44(%131, %128, %132) : (tensor<3xi1>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %134 = stablehlo.iota dim = 0 : tensor<3xi32>
    %135 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %136 = stablehlo.compare LT, %134, %135, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_45 = stablehlo.constant dense<2147483647> : tensor<i32>
    %137 = stablehlo.reduce(%133 init: %c_45) applies stablehlo.minimum across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
    %138 = call @_where_44(%136, %133, %137) : (tensor<3xi1>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    return %138 : tensor<3xi32>
  }
  func.func private @_where_32(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8xi1>, tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @_unique_sorted_mask_33(%arg0: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>) {
    %0 = stablehlo.reshape %arg0 : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x1xi32>) -> tensor<1x4xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x4xi32>
    %3 = call @lexsort_34(%2) : (tensor<1x4xi32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.add %3, %6 : tensor<4xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<4xi1>, tensor<4xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<4x1xi32>) -> tensor<4xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %12 = stablehlo.slice %10 [1:4] : (tensor<4xi32>) -> tensor<3xi32>
    %13 = stablehlo.slice %10 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<3xi1>, tensor<i1>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<4xi1>, tensor<1xi32>, tensor<3xi1>) -> tensor<4xi1>
    return %10, %17 : tensor<4xi32>, tensor<4xi1>
  }
  func.func private @lexsort_34(%arg0: tensor<1x4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<1x4xi32>) -> tensor<1x4xi32>
    %2 = stablehlo.reshape %1 : (tensor<1x4xi32>) -> tensor<4xi32>
    %3:2 = "stablehlo.sort"(%2, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
    return %3#1 : tensor<4xi32>
  }
  func.func private @cumsum_35(%arg0: tensor<4xi1>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<4xi1>) -> tensor<4xi32>
    %1 = call @cumsum_22(%0) : (tensor<4xi32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @cumsum_36(%arg0: tensor<11xi1>) -> tensor<11xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<11xi1>) -> tensor<11xi32>
    %1 = call @cumsum_37(%0) : (tensor<11xi32>) -> tensor<11xi32>
    return %1 : tensor<11xi32>
  }
  func.func private @cumsum_37(%arg0: tensor<11xi32>) -> tensor<11xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<11xi32>, tensor<i32>) -> (tensor<11xi32>, tensor<i32>)
    return %0#0 : tensor<11xi32>
  }
  func.func private @cumsum_38(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %0 = call @cumsum_39(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @cumsum_39(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<3xi32>, tensor<i32>) -> (tensor<3xi32>, tensor<i32>)
    return %0#0 : tensor<3xi32>
  }
  func.func private @floor_divide_40(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
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
    %14 = call @_where_41(%11, %13, %2) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %14 : tensor<3xi32>
  }
  func.func private @_where_41(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @remainder_42(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
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
  func.func private @_where_43(%arg0: tensor<3xi1>, %arg1: tensor<1xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @_where_44(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<3xi1>, tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @argsort(%arg0: tensor<8xi1>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.reverse %arg0, dims = [0] : tensor<8xi1>
    %2 = stablehlo.reverse %0, dims = [0] : tensor<8xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %5 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<8xi1>, tensor<8xi32>) -> (tensor<8xi1>, tensor<8xi32>)
    %4 = stablehlo.reverse %3#1, dims = [0] : tensor<8xi32>
    return %4 : tensor<8xi32>
  }
  func.func private @_unique_sorted_mask_45(%arg0: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xi1>) {
    %0 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<6x1xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<6x1xf32>) -> tensor<1x6xf32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x6xf32>
    %3 = call @lexsort_46(%2) : (tensor<1x6xf32>) -> tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.add %3, %6 : tensor<6xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<6xi1>, tensor<6xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<6x1xi32>) -> tensor<6xf32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %12 = stablehlo.slice %10 [1:6] : (tensor<6xf32>) -> tensor<5xf32>
    %13 = stablehlo.slice %10 [0:5] : (tensor<6xf32>) -> tensor<5xf32>
    %14 = stablehlo.compare NE, %12, %13, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %15 = stablehlo.compare NE, %12, %12, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %16 = stablehlo.compare NE, %13, %13, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %17 = stablehlo.and %15, %16 : tensor<5xi1>
    %18 = stablehlo.not %17 : tensor<5xi1>
    %19 = stablehlo.and %14, %18 : tensor<5xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<5xi1>, tensor<i1>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%11, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<6xi1>, tensor<1xi32>, tensor<5xi1>) -> tensor<6xi1>
    return %10, %22 : tensor<6xf32>, tensor<6xi1>
  }
  func.func private @lexsort_46(%arg0: tensor<1x6xf32>) -> tensor<6xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<6xi32>
    %1 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x6xf32>) -> tensor<6xf32>
    %3:2 = "stablehlo.sort"(%2, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.select %4, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %7 = stablehlo.select %6, %cst_1, %5 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %9 = stablehlo.select %8, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %11 = stablehlo.select %10, %cst_4, %9 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare LT, %7, %11, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    }) : (tensor<6xf32>, tensor<6xi32>) -> (tensor<6xf32>, tensor<6xi32>)
    return %3#1 : tensor<6xi32>
  }
  func.func private @cumsum_47(%arg0: tensor<6xi1>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<6xi1>) -> tensor<6xi32>
    %1 = call @cumsum_2(%0) : (tensor<6xi32>) -> tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @cumsum_48(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %0 = call @cumsum_49(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @cumsum_49(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<5xi32>, tensor<i32>) -> (tensor<5xi32>, tensor<i32>)
    return %0#0 : tensor<5xi32>
  }
  func.func private @floor_divide_50(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
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
    %14 = call @_where_51(%11, %13, %2) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    return %14 : tensor<5xi32>
  }
  func.func private @_where_51(%arg0: tensor<5xi1>, %arg1: tensor<5xi32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @remainder_52(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
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
  func.func private @_where_53(%arg0: tensor<5xi1>, %arg1: tensor<i32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %2 : tensor<5xi32>
  }
}
