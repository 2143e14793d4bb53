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
    /// An expression put back into the source in place of the original's text.
    Expr(&'a Expr, Place),
}

/// One edit of a function's text: the source bytes `range` (empty: an insertion of whole
/// lines before `range.start`, which starts a line) replaced by `pieces`, whose comments are
/// those of the preprocessed text `span`.
pub(super) struct CodeEdit<'a> {
    pub range: Range<usize>,
    pub pieces: Vec<Piece<'a>>,
    pub span: Span,
}

/// An expression put back into the source: a statement's whole expression or a head's (`true`
/// where its value is a truth value: `if`'s condition, a `for`'s), or an operand of an
/// expression kept as written, printed in parentheses where its precedence is below this.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    Head(bool),
    Operand(Prec),
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
    let (ob, lb) = (bodies(o), bodies(l));
    // A body made by a macro use with text around it is not one of its own: the statement that
    // holds the use is edited whole (`own_text`).
    let same_bodies = ob.len() == lb.len()
        && !ob.is_empty()
        && !captures_else(l)
        && ob.iter().all(|b| own_text(cx, b.span));
    let inner = match (&o.kind, &l.kind) {
        (StmtKind::Compound(ob), StmtKind::Compound(lb)) => block_edits(cx, ob, lb, &mut parts),
        _ if same_bodies
            && bare(cx, |p| p.stmt(&shell(o))) == bare(cx, |p| p.stmt(&shell(l)))
            && !library_macro_outside(cx, o.span, &spans_of(&ob)) =>
        {
            ob.iter()
                .zip(&lb)
                .try_for_each(|(a, b)| stmt_edits(cx, a, b, &mut parts))
        }
        // The head changed (a condition, a `for`'s clause), the statement's kind and bodies
        // did not: only the expressions of the head that changed are replaced.
        _ if same_bodies => heads(o, l).and_then(|pairs| {
            let mut holes = spans_of(&ob);
            holes.extend(pairs.iter().map(|(a, ..)| a.span));
            if library_macro_outside(cx, o.span, &holes) {
                return None;
            }
            for (a, b, truth) in pairs {
                expr_edits(cx, a, b, Place::Head(truth), &mut parts)?;
            }
            ob.iter()
                .zip(&lb)
                .try_for_each(|(a, b)| stmt_edits(cx, a, b, &mut parts))
        }),
        (StmtKind::Expr(Some(a)), StmtKind::Expr(Some(b)))
        | (StmtKind::Return(Some(a)), StmtKind::Return(Some(b)))
            if !library_macro_outside(cx, o.span, &[a.span]) =>
        {
            expr_edits(cx, a, b, Place::Head(false), &mut parts)
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

/// Whether the text of `span` outside the spans `holes` uses a macro of the UPC library.
fn library_macro_outside(cx: &Context, span: Span, holes: &[Span]) -> bool {
    let mut holes = holes.to_vec();
    holes.sort_by_key(|h| h.lo);
    let mut at = span.lo;
    for h in holes {
        if super::library_macro_in(cx.map, Span::new(at as usize, h.lo.max(at) as usize)) {
            return true;
        }
        at = at.max(h.hi);
    }
    super::library_macro_in(cx.map, Span::new(at as usize, span.hi.max(at) as usize))
}

fn spans_of(stmts: &[&Stmt]) -> Vec<Span> {
    stmts.iter().map(|s| s.span).collect()
}

/// Whether the lowered `s` is an `if` with `else` whose `then` ends in an `if` without one:
/// put back into the source without braces, that `if` would take the `else`.
fn captures_else(s: &Stmt) -> bool {
    matches!(&s.kind, StmtKind::If { then, els: Some(_), .. }
        if crate::printer::ends_in_open_if(then))
}

/// The expressions of the heads of `o` and its lowering `l`, paired, each with whether it is a
/// truth value: `None` unless the two are statements of one kind whose heads differ only in
/// their expressions.
fn heads<'o, 'l>(o: &'o Stmt, l: &'l Stmt) -> Option<Vec<(&'o Expr, &'l Expr, bool)>> {
    let mut pairs = vec![];
    let opt =
        |pairs: &mut Vec<_>, a: &'o Option<Expr>, b: &'l Option<Expr>, truth: bool| match (a, b) {
            (Some(a), Some(b)) => {
                pairs.push((a, b, truth));
                Some(())
            }
            (None, None) => Some(()),
            _ => None,
        };
    match (&o.kind, &l.kind) {
        (
            StmtKind::If {
                cond: a, els: x, ..
            },
            StmtKind::If {
                cond: b, els: y, ..
            },
        ) if x.is_some() == y.is_some() => return Some(vec![(a, b, true)]),
        (StmtKind::While { cond: a, .. }, StmtKind::While { cond: b, .. })
        | (StmtKind::DoWhile { cond: a, .. }, StmtKind::DoWhile { cond: b, .. }) => {
            return Some(vec![(a, b, true)])
        }
        (StmtKind::Switch { cond: a, .. }, StmtKind::Switch { cond: b, .. }) => {
            return Some(vec![(a, b, false)])
        }
        (StmtKind::For(a), StmtKind::For(b)) => {
            match (&a.init, &b.init) {
                (ForInit::None, ForInit::None) => {}
                (ForInit::Expr(x), ForInit::Expr(y)) => pairs.push((x, y, false)),
                _ => return None,
            }
            opt(&mut pairs, &a.cond, &b.cond, true)?;
            opt(&mut pairs, &a.step, &b.step, false)?;
        }
        _ => return None,
    }
    Some(pairs)
}

/// The edits of the expression `o` lowered to `l` at `place`: none where it prints the same;
/// where only operands changed (the same operator, call, cast or member around them), the
/// edits of those operands; else its source text replaced by the printed lowering. `None`
/// where its text is not its own (a macro use that takes in the text around it), holds a
/// comment, or touches a neighbouring token that the printed lowering could join.
fn expr_edits<'a>(
    cx: &Context,
    o: &Expr,
    l: &'a Expr,
    place: Place,
    found: &mut Vec<Found<'a>>,
) -> Option<()> {
    let print = |e: &Expr| bare(cx, |p| print_expr(p, e, place));
    if print(o) == print(l) && !super::library_macro_in(cx.map, o.span) {
        return Some(());
    }
    let (oo, lo) = (operands(o), operands(l));
    if !oo.is_empty()
        && oo.len() == lo.len()
        && print(&shell_expr(o)) == print(&shell_expr(l))
        && !library_macro_outside(cx, o.span, &oo.iter().map(|e| e.span).collect::<Vec<_>>())
    {
        let mut parts = vec![];
        // Any context asks at most for a postfix expression; the original operand fit in its
        // place (or stood in parentheses outside its text).
        let fits = oo.iter().zip(&lo).enumerate().all(|(k, (a, b))| {
            let min = crate::printer::expr_prec(a).min(operand_context(o, k));
            expr_edits(cx, a, b, Place::Operand(min), &mut parts).is_some()
        });
        if fits {
            found.append(&mut parts);
            return Some(());
        }
    }
    let range = cx.range(o.span)?;
    // The tokens around it (parentheses, operators, semicolons) are written as they are,
    // outside its text, and cannot join the printed lowering.
    let toks = &cx.map.tokens;
    let i = toks.partition_point(|(t, _)| t.start < o.span.lo as usize);
    let j = toks.partition_point(|(t, _)| t.start < o.span.hi as usize);
    let own = |k: usize| match &toks.get(k)?.1 {
        Origin::Verbatim(f, r) if *f == cx.main => Some(r.clone()),
        _ => None,
    };
    if own(i.checked_sub(1)?)?.end > range.start || own(j)?.start < range.end {
        return None;
    }
    let joins =
        |c: Option<&u8>| c.is_some_and(|c| c.is_ascii_alphanumeric() || b"_+-&".contains(c));
    let bytes = cx.src.as_bytes();
    if joins(range.start.checked_sub(1).and_then(|k| bytes.get(k))) || joins(bytes.get(range.end)) {
        return None;
    }
    let comments = &cx.line_map.comments;
    let c = comments.partition_point(|c| c.offset < o.span.lo as usize);
    if comments
        .get(c)
        .is_some_and(|c| c.offset < o.span.hi as usize)
    {
        return None;
    }
    found.push(Found::Edit(CodeEdit {
        range,
        pieces: vec![Piece::Expr(l, place)],
        span: o.span,
    }));
    Some(())
}

/// The precedence the grammar asks of operand `k` of `e` (`operands`) at most: a call's
/// arguments and a subscript take any assignment expression; elsewhere a postfix expression
/// (no context asks for more).
fn operand_context(e: &Expr, k: usize) -> Prec {
    match (&e.kind, k) {
        (ExprKind::Call(..), 1..) => Prec::Assign,
        (ExprKind::Index(..), 1) => Prec::Comma,
        _ => Prec::Postfix,
    }
}

/// `e` printed at `place`.
pub(super) fn print_expr(p: &mut Printer, e: &Expr, place: Place) {
    match place {
        Place::Head(truth) => p.head_expr(e, truth),
        Place::Operand(min) => p.expr(e, min),
    }
}

/// The operands of an expression whose other parts (operator, cast's type, member's name)
/// are its shell: those an expression-level edit descends into.
fn operands(e: &Expr) -> Vec<&Expr> {
    match &e.kind {
        ExprKind::Unary(_, a)
        | ExprKind::Cast(_, a)
        | ExprKind::Member { base: a, .. }
        | ExprKind::SizeofExpr(a)
        | ExprKind::AlignofExpr(a)
        | ExprKind::Extension(a) => vec![a],
        ExprKind::Binary(_, a, b)
        | ExprKind::Assign(_, a, b)
        | ExprKind::Comma(a, b)
        | ExprKind::Index(a, b) => vec![a, b],
        ExprKind::Cond(c, a, b) => std::iter::once(&**c)
            .chain(a.as_deref())
            .chain(std::iter::once(&**b))
            .collect(),
        ExprKind::Call(f, args) => std::iter::once(&**f).chain(args).collect(),
        _ => vec![],
    }
}

/// `e` with its operands (`operands`) made one placeholder: what must print the same for
/// the operands to be compared alone.
fn shell_expr(e: &Expr) -> Expr {
    let mut e = e.clone();
    let hole = |x: &mut Expr| x.kind = ExprKind::Raw("@".into());
    match &mut e.kind {
        ExprKind::Unary(_, a)
        | ExprKind::Cast(_, a)
        | ExprKind::Member { base: a, .. }
        | ExprKind::SizeofExpr(a)
        | ExprKind::AlignofExpr(a)
        | ExprKind::Extension(a) => hole(a),
        ExprKind::Binary(_, a, b)
        | ExprKind::Assign(_, a, b)
        | ExprKind::Comma(a, b)
        | ExprKind::Index(a, b) => {
            hole(a);
            hole(b);
        }
        ExprKind::Cond(c, a, b) => {
            hole(c);
            a.as_deref_mut().map(hole);
            hole(b);
        }
        ExprKind::Call(f, args) => {
            hole(f);
            args.iter_mut().for_each(hole);
        }
        _ => {}
    }
    e
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
                            Piece::Expr(x, place) => print_expr(&mut p, x, *place),
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

    /// An `if` whose condition changed and whose body changed too: the condition's text and
    /// the body's are replaced, not the `if` (its layout, its other lines stay).
    #[test]
    fn a_changed_condition_is_replaced_alone() {
        let src = "int f(int n)\n{\n  int s = 0;\n  if(n>1)\n  {\n    s *= 2;\n    s += n;\n  }\n  return s;\n}\n";
        let got = edits_of(src, |f| {
            let BlockItem::Stmt(Stmt {
                kind: StmtKind::If { cond, then, .. },
                ..
            }) = &mut f.body.items[1]
            else {
                unreachable!()
            };
            cond.kind = ExprKind::Raw("more(n)".into());
            let StmtKind::Compound(b) = &mut then.kind else {
                unreachable!()
            };
            let span = match &b.items[1] {
                BlockItem::Stmt(s) => s.span,
                _ => unreachable!(),
            };
            b.items[1] = raw("add(&s, n);", span);
        });
        assert_eq!(
            got,
            Some(vec![
                ("n>1".into(), "more(n)".into()),
                ("s += n;".into(), "add(&s, n);\n".into()),
            ])
        );
    }

    /// A `for` whose condition changed: the clause alone; an unchanged clause stays.
    #[test]
    fn a_changed_for_clause_is_replaced_alone() {
        let src = "int f(int n)\n{\n  int s = 0, i;\n  for (i=0; i<n; i++)\n    s += i;\n  return s;\n}\n";
        let got = edits_of(src, |f| {
            let BlockItem::Stmt(Stmt {
                kind: StmtKind::For(l),
                ..
            }) = &mut f.body.items[1]
            else {
                unreachable!()
            };
            l.cond.as_mut().unwrap().kind = ExprKind::Raw("i < limit()".into());
        });
        assert_eq!(got, Some(vec![("i<n".into(), "i < limit()".into())]));
    }

    /// A lowered `then` that would take the `else` of its `if` once put back without braces:
    /// the `if` is replaced whole (the printer braces it).
    #[test]
    fn an_open_if_before_else_is_not_put_back() {
        let src = "int f(int n)\n{\n  int s = 0;\n  if (n)\n    s = 1;\n  else\n    s = 2;\n  return s;\n}\n";
        let got = edits_of(src, |f| {
            let BlockItem::Stmt(Stmt {
                kind: StmtKind::If { then, .. },
                ..
            }) = &mut f.body.items[1]
            else {
                unreachable!()
            };
            let body = (**then).clone();
            then.kind = StmtKind::If {
                cond: Expr {
                    id: ExprId(0),
                    kind: ExprKind::Raw("ok()".into()),
                    span: Span::default(),
                },
                then: Box::new(body),
                els: None,
            };
        })
        .unwrap();
        assert_eq!(got.len(), 1);
        assert!(
            got[0].0.starts_with("if (n)") && got[0].1.contains('{'),
            "{got:?}"
        );
    }

    /// One operand of a statement's expression changed: only the operand's text is replaced,
    /// the call around it keeps its layout over two lines; an operand of lower precedence than
    /// the one it replaces is put in parentheses.
    #[test]
    fn a_changed_operand_is_replaced_alone() {
        let src = "int f(int n)\n{\n  int s = 0;\n  s = g(s,\n        n * 2);\n  return s;\n}\n";
        let raw = |t: &str| Expr {
            id: ExprId(0),
            kind: ExprKind::Raw(t.into()),
            span: Span::default(),
        };
        let set = |f: &mut FunctionDef, new: Expr| {
            let BlockItem::Stmt(Stmt {
                kind: StmtKind::Expr(Some(e)),
                ..
            }) = &mut f.body.items[1]
            else {
                unreachable!()
            };
            let ExprKind::Assign(_, _, call) = &mut e.kind else {
                unreachable!()
            };
            let ExprKind::Call(_, args) = &mut call.kind else {
                unreachable!()
            };
            let ExprKind::Binary(_, n, _) = &mut args[1].kind else {
                unreachable!()
            };
            **n = new;
        };
        let got = edits_of(src, |f| set(f, raw("get(n)")));
        assert_eq!(got, Some(vec![("n".into(), "get(n)".into())]));
        let got = edits_of(src, |f| {
            let sum = ExprKind::Binary(BinaryOp::Add, Box::new(raw("a")), Box::new(raw("b")));
            set(
                f,
                Expr {
                    kind: sum,
                    ..raw("")
                },
            );
        });
        assert_eq!(got, Some(vec![("n".into(), "(a + b)".into())]));
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
