//! `pgas-xlate trace export` of a synthetic merged trace: Chrome JSON parsed back with
//! serde_json, Perfetto protobuf decoded here field by field (and, when the `perfetto` Python
//! package is installed, parsed with its own message classes), OTF2 read back with otf2-print
//! (built whenever build.rs finds libotf2; without it the command must fail with a clear message).
//!
//! The trace has what the pairing must handle: nesting, an atomic event, an end without a
//! start, slices left open by a crash, measurement switched off inside a slice, and
//! non-LIFO closing.

mod common;
mod trace_support;
use common::*;
use pgas_xlate::trace::format::*;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use trace_support::*;

/// Writes the per-thread traces and merges them; returns the merged file.
fn merged_trace(name: &str) -> (PathBuf, PathBuf) {
    let dir = scratch(name);
    let c = EXACT;
    let (mut b0, mut b1) = two_threads(c);
    b1.w.header.end_sync = Some(sync_at(c, c, 1e6, 10.0));
    // The get's source is a pointer-to-shared, as the tool records it: thread 1's get (source
    // word 2: thread 0, offset 2) reads thread 0's memory, thread 0's (0x10) its own.
    for b in [&mut b0, &mut b1] {
        b.w.header.events[4].start_args = "i is_relaxed,p dst,S src,z n".into();
        b.w.header.events[4].end_args = "i is_relaxed,p dst,S src,z n".into();
    }
    b0.user_event(USEREVT_START, "phase \"one\"", Some("step %d"), "i arg1");
    // Thread 0: function > barrier; get (with pointer args); user atomic; an end without start.
    let sig = b0.string("int main(int, char **)");
    b0.event(1000.0, FUNC, GASP_START, "main.upc", 3, vec![sig as u64]);
    b0.event(
        2000.0,
        BARRIER,
        GASP_START,
        "main.upc",
        10,
        vec![1, (-5i64) as u64],
    );
    b0.event(
        3000.0,
        BARRIER,
        GASP_END,
        "main.upc",
        10,
        vec![1, (-5i64) as u64],
    );
    b0.event(
        3500.0,
        GET,
        GASP_START,
        "main.upc",
        11,
        vec![0, 0x7ffd_0000, 0x10, 8],
    );
    b0.event(
        3600.0,
        GET,
        GASP_END,
        "main.upc",
        11,
        vec![0, 0x7ffd_0000, 0x10, 8],
    );
    b0.event(3700.0, USEREVT_START, GASP_ATOMIC, "main.upc", 12, vec![42]);
    b0.event(3800.0, FENCE, GASP_END, "main.upc", 13, vec![]); // no start: dropped
    b0.event(4000.0, FUNC, GASP_END, "main.upc", 3, vec![sig as u64]);
    // Measurement off inside a barrier: the slice is closed there; its late end is dropped.
    b0.event(5000.0, BARRIER, GASP_START, "main.upc", 20, vec![0, 0]);
    b0.control(5500.0, false);
    b0.control(6000.0, true);
    b0.event(6500.0, BARRIER, GASP_END, "main.upc", 20, vec![0, 0]);
    // Thread 1: the fence closes first while a get opened inside it is still open (non-LIFO),
    // then a barrier left open by a crash.
    b1.event(1500.0, FENCE, GASP_START, "other.upc", 1, vec![]);
    b1.event(1600.0, GET, GASP_START, "other.upc", 2, vec![1, 1, 2, 3]);
    b1.event(1700.0, FENCE, GASP_END, "other.upc", 1, vec![]);
    b1.event(7000.0, BARRIER, GASP_START, "other.upc", 9, vec![0, 0]);
    b1.event(
        7100.0,
        NONCOLLECTIVE_EXIT,
        GASP_ATOMIC,
        "other.upc",
        9,
        vec![3],
    );
    b1.w.header.ended_by = ENDED_NONCOLLECTIVE_EXIT;
    b1.w.incomplete();
    b0.write(&dir);
    b1.write(&dir);
    let out = dir.join("run.pxm");
    trace_merge(&dir, &out);
    (dir, out)
}

/// The slices every format must show: (thread, kind B/E/i, time ns, name), in order.
fn expected() -> Vec<(u32, char, u64, &'static str)> {
    // Merged time 0 is the first event (thread 0 at 1000 ns).
    vec![
        (0, 'B', 0, "int main(int, char **)"),
        (1, 'B', 500, "upc_fence"),
        (1, 'B', 600, "upc_get"),
        (1, 'E', 700, "upc_get"),
        (1, 'E', 700, "upc_fence"),
        (0, 'B', 1000, "upc_barrier"),
        (0, 'E', 2000, "upc_barrier"),
        (0, 'B', 2500, "upc_get"),
        (0, 'E', 2600, "upc_get"),
        (0, 'i', 2700, "phase \"one\""),
        (0, 'E', 3000, "int main(int, char **)"),
        (0, 'B', 4000, "upc_barrier"),
        (0, 'E', 4500, "upc_barrier"),
        (0, 'i', 4500, "measurement off"),
        (0, 'i', 5000, "measurement on"),
        (1, 'B', 6000, "upc_barrier"),
        (1, 'i', 6100, "upc_noncollective_exit"),
        (1, 'E', 6100, "upc_barrier"),
    ]
}

#[test]
fn chrome_json_parses_back_with_balanced_pairs() {
    let (dir, merged) = merged_trace("trace-export-chrome");
    let json = dir.join("run.json");
    let out = check_export("chrome-json", &merged, &json);
    let err = text(&out.stderr);
    assert!(
        err.contains("2 end events without a start were dropped"),
        "{err}"
    );
    assert!(err.contains("1 slices still open"), "{err}");

    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    assert_eq!(v["displayTimeUnit"], "ns");
    assert_eq!(v["otherData"]["program"], "./synthetic");
    let events = v["traceEvents"].as_array().unwrap();
    let meta: Vec<_> = events.iter().filter(|e| e["ph"] == "M").collect();
    assert!(meta.iter().any(|e| e["name"] == "thread_name"
        && e["tid"] == 1
        && e["args"]["name"] == "UPC thread 1"));
    assert!(meta
        .iter()
        .any(|e| e["name"] == "process_name" && e["args"]["name"] == "./synthetic"));
    let got: Vec<(u32, char, u64, String)> = events
        .iter()
        .filter(|e| e["ph"] != "M" && e["ph"] != "C" && e["cat"] != "flow")
        .map(|e| {
            let ts = e["ts"].as_f64().unwrap();
            (
                e["tid"].as_u64().unwrap() as u32,
                e["ph"].as_str().unwrap().chars().next().unwrap(),
                (ts * 1000.0).round() as u64,
                e["name"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let want: Vec<(u32, char, u64, String)> = expected()
        .into_iter()
        .map(|(t, k, ts, n)| (t, k, ts, n.to_string()))
        .collect();
    assert_eq!(got, want);
    // Begin/end pairs nest per thread.
    let mut stacks: HashMap<u64, Vec<String>> = HashMap::new();
    for e in events.iter().filter(|e| e["ph"] == "B" || e["ph"] == "E") {
        let s = stacks.entry(e["tid"].as_u64().unwrap()).or_default();
        let name = e["name"].as_str().unwrap().to_string();
        if e["ph"] == "B" {
            s.push(name);
        } else {
            assert_eq!(s.pop(), Some(name));
        }
    }
    assert!(stacks.values().all(|s| s.is_empty()));
    // Arguments: names from the event tables, pointers as hex, negative ints, sources.
    let barrier = events
        .iter()
        .find(|e| e["name"] == "upc_barrier" && e["ph"] == "B")
        .unwrap();
    assert_eq!(barrier["args"]["named"], 1);
    assert_eq!(barrier["args"]["expr"], -5);
    assert_eq!(barrier["args"]["source"], "main.upc:10:1");
    assert_eq!(barrier["cat"], "upc");
    let get = events
        .iter()
        .find(|e| e["name"] == "upc_get" && e["tid"] == 0)
        .unwrap();
    assert_eq!(get["args"]["dst"], "0x7ffd0000");
    assert_eq!(get["args"]["n"], 8);
    let user = events
        .iter()
        .find(|e| e["ph"] == "i" && e["cat"] == "user")
        .unwrap();
    assert_eq!(user["args"]["arg1"], 42);
    assert_eq!(user["s"], "t");
    let unfinished = events
        .iter()
        .find(|e| e["ph"] == "E" && e["tid"] == 1 && e["name"] == "upc_barrier")
        .unwrap();
    assert_eq!(unfinished["args"]["unfinished"], 1);
    // Thread 1's get of 3 bytes from thread 0: a flow from its start on thread 1 to a mark at
    // its end on thread 0; the bytes in flight of thread 1 as a counter.
    let flow: Vec<(String, u64, u64, String)> = events
        .iter()
        .filter(|e| e["cat"] == "flow")
        .map(|e| {
            (
                e["ph"].as_str().unwrap().to_string(),
                e["tid"].as_u64().unwrap(),
                (e["ts"].as_f64().unwrap() * 1000.0).round() as u64,
                e["name"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        flow,
        vec![
            ("s".to_string(), 1, 600, "get".to_string()),
            (
                "X".to_string(),
                0,
                700,
                "get of 3 B by thread 1".to_string()
            ),
            ("f".to_string(), 0, 700, "get".to_string()),
        ]
    );
    let ids: Vec<&serde_json::Value> = events
        .iter()
        .filter(|e| e["ph"] == "s" || e["ph"] == "f")
        .map(|e| &e["id"])
        .collect();
    assert!(ids.len() == 2 && ids[0] == ids[1], "{ids:?}");
    let counters: Vec<(u64, u64)> = events
        .iter()
        .filter(|e| e["ph"] == "C")
        .map(|e| {
            assert_eq!(e["name"], "bytes in flight (UPC thread 1)");
            (
                (e["ts"].as_f64().unwrap() * 1000.0).round() as u64,
                e["args"]["bytes"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(counters, vec![(600, 3), (700, 0)]);
    // Above the threshold only.
    let json = dir.join("run-big.json");
    check(
        xlate()
            .args([
                "trace",
                "export",
                "--format",
                "chrome-json",
                "--flow-threshold",
                "4",
            ])
            .arg(&merged)
            .arg("-o")
            .arg(&json),
    );
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let events = v["traceEvents"].as_array().unwrap();
    assert!(!events.iter().any(|e| e["cat"] == "flow"));
    assert_eq!(events.iter().filter(|e| e["ph"] == "C").count(), 2);
}

// ---- a minimal protobuf decoder for the check --------------------------------------------------

#[derive(Debug, Clone)]
enum Field {
    Varint(u64),
    Fixed64(u64),
    Bytes(Vec<u8>),
}

fn decode(mut b: &[u8]) -> Vec<(u64, Field)> {
    fn varint(b: &mut &[u8]) -> u64 {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = b[0];
            *b = &b[1..];
            v |= ((byte & 0x7f) as u64) << shift;
            if byte < 0x80 {
                return v;
            }
        }
        panic!("varint too long");
    }
    let mut out = Vec::new();
    while !b.is_empty() {
        let key = varint(&mut b);
        let field = match key & 7 {
            0 => Field::Varint(varint(&mut b)),
            1 => {
                let v = u64::from_le_bytes(b[..8].try_into().unwrap());
                b = &b[8..];
                Field::Fixed64(v)
            }
            2 => {
                let n = varint(&mut b) as usize;
                let v = b[..n].to_vec();
                b = &b[n..];
                Field::Bytes(v)
            }
            w => panic!("unexpected wire type {w}"),
        };
        out.push((key >> 3, field));
    }
    out
}

fn get(fields: &[(u64, Field)], n: u64) -> Option<&Field> {
    fields.iter().find(|(k, _)| *k == n).map(|(_, f)| f)
}
fn varint_of(fields: &[(u64, Field)], n: u64) -> Option<u64> {
    match get(fields, n)? {
        Field::Varint(v) => Some(*v),
        _ => None,
    }
}
fn bytes_of(fields: &[(u64, Field)], n: u64) -> Option<Vec<u8>> {
    match get(fields, n)? {
        Field::Bytes(v) => Some(v.clone()),
        _ => None,
    }
}
fn string_of(fields: &[(u64, Field)], n: u64) -> Option<String> {
    bytes_of(fields, n).map(|b| String::from_utf8(b).unwrap())
}

#[test]
fn perfetto_protobuf_decodes_to_the_same_slices() {
    let (dir, merged) = merged_trace("trace-export-perfetto");
    let pb = dir.join("run.pftrace");
    check_export("perfetto", &merged, &pb);
    let bytes = std::fs::read(&pb).unwrap();
    let trace = decode(&bytes);
    assert!(trace
        .iter()
        .all(|(k, f)| *k == 1 && matches!(f, Field::Bytes(_))));
    let packets: Vec<Vec<(u64, Field)>> = trace
        .iter()
        .map(|(_, f)| match f {
            Field::Bytes(b) => decode(b),
            _ => unreachable!(),
        })
        .collect();
    // Track descriptors: the process, then the two threads (each followed by its counter of
    // bytes in flight).
    let all_tracks: Vec<Vec<(u64, Field)>> = packets
        .iter()
        .filter_map(|p| bytes_of(p, 60).map(|b| decode(&b)))
        .collect();
    let (counters, tracks): (Vec<_>, Vec<_>) =
        all_tracks.into_iter().partition(|t| get(t, 8).is_some());
    assert_eq!(tracks.len(), 3);
    assert_eq!(counters.len(), 2);
    let mut counter_of_thread = HashMap::new();
    for c in &counters {
        let name = string_of(c, 2).unwrap();
        let unit = decode(&bytes_of(c, 8).unwrap());
        assert_eq!(varint_of(&unit, 3), Some(3), "unit: bytes");
        let t: u32 = name
            .strip_prefix("UPC thread ")
            .and_then(|n| n.strip_suffix(": bytes in flight"))
            .unwrap()
            .parse()
            .unwrap();
        counter_of_thread.insert(varint_of(c, 1).unwrap(), t);
    }
    let process = decode(&bytes_of(&tracks[0], 3).unwrap());
    assert_eq!(string_of(&process, 6).as_deref(), Some("./synthetic"));
    let mut uuid_of_thread = HashMap::new();
    for t in &tracks[1..] {
        let th = decode(&bytes_of(t, 4).unwrap());
        let tid = varint_of(&th, 2).unwrap();
        assert_eq!(
            string_of(&th, 5).unwrap(),
            format!("UPC thread {}", tid - 1)
        );
        assert_eq!(
            varint_of(t, 5),
            varint_of(&tracks[0], 1),
            "parent is the process"
        );
        uuid_of_thread.insert(varint_of(t, 1).unwrap(), (tid - 1) as u32);
    }
    assert_eq!(
        varint_of(&packets[0], 13),
        Some(1),
        "incremental state cleared"
    );
    // Track events: same sequence as the Chrome export; end events carry no name, so the
    // name of a closed slice comes from a per-track stack.
    // Flows and counters are checked apart.
    let mut stacks: HashMap<u32, Vec<String>> = HashMap::new();
    let mut got = Vec::new();
    let mut flow_starts = Vec::new();
    let mut flow_ends = Vec::new();
    let mut counted = Vec::new();
    for p in &packets {
        let Some(ev) = bytes_of(p, 11) else { continue };
        assert_eq!(varint_of(p, 10), Some(1), "sequence id");
        let ev = decode(&ev);
        let time = varint_of(p, 8).unwrap();
        let track = varint_of(&ev, 11).unwrap();
        if let Some(t) = counter_of_thread.get(&track) {
            assert_eq!(varint_of(&ev, 9), Some(4), "counter event");
            counted.push((*t, time, varint_of(&ev, 30).unwrap()));
            continue;
        }
        let thread = uuid_of_thread[&track];
        if let Some(Field::Fixed64(id)) = get(&ev, 47) {
            flow_starts.push((*id, thread, time, string_of(&ev, 23).unwrap()));
        }
        if let Some(Field::Fixed64(id)) = get(&ev, 48) {
            assert_eq!(string_of(&ev, 22).as_deref(), Some("flow"));
            flow_ends.push((*id, thread, time, string_of(&ev, 23).unwrap()));
            continue;
        }
        let stack = stacks.entry(thread).or_default();
        let (kind, name) = match varint_of(&ev, 9).unwrap() {
            1 => {
                let n = string_of(&ev, 23).unwrap();
                stack.push(n.clone());
                ('B', n)
            }
            2 => {
                assert!(string_of(&ev, 23).is_none());
                ('E', stack.pop().expect("an end closes an open slice"))
            }
            3 => ('i', string_of(&ev, 23).unwrap()),
            t => panic!("track event type {t}"),
        };
        got.push((thread, kind, time, name));
    }
    let want: Vec<(u32, char, u64, String)> = expected()
        .into_iter()
        .map(|(t, k, ts, n)| (t, k, ts, n.to_string()))
        .collect();
    assert_eq!(got, want);
    // Thread 1's get of 3 bytes from thread 0's memory: an arrow from its start to the end of
    // the get (closed by the fence's end) on thread 0; thread 0's get is from its own memory.
    assert_eq!(flow_starts, vec![(1, 1, 600, "upc_get".to_string())]);
    assert_eq!(
        flow_ends,
        vec![(1, 0, 700, "get of 3 B by thread 1".to_string())]
    );
    assert_eq!(counted, vec![(1, 600, 3), (1, 700, 0)]);
    // Debug annotations of the first barrier: named = 1, expr = -5 (int64), source string.
    let barrier = packets
        .iter()
        .filter_map(|p| bytes_of(p, 11).map(|b| decode(&b)))
        .find(|ev| string_of(ev, 23).as_deref() == Some("upc_barrier"))
        .unwrap();
    let ann: HashMap<String, Field> = barrier
        .iter()
        .filter(|(k, _)| *k == 4)
        .map(|(_, f)| match f {
            Field::Bytes(b) => {
                let a = decode(b);
                let name = string_of(&a, 10).unwrap();
                let value = a.into_iter().find(|(k, _)| *k != 10).unwrap().1;
                (name, value)
            }
            _ => unreachable!(),
        })
        .collect();
    assert!(matches!(ann["named"], Field::Varint(1)));
    assert!(matches!(ann["expr"], Field::Varint(v) if v as i64 == -5));
    assert!(matches!(&ann["source"], Field::Bytes(b) if b == b"main.upc:10:1"));

    // The perfetto Python package's own message classes, when installed.
    let script = r#"
import sys
from perfetto.protos.perfetto.trace import perfetto_trace_pb2 as pb
t = pb.Trace()
t.ParseFromString(open(sys.argv[1], 'rb').read())
kinds = {1: 'B', 2: 'E', 3: 'i'}
names = {}
for p in t.packet:
    if p.HasField('track_descriptor'):
        d = p.track_descriptor
        if d.HasField('thread'):
            names[d.uuid] = d.thread.thread_name
flows = []
for p in t.packet:
    if p.HasField('track_event'):
        e = p.track_event
        flows += [('start', i, names[e.track_uuid]) for i in e.flow_ids]
        flows += [('end', i, names[e.track_uuid]) for i in e.terminating_flow_ids]
        if e.type != 4 and 'flow' not in e.categories:
            print(names[e.track_uuid], kinds[e.type], p.timestamp, e.name)
print(flows)
"#;
    let Some(python) = perfetto_python() else {
        eprintln!("note: the perfetto Python package is not installed; decoded by this test only");
        return;
    };
    let out = check(
        std::process::Command::new(python)
            .args(["-c", script])
            .arg(&pb),
    );
    let mut lines: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
    assert_eq!(
        lines.pop().unwrap(),
        "[('start', 1, 'UPC thread 1'), ('end', 1, 'UPC thread 0')]"
    );
    let want: Vec<String> = expected()
        .into_iter()
        .map(|(t, k, ts, n)| {
            format!("UPC thread {t} {k} {ts} {}", if k == 'E' { "" } else { n })
                .trim_end()
                .to_string()
        })
        .collect();
    let lines: Vec<String> = lines.iter().map(|l| l.trim_end().to_string()).collect();
    assert_eq!(lines, want);
}

/// The binary a plain `cargo build --release` makes exports OTF2 whenever the C compiler's
/// library path has libotf2 (build.rs looks there), as on every machine the README sets up.
#[test]
fn otf2_is_built_in_when_libotf2_is_installed() {
    let out = std::process::Command::new("cc")
        .arg("-print-file-name=libotf2.so")
        .output()
        .expect("cc");
    let lib = std::path::PathBuf::from(text(&out.stdout).trim());
    let installed = lib.is_absolute() && lib.exists();
    let refused = std::env::var_os("PGAS_XLATE_NO_OTF2").is_some_and(|v| !v.is_empty() && v != "0");
    assert_eq!(
        cfg!(otf2),
        installed && !refused,
        "libotf2 at {}: OTF2 export built in: {}",
        lib.display(),
        cfg!(otf2)
    );
}

#[cfg(not(otf2))]
#[test]
fn otf2_without_libotf2_fails_clearly() {
    let (dir, merged) = merged_trace("trace-export-otf2-off");
    let out = trace_export("otf2", &merged, &dir.join("run.otf2"));
    assert_eq!(out.status.code(), Some(3));
    let err = text(&out.stderr);
    assert_eq!(
        err,
        "error: OTF2 export is unavailable: libotf2 was not found when this pgas-xlate was built; \
         install it (Debian package libotf2-trace-dev) and rebuild (`touch build.rs && cargo build --release`)\n"
    );
    assert!(!dir.join("run.otf2").exists());
}

#[cfg(otf2)]
#[test]
fn otf2_archive_reads_back_with_otf2_print() {
    let (dir, merged) = merged_trace("trace-export-otf2");
    let archive = dir.join("run.otf2");
    check_export("otf2", &merged, &archive);
    let listing = otf2_print(&archive, &[]);
    // ENTER/LEAVE per slice, both for an instant; in time order, per location.
    let got: Vec<(u32, char, u64, String)> = listing
        .lines()
        .filter(|l| l.starts_with("ENTER") || l.starts_with("LEAVE"))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            // Region: "NAME" <id> (NAME may hold quotes)
            let start = l.find("Region: \"").unwrap() + 9;
            let name = l[start..l.rfind("\" <").unwrap()].to_string();
            (
                f[1].parse().unwrap(),
                if f[0] == "ENTER" { 'B' } else { 'E' },
                f[2].parse().unwrap(),
                name,
            )
        })
        .collect();
    let want: Vec<(u32, char, u64, String)> = expected()
        .into_iter()
        .flat_map(|(t, k, ts, n)| match k {
            'i' => vec![(t, 'B', ts, n.to_string()), (t, 'E', ts, n.to_string())],
            _ => vec![(t, k, ts, n.to_string())],
        })
        .collect();
    assert_eq!(got, want);
    // The events' arguments are attributes of their records.
    let attributes_of = |record: &str, region: &str| -> Vec<String> {
        let lines: Vec<&str> = listing.lines().collect();
        lines
            .windows(2)
            .filter(|w| w[0].starts_with(record) && w[0].contains(&format!("\"{region}\"")))
            .map(|w| w[1].trim().to_string())
            .collect()
    };
    let barrier = attributes_of("ENTER", "upc_barrier");
    assert!(
        barrier[0].contains("(\"named\" <") && barrier[0].contains("; INT64; 1)"),
        "{barrier:?}"
    );
    assert!(barrier[0].contains("; INT64; -5)"), "{barrier:?}");
    assert!(
        barrier[0].contains("STRING; \"main.upc:10:1\""),
        "{barrier:?}"
    );
    // Thread 0's get (thread 1's was closed by its fence: no arguments on that end).
    let get = attributes_of("LEAVE", "upc_get");
    assert!(
        get.iter().any(|a| a.contains("(\"dst\" <")
            && a.contains(&format!("UINT64; {})", 0x7ffd_0000u64))
            && a.contains("(\"n\" <")
            && a.contains("UINT64; 8)")),
        "{get:?}"
    );
    assert!(
        get.iter().any(|a| a.contains("closed_by_outer_end")),
        "{get:?}"
    );
    let user = attributes_of("ENTER", "phase \"one\"");
    assert!(
        user.iter()
            .any(|a| a.contains("(\"arg1\" <") && a.contains("INT64; 42)")),
        "{listing}"
    );
    let defs = otf2_print(&archive, &["-G"]);
    assert!(defs.contains("UPC thread 1"), "{defs}");
    // Functions are regions of the compiler paradigm, user events of the user paradigm.
    let region = |name: &str| {
        defs.lines()
            .find(|l| l.starts_with("REGION") && l.contains(&format!("Name: \"{name}\"")))
            .unwrap_or_else(|| panic!("no region {name}: {defs}"))
            .to_string()
    };
    assert!(
        region("int main(int, char **)").contains("Paradigm: COMPILER"),
        "{defs}"
    );
    assert!(region("phase \"one\"").contains("Paradigm: USER"), "{defs}");
    assert!(region("upc_barrier").contains("Paradigm: UPC"), "{defs}");
    assert!(defs.contains("upc_barrier"), "{defs}");
}

/// Builds samples/upc/NAME.upc with `--profile` through the backend `to`, runs it on 4
/// processes and merges its traces; returns the merged file.
#[cfg(otf2)]
fn traced_sample(name: &str, to: &str) -> PathBuf {
    let dir = scratch(&format!("trace-export-rma-{name}-{to}"));
    let src = root().join(format!("samples/upc/{name}.upc"));
    traced_run(&dir, &src, name, &["--to", to, "--profile"], 4).1
}

/// Exports `merged` to an OTF2 archive beside it; returns the archive and its events as
/// otf2-print lists them.
#[cfg(otf2)]
fn otf2_printed(merged: &Path) -> (PathBuf, String) {
    let archive = merged.with_extension("otf2");
    check_export("otf2", merged, &archive);
    let printed = otf2_print(&archive, &[]);
    (archive, printed)
}

/// The value after `key: ` in an otf2-print line.
#[cfg(otf2)]
fn otf2_field<'a>(line: &'a str, key: &str) -> &'a str {
    let start = line
        .find(&format!("{key}: "))
        .unwrap_or_else(|| panic!("no {key} in `{line}`"))
        + key.len()
        + 2;
    line[start..].split([',', ' ']).next().unwrap()
}

/// The OTF2 export of samples under both backends is what the viewers' RMA analyses read:
/// one RmaGet/RmaPut per one-sided access with its target and bytes (counts and byte totals
/// equal to the summary's), each completed; barriers and collectives as RMA collectives; locks
/// as lock records; a system tree of nodes with one location per thread, the threads as a
/// communicator with the shared memory as its window. (The export wrote Enter/Leave records
/// only.)
#[cfg(otf2)]
#[test]
fn otf2_rma_records_match_the_summary_under_both_backends() {
    use pgas_xlate::trace::summary::summarize;
    for to in ["upcr", "ga"] {
        for name in ["mem_nb", "locks_attempt", "coll_broadcast"] {
            let what = format!("{name} --to {to}");
            let merged = traced_sample(name, to);
            let sum = summarize(&merged).unwrap();
            let calls = |event: &str| -> u64 {
                sum.events
                    .iter()
                    .find(|e| e.name == event)
                    .map_or(0, |e| e.calls)
            };
            let (archive, listing) = otf2_printed(&merged);
            let records = |kind: &str| -> Vec<&str> {
                listing
                    .lines()
                    .filter(|l| l.split_whitespace().next() == Some(kind))
                    .collect()
            };
            for (kind, totals) in [("RMA_GET", sum.gets), ("RMA_PUT", sum.puts)] {
                let rs = records(kind);
                let bytes: u64 = rs
                    .iter()
                    .map(|l| otf2_field(l, "Bytes").parse::<u64>().unwrap())
                    .sum();
                assert_eq!(
                    (rs.len() as u64, bytes),
                    (totals.calls, totals.bytes),
                    "{what}: {kind} records and bytes"
                );
                assert!(
                    rs.iter()
                        .all(|l| otf2_field(l, "Remote").parse::<u32>().unwrap() < 4),
                    "{what}: every {kind} names its target thread"
                );
            }
            assert!(sum.gets.calls + sum.puts.calls > 0, "{what}: no accesses");
            let completed = records("RMA_OP_COMPLETE_BLOCKING").len()
                + records("RMA_OP_COMPLETE_NON_BLOCKING").len();
            assert_eq!(
                completed as u64,
                sum.gets.calls + sum.puts.calls,
                "{what}: every access completed"
            );
            if name == "mem_nb" {
                assert!(
                    !records("RMA_OP_COMPLETE_NON_BLOCKING").is_empty(),
                    "{what}: non-blocking completions"
                );
            }
            // Barriers (and upc_wait) and the collectives.
            let collectives = calls("GASP_UPC_BARRIER")
                + calls("GASP_UPC_WAIT")
                + calls("GASP_UPC_ALL_BROADCAST")
                + calls("GASP_UPC_ALL_LOCK_ALLOC")
                + calls("GASP_UPC_ALL_ALLOC");
            let ends = records("RMA_COLLECTIVE_END");
            assert_eq!(records("RMA_COLLECTIVE_BEGIN").len(), ends.len(), "{what}");
            assert_eq!(ends.len() as u64, collectives, "{what}: collectives");
            assert!(
                ends.iter().any(|l| l.contains("Operation: BARRIER")),
                "{what}: barriers"
            );
            if name == "coll_broadcast" {
                let bcast: Vec<&&str> = ends
                    .iter()
                    .filter(|l| l.contains("Operation: BCAST"))
                    .collect();
                assert_eq!(
                    bcast.len() as u64,
                    calls("GASP_UPC_ALL_BROADCAST"),
                    "{what}"
                );
                assert!(
                    bcast.iter().all(|l| otf2_field(l, "Root") != "NONE"),
                    "{what}: {bcast:?}"
                );
            }
            // Locks.
            let locks = calls("GASP_UPC_LOCK");
            assert_eq!(records("RMA_REQUEST_LOCK").len() as u64, locks, "{what}");
            assert_eq!(
                (records("RMA_ACQUIRE_LOCK").len() + records("RMA_TRY_LOCK").len()) as u64,
                locks + calls("GASP_UPC_LOCK_ATTEMPT"),
                "{what}"
            );
            assert_eq!(
                records("RMA_RELEASE_LOCK").len() as u64,
                calls("GASP_UPC_UNLOCK"),
                "{what}"
            );
            if name == "locks_attempt" {
                assert!(locks + calls("GASP_UPC_LOCK_ATTEMPT") > 0, "{what}");
                assert!(
                    !records("RMA_TRY_LOCK").is_empty(),
                    "{what}: failed attempts"
                );
            }
            // Definitions: the system tree, the communicator and its window.
            let defs = otf2_print(&archive, &["-G"]);
            let def = |kind: &str| -> Vec<&str> {
                defs.lines()
                    .filter(|l| l.split_whitespace().next() == Some(kind))
                    .collect()
            };
            let nodes = def("SYSTEM_TREE_NODE");
            assert!(
                nodes.iter().any(|l| l.contains("Class: \"machine\""))
                    && nodes.iter().any(|l| l.contains("Class: \"node\"")),
                "{what}: {nodes:?}"
            );
            let locations = def("LOCATION");
            assert_eq!(locations.len(), 4, "{what}: {locations:?}");
            for t in 0..4 {
                assert!(
                    locations
                        .iter()
                        .any(|l| l.contains(&format!("Name: \"UPC thread {t}\""))
                            && l.contains("Type: CPU_THREAD")),
                    "{what}: {locations:?}"
                );
            }
            assert!(
                def("LOCATION_GROUP")
                    .iter()
                    .all(|l| l.contains("Parent: \"node::")),
                "{what}: processes under nodes"
            );
            assert!(
                def("GROUP")
                    .iter()
                    .any(|l| l.contains("Type: COMM_LOCATIONS")
                        && l.contains("Paradigm: \"UPC\"")
                        && l.contains("4 Members")),
                "{what}: {defs}"
            );
            assert!(
                def("RMA_WIN")
                    .iter()
                    .any(|l| l.contains("Communicator: \"UPC threads\"")),
                "{what}"
            );
            assert!(
                def("REGION")
                    .iter()
                    .filter(|l| l.contains("Name: \"upc_barrier\""))
                    .all(|l| l.contains("Role: BARRIER") && l.contains("Paradigm: UPC")),
                "{what}"
            );
        }
    }
}

/// A lock is one lock in the OTF2 export: its lock records carry the same id on every thread
/// and name the thread it lives on. samples/upc/locks_global.upc allocates one lock per
/// thread, each taken by every thread 10 times, and one more taken once by every thread.
/// (The tool recorded the address of the program's lock handle, a different id on each
/// thread.)
#[cfg(otf2)]
#[test]
fn otf2_lock_ids_are_the_same_lock_on_every_thread() {
    use std::collections::{BTreeMap, BTreeSet};
    for to in ["upcr", "ga"] {
        let merged = traced_sample("locks_global", to);
        let (_, listing) = otf2_printed(&merged);
        // lock id → (locations that took it, acquisitions, threads named as its place)
        let mut taken: BTreeMap<String, (BTreeSet<String>, usize, BTreeSet<String>)> =
            BTreeMap::new();
        let mut released = BTreeSet::new();
        for l in listing.lines() {
            let kind = l.split_whitespace().next().unwrap_or("");
            if kind == "RMA_ACQUIRE_LOCK" {
                let e = taken.entry(otf2_field(l, "Lock").to_string()).or_default();
                e.0.insert(l.split_whitespace().nth(1).unwrap().to_string());
                e.1 += 1;
                e.2.insert(otf2_field(l, "Remote").to_string());
            } else if kind == "RMA_RELEASE_LOCK" {
                released.insert(otf2_field(l, "Lock").to_string());
            }
        }
        let mut counts: Vec<usize> = taken.values().map(|e| e.1).collect();
        counts.sort();
        assert_eq!(counts, [4, 40, 40, 40, 40], "--to {to}: {taken:?}");
        for (id, (locations, _, remote)) in &taken {
            assert_eq!(locations.len(), 4, "--to {to}: lock {id} on every thread");
            assert_eq!(remote.len(), 1, "--to {to}: lock {id} lives on one thread");
            assert!(
                remote.iter().all(|r| r.parse::<u32>().is_ok_and(|r| r < 4)),
                "--to {to}: lock {id} at {remote:?}"
            );
        }
        assert_eq!(
            released,
            taken.keys().cloned().collect::<BTreeSet<_>>(),
            "--to {to}"
        );
    }
}
