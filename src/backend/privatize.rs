//! Loops over private pointers-to-shared, for every UPC backend (`--to upcr`, `--to ga`).
//!
//! In `for (k = lo; k < hi; k++) … p[k] …` with `p` a private pointer-to-shared that the loop
//! does not change, the elements `p[i]` that have affinity to this thread are reached through a
//! local C pointer. Before the loop the lowering computes that pointer (null when `p` points to
//! another thread's data) and `p`'s phase; then:
//!
//! - when the loop is counted (`k` from `lo` to `hi`, neither changed by the body), the loop is
//!   *versioned*: if every index `lo … hi-1` stays in `p`'s block (for an indefinite block `[]`:
//!   if `p` is local at all), a fast copy of the loop reads and writes `p[k]` as `local[k]`;
//! - otherwise (and in the other copy) each `p[i]` tests `i` against the block at run time and
//!   takes the local element or the generic access.
//!
//! This module decides which loops, pointers and accesses qualify and the shape of the run-time
//! conditions; a backend says how its pointer-to-shared gives the local pointer and the phase
//! (`Target::local_pointer_setup`); the versioned loops are built in versioning.rs.

use crate::backend::analysis::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// A private pointer-to-shared with a local pointer for this thread's elements, inside the loop
/// being lowered.
#[derive(Clone, Debug)]
pub(crate) struct PrivatePointer {
    /// The pointer's name.
    pub(crate) name: Name,
    /// The C variable holding the local address of `*p` (null when not this thread's).
    pub(crate) local: String,
    /// The C variable holding `p`'s phase.
    pub(crate) phase: String,
    /// The block size of `p`'s target; `None` for the indefinite block `[]` (every element of
    /// the object is on one thread).
    pub(crate) block: Option<u64>,
    /// In the fast copy of a versioned loop: its counter (every `p[counter]` is local).
    pub(crate) fast_var: Option<Name>,
}

impl PrivatePointer {
    /// Before a versioned loop: every index of `[lo, hi)` reaches this thread's data
    /// (`local && phase + lo >= 0 && phase + hi <= B`).
    pub(crate) fn range_check(&self, lo: Expr, hi: Expr) -> Expr {
        let local = ident_expr(&self.local);
        let Some(b) = self.block else {
            return local;
        };
        let at = |i: Expr| binary(BinaryOp::Add, ident_expr(&self.phase), i);
        let from = binary(BinaryOp::Ge, at(lo), int_expr(0));
        let to = binary(BinaryOp::Le, at(hi), int_expr(b));
        all_of(vec![local, from, to]).expect("three conditions")
    }

    /// At one access `p[idx]`: the element is this thread's
    /// (`local && (unsigned long)(phase + idx) < B`).
    pub(crate) fn access_test(&self, idx: Expr) -> Expr {
        let local = ident_expr(&self.local);
        let Some(b) = self.block else {
            return local;
        };
        let unsigned_long = specs(vec![
            DeclSpec::Type(TypeSpec::Basic(BasicType::Unsigned, Span::default())),
            DeclSpec::Type(TypeSpec::Basic(BasicType::Long, Span::default())),
        ]);
        let offset = binary(BinaryOp::Add, ident_expr(&self.phase), idx);
        let offset = cast(type_name(unsigned_long, Declarator::Abstract), offset);
        let inside = binary(BinaryOp::Lt, offset, int_expr(b));
        binary(BinaryOp::LogAnd, local, inside)
    }
}

/// What the function being lowered declares: its parameters and automatic variables whose
/// address it never takes. Only these are known to keep their value across a call or a store
/// through a pointer in a loop's body.
#[derive(Clone, Debug, Default)]
pub(crate) struct FunctionLocals {
    names: Vec<Name>,
    /// Every name the function declares (its parameters, and at block scope whatever the
    /// storage class), once per declaration.
    all: Vec<Name>,
    /// Of `names`, the pointers every value of which comes from `malloc` or `calloc`: every
    /// declaration of the name initialises it with such a call (or not at all) and every
    /// assignment to it is one. The allocation functions called are in `allocators`.
    allocated: Vec<Name>,
    allocators: Vec<Name>,
    /// The function declares no type of its own at block scope (no typedef, no struct, union
    /// or enum declared inside it), no nested function and no statement expression, and its
    /// parameters are a prototype's: every name its body uses is one of `all` or a file-scope
    /// name.
    plain: bool,
}

impl FunctionLocals {
    pub(crate) fn of(f: &FunctionDef) -> FunctionLocals {
        let mut names: Vec<Name> = vec![];
        if let Some(params) = innermost_params(&f.declarator) {
            names.extend(
                params
                    .params
                    .iter()
                    .filter_map(|p| p.declarator.ident())
                    .map(|i| i.name.clone()),
            );
        }
        let body = Stmt {
            kind: StmtKind::Compound(f.body.clone()),
            span: f.body.span,
        };
        let mut nested = false;
        let mut taken: Vec<Name> = vec![];
        let mut all = names.clone();
        let mut local_types = false;
        walk_declarations(&body, &mut |specs, d| {
            all.extend(d.declarator.ident().map(|i| i.name.clone()));
            local_types |= specs.items.iter().any(|s| {
                matches!(
                    s,
                    DeclSpec::Storage(StorageClass::Typedef, _)
                        | DeclSpec::Type(TypeSpec::Struct(_) | TypeSpec::Enum(_))
                )
            });
            let storage = specs.items.iter().any(|s| {
                matches!(
                    s,
                    DeclSpec::Storage(
                        StorageClass::Static
                            | StorageClass::Extern
                            | StorageClass::ThreadLocal
                            | StorageClass::Typedef,
                        _
                    )
                )
            });
            if !storage {
                if let Some(i) = d.declarator.ident() {
                    names.push(i.name.clone());
                }
            }
        });
        visit_items(&body, &mut |item| {
            nested |= matches!(item, BlockItem::FnDef(_))
        });
        let mut statement_exprs = false;
        let mut assigned: Vec<(Name, bool)> = vec![];
        let mut allocators: Vec<Name> = vec![];
        visit_exprs_in_stmt(&body, &mut |e| {
            if let ExprKind::Unary(UnaryOp::AddrOf, x) = &e.kind {
                if let ExprKind::Ident(i) = &x.kind {
                    taken.push(i.name.clone());
                }
            }
            statement_exprs |= matches!(e.kind, ExprKind::StmtExpr(_));
            if let Some(ExprKind::Ident(i)) = written_operand(e).map(|l| &l.kind) {
                let value = match &e.kind {
                    ExprKind::Assign(AssignOp::Assign, _, v) => allocation(v),
                    _ => None,
                };
                allocators.extend(value.clone());
                assigned.push((i.name.clone(), value.is_some()));
            }
        });
        // The pointers whose every declaration initialises them with an allocation or not at
        // all (the parameters have their caller's value).
        let mut declared: Vec<(Name, bool)> = vec![];
        walk_declarations(&body, &mut |_, d| {
            if let Some(i) = d.declarator.ident() {
                let value = match &d.init {
                    None => Some(None),
                    Some(Initializer::Expr(e)) => allocation(e).map(Some),
                    Some(Initializer::List(..)) => None,
                };
                allocators.extend(value.clone().flatten());
                declared.push((i.name.clone(), value.is_some()));
            }
        });
        let params = innermost_params(&f.declarator);
        let plain = params.is_some() && !nested && !statement_exprs && !local_types;
        if nested {
            // A nested function may change any of them.
            names.clear();
        }
        names.retain(|n| !taken.contains(n));
        let allocated = names
            .iter()
            .filter(|n| {
                declared.iter().any(|(d, _)| d == *n)
                    && all.iter().filter(|d| d == n).count()
                        == declared.iter().filter(|(d, _)| d == *n).count()
                    && declared.iter().all(|(d, ok)| d != *n || *ok)
                    && assigned.iter().all(|(d, ok)| d != *n || *ok)
            })
            .cloned()
            .collect();
        FunctionLocals {
            names,
            all,
            allocated,
            allocators,
            plain,
        }
    }

    /// Whether every name a block of the function uses is one of its declarations or a
    /// file-scope name (see `plain`).
    pub(crate) fn plain(&self) -> bool {
        self.plain
    }
    /// Whether the function declares `n` (a parameter or at block scope, any storage class).
    pub(crate) fn declares(&self, n: &str) -> bool {
        self.all.iter().any(|x| &**x == n)
    }
    /// Whether every value of the local pointer `n` comes from the allocation functions
    /// `allocators()` (so it points into an object of its own, or is null).
    pub(crate) fn allocated(&self, n: &str) -> bool {
        self.allocated.iter().any(|x| &**x == n)
    }
    pub(crate) fn allocators(&self) -> &[Name] {
        &self.allocators
    }

    pub(crate) fn contains(&self, n: &str) -> bool {
        self.names.iter().any(|x| &**x == n)
    }
}

/// `malloc(…)` or `calloc(…)`, under casts: the function's name.
fn allocation(e: &Expr) -> Option<Name> {
    match &e.kind {
        ExprKind::Cast(_, x) => allocation(x),
        ExprKind::Call(callee, _) => match &callee.kind {
            ExprKind::Ident(i) if matches!(&*i.name, "malloc" | "calloc") => Some(i.name.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// The parameters of a function declarator (the derivation next to its name).
fn innermost_params(d: &Declarator) -> Option<&ParamList> {
    match d {
        Declarator::Function { inner, params, .. } => innermost_params(inner).or(Some(params)),
        Declarator::Pointer { inner, .. }
        | Declarator::Array { inner, .. }
        | Declarator::KrFunction { inner, .. }
        | Declarator::Attributed { inner, .. } => innermost_params(inner),
        _ => None,
    }
}

/// Every block item of a statement, nested ones included.
fn visit_items(s: &Stmt, f: &mut dyn FnMut(&BlockItem)) {
    match &s.kind {
        StmtKind::Compound(b) => {
            for item in &b.items {
                f(item);
                if let BlockItem::Stmt(s) = item {
                    visit_items(s, f);
                }
            }
        }
        StmtKind::If { then, els, .. } => {
            visit_items(then, f);
            if let Some(e) = els {
                visit_items(e, f);
            }
        }
        StmtKind::Switch { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Labeled { body, .. } => visit_items(body, f),
        StmtKind::For(l) => visit_items(&l.body, f),
        StmtKind::UpcForall(l) => visit_items(&l.body, f),
        _ => {}
    }
}

/// Whether a statement may change private variables other than the function's locals: it
/// calls a function, or stores through a private pointer (`*q = …`, `q[i]++`, `s.x = …`).
/// Stores to shared objects cannot reach a private variable.
fn may_change_nonlocals(s: &Stmt, ty: &dyn Fn(&Expr) -> Type) -> bool {
    let mut found = false;
    visit_exprs_in_stmt(s, &mut |e| match &e.kind {
        ExprKind::Call(..) | ExprKind::StmtExpr(_) => found = true,
        ExprKind::Assign(_, l, _)
        | ExprKind::Unary(
            UnaryOp::PreInc | UnaryOp::PostInc | UnaryOp::PreDec | UnaryOp::PostDec,
            l,
        ) if !matches!(l.kind, ExprKind::Ident(_)) && !ty(l).is_shared() => found = true,
        _ => {}
    });
    found
}

/// `for (k = A; k < E; k++)` (or `<= E`, or `int k = A`): the counter, `A`, `E` and whether the
/// bound is inclusive, when `A` and `E` are free of side effects and of shared data and the body
/// cannot change them or the counter.
pub(crate) struct CountedRange<'a> {
    pub(crate) var: Name,
    pub(crate) start: &'a Expr,
    pub(crate) end: &'a Expr,
    pub(crate) inclusive: bool,
}

pub(crate) fn counted_range<'a>(
    f: &'a ForLoop,
    ty: &dyn Fn(&Expr) -> Type,
    locals: &FunctionLocals,
) -> Option<CountedRange<'a>> {
    let var = counter_of_step(f.step.as_ref()?)?;
    let start: &Expr = match &f.init {
        ForInit::Expr(e) => match &e.kind {
            ExprKind::Assign(AssignOp::Assign, l, a) if is_ident(l, &var) => a,
            _ => return None,
        },
        ForInit::Decl(Declaration {
            kind: DeclarationKind::Normal { declarators, .. },
            ..
        }) if declarators.len() == 1 => {
            match (&declarators[0].init, declarators[0].declarator.ident()) {
                (Some(Initializer::Expr(a)), Some(i)) if i.name == var => a,
                _ => return None,
            }
        }
        _ => return None,
    };
    let (inclusive, end) = match &f.cond.as_ref()?.kind {
        ExprKind::Binary(op @ (BinaryOp::Lt | BinaryOp::Le), l, e) if is_ident(l, &var) => {
            (*op == BinaryOp::Le, e)
        }
        _ => return None,
    };
    if has_side_effects(start) || has_side_effects(end) || assigns(&f.body, &var) {
        return None;
    }
    if changed_by(&f.body, start) || changed_by(&f.body, end) {
        return None;
    }
    // The bounds are evaluated once more before the loop, and the bound at each iteration: they
    // must keep their value. Shared data may change under another thread; a private variable
    // other than the function's own locals may change through a call or a store through a
    // pointer.
    let mut reads_shared = false;
    visit_exprs_in_expr(start, &mut |x| {
        if ty(x).is_shared() || matches!(x.kind, ExprKind::Unary(UnaryOp::Deref, _)) {
            reads_shared = true;
        }
    });
    let mut reads_nonlocal = false;
    visit_exprs_in_expr(end, &mut |x| {
        if ty(x).is_shared() || matches!(x.kind, ExprKind::Unary(UnaryOp::Deref, _)) {
            reads_shared = true;
        }
        match &x.kind {
            ExprKind::Ident(i) if !locals.contains(&i.name) && !ty(x).is_function() => {
                reads_nonlocal = true
            }
            ExprKind::Index(..) | ExprKind::Member { .. } => reads_nonlocal = true,
            _ => {}
        }
    });
    if reads_shared || reads_nonlocal && may_change_nonlocals(&f.body, ty) {
        return None;
    }
    Some(CountedRange {
        var,
        start,
        end,
        inclusive,
    })
}

/// Private pointers-to-shared indexed in a loop's body (`p[i]`, `i` free of side effects) that
/// the loop does not change, with their target types: relaxed, of a definite block size other
/// than 1 or indefinite, not to arrays or pointers-to-shared.
pub(crate) fn privatizable_pointers(
    f: &ForLoop,
    ty: &dyn Fn(&Expr) -> Type,
    is_strict: &dyn Fn(&Type) -> bool,
    locals: &FunctionLocals,
) -> Vec<(Name, Type)> {
    let mut found: Vec<(Name, Type)> = vec![];
    let mut visit = |e: &Expr| {
        if let ExprKind::Index(b, idx) = &e.kind {
            if let ExprKind::Ident(p) = &b.kind {
                let t = ty(b);
                let ok = t.is_pointer_to_shared()
                    && t.quals().shared.is_none()
                    && !has_side_effects(idx)
                    && !found.iter().any(|(n, _)| *n == p.name)
                    && t.pointee().is_some_and(|x| {
                        !matches!(x.kind(), TypeKind::Array(..))
                            && matches!(
                                x.block_size(),
                                Some(BlockSize::Const(0 | 2..) | BlockSize::Indefinite)
                            )
                            && !x.unqualified().is_pointer_to_shared()
                    });
                if ok {
                    found.push((p.name.clone(), t.pointee().expect("pointer").clone()));
                }
            }
        }
    };
    visit_exprs_in_stmt(&f.body, &mut visit);
    let changed = |n: &Name| {
        assigns(&f.body, n)
            || f.step.as_ref().is_some_and(|s| expr_assigns(s, n))
            || f.cond.as_ref().is_some_and(|c| expr_assigns(c, n))
    };
    let mut declared = declared_names(&f.body);
    if let ForInit::Decl(Declaration {
        kind: DeclarationKind::Normal { declarators, .. },
        ..
    }) = &f.init
    {
        // Declared by the loop itself: not in scope before it.
        declared.extend(
            declarators
                .iter()
                .filter_map(|d| d.declarator.ident())
                .map(|i| i.name.clone()),
        );
    }
    let body_may_change = may_change_nonlocals(&f.body, ty)
        || f.cond.iter().chain(f.step.iter()).any(has_side_effects);
    found.retain(|(n, t)| {
        !changed(n)
            && !is_strict(t)
            && !declared.contains(n)
            && (locals.contains(n) || !body_may_change)
    });
    found
}

/// `p[i]` on a privatized pointer: the pointer's entry and the index (free of side effects).
pub(crate) fn privatized<'e>(
    list: &[PrivatePointer],
    e: &'e Expr,
) -> Option<(PrivatePointer, &'e Expr)> {
    let ExprKind::Index(b, i) = &e.kind else {
        return None;
    };
    let ExprKind::Ident(p) = &b.kind else {
        return None;
    };
    if has_side_effects(i) {
        return None;
    }
    let entry = list.iter().rev().find(|x| x.name == p.name)?;
    Some((entry.clone(), i))
}

#[cfg(test)]
mod tests;
