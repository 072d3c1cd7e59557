module @jit_hp_nonzero_x64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf64>, %arg1: tensor<2x5xi64>) -> (tensor<5xi64> {jax.result_info = "result[0][0]"}, tensor<4xf64> {jax.result_info = "result[1][0]"}, tensor<3xi64> {jax.result_info = "result[2][0]"}, tensor<3xi64> {jax.result_info = "result[2][1]"}, tensor<2x2xi64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<10xf64>) -> tensor<10xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %2 = stablehlo.compare NE, %0, %1, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %3 = call @cumsum(%2) : (tensor<10xi1>) -> tensor<10xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %6 = stablehlo.compare LT, %3, %5, SIGNED : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %c_1 = stablehlo.constant dense<5> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %8 = stablehlo.add %3, %7 : tensor<10xi64>
    %9 = stablehlo.select %6, %8, %3 : tensor<10xi1>, tensor<10xi64>
    %10 = stablehlo.convert %9 : (tensor<10xi64>) -> tensor<10xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %13 = "stablehlo.scatter"(%4, %11, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %109 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %109 : tensor<i64>
    }) : (tensor<5xi64>, tensor<10x1xi32>, tensor<10xi64>) -> tensor<5xi64>
    %14 = call @cumsum_1(%13) : (tensor<5xi64>) -> tensor<5xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %15 = call @floor_divide(%14, %c_3) : (tensor<5xi64>, tensor<i64>) -> tensor<5xi64>
    %c_4 = stablehlo.constant dense<10> : tensor<i64>
    %16 = call @remainder(%15, %c_4) : (tensor<5xi64>, tensor<i64>) -> tensor<5xi64>
    %17 = stablehlo.convert %2 : (tensor<10xi1>) -> tensor<10xi32>
    %18 = stablehlo.convert %17 : (tensor<10xi32>) -> tensor<10xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.reduce(%18 init: %c_5) applies stablehlo.add across dimensions = [0] : (tensor<10xi64>, tensor<i64>) -> tensor<i64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %21 = stablehlo.iota dim = 0 : tensor<5xi64>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<1xi64>) -> tensor<5xi64>
    %23 = stablehlo.compare GE, %21, %22, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %24 = call @_where_4(%23, %c_6, %16) : (tensor<5xi1>, tensor<i64>, tensor<5xi64>) -> tensor<5xi64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %26 = stablehlo.compare NE, %0, %25, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %27 = call @cumsum(%26) : (tensor<10xi1>) -> tensor<10xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %28 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %30 = stablehlo.compare LT, %27, %29, SIGNED : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %c_10 = stablehlo.constant dense<4> : tensor<i64>
    %31 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %32 = stablehlo.add %27, %31 : tensor<10xi64>
    %33 = stablehlo.select %30, %32, %27 : tensor<10xi1>, tensor<10xi64>
    %34 = stablehlo.convert %33 : (tensor<10xi64>) -> tensor<10xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i64>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %37 = "stablehlo.scatter"(%28, %35, %36) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %109 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %109 : tensor<i64>
    }) : (tensor<4xi64>, tensor<10x1xi32>, tensor<10xi64>) -> tensor<4xi64>
    %38 = call @cumsum_5(%37) : (tensor<4xi64>) -> tensor<4xi64>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %39 = call @floor_divide_7(%38, %c_12) : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
    %c_13 = stablehlo.constant dense<10> : tensor<i64>
    %40 = call @remainder_9(%39, %c_13) : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
    %41 = stablehlo.convert %40 : (tensor<4xi64>) -> tensor<4xf64>
    %42 = stablehlo.convert %26 : (tensor<10xi1>) -> tensor<10xi32>
    %43 = stablehlo.convert %42 : (tensor<10xi32>) -> tensor<10xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<i64>
    %44 = stablehlo.reduce(%43 init: %c_14) applies stablehlo.add across dimensions = [0] : (tensor<10xi64>, tensor<i64>) -> tensor<i64>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %46 = stablehlo.iota dim = 0 : tensor<4xi64>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<1xi64>) -> tensor<4xi64>
    %48 = stablehlo.compare GE, %46, %47, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %50 = call @_where_10(%48, %49, %41) : (tensor<4xi1>, tensor<1xf64>, tensor<4xf64>) -> tensor<4xf64>
    %51 = stablehlo.reshape %arg1 : (tensor<2x5xi64>) -> tensor<10xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<i64>
    %52 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %53 = stablehlo.compare NE, %51, %52, SIGNED : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %54 = call @cumsum(%53) : (tensor<10xi1>) -> tensor<10xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<i64>
    %55 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %56 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %57 = stablehlo.compare LT, %54, %56, SIGNED : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %c_19 = stablehlo.constant dense<3> : tensor<i64>
    %58 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %59 = stablehlo.add %54, %58 : tensor<10xi64>
    %60 = stablehlo.select %57, %59, %54 : tensor<10xi1>, tensor<10xi64>
    %61 = stablehlo.convert %60 : (tensor<10xi64>) -> tensor<10xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %63 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %64 = "stablehlo.scatter"(%55, %62, %63) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %109 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %109 : tensor<i64>
    }) : (tensor<3xi64>, tensor<10x1xi32>, tensor<10xi64>) -> tensor<3xi64>
    %65 = call @cumsum_11(%64) : (tensor<3xi64>) -> tensor<3xi64>
    %c_21 = stablehlo.constant dense<5> : tensor<i64>
    %66 = call @floor_divide_13(%65, %c_21) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    %c_22 = stablehlo.constant dense<2> : tensor<i64>
    %67 = call @remainder_15(%66, %c_22) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %68 = call @floor_divide_13(%65, %c_23) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    %c_24 = stablehlo.constant dense<5> : tensor<i64>
    %69 = call @remainder_15(%68, %c_24) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    %70 = stablehlo.convert %53 : (tensor<10xi1>) -> tensor<10xi32>
    %71 = stablehlo.convert %70 : (tensor<10xi32>) -> tensor<10xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %72 = stablehlo.reduce(%71 init: %c_25) applies stablehlo.add across dimensions = [0] : (tensor<10xi64>, tensor<i64>) -> tensor<i64>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %74 = stablehlo.iota dim = 0 : tensor<3xi64>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<1xi64>) -> tensor<3xi64>
    %76 = stablehlo.compare GE, %74, %75, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_26 = stablehlo.constant dense<-1> : tensor<i64>
    %77 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %78 = call @_where_16(%76, %77, %67) : (tensor<3xi1>, tensor<1xi64>, tensor<3xi64>) -> tensor<3xi64>
    %c_27 = stablehlo.constant dense<-1> : tensor<i64>
    %79 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %80 = call @_where_16(%76, %79, %69) : (tensor<3xi1>, tensor<1xi64>, tensor<3xi64>) -> tensor<3xi64>
    %c_28 = stablehlo.constant dense<0> : tensor<i64>
    %81 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<2x5xi64>
    %82 = stablehlo.compare NE, %arg1, %81, SIGNED : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi1>
    %83 = call @cumsum_17(%82) : (tensor<2x5xi1>) -> tensor<2x5xi64>
    %c_29 = stablehlo.constant dense<0> : tensor<i64>
    %84 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %c_30 = stablehlo.constant dense<0> : tensor<i64>
    %85 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<2x5xi64>
    %86 = stablehlo.compare LT, %83, %85, SIGNED : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi1>
    %c_31 = stablehlo.constant dense<2> : tensor<i64>
    %87 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<2x5xi64>
    %88 = stablehlo.add %83, %87 : tensor<2x5xi64>
    %89 = stablehlo.select %86, %88, %83 : tensor<2x5xi1>, tensor<2x5xi64>
    %90 = stablehlo.convert %89 : (tensor<2x5xi64>) -> tensor<2x5xi32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<2x5xi32>) -> tensor<2x5x1xi32>
    %c_32 = stablehlo.constant dense<1> : tensor<i64>
    %92 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %93 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<2xi64>) -> tensor<2x2xi64>
    %94 = stablehlo.broadcast_in_dim %92, dims = [1] : (tensor<5xi64>) -> tensor<2x5xi64>
    %95 = "stablehlo.scatter"(%93, %91, %94) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %109 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %109 : tensor<i64>
    }) : (tensor<2x2xi64>, tensor<2x5x1xi32>, tensor<2x5xi64>) -> tensor<2x2xi64>
    %96 = call @cumsum_19(%95) : (tensor<2x2xi64>) -> tensor<2x2xi64>
    %c_33 = stablehlo.constant dense<1> : tensor<i64>
    %97 = call @floor_divide_21(%96, %c_33) : (tensor<2x2xi64>, tensor<i64>) -> tensor<2x2xi64>
    %c_34 = stablehlo.constant dense<5> : tensor<i64>
    %98 = call @remainder_23(%97, %c_34) : (tensor<2x2xi64>, tensor<i64>) -> tensor<2x2xi64>
    %99 = stablehlo.convert %82 : (tensor<2x5xi1>) -> tensor<2x5xi32>
    %100 = stablehlo.convert %99 : (tensor<2x5xi32>) -> tensor<2x5xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<i64>
    %101 = stablehlo.reduce(%100 init: %c_35) applies stablehlo.add across dimensions = [1] : (tensor<2x5xi64>, tensor<i64>) -> tensor<2xi64>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<2xi64>) -> tensor<2x1xi64>
    %103 = stablehlo.iota dim = 0 : tensor<2xi64>
    %104 = stablehlo.broadcast_in_dim %103, dims = [1] : (tensor<2xi64>) -> tensor<1x2xi64>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<1x2xi64>) -> tensor<2x2xi64>
    %106 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<2x1xi64>) -> tensor<2x2xi64>
    %107 = stablehlo.compare GE, %105, %106, SIGNED : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %c_36 = stablehlo.constant dense<0> : tensor<i64>
    %108 = call @_where_24(%107, %c_36, %98) : (tensor<2x2xi1>, tensor<i64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    return %24, %50, %78, %80, %108 : tensor<5xi64>, tensor<4xf64>, tensor<3xi64>, tensor<3xi64>, tensor<2x2xi64>
  }
  func.func private @cumsum(%arg0: tensor<10xi1>) -> tensor<10xi64> {
    %0 = stablehlo.convert %arg0 : (tensor<10xi1>) -> tensor<10xi64>
    %1 = call @cumsum_0(%0) : (tensor<10xi64>) -> tensor<10xi64>
    return %1 : tensor<10xi64>
  }
  func.func private @cumsum_0(%arg0: tensor<10xi64>) -> tensor<10xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i64>, %carry: tensor<i64>):
      %1 = stablehlo.add %input, %carry : tensor<i64>
      stablehlo.return %1, %1 : tensor<i64>, tensor<i64>
    } : (tensor<10xi64>, tensor<i64>) -> (tensor<10xi64>, tensor<i64>)
    return %0#0 : tensor<10xi64>
  }
  func.func private @cumsum_1(%arg0: tensor<5xi64>) -> tensor<5xi64> {
    %0 = call @cumsum_2(%arg0) : (tensor<5xi64>) -> tensor<5xi64>
    return %0 : tensor<5xi64>
  }
  func.func private @cumsum_2(%arg0: tensor<5xi64>) -> tensor<5xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i64>, %carry: tensor<i64>):
      %1 = stablehlo.add %input, %carry : tensor<i64>
      stablehlo.return %1, %1 : tensor<i64>, tensor<i64>
    } : (tensor<5xi64>, tensor<i64>) -> (tensor<5xi64>, tensor<i64>)
    return %0#0 : tensor<5xi64>
  }
  func.func private @floor_divide(%arg0: tensor<5xi64>, %arg1: tensor<i64>) -> tensor<5xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %2 = stablehlo.divide %arg0, %1 : tensor<5xi64>
    %3 = stablehlo.sign %arg0 : tensor<5xi64>
    %4 = stablehlo.sign %0 : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %8 = stablehlo.remainder %arg0, %7 : tensor<5xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %11 = stablehlo.and %6, %10 : tensor<5xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %13 = stablehlo.subtract %2, %12 : tensor<5xi64>
    %14 = call @_where(%11, %13, %2) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    return %14 : tensor<5xi64>
  }
  func.func private @_where(%arg0: tensor<5xi1>, %arg1: tensor<5xi64>, %arg2: tensor<5xi64>) -> tensor<5xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5xi1>, tensor<5xi64>
    return %0 : tensor<5xi64>
  }
  func.func private @remainder(%arg0: tensor<5xi64>, %arg1: tensor<i64>) -> tensor<5xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<5xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %12 = stablehlo.and %11, %6 : tensor<5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %14 = stablehlo.add %4, %13 : tensor<5xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<5xi1>, tensor<5xi64>
    return %15 : tensor<5xi64>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_where_4(%arg0: tensor<5xi1>, %arg1: tensor<i64>, %arg2: tensor<5xi64>) -> tensor<5xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5xi1>, tensor<5xi64>
    return %2 : tensor<5xi64>
  }
  func.func private @cumsum_5(%arg0: tensor<4xi64>) -> tensor<4xi64> {
    %0 = call @cumsum_6(%arg0) : (tensor<4xi64>) -> tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func private @cumsum_6(%arg0: tensor<4xi64>) -> tensor<4xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i64>, %carry: tensor<i64>):
      %1 = stablehlo.add %input, %carry : tensor<i64>
      stablehlo.return %1, %1 : tensor<i64>, tensor<i64>
    } : (tensor<4xi64>, tensor<i64>) -> (tensor<4xi64>, tensor<i64>)
    return %0#0 : tensor<4xi64>
  }
  func.func private @floor_divide_7(%arg0: tensor<4xi64>, %arg1: tensor<i64>) -> tensor<4xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %2 = stablehlo.divide %arg0, %1 : tensor<4xi64>
    %3 = stablehlo.sign %arg0 : tensor<4xi64>
    %4 = stablehlo.sign %0 : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %8 = stablehlo.remainder %arg0, %7 : tensor<4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %11 = stablehlo.and %6, %10 : tensor<4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %13 = stablehlo.subtract %2, %12 : tensor<4xi64>
    %14 = call @_where_8(%11, %13, %2) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    return %14 : tensor<4xi64>
  }
  func.func private @_where_8(%arg0: tensor<4xi1>, %arg1: tensor<4xi64>, %arg2: tensor<4xi64>) -> tensor<4xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func private @remainder_9(%arg0: tensor<4xi64>, %arg1: tensor<i64>) -> tensor<4xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %14 = stablehlo.add %4, %13 : tensor<4xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xi64>
    return %15 : tensor<4xi64>
  }
  func.func private @_where_10(%arg0: tensor<4xi1>, %arg1: tensor<1xf64>, %arg2: tensor<4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xf64>) -> tensor<4xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4xi1>, tensor<4xf64>
    return %1 : tensor<4xf64>
  }
  func.func private @cumsum_11(%arg0: tensor<3xi64>) -> tensor<3xi64> {
    %0 = call @cumsum_12(%arg0) : (tensor<3xi64>) -> tensor<3xi64>
    return %0 : tensor<3xi64>
  }
  func.func private @cumsum_12(%arg0: tensor<3xi64>) -> tensor<3xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i64>, %carry: tensor<i64>):
      %1 = stablehlo.add %input, %carry : tensor<i64>
      stablehlo.return %1, %1 : tensor<i64>, tensor<i64>
    } : (tensor<3xi64>, tensor<i64>) -> (tensor<3xi64>, tensor<i64>)
    return %0#0 : tensor<3xi64>
  }
  func.func private @floor_divide_13(%arg0: tensor<3xi64>, %arg1: tensor<i64>) -> tensor<3xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %2 = stablehlo.divide %arg0, %1 : tensor<3xi64>
    %3 = stablehlo.sign %arg0 : tensor<3xi64>
    %4 = stablehlo.sign %0 : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %8 = stablehlo.remainder %arg0, %7 : tensor<3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %11 = stablehlo.and %6, %10 : tensor<3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %13 = stablehlo.subtract %2, %12 : tensor<3xi64>
    %14 = call @_where_14(%11, %13, %2) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    return %14 : tensor<3xi64>
  }
  func.func private @_where_14(%arg0: tensor<3xi1>, %arg1: tensor<3xi64>, %arg2: tensor<3xi64>) -> tensor<3xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi64>
    return %0 : tensor<3xi64>
  }
  func.func private @remainder_15(%arg0: tensor<3xi64>, %arg1: tensor<i64>) -> tensor<3xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %14 = stablehlo.add %4, %13 : tensor<3xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi64>
    return %15 : tensor<3xi64>
  }
  func.func private @_where_16(%arg0: tensor<3xi1>, %arg1: tensor<1xi64>, %arg2: tensor<3xi64>) -> tensor<3xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xi64>) -> tensor<3xi64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<3xi1>, tensor<3xi64>
    return %1 : tensor<3xi64>
  }
  func.func private @cumsum_17(%arg0: tensor<2x5xi1>) -> tensor<2x5xi64> {
    %0 = stablehlo.convert %arg0 : (tensor<2x5xi1>) -> tensor<2x5xi64>
    %1 = call @cumsum_18(%0) : (tensor<2x5xi64>) -> tensor<2x5xi64>
    return %1 : tensor<2x5xi64>
  }
  func.func private @cumsum_18(%arg0: tensor<2x5xi64>) -> tensor<2x5xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<2xi64>, %carry: tensor<2xi64>):
      %2 = stablehlo.add %input, %carry : tensor<2xi64>
      stablehlo.return %2, %2 : tensor<2xi64>, tensor<2xi64>
    } : (tensor<2x5xi64>, tensor<2xi64>) -> (tensor<2x5xi64>, tensor<2xi64>)
    return %1#0 : tensor<2x5xi64>
  }
  func.func private @cumsum_19(%arg0: tensor<2x2xi64>) -> tensor<2x2xi64> {
    %0 = call @cumsum_20(%arg0) : (tensor<2x2xi64>) -> tensor<2x2xi64>
    return %0 : tensor<2x2xi64>
  }
  func.func private @cumsum_20(%arg0: tensor<2x2xi64>) -> tensor<2x2xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<2xi64>, %carry: tensor<2xi64>):
      %2 = stablehlo.add %input, %carry : tensor<2xi64>
      stablehlo.return %2, %2 : tensor<2xi64>, tensor<2xi64>
    } : (tensor<2x2xi64>, tensor<2xi64>) -> (tensor<2x2xi64>, tensor<2xi64>)
    return %1#0 : tensor<2x2xi64>
  }
  func.func private @floor_divide_21(%arg0: tensor<2x2xi64>, %arg1: tensor<i64>) -> tensor<2x2xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %2 = stablehlo.divide %arg0, %1 : tensor<2x2xi64>
    %3 = stablehlo.sign %arg0 : tensor<2x2xi64>
    %4 = stablehlo.sign %0 : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %8 = stablehlo.remainder %arg0, %7 : tensor<2x2xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %11 = stablehlo.and %6, %10 : tensor<2x2xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %13 = stablehlo.subtract %2, %12 : tensor<2x2xi64>
    %14 = call @_where_22(%11, %13, %2) : (tensor<2x2xi1>, tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    return %14 : tensor<2x2xi64>
  }
  func.func private @_where_22(%arg0: tensor<2x2xi1>, %arg1: tensor<2x2xi64>, %arg2: tensor<2x2xi64>) -> tensor<2x2xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x2xi1>, tensor<2x2xi64>
    return %0 : tensor<2x2xi64>
  }
  func.func private @remainder_23(%arg0: tensor<2x2xi64>, %arg1: tensor<i64>) -> tensor<2x2xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2x2xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2x2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
    %12 = stablehlo.and %11, %6 : tensor<2x2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %14 = stablehlo.add %4, %13 : tensor<2x2xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<2x2xi1>, tensor<2x2xi64>
    return %15 : tensor<2x2xi64>
  }
  func.func private @_where_24(%arg0: tensor<2x2xi1>, %arg1: tensor<i64>, %arg2: tensor<2x2xi64>) -> tensor<2x2xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<2x2xi1>, tensor<2x2xi64>
    return %2 : tensor<2x2xi64>
  }
}
