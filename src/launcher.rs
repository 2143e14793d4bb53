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
    pub threads: u32,
    /// `UPC_SHARED_HEAP_SIZE` for every thread (e.g. `256MB`).
    pub shared_heap: Option<String>,
    /// `--mpi openmpi|mpich`.
    pub mpi: Option<String>,
    pub program: OsString,
    pub args: Vec<OsString>,
    /// `-h`/`--help`.
    pub help: bool,
}

/// The help of `pgas-xlate run`.
pub const HELP: &str = "\
usage: pgas-xlate run -n N [--shared-heap SIZE] [--mpi openmpi|mpich] [--] PROGRAM ARGS…
Start a UPC program built by `pgas-xlate cc` on N MPI processes (one per UPC thread), like upcrun.

  -n N, -np N, -N N, -n=N, --threads N
                           number of UPC threads (processes)
  --shared-heap SIZE, -shared-heap=SIZE
                           shared memory per thread (e.g. 256MB, 1GB; sets UPC_SHARED_HEAP_SIZE)
  --mpi openmpi|mpich      the MPI the program was built with (default: what the program
                           records, else $PGAS_XLATE_MPI, else the one installed)
  --                       end of the options: PROGRAM follows
  -h, --help               this help
Environment: PGAS_XLATE_MPI, MPIRUN (the launcher, default that MPI's: mpirun.openmpi or
mpirun, mpiexec.hydra or mpiexec), PGAS_XLATE_OSC (Open MPI's one-sided component, default
sm), OMPI_MCA_orte_tmpdir_base (Open MPI's session directory; default one of the job's own
in TMPDIR, removed at its end), UPC_SHARED_HEAP_SIZE, UPC_WATCHDOG_SECONDS (a wait in a barrier or for a lock longer
than this many seconds is reported as a deadlock; unset or 0: no limit).
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
            "--mpi" => {
                let v = value(&mut i)?;
                crate::mpi::parse_flag(&v)?;
                opts.mpi = Some(v);
            }
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

/// The launcher's command line for `kind` (`launcher`: its program and leading words, `MPIRUN`
/// or the MPI's own). Open MPI: `PGAS_XLATE_OSC`, the one-sided component (`sm` by
/// default: Open MPI's default component fails compare-and-swap on one node), variables passed
/// with `-x`; MPICH's Hydra passes the whole environment and takes no such flags.
pub fn command(opts: &RunOptions, kind: MpiKind, launcher: &str) -> Command {
    let mut words = launcher.split_whitespace();
    let mut cmd = Command::new(words.next().unwrap_or("mpirun"));
    cmd.args(words);
    if let Some(size) = &opts.shared_heap {
        cmd.env("UPC_SHARED_HEAP_SIZE", size);
    }
    if kind == MpiKind::OpenMpi {
        if running_as_root() {
            cmd.arg("--allow-run-as-root");
        }
        let osc = std::env::var("PGAS_XLATE_OSC").unwrap_or_else(|_| "sm".to_string());
        // Not `-q`, which would also hide which process a signal ended: `run` reads the
        // launcher's standard error instead and leaves out its notices (`LauncherFilter`).
        cmd.args(["--oversubscribe", "--mca", "osc", &osc]);
        if opts.shared_heap.is_some() || std::env::var_os("UPC_SHARED_HEAP_SIZE").is_some() {
            cmd.args(["-x", "UPC_SHARED_HEAP_SIZE"]);
        }
    }
    if std::env::var_os(WATCHDOG_VAR).is_some() {
        cmd.args(["-x", WATCHDOG_VAR]);
    }
    cmd.arg("-np").arg(opts.threads.to_string());
    cmd.arg(&opts.program).args(&opts.args);
    cmd
}

/// Runs the program; returns its exit status (3 when the launcher cannot be started).
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
    let (kind, launcher) =
        match crate::mpi::for_run(opts.mpi.as_deref(), std::path::Path::new(&opts.program)) {
            Ok(k) => k,
            Err(e) => {
                eprintln!("error: {e}");
                return crate::driver::exit::UNAVAILABLE;
            }
        };
    let mut cmd = command(&opts, kind, &launcher);
    let _session = (kind == MpiKind::OpenMpi)
        .then(|| SessionDir::for_job(&mut cmd))
        .flatten();
    if find_program(&cmd.get_program().to_os_string()).is_ok() {
        if let Err(e) = find_program(&opts.program) {
            eprintln!(
                "error: cannot run `{}`: {e}",
                opts.program.to_string_lossy()
            );
            return crate::driver::exit::UNAVAILABLE;
        }
    }
    match filtered_status(&mut cmd, kind) {
        Ok((status, killed, signal)) => {
            // The launcher's notice names the signal; without one, a status of 128 + N is read
            // as signal N only for the signals of crashes and of the system (a program may well
            // exit with 138).
            let signal = signal.or_else(|| {
                let n = status - 128;
                [4, 6, 7, 8, 9, 11, 15].contains(&n).then_some(n)
            });
            if let Some((n, name)) = signal.and_then(|n| Some((n, signal_name(n)?))) {
                let program = opts.program.to_string_lossy();
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

/// Runs the launcher with its standard error (and MPICH's standard output: Hydra writes its
/// banner there) copied through a [`LauncherFilter`]; returns the exit status, a job whose
/// process a signal N ended giving 128 + N under both MPIs, the thread the signal ended when
/// the launcher's notice names it, and the signal when the launcher names it.
fn filtered_status(
    cmd: &mut Command,
    mpi: MpiKind,
) -> std::io::Result<(i32, Option<u32>, Option<i32>)> {
    if mpi == MpiKind::Mpich {
        cmd.stdout(Stdio::piped());
    }
    let mut child = cmd.stderr(Stdio::piped()).spawn()?;
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
    let code = child.wait()?.code().unwrap_or(1);
    let errors = errors.join().unwrap_or_else(|_| LauncherFilter::new(mpi));
    let signal = filter.signal.or(errors.signal);
    let code = match signal {
        Some(s) if code == s || code == 0 => 128 + s,
        _ => code,
    };
    Ok((code, errors.killed, signal))
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
    /// The thread a signal ended (Open MPI's notice).
    pub killed: Option<u32>,
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
            killed: None,
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
