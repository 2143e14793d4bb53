//! Execution of UPC programs translated to Global Arrays: every sample of samples/upc is built
//! with `pgas-xlate cc --to ga` (GA 5.8 and the auxiliary library of runtime-aux/ga-aux) and run
//! with `pgas-xlate run` on 1, 2 and 4 processes (the `_staticN` ones on N); it must exit 0,
//! print its `PASS:` line and no `FAIL:`, and its whole standard output and exit status must be
//! those of the same sample built with `--to upcr` (the differential test: a wrong result under
//! one backend shows even where the sample's own checks miss it). Plus the layout differential
//! test, the multi-file build with make, and run-time error reports.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Samples that cannot run under `--to ga` yet, with the reason. Empty: every sample runs.
const NOT_YET: [(&str, &str); 0] = [];

fn cache() -> PathBuf {
    root().join("target/pgas-xlate-cache")
}

fn cc(dir: &Path) -> Command {
    let mut c = xlate();
    c.args(["cc", "--to", "ga"])
        .env("PGAS_XLATE_CACHE", cache())
        .current_dir(dir);
    c
}

/// Seconds a run may take (4 processes on a loaded 2-core machine); `timeout` ends the whole
/// process group, `mpirun` and the program included.
const RUN_TIMEOUT: &str = "300";

fn launch(n: u32, exe: &Path) -> Command {
    let mut c = Command::new("timeout");
    c.arg(RUN_TIMEOUT)
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .args(["run", "-n", &n.to_string()])
        .arg(exe)
        .current_dir(root());
    c
}

/// Samples whose whole standard output is known (the same for every thread count), checked
/// under both backends: the programs that gave wrong results without an error under `--to ga`
/// (issue 16).
const EXACT: [(&str, &str); 4] = [
    (
        "sync_visibility",
        "upc_barrier: 8 rounds, every value visible\n\
         upc_notify/upc_wait: 8 rounds, every value visible\n\
         strict flag and upc_fence: 8 rounds, every value visible\n\
         upc_lock/upc_unlock: 8 rounds, every value visible\n\
         collective: 8 rounds, every value visible\n\
         PASS: sync_visibility\n",
    ),
    (
        "alloc_neighbour_loop",
        "24 iterations of 256 ints per thread\nPASS: alloc_neighbour_loop\n",
    ),
    (
        "ptr_void_phase",
        "phases 1..3 through shared void *: right\nPASS: ptr_void_phase\n",
    ),
    (
        "node_rows",
        "every access to the neighbour's data: right\n\
         neighbour's data castable: yes\n\
         PASS: node_rows\n",
    ),
];

/// Builds and runs one quarter of the samples (the tests run in parallel) under both backends
/// and compares their whole outputs.
fn run_samples(part: usize) {
    let mut files = files_with_ext(&root().join("samples/upc"), "upc");
    files.retain(|f| f.parent() == Some(&root().join("samples/upc")));
    files.sort();
    assert!(files.len() >= 60, "expected at least 60 UPC samples");
    let dir = scratch(&format!("ga-exec-{part}"));
    let mut failures = vec![];
    for f in files.iter().skip(part).step_by(4) {
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        if NOT_YET.iter().any(|(n, _)| *n == name) {
            continue;
        }
        let fixed = static_threads(f);
        let build = |target: &str, exe: &Path| {
            let mut c = xlate();
            c.args(["cc", "--to", target])
                .env("PGAS_XLATE_CACHE", cache())
                .current_dir(&dir)
                .arg(f)
                .arg("-o")
                .arg(exe);
            if let Some(n) = fixed {
                c.arg(format!("-T{n}"));
            }
            run(&mut c)
        };
        let exe = dir.join(&name);
        let b = build("ga", &exe);
        if !b.status.success() {
            failures.push(format!("{name}: build failed:\n{}", text(&b.stderr)));
            continue;
        }
        let reference = dir.join(format!("{name}.upcr"));
        let rb = build("upcr", &reference);
        assert!(rb.status.success(), "{name}: --to upcr build failed");
        let exact = EXACT.iter().find(|(n, _)| *n == name).map(|(_, o)| *o);
        let counts = match fixed {
            Some(n) => vec![n],
            None => vec![1, 2, 4],
        };
        for n in counts {
            let r = run(&mut launch(n, &exe));
            let out = text(&r.stdout);
            if !r.status.success() || !out.contains("PASS:") || out.contains("FAIL:") {
                failures.push(format!(
                    "{name} on {n}: status {}\n{out}{}",
                    r.status,
                    text(&r.stderr)
                ));
            }
            let e = run(&mut launch(n, &reference));
            let expected = text(&e.stdout);
            if out != expected || r.status.code() != e.status.code() {
                failures.push(format!(
                    "{name} on {n}: output or status differs from --to upcr:\n\
                     --- ga ({})\n{out}--- upcr ({})\n{expected}",
                    r.status, e.status
                ));
            }
            if let Some(want) = exact {
                for (backend, got) in [("ga", &out), ("upcr", &expected)] {
                    if got != want {
                        failures.push(format!(
                            "{name} on {n} (--to {backend}): expected\n{want}got\n{got}"
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn samples_part_0() {
    run_samples(0);
}

#[test]
fn samples_part_1() {
    run_samples(1);
}

#[test]
fn samples_part_2() {
    run_samples(2);
}

#[test]
fn samples_part_3() {
    run_samples(3);
}

/// Every entry of the "not yet" list names a sample that exists and says why.
#[test]
fn not_yet_list_is_honest() {
    for (name, why) in NOT_YET {
        assert!(
            root().join(format!("samples/upc/{name}.upc")).exists(),
            "{name} is not a sample"
        );
        assert!(!why.is_empty(), "{name}: no reason given");
    }
}

/// Every sample with a known output exists.
#[test]
fn exact_outputs_name_samples() {
    for (name, out) in EXACT {
        assert!(
            root().join(format!("samples/upc/{name}.upc")).exists(),
            "{name} is not a sample"
        );
        assert!(out.ends_with(&format!("PASS: {name}\n")), "{name}");
    }
}

/// The same algorithm over cyclic, blocked, `[*]` and `[]` layouts gives the same result line.
#[test]
fn layouts_give_the_same_result() {
    let dir = scratch("ga-exec-layouts");
    let src = root().join("samples/upc/layout_differential.upc");
    for n in [2u32, 3] {
        let mut results = vec![];
        for layout in ["1", "3", "STAR", "INDEF"] {
            let exe = dir.join(format!("layout_{layout}"));
            check(
                cc(&dir)
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

/// The two-file program builds with `make CC='pgas-xlate cc --to ga'` (-c then link) and runs:
/// the file that declares the array `extern` uses the handle the other file creates.
#[test]
fn multifile_program_builds_with_make() {
    let dir = scratch("ga-exec-make");
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
        c.current_dir(&dir)
            .env("PATH", &path)
            .env("PGAS_XLATE_CACHE", cache())
            .arg("CC=pgas-xlate cc --to ga")
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

fn build_snippet(dir: &Path, name: &str, code: &str, extra: &[&str]) -> PathBuf {
    let src = dir.join(format!("{name}.upc"));
    std::fs::write(&src, code).unwrap();
    let exe = dir.join(name);
    check(cc(dir).arg(&src).arg("-o").arg(&exe).args(extra));
    exe
}

/// Run-time errors end the whole job with a failure status and say what went wrong.
#[test]
fn runtime_errors_end_the_job() {
    let dir = scratch("ga-exec-errors");
    let exe = build_snippet(
        &dir,
        "too_big",
        "#include <upc.h>\nint main(void)\n{\n    shared char *p;\n    p = upc_global_alloc(THREADS, 1UL << 40);\n    return p == NULL;\n}\n",
        &[],
    );
    let r = run(&mut launch(2, &exe));
    assert!(!r.status.success());
    let err = text(&r.stderr);
    assert!(
        err.contains("UPC runtime error") && err.contains("UPC_SHARED_HEAP_SIZE"),
        "{err}"
    );

    let exe = build_snippet(
        &dir,
        "null",
        "#include <upc.h>\nshared int *p;\nint main(void)\n{\n    upc_barrier;\n    if (MYTHREAD == 0)\n        *p = 1;\n    return 0;\n}\n",
        &[],
    );
    let r = run(&mut launch(2, &exe));
    assert!(!r.status.success());
    let err = text(&r.stderr);
    assert!(err.contains("null pointer-to-shared"), "{err}");

    // An update whose place is bound to a temporary (a statement expression of the
    // translation): the error names the update's line, not a line after it.
    let exe = build_snippet(
        &dir,
        "null_update",
        "#include <upc.h>\nshared int *p;\nint main(void)\n{\n    int k = 0;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        p[k] += 1;\n    return 0;\n}\n",
        &[],
    );
    let r = run(&mut launch(2, &exe));
    assert!(!r.status.success());
    let err = text(&r.stderr);
    assert!(
        err.contains("null_update.upc:8: UPC runtime error (thread 0): read through a null pointer-to-shared"),
        "{err}"
    );
}

/// A program compiled for 4 threads refuses to run on 2.
#[test]
fn static_threads_are_checked_at_start_up() {
    let dir = scratch("ga-exec-static");
    let exe = build_snippet(
        &dir,
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

/// The auxiliary library is built once per compiler and GA, then reused; `--save-temps` keeps
/// the GA C file; a program built with `--profile` runs with the tracing tool and leaves a trace.
#[test]
fn driver_caches_the_library_and_keeps_temps() {
    let dir = scratch("ga-exec-driver");
    let own_cache = dir.join("cache");
    std::fs::write(
        dir.join("ok.upc"),
        "#include <upc.h>\nint main(void) { upc_barrier; return 0; }\n",
    )
    .unwrap();
    let build = |out: &str| {
        let mut c = xlate();
        c.current_dir(&dir)
            .env("PGAS_XLATE_CACHE", &own_cache)
            .args(["cc", "--to", "ga", "--save-temps", "ok.upc", "-o", out]);
        c
    };
    check(&mut build("first"));
    let lib = |c: &Path| -> PathBuf {
        std::fs::read_dir(c)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.join("libpgas-upcga.a").exists())
            .expect("a built auxiliary library")
            .join("libpgas-upcga.a")
    };
    let before = std::fs::metadata(lib(&own_cache))
        .unwrap()
        .modified()
        .unwrap();
    check(&mut build("second"));
    let after = std::fs::metadata(lib(&own_cache))
        .unwrap()
        .modified()
        .unwrap();
    assert_eq!(before, after, "the auxiliary library was rebuilt");
    assert!(dir.join("ok.ga.c").exists());
    check(&mut launch(2, &dir.join("second")));
    check(cc(&dir).args(["--profile", "ok.upc", "-o", "p"]));
    let traces = dir.join("traces");
    check(launch(2, &dir.join("p")).env("PGAS_TRACE_DIR", &traces));
    assert!(
        traces.join("thread-0.pxt").exists() && traces.join("thread-1.pxt").exists(),
        "no trace files in {}",
        traces.display()
    );
    // A GA_CONFIG that does not exist is reported.
    let r = run(cc(&dir)
        .env("GA_CONFIG", "/nonexistent/ga-config")
        .args(["ok.upc", "-o", "q"]));
    assert_eq!(r.status.code(), Some(3), "{}", text(&r.stderr));
    assert!(text(&r.stderr).contains("ga-config"));
}

/// The idiom samples: their whole-array and patch loops become the GA operations (and the loops
/// that are not idioms stay loops), and the programs pass on 1, 2 and 4 processes, where the
/// ragged ranges of idiom_patch take the patch on 1 process and the loop on more.
#[test]
fn idioms_become_ga_operations() {
    let dir = scratch("ga-exec-idioms");
    let expected: [(&str, &[(&str, usize)]); 3] = [
        (
            "idiom_whole",
            &[
                ("GA_Fill(g_x,", 1),
                ("GA_Scale(g_x,", 1),
                ("GA_Scale(g_r,", 1),
                ("GA_Add_constant(g_y,", 1),
                ("GA_Add_constant(g_p,", 1),
                ("GA_Copy(g_p, g_q)", 1),
                ("GA_Add(&upcga_alpha, g_x, &upcga_beta, g_y, g_z)", 1),
                ("GA_Add(&upcga_alpha, g_z, &upcga_beta, g_x, g_y)", 1),
                ("GA_Add(&upcga_alpha, g_z, &upcga_beta, g_y, g_x)", 1),
                // y[i] = i % 7, r[i] = i * 10, s[i] = r[i] - three: loops.
                ("upcga_forall_control = 1;", 4),
            ],
        ),
        (
            "idiom_patch",
            &[
                ("NGA_Scale_patch(g_a, upcga_lo, upcga_hi,", 1),
                ("NGA_Scale_patch(g_u, upcga_lo, upcga_hi,", 1),
                ("GA_Add_constant_patch(g_u, upcga_lo, upcga_hi,", 1),
                ("GA_Add_constant_patch(g_a, upcga_lo, upcga_hi,", 1),
                (
                    "NGA_Copy_patch('N', g_a, upcga_lo, upcga_hi, g_b, upcga_lo, upcga_hi)",
                    1,
                ),
                (
                    "NGA_Add_patch(&upcga_alpha, g_u, upcga_lo, upcga_hi, &upcga_beta, g_w,",
                    1,
                ),
                ("NGA_Fill_patch(g_b, upcga_lo, upcga_hi,", 1),
                // The loop nested in an `if` is no GA operation.
                ("GA_Add_constant(g_v", 0),
            ],
        ),
        (
            "idiom_dot",
            &[
                ("int upcga_dot = GA_Idot(g_x, g_y);", 1),
                (
                    "long upcga_dot = NGA_Ldot_patch(g_p, 'N', upcga_lo, upcga_hi, g_q, 'N', upcga_lo, upcga_hi);",
                    2,
                ),
                ("upcga_patch(3 * THREADS, 9 * THREADS, 3, upcga_lo, upcga_hi)", 1),
                // Floating point: no GA dot product.
                ("GA_Ddot", 0),
                ("NGA_Ddot_patch", 0),
            ],
        ),
    ];
    for (name, calls) in expected {
        let src = root().join(format!("samples/upc/{name}.upc"));
        let c_file = dir.join(format!("{name}.c"));
        check(xlate().arg(&src).args(["--to", "ga", "-o"]).arg(&c_file));
        let c = std::fs::read_to_string(&c_file).unwrap();
        for (call, n) in calls {
            assert_eq!(c.matches(call).count(), *n, "{name}: `{call}` in\n{c}");
        }
        let exe = dir.join(name);
        check(cc(&dir).arg(&src).arg("-o").arg(&exe));
        for n in [1, 2, 4] {
            let r = check(&mut launch(n, &exe));
            let out = text(&r.stdout);
            assert!(
                out.contains(&format!("PASS: {name}")) && !out.contains("FAIL"),
                "{name} on {n}:\n{out}"
            );
        }
    }
}

/// The thesis' block-scope shared arrays: with sizes known at translation they work (created at
/// start-up, one array per declaration); with a block size or dimension computed when the block
/// runs they are created when the declaration runs (samples/upc/dynamic_arrays*.upc cover them
/// in depth), and different values on different threads end the job with an error naming the
/// declaration's line.
#[test]
fn block_scope_shared_arrays() {
    let dir = scratch("ga-exec-block-scope");
    let exe = build_snippet(
        &dir,
        "block",
        "#include <upc.h>\n#include <stdio.h>\nstatic int sum(void)\n{\n    shared int v[4 * THREADS];\n    int i, s = 0;\n    upc_forall (i = 0; i < 4 * THREADS; i++; &v[i])\n        v[i] = i;\n    upc_barrier;\n    for (i = 0; i < 4 * THREADS; i++)\n        s += v[i];\n    upc_barrier;\n    return s;\n}\nint main(void)\n{\n    shared [2] double w[3 * THREADS];\n    int s = sum(), n = 4 * THREADS;\n    if (MYTHREAD == THREADS - 1)\n        w[3 * THREADS - 1] = 2.5;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        printf(\"%s\\n\", s == n * (n - 1) / 2 && w[3 * THREADS - 1] == 2.5 ? \"PASS: block\" : \"FAIL: block\");\n    return 0;\n}\n",
        &[],
    );
    for n in [1, 3] {
        let out = text(&check(&mut launch(n, &exe)).stdout);
        assert!(out.contains("PASS: block"), "on {n}:\n{out}");
    }
    let src = dir.join("runtime_layout.upc");
    std::fs::write(
        &src,
        "#include <upc.h>\nint main(int argc, char **argv)\n{\n    int b = argc + 2;\n    shared [b] int a[b * THREADS];\n    a[0] = 1;\n    upc_barrier;\n    return a[0] != 1;\n}\n",
    )
    .unwrap();
    let exe = dir.join("runtime_layout");
    check(cc(&dir).arg(&src).arg("-o").arg(&exe));
    for n in [1, 3] {
        check(&mut launch(n, &exe));
    }
    let exe = build_snippet(
        &dir,
        "mismatch",
        "#include <upc.h>\nint main(void)\n{\n    int b = MYTHREAD + 1;\n    shared [b] int a[4 * THREADS];\n    a[0] = 1;\n    return 0;\n}\n",
        &[],
    );
    let r = run(&mut launch(2, &exe));
    assert!(!r.status.success());
    let err = text(&r.stderr);
    assert!(
        err.contains("mismatch.upc:5: the block size of shared array `a` differs between threads"),
        "{err}"
    );
}

/// Loops over private pointers-to-shared (`p[k]`) are versioned by both backends with the same
/// analysis (src/backend/privatize.rs): in `ptr_loop_versioning.upc` every loop that indexes a
/// pointer gets a local pointer, and a fast copy when it counts over a range that the run-time
/// test can check, except the loop whose bound a called function changes; the pointer that a
/// called function moves gets none. (The sample runs on 1, 2 and 4 processes under both backends
/// in `samples_part_*`, including the loops where the fast copy must not be taken.)
#[test]
fn private_pointer_loops_are_versioned() {
    let dir = scratch("ga-exec-versioning");
    let src = root().join("samples/upc/ptr_loop_versioning.upc");
    for (target, prefix) in [("ga", "upcga"), ("upcr", "upcrt")] {
        let out = dir.join(format!("versioning_{target}.c"));
        check(xlate().arg(&src).args(["--to", target, "-o"]).arg(&out));
        let c = std::fs::read_to_string(&out).unwrap();
        let setups = c
            .matches("/* local pointers for this thread's elements */")
            .count();
        // `if (<prefix>_mineN && …)` or `if (<prefix>_mineN)`: the choice of the fast copy
        // (not a test of an element `<prefix>_mineN[k]` in the body).
        let fast = c
            .lines()
            .filter(|l| {
                let Some(rest) = l.trim_start().strip_prefix(&format!("if ({prefix}_mine")) else {
                    return false;
                };
                let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit());
                (rest.starts_with(" && ") || rest.starts_with(')'))
                    && (l.ends_with(')') || l.ends_with(") {"))
                    && !l.contains(" ? ")
            })
            .count();
        assert_eq!(setups, 16, "--to {target}: privatized loops in\n{c}");
        assert_eq!(fast, 15, "--to {target}: versioned loops in\n{c}");
        assert!(
            !c.contains("(gp)"),
            "--to {target}: `gp` is moved by a called function:\n{c}"
        );
    }
    // The benchmark's loop: the fast copy is a plain C loop over the local pointer.
    let out = dir.join("local_access.c");
    check(
        xlate()
            .arg(root().join("bench/upc/local_access.upc"))
            .args(["--to", "ga", "-o"])
            .arg(&out),
    );
    let c = std::fs::read_to_string(&out).unwrap();
    assert!(
        c.contains("for (k = 0; k < 4096; k++)\n                        upcga_mine3[k] = upcga_mine3[k] * s + 1.0;"),
        "{c}"
    );
}

/// `pgas-xlate cc --to ga -shared-heap=SIZE` sets the default size of the heaps (as for
/// `--to upcr`); `UPC_SHARED_HEAP_SIZE` at run time overrides it.
#[test]
fn shared_heap_size_is_chosen_at_link_time() {
    let dir = scratch("ga-exec-heap");
    // 80 MB from upc_alloc: more than the default 128 MB gives it (half of it).
    let code = "#include <upc.h>\n#include <stdio.h>\nint main(void)\n{\n    shared [] char *p = upc_alloc(80UL << 20);\n    p[(80L << 20) - 1] = 1;\n    upc_barrier;\n    if (MYTHREAD == 0)\n        printf(\"PASS: heap\\n\");\n    return 0;\n}\n";
    let small = build_snippet(&dir, "small", code, &[]);
    let r = run(&mut launch(2, &small));
    assert!(
        !r.status.success() && text(&r.stderr).contains("out of shared memory: upc_alloc"),
        "80 MB should not fit the default heap: {}",
        text(&r.stderr)
    );
    let big = build_snippet(&dir, "big", code, &["-shared-heap=192MB"]);
    let r = check(&mut launch(2, &big));
    assert!(text(&r.stdout).contains("PASS: heap"));
    let r = run(launch(2, &big).env("UPC_SHARED_HEAP_SIZE", "128MB"));
    assert!(
        !r.status.success() && text(&r.stderr).contains("out of shared memory: upc_alloc"),
        "UPC_SHARED_HEAP_SIZE overrides the link-time size: {}",
        text(&r.stderr)
    );
}

/// `--dynamic-pointers` (the thesis' "dynamically aware pointers"): pointer-to-shared arithmetic
/// follows the layout of the array pointed into. The sample finds out which rule is in effect and
/// checks every result against it; with the option it must report the dynamic rule under both
/// backends on 2 and 4 processes (same output), without it the standard one, on 1, 2, 4.
#[test]
fn dynamic_pointers_follow_the_object_layout() {
    let dir = scratch("ga-exec-dynptr");
    let src = root().join("samples/upc/dynamic_pointers.upc");
    for target in ["ga", "upcr"] {
        let text_of = |flag: Option<&str>| {
            let mut c = xlate();
            c.arg(&src).args(["--to", target, "-o", "-"]);
            if let Some(f) = flag {
                c.arg(f);
            }
            text(&check(&mut c).stdout)
        };
        let call = if target == "ga" {
            "upcga_dyn_add("
        } else {
            "upcr_dyn_add_"
        };
        assert!(text_of(Some("--dynamic-pointers")).contains(call));
        assert!(
            !text_of(None).contains(call),
            "{target}: no cost without the option"
        );
    }
    let mut outputs = std::collections::HashMap::new();
    for target in ["ga", "upcr"] {
        for dynamic in [false, true] {
            let exe = dir.join(format!("dp_{target}_{dynamic}"));
            let mut c = xlate();
            c.args(["cc", "--to", target])
                .env("PGAS_XLATE_CACHE", cache())
                .current_dir(&dir)
                .arg(&src)
                .arg("-o")
                .arg(&exe);
            if dynamic {
                c.arg("--dynamic-pointers");
            }
            check(&mut c);
            for n in [1, 2, 4] {
                let out = text(&check(&mut launch(n, &exe)).stdout);
                assert!(
                    out.contains("PASS: dynamic_pointers") && !out.contains("FAIL"),
                    "{target} dynamic={dynamic} on {n}:\n{out}"
                );
                if n > 1 {
                    let rule = if dynamic { "dynamic" } else { "standard" };
                    assert!(
                        out.contains(&format!("layout of pointer arithmetic: {rule}")),
                        "{target} dynamic={dynamic} on {n}:\n{out}"
                    );
                }
                outputs.insert((target, dynamic, n), out);
            }
        }
    }
    for dynamic in [false, true] {
        for n in [1, 2, 4] {
            assert_eq!(
                outputs[&("ga", dynamic, n)],
                outputs[&("upcr", dynamic, n)],
                "dynamic={dynamic} on {n}: the backends differ"
            );
        }
    }
}

/// Another thread's data on this node is reached by loads and stores (GA's array windows are
/// MPI shared windows, docs/ga-backend.md "Rows of threads on this node"), and through GA when
/// `UPCGA_DIRECT=0` (the path of threads on other nodes): `node_rows.upc` (every way to reach a
/// neighbour's elements, relaxed and behind a strict flag) gives the same right answer both
/// ways on 1, 2 and 4 processes, and says the neighbour's data is castable only on the direct
/// path (on 1 process the neighbour is the thread itself). The benchmarks of bench/fine run
/// both ways too: the heat stencil through row pointers gives `--to upcr`'s checksum, the
/// scalar accesses verify what they read and wrote.
#[test]
fn node_rows_direct_and_through_ga() {
    let dir = scratch("ga-exec-node-rows");
    // Builds a program of the repository with `cc --to TARGET -O2` into the scratch folder.
    let build = |src: &str, target: &str| {
        let stem = Path::new(src).file_stem().unwrap().to_string_lossy();
        let exe = dir.join(format!("{stem}_{target}"));
        check(
            xlate()
                .args(["cc", "--to", target, "-O2"])
                .env("PGAS_XLATE_CACHE", cache())
                .arg(root().join(src))
                .arg("-o")
                .arg(&exe),
        );
        exe
    };
    let exe = build("samples/upc/node_rows.upc", "ga");
    for n in [1u32, 2, 4] {
        for direct in ["1", "0"] {
            let r = run(launch(n, &exe).env("UPCGA_DIRECT", direct));
            let castable = if direct == "1" || n == 1 { "yes" } else { "no" };
            assert_eq!(
                text(&r.stdout),
                format!(
                    "every access to the neighbour's data: right\n\
                     neighbour's data castable: {castable}\n\
                     PASS: node_rows\n"
                ),
                "{n} processes, UPCGA_DIRECT={direct}: {}",
                text(&r.stderr)
            );
            assert!(r.status.success(), "{n} processes, UPCGA_DIRECT={direct}");
        }
    }
    let (heat_ga, heat_upcr) = (
        build("bench/fine/heat.upc", "ga"),
        build("bench/fine/heat.upc", "upcr"),
    );
    let checksum = |out: &str| {
        out.split_whitespace()
            .find(|w| w.starts_with("checksum="))
            .map(str::to_string)
    };
    for n in [1u32, 2, 4] {
        let want = checksum(&text(&check(launch(n, &heat_upcr).arg("2")).stdout));
        assert!(want.is_some());
        let got = checksum(&text(&check(launch(n, &heat_ga).arg("2")).stdout));
        assert_eq!(got, want, "heat on {n} processes");
    }
    let fine = build("bench/fine/fine_access.upc", "ga");
    for (n, direct) in [(2u32, "1"), (2, "0"), (4, "1")] {
        let out = text(&check(launch(n, &fine).env("UPCGA_DIRECT", direct)).stdout);
        assert!(
            out.ends_with(" verified\n"),
            "fine_access on {n}, UPCGA_DIRECT={direct}: {out}"
        );
    }
}

/// The element helpers' thread and row position (upcga_owner, upcga_row_index) agree with the
/// layout of the rows: each thread fills its own row through a local pointer with the UPC index
/// of each element, then every thread reads every element by subscript and writes its
/// neighbour's, for block sizes 1, 3, 4, 5 and 256 and two 2-D arrays, on 1, 2, 3 and 4 processes
/// (THREADS a power of two and not: the shift and the multiplication of upcga_div_threads).
#[test]
fn element_helpers_match_the_row_layout() {
    let dir = scratch("ga-exec-element-layout");
    let exe = build_snippet(
        &dir,
        "element_layout",
        r#"#include <upc.h>
#include <stdio.h>
#define N 601
shared int a1[N * THREADS];
shared [3] int a3[N * THREADS];
shared [4] int a4[N * THREADS];
shared [5] int a5[1001];
shared [256] int a256[N * THREADS];
shared [5] int m5[7][6 * THREADS];
shared [7] int c7[13][11];
static int bad;
#define FILL(a, b, n)                                                                     \
    do {                                                                                  \
        if ((long)MYTHREAD * (b) < (n)) {                                                 \
            int *row = (int *)&(a)[MYTHREAD * (b)];                                       \
            for (long k = 0;; k++) {                                                      \
                long i = (k / (b)) * (b) * THREADS + MYTHREAD * (b) + k % (b);            \
                if (i >= (n))                                                             \
                    break;                                                                \
                row[k] = (int)i;                                                          \
            }                                                                             \
        }                                                                                 \
    } while (0)
#define CHECK(a, b, n)                                                                    \
    do {                                                                                  \
        for (long i = 0; i < (n); i++) {                                                  \
            if ((a)[i] != i || upc_threadof(&(a)[i]) != (size_t)(i / (b) % THREADS))      \
                bad++;                                                                    \
        }                                                                                 \
        upc_barrier;                                                                      \
        for (long i = 0; i < (n); i++)                                                    \
            if (i / (b) % THREADS == (MYTHREAD + 1) % THREADS)                            \
                (a)[i] = -(int)i;                                                         \
        upc_barrier;                                                                      \
        upc_forall (long i = 0; i < (n); i++; &(a)[i])                                    \
            if ((a)[i] != -i)                                                             \
                bad++;                                                                    \
        upc_barrier;                                                                      \
    } while (0)
int main(void)
{
    long cols = 6 * THREADS;
    FILL(a1, 1, N * THREADS);
    FILL(a3, 3, N * THREADS);
    FILL(a4, 4, N * THREADS);
    FILL(a5, 5, 1001);
    FILL(a256, 256, N * THREADS);
    FILL(m5[0], 5, 7 * cols);
    FILL(c7[0], 7, 13 * 11);
    upc_barrier;
    CHECK(a1, 1, N * THREADS);
    CHECK(a3, 3, N * THREADS);
    CHECK(a4, 4, N * THREADS);
    CHECK(a5, 5, 1001);
    CHECK(a256, 256, N * THREADS);
    for (long r = 0; r < 7; r++)
        for (long c = 0; c < cols; c++)
            if (m5[r][c] != r * cols + c)
                bad++;
    for (long r = 0; r < 13; r++)
        for (long c = 0; c < 11; c++)
            if (c7[r][c] != r * 11 + c || upc_threadof(&c7[r][c]) != (size_t)((r * 11 + c) / 7 % THREADS))
                bad++;
    upc_barrier;
    printf("thread %d: %d wrong\n", MYTHREAD, bad);
    return bad != 0;
}
"#,
        &[],
    );
    for n in [1, 2, 3, 4] {
        let out = text(&check(&mut launch(n, &exe)).stdout);
        let expected: Vec<String> = (0..n).map(|t| format!("thread {t}: 0 wrong")).collect();
        let mut lines: Vec<&str> = out.lines().collect();
        lines.sort();
        assert_eq!(lines, expected, "on {n}:\n{out}");
    }
}

/// upcga_div_threads (the helpers' q / THREADS and q % THREADS by a shift or a multiplication)
/// and upcga_owner/upcga_row_index against the division instructions, for THREADS 1 to 70 and
/// some large ones, quotients near 2^32 and beyond (the division fallback), negative indices.
#[test]
fn threads_division_is_exact() {
    let dir = scratch("ga-exec-div-threads");
    let src = dir.join("div_threads.c");
    std::fs::write(
        &src,
        r#"#include <stdio.h>
#include "upcga.h"
int upcga_threads = 1, upcga_mythread, upcga_threads_shift;
uint64_t upcga_threads_inverse;
static long wrong, checked;
static void one(unsigned long q)
{
    int rem;
    unsigned long t = (unsigned long)upcga_threads, quot = upcga_div_threads(q, &rem);
    checked++;
    if (quot != q / t || (unsigned long)rem != q % t) {
        if (wrong++ < 10)
            printf("THREADS %d, q %lu: %lu %d\n", upcga_threads, q, quot, rem);
    }
}
int main(void)
{
    static const int big[] = { 1000, 1023, 1024, 4095, 65535, 65537, 1000003, 2147483647 };
    static const long blocks[] = { 1, 2, 3, 5, 8, 256, 1000 };
    for (int k = 0; k < 70 + 8; k++) {
        upcga_threads = k < 70 ? k + 1 : big[k - 70];
        upcga_threads_divisor_init();
        unsigned long x = 12345;
        for (unsigned long q = 0; q < 5000; q++)
            one(q);
        for (unsigned long d = 0; d < 5000; d++) {
            one(0xffffffffUL - d);
            one(0x100000000UL + d);
            x = x * 6364136223846793005UL + 1442695040888963407UL;
            one(x >> 32);
            one(x >> 20);
            one(x);
            /* the last element of a round of THREADS, the quotient's worst case */
            unsigned long t = (unsigned long)upcga_threads;
            one((0xffffffffUL / t - d) * t + t - 1);
            one((0xffffffffUL / t + d) * t + t - 1);
            one(((x >> 24) / t + 1) * t - 1);
        }
        for (int j = 0; j < 7; j++) {
            long b = blocks[j];
            for (long i = -3000; i < 3000; i++) {
                checked++;
                if (upcga_owner(i, b) != (int)(i / b % upcga_threads) ||
                    upcga_row_index(i, b) != i / (b * upcga_threads) * b + i % b)
                    if (wrong++ < 10)
                        printf("THREADS %d, b %ld, i %ld\n", upcga_threads, b, i);
            }
        }
    }
    printf("%ld checked, %ld wrong\n", checked, wrong);
    return wrong != 0;
}
"#,
    )
    .unwrap();
    let exe = dir.join("div_threads");
    let inc = root().join("runtime-aux/ga-aux");
    check(
        Command::new("cc")
            .args(["-O2", "-Wall", "-Werror", "-I"])
            .arg(&inc)
            .arg(&src)
            .arg("-o")
            .arg(&exe),
    );
    let out = text(&check(&mut Command::new(&exe)).stdout);
    assert!(out.ends_with(" checked, 0 wrong\n"), "{out}");
}
