//! The MPI library a program is built with (`pgas-xlate cc`) and started by (`pgas-xlate run`):
//! Open MPI or MPICH (and MPICH's derivatives, whose compiler wrappers answer `-show`).
//!
//! The choice: `--mpi openmpi|mpich`, else `PGAS_XLATE_MPI`, else (for `run`) what the program
//! records, else the one installed; with both installed, the system's default `mpicc`'s.
//! Programs linked by `cc` carry the text `pgas-xlate built with MPI: <name>` ([`record_source`]);
//! `run` reads it back ([`recorded`]), or for other programs the MPI library they load.

use std::path::{Path, PathBuf};
use std::process::Command;

/// An MPI implementation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MpiKind {
    OpenMpi,
    Mpich,
}

/// The variable that chooses the MPI when `--mpi` is not given.
pub const ENV: &str = "PGAS_XLATE_MPI";

/// The start of the record a program carries (its MPI's name follows, then a NUL byte).
const RECORD_PREFIX: &str = "pgas-xlate built with MPI: ";

impl MpiKind {
    pub const ALL: [MpiKind; 2] = [MpiKind::OpenMpi, MpiKind::Mpich];

    /// `openmpi` or `mpich` (the spelling of `--mpi` and `PGAS_XLATE_MPI`).
    pub fn parse(s: &str) -> Result<MpiKind, String> {
        match s {
            "openmpi" => Ok(MpiKind::OpenMpi),
            "mpich" => Ok(MpiKind::Mpich),
            _ => Err(format!("`{s}` is not an MPI: say `openmpi` or `mpich`")),
        }
    }

    /// The name of `--mpi` (and of GA's flavour folder, `ga/<name>/bin/ga-config`).
    pub fn name(self) -> &'static str {
        match self {
            MpiKind::OpenMpi => "openmpi",
            MpiKind::Mpich => "mpich",
        }
    }

    /// The name users know.
    pub fn title(self) -> &'static str {
        match self {
            MpiKind::OpenMpi => "Open MPI",
            MpiKind::Mpich => "MPICH",
        }
    }

    /// The Debian packages that install it.
    pub fn packages(self) -> &'static str {
        match self {
            MpiKind::OpenMpi => "openmpi-bin libopenmpi-dev",
            MpiKind::Mpich => "mpich libmpich-dev",
        }
    }

    /// Its own compiler wrapper's name (beside the generic `mpicc`).
    fn compiler(self) -> &'static str {
        match self {
            MpiKind::OpenMpi => "mpicc.openmpi",
            MpiKind::Mpich => "mpicc.mpich",
        }
    }

    /// Its own launchers' names, preferred first (beside the generic `mpiexec`/`mpirun`).
    fn launchers(self) -> &'static [&'static str] {
        match self {
            MpiKind::OpenMpi => &["mpirun.openmpi", "orterun"],
            MpiKind::Mpich => &["mpiexec.hydra", "mpiexec.mpich", "mpirun.mpich"],
        }
    }
}

/// The value of `--mpi` (`cc`, `run`).
pub fn parse_flag(v: &str) -> Result<MpiKind, String> {
    MpiKind::parse(v).map_err(|e| format!("--mpi: {e}"))
}

/// `name` found in `PATH` (a name with a `/` as it is, when it exists).
pub fn in_path(name: &str) -> Option<PathBuf> {
    if name.contains('/') {
        return Path::new(name).exists().then(|| PathBuf::from(name));
    }
    let dirs = std::env::var_os("PATH")?;
    std::env::split_paths(&dirs)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

fn output_of(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status.success().then(|| {
        let mut s = String::from_utf8_lossy(&out.stdout).into_owned();
        s.push_str(&String::from_utf8_lossy(&out.stderr));
        s
    })
}

/// Which MPI a compiler wrapper belongs to: Open MPI's answers `--showme:version`, MPICH's (and
/// its derivatives') `-show` prints the compiler line.
pub fn wrapper_kind(cc: &str) -> Option<MpiKind> {
    if output_of(cc, &["--showme:version"]).is_some_and(|s| s.contains("Open MPI")) {
        return Some(MpiKind::OpenMpi);
    }
    output_of(cc, &["-show"]).map(|_| MpiKind::Mpich)
}

/// Which MPI a launcher belongs to (`--version`: Open MPI's names itself, MPICH's is Hydra).
fn launcher_kind(launcher: &str) -> Option<MpiKind> {
    let v = output_of(launcher, &["--version"])?;
    if v.contains("Open MPI") || v.contains("OpenRTE") {
        Some(MpiKind::OpenMpi)
    } else if v.contains("HYDRA") || v.to_ascii_lowercase().contains("mpich") {
        Some(MpiKind::Mpich)
    } else {
        None
    }
}

/// The compiler wrapper of `kind`: its own (`mpicc.mpich` …), else `mpicc` when it is of that kind.
pub fn compiler_of(kind: MpiKind) -> Option<String> {
    if in_path(kind.compiler()).is_some() {
        return Some(kind.compiler().to_string());
    }
    (in_path("mpicc").is_some() && wrapper_kind("mpicc") == Some(kind)).then(|| "mpicc".into())
}

/// The launcher of `kind`: its own (`mpiexec.hydra` …), else `mpiexec`/`mpirun` of that kind.
pub fn launcher_of(kind: MpiKind) -> Option<String> {
    if let Some(l) = kind.launchers().iter().find(|l| in_path(l).is_some()) {
        return Some(l.to_string());
    }
    ["mpiexec", "mpirun"]
        .into_iter()
        .find(|l| in_path(l).is_some() && launcher_kind(l) == Some(kind))
        .map(String::from)
}

/// The MPI asked for: `flag` (`--mpi`), else `PGAS_XLATE_MPI`; `None` when neither says.
pub fn requested(flag: Option<&str>) -> Result<Option<MpiKind>, String> {
    if let Some(f) = flag {
        return parse_flag(f).map(Some);
    }
    match std::env::var(ENV) {
        Ok(v) if !v.is_empty() => MpiKind::parse(&v)
            .map(Some)
            .map_err(|e| format!("{ENV}: {e}")),
        _ => Ok(None),
    }
}

/// The MPI when nothing asks for one: the only one installed (`installed` tells), else the
/// system's default `mpicc`'s (both installed), else Open MPI.
fn automatic(installed: &dyn Fn(MpiKind) -> bool) -> Result<MpiKind, String> {
    let found: Vec<MpiKind> = MpiKind::ALL.into_iter().filter(|&k| installed(k)).collect();
    match found.as_slice() {
        [] => Err(format!(
            "no MPI is installed: neither Open MPI ({}) nor MPICH ({}) was found in PATH\n  = help: install one (scripts/install-deps.sh installs both)",
            MpiKind::OpenMpi.compiler(),
            MpiKind::Mpich.compiler()
        )),
        [one] => Ok(*one),
        _ => Ok(wrapper_kind("mpicc").unwrap_or(MpiKind::OpenMpi)),
    }
}

/// The error when the MPI chosen is not installed.
fn missing(kind: MpiKind, what: &str, names: &str) -> String {
    let other = MpiKind::ALL
        .into_iter()
        .find(|&k| k != kind)
        .unwrap_or(kind);
    format!(
        "{} is chosen but its {what} is not installed (none of {names} in PATH)\n  = help: install {} (scripts/install-deps.sh), or choose `--mpi {}` / {ENV}={}",
        kind.title(),
        kind.packages(),
        other.name(),
        other.name()
    )
}

/// The MPI C compiler and its kind for `cc`: `MPICC` names the compiler when set (its kind then
/// comes from `--mpi`/`PGAS_XLATE_MPI` or from the wrapper itself).
pub fn for_build(flag: Option<&str>) -> Result<(MpiKind, String), String> {
    let asked = requested(flag)?;
    if let Some(cc) = std::env::var("MPICC").ok().filter(|s| !s.is_empty()) {
        let kind = asked
            .or_else(|| wrapper_kind(&cc))
            .unwrap_or(MpiKind::OpenMpi);
        return Ok((kind, cc));
    }
    let kind = match asked {
        Some(k) => k,
        None => automatic(&|k| compiler_of(k).is_some())?,
    };
    let cc = compiler_of(kind).ok_or_else(|| {
        missing(
            kind,
            "C compiler wrapper",
            &format!("{}, mpicc of {}", kind.compiler(), kind.title()),
        )
    })?;
    Ok((kind, cc))
}

/// The C source of the record a program linked by `cc` carries.
pub fn record_source(kind: MpiKind) -> String {
    format!(
        "__attribute__((used)) const char pgas_xlate_built_with_mpi[] = \"{RECORD_PREFIX}{}\";\n",
        kind.name()
    )
}

/// What a program file says of its MPI: its record, else the MPI library it loads
/// (`libmpich.so`, Open MPI's `libmpi.so`); `None` for a file with neither.
pub fn recorded(program: &Path) -> Option<MpiKind> {
    let bytes = std::fs::read(program).ok()?;
    let find = |needle: &[u8]| bytes.windows(needle.len()).position(|w| w == needle);
    let prefix = RECORD_PREFIX.as_bytes();
    let mut from = 0;
    while let Some(at) = bytes[from..]
        .windows(prefix.len())
        .position(|w| w == prefix)
    {
        let start = from + at + prefix.len();
        let end = bytes[start..]
            .iter()
            .position(|&b| b == 0)
            .map(|e| start + e);
        if let Some(kind) = end
            .and_then(|e| std::str::from_utf8(&bytes[start..e]).ok())
            .and_then(|s| MpiKind::parse(s).ok())
        {
            return Some(kind);
        }
        from = start;
    }
    if find(b"libmpich.so").is_some() {
        Some(MpiKind::Mpich)
    } else if find(b"libmpi.so.").is_some() {
        Some(MpiKind::OpenMpi)
    } else {
        None
    }
}

/// The MPI and the launcher for `run`: `--mpi`/`PGAS_XLATE_MPI` must agree with what the program
/// records; `MPIRUN` names the launcher when set.
pub fn for_run(flag: Option<&str>, program: &Path) -> Result<(MpiKind, String), String> {
    let asked = requested(flag)?;
    let built = recorded(program);
    let kind = match (asked, built) {
        (Some(a), Some(b)) if a != b => {
            return Err(format!(
                "`{}` was built with {}, not {} (asked by {}): rebuild it with `pgas-xlate cc --mpi {}`",
                program.display(),
                b.title(),
                a.title(),
                if flag.is_some() { "--mpi" } else { ENV },
                a.name()
            ))
        }
        (Some(k), _) | (None, Some(k)) => k,
        (None, None) => automatic(&|k| launcher_of(k).is_some())?,
    };
    if let Some(l) = std::env::var("MPIRUN").ok().filter(|s| !s.is_empty()) {
        return Ok((kind, l));
    }
    let names = kind.launchers().join(", ") + ", mpiexec, mpirun";
    let launcher = launcher_of(kind).ok_or_else(|| missing(kind, "launcher", &names))?;
    Ok((kind, launcher))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for k in MpiKind::ALL {
            assert_eq!(MpiKind::parse(k.name()), Ok(k));
        }
        assert!(MpiKind::parse("intel").is_err());
    }

    #[test]
    fn the_only_mpi_installed_is_found() {
        assert_eq!(automatic(&|k| k == MpiKind::Mpich), Ok(MpiKind::Mpich));
        assert_eq!(automatic(&|k| k == MpiKind::OpenMpi), Ok(MpiKind::OpenMpi));
        assert!(automatic(&|_| false)
            .unwrap_err()
            .starts_with("no MPI is installed"));
    }

    #[test]
    fn the_record_is_read_back() {
        let dir = tempfile::tempdir().unwrap();
        for k in MpiKind::ALL {
            let f = dir.path().join(k.name());
            let mut bytes = b"\x7fELF junk libmpi.so.40 ".to_vec();
            bytes.extend(format!("{RECORD_PREFIX}bogus\0{RECORD_PREFIX}{}\0", k.name()).bytes());
            std::fs::write(&f, bytes).unwrap();
            assert_eq!(recorded(&f), Some(k));
        }
        let f = dir.path().join("plain");
        std::fs::write(&f, b"\x7fELF libmpich.so.12\0").unwrap();
        assert_eq!(recorded(&f), Some(MpiKind::Mpich));
        std::fs::write(&f, b"#!/bin/sh\n").unwrap();
        assert_eq!(recorded(&f), None);
    }
}
