//! Running and watching the job: Open MPI's session directory and the runtimes' status file
//! of one job, the launcher run with its output filtered and its signals passed on, and how the
//! job ended.

use super::{forward, LauncherFilter};
use crate::mpi::MpiKind;
use std::process::{Command, Stdio};

/// Open MPI's session directory of one job, removed when the job ends. Open MPI puts the
/// session directories of all jobs of a user under one directory of `TMPDIR`, which the first
/// job to end removes: a job starting at that moment fails in `orte_init` ("A call to mkdir was
/// unable to create the desired directory"). Jobs started side by side (`make -j check`, a test
/// suite) meet it; a directory of its own for each job avoids it. A directory the caller chose
/// (`OMPI_MCA_orte_tmpdir_base`) is kept.
pub(super) struct SessionDir(std::path::PathBuf);

impl SessionDir {
    const VAR: &'static str = "OMPI_MCA_orte_tmpdir_base";

    pub(super) fn for_job(cmd: &mut Command) -> Option<SessionDir> {
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
pub(super) struct StatusFile(std::path::PathBuf);

impl StatusFile {
    const VAR: &'static str = "PGAS_XLATE_STATUS_FILE";

    pub(super) fn for_job(cmd: &mut Command) -> StatusFile {
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

/// How a job ended ([`filtered_status`]): its status, the thread a signal ended and the
/// signal when the launcher named them, the thread Open MPI says exited without finalizing MPI.
pub(super) struct JobEnd {
    pub(super) status: i32,
    pub(super) killed: Option<u32>,
    pub(super) signal: Option<i32>,
    pub(super) improper: Option<u32>,
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
pub(super) fn filtered_status(
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

/// The name of signal `n` (Linux's numbers), with what it usually means.
pub(super) fn signal_name(n: i32) -> Option<std::borrow::Cow<'static, str>> {
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
