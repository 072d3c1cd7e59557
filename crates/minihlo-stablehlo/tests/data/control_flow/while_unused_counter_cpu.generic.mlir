"builtin.module"() <{sym_name = "jit_while_unused_counter"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.while"(%arg0) ({
    ^bb0(%arg2: tensor<4xf32>):
      %4 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
      %5 = "stablehlo.reshape"(%4) : (tensor<1xf32>) -> tensor<f32>
      %6 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
      %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<4xf32>):
      %1 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %3 = "stablehlo.multiply"(%arg1, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%3) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
