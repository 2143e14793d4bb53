//! Unit tests of the C runtime (runtime-aux/upcr) that need no MPI: each test program under
//! runtime-aux/upcr/tests is compiled warning-free and must print its PASS line.

mod common;
use common::*;
use std::process::Command;

#[test]
fn runtime_unit_programs_pass() {
    let dir = scratch("runtime-unit");
    let tests = files_with_ext(&root().join("runtime-aux/upcr/tests"), "c");
    assert!(!tests.is_empty());
    for src in tests {
        let exe = dir.join(src.file_stem().unwrap());
        check(
            Command::new("cc")
                .args(["-std=gnu11", "-Wall", "-Wextra", "-Werror", "-O1"])
                .arg(&src)
                .arg("-o")
                .arg(&exe),
        );
        let out = check(&mut Command::new(&exe));
        assert!(text(&out.stdout).contains("PASS:"), "{}", text(&out.stdout));
    }
}
