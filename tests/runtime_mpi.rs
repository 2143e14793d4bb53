//! The C runtime (runtime-aux/upcr) under MPI: the programs of runtime-aux/upcr/tests/mpi are
//! built with mpicc and run on 1, 2 and 4 processes. `test_*` must print their PASS line;
//! `fail_*` must end the whole job with a runtime error (and never hang). Each program runs twice:
//! with same-node segments accessed directly (loads and stores), and with `UPCR_FORCE_RMA=1`,
//! which sends every access to another thread through MPI one-sided calls (the path used across
//! nodes, which a single machine cannot otherwise exercise). All of it on Open MPI, and again on
//! MPICH (`mpicc.mpich`, `mpiexec.hydra`) when it is installed (CI installs it).

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn build(src: &Path, dir: &Path, mpicc: &str) -> PathBuf {
    let exe = dir.join(src.file_stem().unwrap());
    check(
        Command::new(mpicc)
            .args(["-std=gnu11", "-Wall", "-Wextra", "-Werror", "-O1"])
            .arg(src)
            .args(upcr_runtime_sources())
            .arg("-o")
            .arg(&exe),
    );
    exe
}

/// `mpirun -np n exe` with the one-sided component our runtime selects (Open MPI), or
/// `mpiexec.hydra -np n exe` (MPICH), under a time limit.
fn mpirun(n: u32, exe: &Path, force_rma: bool, mpich: bool) -> std::process::Output {
    let mut c = Command::new("timeout");
    c.env("UPCR_FORCE_RMA", if force_rma { "1" } else { "0" });
    if mpich {
        c.args(["120", "mpiexec.hydra"]);
    } else {
        c.args(["120", "mpirun", "--allow-run-as-root", "--oversubscribe"])
            .args(["--mca", "osc", "sm", "-x", "UPCR_FORCE_RMA"]);
    }
    run_mpi(c.arg("-np").arg(n.to_string()).arg(exe))
}

#[test]
fn runtime_programs_under_mpi() {
    programs_under(false);
}

#[test]
fn runtime_programs_under_mpich() {
    if pgas_xlate::mpi::in_path("mpicc.mpich").is_none()
        || pgas_xlate::mpi::in_path("mpiexec.hydra").is_none()
    {
        println!("SKIPPED runtime_programs_under_mpich: MPICH is not installed (mpicc.mpich, mpiexec.hydra): install mpich libmpich-dev (scripts/install-deps.sh)");
        return;
    }
    programs_under(true);
}

fn programs_under(mpich: bool) {
    let dir = scratch(if mpich {
        "runtime-mpich"
    } else {
        "runtime-mpi"
    });
    let tests = files_with_ext(&root().join("runtime-aux/upcr/tests/mpi"), "c");
    assert!(!tests.is_empty());
    for src in tests {
        let name = src.file_stem().unwrap().to_string_lossy().into_owned();
        let exe = build(&src, &dir, if mpich { "mpicc.mpich" } else { "mpicc" });
        for (n, force_rma) in [1, 2, 4].into_iter().flat_map(|n| [(n, false), (n, true)]) {
            let out = mpirun(n, &exe, force_rma, mpich);
            let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
            assert_ne!(out.status.code(), Some(124), "{name} on {n} processes hung");
            if name.starts_with("fail_") {
                if n > 1 {
                    assert!(
                        !out.status.success(),
                        "{name} on {n}: expected a failure\n{stdout}"
                    );
                    assert!(
                        stderr.contains("UPC runtime error"),
                        "{name} on {n}: {stderr}"
                    );
                }
            } else {
                assert!(out.status.success(), "{name} on {n}: {stdout}{stderr}");
                assert!(stdout.contains("PASS:"), "{name} on {n}: {stdout}");
            }
        }
    }
}
