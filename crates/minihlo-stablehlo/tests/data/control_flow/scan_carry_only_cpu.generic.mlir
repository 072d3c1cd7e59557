"builtin.module"() <{sym_name = "jit_scan_carry_only"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<4xf32>):
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4:3 = "stablehlo.while"(%arg2, %3, %2) ({
    ^bb0(%arg6: tensor<4xf32>, %arg7: tensor<i32>, %arg8: tensor<f32>):
      %10 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %11 = "stablehlo.compare"(%arg7, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<4xf32>, %arg4: tensor<i32>, %arg5: tensor<f32>):
      %5 = "func.call"(%arg3, %arg4) <{callee = @dynamic_index_in_dim}> : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
      %6 = "stablehlo.convert"(%arg5) : (tensor<f32>) -> tensor<f32>
      %7 = "stablehlo.add"(%6, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %8 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %9 = "stablehlo.add"(%arg4, %8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg3, %9, %7) : (tensor<4xf32>, tensor<i32>, tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<i32>, tensor<f32>) -> (tensor<4xf32>, tensor<i32>, tensor<f32>)
    "func.return"(%4#2) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<i32>):
    %0 = "stablehlo.dynamic_slice"(%arg0, %arg1) <{slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%1) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
