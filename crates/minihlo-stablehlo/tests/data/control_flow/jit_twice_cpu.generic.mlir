"builtin.module"() <{sym_name = "jit_jit_twice"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4xf32>):
    %6 = "func.call"(%arg1) <{callee = @inner}> : (tensor<4xf32>) -> tensor<4xf32>
    %7 = "func.call"(%arg1) <{callee = @inner}> : (tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%8) : (tensor<4xf32>) -> ()
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
