module @jit_rnd_bits_widths attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<5xui8> {jax.result_info = "result[0]"}, tensor<ui16> {jax.result_info = "result[1]"}, tensor<2x3xui32> {jax.result_info = "result[2]"}) {
    %0 = sdy.sharding_constraint %arg0 <@empty_mesh, [{}]> : tensor<2xui32>
    %1 = stablehlo.slice %0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.slice %0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %7 = stablehlo.multiply %6, %5 : tensor<5xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<5xui64>
    %10 = stablehlo.convert %7 : (tensor<5xui64>) -> tensor<5xui32>
    %11 = stablehlo.convert %9 : (tensor<5xui64>) -> tensor<5xui32>
    %12:2 = call @threefry2x32(%2, %4, %11, %10) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %13 = stablehlo.xor %12#0, %12#1 : tensor<5xui32>
    %14 = stablehlo.convert %13 : (tensor<5xui32>) -> tensor<5xui8>
    %15 = stablehlo.slice %0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
    %17 = stablehlo.slice %0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %19:2 = call @threefry2x32_0(%16, %18, %c_1, %c_2) : (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<ui32>
    %21 = stablehlo.convert %20 : (tensor<ui32>) -> tensor<ui16>
    %22 = stablehlo.slice %0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
    %24 = stablehlo.slice %0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %25 = stablehlo.reshape %24 : (tensor<1xui32>) -> tensor<ui32>
    %26 = stablehlo.iota dim = 0 : tensor<2x3xui64>
    %27 = stablehlo.iota dim = 1 : tensor<2x3xui64>
    %c_3 = stablehlo.constant dense<3> : tensor<ui64>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %29 = stablehlo.multiply %28, %26 : tensor<2x3xui64>
    %c_4 = stablehlo.constant dense<1> : tensor<ui64>
    %30 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %31 = stablehlo.multiply %30, %27 : tensor<2x3xui64>
    %32 = stablehlo.add %29, %31 : tensor<2x3xui64>
    %c_5 = stablehlo.constant dense<32> : tensor<ui64>
    %33 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %34 = stablehlo.shift_right_logical %32, %33 : tensor<2x3xui64>
    %35 = stablehlo.convert %32 : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %36 = stablehlo.convert %34 : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %37:2 = call @threefry2x32_1(%23, %25, %36, %35) : (tensor<ui32>, tensor<ui32>, tensor<2x3xui32>, tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>)
    %38 = stablehlo.xor %37#0, %37#1 : tensor<2x3xui32>
    %39 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%38) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xui32>) -> tensor<2x3xui32>
    return %14, %21, %39 : tensor<5xui8>, tensor<ui16>, tensor<2x3xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
    %6 = stablehlo.add %3, %5 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<5xui32>
    %11 = stablehlo.or %8, %10 : tensor<5xui32>
    %12 = stablehlo.xor %6, %11 : tensor<5xui32>
    %13 = stablehlo.add %6, %12 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<5xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<5xui32>
    %18 = stablehlo.or %15, %17 : tensor<5xui32>
    %19 = stablehlo.xor %13, %18 : tensor<5xui32>
    %20 = stablehlo.add %13, %19 : tensor<5xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<5xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<5xui32>
    %25 = stablehlo.or %22, %24 : tensor<5xui32>
    %26 = stablehlo.xor %20, %25 : tensor<5xui32>
    %27 = stablehlo.add %20, %26 : tensor<5xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<5xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<5xui32>
    %32 = stablehlo.or %29, %31 : tensor<5xui32>
    %33 = stablehlo.xor %27, %32 : tensor<5xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %35 = stablehlo.add %27, %34 : tensor<5xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %37 = stablehlo.add %33, %36 : tensor<5xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %39 = stablehlo.add %37, %38 : tensor<5xui32>
    %40 = stablehlo.add %35, %39 : tensor<5xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<5xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<5xui32>
    %45 = stablehlo.or %42, %44 : tensor<5xui32>
    %46 = stablehlo.xor %40, %45 : tensor<5xui32>
    %47 = stablehlo.add %40, %46 : tensor<5xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<5xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<5xui32>
    %52 = stablehlo.or %49, %51 : tensor<5xui32>
    %53 = stablehlo.xor %47, %52 : tensor<5xui32>
    %54 = stablehlo.add %47, %53 : tensor<5xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<5xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<5xui32>
    %59 = stablehlo.or %56, %58 : tensor<5xui32>
    %60 = stablehlo.xor %54, %59 : tensor<5xui32>
    %61 = stablehlo.add %54, %60 : tensor<5xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<5xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<5xui32>
    %66 = stablehlo.or %63, %65 : tensor<5xui32>
    %67 = stablehlo.xor %61, %66 : tensor<5xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %69 = stablehlo.add %61, %68 : tensor<5xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %71 = stablehlo.add %67, %70 : tensor<5xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %73 = stablehlo.add %71, %72 : tensor<5xui32>
    %74 = stablehlo.add %69, %73 : tensor<5xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<5xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<5xui32>
    %79 = stablehlo.or %76, %78 : tensor<5xui32>
    %80 = stablehlo.xor %74, %79 : tensor<5xui32>
    %81 = stablehlo.add %74, %80 : tensor<5xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<5xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<5xui32>
    %86 = stablehlo.or %83, %85 : tensor<5xui32>
    %87 = stablehlo.xor %81, %86 : tensor<5xui32>
    %88 = stablehlo.add %81, %87 : tensor<5xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<5xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<5xui32>
    %93 = stablehlo.or %90, %92 : tensor<5xui32>
    %94 = stablehlo.xor %88, %93 : tensor<5xui32>
    %95 = stablehlo.add %88, %94 : tensor<5xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<5xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<5xui32>
    %100 = stablehlo.or %97, %99 : tensor<5xui32>
    %101 = stablehlo.xor %95, %100 : tensor<5xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %103 = stablehlo.add %95, %102 : tensor<5xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %105 = stablehlo.add %101, %104 : tensor<5xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %107 = stablehlo.add %105, %106 : tensor<5xui32>
    %108 = stablehlo.add %103, %107 : tensor<5xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<5xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<5xui32>
    %113 = stablehlo.or %110, %112 : tensor<5xui32>
    %114 = stablehlo.xor %108, %113 : tensor<5xui32>
    %115 = stablehlo.add %108, %114 : tensor<5xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<5xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<5xui32>
    %120 = stablehlo.or %117, %119 : tensor<5xui32>
    %121 = stablehlo.xor %115, %120 : tensor<5xui32>
    %122 = stablehlo.add %115, %121 : tensor<5xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<5xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<5xui32>
    %127 = stablehlo.or %124, %126 : tensor<5xui32>
    %128 = stablehlo.xor %122, %127 : tensor<5xui32>
    %129 = stablehlo.add %122, %128 : tensor<5xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<5xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<5xui32>
    %134 = stablehlo.or %131, %133 : tensor<5xui32>
    %135 = stablehlo.xor %129, %134 : tensor<5xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %137 = stablehlo.add %129, %136 : tensor<5xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %139 = stablehlo.add %135, %138 : tensor<5xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %141 = stablehlo.add %139, %140 : tensor<5xui32>
    %142 = stablehlo.add %137, %141 : tensor<5xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<5xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<5xui32>
    %147 = stablehlo.or %144, %146 : tensor<5xui32>
    %148 = stablehlo.xor %142, %147 : tensor<5xui32>
    %149 = stablehlo.add %142, %148 : tensor<5xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<5xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<5xui32>
    %154 = stablehlo.or %151, %153 : tensor<5xui32>
    %155 = stablehlo.xor %149, %154 : tensor<5xui32>
    %156 = stablehlo.add %149, %155 : tensor<5xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<5xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<5xui32>
    %161 = stablehlo.or %158, %160 : tensor<5xui32>
    %162 = stablehlo.xor %156, %161 : tensor<5xui32>
    %163 = stablehlo.add %156, %162 : tensor<5xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<5xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<5xui32>
    %168 = stablehlo.or %165, %167 : tensor<5xui32>
    %169 = stablehlo.xor %163, %168 : tensor<5xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %171 = stablehlo.add %163, %170 : tensor<5xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %173 = stablehlo.add %169, %172 : tensor<5xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %175 = stablehlo.add %173, %174 : tensor<5xui32>
    return %171, %175 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<ui32>, tensor<ui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.add %arg2, %arg0 : tensor<ui32>
    %3 = stablehlo.add %arg3, %arg1 : tensor<ui32>
    %4 = stablehlo.add %2, %3 : tensor<ui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %5 = stablehlo.shift_left %3, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %6 = stablehlo.shift_right_logical %3, %c_1 : tensor<ui32>
    %7 = stablehlo.or %5, %6 : tensor<ui32>
    %8 = stablehlo.xor %4, %7 : tensor<ui32>
    %9 = stablehlo.add %4, %8 : tensor<ui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %10 = stablehlo.shift_left %8, %c_2 : tensor<ui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %11 = stablehlo.shift_right_logical %8, %c_3 : tensor<ui32>
    %12 = stablehlo.or %10, %11 : tensor<ui32>
    %13 = stablehlo.xor %9, %12 : tensor<ui32>
    %14 = stablehlo.add %9, %13 : tensor<ui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %15 = stablehlo.shift_left %13, %c_4 : tensor<ui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %16 = stablehlo.shift_right_logical %13, %c_5 : tensor<ui32>
    %17 = stablehlo.or %15, %16 : tensor<ui32>
    %18 = stablehlo.xor %14, %17 : tensor<ui32>
    %19 = stablehlo.add %14, %18 : tensor<ui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %20 = stablehlo.shift_left %18, %c_6 : tensor<ui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.shift_right_logical %18, %c_7 : tensor<ui32>
    %22 = stablehlo.or %20, %21 : tensor<ui32>
    %23 = stablehlo.xor %19, %22 : tensor<ui32>
    %24 = stablehlo.add %19, %arg1 : tensor<ui32>
    %25 = stablehlo.add %23, %1 : tensor<ui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %26 = stablehlo.add %25, %c_8 : tensor<ui32>
    %27 = stablehlo.add %24, %26 : tensor<ui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %28 = stablehlo.shift_left %26, %c_9 : tensor<ui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %29 = stablehlo.shift_right_logical %26, %c_10 : tensor<ui32>
    %30 = stablehlo.or %28, %29 : tensor<ui32>
    %31 = stablehlo.xor %27, %30 : tensor<ui32>
    %32 = stablehlo.add %27, %31 : tensor<ui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %33 = stablehlo.shift_left %31, %c_11 : tensor<ui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %34 = stablehlo.shift_right_logical %31, %c_12 : tensor<ui32>
    %35 = stablehlo.or %33, %34 : tensor<ui32>
    %36 = stablehlo.xor %32, %35 : tensor<ui32>
    %37 = stablehlo.add %32, %36 : tensor<ui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %38 = stablehlo.shift_left %36, %c_13 : tensor<ui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %39 = stablehlo.shift_right_logical %36, %c_14 : tensor<ui32>
    %40 = stablehlo.or %38, %39 : tensor<ui32>
    %41 = stablehlo.xor %37, %40 : tensor<ui32>
    %42 = stablehlo.add %37, %41 : tensor<ui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %43 = stablehlo.shift_left %41, %c_15 : tensor<ui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %44 = stablehlo.shift_right_logical %41, %c_16 : tensor<ui32>
    %45 = stablehlo.or %43, %44 : tensor<ui32>
    %46 = stablehlo.xor %42, %45 : tensor<ui32>
    %47 = stablehlo.add %42, %1 : tensor<ui32>
    %48 = stablehlo.add %46, %arg0 : tensor<ui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %49 = stablehlo.add %48, %c_17 : tensor<ui32>
    %50 = stablehlo.add %47, %49 : tensor<ui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %51 = stablehlo.shift_left %49, %c_18 : tensor<ui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %52 = stablehlo.shift_right_logical %49, %c_19 : tensor<ui32>
    %53 = stablehlo.or %51, %52 : tensor<ui32>
    %54 = stablehlo.xor %50, %53 : tensor<ui32>
    %55 = stablehlo.add %50, %54 : tensor<ui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %56 = stablehlo.shift_left %54, %c_20 : tensor<ui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %57 = stablehlo.shift_right_logical %54, %c_21 : tensor<ui32>
    %58 = stablehlo.or %56, %57 : tensor<ui32>
    %59 = stablehlo.xor %55, %58 : tensor<ui32>
    %60 = stablehlo.add %55, %59 : tensor<ui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %61 = stablehlo.shift_left %59, %c_22 : tensor<ui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %62 = stablehlo.shift_right_logical %59, %c_23 : tensor<ui32>
    %63 = stablehlo.or %61, %62 : tensor<ui32>
    %64 = stablehlo.xor %60, %63 : tensor<ui32>
    %65 = stablehlo.add %60, %64 : tensor<ui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %66 = stablehlo.shift_left %64, %c_24 : tensor<ui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %67 = stablehlo.shift_right_logical %64, %c_25 : tensor<ui32>
    %68 = stablehlo.or %66, %67 : tensor<ui32>
    %69 = stablehlo.xor %65, %68 : tensor<ui32>
    %70 = stablehlo.add %65, %arg0 : tensor<ui32>
    %71 = stablehlo.add %69, %arg1 : tensor<ui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %72 = stablehlo.add %71, %c_26 : tensor<ui32>
    %73 = stablehlo.add %70, %72 : tensor<ui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %74 = stablehlo.shift_left %72, %c_27 : tensor<ui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %75 = stablehlo.shift_right_logical %72, %c_28 : tensor<ui32>
    %76 = stablehlo.or %74, %75 : tensor<ui32>
    %77 = stablehlo.xor %73, %76 : tensor<ui32>
    %78 = stablehlo.add %73, %77 : tensor<ui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %79 = stablehlo.shift_left %77, %c_29 : tensor<ui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %80 = stablehlo.shift_right_logical %77, %c_30 : tensor<ui32>
    %81 = stablehlo.or %79, %80 : tensor<ui32>
    %82 = stablehlo.xor %78, %81 : tensor<ui32>
    %83 = stablehlo.add %78, %82 : tensor<ui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %84 = stablehlo.shift_left %82, %c_31 : tensor<ui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %85 = stablehlo.shift_right_logical %82, %c_32 : tensor<ui32>
    %86 = stablehlo.or %84, %85 : tensor<ui32>
    %87 = stablehlo.xor %83, %86 : tensor<ui32>
    %88 = stablehlo.add %83, %87 : tensor<ui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %89 = stablehlo.shift_left %87, %c_33 : tensor<ui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %90 = stablehlo.shift_right_logical %87, %c_34 : tensor<ui32>
    %91 = stablehlo.or %89, %90 : tensor<ui32>
    %92 = stablehlo.xor %88, %91 : tensor<ui32>
    %93 = stablehlo.add %88, %arg1 : tensor<ui32>
    %94 = stablehlo.add %92, %1 : tensor<ui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %95 = stablehlo.add %94, %c_35 : tensor<ui32>
    %96 = stablehlo.add %93, %95 : tensor<ui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %97 = stablehlo.shift_left %95, %c_36 : tensor<ui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %98 = stablehlo.shift_right_logical %95, %c_37 : tensor<ui32>
    %99 = stablehlo.or %97, %98 : tensor<ui32>
    %100 = stablehlo.xor %96, %99 : tensor<ui32>
    %101 = stablehlo.add %96, %100 : tensor<ui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %102 = stablehlo.shift_left %100, %c_38 : tensor<ui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %103 = stablehlo.shift_right_logical %100, %c_39 : tensor<ui32>
    %104 = stablehlo.or %102, %103 : tensor<ui32>
    %105 = stablehlo.xor %101, %104 : tensor<ui32>
    %106 = stablehlo.add %101, %105 : tensor<ui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %107 = stablehlo.shift_left %105, %c_40 : tensor<ui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %108 = stablehlo.shift_right_logical %105, %c_41 : tensor<ui32>
    %109 = stablehlo.or %107, %108 : tensor<ui32>
    %110 = stablehlo.xor %106, %109 : tensor<ui32>
    %111 = stablehlo.add %106, %110 : tensor<ui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %112 = stablehlo.shift_left %110, %c_42 : tensor<ui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %113 = stablehlo.shift_right_logical %110, %c_43 : tensor<ui32>
    %114 = stablehlo.or %112, %113 : tensor<ui32>
    %115 = stablehlo.xor %111, %114 : tensor<ui32>
    %116 = stablehlo.add %111, %1 : tensor<ui32>
    %117 = stablehlo.add %115, %arg0 : tensor<ui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %118 = stablehlo.add %117, %c_44 : tensor<ui32>
    return %116, %118 : tensor<ui32>, tensor<ui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x3xui32>, %arg3: tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x3xui32>
    %6 = stablehlo.add %3, %5 : tensor<2x3xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<2x3xui32>
    %11 = stablehlo.or %8, %10 : tensor<2x3xui32>
    %12 = stablehlo.xor %6, %11 : tensor<2x3xui32>
    %13 = stablehlo.add %6, %12 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<2x3xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<2x3xui32>
    %18 = stablehlo.or %15, %17 : tensor<2x3xui32>
    %19 = stablehlo.xor %13, %18 : tensor<2x3xui32>
    %20 = stablehlo.add %13, %19 : tensor<2x3xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<2x3xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<2x3xui32>
    %25 = stablehlo.or %22, %24 : tensor<2x3xui32>
    %26 = stablehlo.xor %20, %25 : tensor<2x3xui32>
    %27 = stablehlo.add %20, %26 : tensor<2x3xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<2x3xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<2x3xui32>
    %32 = stablehlo.or %29, %31 : tensor<2x3xui32>
    %33 = stablehlo.xor %27, %32 : tensor<2x3xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %35 = stablehlo.add %27, %34 : tensor<2x3xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %37 = stablehlo.add %33, %36 : tensor<2x3xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %39 = stablehlo.add %37, %38 : tensor<2x3xui32>
    %40 = stablehlo.add %35, %39 : tensor<2x3xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<2x3xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<2x3xui32>
    %45 = stablehlo.or %42, %44 : tensor<2x3xui32>
    %46 = stablehlo.xor %40, %45 : tensor<2x3xui32>
    %47 = stablehlo.add %40, %46 : tensor<2x3xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<2x3xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<2x3xui32>
    %52 = stablehlo.or %49, %51 : tensor<2x3xui32>
    %53 = stablehlo.xor %47, %52 : tensor<2x3xui32>
    %54 = stablehlo.add %47, %53 : tensor<2x3xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<2x3xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<2x3xui32>
    %59 = stablehlo.or %56, %58 : tensor<2x3xui32>
    %60 = stablehlo.xor %54, %59 : tensor<2x3xui32>
    %61 = stablehlo.add %54, %60 : tensor<2x3xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<2x3xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<2x3xui32>
    %66 = stablehlo.or %63, %65 : tensor<2x3xui32>
    %67 = stablehlo.xor %61, %66 : tensor<2x3xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %69 = stablehlo.add %61, %68 : tensor<2x3xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %71 = stablehlo.add %67, %70 : tensor<2x3xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %73 = stablehlo.add %71, %72 : tensor<2x3xui32>
    %74 = stablehlo.add %69, %73 : tensor<2x3xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<2x3xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<2x3xui32>
    %79 = stablehlo.or %76, %78 : tensor<2x3xui32>
    %80 = stablehlo.xor %74, %79 : tensor<2x3xui32>
    %81 = stablehlo.add %74, %80 : tensor<2x3xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<2x3xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<2x3xui32>
    %86 = stablehlo.or %83, %85 : tensor<2x3xui32>
    %87 = stablehlo.xor %81, %86 : tensor<2x3xui32>
    %88 = stablehlo.add %81, %87 : tensor<2x3xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<2x3xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<2x3xui32>
    %93 = stablehlo.or %90, %92 : tensor<2x3xui32>
    %94 = stablehlo.xor %88, %93 : tensor<2x3xui32>
    %95 = stablehlo.add %88, %94 : tensor<2x3xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<2x3xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<2x3xui32>
    %100 = stablehlo.or %97, %99 : tensor<2x3xui32>
    %101 = stablehlo.xor %95, %100 : tensor<2x3xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %103 = stablehlo.add %95, %102 : tensor<2x3xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %105 = stablehlo.add %101, %104 : tensor<2x3xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %107 = stablehlo.add %105, %106 : tensor<2x3xui32>
    %108 = stablehlo.add %103, %107 : tensor<2x3xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<2x3xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<2x3xui32>
    %113 = stablehlo.or %110, %112 : tensor<2x3xui32>
    %114 = stablehlo.xor %108, %113 : tensor<2x3xui32>
    %115 = stablehlo.add %108, %114 : tensor<2x3xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<2x3xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<2x3xui32>
    %120 = stablehlo.or %117, %119 : tensor<2x3xui32>
    %121 = stablehlo.xor %115, %120 : tensor<2x3xui32>
    %122 = stablehlo.add %115, %121 : tensor<2x3xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<2x3xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<2x3xui32>
    %127 = stablehlo.or %124, %126 : tensor<2x3xui32>
    %128 = stablehlo.xor %122, %127 : tensor<2x3xui32>
    %129 = stablehlo.add %122, %128 : tensor<2x3xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<2x3xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<2x3xui32>
    %134 = stablehlo.or %131, %133 : tensor<2x3xui32>
    %135 = stablehlo.xor %129, %134 : tensor<2x3xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %137 = stablehlo.add %129, %136 : tensor<2x3xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %139 = stablehlo.add %135, %138 : tensor<2x3xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %141 = stablehlo.add %139, %140 : tensor<2x3xui32>
    %142 = stablehlo.add %137, %141 : tensor<2x3xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<2x3xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<2x3xui32>
    %147 = stablehlo.or %144, %146 : tensor<2x3xui32>
    %148 = stablehlo.xor %142, %147 : tensor<2x3xui32>
    %149 = stablehlo.add %142, %148 : tensor<2x3xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<2x3xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<2x3xui32>
    %154 = stablehlo.or %151, %153 : tensor<2x3xui32>
    %155 = stablehlo.xor %149, %154 : tensor<2x3xui32>
    %156 = stablehlo.add %149, %155 : tensor<2x3xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<2x3xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<2x3xui32>
    %161 = stablehlo.or %158, %160 : tensor<2x3xui32>
    %162 = stablehlo.xor %156, %161 : tensor<2x3xui32>
    %163 = stablehlo.add %156, %162 : tensor<2x3xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<2x3xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<2x3xui32>
    %168 = stablehlo.or %165, %167 : tensor<2x3xui32>
    %169 = stablehlo.xor %163, %168 : tensor<2x3xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %171 = stablehlo.add %163, %170 : tensor<2x3xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %173 = stablehlo.add %169, %172 : tensor<2x3xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %175 = stablehlo.add %173, %174 : tensor<2x3xui32>
    return %171, %175 : tensor<2x3xui32>, tensor<2x3xui32>
  }
}
