/* pgas_all_free.h - the check that every thread passed upc_all_free the same pointer, shared by
   the runtime of `--to upcr` and the auxiliary library of `--to ga`. The call is collective and
   rare: one reduction over the communicator of the job compares the pointers. */
#ifndef PGAS_ALL_FREE_H
#define PGAS_ALL_FREE_H

#include <limits.h>
#include <mpi.h>
#include <stdint.h>
#include <unistd.h>

#define PGAS_ALL_FREE_DIFFER "upc_all_free given different pointers on different threads"

/* Whether the n (at most 4) words of v are the same on every process of comm: one reduction of
   each word and of its complement, whose maxima are the maximum and the complement of the
   minimum (`~` reverses the order of signed words too). The words travel as `long long`, a type
   the GA-on-UPC library's MPI collectives also take: the auxiliary library of `--to ga` is
   itself translated to UPC by `--to upc` for the round trip UPC → GA → UPC. */
static int pgas_same_everywhere(const uint64_t *v, int n, MPI_Comm comm)
{
    long long mine[8], all[8];
    for (int i = 0; i < n; i++) {
        mine[i] = (long long)v[i];
        mine[n + i] = ~(long long)v[i];
    }
    MPI_Allreduce(mine, all, 2 * n, MPI_LONG_LONG, MPI_MAX, comm);
    for (int i = 0; i < n; i++)
        if (all[i] != ~all[n + i])
            return 0;
    return 1;
}

/* After the pointers differed, every thread calls it; it returns on the one thread that reports
   the error: the lowest one whose own pointer is no live allocation (`bad`, its report "upc_all_free
   of ..."), as under `--to ga` the thread that finds a bad pointer does; thread 0 when each is one
   (its report PGAS_ALL_FREE_DIFFER). The reporter is known to be reporting: the others wait for
   the job's end (no grace period, no second report). */
static void pgas_all_free_reporter_only(int thread, int bad, MPI_Comm comm)
{
    int mine = bad ? thread : INT_MAX, least;
    MPI_Allreduce(&mine, &least, 1, MPI_INT, MPI_MIN, comm);
    if (least == INT_MAX ? thread == 0 : least == thread)
        return;
    for (;;)
        pause();
}

#endif
