//! The type model of C + UPC: qualified types shared through `Rc`, records by id, LP64 layout.

use pgas_grammar::{ExprId, Name, StructKind};
use std::fmt;
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntKind {
    Char,
    Short,
    Int,
    Long,
    LongLong,
    Int128,
    Bool,
}

impl IntKind {
    pub fn size(self) -> u64 {
        match self {
            IntKind::Char | IntKind::Bool => 1,
            IntKind::Short => 2,
            IntKind::Int => 4,
            IntKind::Long | IntKind::LongLong => 8,
            IntKind::Int128 => 16,
        }
    }
    /// Conversion rank (C99 6.3.1.1).
    pub fn rank(self) -> u8 {
        match self {
            IntKind::Bool => 0,
            IntKind::Char => 1,
            IntKind::Short => 2,
            IntKind::Int => 3,
            IntKind::Long => 4,
            IntKind::LongLong => 5,
            IntKind::Int128 => 6,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatKind {
    Float,
    Double,
    LongDouble,
    Float128,
    Float16,
}

impl FloatKind {
    pub fn size(self) -> u64 {
        match self {
            FloatKind::Float16 => 2,
            FloatKind::Float => 4,
            FloatKind::Double => 8,
            FloatKind::LongDouble | FloatKind::Float128 => 16,
        }
    }
}

/// The block size of a shared type (its layout qualifier).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockSize {
    /// `shared [N]` (no layout qualifier: 1).
    Const(u64),
    /// `shared []`: everything on one thread.
    Indefinite,
    /// `shared [*]`: THREADS contiguous blocks, of ceil(elements / THREADS). `Some(n)`: the
    /// elements of a declared array of `n` elements whose block THREADS decides at run time
    /// (the block is known from any pointer to them); `None`: `[*]` as written (a typedef, a
    /// type name, a pointer's target: the block of the array it is applied to, 1 for a single
    /// element).
    Star(Option<u64>),
    /// A block size computed at run time (the thesis' extension): the id of its expression
    /// (none when there is none to evaluate).
    Runtime(Option<ExprId>),
}

/// Qualifiers, UPC's included.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quals {
    pub konst: bool,
    pub volatile: bool,
    pub restrict: bool,
    /// `Some` when shared-qualified.
    pub shared: Option<BlockSize>,
    pub strict: bool,
    pub relaxed: bool,
}

impl Quals {
    /// Both sets of qualifiers (a layout qualifier of `b` wins).
    pub fn merge(self, b: Quals) -> Quals {
        Quals {
            konst: self.konst || b.konst,
            volatile: self.volatile || b.volatile,
            restrict: self.restrict || b.restrict,
            shared: b.shared.or(self.shared),
            strict: self.strict || b.strict,
            relaxed: self.relaxed || b.relaxed,
        }
    }
}

/// Length of an array type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayLen {
    Const(u64),
    /// `n * THREADS` in the dynamic THREADS environment.
    ThreadsTimes(u64),
    /// `[]`.
    Unknown,
    /// A variable length or otherwise non-constant length: the id of its expression (none for
    /// `[*]`).
    Variable(Option<ExprId>),
}

pub type RecordId = usize;

#[derive(Clone, Debug, PartialEq)]
pub enum TypeKind {
    Void,
    Int {
        kind: IntKind,
        signed: bool,
    },
    Float(FloatKind),
    Complex(FloatKind),
    Pointer(Type),
    Array(Type, ArrayLen),
    Function {
        ret: Type,
        /// `None` for a function declared without a prototype.
        params: Option<Vec<Type>>,
        variadic: bool,
    },
    Record(RecordId),
    Enum,
    VaList,
    /// An error or something the model does not follow: never diagnosed further.
    Unknown,
}

#[derive(Clone, Debug)]
pub struct TypeData {
    pub kind: TypeKind,
    pub quals: Quals,
    /// The pointer an array or function decays to, made once (every use of an array decays).
    decayed: std::cell::OnceCell<Type>,
}

impl PartialEq for TypeData {
    fn eq(&self, other: &TypeData) -> bool {
        self.kind == other.kind && self.quals == other.quals
    }
}

/// A qualified type, cheap to clone.
#[derive(Clone, Debug, PartialEq)]
pub struct Type(pub Rc<TypeData>);

impl Type {
    pub fn new(kind: TypeKind) -> Type {
        Type(Rc::new(TypeData {
            kind,
            quals: Quals::default(),
            decayed: Default::default(),
        }))
    }
    pub fn int() -> Type {
        COMMON.with(|c| c.int.clone())
    }
    pub fn ulong() -> Type {
        COMMON.with(|c| c.ulong.clone())
    }
    pub fn unknown() -> Type {
        COMMON.with(|c| c.unknown.clone())
    }
    pub fn void() -> Type {
        COMMON.with(|c| c.void.clone())
    }
    /// A type of this kind without qualifiers, shared with earlier uses for the common kinds
    /// (every expression has a type: allocating one each time would double the memory).
    pub fn of_kind(kind: TypeKind) -> Type {
        COMMON.with(|c| match &kind {
            TypeKind::Int {
                kind: IntKind::Int,
                signed: true,
            } => c.int.clone(),
            TypeKind::Int {
                kind: IntKind::Long,
                signed: false,
            } => c.ulong.clone(),
            TypeKind::Int {
                kind: IntKind::Long,
                signed: true,
            } => c.long.clone(),
            TypeKind::Float(FloatKind::Double) => c.double.clone(),
            TypeKind::Void => c.void.clone(),
            TypeKind::Unknown => c.unknown.clone(),
            _ => Type::new(kind),
        })
    }
    pub fn pointer_to(t: Type) -> Type {
        Type::new(TypeKind::Pointer(t))
    }
    pub fn kind(&self) -> &TypeKind {
        &self.0.kind
    }
    pub fn quals(&self) -> Quals {
        self.0.quals
    }
    pub fn with_quals(&self, q: Quals) -> Type {
        if q == self.0.quals {
            return self.clone();
        }
        Type(Rc::new(TypeData {
            kind: self.0.kind.clone(),
            quals: q,
            decayed: Default::default(),
        }))
    }
    /// Adds qualifiers; on an array type they qualify the elements (C99 6.7.3p8), so that a
    /// member array of a shared struct has shared elements.
    pub fn qualified(&self, q: Quals) -> Type {
        if q == Quals::default() {
            return self.clone();
        }
        match self.kind() {
            TypeKind::Array(e, len) => Type::new(TypeKind::Array(e.qualified(q), *len)),
            _ => self.with_quals(self.quals().merge(q)),
        }
    }

    pub fn unqualified(&self) -> Type {
        if self.quals() == Quals::default() {
            return self.clone();
        }
        Type::of_kind(self.kind().clone())
    }
    pub fn is_unknown(&self) -> bool {
        matches!(self.kind(), TypeKind::Unknown)
    }
    pub fn is_integer(&self) -> bool {
        matches!(self.kind(), TypeKind::Int { .. } | TypeKind::Enum)
    }
    /// A real floating type (`float`, `double`, `long double`).
    pub fn is_floating(&self) -> bool {
        matches!(self.kind(), TypeKind::Float(_))
    }
    pub fn is_arithmetic(&self) -> bool {
        self.is_integer() || matches!(self.kind(), TypeKind::Float(_) | TypeKind::Complex(_))
    }
    pub fn is_pointer(&self) -> bool {
        matches!(self.kind(), TypeKind::Pointer(_))
    }
    pub fn is_scalar(&self) -> bool {
        self.is_arithmetic() || self.is_pointer()
    }
    pub fn is_record(&self) -> bool {
        matches!(self.kind(), TypeKind::Record(_))
    }
    pub fn is_function(&self) -> bool {
        matches!(self.kind(), TypeKind::Function { .. })
    }
    /// Shared-qualified itself, or an array whose elements are.
    pub fn is_shared(&self) -> bool {
        match self.kind() {
            TypeKind::Array(e, _) => self.quals().shared.is_some() || e.is_shared(),
            _ => self.quals().shared.is_some(),
        }
    }
    /// Whether a block size or a shared array dimension computed at run time appears anywhere in
    /// this type (the thesis' dynamically sized and blocked shared arrays).
    pub fn has_runtime_layout(&self) -> bool {
        if matches!(self.quals().shared, Some(BlockSize::Runtime(_))) {
            return true;
        }
        match self.kind() {
            TypeKind::Pointer(t) => t.has_runtime_layout(),
            TypeKind::Array(e, len) => {
                (matches!(len, ArrayLen::Variable(_)) && e.is_shared()) || e.has_runtime_layout()
            }
            TypeKind::Function { ret, params, .. } => {
                ret.has_runtime_layout() || params.iter().flatten().any(Type::has_runtime_layout)
            }
            _ => false,
        }
    }
    /// Whether a run-time layout of this type is only that of a shared array: its dimensions and
    /// the block size of its elements (nothing computed at run time inside the element type).
    pub fn runtime_layout_is_array_only(&self) -> bool {
        let mut t = self;
        let mut arrays = 0;
        while let TypeKind::Array(e, _) = t.kind() {
            t = e;
            arrays += 1;
        }
        arrays > 0
            && match t.kind() {
                TypeKind::Pointer(x) => !x.has_runtime_layout(),
                TypeKind::Function { .. } => false,
                _ => true,
            }
    }
    /// The block size of a shared type (of the element type for arrays).
    pub fn block_size(&self) -> Option<BlockSize> {
        match self.kind() {
            TypeKind::Array(e, _) => self.quals().shared.or_else(|| e.block_size()),
            _ => self.quals().shared,
        }
    }
    /// The type with the block size of its (innermost) elements replaced by `b`.
    pub fn with_element_block(&self, b: BlockSize) -> Type {
        let mut q = self.quals();
        match self.kind() {
            TypeKind::Array(e, len) => {
                q.shared = q.shared.map(|_| b);
                Type::new(TypeKind::Array(e.with_element_block(b), *len)).with_quals(q)
            }
            _ => {
                q.shared = Some(b);
                self.with_quals(q)
            }
        }
    }
    pub fn pointee(&self) -> Option<&Type> {
        match self.kind() {
            TypeKind::Pointer(t) => Some(t),
            _ => None,
        }
    }
    pub fn is_pointer_to_shared(&self) -> bool {
        self.pointee().is_some_and(Type::is_shared)
    }
    /// The innermost element type of an array (the type itself otherwise).
    pub fn element(&self) -> &Type {
        match self.kind() {
            TypeKind::Array(e, _) => e.element(),
            _ => self,
        }
    }
    /// Array-to-pointer and function-to-pointer conversion of an rvalue.
    pub fn decay(&self) -> Type {
        match self.kind() {
            TypeKind::Array(e, _) => self
                .0
                .decayed
                .get_or_init(|| Type::pointer_to(e.clone()))
                .clone(),
            // (Not cached: the pointer would own its own target, a reference cycle.)
            TypeKind::Function { .. } => Type::pointer_to(self.clone()),
            _ => self.clone(),
        }
    }
}

struct CommonTypes {
    int: Type,
    long: Type,
    ulong: Type,
    double: Type,
    void: Type,
    unknown: Type,
}

thread_local! {
    static COMMON: CommonTypes = CommonTypes {
        int: Type::new(TypeKind::Int { kind: IntKind::Int, signed: true }),
        long: Type::new(TypeKind::Int { kind: IntKind::Long, signed: true }),
        ulong: Type::new(TypeKind::Int { kind: IntKind::Long, signed: false }),
        double: Type::new(TypeKind::Float(FloatKind::Double)),
        void: Type::new(TypeKind::Void),
        unknown: Type::new(TypeKind::Unknown),
    };
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.spelling(""))
    }
}

impl Type {
    fn qual_prefix(&self) -> String {
        let q = self.quals();
        let mut s = String::new();
        if q.strict {
            s.push_str("strict ");
        }
        if q.relaxed {
            s.push_str("relaxed ");
        }
        match q.shared {
            None => {}
            Some(BlockSize::Const(1)) => s.push_str("shared "),
            Some(BlockSize::Const(n)) => s.push_str(&format!("shared [{n}] ")),
            Some(BlockSize::Indefinite) => s.push_str("shared [] "),
            Some(BlockSize::Star(_)) => s.push_str("shared [*] "),
            Some(BlockSize::Runtime(_)) => s.push_str("shared [?] "),
        }
        if q.konst {
            s.push_str("const ");
        }
        if q.volatile {
            s.push_str("volatile ");
        }
        s
    }

    /// A C declaration of `name` with this type (`int (*name)[3]`); the type alone for "". For
    /// messages: the output's code and the texts that quote a type are built from trees
    /// (`tree::typed`, `tree::upc_type_text`).
    pub fn spelling(&self, name: &str) -> String {
        self.spell(name.to_string(), &SpellHooks::default())
    }

    /// Like [`Type::spelling`], with `hooks` naming records.
    pub fn spelling_with(&self, name: &str, hooks: &SpellHooks) -> String {
        self.spell(name.to_string(), hooks)
    }

    fn spell(&self, inner: String, hooks: &SpellHooks) -> String {
        let record_name = hooks.record_name;
        let join = |base: String, inner: &str| {
            if inner.is_empty() {
                base
            } else {
                format!("{base} {inner}")
            }
        };
        let pre = self.qual_prefix();
        match self.kind() {
            TypeKind::Pointer(t) => {
                let q = self.qual_prefix();
                let q = q.trim_end();
                let star = match (q.is_empty(), inner.is_empty()) {
                    (true, _) => format!("*{inner}"),
                    (false, true) => format!("*{q}"),
                    (false, false) => format!("*{q} {inner}"),
                };
                let wrapped = match t.kind() {
                    TypeKind::Array(..) | TypeKind::Function { .. } => format!("({star})"),
                    _ => star,
                };
                t.spell(wrapped, hooks)
            }
            TypeKind::Array(e, len) => {
                let l = match len {
                    ArrayLen::Const(n) => n.to_string(),
                    ArrayLen::ThreadsTimes(n) => format!("{n} * THREADS"),
                    ArrayLen::Unknown => String::new(),
                    ArrayLen::Variable(_) => "*".to_string(),
                };
                e.spell(format!("{inner}[{l}]"), hooks)
            }
            TypeKind::Function {
                ret,
                params,
                variadic,
            } => {
                let mut ps: Vec<String> = params
                    .as_ref()
                    .map(|v| v.iter().map(|p| p.spell(String::new(), hooks)).collect())
                    .unwrap_or_default();
                if params.as_ref().is_some_and(|v| v.is_empty()) && !variadic {
                    ps.push("void".into());
                }
                if *variadic {
                    ps.push("...".into());
                }
                ret.spell(format!("{inner}({})", ps.join(", ")), hooks)
            }
            k => {
                let base = match k {
                    TypeKind::Void => "void".to_string(),
                    TypeKind::Int { kind, signed } => {
                        let n = match kind {
                            IntKind::Bool => return join(format!("{pre}_Bool"), &inner),
                            IntKind::Char => "char",
                            IntKind::Short => "short",
                            IntKind::Int => "int",
                            IntKind::Long => "long",
                            IntKind::LongLong => "long long",
                            IntKind::Int128 => "__int128",
                        };
                        if *signed {
                            n.to_string()
                        } else {
                            format!("unsigned {n}")
                        }
                    }
                    TypeKind::Float(f) | TypeKind::Complex(f) => {
                        let n = match f {
                            FloatKind::Float => "float",
                            FloatKind::Double => "double",
                            FloatKind::LongDouble => "long double",
                            FloatKind::Float128 => "_Float128",
                            FloatKind::Float16 => "_Float16",
                        };
                        if matches!(k, TypeKind::Complex(_)) {
                            format!("{n} _Complex")
                        } else {
                            n.to_string()
                        }
                    }
                    TypeKind::Record(id) => {
                        record_name(*id).unwrap_or_else(|| "struct <anonymous>".into())
                    }
                    TypeKind::Enum => "enum".into(),
                    TypeKind::VaList => "__builtin_va_list".into(),
                    TypeKind::Unknown => "<unknown>".into(),
                    _ => unreachable!(),
                };
                join(format!("{pre}{base}"), &inner)
            }
        }
    }
}

/// How [`Type::spelling_with`] spells what a type alone does not say: a record's name.
pub struct SpellHooks<'h> {
    pub record_name: &'h dyn Fn(RecordId) -> Option<String>,
}

impl Default for SpellHooks<'_> {
    fn default() -> Self {
        SpellHooks {
            record_name: &|_| None,
        }
    }
}

/// One member of a struct or union.
#[derive(Clone, Debug)]
pub struct Field {
    pub name: Option<Name>,
    pub ty: Type,
    pub bit_width: Option<u64>,
    pub offset: Option<u64>,
}

/// A struct or union type.
#[derive(Clone, Debug)]
pub struct Record {
    pub kind: StructKind,
    pub name: Option<Name>,
    /// `None` while incomplete.
    pub fields: Option<Vec<Field>>,
    pub size: Option<u64>,
    pub align: Option<u64>,
}

impl Record {
    pub fn describe(&self) -> String {
        let k = match self.kind {
            StructKind::Struct => "struct",
            StructKind::Union => "union",
        };
        match &self.name {
            Some(n) => format!("{k} {n}"),
            None => format!("{k} <anonymous>"),
        }
    }
}

/// Size and alignment of types (LP64, x86_64), given the record table.
pub fn size_align(t: &Type, records: &[Record]) -> Option<(u64, u64)> {
    match t.kind() {
        TypeKind::Void => Some((1, 1)),
        TypeKind::Int { kind, .. } => Some((kind.size(), kind.size())),
        TypeKind::Enum => Some((4, 4)),
        TypeKind::Float(f) => Some((f.size(), f.size())),
        TypeKind::Complex(f) => Some((2 * f.size(), f.size())),
        TypeKind::Pointer(_) => Some((8, 8)),
        TypeKind::VaList => Some((24, 8)),
        TypeKind::Array(e, ArrayLen::Const(n)) => {
            let (s, a) = size_align(e, records)?;
            Some((s * n, a))
        }
        TypeKind::Array(..) | TypeKind::Function { .. } | TypeKind::Unknown => None,
        TypeKind::Record(id) => {
            let r = records.get(*id)?;
            Some((r.size?, r.align?))
        }
    }
}

/// The elements `upc_localsizeof` counts for the shared type `t` when THREADS is not known at
/// compile time. UPC 1.3 6.4.1 makes the result an integer constant, the same on every thread,
/// an upper bound of the bytes with affinity to any one thread (padding allowed). With `c` the
/// product of the dimensions (a dimension `k * THREADS` counting `k`) and the block size `b`,
/// thread 0 has the most blocks: ceil(ceil(c·T / b) / T) = ceil(c / b) of them when a dimension
/// is `k * THREADS` — exact, on any number of threads T. Without THREADS in the dimensions the
/// share shrinks as T grows, and the bound is its value on one thread: ceil(c / b) blocks, the
/// whole object rounded up to whole blocks. `[*]` (one block of ceil(c·T / T) = c, or of
/// ceil(c / T) ≤ c, elements per thread): `c`. `[]` and `[0]`: the whole object, `c`, unless
/// THREADS is in a dimension (no bound). A dimension or block size computed at run time: none.
pub fn upc_local_elems_bound(t: &Type) -> Option<u64> {
    let (count, with_threads) = elems_per_thread_count(t)?;
    match t.block_size()? {
        BlockSize::Const(0) | BlockSize::Indefinite => (!with_threads).then_some(count),
        BlockSize::Const(b) => count.div_ceil(b).checked_mul(b),
        BlockSize::Star(_) => Some(count),
        BlockSize::Runtime(_) => None,
    }
}

/// The block size of a `[*]` array whose dimensions hold `k * THREADS`: ceil(c·T / T) = c, the
/// product of the dimensions with THREADS left out, on any number of threads T — an integer
/// constant (UPC 1.3 6.5.1.1) even when THREADS is not known at compile time. Other `[*]`
/// arrays: none (their block size depends on THREADS).
pub fn star_block_elems(t: &Type) -> Option<u64> {
    match (t.block_size()?, elems_per_thread_count(t)?) {
        (BlockSize::Star(_), (count, true)) => Some(count),
        _ => None,
    }
}

/// The number of elements of the array type `t` when every dimension is a constant.
pub fn constant_elems(t: &Type) -> Option<u64> {
    match elems_per_thread_count(t)? {
        (count, false) => Some(count),
        _ => None,
    }
}

/// The product of the array dimensions of `t`, a dimension `k * THREADS` counting `k`, and
/// whether one was; none when a dimension is unknown or computed at run time.
fn elems_per_thread_count(t: &Type) -> Option<(u64, bool)> {
    let mut count: u64 = 1;
    let mut with_threads = false;
    let mut x = t;
    while let TypeKind::Array(e, len) = x.kind() {
        count = count.checked_mul(match len {
            ArrayLen::Const(n) => *n,
            ArrayLen::ThreadsTimes(k) => {
                with_threads = true;
                *k
            }
            ArrayLen::Unknown | ArrayLen::Variable(_) => return None,
        })?;
        x = e;
    }
    Some((count, with_threads))
}

/// Lays out the fields of a record (offsets, size, alignment); bit-fields are packed into units
/// of their declared type as GCC does on x86_64.
pub fn layout(kind: StructKind, fields: &mut [Field], records: &[Record]) -> Option<(u64, u64)> {
    let mut offset_bits: u64 = 0;
    let mut size: u64 = 0;
    let mut align: u64 = 1;
    let mut known = true;
    for f in fields.iter_mut() {
        let Some((s, a)) = size_align(&f.ty, records).or_else(|| {
            // A flexible array member has no size of its own.
            match f.ty.kind() {
                TypeKind::Array(e, ArrayLen::Unknown) => {
                    size_align(e, records).map(|(_, a)| (0, a))
                }
                _ => None,
            }
        }) else {
            known = false;
            continue;
        };
        match (kind, f.bit_width) {
            (StructKind::Union, _) => {
                f.offset = Some(0);
                size = size.max(s);
                align = align.max(a);
            }
            (StructKind::Struct, Some(w)) => {
                let unit = s * 8;
                if w == 0 {
                    offset_bits = offset_bits.div_ceil(unit) * unit;
                    continue;
                }
                if offset_bits / unit != (offset_bits + w - 1) / unit {
                    offset_bits = offset_bits.div_ceil(unit) * unit;
                }
                f.offset = Some(offset_bits / 8);
                offset_bits += w;
                align = align.max(a);
            }
            (StructKind::Struct, None) => {
                let start = (offset_bits.div_ceil(8)).div_ceil(a) * a;
                f.offset = Some(start);
                offset_bits = (start + s) * 8;
                align = align.max(a);
            }
        }
    }
    if !known {
        return None;
    }
    let raw = match kind {
        StructKind::Union => size,
        StructKind::Struct => offset_bits.div_ceil(8),
    };
    Some((raw.div_ceil(align) * align, align))
}
