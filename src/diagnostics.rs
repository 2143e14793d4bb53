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
}

impl<'a> Renderer<'a> {
    pub fn new(line_map: &'a LineMap, preprocessed: &'a str) -> Renderer<'a> {
        Renderer {
            line_map,
            preprocessed,
            files: codespan_reporting::files::SimpleFiles::new(),
            file_ids: Default::default(),
            preprocessed_id: None,
        }
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
                let col = self.original_column(span, &line);
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
                let col = self.original_column(span, line);
                let len = ((span.hi - span.lo) as usize)
                    .max(1)
                    .min(line.len().saturating_sub(col).max(1));
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

    /// Renders one diagnostic as text (rustc style, no colour).
    pub fn render(&mut self, d: &Diagnostic) -> String {
        use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
        let (file, range) = self.place(d.span);
        let mut labels = vec![Label::primary(file, range)];
        for (span, text) in &d.labels {
            let (f, r) = self.place(*span);
            labels.push(Label::secondary(f, r).with_message(text.clone()));
        }
        let mut notes: Vec<String> = d.notes.iter().map(|n| format!("note: {n}")).collect();
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
