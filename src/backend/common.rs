//! What the UPC backends share (`--to upcr`, `--to ga`): tree constructors, the analyses of
//! loops and expressions that their `upc_forall` and loop lowerings rely on, the pieces of
//! declaration rewriting that do not depend on the target, and the names of our UPC headers.

use crate::backend::namer::Naming;
use crate::sema::types::*;
use crate::sema::Analysis;
use pgas_grammar::*;
use rustc_hash::FxHashMap as HashMap;

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
    let piece = format!("\"{}\"", crate::printer::c_string_body(text));
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

/// A type specifier spelled by the backend (`Writer::c_type` of a type without a declarator
/// part: `int`, `struct pair`, `upcga_ptr_t`).
pub(crate) fn spec_text(text: &str) -> DeclSpec {
    DeclSpec::Type(TypeSpec::TypedefName(ident(text)))
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

/// The specifiers and the declarator that declare `inner` with type `t` (`inner` is
/// `Declarator::Abstract` for a type name): the pointers, arrays and functions of `t` become
/// declarator nodes (the printer parenthesises a pointer inside an array or a function), the
/// rest is spelled by `spell` (`Writer::c_type` of the type alone: qualifiers, records, the
/// target's pointer-to-shared type, which is a name); `threads` is `THREADS` in an array length.
pub(crate) fn typed(
    t: &Type,
    inner: Declarator,
    spell: &dyn Fn(&Type) -> String,
    threads: &dyn Fn() -> Expr,
) -> (DeclSpecs, Declarator) {
    let span = Span::default();
    match t.kind() {
        TypeKind::Pointer(target) if !target.is_shared() => {
            let q = t.quals();
            let mut quals = vec![];
            if q.konst {
                quals.push(PtrQual::Qual(TypeQual::Const(span)));
            }
            if q.volatile {
                quals.push(PtrQual::Qual(TypeQual::Volatile(span)));
            }
            typed(target, pointer_to(inner, quals), spell, threads)
        }
        TypeKind::Array(e, len) => {
            let size = match len {
                ArrayLen::Const(n) => ArraySize::Expr(Box::new(int_expr(n))),
                ArrayLen::ThreadsTimes(n) => {
                    ArraySize::Expr(Box::new(binary(BinaryOp::Mul, int_expr(n), threads())))
                }
                ArrayLen::Unknown => ArraySize::Unspecified,
                ArrayLen::Variable(_) => ArraySize::Vla,
            };
            typed(e, array_of(inner, size), spell, threads)
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
                    let (s, d) = typed(p, Declarator::Abstract, spell, threads);
                    param(s, d)
                })
                .collect();
            let d = function_declarator(inner, params, *variadic);
            typed(ret, d, spell, threads)
        }
        _ => (specs(vec![spec_text(&spell(t))]), inner),
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

/// The text of an expression as an operand of an assignment or a call argument.
pub(crate) fn expr_text(lm: &LineMap, e: &Expr) -> String {
    let mut p = crate::printer::Printer::bare(lm);
    p.expr(e, Prec::Assign);
    p.finish()
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
// Declarations
// --------------------------------------------------------------------------------------------

/// The type one derivation less: a pointer's target, an array's element, a function's result.
pub(crate) fn peel(t: &Type) -> Type {
    match t.kind() {
        TypeKind::Pointer(x) => x.clone(),
        TypeKind::Array(e, _) => e.clone(),
        TypeKind::Function { ret, .. } => ret.clone(),
        _ => t.clone(),
    }
}

/// The derivation nodes of a declarator, outermost (applied first to the base type) first.
pub(crate) fn derivations(d: &Declarator) -> Vec<&Declarator> {
    let mut v = vec![];
    let mut d = d;
    loop {
        match d {
            Declarator::Abstract | Declarator::Ident(_) => return v,
            Declarator::Pointer { inner, .. }
            | Declarator::Array { inner, .. }
            | Declarator::Function { inner, .. }
            | Declarator::KrFunction { inner, .. } => {
                v.push(d);
                d = inner;
            }
            Declarator::Attributed { inner, .. } => d = inner,
        }
    }
}

pub(crate) fn is_upc_qual(q: &TypeQual) -> bool {
    matches!(
        q,
        TypeQual::Shared(..) | TypeQual::Strict(_) | TypeQual::Relaxed(_)
    )
}

/// Whether a type mentions shared data (is shared, or derives from a pointer-to-shared).
pub(crate) fn involves_upc(t: &Type) -> bool {
    if t.quals().shared.is_some() {
        return true;
    }
    match t.kind() {
        TypeKind::Pointer(x) => x.is_shared() || involves_upc(x),
        TypeKind::Array(e, _) => involves_upc(e),
        TypeKind::Function { ret, params, .. } => {
            involves_upc(ret) || params.iter().flatten().any(involves_upc)
        }
        _ => false,
    }
}

/// `= 0`, `= NULL`: a null pointer, the value a static pointer has anyway.
pub(crate) fn is_null_init(init: &Initializer) -> bool {
    match init {
        Initializer::Expr(e) => is_null_constant(e),
        Initializer::List(..) => false,
    }
}

/// `struct s { … };`: a declaration of tags only.
pub(crate) fn tag_only(d: &Declaration, specs: DeclSpecs) -> Declaration {
    Declaration {
        extension: d.extension,
        kind: DeclarationKind::Normal {
            specs,
            declarators: vec![],
        },
        span: d.span,
    }
}

pub(crate) fn single(
    d: &Declaration,
    specs: DeclSpecs,
    declarator: Declarator,
    init: Option<Initializer>,
    id: &InitDeclarator,
) -> Declaration {
    Declaration {
        extension: d.extension,
        kind: DeclarationKind::Normal {
            specs,
            declarators: vec![InitDeclarator {
                declarator,
                asm_label: id.asm_label.clone(),
                attrs: id.attrs.clone(),
                init,
                span: id.span,
                id: id.id,
            }],
        },
        span: d.span,
    }
}

/// Puts the declarators back into one declaration when they all kept the same specifiers (the
/// usual case: no UPC type in it), so that the output looks like the input.
pub(crate) fn merge_plain(original: &Declaration, parts: Vec<Declaration>) -> Vec<Declaration> {
    let DeclarationKind::Normal { specs, .. } = &original.kind else {
        return parts;
    };
    let same = |d: &Declaration| match &d.kind {
        DeclarationKind::Normal { specs: s, .. } => same_specs(s, specs),
        _ => false,
    };
    if parts.len() <= 1 || !parts.iter().all(same) {
        return parts;
    }
    let mut declarators = vec![];
    let mut first_specs = None;
    for p in parts {
        if let DeclarationKind::Normal {
            specs,
            declarators: ds,
        } = p.kind
        {
            first_specs.get_or_insert(specs);
            declarators.extend(ds);
        }
    }
    vec![Declaration {
        extension: original.extension,
        kind: DeclarationKind::Normal {
            specs: first_specs.unwrap_or_default(),
            declarators,
        },
        span: original.span,
    }]
}

/// Specifiers unchanged by lowering (same items, no UPC qualifier dropped).
pub(crate) fn same_specs(a: &DeclSpecs, b: &DeclSpecs) -> bool {
    a.items.len() == b.items.len()
        && a.items.iter().zip(&b.items).all(|(x, y)| match (x, y) {
            (
                DeclSpec::Type(TypeSpec::TypedefName(i)),
                DeclSpec::Type(TypeSpec::TypedefName(j)),
            ) => i.name == j.name,
            (DeclSpec::Type(TypeSpec::Struct(_)), DeclSpec::Type(TypeSpec::Struct(_))) => true,
            (DeclSpec::Type(TypeSpec::TypedefName(_)), _)
            | (_, DeclSpec::Type(TypeSpec::TypedefName(_))) => false,
            _ => std::mem::discriminant(x) == std::mem::discriminant(y),
        })
}

/// Renames `main` in a declarator to `<prefix>_user_main` and gives it `(int argc, char **argv)` when it has no parameters.
pub(crate) fn rename_main(d: &mut Declarator, prefix: &str) {
    match d {
        Declarator::Ident(i) => i.name = format!("{prefix}_user_main").into(),
        Declarator::Function { inner, params, .. } => {
            if params.params.is_empty()
                || (params.params.len() == 1 && params.params[0].declarator.ident().is_none())
            {
                let int = DeclSpecs {
                    items: vec![DeclSpec::Type(TypeSpec::Basic(
                        BasicType::Int,
                        Span::default(),
                    ))],
                    span: Span::default(),
                };
                let char_ = DeclSpecs {
                    items: vec![DeclSpec::Type(TypeSpec::Basic(
                        BasicType::Char,
                        Span::default(),
                    ))],
                    span: Span::default(),
                };
                let ptr = |inner: Declarator| Declarator::Pointer {
                    quals: vec![],
                    inner: Box::new(inner),
                    span: Span::default(),
                };
                params.params = vec![
                    ParamDecl {
                        specs: int,
                        declarator: Declarator::Ident(ident(&format!("{prefix}_argc"))),
                        attrs: vec![],
                        span: Span::default(),
                        id: DeclId::NONE,
                    },
                    ParamDecl {
                        specs: char_,
                        declarator: ptr(ptr(Declarator::Ident(ident(&format!("{prefix}_argv"))))),
                        attrs: vec![],
                        span: Span::default(),
                        id: DeclId::NONE,
                    },
                ];
                params.variadic = false;
            }
            rename_main(inner, prefix);
        }
        Declarator::Pointer { inner, .. }
        | Declarator::Array { inner, .. }
        | Declarator::KrFunction { inner, .. }
        | Declarator::Attributed { inner, .. } => rename_main(inner, prefix),
        Declarator::Abstract => {}
    }
}

// ------------------------------------------------------------------------------------------
// Declarations: the rewriting every UPC backend does
// ------------------------------------------------------------------------------------------

/// The declaration lowering the backends share: UPC qualifiers go, shared objects and
/// pointers-to-shared take the target's types (a backend says which by `pointer_type_name`),
/// struct definitions that declare UPC things are split off, initializers are lowered with the
/// backend's expression lowering. A backend implements the required methods; the rest is here.
pub(crate) trait DeclLowering: Naming {
    fn analysis(&self) -> &Analysis;
    /// How each struct or union type is spelled (see `record_names`).
    fn record_spelling(&self) -> &HashMap<RecordId, String>;
    /// The prefix of the tags given to untagged records (see `record_names`).
    fn record_tag_prefix(&self) -> &'static str;
    /// The C type of a shared object, or of a pointer to `target` (a shared type).
    fn pointer_type_name(&self, target: &Type) -> String;
    /// The backend's lowering of an expression's value.
    fn lower_value(&mut self, e: &Expr) -> Expr;
    /// The backend's conversion of a lowered value of `src`'s type to type `to`.
    fn convert_value(&mut self, v: Expr, src: &Expr, to: &Type) -> Expr;

    /// The full type of the declarator of the node `id` (none for an abstract one).
    fn decl_type(&self, id: DeclId) -> Option<Type> {
        self.analysis().decl_types.get(&id).cloned()
    }

    /// Declaration specifiers with the type replaced by `type_name` (storage class, function
    /// specifiers and attributes kept).
    fn specs_with_type(&self, specs: &DeclSpecs, type_name: &str, quals: &[TypeQual]) -> DeclSpecs {
        let mut items: Vec<DeclSpec> = specs
            .items
            .iter()
            .filter(|s| {
                matches!(
                    s,
                    DeclSpec::Storage(..) | DeclSpec::Function(..) | DeclSpec::Attr(_)
                )
            })
            .cloned()
            .collect();
        for q in quals {
            if matches!(q, TypeQual::Const(_) | TypeQual::Volatile(_)) {
                items.push(DeclSpec::Qual(q.clone()));
            }
        }
        items.push(DeclSpec::Type(TypeSpec::TypedefName(ident(type_name))));
        DeclSpecs {
            items,
            span: specs.span,
        }
    }

    /// Specifiers without UPC qualifiers, struct definitions lowered.
    fn lower_specs(&mut self, specs: &DeclSpecs) -> DeclSpecs {
        let mut items = Vec::with_capacity(specs.items.len());
        for s in &specs.items {
            match s {
                DeclSpec::Qual(q) if is_upc_qual(q) => {}
                DeclSpec::Type(TypeSpec::Struct(st)) if st.fields.is_some() => {
                    let mut st = (**st).clone();
                    st.fields = st.fields.as_ref().map(|f| self.lower_fields(f));
                    if st.name.is_none() {
                        st.name = self.our_tag(&st).map(|t| ident(&t));
                    }
                    items.push(DeclSpec::Type(TypeSpec::Struct(Box::new(st))));
                }
                DeclSpec::Type(TypeSpec::Enum(en)) if en.enumerators.is_some() => {
                    let mut en = (**en).clone();
                    for e in en.enumerators.iter_mut().flatten() {
                        e.value = e.value.as_ref().map(|v| self.lower_value(v));
                    }
                    items.push(DeclSpec::Type(TypeSpec::Enum(Box::new(en))));
                }
                _ => items.push(s.clone()),
            }
        }
        DeclSpecs {
            items,
            span: specs.span,
        }
    }

    fn lower_fields(&mut self, fields: &[StructField]) -> Vec<StructField> {
        let mut out = vec![];
        for f in fields {
            let StructField::Field {
                extension,
                specs,
                declarators,
                span,
            } = f
            else {
                out.push(f.clone());
                continue;
            };
            let upc = declarators.iter().any(|sd| {
                sd.declarator
                    .as_ref()
                    .and(self.decl_type(sd.id))
                    .is_some_and(|t| involves_upc(&t))
            });
            if !upc {
                let declarators = declarators
                    .iter()
                    .map(|sd| StructDeclarator {
                        declarator: sd.declarator.as_ref().map(|d| self.lower_declarator(d)),
                        ..sd.clone()
                    })
                    .collect();
                out.push(StructField::Field {
                    extension: *extension,
                    specs: self.lower_specs(specs),
                    declarators,
                    span: *span,
                });
                continue;
            }
            for sd in declarators {
                let (s, d) = match &sd.declarator {
                    Some(d) => {
                        let full = self.decl_type(sd.id);
                        let (s, d) = self.lower_decl_parts(specs, d, full, false);
                        (s, Some(d))
                    }
                    None => (self.lower_specs(specs), None),
                };
                out.push(StructField::Field {
                    extension: *extension,
                    specs: s,
                    declarators: vec![StructDeclarator {
                        declarator: d,
                        ..sd.clone()
                    }],
                    span: *span,
                });
            }
        }
        out
    }

    /// The lowered specifiers and declarator of one declared entity of type `full`: a shared
    /// object becomes its proxy, the innermost pointer-to-shared derivation becomes the
    /// runtime's pointer type, UPC qualifiers go.
    fn lower_decl_parts(
        &mut self,
        specs: &DeclSpecs,
        d: &Declarator,
        full: Option<Type>,
        param: bool,
    ) -> (DeclSpecs, Declarator) {
        let Some(full) = full else {
            return (self.lower_specs(specs), self.lower_declarator(d));
        };
        let nodes = derivations(d);
        let k = nodes.len();
        let mut types = vec![full.clone(); k + 1];
        for i in (0..k).rev() {
            types[i] = peel(&types[i + 1]);
        }
        if full.is_shared() && specs.is_typedef() && has_run_time_dimension(&full) {
            // A typedef of a shared array sized with THREADS (dynamic THREADS) or at run time:
            // C has no such type at file scope, and the lowered program never spells a shared
            // type by its typedef name (objects become proxies, pointers the runtime's type,
            // sizes come from the layout), so the typedef names the lowered element type.
            let name = d.ident().cloned().unwrap_or_else(|| ident(""));
            return (self.lower_specs(specs), Declarator::Ident(name));
        }
        if full.is_shared() && !param && !specs.is_typedef() {
            let name = d.ident().cloned().unwrap_or_else(|| ident(""));
            let pointer = self.pointer_type_name(&full);
            return (
                self.specs_with_type(specs, &pointer, &[]),
                Declarator::Ident(name),
            );
        }
        // The innermost pointer derivation whose target is shared (an array parameter of
        // shared elements is such a pointer too).
        let found = (1..=k).rev().find(|&i| {
            let target_shared = types[i - 1].is_shared();
            match nodes[i - 1] {
                Declarator::Pointer { .. } => target_shared,
                Declarator::Array { .. } => param && i == k && target_shared,
                _ => false,
            }
        });
        let Some(i) = found else {
            return (self.lower_specs(specs), self.lower_declarator(d));
        };
        let (quals, inner) = match nodes[i - 1] {
            Declarator::Pointer { quals, inner, .. } => (
                quals
                    .iter()
                    .filter_map(|q| match q {
                        PtrQual::Qual(q) => Some(q.clone()),
                        _ => None,
                    })
                    .collect(),
                inner,
            ),
            Declarator::Array { inner, .. } => (vec![], inner),
            _ => unreachable!("found only pointer and array derivations"),
        };
        let pointer = self.pointer_type_name(&types[i - 1]);
        (
            self.specs_with_type(specs, &pointer, &quals),
            self.lower_declarator(inner),
        )
    }

    /// A declarator with UPC qualifiers removed, parameters and array sizes lowered.
    fn lower_declarator(&mut self, d: &Declarator) -> Declarator {
        match d {
            Declarator::Abstract | Declarator::Ident(_) => d.clone(),
            Declarator::Pointer { quals, inner, span } => Declarator::Pointer {
                quals: quals
                    .iter()
                    .filter(|q| !matches!(q, PtrQual::Qual(q) if is_upc_qual(q)))
                    .cloned()
                    .collect(),
                inner: Box::new(self.lower_declarator(inner)),
                span: *span,
            },
            Declarator::Array {
                inner,
                quals,
                is_static,
                size,
                span,
            } => Declarator::Array {
                inner: Box::new(self.lower_declarator(inner)),
                quals: quals.iter().filter(|q| !is_upc_qual(q)).cloned().collect(),
                is_static: *is_static,
                size: match size {
                    ArraySize::Expr(e) => ArraySize::Expr(Box::new(self.lower_value(e))),
                    s => s.clone(),
                },
                span: *span,
            },
            Declarator::Function {
                inner,
                params,
                span,
            } => Declarator::Function {
                inner: Box::new(self.lower_declarator(inner)),
                params: ParamList {
                    params: params.params.iter().map(|p| self.lower_param(p)).collect(),
                    variadic: params.variadic,
                },
                span: *span,
            },
            Declarator::KrFunction { inner, names, span } => Declarator::KrFunction {
                inner: Box::new(self.lower_declarator(inner)),
                names: names.clone(),
                span: *span,
            },
            Declarator::Attributed { attrs, inner, span } => Declarator::Attributed {
                attrs: attrs.clone(),
                inner: Box::new(self.lower_declarator(inner)),
                span: *span,
            },
        }
    }

    fn lower_param(&mut self, p: &ParamDecl) -> ParamDecl {
        let full = self.decl_type(p.id);
        let (specs, declarator) = self.lower_decl_parts(&p.specs, &p.declarator, full, true);
        ParamDecl {
            specs,
            declarator,
            attrs: p.attrs.clone(),
            span: p.span,
            id: p.id,
        }
    }

    /// A type name of a cast, `sizeof` or compound literal.
    fn lower_type_name(&mut self, tn: &TypeName) -> TypeName {
        let full = self.analysis().type_name_types.get(&tn.id).cloned();
        let (specs, declarator) = self.lower_decl_parts(&tn.specs, &tn.declarator, full, false);
        TypeName {
            specs,
            declarator,
            span: tn.span,
            id: tn.id,
        }
    }

    /// The expressions of an initializer lowered (no conversion of the whole).
    fn lower_initializer(&mut self, init: &Initializer) -> Initializer {
        match init {
            Initializer::Expr(e) => Initializer::Expr(Box::new(self.lower_value(e))),
            Initializer::List(items, span) => Initializer::List(
                items
                    .iter()
                    .map(|it| InitItem {
                        designators: it.designators.clone(),
                        init: self.lower_initializer(&it.init),
                    })
                    .collect(),
                *span,
            ),
        }
    }

    /// The initializer of a private object of type `t`, converted when `t` is a pointer-to-shared
    /// (or a pointer-to-local initialised from one: W0304).
    fn private_initializer(&mut self, init: &Initializer, t: &Type) -> Initializer {
        match init {
            Initializer::Expr(e) if t.is_pointer() => {
                let v = self.lower_value(e);
                Initializer::Expr(Box::new(self.convert_value(v, e, t)))
            }
            Initializer::List(items, span) => {
                // Braced lists: each item is converted to the member or element it initializes
                // (items follow the members in order; a designator moves to its member).
                let fields: Option<Vec<(Option<Name>, Type)>> = match t.kind() {
                    TypeKind::Record(id) => self.analysis().records.get(*id).and_then(|r| {
                        r.fields
                            .as_ref()
                            .map(|f| f.iter().map(|f| (f.name.clone(), f.ty.clone())).collect())
                    }),
                    _ => None,
                };
                let mut position = 0usize;
                let lowered = items
                    .iter()
                    .map(|item| {
                        let target = match (t.kind(), &fields, item.designators.first()) {
                            (TypeKind::Array(e, _), _, _) => Some(e.clone()),
                            (_, Some(fields), Some(Designator::Member(m))) => {
                                position = fields
                                    .iter()
                                    .position(|(n, _)| n.as_deref() == Some(&*m.name))
                                    .unwrap_or(fields.len());
                                fields.get(position).map(|f| f.1.clone())
                            }
                            (_, Some(fields), None) => fields.get(position).map(|f| f.1.clone()),
                            _ => None,
                        };
                        position += 1;
                        let init = match target {
                            Some(target) if item.designators.len() <= 1 => {
                                self.private_initializer(&item.init, &target)
                            }
                            _ => self.lower_initializer(&item.init),
                        };
                        InitItem {
                            designators: item.designators.clone(),
                            init,
                        }
                    })
                    .collect();
                Initializer::List(lowered, *span)
            }
            _ => self.lower_initializer(init),
        }
    }

    /// The specifiers to lower the declarators with, after pushing the struct definition's own
    /// declaration to `out` when `split_definition` takes it apart.
    fn definition_first(
        &mut self,
        d: &Declaration,
        specs: &DeclSpecs,
        declarators: &[InitDeclarator],
        out: &mut Vec<Declaration>,
    ) -> DeclSpecs {
        match self.split_definition(d, specs, declarators) {
            Some((tag, reference)) => {
                out.push(tag);
                reference
            }
            None => specs.clone(),
        }
    }

    /// `shared struct s { … } x;`: the declarators become proxies or runtime pointer types, so
    /// the struct's definition goes into a declaration of its own, and the declarators refer to
    /// it by tag.
    fn split_definition(
        &mut self,
        d: &Declaration,
        specs: &DeclSpecs,
        declarators: &[InitDeclarator],
    ) -> Option<(Declaration, DeclSpecs)> {
        let defines = specs.items.iter().any(|s| match s {
            DeclSpec::Type(TypeSpec::Struct(st)) => {
                st.fields.is_some() && (st.name.is_some() || self.our_tag(st).is_some())
            }
            DeclSpec::Type(TypeSpec::Enum(en)) => en.enumerators.is_some() && en.name.is_some(),
            _ => false,
        });
        let upc = declarators
            .iter()
            .any(|id| self.decl_type(id.id).is_some_and(|t| involves_upc(&t)));
        if !defines || !upc {
            return None;
        }
        let definition: Vec<DeclSpec> = specs
            .items
            .iter()
            .filter(|s| matches!(s, DeclSpec::Type(TypeSpec::Struct(_) | TypeSpec::Enum(_))))
            .cloned()
            .collect();
        let tag = tag_only(
            d,
            self.lower_specs(&DeclSpecs {
                items: definition,
                span: specs.span,
            }),
        );
        let reference = DeclSpecs {
            items: specs
                .items
                .iter()
                .map(|s| match s {
                    DeclSpec::Type(TypeSpec::Struct(st)) => {
                        let mut st = (**st).clone();
                        if st.name.is_none() {
                            st.name = self.our_tag(&st).map(|t| ident(&t));
                        }
                        st.fields = None;
                        DeclSpec::Type(TypeSpec::Struct(Box::new(st)))
                    }
                    DeclSpec::Type(TypeSpec::Enum(en)) => {
                        let mut en = (**en).clone();
                        en.enumerators = None;
                        DeclSpec::Type(TypeSpec::Enum(Box::new(en)))
                    }
                    s => s.clone(),
                })
                .collect(),
            span: specs.span,
        };
        Some((tag, reference))
    }

    /// The tag we give an untagged struct or union definition (see collect_record_names).
    fn our_tag(&self, st: &StructType) -> Option<String> {
        let name = self
            .record_spelling()
            .get(self.analysis().record_of.get(&st.id)?)?;
        let tag = name.split(' ').nth(1)?;
        tag.starts_with(self.record_tag_prefix())
            .then(|| tag.to_string())
    }
}

/// The text of an initializer.
pub(crate) fn init_text(lm: &LineMap, init: &Initializer) -> String {
    match init {
        Initializer::Expr(e) => expr_text(lm, e),
        Initializer::List(..) => {
            let d = Declaration {
                extension: false,
                kind: DeclarationKind::Normal {
                    specs: DeclSpecs::default(),
                    declarators: vec![InitDeclarator {
                        declarator: Declarator::Ident(ident("x")),
                        asm_label: None,
                        attrs: vec![],
                        init: Some(init.clone()),
                        span: Span::default(),
                        id: DeclId::NONE,
                    }],
                },
                span: Span::default(),
            };
            let mut p = crate::printer::Printer::bare(lm);
            p.declaration(&d);
            let s = p.finish();
            s.trim_start_matches("x = ")
                .trim_end_matches(';')
                .to_string()
        }
    }
}

/// Struct and union spellings: `struct tag`, or the typedef name of an untagged one; untagged
/// records without a typedef name get a tag of ours, `<prefix><id>` (given to their definition
/// by `lower_specs`), so that generated code can name them.
pub(crate) fn record_names(
    a: &Analysis,
    unit: &TranslationUnit,
    prefix: &str,
) -> HashMap<RecordId, String> {
    let mut names = HashMap::default();
    for (id, r) in a.records.iter().enumerate() {
        if let Some(n) = &r.name {
            let kw = match r.kind {
                StructKind::Struct => "struct",
                StructKind::Union => "union",
            };
            names.insert(id, format!("{kw} {n}"));
        }
    }
    for item in &unit.items {
        let ExternalDecl::Decl(d) = item else {
            continue;
        };
        let DeclarationKind::Normal { specs, declarators } = &d.kind else {
            continue;
        };
        if !specs.is_typedef() {
            continue;
        }
        for id in declarators {
            let Some(name) = id.declarator.ident() else {
                continue;
            };
            if let Some(t) = a.decl_types.get(&id.id) {
                if let TypeKind::Record(rid) = t.kind() {
                    names.entry(*rid).or_insert_with(|| name.name.to_string());
                }
            }
        }
    }
    for (id, r) in a.records.iter().enumerate() {
        let kw = match r.kind {
            StructKind::Struct => "struct",
            StructKind::Union => "union",
        };
        names
            .entry(id)
            .or_insert_with(|| format!("{kw} {prefix}{id}"));
    }
    names
}

// ------------------------------------------------------------------------------------------
// Sizes and layouts as C text
// ------------------------------------------------------------------------------------------

/// Element counts, sizes and block sizes of shared types (as trees, and as their C text), for
/// a backend that says how THREADS and types are spelled in its output.
pub(crate) trait LayoutText {
    /// THREADS in generated code, as a tree.
    fn threads_expr(&self) -> Expr;
    /// The C spelling of a type after lowering (`name` declared with it, or the type alone).
    fn spell_type(&self, t: &Type, name: &str) -> String;
    /// The hidden variable holding a block size or dimension computed at run time.
    fn runtime_value(&self, key: Option<ExprId>) -> Option<String>;

    /// Whether THREADS is a compile-time constant (`--threads N`: its tree is the integer).
    fn threads_fixed(&self) -> bool {
        matches!(self.threads_expr().kind, ExprKind::Int(_))
    }

    /// The specifiers and declarator that declare `inner` with type `t` (see [`typed`]).
    fn typed(&self, t: &Type, inner: Declarator) -> (DeclSpecs, Declarator) {
        typed(t, inner, &|t| self.spell_type(t, ""), &|| {
            self.threads_expr()
        })
    }

    /// The type name of `t` (in `sizeof(t)` and casts).
    fn type_name_of(&self, t: &Type) -> TypeName {
        let (s, d) = self.typed(t, Declarator::Abstract);
        type_name(s, d)
    }

    /// `T name;` with `init`, in a block.
    fn local_var(&self, t: &Type, name: &str, init: Option<Initializer>) -> BlockItem {
        let (s, d) = self.typed(t, named(name));
        local_decl(s, d, init)
    }

    /// The factors of an array dimension: `n`, `k * THREADS` (`THREADS` alone for `k` = 1), a
    /// run-time dimension's hidden variable; `None` when it is unknown.
    fn dimension_factors(&self, len: ArrayLen) -> Option<Vec<Expr>> {
        Some(match len {
            ArrayLen::Const(n) => vec![int_expr(n)],
            ArrayLen::ThreadsTimes(1) => vec![self.threads_expr()],
            ArrayLen::ThreadsTimes(k) => vec![int_expr(k), self.threads_expr()],
            ArrayLen::Variable(key) => vec![ident_expr(&self.runtime_value(key)?)],
            ArrayLen::Unknown => return None,
        })
    }

    /// The number of elements of an array type (the product of its dimensions, constants
    /// folded); 1 for a type that is not an array; `None` when a dimension is unknown.
    fn elem_count_expr(&self, t: &Type) -> Option<Expr> {
        let mut factors = vec![];
        for len in array_dims(t) {
            factors.extend(self.dimension_factors(len)?);
        }
        Some(fold_product(factors).unwrap_or_else(|| int_expr(1)))
    }

    /// `sizeof` of a type after lowering (a product for shared arrays whose size depends on
    /// THREADS).
    fn size_expr(&self, t: &Type) -> Expr {
        if let TypeKind::Array(..) = t.kind() {
            if t.is_shared() {
                if let Some(n) = self.elem_count_expr(t) {
                    // The element size first: the product is computed in `size_t`, not `int`.
                    let elem = sizeof_type(self.type_name_of(t.element()));
                    return times(elem, n);
                }
            }
        }
        sizeof_type(self.type_name_of(t))
    }

    /// The block size of a shared type in elements (`[*]` needs the array; 0 for `[]`).
    fn block_elems_expr(&self, t: &Type) -> Expr {
        match t.block_size() {
            Some(BlockSize::Const(n)) => int_expr(n),
            Some(BlockSize::Indefinite) => int_expr(0),
            Some(BlockSize::Star(Some(n))) => div_up(int_expr(n), self.threads_expr()),
            Some(BlockSize::Star(None)) => match star_block_elems(t).map(int_expr) {
                Some(k) => k,
                None => match self.elem_count_expr(t) {
                    Some(n) => div_up(n, self.threads_expr()),
                    None => int_expr(1),
                },
            },
            Some(BlockSize::Runtime(key)) => match self.runtime_value(key) {
                Some(v) => ident_expr(&v),
                None => int_expr(1),
            },
            None => int_expr(1),
        }
    }

    /// `upc_localsizeof`, `upc_blocksizeof`, `upc_elemsizeof` of type `t`.
    fn upc_sizeof_expr(&self, kind: UpcSizeofKind, t: &Type) -> Expr {
        let elem = || sizeof_type(self.type_name_of(t.element()));
        let size_t = |e: Expr| {
            let size_t = type_name(specs(vec![spec_text("size_t")]), Declarator::Abstract);
            cast(size_t, e)
        };
        if !t.is_shared() {
            // A non-shared operand (warning W0206): private data, as if indefinitely blocked.
            return match kind {
                UpcSizeofKind::Elem => elem(),
                UpcSizeofKind::Block => size_t(int_expr(0)),
                UpcSizeofKind::Local => sizeof_type(self.type_name_of(t)),
            };
        }
        let block = match (kind, t.block_size()) {
            (UpcSizeofKind::Elem, _) => return elem(),
            (UpcSizeofKind::Block, Some(BlockSize::Indefinite)) => return int_expr(0),
            (UpcSizeofKind::Block, _) => return size_t(self.block_elems_expr(t)),
            (UpcSizeofKind::Local, block) => block,
        };
        // Dynamic THREADS: UPC 1.3's integer constant, the bound sema evaluates too (exact when
        // a dimension is `k * THREADS`; docs/user-guide.md).
        if let Some(n) = upc_local_elems_bound(t).filter(|_| !self.threads_fixed()) {
            // (Beyond `long`, the literal needs its suffix.)
            let suffix = if n > i64::MAX as u64 { "UL" } else { "" };
            return binary(
                BinaryOp::Mul,
                size_t(int_expr(format!("{n}{suffix}"))),
                elem(),
            );
        }
        // Computed in `size_t` from the first factor on (2^32 elements and more).
        let count = self.elem_count_expr(t).unwrap_or_else(|| int_expr(1));
        let count = times(size_t(int_expr(1)), count);
        let all = binary(BinaryOp::Mul, count.clone(), elem());
        // The most blocks a thread has: ((count + b - 1) / b + THREADS - 1) / THREADS.
        let blocked = |b: Expr| {
            let blocks = div_up(div_up(count.clone(), b.clone()), self.threads_expr());
            binary(BinaryOp::Mul, binary(BinaryOp::Mul, blocks, b), elem())
        };
        match block {
            Some(BlockSize::Indefinite) => all,
            // A block size computed at run time may be 0 (indefinite).
            Some(BlockSize::Runtime(_)) => {
                let b = self.block_elems_expr(t);
                cond_expr(
                    binary(BinaryOp::Eq, b.clone(), int_expr(0)),
                    all,
                    blocked(b),
                )
            }
            _ => blocked(self.block_elems_expr(t)),
        }
    }
}

// --------------------------------------------------------------------------------------------
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
    visit_exprs_in_stmt(s, &mut |x| match &x.kind {
        ExprKind::Assign(_, l, _) if is_ident(l, var) => found = true,
        ExprKind::Unary(
            UnaryOp::PreInc
            | UnaryOp::PostInc
            | UnaryOp::PreDec
            | UnaryOp::PostDec
            | UnaryOp::AddrOf,
            l,
        ) if is_ident(l, var) => found = true,
        _ => {}
    });
    found
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
// Shared arrays sized or blocked at run time
// --------------------------------------------------------------------------------------------

/// How a statement leaves the blocks around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DynExit {
    /// `return`: every block of the function.
    Return,
    /// `break`: the blocks inside the innermost loop or `switch`.
    Break,
    /// `continue`: the blocks inside the innermost loop.
    Continue,
}

enum DynFrame {
    /// A block and the releases of the arrays declared in it, in order.
    Block(Vec<Expr>),
    /// The body of a loop starts here.
    Loop,
    /// The body of a `switch` starts here.
    Switch,
}

/// The block-scope shared arrays whose dimensions or block size are computed at run time (the
/// thesis' dynamically sized and dynamically blocked shared arrays) of the function being
/// lowered: which ones each exit frees, and the C text of every run-time value of their types.
#[derive(Default)]
pub(crate) struct DynArrays {
    frames: Vec<DynFrame>,
    /// The hidden variable of each run-time block size or dimension, by its key in the type
    /// (`BlockSize::Runtime`, `ArrayLen::Variable`).
    values: HashMap<Option<ExprId>, String>,
    /// The function being lowered has a `goto` (a jump could skip a creation or a release).
    function_has_goto: bool,
    /// Some function of the file declares such an array.
    pub used: bool,
    /// The block size a `upc_forall` walks each array by, by the key of its run-time block size
    /// (a variable that is never 0: the whole array for a block size of 0).
    walk_blocks: HashMap<Option<ExprId>, String>,
}

/// What a nested function definition (GNU C) saves of its enclosing function's state.
pub(crate) struct DynOuter {
    frames: Vec<DynFrame>,
    function_has_goto: bool,
}

impl DynArrays {
    /// A function starts: nothing is live. Returns the state of an enclosing function.
    pub fn start_function(&mut self, body: &Block) -> DynOuter {
        let has_goto = body.items.iter().any(|item| match item {
            BlockItem::Stmt(s) => has_goto(s),
            _ => false,
        });
        DynOuter {
            frames: std::mem::take(&mut self.frames),
            function_has_goto: std::mem::replace(&mut self.function_has_goto, has_goto),
        }
    }
    /// The function ends: back to the enclosing function's state.
    pub fn end_function(&mut self, outer: DynOuter) {
        self.frames = outer.frames;
        self.function_has_goto = outer.function_has_goto;
    }
    pub fn enter_block(&mut self) {
        self.frames.push(DynFrame::Block(vec![]));
    }
    /// Leaves a block: the release of its arrays (newest first), or nothing.
    pub fn leave_block(&mut self) -> Vec<BlockItem> {
        match self.frames.pop() {
            Some(DynFrame::Block(frees)) => frees.into_iter().rev().map(expr_stmt).collect(),
            _ => vec![],
        }
    }
    /// Before lowering statement `s`: a loop or `switch` marks where `break` and `continue`
    /// stop freeing; returns whether `s` is one (then `leave_construct` after it).
    pub fn enter_statement(&mut self, s: &Stmt) -> bool {
        let frame = match s.kind {
            StmtKind::For(_)
            | StmtKind::While { .. }
            | StmtKind::DoWhile { .. }
            | StmtKind::UpcForall(_) => DynFrame::Loop,
            StmtKind::Switch { .. } => DynFrame::Switch,
            _ => return false,
        };
        self.frames.push(frame);
        true
    }
    /// Ends a loop or `switch` started by `enter_statement`.
    pub fn leave_construct(&mut self) {
        self.frames.pop();
    }
    /// The releases an exit must do first (newest array first), or none.
    pub fn exit(&self, how: DynExit) -> Vec<BlockItem> {
        let mut out = vec![];
        for f in self.frames.iter().rev() {
            match f {
                DynFrame::Block(frees) => out.extend(frees.iter().rev().cloned().map(expr_stmt)),
                DynFrame::Loop if how != DynExit::Return => break,
                DynFrame::Switch if how == DynExit::Break => break,
                _ => {}
            }
        }
        out
    }
    /// The hidden variable holding a run-time block size or dimension.
    pub fn value(&self, key: Option<ExprId>) -> Option<&String> {
        self.values.get(&key)
    }
    /// The block a loop walks the array with run-time block size `key` by.
    pub fn walk_block(&self, key: Option<ExprId>) -> Option<&String> {
        self.walk_blocks.get(&key)
    }
    pub fn set_walk_block(&mut self, key: Option<ExprId>, var: String) {
        self.walk_blocks.insert(key, var);
    }
    /// An array was created in the current block: its release, done on the way out.
    pub fn declared(&mut self, free: Expr) {
        if let Some(DynFrame::Block(frees)) = self.frames.last_mut() {
            frees.push(free);
        }
    }
}

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
fn has_goto(s: &Stmt) -> bool {
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

/// A shared array declared in block scope whose layout is computed when the declaration runs.
pub(crate) struct DynDecl {
    /// The UPC name (also the name of the C variable holding a pointer-to-shared to element 0).
    pub name: String,
    /// The element type (arrays peeled).
    pub elem: Type,
    /// The number of elements, over the hidden variables.
    pub count: Expr,
    /// The block size in elements (a hidden variable, or the constant).
    pub block: Expr,
    /// A comment, the declarations of the hidden variables and the run-time check.
    pub setup: Vec<BlockItem>,
}

/// The lowering of a dynamically sized or blocked shared array, for a backend that says how to
/// create and free one.
pub(crate) trait DynArrayLowering: DeclLowering + LayoutText {
    fn dyn_arrays(&mut self) -> &mut DynArrays;
    fn line_map(&self) -> &LineMap;
    /// The run-time check that every thread has the same values (a library function).
    fn check_function(&self) -> &'static str;
    fn report_unsupported(&mut self, span: Span, what: &str);

    /// Whether a declared object is one of these arrays.
    fn is_dynamic_array(&self, t: &Type) -> bool {
        t.is_shared() && matches!(t.kind(), TypeKind::Array(..)) && t.has_runtime_layout()
    }

    /// The hidden variables of a dynamic array `name` declared by `specs` and `declarator` with
    /// type `t` (the block size `name_blocksize`, the run-time dimensions `name_dimK`), their
    /// check across threads, and what the backend needs to create the array.
    fn dyn_declaration(
        &mut self,
        name: &str,
        t: &Type,
        specs: &DeclSpecs,
        declarator: &Declarator,
        span: Span,
    ) -> Option<DynDecl> {
        self.dyn_arrays().used = true;
        if self.dyn_arrays().function_has_goto {
            self.report_unsupported(
                span,
                "a shared array sized or blocked at run time in a function that uses `goto`",
            );
            return None;
        }
        // The expressions of the declaration, by key.
        let mut exprs: Vec<&Expr> = vec![];
        for s in &specs.items {
            if let DeclSpec::Qual(TypeQual::Shared(Some(Layout::Block(e)), _)) = s {
                exprs.push(e);
            }
        }
        for d in derivations(declarator) {
            if let Declarator::Array {
                size: ArraySize::Expr(e),
                ..
            } = d
            {
                exprs.push(e);
            }
        }
        let find = |key: Option<ExprId>| exprs.iter().find(|e| Some(e.id) == key).copied();
        let mut setup = vec![BlockItem::Stmt(comment_stmt(&format!(
            "shared array `{name}` sized or blocked at run time: created here by every thread, freed\n   when the block is left."
        )))];
        let mut checked = vec![];
        let mut what = vec![];
        let mut hidden = |l: &mut Self,
                          key: Option<ExprId>,
                          var: String,
                          desc: String|
         -> Option<()> {
            let Some(e) = find(key) else {
                l.report_unsupported(span, "a block size or dimension computed at run time that this declaration does not write");
                return None;
            };
            let v = l.lower_value(e);
            setup.push(const_long(&var, v));
            l.dyn_arrays().values.insert(key, var.clone());
            checked.push(var);
            what.push(desc);
            Some(())
        };
        let block = match t.block_size() {
            Some(BlockSize::Runtime(key)) => {
                let var = self.namer().fresh(&format!("{name}_blocksize"));
                hidden(self, key, var.clone(), "block size".into())?;
                ident_expr(&var)
            }
            _ => self.block_elems_expr(t),
        };
        for (k, d) in array_dims(t).iter().enumerate() {
            if let ArrayLen::Variable(key) = d {
                let var = self.namer().fresh(&format!("{name}_dim{k}"));
                hidden(self, *key, var, format!("dimension {}", k + 1))?;
            }
        }
        let mut elem = t.clone();
        while let TypeKind::Array(e, _) = elem.kind() {
            elem = e.clone();
        }
        let count = self.elem_count_expr(t).unwrap_or_else(|| int_expr(1));
        let loc = self.line_map().lookup(span.lo as usize);
        let file = self.line_map().file_name(loc.file);
        let file = file.rsplit('/').next().unwrap_or(file);
        // check("a", "file:line", "block size, dimension 1", 2, (const long[]){ a_blocksize, … });
        let values = init_list(checked.iter().map(|v| ident_expr(v)).collect());
        let Some(Initializer::List(values, _)) = values else {
            unreachable!("a list")
        };
        let const_longs = type_name(
            const_long_specs(),
            array_of(Declarator::Abstract, ArraySize::Unspecified),
        );
        let check = call(
            self.check_function(),
            vec![
                string_expr(name),
                string_expr(&format!("{file}:{}", loc.line)),
                string_expr(&what.join(", ")),
                int_expr(checked.len()),
                node(
                    ExprKind::CompoundLiteral(Box::new(const_longs), values),
                    Span::default(),
                ),
            ],
        );
        setup.push(expr_stmt(check));
        Some(DynDecl {
            name: name.to_string(),
            elem: elem.unqualified(),
            count,
            block,
            setup,
        })
    }
}

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
