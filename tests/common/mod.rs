//! Helpers shared by the integration tests: running the translator, compilers and programs.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The runtime cache the tests' `pgas-xlate cc` builds share (`PGAS_XLATE_CACHE`): one build
/// of the runtime libraries for every suite instead of one per test.
pub fn cache() -> PathBuf {
    root().join("target/pgas-xlate-cache")
}

pub fn xlate() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_pgas-xlate"));
    c.current_dir(root());
    c
}

/// A fresh scratch directory under the target folder (kept for inspection after a failure).
pub fn scratch(name: &str) -> PathBuf {
    let dir = root().join("target/test-scratch").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

pub fn run(cmd: &mut Command) -> Output {
    cmd.output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"))
}

pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs an `mpirun` command line with an Open MPI session directory of its own, as `pgas-xlate
/// run` gives each job: jobs that start while another ends otherwise fail now and then in
/// `orte_init` (the directory shared by all jobs of the user removed under them).
pub fn run_mpi(cmd: &mut Command) -> Output {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("pgx-test.{}.{n}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("session dir");
    let out = run(cmd.env("OMPI_MCA_orte_tmpdir_base", &dir));
    let _ = std::fs::remove_dir_all(&dir);
    out
}

/// Runs the command and panics with its output when it fails.
pub fn check(cmd: &mut Command) -> Output {
    let out = run(cmd);
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n{}{}",
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
    out
}

/// The MPI C compiler's include directories (for translating programs that include <mpi.h>).
pub fn mpi_include_args() -> Vec<String> {
    let out = run(Command::new("mpicc").arg("--showme:incdirs"));
    text(&out.stdout)
        .split_whitespace()
        .map(|d| format!("-I{d}"))
        .collect()
}

/// Files of `dir` with extension `ext`, sorted.
pub fn files_with_ext(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    v
}

/// Number of warning lines in a compiler's output.
pub fn warnings(stderr: &[u8]) -> usize {
    text(stderr)
        .lines()
        .filter(|l| l.contains("warning:"))
        .count()
}

/// The program text without comments (a function named in a comment is not called).
pub fn strip_comments(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    let mut rest = src;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("/*") {
            rest = r.find("*/").map_or("", |e| &r[e + 2..]);
            out.push(' ');
        } else if let Some(r) = rest.strip_prefix("//") {
            rest = r.find('\n').map_or("", |e| &r[e..]);
        } else if rest.starts_with('"') {
            // A string literal is kept whole (it may hold `/*`).
            let end = rest[1..]
                .char_indices()
                .find(|&(i, c)| c == '"' && !rest[1..1 + i].ends_with('\\'))
                .map_or(rest.len(), |(i, _)| i + 2);
            out.push_str(&rest[..end]);
            rest = &rest[end..];
        } else {
            let c = rest.chars().next().unwrap();
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// Runs the UPC program `exe` on `n` processes with `pgas-xlate run`, under a time limit of
/// `secs` seconds, whatever its exit status.
pub fn launch_upc(exe: &Path, n: u32, secs: u32) -> std::process::Output {
    run(Command::new("timeout")
        .arg(secs.to_string())
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .args(["run", "-n", &n.to_string()])
        .arg(exe))
}

/// Runs `exe` with `pgas-xlate run` on `n` processes (at most `secs` seconds); it must succeed.
/// Its standard output.
pub fn run_upc(exe: &Path, n: u32, secs: u32) -> Vec<u8> {
    let out = launch_upc(exe, n, secs);
    assert!(
        out.status.success(),
        "{} on {n}: {}\n{}{}",
        exe.display(),
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
    out.stdout
}

/// The C sources of the `--to upcr` runtime that the programs of runtime-aux/upcr/tests/mpi link
/// with (they have their own `main`, so not `upcr_main.c`; nor UPC-IO's `upcr_io.c`).
pub fn upcr_runtime_sources() -> Vec<PathBuf> {
    [
        "upcr_core",
        "upcr_collective",
        "upcr_lib",
        "upcr_where",
        "upcr_races",
    ]
    .iter()
    .map(|f| root().join(format!("runtime-aux/upcr/{f}.c")))
    .collect()
}

// ---- traced runs: `cc --profile`, `run`, `trace merge`, `trace export` ----

/// `pgas-xlate trace merge TRACE -o MERGED`, which must succeed; its output (the warnings).
pub fn trace_merge(trace: &Path, merged: &Path) -> Output {
    check(
        xlate()
            .args(["trace", "merge"])
            .arg(trace)
            .arg("-o")
            .arg(merged),
    )
}

/// [`trace_export`], which must succeed; its output (the warnings).
pub fn check_export(format: &str, merged: &Path, out: &Path) -> Output {
    let done = trace_export(format, merged, out);
    assert!(
        done.status.success(),
        "trace export --format {format} failed ({}):\n{}",
        done.status,
        text(&done.stderr)
    );
    done
}

/// `pgas-xlate trace export --format FORMAT MERGED -o OUT`, whatever its exit status.
pub fn trace_export(format: &str, merged: &Path, out: &Path) -> Output {
    run(xlate()
        .args(["trace", "export", "--format", format])
        .arg(merged)
        .arg("-o")
        .arg(out))
}

/// Builds `src` with `pgas-xlate cc FLAGS` (FLAGS ask for the tracing) into `dir/EXE`, runs it
/// on `threads` processes with its traces written in `dir/trace`, and merges them into
/// `dir/merged.pxm`; each step must succeed. Returns the run's output and the merged file.
pub fn traced_run(
    dir: &Path,
    src: &Path,
    exe: &str,
    flags: &[&str],
    threads: u32,
) -> (Output, PathBuf) {
    let exe = dir.join(exe);
    check(
        xlate()
            .env("PGAS_XLATE_CACHE", cache())
            .arg("cc")
            .args(flags)
            .arg(src)
            .arg("-o")
            .arg(&exe),
    );
    let trace = dir.join("trace");
    let out = check(
        xlate()
            .env("PGAS_TRACE_DIR", &trace)
            .args(["run", "-n", &threads.to_string()])
            .arg(&exe),
    );
    let merged = dir.join("merged.pxm");
    trace_merge(&trace, &merged);
    (out, merged)
}

/// What `otf2-print ARGS` lists of the OTF2 archive `archive` (it must succeed): its events, or
/// with `-G` its definitions.
pub fn otf2_print(archive: &Path, args: &[&str]) -> String {
    let anchor = archive.join("traces.otf2");
    text(&check(Command::new("otf2-print").args(args).arg(anchor)).stdout)
}

/// A Python that has the perfetto package's trace protos: the environment scripts/install-deps.sh
/// makes (`$HOME/.cache/pgas-xlate/python`), else the system's `python3`. None when neither has
/// them, which fails under CI (`CI` set): there the read-back is part of the test.
pub fn perfetto_python() -> Option<PathBuf> {
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_default();
    let candidates = [
        home.join(".cache/pgas-xlate/python/bin/python3"),
        PathBuf::from("python3"),
    ];
    let found = candidates.into_iter().find(|python| {
        Command::new(python)
            .args([
                "-c",
                "import perfetto.protos.perfetto.trace.perfetto_trace_pb2",
            ])
            .output()
            .is_ok_and(|o| o.status.success())
    });
    assert!(
        found.is_some() || std::env::var_os("CI").is_none(),
        "the perfetto Python package is missing (scripts/install-deps.sh installs it)"
    );
    found
}

// ---- the samples of samples/upc, built and run under one backend ----

/// N for a sample named `…_staticN` (built with `-TN` and run on N processes only).
pub fn static_threads(path: &Path) -> Option<u32> {
    let name = path.file_stem()?.to_string_lossy().into_owned();
    let n = name.split("_static").nth(1)?;
    n.chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .ok()
}

/// samples/upc/layout_differential.upc over cyclic, blocked, `[*]` and `[]` layouts, built in
/// `dir` by `cc` and run on 2 and 3 processes by `launch`: every layout prints `PASS:` and the
/// same result line.
pub fn check_layouts_agree(
    dir: &Path,
    cc: &dyn Fn(&Path) -> Command,
    launch: &dyn Fn(u32, &Path) -> Command,
) {
    let src = root().join("samples/upc/layout_differential.upc");
    for n in [2u32, 3] {
        let mut results = vec![];
        for layout in ["1", "3", "STAR", "INDEF"] {
            let exe = dir.join(format!("layout_{layout}"));
            check(
                cc(dir)
                    .arg(format!("-DLAYOUT={layout}"))
                    .arg(&src)
                    .arg("-o")
                    .arg(&exe),
            );
            let r = check(&mut launch(n, &exe));
            let out = text(&r.stdout);
            assert!(out.contains("PASS:"), "layout {layout} on {n}:\n{out}");
            let line = out
                .lines()
                .find(|l| l.starts_with("layout result:"))
                .unwrap_or_default()
                .to_string();
            results.push((layout, line));
        }
        for (layout, line) in &results {
            assert_eq!(
                line, &results[0].1,
                "layout {layout} differs on {n} threads"
            );
        }
    }
}

/// The two-file program of samples/upc/multifile built in `dir` with `make CC='CC'` (-c then
/// link, the binary's folder first on PATH) and run by its Makefile on 3 threads: it prints
/// `PASS:`.
pub fn check_multifile_make(dir: &Path, cc: &str) {
    for f in ["Makefile", "grid.h", "grid.upc", "main.upc"] {
        std::fs::copy(root().join("samples/upc/multifile").join(f), dir.join(f)).unwrap();
    }
    let bin = Path::new(env!("CARGO_BIN_EXE_pgas-xlate"))
        .parent()
        .unwrap()
        .to_path_buf();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let make = |target: &str| {
        let mut c = Command::new("make");
        c.current_dir(dir)
            .env("PATH", &path)
            .env("PGAS_XLATE_CACHE", cache())
            .arg(format!("CC={cc}"))
            .arg("THREADS=3");
        if !target.is_empty() {
            c.arg(target);
        }
        c
    };
    check(&mut make(""));
    assert!(dir.join("main.o").exists() && dir.join("grid.o").exists());
    let r = check(&mut make("run"));
    assert!(text(&r.stdout).contains("PASS:"), "{}", text(&r.stdout));
}

/// Writes `code` to `dir/NAME.upc` and builds it with `cc` (a `pgas-xlate cc` command) and the
/// flags `extra` into `dir/NAME`, which it returns; the build must succeed.
pub fn build_snippet_with(
    cc: &mut Command,
    dir: &Path,
    name: &str,
    code: &str,
    extra: &[&str],
) -> PathBuf {
    let src = dir.join(format!("{name}.upc"));
    std::fs::write(&src, code).unwrap();
    let exe = dir.join(name);
    check(cc.arg(&src).arg("-o").arg(&exe).args(extra));
    exe
}

/// A program compiled by `cc` for 4 threads (`-T 4`) in `dir` refuses to run on 2 (the message
/// names both counts) and runs on 4, launched by `launch`.
pub fn check_static_threads(
    dir: &Path,
    cc: &dyn Fn(&Path) -> Command,
    launch: &dyn Fn(u32, &Path) -> Command,
) {
    let exe = build_snippet_with(
        &mut cc(dir),
        dir,
        "four",
        "#include <upc.h>\nshared int a[THREADS];\nint main(void)\n{\n    a[MYTHREAD] = 1;\n    return 0;\n}\n",
        &["-T", "4"],
    );
    let r = run(&mut launch(2, &exe));
    assert!(!r.status.success());
    let err = text(&r.stderr);
    assert!(
        err.contains("compiled for 4 UPC threads") && err.contains("runs with 2"),
        "{err}"
    );
    check(&mut launch(4, &exe));
}

/// Asserts that GCC's `-fopt-info-vec-optimized` `messages` report a vectorized loop at each
/// of `lines` of the source file `file` (a file name) translated `--to target`.
pub fn assert_loops_vectorized(messages: &str, file: &str, lines: &[usize], target: &str) {
    for line in lines {
        let wanted = format!("{file}:{line}:");
        assert!(
            messages
                .lines()
                .any(|m| m.contains(&wanted) && m.contains("loop vectorized")),
            "--to {target}: the upc_forall of line {line} is not vectorized:\n{messages}"
        );
    }
}

/// How many items `for_each_parallel` runs at once: `PGAS_XLATE_TEST_JOBS`, else 2. A test that
/// runs many short MPI jobs one after another spends most of its time waiting on their start-up,
/// so two at a time roughly halve it on a 2-core machine without crowding the cores.
pub fn test_jobs() -> usize {
    std::env::var("PGAS_XLATE_TEST_JOBS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n >= 1)
        .unwrap_or(2)
}

/// Calls `f` on every item, `test_jobs()` at a time. A failed assertion in `f` prints its message
/// where it happens and fails the test once every item has run (so one failure does not hide the
/// others). Each call must use its own scratch files.
pub fn for_each_parallel<T: Sync>(items: &[T], f: impl Fn(&T) + Sync) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failed = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..test_jobs().min(items.len()) {
            s.spawn(|| {
                while let Some(item) =
                    items.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                {
                    let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(item)));
                    if done.is_err() {
                        failed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let failed = failed.into_inner();
    assert_eq!(
        failed,
        0,
        "{failed} of {} items failed (messages above)",
        items.len()
    );
}
