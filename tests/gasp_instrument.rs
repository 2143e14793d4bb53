//! GASP instrumentation of `--to upcr` output (and of `--to ga` output for the key test): the events a test tool (tests/in/gasp/
//! event_log_tool.c, which decodes each event's arguments) receives from an instrumented
//! program, the profile flags, `#pragma pupc`, user events, and that instrumented samples still
//! compute the same results.

mod common;
use common::*;
use std::path::{Path, PathBuf};

fn tool() -> PathBuf {
    root().join("tests/in/gasp/event_log_tool.c")
}

/// Builds `src` with `flags` and the test tool, runs it on `n` processes, returns stdout.
fn traced(dir: &Path, name: &str, src: &Path, flags: &[&str], n: u32) -> String {
    let exe = dir.join(name);
    check(
        xlate()
            .env("PGAS_XLATE_CACHE", cache())
            .arg("cc")
            .args(flags)
            .arg(src)
            .arg(tool())
            .arg("-o")
            .arg(&exe),
    );
    let r = check(xlate().args(["run", "-n", &n.to_string()]).arg(&exe));
    text(&r.stdout)
}

fn events(out: &str, thread: u32) -> Vec<String> {
    out.lines()
        .filter(|l| l.starts_with(&format!("gasp {thread} ")))
        .map(String::from)
        .collect()
}

fn has(ev: &[String], what: &str) -> bool {
    ev.iter().any(|l| l.contains(what))
}

#[test]
fn profile_reports_the_events_with_their_arguments() {
    events_with_their_arguments("gasp-profile", &["--profile", "--inst-functions"]);
}

/// The same events, with the same arguments, from the `--to ga` output.
#[test]
fn profile_reports_the_events_with_their_arguments_to_ga() {
    events_with_their_arguments(
        "gasp-profile-ga",
        &["--to", "ga", "--profile", "--inst-functions"],
    );
}

fn events_with_their_arguments(scratch_name: &str, flags: &[&str]) {
    let dir = scratch(scratch_name);
    let src = root().join("tests/in/gasp/profile_events.upc");
    let out = traced(&dir, "prof", &src, flags, 2);
    for t in 0..2 {
        let ev = events(&out, t);
        let count = |what: &str| ev.iter().filter(|l| l.contains(what)).count();
        assert_eq!(
            count("init model=0"),
            1,
            "gasp_init once per thread:\n{out}"
        );
        assert!(has(&ev, "create phase %d"), "{out}");
        // user events with their extra argument
        assert!(
            has(&ev, "100000 START profile_events.upc:20 user 7"),
            "{out}"
        );
        assert!(has(&ev, "100000 END profile_events.upc:23 user 7"), "{out}");
        // barriers: named with its value, then anonymous
        assert!(
            has(&ev, "1012 START profile_events.upc:24 named=1 expr=3"),
            "{out}"
        );
        assert!(
            has(&ev, "1012 END profile_events.upc:24 named=1 expr=3"),
            "{out}"
        );
        assert!(
            has(&ev, "1012 START profile_events.upc:31 named=0"),
            "{out}"
        );
        // the forall, the lock allocation and the lock operations on the lock of thread 0
        assert!(has(&ev, "1020 START profile_events.upc:21"), "{out}");
        assert!(has(&ev, "1035 END profile_events.upc:19"), "{out}");
        assert!(
            has(&ev, "1037 START profile_events.upc:26 lock-thread=0"),
            "{out}"
        );
        assert!(
            has(&ev, "1039 END profile_events.upc:27 lock-thread=0"),
            "{out}"
        );
        // the remote read of line 25: the neighbour's element, 4 bytes, relaxed
        let other = 1 - t;
        assert!(
            has(
                &ev,
                &format!("1050 START profile_events.upc:25 relaxed=1 thread={other} n=4")
            ),
            "{out}"
        );
        // --profile: no accesses to this thread's own data (the forall's stores), and nothing
        // under #pragma pupc off (line 29)
        assert!(!has(&ev, "1051 "), "a local put was reported:\n{out}");
        assert!(!has(&ev, "profile_events.upc:29"), "{out}");
        // functions and the collective exit
        assert_eq!(
            count("1 START profile_events.upc:11 sig=static int work(int k)"),
            4,
            "{out}"
        );
        assert!(
            has(&ev, "1 START profile_events.upc:16 sig=int main(void)"),
            "{out}"
        );
        assert!(has(&ev, "1000 END profile_events.upc:34 status=0"), "{out}");
    }
}

#[test]
fn int_arguments_of_traced_calls_reach_the_tool_converted() {
    // `upc_all_alloc(THREADS, 96)`, `upc_global_alloc(blocks, bytes)` with `int` variables,
    // `upc_memget(…, 12)`: the tool reads `size_t` arguments through `...`; an `int` passed
    // there (the 7th argument on, on the stack) gave it undefined upper bits (nbytes of about
    // 9e13 under both backends).
    // Whether the upper bits are garbage depends on the stack, so the translation is checked
    // too: each such argument is converted before it is passed.
    for (target, name) in [("upcr", "ints_upcr"), ("ga", "ints_ga")] {
        let dir = scratch(&format!("gasp-int-arguments-{target}"));
        let src = root().join("tests/in/gasp/int_arguments.upc");
        let c = dir.join(format!("{name}.c"));
        check(
            xlate()
                .arg(&src)
                .args(["--to", target, "--profile", "-o"])
                .arg(&c),
        );
        let translated = std::fs::read_to_string(&c).unwrap();
        for converted in [
            "(unsigned long)96",
            "(unsigned long)bytes",
            "(unsigned long)12",
        ] {
            assert!(
                translated.contains(&format!("_arg1 = {converted};"))
                    || translated.contains(&format!("_arg2 = {converted};")),
                "--to {target}: `{converted}` not passed converted:\n{translated}"
            );
        }
        let out = traced(&dir, name, &src, &["--to", target, "--profile"], 2);
        assert!(out.contains("total=3 buf="), "{out}");
        for t in 0..2 {
            let ev = events(&out, t);
            for what in [
                "START int_arguments.upc:14 nblocks=2 nbytes=96",
                "END int_arguments.upc:14 nblocks=2 nbytes=96 thread=",
                "START int_arguments.upc:15 nblocks=2 nbytes=40",
                "START int_arguments.upc:20 thread=",
            ] {
                assert!(
                    has(&ev, what),
                    "--to {target}, thread {t}: no `{what}`:\n{out}"
                );
            }
            let other = (t + 1) % 2;
            assert!(
                has(
                    &ev,
                    &format!("START int_arguments.upc:20 thread={other} n=12")
                ),
                "--to {target}, thread {t}:\n{out}"
            );
        }
    }
}

#[test]
fn unbraced_bodies_stay_one_statement_when_instrumented() {
    // `if (j != MYTHREAD) return;` under `--inst-functions` (the return's function-exit event
    // and the return) and `for (…) upc_fence;` under `--profile` (the fence between its two
    // events): the build before wrote the statements under the `if` or the loop without
    // braces, so `touch` always returned early (hits=0) and only one event of each fence was
    // in the loop.
    for target in ["upcr", "ga"] {
        let dir = scratch(&format!("gasp-unbraced-{target}"));
        let src = root().join("tests/in/gasp/unbraced_bodies.upc");
        let flags = ["--to", target, "--profile", "--inst-functions"];
        let out = traced(&dir, &format!("unbraced_{target}"), &src, &flags, 2);
        assert!(out.contains("hits=2\n"), "--to {target}:\n{out}");
        for t in 0..2 {
            let ev = events(&out, t);
            for kind in ["START", "END"] {
                let fence = format!("1013 {kind} unbraced_bodies.upc:20");
                let n = ev.iter().filter(|l| l.contains(&fence)).count();
                assert_eq!(n, 3, "--to {target}, thread {t}, `{fence}`:\n{out}");
            }
        }
    }
}

#[test]
fn profile_local_also_reports_local_accesses() {
    let dir = scratch("gasp-profile-local");
    let src = root().join("tests/in/gasp/profile_events.upc");
    let out = traced(&dir, "prof", &src, &["--profile-local"], 2);
    for t in 0..2 {
        let ev = events(&out, t);
        let puts = ev
            .iter()
            .filter(|l| {
                l.contains(&format!(
                    "1051 START profile_events.upc:22 relaxed=1 thread={t} n=4"
                ))
            })
            .count();
        assert_eq!(puts, 4, "the forall's four local stores:\n{out}");
        assert!(
            !has(&ev, " 1 START"),
            "no function events without --inst-functions"
        );
    }
}

#[test]
fn profile_only_limits_the_events() {
    let dir = scratch("gasp-profile-only");
    let list = dir.join("events.txt");
    std::fs::write(&list, "GASP_UPC_BARRIER\nGASP_UPC_NO_SUCH_EVENT\n").unwrap();
    let src = root().join("tests/in/gasp/profile_events.upc");
    let r = run(xlate()
        .arg(&src)
        .args(["--to", "upcr", "-o", "-", "--profile-only"])
        .arg(&list));
    assert!(r.status.success());
    assert!(text(&r.stderr).contains("unknown event `GASP_UPC_NO_SUCH_EVENT`"));
    let code = text(&r.stdout);
    assert!(code.contains("GASP_UPC_BARRIER"));
    for other in ["GASP_UPC_GET", "GASP_UPC_LOCK,", "GASP_UPC_FORALL,"] {
        assert!(
            !code.contains(&format!("upcrt_gasp_context, {other}")),
            "{other} reported"
        );
    }
    let flag = format!("--profile-only={}", list.display());
    let out = traced(&dir, "prof", &src, &[&flag], 2);
    let ev = events(&out, 0);
    assert!(has(&ev, "1012 START"));
    assert!(
        ev.iter().all(|l| l.contains(" 1012 ")
            || l.contains("init")
            || l.contains("create")
            || l.contains(" 100000 ")),
        "{out}"
    );
}

#[test]
fn without_a_profile_flag_there_is_no_instrumentation() {
    let src = root().join("tests/in/gasp/profile_events.upc");
    let r = check(xlate().arg(&src).args(["--to", "upcr", "-o", "-"]));
    // (The program's comments are in the output too, and may name the tests.)
    let code = strip_comments(&text(&r.stdout));
    assert!(
        !code.contains("gasp_") && !code.contains("upcrt_gasp"),
        "{code}"
    );
    assert!(!code.contains("pupc_"), "{code}");
    // An instrumented object needs a profile flag at link time too (which links the tool):
    // linking it without one fails and names the missing tool functions.
    let dir = scratch("gasp-no-tool");
    let obj = dir.join("prof.o");
    check(
        xlate()
            .env("PGAS_XLATE_CACHE", cache())
            .args(["cc", "--profile", "-c"])
            .arg(&src)
            .arg("-o")
            .arg(&obj),
    );
    let exe = dir.join("prof");
    let r = run(xlate()
        .env("PGAS_XLATE_CACHE", cache())
        .arg("cc")
        .arg(&obj)
        .arg("-o")
        .arg(&exe));
    assert!(!r.status.success());
    assert!(
        text(&r.stderr).contains("gasp_event_notify"),
        "{}",
        text(&r.stderr)
    );
    check(
        xlate()
            .env("PGAS_XLATE_CACHE", cache())
            .args(["cc", "--profile"])
            .arg(&obj)
            .arg("-o")
            .arg(&exe),
    );
}

/// Instrumentation keeps the meaning: every sample, instrumented with every event, still passes.
#[test]
fn instrumented_samples_still_pass() {
    let dir = scratch("gasp-samples");
    let mut files = files_with_ext(&root().join("samples/upc"), "upc");
    files.retain(|f| f.parent() == Some(&root().join("samples/upc")));
    files.sort();
    let mut failures = vec![];
    for f in &files {
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        let n: u32 = name
            .split("_static")
            .nth(1)
            .and_then(|s| s.chars().next())
            .and_then(|c| c.to_digit(10))
            .unwrap_or(2);
        let exe = dir.join(&name);
        let mut build = xlate();
        build
            .env("PGAS_XLATE_CACHE", cache())
            .args(["cc", "--profile-local", "--inst-functions"])
            .arg(f)
            .arg(tool())
            .arg("-o")
            .arg(&exe);
        if n != 2 {
            build.arg(format!("-T{n}"));
        }
        let b = run(&mut build);
        if !b.status.success() {
            failures.push(format!("{name}: build:\n{}", text(&b.stderr)));
            continue;
        }
        let r = run(xlate().args(["run", "-n", &n.to_string()]).arg(&exe));
        let out = text(&r.stdout);
        if !r.status.success() || !out.contains("PASS:") || out.contains("FAIL:") {
            failures.push(format!("{name}: {}\n{}", r.status, text(&r.stderr)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The whole chain with our tool: instrumented build, traced run, merge, export.
#[test]
fn profiled_program_is_traced_merged_and_exported() {
    let dir = scratch("gasp-trace-chain");
    let src = root().join("tests/in/gasp/profile_events.upc");
    let flags = ["--profile", "--trace-buffer-size=64KB"];
    let (_, merged) = traced_run(&dir, &src, "prof", &flags, 2);
    let traces = dir.join("trace");
    assert!(traces.join("thread-0.pxt").exists() && traces.join("thread-1.pxt").exists());
    let json = dir.join("trace.json");
    check_export("chrome-json", &merged, &json);
    let t = std::fs::read_to_string(&json).unwrap();
    for name in ["upc_barrier", "upc_forall", "upc_lock", "phase"] {
        assert!(t.contains(name), "no `{name}` in the exported trace:\n{t}");
    }
}

/// A private struct object stored whole into a shared element is a put with its events under
/// both backends (the store that copies it whole, padding included, has none: not taken when
/// profiling).
#[test]
fn a_struct_stored_whole_is_a_reported_put() {
    let src = root().join("tests/in/gasp/struct_store.upc");
    for target in ["upcr", "ga"] {
        let dir = scratch(&format!("gasp-struct-store-{target}"));
        let out = traced(&dir, "store", &src, &["--to", target, "--profile"], 2);
        for t in 0..2 {
            let ev = events(&out, t);
            let other = 1 - t;
            let start = format!("1051 START struct_store.upc:13 relaxed=1 thread={other} n=16");
            assert!(has(&ev, &start), "--to {target}, thread {t}:\n{out}");
        }
    }
}
