//! Statements: blocks, `upc_forall`, barriers and fences.

use super::Lowerer;
use crate::backend::common::*;
use crate::backend::forall::ForallWriter;
use crate::backend::gasp::GaspEmitter;
use crate::backend::walker::*;
use crate::sema::types::*;
use pgas_grammar::*;

impl StmtWriter for Lowerer<'_> {
    /// The exit events; `main` returns 0 after them.
    fn function_end(&mut self, main: bool, ends_with_return: bool, end: Span, body: &mut Block) {
        if ends_with_return {
            return;
        }
        let status = match self.return_type() {
            Some(t) if main && t.is_integer() => "(int)0",
            _ => "0",
        };
        let exit = self.function_exit_events(end, status);
        let text = if main {
            format!("{exit}return 0;")
        } else if !exit.is_empty() {
            exit.trim_end().to_string()
        } else {
            return;
        };
        body.items.push(BlockItem::Stmt(raw_stmt(text, end)));
    }
    fn forall_stmt(&mut self, f: &Forall, span: Span, _all_threads: bool) -> Stmt {
        self.lower_forall(f, span)
    }
    fn leave_foralls(&mut self, kind: StmtKind, span: Span) -> Stmt {
        ForallWriter::leave_foralls(self, kind, span)
    }
    /// `upcr_barrier(value, flags)`: an anonymous barrier passes its flag.
    fn sync_call(&self, which: Sync, value: &str, named: bool) -> String {
        let flags = if named {
            "0"
        } else {
            "UPCR_BARRIERFLAG_ANONYMOUS"
        };
        format!("upcr_{}({value}, {flags});", which.name())
    }
    fn fence(&mut self, span: Span) -> Stmt {
        let text = if self.gasp_on("GASP_UPC_FENCE") {
            self.gasp_around("GASP_UPC_FENCE", span, "", "upcrt_fence();")
        } else {
            "upcrt_fence();".into()
        };
        stmt(StmtKind::Raw(text), span)
    }
    fn return_temp_type(&self, _ret: Option<&Type>, v: &str) -> String {
        format!("__typeof__({v})")
    }
}

/// `upc_forall` under `--to upcr` (src/backend/forall.rs): arrays are named by their proxies,
/// a walked element's address comes from the runtime's local conversion.
impl ForallWriter for Lowerer<'_> {
    type Array = Name;

    fn array_source(&self, a: &Name) -> String {
        a.to_string()
    }
    fn array_named(&self, name: &Name) -> Option<Name> {
        Some(name.clone())
    }
    fn local_subst(&mut self) -> &mut Vec<(Name, Name, String)> {
        &mut self.local_subst
    }
    fn threadof(&self, ptr: &Type, v: Expr) -> Expr {
        let f = match self.repr(ptr.pointee().expect("pointer")) {
            super::Repr::Phased => "upcr_threadof_shared",
            super::Repr::Phaseless => "upcr_threadof_pshared",
        };
        call(f, vec![v])
    }
    fn local_address(&mut self, a: &Name, at: &Type, var: &str, block: &Expr) -> Expr {
        let proxy = ident_expr(&self.resolve(a));
        let size = sizeof_type(self.type_name_of(&at.element().unqualified()));
        let var = ident_expr(var);
        if self.repr(at) == super::Repr::Phased {
            let element = call("upcr_add_shared", vec![proxy, size, var, block.clone()]);
            call("upcr_shared_to_local", vec![element])
        } else {
            let element = call("upcr_add_pshared1", vec![proxy, size, var]);
            call("upcr_pshared_to_local", vec![element])
        }
    }
    /// Under `--profile-local` every access is an event: no local pointers.
    fn local_walk_off(&self) -> bool {
        self.opts.profile.as_ref().is_some_and(|p| p.local)
            && (self.gasp_on("GASP_UPC_GET") || self.gasp_on("GASP_UPC_PUT"))
    }
}
