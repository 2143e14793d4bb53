//! The constraints of C99 on values meeting a type — simple assignment (6.5.16.1), compound
//! assignment (6.5.16.2), arguments (6.5.2.2), `return` (6.8.6.4), initialisation (6.7.8, the
//! constant initializers of static objects included) — and
//! on the additive and other arithmetic operators (6.5.5–6.5.12), with their UPC counterparts.
//!
//! What is an error and what is a warning follows GCC 12 (`-std=gnu11`, no `-Werror`): a
//! program GCC accepts is accepted here too. As everywhere in the analysis, a check is made only
//! when its answer is certain: `Unknown` types, records the model cannot tell apart and
//! constants it cannot evaluate are let through.

use super::types::*;
use super::{consteval, Sema};
use crate::diagnostics::Diagnostic;
use pgas_grammar::*;

/// Where a value meets a type (the wording of the diagnostics).
#[derive(Clone, Copy)]
pub(crate) enum Context<'c> {
    Assign,
    Init,
    /// Argument `n` (1-based) of a call of `func`.
    Arg {
        n: usize,
        func: Option<&'c str>,
    },
    Return,
}

/// What is wrong with a conversion (the diagnostic's code and wording).
#[derive(Clone, Copy)]
enum Mismatch {
    /// E0111: no conversion as if by assignment between the two types.
    Types,
    /// W0101: "pointer from integer" or "integer from pointer".
    Integer(&'static str),
    /// W0102: pointers to incompatible types.
    Pointers,
}

/// A value of integer type that may be used as a pointer: a null pointer constant, or something
/// the analysis cannot tell.
enum IntValue {
    Null,
    Unsure,
    NotNull,
}

impl Sema<'_> {
    /// A type as the user would write it, with the names of the records it mentions.
    pub(crate) fn spell(&self, t: &Type) -> String {
        let records = &self.records;
        let name = |id: RecordId| records.get(id).map(Record::describe);
        t.spelling_with("", &SpellHooks { record_name: &name })
    }

    /// Whether two records are the same type. Records of the same kind and tag are taken to be
    /// the same (the model may give one tag two records where C would not).
    fn same_record(&self, a: RecordId, b: RecordId) -> bool {
        if a == b {
            return true;
        }
        match (self.records.get(a), self.records.get(b)) {
            (Some(x), Some(y)) => x.kind == y.kind && x.name.is_some() && x.name == y.name,
            _ => true,
        }
    }

    /// Compatible types (C99 6.2.7), qualifiers of `a` and `b` themselves ignored, the
    /// qualifiers of what they are made of compared. Lenient where the model is coarse: integer
    /// types of one rank whatever their signedness (GCC warns about signedness only with
    /// `-Wpointer-sign`), enumerations with any integer type, unknown types with anything.
    pub(crate) fn compatible(&self, a: &Type, b: &Type) -> bool {
        let same_quals = |x: &Type, y: &Type| {
            let (p, q) = (x.quals(), y.quals());
            p.konst == q.konst && p.volatile == q.volatile && p.shared == q.shared
        };
        match (a.kind(), b.kind()) {
            (TypeKind::Unknown | TypeKind::VaList, _)
            | (_, TypeKind::Unknown | TypeKind::VaList) => true,
            (TypeKind::Int { kind: x, .. }, TypeKind::Int { kind: y, .. }) => x == y,
            (TypeKind::Enum, TypeKind::Int { .. } | TypeKind::Enum)
            | (TypeKind::Int { .. }, TypeKind::Enum) => true,
            (TypeKind::Float(x), TypeKind::Float(y))
            | (TypeKind::Complex(x), TypeKind::Complex(y)) => x == y,
            (TypeKind::Void, TypeKind::Void) => true,
            (TypeKind::Pointer(x), TypeKind::Pointer(y)) => {
                same_quals(x, y) && self.compatible(x, y)
            }
            (TypeKind::Array(x, lx), TypeKind::Array(y, ly)) => {
                let lengths = match (lx, ly) {
                    (ArrayLen::Const(m), ArrayLen::Const(n)) => m == n,
                    (ArrayLen::ThreadsTimes(m), ArrayLen::ThreadsTimes(n)) => m == n,
                    _ => true,
                };
                lengths && same_quals(x, y) && self.compatible(x, y)
            }
            (
                TypeKind::Function {
                    ret: r1,
                    params: p1,
                    variadic: v1,
                },
                TypeKind::Function {
                    ret: r2,
                    params: p2,
                    variadic: v2,
                },
            ) => {
                self.compatible(r1, r2)
                    && match (p1, p2) {
                        (Some(a), Some(b)) => {
                            v1 == v2
                                && a.len() == b.len()
                                && a.iter().zip(b).all(|(x, y)| self.compatible(x, y))
                        }
                        _ => true,
                    }
            }
            (TypeKind::Record(x), TypeKind::Record(y)) => self.same_record(*x, *y),
            _ => false,
        }
    }

    /// Whether an integer expression is a null pointer constant.
    fn int_value(&self, e: &Expr) -> IntValue {
        match self.const_value(e) {
            Some(0) => IntValue::Null,
            Some(_) => IntValue::NotNull,
            None if consteval::is_constant_expr(e) => IntValue::Unsure,
            None => {
                // An enumeration constant whose value is unknown is a constant too.
                let mut names = false;
                consteval::walk(e, &mut |x| names |= matches!(x.kind, ExprKind::Ident(_)));
                let only_enums = names && {
                    let mut all = true;
                    consteval::walk(e, &mut |x| {
                        if let ExprKind::Ident(i) = &x.kind {
                            all &= matches!(
                                self.lookup(&i.name).map(|s| &s.kind),
                                Some(super::SymKind::EnumConst(_))
                            );
                        }
                    });
                    all
                };
                if only_enums {
                    IntValue::Unsure
                } else {
                    IntValue::NotNull
                }
            }
        }
    }

    /// The conversion "as if by assignment" of the value `e` (of type `value`, decayed) to
    /// `target`: E0111 (incompatible types), E0112 (a void value), W0101 (integer and pointer),
    /// W0102 (incompatible pointer types), W0103 (qualifiers discarded), E0213 (integer and
    /// pointer-to-shared), and the UPC conversions of pointers-to-shared (E0204, W0302–W0304).
    pub(crate) fn check_conversion(&mut self, target: &Type, value: &Type, e: &Expr, ctx: Context) {
        if target.is_unknown() || value.is_unknown() {
            return;
        }
        if matches!(value.kind(), TypeKind::Void) {
            // The model types a statement expression by its last item only when that is an
            // expression statement (a label before it, for one, is not followed).
            if !matches!(target.kind(), TypeKind::Void)
                && !matches!(strip(e).kind, ExprKind::StmtExpr(_))
            {
                let msg = match ctx {
                    Context::Arg { .. } => "invalid use of void expression",
                    _ => "void value not ignored as it ought to be",
                };
                self.report(
                    Diagnostic::error("E0112", e.span, msg)
                        .with_note("this expression has type `void`: it has no value"),
                );
            }
            return;
        }
        let t = target.unqualified();
        let v = value.unqualified();
        match (t.kind(), v.kind()) {
            (TypeKind::VaList, _) | (_, TypeKind::VaList) => {}
            (TypeKind::Void | TypeKind::Function { .. } | TypeKind::Array(..), _) => {}
            (_, TypeKind::Function { .. } | TypeKind::Array(..)) => {}
            (TypeKind::Record(a), TypeKind::Record(b)) if self.same_record(*a, *b) => {}
            (TypeKind::Record(_), _) if self.is_union_arg(&t, ctx) => {}
            (TypeKind::Record(_), _) | (_, TypeKind::Record(_)) => {
                self.mismatch(Mismatch::Types, &t, &v, e, ctx)
            }
            (TypeKind::Pointer(_), TypeKind::Pointer(_)) => {
                self.pointer_conversion(target, value, e, ctx)
            }
            (TypeKind::Pointer(_), _) if v.is_integer() => match self.int_value(e) {
                IntValue::Null | IntValue::Unsure => {}
                IntValue::NotNull => {
                    if t.is_pointer_to_shared() {
                        self.shared_integer(&t, &v, e);
                    } else if !self.is_implicit_call(e) {
                        self.mismatch(Mismatch::Integer("pointer from integer"), &t, &v, e, ctx);
                    }
                }
            },
            (TypeKind::Pointer(_), _) => self.mismatch(Mismatch::Types, &t, &v, e, ctx),
            (
                TypeKind::Int {
                    kind: IntKind::Bool,
                    ..
                },
                TypeKind::Pointer(_),
            ) => {}
            (_, TypeKind::Pointer(_)) if t.is_integer() => {
                if v.is_pointer_to_shared() {
                    self.shared_integer(&t, &v, e);
                } else {
                    self.mismatch(Mismatch::Integer("integer from pointer"), &t, &v, e, ctx);
                }
            }
            (_, TypeKind::Pointer(_)) => self.mismatch(Mismatch::Types, &t, &v, e, ctx),
            _ => {}
        }
    }

    /// E0213: an integer converted to a pointer-to-shared or the reverse.
    fn shared_integer(&mut self, target: &Type, value: &Type, e: &Expr) {
        let (t, v) = (self.spell(target), self.spell(value));
        let d = if target.is_pointer_to_shared() {
            Diagnostic::error(
                "E0213",
                e.span,
                format!("cannot convert the integer type `{v}` to the pointer-to-shared `{t}`"),
            )
            .with_note("a pointer-to-shared holds a thread, an address and a phase: only the null pointer constant 0 converts to one")
        } else {
            Diagnostic::error(
                "E0213",
                e.span,
                format!("cannot convert the pointer-to-shared `{v}` to the integer type `{t}`"),
            )
            .with_note(
                "a pointer-to-shared holds a thread, an address and a phase: it is not an integer",
            )
            .with_help("use upc_threadof, upc_phaseof or upc_addrfield for its parts")
        };
        self.report(d);
    }

    /// The value of a call of a function declared implicitly: its `int` is a guess (GCC gives
    /// the functions it knows, `malloc` among them, their real type), so it is not judged as an
    /// integer.
    fn is_implicit_call(&self, e: &Expr) -> bool {
        match &strip(e).kind {
            ExprKind::Call(f, _) => {
                matches!(&f.kind, ExprKind::Ident(i) if self.implicit_functions.contains(&i.name))
            }
            _ => false,
        }
    }

    /// A union parameter may be a transparent union (`__attribute__((transparent_union))`, used
    /// by the C library's socket functions), which takes any of its members' types: the model
    /// does not record the attribute, so such arguments are not judged.
    fn is_union_arg(&self, t: &Type, ctx: Context) -> bool {
        matches!(ctx, Context::Arg { .. })
            && matches!(t.kind(), TypeKind::Record(id) if self.records.get(*id).is_some_and(|r| r.kind == StructKind::Union))
    }

    fn arg_note(&self, target: &Type, value: &Type) -> String {
        format!(
            "expected `{}` but argument is of type `{}`",
            self.spell(target),
            self.spell(value)
        )
    }

    /// E0111 (`Mismatch::Types`), W0101 (`Integer`), W0102 (`Pointers`), worded for where the
    /// value meets the type as GCC words them.
    fn mismatch(&mut self, m: Mismatch, target: &Type, value: &Type, e: &Expr, ctx: Context) {
        let (t, v) = (self.spell(target), self.spell(value));
        let argument = |n: usize, func: Option<&str>| match func {
            Some(f) => format!("argument {n} of `{f}`"),
            None => format!("argument {n}"),
        };
        let msg = match (m, ctx) {
            (Mismatch::Types, Context::Assign) => {
                format!("incompatible types when assigning to type `{t}` from type `{v}`")
            }
            (Mismatch::Types, Context::Init) => {
                format!("incompatible types when initializing type `{t}` using type `{v}`")
            }
            (Mismatch::Types, Context::Arg { n, func }) => {
                format!("incompatible type for {}", argument(n, func))
            }
            (Mismatch::Types, Context::Return) => {
                format!("incompatible types when returning type `{v}` but `{t}` was expected")
            }
            (Mismatch::Integer(w), Context::Assign) => {
                format!("assignment to `{t}` from `{v}` makes {w} without a cast")
            }
            (Mismatch::Integer(w), Context::Init) => {
                format!("initialization of `{t}` from `{v}` makes {w} without a cast")
            }
            (Mismatch::Integer(w), Context::Arg { n, func }) => {
                format!("passing {} makes {w} without a cast", argument(n, func))
            }
            (Mismatch::Integer(w), Context::Return) => format!(
                "returning `{v}` from a function with return type `{t}` makes {w} without a cast"
            ),
            (Mismatch::Pointers, Context::Assign) => {
                format!("assignment to `{t}` from incompatible pointer type `{v}`")
            }
            (Mismatch::Pointers, Context::Init) => {
                format!("initialization of `{t}` from incompatible pointer type `{v}`")
            }
            (Mismatch::Pointers, Context::Arg { n, func }) => {
                format!(
                    "passing {} from incompatible pointer type",
                    argument(n, func)
                )
            }
            (Mismatch::Pointers, Context::Return) => {
                format!("returning `{v}` from a function with incompatible return type `{t}`")
            }
        };
        let mut d = match m {
            Mismatch::Types => Diagnostic::error("E0111", e.span, msg),
            Mismatch::Integer(_) => Diagnostic::warning("W0101", e.span, msg),
            Mismatch::Pointers => Diagnostic::warning("W0102", e.span, msg),
        };
        if matches!(ctx, Context::Arg { .. }) {
            d = d.with_note(self.arg_note(target, value));
        }
        if !matches!(m, Mismatch::Types) {
            d = d.with_help("write a cast if the conversion is meant");
        }
        self.report(d);
    }

    /// Pointer to pointer: the UPC rules when either side points to shared data, C's otherwise.
    fn pointer_conversion(&mut self, target: &Type, value: &Type, e: &Expr, ctx: Context) {
        let (Some(tp), Some(vp)) = (target.pointee(), value.pointee()) else {
            return;
        };
        let discarded = discarded_qualifier(tp, vp);
        if tp.is_shared() || vp.is_shared() {
            let before = self.diags.len();
            self.check_pts_assignment(target, value, e);
            if self.diags.len() == before && tp.is_shared() && vp.is_shared() {
                if let Some(q) = discarded {
                    self.discards(q, e, ctx);
                }
            }
            return;
        }
        // The two branches of `?:` may point to different types (GCC warns there, and the
        // result is then `void *`, which the model does not follow).
        if matches!(strip(e).kind, ExprKind::Cond(..)) {
            return;
        }
        let void = matches!(tp.kind(), TypeKind::Void) || matches!(vp.kind(), TypeKind::Void);
        if void {
            // `void *` converts to and from any object pointer; function pointers too (GCC
            // warns about those only with -pedantic), but then qualifiers do not matter.
            if !tp.is_function() && !vp.is_function() {
                if let Some(q) = discarded {
                    self.discards(q, e, ctx);
                }
            }
            return;
        }
        if !self.compatible(tp, vp) {
            self.mismatch(Mismatch::Pointers, target, value, e, ctx);
            return;
        }
        if let Some(q) = discarded {
            self.discards(q, e, ctx);
        }
    }

    /// W0103.
    fn discards(&mut self, q: &str, e: &Expr, ctx: Context) {
        let what = match ctx {
            Context::Assign => "assignment".to_string(),
            Context::Init => "initialization".to_string(),
            Context::Arg { n, func: Some(f) } => format!("passing argument {n} of `{f}`"),
            Context::Arg { n, func: None } => format!("passing argument {n}"),
            Context::Return => "return".to_string(),
        };
        self.report(
            Diagnostic::warning(
                "W0103",
                e.span,
                format!("{what} discards `{q}` qualifier from pointer target type"),
            )
            .with_note(format!(
                "the data pointed to is `{q}`; the pointer it is converted to does not say so"
            )),
        );
    }

    // ------------------------------------------------------------------------------------------
    // Operators
    // ------------------------------------------------------------------------------------------

    /// The constraints of the binary arithmetic operators on their (converted) operand types:
    /// 6.5.6 (pointer ± integer, pointer − pointer of compatible types), 6.5.5 and 6.5.7–6.5.12
    /// (no pointers; integers for `%`, shifts and bitwise operators). Returns false after E0109.
    pub(crate) fn check_operands(&mut self, op: BinaryOp, a: &Type, b: &Type, e: &Expr) -> bool {
        use BinaryOp::*;
        if matches!(a.kind(), TypeKind::VaList) || matches!(b.kind(), TypeKind::VaList) {
            return true;
        }
        if matches!(op, Add | Sub) {
            for t in [a, b] {
                if is_pointer_to_shared_void(t) {
                    self.shared_void_arithmetic(t, e.span);
                    return false;
                }
            }
        }
        let integer_only = matches!(op, Rem | Shl | Shr | BitAnd | BitOr | BitXor);
        let note: Option<String> = match op {
            Add => match (a.is_pointer(), b.is_pointer()) {
                (true, true) => Some("two pointers cannot be added".into()),
                (true, false) if !b.is_integer() => Some(offset_note(a)),
                (false, true) if !a.is_integer() => Some(offset_note(b)),
                _ => None,
            },
            Sub => match (a.is_pointer(), b.is_pointer()) {
                (true, true) => self.subtraction_note(a, b),
                (true, false) if !b.is_integer() => Some(offset_note(a)),
                (false, true) => Some("a pointer can be subtracted only from a pointer".into()),
                _ => None,
            },
            Mul | Div if a.is_pointer() || b.is_pointer() => {
                Some(format!("`{}` requires arithmetic operands", op.symbol()))
            }
            _ if integer_only
                && (a.is_pointer() || b.is_pointer() || !a.is_integer() || !b.is_integer()) =>
            {
                if !(a.is_arithmetic() || a.is_pointer()) || !(b.is_arithmetic() || b.is_pointer())
                {
                    None
                } else {
                    Some(format!("`{}` requires integer operands", op.symbol()))
                }
            }
            _ => None,
        };
        let Some(note) = note else {
            return true;
        };
        let (da, db) = (self.spell(a), self.spell(b));
        self.report(
            Diagnostic::error(
                "E0109",
                e.span,
                format!(
                    "invalid operands to binary `{}` (`{da}` and `{db}`)",
                    op.symbol()
                ),
            )
            .with_note(note),
        );
        false
    }

    /// E0214: `shared void *` has neither an element size nor a block size to move by.
    pub(crate) fn shared_void_arithmetic(&mut self, t: &Type, span: Span) {
        let d = self.spell(t);
        self.report(
            Diagnostic::error("E0214", span, format!("arithmetic on a pointer-to-shared to void (`{d}`)"))
                .with_note("a `shared void *` has no element size and no block size to step by")
                .with_help("convert it to a pointer-to-shared of the element type first, e.g. `(shared [] char *)p + n` for bytes"),
        );
    }

    /// Why `a - b` (two pointers) is invalid, if it is.
    fn subtraction_note(&self, a: &Type, b: &Type) -> Option<String> {
        let (x, y) = (a.pointee()?, b.pointee()?);
        match (x.is_shared(), y.is_shared()) {
            (true, false) | (false, true) => {
                return Some(
                    "a pointer-to-shared and a pointer-to-local cannot be subtracted".into(),
                )
            }
            (true, true) => {
                if let (Some(p), Some(q)) = (x.block_size(), y.block_size()) {
                    let runtime =
                        matches!(p, BlockSize::Runtime(_)) || matches!(q, BlockSize::Runtime(_));
                    if p != q && !runtime {
                        return Some("pointers-to-shared with different block sizes point to differently laid out types; cast one of them".into());
                    }
                }
            }
            (false, false) => {}
        }
        let void = |t: &Type| matches!(t.kind(), TypeKind::Void);
        if void(x) && void(y) {
            return None;
        }
        if void(x) || void(y) || !self.compatible(&x.unqualified(), &y.unqualified()) {
            return Some("pointer subtraction requires pointers to compatible types".into());
        }
        None
    }

    /// An argument matched by `...` or passed to a function without a prototype: E0112 for a
    /// `void` expression.
    pub(crate) fn check_void_argument(&mut self, e: &Expr, t: &Type) {
        if matches!(t.kind(), TypeKind::Void) && !matches!(strip(e).kind, ExprKind::StmtExpr(_)) {
            self.report(
                Diagnostic::error("E0112", e.span, "invalid use of void expression")
                    .with_note("this expression has type `void`: it has no value"),
            );
        }
    }

    /// A subscript (6.5.2.1: `a[i]` is `*(a + i)`): the index must have integer type.
    pub(crate) fn check_subscript(&mut self, index: &Type, e: &Expr) {
        if index.is_unknown() || index.is_integer() || matches!(index.kind(), TypeKind::VaList) {
            return;
        }
        self.report(
            Diagnostic::error("E0109", e.span, "array subscript is not an integer")
                .with_note(format!("the subscript has type `{}`", self.spell(index))),
        );
    }

    // ------------------------------------------------------------------------------------------
    // return
    // ------------------------------------------------------------------------------------------

    /// `return e;` and `return;` (6.8.6.4): W0104, W0105, and the conversion of the value.
    pub(crate) fn check_return(&mut self, e: Option<(&Expr, &Type)>, span: Span) {
        let Some(ret) = self.func.as_ref().map(|f| f.ret.clone()) else {
            return;
        };
        if ret.is_unknown() {
            return;
        }
        let void_fn = matches!(ret.kind(), TypeKind::Void);
        match e {
            Some((e, t)) if void_fn && !matches!(t.kind(), TypeKind::Void) && !t.is_unknown() => {
                self.report(
                    Diagnostic::warning(
                        "W0104",
                        e.span,
                        "`return` with a value, in function returning void",
                    )
                    .with_note("the value is discarded"),
                );
            }
            Some(_) if void_fn => {}
            Some((e, t)) => self.check_conversion(&ret, t, e, Context::Return),
            None if !void_fn => {
                let r = self.spell(&ret);
                // C99 6.8.6.4 makes it a constraint violation: an error in the strict mode.
                let d = self.accepted_spelling(
                    ("W0105", "E0122"),
                    span,
                    "`return` with no value, in function returning non-void".to_string(),
                );
                self.report(d.with_note(format!(
                    "the function returns `{r}`; its caller reads an undefined value"
                )));
            }
            None => {}
        }
    }

    // ------------------------------------------------------------------------------------------
    // Initialisation
    // ------------------------------------------------------------------------------------------

    /// Types every expression of an initializer (once, in source order) and checks it against
    /// the type of the object it initializes (6.7.8).
    pub(crate) fn initializer(&mut self, init: &Initializer, target: &Type) {
        self.type_initializer(init);
        match init {
            Initializer::Expr(e) => self.init_from_expr(e, target, true),
            Initializer::List(items, span) => {
                if is_aggregate(target) {
                    let mut i = 0;
                    self.init_aggregate(items, &mut i, target, true, false);
                } else {
                    self.init_scalar_list(items, target, *span);
                }
            }
        }
    }

    fn type_initializer(&mut self, init: &Initializer) {
        match init {
            Initializer::Expr(e) => {
                self.expr(e);
            }
            Initializer::List(items, _) => {
                for item in items {
                    for d in &item.designators {
                        match d {
                            Designator::Index(e) => {
                                self.expr(e);
                            }
                            Designator::Range(a, b) => {
                                self.expr(a);
                                self.expr(b);
                            }
                            Designator::Member(_) => {}
                        }
                    }
                    self.type_initializer(&item.init);
                }
            }
        }
    }

    /// The recorded type of an expression typed by `type_initializer`.
    fn typed(&self, e: &Expr) -> Type {
        self.types
            .get(e.id.0 as usize)
            .cloned()
            .flatten()
            .unwrap_or_else(Type::unknown)
    }

    /// An object of type `t` initialized by the expression `e` (without braces). `top`: the
    /// whole initializer of a declared object (an array or record there must be initialized by
    /// a string or a record of its type: E0113).
    fn init_from_expr(&mut self, e: &Expr, t: &Type, top: bool) {
        let v = self.typed(e);
        if t.is_unknown() || v.is_unknown() {
            return;
        }
        match t.kind() {
            TypeKind::Array(..) => {
                if let ExprKind::Str(s) = &strip(e).kind {
                    self.init_string(s, e, t);
                } else if top && !matches!(strip(e).kind, ExprKind::CompoundLiteral(..)) {
                    self.report(
                        Diagnostic::error("E0113", e.span, "invalid initializer").with_note(
                            format!(
                                "an array of type `{}` is initialized by a brace-enclosed list or a string literal, not by a value of type `{}`",
                                self.spell(t),
                                self.spell(&v.decay())
                            ),
                        ),
                    );
                }
            }
            TypeKind::Record(a) => {
                let ok = matches!(v.kind(), TypeKind::Record(b) if self.same_record(*a, *b))
                    || matches!(v.kind(), TypeKind::VaList);
                if !ok && top {
                    self.report(
                        Diagnostic::error("E0113", e.span, "invalid initializer").with_note(
                            format!(
                                "an object of type `{}` is initialized by a brace-enclosed list or a value of its own type, not by `{}`",
                                self.spell(t),
                                self.spell(&v.decay())
                            ),
                        ),
                    );
                }
            }
            _ => self.check_conversion(t, &v.decay(), e, Context::Init),
        }
    }

    /// A scalar initialized by a brace-enclosed list: one expression, optionally in braces.
    fn init_scalar_list(&mut self, items: &[InitItem], t: &Type, span: Span) {
        if t.is_unknown() || !t.is_scalar() {
            return;
        }
        let Some(first) = items.first() else {
            self.report(
                Diagnostic::error("E0113", span, "empty scalar initializer").with_note(format!(
                    "an object of type `{}` needs a value",
                    self.spell(t)
                )),
            );
            return;
        };
        if let Some(d) = first.designators.first() {
            self.bad_designator(d, t);
            return;
        }
        match &first.init {
            Initializer::Expr(e) => self.init_from_expr(e, t, false),
            Initializer::List(inner, s) => {
                self.report(
                    Diagnostic::warning("W0108", *s, "braces around scalar initializer").with_note(
                        format!(
                            "`{}` is a scalar: one pair of braces at most",
                            self.spell(t)
                        ),
                    ),
                );
                self.init_scalar_list(inner, t, *s);
            }
        }
        if let Some(extra) = items.get(1) {
            self.excess(&extra.init, "scalar");
        }
    }

    fn excess(&mut self, init: &Initializer, what: &str) {
        self.report(
            Diagnostic::warning(
                "W0106",
                init_span(init),
                format!("excess elements in {what} initializer"),
            )
            .with_note("they are ignored"),
        );
    }

    /// E0115 for a designator that does not fit the type it designates into.
    fn bad_designator(&mut self, d: &Designator, t: &Type) {
        let (span, msg) = match d {
            Designator::Member(m) => (
                m.span,
                "field name not in record or union initializer".to_string(),
            ),
            Designator::Index(e) | Designator::Range(e, _) => {
                (e.span, "array index in non-array initializer".to_string())
            }
        };
        self.report(Diagnostic::error("E0115", span, msg).with_note(format!(
            "the object initialized here has type `{}`",
            self.spell(t)
        )));
    }

    /// The members of an aggregate in initialization order: `(name, type)`, unnamed bit-fields
    /// left out; `None` when unknown (incomplete record).
    fn members(&self, t: &Type) -> Option<Vec<(Option<Name>, Type)>> {
        let TypeKind::Record(id) = t.kind() else {
            return None;
        };
        let r = self.records.get(*id)?;
        let fields = r.fields.as_ref()?;
        let q = t.quals();
        let mut out: Vec<(Option<Name>, Type)> = fields
            .iter()
            .filter(|f| !(f.name.is_none() && f.bit_width.is_some()))
            .map(|f| (f.name.clone(), f.ty.qualified(Quals { shared: None, ..q })))
            .collect();
        if r.kind == StructKind::Union {
            out.truncate(1);
        }
        Some(out)
    }

    /// The member designated by `.name` in the record `t`: its position in `members`, or
    /// `None` (searching anonymous members: `Some(None)` when found inside one).
    fn designated_member(&self, t: &Type, name: &Name) -> Option<Option<(usize, Type)>> {
        let TypeKind::Record(id) = t.kind() else {
            return None;
        };
        let r = self.records.get(*id)?;
        let fields = r.fields.as_ref()?;
        let mut pos = 0;
        for f in fields {
            if f.name.is_none() && f.bit_width.is_some() {
                continue;
            }
            match &f.name {
                Some(n) if n == name => return Some(Some((pos, f.ty.clone()))),
                None if self.find_member_type(&f.ty, name) => return Some(None),
                _ => {}
            }
            pos += 1;
        }
        None
    }

    fn find_member_type(&self, t: &Type, name: &Name) -> bool {
        let TypeKind::Record(id) = t.kind() else {
            return false;
        };
        let Some(fields) = self.records.get(*id).and_then(|r| r.fields.as_ref()) else {
            return true;
        };
        fields.iter().any(|f| match &f.name {
            Some(n) => n == name,
            None => self.find_member_type(&f.ty, name),
        })
    }

    /// Initializes the aggregate `t` from `items[*i..]`. `braced`: these items are `t`'s own
    /// brace-enclosed list (otherwise braces were elided and `t` takes what it needs).
    /// `designated`: the first item's designators were already applied (they led here).
    fn init_aggregate(
        &mut self,
        items: &[InitItem],
        i: &mut usize,
        t: &Type,
        braced: bool,
        mut designated: bool,
    ) {
        let (limit, what): (Option<u64>, &str) = match t.kind() {
            TypeKind::Array(_, ArrayLen::Const(n)) => (Some(*n), "array"),
            TypeKind::Array(..) => (None, "array"),
            TypeKind::Record(id) => match self.members(t) {
                Some(m) => (
                    Some(m.len() as u64),
                    if self.records[*id].kind == StructKind::Union {
                        "union"
                    } else {
                        "struct"
                    },
                ),
                None => {
                    self.skip_items(items, i, braced);
                    return;
                }
            },
            _ => return,
        };
        // A character array may be initialized by a string in braces.
        if braced && *i == 0 && items.len() == 1 && !designated {
            if let (TypeKind::Array(..), Initializer::Expr(e)) = (t.kind(), &items[0].init) {
                if let ExprKind::Str(s) = &strip(e).kind {
                    if items[0].designators.is_empty() {
                        self.init_string(s, e, t);
                        *i = 1;
                        return;
                    }
                }
            }
        }
        let mut pos: u64 = 0;
        // After a designator that the walk does not follow exactly, the position is unknown.
        let mut lost = false;
        while *i < items.len() {
            let item = &items[*i];
            if !item.designators.is_empty() && !designated {
                if !braced {
                    return;
                }
                match self.apply_designators(&item.designators, t) {
                    Designation::Error => {
                        *i = items.len();
                        return;
                    }
                    Designation::Unknown => {
                        lost = true;
                        *i += 1;
                        continue;
                    }
                    Designation::At(p, sub, exact) => {
                        pos = p;
                        lost |= !exact;
                        self.init_member(items, i, &sub, true);
                        pos += 1;
                        continue;
                    }
                }
            }
            designated = false;
            if !lost && limit.is_some_and(|n| pos >= n) {
                if !braced {
                    return;
                }
                self.excess(&item.init, what);
                *i = items.len();
                return;
            }
            let sub = if lost {
                Type::unknown()
            } else {
                self.member_type(t, pos).unwrap_or_else(Type::unknown)
            };
            if sub.is_unknown() {
                // Nothing known about what this item initializes: consume it alone.
                *i += 1;
            } else {
                self.init_member(items, i, &sub, false);
            }
            pos += 1;
        }
    }

    /// Consumes the items of an aggregate the model cannot follow.
    fn skip_items(&mut self, items: &[InitItem], i: &mut usize, braced: bool) {
        if braced {
            *i = items.len();
        } else {
            *i += 1;
        }
    }

    fn member_type(&self, t: &Type, pos: u64) -> Option<Type> {
        match t.kind() {
            TypeKind::Array(e, _) => Some(e.clone()),
            TypeKind::Record(_) => self.members(t)?.get(pos as usize).map(|m| m.1.clone()),
            _ => None,
        }
    }

    /// The sub-object `sub` initialized from `items[*i]` (with the following items when its
    /// braces are elided).
    fn init_member(&mut self, items: &[InitItem], i: &mut usize, sub: &Type, designated: bool) {
        match &items[*i].init {
            Initializer::List(inner, span) => {
                *i += 1;
                if is_aggregate(sub) {
                    let mut j = 0;
                    self.init_aggregate(inner, &mut j, sub, true, false);
                } else {
                    self.init_scalar_list(inner, sub, *span);
                }
            }
            Initializer::Expr(e) => {
                if !is_aggregate(sub) {
                    self.init_from_expr(e, sub, false);
                    *i += 1;
                    return;
                }
                let v = self.typed(e);
                let whole = match (sub.kind(), v.kind()) {
                    (_, TypeKind::Unknown) => true,
                    (TypeKind::Record(a), TypeKind::Record(b)) => self.same_record(*a, *b),
                    (TypeKind::Array(elem, _), _) => {
                        if let ExprKind::Str(s) = &strip(e).kind {
                            if !is_aggregate(elem) {
                                self.init_string(s, e, sub);
                                *i += 1;
                                return;
                            }
                        }
                        matches!(strip(e).kind, ExprKind::CompoundLiteral(..))
                    }
                    _ => false,
                };
                if whole {
                    *i += 1;
                } else {
                    let before = *i;
                    self.init_aggregate(items, i, sub, false, designated);
                    if *i == before {
                        *i += 1;
                    }
                }
            }
        }
    }

    /// Applies a designator list to `t`: the position of the first designator in `t` and the
    /// type of the designated sub-object (`exact`: a single designator, whose following
    /// position is known).
    fn apply_designators(&mut self, ds: &[Designator], t: &Type) -> Designation {
        let mut cur = t.clone();
        let mut first: Option<u64> = None;
        for d in ds {
            if cur.is_unknown() {
                return Designation::Unknown;
            }
            let (p, next) = match d {
                Designator::Member(m) => {
                    if !matches!(cur.kind(), TypeKind::Record(_)) {
                        self.bad_designator(d, &cur);
                        return Designation::Error;
                    }
                    if self.members(&cur).is_none() {
                        return Designation::Unknown;
                    }
                    match self.designated_member(&cur, &m.name) {
                        Some(Some((p, ft))) => (Some(p as u64), ft),
                        Some(None) => return Designation::Unknown,
                        None => {
                            let what = self.spell(&cur);
                            self.report(
                                Diagnostic::error(
                                    "E0115",
                                    m.span,
                                    format!("`{what}` has no member named `{}`", m.name),
                                )
                                .with_note(
                                    "a designator names a member of the object it initializes",
                                ),
                            );
                            return Designation::Error;
                        }
                    }
                }
                Designator::Index(e) | Designator::Range(_, e) => {
                    let TypeKind::Array(elem, len) = cur.kind() else {
                        if cur.is_unknown() {
                            return Designation::Unknown;
                        }
                        self.bad_designator(d, &cur);
                        return Designation::Error;
                    };
                    let lo = match d {
                        Designator::Range(a, _) => a,
                        _ => e,
                    };
                    let (Some(a), Some(b)) = (self.const_value(lo), self.const_value(e)) else {
                        if !consteval::is_constant_expr(lo) || !consteval::is_constant_expr(e) {
                            let bad = if consteval::is_constant_expr(lo) {
                                e
                            } else {
                                lo
                            };
                            if !self.has_enum_names(bad) {
                                self.report(Diagnostic::error(
                                    "E0115",
                                    bad.span,
                                    "nonconstant array index in initializer",
                                ).with_note("an array designator must be an integer constant expression"));
                                return Designation::Error;
                            }
                        }
                        return Designation::Unknown;
                    };
                    if let ArrayLen::Const(n) = len {
                        if b >= *n as i128 || a < 0 {
                            let span = if a < 0 { lo.span } else { e.span };
                            self.report(
                                Diagnostic::error(
                                    "E0115",
                                    span,
                                    "array index in initializer exceeds array bounds",
                                )
                                .with_note(format!("the array has {n} elements")),
                            );
                            return Designation::Error;
                        }
                    }
                    (Some(b.max(0) as u64), elem.clone())
                }
            };
            if first.is_none() {
                first = p;
            }
            cur = next;
        }
        match first {
            Some(p) => Designation::At(p, cur, ds.len() == 1),
            None => Designation::Unknown,
        }
    }

    fn has_enum_names(&self, e: &Expr) -> bool {
        let mut any = false;
        consteval::walk(e, &mut |x| {
            if let ExprKind::Ident(i) = &x.kind {
                any |= !matches!(
                    self.lookup(&i.name).map(|s| &s.kind),
                    Some(super::SymKind::Object | super::SymKind::Function)
                );
            }
        });
        any
    }

    /// E0116 (6.7.8p4): an initializer of an object with static storage that reads an object
    /// or calls a function. Only what GCC rejects for certain is reported: addresses (`&x`,
    /// arrays, functions), `const` objects (GCC folds them), the branches of `?:` (GCC folds a
    /// constant condition) and built-in functions are let through.
    pub(crate) fn check_static_initializer(&mut self, init: &Initializer) {
        match init {
            Initializer::Expr(e) => {
                if let Some(bad) = self.non_constant(e) {
                    let what = match &bad.kind {
                        ExprKind::Call(..) => "a function call",
                        ExprKind::Ident(_) => "the value of an object",
                        _ => "a side effect",
                    };
                    self.report(
                        Diagnostic::error("E0116", bad.span, "initializer element is not constant")
                            .with_note(format!(
                                "an object with static storage is initialized before the program runs: its initializer cannot use {what}"
                            ))
                            .with_help("assign the value at the start of `main`, or make the object automatic"),
                    );
                }
            }
            Initializer::List(items, _) => {
                let before = self.diags.len();
                for item in items {
                    self.check_static_initializer(&item.init);
                    if self.diags.len() > before {
                        return;
                    }
                }
            }
        }
    }

    /// The part of `e` that makes it certainly not a constant expression, if any.
    fn non_constant<'e>(&self, e: &'e Expr) -> Option<&'e Expr> {
        let t = self.typed(e);
        if matches!(
            t.kind(),
            TypeKind::Array(..) | TypeKind::Function { .. } | TypeKind::Unknown
        ) {
            return None;
        }
        match &e.kind {
            ExprKind::Unary(UnaryOp::AddrOf, _) | ExprKind::Cond(..) => None,
            ExprKind::Ident(i) => match self.lookup(&i.name) {
                Some(super::Symbol {
                    kind: super::SymKind::Object,
                    ty,
                    ..
                }) if !ty.is_unknown()
                    && !ty.quals().konst
                    && !matches!(ty.kind(), TypeKind::Array(..) | TypeKind::Function { .. }) =>
                {
                    Some(e)
                }
                _ => None,
            },
            ExprKind::Call(f, _) => match &f.kind {
                ExprKind::Ident(i) if super::expr::is_builtin(&i.name) => None,
                _ => Some(e),
            },
            ExprKind::Assign(..)
            | ExprKind::Unary(
                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                _,
            ) => Some(e),
            ExprKind::Unary(_, a) | ExprKind::Cast(_, a) | ExprKind::Extension(a) => {
                self.non_constant(a)
            }
            ExprKind::Member { base, .. } => self.non_constant(base),
            ExprKind::Binary(_, a, b) | ExprKind::Comma(a, b) | ExprKind::Index(a, b) => {
                self.non_constant(a).or_else(|| self.non_constant(b))
            }
            _ => None,
        }
    }

    /// A character array initialized by a string literal: E0114 for an element type the string
    /// cannot initialize, W0107 for a string longer than the array.
    fn init_string(&mut self, s: &StringLit, e: &Expr, t: &Type) {
        let TypeKind::Array(elem, len) = t.kind() else {
            return;
        };
        let width = string_width(s);
        let fits = match (elem.unqualified().kind(), width) {
            (TypeKind::Int { kind, .. }, 1) => *kind == IntKind::Char,
            (TypeKind::Int { kind, .. }, w) => *kind != IntKind::Char && kind.size() == w,
            (TypeKind::Enum, w) => w == 4,
            (TypeKind::Unknown, _) => true,
            _ => false,
        };
        if !fits {
            let lit = if width == 1 { "char" } else { "int" };
            self.report(
                Diagnostic::error(
                    "E0114",
                    e.span,
                    format!(
                        "cannot initialize array of `{}` from a string literal",
                        self.spell(&elem.unqualified())
                    ),
                )
                .with_note(format!(
                    "this string literal is an array of {}-byte characters{}",
                    width,
                    if width == 1 {
                        format!(" (`{lit}`)")
                    } else {
                        String::new()
                    }
                )),
            );
            return;
        }
        if let (ArrayLen::Const(n), Some(chars)) = (len, string_units(s)) {
            if chars > *n {
                self.report(
                    Diagnostic::warning(
                        "W0107",
                        e.span,
                        format!(
                            "initializer-string for array of `{}` is too long",
                            self.spell(&elem.unqualified())
                        ),
                    )
                    .with_note(format!(
                        "the array has {n} elements, the string {chars} characters; the rest is dropped"
                    )),
                );
            }
        }
    }
}

enum Designation {
    /// Reported.
    Error,
    /// Not followed by the model.
    Unknown,
    /// Position in the outer object, designated type, whether the next position is known.
    At(u64, Type, bool),
}

/// An expression without `__extension__`.
fn strip(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Extension(x) => strip(x),
        _ => e,
    }
}

fn is_aggregate(t: &Type) -> bool {
    matches!(t.kind(), TypeKind::Array(..) | TypeKind::Record(_))
}

/// The qualifier of `value`'s target that `target`'s lacks (`const` or `volatile`).
fn discarded_qualifier(target: &Type, value: &Type) -> Option<&'static str> {
    let (t, v) = (target.element().quals(), value.element().quals());
    if v.konst && !t.konst {
        Some("const")
    } else if v.volatile && !t.volatile {
        Some("volatile")
    } else {
        None
    }
}

pub(crate) fn is_pointer_to_shared_void(t: &Type) -> bool {
    t.pointee()
        .is_some_and(|p| p.is_shared() && matches!(p.kind(), TypeKind::Void))
}

fn offset_note(p: &Type) -> String {
    if p.is_pointer_to_shared() {
        "the offset added to a pointer-to-shared must be an integer (a floating offset would be truncated)".into()
    } else {
        "a pointer can only be added to or subtracted from an integer".into()
    }
}

fn init_span(init: &Initializer) -> Span {
    match init {
        Initializer::Expr(e) => e.span,
        Initializer::List(_, s) => *s,
    }
}

/// The size in bytes of a string literal's characters.
fn string_width(s: &StringLit) -> u64 {
    for p in &s.pieces {
        if p.starts_with("u8") || p.starts_with('"') {
            continue;
        }
        return match p.as_bytes()[0] {
            b'L' | b'U' => 4,
            b'u' => 2,
            _ => 1,
        };
    }
    1
}

/// The number of characters of a string literal without its terminating null (code units:
/// bytes for narrow strings, code points for wide ones); `None` when it cannot be read.
fn string_units(s: &StringLit) -> Option<u64> {
    let wide = string_width(s) > 1;
    let text = s.raw_contents();
    let mut chars = text.chars().peekable();
    let mut n: u64 = 0;
    while let Some(c) = chars.next() {
        if c != '\\' {
            n += if wide { 1 } else { c.len_utf8() as u64 };
            continue;
        }
        match chars.next()? {
            'x' => {
                while chars.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                    chars.next();
                }
                n += 1;
            }
            '0'..='7' => {
                for _ in 0..2 {
                    if chars.peek().is_some_and(|c| ('0'..='7').contains(c)) {
                        chars.next();
                    }
                }
                n += 1;
            }
            u @ ('u' | 'U') => {
                let digits = if u == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..digits {
                    v = v * 16 + chars.next()?.to_digit(16)?;
                }
                n += if wide {
                    1
                } else {
                    char::from_u32(v).map_or(4, |c| c.len_utf8() as u64)
                };
            }
            _ => n += 1,
        }
    }
    Some(n)
}
