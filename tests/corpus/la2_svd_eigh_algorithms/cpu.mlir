module @jit_la2_svd_eigh_algorithms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<2x3x4xf64>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}, tensor<4x3xf32> {jax.result_info = "result[3]"}, tensor<3xf32> {jax.result_info = "result[4]"}, tensor<3x3xf32> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}, tensor<3xf32> {jax.result_info = "result[7]"}, tensor<4x3xf32> {jax.result_info = "result[8]"}, tensor<3xf32> {jax.result_info = "result[9]"}, tensor<3x3xf32> {jax.result_info = "result[10]"}, tensor<3x3xf32> {jax.result_info = "result[11]"}, tensor<3xf32> {jax.result_info = "result[12]"}, tensor<3x3xf32> {jax.result_info = "result[13]"}, tensor<3xf32> {jax.result_info = "result[14]"}, tensor<2x3x3xf64> {jax.result_info = "result[15]"}, tensor<2x3xf64> {jax.result_info = "result[16]"}, tensor<2x3x4xf64> {jax.result_info = "result[17]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %1:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%0) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
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
    %16:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=3, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<3x3xf32>, tensor<i32>)
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
    %31:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%0) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<i32>
    %33 = stablehlo.compare EQ, %31#4, %32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %37 = stablehlo.select %36, %31#1, %35 : tensor<3xi1>, tensor<3xf32>
    %38:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%0) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<i32>
    %40 = stablehlo.compare EQ, %38#4, %39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %44 = stablehlo.select %43, %38#1, %42 : tensor<3xi1>, tensor<3xf32>
    %45:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=3, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<3x3xf32>, tensor<i32>)
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<i32>
    %47 = stablehlo.compare EQ, %45#4, %46, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %51 = stablehlo.select %50, %45#1, %49 : tensor<3xi1>, tensor<3xf32>
    %52 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_12 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %55 = stablehlo.select %54, %45#2, %53 : tensor<4x3xi1>, tensor<4x3xf32>
    %56 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_13 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %59 = stablehlo.select %58, %45#3, %57 : tensor<3x3xi1>, tensor<3x3xf32>
    %60 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %61 = stablehlo.add %arg1, %60 : tensor<3x3xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %63 = stablehlo.divide %61, %62 : tensor<3x3xf32>
    %64:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%63) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<i32>
    %66 = stablehlo.compare EQ, %64#2, %65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_16 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %70 = stablehlo.select %69, %64#0, %68 : tensor<3x3xi1>, tensor<3x3xf32>
    %71 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %74 = stablehlo.select %73, %64#1, %72 : tensor<3xi1>, tensor<3xf32>
    %75 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %76 = stablehlo.add %arg1, %75 : tensor<3x3xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %78 = stablehlo.divide %76, %77 : tensor<3x3xf32>
    %79:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%78) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<i32>
    %81 = stablehlo.compare EQ, %79#2, %80, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_20 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %85 = stablehlo.select %84, %79#0, %83 : tensor<3x3xi1>, tensor<3x3xf32>
    %86 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_21 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %89 = stablehlo.select %88, %79#1, %87 : tensor<3xi1>, tensor<3xf32>
    %90:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%arg2) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=4, l=3, m=4, n=3, o=3, p=3, q=3, r=4}, custom>} : (tensor<2x3x4xf64>) -> (tensor<2x3x4xf64>, tensor<2x3xf64>, tensor<2x3x3xf64>, tensor<2x3x4xf64>, tensor<2xi32>)
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %92 = stablehlo.compare EQ, %90#4, %91, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_23 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %94 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %96 = stablehlo.select %95, %90#1, %94 : tensor<2x3xi1>, tensor<2x3xf64>
    %97 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_24 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %98 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %100 = stablehlo.select %99, %90#2, %98 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %101 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_25 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %102 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<2x3x4xf64>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x4xi1>
    %104 = stablehlo.select %103, %90#3, %102 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
    return %11, %7, %15, %26, %22, %30, %37, %44, %55, %51, %59, %70, %74, %85, %89, %100, %96, %104 : tensor<4x4xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x3x4xf64>
  }
}
