"builtin.module"() <{sym_name = "jit_scan_basic"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<4xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8:4 = "stablehlo.while"(%arg5, %7, %4, %6) ({
    ^bb0(%arg10: tensor<4xf32>, %arg11: tensor<i32>, %arg12: tensor<f32>, %arg13: tensor<4xf32>):
      %17 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %18 = "stablehlo.compare"(%arg11, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%18) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg6: tensor<4xf32>, %arg7: tensor<i32>, %arg8: tensor<f32>, %arg9: tensor<4xf32>):
      %9 = "func.call"(%arg6, %arg7) <{callee = @dynamic_index_in_dim}> : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %10 = "stablehlo.convert"(%arg8) : (tensor<f32>) -> tensor<f32>
      %11 = "stablehlo.add"(%10, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %13 = "stablehlo.multiply"(%arg8, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %14 = "func.call"(%arg9, %13, %arg7) <{callee = @dynamic_update_index_in_dim}> : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %15 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %16 = "stablehlo.add"(%arg7, %15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg6, %16, %11, %14) : (tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>) -> ()
    }) : (tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<4xf32>)
    "func.return"(%8#2, %8#3) : (tensor<f32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4xf32>, %arg4: tensor<i32>):
    %2 = "stablehlo.dynamic_slice"(%arg3, %arg4) <{slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%3) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
