//! Semantic analysis: symbol tables with C scoping, the type of every expression, and the checks
//! of C and UPC 1.3 (see docs/diagnostics.md for the codes).
//!
//! The analysis is deliberately conservative: a diagnostic is reported only when it is certain.
//! Whatever the type model does not follow becomes `Unknown`, which is never diagnosed further,
//! and nothing is reported inside library headers (see `in_library_header`).

mod check;
pub(crate) mod consteval;
mod expr;
#[cfg(test)]
mod tests;
pub mod types;

use crate::diagnostics::Diagnostic;
use pgas_grammar::*;
use rustc_hash::FxHashMap as HashMap;
use types::*;

/// What the checks accept.
#[derive(Clone, Debug, Default)]
pub struct SemaOptions {
    /// The input is UPC (UPC keywords were lexed).
    pub upc: bool,
    /// Set when the target accepts only C: every UPC construct is an error naming the targets
    /// that accept it.
    pub c_only_target: Option<String>,
    /// `--threads N`: THREADS is the constant N.
    pub static_threads: Option<u32>,
    /// `--std=upc1.3`: the thesis' extensions get warnings.
    pub strict_upc13: bool,
    /// `-pedantic-errors`: those warnings become errors.
    pub pedantic_errors: bool,
}

/// The result of the analysis.
pub struct Analysis {
    pub diagnostics: Vec<Diagnostic>,
    /// The type of each expression, indexed by `ExprId.0` (`None`: not visited, e.g. inside an
    /// attribute).
    pub expr_types: Vec<Option<Type>>,
    /// Struct and union types, indexed by `RecordId`.
    pub records: Vec<Record>,
    /// The full type each declarator declares (of a declaration, parameter, member or function
    /// definition; abstract ones excepted), by the parser id of its node (the backends re-spell
    /// declarations that involve shared types).
    pub decl_types: HashMap<DeclId, Type>,
    /// The type of each type name (casts, `sizeof`, compound literals), by its parser id.
    pub type_name_types: HashMap<DeclId, Type>,
    /// The record each struct or union definition defines, by the definition's parser id.
    pub record_of: HashMap<DeclId, RecordId>,
    /// Functions declared only by the program's own code, never by a library header, with
    /// whether the program defines them (a body in this file).
    pub own_functions: HashMap<Name, bool>,
    /// The association a `_Generic` selects, by the expression's id, where its controlling
    /// expression or one of its type names involves a shared type (the C compiler cannot
    /// choose on the lowered types: the backends put the chosen expression in its place).
    pub generic_choices: HashMap<ExprId, usize>,
}

impl Analysis {
    pub fn type_of(&self, e: &Expr) -> Option<&Type> {
        self.expr_types.get(e.id.0 as usize)?.as_ref()
    }

    /// Whether a call of `name` is a call of the library function a backend knows by that name
    /// (`known`): not when the program defines a function of that name, nor when only the
    /// program declares it and the backend does not know the name (a declaration of the
    /// program always wins over the translator's knowledge of library names: `upc_addone` of
    /// the program is the program's function, called as declared). A function no one declared
    /// (implicitly declared at its call) keeps the library's meaning.
    pub fn is_library_function(&self, name: &str, known: bool) -> bool {
        match self.own_functions.get(name) {
            None => true,
            Some(&defined) => !defined && known,
        }
    }
}

pub fn analyze(
    unit: &TranslationUnit,
    expr_count: u32,
    line_map: &LineMap,
    opts: &SemaOptions,
) -> Analysis {
    let mut s = Sema {
        opts,
        line_map,
        diags: vec![],
        types: vec![None; expr_count as usize],
        records: vec![],
        scopes: vec![Scope::default()],
        func: None,
        loop_depth: 0,
        switch_depth: 0,
        reported_upc: Vec::new(),
        sizes: HashMap::default(),
        threads_sizes: HashMap::default(),
        decl_types: HashMap::default(),
        type_name_types: HashMap::default(),
        generic_choices: HashMap::default(),
        record_of: HashMap::default(),
        implicit_functions: Default::default(),
        function_in_library: HashMap::default(),
        incomplete_objects: vec![],
    };
    for item in &unit.items {
        s.external(item);
    }
    for (name, span, id, what) in std::mem::take(&mut s.incomplete_objects) {
        if s.records[id].fields.is_none() {
            s.incomplete_object(&name, span, &what);
        }
    }
    let own_functions = s
        .function_in_library
        .iter()
        .filter(|(_, &(library, _))| !library)
        .map(|(n, &(_, defined))| (n.clone(), defined))
        .collect();
    Analysis {
        own_functions,
        diagnostics: s.diags,
        expr_types: s.types,
        records: s.records,
        decl_types: s.decl_types,
        type_name_types: s.type_name_types,
        record_of: s.record_of,
        generic_choices: s.generic_choices,
    }
}

/// What an ordinary identifier names.
#[derive(Clone, Debug)]
pub(crate) enum SymKind {
    Object,
    Function,
    Typedef,
    EnumConst(i128),
}

#[derive(Clone, Debug)]
pub(crate) struct Symbol {
    pub kind: SymKind,
    pub ty: Type,
    pub span: Span,
    /// Has a body or an initializer.
    pub defined: bool,
}

#[derive(Default)]
pub(crate) struct Scope {
    names: HashMap<Name, Symbol>,
    tags: HashMap<Name, RecordOrEnum>,
}

#[derive(Clone, Copy, Debug)]
enum RecordOrEnum {
    Record(RecordId),
    Enum,
}

/// Labels of the function being analysed.
struct FuncCtx {
    defined: HashMap<Name, Span>,
    used: Vec<Ident>,
    /// The return type (for the pointer conversion checks of `return`).
    ret: Type,
}

pub(crate) struct Sema<'a> {
    opts: &'a SemaOptions,
    line_map: &'a LineMap,
    diags: Vec<Diagnostic>,
    types: Vec<Option<Type>>,
    records: Vec<Record>,
    scopes: Vec<Scope>,
    func: Option<FuncCtx>,
    loop_depth: u32,
    switch_depth: u32,
    /// UPC construct kinds already reported under a C-only target.
    reported_upc: Vec<&'static str>,
    /// Values of `sizeof`-like expressions, by expression id, for constant evaluation.
    sizes: HashMap<u32, u64>,
    /// `sizeof` expressions whose operand's size involves THREADS (dynamic THREADS): values
    /// known only at run time, by expression id.
    threads_sizes: HashMap<u32, ()>,
    decl_types: HashMap<DeclId, Type>,
    type_name_types: HashMap<DeclId, Type>,
    generic_choices: HashMap<ExprId, usize>,
    record_of: HashMap<DeclId, RecordId>,
    /// Functions declared implicitly by a call (W0100).
    implicit_functions: rustc_hash::FxHashSet<Name>,
    /// Every declared function: whether a library header declares it, whether it is defined.
    function_in_library: HashMap<Name, (bool, bool)>,
    /// File-scope object definitions of a struct or union type incomplete where they were
    /// declared: the type must be complete by the end of the file.
    incomplete_objects: Vec<(Name, Span, RecordId, String)>,
}

impl<'a> Sema<'a> {
    // ------------------------------------------------------------------------------------------
    // Diagnostics
    // ------------------------------------------------------------------------------------------

    /// Code from a library header (system header, or anything included with `<…>`): the
    /// analysis trusts it and reports nothing there.
    fn in_library_header(&self, span: Span) -> bool {
        self.line_map.lookup(span.lo as usize).system
    }

    /// A spelling UPC 1.3 rejects that other compilers accept and real code uses: warning
    /// `warning`, error `error` under `--std=upc1.3 -pedantic-errors`.
    pub(crate) fn accepted_spelling(
        &self,
        (warning, error): (&'static str, &'static str),
        span: Span,
        message: String,
    ) -> Diagnostic {
        if self.opts.strict_upc13 && self.opts.pedantic_errors {
            Diagnostic::error(error, span, message)
        } else {
            Diagnostic::warning(warning, span, message)
        }
    }

    fn report(&mut self, d: Diagnostic) {
        if !self.in_library_header(d.span) {
            self.diags.push(d);
        }
    }

    /// A UPC construct under a C-only target.
    fn upc_construct(&mut self, what: &'static str, span: Span) {
        let Some(target) = self.opts.c_only_target.clone() else {
            return;
        };
        if self.reported_upc.contains(&what) || self.in_library_header(span) {
            return;
        }
        self.reported_upc.push(what);
        self.report(
            Diagnostic::error(
                "E0120",
                span,
                format!("`{what}` is a UPC construct, which `--to {target}` does not accept"),
            )
            .with_help("translate UPC programs with `--to upcr` or `--to ga`"),
        );
    }

    // ------------------------------------------------------------------------------------------
    // Scopes
    // ------------------------------------------------------------------------------------------

    fn push_scope(&mut self) {
        self.scopes.push(Scope::default());
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    fn at_file_scope(&self) -> bool {
        self.scopes.len() == 1
    }

    pub(crate) fn lookup(&self, name: &str) -> Option<&Symbol> {
        self.scopes.iter().rev().find_map(|s| s.names.get(name))
    }

    fn lookup_tag(&self, name: &str) -> Option<RecordOrEnum> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.tags.get(name).copied())
    }

    /// Declares an ordinary identifier in the current scope, reporting a redefinition.
    fn declare(&mut self, id: &Ident, sym: Symbol) {
        if matches!(sym.kind, SymKind::Function) {
            let library = self.in_library_header(id.span);
            let e = self
                .function_in_library
                .entry(id.name.clone())
                .or_insert((library, sym.defined));
            e.0 |= library;
            e.1 |= sym.defined;
            // Declarations of one function must have compatible types (C 6.7p4), layouts of
            // pointers-to-shared included.
            let prev = self
                .scopes
                .last()
                .and_then(|s| s.names.get(&id.name))
                .filter(|p| matches!(p.kind, SymKind::Function))
                .map(|p| (p.ty.clone(), p.span));
            if let Some((prev_ty, prev_span)) = prev {
                if !self.compatible(&prev_ty, &sym.ty) {
                    let (was, now) = (self.describe(&prev_ty), self.describe(&sym.ty));
                    self.report(
                        Diagnostic::error(
                            "E0118",
                            id.span,
                            format!("conflicting types for `{}`", id.name),
                        )
                        .with_label(prev_span, "previous declaration is here")
                        .with_note(format!("`{now}` here, `{was}` before")),
                    );
                }
            }
        }
        let scope = self.scopes.last_mut().expect("a scope");
        if let Some(prev) = scope.names.get(&id.name) {
            // Two definitions conflict (an initialised or block-scope object, a function body,
            // an enumeration constant); tentative definitions, `extern` and function
            // declarations may be repeated, and so may typedefs (C11).
            let conflict = prev.defined && sym.defined && !matches!(prev.kind, SymKind::Typedef);
            if conflict {
                let prev_span = prev.span;
                self.report(
                    Diagnostic::error("E0101", id.span, format!("redefinition of `{}`", id.name))
                        .with_label(prev_span, "previous definition is here"),
                );
                return;
            }
            if prev.defined && !sym.defined {
                return;
            }
        }
        self.scopes
            .last_mut()
            .expect("a scope")
            .names
            .insert(id.name.clone(), sym);
    }

    // ------------------------------------------------------------------------------------------
    // External declarations
    // ------------------------------------------------------------------------------------------

    fn external(&mut self, item: &ExternalDecl) {
        match item {
            ExternalDecl::Decl(d) => self.declaration(d),
            ExternalDecl::FnDef(f) => self.function_def(f),
            ExternalDecl::Pragma(_) | ExternalDecl::Empty(_) | ExternalDecl::Raw(..) => {}
            ExternalDecl::Asm(a) => self.asm(a),
        }
    }

    fn function_def(&mut self, f: &FunctionDef) {
        let base = self.base_type(&f.specs);
        let (id, ty) = self.declared_type(f.id, base, &f.declarator, DeclPlace::Ordinary);
        if let Some(id) = id {
            if let TypeKind::Function { ret, .. } = ty.kind() {
                if ret.quals().shared.is_some() {
                    self.report(
                        Diagnostic::error(
                            "E0209",
                            id.span,
                            "function return type cannot be shared-qualified",
                        )
                        .with_help("return a pointer-to-shared instead"),
                    );
                }
            }
            self.declare(
                &id,
                Symbol {
                    kind: SymKind::Function,
                    ty: ty.clone(),
                    span: id.span,
                    defined: true,
                },
            );
        }
        self.push_scope();
        let ret = match ty.kind() {
            TypeKind::Function { ret, .. } => ret.clone(),
            _ => Type::unknown(),
        };
        self.func = Some(FuncCtx {
            defined: HashMap::default(),
            used: vec![],
            ret,
        });
        // Parameters: the prototype's, or the K&R names with their declarations (int when
        // undeclared).
        match f.declarator.innermost_function() {
            Some(Declarator::Function { params, .. }) => {
                for p in &params.params {
                    self.param(p);
                }
            }
            Some(Declarator::KrFunction { names, .. }) => {
                for d in &f.kr_decls {
                    self.declaration(d);
                }
                for n in names {
                    if !self
                        .scopes
                        .last()
                        .expect("scope")
                        .names
                        .contains_key(&n.name)
                    {
                        self.declare(
                            n,
                            Symbol {
                                kind: SymKind::Object,
                                ty: Type::int(),
                                span: n.span,
                                defined: true,
                            },
                        );
                    }
                }
            }
            _ => {}
        }
        self.block_items(&f.body.items);
        let func = self.func.take().expect("function context");
        for used in func.used {
            if !func.defined.contains_key(&used.name) {
                self.report(Diagnostic::error(
                    "E0104",
                    used.span,
                    format!("use of undeclared label `{}`", used.name),
                ));
            }
        }
        self.pop_scope();
    }

    /// Declares a parameter of the function being defined (its type was checked with the
    /// function's declarator).
    fn param(&mut self, p: &ParamDecl) {
        let (id, ty) = self.param_type(p);
        if let Some(id) = id {
            self.declare(
                &id,
                Symbol {
                    kind: SymKind::Object,
                    ty: adjust_param(ty),
                    span: id.span,
                    defined: true,
                },
            );
        }
    }

    /// A parameter's name and declared type, before the adjustment of arrays to pointers
    /// (`shared [*] T a[k * THREADS]` has the block of the array it names).
    fn param_type(&mut self, p: &ParamDecl) -> (Option<Ident>, Type) {
        let base = self.base_type(&p.specs);
        let (id, ty) = self.declared_type(p.id, base, &p.declarator, DeclPlace::Param);
        (id, self.star_resolved(p.id, ty))
    }

    /// The type of a parameter of a prototype, reporting a shared-qualified parameter.
    fn checked_param_type(&mut self, p: &ParamDecl) -> (Option<Ident>, Type) {
        let (id, ty) = self.param_type(p);
        let span = id.as_ref().map_or(p.span, |i| i.span);
        self.check_runtime_layout(&ty, span, "a function parameter");
        if ty.quals().shared.is_some() {
            let span = id.as_ref().map_or(p.span, |i| i.span);
            self.report(
                Diagnostic::error(
                    "E0209",
                    span,
                    "function parameter cannot be shared-qualified",
                )
                .with_help("pass a pointer-to-shared instead"),
            );
        }
        (id, ty)
    }

    fn asm(&mut self, a: &AsmStmt) {
        for op in a.outputs.iter().flatten().chain(a.inputs.iter().flatten()) {
            self.expr(&op.expr);
        }
    }

    // ------------------------------------------------------------------------------------------
    // Declarations
    // ------------------------------------------------------------------------------------------

    fn declaration(&mut self, d: &Declaration) {
        match &d.kind {
            DeclarationKind::StaticAssert(sa) => {
                self.expr(&sa.cond);
            }
            DeclarationKind::Normal { specs, declarators } => {
                let base = self.base_type(specs);
                let storage = specs.storage();
                for id in declarators {
                    let (ident, ty) = self.declared_type(
                        id.id,
                        base.clone(),
                        &id.declarator,
                        DeclPlace::Ordinary,
                    );
                    let Some(ident) = ident else { continue };
                    let ty = match storage {
                        Some(StorageClass::Typedef) => ty,
                        _ => self.star_resolved(id.id, ty),
                    };
                    let kind = if storage == Some(StorageClass::Typedef) {
                        SymKind::Typedef
                    } else if ty.is_function() {
                        SymKind::Function
                    } else {
                        SymKind::Object
                    };
                    if matches!(kind, SymKind::Object) {
                        self.check_shared_object(&ident, &ty, storage, &id.declarator);
                        self.check_complete_object(&ident, &ty, storage);
                    }
                    let dynamic_array = matches!(kind, SymKind::Object)
                        && !self.at_file_scope()
                        && !matches!(storage, Some(StorageClass::Static | StorageClass::Extern))
                        && ty.runtime_layout_is_array_only();
                    if !dynamic_array {
                        let what = match kind {
                            SymKind::Typedef => "a typedef",
                            SymKind::Function => "a function declaration",
                            _ if self.at_file_scope() => "a file-scope object",
                            _ if storage.is_some() => "a `static` or `extern` object",
                            _ if ty.is_pointer() => "a pointer declaration",
                            _ if !matches!(ty.kind(), TypeKind::Array(..)) => {
                                "a shared scalar (only arrays may be sized or blocked at run time)"
                            }
                            _ => "this declaration",
                        };
                        self.check_runtime_layout(&ty, ident.span, what);
                    }
                    if let TypeKind::Function { ret, .. } = ty.kind() {
                        if ret.quals().shared.is_some() && storage != Some(StorageClass::Typedef) {
                            self.report(
                                Diagnostic::error(
                                    "E0209",
                                    ident.span,
                                    "function return type cannot be shared-qualified",
                                )
                                .with_help("return a pointer-to-shared instead"),
                            );
                        }
                    }
                    let object = matches!(kind, SymKind::Object);
                    let defined = id.init.is_some()
                        || (!self.at_file_scope()
                            && storage != Some(StorageClass::Extern)
                            && matches!(kind, SymKind::Object));
                    // The identifier is in scope in its own initializer.
                    self.declare(
                        &ident,
                        Symbol {
                            kind,
                            ty: ty.clone(),
                            span: ident.span,
                            defined,
                        },
                    );
                    if let Some(init) = &id.init {
                        self.initializer(init, &ty);
                        if object && (self.at_file_scope() || storage == Some(StorageClass::Static))
                        {
                            self.check_static_initializer(init);
                        }
                    }
                }
            }
        }
    }

    /// C's rules for the type of a declared object: an array's element type is complete; an
    /// object defined in a block has a complete type, one defined at file scope has one by the
    /// end of the file (checked then).
    fn check_complete_object(&mut self, id: &Ident, ty: &Type, storage: Option<StorageClass>) {
        let incomplete = |t: &Type, s: &Self| match t.kind() {
            TypeKind::Record(r) if s.records[*r].fields.is_none() => Some(*r),
            _ => None,
        };
        if let TypeKind::Array(..) = ty.kind() {
            if let Some(r) = incomplete(ty.element(), self) {
                let what = self.records[r].describe();
                self.report(Diagnostic::error(
                    "E0117",
                    id.span,
                    format!(
                        "array `{}` has the incomplete element type `{what}`",
                        id.name
                    ),
                ));
            }
            return;
        }
        if storage == Some(StorageClass::Extern) {
            return;
        }
        if let Some(r) = incomplete(ty, self) {
            let what = self.describe(ty);
            if self.at_file_scope() {
                self.incomplete_objects
                    .push((id.name.clone(), id.span, r, what));
            } else {
                self.incomplete_object(&id.name, id.span, &what);
            }
        }
    }

    fn incomplete_object(&mut self, name: &str, span: Span, what: &str) {
        self.report(Diagnostic::error(
            "E0117",
            span,
            format!("storage size of `{name}` is not known: `{what}` is an incomplete type"),
        ));
    }

    /// UPC rules for a declared object: shared objects in block scope (an extension), THREADS
    /// in at most one dimension, constant dimensions at file scope.
    fn check_shared_object(
        &mut self,
        id: &Ident,
        ty: &Type,
        storage: Option<StorageClass>,
        d: &Declarator,
    ) {
        if !ty.is_shared() {
            return;
        }
        // An array sized or blocked at run time is the thesis' extension by design (it cannot be
        // static): reported like W0301, under --std=upc1.3 only.
        let runtime_layout = ty.has_runtime_layout() && ty.runtime_layout_is_array_only();
        if !self.at_file_scope()
            && !matches!(storage, Some(StorageClass::Static | StorageClass::Extern))
            && (!runtime_layout || self.opts.strict_upc13)
        {
            let msg = format!("shared variable `{}` declared in block scope is an extension (automatic shared data)", id.name);
            let d = if self.opts.strict_upc13 && self.opts.pedantic_errors {
                Diagnostic::error("E0300", id.span, msg)
            } else {
                Diagnostic::warning("W0300", id.span, msg)
            };
            self.report(d.with_help("declare it `static` or at file scope for standard UPC 1.3"));
        }
        let mut dims = vec![];
        array_dims(d, &mut dims);
        let with_threads: Vec<&Expr> = dims
            .iter()
            .copied()
            .filter(|e| mentions_threads(e))
            .collect();
        if self.opts.static_threads.is_none() && with_threads.len() > 1 {
            // Point at the second dimension (in source order) that involves THREADS.
            let mut spans: Vec<Span> = with_threads.iter().map(|e| e.span).collect();
            spans.sort_by_key(|s| s.lo);
            self.report(Diagnostic::error(
                "E0201",
                spans[1],
                "THREADS may appear in only one dimension of a shared array",
            ).with_note("in the dynamic THREADS environment the size of a shared array may involve THREADS once"));
        }
        // Indefinitely blocked, every element is on thread 0: a size that involves THREADS is
        // not known before run time. UPC 1.3 (6.5.1.1) allows THREADS in the dimensions of a
        // shared array of definite block size only; pgas-xlate places such an array at run time
        // (an extension), so only --std=upc1.3 reports it.
        if self.opts.strict_upc13
            && self.opts.static_threads.is_none()
            && !with_threads.is_empty()
            && matches!(ty.block_size(), Some(BlockSize::Indefinite))
        {
            let d = self.accepted_spelling(
                ("W0216", "E0216"),
                with_threads[0].span,
                "THREADS in a dimension of a shared array with indefinite block size".to_string(),
            );
            self.report(
                d.with_note("in the dynamic THREADS environment UPC 1.3 lets THREADS size only a shared array of definite block size")
                    .with_help("give the array a block size, or translate with --threads N"),
            );
        }
        if self.at_file_scope() {
            for e in dims {
                if mentions_threads(e) && self.opts.static_threads.is_none() {
                    // A constant multiple of THREADS (the only run-time size allowed here).
                    if consteval::threads_multiple(e, &|x| self.const_value(x)).is_none() {
                        self.report(Diagnostic::error(
                            "E0205",
                            e.span,
                            "shared array dimension must be a constant expression",
                        ).with_note("at file scope a dimension may only be constant or a constant multiple of THREADS"));
                    }
                    continue;
                }
                if self.const_value(e).is_none() && !consteval::is_constant_expr(e) {
                    self.report(Diagnostic::error(
                        "E0205",
                        e.span,
                        "shared array dimension must be a constant expression",
                    ).with_note("at file scope a dimension may only be constant or a constant multiple of THREADS"));
                }
            }
        }
    }

    /// A block size or shared dimension computed at run time outside the one place that takes
    /// it (a shared array declared in block scope with automatic storage): E0211. At file scope
    /// the block size and the dimensions were already reported (E0200, E0205).
    fn check_runtime_layout(&mut self, ty: &Type, span: Span, what: &str) {
        if self.at_file_scope() || !ty.has_runtime_layout() {
            return;
        }
        self.report(
            Diagnostic::error(
                "E0211",
                span,
                "a block size or shared array dimension computed at run time is allowed only on a shared array declared in block scope",
            )
            .with_note(format!("found in {what}"))
            .with_help("use a constant block size here, e.g. `shared [] T *` or `shared T *` for a pointer to such an array"),
        );
    }

    /// The implicit conversions of pointers that UPC lets through or that the C compiler of the
    /// translated code cannot see (pointers-to-shared are structures there), at an assignment,
    /// initialisation, argument or `return` (the thesis' stronger typing of pointers-to-shared):
    /// E0204 (local to shared), W0302 (block size), W0303 (element type), W0304 (shared to
    /// local). An explicit cast says the change is meant.
    fn check_pts_assignment(&mut self, target: &Type, value: &Type, e: &Expr) {
        if matches!(e.kind, ExprKind::Cast(..)) {
            return;
        }
        let (Some(tp), Some(vp)) = (target.pointee(), value.pointee()) else {
            return;
        };
        if !target.is_pointer() || value.is_unknown() || target.is_unknown() {
            return;
        }
        if tp.is_shared() && !vp.is_shared() && !consteval::is_null_constant(e) {
            self.report(
                Diagnostic::error("E0204", e.span, "cannot convert a pointer-to-local to a pointer-to-shared")
                    .with_note("a pointer-to-local may only be obtained from a pointer-to-shared, not the reverse (UPC 1.3 6.4.3)"),
            );
            return;
        }
        if !tp.is_shared() && vp.is_shared() {
            self.report(
                Diagnostic::warning(
                    "W0304",
                    e.span,
                    format!(
                        "pointer-to-shared `{}` converted to the pointer-to-local `{}` without a cast",
                        self.describe(value),
                        self.describe(target)
                    ),
                )
                .with_help("cast it where the data has affinity to this thread, or copy it with upc_memget"),
            );
            return;
        }
        if !tp.is_shared()
            || !vp.is_shared()
            || matches!(tp.kind(), TypeKind::Void)
            || matches!(vp.kind(), TypeKind::Void)
        {
            return;
        }
        let (te, ve) = (tp.unqualified(), vp.unqualified());
        if te.kind() != ve.kind()
            && !te.is_unknown()
            && !ve.is_unknown()
            && !te.is_function()
            && !ve.is_function()
        {
            self.report(
                Diagnostic::warning(
                    "W0303",
                    e.span,
                    format!(
                        "pointer-to-shared to `{}` converted to a pointer-to-shared to `{}` without a cast",
                        self.describe(&ve),
                        self.describe(&te)
                    ),
                )
                .with_help("the elements would be read with another type and size; write the cast if that is meant"),
            );
        }
        if let (Some(a), Some(b)) = (
            self.conversion_block(target, tp),
            self.conversion_block(value, vp),
        ) {
            if a != b && !matches!(a, BlockSize::Runtime(_)) && !matches!(b, BlockSize::Runtime(_))
            {
                // Incompatible pointer types: an error under --std=upc1.3 -pedantic-errors.
                let d = self.accepted_spelling(
                    ("W0302", "E0302"),
                    e.span,
                    format!("pointer-to-shared with block size {} converted to one with block size {} without a cast", block_text(b), block_text(a)),
                );
                self.report(d.with_help("write the cast if the change of layout is meant"));
            }
        }
    }

    /// A declared `[*]` array has the block size its whole type gives, fixed where it is declared
    /// (UPC 1.3 6.5.1.1), and its elements' type says it, so that a pointer to an element
    /// (`&a[0]`) walks the array as indexing does (`&a[0] + 4 == &a[4]`; with `[*]` left in the
    /// pointer's type it stepped as if through a single element): the constant when it is known
    /// at compile time (`shared [4] int *` for `[*] int a[4*THREADS]`, and under `--threads N`),
    /// else the element count, which gives the block at run time (`[*] int z[10]` under dynamic
    /// THREADS: `Star(Some(10))`, ceil(10 / THREADS)). A typedef keeps `[*]` (an object of it gets
    /// the block of its whole type).
    fn star_resolved(&mut self, key: DeclId, ty: Type) -> Type {
        if !matches!(ty.kind(), TypeKind::Array(..))
            || ty.block_size() != Some(BlockSize::Star(None))
        {
            return ty;
        }
        let block = match self.star_block_value(&ty) {
            Some(n) => BlockSize::Const(n),
            None => match constant_elems(&ty) {
                Some(n) => BlockSize::Star(Some(n)),
                None => return ty,
            },
        };
        let ty = ty.with_element_block(block);
        self.decl_types.insert(key, ty.clone());
        ty
    }

    /// The block size that the pointer or array `t` (whose elements are `pointee`) gives its
    /// elements in a conversion: `[*]` is a `[*]` array's own block (none when it is known only
    /// at run time), and in a pointer's type the block of one element, 1 (UPC 1.3 6.5.1.1 with
    /// the pointed-to object as the array). Without this, `shared [*] int *p = a;` passed as the
    /// same layout, and `p` walks `a` as if it were cyclic.
    fn conversion_block(&self, t: &Type, pointee: &Type) -> Option<BlockSize> {
        match pointee.block_size()? {
            BlockSize::Star(None) if t.is_pointer() => Some(BlockSize::Const(1)),
            BlockSize::Star(None) => self.star_block_value(t).map(BlockSize::Const),
            b => Some(b),
        }
    }

    /// The type named by declaration specifiers (records and enums they define are declared).
    fn base_type(&mut self, specs: &DeclSpecs) -> Type {
        let mut ty: Option<Type> = None;
        let (mut long, mut short, mut unsigned, mut complex) = (0, false, false, false);
        let mut basic: Option<BasicType> = None;
        let mut quals = Quals::default();
        for s in &specs.items {
            match s {
                DeclSpec::Type(t) => match t {
                    TypeSpec::Basic(b, _) => match b {
                        BasicType::Long => long += 1,
                        BasicType::Short => short = true,
                        // `signed` is the default except for char, whose plain form
                        // is signed on x86_64 too.
                        BasicType::Signed => {}
                        BasicType::Unsigned => unsigned = true,
                        BasicType::Complex => complex = true,
                        BasicType::Imaginary => {}
                        b => basic = Some(*b),
                    },
                    TypeSpec::TypedefName(id) => {
                        ty = Some(match self.lookup(&id.name) {
                            Some(Symbol {
                                kind: SymKind::Typedef,
                                ty,
                                ..
                            }) => ty.clone(),
                            _ => Type::unknown(),
                        })
                    }
                    TypeSpec::Struct(st) => ty = Some(self.struct_type(st)),
                    TypeSpec::Enum(e) => ty = Some(self.enum_type(e)),
                    TypeSpec::Typeof(arg, _) => {
                        ty = Some(match &**arg {
                            TypeofArg::Expr(e) => self.expr(e),
                            TypeofArg::Type(t) => self.type_name(t),
                        })
                    }
                    TypeSpec::Atomic(t, _) => ty = Some(self.type_name(t)),
                },
                DeclSpec::Qual(q) => quals = self.qualifier(q, quals),
                DeclSpec::Align(arg, _) => {
                    if let TypeofArg::Expr(e) = &**arg {
                        self.expr(e);
                    }
                }
                DeclSpec::Storage(..) | DeclSpec::Function(..) | DeclSpec::Attr(_) => {}
            }
        }
        let ty = ty.unwrap_or_else(|| {
            let int = |kind| TypeKind::Int {
                kind,
                signed: !unsigned,
            };
            let kind = match basic {
                Some(BasicType::Void) => TypeKind::Void,
                Some(BasicType::Bool) => TypeKind::Int {
                    kind: IntKind::Bool,
                    signed: false,
                },
                Some(BasicType::Char) => TypeKind::Int {
                    kind: IntKind::Char,
                    signed: !unsigned,
                },
                Some(BasicType::Int128) => int(IntKind::Int128),
                Some(BasicType::Float) | Some(BasicType::Float32) => {
                    TypeKind::Float(FloatKind::Float)
                }
                Some(BasicType::Double) | Some(BasicType::Float64) | Some(BasicType::Float32x) => {
                    TypeKind::Float(if long > 0 {
                        FloatKind::LongDouble
                    } else {
                        FloatKind::Double
                    })
                }
                Some(BasicType::Float128)
                | Some(BasicType::GnuFloat128)
                | Some(BasicType::Float64x)
                | Some(BasicType::Float128x)
                | Some(BasicType::GnuFloat80) => TypeKind::Float(FloatKind::Float128),
                Some(BasicType::Float16) => TypeKind::Float(FloatKind::Float16),
                Some(BasicType::VaList) => TypeKind::VaList,
                Some(BasicType::AutoType) => TypeKind::Unknown,
                _ if short => int(IntKind::Short),
                _ if long >= 2 => int(IntKind::LongLong),
                _ if long == 1 => int(IntKind::Long),
                _ => int(IntKind::Int),
            };
            let kind = match (complex, kind) {
                (true, TypeKind::Float(f)) => TypeKind::Complex(f),
                (true, TypeKind::Int { .. }) if basic.is_none() => {
                    TypeKind::Complex(FloatKind::Double)
                }
                (_, k) => k,
            };
            Type::of_kind(kind)
        });
        let merged = ty.element().quals().merge(quals);
        self.check_quals(merged, specs.span);
        ty.qualified(quals)
    }

    fn check_quals(&mut self, q: Quals, span: Span) {
        if q.strict && q.relaxed {
            self.report(Diagnostic::error(
                "E0207",
                span,
                "a type cannot be both `strict` and `relaxed`",
            ));
        } else if (q.strict || q.relaxed) && q.shared.is_none() {
            let which = if q.strict { "strict" } else { "relaxed" };
            self.report(
                Diagnostic::error(
                    "E0210",
                    span,
                    format!("`{which}` qualifies a type that is not shared"),
                )
                .with_help(format!("write `{which} shared` to declare shared data")),
            );
        }
    }

    fn qualifier(&mut self, q: &TypeQual, mut quals: Quals) -> Quals {
        match q {
            TypeQual::Const(_) => quals.konst = true,
            TypeQual::Volatile(_) => quals.volatile = true,
            TypeQual::Restrict(_) => quals.restrict = true,
            TypeQual::Atomic(_) => {}
            TypeQual::Strict(s) => {
                self.upc_construct("strict", *s);
                quals.strict = true
            }
            TypeQual::Relaxed(s) => {
                self.upc_construct("relaxed", *s);
                quals.relaxed = true
            }
            TypeQual::Shared(layout, span) => {
                self.upc_construct("shared", *span);
                quals.shared = Some(match layout {
                    None => BlockSize::Const(1),
                    Some(Layout::Indefinite) => BlockSize::Indefinite,
                    Some(Layout::Star) => BlockSize::Star(None),
                    Some(Layout::Block(e)) => self.block_size(e),
                });
            }
        }
        quals
    }

    /// The value of a layout qualifier `[e]`.
    fn block_size(&mut self, e: &Expr) -> BlockSize {
        let t = self.expr(e);
        if !t.is_integer() && !t.is_unknown() {
            self.report(
                Diagnostic::error(
                    "E0200",
                    e.span,
                    "block size must be a non-negative integer constant expression",
                )
                .with_note(format!("this block size has type `{}`", self.describe(&t))),
            );
            return BlockSize::Runtime(None);
        }
        match self.const_value(e) {
            Some(v) if v > crate::preprocess::UPC_MAX_BLOCK_SIZE as i128 => {
                self.report(
                    Diagnostic::error(
                        "E0200",
                        e.span,
                        "block size is larger than UPC_MAX_BLOCK_SIZE",
                    )
                    .with_note(format!(
                        "this block size is {v}; UPC_MAX_BLOCK_SIZE is {}",
                        crate::preprocess::UPC_MAX_BLOCK_SIZE
                    )),
                );
                BlockSize::Runtime(None)
            }
            Some(v) if v >= 0 => BlockSize::Const(v as u64),
            Some(_) => {
                self.report(
                    Diagnostic::error(
                        "E0200",
                        e.span,
                        "block size must be a non-negative integer constant expression",
                    )
                    .with_note("this block size is negative"),
                );
                BlockSize::Runtime(None)
            }
            None if consteval::is_constant_expr(e) => BlockSize::Runtime(Some(e.id)),
            None => {
                if self.at_file_scope() {
                    self.report(Diagnostic::error(
                        "E0200",
                        e.span,
                        "block size must be a non-negative integer constant expression",
                    ).with_note("block sizes computed at run time are an extension accepted in block scope only"));
                } else if self.opts.strict_upc13 {
                    let d = if self.opts.pedantic_errors {
                        Diagnostic::error(
                            "E0301",
                            e.span,
                            "block size computed at run time is an extension",
                        )
                    } else {
                        Diagnostic::warning(
                            "W0301",
                            e.span,
                            "block size computed at run time is an extension",
                        )
                    };
                    self.report(d);
                }
                BlockSize::Runtime(Some(e.id))
            }
        }
    }

    fn struct_type(&mut self, st: &StructType) -> Type {
        let existing = st.name.as_ref().and_then(|n| {
            // A definition or a bare `struct S;` declares in the current scope; a reference
            // finds the visible tag.
            if st.fields.is_some() {
                match self.scopes.last().expect("scope").tags.get(&n.name) {
                    Some(RecordOrEnum::Record(id)) => Some(*id),
                    _ => None,
                }
            } else {
                match self.lookup_tag(&n.name) {
                    Some(RecordOrEnum::Record(id)) => Some(id),
                    _ => None,
                }
            }
        });
        let id = match existing {
            Some(id) => id,
            None => {
                self.records.push(Record {
                    kind: st.kind,
                    name: st.name.as_ref().map(|n| n.name.clone()),
                    fields: None,
                    size: None,
                    align: None,
                });
                let id = self.records.len() - 1;
                if let Some(n) = &st.name {
                    self.scopes
                        .last_mut()
                        .expect("scope")
                        .tags
                        .insert(n.name.clone(), RecordOrEnum::Record(id));
                }
                id
            }
        };
        if let Some(fields) = &st.fields {
            self.record_of.insert(st.id, id);
            let mut out = vec![];
            for f in fields {
                match f {
                    StructField::StaticAssert(sa) => {
                        self.expr(&sa.cond);
                    }
                    StructField::Field {
                        specs, declarators, ..
                    } => {
                        let base = self.base_type(specs);
                        if declarators.is_empty() {
                            // An anonymous struct or union member.
                            out.push(Field {
                                name: None,
                                ty: base.clone(),
                                bit_width: None,
                                offset: None,
                            });
                        }
                        for sd in declarators {
                            let (name, ty) = match &sd.declarator {
                                Some(d) => {
                                    let (id, ty) = self.declared_type(
                                        sd.id,
                                        base.clone(),
                                        d,
                                        DeclPlace::Member,
                                    );
                                    (id, ty)
                                }
                                None => (None, base.clone()),
                            };
                            self.check_runtime_layout(
                                &ty,
                                name.as_ref().map_or(specs.span, |i| i.span),
                                "a structure or union member",
                            );
                            if ty.is_shared() {
                                let span = name.as_ref().map_or(specs.span, |i| i.span);
                                self.report(Diagnostic::error(
                                    "E0203",
                                    span,
                                    "structure or union member cannot be shared-qualified",
                                ).with_help("declare the whole struct object shared, or make the member a pointer-to-shared"));
                            }
                            let bit_width = sd.bit_width.as_ref().and_then(|w| {
                                self.expr(w);
                                self.const_value(w).map(|v| v.max(0) as u64)
                            });
                            out.push(Field {
                                name: name.map(|i| i.name),
                                ty,
                                bit_width,
                                offset: None,
                            });
                        }
                    }
                }
            }
            let laid = layout(st.kind, &mut out, &self.records);
            let r = &mut self.records[id];
            r.fields = Some(out);
            if let Some((size, align)) = laid {
                r.size = Some(size);
                r.align = Some(align);
            }
        }
        Type::new(TypeKind::Record(id))
    }

    fn enum_type(&mut self, e: &EnumType) -> Type {
        if let Some(n) = &e.name {
            if e.enumerators.is_some() || self.lookup_tag(&n.name).is_none() {
                self.scopes
                    .last_mut()
                    .expect("scope")
                    .tags
                    .insert(n.name.clone(), RecordOrEnum::Enum);
            }
        }
        if let Some(list) = &e.enumerators {
            let mut next: i128 = 0;
            for en in list {
                if let Some(v) = &en.value {
                    self.expr(v);
                    if let Some(x) = self.const_value(v) {
                        next = x;
                    }
                }
                self.declare(
                    &en.name,
                    Symbol {
                        kind: SymKind::EnumConst(next),
                        ty: Type::int(),
                        span: en.name.span,
                        defined: true,
                    },
                );
                next += 1;
            }
        }
        Type::new(TypeKind::Enum)
    }

    pub(crate) fn type_name(&mut self, t: &TypeName) -> Type {
        let base = self.base_type(&t.specs);
        let ty = self
            .declarator_type(base, &t.declarator, DeclPlace::TypeName)
            .1;
        self.check_runtime_layout(
            &ty,
            t.span,
            "a type name (cast, `sizeof`, compound literal)",
        );
        self.type_name_types.insert(t.id, ty.clone());
        ty
    }

    /// [`Self::declarator_type`] of the declarator of the node `key`, recorded in `decl_types`
    /// (unless the declarator is abstract).
    fn declared_type(
        &mut self,
        key: DeclId,
        base: Type,
        d: &Declarator,
        place: DeclPlace,
    ) -> (Option<Ident>, Type) {
        let r = self.declarator_type(base, d, place);
        if d.span().is_some() {
            self.decl_types.insert(key, r.1.clone());
        }
        r
    }

    /// Applies a declarator to a base type; returns the declared identifier and its type.
    fn declarator_type(
        &mut self,
        base: Type,
        d: &Declarator,
        place: DeclPlace,
    ) -> (Option<Ident>, Type) {
        self.apply_declarator(base, d, place)
    }

    fn apply_declarator(
        &mut self,
        base: Type,
        d: &Declarator,
        place: DeclPlace,
    ) -> (Option<Ident>, Type) {
        match d {
            Declarator::Abstract => (None, base),
            Declarator::Ident(i) => (Some(i.clone()), base),
            Declarator::Pointer { quals, inner, .. } => {
                let mut q = Quals::default();
                for pq in quals {
                    if let PtrQual::Qual(tq) = pq {
                        q = self.qualifier(tq, q);
                    }
                }
                if q.strict || q.relaxed {
                    let span = quals
                        .iter()
                        .find_map(|pq| match pq {
                            PtrQual::Qual(tq) => Some(tq.span()),
                            _ => None,
                        })
                        .unwrap_or_default();
                    self.check_quals(q, span);
                }
                let ptr = Type::pointer_to(base).with_quals(q);
                self.declarator_type(ptr, inner, place)
            }
            Declarator::Array {
                inner, size, quals, ..
            } => {
                let len = match size {
                    ArraySize::Unspecified => ArrayLen::Unknown,
                    ArraySize::Vla => ArrayLen::Variable(None),
                    ArraySize::Expr(e) => {
                        let t = self.expr(e);
                        if !t.is_integer() && !t.is_unknown() {
                            self.report(
                                Diagnostic::error(
                                    "E0212",
                                    e.span,
                                    "array dimension must have integer type",
                                )
                                .with_note(format!(
                                    "this dimension has type `{}`",
                                    self.describe(&t)
                                )),
                            );
                        }
                        self.array_len(e)
                    }
                };
                let mut q = Quals::default();
                for tq in quals {
                    q = self.qualifier(tq, q);
                }
                let arr = Type::new(TypeKind::Array(base, len));
                let arr = if place == DeclPlace::Param {
                    arr.with_quals(q)
                } else {
                    arr
                };
                self.declarator_type(arr, inner, place)
            }
            Declarator::Function { inner, params, .. } => {
                // Parameter declarations are checked in their own prototype scope.
                self.push_scope();
                let mut types = vec![];
                for p in &params.params {
                    let (id, ty) = self.checked_param_type(p);
                    if let Some(id) = &id {
                        self.scopes.last_mut().expect("scope").names.insert(
                            id.name.clone(),
                            Symbol {
                                kind: SymKind::Object,
                                ty: ty.clone(),
                                span: id.span,
                                defined: true,
                            },
                        );
                    }
                    types.push(adjust_param(ty));
                }
                self.pop_scope();
                // `(void)` is the empty prototype; `()` has none.
                let prototype = if params.params.is_empty() && !params.variadic {
                    None
                } else if types.len() == 1
                    && matches!(types[0].kind(), TypeKind::Void)
                    && params.params[0].declarator.ident().is_none()
                {
                    Some(vec![])
                } else {
                    Some(types)
                };
                let f = Type::new(TypeKind::Function {
                    ret: base,
                    params: prototype,
                    variadic: params.variadic,
                });
                self.declarator_type(f, inner, place)
            }
            Declarator::KrFunction { inner, .. } => {
                let f = Type::new(TypeKind::Function {
                    ret: base,
                    params: None,
                    variadic: false,
                });
                self.declarator_type(f, inner, place)
            }
            Declarator::Attributed { inner, .. } => self.declarator_type(base, inner, place),
        }
    }

    fn array_len(&mut self, e: &Expr) -> ArrayLen {
        if let Some(v) = self.const_value(e) {
            return ArrayLen::Const(v.max(0) as u64);
        }
        if self.opts.static_threads.is_none() {
            if let Some(n) = consteval::threads_multiple(e, &|x| self.const_value(x)) {
                return ArrayLen::ThreadsTimes(n.max(0) as u64);
            }
        }
        ArrayLen::Variable(Some(e.id))
    }

    pub(crate) fn const_value(&self, e: &Expr) -> Option<i128> {
        consteval::eval(self, e)
    }

    // ------------------------------------------------------------------------------------------
    // Statements
    // ------------------------------------------------------------------------------------------

    fn block_items(&mut self, items: &[BlockItem]) {
        for item in items {
            match item {
                BlockItem::Decl(d) => self.declaration(d),
                BlockItem::Stmt(s) => self.stmt(s),
                BlockItem::LocalLabels(..) => {}
                BlockItem::FnDef(f) => self.function_def(f),
            }
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Compound(b) => {
                self.push_scope();
                self.block_items(&b.items);
                self.pop_scope();
            }
            StmtKind::Attributed(_) => {}
            StmtKind::Expr(e) => {
                if let Some(e) = e {
                    self.expr(e);
                }
            }
            StmtKind::If { cond, then, els } => {
                self.expr(cond);
                self.stmt(then);
                if let Some(e) = els {
                    self.stmt(e);
                }
            }
            StmtKind::Switch { cond, body } => {
                self.expr(cond);
                self.switch_depth += 1;
                self.stmt(body);
                self.switch_depth -= 1;
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.expr(cond);
                self.in_loop(body);
            }
            StmtKind::For(f) => {
                self.push_scope();
                self.loop_header(&f.init, &f.cond, &f.step);
                self.in_loop(&f.body);
                self.pop_scope();
            }
            StmtKind::UpcForall(f) => {
                self.upc_construct("upc_forall", s.span);
                if self.line_map.old_forall.contains(&(s.span.lo as usize)) {
                    // Early UPC code (and other compilers) spell it `forall`.
                    let d = self.accepted_spelling(
                        ("W0207", "E0215"),
                        Span::new(s.span.lo as usize, s.span.lo as usize + 6),
                        "`forall` is an early spelling of `upc_forall`".to_string(),
                    );
                    self.report(d.with_help("write `upc_forall`"));
                }
                self.push_scope();
                self.loop_header(&f.init, &f.cond, &f.step);
                if let Affinity::Expr(a) = &f.affinity {
                    let t = self.expr(a).decay();
                    if t.is_floating() {
                        // Other compilers accept it (real code writes `i * 1.0 / n`): converted
                        // to an integer as C converts it.
                        let d = self.accepted_spelling(
                            ("W0202", "E0202"),
                            a.span,
                            format!("floating affinity expression of `upc_forall` (`{}`) is converted to an integer", self.describe(&t)),
                        )
                        .with_note("UPC requires an integer or a pointer-to-shared; the value is truncated toward zero, then taken modulo THREADS");
                        self.report(d);
                    } else if !t.is_unknown() && !t.is_integer() && !t.is_pointer_to_shared() {
                        self.report(Diagnostic::error(
                            "E0202",
                            a.span,
                            format!("affinity expression of `upc_forall` must have integer or pointer-to-shared type (found `{}`)", self.describe(&t)),
                        ));
                    }
                }
                self.in_loop(&f.body);
                self.pop_scope();
            }
            StmtKind::Goto(l) => {
                if let Some(f) = &mut self.func {
                    f.used.push(l.clone());
                }
            }
            StmtKind::GotoComputed(e) => {
                self.expr(e);
            }
            StmtKind::Continue => {
                if self.loop_depth == 0 {
                    self.report(Diagnostic::error(
                        "E0102",
                        s.span,
                        "`continue` statement not within a loop",
                    ));
                }
            }
            StmtKind::Break => {
                if self.loop_depth == 0 && self.switch_depth == 0 {
                    self.report(Diagnostic::error(
                        "E0102",
                        s.span,
                        "`break` statement not within a loop or switch",
                    ));
                }
            }
            StmtKind::Return(e) => match e {
                Some(e) => {
                    let t = self.expr(e).decay();
                    self.check_return(Some((e, &t)), s.span);
                }
                None => self.check_return(None, s.span),
            },
            StmtKind::Labeled { label, body } => {
                match &**label {
                    Label::Named(n, _) => {
                        if let Some(f) = &mut self.func {
                            if let Some(prev) = f.defined.get(&n.name).copied() {
                                self.report(
                                    Diagnostic::error(
                                        "E0105",
                                        n.span,
                                        format!("redefinition of label `{}`", n.name),
                                    )
                                    .with_label(prev, "previous definition is here"),
                                );
                            } else {
                                f.defined.insert(n.name.clone(), n.span);
                            }
                        }
                    }
                    Label::Case(e) => {
                        self.expr(e);
                        self.case_label_constant(e);
                        self.case_outside_switch("case", s.span);
                    }
                    Label::CaseRange(a, b) => {
                        self.expr(a);
                        self.expr(b);
                        self.case_label_constant(a);
                        self.case_label_constant(b);
                        self.case_outside_switch("case", s.span);
                    }
                    Label::Default(sp) => self.case_outside_switch("default", *sp),
                }
                self.stmt(body);
            }
            StmtKind::Asm(a) => self.asm(a),
            StmtKind::Pragma(_) => {}
            StmtKind::UpcBarrier(e) => self.sync_stmt("upc_barrier", e, s.span),
            StmtKind::UpcNotify(e) => self.sync_stmt("upc_notify", e, s.span),
            StmtKind::UpcWait(e) => self.sync_stmt("upc_wait", e, s.span),
            StmtKind::UpcFence => self.upc_construct("upc_fence", s.span),
            StmtKind::Raw(_) => {}
        }
    }

    fn case_outside_switch(&mut self, which: &str, span: Span) {
        if self.switch_depth == 0 {
            self.report(Diagnostic::error(
                "E0103",
                span,
                format!("`{which}` label not within a switch statement"),
            ));
        }
    }

    fn sync_stmt(&mut self, kw: &'static str, e: &Option<Expr>, span: Span) {
        self.upc_construct(kw, span);
        if let Some(e) = e {
            let t = self.expr(e);
            if !t.is_unknown() && !t.is_integer() {
                self.report(Diagnostic::error(
                    "E0208",
                    e.span,
                    format!(
                        "the expression of `{kw}` must have integer type (found `{}`)",
                        self.describe(&t)
                    ),
                ));
            }
        }
    }

    fn in_loop(&mut self, body: &Stmt) {
        self.loop_depth += 1;
        self.stmt(body);
        self.loop_depth -= 1;
    }

    /// The `init; cond; step` of a `for` or `upc_forall`.
    fn loop_header(&mut self, init: &ForInit, cond: &Option<Expr>, step: &Option<Expr>) {
        match init {
            ForInit::None => {}
            ForInit::Expr(e) => {
                self.expr(e);
            }
            ForInit::Decl(d) => self.declaration(d),
        }
        for e in cond.iter().chain(step) {
            self.expr(e);
        }
    }

    /// A type as the user would write it, with record names.
    pub(crate) fn describe(&self, t: &Type) -> String {
        match t.kind() {
            TypeKind::Record(id) => self
                .records
                .get(*id)
                .map_or("struct".to_string(), Record::describe),
            _ => t.to_string(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum DeclPlace {
    Ordinary,
    Param,
    Member,
    TypeName,
}

/// Parameter type adjustment: arrays and functions become pointers.
fn adjust_param(t: Type) -> Type {
    match t.kind() {
        TypeKind::Array(e, _) => Type::pointer_to(e.clone()).with_quals(t.quals().merge(Quals {
            shared: None,
            ..t.quals()
        })),
        TypeKind::Function { .. } => Type::pointer_to(t),
        _ => t,
    }
}

/// The size expressions of a declarator's array derivations.
fn array_dims<'d>(d: &'d Declarator, out: &mut Vec<&'d Expr>) {
    match d {
        Declarator::Array { inner, size, .. } => {
            if let ArraySize::Expr(e) = size {
                out.push(e);
            }
            array_dims(inner, out);
        }
        Declarator::Attributed { inner, .. } => array_dims(inner, out),
        // Dimensions behind a pointer or in a function belong to other types.
        _ => {}
    }
}

impl Sema<'_> {
    /// A `case` label must be an integer constant expression (C99 6.8.4.2): under dynamic
    /// THREADS the `sizeof` of a shared array whose size involves THREADS is known only at run
    /// time (E0217; the C compiler would reject the translation).
    fn case_label_constant(&mut self, e: &Expr) {
        let mut at = None;
        consteval::walk(e, &mut |x| {
            if at.is_none() && self.threads_sizes.contains_key(&x.id.0) {
                at = Some(x.span);
            }
        });
        if let Some(span) = at {
            self.report(
                Diagnostic::error("E0217", span, "case label is not an integer constant expression")
                    .with_note("in the dynamic THREADS environment the size of a shared array whose dimension involves THREADS is known only at run time")
                    .with_help("translate with --threads N, or use an `if`"),
            );
        }
    }
}

fn mentions_threads(e: &Expr) -> bool {
    let mut found = false;
    consteval::walk(e, &mut |x| found |= matches!(x.kind, ExprKind::Threads));
    found
}

fn block_text(b: BlockSize) -> String {
    match b {
        BlockSize::Const(n) => n.to_string(),
        BlockSize::Indefinite => "[]".into(),
        BlockSize::Star(None) => "[*]".into(),
        BlockSize::Star(Some(n)) => format!("ceil({n} / THREADS)"),
        BlockSize::Runtime(_) => "(run time)".into(),
    }
}
