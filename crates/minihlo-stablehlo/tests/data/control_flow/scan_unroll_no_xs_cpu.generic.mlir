"builtin.module"() <{sym_name = "jit_scan_unroll_no_xs"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<f32>) -> (tensor<f32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<f32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6:3 = "stablehlo.while"(%5, %arg3, %4) ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<f32>, %arg9: tensor<2x2xf32>):
      %22 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %23 = "stablehlo.compare"(%arg7, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%23) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<f32>, %arg6: tensor<2x2xf32>):
      %12 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %13 = "stablehlo.multiply"(%arg5, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %14 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %15 = "stablehlo.multiply"(%13, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %17 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %18 = "stablehlo.concatenate"(%16, %17) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %19 = "func.call"(%arg6, %18, %arg4) <{callee = @dynamic_update_index_in_dim}> : (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %20 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %21 = "stablehlo.add"(%arg4, %20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%21, %15, %19) : (tensor<i32>, tensor<f32>, tensor<2x2xf32>) -> ()
    }) : (tensor<i32>, tensor<f32>, tensor<2x2xf32>) -> (tensor<i32>, tensor<f32>, tensor<2x2xf32>)
    %7 = "stablehlo.reshape"(%6#2) : (tensor<2x2xf32>) -> tensor<4xf32>
    %8 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.multiply"(%6#1, %8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%6#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %11 = "stablehlo.concatenate"(%7, %10) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    "func.return"(%9, %11) : (tensor<f32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    "func.return"(%2) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
