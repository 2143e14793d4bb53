//! Shared places: the lowered form of a shared lvalue, and the accesses made of it, built once
//! for both UPC backends.
//!
//! A shared lvalue of the program (`x`, `a[i][j]`, `*p`, `p[k]`, `s.m`, `p->m[k]`, and any
//! nesting of these) is lowered into a [`Place`]: a [`PlaceBase`] — a declared shared object
//! the target may reach by name, or what a lowered pointer-to-shared points to — plus a byte
//! offset inside the object (members of shared structs, elements of their array members), and
//! the lvalue's type. Every access to shared data that the expression walk meets is one of the
//! operations on such a place (methods of [`Lowering`] for every target):
//!
//! | operation | UPC | provided method |
//! |---|---|---|
//! | read by value | `x` as an rvalue | [`read_place`](Lowering::read_place) |
//! | address | `&x`, an array lvalue decaying | [`address_of`](Lowering::address_of) |
//! | write by value | `x = v` | [`assign_shared`](Lowering::assign_shared) |
//! | read-modify-write | `x op= v`, `++x`, `x--` | [`assign_shared`](Lowering::assign_shared), [`increment_shared`](Lowering::increment_shared) |
//! | bulk read / write | a struct copied whole between shared and private memory, padding included | [`read_into`](Lowering::read_into), `assign_shared` |
//!
//! The shape of each operation (which parts are evaluated once, which temporaries hold them,
//! what the expression's value is) is decided here; a target writes only the runtime's
//! spelling of the four primitive accesses — [`get`](Target::get),
//! [`put`](Target::put), [`get_bytes`](Target::get_bytes),
//! [`put_bytes`](Target::put_bytes) — and of a place's address
//! ([`place_pointer`](Target::place_pointer)); strictness (`strict`/`relaxed` and
//! `#pragma upc strict`) and the GASP events of an access are part of those primitives.
//!
//! The element of a declared array is found once: its subscripts are flattened over the
//! array's dimensions into one element index ([`Lowering::flat_index`]) and the pointer
//! moved once, unless the target reaches the object by name ([`PlaceBase::Object`]: `--to ga`'s
//! per-array getters and setters take the subscripts themselves).

use crate::backend::analysis::*;
use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// The operations on shared places, built of the target's four accesses.
impl<'a, T: Target> Lowering<'a, T> {
    /// The place of the shared lvalue `e`; `None` (with an error) when it is not one the
    /// targets can lower.
    pub(crate) fn place(&mut self, e: &Expr) -> Option<Place> {
        let ty = self.ty(e);
        match &e.kind {
            ExprKind::Ident(i) => {
                let base = T::object_place(self, e, i)?;
                Some(Place {
                    base,
                    offset: None,
                    offset_once: false,
                    ty,
                })
            }
            ExprKind::Unary(UnaryOp::Deref, p) => {
                let target = self.ty(p).decay().pointee()?.clone();
                let ptr = self.value(p);
                Some(Place::pointer(ptr, target, ty))
            }
            ExprKind::Index(a, b) => {
                if let Some((array, subs)) = self.array_subscripts(e) {
                    let at = self.ty(array);
                    if let Some((p, k)) = self.rows_subscript(array, &at) {
                        // `p[k][j]…`, `p` a pointer to arrays: the element index over the
                        // rows `p` points into, one addition from `p`.
                        let rows = Type::new(TypeKind::Array(at.clone(), ArrayLen::Unknown));
                        let all: Vec<&Expr> = std::iter::once(k).chain(subs).collect();
                        let ptr = self.value(p);
                        let inner = Place::pointer(ptr, at.clone(), at);
                        return self.element_place(inner, &rows, &all, ty);
                    }
                    let inner = self.place(array)?;
                    return self.element_place(inner, &at, &subs, ty);
                }
                // A pointer's subscript (`p[k]`, or `k[p]`).
                let (base, index) = if self.ty(a).decay().is_pointer_to_shared() {
                    (a, b)
                } else {
                    (b, a)
                };
                let target = self.ty(base).decay().pointee()?.clone();
                let p = self.value(base);
                let n = self.value(index);
                let ptr = self.add(p, &target, n, None);
                Some(Place::pointer(with_span(ptr, e.span), target, ty))
            }
            ExprKind::Member { base, name, arrow } => {
                let inner = if *arrow {
                    let target = self.ty(base).decay().pointee()?.clone();
                    let ptr = self.value(base);
                    Place::pointer(ptr, target.clone(), target)
                } else {
                    self.place(base)?
                };
                let off = self.member_offset(&inner.ty, &name.name)?;
                Some(Place {
                    offset: Some(match inner.offset {
                        Some(o) => binary(BinaryOp::Add, o, off),
                        None => off,
                    }),
                    ty,
                    ..inner
                })
            }
            ExprKind::Extension(x) => self.place(x),
            _ => {
                self.unsupported(e.span, "this kind of shared lvalue");
                None
            }
        }
    }

    /// `array` (of type `at`) as `p[k]` (or `k[p]`), `p` a pointer-to-shared to arrays: the
    /// pointer and the subscript. Not under `--dynamic-pointers` (`p + k` follows the layout
    /// found at run time) nor for a `[*]` array (its block size comes from the whole array).
    pub(crate) fn rows_subscript<'e>(
        &self,
        array: &'e Expr,
        at: &Type,
    ) -> Option<(&'e Expr, &'e Expr)> {
        let ExprKind::Index(a, b) = &array.kind else {
            return None;
        };
        if self.options.dynamic_pointers || matches!(at.block_size(), Some(BlockSize::Star(_))) {
            return None;
        }
        let is_pointer = |x: &Expr| self.ty(x).decay().is_pointer_to_shared();
        match (is_pointer(a), is_pointer(b)) {
            (true, false) => Some((a, b)),
            (false, true) => Some((b, a)),
            _ => None,
        }
    }

    /// `array[s0][s1]…` (`subs`) where `inner` is the place of `array`, of type `at`: an
    /// object reached by name keeps its subscripts; an array member of a shared struct is a
    /// byte offset; anything else is one pointer addition of the flattened element index.
    pub(crate) fn element_place(
        &mut self,
        inner: Place,
        at: &Type,
        subs: &[&Expr],
        ty: Type,
    ) -> Option<Place> {
        if let (PlaceBase::Object { name, subs: before }, None) = (&inner.base, &inner.offset) {
            let mut all = before.clone();
            all.extend(subs.iter().map(|s| self.value(s)));
            return Some(Place {
                base: PlaceBase::Object {
                    name: name.clone(),
                    subs: all,
                },
                offset: None,
                offset_once: false,
                ty,
            });
        }
        let elem = at.element().clone();
        let idx = self.flat_index(at, subs)?;
        let first = matches!(&idx.kind, ExprKind::Int(n) if &**n == "0");
        if let Some(o) = inner.offset {
            let size = self.size_expr(&elem);
            let offset = match first {
                true => o,
                false => binary(BinaryOp::Add, o, binary(BinaryOp::Mul, idx, size)),
            };
            let once = subs.iter().any(|s| !self.evaluates_again_alike(s));
            return Some(Place {
                base: inner.base,
                offset: Some(offset),
                offset_once: inner.offset_once || once,
                ty,
            });
        }
        let mut ptr = T::place_pointer(self, &inner, &elem);
        if !first {
            // (A `[*]` array's block size comes from the whole array.)
            let span = ptr.span;
            ptr = with_span(self.add(ptr, &elem, idx, Some(at)), span);
        }
        Some(Place::pointer(ptr, elem, ty))
    }

    /// The byte offset of the member `member` in the struct or union type `record`:
    /// `offsetof`, spelled with the record's name when it has one, else the constant.
    pub(crate) fn member_offset(&mut self, record: &Type, member: &str) -> Option<Expr> {
        let TypeKind::Record(id) = record.kind() else {
            return None;
        };
        if let Some(name) = self.core.record_names.get(id) {
            let record = type_name(
                specs(vec![DeclSpec::Type(name.spec())]),
                Declarator::Abstract,
            );
            let member = vec![Designator::Member(ident(member))];
            return Some(node(
                ExprKind::Offsetof(Box::new(record), member),
                Span::default(),
            ));
        }
        let r = self.analysis.records.get(*id)?;
        let off = r
            .fields
            .as_ref()?
            .iter()
            .find(|f| f.name.as_deref() == Some(member))?
            .offset?;
        Some(int_expr(off))
    }

    /// Binds the parts of `p` that an operation uses twice (a read and a write) to
    /// temporaries, unless they are [reusable](is_reusable): the subscripts of an object, the
    /// pointer, an offset with side effects; a member of an object reached by name is bound
    /// whole, as a pointer. Returns their declarations.
    pub(crate) fn bind_place(&mut self, p: &mut Place) -> Vec<BlockItem> {
        let mut decls = vec![];
        let declare = |ty: DeclSpec, name: &str, value: Expr| {
            local_decl(specs(vec![ty]), named(name), init_expr(value))
        };
        let prefix = T::PREFIX;
        if matches!(p.base, PlaceBase::Object { .. }) && p.offset.is_some() {
            let ptr = T::place_pointer(self, p, &p.ty);
            *p = Place::pointer(ptr, p.ty.clone(), p.ty.clone());
        }
        match &mut p.base {
            PlaceBase::Object { subs, .. } => {
                for s in subs.iter_mut().filter(|s| !is_reusable(s)) {
                    let [t] = self.core.names.numbered([&format!("{prefix}_i")]);
                    let s = std::mem::replace(s, ident_expr(&t));
                    decls.push(declare(basic_spec(BasicType::Long), &t, s));
                }
            }
            PlaceBase::Pointer { ptr, target } if !is_reusable(ptr) => {
                let [t] = self.core.names.numbered([&format!("{prefix}_addr")]);
                let ty = T::shared_pointer_type(self, target);
                let ptr = std::mem::replace(ptr, ident_expr(&t));
                decls.push(declare(DeclSpec::Type(ty), &t, ptr));
            }
            PlaceBase::Pointer { .. } => {}
        }
        match &mut p.offset {
            Some(off) if p.offset_once => {
                let [t] = self.core.names.numbered([&format!("{prefix}_off")]);
                let off = std::mem::replace(off, ident_expr(&t));
                decls.push(declare(typedef_name("size_t"), &t, off));
                p.offset_once = false;
            }
            _ => {}
        }
        decls
    }

    /// The shared lvalue `e` of type `t` used for its value: a read, or for an array the
    /// pointer-to-shared to its first element.
    pub(crate) fn read_place(&mut self, e: &Expr, t: &Type) -> Expr {
        if t.is_function() {
            return e.clone();
        }
        let Some(mut p) = self.place(e) else {
            return e.clone();
        };
        if let TypeKind::Array(..) = t.kind() {
            let target = t.decay().pointee().cloned().unwrap_or_else(Type::unknown);
            return T::place_pointer(self, &p, &target);
        }
        let bind = self.race_bind(&mut p);
        let get = with_span(T::get(self, &p, e.span), e.span);
        let get = self.race_checked(&p, e, false, get);
        in_block(bind, get, None, e.span)
    }

    /// `&x` (`e`) of the shared lvalue `x`.
    pub(crate) fn address_of(&mut self, e: &Expr, x: &Expr) -> Expr {
        let target = self.ty(e).pointee().cloned().unwrap_or_else(Type::unknown);
        match self.place(x) {
            Some(p) => T::place_pointer(self, &p, &target),
            None => e.clone(),
        }
    }

    /// `++`/`--` (`e`) of the shared lvalue `x` (`up`: `++`; `post`: the old value is the
    /// result; `used`: the result is used): one read and one write of the place, its parts
    /// evaluated once.
    pub(crate) fn increment_shared(
        &mut self,
        e: &Expr,
        x: &Expr,
        up: bool,
        post: bool,
        used: bool,
    ) -> Expr {
        let Some(mut p) = self.place(x) else {
            return e.clone();
        };
        let t = p.ty.unqualified();
        let bind = self.bind_place(&mut p);
        if !used {
            let get = T::get(self, &p, e.span);
            let get = self.race_checked(&p, x, false, get);
            let new = self.stepped_value(&t, get, up);
            let put = T::put(self, &p, new, e.span);
            let put = self.race_checked(&p, x, true, put);
            return in_block(bind, put, None, e.span);
        }
        let [old] = self.core.names.numbered([&format!("{}_old", T::PREFIX)]);
        let get = T::get(self, &p, e.span);
        let get = self.race_checked(&p, x, false, get);
        let new = self.stepped_value(&t, ident_expr(&old), up);
        let put = T::put(self, &p, new.clone(), e.span);
        let put = self.race_checked(&p, x, true, put);
        let result = if post { ident_expr(&old) } else { new };
        let mut decls = bind;
        decls.push(self.local_var(&t, &old, init_expr(with_span(get, e.span))));
        in_block(decls, put, Some(result), e.span)
    }

    /// An assignment (`e`) to the shared lvalue `l`; `used`: its value is used. `=` is one
    /// write (a private struct object is copied whole, padding included); `op=` reads first.
    pub(crate) fn assign_shared(
        &mut self,
        e: &Expr,
        op: AssignOp,
        l: &Expr,
        r: &Expr,
        used: bool,
    ) -> Expr {
        let Some(mut p) = self.place(l) else {
            return e.clone();
        };
        let t = p.ty.unqualified();
        let span = e.span;
        let (bind, new) = if op == AssignOp::Assign {
            let rv = self.value(r);
            let rv = self.convert(rv, r, &t);
            // (Under GASP the put with its events, through a temporary.)
            let whole = t.is_record() && matches!(rv.kind, ExprKind::Ident(_));
            if whole && !self.ty(r).is_shared() && !self.gasp_on("GASP_UPC_PUT") {
                let bind = self.race_bind(&mut p);
                let put = T::put_bytes(self, &p, rv.clone());
                let put = self.race_checked(&p, l, true, put);
                let put = if used { comma(put, rv) } else { put };
                return in_block(bind, with_span(put, span), None, span);
            }
            // (The place is used once: nothing to bind, but for its race check.)
            (self.race_bind(&mut p), rv)
        } else {
            let rv = self.assigned_value(op, r, &t);
            let bind = self.bind_place(&mut p);
            let old = T::get(self, &p, span);
            let old = self.race_checked(&p, l, false, old);
            let new = match op.binary() {
                Some(bop) => self.compound_value(bop, &t, old, rv),
                None => rv,
            };
            (bind, new)
        };
        if !used {
            let put = T::put(self, &p, new, span);
            let put = self.race_checked(&p, l, true, put);
            return in_block(bind, put, None, span);
        }
        let [val] = self.core.names.numbered([&format!("{}_new", T::PREFIX)]);
        let put = T::put(self, &p, ident_expr(&val), span);
        let put = self.race_checked(&p, l, true, put);
        let mut decls = bind;
        decls.push(self.local_var(&t, &val, init_expr(with_span(new, span))));
        in_block(decls, put, Some(ident_expr(&val)), span)
    }

    /// The shared object `e` read whole into the private object `dest` (an identifier) when
    /// the target copies it as bytes (a struct: padding included); `None` otherwise.
    pub(crate) fn read_into(&mut self, dest: Expr, e: &Expr) -> Option<Expr> {
        let t = self.ty(e);
        if !t.is_shared()
            || matches!(t.kind(), TypeKind::Array(..))
            || !T::copies_bytes(self, &t.unqualified(), self.is_strict(&t))
            || self.forall_local_element(e, false).is_some()
        {
            return None;
        }
        let mut p = self.place(e)?;
        let bind = self.race_bind(&mut p);
        let get = T::get_bytes(self, &p, dest);
        let get = self.race_checked(&p, e, false, get);
        Some(match bind.is_empty() {
            true => get,
            false => in_block(bind, get, None, e.span),
        })
    }

    /// The write of `value` to the shared lvalue `e`.
    pub(crate) fn write_place(&mut self, e: &Expr, value: Expr) -> Option<Expr> {
        let mut p = self.place(e)?;
        let bind = self.race_bind(&mut p);
        let put = T::put(self, &p, value, e.span);
        let put = self.race_checked(&p, e, true, put);
        Some(match bind.is_empty() {
            true => put,
            false => in_block(bind, put, None, e.span),
        })
    }
}

#[cfg(test)]
mod tests;
