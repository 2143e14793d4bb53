//! Expressions: shared reads and writes, pointer-to-shared arithmetic, conversions, UPC
//! operators and library calls.

use super::{Repr, Upcr};
use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// Library functions that map onto a runtime function of another name.
/// Whether the backend gives calls of `name` a meaning of its own (renamed, inlined, traced).
pub(super) fn known_call(name: &str) -> bool {
    name.starts_with("pupc_")
        || RENAMED_CALLS.iter().any(|(n, _)| *n == name)
        || matches!(
            name,
            "upc_threadof" | "upc_phaseof" | "upc_addrfield" | "upc_resetphase" | "upc_local_alloc"
        )
        || crate::backend::gasp::is_traced_call(name)
}

pub(super) const RENAMED_CALLS: [(&str, &str); 30] = [
    ("upc_global_alloc", "upcr_global_alloc"),
    ("upc_all_alloc", "upcr_all_alloc"),
    ("upc_alloc", "upcr_alloc"),
    ("upc_free", "upcr_free"),
    ("upc_all_free", "upcr_all_free"),
    ("upc_global_lock_alloc", "upcr_global_lock_alloc"),
    ("upc_all_lock_alloc", "upcr_all_lock_alloc"),
    ("upc_lock", "upcr_lock"),
    ("upc_lock_attempt", "upcr_lock_attempt"),
    ("upc_unlock", "upcr_unlock"),
    ("upc_lock_free", "upcr_lock_free"),
    ("upc_all_lock_free", "upcr_all_lock_free"),
    ("upc_memcpy", "upcr_memcpy"),
    ("upc_memget", "upcr_memget"),
    ("upc_memput", "upcr_memput"),
    ("upc_memset", "upcr_memset"),
    ("upc_global_exit", "upcr_global_exit"),
    ("upc_memcpy_nb", "upcr_nb_memcpy"),
    ("upc_memget_nb", "upcr_nb_memget"),
    ("upc_memput_nb", "upcr_nb_memput"),
    ("upc_memset_nb", "upcr_nb_memset"),
    ("upc_memcpy_nbi", "upcr_nbi_memcpy"),
    ("upc_memget_nbi", "upcr_nbi_memget"),
    ("upc_memput_nbi", "upcr_nbi_memput"),
    ("upc_memset_nbi", "upcr_nbi_memset"),
    ("upc_sync", "upcr_wait_syncnb"),
    ("upc_sync_attempt", "upcr_try_syncnb"),
    ("upc_synci", "upcr_wait_syncnbi_all"),
    ("upc_synci_attempt", "upcr_try_syncnbi_all"),
    ("upc_affinitysize", "upcr_affinitysize"),
];

impl Lowering<'_, Upcr> {
    // ------------------------------------------------------------------------------------------
    // Shared places
    // ------------------------------------------------------------------------------------------

    /// A place's pointer, its representation and its byte offset.
    fn parts(&self, p: &Place) -> (Expr, Repr, Option<Expr>) {
        match &p.base {
            PlaceBase::Pointer { ptr, target } => {
                (ptr.clone(), self.repr(target), p.offset.clone())
            }
            // (`object_place` gives none: every object is its proxy, a pointer.)
            PlaceBase::Object { name, .. } => {
                (ident_expr(name), self.repr(&p.ty), p.offset.clone())
            }
        }
    }

    /// A pointer to the start of a place (the offset added as bytes), as a pointer to `target`.
    pub(super) fn addr_pointer(&self, p: &Place, target: &Type) -> Expr {
        let (ptr, repr, offset) = self.parts(p);
        let want = self.repr(target);
        match offset {
            None => convert_repr(ptr, repr, want, false),
            Some(off) => {
                let p = convert_repr(ptr, repr, Repr::Phaseless, false);
                let p = call("upcr_add_psharedI", vec![p, int_expr(1), off]);
                convert_repr(p, Repr::Phaseless, want, false)
            }
        }
    }

    /// How a value of this type travels through the value puts and gets.
    pub(super) fn value_kind(&self, t: &Type, strict: bool) -> ValueKind {
        match t.kind() {
            TypeKind::Float(FloatKind::Float) if !strict => ValueKind::Float,
            TypeKind::Float(FloatKind::Double) if !strict => ValueKind::Double,
            TypeKind::Int { kind, .. } if kind.size() <= 8 => ValueKind::Integer,
            TypeKind::Enum => ValueKind::Integer,
            TypeKind::Pointer(x) if !x.is_shared() => ValueKind::Pointer,
            _ => ValueKind::Bytes,
        }
    }

    /// A get (`value` none) or a put of `value` between its GASP start and end events: the place
    /// is bound to a temporary, the private side is the temporary `upcrt_valN`.
    fn instrumented_access(&mut self, a: &Place, value: Option<Expr>) -> Expr {
        let span = self.target.event_span;
        let strict = self.is_strict(&a.ty);
        let t = a.ty.unqualified();
        let [at, val] = self.core.names.numbered(["upcrt_at", "upcrt_val"]);
        let (ptr, repr, offset) = self.parts(a);
        let bound = Place {
            base: PlaceBase::Pointer {
                ptr: ident_expr(&at),
                target: pointer_target(a),
            },
            offset,
            offset_once: false,
            ty: a.ty.clone(),
        };
        self.target.in_event = true;
        let is_get = value.is_none();
        let access = match &value {
            None => assign(ident_expr(&val), self.get_or_put(&bound, None)),
            Some(_) => self.get_or_put(&bound, Some(ident_expr(&val))),
        };
        self.target.in_event = false;
        let place = self.addr_pointer(&bound, &Type::void());
        let event = if is_get {
            "GASP_UPC_GET"
        } else {
            "GASP_UPC_PUT"
        };
        let event_call = |kind| {
            let private = [unary(UnaryOp::AddrOf, ident_expr(&val)), place.clone()];
            let [local, place] = private;
            let size = sizeof_expr(ident_expr(&val));
            self.gasp_access((event, kind), !strict, [local, place, size], span)
        };
        let pointer = specs(vec![typedef_name(repr.type_name())]);
        let mut items = vec![
            local_decl(pointer, named(&at), init_expr(ptr)),
            self.local_var(&t, &val, value.and_then(init_expr)),
            expr_stmt(event_call("GASP_START")),
            expr_stmt(access),
            expr_stmt(event_call("GASP_END")),
        ];
        if is_get {
            items.push(expr_stmt(ident_expr(&val)));
        }
        statement_expr(items, Span::default())
    }

    /// The parts of the runtime call that reads or writes the place `a`.
    pub(super) fn access(&self, a: &Place) -> Access {
        let strict = self.is_strict(&a.ty);
        let t = a.ty.unqualified();
        let (ptr, repr, offset) = self.parts(a);
        Access {
            ptr,
            sfx: repr.suffix(),
            st: if strict { "_strict" } else { "" },
            off: offset.unwrap_or_else(|| int_expr(0)),
            kind: self.value_kind(&t, strict),
            t,
        }
    }

    /// The runtime call that reads the place `a` (`value` none) or writes `value` to it: by
    /// value for scalars (floating types relaxed only), through a temporary for the rest.
    pub(super) fn get_or_put(&mut self, a: &Place, value: Option<Expr>) -> Expr {
        let event = match value {
            None => "GASP_UPC_GET",
            Some(_) => "GASP_UPC_PUT",
        };
        if self.gasp_on(event) && !self.target.in_event {
            return self.instrumented_access(a, value);
        }
        let Access {
            t,
            ptr,
            sfx,
            st,
            off,
            kind,
        } = self.access(a);
        let float = match kind {
            ValueKind::Float => "float",
            _ => "double",
        };
        let ct = || self.type_name_of(&t);
        let size = || sizeof_type(ct());
        let uintptr = || type_name(specs(vec![typedef_name("uintptr_t")]), Declarator::Abstract);
        match (kind, value) {
            (ValueKind::Float | ValueKind::Double, None) => {
                call(&format!("upcr_get_{sfx}_{float}val"), vec![ptr, off])
            }
            (ValueKind::Float | ValueKind::Double, Some(v)) => {
                call(&format!("upcr_put_{sfx}_{float}val"), vec![ptr, off, v])
            }
            (ValueKind::Integer, None) => {
                let get = call(&format!("upcr_get_{sfx}_val{st}"), vec![ptr, off, size()]);
                cast(ct(), get)
            }
            (ValueKind::Integer, Some(v)) => {
                let v = cast(ct(), v);
                call(
                    &format!("upcr_put_{sfx}_val{st}"),
                    vec![ptr, off, v, size()],
                )
            }
            (ValueKind::Pointer, None) => {
                let get = call(&format!("upcr_get_{sfx}_val{st}"), vec![ptr, off, size()]);
                cast(ct(), cast(uintptr(), get))
            }
            (ValueKind::Pointer, Some(v)) => {
                let v = cast(uintptr(), v);
                call(
                    &format!("upcr_put_{sfx}_val{st}"),
                    vec![ptr, off, v, size()],
                )
            }
            (ValueKind::Bytes, value) => {
                let [val] = self.core.names.numbered(["upcrt_val"]);
                let var = ident_expr(&val);
                let bytes = || sizeof_expr(ident_expr(&val));
                let address = || unary(UnaryOp::AddrOf, ident_expr(&val));
                let (decl, transfer, result) = match value {
                    None => {
                        let get = vec![address(), ptr, off, bytes()];
                        let get = call(&format!("upcr_get_{sfx}{st}"), get);
                        (self.local_var(&t, &val, None), get, Some(var))
                    }
                    Some(v) => {
                        let put = vec![ptr, off, address(), bytes()];
                        let put = call(&format!("upcr_put_{sfx}{st}"), put);
                        (self.local_var(&t, &val, init_expr(v)), put, None)
                    }
                };
                in_block(vec![decl], transfer, result, Span::default())
            }
        }
    }
}

/// Converts a pointer between representations; `reset` zeroes the phase.
pub(super) fn convert_repr(p: Expr, from: Repr, to: Repr, reset: bool) -> Expr {
    match (from, to) {
        (Repr::Phased, Repr::Phased) if reset => call("upcr_shared_resetphase", vec![p]),
        (Repr::Phased, Repr::Phaseless) => call("upcr_shared_to_pshared", vec![p]),
        (Repr::Phaseless, Repr::Phased) => call("upcr_pshared_to_shared", vec![p]),
        _ => p,
    }
}

/// The type a place's pointer points to (its representation's).
pub(super) fn pointer_target(p: &Place) -> Type {
    match &p.base {
        PlaceBase::Pointer { target, .. } => target.clone(),
        PlaceBase::Object { .. } => p.ty.clone(),
    }
}

/// What the runtime's get or put of a place is made of: the object's type (unqualified), the
/// pointer, the representation's suffix, `_strict` or nothing, the byte offset, and the form
/// of the call.
pub(super) struct Access {
    pub(super) t: Type,
    pub(super) ptr: Expr,
    pub(super) sfx: &'static str,
    pub(super) st: &'static str,
    pub(super) off: Expr,
    pub(super) kind: ValueKind,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum ValueKind {
    Float,
    Double,
    Integer,
    Pointer,
    Bytes,
}
