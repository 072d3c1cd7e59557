"builtin.module"() <{sym_name = "jit_scan_unroll_exact_reverse"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<6x4xf32>) -> (tensor<4xf32>, tensor<6x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<4xf32>, %arg6: tensor<6x4xf32>):
    %8 = "stablehlo.reshape"(%arg6) : (tensor<6x4xf32>) -> tensor<2x3x4xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12:4 = "stablehlo.while"(%8, %11, %arg5, %10) ({
    ^bb0(%arg11: tensor<2x3x4xf32>, %arg12: tensor<i32>, %arg13: tensor<4xf32>, %arg14: tensor<2x3x4xf32>):
      %38 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %39 = "stablehlo.compare"(%arg12, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%39) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<2x3x4xf32>, %arg8: tensor<i32>, %arg9: tensor<4xf32>, %arg10: tensor<2x3x4xf32>):
      %14 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %15 = "stablehlo.subtract"(%14, %arg8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %16 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %17 = "stablehlo.subtract"(%15, %16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %18 = "func.call"(%arg7, %17) <{callee = @dynamic_index_in_dim}> : (tensor<2x3x4xf32>, tensor<i32>) -> tensor<3x4xf32>
      %19 = "stablehlo.slice"(%18) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
      %20 = "stablehlo.reshape"(%19) : (tensor<1x4xf32>) -> tensor<4xf32>
      %21 = "stablehlo.add"(%arg9, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %22 = "stablehlo.multiply"(%arg9, %20) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %23 = "stablehlo.slice"(%18) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
      %24 = "stablehlo.reshape"(%23) : (tensor<1x4xf32>) -> tensor<4xf32>
      %25 = "stablehlo.add"(%21, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %26 = "stablehlo.multiply"(%21, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %27 = "stablehlo.slice"(%18) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
      %28 = "stablehlo.reshape"(%27) : (tensor<1x4xf32>) -> tensor<4xf32>
      %29 = "stablehlo.add"(%25, %28) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %30 = "stablehlo.multiply"(%25, %28) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
      %32 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
      %33 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
      %34 = "stablehlo.concatenate"(%31, %32, %33) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
      %35 = "func.call"(%arg10, %34, %17) <{callee = @dynamic_update_index_in_dim}> : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<i32>) -> tensor<2x3x4xf32>
      %36 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %37 = "stablehlo.add"(%arg8, %36) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg7, %37, %29, %35) : (tensor<2x3x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2x3x4xf32>) -> ()
    }) : (tensor<2x3x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2x3x4xf32>)
    %13 = "stablehlo.reshape"(%12#3) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    "func.return"(%12#2, %13) : (tensor<4xf32>, tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3x4xf32>, tensor<i32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x3x4xf32>, %arg4: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_slice"(%arg3, %arg4, %4, %5) <{slice_sizes = array<i64: 1, 3, 4>}> : (tensor<2x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x4xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%7) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<i32>) -> tensor<2x3x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<2x3x4xf32>, tensor<1x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x4xf32>
    "func.return"(%3) : (tensor<2x3x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
