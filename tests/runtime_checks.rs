//! The run-time checks are the same in both runtimes (runtime-aux/upcr for `--to upcr`,
//! runtime-aux/ga-aux for `--to ga`): each misuse of a lock or of `upc_free` ends the job on 1
//! and 2 processes, within a time limit, with status 1 and the same message naming the UPC
//! source line; so does a crash of the program (SIGSEGV, SIGFPE, SIGABRT).

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Longest a failing run may take (a hang is a failure).
const RUN_TIMEOUT: &str = "120";

fn build(dir: &Path, target: &str, name: &str, code: &str) -> PathBuf {
    build_with(dir, target, name, code, &[])
}

/// [`build`] with more `pgas-xlate cc` flags.
fn build_with(dir: &Path, target: &str, name: &str, code: &str, flags: &[&str]) -> PathBuf {
    let src = dir.join(format!("{name}.upc"));
    std::fs::write(&src, code).unwrap();
    let exe = dir.join(format!("{name}.{target}"));
    check(
        xlate()
            .args(["cc", "--to", target])
            .args(flags)
            .arg(&src)
            .arg("-o")
            .arg(&exe)
            .env("PGAS_XLATE_CACHE", cache())
            .current_dir(dir),
    );
    exe
}

/// Builds `code` with both backends and runs it on 1 and 2 processes: each run must end with
/// status 1 and report `message` at line `line` of the program (thread 0 makes the mistake).
fn reported(name: &str, code: &str, line: u32, message: &str) {
    reported_on(name, code, &[1, 2], &[], line, message);
}

/// [`reported`], built with `--checks`.
fn reported_with_checks(name: &str, code: &str, line: u32, message: &str) {
    reported_built(name, code, &["--checks"], &[1, 2], &[], line, message);
}

/// [`reported`] on `procs` processes, with `env` set for `pgas-xlate run`: the whole standard
/// error is the one line (no launcher notice), within the time limit, and the program's source
/// is left as it was.
fn reported_on(
    name: &str,
    code: &str,
    procs: &[u32],
    env: &[(&str, &str)],
    line: u32,
    message: &str,
) {
    reported_built(name, code, &[], procs, env, line, message);
}

/// [`reported_on`], built with `cc_flags`.
fn reported_built(
    name: &str,
    code: &str,
    cc_flags: &[&str],
    procs: &[u32],
    env: &[(&str, &str)],
    line: u32,
    message: &str,
) {
    let dir = scratch(&format!("runtime-checks-{name}"));
    let src = dir.join(format!("{name}.upc"));
    let expected = format!(
        "{}:{line}: UPC runtime error (thread 0): {message}\n",
        src.display()
    );
    for target in ["upcr", "ga"] {
        let exe = build_with(&dir, target, name, code, cc_flags);
        for &n in procs {
            let r = run(launch(&exe, n).envs(env.iter().copied()));
            let err = text(&r.stderr);
            assert_eq!(
                r.status.code(),
                Some(1),
                "--to {target} on {n}: status {}\n{err}",
                r.status
            );
            assert_eq!(err, expected, "--to {target} on {n}");
        }
    }
    assert_eq!(
        std::fs::read_to_string(&src).unwrap(),
        code,
        "the source changed"
    );
}

#[test]
fn unlock_of_a_lock_not_held() {
    reported(
        "unlock_twice",
        "#include <upc.h>\nint main(void)\n{\n    upc_lock_t *l = upc_all_lock_alloc();\n    if (MYTHREAD == 0) {\n        upc_lock(l);\n        upc_unlock(l);\n        upc_unlock(l);\n    }\n    upc_barrier;\n    return 0;\n}\n",
        8,
        "upc_unlock of a lock this thread does not hold",
    );
}

#[test]
fn unlock_of_a_lock_taken_by_attempt_then_released() {
    reported(
        "attempt_unlock_twice",
        "#include <upc.h>\nint main(void)\n{\n    upc_lock_t *l = upc_all_lock_alloc();\n    if (MYTHREAD == 0 && upc_lock_attempt(l)) {\n        upc_unlock(l);\n        upc_unlock(l);\n    }\n    upc_barrier;\n    return 0;\n}\n",
        7,
        "upc_unlock of a lock this thread does not hold",
    );
}

#[test]
fn lock_recursion() {
    reported(
        "lock_twice",
        "#include <upc.h>\nint main(void)\n{\n    upc_lock_t *l = upc_all_lock_alloc();\n    if (MYTHREAD == 0) {\n        upc_lock(l);\n        upc_lock(l);\n    }\n    upc_barrier;\n    return 0;\n}\n",
        7,
        "upc_lock of a lock this thread already holds (UPC locks are not recursive)",
    );
    reported(
        "attempt_held",
        "#include <upc.h>\nint main(void)\n{\n    upc_lock_t *l = upc_all_lock_alloc();\n    if (MYTHREAD == 0) {\n        upc_lock(l);\n        upc_lock_attempt(l);\n    }\n    upc_barrier;\n    return 0;\n}\n",
        7,
        "upc_lock_attempt of a lock this thread already holds (UPC locks are not recursive)",
    );
}

#[test]
fn double_free() {
    reported(
        "double_free",
        "#include <upc.h>\nint main(void)\n{\n    shared int *p = upc_alloc(16);\n    if (MYTHREAD == 0) {\n        upc_free(p);\n        upc_free(p);\n    }\n    upc_barrier;\n    return 0;\n}\n",
        7,
        "upc_free of shared memory that was already freed",
    );
    reported(
        "double_free_global",
        "#include <upc.h>\nint main(void)\n{\n    shared int *p = upc_global_alloc(THREADS, 16);\n    if (MYTHREAD == 0) {\n        upc_free(p);\n        upc_free(p);\n    }\n    upc_barrier;\n    return 0;\n}\n",
        7,
        "upc_free of shared memory that was already freed",
    );
}

/// Correct use of the same calls is not reported: lock, attempt, unlock and free in turn.
#[test]
fn correct_use_passes() {
    let dir = scratch("runtime-checks-ok");
    let code = "#include <upc.h>\n#include <stdio.h>\nint main(void)\n{\n    upc_lock_t *l = upc_all_lock_alloc();\n    shared int *p = upc_alloc(16), *q = upc_alloc(16);\n    for (int i = 0; i < 3; i++) {\n        upc_lock(l);\n        upc_unlock(l);\n        while (!upc_lock_attempt(l))\n            ;\n        upc_unlock(l);\n    }\n    upc_free(p);\n    upc_free(q);\n    upc_barrier;\n    if (MYTHREAD == 0)\n        printf(\"PASS: ok\\n\");\n    return 0;\n}\n";
    for target in ["upcr", "ga"] {
        let exe = build(&dir, target, "ok", code);
        for n in [1u32, 2] {
            let r = check(&mut launch(&exe, n));
            assert_eq!(text(&r.stdout), "PASS: ok\n", "--to {target} on {n}");
        }
    }
}

/// Without `--checks`, a crash of the program is reported once as a runtime error naming the
/// UPC line, and the job ends with status 1 (the other thread waits in a barrier).
#[test]
fn crashes_are_reported_with_the_upc_line() {
    reported(
        "segv",
        "#include <upc.h>\nint main(int argc, char **argv)\n{\n    upc_barrier;\n    if (MYTHREAD == 0)\n        *(volatile int *)(long)(argc - 1) = 1;\n    upc_barrier;\n    return 0;\n}\n",
        6,
        "segmentation fault (SIGSEGV): an invalid memory access",
    );
    reported(
        "fpe",
        "#include <upc.h>\nint main(int argc, char **argv)\n{\n    volatile int z = argc - 1;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        z = 7 / z;\n    upc_barrier;\n    return z;\n}\n",
        7,
        "arithmetic exception (SIGFPE), such as a division by zero",
    );
    reported(
        "abrt",
        "#include <upc.h>\n#include <stdlib.h>\nint main(void)\n{\n    upc_barrier;\n    if (MYTHREAD == 0)\n        abort();\n    upc_barrier;\n    return 0;\n}\n",
        7,
        "the program called abort (SIGABRT)",
    );
}

/// Under `--checks`, an index just past the end of a `upc_all_alloc` object whose last thread
/// has a shorter share (3 blocks on 2 threads: thread 1 has one of them) is reported by both
/// backends: under `--to ga` it lies inside thread 1's row, padded to the largest share. On 1
/// process the same index is past thread 0's only block.
#[test]
fn checks_see_past_the_last_threads_share() {
    let code = "#include <upc.h>\n#include <stdio.h>\nint main(int argc, char **argv)\n{\n    shared int *p = upc_all_alloc(2 * THREADS - 1, sizeof(int));\n    int x = 0;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        x = p[2 * THREADS - 1 + argc - 1];\n    upc_barrier;\n    printf(\"not reached %d\\n\", x);\n    return 0;\n}\n";
    for (n, thread) in [(1, 0), (2, 1)] {
        reported_built(
            &format!("past_share_{n}"),
            code,
            &["--checks"],
            &[n],
            &[],
            9,
            &format!("out-of-bounds shared access: a read of 4 bytes on thread {thread} outside the shared object"),
        );
    }
}

/// Without `--checks`, an index far past the end of a shared array (on the accessing thread's
/// own part) is a crash, reported once with the UPC line by both backends; a bus error
/// (SIGBUS: a read of a mapping past the end of its file) likewise.
#[test]
fn far_index_and_bus_error_are_reported_with_the_upc_line() {
    reported(
        "far_index",
        "#include <upc.h>\n#include <stdio.h>\nshared int a[4 * THREADS];\nint main(int argc, char **argv)\n{\n    long i = (1L << 36) * THREADS + argc - 1;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        a[i] = 1;\n    upc_barrier;\n    printf(\"not reached\\n\");\n    return 0;\n}\n",
        9,
        "segmentation fault (SIGSEGV): an invalid memory access",
    );
    reported(
        "bus_error",
        "#include <upc.h>\n#include <stdio.h>\n#include <sys/mman.h>\nint main(void)\n{\n    FILE *f = tmpfile();\n    volatile char *p = mmap(0, 4096, PROT_READ, MAP_SHARED, fileno(f), 0);\n    upc_barrier;\n    if (MYTHREAD == 0 && p[0] == 'x')\n        printf(\"not reached\\n\");\n    upc_barrier;\n    printf(\"not reached\\n\");\n    return 0;\n}\n",
        9,
        "bus error (SIGBUS): an invalid memory access",
    );
}

/// A split-phase barrier used out of order.
#[test]
fn notify_and_wait_out_of_order() {
    reported(
        "notify_twice",
        "#include <upc.h>\nint main(void)\n{\n    if (MYTHREAD == 0) {\n        upc_notify;\n        upc_notify;\n    }\n    upc_barrier;\n    return 0;\n}\n",
        6,
        "upc_notify called twice without an intervening upc_wait",
    );
    reported(
        "wait_alone",
        "#include <upc.h>\nint main(void)\n{\n    if (MYTHREAD == 0)\n        upc_wait;\n    upc_barrier;\n    return 0;\n}\n",
        5,
        "upc_wait called without a preceding upc_notify",
    );
}

/// Mismatched barrier values are reported by thread 0 alone, at the barrier's line, under both
/// backends: across threads on 2 processes; a `upc_wait` whose value is not its own
/// `upc_notify`'s on 1 and 2.
#[test]
fn mismatched_barrier_values() {
    reported_on(
        "barrier_mismatch",
        "#include <upc.h>\n#include <stdio.h>\nint main(void)\n{\n    upc_barrier 3;\n    upc_notify MYTHREAD;\n    upc_wait;\n    printf(\"not reached\\n\");\n    return 0;\n}\n",
        &[2],
        &[],
        7,
        "barrier mismatch: threads passed different values to upc_notify/upc_wait/upc_barrier",
    );
    reported(
        "wait_value",
        "#include <upc.h>\nint main(void)\n{\n    upc_notify 1;\n    if (MYTHREAD == 0)\n        upc_wait 2;\n    else\n        upc_wait 1;\n    return 0;\n}\n",
        6,
        "barrier mismatch: upc_wait value differs from this thread's upc_notify value",
    );
}

/// A collective free of memory already freed: the same message under both backends, once.
#[test]
fn double_all_free() {
    reported(
        "double_all_free",
        "#include <upc.h>\nint main(void)\n{\n    shared int *p = upc_all_alloc(THREADS, 16);\n    upc_all_free(p);\n    upc_all_free(p);\n    return 0;\n}\n",
        6,
        "upc_all_free of shared memory that was already freed",
    );
}

/// The watchdog: thread 0 holds a lock and waits in a barrier that thread 1 never reaches (it
/// waits for the lock, 2 s later): with UPC_WATCHDOG_SECONDS=5, thread 0 reports a deadlock at
/// the barrier's line. Without the variable (the default) nothing is timed: a program whose
/// barrier waits 7 s for a thread passes, and so does it with a limit of 20 s (and on 1 process
/// with a limit of 5 s).
#[test]
fn watchdog_reports_a_deadlock() {
    // Three jobs of their own folders, two at a time (most of their time is waiting): the
    // deadlock, and the slow program under each backend.
    let jobs: [&(dyn Fn() + Sync); 3] = [
        &|| watchdog_deadlock(),
        &|| watchdog_passes_a_slow_thread("upcr"),
        &|| watchdog_passes_a_slow_thread("ga"),
    ];
    for_each_parallel(&jobs, |job| job());
}

fn watchdog_deadlock() {
    reported_on(
        "deadlock",
        "#include <upc.h>\n#include <stdio.h>\n#include <unistd.h>\nint main(void)\n{\n    upc_lock_t *l = upc_all_lock_alloc();\n    if (MYTHREAD == 0)\n        upc_lock(l);\n    upc_barrier;\n    if (MYTHREAD == 1) {\n        sleep(2);\n        upc_lock(l);\n    }\n    upc_barrier;\n    printf(\"not reached\\n\");\n    return 0;\n}\n",
        &[2],
        &[("UPC_WATCHDOG_SECONDS", "5")],
        14,
        "deadlock: this thread has waited 5 seconds in a barrier (the watchdog limit, UPC_WATCHDOG_SECONDS)",
    );
}

/// The slow program of [`watchdog_reports_a_deadlock`] passes under `--to target`.
fn watchdog_passes_a_slow_thread(target: &str) {
    let dir = scratch(&format!("runtime-checks-slow-{target}"));
    let code = "#include <upc.h>\n#include <stdio.h>\n#include <unistd.h>\nint main(void)\n{\n    if (MYTHREAD == THREADS - 1)\n        sleep(7);\n    for (int i = 0; i < 1000; i++)\n        upc_barrier i;\n    if (MYTHREAD == 0)\n        printf(\"PASS: slow\\n\");\n    return 0;\n}\n";
    let exe = build(&dir, target, "slow", code);
    for (n, env) in [(1u32, Some("5")), (2, None), (2, Some("20"))] {
        let mut cmd = launch(&exe, n);
        cmd.env_remove("UPC_WATCHDOG_SECONDS");
        if let Some(v) = env {
            cmd.env("UPC_WATCHDOG_SECONDS", v);
        }
        let r = check(&mut cmd);
        assert_eq!(text(&r.stdout), "PASS: slow\n", "--to {target} on {n}");
        assert_eq!(text(&r.stderr), "", "--to {target} on {n}");
    }
}

/// The watchdog in `upc_lock`: thread 1 holds a lock across a barrier, thread 0 waits for the
/// lock (and thread 1, 4 s later, in the barrier): with UPC_WATCHDOG_SECONDS=5, thread 0
/// reports its wait in `upc_lock` at that line, under both backends (under `--to ga` the wait
/// is by attempts while the watchdog is on, GA's mutex wait having no limit).
#[test]
fn watchdog_reports_a_thread_stuck_in_upc_lock() {
    reported_on(
        "lock_deadlock",
        "#include <upc.h>\n#include <stdio.h>\n#include <unistd.h>\nint main(void)\n{\n    upc_lock_t *l = upc_all_lock_alloc();\n    if (MYTHREAD == 1)\n        upc_lock(l);\n    upc_barrier;\n    if (MYTHREAD == 0)\n        upc_lock(l);\n    else\n        sleep(4);\n    upc_barrier;\n    printf(\"not reached\\n\");\n    return 0;\n}\n",
        &[2],
        &[("UPC_WATCHDOG_SECONDS", "5")],
        11,
        "deadlock: this thread has waited 5 seconds in upc_lock (the watchdog limit, UPC_WATCHDOG_SECONDS)",
    );
}

/// A process of the job killed (SIGKILL, which nothing can catch): the whole job ends within
/// the time limit, status 137, and `pgas-xlate run` names the thread.
#[test]
fn killed_process_ends_the_job() {
    let dir = scratch("runtime-checks-kill");
    let code = "#include <upc.h>\n#include <stdio.h>\n#include <signal.h>\n#include <unistd.h>\nint main(void)\n{\n    upc_barrier;\n    if (MYTHREAD == THREADS - 1)\n        kill(getpid(), SIGKILL);\n    upc_barrier;\n    printf(\"not reached\\n\");\n    return 0;\n}\n";
    for target in ["upcr", "ga"] {
        let exe = build(&dir, target, "kill", code);
        for n in [1u32, 2] {
            let start = std::time::Instant::now();
            let r = run(&mut launch(&exe, n));
            assert_eq!(r.status.code(), Some(137), "--to {target} on {n}");
            assert_eq!(
                text(&r.stderr),
                format!(
                    "error: thread {} of `{}` was ended by signal 9 (SIGKILL, perhaps out of memory)\n",
                    n - 1,
                    exe.display()
                ),
                "--to {target} on {n}"
            );
            assert_eq!(text(&r.stdout), "", "--to {target} on {n}");
            assert!(
                start.elapsed().as_secs() < 60,
                "--to {target} on {n}: {:?}",
                start.elapsed()
            );
        }
    }
    assert_eq!(std::fs::read_to_string(dir.join("kill.upc")).unwrap(), code);
}

/// A crash inside a helper function that the C compiler inlines at -O2 and -O3 names the
/// faulting line (the instruction that faulted, from the signal's context, with its inline
/// chain), not the caller's next line: SIGSEGV, SIGBUS (a write to a mapping past the end of its
/// file), SIGFPE, SIGILL and abort() at line 7 of `work`, called from `main` at line 13, under
/// both backends at -O0, -O2 and -O3 (`--to upcr` at -O2 and -O3 named line 14). With
/// PGAS_BACKTRACE=1 the report is followed by the program's stack, inlined frames included.
#[test]
fn crashes_in_inlined_functions_name_the_faulting_line() {
    let kinds = [
        (
            "segv",
            "p[i] = i;",
            "segmentation fault (SIGSEGV): an invalid memory access",
        ),
        (
            "bus",
            "p[i] = i;",
            "bus error (SIGBUS): an invalid memory access",
        ),
        (
            "fpe",
            "p[i] = i / divisor;",
            "arithmetic exception (SIGFPE), such as a division by zero",
        ),
        (
            "ill",
            "if (!p) __builtin_trap(); p[i] = i;",
            "illegal instruction (SIGILL), such as __builtin_trap()",
        ),
        (
            "abort",
            "if (!p) abort(); p[i] = i;",
            "the program called abort (SIGABRT)",
        ),
    ];
    let mut cases = vec![];
    for kind in kinds {
        for target in ["upcr", "ga"] {
            for opt in ["-O0", "-O2", "-O3"] {
                cases.push((kind, target, opt));
            }
        }
    }
    for_each_parallel(&cases, |&((kind, statement, what), target, opt)| {
        let dir = scratch(&format!(
            "runtime-checks-inlined-crash-{kind}-{target}{opt}"
        ));
        let name = format!("{kind}{}", &opt[1..]);
        let (exe, src) = build_crash_in_work(&dir, target, &name, kind, statement, &[opt]);
        let line = format!(
            "{}:7: UPC runtime error (thread 1): {what}\n",
            src.display()
        );
        let stack = format!(
            "{line}    in work at {0}:7\n    in main at {0}:13\n",
            src.display()
        );
        let with_stack: &[bool] = if opt == "-O0" {
            &[false]
        } else {
            &[false, true]
        };
        for &backtrace in with_stack {
            let r = run(launch(&exe, 2).env("PGAS_BACKTRACE", if backtrace { "1" } else { "0" }));
            assert_eq!(r.status.code(), Some(1), "{kind} --to {target} {opt}");
            assert_eq!(
                text(&r.stderr).as_str(),
                if backtrace {
                    stack.as_str()
                } else {
                    line.as_str()
                },
                "{kind} --to {target} {opt} PGAS_BACKTRACE={}",
                u8::from(backtrace)
            );
        }
    });
}

/// The program of the crash tests: `work(p, 8)` runs `statement` (line 7) for each `i`, called
/// from `main` at line 13 with a `p` that makes the `kind` of crash (`segv`, `bus`, `fpe`,
/// `ill`, `abort`) on the threads for which `crashes` (a C condition, line 12) holds; built
/// with `flags`. Returns the executable and the source.
fn build_crash_in_work_on(
    dir: &Path,
    target: &str,
    name: &str,
    kind: &str,
    statement: &str,
    crashes: &str,
    flags: &[&str],
) -> (PathBuf, PathBuf) {
    let pointer = match kind {
        "fpe" => "buf",
        "bus" => "(int *)mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fileno(tmpfile()), 0)",
        _ => "(int *)0",
    };
    let code = format!("#include <upc.h>\n#include <stdio.h>\n#include <stdlib.h>\nvolatile int divisor = 1;\nvoid work(int *p, int n) {{\n    for (int i = 0; i < n; i++) {{\n        {statement}\n    }} }}\n#include <sys/mman.h>\nint main(void) {{\n    int buf[8];\n    int *p = {crashes} ? (divisor = 0, {pointer}) : buf;\n    work(p, 8);\n    upc_barrier;\n    printf(\"%d\\n\", buf[3]);\n    return 0;\n}}\n");
    let exe = build_with(dir, target, name, &code, flags);
    (exe, dir.join(format!("{name}.upc")))
}

/// [`build_crash_in_work_on`], crashing on the last thread.
fn build_crash_in_work(
    dir: &Path,
    target: &str,
    name: &str,
    kind: &str,
    statement: &str,
    flags: &[&str],
) -> (PathBuf, PathBuf) {
    build_crash_in_work_on(
        dir,
        target,
        name,
        kind,
        statement,
        "MYTHREAD == THREADS - 1",
        flags,
    )
}

/// Several threads crashing at once (threads 1, 2 and 3 of 4, after the same barrier) are each
/// reported, with their thread and the faulting line, and with PGAS_BACKTRACE=1 each report is
/// followed by that thread's own stack, whole (not mixed with another thread's lines); both
/// backends, -O2.
#[test]
fn several_threads_crashing_at_once_are_each_reported() {
    let cases = [("upcr", false), ("upcr", true), ("ga", false), ("ga", true)];
    for_each_parallel(&cases, |&(target, backtrace)| {
        let dir = scratch(&format!(
            "runtime-checks-crash-together-{target}-{backtrace}"
        ));
        let (exe, src) = build_crash_in_work_on(
            &dir,
            target,
            "together",
            "segv",
            "upc_barrier; p[i] = i;",
            "MYTHREAD > 0",
            &["-O2"],
        );
        let src = src.display();
        let r = run(launch(&exe, 4).env("PGAS_BACKTRACE", if backtrace { "1" } else { "0" }));
        assert_eq!(r.status.code(), Some(1), "--to {target}");
        let err = text(&r.stderr);
        // The reports, each its first line and (PGAS_BACKTRACE) its stack, in any order.
        let mut reports: Vec<String> = vec![];
        for l in err.lines() {
            match reports.last_mut() {
                Some(last) if l.starts_with("    ") => {
                    last.push_str(l);
                    last.push('\n');
                }
                _ => reports.push(format!("{l}\n")),
            }
        }
        reports.sort();
        let expected: Vec<String> = (1..4)
            .map(|t| {
                let head = format!("{src}:7: UPC runtime error (thread {t}): segmentation fault (SIGSEGV): an invalid memory access\n");
                if backtrace {
                    format!("{head}    in work at {src}:7\n    in main at {src}:13\n")
                } else {
                    head
                }
            })
            .collect();
        assert_eq!(reports, expected, "--to {target}:\n{err}");
    });
}

/// A crash inside a read or a write of another thread's element (an index far past the end of
/// `a`, without `--checks`) names the access in the stack of PGAS_BACKTRACE=1, at the user's
/// line, as the user wrote it: `reading a[i]`, `writing a[i]` (the table of the accesses'
/// source text that `pgas-xlate cc` links in; the frames of the runtime and of the generated
/// helpers were named `reading shared data` under `--to upcr` and ``reading shared `a` `` under
/// `--to ga`); -O0 and -O2, both backends.
#[test]
fn crashes_in_shared_accesses_name_the_access() {
    let dir = scratch("runtime-checks-access-crash");
    for (kind, statement, verb) in [
        ("read", "return a[i];", "reading"),
        ("write", "a[i] = 1; return 0;", "writing"),
    ] {
        let code = format!("#include <upc.h>\n#include <stdio.h>\nshared int a[4 * THREADS];\nint touch(long i)\n{{\n    {statement}\n}}\nint main(int argc, char **argv)\n{{\n    long i = 100000000L * argc * 3 + 1;\n    int x = 0;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        x = touch(i);\n    upc_barrier;\n    printf(\"x %d\\n\", x);\n    return 0;\n}}\n");
        for target in ["upcr", "ga"] {
            for opt in ["-O0", "-O2"] {
                let name = format!("{kind}{}", &opt[1..]);
                let exe = build_with(&dir, target, &name, &code, &[opt]);
                let src = dir.join(format!("{name}.upc")).display().to_string();
                let r = run(launch(&exe, 2).env("PGAS_BACKTRACE", "1"));
                assert_eq!(r.status.code(), Some(1), "{kind} --to {target} {opt}");
                assert_eq!(
                    text(&r.stderr),
                    format!("{src}:6: UPC runtime error (thread 0): segmentation fault (SIGSEGV): an invalid memory access\n    in {verb} a[i] at {src}:6\n    in touch at {src}:6\n    in main at {src}:14\n"),
                    "{kind} --to {target} {opt}"
                );
            }
        }
    }
}

/// A crash on a line with two shared reads (or writes) names the candidates, as the user wrote
/// them, in the order of the line (`reading a[i] or b[0]`: the crash cannot tell them apart under
/// `--to upcr`); under `--to ga` the getter's or setter's object narrows them to the one that
/// faulted (`reading b[i]`), at -O0 and -O2. Built from a path relative to the directory of the
/// compilation (`cc prog.upc`), which the debug info makes absolute. (The generic `reading shared
/// data` or ``reading shared `a` `` was printed for two accesses of a kind on the line, and a
/// relative path named no access at all.)
#[test]
fn crashes_on_lines_with_several_shared_accesses_name_the_candidates() {
    let dir = scratch("runtime-checks-access-candidates");
    for (k, (statement, upcr, ga, opts)) in [
        (
            "return a[i] + b[0];",
            "reading a[i] or b[0]",
            "reading a[i]",
            &["-O0", "-O2"][..],
        ),
        (
            "return a[0] + b[i];",
            "reading a[0] or b[i]",
            "reading b[i]",
            &["-O2"][..],
        ),
        (
            "return a[i] + a[0];",
            "reading a[i] or a[0]",
            "reading a[i] or a[0]",
            &["-O0"][..],
        ),
        (
            "a[i] = 1; b[0] = 2; return 0;",
            "writing a[i] or b[0]",
            "writing a[i]",
            &["-O2"][..],
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let code = format!("#include <upc.h>\n#include <stdio.h>\nshared int a[4 * THREADS];\nshared int b[4 * THREADS];\nint touch(long i)\n{{\n    {statement}\n}}\nint main(int argc, char **argv)\n{{\n    long i = 100000000L * argc * 3 + 1;\n    int x = 0;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        x = touch(i);\n    upc_barrier;\n    printf(\"x %d\\n\", x);\n    return 0;\n}}\n");
        let name = format!("several{k}");
        std::fs::write(dir.join(format!("{name}.upc")), &code).unwrap();
        let src = dir.join(format!("{name}.upc")).display().to_string();
        for (target, word) in [("upcr", upcr), ("ga", ga)] {
            for opt in opts {
                let exe = dir.join(format!("{name}{opt}.{target}"));
                check(
                    xlate()
                        .args(["cc", "--to", target, opt, &format!("{name}.upc"), "-o"])
                        .arg(&exe)
                        .env("PGAS_XLATE_CACHE", cache())
                        .current_dir(&dir),
                );
                let r = run(launch(&exe, 2).env("PGAS_BACKTRACE", "1"));
                assert_eq!(r.status.code(), Some(1), "{statement} --to {target} {opt}");
                assert_eq!(
                    text(&r.stderr),
                    format!("{src}:7: UPC runtime error (thread 0): segmentation fault (SIGSEGV): an invalid memory access\n    in {word} at {src}:7\n    in touch at {src}:7\n    in main at {src}:15\n"),
                    "{statement} --to {target} {opt}"
                );
            }
        }
    }
}

/// The body of a one-line `if` keeps its line: an index past the end in
/// `if (MYTHREAD == 0) a[k] = 42;` is reported at that line under `--checks` by both backends
/// (the next line was named: the translation printed the body on a line of its own).
#[test]
fn checks_name_the_line_of_a_one_line_if_body() {
    reported_with_checks(
        "one_line_if",
        "#include <upc.h>\nshared int a[4 * THREADS];\nint main(void)\n{\n    int k = 4 * THREADS + 100;\n    if (MYTHREAD == 0) a[k] = 42;\n    upc_barrier;\n    return 0;\n}\n",
        6,
        "out-of-bounds shared access: a write of 4 bytes on thread 0 outside the shared object",
    );
}

/// `pgas-xlate run -n n exe` under the time limit.
fn launch(exe: &Path, n: u32) -> Command {
    let mut cmd = Command::new("timeout");
    cmd.arg(RUN_TIMEOUT)
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .args(["run", "-n", &n.to_string()])
        .arg(exe);
    cmd
}

/// The arguments of a relocalisation collective are checked without `--checks` under both
/// backends: `upc_all_broadcast` of 16 bytes from a cyclic `shared int bsrc[4]` (thread 0 holds
/// one element) is reported at its own line, once, by thread 0 (`--to upcr` read past the object
/// silently and summed wrong data; `--to ga` reported it on every thread), as is a destination
/// whose blocks are too small; the same calls within their objects pass on 1, 2 and 4.
#[test]
fn collective_arguments_past_their_object() {
    let program = |src_decl: &str, dst_decl: &str| {
        format!("#include <upc.h>\n#include <upc_collective.h>\n#include <stdio.h>\n{src_decl}\n{dst_decl}\nshared long r;\nint main(void)\n{{\n    if (MYTHREAD == 0) {{ bsrc[0] = 1; bsrc[1] = 2; bsrc[2] = 3; bsrc[3] = 4; }}\n    upc_all_broadcast(bdst, bsrc, 4 * sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);\n    if (MYTHREAD == 0) {{ long s = 0; for (int i = 0; i < 4 * THREADS; i++) s += bdst[i]; printf(\"sum %ld\\n\", s); }}\n    return 0;\n}}\n")
    };
    reported_on(
        "coll_src_past_object",
        &program("shared int bsrc[4];", "shared [4] int bdst[4 * THREADS];"),
        &[2, 4],
        &[],
        10,
        "upc_all_broadcast: out-of-bounds shared access: a read of 16 bytes on thread 0 outside the shared object",
    );
    reported_on(
        "coll_dst_past_object",
        &program("shared [4] int bsrc[4];", "shared [2] int bdst[2 * THREADS];"),
        &[1, 2],
        &[],
        10,
        "upc_all_broadcast: out-of-bounds shared access: a write of 16 bytes on thread 0 outside the shared object",
    );
    let dir = scratch("runtime-checks-coll-ok");
    let code = program(
        "shared [4] int bsrc[4];",
        "shared [4] int bdst[4 * THREADS];",
    );
    for target in ["upcr", "ga"] {
        let exe = build(&dir, target, "coll_ok", &code);
        for n in [1u32, 2, 4] {
            let r = run(&mut launch(&exe, n));
            assert_eq!(
                r.status.code(),
                Some(0),
                "--to {target} on {n}: {}",
                text(&r.stderr)
            );
            assert_eq!(
                text(&r.stdout),
                format!("sum {}\n", 10 * n),
                "--to {target} on {n}"
            );
        }
    }
}

/// A collective allocation that cannot be made is reported once, by thread 0, at its line, under
/// both backends (`--to ga` printed the same line on each of the 4 threads).
#[test]
fn a_failed_collective_allocation_is_reported_once() {
    let dir = scratch("runtime-checks-all-alloc-once");
    let code = "#include <upc.h>\n#include <stdio.h>\nint main(void)\n{\n    shared char *p = upc_all_alloc(THREADS, (size_t)1 << 40);\n    printf(\"%d\\n\", p == NULL);\n    return 0;\n}\n";
    let prefix = format!(
        "{}:5: UPC runtime error (thread 0): ",
        dir.join("huge.upc").display()
    );
    for target in ["upcr", "ga"] {
        let exe = build(&dir, target, "huge", code);
        for n in [2u32, 4] {
            let r = run(&mut launch(&exe, n));
            let err = text(&r.stderr);
            assert_eq!(r.status.code(), Some(1), "--to {target} on {n}: {err}");
            assert_eq!(err.lines().count(), 1, "--to {target} on {n}:\n{err}");
            assert!(err.starts_with(&prefix), "--to {target} on {n}:\n{err}");
            assert!(
                err.contains("upc_all_alloc"),
                "--to {target} on {n}:\n{err}"
            );
        }
    }
}

/// A process of the job ended by a signal that is neither a crash nor SIGKILL (SIGUSR1, SIGUSR2,
/// SIGTERM sent to one process): `pgas-xlate run` names the signal and the thread (SIGUSR1 gave
/// status 138 and not a word).
#[test]
fn any_fatal_signal_is_named_with_its_thread() {
    let dir = scratch("runtime-checks-signals");
    for (sig, n, name) in [
        ("SIGUSR1", 10, "SIGUSR1"),
        ("SIGUSR2", 12, "SIGUSR2"),
        ("SIGTERM", 15, "SIGTERM"),
    ] {
        let code = format!("#include <upc.h>\n#include <stdio.h>\n#include <signal.h>\n#include <unistd.h>\nint main(void)\n{{\n    upc_barrier;\n    if (MYTHREAD == THREADS - 1)\n        kill(getpid(), {sig});\n    upc_barrier;\n    printf(\"not reached\\n\");\n    return 0;\n}}\n");
        for target in ["upcr", "ga"] {
            let exe = build(&dir, target, &format!("sig{n}"), &code);
            let r = run(&mut launch(&exe, 2));
            assert_eq!(r.status.code(), Some(128 + n), "{sig} --to {target}");
            assert_eq!(
                text(&r.stderr),
                format!(
                    "error: thread 1 of `{}` was ended by signal {n} ({name})\n",
                    exe.display()
                ),
                "{sig} --to {target}"
            );
            assert_eq!(text(&r.stdout), "", "{sig} --to {target}");
        }
    }
}

/// A signal sent to `pgas-xlate run` itself (SIGTERM of a batch system, SIGINT of Ctrl-C,
/// SIGHUP), not to its processes: the job is ended (no thread survives `run`), `run` says in one
/// line which signal ended it and exits with 128 + the signal, under both backends (it returned
/// that status without a word).
#[test]
fn a_signal_to_run_is_named_and_ends_every_thread() {
    use std::io::BufRead;
    let dir = scratch("runtime-checks-run-signal");
    let code = "#include <upc.h>\n#include <stdio.h>\n#include <unistd.h>\nint main(void)\n{\n    printf(\"pid %d\\n\", (int)getpid());\n    fflush(stdout);\n    if (MYTHREAD == 0)\n        sleep(300);\n    upc_barrier;\n    return 0;\n}\n";
    let alive = |pid: u32| {
        std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
            s.rsplit_once(')')
                .and_then(|(_, rest)| rest.split_whitespace().next())
                .is_some_and(|state| state != "Z" && state != "X")
        })
    };
    for target in ["upcr", "ga"] {
        let exe = build(&dir, target, "waits", code);
        for (sig, n, name) in [
            ("TERM", 15, "SIGTERM"),
            ("INT", 2, "SIGINT"),
            ("HUP", 1, "SIGHUP"),
        ] {
            let what = format!("SIG{sig} --to {target}");
            let mut child = Command::new(env!("CARGO_BIN_EXE_pgas-xlate"))
                .args(["run", "-n", "2"])
                .arg(&exe)
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
            let mut pids = vec![];
            let mut line = String::new();
            while pids.len() < 2 && out.read_line(&mut line).unwrap() > 0 {
                pids.extend(
                    line.trim()
                        .strip_prefix("pid ")
                        .and_then(|p| p.parse::<u32>().ok()),
                );
                line.clear();
            }
            assert_eq!(pids.len(), 2, "{what}: the threads did not start");
            check(
                Command::new("kill")
                    .arg(format!("-{sig}"))
                    .arg(child.id().to_string()),
            );
            let started = std::time::Instant::now();
            let r = child.wait_with_output().unwrap();
            assert!(
                started.elapsed() < std::time::Duration::from_secs(10),
                "{what}: run took {:?} to end",
                started.elapsed()
            );
            assert_eq!(r.status.code(), Some(128 + n), "{what}");
            assert_eq!(
                text(&r.stderr),
                format!(
                    "error: the job of `{}` was ended: `pgas-xlate run` got signal {n} ({name}) and passed it on\n",
                    exe.display()
                ),
                "{what}"
            );
            let left: Vec<u32> = pids.iter().copied().filter(|&p| alive(p)).collect();
            assert!(left.is_empty(), "{what}: threads {left:?} still run");
        }
    }
}

/// Under `--checks`, an index one past the end of a static shared array (write) and of a
/// `upc_all_alloc` object (read) is reported at its line by both backends; the same program
/// indexing inside the bounds passes.
#[test]
fn checks_report_an_index_past_the_end() {
    reported_with_checks(
        "past_end_write",
        "#include <upc.h>\n#include <stdio.h>\nshared int a[4 * THREADS];\nshared int b[4 * THREADS];\nint main(int argc, char **argv)\n{\n    int i = 4 * THREADS + argc - 1;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        a[i] = 1;\n    upc_barrier;\n    printf(\"not reached %d\\n\", b[0]);\n    return 0;\n}\n",
        10,
        "out-of-bounds shared access: a write of 4 bytes on thread 0 outside the shared object",
    );
    reported_with_checks(
        "past_end_read",
        "#include <upc.h>\n#include <stdio.h>\nint main(int argc, char **argv)\n{\n    shared int *p = upc_all_alloc(THREADS, 2 * sizeof(int));\n    shared int *q = upc_all_alloc(THREADS, 2 * sizeof(int));\n    int x = 0;\n    if (MYTHREAD == 0)\n        x = p[2 * THREADS + argc - 1];\n    upc_barrier;\n    printf(\"not reached %d %d\\n\", x, q[0]);\n    return 0;\n}\n",
        9,
        "out-of-bounds shared access: a read of 4 bytes on thread 0 outside the shared object",
    );
    let dir = scratch("runtime-checks-in-bounds");
    let code = "#include <upc.h>\n#include <stdio.h>\nshared int a[4 * THREADS];\nshared [3] double d[5 * THREADS];\nint main(void)\n{\n    shared int *p = upc_all_alloc(THREADS, 2 * sizeof(int));\n    shared [] int *l = upc_alloc(3 * sizeof(int));\n    long s = 0;\n    for (int i = 0; i < 4 * THREADS; i++)\n        a[i] = i;\n    for (int i = 0; i < 5 * THREADS; i++)\n        d[i] = i;\n    for (int i = 0; i < 2 * THREADS; i++)\n        p[i] = i;\n    for (int i = 0; i < 3; i++)\n        l[i] = i;\n    upc_barrier;\n    for (int i = 0; i < 4 * THREADS; i++)\n        s += a[i] + p[i % (2 * THREADS)] + (long)d[i] + l[i % 3];\n    upc_barrier;\n    upc_free(l);\n    if (MYTHREAD == 0)\n        printf(\"PASS: %ld\\n\", s);\n    return 0;\n}\n";
    for target in ["upcr", "ga"] {
        let exe = build_with(&dir, target, "in_bounds", code, &["--checks"]);
        for n in [1u32, 2] {
            let r = check(&mut launch(&exe, n));
            let t = 4 * n as i64;
            let expected: i64 = (0..t).map(|i| 2 * i + i % (2 * n as i64) + i % 3).sum();
            assert_eq!(
                text(&r.stdout),
                format!("PASS: {expected}\n"),
                "--to {target} on {n}"
            );
        }
    }
}

/// The C text of a loop that sets `i` (-1 before) to the index `k` for which `&a` (an element
/// of a shared array declared before `b`) is the address of `b` on thread 0, when the runtime
/// places `b` right after `a` (`--to upcr`); it looks at addresses only (no access).
fn alias_search(a: &str, b: &str) -> String {
    format!("    for (long k = 0; k < 64 * THREADS; k++)\n        if (i == -1 && upc_threadof(&{a}) == 0 && upc_addrfield(&{a}) == upc_addrfield(&{b}) && upc_addrfield(&{b}) != 0)\n            i = k;\n")
}

/// Under `--checks`, an index past the end of a declared shared array that lands inside the
/// next declared object (the address search finds the index of `a` that is `b[0]` under
/// `--to upcr`; under `--to ga` the index is far past the end) is reported by both backends:
/// a write `a[i]`, a `upc_memget` from `&a[i]`, a read `m[i][0]` of a two-dimensional array and
/// a write of a member `s[i].y`. The runtime's check of the address alone finds the next
/// object and lets the access through; the check of the index against the declared count
/// does not.
#[test]
fn checks_report_an_index_into_the_next_object() {
    let head = "#include <upc.h>\n#include <stdio.h>\nstruct pt { int x, y; };\nshared int a[4 * THREADS];\nshared [4] int m[THREADS][4];\nshared struct pt s[THREADS];\nshared int b[4 * THREADS];\nint main(void)\n{\n    long i = -1;\n    int x = 0;\n";
    let cases = [
        (
            "into_next_write",
            alias_search("a[k]", "m[0][0]"),
            "        a[i] = 1;\n",
            "write",
        ),
        (
            "into_next_memget",
            alias_search("a[k]", "m[0][0]"),
            "        upc_memget(&x, &a[i], sizeof x);\n",
            "read",
        ),
        (
            "into_next_2d",
            alias_search("m[k][0]", "s[0]"),
            "        x = m[i][0];\n",
            "read",
        ),
        (
            "into_next_member",
            alias_search("s[k]", "b[0]"),
            "        s[i].y = 1;\n",
            "write",
        ),
    ];
    for (name, search, access, kind) in cases {
        // The fallback: far past the end, on thread 0.
        let code = format!("{head}{search}    if (i == -1)\n        i = 8 * THREADS;\n    upc_barrier;\n    if (MYTHREAD == 0)\n{access}    upc_barrier;\n    printf(\"not reached %d %d %d\\n\", x, b[0], m[0][0] + s[0].y);\n    return 0;\n}}\n");
        let line = code[..code.find(access).unwrap()].lines().count() as u32 + 1;
        reported_with_checks(
            name,
            &code,
            line,
            &format!("out-of-bounds shared access: a {kind} of 4 bytes on thread 0 outside the shared object"),
        );
    }
}

/// Under `--checks`, an element of a static array's last block that a thread does not have:
/// `shared int a[5]` on 2 threads gives thread 1 two elements, in a row of three under
/// `--to ga` (padded to thread 0's share); `p[5]` through a pointer is that padding (on 1
/// process, past thread 0's five elements). Under `--to ga` without `--dynamic-pointers` the
/// library learns the array's element count only under `--checks`.
#[test]
fn checks_see_the_padded_row_of_a_static_array() {
    let code = "#include <upc.h>\n#include <stdio.h>\nshared int a[5];\nshared int b[5];\nint main(int argc, char **argv)\n{\n    shared int *p = a;\n    int x = 0;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        x = p[5 + argc - 1];\n    upc_barrier;\n    printf(\"not reached %d %d\\n\", x, b[0]);\n    return 0;\n}\n";
    for (n, thread) in [(1, 0), (2, 1)] {
        reported_built(
            &format!("padded_row_{n}"),
            code,
            &["--checks"],
            &[n],
            &[],
            11,
            &format!("out-of-bounds shared access: a read of 4 bytes on thread {thread} outside the shared object"),
        );
    }
}

/// Correct accesses to declared arrays pass under `--checks`: two-dimensional, structs and
/// their array members, a scalar struct, compound assignment and `++`, `upc_memget` from
/// `&m[i][0]`; the same output without `--checks`.
#[test]
fn checks_pass_correct_indexes_of_declared_arrays() {
    let dir = scratch("runtime-checks-declared-ok");
    let code = "#include <upc.h>\n#include <stdio.h>\nstruct pt { int x, y; double v[3]; };\nshared [4] int m[THREADS][4];\nshared struct pt s[2 * THREADS];\nshared struct pt one;\nshared int a[5];\nint main(void)\n{\n    long sum = 0;\n    int buf[4];\n    for (int i = 0; i < THREADS; i++)\n        for (int j = 0; j < 4; j++)\n            m[i][j] = i * 4 + j;\n    for (int i = 0; i < 2 * THREADS; i++) {\n        s[i].y = i;\n        s[i].v[2] = i;\n    }\n    if (MYTHREAD == 0) {\n        one.v[1] = 3;\n        one.x++;\n        a[4] += 2;\n    }\n    upc_barrier;\n    upc_memget(buf, &m[THREADS - 1][0], sizeof buf);\n    for (int j = 0; j < 4; j++)\n        sum += buf[j];\n    for (int i = 0; i < 2 * THREADS; i++)\n        sum += s[i].y + (long)s[i].v[2];\n    sum += (long)one.v[1] + one.x + a[4];\n    upc_barrier;\n    if (MYTHREAD == 0)\n        printf(\"PASS: %ld\\n\", sum);\n    return 0;\n}\n";
    for target in ["upcr", "ga"] {
        for flags in [&["--checks"][..], &[]] {
            let exe = build_with(&dir, target, "declared_ok", code, flags);
            for n in [1i64, 2] {
                let r = check(&mut launch(&exe, n as u32));
                let expected = 16 * (n - 1) + 6 + 2 * n * (2 * n - 1) + 6;
                assert_eq!(
                    text(&r.stdout),
                    format!("PASS: {expected}\n"),
                    "--to {target} {flags:?} on {n}"
                );
            }
        }
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("declared_ok.upc")).unwrap(),
        code
    );
}

/// Errors the runtimes' libraries find in a call of the program (the `bupc_` extensions, the
/// collectives) name the UPC line in both backends: `bupc_thread_distance` of a thread that
/// does not exist, `upc_all_permute` with a permutation naming one.
#[test]
fn library_errors_name_the_upc_line() {
    reported(
        "thread_distance",
        "#include <upc.h>\n#include <bupc_extensions.h>\n#include <stdio.h>\nint main(void)\n{\n    int d = 0;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        d = bupc_thread_distance(0, THREADS + 5);\n    upc_barrier;\n    printf(\"not reached %d\\n\", d);\n    return 0;\n}\n",
        9,
        "bupc_thread_distance: no such thread",
    );
    reported(
        "permute",
        "#include <upc.h>\n#include <upc_collective.h>\n#include <stdio.h>\nshared int src[THREADS], dst[THREADS], perm[THREADS];\nint main(void)\n{\n    perm[MYTHREAD] = MYTHREAD == 0 ? 99 : MYTHREAD;\n    src[MYTHREAD] = MYTHREAD;\n    upc_barrier;\n    upc_all_permute(dst, src, perm, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);\n    printf(\"not reached %d\\n\", dst[MYTHREAD]);\n    return 0;\n}\n",
        10,
        "upc_all_permute: perm[0] = 99 is not a thread",
    );
}

/// The collectives over values (bupc_collectivev.h) refuse what they cannot do, at the UPC
/// line, reported once: a bitwise reduction of a floating type, a root that is not a thread.
#[test]
fn value_collective_errors_name_the_upc_line() {
    reported(
        "allv_xor_double",
        "#include <upc.h>\n#include <bupc_collectivev.h>\n#include <stdio.h>\nint main(void)\n{\n    double d = MYTHREAD;\n    upc_barrier;\n    d = bupc_allv_reduce_all(double, d, UPC_XOR);\n    printf(\"not reached %g\\n\", d);\n    return 0;\n}\n",
        8,
        "bupc_allv_reduce_all: the operation is not one of UPC_ADD, UPC_MULT, UPC_LOGAND, UPC_LOGOR, UPC_MIN, UPC_MAX (a floating type)",
    );
    reported(
        "allv_root",
        "#include <upc.h>\n#include <bupc_collectivev.h>\n#include <stdio.h>\nint main(void)\n{\n    int v = MYTHREAD;\n    upc_barrier;\n    v = bupc_allv_broadcast(int, v, 7);\n    printf(\"not reached %d\\n\", v);\n    return 0;\n}\n",
        8,
        "bupc_allv_broadcast: thread 7 is not a thread of the program",
    );
}

/// Under `--checks`, a `upc_forall` whose bound runs past its array: the loop's local walk (each
/// thread's own elements in place) is checked like any access, in both backends; only thread 0
/// has the element past the end (`4 * THREADS`).
#[test]
fn checks_see_a_upc_forall_past_the_end() {
    reported_with_checks(
        "forall_past_end",
        "#include <upc.h>\n#include <stdio.h>\nshared int a[4 * THREADS];\nshared int b[4 * THREADS];\nint main(int argc, char **argv)\n{\n    int n = 4 * THREADS + argc;\n    upc_forall (int i = 0; i < n; i++; &a[i])\n        a[i] = i;\n    upc_barrier;\n    printf(\"not reached %d\\n\", b[0]);\n    return 0;\n}\n",
        9,
        "out-of-bounds shared access: a write of 4 bytes on thread 0 outside the shared object",
    );
}

/// An access through a null pointer-to-shared (plus an element's or a member's offset) is an
/// error under both runtimes, at the access's line (`--to upcr` read and wrote the start of
/// thread 0's segment, where the allocator keeps a word).
#[test]
fn accesses_through_a_null_pointer_to_shared() {
    // Each case (name, program, line, message) in a folder of its own, two at a time.
    let mut cases: Vec<(&str, String, u32, String)> = vec![
        (
            "null_update",
            "#include <upc.h>\nshared int *p;\nint main(void)\n{\n    int k = 0;\n    if (MYTHREAD == 0)\n        p[k] += 1;\n    upc_barrier;\n    return 0;\n}\n".into(),
            7,
            "read through a null pointer-to-shared".into(),
        ),
        (
            "null_member",
            "#include <upc.h>\nstruct S { int a; double b[8]; };\nshared struct S *sp;\nint main(void)\n{\n    if (MYTHREAD == 0)\n        sp->b[3] = 1.5;\n    upc_barrier;\n    return 0;\n}\n".into(),
            7,
            "write through a null pointer-to-shared".into(),
        ),
        (
            "null_memput",
            "#include <upc.h>\nshared int *p;\nint main(void)\n{\n    int v[4] = {1, 2, 3, 4};\n    if (MYTHREAD == 0)\n        upc_memput(p, v, sizeof v);\n    upc_barrier;\n    return 0;\n}\n".into(),
            7,
            "upc_memput through a null pointer-to-shared".into(),
        ),
    ];
    // Every transfer of the library, blocking or not, on either side: the call on line 9 is
    // reported under its own name (the non-blocking ones read and wrote thread 0's reserved
    // bytes under `--to upcr`; `--to ga` named the blocking function, or a read or a write).
    let transfers = [
        ("null_memget", "upc_memget(v, p, sizeof v);", "upc_memget"),
        (
            "null_memcpy_from",
            "upc_memcpy(a, p, sizeof v);",
            "upc_memcpy",
        ),
        (
            "null_memcpy_to",
            "upc_memcpy(p, a, sizeof v);",
            "upc_memcpy",
        ),
        ("null_memset", "upc_memset(p, 0, sizeof v);", "upc_memset"),
        (
            "null_memget_nb",
            "upc_sync(upc_memget_nb(v, p, sizeof v));",
            "upc_memget_nb",
        ),
        (
            "null_memput_nb",
            "upc_sync(upc_memput_nb(p, v, sizeof v));",
            "upc_memput_nb",
        ),
        (
            "null_memcpy_nb",
            "upc_sync(upc_memcpy_nb(a, p, sizeof v));",
            "upc_memcpy_nb",
        ),
        (
            "null_memset_nb",
            "upc_sync(upc_memset_nb(p, 0, sizeof v));",
            "upc_memset_nb",
        ),
        (
            "null_memget_nbi",
            "upc_memget_nbi(v, p, sizeof v), upc_synci();",
            "upc_memget_nbi",
        ),
        (
            "null_memput_nbi",
            "upc_memput_nbi(p, v, sizeof v), upc_synci();",
            "upc_memput_nbi",
        ),
        (
            "null_memcpy_nbi",
            "upc_memcpy_nbi(p, a, sizeof v), upc_synci();",
            "upc_memcpy_nbi",
        ),
        (
            "null_memset_nbi",
            "upc_memset_nbi(p, 0, sizeof v), upc_synci();",
            "upc_memset_nbi",
        ),
        (
            "null_async",
            "bupc_waitsync(bupc_memget_async(v, p, sizeof v));",
            "upc_memget_nb",
        ),
        (
            "null_vlist",
            "bupc_memput_vlist(1, &to, 1, &from);",
            "bupc_memput_vlist",
        ),
        (
            "null_atomic",
            "upc_atomic_relaxed(d, NULL, UPC_ADD, p, &v[0], NULL);",
            "upc_atomic_relaxed",
        ),
    ];
    for (name, call, function) in transfers {
        let code = format!("#include <upc.h>\n#include <upc_atomic.h>\n#include <bupc_extensions.h>\nshared int *p;\nshared int a[4 * THREADS];\nint main(void)\n{{\n    int v[4] = {{1, 2, 3, 4}};\n    upc_atomicdomain_t *d = upc_all_atomicdomain_alloc(UPC_INT, UPC_ADD, 0); bupc_smemvec_t to = {{p, sizeof v}}; bupc_pmemvec_t from = {{v, sizeof v}};\n    if (MYTHREAD == 0)\n        {call}\n    upc_barrier;\n    upc_all_atomicdomain_free(d);\n    return 0;\n}}\n");
        cases.push((
            name,
            code,
            11,
            format!("{function} through a null pointer-to-shared"),
        ));
    }
    for_each_parallel(&cases, |(name, code, line, message)| {
        reported(name, code, *line, message)
    });
}

/// A lock operation on a null `upc_lock_t *` is an error under both runtimes (`--to upcr` took
/// the "lock" in thread 0's reserved bytes and went on), as is a semaphore operation on a null
/// `bupc_sem_t *`; a collective or UPC-IO call given a null pointer-to-shared reports itself
/// (both runtimes named a transfer inside the collective, or a read), once: every thread finds
/// the single-valued argument null, and thread 0 reports it (each thread did).
#[test]
fn locks_and_collectives_through_a_null_pointer_to_shared() {
    // Each case (name, program, processes, line, message) in a folder of its own, two at a time.
    let mut cases: Vec<(&str, String, &[u32], u32, String)> = vec![];
    for (name, call, message) in [
        ("null_lock", "upc_lock(l);", "upc_lock of a null lock"),
        (
            "null_lock_attempt",
            "upc_lock_attempt(l);",
            "upc_lock_attempt of a null lock",
        ),
        ("null_unlock", "upc_unlock(l);", "upc_unlock of a null lock"),
    ] {
        cases.push((
            name,
            format!("#include <upc.h>\nint main(void)\n{{\n    upc_lock_t *l = NULL;\n    if (MYTHREAD == 0)\n        {call}\n    upc_barrier;\n    return 0;\n}}\n"),
            &[1, 2],
            6,
            message.into(),
        ));
    }
    // The semaphores named the atomic underneath (`bupc_atomic`).
    for (name, call, function) in [
        ("null_sem_post", "bupc_sem_post(s);", "bupc_sem_post"),
        ("null_sem_waitN", "bupc_sem_waitN(s, 2);", "bupc_sem_waitN"),
        ("null_sem_try", "bupc_sem_try(s);", "bupc_sem_try"),
        (
            "null_memput_signal",
            "bupc_memput_signal(a, &v, sizeof v, s, 1);",
            "bupc_memput_signal",
        ),
    ] {
        cases.push((
            name,
            format!("#include <upc.h>\n#include <bupc_extensions.h>\nshared int a[THREADS];\nbupc_sem_t *s;\nint main(void)\n{{\n    int v = 1;\n    if (MYTHREAD == 0)\n        {call}\n    upc_barrier;\n    return 0;\n}}\n"),
            &[1, 2],
            9,
            format!("{function} through a null pointer-to-shared"),
        ));
    }
    for (name, call, function) in [
        (
            "null_broadcast",
            "upc_all_broadcast(a, p, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);",
            "upc_all_broadcast",
        ),
        (
            "null_gather",
            "upc_all_gather(p, a, sizeof(int), UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);",
            "upc_all_gather",
        ),
        (
            "null_reduce",
            "upc_all_reduceI(p, a, UPC_ADD, THREADS, 1, NULL, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);",
            "upc_all_reduceI",
        ),
    ] {
        cases.push((
            name,
            format!("#include <upc.h>\n#include <upc_collective.h>\nshared int *p;\nshared int a[THREADS];\nint main(void)\n{{\n    {call}\n    upc_barrier;\n    return 0;\n}}\n"),
            &[1, 2, 4],
            7,
            format!("{function} through a null pointer-to-shared"),
        ));
    }
    // UPC-IO: a shared buffer that is the null pointer (it read the null pointer's bytes under
    // the name `upc_memget`).
    let file = root().join("target/test-scratch/runtime-checks-null_io/out.bin");
    cases.push((
        "null_io",
        format!("#include <upc.h>\n#include <upc_io.h>\nshared int *p;\nint main(void)\n{{\n    upc_file_t *fd = upc_all_fopen(\"{}\", UPC_WRONLY | UPC_COMMON_FP | UPC_CREATE, 0, NULL);\n    upc_all_fwrite_shared(fd, p, 1, sizeof(int), 4, UPC_IN_ALLSYNC | UPC_OUT_ALLSYNC);\n    upc_barrier;\n    return 0;\n}}\n", file.display()),
        &[1, 2, 4],
        7,
        "upc_all_fwrite_shared through a null pointer-to-shared".into(),
    ));
    for_each_parallel(&cases, |(name, code, procs, line, message)| {
        reported_on(name, code, procs, &[], *line, message)
    });
}
