"builtin.module"() <{sym_name = "jit_fori_static"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1:2 = "stablehlo.while"(%0, %arg0) ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<4xf32>):
      %7 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %8 = "stablehlo.compare"(%arg3, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%8) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<4xf32>):
      %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %4 = "stablehlo.add"(%arg2, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %5 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %6 = "stablehlo.add"(%arg1, %5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%6, %4) : (tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
    "func.return"(%1#1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
