//! Statements: blocks, `upc_forall`, barriers and fences.

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
        self.renames.push(Default::default());
        self.dyn_arrays.enter_block();
        let mut items = vec![];
        for item in &b.items {
            match item {
                BlockItem::Decl(d) => items.extend(self.local_declaration(d)),
                BlockItem::Stmt(s) => items.push(BlockItem::Stmt(self.stmt(s))),
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
        self.renames.pop();
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
                self.renames.push(Default::default());
                let init = self.for_init(&f.init);
                let kind = self.versioned_for(f, init, span);
                self.renames.pop();
                kind
            }
            StmtKind::Return(Some(e)) => {
                let v = self.value(e);
                let rt = self.return_type();
                let v = match rt {
                    Some(t) => self.convert(v, e, &t),
                    None => v,
                };
                let exit = self.dyn_arrays.exit(DynExit::Return)
                    + &self.function_exit_events(span, Some("upcrt_return"));
                if !exit.is_empty() {
                    // The value first, then the exit events, then the return.
                    let text = format!(
                        "{{
    __typeof__({v}) upcrt_return = {v};
{}    return upcrt_return;
}}",
                        exit.lines()
                            .map(|l| format!("    {l}\n"))
                            .collect::<String>(),
                        v = self.text(&v)
                    );
                    return self.leave_foralls(StmtKind::Raw(text), span);
                }
                return self.leave_foralls(StmtKind::Return(Some(v)), span);
            }
            StmtKind::Return(None) => {
                let exit =
                    self.dyn_arrays.exit(DynExit::Return) + &self.function_exit_events(span, None);
                if !exit.is_empty() {
                    return self.leave_foralls(StmtKind::Raw(format!("{exit}return;")), span);
                }
                return self.leave_foralls(StmtKind::Return(None), span);
            }
            StmtKind::Labeled { label, body } => StmtKind::Labeled {
                label: Box::new(match &**label {
                    Label::Case(e) => Label::Case(self.value(e)),
                    Label::CaseRange(a, b) => Label::CaseRange(self.value(a), self.value(b)),
                    l => l.clone(),
                }),
                body: self.boxed(body),
            },
            StmtKind::Pragma(p) if matches!(p.kind, PragmaKind::PupcOn | PragmaKind::PupcOff) => {
                self.pupc_on = p.kind == PragmaKind::PupcOn;
                StmtKind::Expr(None)
            }
            StmtKind::Pragma(p) => match p.kind {
                PragmaKind::UpcStrict => {
                    self.strict_default = true;
                    StmtKind::Expr(None)
                }
                PragmaKind::UpcRelaxed => {
                    self.strict_default = false;
                    StmtKind::Expr(None)
                }
                _ => s.kind.clone(),
            },
            StmtKind::UpcForall(f) => {
                let on = self.gasp_on("GASP_UPC_FORALL");
                let lp = self.lower_forall(f, span);
                if !on {
                    return lp;
                }
                let start = raw_stmt(
                    format!(
                        "{};",
                        self.gasp_notify("GASP_UPC_FORALL", "GASP_START", span, "")
                    ),
                    span,
                );
                let end = raw_stmt(
                    format!(
                        "{};",
                        self.gasp_notify("GASP_UPC_FORALL", "GASP_END", span, "")
                    ),
                    span,
                );
                StmtKind::Compound(Block {
                    items: vec![
                        BlockItem::Stmt(start),
                        BlockItem::Stmt(lp),
                        BlockItem::Stmt(end),
                    ],
                    span,
                })
            }
            StmtKind::UpcBarrier(e) => return self.sync("barrier", e, span),
            StmtKind::UpcNotify(e) => return self.sync("notify", e, span),
            StmtKind::UpcWait(e) => return self.sync("wait", e, span),
            StmtKind::UpcFence => {
                self.uses_fence = true;
                if self.gasp_on("GASP_UPC_FENCE") {
                    StmtKind::Raw(self.gasp_around("GASP_UPC_FENCE", span, "", "upcrt_fence();"))
                } else {
                    StmtKind::Raw("upcrt_fence();".into())
                }
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

    fn for_init(&mut self, init: &ForInit) -> ForInit {
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

    /// Events when the function being lowered returns: `GASP_C_FUNC` end (`--inst-functions`),
    /// and for `main` the collective exit around the final barrier. Statements ending in `\n`.
    pub(super) fn function_exit_events(&self, span: Span, value: Option<&str>) -> String {
        let status = match value {
            Some(v) if self.return_type().is_some_and(|t| t.is_integer()) => format!("(int){v}"),
            _ => "0".into(),
        };
        self.exit_events(
            self.function_name == "main",
            self.function_signature.as_deref(),
            span,
            &status,
            "upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);",
        )
    }

    /// `upc_barrier`, `upc_notify`, `upc_wait` with or without a value.
    fn sync(&mut self, which: &str, e: &Option<Expr>, span: Span) -> Stmt {
        let event = format!("GASP_UPC_{}", which.to_uppercase());
        let value = e.as_ref().map(|e| {
            let v = self.value(e);
            self.text(&v)
        });
        if self.gasp_on(&event) {
            // The value is evaluated once; the events carry (named, value).
            let (named, v) = match &value {
                Some(v) => (1, v.clone()),
                None => (0, "0".into()),
            };
            let flags = if named == 1 {
                "0"
            } else {
                "UPCR_BARRIERFLAG_ANONYMOUS"
            };
            let body = format!("upcr_{which}(upcrt_value, {flags});");
            let text = format!(
                "{{
    int upcrt_value = {v};
{}
}}",
                self.gasp_around(&event, span, &format!("{named}, upcrt_value"), &body)
                    .lines()
                    .map(|l| format!("    {l}"))
                    .collect::<Vec<_>>()
                    .join("\n")
            );
            return raw_stmt(text, span);
        }
        let call = match value {
            Some(v) => format!("upcr_{which}({v}, 0);"),
            None => format!("upcr_{which}(0, UPCR_BARRIERFLAG_ANONYMOUS);"),
        };
        raw_stmt(call, span)
    }
}

/// `upc_forall` under `--to upcr` (src/backend/forall.rs): arrays are named by their proxies,
/// a walked element's address comes from the runtime's local conversion.
impl ForallWriter for Lowerer<'_> {
    type Array = Name;

    fn forall_array(&self, x: &Expr, var: &str) -> Option<(Name, Type)> {
        let ExprKind::Index(a, idx) = &x.kind else {
            return None;
        };
        let ExprKind::Ident(name) = &a.kind else {
            return None;
        };
        let at = self.ty(a);
        let TypeKind::Array(elem, _) = at.kind() else {
            return None;
        };
        if !is_ident(idx, var) || matches!(elem.kind(), TypeKind::Array(..)) || !at.is_shared() {
            return None;
        }
        Some((name.name.clone(), at))
    }
    fn array_source(&self, a: &Name) -> String {
        a.to_string()
    }
    fn forall_stack(&mut self) -> &mut Vec<Option<String>> {
        &mut self.foralls
    }
    fn local_walk_state(
        &mut self,
    ) -> (
        &mut Vec<(Name, Name, String)>,
        &mut Option<(String, String)>,
    ) {
        (&mut self.local_subst, &mut self.local_block)
    }
    fn enter_scope(&mut self) {
        self.renames.push(Default::default());
    }
    fn leave_scope(&mut self) {
        self.renames.pop();
    }
    fn lower_for_init(&mut self, init: &ForInit) -> ForInit {
        self.for_init(init)
    }
    fn mythread_text(&self) -> &'static str {
        "upcr_mythread()"
    }
    fn threadof_text(&self, ptr: &Type, v: &str) -> String {
        let r = self.repr(ptr.pointee().expect("pointer"));
        format!("upcr_threadof_{}({v})", r.suffix())
    }
    fn local_address(&mut self, a: &Name, at: &Type, var: &str, block: &str) -> String {
        let proxy = self.resolve(a);
        let size = format!("sizeof({})", self.c_type(&at.element().unqualified(), ""));
        if self.repr(at) == super::Repr::Phased {
            format!("upcr_shared_to_local(upcr_add_shared({proxy}, {size}, {var}, {block}))")
        } else {
            format!("upcr_pshared_to_local(upcr_add_pshared1({proxy}, {size}, {var}))")
        }
    }
    /// Under `--profile-local` every access is an event: no local pointers.
    fn local_walk_off(&self) -> bool {
        self.opts.profile.as_ref().is_some_and(|p| p.local)
            && (self.gasp_on("GASP_UPC_GET") || self.gasp_on("GASP_UPC_PUT"))
    }
    fn note_forall_runtime(&mut self, steps: bool) {
        self.uses_forall_control = true;
        self.uses_forall_steps |= steps;
    }
}
