/* upcr_io.c - the UPC-IO library on pgas-xlate's runtime: the implementation shared with the
   library of `--to ga` (runtime-aux/include/pgas_io_impl.h) over this runtime's pointers,
   transfers and barrier. */
#include "upcr_io.h"
#include "upcr_internal.h"

#define PGAS_IO_ADD(p, size, n, b) upcr_add_shared((p), (size), (ptrdiff_t)(n), (b))
#define PGAS_IO_PHASE(p) upcr_phaseof_shared(p)
#define PGAS_IO_MEMGET(dst, p, n) upcr_memget((dst), (p), (n))
#define PGAS_IO_MEMPUT(p, src, n) upcr_memput((p), (src), (n))
#define PGAS_IO_BARRIER() upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS)
#define PGAS_IO_COMM MPI_COMM_WORLD
#define PGAS_IO_MYTHREAD upcr_mythread()
#define PGAS_IO_THREADS upcr_threads()
#define PGAS_IO_ISNULL(p) upcr_isnull_shared(p)
#define PGAS_IO_ERROR(msg) upcri_error(msg)
#define PGAS_IO_ONE_REPORT() upcri_let_thread0_report((int)upcr_mythread())

#include "../include/pgas_io_impl.h"
