//! The versioning of loops over private pointers-to-shared (the analyses are in
//! privatize.rs): a counted loop that indexes privatizable pointers runs a fast copy through
//! local pointers when every index stays in this thread's block.

use crate::backend::analysis::*;
use crate::backend::lowering::*;
use crate::backend::privatize::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

impl<'a, T: Target> Lowering<'a, T> {
    /// Every access must go through the generic path (`--profile-local`).
    pub(crate) fn privatization_off(&self) -> bool {
        self.local_pointers_off() || self.options.races
    }
    /// Whether no access may go through a local pointer at all (`--profile-local`,
    /// `--dynamic-pointers`); under `--checks=races` alone the row loops of a `upc_forall` may,
    /// logging ranges (src/backend/rows.rs).
    pub(crate) fn local_pointers_off(&self) -> bool {
        // Under `--dynamic-pointers` `p[i]` follows the layout of the object `p` points into,
        // which only the run time knows.
        let o = self.options;
        o.profile.as_ref().is_some_and(|p| p.local) || o.dynamic_pointers
    }
    /// The value of `e` after lowering, converted to `to`.
    fn lowered_converted(&mut self, e: &Expr, to: &Type) -> Expr {
        let v = self.value(e);
        self.convert(v, e, to)
    }
    /// The generic store of the variable `value` to the shared element `e`.
    fn generic_write(&mut self, e: &Expr, value: &str) -> Option<Expr> {
        self.write_place(e, ident_expr(value))
    }

    /// A `for` loop (its init already lowered, in the loop's scope): versioned when it indexes
    /// privatizable pointers, else the plain loop.
    pub(crate) fn versioned_for(&mut self, f: &ForLoop, init: ForInit, span: Span) -> StmtKind {
        let privatized = if self.privatization_off() {
            vec![]
        } else {
            let locals = self.core.function_locals.clone();
            privatizable_pointers(f, &|e| self.ty(e), &|t| self.is_strict(t), &locals)
        };
        let saved = self.core.private_subst.len();
        let mut setup = vec![];
        for (name, target) in &privatized {
            let [local, phase] = self.core.names.numbered([
                &format!("{}_mine", T::PREFIX),
                &format!("{}_phase", T::PREFIX),
            ]);
            // T *local = (address or null); long phase = (phase of p);
            let (address, phase_value) = T::local_pointer_setup(self, name, target);
            let (s, d) = self.typed(&target.unqualified(), pointer_to(named(&local), vec![]));
            setup.push(local_decl(s, d, init_expr(address)));
            setup.push(local_decl(
                basic(BasicType::Long),
                named(&phase),
                init_expr(phase_value),
            ));
            let block = match target.block_size() {
                Some(BlockSize::Const(b)) if b > 0 => Some(b),
                _ => None,
            };
            self.core.private_subst.push(PrivatePointer {
                name: name.clone(),
                local,
                phase,
                block,
                fast_var: None,
            });
        }
        let cond = f.cond.as_ref().map(|c| self.cond(c));
        let step = f.step.as_ref().map(|c| self.effect(c));
        let generic = ForLoop {
            init: init.clone(),
            cond: cond.clone(),
            step: step.clone(),
            body: self.stmt(&f.body),
        };
        // A counted loop whose whole index range stays in the pointers' blocks runs a second
        // version of the body with plain local accesses.
        let fast = if setup.is_empty() {
            None
        } else {
            let locals = self.core.function_locals.clone();
            let range = counted_range(f, &|e| self.ty(e), &locals)
                .map(|r| (r.var, r.start, r.end, r.inclusive));
            match range {
                Some((var, start, end, inclusive)) => {
                    let lo = self.value(start);
                    let hi = self.value(end);
                    let hi = if inclusive {
                        binary(BinaryOp::Add, hi, int_expr(1))
                    } else {
                        hi
                    };
                    let mut checks = vec![];
                    for entry in &mut self.core.private_subst[saved..] {
                        checks.push(entry.range_check(lo.clone(), hi.clone()));
                        entry.fast_var = Some(var.clone());
                    }
                    let body = self.stmt(&f.body);
                    Some((all_of(checks).expect("a pointer"), body))
                }
                None => None,
            }
        };
        self.core.private_subst.truncate(saved);
        if setup.is_empty() {
            return StmtKind::For(Box::new(generic));
        }
        let comment = comment_stmt("local pointers for this thread's elements");
        let mut items = vec![at_span(BlockItem::Stmt(comment), span)];
        items.extend(setup);
        let generic = stmt(StmtKind::For(Box::new(generic)), span);
        match fast {
            Some((check, body)) => {
                let fast_loop = for_loop(init, cond, step, body, span);
                items.push(BlockItem::Stmt(stmt(
                    StmtKind::If {
                        cond: check,
                        then: Box::new(fast_loop),
                        els: Some(Box::new(generic)),
                    },
                    span,
                )));
            }
            None => items.push(BlockItem::Stmt(generic)),
        }
        StmtKind::Compound(Block { items, span })
    }

    /// `p[k]` in the fast copy of a versioned loop (`k` its counter): the local element, as an
    /// lvalue.
    pub(crate) fn private_fast(&mut self, e: &Expr) -> Option<Expr> {
        let (entry, i) = privatized(&self.core.private_subst, e)?;
        let ExprKind::Ident(k) = &i.kind else {
            return None;
        };
        if entry.fast_var.as_ref() != Some(&k.name) {
            return None;
        }
        let element = subscript(ident_expr(&entry.local), ident_expr(&k.name));
        Some(Expr {
            span: e.span,
            ..element
        })
    }

    /// `p[i]` of a privatized pointer: the local element when `p` points to this thread's data
    /// and `i` stays in its block, else the generic access. With `store`, the write of that
    /// value (a variable, evaluated once) instead of the read.
    pub(crate) fn private_element(&mut self, e: &Expr, store: Option<&str>) -> Option<Expr> {
        let (entry, i) = privatized(&self.core.private_subst, e)?;
        let idx = self.value(i);
        let local = subscript(ident_expr(&entry.local), idx.clone());
        let access = match store {
            None => local,
            Some(v) => assign(local, ident_expr(v)),
        };
        if entry.fast_var.as_ref().is_some_and(|v| is_ident(i, v)) {
            // The loop was versioned: every index of this loop is local.
            return Some(Expr {
                span: e.span,
                ..access
            });
        }
        let test = entry.access_test(idx);
        let saved = std::mem::take(&mut self.core.private_subst);
        let access = match store {
            None => {
                let generic = self.value(e);
                Some(cond_expr(test, access, generic))
            }
            Some(v) => self.generic_write(e, v).map(|generic| {
                // test ? (void)(local[i] = v) : (void)generic
                let void = || type_name(basic(BasicType::Void), Declarator::Abstract);
                cond_expr(test, cast(void(), access), cast(void(), generic))
            }),
        };
        self.core.private_subst = saved;
        Some(Expr {
            span: e.span,
            ..access?
        })
    }

    /// `p[i] = v` as a statement: the value once, then the store to wherever the element is
    /// (`({ T tmp = v; store; })`).
    pub(crate) fn private_assign(&mut self, e: &Expr, l: &Expr, r: &Expr) -> Option<Expr> {
        if self.core.private_subst.is_empty() {
            return None;
        }
        privatized(&self.core.private_subst, l)?;
        let lt = self.ty(l).unqualified();
        let v = self.lowered_converted(r, &lt);
        let [tmp] = self.core.names.numbered([&format!("{}_store", T::PREFIX)]);
        let store = self.private_element(l, Some(&tmp))?;
        let block = Block {
            items: vec![self.local_var(&lt, &tmp, init_expr(v)), expr_stmt(store)],
            span: Span::default(),
        };
        Some(node(ExprKind::StmtExpr(Box::new(block)), e.span))
    }
}
