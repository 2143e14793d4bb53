//! Builders of C trees (expressions, declarations, statements, functions) and the names and
//! texts of the few nodes that are text; what every backend builds its output with.

use crate::sema::types::*;
use pgas_grammar::*;

// --------------------------------------------------------------------------------------------
// Names, tree constructors
// --------------------------------------------------------------------------------------------

/// The headers of our UPC library, whose declarations the runtime headers replace.
pub(crate) const UPC_HEADERS: [&str; 15] = [
    "upc.h",
    "upc_io.h",
    "bupc_extensions.h",
    "bupc_collectivev.h",
    "upc_relaxed.h",
    "upc_strict.h",
    "upc_types.h",
    "upc_nb.h",
    "upc_tick.h",
    "upc_atomic.h",
    "upc_castable.h",
    "upc_collective.h",
    "pupc.h",
    "gasp.h",
    "gasp_upc.h",
];

/// The C library headers a UPC library header brings in beyond what the runtime header that
/// replaces it includes: programs written for Berkeley UPC call `rand()`, use `RAND_MAX`, `struct
/// timeval` (glibc's `stdlib.h` brings `sys/types.h` and `sys/select.h`) or `PRId64` after
/// including only `upc.h`, whose header includes `stdlib.h` (and, through its extensions,
/// `inttypes.h`); its `upc_collective.h` and `upc_io.h` include `stdlib.h`. The checked program
/// saw these declarations (our headers include them), so the translation includes them too.
pub(crate) fn c_headers_of(upc_header: &str) -> &'static [&'static str] {
    match upc_header {
        "upc.h" | "upc_relaxed.h" | "upc_strict.h" => &["stdlib.h", "inttypes.h"],
        "upc_collective.h" | "upc_io.h" => &["stdlib.h"],
        _ => &[],
    }
}

/// `first` (a directive, or "" for none) followed by the `#include` lines of `c_headers_of(name)`.
pub(crate) fn with_c_headers(first: &str, name: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    if !first.is_empty() {
        lines.push(first.to_string());
    }
    lines.extend(c_headers_of(name).iter().map(|h| format!("#include <{h}>")));
    lines.join("\n")
}

/// The types of `upc_io.h` that the runtimes' versions of the header define themselves.
pub(crate) const UPC_IO_TYPES: [&str; 2] = ["upc_off_t", "upc_file_t"];

/// A C identifier from a file name: `grid-2.upc` → `grid_2`.
pub fn file_tag(path: &std::path::Path) -> String {
    let stem = path
        .file_stem()
        .map_or("file".into(), |s| s.to_string_lossy().into_owned());
    let mut tag: String = stem
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if tag.starts_with(|c: char| c.is_ascii_digit()) {
        tag.insert(0, '_');
    }
    tag
}

/// An identifier without a source position.
/// The functions a translation unit defines itself (a `GA_`-named one is the user's, not GA's).
pub(crate) fn defined_functions(unit: &TranslationUnit) -> rustc_hash::FxHashSet<String> {
    unit.items
        .iter()
        .filter_map(|i| match i {
            ExternalDecl::FnDef(f) => f.name().map(|n| n.name.to_string()),
            _ => None,
        })
        .collect()
}

pub(crate) fn ident(name: &str) -> Ident {
    Ident {
        name: name.into(),
        span: Span::default(),
    }
}

/// An expression node made by the backend (no type-table entry): the printer places its
/// parentheses.
pub(crate) fn node(kind: ExprKind, span: Span) -> Expr {
    Expr {
        id: ExprId(u32::MAX),
        kind,
        span,
    }
}

/// Text the backend wrote, as an expression node (printed as it is: a primary expression).
pub(crate) fn raw(text: String, span: Span) -> Expr {
    node(ExprKind::Raw(text.into()), span)
}

/// `(long)e`.
pub(crate) fn cast_to_long(e: Expr) -> Expr {
    let long = DeclSpec::Type(TypeSpec::Basic(BasicType::Long, Span::default()));
    let span = e.span;
    Expr {
        span,
        ..cast(type_name(specs(vec![long]), Declarator::Abstract), e)
    }
}

/// The product of `factors`, its integer constants folded into one first factor; `None` for
/// an empty product or 1.
pub(crate) fn fold_product(factors: Vec<Expr>) -> Option<Expr> {
    let mut constant: u64 = 1;
    let mut rest = vec![];
    for f in factors {
        let value = match &f.kind {
            ExprKind::Int(n) => n.parse::<u64>().ok(),
            _ => None,
        };
        match value.and_then(|v| constant.checked_mul(v)) {
            Some(c) => constant = c,
            None => rest.push(f),
        }
    }
    if constant != 1 {
        rest.insert(0, int_expr(constant));
    }
    rest.into_iter().reduce(|a, b| binary(BinaryOp::Mul, a, b))
}

/// The dimensions of an array type, outermost first.
pub(crate) fn array_dims(t: &Type) -> Vec<ArrayLen> {
    let mut v = vec![];
    let mut t = t;
    while let TypeKind::Array(e, len) = t.kind() {
        v.push(*len);
        t = e;
    }
    v
}

pub(crate) fn stmt(kind: StmtKind, span: Span) -> Stmt {
    Stmt { kind, span }
}

/// `for (init; cond; step) body`.
pub(crate) fn for_loop(
    init: ForInit,
    cond: Option<Expr>,
    step: Option<Expr>,
    body: Stmt,
    span: Span,
) -> Stmt {
    stmt(
        StmtKind::For(Box::new(ForLoop {
            init,
            cond,
            step,
            body,
        })),
        span,
    )
}

pub(crate) fn raw_stmt(text: String, span: Span) -> Stmt {
    stmt(StmtKind::Raw(text), span)
}

// Builders of C trees: generated code is made of the grammar's nodes, so that the printer
// places every parenthesis (from precedence) and every line break.

/// An identifier as an expression.
pub(crate) fn ident_expr(name: &str) -> Expr {
    node(ExprKind::Ident(ident(name)), Span::default())
}

/// A string literal of `text` (escaped).
pub(crate) fn string_expr(text: &str) -> Expr {
    let piece = format!("\"{}\"", c_string_body(text));
    node(
        ExprKind::Str(StringLit {
            pieces: vec![piece.into()],
            span: Span::default(),
        }),
        Span::default(),
    )
}

/// An integer constant.
pub(crate) fn int_expr(n: impl std::fmt::Display) -> Expr {
    node(ExprKind::Int(n.to_string().into()), Span::default())
}

/// `a op b`.
pub(crate) fn binary(op: BinaryOp, a: Expr, b: Expr) -> Expr {
    node(
        ExprKind::Binary(op, Box::new(a), Box::new(b)),
        Span::default(),
    )
}

pub(crate) fn unary(op: UnaryOp, a: Expr) -> Expr {
    node(ExprKind::Unary(op, Box::new(a)), Span::default())
}

/// `a = b`.
pub(crate) fn assign(a: Expr, b: Expr) -> Expr {
    node(
        ExprKind::Assign(AssignOp::Assign, Box::new(a), Box::new(b)),
        Span::default(),
    )
}

/// `a op= b` (`AssignOp::Assign`: `a = b`).
pub(crate) fn assign_op(op: AssignOp, a: Expr, b: Expr) -> Expr {
    node(
        ExprKind::Assign(op, Box::new(a), Box::new(b)),
        Span::default(),
    )
}

/// `c ? a : b`.
pub(crate) fn cond_expr(c: Expr, a: Expr, b: Expr) -> Expr {
    node(
        ExprKind::Cond(Box::new(c), Some(Box::new(a)), Box::new(b)),
        Span::default(),
    )
}

/// `a, b`.
pub(crate) fn comma(a: Expr, b: Expr) -> Expr {
    node(ExprKind::Comma(Box::new(a), Box::new(b)), Span::default())
}

/// `a && b && …` of the conditions (`None` for none).
pub(crate) fn all_of(conditions: Vec<Expr>) -> Option<Expr> {
    conditions
        .into_iter()
        .reduce(|a, b| binary(BinaryOp::LogAnd, a, b))
}

/// `f(args…)` of a function named `f`.
pub(crate) fn call(f: &str, args: Vec<Expr>) -> Expr {
    node(
        ExprKind::Call(Box::new(ident_expr(f)), args),
        Span::default(),
    )
}

/// `a[i]`.
pub(crate) fn subscript(a: Expr, i: Expr) -> Expr {
    node(ExprKind::Index(Box::new(a), Box::new(i)), Span::default())
}

/// `(t)e`.
pub(crate) fn cast(t: TypeName, e: Expr) -> Expr {
    node(ExprKind::Cast(Box::new(t), Box::new(e)), Span::default())
}

/// `sizeof(t)`.
pub(crate) fn sizeof_type(t: TypeName) -> Expr {
    node(ExprKind::SizeofType(Box::new(t)), Span::default())
}

/// `sizeof e`.
pub(crate) fn sizeof_expr(e: Expr) -> Expr {
    node(ExprKind::SizeofExpr(Box::new(e)), Span::default())
}

/// Declaration specifiers.
pub(crate) fn specs(items: Vec<DeclSpec>) -> DeclSpecs {
    DeclSpecs {
        items,
        span: Span::default(),
    }
}

/// `front` (a storage class, `inline`, `const` …) before the specifiers `rest`.
pub(crate) fn specs_before(front: &[DeclSpec], rest: DeclSpecs) -> DeclSpecs {
    let mut items = front.to_vec();
    items.extend(rest.items);
    specs(items)
}

/// A type specifier that is a typedef name (the runtime's `upcga_ptr_t`, `size_t`).
pub(crate) fn typedef_name(name: &str) -> DeclSpec {
    DeclSpec::Type(TypeSpec::TypedefName(ident(name)))
}

/// A type specifier keyword (`int`, `unsigned`, `__auto_type`).
pub(crate) fn basic_spec(b: BasicType) -> DeclSpec {
    DeclSpec::Type(TypeSpec::Basic(b, Span::default()))
}

/// The specifier `struct tag` or `union tag` (a reference, no members).
pub(crate) fn record_spec(kind: StructKind, tag: &str) -> TypeSpec {
    TypeSpec::Struct(Box::new(StructType {
        kind,
        attrs: vec![],
        name: Some(ident(tag)),
        fields: None,
        trailing_attrs: vec![],
        span: Span::default(),
        id: DeclId::NONE,
    }))
}

/// A type name of specifiers and an (abstract) declarator.
pub(crate) fn type_name(specs: DeclSpecs, declarator: Declarator) -> TypeName {
    TypeName {
        specs,
        declarator,
        span: Span::default(),
        id: DeclId::NONE,
    }
}

/// How [`typed`] names what a type alone does not say: a record's specifier (its tag, or the
/// typedef name of an untagged one), the target's pointer-to-shared type (a typedef name, given
/// the pointer's target type), the length of an array of `n * THREADS` elements, an enumerated
/// type's specifier.
pub(crate) struct TypeNames<'n> {
    pub record: &'n dyn Fn(RecordId) -> TypeSpec,
    /// The target's type of a pointer to the given shared type; `None` for the program's UPC
    /// type as written, UPC's qualifiers kept (`strict shared [4] int *shared`), for the
    /// texts that quote it ([`upc_type_text`]).
    pub shared_pointer: Option<&'n dyn Fn(&Type) -> TypeSpec>,
    pub threads_times: &'n dyn Fn(u64) -> Expr,
    pub enumerated: TypeSpec,
}

/// The specifiers and the declarator that declare `inner` with type `t` (`inner` is
/// `Declarator::Abstract` for a type name), as trees: the pointers, arrays and functions of `t`
/// become declarator nodes (the printer parenthesises a pointer inside an array or a function;
/// a function type without a prototype is `()`);
/// the rest becomes specifiers: the qualifiers `const` and `volatile` (UPC's are dropped unless
/// the type is the program's, see [`TypeNames::shared_pointer`]), then the type's keywords
/// (`unsigned long`, `double _Complex`), an enumerated type's specifier, a record's specifier or
/// the target's pointer-to-shared type (`names`).
pub(crate) fn typed(t: &Type, inner: Declarator, names: &TypeNames) -> (DeclSpecs, Declarator) {
    let quals = qualifiers(t, names.shared_pointer.is_none());
    match t.kind() {
        TypeKind::Pointer(target) if !target.is_shared() || names.shared_pointer.is_none() => {
            let quals = quals.into_iter().map(PtrQual::Qual).collect();
            typed(target, pointer_to(inner, quals), names)
        }
        TypeKind::Array(e, len) => {
            let size = match len {
                ArrayLen::Const(n) => ArraySize::Expr(Box::new(int_expr(n))),
                ArrayLen::ThreadsTimes(n) => ArraySize::Expr(Box::new((names.threads_times)(*n))),
                ArrayLen::Unknown => ArraySize::Unspecified,
                ArrayLen::Variable(_) => ArraySize::Vla,
            };
            typed(e, array_of(inner, size), names)
        }
        TypeKind::Function {
            params: None, ret, ..
        } => {
            // A function type without a prototype: `()` (`(void)` takes no arguments).
            let d = Declarator::KrFunction {
                inner: Box::new(inner),
                names: vec![],
                span: Span::default(),
            };
            typed(ret, d, names)
        }
        TypeKind::Function {
            ret,
            params,
            variadic,
        } => {
            let params = params
                .iter()
                .flatten()
                .map(|p| {
                    let (s, d) = typed(p, Declarator::Abstract, names);
                    param(s, d)
                })
                .collect();
            let d = function_declarator(inner, params, *variadic);
            typed(ret, d, names)
        }
        kind => {
            let mut items: Vec<DeclSpec> = quals.into_iter().map(DeclSpec::Qual).collect();
            match (kind, names.shared_pointer) {
                (TypeKind::Pointer(target), Some(pointer)) => {
                    items.push(DeclSpec::Type(pointer(target)))
                }
                (TypeKind::Record(id), _) => items.push(DeclSpec::Type((names.record)(*id))),
                (TypeKind::Enum, _) => items.push(DeclSpec::Type(names.enumerated.clone())),
                (kind, _) => items.extend(type_keywords(kind).into_iter().map(basic_spec)),
            }
            (specs(items), inner)
        }
    }
}

/// The qualifiers of `t` itself: `const` and `volatile`, after UPC's `strict`, `relaxed` and
/// `shared` with its layout when `upc` (the lowered program has none of UPC's).
fn qualifiers(t: &Type, upc: bool) -> Vec<TypeQual> {
    let q = t.quals();
    let none = Span::default();
    let layout = |b: BlockSize| match b {
        BlockSize::Const(1) => None,
        BlockSize::Const(n) => Some(Layout::Block(Box::new(int_expr(n)))),
        BlockSize::Indefinite => Some(Layout::Indefinite),
        BlockSize::Star(_) => Some(Layout::Star),
        // Known when the program runs only.
        BlockSize::Runtime(_) => Some(Layout::Block(Box::new(raw("?".into(), none)))),
    };
    let upc_quals = [
        q.strict.then_some(TypeQual::Strict(none)),
        q.relaxed.then_some(TypeQual::Relaxed(none)),
        q.shared.map(|b| TypeQual::Shared(layout(b), none)),
    ];
    let c_quals = [
        q.konst.then_some(TypeQual::Const(none)),
        q.volatile.then_some(TypeQual::Volatile(none)),
    ];
    let upc_quals = upc_quals.into_iter().filter(|_| upc);
    upc_quals.chain(c_quals).flatten().collect()
}

/// A type of the program as UPC text declaring `name` (a type name for ""), for the texts that
/// quote it (comments, the start-up tables' strings): the tree [`typed`] builds with
/// `names.shared_pointer` `None`, printed by [`quoted_text`] (`shared [4] int a[4 * THREADS]`).
pub(crate) fn upc_type_text(lm: &LineMap, t: &Type, name: &str, names: &TypeNames) -> String {
    let inner = match name {
        "" => Declarator::Abstract,
        name => named(name),
    };
    let (s, d) = typed(t, inner, names);
    quoted_text(lm, Quoted::Declaration(&s, &d))
}

/// The keywords that name a type of no declarator and no name (`unsigned long`, `double
/// _Complex`; `int` for an enumerated type).
fn type_keywords(kind: &TypeKind) -> Vec<BasicType> {
    let float = |f: &FloatKind| match f {
        FloatKind::Float => vec![BasicType::Float],
        FloatKind::Double => vec![BasicType::Double],
        FloatKind::LongDouble => vec![BasicType::Long, BasicType::Double],
        FloatKind::Float128 => vec![BasicType::Float128],
        FloatKind::Float16 => vec![BasicType::Float16],
    };
    match kind {
        TypeKind::Void => vec![BasicType::Void],
        TypeKind::Int {
            kind: IntKind::Bool,
            ..
        } => vec![BasicType::Bool],
        TypeKind::Int { kind, signed } => {
            let mut words = if *signed {
                vec![]
            } else {
                vec![BasicType::Unsigned]
            };
            words.extend(match kind {
                IntKind::Char => &[BasicType::Char][..],
                IntKind::Short => &[BasicType::Short],
                IntKind::Long => &[BasicType::Long],
                IntKind::LongLong => &[BasicType::Long, BasicType::Long],
                IntKind::Int128 => &[BasicType::Int128],
                IntKind::Int | IntKind::Bool => &[BasicType::Int],
            });
            words
        }
        TypeKind::Float(f) => float(f),
        TypeKind::Complex(f) => {
            let mut words = float(f);
            words.push(BasicType::Complex);
            words
        }
        TypeKind::VaList => vec![BasicType::VaList],
        // An enumerated type is lowered to `int`; a type the checker could not determine
        // (reported already) is declared `__auto_type`, as its value has a type.
        TypeKind::Enum => vec![BasicType::Int],
        TypeKind::Unknown
        | TypeKind::Record(_)
        | TypeKind::Pointer(_)
        | TypeKind::Array(..)
        | TypeKind::Function { .. } => vec![BasicType::AutoType],
    }
}

/// The declarator of a name.
pub(crate) fn named(name: &str) -> Declarator {
    Declarator::Ident(ident(name))
}

/// `inner[size]`.
pub(crate) fn array_of(inner: Declarator, size: ArraySize) -> Declarator {
    Declarator::Array {
        inner: Box::new(inner),
        quals: vec![],
        is_static: false,
        size,
        span: Span::default(),
    }
}

/// `*quals inner`.
pub(crate) fn pointer_to(inner: Declarator, quals: Vec<PtrQual>) -> Declarator {
    Declarator::Pointer {
        quals,
        inner: Box::new(inner),
        span: Span::default(),
    }
}

/// The specifiers of one basic type (`int`, `long`, `void`).
pub(crate) fn basic(t: BasicType) -> DeclSpecs {
    specs(vec![DeclSpec::Type(TypeSpec::Basic(t, Span::default()))])
}

/// `= e`.
pub(crate) fn init_expr(e: Expr) -> Option<Initializer> {
    Some(Initializer::Expr(Box::new(e)))
}

/// `= { values… }`.
pub(crate) fn init_list(values: Vec<Expr>) -> Option<Initializer> {
    let items = values
        .into_iter()
        .map(|e| InitItem {
            designators: vec![],
            init: Initializer::Expr(Box::new(e)),
        })
        .collect();
    Some(Initializer::List(items, Span::default()))
}

/// A parameter declaration.
pub(crate) fn param(specs: DeclSpecs, declarator: Declarator) -> ParamDecl {
    ParamDecl {
        specs,
        declarator,
        attrs: vec![],
        span: Span::default(),
        id: DeclId::NONE,
    }
}

/// `inner(params…)`; `inner(void)` without parameters.
pub(crate) fn function_declarator(
    inner: Declarator,
    mut params: Vec<ParamDecl>,
    variadic: bool,
) -> Declarator {
    if params.is_empty() && !variadic {
        params.push(param(basic(BasicType::Void), Declarator::Abstract));
    }
    Declarator::Function {
        inner: Box::new(inner),
        params: ParamList { params, variadic },
        span: Span::default(),
    }
}

/// `__attribute__((name(args…)))` members: one attribute.
pub(crate) fn attribute(name: &str, args: Option<Vec<Expr>>) -> Attribute {
    Attribute {
        name: name.into(),
        args,
        span: Span::default(),
    }
}

/// A declaration of one declarator, with its attributes and initializer.
pub(crate) fn declaration(
    specs: DeclSpecs,
    declarator: Declarator,
    attrs: Vec<Attribute>,
    init: Option<Initializer>,
) -> Declaration {
    let attrs = if attrs.is_empty() {
        vec![]
    } else {
        vec![Attributes {
            list: attrs,
            span: Span::default(),
        }]
    };
    Declaration {
        extension: false,
        kind: DeclarationKind::Normal {
            specs,
            declarators: vec![InitDeclarator {
                declarator,
                asm_label: None,
                attrs,
                init,
                span: Span::default(),
                id: DeclId::NONE,
            }],
        },
        span: Span::default(),
    }
}

/// A block-scope declaration of one declarator.
pub(crate) fn local_decl(
    specs: DeclSpecs,
    declarator: Declarator,
    init: Option<Initializer>,
) -> BlockItem {
    BlockItem::Decl(declaration(specs, declarator, vec![], init))
}

/// `e;` as a block item.
pub(crate) fn expr_stmt(e: Expr) -> BlockItem {
    BlockItem::Stmt(stmt(StmtKind::Expr(Some(e)), Span::default()))
}

/// `return e;` as a block item.
pub(crate) fn return_value(e: Expr) -> BlockItem {
    BlockItem::Stmt(stmt(StmtKind::Return(Some(e)), Span::default()))
}

/// A block item as a statement (a declaration becomes a block of its own).
pub(crate) fn item_stmt(item: BlockItem) -> Stmt {
    match item {
        BlockItem::Stmt(s) => s,
        item => block_stmt(vec![item]),
    }
}

/// A declaration of several declarators of the same specifiers (`long a = x, b;`).
pub(crate) fn declarators(
    specs: DeclSpecs,
    list: Vec<(Declarator, Option<Initializer>)>,
) -> BlockItem {
    let declarators = list
        .into_iter()
        .map(|(declarator, init)| InitDeclarator {
            declarator,
            asm_label: None,
            attrs: vec![],
            init,
            span: Span::default(),
            id: DeclId::NONE,
        })
        .collect();
    BlockItem::Decl(Declaration {
        extension: false,
        kind: DeclarationKind::Normal { specs, declarators },
        span: Span::default(),
    })
}

/// `long name = init, …;` (each with or without an initial value).
pub(crate) fn longs(list: Vec<(&str, Option<Expr>)>) -> BlockItem {
    let list = list
        .into_iter()
        .map(|(n, e)| (named(n), e.and_then(init_expr)))
        .collect();
    declarators(basic(BasicType::Long), list)
}

/// A comment as a statement (comments have no node of their own: their text is printed).
pub(crate) fn comment_stmt(text: &str) -> Stmt {
    raw_stmt(format!("/* {text} */"), Span::default())
}

/// `#pragma text` as a statement.
pub(crate) fn pragma_stmt(text: &str) -> Stmt {
    stmt(
        StmtKind::Pragma(Pragma {
            text: text.into(),
            kind: PragmaKind::Other,
            span: Span::default(),
        }),
        Span::default(),
    )
}

/// A block item placed at `span` (the printer's line mapping: the first item of a generated
/// sequence carries the source position of the construct it lowers).
pub(crate) fn at_span(item: BlockItem, span: Span) -> BlockItem {
    match item {
        BlockItem::Decl(mut d) => {
            d.span = span;
            BlockItem::Decl(d)
        }
        BlockItem::Stmt(mut s) => {
            s.span = span;
            BlockItem::Stmt(s)
        }
        item => item,
    }
}

/// The items, the first placed at `span` (see [`at_span`]).
pub(crate) fn first_at(mut items: Vec<BlockItem>, span: Span) -> Vec<BlockItem> {
    if !items.is_empty() {
        let first = items.remove(0);
        items.insert(0, at_span(first, span));
    }
    items
}

/// The specifiers `const long`.
pub(crate) fn const_long_specs() -> DeclSpecs {
    specs(vec![
        DeclSpec::Qual(TypeQual::Const(Span::default())),
        DeclSpec::Type(TypeSpec::Basic(BasicType::Long, Span::default())),
    ])
}

/// `const long name = value;`.
pub(crate) fn const_long(name: &str, value: Expr) -> BlockItem {
    local_decl(const_long_specs(), named(name), init_expr(value))
}

/// `if (cond) then else els` as a block item.
pub(crate) fn if_stmt(cond: Expr, then: BlockItem, els: Option<BlockItem>) -> BlockItem {
    BlockItem::Stmt(stmt(
        StmtKind::If {
            cond,
            then: Box::new(item_stmt(then)),
            els: els.map(|e| Box::new(item_stmt(e))),
        },
        Span::default(),
    ))
}

/// `{ items… }`.
pub(crate) fn block_stmt(items: Vec<BlockItem>) -> Stmt {
    stmt(
        StmtKind::Compound(Block {
            items,
            span: Span::default(),
        }),
        Span::default(),
    )
}

/// A function definition.
pub(crate) fn function_def(
    specs: DeclSpecs,
    declarator: Declarator,
    body: Vec<BlockItem>,
) -> FunctionDef {
    FunctionDef {
        extension: false,
        specs,
        declarator,
        attrs: vec![],
        kr_decls: vec![],
        body: Block {
            items: body,
            span: Span::default(),
        },
        span: Span::default(),
        id: DeclId::NONE,
    }
}

/// Whether an item at `span` comes from one of our UPC library headers.
pub(crate) fn in_upc_header(lm: &LineMap, span: Span) -> bool {
    let loc = lm.lookup(span.lo as usize);
    if !loc.system {
        return false;
    }
    let name = lm.file_name(loc.file);
    let base = name.rsplit('/').next().unwrap_or(name);
    UPC_HEADERS.contains(&base)
}

/// A tree quoted as C text by [`quoted_text`].
pub(crate) enum Quoted<'t> {
    /// An expression, as an operand of an assignment or a call argument.
    Expr(&'t Expr),
    /// A declaration's specifiers and declarator (`int f(int a, double *b)`; a type name for
    /// an abstract declarator).
    Declaration(&'t DeclSpecs, &'t Declarator),
}

/// The C text of a tree, for what wants text and not code: the strings and comments that
/// quote an expression (the race checker's names of accesses, comments), and GASP's `GASP_C_FUNC` event, whose argument is the function's
/// signature as a string (the GASP interface says so). The one place the lowering prints:
/// what it lowers never depends on the text (types, block sizes and names are compared and
/// collected from the trees).
pub(crate) fn quoted_text(lm: &LineMap, tree: Quoted) -> String {
    let mut p = crate::printer::Printer::bare(lm);
    match tree {
        Quoted::Expr(e) => {
            p.expr(e, Prec::Assign);
            p.finish()
        }
        Quoted::Declaration(specs, d) => {
            let s = p.specs_string(specs);
            let decl = p.declarator_string(d);
            crate::printer::join_decl(&s, &decl)
        }
    }
}

/// The text of an expression as an operand of an assignment or a call argument (for messages
/// and comments, see [`quoted_text`]).
pub(crate) fn expr_text(lm: &LineMap, e: &Expr) -> String {
    quoted_text(lm, Quoted::Expr(e))
}

// --------------------------------------------------------------------------------------------
// Expression text
// --------------------------------------------------------------------------------------------

pub(crate) use crate::sema::consteval::is_null_constant;

/// Whether a pointer-to-shared converted from pointee type `source` to pointee type `target`
/// (assignment, cast, argument, return) must get phase 0, UPC 1.3 §6.4.3: a conversion
/// between two types that differ in block size or in size starts a new block, and so does one
/// to or from an incomplete type (`records` gives the sizes of structs and unions); a
/// `shared void *` converted to a type of block size 1 or `[]` has phase 0 (those pointers have
/// no phase). Converting to `shared void *` keeps the phase, and so does converting it back to
/// a type of another block size (what conversions through `shared void *` are for). The size
/// compared is that of the innermost element type: a pointer to a row of a shared array
/// converted to a pointer to the row's elements keeps its phase (as other UPC compilers do), and
/// so does a conversion between qualified versions of one incomplete type (`upc_lock_t *`).
pub(crate) fn conversion_resets_phase(source: &Type, target: &Type, records: &[Record]) -> bool {
    if matches!(target.kind(), TypeKind::Void) {
        return false;
    }
    if matches!(source.kind(), TypeKind::Void) {
        return matches!(
            target.block_size(),
            Some(BlockSize::Const(1)) | Some(BlockSize::Indefinite)
        );
    }
    if source.block_size() != target.block_size() {
        return true;
    }
    let size = |t: &Type| size_align(t.element(), records).map(|(s, _)| s);
    match (size(source), size(target)) {
        (Some(a), Some(b)) => a != b,
        _ => source.element().kind() != target.element().kind(),
    }
}

/// Whether an array dimension of `t` (an array type, its element arrays) is not a constant:
/// `n * THREADS` under dynamic THREADS, or a length computed at run time.
pub(crate) fn has_run_time_dimension(t: &Type) -> bool {
    match t.kind() {
        TypeKind::Array(e, len) => !matches!(len, ArrayLen::Const(_)) || has_run_time_dimension(e),
        _ => false,
    }
}

/// The file name an `#include` directive names, without its folders (`<sys/time.h>`: `time.h`).
pub(crate) fn included_file_name(directive: &str) -> &str {
    let header = directive
        .trim_start_matches("#include")
        .trim()
        .trim_matches(['<', '>', '"']);
    header.rsplit('/').next().unwrap_or(header)
}

// --------------------------------------------------------------------------------------------

/// The step of `++` (`1`) or `--` (`-1`).
pub(crate) fn step(up: bool) -> Expr {
    match up {
        true => int_expr(1),
        false => unary(UnaryOp::Minus, int_expr(1)),
    }
}

/// `e` at the source position `span` (a node the backend made, for the line mapping).
pub(crate) fn with_span(e: Expr, span: Span) -> Expr {
    Expr { span, ..e }
}

/// `access` after the declarations `decls`, and followed by `result`, the value: a statement
/// expression when there is more than the access alone.
pub(crate) fn in_block(
    decls: Vec<BlockItem>,
    access: Expr,
    result: Option<Expr>,
    span: Span,
) -> Expr {
    if decls.is_empty() && result.is_none() {
        return with_span(access, span);
    }
    let mut items = decls;
    items.push(expr_stmt(with_span(access, span)));
    items.extend(result.map(expr_stmt));
    statement_expr(items, span)
}

/// `({ items })`, a GNU statement expression (its value is the last item's).
pub(crate) fn statement_expr(items: Vec<BlockItem>, span: Span) -> Expr {
    let block = Block {
        items,
        span: Span::default(),
    };
    node(ExprKind::StmtExpr(Box::new(block)), span)
}

/// `first * n`, `n`'s own product (`a * b`) taken factor by factor after `first`
/// (`first * a * b`): the product is computed in `first`'s type (`sizeof` gives `size_t`, so
/// `k * THREADS` cannot overflow `int` first).
pub(crate) fn times(first: Expr, n: Expr) -> Expr {
    match n.kind {
        ExprKind::Binary(BinaryOp::Mul, a, b) => binary(BinaryOp::Mul, times(first, *a), *b),
        _ => binary(BinaryOp::Mul, first, n),
    }
}

/// A compound statement of `items`, as a statement kind.
pub(crate) fn compound_kind(items: Vec<BlockItem>) -> StmtKind {
    StmtKind::Compound(Block {
        items,
        span: Span::default(),
    })
}

/// Under `--threads N`, the file's record of N in the section `PREFIX_static_threads`, which
/// start-up compares with the number of threads the job has (`prefix`: the runtime's).
pub(crate) fn static_threads_entry(
    prefix: &str,
    tag: &str,
    threads: Option<u32>,
) -> Vec<ExternalDecl> {
    let entry = |n| {
        section_constant(
            BasicType::Unsigned,
            &format!("{prefix}_threads_entry_{tag}"),
            &format!("{prefix}_static_threads"),
            int_expr(n),
        )
    };
    threads.map(entry).into_iter().collect()
}

/// `static const T name __attribute__((used, section("section"))) = value;`: a constant
/// that start-up finds in its ELF section.
pub(crate) fn section_constant(
    ty: BasicType,
    name: &str,
    section: &str,
    value: Expr,
) -> ExternalDecl {
    let sp = Span::default();
    let section = string_expr(section);
    ExternalDecl::Decl(declaration(
        specs(vec![
            DeclSpec::Storage(StorageClass::Static, sp),
            DeclSpec::Qual(TypeQual::Const(sp)),
            DeclSpec::Type(TypeSpec::Basic(ty, sp)),
        ]),
        named(name),
        vec![
            attribute("used", None),
            attribute("section", Some(vec![section])),
        ],
        init_expr(value),
    ))
}

/// A start-up function `static void name(void)` after its comment, and its registration: a
/// pointer to it, `name_entry`, in the ELF section `section` that the runtime's `main` walks.
pub(crate) fn startup_function(
    name: &str,
    section: &str,
    comment: &str,
    body: Vec<BlockItem>,
) -> Vec<ExternalDecl> {
    let sp = Span::default();
    let static_void = || {
        specs_before(
            &[DeclSpec::Storage(StorageClass::Static, sp)],
            basic(BasicType::Void),
        )
    };
    let f = function_def(
        static_void(),
        function_declarator(named(name), vec![], false),
        body,
    );
    let entry = pointer_to(
        named(&format!("{name}_entry")),
        vec![PtrQual::Qual(TypeQual::Const(sp))],
    );
    vec![
        ExternalDecl::Raw(comment.into(), sp),
        ExternalDecl::FnDef(f),
        ExternalDecl::Decl(declaration(
            static_void(),
            function_declarator(entry, vec![], false),
            vec![
                attribute("used", None),
                attribute("section", Some(vec![string_expr(section)])),
            ],
            init_expr(ident_expr(name)),
        )),
    ]
}

/// `= { { a, b, … }, … }`: a list of lists.
pub(crate) fn init_rows(rows: Vec<Vec<Expr>>) -> Option<Initializer> {
    let items = rows
        .into_iter()
        .filter_map(init_list)
        .map(|init| InitItem {
            designators: vec![],
            init,
        })
        .collect();
    Some(Initializer::List(items, Span::default()))
}

/// `(n + d - 1) / d`: `n` divided by `d`, rounded up.
pub(crate) fn div_up(n: Expr, d: Expr) -> Expr {
    let n = binary(
        BinaryOp::Sub,
        binary(BinaryOp::Add, n, d.clone()),
        int_expr(1),
    );
    binary(BinaryOp::Div, n, d)
}
