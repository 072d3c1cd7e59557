"builtin.module"() <{sym_name = "jit_while_in_scan_in_jit"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg20: tensor<4xf32>):
    %28:2 = "func.call"(%arg20) <{callee = @f}> : (tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>)
    "func.return"(%28#0, %28#1) : (tensor<4xf32>, tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>), res_attrs = [{}, {}], sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4xf32>):
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11:4 = "stablehlo.while"(%7, %10, %6, %9) ({
    ^bb0(%arg16: tensor<2x4xf32>, %arg17: tensor<i32>, %arg18: tensor<4xf32>, %arg19: tensor<2xf32>):
      %26 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %27 = "stablehlo.compare"(%arg17, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%27) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg6: tensor<2x4xf32>, %arg7: tensor<i32>, %arg8: tensor<4xf32>, %arg9: tensor<2xf32>):
      %12 = "func.call"(%arg6, %arg7) <{callee = @dynamic_index_in_dim}> : (tensor<2x4xf32>, tensor<i32>) -> tensor<4xf32>
      %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %14:3 = "stablehlo.while"(%12, %13, %arg8) ({
      ^bb0(%arg13: tensor<4xf32>, %arg14: tensor<i32>, %arg15: tensor<4xf32>):
        %24 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
        %25 = "stablehlo.compare"(%arg14, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%25) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg10: tensor<4xf32>, %arg11: tensor<i32>, %arg12: tensor<4xf32>):
        %21 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %22 = "stablehlo.add"(%arg11, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %23 = "stablehlo.add"(%arg12, %arg10) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "stablehlo.return"(%arg10, %22, %23) : (tensor<4xf32>, tensor<i32>, tensor<4xf32>) -> ()
      }) : (tensor<4xf32>, tensor<i32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>, tensor<4xf32>)
      %15 = "stablehlo.slice"(%12) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
      %16 = "stablehlo.reshape"(%15) : (tensor<1xf32>) -> tensor<f32>
      %17 = "stablehlo.custom_call"(%16) <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<> : tensor<0xindex>], output_operand_aliases = [], result_layouts = [dense<> : tensor<0xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : (tensor<f32>) -> tensor<f32>
      %18 = "func.call"(%arg9, %17, %arg7) <{callee = @dynamic_update_index_in_dim}> : (tensor<2xf32>, tensor<f32>, tensor<i32>) -> tensor<2xf32>
      %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %20 = "stablehlo.add"(%arg7, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg6, %20, %14#2, %18) : (tensor<2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2xf32>) -> ()
    }) : (tensor<2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2xf32>) -> (tensor<2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2xf32>)
    "func.return"(%11#2, %11#3) : (tensor<4xf32>, tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4xf32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x4xf32>, %arg4: tensor<i32>):
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_slice"(%arg3, %arg4, %2) <{slice_sizes = array<i64: 1, 4>}> : (tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x4xf32>) -> tensor<4xf32>
    "func.return"(%4) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xf32>, tensor<f32>, tensor<i32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<2xf32>, tensor<1xf32>, tensor<i32>) -> tensor<2xf32>
    "func.return"(%1) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
