"builtin.module"() <{sym_name = "jit_jit_symbol_names"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg12: tensor<4xf32>):
    %34 = "func.call"(%arg12) <{callee = @a}> : (tensor<4xf32>) -> tensor<4xf32>
    %35 = "func.call"(%arg12) <{callee = @a_0}> : (tensor<4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.add"(%34, %35) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "func.call"(%arg12) <{callee = @b}> : (tensor<4xf32>) -> tensor<4xf32>
    %38 = "stablehlo.add"(%36, %37) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "func.call"(%arg12) <{callee = @b_1}> : (tensor<4xf32>) -> tensor<4xf32>
    %40 = "stablehlo.add"(%38, %39) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %41 = "func.call"(%arg12) <{callee = @main_2}> : (tensor<4xf32>) -> tensor<4xf32>
    %42 = "stablehlo.add"(%40, %41) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %43 = "func.call"(%arg12) <{callee = @argmax}> : (tensor<4xf32>) -> tensor<4xf32>
    %44 = "stablehlo.add"(%42, %43) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %45 = "func.call"(%arg12) <{callee = @argmax_3}> : (tensor<4xf32>) -> tensor<i32>
    %46 = "stablehlo.convert"(%45) : (tensor<i32>) -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %48 = "stablehlo.add"(%44, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %49 = "func.call"(%arg12) <{callee = @a_0_4}> : (tensor<4xf32>) -> tensor<4xf32>
    %50 = "stablehlo.add"(%48, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%50) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "a", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4xf32>):
    %31 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %33 = "stablehlo.multiply"(%arg11, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%33) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "a_0", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4xf32>):
    %28 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %30 = "stablehlo.add"(%arg10, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%30) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "b", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4xf32>):
    %25 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %27 = "stablehlo.multiply"(%arg9, %26) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%27) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "b_1", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4xf32>):
    %22 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %24 = "stablehlo.subtract"(%arg8, %23) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%24) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "main_2", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4xf32>):
    %19 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %21 = "stablehlo.multiply"(%arg7, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%21) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4xf32>):
    %16 = "stablehlo.constant"() <{value = dense<7.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %18 = "stablehlo.multiply"(%arg6, %17) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%18) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<i32>, sym_name = "argmax_3", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4xf32>):
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %4 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6:2 = "stablehlo.reduce"(%arg1, %3, %4, %5) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<i32>):
      %7 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = "stablehlo.or"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = "stablehlo.compare"(%arg3, %arg5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %12 = "stablehlo.and"(%10, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %13 = "stablehlo.or"(%9, %12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %14 = "stablehlo.select"(%9, %arg2, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %15 = "stablehlo.select"(%13, %arg3, %arg5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%14, %15) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%6#1) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "a_0_4", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%2) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
