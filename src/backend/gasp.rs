//! GASP instrumentation shared by the backends (`--profile`, `--profile-local`,
//! `--profile-only`, `--inst-functions`): the profile flags, the events and their arguments as
//! gasp_upc.h lists them, and the text of `gasp_event_notify` calls around lowered constructs
//! and of the `pupc_*` user-event calls. Each backend implements [`GaspEmitter`] (its profile,
//! `#pragma pupc` state and name prefix) and adds what depends on its pointer type (shared
//! accesses, the file's prologue). The tool itself (`gasp_init` and the rest) is linked in.

use pgas_grammar::*;

/// What to instrument.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Profile {
    /// Accesses to shared data with local affinity are events too (`--profile-local`).
    pub local: bool,
    /// `--profile-only`: the symbolic names of the only events to report.
    pub only: Option<Vec<String>>,
    /// `--inst-functions`: `GASP_C_FUNC` at entry and exit of every function.
    pub functions: bool,
}

/// The profile options as the command line gives them (the translator's or `cc`'s), typed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ProfileFlags {
    /// `--profile` (or `--inst`).
    pub profile: bool,
    /// `--profile-local` (or `--inst-local`).
    pub local: bool,
    /// `--profile-only=FILE`: the file listing the events to report.
    pub only: Option<String>,
    /// `--inst-functions`.
    pub functions: bool,
    /// `--noinst`: no instrumentation, whatever else is given.
    pub noinst: bool,
}

impl ProfileFlags {
    /// Whether any profile option was given (at link time: the program gets the GASP tool).
    pub fn any(&self) -> bool {
        self.profile || self.local || self.only.is_some() || self.functions || self.noinst
    }
}

/// The instrumentation the profile options ask for (none without any option or with
/// `--noinst`), and warnings (unknown event names in a `--profile-only` list).
pub fn profile_from_flags(flags: &ProfileFlags) -> Result<(Option<Profile>, Vec<String>), String> {
    let mut warnings = vec![];
    if !flags.any() || flags.noinst {
        return Ok((None, warnings));
    }
    let mut p = Profile {
        local: flags.local,
        only: None,
        functions: flags.functions,
    };
    if let Some(file) = &flags.only {
        let text =
            std::fs::read_to_string(file).map_err(|e| format!("--profile-only {file}: {e}"))?;
        let mut names = vec![];
        for name in text.split_whitespace() {
            if EVENTS.contains(&name) {
                names.push(name.to_string());
            } else {
                warnings.push(format!("--profile-only {file}: unknown event `{name}`"));
            }
        }
        p.local = true;
        p.only = Some(names);
    }
    Ok((Some(p), warnings))
}

/// Every event name the backend can report (for `--profile-only` checking).
pub const EVENTS: [&str; 36] = [
    "GASP_C_FUNC",
    "GASP_C_MALLOC",
    "GASP_C_REALLOC",
    "GASP_C_FREE",
    "GASP_UPC_COLLECTIVE_EXIT",
    "GASP_UPC_NONCOLLECTIVE_EXIT",
    "GASP_UPC_NOTIFY",
    "GASP_UPC_WAIT",
    "GASP_UPC_BARRIER",
    "GASP_UPC_FENCE",
    "GASP_UPC_FORALL",
    "GASP_UPC_GLOBAL_ALLOC",
    "GASP_UPC_ALL_ALLOC",
    "GASP_UPC_ALLOC",
    "GASP_UPC_FREE",
    "GASP_UPC_GLOBAL_LOCK_ALLOC",
    "GASP_UPC_ALL_LOCK_ALLOC",
    "GASP_UPC_LOCK_FREE",
    "GASP_UPC_LOCK",
    "GASP_UPC_LOCK_ATTEMPT",
    "GASP_UPC_UNLOCK",
    "GASP_UPC_MEMCPY",
    "GASP_UPC_MEMGET",
    "GASP_UPC_MEMPUT",
    "GASP_UPC_MEMSET",
    "GASP_UPC_GET",
    "GASP_UPC_PUT",
    "GASP_UPC_NB_GET_INIT",
    "GASP_UPC_NB_PUT_INIT",
    "GASP_UPC_NB_SYNC",
    "GASP_UPC_ALL_BROADCAST",
    "GASP_UPC_ALL_SCATTER",
    "GASP_UPC_ALL_GATHER",
    "GASP_UPC_ALL_GATHER_ALL",
    "GASP_UPC_ALL_EXCHANGE",
    "GASP_UPC_ALL_PERMUTE",
];

/// Whether calls of `name` are events (a library call the instrumentation knows).
pub fn is_traced_call(name: &str) -> bool {
    CALL_EVENTS
        .iter()
        .chain(C_CALL_EVENTS.iter())
        .any(|(f, ..)| *f == name)
        || reduction(name).is_some()
}

/// Library calls that are events: function, event, the start arguments and the end arguments.
/// `{N}` is argument N (evaluated once, into a temporary), `{&N}` its address (pointers-to-shared
/// and locks are passed with one more level of indirection), `{r}`/`{&r}` the result.
const CALL_EVENTS: [(&str, &str, &str, &str); 26] = [
    (
        "upc_global_alloc",
        "GASP_UPC_GLOBAL_ALLOC",
        "{0}, {1}",
        "{0}, {1}, {&r}",
    ),
    (
        "upc_all_alloc",
        "GASP_UPC_ALL_ALLOC",
        "{0}, {1}",
        "{0}, {1}, {&r}",
    ),
    ("upc_alloc", "GASP_UPC_ALLOC", "{0}", "{0}, {&r}"),
    ("upc_free", "GASP_UPC_FREE", "{&0}", "{&0}"),
    ("upc_all_free", "GASP_UPC_FREE", "{&0}", "{&0}"),
    (
        "upc_global_lock_alloc",
        "GASP_UPC_GLOBAL_LOCK_ALLOC",
        "",
        "{&r}",
    ),
    ("upc_all_lock_alloc", "GASP_UPC_ALL_LOCK_ALLOC", "", "{&r}"),
    ("upc_lock_free", "GASP_UPC_LOCK_FREE", "{&0}", "{&0}"),
    ("upc_all_lock_free", "GASP_UPC_LOCK_FREE", "{&0}", "{&0}"),
    ("upc_lock", "GASP_UPC_LOCK", "{&0}", "{&0}"),
    (
        "upc_lock_attempt",
        "GASP_UPC_LOCK_ATTEMPT",
        "{&0}",
        "{&0}, {r}",
    ),
    ("upc_unlock", "GASP_UPC_UNLOCK", "{&0}", "{&0}"),
    (
        "upc_memcpy",
        "GASP_UPC_MEMCPY",
        "{&0}, {&1}, {2}",
        "{&0}, {&1}, {2}",
    ),
    (
        "upc_memget",
        "GASP_UPC_MEMGET",
        "{0}, {&1}, {2}",
        "{0}, {&1}, {2}",
    ),
    (
        "upc_memput",
        "GASP_UPC_MEMPUT",
        "{&0}, {1}, {2}",
        "{&0}, {1}, {2}",
    ),
    (
        "upc_memset",
        "GASP_UPC_MEMSET",
        "{&0}, {1}, {2}",
        "{&0}, {1}, {2}",
    ),
    (
        "upc_memget_nb",
        "GASP_UPC_NB_GET_INIT",
        "1, {0}, {&1}, {2}",
        "1, {0}, {&1}, {2}, {r}",
    ),
    (
        "upc_memput_nb",
        "GASP_UPC_NB_PUT_INIT",
        "1, {&0}, {1}, {2}",
        "1, {&0}, {1}, {2}, {r}",
    ),
    (
        "upc_memcpy_nb",
        "GASP_UPC_NB_PUT_INIT",
        "1, {&0}, {&1}, {2}",
        "1, {&0}, {&1}, {2}, {r}",
    ),
    ("upc_sync", "GASP_UPC_NB_SYNC", "{0}", "{0}"),
    (
        "upc_all_broadcast",
        "GASP_UPC_ALL_BROADCAST",
        "{&0}, {&1}, {2}, {3}",
        "{&0}, {&1}, {2}, {3}",
    ),
    (
        "upc_all_scatter",
        "GASP_UPC_ALL_SCATTER",
        "{&0}, {&1}, {2}, {3}",
        "{&0}, {&1}, {2}, {3}",
    ),
    (
        "upc_all_gather",
        "GASP_UPC_ALL_GATHER",
        "{&0}, {&1}, {2}, {3}",
        "{&0}, {&1}, {2}, {3}",
    ),
    (
        "upc_all_gather_all",
        "GASP_UPC_ALL_GATHER_ALL",
        "{&0}, {&1}, {2}, {3}",
        "{&0}, {&1}, {2}, {3}",
    ),
    (
        "upc_all_exchange",
        "GASP_UPC_ALL_EXCHANGE",
        "{&0}, {&1}, {2}, {3}",
        "{&0}, {&1}, {2}, {3}",
    ),
    (
        "upc_all_permute",
        "GASP_UPC_ALL_PERMUTE",
        "{&0}, {&1}, {&2}, {3}, {4}",
        "{&0}, {&1}, {&2}, {3}, {4}",
    ),
];

/// C library calls that are events.
const C_CALL_EVENTS: [(&str, &str, &str, &str); 3] = [
    ("malloc", "GASP_C_MALLOC", "{0}", "{0}, {r}"),
    ("realloc", "GASP_C_REALLOC", "{0}, {1}", "{0}, {1}, {r}"),
    ("free", "GASP_C_FREE", "{0}", "{0}"),
];

/// Reductions: `upc_all_reduceT`/`upc_all_prefix_reduceT` and the element type code.
fn reduction(name: &str) -> Option<(&'static str, &str)> {
    if let Some(t) = name.strip_prefix("upc_all_prefix_reduce") {
        return Some(("GASP_UPC_ALL_PREFIX_REDUCE", t));
    }
    name.strip_prefix("upc_all_reduce")
        .map(|t| ("GASP_UPC_ALL_REDUCE", t))
}

fn fill(template: &str, args: &[String], result: &str) -> String {
    let mut s = template.replace("{&r}", &format!("&{result}"));
    s = s.replace("{r}", result);
    for (i, a) in args.iter().enumerate() {
        s = s.replace(&format!("{{&{i}}}"), &format!("&{a}"));
        s = s.replace(&format!("{{{i}}}"), a);
    }
    s
}

/// Whether a call event reports the call's result (so the call cannot be `void`).
pub(crate) fn uses_result(name: &str) -> bool {
    CALL_EVENTS
        .iter()
        .chain(C_CALL_EVENTS.iter())
        .find(|(f, ..)| *f == name)
        .is_some_and(|(.., end)| end.contains("r}"))
}

/// The declaration of a function as written (`int f(int a, double *b)`), for `GASP_C_FUNC`.
pub(crate) fn full_signature(specs: &DeclSpecs, d: &Declarator, lm: &LineMap) -> Option<String> {
    let mut p = crate::printer::Printer::bare(lm);
    let s = p.specs_string(specs);
    let decl = p.declarator_string(d);
    let sig = format!("{s} {decl}");
    Some(crate::printer::c_string_body(&sig))
}

/// The event text of one backend's output.
pub(crate) trait GaspEmitter {
    /// The instrumentation asked for, if any.
    fn gasp_profile(&self) -> Option<&Profile>;
    /// `#pragma pupc on` is in effect.
    fn gasp_pupc_on(&self) -> bool;
    fn gasp_line_map(&self) -> &LineMap;
    /// The prefix of generated names (`<prefix>_gasp_context`, temporaries).
    fn gasp_prefix(&self) -> &'static str;

    /// `stmt` between start and end events of `event`, when it is on.
    fn gasp_wrap(&self, event: &str, span: Span, args: &str, stmt: Stmt) -> Stmt {
        if !self.gasp_on(event) {
            return stmt;
        }
        let start = format!("{};", self.gasp_notify(event, "GASP_START", span, args));
        let end = format!("{};", self.gasp_notify(event, "GASP_END", span, args));
        let items = vec![
            BlockItem::Stmt(crate::backend::common::raw_stmt(start, span)),
            BlockItem::Stmt(stmt),
            BlockItem::Stmt(crate::backend::common::raw_stmt(end, span)),
        ];
        crate::backend::common::stmt(StmtKind::Compound(Block { items, span }), span)
    }

    /// Whether an event is reported here (profiling on, `#pragma pupc on`, and listed by
    /// `--profile-only` when given).
    fn gasp_on(&self, event: &str) -> bool {
        let Some(p) = self.gasp_profile() else {
            return false;
        };
        self.gasp_pupc_on()
            && p.only
                .as_ref()
                .is_none_or(|only| only.iter().any(|e| e == event))
    }

    /// `"file", line, column` of a source position.
    fn gasp_where(&self, span: Span) -> String {
        let loc = self.gasp_line_map().lookup(span.lo as usize);
        let file = crate::printer::c_string_body(self.gasp_line_map().file_name(loc.file));
        format!("\"{file}\", {}, {}", loc.line, loc.col)
    }

    /// One `gasp_event_notify` call (no trailing `;`).
    fn gasp_notify(&self, event: &str, kind: &str, span: Span, args: &str) -> String {
        let args = if args.is_empty() {
            String::new()
        } else {
            format!(", {args}")
        };
        format!(
            "gasp_event_notify({}_gasp_context, {event}, {kind}, {}{args})",
            self.gasp_prefix(),
            self.gasp_where(span)
        )
    }

    /// A statement between start and end events.
    fn gasp_around(&self, event: &str, span: Span, args: &str, body: &str) -> String {
        format!(
            "{};\n{body}\n{};",
            self.gasp_notify(event, "GASP_START", span, args),
            self.gasp_notify(event, "GASP_END", span, args)
        )
    }

    /// A library call as an event, if it is one: arguments evaluated once into temporaries,
    /// then the start event, the call (built by `call` from the temporaries' names), the end
    /// event, and the result.
    fn gasp_call(
        &self,
        name: &str,
        args: &[String],
        returns_void: bool,
        span: Span,
        call: &dyn Fn(&[String]) -> String,
    ) -> Option<String> {
        let (event, start, end, extra): (&str, &str, &str, String) = if let Some((_, ev, s, e)) =
            CALL_EVENTS
                .iter()
                .chain(C_CALL_EVENTS.iter())
                .find(|(f, ..)| *f == name)
        {
            (ev, s, e, String::new())
        } else if let Some((ev, t)) = reduction(name) {
            (
                ev,
                "{&0}, {&1}, (int){2}, {3}, {4}, (void *){5}, {6}",
                "{&0}, {&1}, (int){2}, {3}, {4}, (void *){5}, {6}",
                format!(", GASP_UPC_REDUCTION_{t}"),
            )
        } else {
            return None;
        };
        if !self.gasp_on(event) {
            return None;
        }
        let pre = self.gasp_prefix();
        let temps: Vec<String> = (0..args.len()).map(|i| format!("{pre}_arg{i}")).collect();
        let result = format!("{pre}_result");
        let mut text = String::from("({ ");
        for (t, a) in temps.iter().zip(args) {
            text.push_str(&format!("__auto_type {t} = {a}; "));
        }
        let start_args = format!("{}{extra}", fill(start, &temps, &result));
        let end_args = format!("{}{extra}", fill(end, &temps, &result));
        text.push_str(&self.gasp_notify(event, "GASP_START", span, &start_args));
        text.push_str("; ");
        let c = call(&temps);
        if returns_void {
            text.push_str(&format!("{c}; "));
        } else {
            text.push_str(&format!("__auto_type {result} = {c}; "));
        }
        text.push_str(&self.gasp_notify(event, "GASP_END", span, &end_args));
        text.push_str(&if returns_void {
            "; })".to_string()
        } else {
            format!("; {result}; }})")
        });
        Some(text)
    }

    /// The signature `GASP_C_FUNC` reports for a function (`--inst-functions`), or `None`.
    fn function_signature_of(&self, f: &FunctionDef) -> Option<String> {
        self.gasp_profile()
            .filter(|p| p.functions)
            .and_then(|_| full_signature(&f.specs, &f.declarator, self.gasp_line_map()))
    }

    /// `upc_global_exit(status)` after its `GASP_UPC_NONCOLLECTIVE_EXIT` event (`exit` the
    /// backend's function), or `None` when the event is off.
    fn global_exit_event(&self, status: &str, exit: &str, span: Span) -> Option<String> {
        if !self.gasp_on("GASP_UPC_NONCOLLECTIVE_EXIT") {
            return None;
        }
        let pre = self.gasp_prefix();
        let event = self.gasp_notify(
            "GASP_UPC_NONCOLLECTIVE_EXIT",
            "GASP_ATOMIC",
            span,
            &format!("{pre}_status"),
        );
        Some(format!(
            "({{ int {pre}_status = {status}; {event}; {exit}({pre}_status); }})"
        ))
    }

    /// `GASP_C_FUNC` start at a function's entry (`--inst-functions`), a statement.
    fn function_entry_event(&self, sig: Option<&str>, span: Span) -> Option<String> {
        let sig = sig.filter(|_| self.gasp_on("GASP_C_FUNC"))?;
        Some(format!(
            "{};",
            self.gasp_notify("GASP_C_FUNC", "GASP_START", span, &format!("\"{sig}\""))
        ))
    }

    /// The events when a function returns: for `main` the collective exit around `barrier`
    /// with `status` (C text), then `GASP_C_FUNC` end. Statements ending in `\n`.
    fn exit_events(
        &self,
        main: bool,
        sig: Option<&str>,
        span: Span,
        status: &str,
        barrier: &str,
    ) -> String {
        let mut text = String::new();
        let pre = self.gasp_prefix();
        if main && self.gasp_on("GASP_UPC_COLLECTIVE_EXIT") {
            let around = self.gasp_around(
                "GASP_UPC_COLLECTIVE_EXIT",
                span,
                &format!("{pre}_status"),
                barrier,
            );
            let inner: Vec<String> = around.lines().map(|l| format!("    {l}")).collect();
            text = format!(
                "{{\n    int {pre}_status = {status};\n{}\n}}\n",
                inner.join("\n")
            );
        }
        if let Some(sig) = sig.filter(|_| self.gasp_on("GASP_C_FUNC")) {
            text.push_str(&format!(
                "{};\n",
                self.gasp_notify("GASP_C_FUNC", "GASP_END", span, &format!("\"{sig}\""))
            ));
        }
        text
    }

    /// The user-event calls of pupc.h: `gasp_*` calls when profiling, nothing otherwise.
    fn pupc_call(&self, name: &str, args: &[String], span: Span) -> Option<String> {
        let profiling = self.gasp_profile().is_some();
        let pre = self.gasp_prefix();
        let text = match name {
            "pupc_create_event" if args.len() == 2 => {
                if profiling {
                    format!(
                        "gasp_create_event({pre}_gasp_context, {}, {})",
                        args[0], args[1]
                    )
                } else {
                    "0u".into()
                }
            }
            "pupc_control" if args.len() == 1 => {
                if profiling {
                    format!("gasp_control({pre}_gasp_context, {})", args[0])
                } else {
                    format!("((void)({}), 0)", args[0])
                }
            }
            "pupc_event_start" | "pupc_event_end" | "pupc_event_atomic" if !args.is_empty() => {
                if !profiling || !self.gasp_pupc_on() {
                    return Some("((void)0)".into());
                }
                let kind = match name {
                    "pupc_event_start" => "GASP_START",
                    "pupc_event_end" => "GASP_END",
                    _ => "GASP_ATOMIC",
                };
                let mut rest = String::new();
                for a in &args[1..] {
                    rest.push_str(&format!(", {a}"));
                }
                format!(
                    "gasp_event_notify({pre}_gasp_context, {}, {kind}, {}{rest})",
                    args[0],
                    self.gasp_where(span)
                )
            }
            _ => return None,
        };
        Some(text)
    }
}
