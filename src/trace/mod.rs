//! `pgas-xlate trace …`: the post-mortem side of the GASP tracing tool (`runtime-aux/gasp`).
//!
//! - `trace merge DIR -o FILE`: per-thread traces → one merged trace, clocks corrected
//!   (`merge.rs`);
//! - `trace export --format chrome-json|perfetto|otf2 MERGED -o OUT` (`chrome.rs`,
//!   `perfetto.rs`, `otf2.rs`, sharing the begin/end pairing of `export.rs`);
//! - `trace summary TRACE_OR_DIR [--png FILE] [--svg FILE] [--html FILE]`: times, calls, the
//!   communication matrix and the busiest source lines as tables, and charts (`summary.rs`,
//!   `charts.rs`);
//! - `trace dump FILE`: either kind of trace file as text (`format.rs` reads both).
//!
//! The file formats are defined in docs/trace-format.md.

pub mod charts;
pub mod chrome;
pub mod export;
pub mod format;
pub mod merge;
pub mod otf2;
pub mod perfetto;
pub mod progress;
pub mod summary;

use crate::driver::exit;
use clap::{Parser, Subcommand, ValueEnum};
use format::*;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

#[derive(Parser, Debug)]
#[command(
    name = "pgas-xlate trace",
    about = "Merge and export the traces written by the GASP tracing tool (runtime-aux/gasp)",
    after_help = "Exit status: 0 ok (warnings are printed), 1 unusable input, 2 usage, 3 format not built in."
)]
struct TraceCli {
    #[command(subcommand)]
    cmd: Cmd,
}

/// The command line of `pgas-xlate trace` (for its manual page and completions).
pub fn command() -> clap::Command {
    use clap::CommandFactory;
    TraceCli::command()
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Merge the per-thread traces of DIR (thread-N.pxt) into one time-ordered trace.
    Merge {
        /// Trace directory (PGAS_TRACE_DIR of the run; default ./pgas-trace).
        dir: PathBuf,
        /// Merged trace to write.
        #[arg(short = 'o', value_name = "FILE")]
        output: PathBuf,
    },
    /// Convert a merged trace for a viewer.
    Export {
        /// chrome-json (Trace Event Format), perfetto (protobuf), otf2 (archive folder).
        #[arg(long, value_enum)]
        format: ExportFormat,
        /// Merged trace (from `trace merge`).
        input: PathBuf,
        /// Output file (for otf2: the archive folder).
        #[arg(short = 'o', value_name = "OUT")]
        output: PathBuf,
        /// chrome-json and perfetto: draw an arrow only for accesses to another thread of at
        /// least this many bytes (default 0: every one).
        #[arg(long, value_name = "BYTES", default_value_t = 0)]
        flow_threshold: u64,
    },
    /// Times per thread and event, bytes between threads, the busiest source lines.
    Summary {
        /// A merged trace, or a trace directory (merged first, in memory of a temporary file).
        input: PathBuf,
        /// Also draw the charts (time per thread by category, communication matrix, timeline,
        /// top lines) to this PNG.
        #[arg(long, value_name = "FILE")]
        png: Option<PathBuf>,
        /// The same charts as SVG.
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
        /// A self-contained HTML report: the tables and the charts (inline SVG) in one file.
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
    },
    /// Print a per-thread or merged trace as text.
    Dump {
        file: PathBuf,
        /// Print at most this many records.
        #[arg(long, value_name = "N")]
        limit: Option<u64>,
    },
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    ChromeJson,
    Perfetto,
    Otf2,
}

/// Runs `pgas-xlate trace ARGS…`; returns the exit status.
pub fn main(args: &[OsString]) -> i32 {
    let argv = std::iter::once(OsString::from("pgas-xlate trace")).chain(args.iter().cloned());
    let cli = match TraceCli::try_parse_from(argv) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                exit::USAGE
            } else {
                exit::OK
            };
        }
    };
    match cli.cmd {
        Cmd::Merge { dir, output } => match merge::merge(&dir, &output) {
            Ok(report) => {
                for w in &report.warnings {
                    eprintln!("warning: {w}");
                }
                eprintln!(
                    "merged {} events of {} threads into {}",
                    report.events,
                    report.threads,
                    output.display()
                );
                exit::OK
            }
            Err(e) => {
                eprintln!("error: {e}");
                exit::DIAGNOSTICS
            }
        },
        Cmd::Export {
            format,
            input,
            output,
            flow_threshold,
        } => {
            let result = match format {
                ExportFormat::ChromeJson => chrome::export(&input, &output, flow_threshold),
                ExportFormat::Perfetto => perfetto::export(&input, &output, flow_threshold),
                ExportFormat::Otf2 => {
                    if cfg!(otf2) {
                        otf2::export(&input, &output)
                    } else {
                        let e = otf2::export(&input, &output).unwrap_err();
                        eprintln!("error: {e}");
                        return exit::UNAVAILABLE;
                    }
                }
            };
            match result {
                Ok(stats) => {
                    if stats.unmatched_ends > 0 {
                        eprintln!(
                            "warning: {} end events without a start were dropped",
                            stats.unmatched_ends
                        );
                    }
                    if stats.unfinished > 0 {
                        eprintln!(
                            "warning: {} slices still open at the end of the trace were closed there",
                            stats.unfinished
                        );
                    }
                    eprintln!(
                        "wrote {} slices and {} instants to {}",
                        stats.begins,
                        stats.instants,
                        output.display()
                    );
                    exit::OK
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    exit::DIAGNOSTICS
                }
            }
        }
        Cmd::Summary {
            input,
            png,
            svg,
            html,
        } => match summary_of(&input) {
            Ok(sum) => {
                if let Err(code) = to_stdout(&sum.text()) {
                    return code;
                }
                type Render = fn(&summary::Summary) -> Result<Vec<u8>, String>;
                let outputs: [(Option<PathBuf>, Render); 3] = [
                    (png, |s| charts::png(s).map(|(bytes, _)| bytes)),
                    (svg, |s| charts::svg(s).map(String::into_bytes)),
                    (html, |s| charts::html(s).map(String::into_bytes)),
                ];
                for (path, render) in outputs {
                    let Some(path) = path else { continue };
                    if let Err(e) = render(&sum)
                        .and_then(|bytes| std::fs::write(&path, bytes).map_err(|e| e.to_string()))
                    {
                        eprintln!("error: {}: {e}", path.display());
                        return exit::DIAGNOSTICS;
                    }
                }
                exit::OK
            }
            Err(e) => {
                eprintln!("error: {e}");
                exit::DIAGNOSTICS
            }
        },
        Cmd::Dump { file, limit } => match dump(&file, limit.unwrap_or(u64::MAX)) {
            Ok(text) => to_stdout(&text).map_or_else(|code| code, |()| exit::OK),
            Err(e) => {
                eprintln!("error: {e}");
                exit::DIAGNOSTICS
            }
        },
    }
}

/// Writes `text` to standard output. A reader that stops early (`trace dump F | head`) ends
/// the output quietly; any other write error is reported. `Err` holds the exit status.
fn to_stdout(text: &str) -> Result<(), i32> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(exit::OK),
        Err(e) => {
            eprintln!("error: standard output: {e}");
            Err(exit::DIAGNOSTICS)
        }
    }
}

/// The summary of a merged trace, or of a trace directory merged into a temporary file first.
fn summary_of(input: &Path) -> Result<summary::Summary, String> {
    if !input.is_dir() {
        return summary::summarize(input);
    }
    let tmp = std::env::temp_dir().join(format!("pgas-xlate-summary-{}.pxm", std::process::id()));
    let merged = merge::merge(input, &tmp).map(|report| {
        for w in &report.warnings {
            eprintln!("warning: {w}");
        }
    });
    let result = merged.and_then(|()| summary::summarize(&tmp));
    let _ = std::fs::remove_file(&tmp);
    result
}

/// A trace file as text: its header, then one line per record.
pub fn dump(path: &Path, limit: u64) -> Result<String, String> {
    use std::fmt::Write;
    let mut magic = [0u8; 8];
    {
        use std::io::Read;
        let mut f = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        f.read_exact(&mut magic)
            .map_err(|_| format!("{}: not a trace file", path.display()))?;
    }
    let mut out = String::new();
    let fmt_event = |e: &EventRecord, kind: Option<&EventKind>, string: &dyn Fn(u32) -> String| {
        let ty = ["start", "end", "atomic"]
            .get(e.evttype as usize)
            .copied()
            .unwrap_or("?");
        let name = kind
            .map(|k| k.name.clone())
            .unwrap_or_else(|| format!("event {}", e.tag));
        let spec = kind.map(|k| k.args(e.evttype)).unwrap_or_default();
        let args: Vec<String> = e
            .args
            .iter()
            .enumerate()
            .map(|(i, w)| match spec.get(i) {
                Some(a) => format!(
                    "{}={}",
                    a.name,
                    ArgValue::decode(a.ty, *w, |id| Some(string(id)))
                ),
                None => format!("arg{}={w:#x}", i + 1),
            })
            .collect();
        format!(
            "{} thread {} {name} {ty} {}:{}:{} {}",
            e.time,
            e.thread,
            string(e.file),
            e.line,
            e.col,
            args.join(" ")
        )
    };
    if &magic == THREAD_MAGIC {
        let mut r = ThreadReader::open(path).map_err(|e| e.to_string())?;
        let h = r.header.clone();
        let _ = writeln!(
            out,
            "per-thread trace: thread {} of {}, program {:?} {:?}, host {:?}, pid {}\n\
             clock {}, tick rate {:.0}/s, run {:#x}, flags {:#x}, ended by {}, start sync {:?}, end sync {:?}",
            h.thread,
            h.threads,
            h.program,
            h.args,
            h.host,
            h.pid,
            if h.clock == CLOCK_TSC { "tsc" } else { "monotonic" },
            h.tick_rate,
            h.run_id,
            h.flags,
            h.ended_by,
            h.start_sync,
            h.end_sync
        );
        let mut strings = std::collections::HashMap::new();
        let mut user: std::collections::HashMap<u32, EventKind> = Default::default();
        let mut n = 0;
        while n < limit {
            let (offset, rec) = match r.next_record() {
                Ok(Some(x)) => x,
                Ok(None) => break,
                Err(e) => {
                    let _ = writeln!(out, "error: {e}");
                    break;
                }
            };
            n += 1;
            match rec {
                Record::String { id, text } => {
                    let _ = writeln!(out, "@{offset} string {id} = {text:?}");
                    strings.insert(id, text);
                }
                Record::UserEvent {
                    tag,
                    name,
                    desc,
                    args,
                } => {
                    let s = |id: u32| strings.get(&id).cloned().unwrap_or_default();
                    let kind = EventKind {
                        tag,
                        name: s(name),
                        desc: (desc != 0).then(|| s(desc)),
                        start_args: s(args),
                        end_args: s(args),
                        user: true,
                    };
                    let _ = writeln!(
                        out,
                        "@{offset} user event {tag} = {:?} desc {:?} args {:?}",
                        kind.name, kind.desc, kind.start_args
                    );
                    user.insert(tag, kind);
                }
                Record::Event(e) => {
                    let kind = h
                        .events
                        .iter()
                        .find(|k| k.tag == e.tag)
                        .or(user.get(&e.tag));
                    let s = |id: u32| strings.get(&id).cloned().unwrap_or_default();
                    let _ = writeln!(out, "@{offset} {}", fmt_event(&e, kind, &s));
                }
                Record::Control { on, time, .. } => {
                    let _ = writeln!(
                        out,
                        "@{offset} {time} control {}",
                        if on { "on" } else { "off" }
                    );
                }
                Record::Object(o) => {
                    let s = |id: u32| strings.get(&id).cloned().unwrap_or_default();
                    let _ = writeln!(
                        out,
                        "@{offset} object {} = {:?} at {:?}:{} threads {}..={} offset {:#x} bytes {}",
                        o.id,
                        s(o.name),
                        s(o.file),
                        o.line,
                        o.thread_lo,
                        o.thread_hi,
                        o.offset,
                        o.bytes
                    );
                    if let Some(t) = o.time {
                        let _ = writeln!(out, "@{offset} {t} allocated object {}", o.id);
                    }
                }
                Record::Freed { time, addr } => {
                    let _ = writeln!(
                        out,
                        "@{offset} {time} freed {}",
                        ArgValue::Shared(SharedAddr::from_word(addr))
                    );
                }
            }
        }
    } else {
        let mut r = MergedReader::open(path).map_err(|e| e.to_string())?;
        let h = r.header.clone();
        let _ = writeln!(
            out,
            "merged trace: {} threads, {} events, origin {} ns since 1970",
            h.threads, h.event_count, h.origin_wall_ns
        );
        for t in &h.thread_info {
            let _ = writeln!(
                out,
                "thread {}: {} events, offset {:.0} ns, drift {:.3} ppm, flags {:#x}, ended by {}{}",
                t.thread,
                t.events,
                t.offset_ns,
                t.drift * 1e6,
                t.flags,
                t.ended_by,
                if t.warning.is_empty() {
                    String::new()
                } else {
                    format!(", {}", t.warning)
                }
            );
        }
        for o in &h.objects {
            let until = if o.until == NEVER {
                "end".to_string()
            } else {
                o.until.to_string()
            };
            let _ = writeln!(
                out,
                "object {:?} at {:?}:{} of thread {}: threads {}..={} offset {:#x} bytes {}, from {} to {until}",
                o.name,
                o.file,
                o.line,
                o.defined_by,
                o.thread_lo,
                o.thread_hi,
                o.offset,
                o.bytes,
                o.from
            );
        }
        let s = |id: u32| h.string(id).unwrap_or_default().to_string();
        let mut n = 0;
        while n < limit {
            match r.next_record() {
                Ok(Some(Record::Event(e))) => {
                    let _ = writeln!(out, "{}", fmt_event(&e, h.event_kind(e.tag), &s));
                }
                Ok(Some(Record::Control { on, time, thread })) => {
                    let _ = writeln!(
                        out,
                        "{time} thread {thread} control {}",
                        if on { "on" } else { "off" }
                    );
                }
                Ok(Some(_)) => {}
                Ok(None) => break,
                Err(e) => {
                    let _ = writeln!(out, "error: {e}");
                    break;
                }
            }
            n += 1;
        }
    }
    Ok(out)
}
