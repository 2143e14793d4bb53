//! Declarations: shared objects become GA arrays (their globals and helpers are made by mod.rs),
//! pointers-to-shared become `upcga_ptr_t`, functions keep their shape, `main` is renamed.

use super::{Linkage, Lowerer};
use crate::backend::common::*;
use crate::backend::walker::*;
use crate::sema::types::*;
use pgas_grammar::*;

impl DeclWriter for Lowerer<'_> {
    /// A file-scope shared object is registered (its globals follow the declaration, which
    /// is dropped).
    fn file_shared(&mut self, t: &Type, id: &InitDeclarator, st: Option<StorageClass>) -> bool {
        if let Some(name) = id.declarator.ident() {
            let linkage = match st {
                Some(StorageClass::Extern) => Linkage::Extern,
                Some(StorageClass::Static) => Linkage::Static,
                _ => Linkage::Global,
            };
            let (source, base) = (name.name.clone(), name.name.to_string());
            self.declare_object(source, base, t.clone(), linkage, id.init.clone());
        }
        false
    }

    /// A private object's initializer that needs the shared arrays is assigned by the init
    /// function.
    /// A block-scope shared object: `extern`, the file-scope object (declared in this file or
    /// another); static, or automatic of the thesis' extension, a GA array created once at
    /// start-up, named after the function.
    fn block_shared(&mut self, t: Type, id: &InitDeclarator, st: Option<StorageClass>) -> bool {
        let Some(name) = id.declarator.ident() else {
            return false;
        };
        if st == Some(StorageClass::Extern) {
            let o = self.declare_object(
                name.name.clone(),
                name.name.to_string(),
                t,
                Linkage::Extern,
                None,
            );
            if self.objects[o].position.is_none() {
                for item in self.object_globals(o, id.span, "") {
                    self.core.hoisted.push(item);
                    self.hoisted_objects.push(o);
                }
            }
            return true;
        }
        let base = format!("{}_{}", self.core.function_name, name.name);
        let o = self.declare_object(name.name.clone(), base, t, Linkage::Static, id.init.clone());
        let note = format!(
            "/* `{}` of {}(), created at start-up. */\n",
            name.name, self.core.function_name,
        );
        for item in self.object_globals(o, id.span, &note) {
            self.core.hoisted.push(item);
            self.hoisted_objects.push(o);
        }
        true
    }

    /// A shared array sized or blocked at run time: its hidden variables, the check that every
    /// thread has the same values, and the collective creation of its GA array (`[THREADS][row]`
    /// with `NGA_Create_irreg`, in the library) behind a pointer-to-shared named like the array;
    /// `upcga_all_free` (`GA_Destroy`) is registered for every exit of the block.
    fn dynamic_array(&mut self, name: &Ident, t: &Type, dd: DynDecl) -> Vec<BlockItem> {
        // Known by name (it hides outer objects); accessed through its pointer.
        self.declare_object(
            name.name.clone(),
            name.name.to_string(),
            t.clone(),
            Linkage::Dynamic,
            None,
        );
        let block = match t.block_size() {
            Some(BlockSize::Indefinite) => int_expr(0),
            _ => dd.block.clone(),
        };
        let free = call("upcga_all_free", vec![ident_expr(&dd.name)]);
        // The exits of the block are text (src/backend/walker.rs): the release as a statement.
        self.core.dyn_arrays.declared(free);
        // upcga_ptr_t a = upcga_all_create_array(type, count, block, sizeof(T), "a");
        let create = call(
            "upcga_all_create_array",
            vec![
                self.ga_type(&dd.elem),
                dd.count.clone(),
                block,
                sizeof_type(self.type_name_of(&dd.elem)),
                string_expr(&dd.name),
            ],
        );
        let mut items = dd.setup;
        items.push(local_decl(
            specs(vec![spec_text("upcga_ptr_t")]),
            named(&dd.name),
            init_expr(create),
        ));
        items
    }
}
