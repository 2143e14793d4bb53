//! `pgas-xlate trace summary` of a real traced run: tests/in/trace/comm_pattern.upc
//! translated with `--profile` (and `--profile-local`), linked with the tracing tool, run on 4
//! processes; the calls, the communication matrix and the source lines of the summary must be
//! what the program does, and the charts (PNG, SVG, the HTML report) must be valid, labelled
//! and of the documented size.

mod common;
mod trace_support;
use common::*;
use pgas_xlate::trace::summary::{summarize, Category, Summary};
use std::path::{Path, PathBuf};
use std::process::Command;

const THREADS: usize = 4;
/// The program's constants.
const N: u64 = 16;
const BULK: u64 = 64;

fn source() -> PathBuf {
    root().join("tests/in/trace/comm_pattern.upc")
}

/// The line of the sample that contains `text`.
fn line_of(text: &str) -> u32 {
    let src = std::fs::read_to_string(source()).unwrap();
    1 + src
        .lines()
        .position(|l| l.contains(text))
        .unwrap_or_else(|| panic!("`{text}` not in the sample")) as u32
}

/// Builds the sample with `flag`, runs it on 4 processes, merges the traces; returns the
/// trace directory and the merged file.
fn traced_run(name: &str, flag: &str) -> (PathBuf, PathBuf) {
    traced_run_to(name, "upcr", flag)
}

/// [`traced_run`] through the backend `to`.
fn traced_run_to(name: &str, to: &str, flag: &str) -> (PathBuf, PathBuf) {
    let dir = scratch(name);
    let flags = ["--to", to, flag];
    let (out, merged) = common::traced_run(&dir, &source(), "comm_pattern", &flags, THREADS as u32);
    assert!(
        text(&out.stdout).contains("counter 4 "),
        "{}",
        text(&out.stdout)
    );
    (dir.join("trace"), merged)
}

/// The bytes the program moves between threads, row = from, column = to, without accesses to
/// a thread's own data.
fn expected_remote_bytes() -> Vec<Vec<u64>> {
    let t = THREADS;
    let mut m = vec![vec![0u64; t]; t];
    for me in 0..t {
        m[me][(me + 1) % t] += 8 * N; // puts of N doubles to the right
        m[me][(me + 2) % t] += BULK; // one memput to two to the right
        m[(me + t - 1) % t][me] += 8 * N; // gets of N doubles from the left
        if me != 0 {
            m[0][me] += 4; // counter = counter + 1: an int read from thread 0 ...
            m[me][0] += 4; // ... and written back
        }
    }
    m[2][0] += 1; // thread 0 prints bulk[2 * BULK], a char of thread 2
    m
}

fn calls(sum: &Summary, event: &str) -> Vec<u64> {
    sum.events
        .iter()
        .find(|e| e.name == event)
        .unwrap_or_else(|| panic!("no {event} in the summary"))
        .calls_by_thread
        .clone()
}

#[test]
fn summary_counts_what_the_program_does() {
    let (trace, merged) = traced_run("trace-summary-profile", "--profile");
    let sum = summarize(&merged).unwrap();
    assert_eq!(sum.threads.len(), THREADS);
    assert_eq!(sum.bytes, expected_remote_bytes());
    assert_eq!(sum.unknown_peer, 0);
    // Transfers: N puts and N gets per neighbour pair, one memput, the counter's get and put.
    assert_eq!(sum.transfers[1][2], 2 * N);
    assert_eq!(sum.transfers[1][3], 1);
    assert_eq!(sum.transfers[0][3], 1);

    // Per-thread calls: thread 0's counter is its own (not an event under --profile).
    assert_eq!(calls(&sum, "GASP_UPC_PUT"), vec![N, N + 1, N + 1, N + 1]);
    assert_eq!(calls(&sum, "GASP_UPC_GET"), vec![N + 1; THREADS]);
    assert_eq!(calls(&sum, "GASP_UPC_MEMPUT"), vec![1; THREADS]);
    assert_eq!(calls(&sum, "GASP_UPC_BARRIER"), vec![3; THREADS]);
    assert_eq!(calls(&sum, "GASP_UPC_LOCK"), vec![1; THREADS]);
    assert_eq!(calls(&sum, "GASP_UPC_UNLOCK"), vec![1; THREADS]);
    assert_eq!(sum.pairing.unmatched_ends, 0);
    assert_eq!(sum.pairing.unfinished, 0);

    // Every thread's categories add up to its span; barriers and locks took some time.
    for t in &sum.threads {
        assert_eq!(t.time.iter().sum::<u64>(), t.span(), "thread {}", t.thread);
        assert!(t.time_in(Category::Synchronisation) > 0);
        assert!(t.time_in(Category::Locks) > 0);
        assert!(t.time_in(Category::Communication) > 0);
        assert!(t.events > 0);
    }
    let pairs_time: u64 = sum
        .events
        .iter()
        .filter(|e| e.name == "GASP_UPC_BARRIER")
        .map(|e| e.total)
        .sum();
    let sync_time: u64 = sum
        .threads
        .iter()
        .map(|t| t.time_in(Category::Synchronisation))
        .sum();
    assert_eq!(pairs_time, sync_time, "barriers have no nested events");

    // Source lines: the put loop, the get loop, the memput, the counter.
    let line = |l: u32| {
        sum.lines
            .iter()
            .find(|x| x.line == l)
            .unwrap_or_else(|| panic!("line {l} not in {:?}", sum.lines))
    };
    let puts = line(line_of("ring[right * N + i] ="));
    assert_eq!(
        (puts.calls, puts.bytes),
        (THREADS as u64 * N, THREADS as u64 * N * 8)
    );
    let gets = line(line_of("sum += ring"));
    assert_eq!(
        (gets.calls, gets.bytes),
        (THREADS as u64 * N, THREADS as u64 * N * 8)
    );
    let memput = line(line_of("upc_memput"));
    assert_eq!(
        (memput.calls, memput.bytes),
        (THREADS as u64, THREADS as u64 * BULK)
    );
    let counter = line(line_of("counter = counter + 1"));
    assert_eq!((counter.calls, counter.bytes), (6, 24));
    assert!(sum.lines.windows(2).all(|w| w[0].time >= w[1].time));

    // The command: on the trace directory directly, tables and the charts.
    let png = trace.parent().unwrap().join("chart.png");
    let svg = trace.parent().unwrap().join("chart.svg");
    let html = trace.parent().unwrap().join("report.html");
    let out = check(
        xlate()
            .args(["trace", "summary"])
            .arg(&trace)
            .arg("--png")
            .arg(&png)
            .arg("--svg")
            .arg(&svg)
            .arg("--html")
            .arg(&html),
    );
    let report = text(&out.stdout);
    let matrix = parse_matrix(&report);
    assert_eq!(matrix, expected_remote_bytes(), "{report}");
    for heading in [
        "Time per thread",
        "Events",
        "Synchronisation and locks",
        "Top source lines by communication time",
    ] {
        assert!(report.contains(heading), "{report}");
    }
    let put_row = report
        .lines()
        .find(|l| l.starts_with("GASP_UPC_PUT "))
        .expect("put row");
    let cols: Vec<&str> = put_row.split_whitespace().collect();
    assert_eq!(cols[1], (THREADS as u64 * N + 3).to_string(), "{put_row}");
    assert_eq!(
        &cols[cols.len() - 4..],
        ["16", "17", "17", "17"],
        "{put_row}"
    );
    check_png(&png, &sum);
    check_svg(&std::fs::read_to_string(&svg).unwrap(), &sum);
    check_html(&std::fs::read_to_string(&html).unwrap(), &sum);
    check_exports(&merged, &sum);
}

/// `--to ga` reports the same transfers: its pointers-to-shared have their own layout, which
/// the tracing tool reads through the library's `pgas_gasp_pts_location` (with the other
/// runtime's layout, the peers came out as 0, 4, 8, … and most transfers fell off the matrix).
#[test]
fn summary_is_the_same_under_the_ga_backend() {
    let (_, merged) = traced_run_to("trace-summary-ga", "ga", "--profile");
    let sum = summarize(&merged).unwrap();
    assert_eq!(sum.bytes, expected_remote_bytes());
    assert_eq!(sum.unknown_peer, 0);
    assert_eq!(sum.transfers[1][2], 2 * N);
    assert_eq!(sum.transfers[1][3], 1);
    assert_eq!(calls(&sum, "GASP_UPC_PUT"), vec![N, N + 1, N + 1, N + 1]);
    assert_eq!(calls(&sum, "GASP_UPC_GET"), vec![N + 1; THREADS]);
    assert_eq!(calls(&sum, "GASP_UPC_MEMPUT"), vec![1; THREADS]);
}

/// The 4-thread trace exported for the viewers reads back with their own tools: Perfetto's
/// message classes (the `perfetto` Python package, when installed) and `otf2-print` (with the
/// `otf2` feature); both hold every event of every thread.
fn check_exports(merged: &Path, sum: &Summary) {
    let dir = merged.parent().unwrap();
    // Per thread: start/end pairs plus atomic events, as the summary counted them.
    let per_thread: Vec<u64> = (0..THREADS)
        .map(|t| sum.events.iter().map(|e| e.calls_by_thread[t]).sum())
        .collect();
    let pb = dir.join("run.pftrace");
    check_export("perfetto", merged, &pb);
    const SCRIPT: &str = r#"
import sys, collections
from perfetto.protos.perfetto.trace import perfetto_trace_pb2 as pb
t = pb.Trace()
t.ParseFromString(open(sys.argv[1], 'rb').read())
names = {p.track_descriptor.uuid: p.track_descriptor.thread.thread_name
         for p in t.packet if p.HasField('track_descriptor') and p.track_descriptor.HasField('thread')}
n = collections.Counter(names[p.track_event.track_uuid] for p in t.packet
                        if p.HasField('track_event') and p.track_event.type in (1, 3)
                        and 'flow' not in p.track_event.categories)
print(' '.join(str(n['UPC thread %d' % i]) for i in range(int(sys.argv[2]))))
starts = [(i, names[p.track_event.track_uuid]) for p in t.packet if p.HasField('track_event')
          for i in p.track_event.flow_ids]
ends = {i: names[p.track_event.track_uuid] for p in t.packet if p.HasField('track_event')
        for i in p.track_event.terminating_flow_ids}
assert len(ends) == len(starts) and all(i in ends and ends[i] != t for i, t in starts)
print(len(starts))
"#;
    if let Some(python) = perfetto_python() {
        let out = check(
            Command::new(python)
                .args(["-c", SCRIPT])
                .arg(&pb)
                .arg(THREADS.to_string()),
        );
        let mut got: Vec<u64> = text(&out.stdout)
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        // One arrow per access to another thread's memory, from the issuer to another thread.
        let flows = got.pop().unwrap();
        let remote: u64 = (0..THREADS)
            .flat_map(|from| {
                (0..THREADS)
                    .filter(move |to| *to != from)
                    .map(move |to| (from, to))
            })
            .map(|(from, to)| sum.transfers[from][to])
            .sum();
        assert_eq!(flows, remote, "flows in Perfetto");
        assert_eq!(flows, sum.gets.calls + sum.puts.calls);
        assert_eq!(
            got, per_thread,
            "slices and instants per thread in Perfetto"
        );
    } else {
        eprintln!(
            "note: the perfetto Python package is not installed; Perfetto export not read back"
        );
    }
    if cfg!(otf2) {
        let archive = dir.join("run-otf2");
        check_export("otf2", merged, &archive);
        let listing = otf2_print(&archive, &[]);
        let got: Vec<u64> = (0..THREADS)
            .map(|t| {
                listing
                    .lines()
                    .filter(|l| {
                        let f: Vec<&str> = l.split_whitespace().collect();
                        f.len() > 2 && f[0] == "ENTER" && f[1] == t.to_string()
                    })
                    .count() as u64
            })
            .collect();
        assert_eq!(got, per_thread, "Enter records per location in OTF2");
        assert!(listing.contains("(\"n\" <"), "arguments as attributes");
    }
}

/// The communication matrix of the text report.
fn parse_matrix(report: &str) -> Vec<Vec<u64>> {
    let mut lines = report
        .lines()
        .skip_while(|l| !l.starts_with("Communication matrix"))
        .skip(2);
    (0..THREADS)
        .map(|from| {
            let l = lines.next().expect("matrix row");
            let cols: Vec<u64> = l
                .split_whitespace()
                .map(|c| c.parse().unwrap_or_else(|_| panic!("row `{l}`")))
                .collect();
            assert_eq!(cols[0], from as u64);
            assert_eq!(cols[THREADS + 1], cols[1..=THREADS].iter().sum::<u64>());
            cols[1..=THREADS].to_vec()
        })
        .collect()
}

/// The PNG decodes (Python's zlib checks the chunk CRCs, the zlib stream and its Adler-32),
/// has the documented size (1000 pixels wide; for 4 threads and 5 source lines 1000 × 720) and
/// stays under 150 KB, and its matrix shows the busiest pair dark red and the diagonal white
/// (sampled beside the byte value written in the middle of each cell).
fn check_png(png: &Path, sum: &Summary) {
    use pgas_xlate::trace::charts;
    const SCRIPT: &str = r#"
import sys, struct, zlib
b = open(sys.argv[1], 'rb').read()
assert b[:8] == b'\x89PNG\r\n\x1a\n', 'signature'
pos, chunks = 8, []
while pos < len(b):
    n, = struct.unpack('>I', b[pos:pos + 4])
    kind, data = b[pos + 4:pos + 8], b[pos + 8:pos + 8 + n]
    crc, = struct.unpack('>I', b[pos + 8 + n:pos + 12 + n])
    assert zlib.crc32(kind + data) == crc, 'crc of ' + kind.decode()
    chunks.append((kind, data))
    pos += 12 + n
assert chunks[0][0] == b'IHDR' and chunks[-1][0] == b'IEND'
w, h, depth, color = struct.unpack('>IIBB', chunks[0][1][:10])
assert (depth, color) == (8, 2)
raw = zlib.decompress(b''.join(d for k, d in chunks if k == b'IDAT'))
assert len(raw) == h * (1 + 3 * w), 'pixel data size'
stride = 1 + 3 * w
rows, prev = [], bytearray(3 * w)
for y in range(h):
    f, line = raw[y * stride], bytearray(raw[y * stride + 1:(y + 1) * stride])
    for i in range(len(line)):
        a = line[i - 3] if i >= 3 else 0
        up = prev[i]
        c = prev[i - 3] if i >= 3 else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + up) & 255
        elif f == 3: line[i] = (line[i] + (a + up) // 2) & 255
        elif f == 4:
            p = a + up - c
            pa, pb, pc = abs(p - a), abs(p - up), abs(p - c)
            pr = a if pa <= pb and pa <= pc else (up if pb <= pc else c)
            line[i] = (line[i] + pr) & 255
    rows.append(line)
    prev = line
def px(x, y):
    o = 3 * x
    return '%d,%d,%d' % tuple(rows[y][o:o + 3])
print(w, h, *(px(int(x), int(y)) for x, y in zip(sys.argv[2::2], sys.argv[3::2])))
"#;
    let size = std::fs::metadata(png).unwrap().len();
    assert!(size < 150_000, "{size} bytes");
    let (_, drawn) = charts::png(sum).unwrap();
    // 18 pixels above the centre of a cell: clear of its byte value.
    let cell = |from: usize, to: usize| {
        let (x, y) = drawn.cells[from][to];
        [x.to_string(), (y - 18).to_string()]
    };
    let max = sum.bytes.iter().flatten().max().unwrap();
    let (bf, bt) = (0..THREADS)
        .flat_map(|f| (0..THREADS).map(move |t| (f, t)))
        .find(|(f, t)| sum.bytes[*f][*t] == *max)
        .unwrap();
    let out = check(
        Command::new("python3")
            .arg("-c")
            .arg(SCRIPT)
            .arg(png)
            .args(cell(bf, bt))
            .args(cell(1, 1)),
    );
    let words: Vec<String> = text(&out.stdout)
        .split_whitespace()
        .map(String::from)
        .collect();
    assert_eq!(words[0], charts::WIDTH.to_string());
    assert_eq!(words[1], charts::height(sum).to_string());
    assert_eq!((words[0].as_str(), words[1].as_str()), ("1000", "720"));
    assert_eq!(words[2], "140,0,0", "busiest pair");
    assert_eq!(words[3], "255,255,255", "no bytes on the diagonal");
}

/// The texts of an SVG's `<text>` elements.
fn svg_texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| {
            let body = &t[t.find('>')? + 1..];
            Some(body[..body.find("</text>")?].trim().to_string())
        })
        .collect()
}

/// The SVG: the four panels' titles, a time axis with its unit, thread labels, the byte value
/// of every pair of the matrix and its colour scale, the top source lines with their calls and
/// bytes; one filled rectangle per pair of the matrix.
fn check_svg(svg: &str, sum: &Summary) {
    use pgas_xlate::trace::charts::bytes_label;
    assert!(svg.starts_with("<svg") || svg.contains("<svg "), "{svg}");
    assert!(svg.trim_end().ends_with("</svg>"));
    let texts = svg_texts(svg);
    let has = |s: &str| texts.iter().any(|t| t == s);
    for title in [
        "Time per thread by category",
        "Bytes from thread (row) to thread (column)",
        "Timeline: what each thread spent each interval on (colours as above)",
        "Top source lines by communication time",
        "thread",
        "from",
        "to",
    ] {
        assert!(has(title), "{title}: {texts:?}");
    }
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("time (") && t.ends_with("s)")),
        "a time axis with its unit: {texts:?}"
    );
    for c in Category::ALL {
        assert!(has(c.label()), "legend {}: {texts:?}", c.label());
    }
    for t in 0..THREADS {
        assert!(has(&t.to_string()), "thread {t}: {texts:?}");
    }
    for row in &sum.bytes {
        for b in row {
            assert!(has(&bytes_label(*b)), "{b} bytes: {texts:?}");
        }
    }
    let max = *sum.bytes.iter().flatten().max().unwrap();
    assert!(
        texts
            .iter()
            .any(|t| t == &bytes_label(max) || t.ends_with("KiB") || t.ends_with(" B")),
        "the colour scale: {texts:?}"
    );
    for l in sum.lines.iter().take(10) {
        assert!(has(&format!("comm_pattern.upc:{}", l.line)), "{texts:?}");
        let calls = if l.calls == 1 { "call" } else { "calls" };
        assert!(
            has(&format!("{} {calls}, {}", l.calls, bytes_label(l.bytes))),
            "{texts:?}"
        );
    }
    // The matrix cells: a rectangle of each pair's colour.
    let busiest = pgas_xlate::trace::charts::heat(max, max);
    let fill = format!(
        "fill=\"#{:02X}{:02X}{:02X}\"",
        busiest.0, busiest.1, busiest.2
    );
    assert!(svg.to_uppercase().contains(&fill.to_uppercase()), "{fill}");
}

/// The HTML report: one file that names nothing outside itself, with the summary's tables and
/// the charts inline.
fn check_html(html: &str, sum: &Summary) {
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.trim_end().ends_with("</html>"));
    for outside in ["src=", "href=", "@import", "url("] {
        assert!(!html.contains(outside), "{outside}");
    }
    assert_eq!(html.matches("<svg").count(), 1);
    let svg = &html[html.find("<svg").unwrap()..html.find("</svg>").unwrap() + 6];
    check_svg(svg, sum);
    for table in [
        "High-level analysis",
        "Time per thread",
        "Communication matrix",
        "Top source lines by communication time",
    ] {
        assert!(html.contains(table), "{table}");
    }
    assert!(html.contains("from \\ to"), "the matrix table");
}

#[test]
fn profile_local_adds_exactly_the_local_accesses() {
    let (_, merged) = traced_run("trace-summary-local", "--profile-local");
    let sum = summarize(&merged).unwrap();
    let mut expected = expected_remote_bytes();
    for (me, row) in expected.iter_mut().enumerate() {
        row[me] += 8 * N; // the reads of its own ring block
    }
    expected[0][0] += 3 * 4; // thread 0's counter: read, written, read for the printf
    assert_eq!(sum.bytes, expected);
    assert_eq!(calls(&sum, "GASP_UPC_PUT"), vec![N + 1; THREADS]);
    // Thread 0 also reads bulk[2 * BULK] (remote) and the counter for the printf.
    assert_eq!(
        calls(&sum, "GASP_UPC_GET"),
        vec![2 * N + 3, 2 * N + 1, 2 * N + 1, 2 * N + 1]
    );
}

/// Nesting on a synthetic trace with exact times: a function holding a get and a barrier, a
/// user event holding a fence, an end without a start, and a get left open by a crash.
#[test]
fn exclusive_times_follow_the_nesting() {
    use pgas_xlate::trace::format::{GASP_ATOMIC, GASP_END, GASP_START, USEREVT_START};
    use trace_support::*;
    let dir = scratch("trace-summary-nesting");
    let c = EXACT;
    let mut b = Builder::new(0, 1, c, 1e9);
    b.user_event(USEREVT_START, "phase", None, "");
    let sig = b.string("int main(void)") as u64;
    let pts = |thread: u64, offset: u64| (thread << 48) | offset;
    b.w.header.events[4].start_args = "i is_relaxed,p dst,S src,z n".into();
    b.w.header.events[4].end_args = "i is_relaxed,p dst,S src,z n".into();
    b.event(1000.0, FUNC, GASP_START, "m.upc", 1, vec![sig]);
    b.event(
        1100.0,
        GET,
        GASP_START,
        "m.upc",
        2,
        vec![1, 0, pts(0, 8), 16],
    );
    b.event(1300.0, GET, GASP_END, "m.upc", 2, vec![1, 0, pts(0, 8), 16]);
    b.event(1400.0, BARRIER, GASP_START, "m.upc", 3, vec![0, 0]);
    b.event(1900.0, BARRIER, GASP_END, "m.upc", 3, vec![0, 0]);
    b.event(1950.0, FENCE, GASP_END, "m.upc", 4, vec![]); // no start: ignored
    b.event(2000.0, FUNC, GASP_END, "m.upc", 1, vec![sig]);
    b.event(3000.0, USEREVT_START, GASP_START, "m.upc", 5, vec![]);
    b.event(3100.0, FENCE, GASP_START, "m.upc", 6, vec![]);
    b.event(3150.0, FENCE, GASP_END, "m.upc", 6, vec![]);
    b.event(3160.0, USEREVT_START, GASP_ATOMIC, "m.upc", 7, vec![]);
    b.event(3200.0, USEREVT_START, GASP_END, "m.upc", 5, vec![]);
    b.event(
        3500.0,
        GET,
        GASP_START,
        "m.upc",
        8,
        vec![1, 0, pts(0, 0), 4],
    );
    b.event(3600.0, FENCE, GASP_START, "m.upc", 9, vec![]); // left open by a crash at 3600
    b.w.incomplete();
    let trace = dir.join("trace");
    std::fs::create_dir_all(&trace).unwrap();
    b.write(&trace);
    let merged = dir.join("m.pxm");
    trace_merge(&trace, &merged);
    let sum = summarize(&merged).unwrap();
    let t = &sum.threads[0];
    assert_eq!(t.span(), 2600);
    // Compute: the function's own 300 ns, 1000 ns between main and the phase, 300 after it.
    assert_eq!(t.time_in(Category::Compute), 300 + 1000 + 300);
    assert_eq!(t.time_in(Category::Communication), 200 + 100);
    assert_eq!(t.time_in(Category::Synchronisation), 500 + 50);
    assert_eq!(t.time_in(Category::User), 200 - 50);
    assert_eq!(t.time.iter().sum::<u64>(), t.span());
    let ev = |n: &str| sum.events.iter().find(|e| e.name == n).unwrap().clone();
    let main = ev("int main(void)");
    assert_eq!((main.calls, main.total, main.exclusive), (1, 1000, 300));
    let phase = ev("phase");
    assert_eq!((phase.calls, phase.total, phase.exclusive), (2, 200, 150));
    let get = ev("GASP_UPC_GET");
    assert_eq!((get.calls, get.total, get.max), (2, 300, 200));
    assert_eq!(sum.pairing.unmatched_ends, 1);
    assert_eq!(sum.pairing.unfinished, 2);
    assert_eq!(sum.bytes, vec![vec![20]]);
    assert_eq!(sum.lines[0].line, 2);
    assert_eq!((sum.lines[0].time, sum.lines[0].bytes), (200, 16));
    // The timeline of the charts: from the first event (merged time 0, the true 1000), bins
    // wide enough for the span (the width doubled from 1 ns to 16: 256 bins of 8 ns end at
    // 2048, before the last event at 2600), the operations in them whole (the fence in the user
    // event is synchronisation).
    let tl = &sum.timeline;
    assert_eq!((tl.origin, tl.width, tl.bins[0].len()), (0, 16, 256));
    let k = |c: Category| Category::ALL.iter().position(|x| *x == c).unwrap();
    let total = |c: Category| tl.bins[0].iter().map(|b| b[k(c)]).sum::<u64>();
    assert_eq!(total(Category::Communication), 200 + 100);
    assert_eq!(total(Category::Synchronisation), 500 + 50);
    assert_eq!(total(Category::User) + total(Category::Compute), 0);
    // The barrier [400, 900) in bins 25 to 56 (bin 25 from 400, bin 56 from 896).
    let sync: Vec<usize> = (0..256)
        .filter(|b| tl.bins[0][*b][k(Category::Synchronisation)] > 0)
        .collect();
    assert_eq!(sync.first(), Some(&25));
    assert!(sync.contains(&56) && !sync.contains(&57));
    assert_eq!(tl.bins[0][56][k(Category::Synchronisation)], 900 - 896);
}

/// The high-level analysis of a 3-thread trace whose times are known: where the time went by
/// activity, the threads that wait most, and the barrier whose threads arrived furthest apart
/// (named by its source line), first in the report.
#[test]
fn high_level_analysis_names_the_waits_and_the_worst_barrier() {
    use pgas_xlate::trace::format::{GASP_END, GASP_START};
    use pgas_xlate::trace::summary::Activity;
    use trace_support::*;
    let dir = scratch("trace-summary-high-level");
    let c = EXACT;
    let us = 1000.0;
    let pts = |thread: u64, offset: u64| (thread << 48) | offset;
    let trace = dir.join("trace");
    std::fs::create_dir_all(&trace).unwrap();
    // Second barrier's arrivals: thread 0 first, thread 1 last (700 µs later).
    let second = [2000.0, 2700.0, 2100.0];
    for t in 0..3u32 {
        let mut b = Builder::new(t, 3, c, 1e9);
        if t > 0 {
            b.w.header.start_sync = Some(sync_at(c, c, 100.0, 10.0));
        }
        b.w.header.events[4].start_args = "i is_relaxed,p dst,S src,z n".into();
        b.w.header.events[4].end_args = "i is_relaxed,p dst,S src,z n".into();
        let t0 = 1000.0 + 100.0 * t as f64;
        b.event(t0 * us, BARRIER, GASP_START, "b.upc", 10, vec![0, 0]);
        b.event(1300.0 * us, BARRIER, GASP_END, "b.upc", 10, vec![0, 0]);
        match t {
            0 => {
                let args = vec![1, 0, pts(1, 8), 8];
                b.event(1400.0 * us, GET, GASP_START, "b.upc", 11, args.clone());
                b.event(1600.0 * us, GET, GASP_END, "b.upc", 11, args);
            }
            1 => {
                b.event(1400.0 * us, FENCE, GASP_START, "b.upc", 12, vec![]);
                b.event(1500.0 * us, FENCE, GASP_END, "b.upc", 12, vec![]);
            }
            _ => {}
        }
        let arrive = second[t as usize];
        b.event(arrive * us, BARRIER, GASP_START, "b.upc", 20, vec![0, 0]);
        b.event(2800.0 * us, BARRIER, GASP_END, "b.upc", 20, vec![0, 0]);
        b.write(&trace);
    }
    let merged = dir.join("m.pxm");
    trace_merge(&trace, &merged);
    let sum = summarize(&merged).unwrap();
    let ms = |v: f64| (v * us) as u64;
    let act = |t: usize, a: Activity| sum.threads[t].activity[a.index()];
    assert_eq!(act(0, Activity::GlobalSync), ms(300.0 + 800.0));
    assert_eq!(act(0, Activity::Get), ms(200.0));
    assert_eq!(act(0, Activity::Computation), ms(500.0));
    assert_eq!(act(1, Activity::GlobalSync), ms(200.0 + 100.0));
    assert_eq!(act(1, Activity::PointToPointSync), ms(100.0));
    assert_eq!(act(1, Activity::Computation), ms(1300.0));
    assert_eq!(act(2, Activity::GlobalSync), ms(100.0 + 700.0));
    for t in &sum.threads {
        assert_eq!(t.activity.iter().sum::<u64>(), t.span());
    }
    let b = sum.worst_barrier.clone().unwrap();
    assert_eq!(
        (b.file.as_str(), b.line, b.index, b.spread),
        ("b.upc", 20, 2, ms(700.0))
    );
    assert_eq!((b.first_thread, b.last_thread), (0, 1));
    assert_eq!(b.waited, ms(800.0 + 100.0 + 700.0));
    let report = check(xlate().args(["trace", "summary"]).arg(&merged));
    let report = text(&report.stdout);
    let lines: Vec<&str> = report.lines().collect();
    assert!(
        lines[2].starts_with("High-level analysis: where the time went"),
        "{report}"
    );
    let row = |label: &str| -> Vec<String> {
        let l = lines
            .iter()
            .find(|l| l.starts_with(label))
            .unwrap_or_else(|| panic!("no `{label}` in {report}"));
        l[label.len()..]
            .split_whitespace()
            .map(str::to_string)
            .collect()
    };
    // 1.1 + 0.3 + 0.8 ms of 5.1 ms (the spans: 1.8, 1.7, 1.6).
    assert_eq!(row("global synchronisation"), ["2.200", "43.1"]);
    assert_eq!(row("gets"), ["0.200", "3.9"]);
    assert_eq!(row("point-to-point synchronisation"), ["0.100", "2.0"]);
    let waiters: Vec<&str> = lines
        .iter()
        .skip_while(|l| !l.starts_with("Threads that wait most"))
        .skip(2)
        .take(3)
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(waiters, ["0", "2", "1"], "{report}");
    assert!(
        report.contains(
            "Barrier with the largest imbalance: b.upc:20 (barrier 2 of the run): arrivals \
             0.700 ms apart (thread 0 first, thread 1 last); 1.600 ms spent in it by all threads"
        ),
        "{report}"
    );
}

/// The charts of 3000 threads: the rows get thinner, the picture stays 1000 pixels wide and
/// 2216 high (1200 for the bars and the matrix, 900 for the timeline, 116 for a list of one
/// line), and is drawn. (The height grew with the threads: 120,316 pixels here, a 361 MB
/// image.)
#[test]
fn charts_of_thousands_of_threads_stay_bounded() {
    use pgas_xlate::trace::charts;
    let sum = synthetic_summary(3000);
    assert_eq!(charts::height(&sum), 1200 + 900 + 116);
    let (png, _) = charts::png(&sum).unwrap();
    assert_eq!(&png[16..24], &[0, 0, 0x03, 0xe8, 0, 0, 0x08, 0xa8]);
    let svg = charts::svg(&sum).unwrap();
    assert!(svg.len() < 8 << 20, "{} bytes", svg.len());
}

/// A synthetic summary of `n` threads: each thread computes 1 ms and sends 4096 bytes times its
/// number plus one to the next (to itself on 1 thread); one source line (the list's height is
/// that of an empty one); the program's name needs escaping in HTML.
fn synthetic_summary(n: usize) -> Summary {
    use pgas_xlate::trace::summary::{LineSummary, ThreadSummary};
    let mut sum = Summary {
        program: "a<b>&\"c\"".to_string(),
        threads: (0..n as u32)
            .map(|t| ThreadSummary {
                thread: t,
                first: 0,
                last: 1_000_000,
                events: 10,
                time: [900_000, 50_000, 50_000, 0, 0, 0, 0],
                ..Default::default()
            })
            .collect(),
        bytes: vec![vec![0; n]; n],
        lines: vec![LineSummary {
            file: "x<y>.upc".to_string(),
            line: 7,
            time: 30_000,
            calls: 3,
            bytes: 12_288,
        }],
        ..Default::default()
    };
    for t in 0..n {
        sum.bytes[t][(t + 1) % n] = 4096 * (t as u64 + 1);
    }
    sum
}

/// The charts of one thread hold one row and one column, no empty extra ones: the matrix's one
/// cell is centred where the 2-thread matrix's cells (0,0) and (1,1) meet, in the same panel.
/// (It was centred a quarter of the way in, an empty row and column beside it.)
#[test]
fn charts_of_one_thread_have_no_empty_row() {
    use pgas_xlate::trace::charts;
    let (_, one) = charts::png(&synthetic_summary(1)).unwrap();
    let (_, two) = charts::png(&synthetic_summary(2)).unwrap();
    let (a, b) = (two.cells[0][0], two.cells[1][1]);
    let mid = ((a.0 + b.0) / 2, (a.1 + b.1) / 2);
    let c = one.cells[0][0];
    assert!(
        (c.0 - mid.0).abs() <= 2 && (c.1 - mid.1).abs() <= 2,
        "1-thread cell at {c:?}, the middle of the 2-thread matrix at {mid:?}"
    );
    // The cells of 2 threads are a matrix's halves: (1,1) as far from (0,0) as the matrix is
    // wide over 2, in both directions.
    assert!((b.0 - a.0) > 100 && (a.1 - b.1).abs() > 0, "{a:?} {b:?}");
}

/// Cells of the HTML tables: `<tr>` rows of `<th>`/`<td>` cells, unescaped.
fn html_tables(html: &str) -> Vec<Vec<Vec<String>>> {
    let unescape = |s: &str| {
        s.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&amp;", "&")
    };
    html.split("<table>")
        .skip(1)
        .map(|t| {
            let t = &t[..t.find("</table>").expect("a closed table")];
            t.split("<tr>")
                .skip(1)
                .map(|r| {
                    let r = &r[..r.find("</tr>").expect("a closed row")];
                    r.split("<t")
                        .skip(1)
                        .map(|c| {
                            let body = &c[c.find('>').unwrap() + 1..];
                            unescape(&body[..body.find("</t").unwrap()])
                        })
                        .collect()
                })
                .collect()
        })
        .collect()
}

/// The HTML report's tables are HTML tables, one per table of the text report, the same cells
/// (the communication matrix's bytes among them), text escaped; no preformatted text.
#[test]
fn html_report_tables_are_html_tables() {
    use pgas_xlate::trace::charts;
    let sum = synthetic_summary(3);
    let html = charts::html(&sum).unwrap();
    assert!(!html.contains("<pre"), "preformatted text in the report");
    let tables = html_tables(&html);
    // The text report's tables: high-level analysis, waits, time per thread, events, matrix,
    // synchronisation, top lines.
    assert_eq!(tables.len(), 7, "{html}");
    assert_eq!(
        html.matches("</h3>\n<table>").count(),
        7,
        "each table titled"
    );
    let matrix = tables
        .iter()
        .find(|t| t[0][0] == "from \\ to")
        .expect("the communication matrix as a table");
    assert_eq!(matrix[0], ["from \\ to", "0", "1", "2", "total"]);
    for (from, row) in sum.bytes.iter().enumerate() {
        let mut want = vec![from.to_string()];
        want.extend(row.iter().map(u64::to_string));
        want.push(row.iter().sum::<u64>().to_string());
        assert_eq!(matrix[from + 1], want);
    }
    let lines = tables.iter().find(|t| t[0][0] == "line").unwrap();
    assert_eq!(lines[1], ["x<y>.upc:7", "0.030", "3", "12288"]);
    assert!(html.contains("<title>trace summary of a&lt;b&gt;&amp;&quot;c&quot;</title>"));
    assert!(html.contains("x&lt;y&gt;.upc:7"));
    // Every word of the text report is in the HTML (its tables' cells and its lines).
    let text = sum.text();
    let plain = html
        .split("<h2>Tables</h2>")
        .nth(1)
        .unwrap()
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&");
    for w in text.split_whitespace() {
        assert!(plain.contains(w), "{w}");
    }
}
