/* GASP instrumentation of a file translated --to ga (--profile, --profile-local,
   --profile-only): the tool's context of this thread and the events of blocking shared
   accesses. A translated file that is instrumented includes <gasp_upc.h>, defines
   UPCGA_GASP_LOCAL (1 when accesses to this thread's data are events too, --profile-local; 0
   for --profile) and includes this header. */
#ifndef UPCGA_GASP_H
#define UPCGA_GASP_H

#include <upcga.h>
#include <gasp_upc.h>

#ifndef UPCGA_GASP_LOCAL
#define UPCGA_GASP_LOCAL 0
#endif

/* Set by the library's gasp_init call. */
extern gasp_context_t upcga_gasp_context;

/* Where the program declares the static shared object of GA array `handle`: the GASP tool's
   definition of the object names it (upcga.c). */
void upcga_gasp_object_site(int handle, const char *file, int line);

/* upcga_gasp_access: the event of a blocking shared access (runtime-aux/include/pgas_gasp_access.h). */
#define PGAS_GASP_ACCESS upcga_gasp_access
#define PGAS_GASP_PTR upcga_ptr_t
#define PGAS_GASP_MINE(p) ((p).thread == MYTHREAD)
#define PGAS_GASP_LOCAL UPCGA_GASP_LOCAL
#define PGAS_GASP_CONTEXT upcga_gasp_context
#include "../include/pgas_gasp_access.h"

#endif
