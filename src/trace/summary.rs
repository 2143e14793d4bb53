//! `pgas-xlate trace summary`: what a merged trace says in numbers — time per thread by
//! category, calls and times per event, bytes moved between threads (the communication matrix),
//! the source lines that spend most time communicating — as text tables and as a PNG chart.
//!
//! Start/end pairs come from the pairing of `export.rs` (per thread, nesting-aware), so every
//! begin has its end. Each pair's *exclusive* time (its duration minus its direct children's)
//! goes to the category of its event, and a thread's time outside any event to `compute`, so
//! the categories of a thread add up to its span (first to last event).
//!
//! Bytes: the tool stores every `gasp_upc_PTS_t *` argument as the thread and offset it names
//! (argument type `S`, docs/trace-format.md), which gives the peer of each transfer:
//! get/memget/nb get: src's thread → this thread; put/memput/memset/nb put: this thread → dst's
//! thread; memcpy: src's thread → dst's thread; broadcast/scatter: src's thread → this thread;
//! gather: this thread → dst's thread; gather_all/exchange: every other thread → this thread
//! (each thread reports its own part of a collective, so nothing is counted twice).

use super::export::{for_each_slice, program_name, Slice, SliceKind, SliceStats};
use super::format::*;
use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;
use std::path::Path;

/// Where a thread's time goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    /// Outside any event, or inside C functions and upc_forall bodies.
    Compute,
    /// get, put, memget/memput/memcpy/memset, non-blocking init and sync.
    Communication,
    /// barrier, notify, wait, fence.
    Synchronisation,
    /// lock, lock attempt, unlock.
    Locks,
    /// upc_all_* collectives.
    Collectives,
    /// shared and private allocation, lock allocation and freeing.
    Memory,
    /// user events (pupc_event_start/end).
    User,
}

impl Category {
    pub const ALL: [Category; 7] = [
        Category::Compute,
        Category::Communication,
        Category::Synchronisation,
        Category::Locks,
        Category::Collectives,
        Category::Memory,
        Category::User,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Category::Compute => "compute",
            Category::Communication => "comm",
            Category::Synchronisation => "sync",
            Category::Locks => "locks",
            Category::Collectives => "coll",
            Category::Memory => "memory",
            Category::User => "user",
        }
    }

    /// Its colour in the charts.
    pub fn color(self) -> [u8; 3] {
        match self {
            Category::Compute => [0xb8, 0xc4, 0xd0],
            Category::Communication => [0xd6, 0x3c, 0x2f],
            Category::Synchronisation => [0xf2, 0xa1, 0x2c],
            Category::Locks => [0x8e, 0x44, 0xad],
            Category::Collectives => [0x27, 0x80, 0xc2],
            Category::Memory => [0x3a, 0xa5, 0x5b],
            Category::User => [0x55, 0x55, 0x55],
        }
    }

    /// The category of an event kind by its symbolic name (`GASP_UPC_PUT` …).
    pub fn of(kind: Option<&EventKind>) -> Category {
        let Some(k) = kind else {
            return Category::Compute;
        };
        if k.user {
            return Category::User;
        }
        let n = k.name.strip_prefix("GASP_").unwrap_or(&k.name);
        let n = n.strip_prefix("UPC_").unwrap_or(n);
        match n {
            "GET" | "PUT" | "MEMGET" | "MEMPUT" | "MEMCPY" | "MEMSET" => Category::Communication,
            _ if n.starts_with("NB_") => Category::Communication,
            "BARRIER" | "NOTIFY" | "WAIT" | "FENCE" => Category::Synchronisation,
            "LOCK" | "LOCK_ATTEMPT" | "UNLOCK" => Category::Locks,
            _ if n.starts_with("ALL_") && !n.ends_with("ALLOC") => Category::Collectives,
            "GLOBAL_ALLOC" | "ALLOC" | "ALL_ALLOC" | "FREE" | "GLOBAL_LOCK_ALLOC"
            | "ALL_LOCK_ALLOC" | "LOCK_FREE" | "C_MALLOC" | "C_REALLOC" | "C_FREE" => {
                Category::Memory
            }
            _ => Category::Compute,
        }
    }
}

/// Where the time goes in the high-level analysis: the kinds of operation a UPC programmer
/// tunes (the categories of the parallel performance wizards' analysis).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Activity {
    /// Outside UPC events, in C functions, upc_forall bodies and user events.
    Computation,
    /// upc_barrier, upc_notify, upc_wait, the collective exit.
    GlobalSync,
    /// upc_fence, the sync of non-blocking transfers.
    PointToPointSync,
    Put,
    Get,
    /// upc_all_* (collective allocations included).
    Collective,
    Lock,
    /// Non-collective allocation and freeing.
    Allocation,
}

impl Activity {
    pub const ALL: [Activity; 8] = [
        Activity::Computation,
        Activity::GlobalSync,
        Activity::PointToPointSync,
        Activity::Put,
        Activity::Get,
        Activity::Collective,
        Activity::Lock,
        Activity::Allocation,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Activity::Computation => "computation",
            Activity::GlobalSync => "global synchronisation",
            Activity::PointToPointSync => "point-to-point synchronisation",
            Activity::Put => "puts",
            Activity::Get => "gets",
            Activity::Collective => "collectives",
            Activity::Lock => "locks",
            Activity::Allocation => "allocation",
        }
    }

    pub fn index(self) -> usize {
        Activity::ALL.iter().position(|a| *a == self).unwrap()
    }

    /// Waiting for other threads.
    pub fn waits(self) -> bool {
        matches!(
            self,
            Activity::GlobalSync | Activity::PointToPointSync | Activity::Lock
        )
    }

    /// The activity of an event kind (a get or put is told by its direction, [`rma_access`]).
    pub fn of(kind: Option<&EventKind>) -> Activity {
        let Some(n) = kind
            .filter(|k| !k.user)
            .and_then(|k| k.name.strip_prefix("GASP_UPC_"))
        else {
            return Activity::Computation;
        };
        match n {
            "BARRIER" | "NOTIFY" | "WAIT" | "COLLECTIVE_EXIT" => Activity::GlobalSync,
            "FENCE" | "NB_SYNC" => Activity::PointToPointSync,
            "GET" | "MEMGET" | "NB_GET_INIT" | "NB_GET_DATA" => Activity::Get,
            "PUT" | "MEMPUT" | "MEMSET" | "MEMCPY" | "NB_PUT_INIT" | "NB_PUT_DATA" => Activity::Put,
            "LOCK" | "LOCK_ATTEMPT" | "UNLOCK" => Activity::Lock,
            _ if n.starts_with("ALL_") => Activity::Collective,
            "GLOBAL_ALLOC" | "ALLOC" | "FREE" | "GLOBAL_LOCK_ALLOC" | "LOCK_FREE" => {
                Activity::Allocation
            }
            _ => Activity::Computation,
        }
    }
}

/// The barrier whose threads arrived furthest apart.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BarrierImbalance {
    /// Source line of the barrier (of the last thread to arrive).
    pub file: String,
    pub line: u32,
    /// Which barrier of the run (from 1: the k-th upc_barrier or upc_wait of every thread).
    pub index: usize,
    /// Last arrival minus first (ns).
    pub spread: u64,
    pub first_thread: u32,
    pub last_thread: u32,
    /// Time spent in it, all threads together (ns).
    pub waited: u64,
}

/// One thread's totals.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ThreadSummary {
    pub thread: u32,
    /// Events recorded (start, end and atomic).
    pub events: u64,
    /// First and last event time (ns).
    pub first: u64,
    pub last: u64,
    /// Exclusive time per category (ns), in the order of `Category::ALL`.
    pub time: [u64; 7],
    /// Exclusive time per activity (ns), in the order of `Activity::ALL`.
    pub activity: [u64; 8],
}

impl ThreadSummary {
    pub fn span(&self) -> u64 {
        self.last.saturating_sub(self.first)
    }
    pub fn time_in(&self, c: Category) -> u64 {
        self.time[Category::ALL.iter().position(|x| *x == c).unwrap()]
    }
}

/// Calls of one event (by name: a function's signature, a user event's name, or the symbolic
/// name of a system event).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EventSummary {
    pub name: String,
    /// Start/end pairs plus atomic events.
    pub calls: u64,
    /// Calls per thread.
    pub calls_by_thread: Vec<u64>,
    /// Sum, largest of the pairs' durations (inclusive, ns).
    pub total: u64,
    pub max: u64,
    /// Sum of the pairs' exclusive times (ns).
    pub exclusive: u64,
}

/// Communication attributed to one source line.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LineSummary {
    pub file: String,
    pub line: u32,
    pub time: u64,
    pub calls: u64,
    pub bytes: u64,
}

/// The one-sided accesses that reached one shared object of the trace.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ObjectSummary {
    /// As the exports name it (`SharedObject::label`: with its declaration's or allocation's
    /// file and line when the trace has them).
    pub name: String,
    pub gets: RmaTotals,
    pub puts: RmaTotals,
}

/// Everything `trace summary` reports.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Summary {
    pub program: String,
    pub threads: Vec<ThreadSummary>,
    /// By total time, longest first.
    pub events: Vec<EventSummary>,
    /// `bytes[from][to]`.
    pub bytes: Vec<Vec<u64>>,
    /// Transfers per pair, `transfers[from][to]`.
    pub transfers: Vec<Vec<u64>>,
    /// Communication events whose peer is not in the trace (pointer arguments not of type `S`).
    pub unknown_peer: u64,
    /// One-sided accesses by direction ([`rma_access`]).
    pub gets: RmaTotals,
    pub puts: RmaTotals,
    /// The shared objects the trace defines that one-sided accesses reached, those of one name
    /// together, by bytes (most first), then "other shared memory" for the accesses that
    /// reached none of them, if any.
    pub objects: Vec<ObjectSummary>,
    /// Source lines by communication time, longest first.
    pub lines: Vec<LineSummary>,
    pub pairing: SliceStats,
    /// None without barriers on at least two threads.
    pub worst_barrier: Option<BarrierImbalance>,
    /// Time per category over the run, per thread, for the charts' timeline.
    pub timeline: Timeline,
}

/// Bins of the run (at most [`TIMELINE_BINS`] per thread, each `width` ns from `origin`) with
/// the time each thread spent in each category in them (in the order of `Category::ALL`;
/// compute is what the others leave). A UPC operation counts whole to its category, operations
/// inside it to it too; time in functions and user events is compute. When an operation ends
/// after the last bin, neighbouring bins are merged in pairs (the width doubles), so the memory
/// stays the same for any length of trace.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Timeline {
    pub origin: u64,
    pub width: u64,
    pub bins: Vec<Vec<[u64; 7]>>,
}

/// Bins of the timeline per thread.
pub const TIMELINE_BINS: usize = 256;

impl Timeline {
    fn new(threads: usize, origin: u64) -> Timeline {
        Timeline {
            origin,
            width: 1,
            bins: vec![vec![[0; 7]; TIMELINE_BINS]; threads],
        }
    }

    /// Adds the interval [start, end) of thread `t` to category `k`.
    fn add(&mut self, t: usize, start: u64, end: u64, k: usize) {
        let start = start.max(self.origin);
        if end <= start {
            return;
        }
        while end - self.origin > self.width * TIMELINE_BINS as u64 {
            for bins in &mut self.bins {
                for i in 0..TIMELINE_BINS / 2 {
                    let (a, b) = (bins[2 * i], bins[2 * i + 1]);
                    bins[i] = std::array::from_fn(|c| a[c] + b[c]);
                }
                for b in &mut bins[TIMELINE_BINS / 2..] {
                    *b = [0; 7];
                }
            }
            self.width *= 2;
        }
        let first = ((start - self.origin) / self.width) as usize;
        let last = ((end - 1 - self.origin) / self.width) as usize;
        for b in first..=last {
            let b0 = self.origin + b as u64 * self.width;
            let overlap = end.min(b0 + self.width) - start.max(b0);
            self.bins[t][b][k] += overlap;
        }
    }
}

/// A slice still open while its thread's events are read.
struct Open {
    tag: u32,
    name: String,
    start: u64,
    children: u64,
    category: Category,
    activity: Activity,
    file: u32,
    line: u32,
    transfers: Vec<(u32, u32, u64)>,
}

pub(crate) fn arg<'a>(s: &'a Slice, name: &str) -> Option<&'a ArgValue> {
    s.args.iter().find(|(n, _)| n == name).map(|(_, v)| v)
}

pub(crate) fn arg_u64(s: &Slice, name: &str) -> Option<u64> {
    match arg(s, name)? {
        ArgValue::UInt(v) => Some(*v),
        ArgValue::Int(v) => Some(*v as u64),
        _ => None,
    }
}

pub(crate) fn arg_thread(s: &Slice, name: &str) -> Option<u32> {
    match arg(s, name)? {
        ArgValue::Shared(Some(a)) => Some(a.thread),
        _ => None,
    }
}

/// The transfers (from, to, bytes) a communication or collective event describes, from its
/// start arguments; None when its peer cannot be known.
pub fn transfers(kind: &EventKind, s: &Slice, threads: u32) -> Option<Vec<(u32, u32, u64)>> {
    let me = s.thread;
    let n = kind.name.strip_prefix("GASP_UPC_").unwrap_or("");
    let bytes = arg_u64(s, "n").or_else(|| arg_u64(s, "nbytes"));
    Some(match n {
        "GET" | "MEMGET" | "NB_GET_INIT" => vec![(arg_thread(s, "src")?, me, bytes?)],
        "PUT" | "MEMPUT" | "MEMSET" | "NB_PUT_INIT" => vec![(me, arg_thread(s, "dst")?, bytes?)],
        "MEMCPY" => vec![(arg_thread(s, "src")?, arg_thread(s, "dst")?, bytes?)],
        "ALL_BROADCAST" | "ALL_SCATTER" => vec![(arg_thread(s, "src")?, me, bytes?)],
        "ALL_GATHER" => vec![(me, arg_thread(s, "dst")?, bytes?)],
        "ALL_GATHER_ALL" | "ALL_EXCHANGE" => {
            let b = bytes?;
            (0..threads)
                .filter(|t| *t != me)
                .map(|t| (t, me, b))
                .collect()
        }
        _ => return None,
    })
}

/// The direction of a one-sided access.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rma {
    Get,
    Put,
}

/// Calls and bytes of one direction of one-sided accesses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RmaTotals {
    pub calls: u64,
    pub bytes: u64,
}

/// The one-sided access a communication event makes, from its start arguments: a get from the
/// thread of its source or a put to the thread of its destination, and its bytes (a memcpy is a
/// get when only its source is another thread's, else a put to its destination's thread).
/// None for other events and when the peer cannot be known. The OTF2 export writes one
/// `RmaGet`/`RmaPut` record for each, the summary counts them.
pub fn rma_access(kind: &EventKind, s: &Slice) -> Option<(Rma, u32, u64)> {
    let n = kind.name.strip_prefix("GASP_UPC_")?;
    let bytes = || arg_u64(s, "n").or_else(|| arg_u64(s, "nbytes"));
    match n {
        "GET" | "MEMGET" | "NB_GET_INIT" => Some((Rma::Get, arg_thread(s, "src")?, bytes()?)),
        "PUT" | "MEMPUT" | "MEMSET" | "NB_PUT_INIT" => {
            Some((Rma::Put, arg_thread(s, "dst")?, bytes()?))
        }
        "MEMCPY" => {
            let (src, dst) = (arg_thread(s, "src")?, arg_thread(s, "dst")?);
            if dst == s.thread && src != s.thread {
                Some((Rma::Get, src, bytes()?))
            } else {
                Some((Rma::Put, dst, bytes()?))
            }
        }
        _ => None,
    }
}

/// The remote pointer-to-shared of a get or put (its source or destination), as stored.
pub fn rma_target(kind: &EventKind, s: &Slice) -> Option<SharedAddr> {
    let name = match rma_access(kind, s)?.0 {
        Rma::Get => "src",
        Rma::Put => "dst",
    };
    match arg(s, name)? {
        ArgValue::Shared(Some(a)) => Some(*a),
        _ => None,
    }
}

/// Reads a merged trace and adds it up.
pub fn summarize(path: &Path) -> Result<Summary, String> {
    let mut reader = MergedReader::open(path).map_err(|e| e.to_string())?;
    let header = reader.header.clone();
    let nthreads = header
        .thread_info
        .iter()
        .map(|t| t.thread + 1)
        .max()
        .unwrap_or(0)
        .max(header.threads);
    let n = nthreads as usize;
    let mut sum = Summary {
        program: program_name(&header),
        threads: (0..nthreads)
            .map(|t| ThreadSummary {
                thread: t,
                first: u64::MAX,
                ..Default::default()
            })
            .collect(),
        bytes: vec![vec![0; n]; n],
        transfers: vec![vec![0; n]; n],
        ..Default::default()
    };
    let mut open: HashMap<u32, Vec<Open>> = HashMap::default();
    // Per thread: total time inside top-level slices (the rest is compute).
    let mut top_level = vec![0u64; n];
    let mut events: HashMap<String, EventSummary> = HashMap::default();
    let mut lines: HashMap<(u32, u32), LineSummary> = HashMap::default();
    let cat_index = |c: Category| Category::ALL.iter().position(|x| *x == c).unwrap();
    let mut activities: HashMap<u32, Activity> = HashMap::default();
    // Per thread: its barriers (upc_barrier or upc_wait) in order: start, end, file, line.
    let mut barriers: Vec<Vec<BarrierPass>> = vec![Vec::new(); n];
    // Per object of the header, then the rest of the shared memory.
    let mut by_object: Vec<ObjectSummary> = header
        .objects
        .iter()
        .map(|o| ObjectSummary {
            name: o.label(),
            ..Default::default()
        })
        .chain(std::iter::once(ObjectSummary {
            name: "other shared memory".to_string(),
            ..Default::default()
        }))
        .collect();

    let pairing = for_each_slice(&mut reader, |h, s: Slice| {
        let t = s.thread as usize;
        if t >= n {
            return Err(format!(
                "event of thread {} in a trace of {n} threads",
                s.thread
            ));
        }
        if sum.timeline.bins.is_empty() {
            // The merged trace is in time order: its first event starts the timeline.
            sum.timeline = Timeline::new(n, s.time);
        }
        let ts = &mut sum.threads[t];
        // Made-up ends (closing what a crash or gasp_control(0) left open) count as times too.
        ts.first = ts.first.min(s.time);
        ts.last = ts.last.max(s.time);
        let kind = h.event_kind(s.tag);
        let entry = |events: &mut HashMap<String, EventSummary>, name: &str| {
            let e = events
                .entry(name.to_string())
                .or_insert_with(|| EventSummary {
                    name: name.to_string(),
                    calls_by_thread: vec![0; n],
                    ..Default::default()
                });
            e.calls += 1;
            e.calls_by_thread[t] += 1;
        };
        match s.kind {
            SliceKind::Begin => {
                let category = Category::of(kind);
                let moved = match kind {
                    Some(k) => transfers(k, &s, nthreads),
                    None => None,
                };
                let access = kind.and_then(|k| rma_access(k, &s));
                if let Some((dir, _, b)) = access {
                    let object = match s.object {
                        Some(i) => &mut by_object[i],
                        None => &mut by_object[h.objects.len()],
                    };
                    for totals in [
                        match dir {
                            Rma::Get => &mut sum.gets,
                            Rma::Put => &mut sum.puts,
                        },
                        match dir {
                            Rma::Get => &mut object.gets,
                            Rma::Put => &mut object.puts,
                        },
                    ] {
                        totals.calls += 1;
                        totals.bytes += b;
                    }
                }
                let activity = match access {
                    Some((Rma::Get, _, _)) => Activity::Get,
                    Some((Rma::Put, _, _)) => Activity::Put,
                    None => *activities
                        .entry(s.tag)
                        .or_insert_with(|| Activity::of(kind)),
                };
                if moved.is_none() && category == Category::Communication {
                    let k = kind.map(|k| k.name.as_str()).unwrap_or("");
                    // Non-blocking completions carry only a handle: their bytes were counted
                    // at the init.
                    if !k.contains("NB_SYNC") && !k.contains("_DATA") {
                        sum.unknown_peer += 1;
                    }
                }
                let name = match kind {
                    Some(k) if !k.user && s.tag != 1 => k.name.clone(),
                    _ => s.name.clone(),
                };
                open.entry(s.thread).or_default().push(Open {
                    tag: s.tag,
                    name,
                    start: s.time,
                    children: 0,
                    category,
                    activity,
                    file: s.file,
                    line: s.line,
                    transfers: moved.unwrap_or_default(),
                });
            }
            SliceKind::End => {
                let stack = open.entry(s.thread).or_default();
                // The pairing closes the innermost slice first.
                let Some(o) = stack.pop() else {
                    return Ok(());
                };
                debug_assert_eq!(o.tag, s.tag);
                let dur = s.time.saturating_sub(o.start);
                let excl = dur.saturating_sub(o.children);
                match stack.last_mut() {
                    Some(parent) => parent.children += dur,
                    None => top_level[t] += dur,
                }
                ts.time[cat_index(o.category)] += excl;
                ts.activity[o.activity.index()] += excl;
                let on_timeline = |c: Category| !matches!(c, Category::Compute | Category::User);
                if on_timeline(o.category) && !stack.iter().any(|p| on_timeline(p.category)) {
                    sum.timeline.add(t, o.start, s.time, cat_index(o.category));
                }
                if o.activity == Activity::GlobalSync
                    && (o.name == "GASP_UPC_BARRIER" || o.name == "GASP_UPC_WAIT")
                {
                    barriers[t].push((o.start, s.time, o.file, o.line));
                }
                entry(&mut events, &o.name);
                let e = events.get_mut(&o.name).unwrap();
                e.total += dur;
                e.max = e.max.max(dur);
                e.exclusive += excl;
                let mut moved = 0;
                for (from, to, b) in &o.transfers {
                    if (*from as usize) < n && (*to as usize) < n {
                        sum.bytes[*from as usize][*to as usize] += b;
                        sum.transfers[*from as usize][*to as usize] += 1;
                    }
                    moved += b;
                }
                if o.category == Category::Communication {
                    let l = lines
                        .entry((o.file, o.line))
                        .or_insert_with(|| LineSummary {
                            file: h.string(o.file).unwrap_or("?").to_string(),
                            line: o.line,
                            ..Default::default()
                        });
                    l.time += dur;
                    l.calls += 1;
                    l.bytes += moved;
                }
            }
            SliceKind::Instant => {
                if s.tag != 0 {
                    let name = match kind {
                        Some(k) if !k.user => k.name.clone(),
                        _ => s.name.clone(),
                    };
                    entry(&mut events, &name);
                }
            }
        }
        Ok(())
    })?;
    sum.pairing = pairing;
    for info in &header.thread_info {
        sum.threads[info.thread as usize].events = info.events;
    }
    for (t, ts) in sum.threads.iter_mut().enumerate() {
        if ts.first == u64::MAX {
            ts.first = 0;
        }
        let outside = ts.span().saturating_sub(top_level[t]);
        ts.time[cat_index(Category::Compute)] += outside;
        ts.activity[Activity::Computation.index()] += outside;
    }
    sum.worst_barrier = worst_barrier(&barriers, |id| header.string(id).unwrap_or("?").to_string());
    sum.events = events.into_values().collect();
    sum.events
        .sort_by(|a, b| b.total.cmp(&a.total).then(a.name.cmp(&b.name)));
    if !header.objects.is_empty() {
        // Objects of one name (each thread's block of one upc_alloc call) are one row.
        let other = by_object.pop().unwrap_or_default();
        let mut named: Vec<ObjectSummary> = Vec::new();
        let mut index: HashMap<String, usize> = HashMap::default();
        for o in by_object
            .into_iter()
            .filter(|o| o.gets.calls + o.puts.calls > 0)
        {
            match index.get(&o.name) {
                Some(&i) => {
                    let n = &mut named[i];
                    for (a, b) in [(&mut n.gets, o.gets), (&mut n.puts, o.puts)] {
                        a.calls += b.calls;
                        a.bytes += b.bytes;
                    }
                }
                None => {
                    index.insert(o.name.clone(), named.len());
                    named.push(o);
                }
            }
        }
        named.sort_by_key(|o| std::cmp::Reverse(o.gets.bytes + o.puts.bytes));
        if other.gets.calls + other.puts.calls > 0 {
            named.push(other);
        }
        sum.objects = named;
    }
    sum.lines = lines.into_values().collect();
    sum.lines.sort_by(|a, b| {
        b.time
            .cmp(&a.time)
            .then(a.file.cmp(&b.file))
            .then(a.line.cmp(&b.line))
    });
    Ok(sum)
}

/// One thread's pass through a barrier: start, end, source file (string id) and line.
type BarrierPass = (u64, u64, u32, u32);

/// The k-th barrier of every thread that has one, whose arrivals are furthest apart.
fn worst_barrier(
    barriers: &[Vec<BarrierPass>],
    file: impl Fn(u32) -> String,
) -> Option<BarrierImbalance> {
    let rounds = barriers.iter().map(Vec::len).max().unwrap_or(0);
    let mut worst: Option<BarrierImbalance> = None;
    for k in 0..rounds {
        let at: Vec<(u32, &BarrierPass)> = barriers
            .iter()
            .enumerate()
            .filter_map(|(t, b)| b.get(k).map(|b| (t as u32, b)))
            .collect();
        if at.len() < 2 {
            continue;
        }
        let first = at.iter().min_by_key(|(t, b)| (b.0, *t)).unwrap();
        let last = at.iter().max_by_key(|(t, b)| (b.0, u32::MAX - t)).unwrap();
        let spread = last.1 .0 - first.1 .0;
        if worst.as_ref().is_some_and(|w| w.spread >= spread) {
            continue;
        }
        worst = Some(BarrierImbalance {
            file: file(last.1 .2),
            line: last.1 .3,
            index: k + 1,
            spread,
            first_thread: first.0,
            last_thread: last.0,
            waited: at.iter().map(|(_, b)| b.1.saturating_sub(b.0)).sum(),
        });
    }
    worst
}

fn ms(ns: u64) -> String {
    format!("{:.3}", ns as f64 / 1e6)
}

fn us(ns: f64) -> String {
    format!("{:.2}", ns / 1e3)
}

/// The report as it is built: its text and its tables in order, rendered as text
/// (`Summary::text`) or as HTML (`Report::html`, the tables of `trace summary --html`).
#[derive(Debug, Default)]
pub struct Report {
    pub blocks: Vec<Block>,
}

/// A piece of the report: lines of text, or a table whose first row is its heading.
#[derive(Debug)]
pub enum Block {
    Text(String),
    Table(Vec<Vec<String>>),
}

impl std::fmt::Write for Report {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        match self.blocks.last_mut() {
            Some(Block::Text(t)) => t.push_str(s),
            _ => self.blocks.push(Block::Text(s.to_string())),
        }
        Ok(())
    }
}

impl Report {
    /// The text: tables with right-aligned columns except the first.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for b in &self.blocks {
            match b {
                Block::Text(t) => out.push_str(t),
                Block::Table(rows) => table_text(&mut out, rows),
            }
        }
        out
    }

    /// The HTML of the report's body: each line of text a paragraph (the title of a table a
    /// heading), each table a `<table>` (its first row the heading, the columns after the first
    /// right-aligned: `class="n"`).
    pub fn html(&self) -> String {
        let mut out = String::new();
        for (k, b) in self.blocks.iter().enumerate() {
            match b {
                Block::Text(t) => {
                    let lines: Vec<&str> = t.lines().filter(|l| !l.trim().is_empty()).collect();
                    let titled = matches!(self.blocks.get(k + 1), Some(Block::Table(_)));
                    for (i, line) in lines.iter().enumerate() {
                        let tag = if titled && i + 1 == lines.len() {
                            "h3"
                        } else {
                            "p"
                        };
                        let _ = writeln!(out, "<{tag}>{}</{tag}>", html_escape(line));
                    }
                }
                Block::Table(rows) => {
                    out.push_str("<table>\n");
                    for (i, r) in rows.iter().enumerate() {
                        let tag = if i == 0 { "th" } else { "td" };
                        out.push_str("<tr>");
                        for (c, cell) in r.iter().enumerate() {
                            let class = if c == 0 { "" } else { " class=\"n\"" };
                            let _ = write!(out, "<{tag}{class}>{}</{tag}>", html_escape(cell));
                        }
                        out.push_str("</tr>\n");
                    }
                    out.push_str("</table>\n");
                }
            }
        }
        out
    }
}

/// Text for HTML: `&`, `<`, `>` and `"` escaped.
pub fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A table of the report.
fn table(out: &mut Report, rows: &[Vec<String>]) {
    out.blocks.push(Block::Table(rows.to_vec()));
}

/// A table as text, with right-aligned columns except the first.
fn table_text(out: &mut String, rows: &[Vec<String>]) {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width: Vec<usize> = (0..cols)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    for r in rows {
        let mut line = String::new();
        for (c, cell) in r.iter().enumerate() {
            if c == 0 {
                let _ = write!(line, "{cell:<w$}", w = width[0]);
            } else {
                let _ = write!(line, "  {cell:>w$}", w = width[c]);
            }
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
}

/// Threads of the "wait most" table.
const TOP_WAITERS: usize = 3;
/// Lines of the source table shown.
const TOP_LINES: usize = 10;
/// Above this many threads the per-thread call counts are left out of the event table.
const MAX_THREAD_COLUMNS: usize = 8;

impl Summary {
    /// The text report.
    pub fn text(&self) -> String {
        self.report().text()
    }

    /// The report: its text and tables.
    pub fn report(&self) -> Report {
        let mut out = Report::default();
        let span = self
            .threads
            .iter()
            .map(ThreadSummary::span)
            .max()
            .unwrap_or(0);
        let _ = writeln!(
            out,
            "trace summary of {}: {} threads, {} events, {} ms\n",
            self.program,
            self.threads.len(),
            self.threads.iter().map(|t| t.events).sum::<u64>(),
            ms(span)
        );

        self.high_level(&mut out);

        let _ = writeln!(
            out,
            "\nTime per thread (ms; exclusive time by category, compute = outside UPC events)"
        );
        let mut rows = vec![["thread", "events", "span"]
            .iter()
            .map(|s| s.to_string())
            .chain(Category::ALL.iter().map(|c| c.label().to_string()))
            .collect::<Vec<_>>()];
        for t in &self.threads {
            let mut r = vec![t.thread.to_string(), t.events.to_string(), ms(t.span())];
            r.extend(t.time.iter().map(|v| ms(*v)));
            rows.push(r);
        }
        table(&mut out, &rows);

        let per_thread = self.threads.len() <= MAX_THREAD_COLUMNS;
        let _ = writeln!(
            out,
            "\nEvents (time: inclusive, of start/end pairs; calls include atomic events)"
        );
        let mut head: Vec<String> = ["event", "calls", "total ms", "mean us", "max us", "excl ms"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        if per_thread {
            head.extend(self.threads.iter().map(|t| format!("t{}", t.thread)));
        }
        let mut rows = vec![head];
        for e in &self.events {
            let mut r = vec![
                e.name.clone(),
                e.calls.to_string(),
                ms(e.total),
                us(e.total as f64 / e.calls.max(1) as f64),
                us(e.max as f64),
                ms(e.exclusive),
            ];
            if per_thread {
                r.extend(e.calls_by_thread.iter().map(u64::to_string));
            }
            rows.push(r);
        }
        table(&mut out, &rows);

        let _ = writeln!(
            out,
            "\nCommunication matrix (bytes moved, row = from thread, column = to thread)"
        );
        let mut rows = vec![std::iter::once("from \\ to".to_string())
            .chain(self.threads.iter().map(|t| t.thread.to_string()))
            .chain(std::iter::once("total".to_string()))
            .collect::<Vec<_>>()];
        for (from, row) in self.bytes.iter().enumerate() {
            let mut r = vec![from.to_string()];
            r.extend(row.iter().map(u64::to_string));
            r.push(row.iter().sum::<u64>().to_string());
            rows.push(r);
        }
        table(&mut out, &rows);
        if self.unknown_peer > 0 {
            let _ = writeln!(
                out,
                "({} communication events name no peer thread and are not in the matrix)",
                self.unknown_peer
            );
        }

        let _ = writeln!(
            out,
            "One-sided accesses: {} gets of {} bytes, {} puts of {} bytes",
            self.gets.calls, self.gets.bytes, self.puts.calls, self.puts.bytes
        );

        if !self.objects.is_empty() {
            let _ = writeln!(out, "\nOne-sided accesses by shared object");
            let mut rows = vec![["object", "gets", "get bytes", "puts", "put bytes"]
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()];
            for o in &self.objects {
                rows.push(vec![
                    o.name.clone(),
                    o.gets.calls.to_string(),
                    o.gets.bytes.to_string(),
                    o.puts.calls.to_string(),
                    o.puts.bytes.to_string(),
                ]);
            }
            table(&mut out, &rows);
        }

        let _ = writeln!(out, "\nSynchronisation and locks (ms)");
        let mut rows = vec![vec![
            "thread".to_string(),
            "barriers".to_string(),
            "locks".to_string(),
        ]];
        for t in &self.threads {
            rows.push(vec![
                t.thread.to_string(),
                ms(t.time_in(Category::Synchronisation)),
                ms(t.time_in(Category::Locks)),
            ]);
        }
        table(&mut out, &rows);

        let _ = writeln!(out, "\nTop source lines by communication time");
        let mut rows = vec![["line", "time ms", "calls", "bytes"]
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()];
        for l in self.lines.iter().take(TOP_LINES) {
            rows.push(vec![
                format!("{}:{}", l.file, l.line),
                ms(l.time),
                l.calls.to_string(),
                l.bytes.to_string(),
            ]);
        }
        table(&mut out, &rows);
        if self.pairing.unmatched_ends > 0 || self.pairing.unfinished > 0 {
            let _ = writeln!(
                out,
                "\n({} end events without a start ignored; {} events still open at the end closed there)",
                self.pairing.unmatched_ends, self.pairing.unfinished
            );
        }
        out
    }

    /// The high-level analysis: where the time went, who waits most, the worst barrier.
    fn high_level(&self, out: &mut Report) {
        let total: u64 = self.threads.iter().flat_map(|t| t.activity).sum();
        let pct = |v: u64, of: u64| format!("{:.1}", v as f64 * 100.0 / of.max(1) as f64);
        let _ = writeln!(
            out,
            "High-level analysis: where the time went (all threads, exclusive time)"
        );
        let mut rows = vec![vec![
            "activity".to_string(),
            "ms".to_string(),
            "%".to_string(),
        ]];
        for a in Activity::ALL {
            let v: u64 = self.threads.iter().map(|t| t.activity[a.index()]).sum();
            rows.push(vec![a.label().to_string(), ms(v), pct(v, total)]);
        }
        table(out, &rows);
        let mut waits: Vec<(u64, &ThreadSummary)> = self
            .threads
            .iter()
            .map(|t| {
                let w = Activity::ALL
                    .iter()
                    .filter(|a| a.waits())
                    .map(|a| t.activity[a.index()])
                    .sum();
                (w, t)
            })
            .collect();
        waits.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.thread.cmp(&b.1.thread)));
        let _ = writeln!(
            out,
            "\nThreads that wait most (global and point-to-point synchronisation, locks)"
        );
        let mut rows = vec![vec![
            "thread".to_string(),
            "wait ms".to_string(),
            "% of its span".to_string(),
        ]];
        for (w, t) in waits.iter().take(TOP_WAITERS) {
            rows.push(vec![t.thread.to_string(), ms(*w), pct(*w, t.span())]);
        }
        table(out, &rows);
        match &self.worst_barrier {
            Some(b) => {
                let _ = writeln!(
                    out,
                    "\nBarrier with the largest imbalance: {}:{} (barrier {} of the run): \
                     arrivals {} ms apart (thread {} first, thread {} last); {} ms spent in it \
                     by all threads",
                    b.file,
                    b.line,
                    b.index,
                    ms(b.spread),
                    b.first_thread,
                    b.last_thread,
                    ms(b.waited)
                );
            }
            None => {
                let _ = writeln!(out, "\nNo barrier reached by two threads.");
            }
        }
    }
}
