//! Expressions: shared reads and writes, pointer-to-shared arithmetic, conversions, UPC
//! operators and library calls.

use super::{Lowerer, Repr};
use crate::backend::common::*;
use crate::backend::gasp::GaspEmitter;
use crate::backend::privatize::LoopVersioning;
use crate::backend::walker::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// The place of a shared lvalue: a pointer-to-shared (C text) plus a byte offset inside the
/// object it points to (members of shared structs, elements of their array members).
pub(super) struct Addr {
    ptr: String,
    repr: Repr,
    offset: Option<String>,
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
    /// `a[i]` inside a versioned `upc_forall` over `&a[i]`: the local element.
    fn local_element(&self, e: &Expr) -> Option<Expr> {
        let ExprKind::Index(a, i) = &e.kind else {
            return None;
        };
        let (ExprKind::Ident(x), ExprKind::Ident(y)) = (&a.kind, &i.kind) else {
            return None;
        };
        let (_, _, text) = self
            .local_subst
            .iter()
            .find(|(arr, var, _)| x.name == *arr && y.name == *var)?;
        Some(raw(text.clone(), e.span))
    }

    /// `a[i + k]` (`k` a small constant) read inside a versioned `upc_forall` that walks
    /// blocks: the local element when it lies in the current block, else the generic read.
    fn local_neighbour(&mut self, e: &Expr) -> Option<Expr> {
        self.local_block.as_ref()?;
        let ExprKind::Index(a, i) = &e.kind else {
            return None;
        };
        let ExprKind::Ident(x) = &a.kind else {
            return None;
        };
        let ExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), v, k) = &i.kind else {
            return None;
        };
        let (ExprKind::Ident(v), ExprKind::Int(k)) = (&v.kind, &k.kind) else {
            return None;
        };
        let k: i64 = k.parse().ok().filter(|k: &i64| *k <= 64)?;
        let (_, _, text) = self
            .local_subst
            .iter()
            .find(|(arr, var, _)| x.name == *arr && v.name == *var)?
            .clone();
        let (lo, hi) = self.local_block.clone()?;
        let k = if *op == BinaryOp::Sub { -k } else { k };
        let saved = std::mem::take(&mut self.local_subst);
        let block = std::mem::take(&mut self.local_block);
        let generic = self.value(e);
        self.local_subst = saved;
        self.local_block = block;
        let index = format!("{} {} {}", v.name, if k < 0 { "-" } else { "+" }, k.abs());
        let pointer = text.trim_start_matches("(*").trim_end_matches(')');
        Some(raw(
            format!(
                "({index} >= {lo} && {index} < {hi} ? {pointer}[{k}] : {})",
                self.text(&generic)
            ),
            e.span,
        ))
    }

    // ------------------------------------------------------------------------------------------
    // Shared lvalues
    // ------------------------------------------------------------------------------------------

    /// The place of a shared lvalue.
    pub(super) fn address(&mut self, e: &Expr) -> Option<Addr> {
        let t = self.ty(e);
        match &e.kind {
            ExprKind::Ident(i) => Some(Addr {
                ptr: self.resolve(&i.name).to_string(),
                repr: self.repr(&t),
                offset: None,
                ty: t,
            }),
            ExprKind::Unary(UnaryOp::Deref, p) => {
                let pt = self.ty(p).decay();
                let target = pt.pointee()?.clone();
                let v = self.value(p);
                Some(Addr {
                    ptr: self.text(&v),
                    repr: self.repr(&target),
                    offset: None,
                    ty: t,
                })
            }
            ExprKind::Index(a, b) => {
                let (base, index) = if self.ty(a).decay().is_pointer_to_shared() {
                    (a, b)
                } else {
                    (b, a)
                };
                let bt = self.ty(base);
                let idx = self.value(index);
                let idx = self.text(&idx);
                // An array member of a shared struct lies within the struct: a byte offset.
                if let TypeKind::Array(elem, _) = bt.kind() {
                    let inner = self.address(base)?;
                    if inner.offset.is_some() {
                        let off = format!(
                            "{} + ({idx}) * {}",
                            inner.offset.clone().unwrap_or_default(),
                            self.sizeof_text(elem)
                        );
                        return Some(Addr {
                            offset: Some(off),
                            ty: t,
                            ..inner
                        });
                    }
                    let target = bt.decay().pointee()?.clone();
                    let ptr = self.addr_pointer(&inner, &target);
                    // A `[*]` array's block size comes from the whole array.
                    let layout = self.indexed_object_type(base);
                    let ptr = self.add(&ptr, &target, &idx, Some(&layout));
                    return Some(Addr {
                        ptr,
                        repr: self.repr(&target),
                        offset: None,
                        ty: t,
                    });
                }
                let pt = bt.decay();
                let target = pt.pointee()?.clone();
                let v = self.value(base);
                let ptr = self.text(&v);
                let ptr = self.add(&ptr, &target, &idx, None);
                Some(Addr {
                    ptr,
                    repr: self.repr(&target),
                    offset: None,
                    ty: t,
                })
            }
            ExprKind::Member { base, name, arrow } => {
                let (inner, record) = if *arrow {
                    let pt = self.ty(base).decay();
                    let target = pt.pointee()?.clone();
                    let v = self.value(base);
                    (
                        Addr {
                            ptr: self.text(&v),
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
                let offset = match inner.offset {
                    Some(o) => format!("{o} + {off}"),
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

    /// The type of the array object that an index expression starts from (`a` in `a[i][j]`).
    fn indexed_object_type(&self, e: &Expr) -> Type {
        match &e.kind {
            ExprKind::Index(a, _) if matches!(self.ty(a).kind(), TypeKind::Array(..)) => {
                self.indexed_object_type(a)
            }
            _ => self.ty(e),
        }
    }

    /// `offsetof` of a member, spelled with the struct's name when it has one.
    fn offset_of(&mut self, record: &Type, member: &str) -> Option<String> {
        let TypeKind::Record(id) = record.kind() else {
            return None;
        };
        if let Some(name) = self.core.record_names.get(id) {
            return Some(format!("__builtin_offsetof({name}, {member})"));
        }
        let r = self.a.records.get(*id)?;
        let off = r
            .fields
            .as_ref()?
            .iter()
            .find(|f| f.name.as_deref() == Some(member))?
            .offset?;
        Some(off.to_string())
    }

    /// A pointer to the start of a place (the offset added as bytes), as a pointer to `target`.
    fn addr_pointer(&self, a: &Addr, target: &Type) -> String {
        let want = self.repr(target);
        match &a.offset {
            None => self.convert_repr(a.ptr.clone(), a.repr, want, false),
            Some(off) => {
                let p = self.convert_repr(a.ptr.clone(), a.repr, Repr::Phaseless, false);
                let p = format!("upcr_add_psharedI({p}, 1, {off})");
                self.convert_repr(p, Repr::Phaseless, want, false)
            }
        }
    }

    fn offset_text(a: &Addr) -> String {
        a.offset.clone().unwrap_or_else(|| "0".into())
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
            a.ptr,
            Self::offset_text(&a)
        ))
    }

    /// A read of a shared place (with its GASP events when profiling).
    pub(super) fn get(&mut self, a: &Addr) -> String {
        if self.gasp_on("GASP_UPC_GET") && !self.in_event {
            return self.instrumented_access(a, None);
        }
        self.get_plain(a)
    }

    /// A get (`value` none) or a put of `value` between its GASP start and end events: the place
    /// is bound to a temporary, the private side is the temporary `upcrt_valN`.
    fn instrumented_access(&mut self, a: &Addr, value: Option<&str>) -> String {
        let span = self.event_span;
        let strict = self.is_strict(&a.ty);
        let t = a.ty.unqualified();
        let [at, val] = self.core.names.numbered(["upcrt_at", "upcrt_val"]);
        let bound = Addr {
            ptr: at.clone(),
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
            a.ptr
        )
    }

    fn get_plain(&mut self, a: &Addr) -> String {
        let strict = self.is_strict(&a.ty);
        let t = a.ty.unqualified();
        let ct = self.c_type(&t, "");
        let sfx = a.repr.suffix();
        let st = if strict { "_strict" } else { "" };
        let off = Self::offset_text(a);
        match self.value_kind(&t, strict) {
            ValueKind::Float => format!("upcr_get_{sfx}_floatval({}, {off})", a.ptr),
            ValueKind::Double => format!("upcr_get_{sfx}_doubleval({}, {off})", a.ptr),
            ValueKind::Integer => format!(
                "(({ct})upcr_get_{sfx}_val{st}({}, {off}, sizeof({ct})))",
                a.ptr
            ),
            ValueKind::Pointer => format!(
                "(({ct})(uintptr_t)upcr_get_{sfx}_val{st}({}, {off}, sizeof({ct})))",
                a.ptr
            ),
            ValueKind::Bytes => {
                let [val] = self.core.names.numbered(["upcrt_val"]);
                format!(
                    "({{ {}; upcr_get_{sfx}{st}(&{val}, {}, {off}, sizeof {val}); {val}; }})",
                    self.c_type(&t, &val),
                    a.ptr
                )
            }
        }
    }

    /// A write of `value` (C text of the object's type) to a shared place; a statement-like call
    /// (with its GASP events when profiling).
    pub(super) fn put(&mut self, a: &Addr, value: &str) -> String {
        if self.gasp_on("GASP_UPC_PUT") && !self.in_event {
            return self.instrumented_access(a, Some(value));
        }
        self.put_plain(a, value)
    }

    fn put_plain(&mut self, a: &Addr, value: &str) -> String {
        let strict = self.is_strict(&a.ty);
        let t = a.ty.unqualified();
        let ct = self.c_type(&t, "");
        let sfx = a.repr.suffix();
        let st = if strict { "_strict" } else { "" };
        let off = Self::offset_text(a);
        match self.value_kind(&t, strict) {
            ValueKind::Float => format!("upcr_put_{sfx}_floatval({}, {off}, {value})", a.ptr),
            ValueKind::Double => format!("upcr_put_{sfx}_doubleval({}, {off}, {value})", a.ptr),
            ValueKind::Integer => format!(
                "upcr_put_{sfx}_val{st}({}, {off}, ({ct})({value}), sizeof({ct}))",
                a.ptr
            ),
            ValueKind::Pointer => format!(
                "upcr_put_{sfx}_val{st}({}, {off}, (uintptr_t)({value}), sizeof({ct}))",
                a.ptr
            ),
            ValueKind::Bytes => {
                let [val] = self.core.names.numbered(["upcrt_val"]);
                format!(
                    "({{ {} = {value}; upcr_put_{sfx}{st}({}, {off}, &{val}, sizeof {val}); }})",
                    self.c_type(&t, &val),
                    a.ptr
                )
            }
        }
    }

    /// Binds a place's pointer to a temporary when it is used twice; returns the declaration.
    fn bind_addr(&mut self, a: &mut Addr) -> String {
        if is_simple(&a.ptr) && a.offset.as_deref().is_none_or(|o| !o.contains('(')) {
            return String::new();
        }
        let [addr] = self.core.names.numbered(["upcrt_addr"]);
        let decl = format!("{} {addr} = {};", a.repr.type_name(), a.ptr);
        a.ptr = addr;
        decl
    }

    // ------------------------------------------------------------------------------------------
    // Pointer-to-shared arithmetic and conversions
    // ------------------------------------------------------------------------------------------

    /// `p - q` in elements of `target`.
    fn sub(&self, p: &str, q: &str, target: &Type) -> String {
        let elem = target.element();
        let size = format!("sizeof({})", self.c_type(elem, ""));
        let d = match (self.repr(target), target.block_size()) {
            (r, _) if self.opts.dynamic_pointers => format!(
                "upcr_dyn_sub_{}({p}, {q}, {size}, {})",
                r.suffix(),
                self.block_elems(target)
            ),
            (Repr::Phaseless, Some(BlockSize::Indefinite)) => {
                format!("upcr_sub_psharedI({p}, {q}, {size})")
            }
            (Repr::Phaseless, _) => format!("upcr_sub_pshared1({p}, {q}, {size})"),
            (Repr::Phased, _) => format!(
                "upcr_sub_shared({p}, {q}, {size}, {})",
                self.block_elems(target)
            ),
        };
        match target.kind() {
            TypeKind::Array(..) => match self.elem_count(target) {
                Some(c) => format!("({d} / ({c}))"),
                None => d,
            },
            _ => d,
        }
    }

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

    /// `p + n` for a pointer-to-shared `p` (C text) to `target`; `array` gives the block size of
    /// a `[*]` array being indexed.
    fn add(&self, p: &str, target: &Type, n: &str, array: Option<&Type>) -> String {
        let elem = target.element();
        let size = format!("sizeof({})", self.c_type(elem, ""));
        let n = match target.kind() {
            TypeKind::Array(..) => match self.elem_count(target) {
                Some(c) => format!("({n}) * ({c})"),
                None => n.to_string(),
            },
            _ => n.to_string(),
        };
        let layout = array.unwrap_or(target);
        if self.opts.dynamic_pointers && array.is_none() {
            // `--dynamic-pointers`: the layout of the object pointed into, found at run time
            // (a named array is indexed in its own layout anyway).
            return format!(
                "upcr_dyn_add_{}({p}, {size}, {n}, {})",
                self.repr(target).suffix(),
                self.block_elems(target)
            );
        }
        match (self.repr(target), target.block_size()) {
            (Repr::Phaseless, Some(BlockSize::Indefinite)) => {
                format!("upcr_add_psharedI({p}, {size}, {n})")
            }
            (Repr::Phaseless, _) => format!("upcr_add_pshared1({p}, {size}, {n})"),
            (Repr::Phased, Some(BlockSize::Indefinite)) => format!(
                "upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared({p}), {size}, {n}))"
            ),
            (Repr::Phased, _) => {
                let b = if matches!(target.block_size(), Some(BlockSize::Star)) {
                    self.block_elems(layout)
                } else {
                    self.block_elems(target)
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
    fn forall_local(&mut self, e: &Expr) -> Option<Expr> {
        self.local_element(e).or_else(|| self.local_neighbour(e))
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
    fn not_null(&self, v: &str, target: &Type) -> String {
        format!("!upcr_isnull_{}({v})", self.repr(target).suffix())
    }

    /// A lowered value of `src`'s type converted to type `to` (assignment, argument, return,
    /// initialisation, cast). Only pointer-to-shared targets need work.
    fn convert(&mut self, v: Expr, src: &Expr, to: &Type) -> Expr {
        let to = to.decay();
        if !to.is_pointer_to_shared() {
            let from = self.ty(src).decay();
            if to.is_pointer() && from.is_pointer_to_shared() {
                // W0304 (no cast): converted as the cast would be.
                let r = self.repr(from.pointee().expect("pointer"));
                let ct = self.c_type(&to, "");
                let text = self.text(&v);
                return raw(
                    format!("(({ct})upcr_{}_to_local({text}))", r.suffix()),
                    v.span,
                );
            }
            return v;
        }
        let target = to.pointee().expect("pointer").clone();
        let rt = self.repr(&target);
        let from = self.ty(src).decay();
        if is_null_constant(src) {
            return raw(format!("upcr_null_{}", rt.suffix()), v.span);
        }
        if !from.is_pointer_to_shared() {
            return v;
        }
        let source = from.pointee().expect("pointer").clone();
        let rf = self.repr(&source);
        let reset =
            rf == Repr::Phased && rt == Repr::Phased && conversion_resets_phase(&source, &target);
        if rf == rt && !reset {
            return v;
        }
        let text = self.text(&v);
        raw(self.convert_repr(text, rf, rt, reset), v.span)
    }

    // ------------------------------------------------------------------------------------------
    // Operators
    // ------------------------------------------------------------------------------------------

    fn unary(&mut self, e: &Expr, op: UnaryOp, x: &Expr) -> Expr {
        let xt = self.ty(x);
        match op {
            UnaryOp::AddrOf if xt.is_shared() => {
                let t = self.ty(e);
                let target = t.pointee().cloned().unwrap_or_else(Type::unknown);
                let Some(a) = self.address(x) else {
                    return e.clone();
                };
                raw(self.addr_pointer(&a, &target), e.span)
            }
            UnaryOp::Not if xt.decay().is_pointer_to_shared() => {
                let r = self.repr(xt.decay().pointee().expect("pointer"));
                let v = self.value(x);
                raw(
                    format!("upcr_isnull_{}({})", r.suffix(), self.text(&v)),
                    e.span,
                )
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                self.increment(e, op, x, true)
            }
            _ => Expr {
                id: e.id,
                kind: ExprKind::Unary(op, Box::new(self.value(x))),
                span: e.span,
            },
        }
    }

    /// `++`/`--` on a shared lvalue or on a pointer-to-shared.
    fn increment(&mut self, e: &Expr, op: UnaryOp, x: &Expr, used: bool) -> Expr {
        if let Some(local) = self.private_fast(x) {
            return Expr {
                id: e.id,
                kind: ExprKind::Unary(op, Box::new(local)),
                span: e.span,
            };
        }
        if let Some(local) = self.local_element(x) {
            return Expr {
                id: e.id,
                kind: ExprKind::Unary(op, Box::new(local)),
                span: e.span,
            };
        }
        let xt = self.ty(x);
        let delta = if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) {
            "1"
        } else {
            "-1"
        };
        let post = matches!(op, UnaryOp::PostInc | UnaryOp::PostDec);
        if xt.is_shared() {
            let Some(mut a) = self.address(x) else {
                return e.clone();
            };
            let bind = self.bind_addr(&mut a);
            let t = a.ty.unqualified();
            let [old] = self.core.names.numbered(["upcrt_old"]);
            let get = self.get(&a);
            let new = if t.is_pointer_to_shared() {
                let target = t.pointee().expect("pointer").clone();
                self.add(&old, &target, delta, None)
            } else {
                format!("{old} + {delta}")
            };
            let put = self.put(&a, &new);
            let result = if !used {
                String::new()
            } else if post {
                format!(" {old};")
            } else {
                format!(" {new};")
            };
            return raw(
                format!(
                    "({{ {bind}{} = {get}; {put};{result} }})",
                    self.c_type(&t, &old)
                )
                .replace("({ ", "({ ")
                .replace("{ ; ", "{ "),
                e.span,
            );
        }
        if xt.is_pointer_to_shared() {
            let target = xt.pointee().expect("pointer").clone();
            let lv = self.value(x);
            let lv = self.text(&lv);
            let next = self.add(&lv, &target, delta, None);
            if !used {
                return raw(format!("{lv} = {next}"), e.span);
            }
            if post {
                let [old] = self.core.names.numbered(["upcrt_old"]);
                return raw(
                    format!(
                        "({{ {} {old} = {lv}; {lv} = {next}; {old}; }})",
                        self.repr(&target).type_name()
                    ),
                    e.span,
                );
            }
            return raw(format!("({lv} = {next})"), e.span);
        }
        Expr {
            id: e.id,
            kind: ExprKind::Unary(op, Box::new(self.value(x))),
            span: e.span,
        }
    }

    fn binary(&mut self, e: &Expr, op: BinaryOp, a: &Expr, b: &Expr) -> Expr {
        let at = self.ty(a).decay();
        let bt = self.ty(b).decay();
        let ap = at.is_pointer_to_shared();
        let bp = bt.is_pointer_to_shared();
        if !ap && !bp {
            let (a2, b2) = if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
                (self.cond(a), self.cond(b))
            } else {
                (self.value(a), self.value(b))
            };
            return Expr {
                id: e.id,
                kind: ExprKind::Binary(op, Box::new(a2), Box::new(b2)),
                span: e.span,
            };
        }
        if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
            let (a2, b2) = (self.cond(a), self.cond(b));
            return Expr {
                id: e.id,
                kind: ExprKind::Binary(op, Box::new(a2), Box::new(b2)),
                span: e.span,
            };
        }
        let av = self.value(a);
        let bv = self.value(b);
        let (atext, btext) = (self.text(&av), self.text(&bv));
        let text = match op {
            BinaryOp::Add | BinaryOp::Sub if ap && !bp => {
                let target = at.pointee().expect("pointer").clone();
                let n = if op == BinaryOp::Sub {
                    format!("-({btext})")
                } else {
                    btext
                };
                self.add(&atext, &target, &n, None)
            }
            BinaryOp::Add if bp && !ap => {
                let target = bt.pointee().expect("pointer").clone();
                self.add(&btext, &target, &atext, None)
            }
            BinaryOp::Sub if ap && bp => {
                let target = at.pointee().expect("pointer").clone();
                let rt = self.repr(&target);
                let q =
                    self.convert_repr(btext, self.repr(bt.pointee().expect("pointer")), rt, false);
                self.sub(&atext, &q, &target)
            }
            BinaryOp::Eq | BinaryOp::Ne => {
                let neg = if op == BinaryOp::Ne { "!" } else { "" };
                if !bp || is_null_constant(b) {
                    let r = self.repr(at.pointee().expect("pointer"));
                    format!("{neg}upcr_isnull_{}({atext})", r.suffix())
                } else if !ap || is_null_constant(a) {
                    let r = self.repr(bt.pointee().expect("pointer"));
                    format!("{neg}upcr_isnull_{}({btext})", r.suffix())
                } else {
                    let ra = self.repr(at.pointee().expect("pointer"));
                    let rb = self.repr(bt.pointee().expect("pointer"));
                    match (ra, rb) {
                        (Repr::Phaseless, Repr::Phased) => {
                            format!("{neg}upcr_isequal_shared_pshared({btext}, {atext})")
                        }
                        _ => format!(
                            "{neg}upcr_isequal_{}_{}({atext}, {btext})",
                            ra.suffix(),
                            rb.suffix()
                        ),
                    }
                }
            }
            BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge if ap && bp => {
                let target = at.pointee().expect("pointer").clone();
                let rt = self.repr(&target);
                let q =
                    self.convert_repr(btext, self.repr(bt.pointee().expect("pointer")), rt, false);
                format!("{} {} 0", self.sub(&atext, &q, &target), op.symbol())
            }
            _ => {
                self.unsupported(e.span, "this operator on a pointer-to-shared");
                return e.clone();
            }
        };
        raw(paren(text), e.span)
    }

    /// Assignment; `used`: the value of the assignment is needed.
    fn assign(&mut self, e: &Expr, op: AssignOp, l: &Expr, r: &Expr, used: bool) -> Expr {
        if let Some(local) = self.private_fast(l) {
            let rv = self.value(r);
            return Expr {
                id: e.id,
                kind: ExprKind::Assign(op, Box::new(local), Box::new(rv)),
                span: e.span,
            };
        }
        if op == AssignOp::Assign && !used {
            if let Some(store) = self.private_assign(e, l, r) {
                return store;
            }
        }
        if op == AssignOp::Assign && !used && !self.ty(l).is_shared() {
            let lv = self.value(l);
            if is_simple(&self.text(&lv)) {
                let dest = self.text(&lv);
                if let Some(read) = self.read_into(&dest, r) {
                    return raw(read, e.span);
                }
            }
        }
        if let Some(local) = self.local_element(l) {
            let rv = self.value(r);
            return Expr {
                id: e.id,
                kind: ExprKind::Assign(op, Box::new(local), Box::new(rv)),
                span: e.span,
            };
        }
        let lt = self.ty(l);
        if lt.is_shared() {
            let Some(mut a) = self.address(l) else {
                return e.clone();
            };
            let t = a.ty.unqualified();
            let rv = self.value(r);
            let rv = if op == AssignOp::Assign {
                self.convert(rv, r, &t)
            } else {
                rv
            };
            let rtext = self.text(&rv);
            if op == AssignOp::Assign && !used {
                return raw(self.put(&a, &rtext), e.span);
            }
            let bind = self.bind_addr(&mut a);
            let [val] = self.core.names.numbered(["upcrt_new"]);
            let new = match op.binary() {
                None => rtext,
                Some(bop) if t.is_pointer_to_shared() => {
                    let target = t.pointee().expect("pointer").clone();
                    let old = self.get(&a);
                    let n = if bop == BinaryOp::Sub {
                        format!("-({rtext})")
                    } else {
                        rtext
                    };
                    self.add(&old, &target, &n, None)
                }
                Some(bop) => format!("{} {} ({rtext})", self.get(&a), bop.symbol()),
            };
            let put = self.put(&a, &val);
            let tail = if used {
                format!(" {val};")
            } else {
                String::new()
            };
            return raw(
                format!(
                    "({{ {bind}{} = {new}; {put};{tail} }})",
                    self.c_type(&t, &val)
                )
                .replace("({ ; ", "({ "),
                e.span,
            );
        }
        self.assign_rest(e, op, l, r, used, &lt)
    }

    fn cast(&mut self, e: &Expr, tn: &TypeName, x: &Expr) -> Expr {
        let to = self
            .a
            .type_name_types
            .get(&tn.id)
            .cloned()
            .unwrap_or_else(|| self.ty(e));
        let from = self.ty(x).decay();
        let v = self.value(x);
        if to.is_pointer_to_shared() {
            let c = self.convert(v, x, &to);
            return raw(paren(self.text(&c)), e.span);
        }
        if from.is_pointer_to_shared() {
            let r = self.repr(from.pointee().expect("pointer"));
            let text = self.text(&v);
            let ct = self.c_type(&to, "");
            let converted = if to.is_pointer() {
                format!("(({ct})upcr_{}_to_local({text}))", r.suffix())
            } else if to.is_integer() {
                format!("(({ct})upcr_addrfield_{}({text}))", r.suffix())
            } else if matches!(to.kind(), TypeKind::Void) {
                format!("((void){text})")
            } else {
                self.unsupported(e.span, "this cast of a pointer-to-shared");
                text
            };
            return raw(converted, e.span);
        }
        Expr {
            id: e.id,
            kind: ExprKind::Cast(Box::new(self.lower_type_name(tn)), Box::new(v)),
            span: e.span,
        }
    }

    fn call(&mut self, e: &Expr, f: &Expr, args: &[Expr]) -> Expr {
        let ft = self.ty(f);
        let fn_type = match ft.kind() {
            TypeKind::Pointer(t) => t.clone(),
            _ => ft.clone(),
        };
        let params: Vec<Type> = match fn_type.kind() {
            TypeKind::Function { params, .. } => params.clone().unwrap_or_default(),
            _ => vec![],
        };
        // A function the program declares itself is called as declared, whatever its name.
        let name = match &f.kind {
            ExprKind::Ident(i) if self.a.is_library_function(&i.name, known_call(&i.name)) => {
                Some(i.name.to_string())
            }
            _ => None,
        };
        if let Some(n) = name.as_deref() {
            if n.starts_with("pupc_") {
                let texts: Vec<String> = args
                    .iter()
                    .map(|a| {
                        let v = self.value(a);
                        self.text(&v)
                    })
                    .collect();
                if let Some(text) = self.pupc_call(n, &texts, e.span) {
                    return raw(format!("({text})"), e.span);
                }
            }
        }
        // The UPC library's functions take every pointer-to-shared phased; a library name the
        // program declares itself (its own implementation, defined in another file) is called
        // with the pointers its declaration, printed in the translation, asks for.
        let library = name.as_deref().is_some_and(|n| {
            (n.starts_with("upc_") || n.starts_with("bupc_"))
                && !self.a.own_functions.contains_key(n)
        });
        let mut lowered: Vec<Expr> = args
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let v = self.value(a);
                let v = match params.get(i) {
                    Some(p) => self.convert(v, a, p),
                    None => v,
                };
                let pt = params.get(i).map(Type::decay);
                match pt {
                    Some(pt) if library && pt.is_pointer_to_shared() => {
                        let r = self.repr(pt.pointee().expect("pointer"));
                        let text = self.text(&v);
                        raw(self.convert_repr(text, r, Repr::Phased, false), v.span)
                    }
                    _ => v,
                }
            })
            .collect();
        if let Some(name) = name.as_deref() {
            let pts_arg = |l: &Self, i: usize| -> Option<Repr> {
                let t = l.ty(args.get(i)?).decay();
                t.pointee()
                    .filter(|_| t.is_pointer_to_shared())
                    .map(|p| l.repr(p))
            };
            let special = match name {
                "upc_threadof" | "upc_phaseof" | "upc_addrfield" if args.len() == 1 => {
                    let what = name.trim_start_matches("upc_");
                    // The prototype took `shared void *`: the argument is phased now.
                    let _ = pts_arg(self, 0);
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
                return raw(text, e.span);
            }
            let arg_texts: Vec<String> = lowered.iter().map(|a| self.text(a)).collect();
            let rt = self.ty(e);
            // (The library functions whose events do not report a result are all `void`,
            // whatever an implicit declaration said.)
            let returns_void =
                matches!(rt.kind(), TypeKind::Void) || !crate::backend::gasp::uses_result(name);
            if name == "upc_global_exit" {
                let exit = arg_texts
                    .first()
                    .and_then(|s| self.global_exit_event(s, "upcr_global_exit", e.span));
                if let Some(text) = exit {
                    return raw(text, e.span);
                }
            }
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
            if let Some(text) =
                self.gasp_call(name, &arg_texts, returns_void, e.span, &|a| make(self, a))
            {
                return raw(text, e.span);
            }
            if renamed.is_some() {
                return raw(make(self, &arg_texts), e.span);
            }
        }
        let callee = self.value(f);
        Expr {
            id: e.id,
            kind: ExprKind::Call(Box::new(callee), std::mem::take(&mut lowered)),
            span: e.span,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum ValueKind {
    Float,
    Double,
    Integer,
    Pointer,
    Bytes,
}
