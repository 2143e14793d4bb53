//! `pgas-xlate run`: starts a program on N MPI processes and returns its exit status.

mod common;
use common::*;
use std::process::Command;

/// Builds a runtime test program into a scratch folder of its own (`tag`: tests run in parallel).
fn build_runtime_program(name: &str, tag: &str) -> std::path::PathBuf {
    let dir = scratch(&format!("launcher-{tag}-{name}"));
    let exe = dir.join(name);
    check(
        Command::new("mpicc")
            .args(["-std=gnu11", "-O1"])
            .arg(root().join(format!("runtime-aux/upcr/tests/mpi/{name}.c")))
            .args(upcr_runtime_sources())
            .arg("-o")
            .arg(&exe),
    );
    exe
}

#[test]
fn run_starts_n_threads_and_returns_the_status() {
    let ok = build_runtime_program("test_core", "status");
    let out = check(xlate().args(["run", "-n", "4"]).arg(&ok));
    assert!(
        text(&out.stdout).contains("PASS: runtime core on 4 threads"),
        "{}",
        text(&out.stdout)
    );
    let out = check(
        xlate()
            .args(["run", "-n=2", "-shared-heap=16MB", "--"])
            .arg(&ok),
    );
    assert!(text(&out.stdout).contains("on 2 threads"));
    let failing = build_runtime_program("fail_free_twice", "status");
    let out = run(xlate().args(["run", "-n", "2"]).arg(&failing));
    assert_ne!(
        out.status.code(),
        Some(0),
        "a failing program's status comes back"
    );
    assert!(text(&out.stderr).contains("already freed"));
}

#[test]
fn run_reports_usage_and_missing_launcher() {
    assert_eq!(run(xlate().args(["run", "prog"])).status.code(), Some(2));
    let out = run(xlate()
        .env("MPIRUN", "/nonexistent/mpirun")
        .args(["run", "-n", "2", "prog"]));
    assert_eq!(out.status.code(), Some(3));
}

/// What `mpirun -q` would keep quiet, `run` says: a program that is not there (status 3) and a
/// thread ended by a signal (status 128 + the signal).
#[test]
fn run_reports_a_missing_program_and_a_signal() {
    let out = run(xlate().args(["run", "-n", "2", "./no-such-program"]));
    assert_eq!(out.status.code(), Some(3));
    assert!(
        text(&out.stderr).contains("error: cannot run `./no-such-program`"),
        "{}",
        text(&out.stderr)
    );
    let out = run(xlate().args(["run", "-n", "1", "/bin/sh", "-c", "kill -SEGV $$"]));
    assert_eq!(out.status.code(), Some(139), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("was ended by signal 11 (SIGSEGV, a segmentation fault)"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn shared_heap_size_reaches_the_program() {
    let ok = build_runtime_program("test_core", "heap");
    let out = run(xlate()
        .args(["run", "-n", "2", "--shared-heap", "nonsense"])
        .arg(&ok));
    assert_ne!(out.status.code(), Some(0));
    assert!(
        text(&out.stderr).contains("UPC_SHARED_HEAP_SIZE"),
        "{}",
        text(&out.stderr)
    );
}

/// Each job has Open MPI's session directories under a directory of its own, removed when the
/// job ends: jobs started side by side otherwise fail now and then in `orte_init` when one
/// ends (the directory shared by all jobs of the user is removed under the others). A
/// directory the caller names is used as it is and kept.
#[test]
fn each_job_has_its_own_session_directory() {
    let show = "echo \"$OMPI_MCA_orte_tmpdir_base\"; ls \"$OMPI_MCA_orte_tmpdir_base\"";
    let out = check(
        xlate()
            .env_remove("OMPI_MCA_orte_tmpdir_base")
            .args(["run", "-n", "1", "/bin/sh", "-c", show]),
    );
    let t = text(&out.stdout);
    let mut lines = t.lines();
    let dir = std::path::PathBuf::from(lines.next().unwrap_or_default());
    assert!(
        dir.starts_with(std::env::temp_dir()) && dir != std::env::temp_dir(),
        "{t}"
    );
    assert!(
        lines.any(|l| l.starts_with("ompi.")),
        "Open MPI's session is not in the job's directory: {t}"
    );
    assert!(!dir.exists(), "{} is left behind", dir.display());

    let mine = scratch("launcher-session-dir");
    let out = check(
        xlate()
            .env("OMPI_MCA_orte_tmpdir_base", &mine)
            .args(["run", "-n", "1", "/bin/sh", "-c", show]),
    );
    assert_eq!(
        text(&out.stdout).lines().next(),
        Some(mine.to_str().unwrap())
    );
    assert!(mine.is_dir(), "the caller's directory is kept");
}

/// tests/in/launcher/exit_paths.upc built `--to to` into a scratch folder of its own.
fn build_exit_paths(to: &str) -> std::path::PathBuf {
    let dir = scratch(&format!("launcher-exit-paths-{to}"));
    let exe = dir.join(format!("exit_paths_{to}"));
    check(
        xlate()
            .env("PGAS_XLATE_CACHE", cache())
            .args(["cc", "--to", to])
            .arg(root().join("tests/in/launcher/exit_paths.upc"))
            .arg("-o")
            .arg(&exe),
    );
    exe
}

/// Open MPI's mpirun (4.1) ended passing jobs of 256 processes on one node with status 1, and
/// `run` with it, saying nothing: mpirun took a process that had finalized MPI for one that
/// exited without (the launcher's race between a process's finalization and its exit; plain MPI
/// programs too), and said so in a notice that a process "exited improperly" (left out with the
/// notices `-q` hides) or said nothing. The stand-in launcher here runs mpirun, then ends as
/// mpirun did there when the job passed: `run` gives the program's status, which the runtime's
/// thread 0 wrote once every thread had ended. A program's own status and a thread that really
/// left without finalizing (`_exit` outside the runtime's end: the thread is named) are kept.
/// Both backends, 1, 2 and 4 processes (`leave`: 2 and 4).
#[test]
fn open_mpi_status_1_after_every_process_finalized_is_the_programs_status() {
    let dir = scratch("launcher-improper");
    let stand_in = dir.join("mpirun-improper");
    let rule = "-".repeat(74);
    std::fs::write(
        &stand_in,
        format!(
            "#!/bin/sh\nmpirun \"$@\"\ns=$?\n[ \"$s\" = 0 ] || exit $s\n\
             [ -z \"$NOTICE\" ] || printf '%s\\n' '{rule}' \
             'mpirun has exited due to process rank 1 with PID 0 on' \
             'node vm exiting improperly. There are three reasons this could occur:' '{rule}' >&2\n\
             exit 1\n"
        ),
    )
    .unwrap();
    check(Command::new("chmod").arg("+x").arg(&stand_in));
    for to in ["upcr", "ga"] {
        let exe = build_exit_paths(to);
        for n in ["1", "2", "4"] {
            for notice in ["", "1"] {
                let what = format!("{to} on {n}, notice {notice:?}");
                let out = run(xlate()
                    .env("MPIRUN", &stand_in)
                    .env("NOTICE", notice)
                    .args(["run", "-n", n])
                    .arg(&exe)
                    .arg("pass"));
                assert_eq!(
                    (out.status.code(), text(&out.stderr)),
                    (Some(0), String::new()),
                    "{what}"
                );
                assert!(text(&out.stdout).contains("PASS"), "{what}");
            }
            let out = run(xlate()
                .env("MPIRUN", &stand_in)
                .args(["run", "-n", n])
                .arg(&exe)
                .arg("status"));
            assert_eq!(out.status.code(), Some(3), "{to} on {n}, status 3");
            if n == "1" {
                continue;
            }
            let out = run(xlate().args(["run", "-n", n]).arg(&exe).arg("leave"));
            let err = text(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{to} on {n}, leave: {err}");
            assert!(
                err.contains("error: thread 1 of `")
                    && err.contains("ended without finalizing MPI")
                    && !err.contains("exiting improperly"),
                "{to} on {n}, leave: {err}"
            );
        }
    }
}
