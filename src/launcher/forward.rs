//! Signals that end a job, passed on to the launcher: the launcher kills its processes when
//! it gets one. Without this, `kill -TERM` of `run` left the launcher and every process running.

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
