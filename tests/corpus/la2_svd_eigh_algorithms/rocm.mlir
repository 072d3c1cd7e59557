module @jit_la2_svd_eigh_algorithms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<2x3x4xf64>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}, tensor<4x3xf32> {jax.result_info = "result[3]"}, tensor<3xf32> {jax.result_info = "result[4]"}, tensor<3x3xf32> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}, tensor<3xf32> {jax.result_info = "result[7]"}, tensor<4x3xf32> {jax.result_info = "result[8]"}, tensor<3xf32> {jax.result_info = "result[9]"}, tensor<3x3xf32> {jax.result_info = "result[10]"}, tensor<3x3xf32> {jax.result_info = "result[11]"}, tensor<3xf32> {jax.result_info = "result[12]"}, tensor<3x3xf32> {jax.result_info = "result[13]"}, tensor<3xf32> {jax.result_info = "result[14]"}, tensor<2x3x3xf64> {jax.result_info = "result[15]"}, tensor<2x3xf64> {jax.result_info = "result[16]"}, tensor<2x3x4xf64> {jax.result_info = "result[17]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %1:5 = stablehlo.custom_call @hipsolver_gesvd_ffi(%0) {backend_config = "", mhlo.backend_config = {compute_uv = true, full_matrices = true, transposed = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %7 = stablehlo.select %6, %1#1, %5 : tensor<3xi1>, tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %11 = stablehlo.select %10, %1#2, %9 : tensor<4x4xi1>, tensor<4x4xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %15 = stablehlo.select %14, %1#3, %13 : tensor<3x3xi1>, tensor<3x3xf32>
    %16:5 = stablehlo.custom_call @hipsolver_gesvd_ffi(%0) {backend_config = "", mhlo.backend_config = {compute_uv = true, full_matrices = false, transposed = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=3, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<3x3xf32>, tensor<i32>)
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %18 = stablehlo.compare EQ, %16#4, %17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %22 = stablehlo.select %21, %16#1, %20 : tensor<3xi1>, tensor<3xf32>
    %23 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %26 = stablehlo.select %25, %16#2, %24 : tensor<4x3xi1>, tensor<4x3xf32>
    %27 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %30 = stablehlo.select %29, %16#3, %28 : tensor<3x3xi1>, tensor<3x3xf32>
    %31:5 = stablehlo.custom_call @hipsolver_gesvd_ffi(%0) {backend_config = "", mhlo.backend_config = {compute_uv = false, full_matrices = true, transposed = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [], [], []) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i32>)
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<i32>
    %33 = stablehlo.compare EQ, %31#4, %32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %37 = stablehlo.select %36, %31#1, %35 : tensor<3xi1>, tensor<3xf32>
    %38:5 = stablehlo.custom_call @hipsolver_gesdd_ffi(%0) {backend_config = "", mhlo.backend_config = {compute_uv = false, full_matrices = true, transposed = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [], [], []) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<i32>)
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<i32>
    %40 = stablehlo.compare EQ, %38#4, %39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %44 = stablehlo.select %43, %38#1, %42 : tensor<3xi1>, tensor<3xf32>
    %45:5 = stablehlo.custom_call @hipsolver_gesvdj_ffi(%0) {backend_config = "", mhlo.backend_config = {compute_uv = true, full_matrices = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %46 = stablehlo.transpose %45#3, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %47 = stablehlo.slice %45#2 [0:4, 0:3] : (tensor<4x4xf32>) -> tensor<4x3xf32>
    %48 = stablehlo.slice %46 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<i32>
    %50 = stablehlo.compare EQ, %45#4, %49, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %54 = stablehlo.select %53, %45#1, %52 : tensor<3xi1>, tensor<3xf32>
    %55 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_12 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %58 = stablehlo.select %57, %47, %56 : tensor<4x3xi1>, tensor<4x3xf32>
    %59 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_13 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %62 = stablehlo.select %61, %48, %60 : tensor<3x3xi1>, tensor<3x3xf32>
    %63 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %64 = stablehlo.add %arg1, %63 : tensor<3x3xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %66 = stablehlo.divide %64, %65 : tensor<3x3xf32>
    %67:3 = stablehlo.custom_call @hipsolver_syevd_ffi(%66) {backend_config = "", mhlo.backend_config = {algorithm = 1 : ui8, lower = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<i32>
    %69 = stablehlo.compare EQ, %67#2, %68, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_16 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %73 = stablehlo.select %72, %67#0, %71 : tensor<3x3xi1>, tensor<3x3xf32>
    %74 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %77 = stablehlo.select %76, %67#1, %75 : tensor<3xi1>, tensor<3xf32>
    %78 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %79 = stablehlo.add %arg1, %78 : tensor<3x3xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %81 = stablehlo.divide %79, %80 : tensor<3x3xf32>
    %82:3 = stablehlo.custom_call @hipsolver_syevd_ffi(%81) {backend_config = "", mhlo.backend_config = {algorithm = 0 : ui8, lower = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<i32>
    %84 = stablehlo.compare EQ, %82#2, %83, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_20 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %88 = stablehlo.select %87, %82#0, %86 : tensor<3x3xi1>, tensor<3x3xf32>
    %89 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_21 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %92 = stablehlo.select %91, %82#1, %90 : tensor<3xi1>, tensor<3xf32>
    %93:5 = stablehlo.custom_call @hipsolver_gesvd_ffi(%arg2) {backend_config = "", mhlo.backend_config = {compute_uv = true, full_matrices = false, transposed = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=4, l=3, m=4, n=3, o=3, p=4, q=3, r=3}, custom>} : (tensor<2x3x4xf64>) -> (tensor<2x3x4xf64>, tensor<2x3xf64>, tensor<2x3x4xf64>, tensor<2x3x3xf64>, tensor<2xi32>)
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %95 = stablehlo.compare EQ, %93#4, %94, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_23 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %97 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %99 = stablehlo.select %98, %93#1, %97 : tensor<2x3xi1>, tensor<2x3xf64>
    %100 = stablehlo.broadcast_in_dim %95, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_24 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %101 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %103 = stablehlo.select %102, %93#3, %101 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %104 = stablehlo.broadcast_in_dim %95, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_25 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %105 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<2x3x4xf64>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x4xi1>
    %107 = stablehlo.select %106, %93#2, %105 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
    return %11, %7, %15, %26, %22, %30, %37, %44, %58, %54, %62, %73, %77, %88, %92, %103, %99, %107 : tensor<4x4xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x3x4xf64>
  }
}
