//! Statements: blocks, `upc_forall` (this thread's row only, block by block), barriers
//! (`upcga_barrier`: a fence and the split-phase barrier's `MPI_Ibarrier`, so that a
//! `upc_barrier` on one thread matches `upc_notify`/`upc_wait` on another), fences.

use super::idioms::may_split_threads;
use super::Lowerer;
use crate::backend::common::*;
use crate::backend::forall::ForallWriter;
use crate::backend::gasp::GaspEmitter;
use crate::backend::privatize::LoopVersioning;
use crate::sema::types::*;
use pgas_grammar::*;

impl Lowerer<'_> {
    pub(super) fn block(&mut self, b: &Block) -> Block {
        let saved = self.strict_default;
        // In `main`'s outermost block, every thread executes each statement until one that
        // may let some thread skip the rest (for the idioms' collective GA calls).
        let mut all_threads = std::mem::take(&mut self.main_body);
        self.scopes.push(Default::default());
        self.dyn_arrays.enter_block();
        let mut items = vec![];
        for item in &b.items {
            match item {
                BlockItem::Decl(d) => items.extend(self.local_declaration(d)),
                BlockItem::Stmt(s) => {
                    self.all_threads_here = all_threads;
                    items.push(BlockItem::Stmt(self.stmt(s)));
                    all_threads &= !may_split_threads(s);
                }
                BlockItem::LocalLabels(..) => items.push(item.clone()),
                BlockItem::FnDef(f) => items.push(BlockItem::FnDef(self.function(f))),
            }
        }
        // The arrays sized at run time that the block created are freed at its end.
        let free = self.dyn_arrays.leave_block();
        if !free.is_empty() && !ends_with_jump(b) {
            items.push(BlockItem::Stmt(raw_stmt(
                free.trim_end().to_string(),
                Span {
                    lo: b.span.hi.saturating_sub(1),
                    hi: b.span.hi,
                },
            )));
        }
        self.scopes.pop();
        self.strict_default = saved;
        Block {
            items,
            span: b.span,
        }
    }

    fn boxed(&mut self, s: &Stmt) -> Box<Stmt> {
        Box::new(self.stmt(s))
    }

    /// A statement; loops and `switch` mark where `break` and `continue` stop freeing the
    /// arrays sized at run time.
    pub(super) fn stmt(&mut self, s: &Stmt) -> Stmt {
        let construct = self.dyn_arrays.enter_statement(s);
        let r = self.stmt_inner(s);
        if construct {
            self.dyn_arrays.leave_construct();
        }
        r
    }

    fn stmt_inner(&mut self, s: &Stmt) -> Stmt {
        let span = s.span;
        let all_threads = std::mem::take(&mut self.all_threads_here);
        let kind = match &s.kind {
            StmtKind::Compound(b) => StmtKind::Compound(self.block(b)),
            StmtKind::Expr(e) => StmtKind::Expr(e.as_ref().map(|e| self.effect(e))),
            StmtKind::If { cond, then, els } => StmtKind::If {
                cond: self.cond(cond),
                then: self.boxed(then),
                els: els.as_ref().map(|e| self.boxed(e)),
            },
            StmtKind::Switch { cond, body } => StmtKind::Switch {
                cond: self.value(cond),
                body: self.boxed(body),
            },
            StmtKind::While { cond, body } => StmtKind::While {
                cond: self.cond(cond),
                body: self.boxed(body),
            },
            StmtKind::DoWhile { body, cond } => StmtKind::DoWhile {
                body: self.boxed(body),
                cond: self.cond(cond),
            },
            StmtKind::For(f) => {
                // Loops over private pointers-to-shared are versioned (src/backend/privatize.rs).
                self.scopes.push(Default::default());
                let init = self.for_init(&f.init);
                let kind = self.versioned_for(f, init, span);
                self.scopes.pop();
                kind
            }
            StmtKind::Return(Some(e)) => {
                let v = self.value(e);
                let rt = self.return_type();
                let v = match &rt {
                    Some(t) => self.convert(v, e, t),
                    None => v,
                };
                let status = match &rt {
                    Some(t) if t.is_integer() => "(int)upcga_return",
                    _ => "0",
                };
                let events = self.dyn_arrays.exit(DynExit::Return)
                    + &self.function_exit_events(span, status);
                if events.is_empty() {
                    return self.leave_foralls(StmtKind::Return(Some(v)), span);
                }
                // The value first, then the exit events, then the return.
                let t = rt.map_or("__auto_type".into(), |t| self.c_type(&t, ""));
                let text = format!(
                    "{{\n    {t} upcga_return = {};\n{}    return upcga_return;\n}}",
                    self.text(&v),
                    events
                        .lines()
                        .map(|l| format!("    {l}\n"))
                        .collect::<String>()
                );
                return self.leave_foralls(StmtKind::Raw(text), span);
            }
            StmtKind::Return(None) => {
                let events =
                    self.dyn_arrays.exit(DynExit::Return) + &self.function_exit_events(span, "0");
                if events.is_empty() {
                    return self.leave_foralls(StmtKind::Return(None), span);
                }
                return self.leave_foralls(StmtKind::Raw(format!("{events}return;")), span);
            }
            StmtKind::Labeled { label, body } => StmtKind::Labeled {
                label: Box::new(match &**label {
                    Label::Case(e) => Label::Case(self.value(e)),
                    Label::CaseRange(a, b) => Label::CaseRange(self.value(a), self.value(b)),
                    l => l.clone(),
                }),
                body: self.boxed(body),
            },
            StmtKind::Pragma(p) => match p.kind {
                PragmaKind::UpcStrict => {
                    self.strict_default = true;
                    StmtKind::Expr(None)
                }
                PragmaKind::UpcRelaxed => {
                    self.strict_default = false;
                    StmtKind::Expr(None)
                }
                PragmaKind::PupcOn | PragmaKind::PupcOff => {
                    self.pupc_on = p.kind == PragmaKind::PupcOn;
                    StmtKind::Expr(None)
                }
                _ => s.kind.clone(),
            },
            StmtKind::UpcForall(f) => {
                let lp = self.forall(f, span, all_threads);
                return self.gasp_wrap("GASP_UPC_FORALL", span, "", lp);
            }
            StmtKind::UpcBarrier(e) => return self.sync("upcga_barrier();", "BARRIER", e, span),
            StmtKind::UpcNotify(e) => return self.sync("upcga_notify();", "NOTIFY", e, span),
            StmtKind::UpcWait(e) => return self.sync("upcga_wait();", "WAIT", e, span),
            StmtKind::UpcFence => {
                let fence = raw_stmt("upcga_fence();".into(), span);
                return self.gasp_wrap("GASP_UPC_FENCE", span, "", fence);
            }
            StmtKind::GotoComputed(e) => StmtKind::GotoComputed(self.value(e)),
            StmtKind::Break | StmtKind::Continue => {
                let (how, kw) = if matches!(s.kind, StmtKind::Break) {
                    (DynExit::Break, "break")
                } else {
                    (DynExit::Continue, "continue")
                };
                let free = self.dyn_arrays.exit(how);
                if free.is_empty() {
                    s.kind.clone()
                } else {
                    StmtKind::Raw(format!("{{\n{}}}", indent(&format!("{free}{kw};"))))
                }
            }
            _ => s.kind.clone(),
        };
        stmt(kind, span)
    }

    pub(super) fn for_init(&mut self, init: &ForInit) -> ForInit {
        match init {
            ForInit::None => ForInit::None,
            ForInit::Expr(e) => ForInit::Expr(self.effect(e)),
            ForInit::Decl(d) => {
                let mut items = self.local_declaration(d);
                match items.pop() {
                    Some(BlockItem::Decl(d)) if items.is_empty() => ForInit::Decl(d),
                    _ => {
                        self.unsupported(d.span, "this declaration in a `for` header");
                        ForInit::None
                    }
                }
            }
        }
    }

    /// The declared return type of the function being lowered.
    fn return_type(&self) -> Option<Type> {
        match self.current_function_type.as_ref()?.kind() {
            TypeKind::Function { ret, .. } => Some(ret.clone()),
            _ => None,
        }
    }

    /// `upc_barrier`, `upc_notify`, `upc_wait`: the barrier value is only evaluated (for its
    /// effects); matching values is the program's duty (a mismatch is undefined behaviour).
    /// Under profiling the value is evaluated once and the events carry (named, value).
    fn sync(&mut self, call: &str, which: &str, e: &Option<Expr>, span: Span) -> Stmt {
        let event = format!("GASP_UPC_{which}");
        if self.gasp_on(&event) {
            let (named, v) = match e {
                Some(e) => {
                    let v = self.value(e);
                    (1, self.text(&v))
                }
                None => (0, "0".to_string()),
            };
            let body = self.gasp_around(&event, span, &format!("{named}, upcga_value"), call);
            let body: String = body.lines().map(|l| format!("    {l}\n")).collect();
            return raw_stmt(format!("{{\n    int upcga_value = {v};\n{body}}}"), span);
        }
        match e {
            Some(e) if has_side_effects(e) => {
                let v = self.value(e);
                raw_stmt(format!("(void)({});\n{call}", self.text(&v)), span)
            }
            _ => raw_stmt(call.to_string(), span),
        }
    }

    // ------------------------------------------------------------------------------------------
    // upc_forall (src/backend/forall.rs)
    // ------------------------------------------------------------------------------------------

    /// `upc_forall`: a GA collective when every thread executes it and it is one of the
    /// idioms (idioms.rs), else the loop of src/backend/forall.rs.
    fn forall(&mut self, f: &Forall, span: Span, all_threads: bool) -> Stmt {
        if all_threads && self.foralls.is_empty() && !self.every_access_is_an_event() {
            if let Some(s) = self.idiom(f, span) {
                return s;
            }
        }
        self.lower_forall(f, span)
    }

    /// `a[var]` with `a` a one-dimensional shared array object: the object and its type.
    pub(super) fn indexed_by(&self, x: &Expr, var: &str) -> Option<(usize, Type)> {
        let ExprKind::Index(a, idx) = &x.kind else {
            return None;
        };
        if !is_ident(idx, var) {
            return None;
        }
        let ExprKind::Ident(name) = &a.kind else {
            return None;
        };
        let at = self.ty(a);
        let TypeKind::Array(elem, _) = at.kind() else {
            return None;
        };
        if matches!(elem.kind(), TypeKind::Array(..)) || !at.is_shared() {
            return None;
        }
        Some((self.object_of(&name.name)?, at))
    }
}

/// `upc_forall` under `--to ga`: arrays are GA objects, a walked element is in this thread's
/// row of the GA array.
impl ForallWriter for Lowerer<'_> {
    type Array = usize;

    fn forall_array(&self, x: &Expr, var: &str) -> Option<(usize, Type)> {
        self.indexed_by(x, var)
    }
    fn array_source(&self, a: &usize) -> String {
        self.objects[*a].source.to_string()
    }
    fn forall_stack(&mut self) -> &mut Vec<Option<String>> {
        &mut self.foralls
    }
    fn local_walk_state(
        &mut self,
    ) -> (
        &mut Vec<(usize, Name, String)>,
        &mut Option<(String, String)>,
    ) {
        (&mut self.local_subst, &mut self.local_block)
    }
    fn enter_scope(&mut self) {
        self.scopes.push(Default::default());
    }
    fn leave_scope(&mut self) {
        self.scopes.pop();
    }
    fn lower_for_init(&mut self, init: &ForInit) -> ForInit {
        self.for_init(init)
    }
    fn mythread_text(&self) -> &'static str {
        "MYTHREAD"
    }
    fn threadof_text(&self, _ptr: &Type, v: &str) -> String {
        format!("upcga_threadof({v})")
    }
    fn local_address(&mut self, a: &usize, _at: &Type, var: &str, block: &str) -> String {
        format!("{} + upcga_row_index({var}, {block})", self.local(*a))
    }
    fn local_walk_off(&self) -> bool {
        self.every_access_is_an_event()
    }
}
