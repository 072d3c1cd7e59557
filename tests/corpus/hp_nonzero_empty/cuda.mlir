module @jit_hp_nonzero_empty attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<0x3xf32>, %arg2: tensor<1xi32>, %arg3: tensor<1x1xi1>) -> (tensor<0xi32> {jax.result_info = "result[0][0]"}, tensor<0xi32> {jax.result_info = "result[0][1]"}, tensor<2xi32> {jax.result_info = "result[1][0]"}, tensor<2xi32> {jax.result_info = "result[1][1]"}, tensor<1xi32> {jax.result_info = "result[2][0]"}, tensor<3xi32> {jax.result_info = "result[3][0]"}, tensor<2xi32> {jax.result_info = "result[4][0]"}, tensor<2xi32> {jax.result_info = "result[4][1]"}, tensor<3x4xf32> {jax.result_info = "result[5]"}, tensor<0x3xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.custom_call @AllocateBuffer() : () -> tensor<0xi32>
    %2 = stablehlo.custom_call @AllocateBuffer() : () -> tensor<0xi32>
    %3 = stablehlo.custom_call @AllocateBuffer() : () -> tensor<2xi32>
    %4 = stablehlo.custom_call @AllocateBuffer() : () -> tensor<2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare NE, %arg2, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = call @cumsum(%6) : (tensor<1xi1>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.compare LT, %7, %9, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.add %7, %11 : tensor<1xi32>
    %13 = stablehlo.select %10, %12, %7 : tensor<1xi1>, tensor<1xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.scatter"(%8, %14, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %76 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %76 : tensor<i32>
    }) : (tensor<1xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %17 = call @cumsum_1(%16) : (tensor<1xi32>) -> tensor<1xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %18 = call @floor_divide(%17, %c_4) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %19 = call @remainder(%18, %c_5) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.convert %6 : (tensor<1xi1>) -> tensor<1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.reduce(%20 init: %c_6) applies stablehlo.add across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.iota dim = 0 : tensor<1xi32>
    %24 = stablehlo.compare GE, %23, %22, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %25 = call @_where_3(%24, %c_7, %19) : (tensor<1xi1>, tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = stablehlo.compare NE, %arg2, %26, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %28 = call @cumsum(%27) : (tensor<1xi1>) -> tensor<1xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.compare LT, %28, %30, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_11 = stablehlo.constant dense<3> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.add %28, %32 : tensor<1xi32>
    %34 = stablehlo.select %31, %33, %28 : tensor<1xi1>, tensor<1xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %37 = "stablehlo.scatter"(%29, %35, %36) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %76 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %76 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %38 = call @cumsum_4(%37) : (tensor<3xi32>) -> tensor<3xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %39 = call @floor_divide_6(%38, %c_13) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %40 = call @remainder_8(%39, %c_14) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %41 = stablehlo.convert %27 : (tensor<1xi1>) -> tensor<1xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.reduce(%41 init: %c_15) applies stablehlo.add across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %44 = stablehlo.iota dim = 0 : tensor<3xi32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<1xi32>) -> tensor<3xi32>
    %46 = stablehlo.compare GE, %44, %45, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %47 = call @_where_9(%46, %c_16, %40) : (tensor<3xi1>, tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
    %48 = stablehlo.reshape %arg3 : (tensor<1x1xi1>) -> tensor<1xi1>
    %49 = call @cumsum(%48) : (tensor<1xi1>) -> tensor<1xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %52 = stablehlo.compare LT, %49, %51, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.add %49, %53 : tensor<1xi32>
    %55 = stablehlo.select %52, %54, %49 : tensor<1xi1>, tensor<1xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = "stablehlo.scatter"(%50, %56, %57) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %76 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %76 : tensor<i32>
    }) : (tensor<2xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = call @cumsum_10(%58) : (tensor<2xi32>) -> tensor<2xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %60 = call @floor_divide_12(%59, %c_21) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %61 = call @remainder_14(%60, %c_22) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %62 = call @floor_divide_12(%59, %c_23) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %63 = call @remainder_14(%62, %c_24) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %64 = stablehlo.convert %48 : (tensor<1xi1>) -> tensor<1xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %65 = stablehlo.reduce(%64 init: %c_25) applies stablehlo.add across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %67 = stablehlo.iota dim = 0 : tensor<2xi32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<1xi32>) -> tensor<2xi32>
    %69 = stablehlo.compare GE, %67, %68, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_26 = stablehlo.constant dense<4> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %71 = call @_where_15(%69, %70, %61) : (tensor<2xi1>, tensor<1xi32>, tensor<2xi32>) -> tensor<2xi32>
    %c_27 = stablehlo.constant dense<4> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %73 = call @_where_15(%69, %72, %63) : (tensor<2xi1>, tensor<1xi32>, tensor<2xi32>) -> tensor<2xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x3xf32>
    %75 = stablehlo.add %arg1, %74 : tensor<0x3xf32>
    return %1, %2, %3, %4, %25, %47, %71, %73, %0, %75 : tensor<0xi32>, tensor<0xi32>, tensor<2xi32>, tensor<2xi32>, tensor<1xi32>, tensor<3xi32>, tensor<2xi32>, tensor<2xi32>, tensor<3x4xf32>, tensor<0x3xf32>
  }
  func.func private @cumsum(%arg0: tensor<1xi1>) -> tensor<1xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<1xi1>) -> tensor<1xi32>
    %1 = call @cumsum_0(%0) : (tensor<1xi32>) -> tensor<1xi32>
    return %1 : tensor<1xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<1xi32>, tensor<i32>) -> (tensor<1xi32>, tensor<i32>)
    return %0#0 : tensor<1xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @floor_divide(%arg0: tensor<1xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<1xi32>
    %3 = stablehlo.sign %arg0 : tensor<1xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %11 = stablehlo.and %6, %10 : tensor<1xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<1xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    return %14 : tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<1xi32>, %arg2: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @remainder(%arg0: tensor<1xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_2(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %12 = stablehlo.and %11, %6 : tensor<1xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.add %4, %13 : tensor<1xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<1xi1>, tensor<1xi32>
    return %15 : tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_3(%arg0: tensor<1xi1>, %arg1: tensor<i32>, %arg2: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1xi1>, tensor<1xi32>
    return %2 : tensor<1xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %0 = call @cumsum_5(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<3xi32>, tensor<i32>) -> (tensor<3xi32>, tensor<i32>)
    return %0#0 : tensor<3xi32>
  }
  func.func private @floor_divide_6(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
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
    %14 = call @_where_7(%11, %13, %2) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %14 : tensor<3xi32>
  }
  func.func private @_where_7(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @remainder_8(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_2(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_9(%arg0: tensor<3xi1>, %arg1: tensor<i32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %2 : tensor<3xi32>
  }
  func.func private @cumsum_10(%arg0: tensor<2xi32>) -> tensor<2xi32> {
    %0 = call @cumsum_11(%arg0) : (tensor<2xi32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func private @cumsum_11(%arg0: tensor<2xi32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<2xi32>, tensor<i32>) -> (tensor<2xi32>, tensor<i32>)
    return %0#0 : tensor<2xi32>
  }
  func.func private @floor_divide_12(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<2xi32>
    %3 = stablehlo.sign %arg0 : tensor<2xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.and %6, %10 : tensor<2xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<2xi32>
    %14 = call @_where_13(%11, %13, %2) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    return %14 : tensor<2xi32>
  }
  func.func private @_where_13(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2xi1>, tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func private @remainder_14(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_2(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %12 = stablehlo.and %11, %6 : tensor<2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.add %4, %13 : tensor<2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2xi1>, tensor<2xi32>
    return %15 : tensor<2xi32>
  }
  func.func private @_where_15(%arg0: tensor<2xi1>, %arg1: tensor<1xi32>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xi32>) -> tensor<2xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<2xi1>, tensor<2xi32>
    return %1 : tensor<2xi32>
  }
}
