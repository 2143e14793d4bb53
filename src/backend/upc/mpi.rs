//! The MPI calls of GA programs and their UPC equivalents. A GA program starts and stops MPI
//! around GA and asks MPI for its rank and size; in UPC the runtime has started the processes
//! (threads) already, `MYTHREAD` and `THREADS` are the rank and size, `upc_barrier` and
//! `upc_global_exit` the barrier and the abort, `MPI_Ibarrier`/`MPI_Wait` the split-phase
//! barrier (`upc_notify`/`upc_wait`, through the library). `GA_MPI_Comm()` is the world.
//! Every other MPI call is an error (E0402).

use std::process::Command;

/// The MPI functions `--to upc` translates, with their arity.
pub const TRANSLATED: [(&str, usize); 10] = [
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
];

/// The library functions of the split-phase barrier (runtime-aux/ga-upc/mpi.h): a request
/// records at run time whether it is a barrier's, so `MPI_Wait` ends exactly the barriers
/// (`upc_wait`) and returns at once for a null request.
pub const IBARRIER: &str = "gaupc_mpi_ibarrier";
pub const WAIT: &str = "gaupc_mpi_wait";

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

/// Whether the printed text of a communicator argument is `MPI_COMM_WORLD` after
/// preprocessing (Open MPI: a cast of `&ompi_mpi_comm_world`; MPICH: `0x44000000`).
pub fn is_comm_world(text: &str) -> bool {
    text == "MPI_COMM_WORLD"
        || text.to_ascii_lowercase().contains("mpi_comm_world")
        || text.contains("0x44000000")
}

/// The include folders of the MPI C compiler (`mpicc --showme:incdirs`, else the `-I` flags of
/// `mpicc -show`), so that a GA program's `#include <mpi.h>` is found while it is read.
pub fn include_dirs() -> Vec<std::path::PathBuf> {
    let mpicc = std::env::var("MPICC")
        .ok()
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "mpicc".into());
    let words = |args: &[&str]| -> Option<Vec<String>> {
        let out = Command::new(&mpicc).args(args).output().ok()?;
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
