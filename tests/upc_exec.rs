//! Execution of translated UPC programs: every sample of samples/upc is built with
//! `pgas-xlate cc` and run with `pgas-xlate run` on 1, 2 and 4 processes (the `_staticN` ones on
//! N); it must exit 0, print its `PASS:` line and no `FAIL:`. Plus the layout differential test,
//! the multi-file build with make, and the runtime's error reports.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn cache() -> PathBuf {
    root().join("target/pgas-xlate-cache")
}

fn cc(dir: &Path) -> Command {
    let mut c = xlate();
    c.arg("cc")
        .env("PGAS_XLATE_CACHE", cache())
        .current_dir(dir);
    c
}

fn launch(n: u32, exe: &Path) -> Command {
    let mut c = xlate();
    c.args(["run", "-n", &n.to_string()]).arg(exe);
    c
}

/// Builds and runs one quarter of the samples (the tests run in parallel).
fn run_samples(part: usize) {
    let mut files = files_with_ext(&root().join("samples/upc"), "upc");
    files.retain(|f| f.parent() == Some(&root().join("samples/upc")));
    files.sort();
    assert!(files.len() >= 60, "expected at least 60 UPC samples");
    let dir = scratch(&format!("upc-exec-{part}"));
    let mut failures = vec![];
    for f in files.iter().skip(part).step_by(4) {
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        let exe = dir.join(&name);
        let mut build = cc(&dir);
        build.arg(f).arg("-o").arg(&exe);
        let fixed = static_threads(f);
        if let Some(n) = fixed {
            build.arg(format!("-T{n}"));
        }
        let b = run(&mut build);
        if !b.status.success() {
            failures.push(format!("{name}: build failed:\n{}", text(&b.stderr)));
            continue;
        }
        let counts = match fixed {
            Some(n) => vec![n],
            None => vec![1, 2, 4],
        };
        for n in counts {
            let r = run(&mut launch(n, &exe));
            let out = text(&r.stdout);
            if !r.status.success() || !out.contains("PASS:") || out.contains("FAIL:") {
                failures.push(format!(
                    "{name} on {n}: status {}\n{out}{}",
                    r.status,
                    text(&r.stderr)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn samples_part_0() {
    run_samples(0);
}

#[test]
fn samples_part_1() {
    run_samples(1);
}

#[test]
fn samples_part_2() {
    run_samples(2);
}

#[test]
fn samples_part_3() {
    run_samples(3);
}

/// The same algorithm over cyclic, blocked, `[*]` and `[]` layouts gives the same result line.
#[test]
fn layouts_give_the_same_result() {
    let dir = scratch("upc-exec-layouts");
    let src = root().join("samples/upc/layout_differential.upc");
    for n in [2u32, 3] {
        let mut results = vec![];
        for layout in ["1", "3", "STAR", "INDEF"] {
            let exe = dir.join(format!("layout_{layout}"));
            check(
                cc(&dir)
                    .arg(format!("-DLAYOUT={layout}"))
                    .arg(&src)
                    .arg("-o")
                    .arg(&exe),
            );
            let r = check(&mut launch(n, &exe));
            let out = text(&r.stdout);
            assert!(out.contains("PASS:"), "layout {layout} on {n}:\n{out}");
            let line = out
                .lines()
                .find(|l| l.starts_with("layout result:"))
                .unwrap_or_default()
                .to_string();
            results.push((layout, line));
        }
        for (layout, line) in &results {
            assert_eq!(
                line, &results[0].1,
                "layout {layout} differs on {n} threads"
            );
        }
    }
}

/// The two-file program builds with `make CC='pgas-xlate cc'` (-c then link) and runs.
#[test]
fn multifile_program_builds_with_make() {
    let dir = scratch("upc-exec-make");
    for f in ["Makefile", "grid.h", "grid.upc", "main.upc"] {
        std::fs::copy(root().join("samples/upc/multifile").join(f), dir.join(f)).unwrap();
    }
    let bin = Path::new(env!("CARGO_BIN_EXE_pgas-xlate"))
        .parent()
        .unwrap()
        .to_path_buf();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let make = |target: &str| {
        let mut c = Command::new("make");
        c.current_dir(&dir)
            .env("PATH", &path)
            .env("PGAS_XLATE_CACHE", cache())
            .arg("CC=pgas-xlate cc")
            .arg("THREADS=3");
        if !target.is_empty() {
            c.arg(target);
        }
        c
    };
    check(&mut make(""));
    assert!(dir.join("main.o").exists() && dir.join("grid.o").exists());
    let r = check(&mut make("run"));
    assert!(text(&r.stdout).contains("PASS:"), "{}", text(&r.stdout));
}

fn build_snippet(dir: &Path, name: &str, code: &str, extra: &[&str]) -> PathBuf {
    let src = dir.join(format!("{name}.upc"));
    std::fs::write(&src, code).unwrap();
    let exe = dir.join(name);
    check(cc(dir).arg(&src).arg("-o").arg(&exe).args(extra));
    exe
}

/// Runtime errors name the UPC source line and end the whole job with a failure status.
#[test]
fn runtime_errors_name_the_upc_line() {
    let dir = scratch("upc-exec-errors");
    let exe = build_snippet(
        &dir,
        "double_free",
        "#include <upc.h>\nint main(void)\n{\n    shared int *p = upc_alloc(16);\n    upc_free(p);\n    upc_free(p);\n    return 0;\n}\n",
        &[],
    );
    let r = run(&mut launch(2, &exe));
    assert!(!r.status.success());
    let err = text(&r.stderr);
    assert!(
        err.contains("double_free.upc:6: UPC runtime error"),
        "{err}"
    );

    let exe = build_snippet(
        &dir,
        "too_big",
        "#include <upc.h>\nint main(void)\n{\n    shared char *p;\n    p = upc_all_alloc(THREADS, 1UL << 40);\n    return p == NULL;\n}\n",
        &[],
    );
    let r = run(&mut launch(2, &exe));
    assert!(!r.status.success());
    let err = text(&r.stderr);
    assert!(
        err.contains("too_big.upc:5: UPC runtime error") && err.contains("UPC_SHARED_HEAP_SIZE"),
        "{err}"
    );
}

/// A shared array sized or blocked at run time must get the same values on every thread, and
/// no negative one: otherwise the job ends with an error naming the declaration's line.
#[test]
fn runtime_layout_values_are_checked_across_threads() {
    let dir = scratch("upc-exec-runtime-layout");
    let exe = build_snippet(
        &dir,
        "mismatch",
        "#include <upc.h>\nint main(void)\n{\n    int m = MYTHREAD == 1 ? 5 : 4;\n    shared [2] int a[m][THREADS];\n    a[0][0] = 1;\n    return 0;\n}\n",
        &[],
    );
    let r = run(&mut launch(2, &exe));
    assert!(!r.status.success());
    let err = text(&r.stderr);
    assert!(
        err.contains("mismatch.upc:5: UPC runtime error")
            && err.contains("the dimension 1 of shared array `a` differs between threads"),
        "{err}"
    );
    let exe = build_snippet(
        &dir,
        "negative",
        "#include <upc.h>\nint main(int argc, char **argv)\n{\n    int b = -argc;\n    shared [b] int a[4 * THREADS];\n    a[0] = 1;\n    return 0;\n}\n",
        &[],
    );
    let r = run(&mut launch(2, &exe));
    assert!(!r.status.success());
    let err = text(&r.stderr);
    assert!(
        err.contains("negative.upc:5: UPC runtime error")
            && err.contains("the block size of shared array `a` is negative (-1)"),
        "{err}"
    );
}

/// A program compiled for 4 threads refuses to run on 2.
#[test]
fn static_threads_are_checked_at_start_up() {
    let dir = scratch("upc-exec-static");
    let exe = build_snippet(
        &dir,
        "four",
        "#include <upc.h>\nshared int a[THREADS];\nint main(void)\n{\n    a[MYTHREAD] = 1;\n    return 0;\n}\n",
        &["-T", "4"],
    );
    let r = run(&mut launch(2, &exe));
    assert!(!r.status.success());
    let err = text(&r.stderr);
    assert!(
        err.contains("compiled for 4 UPC threads") && err.contains("runs with 2"),
        "{err}"
    );
    check(&mut launch(4, &exe));
}

/// `-shared-heap` at link time sets the default segment size; too small a heap is reported.
#[test]
fn shared_heap_size_is_chosen_at_link_time() {
    let dir = scratch("upc-exec-heap");
    let code = "#include <upc.h>\n#include <stdio.h>\nint main(void)\n{\n    shared char *p = upc_all_alloc(THREADS, 200UL << 20);\n    if (MYTHREAD == 0)\n        printf(\"PASS: heap\\n\");\n    upc_barrier;\n    upc_all_free(p);\n    return 0;\n}\n";
    let small = build_snippet(&dir, "small", code, &[]);
    let r = run(&mut launch(2, &small));
    assert!(
        !r.status.success(),
        "a 200 MB block should not fit the default 128 MB heap"
    );
    let big = build_snippet(&dir, "big", code, &["-shared-heap=256MB"]);
    let r = check(&mut launch(2, &big));
    assert!(text(&r.stdout).contains("PASS: heap"));
}

/// The runtime library is built once per compiler and flags, then reused; bad input fails
/// with the failing stage's status and leaves no output.
#[test]
fn driver_caches_the_runtime_and_reports_failures() {
    let dir = scratch("upc-exec-driver");
    let own_cache = dir.join("cache");
    let src = dir.join("ok.upc");
    std::fs::write(
        &src,
        "#include <upc.h>\nint main(void) { upc_barrier; return 0; }\n",
    )
    .unwrap();
    let build = |out: &str| {
        let mut c = xlate();
        c.current_dir(&dir)
            .env("PGAS_XLATE_CACHE", &own_cache)
            .args(["cc", "ok.upc", "-o", out]);
        c
    };
    check(&mut build("first"));
    let lib = |c: &Path| -> PathBuf {
        let entry = std::fs::read_dir(c)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.join("libpgas-upcr.a").exists())
            .expect("a built runtime library");
        entry.join("libpgas-upcr.a")
    };
    let before = std::fs::metadata(lib(&own_cache))
        .unwrap()
        .modified()
        .unwrap();
    check(&mut build("second"));
    let after = std::fs::metadata(lib(&own_cache))
        .unwrap()
        .modified()
        .unwrap();
    assert_eq!(before, after, "the runtime library was rebuilt");
    // One runtime library, built once; beside it only the translator's headers (`headers-…`).
    let entries: Vec<PathBuf> = std::fs::read_dir(&own_cache)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    let libraries = entries
        .iter()
        .filter(|p| p.join("libpgas-upcr.a").exists())
        .count();
    assert_eq!(libraries, 1, "{entries:?}");
    assert!(
        entries.iter().all(|p| p.join("libpgas-upcr.a").exists()
            || p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("headers-")),
        "{entries:?}"
    );

    // A translation error: status 1, a located diagnostic, no program.
    std::fs::write(
        dir.join("bad.upc"),
        "int main(void) { return undeclared; }\n",
    )
    .unwrap();
    let r = run(cc(&dir).args(["bad.upc", "-o", "bad"]));
    assert_eq!(r.status.code(), Some(1));
    assert!(
        text(&r.stderr).contains("bad.upc:1:"),
        "{}",
        text(&r.stderr)
    );
    assert!(!dir.join("bad").exists());
    // A missing input and a bad option.
    let r = run(cc(&dir).args(["missing.upc", "-o", "m"]));
    assert!(!r.status.success());
    assert!(text(&r.stderr).contains("missing.upc"));
    let r = run(cc(&dir).args(["--bogus", "ok.upc"]));
    assert_eq!(r.status.code(), Some(2));
    // --save-temps keeps the translated C next to the output.
    check(cc(&dir).args(["--save-temps", "ok.upc", "-o", "kept"]));
    assert!(dir.join("ok.upcr.c").exists());
    // Plain C with MPI passes through to the MPI compiler.
    std::fs::write(
        dir.join("plain.c"),
        "#include <mpi.h>\nint main(int c, char **v) { MPI_Init(&c, &v); MPI_Finalize(); return 0; }\n",
    )
    .unwrap();
    let mut c = xlate();
    c.current_dir(&dir)
        .args(["cc", "-c", "plain.c"])
        .env("PGAS_XLATE_CACHE", cache());
    check(&mut c);
    assert!(dir.join("plain.o").exists());
}
