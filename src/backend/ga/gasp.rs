//! GASP instrumentation of the `--to ga` output: the events of src/backend/gasp.rs around the
//! GA lowering, and what depends on `upcga_ptr_t` (shared accesses, the file's prologue).

use super::Ga;
use crate::backend::lowering::Lowering;
use crate::backend::tree::*;
use crate::sema::types::Type;
use pgas_grammar::*;

impl Lowering<'_, Ga> {
    /// Under `--profile-local` every access to shared data is an event: no local shortcuts
    /// (local pointers in `upc_forall`, GA operations for idioms).
    pub(super) fn every_access_is_an_event(&self) -> bool {
        self.options.races || self.local_accesses_are_events()
    }

    /// Under `--profile-local` with get or put events: no local pointers in `upc_forall`
    /// (under `--checks=races` the walk logs its ranges instead: src/backend/forall/ranges.rs).
    pub(super) fn local_accesses_are_events(&self) -> bool {
        self.options.profile.as_ref().is_some_and(|p| p.local)
            && (self.gasp_on("GASP_UPC_GET") || self.gasp_on("GASP_UPC_PUT"))
    }

    /// A blocking read (`value` none) of an object of type `t` at the pointer-to-shared `ptr`
    /// between `GASP_UPC_GET` events, or a write of `value` there between `GASP_UPC_PUT` events;
    /// its value is the value read or written.
    pub(super) fn gasp_get_or_put(
        &self,
        t: &Type,
        ptr: Expr,
        value: Option<Expr>,
        strict: bool,
        span: Span,
    ) -> Expr {
        let sfx = if strict { "_strict" } else { "" };
        let (event, p, v) = match value {
            None => ("GASP_UPC_GET", "upcga_gp", "upcga_gv"),
            Some(_) => ("GASP_UPC_PUT", "upcga_pp", "upcga_pv"),
        };
        let (pv, vv) = (ident_expr(p), ident_expr(v));
        let address = || unary(UnaryOp::AddrOf, vv.clone());
        let event = |kind: &str| {
            let mut args = vec![ident_expr(event), ident_expr(kind)];
            args.extend(self.gasp_where(span));
            let size = sizeof_expr(unary(UnaryOp::Deref, address()));
            args.extend([int_expr(!strict as i32), address(), pv.clone(), size]);
            expr_stmt(call("upcga_gasp_access", args))
        };
        let size = sizeof_expr(vv.clone());
        let transfer = match value {
            None => call(
                &format!("upcga_get{sfx}"),
                vec![address(), pv.clone(), size],
            ),
            Some(_) => call(
                &format!("upcga_put{sfx}"),
                vec![pv.clone(), address(), size],
            ),
        };
        let pointer = specs(vec![typedef_name("upcga_ptr_t")]);
        let items = vec![
            local_decl(pointer, named(p), init_expr(ptr)),
            self.local_var(t, v, value.and_then(init_expr)),
            event("GASP_START"),
            expr_stmt(transfer),
            event("GASP_END"),
            expr_stmt(vv.clone()),
        ];
        statement_expr(items, Span::default())
    }
}
