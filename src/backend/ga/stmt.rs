//! Statements: blocks, `upc_forall` (this thread's row only, block by block), barriers
//! (`upcga_barrier`: a fence and the split-phase barrier's `MPI_Ibarrier`, so that a
//! `upc_barrier` on one thread matches `upc_notify`/`upc_wait` on another), fences.

use super::idioms::may_split_threads;
use super::Lowerer;
use crate::backend::common::*;
use crate::backend::forall::ForallWriter;
use crate::backend::gasp::GaspEmitter;
use crate::backend::races::races_fence;
use crate::backend::walker::*;
use crate::sema::types::*;
use pgas_grammar::*;

impl StmtWriter for Lowerer<'_> {
    fn enter_function(&mut self, name: &str) {
        self.main_body = name == "main";
    }
    /// Falling off the end: the exit events, and `main` returns 0.
    fn function_end(&mut self, main: bool, ends_with_return: bool, end: Span, body: &mut Block) {
        if ends_with_return {
            return;
        }
        let mut exit = self.function_exit_events(end, int_expr(0));
        if main {
            exit.push(return_value(int_expr(0)));
        }
        body.items.extend(first_at(exit, end));
    }
    fn forall_stmt(&mut self, f: &Forall, span: Span, all_threads: bool) -> Stmt {
        self.forall(f, span, all_threads)
    }
    fn leave_foralls(&mut self, kind: StmtKind, span: Span) -> Stmt {
        ForallWriter::leave_foralls(self, kind, span)
    }
    /// `upcga_barrier()` (a fence and the split-phase barrier's `MPI_Ibarrier`), `upcga_notify()`,
    /// `upcga_wait()`; a named one calls `upcga_<which>_value(value)`, and the library reports
    /// mismatched values as `--to upcr`'s runtime does.
    fn sync_call(&self, which: Sync, value: Expr, named: bool) -> Expr {
        match named {
            true => call(&format!("upcga_{}_value", which.name()), vec![value]),
            false => call(&format!("upcga_{}", which.name()), vec![]),
        }
    }
    fn fence(&mut self, span: Span) -> Stmt {
        let fence = races_fence(self.opts, call("upcga_fence", vec![]));
        let fence = stmt(StmtKind::Expr(Some(fence)), span);
        self.gasp_wrap("GASP_UPC_FENCE", span, vec![], fence)
    }
    /// The declared return type, or `__auto_type`.
    fn return_temp(&self, ret: Option<&Type>, _v: &Expr, name: &str) -> (DeclSpecs, Declarator) {
        match ret {
            Some(t) => self.typed(t, named(name)),
            None => (specs(vec![spec_text("__auto_type")]), named(name)),
        }
    }
    /// In `main`'s outermost block, every thread executes each statement until one that may
    /// let some thread skip the rest (for the idioms' collective GA calls).
    fn block_all_threads(&mut self) -> bool {
        std::mem::take(&mut self.main_body)
    }
    fn block_statement(&mut self, s: &Stmt, all_threads: &mut bool) -> Stmt {
        self.all_threads_here = *all_threads;
        let r = self.stmt(s);
        *all_threads &= !may_split_threads(s);
        r
    }
    fn statement_all_threads(&mut self) -> bool {
        std::mem::take(&mut self.all_threads_here)
    }
}

impl Lowerer<'_> {
    // ------------------------------------------------------------------------------------------
    // upc_forall (src/backend/forall.rs)
    // ------------------------------------------------------------------------------------------

    /// `upc_forall`: a GA collective when every thread executes it and it is one of the
    /// idioms (idioms.rs), else the loop of src/backend/forall.rs.
    fn forall(&mut self, f: &Forall, span: Span, all_threads: bool) -> Stmt {
        if all_threads && self.core.foralls.is_empty() && !self.every_access_is_an_event() {
            if let Some(s) = self.idiom(f, span) {
                return s;
            }
        }
        self.lower_forall(f, span)
    }
}

/// `upc_forall` under `--to ga`: arrays are GA objects, a walked element is in this thread's
/// row of the GA array.
impl ForallWriter for Lowerer<'_> {
    type Array = usize;

    fn array_source(&self, a: &usize) -> String {
        self.objects[*a].source.to_string()
    }
    fn array_named(&self, name: &Name) -> Option<usize> {
        self.object_of(name)
    }
    fn local_subst(&mut self) -> &mut Vec<(usize, Name, String)> {
        &mut self.local_subst
    }
    fn threadof(&self, _ptr: &Type, v: Expr) -> Expr {
        call("upcga_threadof", vec![v])
    }
    fn local_address(&mut self, a: &usize, _at: &Type, var: &str, block: &Expr) -> Expr {
        let row_index = call("upcga_row_index", vec![ident_expr(var), block.clone()]);
        binary(BinaryOp::Add, ident_expr(&self.local(*a)), row_index)
    }
    fn local_walk_off(&self) -> bool {
        self.every_access_is_an_event()
    }
}
