//! GASP instrumentation shared by the targets (`--profile`, `--profile-local`,
//! `--profile-only`, `--inst-functions`; the options are in profile.rs): the library calls
//! that are events and their arguments as gasp_upc.h lists them, and the `gasp_event_notify`
//! calls around lowered constructs and the `pupc_*` user-event calls, as methods of
//! [`Lowering`] for every target; a target adds what depends on its pointer type (shared
//! accesses, the file's prologue). The tool itself (`gasp_init` and the rest) is linked in.

use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use pgas_grammar::*;
use rustc_hash::FxHashMap as HashMap;

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

/// The start and end arguments of the reductions' events.
const REDUCTION_ARGS: &str = "{&0}, {&1}, (int){2}, {3}, {4}, (void *){5}, {6}";

/// Reductions: `upc_all_reduceT`/`upc_all_prefix_reduceT` and the element type code.
fn reduction(name: &str) -> Option<(&'static str, &str)> {
    if let Some(t) = name.strip_prefix("upc_all_prefix_reduce") {
        return Some(("GASP_UPC_ALL_PREFIX_REDUCE", t));
    }
    name.strip_prefix("upc_all_reduce")
        .map(|t| ("GASP_UPC_ALL_REDUCE", t))
}

/// One argument of an event template, parsed: `{N}` (`Arg(N)`), `{r}` (`Result`) or a number,
/// `&` before the first two its address, `(T)` before any a cast to `T`.
#[derive(Clone, Copy)]
struct TemplateArg {
    cast: Option<TemplateCast>,
    addr: bool,
    value: TemplateValue,
}

/// The casts of the templates: `(int)` and `(void *)`.
#[derive(Clone, Copy)]
enum TemplateCast {
    Int,
    VoidPointer,
}

impl TemplateCast {
    fn parse(c: &str) -> TemplateCast {
        match c {
            "int" => TemplateCast::Int,
            "void *" => TemplateCast::VoidPointer,
            _ => unreachable!("the templates cast to `int` or `void *`"),
        }
    }

    fn type_name(self) -> TypeName {
        match self {
            TemplateCast::Int => type_name(basic(BasicType::Int), Declarator::Abstract),
            TemplateCast::VoidPointer => type_name(
                basic(BasicType::Void),
                pointer_to(Declarator::Abstract, vec![]),
            ),
        }
    }
}

#[derive(Clone, Copy)]
enum TemplateValue {
    Arg(usize),
    Result,
    Int(&'static str),
}

/// Every template of the event tables (and of the reductions), parsed once.
static TEMPLATES: std::sync::LazyLock<HashMap<&'static str, Vec<TemplateArg>>> =
    std::sync::LazyLock::new(|| {
        CALL_EVENTS
            .iter()
            .chain(C_CALL_EVENTS.iter())
            .flat_map(|(_, _, start, end)| [*start, *end])
            .chain([REDUCTION_ARGS])
            .map(|t| (t, parse_template(t)))
            .collect()
    });

/// The arguments of a template (`"{&0}, {1}, (int){2}, {r}"`, see [`CALL_EVENTS`]).
fn parse_template(template: &'static str) -> Vec<TemplateArg> {
    template
        .split(", ")
        .filter(|t| !t.is_empty())
        .map(|t| {
            let (cast, t) = match t.split_once(')') {
                Some((c, rest)) if t.starts_with('(') => (Some(TemplateCast::parse(&c[1..])), rest),
                _ => (None, t),
            };
            let (addr, value) = match t.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
                Some(n) => {
                    let (addr, n) = match n.strip_prefix('&') {
                        Some(n) => (true, n),
                        None => (false, n),
                    };
                    let value = match n {
                        "r" => TemplateValue::Result,
                        _ => TemplateValue::Arg(n.parse().expect("argument number")),
                    };
                    (addr, value)
                }
                None => (false, TemplateValue::Int(t)),
            };
            TemplateArg { cast, addr, value }
        })
        .collect()
}

/// The event arguments of a template of the tables with `args` the temporaries of the call's
/// arguments and `result` that of its result.
fn fill(template: &str, args: &[String], result: &str) -> Vec<Expr> {
    TEMPLATES[template]
        .iter()
        .map(|a| {
            let value = match a.value {
                TemplateValue::Arg(n) => ident_expr(&args[n]),
                TemplateValue::Result => ident_expr(result),
                TemplateValue::Int(t) => int_expr(t),
            };
            let arg = match a.addr {
                true => unary(UnaryOp::AddrOf, value),
                false => value,
            };
            match a.cast {
                Some(c) => cast(c.type_name(), arg),
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

/// The declaration of a function as written (`int f(int a, double *b)`), for `GASP_C_FUNC`
/// (its argument is this text, see [`quoted_text`]).
pub(crate) fn full_signature(specs: &DeclSpecs, d: &Declarator, lm: &LineMap) -> Option<String> {
    Some(quoted_text(lm, Quoted::Declaration(specs, d)))
}

/// The events of one target's output, as C trees.
impl<'a, T: Target> Lowering<'a, T> {
    /// `<prefix>_<what>`, a name in the runtime's name space.
    pub(crate) fn gasp_name(&self, what: &str) -> Expr {
        ident_expr(&format!("{}_{what}", T::PREFIX))
    }

    /// `stmt` between start and end events of `event`, when it is on.
    pub(crate) fn gasp_wrap(&self, event: &str, span: Span, args: Vec<Expr>, s: Stmt) -> Stmt {
        if !self.gasp_on(event) {
            return s;
        }
        let items = self.gasp_around(event, span, args, vec![BlockItem::Stmt(s)]);
        stmt(StmtKind::Compound(Block { items, span }), span)
    }

    /// Whether an event is reported here (profiling on, `#pragma pupc on`, and listed by
    /// `--profile-only` when given).
    pub(crate) fn gasp_on(&self, event: &str) -> bool {
        let Some(p) = self.options.profile.as_ref() else {
            return false;
        };
        self.core.pupc_on
            && p.only
                .as_ref()
                .is_none_or(|only| only.iter().any(|e| e == event))
    }

    /// Under GASP instrumentation, `<prefix>_gasp_object_site(object, "file", line)`: where the
    /// program declares a static shared object (`object`: the runtime's key of it, its proxy's
    /// address or its GA handle), which the runtime gives the tool with the object's definition.
    pub(crate) fn gasp_object_site(&self, object: Expr, span: Span) -> Option<BlockItem> {
        self.options.profile.as_ref()?;
        let loc = self.line_map.lookup(span.lo as usize);
        let file = self.line_map.file_name(loc.file);
        let args = vec![object, string_expr(file), int_expr(loc.line)];
        let f = format!("{}_gasp_object_site", T::PREFIX);
        Some(expr_stmt(call(&f, args)))
    }

    /// `"file", line, column` of a source position.
    pub(crate) fn gasp_where(&self, span: Span) -> Vec<Expr> {
        let loc = self.line_map.lookup(span.lo as usize);
        let file = self.line_map.file_name(loc.file);
        vec![string_expr(file), int_expr(loc.line), int_expr(loc.col)]
    }

    /// One `gasp_event_notify` call.
    pub(crate) fn gasp_notify(&self, event: &str, kind: &str, span: Span, args: Vec<Expr>) -> Expr {
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
    pub(crate) fn gasp_around(
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
    pub(crate) fn gasp_call(
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
            let both = REDUCTION_ARGS;
            (ev, both, both, Some(format!("GASP_UPC_REDUCTION_{t}")))
        } else {
            return None;
        };
        if !self.gasp_on(event) {
            return None;
        }
        let pre = T::PREFIX;
        let temps: Vec<String> = (0..args.len()).map(|i| format!("{pre}_arg{i}")).collect();
        let result = format!("{pre}_result");
        let auto = || specs(vec![basic_spec(BasicType::AutoType)]);
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
    pub(crate) fn function_signature_of(&self, f: &FunctionDef) -> Option<String> {
        self.options
            .profile
            .as_ref()
            .filter(|p| p.functions)
            .and_then(|_| full_signature(&f.specs, &f.declarator, self.line_map))
    }

    /// `upc_global_exit(status)` after its `GASP_UPC_NONCOLLECTIVE_EXIT` event (`exit` the
    /// backend's function), or `None` when the event is off.
    pub(crate) fn global_exit_event(&self, status: Expr, exit: &str, span: Span) -> Option<Expr> {
        let event = "GASP_UPC_NONCOLLECTIVE_EXIT";
        if !self.gasp_on(event) {
            return None;
        }
        let name = format!("{}_status", T::PREFIX);
        let var = ident_expr(&name);
        let items = vec![
            local_decl(basic(BasicType::Int), named(&name), init_expr(status)),
            expr_stmt(self.gasp_notify(event, "GASP_ATOMIC", span, vec![var.clone()])),
            expr_stmt(call(exit, vec![var])),
        ];
        Some(statement_expr(items, span))
    }

    /// `GASP_C_FUNC` start at a function's entry (`--inst-functions`), a statement.
    pub(crate) fn function_entry_event(&self, sig: Option<&str>, span: Span) -> Option<BlockItem> {
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
    pub(crate) fn exit_events(
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
            let name = format!("{}_status", T::PREFIX);
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
    pub(crate) fn pupc_call(&self, name: &str, args: Vec<Expr>, span: Span) -> Option<Expr> {
        let profiling = self.options.profile.as_ref().is_some();
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
                if !profiling || !self.core.pupc_on {
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
