"builtin.module"() <{sym_name = "jit_jit_in_cond"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4xf32>):
    %4 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1xf32>) -> tensor<f32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = "stablehlo.convert"(%7) : (tensor<i1>) -> tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %13 = "stablehlo.add"(%arg1, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %14 = "func.call"(%13) <{callee = @cb_inner}> : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%14) : (tensor<4xf32>) -> ()
    }, {
      %10 = "func.call"(%arg1) <{callee = @cb_inner}> : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%10) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%9) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "cb_inner", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%3) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
