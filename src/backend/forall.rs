//! `upc_forall`, classified once for both UPC backends.
//!
//! A `upc_forall (init; cond; step; affinity) body` runs `body` for the iterations whose
//! affinity is this thread (UPC 1.3 §6.6.2). How a loop gets there depends only on the loop's
//! shape and on the types of the program, not on the target, so the decision is made here, in
//! [`Lowering::classify_forall`], and the C loop is built here too, in
//! [`Lowering::lower_forall`]. A target implements the few `upc_forall` primitives of [`Target`]:
//! how to name an array it can walk locally, the address of an element it knows to be local,
//! its spelling of `MYTHREAD` and `upc_threadof`, and where it keeps the state the expression
//! lowering reads (the nesting stack and the local substitutions).
//!
//! # The forms ([`ForallForm`])
//!
//! - **[`ForallForm::Every`]**: a forall with affinity `continue` (or none), or one lexically
//!   inside another forall that has an affinity, runs every iteration: a plain `for`.
//! - **[`ForallForm::Tested`]**: any other affinity (an integer expression, a
//!   pointer-to-shared, `&a[f(i)]` …): every thread runs the whole iteration space and skips the
//!   iterations whose affinity test fails — `affinity % THREADS == MYTHREAD` for an integer
//!   (in C's sense of `%` on the value converted, see `integer_affinity_test`),
//!   `upc_threadof(affinity) == MYTHREAD` for an address.
//! - **[`ForallForm::Stepped`]**: the counter `i` steps by one (`i++`, `++i`, `i += 1`,
//!   `i = i + 1`), the condition is `i < E` or `i <= E` with `E` free of side effects, the body
//!   never assigns `i` (nor takes its address), `i` is an integer, and the affinity is `i` (block
//!   size 1) or `&a[i]` with `a` a one-dimensional shared array of definite block size (a
//!   constant, `[*]`, or a block size computed at run time that the backend can walk): the
//!   counter jumps from one of this thread's indices to the next (`*_forall_first`,
//!   `*_forall_next` of the runtime), so the loop never visits another thread's iterations.
//! - **[`ForallForm::Walk`]**: a `Stepped` loop over `&a[i]` whose body reads or writes `a[i]`,
//!   where `a` has no pointer-to-shared elements, is not strict (a strict access is a fence on
//!   each side, never a plain load or store) and the body has no `break` (nor `goto`, `asm`)
//!   leaving it: the loop also walks this thread's elements through local pointers. Every
//!   array of the same block size indexed by `i` in the body gets one too; `a[i]` becomes
//!   `*local` (the backend's expression lowering reads [`Target::local_subst`]).
//!
//! # Nesting at run time
//!
//! A forall with an affinity saves the runtime's `*_forall_control` flag in a numbered local
//! (`*_nestedN`) and sets it; a forall reached while the flag is set (called from inside
//! another forall) runs every iteration. `Stepped` and `Walk` keep the generic loop for that
//! case: `Stepped` by its step (`i = nested ? i + 1 : next(i)`), `Walk` by choosing between the
//! generic loop and the local walk once. `return` inside restores the flag first
//! ([`Lowering::leave_foralls`]); `continue` runs the step; `break` leaves the loop and
//! then the flag is restored by the statement after it.
//!
//! # The local walk's loops (vectorizable at `-O2`)
//!
//! GCC vectorizes at `-O2` (its "very cheap" cost model) only loops whose trip count is a known
//! constant and that need no run-time alias check. So the walk is emitted as:
//!
//! - **blocked** (block size `B` > 1): for each of this thread's blocks, the run's end
//!   `stop = min(block end, bound)`; a whole block (`stop - i == B`) runs a loop of exactly `B`
//!   iterations, a partial block (the first one entered in the middle, the last one cut by the
//!   bound) the loop up to `stop`; when the body reads neighbours `a[i ± k]` of the walked
//!   arrays and `B` is a constant larger than twice their reach, a whole block runs as three
//!   loops: its first `back` and last `ahead` iterations test each neighbour against the block
//!   (another thread's element is read by the generic access), the interior between them
//!   (`Core::local_interior`) reads `pointer[±k]` directly, with a constant trip count and
//!   `#pragma GCC ivdep` when, besides those reads, the iterations are independent and the
//!   arrays read as neighbours are not written; when the body tests the counter against a
//!   value it does not change (`i > 0 ? p[i - 1] : 0.0`, `i < n - 1`: `counter_tests`), the
//!   interior has a second copy with those tests as `1`, run when they hold at its first and
//!   last iteration (a test `i < E` is monotone in `i`: then it holds at every iteration
//!   between), so that GCC sees plain loads, not conditional ones, and vectorizes it;
//! - **cyclic** (`B` = 1): this thread's elements are consecutive in its memory; their count
//!   is computed once, then chunks of [`CHUNK`] iterations and the remainder.
//!
//! The local pointers advance with the counter (no pointer-to-shared arithmetic in the inner
//! loop). When the body's iterations are independent in memory ([`independent_iterations`]:
//! no calls, no pointer dereference, no address taken, stores only to the walked elements and
//! to the function's own automatic variables), the constant-trip loop gets
//! `#pragma GCC ivdep`, so that GCC needs no alias check between the arrays or against
//! variables the body reads. Without a usable bound (`i < E` with `E` changed by the body) the
//! walk tests the condition at every element, as before.

use crate::backend::analysis::*;
use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;
use ranges::WalkRange;

/// Iterations per chunk of the cyclic walk's constant-trip loop: a multiple of every vector
/// length of the element types (16 chars in 16 bytes, 32 in 32).
pub(crate) const CHUNK: u32 = 64;

/// How a `upc_forall` runs (see the module documentation).
pub(crate) enum ForallForm<A> {
    /// Every iteration runs: no affinity, or inside another forall (`nested`).
    Every { nested: bool },
    /// Every iteration is visited; those with another thread's affinity are skipped.
    Tested,
    /// The counter visits only this thread's indices, block by block.
    Stepped { var: Name, block: Expr },
    /// [`ForallForm::Stepped`] plus the walk through local pointers.
    Walk(LocalWalk<A>),
}

/// A forall over this thread's elements through local pointers.
pub(crate) struct LocalWalk<A> {
    /// The loop counter.
    pub var: Name,
    /// The block size of the walk in elements (the constant 1: cyclic).
    pub block: Expr,
    /// The arrays walked: the affinity's first, then every array of the same block size the
    /// body indexes by the counter.
    pub arrays: Vec<(A, Type)>,
    /// `i < E` (`false`) or `i <= E` (`true`) with `E` unchanged by the body: the walk's bound.
    pub limit: Option<(Expr, bool)>,
    /// Whether the iterations are independent in memory (`#pragma GCC ivdep`).
    pub independent: bool,
    /// Under `--checks=races`: the ranges each run of the walk logs (forall/ranges.rs).
    pub ranges: Option<Vec<WalkRange>>,
}

/// The lowering of `upc_forall` (see the module documentation).
impl<'a, T: Target> Lowering<'a, T> {
    /// `x` is `a[var]` with `a` a named one-dimensional shared array: `a` and its type.
    pub(crate) fn forall_array(&self, x: &Expr, var: &str) -> Option<(T::Array, Type)> {
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
        Some((T::array_named(self, &name.name)?, at))
    }

    /// `a[i]` inside a walk over `&a[i]`: the local element.
    pub(crate) fn local_element(&mut self, e: &Expr) -> Option<Expr> {
        let ExprKind::Index(a, i) = &e.kind else {
            return None;
        };
        let (ExprKind::Ident(x), ExprKind::Ident(y)) = (&a.kind, &i.kind) else {
            return None;
        };
        let o = T::array_named(self, &x.name)?;
        let (_, _, pointer) = self
            .target
            .local_subst()
            .iter()
            .find(|(arr, var, _)| *arr == o && y.name == *var)?;
        let element = unary(UnaryOp::Deref, ident_expr(pointer));
        Some(Expr {
            span: e.span,
            ..element
        })
    }

    /// `a[i + k]` (`k` a small constant) read inside a walk by blocks: the local element when
    /// it lies in the current block, else the generic read.
    pub(crate) fn local_neighbour(&mut self, e: &Expr) -> Option<Expr> {
        self.core.local_block.as_ref()?;
        let (x, v, k) = neighbour_index(e)?;
        let o = T::array_named(self, &x.name)?;
        let (_, _, pointer) = self
            .target
            .local_subst()
            .iter()
            .find(|(arr, var, _)| *arr == o && v.name == *var)?
            .clone();
        let (lo, hi) = self.core.local_block.clone()?;
        if self.core.local_interior {
            // The interior of a whole block: `i ± k` is in the block.
            let local = subscript(ident_expr(&pointer), neighbour_offset(k));
            return Some(Expr {
                span: e.span,
                ..local
            });
        }
        let saved = std::mem::take(self.target.local_subst());
        let block = self.core.local_block.take();
        let generic = self.value(e);
        *self.target.local_subst() = saved;
        self.core.local_block = block;
        // i ± k >= lo && i ± k < hi ? pointer[±k] : generic
        let step = if k < 0 { BinaryOp::Sub } else { BinaryOp::Add };
        let offset = neighbour_offset(k);
        let index = || binary(step, ident_expr(&v.name), int_expr(k.abs()));
        let inside = binary(
            BinaryOp::LogAnd,
            binary(BinaryOp::Ge, index(), ident_expr(&lo)),
            binary(BinaryOp::Lt, index(), ident_expr(&hi)),
        );
        let local = subscript(ident_expr(&pointer), offset);
        Some(Expr {
            span: e.span,
            ..cond_expr(inside, local, generic)
        })
    }

    /// `Lowering::forall_local_element`: the local element (and with `neighbours`, `a[i ± k]`).
    pub(crate) fn forall_local_element(&mut self, e: &Expr, neighbours: bool) -> Option<Expr> {
        let local = self.local_element(e);
        let local = if neighbours {
            local.or_else(|| self.local_neighbour(e))
        } else {
            local
        };
        local
            .or_else(|| self.row_element(e, neighbours))
            .or_else(|| self.gathered_element(e))
    }

    /// How far back and ahead the body of a walk reads neighbours `a[var ± k]` of the walked
    /// arrays (see `local_neighbour`), and whether those arrays are never written in the body.
    fn neighbour_reach(
        &self,
        body: &Stmt,
        arrays: &[(T::Array, Type)],
        var: &str,
    ) -> (u64, u64, bool) {
        let (mut back, mut ahead, mut unwritten) = (0u64, 0u64, true);
        let mut read = vec![];
        visit_exprs_in_stmt(body, &mut |e| {
            let Some((x, v, k)) = neighbour_index(e) else {
                return;
            };
            let Some(a) = T::array_named(self, &x.name) else {
                return;
            };
            if *v.name == *var && arrays.iter().any(|(b, _)| *b == a) {
                back = back.max((-k).max(0) as u64);
                ahead = ahead.max(k.max(0) as u64);
                read.push(a);
            }
        });
        visit_exprs_in_stmt(body, &mut |e| {
            if let ExprKind::Assign(_, l, _)
            | ExprKind::Unary(
                UnaryOp::PreInc | UnaryOp::PostInc | UnaryOp::PreDec | UnaryOp::PostDec,
                l,
            ) = &e.kind
            {
                if let ExprKind::Index(a, _) = &l.kind {
                    if let ExprKind::Ident(x) = &a.kind {
                        unwritten &=
                            T::array_named(self, &x.name).is_none_or(|a| !read.contains(&a));
                    }
                }
            }
        });
        (back, ahead, unwritten)
    }

    /// The comparisons `var < E`, `var <= E`, `var > E`, `var >= E` (or `E` first) in a walk's
    /// body whose `E` is built of integer constants, `+`, `-`, `*` and the function's own
    /// variables (whose address is never taken) that the body does not assign, `var` and `E`
    /// both signed or both unsigned integers, the body declaring none of their names, calling
    /// nothing and storing only to shared objects and to variables by name: each
    /// test, its operator, whether the counter is its left operand, and `E`. As the counter
    /// steps by one, such a test is monotone in it: true at two values, true between them.
    fn counter_tests(&self, body: &Stmt, var: &str) -> Vec<(ExprId, BinaryOp, bool, Expr)> {
        let declared = declared_names(body);
        // Nothing in the body may change a variable by another way than its name: no call, no
        // store through a private pointer (a file-scope variable could share a local's name).
        let mut only_named = true;
        visit_exprs_in_stmt(body, &mut |x| {
            only_named &= !matches!(
                x.kind,
                ExprKind::Call(..) | ExprKind::StmtExpr(_) | ExprKind::Raw(_)
            ) && written_operand(x).is_none_or(|l| {
                self.ty(l).is_shared()
                    || matches!(l.kind, ExprKind::Ident(_))
                        && !matches!(x.kind, ExprKind::Unary(UnaryOp::AddrOf, _))
            });
        });
        if !only_named || declared.iter().any(|n| **n == *var) {
            return vec![];
        }
        let signed = |e: &Expr| match self.ty(e).kind() {
            TypeKind::Int { signed, .. } => Some(*signed),
            _ => None,
        };
        let invariant = |e: &Expr| {
            let mut ok = !changed_by(body, e);
            visit_exprs_in_expr(e, &mut |x| {
                ok &= match &x.kind {
                    ExprKind::Ident(i) => {
                        *i.name != *var
                            && self.core.function_locals.contains(&i.name)
                            && !declared.contains(&i.name)
                            && !self.ty(x).is_shared()
                    }
                    ExprKind::Int(_) => true,
                    ExprKind::Binary(BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul, ..) => true,
                    ExprKind::Unary(UnaryOp::Minus, _) => true,
                    _ => false,
                };
            });
            ok
        };
        let mut out = vec![];
        visit_exprs_in_stmt(body, &mut |e| {
            let ExprKind::Binary(
                op @ (BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge),
                a,
                b,
            ) = &e.kind
            else {
                return;
            };
            let (counter, bound, counter_left) = match (is_ident(a, var), is_ident(b, var)) {
                (true, false) => (a, b, true),
                (false, true) => (b, a, false),
                _ => return,
            };
            if e.id != ExprId(u32::MAX)
                && invariant(bound)
                && signed(counter).is_some_and(|s| signed(bound) == Some(s))
            {
                out.push((e.id, *op, counter_left, (**bound).clone()));
            }
        });
        out
    }

    /// A `return` inside a `upc_forall` first clears the nesting flag the loop set.
    pub(crate) fn leave_foralls(&mut self, kind: StmtKind, span: Span) -> Stmt {
        let Some(Some(saved)) = self.core.foralls.iter().find(|f| f.is_some()).cloned() else {
            return stmt(kind, span);
        };
        let control = ident_expr(&prefixed(T::PREFIX, "forall_control"));
        let restore = at_span(expr_stmt(assign(control, ident_expr(&saved))), span);
        compound(vec![restore, BlockItem::Stmt(stmt(kind, span))], span)
    }

    /// The block size a loop over `at` walks by, when it can visit only this thread's
    /// elements: a constant or `[*]` block size, or the walk block of an array whose block
    /// size is computed at run time (when the backend made one).
    pub(crate) fn forall_block(&mut self, at: &Type) -> Option<Expr> {
        match at.block_size() {
            Some(BlockSize::Const(_)) | Some(BlockSize::Star(_)) => Some(self.block_elems_expr(at)),
            Some(BlockSize::Runtime(key)) => {
                self.core.dyn_arrays.walk_block(key).map(|v| ident_expr(v))
            }
            _ => None,
        }
    }

    /// The form of a forall (see [`ForallForm`]); `nested`: lexically inside a forall with an
    /// affinity.
    pub(crate) fn classify_forall(&mut self, f: &Forall, nested: bool) -> ForallForm<T::Array> {
        let Affinity::Expr(aff) = &f.affinity else {
            return ForallForm::Every { nested };
        };
        if nested {
            return ForallForm::Every { nested };
        }
        let Some((var, block)) = self.local_iteration(f, aff) else {
            return ForallForm::Tested;
        };
        match self.local_walk(f, aff, &var, &block) {
            Some(w) => ForallForm::Walk(w),
            None => ForallForm::Stepped { var, block },
        }
    }

    /// The counter and block size of a loop that can visit only this thread's indices.
    pub(crate) fn local_iteration(&mut self, f: &Forall, aff: &Expr) -> Option<(Name, Expr)> {
        let var = counter_of_step(f.step.as_ref()?)?;
        let cond = f.cond.as_ref()?;
        let counter_type = match &cond.kind {
            ExprKind::Binary(BinaryOp::Lt | BinaryOp::Le, l, r)
                if is_ident(l, &var) && !has_side_effects(r) =>
            {
                self.ty(l)
            }
            _ => return None,
        };
        if assigns(&f.body, &var) || !counter_type.is_integer() {
            return None;
        }
        let block = match &aff.kind {
            ExprKind::Ident(i) if *i.name == *var => {
                self.ty(aff).is_integer().then(|| int_expr(1))?
            }
            ExprKind::Unary(UnaryOp::AddrOf, x) => match self.forall_array(x, &var) {
                Some((_, at)) => self.forall_block(&at)?,
                None => self.rows_per_block(x, &var)?,
            },
            _ => return None,
        };
        Some((var, block))
    }

    /// A [`LocalWalk`] for a stepped loop over `&a[var]` whose body uses `a[var]`.
    pub(crate) fn local_walk(
        &mut self,
        f: &Forall,
        aff: &Expr,
        var: &Name,
        block: &Expr,
    ) -> Option<LocalWalk<T::Array>> {
        if T::local_walk_off(self) {
            return None;
        }
        let ExprKind::Unary(UnaryOp::AddrOf, x) = &aff.kind else {
            return None;
        };
        let (array, at) = self.forall_array(x, var)?;
        if !self.walkable(&at) || breaks_out(&f.body) {
            return None;
        }
        let mut indexed = vec![];
        visit_exprs_in_stmt(&f.body, &mut |e| {
            if let Some(a) = self.forall_array(e, var) {
                indexed.push(a);
            }
        });
        if !indexed.iter().any(|(a, _)| *a == array) {
            return None;
        }
        // The affinity array, and every array of the same block size indexed by the counter:
        // their elements `[i]` are at the same position of this thread's memory.
        let mut arrays = vec![(array, at)];
        for (a, t) in indexed {
            if !arrays.iter().any(|(b, _)| *b == a)
                && self.walkable(&t)
                && self.forall_block(&t).is_some_and(|b| same_value(&b, block))
            {
                arrays.push((a, t));
            }
        }
        let limit = f.cond.as_ref().and_then(|c| match &c.kind {
            ExprKind::Binary(op @ (BinaryOp::Lt | BinaryOp::Le), _, bound)
                if !changed_by(&f.body, bound) =>
            {
                Some(((**bound).clone(), *op == BinaryOp::Le))
            }
            _ => None,
        });
        // Under `--checks=races` the walk logs a range per run of each array it keeps.
        let ranges = match self.options.races {
            true => {
                let (keep, ranges) = self.race_walk_ranges(&f.body, &arrays, var)?;
                let mut keep = keep.into_iter();
                arrays.retain(|_| keep.next().unwrap_or(false));
                Some(ranges)
            }
            false => None,
        };
        let independent = self.independent_iterations(&f.body, &arrays, var, false);
        Some(LocalWalk {
            var: var.clone(),
            block: block.clone(),
            arrays,
            limit,
            independent,
            ranges,
        })
    }

    /// Whether an array's elements may be read and written through a local pointer.
    pub(crate) fn walkable(&self, at: &Type) -> bool {
        !at.element().unqualified().is_pointer_to_shared() && !self.is_strict(at)
    }

    /// Whether the iterations of a walk's body touch memory only through the walked elements
    /// `a[var]` and the function's own automatic variables (whose address is never taken):
    /// no call, no `*p`, `p->m`, `&x`, no index of a pointer or of another shared array, no
    /// declaration, no store to anything else. Then GCC may run them as vector lanes.
    pub(crate) fn independent_iterations(
        &self,
        body: &Stmt,
        arrays: &[(T::Array, Type)],
        var: &str,
        neighbours: bool,
    ) -> bool {
        if !plain_statements(body) || !self.core.function_locals.contains(var) {
            return false;
        }
        let walked = |e: &Expr| {
            self.forall_array(e, var)
                .is_some_and(|(a, _)| arrays.iter().any(|(b, _)| *b == a))
        };
        let mut ok = true;
        visit_exprs_in_stmt(body, &mut |e| {
            ok &= match &e.kind {
                ExprKind::Index(b, _) => {
                    let t = self.ty(b);
                    walked(e)
                        || (matches!(t.kind(), TypeKind::Array(..)) && !t.is_shared())
                        || neighbours
                            && neighbour_index(e).is_some_and(|(x, v, _)| {
                                *v.name == *var
                                    && T::array_named(self, &x.name)
                                        .is_some_and(|a| arrays.iter().any(|(b, _)| *b == a))
                            })
                }
                ExprKind::Assign(_, l, _)
                | ExprKind::Unary(
                    UnaryOp::PreInc | UnaryOp::PostInc | UnaryOp::PreDec | UnaryOp::PostDec,
                    l,
                ) => {
                    walked(l)
                        || matches!(&l.kind, ExprKind::Ident(i)
                            if self.core.function_locals.contains(&i.name)
                                && !self.ty(l).is_shared())
                }
                ExprKind::Unary(UnaryOp::Deref | UnaryOp::AddrOf, _) => false,
                ExprKind::Member { arrow, .. } => !arrow,
                ExprKind::Ident(_)
                | ExprKind::Int(_)
                | ExprKind::Float(_)
                | ExprKind::Char(_)
                | ExprKind::Unary(..)
                | ExprKind::Binary(..)
                | ExprKind::Cast(..)
                | ExprKind::Cond(..)
                | ExprKind::Comma(..)
                | ExprKind::SizeofType(_)
                | ExprKind::SizeofExpr(_)
                | ExprKind::UpcSizeof(..)
                | ExprKind::Threads
                | ExprKind::MyThread => true,
                _ => false,
            };
        });
        ok
    }

    /// `upc_forall`: the loop of its form.
    pub(crate) fn lower_forall(&mut self, f: &Forall, span: Span) -> Stmt {
        let nested = self.core.foralls.iter().any(Option::is_some);
        self.enter_scope();
        let init = self.for_init(&f.init);
        let cond = f.cond.as_ref().map(|c| self.cond(c));
        let form = self.classify_forall(f, nested);
        if let ForallForm::Every { nested } = form {
            self.core.foralls.push(nested.then(|| "0".to_string()));
            let body = self.stmt(&f.body);
            self.core.foralls.pop();
            let step = f.step.as_ref().map(|c| self.effect(c));
            self.leave_scope();
            return for_loop(init, cond, step, body, span);
        }
        let p = T::PREFIX;
        let [saved] = self.core.names.numbered([&prefixed(p, "nested")]);
        let control = || ident_expr(&prefixed(p, "forall_control"));
        let mut items = vec![
            at_span(
                local_decl(basic(BasicType::Int), named(&saved), init_expr(control())),
                span,
            ),
            expr_stmt(assign(control(), int_expr(1))),
        ];
        let leave = at_span(expr_stmt(assign(control(), ident_expr(&saved))), span);
        match form {
            ForallForm::Every { .. } => unreachable!("returned above"),
            ForallForm::Walk(w) => {
                // The initialization once, then the generic loop or the walk.
                items.extend(init_item(init, span));
                let choose = self.forall_walk(f, cond, &saved, w, span);
                items.push(BlockItem::Stmt(choose));
            }
            ForallForm::Stepped { var, block } => {
                self.core.foralls.push(Some(saved.clone()));
                let body = self.forall_body(f);
                self.core.foralls.pop();
                let v = || ident_expr(&var);
                // i = nested ? i + 1 : next(i, B)
                let step = assign(
                    v(),
                    cond_expr(
                        ident_expr(&saved),
                        binary(BinaryOp::Add, v(), int_expr(1)),
                        call(&prefixed(p, "forall_next"), vec![v(), block.clone()]),
                    ),
                );
                // The first index of this thread, before the first test of the condition.
                let first = if_stmt(
                    unary(UnaryOp::Not, ident_expr(&saved)),
                    expr_stmt(assign(
                        v(),
                        call(&prefixed(p, "forall_first"), vec![v(), block]),
                    )),
                    None,
                );
                items.extend(init_item(init, span));
                items.push(at_span(first, span));
                items.push(BlockItem::Stmt(for_loop(
                    ForInit::None,
                    cond,
                    Some(step),
                    body,
                    span,
                )));
            }
            ForallForm::Tested => {
                self.core.foralls.push(Some(saved.clone()));
                let body = self.forall_body(f);
                self.core.foralls.pop();
                let Affinity::Expr(aff) = &f.affinity else {
                    unreachable!("a tested forall has an affinity")
                };
                let test = self.affinity_test(aff);
                // if (!nested && !(affinity test)) continue;
                let skip = binary(
                    BinaryOp::LogAnd,
                    unary(UnaryOp::Not, ident_expr(&saved)),
                    unary(UnaryOp::Not, test),
                );
                let guard = at_span(
                    if_stmt(
                        skip,
                        BlockItem::Stmt(stmt(StmtKind::Continue, Span::default())),
                        None,
                    ),
                    span,
                );
                let body = compound(vec![guard, BlockItem::Stmt(body)], span);
                let step = f.step.as_ref().map(|c| self.effect(c));
                items.push(BlockItem::Stmt(for_loop(init, cond, step, body, span)));
            }
        }
        self.leave_scope();
        items.push(leave);
        compound(items, span)
    }

    /// Whether an iteration has affinity to this thread.
    pub(crate) fn affinity_test(&mut self, aff: &Expr) -> Expr {
        let t = self.ty(aff).decay();
        let v = self.value(aff);
        let me = raw(T::MYTHREAD.into(), Span::default());
        let thread = if t.is_pointer_to_shared() {
            T::threadof(self, &t, v)
        } else {
            integer_affinity(v, &t, &|| self.threads_expr())
        };
        binary(BinaryOp::Eq, thread, me)
    }

    /// The walk: when nested in another forall at run time every iteration runs through the
    /// generic loop; otherwise the loop walks this thread's blocks (see the module
    /// documentation for the loops' shape).
    pub(crate) fn forall_walk(
        &mut self,
        f: &Forall,
        cond: Option<Expr>,
        saved: &str,
        w: LocalWalk<T::Array>,
        span: Span,
    ) -> Stmt {
        let p = T::PREFIX;
        let var = w.var.to_string();
        let v = || ident_expr(&var);
        let block = w.block.clone();
        let cyclic = is_one(&block);
        let pointers: Vec<String> = w
            .arrays
            .iter()
            .map(|(a, _)| {
                let s = T::array_source(self, a);
                self.core.names.fixed(&format!("{p}_local_{s}"))
            })
            .collect();
        // T *p_local_a = (local address of a[i]);
        let mut decls = vec![];
        for ((a, t), n) in w.arrays.iter().zip(&pointers) {
            let elem = t.element().unqualified();
            let addr = T::local_address(self, a, t, &var, &block);
            let (s, d) = self.typed(&elem, pointer_to(named(n), vec![]));
            decls.push(local_decl(s, d, init_expr(addr)));
        }
        // A step of the counter, then `p_local_a++` for every pointer.
        let advance = |step: Expr| {
            pointers.iter().fold(step, |s, n| {
                comma(s, unary(UnaryOp::PostInc, ident_expr(n)))
            })
        };
        let [lo, hi, stop, bound, k, count, threads] = [
            "block_lo", "block_hi", "stop", "bound", "k", "count", "nthreads",
        ]
        .map(|s| self.core.names.fixed(&prefixed(p, s)));
        self.core.foralls.push(Some(saved.to_string()));
        let generic_body = self.stmt(&f.body);
        {
            let subst = w
                .arrays
                .iter()
                .zip(&pointers)
                .map(|((a, _), n)| (a.clone(), w.var.clone(), n.clone()))
                .collect();
            *self.target.local_subst() = subst;
            // (Under `--checks=races` the neighbours `a[i ± k]` keep the checked access.)
            if !cyclic && w.ranges.is_none() {
                self.core.local_block = Some((lo.clone(), hi.clone()));
            }
        }
        let rest_body = self.stmt(&f.body);
        let full_body = w.limit.is_some().then(|| self.stmt(&f.body));
        // A whole block whose body reads neighbours `a[i ± k]`: its first `back` and last
        // `ahead` iterations keep the test of each neighbour against the block, the others
        // (the interior, a constant trip count) read them as plain local elements.
        let peel = match (
            &block.kind,
            w.limit.is_some() && !cyclic && w.ranges.is_none(),
        ) {
            (ExprKind::Int(n), true) => {
                let n: u64 = n.parse().unwrap_or(0);
                let (back, ahead, unwritten) = self.neighbour_reach(&f.body, &w.arrays, &var);
                (back + ahead > 0 && n > 2 * (back + ahead)).then_some((back, n - ahead, unwritten))
            }
            _ => None,
        };
        let interior = peel.map(|(from, to, unwritten)| {
            self.core.local_interior = true;
            let body = self.stmt(&f.body);
            // The body's tests of the counter against values it does not change, once more
            // with the tests as `1`, for when they hold at the interior's first and last
            // iteration (then at every one between).
            let tests = self.counter_tests(&f.body, &var);
            let folded = (!tests.is_empty()).then(|| {
                let last = binary(BinaryOp::Add, v(), int_expr(to - from - 1));
                let mut guard: Option<Expr> = None;
                for (_, op, counter_left, bound) in &tests {
                    let (op, counter_left, bound) = (*op, *counter_left, self.value(bound));
                    for at in [v(), last.clone()] {
                        let test = if counter_left {
                            binary(op, at, bound.clone())
                        } else {
                            binary(op, bound.clone(), at)
                        };
                        guard = Some(match guard.take() {
                            Some(g) => binary(BinaryOp::LogAnd, g, test),
                            None => test,
                        });
                    }
                }
                self.core.true_tests = tests.iter().map(|t| t.0).collect();
                let folded_body = self.stmt(&f.body);
                self.core.true_tests.clear();
                (guard.expect("a test"), folded_body)
            });
            self.core.local_interior = false;
            let independent =
                unwritten && self.independent_iterations(&f.body, &w.arrays, &var, true);
            (from, to, independent, body, folded)
        });
        {
            self.target.local_subst().clear();
            self.core.local_block = None;
        }
        self.core.foralls.pop();
        let limit = w.limit.as_ref().map(|(e, inclusive)| {
            let v = self.value(e);
            if *inclusive {
                binary(BinaryOp::Add, v, int_expr(1))
            } else {
                v
            }
        });
        // Under `--checks=races`: the counter where a run starts, and the ranges it walked,
        // logged after it.
        let run_start = self.core.names.fixed(&prefixed(p, "run_start"));
        let run_checks = w.ranges.as_ref().map(|r| {
            let by = cyclic.then_some(threads.as_str());
            self.race_walk_checks(r, &w.var, &run_start, by, span)
        });
        let start_decl = || longs(vec![(&run_start, Some(v()))]);
        let walk_cond = cond.clone().unwrap_or_else(|| int_expr(1));
        let step = f.step.as_ref().map(|c| self.effect(c));
        let generic = for_loop(ForInit::None, cond, step, generic_body, span);
        let name = T::array_source(self, &w.arrays[0].0);
        let ivdep = |lp: Stmt| with_ivdep(lp, w.independent, span);
        let id = |n: &str| ident_expr(n);
        let loop_item = |init: Option<Expr>, cond: Expr, step: Expr, body: Stmt| {
            let init = init.map_or(ForInit::None, ForInit::Expr);
            BlockItem::Stmt(for_loop(init, Some(cond), Some(step), body, span))
        };
        let first = |b: Expr| assign(v(), call(&prefixed(p, "forall_first"), vec![v(), b]));
        let walk = if cyclic {
            // Cyclic: this thread's elements are every THREADS-th, consecutive in its memory.
            // THREADS is read once (a call of some runtimes would keep GCC from vectorizing).
            let th = || id(&threads);
            let step_th = || assign_op(AssignOp::Add, v(), th());
            let mut head = vec![
                BlockItem::Stmt(comment_stmt(&format!(
                    "This thread's elements of `{name}`, through local pointers."
                ))),
                expr_stmt(first(int_expr(1))),
            ];
            head.extend(decls);
            head.push(longs(vec![(&threads, Some(self.threads_expr()))]));
            if run_checks.is_some() {
                head.push(start_decl());
            }
            let mut walk = first_at(head, span);
            match (limit, full_body) {
                (Some(limit), Some(full_body)) => {
                    // Their count, then chunks of a constant trip count and the remainder:
                    // count = i < bound ? (bound - i + nthreads - 1) / nthreads : 0
                    let ahead = binary(BinaryOp::Sub, id(&bound), v());
                    let up = binary(
                        BinaryOp::Sub,
                        binary(BinaryOp::Add, ahead, th()),
                        int_expr(1),
                    );
                    let n = cond_expr(
                        binary(BinaryOp::Lt, v(), id(&bound)),
                        binary(BinaryOp::Div, up, th()),
                        int_expr(0),
                    );
                    walk.extend(first_at(
                        vec![
                            longs(vec![(&bound, Some(limit))]),
                            longs(vec![(&count, Some(n))]),
                            longs(vec![(&k, None)]),
                        ],
                        span,
                    ));
                    let chunk = ivdep(for_loop(
                        ForInit::Expr(assign(id(&k), int_expr(0))),
                        Some(binary(BinaryOp::Lt, id(&k), int_expr(CHUNK))),
                        Some(advance(comma(unary(UnaryOp::PostInc, id(&k)), step_th()))),
                        full_body,
                        span,
                    ));
                    walk.push(loop_item(
                        None,
                        binary(BinaryOp::Ge, id(&count), int_expr(CHUNK)),
                        assign_op(AssignOp::Sub, id(&count), int_expr(CHUNK)),
                        chunk,
                    ));
                    walk.push(loop_item(
                        None,
                        binary(BinaryOp::Gt, id(&count), int_expr(0)),
                        advance(comma(unary(UnaryOp::PostDec, id(&count)), step_th())),
                        rest_body,
                    ));
                }
                _ => walk.push(loop_item(None, walk_cond, advance(step_th()), rest_body)),
            }
            walk.extend(run_checks);
            walk
        } else {
            // Blocked: the rest of each own block is contiguous in this thread's memory. The
            // end of the run: the end of the block or the loop's bound, whichever is first.
            // long lo = i - i % B, hi = lo + B;
            let bounds = longs(vec![
                (
                    &lo,
                    Some(binary(
                        BinaryOp::Sub,
                        v(),
                        binary(BinaryOp::Rem, v(), block.clone()),
                    )),
                ),
                (&hi, Some(binary(BinaryOp::Add, id(&lo), block.clone()))),
            ]);
            let step_one = || unary(UnaryOp::PostInc, v());
            let mut head = decls;
            head.push(bounds);
            if run_checks.is_some() {
                head.push(start_decl());
            }
            let per_block = match (limit, full_body) {
                (Some(limit), Some(full_body)) => {
                    head.push(longs(vec![(&stop, Some(id(&hi))), (&bound, Some(limit))]));
                    head.push(if_stmt(
                        binary(BinaryOp::Lt, id(&bound), id(&stop)),
                        expr_stmt(assign(id(&stop), id(&bound))),
                        None,
                    ));
                    head.push(longs(vec![(&k, None)]));
                    let mut items = first_at(head, span);
                    // A whole block: exactly `block` iterations; a partial one: up to `stop`.
                    let counted = |from: Expr, to: Expr, body: Stmt| {
                        for_loop(
                            ForInit::Expr(assign(id(&k), from)),
                            Some(binary(BinaryOp::Lt, id(&k), to)),
                            Some(advance(comma(unary(UnaryOp::PostInc, id(&k)), step_one()))),
                            body,
                            span,
                        )
                    };
                    let full = match interior {
                        None => ivdep(counted(int_expr(0), block.clone(), full_body)),
                        Some((from, to, independent, body, folded)) => {
                            let middle = counted(int_expr(from), int_expr(to), body);
                            let middle = match folded {
                                None => with_ivdep(middle, independent, span),
                                Some((guard, folded_body)) => {
                                    let fast = counted(int_expr(from), int_expr(to), folded_body);
                                    let fast = with_ivdep(fast, independent, span);
                                    let slow = with_ivdep(middle, independent, span);
                                    let test = if_stmt(
                                        guard,
                                        BlockItem::Stmt(fast),
                                        Some(BlockItem::Stmt(slow)),
                                    );
                                    item_stmt(at_span(test, span))
                                }
                            };
                            let mut parts = vec![];
                            if from > 0 {
                                let first = counted(int_expr(0), int_expr(from), full_body.clone());
                                parts.push(BlockItem::Stmt(first));
                            }
                            parts.push(BlockItem::Stmt(middle));
                            if let ExprKind::Int(n) = &block.kind {
                                if n.parse::<u64>().is_ok_and(|n| n > to) {
                                    let last = counted(int_expr(to), block.clone(), full_body);
                                    parts.push(BlockItem::Stmt(last));
                                }
                            }
                            compound(parts, span)
                        }
                    };
                    let part = for_loop(
                        ForInit::None,
                        Some(binary(BinaryOp::Lt, v(), id(&stop))),
                        Some(advance(step_one())),
                        rest_body,
                        span,
                    );
                    let whole = binary(
                        BinaryOp::Eq,
                        binary(BinaryOp::Sub, id(&stop), v()),
                        block.clone(),
                    );
                    let choose = at_span(
                        if_stmt(whole, BlockItem::Stmt(full), Some(BlockItem::Stmt(part))),
                        span,
                    );
                    items.push(choose);
                    items.extend(run_checks.clone());
                    compound(items, span)
                }
                _ => {
                    head.push(longs(vec![(&stop, Some(id(&hi)))]));
                    let mut items = first_at(head, span);
                    items.push(loop_item(
                        None,
                        binary(
                            BinaryOp::LogAnd,
                            binary(BinaryOp::Lt, v(), id(&stop)),
                            walk_cond.clone(),
                        ),
                        advance(step_one()),
                        rest_body,
                    ));
                    items.extend(run_checks.clone());
                    compound(items, span)
                }
            };
            let outer = loop_item(
                Some(first(block.clone())),
                walk_cond,
                first(block),
                per_block,
            );
            vec![
                at_span(
                    BlockItem::Stmt(comment_stmt(&format!(
                        "This thread's blocks of `{name}`, each through local pointers."
                    ))),
                    span,
                ),
                outer,
            ]
        };
        stmt(
            StmtKind::If {
                cond: ident_expr(saved),
                then: Box::new(generic),
                els: Some(Box::new(compound(walk, span))),
            },
            span,
        )
    }
}

/// `name` in the target's name space (`upcrt_name`, `upcga_name`).
fn prefixed(prefix: &str, name: &str) -> String {
    format!("{prefix}_{name}")
}

/// `a[v + k]` or `a[v - k]` (`a`, `v` identifiers, `k` a constant up to 64): `a`, `v` and the
/// signed `k`.
fn neighbour_index(e: &Expr) -> Option<(&Ident, &Ident, i64)> {
    let ExprKind::Index(a, i) = &e.kind else {
        return None;
    };
    let ExprKind::Ident(x) = &a.kind else {
        return None;
    };
    let ExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), v, k) = &i.kind else {
        return None;
    };
    let (ExprKind::Ident(v), ExprKind::Int(k)) = (&v.kind, &k.kind) else {
        return None;
    };
    let k: i64 = k.parse().ok().filter(|k: &i64| *k <= 64)?;
    Some((x, v, if *op == BinaryOp::Sub { -k } else { k }))
}

/// The subscript of a local pointer for a neighbour `k` away (`-k` as a negation).
fn neighbour_offset(k: i64) -> Expr {
    if k < 0 {
        unary(UnaryOp::Minus, int_expr(-k))
    } else {
        int_expr(k)
    }
}

/// `#pragma GCC ivdep` before a loop when `on`.
fn with_ivdep(lp: Stmt, on: bool, span: Span) -> Stmt {
    if on {
        compound(
            vec![
                BlockItem::Stmt(pragma_stmt("GCC ivdep")),
                BlockItem::Stmt(lp),
            ],
            span,
        )
    } else {
        lp
    }
}

/// Whether a block size is the constant 1 (a cyclic walk).
fn is_one(block: &Expr) -> bool {
    matches!(&block.kind, ExprKind::Int(n) if &**n == "1")
}

/// The thread an integer (or floating: warning W0202, converted to an integer as C converts
/// it) affinity `v` of type `t` names, with `threads` threads: `v % THREADS` for an unsigned
/// value, `(v % THREADS + THREADS) % THREADS` for a signed one (C's `%` keeps the sign of `v`).
fn integer_affinity(v: Expr, t: &Type, threads: &dyn Fn() -> Expr) -> Expr {
    let signed = t.is_floating()
        || matches!(
            t.kind(),
            TypeKind::Int { signed: true, .. } | TypeKind::Enum
        );
    let v = if t.is_floating() {
        let long_long = DeclSpec::Type(TypeSpec::Basic(BasicType::Long, Span::default()));
        let long_long = specs(vec![long_long.clone(), long_long]);
        cast(type_name(long_long, Declarator::Abstract), v)
    } else {
        v
    };
    let residue = binary(BinaryOp::Rem, v, threads());
    if signed {
        let positive = binary(BinaryOp::Add, residue, threads());
        binary(BinaryOp::Rem, positive, threads())
    } else {
        residue
    }
}

/// Whether a statement is built only of expression statements, blocks without declarations,
/// `if`, the loops without declarations in their header, `break` and `continue`.
fn plain_statements(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Compound(b) => b.items.iter().all(|i| match i {
            BlockItem::Stmt(s) => plain_statements(s),
            _ => false,
        }),
        StmtKind::Expr(_) | StmtKind::Break | StmtKind::Continue => true,
        StmtKind::If { then, els, .. } => {
            plain_statements(then) && els.as_ref().is_none_or(|e| plain_statements(e))
        }
        StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => plain_statements(body),
        StmtKind::For(l) => !matches!(l.init, ForInit::Decl(_)) && plain_statements(&l.body),
        _ => false,
    }
}

/// `{ items… }` at `span`.
fn compound(items: Vec<BlockItem>, span: Span) -> Stmt {
    stmt(StmtKind::Compound(Block { items, span }), span)
}

/// A `for` loop's initialization as a statement of its own.
fn init_item(init: ForInit, span: Span) -> Option<BlockItem> {
    match init {
        ForInit::None => None,
        ForInit::Expr(e) => Some(BlockItem::Stmt(stmt(StmtKind::Expr(Some(e)), span))),
        ForInit::Decl(d) => Some(BlockItem::Decl(d)),
    }
}

mod ranges;
pub(crate) use ranges::subscripted;
#[cfg(test)]
mod tests;
