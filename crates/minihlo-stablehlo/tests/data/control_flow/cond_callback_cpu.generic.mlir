"builtin.module"() <{sym_name = "jit_cond_callback"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xf32>) -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.compare"(%1, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = "stablehlo.convert"(%3) : (tensor<i1>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      "stablehlo.return"(%arg0) : (tensor<4xf32>) -> ()
    }, {
      %6 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%6) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%5) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
