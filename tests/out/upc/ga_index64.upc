/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_index64.c"
/* ga_index64.c - the 64-bit-index interface: NGA_Create64, NGA_Create_irreg64,
   GA_Create_handle with NGA_Set_data64, GA_Set_chunk64 and GA_Set_irreg_distr64,
   NGA_Locate64, NGA_Distribution64, NGA_Access64, NGA_Release64,
   NGA_Release_update64, NGA_Get64/Put64/Acc64, NGA_NbGet64/NbPut64/NbAcc64,
   NGA_Fill_patch64, NGA_Zero_patch64, NGA_Scale_patch64, NGA_Copy_patch64, NGA_Read_inc64,
   NGA_Print_patch64. (NGA_Inquire64, NGA_Scatter64, NGA_Scatter_acc64 and NGA_Gather64 are
   checked by tests/in/ga_upc/ga_index64_self.c: GA 5.8's own place scattered elements
   elsewhere than the subscripts say, so they cannot be compared with it.) */
#include <stdint.h>
#include <string.h>
#include <ga.h>
#include <macdecls.h>
#line 1 "samples/ga/check.h"
/* check.h - shared by the self-checking GA programs of samples/ga.

   Every program is plain GA C: it builds against Global Arrays 5.8 and, compiled as UPC,
   against pgas-xlate's GA-on-UPC library. Process 0 prints; a failed check prints a FAIL:
   line (on whichever process saw it); finish() prints PASS: NAME when every process passed. */
#include <stdlib.h>
#include <math.h>
#line 13 "samples/ga/check.h"
static int check_failures = 0;
#line 26 "samples/ga/check.h"
/* nearly equal (relative 1e-9 for doubles computed in different orders) */
static int close_to(double a, double b, double tol) {

    double m = fabs(a) > fabs(b) ? fabs(a) : fabs(b);
    return fabs(a - b) <= tol * (m > 1.0 ? m : 1.0);
}

/* Prints PASS: name on process 0 when nobody failed; returns the exit status. */
static int finish(const char *name) {

    int bad = check_failures;
    GA_Igop(&bad, 1, "+");
    if (GA_Nodeid() == 0) {
        if (bad == 0)
            printf("PASS: %s\n", name);
        else
            printf("FAIL: %s: %d failed checks\n", name, bad);
        fflush(stdout);
    }
    return bad == 0 ? 0 : 1;
}
#line 17 "samples/ga/ga_index64.c"
static int me, nproc;

static double sum_of(int g, int64_t rows, int64_t cols) {

    int64_t lo[2] = { 0, 0 }, hi[2] = { rows - 1, cols - 1 }, ld[1] = { cols };
    double *buf = malloc(sizeof(double) * rows * cols), s = 0;
    NGA_Get64(g, lo, hi, buf, ld);
    for (int64_t i = 0; i < rows * cols; i++)
        s += buf[i] * (double)(i % 7 + 1);
    free(buf);
    return s;
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 1000, 1000);
    me = GA_Nodeid();
    nproc = GA_Nnodes();

    int64_t dims[2] = { 9, 8 }, chunk[2] = { 2, -1 };
    int a = NGA_Create64(C_DBL, 2, dims, "A64", chunk);

    /* every process writes its own block through NGA_Access64 */
    int64_t lo[2], hi[2], ld[1];
    NGA_Distribution64(a, me, lo, hi);
    if (lo[0] >= 0 && lo[0] <= hi[0]) {
        double *p;
        NGA_Access64(a, lo, hi, &p, ld);
        for (int64_t i = lo[0]; i <= hi[0]; i++)
            for (int64_t j = lo[1]; j <= hi[1]; j++)
                p[(i - lo[0]) * ld[0] + (j - lo[1])] = (double)(i * 10 + j);
        NGA_Release_update64(a, lo, hi);
    }
    GA_Sync();
    if (me == 0)
        printf("access64: weighted sum %.1f\n", sum_of(a, 9, 8));
    /* nobody writes before process 0 has read */
#line 55 "samples/ga/ga_index64.c"
    GA_Sync();

    /* non-blocking transfers */
    if (me == nproc - 1) {
        int64_t plo[2] = { 1, 2 }, phi[2] = { 3, 5 }, pld[1] = { 4 };
        double blk[12], back[12], one[12];
        for (int i = 0; i < 12; i++) {
            blk[i] = -i;
            one[i] = 1;
        }
        ga_nbhdl_t h1, h2, h3;
        NGA_NbPut64(a, plo, phi, blk, pld, &h1);
        NGA_NbWait(&h1);
        double two = 2;
        NGA_NbAcc64(a, plo, phi, one, pld, &two, &h2);
        NGA_NbWait(&h2);
        NGA_NbGet64(a, plo, phi, back, pld, &h3);
        NGA_NbWait(&h3);
        do {
#line 73 "samples/ga/ga_index64.c"
            if (!(back[0] == 2 && back[11] == -9)) {
#line 73 "samples/ga/ga_index64.c"
                check_failures++;
#line 73 "samples/ga/ga_index64.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_index64.c", 73);
#line 73 "samples/ga/ga_index64.c"
                printf("NGA_NbGet64 %g %g", back[0], back[11]);
#line 73 "samples/ga/ga_index64.c"
                printf("\n");
#line 73 "samples/ga/ga_index64.c"
                fflush(stdout);
            }
        } while (0);
    }
#line 75 "samples/ga/ga_index64.c"
    GA_Sync();
    if (me == 0)
        printf("nonblocking64: weighted sum %.1f\n", sum_of(a, 9, 8));
    /* nobody writes before process 0 has read */
#line 78 "samples/ga/ga_index64.c"
    GA_Sync();

    /* patches */
    int64_t flo[2] = { 6, 0 }, fhi[2] = { 8, 3 };
    double five = 5, half = 0.5;
    NGA_Fill_patch64(a, flo, fhi, &five);
    int64_t zlo[2] = { 0, 6 }, zhi[2] = { 2, 7 };
    NGA_Zero_patch64(a, zlo, zhi);
    int64_t slo[2] = { 4, 4 }, shi[2] = { 8, 7 };
    NGA_Scale_patch64(a, slo, shi, &half);
    GA_Sync();
    if (me == 0)
        printf("patches64: weighted sum %.1f\n", sum_of(a, 9, 8));
    /* nobody writes before process 0 has read */
#line 91 "samples/ga/ga_index64.c"
    GA_Sync();

    /* a handle described piece by piece, irregular */
    int b = GA_Create_handle();
    int64_t bd[2] = { 9, 8 };
    NGA_Set_data64(b, 2, bd, C_DBL);
    int64_t map[4] = { 0, 5, 0, 3 }, block[2] = { nproc > 1 ? 2 : 1, nproc > 1 ? 2 : 1 };
    if (nproc >= 4)
        GA_Set_irreg_distr64(b, map, block);
    else
        GA_Set_chunk64(b, chunk);
    GA_Allocate(b);
    int64_t clo[2] = { 0, 0 }, chi[2] = { 8, 7 };
    NGA_Copy_patch64('N', a, clo, chi, b, clo, chi);
    int64_t probe[2] = { 7, 6 };
    int owner = NGA_Locate64(b, probe);
    if (me == 0)
        printf("copy64: weighted sum %.1f, (7,6) on process %d\n", sum_of(b, 9, 8), owner);

    int64_t idims[1] = { 10 }, iblock[1] = { nproc }, imap[64];
    for (int p = 0; p < nproc; p++)
        imap[p] = p * 10 / nproc;
    int c = NGA_Create_irreg64(C_INT, 1, idims, "irreg64", iblock, imap);
    int zero = 0;
    GA_Fill(c, &zero);

    /* read-and-increment */
    int64_t at[1] = { 7 };
    long first = NGA_Read_inc64(c, at, 2);
    long firsts[64];
    for (int p = 0; p < nproc; p++)
        firsts[p] = 0;
    firsts[me] = first;
    GA_Lgop(firsts, nproc, "+");
    long total = 0;
    for (int p = 0; p < nproc; p++)
        total += firsts[p];
    GA_Sync();
    int final_v;
    int64_t flo1[1] = { 7 }, fhi1[1] = { 7 }, fld1[1] = { 1 };
    NGA_Get64(c, flo1, fhi1, &final_v, fld1);
    if (me == 0)
        printf("read_inc64: final %d, sum of firsts %ld\n", final_v, total);
    int64_t plo[2] = { 3, 2 }, phi[2] = { 5, 4 };
    NGA_Print_patch64(b, plo, phi, 1);
    NGA_Distribution64(b, me, lo, hi);
    if (lo[0] >= 0 && lo[0] <= hi[0]) {
        double *q;
        NGA_Access64(b, lo, hi, &q, ld);
        do {
#line 140 "samples/ga/ga_index64.c"
            if (!(q != (void *)0)) {
#line 140 "samples/ga/ga_index64.c"
                check_failures++;
#line 140 "samples/ga/ga_index64.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_index64.c", 140);
#line 140 "samples/ga/ga_index64.c"
                printf("NGA_Access64");
#line 140 "samples/ga/ga_index64.c"
                printf("\n");
#line 140 "samples/ga/ga_index64.c"
                fflush(stdout);
            }
        } while (0);
#line 141 "samples/ga/ga_index64.c"
        NGA_Release64(b, lo, hi);
    }

    GA_Destroy(a);
    GA_Destroy(b);
    GA_Destroy(c);
    int status = finish("ga_index64");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
