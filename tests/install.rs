//! The installed tool: `make install PREFIX=P` (the binary cargo built, not a rebuild) gives a
//! tool that works with the source tree out of reach (hidden under an empty mount, in a mount
//! namespace of the test's own, where the machine allows it): `upcc hello.upc -o h && upcrun
//! -n 4 ./h` under both UPC backends, from the site's prebuilt cache with an unwritable home;
//! its manual pages show with `man -l`, its module file loads in `modulecmd`, its completions
//! load in bash. Nothing it writes names the tree.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn run(cmd: &mut Command) -> Output {
    cmd.output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"))
}

/// A folder outside the tree, removed when the tests end (kept on failure: the OS's temp).
fn outside(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pgx-install-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The prefix `make install` installed into (once for all the tests), outside the tree, with
/// the site cache of both UPC backends (upcr, ga) prebuilt.
fn prefix() -> &'static Path {
    static PREFIX: OnceLock<PathBuf> = OnceLock::new();
    PREFIX.get_or_init(|| {
        let p = outside("prefix");
        let out = run(Command::new("make")
            .current_dir(root())
            .arg("install")
            .arg(format!("PREFIX={}", p.display()))
            .arg(format!("BIN={}", env!("CARGO_BIN_EXE_pgas-xlate")))
            .arg("PREBUILD=upcr,ga")
            // The cache the install fills is the site's, whatever the caller's is.
            .env("PGAS_XLATE_CACHE", outside("unused-cache")));
        assert!(
            out.status.success(),
            "make install failed\n{}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        p
    })
}

/// Runs a shell script with the tree hidden (an empty tmpfs mounted over it in a mount
/// namespace of its own) when the machine allows it, else as it is; the environment is a
/// user's of the installation: PATH with the prefix first, a home where nothing can be written
/// (a path under a regular file), no cache variables.
fn as_user(script: &str, dir: &Path) -> (Output, bool) {
    as_user_of(&prefix().join("bin"), script, dir)
}

/// [`as_user`] with the programs of `bin` first on the PATH.
fn as_user_of(bin: &Path, script: &str, dir: &Path) -> (Output, bool) {
    let home = dir.join("not-a-folder");
    std::fs::write(&home, "").unwrap();
    let path = format!("{}:/usr/bin:/bin", bin.display());
    let mut hide = Command::new("unshare");
    hide.args(["-m", "sh", "-c"])
        .arg(format!(
            "mount -t tmpfs none '{}' && test ! -e '{}/Cargo.toml' && exec sh -ec \"$0\"",
            root().display(),
            root().display()
        ))
        .arg(script);
    let mut plain = Command::new("sh");
    plain.arg("-ec").arg(script);
    let can_hide = run(Command::new("unshare").args(["-m", "true"]))
        .status
        .success();
    let cmd = if can_hide { &mut hide } else { &mut plain };
    if !can_hide {
        eprintln!("note: unshare -m is not allowed here: the tree is not hidden");
    }
    cmd.current_dir(dir)
        .env_clear()
        .env("PATH", path)
        .env("HOME", home.join("home"))
        .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
        .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
    (run(cmd), can_hide)
}

/// No file under `dir` names the source tree.
fn names_no_tree(dir: &Path) {
    let tree = root().to_string_lossy().into_owned();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            let bytes = std::fs::read(&path).unwrap();
            assert!(
                !bytes.windows(tree.len()).any(|w| w == tree.as_bytes()),
                "{} names the source tree {tree}",
                path.display()
            );
        }
    }
}

#[test]
fn installed_upcc_and_upcrun_run_hello_without_the_tree() {
    let dir = outside("hello");
    std::fs::copy(root().join("samples/upc/hello.upc"), dir.join("hello.upc")).unwrap();
    std::fs::write(
        dir.join("threads.upc"),
        "#include <upc.h>\n#include <stdio.h>\nint main(void) { if (MYTHREAD == 0) printf(\"THREADS=%d\\n\", THREADS); return 0; }\n",
    )
    .unwrap();
    let script = "\
        for t in upcr ga; do \
          upcc --to $t hello.upc -o h_$t; upcrun -n 4 ./h_$t; \
          upcc --to $t -T 4 threads.upc -o t_$t; upcrun -n 4 ./t_$t; \
          upcc --to $t --save-temps threads.upc -o d_$t; upcrun -n 4 ./d_$t; \
        done";
    let (out, hidden) = as_user(script, &dir);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert_eq!(stdout.matches("PASS: hello").count(), 2, "{stdout}");
    assert_eq!(stdout.matches("THREADS=4").count(), 4, "{stdout}");
    // Everything came from the site cache: nothing was built (the home is unwritable).
    assert!(!stderr.contains("building"), "{stderr}");
    if hidden {
        eprintln!("(the tree was hidden)");
    }
    names_no_tree(&dir);
}

/// `cargo install ARGS --root P` run from this tree, with cargo's build folder kept under
/// target/ (a second run rebuilds nothing); P.
fn cargo_install(name: &str, args: &[&str]) -> PathBuf {
    let p = outside(name);
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    // cargo's build folder starts as a copy of the suite's own release build (the same profile
    // and sources), so cargo install links what a user's earlier build left instead of building
    // the whole tool again: two minutes of the suite on two cores.
    let build = root().join("target/cargo-install");
    if !build.join("release").exists() {
        std::fs::create_dir_all(&build).unwrap();
        let copy = run(Command::new("cp")
            .args(["-a", "--reflink=auto"])
            .arg(root().join("target/release"))
            .arg(&build));
        assert!(copy.status.success(), "{}", text(&copy.stderr));
    }
    let out = run(Command::new(cargo)
        .current_dir(root())
        .arg("install")
        .args(args)
        .args(["--locked", "--root"])
        .arg(&p)
        .env("CARGO_TARGET_DIR", &build));
    assert!(
        out.status.success(),
        "cargo install {args:?} failed\n{}",
        text(&out.stderr)
    );
    p
}

/// The binary `cargo install` put in `p/bin`, with the tree hidden and no site cache beside it,
/// builds its runtime into the user's cache on first use and builds and runs hello as the user
/// guide says: under the names `upcc` and `upcrun` linked to it, with `-T 4` and with `-n 4`,
/// under both UPC backends.
fn cargo_installed_runs_hello(p: &Path) {
    let bin = p.join("bin");
    for name in ["upcc", "upcrun"] {
        std::os::unix::fs::symlink("pgas-xlate", bin.join(name)).unwrap();
    }
    let dir = outside(&format!(
        "{}-hello",
        p.file_name().unwrap().to_string_lossy()
    ));
    std::fs::copy(root().join("samples/upc/hello.upc"), dir.join("hello.upc")).unwrap();
    let script = "\
        export HOME=\"$PWD/home\"; mkdir -p \"$HOME\"; \
        for t in upcr ga; do \
          upcc --to $t -T 4 hello.upc -o t_$t; upcrun ./t_$t; \
          upcc --to $t hello.upc -o h_$t; upcrun -n 4 ./h_$t; \
        done";
    let (out, hidden) = as_user_of(&bin, script, &dir);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert_eq!(stdout.matches("PASS: hello").count(), 4, "{stdout}");
    // The libraries were built into the user's cache (nothing beside the binary).
    assert!(dir.join("home/.cache/pgas-xlate").is_dir());
    assert!(!p.join("share").exists());
    if hidden {
        eprintln!("(the tree was hidden)");
    }
    names_no_tree(&dir);
}

/// `cargo install --path . --root P` (offline: with the crates cargo already has) gives a tool
/// that builds and runs hello away from the tree ([`cargo_installed_runs_hello`]).
#[test]
fn cargo_install_path_gives_a_tool_that_builds_and_runs_hello() {
    let p = cargo_install("cargo-install-path", &["--path", ".", "--offline"]);
    cargo_installed_runs_hello(&p);
}

/// `cargo install --git URL pgas-xlate` (the commit checked out here, by its file URL) likewise;
/// the package name is needed, the repository holding the fuzz crate too. Ignored: cargo
/// updates crates.io's index for a git source (the network), whatever `--locked` says.
#[test]
#[ignore]
fn cargo_install_git_gives_a_tool_that_builds_and_runs_hello() {
    let head = run(Command::new("git")
        .current_dir(root())
        .args(["rev-parse", "HEAD"]));
    let url = format!("file://{}", root().display());
    let rev = text(&head.stdout).trim().to_string();
    let p = cargo_install(
        "cargo-install-git",
        &["--git", &url, "--rev", &rev, "pgas-xlate"],
    );
    cargo_installed_runs_hello(&p);
}

/// What the site cache lacks is built into the user's cache, saying so in one line; with
/// nowhere to write it, the error names PGAS_XLATE_CACHE.
#[test]
fn a_library_the_site_lacks_is_built_once_or_named() {
    let dir = outside("checks");
    std::fs::copy(root().join("samples/upc/hello.upc"), dir.join("hello.upc")).unwrap();
    // --checks's runtime is not prebuilt (PREBUILD=upcr,ga).
    let (out, _) = as_user("upcc --checks hello.upc -o h", &dir);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert!(stderr.contains("PGAS_XLATE_CACHE"), "{stderr}");
    assert!(!dir.join("h").exists());
    // On a terminal (script(1) gives it one), one line says what is built, and where.
    let cache = dir.join("cache");
    let script = format!(
        "PGAS_XLATE_CACHE='{}' script -qec 'upcc --checks hello.upc -o h' /dev/null > tty.log; \
         upcrun -n 2 ./h",
        cache.display()
    );
    let (out, _) = as_user(&script, &dir);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("PASS: hello"), "{stdout}");
    let tty = std::fs::read_to_string(dir.join("tty.log")).unwrap();
    let lines: Vec<&str> = tty.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "{tty}");
    assert!(
        lines[0].starts_with("pgas-xlate: building the upcr library once, into ")
            && lines[0].contains(&cache.to_string_lossy().into_owned()),
        "{tty}"
    );
}

#[test]
fn manual_pages_show_with_man() {
    let man1 = prefix().join("share/man/man1");
    for (page, expect) in [
        ("pgas-xlate.1", "--to"),
        ("pgas-xlate-cc.1", "--threads N"),
        ("pgas-xlate-run.1", "-np N"),
        ("pgas-xlate-trace.1", "merge"),
        ("upcc.1", "upcc"),
        ("upcrun.1", "upcrun"),
    ] {
        let out = run(Command::new("man")
            .arg("-l")
            .arg(man1.join(page))
            .env("MANWIDTH", "100")
            .env_remove("MAN_KEEP_FORMATTING"));
        // man writes plain text when its output is not a terminal; hyphens may be typeset.
        let shown = text(&out.stdout).replace(['\u{2010}', '\u{2212}'], "-");
        assert!(out.status.success(), "{page}: {}", text(&out.stderr));
        assert!(shown.contains(expect), "{page} lacks {expect}:\n{shown}");
    }
}

#[test]
fn module_file_loads_in_modulecmd() {
    let p = prefix().display().to_string();
    let out = run(Command::new("modulecmd")
        .args(["sh", "load", "pgas-xlate"])
        .env("MODULEPATH", prefix().join("modulefiles"))
        .env_remove("MANPATH")
        .env_remove("CMAKE_PREFIX_PATH"));
    let shell = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(shell.contains(&format!("PATH={p}/bin:")), "{shell}");
    // The empty element keeps man's own path.
    assert!(
        shell.contains(&format!("MANPATH={p}/share/man:;")),
        "{shell}"
    );
    assert!(
        shell.contains(&format!("CMAKE_PREFIX_PATH={p};")),
        "{shell}"
    );
    // Loaded in a shell, the names are the installed ones.
    let out = run(Command::new("sh")
        .arg("-c")
        .arg("eval \"$(modulecmd sh load pgas-xlate)\" && command -v upcc && upcrun --help")
        .env("MODULEPATH", prefix().join("modulefiles")));
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.starts_with(&format!("{p}/bin/upcc\n")), "{stdout}");
    assert!(stdout.contains("usage: pgas-xlate run"), "{stdout}");
}

#[test]
fn bash_completions_load() {
    let dir = prefix().join("share/bash-completion/completions");
    let script = format!(
        "for c in pgas-xlate upcc upcrun; do . '{}'/$c; done; complete -p pgas-xlate upcc upcrun",
        dir.display()
    );
    let out = run(Command::new("bash").arg("-c").arg(script));
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert_eq!(stdout.lines().count(), 3, "{stdout}");
    for f in [
        "share/zsh/site-functions/_upcc",
        "share/fish/vendor_completions.d/upcrun.fish",
    ] {
        assert!(prefix().join(f).is_file(), "{f}");
    }
}

/// Copies a sample folder of the tree outside it.
fn sample(name: &str, dir: &Path) -> PathBuf {
    let to = dir.join(name);
    let out = run(Command::new("cp")
        .arg("-r")
        .arg(root().join("samples").join(name))
        .arg(&to));
    assert!(out.status.success(), "{}", text(&out.stderr));
    to
}

/// samples/cmake with Debian's cmake and the installed package: both backends on 4
/// processes, and an edited header rebuilds both objects.
#[test]
fn cmake_sample_builds_and_runs_on_both_backends() {
    let dir = outside("cmake");
    sample("cmake", &dir);
    let script = format!(
        "cmake -S cmake -B build -DCMAKE_PREFIX_PATH='{}' > configure.log; \
         cmake --build build > build.log; \
         upcrun -n 4 build/sum_upcr; upcrun -n 4 build/sum_ga4; \
         sleep 1; touch cmake/sum.h; cmake --build build | grep 'Building UPC object'",
        prefix().display()
    );
    let (out, _) = as_user(&script, &dir);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert_eq!(
        stdout.matches("THREADS=4 sum=500500 PASS").count(),
        2,
        "{stdout}"
    );
    assert_eq!(stdout.matches("Building UPC object").count(), 2, "{stdout}");
}

/// samples/autotools: its configure-like check takes CC=upcc for a working UPC compiler (and
/// `pgas-xlate cc`, which reads .c files as C, for none), then make builds the program.
#[test]
fn configure_check_accepts_upcc() {
    let dir = outside("autotools");
    sample("autotools", &dir);
    let script = "cd autotools; \
        if CC='pgas-xlate cc' ./configure; then exit 1; fi; \
        CC=upcc ./configure; make > make.log; upcrun -n 4 ./prog";
    let (out, _) = as_user(script, &dir);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(
        stderr.contains("configure: error: pgas-xlate cc is not a UPC compiler"),
        "{stderr}"
    );
    assert!(stdout.contains("THREADS=4 sum=500500 PASS"), "{stdout}");
}

/// Removes the package when the test ends, whatever happened.
struct Installed;

/// `dpkg ARGS`, waiting (up to five minutes) while another package tool holds dpkg's lock, as a
/// site's machine running its automatic updates may: the lock is not this test's business.
fn dpkg(args: &[&str]) -> Output {
    let start = std::time::Instant::now();
    loop {
        let out = run(Command::new("dpkg").args(args));
        let locked = text(&out.stderr).contains("lock was locked by another process");
        if out.status.success() || !locked || start.elapsed().as_secs() > 300 {
            return out;
        }
        std::thread::sleep(std::time::Duration::from_secs(2));
    }
}

impl Drop for Installed {
    fn drop(&mut self) {
        let _ = dpkg(&["-r", "pgas-xlate"]);
    }
}

/// `make deb`'s package: `dpkg -i` gives upcc and upcrun on the PATH, running hello under both
/// backends from the package's prebuilt cache with the tree hidden and an unwritable home, its
/// manual pages and its module file; `dpkg -r` removes every file. Needs root, and no
/// pgas-xlate package installed already (else it says so and checks nothing).
#[test]
fn debian_package_installs_runs_and_removes() {
    let installed = run(Command::new("dpkg").args(["-s", "pgas-xlate"]));
    let root_user = text(&run(Command::new("id").arg("-u")).stdout).trim() == "0";
    if installed.status.success() || !root_user {
        eprintln!("note: not root, or a pgas-xlate package is installed: dpkg is not tried");
        return;
    }
    let dir = outside("deb");
    let out = run(Command::new(root().join("scripts/make-deb.sh"))
        .arg(env!("CARGO_BIN_EXE_pgas-xlate"))
        .arg(&dir)
        .env("PREBUILD", "upcr,ga")
        .env("PGAS_XLATE_CACHE", dir.join("unused-cache")));
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let deb = stdout.lines().last().unwrap().to_string();
    assert!(deb.ends_with(".deb"), "{stdout}");
    let _guard = Installed;
    let out = dpkg(&["-i", &deb]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    std::fs::copy(root().join("samples/upc/hello.upc"), dir.join("hello.upc")).unwrap();
    let script = "\
        test \"$(command -v upcc)\" = /usr/bin/upcc; \
        for t in upcr ga; do upcc --to $t hello.upc -o h_$t; upcrun -n 4 ./h_$t; done; \
        man -w upcc pgas-xlate-run pgas-xlate-trace; \
        MODULEPATH=/usr/share/modules/modulefiles modulecmd sh load pgas-xlate";
    let (out, _) = as_user_of(Path::new("/usr/bin"), script, &dir);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert_eq!(stdout.matches("PASS: hello").count(), 2, "{stdout}");
    assert!(
        stdout.contains("/usr/share/man/man1/pgas-xlate-cc.1"),
        "{stdout}"
    );
    assert!(stdout.contains("CMAKE_PREFIX_PATH=/usr;"), "{stdout}");
    names_no_tree(&dir);
    let out = dpkg(&["-r", "pgas-xlate"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    for gone in [
        "/usr/bin/pgas-xlate",
        "/usr/bin/upcc",
        "/usr/bin/upcrun",
        "/usr/lib/pgas-xlate",
        "/usr/include/pgas-xlate",
        "/usr/lib/cmake/PGASXlate",
        "/usr/share/modules/modulefiles/pgas-xlate",
        "/usr/share/man/man1/upcc.1",
    ] {
        assert!(!Path::new(gone).exists(), "{gone} is left after dpkg -r");
    }
}

/// The binary under the names `upcc` and `upcrun` (links, as installed): `upcc` is `cc -x upc`
/// (a UPC program in a `.c` file is UPC, as upcc reads it; `pgas-xlate cc` reads it as C),
/// `upcrun` is `run`.
#[test]
fn the_names_upcc_and_upcrun_dispatch() {
    let dir = outside("names");
    for name in ["upcc", "upcrun"] {
        std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_pgas-xlate"), dir.join(name)).unwrap();
    }
    std::fs::copy(root().join("samples/upc/hello.upc"), dir.join("hello.c")).unwrap();
    let out = run(Command::new(dir.join("upcc"))
        .args(["hello.c", "-o", "h"])
        .current_dir(&dir));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = run(Command::new(dir.join("upcrun"))
        .args(["-n", "2", "./h"])
        .current_dir(&dir));
    assert!(
        text(&out.stdout).contains("PASS: hello"),
        "{}",
        text(&out.stderr)
    );
    let out = run(Command::new(env!("CARGO_BIN_EXE_pgas-xlate"))
        .args(["cc", "hello.c", "-o", "h2"])
        .current_dir(&dir));
    assert!(!out.status.success(), "pgas-xlate cc read hello.c as UPC");
    let out = run(Command::new(dir.join("upcc")).arg("--help"));
    assert!(text(&out.stdout).starts_with("usage: pgas-xlate cc"));
    // With CC=upcc exported (make, configure), the preprocessor is still the system's.
    for cmd in [
        Command::new(dir.join("upcc")).args(["hello.c", "-o", "h3"]),
        Command::new(env!("CARGO_BIN_EXE_pgas-xlate")).args([
            "hello.c",
            "-x",
            "upc",
            "--to",
            "upcr",
            "--syntax-only",
        ]),
    ] {
        let out = run(cmd.current_dir(&dir).env("CC", dir.join("upcc")));
        assert!(out.status.success(), "{cmd:?}: {}", text(&out.stderr));
    }
}
