//! `pgas-xlate trace merge DIR -o FILE`: the per-thread traces of one run, with their clocks
//! corrected to thread 0's, into one time-ordered merged trace.
//!
//! Clock correction (post-mortem): each thread measured its offset to thread 0 at start,
//! (s_s, o_s), and at the end, (s_e, o_e); a local time s maps to thread-0 time
//! m(s) = s + (o_e − o_s)/(s_e − s_s)·(s − s_s) + o_s, then to nanoseconds with thread 0's tick
//! rate. A thread without the end measurement (it crashed) gets the start offset only.
//!
//! Damaged input: a file whose header cannot be read is skipped; a truncated or corrupt record
//! ends that thread's stream there. Both are reported with the file and the byte offset, and
//! the rest is merged.

use super::format::*;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::path::{Path, PathBuf};

/// What a merge did.
#[derive(Debug, Default)]
pub struct MergeReport {
    pub warnings: Vec<String>,
    pub threads: usize,
    pub events: u64,
}

/// The name of a signal, for reports.
pub fn signal_name(sig: u32) -> String {
    let name = match sig {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        31 => "SIGSYS",
        ENDED_NONCOLLECTIVE_EXIT => return "a non-collective exit (upc_global_exit)".into(),
        _ => return format!("signal {sig}"),
    };
    format!("signal {sig} ({name})")
}

/// A local time to merged nanoseconds: ns = a + b·(s − s0).
#[derive(Debug, Clone, Copy)]
struct TimeMap {
    s0: u64,
    a: f64,
    b: f64,
}

impl TimeMap {
    fn ns(&self, s: u64) -> f64 {
        self.a + self.b * (s as i128 - self.s0 as i128) as f64
    }
}

/// What pass 1 learnt about one per-thread file.
struct Scan {
    path: PathBuf,
    header: ThreadHeader,
    strings: HashMap<u32, String>,
    /// local user tag → (name, desc, argument specification)
    user: HashMap<u32, (String, Option<String>, String)>,
    events: u64,
    first_time: Option<u64>,
    /// Records at or past this offset are not merged (damage found there).
    valid_end: Option<u64>,
    warnings: Vec<String>,
    /// The shared objects this thread defined, their strings resolved, with the local time of
    /// the allocation of a dynamically allocated one.
    objects: Vec<(SharedObject, Option<u64>)>,
    /// The frees this thread recorded: (local time, pointer-to-shared word).
    frees: Vec<(u64, u64)>,
}

/// The shared objects of all threads with their lives in merged nanoseconds: a static object
/// lives from 0, a dynamically allocated one from its allocation to the first free of its start
/// address after it by any thread (`NEVER` without one; a free that meets no live object, as the
/// second `upc_all_free` of one object, changes nothing).
fn object_lives(scans: &[Scan], maps: &[TimeMap], origin: f64) -> Vec<SharedObject> {
    let merged = |m: &TimeMap, t: u64| (m.ns(t) - origin).round().max(0.0) as u64;
    let mut objects: Vec<SharedObject> = Vec::new();
    let mut dynamic: Vec<bool> = Vec::new();
    let mut frees: Vec<(u64, u64)> = Vec::new();
    for (s, m) in scans.iter().zip(maps) {
        for (o, time) in &s.objects {
            let from = time.map_or(0, |t| merged(m, t));
            objects.push(SharedObject { from, ..o.clone() });
            dynamic.push(time.is_some());
        }
        frees.extend(s.frees.iter().map(|&(t, addr)| (merged(m, t), addr)));
    }
    frees.sort_unstable();
    for (t, addr) in frees {
        let Some(a) = SharedAddr::from_word(addr) else {
            continue;
        };
        let freed = objects
            .iter_mut()
            .zip(&dynamic)
            .filter(|(o, dynamic)| {
                **dynamic
                    && o.until == NEVER
                    && o.from <= t
                    && o.thread_lo == a.thread
                    && o.offset == a.offset
            })
            .map(|(o, _)| o)
            .max_by_key(|o| o.from);
        if let Some(o) = freed {
            o.until = t;
        }
    }
    objects
}

/// Argument types per (tag, evttype ≠ END / END) of one thread.
type ArgTable = HashMap<u32, (Vec<ArgType>, Vec<ArgType>)>;

fn arg_table(scan: &Scan) -> ArgTable {
    let types = |s: &str| parse_argspec(s).into_iter().map(|a| a.ty).collect();
    let mut t: ArgTable = scan
        .header
        .events
        .iter()
        .map(|e| (e.tag, (types(&e.start_args), types(&e.end_args))))
        .collect();
    for (tag, (_, _, spec)) in &scan.user {
        t.insert(*tag, (types(spec), types(spec)));
    }
    t
}

/// Per-thread files of a directory (`thread-N.pxt`), by thread number.
fn thread_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let rd = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files: Vec<(u64, PathBuf)> = rd
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let n = name
                .strip_prefix("thread-")?
                .strip_suffix(".pxt")?
                .parse()
                .ok()?;
            Some((n, e.path()))
        })
        .collect();
    files.sort();
    Ok(files.into_iter().map(|(_, p)| p).collect())
}

/// Pass 1: header, definitions, event count, damage.
fn scan(path: &Path) -> Result<Scan, FormatError> {
    let mut r = ThreadReader::open(path)?;
    let mut s = Scan {
        path: path.to_path_buf(),
        header: r.header.clone(),
        strings: HashMap::new(),
        user: HashMap::new(),
        events: 0,
        first_time: None,
        valid_end: None,
        warnings: Vec::new(),
        objects: Vec::new(),
        frees: Vec::new(),
    };
    let table_known = |s: &Scan, tag: u32| {
        s.header.events.iter().any(|e| e.tag == tag) || s.user.contains_key(&tag)
    };
    loop {
        let (offset, rec) = match r.next_record() {
            Ok(Some(x)) => x,
            Ok(None) => break,
            Err(e) => {
                s.valid_end = Some(e.offset);
                s.warnings.push(format!(
                    "{e}; the {} events before it are merged, the rest of this file is skipped",
                    s.events
                ));
                break;
            }
        };
        let bad = |what: String| {
            format!(
                "{}: {what} at byte offset {offset}; the events before it are merged, the rest of this file is skipped",
                path.display()
            )
        };
        match rec {
            Record::String { id, text } => {
                s.strings.insert(id, text);
            }
            Record::UserEvent {
                tag,
                name,
                desc,
                args,
            } => {
                let get = |id: u32| s.strings.get(&id).cloned();
                match (get(name), get(args)) {
                    (Some(n), Some(a)) if desc == 0 || s.strings.contains_key(&desc) => {
                        let d = if desc == 0 { None } else { get(desc) };
                        s.user.insert(tag, (n, d, a));
                    }
                    _ => {
                        s.valid_end = Some(offset);
                        s.warnings
                            .push(bad("user event definition with an undefined string".into()));
                        break;
                    }
                }
            }
            Record::Event(e) => {
                let mut problem = None;
                if e.file != 0 && !s.strings.contains_key(&e.file) {
                    problem = Some(format!("undefined source file id {}", e.file));
                } else if !table_known(&s, e.tag) && e.tag >= USEREVT_START {
                    problem = Some(format!("undefined user event {}", e.tag));
                } else if let Some(kind) = s.header.events.iter().find(|k| k.tag == e.tag) {
                    let spec = kind.args(e.evttype);
                    let undefined = spec.iter().zip(&e.args).any(|(a, w)| {
                        a.ty == ArgType::Str && *w != 0 && !s.strings.contains_key(&(*w as u32))
                    });
                    if undefined {
                        problem = Some("undefined string argument".to_string());
                    }
                }
                if let Some(p) = problem {
                    s.valid_end = Some(offset);
                    s.warnings.push(bad(p));
                    break;
                }
                s.events += 1;
                s.first_time.get_or_insert(e.time);
            }
            Record::Control { time, .. } => {
                s.first_time.get_or_insert(time);
            }
            Record::Object(o) => {
                let get = |id: u32| s.strings.get(&id).cloned();
                match (get(o.name), o.file == 0 || s.strings.contains_key(&o.file)) {
                    (Some(name), true) => s.objects.push((
                        SharedObject {
                            name,
                            file: get(o.file).unwrap_or_default(),
                            line: o.line,
                            defined_by: s.header.thread,
                            thread_lo: o.thread_lo,
                            thread_hi: o.thread_hi,
                            offset: o.offset,
                            bytes: o.bytes,
                            ..Default::default()
                        },
                        o.time,
                    )),
                    _ => {
                        s.valid_end = Some(offset);
                        s.warnings.push(bad(
                            "shared object definition with an undefined string".into()
                        ));
                        break;
                    }
                }
            }
            Record::Freed { time, addr } => s.frees.push((time, addr)),
        }
    }
    Ok(s)
}

/// Merges the per-thread traces of `dir` into `out`.
pub fn merge(dir: &Path, out: &Path) -> Result<MergeReport, String> {
    let files = thread_files(dir)?;
    if files.is_empty() {
        return Err(format!(
            "{}: no per-thread trace files (thread-N.pxt)",
            dir.display()
        ));
    }
    let mut report = MergeReport::default();
    let mut scans: Vec<Scan> = Vec::new();
    for f in &files {
        match scan(f) {
            Ok(s) => scans.push(s),
            Err(e) => report.warnings.push(format!("{e}; file skipped")),
        }
    }
    // One run: the run id of thread 0 (else of the first file) decides.
    let run_id = scans
        .iter()
        .find(|s| s.header.thread == 0)
        .or(scans.first())
        .map(|s| s.header.run_id);
    let mut seen = std::collections::HashSet::new();
    scans.retain(|s| {
        if Some(s.header.run_id) != run_id {
            report.warnings.push(format!(
                "{}: from another run (run id {:#x}); file skipped",
                s.path.display(),
                s.header.run_id
            ));
            return false;
        }
        if !seen.insert(s.header.thread) {
            report.warnings.push(format!(
                "{}: a second file for thread {}; file skipped",
                s.path.display(),
                s.header.thread
            ));
            return false;
        }
        true
    });
    if scans.is_empty() {
        return Err(format!("{}: no readable per-thread trace", dir.display()));
    }
    let threads = scans.iter().map(|s| s.header.threads).max().unwrap_or(0);
    for t in 0..threads {
        if !scans.iter().any(|s| s.header.thread == t) {
            report
                .warnings
                .push(format!("the trace of thread {t} is missing"));
        }
    }

    // Clock models.
    let reference = scans.iter().find(|s| s.header.thread == 0).map(|s| {
        (
            s.header.init_ticks,
            s.header.tick_rate,
            s.header.init_wall_ns,
        )
    });
    let min_wall = scans
        .iter()
        .map(|s| s.header.init_wall_ns)
        .min()
        .unwrap_or(0);
    let mut maps = Vec::new();
    let mut info = Vec::new();
    for s in &scans {
        let h = &s.header;
        let (map, offset_ns, drift) = match reference {
            None => {
                if s.header.threads > 1 && maps.is_empty() {
                    report.warnings.push(
                        "no trace of thread 0: clocks aligned by wall-clock time only".to_string(),
                    );
                }
                let map = TimeMap {
                    s0: h.init_ticks,
                    a: (h.init_wall_ns - min_wall) as f64,
                    b: 1e9 / h.tick_rate,
                };
                (map, 0.0, 0.0)
            }
            Some((ref_init, ref_rate, _)) => {
                let k = 1e9 / ref_rate;
                match (h.thread, h.start_sync) {
                    (0, _) => (
                        TimeMap {
                            s0: h.init_ticks,
                            a: 0.0,
                            b: k,
                        },
                        0.0,
                        0.0,
                    ),
                    (_, None) => {
                        report.warnings.push(format!(
                            "{}: no clock measurement at start; clock not corrected",
                            s.path.display()
                        ));
                        (
                            TimeMap {
                                s0: ref_init,
                                a: 0.0,
                                b: k,
                            },
                            0.0,
                            0.0,
                        )
                    }
                    (_, Some(st)) => {
                        let mut factor = 1.0;
                        match h.end_sync {
                            Some(en) => {
                                let span = (en.s1 as i128 - st.s1 as i128) as f64
                                    + (en.local() - en.s1 as f64)
                                    - (st.local() - st.s1 as f64);
                                if span > 0.0 {
                                    factor = 1.0 + (en.offset() - st.offset()) / span;
                                }
                            }
                            None => report.warnings.push(format!(
                                "{}: no clock measurement at the end ({}); only the start offset is applied",
                                s.path.display(),
                                if h.complete() {
                                    "MPI_Finalize was not reached"
                                } else {
                                    "the thread did not finish normally"
                                }
                            )),
                        }
                        let half = (st.s2.wrapping_sub(st.s1)) as f64 / 2.0;
                        let map = TimeMap {
                            s0: st.s1,
                            a: ((st.m as i128 - ref_init as i128) as f64 - half * factor) * k,
                            b: factor * k,
                        };
                        (map, st.offset() * k, factor - 1.0)
                    }
                }
            }
        };
        if !h.complete() {
            let how = if h.ended_by != 0 {
                format!("ended by {}", signal_name(h.ended_by))
            } else {
                "did not finish normally".to_string()
            };
            report.warnings.push(format!(
                "{}: thread {} {how}; its events up to then are merged",
                s.path.display(),
                h.thread
            ));
        }
        maps.push(map);
        info.push((offset_ns, drift));
    }
    let origin = scans
        .iter()
        .zip(&maps)
        .filter_map(|(s, m)| s.first_time.map(|t| m.ns(t)))
        .fold(f64::INFINITY, f64::min);
    let origin = if origin.is_finite() { origin } else { 0.0 };
    let origin_wall_ns = match reference {
        Some((_, _, wall)) => (wall as f64 + origin).max(0.0) as u64,
        None => (min_wall as f64 + origin).max(0.0) as u64,
    };

    // Global tables: strings, system events, user events unified by name and description.
    let mut header = MergedHeader {
        threads,
        origin_wall_ns,
        objects: object_lives(&scans, &maps, origin),
        ..Default::default()
    };
    let mut string_ids: HashMap<String, u32> = HashMap::new();
    let mut intern = |strings: &mut Vec<String>, s: &str| -> u32 {
        if let Some(&id) = string_ids.get(s) {
            return id;
        }
        strings.push(s.to_string());
        let id = strings.len() as u32;
        string_ids.insert(s.to_string(), id);
        id
    };
    for s in &scans {
        for e in &s.header.events {
            if header.event_kind(e.tag).is_none() {
                header.events.push(e.clone());
            }
        }
    }
    let mut user_tags: HashMap<(String, Option<String>, String), u32> = HashMap::new();
    let mut next_user = USEREVT_START;
    let mut user_maps: Vec<HashMap<u32, u32>> = Vec::new();
    for s in &scans {
        let mut local: Vec<_> = s.user.iter().collect();
        local.sort_by_key(|(tag, _)| **tag);
        let mut m = HashMap::new();
        for (tag, def) in local {
            let global = *user_tags.entry(def.clone()).or_insert_with(|| {
                let g = next_user;
                next_user += 1;
                header.events.push(EventKind {
                    tag: g,
                    name: def.0.clone(),
                    desc: def.1.clone(),
                    start_args: def.2.clone(),
                    end_args: def.2.clone(),
                    user: true,
                });
                g
            });
            m.insert(*tag, global);
        }
        user_maps.push(m);
    }
    let mut string_maps: Vec<HashMap<u32, u32>> = Vec::new();
    for s in &scans {
        let mut local: Vec<_> = s.strings.iter().collect();
        local.sort_by_key(|(id, _)| **id);
        string_maps.push(
            local
                .into_iter()
                .map(|(id, text)| (*id, intern(&mut header.strings, text)))
                .collect(),
        );
    }
    for (s, (offset_ns, drift)) in scans.iter().zip(info) {
        let h = &s.header;
        header.thread_info.push(ThreadInfo {
            thread: h.thread,
            program: h.program.clone(),
            args: h.args.clone(),
            host: h.host.clone(),
            pid: h.pid,
            clock: h.clock,
            tick_rate: h.tick_rate,
            flags: h.flags,
            ended_by: h.ended_by,
            events: s.events,
            offset_ns,
            drift,
            warning: s.warnings.join("; "),
        });
    }
    report
        .warnings
        .extend(scans.iter().flat_map(|s| s.warnings.iter().cloned()));

    // Pass 2: k-way merge of the corrected streams.
    let mut writer =
        MergedWriter::create(out, &header).map_err(|e| format!("{}: {e}", out.display()))?;
    struct Stream {
        reader: ThreadReader,
        valid_end: Option<u64>,
        map: TimeMap,
        args: ArgTable,
        last: u64,
    }
    let mut streams: Vec<Stream> = Vec::new();
    for (i, s) in scans.iter().enumerate() {
        let reader = ThreadReader::open(&s.path).map_err(|e| e.to_string())?;
        streams.push(Stream {
            reader,
            valid_end: s.valid_end,
            map: maps[i],
            args: arg_table(s),
            last: 0,
        });
    }
    // The next converted record of stream i.
    let next = |st: &mut Stream, i: usize| -> Result<Option<(u64, Record)>, String> {
        loop {
            let (offset, rec) = match st.reader.next_record() {
                Ok(Some(x)) => x,
                Ok(None) => return Ok(None),
                Err(e) if st.valid_end.is_some() => {
                    let _ = e;
                    return Ok(None);
                }
                Err(e) => return Err(e.to_string()),
            };
            if st.valid_end.is_some_and(|end| offset >= end) {
                return Ok(None);
            }
            let mut time_of = |t: u64| {
                let ns = (st.map.ns(t) - origin).round().max(0.0) as u64;
                st.last = st.last.max(ns);
                st.last
            };
            match rec {
                Record::Event(mut e) => {
                    e.time = time_of(e.time);
                    let types = st.args.get(&e.tag).map(
                        |(s, en)| {
                            if e.evttype == GASP_END {
                                en
                            } else {
                                s
                            }
                        },
                    );
                    if let Some(types) = types {
                        for (w, t) in e.args.iter_mut().zip(types) {
                            if *t == ArgType::Str && *w != 0 {
                                *w = string_maps[i].get(&(*w as u32)).copied().unwrap_or(0) as u64;
                            }
                        }
                    }
                    if let Some(g) = user_maps[i].get(&e.tag) {
                        e.tag = *g;
                    }
                    e.file = if e.file == 0 {
                        0
                    } else {
                        string_maps[i].get(&e.file).copied().unwrap_or(0)
                    };
                    return Ok(Some((e.time, Record::Event(e))));
                }
                Record::Control { on, time, thread } => {
                    let t = time_of(time);
                    return Ok(Some((
                        t,
                        Record::Control {
                            on,
                            time: t,
                            thread,
                        },
                    )));
                }
                Record::String { .. }
                | Record::UserEvent { .. }
                | Record::Object(_)
                | Record::Freed { .. } => {}
            }
        }
    };
    let mut heads: Vec<Option<Record>> = Vec::new();
    let mut heap = BinaryHeap::new();
    let mut seq = 0u64;
    for (i, st) in streams.iter_mut().enumerate() {
        let first = next(st, i)?;
        if let Some((t, _)) = &first {
            heap.push(Reverse((*t, st.reader.header.thread, seq, i)));
            seq += 1;
        }
        heads.push(first.map(|(_, r)| r));
    }
    let mut progress = super::progress::Progress::new(
        "merging",
        "events",
        scans.iter().map(|s| s.events).sum(),
        super::progress::Progress::size_of(dir),
    );
    while let Some(Reverse((_, _, _, i))) = heap.pop() {
        progress.tick();
        let rec = heads[i].take().expect("a queued stream has a record");
        writer
            .record(&rec)
            .map_err(|e| format!("{}: {e}", out.display()))?;
        if let Some((t, r)) = next(&mut streams[i], i)? {
            heap.push(Reverse((t, streams[i].reader.header.thread, seq, i)));
            seq += 1;
            heads[i] = Some(r);
        }
    }
    progress.finish();
    report.events = writer
        .finish()
        .map_err(|e| format!("{}: {e}", out.display()))?;
    report.threads = scans.len();
    Ok(report)
}
