//! Rows of two-dimensional blocked arrays in a `upc_forall`, for every UPC backend.
//!
//! `upc_forall (…; i …; &a[i][0]) … a[i][j] … b[i - 1][j] …` with `a` (and `b`) a shared
//! array `shared [B] T [R][N]` of file scope or a pointer-to-shared `shared [B] T (*)[N]`
//! whose block `B` is a whole number of rows (`B % N == 0`): each row `x[i + k]` that the
//! body indexes gets, at the top of every iteration this thread runs, a C pointer to its first
//! element, null unless the whole row is this thread's. The proof that the row is local:
//!
//! - the row's first element `&x[i + k][0]` has affinity to this thread (`upc_threadof`),
//!   and
//! - its phase (its place in its block, in elements) is a multiple of `N`: since `B` is too,
//!   the row's `N` elements `phase … phase + N - 1` all lie in that block, which is contiguous
//!   in this thread's memory, so `x[i + k][j]` (`0 <= j < N`, as C requires of a subscript of
//!   an array of `N`) is `row[j]`.
//!
//! Both tests are made at run time on the pointer-to-shared (a parameter may point anywhere,
//! another thread's rows or the middle of a row). When every row pointer of the iteration is
//! set, the body runs a copy whose accesses `x[i + k][j]` are plain `row[j]` (its inner loops
//! are GCC's to vectorize); otherwise (a neighbour row of another thread at a block's edge,
//! or a forall called from inside another one, where every iteration runs) a copy whose reads
//! take `row ? row[j] : (generic read)` and whose writes stay generic.
//!
//! A row `y[i + k]` the body only reads that is another thread's whole row (a ghost row at a
//! block's edge: the phase test holds, the thread test does not) is read in one transfer into a
//! buffer on the stack, and the row pointer set to the buffer, when every row the body writes
//! is this thread's (so none is the one buffered) and the body calls nothing, synchronises
//! nothing, reads no strict object and writes only private variables by name and rows `x[i +
//! k][j]`: nothing between the transfer and a read of the row can change or order it. The
//! row's address `&y[i + k][0]` through a pointer is computed in `long`, as an element's is.
//!
//! Only relaxed arithmetic elements qualify, the counter `i` and the pointers must keep their
//! value through the body (the function's own variables, never assigned in it), and the body
//! must be one that can be lowered twice (no labels, `goto`, `asm`, static declarations).

use crate::backend::analysis::*;
use crate::backend::forall::subscripted;
use crate::backend::lowering::*;
use crate::backend::namer::UpcTarget;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// A row `y[i + k]` of a row forall: `y`, `k` and the row expression.
type Row = (Name, i64, Expr);

/// The longest row (in elements) read in bulk into a buffer on the stack.
const GHOST_ROW_MAX: u64 = 4096;

/// `v`, `v + k`, `v - k` (`k` an integer constant): the offset `k` from `v`.
fn offset_from(e: &Expr, var: &str) -> Option<i64> {
    match &e.kind {
        ExprKind::Ident(i) if *i.name == *var => Some(0),
        ExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), v, k) if is_ident(v, var) => {
            let ExprKind::Int(k) = &k.kind else {
                return None;
            };
            let k: i64 = k.parse().ok().filter(|k: &i64| *k <= 1 << 20)?;
            Some(if *op == BinaryOp::Sub { -k } else { k })
        }
        _ => None,
    }
}

/// `x[r][j]`: `x` (an identifier), the row subscript `r` and `j`.
fn row_access(e: &Expr) -> Option<(&Ident, &Expr, &Expr)> {
    let ExprKind::Index(row, j) = &e.kind else {
        return None;
    };
    let ExprKind::Index(x, r) = &row.kind else {
        return None;
    };
    let ExprKind::Ident(x) = &x.kind else {
        return None;
    };
    Some((x, r, j))
}

/// Whether the body can be lowered twice: no labels (a named one, or a `case` of a switch
/// around the body), jumps, `asm`, static or extern declarations (each copy would define them
/// again).
pub(crate) fn duplicable(body: &Stmt) -> bool {
    let mut ok = !has_goto(body);
    walk_declarations(body, &mut |specs, _| {
        ok &= !specs.items.iter().any(|s| {
            matches!(
                s,
                DeclSpec::Storage(StorageClass::Static | StorageClass::Extern, _)
            )
        });
    });
    ok && !has_label_or_asm(body) && !has_outer_case(body)
}

/// Whether a statement holds a named label, `asm` or a nested function.
fn has_label_or_asm(s: &Stmt) -> bool {
    any_stmt(s, &|s| match &s.kind {
        StmtKind::Asm(_) => true,
        StmtKind::Labeled { label, .. } => matches!(**label, Label::Named(..)),
        _ => false,
    })
}

/// Whether a statement holds a `case` or `default` label of a `switch` around it (a copy
/// would repeat the label in that switch); a switch inside it takes its own labels along.
fn has_outer_case(s: &Stmt) -> bool {
    any_stmt_outside_switches(s, &|s| match &s.kind {
        StmtKind::Labeled { label, .. } => !matches!(**label, Label::Named(..)),
        _ => false,
    })
}

/// Whether `s` or a statement inside it is one `p` takes, or a nested function.
pub(crate) fn any_stmt(s: &Stmt, p: &dyn Fn(&Stmt) -> bool) -> bool {
    any_stmt_in(s, p, true)
}

/// [`any_stmt`] without looking into the bodies of `switch` statements.
fn any_stmt_outside_switches(s: &Stmt, p: &dyn Fn(&Stmt) -> bool) -> bool {
    any_stmt_in(s, p, false)
}

fn any_stmt_in(s: &Stmt, p: &dyn Fn(&Stmt) -> bool, into_switches: bool) -> bool {
    let inner = |s: &Stmt| any_stmt_in(s, p, into_switches);
    p(s) || match &s.kind {
        StmtKind::Labeled { body, .. } => inner(body),
        StmtKind::Compound(b) => b.items.iter().any(|i| match i {
            BlockItem::Stmt(s) => inner(s),
            BlockItem::FnDef(_) => true,
            _ => false,
        }),
        StmtKind::If { then, els, .. } => inner(then) || els.as_ref().is_some_and(|e| inner(e)),
        StmtKind::Switch { body, .. } => into_switches && inner(body),
        StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => inner(body),
        StmtKind::For(l) => inner(&l.body),
        StmtKind::UpcForall(l) => inner(&l.body),
        _ => false,
    }
}

/// Whether a statement holds a barrier, `upc_notify`, `upc_wait`, `upc_fence`, a
/// `upc_forall` or `asm`: something that may order this thread's accesses with other threads'.
pub(crate) fn synchronises(body: &Stmt) -> bool {
    any_stmt(body, &|s| {
        matches!(
            s.kind,
            StmtKind::UpcBarrier(_)
                | StmtKind::UpcNotify(_)
                | StmtKind::UpcWait(_)
                | StmtKind::UpcFence
                | StmtKind::UpcForall(_)
                | StmtKind::Asm(_)
        )
    })
}

/// The rows `y[i + k]` the body writes (assigned, incremented or their address taken).
fn written_rows(body: &Stmt, var: &str) -> Vec<(Name, i64)> {
    let mut out = vec![];
    visit_exprs_in_stmt(body, &mut |e| {
        if let Some((y, r, _)) = written_operand(e).and_then(row_access) {
            if let Some(k) = offset_from(r, var) {
                out.push((y.name.clone(), k));
            }
        }
    });
    out
}

impl<'a, T: Target> Lowering<'a, T> {
    /// The number of elements `N` of a row of `x` when `x` (of type `t`) is a shared array
    /// `shared [B] T [R][N]` or a pointer-to-shared `shared [B] T (*)[N]` with `B` a positive
    /// multiple of `N` and `T` a relaxed arithmetic type.
    fn row_length(&self, t: &Type) -> Option<u64> {
        let row = match t.kind() {
            TypeKind::Array(row, _) if t.is_shared() => row.clone(),
            TypeKind::Pointer(_) if t.is_pointer_to_shared() && t.quals().shared.is_none() => {
                t.pointee()?.clone()
            }
            _ => return None,
        };
        let TypeKind::Array(elem, ArrayLen::Const(n)) = row.kind() else {
            return None;
        };
        let Some(BlockSize::Const(b)) = row.block_size() else {
            return None;
        };
        let scalar = elem.is_arithmetic() && !matches!(elem.kind(), TypeKind::Array(..));
        (*n > 0 && b > 0 && b % n == 0 && scalar && !self.is_strict(&row)).then_some(*n)
    }

    /// The body of a `upc_forall`, lowered: through row pointers when it qualifies
    /// ([`row_forall_body`](Self::row_forall_body)).
    pub(crate) fn forall_body(&mut self, f: &Forall) -> Stmt {
        match self.row_forall_body(f) {
            Some(rows) => rows,
            None => self.stmt(&f.body),
        }
    }

    /// For the affinity `&a[i][0]` (`first`: `a[i][0]`, `var`: `i`) with `a` a two-dimensional
    /// shared array `shared [B] T [R][N]` declared as such (not a pointer) whose constant block
    /// `B` is a whole number of rows: the rows per block `B / N`. Row `i` starts at element
    /// `i * N`, in block `(i * N) / B = i / (B / N)`, so the rows of a thread are those of a
    /// one-dimensional array of block `B / N` indexed by `i`, and the loop can step from one of
    /// them to the next.
    pub(crate) fn rows_per_block(&self, first: &Expr, var: &str) -> Option<Expr> {
        let (_, r, j) = row_access(first)?;
        if !is_ident(r, var) || !matches!(&j.kind, ExprKind::Int(z) if &**z == "0") {
            return None;
        }
        let t = self.ty(&first_base(first));
        let TypeKind::Array(row, _) = t.kind() else {
            return None;
        };
        let n = self.row_length(&t)?;
        let Some(BlockSize::Const(b)) = row.block_size() else {
            return None;
        };
        Some(int_expr(b / n))
    }

    /// The loop body of a `upc_forall` with affinity `&a[i][0]` over the rows of a
    /// two-dimensional blocked array (see the module documentation), when it qualifies.
    pub(crate) fn row_forall_body(&mut self, f: &Forall) -> Option<Stmt> {
        if T::local_walk_off(self) || self.local_pointers_off() {
            return None;
        }
        let (var, rows) = self.forall_rows(f)?;
        self.row_pointers(f, var, rows)
    }

    /// The counter `i` of a row forall and every row `y[i + k]` its body indexes, once each,
    /// with its row expression (see the module documentation), when it qualifies.
    pub(crate) fn forall_rows(&self, f: &Forall) -> Option<(Name, Vec<Row>)> {
        let Affinity::Expr(aff) = &f.affinity else {
            return None;
        };
        let ExprKind::Unary(UnaryOp::AddrOf, first) = &aff.kind else {
            return None;
        };
        let (x, r, j) = row_access(first)?;
        let ExprKind::Ident(var) = &r.kind else {
            return None;
        };
        let var = var.name.clone();
        if !matches!(&j.kind, ExprKind::Int(z) if &**z == "0")
            || !self.ty(r).is_integer()
            || !self.core.function_locals.contains(&var)
            || assigns(&f.body, &var)
            || !duplicable(&f.body)
        {
            return None;
        }
        let declared = declared_names(&f.body);
        // The array (a name that cannot be assigned) or the pointer (the function's own
        // variable, never assigned in the body) is the same through the body.
        let fixed = |l: &Self, base: &Expr, x: &Ident| {
            let t = l.ty(base);
            !declared.contains(&x.name)
                && !assigns(&f.body, &x.name)
                && (l.core.function_locals.contains(&x.name)
                    || matches!(t.kind(), TypeKind::Array(..)) && t.is_shared())
                && l.row_length(&t).is_some()
        };
        if !fixed(self, &first_base(first), x) {
            return None;
        }
        // Every row `y[i + k]` the body indexes, once each, with its row expression.
        let mut rows: Vec<Row> = vec![];
        visit_exprs_in_stmt(&f.body, &mut |e| {
            let Some((y, r, _)) = row_access(e) else {
                return;
            };
            let Some(k) = offset_from(r, &var) else {
                return;
            };
            let ExprKind::Index(row, _) = &e.kind else {
                return;
            };
            if !rows.iter().any(|(n, o, _)| *n == y.name && *o == k)
                && fixed(self, &first_base(e), y)
                && !matches!(self.ty(e).kind(), TypeKind::Array(..))
            {
                rows.push((y.name.clone(), k, (**row).clone()));
            }
        });
        (!rows.is_empty()).then_some((var, rows))
    }

    /// The body of a row forall through pointers to its rows `rows` (`var`: its counter).
    fn row_pointers(&mut self, f: &Forall, var: Name, rows: Vec<Row>) -> Option<Stmt> {
        let span = f.body.span;
        let mut items = vec![at_span(
            BlockItem::Stmt(comment_stmt(
                "The rows of this iteration through local pointers (null: not all this thread's).",
            )),
            span,
        )];
        let mut entries = vec![];
        let written = written_rows(&f.body, &var);
        // Under `--checks=races`: the ranges the copy over local rows logs, or no row pointers.
        let races = match self.options.races {
            true => Some(self.race_row_ranges(&f.body, &var, &rows)?),
            false => None,
        };
        let ghosts_allowed = races.is_none() && self.ghost_rows_safe(&f.body, &var, &rows);
        let mut ghosts = vec![];
        for (name, offset, row) in &rows {
            let rt = self.ty(row);
            let n = self.row_length(&self.ty(&first_base(row)))?;
            let elem = rt.decay().pointee()?.clone();
            let [shared, local] = self.core.names.numbered([
                &format!("{}_rowp", T::PREFIX),
                &format!("{}_row", T::PREFIX),
            ]);
            // shared T *rowp = &y[i + k][0];
            let start = self.row_start(row, &rt)?;
            items.push(self.local_var(&rt.decay(), &shared, init_expr(start)));
            // T *row = phase % N == 0 ? (local address or null) : 0;
            let (address, phase) = T::local_pointer_setup(self, &shared, &elem);
            let whole = binary(
                BinaryOp::Eq,
                binary(BinaryOp::Rem, phase, int_expr(n)),
                int_expr(0),
            );
            let (s, d) = self.typed(&elem.unqualified(), pointer_to(named(&local), vec![]));
            items.push(local_decl(
                s,
                d,
                init_expr(cond_expr(whole.clone(), address, int_expr(0))),
            ));
            if ghosts_allowed && n <= GHOST_ROW_MAX && !written.contains(&(name.clone(), *offset)) {
                ghosts.push((shared.clone(), local.clone(), elem.unqualified(), n, whole));
            }
            entries.push(RowPointer {
                name: name.clone(),
                var: var.clone(),
                offset: *offset,
                local,
                fast: true,
            });
        }
        // A row only read, whole in another thread's block: one bulk read into a private
        // buffer when every row the body writes is this thread's (so none is the buffered one).
        let writes: Vec<Expr> = entries
            .iter()
            .filter(|r| written.contains(&(r.name.clone(), r.offset)))
            .map(|r| ident_expr(&r.local))
            .collect();
        for (shared, local, elem, n, whole) in ghosts {
            let [buffer] = self.core.names.numbered([&format!("{}_ghost", T::PREFIX)]);
            let size = ArraySize::Expr(Box::new(int_expr(n)));
            let (s, d) = self.typed(&elem, array_of(named(&buffer), size));
            items.push(local_decl(s, d, None));
            let mut test = vec![unary(UnaryOp::Not, ident_expr(&local)), whole];
            test.extend(writes.iter().cloned());
            let get = call(
                match T::KIND {
                    UpcTarget::Upcr => "upcr_memget",
                    UpcTarget::Ga => "upcga_memget",
                },
                vec![
                    ident_expr(&buffer),
                    ident_expr(&shared),
                    sizeof_expr(ident_expr(&buffer)),
                ],
            );
            let then = block_stmt(vec![
                expr_stmt(get),
                expr_stmt(assign(ident_expr(&local), ident_expr(&buffer))),
            ]);
            items.push(if_stmt(all_of(test)?, BlockItem::Stmt(then), None));
        }
        let all = all_of(entries.iter().map(|r| ident_expr(&r.local)).collect())?;
        let saved = std::mem::replace(&mut self.core.row_subst, entries.clone());
        let mut fast = self.stmt(&f.body);
        for r in &mut self.core.row_subst {
            r.fast = false;
        }
        if let Some(races) = &races {
            // Every access of the other copy is checked on its own.
            self.core.row_subst.clear();
            let logged = self.race_row_checks(races, span);
            fast = block_stmt(vec![BlockItem::Stmt(fast), logged]);
        }
        let mixed = self.stmt(&f.body);
        self.core.row_subst = saved;
        items.push(at_span(
            if_stmt(all, BlockItem::Stmt(fast), Some(BlockItem::Stmt(mixed))),
            span,
        ));
        Some(stmt(StmtKind::Compound(Block { items, span }), span))
    }

    /// The address of the first element of the row `row` (of type `rt`): a row `p[k]` of a
    /// pointer to rows is `p` plus the row index times the row length, multiplied in `long`
    /// as an element access `p[k][j]` is (an `int` counter times a long row would overflow).
    fn row_start(&mut self, row: &Expr, rt: &Type) -> Option<Expr> {
        let pointer = |p: &Expr| matches!(self.ty(p).kind(), TypeKind::Pointer(_));
        let Some((p, k)) = self.rows_subscript(row, rt).filter(|(p, _)| pointer(p)) else {
            return Some(self.value(row));
        };
        let rows = Type::new(TypeKind::Array(rt.clone(), ArrayLen::Unknown));
        let index = self.flat_index(&rows, &[k])?;
        let ptr = self.value(p);
        Some(self.add(ptr, rt.element(), index, Some(&rows)))
    }

    /// Whether rows the body only reads may be read in bulk at the top of an iteration: the
    /// body calls nothing, synchronises nothing, accesses no strict shared object and writes
    /// only private variables by name and the rows `rows` (so nothing it does between the
    /// bulk read and an element's read can change or order that element).
    fn ghost_rows_safe(&self, body: &Stmt, var: &str, rows: &[Row]) -> bool {
        let mut ok = !synchronises(body);
        visit_exprs_in_stmt(body, &mut |e| {
            let t = self.ty(e);
            if t.is_shared() && self.is_strict(&t) {
                ok = false;
            }
            ok &= !matches!(e.kind, ExprKind::Call(..));
            let Some(target) = written_operand(e) else {
                return;
            };
            let private = matches!(target.kind, ExprKind::Ident(_)) && !self.ty(target).is_shared();
            let row = row_access(target).is_some_and(|(y, r, _)| {
                rows.iter()
                    .any(|(n, k, _)| *n == y.name && offset_from(r, var) == Some(*k))
            });
            ok &= private || row;
        });
        ok
    }

    /// `y[i + k][j]` inside a row forall: `row[j]` in the copy where every row is local; in
    /// the other copy, for a read (`read`), `row ? row[j] : (generic read)`.
    pub(crate) fn row_element(&mut self, e: &Expr, read: bool) -> Option<Expr> {
        if self.core.row_subst.is_empty() {
            return None;
        }
        let (y, r, j) = row_access(e)?;
        if matches!(self.ty(e).kind(), TypeKind::Array(..)) {
            return None;
        }
        let entry = self
            .core
            .row_subst
            .iter()
            .find(|p| p.name == y.name && offset_from(r, &p.var) == Some(p.offset))?
            .clone();
        if !entry.fast && !read {
            return None;
        }
        let jv = self.value(j);
        let local = subscript(ident_expr(&entry.local), jv);
        if entry.fast {
            return Some(Expr {
                span: e.span,
                ..local
            });
        }
        let saved = std::mem::take(&mut self.core.row_subst);
        let generic = self.value(e);
        self.core.row_subst = saved;
        Some(Expr {
            span: e.span,
            ..cond_expr(ident_expr(&entry.local), local, generic)
        })
    }
}

/// The identifier `x` of `x[r][j]` (or of the row `x[r]`).
fn first_base(e: &Expr) -> Expr {
    match &e.kind {
        ExprKind::Index(b, _) => first_base(b),
        _ => e.clone(),
    }
}

/// Under `--checks=races`, what the copy of a row forall over this thread's rows logs after
/// its inner loop `for (j = start; …; j++)`: for each row and kind of access, the ranges of
/// columns `y[i + k][start + lo] … y[i + k][j - 1 + hi]` that the accesses `y[i + k][j + m]`
/// (`lo <= m <= hi`, every `m` between made) covered.
pub(crate) struct RowRanges {
    /// The inner loop's counter `j` (the source's, for its lowered value) and first value.
    pub counter: Expr,
    pub start: i64,
    /// The first access of each range, whether it writes, and its offsets `lo`, `hi`.
    pub ranges: Vec<(Expr, bool, i64, i64)>,
}

/// The `for` loop that a statement is (alone in blocks).
fn only_loop(s: &Stmt) -> Option<&ForLoop> {
    match &s.kind {
        StmtKind::For(l) => Some(l),
        StmtKind::Compound(b) => match b.items.as_slice() {
            [BlockItem::Stmt(s)] => only_loop(s),
            _ => None,
        },
        _ => None,
    }
}

impl<T: Target> Lowering<'_, T> {
    /// Under `--checks=races`, the ranges of a row forall's body that is one loop `for (j = c;
    /// cond; j++)` (`c` a constant, `cond` without side effects or rows) over expression
    /// statements whose every access `y[i + k][…]` to the rows `rows` is `y[i + k][j + m]`
    /// made at every iteration (src/backend/forall/ranges.rs); `None` otherwise (then every
    /// access is checked on its own, through no row pointer).
    pub(crate) fn race_row_ranges(
        &self,
        body: &Stmt,
        var: &str,
        rows: &[Row],
    ) -> Option<RowRanges> {
        let l = only_loop(body)?;
        let ForInit::Expr(init) = &l.init else {
            return None;
        };
        let ExprKind::Assign(AssignOp::Assign, counter, c) = &init.kind else {
            return None;
        };
        let ExprKind::Ident(j) = &counter.kind else {
            return None;
        };
        let ExprKind::Int(c) = &c.kind else {
            return None;
        };
        let start: i64 = c.parse().ok()?;
        let step = l.step.as_ref()?;
        let unit_step = match &step.kind {
            ExprKind::Unary(UnaryOp::PostInc | UnaryOp::PreInc, x) => is_ident(x, &j.name),
            ExprKind::Assign(AssignOp::Add, x, one) => {
                is_ident(x, &j.name) && matches!(&one.kind, ExprKind::Int(n) if &**n == "1")
            }
            _ => false,
        };
        let mut plain_cond = true;
        visit_exprs_in_expr(l.cond.as_ref()?, &mut |e| {
            plain_cond &= row_access(e).is_none()
                && written_operand(e).is_none()
                && !matches!(e.kind, ExprKind::Call(..) | ExprKind::StmtExpr(_));
        });
        if !unit_step
            || !plain_cond
            || *j.name == *var
            || !self.ty(counter).is_integer()
            || self.ty(counter).is_shared()
            || assigns(&l.body, &j.name)
        {
            return None;
        }
        // The row of an access `y[i + k][…]` to one of `rows`, and its column's offset `m`
        // from `j` (`None`: another column, which no range says).
        let row_of = |e: &Expr| -> Option<(usize, Option<i64>)> {
            let (y, r, col) = row_access(e)?;
            let k = offset_from(r, var)?;
            let row = rows.iter().position(|(n, o, _)| *n == y.name && *o == k)?;
            Some((row, offset_from(col, &j.name)))
        };
        let mut keys: Vec<(usize, i64)> = vec![];
        let mut columns = true;
        visit_exprs_in_stmt(&l.body, &mut |e| match row_of(e) {
            Some((row, Some(m))) if !keys.contains(&(row, m)) => keys.push((row, m)),
            Some((_, None)) => columns = false,
            _ => {}
        });
        if !columns {
            return None;
        }
        let walked = |e: &Expr| -> Option<usize> {
            let (row, m) = row_of(e)?;
            let m = m?;
            keys.iter().position(|key| *key == (row, m))
        };
        let uses = self.range_uses(&l.body, &walked)?;
        if uses.iter().any(|u| !u.always) {
            return None;
        }
        // Per row and kind, the offsets made, in runs of consecutive ones.
        let mut ranges = vec![];
        for row in 0..rows.len() {
            for write in [true, false] {
                let mut made: Vec<(i64, &Expr)> = uses
                    .iter()
                    .filter(|u| u.write == write && keys[u.key].0 == row)
                    .map(|u| (keys[u.key].1, &u.lvalue))
                    .collect();
                made.sort_by_key(|(m, _)| *m);
                made.dedup_by_key(|(m, _)| *m);
                for run in made.chunk_by(|a, b| b.0 == a.0 + 1) {
                    let (lo, hi) = (run[0].0, run[run.len() - 1].0);
                    if start + lo < 0 {
                        return None;
                    }
                    ranges.push((run[0].1.clone(), write, lo, hi));
                }
            }
        }
        Some(RowRanges {
            counter: (**counter).clone(),
            start,
            ranges,
        })
    }

    /// `if (j > start) { PGAS_RACE(&y[i + k][start + lo], (j - start + hi - lo) * …); … }`:
    /// the ranges of a run of a row forall's inner loop over this thread's rows.
    fn race_row_checks(&mut self, races: &RowRanges, span: Span) -> BlockItem {
        let j = self.value(&races.counter);
        let runs = races
            .ranges
            .iter()
            .map(|(access, write, lo, hi)| {
                let first =
                    subscripted(access, ExprKind::Int((races.start + lo).to_string().into()));
                let walked = binary(BinaryOp::Sub, j.clone(), int_expr(races.start));
                let elements = binary(BinaryOp::Add, walked, int_expr(hi - lo));
                (first, elements, *write, access.clone())
            })
            .collect();
        let run = binary(BinaryOp::Gt, j, int_expr(races.start));
        self.race_range_checks(runs, run, span)
    }
}

#[cfg(test)]
mod tests {
    use crate::backend::privatize::FunctionLocals;
    use crate::backend::snippet::{foralls, Snippet};
    use crate::backend::target::Target;
    use crate::backend::{ga::Ga, upcr::Upcr};

    const ROWS: &str = "
shared [16] int a[4*THREADS][8];
int main(void) {
  long i; int j, s = 0;
  upc_forall (i = 0; i < 4*THREADS; i++; &a[i][0]) for (j = 1; j < 7; j++) a[i][j] = a[i][j - 1] + a[i][j + 1] + a[i][j];
  upc_forall (i = 1; i < 4*THREADS - 1; i++; &a[i][0]) for (j = 0; j < 8; j++) s += a[i - 1][j] + a[i + 1][j];
  upc_forall (i = 0; i < 4*THREADS; i++; &a[i][0]) for (j = 0; j < 8; j += 2) a[i][j] = 0;
  upc_forall (i = 0; i < 4*THREADS; i++; &a[i][0]) for (j = 0; j < 8; j++) s += j ? a[i][j] : 0;
  upc_forall (i = 0; i < 4*THREADS; i++; &a[i][0]) for (j = 0; j < 7; j++) a[i][j] = a[i][7 - j];
  upc_forall (i = 0; i < 4*THREADS; i++; &a[i][0]) for (j = 1; j < 7; j++) s += a[i][j - 1] + a[i][j + 1];
}
";

    /// Each row forall of ROWS under `--checks=races`: its ranges (`a[i][j - 1]:w-1..1`: the
    /// first access, kind and offsets), or none (every access checked on its own).
    fn row_ranges<T: Target>() -> Vec<String> {
        let mut snippet = Snippet::new(ROWS);
        snippet.options.races = true;
        let mut l = snippet.lowering::<T>();
        l.core.function_locals = FunctionLocals::of(snippet.function("main"));
        let mut out = vec![];
        for f in foralls(snippet.function("main")) {
            let rows = l.forall_rows(&f);
            out.push(
                match rows.and_then(|(i, r)| l.race_row_ranges(&f.body, &i, &r)) {
                    None => "checked".into(),
                    Some(r) => {
                        let list: Vec<String> = r
                            .ranges
                            .iter()
                            .map(|(e, w, lo, hi)| {
                                let kind = if *w { "w" } else { "r" };
                                format!("{}:{kind}{lo}..{hi}", l.text(e))
                            })
                            .collect();
                        format!("from {}: {}", r.start, list.join(" "))
                    }
                },
            );
        }
        out
    }

    #[test]
    fn the_race_checker_logs_the_row_loops_its_ranges_can_say() {
        let want = [
            "from 1: a[i][j]:w0..0 a[i][j - 1]:r-1..1",
            "from 0: a[i - 1][j]:r0..0 a[i + 1][j]:r0..0",
            // a step of 2, a read under `?:`, a column that is not `j + m`: checked
            "checked",
            "checked",
            "checked",
            // columns j - 1 and j + 1, not j: two ranges
            "from 1: a[i][j - 1]:r-1..-1 a[i][j + 1]:r1..1",
        ];
        assert_eq!(row_ranges::<Upcr>(), want);
        assert_eq!(row_ranges::<Ga>(), want);
    }
}
