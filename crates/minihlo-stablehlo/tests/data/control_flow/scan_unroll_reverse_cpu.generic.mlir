"builtin.module"() <{sym_name = "jit_scan_unroll_reverse"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<5x4xf32>) -> (tensor<4xf32>, tensor<5x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<4xf32>, %arg6: tensor<5x4xf32>):
    %8 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %9 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 5, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<5x4xf32>) -> tensor<4x4xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<4x4xf32>) -> tensor<2x2x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4xf32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14:4 = "stablehlo.while"(%10, %13, %arg5, %12) ({
    ^bb0(%arg11: tensor<2x2x4xf32>, %arg12: tensor<i32>, %arg13: tensor<4xf32>, %arg14: tensor<2x2x4xf32>):
      %50 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %51 = "stablehlo.compare"(%arg12, %50) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<2x2x4xf32>, %arg8: tensor<i32>, %arg9: tensor<4xf32>, %arg10: tensor<2x2x4xf32>):
      %25 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %26 = "stablehlo.subtract"(%25, %arg8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %27 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %28 = "stablehlo.subtract"(%26, %27) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %29 = "func.call"(%arg7, %28) <{callee = @dynamic_index_in_dim}> : (tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %30 = "stablehlo.slice"(%29) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xf32>) -> tensor<1x4xf32>
      %31 = "stablehlo.reshape"(%30) : (tensor<1x4xf32>) -> tensor<4xf32>
      %32 = "stablehlo.custom_call"(%31) <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : (tensor<4xf32>) -> tensor<4xf32>
      %33 = "stablehlo.add"(%arg9, %32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %34 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %36 = "stablehlo.multiply"(%32, %35) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %37 = "stablehlo.slice"(%29) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xf32>) -> tensor<1x4xf32>
      %38 = "stablehlo.reshape"(%37) : (tensor<1x4xf32>) -> tensor<4xf32>
      %39 = "stablehlo.custom_call"(%38) <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : (tensor<4xf32>) -> tensor<4xf32>
      %40 = "stablehlo.add"(%33, %39) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %41 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %43 = "stablehlo.multiply"(%39, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
      %45 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
      %46 = "stablehlo.concatenate"(%44, %45) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
      %47 = "func.call"(%arg10, %46, %28) <{callee = @dynamic_update_index_in_dim}> : (tensor<2x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>
      %48 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %49 = "stablehlo.add"(%arg8, %48) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg7, %49, %40, %47) : (tensor<2x2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2x2x4xf32>) -> ()
    }) : (tensor<2x2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2x2x4xf32>) -> (tensor<2x2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<2x2x4xf32>)
    %15 = "stablehlo.reshape"(%14#3) : (tensor<2x2x4xf32>) -> tensor<4x4xf32>
    %16 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x4xf32>) -> tensor<4xf32>
    %18 = "stablehlo.custom_call"(%17) <{api_version = 1 : i32, backend_config = "", call_target_name = "xla_buffer_python_cpu_callback", called_computations = [], has_side_effect = false, operand_layouts = [dense<0> : tensor<1xindex>], output_operand_aliases = [], result_layouts = [dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {index = 0 : ui64}} : (tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.add"(%14#2, %18) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %22 = "stablehlo.multiply"(%18, %21) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %24 = "stablehlo.concatenate"(%23, %15) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<4x4xf32>) -> tensor<5x4xf32>
    "func.return"(%19, %24) : (tensor<4xf32>, tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x2x4xf32>, %arg4: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_slice"(%arg3, %arg4, %4, %5) <{slice_sizes = array<i64: 1, 2, 4>}> : (tensor<2x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%7) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<2x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x4xf32>
    "func.return"(%3) : (tensor<2x2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
