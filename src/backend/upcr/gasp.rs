//! GASP instrumentation of the `--to upcr` output: what depends on the runtime's
//! pointers-to-shared (shared accesses, the file's prologue); the rest is src/backend/gasp.rs.

use super::Upcr;
use crate::backend::lowering::Lowering;
use crate::backend::tree::*;
use pgas_grammar::*;

impl Lowering<'_, Upcr> {
    /// The `kind` event (`GASP_START`, `GASP_END`) of a blocking get or put (`event`) of the
    /// private object at `local`, `size` bytes, at `place` (a `upcr_shared_ptr_t`); under
    /// `--profile` accesses to this thread's data are not reported (a run-time test).
    pub(super) fn gasp_access(
        &self,
        (event, kind): (&str, &str),
        relaxed: bool,
        [local, place, size]: [Expr; 3],
        span: Span,
    ) -> Expr {
        let mut args = vec![ident_expr(event), ident_expr(kind)];
        args.extend(self.gasp_where(span));
        args.extend([int_expr(relaxed as i32), local, place, size]);
        call("upcrt_gasp_access", args)
    }
}
