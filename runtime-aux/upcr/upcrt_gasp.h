/* GASP instrumentation of a translated file (--profile, --profile-local, --profile-only): the
   tool's context of this thread and the events of blocking shared accesses. A translated file
   that is instrumented includes <gasp_upc.h>, defines UPCRT_GASP_LOCAL (1 when accesses to
   this thread's data are events too, --profile-local; 0 for --profile) and includes this
   header. */
#ifndef UPCRT_GASP_H
#define UPCRT_GASP_H

#include <upcr.h>
#include <gasp_upc.h>

#ifndef UPCRT_GASP_LOCAL
#define UPCRT_GASP_LOCAL 0
#endif

/* Set by the runtime's gasp_init call (weak: a file may be linked without the tool). */
__attribute__((weak)) gasp_context_t upcrt_gasp_context;

/* A blocking get (tag GASP_UPC_GET) or put of n bytes between the private object at local and
   p, as the event kind; out of line, so that the loops that call it compile as tightly as
   without instrumentation (not `cold`: GCC would then move whole functions that call it
   unconditionally to their cold, size-optimised part). */
static __attribute__((noinline, unused)) void upcrt_gasp_access(unsigned tag, gasp_evttype_t kind,
                                                                const char *file, int line, int col,
                                                                int relaxed, void *local,
                                                                upcr_shared_ptr_t p, size_t n)
{
    if (!UPCRT_GASP_LOCAL && upcr_threadof_shared(p) == upcr_mythread())
        return;
    if (tag == GASP_UPC_GET)
        gasp_event_notify(upcrt_gasp_context, tag, kind, file, line, col, relaxed, local, &p, n);
    else
        gasp_event_notify(upcrt_gasp_context, tag, kind, file, line, col, relaxed, &p, local, n);
}

#endif
