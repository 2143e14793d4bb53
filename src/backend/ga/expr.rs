//! Expressions: shared reads and writes (an array's helpers, or a pointer-to-shared), pointer
//! arithmetic, conversions, UPC operators and library calls.

use super::Lowerer;
use crate::backend::common::*;
use crate::backend::forall::ForallWriter;
use crate::backend::gasp::GaspEmitter;
use crate::backend::walker::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// Where a shared lvalue is.
#[derive(Clone)]
pub(super) enum Place {
    /// An element of a shared object named with all its subscripts (none for a scalar): the
    /// object's getter, setter and indirector apply. The subscripts are lowered trees.
    Element { obj: usize, idx: Vec<Expr> },
    /// What a pointer-to-shared (a lowered tree) points to, plus a byte offset (C text:
    /// members of structs, elements of their array members).
    Pointer { ptr: Expr, offset: Option<String> },
}

/// A shared lvalue: its place and its (shared-qualified) type.
#[derive(Clone)]
pub(super) struct Addr {
    pub(super) place: Place,
    pub(super) ty: Type,
}

/// The functions of the UPC library (our UPC headers, `upc_io.h` included); each is `upcga_` +
/// the rest of its name in the auxiliary library, with pointers-to-shared as `upcga_ptr_t`.
const UPC_LIBRARY: [&str; 98] = [
    "upc_addrfield",
    "upc_affinitysize",
    "upc_all_alloc",
    "upc_all_atomicdomain_alloc",
    "upc_all_atomicdomain_free",
    "upc_all_broadcast",
    "upc_all_exchange",
    "upc_all_fclose",
    "upc_all_fcntl",
    "upc_all_fget_size",
    "upc_all_fopen",
    "upc_all_fpreallocate",
    "upc_all_fread_list_local",
    "upc_all_fread_list_local_async",
    "upc_all_fread_list_shared",
    "upc_all_fread_list_shared_async",
    "upc_all_fread_local",
    "upc_all_fread_local_async",
    "upc_all_fread_shared",
    "upc_all_fread_shared_async",
    "upc_all_free",
    "upc_all_fseek",
    "upc_all_fset_size",
    "upc_all_fsync",
    "upc_all_ftest_async",
    "upc_all_fwait_async",
    "upc_all_fwrite_list_local",
    "upc_all_fwrite_list_local_async",
    "upc_all_fwrite_list_shared",
    "upc_all_fwrite_list_shared_async",
    "upc_all_fwrite_local",
    "upc_all_fwrite_local_async",
    "upc_all_fwrite_shared",
    "upc_all_fwrite_shared_async",
    "upc_all_gather",
    "upc_all_gather_all",
    "upc_all_lock_alloc",
    "upc_all_lock_free",
    "upc_all_permute",
    "upc_all_prefix_reduceC",
    "upc_all_prefix_reduceD",
    "upc_all_prefix_reduceF",
    "upc_all_prefix_reduceI",
    "upc_all_prefix_reduceL",
    "upc_all_prefix_reduceLD",
    "upc_all_prefix_reduceS",
    "upc_all_prefix_reduceUC",
    "upc_all_prefix_reduceUI",
    "upc_all_prefix_reduceUL",
    "upc_all_prefix_reduceUS",
    "upc_all_reduceC",
    "upc_all_reduceD",
    "upc_all_reduceF",
    "upc_all_reduceI",
    "upc_all_reduceL",
    "upc_all_reduceLD",
    "upc_all_reduceS",
    "upc_all_reduceUC",
    "upc_all_reduceUI",
    "upc_all_reduceUL",
    "upc_all_reduceUS",
    "upc_all_scatter",
    "upc_alloc",
    "upc_atomic_isfast",
    "upc_atomic_relaxed",
    "upc_atomic_strict",
    "upc_cast",
    "upc_free",
    "upc_global_alloc",
    "upc_global_exit",
    "upc_global_lock_alloc",
    "upc_local_alloc",
    "upc_lock",
    "upc_lock_attempt",
    "upc_lock_free",
    "upc_memcpy",
    "upc_memcpy_nb",
    "upc_memcpy_nbi",
    "upc_memget",
    "upc_memget_nb",
    "upc_memget_nbi",
    "upc_memput",
    "upc_memput_nb",
    "upc_memput_nbi",
    "upc_memset",
    "upc_memset_nb",
    "upc_memset_nbi",
    "upc_phaseof",
    "upc_resetphase",
    "upc_sync",
    "upc_sync_attempt",
    "upc_synci",
    "upc_synci_attempt",
    "upc_thread_info",
    "upc_threadof",
    "upc_ticks_now",
    "upc_ticks_to_ns",
    "upc_unlock",
];

/// GA's start-up and shut-down calls in a UPC program and what they become: the library has
/// started GA before `main` and stops it after `main` returns.
const PROGRAM_GA_LIFECYCLE: &[(&str, &str)] = &[
    ("GA_Initialize", "upcga_program_ga_initialize"),
    ("GA_Initialize_args", "upcga_program_ga_initialize_args"),
    ("GA_Initialize_ltd", "upcga_program_ga_initialize_ltd"),
    ("GA_Terminate", "upcga_program_ga_terminate"),
    ("NGA_Initialize", "upcga_program_ga_initialize"),
    ("NGA_Initialize_ltd", "upcga_program_ga_initialize_ltd"),
    ("NGA_Terminate", "upcga_program_ga_terminate"),
];

/// Whether the backend gives calls of `name` a meaning of its own (library, GA start-up,
/// traced).
fn known_call(name: &str) -> bool {
    name.starts_with("pupc_")
        || name == "MA_init"
        || UPC_LIBRARY.contains(&name)
        || PROGRAM_GA_LIFECYCLE.iter().any(|(n, _)| *n == name)
        || crate::backend::gasp::is_traced_call(name)
}

/// The library functions that allocate from the heaps the library makes at start-up, and those
/// that allocate locks (also objects of the heaps; atomic domains are locks).
const USES_HEAPS: &[&str] = &["upc_global_alloc", "upc_alloc", "upc_local_alloc"];
const USES_LOCKS: &[&str] = &[
    "upc_global_lock_alloc",
    "upc_all_lock_alloc",
    "upc_all_atomicdomain_alloc",
];

impl Lowerer<'_> {
    /// Records that the program needs the library's heaps or lock pool (made at start-up only
    /// when a file of the program says so: they cost every program GA arrays and mutexes).
    fn note_library_need(&mut self, name: &str) {
        self.uses_heaps |= USES_HEAPS.contains(&name);
        // (The `bupc_` atomics, and the semaphores made of them, need the GA mutexes made with
        // the locks; a semaphore is allocated from the heaps.)
        self.uses_heaps |= name == "bupc_sem_alloc";
        self.uses_locks |= USES_LOCKS.contains(&name)
            || ["bupc_atomic", "bupc_sem_", "bupc_memput_signal"]
                .iter()
                .any(|p| name.starts_with(p));
    }

    // ------------------------------------------------------------------------------------------
    // Shared lvalues
    // ------------------------------------------------------------------------------------------

    /// `a[i][j]…` on a shared array object: the object and the subscripts, outermost first.
    /// (The walk of [`array_subscripts`](ExprWriter::array_subscripts), through `__extension__`.)
    fn subscripts<'e>(&self, e: &'e Expr) -> Option<(usize, Vec<&'e Expr>)> {
        let (x, subs) = self.array_subscripts(e)?;
        match &x.kind {
            ExprKind::Ident(i) if self.ty(x).is_shared() => Some((self.object_of(&i.name)?, subs)),
            ExprKind::Extension(inner) => {
                let (o, mut idx) = self.subscripts(inner)?;
                idx.extend(subs);
                Some((o, idx))
            }
            _ => None,
        }
    }

    /// The place of a shared lvalue.
    pub(super) fn address(&mut self, e: &Expr) -> Option<Addr> {
        let t = self.ty(e);
        if let Some((o, idx)) = self.subscripts(e) {
            let dims = array_dims(&self.objects[o].ty).len();
            let mut subs: Vec<Expr> = idx.iter().map(|i| self.value(i)).collect();
            if subs.len() == dims {
                return Some(Addr {
                    place: Place::Element { obj: o, idx: subs },
                    ty: t,
                });
            }
            // A sub-array: its first element.
            while subs.len() < dims {
                subs.push(int_expr(0));
            }
            return Some(Addr {
                place: Place::Pointer {
                    ptr: self.element_reference(o, &subs),
                    offset: None,
                },
                ty: t,
            });
        }
        match &e.kind {
            ExprKind::Ident(i) if self.dynamic_array_var(&i.name).is_some() => Some(Addr {
                place: Place::Pointer {
                    ptr: ident_expr(&self.dynamic_array_var(&i.name).expect("checked")),
                    offset: None,
                },
                ty: t,
            }),
            ExprKind::Ident(i) => {
                self.unsupported(
                    e.span,
                    &format!("the shared object `{}` declared here", i.name),
                );
                None
            }
            ExprKind::Unary(UnaryOp::Deref, p) => Some(Addr {
                place: Place::Pointer {
                    ptr: self.value(p),
                    offset: None,
                },
                ty: t,
            }),
            ExprKind::Index(a, b) => {
                let (base, bt, idx) = self.index_operands(a, b);
                if let TypeKind::Array(elem, _) = bt.kind() {
                    // An array member of a shared struct lies within the struct: a byte offset.
                    let inner = self.address(base)?;
                    if let Place::Pointer { ptr, offset: None } = &inner.place {
                        // A row of a whole array (`a[i][j]` of an array reached through a
                        // pointer): pointer arithmetic over the array's layout.
                        let target = bt.decay().pointee()?.clone();
                        let ptr = self.text(ptr);
                        return Some(Addr {
                            place: Place::Pointer {
                                ptr: raw(self.add(&ptr, &target, &idx, None), e.span),
                                offset: None,
                            },
                            ty: t,
                        });
                    }
                    let (ptr, offset) = self.pointer_parts(&inner);
                    let off = format!(
                        "{}({idx}) * {}",
                        offset.map(|o| format!("{o} + ")).unwrap_or_default(),
                        self.sizeof_text(elem)
                    );
                    return Some(Addr {
                        place: Place::Pointer {
                            ptr,
                            offset: Some(off),
                        },
                        ty: t,
                    });
                }
                let (ptr, target) = self.pointer_text(base)?;
                Some(Addr {
                    place: Place::Pointer {
                        ptr: raw(self.add(&ptr, &target, &idx, None), e.span),
                        offset: None,
                    },
                    ty: t,
                })
            }
            ExprKind::Member { base, name, arrow } => {
                let (ptr, offset, record) = if *arrow {
                    let (ptr, target) = self.pointer_text(base)?;
                    (raw(ptr, base.span), None, target)
                } else {
                    let a = self.address(base)?;
                    let (ptr, offset) = self.pointer_parts(&a);
                    (ptr, offset, a.ty)
                };
                let off = self.offset_of(&record, &name.name)?;
                Some(Addr {
                    place: Place::Pointer {
                        ptr,
                        offset: Some(match offset {
                            Some(o) => format!("{o} + {off}"),
                            None => off,
                        }),
                    },
                    ty: t,
                })
            }
            ExprKind::Extension(x) => self.address(x),
            _ => {
                self.unsupported(e.span, "this kind of shared lvalue");
                None
            }
        }
    }

    /// A place as a pointer and a byte offset (an element becomes its indirector's pointer).
    fn pointer_parts(&mut self, a: &Addr) -> (Expr, Option<String>) {
        match &a.place {
            Place::Element { obj, idx } => (self.element_reference(*obj, idx), None),
            Place::Pointer { ptr, offset } => (ptr.clone(), offset.clone()),
        }
    }

    /// The indirector's pointer-to-shared to an element of the object `obj` (all its
    /// subscripts given).
    fn element_reference(&mut self, obj: usize, idx: &[Expr]) -> Expr {
        self.objects[obj].uses.reference = true;
        let idx: Vec<String> = idx.iter().map(|i| self.text(i)).collect();
        raw(
            format!("{}_ref({})", self.objects[obj].base, idx.join(", ")),
            Span::default(),
        )
    }

    /// `offsetof` of a member, spelled with the struct's name.
    fn offset_of(&mut self, record: &Type, member: &str) -> Option<String> {
        let TypeKind::Record(id) = record.kind() else {
            return None;
        };
        let name = self.core.record_names.get(id)?;
        Some(format!("__builtin_offsetof({name}, {member})"))
    }

    /// A pointer-to-shared to the start of a place.
    pub(super) fn addr_pointer(&mut self, a: &Addr) -> String {
        let (p, off) = self.pointer_parts(a);
        let p = self.text(&p);
        match off {
            None => p,
            Some(off) => format!("upcga_member({p}, {off})"),
        }
    }

    /// A read (`value` none) or a write of `value` (C text of the object's type) of a shared
    /// place: the object's getter or setter, or `UPCGA_READ`/`UPCGA_WRITE` through a pointer,
    /// between GASP events when profiling; a write's value is the value written.
    fn access(&mut self, a: &Addr, value: Option<&str>, span: Span) -> String {
        let strict = self.is_strict(&a.ty);
        let event = match value {
            None => "GASP_UPC_GET",
            Some(_) => "GASP_UPC_PUT",
        };
        if self.gasp_on(event) {
            let p = self.addr_pointer(a);
            let t = self.macro_type(&a.ty.unqualified());
            return self.gasp_get_or_put(&t, &p, value, strict, span);
        }
        match &a.place {
            Place::Element { obj, idx } => {
                let o = &mut self.objects[*obj];
                let (used, helper) = match (value, strict) {
                    (None, false) => (&mut o.uses.get, "get"),
                    (None, true) => (&mut o.uses.get_strict, "get_strict"),
                    (Some(_), false) => (&mut o.uses.set, "set"),
                    (Some(_), true) => (&mut o.uses.set_strict, "set_strict"),
                };
                *used = true;
                let base = o.base.clone();
                let mut args: Vec<String> = idx.iter().map(|i| self.text(i)).collect();
                args.extend(value.map(str::to_string));
                format!("{base}_{helper}({})", args.join(", "))
            }
            Place::Pointer { .. } => {
                let p = self.addr_pointer(a);
                let t = self.macro_type(&a.ty.unqualified());
                let sfx = if strict { "_STRICT" } else { "" };
                match value {
                    None => format!("UPCGA_READ{sfx}({t}, {p})"),
                    Some(v) => format!("UPCGA_WRITE{sfx}({t}, {p}, {v})"),
                }
            }
        }
    }

    /// A read of a shared place.
    pub(super) fn get(&mut self, a: &Addr, span: Span) -> String {
        self.access(a, None, span)
    }

    /// A write of `value` to a shared place; its value is the value written.
    pub(super) fn put(&mut self, a: &Addr, value: &str, span: Span) -> String {
        self.access(a, Some(value), span)
    }

    /// A read of a shared struct (or union) straight into the private object `dest` (C text of
    /// an lvalue): no temporary, so padding bytes come along.
    pub(super) fn read_into(&mut self, dest: &str, e: &Expr) -> Option<String> {
        let t = self.ty(e);
        if !t.is_shared() || !t.unqualified().is_record() || self.local_element(e).is_some() {
            return None;
        }
        let a = self.address(e)?;
        let p = self.addr_pointer(&a);
        let sfx = if self.is_strict(&t) { "_strict" } else { "" };
        Some(format!("upcga_get{sfx}(&{dest}, {p}, sizeof {dest})"))
    }

    /// Binds the parts of a place that are used twice (subscripts, pointer) to temporaries
    /// unless they are [reusable](is_reusable); returns their declarations. A place with a byte
    /// offset (`offsetof` and subscripts) is bound whole, as one pointer.
    fn bind_addr(&mut self, a: &mut Addr) -> String {
        let mut decls = String::new();
        let mut place = a.place.clone();
        match &mut place {
            Place::Element { idx, .. } => {
                for i in idx.iter_mut().filter(|i| !is_reusable(i)) {
                    let [t] = self.core.names.numbered(["upcga_i"]);
                    decls.push_str(&format!("long {t} = {}; ", self.text(i)));
                    *i = ident_expr(&t);
                }
            }
            Place::Pointer { ptr, offset } => {
                if !is_reusable(ptr) || offset.is_some() {
                    let [at] = self.core.names.numbered(["upcga_at"]);
                    let ptr_text = self.text(ptr);
                    let whole = match offset.take() {
                        Some(off) => format!("upcga_member({ptr_text}, {off})"),
                        None => ptr_text,
                    };
                    decls.push_str(&format!("upcga_ptr_t {at} = {whole}; "));
                    *ptr = ident_expr(&at);
                }
            }
        }
        a.place = place;
        decls
    }
}

impl ExprWriter for Lowerer<'_> {
    const MYTHREAD: &'static str = "MYTHREAD";

    /// `p + n`; `array` gives the block size of a `[*]` array being indexed.
    fn pointer_add(&self, p: &str, t: &Type, size: &str, n: &str, arr: Option<&Type>) -> String {
        let layout = arr.unwrap_or(t);
        let b = if matches!(t.block_size(), Some(BlockSize::Star)) {
            self.block_elems(layout)
        } else {
            self.block_elems(t)
        };
        if self.opts.dynamic_pointers && arr.is_none() {
            // `--dynamic-pointers`: the layout of the object pointed into, found at run time.
            return format!("upcga_dyn_add({p}, {size}, {n}, {b})");
        }
        format!("upcga_add({p}, {size}, {n}, {b})")
    }

    fn forall_local(&mut self, e: &Expr, neighbours: bool) -> Option<Expr> {
        self.forall_local_element(e, neighbours)
    }
    /// A shared lvalue read through its helpers or pointer (an array: the pointer-to-shared
    /// to its first element).
    fn read_shared(&mut self, e: &Expr, t: &Type) -> Expr {
        if t.is_function() {
            return e.clone();
        }
        let Some(a) = self.address(e) else {
            return e.clone();
        };
        if let TypeKind::Array(..) = t.kind() {
            return raw(self.addr_pointer(&a), e.span);
        }
        raw(self.get(&a, e.span), e.span)
    }
    fn is_null(&self, v: &str, _target: &Type) -> String {
        format!("upcga_isnull({v})")
    }
    fn null_pointer(&self, _target: &Type) -> String {
        "UPCGA_NULL".into()
    }
    /// One representation: only the conversions that give phase 0 (`conversion_resets_phase`).
    fn convert_shared(&self, v: &str, source: &Type, target: &Type) -> Option<String> {
        conversion_resets_phase(source, target, &self.a.records)
            .then(|| format!("upcga_resetphase({v})"))
    }
    fn to_local(&self, v: &str, _target: &Type) -> String {
        format!("upcga_to_local({v})")
    }
    fn addrfield(&self, v: &str, _target: &Type) -> String {
        format!("upcga_addrfield({v})")
    }
    fn address_of(&mut self, e: &Expr, x: &Expr) -> Expr {
        let Some(a) = self.address(x) else {
            return e.clone();
        };
        raw(self.addr_pointer(&a), e.span)
    }
    fn increment_shared(&mut self, e: &Expr, x: &Expr, d: &str, post: bool, used: bool) -> Expr {
        let Some(mut a) = self.address(x) else {
            return e.clone();
        };
        let t = a.ty.unqualified();
        if !used {
            let bind = self.bind_addr(&mut a);
            let get = self.get(&a, e.span);
            let new = self.stepped_value(&t, &get, d);
            let put = self.put(&a, &new, e.span);
            return raw(
                if bind.is_empty() {
                    put
                } else {
                    format!("({{ {bind}{put}; }})")
                },
                e.span,
            );
        }
        let bind = self.bind_addr(&mut a);
        let [old] = self.core.names.numbered(["upcga_old"]);
        let get = self.get(&a, e.span);
        let new = self.stepped_value(&t, &old, d);
        let put = self.put(&a, &new, e.span);
        let result = if post { old.clone() } else { put.clone() };
        let body = if post {
            format!("{put}; {result};")
        } else {
            format!("{result};")
        };
        raw(
            format!("({{ {bind}{} = {get}; {body} }})", self.c_type(&t, &old)),
            e.span,
        )
    }
    fn pointer_sub(&self, p: &str, pt: &Type, q: &str, _qt: &Type, size: &str) -> String {
        let f = if self.opts.dynamic_pointers {
            "upcga_dyn_sub"
        } else {
            "upcga_sub"
        };
        format!("{f}({p}, {q}, {size}, {})", self.block_elems(pt))
    }
    fn pointer_equal(&self, a: &str, _at: &Type, b: &str, _bt: &Type) -> String {
        format!("upcga_eq({a}, {b})")
    }
    fn assign_shared(&mut self, e: &Expr, op: AssignOp, l: &Expr, r: &Expr, used: bool) -> Expr {
        let Some(mut a) = self.address(l) else {
            return e.clone();
        };
        let t = a.ty.unqualified();
        if op == AssignOp::Assign {
            let rv = self.value(r);
            let rv = self.convert(rv, r, &t);
            let rtext = self.text(&rv);
            // A private struct object stored whole, padding included.
            if t.is_record() && matches!(rv.kind, ExprKind::Ident(_)) && !self.ty(r).is_shared() {
                let p = self.addr_pointer(&a);
                let sfx = if self.is_strict(&a.ty) { "_strict" } else { "" };
                let put = format!("upcga_put{sfx}({p}, &{rtext}, sizeof {rtext})");
                return raw(
                    if used {
                        format!("({put}, {rtext})")
                    } else {
                        put
                    },
                    e.span,
                );
            }
            return raw(self.put(&a, &rtext, e.span), e.span);
        }
        let rtext = self.assigned_text(op, r, &t);
        let bind = self.bind_addr(&mut a);
        let old = self.get(&a, e.span);
        let new = match op.binary() {
            None => rtext,
            Some(bop) => self.compound_value(bop, &t, &old, rtext),
        };
        let put = self.put(&a, &new, e.span);
        raw(
            if bind.is_empty() {
                put
            } else {
                format!("({{ {bind}{put}; }})")
            },
            e.span,
        )
    }
    fn read_into(&mut self, dest: &str, e: &Expr) -> Option<String> {
        Lowerer::read_into(self, dest, e)
    }
    fn known_call(name: &str) -> bool {
        known_call(name)
    }
    /// The UPC library: the auxiliary library's function of the same name with `upcga_`.
    fn library_call(&mut self, e: &Expr, n: &str, args: &[Expr], ps: &[Type]) -> Lowered {
        let lowered = self.call_arguments(args, ps);
        let texts: Vec<String> = lowered.iter().map(|a| self.text(a)).collect();
        if n.starts_with("pupc_") {
            if let Some(text) = self.pupc_call(n, &texts, e.span) {
                return Ok(raw(format!("({text})"), e.span));
            }
        }
        // The `bupc_` utility functions (bupc_extensions.h): `upcga_bupc_…`.
        let bupc = n.starts_with("bupc_");
        // A UPC library name only the program declares (its own implementation, defined in
        // another file) is the program's function.
        let library = (UPC_LIBRARY.contains(&n) && !self.a.own_functions.contains_key(n)) || bupc;
        if library {
            self.note_library_need(n);
        }
        // GA itself, called by the program: GA is started before `main` and stopped after
        // it, so the program's own start and stop become the library's versions.
        if !self.defined.contains(n) {
            if let Some(own) = PROGRAM_GA_LIFECYCLE.iter().find(|(ga, _)| *ga == n) {
                return Ok(raw(format!("{}({})", own.1, texts.join(", ")), e.span));
            }
            if n == "MA_init" {
                self.calls_ma_init = true;
            }
        }
        let make = |args: &[String]| -> String {
            if bupc {
                format!("upcga_{n}({})", args.join(", "))
            } else if library {
                format!("upcga_{}({})", &n[4..], args.join(", "))
            } else {
                format!("{n}({})", args.join(", "))
            }
        };
        if let Some(traced) = self.traced_call(e, n, &texts, "upcga_global_exit", &make) {
            return Ok(traced);
        }
        if library {
            return Ok(raw(make(&texts), e.span));
        }
        Err(lowered)
    }
}
