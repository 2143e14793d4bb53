//! Golden event sequences: tests/in/trace/golden_events.upc, instrumented with
//! `--profile --inst-functions`, traced by our tool on 2 threads; each thread's events (name,
//! start/end/atomic, file:line:col, every argument) must be exactly those of
//! tests/in/trace/golden/profile.threadN.txt. Private addresses and non-blocking handles
//! differ from run to run and are written `<ptr>`/`<handle>`; pointers-to-shared and locks are
//! their thread and offset. `UPDATE_GOLDEN=1` rewrites the files (review the difference before
//! committing it).
//!
//! With `--profile-local` the sequences must be the same plus exactly the accesses to the
//! thread's own shared data.

mod common;
use common::*;
use pgas_xlate::trace::format::*;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

const THREADS: u32 = 2;

fn traced(name: &str, flags: &[&str]) -> PathBuf {
    let dir = scratch(name);
    let exe = dir.join("golden_events");
    check(
        xlate()
            .env("PGAS_XLATE_CACHE", cache())
            .args(["cc", "--to", "upcr"])
            .args(flags)
            .arg(root().join("tests/in/trace/golden_events.upc"))
            .arg("-o")
            .arg(&exe),
    );
    let out = check(
        xlate()
            .env("PGAS_TRACE_DIR", dir.join("trace"))
            .args(["run", "-n", &THREADS.to_string()])
            .arg(&exe),
    );
    assert_eq!(text(&out.stdout), "got=1 buf=a v>0=1\n");
    dir.join("trace")
}

/// One event: its line of the golden file, and whether it is an access to the thread's own
/// shared data.
struct Event {
    line: String,
    local_access: bool,
}

/// The events of one per-thread file.
fn events(trace: &Path, thread: u32) -> Vec<Event> {
    let mut r = ThreadReader::open(&trace.join(format!("thread-{thread}.pxt"))).unwrap();
    let mut strings: HashMap<u32, String> = HashMap::new();
    let mut kinds: HashMap<u32, EventKind> =
        r.header.events.iter().map(|k| (k.tag, k.clone())).collect();
    let mut out = vec![];
    while let Some((_, rec)) = r.next_record().unwrap() {
        match rec {
            Record::String { id, text } => {
                strings.insert(id, text);
            }
            Record::UserEvent {
                tag,
                name,
                desc,
                args,
            } => {
                let s = |id: u32| strings.get(&id).cloned().unwrap_or_default();
                kinds.insert(
                    tag,
                    EventKind {
                        tag,
                        name: s(name),
                        desc: (desc != 0).then(|| s(desc)),
                        start_args: s(args),
                        end_args: s(args),
                        user: true,
                    },
                );
            }
            Record::Event(e) => {
                let kind = &kinds[&e.tag];
                let spec = kind.args(e.evttype);
                assert_eq!(spec.len(), e.args.len(), "{} arguments", kind.name);
                let mut local_access = false;
                let args: Vec<String> = spec
                    .iter()
                    .zip(&e.args)
                    .map(|(a, w)| {
                        let v = match a.ty {
                            ArgType::Ptr => "<ptr>".to_string(),
                            ArgType::Handle => "<handle>".to_string(),
                            ArgType::SharedPtr => {
                                let addr = SharedAddr::from_word(*w);
                                if addr.is_some_and(|x| x.thread == thread)
                                    && (kind.name == "GASP_UPC_GET" || kind.name == "GASP_UPC_PUT")
                                {
                                    local_access = true;
                                }
                                addr.map_or("null".to_string(), |x| x.to_string())
                            }
                            ty => {
                                ArgValue::decode(ty, *w, |id| strings.get(&id).cloned()).to_string()
                            }
                        };
                        format!("{}={v}", a.name)
                    })
                    .collect();
                let file = strings.get(&e.file).cloned().unwrap_or_default();
                let file = Path::new(&file).file_name().unwrap().to_string_lossy();
                let ty = ["start", "end", "atomic"][e.evttype as usize];
                let mut line = format!("{ty} {} {file}:{}:{}", kind.name, e.line, e.col);
                for a in args {
                    line.push(' ');
                    line.push_str(&a);
                }
                out.push(Event { line, local_access });
            }
            // Shared objects: tests/trace_objects.rs.
            Record::Control { .. } | Record::Object(_) | Record::Freed { .. } => {}
        }
    }
    out
}

fn golden(thread: u32) -> PathBuf {
    root().join(format!("tests/in/trace/golden/profile.thread{thread}.txt"))
}

fn text_of(ev: &[Event]) -> String {
    ev.iter().map(|e| format!("{}\n", e.line)).collect()
}

#[test]
fn profile_events_match_the_golden_sequences() {
    let trace = traced("trace-golden-profile", &["--profile", "--inst-functions"]);
    for t in 0..THREADS {
        let got = text_of(&events(&trace, t));
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(golden(t), &got).unwrap();
        }
        let want = std::fs::read_to_string(golden(t)).unwrap();
        if got != want {
            let diff: Vec<String> = want
                .lines()
                .zip(got.lines())
                .enumerate()
                .filter(|(_, (w, g))| w != g)
                .map(|(i, (w, g))| format!("line {}:\n  want {w}\n  got  {g}", i + 1))
                .collect();
            panic!(
                "thread {t}: the events differ from {} ({} vs {} lines)\n{}",
                golden(t).display(),
                want.lines().count(),
                got.lines().count(),
                diff.join("\n")
            );
        }
    }
}

#[test]
fn profile_local_adds_exactly_the_local_accesses() {
    let trace = traced(
        "trace-golden-local",
        &["--profile-local", "--inst-functions"],
    );
    for t in 0..THREADS {
        let all = events(&trace, t);
        let local = all.iter().filter(|e| e.local_access).count();
        // v = data[4 * MYTHREAD] (a get), the upc_forall's 4 stores (puts): start and end each.
        assert_eq!(local, 2 * (1 + 4), "thread {t}:\n{}", text_of(&all));
        let remote: Vec<Event> = all.into_iter().filter(|e| !e.local_access).collect();
        assert_eq!(
            text_of(&remote),
            std::fs::read_to_string(golden(t)).unwrap(),
            "thread {t}"
        );
    }
}
