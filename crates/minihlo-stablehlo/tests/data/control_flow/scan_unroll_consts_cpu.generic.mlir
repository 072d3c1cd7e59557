"builtin.module"() <{sym_name = "jit_scan_unroll_consts"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<7x2xf32>, tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<7x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<3xf32>, %arg11: tensor<3xf32>, %arg12: tensor<7x3xf32>, %arg13: tensor<7x2xf32>, %arg14: tensor<f32>):
    %16 = "stablehlo.slice"(%arg12) <{limit_indices = array<i64: 6, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<7x3xf32>) -> tensor<6x3xf32>
    %17 = "stablehlo.slice"(%arg12) <{limit_indices = array<i64: 7, 3>, start_indices = array<i64: 6, 0>, strides = array<i64: 1, 1>}> : (tensor<7x3xf32>) -> tensor<1x3xf32>
    %18 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<7x2xf32>) -> tensor<6x2xf32>
    %19 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 7, 2>, start_indices = array<i64: 6, 0>, strides = array<i64: 1, 1>}> : (tensor<7x2xf32>) -> tensor<1x2xf32>
    %20 = "stablehlo.reshape"(%16) : (tensor<6x3xf32>) -> tensor<2x3x3xf32>
    %21 = "stablehlo.reshape"(%18) : (tensor<6x2xf32>) -> tensor<2x3x2xf32>
    %22 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3xf32>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x2xf32>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27:8 = "stablehlo.while"(%20, %21, %arg14, %26, %arg10, %arg11, %23, %25) ({
    ^bb0(%arg23: tensor<2x3x3xf32>, %arg24: tensor<2x3x2xf32>, %arg25: tensor<f32>, %arg26: tensor<i32>, %arg27: tensor<3xf32>, %arg28: tensor<3xf32>, %arg29: tensor<2x3x3xf32>, %arg30: tensor<2x3x2xf32>):
      %96 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %97 = "stablehlo.compare"(%arg26, %96) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%97) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg15: tensor<2x3x3xf32>, %arg16: tensor<2x3x2xf32>, %arg17: tensor<f32>, %arg18: tensor<i32>, %arg19: tensor<3xf32>, %arg20: tensor<3xf32>, %arg21: tensor<2x3x3xf32>, %arg22: tensor<2x3x2xf32>):
      %46 = "func.call"(%arg15, %arg18) <{callee = @dynamic_index_in_dim}> : (tensor<2x3x3xf32>, tensor<i32>) -> tensor<3x3xf32>
      %47 = "func.call"(%arg16, %arg18) <{callee = @dynamic_index_in_dim_0}> : (tensor<2x3x2xf32>, tensor<i32>) -> tensor<3x2xf32>
      %48 = "stablehlo.slice"(%46) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<1x3xf32>
      %49 = "stablehlo.reshape"(%48) : (tensor<1x3xf32>) -> tensor<3xf32>
      %50 = "stablehlo.slice"(%47) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<1x2xf32>
      %51 = "stablehlo.reshape"(%50) : (tensor<1x2xf32>) -> tensor<2xf32>
      %52 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %53 = "stablehlo.multiply"(%49, %52) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %54 = "stablehlo.add"(%arg19, %53) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %55 = "stablehlo.subtract"(%arg20, %49) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %56 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %57 = "stablehlo.multiply"(%arg19, %56) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %58 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %59 = "stablehlo.add"(%51, %58) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %60 = "stablehlo.slice"(%46) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<1x3xf32>
      %61 = "stablehlo.reshape"(%60) : (tensor<1x3xf32>) -> tensor<3xf32>
      %62 = "stablehlo.slice"(%47) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<1x2xf32>
      %63 = "stablehlo.reshape"(%62) : (tensor<1x2xf32>) -> tensor<2xf32>
      %64 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %65 = "stablehlo.multiply"(%61, %64) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %66 = "stablehlo.add"(%54, %65) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %67 = "stablehlo.subtract"(%55, %61) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %68 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %69 = "stablehlo.multiply"(%54, %68) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %70 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %71 = "stablehlo.add"(%63, %70) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %72 = "stablehlo.slice"(%46) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<1x3xf32>
      %73 = "stablehlo.reshape"(%72) : (tensor<1x3xf32>) -> tensor<3xf32>
      %74 = "stablehlo.slice"(%47) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<1x2xf32>
      %75 = "stablehlo.reshape"(%74) : (tensor<1x2xf32>) -> tensor<2xf32>
      %76 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %77 = "stablehlo.multiply"(%73, %76) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %78 = "stablehlo.add"(%66, %77) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %79 = "stablehlo.subtract"(%67, %73) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %80 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %81 = "stablehlo.multiply"(%66, %80) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %82 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %83 = "stablehlo.add"(%75, %82) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %84 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
      %85 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
      %86 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
      %87 = "stablehlo.concatenate"(%84, %85, %86) <{dimension = 0 : i64}> : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
      %88 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
      %89 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
      %90 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
      %91 = "stablehlo.concatenate"(%88, %89, %90) <{dimension = 0 : i64}> : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<3x2xf32>
      %92 = "func.call"(%arg21, %87, %arg18) <{callee = @dynamic_update_index_in_dim}> : (tensor<2x3x3xf32>, tensor<3x3xf32>, tensor<i32>) -> tensor<2x3x3xf32>
      %93 = "func.call"(%arg22, %91, %arg18) <{callee = @dynamic_update_index_in_dim_1}> : (tensor<2x3x2xf32>, tensor<3x2xf32>, tensor<i32>) -> tensor<2x3x2xf32>
      %94 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %95 = "stablehlo.add"(%arg18, %94) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg15, %arg16, %arg17, %95, %78, %79, %92, %93) : (tensor<2x3x3xf32>, tensor<2x3x2xf32>, tensor<f32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> ()
    }) : (tensor<2x3x3xf32>, tensor<2x3x2xf32>, tensor<f32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> (tensor<2x3x3xf32>, tensor<2x3x2xf32>, tensor<f32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x3xf32>, tensor<2x3x2xf32>)
    %28 = "stablehlo.reshape"(%27#6) : (tensor<2x3x3xf32>) -> tensor<6x3xf32>
    %29 = "stablehlo.reshape"(%27#7) : (tensor<2x3x2xf32>) -> tensor<6x2xf32>
    %30 = "stablehlo.slice"(%17) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1x3xf32>) -> tensor<3xf32>
    %32 = "stablehlo.slice"(%19) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1x2xf32>) -> tensor<2xf32>
    %34 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %35 = "stablehlo.multiply"(%31, %34) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %36 = "stablehlo.add"(%27#4, %35) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %37 = "stablehlo.subtract"(%27#5, %31) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %39 = "stablehlo.multiply"(%27#4, %38) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %40 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %41 = "stablehlo.add"(%33, %40) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %42 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %43 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %44 = "stablehlo.concatenate"(%28, %42) <{dimension = 0 : i64}> : (tensor<6x3xf32>, tensor<1x3xf32>) -> tensor<7x3xf32>
    %45 = "stablehlo.concatenate"(%29, %43) <{dimension = 0 : i64}> : (tensor<6x2xf32>, tensor<1x2xf32>) -> tensor<7x2xf32>
    "func.return"(%36, %37, %44, %45) : (tensor<3xf32>, tensor<3xf32>, tensor<7x3xf32>, tensor<7x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3x3xf32>, tensor<i32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<2x3x3xf32>, %arg9: tensor<i32>):
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.dynamic_slice"(%arg8, %arg9, %12, %13) <{slice_sizes = array<i64: 1, 3, 3>}> : (tensor<2x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1x3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%15) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3x2xf32>, tensor<i32>) -> tensor<3x2xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x3x2xf32>, %arg7: tensor<i32>):
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.dynamic_slice"(%arg6, %arg7, %8, %9) <{slice_sizes = array<i64: 1, 3, 2>}> : (tensor<2x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%11) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x3x3xf32>, tensor<3x3xf32>, tensor<i32>) -> tensor<2x3x3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x3x3xf32>, %arg4: tensor<3x3xf32>, %arg5: tensor<i32>):
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.dynamic_update_slice"(%arg3, %4, %arg5, %5, %6) : (tensor<2x3x3xf32>, tensor<1x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3xf32>
    "func.return"(%7) : (tensor<2x3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x3x2xf32>, tensor<3x2xf32>, tensor<i32>) -> tensor<2x3x2xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x3x2xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<1x3x2xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<2x3x2xf32>, tensor<1x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x2xf32>
    "func.return"(%3) : (tensor<2x3x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
