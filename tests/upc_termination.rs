//! UPC program termination in both backends (`--to upcr` and `--to ga`): `exit` and the return
//! from `main` end one thread, the program ends when every thread has, with the documented
//! status; `upc_global_exit` ends every thread; output printed without a newline appears; the
//! program's `atexit` handlers run once per thread; no MPI report on the standard error. On 1, 2
//! and 4 processes, under `pgas-xlate run` and under plain `mpirun`.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn build(dir: &Path, to: &str) -> PathBuf {
    let exe = dir.join(format!("term_{to}"));
    check(
        xlate()
            .env("PGAS_XLATE_CACHE", root().join("target/pgas-xlate-cache"))
            .args(["cc", "--to", to])
            .arg(root().join("tests/termination/term.upc"))
            .arg("-o")
            .arg(&exe),
    );
    exe
}

/// The bracketed tokens the program printed, sorted (threads print in any order).
fn tokens(out: &str) -> Vec<String> {
    let mut v: Vec<String> = out
        .split_inclusive(']')
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .collect();
    v.sort();
    v
}

/// What each mode must print and its exit status on `n` threads.
fn expected(mode: &str, n: usize) -> (Vec<String>, i32) {
    let each = |f: &dyn Fn(usize) -> String| (0..n).map(f).collect::<Vec<_>>();
    let (mut toks, status) = match mode {
        "all_return" => (each(&|t| format!("[out {t}]")), 0),
        "one_exits" => (vec![format!("[result {}]", n * (n - 1) / 2)], 0),
        "all_exit_same" => (each(&|t| format!("[exit {t}]")), 5),
        "all_exit_different" => (each(&|t| format!("[exit {t}]")), if n > 1 { 21 } else { 0 }),
        "exit_in_forall" => {
            let mut v: Vec<String> = (0..n - 1).map(|t| format!("[forall done {t}]")).collect();
            v.push(format!("[forall exit {}]", 4 * n - 1));
            (v, 7)
        }
        "exit_in_function" => (
            each(&|t| {
                if t == n / 2 {
                    format!("[finish {t}]")
                } else {
                    format!("[return {t}]")
                }
            }),
            4,
        ),
        "global_exit" => {
            let mut v: Vec<String> = (1..n).map(|t| format!("[waiting {t}]")).collect();
            v.push("[global exit]".into());
            (v, 9)
        }
        "atexit" => (each(&|t| format!("[atexit {t}]")), 0),
        _ => unreachable!(),
    };
    toks.sort();
    (toks, status)
}

const MODES: [&str; 8] = [
    "all_return",
    "one_exits",
    "all_exit_same",
    "all_exit_different",
    "exit_in_forall",
    "exit_in_function",
    "global_exit",
    "atexit",
];

fn launch(plain_mpirun: bool, n: usize, exe: &Path, mode: &str) -> Command {
    let mut c = Command::new("timeout");
    c.arg("120");
    if plain_mpirun {
        c.args(["mpirun", "--allow-run-as-root", "--oversubscribe", "-np"]);
        c.arg(n.to_string());
    } else {
        c.arg(env!("CARGO_BIN_EXE_pgas-xlate"))
            .args(["run", "-n", &n.to_string()]);
    }
    c.arg(exe).arg(mode);
    c
}

fn check_backend(to: &str) {
    let dir = scratch(&format!("termination-{to}"));
    let exe = build(&dir, to);
    for n in [1, 2, 4] {
        for mode in MODES {
            let (want, status) = expected(mode, n);
            let out = run(&mut launch(false, n, &exe, mode));
            let (so, se) = (text(&out.stdout), text(&out.stderr));
            assert_eq!(
                out.status.code(),
                Some(status),
                "{to} {mode} on {n}: status\n{so}\n{se}"
            );
            assert_eq!(tokens(&so), want, "{to} {mode} on {n}: output\n{se}");
            assert_eq!(se, "", "{to} {mode} on {n}: nothing on stderr");
            // Plain mpirun: the same status and output; with status 0 not a word from MPI
            // (a non-zero status gets Open MPI's own report, as for any MPI program).
            let out = run(&mut launch(true, n, &exe, mode));
            assert_eq!(
                out.status.code(),
                Some(status),
                "{to} {mode} on {n} under mpirun"
            );
            assert_eq!(
                tokens(&text(&out.stdout)),
                want,
                "{to} {mode} on {n} under mpirun"
            );
            if status == 0 {
                assert_eq!(text(&out.stderr), "", "{to} {mode} on {n} under mpirun");
            }
        }
        // A thread that ends while the others wait for it at a barrier: reported, no hang.
        let out = run(&mut launch(false, n, &exe, "exit_before_barrier"));
        if n == 1 {
            check_status(&out, 0);
        } else {
            check_status(&out, 1);
            assert!(
                text(&out.stderr).contains(
                    "upc_barrier can never complete: thread 0 has ended (returned from main or called exit) without reaching it"
                ),
                "{to} on {n}: {}",
                text(&out.stderr)
            );
        }
    }
}

fn check_status(out: &std::process::Output, status: i32) {
    assert_eq!(
        out.status.code(),
        Some(status),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
}

#[test]
fn termination_under_upcr() {
    check_backend("upcr");
}

#[test]
fn termination_under_ga() {
    check_backend("ga");
}
