//! A traced program that does not end normally still leaves traces that merge and summarise:
//! tests/in/trace/crash.upc (2 threads) has thread 1 put 100 ints to thread 0 and then
//! abort() (SIGABRT), crash (SIGSEGV), be killed (SIGKILL) or call upc_global_exit; every put
//! recorded before the end must be in the merged trace (after SIGKILL, which nothing can catch,
//! those of every buffer written before it), under both backends.

mod common;
use common::*;
use pgas_xlate::trace::summary::summarize;

const N: u64 = 100;

fn crashed_run(name: &str, mode: &str) -> (String, pgas_xlate::trace::summary::Summary) {
    crashed_run_to("upcr", name, &[mode], &[])
}

/// Builds crash.upc with `--to target --profile`, runs it on 2 processes with `args` and `env`
/// (it must fail within the time limit), merges the traces: the merge's messages and summary.
fn crashed_run_to(
    target: &str,
    name: &str,
    args: &[&str],
    env: &[(&str, &str)],
) -> (String, pgas_xlate::trace::summary::Summary) {
    let dir = scratch(name);
    let exe = dir.join("crash");
    check(
        xlate()
            .env("PGAS_XLATE_CACHE", cache())
            .args(["cc", "--to", target, "--profile"])
            .arg(root().join("tests/in/trace/crash.upc"))
            .arg("-o")
            .arg(&exe),
    );
    let out = run(std::process::Command::new("timeout")
        .arg("120")
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .env("PGAS_TRACE_DIR", dir.join("trace"))
        .envs(env.iter().copied())
        .args(["run", "-n", "2"])
        .arg(&exe)
        .args(args));
    assert!(!out.status.success(), "the program must fail");
    assert_ne!(out.status.code(), Some(124), "the program hung");
    assert!(!text(&out.stdout).contains("not reached"));
    let merged = dir.join("m.pxm");
    let m = trace_merge(&dir.join("trace"), &merged);
    (text(&m.stderr), summarize(&merged).unwrap())
}

#[test]
fn aborted_program_trace_merges_with_every_put() {
    let (warnings, sum) = crashed_run("trace-crash-abort", "abort");
    assert!(
        warnings.contains("thread 1 ended by signal 6 (SIGABRT)"),
        "{warnings}"
    );
    assert_eq!(sum.transfers[1][0], N);
    assert_eq!(sum.bytes[1][0], 4 * N);
}

/// upc_global_exit ends every thread through the runtime's termination (MPI finalized), so both
/// traces are complete: the merge reports nothing but its count.
#[test]
fn global_exit_trace_merges_with_every_put() {
    let (warnings, sum) = crashed_run("trace-crash-global-exit", "global_exit");
    assert_eq!(sum.transfers[1][0], N);
    complete_with_one_exit(&warnings, &sum);
}

/// After `upc_global_exit`: the merge reports nothing but its count, and thread 1 made the one
/// non-collective exit.
fn complete_with_one_exit(warnings: &str, sum: &pgas_xlate::trace::summary::Summary) {
    assert!(
        warnings.lines().count() == 1 && warnings.starts_with("merged "),
        "complete traces: {warnings}"
    );
    let exits = sum
        .events
        .iter()
        .find(|e| e.name == "GASP_UPC_NONCOLLECTIVE_EXIT")
        .expect("the non-collective exit event");
    assert_eq!(exits.calls_by_thread, vec![0, 1]);
}

/// `abort()` and `upc_global_exit` under `--to ga` too: the same merge messages as under
/// `--to upcr`, every put of thread 1 in the merged trace.
#[test]
fn aborted_and_global_exit_traces_under_ga() {
    let (warnings, sum) = crashed_run_to("ga", "trace-crash-abort-ga", &["abort"], &[]);
    assert!(
        warnings.contains("thread 1 ended by signal 6 (SIGABRT)"),
        "{warnings}"
    );
    assert_eq!(puts_of_thread_1(&sum), N);
    let (warnings, sum) = crashed_run_to("ga", "trace-crash-global-exit-ga", &["global_exit"], &[]);
    assert_eq!(puts_of_thread_1(&sum), N);
    complete_with_one_exit(&warnings, &sum);
}

/// The `GASP_UPC_PUT` events of thread 1.
fn puts_of_thread_1(sum: &pgas_xlate::trace::summary::Summary) -> u64 {
    sum.events
        .iter()
        .find(|e| e.name == "GASP_UPC_PUT")
        .map_or(0, |e| e.calls_by_thread[1])
}

/// SIGSEGV under both backends: the runtime's crash report, then every put in the trace.
#[test]
fn segfaulted_program_trace_merges_with_every_put() {
    for target in ["upcr", "ga"] {
        let (warnings, sum) = crashed_run_to(
            target,
            &format!("trace-crash-segv-{target}"),
            &["segv"],
            &[],
        );
        assert!(
            warnings.contains("thread 1 ended by signal 11 (SIGSEGV)"),
            "--to {target}: {warnings}"
        );
        assert_eq!(puts_of_thread_1(&sum), N, "--to {target}");
    }
}

/// `kill -9` of thread 1 after 200 rounds of 100 puts (64 KiB trace buffers): nothing can flush,
/// so the merged trace has the puts of every buffer written before the kill — all but those of
/// the buffer being filled and of the one the writer thread may not have written yet: some are
/// missing, fewer than two buffers hold.
#[test]
fn killed_program_trace_merges_up_to_the_last_buffer_written() {
    const BUFFER: u64 = 64 << 10;
    for target in ["upcr", "ga"] {
        let name = format!("trace-crash-kill-{target}");
        let (warnings, sum) = crashed_run_to(
            target,
            &name,
            &["kill", "200"],
            &[("PGAS_TRACE_BUFFER_SIZE", "64KB")],
        );
        assert!(
            warnings.contains("thread 1 did not finish normally; its events up to then are merged"),
            "--to {target}: {warnings}"
        );
        let puts = puts_of_thread_1(&sum);
        let file = root()
            .join("target/test-scratch")
            .join(&name)
            .join("trace/thread-1.pxt");
        let bytes = std::fs::metadata(&file).unwrap().len();
        let events = sum.threads[1].events;
        assert!(
            puts > 0 && puts < 200 * N,
            "--to {target}: {puts} puts of {}",
            200 * N
        );
        // Two events (start and end) per put: what is missing fits in two buffers.
        let missing = 2 * (200 * N - puts);
        assert!(
            missing * bytes / events <= 2 * BUFFER,
            "--to {target}: {missing} events missing, {bytes} bytes for {events} events"
        );
    }
}
