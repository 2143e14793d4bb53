//! For the unit tests of the shared lowering's pieces (places, `upc_forall`, privatization): a
//! small UPC snippet parsed and checked (no preprocessor: a snippet declares what it uses), and
//! a [`Lowering`] for a target that has taken the snippet's file-scope declarations, as the walk
//! does before it reaches a function.

use crate::backend::lowering::{LowerOptions, Lowering};
use crate::backend::namer::Namer;
use crate::backend::target::Target;
use crate::sema::types::Type;
use crate::sema::{analyze, Analysis, SemaOptions};
use pgas_grammar::*;

pub(crate) struct Snippet {
    pub parsed: Parsed,
    pub analysis: Analysis,
    pub options: LowerOptions,
}

impl Snippet {
    /// The snippet parsed and checked; it must check without an error.
    pub(crate) fn new(src: &str) -> Snippet {
        let parsed = parse(src, true, "t.upc").unwrap_or_else(|f| panic!("{}", f.error.message));
        let opts = SemaOptions {
            upc: true,
            ..SemaOptions::default()
        };
        let analysis = analyze(&parsed.unit, parsed.expr_count, &parsed.line_map, &opts);
        assert!(
            !analysis.diagnostics.iter().any(|d| d.is_error()),
            "{:?}",
            analysis.diagnostics
        );
        Snippet {
            parsed,
            analysis,
            options: LowerOptions {
                static_threads: None,
                file_tag: "t".into(),
                profile: None,
                dynamic_pointers: false,
                checks: false,
                races: false,
                access_texts: false,
            },
        }
    }

    /// A lowering for `T` that has taken every file-scope item but the functions.
    pub(crate) fn lowering<T: Target>(&self) -> Lowering<'_, T> {
        let unit = &self.parsed.unit;
        let mut l = Lowering::new(
            T::new(unit),
            unit,
            &self.analysis,
            &self.parsed.line_map,
            &self.options,
            Namer::default(),
        );
        l.core.record_names =
            crate::backend::declarations::record_names(&self.analysis, unit, T::RECORD_TAG);
        let mut out = vec![];
        for item in unit
            .items
            .iter()
            .filter(|i| !matches!(i, ExternalDecl::FnDef(_)))
        {
            if !l.file_item(item, &mut out) {
                T::external(&mut l, item, &mut out);
            }
        }
        assert!(l.core.diags.is_empty(), "{:?}", l.core.diags);
        l
    }

    /// The function `name` itself.
    pub(crate) fn function(&self, name: &str) -> &FunctionDef {
        self.parsed
            .unit
            .items
            .iter()
            .find_map(|i| match i {
                ExternalDecl::FnDef(f)
                    if f.declarator.ident().is_some_and(|n| &*n.name == name) =>
                {
                    Some(f)
                }
                _ => None,
            })
            .unwrap_or_else(|| panic!("no function {name}"))
    }

    /// The type the checker gave expression `e`.
    pub(crate) fn ty(&self, e: &Expr) -> Type {
        self.analysis
            .type_of(e)
            .cloned()
            .unwrap_or_else(Type::unknown)
    }
}

/// The statements of a function's body (not those inside them) that `pick` takes.
fn statements<X>(f: &FunctionDef, pick: impl Fn(&StmtKind) -> Option<X>) -> Vec<X> {
    f.body
        .items
        .iter()
        .filter_map(|item| match item {
            BlockItem::Stmt(s) => pick(&s.kind),
            _ => None,
        })
        .collect()
}

/// The `upc_forall` loops of a function's body.
pub(crate) fn foralls(f: &FunctionDef) -> Vec<Forall> {
    statements(f, |k| match k {
        StmtKind::UpcForall(l) => Some((**l).clone()),
        _ => None,
    })
}

/// The `for` loops of a function's body.
pub(crate) fn for_loops(f: &FunctionDef) -> Vec<ForLoop> {
    statements(f, |k| match k {
        StmtKind::For(l) => Some((**l).clone()),
        _ => None,
    })
}

/// The expressions of a function body's expression statements.
pub(crate) fn expressions(f: &FunctionDef) -> Vec<Expr> {
    statements(f, |k| match k {
        StmtKind::Expr(Some(e)) => Some(e.clone()),
        _ => None,
    })
}
