//! What the backends share and that needs no lowering state, by concern: tree builders
//! (tree.rs), declarations (declarations.rs), loop and expression analyses (analysis.rs); the
//! lowering's own state is in lowering.rs. `--to upc` and the driver take them from here.

pub(crate) use crate::backend::analysis::*;
pub use crate::backend::tree::*;
