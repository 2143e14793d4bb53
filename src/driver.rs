//! The translator pipeline: preprocess → parse → check → lower → print, and the output file.

use crate::backend::namer::{Namer, ProgramIdentifiers, UpcTarget, UserRenames};
use crate::diagnostics::{Diagnostic, Renderer};
use crate::preprocess::{preprocess, PreprocessError, PreprocessOptions};
use crate::printer::{print_unit, print_unit_with_includes, IncludePlan, PrintOptions};
use crate::sema::{analyze, SemaOptions};
use pgas_grammar::ParseFailure;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Translation targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Target {
    /// C input to C (identity translation: parse, check, print).
    C,
    /// UPC to C on the Berkeley UPC runtime interface.
    Upcr,
    /// UPC to Global Arrays C.
    Ga,
    /// Global Arrays C to UPC.
    Upc,
}

impl Target {
    pub fn name(self) -> &'static str {
        match self {
            Target::C => "c",
            Target::Upcr => "upcr",
            Target::Ga => "ga",
            Target::Upc => "upc",
        }
    }

    /// Whether the target reads UPC (otherwise C).
    pub fn reads_upc(self) -> bool {
        self.upc_lowering().is_some()
    }

    /// The UPC lowering this translation runs, if it is one of the two (see [`UpcTarget`] and
    /// docs/design-decisions.md on why the two enums).
    pub fn upc_lowering(self) -> Option<UpcTarget> {
        match self {
            Target::Upcr => Some(UpcTarget::Upcr),
            Target::Ga => Some(UpcTarget::Ga),
            Target::C | Target::Upc => None,
        }
    }

    /// The output file name when none is given: `prog.upc` → `prog.upcr.c`.
    pub fn default_output(self, input: &Path) -> PathBuf {
        let stem = input
            .file_stem()
            .map_or("out".into(), |s| s.to_string_lossy().into_owned());
        let name = match self {
            Target::C => format!("{stem}.c"),
            Target::Upcr => format!("{stem}.upcr.c"),
            Target::Ga => format!("{stem}.ga.c"),
            Target::Upc => format!("{stem}.upc"),
        };
        let out = input.with_file_name(&name);
        if out == input {
            let ext = if self == Target::Upc { "upc" } else { "c" };
            input.with_file_name(format!("{stem}.xlate.{ext}"))
        } else {
            out
        }
    }
}

/// Source language of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Lang {
    C,
    Upc,
}

#[derive(Clone, Debug)]
pub struct TranslateOptions {
    pub input: PathBuf,
    pub target: Target,
    /// `None`: next to the input; `Some("-")`: standard output.
    pub output: Option<PathBuf>,
    pub preprocess: PreprocessOptions,
    pub syntax_only: bool,
    pub line_directives: bool,
    /// Overrides the language the extension and target imply.
    pub lang: Option<Lang>,
    pub strict_upc13: bool,
    pub pedantic_errors: bool,
    /// Print the contents of library headers instead of re-emitting their `#include`.
    pub expand_headers: bool,
    /// GASP instrumentation (`--profile`, `--profile-local`, `--profile-only`, `--inst-functions`).
    pub profile: Option<crate::backend::upcr::Profile>,
    /// `--dynamic-pointers`: pointer-to-shared arithmetic follows the layout of the object
    /// pointed into (the thesis' extension; not standard UPC).
    pub dynamic_pointers: bool,
    /// `--checks`: the run-time bounds checks of accesses to declared shared arrays (compiled
    /// in only with UPCR_CHECKS, which `pgas-xlate cc --checks` defines).
    pub checks: bool,
    /// `--checks=races`: every access to shared data is logged for the runtime's data-race
    /// checker (runtime-aux/include/pgas_races.h).
    pub races: bool,
    /// The crash reports' table of the shared accesses' source text (`pgas-xlate cc`).
    pub access_texts: bool,
    /// `--layout=source`: the UPC backends' output is the input with the changed constructs
    /// rewritten (src/layout_source.rs).
    pub layout: Layout,
}

/// How a UPC backend's output is laid out (`--layout`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Layout {
    /// The lowered program printed whole (the default).
    #[default]
    Reprint,
    /// The source file with the constructs the translation changes rewritten, everything
    /// else copied; generated code in a prelude header beside the output.
    Source,
}

/// The prelude header of `--layout=source` for the output `dest`: `prog.ga.c` → `prog.ga.h`.
pub fn prelude_path(dest: &Path) -> PathBuf {
    let name = dest
        .file_name()
        .map_or("out".into(), |n| n.to_string_lossy().into_owned());
    let stem = name.strip_suffix(".c").unwrap_or(&name);
    dest.with_file_name(format!("{stem}.h"))
}

/// The checks a `--checks=LIST` names (`bounds`, `races`, comma-separated; `--checks` alone
/// is `bounds`): (bounds, races).
pub fn parse_checks(list: &str) -> Result<(bool, bool), String> {
    let (mut bounds, mut races) = (false, false);
    for c in list.split(',') {
        match c {
            "bounds" => bounds = true,
            "races" => races = true,
            _ => {
                return Err(format!(
                    "unknown check `{c}` in `--checks={list}` (bounds, races)"
                ))
            }
        }
    }
    Ok((bounds, races))
}

/// Exit statuses of the translator.
pub mod exit {
    pub const OK: i32 = 0;
    pub const DIAGNOSTICS: i32 = 1;
    pub const USAGE: i32 = 2;
    pub const UNAVAILABLE: i32 = 3;
}

/// What a translation produced: the output text (when it got that far), the rendered
/// diagnostics, and the exit status.
pub struct Outcome {
    pub output: Option<String>,
    /// `--layout=source`: the prelude header to write beside the output (`prelude_path`).
    pub prelude: Option<String>,
    /// `--layout=source`: the program's headers translated as their own files, each to write
    /// beside the output under its name (`layout_source::Layout::headers`).
    pub headers: Vec<(String, String)>,
    pub messages: String,
    pub status: i32,
}

impl Outcome {
    fn fail(messages: String, status: i32) -> Outcome {
        Outcome {
            output: None,
            prelude: None,
            headers: vec![],
            messages,
            status,
        }
    }
}

/// The language of the input: UPC for `.upc` files and for the UPC targets.
pub fn input_lang(input: &Path, target: Target, lang: Option<Lang>) -> Lang {
    lang.unwrap_or_else(|| {
        let upc_ext = input.extension().is_some_and(|e| e == "upc" || e == "upci");
        if upc_ext || target.reads_upc() {
            Lang::Upc
        } else {
            Lang::C
        }
    })
}

/// The input preprocessed as the translation reads it, with the preprocessor's options.
fn preprocessed(opts: &TranslateOptions) -> Result<(String, PreprocessOptions), Outcome> {
    let lang = input_lang(&opts.input, opts.target, opts.lang);
    let upc = lang == Lang::Upc;
    let mut pp = opts.preprocess.clone();
    pp.upc = upc;
    if upc && opts.profile.is_some() {
        // pupc.h declares the user-event functions (the translator turns them into gasp_* calls).
        pp.defines.push("__UPC_PUPC__=1".into());
    }
    if opts.target != Target::C && !crate::backend::upc::mpi::has_mpi_header(&pp.system_dirs) {
        // GA programs include <mpi.h> (GA's armci.h does too; a UPC program may call GA under
        // `--to ga`), and so do UPC programs that call MPI: it lives in the MPI compiler's
        // include folders (`cc` gives those of the MPI it builds with).
        pp.system_dirs
            .extend(crate::backend::upc::mpi::include_dirs());
    }
    if opts.target == Target::Upc {
        // Headers of GA's companions that GA 5.8 does not install (TCGMSG's `sndrcv.h`,
        // `tcgmsg.h`): the GA-on-UPC library's, searched after every other folder.
        if let Some(ga_upc) = pp
            .runtime_include
            .as_ref()
            .and_then(|d| d.parent())
            .map(|d| d.join("ga-upc"))
            .filter(|d| d.is_dir())
        {
            pp.extra_flags.push("-idirafter".into());
            pp.extra_flags.push(ga_upc.to_string_lossy().into_owned());
        }
    }
    let text = match preprocess(&opts.input, &pp) {
        Ok(t) => t,
        Err(PreprocessError::MissingCompiler(cc, e)) => {
            return Err(Outcome::fail(
                format!("error: cannot run the C preprocessor `{cc}`: {e}\n  = help: install a C compiler or name one with --cc or CC\n"),
                exit::UNAVAILABLE,
            ))
        }
        Err(PreprocessError::Failed(m)) => return Err(Outcome::fail(format!("error: {m}\n"), exit::DIAGNOSTICS)),
    };
    Ok((text, pp))
}

/// `--dump-source-map` (a debugging aid, not listed): the origin of each preprocessed token
/// of the program's own files (src/source_map.rs) on standard output.
pub fn dump_source_map(opts: &TranslateOptions) -> i32 {
    let (text, _) = match preprocessed(opts) {
        Ok(t) => t,
        Err(failure) => {
            eprint!("{}", failure.messages);
            return failure.status;
        }
    };
    let read = |name: &str| {
        let path = Path::new(name);
        (!name.starts_with('<') && path.is_file())
            .then(|| pgas_grammar::encoding::read_file(path).ok())
            .flatten()
    };
    let main = opts.input.to_string_lossy();
    let map = crate::source_map::SourceMap::build(&text, &main, &read);
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(map.dump(&text).as_bytes())
        .and_then(|_| stdout.flush())
    {
        Ok(()) => exit::OK,
        Err(_) => exit::DIAGNOSTICS,
    }
}

/// Runs the pipeline up to the output text, without writing anything.
pub fn translate(opts: &TranslateOptions) -> Outcome {
    let (text, pp) = match preprocessed(opts) {
        Ok(t) => t,
        Err(failure) => return failure,
    };
    let upc = pp.upc;
    let file_name = opts.input.to_string_lossy().into_owned();
    // The UPC backends: the program's identifiers seed the Namer; its own identifiers that meet
    // the target's headers get names of their own (src/backend/namer.rs).
    let name_target = opts.target.upc_lowering();
    let ids = name_target.map(|_| ProgramIdentifiers::scan(&text));
    let mut renames = match (&ids, name_target) {
        (Some(ids), Some(t)) => Some(UserRenames::new(ids, t)),
        _ => None,
    };
    let sema_opts = SemaOptions {
        upc,
        c_only_target: (!upc || opts.target == Target::C).then(|| opts.target.name().to_string()),
        static_threads: opts.preprocess.static_threads,
        strict_upc13: opts.strict_upc13,
        pedantic_errors: opts.pedantic_errors,
    };
    let mut parsed = match parse_for(opts.target, &text, upc, &file_name, renames.as_ref()) {
        Ok(p) => p,
        Err(failure) => {
            let macros = crate::preprocess::macro_definitions(&opts.input, &pp);
            let messages = syntax_errors(*failure, &text, &sema_opts, &macros);
            return Outcome::fail(messages, exit::DIAGNOSTICS);
        }
    };
    let mut analysis = analyze(
        &parsed.unit,
        parsed.expr_count,
        &parsed.line_map,
        &sema_opts,
    );
    // `--to ga`: a shared object with external linkage owns the external symbols `g_<name>` and
    // `<name>_local`; a program identifier that meets one is renamed, and the file read again.
    if let (Some(ids), Some(r)) = (&ids, renames.as_mut()) {
        if opts.target == Target::Ga && !analysis.diagnostics.iter().any(Diagnostic::is_error) {
            let clashes = crate::backend::ga::external_names(&parsed.unit, &analysis);
            if r.add_clashes(ids, &clashes) {
                // The renaming keeps every token's kind, so the text parses again; were it not
                // to, the first reading stays.
                if let Ok(p) = parse_for(opts.target, &text, upc, &file_name, Some(r)) {
                    parsed = p;
                    analysis = analyze(
                        &parsed.unit,
                        parsed.expr_count,
                        &parsed.line_map,
                        &sema_opts,
                    );
                }
            }
        }
    }
    let mut renderer = Renderer::new(&parsed.line_map, &text);
    let messages: String = analysis
        .diagnostics
        .iter()
        .map(|d| renderer.render(d))
        .collect();
    if analysis.diagnostics.iter().any(Diagnostic::is_error) {
        return Outcome::fail(messages, exit::DIAGNOSTICS);
    }
    // `--to upc` checks the GA and MPI calls against its tables even with --syntax-only.
    let mut messages = messages;
    let upc_lowered = (opts.target == Target::Upc)
        .then(|| crate::backend::upc::lower(&parsed.unit, &analysis, &parsed.line_map))
        .map(|lowered| {
            lowered.map(|(unit, warnings)| {
                messages.extend(warnings.iter().map(|d| renderer.render(d)));
                unit
            })
        });
    if let Some(Err(diags)) = &upc_lowered {
        let more: String = diags.iter().map(|d| renderer.render(d)).collect();
        return Outcome::fail(format!("{messages}{more}"), exit::DIAGNOSTICS);
    }
    if opts.syntax_only {
        return Outcome {
            output: None,
            prelude: None,
            headers: vec![],
            messages,
            status: exit::OK,
        };
    }
    match opts.target {
        Target::C => {
            let output = print_unit(
                &parsed.unit,
                PrintOptions {
                    line_map: &parsed.line_map,
                    line_directives: opts.line_directives,
                    collapse_system_headers: !opts.expand_headers,
                },
            );
            Outcome {
                output: Some(output),
                prelude: None,
                headers: vec![],
                messages,
                status: exit::OK,
            }
        }
        _ => {
            // The UPC backends: lower, then print with the target's header rewriting.
            let namer = || match (&ids, &renames, name_target) {
                (Some(ids), Some(r), Some(t)) => Namer::new(ids, r, t),
                _ => Namer::default(),
            };
            type Rewrite = fn(&str) -> Option<String>;
            let (lowered, rewrite): (Result<_, Vec<Diagnostic>>, Rewrite) = match name_target {
                Some(t) => (
                    crate::backend::lower(
                        t,
                        &parsed.unit,
                        &analysis,
                        &parsed.line_map,
                        &crate::backend::LowerOptions {
                            static_threads: opts.preprocess.static_threads,
                            file_tag: crate::backend::common::file_tag(&opts.input),
                            profile: opts.profile.clone(),
                            dynamic_pointers: opts.dynamic_pointers,
                            checks: opts.checks,
                            races: opts.races,
                            access_texts: opts.access_texts,
                        },
                        namer(),
                    ),
                    match t {
                        UpcTarget::Upcr => crate::backend::upcr::include_rewrite,
                        UpcTarget::Ga => crate::backend::ga::include_rewrite,
                    },
                ),
                None => (
                    upc_lowered.expect("lowered above"),
                    crate::backend::upc::include_rewrite,
                ),
            };
            let unit = match lowered {
                Ok(unit) => unit,
                Err(diags) => {
                    let more: String = diags.iter().map(|d| renderer.render(d)).collect();
                    return Outcome::fail(format!("{messages}{more}"), exit::DIAGNOSTICS);
                }
            };
            let print = || {
                let plan = IncludePlan::with_rewrite(&parsed.line_map, &rewrite);
                print_unit_with_includes(
                    &unit,
                    PrintOptions {
                        line_map: &parsed.line_map,
                        line_directives: opts.line_directives,
                        collapse_system_headers: !opts.expand_headers,
                    },
                    plan,
                )
            };
            let (output, prelude, headers) = if opts.layout == Layout::Source {
                let dest = output_path(opts);
                let prelude_name = (dest.as_os_str() != "-").then(|| {
                    prelude_path(&dest)
                        .file_name()
                        .map_or(String::new(), |n| n.to_string_lossy().into_owned())
                });
                let macros = || crate::preprocess::macro_definitions(&opts.input, &pp);
                let mut configuration = match opts.preprocess.static_threads {
                    Some(n) => format!("THREADS {n}"),
                    None => "THREADS dynamic".to_string(),
                };
                for d in &opts.preprocess.defines {
                    configuration.push_str(&format!(", -D{}", d.replace("*/", "* /")));
                }
                let input = crate::layout_source::LayoutInput {
                    pp: &text,
                    main: &file_name,
                    original: &parsed.unit,
                    lowered: &unit,
                    line_map: &parsed.line_map,
                    line_directives: opts.line_directives,
                    rewrite: &rewrite,
                    prelude_name: prelude_name.as_deref(),
                    macros: &macros,
                    library_dir: pp.runtime_include.as_deref(),
                    configuration: &configuration,
                    target_tag: opts.target.name(),
                };
                // The file, and each header translated as its own file, is kept where the
                // translation leaves it: the names it spells must be the output's too.
                // `--to upc` renames the C program's names in UPC's name space as it reads them
                // (`rename_reserved`): those its preprocessed text spells.
                let c_renamed: Vec<String> = if opts.target == Target::Upc {
                    let mut words: Vec<String> = text
                        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                        .filter(|w| crate::backend::upc::rename_reserved(w).is_some())
                        .map(str::to_string)
                        .collect();
                    words.sort();
                    words.dedup();
                    words
                } else {
                    vec![]
                };
                let renamed_in = |file: &Path| {
                    renames
                        .as_ref()
                        .and_then(|r| crate::layout_source::renamed_in_source(file, r.renamed()))
                        .or_else(|| crate::layout_source::spelled_in_source(file, c_renamed.iter()))
                };
                let laid = renamed_in(&opts.input)
                    .map_or_else(|| crate::layout_source::layout(&input), Err)
                    .and_then(|l| {
                        match l
                            .headers
                            .iter()
                            .find_map(|(_, _, h)| renamed_in(Path::new(h)))
                        {
                            Some(why) => Err(why),
                            None => Ok(l),
                        }
                    });
                match laid {
                    Ok(l) => (
                        l.text,
                        l.prelude,
                        l.headers.into_iter().map(|(n, t, _)| (n, t)).collect(),
                    ),
                    Err(why) => {
                        let note = format!(
                            "/* pgas-xlate: --layout=source is not done for this file ({}); this is the reprint. */\n",
                            why.replace("*/", "* /")
                        );
                        (note + &print(), None, vec![])
                    }
                }
            } else {
                (print(), None, vec![])
            };
            Outcome {
                output: Some(output),
                prelude,
                headers,
                messages,
                status: exit::OK,
            }
        }
    }
}

/// Where the output of a translation goes (`-` for standard output).
fn output_path(opts: &TranslateOptions) -> PathBuf {
    opts.output
        .clone()
        .unwrap_or_else(|| opts.target.default_output(&opts.input))
}

/// The report of a text with syntax errors: each error the parser recovered from, and the
/// diagnostics of the checks on the rest of the program (the tree read with the broken pieces
/// left out), except those in a top-level declaration or function an error touched (they may
/// only follow from it: a declaration left out makes its names undeclared), in text order.
fn syntax_errors(
    failure: ParseFailure,
    text: &str,
    sema_opts: &SemaOptions,
    macros: &crate::preprocess::Macros,
) -> String {
    let ParseFailure {
        error,
        more,
        truncated,
        line_map,
        recovered,
    } = failure;
    let mut diags: Vec<Diagnostic> = std::iter::once(error)
        .chain(more)
        .map(|e| {
            let d = Diagnostic::error(e.code, e.span, e.message);
            if e.expected.is_empty() {
                d
            } else {
                d.with_note(format!("expected {}", summarize_expected(&e.expected)))
            }
        })
        .collect();
    if let Some(r) = recovered.filter(|_| !truncated) {
        let items: Vec<pgas_grammar::Span> = r.unit.items.iter().map(|i| i.span()).collect();
        let mut damaged: Vec<pgas_grammar::Span> = Vec::new();
        for d in &r.damaged {
            damaged.extend(items.iter().filter(|i| i.lo <= d.hi && d.lo <= i.hi));
            // The declaration the parse went on in after the error.
            damaged.extend(items.iter().find(|i| i.lo >= d.hi));
        }
        let analysis = analyze(&r.unit, r.expr_count, &line_map, sema_opts);
        diags.extend(analysis.diagnostics.into_iter().filter(|d| {
            !damaged
                .iter()
                .any(|i| i.lo <= d.span.lo && d.span.lo <= i.hi)
        }));
        diags.sort_by_key(|d| d.span.lo);
    }
    let mut renderer = Renderer::new(&line_map, text).with_macros(macros);
    let mut messages: String = diags.iter().map(|d| renderer.render(d)).collect();
    if truncated {
        messages.push_str(&format!(
            "error: {} syntax errors reported; the rest of the file is not read\n",
            pgas_grammar::MAX_ERRORS
        ));
    }
    messages
}

/// Parses the preprocessed text with the renaming of the target: `--to upc` gives the C
/// program's identifiers in UPC's name space names of their own, the UPC backends rename the
/// program's identifiers that meet their headers (`renames`).
fn parse_for(
    target: Target,
    text: &str,
    upc: bool,
    file_name: &str,
    renames: Option<&UserRenames>,
) -> Result<pgas_grammar::Parsed, Box<ParseFailure>> {
    let user = renames.cloned().map(|r| move |n: &str| r.rename(n));
    let rename: Option<&pgas_grammar::lexer::Rename> = match (&user, target) {
        (_, Target::Upc) => Some(&crate::backend::upc::rename_reserved),
        (Some(f), _) => Some(f),
        _ => None,
    };
    pgas_grammar::parse_renaming(text, upc, file_name, rename)
}

/// The tokens a parser expected, the most telling first, at most a dozen.
fn summarize_expected(expected: &[String]) -> String {
    const FIRST: [&str; 9] = [
        "`;`",
        "`)`",
        "`]`",
        "`}`",
        "`,`",
        "`:`",
        "`=`",
        "`{`",
        "identifier",
    ];
    let mut list: Vec<&str> = FIRST
        .iter()
        .copied()
        .filter(|t| expected.iter().any(|e| e == t))
        .collect();
    list.extend(
        expected
            .iter()
            .map(String::as_str)
            .filter(|e| !FIRST.contains(e)),
    );
    if list.len() > 12 {
        list.truncate(6);
        list.push("…");
    }
    list.join(", ")
}

/// Runs the translator as the command line does: diagnostics to stderr, the output written
/// atomically (a temporary file renamed into place, so no half-written file is ever left).
pub fn run(opts: &TranslateOptions) -> i32 {
    let dest = output_path(opts);
    if !opts.syntax_only && dest.as_os_str() != "-" {
        let mut outputs = vec![dest.clone()];
        if opts.layout == Layout::Source {
            outputs.push(prelude_path(&dest));
        }
        for out in &outputs {
            if let Err(e) = output_is_not_an_input(out, &[opts.input.as_path()]) {
                eprintln!("error: {e}");
                return exit::USAGE;
            }
        }
    }
    let outcome = translate(opts);
    eprint!("{}", outcome.messages);
    let Some(text) = outcome.output else {
        return outcome.status;
    };
    if dest.as_os_str() == "-" {
        let mut stdout = std::io::stdout().lock();
        if stdout
            .write_all(&pgas_grammar::encoding::encode(&text))
            .and_then(|_| stdout.flush())
            .is_err()
        {
            return exit::DIAGNOSTICS;
        }
        return outcome.status;
    }
    // The headers first: an output is never left that includes a header not written.
    let folder = dest.parent().unwrap_or(Path::new(""));
    for (name, text) in &outcome.headers {
        let path = folder.join(name);
        if let Err(e) = output_is_not_an_input(&path, &[opts.input.as_path()]) {
            eprintln!("error: {e}");
            return exit::USAGE;
        }
        let made = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => std::fs::create_dir_all(d),
            _ => Ok(()),
        };
        if let Err(e) = made.and_then(|_| write_atomically(&path, text)) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return exit::DIAGNOSTICS;
        }
    }
    if let Some(prelude) = &outcome.prelude {
        let path = prelude_path(&dest);
        if let Err(e) = write_atomically(&path, prelude) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return exit::DIAGNOSTICS;
        }
    }
    match write_atomically(&dest, &text) {
        Ok(()) => outcome.status,
        Err(e) => {
            eprintln!("error: cannot write {}: {e}", dest.display());
            exit::DIAGNOSTICS
        }
    }
}

/// Whether `a` and `b` are the same file: the same device and inode, so another spelling
/// (`./x`, `dir/../x`), a symbolic link or a hard link is recognised. A path that does not
/// exist is no file.
pub fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// Refuses an output path that names one of the inputs (checked before anything is written),
/// as C compilers do.
pub fn output_is_not_an_input(output: &Path, inputs: &[&Path]) -> Result<(), String> {
    match inputs.iter().find(|i| same_file(output, i)) {
        Some(input) => Err(format!(
            "the output file `{}` is the input file `{}`; nothing written",
            output.display(),
            input.display()
        )),
        None => Ok(()),
    }
}

/// Writes `text` to `dest` through a temporary file in the same folder renamed into place, so
/// that no half-written file is ever seen. The file gets the mode a compiler gives its outputs
/// (0666 less the umask). Errors name no temporary file: the cause only (the caller names `dest`).
pub fn write_atomically(dest: &Path, text: &str) -> std::io::Result<()> {
    use std::os::unix::fs::OpenOptionsExt;
    let tmp = staging_path(dest);
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o666)
        .open(&tmp)
        .and_then(|mut f| {
            // Bytes of a legacy encoding in the input come back as they were.
            let r = f.write_all(&pgas_grammar::encoding::encode(text));
            if r.is_err() {
                let _ = std::fs::remove_file(&tmp);
            }
            r
        });
    written?;
    move_into_place(&tmp, dest)
}

/// Where an output for `dest` is written before [`move_into_place`]: beside it (so the rename
/// stays on one file system), or in the temporary folder when `dest` is a device or a pipe;
/// a name no other call of this process gets.
pub fn staging_path(dest: &Path) -> PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static SERIAL: AtomicU32 = AtomicU32::new(0);
    let serial = SERIAL.fetch_add(1, Ordering::Relaxed);
    let name = dest
        .file_name()
        .map_or("out".into(), |n| n.to_string_lossy().into_owned());
    let name = format!(".{name}.pgas-xlate-{}-{serial}", std::process::id());
    if is_special_file(dest) {
        std::env::temp_dir().join(name)
    } else {
        dest.with_file_name(name)
    }
}

/// Whether `path` names an existing file that is neither regular nor a folder.
fn is_special_file(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// Puts the finished file `tmp` at `dest`: renamed over it, unless `dest` is a device, a pipe or
/// a socket (`-o /dev/null`, `-o /dev/stdout`), which is written through instead of replaced
/// (renaming would put a regular file in place of the device). `tmp` is gone afterwards.
pub fn move_into_place(tmp: &Path, dest: &Path) -> std::io::Result<()> {
    let special = is_special_file(dest);
    let moved = if special {
        std::fs::OpenOptions::new()
            .write(true)
            .open(dest)
            .and_then(|mut out| std::io::copy(&mut std::fs::File::open(tmp)?, &mut out))
            .map(|_| ())
    } else {
        std::fs::rename(tmp, dest)
    };
    if special || moved.is_err() {
        let _ = std::fs::remove_file(tmp);
    }
    moved
}
