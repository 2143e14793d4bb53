//! The two binary trace formats (docs/trace-format.md): the per-thread files written by the GASP
//! tool (`runtime-aux/gasp`, `thread-N.pxt`) and the merged file written by `trace merge`.
//! Readers for both, and writers (the merged one for `merge`, the per-thread one for tests and
//! for synthetic traces).

use std::fmt;
use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

pub const THREAD_MAGIC: &[u8; 8] = b"PXTRACE\0";
pub const MERGED_MAGIC: &[u8; 8] = b"PXMERGE\0";
pub const VERSION: u32 = 3;
/// The oldest format version the readers accept (version 1 has no shared-object records).
pub const OLDEST_VERSION: u32 = 1;
pub const THREAD_HEADER_FIXED: usize = 128;
pub const MERGED_HEADER_FIXED: usize = 64;

pub const FLAG_START_SYNC: u32 = 1;
pub const FLAG_END_SYNC: u32 = 2;
pub const FLAG_COMPLETE: u32 = 4;

pub const CLOCK_TSC: u32 = 1;
pub const CLOCK_MONOTONIC: u32 = 2;

/// `ended_by` of a thread that reported a non-collective exit (upc_global_exit).
pub const ENDED_NONCOLLECTIVE_EXIT: u32 = 0x100;

pub const REC_EVENT: u8 = 1;
pub const REC_STRING: u8 = 2;
pub const REC_USER_EVENT: u8 = 3;
pub const REC_CONTROL: u8 = 4;
/// A shared object's definition (version 2).
pub const REC_OBJECT: u8 = 5;
/// A dynamically allocated object's definition, with the time of its allocation (version 3).
pub const REC_DYNAMIC_OBJECT: u8 = 6;
/// The free of a dynamically allocated object (version 3).
pub const REC_FREED: u8 = 7;

pub const GASP_START: u8 = 0;
pub const GASP_END: u8 = 1;
pub const GASP_ATOMIC: u8 = 2;

pub const USEREVT_START: u32 = 100_000;
pub const USEREVT_END: u32 = 199_999;

/// A longest string or argument list the readers accept (a guard against corrupt lengths).
const MAX_STRING: usize = 1 << 20;
const MAX_ARGS: usize = 255;

/// Something wrong in a trace file, at a byte offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    pub path: PathBuf,
    pub offset: u64,
    pub message: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} at byte offset {}",
            self.path.display(),
            self.message,
            self.offset
        )
    }
}

impl std::error::Error for FormatError {}

// ---- argument specifications --------------------------------------------------------------------

/// The type of one event argument, as the tool stored it in a 64-bit word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgType {
    /// `int` (sign-extended)
    Int,
    /// `unsigned int`
    UInt,
    /// a signed 64-bit integer (`long`, `long long`, `intmax_t`, …)
    Long,
    /// `size_t` or another unsigned 64-bit integer
    Size,
    /// a pointer (for locks: the address of the program's lock handle)
    Ptr,
    /// a pointer-to-shared (`gasp_upc_PTS_t *`): the tool stores the thread and offset it names
    SharedPtr,
    /// a non-blocking handle
    Handle,
    /// an enumeration (`gasp_upc_reduction_t`)
    Enum,
    /// a `char` (promoted to int)
    Char,
    /// a `double` (also `long double`, converted), as its IEEE bits
    Double,
    /// a string: the id of a string record
    Str,
}

impl ArgType {
    pub fn from_letter(c: char) -> Option<ArgType> {
        Some(match c {
            'i' => ArgType::Int,
            'u' => ArgType::UInt,
            'l' => ArgType::Long,
            'z' => ArgType::Size,
            'p' => ArgType::Ptr,
            'S' => ArgType::SharedPtr,
            'h' => ArgType::Handle,
            'e' => ArgType::Enum,
            'c' => ArgType::Char,
            'd' | 'D' => ArgType::Double,
            's' => ArgType::Str,
            _ => return None,
        })
    }
}

/// One argument of an event: its type and its name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgSpec {
    pub ty: ArgType,
    pub name: String,
}

/// Parses an argument specification: comma-separated `T name` (docs/trace-format.md).
pub fn parse_argspec(spec: &str) -> Vec<ArgSpec> {
    spec.split(',')
        .filter(|s| !s.trim().is_empty())
        .enumerate()
        .map(|(i, part)| {
            let part = part.trim();
            let mut chars = part.chars();
            let letter = chars.next().unwrap_or('z');
            let name = chars.as_str().trim();
            ArgSpec {
                ty: ArgType::from_letter(letter).unwrap_or(ArgType::Size),
                name: if name.is_empty() {
                    format!("arg{}", i + 1)
                } else {
                    name.to_string()
                },
            }
        })
        .collect()
}

/// A decoded argument value.
#[derive(Debug, Clone, PartialEq)]
pub enum ArgValue {
    Int(i64),
    UInt(u64),
    Ptr(u64),
    /// A pointer-to-shared: the thread and the byte offset in its shared segment (None: the
    /// program passed a null `gasp_upc_PTS_t *`).
    Shared(Option<SharedAddr>),
    Double(f64),
    Str(String),
}

/// Where a pointer-to-shared points: a thread and a byte offset in that thread's segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SharedAddr {
    pub thread: u32,
    pub offset: u64,
}

/// The word the tool stores for a null `gasp_upc_PTS_t *`.
pub const SHARED_NONE: u64 = u64::MAX;
/// Bits of a pointer-to-shared word that hold the offset (the thread is above them).
pub const SHARED_OFFSET_BITS: u32 = 48;

impl SharedAddr {
    /// Decodes a stored pointer-to-shared word: thread in the top 16 bits, offset below.
    pub fn from_word(word: u64) -> Option<SharedAddr> {
        (word != SHARED_NONE).then_some(SharedAddr {
            thread: (word >> SHARED_OFFSET_BITS) as u32,
            offset: word & ((1u64 << SHARED_OFFSET_BITS) - 1),
        })
    }
    pub fn to_word(self) -> u64 {
        ((self.thread as u64) << SHARED_OFFSET_BITS)
            | (self.offset & ((1u64 << SHARED_OFFSET_BITS) - 1))
    }
}

impl fmt::Display for SharedAddr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "thread {} + {:#x}", self.thread, self.offset)
    }
}

impl ArgValue {
    /// Decodes a stored word by its type; `string` resolves string ids.
    pub fn decode(ty: ArgType, word: u64, string: impl Fn(u32) -> Option<String>) -> ArgValue {
        match ty {
            ArgType::Int | ArgType::Enum | ArgType::Char | ArgType::Long => {
                ArgValue::Int(word as i64)
            }
            ArgType::UInt | ArgType::Size => ArgValue::UInt(word),
            ArgType::Ptr | ArgType::Handle => ArgValue::Ptr(word),
            ArgType::SharedPtr => ArgValue::Shared(SharedAddr::from_word(word)),
            ArgType::Double => ArgValue::Double(f64::from_bits(word)),
            ArgType::Str => ArgValue::Str(string(word as u32).unwrap_or_default()),
        }
    }
}

impl fmt::Display for ArgValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgValue::Int(v) => write!(f, "{v}"),
            ArgValue::UInt(v) => write!(f, "{v}"),
            ArgValue::Ptr(v) => write!(f, "{v:#x}"),
            ArgValue::Shared(Some(a)) => write!(f, "{a}"),
            ArgValue::Shared(None) => write!(f, "null"),
            ArgValue::Double(v) => write!(f, "{v}"),
            ArgValue::Str(s) => write!(f, "{s:?}"),
        }
    }
}

/// An event kind: a system event of the header's table, or a user event
/// (`gasp_create_event`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventKind {
    pub tag: u32,
    pub name: String,
    /// The printf-style description of a user event (None: NULL, and for system events).
    pub desc: Option<String>,
    /// Argument specification of start and atomic events.
    pub start_args: String,
    /// Argument specification of end events.
    pub end_args: String,
    pub user: bool,
}

impl EventKind {
    pub fn args(&self, evttype: u8) -> Vec<ArgSpec> {
        parse_argspec(if evttype == GASP_END {
            &self.end_args
        } else {
            &self.start_args
        })
    }
}

// ---- per-thread files -----------------------------------------------------------------------------

/// One clock-offset measurement: request sent at local time `s1`, thread 0's clock `m`, reply
/// received at `s2` (ticks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SyncPoint {
    pub s1: u64,
    pub m: u64,
    pub s2: u64,
}

impl SyncPoint {
    /// The local time that corresponds to `m`: s1 + (s2 − s1)/2.
    pub fn local(&self) -> f64 {
        self.s1 as f64 + (self.s2.wrapping_sub(self.s1)) as f64 / 2.0
    }
    /// offset = m − (s1 + (s2 − s1)/2).
    pub fn offset(&self) -> f64 {
        let mid = self.s1 as i128 * 2 + (self.s2 as i128 - self.s1 as i128);
        (self.m as i128 * 2 - mid) as f64 / 2.0
    }
}

/// The header of a per-thread file.
#[derive(Debug, Clone, PartialEq)]
pub struct ThreadHeader {
    pub version: u32,
    pub data_offset: u32,
    pub thread: u32,
    pub threads: u32,
    pub clock: u32,
    pub flags: u32,
    pub tick_rate: f64,
    pub run_id: u64,
    pub init_ticks: u64,
    pub init_wall_ns: u64,
    pub start_sync: Option<SyncPoint>,
    pub end_sync: Option<SyncPoint>,
    pub record_bytes: u64,
    pub ended_by: u32,
    pub pid: u32,
    pub program: String,
    pub args: Vec<String>,
    pub host: String,
    pub events: Vec<EventKind>,
}

impl ThreadHeader {
    /// A header for synthetic traces (tests): thread `thread` of `threads`, no sync points.
    pub fn new(thread: u32, threads: u32, tick_rate: f64) -> ThreadHeader {
        ThreadHeader {
            version: VERSION,
            data_offset: 0,
            thread,
            threads,
            clock: CLOCK_TSC,
            flags: 0,
            tick_rate,
            run_id: 1,
            init_ticks: 0,
            init_wall_ns: 0,
            start_sync: None,
            end_sync: None,
            record_bytes: 0,
            ended_by: 0,
            pid: 0,
            program: String::new(),
            args: Vec::new(),
            host: String::new(),
            events: Vec::new(),
        }
    }

    pub fn complete(&self) -> bool {
        self.flags & FLAG_COMPLETE != 0
    }
}

/// An event record (local clock in a per-thread file, nanoseconds in a merged file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventRecord {
    pub evttype: u8,
    pub tag: u32,
    pub time: u64,
    pub file: u32,
    pub line: u32,
    pub col: u32,
    /// Thread of the event (merged files; the file's thread in per-thread files).
    pub thread: u32,
    pub args: Vec<u64>,
}

/// A record of the stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Record {
    Event(EventRecord),
    String {
        id: u32,
        text: String,
    },
    UserEvent {
        tag: u32,
        name: u32,
        desc: u32,
        args: u32,
    },
    Control {
        on: bool,
        time: u64,
        thread: u32,
    },
    /// A shared object defined by the file's thread (per-thread files only: `merge` moves the
    /// definitions into the merged header's table of objects).
    Object(ObjectRecord),
    /// `upc_free` of the object that starts at the pointer-to-shared `addr` (a stored word), at
    /// `time` (per-thread files only, as `Object`).
    Freed {
        time: u64,
        addr: u64,
    },
}

/// A shared object's definition as the tool writes it: `[offset, offset + bytes)` of the shared
/// space of each thread from `thread_lo` to `thread_hi`; name and file are string ids (file 0:
/// not known); `time`, the local time of its allocation, for a dynamically allocated object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ObjectRecord {
    pub id: u32,
    pub name: u32,
    pub file: u32,
    pub line: u32,
    pub thread_lo: u32,
    pub thread_hi: u32,
    pub offset: u64,
    pub bytes: u64,
    pub time: Option<u64>,
}

/// A shared object of a merged trace: its name, where it is declared (empty file: not known), the
/// thread that defined it, the bytes it covers on each of its threads and when it lives:
/// `[from, until)` in merged nanoseconds (a static object: `[0, NEVER)`; a dynamically allocated
/// one from its allocation to its free, `NEVER` when not freed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedObject {
    pub name: String,
    pub file: String,
    pub line: u32,
    pub defined_by: u32,
    pub thread_lo: u32,
    pub thread_hi: u32,
    pub offset: u64,
    pub bytes: u64,
    pub from: u64,
    pub until: u64,
}

/// The end of the life of an object never freed.
pub const NEVER: u64 = u64::MAX;

impl Default for SharedObject {
    fn default() -> SharedObject {
        SharedObject {
            name: String::new(),
            file: String::new(),
            line: 0,
            defined_by: 0,
            thread_lo: 0,
            thread_hi: 0,
            offset: 0,
            bytes: 0,
            from: 0,
            until: NEVER,
        }
    }
}

impl SharedObject {
    /// The object as the exports name it: a dynamically allocated one by its name (its
    /// allocation site), a static one by its name and where it is declared when the trace says
    /// (`a@stencil.upc:7`: the file's base name).
    pub fn label(&self) -> String {
        if self.file.is_empty() || self.line == 0 || self.name.contains('@') {
            return self.name.clone();
        }
        let base = self.file.rsplit('/').next().unwrap_or(&self.file);
        format!("{}@{base}:{}", self.name, self.line)
    }

    /// Whether the object covers the byte `a` points to.
    pub fn holds(&self, a: SharedAddr) -> bool {
        (self.thread_lo..=self.thread_hi).contains(&a.thread)
            && a.offset >= self.offset
            && a.offset - self.offset < self.bytes
    }
}

/// Little-endian reading helpers over a byte slice.
struct Cursor<'a> {
    b: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let s = self.b.get(self.pos..self.pos.checked_add(n)?)?;
        self.pos += n;
        Some(s)
    }
    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }
    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }
    fn f64(&mut self) -> Option<f64> {
        Some(f64::from_bits(self.u64()?))
    }
    fn str(&mut self) -> Option<String> {
        let n = self.u32()? as usize;
        if n > MAX_STRING {
            return None;
        }
        Some(String::from_utf8_lossy(self.take(n)?).into_owned())
    }
}

fn le_u32(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}
fn le_u64(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
}

/// Reads records one by one from a stream positioned at its first record.
struct RecordStream<R> {
    input: R,
    offset: u64,
    /// Merged files: event records carry their thread; control records too.
    merged: bool,
    /// The thread of a per-thread file.
    thread: u32,
}

impl<R: Read> RecordStream<R> {
    /// Reads exactly `buf.len()` bytes; Ok(false) at a clean end of file before the first byte.
    fn fill(&mut self, buf: &mut [u8], at_start: bool) -> Result<bool, (u64, String)> {
        let mut got = 0;
        while got < buf.len() {
            match self.input.read(&mut buf[got..]) {
                Ok(0) => {
                    if got == 0 && at_start {
                        return Ok(false);
                    }
                    return Err((
                        self.offset,
                        format!("truncated record ({} of {} bytes present)", got, buf.len()),
                    ));
                }
                Ok(n) => {
                    got += n;
                    self.offset += n as u64;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err((self.offset, format!("read error: {e}"))),
            }
        }
        Ok(true)
    }

    /// The next record and its byte offset; None at the end.
    fn next(&mut self) -> Result<Option<(u64, Record)>, (u64, String)> {
        let start = self.offset;
        let mut head = [0u8; 16];
        if !self
            .fill(&mut head[..8], true)
            .map_err(|(_, m)| (start, m))?
        {
            return Ok(None);
        }
        let truncated = |what: String| (start, what);
        let rec = match head[0] {
            REC_EVENT => {
                let mut rest = [0u8; 24];
                self.fill(&mut rest, false).map_err(|(_, m)| truncated(m))?;
                let nargs = u16::from_le_bytes([head[2], head[3]]) as usize;
                if head[1] > GASP_ATOMIC || nargs > MAX_ARGS {
                    return Err((start, "corrupt event record".to_string()));
                }
                let mut words = vec![0u8; 8 * nargs];
                self.fill(&mut words, false)
                    .map_err(|(_, m)| truncated(m))?;
                let thread = if self.merged {
                    le_u32(&rest, 20)
                } else {
                    self.thread
                };
                Record::Event(EventRecord {
                    evttype: head[1],
                    tag: le_u32(&head, 4),
                    time: le_u64(&rest, 0),
                    file: le_u32(&rest, 8),
                    line: le_u32(&rest, 12),
                    col: le_u32(&rest, 16),
                    thread,
                    args: words.chunks(8).map(|w| le_u64(w, 0)).collect(),
                })
            }
            REC_STRING => {
                self.fill(&mut head[8..16], false)
                    .map_err(|(_, m)| truncated(m))?;
                let id = le_u32(&head, 4);
                let len = le_u32(&head, 8) as usize;
                if len > MAX_STRING || id == 0 {
                    return Err((start, "corrupt string record".to_string()));
                }
                let mut text = vec![0u8; (len + 7) & !7];
                self.fill(&mut text, false).map_err(|(_, m)| truncated(m))?;
                text.truncate(len);
                Record::String {
                    id,
                    text: String::from_utf8_lossy(&text).into_owned(),
                }
            }
            REC_USER_EVENT => {
                let mut rest = [0u8; 16];
                self.fill(&mut rest, false).map_err(|(_, m)| truncated(m))?;
                Record::UserEvent {
                    tag: le_u32(&head, 4),
                    name: le_u32(&rest, 0),
                    desc: le_u32(&rest, 4),
                    args: le_u32(&rest, 8),
                }
            }
            REC_CONTROL => {
                self.fill(&mut head[8..16], false)
                    .map_err(|(_, m)| truncated(m))?;
                if head[1] > 1 {
                    return Err((start, "corrupt control record".to_string()));
                }
                Record::Control {
                    on: head[1] == 1,
                    time: le_u64(&head, 8),
                    thread: if self.merged {
                        le_u32(&head, 4)
                    } else {
                        self.thread
                    },
                }
            }
            REC_OBJECT | REC_DYNAMIC_OBJECT => {
                let dynamic = head[0] == REC_DYNAMIC_OBJECT;
                let mut rest = [0u8; 48];
                let rest = &mut rest[..if dynamic { 48 } else { 40 }];
                self.fill(rest, false).map_err(|(_, m)| truncated(m))?;
                let (thread_lo, thread_hi) = (le_u32(rest, 16), le_u32(rest, 20));
                if thread_lo > thread_hi || le_u32(&head, 4) == 0 {
                    return Err((start, "corrupt shared-object record".to_string()));
                }
                Record::Object(ObjectRecord {
                    id: le_u32(&head, 4),
                    name: le_u32(rest, 0),
                    file: le_u32(rest, 4),
                    line: le_u32(rest, 8),
                    thread_lo,
                    thread_hi,
                    offset: le_u64(rest, 24),
                    bytes: le_u64(rest, 32),
                    time: dynamic.then(|| le_u64(rest, 40)),
                })
            }
            REC_FREED => {
                let mut rest = [0u8; 16];
                self.fill(&mut rest, false).map_err(|(_, m)| truncated(m))?;
                Record::Freed {
                    time: le_u64(&rest, 0),
                    addr: le_u64(&rest, 8),
                }
            }
            k => return Err((start, format!("unknown record kind {k}"))),
        };
        Ok(Some((start, rec)))
    }
}

/// The size in bytes of a record's encoding.
pub fn record_len(r: &Record) -> usize {
    match r {
        Record::Event(e) => 32 + 8 * e.args.len(),
        Record::String { text, .. } => 16 + ((text.len() + 7) & !7),
        Record::UserEvent { .. } => 24,
        Record::Control { .. } => 16,
        Record::Object(o) => 48 + 8 * o.time.is_some() as usize,
        Record::Freed { .. } => 24,
    }
}

/// Appends a record's encoding. `merged` selects the merged layout (thread in the record).
pub fn encode_record(out: &mut Vec<u8>, r: &Record, merged: bool) {
    match r {
        Record::Event(e) => {
            out.push(REC_EVENT);
            out.push(e.evttype);
            out.extend_from_slice(&(e.args.len() as u16).to_le_bytes());
            out.extend_from_slice(&e.tag.to_le_bytes());
            out.extend_from_slice(&e.time.to_le_bytes());
            out.extend_from_slice(&e.file.to_le_bytes());
            out.extend_from_slice(&e.line.to_le_bytes());
            out.extend_from_slice(&e.col.to_le_bytes());
            out.extend_from_slice(&(if merged { e.thread } else { 0 }).to_le_bytes());
            for a in &e.args {
                out.extend_from_slice(&a.to_le_bytes());
            }
        }
        Record::String { id, text } => {
            out.extend_from_slice(&[REC_STRING, 0, 0, 0]);
            out.extend_from_slice(&id.to_le_bytes());
            out.extend_from_slice(&(text.len() as u32).to_le_bytes());
            out.extend_from_slice(&[0; 4]);
            out.extend_from_slice(text.as_bytes());
            out.resize(out.len() + ((8 - text.len() % 8) % 8), 0);
        }
        Record::UserEvent {
            tag,
            name,
            desc,
            args,
        } => {
            out.extend_from_slice(&[REC_USER_EVENT, 0, 0, 0]);
            for v in [*tag, *name, *desc, *args, 0] {
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        Record::Control { on, time, thread } => {
            out.extend_from_slice(&[REC_CONTROL, *on as u8, 0, 0]);
            out.extend_from_slice(&(if merged { *thread } else { 0 }).to_le_bytes());
            out.extend_from_slice(&time.to_le_bytes());
        }
        Record::Object(o) => {
            let kind = if o.time.is_some() {
                REC_DYNAMIC_OBJECT
            } else {
                REC_OBJECT
            };
            out.extend_from_slice(&[kind, 0, 0, 0]);
            for v in [o.id, o.name, o.file, o.line, 0, o.thread_lo, o.thread_hi] {
                out.extend_from_slice(&v.to_le_bytes());
            }
            out.extend_from_slice(&o.offset.to_le_bytes());
            out.extend_from_slice(&o.bytes.to_le_bytes());
            if let Some(t) = o.time {
                out.extend_from_slice(&t.to_le_bytes());
            }
        }
        Record::Freed { time, addr } => {
            out.extend_from_slice(&[REC_FREED, 0, 0, 0, 0, 0, 0, 0]);
            out.extend_from_slice(&time.to_le_bytes());
            out.extend_from_slice(&addr.to_le_bytes());
        }
    }
}

/// A per-thread trace file open for reading.
pub struct ThreadReader {
    pub path: PathBuf,
    pub header: ThreadHeader,
    stream: RecordStream<BufReader<File>>,
}

impl ThreadReader {
    /// Opens a per-thread file and reads its header.
    pub fn open(path: &Path) -> Result<ThreadReader, FormatError> {
        let err = |offset: u64, message: String| FormatError {
            path: path.to_path_buf(),
            offset,
            message,
        };
        let mut file = File::open(path).map_err(|e| err(0, format!("cannot open: {e}")))?;
        let mut fixed = [0u8; THREAD_HEADER_FIXED];
        file.read_exact(&mut fixed)
            .map_err(|_| err(0, "file shorter than the trace header".to_string()))?;
        if &fixed[..8] != THREAD_MAGIC {
            return Err(err(
                0,
                "not a per-thread trace file (bad magic)".to_string(),
            ));
        }
        let version = le_u32(&fixed, 8);
        if !(OLDEST_VERSION..=VERSION).contains(&version) {
            return Err(err(8, format!("unsupported format version {version}")));
        }
        let data_offset = le_u32(&fixed, 12);
        if (data_offset as usize) < THREAD_HEADER_FIXED || data_offset as usize > 16 << 20 {
            return Err(err(12, format!("corrupt header length {data_offset}")));
        }
        let mut var = vec![0u8; data_offset as usize - THREAD_HEADER_FIXED];
        file.read_exact(&mut var).map_err(|_| {
            err(
                THREAD_HEADER_FIXED as u64,
                "truncated trace header".to_string(),
            )
        })?;
        let flags = le_u32(&fixed, 28);
        let sync = |at: usize| SyncPoint {
            s1: le_u64(&fixed, at),
            m: le_u64(&fixed, at + 8),
            s2: le_u64(&fixed, at + 16),
        };
        let mut c = Cursor { b: &var, pos: 0 };
        let corrupt = |c: &Cursor| {
            err(
                (THREAD_HEADER_FIXED + c.pos) as u64,
                "corrupt trace header".to_string(),
            )
        };
        let program = c.str().ok_or_else(|| corrupt(&c))?;
        let nargs = c.u32().ok_or_else(|| corrupt(&c))?;
        let mut args = Vec::new();
        for _ in 0..nargs {
            args.push(c.str().ok_or_else(|| corrupt(&c))?);
        }
        let host = c.str().ok_or_else(|| corrupt(&c))?;
        let nevents = c.u32().ok_or_else(|| corrupt(&c))?;
        let mut events = Vec::new();
        for _ in 0..nevents {
            let tag = c.u32().ok_or_else(|| corrupt(&c))?;
            let name = c.str().ok_or_else(|| corrupt(&c))?;
            let start_args = c.str().ok_or_else(|| corrupt(&c))?;
            let end_args = c.str().ok_or_else(|| corrupt(&c))?;
            events.push(EventKind {
                tag,
                name,
                desc: None,
                start_args,
                end_args,
                user: false,
            });
        }
        let thread = le_u32(&fixed, 16);
        let header = ThreadHeader {
            version,
            data_offset,
            thread,
            threads: le_u32(&fixed, 20),
            clock: le_u32(&fixed, 24),
            flags,
            tick_rate: f64::from_bits(le_u64(&fixed, 32)),
            run_id: le_u64(&fixed, 40),
            init_ticks: le_u64(&fixed, 48),
            init_wall_ns: le_u64(&fixed, 56),
            start_sync: (flags & FLAG_START_SYNC != 0).then(|| sync(64)),
            end_sync: (flags & FLAG_END_SYNC != 0).then(|| sync(88)),
            record_bytes: le_u64(&fixed, 112),
            ended_by: le_u32(&fixed, 120),
            pid: le_u32(&fixed, 124),
            program,
            args,
            host,
            events,
        };
        if !(header.tick_rate.is_finite() && header.tick_rate > 0.0) {
            return Err(err(32, format!("corrupt tick rate {}", header.tick_rate)));
        }
        Ok(ThreadReader {
            path: path.to_path_buf(),
            stream: RecordStream {
                input: BufReader::with_capacity(1 << 16, file),
                offset: data_offset as u64,
                merged: false,
                thread,
            },
            header,
        })
    }

    /// The next record with its byte offset in the file; None at the end of the records.
    pub fn next_record(&mut self) -> Result<Option<(u64, Record)>, FormatError> {
        let h = &self.header;
        if h.complete() && self.stream.offset >= h.data_offset as u64 + h.record_bytes {
            return Ok(None);
        }
        self.stream.next().map_err(|(offset, message)| FormatError {
            path: self.path.clone(),
            offset,
            message,
        })
    }
}

/// Writes a per-thread file (synthetic traces for tests; the real ones come from the C tool).
pub struct ThreadWriter {
    pub header: ThreadHeader,
    records: Vec<u8>,
    complete: bool,
}

impl ThreadWriter {
    pub fn new(header: ThreadHeader) -> ThreadWriter {
        ThreadWriter {
            header,
            records: Vec::new(),
            complete: true,
        }
    }
    pub fn record(&mut self, r: &Record) {
        encode_record(&mut self.records, r, false);
    }
    /// Marks the file as cut short (no COMPLETE flag), as after a crash.
    pub fn incomplete(&mut self) {
        self.complete = false;
    }
    /// The file's bytes.
    pub fn bytes(&self) -> Vec<u8> {
        let h = &self.header;
        let mut b = Vec::new();
        b.extend_from_slice(THREAD_MAGIC);
        let mut flags = h.flags & !(FLAG_START_SYNC | FLAG_END_SYNC | FLAG_COMPLETE);
        if h.start_sync.is_some() {
            flags |= FLAG_START_SYNC;
        }
        if h.end_sync.is_some() {
            flags |= FLAG_END_SYNC;
        }
        if self.complete {
            flags |= FLAG_COMPLETE;
        }
        for v in [VERSION, 0, h.thread, h.threads, h.clock, flags] {
            b.extend_from_slice(&v.to_le_bytes());
        }
        b.extend_from_slice(&h.tick_rate.to_bits().to_le_bytes());
        for v in [h.run_id, h.init_ticks, h.init_wall_ns] {
            b.extend_from_slice(&v.to_le_bytes());
        }
        for s in [h.start_sync, h.end_sync] {
            let s = s.unwrap_or(SyncPoint { s1: 0, m: 0, s2: 0 });
            for v in [s.s1, s.m, s.s2] {
                b.extend_from_slice(&v.to_le_bytes());
            }
        }
        let record_bytes = if self.complete {
            self.records.len() as u64
        } else {
            0
        };
        b.extend_from_slice(&record_bytes.to_le_bytes());
        b.extend_from_slice(&h.ended_by.to_le_bytes());
        b.extend_from_slice(&h.pid.to_le_bytes());
        put_str(&mut b, &h.program);
        b.extend_from_slice(&(h.args.len() as u32).to_le_bytes());
        for a in &h.args {
            put_str(&mut b, a);
        }
        put_str(&mut b, &h.host);
        b.extend_from_slice(&(h.events.len() as u32).to_le_bytes());
        for e in &h.events {
            b.extend_from_slice(&e.tag.to_le_bytes());
            put_str(&mut b, &e.name);
            put_str(&mut b, &e.start_args);
            put_str(&mut b, &e.end_args);
        }
        b.resize(b.len().div_ceil(8) * 8, 0);
        let data_offset = b.len() as u32;
        b[12..16].copy_from_slice(&data_offset.to_le_bytes());
        b.extend_from_slice(&self.records);
        b
    }
    pub fn write(&self, path: &Path) -> io::Result<()> {
        std::fs::write(path, self.bytes())
    }
}

fn put_str(b: &mut Vec<u8>, s: &str) {
    b.extend_from_slice(&(s.len() as u32).to_le_bytes());
    b.extend_from_slice(s.as_bytes());
}

// ---- merged files -------------------------------------------------------------------------------

/// What the merged file says about each thread.
#[derive(Debug, Clone, PartialEq)]
pub struct ThreadInfo {
    pub thread: u32,
    pub program: String,
    pub args: Vec<String>,
    pub host: String,
    pub pid: u32,
    pub clock: u32,
    pub tick_rate: f64,
    /// The per-thread file's flags (FLAG_*).
    pub flags: u32,
    pub ended_by: u32,
    pub events: u64,
    /// Clock correction applied: offset to thread 0 at start (ns) and drift (ns per s).
    pub offset_ns: f64,
    pub drift: f64,
    /// Problems met while merging this thread (empty: none).
    pub warning: String,
}

thread_local! {
    /// The objects `MergedHeader::object_at` found last (indices; checked against the header
    /// at each use, so an index left by another trace is only a candidate to check).
    static RECENT_OBJECTS: std::cell::Cell<[u32; 8]> = const { std::cell::Cell::new([u32::MAX; 8]) };
}

/// The tables of a merged file.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct MergedHeader {
    pub threads: u32,
    pub event_count: u64,
    /// Wall-clock time (ns since 1970) of merged time 0, approximately.
    pub origin_wall_ns: u64,
    /// Strings; id i is `strings[i - 1]`.
    pub strings: Vec<String>,
    pub events: Vec<EventKind>,
    pub thread_info: Vec<ThreadInfo>,
    /// The shared objects the threads defined (version 2; none in version 1 files).
    pub objects: Vec<SharedObject>,
}

impl MergedHeader {
    pub fn string(&self, id: u32) -> Option<&str> {
        if id == 0 {
            return None;
        }
        self.strings.get(id as usize - 1).map(String::as_str)
    }
    pub fn event_kind(&self, tag: u32) -> Option<&EventKind> {
        self.events.iter().find(|e| e.tag == tag)
    }
    /// The index in `objects` of the object that covers `a` at merged time `time` (None: no
    /// object does): of the objects at that address not freed before `time`, the one freed
    /// first. The allocation's time is not a bound: another thread may reach a `upc_all_alloc`
    /// object before thread 0 records it, but the free of the previous object at an address
    /// comes before its next allocation, and so before every access to that one. Of objects never
    /// freed (a free recorded while measurement was off) the latest allocated by `time` wins.
    /// When every object at that address was freed before `time`, the one freed last.
    ///
    /// The objects found last are tried first: one that covers `a` and lives at `time` is the
    /// answer, since two objects whose lives and ranges overlap cannot both be allocated (only
    /// a lost free makes that rule and the search disagree).
    ///
    /// Only the objects `allowed` takes (by index) are candidates: `export::ObjectViews` leaves
    /// out those that the accessing thread's own events show it cannot reach.
    pub fn object_at(
        &self,
        a: SharedAddr,
        time: u64,
        allowed: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let live = |i: usize| {
            self.objects
                .get(i)
                .is_some_and(|o| o.from <= time && time < o.until && o.holds(a))
                && allowed(i)
        };
        let hit = RECENT_OBJECTS.with(|r| r.get().into_iter().find(|&i| live(i as usize)));
        if let Some(i) = hit {
            return Some(i as usize);
        }
        let found = self
            .objects
            .iter()
            .enumerate()
            .filter(|&(i, o)| time < o.until && o.holds(a) && allowed(i))
            .min_by_key(|(_, o)| {
                let started = o.from <= time;
                (
                    o.until,
                    !started,
                    if started { u64::MAX - o.from } else { o.from },
                )
            })
            .map(|(i, _)| i);
        // No object lives there at `time`: the access is matched to the object at that address
        // freed last before it. The merged clocks of two threads agree only to within their
        // correction's error, so an access just before a barrier can be placed a little after
        // the free that follows the barrier on another thread; and an access to freed memory
        // still touched that object's bytes.
        let Some(found) = found else {
            return self
                .objects
                .iter()
                .enumerate()
                .filter(|&(i, o)| o.until <= time && o.holds(a) && allowed(i))
                .max_by_key(|(_, o)| o.until)
                .map(|(i, _)| i);
        };
        RECENT_OBJECTS.with(|r| {
            let mut recent = r.get();
            recent.rotate_right(1);
            recent[0] = found as u32;
            r.set(recent);
        });
        Some(found)
    }
}

/// Writes a merged file: header and tables first, then records in time order.
pub struct MergedWriter {
    out: BufWriter<File>,
    buf: Vec<u8>,
    count: u64,
}

impl MergedWriter {
    pub fn create(path: &Path, h: &MergedHeader) -> io::Result<MergedWriter> {
        let mut b = Vec::new();
        b.extend_from_slice(MERGED_MAGIC);
        b.extend_from_slice(&VERSION.to_le_bytes());
        b.extend_from_slice(&h.threads.to_le_bytes());
        b.extend_from_slice(&0u64.to_le_bytes()); // event count, set at the end
        b.extend_from_slice(&h.origin_wall_ns.to_le_bytes());
        b.extend_from_slice(&0u64.to_le_bytes()); // records offset, set below
        b.resize(MERGED_HEADER_FIXED, 0);
        b.extend_from_slice(&(h.strings.len() as u32).to_le_bytes());
        for s in &h.strings {
            put_str(&mut b, s);
        }
        b.extend_from_slice(&(h.events.len() as u32).to_le_bytes());
        for e in &h.events {
            b.extend_from_slice(&e.tag.to_le_bytes());
            b.extend_from_slice(&(e.user as u32).to_le_bytes());
            put_str(&mut b, &e.name);
            b.extend_from_slice(&(e.desc.is_some() as u32).to_le_bytes());
            put_str(&mut b, e.desc.as_deref().unwrap_or(""));
            put_str(&mut b, &e.start_args);
            put_str(&mut b, &e.end_args);
        }
        b.extend_from_slice(&(h.thread_info.len() as u32).to_le_bytes());
        for t in &h.thread_info {
            b.extend_from_slice(&t.thread.to_le_bytes());
            put_str(&mut b, &t.program);
            b.extend_from_slice(&(t.args.len() as u32).to_le_bytes());
            for a in &t.args {
                put_str(&mut b, a);
            }
            put_str(&mut b, &t.host);
            for v in [t.pid, t.clock, t.flags, t.ended_by] {
                b.extend_from_slice(&v.to_le_bytes());
            }
            b.extend_from_slice(&t.tick_rate.to_bits().to_le_bytes());
            b.extend_from_slice(&t.events.to_le_bytes());
            b.extend_from_slice(&t.offset_ns.to_bits().to_le_bytes());
            b.extend_from_slice(&t.drift.to_bits().to_le_bytes());
            put_str(&mut b, &t.warning);
        }
        b.extend_from_slice(&(h.objects.len() as u32).to_le_bytes());
        for o in &h.objects {
            put_str(&mut b, &o.name);
            put_str(&mut b, &o.file);
            for v in [o.line, o.defined_by, o.thread_lo, o.thread_hi] {
                b.extend_from_slice(&v.to_le_bytes());
            }
            for v in [o.offset, o.bytes, o.from, o.until] {
                b.extend_from_slice(&v.to_le_bytes());
            }
        }
        b.resize(b.len().div_ceil(8) * 8, 0);
        let records_offset = b.len() as u64;
        b[32..40].copy_from_slice(&records_offset.to_le_bytes());
        let mut out = BufWriter::with_capacity(1 << 16, File::create(path)?);
        out.write_all(&b)?;
        Ok(MergedWriter {
            out,
            buf: Vec::with_capacity(64),
            count: 0,
        })
    }

    pub fn record(&mut self, r: &Record) -> io::Result<()> {
        self.buf.clear();
        encode_record(&mut self.buf, r, true);
        if matches!(r, Record::Event(_)) {
            self.count += 1;
        }
        self.out.write_all(&self.buf)
    }

    /// Writes the event count and closes the file.
    pub fn finish(mut self) -> io::Result<u64> {
        self.out.flush()?;
        let mut f = self.out.into_inner().map_err(|e| e.into_error())?;
        f.seek(SeekFrom::Start(16))?;
        f.write_all(&self.count.to_le_bytes())?;
        f.sync_all()?;
        Ok(self.count)
    }
}

/// A merged file open for reading.
pub struct MergedReader {
    pub path: PathBuf,
    pub header: MergedHeader,
    stream: RecordStream<BufReader<File>>,
    remaining: u64,
}

impl MergedReader {
    pub fn open(path: &Path) -> Result<MergedReader, FormatError> {
        let err = |offset: u64, message: &str| FormatError {
            path: path.to_path_buf(),
            offset,
            message: message.to_string(),
        };
        let mut file = File::open(path).map_err(|e| FormatError {
            path: path.to_path_buf(),
            offset: 0,
            message: format!("cannot open: {e}"),
        })?;
        let mut fixed = [0u8; MERGED_HEADER_FIXED];
        file.read_exact(&mut fixed)
            .map_err(|_| err(0, "file shorter than the merged trace header"))?;
        if &fixed[..8] != MERGED_MAGIC {
            return Err(err(
                0,
                "not a merged trace (bad magic; run `trace merge` first)",
            ));
        }
        let version = le_u32(&fixed, 8);
        if !(OLDEST_VERSION..=VERSION).contains(&version) {
            return Err(err(8, "unsupported merged format version"));
        }
        let records_offset = le_u64(&fixed, 32);
        if records_offset < MERGED_HEADER_FIXED as u64 || records_offset > 1 << 32 {
            return Err(err(32, "corrupt merged header"));
        }
        let mut tables = vec![0u8; records_offset as usize - MERGED_HEADER_FIXED];
        file.read_exact(&mut tables)
            .map_err(|_| err(MERGED_HEADER_FIXED as u64, "truncated merged header"))?;
        let mut c = Cursor { b: &tables, pos: 0 };
        let bad = |c: &Cursor| {
            err(
                (MERGED_HEADER_FIXED + c.pos) as u64,
                "corrupt merged tables",
            )
        };
        let mut h = MergedHeader {
            threads: le_u32(&fixed, 12),
            event_count: le_u64(&fixed, 16),
            origin_wall_ns: le_u64(&fixed, 24),
            ..Default::default()
        };
        let n = c.u32().ok_or_else(|| bad(&c))?;
        for _ in 0..n {
            h.strings.push(c.str().ok_or_else(|| bad(&c))?);
        }
        let n = c.u32().ok_or_else(|| bad(&c))?;
        for _ in 0..n {
            let tag = c.u32().ok_or_else(|| bad(&c))?;
            let user = c.u32().ok_or_else(|| bad(&c))? != 0;
            let name = c.str().ok_or_else(|| bad(&c))?;
            let has_desc = c.u32().ok_or_else(|| bad(&c))? != 0;
            let desc = c.str().ok_or_else(|| bad(&c))?;
            let start_args = c.str().ok_or_else(|| bad(&c))?;
            let end_args = c.str().ok_or_else(|| bad(&c))?;
            h.events.push(EventKind {
                tag,
                name,
                desc: has_desc.then_some(desc),
                start_args,
                end_args,
                user,
            });
        }
        let n = c.u32().ok_or_else(|| bad(&c))?;
        for _ in 0..n {
            let thread = c.u32().ok_or_else(|| bad(&c))?;
            let program = c.str().ok_or_else(|| bad(&c))?;
            let nargs = c.u32().ok_or_else(|| bad(&c))?;
            let mut args = Vec::new();
            for _ in 0..nargs {
                args.push(c.str().ok_or_else(|| bad(&c))?);
            }
            let host = c.str().ok_or_else(|| bad(&c))?;
            let pid = c.u32().ok_or_else(|| bad(&c))?;
            let clock = c.u32().ok_or_else(|| bad(&c))?;
            let flags = c.u32().ok_or_else(|| bad(&c))?;
            let ended_by = c.u32().ok_or_else(|| bad(&c))?;
            let tick_rate = c.f64().ok_or_else(|| bad(&c))?;
            let events = c.u64().ok_or_else(|| bad(&c))?;
            let offset_ns = c.f64().ok_or_else(|| bad(&c))?;
            let drift = c.f64().ok_or_else(|| bad(&c))?;
            let warning = c.str().ok_or_else(|| bad(&c))?;
            h.thread_info.push(ThreadInfo {
                thread,
                program,
                args,
                host,
                pid,
                clock,
                tick_rate,
                flags,
                ended_by,
                events,
                offset_ns,
                drift,
                warning,
            });
        }
        let n = if version >= 2 {
            c.u32().ok_or_else(|| bad(&c))?
        } else {
            0
        };
        for _ in 0..n {
            let name = c.str().ok_or_else(|| bad(&c))?;
            let file = c.str().ok_or_else(|| bad(&c))?;
            let mut v = [0u32; 4];
            for x in &mut v {
                *x = c.u32().ok_or_else(|| bad(&c))?;
            }
            let offset = c.u64().ok_or_else(|| bad(&c))?;
            let bytes = c.u64().ok_or_else(|| bad(&c))?;
            let (from, until) = if version >= 3 {
                let from = c.u64().ok_or_else(|| bad(&c))?;
                (from, c.u64().ok_or_else(|| bad(&c))?)
            } else {
                (0, NEVER)
            };
            h.objects.push(SharedObject {
                name,
                file,
                line: v[0],
                defined_by: v[1],
                thread_lo: v[2],
                thread_hi: v[3],
                offset,
                bytes,
                from,
                until,
            });
        }
        Ok(MergedReader {
            path: path.to_path_buf(),
            remaining: h.event_count,
            header: h,
            stream: RecordStream {
                input: BufReader::with_capacity(1 << 16, file),
                offset: records_offset,
                merged: true,
                thread: 0,
            },
        })
    }

    /// The next record (events and control records, in time order); None at the end.
    pub fn next_record(&mut self) -> Result<Option<Record>, FormatError> {
        match self.stream.next() {
            Ok(Some((_, r))) => {
                if matches!(r, Record::Event(_)) {
                    self.remaining = self.remaining.saturating_sub(1);
                }
                Ok(Some(r))
            }
            Ok(None) if self.remaining > 0 => Err(FormatError {
                path: self.path.clone(),
                offset: self.stream.offset,
                message: format!("{} events missing at the end", self.remaining),
            }),
            Ok(None) => Ok(None),
            Err((offset, message)) => Err(FormatError {
                path: self.path.clone(),
                offset,
                message,
            }),
        }
    }
}
