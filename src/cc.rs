//! `pgas-xlate cc`: the compiler driver, usable as `CC` in make and CMake.
//!
//! UPC files are translated in-process (`--to upcr`), everything is compiled with the MPI C
//! compiler (`$MPICC`, else the wrapper of the MPI chosen by `--mpi`/`PGAS_XLATE_MPI` or found
//! installed: [`crate::mpi`]), and programs are linked with the runtime library, which is built
//! on first use into a cache keyed by the compiler, the MPI, the flags that change its code and
//! the runtime's sources (see [`runtime_library`]).

use crate::driver::{self, exit, Lang, Target, TranslateOptions};
use crate::preprocess::{runtime_include_dir, PreprocessOptions};
use crate::runtime_files;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The runtime's sources (`runtime-aux/upcr`, the GASP tool of `runtime-aux/gasp`, and the
/// headers of `runtime-aux/include` they include), embedded so that an installed binary needs
/// no source tree ([`runtime_files`]).
fn runtime_sources() -> Vec<(&'static str, &'static str)> {
    let mut v = runtime_files::with_included_headers(runtime_files::under(&["upcr", "gasp"]));
    v.push((
        "README",
        "pgas-xlate runtime library (built by `pgas-xlate cc`)\n",
    ));
    v.push(("VERSION", env!("CARGO_PKG_VERSION")));
    v
}

/// The auxiliary library of `--to ga` programs (`runtime-aux/ga-aux`, with the GASP tool and
/// the headers it includes), embedded like the runtime.
fn ga_aux_sources() -> Vec<(&'static str, &'static str)> {
    let mut v = runtime_files::with_included_headers(runtime_files::under(&["ga-aux", "gasp"]));
    v.push(("VERSION", env!("CARGO_PKG_VERSION")));
    v
}

/// The GA-on-UPC library (`runtime-aux/ga-upc`) that `--to upc` programs call: UPC sources,
/// translated with `--to upcr` when the library is built, and the headers that replace GA's.
fn ga_upc_sources() -> Vec<(&'static str, &'static str)> {
    let mut v = runtime_files::under(&["ga-upc"]);
    v.push(("VERSION", env!("CARGO_PKG_VERSION")));
    v
}

/// What the driver was asked to do.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CcOptions {
    pub target: Option<Target>,
    pub compile_only: bool,
    /// `-S`: assembly of each input (`STEM.s`), with `compile_only`.
    pub assembly: bool,
    /// `-E`: the preprocessed inputs, on standard output or in `-o`.
    pub preprocess_only: bool,
    /// `-trans`: stop after translating (`STEM.upcr.c` or `STEM.ga.c`, or `-o`).
    pub translate_only: bool,
    /// `-v` (1): print every command run; `-vv` (2): and the C compiler's own `-v`.
    pub verbose: u8,
    /// `-version`, `--version`.
    pub version: bool,
    pub output: Option<PathBuf>,
    pub threads: Option<u32>,
    /// `-O…`, `-g`, and other flags for the C compiler (`-f…`, `-W…`, `-m…`, `-std=…`).
    pub cflags: Vec<String>,
    /// `-I`, `-D`, `-U`, in order (translation and C compilation).
    pub include: Vec<PathBuf>,
    pub defines: Vec<String>,
    pub undefines: Vec<String>,
    /// `-L…`, `-l…`, `-Wl,…` and other link arguments, in order.
    pub link_args: Vec<String>,
    pub inputs: Vec<(PathBuf, Option<Lang>)>,
    pub save_temps: bool,
    pub checks: bool,
    /// `--ga`: link the GA-on-UPC library even when no input includes GA's headers (a link of
    /// objects only); implied by `--to upc` and by a UPC input that includes `ga.h`.
    pub ga_upc: bool,
    pub shared_heap: Option<String>,
    /// The profile options (`--profile`, `--profile-local`, `--profile-only`, `--inst-functions`,
    /// `--noinst`), typed.
    pub profile: crate::backend::upcr::ProfileFlags,
    /// `--trace-buffer-size`: the tracing tool's per-thread buffer size (link time).
    pub trace_buffer_size: Option<String>,
    /// What `profile` asks the translator for.
    pub profile_settings: Option<crate::backend::upcr::Profile>,
    /// `--dynamic-pointers` (translation option, see the user guide).
    pub dynamic_pointers: bool,
    /// Flags that also change what the preprocessor of the translation sees (`-fopenmp`
    /// defines `_OPENMP`, `-m…`, `-std=…`, `-pthread`, `-Wp,…`); they are in `cflags` too.
    pub ppflags: Vec<String>,
    /// `-include`/`-imacros` with their files (also in `ppflags`): for the C files compiled
    /// as they are, since a translated file already holds what they bring in.
    pub forced_includes: Vec<String>,
    /// `-MD`/`-MMD`, `-MF`, `-MT`/`-MQ`, `-MP`: dependency files.
    pub deps: DepFlags,
    /// `--mpi openmpi|mpich` (checked when parsed).
    pub mpi: Option<String>,
    /// `--help`/`-h`.
    pub help: bool,
}

/// The dependency-file flags (`-MD`, `-MMD`, `-MF FILE`, `-MT`/`-MQ TARGET`, `-MP`), given to
/// the stage that reads the user's source: the preprocessor of the translation for UPC input
/// (so the file names the `.upc` file and its headers), the C compiler for C input.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DepFlags {
    /// `-MD` or `-MMD` (the latter leaves system headers out); `None`: no dependency file.
    pub kind: Option<&'static str>,
    pub file: Option<PathBuf>,
    /// `-MT`/`-MQ` and their targets, in order.
    pub targets: Vec<(String, String)>,
    pub phony: bool,
}

impl DepFlags {
    /// Takes `a` when it is a dependency flag (`next` gives the value of `-MF`, `-MT`, `-MQ`):
    /// `None` when it is not one, `Some(Err)` when its value is missing.
    pub fn take(
        &mut self,
        a: &str,
        next: &mut dyn FnMut() -> Option<String>,
    ) -> Option<Result<(), String>> {
        let mut value = |flag: &str, joined: &str| -> Result<String, String> {
            if joined.is_empty() {
                next().ok_or_else(|| format!("`{flag}` needs a value"))
            } else {
                Ok(joined.to_string())
            }
        };
        match a {
            "-MD" | "-MMD" => self.kind = Some(if a == "-MD" { "-MD" } else { "-MMD" }),
            "-MP" => self.phony = true,
            _ if a.starts_with("-MF") => match value("-MF", &a[3..]) {
                Ok(v) => self.file = Some(PathBuf::from(v)),
                Err(e) => return Some(Err(e)),
            },
            _ if a.starts_with("-MT") || a.starts_with("-MQ") => match value(&a[..3], &a[3..]) {
                Ok(v) => self.targets.push((a[..3].to_string(), v)),
                Err(e) => return Some(Err(e)),
            },
            _ => return None,
        }
        Some(Ok(()))
    }

    /// The flags for one input compiled to `object`: the file defaults to the object's name
    /// with `.d`, the target to the object.
    pub fn args(&self, object: &Path) -> Vec<String> {
        let Some(kind) = self.kind else {
            return vec![];
        };
        let file = self
            .file
            .clone()
            .unwrap_or_else(|| object.with_extension("d"));
        let mut v = vec![
            kind.to_string(),
            "-MF".into(),
            file.to_string_lossy().into_owned(),
        ];
        if self.targets.is_empty() {
            v.extend(["-MT".into(), object.to_string_lossy().into_owned()]);
        }
        for (flag, t) in &self.targets {
            v.extend([flag.clone(), t.clone()]);
        }
        if self.phony {
            v.push("-MP".into());
        }
        v
    }
}

/// Preprocessor flags taking a value as the next argument, other than `-I`/`-D`/`-U`: they
/// reach the translation's preprocessor and the C compiler.
pub const PREPROCESSOR_VALUE_FLAGS: [&str; 4] =
    ["-isystem", "-iquote", "-idirafter", "-Xpreprocessor"];

/// Forced includes (`-include FILE`, `-imacros FILE`): the translation's preprocessor only,
/// since the translated file already holds what they bring in (a second inclusion by the C
/// compiler would declare everything twice).
pub const FORCED_INCLUDE_FLAGS: [&str; 2] = ["-include", "-imacros"];

/// Flags of the C compiler alone that take a value as the next argument.
pub const COMPILER_VALUE_FLAGS: [&str; 2] = ["--param", "-Xassembler"];

/// Flags of the linker alone (no value).
pub fn linker_only_flag(a: &str) -> bool {
    matches!(
        a,
        "-rdynamic" | "-static" | "-s" | "-static-libgcc" | "-pie" | "-no-pie"
    ) || a.starts_with("-Wl,")
}

/// A C compiler flag that also changes what the preprocessor sees: `-fopenmp` (`_OPENMP`) and
/// the other `-f…`, `-m…`, `-std=…`, `-pthread`, `-ansi`, `-Wp,…`.
pub fn preprocessor_flag(a: &str) -> bool {
    a.starts_with("-f")
        || a.starts_with("-m")
        || a.starts_with("-std=")
        || a.starts_with("-Wp,")
        || a == "-pthread"
        || a == "-ansi"
        || a == "-undef"
        || a == "-nostdinc"
}

/// A flag of the C compiler only: optimisation, debugging, warnings (`-Wl,` is the linker's).
pub fn compiler_only_flag(a: &str) -> bool {
    (a.starts_with("-O")
        || a.starts_with("-g")
        || a.starts_with("-W")
        || a.starts_with("--param=")
        || a == "-pedantic"
        || a == "-pipe"
        || a == "-v"
        || a == "-w")
        && !a.starts_with("-Wl,")
}

/// Options the driver cannot honour, with the reason (one line each).
const UNSUPPORTED: [(&str, &str); 6] = [
    (
        "-M",
        "dependency output without compiling is not produced; use -MD",
    ),
    (
        "-MM",
        "dependency output without compiling is not produced; use -MMD",
    ),
    (
        "-shared",
        "a UPC program cannot be a shared library (the runtime owns `main`)",
    ),
    (
        "-m32",
        "the runtime library is built for the compiler's default ABI",
    ),
    (
        "-mx32",
        "the runtime library is built for the compiler's default ABI",
    ),
    (
        "-m16",
        "the runtime library is built for the compiler's default ABI",
    ),
];

/// The help of `pgas-xlate cc`.
pub const HELP: &str = "\
usage: pgas-xlate cc [OPTIONS] FILES…
Compile and link UPC (.upc), C (.c) and object (.o, .a, .so) files into a UPC program.

Translation:
  --to upcr|ga|upc         target: upcr (default, our UPC runtime), ga (Global Arrays), upc
                           (the .c inputs are GA C programs, run over the GA-on-UPC library)
  -T N, -T=N, --threads N  static THREADS (also -fupc-threads N, upcc's spelling)
  -x upc|c|none            language of the files after it
  --ga                     link the GA-on-UPC library
  --dynamic-pointers       pointer-to-shared arithmetic follows the object's layout
  --checks                 check every shared access against the bounds of its object
  --profile, --profile-local, --profile-only FILE, --inst, --inst-local, --inst-functions,
  --noinst                 GASP instrumentation (tracing)
  --trace-buffer-size SIZE the tracing tool's buffer per thread (link time)
  -shared-heap=SIZE, --shared-heap SIZE
                           default shared memory per thread (e.g. 256MB)
  --save-temps             keep the translated files next to the output
  --mpi openmpi|mpich      the MPI to build with (default: $PGAS_XLATE_MPI, else the one
                           installed, else the system's mpicc); `pgas-xlate run` follows it
Compilation (as a C compiler takes them):
  -c                       compile only (one .o per input, or -o OUT for one input)
  -o OUT                   output file (default a.out, or FILE.o with -c)
  -I DIR, -D NAME[=VAL], -U NAME, -isystem DIR, -iquote DIR, -idirafter DIR,
  -Xpreprocessor ARG, -undef, -nostdinc
                           preprocessor (translation and C compilation)
  -include FILE, -imacros FILE
                           forced includes (the translation; its output holds them)
  -O0..-O3, -Os, -g…, -W…, -w, -pedantic, -std=…, -f…, -m…, -pthread, -Wp,…, -Wa,…,
  -Xassembler ARG, --param NAME=VAL, -pipe, -v
                           C compiler (-f…, -m…, -std=…, -pthread, -Wp,… also reach the
                           translation's preprocessor: -fopenmp defines _OPENMP)
  -MD, -MMD, -MF FILE, -MT T, -MQ T, -MP
                           dependency files naming your sources and headers
  -L DIR, -l LIB, -Wl,…, -Xlinker ARG, -rdynamic, -static, -static-libgcc, -s, -pie,
  -no-pie                  linker
  -h, --help               this help
Exit status: 0 ok, 1 errors in the input (or the C compiler's status), 2 usage, 3 missing toolchain.
";

/// Parses the command line after `cc`.
pub fn parse_args(args: &[String]) -> Result<CcOptions, String> {
    let mut o = CcOptions::default();
    let mut lang: Option<Lang> = None;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let value = |i: &mut usize, flag: &str| -> Result<String, String> {
            *i += 1;
            args.get(*i)
                .cloned()
                .ok_or_else(|| format!("`{flag}` needs a value"))
        };
        if let Some((_, why)) = UNSUPPORTED.iter().find(|(f, _)| *f == a) {
            return Err(format!("`{a}` is not supported: {why}"));
        }
        match a {
            "-h" | "--help" => o.help = true,
            "-version" | "--version" => o.version = true,
            "-c" => o.compile_only = true,
            "-S" => {
                o.compile_only = true;
                o.assembly = true;
            }
            "-E" => o.preprocess_only = true,
            "-trans" => o.translate_only = true,
            "-v" => o.verbose = o.verbose.max(1),
            "-vv" => o.verbose = 2,
            // upcc's: no configuration file is read; the translation is always optimised.
            "-norc" | "-opt" => {}
            "-save-all-temps" => o.save_temps = true,
            "-inst" => o.profile.profile = true,
            "-inst-local" => o.profile.local = true,
            "-inst-functions" => o.profile.functions = true,
            "-network" => network(&value(&mut i, a)?)?,
            _ if a.starts_with("-network=") => network(&a["-network=".len()..])?,
            "-pthreads" => return Err(PTHREADS.into()),
            _ if a.starts_with("-pthreads=") => return Err(PTHREADS.into()),
            _ if a.starts_with("-M") => {
                let mut next = || {
                    i += 1;
                    args.get(i).cloned()
                };
                match o.deps.take(a, &mut next) {
                    Some(r) => r?,
                    None => {
                        return Err(format!(
                            "unknown option `{a}` (`pgas-xlate cc --help` lists the options)"
                        ))
                    }
                }
            }
            _ if PREPROCESSOR_VALUE_FLAGS.contains(&a) => {
                let v = value(&mut i, a)?;
                for list in [&mut o.cflags, &mut o.ppflags] {
                    list.extend([a.to_string(), v.clone()]);
                }
            }
            _ if FORCED_INCLUDE_FLAGS.contains(&a) => {
                let v = value(&mut i, a)?;
                for list in [&mut o.forced_includes, &mut o.ppflags] {
                    list.extend([a.to_string(), v.clone()]);
                }
            }
            _ if COMPILER_VALUE_FLAGS.contains(&a) => {
                let v = value(&mut i, a)?;
                o.cflags.extend([a.to_string(), v]);
            }
            "-Xlinker" => {
                let v = value(&mut i, a)?;
                o.link_args.extend(["-Xlinker".to_string(), v]);
            }
            "-o" => o.output = Some(PathBuf::from(value(&mut i, a)?)),
            "-T" | "--threads" | "-threads" | "-fupc-threads" => {
                o.threads = Some(parse_threads(&value(&mut i, a)?)?)
            }
            "--to" => {
                o.target = Some(match value(&mut i, a)?.as_str() {
                    "upcr" => Target::Upcr,
                    "ga" => Target::Ga,
                    "upc" => Target::Upc,
                    t => {
                        return Err(format!(
                            "`--to {t}`: the driver builds `upcr`, `ga` or `upc`"
                        ))
                    }
                })
            }
            "-x" => {
                lang = match value(&mut i, a)?.as_str() {
                    "upc" => Some(Lang::Upc),
                    "c" => Some(Lang::C),
                    "none" => None,
                    l => return Err(format!("unknown language `{l}` after -x")),
                }
            }
            "-I" => o.include.push(PathBuf::from(value(&mut i, a)?)),
            "-D" => o.defines.push(value(&mut i, a)?),
            "-U" => o.undefines.push(value(&mut i, a)?),
            "-L" => {
                let v = value(&mut i, a)?;
                o.link_args.push(format!("-L{v}"));
            }
            "-l" => {
                let v = value(&mut i, a)?;
                o.link_args.push(format!("-l{v}"));
            }
            "--save-temps" | "-save-temps" => o.save_temps = true,
            "--checks" => o.checks = true,
            "--ga" => o.ga_upc = true,
            "--mpi" => {
                let v = value(&mut i, a)?;
                crate::mpi::parse_flag(&v)?;
                o.mpi = Some(v);
            }
            _ if a.starts_with("--mpi=") => {
                let v = &a["--mpi=".len()..];
                crate::mpi::parse_flag(v)?;
                o.mpi = Some(v.to_string());
            }
            "--dynamic-pointers" => o.dynamic_pointers = true,
            "--trace-buffer-size" => o.trace_buffer_size = Some(value(&mut i, a)?),
            "--shared-heap" | "-shared-heap" => {
                let v = value(&mut i, a)?;
                parse_heap_size(&v)?;
                o.shared_heap = Some(v);
            }
            "--profile-only" => {
                let v = value(&mut i, a)?;
                o.profile.only = Some(v);
            }
            "--profile" | "--inst" => o.profile.profile = true,
            "--profile-local" | "--inst-local" => o.profile.local = true,
            "--inst-functions" => o.profile.functions = true,
            "--noinst" => o.profile.noinst = true,
            _ if a.starts_with("-T=")
                || a.starts_with("--threads=")
                || a.starts_with("-threads=") =>
            {
                o.threads = Some(parse_threads(a.split_once('=').map_or("", |p| p.1))?)
            }
            _ if a.starts_with("-T") && a.len() > 2 => o.threads = Some(parse_threads(&a[2..])?),
            _ if a.starts_with("-shared-heap=") || a.starts_with("--shared-heap=") => {
                let v = a.split_once('=').map_or("", |p| p.1);
                parse_heap_size(v)?;
                o.shared_heap = Some(v.to_string());
            }
            _ if a.starts_with("--profile-only=") => {
                o.profile.only = a.split_once('=').map(|p| p.1.to_string())
            }
            _ if a.starts_with("--trace-buffer-size=") => {
                o.trace_buffer_size = a.split_once('=').map(|p| p.1.to_string())
            }
            _ if a.starts_with("--to=") => {
                o.target = Some(match &a[5..] {
                    "upcr" => Target::Upcr,
                    "ga" => Target::Ga,
                    "upc" => Target::Upc,
                    t => {
                        return Err(format!(
                            "`--to {t}`: the driver builds `upcr`, `ga` or `upc`"
                        ))
                    }
                })
            }
            _ if a.starts_with("-I") => o.include.push(PathBuf::from(&a[2..])),
            _ if a.starts_with("-D") => o.defines.push(a[2..].to_string()),
            _ if a.starts_with("-U") => o.undefines.push(a[2..].to_string()),
            _ if a.starts_with("-L") || a.starts_with("-l") || linker_only_flag(a) => {
                o.link_args.push(a.to_string())
            }
            _ if a.starts_with("-x") && a.len() > 2 => {
                lang = match &a[2..] {
                    "upc" => Some(Lang::Upc),
                    "c" => Some(Lang::C),
                    _ => None,
                }
            }
            _ if preprocessor_flag(a) => {
                o.cflags.push(a.to_string());
                o.ppflags.push(a.to_string());
            }
            _ if compiler_only_flag(a) => o.cflags.push(a.to_string()),
            _ if a.starts_with('-') && a.len() > 1 => {
                return Err(format!(
                    "unknown option `{a}` (`pgas-xlate cc --help` lists the options)"
                ))
            }
            _ => o.inputs.push((PathBuf::from(a), lang)),
        }
        i += 1;
    }
    if o.help || o.version {
        return Ok(o);
    }
    if o.inputs.is_empty() {
        return Err("no input files".into());
    }
    if o.compile_only && o.output.is_some() && o.inputs.len() > 1 {
        return Err(format!(
            "`-o` with `{}` takes one input file",
            if o.assembly { "-S" } else { "-c" }
        ));
    }
    if o.translate_only && o.output.is_some() && o.inputs.len() > 1 {
        return Err("`-o` with `-trans` takes one input file".into());
    }
    if o.verbose > 1 {
        o.cflags.push("-v".into());
    }
    Ok(o)
}

/// What `pgas-xlate` alone and `pgas-xlate help` print: the subcommands.
pub const SUBCOMMANDS: &str = "\
usage: pgas-xlate FILE --to c|upcr|ga|upc [OPTIONS]   translate one file (--help: its options)
       pgas-xlate SUBCOMMAND ARGS…
Subcommands:
  cc      compile and link UPC, C and object files into a UPC program (like upcc)
  run     start a UPC program on N processes (like upcrun)
  trace   merge, export, summarise or dump the traces of --profile runs
  help    this list; `pgas-xlate help SUBCOMMAND` gives that subcommand's help
";

/// `pgas-xlate help [SUBCOMMAND]` (and `pgas-xlate` alone): the subcommands, or one's help.
pub fn help_command(subcommand: Option<&str>) -> i32 {
    match subcommand {
        None => print!("{SUBCOMMANDS}"),
        Some("cc") => print!("{HELP}"),
        Some("run") => print!("{}", crate::launcher::HELP),
        Some("trace") => return crate::trace::main(&["--help".into()]),
        Some(other) => {
            eprintln!("error: no subcommand `{other}`\n{SUBCOMMANDS}");
            return exit::USAGE;
        }
    }
    exit::OK
}

/// upcc's `-pthreads`: threads as POSIX threads of one process, which this compiler does not make.
const PTHREADS: &str = "`-pthreads` is not supported: each UPC thread is an MPI process here; \
run more of them with `upcrun -n N` (`pgas-xlate run -n N`), several per node with `-N`";

/// upcc's `-network=NAME`: one network, `mpi`.
fn network(name: &str) -> Result<(), String> {
    if name == "mpi" {
        Ok(())
    } else {
        Err(format!(
            "`-network={name}` is not available: programs run over MPI only (`-network=mpi`)"
        ))
    }
}

/// What `cc -version` prints.
pub fn version_text() -> String {
    format!(
        "pgas-xlate cc {} (UPC 1.3 over MPI-3; backends: upcr, ga)\n",
        env!("CARGO_PKG_VERSION")
    )
}

fn parse_threads(v: &str) -> Result<u32, String> {
    v.parse()
        .ok()
        .filter(|&n: &u32| n > 0)
        .ok_or_else(|| format!("`{v}` is not a thread count"))
}

/// `256MB`, `1GB`, `65536` → bytes.
pub fn parse_size(v: &str) -> Option<u64> {
    let v = v.trim();
    let split = v.find(|c: char| !c.is_ascii_digit()).unwrap_or(v.len());
    let (num, unit) = v.split_at(split);
    let n: u64 = num.parse().ok()?;
    let mult: u64 = match unit.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 1,
        "K" | "KB" => 1 << 10,
        "M" | "MB" => 1 << 20,
        "G" | "GB" => 1 << 30,
        "T" | "TB" => 1 << 40,
        _ => return None,
    };
    n.checked_mul(mult)
}

/// A shared heap size as upcc and upcrun read it: a bare number is MB, else a number with a
/// KB, MB or GB suffix (also K, M, G, B; any case); an error names what is wrong.
pub fn parse_heap_size(v: &str) -> Result<u64, String> {
    let bytes = if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) {
        v.parse::<u64>().ok().and_then(|mb| mb.checked_mul(1 << 20))
    } else {
        parse_size(v)
    };
    bytes.filter(|&b| b > 0).ok_or_else(|| {
        format!(
            "`{v}` is not a shared heap size (UPC_SHARED_HEAP_SIZE): say a number of MB (256), or 256MB, 64KB, 1GB"
        )
    })
}

/// The kind of an input file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum InputKind {
    Upc,
    C,
    /// Objects and libraries: passed to the link.
    Linked,
}

fn input_kind(path: &Path, lang: Option<Lang>) -> InputKind {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().into_owned())
        .unwrap_or_default();
    match (lang, ext.as_str()) {
        (_, "o" | "a" | "so") => InputKind::Linked,
        (Some(Lang::Upc), _) | (None, "upc" | "upci") => InputKind::Upc,
        (Some(Lang::C), _) | (None, "c" | "i") => InputKind::C,
        _ => InputKind::Linked,
    }
}

/// The MPI of this build and its C compiler wrapper, chosen once ([`select_mpi`]).
static MPI: std::sync::OnceLock<(crate::mpi::MpiKind, String)> = std::sync::OnceLock::new();

/// Chooses the MPI of this build (`--mpi`, `PGAS_XLATE_MPI`, `MPICC`, what is installed); an
/// error names what is missing.
fn select_mpi(flag: Option<&str>) -> Result<crate::mpi::MpiKind, i32> {
    if let Some((kind, _)) = MPI.get() {
        return Ok(*kind);
    }
    let chosen = crate::mpi::for_build(flag).map_err(|e| {
        eprintln!("error: {e}");
        exit::UNAVAILABLE
    })?;
    Ok(MPI.get_or_init(|| chosen).0)
}

/// The MPI C compiler of this build (`mpicc` before one is chosen).
fn mpicc() -> String {
    MPI.get()
        .map_or_else(|| "mpicc".to_string(), |(_, cc)| cc.clone())
}

/// The MPI of this build.
fn mpi_kind() -> crate::mpi::MpiKind {
    MPI.get().map_or(crate::mpi::MpiKind::OpenMpi, |(k, _)| *k)
}

/// Runs a command, reporting a failure to start it; returns its exit status.
fn run_status(cmd: &mut Command) -> i32 {
    show(cmd);
    match cmd.status() {
        Ok(s) => s.code().unwrap_or(1),
        Err(e) => {
            eprintln!("error: cannot run `{:?}`: {e}", cmd.get_program());
            exit::UNAVAILABLE
        }
    }
}

/// The entry point of `pgas-xlate cc`.
pub fn main(args: &[String]) -> i32 {
    let o = match parse_args(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}");
            return exit::USAGE;
        }
    };
    if o.help {
        print!("{HELP}");
        return exit::OK;
    }
    if o.version {
        print!("{}", version_text());
        return exit::OK;
    }
    VERBOSE.store(o.verbose, std::sync::atomic::Ordering::Relaxed);
    let mut o = o;
    match crate::backend::upcr::profile_from_flags(&o.profile) {
        Ok((p, warnings)) => {
            for w in warnings {
                eprintln!("warning: {w}");
            }
            o.profile_settings = p;
        }
        Err(e) => {
            eprintln!("error: {e}");
            return exit::USAGE;
        }
    }
    let built = if o.preprocess_only {
        preprocess_inputs(&o)
    } else {
        build(&o)
    };
    match built {
        Ok(()) => exit::OK,
        Err(status) => status,
    }
}

/// `-v`, `-vv`: the commands are printed as they are run.
static VERBOSE: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Prints `cmd` on standard error under `-v`.
fn show(cmd: &Command) {
    if VERBOSE.load(std::sync::atomic::Ordering::Relaxed) > 0 {
        eprintln!("{}", crate::launcher::shown(cmd));
    }
}

/// The inputs of the program ({upcc's `-E`}) preprocessed as the translation reads them (UPC
/// inputs with the UPC headers and macros, C inputs as C), one after the other, on standard
/// output or in `-o`.
fn preprocess_inputs(o: &CcOptions) -> Result<(), i32> {
    let mut text = String::new();
    for (input, lang) in &o.inputs {
        let kind = input_kind(input, *lang);
        if kind == InputKind::Linked {
            continue;
        }
        let opts = PreprocessOptions {
            cc: crate::preprocess::system_cc(),
            include_dirs: o.include.clone(),
            defines: o.defines.clone(),
            undefines: o.undefines.clone(),
            upc: kind == InputKind::Upc,
            static_threads: o.threads,
            runtime_include: if kind == InputKind::Upc {
                Some(runtime_include_dir().map_err(|e| {
                    eprintln!("error: {e}");
                    exit::UNAVAILABLE
                })?)
            } else {
                None
            },
            system_dirs: vec![],
            extra_flags: o.ppflags.clone(),
        };
        match crate::preprocess::preprocess(input, &opts) {
            Ok(t) => text.push_str(&t),
            Err(crate::preprocess::PreprocessError::MissingCompiler(cc, e)) => {
                eprintln!("error: cannot run the preprocessor `{cc}`: {e}");
                return Err(exit::UNAVAILABLE);
            }
            Err(crate::preprocess::PreprocessError::Failed(e)) => {
                eprintln!("error: {e}");
                return Err(exit::DIAGNOSTICS);
            }
        }
    }
    match &o.output {
        Some(out) if out.as_os_str() != "-" => driver::write_atomically(out, &text).map_err(|e| {
            eprintln!("error: cannot write {}: {e}", out.display());
            exit::DIAGNOSTICS
        }),
        _ => {
            print!("{text}");
            Ok(())
        }
    }
}

/// The stem of an input's name (`dir/prog.upc` → `prog`).
fn stem_of(input: &Path) -> String {
    input
        .file_stem()
        .map_or("input".into(), |s| s.to_string_lossy().into_owned())
}

/// Where `--save-temps` keeps an intermediate file: next to the output (`-o`), else here.
fn kept_file(o: &CcOptions, name: String) -> PathBuf {
    let dir = match &o.output {
        Some(out) => out.parent().map(Path::to_path_buf).unwrap_or_default(),
        None => PathBuf::new(),
    };
    dir.join(name)
}

/// The object `-c` writes for an input: `-o`, else `STEM.o` here.
fn object_of(o: &CcOptions, stem: &str) -> PathBuf {
    let ext = if o.assembly { "s" } else { "o" };
    o.output
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("{stem}.{ext}")))
}

/// Where `-trans` writes the translation of an input: `-o`, else `STEM.upcr.c` or `STEM.ga.c`
/// beside it, as the translator names them.
fn translation_of(o: &CcOptions, input: &Path) -> PathBuf {
    let target = if o.target == Some(Target::Ga) {
        Target::Ga
    } else {
        Target::Upcr
    };
    o.output
        .clone()
        .unwrap_or_else(|| target.default_output(input))
}

/// The program a link writes: `-o`, else `a.out`.
fn program_of(o: &CcOptions) -> PathBuf {
    o.output.clone().unwrap_or_else(|| PathBuf::from("a.out"))
}

/// The dependency flags of one input: with `-c` named after its object, when linking after the
/// object `-c` would write (`STEM.d`) with the program as the target.
fn dep_args(o: &CcOptions, stem: &str) -> Vec<String> {
    if o.compile_only {
        return o.deps.args(&object_of(o, stem));
    }
    let mut deps = o.deps.clone();
    if deps.file.is_none() {
        deps.file = Some(PathBuf::from(format!("{stem}.d")));
    }
    deps.args(&program_of(o))
}

/// The intermediate files `--save-temps` keeps for an input of this kind (in the order they
/// are made), and the extension of the translated C file.
fn kept_files(o: &CcOptions, input: &Path, kind: InputKind) -> Vec<PathBuf> {
    let stem = stem_of(input);
    let c_ext = if o.target == Some(Target::Ga) {
        "ga"
    } else {
        "upcr"
    };
    let mut v = vec![];
    if o.target == Some(Target::Upc) && kind == InputKind::C {
        v.push(kept_file(o, format!("{stem}.upc")));
    }
    if kind == InputKind::Upc || (o.target == Some(Target::Upc) && kind == InputKind::C) {
        v.push(kept_file(o, format!("{stem}.{c_ext}.c")));
    }
    v
}

/// Every file the build writes (objects or the program, kept translations, dependency files):
/// none may be an input, checked before anything is written.
fn check_outputs(o: &CcOptions) -> Result<(), String> {
    let inputs: Vec<&Path> = o.inputs.iter().map(|(p, _)| p.as_path()).collect();
    let mut written: Vec<PathBuf> = vec![];
    for (input, lang) in &o.inputs {
        let kind = input_kind(input, *lang);
        if kind == InputKind::Linked {
            continue;
        }
        let stem = stem_of(input);
        if o.save_temps {
            written.extend(kept_files(o, input, kind));
        }
        if o.translate_only {
            if kind == InputKind::Upc {
                written.push(translation_of(o, input));
            }
            continue;
        }
        if o.compile_only {
            written.push(object_of(o, &stem));
        }
        if let Some(i) = dep_args(o, &stem).iter().position(|a| a == "-MF") {
            written.push(PathBuf::from(&dep_args(o, &stem)[i + 1]));
        }
    }
    if !o.compile_only && !o.translate_only {
        written.push(program_of(o));
    }
    for w in &written {
        driver::output_is_not_an_input(w, &inputs)?;
    }
    Ok(())
}

fn build(o: &CcOptions) -> Result<(), i32> {
    if let Some((dir, _)) = o.inputs.iter().find(|(p, _)| p.is_dir()) {
        eprintln!(
            "error: {}: is a directory, not an input file",
            dir.display()
        );
        return Err(exit::USAGE);
    }
    if let Err(e) = check_outputs(o) {
        eprintln!("error: {e}");
        return Err(exit::USAGE);
    }
    let mpi = select_mpi(o.mpi.as_deref())?;
    let ga = o.target == Some(Target::Ga);
    let ga_config = if ga { Some(GaConfig::find(mpi)?) } else { None };
    let lib = match &ga_config {
        Some(g) => ga_aux_library(g)?,
        None => runtime_library(o.checks)?,
    };
    let ga_upc = if !ga && needs_ga_upc(o) {
        Some(ga_upc_library(&lib)?)
    } else {
        None
    };
    // Where the GA-on-UPC library's headers (ga.h …) are: searched before GA's own.
    let ga_upc_include: Vec<PathBuf> = ga_upc.iter().map(|d| d.join("ga-upc")).collect();
    // The headers a translated file may include: GA's under `--to ga` (a UPC program may call
    // GA itself), else the GA-on-UPC library's.
    let translate_include: Vec<PathBuf> = match &ga_config {
        Some(g) => g
            .cppflags
            .iter()
            .filter_map(|f| f.strip_prefix("-I"))
            .map(PathBuf::from)
            .collect(),
        None => ga_upc_include.clone(),
    };
    // A `--to ga` output translated back (it includes upcga.h): ga-aux translated to UPC too.
    let ga_aux_upc = match &ga_upc {
        Some(g)
            if o.target == Some(Target::Upc) && includes_header(o, InputKind::C, &["upcga.h"]) =>
        {
            Some(ga_aux_upc_library(&lib, &g.join("ga-upc"))?)
        }
        _ => None,
    };
    let with_ga_aux;
    let o = match &ga_aux_upc {
        Some(d) => {
            // Its header (read as the program's own: translated with it) and the ones it uses.
            let mut copy = o.clone();
            copy.include.push(d.join("ga-aux"));
            copy.include.push(d.join("include"));
            // Read as the library is built (its header then names its own `bupc_` types).
            copy.defines.push("UPCGA_ON_UPC=1".to_string());
            with_ga_aux = copy;
            &with_ga_aux
        }
        None => o,
    };
    let temp = tempfile::Builder::new()
        .prefix("pgas-xlate-cc")
        .tempdir()
        .map_err(|e| {
            eprintln!("error: cannot make a temporary directory: {e}");
            exit::UNAVAILABLE
        })?;
    let mut objects: Vec<PathBuf> = vec![];
    for (n, (input, lang)) in o.inputs.iter().enumerate() {
        let mut kind = input_kind(input, *lang);
        if kind == InputKind::Linked {
            objects.push(input.clone());
            continue;
        }
        if !input.exists() {
            eprintln!("error: {}: no such file", input.display());
            return Err(exit::DIAGNOSTICS);
        }
        if let Err(e) = crate::preprocess::check_text_file(input) {
            eprintln!("error: {e}");
            return Err(exit::DIAGNOSTICS);
        }
        let stem = stem_of(input);
        // The translations: kept next to the output with `--save-temps`, else temporary.
        let mut steps = kept_files(o, input, kind).into_iter().map(|kept| {
            if o.save_temps {
                kept
            } else {
                let name = kept.file_name().unwrap_or_default().to_string_lossy();
                temp.path().join(format!("{n}_{name}"))
            }
        });
        // The dependency file is written by the stage that reads the user's source.
        let deps = dep_args(o, &stem);
        let mut source = input.clone();
        let mut source_deps = deps.clone();
        if o.target == Some(Target::Upc) && kind == InputKind::C {
            // A GA C program: to UPC first, then like any UPC file. Translated exactly as
            // `pgas-xlate FILE --to upc` does (GA's and MPI's own headers, the folders the
            // translator finds), so both give the same diagnostics.
            source = steps.next().expect("a .upc step");
            translate(o, input, &source, Target::Upc, &[], &source_deps)?;
            source_deps.clear();
            kind = InputKind::Upc;
        }
        let (c_file, compile_deps) = if kind == InputKind::Upc {
            let step = steps.next().expect("a .c step");
            let c_file = if o.translate_only {
                translation_of(o, input)
            } else {
                step
            };
            let target = if ga { Target::Ga } else { Target::Upcr };
            translate(
                o,
                &source,
                &c_file,
                target,
                &translate_include,
                &source_deps,
            )?;
            if o.translate_only {
                continue;
            }
            (c_file, vec![])
        } else if o.translate_only {
            continue;
        } else {
            if o.target != Some(Target::Upc) && file_includes(input, &["upc.h"]) {
                eprintln!(
                    "error: {} is UPC (it includes upc.h) but is compiled as C: put `-x upc` before it, or build with upcc, which reads .c files as UPC",
                    input.display()
                );
                return Err(exit::DIAGNOSTICS);
            }
            (input.clone(), deps)
        };
        let object = if o.compile_only {
            object_of(o, &stem)
        } else {
            temp.path().join(format!("{n}_{stem}.o"))
        };
        let mut cmd = Command::new(mpicc());
        cmd.arg(if o.assembly { "-S" } else { "-c" });
        cmd.arg(&c_file).arg("-o").arg(&object);
        compile_flags(&mut cmd, o, &lib, kind == InputKind::Upc);
        cmd.args(&compile_deps);
        for d in &ga_upc_include {
            cmd.arg("-I").arg(d);
        }
        if let Some(g) = &ga_config {
            cmd.args(&g.cppflags);
        }
        let status = if kind == InputKind::Upc {
            run_user_names(&mut cmd, None)
        } else {
            run_status(&mut cmd)
        };
        if status != 0 {
            return Err(status);
        }
        objects.push(object);
    }
    if o.compile_only || o.translate_only {
        return Ok(());
    }
    if o.target != Some(Target::Upc) && !o.ga_upc {
        if let Some(e) = backend_mismatch(o, &objects[..]) {
            eprintln!("error: {e}");
            return Err(exit::DIAGNOSTICS);
        }
    }
    let output = program_of(o);
    // Linked under a temporary name beside the output, renamed once the program is known to
    // have a `main`: a failed link leaves no file and an old program in place.
    let linked = driver::staging_path(&output);
    let mut cmd = Command::new(mpicc());
    cmd.args(&o.cflags).args(&objects);
    // Sizes chosen at link time become constants the runtime (or the auxiliary library of
    // `--to ga`) and the tool read.
    let heap_symbol = if ga_config.is_some() {
        "upcga_default_shared_heap_bytes"
    } else {
        "upcrt_default_shared_heap_bytes"
    };
    // The heap's size was checked when parsed; a bare number is MB there.
    let heap = o
        .shared_heap
        .as_deref()
        .and_then(|h| parse_heap_size(h).ok());
    for (size, symbol) in [
        (&o.shared_heap, heap_symbol),
        (&o.trace_buffer_size, "pgas_trace_buffer_size_default"),
    ] {
        let Some(size) = size else { continue };
        let parsed = if symbol == heap_symbol {
            heap
        } else {
            parse_size(size)
        };
        let Some(bytes) = parsed else {
            eprintln!("error: `{size}` is not a size (e.g. 256MB)");
            return Err(exit::USAGE);
        };
        let c = temp.path().join(format!("{symbol}.c"));
        std::fs::write(
            &c,
            format!("const unsigned long long {symbol} = {bytes}ULL;\n"),
        )
        .map_err(|_| exit::UNAVAILABLE)?;
        cmd.arg(c);
    }
    // The program records its MPI, for `pgas-xlate run`.
    let record = temp.path().join("pgas_xlate_mpi.c");
    std::fs::write(&record, crate::mpi::record_source(mpi)).map_err(|_| exit::UNAVAILABLE)?;
    cmd.arg(record);
    if o.profile.any() {
        // A profile flag at link time: the program gets our GASP tool (tracing).
        cmd.arg(lib.join("libpgas-gasp.a")).arg("-pthread");
    }
    match &ga_config {
        // The auxiliary library first, then GA and what GA needs.
        Some(g) => cmd
            .arg(lib.join("libpgas-upcga.a"))
            .args(&o.link_args)
            .args(&g.libs)
            .args(["-lgfortran", "-lm"]),
        None => cmd
            // ga-aux's main (upcga_main.c, as UPC) is the program's: the runtime's reference
            // to it is weak, so it is named here to be taken from the archive.
            .args(ga_aux_upc.iter().map(|_| "-Wl,--undefined=upcrt_user_main"))
            .args(ga_aux_upc.iter().map(|d| d.join("libpgas-upcga-upc.a")))
            .args(ga_upc.iter().map(|d| d.join("libpgas-gaupc.a")))
            .arg(lib.join("libpgas-upcr.a"))
            .args(&o.link_args)
            .args(ga_upc.iter().flat_map(|_| ga_upc_companions()))
            .arg("-lm"),
    };
    cmd.arg("-o").arg(&linked);
    let status = run_user_names(&mut cmd, Some((&linked, &output)));
    if status != 0 {
        let _ = std::fs::remove_file(&linked);
        return Err(status);
    }
    if !defines_user_main(&linked) {
        let _ = std::fs::remove_file(&linked);
        eprintln!(
            "error: the program has no `main` function: none of its files defines one; {} not written",
            output.display()
        );
        return Err(exit::DIAGNOSTICS);
    }
    driver::move_into_place(&linked, &output).map_err(|e| {
        eprintln!("error: cannot write {}: {}", output.display(), e);
        exit::DIAGNOSTICS
    })
}

/// The names the translation gives the user's `main` (`--to upcr`, `--to ga`); the runtime's
/// `main` refers to them weakly, so a program without `main` would link and fail only when run.
const USER_MAIN_SYMBOLS: [&str; 2] = ["upcrt_user_main", "upcga_user_main"];

/// Whether a linked program has its user's `main`: no weak reference to a renamed `main` is
/// left undefined, or `main` is not the runtime's (weak) one but a C file's that starts the
/// runtime with `bupc_init` (`nm`).
fn defines_user_main(program: &Path) -> bool {
    let Ok(out) = Command::new("nm").arg("-P").arg(program).output() else {
        return true; // Without nm the run-time check remains.
    };
    let symbols = String::from_utf8_lossy(&out.stdout);
    let kinds = || {
        symbols.lines().filter_map(|l| {
            let mut words = l.split_whitespace();
            Some((words.next()?, words.next()?))
        })
    };
    kinds().any(|(name, kind)| name == "main" && kind == "T")
        || !kinds()
            .any(|(name, kind)| matches!(kind, "w" | "U") && USER_MAIN_SYMBOLS.contains(&name))
}

/// Runs the C compiler or the linker on translated code, showing its messages with the user's
/// names: the renamed `main` is `main` again, and the temporary name of the output (`named`:
/// that name and the user's) the user's.
fn run_user_names(cmd: &mut Command, named: Option<(&Path, &Path)>) -> i32 {
    show(cmd);
    let out = match cmd.stderr(std::process::Stdio::piped()).output() {
        Ok(out) => out,
        Err(e) => {
            eprintln!("error: cannot run `{:?}`: {e}", cmd.get_program());
            return exit::UNAVAILABLE;
        }
    };
    std::io::Write::write_all(&mut std::io::stdout(), &out.stdout).ok();
    let mut messages = user_names(&String::from_utf8_lossy(&out.stderr));
    if let Some((temporary, user)) = named {
        messages = messages.replace(&*temporary.to_string_lossy(), &user.to_string_lossy());
    }
    eprint!("{messages}");
    out.status.code().unwrap_or(1)
}

/// The functions the translation adds to a file for its shared data (`NAME_TAG`), and how a
/// message names them.
const START_UP_FUNCTIONS: [&str; 4] = [
    "upcrt_alloc_",
    "upcrt_init_",
    "upcga_create_",
    "upcga_init_",
];

/// A compiler message on translated code in the user's terms: the translation's names of the
/// user's `main` become `main`, its start-up functions "the initialisation of the shared data",
/// and a line past the end of the user's file (code the translation added after the user's
/// last line, or a last line holding several statements printed on several lines) the file's
/// last line.
pub fn user_names(message: &str) -> String {
    let mut lines_of: std::collections::HashMap<String, Option<usize>> = Default::default();
    let mut out = String::with_capacity(message.len());
    // The "In function" line waits for a diagnostic that is kept.
    let mut context: Option<String> = None;
    // Inside a warning about the translation's own names (dropped with its source lines).
    let mut dropping = false;
    for line in message.split_inclusive('\n') {
        let mut line = USER_MAIN_SYMBOLS
            .iter()
            .fold(line.to_string(), |m, name| m.replace(name, "main"));
        line = internal_types(&line);
        if let Some(at) = line.find("In function ") {
            let rest = &line[at + "In function ".len()..];
            let name = rest.trim_start_matches(['‘', '\'', '`']);
            if START_UP_FUNCTIONS.iter().any(|f| name.starts_with(f)) {
                line = format!("{}In the initialisation of the shared data:\n", &line[..at]);
            }
            context = Some(line);
            dropping = false;
            continue;
        }
        let is_source_line = line.starts_with(' ') || line.starts_with('\t');
        if is_source_line && dropping {
            continue;
        }
        dropping =
            line.contains(": warning: ") && INTERNAL_PREFIXES.iter().any(|p| line.contains(p));
        if dropping {
            continue;
        }
        if let Some(c) = context.take() {
            out.push_str(&c);
        }
        out.push_str(&clamp_location(&line, &mut lines_of));
    }
    if let Some(c) = context {
        out.push_str(&c);
    }
    out
}

/// The prefixes of the names the translation makes (its variables and parameters, the
/// runtimes' types and functions): a warning about one is about generated code, not the user's.
const INTERNAL_PREFIXES: [&str; 4] = ["upcrt_", "upcga_", "upcr_", "gasp_"];

/// `‘upcr_thread_t’ {aka ‘unsigned int’}` → `‘unsigned int’`: a runtime's type shown as the C
/// type it is.
fn internal_types(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find('‘') {
        out.push_str(&rest[..at]);
        let after = &rest[at + '‘'.len_utf8()..];
        let internal = INTERNAL_PREFIXES.iter().any(|p| after.starts_with(p));
        match (internal, after.find("’ {aka ‘")) {
            (true, Some(end)) if !after[..end].contains('’') => {
                let aka = &after[end + "’ {aka ".len()..];
                match aka.find("’}") {
                    Some(close) => {
                        out.push_str(&aka[..close + '’'.len_utf8()]);
                        rest = &aka[close + "’}".len()..];
                    }
                    None => {
                        out.push('‘');
                        rest = after;
                    }
                }
            }
            _ => {
                out.push('‘');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `FILE:LINE:` at the start of a compiler message, with LINE past the end of FILE, becomes the
/// file's last line.
fn clamp_location(
    line: &str,
    lines_of: &mut std::collections::HashMap<String, Option<usize>>,
) -> String {
    let mut parts = line.splitn(3, ':');
    let (Some(file), Some(num), Some(rest)) = (parts.next(), parts.next(), parts.next()) else {
        return line.to_string();
    };
    let Ok(n) = num.parse::<usize>() else {
        return line.to_string();
    };
    let count = *lines_of.entry(file.to_string()).or_insert_with(|| {
        std::fs::read(file)
            .ok()
            .map(|b| b.split(|&c| c == b'\n').count() - usize::from(b.ends_with(b"\n")))
    });
    match count {
        Some(last) if last > 0 && n > last => format!("{file}:{last}:{rest}"),
        _ => line.to_string(),
    }
}

/// Flags for compiling one C file: the user's, the runtime headers, and for translated files
/// debug information that maps to the UPC source (runtime errors name UPC lines).
fn compile_flags(cmd: &mut Command, o: &CcOptions, lib: &Path, translated: bool) {
    if !o.cflags.iter().any(|f| f.starts_with("-O")) {
        cmd.arg("-O2");
    }
    if translated {
        // A UPC file's tentative definitions (`T *p;` in a header several files include) are
        // common symbols, as UPC compilers have always made them (GCC's default before 10); the
        // user's `-fno-common`, after it, wins.
        cmd.arg("-fcommon");
    }
    cmd.args(&o.cflags);
    if translated {
        cmd.args(["-g", "-gdwarf-4", "-std=gnu11"]);
    } else {
        cmd.args(&o.forced_includes);
    }
    if o.checks {
        cmd.arg("-DUPCR_CHECKS");
    }
    cmd.arg("-I").arg(lib.join(if o.target == Some(Target::Ga) {
        "ga-aux"
    } else {
        "upcr"
    }));
    cmd.arg("-I").arg(lib.join("include"));
    for i in &o.include {
        cmd.arg("-I").arg(i);
    }
    for d in &o.defines {
        cmd.arg(format!("-D{d}"));
    }
    for u in &o.undefines {
        cmd.arg(format!("-U{u}"));
    }
}

/// Translates `input` for `target`: GA C for `--to upc`, else UPC; `system_dirs` holds the
/// GA-on-UPC library's headers when the program uses them, GA's under `--to ga`.
fn translate(
    o: &CcOptions,
    input: &Path,
    output: &Path,
    target: Target,
    system_dirs: &[PathBuf],
    deps: &[String],
) -> Result<(), i32> {
    let cc = crate::preprocess::system_cc();
    if VERBOSE.load(std::sync::atomic::Ordering::Relaxed) > 0 {
        let mut line =
            Command::new(std::env::current_exe().unwrap_or_else(|_| "pgas-xlate".into()));
        line.arg(input)
            .arg("--to")
            .arg(target.name())
            .arg("-o")
            .arg(output);
        line.args(o.include.iter().map(|i| format!("-I{}", i.display())));
        line.args(o.defines.iter().map(|d| format!("-D{d}")));
        line.args(o.undefines.iter().map(|u| format!("-U{u}")));
        line.args(o.threads.map(|t| format!("--threads={t}")));
        show(&line);
    }
    let opts = TranslateOptions {
        input: input.to_path_buf(),
        target,
        output: Some(output.to_path_buf()),
        preprocess: PreprocessOptions {
            cc,
            include_dirs: o.include.clone(),
            defines: o.defines.clone(),
            undefines: o.undefines.clone(),
            upc: true,
            static_threads: o.threads,
            runtime_include: Some(runtime_include_dir().map_err(|e| {
                eprintln!("error: {e}");
                exit::UNAVAILABLE
            })?),
            system_dirs: system_dirs.to_vec(),
            extra_flags: o.ppflags.iter().chain(deps).cloned().collect(),
        },
        syntax_only: false,
        line_directives: true,
        lang: Some(if target == Target::Upc {
            Lang::C
        } else {
            Lang::Upc
        }),
        strict_upc13: false,
        pedantic_errors: false,
        expand_headers: false,
        profile: o.profile_settings.clone(),
        dynamic_pointers: o.dynamic_pointers,
        checks: o.checks,
    };
    match driver::run(&opts) {
        0 => Ok(()),
        s => Err(s),
    }
}

/// The runtime library for this compiler and these flags: `<cache>/<key>/libpgas-upcr.a`, with
/// the sources and headers in `<key>/upcr/` and `<key>/include/`. Built once (see
/// [`cached_library`]).
pub fn runtime_library(checks: bool) -> Result<PathBuf, i32> {
    let mut flags: Vec<String> = ["-I", "include", "-I", "upcr"].map(String::from).to_vec();
    if checks {
        flags.push("-DUPCR_CHECKS".into());
    }
    cached_library(
        "upcr",
        &runtime_sources(),
        &flags,
        &flags,
        &[
            ("libpgas-upcr.a", &|n: &str| !n.starts_with("gasp/")),
            ("libpgas-gasp.a", &|n: &str| n.starts_with("gasp/")),
        ],
    )
}

/// One archive of a cached library: its file name, and which sources go into it.
type ArchivePart<'a> = (&'a str, &'a dyn Fn(&str) -> bool);

/// A library of embedded C sources, compiled with the MPI C compiler and `flags` (include
/// folders relative to the library's folder) into `<cache>/<prefix>-<hash>/`, one archive per
/// entry of `libs` (its name, and which sources go into it). The hash covers the compiler, its
/// version, `key_parts` and the sources. Taken from the site's cache or the user's
/// ([`runtime_files::find_cached`]); else built into the user's, saying so in one line on a
/// terminal, in a
/// temporary folder renamed into place, so that parallel builds (make -j) never see a
/// half-built library.
fn cached_library(
    prefix: &str,
    sources: &[(&str, &str)],
    flags: &[String],
    key_parts: &[String],
    libs: &[ArchivePart],
) -> Result<PathBuf, i32> {
    cached_library_of(prefix, sources, flags, key_parts, libs, None)
}

/// [`cached_library`]; with `ga_c` (the GA-on-UPC library's headers), `.c` sources are GA C
/// programs: translated `--to upc` (include folders: theirs and `include/`), then `--to upcr`.
fn cached_library_of(
    prefix: &str,
    sources: &[(&str, &str)],
    flags: &[String],
    key_parts: &[String],
    libs: &[ArchivePart],
    ga_c: Option<&Path>,
) -> Result<PathBuf, i32> {
    let compiler = mpicc();
    let version = Command::new(&compiler)
        .arg("--version")
        .output()
        .map_err(|e| {
            eprintln!("error: cannot run the MPI C compiler `{compiler}`: {e}\n  = help: install Open MPI or MPICH (scripts/install-deps.sh) or name a compiler with MPICC");
            exit::UNAVAILABLE
        })?;
    let key = runtime_files::key_of(
        prefix,
        sources,
        &(&compiler, mpi_kind(), &version.stdout, key_parts),
    );
    let first = libs[0].0;
    if let Some(dir) = runtime_files::find_cached(&key, first) {
        return Ok(dir);
    }
    // One line on a terminal, where the wait would otherwise be silent (a log or a pipe gets
    // only the program's own messages).
    if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        eprintln!(
            "pgas-xlate: building the {prefix} library once, into {}",
            runtime_files::user_cache().join(&key).display()
        );
    }
    let built = runtime_files::make_cached(&key, first, sources, |work| {
        compile_library(work, &compiler, sources, flags, libs, ga_c)
    });
    built.map_err(|what| {
        eprintln!("error: building the runtime library: {what}");
        exit::UNAVAILABLE
    })
}

/// Compiles the sources of a library written into `work` ([`cached_library_of`]) and makes
/// its archives.
fn compile_library(
    work: &Path,
    compiler: &str,
    sources: &[(&str, &str)],
    flags: &[String],
    libs: &[ArchivePart],
    ga_c: Option<&Path>,
) -> Result<(), String> {
    let mut objects: Vec<Vec<PathBuf>> = vec![vec![]; libs.len()];
    for (name, _) in sources
        .iter()
        .filter(|(n, _)| n.ends_with(".c") || n.ends_with(".upc"))
    {
        let file = name.rsplit('/').next().unwrap_or(name);
        let mut c_file = work.join(name);
        if let (Some(ga_headers), Some(stem)) = (ga_c, name.strip_suffix(".c")) {
            // A GA C source: to UPC over the GA-on-UPC library, then like a UPC source.
            let upc = work.join(format!("{stem}.upc"));
            let dir = c_file.parent().map(Path::to_path_buf).unwrap_or_default();
            let opts = CcOptions {
                include: vec![dir, work.join("include")],
                defines: GA_C_DEFINES.iter().map(|d| d.to_string()).collect(),
                ..CcOptions::default()
            };
            let system = [ga_headers.to_path_buf()];
            translate(&opts, &c_file, &upc, Target::Upc, &system, &[])
                .map_err(|_| format!("translating {name} to UPC failed"))?;
            c_file = work.join(format!("{stem}.upcr.c"));
            translate(&opts, &upc, &c_file, Target::Upcr, &system, &[])
                .map_err(|_| format!("translating {name} failed"))?;
        } else if let Some(stem) = name.strip_suffix(".upc") {
            // A UPC source: translated by this binary (`--to upcr`), headers next to it.
            let upc = c_file;
            c_file = work.join(format!("{stem}.upcr.c"));
            let dir = upc.parent().map(Path::to_path_buf).unwrap_or_default();
            let opts = CcOptions::default();
            translate(&opts, &upc, &c_file, Target::Upcr, &[dir], &[])
                .map_err(|_| format!("translating {name} failed"))?;
        }
        let obj = work.join(file.replace(".upc", ".o").replace(".c", ".o"));
        let mut cmd = Command::new(compiler);
        cmd.args(["-O2", "-g", "-std=gnu11", "-pthread", "-c"])
            .arg(&c_file)
            .arg("-o")
            .arg(&obj)
            .args(flags)
            .current_dir(work);
        if run_status(&mut cmd) != 0 {
            return Err(format!("compiling {name} failed"));
        }
        if let Some(k) = libs.iter().position(|(_, takes)| takes(name)) {
            objects[k].push(obj);
        }
    }
    for ((lib, _), objs) in libs.iter().zip(&objects) {
        let mut ar = Command::new("ar");
        ar.arg("rcs").arg(work.join(lib)).args(objs);
        if run_status(&mut ar) != 0 {
            return Err("ar failed".into());
        }
    }
    Ok(())
}

/// Builds (or finds) the libraries `cc` links, for the MPI `mpi` (default: as `cc` chooses),
/// and the headers the translator reads: `upcr` (the runtime), `checks` (the runtime of
/// `--checks`), `ga` (the library of `--to ga`; skipped, saying so, without Global Arrays),
/// `upc` (the GA-on-UPC libraries of `--to upc`). `make install` makes the site's cache so.
pub fn prebuild(mpi: Option<&str>, which: &[&str]) -> Result<(), i32> {
    let kind = select_mpi(mpi)?;
    runtime_include_dir().map_err(|e| {
        eprintln!("error: {e}");
        exit::UNAVAILABLE
    })?;
    for w in which {
        match *w {
            "upcr" => drop(runtime_library(false)?),
            "checks" => drop(runtime_library(true)?),
            "ga" => match GaConfig::find(kind) {
                Ok(ga) => drop(ga_aux_library(&ga)?),
                Err(_) => eprintln!("pgas-xlate: the library of --to ga is not prebuilt"),
            },
            "upc" => {
                let runtime = runtime_library(false)?;
                let ga_upc = ga_upc_library(&runtime)?;
                ga_aux_upc_library(&runtime, &ga_upc.join("ga-upc"))?;
            }
            other => {
                eprintln!("error: unknown library `{other}` (upcr, checks, ga, upc)");
                return Err(exit::USAGE);
            }
        }
    }
    Ok(())
}

/// What a GA program links besides GA (`ga-config --libs`: LAPACK and BLAS, which GA programs
/// call directly, `dgemm_` …), for programs on the GA-on-UPC library: the ones the C compiler
/// finds (`-print-file-name` answers the bare name for a library it does not know).
fn ga_upc_companions() -> Vec<String> {
    ["lapack", "blas"]
        .iter()
        .filter(|l| {
            let file = format!("lib{l}.so");
            Command::new(mpicc())
                .arg(format!("-print-file-name={file}"))
                .output()
                .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() != file)
        })
        .map(|l| format!("-l{l}"))
        .collect()
}

/// Whether the program needs the GA-on-UPC library: `--ga`, `--to upc`, or a UPC input that
/// includes one of GA's headers (`ga.h`, `macdecls.h`, `armci.h`).
fn needs_ga_upc(o: &CcOptions) -> bool {
    o.ga_upc
        || o.target == Some(Target::Upc)
        || includes_header(o, InputKind::Upc, &["ga.h", "macdecls.h", "armci.h"])
}

/// Whether an input of this kind has an `#include` line of one of `headers`.
fn includes_header(o: &CcOptions, kind: InputKind, headers: &[&str]) -> bool {
    o.inputs
        .iter()
        .any(|(path, lang)| input_kind(path, *lang) == kind && file_includes(path, headers))
}

/// Whether the file at `path` has an `#include` line of one of `headers`.
fn file_includes(path: &Path, headers: &[&str]) -> bool {
    pgas_grammar::encoding::read_file(path).is_ok_and(|text| {
        text.lines().any(|l| {
            let l = l.trim_start();
            l.starts_with('#')
                && l.contains("include")
                && headers
                    .iter()
                    .any(|h| l.contains(&format!("<{h}>")) || l.contains(&format!("\"{h}\"")))
        })
    })
}

/// The backend an object file was translated for, from the runtime functions it calls
/// (`nm -u`): `--to ga` objects call `upcga_…`, `--to upcr` objects `upcr_…`; `None` for an
/// object of plain C (or when `nm` is missing).
fn object_backend(object: &Path) -> Option<Target> {
    let out = Command::new("nm")
        .arg("-u")
        .arg("-P")
        .arg(object)
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let calls = |prefixes: &[&str]| {
        text.lines()
            .filter_map(|l| l.split_whitespace().next())
            .any(|name| prefixes.iter().any(|p| name.starts_with(p)))
    };
    if calls(&["upcga_"]) {
        Some(Target::Ga)
    } else if calls(&["upcr_", "upcri_", "upcrt_"]) {
        Some(Target::Upcr)
    } else {
        None
    }
}

/// An object file (given on the command line) translated for the other backend than the link's:
/// the error that says which backend to link with (the link would report every runtime
/// function it calls as undefined).
fn backend_mismatch(o: &CcOptions, objects: &[PathBuf]) -> Option<String> {
    let linking = if o.target == Some(Target::Ga) {
        Target::Ga
    } else {
        Target::Upcr
    };
    let given: Vec<&Path> = o.inputs.iter().map(|(p, _)| p.as_path()).collect();
    objects
        .iter()
        .filter(|ob| given.contains(&ob.as_path()) && ob.extension().is_some_and(|e| e == "o"))
        .find_map(|ob| {
            let built = object_backend(ob)?;
            (built != linking).then(|| {
                let (flag, with) = match built {
                    Target::Ga => ("--to ga", "link with `--to ga` too"),
                    _ => ("--to upcr (the default)", "link without `--to ga`"),
                };
                format!(
                    "{} was compiled with {flag}: {with} (every file of a program is built for one backend)",
                    ob.display()
                )
            })
        })
}

/// The GA-on-UPC library for this runtime (`runtime`: the folder of [`runtime_library`]):
/// `<cache>/<key>/libpgas-gaupc.a`, its headers in `<key>/ga-upc/`. Its UPC sources are
/// translated by this binary, so the key covers the binary too.
pub fn ga_upc_library(runtime: &Path) -> Result<PathBuf, i32> {
    let mut flags: Vec<String> = vec!["-I".into(), "ga-upc".into()];
    for d in ["upcr", "include"] {
        flags.push("-I".into());
        flags.push(runtime.join(d).to_string_lossy().into_owned());
    }
    let key_parts = [entry_name(runtime), translator_identity()];
    cached_library(
        "gaupc",
        &ga_upc_sources(),
        &flags,
        &key_parts,
        &[("libpgas-gaupc.a", &|_: &str| true)],
    )
}

/// The name of a cache entry (its key), for the keys of the entries built on it: the key, not
/// the folder, so that a cache made in one place (a package's staging folder) is found in
/// another.
fn entry_name(dir: &Path) -> String {
    dir.file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
}

/// This binary, for the keys of libraries it translates: its size and time.
fn translator_identity() -> String {
    std::env::current_exe()
        .ok()
        .and_then(|e| std::fs::metadata(e).ok())
        .map_or_else(String::new, |meta| {
            format!("{}:{:?}", meta.len(), meta.modified().ok())
        })
}

/// Macros of ga-aux built on UPC: its two heaps take a quarter of `UPC_SHARED_HEAP_SIZE`
/// (the runtime's heap, where every GA array lives too); the UPC runtime's termination, crash
/// reports and error locations are the program's (`UPCGA_ON_UPC`).
const GA_C_DEFINES: [&str; 2] = ["UPCGA_HEAP_DIVISOR=8", "UPCGA_ON_UPC=1"];

/// ga-aux (the library of `--to ga` programs) on UPC, for such programs translated back with
/// `--to upc`: its C sources are GA C programs, translated `--to upc` then `--to upcr` by this
/// binary and compiled against the GA-on-UPC library's headers `ga_upc_headers`, into
/// `<cache>/<key>/libpgas-upcga-upc.a`, its headers in `<key>/ga-aux/` and `<key>/include/`.
/// The GASP tool is left out (instrumented programs need the tracing runtime of `--to ga`).
pub fn ga_aux_upc_library(runtime: &Path, ga_upc_headers: &Path) -> Result<PathBuf, i32> {
    let mut flags: Vec<String> = vec![];
    for d in [
        ga_upc_headers.to_path_buf(),
        runtime.join("upcr"),
        runtime.join("include"),
    ] {
        flags.push("-I".into());
        flags.push(d.to_string_lossy().into_owned());
    }
    let key_parts = [
        entry_name(runtime),
        entry_name(ga_upc_headers.parent().unwrap_or(ga_upc_headers)),
        translator_identity(),
    ];
    // (UPC-IO is left out too: its MPI-IO calls have no GA-on-UPC translation.)
    let sources: Vec<(&str, &str)> = ga_aux_sources()
        .into_iter()
        .filter(|(n, _)| !n.starts_with("gasp/") && *n != "ga-aux/upcga_io.c")
        .collect();
    cached_library_of(
        "upcga-upc",
        &sources,
        &flags,
        &key_parts,
        &[("libpgas-upcga-upc.a", &|_: &str| true)],
        Some(ga_upc_headers),
    )
}

/// Whether a `ga-config` lies in the folder of another MPI's GA build (`…/ga/mpich/bin/…` when
/// building for Open MPI).
fn of_another_mpi(ga_config: &Path, mpi: crate::mpi::MpiKind) -> bool {
    let folders: Vec<&std::ffi::OsStr> = ga_config.components().map(|c| c.as_os_str()).collect();
    folders.windows(2).any(|w| {
        w[0] == "ga"
            && crate::mpi::MpiKind::ALL
                .iter()
                .any(|k| *k != mpi && w[1] == k.name())
    })
}

/// Global Arrays as `ga-config` describes it: `$GA_CONFIG`, else the flavour of the Debian
/// packages built for this build's MPI (`/usr/lib/*/ga/<mpi>/bin/ga-config`), else `ga-config`
/// on the PATH.
pub struct GaConfig {
    pub path: PathBuf,
    /// `--cppflags`: the include folders.
    pub cppflags: Vec<String>,
    /// `--libs --ldflags`: the libraries.
    pub libs: Vec<String>,
}

impl GaConfig {
    pub fn find(mpi: crate::mpi::MpiKind) -> Result<GaConfig, i32> {
        let mut candidates: Vec<PathBuf> = vec![];
        if let Ok(p) = std::env::var("GA_CONFIG") {
            if !p.is_empty() {
                candidates.push(PathBuf::from(p));
            }
        }
        if candidates.is_empty() {
            {
                let flavour = mpi.name();
                let mut dirs: Vec<PathBuf> = std::fs::read_dir("/usr/lib")
                    .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
                    .unwrap_or_default();
                dirs.sort();
                dirs.push(PathBuf::from("/usr/lib"));
                for d in dirs {
                    let c = d.join("ga").join(flavour).join("bin/ga-config");
                    if c.exists() {
                        candidates.push(c);
                    }
                }
            }
            // `ga-config` on the PATH, unless it is another MPI's flavour (Debian links
            // /usr/bin/ga-config to one of them): GA built for one MPI does not run on another.
            let on_path = std::env::var_os("PATH")
                .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
                .unwrap_or_default()
                .into_iter()
                .map(|d| d.join("ga-config"))
                .find(|c| c.exists());
            if let Some(c) = on_path {
                if !of_another_mpi(&std::fs::canonicalize(&c).unwrap_or(c.clone()), mpi) {
                    candidates.push(c);
                }
            }
        }
        let query = |path: &Path, args: &[&str]| -> Option<Vec<String>> {
            let out = Command::new(path).args(args).output().ok()?;
            out.status.success().then(|| {
                String::from_utf8_lossy(&out.stdout)
                    .split_whitespace()
                    .map(String::from)
                    .collect()
            })
        };
        for path in candidates {
            let (Some(cppflags), Some(libs)) = (
                query(&path, &["--cppflags"]),
                query(&path, &["--libs", "--ldflags"]),
            ) else {
                continue;
            };
            return Ok(GaConfig {
                path,
                cppflags,
                libs,
            });
        }
        eprintln!(
            "error: cannot find Global Arrays' ga-config for {} (ga/{}/bin/ga-config)\n  = help: install libglobalarrays-dev and libscalapack-{}-dev (Debian) or name the script with GA_CONFIG",
            mpi.title(),
            mpi.name(),
            mpi.name()
        );
        Err(exit::UNAVAILABLE)
    }
}

/// The auxiliary library of `--to ga` programs for this compiler and this GA:
/// `<cache>/<key>/libpgas-upcga.a`, with its header in `<key>/ga-aux/`; built once like the
/// runtime library.
pub fn ga_aux_library(ga: &GaConfig) -> Result<PathBuf, i32> {
    let mut flags = vec![
        "-I".to_string(),
        "ga-aux".into(),
        "-I".into(),
        "include".into(),
    ];
    flags.extend(ga.cppflags.iter().cloned());
    let mut key_parts = flags.clone();
    key_parts.push(ga.path.to_string_lossy().into_owned());
    cached_library(
        "upcga",
        &ga_aux_sources(),
        &flags,
        &key_parts,
        &[
            ("libpgas-upcga.a", &|n: &str| !n.starts_with("gasp/")),
            ("libpgas-gasp.a", &|n: &str| n.starts_with("gasp/")),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ga_config_of_another_mpi_is_not_taken() {
        use crate::mpi::MpiKind::{Mpich, OpenMpi};
        let debian = Path::new("/usr/lib/x86_64-linux-gnu/ga/openmpi/bin/ga-config");
        assert!(of_another_mpi(debian, Mpich));
        assert!(!of_another_mpi(debian, OpenMpi));
        let local = Path::new("/opt/mpich/ga/bin/ga-config");
        assert!(!of_another_mpi(local, OpenMpi));
        assert!(!of_another_mpi(Path::new("/usr/bin/ga-config"), Mpich));
    }

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    /// A library file added on disk but not to its embedded list would be missing from every
    /// build the driver makes (only the checkout has it).
    #[test]
    fn every_library_file_is_embedded() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime-aux");
        let lists = [
            ("upcr", runtime_sources()),
            ("ga-aux", ga_aux_sources()),
            ("ga-upc", ga_upc_sources()),
        ];
        for (dir, list) in lists {
            for entry in std::fs::read_dir(root.join(dir)).unwrap() {
                let path = entry.unwrap().path();
                if path.is_file() {
                    let name = format!("{dir}/{}", path.file_name().unwrap().to_string_lossy());
                    assert!(
                        list.iter().any(|(n, _)| *n == name),
                        "{name} is not embedded in the driver"
                    );
                }
            }
        }
    }

    #[test]
    fn parses_compiler_spellings() {
        let o = parse_args(&args(
            "-c -o x.o -T=4 -O3 -g -Iinc -I other -DA=1 -U B x.upc",
        ))
        .unwrap();
        assert!(o.compile_only);
        assert_eq!(o.output, Some(PathBuf::from("x.o")));
        assert_eq!(o.threads, Some(4));
        assert_eq!(o.cflags, vec!["-O3", "-g"]);
        assert_eq!(
            o.include,
            vec![PathBuf::from("inc"), PathBuf::from("other")]
        );
        assert_eq!(o.defines, vec!["A=1"]);
        assert_eq!(o.undefines, vec!["B"]);
        let o = parse_args(&args(
            "--threads 8 -shared-heap=256MB a.o b.upc -lm -L/x -o prog",
        ))
        .unwrap();
        assert_eq!(o.threads, Some(8));
        assert_eq!(o.shared_heap.as_deref(), Some("256MB"));
        assert_eq!(o.link_args, vec!["-lm", "-L/x"]);
        assert_eq!(o.inputs.len(), 2);
    }

    /// Each flag of CFLAGS/LDFLAGS lands with its stage.
    #[test]
    fn makefile_flags_go_to_their_stage() {
        let o = parse_args(&args(
            "-fopenmp -O3 -g -Wall -std=c99 -pthread -m64 -Wp,-DX -MMD -MFa.d -MT t -MQ q -MP \
             -Xlinker -z -Xlinker now -Wl,-O1 -L lib -lm -rdynamic a.upc",
        ))
        .unwrap();
        assert_eq!(
            o.cflags,
            ["-fopenmp", "-O3", "-g", "-Wall", "-std=c99", "-pthread", "-m64", "-Wp,-DX"]
        );
        assert_eq!(
            o.ppflags,
            ["-fopenmp", "-std=c99", "-pthread", "-m64", "-Wp,-DX"]
        );
        assert_eq!(
            o.link_args,
            [
                "-Xlinker",
                "-z",
                "-Xlinker",
                "now",
                "-Wl,-O1",
                "-Llib",
                "-lm",
                "-rdynamic"
            ]
        );
        assert_eq!(
            o.deps.args(Path::new("obj/a.o")),
            ["-MMD", "-MF", "a.d", "-MT", "t", "-MQ", "q", "-MP"]
        );
        let o = parse_args(&args("-MD -c a.upc")).unwrap();
        assert_eq!(dep_args(&o, "a"), ["-MD", "-MF", "a.d", "-MT", "a.o"]);
        let o = parse_args(&args("-MD a.upc -o prog")).unwrap();
        assert_eq!(dep_args(&o, "a"), ["-MD", "-MF", "a.d", "-MT", "prog"]);
        // upcc's -S: assembly, named after the input.
        let o = parse_args(&args("-S a.upc")).unwrap();
        assert!(o.compile_only && o.assembly);
        assert_eq!(object_of(&o, "a"), PathBuf::from("a.s"));
        assert_eq!(
            parse_args(&args("-shared a.upc")),
            Err("`-shared` is not supported: a UPC program cannot be a shared library (the runtime owns `main`)".into())
        );
        assert!(parse_args(&args("--help")).unwrap().help);
    }

    #[test]
    fn x_upc_applies_to_the_files_after_it() {
        let o = parse_args(&args("a.c -x upc b.c -x none c.c")).unwrap();
        let kinds: Vec<InputKind> = o.inputs.iter().map(|(p, l)| input_kind(p, *l)).collect();
        assert_eq!(kinds, vec![InputKind::C, InputKind::Upc, InputKind::C]);
    }

    #[test]
    fn rejects_bad_arguments() {
        assert!(parse_args(&args("-T 0 a.upc")).is_err());
        assert!(parse_args(&args("-c -o x.o a.upc b.upc")).is_err());
        assert!(parse_args(&args("--bogus a.upc")).is_err());
        assert!(parse_args(&args("-O2")).is_err());
    }

    #[test]
    fn sizes() {
        assert_eq!(parse_size("256MB"), Some(256 << 20));
        assert_eq!(parse_size("1G"), Some(1 << 30));
        assert_eq!(parse_size("4096"), Some(4096));
        assert_eq!(parse_size("12XB"), None);
    }
}
