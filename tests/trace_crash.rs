//! A traced program that does not end normally still leaves traces that merge and summarise:
//! tests/trace_support/crash.upc (2 threads) has thread 1 put 100 ints to thread 0 and then
//! abort() (SIGABRT) or call upc_global_exit; every put must be in the merged trace.

mod common;
use common::*;
use pgas_xlate::trace::summary::summarize;

const N: u64 = 100;

fn crashed_run(name: &str, mode: &str) -> (String, pgas_xlate::trace::summary::Summary) {
    let dir = scratch(name);
    let exe = dir.join("crash");
    check(
        xlate()
            .env("PGAS_XLATE_CACHE", root().join("target/pgas-xlate-cache"))
            .args(["cc", "--to", "upcr", "--profile"])
            .arg(root().join("tests/trace_support/crash.upc"))
            .arg("-o")
            .arg(&exe),
    );
    let out = run(xlate()
        .env("PGAS_TRACE_DIR", dir.join("trace"))
        .args(["run", "-n", "2"])
        .arg(&exe)
        .arg(mode));
    assert!(!out.status.success(), "the program must fail");
    assert!(!text(&out.stdout).contains("not reached"));
    let merged = dir.join("m.pxm");
    let m = check(
        xlate()
            .args(["trace", "merge"])
            .arg(dir.join("trace"))
            .arg("-o")
            .arg(&merged),
    );
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
    assert!(
        warnings.lines().count() == 1 && warnings.starts_with("merged "),
        "complete traces: {warnings}"
    );
    assert_eq!(sum.transfers[1][0], N);
    let exits = sum
        .events
        .iter()
        .find(|e| e.name == "GASP_UPC_NONCOLLECTIVE_EXIT")
        .expect("the non-collective exit event");
    assert_eq!(exits.calls_by_thread, vec![0, 1]);
}
