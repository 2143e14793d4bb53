//! The program `run` starts: where it is, whether it can be started, the THREADS it was
//! compiled for.

use std::ffi::OsString;

/// The THREADS a program was compiled for (`-T N`): the value the translated files put in
/// their ELF section (`upcrt_static_threads`, `upcga_static_threads`); `None` for a program
/// compiled for any count, or a file that is not such an executable.
pub fn static_threads_of(program: &std::path::Path) -> Option<u32> {
    let bytes = std::fs::read(program).ok()?;
    let u16_at = |o: usize| Some(u16::from_le_bytes(bytes.get(o..o + 2)?.try_into().ok()?));
    let u32_at = |o: usize| Some(u32::from_le_bytes(bytes.get(o..o + 4)?.try_into().ok()?));
    let u64_at = |o: usize| {
        let v = u64::from_le_bytes(bytes.get(o..o + 8)?.try_into().ok()?);
        usize::try_from(v).ok()
    };
    // An ELF file of 64 bits, little-endian.
    if bytes.get(..6)? != b"\x7fELF\x02\x01" {
        return None;
    }
    let (shoff, shentsize) = (u64_at(0x28)?, usize::from(u16_at(0x3a)?));
    let (shnum, shstrndx) = (usize::from(u16_at(0x3c)?), usize::from(u16_at(0x3e)?));
    let header = |k: usize| shoff.checked_add(k.checked_mul(shentsize)?);
    let names = u64_at(header(shstrndx)? + 24)?;
    (0..shnum).find_map(|k| {
        let h = header(k)?;
        let name_at = names.checked_add(usize::try_from(u32_at(h)?).ok()?)?;
        let name = bytes.get(name_at..)?.split(|&b| b == 0).next()?;
        if name != b"upcrt_static_threads" && name != b"upcga_static_threads" {
            return None;
        }
        u32_at(u64_at(h + 24)?)
    })
}

/// The path of the program `run` starts (a bare name is looked up in `PATH`).
pub(super) fn program_path(program: &OsString) -> std::path::PathBuf {
    let path = std::path::Path::new(program);
    if path.components().count() > 1 {
        return path.to_path_buf();
    }
    std::env::var_os("PATH")
        .and_then(|dirs| {
            std::env::split_paths(&dirs)
                .map(|d| d.join(path))
                .find(|p| p.is_file())
        })
        .unwrap_or_else(|| path.to_path_buf())
}

/// Checks that the program can be started (what `mpirun -q` would not report): a path names an
/// executable file; a bare name is looked up in `PATH`.
pub(super) fn find_program(program: &OsString) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    let path = std::path::Path::new(program);
    let executable = |p: &std::path::Path| {
        std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    };
    if path.components().count() > 1 {
        return match std::fs::metadata(path) {
            Err(e) => Err(e.to_string()),
            Ok(_) if !executable(path) => Err("not an executable file".into()),
            Ok(_) => Ok(()),
        };
    }
    let found = std::env::var_os("PATH")
        .is_some_and(|dirs| std::env::split_paths(&dirs).any(|d| executable(&d.join(path))));
    if found {
        Ok(())
    } else {
        Err("not found in PATH (write `./NAME` for a program of this folder)".into())
    }
}
