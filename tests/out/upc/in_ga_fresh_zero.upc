/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_fresh_zero.c"
/* ga_fresh_zero.c - a new array that the program reads before writing it: GA 5.8's new arrays
   read as zero in practice (its memory is fresh from the system), and programs rely on it.
   Arrays of each type are filled and destroyed, then arrays of the same shapes (and a
   duplicate, and one made through GA_Create_handle/GA_Allocate) are created and read without
   being written: every element is zero, through NGA_Get and through NGA_Access. On one process
   the installed GA 5.8 hands a destroyed array's memory to the next one (its new arrays hold
   the old values there), so the arrays made after others were destroyed are checked on two
   and more processes; on one, the first array only. */
#include <stdio.h>
#include <string.h>
#include <ga.h>
#include <macdecls.h>
#line 18 "tests/in/ga_upc/ga_fresh_zero.c"
static int me, bad;

/* Counts the bytes of g's whole patch that are not zero, read with NGA_Get (the patch) and
   NGA_Access (this process's block). */
static void check_zero(const char *what, int g, int esize) {

    static char buf[40 * 40 * 16];
    int lo[2] = { 0, 0 }, hi[2] = { 40 - 1, 40 - 1 }, ld[1] = { 40 };
    long nonzero = 0;
    memset(buf, 0x5a, sizeof buf);
    NGA_Get(g, lo, hi, buf, ld);
    for (long i = 0; i < (long)40 * 40 * esize; i++)
        nonzero += buf[i] != 0;
    int mlo[2], mhi[2], mld[1];
    NGA_Distribution(g, me, mlo, mhi);
    if (mlo[0] >= 0 && mhi[0] >= mlo[0]) {
        char *p;
        NGA_Access(g, mlo, mhi, &p, mld);
        for (int i = 0; i <= mhi[0] - mlo[0]; i++)
            for (long j = 0; j < (long)(mhi[1] - mlo[1] + 1) * esize; j++)
                nonzero += p[(long)i * mld[0] * esize + j] != 0;
        NGA_Release(g, mlo, mhi);
    }
    GA_Lgop(&nonzero, 1, "+");
    if (me == 0)
        printf("%s: %ld bytes not zero\n", what, nonzero);
    bad += nonzero != 0;
}

int main(int argc, char **argv) {

    int dims[2] = { 40, 40 };
    int types[4] = { 1000 + 1, 1000 + 4, 1000 + 2, 1000 + 7 };
    int sizes[4] = { sizeof(int), sizeof(double), sizeof(long), 2 * sizeof(double) };
    const char *names[4] = { "int", "double", "long", "double complex" };
    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    me = GA_Nodeid();
    int first = NGA_Create(C_DBL, 2, dims, "first", (void *)0);
    check_zero("first array", first, sizeof(double));
    GA_Destroy(first);
    for (int round = 0; round < 2 && GA_Nnodes() > 1; round++) {
        for (int t = 0; t < 4; t++) {
            int g = NGA_Create(types[t], 2, dims, "old", (void *)0);
            double v[2] = { -3.25, 7.5 };
            int iv = -123456;
            long lv = -987654321L;
            GA_Fill(g, types[t] == 1000 + 1 ? (void *)&iv : types[t] == 1000 + 2 ? (void *)&lv : (void *)v);
            GA_Destroy(g);
        }
        for (int t = 0; t < 4; t++) {
            char what[64];
            int g = NGA_Create(types[t], 2, dims, "new", (void *)0);
            snprintf(what, sizeof what, "round %d, new %s array", round, names[t]);
            check_zero(what, g, sizes[t]);
            int g2 = GA_Duplicate(g, "duplicate");
            snprintf(what, sizeof what, "round %d, duplicate %s array", round, names[t]);
            check_zero(what, g2, sizes[t]);
            GA_Destroy(g2);
            GA_Destroy(g);
        }
        int h = GA_Create_handle();
        GA_Set_data(h, 2, dims, C_DBL);
        GA_Set_array_name(h, "handle");
        GA_Allocate(h);
        check_zero(round ? "round 1, allocated array" : "round 0, allocated array", h, sizeof(double));
        double one = 1;
        GA_Fill(h, &one);
        GA_Destroy(h);
    }
    if (me == 0)
        printf("%s: ga_fresh_zero\n", bad ? "FAIL" : "PASS");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
