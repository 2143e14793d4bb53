//! The link stage: the program linked with the runtime library (or GA and the auxiliary
//! library of `--to ga`), the sizes chosen at link time, and the checks on what is linked.

use super::args::{parse_heap_size, parse_size, CcOptions};
use super::cache::Libraries;
use super::compile::run_user_names;
use super::mpicc;
use crate::driver::{self, exit, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Links the program (`-o`, else `a.out`) from `objects` with the runtime library and what the
/// backend needs; the sizes chosen at link time and the program's MPI are compiled in from
/// small C files written in `temp`.
pub(super) fn program(
    o: &CcOptions,
    objects: &[PathBuf],
    libs: &Libraries,
    mpi: crate::mpi::MpiKind,
    temp: &Path,
) -> Result<(), i32> {
    if o.target != Some(Target::Upc) && !o.ga_upc {
        if let Some(e) = backend_mismatch(o, objects) {
            eprintln!("error: {e}");
            return Err(exit::DIAGNOSTICS);
        }
    }
    let output = program_of(o);
    // Linked under a temporary name beside the output, renamed once the program is known to
    // have a `main`: a failed link leaves no file and an old program in place.
    let linked = driver::staging_path(&output);
    let mut cmd = Command::new(mpicc());
    cmd.args(&o.cflags).args(objects);
    // Sizes chosen at link time become constants the runtime (or the auxiliary library of
    // `--to ga`) and the tool read.
    let heap_symbol = if libs.ga_config.is_some() {
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
        let c = temp.join(format!("{symbol}.c"));
        std::fs::write(
            &c,
            format!("const unsigned long long {symbol} = {bytes}ULL;\n"),
        )
        .map_err(|_| exit::UNAVAILABLE)?;
        cmd.arg(c);
    }
    // The program records its MPI, for `pgas-xlate run`.
    let record = temp.join("pgas_xlate_mpi.c");
    std::fs::write(&record, crate::mpi::record_source(mpi)).map_err(|_| exit::UNAVAILABLE)?;
    cmd.arg(record);
    if o.profile.any() {
        // A profile flag at link time: the program gets our GASP tool (tracing).
        cmd.arg(libs.lib.join("libpgas-gasp.a")).arg("-pthread");
    }
    match &libs.ga_config {
        // The auxiliary library first, then GA and what GA needs.
        Some(g) => cmd
            .arg(libs.lib.join("libpgas-upcga.a"))
            .args(&o.link_args)
            .args(&g.libs)
            .args(["-lgfortran", "-lm"]),
        None => cmd
            // ga-aux's main (upcga_main.c, as UPC) is the program's: the runtime's reference
            // to it is weak, so it is named here to be taken from the archive.
            .args(
                libs.ga_aux_upc
                    .iter()
                    .map(|_| "-Wl,--undefined=upcrt_user_main"),
            )
            .args(
                libs.ga_aux_upc
                    .iter()
                    .map(|d| d.join("libpgas-upcga-upc.a")),
            )
            .args(libs.ga_upc.iter().map(|d| d.join("libpgas-gaupc.a")))
            .arg(libs.lib.join("libpgas-upcr.a"))
            .args(&o.link_args)
            .args(libs.ga_upc.iter().flat_map(|_| ga_upc_companions()))
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

/// The program a link writes: `-o`, else `a.out`.
pub(super) fn program_of(o: &CcOptions) -> PathBuf {
    o.output.clone().unwrap_or_else(|| PathBuf::from("a.out"))
}

/// The names the translation gives the user's `main` (`--to upcr`, `--to ga`); the runtime's
/// `main` refers to them weakly, so a program without `main` would link and fail only when run.
pub(super) const USER_MAIN_SYMBOLS: [&str; 2] = ["upcrt_user_main", "upcga_user_main"];

/// Whether a linked program has its user's `main`: no weak reference to a renamed `main` is
/// left undefined, or `main` is not the runtime's (weak) one but a C file's that starts the
/// runtime with `bupc_init` (`nm`).
pub(super) fn defines_user_main(program: &Path) -> bool {
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

/// What a GA program links besides GA (`ga-config --libs`: LAPACK and BLAS, which GA programs
/// call directly, `dgemm_` …), for programs on the GA-on-UPC library: the ones the C compiler
/// finds (`-print-file-name` answers the bare name for a library it does not know).
pub(super) fn ga_upc_companions() -> Vec<String> {
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
pub(super) fn backend_mismatch(o: &CcOptions, objects: &[PathBuf]) -> Option<String> {
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
}
