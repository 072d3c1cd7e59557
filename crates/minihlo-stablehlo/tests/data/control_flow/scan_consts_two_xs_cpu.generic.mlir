"builtin.module"() <{sym_name = "jit_scan_consts_two_xs"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<f32>) -> (tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<3xf32>, %arg6: tensor<5x3xf32>, %arg7: tensor<5x3xf32>, %arg8: tensor<f32>):
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9:6 = "stablehlo.while"(%arg6, %arg7, %arg8, %8, %arg5, %7) ({
    ^bb0(%arg15: tensor<5x3xf32>, %arg16: tensor<5x3xf32>, %arg17: tensor<f32>, %arg18: tensor<i32>, %arg19: tensor<3xf32>, %arg20: tensor<5x3xf32>):
      %19 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %20 = "stablehlo.compare"(%arg18, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%20) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: tensor<5x3xf32>, %arg10: tensor<5x3xf32>, %arg11: tensor<f32>, %arg12: tensor<i32>, %arg13: tensor<3xf32>, %arg14: tensor<5x3xf32>):
      %10 = "func.call"(%arg9, %arg12) <{callee = @dynamic_index_in_dim}> : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %11 = "func.call"(%arg10, %arg12) <{callee = @dynamic_index_in_dim}> : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %12 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %13 = "stablehlo.multiply"(%10, %12) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %14 = "stablehlo.add"(%arg13, %13) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %15 = "stablehlo.multiply"(%arg13, %11) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %16 = "func.call"(%arg14, %15, %arg12) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %17 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %18 = "stablehlo.add"(%arg12, %17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg9, %arg10, %arg11, %18, %14, %16) : (tensor<5x3xf32>, tensor<5x3xf32>, tensor<f32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>) -> ()
    }) : (tensor<5x3xf32>, tensor<5x3xf32>, tensor<f32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<5x3xf32>, tensor<f32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>)
    "func.return"(%9#4, %9#5, %arg6) : (tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x3xf32>, %arg4: tensor<i32>):
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.dynamic_slice"(%arg3, %arg4, %3) <{slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x3xf32>) -> tensor<3xf32>
    "func.return"(%5) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    "func.return"(%2) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
