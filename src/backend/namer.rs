//! Names for the UPC backends: every name a lowering invents comes from one [`Namer`], and the
//! user's own names that meet the target's headers are renamed before parsing ([`UserRenames`]).
//!
//! # The two guarantees
//!
//! 1. **A generated name never meets another name.** The [`Namer`] of a translation unit is
//!    seeded with every identifier of the program after preprocessing (its own code and every
//!    header it includes, plus the renamed spellings of [`UserRenames`]), the C and UPC keywords,
//!    the names the target's runtime headers define with a runtime prefix (`upcr_`, `upcrt_`,
//!    `upcga_`, `gasp_` …, read from the headers embedded in the binary) and the names of the
//!    target's other headers ([`GA_HEADER_NAMES`]). Every name it hands out is added to that
//!    set, so two requests never get the same name unless they ask for the same *fixed* name
//!    ([`Namer::fixed`]: one name for the whole unit, e.g. a helper's local `t` or
//!    `upcga_lo`). When the wanted spelling is taken the Namer appends `_1`, `_2` … (numbered
//!    temporaries: the next number of the unit's one counter that frees every stem asked for).
//!
//! 2. **A user name never meets a name of the target's headers.** The output includes headers
//!    the input did not (`upcr.h`; `upcga.h`, which includes GA's `ga.h` and `macdecls.h`, whose
//!    `typesf2c.h` defines `Real`, `Integer`, `DoublePrecision`, `logical` …). A program's own
//!    identifier (one that appears outside system headers and nowhere in the system headers the
//!    program includes) that such a header defines, or that starts with a prefix of the
//!    target's runtime ([`UpcTarget::reserved_prefixes`]), is renamed to [`USER_PREFIX`] + the name as it is lexed; so is a
//!    program identifier that already starts with [`USER_PREFIX`], which keeps the renaming
//!    one-to-one. Spans are those of the text, so `#line` and every diagnostic still point at the
//!    user's spelling in the user's file.
//!
//! # External names across files
//!
//! The renaming of a name depends only on the name, the target and whether the file's system
//! headers mention it, never on the rest of the file: every file of a program translated for
//! the same target renames an external name (`extern` object, function with external linkage)
//! the same way, so the translated files still link with each other. Code that is *not*
//! translated (a C object file linked in) and refers to such a name sees the renamed spelling
//! (`pgasu_Real`): it must use that spelling, or the program must avoid the target's names for
//! its external symbols. docs/design-decisions.md states the rule.

use crate::backend::analysis::visit_exprs_in_expr;
use pgas_grammar::{Expr, ExprKind};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The prefix of a renamed user identifier (`Real` → `pgasu_Real`). No runtime header uses it.
pub const USER_PREFIX: &str = "pgasu_";

/// Name spaces of the runtimes and the tool: the runtime headers' own names with these prefixes
/// are never generated. A user identifier is renamed only under the prefixes of its target
/// ([`UpcTarget::reserved_prefixes`]): the other runtimes' names are legitimate program names
/// there (the GA-on-UPC library defines `gaupc_…` and is translated `--to upcr`; a `--to ga`
/// program translated back `--to upc` defines and calls `upcga_…`).
pub const RUNTIME_PREFIXES: [&str; 14] = [
    "upcr_", "upcri_", "UPCR_", "UPCRI_", "upcrt_", "upcga_", "UPCGA_", "gaupc_", "GAUPC_",
    "pgas_", "PGAS_", "gasp_", "GASP_", "_upcga",
];

/// The names GA 5.8's headers that `--to ga` output includes (`ga.h`, `gacommon.h`,
/// `macdecls.h`, `macommon.h`, `matypes.h`, `typesf2c.h`) define at file scope or as macros and
/// that no prefix of [`GA_HEADER_PREFIXES`] covers. `tests/namer.rs` re-reads the installed
/// headers and fails when one of their names is neither here nor under a prefix.
pub const GA_HEADER_NAMES: [&str; 36] = [
    "Boolean",
    "C_CHAR",
    "C_DBL",
    "C_DCPL",
    "C_FLOAT",
    "C_INT",
    "C_LDBL",
    "C_LDCPL",
    "C_LONG",
    "C_LONGLONG",
    "C_SCPL",
    "DoubleComplex",
    "DoublePrecision",
    "FATR",
    "F_BYTE",
    "F_DBL",
    "F_DCPL",
    "F_INT",
    "F_LOG",
    "F_REAL",
    "F_SCPL",
    "Integer",
    "Logical",
    "Pointer",
    "Real",
    "SingleComplex",
    "TYPESF2C_H_",
    "_GA_H_",
    "_MATYPES_H",
    "_macdecls_h",
    "_macommon_h",
    "intp",
    "logical",
    // Names `upcga.h` defines for the translated program without a runtime prefix.
    "MYTHREAD",
    "THREADS",
    "UPC_MAX_BLOCK_SIZE",
];

/// Prefixes covering the rest of GA's header names (`GA_Initialize`, `NGA_Get`, `MA_init`,
/// `MT_DBL`, `ga_nbhdl_t`, `ma_set_error_callback`, `GACOMMON_H_` …). The Namer never
/// generates a name under them; a program identifier under them is GA's (not renamed).
pub const GA_HEADER_PREFIXES: [&str; 7] = ["GA_", "NGA_", "GACOMMON_", "MA_", "MT_", "ga_", "ma_"];

/// C11 and UPC keywords (a generated name is never one).
const KEYWORDS: [&str; 58] = [
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "_Alignas",
    "_Alignof",
    "_Atomic",
    "_Bool",
    "_Complex",
    "_Generic",
    "_Imaginary",
    "_Noreturn",
    "_Static_assert",
    "_Thread_local",
    "shared",
    "strict",
    "relaxed",
    "upc_forall",
    "upc_barrier",
    "upc_notify",
    "upc_wait",
    "upc_fence",
    "upc_localsizeof",
    "upc_blocksizeof",
    "upc_elemsizeof",
    "MYTHREAD",
    "THREADS",
    "UPC_MAX_BLOCK_SIZE",
];

/// The runtime headers a translated file includes, per target (their prefixed names are
/// reserved for the runtime).
const UPCR_HEADERS: [&str; 9] = [
    "upcr/upcr.h",
    "upcr/upcr_ptr.h",
    "upcr/upcr_collective.h",
    "upcr/upcr_lib.h",
    "include/pgas_dynptr.h",
    "include/pgas_names.h",
    "include/pgas_checks.h",
    "include/pgas_races.h",
    "include/gasp.h",
];
const GA_HEADERS: [&str; 7] = [
    "ga-aux/upcga.h",
    "include/pgas_dynptr.h",
    "include/pgas_names.h",
    "include/pgas_checks.h",
    "include/pgas_races.h",
    "include/gasp.h",
    "include/gasp_upc.h",
];

/// The two targets of the UPC lowering (`--to upcr`, `--to ga`; the driver's `Target::Upcr` and
/// `Target::Ga`): the lowering is chosen by it, and the names each reserves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UpcTarget {
    Upcr,
    Ga,
}

impl UpcTarget {
    /// Whether the target's headers define `name` (so a user identifier of that name must be
    /// renamed).
    pub fn reserves(self, name: &str) -> bool {
        if self.reserved_prefixes().iter().any(|p| name.starts_with(p)) {
            return true;
        }
        match self {
            UpcTarget::Upcr => false,
            // GA's own prefixed names (`GA_Initialize`, `MA_init` …) in a program are calls of
            // GA (a UPC program may call GA under `--to ga`, declaring it itself): kept.
            UpcTarget::Ga => GA_HEADER_NAMES.contains(&name),
        }
    }

    /// The name spaces the target's output and headers use: the runtime's, the shared runtime
    /// headers' (`pgas_…`) and the GASP tool's.
    pub fn reserved_prefixes(self) -> &'static [&'static str] {
        match self {
            UpcTarget::Upcr => &[
                "upcr_", "upcri_", "UPCR_", "UPCRI_", "upcrt_", "pgas_", "PGAS_", "gasp_", "GASP_",
            ],
            UpcTarget::Ga => &[
                "upcga_", "UPCGA_", "_upcga", "pgas_", "PGAS_", "gasp_", "GASP_",
            ],
        }
    }

    fn headers(self) -> impl Iterator<Item = &'static str> {
        let names: &[&str] = match self {
            UpcTarget::Upcr => &UPCR_HEADERS,
            UpcTarget::Ga => &GA_HEADERS,
        };
        names.iter().map(|n| crate::runtime_files::text(n))
    }
}

/// The identifiers of preprocessed text, split by where they appear: in system headers or in the
/// program's own code (line markers with flag 3 open a system header). Comments (the
/// preprocessor keeps them), string and character literals and numbers are skipped.
#[derive(Default)]
pub struct ProgramIdentifiers {
    pub system: HashSet<String>,
    pub user: HashSet<String>,
}

impl ProgramIdentifiers {
    pub fn scan(text: &str) -> ProgramIdentifiers {
        let mut ids = ProgramIdentifiers::default();
        let mut system = false;
        let mut in_comment = false;
        for line in text.lines() {
            let t = line.trim_start();
            if !in_comment {
                if let Some(rest) = t.strip_prefix('#') {
                    let rest = rest.trim_start();
                    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
                    if rest.starts_with(|c: char| c.is_ascii_digit()) {
                        // `# N "file" flags`: the flags after the file name.
                        let flags = rest.rsplit('"').next().unwrap_or("");
                        system = flags.split_whitespace().any(|f| f == "3");
                        continue;
                    }
                }
            }
            let set = if system {
                &mut ids.system
            } else {
                &mut ids.user
            };
            in_comment = identifiers_of(line, in_comment, |id| {
                if !set.contains(id) {
                    set.insert(id.to_string());
                }
            });
        }
        ids
    }
}

/// Calls `f` with each identifier of one line of C, skipping comments, literals and numbers;
/// `in_comment`: the line starts inside a `/* */` comment. Returns whether it ends inside one.
fn identifiers_of(line: &str, mut in_comment: bool, mut f: impl FnMut(&str)) -> bool {
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if in_comment {
            if b[i..].starts_with(b"*/") {
                in_comment = false;
                i += 2;
            } else {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            in_comment = true;
            i += 2;
        } else if b[i..].starts_with(b"//") {
            break;
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            f(&line[start..i]);
        } else if c.is_ascii_digit() {
            // A preprocessing number (`1e10f`, `0x1p-3`) holds no identifier.
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    in_comment
}

/// Which of the program's own identifiers are renamed for a target, and how (see the module
/// documentation). Pass [`UserRenames::rename`] to `pgas_grammar::parse_renaming`.
#[derive(Clone)]
pub struct UserRenames {
    renamed: HashSet<String>,
}

impl UserRenames {
    /// The program's identifiers that are renamed.
    pub fn renamed(&self) -> impl Iterator<Item = &String> {
        self.renamed.iter()
    }
    pub fn new(ids: &ProgramIdentifiers, target: UpcTarget) -> UserRenames {
        let renamed = ids
            .user
            .iter()
            .filter(|n| !ids.system.contains(*n))
            .filter(|n| target.reserves(n) || n.starts_with(USER_PREFIX))
            .cloned()
            .collect();
        UserRenames { renamed }
    }

    /// Adds the program's own identifiers among `names` (external symbols the translation
    /// defines, see `ga::external_names`) to the renamed ones; whether any was added.
    pub fn add_clashes(&mut self, ids: &ProgramIdentifiers, names: &[String]) -> bool {
        let mut added = false;
        for n in names {
            if ids.user.contains(n) && !ids.system.contains(n) {
                added |= self.renamed.insert(n.clone());
            }
        }
        added
    }

    /// The new spelling of a program identifier, if it is renamed.
    pub fn rename(&self, name: &str) -> Option<String> {
        self.renamed
            .contains(name)
            .then(|| format!("{USER_PREFIX}{name}"))
    }
}

/// The source of every generated name of one translation unit (see the module documentation).
#[derive(Default)]
pub struct Namer {
    /// Every name that is taken: the program's, the keywords, the runtime's, and those handed out.
    taken: HashSet<String>,
    /// The unit's counter of numbered temporaries (`upcrt_val3`, `upcga_at3`).
    counter: u32,
    /// Fixed names already decided: wanted spelling → name.
    fixed: HashMap<String, String>,
}

impl Namer {
    /// The Namer of a program: seeded with its identifiers (both spellings of the renamed ones),
    /// the keywords and the target's reserved names.
    pub fn new(ids: &ProgramIdentifiers, renames: &UserRenames, target: UpcTarget) -> Namer {
        let mut taken: HashSet<String> = HashSet::default();
        for n in ids.user.iter().chain(&ids.system) {
            taken.insert(n.clone());
            if let Some(r) = renames.rename(n) {
                taken.insert(r);
            }
        }
        taken.extend(KEYWORDS.iter().map(|k| k.to_string()));
        taken.extend(GA_HEADER_NAMES.iter().map(|k| k.to_string()));
        for header in target.headers() {
            let mut in_comment = false;
            for line in header.lines() {
                in_comment = identifiers_of(line, in_comment, |id| {
                    if RUNTIME_PREFIXES.iter().any(|p| id.starts_with(p)) {
                        taken.insert(id.to_string());
                    }
                });
            }
        }
        Namer {
            taken,
            counter: 0,
            fixed: HashMap::default(),
        }
    }

    /// Whether `name` is free (neither the program's, nor reserved, nor handed out).
    pub fn is_free(&self, name: &str) -> bool {
        !self.taken.contains(name) && !GA_HEADER_PREFIXES.iter().any(|p| name.starts_with(p))
    }

    /// Marks a name decided elsewhere (an external symbol whose spelling other files rely on)
    /// as taken.
    pub fn take(&mut self, name: &str) {
        self.taken.insert(name.to_string());
    }

    /// A new name: `wanted` when free, else `wanted_1`, `wanted_2` … Never the same twice.
    pub fn fresh(&mut self, wanted: &str) -> String {
        let mut name = wanted.to_string();
        let mut k = 0;
        while !self.is_free(&name) {
            k += 1;
            name = format!("{wanted}_{k}");
        }
        self.taken.insert(name.clone());
        name
    }

    /// The unit's one name for `wanted` (the same on every call): for names that every use may
    /// share, such as a helper function's locals or a statement expression's temporaries.
    pub fn fixed(&mut self, wanted: &str) -> String {
        if let Some(n) = self.fixed.get(wanted) {
            return n.clone();
        }
        let n = self.fresh(wanted);
        self.fixed.insert(wanted.to_string(), n.clone());
        n
    }

    /// A name for a local of generated code whose text mentions only the identifiers `used`
    /// (a helper function's parameters and variables): `wanted` unless `used` holds it or it
    /// is a keyword, else `wanted_1` … Added to `used`, so the locals of one scope differ.
    pub fn scoped(wanted: &str, used: &mut HashSet<String>) -> String {
        let mut name = wanted.to_string();
        let mut k = 0;
        while used.contains(&name) || KEYWORDS.contains(&name.as_str()) {
            k += 1;
            name = format!("{wanted}_{k}");
        }
        used.insert(name.clone());
        name
    }

    /// Numbered temporaries that belong together (`upcrt_at3` and `upcrt_val3`): the next
    /// number of the unit's counter at which `stem` + number is free for every stem.
    pub fn numbered<const N: usize>(&mut self, stems: [&str; N]) -> [String; N] {
        loop {
            self.counter += 1;
            let n = self.counter;
            let names = stems.map(|s| format!("{s}{n}"));
            if names.iter().all(|x| self.is_free(x)) {
                for x in &names {
                    self.taken.insert(x.clone());
                }
                return names;
            }
        }
    }

    /// A family of names derived from one base (`g_a`, `a_local`, `a_get` … from `a`): the base
    /// is `wanted` when every `forms(base)` is free, else `wanted_1` … All forms are taken.
    pub fn family(&mut self, wanted: &str, forms: impl Fn(&str) -> Vec<String>) -> String {
        let mut base = wanted.to_string();
        let mut k = 0;
        loop {
            let names = forms(&base);
            if names.iter().all(|x| self.is_free(x)) {
                for x in names {
                    self.taken.insert(x);
                }
                return base;
            }
            k += 1;
            base = format!("{wanted}_{k}");
        }
    }
}

/// Adds the names the lowered expression `e` uses to `used` (the set [`Namer::scoped`] keeps
/// clear), from its tree: its identifiers, and a `Raw` that is one (the target's `THREADS`,
/// `MYTHREAD`; the other `Raw`s spell the runtime's calls and types, names of its reserved
/// name space or keywords, which no scoped name can be). Type names inside (casts, `sizeof`)
/// are not visited: who needs the names of a type collects them from the `Type`
/// (`Lowering::names_of_type`).
pub(crate) fn names_in_expr(e: &Expr, used: &mut HashSet<String>) {
    visit_exprs_in_expr(e, &mut |e| match &e.kind {
        ExprKind::Ident(i) => {
            used.insert(i.name.to_string());
        }
        ExprKind::Raw(text) if is_identifier(text) => {
            used.insert(text.to_string());
        }
        _ => {}
    });
}

/// Whether `s` is a C identifier.
fn is_identifier(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn namer(program: &str, target: UpcTarget) -> (Namer, UserRenames) {
        let ids = ProgramIdentifiers::scan(program);
        let r = UserRenames::new(&ids, target);
        (Namer::new(&ids, &r, target), r)
    }

    #[test]
    fn generated_names_avoid_the_program_and_each_other() {
        let (mut n, _) = namer("int upcrt_val1, t, g_a, a_get;\n", UpcTarget::Upcr);
        assert_eq!(
            n.numbered(["upcrt_at", "upcrt_val"]),
            ["upcrt_at2", "upcrt_val2"]
        );
        assert_eq!(n.fixed("t"), "t_1");
        assert_eq!(n.fixed("t"), "t_1");
        assert_eq!(n.fresh("x"), "x");
        assert_eq!(n.fresh("x"), "x_1");
        let base = n.family("a", |b| vec![format!("g_{b}"), format!("{b}_get")]);
        assert_eq!(base, "a_1");
        assert!(!n.is_free("g_a_1"));
        assert_eq!(n.fresh("int"), "int_1");
    }

    #[test]
    fn user_names_that_meet_the_target_are_renamed() {
        let text = "# 1 \"ga.h\" 1 3\nint GA_Nodeid(void);\n# 3 \"p.upc\" 2\n\
                    typedef double Real; int GA_Nodeid(void); int upcga_x, upcrt_w, pgasu_y, z;\n";
        let (_, r) = namer(text, UpcTarget::Ga);
        assert_eq!(r.rename("Real").as_deref(), Some("pgasu_Real"));
        assert_eq!(r.rename("upcga_x").as_deref(), Some("pgasu_upcga_x"));
        // The other runtime's name space is not the target's.
        assert_eq!(r.rename("upcrt_w"), None);
        assert_eq!(r.rename("pgasu_y").as_deref(), Some("pgasu_pgasu_y"));
        // Declared by a system header the program includes: the same entity, kept.
        assert_eq!(r.rename("GA_Nodeid"), None);
        assert_eq!(r.rename("z"), None);
        let (_, r) = namer(text, UpcTarget::Upcr);
        assert_eq!(r.rename("Real"), None);
        assert_eq!(r.rename("upcrt_w").as_deref(), Some("pgasu_upcrt_w"));
        assert_eq!(r.rename("upcga_x"), None);
        assert_eq!(r.rename("pgasu_y").as_deref(), Some("pgasu_pgasu_y"));
    }

    #[test]
    fn the_names_an_expression_uses_come_from_its_tree() {
        use crate::backend::tree::{binary, call, ident_expr, int_expr, raw, string_expr};
        use pgas_grammar::{BinaryOp, Span};
        // `f(n, "dims v", ((int)upcr_threads())) * THREADS + 4`
        let e = binary(
            BinaryOp::Add,
            binary(
                BinaryOp::Mul,
                call(
                    "f",
                    vec![
                        ident_expr("n"),
                        string_expr("dims v"),
                        raw("((int)upcr_threads())".into(), Span::default()),
                    ],
                ),
                raw("THREADS".into(), Span::default()),
            ),
            int_expr(4),
        );
        let mut used = HashSet::default();
        names_in_expr(&e, &mut used);
        let mut v: Vec<_> = used.iter().cloned().collect();
        v.sort();
        assert_eq!(v, ["THREADS", "f", "n"]);
        assert_eq!(Namer::scoped("n", &mut used), "n_1");
        assert_eq!(Namer::scoped("dims", &mut used), "dims");
    }

    #[test]
    fn literals_and_numbers_hold_no_identifiers() {
        let ids = ProgramIdentifiers::scan("x = \"Real \\\" y\" + 'a' + 1e10f; /* z\n w */ // v\n");
        let mut v: Vec<_> = ids.user.into_iter().collect();
        v.sort();
        assert_eq!(v, ["x"]);
    }
}
