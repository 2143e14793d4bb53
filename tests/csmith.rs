//! Differential tests of the C that passes through the front end: C programs built by the C
//! compiler directly (the reference) and by each of our paths — `--to c` then the C compiler, and
//! the program as UPC (renamed `.upc`) under `pgas-xlate cc --to upcr` and `--to ga`, run as one
//! UPC thread — must print the same thing.
//!
//! `--to c` must also add no gcc -Wall -Wextra warning (counted by kind).
//!
//! The programs are the reduced cases of tests/in/csmith/ (each once made a difference) and
//! Csmith's for a few fixed seeds, generated here with the options of scripts/csmith-campaign.py
//! (and with floating point, which the campaign leaves out); without csmith that test says so
//! and passes (scripts/install-deps.sh installs it, so CI runs it). scripts/csmith-campaign.py
//! runs the same comparison on as many seeds as asked.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The fixed Csmith programs: seed and options beside the campaign's (each runs in well under a
/// second when gcc builds it).
const SEEDS: &[(u64, &[&str])] = &[
    (1, &[]),
    (2, &[]),
    (3, &[]),
    (4, &[]),
    (6, &[]),
    (7, &[]),
    (1, &["--float"]),
    (2, &["--float"]),
];
/// The campaign's default options (scripts/csmith-campaign.py, DEFAULT_CSMITH_OPTS).
const CSMITH_OPTS: &[&str] = &[
    "--max-funcs",
    "6",
    "--max-block-depth",
    "3",
    "--max-expr-complexity",
    "6",
    "--max-array-dim",
    "2",
    "--max-array-len-per-dim",
    "6",
    "--max-struct-fields",
    "6",
];
const CFLAGS: &[&str] = &["-O1", "-w"];

/// Runs `exe` (at most 20 s); its standard output, or what went wrong.
fn run_exe(exe: &Path) -> Result<String, String> {
    let out = run(Command::new("timeout").arg("20").arg(exe));
    if out.status.success() {
        Ok(text(&out.stdout))
    } else {
        Err(format!(
            "{} exited with {}\n{}{}",
            exe.display(),
            out.status,
            text(&out.stdout),
            text(&out.stderr)
        ))
    }
}

fn failed(what: &str, out: &std::process::Output) -> String {
    format!("{what} failed ({}):\n{}", out.status, text(&out.stderr))
}

/// Builds and runs `src` by every path; the differences from the C compiler's build (and the
/// gcc -Wall -Wextra warnings that `--to c` adds, counted by kind).
fn compare(dir: &Path, src: &Path, includes: &[PathBuf]) -> Vec<String> {
    let inc: Vec<String> = includes
        .iter()
        .map(|d| format!("-I{}", d.display()))
        .collect();
    let name = src.file_stem().unwrap().to_string_lossy().into_owned();
    let ref_exe = dir.join(format!("{name}.ref"));
    let out = run(Command::new("gcc")
        .args(CFLAGS)
        .args(&inc)
        .arg(src)
        .arg("-o")
        .arg(&ref_exe));
    assert!(out.status.success(), "{}", failed("gcc", &out));
    let want = run_exe(&ref_exe).unwrap_or_else(|e| panic!("the reference: {e}"));
    let mut diffs = Vec::new();

    // --to c, then the C compiler.
    let x_c = dir.join(format!("{name}.x.c"));
    let x_exe = dir.join(format!("{name}.c.exe"));
    let out = run(xlate()
        .args(["--to", "c"])
        .args(&inc)
        .arg(src)
        .arg("-o")
        .arg(&x_c));
    if !out.status.success() {
        diffs.push(format!("{name} --to c: {}", failed("translation", &out)));
    } else {
        // No warning of a kind more often than in the program.
        let before = warning_kinds(src, &inc);
        for (kind, n) in warning_kinds(&x_c, &inc) {
            let m = before.get(&kind).copied().unwrap_or(0);
            if n > m {
                diffs.push(format!(
                    "{name} --to c: {n} {kind} warnings, the program {m}"
                ));
            }
        }
        let out = run(Command::new("gcc")
            .args(CFLAGS)
            .args(&inc)
            .arg(&x_c)
            .arg("-o")
            .arg(&x_exe));
        if !out.status.success() {
            diffs.push(format!("{name} --to c: {}", failed("gcc", &out)));
        } else {
            match run_exe(&x_exe) {
                Ok(got) if got == want => {}
                Ok(got) => diffs.push(format!("{name} --to c printed {got:?}, gcc's {want:?}")),
                Err(e) => diffs.push(format!("{name} --to c: {e}")),
            }
        }
    }

    // The program as UPC, one thread, under both backends.
    let upc = dir.join(format!("{name}.upc"));
    std::fs::copy(src, &upc).expect("copy to .upc");
    for be in ["upcr", "ga"] {
        let exe = dir.join(format!("{name}.{be}.exe"));
        let out = run(xlate()
            .args(["cc", "--to", be])
            .args(&inc)
            .args(CFLAGS)
            .arg(&upc)
            .arg("-o")
            .arg(&exe));
        if !out.status.success() {
            diffs.push(format!(
                "{name} --to {be}: {}",
                failed("pgas-xlate cc", &out)
            ));
            continue;
        }
        match run_exe(&exe) {
            Ok(got) if got == want => {}
            Ok(got) => diffs.push(format!("{name} --to {be} printed {got:?}, gcc's {want:?}")),
            Err(e) => diffs.push(format!("{name} --to {be}: {e}")),
        }
    }
    diffs
}

/// gcc -Wall -Wextra's warnings about `src`, counted by option (`parentheses` …).
fn warning_kinds(src: &Path, includes: &[String]) -> std::collections::BTreeMap<String, usize> {
    let out = run(Command::new("gcc")
        .args(["-fsyntax-only", "-Wall", "-Wextra"])
        .args(includes)
        .arg(src));
    let mut kinds = std::collections::BTreeMap::new();
    for line in text(&out.stderr).lines() {
        let Some((_, message)) = line.split_once("warning: ") else {
            continue;
        };
        // The option in brackets, or the message of a warning without one.
        let kind = match message.rsplit_once(" [-W") {
            Some((_, option)) => option.trim_end_matches(']'),
            None => message,
        };
        *kinds.entry(kind.to_string()).or_insert(0) += 1;
    }
    kinds
}

/// The reduced programs of tests/in/csmith/ (each made a difference once) agree with gcc under
/// every path.
#[test]
fn reduced_programs_agree_with_gcc() {
    let dir = scratch("csmith-reduced");
    let mut diffs = Vec::new();
    for src in files_with_ext(&root().join("tests/in/csmith"), "c") {
        diffs.extend(compare(&dir, &src, &[]));
    }
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}

fn csmith_include() -> Option<PathBuf> {
    ["/usr/include/csmith", "/usr/local/include/csmith"]
        .iter()
        .map(PathBuf::from)
        .find(|d| d.join("csmith.h").exists())
}

/// Csmith's programs for the fixed seeds agree with gcc under every path.
#[test]
fn fixed_csmith_seeds_agree_with_gcc() {
    let have_csmith = Command::new("csmith").arg("--version").output().is_ok();
    let Some(inc) = csmith_include().filter(|_| have_csmith) else {
        eprintln!(
            "SKIPPED fixed_csmith_seeds_agree_with_gcc: csmith or csmith.h is not installed \
             (scripts/install-deps.sh installs csmith and libcsmith-dev)"
        );
        return;
    };
    let dir = scratch("csmith-seeds");
    let mut diffs = Vec::new();
    for (seed, extra) in SEEDS {
        let src = dir.join(format!("seed{seed}{}.c", extra.concat()));
        // (csmith writes platform.info where it runs.)
        check(
            Command::new("csmith")
                .current_dir(&dir)
                .args(["--seed", &seed.to_string()])
                .args(CSMITH_OPTS)
                .args(*extra)
                .arg("-o")
                .arg(&src),
        );
        diffs.extend(compare(&dir, &src, std::slice::from_ref(&inc)));
    }
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}
