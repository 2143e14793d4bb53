//! Idioms: `upc_forall` loops that are whole-array operations, lowered to GA's collective
//! operations when that is provably the same computation.

use super::Lowerer;
use pgas_grammar::*;

impl Lowerer<'_> {
    /// The GA form of a `upc_forall` that is a whole-array operation, or `None`.
    pub(super) fn idiom(&mut self, _f: &Forall, _span: Span) -> Option<Stmt> {
        None
    }
}
