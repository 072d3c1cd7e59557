module @jit_philox4x32_prim attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xui32>, %arg1: tensor<3xui32>) -> (tensor<3xui32> {jax.result_info = "result[0]"}, tensor<3xui32> {jax.result_info = "result[1]"}, tensor<3xui32> {jax.result_info = "result[2]"}, tensor<3xui32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.custom_call @xla_buffer_python_gpu_callback(%arg1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xui32>) -> tensor<3xui32>
    %1 = stablehlo.xor %arg0, %0 : tensor<3xui32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %0, %2 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<3> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.multiply %0, %4 : tensor<3xui32>
    %6:4 = call @philox4x32(%arg0, %1, %0, %3, %5, %arg0) : (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>)
    return %6#0, %6#1, %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>
  }
  func.func private @philox4x32(%arg0: tensor<3xui32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>, %arg4: tensor<3xui32>, %arg5: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<3528531795> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %1 = stablehlo.multiply %0, %arg2 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = chlo.mulhi %2, %arg2 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %c_1 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.multiply %4, %arg4 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %7 = chlo.mulhi %6, %arg4 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %8 = stablehlo.xor %7, %arg3 : tensor<3xui32>
    %9 = stablehlo.xor %8, %arg0 : tensor<3xui32>
    %10 = stablehlo.xor %3, %arg5 : tensor<3xui32>
    %11 = stablehlo.xor %10, %arg1 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %13 = stablehlo.add %arg0, %12 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<3144134277> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.add %arg1, %14 : tensor<3xui32>
    %c_5 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %17 = stablehlo.multiply %16, %9 : tensor<3xui32>
    %c_6 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %19 = chlo.mulhi %18, %9 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %c_7 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %21 = stablehlo.multiply %20, %11 : tensor<3xui32>
    %c_8 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %23 = chlo.mulhi %22, %11 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %24 = stablehlo.xor %23, %5 : tensor<3xui32>
    %25 = stablehlo.xor %24, %13 : tensor<3xui32>
    %26 = stablehlo.xor %19, %1 : tensor<3xui32>
    %27 = stablehlo.xor %26, %15 : tensor<3xui32>
    %c_9 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %29 = stablehlo.add %13, %28 : tensor<3xui32>
    %c_10 = stablehlo.constant dense<3144134277> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %31 = stablehlo.add %15, %30 : tensor<3xui32>
    %c_11 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %32 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %33 = stablehlo.multiply %32, %25 : tensor<3xui32>
    %c_12 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %34 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = chlo.mulhi %34, %25 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %c_13 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %36 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %37 = stablehlo.multiply %36, %27 : tensor<3xui32>
    %c_14 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %39 = chlo.mulhi %38, %27 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %40 = stablehlo.xor %39, %21 : tensor<3xui32>
    %41 = stablehlo.xor %40, %29 : tensor<3xui32>
    %42 = stablehlo.xor %35, %17 : tensor<3xui32>
    %43 = stablehlo.xor %42, %31 : tensor<3xui32>
    %c_15 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %44 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %45 = stablehlo.add %29, %44 : tensor<3xui32>
    %c_16 = stablehlo.constant dense<3144134277> : tensor<ui32>
    %46 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %47 = stablehlo.add %31, %46 : tensor<3xui32>
    %c_17 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %49 = stablehlo.multiply %48, %41 : tensor<3xui32>
    %c_18 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %51 = chlo.mulhi %50, %41 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %c_19 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %52 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %53 = stablehlo.multiply %52, %43 : tensor<3xui32>
    %c_20 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %54 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %55 = chlo.mulhi %54, %43 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %56 = stablehlo.xor %55, %37 : tensor<3xui32>
    %57 = stablehlo.xor %56, %45 : tensor<3xui32>
    %58 = stablehlo.xor %51, %33 : tensor<3xui32>
    %59 = stablehlo.xor %58, %47 : tensor<3xui32>
    %c_21 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %60 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %61 = stablehlo.add %45, %60 : tensor<3xui32>
    %c_22 = stablehlo.constant dense<3144134277> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %63 = stablehlo.add %47, %62 : tensor<3xui32>
    %c_23 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %65 = stablehlo.multiply %64, %57 : tensor<3xui32>
    %c_24 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %66 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %67 = chlo.mulhi %66, %57 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %c_25 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %68 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %69 = stablehlo.multiply %68, %59 : tensor<3xui32>
    %c_26 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %70 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %71 = chlo.mulhi %70, %59 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %72 = stablehlo.xor %71, %53 : tensor<3xui32>
    %73 = stablehlo.xor %72, %61 : tensor<3xui32>
    %74 = stablehlo.xor %67, %49 : tensor<3xui32>
    %75 = stablehlo.xor %74, %63 : tensor<3xui32>
    %c_27 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %76 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %77 = stablehlo.add %61, %76 : tensor<3xui32>
    %c_28 = stablehlo.constant dense<3144134277> : tensor<ui32>
    %78 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %79 = stablehlo.add %63, %78 : tensor<3xui32>
    %c_29 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %80 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %81 = stablehlo.multiply %80, %73 : tensor<3xui32>
    %c_30 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %83 = chlo.mulhi %82, %73 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %c_31 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %85 = stablehlo.multiply %84, %75 : tensor<3xui32>
    %c_32 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %86 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %87 = chlo.mulhi %86, %75 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %88 = stablehlo.xor %87, %69 : tensor<3xui32>
    %89 = stablehlo.xor %88, %77 : tensor<3xui32>
    %90 = stablehlo.xor %83, %65 : tensor<3xui32>
    %91 = stablehlo.xor %90, %79 : tensor<3xui32>
    %c_33 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %92 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %93 = stablehlo.add %77, %92 : tensor<3xui32>
    %c_34 = stablehlo.constant dense<3144134277> : tensor<ui32>
    %94 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %95 = stablehlo.add %79, %94 : tensor<3xui32>
    %c_35 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %97 = stablehlo.multiply %96, %89 : tensor<3xui32>
    %c_36 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %99 = chlo.mulhi %98, %89 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %c_37 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %100 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %101 = stablehlo.multiply %100, %91 : tensor<3xui32>
    %c_38 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %102 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %103 = chlo.mulhi %102, %91 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %104 = stablehlo.xor %103, %85 : tensor<3xui32>
    %105 = stablehlo.xor %104, %93 : tensor<3xui32>
    %106 = stablehlo.xor %99, %81 : tensor<3xui32>
    %107 = stablehlo.xor %106, %95 : tensor<3xui32>
    %c_39 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %108 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %109 = stablehlo.add %93, %108 : tensor<3xui32>
    %c_40 = stablehlo.constant dense<3144134277> : tensor<ui32>
    %110 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %111 = stablehlo.add %95, %110 : tensor<3xui32>
    %c_41 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %112 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %113 = stablehlo.multiply %112, %105 : tensor<3xui32>
    %c_42 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %114 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %115 = chlo.mulhi %114, %105 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %c_43 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %117 = stablehlo.multiply %116, %107 : tensor<3xui32>
    %c_44 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %119 = chlo.mulhi %118, %107 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %120 = stablehlo.xor %119, %101 : tensor<3xui32>
    %121 = stablehlo.xor %120, %109 : tensor<3xui32>
    %122 = stablehlo.xor %115, %97 : tensor<3xui32>
    %123 = stablehlo.xor %122, %111 : tensor<3xui32>
    %c_45 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %124 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %125 = stablehlo.add %109, %124 : tensor<3xui32>
    %c_46 = stablehlo.constant dense<3144134277> : tensor<ui32>
    %126 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %127 = stablehlo.add %111, %126 : tensor<3xui32>
    %c_47 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %128 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %129 = stablehlo.multiply %128, %121 : tensor<3xui32>
    %c_48 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %131 = chlo.mulhi %130, %121 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %c_49 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %133 = stablehlo.multiply %132, %123 : tensor<3xui32>
    %c_50 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %134 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %135 = chlo.mulhi %134, %123 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %136 = stablehlo.xor %135, %117 : tensor<3xui32>
    %137 = stablehlo.xor %136, %125 : tensor<3xui32>
    %138 = stablehlo.xor %131, %113 : tensor<3xui32>
    %139 = stablehlo.xor %138, %127 : tensor<3xui32>
    %c_51 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %141 = stablehlo.add %125, %140 : tensor<3xui32>
    %c_52 = stablehlo.constant dense<3144134277> : tensor<ui32>
    %142 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %143 = stablehlo.add %127, %142 : tensor<3xui32>
    %c_53 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %144 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %145 = stablehlo.multiply %144, %137 : tensor<3xui32>
    %c_54 = stablehlo.constant dense<3528531795> : tensor<ui32>
    %146 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %147 = chlo.mulhi %146, %137 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %c_55 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %148 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %149 = stablehlo.multiply %148, %139 : tensor<3xui32>
    %c_56 = stablehlo.constant dense<3449720151> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %151 = chlo.mulhi %150, %139 : tensor<3xui32>, tensor<3xui32> -> tensor<3xui32>
    %152 = stablehlo.xor %151, %133 : tensor<3xui32>
    %153 = stablehlo.xor %152, %141 : tensor<3xui32>
    %154 = stablehlo.xor %147, %129 : tensor<3xui32>
    %155 = stablehlo.xor %154, %143 : tensor<3xui32>
    return %153, %149, %155, %145 : tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>
  }
}
