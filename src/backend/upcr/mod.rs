//! `--to upcr`: UPC lowered to C that calls the Berkeley UPC runtime interface (`upcr_*`).
//!
//! The pass rewrites the checked tree into a C tree; the printer prints it. What it does:
//! - every shared object becomes a *proxy*, a private pointer-to-shared of the same name that
//!   the file's start-up function allocates (`upcrt_alloc_<file>`) and whose initial value the
//!   file's init function writes (`upcrt_init_<file>`); both are registered in ELF sections that
//!   the runtime's `main` walks (see docs/developer-guide.md, "Program start-up");
//! - pointer-to-shared types become `upcr_shared_ptr_t` (phased: block size > 1, `[*]`, `void`
//!   and incomplete targets) or `upcr_pshared_ptr_t` (block size 1 or indefinite);
//! - reads and writes of shared lvalues become `upcr_get_*`/`upcr_put_*` calls (expr.rs);
//! - `upc_forall`, barriers and fences become loops and runtime calls (stmt.rs);
//! - the user's `main` becomes `upcrt_user_main`, started by the runtime after start-up.
//!
//! New code is built as C trees (src/backend/common.rs's builders) around the user's lowered
//! statements, which keep their names and positions; the printer places every parenthesis.

mod decl;
mod expr;
mod gasp;
mod target;

pub use crate::backend::common::file_tag;
pub use crate::backend::profile::{
    profile_from_flags, Profile, ProfileFlags, EVENTS as GASP_EVENTS,
};

use crate::backend::analysis::visit_initializer_exprs;
use crate::backend::lowering::*;
use crate::backend::namer::{names_in_expr, Namer, UpcTarget};
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;
use rustc_hash::FxHashSet as HashSet;

/// The runtime header that replaces a UPC library `#include` (`Some("")`: nothing, upcr.h is
/// always included first).
pub fn include_rewrite(directive: &str) -> Option<String> {
    let name = included_file_name(directive);
    match name {
        "upc_collective.h" => Some(with_c_headers("#include <upcr_collective.h>", name)),
        "upc_io.h" => Some(with_c_headers("#include <upcr_io.h>", name)),
        "pupc.h" | "gasp.h" | "gasp_upc.h" => Some(String::new()),
        n if UPC_HEADERS.contains(&n) => Some(with_c_headers("#include <upcr_lib.h>", n)),
        _ => None,
    }
}

/// A pointer-to-shared representation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Repr {
    /// `upcr_shared_ptr_t`: thread, address and phase.
    Phased,
    /// `upcr_pshared_ptr_t`: thread and address (block size 1 or indefinite).
    Phaseless,
}

impl Repr {
    fn type_name(self) -> &'static str {
        match self {
            Repr::Phased => "upcr_shared_ptr_t",
            Repr::Phaseless => "upcr_pshared_ptr_t",
        }
    }
    /// The suffix of the runtime functions for this representation (`shared`/`pshared`).
    fn suffix(self) -> &'static str {
        match self {
            Repr::Phased => "shared",
            Repr::Phaseless => "pshared",
        }
    }
}

/// A shared object of the file, allocated at start-up.
struct StaticShared {
    /// The proxy's name.
    name: Name,
    /// The object's name in the source.
    source: Name,
    ty: Type,
    init: Option<Initializer>,
    /// Its declaration.
    span: Span,
}

pub(crate) struct Upcr {
    statics: Vec<StaticShared>,
    /// Block-scope shared objects hoisted to file scope: source name → proxy name, per scope.
    proxies: Vec<Name>,
    /// Inside a versioned `upc_forall`: `array[var]` is the local element `text`.
    local_subst: Vec<(Name, Name, String)>,
    /// The source position of the expression being lowered (for GASP events).
    event_span: Span,
    /// Building the inner access of an instrumented one (no second event).
    in_event: bool,
}

impl Lowering<'_, Upcr> {
    // ------------------------------------------------------------------------------------------
    // Types
    // ------------------------------------------------------------------------------------------

    /// The representation of a pointer to `target`.
    pub(crate) fn repr(&self, target: &Type) -> Repr {
        let elem = target.element();
        let incomplete = match elem.kind() {
            TypeKind::Void => true,
            TypeKind::Record(id) => self
                .analysis
                .records
                .get(*id)
                .is_none_or(|r| r.fields.is_none()),
            _ => false,
        };
        match target.block_size() {
            _ if incomplete => Repr::Phased,
            Some(BlockSize::Const(1)) | Some(BlockSize::Indefinite) => Repr::Phaseless,
            _ => Repr::Phased,
        }
    }

    // ------------------------------------------------------------------------------------------
    // The unit
    // ------------------------------------------------------------------------------------------

    /// The file's start-up functions and their registration.
    fn startup_functions(&mut self) -> Vec<ExternalDecl> {
        let tag = self.options.file_tag.clone();
        let mut out = static_threads_entry("upcrt", &tag, self.options.static_threads);
        if self.target.statics.is_empty() && self.core.late_inits.is_empty() {
            return out;
        }
        let statics = std::mem::take(&mut self.target.statics);
        // Allocation: one table per representation.
        let tables: Vec<(Repr, Vec<Vec<Expr>>)> = [Repr::Phaseless, Repr::Phased]
            .map(|repr| {
                let rows = statics
                    .iter()
                    .filter(|s| self.repr(&s.ty) == repr)
                    .map(|s| self.alloc_row(s))
                    .collect();
                (repr, rows)
            })
            .into();
        // The tables hide no name their rows use (their `sizeof`s: the elements' types).
        let mut used = HashSet::default();
        for e in tables.iter().flat_map(|t| &t.1).flatten() {
            names_in_expr(e, &mut used);
        }
        for s in &statics {
            self.names_of_type(s.ty.element(), &mut used);
        }
        let (pshared, shared) = (
            Namer::scoped("pshared_objects", &mut used),
            Namer::scoped("shared_objects", &mut used),
        );
        let mut alloc = vec![];
        for (repr, rows) in tables {
            if rows.is_empty() {
                continue;
            }
            let (ty, var, f) = match repr {
                Repr::Phased => ("upcr_startup_shalloc_t", &shared, "upcr_startup_shalloc"),
                Repr::Phaseless => ("upcr_startup_pshalloc_t", &pshared, "upcr_startup_pshalloc"),
            };
            let count = int_expr(rows.len());
            let table = array_of(named(var), ArraySize::Unspecified);
            alloc.push(local_decl(
                specs(vec![typedef_name(ty)]),
                table,
                init_rows(rows),
            ));
            alloc.push(expr_stmt(call(f, vec![ident_expr(var), count])));
        }
        // `--checks=races`: the objects, for the reports.
        for s in &statics {
            alloc.extend(self.race_object(ident_expr(&s.name), &s.source, &s.ty));
        }
        // GASP: where each object is declared.
        for s in &statics {
            let proxy = unary(UnaryOp::AddrOf, ident_expr(&s.name));
            alloc.extend(self.gasp_object_site(proxy, s.span));
        }
        let name = format!("upcrt_alloc_{tag}");
        let comment = "/* Allocates the shared data of this file (every thread, same order). */";
        out.extend(startup_function(&name, "upcrt_alloc", comment, alloc));
        // Initial values.
        let mut init = vec![];
        for s in &statics {
            if let Some(i) = &s.init {
                init.push(self.static_init(s, i));
            }
        }
        init.extend(self.late_init_statements());
        if !init.is_empty() {
            let name = format!("upcrt_init_{tag}");
            let comment = "/* Initial values of this file's shared data and of the private variables that\n   point to shared data (every thread, after all files' allocation). */";
            out.extend(startup_function(&name, "upcrt_init", comment, init));
        }
        out
    }

    /// One row of a start-up allocation table: proxy, block bytes, blocks, THREADS factor,
    /// element size, name and type.
    fn alloc_row(&self, s: &StaticShared) -> Vec<Expr> {
        let elem = || self.size_of(s.ty.element());
        let count = self.elem_count_expr(&s.ty).unwrap_or_else(|| int_expr(1));
        let (block_bytes, blocks) = match s.ty.block_size() {
            Some(BlockSize::Indefinite) => (times(elem(), count), int_expr(1)),
            _ => match self.block_elems_expr(&s.ty) {
                b if matches!(&b.kind, ExprKind::Int(n) if &**n == "1") => (elem(), count),
                b => (binary(BinaryOp::Mul, b.clone(), elem()), div_up(count, b)),
            },
        };
        vec![
            unary(UnaryOp::AddrOf, ident_expr(&s.name)),
            block_bytes,
            blocks,
            int_expr(0),
            elem(),
            string_expr(&s.name),
            string_expr(&self.table_type_text(&s.ty)),
        ]
    }

    /// The type string of a start-up table's row (the `typestr` of the Berkeley UPC runtime
    /// interface, which the runtime does not read): the UPC type name, its records unnamed,
    /// its lengths `n * THREADS`, an enumerated type `enum` (`"shared [4] int [4 * THREADS]"`).
    pub(crate) fn table_type_text(&self, t: &Type) -> String {
        let record = |_| record_spec(StructKind::Struct, "<anonymous>");
        let threads_times = |n: u64| {
            let threads = node(ExprKind::Threads, Span::default());
            binary(BinaryOp::Mul, int_expr(n), threads)
        };
        let names = TypeNames {
            record: &record,
            shared_pointer: None,
            threads_times: &threads_times,
            enumerated: TypeSpec::Enum(Box::new(EnumType {
                attrs: vec![],
                name: None,
                enumerators: None,
                trailing_attrs: vec![],
                span: Span::default(),
            })),
        };
        upc_type_text(self.line_map, t, "", &names)
    }

    /// The init-function statement that writes a shared object's initial value.
    fn static_init(&mut self, s: &StaticShared, init: &Initializer) -> BlockItem {
        let saved = self.core.strict_default;
        let elem = s.ty.element().clone();
        let repr = self.repr(&s.ty);
        let item = match (s.ty.kind(), init) {
            (TypeKind::Array(..), _) => {
                // A private array with the initial values; each thread copies the elements it owns.
                let dims = array_dims(&s.ty);
                let mut initial = named("upcrt_initial");
                let mut rows = vec![];
                for (i, d) in dims.iter().enumerate() {
                    let (size, local) = match d {
                        ArrayLen::Const(n) => (ArraySize::Expr(Box::new(int_expr(n))), int_expr(n)),
                        _ if i == 0 => {
                            let all = sizeof_expr(ident_expr("upcrt_initial"));
                            let one = subscript(ident_expr("upcrt_initial"), int_expr(0));
                            (
                                ArraySize::Unspecified,
                                binary(BinaryOp::Div, all, sizeof_expr(one)),
                            )
                        }
                        _ => (ArraySize::Expr(Box::new(int_expr(1))), int_expr(1)),
                    };
                    initial = array_of(initial, size);
                    let (shared, mult) = match d {
                        ArrayLen::Const(n) => (*n, 0),
                        ArrayLen::ThreadsTimes(k) => (*k, 1),
                        _ => (0, 0),
                    };
                    rows.push(vec![local, int_expr(shared), int_expr(mult)]);
                }
                let init = self.lower_initializer(init);
                let block = match s.ty.block_size() {
                    Some(BlockSize::Indefinite) => int_expr(0),
                    _ => self.block_elems_expr(&s.ty),
                };
                let fun = match repr {
                    Repr::Phased => "upcr_startup_initarray",
                    Repr::Phaseless => "upcr_startup_initparray",
                };
                let mut used: HashSet<String> = [s.name.to_string()].into_iter().collect();
                self.names_of_type(&elem, &mut used);
                visit_initializer_exprs(&init, &mut |e| names_in_expr(e, &mut used));
                let dv = Namer::scoped("dims", &mut used);
                let (ty, initial) = self.typed(&elem, initial);
                let ty = specs_before(
                    &[DeclSpec::Storage(StorageClass::Static, Span::default())],
                    ty,
                );
                let n = int_expr(dims.len());
                let dims_table = array_of(named(&dv), ArraySize::Unspecified);
                let diminfo = specs(vec![typedef_name("upcr_startup_arrayinit_diminfo_t")]);
                let args = vec![
                    ident_expr(&s.name),
                    ident_expr("upcrt_initial"),
                    ident_expr(&dv),
                    n,
                    self.size_of(&elem),
                    block,
                ];
                BlockItem::Stmt(block_stmt(vec![
                    local_decl(ty, initial, Some(init)),
                    local_decl(diminfo, dims_table, init_rows(rows)),
                    expr_stmt(call(fun, args)),
                ]))
            }
            // A scalar: thread 0 writes it from a private copy.
            (_, init) => {
                let value = match init {
                    Initializer::Expr(e) => {
                        let v = self.value(e);
                        init_expr(self.convert(v, e, &elem))
                    }
                    list => Some(self.lower_initializer(list)),
                };
                let copy = ident_expr("upcrt_value");
                let put = call(
                    &format!("upcr_put_{}", repr.suffix()),
                    vec![
                        ident_expr(&s.name),
                        int_expr(0),
                        unary(UnaryOp::AddrOf, copy.clone()),
                        sizeof_expr(copy),
                    ],
                );
                let first = binary(BinaryOp::Eq, call("upcr_mythread", vec![]), int_expr(0));
                let write = block_stmt(vec![
                    self.local_var(&elem, "upcrt_value", value),
                    expr_stmt(put),
                ]);
                if_stmt(first, BlockItem::Stmt(write), None)
            }
        };
        self.core.strict_default = saved;
        item
    }
}
