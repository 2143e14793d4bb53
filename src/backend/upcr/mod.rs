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
//! New code is made as text (`ExprKind::Raw`, `StmtKind::Raw`) around sub-trees that are printed
//! by the printer, so that the output keeps the user's statements and names.

mod decl;
mod expr;
mod gasp;
mod stmt;

pub use crate::backend::common::file_tag;
pub use crate::backend::gasp::{profile_from_flags, Profile, ProfileFlags, EVENTS as GASP_EVENTS};

use crate::backend::common::*;
use crate::backend::namer::{NameTarget, Namer};
use crate::backend::walker::*;
use crate::sema::types::*;
use crate::sema::Analysis;
use pgas_grammar::*;

/// The runtime header that replaces a UPC library `#include` (`Some("")`: nothing, upcr.h is
/// always included first).
pub fn include_rewrite(directive: &str) -> Option<String> {
    let name = included_file_name(directive);
    match name {
        "upc_collective.h" => Some("#include <upcr_collective.h>".into()),
        "upc_io.h" => Some("#include <upcr_io.h>".into()),
        "pupc.h" | "gasp.h" | "gasp_upc.h" => Some(String::new()),
        n if UPC_HEADERS.contains(&n) => Some("#include <upcr_lib.h>".into()),
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
    ty: Type,
    init: Option<Initializer>,
    /// The initializer was written in this strictness (it is lowered in the init function).
    span: Span,
}

pub(crate) struct Lowerer<'a> {
    a: &'a Analysis,
    lm: &'a LineMap,
    opts: &'a LowerOptions,
    /// What every UPC lowering keeps (src/backend/walker.rs).
    core: Core,
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

impl<'a> UnitWriter<'a> for Lowerer<'a> {
    fn new(file: FileInputs<'a>, names: Namer) -> Self {
        Lowerer {
            a: file.a,
            lm: file.lm,
            opts: file.opts,
            core: Core::new(names),
            statics: vec![],
            proxies: vec![],
            local_subst: vec![],
            event_span: Span::default(),
            in_event: false,
        }
    }

    /// A declaration, or a function and the block-scope shared objects it hoists.
    fn external(&mut self, item: &ExternalDecl, out: &mut Vec<ExternalDecl>) {
        match item {
            ExternalDecl::Decl(d) => {
                for d in self.file_declaration(d) {
                    out.push(ExternalDecl::Decl(d));
                }
            }
            ExternalDecl::FnDef(f) => {
                let f = self.function(f);
                out.append(&mut self.core.hoisted);
                out.push(ExternalDecl::FnDef(f));
            }
            _ => unreachable!("file_item"),
        }
    }

    /// The runtime's headers (with the fence and `upc_forall` helpers), the items, the file's
    /// start-up functions.
    fn finish(mut self, items: Vec<ExternalDecl>) -> Vec<ExternalDecl> {
        let includes = if self.core.dyn_arrays.used {
            "#include <upcr.h>\n#include <upcrt.h>\n#include <upcr_lib.h>"
        } else {
            "#include <upcr.h>\n#include <upcrt.h>"
        };
        let mut out = unit_head(&self.core, includes, self.gasp_prologue());
        out.extend(items);
        out.extend(self.startup_functions());
        out
    }
}

impl Lowerer<'_> {
    /// The text of an initializer.
    fn init_text(&self, init: &Initializer) -> String {
        init_text(self.lm, init)
    }

    // ------------------------------------------------------------------------------------------
    // Types
    // ------------------------------------------------------------------------------------------

    /// The representation of a pointer to `target`.
    pub(crate) fn repr(&self, target: &Type) -> Repr {
        let elem = target.element();
        let incomplete = match elem.kind() {
            TypeKind::Void => true,
            TypeKind::Record(id) => self.a.records.get(*id).is_none_or(|r| r.fields.is_none()),
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
        let tag = self.opts.file_tag.clone();
        let mut out = vec![];
        if let Some(n) = self.opts.static_threads {
            out.push(format!(
                "static const unsigned upcrt_threads_entry_{tag} __attribute__((used, section(\"upcrt_static_threads\"))) = {n};"
            ));
        }
        if self.statics.is_empty() && self.core.late_inits.is_empty() {
            return out
                .into_iter()
                .map(|t| ExternalDecl::Raw(t, Span::default()))
                .collect();
        }
        let statics = std::mem::take(&mut self.statics);
        // Allocation: one table per representation.
        let mut alloc = format!("/* Allocates the shared data of this file (every thread, same order). */\nstatic void upcrt_alloc_{tag}(void)\n{{\n");
        let tables: Vec<(Repr, Vec<String>)> = [Repr::Phaseless, Repr::Phased]
            .map(|repr| {
                let rows = statics
                    .iter()
                    .filter(|s| self.repr(&s.ty) == repr)
                    .map(|s| self.alloc_row(s))
                    .collect();
                (repr, rows)
            })
            .into();
        // The tables hide no name their rows use.
        let all_rows: Vec<&str> = tables
            .iter()
            .flat_map(|t| &t.1)
            .map(|r| r.as_str())
            .collect();
        let mut used = Namer::identifiers(&all_rows.join(" "));
        let (pshared, shared) = (
            Namer::scoped("pshared_objects", &mut used),
            Namer::scoped("shared_objects", &mut used),
        );
        for (repr, rows) in tables {
            if rows.is_empty() {
                continue;
            }
            let (ty, var) = match repr {
                Repr::Phased => ("upcr_startup_shalloc_t", &shared),
                Repr::Phaseless => ("upcr_startup_pshalloc_t", &pshared),
            };
            alloc.push_str(&format!("    {ty} {var}[] = {{\n"));
            for r in &rows {
                alloc.push_str(&format!("        {r},\n"));
            }
            alloc.push_str(&format!(
                "    }};\n    upcr_startup_{}alloc({var}, {});\n",
                if repr == Repr::Phased { "sh" } else { "psh" },
                rows.len()
            ));
        }
        alloc.push('}');
        out.push(alloc);
        // Initial values.
        let mut init = format!("/* Initial values of this file's shared data and of the private variables that\n   point to shared data (every thread, after all files' allocation). */\nstatic void upcrt_init_{tag}(void)\n{{\n");
        for s in &statics {
            if let Some(i) = &s.init {
                let text = self.static_init(s, i);
                for line in text.lines() {
                    init.push_str(&format!("    {line}\n"));
                }
            }
        }
        init.push_str(&self.late_init_statements());
        init.push('}');
        let has_init = init.lines().count() > 5;
        if has_init {
            out.push(init);
        }
        out.push(format!(
            "static void (*const upcrt_alloc_entry_{tag})(void) __attribute__((used, section(\"upcrt_alloc\"))) = upcrt_alloc_{tag};"
        ));
        if has_init {
            out.push(format!(
                "static void (*const upcrt_init_entry_{tag})(void) __attribute__((used, section(\"upcrt_init\"))) = upcrt_init_{tag};"
            ));
        }
        out.into_iter()
            .map(|t| ExternalDecl::Raw(t, Span::default()))
            .collect()
    }

    /// One row of a start-up allocation table: proxy, block bytes, blocks, THREADS factor,
    /// element size, name and type.
    fn alloc_row(&self, s: &StaticShared) -> String {
        let elem = self.c_type(s.ty.element(), "");
        let count = self.elem_count(&s.ty).unwrap_or_else(|| "1".into());
        let (block_bytes, blocks) = match s.ty.block_size() {
            Some(BlockSize::Indefinite) => (format!("{count} * sizeof({elem})"), "1".into()),
            _ => {
                let b = self.block_elems(&s.ty);
                if b == "1" {
                    (format!("sizeof({elem})"), count)
                } else {
                    (
                        format!("({b}) * sizeof({elem})"),
                        format!("({count} + ({b}) - 1) / ({b})"),
                    )
                }
            }
        };
        let type_str = crate::printer::c_string_body(&s.ty.spelling(""));
        format!(
            "{{ &{}, {block_bytes}, {blocks}, 0, sizeof({elem}), \"{}\", \"{type_str}\" }}",
            s.name, s.name
        )
    }

    /// The init-function code that writes a shared object's initial value.
    fn static_init(&mut self, s: &StaticShared, init: &Initializer) -> String {
        let saved = self.core.strict_default;
        let elem = s.ty.element().clone();
        let elem_c = self.c_type(&elem, "");
        let repr = self.repr(&s.ty);
        let text = match (s.ty.kind(), init) {
            (TypeKind::Array(..), _) => {
                // A private array with the initial values; each thread copies the elements it owns.
                let dims = array_dims(&s.ty);
                let mut local_decl = String::from("upcrt_initial");
                for (i, d) in dims.iter().enumerate() {
                    match d {
                        ArrayLen::Const(n) => local_decl.push_str(&format!("[{n}]")),
                        _ if i == 0 => local_decl.push_str("[]"),
                        _ => local_decl.push_str("[1]"),
                    }
                }
                let init = self.lower_initializer(init);
                let mut rows = vec![];
                for (i, d) in dims.iter().enumerate() {
                    let local = match d {
                        ArrayLen::Const(n) => n.to_string(),
                        _ if i == 0 => "sizeof upcrt_initial / sizeof upcrt_initial[0]".into(),
                        _ => "1".into(),
                    };
                    let (shared, mult) = match d {
                        ArrayLen::Const(n) => (n.to_string(), 0),
                        ArrayLen::ThreadsTimes(k) => (k.to_string(), 1),
                        _ => ("0".into(), 0),
                    };
                    rows.push(format!("{{ {local}, {shared}, {mult} }}"));
                }
                let block = match s.ty.block_size() {
                    Some(BlockSize::Indefinite) => "0".into(),
                    _ => self.block_elems(&s.ty),
                };
                let fun = match repr {
                    Repr::Phased => "upcr_startup_initarray",
                    Repr::Phaseless => "upcr_startup_initparray",
                };
                let (values, rows) = (self.init_text(&init), rows.join(", "));
                let dv = Namer::scoped(
                    "dims",
                    &mut Namer::identifiers(&format!(
                        "{elem_c} {values} {rows} {} {block}",
                        s.name
                    )),
                );
                format!(
                    "{{\n    static {elem_c} {local_decl} = {values};\n    upcr_startup_arrayinit_diminfo_t {dv}[] = {{ {rows} }};\n    {fun}({}, upcrt_initial, {dv}, {}, sizeof({elem_c}), {block});\n}}",
                    s.name,
                    dims.len()
                )
            }
            // A scalar: thread 0 writes it from a private copy.
            (_, init) => {
                let value = match init {
                    Initializer::Expr(e) => {
                        let v = self.value(e);
                        let v = self.convert(v, e, &elem);
                        self.text(&v)
                    }
                    list => {
                        let list = self.lower_initializer(list);
                        self.init_text(&list)
                    }
                };
                format!(
                    "if (upcr_mythread() == 0) {{\n    {} = {value};\n    upcr_put_{}({}, 0, &upcrt_value, sizeof upcrt_value);\n}}",
                    self.c_type(&elem, "upcrt_value"),
                    repr.suffix(),
                    s.name
                )
            }
        };
        self.core.strict_default = saved;
        let _ = s.span;
        text
    }
}

impl Writer for Lowerer<'_> {
    const KIND: NameTarget = NameTarget::Upcr;

    writer_state!();
    fn shared_pointer_type(&self, target: &Type) -> String {
        self.repr(target).type_name().to_string()
    }

    /// `upcr_threadof_shared(p) == upcr_mythread() ? upcr_shared_to_local(p) : 0` and
    /// `upcr_phaseof_shared(p)` (`pshared` for a phaseless pointer).
    fn local_pointer_setup(&mut self, name: &str, t: &Type) -> (Expr, Expr) {
        let [threadof, to_local, phaseof] = match self.repr(t) {
            Repr::Phased => [
                "upcr_threadof_shared",
                "upcr_shared_to_local",
                "upcr_phaseof_shared",
            ],
            Repr::Phaseless => [
                "upcr_threadof_pshared",
                "upcr_pshared_to_local",
                "upcr_phaseof_pshared",
            ],
        };
        let p = || vec![ident_expr(name)];
        let mine = binary(
            BinaryOp::Eq,
            call(threadof, p()),
            call("upcr_mythread", vec![]),
        );
        let address = cond_expr(mine, call(to_local, p()), int_expr(0));
        (address, call(phaseof, p()))
    }
}
