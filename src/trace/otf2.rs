//! Export to OTF2 (the archive format of the usual HPC trace analysers), through a small FFI
//! binding to libotf2 (Debian: `libotf2-trace-dev`). Built when `build.rs` finds libotf2
//! (`cfg(otf2)`); without it `--format otf2` reports that it is unavailable and how to get it.
//!
//! The archive: one location (CPU thread) per UPC thread, each in its own location group
//! (process) under the system-tree node of its host, the hosts under one machine; the threads as
//! a communicator of the UPC paradigm and the shared memory as its RMA window; one region per
//! slice name (UPC events, functions of the compiler paradigm, user events of the user
//! paradigm); slices as Enter/Leave records, atomic events as an Enter and a Leave at the same
//! time. Inside the regions, the records of one-sided communication (see [`Op`]): RmaGet/RmaPut
//! and their completions, RMA collectives for barriers and `upc_all_*`, lock records. Timestamps are the merged nanoseconds (timer resolution 10^9). The events' arguments
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

    /// Types the library defines and the program only points to.
    macro_rules! opaque {
        ($($name:ident),*) => {
            $(
                #[repr(C)]
                pub struct $name {
                    _p: [u8; 0],
                }
            )*
        };
    }
    opaque!(
        Archive,
        EvtWriter,
        DefWriter,
        GlobalDefWriter,
        AttributeList
    );

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
    pub const REGION_ROLE_BARRIER: u8 = 15;
    pub const REGION_ROLE_COLL_ONE2ALL: u8 = 23;
    pub const REGION_ROLE_COLL_ALL2ONE: u8 = 24;
    pub const REGION_ROLE_COLL_ALL2ALL: u8 = 25;
    pub const REGION_ROLE_RMA: u8 = 29;
    pub const REGION_ROLE_ALLOCATE: u8 = 35;
    pub const PARADIGM_USER: u8 = 1;
    pub const PARADIGM_COMPILER: u8 = 2;
    pub const PARADIGM_MEASUREMENT_SYSTEM: u8 = 6;
    pub const PARADIGM_UPC: u8 = 12;
    pub const PARADIGM_CLASS_PROCESS: u8 = 0;
    pub const SYSTEM_TREE_DOMAIN_MACHINE: u8 = 0;
    pub const SYSTEM_TREE_DOMAIN_SHARED_MEMORY: u8 = 1;
    pub const GROUP_TYPE_COMM_LOCATIONS: u8 = 4;
    pub const GROUP_TYPE_COMM_GROUP: u8 = 5;
    pub const GROUP_FLAG_NONE: u32 = 0;
    pub const COMM_FLAG_NONE: u32 = 0;
    pub const RMA_WIN_FLAG_NONE: u32 = 0;
    pub const COLLECTIVE_OP_BARRIER: u8 = 0;
    pub const COLLECTIVE_OP_BCAST: u8 = 1;
    pub const COLLECTIVE_OP_GATHER: u8 = 2;
    pub const COLLECTIVE_OP_SCATTER: u8 = 4;
    pub const COLLECTIVE_OP_ALLGATHER: u8 = 6;
    pub const COLLECTIVE_OP_ALLTOALL: u8 = 8;
    pub const COLLECTIVE_OP_ALLTOALLV: u8 = 9;
    pub const COLLECTIVE_OP_REDUCE: u8 = 12;
    pub const COLLECTIVE_OP_SCAN: u8 = 14;
    pub const COLLECTIVE_OP_CREATE_HANDLE: u8 = 17;
    pub const COLLECTIVE_OP_CREATE_HANDLE_AND_ALLOCATE: u8 = 21;
    /// PROCESS | MEMORY.
    pub const RMA_SYNC_LEVEL_FULL: u32 = 3;
    pub const LOCK_EXCLUSIVE: u8 = 0;
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
        pub fn OTF2_EvtWriter_RmaPut(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            win: u32,
            remote: u32,
            bytes: u64,
            matching_id: u64,
        ) -> c_int;
        pub fn OTF2_EvtWriter_RmaGet(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            win: u32,
            remote: u32,
            bytes: u64,
            matching_id: u64,
        ) -> c_int;
        pub fn OTF2_EvtWriter_RmaOpCompleteBlocking(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            win: u32,
            matching_id: u64,
        ) -> c_int;
        pub fn OTF2_EvtWriter_RmaOpCompleteNonBlocking(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            win: u32,
            matching_id: u64,
        ) -> c_int;
        pub fn OTF2_EvtWriter_RmaCollectiveBegin(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
        ) -> c_int;
        pub fn OTF2_EvtWriter_RmaCollectiveEnd(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            op: u8,
            sync_level: u32,
            win: u32,
            root: u32,
            bytes_sent: u64,
            bytes_received: u64,
        ) -> c_int;
        pub fn OTF2_EvtWriter_RmaRequestLock(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            win: u32,
            remote: u32,
            lock_id: u64,
            lock_type: u8,
        ) -> c_int;
        pub fn OTF2_EvtWriter_RmaAcquireLock(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            win: u32,
            remote: u32,
            lock_id: u64,
            lock_type: u8,
        ) -> c_int;
        pub fn OTF2_EvtWriter_RmaTryLock(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            win: u32,
            remote: u32,
            lock_id: u64,
            lock_type: u8,
        ) -> c_int;
        pub fn OTF2_EvtWriter_RmaReleaseLock(
            w: *mut EvtWriter,
            attributes: *mut AttributeList,
            time: u64,
            win: u32,
            remote: u32,
            lock_id: u64,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteParadigm(
            w: *mut GlobalDefWriter,
            paradigm: u8,
            name: u32,
            class: u8,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteSystemTreeNodeDomain(
            w: *mut GlobalDefWriter,
            node: u32,
            domain: u8,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteGroup(
            w: *mut GlobalDefWriter,
            id: u32,
            name: u32,
            kind: u8,
            paradigm: u8,
            flags: u32,
            members: u32,
            member: *const u64,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteComm(
            w: *mut GlobalDefWriter,
            id: u32,
            name: u32,
            group: u32,
            parent: u32,
            flags: u32,
        ) -> c_int;
        pub fn OTF2_GlobalDefWriter_WriteRmaWin(
            w: *mut GlobalDefWriter,
            id: u32,
            name: u32,
            comm: u32,
            flags: u32,
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
        // (name, category) → (id, role).
        let mut regions: HashMap<(String, &'static str), (u32, u8)> = HashMap::new();
        let mut strings = StringTable::default();
        // Attribute definitions: (name, OTF2 type) → id.
        let mut attributes: HashMap<(String, u8), u32> = HashMap::new();
        let mut ops: HashMap<u32, Op> = HashMap::new();
        let mut pending: HashMap<u32, Pending> = HashMap::new();
        let mut last_time = 0u64;
        let stats = for_each_slice(&mut reader, |h, s| {
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
            let op = *ops
                .entry(s.tag)
                .or_insert_with(|| Op::of(h.event_kind(s.tag)));
            let next = regions.len() as u32;
            let (region, _) = *regions
                .entry((s.name.clone(), s.category))
                .or_insert((next, op.role()));
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
            let p = pending.entry(s.thread).or_default();
            let t = s.time;
            // SAFETY: `w` is an open event writer of this archive.
            unsafe {
                match s.kind {
                    SliceKind::Begin => {
                        *n += 1;
                        check(ffi::OTF2_EvtWriter_Enter(w, list, t, region), "Enter")?;
                        if op != Op::Plain && op != Op::NbComplete {
                            let close = p.begin(op, h, &s);
                            *n += matches!(
                                close,
                                Some(
                                    Close::Access(..) | Close::Collective { .. } | Close::Lock(..)
                                )
                            ) as u64;
                            match close {
                                Some(Close::Access(Rma::Get, remote, bytes, id, _, win)) => check(
                                    ffi::OTF2_EvtWriter_RmaGet(w, NONE, t, win, remote, bytes, id),
                                    "RmaGet",
                                )?,
                                Some(Close::Access(Rma::Put, remote, bytes, id, _, win)) => check(
                                    ffi::OTF2_EvtWriter_RmaPut(w, NONE, t, win, remote, bytes, id),
                                    "RmaPut",
                                )?,
                                Some(Close::Collective { .. }) => check(
                                    ffi::OTF2_EvtWriter_RmaCollectiveBegin(w, NONE, t),
                                    "RmaCollectiveBegin",
                                )?,
                                Some(Close::Lock(id, at)) => check(
                                    ffi::OTF2_EvtWriter_RmaRequestLock(
                                        w,
                                        NONE,
                                        t,
                                        WIN,
                                        at,
                                        id,
                                        ffi::LOCK_EXCLUSIVE,
                                    ),
                                    "RmaRequestLock",
                                )?,
                                _ => {}
                            }
                            p.open.push((s.tag, close));
                        }
                        Ok(())
                    }
                    SliceKind::End => {
                        let real = !made_up(&s);
                        if op == Op::NbComplete && real {
                            let handle = word(&s, "handle");
                            for (id, win) in handle
                                .and_then(|h| p.handles.remove(&h))
                                .unwrap_or_default()
                            {
                                *n += 1;
                                check(
                                    ffi::OTF2_EvtWriter_RmaOpCompleteNonBlocking(
                                        w, NONE, t, win, id,
                                    ),
                                    "RmaOpCompleteNonBlocking",
                                )?;
                            }
                        } else if op != Op::Plain {
                            let close = match p.open.iter().rposition(|(tag, _)| *tag == s.tag) {
                                Some(i) => p.open.remove(i).1,
                                None => None,
                            };
                            match close {
                                Some(Close::Access(_, _, _, id, false, win)) => {
                                    *n += 1;
                                    check(
                                        ffi::OTF2_EvtWriter_RmaOpCompleteBlocking(
                                            w, NONE, t, win, id,
                                        ),
                                        "RmaOpCompleteBlocking",
                                    )?;
                                }
                                Some(Close::Access(_, _, _, id, true, win)) => {
                                    // Completed by the sync of its handle; without one (an end
                                    // the pairing made up), here.
                                    match word(&s, "handle") {
                                        Some(handle) if real => {
                                            p.handles.entry(handle).or_default().push((id, win))
                                        }
                                        _ => {
                                            *n += 1;
                                            check(
                                                ffi::OTF2_EvtWriter_RmaOpCompleteNonBlocking(
                                                    w, NONE, t, win, id,
                                                ),
                                                "RmaOpCompleteNonBlocking",
                                            )?;
                                        }
                                    }
                                }
                                Some(Close::Collective {
                                    op,
                                    root,
                                    sent,
                                    received,
                                }) => {
                                    *n += 1;
                                    check(
                                        ffi::OTF2_EvtWriter_RmaCollectiveEnd(
                                            w,
                                            NONE,
                                            t,
                                            op,
                                            ffi::RMA_SYNC_LEVEL_FULL,
                                            WIN,
                                            root,
                                            sent,
                                            received,
                                        ),
                                        "RmaCollectiveEnd",
                                    )?;
                                }
                                Some(Close::Lock(id, at)) if real => {
                                    *n += 1;
                                    check(
                                        ffi::OTF2_EvtWriter_RmaAcquireLock(
                                            w,
                                            NONE,
                                            t,
                                            WIN,
                                            at,
                                            id,
                                            ffi::LOCK_EXCLUSIVE,
                                        ),
                                        "RmaAcquireLock",
                                    )?;
                                }
                                Some(Close::LockAttempt(id, at)) if real => {
                                    *n += 1;
                                    let got = word(&s, "result");
                                    let f = if got.is_some_and(|r| r != 0) {
                                        ffi::OTF2_EvtWriter_RmaAcquireLock
                                    } else {
                                        ffi::OTF2_EvtWriter_RmaTryLock
                                    };
                                    check(
                                        f(w, NONE, t, WIN, at, id, ffi::LOCK_EXCLUSIVE),
                                        "RmaAcquireLock/RmaTryLock",
                                    )?;
                                }
                                Some(Close::Unlock(id, at)) if real => {
                                    *n += 1;
                                    check(
                                        ffi::OTF2_EvtWriter_RmaReleaseLock(w, NONE, t, WIN, at, id),
                                        "RmaReleaseLock",
                                    )?;
                                }
                                _ => {}
                            }
                        }
                        *n += 1;
                        check(ffi::OTF2_EvtWriter_Leave(w, list, t, region), "Leave")
                    }
                    SliceKind::Instant => {
                        *n += 2;
                        check(ffi::OTF2_EvtWriter_Enter(w, list, t, region), "Enter")?;
                        check(ffi::OTF2_EvtWriter_Leave(w, NONE, t, region), "Leave")
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
            let mut by_id: Vec<_> = regions.iter().collect();
            by_id.sort_by_key(|(_, (id, _))| *id);
            for ((rname, cat), (id, role)) in by_id {
                let sname = string(rname)?;
                let desc = string(&format!("{cat} event"))?;
                let (role, paradigm) = match *cat {
                    "upc" => (*role, ffi::PARADIGM_UPC),
                    "c" => (ffi::REGION_ROLE_FUNCTION, ffi::PARADIGM_COMPILER),
                    "control" => (
                        ffi::REGION_ROLE_ARTIFICIAL,
                        ffi::PARADIGM_MEASUREMENT_SYSTEM,
                    ),
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
            for (paradigm, pname) in [
                (ffi::PARADIGM_UPC, "UPC"),
                (ffi::PARADIGM_USER, "user"),
                (ffi::PARADIGM_COMPILER, "compiler"),
                (ffi::PARADIGM_MEASUREMENT_SYSTEM, "measurement"),
            ] {
                let sname = string(pname)?;
                check(
                    ffi::OTF2_GlobalDefWriter_WriteParadigm(
                        g,
                        paradigm,
                        sname,
                        ffi::PARADIGM_CLASS_PROCESS,
                    ),
                    "Paradigm",
                )?;
            }
            // The system tree: the machine (the run), one node per host, a process per thread.
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
            check(
                ffi::OTF2_GlobalDefWriter_WriteSystemTreeNodeDomain(
                    g,
                    0,
                    ffi::SYSTEM_TREE_DOMAIN_MACHINE,
                ),
                "SystemTreeNodeDomain",
            )?;
            let mut threads: Vec<(u32, &str)> = header
                .thread_info
                .iter()
                .map(|t| (t.thread, t.host.as_str()))
                .collect();
            threads.sort();
            let node_class = string("node")?;
            let mut nodes: HashMap<&str, u32> = HashMap::new();
            for (_, host) in &threads {
                if nodes.contains_key(host) {
                    continue;
                }
                let id = nodes.len() as u32 + 1;
                nodes.insert(host, id);
                let sname = string(if host.is_empty() {
                    "unknown host"
                } else {
                    host
                })?;
                check(
                    ffi::OTF2_GlobalDefWriter_WriteSystemTreeNode(g, id, sname, node_class, 0),
                    "SystemTreeNode",
                )?;
                check(
                    ffi::OTF2_GlobalDefWriter_WriteSystemTreeNodeDomain(
                        g,
                        id,
                        ffi::SYSTEM_TREE_DOMAIN_SHARED_MEMORY,
                    ),
                    "SystemTreeNodeDomain",
                )?;
            }
            for (t, host) in &threads {
                let gname = string(&format!("UPC thread {t}"))?;
                check(
                    ffi::OTF2_GlobalDefWriter_WriteLocationGroup(
                        g,
                        *t,
                        gname,
                        ffi::LOCATION_GROUP_TYPE_PROCESS,
                        nodes[host],
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
            // The UPC threads as a communicator (rank = thread) and the shared memory as its
            // RMA window.
            let locations: Vec<u64> = threads.iter().map(|(t, _)| *t as u64).collect();
            let ranks: Vec<u64> = (0..locations.len() as u64).collect();
            let empty = string("")?;
            for (id, kind, members) in [
                (0, ffi::GROUP_TYPE_COMM_LOCATIONS, &locations),
                (1, ffi::GROUP_TYPE_COMM_GROUP, &ranks),
            ] {
                check(
                    ffi::OTF2_GlobalDefWriter_WriteGroup(
                        g,
                        id,
                        empty,
                        kind,
                        ffi::PARADIGM_UPC,
                        ffi::GROUP_FLAG_NONE,
                        members.len() as u32,
                        members.as_ptr(),
                    ),
                    "Group",
                )?;
            }
            let comm = string("UPC threads")?;
            check(
                ffi::OTF2_GlobalDefWriter_WriteComm(
                    g,
                    0,
                    comm,
                    1,
                    ffi::UNDEFINED_U32,
                    ffi::COMM_FLAG_NONE,
                ),
                "Comm",
            )?;
            // With shared objects, WIN holds what none of them covers.
            let win = string(if header.objects.is_empty() {
                "UPC shared memory"
            } else {
                "other shared memory"
            })?;
            check(
                ffi::OTF2_GlobalDefWriter_WriteRmaWin(g, WIN, win, 0, ffi::RMA_WIN_FLAG_NONE),
                "RmaWin",
            )?;
            for (i, o) in header.objects.iter().enumerate() {
                let win = string(&o.label())?;
                check(
                    ffi::OTF2_GlobalDefWriter_WriteRmaWin(
                        g,
                        i as u32 + 1,
                        win,
                        0,
                        ffi::RMA_WIN_FLAG_NONE,
                    ),
                    "RmaWin",
                )?;
            }
            check(
                ffi::OTF2_Archive_OpenDefFiles(archive),
                "opening the definition files",
            )?;
            for (t, _) in &threads {
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

/// The RMA window of collectives, locks and the one-sided accesses that reach no shared object
/// the trace defines: the UPC shared memory of all threads. Object i has window i + 1.
#[cfg(otf2)]
const WIN: u32 = 0;

/// The window of a get or put: that of the shared object it reaches, else `WIN`.
#[cfg(otf2)]
fn object_window(s: &super::export::Slice) -> u32 {
    s.object.map_or(WIN, |o| o as u32 + 1)
}
/// No attributes.
#[cfg(otf2)]
const NONE: *mut ffi::AttributeList = std::ptr::null_mut();

/// What an event adds to its region's Enter and Leave (the records Score-P writes for the
/// like operations of SHMEM).
#[cfg(otf2)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Plain,
    /// A blocking get or put: RmaGet/RmaPut after the Enter, RmaOpCompleteBlocking before the
    /// Leave.
    Access,
    /// A non-blocking one: RmaGet/RmaPut after the Enter, RmaOpCompleteNonBlocking when its
    /// handle is synchronised.
    NbInit,
    /// The sync of a non-blocking handle (or the arrival of its data).
    NbComplete,
    /// RmaCollectiveBegin after the Enter, RmaCollectiveEnd with this operation before the Leave.
    Collective(u8),
    /// RmaRequestLock after the Enter, RmaAcquireLock before the Leave.
    Lock,
    /// RmaAcquireLock (got it) or RmaTryLock (did not) before the Leave.
    LockAttempt,
    /// RmaReleaseLock before the Leave.
    Unlock,
}

#[cfg(otf2)]
impl Op {
    fn of(kind: Option<&super::format::EventKind>) -> Op {
        let Some(name) = kind
            .filter(|k| !k.user)
            .and_then(|k| k.name.strip_prefix("GASP_UPC_"))
        else {
            return Op::Plain;
        };
        match name {
            "GET" | "PUT" | "MEMGET" | "MEMPUT" | "MEMCPY" | "MEMSET" => Op::Access,
            "NB_GET_INIT" | "NB_PUT_INIT" => Op::NbInit,
            "NB_SYNC" | "NB_GET_DATA" | "NB_PUT_DATA" => Op::NbComplete,
            // upc_notify only signals; the threads wait for each other in upc_wait.
            "BARRIER" | "WAIT" => Op::Collective(ffi::COLLECTIVE_OP_BARRIER),
            "ALL_BROADCAST" => Op::Collective(ffi::COLLECTIVE_OP_BCAST),
            "ALL_SCATTER" => Op::Collective(ffi::COLLECTIVE_OP_SCATTER),
            "ALL_GATHER" => Op::Collective(ffi::COLLECTIVE_OP_GATHER),
            "ALL_GATHER_ALL" => Op::Collective(ffi::COLLECTIVE_OP_ALLGATHER),
            "ALL_EXCHANGE" => Op::Collective(ffi::COLLECTIVE_OP_ALLTOALL),
            "ALL_PERMUTE" => Op::Collective(ffi::COLLECTIVE_OP_ALLTOALLV),
            "ALL_REDUCE" => Op::Collective(ffi::COLLECTIVE_OP_REDUCE),
            "ALL_PREFIX_REDUCE" => Op::Collective(ffi::COLLECTIVE_OP_SCAN),
            "ALL_ALLOC" => Op::Collective(ffi::COLLECTIVE_OP_CREATE_HANDLE_AND_ALLOCATE),
            "ALL_LOCK_ALLOC" => Op::Collective(ffi::COLLECTIVE_OP_CREATE_HANDLE),
            "LOCK" => Op::Lock,
            "LOCK_ATTEMPT" => Op::LockAttempt,
            "UNLOCK" => Op::Unlock,
            _ => Op::Plain,
        }
    }

    /// The role of the region of a UPC event.
    fn role(self) -> u8 {
        match self {
            Op::Access | Op::NbInit | Op::NbComplete => ffi::REGION_ROLE_RMA,
            Op::Collective(ffi::COLLECTIVE_OP_BARRIER) => ffi::REGION_ROLE_BARRIER,
            Op::Collective(ffi::COLLECTIVE_OP_BCAST | ffi::COLLECTIVE_OP_SCATTER) => {
                ffi::REGION_ROLE_COLL_ONE2ALL
            }
            Op::Collective(ffi::COLLECTIVE_OP_GATHER | ffi::COLLECTIVE_OP_REDUCE) => {
                ffi::REGION_ROLE_COLL_ALL2ONE
            }
            Op::Collective(
                ffi::COLLECTIVE_OP_CREATE_HANDLE | ffi::COLLECTIVE_OP_CREATE_HANDLE_AND_ALLOCATE,
            ) => ffi::REGION_ROLE_ALLOCATE,
            Op::Collective(_) => ffi::REGION_ROLE_COLL_ALL2ALL,
            _ => ffi::REGION_ROLE_FUNCTION,
        }
    }
}

#[cfg(otf2)]
use super::summary::Rma;

/// What the Leave of a slice must be preceded by.
#[cfg(otf2)]
#[derive(Debug, Clone, Copy)]
enum Close {
    /// (direction, remote thread, bytes, matching id, non-blocking, window)
    Access(Rma, u32, u64, u64, bool, u32),
    Collective {
        op: u8,
        root: u32,
        sent: u64,
        received: u64,
    },
    /// (lock id, thread the lock lives on)
    Lock(u64, u32),
    LockAttempt(u64, u32),
    Unlock(u64, u32),
}

/// A thread's RMA state while its events are written.
#[cfg(otf2)]
#[derive(Default)]
struct Pending {
    next_id: u64,
    /// Per open slice of an event that is not `Op::Plain`: its tag and what closes it.
    open: Vec<(u32, Option<Close>)>,
    /// Non-blocking accesses (id, window) by handle, until it is synchronised.
    handles: std::collections::HashMap<u64, Vec<(u64, u32)>>,
}

#[cfg(otf2)]
impl Pending {
    /// What the start of an event of `op` writes and its end closes.
    fn begin(
        &mut self,
        op: Op,
        h: &super::format::MergedHeader,
        s: &super::export::Slice,
    ) -> Option<Close> {
        use super::summary::{arg_thread, rma_access, transfers};
        // The lock as the shared object it names (same id on every thread) and its thread.
        let lock = || {
            let remote = super::summary::arg_thread(s, "lck").unwrap_or(ffi::UNDEFINED_U32);
            word(s, "lck").map(|id| (id, remote))
        };
        match op {
            Op::Access | Op::NbInit => {
                let (dir, remote, bytes) = rma_access(h.event_kind(s.tag)?, s)?;
                self.next_id += 1;
                Some(Close::Access(
                    dir,
                    remote,
                    bytes,
                    self.next_id,
                    op == Op::NbInit,
                    object_window(s),
                ))
            }
            Op::Collective(c) => {
                let me = s.thread;
                let moved = h
                    .event_kind(s.tag)
                    .and_then(|k| transfers(k, s, h.threads))
                    .unwrap_or_default();
                let sum = |f: &dyn Fn(u32, u32) -> bool| {
                    moved
                        .iter()
                        .filter(|(from, to, _)| from != to && f(*from, *to))
                        .map(|(_, _, b)| b)
                        .sum()
                };
                let root = match c {
                    ffi::COLLECTIVE_OP_BCAST | ffi::COLLECTIVE_OP_SCATTER => arg_thread(s, "src"),
                    ffi::COLLECTIVE_OP_GATHER | ffi::COLLECTIVE_OP_REDUCE => arg_thread(s, "dst"),
                    _ => None,
                };
                Some(Close::Collective {
                    op: c,
                    root: root.unwrap_or(ffi::UNDEFINED_U32),
                    sent: sum(&|from, _| from == me),
                    received: sum(&|_, to| to == me),
                })
            }
            Op::Lock => lock().map(|(id, at)| Close::Lock(id, at)),
            Op::LockAttempt => lock().map(|(id, at)| Close::LockAttempt(id, at)),
            Op::Unlock => lock().map(|(id, at)| Close::Unlock(id, at)),
            Op::Plain | Op::NbComplete => None,
        }
    }
}

/// An end the pairing made up (closing what a crash, measurement switched off or an outer end
/// left open): the operation did not finish there.
#[cfg(otf2)]
fn made_up(s: &super::export::Slice) -> bool {
    matches!(
        s.args.as_slice(),
        [(name, _)] if matches!(name.as_str(), "closed_by_outer_end" | "measurement_off" | "unfinished")
    )
}

/// An integer, pointer, handle or pointer-to-shared argument as its 64-bit word (a lock: the
/// shared object it names, the same on every thread).
#[cfg(otf2)]
fn word(s: &super::export::Slice, name: &str) -> Option<u64> {
    use super::format::ArgValue;
    match super::summary::arg(s, name)? {
        ArgValue::UInt(v) | ArgValue::Ptr(v) => Some(*v),
        ArgValue::Int(v) => Some(*v as u64),
        ArgValue::Shared(Some(a)) => Some(a.to_word()),
        _ => None,
    }
}
