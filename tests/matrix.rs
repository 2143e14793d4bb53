//! The translation matrix: every input × every target it supports, each pair's output committed
//! under `tests/out/<target>/` (UPC programs through `--to upcr` and `--to ga`, GA C programs
//! through `--to upc`). A change in the lowering shows as a reviewable diff of all targets at
//! once. On a mismatch the test prints a unified diff of each pair that changed;
//! `PGAS_XLATE_BLESS=1 cargo test --release --test matrix` rewrites the committed files (and
//! removes those no pair produces any more).

mod common;
use common::*;
use std::path::{Path, PathBuf};

/// One translation: input (relative to the repository root), target, extra options, and the
/// name of its committed output.
struct Pair {
    input: PathBuf,
    target: &'static str,
    options: Vec<String>,
    out: PathBuf,
}

/// The UPC inputs: every sample, the multi-file sample, and the test programs that are whole
/// programs (real-program idioms, names, termination, UPC-IO, GASP).
const UPC_DIRS: &[(&str, &str)] = &[
    ("samples/upc", ""),
    ("samples/upc/multifile", "multifile_"),
    ("tests/in/real", "real_"),
    ("tests/in/valid", "valid_"),
    ("tests/in/names", "names_"),
    ("tests/in/termination", "term_"),
    ("tests/in/upc_io", "io_"),
    ("tests/in/gasp", "gasp_"),
];

/// The GA C inputs.
const GA_DIRS: &[(&str, &str)] = &[("samples/ga", ""), ("tests/in/ga_upc", "in_")];

/// Inputs translated once more with options that select other lowerings (suffix of the output
/// name, options).
const VARIANTS: &[(&str, &str, &[&str])] = &[
    (
        "samples/upc/dynamic_pointers.upc",
        "dynptr",
        &["--dynamic-pointers"],
    ),
    (
        "samples/upc/ptr_arith.upc",
        "dynptr",
        &["--dynamic-pointers"],
    ),
    (
        "samples/upc/ptr_phase_arith.upc",
        "dynptr",
        &["--dynamic-pointers"],
    ),
    (
        "tests/in/gasp/profile_events.upc",
        "profile",
        &["--profile-local", "--inst-functions"],
    ),
    (
        "samples/upc/app_jacobi.upc",
        "profile",
        &["--profile-local", "--inst-functions"],
    ),
    ("samples/upc/mem_nb.upc", "profile", &["--profile"]),
    (
        "samples/upc/locks_counter.upc",
        "profile",
        &["--profile-local"],
    ),
    (
        "samples/upc/coll_reduce.upc",
        "profile",
        &["--profile-local"],
    ),
];

/// Samples translated once more without `#line` (`NAME.plain`, `--no-line-directives`): the
/// generated C as a reader sees it (user's names and statements in order, helpers named after
/// their arrays, the target's calls where its programmer would write them).
const PLAIN: &[&str] = &[
    "hello",
    "app_jacobi",
    "struct_shared",
    "locks_counter",
    "idiom_whole",
    "idiom_dot",
    "ptr_arith",
    "forall_nested",
    "dynamic_arrays_scopes",
    "static_threads_static4",
];

/// `name_staticN.upc` is written for `--threads N`.
fn static_threads(path: &Path) -> Option<String> {
    let stem = path.file_stem()?.to_string_lossy().into_owned();
    let n: String = stem
        .split("_static")
        .nth(1)?
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    (!n.is_empty()).then_some(n)
}

fn out_name(target: &str, name: &str) -> PathBuf {
    let file = match target {
        "upc" => format!("{name}.upc"),
        _ => format!("{name}.{target}.c"),
    };
    Path::new("tests/out").join(target).join(file)
}

fn pairs() -> Vec<Pair> {
    let root = root();
    let mut v = vec![];
    let mut add = |input: &Path, targets: &[&'static str], name: String, extra: &[&str]| {
        let input = input.strip_prefix(&root).unwrap().to_path_buf();
        let mut options: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
        if let Some(n) = static_threads(&input) {
            options.extend(["--threads".to_string(), n]);
        }
        for &target in targets {
            v.push(Pair {
                input: input.clone(),
                target,
                options: options.clone(),
                out: out_name(target, &name),
            });
        }
    };
    for (dir, prefix) in UPC_DIRS {
        for f in files_with_ext(&root.join(dir), "upc") {
            let stem = f.file_stem().unwrap().to_string_lossy();
            add(&f, &["upcr", "ga"], format!("{prefix}{stem}"), &[]);
        }
    }
    for (dir, prefix) in GA_DIRS {
        for f in files_with_ext(&root.join(dir), "c") {
            let stem = f.file_stem().unwrap().to_string_lossy();
            add(&f, &["upc"], format!("{prefix}{stem}"), &[]);
        }
    }
    for (input, suffix, extra) in VARIANTS {
        let f = root.join(input);
        let stem = f.file_stem().unwrap().to_string_lossy().into_owned();
        add(&f, &["upcr", "ga"], format!("{stem}.{suffix}"), extra);
    }
    for sample in PLAIN {
        let f = root.join("samples/upc").join(format!("{sample}.upc"));
        add(
            &f,
            &["upcr", "ga"],
            format!("{sample}.plain"),
            &["--no-line-directives"],
        );
    }
    v
}

fn translate(p: &Pair) -> Result<Vec<u8>, String> {
    let out = run(xlate()
        .arg(&p.input)
        .args(["--to", p.target])
        .args(&p.options)
        .args(["-o", "-"]));
    if out.status.success() {
        Ok(out.stdout)
    } else {
        Err(format!(
            "{} --to {} {}: failed ({}):\n{}",
            p.input.display(),
            p.target,
            p.options.join(" "),
            out.status,
            text(&out.stderr)
        ))
    }
}

fn unified_diff(path: &Path, want: &[u8], got: &[u8]) -> String {
    let (want, got) = (text(want), text(got));
    let committed = format!("{} (committed)", path.display());
    let produced = format!("{} (translated)", path.display());
    similar::TextDiff::from_lines(&want, &got)
        .unified_diff()
        .context_radius(3)
        .header(&committed, &produced)
        .to_string()
}

#[test]
fn every_input_through_every_target_matches_its_committed_output() {
    let root = root();
    let bless = std::env::var_os("PGAS_XLATE_BLESS").is_some_and(|v| v != "0");
    let pairs = pairs();
    assert!(pairs.len() >= 200, "expected at least 200 pairs");
    // Translate on a few threads: each translation is its own process.
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    let results: Vec<Result<Vec<u8>, String>> = std::thread::scope(|s| {
        let chunks: Vec<_> = (0..workers)
            .map(|w| {
                let pairs = &pairs;
                s.spawn(move || {
                    pairs
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| i % workers == w)
                        .map(|(i, p)| (i, translate(p)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<_> = chunks
            .into_iter()
            .flat_map(|h| h.join().expect("worker"))
            .collect();
        all.sort_by_key(|(i, _)| *i);
        all.into_iter().map(|(_, r)| r).collect()
    });
    let mut failures = vec![];
    for (p, r) in pairs.iter().zip(results) {
        let got = match r {
            Ok(b) => b,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let path = root.join(&p.out);
        if bless {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            if std::fs::read(&path).ok().as_deref() != Some(&got[..]) {
                std::fs::write(&path, &got).unwrap();
            }
            continue;
        }
        match std::fs::read(&path) {
            Ok(want) if want == got => {}
            Ok(want) => failures.push(unified_diff(&p.out, &want, &got)),
            Err(_) => failures.push(format!(
                "{}: missing (run with PGAS_XLATE_BLESS=1 to write it)",
                p.out.display()
            )),
        }
    }
    // No committed output without its pair (a renamed or removed input).
    let expected: std::collections::HashSet<PathBuf> =
        pairs.iter().map(|p| root.join(&p.out)).collect();
    for target in ["upcr", "ga", "upc"] {
        let dir = root.join("tests/out").join(target);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries {
            let f = e.unwrap().path();
            if !expected.contains(&f) {
                if bless {
                    std::fs::remove_file(&f).unwrap();
                } else {
                    failures.push(format!(
                        "{}: no input produces it (run with PGAS_XLATE_BLESS=1 to remove it)",
                        f.strip_prefix(&root).unwrap().display()
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} pairs differ (PGAS_XLATE_BLESS=1 rewrites the committed outputs):\n{}",
        failures.len(),
        pairs.len(),
        failures.join("\n")
    );
}

/// The names of the committed outputs are unique: two inputs never write the same file.
#[test]
fn every_pair_has_its_own_output() {
    let pairs = pairs();
    let mut seen = std::collections::HashSet::new();
    for p in &pairs {
        assert!(seen.insert(p.out.clone()), "{} twice", p.out.display());
    }
}
