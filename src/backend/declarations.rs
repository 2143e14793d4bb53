//! Declarations: the pieces of their rewriting that need no lowering state (peeling a
//! declarator against its type, one declarator a declaration, record spellings, the names of
//! our UPC headers and the files an `#include` names).

use crate::sema::types::*;
use crate::sema::Analysis;
use pgas_grammar::*;
use rustc_hash::FxHashMap as HashMap;

use crate::backend::tree::*;

// Declarations
// --------------------------------------------------------------------------------------------

/// The type one derivation less: a pointer's target, an array's element, a function's result.
pub(crate) fn peel(t: &Type) -> Type {
    match t.kind() {
        TypeKind::Pointer(x) => x.clone(),
        TypeKind::Array(e, _) => e.clone(),
        TypeKind::Function { ret, .. } => ret.clone(),
        _ => t.clone(),
    }
}

/// The derivation nodes of a declarator, outermost (applied first to the base type) first.
pub(crate) fn derivations(d: &Declarator) -> Vec<&Declarator> {
    let mut v = vec![];
    let mut d = d;
    loop {
        match d {
            Declarator::Abstract | Declarator::Ident(_) => return v,
            Declarator::Pointer { inner, .. }
            | Declarator::Array { inner, .. }
            | Declarator::Function { inner, .. }
            | Declarator::KrFunction { inner, .. } => {
                v.push(d);
                d = inner;
            }
            Declarator::Attributed { inner, .. } => d = inner,
        }
    }
}

pub(crate) fn is_upc_qual(q: &TypeQual) -> bool {
    matches!(
        q,
        TypeQual::Shared(..) | TypeQual::Strict(_) | TypeQual::Relaxed(_)
    )
}

/// Whether a type mentions shared data (is shared, or derives from a pointer-to-shared).
pub(crate) fn involves_upc(t: &Type) -> bool {
    if t.quals().shared.is_some() {
        return true;
    }
    match t.kind() {
        TypeKind::Pointer(x) => x.is_shared() || involves_upc(x),
        TypeKind::Array(e, _) => involves_upc(e),
        TypeKind::Function { ret, params, .. } => {
            involves_upc(ret) || params.iter().flatten().any(involves_upc)
        }
        _ => false,
    }
}

/// `= 0`, `= NULL`: a null pointer, the value a static pointer has anyway.
pub(crate) fn is_null_init(init: &Initializer) -> bool {
    match init {
        Initializer::Expr(e) => is_null_constant(e),
        Initializer::List(..) => false,
    }
}

/// `struct s { … };`: a declaration of tags only.
pub(crate) fn tag_only(d: &Declaration, specs: DeclSpecs) -> Declaration {
    Declaration {
        extension: d.extension,
        kind: DeclarationKind::Normal {
            specs,
            declarators: vec![],
        },
        span: d.span,
    }
}

pub(crate) fn single(
    d: &Declaration,
    specs: DeclSpecs,
    declarator: Declarator,
    init: Option<Initializer>,
    id: &InitDeclarator,
) -> Declaration {
    Declaration {
        extension: d.extension,
        kind: DeclarationKind::Normal {
            specs,
            declarators: vec![InitDeclarator {
                declarator,
                asm_label: id.asm_label.clone(),
                attrs: id.attrs.clone(),
                init,
                span: id.span,
                id: id.id,
            }],
        },
        span: d.span,
    }
}

/// Puts the declarators back into one declaration when they all kept the same specifiers (the
/// usual case: no UPC type in it), so that the output looks like the input.
pub(crate) fn merge_plain(original: &Declaration, parts: Vec<Declaration>) -> Vec<Declaration> {
    let DeclarationKind::Normal { specs, .. } = &original.kind else {
        return parts;
    };
    let same = |d: &Declaration| match &d.kind {
        DeclarationKind::Normal { specs: s, .. } => same_specs(s, specs),
        _ => false,
    };
    if parts.len() <= 1 || !parts.iter().all(same) {
        return parts;
    }
    let mut declarators = vec![];
    let mut first_specs = None;
    for p in parts {
        if let DeclarationKind::Normal {
            specs,
            declarators: ds,
        } = p.kind
        {
            first_specs.get_or_insert(specs);
            declarators.extend(ds);
        }
    }
    vec![Declaration {
        extension: original.extension,
        kind: DeclarationKind::Normal {
            specs: first_specs.unwrap_or_default(),
            declarators,
        },
        span: original.span,
    }]
}

/// Specifiers unchanged by lowering (same items, no UPC qualifier dropped).
pub(crate) fn same_specs(a: &DeclSpecs, b: &DeclSpecs) -> bool {
    a.items.len() == b.items.len()
        && a.items.iter().zip(&b.items).all(|(x, y)| match (x, y) {
            (
                DeclSpec::Type(TypeSpec::TypedefName(i)),
                DeclSpec::Type(TypeSpec::TypedefName(j)),
            ) => i.name == j.name,
            (DeclSpec::Type(TypeSpec::Struct(_)), DeclSpec::Type(TypeSpec::Struct(_))) => true,
            (DeclSpec::Type(TypeSpec::TypedefName(_)), _)
            | (_, DeclSpec::Type(TypeSpec::TypedefName(_))) => false,
            _ => std::mem::discriminant(x) == std::mem::discriminant(y),
        })
}

/// Renames `main` in a declarator to `<prefix>_user_main` and gives it `(int argc, char **argv)` when it has no parameters.
pub(crate) fn rename_main(d: &mut Declarator, prefix: &str) {
    match d {
        Declarator::Ident(i) => i.name = format!("{prefix}_user_main").into(),
        Declarator::Function { inner, params, .. } => {
            if params.params.is_empty()
                || (params.params.len() == 1 && params.params[0].declarator.ident().is_none())
            {
                let int = DeclSpecs {
                    items: vec![DeclSpec::Type(TypeSpec::Basic(
                        BasicType::Int,
                        Span::default(),
                    ))],
                    span: Span::default(),
                };
                let char_ = DeclSpecs {
                    items: vec![DeclSpec::Type(TypeSpec::Basic(
                        BasicType::Char,
                        Span::default(),
                    ))],
                    span: Span::default(),
                };
                let ptr = |inner: Declarator| Declarator::Pointer {
                    quals: vec![],
                    inner: Box::new(inner),
                    span: Span::default(),
                };
                params.params = vec![
                    ParamDecl {
                        specs: int,
                        declarator: Declarator::Ident(ident(&format!("{prefix}_argc"))),
                        attrs: vec![],
                        span: Span::default(),
                        id: DeclId::NONE,
                    },
                    ParamDecl {
                        specs: char_,
                        declarator: ptr(ptr(Declarator::Ident(ident(&format!("{prefix}_argv"))))),
                        attrs: vec![],
                        span: Span::default(),
                        id: DeclId::NONE,
                    },
                ];
                params.variadic = false;
            }
            rename_main(inner, prefix);
        }
        Declarator::Pointer { inner, .. }
        | Declarator::Array { inner, .. }
        | Declarator::KrFunction { inner, .. }
        | Declarator::Attributed { inner, .. } => rename_main(inner, prefix),
        Declarator::Abstract => {}
    }
}

// ------------------------------------------------------------------------------------------
// Declarations: the rewriting every UPC backend does
// ------------------------------------------------------------------------------------------

/// How the output names a struct or union type: by its tag (`struct pair`), or by the typedef
/// name of an untagged one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum RecordName {
    Tag(StructKind, Name),
    Typedef(Name),
}

impl RecordName {
    /// The identifier it uses: the tag or the typedef name.
    pub(crate) fn ident(&self) -> &str {
        match self {
            RecordName::Tag(_, n) | RecordName::Typedef(n) => n,
        }
    }

    /// As a type specifier.
    pub(crate) fn spec(&self) -> TypeSpec {
        match self {
            RecordName::Tag(kind, tag) => record_spec(*kind, tag),
            RecordName::Typedef(n) => TypeSpec::TypedefName(ident(n)),
        }
    }
}

/// The names of structs and unions: the tag, or the typedef name of an untagged one; untagged
/// records without a typedef name get a tag of ours, `<prefix><id>` (given to their definition
/// by `lower_specs`), so that generated code can name them.
pub(crate) fn record_names(
    a: &Analysis,
    unit: &TranslationUnit,
    prefix: &str,
) -> HashMap<RecordId, RecordName> {
    let mut names = HashMap::default();
    for (id, r) in a.records.iter().enumerate() {
        if let Some(n) = &r.name {
            names.insert(id, RecordName::Tag(r.kind, n.clone()));
        }
    }
    for item in &unit.items {
        let ExternalDecl::Decl(d) = item else {
            continue;
        };
        let DeclarationKind::Normal { specs, declarators } = &d.kind else {
            continue;
        };
        if !specs.is_typedef() {
            continue;
        }
        for id in declarators {
            let Some(name) = id.declarator.ident() else {
                continue;
            };
            if let Some(t) = a.decl_types.get(&id.id) {
                if let TypeKind::Record(rid) = t.kind() {
                    names
                        .entry(*rid)
                        .or_insert_with(|| RecordName::Typedef(name.name.clone()));
                }
            }
        }
    }
    for (id, r) in a.records.iter().enumerate() {
        names
            .entry(id)
            .or_insert_with(|| RecordName::Tag(r.kind, format!("{prefix}{id}").into()));
    }
    names
}

// ------------------------------------------------------------------------------------------
// Sizes and layouts as C text
// ------------------------------------------------------------------------------------------

// --------------------------------------------------------------------------------------------
