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

    fn register_static(&mut self, name: Name, ty: Type, init: Option<Initializer>) {
        if let Some(prev) = self.statics.iter_mut().find(|s| s.name == name) {
            if init.is_some() {
                prev.init = init;
            }
            return;
        }
        self.statics.push(StaticShared { name, ty, init });
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
            self.register_static(name.name.clone(), t.clone(), id.init.clone());
        }
        true
    }

    /// A private object whose initial value needs the runtime (a pointer-to-shared, addresses
    /// of shared data in a struct or array) is assigned at start-up instead.
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
        let note = format!("/* `{}` of {}() */", name.name, self.core.function_name);
        let storage = DeclSpec::Storage(StorageClass::Static, Span::default());
        let specs = specs(vec![storage, spec_text(repr.type_name())]);
        self.core.hoisted.push(ExternalDecl::Raw(note, id.span));
        self.core.hoisted.push(ExternalDecl::Decl(declaration(
            specs,
            named(&proxy),
            vec![],
            None,
        )));
        self.register_static(proxy, t, id.init.clone());
        true
    }

    /// A shared array sized or blocked at run time: its hidden variables, the check that every
    /// thread has the same values, the allocation (`upcr_all_alloc`, collective) of the pointer
    /// variable named like the array; its release is registered for every exit of the block.
    fn dynamic_array(&mut self, name: &Ident, t: &Type, dd: DynDecl) -> Vec<BlockItem> {
        self.declare_proxy(&name.name, &name.name);
        let elem = || sizeof_type(self.type_name_of(&dd.elem));
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
            let walk = self.core.names.fresh(&format!("{}_walkblock", dd.name));
            let positive = |v: Expr| binary(BinaryOp::Gt, v, int_expr(0));
            let whole = cond_expr(positive(count()), count(), int_expr(1));
            items.push(const_long(&walk, cond_expr(positive(b()), b(), whole)));
            self.core.dyn_arrays.set_walk_block(key, walk);
        }
        let repr = self.repr(t);
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
        self.core.dyn_arrays.declared(free);
        items.push(local_decl(
            specs(vec![spec_text(repr.type_name())]),
            named(&dd.name),
            init_expr(allocation),
        ));
        items
    }
}
