//! Round trip of the real system, MPI and Global Arrays headers: each `#include`d alone,
//! translated `--to c` (with the header re-emitted as `#include`, and with its contents printed),
//! then compiled with `mpicc -c`.

mod common;
use common::*;

const HEADERS: [&str; 40] = [
    "assert",
    "complex",
    "ctype",
    "errno",
    "fenv",
    "float",
    "inttypes",
    "limits",
    "locale",
    "math",
    "setjmp",
    "signal",
    "stdarg",
    "stdbool",
    "stddef",
    "stdint",
    "stdio",
    "stdlib",
    "string",
    "tgmath",
    "time",
    "wchar",
    "wctype",
    "pthread",
    "unistd",
    "fcntl",
    "sys/time",
    "sys/types",
    "sys/stat",
    "sys/mman",
    "sys/resource",
    "sys/utsname",
    "dirent",
    "getopt",
    "strings",
    "alloca",
    "mpi",
    "ga",
    "macdecls",
    "ga-mpi",
];

#[test]
fn every_header_round_trips_and_compiles() {
    let dir = scratch("headers");
    let inc = mpi_include_args();
    let mut failures = vec![];
    for h in HEADERS {
        let name = h.replace('/', "_");
        let src = dir.join(format!("{name}.c"));
        std::fs::write(
            &src,
            format!("#include <{h}.h>\nint main(void) {{ return 0; }}\n"),
        )
        .unwrap();
        for (mode, extra) in [("collapsed", None), ("expanded", Some("--expand-headers"))] {
            let out = dir.join(format!("{name}.{mode}.c"));
            let mut cmd = xlate();
            cmd.arg(&src)
                .args(["--to", "c", "-o"])
                .arg(&out)
                .args(&inc)
                .args(extra);
            let r = run(&mut cmd);
            if !r.status.success() {
                failures.push(format!(
                    "{h} ({mode}): translation failed\n{}",
                    text(&r.stderr)
                ));
                continue;
            }
            let obj = dir.join(format!("{name}.{mode}.o"));
            let c = run(std::process::Command::new("mpicc")
                .args(["-std=gnu11", "-Wall", "-c"])
                .arg(&out)
                .arg("-o")
                .arg(&obj));
            // Expanded headers lose the system-header status that silences warnings in them,
            // so only the collapsed form must be warning-free.
            let warned = mode == "collapsed" && warnings(&c.stderr) > 0;
            if !c.status.success() || warned {
                failures.push(format!(
                    "{h} ({mode}): mpicc -c failed\n{}",
                    text(&c.stderr)
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
