//! The launcher's command line and the environment passed to the processes.

use super::sizing::heap_size_text;
use super::RunOptions;
use crate::mpi::MpiKind;
use std::process::Command;

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
/// `per_node`: the processes per node ([`per_node`](super::sizing::per_node)).
pub fn command(opts: &RunOptions, kind: MpiKind, launcher: &str, per_node: Option<u32>) -> Command {
    let mut words = launcher.split_whitespace();
    let mut cmd = Command::new(words.next().unwrap_or("mpirun"));
    cmd.args(words);
    let env = environment(opts);
    cmd.envs(env.iter().map(|(var, value)| (var, value)));
    if kind == MpiKind::OpenMpi {
        if running_as_root() {
            cmd.arg("--allow-run-as-root");
        }
        let osc = std::env::var("PGAS_XLATE_OSC").unwrap_or_else(|_| "sm".to_string());
        // Not `-q`, which would also hide which process a signal ended: `run` reads the
        // launcher's standard error instead and leaves out its notices (`LauncherFilter`).
        cmd.args(["--oversubscribe", "--mca", "osc", &osc]);
        for var in passed(&env, |var| std::env::var_os(var).is_some()) {
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
    cmd.arg("-np").arg(opts.threads.to_string());
    cmd.arg(&opts.program).args(&opts.args);
    cmd
}

/// The variables `run` sets for the processes: the shared heap's size with its unit
/// (`-shared-heap`, or `UPC_SHARED_HEAP_SIZE` read as upcrun reads it), `-backtrace`,
/// `-freeze`.
fn environment(opts: &RunOptions) -> Vec<(&'static str, String)> {
    let heap = opts
        .shared_heap
        .map(|bytes| ("UPC_SHARED_HEAP_SIZE", heap_size_text(bytes)));
    let backtrace = opts.backtrace.then(|| (BACKTRACE_VAR, "1".to_string()));
    let freeze = opts.freeze.then(|| (FREEZE_VAR, "1".to_string()));
    [heap, backtrace, freeze].into_iter().flatten().collect()
}

/// The runtimes' variables Open MPI's launcher is to pass to the processes (`-x`; MPICH's
/// passes the whole environment): those `run` sets (`env`) and those set where `run` was
/// started (`is_set`).
fn passed(env: &[(&'static str, String)], is_set: impl Fn(&str) -> bool) -> Vec<&'static str> {
    [
        "UPC_SHARED_HEAP_SIZE",
        BACKTRACE_VAR,
        FREEZE_VAR,
        WATCHDOG_VAR,
    ]
    .into_iter()
    .filter(|&var| env.iter().any(|(set, _)| *set == var) || is_set(var))
    .collect()
}

/// The variable that asks the runtimes for the call stack of a fault (`-backtrace`).
pub const BACKTRACE_VAR: &str = "PGAS_BACKTRACE";
/// The variable that makes each process wait for a debugger at start-up (`-freeze`).
pub const FREEZE_VAR: &str = "UPC_FREEZE";

/// The environment variable of the runtimes' watchdog (seconds a thread may wait in a barrier
/// or for a lock before the wait is reported as a deadlock; unset or 0: no limit).
pub const WATCHDOG_VAR: &str = "UPC_WATCHDOG_SECONDS";

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launcher::args::os;

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
        let o = crate::launcher::parse_args(&os(&["-n", "2", "-shared-heap=64", "prog"])).unwrap();
        let cmd = command(&o, MpiKind::Mpich, "mpiexec", None);
        let heap = cmd
            .get_envs()
            .find(|(k, _)| *k == "UPC_SHARED_HEAP_SIZE")
            .and_then(|(_, v)| v);
        assert_eq!(heap, Some(std::ffi::OsStr::new("64MB")));
    }

    /// The variables `run` sets follow its flags; Open MPI's launcher is told to pass those and
    /// the runtimes' variables set where `run` started, the watchdog's too.
    #[test]
    fn environment_follows_the_flags_and_open_mpi_passes_it() {
        let o = crate::launcher::parse_args(&os(&["-n", "2", "prog"])).unwrap();
        assert_eq!(environment(&o), []);
        assert_eq!(passed(&environment(&o), |_| false), Vec::<&str>::new());
        let o = crate::launcher::parse_args(&os(&[
            "-n",
            "2",
            "-backtrace",
            "-freeze",
            "-shared-heap=1GB",
            "prog",
        ]))
        .unwrap();
        let env = environment(&o);
        assert_eq!(
            env,
            [
                ("UPC_SHARED_HEAP_SIZE", "1GB".to_string()),
                (BACKTRACE_VAR, "1".to_string()),
                (FREEZE_VAR, "1".to_string())
            ]
        );
        assert_eq!(
            passed(&env, |_| false),
            ["UPC_SHARED_HEAP_SIZE", BACKTRACE_VAR, FREEZE_VAR]
        );
        assert_eq!(
            passed(&[], |var| var == WATCHDOG_VAR || var == BACKTRACE_VAR),
            [BACKTRACE_VAR, WATCHDOG_VAR]
        );
    }

    /// MPICH's Hydra takes no `-x` (it refused the job: "unrecognized argument x"), whatever
    /// the flags.
    #[test]
    fn mpich_gets_no_open_mpi_flags() {
        let o =
            crate::launcher::parse_args(&os(&["-n", "2", "-backtrace", "-shared-heap=64", "prog"]))
                .unwrap();
        let cmd = command(&o, MpiKind::Mpich, "mpiexec.hydra", Some(1));
        let args: Vec<_> = cmd
            .get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        assert_eq!(args, ["-ppn", "1", "-np", "2", "prog"]);
    }
}
