/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_matmul_vectors.c"
/* ga_matmul_vectors.c - NGA_Matmul_patch with a vector along a middle dimension of an array of
   three dimensions: GA 5.8 takes it as a row or a column of its matrix, whichever agrees with
   the other patches. A 4 x 1 product (A's 4 x 3 times a column of B) and a 1 x 4 product (a row
   of A times B) both go to the same 1 x 4 x 1 patch of C; then A's operand is itself such a
   vector (a 1 x 3 x 1 patch of a 3-D array) times B, and a transposed A's 3 x 1 product goes
   to such a line. Process 0 prints C's
   planes after each product. */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 14 "tests/in/ga_upc/ga_matmul_vectors.c"
static int me;

static void show(const char *what, int g_c) {

    double c[2][4][2];
    int lo[3] = { 0, 0, 0 }, hi[3] = { 1, 3, 1 }, ld[2] = { 4, 2 };
    NGA_Get(g_c, lo, hi, c, ld);
    if (me != 0)
        return;
    printf("%s:", what);
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < 2; k++)
                printf(" %g", c[i][j][k]);
    printf("\n");
}

int main(int argc, char **argv) {

    int da[2] = { 4, 3 }, db[2] = { 3, 4 }, dc[3] = { 2, 4, 2 }, dv[3] = { 2, 3, 2 };
    double alpha = 1, beta = 0, half = 0.5;
    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 100000, 100000);
    me = GA_Nodeid();
    int g_a = NGA_Create(C_DBL, 2, da, "a", (void *)0);
    int g_b = NGA_Create(C_DBL, 2, db, "b", (void *)0);
    int g_c = NGA_Create(C_DBL, 3, dc, "c", (void *)0);
    int g_v = NGA_Create(C_DBL, 3, dv, "v", (void *)0);
    if (me == 0) {
        double a[12], b[12], v[12];
        int lo[3] = { 0, 0, 0 }, ha[2] = { 3, 2 }, hb[2] = { 2, 3 }, hv[3] = { 1, 2, 1 };
        int la[1] = { 3 }, lb[1] = { 4 }, lv[2] = { 3, 2 };
        for (int i = 0; i < 12; i++) {
            a[i] = i + 1;
            b[i] = 10 * (i + 1);
            v[i] = 100 + i;
        }
        NGA_Put(g_a, lo, ha, a, la);
        NGA_Put(g_b, lo, hb, b, lb);
        NGA_Put(g_v, lo, hv, v, lv);
    }
    GA_Zero(g_c);
    GA_Sync();
    int clo[3] = { 1, 0, 1 }, chi[3] = { 1, 3, 1 };
    /* A (4 x 3) times column 1 of B (3 x 1): 4 x 1 */
    int alo[2] = { 0, 0 }, ahi[2] = { 3, 2 }, blo[2] = { 0, 1 }, bhi[2] = { 2, 1 };
    NGA_Matmul_patch('N', 'N', &alpha, &beta, g_a, alo, ahi, g_b, blo, bhi, g_c, clo, chi);
    show("A * B column into the middle line", g_c);
    /* row 2 of A (1 x 3) times B (3 x 4): 1 x 4, added to half of it */
    int rlo[2] = { 2, 0 }, rhi[2] = { 2, 2 }, wlo[2] = { 0, 0 }, whi[2] = { 2, 3 };
    NGA_Matmul_patch('N', 'N', &alpha, &half, g_a, rlo, rhi, g_b, wlo, whi, g_c, clo, chi);
    show("A row * B into the middle line", g_c);
    /* the vector (0, 0..2, 1) of V as a 1 x 3 row times B: 1 x 4 into C's first plane's
       row (0, 0..3, 0) */
    int vlo[3] = { 0, 0, 1 }, vhi[3] = { 0, 2, 1 }, c0lo[3] = { 0, 0, 0 }, c0hi[3] = { 0, 3, 0 };
    NGA_Matmul_patch('N', 'N', &alpha, &beta, g_v, vlo, vhi, g_b, wlo, whi, g_c, c0lo, c0hi);
    show("V line * B", g_c);
    /* op(A) = A^T (3 x 4) times A's column 0 (4 x 1): 3 x 1 into V's line (1, 0..2, 0) */
    int tlo[2] = { 0, 0 }, thi[2] = { 2, 3 }, k0lo[2] = { 0, 0 }, k0hi[2] = { 3, 0 };
    int v1lo[3] = { 1, 0, 0 }, v1hi[3] = { 1, 2, 0 };
    NGA_Matmul_patch('T', 'N', &alpha, &beta, g_a, tlo, thi, g_a, k0lo, k0hi, g_v, v1lo, v1hi);
    double out[3];
    int ld1[2] = { 3, 1 };
    NGA_Get(g_v, v1lo, v1hi, out, ld1);
    if (me == 0)
        printf("A^T * A column into V's line: %g %g %g\n", out[0], out[1], out[2]);
    GA_Sync();
    if (me == 0)
        printf("PASS: ga_matmul_vectors\n");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
