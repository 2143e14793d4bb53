//! Generated names against the program's own (src/backend/namer.rs): a two-file program that
//! uses every generated-name pattern of both UPC backends as its own identifiers and GA's type
//! names as typedefs builds under `--to upcr` and `--to ga` and prints the same, expected, lines
//! on 1, 2 and 4 processes; the list of GA's header names the translator renames covers every
//! name the installed GA headers define.

mod common;
use common::*;
use pgas_xlate::backend::namer::{GA_HEADER_NAMES, GA_HEADER_PREFIXES};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs a command, killing it after `limit`.
fn run_limited(cmd: &mut Command, limit: Duration) -> std::process::Output {
    let mut child = cmd
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    let start = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("timed out after {limit:?}: {cmd:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.wait_with_output().expect("output")
}

#[test]
fn program_names_meet_generated_names_under_both_backends() {
    let dir = scratch("names-clash");
    let src = root().join("tests/in/names");
    for target in ["upcr", "ga"] {
        let exe: PathBuf = dir.join(format!("clash_{target}"));
        let mut build = xlate();
        build
            .args(["cc", "--to", target])
            .env("PGAS_XLATE_CACHE", cache())
            .arg(src.join("clash.upc"))
            .arg(src.join("clash_other.upc"))
            .arg("-o")
            .arg(&exe);
        let b = run_limited(&mut build, Duration::from_secs(600));
        assert!(
            b.status.success(),
            "--to {target}: build failed:\n{}",
            text(&b.stderr)
        );
        for n in [1, 2, 4] {
            let mut launch = xlate();
            launch.args(["run", "-n", &n.to_string()]).arg(&exe);
            let r = run_limited(&mut launch, Duration::from_secs(300));
            let want = std::fs::read_to_string(src.join(format!("clash.out{n}"))).unwrap();
            assert!(
                r.status.success(),
                "--to {target} on {n}: {}\n{}",
                r.status,
                text(&r.stderr)
            );
            assert_eq!(text(&r.stdout), want, "--to {target} on {n}");
        }
    }
}

#[test]
fn translation_renames_only_what_meets_the_target() {
    // The user's `Real` and `upcga_lo` get names of their own under `--to ga`; `a_get` stays and
    // the generated getter of `a` takes another name; `--to upcr` keeps `Real`.
    let dir = scratch("names-translate");
    let src = dir.join("p.upc");
    std::fs::write(
        &src,
        "#include <upc.h>\ntypedef double Real;\nint upcga_lo;\nshared int a[THREADS];\nint a_get(int i) { return i; }\nint main(void) { Real r = a[0] + a_get(1) + upcga_lo; return (int)r; }\n",
    )
    .unwrap();
    let out = check(xlate().args(["--to", "ga", "-o", "-"]).arg(&src));
    let ga = text(&out.stdout);
    assert!(ga.contains("typedef double pgasu_Real;"), "{ga}");
    assert!(ga.contains("int pgasu_upcga_lo;"), "{ga}");
    assert!(ga.contains("int a_get(int i)"), "{ga}");
    assert!(ga.contains("static inline int a_1_get(long i)"), "{ga}");
    // `#line` still names the user's file and line.
    assert!(
        ga.contains(&format!("#line 2 \"{}\"", src.display())),
        "{ga}"
    );
    let out = check(xlate().args(["--to", "upcr", "-o", "-"]).arg(&src));
    let upcr = text(&out.stdout);
    assert!(upcr.contains("typedef double Real;"), "{upcr}");
    // `upcga_` is the GA library's name space, not the UPC runtime's: kept under `--to upcr`.
    assert!(upcr.contains("int upcga_lo;"), "{upcr}");
}

/// The file-scope names and macros of the GA headers a `--to ga` translation includes.
fn installed_ga_names() -> Option<BTreeSet<String>> {
    let dir = scratch("names-ga-headers");
    let probe = dir.join("h.c");
    std::fs::write(&probe, "#include <ga.h>\n#include <macdecls.h>\n").unwrap();
    let out = Command::new("mpicc")
        .args(["-E", "-dD"])
        .arg(&probe)
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    const GA_FILES: [&str; 6] = [
        "ga.h",
        "gacommon.h",
        "macdecls.h",
        "macommon.h",
        "matypes.h",
        "typesf2c.h",
    ];
    let mut names = BTreeSet::new();
    let mut text_of_ga = String::new();
    let mut in_ga = false;
    for line in text(&out.stdout).lines() {
        if let Some(rest) = line.strip_prefix("# ") {
            if let Some(file) = rest.split('"').nth(1) {
                in_ga = GA_FILES.contains(&file.rsplit('/').next().unwrap_or(file));
                // Keep the marker so the parser's line map stays right.
                text_of_ga.push_str(line);
                text_of_ga.push('\n');
                continue;
            }
        }
        if let Some(m) = line.strip_prefix("#define ") {
            if in_ga {
                let name: String = m
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                names.insert(name);
            }
            text_of_ga.push('\n');
            continue;
        }
        if line.starts_with("#undef") {
            text_of_ga.push('\n');
            continue;
        }
        text_of_ga.push_str(line);
        text_of_ga.push('\n');
    }
    let parsed = pgas_grammar::parse(&text_of_ga, false, "h.c").ok()?;
    for item in &parsed.unit.items {
        let pgas_grammar::ExternalDecl::Decl(d) = item else {
            continue;
        };
        let pgas_grammar::DeclarationKind::Normal { declarators, .. } = &d.kind else {
            continue;
        };
        let loc = parsed.line_map.lookup(d.span.lo as usize);
        let file = parsed.line_map.file_name(loc.file).to_string();
        if !GA_FILES.contains(&file.rsplit('/').next().unwrap_or(&file)) {
            continue;
        }
        for id in declarators {
            if let Some(n) = id.declarator.ident() {
                names.insert(n.name.to_string());
            }
        }
    }
    Some(names)
}

#[test]
fn ga_header_names_are_all_known() {
    let Some(names) = installed_ga_names() else {
        panic!("mpicc -E of GA's headers failed: GA 5.8 and Open MPI must be installed");
    };
    assert!(names.len() > 400, "too few names read: {names:?}");
    assert!(names.contains("Real") && names.contains("GA_Initialize"));
    let unknown: Vec<&String> = names
        .iter()
        .filter(|n| {
            !GA_HEADER_NAMES.contains(&n.as_str())
                && !GA_HEADER_PREFIXES.iter().any(|p| n.starts_with(p))
        })
        .collect();
    assert!(
        unknown.is_empty(),
        "GA header names missing from GA_HEADER_NAMES: {unknown:?}"
    );
}
