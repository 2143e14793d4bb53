//! Integer constant expressions: evaluation (enum values, array sizes, bit widths, block sizes,
//! case labels) and the syntactic question "is this a constant expression at all".

use super::{Sema, SymKind};
use pgas_grammar::*;

/// The value of an integer constant expression, when it can be computed here.
pub(crate) fn eval(s: &Sema, e: &Expr) -> Option<i128> {
    Some(match &e.kind {
        ExprKind::Int(t) => int_literal(t)?,
        ExprKind::Char(t) => char_literal(t)?,
        ExprKind::Ident(i) => match s.lookup(&i.name)?.kind {
            SymKind::EnumConst(v) => v,
            _ => return None,
        },
        ExprKind::Threads => s.opts.static_threads? as i128,
        ExprKind::UpcMaxBlockSize => crate::preprocess::UPC_MAX_BLOCK_SIZE as i128,
        ExprKind::Extension(a) => eval(s, a)?,
        ExprKind::Cast(_, a) => eval(s, a)?,
        ExprKind::SizeofExpr(_)
        | ExprKind::SizeofType(_)
        | ExprKind::AlignofExpr(_)
        | ExprKind::AlignofType(_)
        | ExprKind::UpcSizeof(..)
        | ExprKind::Offsetof(..) => *s.sizes.get(&e.id.0)? as i128,
        ExprKind::Unary(op, a) => {
            let v = eval(s, a)?;
            match op {
                UnaryOp::Plus => v,
                UnaryOp::Minus => v.checked_neg()?,
                UnaryOp::BitNot => !v,
                UnaryOp::Not => (v == 0) as i128,
                _ => return None,
            }
        }
        ExprKind::Binary(op, a, b) => {
            let x = eval(s, a)?;
            // Short-circuit operators need only the left side sometimes.
            match op {
                BinaryOp::LogAnd if x == 0 => return Some(0),
                BinaryOp::LogOr if x != 0 => return Some(1),
                _ => {}
            }
            let y = eval(s, b)?;
            match op {
                BinaryOp::Mul => x.checked_mul(y)?,
                BinaryOp::Div => x.checked_div(y)?,
                BinaryOp::Rem => x.checked_rem(y)?,
                BinaryOp::Add => x.checked_add(y)?,
                BinaryOp::Sub => x.checked_sub(y)?,
                BinaryOp::Shl => x.checked_shl(u32::try_from(y).ok()?)?,
                BinaryOp::Shr => x.checked_shr(u32::try_from(y).ok()?)?,
                BinaryOp::Lt => (x < y) as i128,
                BinaryOp::Gt => (x > y) as i128,
                BinaryOp::Le => (x <= y) as i128,
                BinaryOp::Ge => (x >= y) as i128,
                BinaryOp::Eq => (x == y) as i128,
                BinaryOp::Ne => (x != y) as i128,
                BinaryOp::BitAnd => x & y,
                BinaryOp::BitXor => x ^ y,
                BinaryOp::BitOr => x | y,
                BinaryOp::LogAnd | BinaryOp::LogOr => (y != 0) as i128,
            }
        }
        ExprKind::Cond(c, a, b) => {
            let c = eval(s, c)?;
            if c != 0 {
                match a {
                    Some(a) => eval(s, a)?,
                    None => c,
                }
            } else {
                eval(s, b)?
            }
        }
        _ => return None,
    })
}

/// `0`, `NULL` (`(void *)0`): a null pointer constant (the checks and the backends).
pub(crate) fn is_null_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int(s) => {
            s.trim_end_matches(['u', 'U', 'l', 'L'])
                .trim_start_matches("0x")
                == "0"
                || s.trim_end_matches(['u', 'U', 'l', 'L']) == "0"
        }
        ExprKind::Cast(_, x) => is_null_constant(x),
        ExprKind::Extension(x) => is_null_constant(x),
        _ => false,
    }
}

/// Whether `e` is built only from constants (even when its value is not computed here, e.g. a
/// `sizeof` of a type whose layout is unknown).
pub(crate) fn is_constant_expr(e: &Expr) -> bool {
    let mut ok = true;
    walk(e, &mut |x| {
        ok &= matches!(
            x.kind,
            ExprKind::Int(_)
                | ExprKind::Float(_)
                | ExprKind::Char(_)
                | ExprKind::Unary(
                    UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::Not,
                    _
                )
                | ExprKind::Binary(..)
                | ExprKind::Cond(..)
                | ExprKind::Cast(..)
                | ExprKind::SizeofExpr(_)
                | ExprKind::SizeofType(_)
                | ExprKind::AlignofExpr(_)
                | ExprKind::AlignofType(_)
                | ExprKind::UpcSizeof(..)
                | ExprKind::Offsetof(..)
                | ExprKind::Extension(_)
                | ExprKind::UpcMaxBlockSize
        )
    });
    ok
}

/// `n` when `e` is `n * THREADS` (or `THREADS * n`, or `THREADS`).
pub(crate) fn threads_multiple(e: &Expr, value: &dyn Fn(&Expr) -> Option<i128>) -> Option<i128> {
    match &e.kind {
        ExprKind::Threads => Some(1),
        ExprKind::Binary(BinaryOp::Mul, a, b) => {
            match (threads_multiple(a, value), threads_multiple(b, value)) {
                (Some(n), None) => value(b).map(|m| n * m),
                (None, Some(n)) => value(a).map(|m| n * m),
                _ => None,
            }
        }
        ExprKind::Extension(a) => threads_multiple(a, value),
        _ => None,
    }
}

/// Visits `e` and its operands (not the bodies of statement expressions, nor the operands of
/// `sizeof`, which are not evaluated).
pub(crate) fn walk(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    f(e);
    match &e.kind {
        ExprKind::Unary(_, a) | ExprKind::Cast(_, a) | ExprKind::Extension(a) => walk(a, f),
        ExprKind::Member { base, .. } => walk(base, f),
        ExprKind::Binary(_, a, b)
        | ExprKind::Assign(_, a, b)
        | ExprKind::Comma(a, b)
        | ExprKind::Index(a, b) => {
            walk(a, f);
            walk(b, f);
        }
        ExprKind::Cond(c, a, b) => {
            walk(c, f);
            if let Some(a) = a {
                walk(a, f);
            }
            walk(b, f);
        }
        ExprKind::Call(c, args) => {
            walk(c, f);
            for a in args {
                walk(a, f);
            }
        }
        _ => {}
    }
}

/// The value of an integer literal (any base, any suffix).
pub(crate) fn int_literal(t: &str) -> Option<i128> {
    let digits = t.trim_end_matches(['u', 'U', 'l', 'L']);
    let (radix, body) = if let Some(h) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, h)
    } else if let Some(b) = digits
        .strip_prefix("0b")
        .or_else(|| digits.strip_prefix("0B"))
    {
        (2, b)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    i128::from_str_radix(body, radix).ok()
}

/// The value of a character constant (the last character of a multi-character one).
pub(crate) fn char_literal(t: &str) -> Option<i128> {
    let start = t.find('\'')? + 1;
    let inner = &t[start..t.len().checked_sub(1)?];
    let mut chars = inner.chars();
    let mut value: i128 = 0;
    while let Some(c) = chars.next() {
        value = if c == '\\' {
            let e = chars.next()?;
            match e {
                'n' => 10,
                't' => 9,
                'r' => 13,
                'a' => 7,
                'b' => 8,
                'f' => 12,
                'v' => 11,
                'e' => 27,
                '\\' | '\'' | '"' | '?' => e as i128,
                'x' => {
                    let hex: String = chars
                        .clone()
                        .take_while(|c| c.is_ascii_hexdigit())
                        .collect();
                    for _ in 0..hex.len() {
                        chars.next();
                    }
                    i128::from_str_radix(&hex, 16).ok()?
                }
                '0'..='7' => {
                    let mut oct = e.to_string();
                    while oct.len() < 3 {
                        match chars.clone().next() {
                            Some(d @ '0'..='7') => {
                                oct.push(d);
                                chars.next();
                            }
                            _ => break,
                        }
                    }
                    i128::from_str_radix(&oct, 8).ok()?
                }
                other => other as i128,
            }
        } else {
            // A byte of a legacy encoding stands for itself.
            pgas_grammar::encoding::raw_byte(c).map_or(c as i128, i128::from)
        };
    }
    // A plain `char` constant is an int holding a (signed) char value.
    if !t.starts_with(['L', 'u', 'U']) && value > 127 && value < 256 {
        value -= 256;
    }
    Some(value)
}
