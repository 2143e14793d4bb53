//! Build script: finds libotf2, the library `trace export --format otf2` links with.
//!
//! When the C compiler's library path holds `libotf2.so` (Debian: libotf2-trace-dev), the crate
//! is built with `cfg(otf2)` and the export works; without it the binary still builds and the
//! export says that OTF2 is unavailable and how to get it. `PGAS_XLATE_NO_OTF2=1` builds
//! without it on purpose; the cargo feature `otf2` requires it (the link fails without it).

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(otf2)");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=PGAS_XLATE_NO_OTF2");
    println!("cargo::rerun-if-env-changed=CC");
    let required = std::env::var_os("CARGO_FEATURE_OTF2").is_some();
    let refused = std::env::var_os("PGAS_XLATE_NO_OTF2").is_some_and(|v| !v.is_empty() && v != "0");
    let found = libotf2();
    if let Some(lib) = &found {
        // A new libotf2 (or its removal) rebuilds.
        println!("cargo::rerun-if-changed={}", lib.display());
    }
    if required || (!refused && found.is_some()) {
        println!("cargo::rustc-cfg=otf2");
    }
}

/// Where the C compiler (which links the binary) finds `libotf2.so`, if it does.
fn libotf2() -> Option<PathBuf> {
    let cc = std::env::var("CC")
        .ok()
        .filter(|c| !c.is_empty() && !c.contains("pgas-xlate"))
        .unwrap_or_else(|| "cc".into());
    let out = Command::new(cc)
        .arg("-print-file-name=libotf2.so")
        .output()
        .ok()?;
    let path = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    (out.status.success() && path.is_absolute() && path.exists()).then_some(path)
}
