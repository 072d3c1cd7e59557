"builtin.module"() <{sym_name = "jit_jit_same_operand_twice"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<4xf32>):
    %1:2 = "func.call"(%arg2, %arg2) <{callee = @j2}> : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    "func.return"(%1#0, %1#1) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), res_attrs = [{}, {}], sym_name = "j2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>):
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
