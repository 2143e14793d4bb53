//! The walk both UPC targets share: one walk over the checked tree, as methods of
//! [`Lowering`] for every target `T`; what a target does differently is a primitive of
//! [`Target`] (src/backend/target.rs), called as `T::primitive(self, …)`.
//!
//! `--to upcr` (src/backend/upcr) and `--to ga` (src/backend/ga) lower the same UPC constructs
//! the same way and differ only in the C they write for them (runtime calls, pointer-to-shared
//! types, names of temporaries). This module holds the walk:
//!
//! - `lower_unit`: the walk over a file's items (header items and pragmas here, the program's
//!   declarations and functions through `Target::external`, the file around them
//!   `Target::finish`);
//! - the spelling of values every target shares (`ty`, `unsupported`);
//! - the statement walk (`stmt`, `value`, `effect`, `cond`, `block`, `function`): what each
//!   statement means, below; declarations, header items, the late initialisations.
//!
//! Beside it, also methods of `Lowering`: the expression lowering (expr.rs: operators, casts,
//! conversions and calls), shared places (place.rs), `upc_forall` (forall.rs),
//! loop versioning (versioning.rs), GASP events (gasp.rs), declarations (decl.rs), layouts
//! (layout.rs), run-time-sized arrays (dyn_array.rs).
//!
//! Adding a construct: its walk goes here (or in analysis.rs when it is an analysis), and each
//! target gets one primitive for the C it writes.

use crate::backend::analysis::*;
use crate::backend::declarations::*;
use crate::backend::lowering::*;
use crate::backend::privatize::FunctionLocals;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::diagnostics::Diagnostic;
use crate::sema::types::*;
use pgas_grammar::*;
use rustc_hash::FxHashMap as HashMap;

/// Types of the UPC library that both runtimes' headers define themselves.
const RUNTIME_TYPES: [&str; 3] = ["upc_thread_info_t", "bupc_pmemvec_t", "bupc_smemvec_t"];

/// The walk over a file, and the spelling of values every target shares.
impl<'a, T: Target> Lowering<'a, T> {
    /// The walk over a file's items: header items and pragmas (`file_item`), then the
    /// program's declarations and functions (`Target::external`); the file is the target's
    /// `finish` when no error was found.
    pub(crate) fn lower_unit(mut self) -> Result<TranslationUnit, Vec<Diagnostic>> {
        self.core.record_names = record_names(self.analysis, self.unit, T::RECORD_TAG);
        let mut items = vec![];
        for item in &self.unit.items {
            if !self.file_item(item, &mut items) {
                T::external(&mut self, item, &mut items);
            }
        }
        if self.core.diags.iter().any(Diagnostic::is_error) {
            return Err(std::mem::take(&mut self.core.diags));
        }
        Ok(TranslationUnit {
            items: T::finish(self, items),
        })
    }

    /// Whether accesses to an object of this type are strict.
    pub(crate) fn is_strict(&self, t: &Type) -> bool {
        let q = t.element().quals();
        q.strict || (!q.relaxed && self.core.strict_default)
    }

    /// The type of a source expression (as the checker found it).
    pub(crate) fn ty(&self, e: &Expr) -> Type {
        if let Some(t) = self.core.made_types.get(&e.id.0) {
            return t.clone();
        }
        self.analysis
            .type_of(e)
            .cloned()
            .unwrap_or_else(Type::unknown)
    }

    /// The text of a lowered expression as an operand of an assignment or a call argument.
    pub(crate) fn text(&self, e: &Expr) -> String {
        expr_text(self.line_map, e)
    }

    /// A construct the target cannot lower (error E0900).
    pub(crate) fn unsupported(&mut self, span: Span, what: &str) {
        let d = Diagnostic::error(
            "E0900",
            span,
            format!("{what} is not supported by `--to {}`", T::TARGET),
        )
        .with_note(T::SUPPORT_NOTE);
        self.core.diags.push(d);
    }
}

/// The walker of both UPC targets, statements and expressions (`value`, `effect`, `cond`); what
/// a target writes differently is a primitive of [`Target`].
///
/// What each statement becomes:
/// - a block: its declarations and statements lowered in a scope of their own (hoisted shared
///   objects, `#pragma upc strict` end with it); the arrays sized at run time that it created
///   are freed at its end unless it ends in a jump;
/// - `if`, `switch`, loops, labels, `goto *`: the same statement over lowered parts; a `for`
///   over private pointers-to-shared is versioned (src/backend/privatize.rs);
/// - `return`: the arrays sized at run time are freed and the exit events reported after the
///   value is computed (into a temporary) and before the function returns; inside `upc_forall`
///   the nesting flag is restored first (`leave_foralls`);
/// - `break`/`continue`: the arrays created since the loop or `switch` began are freed first;
/// - `#pragma upc strict|relaxed`, `#pragma pupc on|off`: change the state, nothing written;
/// - `upc_forall`: the target's loop, between `GASP_UPC_FORALL` events;
/// - `upc_barrier`/`upc_notify`/`upc_wait`: the target's call (`sync_call`); under profiling
///   the value is evaluated once into a temporary and the events carry (named, value);
/// - `upc_fence`: the target's fence (`fence`).
impl<'a, T: Target> Lowering<'a, T> {
    /// A scope of block-scope shared objects begins (a block, a `for` header).
    pub(crate) fn enter_scope(&mut self) {
        self.core.scopes.push(HashMap::default());
    }
    /// The innermost scope ends.
    pub(crate) fn leave_scope(&mut self) {
        self.core.scopes.pop();
    }

    /// A file-scope declaration: shared objects are the target's (`file_shared`), the
    /// initializers of private objects too (`file_initializer`: some are assigned at
    /// start-up); everything else keeps its place with its types lowered.
    pub(crate) fn file_declaration(&mut self, d: &Declaration) -> Vec<Declaration> {
        let DeclarationKind::Normal { specs, declarators } = &d.kind else {
            return vec![d.clone()];
        };
        let storage = specs.storage();
        if declarators.is_empty() {
            return vec![tag_only(d, self.lower_specs(specs))];
        }
        let mut out = vec![];
        let specs = &self.definition_first(d, specs, declarators, &mut out);
        for id in declarators {
            let full = self.decl_type(id.id);
            let shared = full
                .as_ref()
                .filter(|t| t.is_shared() && !specs.is_typedef() && !t.is_function());
            if let Some(t) = shared {
                if !T::file_shared(self, t, SharedDecl { id, storage }) {
                    continue;
                }
            }
            let (s, decl) = self.lower_decl_parts(specs, &id.declarator, full.clone(), false);
            let init = match (&full, &id.init) {
                _ if shared.is_some() => None,
                (Some(t), Some(_)) => {
                    let is_object = !specs.is_typedef() && !t.is_function();
                    self.file_initializer(t, id, is_object)
                }
                (None, Some(i)) => Some(self.lower_initializer(i)),
                (_, None) => None,
            };
            out.push(single(d, s, decl, init, id));
        }
        merge_plain(d, out)
    }

    /// The statements of the file's init function that assign the private variables
    /// initialised at start-up (`late_init`).
    pub(crate) fn late_init_statements(&mut self) -> Vec<BlockItem> {
        let lates = std::mem::take(&mut self.core.late_inits);
        lates
            .iter()
            .map(|li| self.late_init_statement(li))
            .collect()
    }

    /// The statement that gives `li`'s variable its initial value.
    pub(crate) fn late_init_statement(&mut self, li: &LateInit) -> BlockItem {
        let name = ident_expr(&li.name);
        match &li.init {
            Initializer::Expr(e) => {
                let v = self.value(e);
                let v = self.convert(v, e, &li.ty);
                expr_stmt(assign(name, v))
            }
            list => {
                // (A list is a private object's initializer: copied whole.)
                let list = self.private_initializer(list, &li.ty);
                let temp = format!("{}_initial", T::PREFIX);
                let of = TypeofArg::Expr(name.clone());
                let ty = specs(vec![DeclSpec::Type(TypeSpec::Typeof(
                    Box::new(of),
                    Span::default(),
                ))]);
                let address = |e: Expr| unary(UnaryOp::AddrOf, e);
                let copy = vec![
                    address(name.clone()),
                    address(ident_expr(&temp)),
                    sizeof_expr(name),
                ];
                BlockItem::Stmt(block_stmt(vec![
                    local_decl(ty, named(&temp), Some(list)),
                    expr_stmt(call("__builtin_memcpy", copy)),
                ]))
            }
        }
    }

    /// A block-scope static private object whose initial value needs the runtime (as a
    /// file-scope one, `file_initializer`: the address of shared data in a pointer-to-shared, in
    /// a struct member or an array element, or a value only the running program knows): it is
    /// declared without one, and the first time its declaration is reached a flag of its own
    /// lets the statements of `late_init_statement` give it its value. The value is the one C
    /// gives it before the program starts (an address of shared data does not change while
    /// the program runs); a jump into the block past the declaration is the one way to see it
    /// before.
    pub(crate) fn static_at_first_use(
        &mut self,
        t: &Type,
        name: &Name,
        init: &Initializer,
    ) -> Vec<BlockItem> {
        let wanted = format!("{}_{}_{}_set", T::PREFIX, self.core.function_name, name);
        let flag = self.core.names.fresh(&wanted);
        let storage = DeclSpec::Storage(StorageClass::Static, Span::default());
        let li = LateInit {
            name: name.clone(),
            ty: t.clone(),
            init: init.clone(),
        };
        let set = self.late_init_statement(&li);
        let body = vec![expr_stmt(assign(ident_expr(&flag), int_expr(1))), set];
        vec![
            local_decl(
                specs(vec![storage, basic_spec(BasicType::Int)]),
                named(&flag),
                None,
            ),
            if_stmt(
                unary(UnaryOp::Not, ident_expr(&flag)),
                BlockItem::Stmt(block_stmt(body)),
                None,
            ),
        ]
    }

    /// An item of the file: an item of our UPC headers is left out (the target's header
    /// declares the library; the printer handles its `#include`), but its pragmas count and
    /// its typedefs stay usable (lowered into `Core::header_types`, except the types the
    /// target's header defines, `RUNTIME_TYPES`, `Target::HANDLE_TYPE`); a pragma sets the state; the other
    /// items are copied. Returns `false` for the program's declarations and function
    /// definitions, which are the target's.
    pub(crate) fn file_item(&mut self, item: &ExternalDecl, out: &mut Vec<ExternalDecl>) -> bool {
        let header = in_upc_header(self.line_map, item.span());
        if header {
            out.push(ExternalDecl::Empty(item.span()));
        }
        match item {
            ExternalDecl::Pragma(p) => match p.kind {
                PragmaKind::UpcStrict => self.core.strict_default = true,
                PragmaKind::UpcRelaxed => self.core.strict_default = false,
                PragmaKind::PupcOn if !header => self.core.pupc_on = true,
                PragmaKind::PupcOff if !header => self.core.pupc_on = false,
                PragmaKind::Other if !header => out.push(item.clone()),
                _ => {}
            },
            ExternalDecl::Decl(d) if header => {
                let DeclarationKind::Normal { specs, declarators } = &d.kind else {
                    return true;
                };
                let names: Vec<&str> = declarators
                    .iter()
                    .filter_map(|id| id.declarator.ident().map(|i| &*i.name))
                    .collect();
                let by_runtime = |n: &&str| RUNTIME_TYPES.contains(n) || UPC_IO_TYPES.contains(n);
                if let (Some(t), true) = (T::HANDLE_TYPE, names.contains(&"upc_handle_t")) {
                    let typedef = DeclSpec::Storage(StorageClass::Typedef, Span::default());
                    let handle = DeclSpecs {
                        items: vec![typedef, typedef_name(t)],
                        span: Span::default(),
                    };
                    let d = declaration(handle, named("upc_handle_t"), vec![], None);
                    self.core.header_types.push(d);
                } else if specs.is_typedef() && !names.iter().any(by_runtime) {
                    for d in self.file_declaration(d) {
                        // Printed in the file's head, at no position of the header.
                        let span = Span::default();
                        self.core.header_types.push(Declaration { span, ..d });
                    }
                }
            }
            ExternalDecl::Decl(_) | ExternalDecl::FnDef(_) if !header => return false,
            _ if !header => out.push(item.clone()),
            _ => {}
        }
        true
    }

    /// The private variable `id` of type `t` gets its initial value `i` from the file's init
    /// function (it needs the runtime).
    /// The initializer of `id`, a private file-scope variable of type `t` (`o`: an object,
    /// not a function or typedef): lowered, or `None` when the variable is assigned at
    /// start-up (`late_init`): a pointer-to-shared (a null one is all zero bytes already), or
    /// a value only the running program knows ([`needs_startup`](Self::needs_startup)).
    pub(crate) fn file_initializer(
        &mut self,
        t: &Type,
        id: &InitDeclarator,
        o: bool,
    ) -> Option<Initializer> {
        let i = id.init.as_ref()?;
        if o && (involves_upc(t) || self.needs_startup(i)) {
            if !is_null_init(i) || !involves_upc(t) {
                self.late_init(t, id, i);
            }
            return None;
        }
        Some(self.lower_initializer(i))
    }

    /// Whether an initializer's value is known only at run time under this target: it reads
    /// shared data or a pointer-to-shared, names `MYTHREAD`, or `THREADS` (or the size of a
    /// type that depends on it) when the thread count is not fixed by `--threads N`.
    pub(crate) fn needs_startup(&self, init: &Initializer) -> bool {
        let dynamic = self.options.static_threads.is_none();
        // (A dimension `k * THREADS`, or a `[*]` block size: not constant when THREADS is not.)
        let star = |t: &Type| matches!(t.block_size(), Some(BlockSize::Star(_)));
        let sized =
            |t: Option<&Type>| t.is_some_and(|t| dynamic && (has_run_time_dimension(t) || star(t)));
        let mut found = false;
        visit_initializer_exprs(init, &mut |e| {
            visit_exprs_in_expr(e, &mut |x| {
                let t = self.ty(x);
                found |= match &x.kind {
                    ExprKind::MyThread => true,
                    ExprKind::Threads => dynamic,
                    ExprKind::SizeofType(tn) => sized(self.analysis.type_name_types.get(&tn.id)),
                    ExprKind::UpcSizeof(kind, arg) => {
                        let t = match &**arg {
                            TypeofArg::Expr(y) => Some(self.ty(y)),
                            TypeofArg::Type(tn) => {
                                self.analysis.type_name_types.get(&tn.id).cloned()
                            }
                        };
                        // (`upc_elemsizeof`, a bounded `upc_localsizeof` and the
                        // `upc_blocksizeof` of a `[*]` array over `k * THREADS` are constants.)
                        let constant = match kind {
                            UpcSizeofKind::Elem => true,
                            UpcSizeofKind::Local => {
                                t.as_ref().and_then(upc_local_elems_bound).is_some()
                            }
                            UpcSizeofKind::Block => t.as_ref().and_then(star_block_elems).is_some(),
                        };
                        !constant && sized(t.as_ref())
                    }
                    _ => t.is_shared() || t.decay().is_pointer_to_shared(),
                };
            })
        });
        found
    }

    /// Whether a type name takes the type of an expression the translation changes (a shared
    /// access, a pointer-to-shared, `MYTHREAD`, `THREADS`): `__typeof__(*p)`.
    pub(crate) fn typeof_mentions_upc(&self, tn: &TypeName) -> bool {
        let mut found = false;
        for spec in &tn.specs.items {
            if let DeclSpec::Type(TypeSpec::Typeof(arg, _)) = spec {
                if let TypeofArg::Expr(e) = &**arg {
                    visit_exprs_in_expr(e, &mut |x| {
                        let t = self.ty(x);
                        found |= matches!(x.kind, ExprKind::MyThread | ExprKind::Threads)
                            || involves_upc(&t)
                            || t.is_shared();
                    });
                }
            }
        }
        found
    }

    pub(crate) fn late_init(&mut self, t: &Type, id: &InitDeclarator, i: &Initializer) {
        if let Some(name) = id.declarator.ident() {
            self.core.late_inits.push(LateInit {
                name: name.name.clone(),
                ty: t.clone(),
                init: i.clone(),
            });
        }
    }

    /// A block-scope declaration (zero or more block items): shared objects are the target's
    /// (`block_shared`, `dynamic_array`); `struct S s = shared_struct;` is declared,
    /// then read in place (`read_into`, padding included); the rest keeps its place with its
    /// types and initializers lowered.
    pub(crate) fn local_declaration(&mut self, d: &Declaration) -> Vec<BlockItem> {
        let DeclarationKind::Normal { specs, declarators } = &d.kind else {
            return vec![BlockItem::Decl(d.clone())];
        };
        let storage = specs.storage();
        if declarators.is_empty() {
            return vec![BlockItem::Decl(tag_only(d, self.lower_specs(specs)))];
        }
        let mut out = vec![];
        let mut items = vec![];
        let specs = &self.definition_first(d, specs, declarators, &mut out);
        for id in declarators {
            let full = self.decl_type(id.id);
            let shared_object = full
                .as_ref()
                .is_some_and(|t| t.is_shared() && !specs.is_typedef() && !t.is_function());
            if let Some(name) = id.declarator.ident().filter(|_| !shared_object) {
                // (It hides a shared object of the same name in an enclosing scope.)
                self.core.declare_scoped(name.name.clone(), None);
            }
            if shared_object {
                let t = full.clone().expect("checked");
                let automatic =
                    !matches!(storage, Some(StorageClass::Extern | StorageClass::Static));
                if automatic && self.is_dynamic_array(&t) {
                    // Created here, freed when the block is left.
                    items.extend(
                        merge_plain(d, std::mem::take(&mut out))
                            .into_iter()
                            .map(BlockItem::Decl),
                    );
                    let name = id.declarator.ident();
                    let dd = name.and_then(|n| {
                        self.dyn_declaration(&n.name, &t, specs, &id.declarator, id.span)
                    });
                    if let Some(dd) = dd {
                        let created = T::dynamic_array(self, dd);
                        items.extend(first_at(created, id.span));
                    }
                    continue;
                }
                if T::block_shared(self, t, SharedDecl { id, storage }) {
                    continue;
                }
            }
            let (s, decl) = self.lower_decl_parts(specs, &id.declarator, full.clone(), false);
            if let (Some(Initializer::Expr(e)), Some(name), 1, None) =
                (&id.init, id.declarator.ident(), declarators.len(), storage)
            {
                if let Some(read) = self.read_into(ident_expr(&name.name), e) {
                    let read = self.checked_access(e, false, with_span(read, e.span));
                    out.push(single(d, s, decl, None, id));
                    let mut items: Vec<BlockItem> = out.into_iter().map(BlockItem::Decl).collect();
                    items.push(at_span(expr_stmt(read), id.span));
                    return items;
                }
            }
            if let (Some(i), Some(t), Some(StorageClass::Static), Some(name)) =
                (&id.init, &full, storage, id.declarator.ident())
            {
                let startup = !specs.is_typedef()
                    && !t.is_function()
                    && (involves_upc(t) || self.needs_startup(i))
                    && !(is_null_init(i) && involves_upc(t));
                if startup {
                    out.push(single(d, s, decl, None, id));
                    let decls = merge_plain(d, std::mem::take(&mut out));
                    items.extend(decls.into_iter().map(BlockItem::Decl));
                    let set = self.static_at_first_use(t, &name.name, i);
                    items.extend(first_at(set, id.span));
                    continue;
                }
            }
            let init = match (&id.init, &full) {
                (Some(i), Some(t)) if !specs.is_typedef() => Some(self.private_initializer(i, t)),
                (Some(i), _) => Some(self.lower_initializer(i)),
                _ => None,
            };
            out.push(single(d, s, decl, init, id));
        }
        items.extend(merge_plain(d, out).into_iter().map(BlockItem::Decl));
        items
    }

    /// The value of an expression after lowering (arrays decay, shared lvalues are read).
    pub(crate) fn value(&mut self, e: &Expr) -> Expr {
        T::before_value(self, e);
        if self.core.true_tests.contains(&e.id) {
            return with_span(int_expr(1), e.span);
        }
        if let Some(local) = self.forall_local_element(e, true) {
            // (`upc_forall`'s local walk reaches past the array as the loop's bound says.)
            return self.checked_access(e, false, local);
        }
        if let Some(mine) = self.private_element(e, None) {
            return mine;
        }
        let t = self.ty(e);
        if t.is_shared() && !matches!(e.kind, ExprKind::Raw(_)) {
            let read = self.read_place(e, &t);
            return self.checked_access(e, false, read);
        }
        let span = e.span;
        let kind = match &e.kind {
            ExprKind::Ident(i) if self.is_library_designator(e, i) => {
                let name = self.library_wrapper(e, i);
                return node(ExprKind::Ident(ident(&name)), span);
            }
            ExprKind::Ident(i) => return T::ident(self, e, i),
            ExprKind::Threads => return with_span(self.threads_expr(), span),
            // A target whose MYTHREAD is a variable gets the identifier (a place subscripted
            // with it is reused as it is, not bound to a temporary).
            ExprKind::MyThread
                if T::MYTHREAD
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_') =>
            {
                return node(ExprKind::Ident(ident(T::MYTHREAD)), span)
            }
            ExprKind::MyThread => return raw(T::MYTHREAD.into(), span),
            ExprKind::UpcMaxBlockSize => {
                return with_span(int_expr(crate::preprocess::UPC_MAX_BLOCK_SIZE), span)
            }
            ExprKind::Unary(op, x) => return self.unary(e, *op, x),
            ExprKind::Binary(op, a, b) => return self.binary(e, *op, a, b),
            ExprKind::Assign(op, l, r) => return self.assign(e, *op, l, r, true),
            ExprKind::Cond(c, a, b) => {
                let c2 = self.cond(c);
                let rt = t.decay();
                let conv = |l: &mut Self, x: &Expr| {
                    let v = l.value(x);
                    if rt.is_pointer_to_shared() {
                        l.convert(v, x, &rt)
                    } else {
                        v
                    }
                };
                let a2 = a.as_ref().map(|a| Box::new(conv(self, a)));
                let b2 = conv(self, b);
                ExprKind::Cond(Box::new(c2), a2, Box::new(b2))
            }
            ExprKind::Comma(a, b) => {
                ExprKind::Comma(Box::new(self.effect(a)), Box::new(self.value(b)))
            }
            ExprKind::Cast(tn, x) => return self.cast(e, tn, x),
            ExprKind::Call(f, args) => return self.call(e, f, args),
            ExprKind::Index(a, b) => {
                ExprKind::Index(Box::new(self.value(a)), Box::new(self.value(b)))
            }
            ExprKind::Member { base, name, arrow } => ExprKind::Member {
                base: Box::new(self.value(base)),
                name: name.clone(),
                arrow: *arrow,
            },
            ExprKind::SizeofExpr(x) => {
                let xt = self.ty(x);
                if involves_upc(&xt) {
                    return with_span(self.size_expr(&xt), span);
                }
                // The operand is not evaluated; lowering keeps its type (THREADS, casts).
                ExprKind::SizeofExpr(Box::new(self.value(x)))
            }
            ExprKind::SizeofType(tn) => {
                let tt = self.analysis.type_name_types.get(&tn.id).cloned();
                match tt {
                    Some(tt) if involves_upc(&tt) => return with_span(self.size_expr(&tt), span),
                    _ => ExprKind::SizeofType(Box::new(self.lower_type_name(tn))),
                }
            }
            ExprKind::AlignofType(tn) => ExprKind::AlignofType(Box::new(self.lower_type_name(tn))),
            // `__builtin_types_compatible_p` of UPC types (bupc_assert_type): decided here,
            // where the types still differ in sharing, block size and strictness (after
            // translation every pointer-to-shared is one C type). The types, their top-level
            // qualifiers aside, must be the same.
            ExprKind::TypesCompatible(a, b) => {
                let types = &self.analysis.type_name_types;
                if let (Some(ta), Some(tb)) = (types.get(&a.id), types.get(&b.id)) {
                    let upc = |l: &Self, t: &Type, tn: &TypeName| {
                        involves_upc(t) || l.typeof_mentions_upc(tn)
                    };
                    if upc(self, ta, a) || upc(self, tb, b) {
                        let same = ta.unqualified() == tb.unqualified();
                        return with_span(int_expr(same as i64), span);
                    }
                }
                ExprKind::TypesCompatible(
                    Box::new(self.lower_type_name(a)),
                    Box::new(self.lower_type_name(b)),
                )
            }
            ExprKind::UpcSizeof(kind, arg) => {
                let t = match &**arg {
                    TypeofArg::Expr(x) => self.ty(x),
                    TypeofArg::Type(tn) => self
                        .analysis
                        .type_name_types
                        .get(&tn.id)
                        .cloned()
                        .unwrap_or_else(Type::unknown),
                };
                return with_span(self.upc_sizeof_expr(*kind, &t), span);
            }
            ExprKind::CompoundLiteral(tn, items) => {
                // Items converted to the elements or members they initialise, as in a
                // declaration (`(shared int *[]){NULL, p}`).
                let list = Initializer::List(items.clone(), span);
                let init = match self.analysis.type_name_types.get(&tn.id).cloned() {
                    Some(t) => self.private_initializer(&list, &t),
                    None => self.lower_initializer(&list),
                };
                let Initializer::List(items, _) = init else {
                    unreachable!()
                };
                ExprKind::CompoundLiteral(Box::new(self.lower_type_name(tn)), items)
            }
            ExprKind::StmtExpr(b) => ExprKind::StmtExpr(Box::new(self.block(b))),
            ExprKind::VaArg(x, tn) => {
                ExprKind::VaArg(Box::new(self.value(x)), Box::new(self.lower_type_name(tn)))
            }
            ExprKind::Extension(x) => ExprKind::Extension(Box::new(self.value(x))),
            // A selection on shared types is made here: the C compiler sees the lowered ones.
            ExprKind::Generic(_, assocs) if self.analysis.generic_choices.contains_key(&e.id) => {
                let i = self.analysis.generic_choices[&e.id];
                return self.value(&assocs[i].1);
            }
            ExprKind::Generic(c, assocs) => ExprKind::Generic(
                c.clone(),
                assocs
                    .iter()
                    .map(|(t, x)| (t.clone(), self.value(x)))
                    .collect(),
            ),
            _ => return e.clone(),
        };
        Expr {
            id: e.id,
            kind,
            span,
        }
    }

    /// Whether `e`, the identifier `i` outside a call, names a library function (one whose
    /// calls `call` gives to `library_call`).
    pub(crate) fn is_library_designator(&self, e: &Expr, i: &Ident) -> bool {
        self.ty(e).is_function()
            && self
                .analysis
                .is_library_function(&i.name, T::known_call(&i.name))
    }

    /// The name of the wrapper that stands for the library function `i` used as a value: a
    /// static function of the file with the function's UPC signature (its types lowered)
    /// whose body is the lowered call, made once per file.
    pub(crate) fn library_wrapper(&mut self, e: &Expr, i: &Ident) -> String {
        if let Some(w) = self.core.fn_wrappers.get(&i.name) {
            return w.clone();
        }
        let wanted = format!("{}_fn_{}", T::PREFIX, i.name);
        let wrapper = self.core.names.fresh(&wanted);
        self.core
            .fn_wrappers
            .insert(i.name.clone(), wrapper.clone());
        let ft = self.ty(e);
        let TypeKind::Function {
            ret,
            params,
            variadic,
        } = ft.kind()
        else {
            return wrapper;
        };
        let params = params.clone().unwrap_or_default();
        let made = |core: &mut Core, t: Type| {
            let id = u32::MAX - 1 - core.made_types.len() as u32;
            core.made_types.insert(id, t);
            ExprId(id)
        };
        let mut decls = vec![];
        let mut args = vec![];
        for (k, p) in params.iter().enumerate() {
            let name = format!("{}_arg{k}", T::PREFIX);
            let (s, d) = self.typed(p, named(&name));
            decls.push(param(s, d));
            let id = made(&mut self.core, p.clone());
            args.push(Expr {
                id,
                kind: ExprKind::Ident(ident(&name)),
                span: e.span,
            });
        }
        let callee_id = made(&mut self.core, ft.clone());
        let callee = Expr {
            id: callee_id,
            kind: ExprKind::Ident(i.clone()),
            span: e.span,
        };
        let call_id = made(&mut self.core, ret.clone());
        let call_expr = Expr {
            id: call_id,
            kind: ExprKind::Call(Box::new(callee.clone()), args.clone()),
            span: e.span,
        };
        let c = LibraryCall {
            e: &call_expr,
            name: &i.name,
            args: &args,
            params: &params,
        };
        let lowered = match T::library_call(self, c) {
            Ok(v) => v,
            Err(lowered) => node(ExprKind::Call(Box::new(callee), lowered), e.span),
        };
        let body = if matches!(ret.kind(), TypeKind::Void) {
            expr_stmt(lowered)
        } else {
            return_value(lowered)
        };
        let (s, d) = self.typed(ret, function_declarator(named(&wrapper), decls, *variadic));
        let storage = DeclSpec::Storage(StorageClass::Static, Span::default());
        let def = function_def(specs_before(&[storage], s), d, vec![body]);
        self.core.new_wrappers.push(ExternalDecl::FnDef(def));
        wrapper
    }

    /// An expression evaluated for its effect only (an expression statement, a `for` step):
    /// stores need no temporary for their value.
    pub(crate) fn effect(&mut self, e: &Expr) -> Expr {
        match &e.kind {
            ExprKind::Assign(op, l, r) => self.assign(e, *op, l, r, false),
            ExprKind::Unary(
                op @ (UnaryOp::PreInc | UnaryOp::PostInc | UnaryOp::PreDec | UnaryOp::PostDec),
                x,
            ) => self.increment(e, *op, x, false),
            ExprKind::Comma(a, b) => Expr {
                id: e.id,
                kind: ExprKind::Comma(Box::new(self.effect(a)), Box::new(self.effect(b))),
                span: e.span,
            },
            _ => self.value(e),
        }
    }

    /// A controlling expression: a pointer-to-shared is true when it is not null.
    pub(crate) fn cond(&mut self, e: &Expr) -> Expr {
        let t = self.ty(e).decay();
        let v = self.value(e);
        if let Some(target) = t.pointee().filter(|_| t.is_pointer_to_shared()) {
            return with_span(unary(UnaryOp::Not, T::is_null(self, v, target)), e.span);
        }
        v
    }

    /// A block.
    pub(crate) fn block(&mut self, b: &Block) -> Block {
        let saved = self.core.strict_default;
        let mut all_threads = T::block_all_threads(self);
        self.enter_scope();
        self.core.dyn_arrays.enter_block();
        let mut items = vec![];
        for item in &b.items {
            match item {
                BlockItem::Decl(d) => items.extend(self.local_declaration(d)),
                BlockItem::Stmt(s) => items.push(BlockItem::Stmt(T::block_statement(
                    self,
                    s,
                    &mut all_threads,
                ))),
                BlockItem::LocalLabels(..) => items.push(item.clone()),
                BlockItem::FnDef(f) => items.push(BlockItem::FnDef(self.function(f))),
            }
        }
        // The arrays sized at run time that the block created are freed at its end.
        let free = self.core.dyn_arrays.leave_block();
        if !ends_with_jump(b) {
            let end = Span {
                lo: b.span.hi.saturating_sub(1),
                hi: b.span.hi,
            };
            items.extend(first_at(free, end));
        }
        self.leave_scope();
        self.core.strict_default = saved;
        Block {
            items,
            span: b.span,
        }
    }

    /// A function definition: its declaration lowered, its body walked in a scope of its own
    /// with the function's state (name, type, signature for `GASP_C_FUNC`, own variables,
    /// run-time-sized arrays), the entry event first and the target's end (`function_end`)
    /// last; `main` becomes `<prefix>_user_main`.
    pub(crate) fn function(&mut self, f: &FunctionDef) -> FunctionDef {
        let name = f.name().map_or(String::new(), |i| i.name.to_string());
        self.core.function_name = name.clone();
        self.core.foralls.clear();
        T::enter_function(self, &name);
        let full = self.decl_type(f.id);
        self.core.current_function_type = full.clone();
        let (specs, mut declarator) = self.lower_decl_parts(&f.specs, &f.declarator, full, false);
        let saved = self.core.strict_default;
        self.core.function_signature = self.function_signature_of(f);
        let outer_locals = std::mem::replace(&mut self.core.function_locals, FunctionLocals::of(f));
        self.enter_scope();
        let outer_dyn = self.core.dyn_arrays.start_function(&f.body);
        let mut body = self.block(&f.body);
        let c = &mut self.core;
        c.dyn_arrays.end_function(outer_dyn);
        c.function_locals = outer_locals;
        c.strict_default = saved;
        self.leave_scope();
        if let Some(entry) =
            self.function_entry_event(self.core.function_signature.as_deref(), f.body.span)
        {
            body.items.insert(0, at_span(entry, f.body.span));
        }
        let ends_with_return = matches!(
            f.body.items.last(),
            Some(BlockItem::Stmt(Stmt {
                kind: StmtKind::Return(_),
                ..
            }))
        );
        let end = Span {
            lo: f.body.span.hi.saturating_sub(1),
            hi: f.body.span.hi,
        };
        let how = FunctionEnd {
            main: name == "main",
            ends_with_return,
            end,
        };
        T::function_end(self, how, &mut body);
        if name == "main" {
            rename_main(&mut declarator, T::PREFIX);
        }
        self.core.function_signature = None;
        FunctionDef {
            extension: f.extension,
            specs,
            declarator,
            attrs: f.attrs.clone(),
            kr_decls: f
                .kr_decls
                .iter()
                .flat_map(|d| self.kr_declaration(d))
                .collect(),
            body,
            span: f.span,
            id: f.id,
        }
    }

    /// A K&R parameter declaration: parameters are never shared, pointers-to-shared are.
    pub(crate) fn kr_declaration(&mut self, d: &Declaration) -> Vec<Declaration> {
        let DeclarationKind::Normal { specs, declarators } = &d.kind else {
            return vec![d.clone()];
        };
        let parts: Vec<Declaration> = declarators
            .iter()
            .map(|id| {
                let full = self.decl_type(id.id);
                let (s, decl) = self.lower_decl_parts(specs, &id.declarator, full, true);
                single(d, s, decl, None, id)
            })
            .collect();
        merge_plain(d, parts)
    }

    pub(crate) fn boxed(&mut self, s: &Stmt) -> Box<Stmt> {
        Box::new(self.stmt(s))
    }

    /// A statement; loops and `switch` mark where `break` and `continue` stop freeing the
    /// arrays sized at run time.
    pub(crate) fn stmt(&mut self, s: &Stmt) -> Stmt {
        let construct = self.core.dyn_arrays.enter_statement(s);
        let r = self.stmt_inner(s);
        if construct {
            self.core.dyn_arrays.leave_construct();
        }
        r
    }

    pub(crate) fn stmt_inner(&mut self, s: &Stmt) -> Stmt {
        let span = s.span;
        let all_threads = T::statement_all_threads(self);
        let kind = match &s.kind {
            StmtKind::Compound(b) => match self.outlined_block(b) {
                Some(call) => return call,
                None => StmtKind::Compound(self.block(b)),
            },
            StmtKind::Expr(e) => StmtKind::Expr(e.as_ref().map(|e| self.effect(e))),
            StmtKind::If { cond, then, els } => StmtKind::If {
                cond: self.cond(cond),
                then: self.boxed(then),
                els: els.as_ref().map(|e| self.boxed(e)),
            },
            StmtKind::Switch { cond, body } => StmtKind::Switch {
                cond: self.value(cond),
                body: self.boxed(body),
            },
            StmtKind::While { cond, body } => StmtKind::While {
                cond: self.cond(cond),
                body: self.boxed(body),
            },
            StmtKind::DoWhile { body, cond } => StmtKind::DoWhile {
                body: self.boxed(body),
                cond: self.cond(cond),
            },
            StmtKind::For(f) => {
                // Loops over private pointers-to-shared are versioned (src/backend/privatize.rs).
                self.enter_scope();
                let init = self.for_init(&f.init);
                let kind = match self.gathered_for(f, &init, span) {
                    Some(gathered) => gathered.kind,
                    None => self.versioned_for(f, init, span),
                };
                self.leave_scope();
                kind
            }
            StmtKind::Return(e) => return self.return_stmt(e.as_ref(), span),
            StmtKind::Labeled { label, body } => StmtKind::Labeled {
                label: Box::new(match &**label {
                    Label::Case(e) => Label::Case(self.value(e)),
                    Label::CaseRange(a, b) => Label::CaseRange(self.value(a), self.value(b)),
                    l => l.clone(),
                }),
                body: self.boxed(body),
            },
            StmtKind::Pragma(p) => match p.kind {
                PragmaKind::UpcStrict | PragmaKind::UpcRelaxed => {
                    self.core.strict_default = p.kind == PragmaKind::UpcStrict;
                    StmtKind::Expr(None)
                }
                PragmaKind::PupcOn | PragmaKind::PupcOff => {
                    self.core.pupc_on = p.kind == PragmaKind::PupcOn;
                    StmtKind::Expr(None)
                }
                _ => s.kind.clone(),
            },
            StmtKind::UpcForall(f) => {
                let lp = T::forall_stmt(self, f, span, all_threads);
                return self.gasp_wrap("GASP_UPC_FORALL", span, vec![], lp);
            }
            StmtKind::UpcBarrier(e) => return self.sync(Sync::Barrier, e, span),
            StmtKind::UpcNotify(e) => return self.sync(Sync::Notify, e, span),
            StmtKind::UpcWait(e) => return self.sync(Sync::Wait, e, span),
            StmtKind::UpcFence => return T::fence(self, span),
            StmtKind::GotoComputed(e) => StmtKind::GotoComputed(self.value(e)),
            StmtKind::Break | StmtKind::Continue => {
                let how = if matches!(s.kind, StmtKind::Break) {
                    DynExit::Break
                } else {
                    DynExit::Continue
                };
                let mut free = self.core.dyn_arrays.exit(how);
                if free.is_empty() {
                    s.kind.clone()
                } else {
                    free.push(BlockItem::Stmt(stmt(s.kind.clone(), Span::default())));
                    compound_kind(free)
                }
            }
            _ => s.kind.clone(),
        };
        stmt(kind, span)
    }

    /// `return`, with or without a value: the value first (converted to the return type),
    /// then the release of the arrays sized at run time and the exit events, then the return.
    pub(crate) fn return_stmt(&mut self, e: Option<&Expr>, span: Span) -> Stmt {
        let Some(e) = e else {
            let mut exit = self.core.dyn_arrays.exit(DynExit::Return);
            exit.extend(self.function_exit_events(span, int_expr(0)));
            if exit.is_empty() {
                return self.leave_foralls(StmtKind::Return(None), span);
            }
            exit.push(BlockItem::Stmt(stmt(
                StmtKind::Return(None),
                Span::default(),
            )));
            return self.leave_foralls(compound_kind(exit), span);
        };
        let v = self.value(e);
        let rt = self.return_type();
        let v = match &rt {
            Some(t) => self.convert(v, e, t),
            None => v,
        };
        let temp = format!("{}_return", T::PREFIX);
        let status = match &rt {
            Some(t) if t.is_integer() => cast(
                type_name(basic(BasicType::Int), Declarator::Abstract),
                ident_expr(&temp),
            ),
            _ => int_expr(0),
        };
        let mut exit = self.core.dyn_arrays.exit(DynExit::Return);
        exit.extend(self.function_exit_events(span, status));
        if exit.is_empty() {
            return self.leave_foralls(StmtKind::Return(Some(v)), span);
        }
        let r = ReturnValue {
            ty: rt.as_ref(),
            v: &v,
        };
        let (specs, declarator) = T::return_temp(self, r, &temp);
        let mut items = vec![local_decl(specs, declarator, init_expr(v))];
        items.extend(exit);
        let value = Some(ident_expr(&temp));
        items.push(BlockItem::Stmt(stmt(
            StmtKind::Return(value),
            Span::default(),
        )));
        self.leave_foralls(compound_kind(items), span)
    }

    pub(crate) fn for_init(&mut self, init: &ForInit) -> ForInit {
        match init {
            ForInit::None => ForInit::None,
            ForInit::Expr(e) => ForInit::Expr(self.effect(e)),
            ForInit::Decl(d) => {
                let mut items = self.local_declaration(d);
                match items.pop() {
                    Some(BlockItem::Decl(d)) if items.is_empty() => ForInit::Decl(d),
                    _ => {
                        self.unsupported(d.span, "this declaration in a `for` header");
                        ForInit::None
                    }
                }
            }
        }
    }

    /// The declared return type of the function being lowered.
    pub(crate) fn return_type(&self) -> Option<Type> {
        match self.core.current_function_type.as_ref()?.kind() {
            TypeKind::Function { ret, .. } => Some(ret.clone()),
            _ => None,
        }
    }

    /// Events when the function being lowered returns: `GASP_C_FUNC` end (`--inst-functions`),
    /// and for `main` the collective exit around the final barrier, with `status`.
    pub(crate) fn function_exit_events(&self, span: Span, status: Expr) -> Vec<BlockItem> {
        let c = &self.core;
        let barrier = T::sync_call(self, Sync::Barrier, int_expr(0), false);
        self.exit_events(
            c.function_name == "main",
            c.function_signature.as_deref(),
            span,
            status,
            stmt(StmtKind::Expr(Some(barrier)), Span::default()),
        )
    }

    /// `upc_barrier`, `upc_notify`, `upc_wait` with or without a value. Under profiling the
    /// value is evaluated once and the events carry (named, value).
    pub(crate) fn sync(&mut self, which: Sync, e: &Option<Expr>, span: Span) -> Stmt {
        let event = format!("GASP_UPC_{}", which.name().to_uppercase());
        let (has_value, v) = match e {
            Some(e) => (true, self.value(e)),
            None => (false, int_expr(0)),
        };
        if !self.gasp_on(&event) {
            let made = T::sync_call(self, which, v, has_value);
            return stmt(StmtKind::Expr(Some(made)), span);
        }
        let temp = format!("{}_value", T::PREFIX);
        let made = T::sync_call(self, which, ident_expr(&temp), has_value);
        let args = vec![int_expr(has_value as i32), ident_expr(&temp)];
        let mut items = vec![local_decl(
            basic(BasicType::Int),
            named(&temp),
            init_expr(v),
        )];
        items.extend(self.gasp_around(&event, span, args, vec![expr_stmt(made)]));
        stmt(compound_kind(items), span)
    }
}
