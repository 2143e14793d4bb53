//! Shared arrays sized or blocked at run time: their hidden variables, the check that every
//! thread declared them alike, and what a target needs to create one.

use crate::backend::declarations::*;
use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// The lowering of a dynamically sized or blocked shared array, (the target creates and frees
/// one: `Target::dynamic_array`).
impl<'a, T: Target> Lowering<'a, T> {
    /// Whether a declared object is one of these arrays.
    pub(crate) fn is_dynamic_array(&self, t: &Type) -> bool {
        t.is_shared() && matches!(t.kind(), TypeKind::Array(..)) && t.has_runtime_layout()
    }

    /// The hidden variables of a dynamic array `name` declared by `specs` and `declarator` with
    /// type `t` (the block size `name_blocksize`, the run-time dimensions `name_dimK`), their
    /// check across threads, and what the backend needs to create the array.
    pub(crate) fn dyn_declaration(
        &mut self,
        name: &str,
        t: &Type,
        specs: &DeclSpecs,
        declarator: &Declarator,
        span: Span,
    ) -> Option<DynDecl> {
        self.core.dyn_arrays.used = true;
        if self.core.dyn_arrays.function_has_goto {
            self.unsupported(
                span,
                "a shared array sized or blocked at run time in a function that uses `goto`",
            );
            return None;
        }
        // The expressions of the declaration, by key.
        let mut exprs: Vec<&Expr> = vec![];
        for s in &specs.items {
            if let DeclSpec::Qual(TypeQual::Shared(Some(Layout::Block(e)), _)) = s {
                exprs.push(e);
            }
        }
        for d in derivations(declarator) {
            if let Declarator::Array {
                size: ArraySize::Expr(e),
                ..
            } = d
            {
                exprs.push(e);
            }
        }
        let find = |key: Option<ExprId>| exprs.iter().find(|e| Some(e.id) == key).copied();
        let mut setup = vec![BlockItem::Stmt(comment_stmt(&format!(
            "shared array `{name}` sized or blocked at run time: created here by every thread, freed\n   when the block is left."
        )))];
        let mut checked = vec![];
        let mut what = vec![];
        let mut hidden = |l: &mut Self,
                          key: Option<ExprId>,
                          var: String,
                          desc: String|
         -> Option<()> {
            let Some(e) = find(key) else {
                l.unsupported(span, "a block size or dimension computed at run time that this declaration does not write");
                return None;
            };
            let v = l.value(e);
            setup.push(const_long(&var, v));
            l.core.dyn_arrays.values.insert(key, var.clone());
            checked.push(var);
            what.push(desc);
            Some(())
        };
        let block = match t.block_size() {
            Some(BlockSize::Runtime(key)) => {
                let var = self.core.names.fresh(&format!("{name}_blocksize"));
                hidden(self, key, var.clone(), "block size".into())?;
                ident_expr(&var)
            }
            _ => self.block_elems_expr(t),
        };
        for (k, d) in array_dims(t).iter().enumerate() {
            if let ArrayLen::Variable(key) = d {
                let var = self.core.names.fresh(&format!("{name}_dim{k}"));
                hidden(self, *key, var, format!("dimension {}", k + 1))?;
            }
        }
        let mut elem = t.clone();
        while let TypeKind::Array(e, _) = elem.kind() {
            elem = e.clone();
        }
        let count = self.elem_count_expr(t).unwrap_or_else(|| int_expr(1));
        let loc = self.line_map.lookup(span.lo as usize);
        let file = self.line_map.file_name(loc.file);
        let file = file.rsplit('/').next().unwrap_or(file);
        // check("a", "file:line", "block size, dimension 1", 2, (const long[]){ a_blocksize, … });
        let values = init_list(checked.iter().map(|v| ident_expr(v)).collect());
        let Some(Initializer::List(values, _)) = values else {
            unreachable!("a list")
        };
        let const_longs = type_name(
            const_long_specs(),
            array_of(Declarator::Abstract, ArraySize::Unspecified),
        );
        let check = call(
            T::CHECK_LAYOUT,
            vec![
                string_expr(name),
                string_expr(&format!("{file}:{}", loc.line)),
                string_expr(&what.join(", ")),
                int_expr(checked.len()),
                node(
                    ExprKind::CompoundLiteral(Box::new(const_longs), values),
                    Span::default(),
                ),
            ],
        );
        setup.push(expr_stmt(check));
        Some(DynDecl {
            name: name.to_string(),
            ty: t.clone(),
            elem: elem.unqualified(),
            count,
            block,
            setup,
        })
    }
}
