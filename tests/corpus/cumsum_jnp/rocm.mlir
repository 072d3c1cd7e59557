module @jit_cumsum_jnp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi32>, %arg1: tensor<2x3xui8>) -> (tensor<4xi32> {jax.result_info = "result[0]"}, tensor<2x3xui8> {jax.result_info = "result[1]"}, tensor<6xui8> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<4xi32>) -> tensor<4xi32>
    %1 = call @cumsum(%0) : (tensor<4xi32>) -> tensor<4xi32>
    %2 = call @cumsum_1(%arg1) : (tensor<2x3xui8>) -> tensor<2x3xui8>
    %3 = call @cumsum_3(%arg1) : (tensor<2x3xui8>) -> tensor<6xui8>
    return %1, %2, %3 : tensor<4xi32>, tensor<2x3xui8>, tensor<6xui8>
  }
  func.func private @cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %1 = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
    } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
    return %0#0 : tensor<4xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<2x3xui8>) -> tensor<2x3xui8> {
    %0 = call @cumsum_2(%arg0) : (tensor<2x3xui8>) -> tensor<2x3xui8>
    return %0 : tensor<2x3xui8>
  }
  func.func private @cumsum_2(%arg0: tensor<2x3xui8>) -> tensor<2x3xui8> {
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<2xui8>
    %1:2 = chlo.scan(%arg0) inits (%0) dimension=1  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<2xui8>, %carry: tensor<2xui8>):
      %2 = stablehlo.add %input, %carry : tensor<2xui8>
      stablehlo.return %2, %2 : tensor<2xui8>, tensor<2xui8>
    } : (tensor<2x3xui8>, tensor<2xui8>) -> (tensor<2x3xui8>, tensor<2xui8>)
    return %1#0 : tensor<2x3xui8>
  }
  func.func private @cumsum_3(%arg0: tensor<2x3xui8>) -> tensor<6xui8> {
    %0 = stablehlo.reshape %arg0 : (tensor<2x3xui8>) -> tensor<6xui8>
    %1 = call @cumsum_4(%0) : (tensor<6xui8>) -> tensor<6xui8>
    return %1 : tensor<6xui8>
  }
  func.func private @cumsum_4(%arg0: tensor<6xui8>) -> tensor<6xui8> {
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %0:2 = chlo.scan(%arg0) inits (%c) dimension=0  attributes {is_associative = true, is_reverse = false} {
    ^bb0(%input: tensor<ui8>, %carry: tensor<ui8>):
      %1 = stablehlo.add %input, %carry : tensor<ui8>
      stablehlo.return %1, %1 : tensor<ui8>, tensor<ui8>
    } : (tensor<6xui8>, tensor<ui8>) -> (tensor<6xui8>, tensor<ui8>)
    return %0#0 : tensor<6xui8>
  }
}
