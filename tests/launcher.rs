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
