//! Element counts, sizes and block sizes of shared types, as trees and as C text, in the
//! spelling of the target (its THREADS and its types).

use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;
use rustc_hash::FxHashSet as HashSet;

/// Element counts, sizes and block sizes of shared types (as trees, and as their C text), in
/// the target's spelling of THREADS and types.
impl<'a, T: Target> Lowering<'a, T> {
    /// THREADS in generated code, as a tree.
    pub(crate) fn threads_expr(&self) -> Expr {
        match self.options.static_threads {
            Some(n) => int_expr(n),
            None => raw(T::DYNAMIC_THREADS.into(), Span::default()),
        }
    }
    /// The hidden variable holding a block size or dimension computed at run time.
    pub(crate) fn runtime_value(&self, key: Option<ExprId>) -> Option<String> {
        self.core.dyn_arrays.value(key).cloned()
    }

    /// Whether THREADS is a compile-time constant (`--threads N`: its tree is the integer).
    pub(crate) fn threads_fixed(&self) -> bool {
        matches!(self.threads_expr().kind, ExprKind::Int(_))
    }

    /// The specifiers and declarator that declare `inner` with type `t` (see [`typed`]): every
    /// pointer-to-shared is the target's (`shared_pointer_type`), records are named as
    /// `record_names` says.
    pub(crate) fn typed(&self, t: &Type, inner: Declarator) -> (DeclSpecs, Declarator) {
        let names = TypeNames {
            record: &|id| self.record_spec(id),
            shared_pointer: Some(&|target| T::shared_pointer_type(self, target)),
            threads_times: &|n| binary(BinaryOp::Mul, int_expr(n), self.threads_expr()),
            enumerated: TypeSpec::Basic(BasicType::Int, Span::default()),
        };
        typed(t, inner, &names)
    }

    /// The type specifier of a struct or union type (its tag, or its typedef name).
    pub(crate) fn record_spec(&self, id: RecordId) -> TypeSpec {
        match self.core.record_names.get(&id) {
            Some(name) => name.spec(),
            // Every record of the analysis is named (`record_names`).
            None => record_spec(StructKind::Struct, &format!("{}{id}", T::RECORD_TAG)),
        }
    }

    /// The type name of `t` (in `sizeof(t)` and casts).
    pub(crate) fn type_name_of(&self, t: &Type) -> TypeName {
        let (s, d) = self.typed(t, Declarator::Abstract);
        type_name(s, d)
    }

    /// Adds the names the lowered spelling of `t` uses to `used` (for [`Namer::scoped`]), from
    /// the type: the names of its records (`struct tag`'s tag, or the typedef name of an
    /// untagged one) and the target's pointer-to-shared types, through pointers, arrays and
    /// functions. Keywords (`int`, `const`) are no names; array lengths are constants or the
    /// runtime's `THREADS`.
    pub(crate) fn names_of_type(&self, t: &Type, used: &mut HashSet<String>) {
        match t.kind() {
            TypeKind::Pointer(target) if target.is_shared() => {
                if let TypeSpec::TypedefName(name) = T::shared_pointer_type(self, target) {
                    used.insert(name.name.to_string());
                }
            }
            TypeKind::Pointer(x) | TypeKind::Array(x, _) => self.names_of_type(x, used),
            TypeKind::Function { ret, params, .. } => {
                self.names_of_type(ret, used);
                for p in params.iter().flatten() {
                    self.names_of_type(p, used);
                }
            }
            TypeKind::Record(id) => {
                if let Some(n) = self.core.record_names.get(id) {
                    used.insert(n.ident().to_string());
                }
            }
            _ => {}
        }
    }

    /// `T name;` with `init`, in a block.
    pub(crate) fn local_var(&self, t: &Type, name: &str, init: Option<Initializer>) -> BlockItem {
        let (s, d) = self.typed(t, named(name));
        local_decl(s, d, init)
    }

    /// The factors of an array dimension: `n`, `k * THREADS` (`THREADS` alone for `k` = 1), a
    /// run-time dimension's hidden variable; `None` when it is unknown.
    pub(crate) fn dimension_factors(&self, len: ArrayLen) -> Option<Vec<Expr>> {
        Some(match len {
            ArrayLen::Const(n) => vec![int_expr(n)],
            ArrayLen::ThreadsTimes(1) => vec![self.threads_expr()],
            ArrayLen::ThreadsTimes(k) => vec![int_expr(k), self.threads_expr()],
            ArrayLen::Variable(key) => vec![ident_expr(&self.runtime_value(key)?)],
            ArrayLen::Unknown => return None,
        })
    }

    /// The block size in elements of a shared object of type `t`; `None` for data on one
    /// thread alone (scalars and `shared []` arrays).
    pub(crate) fn shared_block_expr(&self, t: &Type) -> Option<Expr> {
        match (t.kind(), t.block_size()) {
            (TypeKind::Array(..), Some(BlockSize::Const(0) | BlockSize::Indefinite)) => None,
            (TypeKind::Array(..), _) => Some(self.block_elems_expr(t)),
            _ => None,
        }
    }

    /// The dimensions of an array type (none for a scalar), `THREADS` alone for `[THREADS]`.
    pub(crate) fn dim_exprs(&self, t: &Type) -> Vec<Expr> {
        array_dims(t)
            .into_iter()
            .map(|d| {
                self.dimension_factors(d)
                    .and_then(fold_product)
                    .unwrap_or_else(|| int_expr(1))
            })
            .collect()
    }

    /// The number of elements of an array type (the product of its dimensions, constants
    /// folded); 1 for a type that is not an array; `None` when a dimension is unknown.
    pub(crate) fn elem_count_expr(&self, t: &Type) -> Option<Expr> {
        let mut factors = vec![];
        for len in array_dims(t) {
            factors.extend(self.dimension_factors(len)?);
        }
        Some(fold_product(factors).unwrap_or_else(|| int_expr(1)))
    }

    /// `sizeof` of a type after lowering (a product for shared arrays whose size depends on
    /// THREADS).
    pub(crate) fn size_expr(&self, t: &Type) -> Expr {
        if let TypeKind::Array(..) = t.kind() {
            if t.is_shared() {
                if let Some(n) = self.elem_count_expr(t) {
                    // The element size first: the product is computed in `size_t`, not `int`.
                    let elem = sizeof_type(self.type_name_of(t.element()));
                    return times(elem, n);
                }
            }
        }
        sizeof_type(self.type_name_of(t))
    }

    /// The block size of a shared type in elements (`[*]` needs the array; 0 for `[]`).
    pub(crate) fn block_elems_expr(&self, t: &Type) -> Expr {
        match t.block_size() {
            Some(BlockSize::Const(n)) => int_expr(n),
            Some(BlockSize::Indefinite) => int_expr(0),
            Some(BlockSize::Star(Some(n))) => div_up(int_expr(n), self.threads_expr()),
            Some(BlockSize::Star(None)) => match star_block_elems(t).map(int_expr) {
                Some(k) => k,
                None => match self.elem_count_expr(t) {
                    Some(n) => div_up(n, self.threads_expr()),
                    None => int_expr(1),
                },
            },
            Some(BlockSize::Runtime(key)) => match self.runtime_value(key) {
                Some(v) => ident_expr(&v),
                None => int_expr(1),
            },
            None => int_expr(1),
        }
    }

    /// `upc_localsizeof`, `upc_blocksizeof`, `upc_elemsizeof` of type `t`.
    pub(crate) fn upc_sizeof_expr(&self, kind: UpcSizeofKind, t: &Type) -> Expr {
        let elem = || sizeof_type(self.type_name_of(t.element()));
        let size_t = |e: Expr| {
            let size_t = type_name(specs(vec![typedef_name("size_t")]), Declarator::Abstract);
            cast(size_t, e)
        };
        if !t.is_shared() {
            // A non-shared operand (warning W0206): private data, as if indefinitely blocked.
            return match kind {
                UpcSizeofKind::Elem => elem(),
                UpcSizeofKind::Block => size_t(int_expr(0)),
                UpcSizeofKind::Local => sizeof_type(self.type_name_of(t)),
            };
        }
        let block = match (kind, t.block_size()) {
            (UpcSizeofKind::Elem, _) => return elem(),
            (UpcSizeofKind::Block, Some(BlockSize::Indefinite)) => return int_expr(0),
            (UpcSizeofKind::Block, _) => return size_t(self.block_elems_expr(t)),
            (UpcSizeofKind::Local, block) => block,
        };
        // Dynamic THREADS: UPC 1.3's integer constant, the bound sema evaluates too (exact when
        // a dimension is `k * THREADS`; docs/user-guide.md).
        if let Some(n) = upc_local_elems_bound(t).filter(|_| !self.threads_fixed()) {
            // (Beyond `long`, the literal needs its suffix.)
            let suffix = if n > i64::MAX as u64 { "UL" } else { "" };
            return binary(
                BinaryOp::Mul,
                size_t(int_expr(format!("{n}{suffix}"))),
                elem(),
            );
        }
        // Computed in `size_t` from the first factor on (2^32 elements and more).
        let count = self.elem_count_expr(t).unwrap_or_else(|| int_expr(1));
        let count = times(size_t(int_expr(1)), count);
        let all = binary(BinaryOp::Mul, count.clone(), elem());
        // The most blocks a thread has: ((count + b - 1) / b + THREADS - 1) / THREADS.
        let blocked = |b: Expr| {
            let blocks = div_up(div_up(count.clone(), b.clone()), self.threads_expr());
            binary(BinaryOp::Mul, binary(BinaryOp::Mul, blocks, b), elem())
        };
        match block {
            Some(BlockSize::Indefinite) => all,
            // A block size computed at run time may be 0 (indefinite).
            Some(BlockSize::Runtime(_)) => {
                let b = self.block_elems_expr(t);
                cond_expr(
                    binary(BinaryOp::Eq, b.clone(), int_expr(0)),
                    all,
                    blocked(b),
                )
            }
            _ => blocked(self.block_elems_expr(t)),
        }
    }
}

#[cfg(test)]
mod tests;
