module @jit_la2_cholesky_update attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<3x3xf64>, %arg3: tensor<3xf64>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<3x3xf64> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.slice %0 [0:1, 0:1] : (tensor<4x4xf32>) -> tensor<1x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1xf32>) -> tensor<f32>
    %3 = stablehlo.slice %arg1 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.compare EQ, %4, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.convert %5 : (tensor<i1>) -> tensor<i32>
    %7:2 = "stablehlo.case"(%6) ({
      %148 = stablehlo.abs %2 : tensor<f32>
      %149 = stablehlo.abs %4 : tensor<f32>
      %150 = stablehlo.compare GT, %148, %149, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %151 = stablehlo.select %150, %148, %149 : tensor<i1>, tensor<f32>
      %152 = stablehlo.divide %2, %151 : tensor<f32>
      %153 = stablehlo.divide %4, %151 : tensor<f32>
      %154 = stablehlo.multiply %152, %152 : tensor<f32>
      %155 = stablehlo.multiply %153, %153 : tensor<f32>
      %156 = stablehlo.add %154, %155 : tensor<f32>
      %157 = stablehlo.sqrt %156 : tensor<f32>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %158 = stablehlo.divide %cst_12, %157 : tensor<f32>
      %159 = stablehlo.multiply %152, %158 : tensor<f32>
      %160 = stablehlo.negate %153 : tensor<f32>
      %161 = stablehlo.multiply %160, %158 : tensor<f32>
      stablehlo.return %159, %161 : tensor<f32>, tensor<f32>
    }, {
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      stablehlo.return %cst_12, %cst_13 : tensor<f32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %8 = stablehlo.slice %0 [0:1, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x4xf32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %7#0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %7#1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.multiply %12, %arg1 : tensor<4xf32>
    %14 = stablehlo.subtract %11, %13 : tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %7#0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.multiply %15, %arg1 : tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %7#1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.multiply %17, %9 : tensor<4xf32>
    %19 = stablehlo.add %16, %18 : tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%0, %20, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x4xf32>
    %22 = stablehlo.slice %21 [1:2, 1:2] : (tensor<4x4xf32>) -> tensor<1x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x1xf32>) -> tensor<f32>
    %24 = stablehlo.slice %19 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.compare EQ, %25, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %27 = stablehlo.convert %26 : (tensor<i1>) -> tensor<i32>
    %28:2 = "stablehlo.case"(%27) ({
      %148 = stablehlo.abs %23 : tensor<f32>
      %149 = stablehlo.abs %25 : tensor<f32>
      %150 = stablehlo.compare GT, %148, %149, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %151 = stablehlo.select %150, %148, %149 : tensor<i1>, tensor<f32>
      %152 = stablehlo.divide %23, %151 : tensor<f32>
      %153 = stablehlo.divide %25, %151 : tensor<f32>
      %154 = stablehlo.multiply %152, %152 : tensor<f32>
      %155 = stablehlo.multiply %153, %153 : tensor<f32>
      %156 = stablehlo.add %154, %155 : tensor<f32>
      %157 = stablehlo.sqrt %156 : tensor<f32>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %158 = stablehlo.divide %cst_12, %157 : tensor<f32>
      %159 = stablehlo.multiply %152, %158 : tensor<f32>
      %160 = stablehlo.negate %153 : tensor<f32>
      %161 = stablehlo.multiply %160, %158 : tensor<f32>
      stablehlo.return %159, %161 : tensor<f32>, tensor<f32>
    }, {
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      stablehlo.return %cst_12, %cst_13 : tensor<f32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %29 = stablehlo.slice %21 [1:2, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x4xf32>) -> tensor<4xf32>
    %31 = stablehlo.broadcast_in_dim %28#0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<4xf32>
    %33 = stablehlo.broadcast_in_dim %28#1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.multiply %33, %19 : tensor<4xf32>
    %35 = stablehlo.subtract %32, %34 : tensor<4xf32>
    %36 = stablehlo.broadcast_in_dim %28#0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.multiply %36, %19 : tensor<4xf32>
    %38 = stablehlo.broadcast_in_dim %28#1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %39 = stablehlo.multiply %38, %30 : tensor<4xf32>
    %40 = stablehlo.add %37, %39 : tensor<4xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %42 = "stablehlo.scatter"(%21, %41, %35) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x4xf32>
    %43 = stablehlo.slice %42 [2:3, 2:3] : (tensor<4x4xf32>) -> tensor<1x1xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x1xf32>) -> tensor<f32>
    %45 = stablehlo.slice %40 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %46 = stablehlo.reshape %45 : (tensor<1xf32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.compare EQ, %46, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %48 = stablehlo.convert %47 : (tensor<i1>) -> tensor<i32>
    %49:2 = "stablehlo.case"(%48) ({
      %148 = stablehlo.abs %44 : tensor<f32>
      %149 = stablehlo.abs %46 : tensor<f32>
      %150 = stablehlo.compare GT, %148, %149, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %151 = stablehlo.select %150, %148, %149 : tensor<i1>, tensor<f32>
      %152 = stablehlo.divide %44, %151 : tensor<f32>
      %153 = stablehlo.divide %46, %151 : tensor<f32>
      %154 = stablehlo.multiply %152, %152 : tensor<f32>
      %155 = stablehlo.multiply %153, %153 : tensor<f32>
      %156 = stablehlo.add %154, %155 : tensor<f32>
      %157 = stablehlo.sqrt %156 : tensor<f32>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %158 = stablehlo.divide %cst_12, %157 : tensor<f32>
      %159 = stablehlo.multiply %152, %158 : tensor<f32>
      %160 = stablehlo.negate %153 : tensor<f32>
      %161 = stablehlo.multiply %160, %158 : tensor<f32>
      stablehlo.return %159, %161 : tensor<f32>, tensor<f32>
    }, {
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      stablehlo.return %cst_12, %cst_13 : tensor<f32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %50 = stablehlo.slice %42 [2:3, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x4xf32>) -> tensor<4xf32>
    %52 = stablehlo.broadcast_in_dim %49#0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<4xf32>
    %54 = stablehlo.broadcast_in_dim %49#1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %55 = stablehlo.multiply %54, %40 : tensor<4xf32>
    %56 = stablehlo.subtract %53, %55 : tensor<4xf32>
    %57 = stablehlo.broadcast_in_dim %49#0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.multiply %57, %40 : tensor<4xf32>
    %59 = stablehlo.broadcast_in_dim %49#1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.multiply %59, %51 : tensor<4xf32>
    %61 = stablehlo.add %58, %60 : tensor<4xf32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %63 = "stablehlo.scatter"(%42, %62, %56) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x4xf32>
    %64 = stablehlo.slice %63 [3:4, 3:4] : (tensor<4x4xf32>) -> tensor<1x1xf32>
    %65 = stablehlo.reshape %64 : (tensor<1x1xf32>) -> tensor<f32>
    %66 = stablehlo.slice %61 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %67 = stablehlo.reshape %66 : (tensor<1xf32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.compare EQ, %67, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %69 = stablehlo.convert %68 : (tensor<i1>) -> tensor<i32>
    %70:2 = "stablehlo.case"(%69) ({
      %148 = stablehlo.abs %65 : tensor<f32>
      %149 = stablehlo.abs %67 : tensor<f32>
      %150 = stablehlo.compare GT, %148, %149, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %151 = stablehlo.select %150, %148, %149 : tensor<i1>, tensor<f32>
      %152 = stablehlo.divide %65, %151 : tensor<f32>
      %153 = stablehlo.divide %67, %151 : tensor<f32>
      %154 = stablehlo.multiply %152, %152 : tensor<f32>
      %155 = stablehlo.multiply %153, %153 : tensor<f32>
      %156 = stablehlo.add %154, %155 : tensor<f32>
      %157 = stablehlo.sqrt %156 : tensor<f32>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %158 = stablehlo.divide %cst_12, %157 : tensor<f32>
      %159 = stablehlo.multiply %152, %158 : tensor<f32>
      %160 = stablehlo.negate %153 : tensor<f32>
      %161 = stablehlo.multiply %160, %158 : tensor<f32>
      stablehlo.return %159, %161 : tensor<f32>, tensor<f32>
    }, {
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      stablehlo.return %cst_12, %cst_13 : tensor<f32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %71 = stablehlo.slice %63 [3:4, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x4xf32>) -> tensor<4xf32>
    %73 = stablehlo.broadcast_in_dim %70#0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<4xf32>
    %75 = stablehlo.broadcast_in_dim %70#1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %76 = stablehlo.multiply %75, %61 : tensor<4xf32>
    %77 = stablehlo.subtract %74, %76 : tensor<4xf32>
    %78 = stablehlo.broadcast_in_dim %70#0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %79 = stablehlo.multiply %78, %61 : tensor<4xf32>
    %80 = stablehlo.broadcast_in_dim %70#1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %81 = stablehlo.multiply %80, %72 : tensor<4xf32>
    %82 = stablehlo.add %79, %81 : tensor<4xf32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %84 = "stablehlo.scatter"(%63, %83, %77) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x4xf32>
    %85 = stablehlo.slice %arg2 [0:1, 0:1] : (tensor<3x3xf64>) -> tensor<1x1xf64>
    %86 = stablehlo.reshape %85 : (tensor<1x1xf64>) -> tensor<f64>
    %87 = stablehlo.slice %arg3 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %88 = stablehlo.reshape %87 : (tensor<1xf64>) -> tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %89 = stablehlo.compare EQ, %88, %cst_6, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %90 = stablehlo.convert %89 : (tensor<i1>) -> tensor<i32>
    %91:2 = "stablehlo.case"(%90) ({
      %148 = stablehlo.abs %86 : tensor<f64>
      %149 = stablehlo.abs %88 : tensor<f64>
      %150 = stablehlo.compare GT, %148, %149, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %151 = stablehlo.select %150, %148, %149 : tensor<i1>, tensor<f64>
      %152 = stablehlo.divide %86, %151 : tensor<f64>
      %153 = stablehlo.divide %88, %151 : tensor<f64>
      %154 = stablehlo.multiply %152, %152 : tensor<f64>
      %155 = stablehlo.multiply %153, %153 : tensor<f64>
      %156 = stablehlo.add %154, %155 : tensor<f64>
      %157 = stablehlo.sqrt %156 : tensor<f64>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %158 = stablehlo.divide %cst_12, %157 : tensor<f64>
      %159 = stablehlo.multiply %152, %158 : tensor<f64>
      %160 = stablehlo.negate %153 : tensor<f64>
      %161 = stablehlo.multiply %160, %158 : tensor<f64>
      stablehlo.return %159, %161 : tensor<f64>, tensor<f64>
    }, {
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      stablehlo.return %cst_12, %cst_13 : tensor<f64>, tensor<f64>
    }) : (tensor<i32>) -> (tensor<f64>, tensor<f64>)
    %92 = stablehlo.slice %arg2 [0:1, 0:3] : (tensor<3x3xf64>) -> tensor<1x3xf64>
    %93 = stablehlo.reshape %92 : (tensor<1x3xf64>) -> tensor<3xf64>
    %94 = stablehlo.broadcast_in_dim %91#0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %95 = stablehlo.multiply %94, %93 : tensor<3xf64>
    %96 = stablehlo.broadcast_in_dim %91#1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %97 = stablehlo.multiply %96, %arg3 : tensor<3xf64>
    %98 = stablehlo.subtract %95, %97 : tensor<3xf64>
    %99 = stablehlo.broadcast_in_dim %91#0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %100 = stablehlo.multiply %99, %arg3 : tensor<3xf64>
    %101 = stablehlo.broadcast_in_dim %91#1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %102 = stablehlo.multiply %101, %93 : tensor<3xf64>
    %103 = stablehlo.add %100, %102 : tensor<3xf64>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %104 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %105 = "stablehlo.scatter"(%arg2, %104, %98) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<1xi32>, tensor<3xf64>) -> tensor<3x3xf64>
    %106 = stablehlo.slice %105 [1:2, 1:2] : (tensor<3x3xf64>) -> tensor<1x1xf64>
    %107 = stablehlo.reshape %106 : (tensor<1x1xf64>) -> tensor<f64>
    %108 = stablehlo.slice %103 [1:2] : (tensor<3xf64>) -> tensor<1xf64>
    %109 = stablehlo.reshape %108 : (tensor<1xf64>) -> tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %110 = stablehlo.compare EQ, %109, %cst_8, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %111 = stablehlo.convert %110 : (tensor<i1>) -> tensor<i32>
    %112:2 = "stablehlo.case"(%111) ({
      %148 = stablehlo.abs %107 : tensor<f64>
      %149 = stablehlo.abs %109 : tensor<f64>
      %150 = stablehlo.compare GT, %148, %149, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %151 = stablehlo.select %150, %148, %149 : tensor<i1>, tensor<f64>
      %152 = stablehlo.divide %107, %151 : tensor<f64>
      %153 = stablehlo.divide %109, %151 : tensor<f64>
      %154 = stablehlo.multiply %152, %152 : tensor<f64>
      %155 = stablehlo.multiply %153, %153 : tensor<f64>
      %156 = stablehlo.add %154, %155 : tensor<f64>
      %157 = stablehlo.sqrt %156 : tensor<f64>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %158 = stablehlo.divide %cst_12, %157 : tensor<f64>
      %159 = stablehlo.multiply %152, %158 : tensor<f64>
      %160 = stablehlo.negate %153 : tensor<f64>
      %161 = stablehlo.multiply %160, %158 : tensor<f64>
      stablehlo.return %159, %161 : tensor<f64>, tensor<f64>
    }, {
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      stablehlo.return %cst_12, %cst_13 : tensor<f64>, tensor<f64>
    }) : (tensor<i32>) -> (tensor<f64>, tensor<f64>)
    %113 = stablehlo.slice %105 [1:2, 0:3] : (tensor<3x3xf64>) -> tensor<1x3xf64>
    %114 = stablehlo.reshape %113 : (tensor<1x3xf64>) -> tensor<3xf64>
    %115 = stablehlo.broadcast_in_dim %112#0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %116 = stablehlo.multiply %115, %114 : tensor<3xf64>
    %117 = stablehlo.broadcast_in_dim %112#1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %118 = stablehlo.multiply %117, %103 : tensor<3xf64>
    %119 = stablehlo.subtract %116, %118 : tensor<3xf64>
    %120 = stablehlo.broadcast_in_dim %112#0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %121 = stablehlo.multiply %120, %103 : tensor<3xf64>
    %122 = stablehlo.broadcast_in_dim %112#1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %123 = stablehlo.multiply %122, %114 : tensor<3xf64>
    %124 = stablehlo.add %121, %123 : tensor<3xf64>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %125 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %126 = "stablehlo.scatter"(%105, %125, %119) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<1xi32>, tensor<3xf64>) -> tensor<3x3xf64>
    %127 = stablehlo.slice %126 [2:3, 2:3] : (tensor<3x3xf64>) -> tensor<1x1xf64>
    %128 = stablehlo.reshape %127 : (tensor<1x1xf64>) -> tensor<f64>
    %129 = stablehlo.slice %124 [2:3] : (tensor<3xf64>) -> tensor<1xf64>
    %130 = stablehlo.reshape %129 : (tensor<1xf64>) -> tensor<f64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %131 = stablehlo.compare EQ, %130, %cst_10, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %132 = stablehlo.convert %131 : (tensor<i1>) -> tensor<i32>
    %133:2 = "stablehlo.case"(%132) ({
      %148 = stablehlo.abs %128 : tensor<f64>
      %149 = stablehlo.abs %130 : tensor<f64>
      %150 = stablehlo.compare GT, %148, %149, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %151 = stablehlo.select %150, %148, %149 : tensor<i1>, tensor<f64>
      %152 = stablehlo.divide %128, %151 : tensor<f64>
      %153 = stablehlo.divide %130, %151 : tensor<f64>
      %154 = stablehlo.multiply %152, %152 : tensor<f64>
      %155 = stablehlo.multiply %153, %153 : tensor<f64>
      %156 = stablehlo.add %154, %155 : tensor<f64>
      %157 = stablehlo.sqrt %156 : tensor<f64>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %158 = stablehlo.divide %cst_12, %157 : tensor<f64>
      %159 = stablehlo.multiply %152, %158 : tensor<f64>
      %160 = stablehlo.negate %153 : tensor<f64>
      %161 = stablehlo.multiply %160, %158 : tensor<f64>
      stablehlo.return %159, %161 : tensor<f64>, tensor<f64>
    }, {
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      stablehlo.return %cst_12, %cst_13 : tensor<f64>, tensor<f64>
    }) : (tensor<i32>) -> (tensor<f64>, tensor<f64>)
    %134 = stablehlo.slice %126 [2:3, 0:3] : (tensor<3x3xf64>) -> tensor<1x3xf64>
    %135 = stablehlo.reshape %134 : (tensor<1x3xf64>) -> tensor<3xf64>
    %136 = stablehlo.broadcast_in_dim %133#0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %137 = stablehlo.multiply %136, %135 : tensor<3xf64>
    %138 = stablehlo.broadcast_in_dim %133#1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %139 = stablehlo.multiply %138, %124 : tensor<3xf64>
    %140 = stablehlo.subtract %137, %139 : tensor<3xf64>
    %141 = stablehlo.broadcast_in_dim %133#0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %142 = stablehlo.multiply %141, %124 : tensor<3xf64>
    %143 = stablehlo.broadcast_in_dim %133#1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %144 = stablehlo.multiply %143, %135 : tensor<3xf64>
    %145 = stablehlo.add %142, %144 : tensor<3xf64>
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %146 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %147 = "stablehlo.scatter"(%126, %146, %140) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<1xi32>, tensor<3xf64>) -> tensor<3x3xf64>
    return %84, %147 : tensor<4x4xf32>, tensor<3x3xf64>
  }
}
