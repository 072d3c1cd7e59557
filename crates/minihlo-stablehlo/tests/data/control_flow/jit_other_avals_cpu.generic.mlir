"builtin.module"() <{sym_name = "jit_jit_other_avals"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<4xf32>):
    %6 = "func.call"(%arg2) <{callee = @leaf}> : (tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 2>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
    %8 = "func.call"(%7) <{callee = @leaf_0}> : (tensor<2xf32>) -> tensor<2xf32>
    %9 = "func.call"(%arg2) <{callee = @leaf}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%6, %8, %9) : (tensor<4xf32>, tensor<2xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "leaf", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4xf32>):
    %3 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%5) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xf32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "leaf_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %2 = "stablehlo.add"(%arg0, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%2) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
