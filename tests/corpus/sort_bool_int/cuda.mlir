module @jit_sort_bool_int attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi1>, %arg1: tensor<5xi8>) -> (tensor<5xi1> {jax.result_info = "result[0]"}, tensor<5xi8> {jax.result_info = "result[1]"}, tensor<5xi1> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<5xi1>) -> tensor<5xi1>
    %1 = "stablehlo.sort"(%0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %3 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<5xi1>) -> tensor<5xi1>
    %2:2 = "stablehlo.sort"(%arg1, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i8>, %arg3: tensor<i8>, %arg4: tensor<i1>, %arg5: tensor<i1>):
      %3 = stablehlo.compare LT, %arg4, %arg5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %4 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %5 = stablehlo.compare EQ, %arg2, %arg3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %6 = stablehlo.and %5, %3 : tensor<i1>
      %7 = stablehlo.or %4, %6 : tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }) : (tensor<5xi8>, tensor<5xi1>) -> (tensor<5xi8>, tensor<5xi1>)
    return %1, %2#0, %2#1 : tensor<5xi1>, tensor<5xi8>, tensor<5xi1>
  }
}
