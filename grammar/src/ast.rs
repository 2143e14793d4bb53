//! The abstract syntax tree of C99 + GNU C + UPC 1.3 as parsed from one preprocessed translation unit.
//!
//! Design notes:
//! - Every node that a diagnostic can point at carries a [`Span`]: byte offsets into the
//!   *preprocessed* text. The driver's line map turns a span into file, line and column of the
//!   user's source.
//! - The tree keeps what a reader of the program sees: declaration specifiers in their order,
//!   attributes where they were written, string literal pieces before concatenation, literal
//!   spellings. Parentheses are not kept: the printer re-creates exactly the ones precedence needs
//!   (and around a pointer declarator nested in an array or function declarator).
//! - Expressions carry an [`ExprId`]; semantic analysis records each expression's type in a side
//!   table indexed by it, so the tree itself stays immutable after parsing.
//! - Declarators are a tree read from the outside in: `int *a[3]` is
//!   `Pointer { inner: Array { inner: Ident(a) } }`, i.e. the type of `a` is found by applying
//!   the derivations from the innermost node outwards to the base type.

use std::rc::Rc;

/// Interned identifier text (cheap to clone).
pub type Name = Rc<str>;

/// Byte range in the preprocessed text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub fn new(lo: usize, hi: usize) -> Span {
        Span {
            lo: lo as u32,
            hi: hi as u32,
        }
    }
    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub name: Name,
    pub span: Span,
}

/// Index of an expression in the type table filled by semantic analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExprId(pub u32);

/// Identity of a declaration-side node (an [`InitDeclarator`], [`ParamDecl`],
/// [`StructDeclarator`], [`FunctionDef`], [`TypeName`], [`StructType`]) given by the parser: the
/// key of the analysis' side tables about it (`Analysis::decl_types`, `type_name_types`,
/// `record_of`), so that no table depends on byte offsets.
/// Nodes a backend builds carry `DeclId::NONE`, which no table holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DeclId(pub u32);

impl DeclId {
    pub const NONE: DeclId = DeclId(u32::MAX);
}

// ---------------------------------------------------------------------------------------------
// Translation unit and external declarations
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug, Default)]
pub struct TranslationUnit {
    pub items: Vec<ExternalDecl>,
}

#[derive(Clone, Debug)]
pub enum ExternalDecl {
    Decl(Declaration),
    FnDef(FunctionDef),
    Pragma(Pragma),
    /// A file-scope `__asm__("...")`.
    Asm(AsmStmt),
    /// A stray `;` at file scope (a GNU extension).
    Empty(Span),
    /// Text made by a backend, printed as it is (one or more whole lines).
    Raw(String, Span),
}

impl ExternalDecl {
    pub fn span(&self) -> Span {
        match self {
            ExternalDecl::Decl(d) => d.span,
            ExternalDecl::FnDef(f) => f.span,
            ExternalDecl::Pragma(p) => p.span,
            ExternalDecl::Asm(a) => a.span,
            ExternalDecl::Empty(s) | ExternalDecl::Raw(_, s) => *s,
        }
    }
}

/// A `#pragma` line kept as an item (at file scope or as a statement).
#[derive(Clone, Debug)]
pub struct Pragma {
    /// Everything after `#pragma`, trimmed.
    pub text: String,
    pub kind: PragmaKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PragmaKind {
    UpcStrict,
    UpcRelaxed,
    PupcOn,
    PupcOff,
    Other,
}

impl PragmaKind {
    pub fn classify(text: &str) -> PragmaKind {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["upc", "strict"] => PragmaKind::UpcStrict,
            ["upc", "relaxed"] => PragmaKind::UpcRelaxed,
            ["pupc", "on"] => PragmaKind::PupcOn,
            ["pupc", "off"] => PragmaKind::PupcOff,
            _ => PragmaKind::Other,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Declaration {
    /// Written with a leading `__extension__`.
    pub extension: bool,
    pub kind: DeclarationKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum DeclarationKind {
    Normal {
        specs: DeclSpecs,
        declarators: Vec<InitDeclarator>,
    },
    StaticAssert(StaticAssert),
}

#[derive(Clone, Debug)]
pub struct StaticAssert {
    pub cond: Box<Expr>,
    pub message: Option<StringLit>,
    pub span: Span,
}

/// Declaration specifiers in source order. Semantic analysis derives the base type from them.
#[derive(Clone, Debug, Default)]
pub struct DeclSpecs {
    pub items: Vec<DeclSpec>,
    pub span: Span,
}

impl DeclSpecs {
    pub fn is_typedef(&self) -> bool {
        self.items
            .iter()
            .any(|s| matches!(s, DeclSpec::Storage(StorageClass::Typedef, _)))
    }
    pub fn storage(&self) -> Option<StorageClass> {
        self.items.iter().find_map(|s| match s {
            DeclSpec::Storage(c, _) => Some(*c),
            _ => None,
        })
    }
}

#[derive(Clone, Debug)]
pub enum DeclSpec {
    Storage(StorageClass, Span),
    Type(TypeSpec),
    Qual(TypeQual),
    Function(FunctionSpec, Span),
    Attr(Attributes),
    /// `_Alignas(type or expression)`.
    Align(Box<TypeofArg>, Span),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageClass {
    Typedef,
    Extern,
    Static,
    Auto,
    Register,
    ThreadLocal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionSpec {
    Inline,
    Noreturn,
}

/// A type specifier keyword or construct.
#[derive(Clone, Debug)]
pub enum TypeSpec {
    Basic(BasicType, Span),
    Struct(Box<StructType>),
    Enum(Box<EnumType>),
    TypedefName(Ident),
    Typeof(Box<TypeofArg>, Span),
    /// `_Atomic(type-name)`.
    Atomic(Box<TypeName>, Span),
}

impl TypeSpec {
    pub fn span(&self) -> Span {
        match self {
            TypeSpec::Basic(_, s) | TypeSpec::Typeof(_, s) | TypeSpec::Atomic(_, s) => *s,
            TypeSpec::Struct(st) => st.span,
            TypeSpec::Enum(e) => e.span,
            TypeSpec::TypedefName(i) => i.span,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BasicType {
    Void,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
    Signed,
    Unsigned,
    Bool,
    Complex,
    Imaginary,
    Int128,
    Float16,
    Float32,
    Float64,
    Float128,
    Float32x,
    Float64x,
    Float128x,
    /// GNU `__float128`.
    GnuFloat128,
    /// GNU `__float80`.
    GnuFloat80,
    /// `__builtin_va_list`.
    VaList,
    /// GNU `__auto_type`.
    AutoType,
}

impl BasicType {
    pub fn spelling(self) -> &'static str {
        match self {
            BasicType::Void => "void",
            BasicType::Char => "char",
            BasicType::Short => "short",
            BasicType::Int => "int",
            BasicType::Long => "long",
            BasicType::Float => "float",
            BasicType::Double => "double",
            BasicType::Signed => "signed",
            BasicType::Unsigned => "unsigned",
            BasicType::Bool => "_Bool",
            BasicType::Complex => "_Complex",
            BasicType::Imaginary => "_Imaginary",
            BasicType::Int128 => "__int128",
            BasicType::Float16 => "_Float16",
            BasicType::Float32 => "_Float32",
            BasicType::Float64 => "_Float64",
            BasicType::Float128 => "_Float128",
            BasicType::Float32x => "_Float32x",
            BasicType::Float64x => "_Float64x",
            BasicType::Float128x => "_Float128x",
            BasicType::GnuFloat128 => "__float128",
            BasicType::GnuFloat80 => "__float80",
            BasicType::VaList => "__builtin_va_list",
            BasicType::AutoType => "__auto_type",
        }
    }
}

/// Argument of `__typeof__`, `_Alignas`, `_Alignof`.
#[derive(Clone, Debug)]
pub enum TypeofArg {
    Expr(Expr),
    Type(TypeName),
}

#[derive(Clone, Debug)]
pub enum TypeQual {
    Const(Span),
    Volatile(Span),
    Restrict(Span),
    Atomic(Span),
    /// UPC `shared`, with its optional layout qualifier.
    Shared(Option<Layout>, Span),
    Strict(Span),
    Relaxed(Span),
}

impl TypeQual {
    pub fn span(&self) -> Span {
        match self {
            TypeQual::Const(s)
            | TypeQual::Volatile(s)
            | TypeQual::Restrict(s)
            | TypeQual::Atomic(s)
            | TypeQual::Shared(_, s)
            | TypeQual::Strict(s)
            | TypeQual::Relaxed(s) => *s,
        }
    }
}

/// UPC layout qualifier: the block size of a shared type.
#[derive(Clone, Debug)]
pub enum Layout {
    /// `shared [N]`.
    Block(Box<Expr>),
    /// `shared []`: indefinite block size (everything on one thread).
    Indefinite,
    /// `shared [*]`: the array is distributed in THREADS contiguous blocks.
    Star,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StructKind {
    Struct,
    Union,
}

#[derive(Clone, Debug)]
pub struct StructType {
    pub kind: StructKind,
    pub attrs: Vec<Attributes>,
    pub name: Option<Ident>,
    /// `None` for a reference (`struct S`), `Some` for a definition (possibly empty).
    pub fields: Option<Vec<StructField>>,
    /// Attributes written after the closing brace.
    pub trailing_attrs: Vec<Attributes>,
    pub span: Span,
    pub id: DeclId,
}

#[derive(Clone, Debug)]
pub enum StructField {
    Field {
        extension: bool,
        specs: DeclSpecs,
        declarators: Vec<StructDeclarator>,
        span: Span,
    },
    StaticAssert(StaticAssert),
}

#[derive(Clone, Debug)]
pub struct StructDeclarator {
    pub declarator: Option<Declarator>,
    pub bit_width: Option<Expr>,
    pub attrs: Vec<Attributes>,
    pub span: Span,
    pub id: DeclId,
}

#[derive(Clone, Debug)]
pub struct EnumType {
    pub attrs: Vec<Attributes>,
    pub name: Option<Ident>,
    pub enumerators: Option<Vec<Enumerator>>,
    pub trailing_attrs: Vec<Attributes>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Enumerator {
    pub name: Ident,
    pub attrs: Vec<Attributes>,
    pub value: Option<Expr>,
}

/// One `__attribute__((…))` group.
#[derive(Clone, Debug)]
pub struct Attributes {
    pub list: Vec<Attribute>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Attribute {
    pub name: Name,
    pub args: Option<Vec<Expr>>,
    pub span: Span,
}

// ---------------------------------------------------------------------------------------------
// Declarators
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct InitDeclarator {
    pub declarator: Declarator,
    /// `__asm__("name")` label after the declarator.
    pub asm_label: Option<Box<StringLit>>,
    pub attrs: Vec<Attributes>,
    pub init: Option<Initializer>,
    pub span: Span,
    /// The key of `Analysis::decl_types` (the declared entity's full type).
    pub id: DeclId,
}

#[derive(Clone, Debug)]
pub enum Declarator {
    /// No name: the declarator of a type name or an unnamed parameter.
    Abstract,
    Ident(Ident),
    /// `* quals inner`; the span runs from the `*` to the end of the declarator.
    Pointer {
        quals: Vec<PtrQual>,
        inner: Box<Declarator>,
        span: Span,
    },
    /// `inner [static? quals size]`; the span ends at the `]`.
    Array {
        inner: Box<Declarator>,
        quals: Vec<TypeQual>,
        is_static: bool,
        size: ArraySize,
        span: Span,
    },
    /// `inner (params)`; the span ends at the `)`.
    Function {
        inner: Box<Declarator>,
        params: ParamList,
        span: Span,
    },
    /// `inner (a, b, c)`: the identifier list of a K&R definition.
    KrFunction {
        inner: Box<Declarator>,
        names: Vec<Ident>,
        span: Span,
    },
    /// Attributes written inside a parenthesised declarator: `(__attribute__((x)) *p)`.
    Attributed {
        attrs: Vec<Attributes>,
        inner: Box<Declarator>,
        span: Span,
    },
}

impl Declarator {
    /// The declared identifier, if any.
    pub fn ident(&self) -> Option<&Ident> {
        match self {
            Declarator::Abstract => None,
            Declarator::Ident(i) => Some(i),
            Declarator::Pointer { inner, .. }
            | Declarator::Array { inner, .. }
            | Declarator::Function { inner, .. }
            | Declarator::KrFunction { inner, .. }
            | Declarator::Attributed { inner, .. } => inner.ident(),
        }
    }

    /// The source span of the declarator (`None` for an abstract one).
    pub fn span(&self) -> Option<Span> {
        match self {
            Declarator::Abstract => None,
            Declarator::Ident(i) => Some(i.span),
            Declarator::Pointer { span, .. }
            | Declarator::Array { span, .. }
            | Declarator::Function { span, .. }
            | Declarator::KrFunction { span, .. }
            | Declarator::Attributed { span, .. } => Some(*span),
        }
    }

    /// The function declarator applied directly to the identifier (`f` in `int (*f(int a))(int b)`
    /// takes `a`), whose parameters are in scope in a function body.
    pub fn innermost_function(&self) -> Option<&Declarator> {
        match self {
            Declarator::Abstract | Declarator::Ident(_) => None,
            Declarator::Function { inner, .. } | Declarator::KrFunction { inner, .. } => {
                inner.innermost_function().or(Some(self))
            }
            Declarator::Pointer { inner, .. }
            | Declarator::Array { inner, .. }
            | Declarator::Attributed { inner, .. } => inner.innermost_function(),
        }
    }
}

#[derive(Clone, Debug)]
pub enum PtrQual {
    Qual(TypeQual),
    Attr(Attributes),
}

#[derive(Clone, Debug)]
pub enum ArraySize {
    /// `[]`.
    Unspecified,
    /// `[*]` in a prototype.
    Vla,
    Expr(Box<Expr>),
}

#[derive(Clone, Debug, Default)]
pub struct ParamList {
    pub params: Vec<ParamDecl>,
    pub variadic: bool,
}

#[derive(Clone, Debug)]
pub struct ParamDecl {
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    pub attrs: Vec<Attributes>,
    pub span: Span,
    pub id: DeclId,
}

#[derive(Clone, Debug)]
pub struct TypeName {
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    pub span: Span,
    pub id: DeclId,
}

#[derive(Clone, Debug)]
pub enum Initializer {
    Expr(Box<Expr>),
    List(Vec<InitItem>, Span),
}

#[derive(Clone, Debug)]
pub struct InitItem {
    pub designators: Vec<Designator>,
    pub init: Initializer,
}

#[derive(Clone, Debug)]
pub enum Designator {
    Index(Expr),
    /// GNU `[lo ... hi]`.
    Range(Expr, Expr),
    Member(Ident),
}

// ---------------------------------------------------------------------------------------------
// Function definitions and statements
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub extension: bool,
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    pub attrs: Vec<Attributes>,
    /// K&R parameter declarations between the declarator and the body.
    pub kr_decls: Vec<Declaration>,
    pub body: Block,
    pub span: Span,
    pub id: DeclId,
}

impl FunctionDef {
    pub fn name(&self) -> Option<&Ident> {
        self.declarator.ident()
    }
}

#[derive(Clone, Debug)]
pub struct Block {
    pub items: Vec<BlockItem>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum BlockItem {
    Decl(Declaration),
    Stmt(Stmt),
    /// GNU `__label__ a, b;`.
    LocalLabels(Vec<Ident>, Span),
    /// GNU nested function definition.
    FnDef(FunctionDef),
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Compound(Block),
    /// `expr;` or `;`.
    Expr(Option<Expr>),
    /// A null statement with GNU attributes: `__attribute__((fallthrough));`.
    Attributed(Vec<Attributes>),
    If {
        cond: Expr,
        then: Box<Stmt>,
        els: Option<Box<Stmt>>,
    },
    Switch {
        cond: Expr,
        body: Box<Stmt>,
    },
    While {
        cond: Expr,
        body: Box<Stmt>,
    },
    DoWhile {
        body: Box<Stmt>,
        cond: Expr,
    },
    For(Box<ForLoop>),
    Goto(Ident),
    /// GNU `goto *expr;`.
    GotoComputed(Expr),
    Continue,
    Break,
    Return(Option<Expr>),
    Labeled {
        label: Box<Label>,
        body: Box<Stmt>,
    },
    Asm(Box<AsmStmt>),
    Pragma(Pragma),
    UpcForall(Box<Forall>),
    UpcBarrier(Option<Expr>),
    UpcNotify(Option<Expr>),
    UpcWait(Option<Expr>),
    UpcFence,
    /// Statement text made by a backend, printed as it is (each line indented).
    Raw(String),
}

/// `for (init cond; step) body`.
#[derive(Clone, Debug)]
pub struct ForLoop {
    pub init: ForInit,
    pub cond: Option<Expr>,
    pub step: Option<Expr>,
    pub body: Stmt,
}

/// `upc_forall (init cond; step; affinity) body`.
#[derive(Clone, Debug)]
pub struct Forall {
    pub init: ForInit,
    pub cond: Option<Expr>,
    pub step: Option<Expr>,
    pub affinity: Affinity,
    pub body: Stmt,
}

#[derive(Clone, Debug)]
pub enum ForInit {
    None,
    Expr(Expr),
    Decl(Declaration),
}

#[derive(Clone, Debug)]
pub enum Affinity {
    /// Empty affinity: every thread runs every iteration.
    None,
    /// `continue`: the same as none.
    Continue(Span),
    Expr(Expr),
}

#[derive(Clone, Debug)]
pub enum Label {
    Named(Ident, Vec<Attributes>),
    Case(Expr),
    /// GNU `case lo ... hi:`.
    CaseRange(Expr, Expr),
    Default(Span),
}

#[derive(Clone, Debug)]
pub struct AsmStmt {
    /// `volatile`, `inline`, `goto` as written.
    pub qualifiers: Vec<Name>,
    pub template: StringLit,
    /// Operands by section: outputs, inputs; `None` where the section was not written.
    pub outputs: Option<Vec<AsmOperand>>,
    pub inputs: Option<Vec<AsmOperand>>,
    pub clobbers: Option<Vec<StringLit>>,
    pub labels: Option<Vec<Ident>>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct AsmOperand {
    pub symbolic_name: Option<Ident>,
    pub constraint: StringLit,
    pub expr: Expr,
}

// ---------------------------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct Expr {
    pub id: ExprId,
    pub kind: ExprKind,
    pub span: Span,
}

/// A string literal as a list of adjacent pieces, each with its spelling (prefix and quotes).
#[derive(Clone, Debug)]
pub struct StringLit {
    pub pieces: Vec<Name>,
    pub span: Span,
}

/// `text` as the inside of a C string literal (`\` and `"` escaped).
pub fn c_string_body(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

impl StringLit {
    /// The concatenated contents without prefixes and quotes (escape sequences left as written).
    pub fn raw_contents(&self) -> String {
        let mut s = String::new();
        for p in &self.pieces {
            let start = p.find('"').map(|i| i + 1).unwrap_or(0);
            let end = p.len().saturating_sub(1).max(start);
            s.push_str(&p[start..end]);
        }
        s
    }
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Ident(Ident),
    /// Integer constant as spelled (with suffix).
    Int(Name),
    /// Floating constant as spelled.
    Float(Name),
    /// Character constant as spelled, with prefix and quotes.
    Char(Name),
    Str(StringLit),
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    Assign(AssignOp, Box<Expr>, Box<Expr>),
    /// `c ? a : b`; `a` absent for GNU `c ?: b`.
    Cond(Box<Expr>, Option<Box<Expr>>, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    Cast(Box<TypeName>, Box<Expr>),
    Call(Box<Expr>, Vec<Expr>),
    Index(Box<Expr>, Box<Expr>),
    /// `e.name` (`arrow == false`) or `e->name`.
    Member {
        base: Box<Expr>,
        name: Ident,
        arrow: bool,
    },
    SizeofExpr(Box<Expr>),
    SizeofType(Box<TypeName>),
    AlignofExpr(Box<Expr>),
    AlignofType(Box<TypeName>),
    /// `upc_localsizeof`, `upc_blocksizeof`, `upc_elemsizeof` of an expression or a type.
    UpcSizeof(UpcSizeofKind, Box<TypeofArg>),
    CompoundLiteral(Box<TypeName>, Vec<InitItem>),
    /// GNU statement expression `({ … })`.
    StmtExpr(Box<Block>),
    VaArg(Box<Expr>, Box<TypeName>),
    /// `__builtin_offsetof(type, member designator)`.
    Offsetof(Box<TypeName>, Vec<Designator>),
    TypesCompatible(Box<TypeName>, Box<TypeName>),
    /// `_Generic(ctrl, assoc…)`; a `None` type is `default`.
    Generic(Box<Expr>, Vec<(Option<TypeName>, Expr)>),
    /// GNU `&&label`.
    LabelAddr(Ident),
    /// `__extension__ e`.
    Extension(Box<Expr>),
    Threads,
    MyThread,
    UpcMaxBlockSize,
    /// Expression text made by a backend, printed as it is; it must be a primary expression
    /// (an identifier, a call, or parenthesised).
    Raw(Name),
    /// A type name as an argument of a macro call (`UPCGA_READ(int, p)`), made by a backend.
    TypeArg(Box<TypeName>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UpcSizeofKind {
    Local,
    Block,
    Elem,
}

impl UpcSizeofKind {
    pub fn keyword(self) -> &'static str {
        match self {
            UpcSizeofKind::Local => "upc_localsizeof",
            UpcSizeofKind::Block => "upc_blocksizeof",
            UpcSizeofKind::Elem => "upc_elemsizeof",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Plus,
    Minus,
    Not,
    BitNot,
    Deref,
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
    Real,
    Imag,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogAnd,
    LogOr,
}

impl BinaryOp {
    pub fn symbol(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Mul => "*",
            Div => "/",
            Rem => "%",
            Add => "+",
            Sub => "-",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitXor => "^",
            BitOr => "|",
            LogAnd => "&&",
            LogOr => "||",
        }
    }

    /// C precedence level (higher binds tighter); see [`Prec`].
    pub fn precedence(self) -> Prec {
        use BinaryOp::*;
        match self {
            Mul | Div | Rem => Prec::Multiplicative,
            Add | Sub => Prec::Additive,
            Shl | Shr => Prec::Shift,
            Lt | Gt | Le | Ge => Prec::Relational,
            Eq | Ne => Prec::Equality,
            BitAnd => Prec::BitAnd,
            BitXor => Prec::BitXor,
            BitOr => Prec::BitOr,
            LogAnd => Prec::LogAnd,
            LogOr => Prec::LogOr,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AssignOp {
    Assign,
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    BitAnd,
    BitXor,
    BitOr,
}

impl AssignOp {
    pub fn symbol(self) -> &'static str {
        use AssignOp::*;
        match self {
            Assign => "=",
            Mul => "*=",
            Div => "/=",
            Rem => "%=",
            Add => "+=",
            Sub => "-=",
            Shl => "<<=",
            Shr => ">>=",
            BitAnd => "&=",
            BitXor => "^=",
            BitOr => "|=",
        }
    }
    /// The binary operator of a compound assignment.
    pub fn binary(self) -> Option<BinaryOp> {
        use AssignOp::*;
        Some(match self {
            Assign => return None,
            Mul => BinaryOp::Mul,
            Div => BinaryOp::Div,
            Rem => BinaryOp::Rem,
            Add => BinaryOp::Add,
            Sub => BinaryOp::Sub,
            Shl => BinaryOp::Shl,
            Shr => BinaryOp::Shr,
            BitAnd => BinaryOp::BitAnd,
            BitXor => BinaryOp::BitXor,
            BitOr => BinaryOp::BitOr,
        })
    }
}

/// Expression precedence levels, lowest first. The printer passes the level an operand needs
/// and adds parentheses exactly when the operand binds more loosely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Prec {
    Comma,
    Assign,
    Cond,
    LogOr,
    LogAnd,
    BitOr,
    BitXor,
    BitAnd,
    Equality,
    Relational,
    Shift,
    Additive,
    Multiplicative,
    /// Casts.
    Cast,
    /// Prefix operators, `sizeof`.
    Unary,
    /// Postfix operators, calls, subscripts, members.
    Postfix,
    Primary,
}
