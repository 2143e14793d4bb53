//! Progress bars of `trace merge`, `trace export` and `trace summary`: on a terminal (a
//! pseudo-terminal made by script(1)) a bar is drawn on standard error when asked for
//! (`PGAS_TRACE_PROGRESS=1`, as for an input of 64 MiB or more), nothing for a small input
//! otherwise; when standard error is not a terminal, nothing ever, whatever is asked: the
//! output is the same lines as without bars.

mod common;
mod trace_support;
use common::*;
use pgas_xlate::trace::format::*;
use std::path::{Path, PathBuf};
use std::process::Command;
use trace_support::*;

/// Per-thread traces of 2 threads with 20,000 barriers each (more events than one step of a
/// bar).
fn synthetic(name: &str) -> PathBuf {
    let dir = scratch(name);
    let c = EXACT;
    let (mut b0, mut b1) = two_threads(c);
    b1.w.header.end_sync = Some(sync_at(c, c, 1e9, 10.0));
    for b in [&mut b0, &mut b1] {
        for k in 0..20_000 {
            let t = 1000.0 + k as f64 * 1000.0;
            b.event(t, BARRIER, GASP_START, "p.upc", 7, vec![0, 0]);
            b.event(t + 400.0, BARRIER, GASP_END, "p.upc", 7, vec![0, 0]);
        }
        b.write(&dir);
    }
    dir
}

/// The commands run, as shell words: merge, export (chrome-json), summary.
fn commands(dir: &Path) -> Vec<String> {
    let x = env!("CARGO_BIN_EXE_pgas-xlate");
    let d = dir.display();
    vec![
        format!("{x} trace merge {d} -o {d}/run.pxm"),
        format!("{x} trace export --format chrome-json {d}/run.pxm -o {d}/run.json"),
        format!("{x} trace summary {d}/run.pxm"),
    ]
}

/// Runs `cmd` in a shell with standard error on a pseudo-terminal; returns what the terminal
/// received.
fn on_terminal(cmd: &str, progress: Option<&str>) -> String {
    let mut c = Command::new("script");
    c.args(["-qec", &format!("{cmd} >/dev/null"), "/dev/null"]);
    c.env_remove("PGAS_TRACE_PROGRESS");
    if let Some(p) = progress {
        c.env("PGAS_TRACE_PROGRESS", p);
    }
    text(&check(&mut c).stdout)
}

#[test]
fn bars_on_a_terminal_only() {
    let dir = synthetic("trace-progress");
    for (cmd, label) in commands(&dir)
        .iter()
        .zip(["merging", "reading run.pxm", "reading run.pxm"])
    {
        // Not a terminal: the tool's own lines only, bars asked for or not.
        let quiet = check(
            Command::new("sh")
                .args(["-c", cmd])
                .env_remove("PGAS_TRACE_PROGRESS"),
        );
        let asked = check(
            Command::new("sh")
                .args(["-c", cmd])
                .env("PGAS_TRACE_PROGRESS", "1"),
        );
        assert_eq!(text(&asked.stderr), text(&quiet.stderr), "{cmd}");
        assert!(!text(&asked.stderr).contains(label), "{cmd}");
        assert!(!asked.stderr.contains(&b'\x1b'), "{cmd}: escape sequences");
        // A terminal: a bar when asked for, none for a small input.
        let drawn = on_terminal(cmd, Some("1"));
        assert!(
            drawn.contains(label) && drawn.contains("events"),
            "{cmd}: {drawn:?}"
        );
        let small = on_terminal(cmd, None);
        assert!(!small.contains(label), "{cmd}: {small:?}");
        let off = on_terminal(cmd, Some("0"));
        assert!(!off.contains(label), "{cmd}: {off:?}");
    }
}
