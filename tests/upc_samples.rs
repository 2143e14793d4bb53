//! Every UPC sample program passes `--syntax-only` (statically threaded ones with the thread
//! count their name gives), without diagnostics.

mod common;
use common::*;
use std::path::PathBuf;

fn upc_files(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            upc_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "upc") {
            out.push(p);
        }
    }
}

#[test]
fn every_upc_sample_passes_syntax_only() {
    let mut files = vec![];
    upc_files(&root().join("samples/upc"), &mut files);
    files.sort();
    assert!(
        files.len() >= 40,
        "expected at least 40 UPC samples, found {}",
        files.len()
    );
    let mut failures = vec![];
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let mut cmd = xlate();
        cmd.arg(f).args(["--to", "upcr", "--syntax-only"]);
        if let Some(n) = name
            .split("_static")
            .nth(1)
            .and_then(|s| s.chars().next())
            .and_then(|c| c.to_digit(10))
        {
            cmd.args(["--threads", &n.to_string()]);
        }
        let out = run(&mut cmd);
        let err = text(&out.stderr);
        if !out.status.success() || !err.is_empty() {
            failures.push(format!("{}:\n{err}", f.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} samples fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
