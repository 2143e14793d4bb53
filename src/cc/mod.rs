//! `pgas-xlate cc`: the compiler driver, usable as `CC` in make and CMake.
//!
//! UPC files are translated in-process (`--to upcr`), everything is compiled with the MPI C
//! compiler (`$MPICC`, else the wrapper of the MPI chosen by `--mpi`/`PGAS_XLATE_MPI` or found
//! installed: [`crate::mpi`]), and programs are linked with the runtime library, which is built
//! on first use into a cache keyed by the compiler, the MPI, the flags that change its code and
//! the runtime's sources (see [`runtime_library`]).
//!
//! One module a stage, read in the order a build runs: [`args`] (the command line), the
//! libraries of [`cache`], [`translate`], [`compile`] (one input), [`link`]; [`build`] runs
//! them.

mod args;
mod cache;
mod compile;
mod link;
mod translate;

pub use args::{
    compiler_only_flag, help_command, linker_only_flag, parse_args, parse_heap_size, parse_size,
    preprocessor_flag, version_text, CcOptions, DepFlags, COMPILER_VALUE_FLAGS,
    FORCED_INCLUDE_FLAGS, HELP, PREPROCESSOR_VALUE_FLAGS, SUBCOMMANDS,
};
pub use cache::{ga_aux_library, ga_aux_upc_library, ga_upc_library, prebuild, runtime_library};
pub use compile::user_names;
pub use link::GaConfig;

use crate::driver::{self, exit};
use args::{input_kind, InputKind};
use cache::Libraries;
use compile::{dep_args, kept_files, object_of, stem_of, translation_of};
use link::program_of;
use std::path::{Path, PathBuf};
use std::process::Command;
use translate::preprocess_inputs;

/// The MPI of this build and its C compiler wrapper, chosen once ([`select_mpi`]).
static MPI: std::sync::OnceLock<(crate::mpi::MpiKind, String)> = std::sync::OnceLock::new();

/// Chooses the MPI of this build (`--mpi`, `PGAS_XLATE_MPI`, `MPICC`, what is installed); an
/// error names what is missing.
pub(super) fn select_mpi(flag: Option<&str>) -> Result<crate::mpi::MpiKind, i32> {
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
pub(super) fn mpicc() -> String {
    MPI.get()
        .map_or_else(|| "mpicc".to_string(), |(_, cc)| cc.clone())
}

/// The MPI of this build.
pub(super) fn mpi_kind() -> crate::mpi::MpiKind {
    MPI.get().map_or(crate::mpi::MpiKind::OpenMpi, |(k, _)| *k)
}

/// Runs a command, reporting a failure to start it; returns its exit status.
pub(super) fn run_status(cmd: &mut Command) -> i32 {
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
pub(super) static VERBOSE: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Prints `cmd` on standard error under `-v`.
pub(super) fn show(cmd: &Command) {
    if VERBOSE.load(std::sync::atomic::Ordering::Relaxed) > 0 {
        eprintln!("{}", crate::launcher::shown(cmd));
    }
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

/// Builds the program (or the objects, translations) `o` asks for: the libraries found or
/// built, each input translated and compiled, the objects linked.
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
    let libs = Libraries::find(o, mpi)?;
    let with_ga_aux;
    let o = match &libs.ga_aux_upc {
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
        objects.extend(compile::input(o, n, input, *lang, &libs, temp.path())?);
    }
    if o.compile_only || o.translate_only {
        return Ok(());
    }
    link::program(o, &objects, &libs, mpi, temp.path())
}
