//! The raw scan of conditional compilation (docs/plan-readable-translation.md, section 3): the
//! `#if`/`#ifdef`/`#ifndef`/`#elif`/`#else`/`#endif` tree of a program file and, for each
//! branch, whether it holds a UPC construct. Raw: read from the file's text as written, every
//! branch whether the configuration takes it or not, no macro expanded; comments and the
//! contents of string and character literals hold no construct.

use super::{directive_spelling, file_tokens};
use pgas_grammar::lexer::{raw_spellings, RawKind};

/// One `#if…#endif`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conditional {
    pub branches: Vec<Branch>,
    /// Line of the `#endif` (1-based); `None` when the file ends first.
    pub endif_line: Option<u32>,
}

/// One branch of a conditional: from its directive to the next of the same conditional.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Branch {
    /// `if`, `ifdef`, `ifndef`, `elif`, `elifdef`, `elifndef` or `else`.
    pub directive: String,
    /// The condition as written, comments left out and blanks collapsed (empty for `else`).
    pub condition: String,
    /// Line of the directive (1-based).
    pub line: u32,
    /// Whether the branch's lines hold a UPC construct: its code, its other directives
    /// (`#define BARRIER upc_barrier`, `#include <upc_strict.h>`) and its nested conditionals.
    pub upc: bool,
    pub nested: Vec<Conditional>,
}

impl Conditional {
    /// Whether some branch holds a UPC construct: then the translation resolves the
    /// conditional for its configuration; otherwise it stays as written.
    pub fn holds_upc(&self) -> bool {
        self.branches.iter().any(|b| b.upc)
    }
}

/// A word of the raw scan: a UPC keyword, `MYTHREAD`, `THREADS`, the largest block size, or
/// an identifier of the UPC library (`upc_…`, `bupc_…`, the `upc_*sizeof` operators).
pub fn is_upc_word(w: &str) -> bool {
    matches!(
        w,
        "shared"
            | "strict"
            | "relaxed"
            | "MYTHREAD"
            | "THREADS"
            | "UPC_MAX_BLOCKSIZE"
            | "UPC_MAX_BLOCK_SIZE"
    ) || w.starts_with("upc_")
        || w.starts_with("bupc_")
}

/// The `#` directive's name and the rest of its text.
fn directive_parts(spelling: &str) -> (&str, &str) {
    let body = spelling[1..].trim_start();
    let end = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(body.len());
    (&body[..end], &body[end..])
}

/// Whether a directive that opens or tests no conditional holds a UPC construct: a UPC word
/// among its identifiers, or the `#include` of a UPC library header (`upc.h`, `upc_strict.h`,
/// `bupc_extensions.h`, `pupc.h`, …).
fn directive_holds_upc(name: &str, rest: &str) -> bool {
    if name == "include" {
        let header = rest
            .trim()
            .trim_start_matches(['<', '"'])
            .split(['>', '"'])
            .next()
            .unwrap_or_default();
        let base = header.rsplit('/').next().unwrap_or_default();
        if base.ends_with(".h") && ["upc", "bupc", "pupc"].iter().any(|p| base.starts_with(p)) {
            return true;
        }
    }
    raw_spellings(rest)
        .into_iter()
        .any(|(k, r)| k == RawKind::Ident && is_upc_word(&rest[r]))
}

/// The conditionals of a program file's text, outermost first, in text order.
pub fn scan(text: &str) -> Vec<Conditional> {
    let mut top = vec![];
    let mut open: Vec<Conditional> = vec![];
    // Marks the branch being read.
    fn mark(open: &mut [Conditional]) {
        if let Some(b) = open.last_mut().and_then(|c| c.branches.last_mut()) {
            b.upc = true;
        }
    }
    fn close(c: Conditional, open: &mut [Conditional], top: &mut Vec<Conditional>) {
        let upc = c.holds_upc();
        match open.last_mut().and_then(|p| p.branches.last_mut()) {
            Some(b) => {
                b.upc |= upc;
                b.nested.push(c);
            }
            None => top.push(c),
        }
    }
    for t in file_tokens(text) {
        match t.kind {
            RawKind::Directive => {
                let (name, rest) = directive_parts(&t.spelling);
                let branch = || Branch {
                    directive: name.to_string(),
                    condition: directive_spelling(rest),
                    line: t.line,
                    upc: false,
                    nested: vec![],
                };
                match name {
                    "if" | "ifdef" | "ifndef" => open.push(Conditional {
                        branches: vec![branch()],
                        endif_line: None,
                    }),
                    "elif" | "elifdef" | "elifndef" | "else" => {
                        if let Some(c) = open.last_mut() {
                            c.branches.push(branch());
                        }
                    }
                    "endif" => {
                        if let Some(mut c) = open.pop() {
                            c.endif_line = Some(t.line);
                            close(c, &mut open, &mut top);
                        }
                    }
                    _ => {
                        if directive_holds_upc(name, rest) {
                            mark(&mut open);
                        }
                    }
                }
            }
            RawKind::Ident if is_upc_word(&t.spelling) => mark(&mut open),
            _ => {}
        }
    }
    while let Some(c) = open.pop() {
        close(c, &mut open, &mut top);
    }
    top
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(c: &Conditional) -> String {
        let branches: Vec<String> = c
            .branches
            .iter()
            .map(|b| {
                let nested: Vec<String> = b.nested.iter().map(shape).collect();
                format!(
                    "{}({})@{}{}{}",
                    b.directive,
                    b.condition,
                    b.line,
                    if b.upc { " upc" } else { "" },
                    if nested.is_empty() {
                        String::new()
                    } else {
                        format!(" [{}]", nested.join(", "))
                    }
                )
            })
            .collect();
        format!(
            "{} end {}",
            branches.join(" | "),
            c.endif_line.map_or("-".into(), |l| l.to_string())
        )
    }

    fn shapes(text: &str) -> Vec<String> {
        scan(text).iter().map(shape).collect()
    }

    #[test]
    fn a_conditional_without_upc_stays() {
        let text = "#ifdef DEBUG\n  printf(\"at %d\\n\", __LINE__);\n#else\nint quiet;\n#endif\n";
        assert_eq!(shapes(text), ["ifdef(DEBUG)@1 | else()@3 end 5"]);
        assert!(!scan(text)[0].holds_upc());
    }

    #[test]
    fn upc_code_in_one_branch() {
        let text = "#if USE_LOCKS\n  upc_lock(l);\n#elif USE_BARRIER\n  upc_barrier;\n#else\n  x = 1;\n#endif\n";
        assert_eq!(
            shapes(text),
            ["if(USE_LOCKS)@1 upc | elif(USE_BARRIER)@3 upc | else()@5 end 7"]
        );
        assert!(scan(text)[0].holds_upc());
        let words = "#ifdef A\nshared [4] int a[4*THREADS];\n#endif\n#ifdef B\nint me = MYTHREAD;\n#endif\n#ifdef C\nbupc_tick_t t;\n#endif\n#ifdef D\nsize_t n = upc_blocksizeof(a);\n#endif\n#ifdef E\nint f(strict int *p);\n#endif\n";
        assert!(
            scan(words).iter().all(Conditional::holds_upc),
            "{:?}",
            shapes(words)
        );
    }

    #[test]
    fn nested_conditionals_carry_upc_outward() {
        let text = "#ifndef N\n#define N 4\n#endif\n#if V > 1\n#  ifdef X\n     upc_fence;\n#  endif\n#else\n#  if 0\n     int y;\n#  endif\n#endif\n";
        assert_eq!(
            shapes(text),
            [
                "ifndef(N)@1 end 3",
                "if(V > 1)@4 upc [ifdef(X)@5 upc end 7] | else()@8 [if(0)@9 end 11] end 12"
            ]
        );
    }

    #[test]
    fn comments_strings_and_continuations() {
        let text = "#if defined(A) && /* shared */ \\\n    defined(B)\n/* MYTHREAD */ const char *s = \"THREADS\"; // upc_barrier\nchar c = 'x';\n#endif /* upc */\n";
        assert_eq!(shapes(text), ["if(defined(A) && defined(B))@1 end 5"]);
        // A comment that a directive opens and a later line closes.
        let text = "#if 1 /* a\n shared */\nint x;\n#endif\n";
        assert_eq!(shapes(text), ["if(1)@1 end 4"]);
    }

    #[test]
    fn directives_inside_a_branch() {
        let text = "#ifdef STRICT\n#include <upc_strict.h>\n#endif\n#ifdef PLAIN\n#include \"upc.h\"\n#endif\n#ifdef MINE\n#include \"params.h\"\n#define BARRIER upc_barrier\n#endif\n#ifdef NONE\n#include <stdio.h>\n#define N 10\n#endif\n";
        assert_eq!(
            shapes(text),
            [
                "ifdef(STRICT)@1 upc end 3",
                "ifdef(PLAIN)@4 upc end 6",
                "ifdef(MINE)@7 upc end 10",
                "ifdef(NONE)@11 end 14"
            ]
        );
    }

    #[test]
    fn unbalanced_directives() {
        // A stray #endif or #else is ignored; a conditional the file does not close has no
        // #endif line.
        let text = "#endif\n#else\n#if A\nint shared_count;\n# if B\nupc_poll();\n";
        assert_eq!(shapes(text), ["if(A)@3 upc [if(B)@5 upc end -] end -"]);
        assert!(scan("").is_empty());
    }
}
