//! Helpers shared by the integration tests: running the translator, compilers and programs.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn xlate() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_pgas-xlate"));
    c.current_dir(root());
    c
}

/// A fresh scratch directory under the target folder (kept for inspection after a failure).
pub fn scratch(name: &str) -> PathBuf {
    let dir = root().join("target/test-scratch").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

pub fn run(cmd: &mut Command) -> Output {
    cmd.output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"))
}

pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs an `mpirun` command line with an Open MPI session directory of its own, as `pgas-xlate
/// run` gives each job: jobs that start while another ends otherwise fail now and then in
/// `orte_init` (the directory shared by all jobs of the user removed under them).
pub fn run_mpi(cmd: &mut Command) -> Output {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("pgx-test.{}.{n}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("session dir");
    let out = run(cmd.env("OMPI_MCA_orte_tmpdir_base", &dir));
    let _ = std::fs::remove_dir_all(&dir);
    out
}

/// Runs the command and panics with its output when it fails.
pub fn check(cmd: &mut Command) -> Output {
    let out = run(cmd);
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n{}{}",
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
    out
}

/// The MPI C compiler's include directories (for translating programs that include <mpi.h>).
pub fn mpi_include_args() -> Vec<String> {
    let out = run(Command::new("mpicc").arg("--showme:incdirs"));
    text(&out.stdout)
        .split_whitespace()
        .map(|d| format!("-I{d}"))
        .collect()
}

/// Files of `dir` with extension `ext`, sorted.
pub fn files_with_ext(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    v
}

/// Number of warning lines in a compiler's output.
pub fn warnings(stderr: &[u8]) -> usize {
    text(stderr)
        .lines()
        .filter(|l| l.contains("warning:"))
        .count()
}

/// The program text without comments (a function named in a comment is not called).
pub fn strip_comments(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    let mut rest = src;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("/*") {
            rest = r.find("*/").map_or("", |e| &r[e + 2..]);
            out.push(' ');
        } else if let Some(r) = rest.strip_prefix("//") {
            rest = r.find('\n').map_or("", |e| &r[e..]);
        } else if rest.starts_with('"') {
            // A string literal is kept whole (it may hold `/*`).
            let end = rest[1..]
                .char_indices()
                .find(|&(i, c)| c == '"' && !rest[1..1 + i].ends_with('\\'))
                .map_or(rest.len(), |(i, _)| i + 2);
            out.push_str(&rest[..end]);
            rest = &rest[end..];
        } else {
            let c = rest.chars().next().unwrap();
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// Runs the UPC program `exe` on `n` processes with `pgas-xlate run`, under a time limit of
/// `secs` seconds, whatever its exit status.
pub fn launch_upc(exe: &Path, n: u32, secs: u32) -> std::process::Output {
    run(Command::new("timeout")
        .arg(secs.to_string())
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .args(["run", "-n", &n.to_string()])
        .arg(exe))
}

/// Runs `exe` with `pgas-xlate run` on `n` processes (at most `secs` seconds); it must succeed.
/// Its standard output.
pub fn run_upc(exe: &Path, n: u32, secs: u32) -> Vec<u8> {
    let out = launch_upc(exe, n, secs);
    assert!(
        out.status.success(),
        "{} on {n}: {}\n{}{}",
        exe.display(),
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
    out.stdout
}

/// The C sources of the `--to upcr` runtime that the programs of runtime-aux/upcr/tests/mpi link
/// with (they have their own `main`, so not `upcr_main.c`; nor UPC-IO's `upcr_io.c`).
pub fn upcr_runtime_sources() -> Vec<PathBuf> {
    [
        "upcr_core",
        "upcr_collective",
        "upcr_lib",
        "upcr_where",
        "upcr_races",
    ]
    .iter()
    .map(|f| root().join(format!("runtime-aux/upcr/{f}.c")))
    .collect()
}

/// The thread count a `_staticN` sample is built for (`static_threads_static4.upc`: 4).
pub fn static_threads(path: &Path) -> Option<u32> {
    let name = path.file_stem()?.to_string_lossy().into_owned();
    let n = name.split("_static").nth(1)?;
    n.chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .ok()
}
