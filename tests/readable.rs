//! Translations a person can keep (docs/plan-readable-translation.md): the measure of the lines
//! a translation keeps as written (`scripts/unchanged-lines.py`) on a hand-made pair with a
//! known answer.

mod common;
use common::*;
use std::process::Command;

fn unchanged_lines(args: &[&str]) -> std::process::Output {
    let mut cmd = Command::new("python3");
    cmd.current_dir(root())
        .arg("scripts/unchanged-lines.py")
        .args(args);
    run(&mut cmd)
}

/// `tests/in/readable/count_in.upc` (with its header `count_in.h`) against `count_out.c`:
/// 12 lines are counted (not blank, no UPC word, no use of the shared objects `a`, `p`, `q`
/// and the header's `total`; `#include <upc.h>` is the library's; the words in the comment and
/// the string do not count); 5 come out as written (the comment, the header's declaration, two
/// declarations of `main`, the closing brace), one more with its spaces changed (`s += i;`),
/// the `#line` directives and line markers of the output aside.
#[test]
fn unchanged_lines_counts_a_known_pair() {
    let out = unchanged_lines(&[
        "tests/in/readable/count_in.upc",
        "tests/in/readable/count_out.c",
        "--list",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let mut lines = stdout.lines();
    let summary = lines.next().unwrap();
    let figures: Vec<&str> = summary.split_whitespace().collect();
    assert_eq!(
        figures,
        [
            "tests/in/readable/count_in.upc",
            "12",
            "counted",
            "5",
            "same",
            "(",
            "41.7",
            "%)",
            "6",
            "ignoring",
            "whitespace",
            "(",
            "50.0",
            "%)"
        ],
        "{stdout}"
    );
    let changed: Vec<&str> = lines.collect();
    assert_eq!(
        changed,
        [
            "tests/in/readable/count_in.upc:3: #include \"count_in.h\"",
            "tests/in/readable/count_in.upc:4: #define N 4",
            "tests/in/readable/count_in.upc:8: int main(void)",
            "tests/in/readable/count_in.upc:9: {",
            "tests/in/readable/count_in.upc:12:     for (i = 0; i < N; i++)",
            "tests/in/readable/count_in.upc:13: (whitespace)         s += i;",
            "tests/in/readable/count_in.upc:17:         1;",
        ],
        "{stdout}"
    );
}

/// The input as its own output keeps its 11 counted lines, not the header's (which it only
/// includes); against several outputs, the lines of all of them are matched (the header's
/// declaration is found in the second).
#[test]
fn unchanged_lines_reads_every_output() {
    let dir = scratch("readable-outputs");
    let input = root().join("tests/in/readable/count_in.upc");
    let same = unchanged_lines(&[input.to_str().unwrap(), input.to_str().unwrap()]);
    assert!(
        text(&same.stdout).contains(" 12 counted     11 same ( 91.7 %)     11 ignoring"),
        "{}",
        text(&same.stdout)
    );
    let first = dir.join("first.c");
    let second = dir.join("second.c");
    std::fs::write(&first, "/* a comment about shared data */\n").unwrap();
    std::fs::write(&second, "#line 1 \"count_in.h\"\nint helper(int x);\n").unwrap();
    let both = unchanged_lines(&[
        input.to_str().unwrap(),
        first.to_str().unwrap(),
        second.to_str().unwrap(),
    ]);
    assert!(
        text(&both.stdout).contains(" 12 counted      2 same ( 16.7 %)      2 ignoring"),
        "{}",
        text(&both.stdout)
    );
    assert_eq!(
        unchanged_lines(&[input.to_str().unwrap()]).status.code(),
        Some(2)
    );
}

/// `--dump-source-map` of a sample: exit 0, every token it calls verbatim spells the source at
/// the place it names, and the lines it prints (of the program's files, in text order).
fn source_map_dump(sample: &str, target: &str) -> (String, usize) {
    let out = run(xlate().args([sample, "--to", target, "--dump-source-map"]));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let dump = text(&out.stdout);
    let mut verbatim = 0;
    for line in dump.lines().take_while(|l| *l != "# invocations") {
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 3, "{line}");
        if let Some(place) = cols[2].strip_prefix("verbatim ") {
            let mut parts = place.rsplitn(3, ':');
            let col: usize = parts.next().unwrap().parse().unwrap();
            let line_no: usize = parts.next().unwrap().parse().unwrap();
            let file = std::fs::read_to_string(root().join(parts.next().unwrap())).unwrap();
            let src_line = file.lines().nth(line_no - 1).unwrap();
            assert!(
                src_line[col - 1..].starts_with(cols[1]),
                "{line}: the source has `{src_line}`"
            );
            verbatim += 1;
        } else {
            assert!(cols[2].starts_with("expansion of "), "{line}");
        }
    }
    (dump, verbatim)
}

#[test]
fn dump_source_map_of_two_samples() {
    // app_jacobi: object-like macros of the file (NL, ITERS, LEFT_T, RIGHT_T) and the system
    // header's NULL, whose expansion the preprocessor flags as a system header's text.
    for target in ["ga", "upcr"] {
        let (dump, verbatim) = source_map_dump("samples/upc/app_jacobi.upc", target);
        assert!(verbatim > 400, "{verbatim} verbatim tokens:\n{dump}");
        assert!(
            dump.contains("\t16\texpansion of NL at samples/upc/app_jacobi.upc:12:9-12:11\n"),
            "{dump}"
        );
        assert!(
            dump.contains("\nsamples/upc/app_jacobi.upc:55:20-55:24\tNULL\texpands to 7 tokens\n"),
            "{dump}"
        );
        assert!(
            dump.contains("\tu\tverbatim samples/upc/app_jacobi.upc:12:20\n"),
            "{dump}"
        );
    }
    // multifile/main.upc: its own header grid.h (GRID_N, a macro of the header used in main).
    let (dump, _) = source_map_dump("samples/upc/multifile/main.upc", "upcr");
    assert!(
        dump.contains("\tgrid\tverbatim samples/upc/multifile/grid.h:"),
        "{dump}"
    );
    assert!(
        dump.contains("\t16\texpansion of GRID_N at samples/upc/multifile/main.upc:22:32-22:38\n"),
        "{dump}"
    );
    assert!(
        dump.contains("\nsamples/upc/multifile/main.upc:13:21-13:26\tSTEPS\texpands to 1 tokens\n"),
        "{dump}"
    );
    // Nothing is written: the dump is no translation.
    assert!(!root().join("samples/upc/multifile/main.upcr.c").exists());
}
