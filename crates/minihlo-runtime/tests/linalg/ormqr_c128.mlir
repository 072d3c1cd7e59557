module @jit_ormqr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xcomplex<f64>>) -> (tensor<f64> {jax.result_info = "result"}) {
    %0:2 = call @qr(%arg0) : (tensor<5x4xcomplex<f64>>) -> (tensor<4x5xcomplex<f64>>, tensor<4xcomplex<f64>>)
    %1 = call @qr_0(%arg0) : (tensor<5x4xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %2 = stablehlo.iota dim = 0 : tensor<10xcomplex<f64>>
    %3 = stablehlo.reshape %2 : (tensor<10xcomplex<f64>>) -> tensor<5x2xcomplex<f64>>
    %4 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<4x5xcomplex<f64>>) -> tensor<5x4xcomplex<f64>>
    %5 = stablehlo.custom_call @lapack_zunmqr_ffi(%4, %0#1, %3) {backend_config = "", mhlo.backend_config = {left = true, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=5, j=4, k=4, l=5, m=2, n=5, o=2}, custom>} : (tensor<5x4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<5x2xcomplex<f64>>) -> tensor<5x2xcomplex<f64>>
    %6 = stablehlo.dot_general %1, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x2xcomplex<f64>>) -> tensor<5x2xcomplex<f64>>
    %7 = stablehlo.subtract %5, %6 : tensor<5x2xcomplex<f64>>
    %8 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<4x5xcomplex<f64>>) -> tensor<5x4xcomplex<f64>>
    %9 = stablehlo.transpose %3, dims = [1, 0] : (tensor<5x2xcomplex<f64>>) -> tensor<2x5xcomplex<f64>>
    %10 = stablehlo.custom_call @lapack_zunmqr_ffi(%8, %0#1, %9) {backend_config = "", mhlo.backend_config = {left = false, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=5, j=4, k=4, l=2, m=5, n=2, o=5}, custom>} : (tensor<5x4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<2x5xcomplex<f64>>) -> tensor<2x5xcomplex<f64>>
    %11 = stablehlo.transpose %3, dims = [1, 0] : (tensor<5x2xcomplex<f64>>) -> tensor<2x5xcomplex<f64>>
    %12 = stablehlo.transpose %1, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %13 = stablehlo.real %12 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %14 = stablehlo.imag %12 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %15 = stablehlo.negate %14 : tensor<5x5xf64>
    %16 = stablehlo.complex %13, %15 : tensor<5x5xcomplex<f64>>
    %17 = stablehlo.dot_general %11, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<2x5xcomplex<f64>>
    %18 = stablehlo.subtract %10, %17 : tensor<2x5xcomplex<f64>>
    %19 = stablehlo.real %7 : (tensor<5x2xcomplex<f64>>) -> tensor<5x2xf64>
    %20 = stablehlo.imag %7 : (tensor<5x2xcomplex<f64>>) -> tensor<5x2xf64>
    %21 = stablehlo.abs %19 : tensor<5x2xf64>
    %22 = stablehlo.abs %20 : tensor<5x2xf64>
    %23 = stablehlo.maximum %21, %22 : tensor<5x2xf64>
    %cst = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %25 = stablehlo.compare GE, %23, %24, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %cst_0 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %27 = stablehlo.compare LE, %23, %26, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %cst_1 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_2 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %31 = stablehlo.multiply %19, %28 : tensor<5x2xf64>
    %32 = stablehlo.multiply %19, %29 : tensor<5x2xf64>
    %33 = stablehlo.select %27, %32, %19 : tensor<5x2xi1>, tensor<5x2xf64>
    %34 = stablehlo.select %25, %31, %33 : tensor<5x2xi1>, tensor<5x2xf64>
    %35 = stablehlo.multiply %20, %28 : tensor<5x2xf64>
    %36 = stablehlo.multiply %20, %29 : tensor<5x2xf64>
    %37 = stablehlo.select %27, %36, %20 : tensor<5x2xi1>, tensor<5x2xf64>
    %38 = stablehlo.select %25, %35, %37 : tensor<5x2xi1>, tensor<5x2xf64>
    %39 = stablehlo.select %27, %28, %30 : tensor<5x2xi1>, tensor<5x2xf64>
    %40 = stablehlo.select %25, %29, %39 : tensor<5x2xi1>, tensor<5x2xf64>
    %41 = chlo.square %34 : tensor<5x2xf64> -> tensor<5x2xf64>
    %42 = chlo.square %38 : tensor<5x2xf64> -> tensor<5x2xf64>
    %43 = stablehlo.add %41, %42 : tensor<5x2xf64>
    %44 = stablehlo.sqrt %43 : tensor<5x2xf64>
    %45 = stablehlo.multiply %44, %40 : tensor<5x2xf64>
    %cst_4 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %46 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %47 = stablehlo.compare EQ, %21, %46, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %48 = stablehlo.compare EQ, %22, %46, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %49 = stablehlo.or %47, %48 : tensor<5x2xi1>
    %50 = stablehlo.select %49, %46, %45 : tensor<5x2xi1>, tensor<5x2xf64>
    %51 = stablehlo.divide %34, %44 : tensor<5x2xf64>
    %52 = stablehlo.divide %38, %44 : tensor<5x2xf64>
    %cst_5 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %53 = stablehlo.reduce(%50 init: %cst_5) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %54 = stablehlo.real %3 : (tensor<5x2xcomplex<f64>>) -> tensor<5x2xf64>
    %55 = stablehlo.imag %3 : (tensor<5x2xcomplex<f64>>) -> tensor<5x2xf64>
    %56 = stablehlo.abs %54 : tensor<5x2xf64>
    %57 = stablehlo.abs %55 : tensor<5x2xf64>
    %58 = stablehlo.maximum %56, %57 : tensor<5x2xf64>
    %cst_6 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %59 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %60 = stablehlo.compare GE, %58, %59, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %cst_7 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %62 = stablehlo.compare LE, %58, %61, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %cst_8 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_9 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %65 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %66 = stablehlo.multiply %54, %63 : tensor<5x2xf64>
    %67 = stablehlo.multiply %54, %64 : tensor<5x2xf64>
    %68 = stablehlo.select %62, %67, %54 : tensor<5x2xi1>, tensor<5x2xf64>
    %69 = stablehlo.select %60, %66, %68 : tensor<5x2xi1>, tensor<5x2xf64>
    %70 = stablehlo.multiply %55, %63 : tensor<5x2xf64>
    %71 = stablehlo.multiply %55, %64 : tensor<5x2xf64>
    %72 = stablehlo.select %62, %71, %55 : tensor<5x2xi1>, tensor<5x2xf64>
    %73 = stablehlo.select %60, %70, %72 : tensor<5x2xi1>, tensor<5x2xf64>
    %74 = stablehlo.select %62, %63, %65 : tensor<5x2xi1>, tensor<5x2xf64>
    %75 = stablehlo.select %60, %64, %74 : tensor<5x2xi1>, tensor<5x2xf64>
    %76 = chlo.square %69 : tensor<5x2xf64> -> tensor<5x2xf64>
    %77 = chlo.square %73 : tensor<5x2xf64> -> tensor<5x2xf64>
    %78 = stablehlo.add %76, %77 : tensor<5x2xf64>
    %79 = stablehlo.sqrt %78 : tensor<5x2xf64>
    %80 = stablehlo.multiply %79, %75 : tensor<5x2xf64>
    %cst_11 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %81 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %82 = stablehlo.compare EQ, %56, %81, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %83 = stablehlo.compare EQ, %57, %81, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %84 = stablehlo.or %82, %83 : tensor<5x2xi1>
    %85 = stablehlo.select %84, %81, %80 : tensor<5x2xi1>, tensor<5x2xf64>
    %86 = stablehlo.divide %69, %79 : tensor<5x2xf64>
    %87 = stablehlo.divide %73, %79 : tensor<5x2xf64>
    %cst_12 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %88 = stablehlo.reduce(%85 init: %cst_12) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %89 = stablehlo.maximum %cst_13, %88 : tensor<f64>
    %90 = stablehlo.divide %53, %89 : tensor<f64>
    %91 = stablehlo.real %18 : (tensor<2x5xcomplex<f64>>) -> tensor<2x5xf64>
    %92 = stablehlo.imag %18 : (tensor<2x5xcomplex<f64>>) -> tensor<2x5xf64>
    %93 = stablehlo.abs %91 : tensor<2x5xf64>
    %94 = stablehlo.abs %92 : tensor<2x5xf64>
    %95 = stablehlo.maximum %93, %94 : tensor<2x5xf64>
    %cst_14 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %96 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2x5xf64>
    %97 = stablehlo.compare GE, %95, %96, FLOAT : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xi1>
    %cst_15 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %98 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<2x5xf64>
    %99 = stablehlo.compare LE, %95, %98, FLOAT : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xi1>
    %cst_16 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %100 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<2x5xf64>
    %cst_17 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %101 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<2x5xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %102 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<2x5xf64>
    %103 = stablehlo.multiply %91, %100 : tensor<2x5xf64>
    %104 = stablehlo.multiply %91, %101 : tensor<2x5xf64>
    %105 = stablehlo.select %99, %104, %91 : tensor<2x5xi1>, tensor<2x5xf64>
    %106 = stablehlo.select %97, %103, %105 : tensor<2x5xi1>, tensor<2x5xf64>
    %107 = stablehlo.multiply %92, %100 : tensor<2x5xf64>
    %108 = stablehlo.multiply %92, %101 : tensor<2x5xf64>
    %109 = stablehlo.select %99, %108, %92 : tensor<2x5xi1>, tensor<2x5xf64>
    %110 = stablehlo.select %97, %107, %109 : tensor<2x5xi1>, tensor<2x5xf64>
    %111 = stablehlo.select %99, %100, %102 : tensor<2x5xi1>, tensor<2x5xf64>
    %112 = stablehlo.select %97, %101, %111 : tensor<2x5xi1>, tensor<2x5xf64>
    %113 = chlo.square %106 : tensor<2x5xf64> -> tensor<2x5xf64>
    %114 = chlo.square %110 : tensor<2x5xf64> -> tensor<2x5xf64>
    %115 = stablehlo.add %113, %114 : tensor<2x5xf64>
    %116 = stablehlo.sqrt %115 : tensor<2x5xf64>
    %117 = stablehlo.multiply %116, %112 : tensor<2x5xf64>
    %cst_19 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %118 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<2x5xf64>
    %119 = stablehlo.compare EQ, %93, %118, FLOAT : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xi1>
    %120 = stablehlo.compare EQ, %94, %118, FLOAT : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xi1>
    %121 = stablehlo.or %119, %120 : tensor<2x5xi1>
    %122 = stablehlo.select %121, %118, %117 : tensor<2x5xi1>, tensor<2x5xf64>
    %123 = stablehlo.divide %106, %116 : tensor<2x5xf64>
    %124 = stablehlo.divide %110, %116 : tensor<2x5xf64>
    %cst_20 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %125 = stablehlo.reduce(%122 init: %cst_20) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x5xf64>, tensor<f64>) -> tensor<f64>
    %126 = stablehlo.real %3 : (tensor<5x2xcomplex<f64>>) -> tensor<5x2xf64>
    %127 = stablehlo.imag %3 : (tensor<5x2xcomplex<f64>>) -> tensor<5x2xf64>
    %128 = stablehlo.abs %126 : tensor<5x2xf64>
    %129 = stablehlo.abs %127 : tensor<5x2xf64>
    %130 = stablehlo.maximum %128, %129 : tensor<5x2xf64>
    %cst_21 = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %131 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %132 = stablehlo.compare GE, %130, %131, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %cst_22 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %133 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %134 = stablehlo.compare LE, %130, %133, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %cst_23 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %135 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_24 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %136 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %137 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %138 = stablehlo.multiply %126, %135 : tensor<5x2xf64>
    %139 = stablehlo.multiply %126, %136 : tensor<5x2xf64>
    %140 = stablehlo.select %134, %139, %126 : tensor<5x2xi1>, tensor<5x2xf64>
    %141 = stablehlo.select %132, %138, %140 : tensor<5x2xi1>, tensor<5x2xf64>
    %142 = stablehlo.multiply %127, %135 : tensor<5x2xf64>
    %143 = stablehlo.multiply %127, %136 : tensor<5x2xf64>
    %144 = stablehlo.select %134, %143, %127 : tensor<5x2xi1>, tensor<5x2xf64>
    %145 = stablehlo.select %132, %142, %144 : tensor<5x2xi1>, tensor<5x2xf64>
    %146 = stablehlo.select %134, %135, %137 : tensor<5x2xi1>, tensor<5x2xf64>
    %147 = stablehlo.select %132, %136, %146 : tensor<5x2xi1>, tensor<5x2xf64>
    %148 = chlo.square %141 : tensor<5x2xf64> -> tensor<5x2xf64>
    %149 = chlo.square %145 : tensor<5x2xf64> -> tensor<5x2xf64>
    %150 = stablehlo.add %148, %149 : tensor<5x2xf64>
    %151 = stablehlo.sqrt %150 : tensor<5x2xf64>
    %152 = stablehlo.multiply %151, %147 : tensor<5x2xf64>
    %cst_26 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %153 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<5x2xf64>
    %154 = stablehlo.compare EQ, %128, %153, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %155 = stablehlo.compare EQ, %129, %153, FLOAT : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xi1>
    %156 = stablehlo.or %154, %155 : tensor<5x2xi1>
    %157 = stablehlo.select %156, %153, %152 : tensor<5x2xi1>, tensor<5x2xf64>
    %158 = stablehlo.divide %141, %151 : tensor<5x2xf64>
    %159 = stablehlo.divide %145, %151 : tensor<5x2xf64>
    %cst_27 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %160 = stablehlo.reduce(%157 init: %cst_27) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %161 = stablehlo.maximum %cst_28, %160 : tensor<f64>
    %162 = stablehlo.divide %125, %161 : tensor<f64>
    %163 = stablehlo.add %90, %162 : tensor<f64>
    return %163 : tensor<f64>
  }
  func.func private @qr(%arg0: tensor<5x4xcomplex<f64>>) -> (tensor<4x5xcomplex<f64>>, tensor<4xcomplex<f64>>) {
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=5, j=4, k=5, l=4, m=4}, custom>} : (tensor<5x4xcomplex<f64>>) -> (tensor<5x4xcomplex<f64>>, tensor<4xcomplex<f64>>)
    %1 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<5x4xcomplex<f64>>) -> tensor<4x5xcomplex<f64>>
    return %1, %0#1 : tensor<4x5xcomplex<f64>>, tensor<4xcomplex<f64>>
  }
  func.func private @qr_0(%arg0: tensor<5x4xcomplex<f64>>) -> tensor<5x5xcomplex<f64>> {
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=5, j=4, k=5, l=4, m=4}, custom>} : (tensor<5x4xcomplex<f64>>) -> (tensor<5x4xcomplex<f64>>, tensor<4xcomplex<f64>>)
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<5x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %2 = stablehlo.custom_call @lapack_zungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=5, j=5, k=4, l=5, m=5}, custom>} : (tensor<5x5xcomplex<f64>>, tensor<4xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %3 = stablehlo.iota dim = 0 : tensor<5x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<5x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<5x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<5x4xi64>, tensor<5x4xi64>) -> tensor<5x4xi1>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5x4xcomplex<f64>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<5x4xi1>, tensor<5x4xcomplex<f64>>
    return %2 : tensor<5x5xcomplex<f64>>
  }
}
