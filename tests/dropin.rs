//! `pgas-xlate cc` and `pgas-xlate run` take upcc's and upcrun's flags as those drivers do, so
//! that Makefiles (`make CC=upcc`) and job scripts written for them work unchanged.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Each thread prints one line naming itself and THREADS.
const THREADS_UPC: &str = r#"#include <upc.h>
#include <stdio.h>
int main(void)
{
    printf("thread %d of %d\n", MYTHREAD, THREADS);
    return 0;
}
"#;

/// `cc` of `source` (written as `name.upc` in `dir`) with `flags`, to `dir/name`.
fn build(dir: &Path, name: &str, source: &str, flags: &[&str]) -> PathBuf {
    std::fs::write(dir.join(format!("{name}.upc")), source).unwrap();
    let exe = dir.join(name);
    check(
        xlate()
            .current_dir(dir)
            .arg("cc")
            .args(flags)
            .arg(format!("{name}.upc"))
            .arg("-o")
            .arg(&exe),
    );
    exe
}

/// `pgas-xlate run ARGS` under a time limit.
fn launch(args: &[&str], exe: &Path, rest: &[&str]) -> Output {
    launch_env(&[], args, exe, rest)
}

/// [`launch`] with the variables `env` set.
fn launch_env(env: &[(&str, &str)], args: &[&str], exe: &Path, rest: &[&str]) -> Output {
    run(Command::new("timeout")
        .arg("120")
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .arg("run")
        .args(args)
        .arg(exe)
        .args(rest)
        .envs(env.iter().copied()))
}

/// The sorted lines of a run's output.
fn lines(out: &Output) -> Vec<String> {
    assert!(
        out.status.success(),
        "{}\n{}{}",
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
    let mut v: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    v.sort();
    v
}

fn threads_lines(n: u32) -> Vec<String> {
    (0..n).map(|t| format!("thread {t} of {n}")).collect()
}

/// `-N`/`-nodes` is upcrun's node count, not another spelling of `-n`: `-n 4 -N 1` runs four
/// threads on one node (it ran one thread); more nodes than threads, or more threads per node
/// than `-c` allows, are refused in one line. Under both MPIs and both backends.
#[test]
fn node_count_is_not_the_thread_count() {
    let dir = scratch("dropin-nodes");
    for to in ["upcr", "ga"] {
        let exe = build(&dir, &format!("threads_{to}"), THREADS_UPC, &["--to", to]);
        for n in [1u32, 2, 4] {
            let ns = n.to_string();
            for spelling in [
                vec!["-n", &ns, "-N", "1"],
                vec!["-np", &ns, "-nodes=1"],
                vec!["-n", &ns, "-c", &ns],
            ] {
                assert_eq!(
                    lines(&launch(&spelling, &exe, &[])),
                    threads_lines(n),
                    "{to}: {spelling:?}"
                );
            }
        }
    }
    let exe = dir.join("threads_upcr");
    for (args, message) in [
        (
            vec!["-n", "4", "-N", "5"],
            "error: -N 5: more nodes than threads (-n 4); each node needs a thread\n",
        ),
        (
            vec!["-n", "4", "-N", "1", "-c", "2"],
            "error: -n 4 on -N 1 nodes puts 4 threads on a node, more than -c 2\n",
        ),
        (
            vec!["-n", "4", "-N", "0"],
            "error: `-N 0`: `0` is not a positive number\n",
        ),
    ] {
        let out = launch(&args, &exe, &[]);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            text(&out.stderr).starts_with(message),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    // What each MPI's launcher is asked for: processes per node.
    for (mpi, expected) in [("openmpi", "--map-by ppr:2:node"), ("mpich", "-ppn 2")] {
        let out = check(xlate().args(["run", "--mpi", mpi, "-t", "-n", "4", "-N", "2", "prog"]));
        assert!(
            text(&out.stdout).contains(expected),
            "{}",
            text(&out.stdout)
        );
    }
    // MPICH's launcher on this machine: four threads, whatever the node count.
    let out = check(xlate().args([
        "run",
        "--mpi",
        "mpich",
        "-n",
        "4",
        "-N",
        "2",
        "/bin/echo",
        "x",
    ]));
    assert_eq!(text(&out.stdout), "x\nx\nx\nx\n");
}

/// `-shared-heap=64` is 64 MB, as upcc and upcrun read a bare number (it was 64 bytes); a
/// malformed size is one error at the command line (exit 2), not one per thread at run time.
#[test]
fn bare_shared_heap_size_is_megabytes() {
    let dir = scratch("dropin-heap");
    let source = std::fs::read_to_string(root().join("tests/in/termination/alloc.upc")).unwrap();
    for (to, per_form) in [("upcr", "64"), ("ga", "32")] {
        let exe = build(&dir, &format!("alloc_{to}"), &source, &["--to", to]);
        // Linked with a heap of 64 (MB): no size at run time.
        let linked = build(
            &dir,
            &format!("alloc64_{to}"),
            &source,
            &["--to", to, "-shared-heap=64"],
        );
        for n in ["1", "2", "4"] {
            for (args, exe) in [
                (vec!["-n", n, "-shared-heap=64"], &exe),
                (vec!["-n", n, "--shared-heap", "64"], &exe),
                (vec!["-n", n, "-shared-heap=64MB"], &exe),
                (vec!["-n", n, "-shared-heap=65536KB"], &exe),
                (vec!["-n", n], &linked),
            ] {
                let out = launch(&args, exe, &["whole_heap", per_form]);
                assert!(
                    out.status.success() && text(&out.stdout).contains("PASS"),
                    "{to} {args:?}: {}\n{}{}",
                    out.status,
                    text(&out.stdout),
                    text(&out.stderr)
                );
            }
        }
        // Too small: a size in MB that cannot hold the request is still reported by the run.
        let out = launch(&["-n", "2", "-shared-heap=16"], &exe, &["too_big", "64"]);
        assert!(
            text(&out.stderr).contains("raise it with UPC_SHARED_HEAP_SIZE"),
            "{to}: {}",
            text(&out.stderr)
        );
    }
    for bad in ["12QB", "MB", "", "-3", "0"] {
        let flag = format!("-shared-heap={bad}");
        let out = run(xlate().args(["run", "-n", "4", &flag, "/bin/true"]));
        assert_eq!(out.status.code(), Some(2), "{flag}");
        let err = text(&out.stderr);
        assert_eq!(
            err.matches("is not a shared heap size").count(),
            1,
            "{flag}: {err}"
        );
        let out =
            run(xlate()
                .current_dir(&dir)
                .args(["cc", &flag, "alloc_upcr.upc", "-o", "never"]));
        assert_eq!(out.status.code(), Some(2), "cc {flag}");
        assert!(
            text(&out.stderr).contains("is not a shared heap size"),
            "cc {flag}: {}",
            text(&out.stderr)
        );
        assert!(!dir.join("never").exists());
    }
}

/// `UPC_SHARED_HEAP_SIZE=64` is 64 MB under `run` (and `upcrun`), as Berkeley UPC reads the
/// variable (it was 64 bytes); with a suffix as before; the flag wins over it; a malformed
/// value is one error at the command line (exit 2), not one per thread.
#[test]
fn heap_size_variable_is_read_as_upcrun_reads_it() {
    let dir = scratch("dropin-heap-env");
    let source = std::fs::read_to_string(root().join("tests/in/termination/alloc.upc")).unwrap();
    let launch_with = |size: &str, args: &[&str], exe: &Path, rest: &[&str]| {
        launch_env(&[("UPC_SHARED_HEAP_SIZE", size)], args, exe, rest)
    };
    for (to, per_form) in [("upcr", "64"), ("ga", "32")] {
        let exe = build(&dir, &format!("alloc_{to}"), &source, &["--to", to]);
        for n in ["1", "2", "4"] {
            for size in ["64", "64MB", "65536KB"] {
                let out = launch_with(size, &["-n", n], &exe, &["whole_heap", per_form]);
                assert!(
                    out.status.success() && text(&out.stdout).contains("PASS"),
                    "{to} -n {n} UPC_SHARED_HEAP_SIZE={size}: {}\n{}{}",
                    out.status,
                    text(&out.stdout),
                    text(&out.stderr)
                );
            }
        }
        // The flag wins: 16 MB cannot hold what 64 MB can.
        let out = launch_with(
            "64",
            &["-n", "2", "-shared-heap=16"],
            &exe,
            &["too_big", "64"],
        );
        assert!(
            text(&out.stderr).contains("raise it with UPC_SHARED_HEAP_SIZE"),
            "{to}: {}",
            text(&out.stderr)
        );
    }
    for bad in ["12QB", "MB", "-3", "0"] {
        let out = launch_with(bad, &["-n", "4"], Path::new("/bin/true"), &[]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = text(&out.stderr);
        assert_eq!(
            err.matches("is not a shared heap size").count(),
            1,
            "{bad}: {err}"
        );
    }
}

/// Whether process `pid` runs (a zombie has ended).
fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        s.rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X")
    })
}

/// SIGTERM or SIGINT to `pgas-xlate run` (not to its process group, as `kill PID` or a
/// scheduler's time limit sends it) ends the whole job within a few seconds: the launcher and
/// every process (they were left running, re-parented to init). Under both MPIs, on a UPC
/// program of each backend waiting in a barrier for a thread that sleeps.
#[test]
fn a_signal_to_run_ends_the_whole_job() {
    let dir = scratch("dropin-signal");
    let source = r#"#include <upc.h>
#include <stdio.h>
#include <unistd.h>
int main(void)
{
    printf("pid %d\n", (int)getpid());
    fflush(stdout);
    if (MYTHREAD == 0)
        sleep(300);
    upc_barrier;
    return 0;
}
"#;
    for to in ["upcr", "ga"] {
        for mpi in ["openmpi", "mpich"] {
            let exe = build(
                &dir,
                &format!("sleeper_{to}_{mpi}"),
                source,
                &["--to", to, "--mpi", mpi],
            );
            for signal in ["TERM", "INT"] {
                check_signal(&exe, mpi, signal);
            }
        }
    }
}

/// Starts `pgas-xlate run ARGS EXE` and reads the pids its `n` threads print (on standard
/// error when `from_stderr`, else standard output; `pid_of` finds one in a line).
fn started(
    args: &[&str],
    exe: &Path,
    n: usize,
    from_stderr: bool,
    pid_of: fn(&str) -> Option<u32>,
) -> (std::process::Child, Vec<u32>, Box<dyn std::io::BufRead>) {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_pgas-xlate"))
        .arg("run")
        .args(args)
        .arg(exe)
        .stdout(Stdio::piped())
        .stderr(if from_stderr {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .spawn()
        .unwrap();
    let stream: Box<dyn std::io::Read> = if from_stderr {
        Box::new(child.stderr.take().unwrap())
    } else {
        Box::new(child.stdout.take().unwrap())
    };
    let mut reader = BufReader::new(stream);
    let mut pids = vec![];
    let mut line = String::new();
    while pids.len() < n && reader.read_line(&mut line).unwrap() > 0 {
        pids.extend(pid_of(&line));
        line.clear();
    }
    assert_eq!(
        pids.len(),
        n,
        "{}: the threads did not start",
        exe.display()
    );
    (child, pids, Box::new(reader))
}

fn check_signal(exe: &Path, mpi: &str, signal: &str) {
    let what = format!("{} --mpi {mpi}, SIG{signal}", exe.display());
    let (mut child, pids, _reader) = started(&["--mpi", mpi, "-n", "3"], exe, 3, false, |l| {
        l.trim().strip_prefix("pid ")?.parse().ok()
    });
    let started = std::time::Instant::now();
    check(
        Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(child.id().to_string()),
    );
    let status = child.wait().unwrap();
    assert!(
        started.elapsed() < std::time::Duration::from_secs(8),
        "{what}: run took {:?} to end",
        started.elapsed()
    );
    assert!(!status.success(), "{what}: {status}");
    // Every thread has ended when run returns.
    let left: Vec<u32> = pids.iter().copied().filter(|&p| alive(p)).collect();
    assert!(left.is_empty(), "{what}: threads {left:?} still run");
}

/// A static-THREADS program (`-T 4`, `-T=4`, `-threads=4`, under both backends) runs on its
/// THREADS without `-n` (it needed `-n`); with another `-n` it is refused with one message of
/// ours before anything starts (the runtime's message came with lines of Open MPI's).
#[test]
fn static_threads_program_runs_without_n() {
    let dir = scratch("dropin-static");
    for to in ["upcr", "ga"] {
        for (k, flags) in [vec!["-T", "4"], vec!["-T=4"], vec!["-threads=4"]]
            .into_iter()
            .enumerate()
        {
            let mut all = vec!["--to", to];
            all.extend(flags.iter().copied());
            let exe = build(&dir, &format!("static_{to}_{k}"), THREADS_UPC, &all);
            assert_eq!(
                lines(&launch(&[], &exe, &[])),
                threads_lines(4),
                "{to} {flags:?}"
            );
            assert_eq!(lines(&launch(&["-n", "4"], &exe, &[])), threads_lines(4));
            let out = launch(&["-n", "2"], &exe, &[]);
            assert_eq!(out.status.code(), Some(2));
            assert_eq!(
                text(&out.stderr),
                format!(
                    "error: `{}` was compiled for 4 UPC threads (-T 4) but runs with 2 processes (-n 2): run it with -n 4, or without -n\n",
                    exe.display()
                )
            );
            assert_eq!(text(&out.stdout), "");
        }
    }
    // A program compiled for any count still needs -n.
    let exe = build(&dir, "dynamic", THREADS_UPC, &[]);
    let out = launch(&[], &exe, &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("the thread count is missing"));
}

/// Under plain Open MPI `mpirun` (`mpirun.openmpi`), what the user guide says to add (`-q`)
/// leaves a wrong thread count with our one line and nothing of Open MPI's (its MPI_ABORT
/// notice and its count of processes that sent it come from `mpirun`, which the program cannot
/// silence); under both backends.
#[test]
fn plain_mpirun_with_q_prints_only_our_line() {
    let dir = scratch("dropin-mpirun-q");
    for to in ["upcr", "ga"] {
        let exe = build(
            &dir,
            &format!("static_{to}"),
            THREADS_UPC,
            &["--to", to, "-T", "4"],
        );
        let mpirun = |n: &str| {
            run(Command::new("timeout")
                .args(["120", "mpirun.openmpi", "-q", "--oversubscribe", "-np", n])
                .arg(&exe)
                .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
                .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1"))
        };
        let out = mpirun("2");
        assert_ne!(out.status.code(), Some(0), "{to}");
        assert_eq!(
            text(&out.stderr),
            "error: this program was compiled for 4 UPC threads (--threads 4) but runs with 2 processes\n",
            "{to}"
        );
        assert_eq!(text(&out.stdout), "", "{to}");
        assert_eq!(lines(&mpirun("4")), threads_lines(4), "{to}");
    }
}

/// upcc's flags, as upcc spells them (single dash): each does what upcc's does.
#[test]
fn upcc_flags() {
    let dir = scratch("dropin-upcc");
    let cc = |args: &[&str]| {
        let mut c = xlate();
        c.current_dir(&dir).arg("cc").args(args);
        run(&mut c)
    };
    let ok = |args: &[&str]| {
        let out = cc(args);
        assert!(
            out.status.success(),
            "cc {args:?}: {}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        out
    };
    std::fs::write(dir.join("prog.upc"), THREADS_UPC).unwrap();
    std::fs::write(
        dir.join("pp.upc"),
        "#include <upc.h>\n#ifdef __UPC__\nint upc_yes = THREADS_WORD;\n#endif\n#if __UPC_STATIC_THREADS__\nint static_threads = __UPC_THREADS__;\n#endif\nshared int x;\n",
    )
    .unwrap();
    std::fs::copy(dir.join("pp.upc"), dir.join("pp.c")).unwrap();
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(dir.join("inc/word.h"), "#define WORD 7\n").unwrap();

    // -E: the UPC program preprocessed with the UPC headers and macros (it was refused).
    let out = ok(&["-E", "-DTHREADS_WORD=3", "pp.upc"]);
    let pre = text(&out.stdout);
    assert!(pre.contains("int upc_yes = 3;"), "{pre}");
    assert!(pre.contains("shared int x;"), "{pre}");
    assert!(
        pre.contains("upc_barrier") || pre.contains("upc_all_alloc"),
        "upc.h is in"
    );
    ok(&[
        "-E",
        "-T",
        "4",
        "-DTHREADS_WORD=3",
        "-x",
        "upc",
        "pp.c",
        "-o",
        "pp.i",
    ]);
    let pre = std::fs::read_to_string(dir.join("pp.i")).unwrap();
    assert!(pre.contains("int static_threads = 4;"), "{pre}");

    // -trans: the translation only (like `--to upcr -o`), named as the translator names it.
    ok(&["-trans", "prog.upc"]);
    assert!(std::fs::read_to_string(dir.join("prog.upcr.c"))
        .unwrap()
        .contains("upcrt_user_main"));
    ok(&["-trans", "--to", "ga", "prog.upc", "-o", "t.c"]);
    assert!(std::fs::read_to_string(dir.join("t.c"))
        .unwrap()
        .contains("upcga"));
    assert!(!dir.join("a.out").exists());
    // -inst, -inst-local, -inst-functions: GASP events in the translation.
    for flag in ["-inst", "-inst-local", "-inst-functions"] {
        ok(&["-trans", flag, "prog.upc", "-o", "inst.c"]);
        let c = std::fs::read_to_string(dir.join("inst.c")).unwrap();
        assert!(c.contains("gasp"), "{flag}: no GASP events");
    }
    assert!(!std::fs::read_to_string(dir.join("prog.upcr.c"))
        .unwrap()
        .contains("gasp"));

    // -S: assembly of the translated program.
    ok(&["-S", "prog.upc"]);
    let s = std::fs::read_to_string(dir.join("prog.s")).unwrap();
    assert!(s.contains("upcrt_user_main") && s.contains(".text"), "{s}");

    // -v: every command it runs (translate, compile, link); -vv: the C compiler's too.
    let out = ok(&["-v", "prog.upc", "-o", "prog_v"]);
    let err = text(&out.stderr);
    let commands: Vec<&str> = err.lines().collect();
    assert!(
        commands
            .iter()
            .any(|l| l.contains("prog.upc --to upcr -o ")),
        "{err}"
    );
    assert!(
        commands
            .iter()
            .any(|l| l.contains(" -c ") && l.contains(".upcr.c")),
        "{err}"
    );
    assert!(
        commands.iter().any(|l| l.contains("libpgas-upcr.a")),
        "{err}"
    );
    let out = ok(&["-vv", "prog.upc", "-o", "prog_vv"]);
    assert!(
        text(&out.stderr).contains("gcc version"),
        "{}",
        text(&out.stderr)
    );

    // -save-all-temps keeps the translation.
    std::fs::remove_file(dir.join("prog.upcr.c")).unwrap();
    ok(&["-save-all-temps", "prog.upc", "-o", "prog_t"]);
    assert!(dir.join("prog.upcr.c").exists());

    // -version, --version.
    for flag in ["-version", "--version"] {
        let out = ok(&[flag]);
        assert!(text(&out.stdout).starts_with("pgas-xlate cc "), "{flag}");
    }

    // Accepted as upcc accepts them, with the C compiler's: a program that runs.
    let upcc = ["-network=mpi", "-norc", "-opt", "-g", "-O", "-s", "-Iinc"];
    ok(&[
        &upcc[..],
        &[
            "-D",
            "THREADS_WORD=WORD",
            "-UNOTHING",
            "-c",
            "pp.upc",
            "-o",
            "pp.o",
            "-include",
            "word.h",
        ],
    ]
    .concat());
    ok(&[
        &upcc[..],
        &[
            "-DX=1",
            "-UNOTHING",
            "prog.upc",
            "-L/usr/lib",
            "-lm",
            "-l",
            "m",
            "-o",
            "prog_all",
        ],
    ]
    .concat());
    assert_eq!(
        lines(&launch(&["-n", "2"], &dir.join("prog_all"), &[])),
        threads_lines(2)
    );

    // What it cannot honour: one line naming the alternative.
    for (args, message) in [
        (
            vec!["-network=ibv", "prog.upc"],
            "error: `-network=ibv` is not available: programs run over MPI only (`-network=mpi`)\n",
        ),
        (
            vec!["-pthreads", "prog.upc"],
            "error: `-pthreads` is not supported: each UPC thread is an MPI process here; run more of them with `upcrun -n N` (`pgas-xlate run -n N`), several per node with `-N`\n",
        ),
        (
            vec!["-pthreads=4", "prog.upc"],
            "error: `-pthreads` is not supported: each UPC thread is an MPI process here; run more of them with `upcrun -n N` (`pgas-xlate run -n N`), several per node with `-N`\n",
        ),
    ] {
        let out = cc(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(text(&out.stderr), message);
    }
}

/// Mistakes of a build said in our words: UPC code in a `.c` file read as C (gcc's `upc.h: No
/// such file`), a directory as an input (ld's message), objects of one backend linked with the
/// other (a hundred lines of undefined references).
#[test]
fn build_mistakes_are_ours_to_report() {
    let dir = scratch("dropin-mistakes");
    std::fs::write(dir.join("prog.c"), THREADS_UPC).unwrap();
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let cc = |args: &[&str]| {
        let mut c = xlate();
        c.current_dir(&dir).arg("cc").args(args);
        run(&mut c)
    };
    let out = cc(&["prog.c", "-o", "p"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "error: prog.c is UPC (it includes upc.h) but is compiled as C: put `-x upc` before it, or build with upcc, which reads .c files as UPC\n"
    );
    // With -x upc it is UPC.
    let out = cc(&["-x", "upc", "prog.c", "-o", "p"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        lines(&launch(&["-n", "2"], &dir.join("p"), &[])),
        threads_lines(2)
    );
    let out = cc(&["src/", "-o", "p2"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: src/: is a directory, not an input file\n"
    );
    std::fs::write(dir.join("prog.upc"), THREADS_UPC).unwrap();
    assert!(cc(&["--to", "ga", "-c", "prog.upc", "-o", "ga.o"])
        .status
        .success());
    assert!(cc(&["-c", "prog.upc", "-o", "upcr.o"]).status.success());
    for (args, message) in [
        (
            vec!["ga.o", "-o", "x"],
            "error: ga.o was compiled with --to ga: link with `--to ga` too (every file of a program is built for one backend)\n",
        ),
        (
            vec!["--to", "ga", "upcr.o", "-o", "x"],
            "error: upcr.o was compiled with --to upcr (the default): link without `--to ga` (every file of a program is built for one backend)\n",
        ),
    ] {
        let out = cc(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(text(&out.stderr), message);
    }
    assert!(cc(&["--to", "ga", "ga.o", "-o", "x"]).status.success());
    assert_eq!(
        lines(&launch(&["-n", "2"], &dir.join("x"), &[])),
        threads_lines(2)
    );
}

/// upcrun's flags: `-q`, `-v` (the launcher's command line, then the run), `-t` (the command
/// line only), `-bind-threads`, `-localhost`, `-backtrace` (PGAS_BACKTRACE for the runtimes),
/// `-freeze` (each process waits for a debugger, printing its pid). Under both backends.
#[test]
fn upcrun_flags() {
    let dir = scratch("dropin-upcrun");
    for to in ["upcr", "ga"] {
        let exe = build(&dir, &format!("prog_{to}"), THREADS_UPC, &["--to", to]);
        for flags in [
            vec!["-q"],
            vec!["-bind-threads"],
            vec!["-localhost"],
            vec!["-backtrace"],
        ] {
            let mut args = flags.clone();
            args.extend(["-n", "2"]);
            assert_eq!(
                lines(&launch(&args, &exe, &[])),
                threads_lines(2),
                "{flags:?}"
            );
        }
        let out = launch(&["-v", "-n", "2"], &exe, &[]);
        assert_eq!(lines(&out), threads_lines(2));
        let err = text(&out.stderr);
        assert!(
            err.lines()
                .next()
                .is_some_and(|l| l.contains("-np 2") && l.contains(&format!("prog_{to}"))),
            "{err}"
        );
        check_freeze(&exe);
    }
    // -t: the command line, and nothing run.
    let marker = dir.join("ran");
    let out = check(
        xlate()
            .args([
                "run",
                "-t",
                "-n",
                "2",
                "-bind-threads",
                "-localhost",
                "-backtrace",
                "/bin/touch",
            ])
            .arg(&marker),
    );
    let line = text(&out.stdout);
    assert!(
        line.contains("-np 2") && line.contains("PGAS_BACKTRACE=1"),
        "{line}"
    );
    assert!(
        line.contains("--bind-to") && line.contains("localhost"),
        "{line}"
    );
    assert!(!marker.exists(), "-t ran the program");
    // -backtrace: the variable reaches every process.
    let out = check(xlate().args([
        "run",
        "-backtrace",
        "-n",
        "2",
        "/bin/sh",
        "-c",
        "echo $PGAS_BACKTRACE",
    ]));
    assert_eq!(text(&out.stdout), "1\n1\n");
}

/// `-freeze`: every thread says its pid and waits; a debugger clearing `pgas_frozen` in each
/// lets the program run to its end.
fn check_freeze(exe: &Path) {
    let (mut child, pids, _reader) = started(&["-freeze", "-n", "2"], exe, 2, true, |l| {
        l.contains("waits for a debugger")
            .then(|| {
                l.split(" (pid ")
                    .nth(1)?
                    .split_whitespace()
                    .next()?
                    .parse()
                    .ok()
            })
            .flatten()
    });
    std::thread::sleep(std::time::Duration::from_secs(1));
    assert_eq!(child.try_wait().unwrap(), None, "the program did not wait");
    for pid in &pids {
        check(Command::new("gdb").args([
            "-p",
            &pid.to_string(),
            "-batch",
            "-ex",
            "set var pgas_frozen = 0",
        ]));
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", out.status);
    let mut got: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    got.sort();
    assert_eq!(got, threads_lines(2));
}

/// `pgas-xlate` alone and `pgas-xlate help` list the subcommands (clap's error about a missing
/// FILE and --to came instead); `help SUBCOMMAND` gives its help.
#[test]
fn help_lists_the_subcommands() {
    let alone = run(&mut xlate());
    assert_eq!(alone.status.code(), Some(2));
    let help = check(xlate().arg("help"));
    for out in [&alone, &help] {
        let t = text(&out.stdout);
        for sub in ["  cc ", "  run ", "  trace "] {
            assert!(t.contains(sub), "{t}");
        }
    }
    assert!(text(&check(xlate().args(["help", "cc"])).stdout).starts_with("usage: pgas-xlate cc"));
    assert!(text(&check(xlate().args(["help", "run"])).stdout).starts_with("usage: pgas-xlate run"));
    assert!(!text(&check(xlate().args(["help", "trace"])).stdout).is_empty());
    assert_eq!(run(xlate().args(["help", "nope"])).status.code(), Some(2));
}

/// Writes `dir/bad.upc`, a UPC file with one syntax error; the diagnostic's short form.
fn bad_upc(dir: &Path) -> &'static str {
    std::fs::write(
        dir.join("bad.upc"),
        "#include <upc.h>\nint main(void)\n{\n    upc_notify 3 4;\n    return 0;\n}\n",
    )
    .unwrap();
    "bad.upc:4:18: error[E0001]: unexpected `4`\n"
}

/// `--error-format=short`: each diagnostic in one line `FILE:LINE:COL: error[CODE]: MESSAGE`,
/// as make, editors and CI parsers read them, from the translator and from cc; the full form
/// stays the default.
#[test]
fn short_error_format_is_one_line_per_diagnostic() {
    let dir = scratch("dropin-short");
    let expected = bad_upc(&dir);
    for args in [
        vec!["bad.upc", "--to", "upcr", "-o", "-", "--error-format=short"],
        vec![
            "--error-format",
            "short",
            "bad.upc",
            "--to",
            "ga",
            "-o",
            "-",
        ],
        vec!["cc", "--error-format=short", "bad.upc", "-o", "bad"],
    ] {
        let out = run(xlate().current_dir(&dir).args(&args));
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(text(&out.stderr), expected, "{args:?}");
    }
    let full = run(xlate()
        .current_dir(&dir)
        .args(["bad.upc", "--to", "upcr", "-o", "-"]));
    assert!(
        text(&full.stderr).contains("┌─ bad.upc:4:18"),
        "{}",
        text(&full.stderr)
    );
    let out =
        run(xlate()
            .current_dir(&dir)
            .args(["bad.upc", "--to", "upcr", "--error-format=json"]));
    assert_eq!(out.status.code(), Some(2));
    // Colour as gcc gives it: on a terminal (not in a pipe, as here), or when asked.
    assert!(!text(&full.stderr).contains('\x1b'));
    let coloured = run(xlate().current_dir(&dir).args([
        "bad.upc",
        "--to",
        "upcr",
        "-o",
        "-",
        "-fdiagnostics-color=always",
    ]));
    let t = text(&coloured.stderr);
    assert!(t.contains("\x1b[") && t.contains("E0001"), "{t}");
    let plain = run(xlate()
        .current_dir(&dir)
        .args(["cc", "-fdiagnostics-color=never", "bad.upc"]));
    assert!(!text(&plain.stderr).contains('\x1b'));
    // A program's own arguments are its own.
    let out = check(xlate().args(["run", "-n", "1", "/bin/echo", "--error-format=short"]));
    assert_eq!(text(&out.stdout), "--error-format=short\n");
}

/// gcc's and clang's `-fdiagnostics-format=` as cc (and upcc) take it: `text` (gcc's) and
/// `clang` are the full form, `short` the one line; a format not written (JSON, SARIF) is a
/// usage error before anything is built. The full form stays the default in a pipe, as gcc's
/// and clang's do.
#[test]
fn gcc_diagnostics_format_flag_chooses_the_form() {
    let dir = scratch("dropin-fdiag");
    let expected = bad_upc(&dir);
    for args in [
        vec!["cc", "-fdiagnostics-format=short", "bad.upc", "-o", "bad"],
        vec![
            "bad.upc",
            "--to",
            "ga",
            "-o",
            "-",
            "-fdiagnostics-format=short",
        ],
    ] {
        let out = run(xlate().current_dir(&dir).args(&args));
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(text(&out.stderr), expected, "{args:?}");
    }
    for format in ["text", "clang"] {
        let flag = format!("-fdiagnostics-format={format}");
        let out = run(xlate().current_dir(&dir).args([
            "cc",
            &flag,
            "-fno-diagnostics-color",
            "bad.upc",
            "-o",
            "bad",
        ]));
        assert_eq!(out.status.code(), Some(1), "{flag}");
        let t = text(&out.stderr);
        assert!(
            t.contains("┌─ bad.upc:4:18") && !t.contains('\x1b'),
            "{flag}: {t}"
        );
    }
    // A C file with the flag builds: the flag is ours, not passed to the C compiler.
    std::fs::write(dir.join("plain.c"), "int main(void) { return 0; }\n").unwrap();
    check(xlate().current_dir(&dir).args([
        "cc",
        "-fdiagnostics-format=short",
        "plain.c",
        "-o",
        "plain",
    ]));
    for format in ["json", "sarif-stderr", ""] {
        let flag = format!("-fdiagnostics-format={format}");
        let out = run(xlate()
            .current_dir(&dir)
            .args(["cc", &flag, "bad.upc", "-o", "never"]));
        assert_eq!(out.status.code(), Some(2), "{flag}");
        assert!(text(&out.stderr).contains(&flag), "{}", text(&out.stderr));
        assert!(!dir.join("never").exists());
    }
}
