//! Every statement keeps its line through the translation: for every UPC program of samples/
//! and tests/in, under `--to upcr` and `--to ga` (also with `--checks`), each statement,
//! declaration and function the printer puts on an output line must be mapped back to its own
//! source line by the output's `#line` directives, as the C compiler reads them. A statement
//! printed on a line of its own that shared its source line with the one before (the body of
//! `if (c) a[k] = 42;`) named the next line in runtime errors and crash reports.

mod common;
use common::*;
use pgas_xlate::driver::{translate, Target, TranslateOptions};
use pgas_xlate::preprocess::{runtime_include_dir, PreprocessOptions};
use pgas_xlate::printer::record_placements;
use std::path::{Path, PathBuf};

fn upc_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()) {
        if e.is_dir() {
            upc_files(&e, files);
        } else if e.extension().is_some_and(|x| x == "upc") {
            files.push(e);
        }
    }
}

fn upc_programs() -> Vec<PathBuf> {
    let mut files = vec![];
    upc_files(&root().join("samples"), &mut files);
    upc_files(&root().join("tests/in"), &mut files);
    files.sort();
    files
}

fn options(input: &Path, target: Target, checks: bool) -> TranslateOptions {
    let name = input.file_stem().unwrap().to_string_lossy().into_owned();
    let static_threads = name.split("_static").nth(1).and_then(|n| {
        n.chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .ok()
    });
    TranslateOptions {
        input: input.to_path_buf(),
        target,
        output: Some(PathBuf::from("-")),
        preprocess: PreprocessOptions {
            cc: "cc".into(),
            include_dirs: vec![],
            defines: vec![],
            undefines: vec![],
            upc: false,
            static_threads,
            runtime_include: Some(runtime_include_dir().expect("the translator's headers")),
            system_dirs: vec![],
            extra_flags: vec![],
        },
        syntax_only: false,
        line_directives: true,
        layout: pgas_xlate::driver::Layout::Reprint,
        lang: None,
        strict_upc13: false,
        pedantic_errors: false,
        expand_headers: false,
        profile: None,
        dynamic_pointers: false,
        checks,
        races: false,
        access_texts: false,
    }
}

/// The source (file, line) of each output line, as `#line` directives make the C compiler see
/// it (`None` before the first directive).
fn line_table(output: &str) -> Vec<Option<(String, u32)>> {
    let mut table = vec![];
    let mut at: Option<(String, u32)> = None;
    for l in output.split('\n') {
        if let Some(rest) = l.trim_start().strip_prefix("#line ") {
            table.push(None);
            let (n, file) = rest.split_once(' ').unwrap_or((rest, ""));
            let file = file.trim().trim_matches('"').to_string();
            let file = match (&at, file.is_empty()) {
                (Some((f, _)), true) => f.clone(),
                _ => file,
            };
            at = Some((file, n.parse().expect("a #line number")));
            continue;
        }
        table.push(at.clone());
        if let Some((_, n)) = &mut at {
            *n += 1;
        }
    }
    table
}

/// The mismatches of one translation: `file:line` of the construct against what the output maps
/// its line to.
fn mismatches(input: &Path, target: Target, checks: bool) -> Result<Vec<String>, String> {
    let opts = options(input, target, checks);
    let (outcome, placements) = record_placements(|| translate(&opts));
    let output = match outcome.output {
        Some(o) if outcome.status == 0 => o,
        _ => return Err(outcome.messages),
    };
    let table = line_table(&output);
    let lines: Vec<&str> = output.split('\n').collect();
    let mut bad = vec![];
    for p in &placements {
        let n = output[..p.output_offset].matches('\n').count();
        let mapped = table.get(n).cloned().flatten();
        if mapped.as_ref() != Some(&(p.file.clone(), p.line)) {
            bad.push(format!(
                "{} {}{}: output line {} `{}` comes from {}:{} but is mapped to {:?}",
                input.display(),
                target.name(),
                if checks { " --checks" } else { "" },
                n + 1,
                lines.get(n).unwrap_or(&"").trim(),
                p.file,
                p.line,
                mapped
            ));
        }
    }
    if placements.is_empty() {
        bad.push(format!("{}: nothing recorded", input.display()));
    }
    Ok(bad)
}

#[test]
fn every_statement_of_every_program_maps_to_its_own_line() {
    let files = upc_programs();
    assert!(
        files.len() >= 100,
        "expected the UPC programs of samples/ and tests/in"
    );
    let mut bad = vec![];
    let mut translated = 0;
    for f in &files {
        for target in [Target::Upcr, Target::Ga] {
            for checks in [false, true] {
                // Programs that do not translate (tests/in/invalid, --to ga limits) have no
                // output to check.
                if let Ok(b) = mismatches(f, target, checks) {
                    translated += 1;
                    bad.extend(b);
                }
            }
        }
    }
    assert!(translated >= 200, "only {translated} translations");
    assert!(
        bad.is_empty(),
        "{} constructs mapped to another line, e.g.:\n{}",
        bad.len(),
        bad.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// The case, one statement: the body of a one-line `if` maps to the `if`'s line.
#[test]
fn the_body_of_a_one_line_if_keeps_its_line() {
    let dir = scratch("line-mapping-if");
    let src = dir.join("oob.upc");
    std::fs::write(
        &src,
        "#include <upc.h>\nshared int a[4 * THREADS];\nint main(void) {\n    int k = 4 * THREADS + 100;\n    if (MYTHREAD == 0) a[k] = 42;\n    upc_barrier;\n    return 0;\n}\n",
    )
    .unwrap();
    for target in [Target::Upcr, Target::Ga] {
        let bad = mismatches(&src, target, true).expect("translates");
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }
}
