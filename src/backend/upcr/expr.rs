//! Expressions: shared reads and writes, pointer-to-shared arithmetic, conversions, UPC
//! operators and library calls.

use super::{Lowerer, Repr};
use crate::backend::common::*;
use crate::backend::forall::ForallWriter;
use crate::backend::gasp::GaspEmitter;
use crate::backend::walker::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// The place of a shared lvalue: a pointer-to-shared plus a byte offset inside the object it
/// points to (members of shared structs, elements of their array members), both lowered trees
/// (backend text as [`raw`] nodes); the offset is a sum of `offsetof`s and `index * size`
/// terms, written by [`offset_c`](Lowerer::offset_c).
pub(super) struct Addr {
    ptr: Expr,
    repr: Repr,
    offset: Option<Expr>,
    /// The object's type (shared-qualified).
    ty: Type,
}

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
    // Shared lvalues
    // ------------------------------------------------------------------------------------------

    /// The place of a shared lvalue.
    pub(super) fn address(&mut self, e: &Expr) -> Option<Addr> {
        let t = self.ty(e);
        match &e.kind {
            ExprKind::Ident(i) => Some(Addr {
                ptr: ident_expr(&self.resolve(&i.name)),
                repr: self.repr(&t),
                offset: None,
                ty: t,
            }),
            ExprKind::Unary(UnaryOp::Deref, p) => {
                let (ptr, target) = self.pointer_tree(p)?;
                Some(Addr {
                    ptr,
                    repr: self.repr(&target),
                    offset: None,
                    ty: t,
                })
            }
            ExprKind::Index(a, b) => {
                // An element (or sub-array) of an array: one addition of the element index
                // flattened over the subscripted dimensions (`ExprWriter::flat_index`).
                if let Some((array, subs)) = self.array_subscripts(e) {
                    let at = self.ty(array);
                    let inner = self.address(array)?;
                    let idx = self.flat_index(&at, &subs)?;
                    let first = matches!(&idx.kind, ExprKind::Int(n) if &**n == "0");
                    let elem = at.element().clone();
                    // An array member of a shared struct lies within the struct: a byte
                    // offset.
                    if let Some(o) = &inner.offset {
                        let size = raw(self.sizeof_text(&elem), e.span);
                        let off =
                            binary(BinaryOp::Add, o.clone(), binary(BinaryOp::Mul, idx, size));
                        return Some(Addr {
                            offset: Some(off),
                            ty: t,
                            ..inner
                        });
                    }
                    let idx = self.text(&idx);
                    let mut ptr = self.addr_pointer_tree(&inner, &elem);
                    if !first {
                        // (A `[*]` array's block size comes from the whole array.)
                        let p = self.text(&ptr);
                        ptr = raw(self.add(&p, &elem, &idx, Some(&at)), e.span);
                    }
                    return Some(Addr {
                        ptr,
                        repr: self.repr(&elem),
                        offset: None,
                        ty: t,
                    });
                }
                let (base, _, idx) = self.index_operands(a, b);
                let (ptr, target) = self.pointer_text(base)?;
                let ptr = raw(self.add(&ptr, &target, &idx, None), e.span);
                Some(Addr {
                    ptr,
                    repr: self.repr(&target),
                    offset: None,
                    ty: t,
                })
            }
            ExprKind::Member { base, name, arrow } => {
                let (inner, record) = if *arrow {
                    let (ptr, target) = self.pointer_tree(base)?;
                    (
                        Addr {
                            ptr,
                            repr: self.repr(&target),
                            offset: None,
                            ty: target.clone(),
                        },
                        target,
                    )
                } else {
                    let a = self.address(base)?;
                    let rt = a.ty.clone();
                    (a, rt)
                };
                let off = self.offset_of(&record, &name.name)?;
                let offset = match &inner.offset {
                    Some(o) => binary(BinaryOp::Add, o.clone(), off),
                    None => off,
                };
                Some(Addr {
                    offset: Some(offset),
                    ty: t,
                    ..inner
                })
            }
            ExprKind::Extension(x) => self.address(x),
            _ => {
                self.unsupported(e.span, "this kind of shared lvalue");
                None
            }
        }
    }

    /// `offsetof` of a member, spelled with the struct's name when it has one, else the
    /// constant.
    fn offset_of(&mut self, record: &Type, member: &str) -> Option<Expr> {
        let TypeKind::Record(id) = record.kind() else {
            return None;
        };
        if let Some(name) = self.core.record_names.get(id) {
            return Some(raw(
                format!("__builtin_offsetof({name}, {member})"),
                Span::default(),
            ));
        }
        let r = self.a.records.get(*id)?;
        let off = r
            .fields
            .as_ref()?
            .iter()
            .find(|f| f.name.as_deref() == Some(member))?
            .offset?;
        Some(int_expr(off))
    }

    /// A pointer operand of a shared place as its lowered tree, and the type it points to.
    fn pointer_tree(&mut self, p: &Expr) -> Option<(Expr, Type)> {
        let target = self.ty(p).decay().pointee()?.clone();
        Some((self.value(p), target))
    }

    /// [`addr_pointer`](Self::addr_pointer) as a tree: the place's own pointer when it needs
    /// neither an offset nor a conversion.
    fn addr_pointer_tree(&self, a: &Addr, target: &Type) -> Expr {
        if a.offset.is_none() && a.repr == self.repr(target) {
            return a.ptr.clone();
        }
        raw(self.addr_pointer(a, target), a.ptr.span)
    }

    /// A pointer to the start of a place (the offset added as bytes), as a pointer to `target`.
    fn addr_pointer(&self, a: &Addr, target: &Type) -> String {
        let want = self.repr(target);
        let ptr = self.text(&a.ptr);
        match &a.offset {
            None => self.convert_repr(ptr, a.repr, want, false),
            Some(off) => {
                let p = self.convert_repr(ptr, a.repr, Repr::Phaseless, false);
                let p = format!("upcr_add_psharedI({p}, 1, {})", self.offset_c(off));
                self.convert_repr(p, Repr::Phaseless, want, false)
            }
        }
    }

    fn offset_text(&self, a: &Addr) -> String {
        a.offset
            .as_ref()
            .map_or_else(|| "0".into(), |off| self.offset_c(off))
    }

    /// The C text of a place's byte offset: `o + (index) * size`, terms in order.
    fn offset_c(&self, off: &Expr) -> String {
        match &off.kind {
            ExprKind::Binary(BinaryOp::Add, o, term) => {
                format!("{} + {}", self.offset_c(o), self.offset_c(term))
            }
            ExprKind::Binary(BinaryOp::Mul, idx, size) => {
                format!("({}) * {}", self.text(idx), self.text(size))
            }
            _ => self.text(off),
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

    /// A read of a shared struct (or other object without a value form) straight into the
    /// private object `dest` (C text of an lvalue): no temporary, so padding bytes come along.
    pub(super) fn read_into(&mut self, dest: &str, e: &Expr) -> Option<String> {
        let t = self.ty(e);
        if !t.is_shared()
            || matches!(t.kind(), TypeKind::Array(..))
            || self.local_element(e).is_some()
        {
            return None;
        }
        let strict = self.is_strict(&t);
        if self.value_kind(&t.unqualified(), strict) != ValueKind::Bytes {
            return None;
        }
        let a = self.address(e)?;
        let st = if strict { "_strict" } else { "" };
        Some(format!(
            "upcr_get_{}{st}(&{dest}, {}, {}, sizeof {dest})",
            a.repr.suffix(),
            self.text(&a.ptr),
            self.offset_text(&a)
        ))
    }

    /// A read of a shared place (with its GASP events when profiling).
    pub(super) fn get(&mut self, a: &Addr) -> String {
        self.get_or_put(a, None)
    }

    /// A write of `value` (C text of the object's type) to a shared place; a statement-like call
    /// (with its GASP events when profiling).
    pub(super) fn put(&mut self, a: &Addr, value: &str) -> String {
        self.get_or_put(a, Some(value))
    }

    /// A get (`value` none) or a put of `value` between its GASP start and end events: the place
    /// is bound to a temporary, the private side is the temporary `upcrt_valN`.
    fn instrumented_access(&mut self, a: &Addr, value: Option<&str>) -> String {
        let span = self.event_span;
        let strict = self.is_strict(&a.ty);
        let t = a.ty.unqualified();
        let [at, val] = self.core.names.numbered(["upcrt_at", "upcrt_val"]);
        let bound = Addr {
            ptr: ident_expr(&at),
            repr: a.repr,
            offset: a.offset.clone(),
            ty: a.ty.clone(),
        };
        self.in_event = true;
        let access = match value {
            None => format!("{val} = {}", self.get(&bound)),
            Some(_) => self.put(&bound, &val),
        };
        self.in_event = false;
        let place = self.addr_pointer(&bound, &Type::void());
        let event = if value.is_none() {
            "GASP_UPC_GET"
        } else {
            "GASP_UPC_PUT"
        };
        let events = self
            .gasp_access(
                event,
                !strict,
                &format!("&{val}"),
                &place,
                &format!("sizeof {val}"),
                span,
                &access,
            )
            .unwrap_or_default();
        let declared = match value {
            None => self.c_type(&t, &val),
            Some(v) => format!("{} = {v}", self.c_type(&t, &val)),
        };
        let result = if value.is_none() {
            format!(" {val};")
        } else {
            String::new()
        };
        format!(
            "({{ {} {at} = {}; {declared}; {events};{result} }})",
            a.repr.type_name(),
            self.text(&a.ptr)
        )
    }

    /// The parts of the runtime call that reads or writes the place `a`.
    fn access(&self, a: &Addr) -> Access {
        let strict = self.is_strict(&a.ty);
        let t = a.ty.unqualified();
        Access {
            ct: self.c_type(&t, ""),
            sfx: a.repr.suffix(),
            st: if strict { "_strict" } else { "" },
            off: self.offset_text(a),
            kind: self.value_kind(&t, strict),
            t,
        }
    }

    /// The runtime call that reads the place `a` (`value` none) or writes `value` to it: by
    /// value for scalars (floating types relaxed only), through a temporary for the rest.
    fn get_or_put(&mut self, a: &Addr, value: Option<&str>) -> String {
        let event = match value {
            None => "GASP_UPC_GET",
            Some(_) => "GASP_UPC_PUT",
        };
        if self.gasp_on(event) && !self.in_event {
            return self.instrumented_access(a, value);
        }
        let Access {
            t,
            ct,
            sfx,
            st,
            off,
            kind,
        } = self.access(a);
        let p = &self.text(&a.ptr);
        let float = match kind {
            ValueKind::Float => "float",
            _ => "double",
        };
        match (kind, value) {
            (ValueKind::Float | ValueKind::Double, None) => {
                format!("upcr_get_{sfx}_{float}val({p}, {off})")
            }
            (ValueKind::Float | ValueKind::Double, Some(v)) => {
                format!("upcr_put_{sfx}_{float}val({p}, {off}, {v})")
            }
            (ValueKind::Integer, None) => {
                format!("(({ct})upcr_get_{sfx}_val{st}({p}, {off}, sizeof({ct})))")
            }
            (ValueKind::Integer, Some(v)) => {
                format!("upcr_put_{sfx}_val{st}({p}, {off}, ({ct})({v}), sizeof({ct}))")
            }
            (ValueKind::Pointer, None) => {
                format!("(({ct})(uintptr_t)upcr_get_{sfx}_val{st}({p}, {off}, sizeof({ct})))")
            }
            (ValueKind::Pointer, Some(v)) => {
                format!("upcr_put_{sfx}_val{st}({p}, {off}, (uintptr_t)({v}), sizeof({ct}))")
            }
            (ValueKind::Bytes, value) => {
                let [val] = self.core.names.numbered(["upcrt_val"]);
                let ty = self.c_type(&t, &val);
                match value {
                    None => format!(
                        "({{ {ty}; upcr_get_{sfx}{st}(&{val}, {p}, {off}, sizeof {val}); {val}; }})"
                    ),
                    Some(v) => format!(
                        "({{ {ty} = {v}; upcr_put_{sfx}{st}({p}, {off}, &{val}, sizeof {val}); }})"
                    ),
                }
            }
        }
    }

    /// Binds a place's pointer to a temporary, for a use twice, unless the pointer and the
    /// offset are both [reusable](is_reusable), and its offset when that has side effects (a
    /// subscript `i++`); returns the declarations.
    fn bind_addr(&mut self, a: &mut Addr) -> String {
        if is_reusable(&a.ptr) && a.offset.as_ref().is_none_or(is_reusable) {
            return String::new();
        }
        let [addr] = self.core.names.numbered(["upcrt_addr"]);
        let mut decls = format!("{} {addr} = {};", a.repr.type_name(), self.text(&a.ptr));
        a.ptr = ident_expr(&addr);
        if let Some(off) = a.offset.as_mut().filter(|o| has_side_effects(o)) {
            let [t] = self.core.names.numbered(["upcrt_off"]);
            decls.push_str(&format!(" size_t {t} = {};", self.offset_c(off)));
            *off = ident_expr(&t);
        }
        decls
    }

    // ------------------------------------------------------------------------------------------
    // Pointer-to-shared arithmetic and conversions
    // ------------------------------------------------------------------------------------------

    /// Converts pointer text between representations; `reset` zeroes the phase.
    fn convert_repr(&self, p: String, from: Repr, to: Repr, reset: bool) -> String {
        match (from, to) {
            (Repr::Phased, Repr::Phased) if reset => format!("upcr_shared_resetphase({p})"),
            (Repr::Phased, Repr::Phaseless) => format!("upcr_shared_to_pshared({p})"),
            (Repr::Phaseless, Repr::Phased) => format!("upcr_pshared_to_shared({p})"),
            _ => p,
        }
    }
}

impl ExprWriter for Lowerer<'_> {
    const MYTHREAD: &'static str = "((int)upcr_mythread())";

    /// `p + n`; `array` gives the block size of a `[*]` array being indexed.
    fn pointer_add(&self, p: &str, t: &Type, size: &str, n: &str, arr: Option<&Type>) -> String {
        let layout = arr.unwrap_or(t);
        if self.opts.dynamic_pointers && arr.is_none() {
            // `--dynamic-pointers`: the layout of the object pointed into, found at run time
            // (a named array is indexed in its own layout anyway).
            return format!(
                "upcr_dyn_add_{}({p}, {size}, {n}, {})",
                self.repr(t).suffix(),
                self.block_elems(t)
            );
        }
        match (self.repr(t), t.block_size()) {
            (Repr::Phaseless, Some(BlockSize::Indefinite)) => {
                format!("upcr_add_psharedI({p}, {size}, {n})")
            }
            (Repr::Phaseless, _) => format!("upcr_add_pshared1({p}, {size}, {n})"),
            (Repr::Phased, Some(BlockSize::Indefinite)) => format!(
                "upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared({p}), {size}, {n}))"
            ),
            (Repr::Phased, _) => {
                let b = if matches!(t.block_size(), Some(BlockSize::Star)) {
                    self.block_elems(layout)
                } else {
                    self.block_elems(t)
                };
                format!("upcr_add_shared({p}, {size}, {n}, {b})")
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
    /// A shared lvalue read (an array: the pointer-to-shared to its first element).
    fn read_shared(&mut self, e: &Expr, t: &Type) -> Expr {
        if let TypeKind::Array(..) = t.kind() {
            let Some(a) = self.address(e) else {
                return e.clone();
            };
            let target = t.decay().pointee().cloned().unwrap_or_else(Type::unknown);
            return raw(self.addr_pointer(&a, &target), e.span);
        }
        if t.is_function() {
            return e.clone();
        }
        let Some(a) = self.address(e) else {
            return e.clone();
        };
        raw(self.get(&a), e.span)
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
    fn is_null(&self, v: &str, target: &Type) -> String {
        format!("upcr_isnull_{}({v})", self.repr(target).suffix())
    }
    fn null_pointer(&self, target: &Type) -> String {
        format!("upcr_null_{}", self.repr(target).suffix())
    }
    /// Between the two representations, or to phase 0 (`conversion_resets_phase`).
    fn convert_shared(&self, v: &str, source: &Type, target: &Type) -> Option<String> {
        let (rf, rt) = (self.repr(source), self.repr(target));
        let reset = rf == Repr::Phased
            && rt == Repr::Phased
            && conversion_resets_phase(source, target, &self.a.records);
        (rf != rt || reset).then(|| self.convert_repr(v.to_string(), rf, rt, reset))
    }
    fn to_local(&self, v: &str, target: &Type) -> String {
        format!("upcr_{}_to_local({v})", self.repr(target).suffix())
    }
    fn addrfield(&self, v: &str, target: &Type) -> String {
        format!("upcr_addrfield_{}({v})", self.repr(target).suffix())
    }
    fn address_of(&mut self, e: &Expr, x: &Expr) -> Expr {
        let target = self.ty(e).pointee().cloned().unwrap_or_else(Type::unknown);
        let Some(a) = self.address(x) else {
            return e.clone();
        };
        raw(self.addr_pointer(&a, &target), e.span)
    }
    fn increment_shared(&mut self, e: &Expr, x: &Expr, d: &str, post: bool, used: bool) -> Expr {
        let Some(mut a) = self.address(x) else {
            return e.clone();
        };
        let bind = self.bind_addr(&mut a);
        let t = a.ty.unqualified();
        let [old] = self.core.names.numbered(["upcrt_old"]);
        let get = self.get(&a);
        let new = self.stepped_value(&t, &old, d);
        let put = self.put(&a, &new);
        let result = if !used {
            String::new()
        } else if post {
            format!(" {old};")
        } else {
            format!(" {new};")
        };
        raw(
            format!(
                "({{ {bind}{} = {get}; {put};{result} }})",
                self.c_type(&t, &old)
            ),
            e.span,
        )
    }
    /// `p - q` (`q` in `p`'s representation first).
    fn pointer_sub(&self, p: &str, pt: &Type, q: &str, qt: &Type, size: &str) -> String {
        let q = self.convert_repr(q.to_string(), self.repr(qt), self.repr(pt), false);
        match (self.repr(pt), pt.block_size()) {
            (r, _) if self.opts.dynamic_pointers => format!(
                "upcr_dyn_sub_{}({p}, {q}, {size}, {})",
                r.suffix(),
                self.block_elems(pt)
            ),
            (Repr::Phaseless, Some(BlockSize::Indefinite)) => {
                format!("upcr_sub_psharedI({p}, {q}, {size})")
            }
            (Repr::Phaseless, _) => format!("upcr_sub_pshared1({p}, {q}, {size})"),
            (Repr::Phased, _) => format!(
                "upcr_sub_shared({p}, {q}, {size}, {})",
                self.block_elems(pt)
            ),
        }
    }
    fn pointer_equal(&self, a: &str, at: &Type, b: &str, bt: &Type) -> String {
        match (self.repr(at), self.repr(bt)) {
            (Repr::Phaseless, Repr::Phased) => format!("upcr_isequal_shared_pshared({b}, {a})"),
            (ra, rb) => format!("upcr_isequal_{}_{}({a}, {b})", ra.suffix(), rb.suffix()),
        }
    }
    fn assign_shared(&mut self, e: &Expr, op: AssignOp, l: &Expr, r: &Expr, used: bool) -> Expr {
        let Some(mut a) = self.address(l) else {
            return e.clone();
        };
        let t = a.ty.unqualified();
        let rtext = self.assigned_text(op, r, &t);
        if op == AssignOp::Assign && !used {
            return raw(self.put(&a, &rtext), e.span);
        }
        let bind = self.bind_addr(&mut a);
        let [val] = self.core.names.numbered(["upcrt_new"]);
        let new = match op.binary() {
            None => rtext,
            Some(bop) => {
                let old = self.get(&a);
                self.compound_value(bop, &t, &old, rtext)
            }
        };
        let put = self.put(&a, &val);
        let tail = if used {
            format!(" {val};")
        } else {
            String::new()
        };
        raw(
            format!(
                "({{ {bind}{} = {new}; {put};{tail} }})",
                self.c_type(&t, &val)
            ),
            e.span,
        )
    }
    fn read_into(&mut self, dest: &str, e: &Expr) -> Option<String> {
        Lowerer::read_into(self, dest, e)
    }
    fn known_call(name: &str) -> bool {
        known_call(name)
    }
    fn library_call(&mut self, e: &Expr, name: &str, args: &[Expr], ps: &[Type]) -> Lowered {
        if name.starts_with("pupc_") {
            let texts: Vec<String> = args
                .iter()
                .map(|a| {
                    let v = self.value(a);
                    self.text(&v)
                })
                .collect();
            if let Some(text) = self.pupc_call(name, &texts, e.span) {
                return Ok(raw(format!("({text})"), e.span));
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
                *v = raw(
                    self.convert_repr(self.text(v), r, Repr::Phased, false),
                    v.span,
                );
            }
        }
        let special = match name {
            "upc_threadof" | "upc_phaseof" | "upc_addrfield" if args.len() == 1 => {
                let what = name.trim_start_matches("upc_");
                // The prototype took `shared void *`: the argument is phased now.
                Some(format!("upcr_{what}_shared({})", self.text(&lowered[0])))
            }
            "upc_resetphase" if args.len() == 1 => Some(format!(
                "upcr_shared_resetphase({})",
                self.text(&lowered[0])
            )),
            "upc_local_alloc" if args.len() == 2 => Some(format!(
                "upcr_alloc(({}) * ({}))",
                self.text(&lowered[0]),
                self.text(&lowered[1])
            )),
            _ => None,
        };
        if let Some(text) = special {
            return Ok(raw(text, e.span));
        }
        let arg_texts: Vec<String> = lowered.iter().map(|a| self.text(a)).collect();
        let rt = self.ty(e);
        let renamed = RENAMED_CALLS
            .iter()
            .find(|(from, _)| *from == name)
            .map(|(_, to)| *to);
        // The runtime returns phased pointers; the UPC prototype's type may be phaseless.
        let result_repr = rt
            .is_pointer_to_shared()
            .then(|| self.repr(rt.pointee().expect("pointer")));
        let make = |l: &Self, args: &[String]| -> String {
            let call = format!("{}({})", renamed.unwrap_or(name), args.join(", "));
            match (renamed, result_repr) {
                (Some(_), Some(r)) => l.convert_repr(call, Repr::Phased, r, false),
                _ => call,
            }
        };
        if let Some(traced) =
            self.traced_call(e, name, &arg_texts, "upcr_global_exit", &|a| make(self, a))
        {
            return Ok(traced);
        }
        if renamed.is_some() {
            return Ok(raw(make(self, &arg_texts), e.span));
        }
        Err(lowered)
    }
}

/// What the runtime's get or put of a place is made of: the object's type (unqualified) and
/// its C spelling, the representation's suffix, `_strict` or nothing, the byte offset, and
/// the form of the call.
struct Access {
    t: Type,
    ct: String,
    sfx: &'static str,
    st: &'static str,
    off: String,
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
