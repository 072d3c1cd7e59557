module @jit_hp_nonzero_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>) -> (tensor<3xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<9xi32> {jax.result_info = "result[2]"}, tensor<5xi32> {jax.result_info = "result[3]"}, tensor<9xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<12xf32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.compare NE, %0, %1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %3 = call @cumsum(%2) : (tensor<12xi1>) -> tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare LT, %3, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.add %3, %7 : tensor<12xi32>
    %9 = stablehlo.select %6, %8, %3 : tensor<12xi1>, tensor<12xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %12 = "stablehlo.scatter"(%4, %10, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %97 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %97 : tensor<i32>
    }) : (tensor<3xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<3xi32>
    %13 = call @cumsum_1(%12) : (tensor<3xi32>) -> tensor<3xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %14 = call @floor_divide(%13, %c_3) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_4 = stablehlo.constant dense<12> : tensor<i32>
    %15 = call @remainder(%14, %c_4) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %16 = stablehlo.convert %2 : (tensor<12xi1>) -> tensor<12xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.reduce(%16 init: %c_5) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.iota dim = 0 : tensor<3xi32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %21 = stablehlo.compare GE, %19, %20, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %22 = call @_where_4(%21, %c_6, %15) : (tensor<3xi1>, tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %24 = stablehlo.compare NE, %0, %23, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %25 = call @cumsum(%24) : (tensor<12xi1>) -> tensor<12xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %28 = stablehlo.compare LT, %25, %27, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_10 = stablehlo.constant dense<6> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %30 = stablehlo.add %25, %29 : tensor<12xi32>
    %31 = stablehlo.select %28, %30, %25 : tensor<12xi1>, tensor<12xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %34 = "stablehlo.scatter"(%26, %32, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %97 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %97 : tensor<i32>
    }) : (tensor<6xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<6xi32>
    %35 = call @cumsum_5(%34) : (tensor<6xi32>) -> tensor<6xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %36 = call @floor_divide_7(%35, %c_12) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_13 = stablehlo.constant dense<12> : tensor<i32>
    %37 = call @remainder_9(%36, %c_13) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %38 = stablehlo.convert %24 : (tensor<12xi1>) -> tensor<12xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.reduce(%38 init: %c_14) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %41 = stablehlo.iota dim = 0 : tensor<6xi32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<1xi32>) -> tensor<6xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %44 = call @_where_10(%43, %c_15, %37) : (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %46 = stablehlo.compare NE, %arg0, %45, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %47 = call @cumsum(%46) : (tensor<12xi1>) -> tensor<12xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %50 = stablehlo.compare LT, %47, %49, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_19 = stablehlo.constant dense<9> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %52 = stablehlo.add %47, %51 : tensor<12xi32>
    %53 = stablehlo.select %50, %52, %47 : tensor<12xi1>, tensor<12xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %56 = "stablehlo.scatter"(%48, %54, %55) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %97 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %97 : tensor<i32>
    }) : (tensor<9xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<9xi32>
    %57 = call @cumsum_11(%56) : (tensor<9xi32>) -> tensor<9xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %58 = call @floor_divide_13(%57, %c_21) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %c_22 = stablehlo.constant dense<12> : tensor<i32>
    %59 = call @remainder_15(%58, %c_22) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %60 = stablehlo.convert %46 : (tensor<12xi1>) -> tensor<12xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.reduce(%60 init: %c_23) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %63 = stablehlo.iota dim = 0 : tensor<9xi32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<1xi32>) -> tensor<9xi32>
    %65 = stablehlo.compare GE, %63, %64, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %66 = call @_where_16(%65, %c_24, %59) : (tensor<9xi1>, tensor<i32>, tensor<9xi32>) -> tensor<9xi32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %68 = stablehlo.compare GT, %0, %67, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %69 = call @cumsum(%68) : (tensor<12xi1>) -> tensor<12xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %72 = stablehlo.compare LT, %69, %71, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_28 = stablehlo.constant dense<5> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %74 = stablehlo.add %69, %73 : tensor<12xi32>
    %75 = stablehlo.select %72, %74, %69 : tensor<12xi1>, tensor<12xi32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %78 = "stablehlo.scatter"(%70, %76, %77) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %97 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %97 : tensor<i32>
    }) : (tensor<5xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<5xi32>
    %79 = call @cumsum_17(%78) : (tensor<5xi32>) -> tensor<5xi32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %80 = call @floor_divide_19(%79, %c_30) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_31 = stablehlo.constant dense<12> : tensor<i32>
    %81 = call @remainder_21(%80, %c_31) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %82 = stablehlo.convert %68 : (tensor<12xi1>) -> tensor<12xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.reduce(%82 init: %c_32) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %85 = stablehlo.iota dim = 0 : tensor<5xi32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<1xi32>) -> tensor<5xi32>
    %87 = stablehlo.compare GE, %85, %86, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_33 = stablehlo.constant dense<-1> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %89 = call @_where_22(%87, %88, %81) : (tensor<5xi1>, tensor<1xi32>, tensor<5xi32>) -> tensor<5xi32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %91 = stablehlo.compare LT, %66, %90, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_35 = stablehlo.constant dense<12> : tensor<i32>
    %92 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %93 = stablehlo.add %66, %92 : tensor<9xi32>
    %94 = stablehlo.select %91, %93, %66 : tensor<9xi1>, tensor<9xi32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %96 = "stablehlo.gather"(%0, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<9x1xi32>) -> tensor<9xf32>
    return %22, %44, %66, %89, %96 : tensor<3xi32>, tensor<6xi32>, tensor<9xi32>, tensor<5xi32>, tensor<9xf32>
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
  func.func private @cumsum_1(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<3xi32>, tensor<i32>) -> (tensor<3xi32>, tensor<i32>)
    return %0#0 : tensor<3xi32>
  }
  func.func private @floor_divide(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
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
    %14 = call @_where(%11, %13, %2) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %14 : tensor<3xi32>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @remainder(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
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
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<3xi1>, %arg1: tensor<i32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %2 : tensor<3xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %0 = call @cumsum_6(%arg0) : (tensor<6xi32>) -> tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<6xi32>, tensor<i32>) -> (tensor<6xi32>, tensor<i32>)
    return %0#0 : tensor<6xi32>
  }
  func.func private @floor_divide_7(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
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
    %14 = call @_where_8(%11, %13, %2) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %14 : tensor<6xi32>
  }
  func.func private @_where_8(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @remainder_9(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
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
  func.func private @_where_10(%arg0: tensor<6xi1>, %arg1: tensor<i32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %2 : tensor<6xi32>
  }
  func.func private @cumsum_11(%arg0: tensor<9xi32>) -> tensor<9xi32> {
    %0 = call @cumsum_12(%arg0) : (tensor<9xi32>) -> tensor<9xi32>
    return %0 : tensor<9xi32>
  }
  func.func private @cumsum_12(%arg0: tensor<9xi32>) -> tensor<9xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<9xi32>, tensor<i32>) -> (tensor<9xi32>, tensor<i32>)
    return %0#0 : tensor<9xi32>
  }
  func.func private @floor_divide_13(%arg0: tensor<9xi32>, %arg1: tensor<i32>) -> tensor<9xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<9xi32>
    %3 = stablehlo.sign %arg0 : tensor<9xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<9xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %11 = stablehlo.and %6, %10 : tensor<9xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<9xi32>
    %14 = call @_where_14(%11, %13, %2) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    return %14 : tensor<9xi32>
  }
  func.func private @_where_14(%arg0: tensor<9xi1>, %arg1: tensor<9xi32>, %arg2: tensor<9xi32>) -> tensor<9xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<9xi1>, tensor<9xi32>
    return %0 : tensor<9xi32>
  }
  func.func private @remainder_15(%arg0: tensor<9xi32>, %arg1: tensor<i32>) -> tensor<9xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<9xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<9xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %12 = stablehlo.and %11, %6 : tensor<9xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %14 = stablehlo.add %4, %13 : tensor<9xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<9xi1>, tensor<9xi32>
    return %15 : tensor<9xi32>
  }
  func.func private @_where_16(%arg0: tensor<9xi1>, %arg1: tensor<i32>, %arg2: tensor<9xi32>) -> tensor<9xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<9xi1>, tensor<9xi32>
    return %2 : tensor<9xi32>
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
  func.func private @_where_22(%arg0: tensor<5xi1>, %arg1: tensor<1xi32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xi32>) -> tensor<5xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %1 : tensor<5xi32>
  }
}
