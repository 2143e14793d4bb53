//! Statements: blocks, `upc_forall`, barriers and fences.

use super::Lowerer;
use crate::backend::common::*;
use crate::backend::gasp::GaspEmitter;
use crate::backend::walker::*;
use crate::sema::types::*;
use pgas_grammar::*;

impl StmtWriter for Lowerer<'_> {
    const EXIT_BARRIER: &'static str = "upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS);";
    const SYNC_TAKES_VALUE: bool = true;

    fn enter_scope(&mut self) {
        self.renames.push(Default::default());
    }
    fn leave_scope(&mut self) {
        self.renames.pop();
    }
    fn local_declaration(&mut self, d: &Declaration) -> Vec<BlockItem> {
        Lowerer::local_declaration(self, d)
    }
    fn enter_function(&mut self, _name: &str) {
        self.foralls.clear();
    }
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
        self.forall(f, span)
    }
    fn leave_foralls(&mut self, kind: StmtKind, span: Span) -> Stmt {
        Lowerer::leave_foralls(self, kind, span)
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
        self.uses_fence = true;
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

impl Lowerer<'_> {
    /// A `return` inside a `upc_forall` first clears the nesting flag the loop set.
    fn leave_foralls(&mut self, kind: StmtKind, span: Span) -> Stmt {
        let Some(Some(saved)) = self.foralls.iter().find(|f| f.is_some()).cloned() else {
            return stmt(kind, span);
        };
        let ret = stmt(kind, span);
        let restore = raw_stmt(format!("upcrt_forall_control = {saved};"), span);
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

    /// `upc_forall`. Inside another forall (lexically, or dynamically through the runtime flag)
    /// every iteration runs. Otherwise an iteration runs where its affinity is; for `&a[i]` of
    /// a blocked array and for integer affinity `i`, with `i` the loop counter stepping by one,
    /// the loop visits only this thread's indices, block by block.
    fn forall(&mut self, f: &Forall, span: Span) -> Stmt {
        // Only a forall with an affinity expression controls the loops inside it.
        let nested_lexically = self.foralls.iter().any(Option::is_some);
        let has_affinity = matches!(f.affinity, Affinity::Expr(_));
        self.renames.push(Default::default());
        let init = self.for_init(&f.init);
        let cond = f.cond.as_ref().map(|c| self.cond(c));
        if nested_lexically || !has_affinity {
            self.foralls.push(nested_lexically.then(|| "0".to_string()));
            let body = self.stmt(&f.body);
            self.foralls.pop();
            self.renames.pop();
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
        self.uses_forall_control = true;
        let [saved] = self.core.names.numbered(["upcrt_nested"]);
        let Affinity::Expr(aff) = &f.affinity else {
            unreachable!("checked above")
        };
        let fast = self.local_iteration(f, aff);
        if let Some((var, block)) = &fast {
            if let Some(array) = self.versionable(f, aff, var) {
                let (var, block) = (var.clone(), block.clone());
                return self.forall_versioned(f, init, cond, &saved, &var, &block, &array, span);
            }
        }
        self.foralls.push(Some(saved.clone()));
        let body = self.stmt(&f.body);
        self.foralls.pop();
        let (step, body) = match fast {
            Some((var, block)) => {
                self.uses_forall_steps = true;
                let step = raw(
                    format!("{var} = {saved} ? {var} + 1 : upcrt_forall_next({var}, {block})"),
                    span,
                );
                // The first index of this thread, before the first test of the condition.
                let first = raw_stmt(
                    format!("if (!{saved})\n    {var} = upcrt_forall_first({var}, {block});"),
                    span,
                );
                let init_stmt = match init {
                    ForInit::None => None,
                    ForInit::Expr(e) => Some(BlockItem::Stmt(stmt(StmtKind::Expr(Some(e)), span))),
                    ForInit::Decl(d) => Some(BlockItem::Decl(d)),
                };
                self.renames.pop();
                let lp = stmt(
                    StmtKind::For(Box::new(ForLoop {
                        init: ForInit::None,
                        cond,
                        step: Some(step),
                        body,
                    })),
                    span,
                );
                let mut items = vec![BlockItem::Stmt(raw_stmt(
                    format!("int {saved} = upcrt_forall_control;\nupcrt_forall_control = 1;"),
                    span,
                ))];
                items.extend(init_stmt);
                items.push(BlockItem::Stmt(first));
                items.push(BlockItem::Stmt(lp));
                items.push(BlockItem::Stmt(raw_stmt(
                    format!("upcrt_forall_control = {saved};"),
                    span,
                )));
                return stmt(StmtKind::Compound(Block { items, span }), span);
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
                (f.step.as_ref().map(|c| self.effect(c)), body)
            }
        };
        self.renames.pop();
        let lp = stmt(
            StmtKind::For(Box::new(ForLoop {
                init,
                cond,
                step,
                body,
            })),
            span,
        );
        let items = vec![
            BlockItem::Stmt(raw_stmt(
                format!("int {saved} = upcrt_forall_control;\nupcrt_forall_control = 1;"),
                span,
            )),
            BlockItem::Stmt(lp),
            BlockItem::Stmt(raw_stmt(format!("upcrt_forall_control = {saved};"), span)),
        ];
        stmt(StmtKind::Compound(Block { items, span }), span)
    }

    /// Whether an iteration has affinity to this thread (C text).
    fn affinity_test(&mut self, aff: &Expr) -> String {
        let t = self.ty(aff).decay();
        let v = self.value(aff);
        let v = self.text(&v);
        if t.is_pointer_to_shared() {
            let r = self.repr(t.pointee().expect("pointer"));
            return format!("upcr_threadof_{}({v}) == upcr_mythread()", r.suffix());
        }
        integer_affinity_test(&v, &t, &self.threads(), "upcr_mythread()")
    }

    /// The loop counter and block size of a loop that can visit only this thread's indices:
    /// `upc_forall (…; i < n; i++; &a[i])` with `a` a one-dimensional array of definite
    /// block size, or `…; i)` (block size 1); `i` an integer not assigned in the body.
    fn local_iteration(&mut self, f: &Forall, aff: &Expr) -> Option<(String, String)> {
        let var = counter_of_step(f.step.as_ref()?)?;
        let cond = f.cond.as_ref()?;
        match &cond.kind {
            ExprKind::Binary(BinaryOp::Lt | BinaryOp::Le, l, r)
                if is_ident(l, &var) && !has_side_effects(r) => {}
            _ => return None,
        }
        if assigns(&f.body, &var) {
            return None;
        }
        let block = match &aff.kind {
            ExprKind::Ident(i) if *i.name == *var => {
                let t = self.ty(aff);
                if !t.is_integer() {
                    return None;
                }
                "1".to_string()
            }
            ExprKind::Unary(UnaryOp::AddrOf, x) => {
                let ExprKind::Index(a, idx) = &x.kind else {
                    return None;
                };
                if !is_ident(idx, &var) {
                    return None;
                }
                let ExprKind::Ident(_) = &a.kind else {
                    return None;
                };
                let at = self.ty(a);
                let TypeKind::Array(elem, _) = at.kind() else {
                    return None;
                };
                if matches!(elem.kind(), TypeKind::Array(..)) {
                    return None;
                }
                match at.block_size() {
                    Some(BlockSize::Const(_)) | Some(BlockSize::Star) => self.block_elems(&at),
                    Some(BlockSize::Runtime(_)) => self.walk_block(&at)?,
                    _ => return None,
                }
            }
            _ => return None,
        };
        let vt = self.var_type(f, &var)?;
        vt.is_integer().then_some((var.to_string(), block))
    }

    /// The block size a loop walks an array with a run-time block size by (the hidden
    /// `<name>_walkblock`: its block size, or the whole array for a block size of 0, which
    /// places every element where the indefinite layout does).
    fn walk_block(&self, at: &Type) -> Option<String> {
        match at.block_size() {
            Some(BlockSize::Runtime(key)) => self.core.dyn_arrays.walk_block(key).cloned(),
            _ => None,
        }
    }

    /// For `upc_forall (…; i++; &a[i])` whose body uses `a[i]` and has no `break` of its
    /// own: the array (name and type), so that the loop can run through a local pointer.
    fn versionable(&self, f: &Forall, aff: &Expr, var: &str) -> Option<(Name, Type)> {
        // Under --profile-local every access is an event: no local pointers.
        if self.opts.profile.as_ref().is_some_and(|p| p.local)
            && (self.gasp_on("GASP_UPC_GET") || self.gasp_on("GASP_UPC_PUT"))
        {
            return None;
        }
        let ExprKind::Unary(UnaryOp::AddrOf, x) = &aff.kind else {
            return None;
        };
        let ExprKind::Index(a, _) = &x.kind else {
            return None;
        };
        let ExprKind::Ident(arr) = &a.kind else {
            return None;
        };
        let at = self.ty(a);
        let elem = at.element().unqualified();
        if elem.is_pointer_to_shared()
            || !matches!(
                at.block_size(),
                Some(BlockSize::Const(_)) | Some(BlockSize::Star) | Some(BlockSize::Runtime(_))
            )
        {
            return None;
        }
        if breaks_out(&f.body) {
            return None;
        }
        let mut uses = false;
        visit_exprs_in_stmt(&f.body, &mut |e| {
            if let ExprKind::Index(b, i) = &e.kind {
                if is_ident(b, &arr.name) && is_ident(i, var) {
                    uses = true;
                }
            }
        });
        uses.then(|| (arr.name.clone(), at))
    }

    /// The versioned loop: when nested in another forall every iteration runs through the
    /// generic code; otherwise the loop walks this thread's blocks of the array with a local
    /// pointer, and `a[i]` in the body is that pointer's element (no runtime call).
    #[allow(clippy::too_many_arguments)]
    fn forall_versioned(
        &mut self,
        f: &Forall,
        init: ForInit,
        cond: Option<Expr>,
        saved: &str,
        var: &str,
        block: &str,
        array: &(Name, Type),
        span: Span,
    ) -> Stmt {
        let (name, at) = array;
        let elem = at.element().unqualified();
        let elem_size = format!("sizeof({})", self.c_type(&elem, ""));
        // The affinity array, and every array of the same layout indexed by the counter: their
        // elements `[i]` are local too, at the same local position.
        let mut arrays: Vec<Name> = vec![name.clone()];
        visit_exprs_in_stmt(&f.body, &mut |e| {
            if let ExprKind::Index(b, i) = &e.kind {
                if let ExprKind::Ident(x) = &b.kind {
                    if is_ident(i, var) && !arrays.contains(&x.name) && self.ty(b) == *at {
                        arrays.push(x.name.clone());
                    }
                }
            }
        });
        let local_names: Vec<String> = arrays
            .iter()
            .map(|n| self.core.names.fixed(&format!("upcrt_local_{n}")))
            .collect();
        let local_of =
            |n: &Name| local_names[arrays.iter().position(|a| a == n).expect("listed")].clone();
        let pointer_at = |l: &Self, n: &Name| {
            let proxy = l.resolve(n);
            if l.repr(at) == super::Repr::Phased {
                format!(
                    "upcr_shared_to_local(upcr_add_shared({proxy}, {elem_size}, {var}, {block}))"
                )
            } else {
                format!("upcr_pshared_to_local(upcr_add_pshared1({proxy}, {elem_size}, {var}))")
            }
        };
        let pointers: Vec<String> = arrays
            .iter()
            .map(|n| {
                format!(
                    "{} = {};",
                    self.c_type(&elem, &format!("*{}", local_of(n))),
                    pointer_at(self, n)
                )
            })
            .collect();
        let pointers = pointers.join("\n");
        let advance: String = arrays
            .iter()
            .map(|n| format!(", {}++", local_of(n)))
            .collect();
        self.uses_forall_steps = true;
        self.foralls.push(Some(saved.to_string()));
        let generic_body = self.stmt(&f.body);
        self.local_subst = arrays
            .iter()
            .map(|n| (n.clone(), Name::from(var), format!("(*{})", local_of(n))))
            .collect();
        if block != "1" {
            self.local_block = Some(("upcrt_block_lo".into(), "upcrt_block_hi".into()));
        }
        let local_body = self.stmt(&f.body);
        self.local_block = None;
        self.local_subst.clear();
        self.foralls.pop();
        self.renames.pop();
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
        let text = |t: String| raw(t, span);
        let walk = if block == "1" {
            // Cyclic: this thread's elements are every THREADS-th, consecutive in its memory.
            let head = raw_stmt(
                format!(
                    "/* This thread's elements of `{name}`, through local pointers. */\n{var} = upcrt_forall_first({var}, 1);\n{pointers}"
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
            // Blocked: the rest of each own block is contiguous in this thread's memory.
            // The end of the run: the end of the block or the loop's bound, whichever is first.
            let stop = match &limit {
                Some((bound, inclusive)) => {
                    let bound = if *inclusive {
                        format!("({bound}) + 1")
                    } else {
                        format!("({bound})")
                    };
                    format!("long upcrt_block_lo = {var} - {var} % ({block}), upcrt_block_hi = upcrt_block_lo + ({block});\nlong upcrt_stop = upcrt_block_hi, upcrt_bound = {bound};\nif (upcrt_bound < upcrt_stop)\n    upcrt_stop = upcrt_bound;")
                }
                None => format!("long upcrt_block_lo = {var} - {var} % ({block}), upcrt_block_hi = upcrt_block_lo + ({block});\nlong upcrt_stop = upcrt_block_hi;"),
            };
            let inner_cond = match &limit {
                Some(_) => format!("{var} < upcrt_stop"),
                None => format!("{var} < upcrt_stop && {cond_text}"),
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
                        "{var} = upcrt_forall_first({var}, {block})"
                    ))),
                    cond: Some(text(format!("({cond_text})"))),
                    step: Some(text(format!("{var} = upcrt_forall_first({var}, {block})"))),
                    body: per_block,
                })),
                span,
            );
            vec![
                BlockItem::Stmt(raw_stmt(
                    format!(
                        "/* This thread's blocks of `{name}`, each through a local pointer. */"
                    ),
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
            format!("int {saved} = upcrt_forall_control;\nupcrt_forall_control = 1;"),
            span,
        ))];
        match init {
            ForInit::None => {}
            ForInit::Expr(e) => items.push(BlockItem::Stmt(stmt(StmtKind::Expr(Some(e)), span))),
            ForInit::Decl(d) => items.push(BlockItem::Decl(d)),
        }
        items.push(BlockItem::Stmt(choose));
        items.push(BlockItem::Stmt(raw_stmt(
            format!("upcrt_forall_control = {saved};"),
            span,
        )));
        stmt(StmtKind::Compound(Block { items, span }), span)
    }

    /// The type of the loop counter (from the affinity or the condition).
    fn var_type(&self, f: &Forall, var: &str) -> Option<Type> {
        let ExprKind::Binary(_, l, _) = &f.cond.as_ref()?.kind else {
            return None;
        };
        let _ = var;
        Some(self.ty(l))
    }
}
