//! Synthetic per-thread traces for the merge and export tests: threads whose clocks are linear
//! functions of a true time (offset and rate of their own), with the clock measurements the
//! GASP tool would have made.
#![allow(dead_code)]

use pgas_xlate::trace::format::*;
use std::path::Path;

/// A thread's clock: local = rate · true + base (true time in ns).
#[derive(Clone, Copy, Debug)]
pub struct Clock {
    pub rate: f64,
    pub base: f64,
}

impl Clock {
    pub fn local(&self, t: f64) -> u64 {
        (self.rate * t + self.base).round() as u64
    }
}

/// A clock that reads the true time.
pub const EXACT: Clock = Clock {
    rate: 1.0,
    base: 0.0,
};

/// Two threads of 2 on `clock` (ticks of 1 ns), thread 1 with its clock measured against
/// thread 0's at the start (true time 100 ns).
pub fn two_threads(clock: Clock) -> (Builder, Builder) {
    let b0 = Builder::new(0, 2, clock, 1e9);
    let mut b1 = Builder::new(1, 2, clock, 1e9);
    b1.w.header.start_sync = Some(sync_at(clock, clock, 100.0, 10.0));
    (b0, b1)
}

/// A sync point measured at true time `t` with a symmetric one-way delay `delay` (ns).
pub fn sync_at(clock: Clock, reference: Clock, t: f64, delay: f64) -> SyncPoint {
    SyncPoint {
        s1: clock.local(t - delay),
        m: reference.local(t),
        s2: clock.local(t + delay),
    }
}

/// A system event: its tag, name and start and end argument specifications.
pub fn kind(tag: u32, name: &str, start: &str, end: &str) -> EventKind {
    EventKind {
        tag,
        name: name.to_string(),
        desc: None,
        start_args: start.to_string(),
        end_args: end.to_string(),
        user: false,
    }
}

/// The system events of the real tool that the tests use.
pub fn system_events() -> Vec<EventKind> {
    vec![
        kind(1, "GASP_C_FUNC", "s funcsig", "s funcsig"),
        kind(1001, "GASP_UPC_NONCOLLECTIVE_EXIT", "i status", "i status"),
        kind(1012, "GASP_UPC_BARRIER", "i named,i expr", "i named,i expr"),
        kind(1013, "GASP_UPC_FENCE", "", ""),
        kind(
            1050,
            "GASP_UPC_GET",
            "i is_relaxed,p dst,p src,z n",
            "i is_relaxed,p dst,p src,z n",
        ),
    ]
}

pub const FUNC: u32 = 1;
pub const NONCOLLECTIVE_EXIT: u32 = 1001;
pub const BARRIER: u32 = 1012;
pub const FENCE: u32 = 1013;
pub const GET: u32 = 1050;

/// Builds one per-thread file record by record.
pub struct Builder {
    pub w: ThreadWriter,
    pub clock: Clock,
    next_string: u32,
    strings: std::collections::HashMap<String, u32>,
}

impl Builder {
    pub fn new(thread: u32, threads: u32, clock: Clock, tick_rate: f64) -> Builder {
        let mut h = ThreadHeader::new(thread, threads, tick_rate);
        h.program = "./synthetic".to_string();
        h.args = vec!["--size".to_string(), "8".to_string()];
        h.host = "node0".to_string();
        h.init_ticks = clock.local(0.0);
        h.init_wall_ns = 1_700_000_000_000_000_000;
        h.events = system_events();
        Builder {
            w: ThreadWriter::new(h),
            clock,
            next_string: 0,
            strings: Default::default(),
        }
    }

    /// The id of a string, writing its record the first time.
    pub fn string(&mut self, s: &str) -> u32 {
        if let Some(id) = self.strings.get(s) {
            return *id;
        }
        self.next_string += 1;
        let id = self.next_string;
        self.strings.insert(s.to_string(), id);
        self.w.record(&Record::String {
            id,
            text: s.to_string(),
        });
        id
    }

    pub fn user_event(&mut self, tag: u32, name: &str, desc: Option<&str>, args: &str) {
        let name = self.string(name);
        let desc = desc.map(|d| self.string(d)).unwrap_or(0);
        let args = self.string(args);
        self.w.record(&Record::UserEvent {
            tag,
            name,
            desc,
            args,
        });
    }

    /// An event at true time `t`.
    pub fn event(&mut self, t: f64, tag: u32, evttype: u8, file: &str, line: u32, args: Vec<u64>) {
        let file = self.string(file);
        let time = self.clock.local(t);
        self.w.record(&Record::Event(EventRecord {
            evttype,
            tag,
            time,
            file,
            line,
            col: 1,
            thread: 0,
            args,
        }));
    }

    pub fn control(&mut self, t: f64, on: bool) {
        let time = self.clock.local(t);
        self.w.record(&Record::Control {
            on,
            time,
            thread: 0,
        });
    }

    pub fn write(&self, dir: &Path) -> std::path::PathBuf {
        let p = dir.join(format!("thread-{}.pxt", self.w.header.thread));
        self.w.write(&p).expect("write a synthetic trace");
        p
    }
}
