//! The whole kernels' translations (bench/kernels.sh): the loops of a natural UPC kernel that
//! reach only this thread's data become local C loops, checked on the translated C, and the
//! programs built from them print the right results on 1, 2 and 4 processes under both UPC
//! backends (tests/in/kernels).

mod common;
use common::*;
use std::path::{Path, PathBuf};

fn input(name: &str) -> PathBuf {
    root().join("tests/in/kernels").join(name)
}

/// Builds `src` with `pgas-xlate cc --to target -O2` into `dir`.
fn build(dir: &Path, src: &Path, target: &str) -> PathBuf {
    build_with(dir, src, target, &[]).0
}

/// `build` with more options for the C compiler: the program and the compiler's messages.
fn build_with(dir: &Path, src: &Path, target: &str, options: &[&str]) -> (PathBuf, String) {
    let exe = dir.join(format!(
        "{}_{target}",
        src.file_stem().unwrap().to_string_lossy()
    ));
    let out = check(
        xlate()
            .args(["cc", "--to", target, "-O2"])
            .args(options)
            .env("PGAS_XLATE_CACHE", cache())
            .arg(src)
            .arg("-o")
            .arg(&exe),
    );
    (exe, text(&out.stderr))
}

/// The translation of `src` to `target` (`--to upcr`, `--to ga`).
fn translate(src: &Path, target: &str) -> String {
    text(&check(xlate().args(["--to", target]).arg(src).args(["-o", "-"])).stdout)
}

/// Builds `name` under both backends and checks its output on 1, 2 and 4 processes.
fn runs_everywhere(name: &str, want: &str) {
    let dir = scratch(&format!("kernels-{name}"));
    for target in ["upcr", "ga"] {
        let exe = build(&dir, &input(name), target);
        for n in [1, 2, 4] {
            assert_eq!(
                text(&run_upc(&exe, n, 300)),
                want,
                "{name} --to {target} on {n} processes"
            );
        }
    }
}

#[test]
fn row_foralls_run_under_both_backends() {
    let want = "jacobi ok\npointer-rows ok\nstraddling-rows ok\nnested ok\nodd-block ok\n";
    runs_everywhere("rows.upc", want);
}

/// The Jacobi sweep over rows of pointer-to-shared parameters (`&to[i][0]` affinity) has a
/// copy whose statement reads and writes the rows through local pointers only, and the
/// initialisation over the file-scope arrays likewise; the forall over a block of 3 elements
/// (rows across threads) keeps its generic accesses only.
#[test]
fn row_foralls_become_local_loops() {
    for (target, prefix) in [("upcr", "upcrt"), ("ga", "upcga")] {
        let c = translate(&input("rows.upc"), target);
        let p = format!("{prefix}_row");
        let local = |l: &&str| !l.contains("shared") && !l.contains("_get") && !l.contains("_put");
        let sweep: Vec<&str> = c.lines().filter(|l| l.contains("[j] = 0.25 * (")).collect();
        assert!(
            sweep.iter().any(|l| local(l) && l.matches(&p).count() == 5),
            "--to {target}: no local copy of the sweep:\n{}",
            sweep.join("\n")
        );
        let init: Vec<&str> = c
            .lines()
            .filter(|l| l.contains("[j] = ") && l.contains("% 11)"))
            .collect();
        assert!(
            init.iter().any(|l| local(l) && l.matches(&p).count() == 2),
            "--to {target}: no local copy of the initialisation:\n{}",
            init.join("\n")
        );
        let odd: Vec<&str> = c
            .lines()
            .filter(|l| l.contains("(int)(i * 8 + j)") && !l.contains("!="))
            .collect();
        assert!(
            !odd.is_empty() && odd.iter().all(|l| !l.contains(&p)),
            "--to {target}: the block of 3 went local:\n{}",
            odd.join("\n")
        );
    }
}

#[test]
fn peeled_neighbour_foralls_run_under_both_backends() {
    runs_everywhere("stencil.upc", "stencil ok\n");
}

/// A whole block of a walk whose body reads neighbours `p[i ± k]` runs its interior with
/// plain local reads (no test against the block, no generic read): the CG stencil and a reach
/// of two back and three ahead; the block of 5 (too small) keeps its tests.
#[test]
fn neighbour_foralls_run_their_interior_locally() {
    for (target, prefix) in [("upcr", "upcrt"), ("ga", "upcga")] {
        let c = translate(&input("stencil.upc"), target);
        let lp = format!("{prefix}_local_p");
        let cg = format!("= 2.0 * *{lp} - (i > 0 ? {lp}[-1] : 0.0) - (i < n - 1 ? {lp}[1] : 0.0);");
        assert!(
            c.lines().any(|l| l.ends_with(&cg)),
            "--to {target}: no local interior of the stencil"
        );
        let wide =
            format!("= 0.5 * *{lp} + {lp}[-2] + 2.0 * {lp}[-1] + 3.0 * {lp}[1] + 5.0 * {lp}[3];");
        assert!(
            c.lines().any(|l| l.ends_with(&wide)),
            "--to {target}: no local interior of the reach 2, 3"
        );
        let small = format!("{prefix}_local_ps[-2]");
        assert!(
            c.lines()
                .filter(|l| l.contains(&small))
                .all(|l| l.contains("block_lo")),
            "--to {target}: the block of 5 lost its tests"
        );
    }
}

/// The interior of a block whose body tests the counter against values the body does not
/// change (`i > 0`, `i < n - 1`, `h + 1 > i`) has a copy with those tests as `1`, run when they
/// hold at its first and last iteration: GCC vectorizes it (the tested copy, a conditional
/// load, it does not), on 1, 2 and 4 processes the results equal the private computation's,
/// also where the bound falls inside a block; a bound the body assigns, an unsigned bound, a
/// test of another variable and the tests of a body that calls a function are not taken as
/// true.
#[test]
fn counter_tests_fold_in_the_interior() {
    let src = input("monotone.upc");
    let text_of = std::fs::read_to_string(&src).unwrap();
    let marked: Vec<usize> = text_of
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains("/* vectorized */"))
        .map(|(k, _)| k + 1)
        .collect();
    assert_eq!(marked.len(), 2);
    let dir = scratch("kernels-monotone");
    for (target, prefix) in [("upcr", "upcrt"), ("ga", "upcga")] {
        let c = translate(&src, target);
        let lp = format!("{prefix}_local_p");
        let folded = format!("- (1 ? {lp}[-1] : 0.0) - (1 ? {lp}[1] : 0.0);");
        assert!(
            c.lines().any(|l| l.ends_with(&folded)),
            "--to {target}: no copy of the stencil's interior with its tests folded"
        );
        assert!(
            c.lines()
                .any(|l| l.trim() == "if (i > 0 && i + 61 > 0 && i < n - 1 && i + 61 < n - 1) {"),
            "--to {target}: no test of the interior's ends"
        );
        assert!(
            !c.lines().any(|l| l.contains("0.25") && l.contains("(1 ?")),
            "--to {target}: a test against a changing or unsigned bound was folded"
        );
        assert!(
            !c.lines().any(|l| l.contains("0.125") && l.contains("(1 ?")),
            "--to {target}: a test in a body that calls a function was folded"
        );
        let (exe, messages) = build_with(&dir, &src, target, &["-fopt-info-vec-optimized"]);
        assert_loops_vectorized(&messages, "monotone.upc", &marked, target);
        for n in [1, 2, 4] {
            assert_eq!(
                text(&run_upc(&exe, n, 300)),
                "monotone ok\n",
                "--to {target} on {n} processes"
            );
        }
    }
}

#[test]
fn ghost_rows_run_under_both_backends() {
    runs_everywhere(
        "ghost_rows.upc",
        "sweep ok\ncalling ok\nstrict ok\nwrite-above ok\nstepped ok\n",
    );
}

/// A row forall whose body only reads the rows above and below reads each of them, when it is
/// another thread's whole row, in one bulk transfer into a buffer and runs the local copy; a
/// body that calls a function, reads a strict object or writes the row keeps element-wise
/// reads. The rows of a pointer counted by an `int` are addressed in `long`.
#[test]
fn ghost_rows_are_read_in_bulk() {
    for (target, prefix, get) in [
        ("upcr", "upcrt", "upcr_memget"),
        ("ga", "upcga", "upcga_memget"),
    ] {
        let c = translate(&input("ghost_rows.upc"), target);
        let function = |name: &str| -> String {
            let start = c.find(&format!("static void {name}(")).unwrap();
            let end = c[start..].find("\n}\n").unwrap();
            c[start..start + end].to_string()
        };
        let sweep = function("sweep");
        assert_eq!(
            sweep.matches(&format!("{get}({prefix}_ghost")).count(),
            3,
            "--to {target}: the sweep's rows of from are not read in bulk:\n{sweep}"
        );
        assert!(
            sweep.contains("(long)(i - 1) * 8, 16);") && sweep.contains("(long)(i + 1) * 8, 16);"),
            "--to {target}: a row's address is not computed in long:\n{sweep}"
        );
        for name in ["calling", "strict_read", "write_above"] {
            let body = function(name);
            assert!(
                !body.contains(get) && body.contains(&format!("{prefix}_row")),
                "--to {target}: {name} read a row in bulk:\n{body}"
            );
        }
    }
}

/// A row forall over a file-scope array (`&e[i][0]`, two rows per block) steps from one of this
/// thread's rows to the next instead of testing the affinity of every row, and keeps its row
/// pointers.
#[test]
fn row_foralls_over_arrays_visit_only_own_rows() {
    for (target, prefix) in [("upcr", "upcrt"), ("ga", "upcga")] {
        let c = translate(&input("ghost_rows.upc"), target);
        let start = c.find("static void fill(").unwrap();
        let fill = &c[start..start + c[start..].find("\n}\n").unwrap()];
        assert!(
            fill.contains(&format!("{prefix}_forall_first(i, 2)"))
                && fill.contains(&format!("{prefix}_forall_next(i, 2)"))
                && fill.contains(&format!("{prefix}_row"))
                && !fill.contains("continue;"),
            "--to {target}: the rows of fill are not stepped:\n{fill}"
        );
    }
}

/// The matrix multiply's block over pointers cast from this thread's rows of two shared arrays
/// and a `malloc`ed copy of the other matrix becomes a function whose pointers are `restrict`
/// (src/backend/outline.rs), so GCC unrolls and jams its `k` loop as it does MPI's; blocks
/// whose pointers may overlap (two into one array, a parameter that points into the written
/// array, a pointer not always from `malloc`) or that call a function are not outlined, and
/// every block gives the right results on 1, 2 and 4 processes under both backends.
#[test]
fn blocks_over_local_rows_get_restrict_pointers() {
    let src = input("restrict.upc");
    let text_of = std::fs::read_to_string(&src).unwrap();
    let jammed = text_of
        .lines()
        .position(|l| l.contains("/* jammed */"))
        .unwrap()
        + 1;
    let dir = scratch("kernels-restrict");
    for (target, prefix) in [("upcr", "upcrt"), ("ga", "upcga")] {
        let c = translate(&src, target);
        let outlined: Vec<&str> = c
            .lines()
            .filter(|l| l.starts_with(&format!("static inline void {prefix}_restrict")))
            .filter(|l| l.ends_with(") {"))
            .collect();
        assert_eq!(
            outlined.len(),
            1,
            "--to {target}: not the one block outlined:\n{}",
            outlined.join("\n")
        );
        assert!(
            outlined[0].contains("(double *restrict a, double *restrict c, ")
                && outlined[0].contains(", double *restrict b, "),
            "--to {target}: {}",
            outlined[0]
        );
        let (exe, messages) = build_with(&dir, &src, target, &["-O3", "-fopt-info-loop"]);
        let at = format!("restrict.upc:{jammed}:");
        assert!(
            messages
                .lines()
                .any(|l| l.contains(&at) && l.contains("unroll and jam")),
            "--to {target}: the k loop is not jammed:\n{messages}"
        );
        for n in [1, 2, 4] {
            assert_eq!(
                text(&run_upc(&exe, n, 300)),
                "matmul ok\nsame-array ok\nparameter ok\ncall-and-pointer ok\n",
                "--to {target} on {n} processes"
            );
        }
    }
}

/// A counted loop whose only shared accesses are reads `a[k]` of arrays by its counter (the
/// reduction through `partial[THREADS]`, a blocked and an indefinitely blocked array, a range
/// past the array, reads into a private array) reads each array's range in one bulk read; a
/// loop that writes the array, calls a function, reads a strict array or indexes by another
/// expression keeps its element-wise reads. The results equal the private computation's on 1,
/// 2 and 4 processes under both backends and on the forced one-sided path.
#[test]
fn counted_reads_of_shared_arrays_are_one_bulk_read() {
    let src = input("gather.upc");
    let dir = scratch("kernels-gather");
    for (target, get) in [("upcr", "upcrt_get_range("), ("ga", "upcga_get_range(")] {
        let c = translate(&src, target);
        let function = |name: &str| -> String {
            let start = c
                .lines()
                .find(|l| l.starts_with("static ") && l.contains(&format!(" {name}(")))
                .and_then(|l| c.find(l))
                .unwrap_or_else(|| panic!("--to {target}: no function {name}"));
            let end = c[start..].find("\n}\n").unwrap();
            c[start..start + end].to_string()
        };
        for name in [
            "all_sum",
            "blocked_sum",
            "single_sum",
            "guarded_sum",
            "copy_out",
        ] {
            let body = function(name);
            assert_eq!(
                body.matches(get).count(),
                1,
                "--to {target}: {name} does not read its range in bulk:\n{body}"
            );
        }
        for name in ["write_in_loop", "call_in_loop", "strict_sum", "rotated_sum"] {
            let body = function(name);
            assert!(
                !body.contains(get),
                "--to {target}: {name} was read in bulk:\n{body}"
            );
        }
        let exe = build(&dir, &src, target);
        for n in [1, 2, 4] {
            assert_eq!(
                text(&run_upc(&exe, n, 300)),
                "gather ok\n",
                "--to {target} on {n} processes"
            );
        }
        if target == "upcr" {
            for n in [2, 4] {
                let out = check(
                    std::process::Command::new("timeout")
                        .arg("300")
                        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
                        .args(["run", "-n", &n.to_string()])
                        .arg(&exe)
                        .env("UPCR_FORCE_RMA", "1"),
                );
                assert_eq!(
                    text(&out.stdout),
                    "gather ok\n",
                    "UPCR_FORCE_RMA=1 on {n} processes"
                );
            }
        }
    }
}
