//! Export to OTF2 (the archive format of the usual HPC trace analysers), through a small FFI
//! binding to libotf2 (Debian: `libotf2-trace-dev`). Built when `build.rs` finds libotf2
//! (`cfg(otf2)`); without it `--format otf2` reports that it is unavailable and how to get it.
//!
//! The archive: one location (CPU thread) per UPC thread, each in its own location group
//! (process) under one system-tree node; one region per slice name (UPC events, functions, user
//! events); slices as Enter/Leave records, atomic events as an Enter and a Leave at the same
//! time. Timestamps are the merged nanoseconds (timer resolution 10^9). The events' arguments
//! (and `source: file:line:col`) are attributes of their Enter (start events) or Leave (end
//! events) records: one attribute definition per argument name and type — integers as
//! INT64/UINT64, pointers as UINT64, doubles as DOUBLE, strings and pointers-to-shared
//! (`thread T + 0xOFFSET`) as STRING.

use super::export::SliceStats;
use std::path::Path;

#[cfg(not(otf2))]
pub fn export(_input: &Path, _output: &Path) -> Result<SliceStats, String> {
    Err(
        "OTF2 export is unavailable: libotf2 was not found when this pgas-xlate was built; \
         install it (Debian package libotf2-trace-dev) and rebuild (`touch build.rs && cargo build --release`)"
            .to_string(),
    )
}

#[cfg(otf2)]
mod ffi {
    #![allow(non_snake_case, dead_code)]
    use std::os::raw::{c_char, c_int, c_void};

    #[repr(C)]
    pub struct Archive {
        _p: [u8; 0],
    }
    #[repr(C)]
    pub struct EvtWriter {
        _p: [u8; 0],
    }
    #[repr(C)]
    pub struct DefWriter {
        _p: [u8; 0],
    }
    #[repr(C)]
    pub struct GlobalDefWriter {
        _p: [u8; 0],
    }
    #[repr(C)]
    pub struct AttributeList {
        _p: [u8; 0],
    }

    pub type PreFlush = extern "C" fn(*mut c_void, u8, u64, *mut c_void, bool) -> u8;
    pub type PostFlush = extern "C" fn(*mut c_void, u8, u64) -> u64;

    #[repr(C)]
    pub struct FlushCallbacks {
        pub pre: Option<PreFlush>,
        pub post: Option<PostFlush>,
    }

    pub const SUCCESS: c_int = 0;
    pub const FILEMODE_WRITE: u8 = 0;
    pub const SUBSTRATE_POSIX: u8 = 1;
    pub const COMPRESSION_NONE: u8 = 1;
    pub const FLUSH: u8 = 1;
    pub const CHUNK_EVENTS: u64 = 1024 * 1024;
    pub const CHUNK_DEFS: u64 = 4 * 1024 * 1024;
    pub const REGION_ROLE_FUNCTION: u8 = 1;
    pub const REGION_ROLE_ARTIFICIAL: u8 = 31;
    pub const PARADIGM_USER: u8 = 1;
    pub const PARADIGM_UPC: u8 = 12;
    pub const REGION_FLAG_NONE: u32 = 0;
    pub const LOCATION_TYPE_CPU_THREAD: u8 = 1;
    pub const LOCATION_GROUP_TYPE_PROCESS: u8 = 1;
    pub const UNDEFINED_U32: u32 = u32::MAX;
    pub const TYPE_UINT64: u8 = 4;
    pub const TYPE_INT64: u8 = 8;
    pub const TYPE_DOUBLE: u8 = 10;
    pub const TYPE_STRING: u8 = 11;

    #[link(name = "otf2")]
    extern "C" {
        pub fn OTF2_Archive_Open(
            path: *const c_char,
            name: *const c_char,
            mode: u8,
            chunk_events: u64,
            chunk_defs: u64,
            substrate: u8,
            compression: u8,
        ) -> *mut Archive;
        pub fn OTF2_Archive_Close(a: *mut Archive) -> c_int;
        pub fn OTF2_Archive_SetFlushCallbacks(
            a: *mut Archive,
            cb: *const FlushCallbacks,
            data: *mut c_void,
        ) -> c_int;
        pub fn OTF2_Archive_SetSerialCollectiveCallbacks(a: *mut Archive) -> c_int;
        pub fn OTF2_Archive_SetCreator(a: *mut Archive, creator: *const c_char) -> c_int;
        pub fn OTF2_Archive_OpenEvtFiles(a: *mut Archive) -> c_int;
        pub fn OTF2_Archive_CloseEvtFiles(a: *mut Archive) -> c_int;
        pub fn OTF2_Archive_OpenDefFiles(a: *mut Archive) -> c_int;
        pub fn OTF2_Archive_CloseDefFiles(a: *mut Archive) -> c_int;
        pub fn OTF2_Archive_GetEvtWriter(a: *mut Archive, location: u64) -> *mut EvtWriter;
        pub fn OTF2_Archive_CloseEvtWriter(a: *mut Archive, w: *mut EvtWriter) -> c_int;
        pub fn OTF2_Archive_GetDefWriter(a: *mut Archive, location: u64) -> *mut DefWriter;
        pub fn OTF2_Archive_CloseDefWriter(a: *mut Archive, w: *mut DefWriter) -> c_int;
        pub fn OTF2_Archive_GetGlobalDefWriter(a: *mut Archive) -> *mut GlobalDefWriter;
        pub fn OTF2_AttributeList_New() -> *mut AttributeList;
        pub fn OTF2_AttributeList_Delete(l: *mut AttributeList) -> c_int;
        pub fn OTF2_AttributeList_RemoveAllAttributes(l: *mut AttributeList) -> c_int;
        pub fn OTF2_AttributeList_AddUint64(l: *mut AttributeList, a: u32, v: u64) -> c_int;
        pub fn OTF2_AttributeList_AddInt64(l: *mut AttributeList, a: u32, v: i64) -> c_int;
        pub fn OTF2_AttributeList_AddDouble(l: *mut AttributeList, a: u32, v: f64) -> c_int;
        pub fn OTF2_AttributeList_AddStringRef(l: *mut AttributeList, a: u32, v: u32) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteAttribute(
            w: *mut GlobalDefWriter,
            id: u32,
            name: u32,
            description: u32,
            kind: u8,
        ) -> c_int;
        pub fn OTF2_EvtWriter_Enter(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            region: u32,
        ) -> c_int;
        pub fn OTF2_EvtWriter_Leave(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            region: u32,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteClockProperties(
            w: *mut GlobalDefWriter,
            resolution: u64,
            global_offset: u64,
            trace_length: u64,
            realtime: u64,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteString(
            w: *mut GlobalDefWriter,
            id: u32,
            text: *const c_char,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteRegion(
            w: *mut GlobalDefWriter,
            id: u32,
            name: u32,
            canonical_name: u32,
            description: u32,
            role: u8,
            paradigm: u8,
            flags: u32,
            source_file: u32,
            begin_line: u32,
            end_line: u32,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteSystemTreeNode(
            w: *mut GlobalDefWriter,
            id: u32,
            name: u32,
            class_name: u32,
            parent: u32,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteLocationGroup(
            w: *mut GlobalDefWriter,
            id: u32,
            name: u32,
            kind: u8,
            system_tree_parent: u32,
            creating_group: u32,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteLocation(
            w: *mut GlobalDefWriter,
            id: u64,
            name: u32,
            kind: u8,
            events: u64,
            group: u32,
        ) -> c_int;
    }

    pub extern "C" fn pre_flush(
        _user: *mut c_void,
        _file_type: u8,
        _location: u64,
        _caller: *mut c_void,
        _final: bool,
    ) -> u8 {
        FLUSH
    }

    pub extern "C" fn post_flush(_user: *mut c_void, _file_type: u8, _location: u64) -> u64 {
        0
    }
}

#[cfg(otf2)]
pub fn export(input: &Path, output: &Path) -> Result<SliceStats, String> {
    use super::export::{for_each_slice, program_name, SliceKind};
    use super::format::MergedReader;
    use std::collections::HashMap;
    use std::ffi::CString;

    let check = |rc: std::os::raw::c_int, what: &str| -> Result<(), String> {
        if rc == ffi::SUCCESS {
            Ok(())
        } else {
            Err(format!("libotf2: {what} failed (error {rc})"))
        }
    };
    let cstr = |s: &str| CString::new(s.replace('\0', " ")).expect("no NUL");

    let mut reader = MergedReader::open(input).map_err(|e| e.to_string())?;
    let header = reader.header.clone();
    // The archive is a folder `output` holding `traces.otf2` (the anchor file) and `traces/`.
    if output.exists() {
        std::fs::remove_dir_all(output).map_err(|e| format!("{}: {e}", output.display()))?;
    }
    let dir = cstr(&output.to_string_lossy());
    let name = cstr("traces");
    // SAFETY: plain C calls on valid NUL-terminated strings; every handle is used only while
    // the archive is open, and the archive is closed on every path below.
    let archive = unsafe {
        ffi::OTF2_Archive_Open(
            dir.as_ptr(),
            name.as_ptr(),
            ffi::FILEMODE_WRITE,
            ffi::CHUNK_EVENTS,
            ffi::CHUNK_DEFS,
            ffi::SUBSTRATE_POSIX,
            ffi::COMPRESSION_NONE,
        )
    };
    if archive.is_null() {
        return Err(format!(
            "libotf2: cannot create the archive {}",
            output.display()
        ));
    }
    let callbacks = ffi::FlushCallbacks {
        pre: Some(ffi::pre_flush),
        post: Some(ffi::post_flush),
    };
    let creator = cstr("pgas-xlate trace export");
    // SAFETY: a plain constructor; deleted below on every path.
    let list = unsafe { ffi::OTF2_AttributeList_New() };
    if list.is_null() {
        // SAFETY: the archive was opened above.
        unsafe { ffi::OTF2_Archive_Close(archive) };
        return Err("libotf2: cannot create an attribute list".to_string());
    }
    let result = (|| -> Result<SliceStats, String> {
        // SAFETY: `archive` is open; `callbacks` outlives it (closed before this returns).
        unsafe {
            check(
                ffi::OTF2_Archive_SetFlushCallbacks(archive, &callbacks, std::ptr::null_mut()),
                "setting the flush callbacks",
            )?;
            check(
                ffi::OTF2_Archive_SetSerialCollectiveCallbacks(archive),
                "setting the collective callbacks",
            )?;
            check(
                ffi::OTF2_Archive_SetCreator(archive, creator.as_ptr()),
                "setting the creator",
            )?;
            check(
                ffi::OTF2_Archive_OpenEvtFiles(archive),
                "opening the event files",
            )?;
        }
        let mut writers: HashMap<u32, *mut ffi::EvtWriter> = HashMap::new();
        let mut counts: HashMap<u32, u64> = HashMap::new();
        let mut regions: HashMap<(String, &'static str), u32> = HashMap::new();
        let mut strings = StringTable::default();
        // Attribute definitions: (name, OTF2 type) → id.
        let mut attributes: HashMap<(String, u8), u32> = HashMap::new();
        let mut last_time = 0u64;
        let stats = for_each_slice(&mut reader, |_, s| {
            // SAFETY: `list` is a valid attribute list (created above, deleted after the loop).
            unsafe {
                check(
                    ffi::OTF2_AttributeList_RemoveAllAttributes(list),
                    "clearing an attribute list",
                )?;
                for (name, value) in &s.args {
                    let (ty, add) = attribute_value(value, &mut strings);
                    let next = attributes.len() as u32;
                    let id = *attributes.entry((name.clone(), ty)).or_insert(next);
                    let rc = match add {
                        Attr::U(v) => ffi::OTF2_AttributeList_AddUint64(list, id, v),
                        Attr::I(v) => ffi::OTF2_AttributeList_AddInt64(list, id, v),
                        Attr::D(v) => ffi::OTF2_AttributeList_AddDouble(list, id, v),
                        Attr::S(v) => ffi::OTF2_AttributeList_AddStringRef(list, id, v),
                    };
                    check(rc, "adding an attribute")?;
                }
            }
            let next = regions.len() as u32;
            let region = *regions.entry((s.name.clone(), s.category)).or_insert(next);
            let w = match writers.get(&s.thread) {
                Some(w) => *w,
                None => {
                    // SAFETY: the event files are open.
                    let w = unsafe { ffi::OTF2_Archive_GetEvtWriter(archive, s.thread as u64) };
                    if w.is_null() {
                        return Err(format!("libotf2: no event writer for thread {}", s.thread));
                    }
                    writers.insert(s.thread, w);
                    w
                }
            };
            last_time = last_time.max(s.time);
            let n = counts.entry(s.thread).or_default();
            // SAFETY: `w` is an open event writer of this archive.
            unsafe {
                match s.kind {
                    SliceKind::Begin => {
                        *n += 1;
                        check(ffi::OTF2_EvtWriter_Enter(w, list, s.time, region), "Enter")
                    }
                    SliceKind::End => {
                        *n += 1;
                        check(ffi::OTF2_EvtWriter_Leave(w, list, s.time, region), "Leave")
                    }
                    SliceKind::Instant => {
                        *n += 2;
                        check(ffi::OTF2_EvtWriter_Enter(w, list, s.time, region), "Enter")?;
                        let none = std::ptr::null_mut();
                        check(ffi::OTF2_EvtWriter_Leave(w, none, s.time, region), "Leave")
                    }
                }
            }
        })?;
        // SAFETY: the writers belong to the archive and are closed once.
        unsafe {
            for w in writers.values() {
                check(
                    ffi::OTF2_Archive_CloseEvtWriter(archive, *w),
                    "closing an event writer",
                )?;
            }
            check(
                ffi::OTF2_Archive_CloseEvtFiles(archive),
                "closing the event files",
            )?;
        }

        // Global definitions: strings, regions, the system tree, groups and locations.
        // SAFETY: the archive is open; every string passed lives until the call returns.
        unsafe {
            let g = ffi::OTF2_Archive_GetGlobalDefWriter(archive);
            if g.is_null() {
                return Err("libotf2: no global definition writer".to_string());
            }
            check(
                ffi::OTF2_GlobalDefWriter_WriteClockProperties(
                    g,
                    1_000_000_000,
                    0,
                    last_time + 1,
                    header.origin_wall_ns,
                ),
                "ClockProperties",
            )?;
            // Strings: those the attribute values use, then the definitions' own.
            let mut next_string = 0u32;
            let mut string = |text: &str| -> Result<u32, String> {
                let id = next_string;
                next_string += 1;
                let c = cstr(text);
                check(
                    ffi::OTF2_GlobalDefWriter_WriteString(g, id, c.as_ptr()),
                    "String",
                )?;
                Ok(id)
            };
            for text in &strings.texts {
                string(text)?;
            }
            let mut attrs: Vec<(&(String, u8), &u32)> = attributes.iter().collect();
            attrs.sort_by_key(|(_, id)| **id);
            let attr_desc = string("event argument")?;
            for ((aname, ty), id) in attrs {
                let sname = string(aname)?;
                check(
                    ffi::OTF2_GlobalDefWriter_WriteAttribute(g, *id, sname, attr_desc, *ty),
                    "Attribute",
                )?;
            }
            let mut by_id: Vec<(&(String, &'static str), &u32)> = regions.iter().collect();
            by_id.sort_by_key(|(_, id)| **id);
            for ((rname, cat), id) in by_id {
                let sname = string(rname)?;
                let desc = string(&format!("{cat} event"))?;
                let (role, paradigm) = match *cat {
                    "upc" => (ffi::REGION_ROLE_FUNCTION, ffi::PARADIGM_UPC),
                    "control" => (ffi::REGION_ROLE_ARTIFICIAL, ffi::PARADIGM_USER),
                    _ => (ffi::REGION_ROLE_FUNCTION, ffi::PARADIGM_USER),
                };
                check(
                    ffi::OTF2_GlobalDefWriter_WriteRegion(
                        g,
                        *id,
                        sname,
                        sname,
                        desc,
                        role,
                        paradigm,
                        ffi::REGION_FLAG_NONE,
                        ffi::UNDEFINED_U32,
                        0,
                        0,
                    ),
                    "Region",
                )?;
            }
            let machine = string(&program_name(&header))?;
            let class = string("machine")?;
            check(
                ffi::OTF2_GlobalDefWriter_WriteSystemTreeNode(
                    g,
                    0,
                    machine,
                    class,
                    ffi::UNDEFINED_U32,
                ),
                "SystemTreeNode",
            )?;
            let mut threads: Vec<u32> = header.thread_info.iter().map(|t| t.thread).collect();
            threads.sort();
            for t in &threads {
                let gname = string(&format!("UPC thread {t}"))?;
                check(
                    ffi::OTF2_GlobalDefWriter_WriteLocationGroup(
                        g,
                        *t,
                        gname,
                        ffi::LOCATION_GROUP_TYPE_PROCESS,
                        0,
                        ffi::UNDEFINED_U32,
                    ),
                    "LocationGroup",
                )?;
                check(
                    ffi::OTF2_GlobalDefWriter_WriteLocation(
                        g,
                        *t as u64,
                        gname,
                        ffi::LOCATION_TYPE_CPU_THREAD,
                        counts.get(t).copied().unwrap_or(0),
                        *t,
                    ),
                    "Location",
                )?;
            }
            check(
                ffi::OTF2_Archive_OpenDefFiles(archive),
                "opening the definition files",
            )?;
            for t in &threads {
                let d = ffi::OTF2_Archive_GetDefWriter(archive, *t as u64);
                if !d.is_null() {
                    check(
                        ffi::OTF2_Archive_CloseDefWriter(archive, d),
                        "closing a definition writer",
                    )?;
                }
            }
            check(
                ffi::OTF2_Archive_CloseDefFiles(archive),
                "closing the definition files",
            )?;
        }
        Ok(stats)
    })();
    // SAFETY: closes the archive opened above and deletes the list, once each.
    let closed = unsafe {
        ffi::OTF2_AttributeList_Delete(list);
        ffi::OTF2_Archive_Close(archive)
    };
    let stats = result?;
    check(closed, "closing the archive")?;
    Ok(stats)
}

/// Strings of attribute values, numbered in order of first use from 0 (the definitions' own
/// strings follow them).
#[cfg(otf2)]
#[derive(Default)]
struct StringTable {
    texts: Vec<String>,
    ids: std::collections::HashMap<String, u32>,
}

#[cfg(otf2)]
impl StringTable {
    fn id(&mut self, text: &str) -> u32 {
        if let Some(id) = self.ids.get(text) {
            return *id;
        }
        let id = self.texts.len() as u32;
        self.texts.push(text.to_string());
        self.ids.insert(text.to_string(), id);
        id
    }
}

/// An attribute value as OTF2 stores it.
#[cfg(otf2)]
enum Attr {
    U(u64),
    I(i64),
    D(f64),
    S(u32),
}

/// The OTF2 type and value of an event argument.
#[cfg(otf2)]
fn attribute_value(v: &super::format::ArgValue, strings: &mut StringTable) -> (u8, Attr) {
    use super::format::ArgValue;
    match v {
        ArgValue::Int(i) => (ffi::TYPE_INT64, Attr::I(*i)),
        ArgValue::UInt(u) | ArgValue::Ptr(u) => (ffi::TYPE_UINT64, Attr::U(*u)),
        ArgValue::Double(d) => (ffi::TYPE_DOUBLE, Attr::D(*d)),
        ArgValue::Str(s) => (ffi::TYPE_STRING, Attr::S(strings.id(s))),
        ArgValue::Shared(_) => (ffi::TYPE_STRING, Attr::S(strings.id(&v.to_string()))),
    }
}
