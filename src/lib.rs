//! pgas-xlate: source-to-source compiler between UPC, Global Arrays C and the Berkeley UPC
//! runtime interface. See docs/developer-guide.md for the pipeline.

pub mod backend;
pub mod cc;
pub mod diagnostics;
pub mod driver;
pub mod install;
pub mod launcher;
pub mod layout_source;
pub mod mpi;
pub mod preprocess;
pub mod printer;
pub mod runtime_files;
pub mod sema;
pub mod source_map;
pub mod trace;
