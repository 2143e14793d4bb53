//! Export to Perfetto's protobuf trace format (open it in the Perfetto UI or trace processor),
//! encoded by hand: only the few messages needed.
//!
//! ```text
//! Trace            { repeated TracePacket packet = 1; }
//! TracePacket      { uint64 timestamp = 8; uint32 trusted_packet_sequence_id = 10;
//!                    TrackEvent track_event = 11; uint32 sequence_flags = 13;
//!                    TrackDescriptor track_descriptor = 60; }
//! TrackDescriptor  { uint64 uuid = 1; string name = 2; ProcessDescriptor process = 3;
//!                    ThreadDescriptor thread = 4; uint64 parent_uuid = 5; }
//! ProcessDescriptor{ int32 pid = 1; string process_name = 6; }
//! ThreadDescriptor { int32 pid = 1; int32 tid = 2; string thread_name = 5; }
//! TrackEvent       { repeated DebugAnnotation debug_annotations = 4; Type type = 9;
//!                    uint64 track_uuid = 11; repeated string categories = 22; string name = 23; }
//!                    (Type: SLICE_BEGIN 1, SLICE_END 2, INSTANT 3)
//! DebugAnnotation  { uint64 uint_value = 3; int64 int_value = 4; double double_value = 5;
//!                    string string_value = 6; uint64 pointer_value = 7; string name = 10; }
//! ```
//!
//! One process track (the program, pid 1) and one thread track per UPC thread
//! (uuid `THREAD_UUID_BASE + thread`, tid = thread + 1, since tid 0 is special in viewers).
//! Every packet is on sequence 1; the first one clears the incremental state.
//!
//! One-sided accesses to another thread ([`Flows`]): the start of the access carries a flow id
//! (`TrackEvent.flow_ids = 47`, fixed64) and an instant on the target thread's track at its end
//! (named "get of N B by thread T") terminates it (`terminating_flow_ids = 48`), so the viewer
//! draws an arrow from the issuing thread to the target. A counter track per thread
//! (`TrackDescriptor.counter = 8` with `CounterDescriptor.unit = 3`, bytes; uuid
//! `COUNTER_UUID_BASE + thread`) holds its bytes in flight (`TYPE_COUNTER` events,
//! `counter_value = 30`).

use super::export::*;
use super::format::*;
use std::io::Write;
use std::path::Path;

pub const PROCESS_UUID: u64 = 1;
pub const THREAD_UUID_BASE: u64 = 1000;
pub const COUNTER_UUID_BASE: u64 = 1_000_000_000;
pub const SEQUENCE_ID: u64 = 1;

pub const TYPE_SLICE_BEGIN: u64 = 1;
pub const TYPE_SLICE_END: u64 = 2;
pub const TYPE_INSTANT: u64 = 3;
pub const TYPE_COUNTER: u64 = 4;

const VARINT: u64 = 0;
const FIXED64: u64 = 1;
const LEN: u64 = 2;

fn varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn key(out: &mut Vec<u8>, field: u64, wire: u64) {
    varint(out, field << 3 | wire);
}

fn put_varint(out: &mut Vec<u8>, field: u64, v: u64) {
    key(out, field, VARINT);
    varint(out, v);
}

fn put_bytes(out: &mut Vec<u8>, field: u64, b: &[u8]) {
    key(out, field, LEN);
    varint(out, b.len() as u64);
    out.extend_from_slice(b);
}

fn put_fixed64(out: &mut Vec<u8>, field: u64, v: u64) {
    key(out, field, FIXED64);
    out.extend_from_slice(&v.to_le_bytes());
}

fn annotation(name: &str, v: &ArgValue) -> Vec<u8> {
    let mut a = Vec::new();
    put_bytes(&mut a, 10, name.as_bytes());
    match v {
        ArgValue::Int(i) => put_varint(&mut a, 4, *i as u64),
        ArgValue::UInt(u) => put_varint(&mut a, 3, *u),
        ArgValue::Ptr(p) => put_varint(&mut a, 7, *p),
        ArgValue::Shared(_) => put_bytes(&mut a, 6, v.to_string().as_bytes()),
        ArgValue::Double(d) => put_fixed64(&mut a, 5, d.to_bits()),
        ArgValue::Str(s) => put_bytes(&mut a, 6, s.as_bytes()),
    }
    a
}

/// Writes one TracePacket as a `packet` field of Trace.
fn write_packet(w: &mut impl Write, packet: &[u8]) -> std::io::Result<()> {
    let mut head = Vec::with_capacity(6);
    key(&mut head, 1, LEN);
    varint(&mut head, packet.len() as u64);
    w.write_all(&head)?;
    w.write_all(packet)
}

/// Writes a TracePacket holding the TrackEvent `ev` at `time`.
fn track_event(w: &mut impl Write, time: u64, ev: &[u8]) -> std::io::Result<()> {
    let mut p = Vec::with_capacity(ev.len() + 16);
    put_varint(&mut p, 8, time);
    put_varint(&mut p, 10, SEQUENCE_ID);
    put_bytes(&mut p, 11, ev);
    write_packet(w, &p)
}

pub fn export(input: &Path, output: &Path, flow_threshold: u64) -> Result<SliceStats, String> {
    let (mut reader, mut w) = open_export(input, output)?;
    let io = |e: std::io::Error| format!("{}: {e}", output.display());
    let h = reader.header.clone();

    // Track descriptors: the process, then one thread track per UPC thread.
    let mut process = Vec::new();
    put_varint(&mut process, 1, 1);
    put_bytes(&mut process, 6, program_name(&h).as_bytes());
    let mut desc = Vec::new();
    put_varint(&mut desc, 1, PROCESS_UUID);
    put_bytes(&mut desc, 3, &process);
    let mut p = Vec::new();
    put_varint(&mut p, 10, SEQUENCE_ID);
    put_varint(&mut p, 13, 1); // SEQ_INCREMENTAL_STATE_CLEARED
    put_bytes(&mut p, 60, &desc);
    write_packet(&mut w, &p).map_err(io)?;
    for t in &h.thread_info {
        let mut thread = Vec::new();
        put_varint(&mut thread, 1, 1);
        put_varint(&mut thread, 2, t.thread as u64 + 1);
        put_bytes(
            &mut thread,
            5,
            format!("UPC thread {}", t.thread).as_bytes(),
        );
        let mut desc = Vec::new();
        put_varint(&mut desc, 1, THREAD_UUID_BASE + t.thread as u64);
        put_bytes(&mut desc, 4, &thread);
        put_varint(&mut desc, 5, PROCESS_UUID);
        let mut p = Vec::new();
        put_varint(&mut p, 10, SEQUENCE_ID);
        put_bytes(&mut p, 60, &desc);
        write_packet(&mut w, &p).map_err(io)?;
        let mut counter = Vec::new();
        put_varint(&mut counter, 3, 3); // UNIT_SIZE_BYTES
        let mut desc = Vec::new();
        put_varint(&mut desc, 1, COUNTER_UUID_BASE + t.thread as u64);
        put_varint(&mut desc, 5, PROCESS_UUID);
        put_bytes(
            &mut desc,
            2,
            format!("UPC thread {}: bytes in flight", t.thread).as_bytes(),
        );
        put_bytes(&mut desc, 8, &counter);
        let mut p = Vec::new();
        put_varint(&mut p, 10, SEQUENCE_ID);
        put_bytes(&mut p, 60, &desc);
        write_packet(&mut w, &p).map_err(io)?;
    }

    let mut flows = Flows::new(flow_threshold);
    let stats = for_each_slice(&mut reader, |h, s| {
        let (flow, counted) = flows.slice(h, &s);
        let mut ev = Vec::new();
        for (name, v) in &s.args {
            put_bytes(&mut ev, 4, &annotation(name, v));
        }
        let ty = match s.kind {
            SliceKind::Begin => TYPE_SLICE_BEGIN,
            SliceKind::End => TYPE_SLICE_END,
            SliceKind::Instant => TYPE_INSTANT,
        };
        put_varint(&mut ev, 9, ty);
        put_varint(&mut ev, 11, THREAD_UUID_BASE + s.thread as u64);
        if s.kind != SliceKind::End {
            put_bytes(&mut ev, 22, s.category.as_bytes());
            put_bytes(&mut ev, 23, s.name.as_bytes());
        }
        if let (Some(f), SliceKind::Begin) = (flow, s.kind) {
            put_fixed64(&mut ev, 47, f.id);
        }
        track_event(&mut w, s.time, &ev).map_err(io)?;
        if let (Some(f), SliceKind::End) = (flow, s.kind) {
            let mut ev = Vec::new();
            put_varint(&mut ev, 9, TYPE_INSTANT);
            put_varint(&mut ev, 11, THREAD_UUID_BASE + f.to as u64);
            put_bytes(&mut ev, 22, b"flow");
            put_bytes(&mut ev, 23, f.target_name().as_bytes());
            put_fixed64(&mut ev, 48, f.id);
            track_event(&mut w, s.time, &ev).map_err(io)?;
        }
        if counted {
            let mut ev = Vec::new();
            put_varint(&mut ev, 9, TYPE_COUNTER);
            put_varint(&mut ev, 11, COUNTER_UUID_BASE + s.thread as u64);
            put_varint(&mut ev, 30, flows.in_flight(s.thread));
            track_event(&mut w, s.time, &ev).map_err(io)?;
        }
        Ok(())
    })?;
    w.flush().map_err(io)?;
    Ok(stats)
}
