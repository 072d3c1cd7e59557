"builtin.module"() <{sym_name = "jit_scan_no_xs"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<f32>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<f32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1:2 = "stablehlo.while"(%0, %arg0) ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<f32>):
      %6 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %7 = "stablehlo.compare"(%arg3, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<f32>):
      %2 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3 = "stablehlo.multiply"(%arg2, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %4 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %5 = "stablehlo.add"(%arg1, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%5, %3) : (tensor<i32>, tensor<f32>) -> ()
    }) : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
    "func.return"(%1#1) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
