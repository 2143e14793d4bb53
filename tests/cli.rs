//! The command line: exit statuses, output naming, standard output, no partial output files.

mod common;
use common::*;

fn write(dir: &std::path::Path, name: &str, text: &str) -> std::path::PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn usage_errors_exit_2() {
    let out = run(xlate().arg("samples/c/mpi_pi.c"));
    assert_eq!(out.status.code(), Some(2));
    let out = run(xlate().args(["samples/c/mpi_pi.c", "--to", "fortran"]));
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn default_output_goes_next_to_the_input_without_overwriting_it() {
    let dir = scratch("cli-naming");
    let src = write(&dir, "prog.c", "int main(void) { return 0; }\n");
    check(xlate().arg(&src).args(["--to", "c"]));
    assert!(dir.join("prog.xlate.c").exists());
    assert_eq!(
        std::fs::read_to_string(&src).unwrap(),
        "int main(void) { return 0; }\n"
    );
    let upc = write(&dir, "prog.upc", "int main(void) { return 0; }\n");
    check(xlate().arg(&upc).args(["--to", "ga"]));
    assert!(dir.join("prog.ga.c").exists());
    check(xlate().arg(&upc).args(["--to", "upcr"]));
    assert!(dir.join("prog.upcr.c").exists());
    assert_eq!(
        std::fs::read_to_string(&upc).unwrap(),
        "int main(void) { return 0; }\n"
    );
    // `--to upc` reads C and writes `.upc` next to it.
    check(xlate().arg(&src).args(["--to", "upc"]));
    assert!(std::fs::read_to_string(dir.join("prog.upc"))
        .unwrap()
        .contains("#include <upc.h>"));
}

#[test]
fn dash_o_dash_writes_to_standard_output() {
    let dir = scratch("cli-stdout");
    let src = write(&dir, "a.c", "int x = 1 + 2 * 3;\n");
    let out = check(
        xlate()
            .arg(&src)
            .args(["--to", "c", "--no-line-directives", "-o", "-"]),
    );
    assert_eq!(text(&out.stdout), "int x = 1 + 2 * 3;\n");
}

#[test]
fn errors_leave_no_output_and_keep_an_old_one() {
    let dir = scratch("cli-errors");
    let src = write(&dir, "bad.c", "int main(void) {\n    return 0\n}\n");
    let dest = write(&dir, "out.c", "previous contents\n");
    let out = run(xlate().arg(&src).args(["--to", "c", "-o"]).arg(&dest));
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("error[E0001]"), "{err}");
    assert!(
        err.contains("bad.c:2:12"),
        "the diagnostic points at the user's file: {err}"
    );
    assert_eq!(
        std::fs::read_to_string(&dest).unwrap(),
        "previous contents\n"
    );
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        leftovers.len(),
        2,
        "no temporary file is left: {leftovers:?}"
    );
}

#[test]
fn syntax_only_writes_nothing() {
    let dir = scratch("cli-syntax-only");
    let src = write(&dir, "ok.c", "int main(void) { return 0; }\n");
    check(xlate().arg(&src).args(["--to", "c", "--syntax-only"]));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
}

#[test]
fn missing_preprocessor_exits_3_and_i_files_need_none() {
    let dir = scratch("cli-cc");
    let src = write(&dir, "p.c", "int main(void) { return 0; }\n");
    let out =
        run(xlate()
            .arg(&src)
            .args(["--to", "c", "--cc", "/nonexistent/cc", "--syntax-only"]));
    assert_eq!(out.status.code(), Some(3));
    let pre = write(&dir, "p.i", "# 1 \"p.c\"\nint main(void) { return 0; }\n");
    check(
        xlate()
            .arg(&pre)
            .args(["--to", "c", "--cc", "/nonexistent/cc", "--syntax-only"]),
    );
}

#[test]
fn cc_environment_variable_selects_the_preprocessor() {
    let dir = scratch("cli-env-cc");
    let src = write(&dir, "p.c", "int main(void) { return 0; }\n");
    let out =
        run(xlate()
            .env("CC", "/nonexistent/cc")
            .arg(&src)
            .args(["--to", "c", "--syntax-only"]));
    assert_eq!(out.status.code(), Some(3));
}

#[test]
fn user_defines_reach_the_preprocessor() {
    let dir = scratch("cli-defines");
    let src = write(
        &dir,
        "d.c",
        "int v = VALUE;\n#ifdef GONE\n#error gone\n#endif\n",
    );
    let out = check(xlate().arg(&src).args([
        "--to",
        "c",
        "--no-line-directives",
        "-DVALUE=42",
        "-DGONE",
        "-UGONE",
        "-o",
        "-",
    ]));
    assert_eq!(text(&out.stdout), "int v = 42;\n");
}

#[test]
fn line_directives_point_at_the_source() {
    let dir = scratch("cli-line");
    let src = write(
        &dir,
        "l.c",
        "\n\n\n\n\n\nint f(void)\n{\n    return 1;\n}\n",
    );
    let out = check(xlate().arg(&src).args(["--to", "c", "-o", "-"]));
    let t = text(&out.stdout);
    assert!(t.starts_with("#line 7 \""), "{t}");
}

/// Shared arrays sized or blocked at run time: the forms neither backend takes are refused with
/// a diagnostic (and no output), the same way by `--to upcr` and `--to ga`.
#[test]
fn runtime_layout_forms_that_are_refused() {
    let dir = scratch("cli-runtime-layout");
    let cases = [
        // A `goto` could skip the creation or the release of the array.
        (
            "goto.upc",
            "#include <upc.h>\nint main(int argc, char **argv)\n{\n    int n = argc;\n    shared int a[n * THREADS];\n    if (n > 3)\n        goto out;\n    a[0] = 1;\nout:\n    return 0;\n}\n",
            "E0900",
            "goto.upc:5:",
        ),
        // A pointer whose block size is computed at run time.
        (
            "pointer.upc",
            "#include <upc.h>\nint main(int argc, char **argv)\n{\n    int b = argc;\n    shared [b] int *p;\n    p = 0;\n    return 0;\n}\n",
            "E0211",
            "pointer.upc:5:",
        ),
        // `static` storage in block scope: created before the values exist.
        (
            "static.upc",
            "#include <upc.h>\nint main(int argc, char **argv)\n{\n    int n = argc;\n    static shared int a[n * THREADS];\n    a[0] = 1;\n    return 0;\n}\n",
            "E0211",
            "static.upc:5:",
        ),
        // At file scope: E0200 for the block size.
        (
            "file_scope.upc",
            "#include <upc.h>\nint n = 2;\nshared [n] int a[4 * THREADS];\nint main(void) { return 0; }\n",
            "E0200",
            "file_scope.upc:3:",
        ),
    ];
    for (name, code, diag, place) in cases {
        let src = write(&dir, name, code);
        for to in ["upcr", "ga"] {
            let out_file = dir.join(format!("{name}.{to}.c"));
            let r = run(xlate().arg(&src).args(["--to", to, "-o"]).arg(&out_file));
            let err = text(&r.stderr);
            assert_eq!(r.status.code(), Some(1), "{name} --to {to}:\n{err}");
            assert!(
                err.contains(&format!("[{diag}]")) && err.contains(place),
                "{name} --to {to}:\n{err}"
            );
            assert!(!out_file.exists(), "{name} --to {to}: output written");
        }
    }
}
