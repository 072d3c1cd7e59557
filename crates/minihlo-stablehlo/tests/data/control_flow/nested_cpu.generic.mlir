"builtin.module"() <{sym_name = "jit_nested"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<4xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9:3 = "stablehlo.while"(%arg3, %8, %arg3) ({
    ^bb0(%arg7: tensor<4xf32>, %arg8: tensor<i32>, %arg9: tensor<4xf32>):
      %20 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %21 = "stablehlo.compare"(%arg8, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<4xf32>, %arg5: tensor<i32>, %arg6: tensor<4xf32>):
      %10 = "func.call"(%arg4, %arg5) <{callee = @dynamic_index_in_dim}> : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %12 = "stablehlo.compare"(%10, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = "stablehlo.convert"(%12) : (tensor<i1>) -> tensor<i32>
      %14 = "stablehlo.case"(%13) ({
        %18 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
        %19 = "stablehlo.subtract"(%arg6, %18) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "stablehlo.return"(%19) : (tensor<4xf32>) -> ()
      }, {
        %17 = "func.call"(%arg6) <{callee = @inner}> : (tensor<4xf32>) -> tensor<4xf32>
        "stablehlo.return"(%17) : (tensor<4xf32>) -> ()
      }) : (tensor<i32>) -> tensor<4xf32>
      %15 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %16 = "stablehlo.add"(%arg5, %15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg4, %16, %14) : (tensor<4xf32>, tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<4xf32>, tensor<i32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>, tensor<4xf32>)
    "func.return"(%9#2) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4xf32>, %arg2: tensor<i32>):
    %6 = "stablehlo.dynamic_slice"(%arg1, %arg2) <{slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%7) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "inner", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %5 = "stablehlo.add"(%2, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%5) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
