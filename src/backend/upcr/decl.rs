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

    /// A file-scope declaration: proxies for shared objects (registered for start-up),
    /// everything else with its types lowered.
    pub(super) fn file_declaration(&mut self, d: &Declaration) -> Vec<Declaration> {
        let DeclarationKind::Normal { specs, declarators } = &d.kind else {
            return vec![d.clone()];
        };
        let storage = specs.storage();
        if declarators.is_empty() {
            return vec![tag_only(d, self.lower_specs(specs))];
        }
        let mut out = vec![];
        let specs = &self.definition_first(d, specs, declarators, &mut out);
        for id in declarators {
            let full = self.decl_type(id.id);
            let (s, decl) = self.lower_decl_parts(specs, &id.declarator, full.clone(), false);
            let mut init = None;
            if let Some(t) = &full {
                let is_object = !specs.is_typedef() && !t.is_function();
                if is_object && t.is_shared() {
                    if storage != Some(StorageClass::Extern) {
                        if let Some(name) = id.declarator.ident() {
                            self.register_static(
                                name.name.clone(),
                                t.clone(),
                                id.init.clone(),
                                id.span,
                            );
                        }
                    }
                } else if let Some(i) = &id.init {
                    if is_object && involves_upc(t) {
                        if !is_null_init(i) {
                            if let Some(name) = id.declarator.ident() {
                                self.core.late_inits.push(LateInit {
                                    name: name.name.clone(),
                                    ty: t.clone(),
                                    init: i.clone(),
                                });
                            }
                        }
                    } else {
                        let lowered = self.lower_initializer(i);
                        // A private object whose initial value needs the runtime (addresses of
                        // shared data in a struct or array): assigned at start-up instead.
                        let needs_runtime = is_object && self.init_text(&lowered).contains("upcr_");
                        match id.declarator.ident() {
                            Some(name) if needs_runtime => self.core.late_inits.push(LateInit {
                                name: name.name.clone(),
                                ty: t.clone(),
                                init: i.clone(),
                            }),
                            _ => init = Some(lowered),
                        }
                    }
                }
            } else if let Some(i) = &id.init {
                init = Some(self.lower_initializer(i));
            }
            out.push(single(d, s, decl, init, id));
        }
        merge_plain(d, out)
    }

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

    /// A shared array sized or blocked at run time: its hidden variables, the check that every
    /// thread has the same values, the allocation (`upcr_all_alloc`, collective) of the pointer
    /// variable named like the array; its release is registered for every exit of the block.
    pub(super) fn dyn_array(&mut self, name: &Ident, t: &Type, dd: DynDecl) -> String {
        self.renames
            .last_mut()
            .expect("a block scope")
            .insert(name.name.clone(), name.name.clone());
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

    /// A block-scope shared object (static, or automatic of the extension) is allocated once
    /// at start-up under a file-scope proxy; an `extern` one stays a declaration.
    pub(super) fn hoist(&mut self, t: Type, id: &InitDeclarator, st: Option<StorageClass>) -> bool {
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
        self.renames
            .last_mut()
            .expect("a block scope")
            .insert(name.name.clone(), proxy.clone());
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

    /// The proxy name a shared identifier refers to in the current scope.
    pub(super) fn resolve(&self, name: &Name) -> Name {
        for scope in self.renames.iter().rev() {
            if let Some(n) = scope.get(name) {
                return n.clone();
            }
        }
        name.clone()
    }
}
