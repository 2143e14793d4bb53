//! Diagnostics: what the passes report, and their rendering (rustc style, through
//! codespan-reporting) against the user's original files.
//!
//! Passes report spans in the preprocessed text; [`Renderer`] maps them through the line map to
//! the user's file, line and column, and shows the line of the original file as the snippet.

use pgas_grammar::{LineMap, Span};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Warning,
    Error,
}

/// One diagnostic. Messages are lowercase without a final period; `help` lines carry fixes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Stable code (`E0100`, `W0300`, …), listed in docs/diagnostics.md.
    pub code: &'static str,
    pub message: String,
    /// Primary span: the smallest one that shows the problem.
    pub span: Span,
    /// Secondary spans with their labels (e.g. the previous definition).
    pub labels: Vec<(Span, String)>,
    pub notes: Vec<String>,
    pub help: Vec<String>,
}

impl Diagnostic {
    pub fn error(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            code,
            message: message.into(),
            span,
            labels: vec![],
            notes: vec![],
            help: vec![],
        }
    }

    pub fn warning(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(code, span, message)
        }
    }

    pub fn with_label(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.labels.push((span, label.into()));
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help.push(help.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Renders diagnostics against the user's files.
pub struct Renderer<'a> {
    line_map: &'a LineMap,
    /// The preprocessed text the spans index.
    preprocessed: &'a str,
    files: codespan_reporting::files::SimpleFiles<String, String>,
    /// line-map file id → codespan file id (None: unreadable, use the preprocessed text).
    file_ids: std::collections::HashMap<u32, Option<usize>>,
    preprocessed_id: Option<usize>,
    /// The macros of the unit, when known: a diagnostic inside a macro's expansion is placed on
    /// the macro's use, with a note giving the definition.
    macros: Option<&'a crate::preprocess::Macros>,
}

/// Where a diagnostic's token came out of a macro: the use of the macro in the user's line.
struct MacroUse<'m> {
    /// Byte column and length of the use (`NAME` or `NAME(…)`) in the original line.
    col: usize,
    len: usize,
    def: &'m crate::preprocess::MacroDef,
}

impl<'a> Renderer<'a> {
    pub fn new(line_map: &'a LineMap, preprocessed: &'a str) -> Renderer<'a> {
        Renderer {
            line_map,
            preprocessed,
            files: codespan_reporting::files::SimpleFiles::new(),
            file_ids: Default::default(),
            preprocessed_id: None,
            macros: None,
        }
    }

    /// Places diagnostics inside macro expansions on the macro's use (see [`Renderer::macros`]).
    pub fn with_macros(mut self, macros: &'a crate::preprocess::Macros) -> Renderer<'a> {
        self.macros = Some(macros);
        self
    }

    /// File, line and column (1-based) of a span's start in the user's file.
    pub fn location(&self, span: Span) -> (String, u32, u32) {
        let loc = self.line_map.lookup(span.lo as usize);
        let name = self.line_map.file_name(loc.file).to_string();
        let col = pgas_grammar::encoding::read_file(&name)
            .ok()
            .and_then(|text| {
                let line = text
                    .lines()
                    .nth(loc.line.saturating_sub(1) as usize)?
                    .to_string();
                // A byte column of the file (a byte of a legacy encoding counts one).
                let col = match self.macro_use(span, &line, &name, loc.line) {
                    Some(u) => u.col,
                    None => self.original_column(span, &line),
                };
                Some(pgas_grammar::encoding::input_len(&line[..col]) as u32 + 1)
            })
            .unwrap_or(loc.col);
        (name, loc.line, col)
    }

    /// The byte column in the original `line` of the token at `span`. The preprocessor keeps
    /// indentation but not inner spacing, so the token is found by its text: the n-th occurrence
    /// on the preprocessed line is taken to be the n-th one on the original line.
    fn original_column(&self, span: Span, original: &str) -> usize {
        let lo = span.lo as usize;
        let pp_line = self.line_map.line_text(self.preprocessed, lo);
        let line_start = lo - self.line_map.lookup(lo).col as usize + 1;
        let hi = (span.hi as usize).min(line_start + pp_line.len()).max(lo);
        let token = &self.preprocessed[lo..hi];
        let token = token.split_whitespace().next().unwrap_or("");
        if token.is_empty() {
            return (lo - line_start).min(original.len());
        }
        let nth = find_all(&pp_line[..lo - line_start], token).len();
        find_all(original, token)
            .get(nth)
            .copied()
            .unwrap_or((lo - line_start).min(original.len()))
    }

    /// The macro whose expansion holds the token at `span`, and its use in `original` (line
    /// `line` of `file`). The tokens of the preprocessed line and of the original one are the
    /// same up to the first use of a macro and from the last one on; a token between them came
    /// out of an expansion: the first macro used there.
    fn macro_use(&self, span: Span, original: &str, file: &str, line: u32) -> Option<MacroUse<'a>> {
        let macros = self.macros?;
        let lo = span.lo as usize;
        let pp_line = self.line_map.line_text(self.preprocessed, lo);
        let at = lo - self.line_map.lookup(lo).col as usize + 1;
        let pp = line_tokens(pp_line);
        let orig = line_tokens(original);
        let k = pp.iter().position(|t| t.end > lo - at)?;
        let text = |line: &str, t: &std::ops::Range<usize>| line[t.clone()].to_string();
        let prefix = pp
            .iter()
            .zip(&orig)
            .take_while(|(a, b)| text(pp_line, a) == text(original, b))
            .count();
        let suffix = pp
            .iter()
            .rev()
            .zip(orig.iter().rev())
            .take(pp.len().min(orig.len()) - prefix)
            .take_while(|(a, b)| text(pp_line, a) == text(original, b))
            .count();
        if k < prefix || k >= pp.len() - suffix {
            return None;
        }
        let middle = &orig[prefix..orig.len() - suffix];
        let (i, def) = middle
            .iter()
            .enumerate()
            .find_map(|(i, t)| Some((i, macros.at(&original[t.clone()], file, line)?)))?;
        let start = middle[i].start;
        let mut end = middle[i].end;
        if def.function_like
            && middle
                .get(i + 1)
                .is_some_and(|t| &original[t.clone()] == "(")
        {
            // The use runs to the matching `)` (or the end of the line).
            let mut depth = 0usize;
            end = original.len();
            for t in &orig[prefix + i + 1..] {
                match &original[t.clone()] {
                    "(" => depth += 1,
                    ")" if depth == 1 => {
                        end = t.end;
                        break;
                    }
                    ")" => depth = depth.saturating_sub(1),
                    _ => {}
                }
            }
        }
        Some(MacroUse {
            col: start,
            len: end - start,
            def,
        })
    }

    /// The note of a diagnostic inside a macro's expansion: the macro and its definition.
    fn macro_note(&mut self, span: Span) -> Option<String> {
        self.macros?;
        let loc = self.line_map.lookup(span.lo as usize);
        let name = self.line_map.file_name(loc.file).to_string();
        let text = pgas_grammar::encoding::read_file(&name).ok()?;
        let line = text.lines().nth(loc.line.checked_sub(1)? as usize)?;
        let u = self.macro_use(span, line, &name, loc.line)?;
        let def = u.def;
        let place = match def.file.as_str() {
            "<command-line>" => "defined on the command line".to_string(),
            "<built-in>" => "predefined".to_string(),
            f => format!("defined at {f}:{}", def.line),
        };
        // The definition as the user wrote it, else as the preprocessor printed it.
        let written = pgas_grammar::encoding::read_file(&def.file)
            .ok()
            .and_then(|t| {
                let l = t
                    .lines()
                    .nth(def.line.checked_sub(1)? as usize)?
                    .trim()
                    .to_string();
                l.contains(def.name.as_str()).then_some(l)
            })
            .unwrap_or_else(|| def.text.clone());
        Some(format!(
            "in the expansion of macro `{}`, {place}: {written}",
            def.name
        ))
    }

    /// The note of a diagnostic in an included file: the `#include` lines that brought it in,
    /// innermost first, as gcc's "In file included from".
    fn include_note(&self, span: Span) -> Option<String> {
        let lo = span.lo as usize;
        let mut chain: Vec<&pgas_grammar::linemap::IncludeEvent> = self
            .line_map
            .includes
            .iter()
            .filter(|e| e.offset <= lo && lo < e.end)
            .collect();
        chain.sort_by_key(|e| std::cmp::Reverse(e.offset));
        let places: Vec<String> = chain
            .iter()
            .map(|e| format!("{}:{}", self.line_map.file_name(e.parent), e.parent_line))
            .collect();
        let (first, rest) = places.split_first()?;
        let mut note = format!("in the file included from {first}");
        for p in rest {
            note.push_str(&format!(", from {p}"));
        }
        Some(note)
    }

    fn codespan_file(&mut self, file: u32) -> Option<usize> {
        if let Some(id) = self.file_ids.get(&file) {
            return *id;
        }
        let name = self.line_map.file_name(file).to_string();
        let id = pgas_grammar::encoding::read_file(&name)
            .ok()
            .map(|text| self.files.add(name, text));
        self.file_ids.insert(file, id);
        id
    }

    /// The codespan file and byte range that show `span`.
    fn place(&mut self, span: Span) -> (usize, std::ops::Range<usize>) {
        let loc = self.line_map.lookup(span.lo as usize);
        if let Some(id) = self.codespan_file(loc.file) {
            let text = self
                .files
                .get(id)
                .expect("file just added")
                .source()
                .clone();
            let line_start: usize = text
                .split_inclusive('\n')
                .take(loc.line.saturating_sub(1) as usize)
                .map(str::len)
                .sum();
            if line_start <= text.len() {
                let line = text[line_start..].lines().next().unwrap_or("");
                let name = self.line_map.file_name(loc.file);
                let (col, len) = match self.macro_use(span, line, name, loc.line) {
                    Some(u) => (u.col, u.len),
                    None => (
                        self.original_column(span, line),
                        (span.hi - span.lo) as usize,
                    ),
                };
                let len = len.max(1).min(line.len().saturating_sub(col).max(1));
                let start = (line_start + col).min(text.len());
                return (id, start..(start + len).min(text.len()));
            }
        }
        let id = *self.preprocessed_id.get_or_insert_with(|| {
            self.files
                .add("<preprocessed>".to_string(), self.preprocessed.to_string())
        });
        (
            id,
            span.lo as usize..(span.hi as usize).max(span.lo as usize),
        )
    }

    /// Renders one diagnostic as text (rustc style, no colour; one line under
    /// `--error-format=short`).
    pub fn render(&mut self, d: &Diagnostic) -> String {
        if SHORT.load(std::sync::atomic::Ordering::Relaxed) {
            let (file, line, col) = self.location(d.span);
            let message = d.message.replace('\n', " ");
            return format!(
                "{file}:{line}:{col}: {}[{}]: {message}\n",
                severity_word(d.severity),
                d.code
            );
        }
        use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
        let (file, range) = self.place(d.span);
        let mut labels = vec![Label::primary(file, range)];
        for (span, text) in &d.labels {
            let (f, r) = self.place(*span);
            labels.push(Label::secondary(f, r).with_message(text.clone()));
        }
        let mut notes: Vec<String> = self
            .macro_note(d.span)
            .into_iter()
            .chain(self.include_note(d.span))
            .chain(d.notes.iter().cloned())
            .map(|n| format!("note: {n}"))
            .collect();
        notes.extend(d.help.iter().map(|h| format!("help: {h}")));
        let cs = match d.severity {
            Severity::Error => CsDiagnostic::error(),
            Severity::Warning => CsDiagnostic::warning(),
        }
        .with_code(d.code)
        .with_message(d.message.clone())
        .with_labels(labels)
        .with_notes(notes);
        let config = codespan_reporting::term::Config::default();
        if colour() {
            use codespan_reporting::term::termcolor::Buffer;
            let mut buffer = Buffer::ansi();
            if codespan_reporting::term::emit_to_write_style(&mut buffer, &config, &self.files, &cs)
                .is_ok()
            {
                return String::from_utf8_lossy(buffer.as_slice()).into_owned();
            }
        }
        codespan_reporting::term::emit_into_string(&config, &self.files, &cs).unwrap_or_else(|e| {
            format!(
                "{}[{}]: {} ({e})\n",
                severity_word(d.severity),
                d.code,
                d.message
            )
        })
    }
}

/// `--error-format=short`: each diagnostic in one line, `FILE:LINE:COL: error[CODE]: MESSAGE`,
/// as make, editors and CI read compiler messages.
static SHORT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The value of `--error-format`: `short` (one line each) or `full` (the default: the message
/// with the source line and notes).
pub fn set_error_format(name: &str) -> Result<(), String> {
    let short = match name {
        "short" => true,
        "full" | "human" => false,
        _ => return Err(format!("`--error-format={name}`: say `short` or `full`")),
    };
    SHORT.store(short, std::sync::atomic::Ordering::Relaxed);
    Ok(())
}

/// `-fdiagnostics-color=`: 0 auto (colour when standard error is a terminal and `NO_COLOR` is
/// not set), 1 always, 2 never.
static COLOUR: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Whether the full form is written in colour.
fn colour() -> bool {
    use std::io::IsTerminal;
    match COLOUR.load(std::sync::atomic::Ordering::Relaxed) {
        1 => true,
        2 => false,
        _ => std::env::var_os("NO_COLOR").is_none() && std::io::stderr().is_terminal(),
    }
}

/// Takes `--error-format=F` (or `--error-format F`), gcc's `-fdiagnostics-color[=WHEN]`
/// (`always`, `never`, `auto`) and `-fdiagnostics-format=FORMAT` out of a command line and
/// applies them.
pub fn take_error_format(args: &mut Vec<String>) -> Result<(), String> {
    while let Some(i) = args
        .iter()
        .position(|a| a.starts_with("-fdiagnostics-format"))
    {
        let a = args.remove(i);
        match a.strip_prefix("-fdiagnostics-format=") {
            // gcc's name of the full form, clang's, ours.
            Some("text" | "clang" | "full") => set_error_format("full")?,
            Some("short") => set_error_format("short")?,
            _ => {
                return Err(format!(
                    "`{a}`: say text (the full form, the default) or short (one line each); JSON and SARIF are not written"
                ))
            }
        }
    }
    while let Some(i) = args
        .iter()
        .position(|a| a.starts_with("-fdiagnostics-color") || a == "-fno-diagnostics-color")
    {
        let a = args.remove(i);
        let mode = match a.as_str() {
            "-fdiagnostics-color" | "-fdiagnostics-color=always" => 1,
            "-fno-diagnostics-color" | "-fdiagnostics-color=never" => 2,
            "-fdiagnostics-color=auto" => 0,
            _ => return Err(format!("`{a}`: say always, never or auto")),
        };
        COLOUR.store(mode, std::sync::atomic::Ordering::Relaxed);
    }
    while let Some(i) = args.iter().position(|a| a.starts_with("--error-format")) {
        let a = args.remove(i);
        let value = match a.strip_prefix("--error-format=") {
            Some(v) => v.to_string(),
            None if a == "--error-format" && i < args.len() => args.remove(i),
            None => return Err(format!("`{a}` needs a value: short or full")),
        };
        set_error_format(&value)?;
    }
    Ok(())
}

fn severity_word(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
    }
}

/// Byte offsets of the occurrences of `token` in `text` that stand alone as a token (an
/// identifier is not matched inside a longer identifier).
fn find_all(text: &str, token: &str) -> Vec<usize> {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let word_token = token.chars().all(is_word);
    text.match_indices(token)
        .map(|(i, _)| i)
        .filter(|&i| {
            !word_token
                || (!text[..i].chars().next_back().is_some_and(is_word)
                    && !text[i + token.len()..].chars().next().is_some_and(is_word))
        })
        .collect()
}

/// The tokens of one line of C (byte ranges), comments and blanks left out: identifiers,
/// preprocessing numbers, string and character literals, and each other character alone.
fn line_tokens(line: &str) -> Vec<std::ops::Range<usize>> {
    let b = line.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
    let mut v = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        match b[i] {
            c if c.is_ascii_whitespace() => {
                i += 1;
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => break,
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = line[i + 2..].find("*/").map_or(b.len(), |e| i + 2 + e + 2);
                continue;
            }
            q @ (b'"' | b'\'') => {
                i += 1;
                while i < b.len() && b[i] != q {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(b.len());
            }
            c if word(c) || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) => {
                let number = c.is_ascii_digit() || c == b'.';
                i += 1;
                while i < b.len() && (word(b[i]) || (number && b[i] == b'.')) {
                    i += 1;
                }
            }
            _ => {
                // One character (a UTF-8 sequence whole).
                i += line[i..].chars().next().map_or(1, char::len_utf8);
            }
        }
        v.push(start..i);
    }
    v
}
