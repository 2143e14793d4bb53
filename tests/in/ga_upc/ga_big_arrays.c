/* ga_big_arrays.c - arrays larger than a fixed shared heap would hold, created the way GA programs
   create them: no heap size anywhere (GA programs never give one). The library sizes the UPC
   shared heap itself (docs/ga-on-upc.md, "Shared memory"); the arrays take 3 GB in all, more
   than 512 MB on every process on 1, 2 and 4 processes, then a second generation of the same
   size after the first is destroyed. Only a few elements are written: the reserved memory costs
   nothing until it is touched. Built natively and translated, both runs must print the same
   (tests/ga_upc_exec.rs). */
#include <mpi.h>

#include "ga.h"
#include "macdecls.h"
#include "../../../samples/ga/check.h"

static int me, nproc;

/* Creates a rows x cols array of doubles, writes the first and last element of every process's
   block, and reads them all back on process 0. */
static void one_generation(int generation, int rows, int cols)
{
    int dims[2] = { rows, cols };
    int g = NGA_Create(C_DBL, 2, dims, "big", NULL);
    CHECK(g != 0, "generation %d: NGA_Create failed", generation);
    int lo[2], hi[2], ld[1] = { 1 };
    NGA_Distribution(g, me, lo, hi);
    if (lo[0] <= hi[0] && lo[1] <= hi[1]) {
        double first = 1000.0 * generation + me, last = -first;
        NGA_Put(g, lo, lo, &first, ld);
        NGA_Put(g, hi, hi, &last, ld);
    }
    GA_Sync();
    if (me == 0) {
        double sum = 0.0;
        int blocks = 0;
        for (int p = 0; p < nproc; p++) {
            NGA_Distribution(g, p, lo, hi);
            if (lo[0] > hi[0] || lo[1] > hi[1])
                continue;
            double first, last;
            NGA_Get(g, lo, lo, &first, ld);
            NGA_Get(g, hi, hi, &last, ld);
            CHECK(first == 1000.0 * generation + p && last == -first,
                  "generation %d, block of %d: %g %g", generation, p, first, last);
            sum += first;
            blocks++;
        }
        long bytes = (long)rows * cols * (long)sizeof(double);
        printf("generation %d: %d x %d doubles (%ld MB), %d blocks, sum of first elements %g\n",
               generation, rows, cols, bytes >> 20, blocks, sum);
    }
    GA_Sync();
    GA_Destroy(g);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    /* 24000 x 16384 doubles: 3 GB, 750 MB per process on 4 processes. */
    one_generation(1, 24000, 16384);
    one_generation(2, 16384, 24000);
    int status = finish("ga_big_arrays");
    GA_Terminate();
    MPI_Finalize();
    return status;
}
