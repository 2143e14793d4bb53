//! Shared objects in traces (format version 2): the runtime records each static shared object
//! (name and the bytes it covers on each thread) once, `trace merge` keeps the definitions, and
//! the exports name the object each get and put reaches: OTF2 with one RMA window per object
//! plus one for the rest, chrome-json with an `object` argument. Traces of format version 1
//! (tests/in/trace_objects/v1, written by the tool before version 2) read and export as before.

mod common;
use common::*;
use std::path::PathBuf;

fn input(rel: &str) -> PathBuf {
    root().join("tests/in/trace_objects").join(rel)
}

/// Builds tests/in/trace_objects/objects.upc with `--profile` through `to`, runs it on
/// `threads` processes and merges its traces in the scratch folder `name`; returns the merged
/// file.
fn traced(name: &str, to: &str, threads: u32) -> PathBuf {
    let dir = scratch(&format!("trace-objects-{name}-{to}-{threads}"));
    let flags = ["--to", to, "--profile"];
    traced_run(&dir, &input("objects.upc"), "objects", &flags, threads).1
}

/// The object a get or put of `bytes` bytes of objects.upc reaches: `a` holds ints, `b`
/// doubles, the upc_all_alloc block shorts.
fn object_of(bytes: u64) -> &'static str {
    match bytes {
        4 => "a",
        8 => "b",
        2 => "other shared memory",
        b => panic!("an access of {b} bytes"),
    }
}

/// Under `--to upcr` on 2 and 4 processes: the merged trace holds the two static arrays, the
/// OTF2 archive has their windows and the "other" one, and every RmaGet/RmaPut is in the window
/// of the object it reaches (the export wrote every access to one window of the whole shared
/// memory).
#[cfg(otf2)]
#[test]
fn otf2_has_one_window_per_static_object_under_upcr() {
    use pgas_xlate::trace::format::MergedReader;
    for threads in [2, 4] {
        let merged = traced("otf2", "upcr", threads);
        let h = MergedReader::open(&merged).unwrap().header;
        let names: Vec<&str> = h.objects.iter().map(|o| o.name.as_str()).collect();
        assert_eq!(names, ["a", "b"], "{threads} threads");
        let a = &h.objects[0];
        assert_eq!((a.thread_lo, a.thread_hi, a.bytes), (0, threads - 1, 16));
        let archive = merged.with_extension("otf2");
        check_export("otf2", &merged, &archive);
        let defs = otf2_print(&archive, &["-G"]);
        let windows: Vec<String> = defs
            .lines()
            .filter(|l| l.starts_with("RMA_WIN "))
            .map(|l| l.split('"').nth(1).unwrap().to_string())
            .collect();
        assert_eq!(windows, ["other shared memory", "a", "b"], "{defs}");
        let events = otf2_print(&archive, &[]);
        let mut seen = std::collections::BTreeMap::new();
        for l in events
            .lines()
            .filter(|l| l.starts_with("RMA_GET ") || l.starts_with("RMA_PUT "))
        {
            let window = l
                .split("Window: \"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap();
            let bytes: u64 = l
                .split("Bytes: ")
                .nth(1)
                .unwrap()
                .split(',')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            assert_eq!(window, object_of(bytes), "{threads} threads: {l}");
            *seen.entry(window.to_string()).or_insert(0) += 1;
        }
        // Each thread puts to and gets from each object on its neighbour; the neighbour's
        // element of `a` is its own on 2 threads (a[4 * peer] has affinity to thread 0).
        assert_eq!(seen.len(), 3, "{threads} threads: {seen:?}");
    }
}

/// chrome-json names the object of each get and put in its arguments.
#[test]
fn chrome_json_names_the_object_of_each_access() {
    let merged = traced("chrome", "upcr", 2);
    let out = merged.with_extension("json");
    check_export("chrome-json", &merged, &out);
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let mut named = 0;
    for e in json["traceEvents"].as_array().unwrap() {
        let name = e["name"].as_str().unwrap_or_default();
        if e["ph"] != "B" || !matches!(name, "upc_get" | "upc_put") {
            continue;
        }
        let bytes = e["args"]["n"].as_u64().unwrap();
        let want = object_of(bytes);
        if want == "other shared memory" {
            assert!(e["args"].get("object").is_none(), "{e}");
        } else {
            assert_eq!(e["args"]["object"], want, "{e}");
            named += 1;
        }
    }
    assert!(named >= 3, "{named} accesses named an object");
}

/// Version 1 traces (no shared-object records): the per-thread files merge and the merged file
/// exports exactly as the tool of version 1 exported it.
#[test]
fn version_1_traces_merge_and_export_as_before() {
    let want = std::fs::read_to_string(input("v1/merged.json")).unwrap();
    let dir = scratch("trace-objects-v1");
    let out = dir.join("old.json");
    check_export("chrome-json", &input("v1/merged.pxm"), &out);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), want);
    let trace = dir.join("trace");
    std::fs::create_dir_all(&trace).unwrap();
    for t in ["thread-0.pxt", "thread-1.pxt"] {
        std::fs::copy(input(&format!("v1/{t}")), trace.join(t)).unwrap();
    }
    let merged = dir.join("merged.pxm");
    trace_merge(&trace, &merged);
    let out = dir.join("remerged.json");
    check_export("chrome-json", &merged, &out);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), want);
}
