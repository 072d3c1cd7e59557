//! The C declarations this crate needs from four headers of openxla/xla:
//! `xla/pjrt/c/pjrt_c_api.h`, `xla/pjrt/c/pjrt_c_api_ffi_extension.h`,
//! `xla/pjrt/c/pjrt_c_api_shardings_extension.h` and `xla/ffi/api/c_api.h`.
//!
//! Written by hand on purpose: the `pjrt` / `pjrt-sys` crates on crates.io bind PJRT C API 0.54,
//! which a current plugin rejects (`Unexpected PJRT_Client_Create_Args size`). Both C APIs only
//! ever append (fields at the end of an argument struct, functions at the end of the API table),
//! so the layouts below, taken from PJRT C API 0.94, its FFI extension version 3 (the one the
//! 0.115 plugin of `lammps-jax-pjrt-cpu==0.11.2` has) and XLA FFI API 0.5, hold for the pinned
//! plugin and newer ones; every argument struct starts with its `struct_size`, which the plugin
//! checks (a caller's struct may be larger than the plugin's, never smaller: the plugin says
//! `Unexpected ... size: expected N, got M` otherwise), and [`Api`] is checked against the table
//! size the plugin reports before any call (see `plugin.rs`).
//!
//! Only what is used is declared; unused slots of the function tables are `*const c_void`.
//! Declarations only: the calls are made by the rest of [`crate::sys`].

#![allow(non_camel_case_types, non_snake_case, dead_code)]

use std::ffi::{c_char, c_int, c_void};

use minihlo_ir::DType;

/// The element types both C APIs number, with `PJRT_Buffer_Type` and XLA's `PrimitiveType`
/// (`XLA_FFI_DataType`) numbers: the two enums differ.
const DTYPE_CODES: [(DType, u32, u32); 15] = [
    (DType::Bool, 1, 1),
    (DType::I8, 2, 2),
    (DType::I16, 3, 3),
    (DType::I32, 4, 4),
    (DType::I64, 5, 5),
    (DType::U8, 6, 6),
    (DType::U16, 7, 7),
    (DType::U32, 8, 8),
    (DType::U64, 9, 9),
    (DType::F16, 10, 10),
    (DType::F32, 11, 11),
    (DType::F64, 12, 12),
    (DType::BF16, 13, 16),
    (DType::C64, 14, 15),
    (DType::C128, 15, 18),
];

/// The number of bytes of one element of `dtype` (a bool is a byte; a PRNG key, passed as its
/// `uint32` key data, has none of its own: 0).
pub fn byte_size(dtype: DType) -> usize {
    if dtype.is_key() {
        0
    } else {
        (dtype.bits() as usize).div_ceil(8)
    }
}

/// `PJRT_Buffer_Type` of a dtype (none for a PRNG key: its data is `uint32`).
pub fn pjrt_type(dtype: DType) -> Option<u32> {
    DTYPE_CODES.iter().find(|c| c.0 == dtype).map(|c| c.1)
}

pub fn dtype_of_pjrt(code: u32) -> Option<DType> {
    DTYPE_CODES.iter().find(|c| c.1 == code).map(|c| c.0)
}

/// The dtype of an `XLA_FFI_DataType`.
pub fn dtype_of_xla(code: u32) -> Option<DType> {
    DTYPE_CODES.iter().find(|c| c.2 == code).map(|c| c.0)
}

// ------------------------------------------------------------------------------------------
// PJRT C API

/// `PJRT_Error`, `PJRT_Client`, ...: opaque handles.
#[repr(C)]
pub struct Opaque {
    _private: [u8; 0],
}
pub type PJRT_Error = Opaque;
pub type PJRT_Client = Opaque;
pub type PJRT_Device = Opaque;
pub type PJRT_Event = Opaque;
pub type PJRT_Buffer = Opaque;
pub type PJRT_LoadedExecutable = Opaque;
pub type PJRT_Executable = Opaque;
pub type PJRT_ExecuteContext = Opaque;
pub type PJRT_DeviceDescription = Opaque;

#[repr(C)]
pub struct PJRT_Extension_Base {
    pub struct_size: usize,
    pub type_: u32,
    pub next: *const PJRT_Extension_Base,
}

/// `PJRT_Extension_Type_FFI` in `PJRT_Extension_Type`.
pub const PJRT_EXTENSION_TYPE_FFI: u32 = 5;
/// `PJRT_Extension_Type_Shardings` (PJRT C API 0.91).
pub const PJRT_EXTENSION_TYPE_SHARDINGS: u32 = 19;

/// `PJRT_NamedValue`: one create option.
#[repr(C)]
pub struct NamedValue {
    pub struct_size: usize,
    pub extension_start: *mut c_void,
    pub name: *const c_char,
    pub name_size: usize,
    pub type_: u32,
    /// The union of `string_value`, `int64_value`, `int64_array_value`, `float_value` and
    /// `bool_value`: an `int64_value` here.
    pub value: i64,
    pub value_size: usize,
}

/// `PJRT_NamedValue_kInt64`.
pub const NAMED_VALUE_INT64: u32 = 1;

#[repr(C)]
pub struct PJRT_Api_Version {
    pub struct_size: usize,
    pub extension_start: *mut c_void,
    pub major_version: c_int,
    pub minor_version: c_int,
}

/// Every PJRT call: one pointer to its argument struct in, an error (or null) out.
pub type Fn<A> = Option<unsafe extern "C" fn(args: *mut A) -> *mut PJRT_Error>;
type Unused = *const c_void;

/// `PJRT_Api`, up to `PJRT_ExecuteContext_Destroy` (index 99 of the function table).
#[repr(C)]
pub struct Api {
    pub struct_size: usize,
    pub extension_start: *const PJRT_Extension_Base,
    pub pjrt_api_version: PJRT_Api_Version,
    // 0..=2
    pub PJRT_Error_Destroy: Option<unsafe extern "C" fn(args: *mut ErrorDestroy)>,
    pub PJRT_Error_Message: Option<unsafe extern "C" fn(args: *mut ErrorMessage)>,
    pub PJRT_Error_GetCode: Unused,
    // 3..=4
    pub PJRT_Plugin_Initialize: Fn<PluginInitialize>,
    pub PJRT_Plugin_Attributes: Unused,
    // 5..=9
    pub PJRT_Event_Destroy: Fn<EventDestroy>,
    pub PJRT_Event_IsReady: Unused,
    pub PJRT_Event_Error: Unused,
    pub PJRT_Event_Await: Fn<EventAwait>,
    pub PJRT_Event_OnReady: Unused,
    // 10..=22
    pub PJRT_Client_Create: Fn<ClientCreate>,
    pub PJRT_Client_Destroy: Fn<ClientDestroy>,
    pub PJRT_Client_PlatformName: Fn<ClientPlatformName>,
    _client_unused: [Unused; 3],
    pub PJRT_Client_AddressableDevices: Fn<ClientAddressableDevices>,
    _client_unused2: [Unused; 3],
    pub PJRT_Client_Compile: Fn<ClientCompile>,
    pub PJRT_Client_DefaultDeviceAssignment: Unused,
    pub PJRT_Client_BufferFromHostBuffer: Fn<BufferFromHostBuffer>,
    // 23..=28: device descriptions
    pub PJRT_DeviceDescription_Id: Fn<DeviceDescriptionId>,
    _description_unused: [Unused; 5],
    // 29..=34: devices
    pub PJRT_Device_GetDescription: Fn<DeviceGetDescription>,
    _devices_unused: [Unused; 5],
    // 35..=39: memories
    _memories_unused: [Unused; 5],
    // 40..=49
    pub PJRT_Executable_Destroy: Fn<ExecutableDestroy>,
    _exe_unused: [Unused; 2],
    pub PJRT_Executable_NumPartitions: Fn<ExecutableNumPartitions>,
    pub PJRT_Executable_NumOutputs: Fn<ExecutableNumOutputs>,
    _exe_unused2: [Unused; 5],
    // 50..=57
    pub PJRT_LoadedExecutable_Destroy: Fn<LoadedExecutableDestroy>,
    pub PJRT_LoadedExecutable_GetExecutable: Fn<LoadedExecutableGetExecutable>,
    pub PJRT_LoadedExecutable_AddressableDevices: Fn<LoadedExecutableAddressableDevices>,
    _loaded_unused: [Unused; 2],
    pub PJRT_LoadedExecutable_Execute: Fn<LoadedExecutableExecute>,
    _loaded_unused2: [Unused; 2],
    // 58..=76
    pub PJRT_Buffer_Destroy: Fn<BufferDestroy>,
    pub PJRT_Buffer_ElementType: Fn<BufferElementType>,
    pub PJRT_Buffer_Dimensions: Fn<BufferDimensions>,
    _buffer_unused: [Unused; 9],
    pub PJRT_Buffer_ToHostBuffer: Fn<BufferToHostBuffer>,
    _buffer_unused2: [Unused; 6],
    // 77..=97: streams, topology, PJRT_Compile, later additions
    _later_unused: [Unused; 21],
    // 98..=99
    pub PJRT_ExecuteContext_Create: Fn<ExecuteContextCreate>,
    pub PJRT_ExecuteContext_Destroy: Fn<ExecuteContextDestroy>,
}

/// Declares an argument struct: `struct_size`, `extension_start`, then the fields given, with
/// a `new()` that zeroes everything and sets `struct_size`.
macro_rules! args {
    ($name:ident { $($field:ident : $ty:ty),* $(,)? }) => {
        #[repr(C)]
        pub struct $name {
            pub struct_size: usize,
            pub extension_start: *mut c_void,
            $(pub $field: $ty,)*
        }
        impl $name {
            pub fn new() -> Self {
                // SAFETY: every field is an integer, a raw pointer or an `Option` of a function
                // pointer, for all of which all-zero bytes are a valid value (0 / null / None).
                let mut a: Self = unsafe { std::mem::zeroed() };
                a.struct_size = std::mem::size_of::<Self>();
                a
            }
        }
    };
}

args!(ErrorDestroy { error: *mut PJRT_Error });
args!(ErrorMessage { error: *const PJRT_Error, message: *const c_char, message_size: usize });
args!(PluginInitialize {});
args!(EventDestroy { event: *mut PJRT_Event });
args!(EventAwait { event: *mut PJRT_Event });
args!(ClientCreate {
    create_options: *const NamedValue,
    num_options: usize,
    kv_get_callback: *const c_void,
    kv_get_user_arg: *mut c_void,
    kv_put_callback: *const c_void,
    kv_put_user_arg: *mut c_void,
    client: *mut PJRT_Client,
    kv_try_get_callback: *const c_void,
    kv_try_get_user_arg: *mut c_void,
});
args!(ClientDestroy { client: *mut PJRT_Client });
args!(ClientPlatformName { client: *mut PJRT_Client, platform_name: *const c_char, platform_name_size: usize });
args!(ClientAddressableDevices {
    client: *mut PJRT_Client,
    addressable_devices: *const *mut PJRT_Device,
    num_addressable_devices: usize,
});
args!(Program { code: *const c_char, code_size: usize, format: *const c_char, format_size: usize });
args!(ClientCompile {
    client: *mut PJRT_Client,
    program: *const Program,
    compile_options: *const c_char,
    compile_options_size: usize,
    executable: *mut PJRT_LoadedExecutable,
});

/// `PJRT_HostBufferSemantics_kImmutableZeroCopy`: the plugin may use the data in place (it
/// copies what it cannot use so: unaligned data), as long as the buffer lives.
pub const HOST_BUFFER_IMMUTABLE_ZERO_COPY: u32 = 2;

args!(BufferFromHostBuffer {
    client: *mut PJRT_Client,
    data: *const c_void,
    type_: u32,
    dims: *const i64,
    num_dims: usize,
    byte_strides: *const i64,
    num_byte_strides: usize,
    host_buffer_semantics: u32,
    device: *mut PJRT_Device,
    memory: *mut c_void,
    device_layout: *mut c_void,
    done_with_host_buffer: *mut PJRT_Event,
    buffer: *mut PJRT_Buffer,
});
args!(DeviceDescriptionId { device_description: *mut PJRT_DeviceDescription, id: c_int });
args!(DeviceGetDescription { device: *mut PJRT_Device, device_description: *mut PJRT_DeviceDescription });
args!(ExecutableDestroy { executable: *mut PJRT_Executable });
args!(ExecutableNumPartitions { executable: *mut PJRT_Executable, num_partitions: usize });
args!(LoadedExecutableAddressableDevices {
    executable: *mut PJRT_LoadedExecutable,
    addressable_devices: *const *mut PJRT_Device,
    num_addressable_devices: usize,
});
args!(ExecutableNumOutputs { executable: *mut PJRT_Executable, num_outputs: usize });
args!(LoadedExecutableDestroy { executable: *mut PJRT_LoadedExecutable });
args!(LoadedExecutableGetExecutable {
    loaded_executable: *mut PJRT_LoadedExecutable,
    executable: *mut PJRT_Executable,
});
args!(ExecuteOptions {
    send_callbacks: *mut c_void,
    recv_callbacks: *mut c_void,
    num_send_ops: usize,
    num_recv_ops: usize,
    launch_id: c_int,
    non_donatable_input_indices: *const i64,
    num_non_donatable_input_indices: usize,
    context: *mut PJRT_ExecuteContext,
    call_location: *const c_char,
    num_tasks: usize,
    task_ids: *mut c_int,
    incarnation_ids: *mut i64,
});
args!(LoadedExecutableExecute {
    executable: *mut PJRT_LoadedExecutable,
    options: *mut ExecuteOptions,
    argument_lists: *const *const *mut PJRT_Buffer,
    num_devices: usize,
    num_args: usize,
    output_lists: *const *mut *mut PJRT_Buffer,
    device_complete_events: *mut *mut PJRT_Event,
    execute_device: *mut PJRT_Device,
});
args!(BufferDestroy { buffer: *mut PJRT_Buffer });
args!(BufferElementType { buffer: *mut PJRT_Buffer, type_: u32 });
args!(BufferDimensions { buffer: *mut PJRT_Buffer, dims: *const i64, num_dims: usize });
args!(BufferToHostBuffer {
    src: *mut PJRT_Buffer,
    host_layout: *mut c_void,
    dst: *mut c_void,
    dst_size: usize,
    event: *mut PJRT_Event,
});
args!(ExecuteContextCreate { context: *mut PJRT_ExecuteContext });
args!(ExecuteContextDestroy { context: *mut PJRT_ExecuteContext });

// ------------------------------------------------------------------------------------------
// PJRT FFI extension (pjrt_c_api_ffi_extension.h, PJRT_API_FFI_EXTENSION_VERSION 3, the one of
// PJRT C API 0.115: type registration with a type info, user data without a deleter, handler
// registration without an api_version)

#[repr(C)]
pub struct FfiExtension {
    pub base: PJRT_Extension_Base,
    pub type_register: Fn<FfiTypeRegister>,
    pub user_data_add: Fn<FfiUserDataAdd>,
    pub register_handler: Fn<FfiRegisterHandler>,
}

#[repr(C)]
pub struct FfiTypeInfo {
    pub deleter: Option<unsafe extern "C" fn(object: *mut c_void)>,
    pub serialize: Option<unsafe extern "C" fn()>,
    pub deserialize: Option<unsafe extern "C" fn()>,
}

args!(FfiTypeRegister {
    type_name: *const c_char,
    type_name_size: usize,
    type_id: i64,
    type_info: *const FfiTypeInfo,
});

#[repr(C)]
pub struct FfiUserData {
    pub type_id: i64,
    pub data: *mut c_void,
}

args!(FfiUserDataAdd { context: *mut PJRT_ExecuteContext, user_data: FfiUserData });

/// `PJRT_FFI_Register_Handler_Args` has no `extension_start`.
#[repr(C)]
pub struct FfiRegisterHandler {
    pub struct_size: usize,
    pub target_name: *const c_char,
    pub target_name_size: usize,
    /// An `XLA_FFI_Handler*`.
    pub handler: *const c_void,
    pub platform_name: *const c_char,
    pub platform_name_size: usize,
    pub traits: u32,
}

// ------------------------------------------------------------------------------------------
// PJRT shardings extension (pjrt_c_api_shardings_extension.h, version 1): the executable's
// parameter and output shardings as serialized `xla.OpSharding` protos

#[repr(C)]
pub struct ShardingsExtension {
    pub base: PJRT_Extension_Base,
    pub parameter_shardings: Fn<ExecutableShardings>,
    pub output_shardings: Fn<ExecutableShardings>,
}

// The argument structs of both functions have one layout (`num_parameters` / `num_outputs`).
args!(ExecutableShardings {
    executable: *mut PJRT_Executable,
    num: usize,
    shardings: *const *const c_char,
    sharding_sizes: *const usize,
});

// ------------------------------------------------------------------------------------------
// XLA FFI (xla/ffi/api/c_api.h): what a typed handler sees

pub type XLA_FFI_Error = Opaque;
pub type XLA_FFI_ExecutionContext = Opaque;

#[repr(C)]
pub struct XLA_FFI_Api_Version {
    pub struct_size: usize,
    pub extension_start: *mut c_void,
    pub major_version: c_int,
    pub minor_version: c_int,
}

#[repr(C)]
pub struct XLA_FFI_Api {
    pub struct_size: usize,
    pub extension_start: *mut c_void,
    pub api_version: XLA_FFI_Api_Version,
    pub internal_api: *const c_void,
    pub XLA_FFI_Error_Create:
        Option<unsafe extern "C" fn(args: *mut XLA_FFI_Error_Create_Args) -> *mut XLA_FFI_Error>,
    pub XLA_FFI_Error_GetDetails: Unused,
    pub XLA_FFI_Error_Destroy: Unused,
    pub XLA_FFI_Handler_Register: Unused,
    pub XLA_FFI_Stream_Get: Unused,
    pub XLA_FFI_Type_Register: Unused,
    pub XLA_FFI_ExecutionContext_Get: Option<
        unsafe extern "C" fn(args: *mut XLA_FFI_ExecutionContext_Get_Args) -> *mut XLA_FFI_Error,
    >,
}

/// `XLA_FFI_Error_Code_INTERNAL` (the abseil status codes).
pub const XLA_FFI_ERROR_CODE_INTERNAL: u32 = 13;
/// `XLA_FFI_Error_Code_INVALID_ARGUMENT`.
pub const XLA_FFI_ERROR_CODE_INVALID_ARGUMENT: u32 = 3;

args!(XLA_FFI_Error_Create_Args { message: *const c_char, errc: u32 });

#[repr(C)]
pub struct XLA_FFI_TypeId {
    pub type_id: i64,
}

args!(XLA_FFI_ExecutionContext_Get_Args {
    ctx: *mut XLA_FFI_ExecutionContext,
    type_id: *mut XLA_FFI_TypeId,
    data: *mut c_void,
});

#[repr(C)]
pub struct XLA_FFI_Buffer {
    pub struct_size: usize,
    pub extension_start: *mut c_void,
    pub dtype: u32,
    pub data: *mut c_void,
    pub rank: i64,
    pub dims: *const i64,
}

/// `XLA_FFI_ArgType_BUFFER` / `XLA_FFI_RetType_BUFFER`.
pub const XLA_FFI_BUFFER: u32 = 1;
/// `XLA_FFI_AttrType_SCALAR`.
pub const XLA_FFI_ATTR_SCALAR: u32 = 3;
/// `XLA_FFI_DataType_TOKEN`: an ordered effect's token, not data.
pub const XLA_FFI_TOKEN: u32 = 17;

#[repr(C)]
pub struct XLA_FFI_Args {
    pub struct_size: usize,
    pub extension_start: *mut c_void,
    pub size: i64,
    pub types: *const u32,
    pub args: *const *mut c_void,
}

#[repr(C)]
pub struct XLA_FFI_Attrs {
    pub struct_size: usize,
    pub extension_start: *mut c_void,
    pub size: i64,
    pub types: *const u32,
    pub names: *const *const XLA_FFI_ByteSpan,
    pub attrs: *const *const c_void,
}

#[repr(C)]
pub struct XLA_FFI_ByteSpan {
    pub ptr: *const c_char,
    pub len: usize,
}

#[repr(C)]
pub struct XLA_FFI_Scalar {
    pub dtype: u32,
    pub value: *const c_void,
}

#[repr(C)]
pub struct XLA_FFI_CallFrame {
    pub struct_size: usize,
    pub extension_start: *mut XLA_FFI_InternalExtension,
    pub api: *const XLA_FFI_Api,
    pub ctx: *mut XLA_FFI_ExecutionContext,
    pub stage: u32,
    pub args: XLA_FFI_Args,
    /// Same layout as `XLA_FFI_Args` (`XLA_FFI_Rets`).
    pub rets: XLA_FFI_Args,
    pub attrs: XLA_FFI_Attrs,
}

/// An `XLA_FFI_Handler` function pointer, made only by `frame::handler` (so always of a
/// handler that answers XLA's calls as the API says).
#[derive(Clone, Copy)]
pub struct HandlerFn(pub unsafe extern "C" fn(*mut XLA_FFI_CallFrame) -> *mut XLA_FFI_Error);

/// `XLA_FFI_ExecutionStage_EXECUTE`.
pub const XLA_FFI_EXECUTION_STAGE_EXECUTE: u32 = 3;

/// `XLA_FFI_Extension_Metadata`: XLA asks a handler for its API version and traits by calling it
/// with this extension, before any real call.
pub const XLA_FFI_EXTENSION_METADATA: u32 = 1;

#[repr(C)]
pub struct XLA_FFI_InternalExtension {
    pub struct_size: usize,
    pub type_: u32,
    pub next: *mut XLA_FFI_InternalExtension,
}

#[repr(C)]
pub struct XLA_FFI_Metadata {
    pub struct_size: usize,
    pub api_version: XLA_FFI_Api_Version,
    pub traits: u32,
}

#[repr(C)]
pub struct XLA_FFI_Metadata_Extension {
    pub extension_base: XLA_FFI_InternalExtension,
    pub metadata: *mut XLA_FFI_Metadata,
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::mem::{offset_of, size_of};

    /// Offsets from the C headers (x86-64 / aarch64 LP64), as the plugin reads them.
    #[test]
    fn layouts_match_the_headers() {
        assert_eq!(offset_of!(Api, PJRT_Error_Destroy), 40);
        assert_eq!(offset_of!(Api, PJRT_Client_Create), 40 + 10 * 8);
        assert_eq!(offset_of!(Api, PJRT_Client_AddressableDevices), 40 + 16 * 8);
        assert_eq!(offset_of!(Api, PJRT_Client_Compile), 40 + 20 * 8);
        assert_eq!(
            offset_of!(Api, PJRT_Client_BufferFromHostBuffer),
            40 + 22 * 8
        );
        assert_eq!(offset_of!(Api, PJRT_DeviceDescription_Id), 40 + 23 * 8);
        assert_eq!(offset_of!(Api, PJRT_Device_GetDescription), 40 + 29 * 8);
        assert_eq!(offset_of!(Api, PJRT_Executable_Destroy), 40 + 40 * 8);
        assert_eq!(offset_of!(Api, PJRT_Executable_NumPartitions), 40 + 43 * 8);
        assert_eq!(
            offset_of!(Api, PJRT_LoadedExecutable_AddressableDevices),
            40 + 52 * 8
        );
        assert_eq!(offset_of!(Api, PJRT_Executable_NumOutputs), 40 + 44 * 8);
        assert_eq!(offset_of!(Api, PJRT_LoadedExecutable_Destroy), 40 + 50 * 8);
        assert_eq!(offset_of!(Api, PJRT_LoadedExecutable_Execute), 40 + 55 * 8);
        assert_eq!(offset_of!(Api, PJRT_Buffer_Destroy), 40 + 58 * 8);
        assert_eq!(offset_of!(Api, PJRT_Buffer_ToHostBuffer), 40 + 70 * 8);
        assert_eq!(offset_of!(Api, PJRT_ExecuteContext_Create), 40 + 98 * 8);
        assert_eq!(size_of::<Api>(), 40 + 100 * 8);
        assert_eq!(size_of::<ClientCreate>(), 88);
        assert_eq!(size_of::<BufferFromHostBuffer>(), 120);
        assert_eq!(offset_of!(ExecuteOptions, context), 72);
        assert_eq!(size_of::<ExecuteOptions>(), 112);
        assert_eq!(size_of::<LoadedExecutableExecute>(), 80);
        assert_eq!(size_of::<FfiExtension>(), 48);
        assert_eq!(size_of::<NamedValue>(), 56);
        assert_eq!(size_of::<ShardingsExtension>(), 40);
        assert_eq!(size_of::<ExecutableShardings>(), 48);
        assert_eq!(size_of::<FfiTypeRegister>(), 48);
        assert_eq!(offset_of!(FfiRegisterHandler, traits), 48);
        assert_eq!(size_of::<FfiUserDataAdd>(), 40);
        assert_eq!(offset_of!(XLA_FFI_Api, XLA_FFI_Error_Create), 48);
        assert_eq!(offset_of!(XLA_FFI_Api, XLA_FFI_ExecutionContext_Get), 96);
        assert_eq!(offset_of!(XLA_FFI_CallFrame, args), 40);
        assert_eq!(offset_of!(XLA_FFI_CallFrame, rets), 80);
        assert_eq!(offset_of!(XLA_FFI_CallFrame, attrs), 120);
        assert_eq!(offset_of!(XLA_FFI_Buffer, dims), 40);
    }
}
