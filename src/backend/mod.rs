//! The backends. `--to upcr` and `--to ga` are one lowering ([`lowering::Lowering`], walked by
//! walker.rs and the modules beside it) over two targets ([`target::Target`]: src/backend/upcr,
//! src/backend/ga); `--to upc` is src/backend/upc.

pub(crate) mod analysis;
pub mod common;
pub(crate) mod decl;
pub(crate) mod declarations;
pub(crate) mod dyn_array;
pub(crate) mod expr;
pub mod forall;
pub mod ga;
pub mod gasp;
pub(crate) mod gather;
pub(crate) mod layout;
pub(crate) mod lowering;
pub mod namer;
pub(crate) mod outline;
pub mod place;
pub mod privatize;
pub mod profile;
pub mod races;
pub(crate) mod rows;
pub(crate) mod target;
pub(crate) mod tree;
pub mod upc;
pub mod upcr;
pub(crate) mod versioning;
pub mod walker;

use crate::diagnostics::Diagnostic;
use crate::sema::Analysis;
use lowering::Lowering;
use namer::{Namer, UpcTarget};
use pgas_grammar::{LineMap, TranslationUnit};
use target::Target;

pub use lowering::LowerOptions;

/// Lowers a checked UPC translation unit for `target` (`--to upcr` or `--to ga`); errors name
/// the constructs the backend cannot lower.
pub fn lower(
    target: UpcTarget,
    unit: &TranslationUnit,
    analysis: &Analysis,
    line_map: &LineMap,
    opts: &LowerOptions,
    names: Namer,
) -> Result<TranslationUnit, Vec<Diagnostic>> {
    match target {
        UpcTarget::Upcr => {
            let target = upcr::Upcr::new(unit);
            Lowering::new(target, unit, analysis, line_map, opts, names).lower_unit()
        }
        UpcTarget::Ga => {
            let target = ga::Ga::new(unit);
            Lowering::new(target, unit, analysis, line_map, opts, names).lower_unit()
        }
    }
}

#[cfg(test)]
pub(crate) mod snippet;
