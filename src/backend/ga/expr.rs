//! Expressions: shared reads and writes (an array's helpers, or a pointer-to-shared), pointer
//! arithmetic, conversions, UPC operators and library calls.

use super::Ga;
use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use pgas_grammar::*;

/// The functions of the UPC library (our UPC headers, `upc_io.h` included); each is `upcga_` +
/// the rest of its name in the auxiliary library, with pointers-to-shared as `upcga_ptr_t`.
pub(super) const UPC_LIBRARY: [&str; 98] = [
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
pub(super) const PROGRAM_GA_LIFECYCLE: &[(&str, &str)] = &[
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
pub(super) fn known_call(name: &str) -> bool {
    name.starts_with("pupc_")
        || name == "MA_init"
        || UPC_LIBRARY.contains(&name)
        || PROGRAM_GA_LIFECYCLE.iter().any(|(n, _)| *n == name)
        || crate::backend::gasp::is_traced_call(name)
}

/// The library functions that allocate from the heaps the library makes at start-up, and those
/// that allocate locks (also objects of the heaps; atomic domains are locks).
pub(super) const USES_HEAPS: &[&str] = &["upc_global_alloc", "upc_alloc", "upc_local_alloc"];
pub(super) const USES_LOCKS: &[&str] = &[
    "upc_global_lock_alloc",
    "upc_all_lock_alloc",
    "upc_all_atomicdomain_alloc",
];

impl Lowering<'_, Ga> {
    /// Records that the program needs the library's heaps or lock pool (made at start-up only
    /// when a file of the program says so: they cost every program GA arrays and mutexes).
    pub(super) fn note_library_need(&mut self, name: &str) {
        self.target.uses_heaps |= USES_HEAPS.contains(&name);
        // (The `bupc_` atomics, and the semaphores made of them, need the GA mutexes made with
        // the locks; a semaphore is allocated from the heaps.)
        self.target.uses_heaps |= name == "bupc_sem_alloc";
        self.target.uses_locks |= USES_LOCKS.contains(&name)
            || ["bupc_atomic", "bupc_sem_", "bupc_memput_signal"]
                .iter()
                .any(|p| name.starts_with(p));
    }

    // ------------------------------------------------------------------------------------------
    // Shared places
    // ------------------------------------------------------------------------------------------

    /// The object and all its subscripts, when `p` is an element of an object reached by name
    /// (its getter, setter and indirector apply).
    fn element<'p>(&self, p: &'p Place) -> Option<(usize, &'p [Expr])> {
        match (&p.base, &p.offset) {
            (PlaceBase::Object { name, subs }, None) => {
                let o = self.object_of(name)?;
                (subs.len() == array_dims(&self.target.objects[o].ty).len())
                    .then_some((o, &subs[..]))
            }
            _ => None,
        }
    }

    /// A pointer-to-shared to the start of a place: an object's element through its
    /// indirector (a sub-array's first element), then the byte offset.
    pub(super) fn addr_pointer(&mut self, p: &Place) -> Expr {
        let ptr = match &p.base {
            PlaceBase::Pointer { ptr, .. } => ptr.clone(),
            PlaceBase::Object { name, subs } => match self.object_of(name) {
                Some(o) => {
                    let dims = array_dims(&self.target.objects[o].ty).len();
                    let mut idx = subs.clone();
                    idx.resize(dims.max(idx.len()), int_expr(0));
                    self.target.objects[o].uses.reference = true;
                    call(&format!("{}_ref", self.target.objects[o].base), idx)
                }
                None => ident_expr(name),
            },
        };
        match &p.offset {
            None => ptr,
            Some(off) => call("upcga_member", vec![ptr, off.clone()]),
        }
    }

    /// A read (`value` none) or a write of `value` (of the object's type) of a shared place:
    /// the object's getter or setter, or `UPCGA_READ`/`UPCGA_WRITE` through a pointer, between
    /// GASP events when profiling; a write's value is the value written.
    pub(super) fn access(&mut self, a: &Place, value: Option<Expr>, span: Span) -> Expr {
        let strict = self.is_strict(&a.ty);
        let event = match value {
            None => "GASP_UPC_GET",
            Some(_) => "GASP_UPC_PUT",
        };
        if self.gasp_on(event) {
            let p = self.addr_pointer(a);
            return self.gasp_get_or_put(&a.ty.unqualified(), p, value, strict, span);
        }
        if let Some((obj, idx)) = self.element(a) {
            let args: Vec<Expr> = idx.iter().cloned().chain(value.clone()).collect();
            let o = &mut self.target.objects[obj];
            let (used, helper) = match (&value, strict) {
                (None, false) => (&mut o.uses.get, "get"),
                (None, true) => (&mut o.uses.get_strict, "get_strict"),
                (Some(_), false) => (&mut o.uses.set, "set"),
                (Some(_), true) => (&mut o.uses.set_strict, "set_strict"),
            };
            *used = true;
            return call(&format!("{}_{helper}", o.base), args);
        }
        let p = self.addr_pointer(a);
        // (The macros' first argument is a type name.)
        let t = self.macro_type(&a.ty.unqualified());
        let sfx = if strict { "_STRICT" } else { "" };
        match value {
            None => call(&format!("UPCGA_READ{sfx}"), vec![t, p]),
            Some(v) => call(&format!("UPCGA_WRITE{sfx}"), vec![t, p, v]),
        }
    }
}
