//! Front end of pgas-xlate: lexer, LALRPOP grammar and AST of C99 + GNU C + UPC 1.3.
//!
//! This crate holds only what the generated parser depends on, so that editing the passes of the
//! main crate never regenerates or recompiles the parser.

pub mod actions;
pub mod ast;
pub mod context;
pub mod encoding;
pub mod lexer;
pub mod linemap;

use lalrpop_util::lalrpop_mod;

lalrpop_mod!(
    #[allow(clippy::all, unused_parens, unused_imports, dead_code)]
    c
);

pub use ast::*;
pub use linemap::{LineMap, Loc};

/// A syntax error: where, and what was expected.
#[derive(Clone, Debug)]
pub struct SyntaxError {
    pub span: Span,
    pub message: String,
    /// Code of the diagnostic: `E0001` for grammar errors, `E0002` for invalid tokens.
    pub code: &'static str,
    pub expected: Vec<String>,
}

/// Result of parsing one preprocessed translation unit.
pub struct Parsed {
    pub unit: TranslationUnit,
    pub line_map: LineMap,
    /// Number of expression ids handed out (size of the type table).
    pub expr_count: u32,
}

/// A failed parse: the errors, and the line map read so far (to place them).
pub struct ParseFailure {
    /// The first error.
    pub error: SyntaxError,
    /// The next independent errors, in text order: the parser recovers after each error at the
    /// next declaration or statement, and an error within [`QUIET_TOKENS`] tokens of the last
    /// one is taken to follow from it and is not reported. At most [`MAX_ERRORS`] in all.
    pub more: Vec<SyntaxError>,
    /// More errors followed than [`MAX_ERRORS`]: the rest of the text is not reported on.
    pub truncated: bool,
    pub line_map: LineMap,
    /// The tree read with the broken pieces left out, when the parse reached the end of the
    /// text: the checks may report on the rest of the program.
    pub recovered: Option<Recovered>,
}

/// The tree of a text with syntax errors, the pieces they broke left out.
pub struct Recovered {
    pub unit: TranslationUnit,
    pub expr_count: u32,
    /// For each error, the text from the unexpected token to where the parse went on:
    /// diagnostics of the checks there may only follow from the error.
    pub damaged: Vec<Span>,
}

/// The most syntax errors reported for one text (as compilers cap them).
pub const MAX_ERRORS: usize = 20;

/// An error this few tokens after the place where the parser went on after the previous one
/// is taken to follow from it (yacc's rule).
pub const QUIET_TOKENS: usize = 3;

/// Parses preprocessed text. `upc` enables the UPC keywords; `file` names the text when it has no
/// line markers.
pub fn parse(src: &str, upc: bool, file: &str) -> Result<Parsed, Box<ParseFailure>> {
    parse_renaming(src, upc, file, None)
}

/// [`parse`], with identifiers of the program's own code (outside system headers) renamed by
/// `rename` where it returns a name; spans stay those of the text.
pub fn parse_renaming(
    src: &str,
    upc: bool,
    file: &str,
    rename: Option<&lexer::Rename>,
) -> Result<Parsed, Box<ParseFailure>> {
    let ctx = context::ParseCtx::new();
    let mut lexer = lexer::Lexer::new(src, &ctx, upc, file);
    lexer.rename = rename;
    let result = c::TranslationUnitParser::new().parse(&ctx, &mut lexer);
    // Each error with the offset where the parse went on after it.
    let mut errors: Vec<(SyntaxError, usize)> = lexer
        .errors
        .drain(..)
        .map(|e| {
            let end = e.span.hi as usize;
            (
                syntax_error(lalrpop_util::ParseError::User { error: e }, src.len()),
                end,
            )
        })
        .collect();
    for r in ctx.take_recovered() {
        let error = syntax_error(r.error, src.len());
        let end = r
            .dropped_tokens
            .last()
            .map_or(error.span.lo as usize, |t| t.2);
        errors.push((error, end));
    }
    let unit = match result {
        Ok(unit) if errors.is_empty() => {
            return Ok(Parsed {
                unit,
                line_map: lexer.line_map,
                expr_count: ctx.expr_count(),
            })
        }
        Ok(unit) => Some(unit),
        Err(e) => {
            let error = syntax_error(e, src.len());
            let end = error.span.lo as usize;
            errors.push((error, end));
            None
        }
    };
    errors.sort_by_key(|(e, _)| e.span.lo);
    let damaged = errors
        .iter()
        .map(|(e, end)| Span::new(e.span.lo as usize, (*end).max(e.span.lo as usize)))
        .collect();
    let mut kept: Vec<SyntaxError> = Vec::new();
    let mut resumed: Option<usize> = None;
    let mut truncated = false;
    for (mut error, end) in errors {
        let at = error.span.lo as usize;
        let follows = resumed.is_some_and(|r| lexer.tokens_between(r, at) < QUIET_TOKENS);
        resumed = Some(resumed.map_or(end, |r| r.max(end)));
        if follows {
            continue;
        }
        if kept.len() == MAX_ERRORS {
            truncated = true;
            break;
        }
        missing_terminator(&mut error, &lexer, src);
        forall_without_affinity(&mut error, src);
        kept.push(error);
    }
    let mut kept = kept.into_iter();
    let error = kept.next().expect("a failed parse has an error");
    Err(Box::new(ParseFailure {
        error,
        more: kept.collect(),
        truncated,
        line_map: lexer.line_map,
        recovered: unit.map(|unit| Recovered {
            unit,
            expr_count: ctx.expr_count(),
            damaged,
        }),
    }))
}

/// A `upc_forall` header closed after three clauses (`upc_forall (i = 0; i < n; i++)`): the
/// message says that the fourth, the affinity, is missing, and the caret shows where it goes.
fn forall_without_affinity(e: &mut SyntaxError, src: &str) {
    let at = e.span.lo as usize;
    if e.code != "E0001"
        || !src[at.min(src.len())..].starts_with(')')
        || !e.expected.iter().any(|x| x == "`;`")
    {
        return;
    }
    let (mut depth, mut semicolons) = (0usize, 0usize);
    for (i, c) in src[..at].char_indices().rev() {
        match c {
            ')' | ']' => depth += 1,
            '(' | '[' if depth > 0 => depth -= 1,
            '(' => {
                let head = src[..i].trim_end();
                let word = head
                    .rsplit(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .next()
                    .unwrap_or("");
                if semicolons == 2 && (word == "upc_forall" || word == "forall") {
                    e.message = "`upc_forall` takes a fourth clause, the affinity: \
                                 `upc_forall (init; condition; step; affinity)`"
                        .into();
                    e.expected = vec![
                        "`; affinity` here (an integer, a pointer-to-shared, or `continue`)".into(),
                    ];
                    e.span = Span::new(at, at + 1);
                }
                return;
            }
            ';' if depth == 0 => semicolons += 1,
            '{' | '}' => return,
            _ => {}
        }
    }
}

/// "expected `;`": when a terminator could end the construct and the unexpected token starts a
/// new line, the error is placed right after the previous token, where the terminator belongs.
fn missing_terminator(e: &mut SyntaxError, lexer: &lexer::Lexer, src: &str) {
    if e.code != "E0001" {
        return;
    }
    let Some(want) = ["`;`", "`)`", "`]`", "`}`"]
        .into_iter()
        .find(|t| e.expected.iter().any(|x| x == t))
    else {
        return;
    };
    let at = e.span.lo as usize;
    let Some(prev) = lexer.end_before(at) else {
        return;
    };
    if !src[prev.min(at)..at].contains('\n') {
        return;
    }
    // After a `;` the expected `;` is only an empty statement: nothing is missing there.
    if want == "`;`" && src.as_bytes().get(prev.wrapping_sub(1)) == Some(&b';') {
        return;
    }
    let found = e.message.trim_start_matches("unexpected ").to_string();
    e.message = format!("expected {want}, found {found}");
    e.span = Span::new(prev.saturating_sub(1), prev);
    e.expected.clear();
}

fn pretty_expected(expected: Vec<String>) -> Vec<String> {
    let mut v: Vec<String> = expected
        .into_iter()
        .map(|t| match t.as_str() {
            "\"NAME\"" | "\"TYPE\"" | "\"VAR\"" => "identifier".to_string(),
            "\"INT\"" | "\"FLOAT\"" | "\"CHAR\"" => "constant".to_string(),
            "\"STR\"" => "string literal".to_string(),
            "\"PRAGMA\"" => "`#pragma`".to_string(),
            "\"shared[\"" => "`shared`".to_string(),
            s => format!("`{}`", s.trim_matches('"')),
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

fn syntax_error(
    e: lalrpop_util::ParseError<usize, lexer::Tok, lexer::LexError>,
    len: usize,
) -> SyntaxError {
    use lalrpop_util::ParseError::*;
    match e {
        InvalidToken { location } => SyntaxError {
            span: Span::new(location, location + 1),
            message: "invalid token".into(),
            code: "E0002",
            expected: vec![],
        },
        UnrecognizedEof { location, expected } => SyntaxError {
            span: Span::new(location.min(len), location.min(len)),
            message: "unexpected end of file".into(),
            code: "E0001",
            expected: pretty_expected(expected),
        },
        UnrecognizedToken {
            token: (l, t, r),
            expected,
        } => SyntaxError {
            span: Span::new(l, r.max(l + 1)),
            message: match t {
                lexer::Tok::TypeTag | lexer::Tok::VarTag => "unexpected identifier".into(),
                t => format!("unexpected {t}"),
            },
            code: "E0001",
            expected: pretty_expected(expected),
        },
        ExtraToken { token: (l, t, r) } => SyntaxError {
            span: Span::new(l, r),
            message: format!("unexpected {t}"),
            code: "E0001",
            expected: vec![],
        },
        User { error } => SyntaxError {
            span: error.span,
            message: error.message,
            code: "E0002",
            expected: vec![],
        },
    }
}
