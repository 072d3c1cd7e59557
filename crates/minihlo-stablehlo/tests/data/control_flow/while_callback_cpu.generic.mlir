"builtin.module"() <{sym_name = "jit_while_callback"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1:2 = "stablehlo.while"(%0, %arg0) ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<4xf32>):
      %5 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %6 = "stablehlo.compare"(%arg3, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<4xf32>):
      %2 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %3 = "stablehlo.add"(%arg1, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %4 = "stablehlo.custom_call"(%arg2) <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = true, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%3, %4) : (tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
    "func.return"(%1#1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
