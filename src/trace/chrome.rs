//! Export to the Trace Event Format (JSON object form), read by chrome://tracing, the Perfetto UI
//! and Speedscope: one process (the program), one track per UPC thread, `B`/`E` pairs for
//! start/end events and `i` (thread-scoped instants) for atomic events. `ts` is in microseconds
//! with nanosecond decimals; arguments go to `args` (pointers as hex strings).
//!
//! One-sided accesses to another thread ([`Flows`]): a flow start (`s`, category `flow`) inside
//! the access's slice on the issuing thread and, at the access's end, a zero-length slice
//! (`X`, "get of N B by thread T") on the target thread holding the flow's end (`f`, bound to
//! it with `"bp":"e"`): an arrow from the issuer to the target. Bytes in flight per thread as
//! counters (`C`, "bytes in flight (UPC thread T)").

use super::export::*;
use super::format::*;
use std::io::Write;
use std::path::Path;

/// A JSON string literal.
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_value(v: &ArgValue) -> String {
    match v {
        ArgValue::Int(i) => i.to_string(),
        ArgValue::UInt(u) => u.to_string(),
        ArgValue::Ptr(p) => json_string(&format!("{p:#x}")),
        ArgValue::Shared(_) => json_string(&v.to_string()),
        ArgValue::Double(d) if d.is_finite() => format!("{d:?}"),
        ArgValue::Double(d) => json_string(&d.to_string()),
        ArgValue::Str(s) => json_string(s),
    }
}

/// Microseconds with three decimals.
fn micros(ns: u64) -> String {
    format!("{}.{:03}", ns / 1000, ns % 1000)
}

pub fn export(input: &Path, output: &Path, flow_threshold: u64) -> Result<SliceStats, String> {
    let (mut reader, mut w) = open_export(input, output)?;
    let io = |e: std::io::Error| format!("{}: {e}", output.display());
    let h = reader.header.clone();
    let program = program_name(&h);
    writeln!(
        w,
        "{{\"displayTimeUnit\":\"ns\",\"otherData\":{{\"program\":{},\"threads\":{},\"origin_wall_ns\":{}}},\"traceEvents\":[",
        json_string(&program),
        h.threads,
        h.origin_wall_ns
    )
    .map_err(io)?;
    write!(
        w,
        "{{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{{\"name\":{}}}}}",
        json_string(&program)
    )
    .map_err(io)?;
    for t in &h.thread_info {
        write!(
            w,
            ",\n{{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":{},\"args\":{{\"name\":\"UPC thread {}\"}}}}",
            t.thread, t.thread
        )
        .map_err(io)?;
        write!(
            w,
            ",\n{{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,\"tid\":{},\"args\":{{\"sort_index\":{}}}}}",
            t.thread, t.thread
        )
        .map_err(io)?;
    }
    let mut flows = Flows::new(flow_threshold);
    let stats = for_each_slice(&mut reader, |h, s| {
        let (flow, counted) = flows.slice(h, &s);
        let ph = match s.kind {
            SliceKind::Begin => "B",
            SliceKind::End => "E",
            SliceKind::Instant => "i",
        };
        let mut line = format!(
            ",\n{{\"name\":{},\"cat\":\"{}\",\"ph\":\"{ph}\",\"ts\":{},\"pid\":1,\"tid\":{}",
            json_string(&s.name),
            s.category,
            micros(s.time),
            s.thread
        );
        if s.kind == SliceKind::Instant {
            line.push_str(",\"s\":\"t\"");
        }
        if !s.args.is_empty() {
            line.push_str(",\"args\":{");
            for (i, (k, v)) in s.args.iter().enumerate() {
                if i > 0 {
                    line.push(',');
                }
                line.push_str(&json_string(k));
                line.push(':');
                line.push_str(&json_value(v));
            }
            line.push('}');
        }
        line.push('}');
        let ts = micros(s.time);
        match (flow, s.kind) {
            (Some(f), SliceKind::Begin) => line.push_str(&format!(
                ",\n{{\"name\":\"{}\",\"cat\":\"flow\",\"ph\":\"s\",\"id\":{},\"ts\":{ts},\"pid\":1,\"tid\":{}}}",
                if f.get { "get" } else { "put" },
                f.id,
                f.from
            )),
            (Some(f), _) => line.push_str(&format!(
                ",\n{{\"name\":{},\"cat\":\"flow\",\"ph\":\"X\",\"dur\":0,\"ts\":{ts},\"pid\":1,\"tid\":{}}}\
                 ,\n{{\"name\":\"{}\",\"cat\":\"flow\",\"ph\":\"f\",\"bp\":\"e\",\"id\":{},\"ts\":{ts},\"pid\":1,\"tid\":{}}}",
                json_string(&f.target_name()),
                f.to,
                if f.get { "get" } else { "put" },
                f.id,
                f.to
            )),
            _ => {}
        }
        if counted {
            line.push_str(&format!(
                ",\n{{\"name\":\"bytes in flight (UPC thread {})\",\"ph\":\"C\",\"ts\":{ts},\"pid\":1,\"tid\":{},\"args\":{{\"bytes\":{}}}}}",
                s.thread,
                s.thread,
                flows.in_flight(s.thread)
            ));
        }
        w.write_all(line.as_bytes()).map_err(io)
    })?;
    w.write_all(b"\n]}\n").map_err(io)?;
    w.flush().map_err(io)?;
    Ok(stats)
}
