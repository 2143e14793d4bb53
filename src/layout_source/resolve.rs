//! Conditionals resolved for the translation's configuration (`--layout=source`, step 4 of
//! docs/plan-readable-translation.md): a conditional with UPC code in some branch, or whose
//! condition names the translation's configuration (`__UPC_STATIC_THREADS__`, the UPC
//! library's macros), cannot stay as written: the branch the preprocessing took is kept (its
//! lines are edited as any others), the directives and the other branches are replaced by one
//! comment that names the conditional and the configuration. Every other conditional stays.
//!
//! Which branch was taken is read from what the preprocessing kept of the file: a branch whose
//! own code reached the preprocessed text, or whose `#define` or `#include` the preprocessor
//! read, was taken; one holding code, a `#define`, an `#include` or an `#error` that it did not
//! keep was not. A branch that holds none of these (only an `#undef`, say) tells nothing: when
//! no branch tells it was taken and one such branch holds more than blanks and comments, the
//! conditional cannot be resolved and the file is the reprint.

use crate::source_map::conditionals::{self, Branch, Conditional};
use crate::source_map::FileToken;
use pgas_grammar::lexer::RawKind;
use std::ops::Range;

/// What the preprocessing kept of the main file.
pub(super) struct Taken<'a> {
    /// Byte offsets (sorted) of the file's tokens that reached the preprocessed text.
    pub tokens: Vec<usize>,
    /// Lines of the file whose `#include` was read.
    pub includes: Vec<u32>,
    /// Lines of the file whose `#define` was read (asked only when needed; empty when the
    /// preprocessor could not say).
    pub defines: &'a dyn Fn() -> Vec<u32>,
}

/// The resolved conditionals: the edits (source bytes, whole lines, replaced by whole lines of
/// text: a comment or nothing), in text order.
pub(super) struct Resolved {
    pub edits: Vec<(Range<usize>, String)>,
}

/// Whether the condition of `b` names the translation's configuration: a macro the
/// translation's preprocessing defines (`__UPC…`, `__BERKELEY_UPC…`) or one of the UPC
/// library's (`UPC_MAX_BLOCKSIZE`, `UPC_…`, `BUPC_…`), which the output's C compiler does not
/// have.
pub(super) fn names_configuration(b: &Branch) -> bool {
    b.condition
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .any(|w| {
            w.starts_with("__UPC")
                || w.starts_with("__BERKELEY_UPC")
                || w.starts_with("UPC_")
                || w.starts_with("BUPC_")
                || conditionals::is_upc_word(w)
        })
}

/// The conditionals of `src` (the main file, tokens `toks`) that must be resolved, resolved;
/// `configuration` is said in each comment.
pub(super) fn resolve(
    src: &str,
    toks: &[FileToken],
    list: &[Conditional],
    taken: &Taken,
    configuration: &str,
) -> Result<Resolved, String> {
    let starts: Vec<usize> = std::iter::once(0)
        .chain(src.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let cx = Cx {
        src,
        toks,
        starts,
        taken,
        defines: std::cell::OnceCell::new(),
        configuration,
    };
    let mut edits = vec![];
    cx.walk(list, &mut edits)?;
    edits.sort_by_key(|(r, _): &(Range<usize>, String)| r.start);
    Ok(Resolved { edits })
}

struct Cx<'a> {
    src: &'a str,
    toks: &'a [FileToken],
    starts: Vec<usize>,
    taken: &'a Taken<'a>,
    defines: std::cell::OnceCell<Vec<u32>>,
    configuration: &'a str,
}

/// What a branch's own lines (its nested conditionals aside) say of it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Says {
    Taken,
    NotTaken,
    /// Nothing, but the branch holds nothing that matters either (blanks, comments).
    Empty,
    Nothing,
}

impl Cx<'_> {
    /// The byte offset where 1-based `line` starts (the file's end past its last line).
    fn line_start(&self, line: u32) -> usize {
        self.starts
            .get((line as usize).saturating_sub(1))
            .copied()
            .unwrap_or(self.src.len())
    }

    /// The line after the directive that starts at `line` (continuation lines included).
    fn after_directive(&self, line: u32) -> u32 {
        self.toks
            .iter()
            .find(|t| t.kind == RawKind::Directive && t.line == line)
            .map_or(line, |t| {
                self.starts
                    .partition_point(|&s| s < t.range.end.max(t.range.start + 1))
                    as u32
            })
            + 1
    }

    fn walk(
        &self,
        list: &[Conditional],
        edits: &mut Vec<(Range<usize>, String)>,
    ) -> Result<(), String> {
        for c in list {
            if !(c.holds_upc() || c.branches.iter().any(names_configuration)) {
                for b in &c.branches {
                    self.walk(&b.nested, edits)?;
                }
                continue;
            }
            let first = &c.branches[0];
            let endif = c.endif_line.ok_or_else(|| {
                format!(
                    "the conditional `#{} {}` at line {} has no #endif",
                    first.directive, first.condition, first.line
                )
            })?;
            // Each branch's body: the lines after its directive to the next directive.
            let bodies: Vec<(u32, u32)> = c
                .branches
                .iter()
                .enumerate()
                .map(|(i, b)| {
                    let next = c.branches.get(i + 1).map_or(endif, |n| n.line);
                    (self.after_directive(b.line), next)
                })
                .collect();
            let says: Vec<Says> = c
                .branches
                .iter()
                .zip(&bodies)
                .map(|(b, &(a, e))| self.says(b, a, e))
                .collect();
            let chosen = match says.iter().filter(|s| **s == Says::Taken).count() {
                1 => says.iter().position(|s| *s == Says::Taken),
                0 if !says.contains(&Says::Nothing) => None,
                _ => {
                    return Err(format!(
                        "which branch of the conditional `#{} {}` at line {} the preprocessing took is not known",
                        first.directive, first.condition, first.line
                    ))
                }
            };
            let what = format!(
                "`#{}{}{}` (lines {}-{endif})",
                first.directive,
                if first.condition.is_empty() { "" } else { " " },
                first.condition.replace("*/", "* /"),
                first.line
            );
            let comment = match chosen {
                Some(k) => {
                    let b = &c.branches[k];
                    format!(
                        "/* pgas-xlate: {what} resolved for this translation ({}): the branch of `#{}` at line {} kept */\n",
                        self.configuration, b.directive, b.line
                    )
                }
                None => format!(
                    "/* pgas-xlate: {what} resolved for this translation ({}): no branch taken */\n",
                    self.configuration
                ),
            };
            let whole_start = self.line_start(first.line);
            let whole_end = self.line_start(endif + 1);
            match chosen {
                Some(k) => {
                    let (a, e) = bodies[k];
                    let (a, e) = (self.line_start(a), self.line_start(e));
                    edits.push((whole_start..a, comment));
                    edits.push((e..whole_end, String::new()));
                    self.walk(&c.branches[k].nested, edits)?;
                }
                None => edits.push((whole_start..whole_end, comment)),
            }
        }
        Ok(())
    }

    /// What the branch `b` with the body lines `a..e` says of itself.
    fn says(&self, b: &Branch, a: u32, e: u32) -> Says {
        let (lo, hi) = (self.line_start(a), self.line_start(e));
        let tokens = &self.taken.tokens;
        // Anything of the body, nested conditionals' included, kept: the branch was taken.
        let i = tokens.partition_point(|&o| o < lo);
        if tokens.get(i).is_some_and(|&o| o < hi) {
            return Says::Taken;
        }
        let nested: Vec<(u32, u32)> = b
            .nested
            .iter()
            .map(|n| (n.branches[0].line, n.endif_line.unwrap_or(u32::MAX)))
            .collect();
        let own = |line: u32| !nested.iter().any(|&(x, y)| x <= line && line <= y);
        let mut telling = false;
        let mut anything = !nested.is_empty();
        for t in self.toks.iter().filter(|t| a <= t.line && t.line < e) {
            anything = true;
            if !own(t.line) {
                continue;
            }
            if t.kind != RawKind::Directive {
                telling = true;
                continue;
            }
            let body = t.spelling[1..].trim_start();
            let name = body
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .next()
                .unwrap_or("");
            match name {
                "include" | "include_next" if self.taken.includes.contains(&t.line) => {
                    return Says::Taken
                }
                "define" => {
                    let defines = self.defines.get_or_init(|| (self.taken.defines)());
                    if defines.contains(&t.line) {
                        return Says::Taken;
                    }
                    // No definition read at all: the second preprocessing failed.
                    telling |= !defines.is_empty();
                }
                "include" | "include_next" | "error" => telling = true,
                _ => {}
            }
        }
        match (telling, anything) {
            (true, _) => Says::NotTaken,
            (false, false) => Says::Empty,
            (false, true) => Says::Nothing,
        }
    }
}
