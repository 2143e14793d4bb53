//! Command line of pgas-xlate: the translator itself, and the `cc`/`run`/`trace` subcommands.

use clap::Parser;
use pgas_xlate::cc::{
    compiler_only_flag, linker_only_flag, preprocessor_flag, COMPILER_VALUE_FLAGS,
    FORCED_INCLUDE_FLAGS, PREPROCESSOR_VALUE_FLAGS,
};
use pgas_xlate::driver::{self, exit, Lang, Target, TranslateOptions};
use pgas_xlate::preprocess::{runtime_include_dir, PreprocessOptions};
use std::ffi::OsString;
use std::path::PathBuf;

/// Translate UPC and Global Arrays programs.
#[derive(Parser, Debug)]
#[command(
    name = "pgas-xlate",
    version,
    about = "Source-to-source compiler between UPC, Global Arrays C and the Berkeley UPC runtime interface",
    after_help = "Subcommands (each has --help):\n  \
                  pgas-xlate cc [OPTIONS] FILES…         compiler driver (like upcc; usable as CC in make)\n  \
                  pgas-xlate run -n N PROGRAM ARGS…      launcher (like upcrun)\n  \
                  pgas-xlate trace merge|export|summary|dump …   post-mortem traces of --profile runs\n\
                  Compiler flags (-O…, -g, -W…, -f…, -m…, -std=…, -pthread, -l…, -L…, -Wl,…, -Xlinker, -c, \
                  -MD/-MMD/-MF/-MT/-MQ/-MP) are accepted: -f…, -m…, -std=…, -pthread and -Wp,… reach the preprocessor \
                  (-fopenmp defines _OPENMP), -MD writes a dependency file, the others have no effect on a translation.\n\
                  Exit status: 0 ok, 1 errors in the input, 2 usage, 3 missing toolchain or unimplemented target."
)]
struct Cli {
    /// Input file (`.upc`, `.c`, or preprocessed `.i`).
    file: PathBuf,
    /// Target: c (C to C), upcr (UPC to the Berkeley UPC runtime), ga (UPC to Global Arrays), upc (GA C to UPC).
    #[arg(long = "to", value_enum)]
    to: Target,
    /// Output file; `-` for standard output. Default: next to the input (`prog.upcr.c`, `prog.ga.c`, …).
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
    /// Add a directory to the include path.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Define a macro (`NAME` or `NAME=VALUE`).
    #[arg(short = 'D', value_name = "NAME[=VAL]")]
    define: Vec<String>,
    /// Undefine a macro.
    #[arg(short = 'U', value_name = "NAME")]
    undefine: Vec<String>,
    /// Fix THREADS at compile time (static THREADS); the run must then use N processes.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    threads: Option<u32>,
    /// C compiler whose preprocessor is used (default: $CC unless it is upcc or pgas-xlate, else cc).
    #[arg(long, value_name = "CC")]
    cc: Option<String>,
    /// Preprocess, parse and check only; write nothing.
    #[arg(long)]
    syntax_only: bool,
    /// Do not emit #line directives.
    #[arg(long)]
    no_line_directives: bool,
    /// Language of the input (default: UPC for .upc files and the UPC targets, else C).
    #[arg(short = 'x', value_enum)]
    lang: Option<Lang>,
    /// Language standard: `upc1.3` warns about the thesis' extensions.
    #[arg(long = "std", value_name = "STD")]
    std: Option<String>,
    /// Make the warnings of --std=upc1.3 errors (also spelled -pedantic-errors).
    #[arg(long)]
    pedantic_errors: bool,
    /// Print the contents of library headers instead of their #include lines.
    #[arg(long)]
    expand_headers: bool,
    /// Pointer-to-shared arithmetic and indexing follow the layout of the shared object the
    /// pointer points into, not the block size of its type (an extension: not standard UPC).
    #[arg(long)]
    dynamic_pointers: bool,
    /// Write the run-time bounds checks of accesses to declared shared arrays (compiled in with
    /// -DUPCR_CHECKS, as `pgas-xlate cc --checks` does); --checks=races logs every shared access
    /// for the runtime's data-race checker (LIST: bounds, races, comma-separated).
    #[arg(
        long,
        value_name = "LIST",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "bounds",
        action = clap::ArgAction::Append
    )]
    checks: Vec<String>,
    /// GASP instrumentation of every event except accesses to data of the accessing thread (also --inst).
    #[arg(long, alias = "inst")]
    profile: bool,
    /// GASP instrumentation of every event (also --inst-local).
    #[arg(long, alias = "inst-local")]
    profile_local: bool,
    /// GASP instrumentation of the events listed (symbolic names) in FILE only.
    #[arg(long, value_name = "FILE")]
    profile_only: Option<String>,
    /// Also GASP_C_FUNC events at entry and exit of every function.
    #[arg(long)]
    inst_functions: bool,
    /// No instrumentation in this file.
    #[arg(long)]
    noinst: bool,
    /// How the output of `--to upcr`/`--to ga` is laid out: `reprint` (the lowered program
    /// printed whole) or `source` (the input with the changed constructs rewritten, generated
    /// code in a header beside the output).
    #[arg(long, value_enum, value_name = "LAYOUT", default_value = "reprint")]
    layout: driver::Layout,
    /// Print the origin of each preprocessed token of the program's files (a debugging aid).
    #[arg(long, hide = true)]
    dump_source_map: bool,
}

/// The compiler flags of CFLAGS/LDFLAGS, taken out of the command line before it is parsed:
/// those that change what the preprocessor sees go to it, the dependency-file flags make the
/// preprocessor write one, the rest (optimisation, debugging, warnings, linking) has no stage
/// in a translation and is accepted without effect.
#[derive(Default)]
struct CompilerFlags {
    preprocessor: Vec<String>,
    deps: pgas_xlate::cc::DepFlags,
}

/// Options of the translator that take a value as the next argument.
const VALUE_OPTIONS: [&str; 9] = [
    "-o",
    "-I",
    "-D",
    "-U",
    "-x",
    "--to",
    "--cc",
    "--threads",
    "--profile-only",
];

/// Accepts the single-dash spellings compilers use, and takes the compiler flags out.
fn normalise_args(
    args: impl Iterator<Item = String>,
) -> Result<(Vec<String>, CompilerFlags), String> {
    let mut flags = CompilerFlags::default();
    let mut out = vec![];
    let mut args = args.peekable();
    if let Some(program) = args.next() {
        out.push(program);
    }
    while let Some(a) = args.next() {
        let s = a.as_str();
        match s {
            "-pedantic-errors" => out.push("--pedantic-errors".to_string()),
            "-fsyntax-only" => out.push("--syntax-only".to_string()),
            "-std=upc1.3" | "-std=upc13" => out.push(format!("-{s}")),
            _ if VALUE_OPTIONS.contains(&s) => {
                out.push(a);
                out.extend(args.next());
            }
            _ if PREPROCESSOR_VALUE_FLAGS.contains(&s) || FORCED_INCLUDE_FLAGS.contains(&s) => {
                flags.preprocessor.push(a);
                flags.preprocessor.extend(args.next());
            }
            // The C compiler's alone: a translation does not compile.
            _ if COMPILER_VALUE_FLAGS.contains(&s) => {
                args.next();
            }
            _ if s.starts_with("-M") => {
                let mut next = || args.next();
                match flags.deps.take(s, &mut next) {
                    Some(r) => r?,
                    None => out.push(a),
                }
            }
            // Linking: nothing is linked by a translation.
            "-l" | "-L" | "-Xlinker" => {
                args.next();
            }
            "-c" => {}
            _ if s.starts_with("-l") || s.starts_with("-L") || linker_only_flag(s) => {}
            _ if preprocessor_flag(s) => flags.preprocessor.push(a),
            _ if compiler_only_flag(s) => {}
            _ => out.push(a),
        }
    }
    Ok((out, flags))
}

/// A usage error of the translator's command line: an unknown option in one line naming it,
/// other errors as clap words them; help and version go to standard output.
fn usage_error(e: clap::Error) -> i32 {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if !e.use_stderr() {
        let _ = e.print();
        return exit::OK;
    }
    if e.kind() == ErrorKind::UnknownArgument {
        if let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) {
            eprintln!("error: unknown option `{arg}` (`pgas-xlate --help` lists the options)");
            return exit::USAGE;
        }
    }
    let _ = e.print();
    exit::USAGE
}

/// The command line as the program's name makes it: installed (or linked) as `upcc`, the
/// binary is `pgas-xlate cc -x upc` (every source is UPC, `.c` files too, as upcc reads them);
/// as `upcrun`, it is `pgas-xlate run`.
fn dispatch_on_name(mut argv: Vec<OsString>) -> Vec<OsString> {
    let name = argv
        .first()
        .and_then(|a| std::path::Path::new(a).file_name())
        .map(|n| n.to_string_lossy().into_owned());
    let inserted: &[&str] = match name.as_deref() {
        Some("upcc") => &["cc", "-x", "upc"],
        Some("upcrun") => &["run"],
        _ => &[],
    };
    let at = argv.len().min(1);
    argv.splice(at..at, inserted.iter().map(OsString::from));
    argv
}

fn main() {
    let argv = dispatch_on_name(std::env::args_os().collect());
    let mut args: Vec<String> = argv
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // The translator's and cc's (the arguments of `run` are the program's).
    let passes_on = matches!(args.get(1).map(String::as_str), Some("run" | "trace"));
    let taken = if passes_on {
        Ok(())
    } else {
        pgas_xlate::diagnostics::take_error_format(&mut args)
    };
    if let Err(e) = taken {
        eprintln!("error: {e}");
        std::process::exit(exit::USAGE);
    }
    if args.get(1).map(String::as_str) == Some("run") {
        std::process::exit(pgas_xlate::launcher::run(&argv[2..]));
    }
    if args.get(1).map(String::as_str) == Some("cc") {
        std::process::exit(pgas_xlate::cc::main(&args[2..]));
    }
    if args.get(1).map(String::as_str) == Some("trace") {
        std::process::exit(pgas_xlate::trace::main(&argv[2..]));
    }
    // What `make install` puts beside the binary (not listed: not a user's command).
    if args.get(1).map(String::as_str) == Some("generate") {
        use clap::CommandFactory;
        std::process::exit(pgas_xlate::install::main(&args[2..], Cli::command()));
    }
    if args.len() == 1 {
        print!("{}", pgas_xlate::cc::SUBCOMMANDS);
        std::process::exit(exit::USAGE);
    }
    if args.get(1).map(String::as_str) == Some("help") {
        std::process::exit(pgas_xlate::cc::help_command(
            args.get(2).map(String::as_str),
        ));
    }
    let (args, flags) = match normalise_args(args.into_iter()) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(exit::USAGE);
        }
    };
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => std::process::exit(usage_error(e)),
    };
    let strict_upc13 = match cli.std.as_deref() {
        None => false,
        Some("upc1.3") | Some("upc13") => true,
        Some(other) => {
            eprintln!("error: unknown language standard `{other}` (expected upc1.3)");
            std::process::exit(exit::USAGE);
        }
    };
    // The dependency file names the output as its target, and is named after it.
    let deps = match &cli.output {
        Some(o) if o.as_os_str() != "-" => flags.deps.args(o),
        Some(_) => flags.deps.args(std::path::Path::new(&format!(
            "{}.o",
            cli.file.file_stem().unwrap_or_default().to_string_lossy()
        ))),
        None => flags.deps.args(&cli.to.default_output(&cli.file)),
    };
    let cc = cli
        .cc
        .clone()
        .unwrap_or_else(pgas_xlate::preprocess::system_cc);
    let profile_flags = pgas_xlate::backend::upcr::ProfileFlags {
        profile: cli.profile,
        local: cli.profile_local,
        only: cli.profile_only.clone(),
        functions: cli.inst_functions,
        noinst: cli.noinst,
    };
    let (mut checks, mut races) = (false, false);
    for list in &cli.checks {
        match pgas_xlate::driver::parse_checks(list) {
            Ok((b, r)) => (checks, races) = (checks | b, races | r),
            Err(e) => {
                eprintln!("error: {e}");
                std::process::exit(exit::USAGE);
            }
        }
    }
    let profile = match pgas_xlate::backend::upcr::profile_from_flags(&profile_flags) {
        Ok((p, warnings)) => {
            for w in warnings {
                eprintln!("warning: {w}");
            }
            p
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(exit::USAGE);
        }
    };
    if let Some(i) = deps.iter().position(|a| a == "-MF") {
        let file = std::path::Path::new(&deps[i + 1]);
        if let Err(e) = driver::output_is_not_an_input(file, &[cli.file.as_path()]) {
            eprintln!("error: {e}");
            std::process::exit(exit::USAGE);
        }
    }
    let opts = TranslateOptions {
        input: cli.file,
        target: cli.to,
        output: cli.output,
        preprocess: PreprocessOptions {
            cc,
            include_dirs: cli.include,
            defines: cli.define,
            undefines: cli.undefine,
            upc: false,
            static_threads: cli.threads,
            runtime_include: match runtime_include_dir() {
                Ok(d) => Some(d),
                Err(e) => {
                    eprintln!("error: {e}");
                    std::process::exit(exit::UNAVAILABLE);
                }
            },
            system_dirs: vec![],
            extra_flags: flags.preprocessor.into_iter().chain(deps).collect(),
        },
        syntax_only: cli.syntax_only,
        line_directives: !cli.no_line_directives,
        lang: cli.lang,
        strict_upc13,
        pedantic_errors: cli.pedantic_errors,
        expand_headers: cli.expand_headers,
        profile,
        dynamic_pointers: cli.dynamic_pointers,
        checks,
        races,
        access_texts: false,
        layout: cli.layout,
    };
    if cli.dump_source_map {
        std::process::exit(driver::dump_source_map(&opts));
    }
    std::process::exit(driver::run(&opts));
}
