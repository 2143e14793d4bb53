//! Statements: blocks, `upc_forall`, barriers and fences.

use super::Lowerer;
use crate::backend::common::*;
use crate::backend::forall::ForallWriter;
use crate::backend::gasp::GaspEmitter;
use crate::backend::races::races_fence;
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
            Some(t) if main && t.is_integer() => {
                let int = type_name(basic(BasicType::Int), Declarator::Abstract);
                cast(int, int_expr(0))
            }
            _ => int_expr(0),
        };
        let mut exit = self.function_exit_events(end, status);
        if main {
            exit.push(return_value(int_expr(0)));
        }
        body.items.extend(first_at(exit, end));
    }
    fn forall_stmt(&mut self, f: &Forall, span: Span, _all_threads: bool) -> Stmt {
        self.lower_forall(f, span)
    }
    fn leave_foralls(&mut self, kind: StmtKind, span: Span) -> Stmt {
        ForallWriter::leave_foralls(self, kind, span)
    }
    /// `upcr_barrier(value, flags)`: an anonymous barrier passes its flag.
    fn sync_call(&self, which: Sync, value: Expr, named: bool) -> Expr {
        let flags = match named {
            true => int_expr(0),
            false => ident_expr("UPCR_BARRIERFLAG_ANONYMOUS"),
        };
        call(&format!("upcr_{}", which.name()), vec![value, flags])
    }
    fn fence(&mut self, span: Span) -> Stmt {
        let fence = races_fence(self.opts, call("upcrt_fence", vec![]));
        let fence = stmt(StmtKind::Expr(Some(fence)), span);
        self.gasp_wrap("GASP_UPC_FENCE", span, vec![], fence)
    }
    /// `__typeof__(v) name`.
    fn return_temp(&self, _ret: Option<&Type>, v: &Expr, name: &str) -> (DeclSpecs, Declarator) {
        let of = TypeSpec::Typeof(Box::new(TypeofArg::Expr(v.clone())), Span::default());
        (specs(vec![DeclSpec::Type(of)]), named(name))
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
        self.opts.races
            || self.opts.profile.as_ref().is_some_and(|p| p.local)
                && (self.gasp_on("GASP_UPC_GET") || self.gasp_on("GASP_UPC_PUT"))
    }
}
