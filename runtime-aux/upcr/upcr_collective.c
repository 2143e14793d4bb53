/* upcr_collective.c - the UPC 1.3 collective library (upc_collective.h) on pgas-xlate's runtime,
   with the signatures translated UPC code calls: every pointer-to-shared argument is a
   upcr_shared_ptr_t. The implementation is shared with the library of `--to ga`
   (runtime-aux/include/pgas_collective_impl.h), over this runtime's pointers, transfers and
   barrier; partial results of reductions are gathered with MPI. */
#include "upcr_collective.h"
#include "upcr_internal.h"

#include <mpi.h>

/* p + n elements of `size` bytes in blocks of b; b == 0: indefinite (all on p's thread). */
static upcr_shared_ptr_t coll_add(upcr_shared_ptr_t p, size_t size, size_t n, size_t b)
{
    if (b == 0)
        return upcr_pshared_to_shared(upcr_add_psharedI(upcr_shared_to_pshared(p), size, (ptrdiff_t)n));
    return upcr_add_shared(p, size, (ptrdiff_t)n, b);
}

#define PGAS_COLL_PTR upcr_shared_ptr_t
#define PGAS_COLL_FN(name) upc_##name
#define PGAS_COLL_MYTHREAD ((int)upcr_mythread())
#define PGAS_COLL_THREADS ((int)upcr_threads())
#define PGAS_COLL_THREADOF(p) ((int)upcr_threadof_shared(p))
#define PGAS_COLL_PHASE(p) upcr_phaseof_shared(p)
#define PGAS_COLL_ADD(p, size, n, b) coll_add((p), (size), (n), (b))
#define PGAS_COLL_RESETPHASE(p) upcr_shared_resetphase(p)
#define PGAS_COLL_ISNULL(p) upcr_isnull_shared(p)
#define PGAS_COLL_IN_OBJECT(p, n) upcri_in_object((p), (n))
#define PGAS_COLL_LOCAL(p) upcr_shared_to_local(p)
#define PGAS_COLL_MEMCPY(dst, src, n) upcr_memcpy((dst), (src), (n))
#define PGAS_COLL_GET(dst, p, n) upcr_get_shared((dst), (p), 0, (n))
#define PGAS_COLL_PUT(p, src, n) upcr_put_shared((p), 0, (src), (n))
#define PGAS_COLL_BARRIER() upcr_barrier(0, UPCR_BARRIERFLAG_ANONYMOUS)
#define PGAS_COLL_ERROR(msg) upcri_error(msg)
#define PGAS_COLL_ONE_REPORT() upcri_let_thread0_report((int)upcr_mythread())
#define PGAS_COLL_GATHER(part, size, all, root)                                               \
    MPI_Gather((part), (int)(size), MPI_BYTE, (all), (int)(size), MPI_BYTE, (root), MPI_COMM_WORLD)
#define PGAS_COLL_GOP(S, x, op) 0

#include "../include/pgas_collective_impl.h"
