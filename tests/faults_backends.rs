//! The same faulty program gets the same diagnosis under both backends, without `--checks`: each
//! program of tests/in/faults is built with `--to upcr` and `--to ga`, run on 2 and 4 processes,
//! and both runs must end with the same status and the same standard error — one report naming
//! the call's line.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Longest a failing run may take (a hang is a failure).
const RUN_TIMEOUT: &str = "120";

/// `tests/in/faults/<name>.upc` built with `--to target` into `dir`.
fn build(dir: &Path, target: &str, name: &str) -> PathBuf {
    let exe = dir.join(format!("{name}.{target}"));
    check(
        xlate()
            .args(["cc", "--to", target])
            .arg(root().join(format!("tests/in/faults/{name}.upc")))
            .arg("-o")
            .arg(&exe)
            .env("PGAS_XLATE_CACHE", cache()),
    );
    exe
}

/// `pgas-xlate run -n n exe args` under the time limit.
fn launch(exe: &Path, n: u32, args: &[&str]) -> Command {
    let mut cmd = Command::new("timeout");
    cmd.arg(RUN_TIMEOUT)
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .args(["run", "-n", &n.to_string()])
        .arg(exe)
        .args(args);
    cmd
}

/// Runs `tests/in/faults/<name>.upc` with each argument list of `cases` on 2 and 4 processes under
/// both backends: each run ends with status 1 and the one line `<file>:<line>: UPC runtime error
/// (thread 0): <message>` of its case (line, message), the same under both backends.
fn same_report(name: &str, cases: &[(&[&str], u32, &str)]) {
    let cases: Vec<(&[&str], u32, u32, &str)> =
        cases.iter().map(|&(a, l, m)| (a, l, 0, m)).collect();
    same_report_from(name, &cases);
}

/// As [`same_report`], the report from the thread of each case (args, line, thread, message).
fn same_report_from(name: &str, cases: &[(&[&str], u32, u32, &str)]) {
    // A folder of its own for each test (they run at once, several on one program): named by
    // the first case too.
    let first = cases.first().map(|c| c.0.join("-")).unwrap_or_default();
    let dir = scratch(&format!("faults-backends-{name}-{first}"));
    let src = root().join(format!("tests/in/faults/{name}.upc"));
    let exes: Vec<(&str, PathBuf)> = ["upcr", "ga"]
        .into_iter()
        .map(|t| (t, build(&dir, t, name)))
        .collect();
    for &(args, line, thread, message) in cases {
        let expected = format!(
            "{}:{line}: UPC runtime error (thread {thread}): {message}\n",
            src.display()
        );
        for n in [2u32, 4] {
            let outcomes: Vec<(Option<i32>, String)> = exes
                .iter()
                .map(|(_, exe)| {
                    let r = run(&mut launch(exe, n, args));
                    (r.status.code(), text(&r.stderr))
                })
                .collect();
            assert_eq!(
                outcomes[0], outcomes[1],
                "{name} {args:?} on {n}: --to upcr (left) and --to ga (right) differ"
            );
            assert_eq!(
                outcomes[0],
                (Some(1), expected.clone()),
                "{name} {args:?} on {n}"
            );
        }
    }
}

/// `upc_mem*` through a pointer inside thread 1's part of the segment but past its object (`a`
/// holds one int per thread; the calls move 256 bytes): `--to upcr` checked only the owner's
/// segment and moved the bytes silently.
#[test]
fn transfers_past_their_object() {
    let read =
        "out-of-bounds shared access: a read of 256 bytes on thread 1 outside the shared object";
    let write =
        "out-of-bounds shared access: a write of 256 bytes on thread 1 outside the shared object";
    same_report(
        "mem_past_object",
        &[
            (&["memget"], 19, read),
            (&["memput"], 21, write),
            (&["memcpy"], 23, read),
            (&["memset"], 25, write),
            (&["memget_nb"], 27, read),
            (&["memput_nbi"], 29, write),
        ],
    );
}

/// A reduction's source (and a prefix reduction's destination) past its object: `a` holds one
/// int per thread, the calls reduce `4 * THREADS` of them in blocks of 1, so each thread's part
/// runs 12 bytes past its element. `--to upcr` and `--to ga` both summed whatever lay there.
/// The same reduction over an array that holds the elements passes and sums them.
#[test]
fn reductions_past_their_object() {
    let read = |f: &str| {
        format!("{f}: out-of-bounds shared access: a read of 16 bytes on thread 0 outside the shared object")
    };
    let write = "upc_all_prefix_reduceI: out-of-bounds shared access: a write of 16 bytes on thread 0 outside the shared object";
    same_report(
        "reduce_past_object",
        &[
            (&["reduce"], 21, &read("upc_all_reduceI")),
            (&["prefix_src"], 23, &read("upc_all_prefix_reduceI")),
            (&["prefix_dst"], 25, write),
        ],
    );
    let dir = scratch("faults-backends-reduce-within");
    for target in ["upcr", "ga"] {
        let exe = build(&dir, target, "reduce_past_object");
        for n in [1u32, 2, 4] {
            let r = run(&mut launch(&exe, n, &["within"]));
            let sum = (0..4 * n).sum::<u32>();
            assert_eq!(
                (r.status.code(), text(&r.stdout)),
                (Some(0), format!("r {sum}\n")),
                "--to {target} on {n}: {}",
                text(&r.stderr)
            );
        }
    }
}

/// Misuses of the library the runtimes check: `upc_free` of a static array (`--to upcr` freed
/// it: its heap keeps the static data as blocks too), of a pointer inside an allocation, a
/// `upc_memget` of a size near `SIZE_MAX` (`--to upcr` named the segment, `--to ga` the object),
/// a `upc_memset` through the null pointer-to-shared.
#[test]
fn library_misuse() {
    let not_start = "upc_free of a pointer that is not the start of a shared allocation";
    same_report(
        "misuse",
        &[
            (&["free_static"], 17, not_start),
            (&["free_inside"], 19, not_start),
            (
                &["huge_memget"],
                26,
                "out-of-bounds shared access: a read of 18446744073709551612 bytes on thread 0 outside the shared object",
            ),
            (
                &["memset_null"],
                28,
                "upc_memset through a null pointer-to-shared",
            ),
        ],
    );
}

/// `upc_all_free` given different pointers on different threads: the lowest thread whose pointer
/// is no allocation reports it (a static array's element, the null pointer); when each is one (two
/// objects), thread 0 reports the difference. `--to upcr` freed thread 0's pointer and looked at no
/// other; `--to ga` reported it once from every thread whose pointer was bad, after 10 seconds, and
/// went on with two different objects.
#[test]
fn all_free_of_different_pointers() {
    let not_start = "upc_all_free of a pointer that is not the start of a shared allocation";
    same_report_from(
        "misuse",
        &[
            (&["all_free_differ"], 21, 1, not_start),
            (&["all_free_null"], 33, 1, not_start),
            (
                &["all_free_two"],
                31,
                0,
                "upc_all_free given different pointers on different threads",
            ),
        ],
    );
}

/// A lock used after `upc_lock_free` or `upc_all_lock_free` (the UPC specification leaves it
/// undefined): `upc_lock`, `upc_unlock`, `upc_lock_attempt` report it under both backends.
/// `--to upcr` took the freed lock again, or waited for ever for the holder it had when freed.
/// Freeing a lock that is held is correct UPC ("succeeds regardless of whether the referenced
/// lock is currently unlocked or currently locked"): it passes under both. `upc_lock_free` of a
/// pointer that is not a lock (a lock freed already, static data) is named so under both.
#[test]
fn lock_used_after_free() {
    let not_lock = |f: &str| format!("{f} of a pointer that is not a lock");
    same_report(
        "misuse",
        &[
            (&["lock_after_free"], 41, &not_lock("upc_lock")),
            (&["unlock_after_free"], 45, &not_lock("upc_unlock")),
            (
                &["attempt_after_all_free"],
                49,
                &not_lock("upc_lock_attempt"),
            ),
        ],
    );
    // `upc_lock_free` of a freed lock or of static data: `--to upcr` named it `upc_free of …`.
    same_report(
        "misuse",
        &[
            (&["lock_free_twice"], 52, &not_lock("upc_lock_free")),
            (&["lock_free_static"], 54, &not_lock("upc_lock_free")),
        ],
    );
    let dir = scratch("faults-backends-lock-free-held");
    for target in ["upcr", "ga"] {
        let exe = build(&dir, target, "misuse");
        for n in [1u32, 2] {
            let r = run(&mut launch(&exe, n, &["lock_free_held"]));
            assert_eq!(
                (r.status.code(), text(&r.stderr)),
                (Some(0), String::new()),
                "--to {target} on {n}"
            );
        }
    }
}
