//! Blocks over local pointers into distinct shared arrays, outlined into a function whose
//! pointer parameters are `restrict`, for every UPC backend.
//!
//! `{ double *a = (double *)&A[…], *c = (double *)&C[…]; … c[…] += a[…] * b[…]; … }`: the
//! block reads and writes this thread's parts of shared arrays through private pointers the
//! user cast from their addresses, beside memory from `malloc`. In C the pointers are
//! `upcr_shared_to_local(…)` results (or the GA equivalent): the compiler must assume that
//! they may point into the `malloc`ed object (which escaped into the transfer that filled it),
//! so it keeps every store to `c` ordered with every load of `b` and `a` (no unroll-and-jam of
//! the loop nest). The block is written instead as a `static` function of the file, called
//! in its place (defined after the enclosing function, declared before it), whose parameters
//! are the pointers, `restrict`-qualified (C11 6.7.3.1: GCC keeps that through inlining), the
//! variables the block uses by value and those it assigns through a pointer (copied in at the
//! start and out at the end).
//!
//! `restrict` is a promise: within the block, an object modified through one of the pointers
//! is accessed through that pointer only. It holds because every access the block makes to
//! memory other than its own variables is one of:
//! - through a pointer declared at the block's start from the address of a shared array
//!   named at file scope (`&A[…]…`, `A`, `A + k`), cast to a private pointer, never assigned
//!   in the block: its accesses stay in that array's part of this thread (a private pointer to
//!   shared data is valid only there, UPC 6.4.3); no two of the pointers name one array;
//! - through a local pointer of the function every value of which comes from `malloc` or
//!   `calloc` (`FunctionLocals::allocated`): an object of its own, which no shared array is,
//!   and never the object of another such pointer (two live allocations do not overlap);
//! - to an array or variable by name (a private object, not in the shared arrays).
//!
//! So the block takes no address (`&`), calls nothing, names no shared object but in the
//! pointers' initialisers (which are evaluated, as before, where the block was), and has no
//! jump out of it (`return`, `goto`, `break` or `continue` not inside a loop of its own) or
//! label; its declarations are of automatic objects of a constant size, and the function
//! declares no type of its own (`FunctionLocals::plain`), so that every name the block uses
//! means the same in the outlined function: its own declarations, the parameters (the names it
//! uses of the enclosing function, passed at the place of the block, so resolved there), or
//! file-scope names. Not under `--checks=races` (whose accesses are logged where they are).

use crate::backend::analysis::*;
use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// A pointer declared at the block's start from a shared array's address.
struct RestrictPointer<A> {
    name: Name,
    ty: Type,
    init: Expr,
    array: A,
}

/// The identifier at the base of `&A[…]…`, `A`, `A + k`, `(T *)…`.
fn array_base(e: &Expr) -> Option<&Expr> {
    match &e.kind {
        ExprKind::Ident(_) => Some(e),
        ExprKind::Cast(_, x) | ExprKind::Unary(UnaryOp::AddrOf, x) | ExprKind::Index(x, _) => {
            array_base(x)
        }
        ExprKind::Binary(BinaryOp::Add | BinaryOp::Sub, x, _) => array_base(x),
        _ => None,
    }
}

/// Whether a statement contains a construct that stops the outlining: a jump or label, `asm`,
/// a UPC statement, a pragma, a nested function or local labels.
fn has_barrier_to_outlining(s: &Stmt, in_loop: bool) -> bool {
    let items = |b: &Block, in_loop| {
        b.items.iter().any(|i| match i {
            BlockItem::Stmt(s) => has_barrier_to_outlining(s, in_loop),
            BlockItem::Decl(_) => false,
            BlockItem::LocalLabels(..) | BlockItem::FnDef(_) => true,
        })
    };
    match &s.kind {
        StmtKind::Compound(b) => items(b, in_loop),
        StmtKind::Expr(_) => false,
        StmtKind::If { then, els, .. } => {
            has_barrier_to_outlining(then, in_loop)
                || els
                    .as_ref()
                    .is_some_and(|e| has_barrier_to_outlining(e, in_loop))
        }
        StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => {
            has_barrier_to_outlining(body, true)
        }
        StmtKind::For(l) => has_barrier_to_outlining(&l.body, true),
        StmtKind::Break | StmtKind::Continue => !in_loop,
        _ => true,
    }
}

impl<'a, T: Target> Lowering<'a, T> {
    /// The block `b` as a call of a function made of it (pushed to the items emitted before
    /// the current one), when the module's conditions hold.
    pub(crate) fn outlined_block(&mut self, b: &Block) -> Option<Stmt> {
        if self.options.races || !self.core.function_locals.plain() {
            return None;
        }
        // The pointers: the leading declarations whose declarators all qualify.
        let mut pointers: Vec<RestrictPointer<T::Array>> = vec![];
        let mut rest = 0;
        for item in &b.items {
            let BlockItem::Decl(Declaration {
                kind: DeclarationKind::Normal { specs, declarators },
                ..
            }) = item
            else {
                break;
            };
            let mut found = vec![];
            for d in declarators {
                let ty = self.decl_type(d.id)?;
                let Some(Initializer::Expr(init)) = &d.init else {
                    break;
                };
                let name = d.declarator.ident()?.name.clone();
                let array = array_base(init).and_then(|x| {
                    let ExprKind::Ident(i) = &x.kind else {
                        return None;
                    };
                    let t = self.ty(x);
                    let array = matches!(t.kind(), TypeKind::Array(..)) && t.is_shared();
                    array.then(|| T::array_named(self, &i.name)).flatten()
                });
                let pointee_private = ty.pointee().is_some_and(|p| !p.is_shared());
                match (array, ty.is_pointer() && pointee_private) {
                    (Some(array), true)
                        if matches!(init.kind, ExprKind::Cast(..))
                            && !has_side_effects(init)
                            && specs.storage().is_none() =>
                    {
                        found.push(RestrictPointer {
                            name,
                            ty,
                            init: (**init).clone(),
                            array,
                        })
                    }
                    _ => break,
                }
            }
            if found.len() != declarators.len() {
                break;
            }
            pointers.extend(found);
            rest += 1;
        }
        if pointers.is_empty() {
            return None;
        }
        for (k, p) in pointers.iter().enumerate() {
            if pointers[..k]
                .iter()
                .any(|q| q.array == p.array || q.name == p.name)
            {
                return None;
            }
        }
        let body = Block {
            items: b.items[rest..].to_vec(),
            span: b.span,
        };
        let body_stmt = stmt(StmtKind::Compound(body.clone()), b.span);
        if has_barrier_to_outlining(&body_stmt, false) {
            return None;
        }
        // Its own declarations: automatic objects of a constant size, each name declared
        // once in the function.
        let mut own: Vec<Name> = vec![];
        let mut fine = true;
        walk_declarations(&body_stmt, &mut |specs, d| {
            let ty = self.decl_type(d.id);
            fine &= specs.storage().is_none()
                && ty.is_some_and(|t| private_fixed(&t))
                && d.declarator.ident().is_some_and(|i| {
                    own.push(i.name.clone());
                    self.core.function_locals.declares(&i.name)
                });
        });
        if !fine {
            return None;
        }
        // Every expression: no call, address, statement expression or shared data; every
        // access through a pointer through one of the pointers or an allocated one.
        let is_pointer = |n: &str| pointers.iter().any(|p| *p.name == *n);
        let mut uses: Vec<(Name, Type)> = vec![];
        let mut bad = false;
        visit_exprs_in_stmt(&body_stmt, &mut |e| {
            let ty = self.ty(e);
            bad |= ty.is_shared() || ty.is_pointer_to_shared() || ty.is_function();
            match &e.kind {
                ExprKind::Call(..)
                | ExprKind::StmtExpr(_)
                | ExprKind::Unary(UnaryOp::AddrOf, _)
                | ExprKind::Raw(_)
                | ExprKind::LabelAddr(_)
                | ExprKind::VaArg(..) => bad = true,
                ExprKind::Index(x, y) => {
                    let base = if self.ty(x).decay().is_pointer() {
                        x
                    } else {
                        y
                    };
                    bad |= !self.through_known(base, &is_pointer);
                }
                ExprKind::Unary(UnaryOp::Deref, x)
                | ExprKind::Member {
                    base: x,
                    arrow: true,
                    ..
                } => bad |= !self.through_known(x, &is_pointer),
                ExprKind::Ident(i)
                    if !is_pointer(&i.name)
                        && !own.contains(&i.name)
                        && self.core.function_locals.declares(&i.name) =>
                {
                    // Passed: an arithmetic value or a private pointer, never shared.
                    let ok = self.core.function_locals.contains(&i.name)
                        && (ty.is_arithmetic() || ty.pointee().is_some_and(|p| !p.is_shared()));
                    bad |= !ok;
                    if ok && !uses.iter().any(|(n, _)| *n == i.name) {
                        uses.push((i.name.clone(), ty.unqualified()));
                    }
                }
                _ => {}
            }
        });
        if bad {
            return None;
        }
        for p in &pointers {
            if assigns(&body_stmt, &p.name) {
                return None;
            }
        }
        // The allocation functions are the C library's.
        let allocators = self.core.function_locals.allocators().to_vec();
        if !allocators
            .iter()
            .all(|n| self.analysis.is_library_function(n, T::known_call(n)))
        {
            return None;
        }
        Some(self.outline(b, &pointers, &uses, body))
    }

    /// `x`, `x + k`, `x - k` with `x` one of the block's pointers, a pointer of the function
    /// whose values all come from an allocation, or an array by name.
    fn through_known(&self, e: &Expr, is_pointer: &dyn Fn(&str) -> bool) -> bool {
        match &e.kind {
            ExprKind::Ident(i) => {
                is_pointer(&i.name)
                    || self.core.function_locals.allocated(&i.name)
                    || matches!(self.ty(e).kind(), TypeKind::Array(..))
            }
            ExprKind::Binary(BinaryOp::Add | BinaryOp::Sub, x, y) => {
                if self.ty(x).decay().is_pointer() {
                    self.through_known(x, is_pointer)
                } else {
                    self.through_known(y, is_pointer)
                }
            }
            _ => false,
        }
    }

    /// The function made of the block and the call that stands for it.
    fn outline(
        &mut self,
        b: &Block,
        pointers: &[RestrictPointer<T::Array>],
        uses: &[(Name, Type)],
        body: Block,
    ) -> Stmt {
        let [name] = self
            .core
            .names
            .numbered([&format!("{}_restrict", T::PREFIX)]);
        let restrict = || vec![PtrQual::Qual(TypeQual::Restrict(Span::default()))];
        let mut params = vec![];
        let mut args = vec![];
        for p in pointers {
            let pointee = p.ty.pointee().cloned().unwrap_or_else(|| p.ty.clone());
            let (s, d) = self.typed(&pointee, pointer_to(named(&p.name), restrict()));
            params.push(param(s, d));
            args.push(self.value(&p.init));
        }
        let body_stmt = stmt(StmtKind::Compound(body.clone()), b.span);
        let mut copy_in = vec![];
        let mut copy_out = vec![];
        for (n, ty) in uses {
            let allocated = self.core.function_locals.allocated(n);
            if assigns(&body_stmt, n) {
                let out = self.core.names.fresh(&format!("{}_{}_out", T::PREFIX, n));
                let (s, d) = self.typed(ty, pointer_to(named(&out), vec![]));
                params.push(param(s, d));
                args.push(unary(UnaryOp::AddrOf, ident_expr(n)));
                let deref = || unary(UnaryOp::Deref, ident_expr(&out));
                copy_in.push(self.local_var(ty, n, init_expr(deref())));
                copy_out.push(expr_stmt(assign(deref(), ident_expr(n))));
            } else {
                let d = match ty.pointee() {
                    Some(p) if allocated => self.typed(p, pointer_to(named(n), restrict())),
                    _ => self.typed(ty, named(n)),
                };
                params.push(param(d.0, d.1));
                args.push(ident_expr(n));
            }
        }
        let lowered = self.block(&body);
        let mut items = copy_in;
        items.push(BlockItem::Stmt(stmt(StmtKind::Compound(lowered), b.span)));
        items.extend(copy_out);
        let storage = [
            DeclSpec::Storage(StorageClass::Static, Span::default()),
            DeclSpec::Function(FunctionSpec::Inline, Span::default()),
        ];
        let d = function_declarator(named(&name), params, false);
        let specs = specs_before(&storage, basic(BasicType::Void));
        let prototype = declaration(specs.clone(), d.clone(), vec![], None);
        self.core.new_wrappers.push(ExternalDecl::Decl(prototype));
        let def = function_def(specs, d, items);
        self.core.outlined.push(ExternalDecl::FnDef(def));
        stmt(StmtKind::Expr(Some(call(&name, args))), b.span)
    }
}

/// A private object type of a constant size: arithmetic, a private pointer, or an array of
/// them with constant lengths.
fn private_fixed(t: &Type) -> bool {
    match t.kind() {
        TypeKind::Array(e, ArrayLen::Const(_)) => private_fixed(e),
        TypeKind::Pointer(p) => !p.is_shared(),
        _ => t.is_arithmetic() && !t.is_shared(),
    }
}
