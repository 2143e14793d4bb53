//! Counted loops that read shared arrays by their counter, for every UPC backend.
//!
//! `for (k = A; k < E; k++) … a[k] …` (or `k <= E`) whose only accesses to shared data are
//! reads `a[k]` of shared arrays `a` by name (one dimension, relaxed arithmetic elements, any
//! block size), as in the reduction `for (t = 0; t < THREADS; t++) s += partial[t];`, reads the
//! elements `a[A] … a[E - 1]` before the loop in one bulk transfer per array into a buffer on
//! the stack (the runtime's `get_range`: one transfer per run of elements in one thread's
//! block, on a node a copy, between nodes every get started before one wait), and runs a copy
//! of the loop whose reads are `buffer[k - A]`. The proof that the copy computes the same:
//!
//! - the counter takes exactly the values `A … E - 1` in the body: the loop is counted
//!   (`privatize::counted_range`: `A` and `E` free of side effects and of shared data, the body
//!   changes neither them nor the counter, the function's own variable), so every read `a[k]`
//!   of the body is an element of the buffer;
//! - nothing between the bulk read and a read of the body can change or order that element for
//!   this thread: the body calls nothing, synchronises nothing (no barrier, fence, `upc_forall`
//!   or `asm`), accesses no strict object and no shared data other than those reads, and writes
//!   only private variables by name and elements of private arrays by name (none of which can
//!   be shared memory); the reads are relaxed, so another thread's writes to them, unordered
//!   with them by anything this thread does between, may be seen at the bulk read as well as
//!   at each read. Since the body holds no loop, each read is made a bounded number of times
//!   (no spin on a relaxed element);
//! - the bulk read reads only elements of the array: it is made when `0 <= A`, `E <= ` the
//!   array's element count and the range fits the buffer (16 KiB), tested at run time, the
//!   loop as it was otherwise. Reading elements the body may skip changes nothing (a relaxed
//!   read has no effect).
//!
//! Not under `--checks=races` (each access is logged on its own) nor under `--profile` (each
//! read is its own event), and only for a body that can be lowered twice.

use crate::backend::analysis::*;
use crate::backend::lowering::*;
use crate::backend::namer::UpcTarget;
use crate::backend::privatize::counted_range;
use crate::backend::rows::{any_stmt, duplicable, synchronises};
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// The largest buffer, in bytes, that a loop's reads of one array are gathered into.
const GATHER_BYTES: u64 = 16384;

/// `a[k]` with `a` and `k` identifiers: `a` and `k`.
fn by_counter(e: &Expr) -> Option<(&Ident, &Ident)> {
    let ExprKind::Index(a, k) = &e.kind else {
        return None;
    };
    match (&a.kind, &k.kind) {
        (ExprKind::Ident(a), ExprKind::Ident(k)) => Some((a, k)),
        _ => None,
    }
}

impl<'a, T: Target> Lowering<'a, T> {
    /// Whether `a` (of type `t`) is a one-dimensional shared array of relaxed arithmetic
    /// elements whose element count and block size the lowering knows.
    fn gatherable(&self, t: &Type) -> bool {
        let TypeKind::Array(elem, _) = t.kind() else {
            return false;
        };
        t.is_shared()
            && elem.is_arithmetic()
            && !matches!(elem.kind(), TypeKind::Array(..))
            && !self.is_strict(t)
            && !self.is_strict(elem)
            && matches!(
                elem.block_size(),
                Some(BlockSize::Const(_) | BlockSize::Indefinite)
            )
            && self.elem_count_expr(t).is_some()
    }

    /// The arrays `a` (each once, with an expression naming it) whose reads `a[var]` are the
    /// only shared accesses of `body` (see the module documentation), when the body qualifies.
    fn gathered_reads(&self, body: &Stmt, var: &str) -> Option<Vec<Expr>> {
        let loops = any_stmt(body, &|s| {
            matches!(
                s.kind,
                StmtKind::For(_)
                    | StmtKind::While { .. }
                    | StmtKind::DoWhile { .. }
                    | StmtKind::GotoComputed(_)
            )
        });
        if loops || synchronises(body) || !duplicable(body) {
            return None;
        }
        let declared = declared_names(body);
        if declared.iter().any(|n| **n == *var) {
            return None;
        }
        // The reads `a[var]` and the identifiers `a` they are made of.
        let mut arrays: Vec<Expr> = vec![];
        let mut reads: Vec<ExprId> = vec![];
        visit_exprs_in_stmt(body, &mut |e| {
            let Some((a, k)) = by_counter(e) else {
                return;
            };
            let ExprKind::Index(base, _) = &e.kind else {
                return;
            };
            if *k.name == *var && !declared.contains(&a.name) && self.gatherable(&self.ty(base)) {
                reads.push(e.id);
                reads.push(base.id);
                if !arrays.iter().any(|x| is_ident(x, &a.name)) {
                    arrays.push((**base).clone());
                }
            }
        });
        let mut ok = !arrays.is_empty();
        visit_exprs_in_stmt(body, &mut |e| {
            ok &= !matches!(e.kind, ExprKind::Call(..) | ExprKind::StmtExpr(_));
            if self.ty(e).is_shared() && !reads.contains(&e.id) {
                ok = false;
            }
            if let Some(target) = written_operand(e) {
                // A private variable by name, or an element of a private array by name.
                let mut root = target;
                while let ExprKind::Index(b, _) = &root.kind {
                    root = b;
                }
                let private = |x: &Expr| !self.ty(x).is_shared();
                ok &= match &root.kind {
                    ExprKind::Ident(_) if std::ptr::eq(root, target) => private(root),
                    ExprKind::Ident(_) => {
                        private(root) && matches!(self.ty(root).kind(), TypeKind::Array(..))
                    }
                    _ => false,
                };
                ok &= !reads.contains(&target.id);
            }
        });
        ok.then_some(arrays)
    }

    /// A counted loop whose only shared accesses are reads of arrays by its counter (see the
    /// module documentation): the bulk reads and the copy over the buffers, the loop as it was
    /// when the range is not the arrays' or too long; `None` when the loop does not qualify.
    /// `init` is the loop's lowered initialisation (in the loop's scope).
    pub(crate) fn gathered_for(&mut self, f: &ForLoop, init: &ForInit, span: Span) -> Option<Stmt> {
        if self.options.races || self.options.profile.is_some() {
            return None;
        }
        let ForInit::Expr(_) = &f.init else {
            return None;
        };
        let locals = self.core.function_locals.clone();
        let range = counted_range(f, &|e| self.ty(e), &locals)?;
        let (var, start, end, inclusive) = (range.var, range.start, range.end, range.inclusive);
        let ExprKind::Binary(_, counter, _) = &f.cond.as_ref()?.kind else {
            return None;
        };
        let ct = self.ty(counter);
        let mentions_var = |e: &Expr| {
            let mut found = false;
            visit_exprs_in_expr(e, &mut |x| found |= is_ident(x, &var));
            found
        };
        if !locals.contains(&var)
            || !ct.is_integer()
            || ct.is_shared()
            || mentions_var(start)
            || mentions_var(end)
        {
            return None;
        }
        let arrays = self.gathered_reads(&f.body, &var)?;
        let [lo, hi] = self.core.names.numbered([
            &format!("{}_gather_lo", T::PREFIX),
            &format!("{}_gather_hi", T::PREFIX),
        ]);
        let long = |e: Expr| cast(type_name(basic(BasicType::Long), Declarator::Abstract), e);
        let first = long(self.value(start));
        let mut last = long(self.value(end));
        if inclusive {
            last = binary(BinaryOp::Add, last, int_expr(1));
        }
        let mut items = vec![
            at_span(
                BlockItem::Stmt(comment_stmt(
                    "The loop's reads of shared arrays by its counter, in one bulk read each.",
                )),
                span,
            ),
            local_decl(basic(BasicType::Long), named(&lo), init_expr(first)),
            local_decl(basic(BasicType::Long), named(&hi), init_expr(last)),
        ];
        let mut tests = vec![binary(BinaryOp::Ge, ident_expr(&lo), int_expr(0))];
        let mut buffers = vec![];
        let mut gets = vec![];
        let mut entries = vec![];
        for base in &arrays {
            let at = self.ty(base);
            let elem = at.element().clone();
            let plain = elem.unqualified();
            let ExprKind::Ident(name) = &base.kind else {
                return None;
            };
            let [buffer] = self
                .core
                .names
                .numbered([&format!("{}_gathered", T::PREFIX)]);
            let capacity = binary(
                BinaryOp::Div,
                int_expr(GATHER_BYTES),
                sizeof_type(self.type_name_of(&plain)),
            );
            let count = self.elem_count_expr(&at)?;
            tests.push(binary(BinaryOp::Le, ident_expr(&hi), long(count)));
            let length = binary(BinaryOp::Sub, ident_expr(&hi), ident_expr(&lo));
            tests.push(binary(BinaryOp::Le, length.clone(), long(capacity.clone())));
            let size = ArraySize::Expr(Box::new(capacity));
            let (s, d) = self.typed(&plain, array_of(named(&buffer), size));
            buffers.push(local_decl(s, d, None));
            // &a[lo], a pointer-to-shared of the array's own kind.
            let array = self.value(base);
            let from = self.add(array, &elem, ident_expr(&lo), Some(&at));
            let bytes = sizeof_type(self.type_name_of(&plain));
            let block = self.block_elems_expr(&at);
            gets.push(expr_stmt(T::get_range(
                self,
                &elem,
                vec![ident_expr(&buffer), from, bytes, block, length],
            )));
            entries.push(GatheredArray {
                name: name.name.clone(),
                var: var.clone(),
                buffer,
                first: lo.clone(),
            });
        }
        let cond = f.cond.as_ref().map(|c| self.cond(c));
        let step = f.step.as_ref().map(|c| self.effect(c));
        let saved = std::mem::replace(&mut self.core.gathered, entries);
        let body = self.stmt(&f.body);
        self.core.gathered = saved;
        let copy = for_loop(init.clone(), cond, step, body, span);
        let generic = stmt(self.versioned_for(f, init.clone(), span), span);
        let mut fast = buffers;
        let nonempty = binary(BinaryOp::Lt, ident_expr(&lo), ident_expr(&hi));
        fast.push(if_stmt(nonempty, BlockItem::Stmt(block_stmt(gets)), None));
        fast.push(BlockItem::Stmt(copy));
        items.push(at_span(
            if_stmt(
                all_of(tests)?,
                BlockItem::Stmt(block_stmt(fast)),
                Some(BlockItem::Stmt(generic)),
            ),
            span,
        ));
        Some(stmt(StmtKind::Compound(Block { items, span }), span))
    }

    /// `a[k]` in the copy of a loop whose reads of `a` were gathered: `buffer[k - first]`.
    pub(crate) fn gathered_element(&mut self, e: &Expr) -> Option<Expr> {
        if self.core.gathered.is_empty() {
            return None;
        }
        let (a, k) = by_counter(e)?;
        let entry = self
            .core
            .gathered
            .iter()
            .find(|g| g.name == a.name && g.var == k.name)?
            .clone();
        let ExprKind::Index(_, kx) = &e.kind else {
            return None;
        };
        let index = binary(BinaryOp::Sub, self.value(kx), ident_expr(&entry.first));
        Some(with_span(
            subscript(ident_expr(&entry.buffer), index),
            e.span,
        ))
    }
}

impl UpcTarget {
    /// The runtime's bulk read of a range of a shared array's elements (`get_range`).
    pub(crate) const fn get_range_name(self) -> &'static str {
        match self {
            UpcTarget::Upcr => "upcrt_get_range",
            UpcTarget::Ga => "upcga_get_range",
        }
    }
}
