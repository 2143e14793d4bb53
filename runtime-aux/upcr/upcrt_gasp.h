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

/* Where the program declares the static shared object whose proxy is at `proxy`: the GASP tool's
   definition of the object names it (upcr_core.c). */
void upcrt_gasp_object_site(const void *proxy, const char *file, int line);

/* upcrt_gasp_access: the event of a blocking shared access (runtime-aux/include/pgas_gasp_access.h). */
#define PGAS_GASP_ACCESS upcrt_gasp_access
#define PGAS_GASP_PTR upcr_shared_ptr_t
#define PGAS_GASP_MINE(p) (upcr_threadof_shared(p) == upcr_mythread())
#define PGAS_GASP_LOCAL UPCRT_GASP_LOCAL
#define PGAS_GASP_CONTEXT upcrt_gasp_context
#include "../include/pgas_gasp_access.h"

#endif
