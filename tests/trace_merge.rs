//! `pgas-xlate trace merge` on synthetic per-thread traces: skewed and drifting clocks are
//! corrected to thread 0's (true order and true times come back), user events and strings are
//! unified across threads, damaged files are reported with the file and the byte offset and
//! the rest is merged.

mod common;
mod trace_support;
use common::*;
use pgas_xlate::trace::format::*;
use pgas_xlate::trace::merge::merge;
use std::path::Path;
use trace_support::*;

const T_START: f64 = 1_000_000.0;
const T_END: f64 = T_START + 1e9; // one second later
const DELAY: f64 = 2_000.0;

/// Thread 0: the reference (1 tick per ns). Thread 1: 5 ms ahead, 50 ppm fast. Thread 2: another
/// counter base, 30 ppm slow, 2.6 ticks per ns (a TSC).
fn clocks() -> [Clock; 3] {
    [
        EXACT,
        Clock {
            rate: 1.0 + 50e-6,
            base: 5_000_000.0,
        },
        Clock {
            rate: 2.6 * (1.0 - 30e-6),
            base: 7e12,
        },
    ]
}

/// Every thread: 100 barrier pairs at 10 ms intervals; thread i starts i µs after thread 0.
/// Returns the builders and the true times of all events, in true order: (time, thread, type).
fn skewed_run(with_end_sync: bool) -> (Vec<Builder>, Vec<(f64, u32, u8)>) {
    let c = clocks();
    let mut truth = Vec::new();
    let mut builders = Vec::new();
    for (i, clock) in c.iter().enumerate() {
        let mut b = Builder::new(i as u32, 3, *clock, clock.rate * 1e9);
        if i > 0 {
            b.w.header.start_sync = Some(sync_at(*clock, c[0], T_START, DELAY));
            if with_end_sync {
                b.w.header.end_sync = Some(sync_at(*clock, c[0], T_END, DELAY));
            }
        }
        for k in 0..100 {
            let t = T_START + 10_000.0 + k as f64 * 10_000_000.0 + i as f64 * 1000.0;
            b.event(
                t,
                BARRIER,
                GASP_START,
                "jacobi.upc",
                40 + i as u32,
                vec![1, k],
            );
            b.event(
                t + 500.0,
                BARRIER,
                GASP_END,
                "jacobi.upc",
                40 + i as u32,
                vec![1, k],
            );
            truth.push((t, i as u32, GASP_START));
            truth.push((t + 500.0, i as u32, GASP_END));
        }
        builders.push(b);
    }
    truth.sort_by(|a, b| a.partial_cmp(b).unwrap());
    (builders, truth)
}

fn read_merged(path: &Path) -> (MergedHeader, Vec<EventRecord>, Vec<Record>) {
    let mut r = MergedReader::open(path).unwrap_or_else(|e| panic!("{e}"));
    let mut events = Vec::new();
    let mut all = Vec::new();
    while let Some(rec) = r.next_record().unwrap_or_else(|e| panic!("{e}")) {
        if let Record::Event(e) = &rec {
            events.push(e.clone());
        }
        all.push(rec);
    }
    (r.header, events, all)
}

#[test]
fn skewed_and_drifting_clocks_are_corrected() {
    let dir = scratch("trace-merge-skew");
    let (builders, truth) = skewed_run(true);
    for b in &builders {
        b.write(&dir);
    }
    let out = dir.join("merged.pxm");
    let report = merge(&dir, &out).unwrap();
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    assert_eq!((report.threads, report.events), (3, 600));

    let (h, events, _) = read_merged(&out);
    assert_eq!(h.threads, 3);
    assert_eq!(h.event_count, 600);
    // The true global order, and the true times relative to the first event (±2 ns).
    let origin = truth[0].0;
    assert_eq!(events.len(), truth.len());
    for (e, (t, thread, ty)) in events.iter().zip(&truth) {
        assert_eq!(
            (e.thread, e.evttype),
            (*thread, *ty),
            "order at true time {t}"
        );
        let expected = t - origin;
        assert!(
            (e.time as f64 - expected).abs() <= 2.0,
            "thread {thread}: merged {} vs true {expected}",
            e.time
        );
    }
    // Per-thread clock models recorded: thread 1 is 5 ms ahead (offset −5 ms) and 50 ppm fast.
    let t1 = h.thread_info.iter().find(|t| t.thread == 1).unwrap();
    assert!(
        (t1.offset_ns + 5_000_000.0 + 50.0).abs() < 10.0,
        "{}",
        t1.offset_ns
    );
    assert!(
        (t1.drift + 50e-6 / (1.0 + 50e-6)).abs() < 1e-9,
        "{}",
        t1.drift
    );
    // Strings are shared: one "jacobi.upc" for every thread.
    assert_eq!(h.strings.iter().filter(|s| *s == "jacobi.upc").count(), 1);
    assert!(events
        .iter()
        .all(|e| h.string(e.file) == Some("jacobi.upc")));
}

#[test]
fn without_correction_the_order_would_be_wrong() {
    // The same run with the start offsets but no end measurement: drift is not corrected, yet the
    // offsets alone keep 5 ms skews out; over one second 50 ppm is 50 µs, so the order of
    // events 1 µs apart is wrong late in the run. This proves the drift term does the work.
    let dir = scratch("trace-merge-no-end-sync");
    let (builders, truth) = skewed_run(false);
    for b in &builders {
        b.write(&dir);
    }
    let out = dir.join("merged.pxm");
    let report = merge(&dir, &out).unwrap();
    assert_eq!(
        report
            .warnings
            .iter()
            .filter(|w| w.contains("no clock measurement at the end"))
            .count(),
        2,
        "{:?}",
        report.warnings
    );
    let (_, events, _) = read_merged(&out);
    // Early events (first 10 ms) still come out right: the start offset is applied.
    for (e, (_, thread, _)) in events.iter().zip(&truth).take(6) {
        assert_eq!(e.thread, *thread);
    }
    let wrong = events
        .iter()
        .zip(&truth)
        .filter(|(e, (_, thread, _))| e.thread != *thread)
        .count();
    assert!(wrong > 100, "only {wrong} events out of order");
}

#[test]
fn user_events_and_string_arguments_are_unified_across_threads() {
    let dir = scratch("trace-merge-user");
    let c = EXACT;
    let mut b0 = Builder::new(0, 2, c, 1e9);
    b0.user_event(USEREVT_START, "solve", Some("iter %d"), "i arg1");
    b0.user_event(USEREVT_START + 1, "exchange", None, "");
    let mut b1 = Builder::new(1, 2, c, 1e9);
    b1.w.header.start_sync = Some(sync_at(c, c, 150.0, 100.0));
    b1.w.header.end_sync = Some(sync_at(c, c, 1e6, 100.0));
    b1.string("padding: other string ids on this thread");
    b1.user_event(USEREVT_START, "exchange", None, "");
    b1.user_event(USEREVT_START + 1, "solve", Some("iter %d"), "i arg1");
    b0.event(100.0, USEREVT_START, GASP_START, "a.upc", 1, vec![1]);
    b1.event(200.0, USEREVT_START + 1, GASP_START, "b.upc", 2, vec![2]);
    let sig = b1.string("void f(void)");
    b1.event(300.0, FUNC, GASP_START, "b.upc", 3, vec![sig as u64]);
    b0.event(400.0, USEREVT_START + 1, GASP_ATOMIC, "a.upc", 4, vec![]);
    b1.event(500.0, USEREVT_START, GASP_ATOMIC, "b.upc", 5, vec![]);
    b0.write(&dir);
    b1.write(&dir);
    let out = dir.join("m.pxm");
    merge(&dir, &out).unwrap();
    let (h, ev, _) = read_merged(&out);
    let users: Vec<_> = h.events.iter().filter(|e| e.user).collect();
    assert_eq!(users.len(), 2);
    let solve = users.iter().find(|e| e.name == "solve").unwrap();
    let exchange = users.iter().find(|e| e.name == "exchange").unwrap();
    assert_eq!(solve.desc.as_deref(), Some("iter %d"));
    assert_eq!(exchange.desc, None);
    let tags: Vec<u32> = ev.iter().map(|e| e.tag).collect();
    assert_eq!(
        tags,
        vec![solve.tag, solve.tag, FUNC, exchange.tag, exchange.tag]
    );
    assert_eq!(h.string(ev[2].args[0] as u32), Some("void f(void)"));
    assert_eq!(h.string(ev[1].file), Some("b.upc"));
    assert_eq!(h.string(ev[0].file), Some("a.upc"));
}

/// Three threads of a small run; `damage` spoils thread `victim`'s file.
fn damaged(
    name: &str,
    victim: u32,
    damage: impl Fn(&mut Vec<u8>, &[u64]),
) -> (String, std::path::PathBuf, u64) {
    let dir = scratch(name);
    let c = EXACT;
    let mut offsets = Vec::new();
    for t in 0..3u32 {
        let mut b = Builder::new(t, 3, c, 1e9);
        if t > 0 {
            b.w.header.start_sync = Some(sync_at(c, c, 100.0, 10.0));
            b.w.header.end_sync = Some(sync_at(c, c, 1e6, 10.0));
        }
        for k in 0..20u64 {
            b.event(
                1000.0 * k as f64 + t as f64,
                GET,
                GASP_START,
                "x.upc",
                7,
                vec![1, 2, 3, k],
            );
        }
        let path = b.write(&dir);
        if t == victim {
            let mut r = ThreadReader::open(&path).unwrap();
            while let Some((off, rec)) = r.next_record().unwrap() {
                if matches!(rec, Record::Event(_)) {
                    offsets.push(off);
                }
            }
            let mut bytes = std::fs::read(&path).unwrap();
            damage(&mut bytes, &offsets);
            std::fs::write(&path, bytes).unwrap();
        }
    }
    let out = dir.join("m.pxm");
    let cmd = trace_merge(&dir, &out);
    let (h, _, _) = read_merged(&out);
    (text(&cmd.stderr), out, h.event_count)
}

#[test]
fn truncated_file_is_reported_with_its_offset_and_its_prefix_merged() {
    let (err, _, count) = damaged("trace-merge-truncated", 1, |b, offsets| {
        b.truncate(offsets[12] as usize + 10);
    });
    let off = {
        // The 13th event record of thread 1 starts where the damage is reported.
        let line = err
            .lines()
            .find(|l| l.contains("thread-1.pxt") && l.contains("truncated record"));
        line.unwrap_or_else(|| panic!("no truncation warning:\n{err}"))
            .to_string()
    };
    assert!(off.contains("byte offset"), "{off}");
    assert!(off.contains("the 12 events before it are merged"), "{off}");
    assert_eq!(count, 20 + 12 + 20, "{err}");
    assert!(err.contains("merged 52 events of 3 threads"), "{err}");
}

#[test]
fn truncation_offset_is_the_start_of_the_cut_record() {
    let mut at = 0;
    let (err, _, _) = damaged("trace-merge-truncated-offset", 2, |b, offsets| {
        b.truncate(offsets[5] as usize + 3);
    });
    for l in err.lines() {
        if let Some(i) = l.find("at byte offset ") {
            at = l[i + 15..]
                .split(|c: char| !c.is_ascii_digit())
                .next()
                .unwrap()
                .parse()
                .unwrap();
        }
    }
    // Recompute where the sixth event record of thread 2 starts in an intact copy.
    let dir = scratch("trace-merge-truncated-offset-ref");
    let c = EXACT;
    let mut b = Builder::new(2, 3, c, 1e9);
    for k in 0..20u64 {
        b.event(
            1000.0 * k as f64 + 2.0,
            GET,
            GASP_START,
            "x.upc",
            7,
            vec![1, 2, 3, k],
        );
    }
    let p = b.write(&dir);
    let mut r = ThreadReader::open(&p).unwrap();
    let mut offsets = Vec::new();
    while let Some((off, rec)) = r.next_record().unwrap() {
        if matches!(rec, Record::Event(_)) {
            offsets.push(off);
        }
    }
    assert_eq!(at, offsets[5], "{err}");
}

#[test]
fn corrupt_record_is_reported_and_the_rest_of_that_file_skipped() {
    let (err, _, count) = damaged("trace-merge-corrupt-record", 2, |b, offsets| {
        b[offsets[7] as usize] = 0x77;
    });
    assert!(
        err.contains("thread-2.pxt: unknown record kind 119 at byte offset"),
        "{err}"
    );
    assert_eq!(count, 20 + 20 + 7);
}

#[test]
fn file_with_a_bad_header_is_skipped_and_the_others_merged() {
    let (err, out, count) = damaged("trace-merge-bad-header", 1, |b, _| {
        b[0..8].copy_from_slice(b"GARBAGE!");
    });
    assert!(
        err.contains(
            "thread-1.pxt: not a per-thread trace file (bad magic) at byte offset 0; file skipped"
        ),
        "{err}"
    );
    assert!(err.contains("the trace of thread 1 is missing"), "{err}");
    assert_eq!(count, 40);
    let (h, events, _) = read_merged(&out);
    assert!(events.iter().all(|e| e.thread != 1));
    assert_eq!(h.thread_info.len(), 2);
}

#[test]
fn empty_directory_is_an_error() {
    let dir = scratch("trace-merge-empty");
    let out = run(xlate()
        .args(["trace", "merge"])
        .arg(&dir)
        .arg("-o")
        .arg(dir.join("m.pxm")));
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("no per-thread trace files"));
    let out = run(xlate().args(["trace", "merge"]));
    assert_eq!(out.status.code(), Some(2), "usage error");
}

#[test]
fn crashed_thread_events_are_kept_and_its_end_reported() {
    let dir = scratch("trace-merge-crashed");
    let c = EXACT;
    let (mut b0, mut b1) = two_threads(c);
    b0.event(10.0, BARRIER, GASP_START, "x.upc", 1, vec![0, 0]);
    b1.event(20.0, BARRIER, GASP_START, "x.upc", 1, vec![0, 0]);
    b1.w.header.ended_by = 11;
    b1.w.incomplete();
    b0.write(&dir);
    b1.write(&dir);
    let report = merge(&dir, &dir.join("m.pxm")).unwrap();
    let all = report.warnings.join("\n");
    assert!(
        all.contains("thread 1 ended by signal 11 (SIGSEGV)"),
        "{all}"
    );
    assert_eq!(report.events, 2);
}

#[test]
fn dump_to_a_reader_that_stops_early_ends_quietly() {
    // `pgas-xlate trace dump F | head`: the reader closes the pipe long before the end of the
    // dump (over 64 KiB of text here); the write error ends the output, with no panic.
    use std::io::Read;
    let dir = scratch("trace-dump-closed-pipe");
    let clock = EXACT;
    let mut b = Builder::new(0, 1, clock, 1e9);
    for k in 0..5000u64 {
        let t = T_START + k as f64 * 1000.0;
        b.event(t, BARRIER, GASP_START, "long_run.upc", 7, vec![1, k]);
    }
    let file = b.write(&dir);
    let mut child = xlate()
        .args(["trace", "dump"])
        .arg(&file)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 16];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "status {}: {stderr}", out.status);
    assert!(stderr.is_empty(), "{stderr}");
}
