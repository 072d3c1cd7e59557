"builtin.module"() <{sym_name = "jit_fori_traced"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<i32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1:3 = "stablehlo.while"(%0, %arg1, %arg0) ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<4xf32>):
      %7 = "stablehlo.compare"(%arg5, %arg6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>):
      %2 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %3 = "stablehlo.add"(%arg2, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %4 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %6 = "stablehlo.add"(%arg4, %5) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%3, %arg3, %6) : (tensor<i32>, tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<i32>, tensor<4xf32>)
    "func.return"(%1#2) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
