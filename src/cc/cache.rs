//! The runtime cache: the libraries a program links (the runtime, the auxiliary library of
//! `--to ga`, the GA-on-UPC libraries), built from the sources embedded in the binary into a
//! cache keyed by the compiler, the MPI, the flags that change their code and the sources.

use super::args::{CcOptions, InputKind};
use super::link::GaConfig;
use super::translate::{includes_header, needs_ga_upc, translate};
use super::{mpi_kind, mpicc, run_status, select_mpi};
use crate::driver::{exit, Target};
use crate::preprocess::runtime_include_dir;
use crate::runtime_files;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The libraries a build compiles against and links, found in the cache (or built) before its
/// first file is compiled.
pub(super) struct Libraries {
    /// The folder of the runtime library (`--to upcr`) or of the auxiliary library (`--to ga`).
    pub(super) lib: PathBuf,
    /// Global Arrays, under `--to ga`.
    pub(super) ga_config: Option<GaConfig>,
    /// The GA-on-UPC library's folder, when the program uses it.
    pub(super) ga_upc: Option<PathBuf>,
    /// ga-aux translated to UPC, for a `--to ga` output translated back.
    pub(super) ga_aux_upc: Option<PathBuf>,
    /// Where the GA-on-UPC library's headers (ga.h …) are: searched before GA's own.
    pub(super) ga_upc_include: Vec<PathBuf>,
    /// The headers a translated file may include: GA's under `--to ga` (a UPC program may call
    /// GA itself), else the GA-on-UPC library's.
    pub(super) translate_include: Vec<PathBuf>,
}

impl Libraries {
    /// The libraries of the build `o` for the MPI `mpi`.
    pub(super) fn find(o: &CcOptions, mpi: crate::mpi::MpiKind) -> Result<Libraries, i32> {
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
                if o.target == Some(Target::Upc)
                    && includes_header(o, InputKind::C, &["upcga.h"]) =>
            {
                Some(ga_aux_upc_library(&lib, &g.join("ga-upc"))?)
            }
            _ => None,
        };
        Ok(Libraries {
            lib,
            ga_config,
            ga_upc,
            ga_aux_upc,
            ga_upc_include,
            translate_include,
        })
    }
}

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
}
