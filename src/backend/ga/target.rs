//! The primitives of `--to ga` ([`Target`]): pointers-to-shared are `upcga_ptr_t`; declarations
//! make shared objects GA arrays (their globals and helpers are made by mod.rs), functions keep
//! their shape, `main` is renamed; a `upc_forall` visits this thread's row only, block by block
//! (or is a GA collective, idioms.rs); barriers are `upcga_barrier` (a fence and the
//! split-phase barrier's `MPI_Ibarrier`, so that a `upc_barrier` on one thread matches
//! `upc_notify`/`upc_wait` on another).

use super::expr::*;
use super::idioms::may_split_threads;
use super::*;
use crate::backend::lowering::*;
use crate::backend::races::{races_fence, races_head};
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

impl Target for Ga {
    fn new(unit: &TranslationUnit) -> Self {
        Ga {
            defined: defined_functions(unit),
            objects: vec![],
            hoisted_objects: vec![],
            defined_late: vec![],
            local_subst: vec![],
            main_body: false,
            all_threads_here: false,
            calls_ma_init: false,
            uses_heaps: false,
            uses_locks: false,
        }
    }

    /// A declaration: the header unit's handle and row of each shared object it introduces,
    /// the place of its helpers; a function: the block-scope shared objects it hoists.
    fn external(l: &mut Lowering<Self>, item: &ExternalDecl, out: &mut Vec<ExternalDecl>) {
        match item {
            ExternalDecl::Decl(d) => {
                let before = l.target.objects.len();
                let decls = l.file_declaration(d);
                out.append(&mut l.core.new_wrappers);
                for d in decls {
                    out.push(ExternalDecl::Decl(d));
                }
                l.place_new_objects(before, out);
                // `extern shared T x;` then `shared T x;`: the definition of the handle and row.
                for o in std::mem::take(&mut l.target.defined_late) {
                    out.extend(l.object_globals(o, Span::default(), ""));
                }
            }
            ExternalDecl::FnDef(f) => {
                let f = l.function(f);
                out.append(&mut l.core.new_wrappers);
                let hoisted = std::mem::take(&mut l.core.hoisted);
                for (d, o) in hoisted
                    .into_iter()
                    .zip(std::mem::take(&mut l.target.hoisted_objects))
                {
                    out.push(d);
                    l.target.objects[o].position = Some(out.len());
                }
                out.push(ExternalDecl::FnDef(f));
                out.append(&mut l.core.outlined);
            }
            _ => unreachable!("file_item"),
        }
    }

    /// The three units: the exec unit first (the initial values it writes use helpers too:
    /// `p = &x` at file scope reads `x_ref`), then each object's helpers right after its
    /// declaration.
    fn finish(mut l: Lowering<Self>, mut items: Vec<ExternalDecl>) -> Vec<ExternalDecl> {
        let exec = l.exec_unit();
        let mut placed: Vec<(usize, usize)> = l
            .target
            .objects
            .iter()
            .enumerate()
            .filter_map(|(i, o)| o.position.map(|p| (p, i)))
            .collect();
        placed.sort();
        for (pos, i) in placed.into_iter().rev() {
            items.splice(pos..pos, l.helpers(i));
        }
        let includes = "#include <ga.h>\n#include <macdecls.h>\n#include <upcga.h>";
        let profile = l.options.profile.as_ref();
        let gasp = profile.map(|p| p.prologue("upcga", &l.options.file_tag));
        let mut out = unit_head(&l.core, &races_head(l.options, includes), gasp);
        out.extend(items);
        out.extend(exec);
        out.extend(l.access_table());
        out
    }
    const KIND: UpcTarget = UpcTarget::Ga;
    /// Every pointer-to-shared is a `upcga_ptr_t`.
    fn shared_pointer_type(_l: &Lowering<Self>, _target: &Type) -> TypeSpec {
        TypeSpec::TypedefName(ident("upcga_ptr_t"))
    }
    /// `upcga_mine(p)`: the address in this thread's row, or null (another thread's data, or
    /// the null pointer); `p.phase`.
    fn local_pointer_setup(_l: &mut Lowering<Self>, name: &str, _t: &Type) -> (Expr, Expr) {
        let phase = node(
            ExprKind::Member {
                base: Box::new(ident_expr(name)),
                name: ident("phase"),
                arrow: false,
            },
            Span::default(),
        );
        (call("upcga_mine", vec![ident_expr(name)]), phase)
    }
    /// `p + n`; `array` gives the block size of a `[*]` array being indexed.
    fn pointer_add(l: &Lowering<Self>, p: Expr, t: &Type, step: Step) -> Expr {
        let Step { size, n, arr } = step;
        let layout = arr.unwrap_or(t);
        let b = if matches!(t.block_size(), Some(BlockSize::Star(None))) {
            l.block_elems_expr(layout)
        } else {
            l.block_elems_expr(t)
        };
        // `--dynamic-pointers`: the layout of the object pointed into, found at run time.
        let f = match l.options.dynamic_pointers && arr.is_none() {
            true => "upcga_dyn_add",
            false => "upcga_add",
        };
        call(f, vec![p, size, n, b])
    }
    fn is_null(_l: &Lowering<Self>, v: Expr, _target: &Type) -> Expr {
        call("upcga_isnull", vec![v])
    }
    fn null_pointer(_l: &Lowering<Self>, _target: &Type) -> Expr {
        ident_expr("UPCGA_NULL")
    }
    /// One representation: only the conversions that give phase 0 (`conversion_resets_phase`).
    fn convert_shared(l: &Lowering<Self>, v: Expr, source: &Type, target: &Type) -> Expr {
        match conversion_resets_phase(source, target, &l.analysis.records) {
            true => call("upcga_resetphase", vec![v]),
            false => v,
        }
    }
    fn get_range(_l: &Lowering<Self>, _target: &Type, args: Vec<Expr>) -> Expr {
        call(Self::KIND.get_range_name(), args)
    }
    fn to_local(_l: &Lowering<Self>, v: Expr, _target: &Type) -> Expr {
        call("upcga_to_local", vec![v])
    }
    fn addrfield(_l: &Lowering<Self>, v: Expr, _target: &Type) -> Expr {
        call("upcga_addrfield", vec![v])
    }
    fn pointer_sub(
        l: &Lowering<Self>,
        p: Expr,
        pt: &Type,
        q: Expr,
        _qt: &Type,
        size: Expr,
    ) -> Expr {
        let f = if l.options.dynamic_pointers {
            "upcga_dyn_sub"
        } else {
            "upcga_sub"
        };
        call(f, vec![p, q, size, l.block_elems_expr(pt)])
    }
    fn pointer_equal(_l: &Lowering<Self>, a: Expr, _at: &Type, b: Expr, _bt: &Type) -> Expr {
        call("upcga_eq", vec![a, b])
    }
    fn known_call(name: &str) -> bool {
        known_call(name)
    }
    /// The UPC library: the auxiliary library's function of the same name with `upcga_`.
    fn library_call(l: &mut Lowering<Self>, c: LibraryCall) -> Lowered {
        let LibraryCall {
            e,
            name: n,
            args,
            params: ps,
        } = c;
        let lowered = l.call_arguments(args, ps);
        if n.starts_with("pupc_") {
            if let Some(made) = l.pupc_call(n, lowered.clone(), e.span) {
                return Ok(with_span(made, e.span));
            }
        }
        // The `bupc_` utility functions (bupc_extensions.h): `upcga_bupc_…`.
        let bupc = n.starts_with("bupc_");
        // A UPC library name only the program declares (its own implementation, defined in
        // another file) is the program's function.
        let library =
            (UPC_LIBRARY.contains(&n) && !l.analysis.own_functions.contains_key(n)) || bupc;
        if library {
            l.note_library_need(n);
        }
        // GA itself, called by the program: GA is started before `main` and stopped after
        // it, so the program's own start and stop become the library's versions.
        if !l.target.defined.contains(n) {
            if let Some(own) = PROGRAM_GA_LIFECYCLE.iter().find(|(ga, _)| *ga == n) {
                return Ok(with_span(call(own.1, lowered), e.span));
            }
            if n == "MA_init" {
                l.target.calls_ma_init = true;
            }
        }
        let function = if bupc {
            format!("upcga_{n}")
        } else if library {
            format!("upcga_{}", &n[4..])
        } else {
            n.to_string()
        };
        let make = |args: Vec<Expr>| call(&function, args);
        if let Some(traced) = l.traced_call(e, n, (&lowered, ps), "upcga_global_exit", &make) {
            return Ok(traced);
        }
        if library {
            return Ok(with_span(call(&function, lowered), e.span));
        }
        Err(lowered)
    }
    /// A GA object by name; a shared array sized at run time through its pointer.
    fn object_place(l: &mut Lowering<Self>, e: &Expr, i: &Ident) -> Option<PlaceBase> {
        if let Some(var) = l.dynamic_array_var(&i.name) {
            return Some(PlaceBase::Pointer {
                ptr: ident_expr(&var),
                target: l.ty(e),
            });
        }
        if l.object_of(&i.name).is_some() {
            return Some(PlaceBase::Object {
                name: i.name.clone(),
                subs: vec![],
            });
        }
        let what = format!("the shared object `{}` declared here", i.name);
        l.unsupported(e.span, &what);
        None
    }
    fn place_pointer(l: &mut Lowering<Self>, p: &Place, _target: &Type) -> Expr {
        match (&p.base, &p.offset) {
            (PlaceBase::Pointer { ptr, .. }, None) => ptr.clone(),
            _ => l.addr_pointer(p),
        }
    }
    fn get(l: &mut Lowering<Self>, p: &Place, span: Span) -> Expr {
        l.access(p, None, span)
    }
    fn put(l: &mut Lowering<Self>, p: &Place, value: Expr, span: Span) -> Expr {
        l.access(p, Some(value), span)
    }
    /// A struct or union (padding included); the rest by value.
    fn copies_bytes(_l: &Lowering<Self>, t: &Type, _strict: bool) -> bool {
        t.is_record()
    }
    fn get_bytes(l: &mut Lowering<Self>, p: &Place, dest: Expr) -> Expr {
        let sfx = if l.is_strict(&p.ty) { "_strict" } else { "" };
        let ptr = l.addr_pointer(p);
        let (to, bytes) = (unary(UnaryOp::AddrOf, dest.clone()), sizeof_expr(dest));
        call(&format!("upcga_get{sfx}"), vec![to, ptr, bytes])
    }
    fn put_bytes(l: &mut Lowering<Self>, p: &Place, src: Expr) -> Expr {
        let sfx = if l.is_strict(&p.ty) { "_strict" } else { "" };
        let ptr = l.addr_pointer(p);
        let (from, bytes) = (unary(UnaryOp::AddrOf, src.clone()), sizeof_expr(src));
        call(&format!("upcga_put{sfx}"), vec![ptr, from, bytes])
    }
    /// A file-scope shared object is registered (its globals follow the declaration, which
    /// is dropped).
    fn file_shared(l: &mut Lowering<Self>, t: &Type, d: SharedDecl) -> bool {
        if let Some(name) = d.id.declarator.ident() {
            let linkage = match d.storage {
                Some(StorageClass::Extern) => Linkage::Extern,
                Some(StorageClass::Static) => Linkage::Static,
                _ => Linkage::Global,
            };
            let (source, base) = (name.name.clone(), name.name.to_string());
            l.declare_object(
                source,
                base,
                t.clone(),
                linkage,
                d.id.init.clone(),
                d.id.span,
            );
        }
        false
    }
    /// A private object's initializer that needs the shared arrays is assigned by the init
    /// function.
    /// A block-scope shared object: `extern`, the file-scope object (declared in this file or
    /// another); static, or automatic of the thesis' extension, a GA array created once at
    /// start-up, named after the function.
    fn block_shared(l: &mut Lowering<Self>, t: Type, d: SharedDecl) -> bool {
        let Some(name) = d.id.declarator.ident() else {
            return false;
        };
        if d.storage == Some(StorageClass::Extern) {
            let o = l.declare_object(
                name.name.clone(),
                name.name.to_string(),
                t,
                Linkage::Extern,
                None,
                d.id.span,
            );
            if l.target.objects[o].position.is_none() {
                for item in l.object_globals(o, d.id.span, "") {
                    l.core.hoisted.push(item);
                    l.target.hoisted_objects.push(o);
                }
            }
            return true;
        }
        let base = format!("{}_{}", l.core.function_name, name.name);
        let o = l.declare_object(
            name.name.clone(),
            base,
            t,
            Linkage::Static,
            d.id.init.clone(),
            d.id.span,
        );
        let note = format!(
            "/* `{}` of {}(), created at start-up. */\n",
            name.name, l.core.function_name,
        );
        for item in l.object_globals(o, d.id.span, &note) {
            l.core.hoisted.push(item);
            l.target.hoisted_objects.push(o);
        }
        true
    }
    /// A shared array sized or blocked at run time: its hidden variables, the check that every
    /// thread has the same values, and the collective creation of its GA array (`[THREADS][row]`
    /// with `NGA_Create_irreg`, in the library) behind a pointer-to-shared named like the array;
    /// `upcga_all_free` (`GA_Destroy`) is registered for every exit of the block.
    fn dynamic_array(l: &mut Lowering<Self>, dd: DynDecl) -> Vec<BlockItem> {
        let t = &dd.ty;
        // Known by name (it hides outer objects); accessed through its pointer.
        l.declare_object(
            dd.name.as_str().into(),
            dd.name.clone(),
            t.clone(),
            Linkage::Dynamic,
            None,
            Span::default(),
        );
        let block = match t.block_size() {
            Some(BlockSize::Indefinite) => int_expr(0),
            _ => dd.block.clone(),
        };
        let free = call("upcga_all_free", vec![ident_expr(&dd.name)]);
        // The exits of the block are text (src/backend/walker.rs): the release as a statement.
        l.core.dyn_arrays.declared(free);
        // upcga_ptr_t a = upcga_all_create_array(type, count, block, sizeof(T), "a");
        let create = call(
            "upcga_all_create_array",
            vec![
                l.ga_type(&dd.elem),
                dd.count.clone(),
                block,
                sizeof_type(l.type_name_of(&dd.elem)),
                string_expr(&dd.name),
            ],
        );
        let mut items = dd.setup;
        items.push(local_decl(
            specs(vec![typedef_name("upcga_ptr_t")]),
            named(&dd.name),
            init_expr(create),
        ));
        items
    }
    fn enter_function(l: &mut Lowering<Self>, name: &str) {
        l.target.main_body = name == "main";
    }
    /// Falling off the end: the exit events, and `main` returns 0.
    fn function_end(l: &mut Lowering<Self>, f: FunctionEnd, body: &mut Block) {
        if f.ends_with_return {
            return;
        }
        let mut exit = l.function_exit_events(f.end, int_expr(0));
        if f.main {
            exit.push(return_value(int_expr(0)));
        }
        body.items.extend(first_at(exit, f.end));
    }
    fn forall_stmt(l: &mut Lowering<Self>, f: &Forall, span: Span, all_threads: bool) -> Stmt {
        l.forall(f, span, all_threads)
    }
    /// `upcga_barrier()` (a fence and the split-phase barrier's `MPI_Ibarrier`), `upcga_notify()`,
    /// `upcga_wait()`; a named one calls `upcga_<which>_value(value)`, and the library reports
    /// mismatched values as `--to upcr`'s runtime does.
    fn sync_call(_l: &Lowering<Self>, which: Sync, value: Expr, named: bool) -> Expr {
        match named {
            true => call(&format!("upcga_{}_value", which.name()), vec![value]),
            false => call(&format!("upcga_{}", which.name()), vec![]),
        }
    }
    fn fence(l: &mut Lowering<Self>, span: Span) -> Stmt {
        let fence = races_fence(l.options, call("upcga_fence", vec![]));
        let fence = stmt(StmtKind::Expr(Some(fence)), span);
        l.gasp_wrap("GASP_UPC_FENCE", span, vec![], fence)
    }
    /// The declared return type, or `__auto_type`.
    fn return_temp(l: &Lowering<Self>, r: ReturnValue, name: &str) -> (DeclSpecs, Declarator) {
        match r.ty {
            Some(t) => l.typed(t, named(name)),
            None => (specs(vec![basic_spec(BasicType::AutoType)]), named(name)),
        }
    }
    /// In `main`'s outermost block, every thread executes each statement until one that may
    /// let some thread skip the rest (for the idioms' collective GA calls).
    fn block_all_threads(l: &mut Lowering<Self>) -> bool {
        std::mem::take(&mut l.target.main_body)
    }
    fn block_statement(l: &mut Lowering<Self>, s: &Stmt, all_threads: &mut bool) -> Stmt {
        l.target.all_threads_here = *all_threads;
        let r = l.stmt(s);
        *all_threads &= !may_split_threads(s);
        r
    }
    fn statement_all_threads(l: &mut Lowering<Self>) -> bool {
        std::mem::take(&mut l.target.all_threads_here)
    }
    type Array = usize;
    fn array_source(l: &Lowering<Self>, a: &usize) -> String {
        l.target.objects[*a].source.to_string()
    }
    fn array_named(l: &Lowering<Self>, name: &Name) -> Option<usize> {
        l.object_of(name)
    }
    fn local_subst(&mut self) -> &mut Vec<(usize, Name, String)> {
        &mut self.local_subst
    }
    fn threadof(_l: &Lowering<Self>, _ptr: &Type, v: Expr) -> Expr {
        call("upcga_threadof", vec![v])
    }
    fn local_address(
        l: &mut Lowering<Self>,
        a: &usize,
        _at: &Type,
        var: &str,
        block: &Expr,
    ) -> Expr {
        let row_index = call("upcga_row_index", vec![ident_expr(var), block.clone()]);
        binary(BinaryOp::Add, ident_expr(&l.local(*a)), row_index)
    }
    fn local_walk_off(l: &Lowering<Self>) -> bool {
        l.local_accesses_are_events()
    }
}
