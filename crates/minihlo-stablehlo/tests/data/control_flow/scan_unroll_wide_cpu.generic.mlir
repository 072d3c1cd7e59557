"builtin.module"() <{sym_name = "jit_scan_unroll_wide"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<40xf32>) -> (tensor<f32>, tensor<40xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<40xf32>):
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reshape"(%arg5) : (tensor<40xf32>) -> tensor<2x20xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x20xf32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11:4 = "stablehlo.while"(%7, %10, %6, %9) ({
    ^bb0(%arg10: tensor<2x20xf32>, %arg11: tensor<i32>, %arg12: tensor<f32>, %arg13: tensor<2x20xf32>):
      %120 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %121 = "stablehlo.compare"(%arg11, %120) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%121) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg6: tensor<2x20xf32>, %arg7: tensor<i32>, %arg8: tensor<f32>, %arg9: tensor<2x20xf32>):
      %13 = "func.call"(%arg6, %arg7) <{callee = @dynamic_index_in_dim}> : (tensor<2x20xf32>, tensor<i32>) -> tensor<20xf32>
      %14 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %15 = "stablehlo.reshape"(%14) : (tensor<1xf32>) -> tensor<f32>
      %16 = "stablehlo.add"(%arg8, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %17 = "stablehlo.multiply"(%arg8, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %19 = "stablehlo.reshape"(%18) : (tensor<1xf32>) -> tensor<f32>
      %20 = "stablehlo.add"(%16, %19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %21 = "stablehlo.multiply"(%16, %19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %22 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %23 = "stablehlo.reshape"(%22) : (tensor<1xf32>) -> tensor<f32>
      %24 = "stablehlo.add"(%20, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %25 = "stablehlo.multiply"(%20, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %26 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %27 = "stablehlo.reshape"(%26) : (tensor<1xf32>) -> tensor<f32>
      %28 = "stablehlo.add"(%24, %27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %29 = "stablehlo.multiply"(%24, %27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %30 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %31 = "stablehlo.reshape"(%30) : (tensor<1xf32>) -> tensor<f32>
      %32 = "stablehlo.add"(%28, %31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %33 = "stablehlo.multiply"(%28, %31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %34 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 6>, start_indices = array<i64: 5>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %35 = "stablehlo.reshape"(%34) : (tensor<1xf32>) -> tensor<f32>
      %36 = "stablehlo.add"(%32, %35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %37 = "stablehlo.multiply"(%32, %35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %38 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 7>, start_indices = array<i64: 6>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %39 = "stablehlo.reshape"(%38) : (tensor<1xf32>) -> tensor<f32>
      %40 = "stablehlo.add"(%36, %39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %41 = "stablehlo.multiply"(%36, %39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %42 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 8>, start_indices = array<i64: 7>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %43 = "stablehlo.reshape"(%42) : (tensor<1xf32>) -> tensor<f32>
      %44 = "stablehlo.add"(%40, %43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %45 = "stablehlo.multiply"(%40, %43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %46 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 9>, start_indices = array<i64: 8>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %47 = "stablehlo.reshape"(%46) : (tensor<1xf32>) -> tensor<f32>
      %48 = "stablehlo.add"(%44, %47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %49 = "stablehlo.multiply"(%44, %47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %50 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 10>, start_indices = array<i64: 9>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %51 = "stablehlo.reshape"(%50) : (tensor<1xf32>) -> tensor<f32>
      %52 = "stablehlo.add"(%48, %51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %53 = "stablehlo.multiply"(%48, %51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %54 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 11>, start_indices = array<i64: 10>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %55 = "stablehlo.reshape"(%54) : (tensor<1xf32>) -> tensor<f32>
      %56 = "stablehlo.add"(%52, %55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %57 = "stablehlo.multiply"(%52, %55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %58 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 12>, start_indices = array<i64: 11>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %59 = "stablehlo.reshape"(%58) : (tensor<1xf32>) -> tensor<f32>
      %60 = "stablehlo.add"(%56, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %61 = "stablehlo.multiply"(%56, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %62 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 13>, start_indices = array<i64: 12>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %63 = "stablehlo.reshape"(%62) : (tensor<1xf32>) -> tensor<f32>
      %64 = "stablehlo.add"(%60, %63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %65 = "stablehlo.multiply"(%60, %63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %66 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 14>, start_indices = array<i64: 13>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %67 = "stablehlo.reshape"(%66) : (tensor<1xf32>) -> tensor<f32>
      %68 = "stablehlo.add"(%64, %67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %69 = "stablehlo.multiply"(%64, %67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %70 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 15>, start_indices = array<i64: 14>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %71 = "stablehlo.reshape"(%70) : (tensor<1xf32>) -> tensor<f32>
      %72 = "stablehlo.add"(%68, %71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %73 = "stablehlo.multiply"(%68, %71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %74 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 16>, start_indices = array<i64: 15>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %75 = "stablehlo.reshape"(%74) : (tensor<1xf32>) -> tensor<f32>
      %76 = "stablehlo.add"(%72, %75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %77 = "stablehlo.multiply"(%72, %75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %78 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 17>, start_indices = array<i64: 16>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %79 = "stablehlo.reshape"(%78) : (tensor<1xf32>) -> tensor<f32>
      %80 = "stablehlo.add"(%76, %79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %81 = "stablehlo.multiply"(%76, %79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %82 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 18>, start_indices = array<i64: 17>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %83 = "stablehlo.reshape"(%82) : (tensor<1xf32>) -> tensor<f32>
      %84 = "stablehlo.add"(%80, %83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %85 = "stablehlo.multiply"(%80, %83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %86 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 19>, start_indices = array<i64: 18>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %87 = "stablehlo.reshape"(%86) : (tensor<1xf32>) -> tensor<f32>
      %88 = "stablehlo.add"(%84, %87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %89 = "stablehlo.multiply"(%84, %87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %90 = "stablehlo.slice"(%13) <{limit_indices = array<i64: 20>, start_indices = array<i64: 19>, strides = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1xf32>
      %91 = "stablehlo.reshape"(%90) : (tensor<1xf32>) -> tensor<f32>
      %92 = "stablehlo.add"(%88, %91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %93 = "stablehlo.multiply"(%88, %91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %94 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %95 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %96 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %97 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %98 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %99 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %100 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %101 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %102 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %103 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %104 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %105 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %106 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %107 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %108 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %109 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %110 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %111 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %112 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %113 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %114 = "stablehlo.concatenate"(%94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<16xf32>
      %115 = "stablehlo.concatenate"(%110, %111, %112, %113) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
      %116 = "stablehlo.concatenate"(%114, %115) <{dimension = 0 : i64}> : (tensor<16xf32>, tensor<4xf32>) -> tensor<20xf32>
      %117 = "func.call"(%arg9, %116, %arg7) <{callee = @dynamic_update_index_in_dim}> : (tensor<2x20xf32>, tensor<20xf32>, tensor<i32>) -> tensor<2x20xf32>
      %118 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %119 = "stablehlo.add"(%arg7, %118) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg6, %119, %92, %117) : (tensor<2x20xf32>, tensor<i32>, tensor<f32>, tensor<2x20xf32>) -> ()
    }) : (tensor<2x20xf32>, tensor<i32>, tensor<f32>, tensor<2x20xf32>) -> (tensor<2x20xf32>, tensor<i32>, tensor<f32>, tensor<2x20xf32>)
    %12 = "stablehlo.reshape"(%11#3) : (tensor<2x20xf32>) -> tensor<40xf32>
    "func.return"(%11#2, %12) : (tensor<f32>, tensor<40xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x20xf32>, tensor<i32>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x20xf32>, %arg4: tensor<i32>):
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.dynamic_slice"(%arg3, %arg4, %3) <{slice_sizes = array<i64: 1, 20>}> : (tensor<2x20xf32>, tensor<i32>, tensor<i32>) -> tensor<1x20xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x20xf32>) -> tensor<20xf32>
    "func.return"(%5) : (tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x20xf32>, tensor<20xf32>, tensor<i32>) -> tensor<2x20xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x20xf32>, %arg1: tensor<20xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<20xf32>) -> tensor<1x20xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<2x20xf32>, tensor<1x20xf32>, tensor<i32>, tensor<i32>) -> tensor<2x20xf32>
    "func.return"(%2) : (tensor<2x20xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
