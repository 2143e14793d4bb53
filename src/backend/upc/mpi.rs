//! The MPI calls of GA programs and their UPC equivalents. A GA program starts and stops MPI
//! around GA and asks MPI for its rank and size; in UPC the runtime has started the processes
//! (threads) already, `MYTHREAD` and `THREADS` are the rank and size, `upc_barrier` and
//! `upc_global_exit` the barrier and the abort, `MPI_Ibarrier`/`MPI_Wait` the split-phase
//! barrier (`upc_notify`/`upc_wait`, through the library). `GA_MPI_Comm()` is the world.
//! The collectives (`MPI_Allreduce` …), the point-to-point calls (`MPI_Send`, `MPI_Irecv`,
//! `MPI_Wait` …) and `MPI_Comm_split` become calls of the library, which runs them on the
//! world or on a GA group (`GA_MPI_Comm_pgroup`, a split), messages through shared memory.
//! Every other MPI call is an error (E0402).

use pgas_grammar::{Expr, ExprKind, UnaryOp};
use std::process::Command;

/// The MPI functions `--to upc` translates, with their arity.
pub const TRANSLATED: [(&str, usize); 32] = [
    ("MPI_Init", 2),
    ("MPI_Init_thread", 4),
    ("MPI_Finalize", 0),
    ("MPI_Abort", 2),
    ("MPI_Comm_rank", 2),
    ("MPI_Comm_size", 2),
    ("MPI_Barrier", 1),
    ("MPI_Wtime", 0),
    ("MPI_Ibarrier", 2),
    ("MPI_Wait", 2),
    ("MPI_Allreduce", 6),
    ("MPI_Reduce", 7),
    ("MPI_Bcast", 5),
    ("MPI_Allgather", 7),
    ("MPI_Allgatherv", 8),
    ("MPI_Gather", 8),
    ("MPI_Gatherv", 9),
    ("MPI_Scatter", 8),
    ("MPI_Scatterv", 9),
    ("MPI_Alltoall", 7),
    ("MPI_Alltoallv", 9),
    ("MPI_Comm_dup", 2),
    ("MPI_Comm_free", 1),
    ("MPI_Comm_split", 4),
    ("MPI_Send", 6),
    ("MPI_Recv", 7),
    ("MPI_Isend", 7),
    ("MPI_Irecv", 7),
    ("MPI_Sendrecv", 12),
    ("MPI_Waitall", 3),
    ("MPI_Test", 3),
    ("MPI_Get_count", 3),
];

/// The library function of an MPI call the translation keeps as a call (runtime-aux/ga-upc:
/// the collectives and the point-to-point calls, on the world and on GA's groups, and
/// `MPI_Wait`, whose request may be a barrier's or a message's): `MPI_Allreduce` →
/// `gaupc_mpi_allreduce`.
/// So are `MPI_Comm_rank`, `MPI_Comm_size` and `MPI_Barrier` on a communicator that is not
/// the world's (a GA group's, `GA_MPI_Comm_pgroup`).
pub fn library_call(name: &str) -> Option<String> {
    let kept = TRANSLATED[9..].iter().any(|(n, _)| *n == name)
        || matches!(name, "MPI_Comm_rank" | "MPI_Comm_size" | "MPI_Barrier");
    kept.then(|| format!("gaupc_mpi_{}", name["MPI_".len()..].to_ascii_lowercase()))
}

/// MPI's predefined handles that the library's `mpi.h` defines, by the name of the object the
/// MPI implementation's macro takes the address of (Open MPI: `MPI_DOUBLE` is
/// `((MPI_Datatype) &(ompi_mpi_double))`).
const PREDEFINED: [(&str, &str); 35] = [
    ("ompi_mpi_comm_world", "MPI_COMM_WORLD"),
    ("ompi_mpi_comm_null", "MPI_COMM_NULL"),
    ("ompi_mpi_char", "MPI_CHAR"),
    ("ompi_mpi_signed_char", "MPI_SIGNED_CHAR"),
    ("ompi_mpi_byte", "MPI_BYTE"),
    ("ompi_mpi_int", "MPI_INT"),
    ("ompi_mpi_long", "MPI_LONG"),
    ("ompi_mpi_long_long_int", "MPI_LONG_LONG"),
    ("ompi_mpi_float", "MPI_FLOAT"),
    ("ompi_mpi_double", "MPI_DOUBLE"),
    ("ompi_mpi_short", "MPI_SHORT"),
    ("ompi_mpi_long_double", "MPI_LONG_DOUBLE"),
    ("ompi_mpi_unsigned_char", "MPI_UNSIGNED_CHAR"),
    ("ompi_mpi_unsigned_short", "MPI_UNSIGNED_SHORT"),
    ("ompi_mpi_unsigned", "MPI_UNSIGNED"),
    ("ompi_mpi_unsigned_long", "MPI_UNSIGNED_LONG"),
    ("ompi_mpi_unsigned_long_long", "MPI_UNSIGNED_LONG_LONG"),
    ("ompi_mpi_int8_t", "MPI_INT8_T"),
    ("ompi_mpi_uint8_t", "MPI_UINT8_T"),
    ("ompi_mpi_int16_t", "MPI_INT16_T"),
    ("ompi_mpi_uint16_t", "MPI_UINT16_T"),
    ("ompi_mpi_int32_t", "MPI_INT32_T"),
    ("ompi_mpi_uint32_t", "MPI_UINT32_T"),
    ("ompi_mpi_int64_t", "MPI_INT64_T"),
    ("ompi_mpi_uint64_t", "MPI_UINT64_T"),
    ("ompi_mpi_c_float_complex", "MPI_C_FLOAT_COMPLEX"),
    ("ompi_mpi_c_double_complex", "MPI_C_DOUBLE_COMPLEX"),
    ("ompi_mpi_c_complex", "MPI_C_FLOAT_COMPLEX"),
    ("ompi_mpi_op_sum", "MPI_SUM"),
    ("ompi_mpi_op_prod", "MPI_PROD"),
    ("ompi_mpi_op_max", "MPI_MAX"),
    ("ompi_mpi_op_min", "MPI_MIN"),
    ("ompi_mpi_op_land", "MPI_LAND"),
    ("ompi_mpi_op_lor", "MPI_LOR"),
    ("ompi_request_null", "MPI_REQUEST_NULL"),
];

/// What MPI's header makes of a predefined handle, under its casts: Open MPI the address of an
/// object (`((MPI_Comm) ((void *) &(ompi_mpi_comm_world)))`), MPICH a constant
/// (`((MPI_Comm)0x44000000)`).
enum Handle<'a> {
    Object(&'a str),
    Constant(&'a str),
}

fn handle(e: &Expr) -> Option<Handle<'_>> {
    let mut x = e;
    while let ExprKind::Cast(_, inner) = &x.kind {
        x = inner;
    }
    if std::ptr::eq(x, e) {
        return None;
    }
    match &x.kind {
        ExprKind::Unary(UnaryOp::AddrOf, o) => match &o.kind {
            ExprKind::Ident(id) => Some(Handle::Object(&id.name)),
            _ => None,
        },
        ExprKind::Int(n) => Some(Handle::Constant(n)),
        _ => None,
    }
}

/// The name of the predefined MPI handle an expression is (`MPI_DOUBLE` for Open MPI's
/// expansion of it), when the library defines it.
pub fn predefined(e: &Expr) -> Option<&'static str> {
    let Some(Handle::Object(object)) = handle(e) else {
        return None;
    };
    PREDEFINED
        .iter()
        .find(|(o, _)| *o == object)
        .map(|(_, n)| *n)
}

/// What a communicator argument is, read from its tree once its operands are lowered (Open
/// MPI's world and null communicators are then written by name, as is `GA_MPI_Comm()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comm {
    /// `MPI_COMM_WORLD`.
    World,
    /// Another of MPI's predefined communicators (`MPI_COMM_SELF`, `MPI_COMM_NULL`).
    OtherPredefined,
    /// A communicator the program computes (a variable, a GA group's): the library's calls
    /// take it.
    Computed,
}

/// The communicator `e` is. Only the expression decides, never its spelling: a variable named
/// `mpi_comm_rows` or `my_mpi_comm_world` is the program's communicator.
pub fn communicator(e: &Expr) -> Comm {
    match &e.kind {
        ExprKind::Ident(id) if &*id.name == "MPI_COMM_WORLD" => Comm::World,
        ExprKind::Ident(id) if &*id.name == "MPI_COMM_NULL" => Comm::OtherPredefined,
        ExprKind::Comma(_, last) => communicator(last),
        _ => match handle(e) {
            Some(Handle::Object("ompi_mpi_comm_world")) | Some(Handle::Constant("0x44000000")) => {
                Comm::World
            }
            Some(Handle::Object(o)) if o.starts_with("ompi_mpi_comm_") => Comm::OtherPredefined,
            // MPICH's other communicators: `MPI_COMM_SELF` 0x44000001, `MPI_COMM_NULL`.
            Some(Handle::Constant(n)) if n.starts_with("0x44") || n == "0x04000000" => {
                Comm::OtherPredefined
            }
            _ => Comm::Computed,
        },
    }
}

/// The library function of the split-phase barrier (runtime-aux/ga-upc/mpi.h): a request
/// records at run time whether it is a barrier's, so `MPI_Wait` (`gaupc_mpi_wait`) ends
/// exactly the barriers (`upc_wait`), completes messages and returns at once for a null
/// request.
pub const IBARRIER: &str = "gaupc_mpi_ibarrier";

/// MPI's constants that a translated program may still name (the thread levels of
/// `MPI_Init_thread`), with their values; they are enumerators of `mpi.h`, which goes.
const CONSTANTS: [(&str, i32); 4] = [
    ("MPI_THREAD_SINGLE", 0),
    ("MPI_THREAD_FUNNELED", 1),
    ("MPI_THREAD_SERIALIZED", 2),
    ("MPI_THREAD_MULTIPLE", 3),
];

/// The value of an MPI constant the translation replaces.
pub fn constant(name: &str) -> Option<i32> {
    CONSTANTS.iter().find(|(n, _)| *n == name).map(|p| p.1)
}

/// Whether a function name is MPI's (the C binding and its profiling names).
pub fn is_mpi_name(name: &str) -> bool {
    name.starts_with("MPI_") || name.starts_with("PMPI_")
}

/// The arity of a translated MPI function.
pub fn arity(name: &str) -> Option<usize> {
    TRANSLATED.iter().find(|(n, _)| *n == name).map(|p| p.1)
}

/// The include folders of the MPI C compiler (`$MPICC`, else `mpicc`): see [`include_dirs_of`].
pub fn include_dirs() -> Vec<std::path::PathBuf> {
    let mpicc = std::env::var("MPICC")
        .ok()
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "mpicc".into());
    include_dirs_of(&mpicc)
}

/// The include folders of the MPI C compiler `mpicc`, asked at run time (`--showme:incdirs`
/// of Open MPI's wrapper, else the `-I` flags of `-show`, MPICH's), so that a program's
/// `#include <mpi.h>` is found while it is read, as the compiler that builds it will find it.
/// None when the wrapper cannot be run.
pub fn include_dirs_of(mpicc: &str) -> Vec<std::path::PathBuf> {
    let mut words = mpicc.split_whitespace();
    let program = words.next().unwrap_or("mpicc");
    let own: Vec<&str> = words.collect();
    let words = |args: &[&str]| -> Option<Vec<String>> {
        let out = Command::new(program).args(&own).args(args).output().ok()?;
        out.status.success().then(|| {
            String::from_utf8_lossy(&out.stdout)
                .split_whitespace()
                .map(String::from)
                .collect()
        })
    };
    if let Some(dirs) = words(&["--showme:incdirs"]) {
        return dirs.into_iter().map(Into::into).collect();
    }
    words(&["-show"])
        .unwrap_or_default()
        .into_iter()
        .filter_map(|w| w.strip_prefix("-I").map(Into::into))
        .collect()
}

/// Whether one of `dirs` holds MPI's `mpi.h` (a caller already chose the MPI).
pub fn has_mpi_header(dirs: &[std::path::PathBuf]) -> bool {
    dirs.iter().any(|d| d.join("mpi.h").is_file())
}
