"builtin.module"() <{sym_name = "jit_concatenate_wide"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xf32>) -> tensor<34xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "stablehlo.concatenate"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{dimension = 0 : i64}> : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<32xf32>
    %1 = "stablehlo.concatenate"(%arg0) <{dimension = 0 : i64}> : (tensor<2xf32>) -> tensor<2xf32>
    %2 = "stablehlo.concatenate"(%0, %1) <{dimension = 0 : i64}> : (tensor<32xf32>, tensor<2xf32>) -> tensor<34xf32>
    "func.return"(%2) : (tensor<34xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
