"builtin.module"() <{sym_name = "jit_scan_unroll_over"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<3x4xf32>) -> (tensor<4xf32>, tensor<3x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>):
    %0 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<0x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<0x4xf32>
    %4 = "stablehlo.slice"(%0) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.add"(%arg0, %5) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.multiply"(%arg0, %5) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.slice"(%0) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.add"(%6, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.multiply"(%6, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.slice"(%0) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.add"(%10, %13) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.multiply"(%10, %13) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %18 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %19 = "stablehlo.concatenate"(%16, %17, %18) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
    %20 = "stablehlo.concatenate"(%19, %3) <{dimension = 0 : i64}> : (tensor<3x4xf32>, tensor<0x4xf32>) -> tensor<3x4xf32>
    "func.return"(%14, %20) : (tensor<4xf32>, tensor<3x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
