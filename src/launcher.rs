//! `pgas-xlate run`: starts a UPC program (one MPI process per UPC thread) with the launcher of
//! the MPI it was built with (Open MPI's `mpirun`, MPICH's `mpiexec.hydra`: [`crate::mpi`]), the
//! way `upcrun` does for other UPC compilers.

use crate::mpi::MpiKind;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::{Command, Stdio};

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

/// The processes per node `-N`/`-c` ask for (`None`: the launcher's default), or why they
/// cannot be honoured.
fn per_node(opts: &RunOptions) -> Result<Option<u32>, String> {
    let n = opts.threads;
    match (opts.nodes, opts.cpus_per_node) {
        (Some(nodes), _) if nodes > n => Err(format!(
            "-N {nodes}: more nodes than threads (-n {n}); each node needs a thread"
        )),
        (Some(nodes), cpus) => {
            let ppn = n.div_ceil(nodes);
            match cpus {
                Some(c) if ppn > c => Err(format!(
                    "-n {n} on -N {nodes} nodes puts {ppn} threads on a node, more than -c {c}"
                )),
                _ => Ok(Some(ppn)),
            }
        }
        (None, Some(c)) => Ok(Some(c.min(n))),
        (None, None) => Ok(None),
    }
}

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
fn program_path(program: &OsString) -> std::path::PathBuf {
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

/// The launcher's command line for `kind` (`launcher`: its program and leading words, `MPIRUN`
/// or the MPI's own). Open MPI: `PGAS_XLATE_OSC`, the one-sided component (`sm` by
/// default: Open MPI's default component fails compare-and-swap on one node), variables passed
/// with `-x`; MPICH's Hydra passes the whole environment and takes no such flags.
/// `per_node`: the processes per node ([`per_node`]).
pub fn command(opts: &RunOptions, kind: MpiKind, launcher: &str, per_node: Option<u32>) -> Command {
    let mut words = launcher.split_whitespace();
    let mut cmd = Command::new(words.next().unwrap_or("mpirun"));
    cmd.args(words);
    let mut passed: Vec<&str> = vec![];
    if let Some(bytes) = opts.shared_heap {
        cmd.env("UPC_SHARED_HEAP_SIZE", heap_size_text(bytes));
    }
    if opts.backtrace {
        cmd.env(BACKTRACE_VAR, "1");
    }
    if opts.freeze {
        cmd.env(FREEZE_VAR, "1");
    }
    for var in ["UPC_SHARED_HEAP_SIZE", BACKTRACE_VAR, FREEZE_VAR] {
        let set = match var {
            BACKTRACE_VAR => opts.backtrace,
            FREEZE_VAR => opts.freeze,
            _ => opts.shared_heap.is_some(),
        };
        if set || std::env::var_os(var).is_some() {
            passed.push(var);
        }
    }
    if kind == MpiKind::OpenMpi {
        if running_as_root() {
            cmd.arg("--allow-run-as-root");
        }
        let osc = std::env::var("PGAS_XLATE_OSC").unwrap_or_else(|_| "sm".to_string());
        // Not `-q`, which would also hide which process a signal ended: `run` reads the
        // launcher's standard error instead and leaves out its notices (`LauncherFilter`).
        cmd.args(["--oversubscribe", "--mca", "osc", &osc]);
        for var in passed {
            cmd.args(["-x", var]);
        }
        if let Some(ppn) = per_node {
            cmd.arg("--map-by").arg(format!("ppr:{ppn}:node"));
        }
        if opts.bind {
            cmd.args(["--bind-to", "core:overload-allowed"]);
        }
        if opts.localhost {
            cmd.arg("--host").arg(format!("localhost:{}", opts.threads));
        }
    } else {
        if let Some(ppn) = per_node {
            cmd.arg("-ppn").arg(ppn.to_string());
        }
        if opts.bind {
            cmd.args(["-bind-to", "core"]);
        }
        if opts.localhost {
            cmd.args(["-hosts", "localhost"]);
        }
    }
    if std::env::var_os(WATCHDOG_VAR).is_some() {
        cmd.args(["-x", WATCHDOG_VAR]);
    }
    cmd.arg("-np").arg(opts.threads.to_string());
    cmd.arg(&opts.program).args(&opts.args);
    cmd
}

/// A heap size in bytes as UPC_SHARED_HEAP_SIZE says it to the runtimes, which read a bare
/// number as MB: in the largest unit that holds it exactly (`256MB`, `1536KB`, `100B`).
fn heap_size_text(bytes: u64) -> String {
    let units = [(30, "GB"), (20, "MB"), (10, "KB")];
    let (shift, unit) = units
        .into_iter()
        .find(|&(shift, _)| bytes.is_multiple_of(1u64 << shift))
        .unwrap_or((0, "B"));
    format!("{}{unit}", bytes >> shift)
}

/// The variable that asks the runtimes for the call stack of a fault (`-backtrace`).
pub const BACKTRACE_VAR: &str = "PGAS_BACKTRACE";
/// The variable that makes each process wait for a debugger at start-up (`-freeze`).
pub const FREEZE_VAR: &str = "UPC_FREEZE";

/// A command line as a shell reads it (words with spaces or quotes quoted), and the variables
/// `run` sets for it.
pub(crate) fn shown(cmd: &Command) -> String {
    let quote = |w: &std::ffi::OsStr| {
        let w = w.to_string_lossy();
        if !w.is_empty()
            && w.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c))
        {
            w.into_owned()
        } else {
            format!("'{}'", w.replace('\'', r"'\''"))
        }
    };
    let env = cmd
        .get_envs()
        .filter_map(|(k, v)| v.map(|v| format!("{}={}", k.to_string_lossy(), quote(v))));
    let words = std::iter::once(cmd.get_program())
        .chain(cmd.get_args())
        .map(quote);
    env.chain(words).collect::<Vec<_>>().join(" ")
}

/// The usage error of `run`.
fn usage(e: &str) -> i32 {
    eprintln!(
        "error: {e}\n  usage: pgas-xlate run -n N [--shared-heap SIZE] [--] PROGRAM ARGS… (see --help)"
    );
    crate::driver::exit::USAGE
}

/// Runs the program; returns its exit status (3 when the launcher cannot be started).
pub fn run(args: &[OsString]) -> i32 {
    let mut opts = match parse_args(args) {
        Ok(o) => o,
        Err(e) => return usage(&e),
    };
    if opts.help {
        print!("{HELP}");
        return crate::driver::exit::OK;
    }
    let program = opts.program.to_string_lossy().into_owned();
    match (
        static_threads_of(&program_path(&opts.program)),
        opts.threads,
    ) {
        (None, 0) => {
            return usage("the thread count is missing: `pgas-xlate run -n N PROGRAM`");
        }
        (Some(t), 0) => opts.threads = t,
        (Some(t), n) if t != n => {
            eprintln!(
                "error: `{program}` was compiled for {t} UPC threads (-T {t}) but runs with {n} processes (-n {n}): run it with -n {t}, or without -n"
            );
            return crate::driver::exit::USAGE;
        }
        _ => {}
    }
    let per_node = match per_node(&opts) {
        Ok(p) => p,
        Err(e) => return usage(&e),
    };
    let (kind, launcher) =
        match crate::mpi::for_run(opts.mpi.as_deref(), std::path::Path::new(&opts.program)) {
            Ok(k) => k,
            Err(e) => {
                eprintln!("error: {e}");
                return crate::driver::exit::UNAVAILABLE;
            }
        };
    let mut cmd = command(&opts, kind, &launcher, per_node);
    if opts.dry_run {
        println!("{}", shown(&cmd));
        return crate::driver::exit::OK;
    }
    if opts.verbose {
        eprintln!("{}", shown(&cmd));
    }
    let _session = (kind == MpiKind::OpenMpi)
        .then(|| SessionDir::for_job(&mut cmd))
        .flatten();
    let status_file = (kind == MpiKind::OpenMpi).then(|| StatusFile::for_job(&mut cmd));
    if find_program(&cmd.get_program().to_os_string()).is_ok() {
        if let Err(e) = find_program(&opts.program) {
            eprintln!("error: cannot run `{program}`: {e}");
            return crate::driver::exit::UNAVAILABLE;
        }
    }
    match filtered_status(&mut cmd, kind, status_file.as_ref()) {
        Ok(JobEnd {
            status,
            killed,
            signal,
            improper,
        }) => {
            let caught = forward::CAUGHT.load(std::sync::atomic::Ordering::SeqCst);
            let interrupted = caught != 0;
            // The launcher's notice names the signal; without one, a status of 128 + N is read
            // as signal N only for the signals of crashes and of the system (a program may well
            // exit with 138). A signal `run` itself got and passed on is not the program's.
            let signal = signal.or_else(|| {
                let n = status - 128;
                [4, 6, 7, 8, 9, 11, 15].contains(&n).then_some(n)
            });
            let named = signal
                .filter(|_| !interrupted)
                .and_then(|n| Some((n, signal_name(n)?)));
            if let (Some(rank), None) = (improper, &named) {
                eprintln!(
                    "error: thread {rank} of `{program}` ended without finalizing MPI: its process exited outside the UPC runtime's end (`_exit`, or a library that ended it)"
                );
            }
            // A signal `run` got: one line, whatever the launcher said of the processes.
            if let Some(name) = signal_name(caught) {
                eprintln!(
                    "error: the job of `{program}` was ended: `pgas-xlate run` got signal {caught} ({name}) and passed it on"
                );
            }
            if let Some((n, name)) = named {
                match killed {
                    Some(rank) => eprintln!(
                        "error: thread {rank} of `{program}` was ended by signal {n} ({name})"
                    ),
                    None => {
                        eprintln!("error: a thread of `{program}` was ended by signal {n} ({name})")
                    }
                }
            }
            status
        }
        Err(e) => {
            eprintln!(
                "error: cannot start `{}`: {e}\n  = help: install {} (scripts/install-deps.sh) or name a launcher with MPIRUN",
                cmd.get_program().to_string_lossy(),
                kind.title()
            );
            crate::driver::exit::UNAVAILABLE
        }
    }
}

/// Open MPI's session directory of one job, removed when the job ends. Open MPI puts the
/// session directories of all jobs of a user under one directory of `TMPDIR`, which the first
/// job to end removes: a job starting at that moment fails in `orte_init` ("A call to mkdir was
/// unable to create the desired directory"). Jobs started side by side (`make -j check`, a test
/// suite) meet it; a directory of its own for each job avoids it. A directory the caller chose
/// (`OMPI_MCA_orte_tmpdir_base`) is kept.
struct SessionDir(std::path::PathBuf);

impl SessionDir {
    const VAR: &'static str = "OMPI_MCA_orte_tmpdir_base";

    fn for_job(cmd: &mut Command) -> Option<SessionDir> {
        if std::env::var_os(Self::VAR).is_some() {
            return None;
        }
        // Short: Open MPI's sockets live below it, and their paths are limited to 107 bytes.
        let dir = std::env::temp_dir().join(format!("pgas-xlate.{}", std::process::id()));
        std::fs::create_dir_all(&dir).ok()?;
        cmd.env(Self::VAR, &dir);
        Some(SessionDir(dir))
    }
}

impl Drop for SessionDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The file in which the runtimes' thread 0 writes the program's status once every thread has
/// ended through the runtime (`PGAS_XLATE_STATUS_FILE`, runtime-aux/include/pgas_job_status.h),
/// removed when the job ends. Open MPI's launcher can end a job whose processes all finalized
/// and exited with status 1, taking one of them for a process that exited without finalizing
/// (its notice says the process "exited improperly", or nothing is said): measured with 256
/// processes on one node, plain MPI programs too. The program's status is then the file's.
struct StatusFile(std::path::PathBuf);

impl StatusFile {
    const VAR: &'static str = "PGAS_XLATE_STATUS_FILE";

    fn for_job(cmd: &mut Command) -> StatusFile {
        let path = std::env::temp_dir().join(format!("pgas-xlate-status.{}", std::process::id()));
        let _ = std::fs::remove_file(&path);
        cmd.env(Self::VAR, &path);
        StatusFile(path)
    }

    /// The status thread 0 wrote, if it did.
    fn status(&self) -> Option<i32> {
        std::fs::read_to_string(&self.0).ok()?.trim().parse().ok()
    }
}

impl Drop for StatusFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Signals that end a job, passed on to the launcher: the launcher kills its processes when
/// it gets one. Without this, `kill -TERM` of `run` left the launcher and every process running.
mod forward {
    use std::sync::atomic::{AtomicI32, Ordering};

    extern "C" {
        fn signal(sig: i32, handler: usize) -> usize;
        fn kill(pid: i32, sig: i32) -> i32;
        fn prctl(option: i32, arg: u64, ...) -> i32;
    }
    const SIGHUP: i32 = 1;
    const SIGINT: i32 = 2;
    const SIGKILL: i32 = 9;
    const SIGTERM: i32 = 15;
    const PR_SET_PDEATHSIG: i32 = 1;
    /// The signals passed on.
    pub const SIGNALS: [i32; 3] = [SIGHUP, SIGINT, SIGTERM];

    /// The launcher's pid while it runs (0: none).
    static LAUNCHER: AtomicI32 = AtomicI32::new(0);
    /// The signal `run` got (0: none).
    pub static CAUGHT: AtomicI32 = AtomicI32::new(0);

    extern "C" fn pass_on(sig: i32) {
        CAUGHT.store(sig, Ordering::SeqCst);
        let pid = LAUNCHER.load(Ordering::SeqCst);
        if pid > 0 {
            // SAFETY: kill is async-signal-safe.
            unsafe { kill(pid, sig) };
        }
    }

    /// The launcher started as `pid`: the signals are passed on to it from now.
    pub fn to(pid: u32) {
        LAUNCHER.store(pid as i32, Ordering::SeqCst);
        for sig in SIGNALS {
            // SAFETY: the handler only stores and calls kill.
            unsafe { signal(sig, pass_on as extern "C" fn(i32) as usize) };
        }
    }

    /// In the launcher's process before it starts: it gets SIGTERM when `run` ends for any
    /// reason (even SIGKILL).
    pub fn end_with_parent(cmd: &mut std::process::Command) {
        use std::os::unix::process::CommandExt;
        // SAFETY: prctl is async-signal-safe (a system call).
        unsafe {
            cmd.pre_exec(|| {
                prctl(PR_SET_PDEATHSIG, SIGTERM as u64);
                Ok(())
            });
        }
    }

    /// Every process below `pid` (from /proc), children first found first.
    fn descendants(pid: i32) -> Vec<i32> {
        let mut parent_of: Vec<(i32, i32)> = vec![];
        for e in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
            let Some(p) = e.file_name().to_str().and_then(|s| s.parse::<i32>().ok()) else {
                continue;
            };
            let Ok(stat) = std::fs::read_to_string(e.path().join("stat")) else {
                continue;
            };
            // `pid (name) state ppid …`: the name may hold spaces and parentheses.
            let ppid = stat
                .rsplit_once(')')
                .and_then(|(_, rest)| rest.split_whitespace().nth(1))
                .and_then(|s| s.parse().ok());
            if let Some(ppid) = ppid {
                parent_of.push((p, ppid));
            }
        }
        let mut found = vec![pid];
        let mut k = 0;
        while k < found.len() {
            let parent = found[k];
            found.extend(
                parent_of
                    .iter()
                    .filter(|(_, pp)| *pp == parent)
                    .map(|(p, _)| *p),
            );
            k += 1;
        }
        found.remove(0);
        found
    }

    /// Whether process `p` still runs (a zombie has ended).
    fn alive(p: i32) -> bool {
        std::fs::read_to_string(format!("/proc/{p}/stat")).is_ok_and(|stat| {
            stat.rsplit_once(')')
                .and_then(|(_, rest)| rest.split_whitespace().next())
                .is_some_and(|state| state != "Z" && state != "X")
        })
    }

    /// Once a signal was passed on, the launcher's processes are noted (they outlive it when
    /// it ends first) and killed, with the launcher, if they still run `grace` later. Returns
    /// when `done` says the launcher ended and none of them runs.
    pub fn watch(pid: u32, done: std::sync::mpsc::Receiver<()>, grace: std::time::Duration) {
        use std::sync::mpsc::RecvTimeoutError;
        let pid = pid as i32;
        let tick = std::time::Duration::from_millis(50);
        let mut since: Option<std::time::Instant> = None;
        let mut noted: Vec<i32> = vec![];
        let mut launcher_ended = false;
        loop {
            if !launcher_ended {
                match done.recv_timeout(tick) {
                    Err(RecvTimeoutError::Timeout) => {}
                    _ => launcher_ended = true,
                }
            } else {
                std::thread::sleep(tick);
            }
            if CAUGHT.load(Ordering::SeqCst) == 0 {
                if launcher_ended {
                    return;
                }
                continue;
            }
            let t = *since.get_or_insert_with(std::time::Instant::now);
            if !launcher_ended {
                for p in descendants(pid) {
                    if !noted.contains(&p) {
                        noted.push(p);
                    }
                }
            }
            noted.retain(|&p| alive(p));
            if launcher_ended && noted.is_empty() {
                return;
            }
            if t.elapsed() >= grace {
                let launcher = (!launcher_ended).then_some(pid);
                for p in noted.iter().copied().chain(launcher) {
                    // SAFETY: a plain system call.
                    unsafe { kill(p, SIGKILL) };
                }
                return;
            }
        }
    }
}

/// How a job ended ([`filtered_status`]): its status, the thread a signal ended and the
/// signal when the launcher named them, the thread Open MPI says exited without finalizing MPI.
struct JobEnd {
    status: i32,
    killed: Option<u32>,
    signal: Option<i32>,
    improper: Option<u32>,
}

impl JobEnd {
    fn status(status: i32) -> JobEnd {
        JobEnd {
            status,
            killed: None,
            signal: None,
            improper: None,
        }
    }
}

/// Runs the launcher with its standard error (and MPICH's standard output: Hydra writes its
/// banner there) copied through a [`LauncherFilter`]; returns the exit status, a job whose
/// process a signal N ended giving 128 + N under both MPIs, the thread the signal ended when
/// the launcher's notice names it, and the signal when the launcher names it. A signal `run`
/// gets is passed on to the launcher ([`forward`]); the status is then 128 + that signal.
/// Open MPI's status 1 without a signal, an abort or a runtime's report is the program's
/// status when its thread 0 wrote one ([`StatusFile`]); else the thread Open MPI says exited
/// without finalizing MPI comes last.
fn filtered_status(
    cmd: &mut Command,
    mpi: MpiKind,
    status_file: Option<&StatusFile>,
) -> std::io::Result<JobEnd> {
    if mpi == MpiKind::Mpich {
        cmd.stdout(Stdio::piped());
    }
    forward::end_with_parent(cmd);
    let mut child = cmd.stderr(Stdio::piped()).spawn()?;
    let pid = child.id();
    forward::to(pid);
    let (done, ended) = std::sync::mpsc::channel();
    let watcher =
        std::thread::spawn(move || forward::watch(pid, ended, std::time::Duration::from_secs(5)));
    let (out, err) = (child.stdout.take(), child.stderr.take());
    let errors = std::thread::spawn(move || {
        let mut filter = LauncherFilter::new(mpi);
        if let Some(err) = err {
            filter.copy(err, &mut std::io::stderr());
        }
        filter
    });
    let mut filter = LauncherFilter::new(mpi);
    if let Some(out) = out {
        filter.copy(out, &mut std::io::stdout());
    }
    let status = child.wait();
    let _ = done.send(());
    let _ = watcher.join();
    let code = status?.code().unwrap_or(1);
    let errors = errors.join().unwrap_or_else(|_| LauncherFilter::new(mpi));
    let caught = forward::CAUGHT.load(std::sync::atomic::Ordering::SeqCst);
    if caught != 0 {
        return Ok(JobEnd::status(128 + caught));
    }
    let signal = filter.signal.or(errors.signal);
    if code == 1 && signal.is_none() && !errors.aborted() {
        if let Some(status) = status_file.and_then(StatusFile::status) {
            return Ok(JobEnd::status(status));
        }
    }
    let code = match signal {
        Some(s) if code == s || code == 0 => 128 + s,
        _ => code,
    };
    Ok(JobEnd {
        status: code,
        killed: errors.killed,
        signal,
        improper: errors.improper,
    })
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

/// The environment variable of the runtimes' watchdog (seconds a thread may wait in a barrier
/// or for a lock before the wait is reported as a deadlock; unset or 0: no limit).
pub const WATCHDOG_VAR: &str = "UPC_WATCHDOG_SECONDS";

/// What `run` keeps of the launcher's output: the program's own lines and the launcher's
/// genuine errors pass, in order, line by line; the launcher's own notices go.
///
/// Open MPI (its standard error): left out are the notices that `mpirun -q` would hide — the
/// job aborted because a process ended with a non-zero status (the status is the job's) — and,
/// when the program's runtime reported an error itself (a line holding `UPC runtime error`,
/// before or after them), the notices that follow from its `MPI_Abort`: the `MPI_ABORT was
/// invoked …` banner, the count of processes that sent the same notice, and the messages of the
/// launcher's daemons torn down in mid-sentence. Those are held back to the end and printed
/// then if no report came. The launcher's notice that a signal ended a process gives the thread
/// (`killed`), which `run` names in its own message.
///
/// MPICH (its standard output and error, one filter each): left out are Hydra's banner when a
/// process ends badly (its lines of `=` and its three closing lines, and the blank line before
/// it), whose first closing line gives the signal (`signal`), and the library's line for
/// `MPI_Abort`, which the runtimes report themselves.
#[derive(Debug)]
pub struct LauncherFilter {
    mpi: MpiKind,
    /// Open MPI: the lines of a notice between two rules of dashes, while it is read.
    block: Option<Vec<Vec<u8>>>,
    /// Open MPI: notices held back until it is known whether the runtime reported an error.
    held: Vec<Vec<u8>>,
    /// Open MPI: the runtime reported an error.
    reported: bool,
    /// Open MPI: a notice of `MPI_Abort` was held back.
    abort_seen: bool,
    /// The thread a signal ended (Open MPI's notice).
    pub killed: Option<u32>,
    /// The thread Open MPI says exited without finalizing MPI (its notice).
    pub improper: Option<u32>,
    /// MPICH: inside Hydra's banner (its lines of `=`, then its three closing lines).
    banner: bool,
    /// MPICH: a blank line held back (the banner starts with one).
    blank: bool,
    /// The signal that ended a process (Hydra's banner, Open MPI's notice).
    pub signal: Option<i32>,
}

const BANNER_RULE: &str = "==========";
const BANNER_CLOSING: [&str; 3] = [
    "YOUR APPLICATION TERMINATED WITH THE EXIT STRING:",
    "This typically refers to a problem with your application.",
    "Please see the FAQ page for debugging suggestions",
];

impl LauncherFilter {
    pub fn new(mpi: MpiKind) -> Self {
        LauncherFilter {
            mpi,
            block: None,
            held: vec![],
            reported: false,
            abort_seen: false,
            killed: None,
            improper: None,
            banner: false,
            blank: false,
            signal: None,
        }
    }

    /// One line (with its newline, if any) of the launcher's output; returns what to print now.
    pub fn line(&mut self, line: &[u8]) -> Vec<Vec<u8>> {
        match self.mpi {
            MpiKind::OpenMpi => self.open_mpi_line(line),
            MpiKind::Mpich => self.mpich_line(line),
        }
    }

    /// Whether the job was aborted (`MPI_Abort`'s notices) or a runtime reported an error.
    pub fn aborted(&self) -> bool {
        self.reported || self.abort_seen
    }

    /// The end of the launcher's output: what is left to print.
    pub fn finish(&mut self) -> Vec<Vec<u8>> {
        let mut out = self.block.take().unwrap_or_default();
        if !self.reported {
            out.append(&mut self.held);
        }
        if std::mem::take(&mut self.blank) {
            out.push(b"\n".to_vec());
        }
        out
    }

    /// Copies `from` to `to` through the filter, line by line. A line not yet ended that cannot
    /// become the launcher's is passed on at once (so a prompt is not held back); under Open
    /// MPI every line waits for its end (a report may be split across reads).
    fn copy(&mut self, mut from: impl Read, to: &mut impl Write) {
        let mut pending: Vec<u8> = vec![];
        let mut buf = [0u8; 8192];
        loop {
            let n = match from.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => n,
            };
            pending.extend_from_slice(&buf[..n]);
            let mut out: Vec<Vec<u8>> = vec![];
            while let Some(end) = pending.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = pending.drain(..=end).collect();
                out.extend(self.line(&line));
            }
            if !pending.is_empty()
                && self.mpi == MpiKind::Mpich
                && !Self::may_be_banner(&String::from_utf8_lossy(&pending))
            {
                if std::mem::take(&mut self.blank) {
                    out.push(b"\n".to_vec());
                }
                out.push(std::mem::take(&mut pending));
            }
            let _ = to.write_all(&out.concat());
            let _ = to.flush();
        }
        let mut out = if pending.is_empty() {
            vec![]
        } else {
            self.line(&pending)
        };
        out.extend(self.finish());
        let _ = to.write_all(&out.concat());
        let _ = to.flush();
    }

    fn is_rule(line: &[u8]) -> bool {
        let t = line.trim_ascii_end();
        t.len() >= 20 && t.iter().all(|&c| c == b'-')
    }

    fn open_mpi_line(&mut self, line: &[u8]) -> Vec<Vec<u8>> {
        let text = String::from_utf8_lossy(line);
        if let Some(block) = &mut self.block {
            block.push(line.to_vec());
            if Self::is_rule(line) {
                let block = self.block.take().unwrap_or_default();
                return self.notice(block);
            }
            return vec![];
        }
        if Self::is_rule(line) {
            self.block = Some(vec![line.to_vec()]);
            return vec![];
        }
        if text.contains("UPC runtime error") {
            self.reported = true;
        }
        if Self::is_abort_aftermath(&text) {
            self.abort_seen = true;
            self.held.push(line.to_vec());
            return vec![];
        }
        vec![line.to_vec()]
    }

    /// A line of Open MPI's launcher that follows an `MPI_Abort` (its daemons' messages are
    /// `[host:pid] …`).
    fn is_abort_aftermath(text: &str) -> bool {
        let launcher = text.starts_with('[') && text.contains(':') && text.contains(']');
        text.starts_with("[warn] Epoll")
            || launcher
                && (text.contains("help-mpi-api.txt / mpi-abort")
                    || text.contains("orte_base_help_aggregate")
                    || text.contains("ORTE_ERROR_LOG"))
    }

    /// A whole Open MPI notice (rules included).
    fn notice(&mut self, block: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
        let text: String = block.iter().map(|l| String::from_utf8_lossy(l)).collect();
        // The launcher names itself as it was started (`mpirun`, `mpirun.openmpi`, …).
        const EXIT_NOTICES: [&str; 4] = [
            "Primary job  terminated normally",
            "Primary job terminated normally",
            " detected that one or more processes exited with non-zero status",
            " has exited due to process rank",
        ];
        if EXIT_NOTICES.iter().any(|n| text.contains(n)) {
            if let Some(rest) = text.split(" has exited due to process rank ").nth(1) {
                self.improper = rest.split_whitespace().next().and_then(|r| r.parse().ok());
            }
            return vec![];
        }
        if let Some(rest) = text.split(" noticed that process rank ").nth(1) {
            if let Some((_, sig)) = rest.split_once("exited on signal ") {
                self.killed = rest.split_whitespace().next().and_then(|r| r.parse().ok());
                self.signal = sig.split_whitespace().next().and_then(|n| n.parse().ok());
                return vec![];
            }
        }
        if text.contains("MPI_ABORT was invoked on rank") {
            self.abort_seen = true;
            self.held.extend(block);
            return vec![];
        }
        block
    }

    /// One MPICH line: dropped when it is the launcher's; a blank line waits for the next.
    fn mpich_line(&mut self, line: &[u8]) -> Vec<Vec<u8>> {
        let text = String::from_utf8_lossy(line);
        let text = text.trim_end_matches(['\n', '\r']);
        if self.is_banner(text) {
            self.blank = false;
            return vec![];
        }
        let mut out = vec![];
        if std::mem::take(&mut self.blank) {
            out.push(b"\n".to_vec());
        }
        if text.is_empty() {
            self.blank = true;
        } else {
            out.push(line.to_vec());
        }
        out
    }

    /// Whether `line` (without its newline) is MPICH's; notes the signal of the banner.
    fn is_banner(&mut self, line: &str) -> bool {
        if line.starts_with(BANNER_RULE) {
            self.banner = true;
            return true;
        }
        if self.banner && line.starts_with('=') {
            return true;
        }
        if let Some(i) = BANNER_CLOSING.iter().position(|c| line.starts_with(c)) {
            if i == 0 {
                self.signal = line
                    .rsplit_once("(signal ")
                    .and_then(|(_, n)| n.trim_end_matches(')').parse().ok());
            }
            self.banner = i < 2;
            return true;
        }
        line.starts_with("Abort(") && line.contains("application called MPI_Abort(")
            || line.starts_with("[mpiexec@") && line.contains("Ctrl-C")
    }

    /// Whether `partial`, an MPICH line not yet ended, may still become the launcher's.
    fn may_be_banner(partial: &str) -> bool {
        let starts = |l: &str| l.starts_with(partial) || partial.starts_with(l);
        partial.starts_with('=') || BANNER_CLOSING.iter().any(|c| starts(c)) || starts("Abort(")
    }
}

/// The name of signal `n` (Linux's numbers), with what it usually means.
fn signal_name(n: i32) -> Option<std::borrow::Cow<'static, str>> {
    Some(
        match n {
            1 => "SIGHUP",
            2 => "SIGINT",
            3 => "SIGQUIT",
            4 => "SIGILL",
            5 => "SIGTRAP",
            6 => "SIGABRT",
            7 => "SIGBUS",
            8 => "SIGFPE",
            9 => "SIGKILL, perhaps out of memory",
            10 => "SIGUSR1",
            11 => "SIGSEGV, a segmentation fault",
            12 => "SIGUSR2",
            13 => "SIGPIPE",
            14 => "SIGALRM",
            15 => "SIGTERM",
            16 => "SIGSTKFLT",
            24 => "SIGXCPU, the CPU time limit",
            25 => "SIGXFSZ, the file size limit",
            26 => "SIGVTALRM",
            27 => "SIGPROF",
            29 => "SIGIO",
            30 => "SIGPWR",
            31 => "SIGSYS",
            34..=64 => return Some(format!("SIGRTMIN+{}", n - 34).into()),
            _ => return None,
        }
        .into(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(v: &[&str]) -> Vec<OsString> {
        v.iter().map(OsString::from).collect()
    }

    /// The runtimes read a bare UPC_SHARED_HEAP_SIZE as MB: `run` gives the unit.
    #[test]
    fn heap_size_is_passed_with_its_unit() {
        for (bytes, text) in [
            (1u64 << 40, "1024GB"),
            (256 << 20, "256MB"),
            (1536 << 10, "1536KB"),
            (100, "100B"),
        ] {
            assert_eq!(heap_size_text(bytes), text);
        }
        let o = parse_args(&os(&["-n", "2", "-shared-heap=64", "prog"])).unwrap();
        let cmd = command(&o, MpiKind::Mpich, "mpiexec", None);
        let heap = cmd
            .get_envs()
            .find(|(k, _)| *k == "UPC_SHARED_HEAP_SIZE")
            .and_then(|(_, v)| v);
        assert_eq!(heap, Some(std::ffi::OsStr::new("64MB")));
    }

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

    fn filtered(chunks: &[&str]) -> (String, Option<i32>) {
        let (out, f) = copied(MpiKind::Mpich, chunks);
        (out, f.signal)
    }

    /// `chunks` read one by one through [`LauncherFilter::copy`]: what it wrote, and the filter.
    fn copied(mpi: MpiKind, chunks: &[&str]) -> (String, LauncherFilter) {
        struct Chunks<'a>(Vec<&'a [u8]>);
        impl Read for Chunks<'_> {
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                if self.0.is_empty() {
                    return Ok(0);
                }
                let c = self.0.remove(0);
                buf[..c.len()].copy_from_slice(c);
                Ok(c.len())
            }
        }
        let mut filter = LauncherFilter::new(mpi);
        let mut out = vec![];
        filter.copy(
            Chunks(chunks.iter().map(|c| c.as_bytes()).collect()),
            &mut out,
        );
        (String::from_utf8(out).unwrap(), filter)
    }

    #[test]
    fn mpich_launcher_lines_are_removed() {
        let banner = "\n=====================\n=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\n=   PID 1 RUNNING AT vm\n=   EXIT CODE: 11\n=   CLEANING UP REMAINING PROCESSES\n=   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES\n=====================\nYOUR APPLICATION TERMINATED WITH THE EXIT STRING: Segmentation fault (signal 11)\nThis typically refers to a problem with your application.\nPlease see the FAQ page for debugging suggestions\n";
        let (out, signal) = filtered(&["a\n\nb\n", banner, "c"]);
        assert_eq!((out.as_str(), signal), ("a\n\nb\nc", Some(11)));
        // Split anywhere, the same.
        let whole = format!("x\n{banner}y\n");
        for cut in 1..whole.len() {
            let (out, _) = filtered(&[&whole[..cut], &whole[cut..]]);
            assert_eq!(out, "x\ny\n", "cut at {cut}");
        }
        let (out, signal) = filtered(&[
            "msg\nAbort(1) on node 1 (rank 1 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, 1) - process 1\n",
        ]);
        assert_eq!((out.as_str(), signal), ("msg\n", None));
        // Lines that only look alike stay, and a prompt is passed on before its end.
        let (out, _) = filtered(&["== a heading\n", "\n", "Please answer: "]);
        assert_eq!(out, "== a heading\n\nPlease answer: ");
    }

    fn stderr_filtered(lines: &[&str]) -> (String, Option<u32>) {
        let mut f = LauncherFilter::new(MpiKind::OpenMpi);
        let mut out = Vec::new();
        for l in lines {
            out.extend(f.line(format!("{l}\n").as_bytes()));
        }
        out.extend(f.finish());
        (String::from_utf8(out.concat()).unwrap(), f.killed)
    }

    const RULE: &str = "--------------------------------------------------------------------------";

    /// Open MPI's notice of a process that exited without finalizing MPI (as mpirun 4.1 printed
    /// it for a process of a passing 256-process job) is left out and gives the thread.
    #[test]
    fn exit_without_finalize_gives_the_thread() {
        let mut f = LauncherFilter::new(MpiKind::OpenMpi);
        let mut out = Vec::new();
        for l in [
            RULE,
            "mpirun.openmpi has exited due to process rank 138 with PID 0 on",
            "node vm exiting improperly. There are three reasons this could occur:",
            "",
            "You can avoid this message by specifying -quiet on the mpirun.openmpi command line.",
            RULE,
        ] {
            out.extend(f.line(format!("{l}\n").as_bytes()));
        }
        out.extend(f.finish());
        assert_eq!(String::from_utf8(out.concat()).unwrap(), "");
        assert_eq!((f.improper, f.aborted()), (Some(138), false));
    }

    /// The `MPI_ABORT` banner goes when the runtime reported (after or before it), stays when
    /// it did not; the notices `-q` would hide go; a killed process gives its thread.
    #[test]
    fn stderr_filter_keeps_the_program_and_genuine_errors() {
        let abort = [
            RULE,
            "MPI_ABORT was invoked on rank 1 in communicator MPI_COMM_WORLD",
            "with errorcode 1.",
            RULE,
            "[vm:01372] 1 more process has sent help message help-mpi-api.txt / mpi-abort",
            "[vm:01372] Set MCA parameter \"orte_base_help_aggregate\" to 0 to see all help / error messages",
        ];
        let report = "p.upc:8: UPC runtime error (thread 1): barrier mismatch";
        let mut after = vec![report];
        after.extend(abort);
        assert_eq!(stderr_filtered(&after), (format!("{report}\n"), None));
        let mut before = abort.to_vec();
        before.push(report);
        assert_eq!(stderr_filtered(&before), (format!("{report}\n"), None));
        let (out, _) = stderr_filtered(&abort);
        assert_eq!(out.lines().count(), abort.len(), "{out}");
        let (out, killed) = stderr_filtered(&[
            "program output",
            RULE,
            "Primary job  terminated normally, but 1 process returned",
            "a non-zero exit code. Per user-direction, the job has been aborted.",
            RULE,
            RULE,
            "mpirun detected that one or more processes exited with non-zero status, thus causing",
            "the job to be terminated. The first process to do so was:",
            "",
            "  Process name: [[30899,1],0]",
            "  Exit code:    5",
            RULE,
            RULE,
            "mpirun.openmpi noticed that process rank 1 with PID 0 on node vm exited on signal 9 (Killed).",
            RULE,
            RULE,
            "some other launcher error",
            RULE,
        ]);
        assert_eq!(
            (out.as_str(), killed),
            (
                format!("program output\n{RULE}\nsome other launcher error\n{RULE}\n").as_str(),
                Some(1)
            )
        );
        assert_eq!(stderr_filtered(&["no newline"]).0, "no newline\n");
    }

    /// Open MPI's standard error copied through the filter in two reads cut anywhere: the
    /// same as line by line (a report split across reads still holds the banner back).
    #[test]
    fn open_mpi_copy_is_line_by_line() {
        let report = "p.upc:8: UPC runtime error (thread 1): barrier mismatch";
        let whole = [
            "before",
            RULE,
            "MPI_ABORT was invoked on rank 1 in communicator MPI_COMM_WORLD",
            RULE,
            report,
            RULE,
            "mpirun noticed that process rank 2 with PID 0 on node vm exited on signal 9 (Killed).",
            RULE,
            "after",
        ]
        .join("\n");
        for cut in 1..whole.len() {
            let (out, f) = copied(MpiKind::OpenMpi, &[&whole[..cut], &whole[cut..]]);
            assert_eq!(
                (out.as_str(), f.killed, f.signal),
                (
                    format!("before\n{report}\nafter").as_str(),
                    Some(2),
                    Some(9)
                ),
                "cut at {cut}"
            );
        }
    }
}
