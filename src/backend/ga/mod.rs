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

mod decl;
mod expr;
mod gasp;
mod idioms;
mod stmt;

use crate::backend::common::*;
use crate::backend::namer::Namer;
use crate::backend::walker::*;
use crate::sema::types::*;
use crate::sema::Analysis;
use pgas_grammar::*;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The auxiliary header replaces the UPC library headers (it is included first).
pub fn include_rewrite(directive: &str) -> Option<String> {
    let name = included_file_name(directive);
    if name == "upc_io.h" {
        return Some("#include <upcga_io.h>".into());
    }
    UPC_HEADERS.contains(&name).then(String::new)
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
    /// Where its helpers go in the item list (after its declaration).
    position: Option<usize>,
    uses: Uses,
}

pub(crate) struct Lowerer<'a> {
    a: &'a Analysis,
    lm: &'a LineMap,
    opts: &'a LowerOptions,
    /// What every UPC lowering keeps (src/backend/walker.rs).
    core: Core,
    objects: Vec<SharedObject>,
    /// Shared objects by source name, per scope (the file scope first).
    scopes: Vec<HashMap<Name, usize>>,
    /// Objects whose declaration was hoisted while lowering the current function.
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

impl<'a> UnitWriter<'a> for Lowerer<'a> {
    fn new(file: FileInputs<'a>, names: Namer) -> Self {
        Lowerer {
            defined: defined_functions(file.unit),
            a: file.a,
            lm: file.lm,
            opts: file.opts,
            core: Core::new(names),
            objects: vec![],
            scopes: vec![HashMap::default()],
            hoisted_objects: vec![],
            defined_late: vec![],
            local_subst: vec![],
            main_body: false,
            all_threads_here: false,
            calls_ma_init: false,
            uses_heaps: false,
            uses_locks: false,
        }
    }

    /// A declaration: the header unit's handle and row of each shared object it introduces,
    /// the place of its helpers; a function: the block-scope shared objects it hoists.
    fn external(&mut self, item: &ExternalDecl, out: &mut Vec<ExternalDecl>) {
        match item {
            ExternalDecl::Decl(d) => {
                let before = self.objects.len();
                for d in self.file_declaration(d) {
                    out.push(ExternalDecl::Decl(d));
                }
                self.place_new_objects(before, out);
                // `extern shared T x;` then `shared T x;`: the definition of the handle and row.
                for o in std::mem::take(&mut self.defined_late) {
                    let text = self.object_globals(o);
                    out.push(ExternalDecl::Raw(text, Span::default()));
                }
            }
            ExternalDecl::FnDef(f) => {
                let f = self.function(f);
                let hoisted = std::mem::take(&mut self.core.hoisted);
                for (d, o) in hoisted
                    .into_iter()
                    .zip(std::mem::take(&mut self.hoisted_objects))
                {
                    out.push(d);
                    self.objects[o].position = Some(out.len());
                }
                out.push(ExternalDecl::FnDef(f));
            }
            _ => unreachable!("file_item"),
        }
    }

    /// The three units: the exec unit first (the initial values it writes use helpers too:
    /// `p = &x` at file scope reads `x_ref`), then each object's helpers right after its
    /// declaration.
    fn finish(mut self, mut items: Vec<ExternalDecl>) -> Vec<ExternalDecl> {
        let exec = self.exec_unit();
        let mut placed: Vec<(usize, usize)> = self
            .objects
            .iter()
            .enumerate()
            .filter_map(|(i, o)| o.position.map(|p| (p, i)))
            .collect();
        placed.sort();
        for (pos, i) in placed.into_iter().rev() {
            if let Some(text) = self.helpers(i) {
                items.insert(pos, ExternalDecl::Raw(text, Span::default()));
            }
        }
        let includes = "#include <ga.h>\n#include <macdecls.h>\n#include <upcga.h>";
        let mut out = unit_head(&self.core, includes, self.gasp_prologue());
        out.extend(items);
        out.extend(exec);
        out
    }
}

impl Lowerer<'_> {
    // ------------------------------------------------------------------------------------------
    // Types
    // ------------------------------------------------------------------------------------------

    /// The UPC spelling of a type for comments: shared qualifiers kept, records named as in
    /// the output.
    fn upc_spelling(&self, t: &Type, name: &str) -> String {
        let records = |id: RecordId| self.core.record_names.get(&id).cloned();
        // `[THREADS]` as the user writes it, not `[1 * THREADS]`.
        let threads_times = |n: u64| match n {
            1 => "THREADS".to_string(),
            n => format!("{n} * THREADS"),
        };
        let hooks = SpellHooks {
            record_name: &records,
            pointer: &|_| None,
            drop_upc_quals: false,
            enum_name: "int",
            threads_times: &threads_times,
        };
        t.spelling_with(name, &hooks)
    }

    /// A type as the first argument of `UPCGA_READ`/`UPCGA_WRITE`: its spelling, or
    /// `__typeof__(…)` when the spelling is not a plain specifier list.
    fn macro_type(&self, t: &Type) -> String {
        // An array, a function, or a private pointer to one is spelled with a declarator.
        fn has_declarator(t: &Type) -> bool {
            match t.kind() {
                TypeKind::Array(..) | TypeKind::Function { .. } => true,
                TypeKind::Pointer(x) => !x.is_shared() && has_declarator(x),
                _ => false,
            }
        }
        let s = self.c_type(t, "");
        if has_declarator(t) {
            format!("__typeof__({s})")
        } else {
            s
        }
    }

    /// The GA type of an element type: GA's own for the C types it has, else a registered type
    /// of the element's size.
    fn ga_type(&self, elem: &Type) -> String {
        match elem.kind() {
            TypeKind::Int { kind, .. } => match kind {
                IntKind::Char | IntKind::Bool => "C_CHAR".into(),
                IntKind::Int => "C_INT".into(),
                IntKind::Long => "C_LONG".into(),
                IntKind::LongLong => "C_LONGLONG".into(),
                _ => format!("upcga_type(sizeof({}))", self.c_type(elem, "")),
            },
            TypeKind::Enum => "C_INT".into(),
            TypeKind::Float(FloatKind::Float) => "C_FLOAT".into(),
            TypeKind::Float(FloatKind::Double) => "C_DBL".into(),
            _ => format!("upcga_type(sizeof({}))", self.c_type(elem, "")),
        }
    }

    // ------------------------------------------------------------------------------------------
    // Shared objects
    // ------------------------------------------------------------------------------------------

    /// The pointer variable of a shared array sized or blocked at run time, when the identifier
    /// names one in the current scope.
    fn dynamic_array_var(&self, name: &str) -> Option<String> {
        let o = self
            .scopes
            .iter()
            .rev()
            .find_map(|s| s.get(name).copied())?;
        (self.objects[o].linkage == Linkage::Dynamic).then(|| self.objects[o].base.clone())
    }

    /// The object a shared identifier names in the current scope.
    fn object_of(&self, name: &str) -> Option<usize> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.get(name).copied())
            .filter(|&o| self.objects[o].linkage != Linkage::Dynamic)
    }

    /// Registers a shared object (a later declaration of the same file-scope object updates it).
    fn declare_object(
        &mut self,
        source: Name,
        base: String,
        ty: Type,
        linkage: Linkage,
        init: Option<Initializer>,
    ) -> usize {
        let scope = self.scopes.len() - 1;
        if let Some(&i) = self.scopes[scope].get(&source) {
            let o = &mut self.objects[i];
            if linkage != Linkage::Extern {
                if o.linkage == Linkage::Extern {
                    self.defined_late.push(i);
                }
                o.linkage = linkage;
                o.ty = ty;
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
        self.objects.push(SharedObject {
            source: source.clone(),
            base,
            handle,
            row,
            ty,
            linkage,
            init,
            position: None,
            uses: Uses::default(),
        });
        let i = self.objects.len() - 1;
        self.scopes[scope].insert(source, i);
        i
    }

    /// The GA handle of an object.
    fn handle(&self, o: usize) -> String {
        self.objects[o].handle.clone()
    }

    /// This thread's row of an object.
    fn local(&self, o: usize) -> String {
        self.objects[o].row.clone()
    }

    /// The block size of an object in elements, as C text; "0" for data on thread 0 alone
    /// (scalars and `shared []` arrays).
    fn object_block(&self, o: usize) -> String {
        let t = &self.objects[o].ty;
        match t.kind() {
            TypeKind::Array(..) => self.block_elems(t),
            _ => "0".into(),
        }
    }

    /// The dimensions of an array object as C text (none for a scalar).
    fn object_dims(&self, o: usize) -> Vec<String> {
        array_dims(&self.objects[o].ty)
            .iter()
            .map(|d| match d {
                ArrayLen::Const(n) => n.to_string(),
                ArrayLen::ThreadsTimes(k) if *k == 1 => self.threads(),
                ArrayLen::ThreadsTimes(k) => format!("{k} * {}", self.threads()),
                _ => "1".into(),
            })
            .collect()
    }

    /// The declarations of the header unit for an object: its GA handle and its row.
    fn object_globals(&self, o: usize) -> String {
        let obj = &self.objects[o];
        let elem = obj.ty.element().unqualified();
        let storage = match obj.linkage {
            Linkage::Extern => "extern ",
            Linkage::Global => "",
            Linkage::Static => "static ",
            Linkage::Dynamic => "",
        };
        let layout = match self.object_block(o).as_str() {
            "0" => "on thread 0".to_string(),
            _ => "one row per thread".to_string(),
        };
        format!(
            "/* `{}`: a GA array ({layout}); this thread's part is {}. */\n{storage}int {};\n{storage}{};",
            self.upc_spelling(&obj.ty, &obj.source),
            self.local(o),
            self.handle(o),
            self.c_type(&elem, &format!("*{}", self.local(o))),
        )
    }

    /// The code unit of an object: the helpers the file uses, or nothing.
    fn helpers(&self, o: usize) -> Option<String> {
        let u = self.objects[o].uses;
        if !(u.get || u.set || u.reference || u.get_strict || u.set_strict) {
            return None;
        }
        let obj = &self.objects[o];
        let name = &obj.base;
        let elem = obj.ty.element().unqualified();
        let t = self.c_type(&elem, "");
        let b = self.object_block(o);
        let dims = self.object_dims(o);
        let handle = self.handle(o);
        let local = self.local(o);
        // The helpers' parameters and locals hide no name their text uses (the element type,
        // the layout, the globals).
        let mut used = Namer::identifiers(&format!(
            "{t} {b} {} {handle} {local} {name}",
            dims.join(" ")
        ));
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
        // Parameters, and the linear index of the element.
        let (params, linear) = match dims.len() {
            0 => (vec![], String::new()),
            1 => (vec![format!("long {i}")], String::new()),
            n => {
                let params: Vec<String> = (0..n).map(|k| format!("long {}", ik[k])).collect();
                let mut lin = ik[0].clone();
                for (k, d) in dims.iter().enumerate().skip(1) {
                    let d = if is_simple(d) {
                        d.clone()
                    } else {
                        format!("({d})")
                    };
                    lin = if k == 1 {
                        format!("{} * {d} + {}", ik[0], ik[1])
                    } else {
                        format!("({lin}) * {d} + {}", ik[k])
                    };
                }
                (params, format!("    long {i} = {lin};\n"))
            }
        };
        let args: Vec<String> = match dims.len() {
            0 => vec![],
            1 => vec![i.clone()],
            _ => ik.clone(),
        };
        let with = |extra: &str| -> String {
            let mut p = params.clone();
            if !extra.is_empty() {
                p.push(extra.to_string());
            }
            if p.is_empty() {
                "void".into()
            } else {
                p.join(", ")
            }
        };
        let call = |extra: &str| -> String {
            let mut a = args.clone();
            if !extra.is_empty() {
                a.push(extra.to_string());
            }
            a.join(", ")
        };
        // Owner and row position.
        let place = if b == "0" {
            if dims.is_empty() {
                format!("    int {tv} = 0;\n    long {pos} = 0;\n")
            } else {
                format!("{linear}    int {tv} = 0;\n    long {pos} = {i};\n")
            }
        } else {
            format!("{linear}    int {tv} = upcga_owner({i}, {b});\n    long {pos} = upcga_row_index({i}, {b});\n")
        };
        // Under `--checks` (UPCR_CHECKS), the element against the array's bounds.
        let bounds = |is_put: u8| {
            format!("    UPCGA_CHECK_ELEMENT({handle}, {tv}, {pos}, sizeof({t}), {is_put});\n")
        };
        let element = if dims.is_empty() {
            obj.source.to_string()
        } else {
            let idx: Vec<String> = args.iter().map(|a| format!("[{a}]")).collect();
            format!("{}{}", obj.source, idx.join(""))
        };
        let what = format!("`{element}`");
        // `T name_kind(params)`, spelled by the type (a pointer to an array or a function
        // returned: `int (*a_get(long i))[3]`).
        let signature =
            |kind: &str, params: String| self.c_type(&elem, &format!("{name}_{kind}({params})"));
        let mut out = vec![];
        if u.get || u.get_strict {
            out.push(format!(
                "/* {what}: read in place on its thread or node, else NGA_Get. */\nstatic inline {}\n{{\n{place}{}    {};\n    if ({tv} == MYTHREAD)\n        return {local}[{pos}];\n    upcga_get_at({handle}, {tv}, {pos}, &{v}, sizeof({v}));\n    return {v};\n}}",
                signature("get", with("")),
                bounds(0),
                self.c_type(&elem, &v),
            ));
        }
        if u.set || u.set_strict {
            out.push(format!(
                "/* {what} = {v}: written in place on its thread or node, else NGA_Put. */\nstatic inline {}\n{{\n{place}{}    if ({tv} == MYTHREAD)\n        {local}[{pos}] = {v};\n    else\n        upcga_put_at({handle}, {tv}, {pos}, &{v}, sizeof({v}));\n    return {v};\n}}",
                signature("set", with(&self.c_type(&elem, &v))),
                bounds(1),
            ));
        }
        if u.reference {
            let phase = if b == "0" || b == "1" {
                "0".to_string()
            } else {
                format!("{i} % ({b})")
            };
            let body = if b == "0" {
                let offset = if dims.is_empty() {
                    "0".to_string()
                } else {
                    format!("{i} * (long)sizeof({t})")
                };
                format!(
                    "{linear}    upcga_ptr_t {p} = {{ {handle}, 0, {offset}, 0 }};\n    return {p};\n"
                )
            } else {
                format!("{linear}    upcga_ptr_t {p} = {{ {handle}, upcga_owner({i}, {b}), upcga_row_index({i}, {b}) * (long)sizeof({t}), {phase} }};\n    return {p};\n")
            };
            out.push(format!(
                "/* `&{element}`: a pointer-to-shared. */\nstatic inline upcga_ptr_t {name}_ref({})\n{{\n{body}}}",
                with("")
            ));
        }
        if u.get_strict {
            out.push(format!(
                "/* A strict read of {what}. */\nstatic inline {}\n{{\n    {};\n    upcga_fence();\n    {v} = {name}_get({});\n    upcga_fence();\n    return {v};\n}}",
                signature("get_strict", with("")),
                self.c_type(&elem, &v),
                call(""),
            ));
        }
        if u.set_strict {
            out.push(format!(
                "/* A strict write of {what}. */\nstatic inline {}\n{{\n    upcga_fence();\n    {name}_set({});\n    upcga_fence();\n    return {v};\n}}",
                signature("set_strict", with(&self.c_type(&elem, &v))),
                call(&v),
            ));
        }
        Some(out.join("\n"))
    }

    // ------------------------------------------------------------------------------------------
    // The unit
    // ------------------------------------------------------------------------------------------

    /// The header unit's declarations of the objects a file-scope declaration introduced, and
    /// the place of their helpers.
    fn place_new_objects(&mut self, before: usize, out: &mut Vec<ExternalDecl>) {
        for o in before..self.objects.len() {
            let text = self.object_globals(o);
            out.push(ExternalDecl::Raw(text, Span::default()));
            self.objects[o].position = Some(out.len());
        }
    }

    /// The exec unit: creation of the file's GA arrays, their initial values, and the
    /// registration of both for start-up.
    fn exec_unit(&mut self) -> Vec<ExternalDecl> {
        let tag = self.opts.file_tag.clone();
        let mut out = vec![];
        if let Some(n) = self.opts.static_threads {
            out.push(format!(
                "static const unsigned upcga_threads_{tag} __attribute__((used, section(\"upcga_static_threads\"))) = {n};"
            ));
        }
        for (uses, what, section) in [
            (
                self.uses_heaps,
                "allocates from the library's heaps",
                "upcga_uses_heaps",
            ),
            (self.uses_locks, "allocates locks", "upcga_uses_locks"),
        ] {
            if uses {
                out.push(format!(
                    "/* This file {what}: start-up makes them. */\nstatic const char {section}_{tag} __attribute__((used, section(\"{section}\"))) = 1;"
                ));
            }
        }
        if self.calls_ma_init {
            out.push(format!(
                "/* The program initialises MA itself (MA_init): start-up leaves it alone. */\nstatic const char upcga_program_ma_{tag} __attribute__((used, section(\"upcga_program_ma\"))) = 1;"
            ));
        }
        let created: Vec<usize> = (0..self.objects.len())
            .filter(|&o| !matches!(self.objects[o].linkage, Linkage::Extern | Linkage::Dynamic))
            .collect();
        if !created.is_empty() {
            let mut f = format!("/* The exec unit: creates this file's shared arrays, one GA array each (every thread,\n   before main). */\nstatic void upcga_create_{tag}(void)\n{{\n");
            for &o in &created {
                f.push_str(&self.creation(o));
            }
            f.push('}');
            out.push(f);
            out.push(format!("UPCGA_STARTUP(create, upcga_create_{tag});"));
        }
        let mut init = String::new();
        for &o in &created {
            if let Some(i) = self.objects[o].init.clone() {
                init.push_str(&self.initial_values(o, &i));
            }
        }
        init.push_str(&self.late_init_statements());
        if !init.is_empty() {
            out.push(format!("/* Initial values of this file's shared data and of the private variables that\n   point to shared data (every thread, after every file's arrays were created). */\nstatic void upcga_init_{tag}(void)\n{{\n{init}}}"));
            out.push(format!("UPCGA_STARTUP(init, upcga_init_{tag});"));
        }
        out.into_iter()
            .map(|t| ExternalDecl::Raw(t, Span::default()))
            .collect()
    }

    /// The creation of one object's GA array: [THREADS][row length], a row per process, or
    /// [1][n] on process 0 alone.
    fn creation(&self, o: usize) -> String {
        let obj = &self.objects[o];
        let elem = obj.ty.element().unqualified();
        let ga_type = self.ga_type(&elem);
        let count = self.elem_count(&obj.ty).unwrap_or_else(|| "1".into());
        let b = self.object_block(o);
        let th = self.threads();
        let (dims, block, map) = if b == "0" {
            (
                format!("{{ 1, {count} }}"),
                "{ 1, 1 }".to_string(),
                "upcga_one_block",
            )
        } else {
            (
                format!("{{ {th}, upcga_row_length({count}, {b}) }}"),
                format!("{{ {th}, 1 }}"),
                "upcga_rows",
            )
        };
        let t = self.c_type(&elem, "");
        let handle = self.handle(o);
        // `--dynamic-pointers`: the library learns the array's layout; `--checks` too (the
        // last thread's share, shorter than its row, is the bound of an access through a
        // pointer).
        let register = if self.opts.dynamic_pointers || self.opts.checks {
            format!("        upcga_dyn_register({handle}, ({b}) * sizeof({t}), ({count}) * sizeof({t}));\n")
        } else {
            String::new()
        };
        let local = self.local(o);
        // The block's locals hide no name its text uses.
        let mut used =
            Namer::identifiers(&format!("{dims} {block} {t} {handle} {local} {count} {b}"));
        let (dv, bv) = (
            Namer::scoped("dims", &mut used),
            Namer::scoped("block", &mut used),
        );
        format!(
            "    {{\n        int {dv}[2] = {dims}, {bv}[2] = {block};\n        {handle} = NGA_Create_irreg({ga_type}, 2, {dv}, \"{name}\", {bv}, {map});\n        {local} = upcga_own_row({handle}, sizeof({t}));\n{register}    }}\n",
            name = obj.source,
        )
    }

    /// The init-function code that writes an object's initial value: each thread its own
    /// elements, in its row.
    fn initial_values(&mut self, o: usize, init: &Initializer) -> String {
        let saved = self.core.strict_default;
        let obj_ty = self.objects[o].ty.clone();
        let elem = obj_ty.element().unqualified();
        let local = self.local(o);
        let text = match (obj_ty.kind(), init) {
            (TypeKind::Array(..), _) => {
                let dims = array_dims(&obj_ty);
                let mut decl = String::from("upcga_initial");
                for (i, d) in dims.iter().enumerate() {
                    match d {
                        ArrayLen::Const(n) => decl.push_str(&format!("[{n}]")),
                        _ if i == 0 => decl.push_str("[]"),
                        _ => {
                            self.unsupported(
                                Span::default(),
                                "an initializer of a shared array whose inner dimension involves THREADS",
                            );
                            return String::new();
                        }
                    }
                }
                let list = self.lower_initializer(init);
                let b = self.object_block(o);
                let (t, values) = (self.c_type(&elem, ""), init_text(self.lm, &list));
                let mut used = Namer::identifiers(&format!("{t} {values} {b} {local}"));
                let (vv, i) = (
                    Namer::scoped("values", &mut used),
                    Namer::scoped("i", &mut used),
                );
                format!(
                    "    {{\n        static const {} = {values};\n        const {} = (const {t} *)upcga_initial;\n        for (long {i} = 0; {i} < (long)(sizeof upcga_initial / sizeof(*{vv})); {i}++)\n            if (upcga_owner({i}, {b}) == MYTHREAD)\n                {local}[upcga_row_index({i}, {b})] = {vv}[{i}];\n    }}\n",
                    self.c_type(&elem, &decl),
                    self.c_type(&elem, &format!("*{vv}")),
                )
            }
            (_, Initializer::Expr(e)) => {
                let v = self.value(e);
                let v = self.convert(v, e, &elem);
                format!(
                    "    if (MYTHREAD == 0)\n        {local}[0] = {};\n",
                    self.text(&v)
                )
            }
            (_, list) => {
                let list = self.lower_initializer(list);
                format!(
                    "    if (MYTHREAD == 0) {{\n        {} = {};\n        {local}[0] = upcga_initial;\n    }}\n",
                    self.c_type(&elem, "upcga_initial"),
                    init_text(self.lm, &list),
                )
            }
        };
        self.core.strict_default = saved;
        text
    }
}

impl Writer for Lowerer<'_> {
    const PREFIX: &'static str = "upcga";
    const TARGET: &'static str = "ga";
    const SUPPORT_NOTE: &'static str = "see docs/ga-backend.md, \"Not supported yet\"";
    const CHECK_LAYOUT: &'static str = "upcga_all_check_layout";
    const RECORD_TAG: &'static str = "upcga_record";
    const HANDLE_TYPEDEF: Option<&'static str> = None;
    /// The auxiliary header's `THREADS` (`GA_Nnodes()`).
    const DYNAMIC_THREADS: &'static str = "THREADS";

    writer_state!();
    /// Every pointer-to-shared is a `upcga_ptr_t`.
    fn shared_pointer_type(&self, _target: &Type) -> String {
        "upcga_ptr_t".into()
    }

    /// `upcga_mine`: the address in this thread's row, or null (another thread's data, or the
    /// null pointer).
    fn local_pointer_setup(&mut self, name: &str, t: &Type, local: &str, phase: &str) -> String {
        let elem = self.c_type(&t.unqualified(), &format!("*{local}"));
        format!("{elem} = upcga_mine({name});\nlong {phase} = {name}.phase;")
    }

    fn generic_write(&mut self, e: &Expr, value: &str) -> Option<String> {
        let a = self.address(e)?;
        Some(self.put(&a, value, e.span))
    }
}
