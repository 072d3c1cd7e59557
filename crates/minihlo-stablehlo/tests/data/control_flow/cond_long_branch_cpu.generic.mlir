"builtin.module"() <{sym_name = "jit_cond_long_branch"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xf32>) -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.compare"(%1, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = "stablehlo.convert"(%3) : (tensor<i1>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %39 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %41 = "stablehlo.multiply"(%arg0, %40) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%41) : (tensor<4xf32>) -> ()
    }, {
      %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %8 = "stablehlo.add"(%arg0, %7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %9 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %11 = "stablehlo.add"(%8, %10) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %12 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %14 = "stablehlo.add"(%11, %13) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %15 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %17 = "stablehlo.add"(%14, %16) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %18 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %20 = "stablehlo.add"(%17, %19) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %21 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %23 = "stablehlo.add"(%20, %22) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %24 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %26 = "stablehlo.add"(%23, %25) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %27 = "stablehlo.constant"() <{value = dense<7.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %29 = "stablehlo.add"(%26, %28) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %30 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %32 = "stablehlo.add"(%29, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %33 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %35 = "stablehlo.add"(%32, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %36 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
      %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %38 = "stablehlo.add"(%35, %37) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%38) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%5) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
