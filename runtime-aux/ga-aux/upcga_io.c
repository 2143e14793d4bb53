/* upcga_io.c - the UPC-IO library of `--to ga` programs: the implementation shared with the
   runtime of `--to upcr` (runtime-aux/include/pgas_io_impl.h) over this library's pointers,
   transfers and barrier; the threads are the processes of GA's communicator. */
#include "upcga_io.h"
#include "upcga_internal.h"

#include <ga-mpi.h>

#define PGAS_IO_ADD(p, size, n, b) upcga_add((p), (size), (long)(n), (long)(b))
#define PGAS_IO_PHASE(p) upcga_phaseof(p)
#define PGAS_IO_MEMGET(dst, p, n) upcga_memget((dst), (p), (n))
#define PGAS_IO_MEMPUT(p, src, n) upcga_memput((p), (src), (n))
#define PGAS_IO_BARRIER() upcga_barrier()
#define PGAS_IO_COMM GA_MPI_Comm()
#define PGAS_IO_MYTHREAD upcga_mythread
#define PGAS_IO_THREADS upcga_threads
#define PGAS_IO_ISNULL(p) upcga_isnull(p)
#define PGAS_IO_ERROR(msg) upcga_error("%s", msg)
#define PGAS_IO_ONE_REPORT() upcga_let_thread0_report()

#include "../include/pgas_io_impl.h"
