//! `pgas-xlate cc`: the compiler driver, usable as `CC` in make and CMake.
//!
//! UPC files are translated in-process (`--to upcr`), everything is compiled with the MPI C
//! compiler (`$MPICC`, default `mpicc`), and programs are linked with the runtime library,
//! which is built on first use into a cache keyed by the compiler, the flags that change its
//! code and the runtime's sources (see [`runtime_library`]).

use crate::driver::{self, exit, Lang, Target, TranslateOptions};
use crate::preprocess::{runtime_include_dir, PreprocessOptions};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The runtime's sources, embedded so that an installed binary needs no source tree.
const RUNTIME_SOURCES: [(&str, &str); 18] = [
    ("upcr/upcr.h", include_str!("../runtime-aux/upcr/upcr.h")),
    (
        "upcr/upcr_ptr.h",
        include_str!("../runtime-aux/upcr/upcr_ptr.h"),
    ),
    (
        "upcr/upcr_internal.h",
        include_str!("../runtime-aux/upcr/upcr_internal.h"),
    ),
    (
        "upcr/upcr_collective.h",
        include_str!("../runtime-aux/upcr/upcr_collective.h"),
    ),
    (
        "upcr/upcr_lib.h",
        include_str!("../runtime-aux/upcr/upcr_lib.h"),
    ),
    (
        "upcr/upcr_core.c",
        include_str!("../runtime-aux/upcr/upcr_core.c"),
    ),
    (
        "upcr/upcr_collective.c",
        include_str!("../runtime-aux/upcr/upcr_collective.c"),
    ),
    (
        "upcr/upcr_lib.c",
        include_str!("../runtime-aux/upcr/upcr_lib.c"),
    ),
    (
        "upcr/upcr_where.c",
        include_str!("../runtime-aux/upcr/upcr_where.c"),
    ),
    (
        "upcr/upcr_main.c",
        include_str!("../runtime-aux/upcr/upcr_main.c"),
    ),
    (
        "include/upc_types.h",
        include_str!("../runtime-aux/include/upc_types.h"),
    ),
    (
        "include/pgas_dynptr.h",
        include_str!("../runtime-aux/include/pgas_dynptr.h"),
    ),
    (
        "include/pgas_names.h",
        include_str!("../runtime-aux/include/pgas_names.h"),
    ),
    (
        "include/gasp.h",
        include_str!("../runtime-aux/include/gasp.h"),
    ),
    (
        "gasp/gasp_trace.c",
        include_str!("../runtime-aux/gasp/gasp_trace.c"),
    ),
    (
        "include/gasp_upc.h",
        include_str!("../runtime-aux/include/gasp_upc.h"),
    ),
    (
        "README",
        "pgas-xlate runtime library (built by `pgas-xlate cc`)\n",
    ),
    ("VERSION", env!("CARGO_PKG_VERSION")),
];

/// The auxiliary library of `--to ga` programs (runtime-aux/ga-aux), embedded like the runtime.
const GA_AUX_SOURCES: [(&str, &str); 12] = [
    (
        "ga-aux/upcga.h",
        include_str!("../runtime-aux/ga-aux/upcga.h"),
    ),
    (
        "ga-aux/upcga_internal.h",
        include_str!("../runtime-aux/ga-aux/upcga_internal.h"),
    ),
    (
        "ga-aux/upcga.c",
        include_str!("../runtime-aux/ga-aux/upcga.c"),
    ),
    (
        "ga-aux/upcga_collective.c",
        include_str!("../runtime-aux/ga-aux/upcga_collective.c"),
    ),
    (
        "ga-aux/upcga_main.c",
        include_str!("../runtime-aux/ga-aux/upcga_main.c"),
    ),
    (
        "include/upc_types.h",
        include_str!("../runtime-aux/include/upc_types.h"),
    ),
    (
        "include/pgas_dynptr.h",
        include_str!("../runtime-aux/include/pgas_dynptr.h"),
    ),
    (
        "include/pgas_names.h",
        include_str!("../runtime-aux/include/pgas_names.h"),
    ),
    (
        "include/gasp.h",
        include_str!("../runtime-aux/include/gasp.h"),
    ),
    (
        "include/gasp_upc.h",
        include_str!("../runtime-aux/include/gasp_upc.h"),
    ),
    (
        "gasp/gasp_trace.c",
        include_str!("../runtime-aux/gasp/gasp_trace.c"),
    ),
    ("VERSION", env!("CARGO_PKG_VERSION")),
];

/// The GA-on-UPC library (runtime-aux/ga-upc) that `--to upc` programs call: UPC sources,
/// translated with `--to upcr` when the library is built, and the headers that replace GA's.
const GA_UPC_SOURCES: [(&str, &str); 12] = [
    ("ga-upc/ga.h", include_str!("../runtime-aux/ga-upc/ga.h")),
    ("ga-upc/mpi.h", include_str!("../runtime-aux/ga-upc/mpi.h")),
    (
        "ga-upc/macdecls.h",
        include_str!("../runtime-aux/ga-upc/macdecls.h"),
    ),
    (
        "ga-upc/armci.h",
        include_str!("../runtime-aux/ga-upc/armci.h"),
    ),
    (
        "ga-upc/gacommon.h",
        include_str!("../runtime-aux/ga-upc/gacommon.h"),
    ),
    (
        "ga-upc/ga_internal.h",
        include_str!("../runtime-aux/ga-upc/ga_internal.h"),
    ),
    (
        "ga-upc/ga_base.upc",
        include_str!("../runtime-aux/ga-upc/ga_base.upc"),
    ),
    (
        "ga-upc/ga_onesided.upc",
        include_str!("../runtime-aux/ga-upc/ga_onesided.upc"),
    ),
    (
        "ga-upc/ga_collective.upc",
        include_str!("../runtime-aux/ga-upc/ga_collective.upc"),
    ),
    (
        "ga-upc/ga_print.upc",
        include_str!("../runtime-aux/ga-upc/ga_print.upc"),
    ),
    (
        "ga-upc/ma.upc",
        include_str!("../runtime-aux/ga-upc/ma.upc"),
    ),
    ("VERSION", env!("CARGO_PKG_VERSION")),
];

/// What the driver was asked to do.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CcOptions {
    pub target: Option<Target>,
    pub compile_only: bool,
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
}

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
        match a {
            "-c" => o.compile_only = true,
            "-o" => o.output = Some(PathBuf::from(value(&mut i, a)?)),
            "-T" | "--threads" | "-fupc-threads" => {
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
            "--dynamic-pointers" => o.dynamic_pointers = true,
            "--trace-buffer-size" => o.trace_buffer_size = Some(value(&mut i, a)?),
            "--shared-heap" | "-shared-heap" => o.shared_heap = Some(value(&mut i, a)?),
            "--profile-only" => {
                let v = value(&mut i, a)?;
                o.profile.only = Some(v);
            }
            "--profile" | "--inst" => o.profile.profile = true,
            "--profile-local" | "--inst-local" => o.profile.local = true,
            "--inst-functions" => o.profile.functions = true,
            "--noinst" => o.profile.noinst = true,
            _ if a.starts_with("-T=") || a.starts_with("--threads=") => {
                o.threads = Some(parse_threads(a.split_once('=').map_or("", |p| p.1))?)
            }
            _ if a.starts_with("-T") && a.len() > 2 => o.threads = Some(parse_threads(&a[2..])?),
            _ if a.starts_with("-shared-heap=") || a.starts_with("--shared-heap=") => {
                o.shared_heap = a.split_once('=').map(|p| p.1.to_string())
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
            _ if a.starts_with("-L") || a.starts_with("-l") || a.starts_with("-Wl,") => {
                o.link_args.push(a.to_string())
            }
            "-pthread" | "-rdynamic" | "-static" => o.link_args.push(a.to_string()),
            _ if a.starts_with("-x") && a.len() > 2 => {
                lang = match &a[2..] {
                    "upc" => Some(Lang::Upc),
                    "c" => Some(Lang::C),
                    _ => None,
                }
            }
            _ if a.starts_with("-O")
                || a.starts_with("-g")
                || a.starts_with("-f")
                || a.starts_with("-W")
                || a.starts_with("-m")
                || a.starts_with("-std=")
                || a == "-pedantic"
                || a == "-w" =>
            {
                o.cflags.push(a.to_string())
            }
            _ if a.starts_with('-') && a.len() > 1 => return Err(format!("unknown option `{a}`")),
            _ => o.inputs.push((PathBuf::from(a), lang)),
        }
        i += 1;
    }
    if o.inputs.is_empty() {
        return Err("no input files".into());
    }
    if o.compile_only && o.output.is_some() && o.inputs.len() > 1 {
        return Err("`-o` with `-c` takes one input file".into());
    }
    Ok(o)
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

fn mpicc() -> String {
    std::env::var("MPICC")
        .ok()
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "mpicc".into())
}

/// Runs a command, reporting a failure to start it; returns its exit status.
fn run_status(cmd: &mut Command) -> i32 {
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
            eprintln!("error: {e}\nusage: pgas-xlate cc [--to upcr|ga|upc] [--ga] [-c] [-o OUT] [-T N] [-O…] [-g] [-I/-D/-U…] [-L/-l…] [--save-temps] [--checks] FILES…");
            return exit::USAGE;
        }
    };
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
    match build(&o) {
        Ok(()) => exit::OK,
        Err(status) => status,
    }
}

fn build(o: &CcOptions) -> Result<(), i32> {
    let ga = o.target == Some(Target::Ga);
    let ga_config = if ga { Some(GaConfig::find()?) } else { None };
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
        let stem = input
            .file_stem()
            .map_or("input".into(), |s| s.to_string_lossy().into_owned());
        let temp_file = |name: String| {
            if o.save_temps {
                let dir = match (&o.output, o.compile_only) {
                    (Some(out), _) => out.parent().map(Path::to_path_buf).unwrap_or_default(),
                    _ => PathBuf::new(),
                };
                dir.join(name)
            } else {
                temp.path().join(format!("{n}_{name}"))
            }
        };
        let mut source = input.clone();
        if o.target == Some(Target::Upc) && kind == InputKind::C {
            // A GA C program: to UPC first, then like any UPC file.
            source = temp_file(format!("{stem}.upc"));
            translate(o, input, &source, Target::Upc, &ga_upc_include)?;
            kind = InputKind::Upc;
        }
        let c_file = if kind == InputKind::Upc {
            let c_file = temp_file(format!("{stem}.{}.c", if ga { "ga" } else { "upcr" }));
            let target = if ga { Target::Ga } else { Target::Upcr };
            translate(o, &source, &c_file, target, &translate_include)?;
            c_file
        } else {
            input.clone()
        };
        let object = if o.compile_only {
            o.output
                .clone()
                .unwrap_or_else(|| PathBuf::from(format!("{stem}.o")))
        } else {
            temp.path().join(format!("{n}_{stem}.o"))
        };
        let mut cmd = Command::new(mpicc());
        cmd.arg("-c").arg(&c_file).arg("-o").arg(&object);
        compile_flags(&mut cmd, o, &lib, kind == InputKind::Upc);
        for d in &ga_upc_include {
            cmd.arg("-I").arg(d);
        }
        if let Some(g) = &ga_config {
            cmd.args(&g.cppflags);
        }
        let status = run_status(&mut cmd);
        if status != 0 {
            return Err(status);
        }
        objects.push(object);
    }
    if o.compile_only {
        return Ok(());
    }
    let output = o.output.clone().unwrap_or_else(|| PathBuf::from("a.out"));
    let mut cmd = Command::new(mpicc());
    cmd.args(&o.cflags).args(&objects);
    // Sizes chosen at link time become constants the runtime (or the auxiliary library of
    // `--to ga`) and the tool read.
    let heap_symbol = if ga_config.is_some() {
        "upcga_default_shared_heap_bytes"
    } else {
        "upcrt_default_shared_heap_bytes"
    };
    for (size, symbol) in [
        (&o.shared_heap, heap_symbol),
        (&o.trace_buffer_size, "pgas_trace_buffer_size_default"),
    ] {
        let Some(size) = size else { continue };
        let Some(bytes) = parse_size(size) else {
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
            .arg("-lm"),
    };
    cmd.arg("-o").arg(&output);
    let status = run_status(&mut cmd);
    if status != 0 {
        return Err(status);
    }
    Ok(())
}

/// Flags for compiling one C file: the user's, the runtime headers, and for translated files
/// debug information that maps to the UPC source (runtime errors name UPC lines).
fn compile_flags(cmd: &mut Command, o: &CcOptions, lib: &Path, translated: bool) {
    if !o.cflags.iter().any(|f| f.starts_with("-O")) {
        cmd.arg("-O2");
    }
    cmd.args(&o.cflags);
    if translated {
        cmd.args(["-g", "-gdwarf-4", "-std=gnu11"]);
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
) -> Result<(), i32> {
    let cc = std::env::var("CC")
        .ok()
        .filter(|s| !s.is_empty() && !s.contains("pgas-xlate"))
        .unwrap_or_else(|| "cc".to_string());
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
            runtime_include: runtime_include_dir(),
            system_dirs: system_dirs.to_vec(),
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
    };
    match driver::run(&opts) {
        0 => Ok(()),
        s => Err(s),
    }
}

/// The cache folder of the runtime library: `$PGAS_XLATE_CACHE`, `$XDG_CACHE_HOME/pgas-xlate`,
/// or `~/.cache/pgas-xlate`.
fn cache_root() -> PathBuf {
    if let Ok(d) = std::env::var("PGAS_XLATE_CACHE") {
        if !d.is_empty() {
            return PathBuf::from(d);
        }
    }
    if let Ok(d) = std::env::var("XDG_CACHE_HOME") {
        if !d.is_empty() {
            return PathBuf::from(d).join("pgas-xlate");
        }
    }
    let home = std::env::var("HOME").unwrap_or_else(|_| "/tmp".into());
    PathBuf::from(home).join(".cache/pgas-xlate")
}

/// The runtime library for this compiler and these flags: `<cache>/<key>/libpgas-upcr.a`, with
/// the sources and headers in `<key>/upcr/` (and `<key>/include/upc_types.h`). Built once, in a temporary folder renamed into place, so that
/// parallel builds (make -j) never see a half-built library.
pub fn runtime_library(checks: bool) -> Result<PathBuf, i32> {
    let mut flags: Vec<String> = ["-I", "include", "-I", "upcr"].map(String::from).to_vec();
    if checks {
        flags.push("-DUPCR_CHECKS".into());
    }
    cached_library(
        "upcr",
        &RUNTIME_SOURCES,
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
/// version, `key_parts` and the sources. Built in a temporary folder renamed into place, so that
/// parallel builds (make -j) never see a half-built library.
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
            eprintln!("error: cannot run the MPI C compiler `{compiler}`: {e}\n  = help: install Open MPI (mpicc) or name a compiler with MPICC");
            exit::UNAVAILABLE
        })?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    compiler.hash(&mut h);
    version.stdout.hash(&mut h);
    key_parts.hash(&mut h);
    for (name, text) in sources {
        name.hash(&mut h);
        text.hash(&mut h);
    }
    let key = format!("{prefix}-{:016x}", h.finish());
    let root = cache_root();
    let dir = root.join(&key);
    let first = libs[0].0;
    if dir.join(first).exists() {
        return Ok(dir);
    }
    let fail = |what: String| {
        eprintln!("error: building the runtime library: {what}");
        exit::UNAVAILABLE
    };
    std::fs::create_dir_all(&root).map_err(|e| fail(format!("{}: {e}", root.display())))?;
    let work = tempfile::Builder::new()
        .prefix(&format!("{key}.tmp"))
        .tempdir_in(&root)
        .map_err(|e| fail(e.to_string()))?;
    for (name, text) in sources {
        let path = work.path().join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| fail(e.to_string()))?;
        }
        std::fs::write(path, text).map_err(|e| fail(e.to_string()))?;
    }
    let mut objects: Vec<Vec<PathBuf>> = vec![vec![]; libs.len()];
    for (name, _) in sources
        .iter()
        .filter(|(n, _)| n.ends_with(".c") || n.ends_with(".upc"))
    {
        let file = name.rsplit('/').next().unwrap_or(name);
        let mut c_file = work.path().join(name);
        if let (Some(ga_headers), Some(stem)) = (ga_c, name.strip_suffix(".c")) {
            // A GA C source: to UPC over the GA-on-UPC library, then like a UPC source.
            let upc = work.path().join(format!("{stem}.upc"));
            let dir = c_file.parent().map(Path::to_path_buf).unwrap_or_default();
            let opts = CcOptions {
                include: vec![dir, work.path().join("include")],
                defines: GA_C_DEFINES.iter().map(|d| d.to_string()).collect(),
                ..CcOptions::default()
            };
            let system = [ga_headers.to_path_buf()];
            translate(&opts, &c_file, &upc, Target::Upc, &system)
                .map_err(|_| fail(format!("translating {name} to UPC failed")))?;
            c_file = work.path().join(format!("{stem}.upcr.c"));
            translate(&opts, &upc, &c_file, Target::Upcr, &system)
                .map_err(|_| fail(format!("translating {name} failed")))?;
        } else if let Some(stem) = name.strip_suffix(".upc") {
            // A UPC source: translated by this binary (`--to upcr`), headers next to it.
            let upc = c_file;
            c_file = work.path().join(format!("{stem}.upcr.c"));
            let dir = upc.parent().map(Path::to_path_buf).unwrap_or_default();
            let opts = CcOptions::default();
            translate(&opts, &upc, &c_file, Target::Upcr, &[dir])
                .map_err(|_| fail(format!("translating {name} failed")))?;
        }
        let obj = work
            .path()
            .join(file.replace(".upc", ".o").replace(".c", ".o"));
        let mut cmd = Command::new(&compiler);
        cmd.args(["-O2", "-g", "-std=gnu11", "-pthread", "-c"])
            .arg(&c_file)
            .arg("-o")
            .arg(&obj)
            .args(flags)
            .current_dir(work.path());
        if run_status(&mut cmd) != 0 {
            return Err(fail(format!("compiling {name} failed")));
        }
        if let Some(k) = libs.iter().position(|(_, takes)| takes(name)) {
            objects[k].push(obj);
        }
    }
    for ((lib, _), objs) in libs.iter().zip(&objects) {
        let mut ar = Command::new("ar");
        ar.arg("rcs").arg(work.path().join(lib)).args(objs);
        if run_status(&mut ar) != 0 {
            return Err(fail("ar failed".into()));
        }
    }
    let built = work.keep();
    if std::fs::rename(&built, &dir).is_err() {
        // Another build got there first: use its library.
        let _ = std::fs::remove_dir_all(&built);
        if !dir.join(first).exists() {
            return Err(fail(format!("cannot create {}", dir.display())));
        }
    }
    Ok(dir)
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
    o.inputs.iter().any(|(path, lang)| {
        input_kind(path, *lang) == kind
            && std::fs::read_to_string(path).is_ok_and(|text| {
                text.lines().any(|l| {
                    let l = l.trim_start();
                    l.starts_with('#')
                        && l.contains("include")
                        && headers.iter().any(|h| {
                            l.contains(&format!("<{h}>")) || l.contains(&format!("\"{h}\""))
                        })
                })
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
    let mut key_parts = flags.clone();
    if let Some(meta) = std::env::current_exe()
        .ok()
        .and_then(|e| std::fs::metadata(e).ok())
    {
        key_parts.push(format!("{}:{:?}", meta.len(), meta.modified().ok()));
    }
    cached_library(
        "gaupc",
        &GA_UPC_SOURCES,
        &flags,
        &key_parts,
        &[("libpgas-gaupc.a", &|_: &str| true)],
    )
}

/// Macros of ga-aux built on UPC: its two heaps take a quarter of `UPC_SHARED_HEAP_SIZE`
/// (the runtime's symmetric memory, where every GA array lives, is half of it).
const GA_C_DEFINES: [&str; 1] = ["UPCGA_HEAP_DIVISOR=8"];

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
    let mut key_parts = flags.clone();
    if let Some(meta) = std::env::current_exe()
        .ok()
        .and_then(|e| std::fs::metadata(e).ok())
    {
        key_parts.push(format!("{}:{:?}", meta.len(), meta.modified().ok()));
    }
    let sources: Vec<(&str, &str)> = GA_AUX_SOURCES
        .iter()
        .filter(|(n, _)| !n.starts_with("gasp/"))
        .copied()
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

/// Global Arrays as `ga-config` describes it: `$GA_CONFIG`, else the Open MPI flavour of the
/// Debian packages, else the MPICH one, else `ga-config` on the PATH.
pub struct GaConfig {
    pub path: PathBuf,
    /// `--cppflags`: the include folders.
    pub cppflags: Vec<String>,
    /// `--libs --ldflags`: the libraries.
    pub libs: Vec<String>,
}

impl GaConfig {
    pub fn find() -> Result<GaConfig, i32> {
        let mut candidates: Vec<PathBuf> = vec![];
        if let Ok(p) = std::env::var("GA_CONFIG") {
            if !p.is_empty() {
                candidates.push(PathBuf::from(p));
            }
        }
        if candidates.is_empty() {
            for flavour in ["openmpi", "mpich"] {
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
            candidates.push(PathBuf::from("ga-config"));
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
        eprintln!("error: cannot find Global Arrays' ga-config\n  = help: install libglobalarrays-dev (Debian) or name the script with GA_CONFIG");
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
        &GA_AUX_SOURCES,
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

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    /// A library file added on disk but not to its embedded list would be missing from every
    /// build the driver makes (only the checkout has it).
    #[test]
    fn every_library_file_is_embedded() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime-aux");
        let lists: [(&str, &[(&str, &str)]); 3] = [
            ("upcr", &RUNTIME_SOURCES),
            ("ga-aux", &GA_AUX_SOURCES),
            ("ga-upc", &GA_UPC_SOURCES),
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
