//! The Global Arrays C interface that `--to upc` recognises: one row per function, with its
//! parameters (role and name), its result type, and the function of the GA-on-UPC library
//! (runtime-aux/ga-upc) that implements it. The library's `ga.h` defines every `GA_`/`NGA_`
//! name as a macro that records the call site and calls that function, so the translated
//! program keeps the GA names; MA and ARMCI calls go to functions of the same name.

use crate::sema::types::{FloatKind, IntKind, Type, TypeKind};

/// What an argument is, and so which types it accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A global array handle (`int`).
    Handle,
    /// An integer value (counts, process ids, `char` transposition flags).
    Int,
    /// A GA or MA element type code (`C_DBL`, `MT_DBL` …): an integer, printed by name.
    TypeCode,
    /// A floating-point value.
    Real,
    /// A `SingleComplex` value (`GA_Cgemm`'s factors).
    SingleComplex,
    /// A `DoubleComplex` value (`GA_Zgemm`'s factors).
    DoubleComplex,
    /// `int *`: subscripts, bounds, leading dimensions, dimensions, output integers.
    IntArray,
    /// `int64_t *` (the 64-bit interface).
    Int64Array,
    /// `long *` (`GA_Lgop`).
    LongArray,
    /// `long long *` (`GA_Llgop`).
    LongLongArray,
    /// `float *` (`GA_Fgop`).
    FloatArray,
    /// `double *` (`GA_Dgop`).
    DoubleArray,
    /// `void *`: a buffer or a pointer to a value of the array's element type.
    Buffer,
    /// `char *`: a name, an operator (`"+"`), a message.
    Str,
    /// `int *[]`: the subscript arrays of gather and scatter.
    SubsArray,
    /// `int64_t *[]`: the same in the 64-bit interface.
    Subs64Array,
    /// `ga_nbhdl_t *`: a non-blocking request.
    NbHandle,
    /// Any other pointer (`char ***argv`, `FILE *`, MA handles and indices).
    Pointer,
}

impl Role {
    /// The parameter type as GA's C interface spells it (documentation and diagnostics).
    pub fn c_type(self) -> &'static str {
        match self {
            Role::Handle | Role::Int | Role::TypeCode => "int",
            Role::Real => "double",
            Role::SingleComplex => "SingleComplex",
            Role::DoubleComplex => "DoubleComplex",
            Role::IntArray => "int *",
            Role::Int64Array => "int64_t *",
            Role::LongArray => "long *",
            Role::LongLongArray => "long long *",
            Role::FloatArray => "float *",
            Role::DoubleArray => "double *",
            Role::Buffer => "void *",
            Role::Str => "char *",
            Role::SubsArray => "int **",
            Role::Subs64Array => "int64_t **",
            Role::NbHandle => "ga_nbhdl_t *",
            Role::Pointer => "pointer",
        }
    }

    /// How an argument of type `t` fits, by C's rules for passing an argument to a parameter of
    /// type [`Role::c_type`] (C11 6.5.16.1, as GCC 14 applies them without `-Werror`): any
    /// arithmetic value converts to an arithmetic parameter (`double g_A; GA_Fill(g_A, &v)`);
    /// a null pointer constant, `void *`, and a pointer to a compatible type fit a pointer
    /// parameter; what GCC warns about (a pointer to `const` passed on, a pointer to an
    /// integer of the other signedness) is a [`Fit::Warn`]; what it rejects (an integer made
    /// from a pointer or the reverse, incompatible pointer types, a structure, a pointer for
    /// a floating-point parameter) is [`Fit::No`].
    /// Unknown types fit: the front end reported them already.
    pub fn accepts(self, t: &Type, null: bool) -> Fit {
        let t = t.decay();
        if t.is_unknown() {
            return Fit::Ok;
        }
        let scalar_arg = t.is_arithmetic() || matches!(t.kind(), TypeKind::Enum);
        match self {
            Role::Handle | Role::Int | Role::TypeCode => {
                if scalar_arg {
                    Fit::Ok
                } else {
                    Fit::No
                }
            }
            Role::Real => {
                if scalar_arg {
                    Fit::Ok
                } else {
                    Fit::No
                }
            }
            // GA's complex structures: the C compiler checks which one.
            Role::SingleComplex | Role::DoubleComplex => {
                if t.is_record() {
                    Fit::Ok
                } else {
                    Fit::No
                }
            }
            _ if null => Fit::Ok,
            _ => {
                let Some(p) = t.pointee() else {
                    return Fit::No;
                };
                if p.is_unknown() {
                    return Fit::Ok;
                }
                // Qualifiers of the pointed-to type that the parameter does not have
                // (GA's parameters have none): `const` and `volatile` would be discarded.
                let discarded = p.quals().konst || p.quals().volatile;
                let void_arg = matches!(p.kind(), TypeKind::Void);
                let fits = match self {
                    Role::Buffer | Role::Pointer => PointeeFit::Same,
                    _ if void_arg => PointeeFit::Same,
                    Role::IntArray => int_pointee(p, &[IntKind::Int]),
                    // `ga_nbhdl_t` and `int64_t` are `long`.
                    Role::Int64Array | Role::LongArray | Role::NbHandle => {
                        int_pointee(p, &[IntKind::Long])
                    }
                    Role::LongLongArray => int_pointee(p, &[IntKind::LongLong]),
                    Role::Str => int_pointee(p, &[IntKind::Char]),
                    Role::FloatArray => float_pointee(p, FloatKind::Float),
                    Role::DoubleArray => float_pointee(p, FloatKind::Double),
                    Role::SubsArray | Role::Subs64Array => match p.pointee() {
                        Some(q) if !p.quals().konst && !p.quals().volatile => {
                            let kind = if self == Role::SubsArray {
                                IntKind::Int
                            } else {
                                IntKind::Long
                            };
                            match int_pointee(q, &[kind]) {
                                PointeeFit::Same if !q.quals().konst && !q.quals().volatile => {
                                    PointeeFit::Same
                                }
                                _ => PointeeFit::Other,
                            }
                        }
                        _ => PointeeFit::Other,
                    },
                    Role::Handle
                    | Role::Int
                    | Role::TypeCode
                    | Role::Real
                    | Role::SingleComplex
                    | Role::DoubleComplex => unreachable!(),
                };
                match fits {
                    PointeeFit::Other => Fit::No,
                    PointeeFit::Sign => {
                        Fit::Warn("passes a pointer to an integer type of the other signedness")
                    }
                    PointeeFit::Same if discarded => Fit::Warn(
                        "discards the `const`/`volatile` qualifier of the pointed-to type",
                    ),
                    PointeeFit::Same => Fit::Ok,
                }
            }
        }
    }
}

/// How an argument fits its parameter (see [`Role::accepts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    /// C converts it silently.
    Ok,
    /// C converts it, GCC warns: why.
    Warn(&'static str),
    /// Not valid C.
    No,
}

/// How a pointed-to type compares with the parameter's.
enum PointeeFit {
    Same,
    /// The same integer type of the other signedness (`-Wpointer-sign`).
    Sign,
    Other,
}

/// A pointed-to integer type against the parameter's: one of `kinds`, signed (plain `char`
/// for `char *`).
fn int_pointee(p: &Type, kinds: &[IntKind]) -> PointeeFit {
    match p.kind() {
        TypeKind::Int { kind, signed } if kinds.contains(kind) => {
            if *signed {
                PointeeFit::Same
            } else {
                PointeeFit::Sign
            }
        }
        _ => PointeeFit::Other,
    }
}

/// A pointed-to floating type against the parameter's.
fn float_pointee(p: &Type, kind: FloatKind) -> PointeeFit {
    match p.kind() {
        TypeKind::Float(k) if *k == kind => PointeeFit::Same,
        _ => PointeeFit::Other,
    }
}

/// One function of the interface.
#[derive(Debug)]
pub struct GaFunction {
    /// The name a GA program calls.
    pub name: &'static str,
    /// The library function that implements it.
    pub library: &'static str,
    /// The result type.
    pub result: &'static str,
    /// The parameters: role and name.
    pub params: &'static [(Role, &'static str)],
}

impl GaFunction {
    pub fn arity(&self) -> usize {
        self.params.len()
    }
}

const fn ga(
    name: &'static str,
    library: &'static str,
    result: &'static str,
    params: &'static [(Role, &'static str)],
) -> GaFunction {
    GaFunction {
        name,
        library,
        result,
        params,
    }
}

use Role::*;

/// The table, in the order of the library's headers (`ga.h`, then `macdecls.h`, `armci.h`).
pub static GA_FUNCTIONS: &[GaFunction] = &[
    ga("GA_Initialize", "gaupc_GA_Initialize", "void", &[]),
    ga(
        "GA_Initialize_args",
        "gaupc_GA_Initialize_args",
        "void",
        &[(IntArray, "argc"), (Pointer, "argv")],
    ),
    ga(
        "GA_Initialize_ltd",
        "gaupc_GA_Initialize_ltd",
        "void",
        &[(Int, "limit")],
    ),
    ga("GA_Initialized", "gaupc_GA_Initialized", "int", &[]),
    ga("NGA_Initialize", "gaupc_GA_Initialize", "void", &[]),
    ga(
        "NGA_Initialize_ltd",
        "gaupc_GA_Initialize_ltd",
        "void",
        &[(Int, "limit")],
    ),
    ga("NGA_Initialized", "gaupc_GA_Initialized", "int", &[]),
    ga("GA_Terminate", "gaupc_GA_Terminate", "void", &[]),
    ga("NGA_Terminate", "gaupc_GA_Terminate", "void", &[]),
    ga("GA_Nodeid", "gaupc_GA_Nodeid", "int", &[]),
    ga("NGA_Nodeid", "gaupc_GA_Nodeid", "int", &[]),
    ga("GA_Nnodes", "gaupc_GA_Nnodes", "int", &[]),
    ga("GA_Cluster_nnodes", "gaupc_GA_Cluster_nnodes", "int", &[]),
    ga("GA_Cluster_nodeid", "gaupc_GA_Cluster_nodeid", "int", &[]),
    ga(
        "GA_Cluster_nprocs",
        "gaupc_GA_Cluster_nprocs",
        "int",
        &[(Int, "node")],
    ),
    ga(
        "GA_Cluster_procid",
        "gaupc_GA_Cluster_procid",
        "int",
        &[(Int, "node"), (Int, "loc")],
    ),
    ga("NGA_Nnodes", "gaupc_GA_Nnodes", "int", &[]),
    ga(
        "GA_Cluster_proc_nodeid",
        "gaupc_GA_Cluster_proc_nodeid",
        "int",
        &[(Int, "proc")],
    ),
    ga(
        "GA_List_nodeid",
        "gaupc_GA_List_nodeid",
        "void",
        &[(IntArray, "list"), (Int, "nprocs")],
    ),
    ga(
        "NGA_List_nodeid",
        "gaupc_GA_List_nodeid",
        "void",
        &[(IntArray, "list"), (Int, "nprocs")],
    ),
    ga("GA_Sync", "gaupc_GA_Sync", "void", &[]),
    ga("NGA_Sync", "gaupc_GA_Sync", "void", &[]),
    ga(
        "GA_Create_mutexes",
        "gaupc_GA_Create_mutexes",
        "int",
        &[(Int, "number")],
    ),
    ga("GA_Destroy_mutexes", "gaupc_GA_Destroy_mutexes", "int", &[]),
    ga(
        "NGA_Destroy_mutexes",
        "gaupc_GA_Destroy_mutexes",
        "int",
        &[],
    ),
    ga("GA_Lock", "gaupc_GA_Lock", "void", &[(Int, "mutex")]),
    ga("NGA_Lock", "gaupc_GA_Lock", "void", &[(Int, "mutex")]),
    ga("GA_Unlock", "gaupc_GA_Unlock", "void", &[(Int, "mutex")]),
    ga("NGA_Unlock", "gaupc_GA_Unlock", "void", &[(Int, "mutex")]),
    ga("GA_Init_fence", "gaupc_GA_Init_fence", "void", &[]),
    ga("NGA_Init_fence", "gaupc_GA_Init_fence", "void", &[]),
    ga("GA_Fence", "gaupc_GA_Fence", "void", &[]),
    ga("NGA_Fence", "gaupc_GA_Fence", "void", &[]),
    ga(
        "NGA_Register_type",
        "gaupc_NGA_Register_type",
        "int",
        &[(Int, "bytes")],
    ),
    ga(
        "NGA_Deregister_type",
        "gaupc_NGA_Deregister_type",
        "int",
        &[(Int, "type")],
    ),
    ga(
        "GA_Error",
        "gaupc_GA_Error",
        "void",
        &[(Str, "message"), (Int, "code")],
    ),
    ga("GA_Uses_ma", "gaupc_GA_Uses_ma", "int", &[]),
    ga("NGA_Uses_ma", "gaupc_GA_Uses_ma", "int", &[]),
    ga("GA_Uses_fapi", "gaupc_GA_Uses_fapi", "int", &[]),
    ga("GA_Memory_limited", "gaupc_GA_Memory_limited", "int", &[]),
    ga("NGA_Memory_limited", "gaupc_GA_Memory_limited", "int", &[]),
    ga(
        "GA_Set_debug",
        "gaupc_GA_Set_debug",
        "void",
        &[(Int, "flag")],
    ),
    ga(
        "NGA_Set_debug",
        "gaupc_GA_Set_debug",
        "void",
        &[(Int, "flag")],
    ),
    ga("GA_Get_debug", "gaupc_GA_Get_debug", "int", &[]),
    ga("NGA_Get_debug", "gaupc_GA_Get_debug", "int", &[]),
    ga(
        "GA_Set_memory_limit",
        "gaupc_GA_Set_memory_limit",
        "void",
        &[(Int, "limit")],
    ),
    ga(
        "NGA_Set_memory_limit",
        "gaupc_GA_Set_memory_limit",
        "void",
        &[(Int, "limit")],
    ),
    ga("GA_Memory_avail", "gaupc_GA_Memory_avail", "size_t", &[]),
    ga("NGA_Memory_avail", "gaupc_GA_Memory_avail", "size_t", &[]),
    ga(
        "NGA_Inquire_memory",
        "gaupc_GA_Inquire_memory",
        "size_t",
        &[],
    ),
    ga(
        "GA_Inquire_memory",
        "gaupc_GA_Inquire_memory",
        "size_t",
        &[],
    ),
    ga("GA_Wtime", "gaupc_GA_Wtime", "double", &[]),
    ga("NGA_Wtime", "gaupc_GA_Wtime", "double", &[]),
    ga("GA_Print_stats", "gaupc_GA_Print_stats", "void", &[]),
    ga(
        "GA_Pgroup_create",
        "gaupc_GA_Pgroup_create",
        "int",
        &[(IntArray, "list"), (Int, "count")],
    ),
    ga(
        "NGA_Pgroup_create",
        "gaupc_GA_Pgroup_create",
        "int",
        &[(IntArray, "list"), (Int, "count")],
    ),
    ga(
        "GA_Pgroup_nnodes",
        "gaupc_GA_Pgroup_nnodes",
        "int",
        &[(Int, "grp")],
    ),
    ga(
        "NGA_Pgroup_nnodes",
        "gaupc_GA_Pgroup_nnodes",
        "int",
        &[(Int, "grp")],
    ),
    ga(
        "GA_Pgroup_nodeid",
        "gaupc_GA_Pgroup_nodeid",
        "int",
        &[(Int, "grp")],
    ),
    ga(
        "NGA_Pgroup_nodeid",
        "gaupc_GA_Pgroup_nodeid",
        "int",
        &[(Int, "grp")],
    ),
    ga(
        "GA_Pgroup_get_world",
        "gaupc_GA_Pgroup_get_world",
        "int",
        &[],
    ),
    ga(
        "NGA_Pgroup_get_world",
        "gaupc_GA_Pgroup_get_world",
        "int",
        &[],
    ),
    ga(
        "GA_Pgroup_get_default",
        "gaupc_GA_Pgroup_get_default",
        "int",
        &[],
    ),
    ga(
        "NGA_Pgroup_get_default",
        "gaupc_GA_Pgroup_get_default",
        "int",
        &[],
    ),
    ga(
        "GA_Get_pgroup_size",
        "gaupc_GA_Pgroup_nnodes",
        "int",
        &[(Int, "grp_id")],
    ),
    ga(
        "NGA_Get_pgroup_size",
        "gaupc_GA_Pgroup_nnodes",
        "int",
        &[(Int, "grp_id")],
    ),
    ga("GA_Pgroup_self", "gaupc_GA_Pgroup_self", "int", &[]),
    ga("NGA_Pgroup_self", "gaupc_GA_Pgroup_self", "int", &[]),
    ga(
        "GA_Pgroup_duplicate",
        "gaupc_GA_Pgroup_duplicate",
        "int",
        &[(Int, "grp")],
    ),
    ga(
        "NGA_Pgroup_duplicate",
        "gaupc_GA_Pgroup_duplicate",
        "int",
        &[(Int, "grp")],
    ),
    ga(
        "GA_Pgroup_absolute_id",
        "gaupc_GA_Pgroup_absolute_id",
        "int",
        &[(Int, "pgroup"), (Int, "pid")],
    ),
    ga(
        "NGA_Pgroup_absolute_id",
        "gaupc_GA_Pgroup_absolute_id",
        "int",
        &[(Int, "pgroup"), (Int, "pid")],
    ),
    ga(
        "GA_Get_pgroup",
        "gaupc_GA_Get_pgroup",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Get_pgroup",
        "gaupc_GA_Get_pgroup",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Pgroup_set_default",
        "gaupc_GA_Pgroup_set_default",
        "void",
        &[(Int, "grp")],
    ),
    ga(
        "NGA_Pgroup_set_default",
        "gaupc_GA_Pgroup_set_default",
        "void",
        &[(Int, "grp")],
    ),
    // mirrored arrays, overlays, deallocation, memory hints
    ga(
        "GA_Merge_mirrored",
        "gaupc_GA_Merge_mirrored",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Merge_mirrored",
        "gaupc_GA_Merge_mirrored",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Merge_distr_patch",
        "gaupc_NGA_Merge_distr_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
        ],
    ),
    ga(
        "NGA_Merge_distr_patch64",
        "gaupc_NGA_Merge_distr_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
        ],
    ),
    ga(
        "GA_Overlay",
        "gaupc_GA_Overlay",
        "int",
        &[(Handle, "g_a"), (Handle, "g_p")],
    ),
    ga(
        "NGA_Overlay",
        "gaupc_GA_Overlay",
        "int",
        &[(Handle, "g_a"), (Handle, "g_p")],
    ),
    ga(
        "GA_Deallocate",
        "gaupc_GA_Deallocate",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Deallocate",
        "gaupc_GA_Deallocate",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Set_property",
        "gaupc_NGA_Set_property",
        "void",
        &[(Handle, "g_a"), (Str, "property")],
    ),
    ga(
        "GA_Unset_property",
        "gaupc_NGA_Unset_property",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Register_stack_memory",
        "gaupc_GA_Register_stack_memory",
        "void",
        &[(Pointer, "ext_alloc"), (Pointer, "ext_free")],
    ),
    ga(
        "GA_Set_memory_dev",
        "gaupc_GA_Set_memory_dev",
        "void",
        &[(Handle, "g_a"), (Str, "device")],
    ),
    ga(
        "NGA_Set_memory_dev",
        "gaupc_GA_Set_memory_dev",
        "void",
        &[(Handle, "g_a"), (Str, "device")],
    ),
    ga(
        "GA_Lu_solve",
        "gaupc_GA_Lu_solve",
        "void",
        &[(Int, "trans"), (Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Llt_solve",
        "gaupc_GA_Llt_solve",
        "int",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Solve",
        "gaupc_GA_Solve",
        "int",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Spd_invert",
        "gaupc_GA_Spd_invert",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Diag",
        "gaupc_GA_Diag",
        "void",
        &[
            (Handle, "g_a"),
            (Handle, "g_s"),
            (Handle, "g_v"),
            (Buffer, "eval"),
        ],
    ),
    ga(
        "GA_Diag_seq",
        "gaupc_GA_Diag_seq",
        "void",
        &[
            (Handle, "g_a"),
            (Handle, "g_s"),
            (Handle, "g_v"),
            (Buffer, "eval"),
        ],
    ),
    ga(
        "GA_Diag_reuse",
        "gaupc_GA_Diag_reuse",
        "void",
        &[
            (Int, "reuse"),
            (Handle, "g_a"),
            (Handle, "g_s"),
            (Handle, "g_v"),
            (Buffer, "eval"),
        ],
    ),
    ga(
        "GA_Diag_std",
        "gaupc_GA_Diag_std",
        "void",
        &[(Handle, "g_a"), (Handle, "g_v"), (Buffer, "eval")],
    ),
    ga(
        "GA_Diag_std_seq",
        "gaupc_GA_Diag_std_seq",
        "void",
        &[(Handle, "g_a"), (Handle, "g_v"), (Buffer, "eval")],
    ),
    ga(
        "GA_Set_pgroup",
        "gaupc_GA_Set_pgroup",
        "void",
        &[(Handle, "g_a"), (Int, "grp")],
    ),
    ga(
        "NGA_Set_pgroup",
        "gaupc_GA_Set_pgroup",
        "void",
        &[(Handle, "g_a"), (Int, "grp")],
    ),
    ga(
        "GA_Pgroup_get_mirror",
        "gaupc_GA_Pgroup_get_mirror",
        "int",
        &[],
    ),
    ga(
        "NGA_Pgroup_get_mirror",
        "gaupc_GA_Pgroup_get_mirror",
        "int",
        &[],
    ),
    ga(
        "GA_Pgroup_split",
        "gaupc_GA_Pgroup_split",
        "int",
        &[(Int, "grp"), (Int, "num_group")],
    ),
    ga(
        "NGA_Pgroup_split",
        "gaupc_GA_Pgroup_split",
        "int",
        &[(Int, "grp"), (Int, "num_group")],
    ),
    ga(
        "GA_Pgroup_split_irreg",
        "gaupc_GA_Pgroup_split_irreg",
        "int",
        &[(Int, "grp"), (Int, "color")],
    ),
    ga(
        "NGA_Pgroup_split_irreg",
        "gaupc_GA_Pgroup_split_irreg",
        "int",
        &[(Int, "grp"), (Int, "color")],
    ),
    ga(
        "GA_Pgroup_destroy",
        "gaupc_GA_Pgroup_destroy",
        "int",
        &[(Int, "grp")],
    ),
    ga(
        "NGA_Pgroup_destroy",
        "gaupc_GA_Pgroup_destroy",
        "int",
        &[(Int, "grp")],
    ),
    ga(
        "GA_Pgroup_sync",
        "gaupc_GA_Pgroup_sync",
        "void",
        &[(Int, "grp")],
    ),
    ga(
        "NGA_Pgroup_sync",
        "gaupc_GA_Pgroup_sync",
        "void",
        &[(Int, "grp")],
    ),
    ga(
        "GA_Pgroup_brdcst",
        "gaupc_GA_Pgroup_brdcst",
        "void",
        &[
            (Int, "grp"),
            (Buffer, "buf"),
            (Int, "lenbuf"),
            (Int, "root"),
        ],
    ),
    ga(
        "GA_Pgroup_igop",
        "gaupc_GA_Pgroup_igop",
        "void",
        &[(Int, "grp"), (IntArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "NGA_Pgroup_igop",
        "gaupc_GA_Pgroup_igop",
        "void",
        &[(Int, "grp"), (IntArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Pgroup_lgop",
        "gaupc_GA_Pgroup_lgop",
        "void",
        &[(Int, "grp"), (LongArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "NGA_Pgroup_lgop",
        "gaupc_GA_Pgroup_lgop",
        "void",
        &[(Int, "grp"), (LongArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Pgroup_llgop",
        "gaupc_GA_Pgroup_llgop",
        "void",
        &[(Int, "grp"), (LongLongArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "NGA_Pgroup_llgop",
        "gaupc_GA_Pgroup_llgop",
        "void",
        &[(Int, "grp"), (LongLongArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Pgroup_fgop",
        "gaupc_GA_Pgroup_fgop",
        "void",
        &[(Int, "grp"), (FloatArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "NGA_Pgroup_fgop",
        "gaupc_GA_Pgroup_fgop",
        "void",
        &[(Int, "grp"), (FloatArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Pgroup_dgop",
        "gaupc_GA_Pgroup_dgop",
        "void",
        &[(Int, "grp"), (DoubleArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "NGA_Pgroup_dgop",
        "gaupc_GA_Pgroup_dgop",
        "void",
        &[(Int, "grp"), (DoubleArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Pgroup_cgop",
        "gaupc_GA_Pgroup_cgop",
        "void",
        &[(Int, "grp"), (Buffer, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Pgroup_zgop",
        "gaupc_GA_Pgroup_zgop",
        "void",
        &[(Int, "grp"), (Buffer, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "NGA_Pgroup_zgop",
        "gaupc_GA_Pgroup_zgop",
        "void",
        &[(Int, "grp"), (Buffer, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Getmem",
        "gaupc_GA_Getmem",
        "void *",
        &[(TypeCode, "type"), (Int, "nelem"), (Int, "grp_id")],
    ),
    ga("GA_Freemem", "gaupc_GA_Freemem", "void", &[(Buffer, "ptr")]),
    ga(
        "NGA_Create",
        "gaupc_NGA_Create",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (IntArray, "dims"),
            (Str, "name"),
            (IntArray, "chunk"),
        ],
    ),
    ga(
        "NGA_Create64",
        "gaupc_NGA_Create64",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (Int64Array, "dims"),
            (Str, "name"),
            (Int64Array, "chunk"),
        ],
    ),
    ga(
        "NGA_Create_irreg",
        "gaupc_NGA_Create_irreg",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (IntArray, "dims"),
            (Str, "name"),
            (IntArray, "block"),
            (IntArray, "map"),
        ],
    ),
    ga("GA_Create_handle", "gaupc_GA_Create_handle", "int", &[]),
    ga("NGA_Create_handle", "gaupc_GA_Create_handle", "int", &[]),
    ga(
        "GA_Set_data",
        "gaupc_GA_Set_data",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "ndim"),
            (IntArray, "dims"),
            (TypeCode, "type"),
        ],
    ),
    ga(
        "NGA_Set_data",
        "gaupc_GA_Set_data",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "ndim"),
            (IntArray, "dims"),
            (TypeCode, "type"),
        ],
    ),
    ga(
        "NGA_Set_property",
        "gaupc_NGA_Set_property",
        "void",
        &[(Handle, "g_a"), (Str, "property")],
    ),
    ga(
        "NGA_Unset_property",
        "gaupc_NGA_Unset_property",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Set_chunk",
        "gaupc_GA_Set_chunk",
        "void",
        &[(Handle, "g_a"), (IntArray, "chunk")],
    ),
    ga(
        "NGA_Set_chunk",
        "gaupc_GA_Set_chunk",
        "void",
        &[(Handle, "g_a"), (IntArray, "chunk")],
    ),
    ga(
        "GA_Set_array_name",
        "gaupc_GA_Set_array_name",
        "void",
        &[(Handle, "g_a"), (Str, "name")],
    ),
    ga(
        "NGA_Set_array_name",
        "gaupc_GA_Set_array_name",
        "void",
        &[(Handle, "g_a"), (Str, "name")],
    ),
    ga(
        "GA_Set_irreg_distr",
        "gaupc_GA_Set_irreg_distr",
        "void",
        &[(Handle, "g_a"), (IntArray, "map"), (IntArray, "block")],
    ),
    ga(
        "NGA_Set_irreg_distr",
        "gaupc_GA_Set_irreg_distr",
        "void",
        &[(Handle, "g_a"), (IntArray, "map"), (IntArray, "block")],
    ),
    ga(
        "GA_Set_block_cyclic_proc_grid",
        "gaupc_GA_Set_block_cyclic_proc_grid",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "block"),
            (IntArray, "proc_grid"),
        ],
    ),
    ga(
        "NGA_Set_block_cyclic_proc_grid",
        "gaupc_GA_Set_block_cyclic_proc_grid",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "block"),
            (IntArray, "proc_grid"),
        ],
    ),
    ga(
        "GA_Set_tiled_irreg_proc_grid",
        "gaupc_GA_Set_tiled_irreg_proc_grid",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "mapc"),
            (IntArray, "nblocks"),
            (IntArray, "proc_grid"),
        ],
    ),
    ga(
        "NGA_Set_tiled_irreg_proc_grid",
        "gaupc_GA_Set_tiled_irreg_proc_grid",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "mapc"),
            (IntArray, "nblocks"),
            (IntArray, "proc_grid"),
        ],
    ),
    ga(
        "GA_Set_restricted",
        "gaupc_GA_Set_restricted",
        "void",
        &[(Handle, "g_a"), (IntArray, "list"), (Int, "size")],
    ),
    ga(
        "NGA_Set_restricted",
        "gaupc_GA_Set_restricted",
        "void",
        &[(Handle, "g_a"), (IntArray, "list"), (Int, "size")],
    ),
    ga(
        "GA_Set_restricted_range",
        "gaupc_GA_Set_restricted_range",
        "void",
        &[(Handle, "g_a"), (Int, "lo_proc"), (Int, "hi_proc")],
    ),
    ga(
        "NGA_Set_restricted_range",
        "gaupc_GA_Set_restricted_range",
        "void",
        &[(Handle, "g_a"), (Int, "lo_proc"), (Int, "hi_proc")],
    ),
    ga(
        "GA_Allocate",
        "gaupc_GA_Allocate",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Allocate",
        "gaupc_GA_Allocate",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Duplicate",
        "gaupc_GA_Duplicate",
        "int",
        &[(Handle, "g_a"), (Str, "name")],
    ),
    ga(
        "NGA_Duplicate",
        "gaupc_GA_Duplicate",
        "int",
        &[(Handle, "g_a"), (Str, "name")],
    ),
    ga(
        "GA_Assemble_duplicate",
        "gaupc_GA_Assemble_duplicate",
        "int",
        &[(Handle, "g_a"), (Str, "name"), (Buffer, "ptr")],
    ),
    ga("GA_Destroy", "gaupc_GA_Destroy", "void", &[(Handle, "g_a")]),
    ga(
        "NGA_Destroy",
        "gaupc_GA_Destroy",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Inquire",
        "gaupc_NGA_Inquire",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "type"),
            (IntArray, "ndim"),
            (IntArray, "dims"),
        ],
    ),
    ga("GA_Ndim", "gaupc_GA_Ndim", "int", &[(Handle, "g_a")]),
    ga("NGA_Ndim", "gaupc_GA_Ndim", "int", &[(Handle, "g_a")]),
    ga(
        "GA_Get_dimension",
        "gaupc_GA_Ndim",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Get_dimension",
        "gaupc_GA_Ndim",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Inquire_name",
        "gaupc_GA_Inquire_name",
        "char *",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Inquire_name",
        "gaupc_GA_Inquire_name",
        "char *",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Verify_handle",
        "gaupc_GA_Valid_handle",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Verify_handle",
        "gaupc_GA_Valid_handle",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Check_handle",
        "gaupc_GA_Check_handle",
        "void",
        &[(Handle, "g_a"), (Str, "string")],
    ),
    ga(
        "GA_Is_mirrored",
        "gaupc_GA_Is_mirrored",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Is_mirrored",
        "gaupc_GA_Is_mirrored",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Valid_handle",
        "gaupc_GA_Valid_handle",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Valid_handle",
        "gaupc_GA_Valid_handle",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Distribution",
        "gaupc_NGA_Distribution",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "iproc"),
            (IntArray, "lo"),
            (IntArray, "hi"),
        ],
    ),
    ga(
        "NGA_Distribution64",
        "gaupc_NGA_Distribution64",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "iproc"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
        ],
    ),
    ga(
        "GA_Compare_distr",
        "gaupc_GA_Compare_distr",
        "int",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "NGA_Compare_distr",
        "gaupc_GA_Compare_distr",
        "int",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "NGA_Locate",
        "gaupc_NGA_Locate",
        "int",
        &[(Handle, "g_a"), (IntArray, "subscript")],
    ),
    ga(
        "NGA_Locate_nnodes",
        "gaupc_NGA_Locate_nnodes",
        "int",
        &[(Handle, "g_a"), (IntArray, "lo"), (IntArray, "hi")],
    ),
    ga(
        "NGA_Locate_nnodes64",
        "gaupc_NGA_Locate_nnodes64",
        "int",
        &[(Handle, "g_a"), (Int64Array, "lo"), (Int64Array, "hi")],
    ),
    ga(
        "NGA_Locate_region",
        "gaupc_NGA_Locate_region",
        "int",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (IntArray, "map"),
            (IntArray, "procs"),
        ],
    ),
    ga(
        "GA_Get_block_info",
        "gaupc_GA_Get_block_info",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "num_blocks"),
            (IntArray, "block_dims"),
        ],
    ),
    ga(
        "GA_Get_proc_grid",
        "gaupc_GA_Get_proc_grid",
        "void",
        &[(Handle, "g_a"), (IntArray, "dims")],
    ),
    ga(
        "NGA_Get_proc_grid",
        "gaupc_GA_Get_proc_grid",
        "void",
        &[(Handle, "g_a"), (IntArray, "dims")],
    ),
    ga(
        "GA_Nblock",
        "gaupc_GA_Nblock",
        "void",
        &[(Handle, "g_a"), (IntArray, "nblock")],
    ),
    ga(
        "NGA_Nblock",
        "gaupc_GA_Nblock",
        "void",
        &[(Handle, "g_a"), (IntArray, "nblock")],
    ),
    ga(
        "NGA_Proc_topology",
        "gaupc_NGA_Proc_topology",
        "void",
        &[(Handle, "g_a"), (Int, "proc"), (IntArray, "coord")],
    ),
    ga(
        "GA_Get_proc_index",
        "gaupc_GA_Get_proc_index",
        "void",
        &[(Handle, "g_a"), (Int, "iproc"), (IntArray, "subscript")],
    ),
    ga(
        "NGA_Get_proc_index",
        "gaupc_GA_Get_proc_index",
        "void",
        &[(Handle, "g_a"), (Int, "iproc"), (IntArray, "subscript")],
    ),
    ga(
        "GA_Total_blocks",
        "gaupc_GA_Total_blocks",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Total_blocks",
        "gaupc_GA_Total_blocks",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Set_block_cyclic",
        "gaupc_GA_Set_block_cyclic",
        "void",
        &[(Handle, "g_a"), (IntArray, "dims")],
    ),
    ga(
        "NGA_Set_block_cyclic",
        "gaupc_GA_Set_block_cyclic",
        "void",
        &[(Handle, "g_a"), (IntArray, "dims")],
    ),
    ga(
        "GA_Set_block_cyclic64",
        "gaupc_GA_Set_block_cyclic64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "dims")],
    ),
    ga(
        "NGA_Set_block_cyclic64",
        "gaupc_GA_Set_block_cyclic64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "dims")],
    ),
    ga(
        "GA_Set_irreg_flag",
        "gaupc_GA_Set_irreg_flag",
        "void",
        &[(Handle, "g_a"), (Int, "flag")],
    ),
    ga(
        "NGA_Set_irreg_flag",
        "gaupc_GA_Set_irreg_flag",
        "void",
        &[(Handle, "g_a"), (Int, "flag")],
    ),
    ga(
        "NGA_Get_block_info",
        "gaupc_GA_Get_block_info",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "num_blocks"),
            (IntArray, "block_dims"),
        ],
    ),
    ga(
        "NGA_Locate_num_blocks",
        "gaupc_NGA_Locate_num_blocks",
        "int",
        &[(Handle, "g_a"), (IntArray, "lo"), (IntArray, "hi")],
    ),
    ga(
        "NGA_Access_block",
        "gaupc_NGA_Access_block",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "idx"),
            (Buffer, "ptr"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Access_block_grid",
        "gaupc_NGA_Access_block_grid",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "index"),
            (Buffer, "ptr"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Access_block_segment",
        "gaupc_NGA_Access_block_segment",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "proc"),
            (Buffer, "ptr"),
            (IntArray, "len"),
        ],
    ),
    ga(
        "NGA_Access_block64",
        "gaupc_NGA_Access_block64",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "idx"),
            (Buffer, "ptr"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Access_block_grid64",
        "gaupc_NGA_Access_block_grid64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "index"),
            (Buffer, "ptr"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Access_block_segment64",
        "gaupc_NGA_Access_block_segment64",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "proc"),
            (Buffer, "ptr"),
            (Int64Array, "len"),
        ],
    ),
    ga(
        "NGA_Release_block",
        "gaupc_NGA_Release_block",
        "void",
        &[(Handle, "g_a"), (Int, "idx")],
    ),
    ga(
        "NGA_Release_update_block",
        "gaupc_NGA_Release_block",
        "void",
        &[(Handle, "g_a"), (Int, "idx")],
    ),
    ga(
        "NGA_Release_block_segment",
        "gaupc_NGA_Release_block",
        "void",
        &[(Handle, "g_a"), (Int, "proc")],
    ),
    ga(
        "NGA_Release_update_block_segment",
        "gaupc_NGA_Release_block",
        "void",
        &[(Handle, "g_a"), (Int, "proc")],
    ),
    ga(
        "NGA_Release_block_grid",
        "gaupc_NGA_Release_block_grid",
        "void",
        &[(Handle, "g_a"), (IntArray, "index")],
    ),
    ga(
        "NGA_Release_update_block_grid",
        "gaupc_NGA_Release_block_grid",
        "void",
        &[(Handle, "g_a"), (IntArray, "index")],
    ),
    ga(
        "GA_Uses_proc_grid",
        "gaupc_GA_Uses_proc_grid",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Uses_proc_grid",
        "gaupc_GA_Uses_proc_grid",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Get",
        "gaupc_NGA_Get",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "buf"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Put",
        "gaupc_NGA_Put",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "buf"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Acc",
        "gaupc_NGA_Acc",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "buf"),
            (IntArray, "ld"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Get64",
        "gaupc_NGA_Get64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Put64",
        "gaupc_NGA_Put64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Acc64",
        "gaupc_NGA_Acc64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_NbGet",
        "gaupc_NGA_NbGet",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "buf"),
            (IntArray, "ld"),
            (NbHandle, "nbhandle"),
        ],
    ),
    ga(
        "NGA_NbPut",
        "gaupc_NGA_NbPut",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "buf"),
            (IntArray, "ld"),
            (NbHandle, "nbhandle"),
        ],
    ),
    ga(
        "NGA_NbAcc",
        "gaupc_NGA_NbAcc",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "buf"),
            (IntArray, "ld"),
            (Buffer, "alpha"),
            (NbHandle, "nbhandle"),
        ],
    ),
    ga(
        "NGA_NbWait",
        "gaupc_NGA_NbWait",
        "void",
        &[(NbHandle, "nbhandle")],
    ),
    ga(
        "NGA_NbTest",
        "gaupc_NGA_NbTest",
        "int",
        &[(NbHandle, "nbhandle")],
    ),
    ga(
        "NGA_Read_inc",
        "gaupc_NGA_Read_inc",
        "long",
        &[(Handle, "g_a"), (IntArray, "subscript"), (Int, "inc")],
    ),
    ga(
        "NGA_Access",
        "gaupc_NGA_Access",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "ptr"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Get_field",
        "gaupc_NGA_Get_field",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Int, "foff"),
            (Int, "fsize"),
            (Buffer, "buf"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Put_field",
        "gaupc_NGA_Put_field",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Int, "foff"),
            (Int, "fsize"),
            (Buffer, "buf"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Release",
        "gaupc_NGA_Release",
        "void",
        &[(Handle, "g_a"), (IntArray, "lo"), (IntArray, "hi")],
    ),
    ga(
        "NGA_Release_update",
        "gaupc_NGA_Release_update",
        "void",
        &[(Handle, "g_a"), (IntArray, "lo"), (IntArray, "hi")],
    ),
    ga(
        "NGA_Scatter",
        "gaupc_NGA_Scatter",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (SubsArray, "subsArray"),
            (Int, "n"),
        ],
    ),
    ga(
        "NGA_Scatter_acc",
        "gaupc_NGA_Scatter_acc",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (SubsArray, "subsArray"),
            (Int, "n"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Gather",
        "gaupc_NGA_Gather",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (SubsArray, "subsArray"),
            (Int, "n"),
        ],
    ),
    ga(
        "NGA_Alloc_gatscat_buf",
        "gaupc_NGA_Alloc_gatscat_buf",
        "void",
        &[(Int, "nelems")],
    ),
    ga(
        "NGA_Free_gatscat_buf",
        "gaupc_NGA_Free_gatscat_buf",
        "void",
        &[],
    ),
    ga(
        "GA_Brdcst",
        "gaupc_GA_Brdcst",
        "void",
        &[(Buffer, "buf"), (Int, "lenbuf"), (Int, "root")],
    ),
    ga(
        "GA_Gop",
        "gaupc_GA_Gop",
        "void",
        &[(TypeCode, "type"), (Buffer, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Igop",
        "gaupc_GA_Igop",
        "void",
        &[(IntArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "NGA_Igop",
        "gaupc_GA_Igop",
        "void",
        &[(IntArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Lgop",
        "gaupc_GA_Lgop",
        "void",
        &[(LongArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Llgop",
        "gaupc_GA_Llgop",
        "void",
        &[(LongLongArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Fgop",
        "gaupc_GA_Fgop",
        "void",
        &[(FloatArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Dgop",
        "gaupc_GA_Dgop",
        "void",
        &[(DoubleArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "NGA_Dgop",
        "gaupc_GA_Dgop",
        "void",
        &[(DoubleArray, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Cgop",
        "gaupc_GA_Cgop",
        "void",
        &[(Buffer, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Zgop",
        "gaupc_GA_Zgop",
        "void",
        &[(Buffer, "x"), (Int, "n"), (Str, "op")],
    ),
    ga(
        "GA_Fill",
        "gaupc_GA_Fill",
        "void",
        &[(Handle, "g_a"), (Buffer, "value")],
    ),
    ga(
        "NGA_Fill",
        "gaupc_GA_Fill",
        "void",
        &[(Handle, "g_a"), (Buffer, "value")],
    ),
    ga("GA_Zero", "gaupc_GA_Zero", "void", &[(Handle, "g_a")]),
    ga("NGA_Zero", "gaupc_GA_Zero", "void", &[(Handle, "g_a")]),
    ga(
        "GA_Scale",
        "gaupc_GA_Scale",
        "void",
        &[(Handle, "g_a"), (Buffer, "value")],
    ),
    ga(
        "GA_Add_constant",
        "gaupc_GA_Add_constant",
        "void",
        &[(Handle, "g_a"), (Buffer, "alpha")],
    ),
    ga(
        "GA_Add_constant_patch",
        "gaupc_GA_Add_constant_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Add_constant_patch",
        "gaupc_GA_Add_constant_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "GA_Add",
        "gaupc_GA_Add",
        "void",
        &[
            (Buffer, "alpha"),
            (Handle, "g_a"),
            (Buffer, "beta"),
            (Handle, "g_b"),
            (Handle, "g_c"),
        ],
    ),
    ga(
        "GA_Copy",
        "gaupc_GA_Copy",
        "void",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "NGA_Copy",
        "gaupc_GA_Copy",
        "void",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "NGA_Copy_patch",
        "gaupc_NGA_Copy_patch",
        "void",
        &[
            (Int, "trans"),
            (Handle, "g_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
        ],
    ),
    ga(
        "NGA_Fill_patch",
        "gaupc_NGA_Fill_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "val"),
        ],
    ),
    ga(
        "NGA_Zero_patch",
        "gaupc_NGA_Zero_patch",
        "void",
        &[(Handle, "g_a"), (IntArray, "lo"), (IntArray, "hi")],
    ),
    ga(
        "NGA_Scale_patch",
        "gaupc_NGA_Scale_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Add_patch",
        "gaupc_NGA_Add_patch",
        "void",
        &[
            (Buffer, "alpha"),
            (Handle, "g_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Buffer, "beta"),
            (Handle, "g_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
            (Handle, "g_c"),
            (IntArray, "clo"),
            (IntArray, "chi"),
        ],
    ),
    ga(
        "GA_Ddot",
        "gaupc_GA_Ddot",
        "double",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Idot",
        "gaupc_GA_Idot",
        "int",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Ldot",
        "gaupc_GA_Ldot",
        "long",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Lldot",
        "gaupc_GA_Lldot",
        "long long",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Fdot",
        "gaupc_GA_Fdot",
        "float",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Zdot",
        "gaupc_GA_Zdot",
        "DoubleComplex",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Cdot",
        "gaupc_GA_Cdot",
        "SingleComplex",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Elem_multiply",
        "gaupc_GA_Elem_multiply",
        "void",
        &[(Handle, "g_a"), (Handle, "g_b"), (Handle, "g_c")],
    ),
    ga(
        "GA_Elem_divide",
        "gaupc_GA_Elem_divide",
        "void",
        &[(Handle, "g_a"), (Handle, "g_b"), (Handle, "g_c")],
    ),
    ga(
        "GA_Elem_maximum",
        "gaupc_GA_Elem_maximum",
        "void",
        &[(Handle, "g_a"), (Handle, "g_b"), (Handle, "g_c")],
    ),
    ga(
        "GA_Elem_minimum",
        "gaupc_GA_Elem_minimum",
        "void",
        &[(Handle, "g_a"), (Handle, "g_b"), (Handle, "g_c")],
    ),
    ga(
        "GA_Elem_multiply_patch",
        "gaupc_GA_Elem_multiply_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
            (Handle, "g_c"),
            (IntArray, "clo"),
            (IntArray, "chi"),
        ],
    ),
    ga(
        "GA_Elem_divide_patch",
        "gaupc_GA_Elem_divide_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
            (Handle, "g_c"),
            (IntArray, "clo"),
            (IntArray, "chi"),
        ],
    ),
    ga(
        "GA_Elem_maximum_patch",
        "gaupc_GA_Elem_maximum_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
            (Handle, "g_c"),
            (IntArray, "clo"),
            (IntArray, "chi"),
        ],
    ),
    ga(
        "GA_Elem_minimum_patch",
        "gaupc_GA_Elem_minimum_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
            (Handle, "g_c"),
            (IntArray, "clo"),
            (IntArray, "chi"),
        ],
    ),
    ga(
        "GA_Add_diagonal",
        "gaupc_GA_Add_diagonal",
        "void",
        &[(Handle, "g_a"), (Handle, "g_v")],
    ),
    ga(
        "GA_Set_diagonal",
        "gaupc_GA_Set_diagonal",
        "void",
        &[(Handle, "g_a"), (Handle, "g_v")],
    ),
    ga(
        "GA_Zero_diagonal",
        "gaupc_GA_Zero_diagonal",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Shift_diagonal",
        "gaupc_GA_Shift_diagonal",
        "void",
        &[(Handle, "g_a"), (Buffer, "c")],
    ),
    ga(
        "GA_Norm1",
        "gaupc_GA_Norm1",
        "void",
        &[(Handle, "g_a"), (DoubleArray, "nm")],
    ),
    ga(
        "GA_Norm_infinity",
        "gaupc_GA_Norm_infinity",
        "void",
        &[(Handle, "g_a"), (DoubleArray, "nm")],
    ),
    ga(
        "GA_Get_diag",
        "gaupc_GA_Get_diag",
        "void",
        &[(Handle, "g_a"), (Handle, "g_v")],
    ),
    ga(
        "GA_Scale_cols",
        "gaupc_GA_Scale_cols",
        "void",
        &[(Handle, "g_a"), (Handle, "g_v")],
    ),
    ga(
        "GA_Scale_rows",
        "gaupc_GA_Scale_rows",
        "void",
        &[(Handle, "g_a"), (Handle, "g_v")],
    ),
    ga(
        "GA_Symmetrize",
        "gaupc_GA_Symmetrize",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Transpose",
        "gaupc_GA_Transpose",
        "void",
        &[(Handle, "g_a"), (Handle, "g_b")],
    ),
    ga(
        "GA_Dgemm",
        "gaupc_GA_Dgemm",
        "void",
        &[
            (Int, "ta"),
            (Int, "tb"),
            (Int, "m"),
            (Int, "n"),
            (Int, "k"),
            (Real, "alpha"),
            (Handle, "g_a"),
            (Handle, "g_b"),
            (Real, "beta"),
            (Handle, "g_c"),
        ],
    ),
    ga(
        "GA_Sgemm",
        "gaupc_GA_Sgemm",
        "void",
        &[
            (Int, "ta"),
            (Int, "tb"),
            (Int, "m"),
            (Int, "n"),
            (Int, "k"),
            (Real, "alpha"),
            (Handle, "g_a"),
            (Handle, "g_b"),
            (Real, "beta"),
            (Handle, "g_c"),
        ],
    ),
    ga(
        "GA_Cgemm",
        "gaupc_GA_Cgemm",
        "void",
        &[
            (Int, "ta"),
            (Int, "tb"),
            (Int, "m"),
            (Int, "n"),
            (Int, "k"),
            (SingleComplex, "alpha"),
            (Handle, "g_a"),
            (Handle, "g_b"),
            (SingleComplex, "beta"),
            (Handle, "g_c"),
        ],
    ),
    ga(
        "GA_Zgemm",
        "gaupc_GA_Zgemm",
        "void",
        &[
            (Int, "ta"),
            (Int, "tb"),
            (Int, "m"),
            (Int, "n"),
            (Int, "k"),
            (DoubleComplex, "alpha"),
            (Handle, "g_a"),
            (Handle, "g_b"),
            (DoubleComplex, "beta"),
            (Handle, "g_c"),
        ],
    ),
    ga(
        "NGA_Matmul_patch",
        "gaupc_NGA_Matmul_patch",
        "void",
        &[
            (Int, "transa"),
            (Int, "transb"),
            (Buffer, "alpha"),
            (Buffer, "beta"),
            (Handle, "g_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
            (Handle, "g_c"),
            (IntArray, "clo"),
            (IntArray, "chi"),
        ],
    ),
    ga(
        "GA_Matmul_patch",
        "gaupc_GA_Matmul_patch",
        "void",
        &[
            (Int, "transa"),
            (Int, "transb"),
            (Buffer, "alpha"),
            (Buffer, "beta"),
            (Handle, "g_a"),
            (Int, "ailo"),
            (Int, "aihi"),
            (Int, "ajlo"),
            (Int, "ajhi"),
            (Handle, "g_b"),
            (Int, "bilo"),
            (Int, "bihi"),
            (Int, "bjlo"),
            (Int, "bjhi"),
            (Handle, "g_c"),
            (Int, "cilo"),
            (Int, "cihi"),
            (Int, "cjlo"),
            (Int, "cjhi"),
        ],
    ),
    ga(
        "GA_Scan_add",
        "gaupc_GA_Scan_add",
        "void",
        &[
            (Handle, "g_a"),
            (Handle, "g_b"),
            (Handle, "g_sbit"),
            (Int, "lo"),
            (Int, "hi"),
            (Int, "excl"),
        ],
    ),
    ga(
        "GA_Scan_copy",
        "gaupc_GA_Scan_copy",
        "void",
        &[
            (Handle, "g_a"),
            (Handle, "g_b"),
            (Handle, "g_sbit"),
            (Int, "lo"),
            (Int, "hi"),
        ],
    ),
    ga(
        "GA_Pack",
        "gaupc_GA_Pack",
        "void",
        &[
            (Handle, "g_src"),
            (Handle, "g_dst"),
            (Handle, "g_mask"),
            (Int, "lo"),
            (Int, "hi"),
            (IntArray, "icount"),
        ],
    ),
    ga(
        "GA_Unpack",
        "gaupc_GA_Unpack",
        "void",
        &[
            (Handle, "g_src"),
            (Handle, "g_dst"),
            (Handle, "g_mask"),
            (Int, "lo"),
            (Int, "hi"),
            (IntArray, "icount"),
        ],
    ),
    ga(
        "GA_Patch_enum",
        "gaupc_GA_Patch_enum",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "lo"),
            (Int, "hi"),
            (Buffer, "start"),
            (Buffer, "inc"),
        ],
    ),
    ga("GA_Print", "gaupc_GA_Print", "void", &[(Handle, "g_a")]),
    ga(
        "GA_Print_file",
        "gaupc_GA_Print_file",
        "void",
        &[(Pointer, "file"), (Handle, "g_a")],
    ),
    ga(
        "GA_Print_distribution",
        "gaupc_GA_Print_distribution",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Print_patch",
        "gaupc_NGA_Print_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Int, "pretty"),
        ],
    ),
    ga(
        "GA_Summarize",
        "gaupc_GA_Summarize",
        "void",
        &[(Int, "verbose")],
    ),
    ga(
        "MA_init",
        "MA_init",
        "Boolean",
        &[
            (TypeCode, "datatype"),
            (Int, "nominal_stack"),
            (Int, "nominal_heap"),
        ],
    ),
    ga("MA_initialized", "MA_initialized", "Boolean", &[]),
    ga(
        "MA_alloc_get",
        "MA_alloc_get",
        "Boolean",
        &[
            (TypeCode, "datatype"),
            (Int, "nelem"),
            (Str, "name"),
            (Pointer, "memhandle"),
            (Pointer, "index"),
        ],
    ),
    ga(
        "MA_allocate_heap",
        "MA_allocate_heap",
        "Boolean",
        &[
            (TypeCode, "datatype"),
            (Int, "nelem"),
            (Str, "name"),
            (Pointer, "memhandle"),
        ],
    ),
    ga(
        "MA_free_heap",
        "MA_free_heap",
        "Boolean",
        &[(Int, "memhandle")],
    ),
    ga(
        "MA_push_get",
        "MA_push_get",
        "Boolean",
        &[
            (TypeCode, "datatype"),
            (Int, "nelem"),
            (Str, "name"),
            (Pointer, "memhandle"),
            (Pointer, "index"),
        ],
    ),
    ga(
        "MA_push_stack",
        "MA_push_stack",
        "Boolean",
        &[
            (TypeCode, "datatype"),
            (Int, "nelem"),
            (Str, "name"),
            (Pointer, "memhandle"),
        ],
    ),
    ga(
        "MA_pop_stack",
        "MA_pop_stack",
        "Boolean",
        &[(Int, "memhandle")],
    ),
    ga(
        "MA_chop_stack",
        "MA_chop_stack",
        "Boolean",
        &[(Int, "memhandle")],
    ),
    ga(
        "MA_get_index",
        "MA_get_index",
        "Boolean",
        &[(Int, "memhandle"), (Pointer, "index")],
    ),
    ga(
        "MA_get_pointer",
        "MA_get_pointer",
        "Boolean",
        &[(Int, "memhandle"), (Buffer, "pointer")],
    ),
    ga(
        "MA_get_mbase",
        "MA_get_mbase",
        "Pointer",
        &[(TypeCode, "datatype")],
    ),
    ga(
        "MA_inquire_avail",
        "MA_inquire_avail",
        "Integer",
        &[(TypeCode, "datatype")],
    ),
    ga(
        "MA_inquire_heap",
        "MA_inquire_heap",
        "Integer",
        &[(TypeCode, "datatype")],
    ),
    ga(
        "MA_inquire_stack",
        "MA_inquire_stack",
        "Integer",
        &[(TypeCode, "datatype")],
    ),
    ga(
        "MA_sizeof",
        "MA_sizeof",
        "Integer",
        &[
            (TypeCode, "datatype1"),
            (Int, "nelem1"),
            (TypeCode, "datatype2"),
        ],
    ),
    ga(
        "MA_sizeof_overhead",
        "MA_sizeof_overhead",
        "Integer",
        &[(TypeCode, "datatype")],
    ),
    ga(
        "MA_set_auto_verify",
        "MA_set_auto_verify",
        "Boolean",
        &[(Int, "value")],
    ),
    ga(
        "MA_set_error_print",
        "MA_set_error_print",
        "Boolean",
        &[(Int, "value")],
    ),
    ga(
        "MA_set_hard_fail",
        "MA_set_hard_fail",
        "Boolean",
        &[(Int, "value")],
    ),
    ga(
        "MA_verify_allocator_stuff",
        "MA_verify_allocator_stuff",
        "Boolean",
        &[],
    ),
    ga(
        "MA_summarize_allocated_blocks",
        "MA_summarize_allocated_blocks",
        "void",
        &[],
    ),
    ga(
        "MA_print_stats",
        "MA_print_stats",
        "void",
        &[(Int, "printroutines")],
    ),
    ga("MA_trace", "MA_trace", "void", &[(Int, "value")]),
    ga(
        "GA_Set_data64",
        "gaupc_GA_Set_data64",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "ndim"),
            (Int64Array, "dims"),
            (TypeCode, "type"),
        ],
    ),
    ga(
        "NGA_Set_data64",
        "gaupc_GA_Set_data64",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "ndim"),
            (Int64Array, "dims"),
            (TypeCode, "type"),
        ],
    ),
    ga(
        "GA_Set_chunk64",
        "gaupc_GA_Set_chunk64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "chunk")],
    ),
    ga(
        "NGA_Set_chunk64",
        "gaupc_GA_Set_chunk64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "chunk")],
    ),
    ga(
        "GA_Set_irreg_distr64",
        "gaupc_GA_Set_irreg_distr64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "map"), (Int64Array, "block")],
    ),
    ga(
        "NGA_Set_irreg_distr64",
        "gaupc_GA_Set_irreg_distr64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "map"), (Int64Array, "block")],
    ),
    ga(
        "NGA_Create_irreg64",
        "gaupc_NGA_Create_irreg64",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (Int64Array, "dims"),
            (Str, "name"),
            (Int64Array, "block"),
            (Int64Array, "map"),
        ],
    ),
    ga(
        "NGA_Inquire64",
        "gaupc_NGA_Inquire64",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "type"),
            (IntArray, "ndim"),
            (Int64Array, "dims"),
        ],
    ),
    ga(
        "NGA_Locate64",
        "gaupc_NGA_Locate64",
        "int",
        &[(Handle, "g_a"), (Int64Array, "subscript")],
    ),
    ga(
        "NGA_Read_inc64",
        "gaupc_NGA_Read_inc64",
        "long",
        &[(Handle, "g_a"), (Int64Array, "subscript"), (Int, "inc")],
    ),
    ga(
        "NGA_Access64",
        "gaupc_NGA_Access64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "ptr"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Release64",
        "gaupc_NGA_Release64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "lo"), (Int64Array, "hi")],
    ),
    ga(
        "NGA_Release_update64",
        "gaupc_NGA_Release_update64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "lo"), (Int64Array, "hi")],
    ),
    ga(
        "NGA_NbGet64",
        "gaupc_NGA_NbGet64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
            (NbHandle, "nbhandle"),
        ],
    ),
    ga(
        "NGA_NbPut64",
        "gaupc_NGA_NbPut64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
            (NbHandle, "nbhandle"),
        ],
    ),
    ga(
        "NGA_NbAcc64",
        "gaupc_NGA_NbAcc64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
            (Buffer, "alpha"),
            (NbHandle, "nbhandle"),
        ],
    ),
    ga(
        "NGA_Fill_patch64",
        "gaupc_NGA_Fill_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "val"),
        ],
    ),
    ga(
        "NGA_Zero_patch64",
        "gaupc_NGA_Zero_patch64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "lo"), (Int64Array, "hi")],
    ),
    ga(
        "NGA_Scale_patch64",
        "gaupc_NGA_Scale_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Print_patch64",
        "gaupc_NGA_Print_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Int, "pretty"),
        ],
    ),
    ga(
        "NGA_Copy_patch64",
        "gaupc_NGA_Copy_patch64",
        "void",
        &[
            (Int, "trans"),
            (Handle, "g_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
        ],
    ),
    ga(
        "NGA_Scatter64",
        "gaupc_NGA_Scatter64",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (Subs64Array, "subsArray"),
            (Int, "n"),
        ],
    ),
    ga(
        "NGA_Scatter_acc64",
        "gaupc_NGA_Scatter_acc64",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (Subs64Array, "subsArray"),
            (Int, "n"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Gather64",
        "gaupc_NGA_Gather64",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (Subs64Array, "subsArray"),
            (Int, "n"),
        ],
    ),
    ga(
        "GA_Add_constant_patch64",
        "gaupc_GA_Add_constant_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Add_patch64",
        "gaupc_NGA_Add_patch64",
        "void",
        &[
            (Buffer, "alpha"),
            (Handle, "g_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Buffer, "beta"),
            (Handle, "g_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
            (Handle, "g_c"),
            (Int64Array, "clo"),
            (Int64Array, "chi"),
        ],
    ),
    ga(
        "GA_Elem_multiply_patch64",
        "gaupc_GA_Elem_multiply_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
            (Handle, "g_c"),
            (Int64Array, "clo"),
            (Int64Array, "chi"),
        ],
    ),
    ga(
        "GA_Elem_divide_patch64",
        "gaupc_GA_Elem_divide_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
            (Handle, "g_c"),
            (Int64Array, "clo"),
            (Int64Array, "chi"),
        ],
    ),
    ga(
        "GA_Elem_maximum_patch64",
        "gaupc_GA_Elem_maximum_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
            (Handle, "g_c"),
            (Int64Array, "clo"),
            (Int64Array, "chi"),
        ],
    ),
    ga(
        "GA_Elem_minimum_patch64",
        "gaupc_GA_Elem_minimum_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
            (Handle, "g_c"),
            (Int64Array, "clo"),
            (Int64Array, "chi"),
        ],
    ),
    ga(
        "GA_Dgemm64",
        "gaupc_GA_Dgemm64",
        "void",
        &[
            (Int, "ta"),
            (Int, "tb"),
            (Int, "m"),
            (Int, "n"),
            (Int, "k"),
            (Real, "alpha"),
            (Handle, "g_a"),
            (Handle, "g_b"),
            (Real, "beta"),
            (Handle, "g_c"),
        ],
    ),
    ga(
        "NGA_Matmul_patch64",
        "gaupc_NGA_Matmul_patch64",
        "void",
        &[
            (Int, "transa"),
            (Int, "transb"),
            (Buffer, "alpha"),
            (Buffer, "beta"),
            (Handle, "g_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
            (Handle, "g_c"),
            (Int64Array, "clo"),
            (Int64Array, "chi"),
        ],
    ),
    ga(
        "GA_Scan_add64",
        "gaupc_GA_Scan_add64",
        "void",
        &[
            (Handle, "g_a"),
            (Handle, "g_b"),
            (Handle, "g_sbit"),
            (Int, "lo"),
            (Int, "hi"),
            (Int, "excl"),
        ],
    ),
    ga(
        "GA_Scan_copy64",
        "gaupc_GA_Scan_copy64",
        "void",
        &[
            (Handle, "g_a"),
            (Handle, "g_b"),
            (Handle, "g_sbit"),
            (Int, "lo"),
            (Int, "hi"),
        ],
    ),
    ga(
        "GA_Pack64",
        "gaupc_GA_Pack64",
        "void",
        &[
            (Handle, "g_src"),
            (Handle, "g_dst"),
            (Handle, "g_mask"),
            (Int, "lo"),
            (Int, "hi"),
            (Int64Array, "icount"),
        ],
    ),
    ga(
        "GA_Unpack64",
        "gaupc_GA_Unpack64",
        "void",
        &[
            (Handle, "g_src"),
            (Handle, "g_dst"),
            (Handle, "g_mask"),
            (Int, "lo"),
            (Int, "hi"),
            (Int64Array, "icount"),
        ],
    ),
    ga(
        "GA_Patch_enum64",
        "gaupc_GA_Patch_enum64",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "lo"),
            (Int, "hi"),
            (Buffer, "start"),
            (Buffer, "inc"),
        ],
    ),
    ga(
        "NGA_Locate_region64",
        "gaupc_NGA_Locate_region64",
        "int",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Int64Array, "map"),
            (IntArray, "procs"),
        ],
    ),
    ga(
        "GA_Cgemm64",
        "gaupc_GA_Cgemm64",
        "void",
        &[
            (Int, "ta"),
            (Int, "tb"),
            (Int, "m"),
            (Int, "n"),
            (Int, "k"),
            (SingleComplex, "alpha"),
            (Handle, "g_a"),
            (Handle, "g_b"),
            (SingleComplex, "beta"),
            (Handle, "g_c"),
        ],
    ),
    ga(
        "GA_Matmul_patch64",
        "gaupc_GA_Matmul_patch64",
        "void",
        &[
            (Int, "transa"),
            (Int, "transb"),
            (Buffer, "alpha"),
            (Buffer, "beta"),
            (Handle, "g_a"),
            (Int, "ailo"),
            (Int, "aihi"),
            (Int, "ajlo"),
            (Int, "ajhi"),
            (Handle, "g_b"),
            (Int, "bilo"),
            (Int, "bihi"),
            (Int, "bjlo"),
            (Int, "bjhi"),
            (Handle, "g_c"),
            (Int, "cilo"),
            (Int, "cihi"),
            (Int, "cjlo"),
            (Int, "cjhi"),
        ],
    ),
    ga(
        "GA_Sgemm64",
        "gaupc_GA_Sgemm64",
        "void",
        &[
            (Int, "ta"),
            (Int, "tb"),
            (Int, "m"),
            (Int, "n"),
            (Int, "k"),
            (Real, "alpha"),
            (Handle, "g_a"),
            (Handle, "g_b"),
            (Real, "beta"),
            (Handle, "g_c"),
        ],
    ),
    ga(
        "GA_Zgemm64",
        "gaupc_GA_Zgemm64",
        "void",
        &[
            (Int, "ta"),
            (Int, "tb"),
            (Int, "m"),
            (Int, "n"),
            (Int, "k"),
            (DoubleComplex, "alpha"),
            (Handle, "g_a"),
            (Handle, "g_b"),
            (DoubleComplex, "beta"),
            (Handle, "g_c"),
        ],
    ),
    ga(
        "GA_Set_block_cyclic_proc_grid64",
        "gaupc_GA_Set_block_cyclic_proc_grid64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "block"),
            (Int64Array, "proc_grid"),
        ],
    ),
    ga(
        "NGA_Set_block_cyclic_proc_grid64",
        "gaupc_GA_Set_block_cyclic_proc_grid64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "block"),
            (Int64Array, "proc_grid"),
        ],
    ),
    ga(
        "GA_Set_tiled_irreg_proc_grid64",
        "gaupc_GA_Set_tiled_irreg_proc_grid64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "mapc"),
            (Int64Array, "nblocks"),
            (Int64Array, "proc_grid"),
        ],
    ),
    ga(
        "NGA_Set_tiled_irreg_proc_grid64",
        "gaupc_GA_Set_tiled_irreg_proc_grid64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "mapc"),
            (Int64Array, "nblocks"),
            (Int64Array, "proc_grid"),
        ],
    ),
    ga(
        "NGA_Ddot_patch",
        "gaupc_NGA_Ddot_patch",
        "double",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
        ],
    ),
    ga(
        "NGA_Ddot_patch64",
        "gaupc_NGA_Ddot_patch64",
        "double",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
        ],
    ),
    ga(
        "NGA_Idot_patch",
        "gaupc_NGA_Idot_patch",
        "int",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
        ],
    ),
    ga(
        "NGA_Idot_patch64",
        "gaupc_NGA_Idot_patch64",
        "int",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
        ],
    ),
    ga(
        "NGA_Ldot_patch",
        "gaupc_NGA_Ldot_patch",
        "long",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
        ],
    ),
    ga(
        "NGA_Ldot_patch64",
        "gaupc_NGA_Ldot_patch64",
        "long",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
        ],
    ),
    ga(
        "NGA_Lldot_patch",
        "gaupc_NGA_Lldot_patch",
        "long long",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
        ],
    ),
    ga(
        "NGA_Lldot_patch64",
        "gaupc_NGA_Lldot_patch64",
        "long long",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
        ],
    ),
    ga(
        "NGA_Fdot_patch",
        "gaupc_NGA_Fdot_patch",
        "float",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
        ],
    ),
    ga(
        "NGA_Fdot_patch64",
        "gaupc_NGA_Fdot_patch64",
        "float",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
        ],
    ),
    ga(
        "NGA_Zdot_patch",
        "gaupc_NGA_Zdot_patch",
        "DoubleComplex",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
        ],
    ),
    ga(
        "NGA_Zdot_patch64",
        "gaupc_NGA_Zdot_patch64",
        "DoubleComplex",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
        ],
    ),
    ga(
        "NGA_Cdot_patch",
        "gaupc_NGA_Cdot_patch",
        "SingleComplex",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
        ],
    ),
    ga(
        "NGA_Cdot_patch64",
        "gaupc_NGA_Cdot_patch64",
        "SingleComplex",
        &[
            (Handle, "g_a"),
            (Int, "t_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int, "t_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
        ],
    ),
    ga(
        "GA_Median",
        "gaupc_GA_Median",
        "void",
        &[
            (Handle, "g_a"),
            (Handle, "g_b"),
            (Handle, "g_c"),
            (Handle, "g_m"),
        ],
    ),
    ga(
        "GA_Median_patch",
        "gaupc_GA_Median_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
            (Handle, "g_c"),
            (IntArray, "clo"),
            (IntArray, "chi"),
            (Handle, "g_m"),
            (IntArray, "mlo"),
            (IntArray, "mhi"),
        ],
    ),
    ga(
        "GA_Median_patch64",
        "gaupc_GA_Median_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
            (Handle, "g_c"),
            (Int64Array, "clo"),
            (Int64Array, "chi"),
            (Handle, "g_m"),
            (Int64Array, "mlo"),
            (Int64Array, "mhi"),
        ],
    ),
    ga(
        "GA_Abs_value",
        "gaupc_GA_Abs_value",
        "void",
        &[(Handle, "g_a")],
    ),
    ga("GA_Recip", "gaupc_GA_Recip", "void", &[(Handle, "g_a")]),
    ga(
        "GA_Abs_value_patch",
        "gaupc_GA_Abs_value_patch",
        "void",
        &[(Handle, "g_a"), (IntArray, "lo"), (IntArray, "hi")],
    ),
    ga(
        "GA_Abs_value_patch64",
        "gaupc_GA_Abs_value_patch64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "lo"), (Int64Array, "hi")],
    ),
    ga(
        "GA_Recip_patch",
        "gaupc_GA_Recip_patch",
        "void",
        &[(Handle, "g_a"), (IntArray, "lo"), (IntArray, "hi")],
    ),
    ga(
        "GA_Recip_patch64",
        "gaupc_GA_Recip_patch64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "lo"), (Int64Array, "hi")],
    ),
    ga(
        "NGA_Select_elem",
        "gaupc_NGA_Select_elem",
        "void",
        &[
            (Handle, "g_a"),
            (Str, "op"),
            (Buffer, "val"),
            (IntArray, "index"),
        ],
    ),
    ga(
        "NGA_Select_elem64",
        "gaupc_NGA_Select_elem64",
        "void",
        &[
            (Handle, "g_a"),
            (Str, "op"),
            (Buffer, "val"),
            (Int64Array, "index"),
        ],
    ),
    ga(
        "NGA_Scatter_flat",
        "gaupc_NGA_Scatter_flat",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (IntArray, "subsArray"),
            (Int, "n"),
        ],
    ),
    ga(
        "NGA_Scatter_flat64",
        "gaupc_NGA_Scatter_flat64",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (Int64Array, "subsArray"),
            (Int, "n"),
        ],
    ),
    ga(
        "NGA_Scatter_acc_flat",
        "gaupc_NGA_Scatter_acc_flat",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (IntArray, "subsArray"),
            (Int, "n"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Scatter_acc_flat64",
        "gaupc_NGA_Scatter_acc_flat64",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (Int64Array, "subsArray"),
            (Int, "n"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Gather_flat",
        "gaupc_NGA_Gather_flat",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (IntArray, "subsArray"),
            (Int, "n"),
        ],
    ),
    ga(
        "NGA_Gather_flat64",
        "gaupc_NGA_Gather_flat64",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "v"),
            (Int64Array, "subsArray"),
            (Int, "n"),
        ],
    ),
    ga(
        "NGA_Strided_get",
        "gaupc_NGA_Strided_get",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (IntArray, "skip"),
            (Buffer, "buf"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Strided_get64",
        "gaupc_NGA_Strided_get64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Int64Array, "skip"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Strided_put",
        "gaupc_NGA_Strided_put",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (IntArray, "skip"),
            (Buffer, "buf"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Strided_put64",
        "gaupc_NGA_Strided_put64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Int64Array, "skip"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Strided_acc",
        "gaupc_NGA_Strided_acc",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (IntArray, "skip"),
            (Buffer, "buf"),
            (IntArray, "ld"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Strided_acc64",
        "gaupc_NGA_Strided_acc64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Int64Array, "skip"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "GA_Set_tiled_proc_grid",
        "gaupc_GA_Set_tiled_proc_grid",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "block"),
            (IntArray, "proc_grid"),
        ],
    ),
    ga(
        "GA_Set_tiled_proc_grid64",
        "gaupc_GA_Set_tiled_proc_grid64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "block"),
            (Int64Array, "proc_grid"),
        ],
    ),
    ga(
        "NGA_Set_tiled_proc_grid",
        "gaupc_GA_Set_tiled_proc_grid",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "block"),
            (IntArray, "proc_grid"),
        ],
    ),
    ga(
        "NGA_Set_tiled_proc_grid64",
        "gaupc_GA_Set_tiled_proc_grid64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "block"),
            (Int64Array, "proc_grid"),
        ],
    ),
    ga(
        "NGA_Create_ghosts",
        "gaupc_NGA_Create_ghosts",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (IntArray, "dims"),
            (IntArray, "width"),
            (Str, "name"),
            (IntArray, "chunk"),
        ],
    ),
    ga(
        "NGA_Create_ghosts_config",
        "gaupc_NGA_Create_ghosts_config",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (IntArray, "dims"),
            (IntArray, "width"),
            (Str, "name"),
            (IntArray, "chunk"),
            (Int, "p_handle"),
        ],
    ),
    ga(
        "NGA_Create_ghosts_irreg",
        "gaupc_NGA_Create_ghosts_irreg",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (IntArray, "dims"),
            (IntArray, "width"),
            (Str, "name"),
            (IntArray, "nblock"),
            (IntArray, "map"),
        ],
    ),
    ga(
        "NGA_Create_ghosts_irreg_config",
        "gaupc_NGA_Create_ghosts_irreg_config",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (IntArray, "dims"),
            (IntArray, "width"),
            (Str, "name"),
            (IntArray, "nblock"),
            (IntArray, "map"),
            (Int, "p_handle"),
        ],
    ),
    ga(
        "NGA_Create_config",
        "gaupc_NGA_Create_config",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (IntArray, "dims"),
            (Str, "name"),
            (IntArray, "chunk"),
            (Int, "p_handle"),
        ],
    ),
    ga(
        "NGA_Create_irreg_config",
        "gaupc_NGA_Create_irreg_config",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (IntArray, "dims"),
            (Str, "name"),
            (IntArray, "nblock"),
            (IntArray, "map"),
            (Int, "p_handle"),
        ],
    ),
    ga(
        "NGA_Create_ghosts64",
        "gaupc_NGA_Create_ghosts64",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (Int64Array, "dims"),
            (Int64Array, "width"),
            (Str, "name"),
            (Int64Array, "chunk"),
        ],
    ),
    ga(
        "NGA_Create_ghosts_config64",
        "gaupc_NGA_Create_ghosts_config64",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (Int64Array, "dims"),
            (Int64Array, "width"),
            (Str, "name"),
            (Int64Array, "chunk"),
            (Int, "p_handle"),
        ],
    ),
    ga(
        "NGA_Create_ghosts_irreg64",
        "gaupc_NGA_Create_ghosts_irreg64",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (Int64Array, "dims"),
            (Int64Array, "width"),
            (Str, "name"),
            (Int64Array, "nblock"),
            (Int64Array, "map"),
        ],
    ),
    ga(
        "NGA_Create_ghosts_irreg_config64",
        "gaupc_NGA_Create_ghosts_irreg_config64",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (Int64Array, "dims"),
            (Int64Array, "width"),
            (Str, "name"),
            (Int64Array, "nblock"),
            (Int64Array, "map"),
            (Int, "p_handle"),
        ],
    ),
    ga(
        "NGA_Create_config64",
        "gaupc_NGA_Create_config64",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (Int64Array, "dims"),
            (Str, "name"),
            (Int64Array, "chunk"),
            (Int, "p_handle"),
        ],
    ),
    ga(
        "NGA_Create_irreg_config64",
        "gaupc_NGA_Create_irreg_config64",
        "int",
        &[
            (TypeCode, "type"),
            (Int, "ndim"),
            (Int64Array, "dims"),
            (Str, "name"),
            (Int64Array, "nblock"),
            (Int64Array, "map"),
            (Int, "p_handle"),
        ],
    ),
    ga(
        "GA_Set_ghosts",
        "gaupc_GA_Set_ghosts",
        "void",
        &[(Handle, "g_a"), (IntArray, "width")],
    ),
    ga(
        "NGA_Set_ghosts",
        "gaupc_GA_Set_ghosts",
        "void",
        &[(Handle, "g_a"), (IntArray, "width")],
    ),
    ga(
        "GA_Set_ghosts64",
        "gaupc_GA_Set_ghosts64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "width")],
    ),
    ga(
        "NGA_Set_ghosts64",
        "gaupc_GA_Set_ghosts64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "width")],
    ),
    ga(
        "GA_Set_ghost_corner_flag",
        "gaupc_GA_Set_ghost_corner_flag",
        "void",
        &[(Handle, "g_a"), (Int, "flag")],
    ),
    ga(
        "GA_Has_ghosts",
        "gaupc_GA_Has_ghosts",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Has_ghosts",
        "gaupc_GA_Has_ghosts",
        "int",
        &[(Handle, "g_a")],
    ),
    ga(
        "GA_Update_ghosts",
        "gaupc_GA_Update_ghosts",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Update_ghosts",
        "gaupc_GA_Update_ghosts",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Update_ghosts_nb",
        "gaupc_NGA_Update_ghosts_nb",
        "void",
        &[(Handle, "g_a"), (NbHandle, "nbhandle")],
    ),
    ga(
        "NGA_Update_ghost_dir",
        "gaupc_NGA_Update_ghost_dir",
        "int",
        &[
            (Handle, "g_a"),
            (Int, "dimension"),
            (Int, "idir"),
            (Int, "flag"),
        ],
    ),
    ga(
        "NGA_NbGet_ghost_dir",
        "gaupc_NGA_NbGet_ghost_dir",
        "void",
        &[(Handle, "g_a"), (IntArray, "mask"), (NbHandle, "handle")],
    ),
    ga(
        "NGA_NbGet_ghost_dir64",
        "gaupc_NGA_NbGet_ghost_dir64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "mask"), (NbHandle, "handle")],
    ),
    ga(
        "NGA_Access_ghosts",
        "gaupc_NGA_Access_ghosts",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "dims"),
            (Buffer, "ptr"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Access_ghosts64",
        "gaupc_NGA_Access_ghosts64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "dims"),
            (Buffer, "ptr"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Access_ghost_element",
        "gaupc_NGA_Access_ghost_element",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "ptr"),
            (IntArray, "subscript"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Access_ghost_element64",
        "gaupc_NGA_Access_ghost_element64",
        "void",
        &[
            (Handle, "g_a"),
            (Buffer, "ptr"),
            (Int64Array, "subscript"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Release_ghosts",
        "gaupc_NGA_Release_ghosts",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Release_update_ghosts",
        "gaupc_NGA_Release_update_ghosts",
        "void",
        &[(Handle, "g_a")],
    ),
    ga(
        "NGA_Release_ghost_element",
        "gaupc_NGA_Release_ghost_element",
        "void",
        &[(Handle, "g_a"), (IntArray, "index")],
    ),
    ga(
        "NGA_Release_update_ghost_element",
        "gaupc_NGA_Release_update_ghost_element",
        "void",
        &[(Handle, "g_a"), (IntArray, "index")],
    ),
    ga(
        "NGA_Release_ghost_element64",
        "gaupc_NGA_Release_ghost_element64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "index")],
    ),
    ga(
        "NGA_Release_update_ghost_element64",
        "gaupc_NGA_Release_update_ghost_element64",
        "void",
        &[(Handle, "g_a"), (Int64Array, "index")],
    ),
    ga(
        "NGA_Get_ghost_block",
        "gaupc_NGA_Get_ghost_block",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "buf"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Get_ghost_block64",
        "gaupc_NGA_Get_ghost_block64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Periodic_get",
        "gaupc_NGA_Periodic_get",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "buf"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Periodic_put",
        "gaupc_NGA_Periodic_put",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "buf"),
            (IntArray, "ld"),
        ],
    ),
    ga(
        "NGA_Periodic_acc",
        "gaupc_NGA_Periodic_acc",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Buffer, "buf"),
            (IntArray, "ld"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "NGA_Periodic_get64",
        "gaupc_NGA_Periodic_get64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Periodic_put64",
        "gaupc_NGA_Periodic_put64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
        ],
    ),
    ga(
        "NGA_Periodic_acc64",
        "gaupc_NGA_Periodic_acc64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "lo"),
            (Int64Array, "hi"),
            (Buffer, "buf"),
            (Int64Array, "ld"),
            (Buffer, "alpha"),
        ],
    ),
    ga(
        "GA_Step_max",
        "gaupc_GA_Step_max",
        "void",
        &[(Handle, "g_a"), (Handle, "g_b"), (Buffer, "step")],
    ),
    ga(
        "GA_Step_max_patch",
        "gaupc_GA_Step_max_patch",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "alo"),
            (IntArray, "ahi"),
            (Handle, "g_b"),
            (IntArray, "blo"),
            (IntArray, "bhi"),
            (Buffer, "step"),
        ],
    ),
    ga(
        "GA_Step_max_patch64",
        "gaupc_GA_Step_max_patch64",
        "void",
        &[
            (Handle, "g_a"),
            (Int64Array, "alo"),
            (Int64Array, "ahi"),
            (Handle, "g_b"),
            (Int64Array, "blo"),
            (Int64Array, "bhi"),
            (Buffer, "step"),
        ],
    ),
    ga(
        "GA_Step_bound_info",
        "gaupc_GA_Step_bound_info",
        "void",
        &[
            (Handle, "g_xx"),
            (Handle, "g_vv"),
            (Handle, "g_xxll"),
            (Handle, "g_xxuu"),
            (Buffer, "boundmin"),
            (Buffer, "wolfemin"),
            (Buffer, "boundmax"),
        ],
    ),
    ga(
        "GA_Step_bound_info_patch",
        "gaupc_GA_Step_bound_info_patch",
        "void",
        &[
            (Handle, "g_xx"),
            (IntArray, "xxlo"),
            (IntArray, "xxhi"),
            (Handle, "g_vv"),
            (IntArray, "vvlo"),
            (IntArray, "vvhi"),
            (Handle, "g_xxll"),
            (IntArray, "xxlllo"),
            (IntArray, "xxllhi"),
            (Handle, "g_xxuu"),
            (IntArray, "xxuulo"),
            (IntArray, "xxuuhi"),
            (Buffer, "boundmin"),
            (Buffer, "wolfemin"),
            (Buffer, "boundmax"),
        ],
    ),
    ga(
        "GA_Step_bound_info_patch64",
        "gaupc_GA_Step_bound_info_patch64",
        "void",
        &[
            (Handle, "g_xx"),
            (Int64Array, "xxlo"),
            (Int64Array, "xxhi"),
            (Handle, "g_vv"),
            (Int64Array, "vvlo"),
            (Int64Array, "vvhi"),
            (Handle, "g_xxll"),
            (Int64Array, "xxlllo"),
            (Int64Array, "xxllhi"),
            (Handle, "g_xxuu"),
            (Int64Array, "xxuulo"),
            (Int64Array, "xxuuhi"),
            (Buffer, "boundmin"),
            (Buffer, "wolfemin"),
            (Buffer, "boundmax"),
        ],
    ),
    ga(
        "GA_Randomize",
        "gaupc_GA_Randomize",
        "void",
        &[(Handle, "g_a"), (Buffer, "value")],
    ),
    ga(
        "NGA_Randomize",
        "gaupc_GA_Randomize",
        "void",
        &[(Handle, "g_a"), (Buffer, "value")],
    ),
    ga(
        "GA_Mask_sync",
        "gaupc_GA_Mask_sync",
        "void",
        &[(Int, "first"), (Int, "last")],
    ),
    ga(
        "NGA_Mask_sync",
        "gaupc_GA_Mask_sync",
        "void",
        &[(Int, "first"), (Int, "last")],
    ),
    ga(
        "NGA_Nbget_field",
        "gaupc_NGA_Nbget_field",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Int, "foff"),
            (Int, "fsize"),
            (Buffer, "buf"),
            (IntArray, "ld"),
            (NbHandle, "nbhandle"),
        ],
    ),
    ga(
        "NGA_Nbput_field",
        "gaupc_NGA_Nbput_field",
        "void",
        &[
            (Handle, "g_a"),
            (IntArray, "lo"),
            (IntArray, "hi"),
            (Int, "foff"),
            (Int, "fsize"),
            (Buffer, "buf"),
            (IntArray, "ld"),
            (NbHandle, "nbhandle"),
        ],
    ),
    ga(
        "NGA_Error",
        "gaupc_NGA_Error",
        "void",
        &[(Str, "message"), (Int, "code")],
    ),
    ga(
        "GA_Print_patch",
        "gaupc_GA_Print_patch",
        "void",
        &[
            (Handle, "g_a"),
            (Int, "ilo"),
            (Int, "ihi"),
            (Int, "jlo"),
            (Int, "jhi"),
            (Int, "pretty"),
        ],
    ),
    ga(
        "ARMCI_Malloc_local",
        "ARMCI_Malloc_local",
        "void *",
        &[(Int, "bytes")],
    ),
    ga(
        "ARMCI_Free_local",
        "ARMCI_Free_local",
        "int",
        &[(Buffer, "ptr")],
    ),
    ga("ARMCI_AllFence", "ARMCI_AllFence", "void", &[]),
    ga(
        "ARMCI_Group_create",
        "ARMCI_Group_create",
        "void",
        &[
            (Int, "grp_size"),
            (IntArray, "pid_list"),
            (Pointer, "group_out"),
        ],
    ),
    ga(
        "ARMCI_Group_free",
        "ARMCI_Group_free",
        "void",
        &[(Pointer, "group")],
    ),
    ga(
        "ARMCI_Group_rank",
        "ARMCI_Group_rank",
        "int",
        &[(Pointer, "group"), (IntArray, "rank")],
    ),
    ga(
        "ARMCI_Group_size",
        "ARMCI_Group_size",
        "void",
        &[(Pointer, "group"), (IntArray, "size")],
    ),
    ga(
        "ARMCI_Group_set_default",
        "ARMCI_Group_set_default",
        "void",
        &[(Pointer, "group")],
    ),
    ga(
        "ARMCI_Group_get_default",
        "ARMCI_Group_get_default",
        "void",
        &[(Pointer, "group_out")],
    ),
    ga(
        "ARMCI_Group_get_world",
        "ARMCI_Group_get_world",
        "void",
        &[(Pointer, "group_out")],
    ),
    ga(
        "ARMCI_Absolute_id",
        "ARMCI_Absolute_id",
        "int",
        &[(Pointer, "group"), (Int, "group_rank")],
    ),
];

/// The element types by their code (GA 5.8's values, which the library keeps): the `C_` name
/// GA calls use and the `MT_` name of MA calls.
const TYPE_CODES: [(i64, &str, &str); 8] = [
    (1000, "C_CHAR", "MT_CHAR"),
    (1001, "C_INT", "MT_INT"),
    (1002, "C_LONG", "MT_LONGINT"),
    (1003, "C_FLOAT", "MT_REAL"),
    (1004, "C_DBL", "MT_DBL"),
    (1006, "C_SCPL", "MT_SCPL"),
    (1007, "C_DCPL", "MT_DCPL"),
    (1016, "C_LONGLONG", "MT_LONGLONG"),
];

/// The name of a type code in a call of `function` (MA calls use the `MT_` names).
pub fn type_code_name(function: &str, code: i64) -> Option<&'static str> {
    let (_, c, mt) = TYPE_CODES.iter().find(|t| t.0 == code)?;
    Some(if function.starts_with("MA_") { mt } else { c })
}

/// The row of a function name.
pub fn lookup(name: &str) -> Option<&'static GaFunction> {
    GA_FUNCTIONS.iter().find(|f| f.name == name)
}

/// Whether a name belongs to GA's C interface (its prefixes), in the table or not.
pub fn is_ga_name(name: &str) -> bool {
    ["GA_", "NGA_", "MA_", "ARMCI_"]
        .iter()
        .any(|p| name.starts_with(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_prefixed() {
        let mut names: Vec<&str> = GA_FUNCTIONS.iter().map(|f| f.name).collect();
        assert!(names.iter().all(|n| is_ga_name(n)));
        names.sort_unstable();
        let n = names.len();
        names.dedup();
        assert_eq!(n, names.len(), "a function has two rows");
    }

    #[test]
    fn arguments_follow_cs_conversion_rules() {
        let int = |kind, signed| Type::new(TypeKind::Int { kind, signed });
        let ptr = Type::pointer_to;
        let double = Type::new(TypeKind::Float(FloatKind::Double));
        let konst = |t: Type| {
            let mut q = t.quals();
            q.konst = true;
            t.with_quals(q)
        };
        // Arithmetic converts to arithmetic: a handle kept in a double is legal C.
        assert_eq!(Handle.accepts(&double, false), Fit::Ok);
        assert_eq!(Int.accepts(&int(IntKind::Long, false), false), Fit::Ok);
        assert_eq!(Real.accepts(&int(IntKind::Int, true), false), Fit::Ok);
        // Pointer and integer: GCC rejects them (`-Wint-conversion`).
        let pint = ptr(int(IntKind::Int, true));
        assert_eq!(Handle.accepts(&pint, false), Fit::No);
        assert_eq!(IntArray.accepts(&int(IntKind::Int, true), false), Fit::No);
        assert_eq!(IntArray.accepts(&int(IntKind::Int, true), true), Fit::Ok);
        // A pointer for a floating parameter, a floating value for a pointer: errors.
        assert_eq!(Real.accepts(&pint, false), Fit::No);
        assert_eq!(IntArray.accepts(&double, false), Fit::No);
        // Pointers: compatible, void *, incompatible (rejected), other signedness and const
        // discarded (warned).
        assert_eq!(IntArray.accepts(&pint, false), Fit::Ok);
        assert_eq!(IntArray.accepts(&ptr(Type::void()), false), Fit::Ok);
        assert_eq!(Buffer.accepts(&ptr(double.clone()), false), Fit::Ok);
        assert_eq!(IntArray.accepts(&ptr(double.clone()), false), Fit::No);
        assert!(matches!(
            IntArray.accepts(&ptr(int(IntKind::Int, false)), false),
            Fit::Warn(_)
        ));
        assert!(matches!(
            Buffer.accepts(&ptr(konst(double.clone())), false),
            Fit::Warn(_)
        ));
        assert_eq!(
            Int64Array.accepts(&ptr(int(IntKind::LongLong, true)), false),
            Fit::No
        );
        assert_eq!(
            NbHandle.accepts(&ptr(int(IntKind::Long, true)), false),
            Fit::Ok
        );
        assert_eq!(SubsArray.accepts(&ptr(pint.clone()), false), Fit::Ok);
        assert_eq!(DoubleArray.accepts(&ptr(double), false), Fit::Ok);
    }

    /// The functions the library's headers declare, with the library function each calls:
    /// `#define GA_Name(...) GAUPC_CALL(Lib, …)` in `ga.h`, the prototypes of `macdecls.h`
    /// and `armci.h` (functions of the same name).
    fn declared_by_the_library() -> Vec<(String, String)> {
        let mut out = vec![];
        for line in crate::runtime_files::text("ga-upc/ga.h").lines() {
            let Some(rest) = line.strip_prefix("#define ") else {
                continue;
            };
            let Some((name, body)) = rest.split_once('(') else {
                continue;
            };
            let Some(call) = body
                .split_once("GAUPC_CALL(")
                .or_else(|| body.split_once("GAUPC_CALL0("))
            else {
                continue;
            };
            let lib = call.1.split([',', ')']).next().unwrap_or_default();
            out.push((name.to_string(), format!("gaupc_{lib}")));
        }
        for text in [
            crate::runtime_files::text("ga-upc/macdecls.h"),
            crate::runtime_files::text("ga-upc/armci.h"),
        ] {
            for line in text.lines() {
                let Some(open) = line.find('(') else { continue };
                let name = line[..open].rsplit([' ', '*']).next().unwrap_or_default();
                if is_ga_name(name) && !line.starts_with('#') && !line.starts_with(' ') {
                    out.push((name.to_string(), name.to_string()));
                }
            }
        }
        out
    }

    #[test]
    fn the_table_is_exactly_what_the_library_declares() {
        let declared = declared_by_the_library();
        let missing: Vec<&str> = declared
            .iter()
            .filter(|(n, l)| !GA_FUNCTIONS.iter().any(|f| f.name == n && f.library == l))
            .map(|(n, _)| n.as_str())
            .collect();
        let extra: Vec<&str> = GA_FUNCTIONS
            .iter()
            .filter(|f| !declared.iter().any(|(n, l)| f.name == n && f.library == l))
            .map(|f| f.name)
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "declared but not in the table: {missing:?}; in the table but not declared: {extra:?}"
        );
    }

    #[test]
    fn every_library_function_is_declared_by_the_library() {
        let headers = [
            crate::runtime_files::text("ga-upc/ga.h"),
            crate::runtime_files::text("ga-upc/macdecls.h"),
            crate::runtime_files::text("ga-upc/armci.h"),
        ]
        .concat();
        for f in GA_FUNCTIONS {
            assert!(
                headers.contains(&format!("{}(", f.library)),
                "{} is not declared by the library",
                f.library
            );
        }
    }
}
