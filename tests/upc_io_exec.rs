//! UPC-IO (`upc_io.h`, over MPI-IO) under both UPC backends: the programs of tests/in/upc_io are
//! built with `pgas-xlate cc --to upcr` and `--to ga` and run on 1, 2 and 4 processes (each run
//! under a time limit) in a folder where the plain C program `reference.c` has written the
//! input file and the files the programs must write. Every thread must print its `PASS:` line,
//! no `FAIL:`, and every file written must equal the reference byte for byte.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The programs, the files each writes (compared with `expect_<file>`).
const PROGRAMS: [(&str, &[&str]); 4] = [
    (
        "io_write",
        &[
            "indiv_local.dat",
            "common_shared.dat",
            "indiv_shared.dat",
            "list_local.dat",
            "list_shared.dat",
            "async.dat",
            "append.dat",
        ],
    ),
    ("io_read", &[]),
    ("io_errors", &[]),
    ("io_include_only", &[]),
];

/// Seconds a run may take (the machine is shared; a hang must not stop the suite).
const TIME_LIMIT: &str = "300";

fn sources() -> PathBuf {
    root().join("tests/in/upc_io")
}

/// The reference program, built with the C compiler.
fn reference(dir: &Path) -> PathBuf {
    let exe = dir.join("reference");
    check(
        Command::new("cc")
            .arg("-O2")
            .arg(sources().join("reference.c"))
            .arg("-o")
            .arg(&exe),
    );
    exe
}

/// Builds every program for `target` and runs each on 1, 2 and 4 processes.
fn run_all(target: &str) {
    let dir = scratch(&format!("upc-io-{target}"));
    let reference = reference(&dir);
    let mut failures = vec![];
    for (name, files) in PROGRAMS {
        let exe = dir.join(format!("{name}_{target}"));
        let b = run(xlate()
            .args(["cc", "--to", target])
            .env("PGAS_XLATE_CACHE", cache())
            .arg(sources().join(format!("{name}.upc")))
            .arg("-o")
            .arg(&exe));
        if !b.status.success() {
            failures.push(format!("{name}: build failed:\n{}", text(&b.stderr)));
            continue;
        }
        for n in [1u32, 2, 4] {
            let work = dir.join(format!("{name}-{n}"));
            std::fs::create_dir_all(&work).unwrap();
            check(
                Command::new(&reference)
                    .arg(n.to_string())
                    .current_dir(&work),
            );
            let r = run(Command::new("timeout")
                .arg(TIME_LIMIT)
                .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
                .args(["run", "-n", &n.to_string()])
                .arg(&exe)
                .current_dir(&work));
            let out = text(&r.stdout);
            let passed = if name == "io_include_only" {
                out.lines().any(|l| l == "PASS: io_include_only")
            } else {
                (0..n).all(|t| out.lines().any(|l| l == format!("PASS: {name} thread {t}")))
            };
            if r.status.code() == Some(124) {
                failures.push(format!("{name} on {n}: did not finish in {TIME_LIMIT} s"));
                continue;
            }
            if !r.status.success() || !passed || out.contains("FAIL") {
                failures.push(format!(
                    "{name} on {n}: status {}\n{out}{}",
                    r.status,
                    text(&r.stderr)
                ));
                continue;
            }
            for f in files.iter() {
                let got = std::fs::read(work.join(f));
                let want = std::fs::read(work.join(format!("expect_{f}"))).unwrap();
                match got {
                    Ok(got) if got == want => {}
                    Ok(got) => failures.push(format!(
                        "{name} on {n}: {f} differs from the reference ({} bytes, expected {}; first difference at byte {})",
                        got.len(),
                        want.len(),
                        got.iter().zip(&want).position(|(a, b)| a != b).unwrap_or(got.len().min(want.len()))
                    )),
                    Err(e) => failures.push(format!("{name} on {n}: {f} not written: {e}")),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn upc_io_under_upcr() {
    run_all("upcr");
}

#[test]
fn upc_io_under_ga() {
    run_all("ga");
}

/// The header parses under the front end and declares the 26 functions, each of which the
/// `--to ga` lowering knows (`UPC_LIBRARY` in src/backend/ga/expr.rs).
#[test]
fn header_declares_the_library() {
    // The declarations as a program sees them: the header preprocessed (its lists are macros).
    let include = root().join("runtime-aux/include");
    let out = check(
        Command::new("cc")
            .args(["-E", "-P", "-x", "c", "-I"])
            .arg(&include)
            .arg(include.join("upc_io.h")),
    );
    let header = text(&out.stdout);
    let mut declared: Vec<String> = header
        .split("upc_all_")
        .skip(1)
        .filter_map(|s| s.split_once('(').map(|(n, _)| n.trim()))
        .filter(|n| n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .map(|n| format!("upc_all_{n}"))
        .collect();
    declared.sort();
    declared.dedup();
    assert_eq!(declared.len(), 26, "{declared:?}");
    let table = std::fs::read_to_string(root().join("src/backend/ga/expr.rs")).unwrap();
    for f in &declared {
        assert!(
            table.contains(&format!("\"{f}\"")),
            "{f} is missing from UPC_LIBRARY"
        );
    }
    let dir = scratch("upc-io-syntax");
    let src = dir.join("all.upc");
    std::fs::write(
        &src,
        "#include <upc_io.h>\nint main(void) { struct upc_shared_memvec v; (void)v; return 0; }\n",
    )
    .unwrap();
    check(xlate().args(["--to", "upcr", "--syntax-only"]).arg(&src));
}
