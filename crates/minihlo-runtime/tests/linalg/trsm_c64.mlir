module @jit_triangular_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f32>>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = call @tril(%arg0) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %6 = stablehlo.convert %5 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(4.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<4x4xcomplex<f32>>
    %9 = stablehlo.add %0, %8 : tensor<4x4xcomplex<f32>>
    %10 = stablehlo.slice %arg0 [0:4, 0:2] : (tensor<4x4xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
    %11 = stablehlo.custom_call @lapack_ctrsm_ffi(%9, %10) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=2, m=4, n=2}, custom>} : (tensor<4x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
    %12 = stablehlo.transpose %10, dims = [1, 0] : (tensor<4x2xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %13 = stablehlo.custom_call @lapack_ctrsm_ffi(%9, %12) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 67 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=2, l=4, m=2, n=4}, custom>} : (tensor<4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %14 = stablehlo.dot_general %9, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
    %15 = stablehlo.subtract %14, %10 : tensor<4x2xcomplex<f32>>
    %16 = stablehlo.real %15 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %17 = stablehlo.imag %15 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %18 = stablehlo.abs %16 : tensor<4x2xf32>
    %19 = stablehlo.abs %17 : tensor<4x2xf32>
    %20 = stablehlo.maximum %18, %19 : tensor<4x2xf32>
    %cst_0 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %cst_1 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %24 = stablehlo.compare LE, %20, %23, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %cst_2 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_3 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %28 = stablehlo.multiply %16, %25 : tensor<4x2xf32>
    %29 = stablehlo.multiply %16, %26 : tensor<4x2xf32>
    %30 = stablehlo.select %24, %29, %16 : tensor<4x2xi1>, tensor<4x2xf32>
    %31 = stablehlo.select %22, %28, %30 : tensor<4x2xi1>, tensor<4x2xf32>
    %32 = stablehlo.multiply %17, %25 : tensor<4x2xf32>
    %33 = stablehlo.multiply %17, %26 : tensor<4x2xf32>
    %34 = stablehlo.select %24, %33, %17 : tensor<4x2xi1>, tensor<4x2xf32>
    %35 = stablehlo.select %22, %32, %34 : tensor<4x2xi1>, tensor<4x2xf32>
    %36 = stablehlo.select %24, %25, %27 : tensor<4x2xi1>, tensor<4x2xf32>
    %37 = stablehlo.select %22, %26, %36 : tensor<4x2xi1>, tensor<4x2xf32>
    %38 = chlo.square %31 : tensor<4x2xf32> -> tensor<4x2xf32>
    %39 = chlo.square %35 : tensor<4x2xf32> -> tensor<4x2xf32>
    %40 = stablehlo.add %38, %39 : tensor<4x2xf32>
    %41 = stablehlo.sqrt %40 : tensor<4x2xf32>
    %42 = stablehlo.multiply %41, %37 : tensor<4x2xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %44 = stablehlo.compare EQ, %18, %43, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %45 = stablehlo.compare EQ, %19, %43, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %46 = stablehlo.or %44, %45 : tensor<4x2xi1>
    %47 = stablehlo.select %46, %43, %42 : tensor<4x2xi1>, tensor<4x2xf32>
    %48 = stablehlo.divide %31, %41 : tensor<4x2xf32>
    %49 = stablehlo.divide %35, %41 : tensor<4x2xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%47 init: %cst_6) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %51 = stablehlo.real %10 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %52 = stablehlo.imag %10 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %53 = stablehlo.abs %51 : tensor<4x2xf32>
    %54 = stablehlo.abs %52 : tensor<4x2xf32>
    %55 = stablehlo.maximum %53, %54 : tensor<4x2xf32>
    %cst_7 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %57 = stablehlo.compare GE, %55, %56, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %cst_8 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %59 = stablehlo.compare LE, %55, %58, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %cst_9 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_10 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %63 = stablehlo.multiply %51, %60 : tensor<4x2xf32>
    %64 = stablehlo.multiply %51, %61 : tensor<4x2xf32>
    %65 = stablehlo.select %59, %64, %51 : tensor<4x2xi1>, tensor<4x2xf32>
    %66 = stablehlo.select %57, %63, %65 : tensor<4x2xi1>, tensor<4x2xf32>
    %67 = stablehlo.multiply %52, %60 : tensor<4x2xf32>
    %68 = stablehlo.multiply %52, %61 : tensor<4x2xf32>
    %69 = stablehlo.select %59, %68, %52 : tensor<4x2xi1>, tensor<4x2xf32>
    %70 = stablehlo.select %57, %67, %69 : tensor<4x2xi1>, tensor<4x2xf32>
    %71 = stablehlo.select %59, %60, %62 : tensor<4x2xi1>, tensor<4x2xf32>
    %72 = stablehlo.select %57, %61, %71 : tensor<4x2xi1>, tensor<4x2xf32>
    %73 = chlo.square %66 : tensor<4x2xf32> -> tensor<4x2xf32>
    %74 = chlo.square %70 : tensor<4x2xf32> -> tensor<4x2xf32>
    %75 = stablehlo.add %73, %74 : tensor<4x2xf32>
    %76 = stablehlo.sqrt %75 : tensor<4x2xf32>
    %77 = stablehlo.multiply %76, %72 : tensor<4x2xf32>
    %cst_12 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %79 = stablehlo.compare EQ, %53, %78, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %80 = stablehlo.compare EQ, %54, %78, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %81 = stablehlo.or %79, %80 : tensor<4x2xi1>
    %82 = stablehlo.select %81, %78, %77 : tensor<4x2xi1>, tensor<4x2xf32>
    %83 = stablehlo.divide %66, %76 : tensor<4x2xf32>
    %84 = stablehlo.divide %70, %76 : tensor<4x2xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %85 = stablehlo.reduce(%82 init: %cst_13) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.maximum %cst_14, %85 : tensor<f32>
    %87 = stablehlo.divide %50, %86 : tensor<f32>
    %88 = stablehlo.transpose %9, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %89 = stablehlo.real %88 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %90 = stablehlo.imag %88 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %91 = stablehlo.negate %90 : tensor<4x4xf32>
    %92 = stablehlo.complex %89, %91 : tensor<4x4xcomplex<f32>>
    %93 = stablehlo.dot_general %13, %92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %94 = stablehlo.transpose %10, dims = [1, 0] : (tensor<4x2xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %95 = stablehlo.subtract %93, %94 : tensor<2x4xcomplex<f32>>
    %96 = stablehlo.real %95 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %97 = stablehlo.imag %95 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %98 = stablehlo.abs %96 : tensor<2x4xf32>
    %99 = stablehlo.abs %97 : tensor<2x4xf32>
    %100 = stablehlo.maximum %98, %99 : tensor<2x4xf32>
    %cst_15 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %102 = stablehlo.compare GE, %100, %101, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %cst_16 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %104 = stablehlo.compare LE, %100, %103, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %cst_17 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %cst_18 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %108 = stablehlo.multiply %96, %105 : tensor<2x4xf32>
    %109 = stablehlo.multiply %96, %106 : tensor<2x4xf32>
    %110 = stablehlo.select %104, %109, %96 : tensor<2x4xi1>, tensor<2x4xf32>
    %111 = stablehlo.select %102, %108, %110 : tensor<2x4xi1>, tensor<2x4xf32>
    %112 = stablehlo.multiply %97, %105 : tensor<2x4xf32>
    %113 = stablehlo.multiply %97, %106 : tensor<2x4xf32>
    %114 = stablehlo.select %104, %113, %97 : tensor<2x4xi1>, tensor<2x4xf32>
    %115 = stablehlo.select %102, %112, %114 : tensor<2x4xi1>, tensor<2x4xf32>
    %116 = stablehlo.select %104, %105, %107 : tensor<2x4xi1>, tensor<2x4xf32>
    %117 = stablehlo.select %102, %106, %116 : tensor<2x4xi1>, tensor<2x4xf32>
    %118 = chlo.square %111 : tensor<2x4xf32> -> tensor<2x4xf32>
    %119 = chlo.square %115 : tensor<2x4xf32> -> tensor<2x4xf32>
    %120 = stablehlo.add %118, %119 : tensor<2x4xf32>
    %121 = stablehlo.sqrt %120 : tensor<2x4xf32>
    %122 = stablehlo.multiply %121, %117 : tensor<2x4xf32>
    %cst_20 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %124 = stablehlo.compare EQ, %98, %123, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %125 = stablehlo.compare EQ, %99, %123, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %126 = stablehlo.or %124, %125 : tensor<2x4xi1>
    %127 = stablehlo.select %126, %123, %122 : tensor<2x4xi1>, tensor<2x4xf32>
    %128 = stablehlo.divide %111, %121 : tensor<2x4xf32>
    %129 = stablehlo.divide %115, %121 : tensor<2x4xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %130 = stablehlo.reduce(%127 init: %cst_21) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %131 = stablehlo.real %10 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %132 = stablehlo.imag %10 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %133 = stablehlo.abs %131 : tensor<4x2xf32>
    %134 = stablehlo.abs %132 : tensor<4x2xf32>
    %135 = stablehlo.maximum %133, %134 : tensor<4x2xf32>
    %cst_22 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %137 = stablehlo.compare GE, %135, %136, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %cst_23 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %139 = stablehlo.compare LE, %135, %138, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %cst_24 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_25 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %143 = stablehlo.multiply %131, %140 : tensor<4x2xf32>
    %144 = stablehlo.multiply %131, %141 : tensor<4x2xf32>
    %145 = stablehlo.select %139, %144, %131 : tensor<4x2xi1>, tensor<4x2xf32>
    %146 = stablehlo.select %137, %143, %145 : tensor<4x2xi1>, tensor<4x2xf32>
    %147 = stablehlo.multiply %132, %140 : tensor<4x2xf32>
    %148 = stablehlo.multiply %132, %141 : tensor<4x2xf32>
    %149 = stablehlo.select %139, %148, %132 : tensor<4x2xi1>, tensor<4x2xf32>
    %150 = stablehlo.select %137, %147, %149 : tensor<4x2xi1>, tensor<4x2xf32>
    %151 = stablehlo.select %139, %140, %142 : tensor<4x2xi1>, tensor<4x2xf32>
    %152 = stablehlo.select %137, %141, %151 : tensor<4x2xi1>, tensor<4x2xf32>
    %153 = chlo.square %146 : tensor<4x2xf32> -> tensor<4x2xf32>
    %154 = chlo.square %150 : tensor<4x2xf32> -> tensor<4x2xf32>
    %155 = stablehlo.add %153, %154 : tensor<4x2xf32>
    %156 = stablehlo.sqrt %155 : tensor<4x2xf32>
    %157 = stablehlo.multiply %156, %152 : tensor<4x2xf32>
    %cst_27 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %159 = stablehlo.compare EQ, %133, %158, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %160 = stablehlo.compare EQ, %134, %158, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %161 = stablehlo.or %159, %160 : tensor<4x2xi1>
    %162 = stablehlo.select %161, %158, %157 : tensor<4x2xi1>, tensor<4x2xf32>
    %163 = stablehlo.divide %146, %156 : tensor<4x2xf32>
    %164 = stablehlo.divide %150, %156 : tensor<4x2xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = stablehlo.reduce(%162 init: %cst_28) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.maximum %cst_29, %165 : tensor<f32>
    %167 = stablehlo.divide %130, %166 : tensor<f32>
    %168 = stablehlo.add %87, %167 : tensor<f32>
    return %168 : tensor<f32>
  }
  func.func private @tril(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    return %6 : tensor<4x4xcomplex<f32>>
  }
}
