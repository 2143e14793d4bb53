//! `pgas-xlate run`: starts a UPC program (one MPI process per UPC thread) with the launcher of
//! the MPI it was built with (Open MPI's `mpirun`, MPICH's `mpiexec.hydra`: [`crate::mpi`]), the
//! way `upcrun` does for other UPC compilers.
//!
//! One module a stage, read in the order a run goes: [`args`] (the command line), the
//! [`program`] to start, the job's [`sizing`], the launcher's [`command`] and the environment
//! of the processes, then the [`job`] run and watched, its output through the launcher's
//! [`filter`] and the signals `run` gets passed on by [`forward`]; [`run`] runs them.

mod args;
mod command;
mod filter;
mod forward;
mod job;
mod program;
mod sizing;

pub use args::{parse_args, RunOptions, HELP};
pub(crate) use command::shown;
pub use command::{command, BACKTRACE_VAR, FREEZE_VAR, WATCHDOG_VAR};
pub use filter::LauncherFilter;
pub use program::static_threads_of;

use crate::mpi::MpiKind;
use job::{filtered_status, signal_name, JobEnd, SessionDir, StatusFile};
use program::{find_program, program_path};
use sizing::per_node;
use std::ffi::OsString;

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
