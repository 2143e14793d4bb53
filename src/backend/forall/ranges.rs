//! `--checks=races` and the local walk of a `upc_forall` (src/backend/forall.rs): the elements
//! `a[i]` of this thread that a walk reads or writes through local pointers are logged for the
//! race checker as one range per run of the walk (a block, or this thread's elements of a
//! cyclic array), per array and per kind of access, instead of one check per element.
//!
//! A range says that every element of it was accessed, so the walk keeps an array only when
//! its accesses `a[i]` are exactly what a range of the run says: each kind of access (read,
//! write) that the body makes of `a[i]` is made at every iteration (not only under `?:`, `&&`,
//! `||`, nor in `sizeof`), and the body is expression statements with no call, no strict access and no `&a[i]`
//! or `a[i].m` (whose bytes are not the whole element), so that nothing orders the accesses of
//! one iteration differently from those of the next. The other arrays of the body, and the
//! neighbours `a[i ± k]` (which may be another thread's), keep the checked generic access.

use crate::backend::analysis::*;
use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;
use std::collections::HashSet;

/// One range that a walk logs after each of its runs: the array (its position in
/// `LocalWalk::arrays`), whether it is the write (else the read), and the source's first
/// access of that kind (for the report's line and text).
pub(crate) struct WalkRange {
    pub array: usize,
    pub write: bool,
    pub lvalue: Expr,
}

/// An access of a loop body that a range may log (`range_uses`): its key (which array or row),
/// whether it writes (else reads), the access, and whether every iteration makes it.
pub(crate) struct RangeUse {
    pub key: usize,
    pub write: bool,
    pub lvalue: Expr,
    pub always: bool,
}

impl<T: Target> Lowering<'_, T> {
    /// Under `--checks=races`, which of the walk's candidate `arrays` (the affinity's first)
    /// keep their local pointers (the others go back to the generic, checked access) and the
    /// ranges to log for them; `None` when the affinity's array cannot be walked (then the
    /// loop is `Stepped`, every access checked).
    pub(crate) fn race_walk_ranges(
        &self,
        body: &Stmt,
        arrays: &[(T::Array, Type)],
        var: &str,
    ) -> Option<(Vec<bool>, Vec<WalkRange>)> {
        let walked = |e: &Expr| -> Option<usize> {
            let ExprKind::Index(a, i) = &e.kind else {
                return None;
            };
            let ExprKind::Ident(x) = &a.kind else {
                return None;
            };
            if !is_ident(i, var) {
                return None;
            }
            let o = T::array_named(self, &x.name)?;
            arrays.iter().position(|(b, _)| *b == o)
        };
        let uses = self.range_uses(body, &walked)?;
        let mut keep = vec![true; arrays.len()];
        let mut ranges: Vec<WalkRange> = vec![];
        for u in &uses {
            let logged = ranges
                .iter()
                .any(|r| r.array == u.key && r.write == u.write);
            if u.always && !logged {
                ranges.push(WalkRange {
                    array: u.key,
                    write: u.write,
                    lvalue: u.lvalue.clone(),
                });
            }
        }
        for u in &uses {
            if !ranges
                .iter()
                .any(|r| r.array == u.key && r.write == u.write)
            {
                keep[u.key] = false;
            }
        }
        if !keep[0] {
            return None;
        }
        ranges.retain(|r| keep[r.array]);
        for r in &mut ranges {
            r.array = keep[..r.array].iter().filter(|k| **k).count();
        }
        Some((keep, ranges))
    }

    /// The accesses of a loop body that ranges may log: each access that `walked` names (its
    /// key), written or read, made at every iteration or only under a condition; `None` when the
    /// body is not expression statements without calls, strict accesses, or the address or a
    /// member of a walked access (see the module documentation).
    pub(crate) fn range_uses(
        &self,
        body: &Stmt,
        walked: &dyn Fn(&Expr) -> Option<usize>,
    ) -> Option<Vec<RangeUse>> {
        if !expression_statements(body) {
            return None;
        }
        // Everything the body evaluates only under a condition, and the left sides of plain
        // assignments (written, not read).
        let mut conditional = HashSet::new();
        let mut assigned = HashSet::new();
        let mut unevaluated = HashSet::new();
        let mut plain = true;
        visit_exprs_in_stmt(body, &mut |e| {
            let mut under_condition = |x: &Expr| {
                visit_exprs_in_expr(x, &mut |y| {
                    conditional.insert(y.id.0);
                })
            };
            match &e.kind {
                ExprKind::Cond(_, a, b) => {
                    if let Some(a) = a {
                        under_condition(a);
                    }
                    under_condition(b);
                }
                ExprKind::Binary(BinaryOp::LogAnd | BinaryOp::LogOr, _, r) => under_condition(r),
                // Not evaluated: no access.
                ExprKind::SizeofExpr(x) | ExprKind::AlignofExpr(x) => {
                    visit_exprs_in_expr(x, &mut |y| {
                        unevaluated.insert(y.id.0);
                    })
                }
                ExprKind::Assign(AssignOp::Assign, l, _) => {
                    assigned.insert(l.id.0);
                }
                ExprKind::Call(..) | ExprKind::StmtExpr(_) => plain = false,
                ExprKind::Unary(UnaryOp::AddrOf, x) | ExprKind::Member { base: x, .. }
                    if walked(x).is_some() =>
                {
                    plain = false
                }
                _ => {}
            }
            let t = self.ty(e);
            if t.is_shared() && self.is_strict(&t) {
                plain = false;
            }
        });
        if !plain {
            return None;
        }
        // Each access `a[i]`: the array, written or read, at every iteration or not.
        let mut uses = vec![];
        visit_exprs_in_stmt(body, &mut |e| match &e.kind {
            ExprKind::Assign(op, l, _) => {
                if let Some(a) = walked(l) {
                    uses.push((a, true, l.as_ref().clone()));
                    if *op != AssignOp::Assign {
                        uses.push((a, false, l.as_ref().clone()));
                    }
                }
            }
            ExprKind::Unary(
                UnaryOp::PreInc | UnaryOp::PostInc | UnaryOp::PreDec | UnaryOp::PostDec,
                x,
            ) => {
                if let Some(a) = walked(x) {
                    uses.push((a, true, x.as_ref().clone()));
                    uses.push((a, false, x.as_ref().clone()));
                }
            }
            _ => {
                if let Some(a) = walked(e).filter(|_| !assigned.contains(&e.id.0)) {
                    uses.push((a, false, e.clone()));
                }
            }
        });
        uses.retain(|(_, _, lvalue)| !unevaluated.contains(&lvalue.id.0));
        Some(
            uses.into_iter()
                .map(|(a, write, lvalue)| {
                    let always = !conditional.contains(&lvalue.id.0);
                    RangeUse {
                        key: a,
                        write,
                        lvalue,
                        always,
                    }
                })
                .collect(),
        )
    }

    /// The checks of a run of a walk that ran from the counter's value `start` to its value
    /// now (`cyclic`: by steps of `nthreads`): `if (i > start) { PGAS_RACE(&a[start], bytes,
    /// kind, …); … }`, one for each of `ranges`.
    pub(crate) fn race_walk_checks(
        &mut self,
        ranges: &[WalkRange],
        var: &Name,
        start: &str,
        nthreads: Option<&str>,
        span: Span,
    ) -> BlockItem {
        let runs: Vec<_> = ranges
            .iter()
            .map(|r| {
                let mut elements =
                    binary(BinaryOp::Sub, ident_expr(var.as_ref()), ident_expr(start));
                if let Some(n) = nthreads {
                    elements = binary(BinaryOp::Div, elements, ident_expr(n));
                }
                let first = subscripted(&r.lvalue, ExprKind::Ident(ident(start)));
                (first, elements, r.write, r.lvalue.clone())
            })
            .collect();
        let run = binary(BinaryOp::Gt, ident_expr(var.as_ref()), ident_expr(start));
        self.race_range_checks(runs, run, span)
    }

    /// `if (run) { PGAS_RACE(&first, elements * sizeof *&first, kind, …); … }`: the check of
    /// each range `(first, elements, write, access)`, its first element `first` (typed as the
    /// source's `access`, whose line and text the report gives).
    pub(crate) fn race_range_checks(
        &mut self,
        ranges: Vec<(Expr, Expr, bool, Expr)>,
        run: Expr,
        span: Span,
    ) -> BlockItem {
        let mut checks = vec![];
        for (first, elements, write, access) in ranges {
            let Some(place) = self.place(&first) else {
                continue;
            };
            let ptr = T::place_pointer(self, &place, &place.ty);
            let elem = self.size_expr(&place.ty.unqualified());
            let bytes = binary(BinaryOp::Mul, elements, elem);
            let text = expr_text(self.line_map, &access);
            let check = self.race_call(ptr, bytes, u8::from(write), access.span, &text);
            checks.push(expr_stmt(check));
        }
        let block = stmt(
            StmtKind::Compound(Block {
                items: checks,
                span,
            }),
            span,
        );
        at_span(if_stmt(run, BlockItem::Stmt(block), None), span)
    }
}

/// The access `x[s]` with its last subscript `s` made `kind` (typed as `s`): the first element
/// of a range.
pub(crate) fn subscripted(access: &Expr, kind: ExprKind) -> Expr {
    let ExprKind::Index(a, i) = &access.kind else {
        unreachable!("a range's access is `x[s]`")
    };
    Expr {
        kind: ExprKind::Index(
            a.clone(),
            Box::new(Expr {
                kind,
                ..(**i).clone()
            }),
        ),
        ..access.clone()
    }
}

/// Whether a statement is only expression statements (in blocks without declarations).
fn expression_statements(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Compound(b) => b.items.iter().all(|i| match i {
            BlockItem::Stmt(s) => expression_statements(s),
            _ => false,
        }),
        StmtKind::Expr(_) => true,
        _ => false,
    }
}
