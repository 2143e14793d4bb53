//! The primitives of `--to upcr` ([`Target`]): pointers-to-shared are the runtime's
//! `upcr_shared_ptr_t`/`upcr_pshared_ptr_t`; declarations make shared objects the runtime's
//! (statics allocated at start-up, hoisted block-scope objects named by their proxies);
//! statements: `upc_forall`, barriers and fences.

use super::expr::*;
use super::*;
use crate::backend::lowering::*;
use crate::backend::races::{races_fence, races_head};
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

impl Target for Upcr {
    fn new(_unit: &TranslationUnit) -> Self {
        Upcr {
            statics: vec![],
            proxies: vec![],
            local_subst: vec![],
            event_span: Span::default(),
            in_event: false,
        }
    }

    /// A declaration, or a function and the block-scope shared objects it hoists.
    fn external(l: &mut Lowering<Self>, item: &ExternalDecl, out: &mut Vec<ExternalDecl>) {
        match item {
            ExternalDecl::Decl(d) => {
                let decls = l.file_declaration(d);
                out.append(&mut l.core.new_wrappers);
                for d in decls {
                    out.push(ExternalDecl::Decl(d));
                }
            }
            ExternalDecl::FnDef(f) => {
                let f = l.function(f);
                out.append(&mut l.core.new_wrappers);
                out.append(&mut l.core.hoisted);
                out.push(ExternalDecl::FnDef(f));
                out.append(&mut l.core.outlined);
            }
            _ => unreachable!("file_item"),
        }
    }

    /// The runtime's headers (with the fence and `upc_forall` helpers), the items, the file's
    /// start-up functions.
    fn finish(mut l: Lowering<Self>, items: Vec<ExternalDecl>) -> Vec<ExternalDecl> {
        let includes = if l.core.dyn_arrays.used {
            "#include <upcr.h>\n#include <upcrt.h>\n#include <upcr_lib.h>"
        } else {
            "#include <upcr.h>\n#include <upcrt.h>"
        };
        let profile = l.options.profile.as_ref();
        let gasp = profile.map(|p| p.prologue("upcrt", &l.options.file_tag));
        let mut out = unit_head(&l.core, &races_head(l.options, includes), gasp);
        out.extend(items);
        out.extend(l.startup_functions());
        out.extend(l.access_table());
        out
    }
    const KIND: UpcTarget = UpcTarget::Upcr;
    fn shared_pointer_type(l: &Lowering<Self>, target: &Type) -> TypeSpec {
        TypeSpec::TypedefName(ident(l.repr(target).type_name()))
    }
    /// `upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0` and
    /// `upcr_phaseof_shared(p)` (`pshared` for a phaseless pointer).
    fn local_pointer_setup(l: &mut Lowering<Self>, name: &str, t: &Type) -> (Expr, Expr) {
        let [threadof, to_local, phaseof] = match l.repr(t) {
            Repr::Phased => [
                "upcr_threadof_shared",
                "upcr_shared_to_local",
                "upcr_phaseof_shared",
            ],
            Repr::Phaseless => [
                "upcr_threadof_pshared",
                "upcr_pshared_to_local",
                "upcr_phaseof_pshared",
            ],
        };
        let p = || vec![ident_expr(name)];
        let mine = binary(
            BinaryOp::Eq,
            call(threadof, p()),
            call("upcr_mythread", vec![]),
        );
        let address = cond_expr(mine, call(to_local, p()), int_expr(0));
        (address, call(phaseof, p()))
    }
    /// `p + n`; `array` gives the block size of a `[*]` array being indexed.
    fn pointer_add(l: &Lowering<Self>, p: Expr, t: &Type, step: Step) -> Expr {
        let Step { size, n, arr } = step;
        let layout = arr.unwrap_or(t);
        if l.options.dynamic_pointers && arr.is_none() {
            // `--dynamic-pointers`: the layout of the object pointed into, found at run time
            // (a named array is indexed in its own layout anyway).
            let f = format!("upcr_dyn_add_{}", l.repr(t).suffix());
            return call(&f, vec![p, size, n, l.block_elems_expr(t)]);
        }
        match (l.repr(t), t.block_size()) {
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
                    l.block_elems_expr(layout)
                } else {
                    l.block_elems_expr(t)
                };
                call("upcr_add_shared", vec![p, size, n, b])
            }
        }
    }
    /// The position of the expression being lowered, for the GASP events of its accesses.
    fn before_value(l: &mut Lowering<Self>, e: &Expr) {
        if e.span != Span::default() {
            l.target.event_span = e.span;
        }
    }
    /// A hoisted block-scope shared object is named by its proxy.
    fn ident(l: &mut Lowering<Self>, e: &Expr, i: &Ident) -> Expr {
        let name = l.resolve(&i.name);
        Expr {
            id: e.id,
            kind: ExprKind::Ident(Ident { name, span: i.span }),
            span: e.span,
        }
    }
    fn is_null(l: &Lowering<Self>, v: Expr, target: &Type) -> Expr {
        call(&format!("upcr_isnull_{}", l.repr(target).suffix()), vec![v])
    }
    fn null_pointer(l: &Lowering<Self>, target: &Type) -> Expr {
        ident_expr(&format!("upcr_null_{}", l.repr(target).suffix()))
    }
    /// Between the two representations, or to phase 0 (`conversion_resets_phase`).
    fn convert_shared(l: &Lowering<Self>, v: Expr, source: &Type, target: &Type) -> Expr {
        let (rf, rt) = (l.repr(source), l.repr(target));
        let reset = rf == Repr::Phased
            && rt == Repr::Phased
            && conversion_resets_phase(source, target, &l.analysis.records);
        convert_repr(v, rf, rt, reset)
    }
    fn get_range(l: &Lowering<Self>, target: &Type, mut args: Vec<Expr>) -> Expr {
        let first = args[1].clone();
        args[1] = convert_repr(first, l.repr(target), Repr::Phased, false);
        call(Self::KIND.get_range_name(), args)
    }
    fn to_local(l: &Lowering<Self>, v: Expr, target: &Type) -> Expr {
        call(
            &format!("upcr_{}_to_local", l.repr(target).suffix()),
            vec![v],
        )
    }
    fn addrfield(l: &Lowering<Self>, v: Expr, target: &Type) -> Expr {
        call(
            &format!("upcr_addrfield_{}", l.repr(target).suffix()),
            vec![v],
        )
    }
    /// `p - q` (`q` in `p`'s representation first).
    fn pointer_sub(l: &Lowering<Self>, p: Expr, pt: &Type, q: Expr, qt: &Type, size: Expr) -> Expr {
        let q = convert_repr(q, l.repr(qt), l.repr(pt), false);
        match (l.repr(pt), pt.block_size()) {
            (r, _) if l.options.dynamic_pointers => {
                let f = format!("upcr_dyn_sub_{}", r.suffix());
                call(&f, vec![p, q, size, l.block_elems_expr(pt)])
            }
            (Repr::Phaseless, Some(BlockSize::Indefinite)) => {
                call("upcr_sub_psharedI", vec![p, q, size])
            }
            (Repr::Phaseless, _) => call("upcr_sub_pshared1", vec![p, q, size]),
            (Repr::Phased, _) => call("upcr_sub_shared", vec![p, q, size, l.block_elems_expr(pt)]),
        }
    }
    fn pointer_equal(l: &Lowering<Self>, a: Expr, at: &Type, b: Expr, bt: &Type) -> Expr {
        match (l.repr(at), l.repr(bt)) {
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
    fn library_call(l: &mut Lowering<Self>, c: LibraryCall) -> Lowered {
        let LibraryCall {
            e,
            name,
            args,
            params: ps,
        } = c;
        if name.starts_with("pupc_") {
            let lowered = args.iter().map(|a| l.value(a)).collect();
            if let Some(made) = l.pupc_call(name, lowered, e.span) {
                return Ok(with_span(made, e.span));
            }
        }
        // The UPC library's functions take every pointer-to-shared phased; a library name the
        // program declares itself (its own implementation, defined in another file) is called
        // with the pointers its declaration, printed in the translation, asks for.
        let library = (name.starts_with("upc_") || name.starts_with("bupc_"))
            && !l.analysis.own_functions.contains_key(name);
        let mut lowered = l.call_arguments(args, ps);
        for (v, p) in lowered.iter_mut().zip(ps) {
            let pt = p.decay();
            if library && pt.is_pointer_to_shared() {
                let r = l.repr(pt.pointee().expect("pointer"));
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
        let rt = l.ty(e);
        let renamed = RENAMED_CALLS
            .iter()
            .find(|(from, _)| *from == name)
            .map(|(_, to)| *to);
        // The runtime returns phased pointers; the UPC prototype's type may be phaseless.
        let result_repr = rt
            .is_pointer_to_shared()
            .then(|| l.repr(rt.pointee().expect("pointer")));
        let make = |args: Vec<Expr>| -> Expr {
            let made = call(renamed.unwrap_or(name), args);
            match (renamed, result_repr) {
                (Some(_), Some(r)) => convert_repr(made, Repr::Phased, r, false),
                _ => made,
            }
        };
        if let Some(traced) = l.traced_call(e, name, (&lowered, ps), "upcr_global_exit", &make) {
            return Ok(traced);
        }
        if renamed.is_some() {
            return Ok(with_span(make(lowered), e.span));
        }
        Err(lowered)
    }
    /// A shared object is reached through its proxy (a hoisted block-scope one renamed).
    fn object_place(l: &mut Lowering<Self>, e: &Expr, i: &Ident) -> Option<PlaceBase> {
        Some(PlaceBase::Pointer {
            ptr: ident_expr(&l.resolve(&i.name)),
            target: l.ty(e),
        })
    }
    /// The place's own pointer when it needs neither an offset nor a conversion.
    fn place_pointer(l: &mut Lowering<Self>, p: &Place, target: &Type) -> Expr {
        match &p.base {
            PlaceBase::Pointer { ptr, target: t }
                if p.offset.is_none() && l.repr(t) == l.repr(target) =>
            {
                ptr.clone()
            }
            _ => l.addr_pointer(p, target),
        }
    }
    /// (The GASP events of an access are at the expression being lowered: `before_value`.)
    fn get(l: &mut Lowering<Self>, p: &Place, _span: Span) -> Expr {
        l.get_or_put(p, None)
    }
    fn put(l: &mut Lowering<Self>, p: &Place, value: Expr, _span: Span) -> Expr {
        l.get_or_put(p, Some(value))
    }
    fn copies_bytes(l: &Lowering<Self>, t: &Type, strict: bool) -> bool {
        l.value_kind(t, strict) == ValueKind::Bytes
    }
    fn get_bytes(l: &mut Lowering<Self>, p: &Place, dest: Expr) -> Expr {
        let a = l.access(p);
        let f = format!("upcr_get_{}{}", a.sfx, a.st);
        let (to, bytes) = (unary(UnaryOp::AddrOf, dest.clone()), sizeof_expr(dest));
        call(&f, vec![to, a.ptr, a.off, bytes])
    }
    fn put_bytes(l: &mut Lowering<Self>, p: &Place, src: Expr) -> Expr {
        let a = l.access(p);
        let f = format!("upcr_put_{}{}", a.sfx, a.st);
        let (from, bytes) = (unary(UnaryOp::AddrOf, src.clone()), sizeof_expr(src));
        call(&f, vec![a.ptr, a.off, from, bytes])
    }
    /// A file-scope shared object's proxy is registered for start-up (not an `extern` one's);
    /// its declaration stays.
    fn file_shared(l: &mut Lowering<Self>, t: &Type, d: SharedDecl) -> bool {
        if let (Some(name), false) = (
            d.id.declarator.ident(),
            d.storage == Some(StorageClass::Extern),
        ) {
            let n = name.name.clone();
            l.register_static(n.clone(), n, t.clone(), d.id.init.clone(), d.id.span);
        }
        true
    }
    /// A private object whose initial value needs the runtime (a pointer-to-shared, addresses
    /// of shared data in a struct or array) is assigned at start-up instead.
    /// A block-scope shared object (static, or automatic of the extension) is allocated once
    /// at start-up under a file-scope proxy; an `extern` one stays a declaration.
    fn block_shared(l: &mut Lowering<Self>, t: Type, d: SharedDecl) -> bool {
        let Some(name) = d.id.declarator.ident() else {
            return false;
        };
        if d.storage == Some(StorageClass::Extern) {
            return false;
        }
        let proxy: Name = l
            .core
            .names
            .fresh(&format!("upcrt_{}_{}", l.core.function_name, name.name))
            .into();
        l.declare_proxy(&name.name, &proxy);
        let repr = l.repr(&t);
        let note = format!("/* `{}` of {}() */", name.name, l.core.function_name);
        let storage = DeclSpec::Storage(StorageClass::Static, Span::default());
        let specs = specs(vec![storage, typedef_name(repr.type_name())]);
        l.core.hoisted.push(ExternalDecl::Raw(note, d.id.span));
        l.core.hoisted.push(ExternalDecl::Decl(declaration(
            specs,
            named(&proxy),
            vec![],
            None,
        )));
        l.register_static(proxy, name.name.clone(), t, d.id.init.clone(), d.id.span);
        true
    }
    /// A shared array sized or blocked at run time: its hidden variables, the check that every
    /// thread has the same values, the allocation (`upcr_all_alloc`, collective) of the pointer
    /// variable named like the array; its release is registered for every exit of the block.
    fn dynamic_array(l: &mut Lowering<Self>, dd: DynDecl) -> Vec<BlockItem> {
        let (name, t): (Name, _) = (dd.name.as_str().into(), &dd.ty);
        l.declare_proxy(&name, &name);
        let elem = || sizeof_type(l.type_name_of(&dd.elem));
        let (count, b) = (|| dd.count.clone(), || dd.block.clone());
        let alloc = |blocks: Expr, bytes: Expr| call("upcr_all_alloc", vec![blocks, bytes]);
        // upcr_all_alloc((count + b - 1) / b, b * sizeof(T))
        let blocked = || {
            let up = binary(BinaryOp::Add, count(), b());
            let blocks = binary(BinaryOp::Div, binary(BinaryOp::Sub, up, int_expr(1)), b());
            alloc(blocks, binary(BinaryOp::Mul, b(), elem()))
        };
        // upcr_all_alloc(1, count * sizeof(T))
        let indefinite = || alloc(int_expr(1), binary(BinaryOp::Mul, count(), elem()));
        let allocation = match t.block_size() {
            Some(BlockSize::Indefinite) => indefinite(),
            Some(BlockSize::Const(1)) => alloc(count(), elem()),
            Some(BlockSize::Runtime(_)) => cond_expr(
                binary(BinaryOp::Eq, b(), int_expr(0)),
                indefinite(),
                blocked(),
            ),
            _ => blocked(),
        };
        let mut items = dd.setup.clone();
        if let Some(BlockSize::Runtime(key)) = t.block_size() {
            // The block a `upc_forall` over the array walks by (never 0):
            // b > 0 ? b : count > 0 ? count : 1
            let walk = l.core.names.fresh(&format!("{}_walkblock", dd.name));
            let positive = |v: Expr| binary(BinaryOp::Gt, v, int_expr(0));
            let whole = cond_expr(positive(count()), count(), int_expr(1));
            items.push(const_long(&walk, cond_expr(positive(b()), b(), whole)));
            l.core.dyn_arrays.set_walk_block(key, walk);
        }
        let repr = l.repr(t);
        let array = || ident_expr(&dd.name);
        let (allocation, free) = match repr {
            Repr::Phased => (allocation, call("upcr_all_free", vec![array()])),
            Repr::Phaseless => (
                call("upcr_shared_to_pshared", vec![allocation]),
                call(
                    "upcr_all_free",
                    vec![call("upcr_pshared_to_shared", vec![array()])],
                ),
            ),
        };
        // The exits of the block are text (src/backend/walker.rs): the release as a statement.
        l.core.dyn_arrays.declared(free);
        items.push(local_decl(
            specs(vec![typedef_name(repr.type_name())]),
            named(&dd.name),
            init_expr(allocation),
        ));
        items
    }
    /// The exit events; `main` returns 0 after them.
    fn function_end(l: &mut Lowering<Self>, f: FunctionEnd, body: &mut Block) {
        if f.ends_with_return {
            return;
        }
        let status = match l.return_type() {
            Some(t) if f.main && t.is_integer() => {
                let int = type_name(basic(BasicType::Int), Declarator::Abstract);
                cast(int, int_expr(0))
            }
            _ => int_expr(0),
        };
        let mut exit = l.function_exit_events(f.end, status);
        if f.main {
            exit.push(return_value(int_expr(0)));
        }
        body.items.extend(first_at(exit, f.end));
    }
    fn forall_stmt(l: &mut Lowering<Self>, f: &Forall, span: Span, _all_threads: bool) -> Stmt {
        l.lower_forall(f, span)
    }
    /// `upcr_barrier(value, flags)`: an anonymous barrier passes its flag.
    fn sync_call(_l: &Lowering<Self>, which: Sync, value: Expr, named: bool) -> Expr {
        let flags = match named {
            true => int_expr(0),
            false => ident_expr("UPCR_BARRIERFLAG_ANONYMOUS"),
        };
        call(&format!("upcr_{}", which.name()), vec![value, flags])
    }
    fn fence(l: &mut Lowering<Self>, span: Span) -> Stmt {
        let fence = races_fence(l.options, call("upcrt_fence", vec![]));
        let fence = stmt(StmtKind::Expr(Some(fence)), span);
        l.gasp_wrap("GASP_UPC_FENCE", span, vec![], fence)
    }
    /// `__typeof__(v) name`.
    fn return_temp(_l: &Lowering<Self>, r: ReturnValue, name: &str) -> (DeclSpecs, Declarator) {
        let of = TypeSpec::Typeof(Box::new(TypeofArg::Expr(r.v.clone())), Span::default());
        (specs(vec![DeclSpec::Type(of)]), named(name))
    }
    type Array = Name;
    fn array_source(_l: &Lowering<Self>, a: &Name) -> String {
        a.to_string()
    }
    fn array_named(_l: &Lowering<Self>, name: &Name) -> Option<Name> {
        Some(name.clone())
    }
    fn local_subst(&mut self) -> &mut Vec<(Name, Name, String)> {
        &mut self.local_subst
    }
    fn threadof(l: &Lowering<Self>, ptr: &Type, v: Expr) -> Expr {
        let f = match l.repr(ptr.pointee().expect("pointer")) {
            super::Repr::Phased => "upcr_threadof_shared",
            super::Repr::Phaseless => "upcr_threadof_pshared",
        };
        call(f, vec![v])
    }
    fn local_address(l: &mut Lowering<Self>, a: &Name, at: &Type, var: &str, block: &Expr) -> Expr {
        let proxy = ident_expr(&l.resolve(a));
        let size = sizeof_type(l.type_name_of(&at.element().unqualified()));
        let var = ident_expr(var);
        if l.repr(at) == super::Repr::Phased {
            let element = call("upcr_add_shared", vec![proxy, size, var, block.clone()]);
            call("upcr_shared_to_local", vec![element])
        } else {
            let element = call("upcr_add_pshared1", vec![proxy, size, var]);
            call("upcr_pshared_to_local", vec![element])
        }
    }
    /// Under `--profile-local` every access is an event: no local pointers.
    fn local_walk_off(l: &Lowering<Self>) -> bool {
        l.options.profile.as_ref().is_some_and(|p| p.local)
            && (l.gasp_on("GASP_UPC_GET") || l.gasp_on("GASP_UPC_PUT"))
    }
}
