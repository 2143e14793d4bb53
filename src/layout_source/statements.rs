//! Statement-level edits inside a changed function (`--layout=source`): the function's text
//! stays, and only the statements the lowering changed are replaced by their printed lowering.
//!
//! The lowering keeps the position of the construct it lowers on the statements and
//! declarations it returns (the span of the preprocessed text), so a lowered block item is
//! matched to the original item of its block with the same span. In each block:
//!
//! - the matched original items must come in the order of the lowered ones (else: unsure);
//! - a matched pair that prints the same is kept as written; two compound statements are
//!   compared item by item, two statements of one kind whose heads print the same (`if`'s
//!   condition, a `for`'s clauses, a label) have their bodies compared; any other difference
//!   replaces the original statement by its lowering (printed by the existing printer);
//! - an original statement lowered to several items is replaced by all of them;
//! - lowered items matched to no original item (the temporaries and privatized pointers a
//!   block gains) are inserted as new lines before the next matched item, or replace the
//!   unmatched original items between the same two matched ones;
//! - a changed function header (the declarator, the specifiers) replaces only the header;
//! - a statement whose parts come from one macro use (`CHECK(x);` expanding to a
//!   `do { … } while (0)`) is replaced whole: no edit falls inside a macro's expansion.
//!
//! Where this is unsure ([`function_edits`] answers `None`: a span with no source text, a
//! statement sharing its text with another through a macro use, a directive inside a replaced
//! statement), the whole function is reprinted as at the granularity of top-level items.

use crate::printer::Printer;
use crate::source_map::{FileId, Origin, SourceMap};
use pgas_grammar::*;
use std::ops::Range;

/// What a statement-level edit needs of the file.
pub(super) struct Context<'a> {
    pub map: &'a SourceMap,
    pub main: FileId,
    pub pp: &'a str,
    pub src: &'a str,
    pub line_map: &'a LineMap,
    /// The source ranges the resolved conditionals drop (resolve.rs).
    pub dropped: &'a [Range<usize>],
}

/// A lowered construct printed in place of source text.
pub(super) enum Piece<'a> {
    Item(&'a BlockItem),
    Stmt(&'a Stmt),
    /// A function's printed header, without its body.
    Text(String),
}

/// One edit of a function's text: the source bytes `range` (empty: an insertion of whole
/// lines before `range.start`, which starts a line) replaced by `pieces`, whose comments are
/// those of the preprocessed text `span`.
pub(super) struct CodeEdit<'a> {
    pub range: Range<usize>,
    pub pieces: Vec<Piece<'a>>,
    pub span: Span,
}

enum Found<'a> {
    Edit(CodeEdit<'a>),
    /// An original item kept as written: no edit may touch its text.
    Kept(Range<usize>),
}

/// The edits that turn the function `orig` into its lowering `low`, or `None` where unsure.
pub(super) fn function_edits<'a>(
    cx: &Context,
    orig: &FunctionDef,
    low: &'a FunctionDef,
) -> Option<Vec<CodeEdit<'a>>> {
    if !orig.kr_decls.is_empty() || !low.kr_decls.is_empty() {
        return None;
    }
    let mut found = vec![];
    let header = |f: &FunctionDef| {
        let mut f = f.clone();
        f.body = Block {
            items: vec![],
            span: Span::default(),
        };
        bare(cx, |p| p.function_def(&f))
    };
    let (old, new) = (header(orig), header(low));
    if old != new {
        let text = new.strip_suffix(" {\n}\n")?.to_string();
        let start = cx.range(orig.span)?.start;
        let body = cx.range(orig.body.span)?.start;
        let end = start + cx.src[start..body].trim_end().len();
        found.push(Found::Edit(CodeEdit {
            range: start..end,
            pieces: vec![Piece::Text(text)],
            span: Span::new(orig.span.lo as usize, orig.body.span.lo as usize),
        }));
    }
    block_edits(cx, &orig.body, &low.body, &mut found)?;
    let mut edits = vec![];
    let mut kept = vec![];
    for f in found {
        match f {
            Found::Edit(e) => edits.push(e),
            Found::Kept(r) => kept.push(r),
        }
    }
    edits.sort_by_key(|e| (e.range.start, e.range.end));
    let overlap = |a: &Range<usize>, b: &Range<usize>| a.start < b.end && b.start < a.end;
    if edits.windows(2).any(|w| overlap(&w[0].range, &w[1].range))
        || edits
            .iter()
            .any(|e| kept.iter().any(|k| overlap(&e.range, k)))
    {
        return None;
    }
    // A directive inside a replaced statement would be lost (or duplicated).
    // (Those of the conditionals resolved for the configuration go: the lowering holds only
    // the branch taken.)
    if edits
        .iter()
        .any(|e| !super::directive_lines(cx.src, &e.range, false, cx.dropped).is_empty())
    {
        return None;
    }
    Some(edits)
}

impl Context<'_> {
    fn range(&self, span: Span) -> Option<Range<usize>> {
        super::source_range(self.map, self.main, self.pp, span)
    }
}

/// `f` run on a printer without positions or comments: the structural form of a tree.
fn bare(cx: &Context, f: impl FnOnce(&mut Printer)) -> String {
    let mut p = Printer::bare(cx.line_map);
    f(&mut p);
    p.finish()
}

fn item_span(item: &BlockItem) -> Span {
    match item {
        BlockItem::Decl(d) => d.span,
        BlockItem::Stmt(s) => s.span,
        BlockItem::LocalLabels(_, s) => *s,
        BlockItem::FnDef(f) => f.span,
    }
}

/// The edits of the block `o` lowered to `l`.
fn block_edits<'a>(
    cx: &Context,
    o: &Block,
    l: &'a Block,
    found: &mut Vec<Found<'a>>,
) -> Option<()> {
    let spans: Vec<Span> = o.items.iter().map(item_span).collect();
    // An item that shares a macro use with its neighbours (a block made by a macro's
    // expansion) has no text of its own to edit.
    if spans.iter().any(|&s| !own_text(cx, s)) {
        return None;
    }
    let matched: Vec<Option<usize>> = l
        .items
        .iter()
        .map(|it| {
            let s = item_span(it);
            (s != Span::default())
                .then(|| spans.iter().position(|&x| x == s))
                .flatten()
        })
        .collect();
    if matched
        .iter()
        .flatten()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|w| w[0] > w[1])
    {
        return None;
    }
    let (mut oi, mut li) = (0, 0);
    loop {
        // The next original item some lowered item is matched to.
        let next = matched[li..].iter().flatten().next().copied();
        let k = next.unwrap_or(o.items.len());
        let first_of_k = next.map_or(l.items.len(), |k| {
            li + matched[li..].iter().position(|m| *m == Some(k)).unwrap()
        });
        let gap: Vec<Piece<'a>> = l.items[li..first_of_k].iter().map(Piece::Item).collect();
        if oi < k {
            // Original items with no lowered item of their own: replaced by the gap's items.
            let a = cx.range(spans[oi])?;
            let b = cx.range(spans[k - 1])?;
            found.push(Found::Edit(CodeEdit {
                range: a.start..b.end,
                pieces: gap,
                span: Span::new(spans[oi].lo as usize, spans[k - 1].hi as usize),
            }));
        } else if !gap.is_empty() {
            // New lines before the next original item (or before the block's `}`).
            let at = match next {
                Some(k) => cx.range(spans[k])?.start,
                None => cx.range(o.span)?.end.checked_sub(1)?,
            };
            let line_start = cx.src[..at].rfind('\n').map_or(0, |i| i + 1);
            if !cx.src[line_start..at].trim().is_empty() || next.is_none() && o.items.is_empty() {
                return None;
            }
            found.push(Found::Edit(CodeEdit {
                range: line_start..line_start,
                pieces: gap,
                span: Span::default(),
            }));
        }
        let Some(k) = next else { break };
        let last_of_k = li + matched[li..].iter().rposition(|m| *m == Some(k)).unwrap();
        if first_of_k == last_of_k {
            item_edits(cx, &o.items[k], &l.items[first_of_k], found)?;
        } else {
            found.push(Found::Edit(CodeEdit {
                range: cx.range(spans[k])?,
                pieces: l.items[first_of_k..=last_of_k]
                    .iter()
                    .map(Piece::Item)
                    .collect(),
                span: spans[k],
            }));
        }
        oi = k + 1;
        li = last_of_k + 1;
    }
    Some(())
}

/// The edits of the block item `o` lowered to `l` (both with the same span).
fn item_edits<'a>(
    cx: &Context,
    o: &BlockItem,
    l: &'a BlockItem,
    found: &mut Vec<Found<'a>>,
) -> Option<()> {
    if bare(cx, |p| p.block_item(o)) == bare(cx, |p| p.block_item(l))
        && !super::library_macro_in(cx.map, item_span(o))
    {
        if let Some(r) = cx.range(item_span(o)) {
            found.push(Found::Kept(r));
        }
        return Some(());
    }
    if let (BlockItem::Stmt(os), BlockItem::Stmt(ls)) = (o, l) {
        return stmt_edits(cx, os, ls, found);
    }
    found.push(Found::Edit(CodeEdit {
        range: cx.range(item_span(o))?,
        pieces: vec![Piece::Item(l)],
        span: item_span(o),
    }));
    Some(())
}

/// The edits of the statement `o` lowered to `l`: its parts where its head is unchanged, else
/// the whole statement.
fn stmt_edits<'a>(cx: &Context, o: &Stmt, l: &'a Stmt, found: &mut Vec<Found<'a>>) -> Option<()> {
    if bare(cx, |p| p.stmt(o)) == bare(cx, |p| p.stmt(l))
        && !super::library_macro_in(cx.map, o.span)
    {
        if let Some(r) = cx.range(o.span) {
            found.push(Found::Kept(r));
        }
        return Some(());
    }
    let mut parts = vec![];
    let inner = match (&o.kind, &l.kind) {
        (StmtKind::Compound(ob), StmtKind::Compound(lb)) => block_edits(cx, ob, lb, &mut parts),
        _ if bare(cx, |p| p.stmt(&shell(o))) == bare(cx, |p| p.stmt(&shell(l)))
            && !head_uses_library_macro(cx, o) =>
        {
            let (ob, lb) = (bodies(o), bodies(l));
            (ob.len() == lb.len() && !ob.is_empty() && ob.iter().all(|b| own_text(cx, b.span)))
                .then(|| {
                    ob.iter()
                        .zip(&lb)
                        .try_for_each(|(a, b)| stmt_edits(cx, a, b, &mut parts))
                })
                .flatten()
        }
        _ => None,
    };
    if inner.is_some() {
        found.append(&mut parts);
    } else {
        found.push(Found::Edit(CodeEdit {
            range: cx.range(o.span)?,
            pieces: vec![Piece::Stmt(l)],
            span: o.span,
        }));
    }
    Some(())
}

/// Whether the construct at `span` has source text of its own: no macro use holds both its
/// first token and the one before it, or its last token and the one after it (a statement of
/// a macro's expansion, `CHECK(x)` expanding to a `do { … } while (0)`, is edited as the
/// statement that holds the whole use).
fn own_text(cx: &Context, span: Span) -> bool {
    let toks = &cx.map.tokens;
    let a = toks.partition_point(|(r, _)| r.start < span.lo as usize);
    let b = toks.partition_point(|(r, _)| r.start < span.hi as usize);
    let invocation = |i: usize| match toks.get(i) {
        Some((_, Origin::Expansion { invocation, .. })) => Some(invocation),
        _ => None,
    };
    let shared = |i: usize, j: usize| invocation(i).is_some() && invocation(i) == invocation(j);
    a < b && !(a > 0 && shared(a - 1, a)) && !shared(b - 1, b)
}

/// Whether the text of `s` outside its bodies uses a macro of the UPC library.
fn head_uses_library_macro(cx: &Context, s: &Stmt) -> bool {
    let mut at = s.span.lo;
    for b in bodies(s) {
        if super::library_macro_in(cx.map, Span::new(at as usize, b.span.lo as usize)) {
            return true;
        }
        at = at.max(b.span.hi);
    }
    super::library_macro_in(cx.map, Span::new(at as usize, s.span.hi as usize))
}

/// The statements a statement holds as its bodies (not a compound's items).
fn bodies(s: &Stmt) -> Vec<&Stmt> {
    match &s.kind {
        StmtKind::If { then, els, .. } => std::iter::once(&**then).chain(els.as_deref()).collect(),
        StmtKind::Switch { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Labeled { body, .. } => vec![&**body],
        StmtKind::For(f) => vec![&f.body],
        _ => vec![],
    }
}

/// `s` with its bodies emptied: what must print the same for the bodies to be compared alone.
fn shell(s: &Stmt) -> Stmt {
    let empty = || {
        Box::new(Stmt {
            kind: StmtKind::Expr(None),
            span: Span::default(),
        })
    };
    let kind = match &s.kind {
        StmtKind::If { cond, els, .. } => StmtKind::If {
            cond: cond.clone(),
            then: empty(),
            els: els.as_ref().map(|_| empty()),
        },
        StmtKind::Switch { cond, .. } => StmtKind::Switch {
            cond: cond.clone(),
            body: empty(),
        },
        StmtKind::While { cond, .. } => StmtKind::While {
            cond: cond.clone(),
            body: empty(),
        },
        StmtKind::DoWhile { cond, .. } => StmtKind::DoWhile {
            body: empty(),
            cond: cond.clone(),
        },
        StmtKind::Labeled { label, .. } => StmtKind::Labeled {
            label: label.clone(),
            body: empty(),
        },
        StmtKind::For(f) => StmtKind::For(Box::new(ForLoop {
            init: f.init.clone(),
            cond: f.cond.clone(),
            step: f.step.clone(),
            body: *empty(),
        })),
        _ => return s.clone(),
    };
    Stmt {
        kind,
        span: Span::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The main function of `src` (a file `t.c` with no macros) and its edits when `lower`
    /// turns a copy of it into its "lowering": each edit as the source text it replaces and
    /// the printed pieces.
    fn edits_of(src: &str, lower: impl FnOnce(&mut FunctionDef)) -> Option<Vec<(String, String)>> {
        let pp = format!("# 1 \"t.c\"\n{src}");
        let parsed = pgas_grammar::parse(&pp, true, "t.c").ok().unwrap();
        let read = |n: &str| (n == "t.c").then(|| src.to_string());
        let map = SourceMap::build(&pp, "t.c", &read);
        let cx = Context {
            map: &map,
            main: 0,
            pp: &pp,
            src,
            line_map: &parsed.line_map,
            dropped: &[],
        };
        let ExternalDecl::FnDef(orig) = parsed.unit.items.last().unwrap() else {
            panic!("no function")
        };
        let mut low = orig.clone();
        lower(&mut low);
        let edits = function_edits(&cx, orig, &low)?;
        Some(
            edits
                .iter()
                .map(|e| {
                    let mut p = Printer::bare(&parsed.line_map);
                    for piece in &e.pieces {
                        match piece {
                            Piece::Item(i) => p.block_item(i),
                            Piece::Stmt(s) => p.stmt(s),
                            Piece::Text(t) => return (src[e.range.clone()].to_string(), t.clone()),
                        }
                    }
                    (src[e.range.clone()].to_string(), p.finish())
                })
                .collect(),
        )
    }

    fn raw(text: &str, span: Span) -> BlockItem {
        BlockItem::Stmt(Stmt {
            kind: StmtKind::Raw(text.into()),
            span,
        })
    }

    const PROGRAM: &str = "int f(int n)\n{\n  int s = 0;   /* sum */\n  s += n;\n  if (n > 1)\n    s *= 2;\n  return s;\n}\n";

    #[test]
    fn nothing_changed_is_no_edit() {
        assert_eq!(edits_of(PROGRAM, |_| {}), Some(vec![]));
    }

    /// One statement rewritten: only its text is replaced, not the block's.
    #[test]
    fn one_statement_is_replaced() {
        let got = edits_of(PROGRAM, |f| {
            let span = match &f.body.items[1] {
                BlockItem::Stmt(s) => s.span,
                _ => unreachable!(),
            };
            f.body.items[1] = raw("put(&s, n);", span);
        });
        assert_eq!(got, Some(vec![("s += n;".into(), "put(&s, n);\n".into())]));
    }

    /// A statement inside an `if` whose condition is unchanged: the body alone.
    #[test]
    fn a_body_is_replaced_not_its_if() {
        let got = edits_of(PROGRAM, |f| {
            let BlockItem::Stmt(Stmt {
                kind: StmtKind::If { then, .. },
                ..
            }) = &mut f.body.items[2]
            else {
                unreachable!()
            };
            then.kind = StmtKind::Raw("twice(&s);".into());
        });
        assert_eq!(got, Some(vec![("s *= 2;".into(), "twice(&s);\n".into())]));
    }

    /// A declaration the lowering adds at the block's start (no source position) is a new
    /// line before the first item; one statement lowered to two items replaces it by both.
    #[test]
    fn added_items_are_inserted() {
        let got = edits_of(PROGRAM, |f| {
            f.body.items.insert(0, raw("long tmp;", Span::default()));
            let span = match &f.body.items[2] {
                BlockItem::Stmt(s) => s.span,
                _ => unreachable!(),
            };
            f.body.items[2] = raw("tmp = n;", span);
            f.body.items.insert(3, raw("s += tmp;", span));
        });
        assert_eq!(
            got,
            Some(vec![
                (String::new(), "long tmp;\n".into()),
                ("s += n;".into(), "tmp = n;\ns += tmp;\n".into()),
            ])
        );
    }

    /// A header rewritten (the function renamed): the header is replaced, the body stays.
    #[test]
    fn a_changed_header_is_replaced_alone() {
        let got = edits_of(PROGRAM, |f| {
            let Declarator::Function { inner, .. } = &mut f.declarator else {
                unreachable!()
            };
            let Declarator::Ident(id) = &mut **inner else {
                unreachable!()
            };
            id.name = "g".into();
        });
        assert_eq!(
            got,
            Some(vec![("int f(int n)".into(), "int g(int n)".into())])
        );
    }

    /// Lowered items in another order than the source's: unsure, the function is reprinted.
    #[test]
    fn reordered_items_are_unsure() {
        let got = edits_of(PROGRAM, |f| {
            f.body.items.swap(0, 1);
        });
        assert_eq!(got, None);
    }

    /// Original items no lowered item comes from: replaced by the items between their
    /// neighbours' (here none: deleted).
    #[test]
    fn unmatched_items_are_replaced() {
        let got = edits_of(PROGRAM, |f| {
            f.body.items.remove(1);
        });
        assert_eq!(got, Some(vec![("s += n;".into(), String::new())]));
    }
}
