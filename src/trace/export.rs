//! What every export format shares: the merged events as begin/end/instant slices per thread.
//!
//! Pairing rules (per thread): a start event opens a slice; an end event closes the innermost
//! open slice of the same event (slices opened inside it and still open are closed at the same
//! time, marked `closed_by_outer_end`); an end event with no open slice is dropped (counted);
//! an atomic event is an instant. Switching measurement off (gasp_control(0)) closes every open
//! slice (`measurement_off`) and leaves an instant; slices still open at the end of the trace
//! are closed at the thread's last timestamp (`unfinished`). So every begin has its end.

use super::format::*;
use super::progress::Progress;
use std::fs::File;
use std::io::BufWriter;
use std::path::Path;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SliceKind {
    Begin,
    End,
    Instant,
}

/// One begin, end or instant of a thread, in merged time (ns).
#[derive(Debug, Clone, PartialEq)]
pub struct Slice {
    pub kind: SliceKind,
    pub thread: u32,
    pub time: u64,
    /// The event tag (0 for the measurement on/off instants).
    pub tag: u32,
    /// Source file (string id, 0: none) and line of the event; 0 for ends the pairing made up.
    pub file: u32,
    pub line: u32,
    pub name: String,
    pub category: &'static str,
    pub args: Vec<(String, ArgValue)>,
    /// The shared object a get or put reaches (its index in the merged header's objects).
    pub object: Option<usize>,
}

/// Counts of what the pairing did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct SliceStats {
    pub begins: u64,
    pub instants: u64,
    pub unmatched_ends: u64,
    pub unfinished: u64,
}

/// The merged trace `input` opened for reading and `output` created, buffered, for an export.
pub fn open_export(input: &Path, output: &Path) -> Result<(MergedReader, BufWriter<File>), String> {
    let reader = MergedReader::open(input).map_err(|e| e.to_string())?;
    let file = File::create(output).map_err(|e| format!("{}: {e}", output.display()))?;
    Ok((reader, BufWriter::with_capacity(1 << 16, file)))
}

/// The display name of a system event: `GASP_UPC_BARRIER` → `upc_barrier`.
pub fn display_name(kind: &EventKind) -> String {
    if kind.user {
        return kind.name.clone();
    }
    kind.name
        .strip_prefix("GASP_")
        .unwrap_or(&kind.name)
        .to_ascii_lowercase()
}

fn category(kind: Option<&EventKind>, tag: u32) -> &'static str {
    match kind {
        Some(k) if k.user => "user",
        _ if (USEREVT_START..=USEREVT_END).contains(&tag) => "user",
        _ if tag < 1000 => "c",
        _ => "upc",
    }
}

/// What one thread saw of the dynamically allocated objects, from its own events (its clock
/// orders them exactly with its accesses): the objects whose allocation it saw, those of them
/// it may still reach, and the objects it knows to be gone (freed by itself, or covered by an
/// allocation it saw later).
#[derive(Default)]
struct ThreadView {
    seen: rustc_hash::FxHashSet<usize>,
    reachable: Vec<usize>,
    gone: rustc_hash::FxHashSet<usize>,
    /// Measurement was off for a while: it may have missed an allocation.
    blind: bool,
}

/// The shared object each get and put reaches, as `for_each_slice` streams the events.
///
/// The merged times of two threads agree only to within their clock correction's error, so an
/// access next to a free and a new allocation at the same address (on another thread) can be
/// placed on the wrong side of them. What the issuing thread saw itself is exact: the end of
/// its own `upc_all_alloc` (every thread's) or `upc_global_alloc`/`upc_alloc` (the caller's)
/// and its own frees. An object whose allocation the thread sees (a `upc_all_alloc` block, or
/// one it allocates) is not reached before the thread saw its allocation, one it freed or saw
/// covered by a later allocation it saw is not reached after; among the objects left,
/// `MergedHeader::object_at` chooses by the merged times.
pub struct ObjectViews {
    threads: rustc_hash::FxHashMap<u32, ThreadView>,
    /// Per object: every thread sees its allocation (a `upc_all_alloc` block).
    collective: Vec<bool>,
    /// The dynamically allocated objects by their first thread and offset.
    by_start: rustc_hash::FxHashMap<(u32, u64), Vec<usize>>,
}

impl ObjectViews {
    pub fn new(h: &MergedHeader) -> ObjectViews {
        let mut by_start: rustc_hash::FxHashMap<(u32, u64), Vec<usize>> = Default::default();
        for (i, o) in h.objects.iter().enumerate() {
            if o.name.contains('@') {
                by_start.entry((o.thread_lo, o.offset)).or_default().push(i);
            }
        }
        ObjectViews {
            by_start,
            threads: Default::default(),
            collective: h
                .objects
                .iter()
                .map(|o| o.name.starts_with("upc_all_alloc@"))
                .collect(),
        }
    }

    /// Whether `thread` can reach object `i` now, by what it saw itself.
    fn reachable(&self, h: &MergedHeader, thread: u32, i: usize) -> bool {
        let Some(v) = self.threads.get(&thread) else {
            return !self.sees_allocation(h, thread, i);
        };
        if v.gone.contains(&i) {
            return false;
        }
        v.seen.contains(&i) || v.blind || !self.sees_allocation(h, thread, i)
    }

    /// Whether `thread` records the allocation of object `i` among its own events.
    fn sees_allocation(&self, h: &MergedHeader, thread: u32, i: usize) -> bool {
        let o = &h.objects[i];
        o.name.contains('@') && (self.collective[i] || o.defined_by == thread)
    }

    /// The object that `thread` reaches at `a` at `time`: among those it can reach, else (an
    /// access after its own free, or allocations it did not record) among all.
    fn object_at(&self, h: &MergedHeader, thread: u32, a: SharedAddr, time: u64) -> Option<usize> {
        h.object_at(a, time, |i| self.reachable(h, thread, i))
            .or_else(|| h.object_at(a, time, |_| true))
    }

    /// The object a get or put (a start or atomic event) reaches; the start of a free ends, for
    /// its thread, the object it frees.
    fn event(&mut self, h: &MergedHeader, e: &EventRecord, s: &Slice) -> Option<usize> {
        if h.objects.is_empty() {
            return None;
        }
        let kind = h.event_kind(e.tag).filter(|k| !k.user)?;
        if kind.name == "GASP_UPC_FREE" {
            let a = SharedAddr::from_word(*e.args.first()?)?;
            let freed = self.object_at(h, e.thread, a, e.time)?;
            let v = self.threads.entry(e.thread).or_default();
            v.gone.insert(freed);
            v.reachable.retain(|&i| i != freed);
            return None;
        }
        let a = super::summary::rma_target(kind, s)?;
        self.object_at(h, e.thread, a, e.time)
    }

    /// The end of an allocation on its thread: the object it made is reachable from there on,
    /// those it covers are gone.
    fn end_event(&mut self, h: &MergedHeader, e: &EventRecord) {
        if h.objects.is_empty() {
            return;
        }
        let call = match h.event_kind(e.tag).filter(|k| !k.user) {
            Some(k) if k.name == "GASP_UPC_ALL_ALLOC" => "upc_all_alloc@",
            Some(k) if k.name == "GASP_UPC_GLOBAL_ALLOC" => "upc_global_alloc@",
            Some(k) if k.name == "GASP_UPC_ALLOC" => "upc_alloc@",
            _ => return,
        };
        let Some(a) = e.args.last().and_then(|w| SharedAddr::from_word(*w)) else {
            return;
        };
        // The definition this allocation made (thread 0's for a upc_all_alloc): of its site
        // and address, the one allocated nearest in time.
        let file = h.string(e.file).unwrap_or_default();
        let Some((new, n)) = self
            .by_start
            .get(&(a.thread, a.offset))
            .into_iter()
            .flatten()
            .map(|&i| (i, &h.objects[i]))
            .filter(|(_, o)| o.line == e.line && o.file == file && o.name.starts_with(call))
            .min_by_key(|(_, o)| o.from.abs_diff(e.time))
        else {
            return;
        };
        let covered = |i: usize| {
            let o = &h.objects[i];
            o.thread_lo <= n.thread_hi
                && n.thread_lo <= o.thread_hi
                && o.offset < n.offset + n.bytes
                && n.offset < o.offset + o.bytes
        };
        let v = self.threads.entry(e.thread).or_default();
        let gone: Vec<usize> = v
            .reachable
            .iter()
            .copied()
            .filter(|&i| covered(i))
            .collect();
        v.reachable.retain(|&i| !covered(i));
        v.gone.extend(gone);
        v.gone.remove(&new);
        v.seen.insert(new);
        v.reachable.push(new);
    }

    /// Measurement switched off on `thread`: it may miss allocations from now on.
    fn measurement_off(&mut self, thread: u32) {
        self.threads.entry(thread).or_default().blind = true;
    }
}

/// The slice of a start or atomic event; a get or put also names the shared object it
/// reaches (`object`, by `views`).
fn event_slice(
    h: &MergedHeader,
    views: &mut ObjectViews,
    kind: SliceKind,
    e: &EventRecord,
    name: String,
    category: &'static str,
    args: Vec<(String, ArgValue)>,
) -> Slice {
    let mut s = Slice {
        kind,
        thread: e.thread,
        time: e.time,
        tag: e.tag,
        file: e.file,
        line: e.line,
        name,
        category,
        args,
        object: None,
    };
    s.object = views.event(h, e, &s);
    if let Some(o) = s.object {
        s.args
            .push(("object".to_string(), ArgValue::Str(h.objects[o].label())));
    }
    s
}

/// The end of `thread`'s open slice `open` (tag, name, category) at `time` that the pairing
/// makes up (no source position): the argument `why` (of value 1) says why it ends there.
fn made_up_end(thread: u32, time: u64, open: (u32, String, &'static str), why: &str) -> Slice {
    let (tag, name, category) = open;
    Slice {
        kind: SliceKind::End,
        thread,
        time,
        tag,
        file: 0,
        line: 0,
        name,
        category,
        args: vec![(why.to_string(), ArgValue::Int(1))],
        object: None,
    }
}

/// Reads the whole merged trace and calls `f` for every slice, in time order.
pub fn for_each_slice(
    reader: &mut MergedReader,
    mut f: impl FnMut(&MergedHeader, Slice) -> Result<(), String>,
) -> Result<SliceStats, String> {
    let header = reader.header.clone();
    let mut stats = SliceStats::default();
    // Per thread: open slices (tag, name, category) and the last timestamp.
    let mut open: rustc_hash::FxHashMap<u32, Vec<(u32, String, &'static str)>> = Default::default();
    let mut last: rustc_hash::FxHashMap<u32, u64> = Default::default();
    // Per (tag, event type): the display name, category and parsed argument specification,
    // worked out once rather than for every event.
    let mut kinds: rustc_hash::FxHashMap<(u32, u8), (String, &'static str, Vec<ArgSpec>)> =
        Default::default();
    let mut views = ObjectViews::new(&header);
    let name = reader
        .path
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let mut progress = Progress::new(
        &format!("reading {name}"),
        "events",
        header.event_count,
        Progress::size_of(&reader.path),
    );
    while let Some(rec) = reader.next_record().map_err(|e| e.to_string())? {
        progress.tick();
        match rec {
            Record::Event(e) => {
                last.insert(e.thread, e.time);
                let (name, cat, spec) = kinds.entry((e.tag, e.evttype)).or_insert_with(|| {
                    let kind = header.event_kind(e.tag);
                    let name = match kind {
                        Some(k) => display_name(k),
                        None => format!("event_{}", e.tag),
                    };
                    let spec = kind.map(|k| k.args(e.evttype)).unwrap_or_default();
                    (name, category(kind, e.tag), spec)
                });
                let cat: &'static str = cat;
                let mut name = name.clone();
                let mut args: Vec<(String, ArgValue)> = Vec::with_capacity(e.args.len() + 1);
                for (i, w) in e.args.iter().enumerate() {
                    let (ty, aname) = match spec.get(i) {
                        Some(a) => (a.ty, a.name.clone()),
                        None => (ArgType::Size, format!("arg{}", i + 1)),
                    };
                    let v = ArgValue::decode(ty, *w, |id| header.string(id).map(str::to_string));
                    args.push((aname, v));
                }
                // A function's slice is named by its signature.
                if e.tag == 1 {
                    if let Some((_, ArgValue::Str(sig))) = args.first() {
                        if !sig.is_empty() {
                            name = sig.clone();
                        }
                    }
                }
                if let Some(file) = header.string(e.file) {
                    args.push((
                        "source".to_string(),
                        ArgValue::Str(format!("{file}:{}:{}", e.line, e.col)),
                    ));
                }
                if e.evttype == GASP_END {
                    views.end_event(&header, &e);
                }
                let stack = open.entry(e.thread).or_default();
                match e.evttype {
                    GASP_START => {
                        stack.push((e.tag, name.clone(), cat));
                        stats.begins += 1;
                        let slice =
                            event_slice(&header, &mut views, SliceKind::Begin, &e, name, cat, args);
                        f(&header, slice)?;
                    }
                    GASP_END => match stack.iter().rposition(|(t, _, _)| *t == e.tag) {
                        Some(pos) => {
                            while stack.len() > pos + 1 {
                                let inner = stack.pop().unwrap();
                                let why = "closed_by_outer_end";
                                f(&header, made_up_end(e.thread, e.time, inner, why))?;
                            }
                            let (_, n, c) = stack.pop().unwrap();
                            f(
                                &header,
                                Slice {
                                    kind: SliceKind::End,
                                    thread: e.thread,
                                    time: e.time,
                                    tag: e.tag,
                                    file: e.file,
                                    line: e.line,
                                    name: n,
                                    category: c,
                                    args,
                                    object: None,
                                },
                            )?;
                        }
                        None => stats.unmatched_ends += 1,
                    },
                    _ => {
                        stats.instants += 1;
                        let slice = event_slice(
                            &header,
                            &mut views,
                            SliceKind::Instant,
                            &e,
                            name,
                            cat,
                            args,
                        );
                        f(&header, slice)?;
                    }
                }
            }
            Record::Control { on, time, thread } => {
                last.insert(thread, time);
                if !on {
                    views.measurement_off(thread);
                    let stack = open.entry(thread).or_default();
                    while let Some(slice) = stack.pop() {
                        f(&header, made_up_end(thread, time, slice, "measurement_off"))?;
                    }
                }
                stats.instants += 1;
                f(
                    &header,
                    Slice {
                        kind: SliceKind::Instant,
                        thread,
                        time,
                        tag: 0,
                        file: 0,
                        line: 0,
                        name: if on {
                            "measurement on".to_string()
                        } else {
                            "measurement off".to_string()
                        },
                        category: "control",
                        args: Vec::new(),
                        object: None,
                    },
                )?;
            }
            Record::String { .. }
            | Record::UserEvent { .. }
            | Record::Object(_)
            | Record::Freed { .. } => {}
        }
    }
    let mut threads: Vec<u32> = open.keys().copied().collect();
    threads.sort();
    for t in threads {
        let stack = open.get_mut(&t).unwrap();
        let time = last.get(&t).copied().unwrap_or(0);
        while let Some(slice) = stack.pop() {
            stats.unfinished += 1;
            f(&header, made_up_end(t, time, slice, "unfinished"))?;
        }
    }
    progress.finish();
    Ok(stats)
}

/// The program name of a merged trace (thread 0's, else the first thread's).
pub fn program_name(h: &MergedHeader) -> String {
    h.thread_info
        .iter()
        .find(|t| t.thread == 0)
        .or(h.thread_info.first())
        .map(|t| t.program.clone())
        .filter(|p| !p.is_empty())
        .unwrap_or_else(|| "UPC program".to_string())
}

/// A one-sided access drawn as an arrow from the thread that issued it to the thread whose
/// memory it reads or writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flow {
    /// From 1, per export.
    pub id: u64,
    pub from: u32,
    pub to: u32,
    pub bytes: u64,
    pub get: bool,
}

impl Flow {
    /// The name of the mark on the target thread where the arrow ends.
    pub fn target_name(&self) -> String {
        format!(
            "{} of {} B by thread {}",
            if self.get { "get" } else { "put" },
            self.bytes,
            self.from
        )
    }
}

/// Follows the slices of one-sided accesses for the viewers' arrows (every access to another
/// thread's memory of at least `threshold` bytes: an arrow from its start on the issuing thread
/// to a mark on the target thread at its end) and the per-thread count of bytes in flight (the
/// bytes of the accesses to other threads that a thread has started and not finished).
#[derive(Default)]
pub struct Flows {
    threshold: u64,
    next: u64,
    /// Per tag: whether its events are communication.
    comm: rustc_hash::FxHashMap<u32, bool>,
    /// Per thread: the open communication slices, by tag, with the access each is.
    open: rustc_hash::FxHashMap<u32, Vec<(u32, Option<Flow>)>>,
    in_flight: rustc_hash::FxHashMap<u32, u64>,
}

impl Flows {
    pub fn new(threshold: u64) -> Flows {
        Flows {
            threshold,
            ..Default::default()
        }
    }

    /// Bytes in flight on `thread`.
    pub fn in_flight(&self, thread: u32) -> u64 {
        self.in_flight.get(&thread).copied().unwrap_or(0)
    }

    /// Called for every slice, in order: the access a Begin starts (Some only for an arrow) or
    /// an End finishes; whether the thread's bytes in flight changed.
    pub fn slice(&mut self, h: &MergedHeader, s: &Slice) -> (Option<Flow>, bool) {
        use super::summary::{rma_access, Category, Rma};
        if s.kind == SliceKind::Instant {
            return (None, false);
        }
        let comm = *self
            .comm
            .entry(s.tag)
            .or_insert_with(|| Category::of(h.event_kind(s.tag)) == Category::Communication);
        if !comm {
            return (None, false);
        }
        let stack = self.open.entry(s.thread).or_default();
        if s.kind == SliceKind::Begin {
            let access = h
                .event_kind(s.tag)
                .and_then(|k| rma_access(k, s))
                .filter(|(_, to, _)| *to != s.thread)
                .map(|(dir, to, bytes)| Flow {
                    id: 0,
                    from: s.thread,
                    to,
                    bytes,
                    get: dir == Rma::Get,
                });
            let Some(mut f) = access else {
                stack.push((s.tag, None));
                return (None, false);
            };
            *self.in_flight.entry(s.thread).or_default() += f.bytes;
            let arrow = f.bytes >= self.threshold;
            if arrow {
                self.next += 1;
                f.id = self.next;
            }
            stack.push((s.tag, Some(f)));
            return (Some(f).filter(|_| arrow), true);
        }
        let Some(pos) = stack.iter().rposition(|(t, _)| *t == s.tag) else {
            return (None, false);
        };
        match stack.remove(pos).1 {
            Some(f) => {
                let n = self.in_flight.entry(s.thread).or_default();
                *n = n.saturating_sub(f.bytes);
                (Some(f).filter(|f| f.id != 0), true)
            }
            None => (None, false),
        }
    }
}
