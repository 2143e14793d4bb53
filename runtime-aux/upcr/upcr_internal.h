/* upcr_internal.h - what the libraries built on the runtime (collectives, atomics) use of its
   internals; not for generated code. */
#ifndef PGAS_UPCR_INTERNAL_H
#define PGAS_UPCR_INTERNAL_H

#include <mpi.h>
#include "upcr.h"

/* The MPI window holding every thread's segment. */
MPI_Win upcri_window(void);

#endif
