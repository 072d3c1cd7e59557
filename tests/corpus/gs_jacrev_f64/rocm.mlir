module @jit_gs_jacrev_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>) -> (tensor<6x6xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<6xf64>) -> tensor<6xf64>
    %1 = stablehlo.slice %0 [5:6] : (tensor<6xf64>) -> tensor<1xf64>
    %2 = stablehlo.reshape %1 : (tensor<1xf64>) -> tensor<f64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %9:9 = stablehlo.while(%iterArg = %0, %iterArg_10 = %c, %iterArg_11 = %2, %iterArg_12 = %3, %iterArg_13 = %4, %iterArg_14 = %5, %iterArg_15 = %6, %iterArg_16 = %7, %iterArg_17 = %8) : tensor<6xf64>, tensor<i64>, tensor<f64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>
    cond {
      %c_18 = stablehlo.constant dense<6> : tensor<i64>
      %26 = stablehlo.compare LT, %iterArg_10, %c_18, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %26 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<6xf64>, tensor<i64>) -> tensor<f64>
      %27 = stablehlo.sine %26 : tensor<f64>
      %28 = stablehlo.cosine %26 : tensor<f64>
      %29 = stablehlo.multiply %iterArg_11, %27 : tensor<f64>
      %30 = stablehlo.multiply %26, %26 : tensor<f64>
      %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
      %31 = stablehlo.multiply %cst_18, %26 : tensor<f64>
      %32 = stablehlo.add %29, %30 : tensor<f64>
      %33 = stablehlo.multiply %32, %32 : tensor<f64>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %34 = stablehlo.add %33, %cst_19 : tensor<f64>
      %35 = func.call @dynamic_update_index_in_dim(%iterArg_12, %28, %iterArg_10) : (tensor<6xf64>, tensor<f64>, tensor<i64>) -> tensor<6xf64>
      %36 = func.call @dynamic_update_index_in_dim(%iterArg_13, %27, %iterArg_10) : (tensor<6xf64>, tensor<f64>, tensor<i64>) -> tensor<6xf64>
      %37 = func.call @dynamic_update_index_in_dim(%iterArg_14, %iterArg_11, %iterArg_10) : (tensor<6xf64>, tensor<f64>, tensor<i64>) -> tensor<6xf64>
      %38 = func.call @dynamic_update_index_in_dim(%iterArg_15, %31, %iterArg_10) : (tensor<6xf64>, tensor<f64>, tensor<i64>) -> tensor<6xf64>
      %39 = func.call @dynamic_update_index_in_dim(%iterArg_16, %32, %iterArg_10) : (tensor<6xf64>, tensor<f64>, tensor<i64>) -> tensor<6xf64>
      %40 = func.call @dynamic_update_index_in_dim(%iterArg_17, %34, %iterArg_10) : (tensor<6xf64>, tensor<f64>, tensor<i64>) -> tensor<6xf64>
      %c_20 = stablehlo.constant dense<1> : tensor<i64>
      %41 = stablehlo.add %iterArg_10, %c_20 : tensor<i64>
      stablehlo.return %iterArg, %41, %32, %35, %36, %37, %38, %39, %40 : tensor<6xf64>, tensor<i64>, tensor<f64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>
    }
    %10 = stablehlo.iota dim = 0 : tensor<6x6xi64>
    %11 = stablehlo.iota dim = 1 : tensor<6x6xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<6x6xi64>
    %13 = stablehlo.add %10, %12 : tensor<6x6xi64>
    %14 = stablehlo.compare EQ, %13, %11, SIGNED : (tensor<6x6xi64>, tensor<6x6xi64>) -> tensor<6x6xi1>
    %15 = stablehlo.convert %14 : (tensor<6x6xi1>) -> tensor<6x6xf64>
    %16 = stablehlo.slice %15 [0:6, 0:6] : (tensor<6x6xf64>) -> tensor<6x6xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %18 = stablehlo.transpose %16, dims = [1, 0] : (tensor<6x6xf64>) -> tensor<6x6xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<6x6xf64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %20:10 = stablehlo.while(%iterArg = %18, %iterArg_10 = %9#3, %iterArg_11 = %9#4, %iterArg_12 = %9#5, %iterArg_13 = %9#6, %iterArg_14 = %9#7, %iterArg_15 = %9#8, %iterArg_16 = %c_8, %iterArg_17 = %17, %iterArg_18 = %19) : tensor<6x6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<i64>, tensor<6xf64>, tensor<6x6xf64>
    cond {
      %c_19 = stablehlo.constant dense<6> : tensor<i64>
      %26 = stablehlo.compare LT, %iterArg_16, %c_19, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %c_19 = stablehlo.constant dense<6> : tensor<i64>
      %26 = stablehlo.subtract %c_19, %iterArg_16 : tensor<i64>
      %c_20 = stablehlo.constant dense<1> : tensor<i64>
      %27 = stablehlo.subtract %26, %c_20 : tensor<i64>
      %28 = func.call @dynamic_index_in_dim_0(%iterArg, %27) : (tensor<6x6xf64>, tensor<i64>) -> tensor<6xf64>
      %29 = func.call @dynamic_index_in_dim(%iterArg_10, %27) : (tensor<6xf64>, tensor<i64>) -> tensor<f64>
      %30 = func.call @dynamic_index_in_dim(%iterArg_11, %27) : (tensor<6xf64>, tensor<i64>) -> tensor<f64>
      %31 = func.call @dynamic_index_in_dim(%iterArg_12, %27) : (tensor<6xf64>, tensor<i64>) -> tensor<f64>
      %32 = func.call @dynamic_index_in_dim(%iterArg_13, %27) : (tensor<6xf64>, tensor<i64>) -> tensor<f64>
      %33 = func.call @dynamic_index_in_dim(%iterArg_14, %27) : (tensor<6xf64>, tensor<i64>) -> tensor<f64>
      %34 = func.call @dynamic_index_in_dim(%iterArg_15, %27) : (tensor<6xf64>, tensor<i64>) -> tensor<f64>
      %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f64>) -> tensor<6xf64>
      %36 = stablehlo.divide %28, %35 : tensor<6xf64>
      %37 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f64>) -> tensor<6xf64>
      %38 = stablehlo.multiply %37, %36 : tensor<6xf64>
      %39 = stablehlo.add %iterArg_17, %38 : tensor<6xf64>
      %40 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f64>) -> tensor<6xf64>
      %41 = stablehlo.multiply %36, %40 : tensor<6xf64>
      %42 = stablehlo.add %39, %41 : tensor<6xf64>
      %43 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f64>) -> tensor<6xf64>
      %44 = stablehlo.multiply %42, %43 : tensor<6xf64>
      %45 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f64>) -> tensor<6xf64>
      %46 = stablehlo.multiply %45, %42 : tensor<6xf64>
      %47 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f64>) -> tensor<6xf64>
      %48 = stablehlo.multiply %42, %47 : tensor<6xf64>
      %49 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f64>) -> tensor<6xf64>
      %50 = stablehlo.multiply %46, %49 : tensor<6xf64>
      %51 = stablehlo.add %44, %50 : tensor<6xf64>
      %52 = func.call @dynamic_update_index_in_dim_1(%iterArg_18, %51, %27) : (tensor<6x6xf64>, tensor<6xf64>, tensor<i64>) -> tensor<6x6xf64>
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %53 = stablehlo.add %iterArg_16, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %53, %48, %52 : tensor<6x6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<i64>, tensor<6xf64>, tensor<6x6xf64>
    }
    %21 = stablehlo.broadcast_in_dim %20#8, dims = [0] : (tensor<6xf64>) -> tensor<6x1xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.pad %21, %cst_9, low = [0, 5], high = [0, 0], interior = [0, 0] : (tensor<6x1xf64>, tensor<f64>) -> tensor<6x6xf64>
    %23 = stablehlo.transpose %20#9, dims = [1, 0] : (tensor<6x6xf64>) -> tensor<6x6xf64>
    %24 = stablehlo.add %23, %22 : tensor<6x6xf64>
    %25 = stablehlo.slice %24 [0:6, 0:6] : (tensor<6x6xf64>) -> tensor<6x6xf64>
    return %25 : tensor<6x6xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6xf64>, %arg1: tensor<i64>) -> tensor<f64> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<6xf64>, tensor<i64>) -> tensor<1xf64>
    %1 = stablehlo.reshape %0 : (tensor<1xf64>) -> tensor<f64>
    return %1 : tensor<f64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6xf64>, %arg1: tensor<f64>, %arg2: tensor<i64>) -> tensor<6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<6xf64>, tensor<1xf64>, tensor<i64>) -> tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<6x6xf64>, %arg1: tensor<i64>) -> tensor<6xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 6] : (tensor<6x6xf64>, tensor<i64>, tensor<i64>) -> tensor<1x6xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x6xf64>) -> tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<6x6xf64>, %arg1: tensor<6xf64>, %arg2: tensor<i64>) -> tensor<6x6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf64>) -> tensor<1x6xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x6xf64>, tensor<1x6xf64>, tensor<i64>, tensor<i64>) -> tensor<6x6xf64>
    return %1 : tensor<6x6xf64>
  }
}
