"builtin.module"() <{sym_name = "jit_switch3"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.clamp"(%0, %1, %2) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      "stablehlo.return"(%arg0) : (tensor<4xf32>) -> ()
    }, {
      %6 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %8 = "stablehlo.subtract"(%arg0, %7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%8) : (tensor<4xf32>) -> ()
    }, {
      %5 = "stablehlo.negate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%5) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%4) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
