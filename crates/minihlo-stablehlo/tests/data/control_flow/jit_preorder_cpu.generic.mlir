"builtin.module"() <{sym_name = "jit_jit_preorder"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<4xf32>):
    %10 = "func.call"(%arg3) <{callee = @mid}> : (tensor<4xf32>) -> tensor<4xf32>
    %11 = "func.call"(%10) <{callee = @other}> : (tensor<4xf32>) -> tensor<4xf32>
    %12 = "func.call"(%arg3) <{callee = @leaf}> : (tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%13) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "mid", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4xf32>):
    %6 = "func.call"(%arg2) <{callee = @leaf}> : (tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%9) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "leaf", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4xf32>):
    %3 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%5) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "other", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.subtract"(%arg0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%2) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
