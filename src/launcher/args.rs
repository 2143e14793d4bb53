//! The command line of `run`: its options, with upcrun's spellings, and its help.

use std::ffi::OsString;

/// What `pgas-xlate run` was asked for.
#[derive(Debug, Default)]
pub struct RunOptions {
    /// `-n N`; 0 when not given (a program compiled with static THREADS gives it).
    pub threads: u32,
    /// `-N`/`-nodes`: the number of nodes the threads are spread over.
    pub nodes: Option<u32>,
    /// `-c`/`-cpus-per-node`: at most this many threads on a node.
    pub cpus_per_node: Option<u32>,
    /// `UPC_SHARED_HEAP_SIZE` for every thread, in bytes (checked when parsed).
    pub shared_heap: Option<u64>,
    /// `--mpi openmpi|mpich`.
    pub mpi: Option<String>,
    /// `-q`: the launcher's notices are left out (they are already; accepted for job scripts).
    pub quiet: bool,
    /// `-v`: print the launcher's command line before running it.
    pub verbose: bool,
    /// `-t`: print the launcher's command line and do not run it.
    pub dry_run: bool,
    /// `-bind-threads`: each process bound to a core.
    pub bind: bool,
    /// `-backtrace`: `PGAS_BACKTRACE=1` for the runtimes.
    pub backtrace: bool,
    /// `-freeze`: each process waits for a debugger at start-up (`UPC_FREEZE=1`).
    pub freeze: bool,
    /// `-localhost`: every process on this machine.
    pub localhost: bool,
    pub program: OsString,
    pub args: Vec<OsString>,
    /// `-h`/`--help`.
    pub help: bool,
}

/// The help of `pgas-xlate run`.
pub const HELP: &str = "\
usage: pgas-xlate run [-n N] [OPTIONS] [--] PROGRAM ARGS…
Start a UPC program built by `pgas-xlate cc` on N MPI processes (one per UPC thread), like upcrun.

  -n N, -np N, -n=N, --threads N
                           number of UPC threads (processes); a program compiled with static
                           THREADS (-T N) runs on its N without -n
  -N N, -nodes N           number of nodes the threads are spread over (processes per node:
                           N threads / nodes, rounded up)
  -c N, -cpus-per-node N   at most N threads per node
  --shared-heap SIZE, -shared-heap=SIZE
                           shared memory per thread: a number of MB, or with a KB, MB or GB
                           suffix (sets UPC_SHARED_HEAP_SIZE, which is read alike)
  -bind-threads            bind each process to a core
  -localhost               run every process on this machine
  -backtrace               PGAS_BACKTRACE=1: a fault reports the call stack
  -freeze                  each process prints its pid and waits for a debugger (UPC_FREEZE=1;
                           in the debugger: `set var pgas_frozen = 0`, `continue`)
  -q                       quiet (the launcher's notices are left out in any case)
  -v                       print the launcher's command line before running it
  -t                       print the launcher's command line and do not run it
  --mpi openmpi|mpich      the MPI the program was built with (default: what the program
                           records, else $PGAS_XLATE_MPI, else the one installed)
  --                       end of the options: PROGRAM follows
  -h, --help               this help
Environment: PGAS_XLATE_MPI, MPIRUN (the launcher, default that MPI's: mpirun.openmpi or
mpirun, mpiexec.hydra or mpiexec), PGAS_XLATE_OSC (Open MPI's one-sided component, default
sm), OMPI_MCA_orte_tmpdir_base (Open MPI's session directory; default one of the job's own
in TMPDIR, removed at its end), UPC_SHARED_HEAP_SIZE, UPC_WATCHDOG_SECONDS (a wait in a barrier or for a lock longer
than this many seconds is reported as a deadlock; unset or 0: no limit).
Signals: SIGINT, SIGTERM and SIGHUP are passed to the launcher, which ends the job (every
process is killed if it still runs 5 seconds later); `run` names the signal and exits with
128 + the signal.
Exit status: the program's; 2 usage; 3 when the launcher cannot be started.
";

/// A count of `flag` (a positive number).
fn count(flag: &str, v: &str) -> Result<u32, String> {
    v.parse()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("`{flag} {v}`: `{v}` is not a positive number"))
}

/// Parses `-n N [OPTIONS] [--] PROGRAM ARGS…`, with upcrun's spellings (`-np N`, `-n=N`,
/// `-nodes=N`, `-shared-heap=SIZE`, …).
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
            "-n" | "-np" | "--threads" => {
                let v = value(&mut i)?;
                opts.threads = v
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("`{v}` is not a thread count"))?;
            }
            "-N" | "-nodes" | "--nodes" => opts.nodes = Some(count(&name, &value(&mut i)?)?),
            "-c" | "-cpus-per-node" | "--cpus-per-node" => {
                opts.cpus_per_node = Some(count(&name, &value(&mut i)?)?)
            }
            "-shared-heap" | "--shared-heap" => {
                let v = value(&mut i)?;
                opts.shared_heap = Some(crate::cc::parse_heap_size(&v)?);
            }
            "--mpi" => {
                let v = value(&mut i)?;
                crate::mpi::parse_flag(&v)?;
                opts.mpi = Some(v);
            }
            "-q" | "-quiet" => opts.quiet = true,
            "-v" | "-verbose" => opts.verbose = true,
            "-t" | "-dry-run" => opts.dry_run = true,
            "-bind-threads" | "--bind-threads" => opts.bind = true,
            "-backtrace" | "--backtrace" => opts.backtrace = true,
            "-freeze" | "--freeze" => opts.freeze = true,
            "-localhost" | "--localhost" => opts.localhost = true,
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
    opts.program = program.clone();
    opts.args = args[i + 1..].to_vec();
    // UPC_SHARED_HEAP_SIZE as upcrun reads it (a bare number is MB), passed on with its unit
    // (`heap_size_text`); a malformed value is one error here, not one per thread. The flag
    // wins over it.
    if opts.shared_heap.is_none() {
        if let Some(v) = std::env::var_os("UPC_SHARED_HEAP_SIZE").filter(|v| !v.is_empty()) {
            opts.shared_heap = Some(crate::cc::parse_heap_size(&v.to_string_lossy())?);
        }
    }
    Ok(opts)
}

/// `v` as a command line (the unit tests').
#[cfg(test)]
pub(super) fn os(v: &[&str]) -> Vec<OsString> {
    v.iter().map(OsString::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_upcrun_spellings() {
        let o = parse_args(&os(&["-n", "4", "./a.out", "x", "-y"])).unwrap();
        assert_eq!(
            (o.threads, o.program.to_str().unwrap(), o.args.len()),
            (4, "./a.out", 2)
        );
        let o = parse_args(&os(&["-n=2", "-shared-heap=256MB", "--", "prog"])).unwrap();
        assert_eq!((o.threads, o.shared_heap), (2, Some(256 << 20)));
        // A bare size is MB; -N is the node count.
        let o = parse_args(&os(&["-n", "4", "-N", "1", "-shared-heap=64", "prog"])).unwrap();
        assert_eq!(
            (o.threads, o.nodes, o.shared_heap),
            (4, Some(1), Some(64 << 20))
        );
        assert!(parse_args(&os(&["-n", "2", "-shared-heap=64QB", "prog"])).is_err());
        // Without -n: the program's static THREADS, else `run` refuses it.
        assert_eq!(parse_args(&os(&["prog"])).unwrap().threads, 0);
        assert!(parse_args(&os(&["-n", "0", "prog"])).is_err());
        assert!(parse_args(&os(&["-n", "2"])).is_err());
        let o = parse_args(&os(&["-n", "2", "--mpi", "mpich", "prog"])).unwrap();
        assert_eq!(o.mpi.as_deref(), Some("mpich"));
        assert!(parse_args(&os(&["-n", "2", "--mpi", "lam", "prog"])).is_err());
    }
}
