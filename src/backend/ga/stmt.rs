//! Statements: blocks, `upc_forall` (this thread's row only, block by block), barriers
//! (`upcga_barrier`: a fence and the split-phase barrier's `MPI_Ibarrier`, so that a
//! `upc_barrier` on one thread matches `upc_notify`/`upc_wait` on another), fences.

use super::Ga;
use crate::backend::lowering::*;
use pgas_grammar::*;

impl Lowering<'_, Ga> {
    // ------------------------------------------------------------------------------------------
    // upc_forall (src/backend/forall.rs)
    // ------------------------------------------------------------------------------------------

    /// `upc_forall`: a GA collective when every thread executes it and it is one of the
    /// idioms (idioms.rs), else the loop of src/backend/forall.rs.
    pub(super) fn forall(&mut self, f: &Forall, span: Span, all_threads: bool) -> Stmt {
        if all_threads && self.core.foralls.is_empty() && !self.every_access_is_an_event() {
            if let Some(s) = self.idiom(f, span) {
                return s;
            }
        }
        self.lower_forall(f, span)
    }
}
