//! `--layout=source` (docs/plan-readable-translation.md, step 3): the translation of a UPC file
//! (or, under `--to upc`, of a Global Arrays C file) as its own text with the constructs the
//! lowering changed rewritten, every other byte copied.
//!
//! - Each top-level item of the main file is compared with its lowering: the lowered items that
//!   carry a position inside it, and the generated ones printed just before them. It is
//!   unchanged when it lowers to one item that prints as the item itself (the printed form is
//!   the structural equality of the two trees: the printer prints everything a tree holds but
//!   its positions); then its source text stays.
//! - A changed function is edited statement by statement where the lowered statements can be
//!   matched to the original ones (statements.rs): only the statements, declarations and the
//!   header the lowering changed are replaced, the declarations it adds are new lines.
//! - Any other changed item is an edit: its source bytes (from its first token to its last, each
//!   widened to the macro invocation it came from, `SourceMap`) are replaced by the printed
//!   lowering; with `#line` directives on, a `#line` follows an edit that changes the count of
//!   lines, so the lines after it keep their numbers.
//! - The generated code that comes before the file's first item (the target's `#include`s, the
//!   GASP prologue, the library's types) is the prelude: a header written beside the output
//!   (`prog.ga.h`, `prog.upcr.h`), included by one line after the file's leading `#include`s.
//!   Generated code after the last item is appended at the end.
//! - An `#include` of a UPC library header is rewritten as the reprint rewrites it.
//! - A conditional with UPC code in some branch, or on the translation's configuration, is
//!   resolved for the configuration (resolve.rs): the branch taken stays, the rest becomes one
//!   comment.
//! - `main`'s header stays as written where the lowering only renames it for the runtime (and
//!   gives `main(void)` the command line's parameters): the prelude renames it by a macro.
//! - A program header the file (or another such header) includes by a relative name and whose
//!   code changes, or that includes one that does, is laid out the same way as its own output
//!   (`grid.h.upcr.h`), which its includer includes instead; a later, empty inclusion of it (a
//!   guard's) becomes a comment; one whose code does not change stays an `#include`.
//!
//! A file that cannot be done safely is not laid out ([`layout`] says why, and the driver prints
//! the reprint with a comment that says so): a conditional whose branch taken cannot be told,
//! any other header of the program whose code changes, a program identifier renamed
//! by the translation, an item whose source text cannot be found or is shared with another
//! item, or a `#define`, `#undef` or `#include` inside a changed item.

mod macro_uses;
mod resolve;
mod statements;

use crate::printer::{include_directive, IncludePlan, MacroUses, PrintOptions, Printer};
use crate::source_map::{conditionals, FileId, Origin, SourceMap};
use pgas_grammar::*;
use std::ops::Range;

/// What `--layout=source` needs of a translation.
pub struct LayoutInput<'a> {
    /// The preprocessed text (with line markers).
    pub pp: &'a str,
    /// The main file's name, as the line markers give it.
    pub main: &'a str,
    /// The checked tree of the file, and its lowering.
    pub original: &'a TranslationUnit,
    pub lowered: &'a TranslationUnit,
    pub line_map: &'a LineMap,
    pub line_directives: bool,
    /// The target's rewriting of `#include` lines (`include_rewrite`).
    pub rewrite: &'a dyn Fn(&str) -> Option<String>,
    /// The name of the prelude header as the output includes it; `None`: the prelude is
    /// written into the output in place of the include.
    pub prelude_name: Option<&'a str>,
    /// The macro definitions the preprocessing read, with their places (a second run of the
    /// preprocessor, asked only for a conditional resolved for the configuration or a macro
    /// use inside a changed construct).
    pub macros: &'a dyn Fn() -> crate::preprocess::Macros,
    /// The folder of the translation's own headers (`upc.h`, …): not included by the output.
    pub library_dir: Option<&'a std::path::Path>,
    /// The translation's configuration as the comment of a resolved conditional says it.
    pub configuration: &'a str,
    /// The target's name in the names of the translated headers (`ga`, `upcr`).
    pub target_tag: &'a str,
}

/// A file laid out as its source: the output, and the prelude header to write beside it.
#[derive(Debug)]
pub struct Layout {
    pub text: String,
    pub prelude: Option<String>,
    /// The program's headers translated as their own files (section 5 of the plan): for each,
    /// the name to write it under (relative to the output's folder, as the output includes
    /// it), its text, and the header's own path (the driver checks it for renamed
    /// identifiers). With `-o -` the text is also in the output, in place of its include.
    pub headers: Vec<(String, String, String)>,
}

/// One replacement of source bytes.
struct Edit<'a> {
    range: Range<usize>,
    text: Replacement<'a>,
}

enum Replacement<'a> {
    /// Fixed text (a rewritten `#include`, the prelude's include): whole lines.
    Lines(String),
    /// The printed lowering of the original item at this index, with these lowered items.
    Items(usize, Vec<usize>),
    /// A statement-level edit inside a changed function.
    Code(statements::CodeEdit<'a>),
    /// A conditional resolved for the configuration (resolve.rs): whole lines, a comment or
    /// nothing, in place of its directives and the branches not taken.
    Resolved(String),
}

/// The file `input.main` laid out as its source, or why it cannot be.
pub fn layout(input: &LayoutInput) -> Result<Layout, String> {
    let read = |name: &str| {
        let path = std::path::Path::new(name);
        (!name.starts_with('<') && path.is_file())
            .then(|| pgas_grammar::encoding::read_file(path).ok())
            .flatten()
    };
    let mut map = SourceMap::build(input.pp, input.main, &read);
    let lm = input.line_map;
    // The program's headers with no token of their own (only directives and includes) are
    // program files too: one may have to be translated for a header it includes.
    for e in lm.includes.iter().filter(|e| !e.system) {
        let name = lm.file_name(e.header);
        let library = input
            .library_dir
            .is_some_and(|d| std::path::Path::new(name).starts_with(d));
        if !library && !map.files.iter().any(|(n, _)| n == name) {
            if let Some(text) = read(name) {
                map.files.push((name.to_string(), text));
            }
        }
    }
    let lm_main = (0..lm.files.len() as u32)
        .find(|&f| lm.file_name(f) == input.main)
        .ok_or("the main file has no line markers")?;
    let spans: Vec<Span> = input.original.items.iter().map(|i| i.span()).collect();
    let own = own_headers(lm, &map, lm_main, &spans);
    layout_file(input, &map, lm_main, &own, None)
}

/// A program header translated as its own file where it holds code the translation changes
/// (or includes one that does): included by the main file or by another such header as
/// `#include "NAME"`, NAME a relative path; any later inclusion holds no code (a guard).
struct OwnHeader {
    /// The file that includes it first, and the line of that `#include`.
    parent: u32,
    line: u32,
    /// Where its translation is written, relative to the output's folder (the folder of its
    /// parent's translation joined with the name it is included by).
    path: String,
    /// The line of the main file's `#include` that brings it in (its own or an ancestor's).
    top_line: u32,
}

/// The name `line` (a source line) includes as `#include "NAME"`, where NAME is a relative
/// path with no `..` that names `header`.
fn include_spelling<'s>(line: &'s str, header: &str) -> Option<&'s str> {
    let arg = line
        .trim_start()
        .strip_prefix('#')
        .map(str::trim_start)?
        .strip_prefix("include")?
        .trim_start()
        .strip_prefix('"')?;
    let (spelled, _) = arg.split_once('"')?;
    (!spelled.is_empty()
        && !spelled.starts_with('/')
        && !spelled.split('/').any(|p| p == ".." || p.is_empty())
        && header.ends_with(spelled))
    .then_some(spelled)
}

/// The program headers under `lm_main` that can be translated as their own files, by line-map
/// file: each included first by the main file or by another of them, with a name
/// [`include_spelling`] accepts at every inclusion, and no item of the unit (`spans`) in any
/// inclusion but the first.
fn own_headers(
    lm: &LineMap,
    map: &SourceMap,
    lm_main: u32,
    spans: &[Span],
) -> std::collections::HashMap<u32, OwnHeader> {
    let source = |f: u32| {
        map.files
            .iter()
            .find(|(n, _)| n == lm.file_name(f))
            .map(|(_, t)| t.as_str())
    };
    let spelled = |e: &pgas_grammar::linemap::IncludeEvent| {
        let line = source(e.parent)?
            .lines()
            .nth(e.parent_line.checked_sub(1)? as usize)?;
        include_spelling(line, lm.file_name(e.header))
    };
    let program = |e: &pgas_grammar::linemap::IncludeEvent| !e.system && source(e.header).is_some();
    let mut first = std::collections::HashMap::new();
    let mut bad = std::collections::HashSet::new();
    for e in lm.includes.iter().filter(|e| program(e)) {
        if spelled(e).is_none() {
            bad.insert(e.header);
        }
        let repeat = first.contains_key(&e.header);
        first.entry(e.header).or_insert((e.parent, e.parent_line));
        if repeat
            && spans
                .iter()
                .any(|s| e.offset <= s.lo as usize && (s.lo as usize) < e.end)
        {
            bad.insert(e.header);
        }
    }
    let mut out: std::collections::HashMap<u32, OwnHeader> = std::collections::HashMap::new();
    for e in lm.includes.iter().filter(|e| program(e)) {
        if bad.contains(&e.header)
            || first.get(&e.header) != Some(&(e.parent, e.parent_line))
            || out.contains_key(&e.header)
        {
            continue;
        }
        let Some(name) = spelled(e) else { continue };
        let (path, top_line) = if e.parent == lm_main {
            (name.to_string(), e.parent_line)
        } else if let Some(p) = out.get(&e.parent) {
            let dir = std::path::Path::new(&p.path).parent();
            let path = dir.map_or(name.into(), |d| d.join(name));
            (path.to_string_lossy().into_owned(), p.top_line)
        } else {
            continue;
        };
        out.insert(
            e.header,
            OwnHeader {
                parent: e.parent,
                line: e.parent_line,
                path,
                top_line,
            },
        );
    }
    out
}

/// The name a program header translated as its own file is written under: `grid.h` →
/// `grid.h.upcr.h` (the prelude of `grid.upc` is `grid.upcr.h`).
pub fn translated_header_name(spelled: &str, tag: &str) -> String {
    format!("{spelled}.{tag}.h")
}

/// The file `lm_this` laid out as its source: the main file (`headers` `None`), or a program
/// header translated as its own file, with the headers so translated (`own_headers`; `headers`
/// the ones whose code changes or that include one that does).
fn layout_file(
    input: &LayoutInput,
    map: &SourceMap,
    lm_this: u32,
    own: &std::collections::HashMap<u32, OwnHeader>,
    headers: Option<&[u32]>,
) -> Result<Layout, String> {
    let as_header = headers.is_some();
    let lm = input.line_map;
    let this_name = lm.file_name(lm_this);
    let main_id = map
        .files
        .iter()
        .position(|(n, _)| n == this_name)
        .ok_or("the main file cannot be read")? as FileId;
    let src = map.files[main_id as usize].1.as_str();
    let lm_main = lm_this;
    let file_tokens = crate::source_map::file_tokens(src);
    let macros = std::cell::OnceCell::new();
    let macros = || macros.get_or_init(|| (input.macros)());
    let main_defines = || {
        let mut lines: Vec<u32> = macros()
            .defs
            .values()
            .flatten()
            .filter(|d| d.file == this_name)
            .map(|d| d.line)
            .collect();
        lines.sort_unstable();
        lines
    };
    let taken = resolve::Taken {
        tokens: {
            let mut t: Vec<usize> = map
                .tokens
                .iter()
                .filter_map(|(_, o)| match o {
                    Origin::Verbatim(f, r) if *f == main_id => Some(r.start),
                    Origin::Expansion {
                        invocation: (f, r), ..
                    } if *f == main_id => Some(r.start),
                    _ => None,
                })
                .collect();
            t.sort_unstable();
            t
        },
        includes: lm
            .includes
            .iter()
            .filter(|e| e.parent == lm_main)
            .map(|e| e.parent_line)
            .collect(),
        defines: &main_defines,
    };
    let resolved = resolve::resolve(
        src,
        &file_tokens,
        &conditionals::scan(src),
        &taken,
        input.configuration,
    )?;
    let dropped: Vec<Range<usize>> = resolved.edits.iter().map(|(r, _)| r.clone()).collect();
    let library_file = |f: &str| {
        input
            .library_dir
            .is_some_and(|d| std::path::Path::new(f).starts_with(d))
    };
    let code = statements::Context {
        map,
        main: main_id,
        pp: input.pp,
        src,
        line_map: lm,
        dropped: &dropped,
    };
    let uses = macro_uses::Uses {
        cx: &code,
        macros: &macros,
        library_file: &library_file,
    };
    let find_use = |s: Span, printed: &str| uses.find(s, printed);
    let plan = IncludePlan::with_rewrite(lm, input.rewrite);
    let library = |offset: usize| plan.directive_for(offset).is_some();

    // Which original item each lowered item belongs to; generated items go with the next.
    let originals = &input.original.items;
    let spans: Vec<Span> = originals.iter().map(|i| i.span()).collect();
    let owner = |s: Span| {
        let i = spans.partition_point(|o| o.lo <= s.lo);
        let o = spans.get(i.checked_sub(1)?)?;
        (s.lo < o.hi.max(o.lo + 1)).then(|| i - 1)
    };
    let in_main = |offset: usize| lm.lookup(offset).file == lm_main;
    let mut groups: Vec<Vec<usize>> = vec![vec![]; originals.len()];
    let mut head = vec![];
    // The generated items since the last item with a place, and those that wait for the next
    // item of this file.
    let mut pending = vec![];
    let mut held = vec![];
    let mut seen_main = false;
    // The generated items right after the items of an own header (the code the translation
    // makes for its shared objects): after its `#include` line, by that line.
    let mut after_header: std::collections::BTreeMap<u32, Vec<usize>> = Default::default();
    let mut last_own: Option<u32> = None;
    for (k, item) in input.lowered.items.iter().enumerate() {
        let s = item.span();
        if s == Span::default() {
            pending.push(k);
            continue;
        }
        if library(s.lo as usize) {
            continue;
        }
        let o = owner(s).ok_or("a lowered item has no source item")?;
        match last_own.take() {
            Some(line) => after_header.entry(line).or_default().append(&mut pending),
            None => held.append(&mut pending),
        }
        if !in_main(spans[o].lo as usize) {
            // An item of a program header: the generated items before it wait for the next
            // item of this file (or the prelude), its header being included as written when
            // it is unchanged; those after an item of an own header follow its include.
            last_own = own
                .get(&lm.lookup(spans[o].lo as usize).file)
                .filter(|_| !as_header)
                .map(|h| h.top_line);
            groups[o].push(k);
            continue;
        }
        if as_header {
            // A header's file holds none of the generated items: the main file places them.
            held.clear();
        }
        if !seen_main {
            seen_main = true;
            head = std::mem::take(&mut held);
        }
        groups[o].append(&mut held);
        groups[o].push(k);
    }
    match last_own.take() {
        Some(line) => after_header.entry(line).or_default().append(&mut pending),
        None => held.append(&mut pending),
    }
    let tail = if as_header {
        head.clear();
        vec![]
    } else if seen_main {
        held
    } else {
        head = held;
        vec![]
    };

    let print_bare = |item: &ExternalDecl| {
        let mut p = Printer::bare(lm);
        p.external_decl(item);
        p.finish()
    };
    let mut edits = vec![];
    // The source ranges of the items kept as written: no edit may touch them (two items made
    // by one macro use, one changed and one not).
    let mut kept = vec![];
    let mut first_item: Option<usize> = None;
    let mut main_macro = None;
    let mut translated: Vec<u32> = headers.unwrap_or_default().to_vec();
    for (o, item) in originals.iter().enumerate() {
        let span = item.span();
        if library(span.lo as usize) {
            continue;
        }
        let group = &groups[o];
        let unchanged = group.len() == 1
            && print_bare(&input.lowered.items[group[0]]) == print_bare(item)
            && !library_macro_in(map, span);
        if !in_main(span.lo as usize) {
            let file = lm.lookup(span.lo as usize).file;
            if !unchanged && !as_header {
                if !own.contains_key(&file) {
                    return Err(format!(
                        "the program's header {} holds code the translation changes",
                        lm.file_name(file)
                    ));
                }
                // It, and each header that includes it, is translated.
                let mut f = file;
                while f != lm_main && !translated.contains(&f) {
                    translated.push(f);
                    f = own[&f].parent;
                }
            }
            continue;
        }
        let range = source_range(map, main_id, input.pp, span).ok_or_else(|| {
            format!(
                "no source text found for the item at line {}",
                lm.lookup(span.lo as usize).line
            )
        })?;
        first_item.get_or_insert(range.start);
        if unchanged {
            kept.push(range);
        } else if let Some(list) =
            function_edits(input, &code, item, group, range.start, &mut main_macro)
        {
            edits.extend(list);
        } else {
            edits.push(Edit {
                range,
                text: Replacement::Items(o, group.clone()),
            });
        }
    }

    // `#include` lines of the main file: those of UPC libraries rewritten; the last one
    // before the first item places the prelude's include.
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(src.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let line_range = |line: u32| {
        let a = line_starts[(line as usize).saturating_sub(1).min(line_starts.len() - 1)];
        let b = line_starts.get(line as usize).copied().unwrap_or(src.len());
        a..b
    };
    let first_item = first_item.unwrap_or(src.len());
    let mut last_include_line = 0;
    for e in &lm.includes {
        if e.parent != lm_main {
            continue;
        }
        let r = line_range(e.parent_line);
        if r.start < first_item {
            last_include_line = last_include_line.max(e.parent_line);
        }
        if let Some(h) = own.get(&e.header) {
            let generated = after_header.remove(&e.parent_line).unwrap_or_default();
            let changed = translated.contains(&e.header);
            if !changed && generated.is_empty() {
                continue;
            }
            // The first inclusion brings the header's code; a later one (a guard's) holds none.
            let first = h.parent == lm_main && h.line == e.parent_line;
            let mut new = if !changed {
                src[r.clone()].to_string()
            } else if !first {
                // Its first inclusion brought it (a guard made this one empty); its
                // translation's guard may be resolved away, so it is not included again.
                format!(
                    "/* pgas-xlate: {}: translated and included above */\n",
                    src[r.clone()].trim().replace("*/", "* /")
                )
            } else if input.prelude_name.is_some() {
                let spelled = include_spelling(&src[r.clone()], lm.file_name(e.header))
                    .ok_or("a translated header's #include is not found")?;
                format!(
                    "#include \"{}\"\n",
                    translated_header_name(spelled, input.target_tag)
                )
            } else {
                let mut t = layout_file(input, map, e.header, own, Some(&translated))?.text;
                if !t.ends_with('\n') {
                    t.push('\n');
                }
                t
            };
            if !new.ends_with('\n') {
                new.push('\n');
            }
            new.push_str(&print_items(input, &generated, None, None, None).0);
            edits.push(Edit {
                range: r,
                text: Replacement::Lines(new),
            });
            continue;
        }
        let directive = include_directive(lm, e);
        if let Some(new) = (input.rewrite)(&directive) {
            if !src[r.clone()].contains("include") {
                return Err(format!(
                    "the #include at line {} is not found",
                    e.parent_line
                ));
            }
            let mut new = new;
            if !new.is_empty() && !new.ends_with('\n') {
                new.push('\n');
            }
            edits.push(Edit {
                range: r,
                text: Replacement::Lines(new),
            });
        }
    }
    // The prelude's include goes after the leading includes, outside any conditional; before
    // the first include of a program header with declarations (kept as written, they may name
    // the UPC library's types, which the prelude declares), outside its conditional.
    let mut at_line = last_include_line + 1;
    let first_header = lm
        .includes
        .iter()
        .filter(|e| {
            e.parent == lm_main
                && spans.iter().any(|s| {
                    let lo = s.lo as usize;
                    e.offset <= lo && lo < e.end && !in_main(lo) && !library(lo)
                })
        })
        .map(|e| e.parent_line)
        .min();
    let before_header = first_header.filter(|&h| h < at_line);
    if let Some(h) = before_header {
        at_line = h;
    }
    for c in conditionals::scan(src) {
        let (a, b) = (c.branches[0].line, c.endif_line.unwrap_or(u32::MAX));
        if before_header.is_some() && a <= at_line && at_line <= b {
            at_line = a;
        } else if before_header.is_none() && a < at_line && at_line <= b {
            at_line = b.saturating_add(1);
        }
    }
    let line_start = |line: u32| {
        line_starts
            .get((line as usize).saturating_sub(1))
            .copied()
            .unwrap_or(src.len())
    };
    let at = line_start(at_line).min(line_start(line_of(&line_starts, first_item)));
    let mut prelude = None;
    if !as_header {
        let mut prelude_text = print_items(input, &head, None, None, None).0;
        prelude_text.extend(main_macro);
        let include_line;
        (include_line, prelude) = match input.prelude_name {
            Some(name) => (format!("#include \"{name}\"\n"), Some(prelude_text)),
            None => (prelude_text, None),
        };
        edits.push(Edit {
            range: at..at,
            text: Replacement::Lines(include_line),
        });
    } else if main_macro.is_some() || !after_header.is_empty() {
        return Err(format!(
            "the program's header {this_name} holds `main` or includes a header it changes"
        ));
    }
    if let Some(line) = after_header.keys().next() {
        return Err(format!(
            "the code made for the header included at line {line} has no place"
        ));
    }
    // A resolved conditional inside a replaced construct goes with it (the lowering holds only
    // the branch taken); elsewhere its edits stand, inside the text of a kept item too.
    let inside = |r: &Range<usize>, edits: &[Edit]| {
        edits.iter().any(|e| {
            !matches!(e.text, Replacement::Resolved(_))
                && e.range.start <= r.start
                && r.end <= e.range.end
                && e.range.start < e.range.end
        })
    };
    let resolved: Vec<Edit> = resolved
        .edits
        .into_iter()
        .filter(|(r, _)| !inside(r, &edits))
        .map(|(range, t)| Edit {
            range,
            text: Replacement::Resolved(t),
        })
        .collect();
    edits.extend(resolved);
    edits.sort_by_key(|e| (e.range.start, e.range.end));
    for r in &kept {
        if let Some(e) = edits
            .iter()
            .filter(|e| !matches!(e.text, Replacement::Resolved(_)))
            .find(|e| e.range.start < r.end && r.start < e.range.end)
        {
            return Err(format!(
                "a construct the translation changes shares the source text at line {} with one it keeps",
                line_of(&line_starts, e.range.start)
            ));
        }
    }
    for w in edits.windows(2) {
        if w[0].range.end > w[1].range.start {
            return Err(format!(
                "two constructs share the source text at line {}",
                line_of(&line_starts, w[1].range.start)
            ));
        }
    }

    // The output: source bytes between the edits.
    let name = c_string_body(lm.file_name(lm_main));
    let mut w = Writer {
        out: String::with_capacity(src.len() * 2),
        believed: Some(1),
        directives: input.line_directives,
        name: &name,
    };
    let mut copied = 0;
    for e in edits {
        let (mut a, mut b) = (e.range.start, e.range.end);
        w.copy(src, copied..a.max(copied), &line_starts);
        match e.text {
            Replacement::Lines(t) | Replacement::Resolved(t) => w.push(&t),
            Replacement::Items(o, group) => {
                // Whole lines where only blanks share them.
                let line_a = line_of(&line_starts, a);
                let ls = line_starts[line_a as usize - 1];
                if src[ls..a].trim().is_empty() && ls >= copied {
                    w.out.truncate(w.out.len() - (a - ls));
                    a = ls;
                }
                let le = src[b..].find('\n').map_or(src.len(), |i| b + i + 1);
                if src[b..le].trim().is_empty() {
                    b = le;
                }
                if let Some(d) = directive_lines(src, &(a..b), true, &dropped)
                    .into_iter()
                    .find(|l| {
                        let d = l.strip_prefix('#').map(str::trim_start).unwrap_or("");
                        ["define", "undef", "include"]
                            .iter()
                            .any(|w| d.starts_with(w))
                    })
                {
                    return Err(format!(
                        "`{}` is inside a construct the translation changes (line {line_a})",
                        d.trim_end()
                    ));
                }
                if group.is_empty() {
                    // Nothing in its place (the code made for a header's shared objects goes
                    // to the main file): its lines go.
                    copied = b;
                    continue;
                }
                let start_line = if w.at_line_start() {
                    line_a
                } else {
                    w.push("\n");
                    line_a + 1
                };
                w.sync(start_line);
                let span = originals[o].span();
                let (text, _) = print_items(
                    input,
                    &group,
                    Some(span),
                    Some((lm_main, start_line)),
                    Some(&find_use),
                );
                w.push(&text);
                if !w.at_line_start() {
                    w.push("\n");
                }
            }
            Replacement::Code(c) => {
                let line_a = line_of(&line_starts, a);
                let ls = line_starts[line_a as usize - 1];
                let indent = &src
                    [ls..ls + src[ls..].len() - src[ls..].trim_start_matches([' ', '\t']).len()];
                let le = src[b..].find('\n').map_or(src.len(), |i| b + i + 1);
                let rest_blank = src[b..le].trim().is_empty();
                if a == b {
                    // New lines.
                    w.sync(line_a);
                    let text = print_pieces(input, &c, Some((lm_main, line_a)), &find_use);
                    w.push(&reindent(&text, indent, true));
                    // The text before the insertion is out: the next edit copies from here.
                    copied = copied.max(a);
                    continue;
                }
                if c.pieces.is_empty() {
                    // A deletion: whole lines where only blanks share them.
                    if rest_blank && src[ls..a].trim().is_empty() && ls >= copied {
                        w.out.truncate(w.out.len() - (a - ls));
                        b = le;
                    }
                    copied = b;
                    continue;
                }
                if rest_blank {
                    b = le;
                }
                if w.directives && w.believed != Some(line_a) && !w.at_line_start() {
                    w.push("\n");
                    w.sync(line_a);
                    w.push(indent);
                }
                w.sync(line_a);
                let mut text = reindent(
                    &print_pieces(input, &c, Some((lm_main, line_a)), &find_use),
                    indent,
                    false,
                );
                let program_macro = |name: &str| {
                    macros()
                        .at(name, this_name, line_a)
                        .is_some_and(|d| map.files.iter().any(|(n, _)| *n == d.file))
                };
                if let Some(note) =
                    expanded_note(map, input.pp, main_id, src, &e.range, &text, &program_macro)
                {
                    text.insert_str(text.trim_end_matches('\n').len(), &format!(" {note}"));
                }
                if rest_blank {
                    if !text.ends_with('\n') {
                        text.push('\n');
                    }
                } else {
                    text.truncate(text.trim_end_matches('\n').len());
                }
                w.push(&text);
            }
        }
        copied = b;
    }
    w.copy(src, copied.min(src.len())..src.len(), &line_starts);
    let mut out = w.out;
    if !tail.is_empty() {
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out.push_str(&print_items(input, &tail, None, None, None).0);
    }
    let mut headers = vec![];
    for &f in translated.iter().filter(|_| !as_header) {
        let text = layout_file(input, map, f, own, Some(&translated))?.text;
        let name = translated_header_name(&own[&f].path, input.target_tag);
        headers.push((name, text, lm.file_name(f).to_string()));
    }
    Ok(Layout {
        text: out,
        prelude,
        headers,
    })
}

/// The statement-level edits of the changed top-level item `item` lowered to the items `group`
/// (statements.rs), with the generated items before it as new lines: `None` where the item is
/// no function or the edits are unsure (then the item is reprinted whole). For `main`, whose
/// header changes only by the runtime's name for it, the header stays as written when `main`
/// is the file's only use of the name: `main_macro` is then the macro that renames it (for the
/// prelude).
fn function_edits<'a>(
    input: &LayoutInput<'a>,
    cx: &statements::Context,
    item: &ExternalDecl,
    group: &[usize],
    start: usize,
    main_macro: &mut Option<String>,
) -> Option<Vec<Edit<'a>>> {
    let (ExternalDecl::FnDef(orig), Some((&last, generated))) = (item, group.split_last()) else {
        return None;
    };
    let ExternalDecl::FnDef(low) = &input.lowered.items[last] else {
        return None;
    };
    if low.span != orig.span
        || generated
            .iter()
            .any(|&k| input.lowered.items[k].span() != Span::default())
    {
        return None;
    }
    let mut edits = vec![];
    if !generated.is_empty() {
        let ls = cx.src[..start].rfind('\n').map_or(0, |i| i + 1);
        if !cx.src[ls..start].trim().is_empty() {
            return None;
        }
        edits.push(Edit {
            range: ls..ls,
            text: Replacement::Lines(print_items(input, generated, None, None, None).0),
        });
    }
    let renamed = main_renamed(cx.src, orig, low);
    let code = statements::function_edits(cx, renamed.as_ref().map_or(orig, |(f, _)| f), low)?;
    if let Some((_, m)) = renamed {
        if !code
            .iter()
            .any(|c| matches!(c.pieces.first(), Some(statements::Piece::Text(_))))
        {
            *main_macro = Some(m);
        }
    }
    for c in code {
        edits.push(Edit {
            range: c.range.clone(),
            text: Replacement::Code(c),
        });
    }
    Some(edits)
}

/// The user's `main` with the lowering's new name (`<prefix>_user_main`, the runtime's start-up
/// calls it) and the macro that gives the user's header that name in the output: `None` unless
/// the function is `main`, lowered to that name, and `main` the only use of the name in `src`
/// (a macro renames every use).
fn main_renamed(src: &str, orig: &FunctionDef, low: &FunctionDef) -> Option<(FunctionDef, String)> {
    if orig.name()?.name.as_ref() != "main" {
        return None;
    }
    let new = low.name()?.name.to_string();
    let prefix = new.strip_suffix("_user_main")?;
    let uses = crate::source_map::file_tokens(src)
        .iter()
        .filter(|t| t.kind == pgas_grammar::lexer::RawKind::Ident && t.spelling == "main")
        .count();
    if uses != 1 {
        return None;
    }
    let mut f = orig.clone();
    let before = format!("{:?}", function_params(&f.declarator));
    crate::backend::declarations::rename_main(&mut f.declarator, prefix);
    // `main()` and `main(void)` gain the parameters the start-up passes.
    let gained = format!("{:?}", function_params(&f.declarator)) != before;
    let text = if gained {
        format!(
            "/* The program's main(void), started by the runtime with the command line. */\n#define main(...) {new}(int {prefix}_argc, char **{prefix}_argv)\n"
        )
    } else {
        format!("/* The program's main, started by the runtime. */\n#define main {new}\n")
    };
    Some((f, text))
}

/// The names of the parameters of a function declarator, for telling whether they changed.
fn function_params(d: &Declarator) -> Vec<Option<String>> {
    match d {
        Declarator::Function { params, .. } => params
            .params
            .iter()
            .map(|p| p.declarator.ident().map(|i| i.name.to_string()))
            .collect(),
        Declarator::Pointer { inner, .. } | Declarator::Attributed { inner, .. } => {
            function_params(inner)
        }
        _ => vec![],
    }
}

/// The output being written, and the line the C compiler takes its current line for (the
/// source's lines, `#line` directives, the lines printed).
struct Writer<'n> {
    out: String,
    believed: Option<u32>,
    directives: bool,
    /// The main file's name as a `#line` directive spells it.
    name: &'n str,
}

impl Writer<'_> {
    fn at_line_start(&self) -> bool {
        self.out.is_empty() || self.out.ends_with('\n')
    }

    /// At a line's start: a `#line` directive when the next line is not taken for `line`.
    fn sync(&mut self, line: u32) {
        if self.directives && self.believed != Some(line) && self.at_line_start() {
            self.out
                .push_str(&format!("#line {line} \"{}\"\n", self.name));
            self.believed = Some(line);
        }
    }

    /// Printed text: its lines and its `#line` directives counted.
    fn push(&mut self, text: &str) {
        for piece in text.split_inclusive('\n') {
            if self.at_line_start() {
                if let Some(rest) = piece.strip_prefix("#line ") {
                    let (n, file) = rest.trim_end().split_once(' ').unwrap_or((rest, ""));
                    let quoted = format!("\"{}\"", self.name);
                    self.believed = n.parse().ok().filter(|_| file == quoted);
                    self.out.push_str(piece);
                    continue;
                }
            }
            self.out.push_str(piece);
            if piece.ends_with('\n') {
                self.believed = self.believed.map(|b| b + 1);
            }
        }
    }

    /// The source bytes `range`, each line that starts in it brought to its own number.
    fn copy(&mut self, src: &str, range: Range<usize>, starts: &[usize]) {
        let mut p = range.start;
        while p < range.end {
            if self.at_line_start() && (p == 0 || src.as_bytes()[p - 1] == b'\n') {
                self.sync(line_of(starts, p));
            }
            let e = src[p..range.end]
                .find('\n')
                .map_or(range.end, |i| p + i + 1);
            self.push(&src[p..e]);
            p = e;
        }
    }
}

/// `text`'s lines (after the first, unless `all`) indented by `indent`; `#line` directives
/// and empty lines as they are.
fn reindent(text: &str, indent: &str, all: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split_inclusive('\n').enumerate() {
        if (i > 0 || all) && !line.starts_with("#line ") && line != "\n" {
            out.push_str(indent);
        }
        out.push_str(line);
    }
    out
}

/// A statement-level edit's lowered constructs printed, starting at `position`.
fn print_pieces(
    input: &LayoutInput,
    c: &statements::CodeEdit,
    position: Option<(u32, u32)>,
    uses: MacroUses,
) -> String {
    let opts = PrintOptions {
        line_map: input.line_map,
        line_directives: input.line_directives,
        collapse_system_headers: false,
    };
    let mut p = Printer::piece(opts, c.span, position);
    p.set_macro_uses(uses);
    for piece in &c.pieces {
        match piece {
            statements::Piece::Item(i) => p.block_item(i),
            statements::Piece::Stmt(s) => p.stmt(s),
            statements::Piece::Text(t) => return t.clone(),
            statements::Piece::Expr(e, place) => statements::print_expr(&mut p, e, *place),
        }
    }
    p.finish()
}

/// The comment that says which of the program's macro uses in `src[range]` its replacement
/// `printed` holds expanded (a use that made statements or UPC code the translation rewrites:
/// `/* pgas-xlate: expanded CHECK(x) */`); `None` where it spells them all. A use inside a
/// rewritten type (`shared [PER] int *`) is not named: nothing of it is left to expand.
fn expanded_note(
    map: &SourceMap,
    pp: &str,
    main: FileId,
    src: &str,
    range: &Range<usize>,
    printed: &str,
    program_macro: &dyn Fn(&str) -> bool,
) -> Option<String> {
    let mut uses: Vec<(Range<usize>, &str)> = vec![];
    let code = |inv: &Range<usize>| {
        map.tokens.iter().any(|(t, o)| {
            matches!(o, Origin::Expansion { invocation: (f, r), .. } if *f == main && r == inv) && {
                let s = &pp[t.clone()];
                s == ";" || s == "{" || conditionals::is_upc_word(s)
            }
        })
    };
    for (_, o) in &map.tokens {
        if let Origin::Expansion {
            invocation: (f, r),
            macro_name,
        } = o
        {
            if *f == main
                && !r.is_empty()
                && range.start <= r.start
                && r.end <= range.end
                && !uses.iter().any(|(u, _)| u == r)
            {
                uses.push((r.clone(), macro_name));
            }
        }
    }
    let spelled: Vec<String> = uses
        .into_iter()
        .filter(|(r, name)| !printed.contains(&src[r.clone()]) && program_macro(name) && code(r))
        .map(|(r, name)| {
            let words: Vec<&str> = src[r].split_whitespace().collect();
            let text = words.join(" ");
            match (text.len() > 60 || text.contains("*/"), text.find('(')) {
                (false, _) => text,
                (true, Some(i)) => format!("{}(…)", text[..i].trim_end()),
                (true, None) => name.to_string(),
            }
        })
        .collect();
    (!spelled.is_empty()).then(|| format!("/* pgas-xlate: expanded {} */", spelled.join(", ")))
}

/// The directives among the lines of `src[range]` (after the first, unless `first`), their
/// leading blanks left out, but those of the resolved conditionals (`dropped`).
fn directive_lines<'s>(
    src: &'s str,
    range: &Range<usize>,
    first: bool,
    dropped: &[Range<usize>],
) -> Vec<&'s str> {
    let mut at = range.start;
    let mut out = vec![];
    for (i, line) in src[range.clone()].split_inclusive('\n').enumerate() {
        let l = line.trim_start();
        if (i > 0 || first)
            && l.starts_with('#')
            && !dropped.iter().any(|d| d.start <= at && at < d.end)
        {
            out.push(l.trim_end());
        }
        at += line.len();
    }
    out
}

/// The 1-based line of byte `offset` of a file whose lines start at `starts`.
fn line_of(starts: &[usize], offset: usize) -> u32 {
    starts.partition_point(|&s| s <= offset) as u32
}

/// The lowered items `which` printed: comments of the source inside `span`, `#line` directives
/// when the translation writes them (starting at `position`); the printer's position after.
fn print_items(
    input: &LayoutInput,
    which: &[usize],
    span: Option<Span>,
    position: Option<(u32, u32)>,
    uses: Option<MacroUses>,
) -> (String, Option<(u32, u32)>) {
    let opts = PrintOptions {
        line_map: input.line_map,
        line_directives: input.line_directives && span.is_some(),
        collapse_system_headers: false,
    };
    let mut p = Printer::piece(opts, span.unwrap_or(Span::new(0, 0)), position);
    if let Some(uses) = uses {
        p.set_macro_uses(uses);
    }
    for &k in which {
        p.external_decl(&input.lowered.items[k]);
    }
    let pos = p.position();
    (p.finish(), pos)
}

/// The bytes of the main file an item at `span` of the preprocessed text was written as: from
/// its first token to its last, a token made by a macro standing for the whole invocation.
fn source_range(map: &SourceMap, main: FileId, pp: &str, span: Span) -> Option<Range<usize>> {
    let (lo, hi) = (span.lo as usize, span.hi as usize);
    let first = map.tokens.partition_point(|(r, _)| r.start < lo);
    let last = map.tokens.partition_point(|(r, _)| r.start < hi);
    let toks = map.tokens.get(first..last)?;
    let (first_tok, last_tok) = (toks.first()?, toks.last()?);
    // Every token of the item must be mapped: none of a system macro's expansion at its ends.
    if first_tok.0.start != lo || last_tok.0.end != hi.min(pp.len()) {
        return None;
    }
    let place = |o: &Origin| match o {
        Origin::Verbatim(f, r) => (*f == main).then(|| r.clone()),
        Origin::Expansion {
            invocation: (f, r), ..
        } => (*f == main && !r.is_empty()).then(|| r.clone()),
    };
    let a = place(&first_tok.1)?;
    let b = place(&last_tok.1)?;
    (a.start < b.end).then_some(a.start..b.end)
}

/// Whether the text of the preprocessed `span` uses a macro of the UPC library (`UPC_TICK_MAX`,
/// `UPC_IN_ALLSYNC`, `upc_…`): its header is not included by the translation, so the text
/// cannot stay as written even where its expansion is unchanged.
fn library_macro_in(map: &SourceMap, span: Span) -> bool {
    let first = map
        .tokens
        .partition_point(|(r, _)| r.start < span.lo as usize);
    let last = map
        .tokens
        .partition_point(|(r, _)| r.start < span.hi as usize);
    map.tokens[first..last.max(first)].iter().any(|(_, o)| {
        matches!(o, Origin::Expansion { macro_name: m, .. }
            if conditionals::is_upc_word(m) || m.starts_with("UPC_") || m.starts_with("BUPC_"))
    })
}

/// Why the file at `path` cannot be laid out as its source when the translation renames the
/// program identifiers `renamed` (their new spellings are in every lowered item): the first
/// one the file spells, if any.
pub fn renamed_in_source<'n>(
    path: &std::path::Path,
    renamed: impl Iterator<Item = &'n String>,
) -> Option<String> {
    // UPC's words are the language's, never renamed where the program spells them.
    spelled_in_source(path, renamed.filter(|n| !conditionals::is_upc_word(n)))
}

/// [`renamed_in_source`] for a C program (`--to upc`), whose every renamed identifier counts,
/// UPC's words included (`THREADS` is a C program's own name). The file's code is what counts:
/// its identifiers and the words of its directives (a macro's body), not its comments and
/// strings (a GA program's comment about "shared" memory).
pub fn spelled_in_source<'n>(
    path: &std::path::Path,
    renamed: impl Iterator<Item = &'n String>,
) -> Option<String> {
    let text = pgas_grammar::encoding::read_file(path).ok()?;
    let tokens = crate::source_map::file_tokens(&text);
    let mut words: std::collections::HashSet<&str> = std::collections::HashSet::new();
    for t in &tokens {
        match t.kind {
            pgas_grammar::lexer::RawKind::Ident => {
                words.insert(&t.spelling);
            }
            pgas_grammar::lexer::RawKind::Directive => words.extend(
                t.spelling
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')),
            ),
            _ => {}
        }
    }
    let mut hits: Vec<&String> = renamed.filter(|n| words.contains(n.as_str())).collect();
    hits.sort();
    hits.first()
        .map(|n| format!("the translation renames the program's identifier `{n}`"))
}
