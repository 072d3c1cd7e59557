"builtin.module"() <{sym_name = "jit_jit_side_effect_no_outputs"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4xf32>):
    "func.call"(%arg1) <{callee = @effect_only}> : (tensor<4xf32>) -> ()
    %1 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.multiply"(%arg1, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> (), res_attrs = [], sym_name = "effect_only", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = true, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
