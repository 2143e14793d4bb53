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
