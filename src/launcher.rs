//! `pgas-xlate run`: starts a UPC program (one MPI process per UPC thread) with `mpirun`, the way
//! `upcrun` does for other UPC compilers.

use std::ffi::OsString;
use std::process::Command;

/// What `pgas-xlate run` was asked for.
#[derive(Debug, Default)]
pub struct RunOptions {
    pub threads: u32,
    /// `UPC_SHARED_HEAP_SIZE` for every thread (e.g. `256MB`).
    pub shared_heap: Option<String>,
    pub program: OsString,
    pub args: Vec<OsString>,
    /// `-h`/`--help`.
    pub help: bool,
}

/// The help of `pgas-xlate run`.
pub const HELP: &str = "\
usage: pgas-xlate run -n N [--shared-heap SIZE] [--] PROGRAM ARGS…
Start a UPC program built by `pgas-xlate cc` on N MPI processes (one per UPC thread), like upcrun.

  -n N, -np N, -N N, -n=N, --threads N
                           number of UPC threads (processes)
  --shared-heap SIZE, -shared-heap=SIZE
                           shared memory per thread (e.g. 256MB, 1GB; sets UPC_SHARED_HEAP_SIZE)
  --                       end of the options: PROGRAM follows
  -h, --help               this help
Environment: MPIRUN (the launcher, default mpirun), PGAS_XLATE_OSC (MPI one-sided component,
default sm), UPC_SHARED_HEAP_SIZE.
Exit status: the program's; 2 usage; 3 when the launcher cannot be started.
";

/// Parses `-n N [--shared-heap SIZE] [--] PROGRAM ARGS…` (also `-np N`, `-n=N`, `-N N`,
/// `-shared-heap=SIZE`, as upcrun spells them).
pub fn parse_args(args: &[OsString]) -> Result<RunOptions, String> {
    let mut opts = RunOptions::default();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].to_string_lossy().into_owned();
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) if a.starts_with('-') => (n.to_string(), Some(v.to_string())),
            _ => (a.clone(), None),
        };
        let value = |i: &mut usize| -> Result<String, String> {
            if let Some(v) = &inline {
                return Ok(v.clone());
            }
            *i += 1;
            args.get(*i)
                .map(|v| v.to_string_lossy().into_owned())
                .ok_or_else(|| format!("`{name}` needs a value"))
        };
        match name.as_str() {
            "-n" | "-np" | "-N" | "--threads" => {
                let v = value(&mut i)?;
                opts.threads = v
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("`{v}` is not a thread count"))?;
            }
            "-shared-heap" | "--shared-heap" => opts.shared_heap = Some(value(&mut i)?),
            "-h" | "--help" => {
                opts.help = true;
                return Ok(opts);
            }
            "--" => {
                i += 1;
                break;
            }
            s if s.starts_with('-') => return Err(format!("unknown option `{s}`")),
            _ => break,
        }
        i += 1;
    }
    let Some(program) = args.get(i) else {
        return Err("no program to run".into());
    };
    if opts.threads == 0 {
        return Err("the thread count is missing: `pgas-xlate run -n N PROGRAM`".into());
    }
    opts.program = program.clone();
    opts.args = args[i + 1..].to_vec();
    Ok(opts)
}

fn running_as_root() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("Uid:"))
                .and_then(|uids| uids.split_whitespace().next().map(|u| u == "0"))
        })
        .unwrap_or(false)
}

/// The `mpirun` command line (`MPIRUN` overrides the launcher; `PGAS_XLATE_OSC` the one-sided
/// component, `sm` by default: Open MPI's default component fails compare-and-swap on one node).
pub fn command(opts: &RunOptions) -> Command {
    let launcher = std::env::var("MPIRUN").unwrap_or_else(|_| "mpirun".to_string());
    let mut words = launcher.split_whitespace();
    let mut cmd = Command::new(words.next().unwrap_or("mpirun"));
    cmd.args(words);
    if running_as_root() {
        cmd.arg("--allow-run-as-root");
    }
    let osc = std::env::var("PGAS_XLATE_OSC").unwrap_or_else(|_| "sm".to_string());
    // `-q`: the program's exit status is the job's (see the runtime's termination), without the
    // launcher's report that a process ended with a non-zero status; what that report would
    // also say (a missing program, a thread killed by a signal) `run` says itself.
    cmd.args(["-q", "--oversubscribe", "--mca", "osc", &osc]);
    if let Some(size) = &opts.shared_heap {
        cmd.env("UPC_SHARED_HEAP_SIZE", size);
    }
    if opts.shared_heap.is_some() || std::env::var_os("UPC_SHARED_HEAP_SIZE").is_some() {
        cmd.args(["-x", "UPC_SHARED_HEAP_SIZE"]);
    }
    cmd.arg("-np").arg(opts.threads.to_string());
    cmd.arg(&opts.program).args(&opts.args);
    cmd
}

/// Runs the program; returns its exit status (3 when `mpirun` cannot be started).
pub fn run(args: &[OsString]) -> i32 {
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!(
                "error: {e}\n  usage: pgas-xlate run -n N [--shared-heap SIZE] [--] PROGRAM ARGS… (see --help)"
            );
            return crate::driver::exit::USAGE;
        }
    };
    if opts.help {
        print!("{HELP}");
        return crate::driver::exit::OK;
    }
    let mut cmd = command(&opts);
    if find_program(&cmd.get_program().to_os_string()).is_ok() {
        if let Err(e) = find_program(&opts.program) {
            eprintln!(
                "error: cannot run `{}`: {e}",
                opts.program.to_string_lossy()
            );
            return crate::driver::exit::UNAVAILABLE;
        }
    }
    match cmd.status() {
        Ok(status) => {
            let code = status.code().unwrap_or(1);
            if let Some(name) = signal_name(code) {
                eprintln!(
                    "error: a thread of `{}` was ended by signal {} ({name})",
                    opts.program.to_string_lossy(),
                    code - 128
                );
            }
            code
        }
        Err(e) => {
            eprintln!(
                "error: cannot start `{}`: {e}\n  = help: install Open MPI (scripts/install-deps.sh) or name a launcher with MPIRUN",
                cmd.get_program().to_string_lossy()
            );
            crate::driver::exit::UNAVAILABLE
        }
    }
}

/// Checks that the program can be started (what `mpirun -q` would not report): a path names an
/// executable file; a bare name is looked up in `PATH`.
fn find_program(program: &OsString) -> Result<(), String> {
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

/// The launcher reports a process ended by signal N as status 128 + N.
fn signal_name(code: i32) -> Option<&'static str> {
    Some(match code - 128 {
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL, perhaps out of memory",
        11 => "SIGSEGV, a segmentation fault",
        15 => "SIGTERM",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(v: &[&str]) -> Vec<OsString> {
        v.iter().map(OsString::from).collect()
    }

    #[test]
    fn parses_upcrun_spellings() {
        let o = parse_args(&os(&["-n", "4", "./a.out", "x", "-y"])).unwrap();
        assert_eq!(
            (o.threads, o.program.to_str().unwrap(), o.args.len()),
            (4, "./a.out", 2)
        );
        let o = parse_args(&os(&["-n=2", "-shared-heap=256MB", "--", "prog"])).unwrap();
        assert_eq!((o.threads, o.shared_heap.as_deref()), (2, Some("256MB")));
        assert!(parse_args(&os(&["prog"])).is_err());
        assert!(parse_args(&os(&["-n", "0", "prog"])).is_err());
        assert!(parse_args(&os(&["-n", "2"])).is_err());
    }
}
