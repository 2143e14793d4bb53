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
        if !expression_statements(body) {
            return None;
        }
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
        let mut keep = vec![true; arrays.len()];
        let mut ranges: Vec<WalkRange> = vec![];
        for (a, write, lvalue) in &uses {
            let always = !conditional.contains(&lvalue.id.0);
            let logged = ranges.iter().any(|r| r.array == *a && r.write == *write);
            if always && !logged {
                ranges.push(WalkRange {
                    array: *a,
                    write: *write,
                    lvalue: lvalue.clone(),
                });
            }
        }
        for (a, write, _) in &uses {
            if !ranges.iter().any(|r| r.array == *a && r.write == *write) {
                keep[*a] = false;
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
        let mut checks = vec![];
        for r in ranges {
            let ExprKind::Index(a, i) = &r.lvalue.kind else {
                unreachable!("a walked access is `a[i]`")
            };
            // `a[start]`, typed as `a[i]` (the counter's type for `start`).
            let first = Expr {
                kind: ExprKind::Index(
                    a.clone(),
                    Box::new(Expr {
                        kind: ExprKind::Ident(ident(start)),
                        ..(**i).clone()
                    }),
                ),
                ..r.lvalue.clone()
            };
            let Some(place) = self.place(&first) else {
                continue;
            };
            let ptr = T::place_pointer(self, &place, &place.ty);
            let elem = self.size_expr(&place.ty.unqualified());
            let mut elements = binary(BinaryOp::Sub, ident_expr(var.as_ref()), ident_expr(start));
            if let Some(n) = nthreads {
                elements = binary(BinaryOp::Div, elements, ident_expr(n));
            }
            let bytes = binary(BinaryOp::Mul, elements, elem);
            let text = expr_text(self.line_map, &r.lvalue);
            let check = self.race_call(ptr, bytes, u8::from(r.write), r.lvalue.span, &text);
            checks.push(expr_stmt(check));
        }
        let run = binary(BinaryOp::Gt, ident_expr(var.as_ref()), ident_expr(start));
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
