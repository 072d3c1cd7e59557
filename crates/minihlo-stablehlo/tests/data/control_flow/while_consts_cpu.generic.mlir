"builtin.module"() <{sym_name = "jit_while_consts"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xf32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1:4 = "stablehlo.while"(%arg1, %arg2, %0, %arg0) ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<f32>, %arg9: tensor<i32>, %arg10: tensor<4xf32>):
      %6 = "stablehlo.convert"(%arg9) : (tensor<i32>) -> tensor<i32>
      %7 = "stablehlo.compare"(%6, %arg7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<4xf32>):
      %2 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %3 = "stablehlo.add"(%arg5, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %5 = "stablehlo.multiply"(%arg6, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%arg3, %arg4, %3, %5) : (tensor<i32>, tensor<f32>, tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<f32>, tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<f32>, tensor<i32>, tensor<4xf32>)
    "func.return"(%1#2, %1#3) : (tensor<i32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
