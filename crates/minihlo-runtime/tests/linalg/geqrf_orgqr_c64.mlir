module @jit_qr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x4xcomplex<f32>>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0:2 = call @qr(%arg0) : (tensor<2x5x4xcomplex<f32>>) -> (tensor<2x5x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x5x4xcomplex<f32>>
    %2 = stablehlo.subtract %1, %arg0 : tensor<2x5x4xcomplex<f32>>
    %3 = stablehlo.real %2 : (tensor<2x5x4xcomplex<f32>>) -> tensor<2x5x4xf32>
    %4 = stablehlo.imag %2 : (tensor<2x5x4xcomplex<f32>>) -> tensor<2x5x4xf32>
    %5 = stablehlo.abs %3 : tensor<2x5x4xf32>
    %6 = stablehlo.abs %4 : tensor<2x5x4xf32>
    %7 = stablehlo.maximum %5, %6 : tensor<2x5x4xf32>
    %cst = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %9 = stablehlo.compare GE, %7, %8, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %cst_0 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %11 = stablehlo.compare LE, %7, %10, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %cst_1 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %cst_2 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %15 = stablehlo.multiply %3, %12 : tensor<2x5x4xf32>
    %16 = stablehlo.multiply %3, %13 : tensor<2x5x4xf32>
    %17 = stablehlo.select %11, %16, %3 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %18 = stablehlo.select %9, %15, %17 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %19 = stablehlo.multiply %4, %12 : tensor<2x5x4xf32>
    %20 = stablehlo.multiply %4, %13 : tensor<2x5x4xf32>
    %21 = stablehlo.select %11, %20, %4 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %22 = stablehlo.select %9, %19, %21 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %23 = stablehlo.select %11, %12, %14 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %24 = stablehlo.select %9, %13, %23 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %25 = chlo.square %18 : tensor<2x5x4xf32> -> tensor<2x5x4xf32>
    %26 = chlo.square %22 : tensor<2x5x4xf32> -> tensor<2x5x4xf32>
    %27 = stablehlo.add %25, %26 : tensor<2x5x4xf32>
    %28 = stablehlo.sqrt %27 : tensor<2x5x4xf32>
    %29 = stablehlo.multiply %28, %24 : tensor<2x5x4xf32>
    %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %31 = stablehlo.compare EQ, %5, %30, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %32 = stablehlo.compare EQ, %6, %30, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %33 = stablehlo.or %31, %32 : tensor<2x5x4xi1>
    %34 = stablehlo.select %33, %30, %29 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %35 = stablehlo.divide %18, %28 : tensor<2x5x4xf32>
    %36 = stablehlo.divide %22, %28 : tensor<2x5x4xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%34 init: %cst_5) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2xf32>
    %38 = stablehlo.real %arg0 : (tensor<2x5x4xcomplex<f32>>) -> tensor<2x5x4xf32>
    %39 = stablehlo.imag %arg0 : (tensor<2x5x4xcomplex<f32>>) -> tensor<2x5x4xf32>
    %40 = stablehlo.abs %38 : tensor<2x5x4xf32>
    %41 = stablehlo.abs %39 : tensor<2x5x4xf32>
    %42 = stablehlo.maximum %40, %41 : tensor<2x5x4xf32>
    %cst_6 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %44 = stablehlo.compare GE, %42, %43, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %cst_7 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %46 = stablehlo.compare LE, %42, %45, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %cst_8 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %cst_9 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %50 = stablehlo.multiply %38, %47 : tensor<2x5x4xf32>
    %51 = stablehlo.multiply %38, %48 : tensor<2x5x4xf32>
    %52 = stablehlo.select %46, %51, %38 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %53 = stablehlo.select %44, %50, %52 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %54 = stablehlo.multiply %39, %47 : tensor<2x5x4xf32>
    %55 = stablehlo.multiply %39, %48 : tensor<2x5x4xf32>
    %56 = stablehlo.select %46, %55, %39 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %57 = stablehlo.select %44, %54, %56 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %58 = stablehlo.select %46, %47, %49 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %59 = stablehlo.select %44, %48, %58 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %60 = chlo.square %53 : tensor<2x5x4xf32> -> tensor<2x5x4xf32>
    %61 = chlo.square %57 : tensor<2x5x4xf32> -> tensor<2x5x4xf32>
    %62 = stablehlo.add %60, %61 : tensor<2x5x4xf32>
    %63 = stablehlo.sqrt %62 : tensor<2x5x4xf32>
    %64 = stablehlo.multiply %63, %59 : tensor<2x5x4xf32>
    %cst_11 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x5x4xf32>
    %66 = stablehlo.compare EQ, %40, %65, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %67 = stablehlo.compare EQ, %41, %65, FLOAT : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xi1>
    %68 = stablehlo.or %66, %67 : tensor<2x5x4xi1>
    %69 = stablehlo.select %68, %65, %64 : tensor<2x5x4xi1>, tensor<2x5x4xf32>
    %70 = stablehlo.divide %53, %63 : tensor<2x5x4xf32>
    %71 = stablehlo.divide %57, %63 : tensor<2x5x4xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.reduce(%69 init: %cst_12) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<2xf32>
    %75 = stablehlo.divide %37, %74 : tensor<2xf32>
    %76 = stablehlo.transpose %0#0, dims = [0, 2, 1] : (tensor<2x5x4xcomplex<f32>>) -> tensor<2x4x5xcomplex<f32>>
    %77 = stablehlo.real %76 : (tensor<2x4x5xcomplex<f32>>) -> tensor<2x4x5xf32>
    %78 = stablehlo.imag %76 : (tensor<2x4x5xcomplex<f32>>) -> tensor<2x4x5xf32>
    %79 = stablehlo.negate %78 : tensor<2x4x5xf32>
    %80 = stablehlo.complex %77, %79 : tensor<2x4x5xcomplex<f32>>
    %81 = stablehlo.dot_general %80, %0#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x5xcomplex<f32>>, tensor<2x5x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %82 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %83 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %84 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %85 = stablehlo.add %82, %84 : tensor<4x4xi64>
    %86 = stablehlo.compare EQ, %85, %83, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %87 = stablehlo.convert %86 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f32>>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1, 2] : (tensor<4x4xcomplex<f32>>) -> tensor<1x4x4xcomplex<f32>>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %90 = stablehlo.subtract %81, %89 : tensor<2x4x4xcomplex<f32>>
    %91 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %92 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<i64>
    %93 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %94 = stablehlo.add %91, %93 : tensor<4x4xi64>
    %95 = stablehlo.compare EQ, %94, %92, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %96 = stablehlo.convert %95 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f32>>
    %97 = stablehlo.real %90 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %98 = stablehlo.imag %90 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %99 = stablehlo.abs %97 : tensor<2x4x4xf32>
    %100 = stablehlo.abs %98 : tensor<2x4x4xf32>
    %101 = stablehlo.maximum %99, %100 : tensor<2x4x4xf32>
    %cst_15 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %103 = stablehlo.compare GE, %101, %102, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_16 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %105 = stablehlo.compare LE, %101, %104, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %cst_17 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_18 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %109 = stablehlo.multiply %97, %106 : tensor<2x4x4xf32>
    %110 = stablehlo.multiply %97, %107 : tensor<2x4x4xf32>
    %111 = stablehlo.select %105, %110, %97 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %112 = stablehlo.select %103, %109, %111 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %113 = stablehlo.multiply %98, %106 : tensor<2x4x4xf32>
    %114 = stablehlo.multiply %98, %107 : tensor<2x4x4xf32>
    %115 = stablehlo.select %105, %114, %98 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %116 = stablehlo.select %103, %113, %115 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %117 = stablehlo.select %105, %106, %108 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %118 = stablehlo.select %103, %107, %117 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %119 = chlo.square %112 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %120 = chlo.square %116 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %121 = stablehlo.add %119, %120 : tensor<2x4x4xf32>
    %122 = stablehlo.sqrt %121 : tensor<2x4x4xf32>
    %123 = stablehlo.multiply %122, %118 : tensor<2x4x4xf32>
    %cst_20 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %125 = stablehlo.compare EQ, %99, %124, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %126 = stablehlo.compare EQ, %100, %124, FLOAT : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %127 = stablehlo.or %125, %126 : tensor<2x4x4xi1>
    %128 = stablehlo.select %127, %124, %123 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %129 = stablehlo.divide %112, %122 : tensor<2x4x4xf32>
    %130 = stablehlo.divide %116, %122 : tensor<2x4x4xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %131 = stablehlo.reduce(%128 init: %cst_21) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %132 = stablehlo.real %96 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %133 = stablehlo.imag %96 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %134 = stablehlo.abs %132 : tensor<4x4xf32>
    %135 = stablehlo.abs %133 : tensor<4x4xf32>
    %136 = stablehlo.maximum %134, %135 : tensor<4x4xf32>
    %cst_22 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %138 = stablehlo.compare GE, %136, %137, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %cst_23 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %140 = stablehlo.compare LE, %136, %139, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %cst_24 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %cst_25 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %144 = stablehlo.multiply %132, %141 : tensor<4x4xf32>
    %145 = stablehlo.multiply %132, %142 : tensor<4x4xf32>
    %146 = stablehlo.select %140, %145, %132 : tensor<4x4xi1>, tensor<4x4xf32>
    %147 = stablehlo.select %138, %144, %146 : tensor<4x4xi1>, tensor<4x4xf32>
    %148 = stablehlo.multiply %133, %141 : tensor<4x4xf32>
    %149 = stablehlo.multiply %133, %142 : tensor<4x4xf32>
    %150 = stablehlo.select %140, %149, %133 : tensor<4x4xi1>, tensor<4x4xf32>
    %151 = stablehlo.select %138, %148, %150 : tensor<4x4xi1>, tensor<4x4xf32>
    %152 = stablehlo.select %140, %141, %143 : tensor<4x4xi1>, tensor<4x4xf32>
    %153 = stablehlo.select %138, %142, %152 : tensor<4x4xi1>, tensor<4x4xf32>
    %154 = chlo.square %147 : tensor<4x4xf32> -> tensor<4x4xf32>
    %155 = chlo.square %151 : tensor<4x4xf32> -> tensor<4x4xf32>
    %156 = stablehlo.add %154, %155 : tensor<4x4xf32>
    %157 = stablehlo.sqrt %156 : tensor<4x4xf32>
    %158 = stablehlo.multiply %157, %153 : tensor<4x4xf32>
    %cst_27 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %160 = stablehlo.compare EQ, %134, %159, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %161 = stablehlo.compare EQ, %135, %159, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %162 = stablehlo.or %160, %161 : tensor<4x4xi1>
    %163 = stablehlo.select %162, %159, %158 : tensor<4x4xi1>, tensor<4x4xf32>
    %164 = stablehlo.divide %147, %157 : tensor<4x4xf32>
    %165 = stablehlo.divide %151, %157 : tensor<4x4xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %166 = stablehlo.reduce(%163 init: %cst_28) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %167 = stablehlo.maximum %cst_29, %166 : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %169 = stablehlo.divide %131, %168 : tensor<2xf32>
    %170 = stablehlo.add %75, %169 : tensor<2xf32>
    return %170 : tensor<2xf32>
  }
  func.func private @qr(%arg0: tensor<2x5x4xcomplex<f32>>) -> (tensor<2x5x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) {
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=5, k=4, l=5, m=4, n=4}, custom>} : (tensor<2x5x4xcomplex<f32>>) -> (tensor<2x5x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>)
    %1 = stablehlo.custom_call @lapack_cungqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=5, k=4, l=4, m=5, n=4}, custom>} : (tensor<2x5x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x5x4xcomplex<f32>>
    %2 = stablehlo.slice %0#0 [0:2, 0:4, 0:4] : (tensor<2x5x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %3 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<4x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %10 = stablehlo.select %8, %9, %2 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>
    return %1, %10 : tensor<2x5x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>
  }
}
