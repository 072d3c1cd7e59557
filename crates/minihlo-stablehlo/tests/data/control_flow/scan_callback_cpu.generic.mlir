"builtin.module"() <{sym_name = "jit_scan_callback"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<4xf32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6:3 = "stablehlo.while"(%5, %arg3, %4) ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<4xf32>, %arg9: tensor<4x4xf32>):
      %11 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %12 = "stablehlo.compare"(%arg7, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%12) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<4xf32>, %arg6: tensor<4x4xf32>):
      %7 = "stablehlo.custom_call"(%arg5) <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = true, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : (tensor<4xf32>) -> tensor<4xf32>
      %8 = "func.call"(%arg6, %arg5, %arg4) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<4x4xf32>
      %9 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %10 = "stablehlo.add"(%arg4, %9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%10, %7, %8) : (tensor<i32>, tensor<4xf32>, tensor<4x4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4x4xf32>)
    "func.return"(%6#1, %6#2) : (tensor<4xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<4x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
    "func.return"(%2) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
