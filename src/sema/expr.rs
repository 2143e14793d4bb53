//! Types of expressions, and the checks made on them.

use super::check::Context;
use super::types::*;
use super::{consteval, Sema, SymKind, Symbol};
use crate::diagnostics::Diagnostic;
use pgas_grammar::*;

impl Sema<'_> {
    /// Types `e` (recording the type of every sub-expression) and returns its type. Lvalues keep
    /// their qualifiers (so `a[i]` of a shared array is `shared int`); rvalues are unqualified.
    pub(crate) fn expr(&mut self, e: &Expr) -> Type {
        let t = self.expr_inner(e);
        if let Some(slot) = self.types.get_mut(e.id.0 as usize) {
            *slot = Some(t.clone());
        }
        t
    }

    fn expr_inner(&mut self, e: &Expr) -> Type {
        match &e.kind {
            ExprKind::Ident(i) => self.ident(i),
            ExprKind::Raw(_) | ExprKind::TypeArg(_) => Type::unknown(),
            ExprKind::Int(t) => int_literal_type(t),
            ExprKind::Float(t) => float_literal_type(t),
            ExprKind::Char(t) => {
                if t.starts_with('U') {
                    Type::new(TypeKind::Int {
                        kind: IntKind::Int,
                        signed: false,
                    })
                } else if t.starts_with("u8") || !t.starts_with('u') {
                    Type::int()
                } else {
                    Type::new(TypeKind::Int {
                        kind: IntKind::Short,
                        signed: false,
                    })
                }
            }
            ExprKind::Str(s) => {
                let elem = match s.pieces.first().map(|p| p.as_bytes()[0]) {
                    Some(b'L') | Some(b'U') => Type::int(),
                    Some(b'u') if !s.pieces[0].starts_with("u8") => Type::new(TypeKind::Int {
                        kind: IntKind::Short,
                        signed: false,
                    }),
                    _ => Type::new(TypeKind::Int {
                        kind: IntKind::Char,
                        signed: true,
                    }),
                };
                Type::new(TypeKind::Array(elem, ArrayLen::Unknown))
            }
            ExprKind::Unary(op, a) => self.unary(*op, a, e),
            ExprKind::Binary(op, a, b) => {
                let ta = self.expr(a).decay();
                let tb = self.expr(b).decay();
                self.binary(*op, &ta, &tb, e)
            }
            ExprKind::Assign(op, a, b) => {
                let ta = self.expr(a);
                let tb = self.expr(b).decay();
                if *op == AssignOp::Assign {
                    self.check_conversion(&ta, &tb, b, Context::Assign);
                } else if let Some(bop) = op.binary() {
                    // `a op= b` is `a = a op b` with `a` evaluated once (6.5.16.2).
                    let r = self.binary(bop, &ta.decay(), &tb, e);
                    if !r.is_unknown() {
                        self.check_conversion(&ta, &r, e, Context::Assign);
                    }
                }
                ta.unqualified()
            }
            ExprKind::Cond(c, a, b) => {
                let tc = self.expr(c);
                let ta = match a {
                    Some(a) => self.expr(a).decay(),
                    None => tc.decay(),
                };
                let tb = self.expr(b).decay();
                if ta.is_arithmetic() && tb.is_arithmetic() {
                    arithmetic_conversion(&ta, &tb)
                } else if ta.is_pointer() && tb.is_pointer() {
                    conditional_pointers(&ta, a.as_deref().unwrap_or(c), &tb, b)
                } else if ta.is_pointer() {
                    ta.unqualified()
                } else {
                    tb.unqualified()
                }
            }
            ExprKind::Comma(a, b) => {
                self.expr(a);
                self.expr(b).decay()
            }
            ExprKind::Cast(t, a) => {
                let target = self.type_name(t);
                let source = self.expr(a).decay();
                if target.is_pointer_to_shared()
                    && source.is_pointer()
                    && !source.is_pointer_to_shared()
                {
                    self.report(
                        Diagnostic::error("E0204", a.span, "cannot cast a pointer-to-local to a pointer-to-shared")
                            .with_note("a pointer-to-local may only be obtained from a pointer-to-shared, not the reverse (UPC 1.3 6.4.3)"),
                    );
                }
                if target.is_pointer()
                    && !target.is_pointer_to_shared()
                    && source.is_pointer_to_shared()
                {
                    self.check_cast_to_local(a);
                }
                target.unqualified()
            }
            ExprKind::Call(f, args) => self.call(f, args),
            ExprKind::Index(a, i) => {
                let ta = self.expr(a).decay();
                let ti = self.expr(i).decay();
                match (ta.pointee(), ti.pointee()) {
                    (Some(p), _) => {
                        self.check_subscript(&ti, i);
                        p.clone()
                    }
                    (None, Some(p)) => {
                        self.check_subscript(&ta, a);
                        p.clone()
                    }
                    _ => {
                        if !ta.is_unknown() && !ti.is_unknown() {
                            self.report(Diagnostic::error(
                                "E0109",
                                e.span,
                                format!(
                                    "subscripted value of type `{}` is not an array or pointer",
                                    self.describe(&ta)
                                ),
                            ));
                        }
                        Type::unknown()
                    }
                }
            }
            ExprKind::Member { base, name, arrow } => {
                let tb = self.expr(base);
                let (record, outer) = if *arrow {
                    match tb.decay().pointee() {
                        Some(p) => (p.clone(), p.quals()),
                        None => (tb.clone(), Quals::default()),
                    }
                } else {
                    (tb.clone(), tb.quals())
                };
                match record.kind() {
                    TypeKind::Record(id) => {
                        let id = *id;
                        match self.find_field(id, name) {
                            Some(ft) => {
                                // Members of a shared (or const…) struct are shared (const…)
                                // too, keeping a layout of their own if they have one. A whole
                                // struct is on one thread: a member of a shared struct has an
                                // indefinite block size, so that `&s.m` is `shared [] T *`
                                // (UPC 1.3 6.4.4, address operators) and a member array
                                // decays to a pointer that stays on that thread.
                                let q = Quals {
                                    restrict: false,
                                    shared: if ft.is_shared() {
                                        None
                                    } else {
                                        outer.shared.map(|_| BlockSize::Indefinite)
                                    },
                                    ..outer
                                };
                                ft.qualified(q)
                            }
                            None => {
                                if self.records[id].fields.is_some() {
                                    let what = self.records[id].describe();
                                    self.report(Diagnostic::error(
                                        "E0106",
                                        name.span,
                                        format!("no member named `{}` in `{what}`", name.name),
                                    ));
                                }
                                Type::unknown()
                            }
                        }
                    }
                    TypeKind::Unknown => Type::unknown(),
                    _ => {
                        let desc = self.describe(&tb);
                        self.report(Diagnostic::error(
                            "E0109",
                            name.span,
                            format!(
                                "member reference base type `{desc}` is not a structure or union"
                            ),
                        ));
                        Type::unknown()
                    }
                }
            }
            ExprKind::SizeofExpr(a) => {
                let t = self.expr(a);
                self.record_size(e, &t, "sizeof", a.span);
                Type::ulong()
            }
            ExprKind::SizeofType(tn) => {
                let t = self.type_name(tn);
                self.record_size(e, &t, "sizeof", tn.span);
                Type::ulong()
            }
            ExprKind::AlignofExpr(a) => {
                let t = self.expr(a);
                if let Some((_, al)) = size_align(&t, &self.records) {
                    self.sizes.insert(e.id.0, al);
                }
                Type::ulong()
            }
            ExprKind::AlignofType(tn) => {
                let t = self.type_name(tn);
                if let Some((_, al)) = size_align(&t, &self.records) {
                    self.sizes.insert(e.id.0, al);
                }
                Type::ulong()
            }
            ExprKind::UpcSizeof(k, arg) => {
                self.upc_construct(k.keyword(), e.span);
                let (t, span) = match &**arg {
                    TypeofArg::Expr(a) => (self.expr(a), a.span),
                    TypeofArg::Type(tn) => (self.type_name(tn), tn.span),
                };
                let sizeless = matches!(t.kind(), TypeKind::Void | TypeKind::Function { .. });
                if !t.is_unknown() && !t.is_shared() && sizeless {
                    self.report(Diagnostic::error(
                        "E0110",
                        span,
                        format!(
                            "invalid application of `{}` to the type `{}`, which has no size",
                            k.keyword(),
                            self.describe(&t)
                        ),
                    ));
                } else if !t.is_unknown() && !t.is_shared() {
                    // Other compilers accept it and real code relies on it: the operand is
                    // private data, all of it on one thread (as with an indefinite block size).
                    self.report(
                        self.accepted_spelling(
                            ("W0206", "E0206"),
                            span,
                            format!(
                                "`{}` applied to the non-shared type `{}`",
                                k.keyword(),
                                self.describe(&t)
                            ),
                        )
                        .with_note("UPC defines it for shared types only; the value is that of private data: the element size, block size 0, local size `sizeof`"),
                    );
                }
                if !sizeless || t.is_shared() {
                    self.record_size(e, &t, k.keyword(), span);
                    if let Some(v) = self.upc_sizeof_value(*k, &t) {
                        self.sizes.insert(e.id.0, v);
                        // An integer constant even when the operand's size involves THREADS
                        // (`case upc_localsizeof(a):` is no E0217).
                        self.threads_sizes.remove(&e.id.0);
                    } else {
                        self.sizes.remove(&e.id.0);
                    }
                }
                Type::ulong()
            }
            ExprKind::CompoundLiteral(tn, items) => {
                let t = self.type_name(tn);
                self.initializer(&Initializer::List(items.clone(), e.span), &t);
                t
            }
            ExprKind::StmtExpr(b) => {
                self.push_scope();
                let mut last = Type::void();
                for item in &b.items {
                    match item {
                        BlockItem::Stmt(Stmt {
                            kind: StmtKind::Expr(Some(x)),
                            ..
                        }) => last = self.expr(x).decay(),
                        BlockItem::Stmt(s) => {
                            self.stmt(s);
                            last = Type::void();
                        }
                        BlockItem::Decl(d) => {
                            self.declaration(d);
                            last = Type::void();
                        }
                        _ => {}
                    }
                }
                self.pop_scope();
                last
            }
            ExprKind::VaArg(a, tn) => {
                self.expr(a);
                self.type_name(tn)
            }
            ExprKind::Offsetof(tn, path) => {
                self.type_name(tn);
                for d in path {
                    if let Designator::Index(i) = d {
                        self.expr(i);
                    }
                }
                Type::ulong()
            }
            ExprKind::TypesCompatible(a, b) => {
                self.type_name(a);
                self.type_name(b);
                Type::int()
            }
            ExprKind::Generic(c, assocs) => {
                // The controlling type after lvalue conversion (C11 6.5.1.1p2: decayed, its
                // own qualifiers, `shared` included, dropped).
                let tc = self.expr(c).decay().unqualified();
                let mut result = Type::unknown();
                let (mut chosen, mut default) = (None, None);
                let mut upc = involves_upc(&tc);
                for (i, (t, x)) in assocs.iter().enumerate() {
                    let tx = self.expr(x);
                    match t {
                        Some(t) => {
                            let tt = self.type_name(t);
                            upc |= involves_upc(&tt);
                            if chosen.is_none() && self.generic_matches(&tc, &tt) {
                                chosen = Some((i, tx.clone()));
                            }
                        }
                        None => default = Some((i, tx.clone())),
                    }
                    if result.is_unknown() {
                        result = tx;
                    }
                }
                match chosen.or(default) {
                    Some((i, tx)) => {
                        if upc {
                            self.generic_choices.insert(e.id, i);
                        }
                        tx
                    }
                    None => result,
                }
            }
            ExprKind::LabelAddr(l) => {
                if let Some(f) = &mut self.func {
                    f.used.push(l.clone());
                }
                Type::pointer_to(Type::void())
            }
            ExprKind::Extension(a) => self.expr(a),
            ExprKind::Threads => {
                self.upc_construct("THREADS", e.span);
                Type::int()
            }
            ExprKind::MyThread => {
                self.upc_construct("MYTHREAD", e.span);
                Type::int()
            }
            ExprKind::UpcMaxBlockSize => {
                self.upc_construct("UPC_MAX_BLOCK_SIZE", e.span);
                Type::ulong()
            }
        }
    }

    fn ident(&mut self, i: &Ident) -> Type {
        match self.lookup(&i.name) {
            Some(Symbol {
                kind: SymKind::EnumConst(_),
                ..
            }) => Type::int(),
            Some(Symbol { ty, .. }) => ty.clone(),
            None => {
                if is_builtin(&i.name) {
                    return Type::unknown();
                }
                if matches!(
                    &*i.name,
                    "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__"
                ) {
                    return Type::new(TypeKind::Array(
                        Type::new(TypeKind::Int {
                            kind: IntKind::Char,
                            signed: true,
                        }),
                        ArrayLen::Unknown,
                    ));
                }
                self.report(Diagnostic::error(
                    "E0100",
                    i.span,
                    format!("use of undeclared identifier `{}`", i.name),
                ));
                Type::unknown()
            }
        }
    }

    /// W0305: a cast to a pointer-to-local of the address of an element of a cyclic shared
    /// array that is provably on another thread: `&a[MYTHREAD + c]`, `a + MYTHREAD - c`, … (a
    /// sum of the array, MYTHREAD once and integer constants) with `c` not divisible by THREADS
    /// (with dynamic THREADS: any `c` other than 0; it is local only when THREADS divides it).
    fn check_cast_to_local(&mut self, a: &Expr) {
        // The address as a sum of signed terms: the array, MYTHREAD and constants.
        fn terms<'e>(e: &'e Expr, neg: bool, out: &mut Vec<(&'e Expr, bool)>) {
            match &e.kind {
                ExprKind::Binary(BinaryOp::Add, x, y) => {
                    terms(x, neg, out);
                    terms(y, neg, out);
                }
                ExprKind::Binary(BinaryOp::Sub, x, y) => {
                    terms(x, neg, out);
                    terms(y, !neg, out);
                }
                _ => out.push((e, neg)),
            }
        }
        let mut parts = vec![];
        match &a.kind {
            ExprKind::Unary(UnaryOp::AddrOf, x) => match &x.kind {
                ExprKind::Index(b, i) => {
                    terms(b, false, &mut parts);
                    terms(i, false, &mut parts);
                }
                _ => return,
            },
            ExprKind::Binary(..) => terms(a, false, &mut parts),
            _ => return,
        }
        let (mut arrays, mut mythread, mut c) = (0, 0, 0i128);
        for (t, neg) in parts {
            if matches!(t.kind, ExprKind::MyThread) && !neg {
                mythread += 1;
                continue;
            }
            let ty = self.types.get(t.id.0 as usize).cloned().flatten();
            if let Some(TypeKind::Array(elem, _)) = ty.as_ref().map(|t| t.kind()) {
                if neg
                    || matches!(elem.kind(), TypeKind::Array(..))
                    || elem.block_size() != Some(BlockSize::Const(1))
                {
                    return;
                }
                arrays += 1;
                continue;
            }
            match consteval::eval(self, t) {
                Some(v) => c += if neg { -v } else { v },
                None => return,
            }
        }
        if arrays != 1 || mythread != 1 {
            return;
        }
        let remote = match self.opts.static_threads {
            Some(n) => n > 0 && c % n as i128 != 0,
            None => c != 0,
        };
        if !remote {
            return;
        }
        let when = match self.opts.static_threads {
            Some(n) => format!("with THREADS = {n}"),
            None => format!("whenever THREADS does not divide {c}"),
        };
        self.report(
            Diagnostic::warning(
                "W0305",
                a.span,
                format!("cast to a pointer-to-local of an element of a cyclic shared array on another thread ({when})"),
            )
            .with_note(format!("element MYTHREAD {} {} has affinity to thread (MYTHREAD {} {}) % THREADS", if c < 0 { "-" } else { "+" }, c.abs(), if c < 0 { "-" } else { "+" }, c.abs()))
            .with_help("a pointer-to-local may only point to data with affinity to this thread; read remote data through the pointer-to-shared or with upc_memget"),
        );
    }

    fn call(&mut self, f: &Expr, args: &[Expr]) -> Type {
        // A call of an undeclared function declares it implicitly (C89), with a warning.
        let ft = match &f.kind {
            ExprKind::Ident(i) if self.lookup(&i.name).is_none() && !is_builtin(&i.name) => {
                self.report(
                    Diagnostic::warning(
                        "W0100",
                        i.span,
                        format!("implicit declaration of function `{}`", i.name),
                    )
                    .with_help(
                        "include the header that declares it, or declare it before the call",
                    ),
                );
                self.implicit_functions.insert(i.name.clone());
                let t = Type::new(TypeKind::Function {
                    ret: Type::int(),
                    params: None,
                    variadic: false,
                });
                self.scopes[0].names.insert(
                    i.name.clone(),
                    Symbol {
                        kind: SymKind::Function,
                        ty: t.clone(),
                        span: i.span,
                        defined: false,
                    },
                );
                if let Some(slot) = self.types.get_mut(f.id.0 as usize) {
                    *slot = Some(t.clone());
                }
                t
            }
            _ => self.expr(f),
        };
        let arg_types: Vec<Type> = args.iter().map(|a| self.expr(a).decay()).collect();
        let fn_type = match ft.kind() {
            TypeKind::Function { .. } => ft.clone(),
            TypeKind::Pointer(p) if p.is_function() => p.clone(),
            TypeKind::Unknown => return Type::unknown(),
            _ => {
                let desc = self.describe(&ft);
                self.report(Diagnostic::error(
                    "E0107",
                    f.span,
                    format!("called object type `{desc}` is not a function or function pointer"),
                ));
                return Type::unknown();
            }
        };
        let TypeKind::Function {
            ret,
            params,
            variadic,
        } = fn_type.kind()
        else {
            unreachable!()
        };
        if let Some(params) = params {
            let (want, have) = (params.len(), args.len());
            if have < want || (have > want && !variadic) {
                let which = if have < want { "few" } else { "many" };
                let span = if have > want { args[want].span } else { f.span };
                self.report(Diagnostic::error(
                    "E0108",
                    span,
                    format!(
                        "too {which} arguments to function call, expected {}{want}, have {have}",
                        if *variadic { "at least " } else { "" }
                    ),
                ));
            } else {
                let func = match &f.kind {
                    ExprKind::Ident(i) => Some(i.name.clone()),
                    _ => None,
                };
                for (n, (p, (a, ta))) in params.iter().zip(args.iter().zip(&arg_types)).enumerate()
                {
                    let ctx = Context::Arg {
                        n: n + 1,
                        func: func.as_deref(),
                    };
                    self.check_conversion(p, ta, a, ctx);
                }
                // Arguments matched by `...` are only required to have a value.
                for (a, ta) in args.iter().zip(&arg_types).skip(want) {
                    self.check_void_argument(a, ta);
                }
            }
        } else {
            for (a, ta) in args.iter().zip(&arg_types) {
                self.check_void_argument(a, ta);
            }
        }
        ret.unqualified()
    }

    fn unary(&mut self, op: UnaryOp, a: &Expr, e: &Expr) -> Type {
        let t = self.expr(a);
        match op {
            UnaryOp::AddrOf => Type::pointer_to(t),
            UnaryOp::Deref => {
                let d = t.decay();
                match d.kind() {
                    TypeKind::Pointer(p) => p.clone(),
                    TypeKind::Unknown => Type::unknown(),
                    _ => {
                        let desc = self.describe(&d);
                        self.report(Diagnostic::error(
                            "E0109",
                            e.span,
                            format!("indirection requires pointer operand (`{desc}` invalid)"),
                        ));
                        Type::unknown()
                    }
                }
            }
            UnaryOp::Not => {
                self.require_scalar(&t.decay(), "!", e.span);
                Type::int()
            }
            UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot => {
                let d = t.decay();
                if d.is_record() {
                    let desc = self.describe(&d);
                    self.report(Diagnostic::error(
                        "E0109",
                        e.span,
                        format!("invalid argument type `{desc}` to unary expression"),
                    ));
                    return Type::unknown();
                }
                promote(&d)
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                let d = t.decay();
                if super::check::is_pointer_to_shared_void(&d) {
                    self.shared_void_arithmetic(&d, e.span);
                }
                d.unqualified()
            }
            UnaryOp::Real | UnaryOp::Imag => match t.kind() {
                TypeKind::Complex(f) => Type::new(TypeKind::Float(*f)),
                _ => t.unqualified(),
            },
        }
    }

    fn require_scalar(&mut self, t: &Type, op: &str, span: Span) {
        if t.is_record() {
            let desc = self.describe(t);
            self.report(Diagnostic::error(
                "E0109",
                span,
                format!("invalid operand to `{op}` (`{desc}`)"),
            ));
        }
    }

    fn binary(&mut self, op: BinaryOp, a: &Type, b: &Type, e: &Expr) -> Type {
        use BinaryOp::*;
        if a.is_unknown() || b.is_unknown() {
            return match op {
                Lt | Gt | Le | Ge | Eq | Ne | LogAnd | LogOr => Type::int(),
                _ => Type::unknown(),
            };
        }
        if a.is_record() || b.is_record() {
            let (da, db) = (self.describe(a), self.describe(b));
            self.report(Diagnostic::error(
                "E0109",
                e.span,
                format!(
                    "invalid operands to binary `{}` (`{da}` and `{db}`)",
                    op.symbol()
                ),
            ));
            return Type::unknown();
        }
        if !self.check_operands(op, a, b, e) {
            return Type::unknown();
        }
        match op {
            Lt | Gt | Le | Ge | Eq | Ne | LogAnd | LogOr => Type::int(),
            Add if a.is_pointer() => a.unqualified(),
            Add if b.is_pointer() => b.unqualified(),
            Sub if a.is_pointer() && b.is_pointer() => Type::new(TypeKind::Int {
                kind: IntKind::Long,
                signed: true,
            }),
            Sub if a.is_pointer() => a.unqualified(),
            Shl | Shr => promote(a),
            _ if a.is_arithmetic() && b.is_arithmetic() => arithmetic_conversion(a, b),
            _ => Type::unknown(),
        }
    }

    /// The type of a member (searching anonymous members too).
    fn find_field(&self, id: RecordId, name: &Ident) -> Option<Type> {
        let fields = self.records.get(id)?.fields.as_ref()?;
        for f in fields {
            match &f.name {
                Some(n) if *n == name.name => return Some(f.ty.clone()),
                None => {
                    if let TypeKind::Record(inner) = f.ty.kind() {
                        if let Some(t) = self.find_field(*inner, name) {
                            return Some(t);
                        }
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Records the size of `t` for constant evaluation; reports an incomplete type.
    fn record_size(&mut self, e: &Expr, t: &Type, op: &str, span: Span) {
        if let TypeKind::Record(id) = t.element().kind() {
            if self.records[*id].fields.is_none() {
                let what = self.records[*id].describe();
                self.report(Diagnostic::error(
                    "E0110",
                    span,
                    format!("invalid application of `{op}` to an incomplete type `{what}`"),
                ));
                return;
            }
        }
        // `sizeof(void)` and `sizeof` of a function: 1 as a GNU C extension (as GCC, which
        // diagnoses it only under -pedantic); a constraint violation of C99 6.5.3.4, so an
        // error under --std=upc1.3 -pedantic-errors.
        if self.opts.strict_upc13 && matches!(t.kind(), TypeKind::Void | TypeKind::Function { .. })
        {
            let what = if matches!(t.kind(), TypeKind::Void) {
                "a void type"
            } else {
                "a function type"
            };
            let d = self.accepted_spelling(
                ("W0109", "E0121"),
                span,
                format!("invalid application of `{op}` to {what}"),
            );
            self.report(d.with_note("C99 6.5.3.4: the operand shall not have function or incomplete type (a GNU C extension gives 1)"));
        }
        if let Some((size, _)) = size_align(t, &self.records) {
            self.sizes.insert(e.id.0, size);
        }
        let mut x = t;
        while let TypeKind::Array(el, len) = x.kind() {
            if matches!(len, ArrayLen::ThreadsTimes(_)) {
                self.threads_sizes.insert(e.id.0, ());
            }
            x = el;
        }
    }

    /// The block size of the `[*]` array type `t` when known at compile time: over `k * THREADS`
    /// always, otherwise when THREADS is fixed.
    pub(super) fn star_block_value(&self, t: &Type) -> Option<u64> {
        star_block_elems(t).or_else(|| {
            let threads = u64::from(self.opts.static_threads?);
            let (total, _) = size_align(t, &self.records)?;
            let (elem, _) = size_align(t.element(), &self.records)?;
            Some((total / elem.max(1)).div_ceil(threads))
        })
    }

    /// `upc_elemsizeof`, `upc_blocksizeof`, `upc_localsizeof` when computable.
    fn upc_sizeof_value(&self, k: UpcSizeofKind, t: &Type) -> Option<u64> {
        let (elem, _) = size_align(t.element(), &self.records)?;
        if !t.is_shared() {
            // Private data (warning W0206): like an indefinite block size.
            return match k {
                UpcSizeofKind::Elem => Some(elem),
                UpcSizeofKind::Block => Some(0),
                UpcSizeofKind::Local => size_align(t, &self.records).map(|(n, _)| n),
            };
        }
        match k {
            UpcSizeofKind::Elem => Some(elem),
            UpcSizeofKind::Block => match t.block_size()? {
                BlockSize::Const(n) => Some(n),
                BlockSize::Indefinite => Some(0),
                BlockSize::Star(_) => self.star_block_value(t),
                BlockSize::Runtime(_) => None,
            },
            UpcSizeofKind::Local => {
                let Some(threads) = self.opts.static_threads.map(u64::from) else {
                    // Dynamic THREADS: the constant bound both backends print.
                    return upc_local_elems_bound(t)?.checked_mul(elem);
                };
                let (total, _) = size_align(t, &self.records)?;
                let n = total / elem.max(1);
                match t.block_size()? {
                    BlockSize::Const(0) | BlockSize::Indefinite => Some(total),
                    BlockSize::Const(b) => {
                        let blocks = n.div_ceil(b);
                        Some(blocks.div_ceil(threads) * b * elem)
                    }
                    BlockSize::Star(_) => Some(n.div_ceil(threads) * elem),
                    BlockSize::Runtime(_) => None,
                }
            }
        }
    }
}

pub(crate) fn is_builtin(name: &str) -> bool {
    name.starts_with("__builtin_") || name.starts_with("__sync_") || name.starts_with("__atomic_")
}

/// Integer promotion.
fn promote(t: &Type) -> Type {
    match t.kind() {
        TypeKind::Int { kind, .. } if kind.rank() < IntKind::Int.rank() => Type::int(),
        TypeKind::Enum => Type::int(),
        _ => t.unqualified(),
    }
}

/// The usual arithmetic conversions.
fn arithmetic_conversion(a: &Type, b: &Type) -> Type {
    let (a, b) = (promote(a), promote(b));
    match (a.kind(), b.kind()) {
        (TypeKind::Complex(x), TypeKind::Complex(y)) => Type::new(TypeKind::Complex(wider(*x, *y))),
        (TypeKind::Complex(x), TypeKind::Float(y)) | (TypeKind::Float(y), TypeKind::Complex(x)) => {
            Type::new(TypeKind::Complex(wider(*x, *y)))
        }
        (TypeKind::Complex(_), _) => a,
        (_, TypeKind::Complex(_)) => b,
        (TypeKind::Float(x), TypeKind::Float(y)) => Type::of_kind(TypeKind::Float(wider(*x, *y))),
        (TypeKind::Float(_), _) => a,
        (_, TypeKind::Float(_)) => b,
        (
            TypeKind::Int {
                kind: ka,
                signed: sa,
            },
            TypeKind::Int {
                kind: kb,
                signed: sb,
            },
        ) => {
            // The higher rank wins; at equal rank the unsigned type.
            if ka.rank() > kb.rank() || (ka.rank() == kb.rank() && !sa) {
                a
            } else if kb.rank() > ka.rank() || !sb {
                b
            } else {
                a
            }
        }
        _ => a,
    }
}

fn wider(x: FloatKind, y: FloatKind) -> FloatKind {
    if x.size() >= y.size() {
        x
    } else {
        y
    }
}

fn int_literal_type(t: &str) -> Type {
    let lower = t.to_ascii_lowercase();
    let unsigned = lower.contains('u');
    let longs = lower.matches('l').count();
    let value = super::consteval::int_literal(t).unwrap_or(0);
    let decimal = !(lower.starts_with('0') && lower.len() > 1);
    let kind = if longs >= 2 {
        IntKind::LongLong
    } else if longs == 1 {
        IntKind::Long
    } else if value <= i32::MAX as i128
        || (!decimal && value <= u32::MAX as i128)
        || (unsigned && value <= u32::MAX as i128)
    {
        IntKind::Int
    } else {
        IntKind::Long
    };
    let unsigned = unsigned
        || (!decimal && kind == IntKind::Int && value > i32::MAX as i128)
        || (!decimal && kind != IntKind::Int && value > i64::MAX as i128);
    Type::new(TypeKind::Int {
        kind,
        signed: !unsigned,
    })
}

fn float_literal_type(t: &str) -> Type {
    let lower = t.to_ascii_lowercase();
    let hex = lower.starts_with("0x");
    let kind = if lower.ends_with("f128") || lower.ends_with("q") {
        FloatKind::Float128
    } else if lower.ends_with('l') {
        FloatKind::LongDouble
    } else if lower.ends_with('f') && !hex
        || (hex
            && lower.ends_with('f')
            && lower.contains('p')
            && lower.rsplit('p').next().is_some_and(|e| e.ends_with('f')))
    {
        FloatKind::Float
    } else {
        FloatKind::Double
    };
    Type::of_kind(TypeKind::Float(kind))
}

/// The type of `c ? a : b` whose second and third operands are pointers (C11 6.5.15p6, UPC 1.3
/// 6.4.3): a null pointer constant takes the other operand's type (`c ? NULL : p` is a
/// pointer-to-shared when `p` is one); with a pointer to `void` the result points to `void`
/// (shared if either pointee is, `shared void *` beside `shared int *`); otherwise the first
/// operand's type. The pointed-to type has the qualifiers of both.
fn conditional_pointers(ta: &Type, a: &Expr, tb: &Type, b: &Expr) -> Type {
    let (a_null, b_null) = (
        consteval::is_null_constant(a),
        consteval::is_null_constant(b),
    );
    if a_null && !b_null {
        return tb.unqualified();
    }
    if b_null && !a_null {
        return ta.unqualified();
    }
    let (Some(pa), Some(pb)) = (ta.pointee(), tb.pointee()) else {
        return ta.unqualified();
    };
    let (qa, qb) = (pa.quals(), pb.quals());
    let both = |shared| Quals {
        konst: qa.konst || qb.konst,
        volatile: qa.volatile || qb.volatile,
        restrict: false,
        shared,
        strict: qa.strict || qb.strict,
        relaxed: qa.relaxed || qb.relaxed,
    };
    let void_a = matches!(pa.kind(), TypeKind::Void);
    if void_a || matches!(pb.kind(), TypeKind::Void) {
        let shared = if void_a {
            qa.shared.or(qb.shared)
        } else {
            qb.shared.or(qa.shared)
        };
        return Type::pointer_to(Type::void().with_quals(both(shared)));
    }
    Type::pointer_to(pa.with_quals(both(qa.shared)))
}

/// Whether a type is or holds a shared type (a pointer-to-shared, a shared array or object).
fn involves_upc(t: &Type) -> bool {
    t.is_shared() || t.pointee().is_some_and(involves_upc)
}

impl Sema<'_> {
    /// Whether a `_Generic` association of type `t` matches the controlling type `c`: compatible
    /// types, integers of one signedness too (6.5.1.1p3; `compatible` itself is lenient there).
    fn generic_matches(&self, c: &Type, t: &Type) -> bool {
        let signs = |x: &Type| match x.kind() {
            TypeKind::Int { signed, .. } => Some(*signed),
            _ => None,
        };
        t.quals() == Quals::default() && signs(c) == signs(t) && self.compatible(c, t)
    }
}
