//! GASP instrumentation shared by the backends (`--profile`, `--profile-local`,
//! `--profile-only`, `--inst-functions`): the profile flags, the events and their arguments as
//! gasp_upc.h lists them, and the text of `gasp_event_notify` calls around lowered constructs
//! and of the `pupc_*` user-event calls. Each backend implements [`GaspEmitter`] (its profile,
//! `#pragma pupc` state and name prefix) and adds what depends on its pointer type (shared
//! accesses, the file's prologue). The tool itself (`gasp_init` and the rest) is linked in.

use crate::backend::common::*;
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

impl Profile {
    /// The declarations an instrumented file starts with: the access events of the runtime's
    /// `PREFIX_gasp.h` (accesses to this thread's data reported under `--profile-local` only),
    /// and the file's entry (`tag`) in the section that tells start-up to call `gasp_init`.
    /// `prefix`: the runtime's (`upcrt`, `upcga`).
    pub(crate) fn prologue(&self, prefix: &str, tag: &str) -> String {
        let upper = prefix.to_uppercase();
        let local = self.local as i32;
        format!(
            "#include <gasp_upc.h>\n\
             #define {upper}_GASP_LOCAL {local}\n\
             #include <{prefix}_gasp.h>\n\
             static const int {prefix}_gasp_entry_{tag} __attribute__((used, section(\"{prefix}_gasp\"))) = 1;"
        )
    }
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

/// The event arguments of a template (`"{&0}, {1}, (int){2}, {r}"`, see [`CALL_EVENTS`]) with
/// `args` the temporaries of the call's arguments and `result` that of its result.
fn fill(template: &str, args: &[String], result: &str) -> Vec<Expr> {
    let name = |n: &str| match n {
        "r" => ident_expr(result),
        _ => ident_expr(&args[n.parse::<usize>().expect("argument number")]),
    };
    template
        .split(", ")
        .filter(|t| !t.is_empty())
        .map(|t| {
            let (cast_to, t) = match t.split_once(')') {
                Some((c, rest)) if t.starts_with('(') => (Some(&c[1..]), rest),
                _ => (None, t),
            };
            let arg = match t.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
                Some(n) => match n.strip_prefix('&') {
                    Some(n) => unary(UnaryOp::AddrOf, name(n)),
                    None => name(n),
                },
                None => int_expr(t),
            };
            match cast_to {
                Some(c) => cast(
                    type_name(specs(vec![spec_text(c)]), Declarator::Abstract),
                    arg,
                ),
                None => arg,
            }
        })
        .collect()
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
    Some(format!("{s} {decl}"))
}

/// The events of one backend's output, as C trees.
pub(crate) trait GaspEmitter {
    /// The instrumentation asked for, if any.
    fn gasp_profile(&self) -> Option<&Profile>;
    /// `#pragma pupc on` is in effect.
    fn gasp_pupc_on(&self) -> bool;
    fn gasp_line_map(&self) -> &LineMap;
    /// The prefix of generated names (`<prefix>_gasp_context`, temporaries).
    fn gasp_prefix(&self) -> &'static str;

    /// `<prefix>_<what>`, a name in the runtime's name space.
    fn gasp_name(&self, what: &str) -> Expr {
        ident_expr(&format!("{}_{what}", self.gasp_prefix()))
    }

    /// `stmt` between start and end events of `event`, when it is on.
    fn gasp_wrap(&self, event: &str, span: Span, args: Vec<Expr>, s: Stmt) -> Stmt {
        if !self.gasp_on(event) {
            return s;
        }
        let items = self.gasp_around(event, span, args, vec![BlockItem::Stmt(s)]);
        stmt(StmtKind::Compound(Block { items, span }), span)
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
    fn gasp_where(&self, span: Span) -> Vec<Expr> {
        let loc = self.gasp_line_map().lookup(span.lo as usize);
        let file = self.gasp_line_map().file_name(loc.file);
        vec![string_expr(file), int_expr(loc.line), int_expr(loc.col)]
    }

    /// One `gasp_event_notify` call.
    fn gasp_notify(&self, event: &str, kind: &str, span: Span, args: Vec<Expr>) -> Expr {
        let mut all = vec![
            self.gasp_name("gasp_context"),
            ident_expr(event),
            ident_expr(kind),
        ];
        all.extend(self.gasp_where(span));
        all.extend(args);
        call("gasp_event_notify", all)
    }

    /// Statements between start and end events.
    fn gasp_around(
        &self,
        event: &str,
        span: Span,
        args: Vec<Expr>,
        body: Vec<BlockItem>,
    ) -> Vec<BlockItem> {
        let mut items = vec![expr_stmt(self.gasp_notify(
            event,
            "GASP_START",
            span,
            args.clone(),
        ))];
        items.extend(body);
        items.push(expr_stmt(self.gasp_notify(event, "GASP_END", span, args)));
        items
    }

    /// A library call as an event, if it is one: arguments evaluated once into temporaries,
    /// then the start event, the call (built by `call` from the temporaries), the end event,
    /// and the result.
    fn gasp_call(
        &self,
        name: &str,
        args: Vec<Expr>,
        returns_void: bool,
        span: Span,
        made: &dyn Fn(Vec<Expr>) -> Expr,
    ) -> Option<Expr> {
        let (event, start, end, extra) = if let Some((_, ev, s, e)) = CALL_EVENTS
            .iter()
            .chain(C_CALL_EVENTS.iter())
            .find(|(f, ..)| *f == name)
        {
            (*ev, *s, *e, None)
        } else if let Some((ev, t)) = reduction(name) {
            let both = "{&0}, {&1}, (int){2}, {3}, {4}, (void *){5}, {6}";
            (ev, both, both, Some(format!("GASP_UPC_REDUCTION_{t}")))
        } else {
            return None;
        };
        if !self.gasp_on(event) {
            return None;
        }
        let pre = self.gasp_prefix();
        let temps: Vec<String> = (0..args.len()).map(|i| format!("{pre}_arg{i}")).collect();
        let result = format!("{pre}_result");
        let auto = || specs(vec![spec_text("__auto_type")]);
        let mut items: Vec<BlockItem> = temps
            .iter()
            .zip(args)
            .map(|(t, a)| local_decl(auto(), named(t), init_expr(a)))
            .collect();
        let event_args = |template: &str| {
            let mut a = fill(template, &temps, &result);
            a.extend(extra.as_deref().map(ident_expr));
            a
        };
        items.push(expr_stmt(self.gasp_notify(
            event,
            "GASP_START",
            span,
            event_args(start),
        )));
        let c = made(temps.iter().map(|t| ident_expr(t)).collect());
        items.push(match returns_void {
            true => expr_stmt(c),
            false => local_decl(auto(), named(&result), init_expr(c)),
        });
        items.push(expr_stmt(self.gasp_notify(
            event,
            "GASP_END",
            span,
            event_args(end),
        )));
        if !returns_void {
            items.push(expr_stmt(ident_expr(&result)));
        }
        Some(statement_expr(items, span))
    }

    /// The signature `GASP_C_FUNC` reports for a function (`--inst-functions`), or `None`.
    fn function_signature_of(&self, f: &FunctionDef) -> Option<String> {
        self.gasp_profile()
            .filter(|p| p.functions)
            .and_then(|_| full_signature(&f.specs, &f.declarator, self.gasp_line_map()))
    }

    /// `upc_global_exit(status)` after its `GASP_UPC_NONCOLLECTIVE_EXIT` event (`exit` the
    /// backend's function), or `None` when the event is off.
    fn global_exit_event(&self, status: Expr, exit: &str, span: Span) -> Option<Expr> {
        let event = "GASP_UPC_NONCOLLECTIVE_EXIT";
        if !self.gasp_on(event) {
            return None;
        }
        let name = format!("{}_status", self.gasp_prefix());
        let var = ident_expr(&name);
        let items = vec![
            local_decl(basic(BasicType::Int), named(&name), init_expr(status)),
            expr_stmt(self.gasp_notify(event, "GASP_ATOMIC", span, vec![var.clone()])),
            expr_stmt(call(exit, vec![var])),
        ];
        Some(statement_expr(items, span))
    }

    /// `GASP_C_FUNC` start at a function's entry (`--inst-functions`), a statement.
    fn function_entry_event(&self, sig: Option<&str>, span: Span) -> Option<BlockItem> {
        let sig = sig.filter(|_| self.gasp_on("GASP_C_FUNC"))?;
        let signature = vec![string_expr(sig)];
        Some(expr_stmt(self.gasp_notify(
            "GASP_C_FUNC",
            "GASP_START",
            span,
            signature,
        )))
    }

    /// The events when a function returns: for `main` the collective exit around `barrier`
    /// with `status`, then `GASP_C_FUNC` end.
    fn exit_events(
        &self,
        main: bool,
        sig: Option<&str>,
        span: Span,
        status: Expr,
        barrier: Stmt,
    ) -> Vec<BlockItem> {
        let mut items = vec![];
        let event = "GASP_UPC_COLLECTIVE_EXIT";
        if main && self.gasp_on(event) {
            let name = format!("{}_status", self.gasp_prefix());
            let var = ident_expr(&name);
            let declared = local_decl(basic(BasicType::Int), named(&name), init_expr(status));
            let mut inner = vec![declared];
            inner.extend(self.gasp_around(event, span, vec![var], vec![BlockItem::Stmt(barrier)]));
            items.push(BlockItem::Stmt(block_stmt(inner)));
        }
        if let Some(sig) = sig.filter(|_| self.gasp_on("GASP_C_FUNC")) {
            let signature = vec![string_expr(sig)];
            items.push(expr_stmt(self.gasp_notify(
                "GASP_C_FUNC",
                "GASP_END",
                span,
                signature,
            )));
        }
        items
    }

    /// The user-event calls of pupc.h: `gasp_*` calls when profiling, nothing otherwise.
    fn pupc_call(&self, name: &str, args: Vec<Expr>, span: Span) -> Option<Expr> {
        let profiling = self.gasp_profile().is_some();
        let context = || self.gasp_name("gasp_context");
        let nothing = || {
            cast(
                type_name(basic(BasicType::Void), Declarator::Abstract),
                int_expr(0),
            )
        };
        let made = match name {
            "pupc_create_event" if args.len() == 2 => {
                if profiling {
                    let mut all = vec![context()];
                    all.extend(args);
                    call("gasp_create_event", all)
                } else {
                    int_expr("0u")
                }
            }
            "pupc_control" if args.len() == 1 => {
                if profiling {
                    let mut all = vec![context()];
                    all.extend(args);
                    call("gasp_control", all)
                } else {
                    let void = type_name(basic(BasicType::Void), Declarator::Abstract);
                    let arg = args.into_iter().next().expect("one argument");
                    comma(cast(void, arg), int_expr(0))
                }
            }
            "pupc_event_start" | "pupc_event_end" | "pupc_event_atomic" if !args.is_empty() => {
                if !profiling || !self.gasp_pupc_on() {
                    return Some(nothing());
                }
                let kind = match name {
                    "pupc_event_start" => "GASP_START",
                    "pupc_event_end" => "GASP_END",
                    _ => "GASP_ATOMIC",
                };
                let mut args = args.into_iter();
                let mut all = vec![context(), args.next().expect("an event"), ident_expr(kind)];
                all.extend(self.gasp_where(span));
                all.extend(args);
                call("gasp_event_notify", all)
            }
            _ => return None,
        };
        Some(made)
    }
}
