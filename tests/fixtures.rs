//! Fixture tests: inputs under tests/in, expected outputs under tests/out (committed; regenerate
//! with `UPDATE_EXPECT=1 cargo test --test fixtures`), AST dumps and rendered diagnostics as
//! insta snapshots (tests/snapshots).

mod common;
use common::*;
use std::path::Path;

fn update() -> bool {
    std::env::var_os("UPDATE_EXPECT").is_some()
}

/// Compares `actual` with the committed expected file (or writes it when updating).
fn expect_file(expected: &Path, actual: &str) {
    if update() {
        std::fs::create_dir_all(expected.parent().unwrap()).unwrap();
        std::fs::write(expected, actual).unwrap();
        return;
    }
    let want = std::fs::read_to_string(expected)
        .unwrap_or_else(|_| panic!("missing {}: run with UPDATE_EXPECT=1", expected.display()));
    assert_eq!(
        want,
        actual,
        "{} differs from the translator's output",
        expected.display()
    );
}

#[test]
fn c_fixtures_print_as_expected_and_compile() {
    let dir = scratch("fixtures-c");
    for input in files_with_ext(&root().join("tests/in/c"), "c") {
        let name = input.file_name().unwrap();
        let rel = input.strip_prefix(root()).unwrap();
        let out = check(
            xlate()
                .arg(rel)
                .args(["--to", "c", "--no-line-directives", "-o", "-"]),
        );
        let printed = text(&out.stdout);
        expect_file(&root().join("tests/out/c").join(name), &printed);
        // The output must itself be valid C that prints back identically (a fixed point).
        let again = dir.join(name);
        std::fs::write(&again, &printed).unwrap();
        let out2 =
            check(
                xlate()
                    .arg(&again)
                    .args(["--to", "c", "--no-line-directives", "-o", "-"]),
            );
        assert_eq!(
            printed,
            text(&out2.stdout),
            "{}: printing is not a fixed point",
            name.to_string_lossy()
        );
        let cc = check(
            std::process::Command::new("gcc")
                .args([
                    "-std=gnu11",
                    "-Wall",
                    "-Wno-unused",
                    "-c",
                    "-o",
                    "/dev/null",
                ])
                .arg(&again),
        );
        let _ = cc;
    }
}

fn ast_dump(path: &Path) -> String {
    let src = std::fs::read_to_string(path).unwrap();
    let parsed = pgas_grammar::parse(&src, true, &path.to_string_lossy())
        .unwrap_or_else(|f| panic!("{}: {}", path.display(), f.error.message));
    format!("{:#?}", parsed.unit)
}

#[test]
fn ast_dumps() {
    for input in files_with_ext(&root().join("tests/in/ast"), "upc") {
        let name = input.file_stem().unwrap().to_string_lossy().into_owned();
        insta::assert_snapshot!(format!("ast_{name}"), ast_dump(&input));
    }
}

/// The `// expect: CODE` line at the top of an invalid program.
fn expected_code(src: &str) -> Option<String> {
    src.lines()
        .find_map(|l| l.trim().strip_prefix("// expect:"))
        .map(|c| c.trim().to_string())
}

#[test]
fn invalid_programs_get_their_diagnostic() {
    let dir = root().join("tests/in/invalid");
    let mut files = files_with_ext(&dir, "upc");
    files.extend(files_with_ext(&dir, "c"));
    assert!(files.len() >= 20, "expected at least 20 invalid programs");
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        for input in files {
            let rel = input.strip_prefix(root()).unwrap().to_path_buf();
            let src = std::fs::read_to_string(&input).unwrap();
            let code = expected_code(&src)
                .unwrap_or_else(|| panic!("{}: no `// expect:` line", rel.display()));
            let default_target = if rel.extension().is_some_and(|e| e == "c") {
                "c"
            } else {
                "upcr"
            };
            let target = src
                .lines()
                .find_map(|l| l.trim().strip_prefix("// target:"))
                .map_or(default_target, str::trim);
            // `// flags: …`: more options (e.g. `--std=upc1.3 -pedantic-errors`).
            let flags: Vec<&str> = src
                .lines()
                .find_map(|l| l.trim().strip_prefix("// flags:"))
                .map_or(vec![], |f| f.split_whitespace().collect());
            let out = run(xlate()
                .arg(&rel)
                .args(["--to", target, "--syntax-only"])
                .args(&flags));
            let stderr = text(&out.stderr);
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            if code.starts_with('W') {
                assert_eq!(
                    out.status.code(),
                    Some(0),
                    "{}: warnings must not fail\n{stderr}",
                    rel.display()
                );
            } else {
                assert_eq!(
                    out.status.code(),
                    Some(1),
                    "{}: expected errors\n{stderr}",
                    rel.display()
                );
            }
            assert!(
                stderr.contains(&format!("[{code}]")),
                "{}: expected {code}, got:\n{stderr}",
                rel.display()
            );
            insta::assert_snapshot!(format!("diag_{name}"), stderr);
        }
    });
}

/// GCC 12's judgement of a C file (`-std=gnu11`, default warnings): its status and messages.
fn gcc_syntax_only(input: &Path) -> (std::process::Output, String) {
    let out = run(std::process::Command::new("gcc")
        .args(["-std=gnu11", "-fsyntax-only"])
        .arg(input));
    let stderr = text(&out.stderr);
    (out, stderr)
}

/// The C invalid programs whose code is a C language rule (E00xx, E01xx, W01xx) are judged the
/// same way by GCC: rejected for an error, accepted with a warning for a warning.
#[test]
fn invalid_c_programs_are_judged_like_gcc() {
    let dir = root().join("tests/in/invalid");
    for input in files_with_ext(&dir, "c") {
        let src = std::fs::read_to_string(&input).unwrap();
        let code = expected_code(&src).unwrap();
        if !(code.starts_with("E00") || code.starts_with("E01") || code.starts_with("W01")) {
            continue;
        }
        let (out, stderr) = gcc_syntax_only(&input);
        if code.starts_with('E') {
            assert_eq!(
                out.status.code(),
                Some(1),
                "{}: GCC accepts what we reject ({code})\n{stderr}",
                input.display()
            );
        } else {
            assert!(
                out.status.success() && stderr.contains("warning:"),
                "{}: GCC does not warn where we do ({code})\n{stderr}",
                input.display()
            );
        }
    }
}

/// The valid counterparts of the invalid programs: accepted without any diagnostic, and the C
/// ones by GCC too, without a warning.
#[test]
fn valid_programs_are_accepted_silently() {
    let dir = root().join("tests/in/valid");
    let mut files = files_with_ext(&dir, "upc");
    files.extend(files_with_ext(&dir, "c"));
    assert!(files.len() >= 2);
    for input in files {
        let rel = input.strip_prefix(root()).unwrap().to_path_buf();
        let c = rel.extension().is_some_and(|e| e == "c");
        let target = if c { "c" } else { "upcr" };
        let out = run(xlate().arg(&rel).args(["--to", target, "--syntax-only"]));
        let stderr = text(&out.stderr);
        assert!(
            out.status.success() && stderr.is_empty(),
            "{}: valid program not accepted silently\n{stderr}",
            rel.display()
        );
        if c {
            let (out, stderr) = gcc_syntax_only(&input);
            assert!(
                out.status.success() && stderr.is_empty(),
                "{}: GCC does not accept it silently\n{stderr}",
                rel.display()
            );
        }
    }
}
