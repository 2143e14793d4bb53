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

/// `CC` as makefiles pass it: a compiler with arguments, or with a blank after it (`CC='$CC
/// $CFLAGS'` with empty flags): the program and its arguments (it was taken as one file name,
/// `gcc `, and the translation failed with exit 3).
#[test]
fn cc_environment_variable_with_arguments() {
    let dir = scratch("cli-env-cc-args");
    let src = write(&dir, "p.c", "int v = FROM_CC;\n");
    for cc in ["cc -DFROM_CC=7", "cc -DFROM_CC=7 ", " cc  -DFROM_CC=7"] {
        let out = check(xlate().env("CC", cc).arg(&src).args([
            "--to",
            "c",
            "--no-line-directives",
            "-o",
            "-",
        ]));
        assert!(
            text(&out.stdout).contains("int v = 7;"),
            "CC={cc:?}: {}",
            text(&out.stdout)
        );
    }
    let out =
        check(
            xlate()
                .env("CC", "cc ")
                .arg(&src)
                .args(["--to", "c", "-DFROM_CC=1", "-o", "-"]),
        );
    assert!(text(&out.stdout).contains("int v = 1;"));
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

// ---- Issue 13, "the tool itself": every entry point refuses, names and keeps inputs alike ----

/// The folder of the runtime libraries `pgas-xlate cc` builds (shared with tests/upc_exec.rs).
fn cc_in(dir: &std::path::Path) -> std::process::Command {
    let mut c = xlate();
    c.arg("cc")
        .env("PGAS_XLATE_CACHE", cache())
        .current_dir(dir);
    c
}

/// The files of a folder with their contents (to prove that nothing changed).
fn snapshot(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read(&p).unwrap(),
            )
        })
        .collect();
    v.sort();
    v
}

const HELLO_UPC: &str = "#include <upc.h>\n#include <stdio.h>\nint main(void)\n{\n    printf(\"hello from %d\\n\", MYTHREAD);\n    return 0;\n}\n";

/// Item 1: an output that names an input — the same spelling, `./`, `dir/../`, a symbolic
/// link, a hard link — is refused before anything is written, by the translator and by `cc`
/// (`-o`, `--save-temps` files, `-MF`).
#[test]
fn an_output_naming_an_input_is_refused() {
    let dir = scratch("cli-output-is-input");
    write(&dir, "prog.upc", HELLO_UPC);
    std::fs::create_dir(dir.join("sub")).unwrap();
    std::os::unix::fs::symlink("prog.upc", dir.join("link.upc")).unwrap();
    std::fs::hard_link(dir.join("prog.upc"), dir.join("hard.upc")).unwrap();
    let before = snapshot(&dir);
    for to in ["upcr", "ga", "c"] {
        for out in [
            "prog.upc",
            "./prog.upc",
            "sub/../prog.upc",
            "link.upc",
            "hard.upc",
        ] {
            let r = run(xlate()
                .current_dir(&dir)
                .args(["prog.upc", "--to", to, "-o", out]));
            assert_eq!(r.status.code(), Some(2), "--to {to} -o {out}");
            assert_eq!(
                text(&r.stderr),
                format!("error: the output file `{out}` is the input file `prog.upc`; nothing written\n"),
                "--to {to} -o {out}"
            );
        }
    }
    // Through the link, the other way round.
    let r = run(xlate()
        .current_dir(&dir)
        .args(["link.upc", "--to", "upcr", "-o", "prog.upc"]));
    assert_eq!(r.status.code(), Some(2));
    assert_eq!(
        text(&r.stderr),
        "error: the output file `prog.upc` is the input file `link.upc`; nothing written\n"
    );
    // `--to upc` writes `.upc`: its input is C.
    write(&dir, "g.c", "int main(void) { return 0; }\n");
    let r = run(xlate()
        .current_dir(&dir)
        .args(["g.c", "--to", "upc", "-o", "./g.c"]));
    assert_eq!(r.status.code(), Some(2));
    assert_eq!(
        text(&r.stderr),
        "error: the output file `./g.c` is the input file `g.c`; nothing written\n"
    );
    // A dependency file too.
    let r = run(xlate().current_dir(&dir).args([
        "prog.upc", "--to", "upcr", "-MD", "-MF", "hard.upc", "-o", "-",
    ]));
    assert_eq!(r.status.code(), Some(2));
    assert_eq!(
        text(&r.stderr),
        "error: the output file `hard.upc` is the input file `prog.upc`; nothing written\n"
    );
    std::fs::remove_file(dir.join("g.c")).unwrap();
    assert_eq!(
        snapshot(&dir),
        before,
        "an input changed or a file appeared"
    );

    // cc: the program, an object, a kept translation, a dependency file.
    let cases: [(&[&str], &str, &str); 6] = [
        (&["prog.upc", "-o", "prog.upc"], "prog.upc", "prog.upc"),
        (&["prog.upc", "-o", "./link.upc"], "./link.upc", "prog.upc"),
        (
            &["-c", "prog.upc", "-o", "hard.upc"],
            "hard.upc",
            "prog.upc",
        ),
        (
            &["prog.upc", "other.o", "-o", "sub/../other.o"],
            "sub/../other.o",
            "other.o",
        ),
        (
            &["--save-temps", "prog.upc", "prog.upcr.c", "-o", "p"],
            "prog.upcr.c",
            "prog.upcr.c",
        ),
        (
            &["-c", "-MD", "-MF", "link.upc", "prog.upc"],
            "link.upc",
            "prog.upc",
        ),
    ];
    write(&dir, "other.o", "not really an object\n");
    write(&dir, "prog.upcr.c", "int helper(void) { return 1; }\n");
    let before = snapshot(&dir);
    for (args, out, input) in cases {
        let r = run(cc_in(&dir).args(args));
        assert_eq!(r.status.code(), Some(2), "cc {args:?}: {}", text(&r.stderr));
        assert_eq!(
            text(&r.stderr),
            format!(
                "error: the output file `{out}` is the input file `{input}`; nothing written\n"
            ),
            "cc {args:?}"
        );
        assert_eq!(
            snapshot(&dir),
            before,
            "cc {args:?}: an input changed or a file appeared"
        );
    }
}

/// An output that is a device or a pipe (`-o /dev/null`, a FIFO a build system reads) is
/// written through, never replaced by a regular file (as root, renaming over `/dev/null` would
/// succeed and break every later `> /dev/null` on the machine).
#[test]
fn an_output_that_is_a_pipe_stays_a_pipe() {
    use std::os::unix::fs::FileTypeExt;
    let dir = scratch("cli-output-pipe");
    write(&dir, "prog.upc", HELLO_UPC);
    let fifo = dir.join("out.pipe");
    let _ = std::fs::remove_file(&fifo);
    check(std::process::Command::new("mkfifo").arg(&fifo));
    for args in [
        &["prog.upc", "--to", "upcr", "-o", "out.pipe"][..],
        &["prog.upc", "--to", "ga", "-o", "out.pipe"][..],
        &["cc", "prog.upc", "-o", "out.pipe"][..],
    ] {
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read(fifo).unwrap())
        };
        let mut cmd = if args[0] == "cc" {
            cc_in(&dir)
        } else {
            let mut c = xlate();
            c.current_dir(&dir);
            c
        };
        let skip = usize::from(args[0] == "cc");
        check(cmd.args(&args[skip..]));
        // Checked before joining: a replaced pipe never gets a writer.
        let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
        assert!(kind.is_fifo(), "{args:?}: the pipe was replaced");
        let bytes = reader.join().unwrap();
        if args[0] == "cc" {
            assert!(bytes.starts_with(b"\x7fELF"), "{args:?}: not the program");
        } else {
            assert!(
                text(&bytes).contains("user_main"),
                "{args:?}: {}",
                text(&bytes)
            );
        }
        let strays: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains("pgas-xlate"))
            .collect();
        assert!(strays.is_empty(), "{args:?}: left {strays:?}");
    }
    // `/dev/null` itself, as the suite scripts use it.
    check(
        xlate()
            .current_dir(&dir)
            .args(["prog.upc", "--to", "upcr", "-o", "/dev/null"]),
    );
    let kind = std::fs::metadata("/dev/null").unwrap().file_type();
    assert!(kind.is_char_device(), "/dev/null was replaced");
}

/// The mode of a file, without the type bits.
fn mode(p: &std::path::Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p)
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        .permissions()
        .mode()
        & 0o7777
}

/// Item 2: outputs get the mode a compiler gives them (0666 less the umask; a program the
/// linker's 0777 less the umask), never a temporary file's 0600; `--save-temps` files too.
#[test]
fn outputs_get_the_modes_a_compiler_gives() {
    let dir = scratch("cli-modes");
    write(&dir, "prog.upc", HELLO_UPC);
    write(&dir, "g.c", "int main(void) { return 0; }\n");
    let exe = env!("CARGO_BIN_EXE_pgas-xlate");
    let cache = cache();
    for (umask, file_mode, exe_mode) in [
        ("022", 0o644, 0o755),
        ("027", 0o640, 0o750),
        ("002", 0o664, 0o775),
    ] {
        let sh = |cmd: &str| {
            check(
                std::process::Command::new("sh")
                    .current_dir(&dir)
                    .env("PGAS_XLATE_CACHE", &cache)
                    .arg("-c")
                    .arg(format!("umask {umask} && {cmd}")),
            )
        };
        for (args, out) in [
            ("prog.upc --to upcr", "prog.upcr.c"),
            ("prog.upc --to ga", "prog.ga.c"),
            ("g.c --to upc", "g.upc"),
            ("g.c --to c -o g.out.c", "g.out.c"),
        ] {
            let _ = std::fs::remove_file(dir.join(out));
            sh(&format!("{exe} {args}"));
            assert_eq!(mode(&dir.join(out)), file_mode, "umask {umask}: {args}");
        }
        // Over an existing file of another mode, too.
        sh(&format!(
            "chmod 600 prog.upcr.c && {exe} prog.upc --to upcr"
        ));
        assert_eq!(
            mode(&dir.join("prog.upcr.c")),
            file_mode,
            "umask {umask}: rewritten"
        );
        for f in ["prog.upcr.c", "prog", "prog.o"] {
            let _ = std::fs::remove_file(dir.join(f));
        }
        sh(&format!(
            "{exe} cc --save-temps prog.upc -o prog && {exe} cc -c prog.upc"
        ));
        assert_eq!(
            mode(&dir.join("prog.upcr.c")),
            file_mode,
            "umask {umask}: --save-temps"
        );
        assert_eq!(
            mode(&dir.join("prog.o")),
            file_mode,
            "umask {umask}: object"
        );
        assert_eq!(mode(&dir.join("prog")), exe_mode, "umask {umask}: program");
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("prog.upc")).unwrap(),
        HELLO_UPC
    );
}

/// Item 3: every subcommand has `--help` and `-h` listing its options (upcc's and upcrun's
/// spellings included); the top-level help lists every subcommand under `-h` as well.
#[test]
fn every_subcommand_has_help() {
    let cases: [(&[&str], &[&str]); 9] = [
        (
            &["-h"],
            &[
                "pgas-xlate cc",
                "pgas-xlate run",
                "pgas-xlate trace",
                "--to",
            ],
        ),
        (
            &["--help"],
            &[
                "pgas-xlate cc",
                "pgas-xlate run",
                "pgas-xlate trace",
                "--to",
            ],
        ),
        (
            &["cc", "--help"],
            &[
                "usage: pgas-xlate cc",
                "-shared-heap=SIZE",
                "-fupc-threads",
                "--save-temps",
                "-fopenmp",
                "-MD",
                "-Xlinker",
                "--to upcr|ga|upc",
            ],
        ),
        (&["cc", "-h"], &["usage: pgas-xlate cc", "-T N"]),
        (
            &["run", "--help"],
            &[
                "usage: pgas-xlate run",
                "-np N",
                "-shared-heap=SIZE",
                "MPIRUN",
            ],
        ),
        (&["run", "-h"], &["usage: pgas-xlate run", "-n N"]),
        (&["trace", "-h"], &["merge", "export", "summary", "dump"]),
        (&["trace", "export", "--help"], &["--format", "otf2", "-o"]),
        (&["trace", "summary", "-h"], &["--png"]),
    ];
    for (args, wanted) in cases {
        let r = run(xlate().args(args));
        assert_eq!(r.status.code(), Some(0), "{args:?}: {}", text(&r.stderr));
        let out = text(&r.stdout);
        for w in wanted {
            assert!(out.contains(w), "{args:?} lacks {w}:\n{out}");
        }
        assert_eq!(text(&r.stderr), "", "{args:?}");
    }
    // `cc --help` lists every option its parser takes.
    let help = text(&run(xlate().args(["cc", "--help"])).stdout);
    for flag in [
        "--ga",
        "--dynamic-pointers",
        "--checks",
        "--profile",
        "--profile-only",
        "--inst",
        "--inst-local",
        "--inst-functions",
        "--noinst",
        "--trace-buffer-size",
        "--shared-heap",
        "-x upc",
        "-c",
        "-o OUT",
        "-I DIR",
        "-D NAME",
        "-U NAME",
        "-L DIR",
        "-l LIB",
        "-Wl,",
        "-MMD",
        "-MF",
        "-MT",
        "-MQ",
        "-MP",
        "-pthread",
        "-std=",
        "-rdynamic",
        "-static",
    ] {
        assert!(help.contains(flag), "cc --help lacks {flag}");
    }
}

/// Item 4: a program without `main` fails when it is linked, with one clear line, under both
/// backends; nothing is written (an old program stays) and the input is unchanged.
#[test]
fn a_program_without_main_fails_at_link_time() {
    let dir = scratch("cli-no-main");
    write(&dir, "empty.upc", "");
    write(
        &dir,
        "lib.upc",
        "#include <upc.h>\nshared int counter;\nint bump(void) { return ++counter; }\n",
    );
    for to in ["upcr", "ga"] {
        for src in ["empty.upc", "lib.upc"] {
            write(&dir, "prog", "old program\n");
            let before = snapshot(&dir);
            let r = run(cc_in(&dir).args(["--to", to, src, "-o", "prog"]));
            assert_eq!(
                r.status.code(),
                Some(1),
                "--to {to} {src}: {}",
                text(&r.stderr)
            );
            assert_eq!(
                text(&r.stderr),
                "error: the program has no `main` function: none of its files defines one; prog not written\n",
                "--to {to} {src}"
            );
            assert_eq!(snapshot(&dir), before, "--to {to} {src}");
        }
        // Compiling it alone is fine (another file may have main).
        check(cc_in(&dir).args(["--to", to, "-c", "lib.upc"]));
        std::fs::remove_file(dir.join("lib.o")).unwrap();
    }
}

/// Item 5: a binary input is refused in one line naming it, by every entry point.
#[test]
fn a_binary_input_is_one_line() {
    let dir = scratch("cli-binary");
    let mut bytes: Vec<u8> = (0..=255u8).cycle().take(100_000).collect();
    bytes.splice(0..4, *b"\x7fELF");
    for name in ["blob.upc", "blob.c"] {
        std::fs::write(dir.join(name), &bytes).unwrap();
    }
    let before = snapshot(&dir);
    let cases: [&[&str]; 6] = [
        &["blob.upc", "--to", "upcr"],
        &["blob.upc", "--to", "ga"],
        &["blob.c", "--to", "upc"],
        &["cc", "blob.upc", "-o", "p"],
        &["cc", "-c", "blob.c"],
        &["cc", "--to", "upc", "blob.c", "-o", "p"],
    ];
    for args in cases {
        let mut c = if args[0] == "cc" {
            cc_in(&dir)
        } else {
            xlate()
        };
        c.current_dir(&dir);
        let r = run(c.args(if args[0] == "cc" { &args[1..] } else { args }));
        let name = args.iter().find(|a| a.starts_with("blob")).unwrap();
        assert_eq!(r.status.code(), Some(1), "{args:?}");
        assert_eq!(
            text(&r.stderr),
            format!("error: {name}: not a text file\n"),
            "{args:?}"
        );
        assert_eq!(snapshot(&dir), before, "{args:?}");
    }
}

/// Item 6: the same input gives the same diagnostics through the translator and through `cc`.
#[test]
fn translator_and_cc_give_the_same_diagnostics() {
    let dir = scratch("cli-same-diagnostics");
    let cases = [
        (
            "ssend.c",
            "#include <mpi.h>\n#include \"ga.h\"\nint main(int argc, char **argv)\n{\n    int x = 1;\n    MPI_Init(&argc, &argv);\n    GA_Initialize();\n    MPI_Ssend(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);\n    GA_Terminate();\n    MPI_Finalize();\n    return 0;\n}\n",
            "upc",
            "error[E0402]: the MPI call `MPI_Ssend` has no UPC translation\n",
        ),
        (
            "undeclared.upc",
            "#include <upc.h>\nint main(void)\n{\n    return missing;\n}\n",
            "upcr",
            "error[E0100]: use of undeclared identifier `missing`\n",
        ),
        (
            "undeclared.upc",
            "#include <upc.h>\nint main(void)\n{\n    return missing;\n}\n",
            "ga",
            "error[E0100]: use of undeclared identifier `missing`\n",
        ),
    ];
    for (name, code, to, first) in cases {
        write(&dir, name, code);
        let before = snapshot(&dir);
        let t = run(xlate()
            .current_dir(&dir)
            .args([name, "--to", to, "-o", "out.c"]));
        let c = run(cc_in(&dir).args(["--to", to, name, "-o", "prog"]));
        assert_eq!(t.status.code(), Some(1), "{name} --to {to}");
        assert_eq!(c.status.code(), Some(1), "cc {name} --to {to}");
        assert!(
            text(&t.stderr).starts_with(first),
            "{name} --to {to}:\n{}",
            text(&t.stderr)
        );
        assert_eq!(text(&c.stderr), text(&t.stderr), "{name} --to {to}");
        assert_eq!(snapshot(&dir), before, "{name} --to {to}");
        std::fs::remove_file(dir.join(name)).unwrap();
    }
}

/// Item 7: messages show no internals: the `-o` error names no temporary file; a C compiler
/// error on a translated program names `main` (not its translated name) and a line of the
/// user's file (never one past its end, in code the translation added).
#[test]
fn messages_show_no_internals() {
    let dir = scratch("cli-internals");
    write(&dir, "prog.upc", HELLO_UPC);
    for (out, why) in [
        (
            "missing/dir/prog.c",
            "No such file or directory (os error 2)",
        ),
        ("adir", "Is a directory (os error 21)"),
    ] {
        let _ = std::fs::create_dir(dir.join("adir"));
        let r = run(xlate()
            .current_dir(&dir)
            .args(["prog.upc", "--to", "upcr", "-o", out]));
        assert_eq!(r.status.code(), Some(1));
        assert_eq!(
            text(&r.stderr),
            format!("error: cannot write {out}: {why}\n")
        );
    }
    assert_eq!(snapshot(&dir).len(), 1, "a temporary file was left");
    // The program is linked under a temporary name: the linker's message names `-o`.
    let r = run(cc_in(&dir).args(["prog.upc", "-o", "missing/prog"]));
    assert_eq!(r.status.code(), Some(1));
    let err = text(&r.stderr);
    assert!(
        err.contains("cannot open output file missing/prog: No such file or directory"),
        "{err}"
    );
    assert!(!err.contains("pgas-xlate-"), "{err}");
    assert_eq!(snapshot(&dir).len(), 1, "a temporary file was left");
    // The last line holds two statements that are printed on two lines, and the shared
    // variable's start-up code follows the user's last line in the translation. A call the C
    // compiler refuses (and the translator accepts), with every warning on: only the user's
    // names and lines.
    write(
        &dir,
        "three.upc",
        "void bad(void) __attribute__((error(\"do not call\"))); shared int v = 1;\nint main(void)\n{\n    bad();\n    return v;\n}\nvoid f(void) { int k = 0; bad(); }\n",
    );
    let before = snapshot(&dir);
    for to in ["upcr", "ga"] {
        let r = run(cc_in(&dir).env("LC_ALL", "C.UTF-8").args([
            "--to",
            to,
            "-Wall",
            "-Wextra",
            "three.upc",
            "-o",
            "three",
        ]));
        let err = text(&r.stderr);
        assert_eq!(r.status.code(), Some(1), "--to {to}:\n{err}");
        assert!(
            err.contains("three.upc: In function ‘main’:\nthree.upc:4:5: error: call to ‘bad’ declared with attribute error: do not call\n"),
            "--to {to}:\n{err}"
        );
        assert!(
            err.contains("three.upc: In function ‘f’:\nthree.upc:7:5: error: call to ‘bad’ declared with attribute error: do not call\n"),
            "--to {to}:\n{err}"
        );
        for internal in [
            "upcrt_",
            "upcga_",
            "upcr_",
            "/tmp/",
            "pgas-xlate-cc",
            "three.upc:8:",
            "three.upc:9:",
            "argc",
        ] {
            assert!(!err.contains(internal), "--to {to}: `{internal}` in\n{err}");
        }
        assert_eq!(snapshot(&dir), before, "--to {to}");
    }
}

/// The line rewriting of item 7 on its own: a line past the end of the file becomes its last
/// line, the start-up functions are named for what they do.
#[test]
fn compiler_messages_are_rewritten_in_the_users_terms() {
    let dir = scratch("cli-user-names");
    let f = write(&dir, "two.upc", "int x;\nint y;\n");
    let f = f.display();
    let msg = format!(
        "{f}: In function ‘upcrt_init_two’:\n{f}:9:3: error: bad\n{f}: In function ‘upcrt_user_main’:\n{f}:2:1: warning: w\nnote: in upcga_user_main\n\
         {f}: In function ‘g’:\n{f}:1:5: warning: unused parameter ‘upcrt_argc’ [-Wunused-parameter]\n    1 | int x;\n      |     ^\n\
         {f}: In function ‘h’:\n{f}:2:5: warning: comparison of ‘int’ and ‘upcr_thread_t’ {{aka ‘unsigned int’}}\n"
    );
    assert_eq!(
        pgas_xlate::cc::user_names(&msg),
        format!(
            "{f}: In the initialisation of the shared data:\n{f}:2:3: error: bad\n{f}: In function ‘main’:\n{f}:2:1: warning: w\nnote: in main\n\
             {f}: In function ‘h’:\n{f}:2:5: warning: comparison of ‘int’ and ‘unsigned int’\n"
        )
    );
}

// ---- Issue 14, item 3: the compiler flags real Makefiles pass ----

/// The translator takes CFLAGS/LDFLAGS: the flags that change preprocessing reach the
/// preprocessor (`-fopenmp` defines `_OPENMP`), `-MD` writes a dependency file naming the
/// source and its headers, the others change nothing; a flag it cannot honour is one line.
#[test]
fn the_translator_takes_compiler_flags() {
    let dir = scratch("cli-flags");
    write(&dir, "defs.h", "#define WIDTH 4\n");
    let code = "#include <upc.h>\n#include \"defs.h\"\n#ifdef _OPENMP\nint openmp_on = 1;\n#endif\nshared [WIDTH] int a[WIDTH * THREADS];\nint main(void) { return 0; }\n";
    write(&dir, "prog.upc", code);
    let plain = check(
        xlate()
            .current_dir(&dir)
            .args(["prog.upc", "--to", "upcr", "-o", "-"]),
    );
    let plain = text(&plain.stdout);
    assert!(!plain.contains("openmp_on"));
    let flags = [
        "-O2",
        "-O0",
        "-g",
        "-g3",
        "-Wall",
        "-Wextra",
        "-Werror",
        "-w",
        "-pedantic",
        "-std=gnu11",
        "-pthread",
        "-m64",
        "-march=x86-64",
        "-fPIC",
        "-fno-strict-aliasing",
        "-lm",
        "-l",
        "m",
        "-L/usr/lib",
        "-L",
        "/usr/lib",
        "-Wl,-z,now",
        "-Xlinker",
        "--as-needed",
        "-c",
        "-rdynamic",
        "-static",
        "-Wp,-DEXTRA=1",
        "-iquote",
        ".",
        "-pipe",
        "-v",
        "-s",
        "-static-libgcc",
        "-no-pie",
        "--param",
        "max-inline-insns-single=100",
        "--param=inline-unit-growth=20",
        "-Xassembler",
        "--noexecstack",
    ];
    for to in ["upcr", "ga"] {
        let r = check(
            xlate()
                .current_dir(&dir)
                .args(["prog.upc", "--to", to, "-o", "-"])
                .args(flags),
        );
        let plain = text(
            &check(
                xlate()
                    .current_dir(&dir)
                    .args(["prog.upc", "--to", to, "-o", "-"]),
            )
            .stdout,
        );
        assert_eq!(
            text(&r.stdout),
            plain,
            "--to {to}: flags without effect changed the output"
        );
        assert_eq!(text(&r.stderr), "", "--to {to}");
        let r = check(
            xlate()
                .current_dir(&dir)
                .args(["prog.upc", "--to", to, "-fopenmp", "-o", "-"]),
        );
        assert!(
            text(&r.stdout).contains("int openmp_on = 1;"),
            "--to {to}: -fopenmp did not define _OPENMP"
        );
    }
    // -MD: the dependency file names the output as the target, the source and its header.
    check(
        xlate()
            .current_dir(&dir)
            .args(["prog.upc", "--to", "upcr", "-MMD"]),
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("prog.upcr.d")).unwrap(),
        "prog.upcr.c: prog.upc defs.h\n"
    );
    check(xlate().current_dir(&dir).args([
        "prog.upc", "--to", "ga", "-o", "out.c", "-MMD", "-MF", "out.dep", "-MT", "T", "-MP",
    ]));
    assert_eq!(
        std::fs::read_to_string(dir.join("out.dep")).unwrap(),
        "T: prog.upc defs.h\ndefs.h:\n"
    );
    // A flag it cannot honour: one line naming it.
    for flag in ["-S", "--frobnicate", "-E"] {
        let r = run(xlate()
            .current_dir(&dir)
            .args(["prog.upc", "--to", "upcr", flag]));
        assert_eq!(r.status.code(), Some(2), "{flag}");
        assert_eq!(
            text(&r.stderr),
            format!("error: unknown option `{flag}` (`pgas-xlate --help` lists the options)\n")
        );
    }
    assert_eq!(std::fs::read_to_string(dir.join("prog.upc")).unwrap(), code);
}

/// `cc` takes the same flags and gives each to its stage; flags it cannot honour are one line.
#[test]
fn cc_rejects_what_it_cannot_honour_in_one_line() {
    let dir = scratch("cli-cc-unsupported");
    write(&dir, "prog.upc", HELLO_UPC);
    let before = snapshot(&dir);
    for (flag, why) in [
        (
            "-M",
            "dependency output without compiling is not produced; use -MD",
        ),
        (
            "-MM",
            "dependency output without compiling is not produced; use -MMD",
        ),
        (
            "-shared",
            "a UPC program cannot be a shared library (the runtime owns `main`)",
        ),
        (
            "-m32",
            "the runtime library is built for the compiler's default ABI",
        ),
    ] {
        let r = run(cc_in(&dir).args([flag, "prog.upc"]));
        assert_eq!(r.status.code(), Some(2), "{flag}");
        assert_eq!(
            text(&r.stderr),
            format!("error: `{flag}` is not supported: {why}\n")
        );
    }
    let r = run(cc_in(&dir).args(["--frobnicate", "prog.upc"]));
    assert_eq!(r.status.code(), Some(2));
    assert_eq!(
        text(&r.stderr),
        "error: unknown option `--frobnicate` (`pgas-xlate cc --help` lists the options)\n"
    );
    assert_eq!(snapshot(&dir), before);
}

/// `-c` on several files, dependency files naming the user's sources and headers (not the
/// translation), and the link flags (`-L`, `-l`, `-Wl,…`, `-Xlinker`) reaching the link.
#[test]
fn cc_compiles_many_files_with_dependencies_and_link_flags() {
    let dir = scratch("cli-cc-many");
    write(
        &dir,
        "sizes.h",
        "#define PER_THREAD 3\nint helper(int);\nint twice(int);\n",
    );
    write(
        &dir,
        "main.upc",
        "#include <upc.h>\n#include <stdio.h>\n#include \"sizes.h\"\nshared [PER_THREAD] int a[PER_THREAD * THREADS];\nint main(void)\n{\n    int i;\n    upc_forall (i = 0; i < PER_THREAD * THREADS; i++; &a[i])\n        a[i] = helper(i);\n    upc_barrier;\n    if (MYTHREAD == 0) {\n        long s = 0;\n        for (i = 0; i < PER_THREAD * THREADS; i++)\n            s += a[i];\n        printf(\"sum %ld\\n\", s);\n    }\n    return 0;\n}\n",
    );
    write(&dir, "helper.upc", "#include <upc.h>\n#include \"sizes.h\"\nint helper(int i) { return twice(i) + MYTHREAD * 0; }\n");
    write(
        &dir,
        "twice.c",
        "#include \"sizes.h\"\nint twice(int i) { return 2 * i; }\n",
    );
    let before = snapshot(&dir);
    check(cc_in(&dir).args([
        "-c",
        "-O3",
        "-g",
        "-Wall",
        "-std=gnu99",
        "-pthread",
        "-m64",
        "-fPIC",
        "-MMD",
        "-MP",
        "main.upc",
        "helper.upc",
        "twice.c",
    ]));
    for (stem, src) in [
        ("main", "main.upc"),
        ("helper", "helper.upc"),
        ("twice", "twice.c"),
    ] {
        assert!(dir.join(format!("{stem}.o")).exists(), "{stem}.o");
        assert_eq!(
            std::fs::read_to_string(dir.join(format!("{stem}.d"))).unwrap(),
            format!("{stem}.o: {src} sizes.h\nsizes.h:\n"),
            "{stem}.d"
        );
    }
    // A library of its own, found through -L and -l; linker flags in both spellings.
    std::fs::create_dir(dir.join("lib")).unwrap();
    check(std::process::Command::new("ar").current_dir(&dir).args([
        "rcs",
        "lib/libtwice.a",
        "twice.o",
    ]));
    check(cc_in(&dir).args([
        "main.o",
        "helper.o",
        "-L",
        "lib",
        "-ltwice",
        "-Wl,--as-needed",
        "-Xlinker",
        "-z",
        "-Xlinker",
        "now",
        "-pthread",
        "-O2",
        "-o",
        "prog",
    ]));
    for n in [1, 2, 4] {
        let out = run_upc(&dir.join("prog"), n, 120);
        let total: i64 = (0..3 * i64::from(n)).map(|i| 2 * i).sum();
        assert_eq!(text(&out), format!("sum {total}\n"), "{n} threads");
    }
    // -MD when compiling and linking in one step: the program is the target.
    check(cc_in(&dir).args([
        "-MD",
        "-MF",
        "all.d",
        "main.upc",
        "-o",
        "prog2",
        "helper.upc",
        "twice.c",
    ]));
    let deps = std::fs::read_to_string(dir.join("all.d")).unwrap();
    assert!(deps.starts_with("prog2: "), "{deps}");
    // The sources are unchanged.
    for (name, data) in before {
        assert_eq!(std::fs::read(dir.join(&name)).unwrap(), data, "{name}");
    }
}

/// Forced includes (`-include`, `-imacros`) reach the translation, whose output holds what they
/// bring in (the C compiler does not include them a second time: a struct would be defined
/// twice); the other flags of GCC's driver that Makefiles pass (`-Xpreprocessor`, `-pipe`,
/// `-s`, `--param`, …) reach their stage. Built and run under both backends on 1, 2, 4 processes.
#[test]
fn cc_takes_forced_includes_and_the_drivers_other_flags() {
    let dir = scratch("cli-cc-forced-include");
    write(
        &dir,
        "decl.h",
        "struct pair { int x, y; };\nstatic inline int twice(int v) { return 2 * v; }\nint extra(void);\n",
    );
    // A C file compiled as it is gets the forced includes too.
    write(
        &dir,
        "extra.c",
        "int extra(void) { struct pair q = { 3, BASE }; return q.x + q.y; }\n",
    );
    write(
        &dir,
        "macros.h",
        "#define BASE 10\nint ignored_declaration(void);\n",
    );
    let code = "#include <upc.h>\nshared int a[THREADS];\nint main(void)\n{\n    struct pair p = { 1, 2 };\n    a[MYTHREAD] = twice(MYTHREAD) + BASE + p.y + EXTRA + extra();\n    upc_barrier;\n    if (MYTHREAD == 0) {\n        int s = 0;\n        for (int i = 0; i < THREADS; i++)\n            s += a[i];\n        printf(\"sum %d\\n\", s);\n    }\n    return 0;\n}\n";
    write(&dir, "prog.upc", code);
    let before = snapshot(&dir);
    let forced = [
        "-include", "stdio.h", "-include", "decl.h", "-imacros", "macros.h",
    ];
    for to in ["upcr", "ga"] {
        let exe = format!("prog_{to}");
        check(cc_in(&dir).args(["--to", to]).args(forced).args([
            "-Xpreprocessor",
            "-DEXTRA=100",
            "-pipe",
            "-s",
            "-static-libgcc",
            "--param",
            "max-inline-insns-single=100",
            "-Xassembler",
            "--noexecstack",
            "-MMD",
            "prog.upc",
            "extra.c",
            "-o",
            &exe,
        ]));
        let deps = std::fs::read_to_string(dir.join("prog.d")).unwrap();
        assert!(deps.contains("decl.h"), "--to {to}: {deps}");
        for n in [1, 2, 4] {
            let out = run_upc(&dir.join(&exe), n, 120);
            let total: u32 = (0..n).map(|t| 2 * t + 10 + 2 + 100 + 13).sum();
            assert_eq!(
                text(&out),
                format!("sum {total}\n"),
                "--to {to}, {n} threads"
            );
        }
        // The translator alone expands the forced includes.
        let r = check(
            xlate()
                .current_dir(&dir)
                .args(["prog.upc", "--to", to])
                .args(forced)
                .args(["-DEXTRA=1", "-o", "-"]),
        );
        let out = text(&r.stdout);
        assert!(out.contains("struct pair"), "--to {to}");
        assert!(
            !out.contains("BASE"),
            "--to {to}: -imacros did not define BASE"
        );
    }
    for (name, data) in before {
        assert_eq!(std::fs::read(dir.join(&name)).unwrap(), data, "{name}");
    }
}

/// A hybrid UPC + OpenMP program (`-fopenmp`): a team of OpenMP threads inside each UPC thread,
/// under both backends, on 1, 2 and 4 processes.
#[test]
fn hybrid_upc_openmp_programs_build_and_run() {
    let dir = scratch("cli-openmp");
    write(
        &dir,
        "hybrid.upc",
        "#include <upc.h>\n#include <stdio.h>\n#include <omp.h>\n#define N 1000\nshared long partial[THREADS];\nshared int team[THREADS];\n\
         int main(void)\n{\n    long sum = 0;\n    int size = 0;\n#pragma omp parallel reduction(+ : sum)\n    {\n#pragma omp single\n        size = omp_get_num_threads();\n#pragma omp for\n        for (int i = 0; i < N; i++)\n            sum += (long)MYTHREAD * N + i;\n    }\n\
         partial[MYTHREAD] = sum;\n    team[MYTHREAD] = size;\n    upc_barrier;\n    if (MYTHREAD == 0) {\n        long total = 0;\n        for (int t = 0; t < THREADS; t++) {\n            total += partial[t];\n            printf(\"thread %d: %d OpenMP threads\\n\", t, team[t]);\n        }\n\
         printf(\"_OPENMP %s, total %ld\\n\", _OPENMP > 200000 ? \"defined\" : \"old\", total);\n    }\n    return 0;\n}\n",
    );
    for to in ["upcr", "ga"] {
        let exe = dir.join(format!("hybrid-{to}"));
        check(
            cc_in(&dir)
                .args(["--to", to, "-fopenmp", "-O2", "hybrid.upc", "-o"])
                .arg(&exe),
        );
        for n in [1u32, 2, 4] {
            let r = check(
                std::process::Command::new("timeout")
                    .args([
                        "180",
                        env!("CARGO_BIN_EXE_pgas-xlate"),
                        "run",
                        "-n",
                        &n.to_string(),
                    ])
                    .arg(&exe)
                    .env("OMP_NUM_THREADS", "3"),
            );
            let total: i64 = (0..1000 * i64::from(n)).sum();
            let mut want: String = (0..n)
                .map(|t| format!("thread {t}: 3 OpenMP threads\n"))
                .collect();
            want.push_str(&format!("_OPENMP defined, total {total}\n"));
            assert_eq!(text(&r.stdout), want, "--to {to}, {n} threads");
        }
    }
}

/// Syntax errors with `--error-format=short`: the lines of the report, and the status.
fn syntax_report(dir: &std::path::Path, name: &str, src: &str) -> (Vec<String>, Option<i32>) {
    let p = write(dir, name, src);
    let out = run(xlate()
        .arg(&p)
        .args(["--to", "c", "-o", "-", "--error-format=short"]));
    assert!(out.stdout.is_empty(), "no output on errors");
    let lines = text(&out.stderr)
        .lines()
        .map(|l| l.replace(&format!("{}/", dir.display()), ""))
        .collect();
    (lines, out.status.code())
}

#[test]
fn the_parser_reports_the_next_independent_errors_without_follow_on_ones() {
    let dir = scratch("cli-recovery");
    // One mistake each: a run of identifiers, an unclosed `(` before a block, a missing `;`
    // before `}`; the junk after the first mistake gives no error of its own.
    let (lines, status) = syntax_report(
        &dir,
        "three.c",
        "int foo, bar, baz, qux;\nint main(void)\n{\n    int x;\n    x = foo bar baz qux;\n    if (x {\n        x = 1;\n    }\n    return x\n}\n",
    );
    assert_eq!(status, Some(1));
    assert_eq!(
        lines,
        [
            "three.c:5:13: error[E0001]: unexpected identifier `bar`",
            "three.c:6:11: error[E0001]: unexpected `{`",
            "three.c:9:12: error[E0001]: expected `;`, found `}`",
        ]
    );
    // The checks run on the rest of the program: an undeclared name in an intact function is
    // reported, the one a broken declaration leaves undeclared (`a`) is not; an invalid
    // character does not stop the parse; a broken function head keeps its body a block and a
    // broken member keeps its struct.
    let (lines, _) = syntax_report(
        &dir,
        "mixed.c",
        "void f(void)\n{\n    undeclared_x = 1;\n}\nint main(void)\n{\n    int a = 1\n    return a;\n}\n@\ntypedef int T\nint g(void)\n{\n    T y = 1;\n    return y;\n}\nstruct s { int a int b; };\nint h(void) { return 1; }\n",
    );
    assert_eq!(
        lines,
        [
            "mixed.c:3:5: error[E0100]: use of undeclared identifier `undeclared_x`",
            "mixed.c:7:13: error[E0001]: expected `;`, found `return`",
            "mixed.c:10:1: error[E0002]: invalid character `@` in program text",
            "mixed.c:12:11: error[E0001]: expected `;`, found `{`",
            "mixed.c:17:18: error[E0001]: unexpected `int`",
        ]
    );
    // At most 20, as compilers cap them.
    let mut src = String::from("int main(void)\n{\n    int x;\n");
    for i in 0..30 {
        src.push_str(&format!("    x = {i}\n"));
    }
    src.push_str("    return x;\n}\n");
    let (lines, _) = syntax_report(&dir, "many.c", &src);
    assert_eq!(lines.len(), 21, "{lines:#?}");
    assert!(lines[..20]
        .iter()
        .all(|l| l.contains("error[E0001]: expected `;`")));
    assert_eq!(
        lines[20],
        "error: 20 syntax errors reported; the rest of the file is not read"
    );
}
