//! Statements: blocks, `upc_forall` (this thread's row only, block by block), barriers
//! (`upcga_barrier`: a fence and the split-phase barrier's `MPI_Ibarrier`, so that a
//! `upc_barrier` on one thread matches `upc_notify`/`upc_wait` on another), fences.

use super::idioms::may_split_threads;
use super::Lowerer;
use crate::backend::common::*;
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
            StmtKind::UpcBarrier(e) => return self.sync("upcga_barrier", "BARRIER", e, span),
            StmtKind::UpcNotify(e) => return self.sync("upcga_notify", "NOTIFY", e, span),
            StmtKind::UpcWait(e) => return self.sync("upcga_wait", "WAIT", e, span),
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

    /// `upc_barrier`, `upc_notify`, `upc_wait` (`call` is the library function of the
    /// anonymous form): a named one calls `{call}_value(value)`, and the library reports
    /// mismatched values as `--to upcr`'s runtime does. Under profiling the value is evaluated
    /// once and the events carry (named, value).
    fn sync(&mut self, call: &str, which: &str, e: &Option<Expr>, span: Span) -> Stmt {
        let event = format!("GASP_UPC_{which}");
        if self.gasp_on(&event) {
            let (named, v, c) = match e {
                Some(e) => {
                    let v = self.value(e);
                    (1, self.text(&v), format!("{call}_value(upcga_value);"))
                }
                None => (0, "0".to_string(), format!("{call}();")),
            };
            let body = self.gasp_around(&event, span, &format!("{named}, upcga_value"), &c);
            let body: String = body.lines().map(|l| format!("    {l}\n")).collect();
            return raw_stmt(format!("{{\n    int upcga_value = {v};\n{body}}}"), span);
        }
        match e {
            Some(e) => {
                let v = self.value(e);
                raw_stmt(format!("{call}_value({});", self.text(&v)), span)
            }
            None => raw_stmt(format!("{call}();"), span),
        }
    }

    /// A `return` inside a `upc_forall` first clears the nesting flag the loop set.
    fn leave_foralls(&mut self, kind: StmtKind, span: Span) -> Stmt {
        let Some(Some(saved)) = self.foralls.iter().find(|f| f.is_some()).cloned() else {
            return stmt(kind, span);
        };
        let ret = stmt(kind, span);
        let restore = raw_stmt(format!("upcga_forall_control = {saved};"), span);
        stmt(
            StmtKind::Compound(Block {
                items: vec![BlockItem::Stmt(restore), BlockItem::Stmt(ret)],
                span,
            }),
            span,
        )
    }

    // ------------------------------------------------------------------------------------------
    // upc_forall
    // ------------------------------------------------------------------------------------------

    /// `upc_forall`. Inside another forall (lexically, or dynamically through the library's
    /// flag) every iteration runs. Otherwise an iteration runs where its affinity is; for
    /// `&a[i]` of a blocked array and for integer affinity `i`, with `i` the loop counter
    /// stepping by one, the loop visits only this thread's indices, block by block.
    /// `all_threads`: every thread executes the loop (then it may be a GA collective, see
    /// idioms.rs).
    fn forall(&mut self, f: &Forall, span: Span, all_threads: bool) -> Stmt {
        if all_threads && self.foralls.is_empty() && !self.every_access_is_an_event() {
            if let Some(s) = self.idiom(f, span) {
                return s;
            }
        }
        self.forall_loop(f, span)
    }

    /// The loop of a `upc_forall` (see [`Self::forall`]).
    pub(super) fn forall_loop(&mut self, f: &Forall, span: Span) -> Stmt {
        let nested_lexically = self.foralls.iter().any(Option::is_some);
        let has_affinity = matches!(f.affinity, Affinity::Expr(_));
        self.scopes.push(Default::default());
        let init = self.for_init(&f.init);
        let cond = f.cond.as_ref().map(|c| self.cond(c));
        if nested_lexically || !has_affinity {
            self.foralls.push(nested_lexically.then(|| "0".to_string()));
            let body = self.stmt(&f.body);
            self.foralls.pop();
            self.scopes.pop();
            let step = f.step.as_ref().map(|c| self.effect(c));
            return stmt(
                StmtKind::For(Box::new(ForLoop {
                    init,
                    cond,
                    step,
                    body,
                })),
                span,
            );
        }
        let [saved] = self.names.numbered(["upcga_nested"]);
        let Affinity::Expr(aff) = &f.affinity else {
            unreachable!("checked above")
        };
        let fast = self.local_iteration(f, aff);
        if let Some((var, block)) = &fast {
            let versionable = (!self.every_access_is_an_event())
                .then(|| self.versionable(f, aff, var))
                .flatten();
            if let Some(array) = versionable {
                let (var, block) = (var.clone(), block.clone());
                return self.forall_versioned(f, init, cond, &saved, &var, &block, array, span);
            }
        }
        self.foralls.push(Some(saved.clone()));
        let body = self.stmt(&f.body);
        self.foralls.pop();
        let enter = raw_stmt(
            format!("int {saved} = upcga_forall_control;\nupcga_forall_control = 1;"),
            span,
        );
        let leave = raw_stmt(format!("upcga_forall_control = {saved};"), span);
        let items = match fast {
            Some((var, block)) => {
                let step = raw(
                    format!("{var} = {saved} ? {var} + 1 : upcga_forall_next({var}, {block})"),
                    span,
                );
                // The first index of this thread, before the first test of the condition.
                let first = raw_stmt(
                    format!("if (!{saved})\n    {var} = upcga_forall_first({var}, {block});"),
                    span,
                );
                let init_stmt = match init {
                    ForInit::None => None,
                    ForInit::Expr(e) => Some(BlockItem::Stmt(stmt(StmtKind::Expr(Some(e)), span))),
                    ForInit::Decl(d) => Some(BlockItem::Decl(d)),
                };
                let lp = stmt(
                    StmtKind::For(Box::new(ForLoop {
                        init: ForInit::None,
                        cond,
                        step: Some(step),
                        body,
                    })),
                    span,
                );
                let mut items = vec![BlockItem::Stmt(enter)];
                items.extend(init_stmt);
                items.push(BlockItem::Stmt(first));
                items.push(BlockItem::Stmt(lp));
                items
            }
            None => {
                let test = self.affinity_test(aff);
                let guard = raw_stmt(format!("if (!{saved} && !({test}))\n    continue;"), span);
                let body = stmt(
                    StmtKind::Compound(Block {
                        items: vec![BlockItem::Stmt(guard), BlockItem::Stmt(body)],
                        span,
                    }),
                    span,
                );
                let step = f.step.as_ref().map(|c| self.effect(c));
                let lp = stmt(
                    StmtKind::For(Box::new(ForLoop {
                        init,
                        cond,
                        step,
                        body,
                    })),
                    span,
                );
                vec![BlockItem::Stmt(enter), BlockItem::Stmt(lp)]
            }
        };
        self.scopes.pop();
        let mut items = items;
        items.push(BlockItem::Stmt(leave));
        stmt(StmtKind::Compound(Block { items, span }), span)
    }

    /// Whether an iteration has affinity to this thread (C text).
    fn affinity_test(&mut self, aff: &Expr) -> String {
        let t = self.ty(aff).decay();
        let v = self.value(aff);
        let v = self.text(&v);
        if t.is_pointer_to_shared() {
            return format!("upcga_threadof({v}) == MYTHREAD");
        }
        integer_affinity_test(&v, &t, &self.threads(), "MYTHREAD")
    }

    /// The loop counter and block size of a loop that can visit only this thread's indices:
    /// `upc_forall (…; i < n; i++; &a[i])` with `a` a one-dimensional array of definite block
    /// size, or `…; i)` (block size 1); `i` an integer not assigned in the body.
    pub(super) fn local_iteration(&mut self, f: &Forall, aff: &Expr) -> Option<(String, String)> {
        let var = counter_of_step(f.step.as_ref()?)?;
        let cond = f.cond.as_ref()?;
        let bound_type = match &cond.kind {
            ExprKind::Binary(BinaryOp::Lt | BinaryOp::Le, l, r)
                if is_ident(l, &var) && !has_side_effects(r) =>
            {
                self.ty(l)
            }
            _ => return None,
        };
        if assigns(&f.body, &var) || !bound_type.is_integer() {
            return None;
        }
        let block = match &aff.kind {
            ExprKind::Ident(i) if *i.name == *var => {
                if !self.ty(aff).is_integer() {
                    return None;
                }
                "1".to_string()
            }
            ExprKind::Unary(UnaryOp::AddrOf, x) => {
                let (o, at) = self.indexed_by(x, &var)?;
                let _ = o;
                match at.block_size() {
                    Some(BlockSize::Const(_)) | Some(BlockSize::Star) => self.block_elems(&at),
                    _ => return None,
                }
            }
            _ => return None,
        };
        Some((var.to_string(), block))
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

    /// For `upc_forall (…; i++; &a[i])` whose body uses `a[i]` and has no `break` of its own:
    /// the array object, so that the loop can run through a local pointer.
    fn versionable(&self, f: &Forall, aff: &Expr, var: &str) -> Option<usize> {
        let ExprKind::Unary(UnaryOp::AddrOf, x) = &aff.kind else {
            return None;
        };
        let (o, at) = self.indexed_by(x, var)?;
        // A strict access is a fence on each side (UPC 1.3 §5.1.2.3), never a plain load or
        // store through the local pointer.
        if at.element().unqualified().is_pointer_to_shared()
            || self.is_strict(&at)
            || breaks_out(&f.body)
        {
            return None;
        }
        let mut uses = false;
        visit_exprs_in_stmt(&f.body, &mut |e| {
            if let Some((p, _)) = self.indexed_by(e, var) {
                if p == o {
                    uses = true;
                }
            }
        });
        uses.then_some(o)
    }

    /// The versioned loop: when nested in another forall every iteration runs through the
    /// generic code; otherwise the loop walks this thread's blocks of the array in its row of
    /// the GA array, and `a[i]` in the body is an element of that row (no GA call).
    #[allow(clippy::too_many_arguments)]
    fn forall_versioned(
        &mut self,
        f: &Forall,
        init: ForInit,
        cond: Option<Expr>,
        saved: &str,
        var: &str,
        block: &str,
        array: usize,
        span: Span,
    ) -> Stmt {
        // The affinity array, and every array of the same layout (same block size, one
        // dimension) indexed by the counter: their elements `[i]` are at the same position of
        // this thread's row.
        let mut arrays: Vec<usize> = vec![array];
        visit_exprs_in_stmt(&f.body, &mut |e| {
            if let Some((o, t)) = self.indexed_by(e, var) {
                if !arrays.contains(&o)
                    && self.block_elems(&t) == block
                    && !t.element().unqualified().is_pointer_to_shared()
                    && !self.is_strict(&t)
                {
                    arrays.push(o);
                }
            }
        });
        let mine = |l: &Self, o: usize| format!("{}_mine", l.objects[o].base);
        let pointers: Vec<String> = arrays
            .iter()
            .map(|&o| {
                let elem = self.objects[o].ty.element().unqualified();
                format!(
                    "{} = {} + upcga_row_index({var}, {block});",
                    self.c_type(&elem, &format!("*{}", mine(self, o))),
                    self.local(o)
                )
            })
            .collect();
        let pointers = pointers.join("\n");
        let advance: String = arrays
            .iter()
            .map(|&o| format!(", {}++", mine(self, o)))
            .collect();
        self.foralls.push(Some(saved.to_string()));
        let generic_body = self.stmt(&f.body);
        self.local_subst = arrays
            .iter()
            .map(|&o| (o, Name::from(var), format!("(*{})", mine(self, o))))
            .collect();
        if block != "1" {
            self.local_block = Some(("upcga_block_lo".into(), "upcga_block_hi".into()));
        }
        let local_body = self.stmt(&f.body);
        self.local_block = None;
        self.local_subst.clear();
        self.foralls.pop();
        self.scopes.pop();
        // `i < E` with E unchanged by the body: each run's end is computed once.
        let limit = f.cond.as_ref().and_then(|c| match &c.kind {
            ExprKind::Binary(op @ (BinaryOp::Lt | BinaryOp::Le), _, bound) => {
                if changed_by(&f.body, bound) {
                    return None;
                }
                let v = self.value(bound);
                Some((self.text(&v), *op == BinaryOp::Le))
            }
            _ => None,
        });
        let cond_text = cond.as_ref().map_or("1".to_string(), |c| {
            let mut p = crate::printer::Printer::bare(self.lm);
            p.expr(c, Prec::Comma);
            p.finish()
        });
        let step = f.step.as_ref().map(|c| self.effect(c));
        let generic = stmt(
            StmtKind::For(Box::new(ForLoop {
                init: ForInit::None,
                cond,
                step,
                body: generic_body,
            })),
            span,
        );
        let name = self.objects[array].source.clone();
        let text = |t: String| raw(t, span);
        let walk = if block == "1" {
            // Cyclic: this thread's elements are every THREADS-th, consecutive in its row.
            let head = raw_stmt(
                format!(
                    "/* This thread's elements of `{name}`: its row of the GA array. */\n{var} = upcga_forall_first({var}, 1);\n{pointers}"
                ),
                span,
            );
            let lp = stmt(
                StmtKind::For(Box::new(ForLoop {
                    init: ForInit::None,
                    cond: Some(text(format!("({cond_text})"))),
                    step: Some(text(format!("{var} += {}{advance}", self.threads()))),
                    body: local_body,
                })),
                span,
            );
            vec![BlockItem::Stmt(head), BlockItem::Stmt(lp)]
        } else {
            // Blocked: the rest of each own block is contiguous in this thread's row.
            let stop = match &limit {
                Some((bound, inclusive)) => {
                    let bound = if *inclusive {
                        format!("({bound}) + 1")
                    } else {
                        format!("({bound})")
                    };
                    format!("long upcga_block_lo = {var} - {var} % ({block}), upcga_block_hi = upcga_block_lo + ({block});\nlong upcga_stop = upcga_block_hi, upcga_bound = {bound};\nif (upcga_bound < upcga_stop)\n    upcga_stop = upcga_bound;")
                }
                None => format!("long upcga_block_lo = {var} - {var} % ({block}), upcga_block_hi = upcga_block_lo + ({block});\nlong upcga_stop = upcga_block_hi;"),
            };
            let inner_cond = match &limit {
                Some(_) => format!("{var} < upcga_stop"),
                None => format!("{var} < upcga_stop && {cond_text}"),
            };
            let inner = stmt(
                StmtKind::For(Box::new(ForLoop {
                    init: ForInit::None,
                    cond: Some(text(format!("({inner_cond})"))),
                    step: Some(text(format!("{var}++{advance}"))),
                    body: local_body,
                })),
                span,
            );
            let per_block = stmt(
                StmtKind::Compound(Block {
                    items: vec![
                        BlockItem::Stmt(raw_stmt(format!("{pointers}\n{stop}"), span)),
                        BlockItem::Stmt(inner),
                    ],
                    span,
                }),
                span,
            );
            let outer = stmt(
                StmtKind::For(Box::new(ForLoop {
                    init: ForInit::Expr(text(format!(
                        "{var} = upcga_forall_first({var}, {block})"
                    ))),
                    cond: Some(text(format!("({cond_text})"))),
                    step: Some(text(format!("{var} = upcga_forall_first({var}, {block})"))),
                    body: per_block,
                })),
                span,
            );
            vec![
                BlockItem::Stmt(raw_stmt(
                    format!("/* This thread's blocks of `{name}`, in its row of the GA array. */"),
                    span,
                )),
                BlockItem::Stmt(outer),
            ]
        };
        let choose = stmt(
            StmtKind::If {
                cond: text(saved.to_string()),
                then: Box::new(generic),
                els: Some(Box::new(stmt(
                    StmtKind::Compound(Block { items: walk, span }),
                    span,
                ))),
            },
            span,
        );
        let mut items = vec![BlockItem::Stmt(raw_stmt(
            format!("int {saved} = upcga_forall_control;\nupcga_forall_control = 1;"),
            span,
        ))];
        match init {
            ForInit::None => {}
            ForInit::Expr(e) => items.push(BlockItem::Stmt(stmt(StmtKind::Expr(Some(e)), span))),
            ForInit::Decl(d) => items.push(BlockItem::Decl(d)),
        }
        items.push(BlockItem::Stmt(choose));
        items.push(BlockItem::Stmt(raw_stmt(
            format!("upcga_forall_control = {saved};"),
            span,
        )));
        stmt(StmtKind::Compound(Block { items, span }), span)
    }
}
