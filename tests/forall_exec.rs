//! `upc_forall` (src/backend/forall.rs) under both UPC backends: every form the lowering
//! distinguishes run on 1, 2 and 4 processes with exact output (`tests/in/forall/forms.upc`), and
//! the loops over local data vectorized by GCC at `-O2` once translated
//! (`tests/in/forall/vectorize.upc`).

mod common;
use common::*;
use std::path::{Path, PathBuf};

fn input(name: &str) -> PathBuf {
    root().join("tests/in/forall").join(name)
}

/// Builds `src` with `pgas-xlate cc --to target -O2` into `dir`; the executable and the C
/// compiler's messages.
fn build(dir: &Path, src: &Path, target: &str, extra: &[&str]) -> (PathBuf, String) {
    let exe = dir.join(format!(
        "{}_{target}",
        src.file_stem().unwrap().to_string_lossy()
    ));
    let out = check(
        xlate()
            .args(["cc", "--to", target, "-O2"])
            .args(extra)
            .env("PGAS_XLATE_CACHE", cache())
            .arg(src)
            .arg("-o")
            .arg(&exe),
    );
    (exe, text(&out.stderr))
}

/// Runs `exe` on `n` processes (at most 300 s); its standard output.
fn run_on(exe: &Path, n: u32) -> String {
    text(&run_upc(exe, n, 300))
}

/// The lines `forms.upc` prints when every element of every form is right.
fn forms_expected() -> String {
    let mut s = String::new();
    for (x, y) in [
        ("a1", "b1"),
        ("a3", "b3"),
        ("a7", "b7"),
        ("as", "bs"),
        ("ai", "bi"),
    ] {
        for (form, array) in [
            ("walk", x),
            ("inclusive-from-5", x),
            ("two-arrays", y),
            ("reduce", x),
            ("continue", x),
            ("break", x),
            ("inner-break", x),
            ("nested", x),
            ("nested-call", x),
            ("return", x),
            ("integer-affinity", x),
            ("tested", x),
            ("neighbour", y),
        ] {
            s += &format!("{form} {array} ok\n");
        }
    }
    s
}

#[test]
fn every_forall_form_runs_under_both_backends() {
    let dir = scratch("forall-forms");
    for target in ["upcr", "ga"] {
        let (exe, _) = build(&dir, &input("forms.upc"), target, &[]);
        for n in [1, 2, 4] {
            assert_eq!(
                run_on(&exe, n),
                forms_expected(),
                "forms.upc --to {target} on {n} processes"
            );
        }
    }
}

#[test]
fn local_forall_loops_vectorize_at_o2() {
    let src = input("vectorize.upc");
    let marked: Vec<usize> = std::fs::read_to_string(&src)
        .unwrap()
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains("upc_forall") && l.contains("/* vectorized */"))
        .map(|(k, _)| k + 1)
        .collect();
    assert_eq!(marked.len(), 6);
    let dir = scratch("forall-vectorize");
    for target in ["upcr", "ga"] {
        let (exe, messages) = build(&dir, &src, target, &["-fopt-info-vec-optimized"]);
        assert_loops_vectorized(&messages, "vectorize.upc", &marked, target);
        for n in [1, 2, 4] {
            let want: String = (0..n)
                .map(|t| format!("thread {t}: total {} bad 0\n", 3 * 4096))
                .collect();
            let mut got: Vec<&str> = Vec::new();
            let out = run_on(&exe, n);
            got.extend(out.lines());
            got.sort();
            assert_eq!(
                got.join("\n") + "\n",
                want,
                "--to {target} on {n} processes"
            );
        }
    }
}

/// A strict access is a fence on each side, never a plain load or store: a forall over a
/// strict array is not walked through a local pointer, a relaxed one is (both backends).
#[test]
fn strict_arrays_are_never_walked_through_local_pointers() {
    let dir = scratch("forall-strict");
    let src = dir.join("strict_forall.upc");
    std::fs::write(
        &src,
        "#include <upc.h>\nstrict shared int flag[4*THREADS];\nshared int data[4*THREADS];\n\
         void work(void)\n{\n    int i;\n\
         upc_forall (i = 0; i < 4*THREADS; i++; &flag[i])\n        flag[i] = 1;\n\
         upc_forall (i = 0; i < 4*THREADS; i++; &data[i])\n        data[i] = 2;\n}\n\
         int main(void)\n{\n    work();\n    return 0;\n}\n",
    )
    .unwrap();
    for (target, prefix) in [("upcr", "upcrt"), ("ga", "upcga")] {
        let out = text(&check(xlate().arg(&src).args(["--to", target, "-o", "-"])).stdout);
        assert!(!out.contains(&format!("{prefix}_local_flag")), "{out}");
        assert!(out.contains(&format!("{prefix}_local_data")), "{out}");
    }
}

/// A `upc_forall` over rows whose body holds a `case` label of the `switch` around it: the
/// row lowering copies a body only when the copy repeats no label, so the program builds (it
/// failed with "duplicate case value") and sums every element once, on 1, 2 and 4 processes.
#[test]
fn row_forall_with_a_case_label_of_an_outer_switch() {
    let dir = scratch("forall-outer-case");
    for target in ["upcr", "ga"] {
        let (exe, _) = build(&dir, &input("outer_case.upc"), target, &[]);
        for n in [1u32, 2, 4] {
            let cells = 2 * n * 8;
            let sum = cells * (cells - 1) / 2;
            assert_eq!(
                run_on(&exe, n),
                format!("sum {sum}\n"),
                "--to {target} on {n}"
            );
        }
    }
}
