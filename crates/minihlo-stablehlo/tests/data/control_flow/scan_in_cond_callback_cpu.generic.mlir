"builtin.module"() <{sym_name = "jit_scan_in_cond_callback"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<4xf32>, %arg6: tensor<4x4xf32>):
    %6 = "stablehlo.slice"(%arg5) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1xf32>) -> tensor<f32>
    %8 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = "stablehlo.convert"(%9) : (tensor<i1>) -> tensor<i32>
    %11:2 = "stablehlo.case"(%10) ({
      "stablehlo.return"(%arg5, %arg6) : (tensor<4xf32>, tensor<4x4xf32>) -> ()
    }, {
      %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
      %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %15:4 = "stablehlo.while"(%arg6, %14, %arg5, %13) ({
      ^bb0(%arg11: tensor<4x4xf32>, %arg12: tensor<i32>, %arg13: tensor<4xf32>, %arg14: tensor<4x4xf32>):
        %22 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
        %23 = "stablehlo.compare"(%arg12, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%23) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg7: tensor<4x4xf32>, %arg8: tensor<i32>, %arg9: tensor<4xf32>, %arg10: tensor<4x4xf32>):
        %16 = "func.call"(%arg7, %arg8) <{callee = @dynamic_index_in_dim}> : (tensor<4x4xf32>, tensor<i32>) -> tensor<4xf32>
        %17 = "stablehlo.custom_call"(%16) <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : (tensor<4xf32>) -> tensor<4xf32>
        %18 = "stablehlo.add"(%arg9, %17) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %19 = "func.call"(%arg10, %17, %arg8) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<4x4xf32>
        %20 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %21 = "stablehlo.add"(%arg8, %20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%arg7, %21, %18, %19) : (tensor<4x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4x4xf32>) -> ()
      }) : (tensor<4x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4x4xf32>)
      "stablehlo.return"(%15#2, %15#3) : (tensor<4xf32>, tensor<4x4xf32>) -> ()
    }) : (tensor<i32>) -> (tensor<4xf32>, tensor<4x4xf32>)
    "func.return"(%11#0, %11#1) : (tensor<4xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x4xf32>, %arg4: tensor<i32>):
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.dynamic_slice"(%arg3, %arg4, %3) <{slice_sizes = array<i64: 1, 4>}> : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x4xf32>) -> tensor<4xf32>
    "func.return"(%5) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<4x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
    "func.return"(%2) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
