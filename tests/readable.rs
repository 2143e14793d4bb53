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

/// The input as its own output keeps all its 12 counted lines, the header's too: the output
/// includes the header as the program does, so the compiler reads the file as written. An
/// output that includes a translated header instead (`count_in.h.upcr.h`) keeps the header's
/// lines only where they are found. Against several outputs, the lines of all of them are
/// matched (the header's declaration is found in the second).
#[test]
fn unchanged_lines_reads_every_output() {
    let dir = scratch("readable-outputs");
    let input = root().join("tests/in/readable/count_in.upc");
    let same = unchanged_lines(&[input.to_str().unwrap(), input.to_str().unwrap()]);
    assert!(
        text(&same.stdout).contains(" 12 counted     12 same (100.0 %)     12 ignoring"),
        "{}",
        text(&same.stdout)
    );
    let renamed = dir.join("renamed.c");
    std::fs::write(
        &renamed,
        std::fs::read_to_string(&input)
            .unwrap()
            .replace("\"count_in.h\"", "\"count_in.h.upcr.h\""),
    )
    .unwrap();
    let other = unchanged_lines(&[input.to_str().unwrap(), renamed.to_str().unwrap()]);
    assert!(
        text(&other.stdout).contains(" 12 counted     10 same ( 83.3 %)     10 ignoring"),
        "{}",
        text(&other.stdout)
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

/// The translation of `src` under `--to target --layout=source` (and `extra`), on standard output.
fn source_layout(src: &std::path::Path, target: &str, extra: &[&str]) -> String {
    let out = check(
        xlate()
            .args(["--to", target, "--layout=source", "-o", "-"])
            .args(extra)
            .arg(src),
    );
    text(&out.stdout)
}

/// The programs `--layout=source` is checked on: the UPC samples (not the multi-file one) and
/// the kernels.
/// Translates `src` with `--layout=source --no-line-directives` into the file `out` (beside
/// which the prelude and any translated program header are written).
fn translate_to_file(src: &std::path::Path, target: &str, out: &std::path::Path) {
    check(
        xlate()
            .args([
                "--to",
                target,
                "--layout=source",
                "--no-line-directives",
                "-o",
            ])
            .arg(out)
            .arg(src),
    );
}

/// The text of `src` translated with `--layout=source` into `dir/main.TARGET.c` (its headers
/// beside it), checked to be laid out (not the reprint).
fn laid_out_in(dir: &std::path::Path, src: &std::path::Path, target: &str) -> String {
    let out = dir.join(format!("main.{target}.c"));
    translate_to_file(src, target, &out);
    let c = std::fs::read_to_string(&out).unwrap();
    assert!(
        !c.starts_with("/* pgas-xlate: --layout=source is not done"),
        "--to {target}:\n{c}"
    );
    c
}

fn layout_programs() -> Vec<std::path::PathBuf> {
    let mut files = files_with_ext(&root().join("samples/upc"), "upc");
    files.retain(|f| f.parent() == Some(&root().join("samples/upc")));
    files.extend(files_with_ext(&root().join("tests/in/kernels"), "upc"));
    files.push(root().join("tests/in/readable/layout.upc"));
    files.push(root().join("tests/in/readable/layout_resolve.upc"));
    files.push(root().join("tests/in/readable/layout_macro_uses.upc"));
    files.push(root().join("tests/in/readable/layout_header.upc"));
    files.push(root().join("tests/in/readable/layout_heads.upc"));
    files.push(root().join("tests/in/readable/layout_macro_stmt.upc"));
    files.push(root().join("tests/in/readable/layout_nested.upc"));
    files.sort();
    assert!(files.len() >= 60, "expected at least 60 UPC programs");
    files
}

/// Builds `src` with `pgas-xlate cc --to target --layout=layout` into `dir`.
fn build_layout(
    dir: &std::path::Path,
    src: &std::path::Path,
    target: &str,
    layout: &str,
) -> Result<std::path::PathBuf, String> {
    let name = src.file_stem().unwrap().to_string_lossy().into_owned();
    let exe = dir.join(format!("{name}_{target}_{layout}"));
    let mut cmd = xlate();
    cmd.args(["cc", "--to", target])
        .arg(format!("--layout={layout}"))
        .env("PGAS_XLATE_CACHE", root().join("target/pgas-xlate-cache"))
        .arg(src)
        .arg("-o")
        .arg(&exe);
    if let Some(n) = static_threads(src) {
        cmd.arg(format!("-T{n}"));
    }
    let out = run(&mut cmd);
    if out.status.success() {
        Ok(exe)
    } else {
        Err(format!(
            "{name} --to {target} --layout={layout}: build failed:\n{}",
            text(&out.stderr)
        ))
    }
}

/// `--layout=source` on one program under `--to target`: laid out as its source (no fallback:
/// a conditional on UPC code or on the translation's configuration is resolved for it), built
/// (in its own scratch folder), and run on 1, 2 and 4 processes (a `_staticN` one on N), it
/// prints what the reprint's build prints, exiting as it does. An empty list: it does.
fn source_layout_runs_as_the_reprint(target: &str, src: &std::path::Path) -> Vec<String> {
    let name = src.file_stem().unwrap().to_string_lossy().into_owned();
    let dir = scratch(&format!("readable-layout-{target}-{name}"));
    let mut failures = vec![];
    let threads = static_threads(src).map(|n| format!("--threads={n}"));
    let laid = source_layout(
        src,
        target,
        &threads.iter().map(String::as_str).collect::<Vec<_>>(),
    );
    let fell_back = laid.starts_with("/* pgas-xlate: --layout=source is not done");
    if fell_back {
        failures.push(format!(
            "{name} --to {target}: fell back: {fell_back}\n{}",
            laid.lines().next().unwrap_or("")
        ));
    }
    let builds = (
        build_layout(&dir, src, target, "reprint"),
        build_layout(&dir, src, target, "source"),
    );
    let (reprint, source) = match builds {
        (Ok(r), Ok(s)) => (r, s),
        (r, s) => {
            failures.extend(r.err());
            failures.extend(s.err());
            return failures;
        }
    };
    let counts = match static_threads(src) {
        Some(n) => vec![n],
        None => vec![1, 2, 4],
    };
    for n in counts {
        let want = launch_upc(&reprint, n, 300);
        let got = launch_upc(&source, n, 300);
        if got.stdout != want.stdout
            || got.status.code() != want.status.code()
            || !text(&want.stdout).contains("ok") && !text(&want.stdout).contains("PASS")
        {
            failures.push(format!(
                "{name} --to {target} on {n}: the reprint printed ({})\n{}\n--layout=source printed ({})\n{}{}",
                want.status,
                text(&want.stdout),
                got.status,
                text(&got.stdout),
                text(&got.stderr)
            ));
        }
    }
    failures
}

/// Every layout program under both UPC backends, `test_jobs()` programs at a time (each
/// program's build and runs are independent of the others').
#[test]
fn source_layout_runs_as_the_reprint_under_both_backends() {
    let programs = layout_programs();
    let cases: Vec<(&str, &std::path::PathBuf)> = ["upcr", "ga"]
        .into_iter()
        .flat_map(|t| programs.iter().map(move |p| (t, p)))
        .collect();
    for_each_parallel(&cases, |(target, src)| {
        let failures = source_layout_runs_as_the_reprint(target, src);
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    });
}

/// The lines of `tests/in/readable/layout.upc` that `--layout=source` keeps as written (under
/// both UPC backends): the comments, the `#define`s, the includes of C headers, the helper
/// function with its layout and its macro use, `main`'s header and closing lines.
const KEPT: [&str; 13] = [
    "/* layout.upc: what --layout=source keeps and what it rewrites. */",
    "#include <stdio.h>",
    "#define N 4          /* elements per thread */",
    "#define TWICE(x) ((x) * 2)",
    "/* A private helper: nothing UPC in it, kept byte for byte. */",
    "static int   twice_of( int v )",
    "{",
    "    return TWICE(v);   // macro use kept",
    "}",
    "int main(void)",
    "    int i, sum = 0;",
    "    return 0;",
    "}",
];

/// `--layout=source` copies what the translation does not change and rewrites the rest: the
/// output holds every kept line, in order, and none of the UPC constructs; `#include <upc.h>`
/// is gone; the generated code is in the prelude `layout.TARGET.h` beside the output, included
/// once after the leading includes; with `-o -` the prelude is printed in its place. The
/// reprint (the default) keeps none of the macros.
#[test]
fn source_layout_keeps_what_is_not_changed() {
    let dir = scratch("readable-layout-kept");
    let src = root().join("tests/in/readable/layout.upc");
    for target in ["ga", "upcr"] {
        let out = dir.join(format!("layout.{target}.c"));
        translate_to_file(&src, target, &out);
        let c = std::fs::read_to_string(&out).unwrap();
        let prelude = std::fs::read_to_string(dir.join(format!("layout.{target}.h"))).unwrap();
        let mut lines = c.lines();
        for want in KEPT {
            assert!(
                lines.any(|l| l == want),
                "--to {target}: `{want}` is not kept (in order):\n{c}"
            );
        }
        let include = format!("#include \"layout.{target}.h\"");
        assert_eq!(c.matches(&include).count(), 1, "{c}");
        assert!(c.find(&include) < c.find("#define N"), "{c}");
        for upc in [
            "upc.h",
            "upc_forall",
            "upc_barrier",
            "shared int a[",
            "a[i]",
        ] {
            assert!(!c.contains(upc), "--to {target}: `{upc}` is left:\n{c}");
        }
        // No macro of the program's in the prelude: only the one that renames `main`.
        assert!(
            prelude
                .lines()
                .all(|l| !l.starts_with("#define") || l.starts_with("#define main"))
                && prelude.contains("#include"),
            "{prelude}"
        );
        // Standard output: the prelude in place of its include.
        let piped = source_layout(&src, target, &["--no-line-directives"]);
        assert_eq!(
            piped,
            c.replace(&format!("{include}\n"), &prelude),
            "--to {target}"
        );
        let reprint = check(xlate().args(["--to", target, "-o", "-"]).arg(&src));
        assert!(!text(&reprint.stdout).contains("#define N"));
    }
}

/// With `#line` directives (the default), every line after a changed construct keeps its
/// source line's number: the helper's `return` is on its source line 13.
#[test]
fn source_layout_keeps_line_numbers() {
    let src = root().join("tests/in/readable/layout.upc");
    for target in ["ga", "upcr"] {
        let c = source_layout(&src, target, &[]);
        let mut line = 0u32;
        let mut found = None;
        for l in c.lines() {
            if let Some(rest) = l.strip_prefix("#line ") {
                // The next line is that line.
                line = rest
                    .split_whitespace()
                    .next()
                    .unwrap()
                    .parse::<u32>()
                    .unwrap()
                    - 1;
                continue;
            }
            line += 1;
            if l.contains("return TWICE(v);") {
                found = Some(line);
            }
        }
        assert_eq!(found, Some(13), "--to {target}:\n{c}");
    }
}

/// A conditional with UPC code in a branch, or on the translation's configuration (step 4 of
/// the plan), is resolved for the configuration: the branch the preprocessing took stays
/// (translated), the directives and the other branches become one comment that says so.
#[test]
fn source_layout_resolves_conditionals_for_the_configuration() {
    let src = root().join("tests/in/readable/layout_cond.upc");
    for target in ["ga", "upcr"] {
        let plain = source_layout(&src, target, &["--no-line-directives"]);
        assert!(
            plain.contains("\n/* pgas-xlate: `#ifdef USE_BARRIER` (lines 2-6) resolved for this translation (THREADS dynamic): the branch of `#else` at line 4 kept */\n#define SYNC() upc_fence\n\nint "),
            "--to {target}:\n{plain}"
        );
        assert!(
            !plain
                .lines()
                .any(|l| l.starts_with("#if") || l.starts_with("#else") || l.starts_with("#endif")),
            "{plain}"
        );
        let barrier = source_layout(
            &src,
            target,
            &["--no-line-directives", "-DUSE_BARRIER", "--threads=2"],
        );
        assert!(
            barrier.contains("\n/* pgas-xlate: `#ifdef USE_BARRIER` (lines 2-6) resolved for this translation (THREADS 2, -DUSE_BARRIER): the branch of `#ifdef` at line 2 kept */\n#define SYNC() upc_barrier\n\nint "),
            "--to {target}:\n{barrier}"
        );
        // A condition on the translation's configuration, which the C compiler of the output
        // does not have (kept as written, its `#error` stopped the build): no branch taken.
        let threads = root().join("samples/upc/static_threads_static4.upc");
        let out = source_layout(&threads, target, &["--threads=4", "--no-line-directives"]);
        assert!(
            out.contains("\n/* pgas-xlate: `#if !defined(__UPC_STATIC_THREADS__) || __UPC_THREADS__ != 4` (lines 5-7) resolved for this translation (THREADS 4): no branch taken */\n"),
            "{out}"
        );
        assert!(!out.contains("#error"), "{out}");
    }
    // The program with resolved conditionals at every level built in its other configuration
    // (the default one runs with the layout programs): the other branches taken, same answer.
    let src = root().join("tests/in/readable/layout_resolve.upc");
    for_each_parallel(&["ga", "upcr"], |target| {
        let dir = scratch(&format!("readable-resolve-{target}"));
        let exe = dir.join(format!("resolve_{target}"));
        let out = run(xlate()
            .args(["cc", "--to", target, "--layout=source"])
            .args(["-DNAMED_BARRIER", "-DUSE_STRICT_SUM"])
            .env("PGAS_XLATE_CACHE", root().join("target/pgas-xlate-cache"))
            .arg(&src)
            .arg("-o")
            .arg(&exe));
        assert!(out.status.success(), "--to {target}: {}", text(&out.stderr));
        let laid = source_layout(&src, target, &["-DNAMED_BARRIER", "-DUSE_STRICT_SUM"]);
        assert!(
            laid.contains("resolved for this translation (THREADS dynamic, -DNAMED_BARRIER, -DUSE_STRICT_SUM): the branch of `#ifdef` at line 36 kept */"),
            "{laid}"
        );
        assert!(
            !laid.starts_with("/* pgas-xlate: --layout=source is not done"),
            "{laid}"
        );
        let got = launch_upc(&exe, 2, 120);
        assert_eq!(
            text(&got.stdout),
            "ok\nok\n",
            "--to {target}: {}",
            text(&got.stderr)
        );
    });
}

/// A statement-like macro (`do { … } while (0)`) defined inside a function the translation
/// changes: its `#define` and `#undef` stay between the statements, a use over private data
/// stays the use, a use whose expansion holds UPC code is expanded with a comment naming it.
#[test]
fn source_layout_expands_a_statement_macro_in_place() {
    let src = root().join("tests/in/readable/layout_macro_stmt.upc");
    for target in ["ga", "upcr"] {
        let out = source_layout(&src, target, &["--no-line-directives"]);
        assert!(
            !out.starts_with("/* pgas-xlate: --layout=source is not done"),
            "--to {target}:\n{out}"
        );
        for kept in [
            "\n#define ADD(dst, v) do {                 \\\n        dst += (v);                      \\\n        if ((v) < 0) errors++;           \\\n    } while (0)\n\n",
            "\n    for (i = 0; i < N; i++)\n        ADD(mine, i + 1);\n",
            "\n#undef ADD\n",
            "} while (0); /* pgas-xlate: expanded ADD(total[MYTHREAD], mine) */\n",
            "} while (0); /* pgas-xlate: expanded ADD(total[MYTHREAD], MYTHREAD) */\n",
        ] {
            assert!(out.contains(kept), "--to {target}: `{kept}` is not in:\n{out}");
        }
        assert!(
            !out.lines().any(|l| l.trim_start().starts_with("ADD(total")),
            "--to {target}:\n{out}"
        );
        // A macro use inside a rewritten type (`(shared [PER] int *)none`) is not said to be
        // expanded: nothing of it is left.
        let sample = root().join("samples/upc/ptr_to_local.upc");
        let out = source_layout(&sample, target, &["--no-line-directives"]);
        assert!(
            !out.contains("pgas-xlate: expanded"),
            "--to {target}:\n{out}"
        );
    }
}

/// A conditional with UPC code whose taken branch cannot be told (its only line an `#undef`,
/// which the preprocessing leaves no trace of): the output is the reprint, after one comment
/// that says why.
#[test]
fn source_layout_falls_back_to_the_reprint() {
    let src = root().join("tests/in/readable/layout_cond_unknown.upc");
    for target in ["ga", "upcr"] {
        let source = source_layout(&src, target, &[]);
        let reprint = text(&check(xlate().args(["--to", target, "-o", "-"]).arg(&src)).stdout);
        let (first, rest) = source.split_once('\n').unwrap();
        assert_eq!(
            first,
            "/* pgas-xlate: --layout=source is not done for this file (which branch of the conditional `#ifdef PLAIN` at line 3 the preprocessing took is not known); this is the reprint. */"
        );
        assert_eq!(rest, reprint);
    }
}

/// Two declarations made by one macro use, one shared (changed) and one private (kept): the
/// edit of the first would overwrite the text of the second, so the file is the reprint.
#[test]
fn source_layout_falls_back_when_one_macro_use_makes_two_items() {
    let src = root().join("tests/in/readable/layout_macro_pair.upc");
    for target in ["ga", "upcr"] {
        let out = source_layout(&src, target, &[]);
        assert!(
            out.starts_with(
                "/* pgas-xlate: --layout=source is not done for this file (a construct the translation changes shares the source text at line 5 with one it keeps); this is the reprint. */\n"
            ),
            "--to {target}:\n{}",
            out
        );
    }
}

/// Samples whose translation under `--layout=source` changes no line without a UPC construct
/// but the header of `main` (renamed to the runtime's entry, its parameters added).
const DIFF_ONLY_UPC: [&str; 8] = [
    "samples/upc/app_sort.upc",
    "samples/upc/array_blocked.upc",
    "samples/upc/coll_permute.upc",
    "samples/upc/dynamic_arrays.upc",
    "samples/upc/locks_global.upc",
    "samples/upc/mem_copy.upc",
    "samples/upc/ptr_arith.upc",
    "tests/in/kernels/stencil.upc",
];

/// The line diff of input and output (`scripts/unchanged-lines.py --list`, which lists the
/// changed lines that hold no UPC construct) touches only lines with UPC constructs, the
/// header of `main` aside: inside a function the statements the lowering changes are
/// replaced, not the function.
#[test]
fn source_layout_diff_touches_only_upc_lines() {
    for target in ["ga", "upcr"] {
        let out = unchanged_lines(
            &[
                "--xlate",
                env!("CARGO_BIN_EXE_pgas-xlate"),
                "--layout",
                "source",
                "--list",
                "--translate",
                target,
            ]
            .into_iter()
            .chain(DIFF_ONLY_UPC)
            .collect::<Vec<_>>(),
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let stdout = text(&out.stdout);
        assert!(
            stdout.starts_with(&format!(
                "{n} of {n} programs translate",
                n = DIFF_ONLY_UPC.len()
            )),
            "{stdout}"
        );
        let changed: Vec<&str> = stdout
            .lines()
            .filter(|l| l.contains(".upc:") && !l.contains(" main("))
            .collect();
        assert!(changed.is_empty(), "--to {target}:\n{}", changed.join("\n"));
    }
}

/// `main`'s header stays as written (the runtime starts `<prefix>_user_main`): the prelude
/// renames it with a macro, which also gives `main(void)` the command line's parameters; where
/// the file names `main` more than once (a macro would rename every use), the header is
/// rewritten as before. The programs run (the first with the layout programs).
#[test]
fn source_layout_keeps_the_header_of_main() {
    let cond = root().join("tests/in/readable/layout_cond.upc");
    let args = root().join("samples/upc/dynamic_arrays.upc");
    let twice = root().join("tests/in/readable/layout_main_twice.upc");
    for (target, prefix) in [("ga", "upcga"), ("upcr", "upcrt")] {
        let out = source_layout(&cond, target, &[]);
        assert!(
            out.contains("\nint main(void)\n{\n"),
            "--to {target}:\n{out}"
        );
        assert!(
            out.contains(&format!(
                "\n#define main(...) {prefix}_user_main(int {prefix}_argc, char **{prefix}_argv)\n"
            )),
            "--to {target}:\n{out}"
        );
        let out = source_layout(&args, target, &[]);
        assert!(out.contains("\nint main(int argc, char **argv)\n"), "{out}");
        assert!(
            out.contains(&format!("\n#define main {prefix}_user_main\n")),
            "{out}"
        );
        let out = source_layout(&twice, target, &[]);
        assert!(!out.contains("#define main"), "{out}");
        assert!(
            out.contains(&format!(
                "\nint {prefix}_user_main(int argc, char **argv)\n{{\n"
            )),
            "--to {target}:\n{out}"
        );
    }
    let cases: Vec<(&str, &std::path::PathBuf, &str)> = ["ga", "upcr"]
        .into_iter()
        .flat_map(|t| [(t, &cond, "done\ndone\n"), (t, &twice, "ok\nok\n")])
        .collect();
    for_each_parallel(&cases, |(target, src, want)| {
        let name = src.file_stem().unwrap().to_string_lossy().into_owned();
        let dir = scratch(&format!("readable-main-{target}-{name}"));
        let built = build_layout(&dir, src, target, "source").unwrap();
        let got = launch_upc(&built, 2, 120);
        assert_eq!(text(&got.stdout), *want, "{}", text(&got.stderr));
    });
}

/// Inside the statements `--layout=source` rewrites, a macro use whose expansion the
/// translation leaves as it is stays the use (`N`, `LAST`, `TWICE(i)`); one whose
/// expansion holds UPC code (`PER_THREAD`: `THREADS`) is expanded. Where a statement's
/// expression changes only in some operands, the others are their source text. The program
/// runs with the layout programs.
#[test]
fn source_layout_keeps_macro_uses_in_changed_statements() {
    let src = root().join("tests/in/readable/layout_macro_uses.upc");
    for target in ["ga", "upcr"] {
        let out = source_layout(&src, target, &["--no-line-directives"]);
        let line = |needle: &str| {
            out.lines()
                .find(|l| l.contains(needle))
                .unwrap_or_else(|| panic!("--to {target}: no line with {needle}:\n{out}"))
                .to_string()
        };
        let store = line("TWICE(i) +");
        assert!(
            store.contains("* N + i") && store.contains("TWICE(i) + (LAST)"),
            "{store}"
        );
        let sum = line("printf(");
        // Only the operands that change are rewritten there: the rest of the expression is
        // its source text, `LAST` as written.
        assert!(sum.contains("* (N * (N - 1) + N * LAST) && "), "{sum}");
        // Under `--to ga` the loop is not changed (`THREADS` stays a name), so it is as written.
        if target == "upcr" {
            let each = line("for (i = 0; i < 4 * ");
            assert!(!each.contains("PER_THREAD"), "{each}");
        }
    }
}

/// The lines of `tests/in/readable/layout_heads.upc` around and inside statements whose head
/// the translation rewrites (`if( MYTHREAD == 0 )`, `for (…; i < N * THREADS; …)`, `while`,
/// `do … while`, `switch`): kept as written under both UPC backends, in order, with the
/// conditional inside the changed `for` (which made the whole function the reprint before).
const HEADS_KEPT: [&str; 20] = [
    "\tfor (i = 0; i < N; i++)",
    "\t{",
    "\t\t/* each thread fills its own block */",
    "\t}",
    "\t{",
    "\t\t{",
    "#ifdef VERBOSE",
    "\t\t\tprintf(\"a[%d] = %d\\n\", i, a[i]);",
    "#endif",
    "\t\t}",
    "\telse",
    "\t\tsum = -1;",
    "\t\tseen++;",
    "\tdo",
    "\t\tseen--;",
    "\tcase 0:",
    "\t\tbreak;",
    "\tdefault:",
    "\telse",
    "\t\tseen = -100;",
];

/// `--layout=source` replaces only the expressions of a statement's head that the translation
/// changes (`MYTHREAD`, `THREADS` under `--to upcr`), the author's spacing around them kept
/// (`if( … )`), and the statements inside its body that change: every other line of the body
/// stays as written. The program runs with the layout programs.
#[test]
fn source_layout_edits_only_the_changed_heads() {
    let src = root().join("tests/in/readable/layout_heads.upc");
    for target in ["ga", "upcr"] {
        let out = source_layout(&src, target, &["--no-line-directives"]);
        let mut lines = out.lines();
        for want in HEADS_KEPT {
            assert!(
                lines.any(|l| l == want),
                "--to {target}: `{want}` is not kept (in order):\n{out}"
            );
        }
        let head = |start: &str| {
            out.lines()
                .find(|l| l.starts_with(start))
                .unwrap_or_else(|| panic!("--to {target}: no line `{start}…`:\n{out}"))
                .to_string()
        };
        assert!(head("\tif( ").ends_with(" == 0 )"), "{out}");
        assert!(
            head("\t\tfor (i = 0; i < N * ").ends_with("; i++)"),
            "{out}"
        );
        assert!(head("\t} while (seen > ").ends_with(");"), "{out}");
        // A sample whose `main` gains a `return` before its `}`, after a statement with a
        // changed condition: the lines between them are written once.
        let exit = source_layout(
            &root().join("samples/upc/global_exit.upc"),
            target,
            &["--no-line-directives"],
        );
        assert_eq!(
            exit.matches("exit(1);").count(),
            1,
            "--to {target}:\n{exit}"
        );
        if target == "upcr" {
            for line in [
                "\tif( MYTHREAD",
                "\twhile (j < THREADS)",
                "\tswitch (MYTHREAD",
            ] {
                assert!(!out.contains(line), "--to upcr: `{line}` left:\n{out}");
            }
        }
    }
}

/// A program header with no UPC construct stays an `#include` (the generated code before its
/// declarations made the file the reprint): the prelude's include comes before it, the header
/// is not copied into the output, nor translated. The program runs with the layout programs.
#[test]
fn source_layout_keeps_a_program_header_without_upc() {
    let src = root().join("tests/in/readable/layout_header.upc");
    let dir = scratch("readable-header");
    for target in ["ga", "upcr"] {
        let out = dir.join(format!("layout_header.{target}.c"));
        check(
            xlate()
                .args(["--to", target, "--layout=source", "-o"])
                .arg(&out)
                .arg(&src),
        );
        let c = std::fs::read_to_string(&out).unwrap();
        assert!(
            !c.starts_with("/* pgas-xlate: --layout=source is not done"),
            "--to {target}:\n{c}"
        );
        let prelude = c.find(&format!("#include \"layout_header.{target}.h\"\n"));
        let header = c.find("\n#include \"layout_header.h\"\n");
        assert!(
            prelude.is_some() && header.is_some() && prelude < header,
            "--to {target}:\n{c}"
        );
        assert!(!c.contains("struct pair {"), "--to {target}:\n{c}");
        assert!(
            c.contains("\n    return x * SCALE;\n"),
            "--to {target}:\n{c}"
        );
        assert!(!dir.join(format!("layout_header.h.{target}.h")).exists());
    }
}

/// A program header with shared declarations (`multifile/grid.h`, included by both files of
/// the program) is translated as its own header, `grid.h.TARGET.h` beside the output, which
/// the output includes in its place: the header's comment, guard macro, `#define` and
/// function declarations as written, its shared declarations translated (under `--to ga`
/// their handles and helpers are in each file's prelude). With `-o -` the translated header
/// is printed in place of its include.
#[test]
fn source_layout_translates_a_program_header() {
    let src = root().join("samples/upc/multifile/main.upc");
    let dir = scratch("readable-own-header");
    for target in ["ga", "upcr"] {
        let c = laid_out_in(&dir, &src, target);
        let include = format!("#include \"grid.h.{target}.h\"\n");
        assert_eq!(c.matches(&include).count(), 1, "--to {target}:\n{c}");
        assert!(
            c.find(&format!("#include \"main.{target}.h\"\n")) < c.find(&include),
            "--to {target}:\n{c}"
        );
        assert!(!c.contains("grid.h\""), "--to {target}:\n{c}");
        let header = std::fs::read_to_string(dir.join(format!("grid.h.{target}.h"))).unwrap();
        for kept in [
            "/* multifile/grid.h - what main.upc needs from grid.upc: the shared data as extern declarations and the functions. */\n",
            "\n#define GRID_H\n",
            "\n#define GRID_N 16\n",
            "\nvoid grid_step(void);\nint grid_steps_done(void);\nint grid_check(int steps);\n",
        ] {
            assert!(header.contains(kept), "--to {target}: `{kept}` is not kept:\n{header}");
        }
        assert!(
            !header.contains("extern shared"),
            "--to {target}:\n{header}"
        );
        if target == "upcr" {
            assert!(
                header.contains(
                    "\nextern upcr_shared_ptr_t grid;\nextern upcr_pshared_ptr_t generation;\n"
                ),
                "{header}"
            );
        }
        let piped = source_layout(&src, target, &["--no-line-directives"]);
        assert!(
            piped.contains("\n#define GRID_N 16\n"),
            "--to {target}:\n{piped}"
        );
        assert!(
            !piped.contains("#include \"grid."),
            "--to {target}:\n{piped}"
        );
    }
}

/// A header with shared declarations (`nested/inner.h`) included by another program header
/// (`nested/outer.h`, no UPC code of its own) and again, guarded, by the main file: both
/// headers are translated as their own files (`nested/outer.h.TARGET.h` includes
/// `inner.h.TARGET.h`, written beside it), the first `#include` of each points at the
/// translation, the later one becomes a comment, the rest of their text stays as written.
#[test]
fn source_layout_translates_a_header_included_by_a_header() {
    let src = root().join("tests/in/readable/layout_nested.upc");
    let dir = scratch("readable-nested-header");
    for target in ["ga", "upcr"] {
        let c = laid_out_in(&dir, &src, target);
        assert!(
            c.contains(&format!(
                "\n#include \"nested/outer.h.{target}.h\"\n/* pgas-xlate: #include \"nested/inner.h\": translated and included above */\n"
            )),
            "--to {target}:\n{c}"
        );
        let outer =
            std::fs::read_to_string(dir.join(format!("nested/outer.h.{target}.h"))).unwrap();
        let want = std::fs::read_to_string(root().join("tests/in/readable/nested/outer.h"))
            .unwrap()
            .replace(
                "#include \"inner.h\"",
                &format!("#include \"inner.h.{target}.h\""),
            );
        assert_eq!(outer, want, "--to {target}");
        let inner =
            std::fs::read_to_string(dir.join(format!("nested/inner.h.{target}.h"))).unwrap();
        for kept in [
            "/* nested/inner.h: the shared counts, guarded (the program includes it twice). */\n",
            "\n#define NESTED_INNER_H\n\n#define ROUNDS 5\n\n",
        ] {
            assert!(
                inner.contains(kept),
                "--to {target}: `{kept}` is not kept:\n{inner}"
            );
        }
        assert!(!inner.contains("shared int"), "--to {target}:\n{inner}");
        // On standard output the headers are printed in place of their first include.
        let piped = source_layout(&src, target, &["--no-line-directives"]);
        assert!(
            !piped.contains("\n#include \"nested/"),
            "--to {target}:\n{piped}"
        );
        assert_eq!(
            piped.matches("#define ROUNDS 5\n").count(),
            1,
            "--to {target}:\n{piped}"
        );
    }
}

/// The two files of `multifile` sharing their translated header, built by `pgas-xlate cc
/// --layout=source` (each file's translation writes the header beside it) and run on 1, 2 and
/// 4 processes under both backends.
#[test]
fn source_layout_multifile_program_runs() {
    let main = root().join("samples/upc/multifile/main.upc");
    let grid = root().join("samples/upc/multifile/grid.upc");
    for_each_parallel(&["ga", "upcr"], |target| {
        let dir = scratch(&format!("readable-multifile-{target}"));
        let exe = dir.join("multifile");
        let out = run(xlate()
            .args(["cc", "--to", target, "--layout=source", "--save-temps"])
            .env("PGAS_XLATE_CACHE", root().join("target/pgas-xlate-cache"))
            .current_dir(&dir)
            .arg(&main)
            .arg(&grid)
            .arg("-o")
            .arg(&exe));
        assert!(out.status.success(), "--to {target}: {}", text(&out.stderr));
        for n in [1, 2, 4] {
            let got = launch_upc(&exe, n, 120);
            assert_eq!(
                text(&got.stdout),
                "PASS: multifile\n",
                "--to {target} on {n}: {}",
                text(&got.stderr)
            );
        }
    });
}
