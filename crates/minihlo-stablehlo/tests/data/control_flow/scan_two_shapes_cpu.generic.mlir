"builtin.module"() <{sym_name = "jit_scan_two_shapes"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<3x2xf32>) -> (tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<3x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<5xf32>, %arg11: tensor<3x2xf32>):
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14:4 = "stablehlo.while"(%arg10, %13, %10, %12) ({
    ^bb0(%arg24: tensor<5xf32>, %arg25: tensor<i32>, %arg26: tensor<f32>, %arg27: tensor<5xf32>):
      %37 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %38 = "stablehlo.compare"(%arg25, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%38) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg20: tensor<5xf32>, %arg21: tensor<i32>, %arg22: tensor<f32>, %arg23: tensor<5xf32>):
      %32 = "func.call"(%arg20, %arg21) <{callee = @dynamic_index_in_dim}> : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %33 = "stablehlo.add"(%arg22, %32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %34 = "func.call"(%arg23, %arg22, %arg21) <{callee = @dynamic_update_index_in_dim}> : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %35 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %36 = "stablehlo.add"(%arg21, %35) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg20, %36, %33, %34) : (tensor<5xf32>, tensor<i32>, tensor<f32>, tensor<5xf32>) -> ()
    }) : (tensor<5xf32>, tensor<i32>, tensor<f32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<i32>, tensor<f32>, tensor<5xf32>)
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19:4 = "stablehlo.while"(%arg11, %18, %15, %17) ({
    ^bb0(%arg16: tensor<3x2xf32>, %arg17: tensor<i32>, %arg18: tensor<f32>, %arg19: tensor<3x2xf32>):
      %30 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %31 = "stablehlo.compare"(%arg17, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%31) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<3x2xf32>, %arg13: tensor<i32>, %arg14: tensor<f32>, %arg15: tensor<3x2xf32>):
      %20 = "func.call"(%arg12, %arg13) <{callee = @dynamic_index_in_dim_0}> : (tensor<3x2xf32>, tensor<i32>) -> tensor<2xf32>
      %21 = "stablehlo.slice"(%20) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %22 = "stablehlo.reshape"(%21) : (tensor<1xf32>) -> tensor<f32>
      %23 = "stablehlo.add"(%arg14, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %24 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %26 = "stablehlo.multiply"(%20, %25) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %27 = "func.call"(%arg15, %26, %arg13) <{callee = @dynamic_update_index_in_dim_1}> : (tensor<3x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<3x2xf32>
      %28 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %29 = "stablehlo.add"(%arg13, %28) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg12, %29, %23, %27) : (tensor<3x2xf32>, tensor<i32>, tensor<f32>, tensor<3x2xf32>) -> ()
    }) : (tensor<3x2xf32>, tensor<i32>, tensor<f32>, tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<i32>, tensor<f32>, tensor<3x2xf32>)
    "func.return"(%14#2, %14#3, %19#2, %19#3) : (tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<5xf32>, %arg9: tensor<i32>):
    %8 = "stablehlo.dynamic_slice"(%arg8, %arg9) <{slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%9) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<5xf32>, %arg6: tensor<f32>, %arg7: tensor<i32>):
    %6 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %7 = "stablehlo.dynamic_update_slice"(%arg5, %6, %arg7) : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    "func.return"(%7) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2xf32>, tensor<i32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x2xf32>, %arg4: tensor<i32>):
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.dynamic_slice"(%arg3, %arg4, %3) <{slice_sizes = array<i64: 1, 2>}> : (tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x2xf32>) -> tensor<2xf32>
    "func.return"(%5) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<3x2xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<3x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
    "func.return"(%2) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
