"builtin.module"() <{sym_name = "jit_scan_rank3"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x2x4xf32>) -> (tensor<4xf32>, tensor<5x2x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<5x2x4xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13:4 = "stablehlo.while"(%arg5, %12, %9, %11) ({
    ^bb0(%arg10: tensor<5x2x4xf32>, %arg11: tensor<i32>, %arg12: tensor<4xf32>, %arg13: tensor<5x2x4xf32>):
      %24 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %25 = "stablehlo.compare"(%arg11, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%25) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg6: tensor<5x2x4xf32>, %arg7: tensor<i32>, %arg8: tensor<4xf32>, %arg9: tensor<5x2x4xf32>):
      %14 = "func.call"(%arg6, %arg7) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %15 = "stablehlo.slice"(%14) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xf32>) -> tensor<1x4xf32>
      %16 = "stablehlo.reshape"(%15) : (tensor<1x4xf32>) -> tensor<4xf32>
      %17 = "stablehlo.add"(%arg8, %16) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %18 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
      %20 = "stablehlo.multiply"(%14, %19) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
      %21 = "func.call"(%arg9, %20, %arg7) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %22 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %23 = "stablehlo.add"(%arg7, %22) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg6, %23, %17, %21) : (tensor<5x2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x2x4xf32>) -> ()
    }) : (tensor<5x2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x2x4xf32>) -> (tensor<5x2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x2x4xf32>)
    "func.return"(%13#2, %13#3) : (tensor<4xf32>, tensor<5x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x2x4xf32>, %arg4: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_slice"(%arg3, %arg4, %4, %5) <{slice_sizes = array<i64: 1, 2, 4>}> : (tensor<5x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%7) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<5x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x4xf32>
    "func.return"(%3) : (tensor<5x2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
