/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_short_ld.c"
/* ga_short_ld.c - transfers whose leading dimension is smaller than the patch's extent: GA 5.8
   takes them (GA's own unit tests get a 3 x 3 patch into a buffer with ld 2): row i of the patch
   is at buf + i * ld, so the rows overlap and a later row overwrites the end of the one before.
   NGA_Get, NGA_Put and NGA_Acc with ld 2 on a 3 x 3 patch, from the owner of the patch and from
   another process; the buffers are larger than what the calls touch, so nothing is written
   outside them. Process 0 prints. */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 15 "tests/in/ga_upc/ga_short_ld.c"
static int me;

static void show(const char *what, const int *buf, int n) {

    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %d", buf[i]);
    printf("\n");
}

int main(int argc, char **argv) {

    int dims[2] = { 8, 8 }, lo[2] = { 0, 0 }, hi[2] = { 2, 2 }, ld[1] = { 2 };
    int all_lo[2] = { 0, 0 }, all_hi[2] = { 8 - 1, 8 - 1 }, all_ld[1] = { 8 };
    int init[8][8], buf[16], alpha = 10;
    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    me = GA_Nodeid();
    int nproc = GA_Nnodes();
    int g = NGA_Create(C_INT, 2, dims, "a", (void *)0);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            init[i][j] = 10 * i + j;
    if (me == 0)
        NGA_Put(g, all_lo, all_hi, init, all_ld);
    GA_Sync();
    /* the get: from the owner (process 0) and from the last process */
    for (int i = 0; i < 16; i++)
        buf[i] = -1;
    NGA_Get(g, lo, hi, buf, ld);
    int last[16];
    for (int i = 0; i < 16; i++)
        last[i] = me == nproc - 1 ? buf[i] : 0;
    GA_Igop(last, 16, "+");
    if (me == 0) {
        show("get ld 2 by the owner", buf, 16);
        show("get ld 2 by the last process", last, 16);
    }
    /* the put: row i of the patch from buf + 2 i (three elements), by the last process */
    for (int i = 0; i < 16; i++)
        buf[i] = 100 + i;
    if (me == nproc - 1)
        NGA_Put(g, lo, hi, buf, ld);
    GA_Sync();
    /* the accumulate, by process 0 */
    if (me == 0)
        NGA_Acc(g, lo, hi, buf, ld, &alpha);
    GA_Sync();
    int back[8][8];
    NGA_Get(g, all_lo, all_hi, back, all_ld);
    if (me == 0)
        for (int i = 0; i < 4; i++)
            show("row after put and acc with ld 2", back[i], 4);
    /* a patch of one row: its leading dimension is never used (GA takes any) */
    int one_lo[2] = { 5, 1 }, one_hi[2] = { 5, 6 }, zero_ld[1] = { 0 };
    for (int i = 0; i < 16; i++)
        buf[i] = -1;
    NGA_Get(g, one_lo, one_hi, buf, zero_ld);
    if (me == 0)
        show("one row, ld 0", buf, 8);
    GA_Sync();
    if (me == 0)
        printf("PASS: ga_short_ld\n");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
