//! Round trip of real C programs: translated `--to c`, compiled and run; the output must be the
//! same as the original program's, and the translation must not add compiler warnings.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Builds `sources` with mpicc into `exe`; returns the number of warnings.
fn build(sources: &[PathBuf], include: &[String], exe: &Path) -> usize {
    let out = check(
        Command::new("mpicc")
            .args(["-std=gnu11", "-Wall", "-O1"])
            .args(include)
            .args(sources)
            .arg("-o")
            .arg(exe)
            .arg("-lm"),
    );
    warnings(&out.stderr)
}

fn translate(src: &Path, out: &Path, extra: &[String]) {
    check(
        xlate()
            .arg(src)
            .args(["--to", "c", "-o"])
            .arg(out)
            .args(extra),
    );
}

#[test]
fn sample_c_programs_behave_the_same_after_translation() {
    let dir = scratch("roundtrip-samples");
    let inc = mpi_include_args();
    let samples = files_with_ext(&root().join("samples/c"), "c");
    assert!(samples.len() >= 6, "expected the C samples in samples/c");
    for src in samples {
        let name = src.file_stem().unwrap().to_string_lossy().into_owned();
        let translated = dir.join(format!("{name}.c"));
        translate(&src, &translated, &inc);
        let native_exe = dir.join(format!("{name}.native"));
        let xlate_exe = dir.join(format!("{name}.xlate"));
        let w_native = build(std::slice::from_ref(&src), &[], &native_exe);
        let w_xlate = build(std::slice::from_ref(&translated), &[], &xlate_exe);
        assert!(w_xlate <= w_native, "{name}: translation added warnings");
        let a = run(&mut Command::new(&native_exe));
        let b = run(&mut Command::new(&xlate_exe));
        assert_eq!(
            a.status.code(),
            b.status.code(),
            "{name}: exit status differs"
        );
        assert_eq!(text(&a.stdout), text(&b.stdout), "{name}: output differs");
        assert!(!a.stdout.is_empty(), "{name}: the sample printed nothing");
    }
}

/// The Lua 5.4 interpreter core (about 30 000 lines of real-world C, from the `lua-src` crate's
/// sources): every file translated, the interpreter built from the translations and run.
#[test]
fn lua_interpreter_behaves_the_same_after_translation() {
    let lua = lua_src_dir();
    let dir = scratch("roundtrip-lua");
    let mut originals = vec![];
    let mut translations = vec![];
    for src in files_with_ext(&lua, "c") {
        let out = dir.join(src.file_name().unwrap());
        translate(&src, &out, &["-DLUA_USE_LINUX".to_string()]);
        originals.push(src);
        translations.push(out);
    }
    assert!(translations.len() >= 30, "expected the Lua sources");
    let driver = root().join("tests/in/lua/lua_driver.c");
    let inc = vec![
        format!("-I{}", lua.display()),
        "-DLUA_USE_LINUX".to_string(),
    ];
    originals.push(driver.clone());
    translations.push(driver);
    let native = dir.join("lua.native");
    let xlated = dir.join("lua.xlate");
    let w_native = build(&originals, &inc, &native);
    let w_xlate = build(&translations, &inc, &xlated);
    assert!(
        w_xlate <= w_native,
        "translation added warnings ({w_xlate} > {w_native})"
    );
    let script = root().join("tests/in/lua/program.lua");
    let a = check(Command::new(&native).arg(&script));
    let b = check(Command::new(&xlated).arg(&script));
    assert_eq!(text(&a.stdout), text(&b.stdout));
    assert!(text(&a.stdout).contains("fib\t46368"));
}

fn lua_src_dir() -> PathBuf {
    let home = std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(std::env::var("HOME").unwrap()).join(".cargo"));
    let registry = home.join("registry/src");
    for index in std::fs::read_dir(&registry).expect("cargo registry") {
        let index = index.unwrap().path();
        let Ok(entries) = std::fs::read_dir(&index) else {
            continue;
        };
        let mut crates: Vec<PathBuf> = entries
            .map(|e| e.unwrap().path())
            .filter(|p| {
                p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with("lua-src-")
            })
            .collect();
        crates.sort();
        if let Some(c) = crates.last() {
            let mut versions = files_in(c, "lua-5.4");
            versions.sort();
            if let Some(v) = versions.last() {
                return v.clone();
            }
        }
    }
    panic!(
        "the lua-src crate (a dev-dependency) is not in {}",
        registry.display()
    );
}

fn files_in(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|r| {
            r.map(|e| e.unwrap().path())
                .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(prefix))
                .collect()
        })
        .unwrap_or_default()
}

/// UPC → GA → UPC: a UPC sample translated `--to ga` (C over GA and ga-aux), that C translated
/// back `--to upc` and built by `pgas-xlate cc --to upc` (which translates ga-aux itself to UPC
/// and links it with the GA-on-UPC library), run on 1, 2 and 4 processes: exit status and
/// output must be those of the sample built directly (`cc --to upcr`). The samples cover
/// arrays of several layouts, pointers-to-shared, locks, allocation, collectives and the
/// split-phase barrier.
fn upc_ga_upc(name: &str) {
    let cache = cache();
    let dir = scratch(&format!("roundtrip-upc-ga-{name}"));
    let sample = root().join("samples/upc").join(format!("{name}.upc"));
    let ga_c = dir.join(format!("{name}.ga.c"));
    check(xlate().arg(&sample).args(["--to", "ga", "-o"]).arg(&ga_c));
    let ga_text = std::fs::read_to_string(&ga_c).unwrap();
    assert!(
        ga_text.contains("#include <upcga.h>") && !ga_text.contains("upc_barrier"),
        "{name}: the `--to ga` output is not GA C"
    );
    let direct = dir.join(format!("{name}.direct"));
    let back = dir.join(format!("{name}.roundtrip"));
    let cc = |args: &[&str], input: &Path, exe: &Path| {
        check(
            xlate()
                .arg("cc")
                .args(args)
                .arg(input)
                .arg("-o")
                .arg(exe)
                .env("PGAS_XLATE_CACHE", &cache),
        )
    };
    cc(&["--to", "upcr"], &sample, &direct);
    cc(&["--to", "upc", "--save-temps"], &ga_c, &back);
    // The UPC of the round trip calls the GA-on-UPC library (GA's names), not MPI.
    let upc_text = std::fs::read_to_string(dir.join(format!("{name}.ga.upc"))).unwrap();
    assert!(upc_text.contains("#include <upc.h>") && upc_text.contains("#include <ga.h>"));
    assert!(!upc_text.contains("MPI_Init("), "{name}: MPI left");
    for n in ["1", "2", "4"] {
        let launch = |exe: &Path| {
            run(xlate()
                .args(["run", "-n", n])
                .arg(exe)
                .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
                .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1"))
        };
        let a = launch(&direct);
        let b = launch(&back);
        assert!(
            a.status.success() && text(&a.stdout).contains("PASS"),
            "{name} (direct) on {n}: {}{}",
            text(&a.stdout),
            text(&a.stderr)
        );
        assert_eq!(
            a.status.code(),
            b.status.code(),
            "{name} on {n} processes: exit status differs after the round trip\n{}",
            text(&b.stderr)
        );
        assert_eq!(
            text(&a.stdout),
            text(&b.stdout),
            "{name} on {n} processes: output differs after the round trip"
        );
    }
}

macro_rules! upc_ga_upc_samples {
    ($($name:ident),*) => {$(
        #[test]
        fn $name() {
            upc_ga_upc(stringify!($name));
        }
    )*};
}

mod upc_ga_upc {
    use super::*;
    upc_ga_upc_samples!(
        array_2d,
        array_indefinite,
        shared_ptr_shared,
        locks_counter,
        alloc_global,
        coll_reduce,
        notify_wait
    );
}
