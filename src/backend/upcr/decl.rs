//! Declarations: proxies for shared objects, pointer-to-shared types, functions and `main`.

use super::{Lowerer, Repr, StaticShared};
use crate::backend::common::*;
use crate::backend::walker::*;
use crate::sema::types::*;
use pgas_grammar::*;

impl Lowerer<'_> {
    // ------------------------------------------------------------------------------------------
    // Declarations
    // ------------------------------------------------------------------------------------------

    fn register_static(&mut self, name: Name, ty: Type, init: Option<Initializer>, span: Span) {
        if let Some(prev) = self.statics.iter_mut().find(|s| s.name == name) {
            if init.is_some() {
                prev.init = init;
            }
            return;
        }
        self.statics.push(StaticShared {
            name,
            ty,
            init,
            span,
        });
    }

    /// Declares `name` in the innermost scope as referring to `proxy`.
    fn declare_proxy(&mut self, name: &Name, proxy: &Name) {
        self.proxies.push(proxy.clone());
        self.core
            .declare_scoped(name.clone(), Some(self.proxies.len() - 1));
    }

    /// The proxy name a shared identifier refers to in the current scope.
    pub(super) fn resolve(&self, name: &Name) -> Name {
        match self.core.scoped(name) {
            Some(i) => self.proxies[i].clone(),
            None => name.clone(),
        }
    }
}

impl DeclWriter for Lowerer<'_> {
    /// A file-scope shared object's proxy is registered for start-up (not an `extern` one's);
    /// its declaration stays.
    fn file_shared(&mut self, t: &Type, id: &InitDeclarator, st: Option<StorageClass>) -> bool {
        if let (Some(name), false) = (id.declarator.ident(), st == Some(StorageClass::Extern)) {
            self.register_static(name.name.clone(), t.clone(), id.init.clone(), id.span);
        }
        true
    }

    /// A private object whose initial value needs the runtime (a pointer-to-shared, addresses
    /// of shared data in a struct or array) is assigned at start-up instead.
    fn file_initializer(&mut self, t: &Type, id: &InitDeclarator, o: bool) -> Option<Initializer> {
        let i = id.init.as_ref()?;
        if o && involves_upc(t) {
            if !is_null_init(i) {
                self.late_init(t, id, i);
            }
            return None;
        }
        let lowered = self.lower_initializer(i);
        if o && id.declarator.ident().is_some() && self.init_text(&lowered).contains("upcr_") {
            self.late_init(t, id, i);
            return None;
        }
        Some(lowered)
    }

    /// A block-scope shared object (static, or automatic of the extension) is allocated once
    /// at start-up under a file-scope proxy; an `extern` one stays a declaration.
    fn block_shared(&mut self, t: Type, id: &InitDeclarator, st: Option<StorageClass>) -> bool {
        let Some(name) = id.declarator.ident() else {
            return false;
        };
        if st == Some(StorageClass::Extern) {
            return false;
        }
        let proxy: Name = self
            .core
            .names
            .fresh(&format!("upcrt_{}_{}", self.core.function_name, name.name))
            .into();
        self.declare_proxy(&name.name, &proxy);
        let repr = self.repr(&t);
        self.core.hoisted.push(ExternalDecl::Raw(
            format!(
                "static {} {proxy}; /* `{}` of {}() */",
                repr.type_name(),
                name.name,
                self.core.function_name
            ),
            id.span,
        ));
        self.register_static(proxy, t, id.init.clone(), id.span);
        true
    }

    /// A shared array sized or blocked at run time: its hidden variables, the check that every
    /// thread has the same values, the allocation (`upcr_all_alloc`, collective) of the pointer
    /// variable named like the array; its release is registered for every exit of the block.
    fn dynamic_array(&mut self, name: &Ident, t: &Type, dd: DynDecl) -> String {
        self.declare_proxy(&name.name, &name.name);
        let elem = format!("sizeof({})", self.c_type(&dd.elem, ""));
        let (count, b) = (paren(dd.count.clone()), paren(dd.block.clone()));
        let blocked = format!("upcr_all_alloc(({count} + {b} - 1) / {b}, {b} * {elem})");
        let indefinite = format!("upcr_all_alloc(1, {count} * {elem})");
        let alloc = match t.block_size() {
            Some(BlockSize::Indefinite) => indefinite,
            Some(BlockSize::Const(1)) => format!("upcr_all_alloc({count}, {elem})"),
            Some(BlockSize::Runtime(_)) => format!("{b} == 0 ? {indefinite} : {blocked}"),
            _ => blocked,
        };
        let mut setup = dd.setup.clone();
        if let Some(BlockSize::Runtime(key)) = t.block_size() {
            // The block a `upc_forall` over the array walks by (never 0).
            let walk = self.core.names.fresh(&format!("{}_walkblock", dd.name));
            setup.push_str(&format!(
                "const long {walk} = {b} > 0 ? {b} : {count} > 0 ? {count} : 1;\n"
            ));
            self.core.dyn_arrays.set_walk_block(key, walk);
        }
        let repr = self.repr(t);
        let (alloc, free) = match repr {
            Repr::Phased => (alloc, format!("upcr_all_free({});\n", dd.name)),
            Repr::Phaseless => (
                format!("upcr_shared_to_pshared({alloc})"),
                format!("upcr_all_free(upcr_pshared_to_shared({}));\n", dd.name),
            ),
        };
        self.core.dyn_arrays.declared(free);
        format!(
            "/* shared array `{}` sized or blocked at run time: created here by every thread, freed\n   when the block is left. */\n{}{} {} = {alloc};",
            name.name,
            setup,
            repr.type_name(),
            dd.name
        )
    }
}
