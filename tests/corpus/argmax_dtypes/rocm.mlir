module @jit_argmax_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xi8>, %arg2: tensor<4xui16>, %arg3: tensor<2x3xf16>, %arg4: tensor<2x3xbf16>, %arg5: tensor<3xui32>) -> (tensor<2xi32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<2xi32> {jax.result_info = "result[3]"}, tensor<i32> {jax.result_info = "result[4]"}, tensor<i32> {jax.result_info = "result[5]"}, tensor<2xi32> {jax.result_info = "result[6]"}, tensor<3xi32> {jax.result_info = "result[7]"}, tensor<3xi32> {jax.result_info = "result[8]"}, tensor<2xi32> {jax.result_info = "result[9]"}, tensor<i32> {jax.result_info = "result[10]"}, tensor<i32> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg3) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf16>) -> tensor<2x3xf16>
    %1 = call @argmax(%arg0) : (tensor<2x3xi1>) -> tensor<2xi32>
    %2 = call @argmin(%arg0) : (tensor<2x3xi1>) -> tensor<3xi32>
    %3 = call @argmax_0(%arg1) : (tensor<2x3xi8>) -> tensor<3xi32>
    %4 = call @argmin_1(%arg1) : (tensor<2x3xi8>) -> tensor<2xi32>
    %5 = call @argmax_2(%arg2) : (tensor<4xui16>) -> tensor<i32>
    %6 = call @argmin_3(%arg2) : (tensor<4xui16>) -> tensor<i32>
    %7 = call @argmax_4(%0) : (tensor<2x3xf16>) -> tensor<2xi32>
    %8 = call @argmin_5(%0) : (tensor<2x3xf16>) -> tensor<3xi32>
    %9 = call @argmax_6(%arg4) : (tensor<2x3xbf16>) -> tensor<3xi32>
    %10 = call @argmin_7(%arg4) : (tensor<2x3xbf16>) -> tensor<2xi32>
    %11 = call @argmax_8(%arg5) : (tensor<3xui32>) -> tensor<i32>
    %12 = call @argmin_9(%arg5) : (tensor<3xui32>) -> tensor<i32>
    return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : tensor<2xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<2xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>
  }
  func.func private @argmax(%arg0: tensor<2x3xi1>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<i1>, tensor<i32>) -> (tensor<2xi1>, tensor<2xi32>)
     reducer(%arg1: tensor<i1>, %arg3: tensor<i1>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i1>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @argmin(%arg0: tensor<2x3xi1>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x3xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<i1>, tensor<i32>) -> (tensor<3xi1>, tensor<3xi32>)
     reducer(%arg1: tensor<i1>, %arg3: tensor<i1>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i1>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
  func.func private @argmax_0(%arg0: tensor<2x3xi8>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x3xi32>
    %c = stablehlo.constant dense<-128> : tensor<i8>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<2x3xi8>, tensor<2x3xi32>, tensor<i8>, tensor<i32>) -> (tensor<3xi8>, tensor<3xi32>)
     reducer(%arg1: tensor<i8>, %arg3: tensor<i8>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i8>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i8>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
  func.func private @argmin_1(%arg0: tensor<2x3xi8>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c = stablehlo.constant dense<127> : tensor<i8>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<2x3xi8>, tensor<2x3xi32>, tensor<i8>, tensor<i32>) -> (tensor<2xi8>, tensor<2xi32>)
     reducer(%arg1: tensor<i8>, %arg3: tensor<i8>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i8>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i8>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @argmax_2(%arg0: tensor<4xui16>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<ui16>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<4xui16>, tensor<4xi32>, tensor<ui16>, tensor<i32>) -> (tensor<ui16>, tensor<i32>)
     reducer(%arg1: tensor<ui16>, %arg3: tensor<ui16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<ui16>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @argmin_3(%arg0: tensor<4xui16>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<65535> : tensor<ui16>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<4xui16>, tensor<4xi32>, tensor<ui16>, tensor<i32>) -> (tensor<ui16>, tensor<i32>)
     reducer(%arg1: tensor<ui16>, %arg3: tensor<ui16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<ui16>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @argmax_4(%arg0: tensor<2x3xf16>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x3xf16>, tensor<2x3xi32>, tensor<f16>, tensor<i32>) -> (tensor<2xf16>, tensor<2xi32>)
     reducer(%arg1: tensor<f16>, %arg3: tensor<f16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f16>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @argmin_5(%arg0: tensor<2x3xf16>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x3xi32>
    %cst = stablehlo.constant dense<0x7C00> : tensor<f16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<2x3xf16>, tensor<2x3xi32>, tensor<f16>, tensor<i32>) -> (tensor<3xf16>, tensor<3xi32>)
     reducer(%arg1: tensor<f16>, %arg3: tensor<f16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f16>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
  func.func private @argmax_6(%arg0: tensor<2x3xbf16>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x3xi32>
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<2x3xbf16>, tensor<2x3xi32>, tensor<bf16>, tensor<i32>) -> (tensor<3xbf16>, tensor<3xi32>)
     reducer(%arg1: tensor<bf16>, %arg3: tensor<bf16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<bf16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<bf16>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
  func.func private @argmin_7(%arg0: tensor<2x3xbf16>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %cst = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x3xbf16>, tensor<2x3xi32>, tensor<bf16>, tensor<i32>) -> (tensor<2xbf16>, tensor<2xi32>)
     reducer(%arg1: tensor<bf16>, %arg3: tensor<bf16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<bf16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<bf16>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @argmax_8(%arg0: tensor<3xui32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<3xui32>, tensor<3xi32>, tensor<ui32>, tensor<i32>) -> (tensor<ui32>, tensor<i32>)
     reducer(%arg1: tensor<ui32>, %arg3: tensor<ui32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<ui32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @argmin_9(%arg0: tensor<3xui32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c = stablehlo.constant dense<4294967295> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<3xui32>, tensor<3xi32>, tensor<ui32>, tensor<i32>) -> (tensor<ui32>, tensor<i32>)
     reducer(%arg1: tensor<ui32>, %arg3: tensor<ui32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<ui32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
}
