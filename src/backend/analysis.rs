//! Analyses of loops and expressions that the `upc_forall` and loop lowerings rely on (which
//! variables a statement changes, side effects, counted loops, jumps).

use pgas_grammar::*;

// Loops and expressions
// --------------------------------------------------------------------------------------------

pub(crate) fn is_ident(e: &Expr, name: &str) -> bool {
    matches!(&e.kind, ExprKind::Ident(i) if &*i.name == name)
}

/// `i++`, `++i`, `i += 1`, `i = i + 1`: the counter's name.
pub(crate) fn counter_of_step(step: &Expr) -> Option<Name> {
    match &step.kind {
        ExprKind::Unary(UnaryOp::PostInc | UnaryOp::PreInc, x) => match &x.kind {
            ExprKind::Ident(i) => Some(i.name.clone()),
            _ => None,
        },
        ExprKind::Assign(AssignOp::Add, l, r) if matches!(&r.kind, ExprKind::Int(s) if &**s == "1") => {
            match &l.kind {
                ExprKind::Ident(i) => Some(i.name.clone()),
                _ => None,
            }
        }
        ExprKind::Assign(AssignOp::Assign, l, r) => {
            let ExprKind::Ident(i) = &l.kind else {
                return None;
            };
            match &r.kind {
                ExprKind::Binary(BinaryOp::Add, a, b)
                    if is_ident(a, &i.name)
                        && matches!(&b.kind, ExprKind::Int(s) if &**s == "1") =>
                {
                    Some(i.name.clone())
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether a `break` in the statement would leave it (one not inside a nested loop or switch).
pub(crate) fn breaks_out(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Break | StmtKind::Goto(_) | StmtKind::GotoComputed(_) | StmtKind::Asm(_) => true,
        StmtKind::Compound(b) => b.items.iter().any(|i| match i {
            BlockItem::Stmt(s) => breaks_out(s),
            _ => false,
        }),
        StmtKind::If { then, els, .. } => {
            breaks_out(then) || els.as_ref().is_some_and(|e| breaks_out(e))
        }
        StmtKind::Labeled { body, .. } => breaks_out(body),
        _ => false,
    }
}

/// Whether a lowered expression can be evaluated twice without effects or cost: an identifier
/// or an integer constant (anything else, a call, an operator, backend text, is bound to a
/// temporary by an access that uses it twice).
pub(crate) fn is_reusable(e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Ident(_) | ExprKind::Int(_))
}

/// Conservatively: whether an expression may have side effects (calls, assignments, `++`,
/// backend text).
pub(crate) fn has_side_effects(e: &Expr) -> bool {
    let mut found = false;
    visit_exprs_in_expr(e, &mut |x| {
        if matches!(
            x.kind,
            ExprKind::Call(..)
                | ExprKind::Assign(..)
                | ExprKind::StmtExpr(_)
                | ExprKind::Raw(_)
                | ExprKind::Unary(
                    UnaryOp::PreInc | UnaryOp::PostInc | UnaryOp::PreDec | UnaryOp::PostDec,
                    _
                )
        ) {
            found = true;
        }
    });
    found
}

/// Whether a statement may assign `var` (or take its address).
pub(crate) fn assigns(s: &Stmt, var: &str) -> bool {
    let mut found = false;
    visit_exprs_in_stmt(s, &mut |x| {
        found |= written_operand(x).is_some_and(|l| is_ident(l, var));
    });
    found
}

/// The lvalue `e` writes or may write through: an assignment's left operand, the operand of
/// `++`, `--` or `&`.
pub(crate) fn written_operand(e: &Expr) -> Option<&Expr> {
    match &e.kind {
        ExprKind::Assign(_, l, _) => Some(l),
        ExprKind::Unary(
            UnaryOp::PreInc
            | UnaryOp::PostInc
            | UnaryOp::PreDec
            | UnaryOp::PostDec
            | UnaryOp::AddrOf,
            l,
        ) => Some(l),
        _ => None,
    }
}

/// The names declared anywhere inside a statement (they are not the loop's outer variables).
pub(crate) fn declared_names(s: &Stmt) -> Vec<Name> {
    let mut out = vec![];
    walk_declarations(s, &mut |_, d| {
        if let Some(i) = d.declarator.ident() {
            out.push(i.name.clone());
        }
    });
    out
}

/// Every declarator declared anywhere inside a statement (blocks, `for` headers), with its
/// declaration's specifiers.
pub(crate) fn walk_declarations(s: &Stmt, f: &mut dyn FnMut(&DeclSpecs, &InitDeclarator)) {
    match &s.kind {
        StmtKind::Compound(b) => {
            for item in &b.items {
                match item {
                    BlockItem::Decl(Declaration {
                        kind: DeclarationKind::Normal { specs, declarators },
                        ..
                    }) => declarators.iter().for_each(|d| f(specs, d)),
                    BlockItem::Stmt(s) => walk_declarations(s, f),
                    _ => {}
                }
            }
        }
        StmtKind::If { then, els, .. } => {
            walk_declarations(then, f);
            if let Some(e) = els {
                walk_declarations(e, f);
            }
        }
        StmtKind::Switch { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Labeled { body, .. } => walk_declarations(body, f),
        StmtKind::For(l) => {
            if let ForInit::Decl(Declaration {
                kind: DeclarationKind::Normal { specs, declarators },
                ..
            }) = &l.init
            {
                declarators.iter().for_each(|d| f(specs, d));
            }
            walk_declarations(&l.body, f);
        }
        StmtKind::UpcForall(l) => {
            if let ForInit::Decl(Declaration {
                kind: DeclarationKind::Normal { specs, declarators },
                ..
            }) = &l.init
            {
                declarators.iter().for_each(|d| f(specs, d));
            }
            walk_declarations(&l.body, f)
        }
        _ => {}
    }
}

/// Whether the statement may change a variable the expression reads.
pub(crate) fn changed_by(body: &Stmt, e: &Expr) -> bool {
    let mut idents = vec![];
    visit_exprs_in_expr(e, &mut |x| {
        if let ExprKind::Ident(i) = &x.kind {
            idents.push(i.name.clone());
        }
    });
    idents.iter().any(|n| assigns(body, n))
}

/// Whether an expression may assign `var` (or take its address).
pub(crate) fn expr_assigns(e: &Expr, var: &str) -> bool {
    let s = Stmt {
        kind: StmtKind::Expr(Some(e.clone())),
        span: e.span,
    };
    assigns(&s, var)
}

pub(crate) fn visit_exprs_in_stmt(s: &Stmt, f: &mut dyn FnMut(&Expr)) {
    match &s.kind {
        StmtKind::Compound(b) => {
            for item in &b.items {
                match item {
                    BlockItem::Stmt(s) => visit_exprs_in_stmt(s, f),
                    BlockItem::Decl(d) => visit_exprs_in_decl(d, f),
                    _ => {}
                }
            }
        }
        StmtKind::Expr(Some(e)) | StmtKind::Return(Some(e)) | StmtKind::GotoComputed(e) => {
            visit_exprs_in_expr(e, f)
        }
        StmtKind::If { cond, then, els } => {
            visit_exprs_in_expr(cond, f);
            visit_exprs_in_stmt(then, f);
            if let Some(e) = els {
                visit_exprs_in_stmt(e, f);
            }
        }
        StmtKind::Switch { cond, body }
        | StmtKind::While { cond, body }
        | StmtKind::DoWhile { body, cond } => {
            visit_exprs_in_expr(cond, f);
            visit_exprs_in_stmt(body, f);
        }
        StmtKind::For(l) => {
            visit_exprs_in_for_init(&l.init, f);
            for e in l.cond.iter().chain(l.step.iter()) {
                visit_exprs_in_expr(e, f);
            }
            visit_exprs_in_stmt(&l.body, f);
        }
        StmtKind::UpcForall(l) => {
            visit_exprs_in_for_init(&l.init, f);
            // The affinity is evaluated on every iteration, as the condition is.
            let affinity = match &l.affinity {
                Affinity::Expr(e) => Some(e),
                Affinity::None | Affinity::Continue(_) => None,
            };
            for e in l.cond.iter().chain(l.step.iter()).chain(affinity) {
                visit_exprs_in_expr(e, f);
            }
            visit_exprs_in_stmt(&l.body, f);
        }
        StmtKind::Labeled { body, .. } => visit_exprs_in_stmt(body, f),
        _ => {}
    }
}

fn visit_exprs_in_for_init(init: &ForInit, f: &mut dyn FnMut(&Expr)) {
    match init {
        ForInit::Expr(e) => visit_exprs_in_expr(e, f),
        ForInit::Decl(d) => visit_exprs_in_decl(d, f),
        ForInit::None => {}
    }
}

/// The initializers of a declaration's declarators, lists included.
fn visit_exprs_in_decl(d: &Declaration, f: &mut dyn FnMut(&Expr)) {
    if let DeclarationKind::Normal { declarators, .. } = &d.kind {
        for id in declarators {
            if let Some(init) = &id.init {
                visit_exprs_in_init(init, f);
            }
        }
    }
}

fn visit_exprs_in_init(init: &Initializer, f: &mut dyn FnMut(&Expr)) {
    match init {
        Initializer::Expr(e) => visit_exprs_in_expr(e, f),
        Initializer::List(items, _) => {
            for item in items {
                visit_exprs_in_init(&item.init, f);
            }
        }
    }
}

/// Calls `f` on each expression of an initializer.
pub(crate) fn visit_initializer_exprs(init: &Initializer, f: &mut dyn FnMut(&Expr)) {
    match init {
        Initializer::Expr(e) => f(e),
        Initializer::List(items, _) => {
            for item in items {
                visit_initializer_exprs(&item.init, f);
            }
        }
    }
}

pub(crate) fn visit_exprs_in_expr(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    f(e);
    match &e.kind {
        ExprKind::Unary(_, a)
        | ExprKind::Cast(_, a)
        | ExprKind::SizeofExpr(a)
        | ExprKind::AlignofExpr(a)
        | ExprKind::Extension(a)
        | ExprKind::VaArg(a, _)
        | ExprKind::Member { base: a, .. } => visit_exprs_in_expr(a, f),
        ExprKind::Binary(_, a, b)
        | ExprKind::Assign(_, a, b)
        | ExprKind::Comma(a, b)
        | ExprKind::Index(a, b) => {
            visit_exprs_in_expr(a, f);
            visit_exprs_in_expr(b, f);
        }
        ExprKind::Cond(c, a, b) => {
            visit_exprs_in_expr(c, f);
            if let Some(a) = a {
                visit_exprs_in_expr(a, f);
            }
            visit_exprs_in_expr(b, f);
        }
        ExprKind::Call(g, args) => {
            visit_exprs_in_expr(g, f);
            for a in args {
                visit_exprs_in_expr(a, f);
            }
        }
        ExprKind::CompoundLiteral(_, items) => {
            for item in items {
                visit_exprs_in_init(&item.init, f);
            }
        }
        // Every association: only one is evaluated, but which one depends on the types.
        ExprKind::Generic(ctrl, assocs) => {
            visit_exprs_in_expr(ctrl, f);
            for (_, a) in assocs {
                visit_exprs_in_expr(a, f);
            }
        }
        ExprKind::StmtExpr(b) => {
            let s = Stmt {
                kind: StmtKind::Compound((**b).clone()),
                span: b.span,
            };
            visit_exprs_in_stmt(&s, f);
        }
        _ => {}
    }
}

// --------------------------------------------------------------------------------------------

/// Whether a block's last statement leaves it (`return`, `break`, `continue`, `goto`): code
/// placed after it would never run.
pub(crate) fn ends_with_jump(b: &Block) -> bool {
    matches!(
        b.items.last(),
        Some(BlockItem::Stmt(Stmt {
            kind: StmtKind::Return(_)
                | StmtKind::Break
                | StmtKind::Continue
                | StmtKind::Goto(_)
                | StmtKind::GotoComputed(_),
            ..
        }))
    )
}

/// Whether a statement contains a `goto` (computed or not).
pub(crate) fn has_goto(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Goto(_) | StmtKind::GotoComputed(_) => true,
        StmtKind::Compound(b) => b.items.iter().any(|i| match i {
            BlockItem::Stmt(s) => has_goto(s),
            BlockItem::FnDef(_) | BlockItem::Decl(_) | BlockItem::LocalLabels(..) => false,
        }),
        StmtKind::If { then, els, .. } => has_goto(then) || els.as_deref().is_some_and(has_goto),
        StmtKind::Switch { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Labeled { body, .. } => has_goto(body),
        StmtKind::For(f) => has_goto(&f.body),
        StmtKind::UpcForall(f) => has_goto(&f.body),
        _ => false,
    }
}

// Values of lowered expressions
// --------------------------------------------------------------------------------------------

/// Whether two lowered integer expressions (block sizes, counts) have the same value: the same
/// number when both are constants (`(8 + 2 - 1) / 2` and `4`), else the same tree.
pub(crate) fn same_value(a: &Expr, b: &Expr) -> bool {
    match (constant_value(a), constant_value(b)) {
        (Some(x), Some(y)) => x == y,
        _ => same_tree(a, b),
    }
}

/// The value of an expression of decimal integer constants and `+ - * / %`, as C computes
/// it for non-negative operands; `None` for anything else or on overflow.
pub(crate) fn constant_value(e: &Expr) -> Option<i128> {
    match &e.kind {
        ExprKind::Int(s) => {
            let digits = s.trim_end_matches(['u', 'U', 'l', 'L']);
            if digits.len() > 1 && digits.starts_with('0') {
                return None; // octal or hexadecimal: not made by the lowering
            }
            digits.parse().ok()
        }
        ExprKind::Binary(op, l, r) => {
            let (x, y) = (constant_value(l)?, constant_value(r)?);
            match op {
                BinaryOp::Add => x.checked_add(y),
                BinaryOp::Sub => x.checked_sub(y),
                BinaryOp::Mul => x.checked_mul(y),
                BinaryOp::Div => x.checked_div(y),
                BinaryOp::Rem => x.checked_rem(y),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether two expressions are the same tree, spans and ids aside. Forms holding types,
/// statements or initializers are never taken for equal (the answer errs on "different").
pub(crate) fn same_tree(a: &Expr, b: &Expr) -> bool {
    let all = |x: &[Expr], y: &[Expr]| {
        x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same_tree(x, y))
    };
    match (&a.kind, &b.kind) {
        (ExprKind::Ident(x), ExprKind::Ident(y)) => x.name == y.name,
        (ExprKind::Int(x), ExprKind::Int(y))
        | (ExprKind::Float(x), ExprKind::Float(y))
        | (ExprKind::Char(x), ExprKind::Char(y))
        | (ExprKind::Raw(x), ExprKind::Raw(y)) => x == y,
        (ExprKind::Str(x), ExprKind::Str(y)) => x.pieces == y.pieces,
        (ExprKind::Threads, ExprKind::Threads)
        | (ExprKind::MyThread, ExprKind::MyThread)
        | (ExprKind::UpcMaxBlockSize, ExprKind::UpcMaxBlockSize) => true,
        (ExprKind::Unary(o, x), ExprKind::Unary(p, y)) => o == p && same_tree(x, y),
        (ExprKind::Binary(o, x1, x2), ExprKind::Binary(p, y1, y2)) => {
            o == p && same_tree(x1, y1) && same_tree(x2, y2)
        }
        (ExprKind::Assign(o, x1, x2), ExprKind::Assign(p, y1, y2)) => {
            o == p && same_tree(x1, y1) && same_tree(x2, y2)
        }
        (ExprKind::Comma(x1, x2), ExprKind::Comma(y1, y2))
        | (ExprKind::Index(x1, x2), ExprKind::Index(y1, y2)) => {
            same_tree(x1, y1) && same_tree(x2, y2)
        }
        (ExprKind::Cond(x1, x2, x3), ExprKind::Cond(y1, y2, y3)) => {
            same_tree(x1, y1)
                && match (x2, y2) {
                    (Some(x), Some(y)) => same_tree(x, y),
                    (None, None) => true,
                    _ => false,
                }
                && same_tree(x3, y3)
        }
        (ExprKind::Call(f, x), ExprKind::Call(g, y)) => same_tree(f, g) && all(x, y),
        (
            ExprKind::Member {
                base: x,
                name: m,
                arrow: p,
            },
            ExprKind::Member {
                base: y,
                name: n,
                arrow: q,
            },
        ) => p == q && m.name == n.name && same_tree(x, y),
        (ExprKind::SizeofExpr(x), ExprKind::SizeofExpr(y))
        | (ExprKind::AlignofExpr(x), ExprKind::AlignofExpr(y))
        | (ExprKind::Extension(x), ExprKind::Extension(y)) => same_tree(x, y),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::tree::{binary, div_up, ident_expr, int_expr, raw};

    fn at(mut e: Expr, lo: u32) -> Expr {
        e.span = Span { lo, hi: lo + 1 };
        e
    }

    #[test]
    fn block_sizes_compare_by_value_then_by_tree() {
        // Constants by value, however spelled.
        assert!(same_value(&div_up(int_expr(8), int_expr(2)), &int_expr(4)));
        assert!(same_value(&int_expr("4u"), &int_expr(4)));
        assert!(!same_value(&div_up(int_expr(9), int_expr(2)), &int_expr(4)));
        // Anything else by tree, spans aside.
        let threads = || raw("THREADS".into(), Span::default());
        assert!(same_value(
            &div_up(int_expr(10), threads()),
            &at(div_up(int_expr(10), at(threads(), 7)), 3)
        ));
        assert!(!same_value(
            &div_up(int_expr(10), threads()),
            &div_up(int_expr(20), threads())
        ));
        assert!(same_value(
            &ident_expr("a_blocksize"),
            &ident_expr("a_blocksize")
        ));
        assert!(!same_value(
            &ident_expr("a_blocksize"),
            &ident_expr("b_blocksize")
        ));
        assert!(!same_value(
            &binary(BinaryOp::Add, ident_expr("n"), int_expr(1)),
            &binary(BinaryOp::Sub, ident_expr("n"), int_expr(1))
        ));
        // A division by zero or an overflow is no constant.
        assert_eq!(
            constant_value(&binary(BinaryOp::Div, int_expr(1), int_expr(0))),
            None
        );
        assert_eq!(constant_value(&int_expr("0x10")), None);
    }
}
