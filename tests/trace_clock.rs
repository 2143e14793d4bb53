//! Clock correction on a real traced run: the tool's PGAS_TRACE_SKEW shifts thread 1's clock by
//! 30 ms and makes it run 2000 ppm fast; `trace merge` must measure both and put the causally
//! ordered events of tests/in/trace/causal.upc back in order: every notify before any
//! matching wait completes, every barrier entered before any exit, every put before the get
//! that reads its value (after a barrier).

mod common;
use common::*;
use pgas_xlate::trace::format::*;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

const THREADS: u32 = 4;
const ROUNDS: usize = 20;
const SKEWED: u32 = 1;
const OFFSET_US: f64 = -30_000.0;
const DRIFT_PPM: f64 = 2000.0;

fn run_causal(name: &str) -> PathBuf {
    let dir = scratch(name);
    let exe = dir.join("causal");
    check(
        xlate()
            .env("PGAS_XLATE_CACHE", cache())
            .args(["cc", "--to", "upcr", "--profile"])
            .arg(root().join("tests/in/trace/causal.upc"))
            .arg("-o")
            .arg(&exe),
    );
    let out = check(
        xlate()
            .env("PGAS_TRACE_DIR", dir.join("trace"))
            .env(
                "PGAS_TRACE_SKEW",
                format!("{SKEWED}:{OFFSET_US}:{DRIFT_PPM}"),
            )
            .args(["run", "-n", &THREADS.to_string()])
            .arg(&exe),
    );
    let stdout = text(&out.stdout);
    assert_eq!(
        stdout.matches(" bad 0").count(),
        THREADS as usize,
        "{stdout}"
    );
    dir
}

/// Per thread and event name, the times of its start and end events, in order.
type Times = HashMap<(u32, String, u8), Vec<f64>>;

fn collect(
    names: &HashMap<u32, String>,
    events: impl Iterator<Item = (EventRecord, f64)>,
) -> Times {
    let mut t: Times = HashMap::new();
    for (e, time) in events {
        if let Some(n) = names.get(&e.tag) {
            t.entry((e.thread, n.clone(), e.evttype))
                .or_default()
                .push(time);
        }
    }
    t
}

/// The violations of causal order: for round k, the latest `before` event of the threads
/// against the earliest `after` event (both lists per thread), by more than `slack` ns.
fn violations(t: &Times, before: (&str, u8), after: (&str, u8), slack: f64) -> Vec<String> {
    let list = |th: u32, (n, ty): (&str, u8)| {
        t.get(&(th, n.to_string(), ty))
            .unwrap_or_else(|| panic!("no {n} {ty} on thread {th}"))
            .clone()
    };
    let mut bad = vec![];
    for k in 0..ROUNDS {
        let latest = (0..THREADS)
            .map(|th| list(th, before)[k])
            .fold(f64::MIN, f64::max);
        let earliest = (0..THREADS)
            .map(|th| list(th, after)[k])
            .fold(f64::MAX, f64::min);
        if latest > earliest + slack {
            bad.push(format!(
                "round {k}: {} at {latest} after {} at {earliest}",
                before.0, after.0
            ));
        }
    }
    bad
}

/// Puts of round k on thread t against the get of thread t + 2 (which reads that value).
fn put_get_violations(t: &Times, slack: f64) -> Vec<String> {
    let mut bad = vec![];
    for th in 0..THREADS {
        let reader = (th + 2) % THREADS;
        let puts = &t[&(th, "GASP_UPC_PUT".to_string(), GASP_START)];
        let gets = &t[&(reader, "GASP_UPC_GET".to_string(), GASP_END)];
        assert_eq!((puts.len(), gets.len()), (ROUNDS, ROUNDS));
        for k in 0..ROUNDS {
            if puts[k] > gets[k] + slack {
                bad.push(format!("round {k}: put of {th} after the get of {reader}"));
            }
        }
    }
    bad
}

fn names(events: &[EventKind]) -> HashMap<u32, String> {
    events.iter().map(|k| (k.tag, k.name.clone())).collect()
}

/// The events of the per-thread files with every timestamp read as a tick of thread 0's clock
/// (one node, one tick counter): what the merge would do without the clock measurements. (A
/// thread's own tick rate and start time would hide the injected error: the tool measures the
/// rate with the skewed clock.)
fn uncorrected(dir: &Path) -> Times {
    let mut all = vec![];
    let mut kinds = HashMap::new();
    let mut reference = None;
    for th in 0..THREADS {
        let mut r = ThreadReader::open(&dir.join(format!("trace/thread-{th}.pxt"))).unwrap();
        kinds.extend(names(&r.header.events));
        let (t0, rate0) = *reference.get_or_insert((r.header.init_ticks, r.header.tick_rate));
        while let Some((_, rec)) = r.next_record().unwrap() {
            if let Record::Event(e) = rec {
                let ns = (e.time as f64 - t0 as f64) / rate0 * 1e9;
                all.push((e, ns));
            }
        }
    }
    collect(&kinds, all.into_iter())
}

/// The largest half round trip (ns) of the threads' start and end clock measurements.
fn half_round_trip_ns(dir: &Path) -> f64 {
    let mut worst = 0f64;
    for th in 1..THREADS {
        let h = ThreadReader::open(&dir.join(format!("trace/thread-{th}.pxt")))
            .unwrap()
            .header;
        for s in [h.start_sync, h.end_sync].into_iter().flatten() {
            worst = worst.max((s.s2 - s.s1) as f64 / 2.0 / h.tick_rate * 1e9);
        }
    }
    worst
}

#[test]
fn injected_skew_and_drift_are_removed_by_the_merge() {
    let dir = run_causal("trace-clock-skew");
    // The skew is real: by the threads' own clocks, causality is broken.
    let raw = uncorrected(&dir);
    assert!(
        !violations(
            &raw,
            ("GASP_UPC_BARRIER", GASP_START),
            ("GASP_UPC_BARRIER", GASP_END),
            0.0
        )
        .is_empty(),
        "the injected skew did not show"
    );
    // What the clock measurements cannot resolve: a thread's offset is known to within half
    // the round trip of its best exchange with thread 0, so two threads' events to within the
    // sum (this matters on a loaded machine, where round trips grow).
    let slack = 2.0 * half_round_trip_ns(&dir);
    assert!(slack < 1e6, "clock measurements too coarse: {slack} ns");

    let merged = dir.join("m.pxm");
    trace_merge(&dir.join("trace"), &merged);
    let mut r = MergedReader::open(&merged).unwrap();
    let info = &r.header.thread_info[SKEWED as usize];
    // Thread 1 is 30 ms behind: thread 0's clock reads 30 ms more; it runs 2000 ppm fast.
    assert!(
        (info.offset_ns - 30e6).abs() < 1e6,
        "offset {} ns",
        info.offset_ns
    );
    assert!(
        (info.drift * 1e6 + DRIFT_PPM).abs() < 50.0,
        "drift {} ppm",
        info.drift * 1e6
    );
    let kinds = names(&r.header.events);
    let mut events = vec![];
    while let Some(rec) = r.next_record().unwrap() {
        if let Record::Event(e) = rec {
            let t = e.time as f64;
            events.push((e, t));
        }
    }
    assert!(events.windows(2).all(|w| w[0].1 <= w[1].1), "merged order");
    let t = collect(&kinds, events.into_iter());
    let mut bad = violations(
        &t,
        ("GASP_UPC_NOTIFY", GASP_START),
        ("GASP_UPC_WAIT", GASP_END),
        slack,
    );
    bad.extend(violations(
        &t,
        ("GASP_UPC_BARRIER", GASP_START),
        ("GASP_UPC_BARRIER", GASP_END),
        slack,
    ));
    bad.extend(put_get_violations(&t, slack));
    assert!(bad.is_empty(), "slack {slack} ns:\n{}", bad.join("\n"));
}
