//! The GASP tracing tool (runtime-aux/gasp) under MPI: `runtime-aux/gasp/tests/test_trace.c`
//! calls the gasp_* functions directly on 2 processes; the trace files it leaves are read back
//! with the Rust reader and checked (header, events with their arguments, user events,
//! measurement control, the move from the local directory, crashes), then merged and exported.

mod common;
use common::*;
use pgas_xlate::trace::format::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn build(dir: &Path) -> PathBuf {
    let exe = dir.join("test_trace");
    check(
        Command::new("mpicc")
            .args(["-std=gnu11", "-Wall", "-Wextra", "-Werror", "-O1", "-g"])
            .arg("-I")
            .arg(root().join("runtime-aux/include"))
            .arg(root().join("runtime-aux/gasp/tests/test_trace.c"))
            .arg(root().join("runtime-aux/gasp/gasp_trace.c"))
            .arg("-lpthread")
            .arg("-o")
            .arg(&exe),
    );
    exe
}

/// Runs the test program on 2 processes with the trace directories of `dir`.
fn mpirun(dir: &Path, exe: &Path, mode: &str, loops: u32, extra_env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new("timeout");
    cmd.current_dir(dir)
        .env("PGAS_TRACE_DIR", dir.join("trace"))
        .env("PGAS_TRACE_LOCAL_DIR", dir.join("local"))
        .env("PGAS_TRACE_BUFFER_SIZE", "64K")
        .args(["120", "mpirun", "--allow-run-as-root", "--oversubscribe"])
        .args(["-x", "PGAS_TRACE_DIR", "-x", "PGAS_TRACE_LOCAL_DIR"])
        .args(["-x", "PGAS_TRACE_BUFFER_SIZE"]);
    for (k, v) in extra_env {
        cmd.env(k, v).args(["-x", k]);
    }
    let out = run_mpi(
        cmd.args(["-np", "2"])
            .arg(exe)
            .arg(mode)
            .arg(loops.to_string()),
    );
    assert_ne!(out.status.code(), Some(124), "{mode} hung");
    out
}

/// Every record of a per-thread file (panics on damage).
fn read_all(path: &Path) -> (ThreadHeader, Vec<(u64, Record)>) {
    let mut r = ThreadReader::open(path).unwrap_or_else(|e| panic!("{e}"));
    let mut v = Vec::new();
    while let Some(x) = r.next_record().unwrap_or_else(|e| panic!("{e}")) {
        v.push(x);
    }
    (r.header, v)
}

/// Strings and user events of a record list, and its events with names.
struct Decoded {
    strings: std::collections::HashMap<u32, String>,
    user: std::collections::HashMap<u32, (String, Option<String>, String)>,
    events: Vec<EventRecord>,
    controls: Vec<bool>,
}

fn decode(records: &[(u64, Record)]) -> Decoded {
    let mut d = Decoded {
        strings: Default::default(),
        user: Default::default(),
        events: Vec::new(),
        controls: Vec::new(),
    };
    for (_, r) in records {
        match r {
            Record::String { id, text } => {
                assert!(
                    d.strings.insert(*id, text.clone()).is_none(),
                    "string {id} twice"
                );
            }
            Record::UserEvent {
                tag,
                name,
                desc,
                args,
            } => {
                let s = |id: &u32| d.strings.get(id).cloned();
                d.user.insert(
                    *tag,
                    (s(name).unwrap(), s(desc), s(args).expect("arg spec")),
                );
            }
            Record::Event(e) => d.events.push(e.clone()),
            Record::Control { on, .. } => d.controls.push(*on),
            Record::Object(o) => panic!("a shared-object record {o:?}: the program defines none"),
            Record::Freed { .. } => panic!("a free record {r:?}: the program frees nothing"),
        }
    }
    d
}

fn tag_of(h: &ThreadHeader, name: &str) -> u32 {
    h.events
        .iter()
        .find(|e| e.name == name)
        .unwrap_or_else(|| panic!("{name} not in the header"))
        .tag
}

/// Checks the part every mode records before its ending: `loops` get pairs included.
fn check_common(h: &ThreadHeader, d: &Decoded, thread: u32, loops: usize) {
    assert_eq!(h.thread, thread);
    assert_eq!(h.threads, 2);
    assert!(h.program.ends_with("test_trace"), "{}", h.program);
    assert_eq!(h.args[1], loops.to_string());
    assert!(h.tick_rate > 1e6, "tick rate {}", h.tick_rate);
    assert!(h.start_sync.is_some());
    assert!(h.events.len() >= 40, "system event table");
    let s = |id: u32| d.strings.get(&id).cloned().unwrap_or_default();

    // User events: names, descriptions, argument specifications from the printf formats.
    let mut user: Vec<_> = d.user.iter().collect();
    user.sort_by_key(|(t, _)| **t);
    assert_eq!(user.len(), 2);
    assert_eq!(*user[0].0, USEREVT_START);
    assert_eq!(
        user[0].1,
        &(
            "phase".to_string(),
            Some("iteration %d of %s, residual %.3f".to_string()),
            "i arg1,s arg2,d arg3".to_string()
        )
    );
    assert_eq!(user[1].1 .0, "marker");
    assert_eq!(user[1].1 .1, None);

    let barrier = tag_of(h, "GASP_UPC_BARRIER");
    let func = tag_of(h, "GASP_C_FUNC");
    let put = tag_of(h, "GASP_UPC_PUT");
    let get = tag_of(h, "GASP_UPC_GET");
    let reduce = tag_of(h, "GASP_UPC_ALL_REDUCE");
    let fence = tag_of(h, "GASP_UPC_FENCE");
    let ev = &d.events;
    assert_eq!(
        (ev[0].tag, ev[0].evttype, ev[0].args.clone()),
        (barrier, GASP_START, vec![1, 42])
    );
    assert_eq!(
        (s(ev[0].file), ev[0].line, ev[0].col),
        ("main.upc".into(), 10, 5)
    );
    assert_eq!((ev[1].tag, ev[1].evttype), (barrier, GASP_END));
    assert_eq!(
        (ev[2].tag, s(ev[2].args[0] as u32)),
        (func, "int work(int)".into())
    );
    assert_eq!(ev[3].tag, put);
    // The pointer-to-shared destination as its thread (1) and offset; the private source as is.
    assert_eq!(ev[3].args, vec![1, (1 << 48) | 0x1000, 0x2000, 64]);
    // phase start: 7, "seven", 2.5; marker; phase end: 8, "eight", -0.25
    assert_eq!(ev[5].tag, USEREVT_START);
    assert_eq!(ev[5].args[0], 7);
    assert_eq!(s(ev[5].args[1] as u32), "seven");
    assert_eq!(f64::from_bits(ev[5].args[2]), 2.5);
    assert_eq!(
        (ev[6].tag, ev[6].evttype, ev[6].args.len()),
        (USEREVT_START + 1, GASP_ATOMIC, 0)
    );
    assert_eq!(ev[7].args[0], 8);
    assert_eq!(s(ev[7].args[1] as u32), "eight");
    assert_eq!(f64::from_bits(ev[7].args[2]), -0.25);
    // Through gasp_event_notifyVA: 8 arguments of the reduction.
    assert_eq!(ev[8].tag, reduce);
    assert_eq!(ev[8].args, vec![0x10, 0x20, 3, 100, 4, 0, 0, 9]);
    assert_eq!(s(ev[8].file), "reduce.upc");
    assert_eq!((ev[10].tag, ev[10].evttype), (func, GASP_END));
    // Measurement off then on: the fence is not there, the switches are.
    assert!(
        ev.iter().all(|e| e.tag != fence),
        "a fence was recorded while off"
    );
    assert_eq!(d.controls, vec![false, true]);
    // The loop: every get, in order, with its size argument.
    let gets: Vec<&EventRecord> = ev.iter().filter(|e| e.tag == get).collect();
    assert_eq!(gets.len(), 2 * loops);
    for (i, pair) in gets.chunks(2).enumerate() {
        assert_eq!((pair[0].evttype, pair[1].evttype), (GASP_START, GASP_END));
        assert_eq!(pair[0].args[3], i as u64);
        assert_eq!(
            SharedAddr::from_word(pair[0].args[2]),
            Some(SharedAddr {
                thread: (thread + 1) % 2,
                offset: 0x80
            })
        );
        assert_eq!(pair[0].line, 50 + (i % 7) as u32);
    }
    assert!(
        ev.windows(2).all(|w| w[0].time <= w[1].time),
        "timestamps go back"
    );
}

#[test]
fn normal_run_writes_complete_traces_that_merge_and_export() {
    let dir = scratch("gasp-tool-basic");
    let exe = build(&dir);
    let loops = 5000; // about 600 KiB per thread: many swaps of the 64 KiB buffers
    let out = mpirun(&dir, &exe, "basic", loops, &[]);
    assert!(
        out.status.success(),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    assert_eq!(
        text(&out.stdout).matches("PASS").count(),
        2,
        "{}",
        text(&out.stdout)
    );
    // Moved from the local directory to the trace directory.
    assert!(std::fs::read_dir(dir.join("local"))
        .unwrap()
        .next()
        .is_none());
    for t in 0..2 {
        let (h, recs) = read_all(&dir.join(format!("trace/thread-{t}.pxt")));
        assert_eq!(
            h.flags & (FLAG_START_SYNC | FLAG_END_SYNC | FLAG_COMPLETE),
            FLAG_START_SYNC | FLAG_END_SYNC | FLAG_COMPLETE
        );
        assert_eq!(h.ended_by, 0);
        let d = decode(&recs);
        check_common(&h, &d, t, loops as usize);
        let exit = tag_of(&h, "GASP_UPC_COLLECTIVE_EXIT");
        let last: Vec<_> = d.events.iter().rev().take(2).collect();
        assert_eq!((last[0].tag, last[0].evttype), (exit, GASP_END));
        assert_eq!((last[1].tag, last[1].evttype), (exit, GASP_START));
        // Nothing after MPI_Finalize.
        assert_eq!(d.events.len(), 11 + 2 * loops as usize + 2);
        // Both clock measurements: thread 0 is the reference.
        let (st, en) = (h.start_sync.unwrap(), h.end_sync.unwrap());
        assert!(st.s1 <= st.s2 && en.s1 <= en.s2 && st.s2 < en.s1);
        if t == 0 {
            assert!(st.s1 == st.m && st.m == st.s2);
        }
    }
    // Merge and export the real traces.
    let merged = dir.join("run.pxm");
    let out = trace_merge(&dir.join("trace"), &merged);
    assert!(
        !text(&out.stderr).contains("warning"),
        "{}",
        text(&out.stderr)
    );
    let mut r = MergedReader::open(&merged).unwrap();
    assert_eq!(r.header.event_count, 2 * (13 + 2 * loops as u64));
    let mut last = 0;
    while let Some(rec) = r.next_record().unwrap() {
        if let Record::Event(e) = rec {
            assert!(e.time >= last);
            last = e.time;
        }
    }
    let json = dir.join("run.json");
    check_export("chrome-json", &merged, &json);
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let events = v["traceEvents"].as_array().unwrap();
    let begins = events.iter().filter(|e| e["ph"] == "B").count();
    let ends = events.iter().filter(|e| e["ph"] == "E").count();
    assert_eq!(begins, ends);
    assert_eq!(begins, 2 * (6 + loops as usize));
}

#[test]
fn crash_keeps_every_event_up_to_the_signal() {
    let dir = scratch("gasp-tool-crash");
    let exe = build(&dir);
    let loops = 3000;
    let out = mpirun(&dir, &exe, "crash", loops, &[]);
    assert!(!out.status.success());
    // The crashed thread: flushed by its SIGSEGV handler, moved to the trace directory.
    let (h, recs) = read_all(&dir.join("trace/thread-1.pxt"));
    assert!(!h.complete());
    assert_eq!(h.ended_by, 11);
    assert!(h.end_sync.is_none());
    check_common(&h, &decode(&recs), 1, loops as usize);
    // Thread 0 was waiting in a barrier when the job was torn down (SIGTERM), or finished.
    let (h0, recs0) = read_all(&dir.join("trace/thread-0.pxt"));
    assert!(h0.ended_by == 15 || h0.complete(), "{h0:?}");
    check_common(&h0, &decode(&recs0), 0, loops as usize);
    // The merge reports both and merges everything.
    let out = trace_merge(&dir.join("trace"), &dir.join("m.pxm"));
    let err = text(&out.stderr);
    assert!(
        err.contains("thread 1 ended by signal 11 (SIGSEGV)"),
        "{err}"
    );
    assert!(err.contains("no clock measurement at the end"), "{err}");
    let r = MergedReader::open(&dir.join("m.pxm")).unwrap();
    assert_eq!(r.header.event_count, 2 * (11 + 2 * loops as u64));
}

#[test]
fn global_exit_flushes_the_exiting_thread() {
    let dir = scratch("gasp-tool-global-exit");
    let exe = build(&dir);
    let out = mpirun(&dir, &exe, "global_exit", 2000, &[]);
    assert!(!out.status.success());
    let (h, recs) = read_all(&dir.join("trace/thread-1.pxt"));
    assert_eq!(h.ended_by, ENDED_NONCOLLECTIVE_EXIT);
    let d = decode(&recs);
    check_common(&h, &d, 1, 2000);
    let last = d.events.last().unwrap();
    assert_eq!(
        (last.tag, last.evttype, last.args.clone()),
        (
            tag_of(&h, "GASP_UPC_NONCOLLECTIVE_EXIT"),
            GASP_ATOMIC,
            vec![3]
        )
    );
    let (h0, recs0) = read_all(&dir.join("trace/thread-0.pxt"));
    check_common(&h0, &decode(&recs0), 0, 2000);
}

#[test]
fn exit_without_finalize_completes_the_trace_at_exit() {
    let dir = scratch("gasp-tool-exit");
    let exe = build(&dir);
    let out = mpirun(&dir, &exe, "exit", 1000, &[]);
    assert_eq!(
        text(&out.stdout).matches("PASS").count(),
        2,
        "{}",
        text(&out.stdout)
    );
    for t in 0..2 {
        let (h, recs) = read_all(&dir.join(format!("trace/thread-{t}.pxt")));
        assert!(h.complete(), "atexit completes the file");
        assert!(h.end_sync.is_none());
        let d = decode(&recs);
        check_common(&h, &d, t, 1000);
        assert_eq!(d.events.len(), 11 + 2000);
    }
}

#[test]
fn tracing_can_be_switched_off_and_the_clock_forced() {
    let dir = scratch("gasp-tool-off");
    let exe = build(&dir);
    let out = mpirun(&dir, &exe, "basic", 10, &[("PGAS_TRACE", "0")]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!dir.join("trace/thread-0.pxt").exists());

    let dir = scratch("gasp-tool-monotonic");
    let out = mpirun(
        &dir,
        &exe,
        "basic",
        10,
        &[("PGAS_TRACE_CLOCK", "monotonic")],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let (h, recs) = read_all(&dir.join("trace/thread-1.pxt"));
    assert_eq!(h.clock, CLOCK_MONOTONIC);
    // Nanosecond ticks.
    assert!((h.tick_rate - 1e9).abs() < 1e7, "{}", h.tick_rate);
    check_common(&h, &decode(&recs), 1, 10);
}
