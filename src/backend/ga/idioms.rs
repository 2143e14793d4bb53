//! Idioms: `upc_forall` loops that are whole-array or patch operations, lowered to GA's
//! collective operations (`GA_Fill`, `GA_Scale`, `GA_Add_constant`, `GA_Copy`, `GA_Add` and their
//! `_patch` forms) when that is provably the same computation.
//!
//! GA's operations are collective (every process calls them, and they synchronise) while a
//! `upc_forall` is not. So a loop becomes a GA call only where every thread is known to execute
//! it: a statement of `main`'s outermost block that no earlier statement of that block can skip
//! (no `return`, `goto`, label, `exit`-like call, pending `upc_notify` before it). For a correct
//! UPC program the extra synchronisation is not observable: each thread's iterations write only
//! its own elements, which other threads may not read before the next barrier anyway.
//! docs/ga-backend.md, "Idioms", lists the conditions.

use super::Ga;
use crate::backend::analysis::*;
use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::consteval::int_literal;
use crate::sema::types::*;
use pgas_grammar::*;

/// An index bound known alike on every thread: `threads * THREADS + constant`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Bound {
    threads: i128,
    constant: i128,
}

impl Bound {
    const fn new(threads: i128, constant: i128) -> Bound {
        Bound { threads, constant }
    }

    fn minus(self, o: Bound) -> Bound {
        Bound::new(self.threads - o.threads, self.constant - o.constant)
    }

    /// Whether the value is ≥ 0 for every THREADS ≥ 1 (a line: check its start and slope).
    fn never_negative(self) -> bool {
        self.threads >= 0 && self.threads + self.constant >= 0
    }
}

/// `e` as a [`Bound`]: integer literals and `THREADS` combined by `+`, `-`, `*` by a constant.
fn bound_of(e: &Expr, static_threads: Option<u32>) -> Option<Bound> {
    let b = |x: &Expr| bound_of(x, static_threads);
    Some(match &e.kind {
        ExprKind::Int(t) => Bound::new(0, int_literal(t)?),
        ExprKind::Threads => match static_threads {
            Some(n) => Bound::new(0, n.into()),
            None => Bound::new(1, 0),
        },
        ExprKind::Extension(x) => b(x)?,
        ExprKind::Unary(UnaryOp::Plus, x) => b(x)?,
        ExprKind::Unary(UnaryOp::Minus, x) => Bound::new(0, 0).minus(b(x)?),
        ExprKind::Binary(BinaryOp::Add, x, y) => {
            let (x, y) = (b(x)?, b(y)?);
            Bound::new(x.threads + y.threads, x.constant + y.constant)
        }
        ExprKind::Binary(BinaryOp::Sub, x, y) => b(x)?.minus(b(y)?),
        ExprKind::Binary(BinaryOp::Mul, x, y) => {
            let (x, y) = (b(x)?, b(y)?);
            match (x.threads, y.threads) {
                (0, _) => Bound::new(x.constant * y.threads, x.constant * y.constant),
                (_, 0) => Bound::new(x.threads * y.constant, x.constant * y.constant),
                _ => return None,
            }
        }
        _ => return None,
    })
}

/// Calls that end the calling thread (or jump out of `main`).
const ENDS_THREAD: [&str; 7] = [
    "exit",
    "_Exit",
    "quick_exit",
    "abort",
    "upc_global_exit",
    "longjmp",
    "siglongjmp",
];

/// Whether, after this statement of `main`'s outermost block, some thread may not reach the
/// next one, or may be between `upc_notify` and `upc_wait`.
pub(super) fn may_split_threads(s: &Stmt) -> bool {
    fn walk(s: &Stmt) -> bool {
        match &s.kind {
            StmtKind::Return(_)
            | StmtKind::Goto(_)
            | StmtKind::GotoComputed(_)
            | StmtKind::Asm(_)
            | StmtKind::UpcNotify(_)
            | StmtKind::UpcWait(_) => true,
            StmtKind::Labeled { .. } => true,
            StmtKind::Compound(b) => b.items.iter().any(|i| match i {
                BlockItem::Stmt(s) => walk(s),
                BlockItem::FnDef(_) => true,
                _ => false,
            }),
            StmtKind::If { then, els, .. } => walk(then) || els.as_ref().is_some_and(|e| walk(e)),
            StmtKind::Switch { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. } => walk(body),
            StmtKind::For(l) => walk(&l.body),
            StmtKind::UpcForall(l) => walk(&l.body),
            _ => false,
        }
    }
    let mut ends = false;
    visit_exprs_in_stmt(s, &mut |e| {
        if let ExprKind::Call(f, _) = &e.kind {
            if let ExprKind::Ident(i) = &f.kind {
                ends |= ENDS_THREAD.contains(&&*i.name);
            }
        }
    });
    ends || walk(s)
}

/// One operand of an element-wise addition: `factor * x[i]` (no factor: 1; `negate`: −1).
struct Term {
    array: usize,
    factor: Option<Expr>,
    negate: bool,
}

/// The index range of an idiom's loop.
struct Range<'v> {
    var: &'v str,
    lo: Bound,
    hi: Bound,
    /// The counter is declared outside the loop (it holds `hi` afterwards).
    counter_outside: bool,
    /// The array of the affinity expression.
    affinity: usize,
}

/// `{ upc_lock(l); s += x[i] * y[i]; upc_unlock(l); }` (also `s = s + x[i] * y[i]`).
struct DotProduct<'e> {
    x: usize,
    y: usize,
    /// The shared scalar `s`.
    sum: &'e Expr,
    lock: &'e Expr,
    unlock: &'e Expr,
    update: &'e Expr,
}

/// What the loop body does to `a[i]`.
enum Operation {
    /// `a[i] = c`.
    Fill(Expr),
    /// `a[i] *= c`, `a[i] = a[i] * c`, `a[i] = c * a[i]`.
    Scale(Expr),
    /// `a[i] += c`, `a[i] = a[i] + c`, `a[i] = c + a[i]`.
    AddConstant(Expr),
    /// `a[i] = b[i]`.
    Copy(usize),
    /// `a[i] = x[i] + y[i]`, `x[i] - y[i]`, each operand possibly multiplied by a constant.
    Add(Term, Term),
}

impl Lowering<'_, Ga> {
    /// The GA form of a `upc_forall` that is a whole-array or patch operation, or `None`.
    /// Called only for loops that every thread executes (see the module comment).
    pub(super) fn idiom(&mut self, f: &Forall, span: Span) -> Option<Stmt> {
        let var = counter_of_step(f.step.as_ref()?)?;
        // The index range [lo, hi).
        let (lo, counter_outside) = match &f.init {
            ForInit::Expr(e) => match &e.kind {
                ExprKind::Assign(AssignOp::Assign, l, r) if is_ident(l, &var) => (&**r, true),
                _ => return None,
            },
            ForInit::Decl(d) => {
                let DeclarationKind::Normal { declarators, .. } = &d.kind else {
                    return None;
                };
                match declarators.as_slice() {
                    [id] if id.declarator.ident().is_some_and(|i| *i.name == *var) => {
                        match &id.init {
                            Some(Initializer::Expr(e)) => (&**e, false),
                            _ => return None,
                        }
                    }
                    _ => return None,
                }
            }
            ForInit::None => return None,
        };
        let threads = self.options.static_threads;
        let lo = bound_of(lo, threads)?;
        let hi = match &f.cond.as_ref()?.kind {
            ExprKind::Binary(BinaryOp::Lt, l, r) if is_ident(l, &var) => bound_of(r, threads)?,
            ExprKind::Binary(BinaryOp::Le, l, r) if is_ident(l, &var) => {
                let b = bound_of(r, threads)?;
                Bound::new(b.threads, b.constant + 1)
            }
            _ => return None,
        };
        let Affinity::Expr(aff) = &f.affinity else {
            return None;
        };
        let ExprKind::Unary(UnaryOp::AddrOf, aff_elem) = &aff.kind else {
            return None;
        };
        let (aff_array, _) = self.forall_array(aff_elem, &var)?;
        let ExprKind::Index(_, index) = &aff_elem.kind else {
            return None;
        };
        let counter_type = self.ty(index);
        if !matches!(
            counter_type.kind(),
            TypeKind::Int {
                kind: IntKind::Int | IntKind::Long | IntKind::LongLong,
                ..
            }
        ) {
            return None;
        }
        if let Some(dot) = self.dot_product(&f.body, &var) {
            let range = Range {
                var: &var,
                lo,
                hi,
                counter_outside,
                affinity: aff_array,
            };
            return self.dot_idiom(f, span, dot, range);
        }
        // The body: exactly one expression statement.
        let body = match &f.body.kind {
            StmtKind::Expr(Some(e)) => e,
            StmtKind::Compound(b) => match b.items.as_slice() {
                [BlockItem::Stmt(Stmt {
                    kind: StmtKind::Expr(Some(e)),
                    ..
                })] => e,
                _ => return None,
            },
            _ => return None,
        };
        let (target, op) = self.operation(body, &var)?;
        // Every array involved has the layout of the affinity array: same element type, block
        // size and length, so that the same GA coordinates name the same UPC elements.
        let mut arrays = vec![target];
        match &op {
            Operation::Copy(b) => arrays.push(*b),
            Operation::Add(x, y) => arrays.extend([x.array, y.array]),
            _ => {}
        }
        let mut distinct = arrays.clone();
        distinct.sort();
        distinct.dedup();
        if distinct.len() != arrays.len() || !self.same_layout(aff_array, target) {
            return None;
        }
        if arrays.iter().any(|&o| !self.same_layout(target, o)) {
            return None;
        }
        let elem = self.target.objects[target].ty.element().unqualified();
        // The range lies in the array and is not reversed, for every THREADS.
        let count = self.length_bound(target)?;
        if !(lo.never_negative()
            && hi.minus(lo).never_negative()
            && count.minus(hi).never_negative())
        {
            return None;
        }
        let whole = lo == Bound::new(0, 0) && hi == count;
        let original = self.text(body);
        let name = self.target.objects[target].source.clone();
        let mut items = self.ga_call(&op, target, &elem, whole);
        items.extend(counter_outside.then(|| self.counter_after(&var, hi)));
        if whole {
            let note = format!("`{original}` for every element of `{name}`: one GA operation.");
            return Some(whole_operation(&note, items, span));
        }
        // A sub-range: one GA patch when its elements form a rectangle of the GA array (the same
        // columns of every row), else the loop.
        let generic = self.lower_forall(f, span);
        let note = format!(
            "`{original}` for {var} in [{}, {}) of `{name}`: one GA patch operation when those\n   elements are the same columns of every row, else the loop.",
            self.bound_text(lo),
            self.bound_text(hi)
        );
        Some(self.patch_or_loop(&note, items, generic, lo, hi, target, span))
    }

    /// The dot-product body `{ upc_lock(l); s += x[i] * y[i]; upc_unlock(l); }`: `s` a shared
    /// scalar of the element type of `x` and `y`, which is `int` or `long` (integer sums do not
    /// depend on the order of the additions), `l` a variable (the same in both calls).
    fn dot_product<'e>(&self, body: &'e Stmt, var: &str) -> Option<DotProduct<'e>> {
        let StmtKind::Compound(b) = &body.kind else {
            return None;
        };
        let exprs: Vec<&Expr> = b
            .items
            .iter()
            .map(|i| match i {
                BlockItem::Stmt(Stmt {
                    kind: StmtKind::Expr(Some(e)),
                    ..
                }) => Some(e),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let [lock, update, unlock] = exprs.as_slice() else {
            return None;
        };
        let lock_of = |e: &Expr, name: &str| -> Option<Name> {
            let ExprKind::Call(f, args) = &e.kind else {
                return None;
            };
            match (&f.kind, args.as_slice()) {
                (ExprKind::Ident(fi), [arg]) if *fi.name == *name => match &arg.kind {
                    ExprKind::Ident(l) if *l.name != *var => Some(l.name.clone()),
                    _ => None,
                },
                _ => None,
            }
        };
        let l = lock_of(lock, "upc_lock")?;
        if lock_of(unlock, "upc_unlock")? != l {
            return None;
        }
        let ExprKind::Assign(op, sum, rhs) = &update.kind else {
            return None;
        };
        let product = match (op, &rhs.kind) {
            (AssignOp::Add, _) => &**rhs,
            (AssignOp::Assign, ExprKind::Binary(BinaryOp::Add, a, p)) if same_ident(a, sum) => p,
            (AssignOp::Assign, ExprKind::Binary(BinaryOp::Add, p, a)) if same_ident(a, sum) => p,
            _ => return None,
        };
        let ExprKind::Binary(BinaryOp::Mul, px, py) = &product.kind else {
            return None;
        };
        let (x, y) = (self.element_of(px, var)?, self.element_of(py, var)?);
        let ExprKind::Ident(s) = &sum.kind else {
            return None;
        };
        let so = self.object_of(&s.name)?;
        let st = self.ty(sum);
        let elem = self.target.objects[x].ty.element().unqualified();
        let integer = matches!(
            elem.kind(),
            TypeKind::Int {
                kind: IntKind::Int | IntKind::Long,
                signed: true,
            }
        );
        (integer
            && self.same_layout(x, y)
            && st.is_shared()
            && !st.quals().volatile
            && !matches!(self.target.objects[so].ty.kind(), TypeKind::Array(..))
            && st.unqualified() == elem)
            .then_some(DotProduct {
                x,
                y,
                sum,
                lock,
                unlock,
                update,
            })
    }

    /// The dot-product idiom: every thread adds its part of `x[i] * y[i]` to `s` under the lock;
    /// GA's integer dot product gives every process the whole sum, thread 0 adds it to `s` under
    /// the lock, and a barrier makes the sum visible to every thread when it leaves (as if every
    /// thread's updates were done).
    fn dot_idiom(&mut self, f: &Forall, span: Span, d: DotProduct, r: Range) -> Option<Stmt> {
        if !self.same_layout(r.affinity, d.x) {
            return None;
        }
        let count = self.length_bound(d.x)?;
        if !(r.lo.never_negative()
            && r.hi.minus(r.lo).never_negative()
            && count.minus(r.hi).never_negative())
        {
            return None;
        }
        let elem = self.target.objects[d.x].ty.element().unqualified();
        let (whole_fn, patch_fn) = match elem.kind() {
            TypeKind::Int {
                kind: IntKind::Int, ..
            } => ("GA_Idot", "NGA_Idot_patch"),
            _ => ("GA_Ldot", "NGA_Ldot_patch"),
        };
        // The whole GA array is the whole UPC array only without padding at the end of the
        // rows (which other idioms may have written): `k * THREADS` elements in blocks of a
        // divisor of k. Otherwise the patch test decides.
        let no_padding = match (
            self.target.objects[d.x].ty.block_size(),
            self.target.objects[d.x].ty.kind(),
        ) {
            (Some(BlockSize::Const(b)), TypeKind::Array(_, ArrayLen::ThreadsTimes(k)))
                if self.options.static_threads.is_none() =>
            {
                b > 0 && k % b == 0
            }
            _ => false,
        };
        let whole = r.lo == Bound::new(0, 0) && r.hi == count && no_padding;
        let (gx, gy) = (ident_expr(&self.handle(d.x)), ident_expr(&self.handle(d.y)));
        let product = if whole {
            call(whole_fn, vec![gx, gy])
        } else {
            let mut args = vec![gx, no_transpose()];
            args.extend(patch_bounds());
            args.extend([gy, no_transpose()]);
            args.extend(patch_bounds());
            call(patch_fn, args)
        };
        let lock = self.value(d.lock);
        let unlock = self.value(d.unlock);
        let place = self.place(d.sum)?;
        let old = Ga::get(self, &place, span);
        let sum = binary(BinaryOp::Add, old, ident_expr("upcga_dot"));
        let store = Ga::put(self, &place, sum, span);
        let original = self.text(d.update);
        let (xn, yn) = (
            self.target.objects[d.x].source.clone(),
            self.target.objects[d.y].source.clone(),
        );
        // upcga_dot = the dot product; if (MYTHREAD == 0) { lock; s = s + upcga_dot; unlock; }
        let thread_0 = binary(BinaryOp::Eq, ident_expr(Ga::MYTHREAD), int_expr(0));
        let add_once = block_stmt(vec![expr_stmt(lock), expr_stmt(store), expr_stmt(unlock)]);
        let mut items = vec![
            self.local_var(&elem, "upcga_dot", init_expr(product)),
            if_stmt(thread_0, BlockItem::Stmt(add_once), None),
            expr_stmt(call("upcga_barrier", vec![])),
        ];
        items.extend(r.counter_outside.then(|| self.counter_after(r.var, r.hi)));
        let what = format!(
            "`{original}` under the lock for {} in [{}, {}):\n   GA's integer dot product of `{xn}` and `{yn}` (an integer sum does not depend on the order\n   of the additions), added once by thread 0 under the lock",
            r.var,
            self.bound_text(r.lo),
            self.bound_text(r.hi)
        );
        if whole {
            return Some(whole_operation(&format!("{what}."), items, span));
        }
        let generic = self.lower_forall(f, span);
        let note = format!(
            "{what},\n   when those elements are the same columns of every row; else the loop."
        );
        Some(self.patch_or_loop(&note, items, generic, r.lo, r.hi, d.x, span))
    }

    /// `{ /* note */ int upcga_lo[2], upcga_hi[2]; if (upcga_patch(lo, hi, block, upcga_lo,
    /// upcga_hi)) { patch } else generic }`: the GA patch operation when the range's elements
    /// of `target` form a rectangle of its GA array (checked at run time), else the loop.
    #[allow(clippy::too_many_arguments)]
    fn patch_or_loop(
        &self,
        note: &str,
        patch: Vec<BlockItem>,
        generic: Stmt,
        lo: Bound,
        hi: Bound,
        target: usize,
        span: Span,
    ) -> Stmt {
        let two = || ArraySize::Expr(Box::new(int_expr(2)));
        let corners = declarators(
            basic(BasicType::Int),
            vec![
                (array_of(named("upcga_lo"), two()), None),
                (array_of(named("upcga_hi"), two()), None),
            ],
        );
        let block = self.block_expr(target).unwrap_or_else(|| int_expr(0));
        let mut args = vec![self.bound_expr(lo), self.bound_expr(hi), block];
        args.extend(patch_bounds());
        let choose = stmt(
            StmtKind::If {
                cond: call("upcga_patch", args),
                then: Box::new(compound(first_at(patch, span), span)),
                els: Some(Box::new(generic)),
            },
            span,
        );
        let items = vec![
            BlockItem::Stmt(comment_stmt(note)),
            corners,
            BlockItem::Stmt(choose),
        ];
        compound(first_at(items, span), span)
    }

    /// `var = hi;`: what the loop leaves in a counter declared outside it.
    fn counter_after(&self, var: &str, hi: Bound) -> BlockItem {
        expr_stmt(assign(ident_expr(var), self.bound_expr(hi)))
    }

    /// The target array and the operation of a loop body `a[i] op …`, when it is one of the
    /// idioms with exactly C's result in the element type.
    fn operation(&self, body: &Expr, var: &str) -> Option<(usize, Operation)> {
        let ExprKind::Assign(op, lhs, rhs) = &body.kind else {
            return None;
        };
        let target = self.element_of(lhs, var)?;
        let elem = self.target.objects[target].ty.element().unqualified();
        let is = |e: &Expr| self.element_of(e, var) == Some(target);
        let constant = |e: &Expr| -> Option<Expr> {
            (self.invariant(e, var) && self.exact_in(&elem, &self.ty(e))).then(|| e.clone())
        };
        let op = match op {
            AssignOp::Mul => Operation::Scale(constant(rhs)?),
            AssignOp::Add => Operation::AddConstant(constant(rhs)?),
            AssignOp::Assign => match &rhs.kind {
                ExprKind::Binary(BinaryOp::Mul, x, y) if is(x) => Operation::Scale(constant(y)?),
                ExprKind::Binary(BinaryOp::Mul, x, y) if is(y) => Operation::Scale(constant(x)?),
                ExprKind::Binary(BinaryOp::Add, x, y) if is(x) => {
                    Operation::AddConstant(constant(y)?)
                }
                ExprKind::Binary(BinaryOp::Add, x, y) if is(y) => {
                    Operation::AddConstant(constant(x)?)
                }
                ExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), x, y) => {
                    let x = self.term(x, var, &elem)?;
                    let mut y = self.term(y, var, &elem)?;
                    if *op == BinaryOp::Sub {
                        if y.factor.is_some() {
                            return None;
                        }
                        y.negate = true;
                    }
                    Operation::Add(x, y)
                }
                _ => match self.element_of(rhs, var) {
                    Some(b) if b != target => Operation::Copy(b),
                    Some(_) => return None,
                    None => {
                        // A fill: any loop-invariant arithmetic value, converted as C assigns.
                        let t = self.ty(rhs);
                        if !self.invariant(rhs, var) || !t.is_arithmetic() || is_complex(&t) {
                            return None;
                        }
                        Operation::Fill((**rhs).clone())
                    }
                },
            },
            _ => return None,
        };
        Some((target, op))
    }

    /// `x[i]`, `k * x[i]` or `x[i] * k` with `x` of element type `elem`.
    fn term(&self, e: &Expr, var: &str, elem: &Type) -> Option<Term> {
        if let Some(array) = self.element_of(e, var) {
            return Some(Term {
                array,
                factor: None,
                negate: false,
            });
        }
        let ExprKind::Binary(BinaryOp::Mul, x, y) = &e.kind else {
            return None;
        };
        let (array, k) = match (self.element_of(x, var), self.element_of(y, var)) {
            (Some(a), None) => (a, y),
            (None, Some(a)) => (a, x),
            _ => return None,
        };
        (self.invariant(k, var) && self.exact_in(elem, &self.ty(k))).then(|| Term {
            array,
            factor: Some((**k).clone()),
            negate: false,
        })
    }

    /// `a[i]`: the one-dimensional, relaxed shared array `a` of a GA arithmetic element type
    /// (`int`, `long`, `long long`, `float`, `double`).
    fn element_of(&self, e: &Expr, var: &str) -> Option<usize> {
        let (o, at) = self.forall_array(e, var)?;
        let elem = at.element();
        let arithmetic = matches!(
            elem.kind(),
            TypeKind::Int {
                kind: IntKind::Int | IntKind::Long | IntKind::LongLong,
                signed: true,
            } | TypeKind::Float(FloatKind::Float | FloatKind::Double)
        );
        let blocked = matches!(
            at.block_size(),
            Some(BlockSize::Const(_) | BlockSize::Star(_)) | None
        );
        (arithmetic && blocked && !self.is_strict(&at) && !elem.quals().volatile).then_some(o)
    }

    /// Whether a value is the same in every iteration and its evaluation has no effect and
    /// reads no shared data: constants, private scalar variables other than the counter,
    /// `MYTHREAD`, `THREADS`, and arithmetic on them.
    fn invariant(&self, e: &Expr, var: &str) -> bool {
        let mut ok = true;
        visit_exprs_in_expr(e, &mut |x| {
            ok &= match &x.kind {
                ExprKind::Ident(i) => {
                    let t = self.ty(x);
                    *i.name != *var && t.is_arithmetic() && !t.is_shared() && !t.quals().volatile
                }
                ExprKind::Int(_)
                | ExprKind::Float(_)
                | ExprKind::Char(_)
                | ExprKind::Threads
                | ExprKind::MyThread
                | ExprKind::Extension(_)
                | ExprKind::Cast(..)
                | ExprKind::Cond(..)
                | ExprKind::SizeofType(_) => true,
                ExprKind::Unary(op, _) => matches!(
                    op,
                    UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::Not
                ),
                ExprKind::Binary(..) => true,
                _ => false,
            };
        });
        ok
    }

    /// Whether `elem op k` in C is computed in `elem` with `k` converted to `elem` (so that GA's
    /// operation with the constant `(elem)k` gives C's result).
    fn exact_in(&self, elem: &Type, k: &Type) -> bool {
        match (elem.kind(), k.kind()) {
            (
                TypeKind::Float(FloatKind::Double),
                TypeKind::Float(FloatKind::Float | FloatKind::Double),
            ) => true,
            (TypeKind::Float(FloatKind::Float), TypeKind::Float(FloatKind::Float)) => true,
            (TypeKind::Float(FloatKind::Double | FloatKind::Float), _) => k.is_integer(),
            (TypeKind::Int { kind, .. }, TypeKind::Int { kind: kk, signed }) => {
                // A narrower type is promoted without changing signedness of the result; an
                // unsigned one of the same rank would make the operation unsigned.
                kk.rank() < kind.rank() || (kk.rank() == kind.rank() && *signed)
            }
            (TypeKind::Int { .. }, TypeKind::Enum) => true,
            _ => false,
        }
    }

    /// Same element type, block size and number of elements (one dimension each).
    fn same_layout(&self, a: usize, b: usize) -> bool {
        let (ta, tb) = (&self.target.objects[a].ty, &self.target.objects[b].ty);
        ta.element().unqualified() == tb.element().unqualified()
            && same_value(&self.object_block(a), &self.object_block(b))
            && self.length_bound(a).is_some()
            && self.length_bound(a) == self.length_bound(b)
    }

    /// The number of elements of a one-dimensional array object.
    fn length_bound(&self, o: usize) -> Option<Bound> {
        match self.target.objects[o].ty.kind() {
            TypeKind::Array(e, len) if !matches!(e.kind(), TypeKind::Array(..)) => match len {
                ArrayLen::Const(n) => Some(Bound::new(0, (*n).into())),
                ArrayLen::ThreadsTimes(k) => match self.options.static_threads {
                    Some(t) => Some(Bound::new(0, i128::from(*k) * i128::from(t))),
                    None => Some(Bound::new((*k).into(), 0)),
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// A bound as an expression: `k * THREADS + c`.
    fn bound_expr(&self, b: Bound) -> Expr {
        let times = match b.threads {
            0 => return signed(b.constant),
            1 => self.threads_expr(),
            k => binary(BinaryOp::Mul, signed(k), self.threads_expr()),
        };
        match b.constant {
            0 => times,
            c if c < 0 => binary(BinaryOp::Sub, times, int_expr(-c)),
            c => binary(BinaryOp::Add, times, int_expr(c)),
        }
    }

    /// A bound as C text (in comments).
    fn bound_text(&self, b: Bound) -> String {
        self.text(&self.bound_expr(b))
    }

    /// The declarations of the GA call's scalar arguments (in the array's element type, as
    /// GA reads them) and the call, on the whole array or on the patch `upcga_lo`..`upcga_hi`.
    fn ga_call(
        &mut self,
        op: &Operation,
        target: usize,
        elem: &Type,
        whole: bool,
    ) -> Vec<BlockItem> {
        // An array's handle, followed on a patch by the patch's corners.
        let array = |handle: String| {
            let mut args = vec![ident_expr(&handle)];
            if !whole {
                args.extend(patch_bounds());
            }
            args
        };
        let g = self.handle(target);
        let mut items = vec![];
        // `T name = (T)e;` (`-` before with `negate`; 1 without `e`), and `&name`.
        let mut scalar = |l: &mut Self, name: &str, e: Option<&Expr>, negate: bool| -> Expr {
            let v = match e {
                Some(e) => {
                    let v = l.value(e);
                    l.convert(v, e, elem)
                }
                None => int_expr(1),
            };
            let v = match negate {
                true => unary(UnaryOp::Minus, v),
                false => v,
            };
            items.push(l.local_var(elem, name, init_expr(v)));
            unary(UnaryOp::AddrOf, ident_expr(name))
        };
        let operation = match op {
            Operation::Fill(c) | Operation::Scale(c) | Operation::AddConstant(c) => {
                // The scalar's name, GA's call on the whole array and on a patch.
                let (name, on_whole, on_patch) = match op {
                    Operation::Fill(_) => ("upcga_value", "GA_Fill", "NGA_Fill_patch"),
                    Operation::Scale(_) => ("upcga_factor", "GA_Scale", "NGA_Scale_patch"),
                    _ => ("upcga_addend", "GA_Add_constant", "GA_Add_constant_patch"),
                };
                let v = scalar(self, name, Some(c), false);
                let mut args = array(g);
                args.push(v);
                call(if whole { on_whole } else { on_patch }, args)
            }
            Operation::Copy(b) => {
                let src = self.handle(*b);
                match whole {
                    true => call("GA_Copy", vec![ident_expr(&src), ident_expr(&g)]),
                    false => {
                        let mut args = vec![no_transpose()];
                        args.extend(array(src));
                        args.extend(array(g));
                        call("NGA_Copy_patch", args)
                    }
                }
            }
            Operation::Add(x, y) => {
                let alpha = scalar(self, "upcga_alpha", x.factor.as_ref(), x.negate);
                let beta = scalar(self, "upcga_beta", y.factor.as_ref(), y.negate);
                let (gx, gy) = (self.handle(x.array), self.handle(y.array));
                let mut args = vec![alpha];
                args.extend(array(gx));
                args.push(beta);
                args.extend(array(gy));
                args.extend(array(g));
                call(if whole { "GA_Add" } else { "NGA_Add_patch" }, args)
            }
        };
        items.push(expr_stmt(operation));
        items
    }
}

/// The corners of a patch, `upcga_lo, upcga_hi` (set by `upcga_patch`).
fn patch_bounds() -> [Expr; 2] {
    [ident_expr("upcga_lo"), ident_expr("upcga_hi")]
}

/// `'N'`: GA's flag for an array used as it is (not transposed).
fn no_transpose() -> Expr {
    node(ExprKind::Char("'N'".into()), Span::default())
}

/// An integer constant, negative ones as `-n`.
fn signed(n: i128) -> Expr {
    match n < 0 {
        true => unary(UnaryOp::Minus, int_expr(-n)),
        false => int_expr(n),
    }
}

/// `{ /* note */ items }`: a whole-array operation (its block at `span`).
fn whole_operation(note: &str, items: Vec<BlockItem>, span: Span) -> Stmt {
    let mut block = vec![BlockItem::Stmt(comment_stmt(note))];
    block.extend(items);
    Stmt {
        span,
        ..block_stmt(block)
    }
}

/// `{ items… }` at `span`.
fn compound(items: Vec<BlockItem>, span: Span) -> Stmt {
    stmt(StmtKind::Compound(Block { items, span }), span)
}

fn same_ident(a: &Expr, b: &Expr) -> bool {
    matches!((&a.kind, &b.kind), (ExprKind::Ident(x), ExprKind::Ident(y)) if x.name == y.name)
}

fn is_complex(t: &Type) -> bool {
    matches!(t.kind(), TypeKind::Complex(_))
}
