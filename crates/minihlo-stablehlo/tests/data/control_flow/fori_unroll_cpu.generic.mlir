"builtin.module"() <{sym_name = "jit_fori_unroll"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2:3 = "stablehlo.while"(%1, %0, %arg0) ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<4xf32>):
      %29 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %30 = "stablehlo.compare"(%arg4, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%30) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<4xf32>):
      %11 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %12 = "stablehlo.add"(%arg2, %11) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %13 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %15 = "stablehlo.multiply"(%arg3, %14) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %16 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
      %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %18 = "stablehlo.add"(%15, %17) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %20 = "stablehlo.add"(%12, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %21 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %23 = "stablehlo.multiply"(%18, %22) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %24 = "stablehlo.convert"(%12) : (tensor<i32>) -> tensor<f32>
      %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %26 = "stablehlo.add"(%23, %25) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %27 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %28 = "stablehlo.add"(%arg1, %27) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%28, %20, %26) : (tensor<i32>, tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<i32>, tensor<4xf32>)
    %3 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.add"(%2#1, %3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %7 = "stablehlo.multiply"(%2#2, %6) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.convert"(%2#1) : (tensor<i32>) -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %10 = "stablehlo.add"(%7, %9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%10) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
