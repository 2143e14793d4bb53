//! The command line of `cc` (and of `upcc`): the options, the flags of each stage, the help.

use crate::driver::{exit, Lang, Target};
use std::path::{Path, PathBuf};

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
    /// `--checks=races`: the data-race checker.
    pub races: bool,
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
    /// `--layout=source` (translation option, see the user guide).
    pub layout_source: bool,
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
  --layout=source          translate with --layout=source (the file's own text kept)
  --checks                 check every shared access against the bounds of its object
  --checks=races           report the data races of the run (also --checks=bounds,races)
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
            _ if a.starts_with("--checks=") => {
                let (bounds, races) = crate::driver::parse_checks(&a["--checks=".len()..])?;
                o.checks |= bounds;
                o.races |= races;
            }
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
            "--layout=source" => o.layout_source = true,
            "--layout=reprint" => o.layout_source = false,
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
pub(super) enum InputKind {
    Upc,
    C,
    /// Objects and libraries: passed to the link.
    Linked,
}

pub(super) fn input_kind(path: &Path, lang: Option<Lang>) -> InputKind {
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

#[cfg(test)]
mod tests {
    use super::super::compile::{dep_args, object_of};
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
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
