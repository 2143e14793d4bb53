/* ga_index64_self.c - the 64-bit forms whose GA 5.8 counterparts cannot be compared with
   (they place scattered elements elsewhere than the subscripts say): NGA_Inquire64,
   NGA_Scatter64, NGA_Scatter_acc64, NGA_Gather64, checked against NGA_Get64 and known values. */
#include <mpi.h>
#include <stdint.h>

#include "ga.h"
#include "macdecls.h"
#include "../../../samples/ga/check.h"

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    int me = GA_Nodeid(), nproc = GA_Nnodes();
    int64_t dims[2] = {9, 8};
    int a = NGA_Create64(C_DBL, 2, dims, "S64", NULL);
    int type, ndim;
    int64_t got[2];
    NGA_Inquire64(a, &type, &ndim, got);
    CHECK(type == C_DBL && ndim == 2 && got[0] == 9 && got[1] == 8, "NGA_Inquire64");
    double zero = 0;
    GA_Fill(a, &zero);
    int64_t s0[2] = {0, 0}, s1[2] = {8, 7}, s2[2] = {4, 3};
    int64_t *subs[3] = {s0, s1, s2};
    double vals[3] = {100, 200, 300}, ones[3] = {1, 1, 1}, out[3], all[72];
    if (me == 0)
        NGA_Scatter64(a, vals, subs, 3);
    GA_Sync();
    double one = 1;
    NGA_Scatter_acc64(a, ones, subs, 3, &one);
    GA_Sync();
    NGA_Gather64(a, out, subs, 3);
    int64_t lo[2] = {0, 0}, hi[2] = {8, 7}, ld[1] = {8};
    NGA_Get64(a, lo, hi, all, ld);
    CHECK(out[0] == 100 + nproc && out[1] == 200 + nproc && out[2] == 300 + nproc, "NGA_Gather64 %g %g %g",
          out[0], out[1], out[2]);
    int placed = 0;
    for (int i = 0; i < 72; i++)
        placed += all[i] != 0;
    CHECK(placed == 3 && all[0] == 100 + nproc && all[71] == 200 + nproc && all[4 * 8 + 3] == 300 + nproc,
          "the scattered elements are where the subscripts say");
    if (me == 0)
        printf("gather64: %.0f %.0f %.0f\n", out[0], out[1], out[2]);
    int status = finish("ga_index64_self");
    GA_Terminate();
    MPI_Finalize();
    return status;
}
