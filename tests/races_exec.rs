//! The data-race checker (`pgas-xlate cc --checks=races`): the programs of tests/in/races, built
//! with both backends and run on 1, 2 and 4 processes. A racy program names its races in its
//! header (`/* race: L1 L2 on WHAT */`, the two lines of a pair of accesses and the bytes as
//! the report names them, `a[17]` or a dynamic block, `FILE` for the program's path; `/* race
//! on 3 or more threads: … */` for a pair that needs a third thread): on 2 and 4 processes
//! exactly those pairs are reported, each once, with the summary and status 66 (0 under
//! `PGAS_RACES=warn`);
//! on 1 process, and for every race-free program, standard error stays empty and the status 0.
//! The standard output is the same as the program's built without the checker; under `--to
//! upcr` on 2 processes the forced one-sided path (`UPCR_FORCE_RMA=1`) reports the same.

mod common;
use common::*;
use pgas_xlate::trace::summary::summarize;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Longest a run may take (a hang is a failure).
const RUN_TIMEOUT: &str = "120";

fn build(dir: &Path, src: &Path, target: &str, flags: &[&str], suffix: &str) -> PathBuf {
    let name = src.file_stem().unwrap().to_string_lossy();
    let exe = dir.join(format!("{name}{suffix}.{target}"));
    check(
        xlate()
            .args(["cc", "--to", target])
            .args(flags)
            .arg(src)
            .arg("-o")
            .arg(&exe)
            .env("PGAS_XLATE_CACHE", cache())
            .current_dir(root()),
    );
    exe
}

fn launch(exe: &Path, n: u32, env: &[(&str, &str)]) -> std::process::Output {
    run(Command::new("timeout")
        .arg(RUN_TIMEOUT)
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .args(["run", "-n", &n.to_string()])
        .arg(exe)
        .envs(env.iter().copied()))
}

/// A race: the pair of lines, and the bytes as the report names them.
type Race = (u32, u32, String);

/// The races a program's header says it has on `threads` threads (`file`: its path).
fn expected_races(src: &str, threads: u32, file: &str) -> BTreeSet<Race> {
    let mut pairs = BTreeSet::new();
    if threads < 2 {
        return pairs;
    }
    for line in src.lines() {
        let list = if let Some(l) = line.strip_prefix("/* race: ") {
            l
        } else if let Some(l) = line.strip_prefix("/* race on 3 or more threads: ") {
            if threads < 3 {
                continue;
            }
            l
        } else {
            continue;
        };
        let list = list.trim_end_matches("*/").trim_end();
        let (lines, what) = list.split_once(" on ").expect("`on WHAT` in a race's line");
        let n: Vec<u32> = lines
            .split_whitespace()
            .map(|x| x.parse().expect("a line number"))
            .collect();
        let what = what.replace("FILE", file);
        pairs.insert((n[0].min(n[1]), n[0].max(n[1]), what));
    }
    pairs
}

/// The races of the reports in `err` (a report: a heading `FILE:LINE: UPC data race (barrier
/// phase P) on WHAT`, then the two accesses, `  write by thread 1 at FILE:LINE in main: `x``),
/// each checked for its form.
fn reported_races(err: &str, file: &str) -> Vec<Race> {
    let lines: Vec<&str> = err.lines().collect();
    let mut pairs = vec![];
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i];
        if l.starts_with("UPC race checker: ") {
            i += 1;
            continue;
        }
        assert!(
            l.starts_with(&format!("{file}:")) && l.contains(": UPC data race (barrier phase "),
            "a report's heading: {l}\n{err}"
        );
        let what = l.split_once(") on ").expect("the bytes of a report").1;
        let mut at = vec![];
        for k in 1..=2 {
            let a = lines.get(i + k).unwrap_or(&"");
            assert!(
                a.starts_with("  write by thread ") || a.starts_with("  read by thread "),
                "an access of a report: {a}\n{err}"
            );
            let pos = a.find(&format!(" at {file}:")).expect("the access's file") + file.len() + 5;
            let line: u32 = a[pos..].split(' ').next().unwrap().parse().unwrap();
            let function = a[pos..]
                .split_once(" in ")
                .map(|(_, f)| f.split_once(": `"));
            let named = |f: &str| f.chars().all(|c| c.is_alphanumeric() || c == '_');
            assert!(matches!(function, Some(Some((f, _))) if named(f)), "{a}");
            at.push(line);
        }
        pairs.push((at[0].min(at[1]), at[0].max(at[1]), what.to_string()));
        i += 3;
    }
    pairs
}

#[test]
fn races_reported_once_with_both_lines_and_race_free_programs_silent() {
    let mut programs = files_with_ext(&root().join("tests/in/races"), "upc");
    programs.sort();
    assert!(programs.len() >= 10, "the programs of tests/in/races");
    // Each program in its own scratch folder, two at a time (`for_each_parallel`).
    for_each_parallel(&programs, |src| {
        let stem = src.file_stem().unwrap().to_string_lossy();
        check_program(&scratch(&format!("races-exec/{stem}")), src);
    });
}

/// The program `src` of tests/in/races built with both backends and run on 1, 2 and 4
/// processes: exactly the races its header lists, each once, the summary and the status; the
/// output of the program built without the checker; on 2 processes under `--to upcr` the same
/// over the forced one-sided path (`UPCR_FORCE_RMA=1`), racy and race-free programs alike.
fn check_program(dir: &Path, src: &Path) {
    let code = std::fs::read_to_string(src).unwrap();
    let rel = src.display().to_string();
    for target in ["upcr", "ga"] {
        let plain = build(dir, src, target, &[], "-plain");
        let exe = build(dir, src, target, &["--checks=races"], "");
        for n in [1, 2, 4] {
            let what = format!("{rel} --to {target} on {n}");
            let expected_out = text(&launch(&plain, n, &[]).stdout);
            let r = launch(&exe, n, &[]);
            let err = text(&r.stderr);
            assert_eq!(text(&r.stdout), expected_out, "{what}: the output\n{err}");
            let want = expected_races(&code, n, &rel);
            let got = reported_races(&err, &rel);
            let got_set: BTreeSet<Race> = got.iter().cloned().collect();
            assert_eq!(got_set, want, "{what}: the races reported\n{err}");
            assert_eq!(got.len(), want.len(), "{what}: each pair once\n{err}");
            if n == 2 && target == "upcr" {
                // The forced one-sided path: the same reports (none from a race-free program).
                let f = launch(&exe, n, &[("UPCR_FORCE_RMA", "1")]);
                let forced_err = text(&f.stderr);
                let forced: BTreeSet<Race> =
                    reported_races(&forced_err, &rel).into_iter().collect();
                assert_eq!(forced, want, "{what} under UPCR_FORCE_RMA=1\n{forced_err}");
                assert_eq!(
                    text(&f.stdout),
                    expected_out,
                    "{what} under UPCR_FORCE_RMA=1"
                );
                if want.is_empty() {
                    assert_eq!(forced_err, "", "{what} under UPCR_FORCE_RMA=1: silent");
                }
            }
            if want.is_empty() {
                assert_eq!(err, "", "{what}: silent");
                assert_eq!(r.status.code(), Some(0), "{what}\n{err}");
                continue;
            }
            let summary = format!(
                "UPC race checker: {} data race{} reported\n",
                want.len(),
                if want.len() == 1 { "" } else { "s" }
            );
            assert!(err.ends_with(&summary), "{what}: the summary\n{err}");
            assert_eq!(r.status.code(), Some(66), "{what}: the status\n{err}");
            if n == 2 {
                let w = launch(&exe, n, &[("PGAS_RACES", "warn")]);
                assert_eq!(w.status.code(), Some(0), "{what} under PGAS_RACES=warn");
                let again: BTreeSet<Race> =
                    reported_races(&text(&w.stderr), &rel).into_iter().collect();
                assert_eq!(again, want, "{what} under PGAS_RACES=warn");
            }
        }
    }
}

/// Freed memory allocated again: the accesses to an object freed by `upc_all_free` or
/// `upc_free` never race with those to the later object at its bytes (free_reuse.upc,
/// free_reuse_local.upc: silent; each prints that the memory was reused), a race on the new
/// object is still reported, and so is one across `upc_all_free`, which is no barrier under
/// either backend: both races in barrier phase 1 (free_reuse_race.upc).
#[test]
fn freed_objects_never_race_with_later_objects_at_their_bytes() {
    // `check_program` of the three (the headers' races, the output, both backends on 1, 2 and 4
    // processes) is run with every program of tests/in/races by
    // `races_reported_once_with_both_lines_and_race_free_programs_silent`.
    let names = ["free_reuse", "free_reuse_local", "free_reuse_race"];
    let runs: Vec<(&str, &str)> = names
        .iter()
        .flat_map(|&name| ["upcr", "ga"].map(|target| (name, target)))
        .collect();
    for_each_parallel(&runs, |&(name, target)| {
        let dir = scratch(&format!("races-free/{name}-{target}"));
        let src = root().join(format!("tests/in/races/{name}.upc"));
        let rel = src.display().to_string();
        let exe = build(&dir, &src, target, &["--checks=races"], "");
        for n in [2, 4] {
            let r = launch(&exe, n, &[]);
            let err = text(&r.stderr);
            let what = format!("{name} --to {target} on {n}");
            assert!(
                text(&r.stdout).starts_with("reused 1"),
                "{what}: the memory reused"
            );
            if name != "free_reuse_race" {
                continue;
            }
            for line in [20, 23] {
                let heading = format!("{rel}:{line}: UPC data race (barrier phase 1) on ");
                assert!(err.contains(&heading), "{what}: {heading}\n{err}");
            }
        }
    });
}

/// A full log (`PGAS_RACES_LOG_MB=1`, 40,000 ranges or more of 64 bytes per thread in one phase of
/// tests/in/races/log_cap.upc): one warning that checking is partial, the race logged before
/// the log filled still reported, nothing else; without the variable (128 MB) no warning.
#[test]
fn a_full_log_warns_once_and_reports_no_false_race() {
    let src = root().join("tests/in/races/log_cap.upc");
    let rel = &src.display().to_string();
    let warning = "UPC race checker: warning: thread ";
    for_each_parallel(&["upcr", "ga"], |&target| {
        let dir = scratch(&format!("races-cap/{target}"));
        let exe = build(&dir, &src, target, &["--checks=races"], "");
        for n in [2, 4] {
            let what = format!("{rel} --to {target} on {n}");
            let r = launch(&exe, n, &[("PGAS_RACES_LOG_MB", "1")]);
            let err = text(&r.stderr);
            assert_eq!(
                err.matches(warning).count(),
                1,
                "{what}: one warning\n{err}"
            );
            assert!(
                err.contains("'s log of accesses between two barriers filled (PGAS_RACES_LOG_MB=1): checking is partial"),
                "{what}\n{err}"
            );
            let counter = (14, 14, "`counter` (on thread 0)".to_string());
            assert_eq!(reported_races(&err, rel), vec![counter], "{what}\n{err}");
            assert_eq!(r.status.code(), Some(66), "{what}\n{err}");
            let r = launch(&exe, n, &[]);
            assert!(!text(&r.stderr).contains(warning), "{what}: no warning");
        }
    });
}

/// `--checks=LIST` of the translator and of `cc`: `races` writes the checks (alone, with
/// `bounds`, with `--profile`), `--checks` alone does not, an unknown check is a usage error.
#[test]
fn checks_list_names_the_race_checker() {
    let src = root().join("tests/in/races/counter.upc");
    let translate = |flags: &[&str]| {
        let mut c = xlate();
        c.arg(&src).args(["--to", "upcr", "-o", "-"]).args(flags);
        run(&mut c)
    };
    for flags in [
        &["--checks=races"][..],
        &["--checks=bounds,races"],
        &["--checks", "--checks=races", "--profile"],
    ] {
        let r = translate(flags);
        assert_eq!(r.status.code(), Some(0), "{flags:?}");
        let out = text(&r.stdout);
        assert!(out.starts_with("#define PGAS_RACES 1\n"), "{flags:?}");
        assert!(
            out.contains("PGAS_RACE(counter, sizeof(int), 1, "),
            "{flags:?}"
        );
    }
    for flags in [&["--checks"][..], &["--checks=bounds"], &[]] {
        let out = text(&translate(flags).stdout);
        assert!(!out.contains("PGAS_RACE"), "{flags:?}");
    }
    let r = translate(&["--checks=bogus"]);
    assert_eq!(r.status.code(), Some(2));
    assert_eq!(
        text(&r.stderr),
        "error: unknown check `bogus` in `--checks=bogus` (bounds, races)\n"
    );
    let dir = scratch("races-cli");
    let r = run(xlate()
        .args(["cc", "--checks=races,bogus"])
        .arg(&src)
        .arg("-o")
        .arg(dir.join("x")));
    assert_eq!(r.status.code(), Some(2));
    assert!(text(&r.stderr).contains("unknown check `bogus`"));
}

/// `upc_all_atomicdomain_alloc` and `upc_all_lock_alloc` are collective but no barriers of the
/// program: the runtimes' own synchronisation inside them is not counted under either backend,
/// so the races across them are reported in the same barrier phases, 1 and 2, under both
/// (tests/in/races/alloc_phase.upc on 2 processes).
#[test]
fn allocations_are_not_barriers_and_phases_agree_between_backends() {
    let src = root().join("tests/in/races/alloc_phase.upc");
    let rel = src.display().to_string();
    for_each_parallel(&["upcr", "ga"], |&target| {
        let dir = scratch(&format!("races-phase/{target}"));
        let exe = build(&dir, &src, target, &["--checks=races"], "");
        let err = text(&launch(&exe, 2, &[]).stderr);
        for (line, phase) in [(20, 1), (24, 2)] {
            let heading = format!("{rel}:{line}: UPC data race (barrier phase {phase}) on ");
            assert!(err.contains(&heading), "--to {target}: {heading}\n{err}");
        }
    });
}

/// `--profile` and `--checks=races` in one build (tests/in/races/counter.upc on 2 processes,
/// under both backends): the race is reported as without the trace (the pair of line 14 once,
/// the summary, status 66), and the trace holds the program's events (two barriers on each
/// thread, thread 1's get and put of `counter`).
#[test]
fn a_traced_run_reports_its_races_and_keeps_its_trace() {
    let src = root().join("tests/in/races/counter.upc");
    let rel = src.display().to_string();
    for_each_parallel(&["upcr", "ga"], |&target| {
        let dir = scratch(&format!("races-profile/{target}"));
        let exe = build(&dir, &src, target, &["--profile", "--checks=races"], "");
        let trace = dir.join("trace");
        let r = launch(&exe, 2, &[("PGAS_TRACE_DIR", trace.to_str().unwrap())]);
        let err = text(&r.stderr);
        let counter = (14, 14, "`counter` (on thread 0)".to_string());
        assert_eq!(
            reported_races(&err, &rel),
            vec![counter],
            "--to {target}\n{err}"
        );
        assert!(
            err.ends_with("UPC race checker: 1 data race reported\n"),
            "--to {target}: the summary\n{err}"
        );
        assert_eq!(r.status.code(), Some(66), "--to {target}\n{err}");
        let merged = dir.join("merged.pxm");
        trace_merge(&trace, &merged);
        let sum = summarize(&merged).unwrap();
        let calls = |event: &str| {
            sum.events
                .iter()
                .find(|e| e.name == event)
                .map(|e| e.calls_by_thread.clone())
        };
        assert_eq!(calls("GASP_UPC_BARRIER"), Some(vec![2, 2]), "--to {target}");
        assert_eq!(calls("GASP_UPC_GET"), Some(vec![0, 1]), "--to {target}");
        assert_eq!(calls("GASP_UPC_PUT"), Some(vec![0, 1]), "--to {target}");
    });
}
