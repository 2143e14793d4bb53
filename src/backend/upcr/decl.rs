//! Declarations: proxies for shared objects, pointer-to-shared types, functions and `main`.

use super::{StaticShared, Upcr};
use crate::backend::lowering::*;
use crate::sema::types::*;
use pgas_grammar::*;

impl Lowering<'_, Upcr> {
    // ------------------------------------------------------------------------------------------
    // Declarations
    // ------------------------------------------------------------------------------------------

    /// (`source`: the object's name in the source, which a block-scope object's proxy `name`
    /// is not.)
    pub(super) fn register_static(
        &mut self,
        name: Name,
        source: Name,
        ty: Type,
        init: Option<Initializer>,
        span: Span,
    ) {
        if let Some(prev) = self.target.statics.iter_mut().find(|s| s.name == name) {
            if init.is_some() {
                prev.init = init;
                prev.span = span;
            }
            return;
        }
        self.target.statics.push(StaticShared {
            name,
            source,
            ty,
            init,
            span,
        });
    }

    /// Declares `name` in the innermost scope as referring to `proxy`.
    pub(super) fn declare_proxy(&mut self, name: &Name, proxy: &Name) {
        self.target.proxies.push(proxy.clone());
        self.core
            .declare_scoped(name.clone(), Some(self.target.proxies.len() - 1));
    }

    /// The proxy name a shared identifier refers to in the current scope.
    pub(super) fn resolve(&self, name: &Name) -> Name {
        match self.core.scoped(name) {
            Some(i) => self.target.proxies[i].clone(),
            None => name.clone(),
        }
    }
}
