//! Small constructors used by the grammar's semantic actions, kept here so that the grammar reads
//! as a grammar.

use crate::ast::*;
use crate::context::{ParseCtx, Saved};

/// `for (` header: the saved scope, init, condition, step (boxed: parser symbols stay small).
pub type ForHead = Box<(Saved, ForInit, Option<Expr>, Option<Expr>)>;
/// `upc_forall (` header, with the affinity.
pub type ForallHead = Box<(Saved, ForInit, Option<Expr>, Option<Expr>, Affinity)>;

/// Asm operand sections: outputs, inputs, clobbers, goto labels.
pub type AsmSections = (
    Option<Vec<AsmOperand>>,
    Option<Vec<AsmOperand>>,
    Option<Vec<StringLit>>,
    Option<Vec<Ident>>,
);

/// A list without spare capacity: lists grow by doubling while the parser builds them, and the
/// tree keeps them for the whole run.
pub fn tight<T>(mut v: Vec<T>) -> Vec<T> {
    v.shrink_to_fit();
    v
}

pub fn specs(
    mut pre: Vec<DeclSpec>,
    t: DeclSpec,
    post: Vec<DeclSpec>,
    l: usize,
    r: usize,
) -> DeclSpecs {
    pre.push(t);
    pre.extend(post);
    DeclSpecs {
        items: tight(pre),
        span: Span::new(l, r),
    }
}

/// Applies the stars of a pointer declarator (first star outermost, each with the offset of its
/// `*`) around `d`, whose text ends at `end`.
pub fn wrap_pointers(stars: Vec<(Vec<PtrQual>, usize)>, d: Declarator, end: usize) -> Declarator {
    stars
        .into_iter()
        .rev()
        .fold(d, |inner, (quals, lo)| Declarator::Pointer {
            quals,
            inner: Box::new(inner),
            span: Span::new(lo, end),
        })
}

pub fn array(
    d: Declarator,
    (quals, is_static, size): (Vec<TypeQual>, bool, ArraySize),
    l: usize,
    r: usize,
) -> Declarator {
    Declarator::Array {
        inner: Box::new(d),
        quals,
        is_static,
        size,
        span: Span::new(l, r),
    }
}

pub fn function(d: Declarator, params: ParamList, l: usize, r: usize) -> Declarator {
    Declarator::Function {
        inner: Box::new(d),
        params,
        span: Span::new(l, r),
    }
}

pub fn stmt(kind: StmtKind, l: usize, r: usize) -> Stmt {
    Stmt {
        kind,
        span: Span::new(l, r),
    }
}

pub fn expr(ctx: &ParseCtx, kind: ExprKind, l: usize, r: usize) -> Expr {
    Expr {
        id: ctx.expr_id(),
        kind,
        span: Span::new(l, r),
    }
}

// The header arrives boxed from the parser (its symbols stay small); unbox it here.
#[allow(clippy::boxed_local)]
pub fn for_stmt(ctx: &ParseCtx, head: ForHead, body: Stmt, l: usize, r: usize) -> Stmt {
    let (saved, init, cond, step) = *head;
    ctx.restore(saved);
    stmt(
        StmtKind::For(Box::new(ForLoop {
            init,
            cond,
            step,
            body,
        })),
        l,
        r,
    )
}

#[allow(clippy::boxed_local)]
pub fn forall_stmt(ctx: &ParseCtx, head: ForallHead, body: Stmt, l: usize, r: usize) -> Stmt {
    let (saved, init, cond, step, affinity) = *head;
    ctx.restore(saved);
    stmt(
        StmtKind::UpcForall(Box::new(Forall {
            init,
            cond,
            step,
            affinity,
            body,
        })),
        l,
        r,
    )
}

/// Declares a function's name, then opens the scope of its body with the parameters in it.
pub fn fn_head(ctx: &ParseCtx, specs: DeclSpecs, d: Declarator) -> (DeclSpecs, Declarator, Saved) {
    ctx.declare(&d);
    ctx.end_declaration();
    let saved = ctx.save();
    ctx.install_params(&d);
    (specs, d, saved)
}

pub fn asm_stmt(
    qualifiers: Vec<Name>,
    template: StringLit,
    ops: Option<AsmSections>,
    span: Span,
) -> AsmStmt {
    let (outputs, inputs, clobbers, labels) = ops.unwrap_or((None, None, None, None));
    AsmStmt {
        qualifiers,
        template,
        outputs,
        inputs,
        clobbers,
        labels,
        span,
    }
}
