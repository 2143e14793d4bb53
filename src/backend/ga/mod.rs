//! `--to ga`: UPC lowered to C that calls Global Arrays (GA 5.8) and the auxiliary library of
//! `runtime-aux/ga-aux` (`upcga.h`).
//!
//! The output is one C file made of the thesis' three synthetic units, in place:
//! - the *header* unit: for each shared object (array or scalar) the GA handle `g_<name>` and
//!   this thread's row `<name>_local` (a pointer from `NGA_Access`), declared where the object
//!   was declared (`extern` for `extern shared`);
//! - the *code* unit: for each shared object, after its declaration, the helpers the file uses:
//!   the getter `<name>_get(i…)`, the setter `<name>_set(i…, v)` and the indirector
//!   `<name>_ref(i…)` (a pointer-to-shared to the element), with `_strict` variants;
//! - the *exec* unit: `upcga_create_<file>()`, which creates the file's GA arrays with
//!   `NGA_Create_irreg` (one row per thread, see docs/ga-backend.md), and
//!   `upcga_init_<file>()` for initial values, registered in ELF sections that the auxiliary
//!   library's `main` walks before calling the user's `main` (renamed `upcga_user_main`).
//!
//! Accesses: an element of a shared array named with all its subscripts goes through the
//! array's helpers (a direct access to `<name>_local` on the owner, to the owner's row on this
//! node, `NGA_Get`/`NGA_Put` otherwise: `upcga_get_at`/`upcga_put_at`); everything else goes through pointers-to-shared (`upcga_ptr_t`: GA handle, thread,
//! byte offset in the row, phase). `upc_forall` loops with affinity visit this thread's row only,
//! block by block, through local pointers; some whole-array loops become GA collectives
//! (idioms.rs).

mod expr;
mod gasp;
mod idioms;
mod stmt;
mod target;

use crate::backend::analysis::*;
use crate::backend::lowering::*;
use crate::backend::namer::{names_in_expr, Namer, UpcTarget};
use crate::backend::tree::*;
use crate::sema::types::*;
use crate::sema::Analysis;
use pgas_grammar::*;
use rustc_hash::FxHashSet as HashSet;

/// The auxiliary header replaces the UPC library headers (it is included first).
pub fn include_rewrite(directive: &str) -> Option<String> {
    let name = included_file_name(directive);
    if name == "upc_io.h" {
        return Some(with_c_headers("#include <upcga_io.h>", name));
    }
    UPC_HEADERS
        .contains(&name)
        .then(|| with_c_headers("", name))
}

/// The GA handle and row of a shared object with external linkage: `g_<name>`, `<name>_local`.
fn external_object_names(name: &str) -> (String, String) {
    (format!("g_{name}"), format!("{name}_local"))
}

/// The external symbols the translation of this file defines or uses for its shared objects
/// with external linkage (the handle and row of each, by UPC name alone, so that every file of
/// a program agrees on them). The driver renames a program identifier that meets one of them
/// (docs/design-decisions.md, "Names").
pub fn external_names(unit: &TranslationUnit, analysis: &Analysis) -> Vec<String> {
    let mut out = vec![];
    for item in &unit.items {
        let ExternalDecl::Decl(d) = item else {
            continue;
        };
        let DeclarationKind::Normal { specs, declarators } = &d.kind else {
            continue;
        };
        if specs.is_typedef() || specs.storage() == Some(StorageClass::Static) {
            continue;
        }
        for id in declarators {
            let Some(name) = id.declarator.ident() else {
                continue;
            };
            let shared = analysis
                .decl_types
                .get(&id.id)
                .is_some_and(|t| t.is_shared() && !t.is_function());
            if shared {
                let (h, r) = external_object_names(&name.name);
                out.extend([h, r]);
            }
        }
    }
    out
}

/// Where a shared object's data comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Linkage {
    /// `extern shared …`: created by the file that defines it.
    Extern,
    /// Defined at file scope (created by this file's exec unit).
    Global,
    /// `static` at file scope, or a block-scope object hoisted to file scope.
    Static,
    /// A block-scope array sized or blocked at run time: created when its declaration runs,
    /// reached through the pointer-to-shared variable of its name (no helpers, no globals).
    Dynamic,
}

/// Which helpers of an object the file uses.
#[derive(Clone, Copy, Debug, Default)]
struct Uses {
    get: bool,
    set: bool,
    reference: bool,
    get_strict: bool,
    set_strict: bool,
}

/// A shared object (array or scalar) this file knows.
struct SharedObject {
    /// The UPC name.
    source: Name,
    /// The name its helpers' names derive from (`<base>_get` …): the UPC name, or
    /// `<function>_<name>` for block-scope objects, unless the Namer had to choose another.
    base: String,
    /// Its GA handle (`g_<name>`) and this thread's row (`<name>_local`): external symbols for
    /// an object with external linkage, so they depend on the UPC name alone (every file that
    /// declares the object names them alike; a program identifier that meets them is renamed
    /// by the driver, see `external_names`); from the Namer otherwise.
    handle: String,
    row: String,
    ty: Type,
    linkage: Linkage,
    init: Option<Initializer>,
    /// Its declaration (the definition's, once met).
    span: Span,
    /// Where its helpers go in the item list (after its declaration).
    position: Option<usize>,
    uses: Uses,
}

pub(crate) struct Ga {
    objects: Vec<SharedObject>,
    /// The object of each item hoisted while lowering the current function (its helpers go
    /// after its last one).
    hoisted_objects: Vec<usize>,
    /// Objects first declared `extern` whose definition the current declaration is.
    defined_late: Vec<usize>,
    /// Inside a versioned `upc_forall`: `array[var]` is the local element `text`.
    local_subst: Vec<(usize, Name, String)>,
    /// The next block is `main`'s body.
    main_body: bool,
    /// The next statement is executed by every thread (a statement of `main`'s body that no
    /// earlier one lets a thread skip).
    all_threads_here: bool,
    /// Functions the file defines itself (a `GA_Initialize` it defines is not GA's).
    defined: HashSet<String>,
    /// The file calls GA's `MA_init` itself (then the library leaves MA to the program).
    calls_ma_init: bool,
    /// The file allocates from the library's heaps (`upc_alloc`, `upc_global_alloc`).
    uses_heaps: bool,
    /// The file allocates locks (or atomic domains, which are locks).
    uses_locks: bool,
}

impl Lowering<'_, Ga> {
    // ------------------------------------------------------------------------------------------
    // Types
    // ------------------------------------------------------------------------------------------

    /// The UPC declaration of `name` with type `t` for comments: UPC's qualifiers kept, records
    /// named as in the output.
    pub(crate) fn upc_declaration_text(&self, t: &Type, name: &str) -> String {
        let records = |id: RecordId| match self.core.record_names.get(&id) {
            Some(name) => name.spec(),
            None => record_spec(StructKind::Struct, "<anonymous>"),
        };
        // `[THREADS]` as the user writes it, not `[1 * THREADS]`.
        let threads = || node(ExprKind::Threads, Span::default());
        let threads_times = |n: u64| match n {
            1 => threads(),
            n => binary(BinaryOp::Mul, int_expr(n), threads()),
        };
        let names = TypeNames {
            record: &records,
            shared_pointer: None,
            threads_times: &threads_times,
            enumerated: TypeSpec::Basic(BasicType::Int, Span::default()),
        };
        upc_type_text(self.line_map, t, name, &names)
    }

    /// A type as the first argument of `UPCGA_READ`/`UPCGA_WRITE`: its type name, or
    /// `__typeof__(…)` of it when it has a declarator (a macro cannot declare with it).
    fn macro_type(&self, t: &Type) -> Expr {
        // An array, a function, or a private pointer to one is spelled with a declarator.
        fn has_declarator(t: &Type) -> bool {
            match t.kind() {
                TypeKind::Array(..) | TypeKind::Function { .. } => true,
                TypeKind::Pointer(x) => !x.is_shared() && has_declarator(x),
                _ => false,
            }
        }
        let mut name = self.type_name_of(t);
        if has_declarator(t) {
            let arg = Box::new(TypeofArg::Type(name));
            let spec = DeclSpec::Type(TypeSpec::Typeof(arg, Span::default()));
            name = type_name(specs(vec![spec]), Declarator::Abstract);
        }
        node(ExprKind::TypeArg(Box::new(name)), Span::default())
    }

    /// The GA type of an element type: GA's own for the C types it has, else a registered type
    /// of the element's size.
    fn ga_type(&self, elem: &Type) -> Expr {
        let ga = match elem.kind() {
            TypeKind::Int { kind, .. } => match kind {
                IntKind::Char | IntKind::Bool => "C_CHAR",
                IntKind::Int => "C_INT",
                IntKind::Long => "C_LONG",
                IntKind::LongLong => "C_LONGLONG",
                _ => "",
            },
            TypeKind::Enum => "C_INT",
            TypeKind::Float(FloatKind::Float) => "C_FLOAT",
            TypeKind::Float(FloatKind::Double) => "C_DBL",
            _ => "",
        };
        match ga {
            "" => call("upcga_type", vec![sizeof_type(self.type_name_of(elem))]),
            ga => ident_expr(ga),
        }
    }

    // ------------------------------------------------------------------------------------------
    // Shared objects
    // ------------------------------------------------------------------------------------------

    /// The pointer variable of a shared array sized or blocked at run time, when the identifier
    /// names one in the current scope.
    fn dynamic_array_var(&self, name: &str) -> Option<String> {
        let o = self.core.scoped(name)?;
        (self.target.objects[o].linkage == Linkage::Dynamic)
            .then(|| self.target.objects[o].base.clone())
    }

    /// The object a shared identifier names in the current scope.
    fn object_of(&self, name: &str) -> Option<usize> {
        self.core
            .scoped(name)
            .filter(|&o| self.target.objects[o].linkage != Linkage::Dynamic)
    }

    /// Registers a shared object (a later declaration of the same file-scope object updates it).
    fn declare_object(
        &mut self,
        source: Name,
        base: String,
        ty: Type,
        linkage: Linkage,
        init: Option<Initializer>,
        span: Span,
    ) -> usize {
        let innermost = self.core.scopes.last().and_then(|s| s.get(&source));
        if let Some(&Some(i)) = innermost {
            let o = &mut self.target.objects[i];
            if linkage != Linkage::Extern {
                if o.linkage == Linkage::Extern {
                    self.target.defined_late.push(i);
                }
                o.linkage = linkage;
                o.ty = ty;
                o.span = span;
            }
            if init.is_some() {
                o.init = init;
            }
            return i;
        }
        let helpers = |b: &str| {
            ["get", "set", "ref", "get_strict", "set_strict", "mine"]
                .map(|h| format!("{b}_{h}"))
                .to_vec()
        };
        let (base, handle, row) = match linkage {
            Linkage::Dynamic => (base, String::new(), String::new()),
            Linkage::Global | Linkage::Extern => {
                let (handle, row) = external_object_names(&base);
                self.core.names.take(&handle);
                self.core.names.take(&row);
                (self.core.names.family(&base, helpers), handle, row)
            }
            Linkage::Static => {
                let base = self.core.names.family(&base, |b| {
                    let mut v = helpers(b);
                    v.extend([format!("g_{b}"), format!("{b}_local")]);
                    v
                });
                (base.clone(), format!("g_{base}"), format!("{base}_local"))
            }
        };
        self.target.objects.push(SharedObject {
            source: source.clone(),
            base,
            handle,
            row,
            ty,
            linkage,
            init,
            span,
            position: None,
            uses: Uses::default(),
        });
        let i = self.target.objects.len() - 1;
        self.core.declare_scoped(source, Some(i));
        i
    }

    /// The GA handle of an object.
    fn handle(&self, o: usize) -> String {
        self.target.objects[o].handle.clone()
    }

    /// This thread's row of an object.
    fn local(&self, o: usize) -> String {
        self.target.objects[o].row.clone()
    }

    /// The block size of an object in elements (`block_expr`); 0 for data on thread 0 alone
    /// (scalars and `shared []` arrays).
    fn object_block(&self, o: usize) -> Expr {
        self.block_expr(o).unwrap_or_else(|| int_expr(0))
    }

    /// The declarations of the header unit for an object: its GA handle and its row, after a
    /// comment (`note` first) at `span`.
    fn object_globals(&self, o: usize, span: Span, note: &str) -> Vec<ExternalDecl> {
        let obj = &self.target.objects[o];
        let elem = obj.ty.element().unqualified();
        let storage = match obj.linkage {
            Linkage::Extern => vec![DeclSpec::Storage(StorageClass::Extern, Span::default())],
            Linkage::Static => vec![DeclSpec::Storage(StorageClass::Static, Span::default())],
            Linkage::Global | Linkage::Dynamic => vec![],
        };
        let layout = match self.block_expr(o) {
            None => "on thread 0",
            Some(_) => "one row per thread",
        };
        let comment = format!(
            "{note}/* `{}`: a GA array ({layout}); this thread's part is {}. */",
            self.upc_declaration_text(&obj.ty, &obj.source),
            self.local(o),
        );
        let handle = specs_before(&storage, basic(BasicType::Int));
        let (row, row_declarator) = self.typed(&elem, pointer_to(named(&self.local(o)), vec![]));
        vec![
            ExternalDecl::Raw(comment, span),
            ExternalDecl::Decl(declaration(handle, named(&self.handle(o)), vec![], None)),
            ExternalDecl::Decl(declaration(
                specs_before(&storage, row),
                row_declarator,
                vec![],
                None,
            )),
        ]
    }

    /// The number of elements of an object (1 for a scalar); `None` when a dimension is
    /// unknown.
    fn count_expr(&self, o: usize) -> Option<Expr> {
        self.elem_count_expr(&self.target.objects[o].ty)
    }

    /// The block size of an object in elements; `None` for data on thread 0 alone (scalars and
    /// `shared []` arrays).
    fn block_expr(&self, o: usize) -> Option<Expr> {
        self.shared_block_expr(&self.target.objects[o].ty)
    }

    /// The dimensions of an array object (none for a scalar), `THREADS` alone for `[THREADS]`.
    fn object_dims(&self, o: usize) -> Vec<Expr> {
        self.dim_exprs(&self.target.objects[o].ty)
    }

    /// The code unit of an object: the helpers the file uses (each after its comment), or
    /// nothing.
    fn helpers(&self, o: usize) -> Vec<ExternalDecl> {
        let u = self.target.objects[o].uses;
        if !(u.get || u.set || u.reference || u.get_strict || u.set_strict) {
            return vec![];
        }
        let obj = &self.target.objects[o];
        let name = &obj.base;
        let elem = obj.ty.element().unqualified();
        let block = self.block_expr(o);
        let dims = self.object_dims(o);
        let (handle, local) = (self.handle(o), self.local(o));
        // The helpers' parameters and locals hide no name they use (the element type, the
        // layout, the globals).
        let mut used: HashSet<String> = [handle.clone(), local.clone(), name.to_string()]
            .into_iter()
            .collect();
        self.names_of_type(&elem, &mut used);
        for e in dims.iter().chain(&block) {
            names_in_expr(e, &mut used);
        }
        used.insert("MYTHREAD".into());
        let mut scoped = |n: &str| Namer::scoped(n, &mut used);
        let (tv, pos, v, p, i) = (
            scoped("t"),
            scoped("pos"),
            scoped("v"),
            scoped("p"),
            scoped("i"),
        );
        let ik: Vec<String> = (0..dims.len()).map(|k| scoped(&format!("i{k}"))).collect();
        // The parameters (the subscripts), and the element's linear index `i`.
        let args: Vec<String> = match dims.len() {
            0 => vec![],
            1 => vec![i.clone()],
            _ => ik.clone(),
        };
        let (long, int) = (|| basic(BasicType::Long), || basic(BasicType::Int));
        let params: Vec<ParamDecl> = args.iter().map(|a| param(long(), named(a))).collect();
        let mut linear = vec![];
        if dims.len() > 1 {
            let mut lin = ident_expr(&ik[0]);
            for (k, d) in dims.iter().enumerate().skip(1) {
                lin = binary(
                    BinaryOp::Add,
                    binary(BinaryOp::Mul, lin, d.clone()),
                    ident_expr(&ik[k]),
                );
            }
            linear.push(local_decl(long(), named(&i), init_expr(lin)));
        }
        let index = || ident_expr(&i);
        let layout_call = |f: &str, b: &Expr| call(f, vec![index(), b.clone()]);
        // The owner `t` and the position `pos` in its row.
        let (owner, position) = match (&block, dims.is_empty()) {
            (None, true) => (int_expr(0), int_expr(0)),
            (None, false) => (int_expr(0), index()),
            (Some(b), _) => (
                layout_call("upcga_owner", b),
                layout_call("upcga_row_index", b),
            ),
        };
        let mut place = linear.clone();
        place.push(local_decl(int(), named(&tv), init_expr(owner)));
        place.push(local_decl(long(), named(&pos), init_expr(position)));
        let size = || sizeof_type(self.type_name_of(&elem));
        // Under `--checks` (UPCR_CHECKS), the element against the array's bounds.
        let bounds = |is_put: u8| {
            let (h, t, p) = (ident_expr(&handle), ident_expr(&tv), ident_expr(&pos));
            expr_stmt(call(
                "UPCGA_CHECK_ELEMENT",
                vec![h, t, p, size(), int_expr(is_put)],
            ))
        };
        let element: String = std::iter::once(obj.source.to_string())
            .chain(args.iter().map(|a| format!("[{a}]")))
            .collect();
        let what = format!("`{element}`");
        let mine = || {
            binary(
                BinaryOp::Eq,
                ident_expr(&tv),
                node(ExprKind::MyThread, Span::default()),
            )
        };
        let local_elem = || subscript(ident_expr(&local), ident_expr(&pos));
        let v_addr_size = || {
            vec![
                ident_expr(&handle),
                ident_expr(&tv),
                ident_expr(&pos),
                unary(UnaryOp::AddrOf, ident_expr(&v)),
                sizeof_expr(ident_expr(&v)),
            ]
        };
        // `static inline T name_kind(params)`, the declarator spelled by the type (a pointer to
        // an array or a function returned: `int (*a_get(long i))[3]`).
        let function = |kind: &str, with_value: bool, body: Vec<BlockItem>| {
            let mut params = params.clone();
            if with_value {
                let (s, d) = self.typed(&elem, named(&v));
                params.push(param(s, d));
            }
            let f = function_declarator(named(&format!("{name}_{kind}")), params, false);
            let (s, d) = match kind {
                "ref" => (specs(vec![typedef_name("upcga_ptr_t")]), f),
                _ => self.typed(&elem, f),
            };
            let front = [
                DeclSpec::Storage(StorageClass::Static, Span::default()),
                DeclSpec::Function(FunctionSpec::Inline, Span::default()),
            ];
            ExternalDecl::FnDef(function_def(specs_before(&front, s), d, body))
        };
        let comment = |text: String| ExternalDecl::Raw(format!("/* {text} */"), Span::default());
        let arg_exprs = || args.iter().map(|a| ident_expr(a)).collect::<Vec<_>>();
        let fence = || expr_stmt(call("upcga_fence", vec![]));
        let mut out = vec![];
        if u.get || u.get_strict {
            let mut body = place.clone();
            body.extend([
                bounds(0),
                self.local_var(&elem, &v, None),
                if_stmt(mine(), return_value(local_elem()), None),
                expr_stmt(call("upcga_get_at", v_addr_size())),
                return_value(ident_expr(&v)),
            ]);
            out.push(comment(format!(
                "{what}: read in place on its thread or node, else NGA_Get."
            )));
            out.push(function("get", false, body));
        }
        if u.set || u.set_strict {
            let mut body = place.clone();
            body.extend([
                bounds(1),
                if_stmt(
                    mine(),
                    expr_stmt(assign(local_elem(), ident_expr(&v))),
                    Some(expr_stmt(call("upcga_put_at", v_addr_size()))),
                ),
                return_value(ident_expr(&v)),
            ]);
            out.push(comment(format!(
                "{what} = {v}: written in place on its thread or node, else NGA_Put."
            )));
            out.push(function("set", true, body));
        }
        if u.reference {
            // { handle, thread, byte offset in the row, phase }
            let bytes = |row_index: Expr| {
                let bytes = cast(type_name(long(), Declarator::Abstract), size());
                binary(BinaryOp::Mul, row_index, bytes)
            };
            let fields = match &block {
                None => [
                    ident_expr(&handle),
                    int_expr(0),
                    if dims.is_empty() {
                        int_expr(0)
                    } else {
                        bytes(index())
                    },
                    int_expr(0),
                ],
                Some(b) => [
                    ident_expr(&handle),
                    layout_call("upcga_owner", b),
                    bytes(layout_call("upcga_row_index", b)),
                    if matches!(&b.kind, ExprKind::Int(n) if &**n == "1") {
                        int_expr(0)
                    } else {
                        binary(BinaryOp::Rem, index(), b.clone())
                    },
                ],
            };
            let mut body = linear.clone();
            body.extend([
                local_decl(
                    specs(vec![typedef_name("upcga_ptr_t")]),
                    named(&p),
                    init_list(fields.to_vec()),
                ),
                return_value(ident_expr(&p)),
            ]);
            out.push(comment(format!("`&{element}`: a pointer-to-shared.")));
            out.push(function("ref", false, body));
        }
        if u.get_strict {
            let body = vec![
                self.local_var(&elem, &v, None),
                fence(),
                expr_stmt(assign(
                    ident_expr(&v),
                    call(&format!("{name}_get"), arg_exprs()),
                )),
                fence(),
                return_value(ident_expr(&v)),
            ];
            out.push(comment(format!("A strict read of {what}.")));
            out.push(function("get_strict", false, body));
        }
        if u.set_strict {
            let mut set_args = arg_exprs();
            set_args.push(ident_expr(&v));
            let body = vec![
                fence(),
                expr_stmt(call(&format!("{name}_set"), set_args)),
                fence(),
                return_value(ident_expr(&v)),
            ];
            out.push(comment(format!("A strict write of {what}.")));
            out.push(function("set_strict", true, body));
        }
        out
    }

    // ------------------------------------------------------------------------------------------
    // The unit
    // ------------------------------------------------------------------------------------------

    /// The header unit's declarations of the objects a file-scope declaration introduced, and
    /// the place of their helpers.
    fn place_new_objects(&mut self, before: usize, out: &mut Vec<ExternalDecl>) {
        for o in before..self.target.objects.len() {
            out.extend(self.object_globals(o, Span::default(), ""));
            self.target.objects[o].position = Some(out.len());
        }
    }

    /// The exec unit: creation of the file's GA arrays, their initial values, and the
    /// registration of both for start-up.
    fn exec_unit(&mut self) -> Vec<ExternalDecl> {
        let tag = self.options.file_tag.clone();
        let mut out = static_threads_entry("upcga", &tag, self.options.static_threads);
        for (uses, what, section) in [
            (
                self.target.uses_heaps,
                "This file allocates from the library's heaps: start-up makes them.",
                "upcga_uses_heaps",
            ),
            (
                self.target.uses_locks,
                "This file allocates locks: start-up makes them.",
                "upcga_uses_locks",
            ),
            (
                self.target.calls_ma_init,
                "The program initialises MA itself (MA_init): start-up leaves it alone.",
                "upcga_program_ma",
            ),
        ] {
            if uses {
                out.push(ExternalDecl::Raw(format!("/* {what} */"), Span::default()));
                out.push(section_constant(
                    BasicType::Char,
                    &format!("{section}_{tag}"),
                    section,
                    int_expr(1),
                ));
            }
        }
        let created: Vec<usize> = (0..self.target.objects.len())
            .filter(|&o| {
                !matches!(
                    self.target.objects[o].linkage,
                    Linkage::Extern | Linkage::Dynamic
                )
            })
            .collect();
        if !created.is_empty() {
            let mut body: Vec<BlockItem> = created.iter().map(|&o| self.creation(o)).collect();
            // `--checks=races`: the objects, for the reports.
            for &o in &created {
                let first = raw(
                    format!("((upcga_ptr_t){{ {}, 0, 0, 0 }})", self.handle(o)),
                    Span::default(),
                );
                let (name, ty) = (
                    self.target.objects[o].source.clone(),
                    self.target.objects[o].ty.clone(),
                );
                body.extend(self.race_object(first, &name, &ty));
            }
            // GASP: where each object is declared.
            for &o in &created {
                let handle = ident_expr(&self.handle(o));
                body.extend(self.gasp_object_site(handle, self.target.objects[o].span));
            }
            let name = format!("upcga_create_{tag}");
            out.extend(startup_function(
                &name,
                "upcga_create",
                "/* The exec unit: creates this file's shared arrays, one GA array each (every thread,\n   before main). */",
                body,
            ));
        }
        let mut init = vec![];
        for &o in &created {
            if let Some(i) = self.target.objects[o].init.clone() {
                init.extend(self.initial_values(o, &i));
            }
        }
        // The private variables initialised at start-up.
        init.extend(self.late_init_statements());
        if !init.is_empty() {
            let name = format!("upcga_init_{tag}");
            out.extend(startup_function(
                &name,
                "upcga_init",
                "/* Initial values of this file's shared data and of the private variables that\n   point to shared data (every thread, after every file's arrays were created). */",
                init,
            ));
        }
        out
    }

    /// The creation of one object's GA array: [THREADS][row length], a row per process, or
    /// [1][n] on process 0 alone.
    fn creation(&self, o: usize) -> BlockItem {
        let obj = &self.target.objects[o];
        let elem = obj.ty.element().unqualified();
        let count = self.count_expr(o).unwrap_or_else(|| int_expr(1));
        let block = self.block_expr(o);
        let th = || self.threads_expr();
        let (dims, block_dims, map) = match &block {
            None => (
                [int_expr(1), count.clone()],
                [int_expr(1), int_expr(1)],
                "upcga_one_block",
            ),
            Some(b) => (
                [
                    th(),
                    call("upcga_row_length", vec![count.clone(), b.clone()]),
                ],
                [th(), int_expr(1)],
                "upcga_rows",
            ),
        };
        let (handle, local) = (self.handle(o), self.local(o));
        let size = || sizeof_type(self.type_name_of(&elem));
        // The block's locals hide no name it uses.
        let mut used: HashSet<String> = [handle.clone(), local.clone()].into_iter().collect();
        self.names_of_type(&elem, &mut used);
        for e in dims.iter().chain(&block_dims).chain(&block) {
            names_in_expr(e, &mut used);
        }
        let (dv, bv) = (
            Namer::scoped("dims", &mut used),
            Namer::scoped("block", &mut used),
        );
        // `int dims[2] = { … }, block[2] = { … };`
        let pair = |name: &str, values: [Expr; 2]| {
            let d = array_of(named(name), ArraySize::Expr(Box::new(int_expr(2))));
            declaration(basic(BasicType::Int), d, vec![], init_list(values.to_vec()))
        };
        let mut layout = pair(&dv, dims);
        if let (
            DeclarationKind::Normal { declarators, .. },
            DeclarationKind::Normal {
                declarators: more, ..
            },
        ) = (&mut layout.kind, pair(&bv, block_dims).kind)
        {
            declarators.extend(more);
        }
        let name = string_expr(&obj.source);
        let create = call(
            "NGA_Create_irreg",
            vec![
                self.ga_type(&elem),
                int_expr(2),
                ident_expr(&dv),
                name,
                ident_expr(&bv),
                ident_expr(map),
            ],
        );
        let mut items = vec![
            BlockItem::Decl(layout),
            expr_stmt(assign(ident_expr(&handle), create)),
            expr_stmt(assign(
                ident_expr(&local),
                call("upcga_own_row", vec![ident_expr(&handle), size()]),
            )),
        ];
        // `--dynamic-pointers`: the library learns the array's layout; `--checks` too (the
        // last thread's share, shorter than its row, is the bound of an access through a
        // pointer).
        if self.options.dynamic_pointers || self.options.checks {
            let b = block.clone().unwrap_or_else(|| int_expr(0));
            items.push(expr_stmt(call(
                "upcga_dyn_register",
                vec![
                    ident_expr(&handle),
                    binary(BinaryOp::Mul, b, size()),
                    binary(BinaryOp::Mul, count, size()),
                ],
            )));
        }
        BlockItem::Stmt(block_stmt(items))
    }

    /// The init-function code that writes an object's initial value: each thread its own
    /// elements, in its row.
    fn initial_values(&mut self, o: usize, init: &Initializer) -> Vec<BlockItem> {
        let saved = self.core.strict_default;
        let obj_ty = self.target.objects[o].ty.clone();
        let elem = obj_ty.element().unqualified();
        let local = self.local(o);
        let sp = Span::default();
        let mythread = || node(ExprKind::MyThread, sp);
        let on_thread_0 = binary(BinaryOp::Eq, mythread(), int_expr(0));
        let first = || subscript(ident_expr(&local), int_expr(0));
        let items = match (obj_ty.kind(), init) {
            (TypeKind::Array(..), _) => {
                let mut values = named("upcga_initial");
                for (i, d) in array_dims(&obj_ty).iter().enumerate() {
                    let size = match d {
                        ArrayLen::Const(n) => ArraySize::Expr(Box::new(int_expr(n))),
                        _ if i == 0 => ArraySize::Unspecified,
                        _ => {
                            self.unsupported(
                                Span::default(),
                                "an initializer of a shared array whose inner dimension involves THREADS",
                            );
                            return vec![];
                        }
                    };
                    values = array_of(values, size);
                }
                let list = self.lower_initializer(init);
                let b = self.block_expr(o).unwrap_or_else(|| int_expr(0));
                let mut used: HashSet<String> = [local.clone()].into_iter().collect();
                self.names_of_type(&elem, &mut used);
                names_in_expr(&b, &mut used);
                visit_initializer_exprs(&list, &mut |e| names_in_expr(e, &mut used));
                let (vv, i) = (
                    Namer::scoped("values", &mut used),
                    Namer::scoped("i", &mut used),
                );
                let konst = || DeclSpec::Qual(TypeQual::Const(sp));
                // `static const T upcga_initial[…] = { … };`
                let (s, d) = self.typed(&elem, values);
                let table =
                    specs_before(&[DeclSpec::Storage(StorageClass::Static, sp), konst()], s);
                // `const T *values = (const T *)upcga_initial;`
                let const_pointer = |inner| {
                    let (s, d) = self.typed(&elem, pointer_to(inner, vec![]));
                    (specs_before(&[konst()], s), d)
                };
                let (ps, pd) = const_pointer(named(&vv));
                let (cs, cd) = const_pointer(Declarator::Abstract);
                let long = || basic(BasicType::Long);
                let index = || ident_expr(&i);
                // for (long i = 0; i < (long)(sizeof upcga_initial / sizeof *values); i++)
                //     if (upcga_owner(i, b) == MYTHREAD)
                //         row[upcga_row_index(i, b)] = values[i];
                let count = cast(
                    type_name(long(), Declarator::Abstract),
                    binary(
                        BinaryOp::Div,
                        sizeof_expr(ident_expr("upcga_initial")),
                        sizeof_expr(unary(UnaryOp::Deref, ident_expr(&vv))),
                    ),
                );
                let store = if_stmt(
                    binary(
                        BinaryOp::Eq,
                        call("upcga_owner", vec![index(), b.clone()]),
                        mythread(),
                    ),
                    expr_stmt(assign(
                        subscript(
                            ident_expr(&local),
                            call("upcga_row_index", vec![index(), b]),
                        ),
                        subscript(ident_expr(&vv), index()),
                    )),
                    None,
                );
                let walk = for_loop(
                    ForInit::Decl(declaration(
                        long(),
                        named(&i),
                        vec![],
                        init_expr(int_expr(0)),
                    )),
                    Some(binary(BinaryOp::Lt, index(), count)),
                    Some(unary(UnaryOp::PostInc, index())),
                    item_stmt(store),
                    sp,
                );
                vec![BlockItem::Stmt(block_stmt(vec![
                    local_decl(table, d, Some(list)),
                    local_decl(
                        ps,
                        pd,
                        init_expr(cast(type_name(cs, cd), ident_expr("upcga_initial"))),
                    ),
                    BlockItem::Stmt(walk),
                ]))]
            }
            (_, Initializer::Expr(e)) => {
                let v = self.value(e);
                let v = self.convert(v, e, &elem);
                vec![if_stmt(on_thread_0, expr_stmt(assign(first(), v)), None)]
            }
            (_, list) => {
                let list = self.lower_initializer(list);
                let body = block_stmt(vec![
                    self.local_var(&elem, "upcga_initial", Some(list)),
                    expr_stmt(assign(first(), ident_expr("upcga_initial"))),
                ]);
                vec![if_stmt(on_thread_0, BlockItem::Stmt(body), None)]
            }
        };
        self.core.strict_default = saved;
        items
    }
}
