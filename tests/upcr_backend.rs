//! `--to upcr`: every UPC sample translates, and the output is C that compiles against a header
//! holding only the runtime interface's declarations (tests/in/upcr_spec/upcr.h). The readability
//! of a few outputs is guarded by their `--no-line-directives` translations in tests/out/upcr
//! (`*.plain.upcr.c`, tests/matrix.rs); the execution tests (tests/upc_exec.rs) guard their
//! meaning.

mod common;
use common::*;
use std::path::{Path, PathBuf};

fn upc_samples() -> Vec<PathBuf> {
    let mut files = files_with_ext(&root().join("samples/upc"), "upc");
    files.sort();
    files
}

/// `--threads N` for the samples whose name says `_staticN`.
fn static_threads(path: &Path) -> Option<String> {
    let name = path.file_stem()?.to_string_lossy().into_owned();
    let n = name.split("_static").nth(1)?;
    Some(n.chars().take_while(char::is_ascii_digit).collect())
}

fn translate(path: &Path, out: &Path) -> std::process::Output {
    let mut cmd = xlate();
    cmd.arg(path).args(["--to", "upcr", "-o"]).arg(out);
    if let Some(n) = static_threads(path) {
        cmd.args(["--threads", &n]);
    }
    run(&mut cmd)
}

/// A folder with the specification-only upcr.h and our support and library headers next to
/// it; the headers they include from runtime-aux/include (`../include/...`) are found through
/// a second `-I`.
fn spec_include_dir(name: &str) -> PathBuf {
    let dir = scratch(name);
    std::fs::copy(root().join("tests/in/upcr_spec/upcr.h"), dir.join("upcr.h")).unwrap();
    for h in ["upcrt.h", "upcr_lib.h", "upcr_collective.h"] {
        std::fs::copy(root().join("runtime-aux/upcr").join(h), dir.join(h)).unwrap();
    }
    dir
}

#[test]
fn every_sample_compiles_against_the_specification_header() {
    let files = upc_samples();
    assert!(files.len() >= 60, "expected at least 60 UPC samples");
    let inc = spec_include_dir("upcr-spec-inc");
    let out_dir = scratch("upcr-spec-out");
    let mut failures = vec![];
    for f in &files {
        let out = out_dir.join(format!("{}.c", f.file_stem().unwrap().to_string_lossy()));
        let t = translate(f, &out);
        if !t.status.success() {
            failures.push(format!(
                "{}: translation failed:\n{}",
                f.display(),
                text(&t.stderr)
            ));
            continue;
        }
        let c = run(std::process::Command::new("cc")
            .args([
                "-fsyntax-only",
                "-std=gnu11",
                "-Wall",
                "-Wno-unused",
                "-Werror=implicit-function-declaration",
                "-Werror=incompatible-pointer-types",
                "-Werror=int-conversion",
            ])
            .arg("-I")
            .arg(&inc)
            .arg("-I")
            .arg(root().join("runtime-aux/include"))
            .arg(&out));
        if !c.status.success() {
            failures.push(format!("{}:\n{}", f.display(), text(&c.stderr)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn output_has_no_upc_left_and_keeps_line_directives() {
    let out_dir = scratch("upcr-no-upc");
    let f = root().join("samples/upc/hello.upc");
    let out = out_dir.join("hello.c");
    assert!(translate(&f, &out).status.success());
    let c = std::fs::read_to_string(&out).unwrap();
    // Code only: string literals (the type names in the start-up tables) and comments aside.
    let code: String = c
        .lines()
        .map(|l| l.split('"').step_by(2).collect::<Vec<_>>().join(""))
        .filter(|l| !l.trim_start().starts_with("/*") && !l.trim_start().starts_with('*'))
        .collect::<Vec<_>>()
        .join("\n");
    for word in [
        "shared ",
        "upc_forall",
        "upc_barrier",
        "MYTHREAD",
        "THREADS",
        "int main(",
    ] {
        assert!(!code.contains(word), "`{word}` left in the output:\n{c}");
    }
    assert!(c.contains("#line "), "no #line directive:\n{c}");
    assert!(c.contains("int upcrt_user_main(int upcrt_argc, char **upcrt_argv)"));
    assert!(c.contains("__attribute__((used, section(\"upcrt_alloc\")))"));
}
