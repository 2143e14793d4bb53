//! Macro uses kept inside the constructs `--layout=source` reprints (step 5 of
//! docs/plan-readable-translation.md, its first half): an expression of the lowering that was
//! written as one macro use (`N`, `MIN(x, y)`, `NULL`) and prints as exactly the tokens that use
//! expanded to is printed as the use. The use means what it meant in the source, since the
//! output keeps the program's `#define`s where they were and includes the same headers; a
//! macro of the UPC library, of the translation's own predefinitions, or whose definition names
//! one (directly or through other macros) is not there in the output: its uses stay expanded.

use crate::preprocess::Macros;
use crate::source_map::{conditionals, Origin};
use pgas_grammar::lexer::{raw_spellings, RawKind};
use pgas_grammar::Span;

/// What finding a macro use needs.
pub(super) struct Uses<'a> {
    /// The file and its source map.
    pub cx: &'a super::statements::Context<'a>,
    /// The definitions the preprocessing read (asked only when a use is found).
    pub macros: &'a dyn Fn() -> &'a Macros,
    /// Whether a file (as the line markers name it) is one of the translation's own headers.
    pub library_file: &'a dyn Fn(&str) -> bool,
}

impl Uses<'_> {
    /// The macro use the expression at `span`, printed as `printed`, was written as, where
    /// printing that use instead means the same.
    pub fn find(&self, span: Span, printed: &str) -> Option<String> {
        let (lo, hi) = (span.lo as usize, span.hi as usize);
        let toks = &self.cx.map.tokens;
        let a = toks.partition_point(|(r, _)| r.start < lo);
        let b = toks.partition_point(|(r, _)| r.start < hi);
        let inside = toks.get(a..b).filter(|t| !t.is_empty())?;
        if inside[0].0.start != lo || inside[inside.len() - 1].0.end != hi {
            return None;
        }
        let (range, name) = inside.iter().find_map(|(_, o)| match o {
            Origin::Expansion {
                invocation: (f, r),
                macro_name,
            } if *f == self.cx.main && !r.is_empty() => Some((r.clone(), macro_name.as_str())),
            _ => None,
        })?;
        let of_use = |o: &Origin| match o {
            Origin::Expansion {
                invocation: (f, r), ..
            } => *f == self.cx.main && *r == range,
            // An argument's tokens, written inside the use.
            Origin::Verbatim(f, r) => {
                *f == self.cx.main && range.start <= r.start && r.end <= range.end
            }
        };
        if !inside.iter().all(|(_, o)| of_use(o)) {
            return None;
        }
        // The whole expansion: no token of the use before or after the expression but the
        // parentheses around it (a parenthesised expression is its inner one).
        let of = |i: Option<usize>, spelling: &str| {
            i.and_then(|i| toks.get(i)).is_some_and(|(r, o)| {
                matches!(o, Origin::Expansion { .. })
                    && of_use(o)
                    && &self.cx.pp[r.clone()] == spelling
            })
        };
        let outside = |i: Option<usize>| {
            i.and_then(|i| toks.get(i))
                .is_some_and(|(_, o)| matches!(o, Origin::Expansion { .. }) && of_use(o))
        };
        let (mut before, mut after) = (a.checked_sub(1), b);
        while of(before, "(") && of(Some(after), ")") {
            before = before.and_then(|i| i.checked_sub(1));
            after += 1;
        }
        if outside(before) || outside(Some(after)) {
            return None;
        }
        let text = self.cx.src.get(range)?;
        if text.contains('\n') || printed.contains("/*") {
            return None;
        }
        // The expression prints as the tokens of the expansion, one for one.
        let expanded: Vec<&str> = inside.iter().map(|(r, _)| &self.cx.pp[r.clone()]).collect();
        let spelled: Vec<&str> = raw_spellings(printed)
            .into_iter()
            .filter(|(k, _)| *k != RawKind::Comment)
            .map(|(_, r)| &printed[r])
            .collect();
        if expanded != spelled || !self.defined_in_output(name, 0) {
            return None;
        }
        Some(text.to_string())
    }

    /// Whether the macro `name` means in the output what it meant in the source: defined by
    /// the program or a system header, and naming nothing of the UPC library or of the
    /// translation's predefinitions.
    fn defined_in_output(&self, name: &str, depth: u32) -> bool {
        if depth > 16 || library_name(name) {
            return false;
        }
        let Some(defs) = (self.macros)().defs.get(name) else {
            // No macro (an identifier of a definition's body), unless the top.
            return depth > 0;
        };
        defs.iter().all(|d| {
            if d.file.starts_with('<') || (self.library_file)(&d.file) {
                return false;
            }
            let body = d.text.strip_prefix("#define ").unwrap_or(&d.text);
            let body = if d.function_like {
                body.find(')').map_or("", |i| &body[i + 1..])
            } else {
                &body[d.name.len().min(body.len())..]
            };
            raw_spellings(body)
                .into_iter()
                .filter(|(k, _)| *k == RawKind::Ident)
                .all(|(_, r)| {
                    &body[r.clone()] == name || self.defined_in_output(&body[r], depth + 1)
                })
        })
    }
}

/// A name of the UPC library or of the translation's predefinitions.
fn library_name(w: &str) -> bool {
    conditionals::is_upc_word(w)
        || [
            "UPC_",
            "BUPC_",
            "PGAS_",
            "__UPC",
            "__BERKELEY_UPC",
            "upcr_",
            "upcga_",
        ]
        .iter()
        .any(|p| w.starts_with(p))
}
