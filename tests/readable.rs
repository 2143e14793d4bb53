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
    assert_eq!(unchanged_lines(&[input.to_str().unwrap()]).status.code(), Some(2));
}
