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

/// A failed parse: the error, and the line map read so far (to place the error).
pub struct ParseFailure {
    pub error: SyntaxError,
    pub line_map: LineMap,
}

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
    match result {
        Ok(unit) => Ok(Parsed {
            unit,
            line_map: lexer.line_map,
            expr_count: ctx.expr_count(),
        }),
        Err(e) => {
            let mut error = syntax_error(e, src.len());
            missing_terminator(&mut error, &lexer, src);
            forall_without_affinity(&mut error, src);
            Err(Box::new(ParseFailure {
                error,
                line_map: lexer.line_map,
            }))
        }
    }
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
