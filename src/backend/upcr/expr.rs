//! Expressions: shared reads and writes, pointer-to-shared arithmetic, conversions, UPC
//! operators and library calls.

use super::{Lowerer, Repr};
use crate::backend::common::*;
use crate::backend::forall::ForallWriter;
use crate::backend::gasp::GaspEmitter;
use crate::backend::place::*;
use crate::backend::walker::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// Library functions that map onto a runtime function of another name.
/// Whether the backend gives calls of `name` a meaning of its own (renamed, inlined, traced).
fn known_call(name: &str) -> bool {
    name.starts_with("pupc_")
        || RENAMED_CALLS.iter().any(|(n, _)| *n == name)
        || matches!(
            name,
            "upc_threadof" | "upc_phaseof" | "upc_addrfield" | "upc_resetphase" | "upc_local_alloc"
        )
        || crate::backend::gasp::is_traced_call(name)
}

const RENAMED_CALLS: [(&str, &str); 30] = [
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

impl Lowerer<'_> {
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
    fn addr_pointer(&self, p: &Place, target: &Type) -> Expr {
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
    fn value_kind(&self, t: &Type, strict: bool) -> ValueKind {
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
        let span = self.event_span;
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
        self.in_event = true;
        let is_get = value.is_none();
        let access = match &value {
            None => assign(ident_expr(&val), self.get_or_put(&bound, None)),
            Some(_) => self.get_or_put(&bound, Some(ident_expr(&val))),
        };
        self.in_event = false;
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
        let pointer = specs(vec![spec_text(repr.type_name())]);
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
    fn access(&self, a: &Place) -> Access {
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
    fn get_or_put(&mut self, a: &Place, value: Option<Expr>) -> Expr {
        let event = match value {
            None => "GASP_UPC_GET",
            Some(_) => "GASP_UPC_PUT",
        };
        if self.gasp_on(event) && !self.in_event {
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
        let uintptr = || type_name(specs(vec![spec_text("uintptr_t")]), Declarator::Abstract);
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
fn convert_repr(p: Expr, from: Repr, to: Repr, reset: bool) -> Expr {
    match (from, to) {
        (Repr::Phased, Repr::Phased) if reset => call("upcr_shared_resetphase", vec![p]),
        (Repr::Phased, Repr::Phaseless) => call("upcr_shared_to_pshared", vec![p]),
        (Repr::Phaseless, Repr::Phased) => call("upcr_pshared_to_shared", vec![p]),
        _ => p,
    }
}

impl ExprWriter for Lowerer<'_> {
    /// `p + n`; `array` gives the block size of a `[*]` array being indexed.
    fn pointer_add(&self, p: Expr, t: &Type, size: Expr, n: Expr, arr: Option<&Type>) -> Expr {
        let layout = arr.unwrap_or(t);
        if self.opts.dynamic_pointers && arr.is_none() {
            // `--dynamic-pointers`: the layout of the object pointed into, found at run time
            // (a named array is indexed in its own layout anyway).
            let f = format!("upcr_dyn_add_{}", self.repr(t).suffix());
            return call(&f, vec![p, size, n, self.block_elems_expr(t)]);
        }
        match (self.repr(t), t.block_size()) {
            (Repr::Phaseless, Some(BlockSize::Indefinite)) => {
                call("upcr_add_psharedI", vec![p, size, n])
            }
            (Repr::Phaseless, _) => call("upcr_add_pshared1", vec![p, size, n]),
            (Repr::Phased, Some(BlockSize::Indefinite)) => {
                let p = call("upcr_shared_to_pshared", vec![p]);
                let sum = call("upcr_add_psharedI", vec![p, size, n]);
                call("upcr_pshared_to_shared", vec![sum])
            }
            (Repr::Phased, _) => {
                let b = if matches!(t.block_size(), Some(BlockSize::Star(None))) {
                    self.block_elems_expr(layout)
                } else {
                    self.block_elems_expr(t)
                };
                call("upcr_add_shared", vec![p, size, n, b])
            }
        }
    }

    /// The position of the expression being lowered, for the GASP events of its accesses.
    fn before_value(&mut self, e: &Expr) {
        if e.span != Span::default() {
            self.event_span = e.span;
        }
    }
    fn forall_local(&mut self, e: &Expr, neighbours: bool) -> Option<Expr> {
        self.forall_local_element(e, neighbours)
    }
    /// A hoisted block-scope shared object is named by its proxy.
    fn ident(&mut self, e: &Expr, i: &Ident) -> Expr {
        let name = self.resolve(&i.name);
        Expr {
            id: e.id,
            kind: ExprKind::Ident(Ident { name, span: i.span }),
            span: e.span,
        }
    }
    fn is_null(&self, v: Expr, target: &Type) -> Expr {
        call(
            &format!("upcr_isnull_{}", self.repr(target).suffix()),
            vec![v],
        )
    }
    fn null_pointer(&self, target: &Type) -> Expr {
        ident_expr(&format!("upcr_null_{}", self.repr(target).suffix()))
    }
    /// Between the two representations, or to phase 0 (`conversion_resets_phase`).
    fn convert_shared(&self, v: Expr, source: &Type, target: &Type) -> Expr {
        let (rf, rt) = (self.repr(source), self.repr(target));
        let reset = rf == Repr::Phased
            && rt == Repr::Phased
            && conversion_resets_phase(source, target, &self.a.records);
        convert_repr(v, rf, rt, reset)
    }
    fn to_local(&self, v: Expr, target: &Type) -> Expr {
        call(
            &format!("upcr_{}_to_local", self.repr(target).suffix()),
            vec![v],
        )
    }
    fn addrfield(&self, v: Expr, target: &Type) -> Expr {
        call(
            &format!("upcr_addrfield_{}", self.repr(target).suffix()),
            vec![v],
        )
    }
    /// `p - q` (`q` in `p`'s representation first).
    fn pointer_sub(&self, p: Expr, pt: &Type, q: Expr, qt: &Type, size: Expr) -> Expr {
        let q = convert_repr(q, self.repr(qt), self.repr(pt), false);
        match (self.repr(pt), pt.block_size()) {
            (r, _) if self.opts.dynamic_pointers => {
                let f = format!("upcr_dyn_sub_{}", r.suffix());
                call(&f, vec![p, q, size, self.block_elems_expr(pt)])
            }
            (Repr::Phaseless, Some(BlockSize::Indefinite)) => {
                call("upcr_sub_psharedI", vec![p, q, size])
            }
            (Repr::Phaseless, _) => call("upcr_sub_pshared1", vec![p, q, size]),
            (Repr::Phased, _) => call(
                "upcr_sub_shared",
                vec![p, q, size, self.block_elems_expr(pt)],
            ),
        }
    }
    fn pointer_equal(&self, a: Expr, at: &Type, b: Expr, bt: &Type) -> Expr {
        match (self.repr(at), self.repr(bt)) {
            (Repr::Phaseless, Repr::Phased) => call("upcr_isequal_shared_pshared", vec![b, a]),
            (ra, rb) => {
                let f = format!("upcr_isequal_{}_{}", ra.suffix(), rb.suffix());
                call(&f, vec![a, b])
            }
        }
    }
    fn known_call(name: &str) -> bool {
        known_call(name)
    }
    fn library_call(&mut self, e: &Expr, name: &str, args: &[Expr], ps: &[Type]) -> Lowered {
        if name.starts_with("pupc_") {
            let lowered = args.iter().map(|a| self.value(a)).collect();
            if let Some(made) = self.pupc_call(name, lowered, e.span) {
                return Ok(with_span(made, e.span));
            }
        }
        // The UPC library's functions take every pointer-to-shared phased; a library name the
        // program declares itself (its own implementation, defined in another file) is called
        // with the pointers its declaration, printed in the translation, asks for.
        let library = (name.starts_with("upc_") || name.starts_with("bupc_"))
            && !self.a.own_functions.contains_key(name);
        let mut lowered = self.call_arguments(args, ps);
        for (v, p) in lowered.iter_mut().zip(ps) {
            let pt = p.decay();
            if library && pt.is_pointer_to_shared() {
                let r = self.repr(pt.pointee().expect("pointer"));
                let span = v.span;
                let arg = std::mem::replace(v, int_expr(0));
                *v = with_span(convert_repr(arg, r, Repr::Phased, false), span);
            }
        }
        let special = match name {
            "upc_threadof" | "upc_phaseof" | "upc_addrfield" if args.len() == 1 => {
                let what = name.trim_start_matches("upc_");
                // The prototype took `shared void *`: the argument is phased now.
                Some(call(&format!("upcr_{what}_shared"), lowered.clone()))
            }
            "upc_resetphase" if args.len() == 1 => {
                Some(call("upcr_shared_resetphase", lowered.clone()))
            }
            "upc_local_alloc" if args.len() == 2 => {
                let bytes = binary(BinaryOp::Mul, lowered[0].clone(), lowered[1].clone());
                Some(call("upcr_alloc", vec![bytes]))
            }
            _ => None,
        };
        if let Some(special) = special {
            return Ok(with_span(special, e.span));
        }
        let rt = self.ty(e);
        let renamed = RENAMED_CALLS
            .iter()
            .find(|(from, _)| *from == name)
            .map(|(_, to)| *to);
        // The runtime returns phased pointers; the UPC prototype's type may be phaseless.
        let result_repr = rt
            .is_pointer_to_shared()
            .then(|| self.repr(rt.pointee().expect("pointer")));
        let make = |args: Vec<Expr>| -> Expr {
            let made = call(renamed.unwrap_or(name), args);
            match (renamed, result_repr) {
                (Some(_), Some(r)) => convert_repr(made, Repr::Phased, r, false),
                _ => made,
            }
        };
        if let Some(traced) = self.traced_call(e, name, (&lowered, ps), "upcr_global_exit", &make) {
            return Ok(traced);
        }
        if renamed.is_some() {
            return Ok(with_span(make(lowered), e.span));
        }
        Err(lowered)
    }
}

impl PlaceWriter for Lowerer<'_> {
    /// A shared object is reached through its proxy (a hoisted block-scope one renamed).
    fn object_place(&mut self, e: &Expr, i: &Ident) -> Option<PlaceBase> {
        Some(PlaceBase::Pointer {
            ptr: ident_expr(&self.resolve(&i.name)),
            target: self.ty(e),
        })
    }
    /// The place's own pointer when it needs neither an offset nor a conversion.
    fn place_pointer(&mut self, p: &Place, target: &Type) -> Expr {
        match &p.base {
            PlaceBase::Pointer { ptr, target: t }
                if p.offset.is_none() && self.repr(t) == self.repr(target) =>
            {
                ptr.clone()
            }
            _ => self.addr_pointer(p, target),
        }
    }
    /// (The GASP events of an access are at the expression being lowered: `before_value`.)
    fn get(&mut self, p: &Place, _span: Span) -> Expr {
        self.get_or_put(p, None)
    }
    fn put(&mut self, p: &Place, value: Expr, _span: Span) -> Expr {
        self.get_or_put(p, Some(value))
    }
    fn copies_bytes(&self, t: &Type, strict: bool) -> bool {
        self.value_kind(t, strict) == ValueKind::Bytes
    }
    fn get_bytes(&mut self, p: &Place, dest: Expr) -> Expr {
        let a = self.access(p);
        let f = format!("upcr_get_{}{}", a.sfx, a.st);
        let (to, bytes) = (unary(UnaryOp::AddrOf, dest.clone()), sizeof_expr(dest));
        call(&f, vec![to, a.ptr, a.off, bytes])
    }
    fn put_bytes(&mut self, p: &Place, src: Expr) -> Expr {
        let a = self.access(p);
        let f = format!("upcr_put_{}{}", a.sfx, a.st);
        let (from, bytes) = (unary(UnaryOp::AddrOf, src.clone()), sizeof_expr(src));
        call(&f, vec![a.ptr, a.off, from, bytes])
    }
}

/// The type a place's pointer points to (its representation's).
fn pointer_target(p: &Place) -> Type {
    match &p.base {
        PlaceBase::Pointer { target, .. } => target.clone(),
        PlaceBase::Object { .. } => p.ty.clone(),
    }
}

/// What the runtime's get or put of a place is made of: the object's type (unqualified), the
/// pointer, the representation's suffix, `_strict` or nothing, the byte offset, and the form
/// of the call.
struct Access {
    t: Type,
    ptr: Expr,
    sfx: &'static str,
    st: &'static str,
    off: Expr,
    kind: ValueKind,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum ValueKind {
    Float,
    Double,
    Integer,
    Pointer,
    Bytes,
}
