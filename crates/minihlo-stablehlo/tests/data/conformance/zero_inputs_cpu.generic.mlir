"builtin.module"() <{sym_name = "jit_zero_inputs"}> ({
  "func.func"() <{arg_attrs = [], function_type = () -> tensor<2x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
    %0 = "stablehlo.custom_call"() <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [], output_operand_aliases = [], result_layouts = [dense<[1, 0]> : tensor<2xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : () -> tensor<2x3xf32>
    "func.return"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
