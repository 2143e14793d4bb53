//! Where each token of the preprocessed text comes from in the program's own files
//! (docs/plan-readable-translation.md, section 1): the [`SourceMap`].
//!
//! The system preprocessor expands macros and leaves no record of it. The map is found by
//! aligning, line by line, the preprocessed tokens of each program file (the line markers give
//! their file and line) with the tokens of that line in the file itself, lexed by the same
//! lexer (`pgas_grammar::lexer::raw_spellings`, line continuations spliced, directives other
//! than `#pragma`/`#ident` left out):
//!
//! - a line whose spellings are the same on both sides maps token for token (`Verbatim`);
//! - otherwise the tokens of both sides are matched by a longest common subsequence; a source
//!   identifier left unmatched is a macro's name: the invocation is that name, or, when a `(`
//!   follows, the name and its parenthesised arguments (followed across lines: the preprocessor
//!   prints the expansion on the line of the name, and what follows the `)` on the line of the
//!   `)`). The line is then the pattern "matched tokens, with one hole per invocation", and the
//!   preprocessed line must match it: each hole's tokens are that invocation's expansion
//!   (`Expansion`). Adjacent invocations share one hole (where one ends and the next begins is
//!   not written anywhere);
//! - the tokens of an expansion that spell an argument of the invocation, all its tokens in a
//!   row, are that argument's own tokens (the second alignment): `MIN(a[i], b)` keeps `a[i]`
//!   and `b` at their own places;
//! - where a line does not fit the pattern (a macro that expands to its own name, a `_Pragma`),
//!   every token of the line is `Expansion` of the line's whole source: wider than the truth,
//!   never a false `Verbatim`.
//!
//! A header included twice (no guard) is aligned once per inclusion. Inactive branches of
//! conditional compilation have no preprocessed tokens, so nothing maps into them. Comments are
//! no tokens here.

use pgas_grammar::lexer::{raw_spellings, RawKind};
use pgas_grammar::LineMap;
use std::ops::Range;

pub mod conditionals;

/// A program file: an index into [`SourceMap::files`].
pub type FileId = u32;

/// Where a preprocessed token comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Written as it is at this byte range of the file.
    Verbatim(FileId, Range<usize>),
    /// Made by expanding the macro invocation at this byte range of the file (the name, and
    /// the arguments of a function-like macro).
    Expansion {
        invocation: (FileId, Range<usize>),
        macro_name: String,
    },
}

/// A macro invocation found in a program file, with the preprocessed text it became.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    pub file: FileId,
    /// Byte range of the invocation in the file.
    pub range: Range<usize>,
    pub macro_name: String,
    /// Byte range of the expansion in the preprocessed text (empty: the macro expands to
    /// nothing; its start is where the expansion would be).
    pub expansion: Range<usize>,
}

/// The origin of every preprocessed token of the program's own files.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    /// The program files, by the names the line markers give them, with their text.
    pub files: Vec<(String, String)>,
    /// Byte range of each token in the preprocessed text, with its origin, in text order.
    pub tokens: Vec<(Range<usize>, Origin)>,
    /// The invocations found, in text order of their expansions.
    pub invocations: Vec<Invocation>,
}

/// A token of the preprocessed text, of a program file.
struct PpTok {
    range: Range<usize>,
    file: FileId,
    line: u32,
    inclusion: u32,
    text: String,
}

/// A token of a program file.
struct SrcTok {
    range: Range<usize>,
    line: u32,
    text: String,
    ident: bool,
}

/// Lines longer than this (tokens on both sides multiplied) are not aligned token by token:
/// they map verbatim when equal, else as one expansion.
const ALIGN_LIMIT: usize = 1 << 22;

impl SourceMap {
    /// The map of `pp`, the preprocessed text (with line markers) of the file named `main`.
    /// `read` gives the text of a file the markers name, `None` for what is not a program file
    /// (`<built-in>`, an unreadable name); files the markers flag as system headers are never
    /// asked for (a program file's line flagged so holds a system macro's expansion).
    pub fn build(pp: &str, main: &str, read: &dyn Fn(&str) -> Option<String>) -> SourceMap {
        let mut map = SourceMap::default();
        let mut looked_up: Vec<Option<Option<FileId>>> = vec![];
        let mut line_map = LineMap::new(pp, main);
        let mut pp_toks = vec![];
        // Counts the entries into and returns from headers: a file's tokens between two are
        // one pass over it.
        let mut inclusion = 0u32;
        for (kind, range) in raw_spellings(pp) {
            let text = &pp[range.clone()];
            let spelling = match kind {
                RawKind::Comment => continue,
                RawKind::Directive => {
                    let body = text[1..].trim_start();
                    let marker = body.strip_prefix("line").map_or(body, str::trim_start);
                    if marker.starts_with(|c: char| c.is_ascii_digit()) {
                        line_map.add_marker(range.start, marker);
                        // Flag 1 enters a header, 2 returns from one.
                        let flags = marker.rsplit('"').next().unwrap_or_default();
                        if flags.split_whitespace().any(|f| f == "1" || f == "2") {
                            inclusion += 1;
                        }
                        continue;
                    }
                    directive_spelling(text)
                }
                _ => text.to_string(),
            };
            let loc = line_map.lookup(range.start);
            let id = loc.file as usize;
            if looked_up.len() <= id {
                looked_up.resize(id + 1, None);
            }
            // A system header's macro used in a program file: its expansion is flagged as a
            // system header's text, on the program file's line.
            if loc.system && !matches!(looked_up[id], Some(Some(_))) {
                continue;
            }
            let file = *looked_up[id].get_or_insert_with(|| {
                let name = line_map.file_name(loc.file);
                let text = read(name)?;
                map.files.push((name.to_string(), text));
                Some((map.files.len() - 1) as FileId)
            });
            if let Some(file) = file {
                pp_toks.push(PpTok {
                    range,
                    file,
                    line: loc.line,
                    inclusion,
                    text: spelling,
                });
            }
        }
        let sources: Vec<Vec<SrcTok>> = map.files.iter().map(|(_, t)| source_tokens(t)).collect();
        // Each pass over a file: its tokens between two entries into or returns from headers,
        // in line order.
        let mut origins: Vec<Option<Origin>> = vec![None; pp_toks.len()];
        for (file, src) in sources.iter().enumerate() {
            let mine: Vec<usize> = (0..pp_toks.len())
                .filter(|&i| pp_toks[i].file == file as FileId)
                .collect();
            let mut start = 0;
            while start < mine.len() {
                let mut end = start + 1;
                while end < mine.len()
                    && pp_toks[mine[end]].inclusion == pp_toks[mine[end - 1]].inclusion
                {
                    end += 1;
                }
                let pass = Pass {
                    file: file as FileId,
                    src,
                    pp: &pp_toks,
                };
                pass.align(&mine[start..end], &mut origins, &mut map.invocations);
                start = end;
            }
        }
        map.invocations.sort_by_key(|i| i.expansion.start);
        map.tokens = pp_toks
            .into_iter()
            .zip(origins)
            .map(|(t, o)| {
                let o = o.unwrap_or(Origin::Expansion {
                    invocation: (t.file, 0..0),
                    macro_name: String::new(),
                });
                (t.range, o)
            })
            .collect();
        map
    }

    /// The origin of the token that starts at byte `offset` of the preprocessed text.
    pub fn origin(&self, offset: usize) -> Option<&Origin> {
        let i = self.tokens.partition_point(|(r, _)| r.start < offset);
        self.tokens
            .get(i)
            .filter(|(r, _)| r.start == offset)
            .map(|(_, o)| o)
    }

    /// `file:line:col` of a byte of a program file.
    pub fn place(&self, file: FileId, offset: usize) -> String {
        let (name, text) = &self.files[file as usize];
        let (line, col) = line_col(text, offset);
        format!("{name}:{line}:{col}")
    }

    /// The map as text, one line per preprocessed token of the program files (its line and
    /// column in the preprocessed text, its spelling, its origin), then the invocations:
    /// what `--dump-source-map` prints.
    pub fn dump(&self, pp: &str) -> String {
        let mut out = String::new();
        let range_text = |file: FileId, r: &Range<usize>| {
            let text = &self.files[file as usize].1;
            let (l1, c1) = line_col(text, r.start);
            let (l2, c2) = line_col(text, r.end);
            format!("{}:{l1}:{c1}-{l2}:{c2}", self.files[file as usize].0)
        };
        for (r, o) in &self.tokens {
            let (line, col) = line_col(pp, r.start);
            let what = match o {
                Origin::Verbatim(f, s) => format!("verbatim {}", self.place(*f, s.start)),
                Origin::Expansion {
                    invocation: (f, s),
                    macro_name,
                } => format!("expansion of {macro_name} at {}", range_text(*f, s)),
            };
            out.push_str(&format!("{line}:{col}\t{}\t{what}\n", &pp[r.clone()]));
        }
        out.push_str("# invocations\n");
        for inv in &self.invocations {
            let n = self
                .tokens
                .iter()
                .filter(|(r, _)| r.start >= inv.expansion.start && r.end <= inv.expansion.end)
                .count();
            let expansion = if inv.expansion.is_empty() {
                "nothing".to_string()
            } else {
                format!("{n} tokens")
            };
            out.push_str(&format!(
                "{}\t{}\texpands to {expansion}\n",
                range_text(inv.file, &inv.range),
                inv.macro_name
            ));
        }
        out
    }
}

/// 1-based line and column of a byte of `text`.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text.as_bytes()[..offset.min(text.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = offset
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1)
        + 1;
    (line, col)
}

/// A `#pragma`/`#ident` line as one token: its words, comments left out, `#` joined to the
/// directive's name (the preprocessor reprints the line with its own spacing).
fn directive_spelling(text: &str) -> String {
    let mut words = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("/*") {
            rest = r.find("*/").map_or("", |e| &r[e + 2..]);
            words.push(' ');
        } else if rest.starts_with("//") {
            break;
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            words.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    let joined = words.split_whitespace().collect::<Vec<_>>().join(" ");
    match joined.strip_prefix("# ") {
        Some(r) => format!("#{r}"),
        None => joined,
    }
}

/// A token of a program file as written: its kind, its byte range and 1-based line in the file
/// (of its first character), its spelling with line continuations spliced (a directive is one
/// token, the whole line).
pub(crate) struct FileToken {
    pub kind: RawKind,
    pub range: Range<usize>,
    pub line: u32,
    pub spelling: String,
}

/// The tokens of a program file, comments left out (a comment opened on a directive's line is
/// the directive's, with the rest of the line it closes on).
pub(crate) fn file_tokens(text: &str) -> Vec<FileToken> {
    // The spliced text, and for each of its bytes the offset in the file.
    let bytes = text.as_bytes();
    let mut spliced = Vec::with_capacity(bytes.len());
    let mut orig = Vec::with_capacity(bytes.len() + 1);
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' {
            let n = match bytes.get(i + 1) {
                Some(b'\n') => 2,
                Some(b'\r') if bytes.get(i + 2) == Some(&b'\n') => 3,
                _ => 0,
            };
            if n > 0 {
                i += n;
                continue;
            }
        }
        spliced.push(bytes[i]);
        orig.push(i);
        i += 1;
    }
    orig.push(bytes.len());
    // Splicing removes whole ASCII sequences: the rest stays UTF-8.
    let spliced = String::from_utf8(spliced).unwrap_or_default();
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(p, _)| p + 1))
        .collect();
    let line_of = |o: usize| line_starts.partition_point(|&s| s <= o) as u32;
    let mut out = vec![];
    let mut skip_to = 0;
    for (kind, r) in raw_spellings(&spliced) {
        if r.start < skip_to || kind == RawKind::Comment {
            continue;
        }
        let spelling = &spliced[r.clone()];
        if kind == RawKind::Directive {
            if let Some(open) = unclosed_comment(spelling) {
                let from = r.start + open;
                let close = spliced[from..]
                    .find("*/")
                    .map_or(spliced.len(), |e| from + e);
                skip_to = spliced[close..]
                    .find('\n')
                    .map_or(spliced.len(), |e| close + e);
            }
        }
        let start = orig[r.start];
        out.push(FileToken {
            kind,
            range: start..orig[r.end - 1] + 1,
            line: line_of(start),
            spelling: spelling.to_string(),
        });
    }
    out
}

/// The tokens of a program file the preprocessor passes on as written: directives left out
/// except `#pragma` and `#ident` lines (one token each).
fn source_tokens(text: &str) -> Vec<SrcTok> {
    file_tokens(text)
        .into_iter()
        .filter_map(|t| {
            let text = if t.kind == RawKind::Directive {
                let body = t.spelling[1..].trim_start();
                let kept = ["pragma", "ident"].iter().any(|d| {
                    body.strip_prefix(d)
                        .is_some_and(|r| r.is_empty() || r.starts_with([' ', '\t', '/']))
                });
                if !kept {
                    return None;
                }
                directive_spelling(&t.spelling)
            } else {
                t.spelling
            };
            Some(SrcTok {
                range: t.range,
                line: t.line,
                text,
                ident: t.kind == RawKind::Ident,
            })
        })
        .collect()
}

/// Where a `/*` that is not closed on the line opens, outside string and character literals.
fn unclosed_comment(line: &str) -> Option<usize> {
    let b = line.as_bytes();
    let (mut i, mut open) = (0, None);
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' if open.is_none() => {
                let q = b[i];
                i += 1;
                while i < b.len() && b[i] != q {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'/' if open.is_none() && b.get(i + 1) == Some(&b'/') => return None,
            b'/' if open.is_none() && b.get(i + 1) == Some(&b'*') => {
                open = Some(i);
                i += 1;
            }
            b'*' if open.is_some() && b.get(i + 1) == Some(&b'/') => {
                open = None;
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    open
}

/// One item of a line's pattern: a source token that must appear, or the expansion of the
/// invocations `first..=last` of the line's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    Tok(usize),
    Hole(usize, usize),
}

/// A found invocation: source tokens `first..=last` (the name, or the name to its `)`).
#[derive(Clone, Copy, Debug)]
struct Found {
    first: usize,
    last: usize,
    function_like: bool,
}

/// The alignment of one inclusion of one file.
struct Pass<'a> {
    file: FileId,
    src: &'a [SrcTok],
    pp: &'a [PpTok],
}

impl Pass<'_> {
    fn align(
        &self,
        toks: &[usize],
        origins: &mut [Option<Origin>],
        invocations: &mut Vec<Invocation>,
    ) {
        // Source tokens before `next_src` were used by an earlier line (an invocation spanning
        // lines).
        let mut next_src = 0;
        let mut last_inv: Option<(Range<usize>, String)> = None;
        let mut at = 0;
        while at < toks.len() {
            let line = self.pp[toks[at]].line;
            let mut end = at;
            while end < toks.len() && self.pp[toks[end]].line == line {
                end += 1;
            }
            let line_pp = &toks[at..end];
            at = end;
            let first = next_src.max(self.src.partition_point(|t| t.line < line));
            let last = self.src.partition_point(|t| t.line <= line);
            if first >= last {
                // No source token on the line: tokens an invocation ending there left.
                let (range, name) = last_inv.clone().unwrap_or((0..0, String::new()));
                self.expand(line_pp, &range, &name, origins);
                continue;
            }
            let line_src: Vec<usize> = (first..last).collect();
            if line_src.len() == line_pp.len()
                && line_src
                    .iter()
                    .zip(line_pp)
                    .all(|(&s, &p)| self.src[s].text == self.pp[p].text)
            {
                for (&s, &p) in line_src.iter().zip(line_pp) {
                    origins[p] = Some(Origin::Verbatim(self.file, self.src[s].range.clone()));
                }
                next_src = last;
                continue;
            }
            let (pattern, found, used) = self.pattern(&line_src, line_pp);
            next_src = used.max(last);
            let fitted = pattern
                .as_ref()
                .and_then(|p| self.fit(p, line_pp).map(|cuts| (p, cuts)));
            match fitted {
                Some((pattern, cuts)) => {
                    for (k, item) in pattern.iter().enumerate() {
                        let (from, to) = (cuts[k], cuts[k + 1]);
                        match *item {
                            Item::Tok(s) => {
                                origins[line_pp[from]] =
                                    Some(Origin::Verbatim(self.file, self.src[s].range.clone()))
                            }
                            Item::Hole(a, b) => {
                                let range = self.src[found[a].first].range.start
                                    ..self.src[found[b].last].range.end;
                                let name = self.src[found[a].first].text.clone();
                                let exp = &line_pp[from..to];
                                let start = match exp.first() {
                                    Some(&p) => self.pp[p].range.start,
                                    None => match line_pp.get(from) {
                                        Some(&p) => self.pp[p].range.start,
                                        None => self.pp[line_pp[from - 1]].range.end,
                                    },
                                };
                                invocations.push(Invocation {
                                    file: self.file,
                                    range: range.clone(),
                                    macro_name: name.clone(),
                                    expansion: start
                                        ..exp.last().map_or(start, |&p| self.pp[p].range.end),
                                });
                                for &p in exp {
                                    origins[p] = Some(Origin::Expansion {
                                        invocation: (self.file, range.clone()),
                                        macro_name: name.clone(),
                                    });
                                }
                                for f in &found[a..=b] {
                                    if f.function_like {
                                        self.arguments(f, exp, origins);
                                    }
                                }
                                last_inv = Some((range, name));
                            }
                        }
                    }
                }
                None => {
                    let upto = used.max(last) - 1;
                    let range = self.src[first].range.start..self.src[upto].range.end;
                    let name = found
                        .first()
                        .map_or_else(String::new, |f| self.src[f.first].text.clone());
                    invocations.push(Invocation {
                        file: self.file,
                        range: range.clone(),
                        macro_name: name.clone(),
                        expansion: self.pp[line_pp[0]].range.start
                            ..self.pp[line_pp[line_pp.len() - 1]].range.end,
                    });
                    self.expand(line_pp, &range, &name, origins);
                    last_inv = Some((range, name));
                }
            }
        }
    }

    /// Every token of `toks` made by the invocation at `range`.
    fn expand(
        &self,
        toks: &[usize],
        range: &Range<usize>,
        name: &str,
        origins: &mut [Option<Origin>],
    ) {
        for &p in toks {
            origins[p] = Some(Origin::Expansion {
                invocation: (self.file, range.clone()),
                macro_name: name.to_string(),
            });
        }
    }

    /// The pattern of a source line against its preprocessed tokens: the source tokens the
    /// longest common subsequence keeps, and a hole for each invocation (an unmatched
    /// identifier, with its parenthesised arguments when a `(` follows). `None` when an
    /// unmatched token is no invocation's. Also the invocations and the first source token
    /// after the last one used (an invocation may end on a later line).
    fn pattern(
        &self,
        line_src: &[usize],
        line_pp: &[usize],
    ) -> (Option<Vec<Item>>, Vec<Found>, usize) {
        let kept = self.common(line_src, line_pp);
        let mut items = vec![];
        let mut found: Vec<Found> = vec![];
        let mut ok = kept.is_some();
        let kept = kept.unwrap_or_default();
        let mut k = 0;
        let mut used = line_src.last().map_or(0, |&s| s + 1);
        while k < line_src.len() {
            let s = line_src[k];
            if kept.get(k).copied().unwrap_or(false) {
                items.push(Item::Tok(s));
                k += 1;
                continue;
            }
            if !self.src[s].ident {
                ok = false;
                k += 1;
                continue;
            }
            let close = (self.src.get(s + 1).map(|t| t.text.as_str()) == Some("("))
                .then(|| self.closing_paren(s + 1))
                .flatten();
            let last = close.unwrap_or(s);
            let f = Found {
                first: s,
                last,
                function_like: close.is_some(),
            };
            match items.last_mut() {
                Some(Item::Hole(_, b)) => *b = found.len(),
                _ => items.push(Item::Hole(found.len(), found.len())),
            }
            found.push(f);
            used = used.max(last + 1);
            k = line_src.partition_point(|&x| x <= last);
        }
        (ok.then_some(items), found, used)
    }

    /// The `)` that closes the `(` at source token `open`.
    fn closing_paren(&self, open: usize) -> Option<usize> {
        let mut depth = 0usize;
        for (i, t) in self.src.iter().enumerate().skip(open) {
            match t.text.as_str() {
                "(" => depth += 1,
                ")" => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Which source tokens of the line a longest common subsequence of spellings keeps.
    fn common(&self, line_src: &[usize], line_pp: &[usize]) -> Option<Vec<bool>> {
        let (n, m) = (line_src.len(), line_pp.len());
        if n.saturating_mul(m) > ALIGN_LIMIT {
            return None;
        }
        let eq = |i: usize, j: usize| self.src[line_src[i]].text == self.pp[line_pp[j]].text;
        // lcs[i][j]: of line_src[i..] and line_pp[j..].
        let w = m + 1;
        let mut lcs = vec![0u32; (n + 1) * w];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[i * w + j] = if eq(i, j) {
                    lcs[(i + 1) * w + j + 1] + 1
                } else {
                    lcs[(i + 1) * w + j].max(lcs[i * w + j + 1])
                };
            }
        }
        let mut kept = vec![false; n];
        let (mut i, mut j) = (0, 0);
        while i < n && j < m {
            if eq(i, j) && lcs[i * w + j] == lcs[(i + 1) * w + j + 1] + 1 {
                kept[i] = true;
                i += 1;
                j += 1;
            } else if lcs[(i + 1) * w + j] >= lcs[i * w + j + 1] {
                i += 1;
            } else {
                j += 1;
            }
        }
        Some(kept)
    }

    /// Where the pattern's items start in the line's preprocessed tokens (one more entry: the
    /// end), each hole taking as few tokens as lets the rest fit; `None` if it does not fit.
    fn fit(&self, pattern: &[Item], line_pp: &[usize]) -> Option<Vec<usize>> {
        let (n, m) = (pattern.len(), line_pp.len());
        if n.saturating_mul(m + 1) > ALIGN_LIMIT {
            return None;
        }
        // fits[i][j]: pattern[i..] matches line_pp[j..].
        let w = m + 1;
        let mut fits = vec![false; (n + 1) * w];
        fits[n * w + m] = true;
        for i in (0..n).rev() {
            let mut any_later = false;
            for j in (0..=m).rev() {
                any_later |= fits[(i + 1) * w + j];
                fits[i * w + j] = match pattern[i] {
                    Item::Tok(s) => {
                        j < m
                            && self.src[s].text == self.pp[line_pp[j]].text
                            && fits[(i + 1) * w + j + 1]
                    }
                    Item::Hole(..) => any_later,
                };
            }
        }
        if !fits[0] {
            return None;
        }
        let mut cuts = vec![0];
        let mut j = 0;
        for (i, item) in pattern.iter().enumerate() {
            j = match item {
                Item::Tok(_) => j + 1,
                Item::Hole(..) => (j..=m).find(|&e| fits[(i + 1) * w + e])?,
            };
            cuts.push(j);
        }
        Some(cuts)
    }

    /// The second alignment: the tokens of the expansion `exp` that spell one of the
    /// invocation's arguments, all its tokens in a row, are that argument's own.
    fn arguments(&self, f: &Found, exp: &[usize], origins: &mut [Option<Origin>]) {
        let mut args: Vec<Range<usize>> = vec![];
        let (mut depth, mut start) = (0usize, f.first + 2);
        for i in f.first + 2..f.last {
            match self.src[i].text.as_str() {
                "(" => depth += 1,
                ")" => depth = depth.saturating_sub(1),
                "," if depth == 0 => {
                    args.push(start..i);
                    start = i + 1;
                }
                _ => {}
            }
        }
        args.push(start..f.last);
        let mut claimed = vec![false; exp.len()];
        for arg in args.into_iter().filter(|a| !a.is_empty()) {
            let len = arg.len();
            let mut j = 0;
            while j + len <= exp.len() {
                let here = (0..len).all(|k| {
                    !claimed[j + k] && self.pp[exp[j + k]].text == self.src[arg.start + k].text
                });
                if here {
                    for k in 0..len {
                        claimed[j + k] = true;
                        origins[exp[j + k]] = Some(Origin::Verbatim(
                            self.file,
                            self.src[arg.start + k].range.clone(),
                        ));
                    }
                    j += len;
                } else {
                    j += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
