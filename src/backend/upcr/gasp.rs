//! GASP instrumentation of the `--to upcr` output: what depends on the runtime's
//! pointers-to-shared (shared accesses, the file's prologue); the rest is src/backend/gasp.rs.

use super::Lowerer;
use crate::backend::common::*;
use crate::backend::gasp::GaspEmitter;
use pgas_grammar::*;

impl Lowerer<'_> {
    /// The `kind` event (`GASP_START`, `GASP_END`) of a blocking get or put (`event`) of the
    /// private object at `local`, `size` bytes, at `place` (a `upcr_shared_ptr_t`); under
    /// `--profile` accesses to this thread's data are not reported (a run-time test).
    pub(super) fn gasp_access(
        &self,
        (event, kind): (&str, &str),
        relaxed: bool,
        [local, place, size]: [Expr; 3],
        span: Span,
    ) -> Expr {
        let mut args = vec![ident_expr(event), ident_expr(kind)];
        args.extend(self.gasp_where(span));
        args.extend([int_expr(relaxed as i32), local, place, size]);
        call("upcrt_gasp_access", args)
    }

    /// Declarations the instrumented file needs.
    pub(super) fn gasp_prologue(&self) -> Option<String> {
        let p = self.opts.profile.as_ref()?;
        let tag = &self.opts.file_tag;
        let local = if p.local { 1 } else { 0 };
        Some(format!(
            "#include <gasp_upc.h>\n\
             /* GASP: the tool's context of this thread (set by the runtime's gasp_init call). */\n\
             __attribute__((weak)) gasp_context_t upcrt_gasp_context;\n\
             static const int upcrt_gasp_entry_{tag} __attribute__((used, section(\"upcrt_gasp\"))) = 1;\n\
             /* GASP: a blocking get or put of n bytes at p{}; out of line, so that the\n   loops that call it compile as tightly as without instrumentation (not `cold`: GCC would\n   then move whole functions that call it unconditionally to their cold, size-optimised part). */\n\
             static __attribute__((noinline)) void upcrt_gasp_access(unsigned tag, gasp_evttype_t kind, const char *file, int line, int col, int relaxed, void *local, upcr_shared_ptr_t p, size_t n)\n{{\n    \
             if (!{local} && upcr_threadof_shared(p) == upcr_mythread())\n        return;\n    \
             if (tag == GASP_UPC_GET)\n        gasp_event_notify(upcrt_gasp_context, tag, kind, file, line, col, relaxed, local, &p, n);\n    \
             else\n        gasp_event_notify(upcrt_gasp_context, tag, kind, file, line, col, relaxed, &p, local, n);\n}}",
            if p.local { "" } else { " (data of this thread are not reported: --profile)" }
        ))
    }
}
