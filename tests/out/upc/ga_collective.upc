/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_collective.c"
/* ga_collective.c - collective operations between arrays that are distributed differently
   (default, chunked by columns, irregular): GA_Fill, GA_Zero, GA_Scale, GA_Add, GA_Copy,
   NGA_Copy_patch (also transposed), NGA_Fill_patch, NGA_Zero_patch, GA_Ddot (and the other
   dot products), GA_Brdcst, GA_Dgop, GA_Igop, GA_Lgop, GA_Elem_multiply_patch,
   GA_Elem_divide_patch, GA_Elem_maximum_patch, GA_Set_diagonal, GA_Add_diagonal,
   GA_Zero_diagonal, GA_Get_diag, GA_Scale_cols, GA_Symmetrize, GA_Transpose. */
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
#line 17 "samples/ga/ga_collective.c"
static int me, nproc;
static double full[10][12], full2[10][12];

/* the whole R x C double array, fetched by everyone */
static void fetch(int g, double out[10][12]) {

    int lo[2] = { 0, 0 }, hi[2] = { 10 - 1, 12 - 1 }, ld[1] = { 12 };
    NGA_Get(g, lo, hi, out, ld);
}

static double sum_of(int g) {

    fetch(g, full2);
    double s = 0;
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 12; j++)
            s += full2[i][j];
    return s;
}

/* puts a[i][j] = f(i, j) from process 0, patch by patch of 3 rows */
static void init(int g, int k) {

    /* everyone is done reading the old values */
#line 40 "samples/ga/ga_collective.c"
    GA_Sync();
    if (me == 0)
        for (int r = 0; r < 10; r += 3) {
            double rows[3][12];
            int lo[2] = { r, 0 }, hi[2] = { r + 2 < 10 ? r + 2 : 10 - 1, 12 - 1 }, ld[1] = { 12 };
            for (int i = lo[0]; i <= hi[0]; i++)
                for (int j = 0; j < 12; j++)
                    rows[i - r][j] = (i + 1) * (j + k) % 17 + 1;
            NGA_Put(g, lo, hi, rows, ld);
        }
    GA_Sync();
}

static double f(int i, int j, int k) {

    return (i + 1) * (j + k) % 17 + 1;
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize_args(&argc, &argv);
    if (!MA_init(MT_DBL, 100000, 100000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();

    int dims[2] = { 10, 12 };
    int bycol[2] = { 10, 1 };
    int ga = NGA_Create(C_DBL, 2, dims, "A", (void *)0);
    int gb = NGA_Create(C_DBL, 2, dims, "B", bycol);
    /* irregular: rows split 0-2 | 3-9, columns 0-4 | 5-11 (as many blocks as processes allow) */
    int block[2] = { nproc >= 2 ? 2 : 1, nproc >= 4 ? 2 : 1 }, map[4], nm = 0;
    map[nm++] = 0;
    if (block[0] == 2)
        map[nm++] = 3;
    map[nm++] = 0;
    if (block[1] == 2)
        map[nm++] = 5;
    int gc = NGA_Create_irreg(C_DBL, 2, dims, "Cirr", block, map);
    GA_Print_distribution(gc);

    /* fill, zero, scale */
    double five = 5, half = 0.5;
    GA_Fill(ga, &five);
    do {
#line 85 "samples/ga/ga_collective.c"
        if (!(sum_of(ga) == 5.0 * 10 * 12)) {
#line 85 "samples/ga/ga_collective.c"
            check_failures++;
#line 85 "samples/ga/ga_collective.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 85);
#line 85 "samples/ga/ga_collective.c"
            printf("GA_Fill: sum %g", sum_of(ga));
#line 85 "samples/ga/ga_collective.c"
            printf("\n");
#line 85 "samples/ga/ga_collective.c"
            fflush(stdout);
        }
    } while (0);
#line 86 "samples/ga/ga_collective.c"
    GA_Scale(ga, &half);
    do {
#line 87 "samples/ga/ga_collective.c"
        if (!(sum_of(ga) == 2.5 * 10 * 12)) {
#line 87 "samples/ga/ga_collective.c"
            check_failures++;
#line 87 "samples/ga/ga_collective.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 87);
#line 87 "samples/ga/ga_collective.c"
            printf("GA_Scale: sum %g", sum_of(ga));
#line 87 "samples/ga/ga_collective.c"
            printf("\n");
#line 87 "samples/ga/ga_collective.c"
            fflush(stdout);
        }
    } while (0);
#line 88 "samples/ga/ga_collective.c"
    GA_Zero(ga);
    do {
#line 89 "samples/ga/ga_collective.c"
        if (!(sum_of(ga) == 0)) {
#line 89 "samples/ga/ga_collective.c"
            check_failures++;
#line 89 "samples/ga/ga_collective.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 89);
#line 89 "samples/ga/ga_collective.c"
            printf("GA_Zero: sum %g", sum_of(ga));
#line 89 "samples/ga/ga_collective.c"
            printf("\n");
#line 89 "samples/ga/ga_collective.c"
            fflush(stdout);
        }
    } while (0);
    /* copy and add across distributions */
#line 92 "samples/ga/ga_collective.c"
    init(ga, 1);
    GA_Copy(ga, gb);
    fetch(gb, full);
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 12; j++)
            do {
#line 97 "samples/ga/ga_collective.c"
                if (!(full[i][j] == f(i, j, 1))) {
#line 97 "samples/ga/ga_collective.c"
                    check_failures++;
#line 97 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 97);
#line 97 "samples/ga/ga_collective.c"
                    printf("GA_Copy [%d][%d] = %g", i, j, full[i][j]);
#line 97 "samples/ga/ga_collective.c"
                    printf("\n");
#line 97 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
#line 98 "samples/ga/ga_collective.c"
    init(gc, 4);
    double alpha = 2, beta = -3;
    GA_Add(&alpha, ga, &beta, gc, gb);
    fetch(gb, full);
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 12; j++)
            do {
#line 104 "samples/ga/ga_collective.c"
                if (!(full[i][j] == 2 * f(i, j, 1) - 3 * f(i, j, 4))) {
#line 104 "samples/ga/ga_collective.c"
                    check_failures++;
#line 104 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 104);
#line 104 "samples/ga/ga_collective.c"
                    printf("GA_Add [%d][%d] = %g", i, j, full[i][j]);
#line 104 "samples/ga/ga_collective.c"
                    printf("\n");
#line 104 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
#line 105 "samples/ga/ga_collective.c"
    double d1 = GA_Ddot(ga, gc), d2 = GA_Ddot(gb, gb), want1 = 0, want2 = 0;
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 12; j++) {
            want1 += f(i, j, 1) * f(i, j, 4);
            want2 += full[i][j] * full[i][j];
        }
    do {
#line 111 "samples/ga/ga_collective.c"
        if (!(d1 == want1 && d2 == want2)) {
#line 111 "samples/ga/ga_collective.c"
            check_failures++;
#line 111 "samples/ga/ga_collective.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 111);
#line 111 "samples/ga/ga_collective.c"
            printf("GA_Ddot %g %g, want %g %g", d1, d2, want1, want2);
#line 111 "samples/ga/ga_collective.c"
            printf("\n");
#line 111 "samples/ga/ga_collective.c"
            fflush(stdout);
        }
    } while (0);
#line 112 "samples/ga/ga_collective.c"
    if (me == 0)
        printf("ddot: %.1f %.1f, sums %.1f %.1f %.1f\n", d1, d2, sum_of(ga), sum_of(gb), sum_of(gc));
    else {
        sum_of(ga);
        sum_of(gb);
        sum_of(gc);
    }

    /* patches: fill, zero, copy (plain and transposed) */
    int plo[2] = { 2, 3 }, phi[2] = { 6, 9 };
    double seven = 7;
    NGA_Fill_patch(gb, plo, phi, &seven);
    int zlo[2] = { 4, 4 }, zhi[2] = { 4, 8 };
    NGA_Zero_patch(gb, zlo, zhi);
    fetch(gb, full);
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 12; j++) {
            double w = 2 * f(i, j, 1) - 3 * f(i, j, 4);
            if (i >= 2 && i <= 6 && j >= 3 && j <= 9)
                w = i == 4 && j >= 4 && j <= 8 ? 0 : 7;
            do {
#line 132 "samples/ga/ga_collective.c"
                if (!(full[i][j] == w)) {
#line 132 "samples/ga/ga_collective.c"
                    check_failures++;
#line 132 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 132);
#line 132 "samples/ga/ga_collective.c"
                    printf("NGA_Fill_patch/NGA_Zero_patch [%d][%d] = %g", i, j, full[i][j]);
#line 132 "samples/ga/ga_collective.c"
                    printf("\n");
#line 132 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
        }
#line 134 "samples/ga/ga_collective.c"
    int alo[2] = { 1, 2 }, ahi[2] = { 4, 8 }, blo[2] = { 5, 0 }, bhi[2] = { 8, 6 };
    NGA_Copy_patch('N', ga, alo, ahi, gc, blo, bhi);
    int tlo[2] = { 0, 5 }, thi[2] = { 6, 8 };
    NGA_Copy_patch('T', ga, alo, ahi, gb, tlo, thi);
    fetch(gc, full);
    fetch(gb, full2);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 7; j++) {
            do {
#line 142 "samples/ga/ga_collective.c"
                if (!(full[5 + i][j] == f(1 + i, 2 + j, 1))) {
#line 142 "samples/ga/ga_collective.c"
                    check_failures++;
#line 142 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 142);
#line 142 "samples/ga/ga_collective.c"
                    printf("NGA_Copy_patch N [%d][%d]", 5 + i, j);
#line 142 "samples/ga/ga_collective.c"
                    printf("\n");
#line 142 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
#line 143 "samples/ga/ga_collective.c"
            do {
#line 143 "samples/ga/ga_collective.c"
                if (!(full2[j][5 + i] == f(1 + i, 2 + j, 1))) {
#line 143 "samples/ga/ga_collective.c"
                    check_failures++;
#line 143 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 143);
#line 143 "samples/ga/ga_collective.c"
                    printf("NGA_Copy_patch T [%d][%d]", j, 5 + i);
#line 143 "samples/ga/ga_collective.c"
                    printf("\n");
#line 143 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
        }
    /* element-wise operations on patches of three differently distributed arrays */
#line 147 "samples/ga/ga_collective.c"
    init(ga, 2);
    init(gb, 3);
    int elo[2] = { 0, 1 }, ehi[2] = { 5, 6 }, flo[2] = { 4, 5 }, fhi[2] = { 9, 10 }, glo[2] = { 2, 0 }, ghi[2] = { 7, 5 };
    GA_Elem_multiply_patch(ga, elo, ehi, gb, flo, fhi, gc, glo, ghi);
    fetch(gc, full);
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            do {
#line 154 "samples/ga/ga_collective.c"
                if (!(full[2 + i][j] == f(i, 1 + j, 2) * f(4 + i, 5 + j, 3))) {
#line 154 "samples/ga/ga_collective.c"
                    check_failures++;
#line 154 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 154);
#line 154 "samples/ga/ga_collective.c"
                    printf("GA_Elem_multiply_patch [%d][%d]", i, j);
#line 154 "samples/ga/ga_collective.c"
                    printf("\n");
#line 154 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
#line 155 "samples/ga/ga_collective.c"
    GA_Elem_divide_patch(ga, elo, ehi, gb, flo, fhi, gc, glo, ghi);
    fetch(gc, full);
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            do {
#line 159 "samples/ga/ga_collective.c"
                if (!(full[2 + i][j] == f(i, 1 + j, 2) / f(4 + i, 5 + j, 3))) {
#line 159 "samples/ga/ga_collective.c"
                    check_failures++;
#line 159 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 159);
#line 159 "samples/ga/ga_collective.c"
                    printf("GA_Elem_divide_patch [%d][%d]", i, j);
#line 159 "samples/ga/ga_collective.c"
                    printf("\n");
#line 159 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
#line 160 "samples/ga/ga_collective.c"
    GA_Elem_maximum_patch(ga, elo, ehi, gb, flo, fhi, gc, glo, ghi);
    fetch(gc, full);
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++) {
            double x = f(i, 1 + j, 2), y = f(4 + i, 5 + j, 3);
            do {
#line 165 "samples/ga/ga_collective.c"
                if (!(full[2 + i][j] == (x > y ? x : y))) {
#line 165 "samples/ga/ga_collective.c"
                    check_failures++;
#line 165 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 165);
#line 165 "samples/ga/ga_collective.c"
                    printf("GA_Elem_maximum_patch [%d][%d]", i, j);
#line 165 "samples/ga/ga_collective.c"
                    printf("\n");
#line 165 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
        }
#line 167 "samples/ga/ga_collective.c"
    if (me == 0)
        printf("element-wise: sum %.6f\n", sum_of(gc));
    else
        sum_of(gc);

    /* diagonals and columns */
    int vd[1] = { 10 }, cd[1] = { 12 };
    int gv = NGA_Create(C_DBL, 1, vd, "v", (void *)0), gw = NGA_Create(C_DBL, 1, cd, "w", (void *)0);
    if (me == 0) {
        double v[10], w[12];
        for (int i = 0; i < 10; i++)
            v[i] = 10 + i;
        for (int j = 0; j < 12; j++)
            w[j] = j % 3 - 1;
        int lo = 0, hi = 10 - 1, hiw = 12 - 1;
        NGA_Put(gv, &lo, &hi, v, (void *)0);
        NGA_Put(gw, &lo, &hiw, w, (void *)0);
    }
    GA_Sync();
    init(ga, 5);
    GA_Set_diagonal(ga, gv);
    GA_Add_diagonal(ga, gv);
    fetch(ga, full);
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 12; j++)
            do {
#line 192 "samples/ga/ga_collective.c"
                if (!(full[i][j] == (i == j ? 2 * (10 + i) : f(i, j, 5)))) {
#line 192 "samples/ga/ga_collective.c"
                    check_failures++;
#line 192 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 192);
#line 192 "samples/ga/ga_collective.c"
                    printf("GA_Set/Add_diagonal [%d][%d]", i, j);
#line 192 "samples/ga/ga_collective.c"
                    printf("\n");
#line 192 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
#line 193 "samples/ga/ga_collective.c"
    GA_Scale_cols(ga, gw);
    fetch(ga, full);
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 12; j++)
            do {
#line 197 "samples/ga/ga_collective.c"
                if (!(full[i][j] == (i == j ? 2 * (10 + i) : f(i, j, 5)) * (j % 3 - 1))) {
#line 197 "samples/ga/ga_collective.c"
                    check_failures++;
#line 197 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 197);
#line 197 "samples/ga/ga_collective.c"
                    printf("GA_Scale_cols [%d][%d]", i, j);
#line 197 "samples/ga/ga_collective.c"
                    printf("\n");
#line 197 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
#line 198 "samples/ga/ga_collective.c"
    GA_Zero(gv);
    init(gb, 6);
    GA_Get_diag(gb, gv);
    double v[10];
    int lo1 = 0, hi1 = 10 - 1;
    NGA_Get(gv, &lo1, &hi1, v, (void *)0);
    for (int i = 0; i < 10; i++)
        do {
#line 205 "samples/ga/ga_collective.c"
            if (!(v[i] == f(i, i, 6))) {
#line 205 "samples/ga/ga_collective.c"
                check_failures++;
#line 205 "samples/ga/ga_collective.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 205);
#line 205 "samples/ga/ga_collective.c"
                printf("GA_Get_diag [%d] = %g", i, v[i]);
#line 205 "samples/ga/ga_collective.c"
                printf("\n");
#line 205 "samples/ga/ga_collective.c"
                fflush(stdout);
            }
        } while (0);
#line 206 "samples/ga/ga_collective.c"
    /* GA 5.8.2's GA_Zero_diagonal zeroes the wrong elements of blocks that do not start on the
       diagonal: a single-block array here */
    int one[2] = { 1, 1 }, zero2[2] = { 0, 0 };
    int g1 = NGA_Create_irreg(C_DBL, 2, dims, "one block", one, zero2);
    GA_Copy(gb, g1);
    GA_Zero_diagonal(g1);
    fetch(g1, full);
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 12; j++)
            do {
#line 215 "samples/ga/ga_collective.c"
                if (!(full[i][j] == (i == j ? 0 : f(i, j, 6)))) {
#line 215 "samples/ga/ga_collective.c"
                    check_failures++;
#line 215 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 215);
#line 215 "samples/ga/ga_collective.c"
                    printf("GA_Zero_diagonal [%d][%d]", i, j);
#line 215 "samples/ga/ga_collective.c"
                    printf("\n");
#line 215 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
#line 216 "samples/ga/ga_collective.c"
    GA_Copy(g1, gb);
    GA_Destroy(g1);
    if (me == 0)
        printf("diagonals: %.1f %.1f\n", sum_of(ga), sum_of(gb));
    else {
        sum_of(ga);
        sum_of(gb);
    }

    /* transpose and symmetrize */
    int tdims[2] = { 12, 10 }, sq[2] = { 9, 9 };
    int gt = NGA_Create(C_DBL, 2, tdims, "T", (void *)0);
    int gs = NGA_Create(C_DBL, 2, sq, "S", bycol);
    init(ga, 7);
    GA_Transpose(ga, gt);
    double tr[12][10];
    int tlo2[2] = { 0, 0 }, thi2[2] = { 12 - 1, 10 - 1 }, tld[1] = { 10 };
    NGA_Get(gt, tlo2, thi2, tr, tld);
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 12; j++)
            do {
#line 236 "samples/ga/ga_collective.c"
                if (!(tr[j][i] == f(i, j, 7))) {
#line 236 "samples/ga/ga_collective.c"
                    check_failures++;
#line 236 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 236);
#line 236 "samples/ga/ga_collective.c"
                    printf("GA_Transpose [%d][%d]", j, i);
#line 236 "samples/ga/ga_collective.c"
                    printf("\n");
#line 236 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
#line 237 "samples/ga/ga_collective.c"
    if (me == 0) {
        double s[9][9];
        for (int i = 0; i < 9; i++)
            for (int j = 0; j < 9; j++)
                s[i][j] = i * 9 + j;
        int slo[2] = { 0, 0 }, shi[2] = { 8, 8 }, sld[1] = { 9 };
        NGA_Put(gs, slo, shi, s, sld);
    }
    GA_Sync();
    GA_Symmetrize(gs);
    double s[9][9];
    int slo[2] = { 0, 0 }, shi[2] = { 8, 8 }, sld[1] = { 9 };
    NGA_Get(gs, slo, shi, s, sld);
    for (int i = 0; i < 9; i++)
        for (int j = 0; j < 9; j++)
            do {
#line 252 "samples/ga/ga_collective.c"
                if (!(s[i][j] == 0.5 * (i * 9 + j + (j * 9 + i)))) {
#line 252 "samples/ga/ga_collective.c"
                    check_failures++;
#line 252 "samples/ga/ga_collective.c"
                    printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 252);
#line 252 "samples/ga/ga_collective.c"
                    printf("GA_Symmetrize [%d][%d] = %g", i, j, s[i][j]);
#line 252 "samples/ga/ga_collective.c"
                    printf("\n");
#line 252 "samples/ga/ga_collective.c"
                    fflush(stdout);
                }
            } while (0);
    /* other element types */
#line 255 "samples/ga/ga_collective.c"
    int gz = NGA_Create(C_DCPL, 2, dims, "Z", (void *)0), gz2 = NGA_Create(C_DCPL, 2, dims, "Z2", bycol);
    DoubleComplex z1 = { 1.5, -2 }, z2 = { 0, 1 };
    GA_Fill(gz, &z1);
    /* (2, 1.5) */
#line 258 "samples/ga/ga_collective.c"
    GA_Scale(gz, &z2);
    GA_Copy(gz, gz2);
    DoubleComplex zd = GA_Zdot(gz, gz2);
    do {
#line 261 "samples/ga/ga_collective.c"
        if (!(zd.real == 10 * 12 * (4 - 2.25) && zd.imag == 10 * 12 * 6)) {
#line 261 "samples/ga/ga_collective.c"
            check_failures++;
#line 261 "samples/ga/ga_collective.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 261);
#line 261 "samples/ga/ga_collective.c"
            printf("GA_Zdot (%g, %g)", zd.real, zd.imag);
#line 261 "samples/ga/ga_collective.c"
            printf("\n");
#line 261 "samples/ga/ga_collective.c"
            fflush(stdout);
        }
    } while (0);
#line 262 "samples/ga/ga_collective.c"
    int gi = NGA_Create(C_INT, 2, dims, "I", (void *)0), gi2 = NGA_Create(C_INT, 2, dims, "I2", bycol);
    int three = 3, four = 4;
    GA_Fill(gi, &three);
    GA_Fill(gi2, &four);
    int ia = 2, ib = -1;
    GA_Add(&ia, gi, &ib, gi2, gi2);
    do {
#line 268 "samples/ga/ga_collective.c"
        if (!(GA_Idot(gi, gi2) == 3 * 2 * 10 * 12)) {
#line 268 "samples/ga/ga_collective.c"
            check_failures++;
#line 268 "samples/ga/ga_collective.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 268);
#line 268 "samples/ga/ga_collective.c"
            printf("GA_Idot %d", GA_Idot(gi, gi2));
#line 268 "samples/ga/ga_collective.c"
            printf("\n");
#line 268 "samples/ga/ga_collective.c"
            fflush(stdout);
        }
    } while (0);
#line 269 "samples/ga/ga_collective.c"
    int gl = NGA_Create(C_LONG, 1, vd, "L", (void *)0);
    long lv = 1L << 40;
    GA_Fill(gl, &lv);
    do {
#line 272 "samples/ga/ga_collective.c"
        if (!(GA_Ldot(gl, gl) == 0)) {
#line 272 "samples/ga/ga_collective.c"
            check_failures++;
#line 272 "samples/ga/ga_collective.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 272);
#line 272 "samples/ga/ga_collective.c"
            printf("GA_Ldot wraps like C: %ld", GA_Ldot(gl, gl));
#line 272 "samples/ga/ga_collective.c"
            printf("\n");
#line 272 "samples/ga/ga_collective.c"
            fflush(stdout);
        }
    } while (0);
#line 273 "samples/ga/ga_collective.c"
    if (me == 0)
        printf("zdot (%.2f, %.2f), idot %d\n", zd.real, zd.imag, GA_Idot(gi, gi2));
    else
        GA_Idot(gi, gi2);

    /* reductions and broadcast */
    double x[4] = { me + 1.5, -(me + 1.0), me * 2.0, 1 };
    double xs[4], xm[4], xx[4], xa[4];
    memcpy(xs, x, sizeof x);
    memcpy(xm, x, sizeof x);
    memcpy(xx, x, sizeof x);
    memcpy(xa, x, sizeof x);
    GA_Dgop(xs, 4, "+");
    GA_Dgop(xm, 4, "max");
    GA_Dgop(xx, 4, "min");
    GA_Dgop(xa, 4, "absmax");
    do {
#line 289 "samples/ga/ga_collective.c"
        if (!(xs[0] == nproc * (nproc + 2) / 2.0 && xm[1] == -1 && xx[1] == -nproc && xa[1] == nproc)) {
#line 289 "samples/ga/ga_collective.c"
            check_failures++;
#line 289 "samples/ga/ga_collective.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 289);
#line 289 "samples/ga/ga_collective.c"
            printf("GA_Dgop: %g %g %g %g", xs[0], xm[1], xx[1], xa[1]);
#line 289 "samples/ga/ga_collective.c"
            printf("\n");
#line 289 "samples/ga/ga_collective.c"
            fflush(stdout);
        }
    } while (0);
#line 291 "samples/ga/ga_collective.c"
    int ix[3] = { me + 1, me % 2, 2 };
    GA_Igop(ix, 3, "*");
    long lx[2] = { me, -me };
    GA_Lgop(lx, 2, "absmin");
    long ly[2] = { me + 1, 10 };
    GA_Lgop(ly, 2, "max");
    if (me == 0) {
        printf("dgop: %.2f %.2f %.2f %.2f / %.2f %.2f %.2f %.2f / %.2f %.2f %.2f %.2f / %.2f %.2f %.2f %.2f\n", xs[0], xs[1], xs[2], xs[3], xm[0], xm[1], xm[2], xm[3], xx[0], xx[1], xx[2], xx[3], xa[0], xa[1], xa[2], xa[3]);

        printf("igop: %d %d %d, lgop: %ld %ld %ld %ld\n", ix[0], ix[1], ix[2], lx[0], lx[1], ly[0], ly[1]);
    }
    char msg[32] = "";
    if (me == nproc - 1)
        strcpy(msg, "from the last process");
    GA_Brdcst(msg, sizeof msg, nproc - 1);
    do {
#line 306 "samples/ga/ga_collective.c"
        if (!!strcmp(msg, "from the last process")) {
#line 306 "samples/ga/ga_collective.c"
            check_failures++;
#line 306 "samples/ga/ga_collective.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 306);
#line 306 "samples/ga/ga_collective.c"
            printf("GA_Brdcst: '%s'", msg);
#line 306 "samples/ga/ga_collective.c"
            printf("\n");
#line 306 "samples/ga/ga_collective.c"
            fflush(stdout);
        }
    } while (0);
#line 307 "samples/ga/ga_collective.c"
    double big[5000];
    for (int i = 0; i < 5000; i++)
        big[i] = me == 0 ? i : -1;
    GA_Brdcst(big, sizeof big, 0);
    do {
#line 311 "samples/ga/ga_collective.c"
        if (!(big[4999] == 4999 && big[17] == 17)) {
#line 311 "samples/ga/ga_collective.c"
            check_failures++;
#line 311 "samples/ga/ga_collective.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_collective.c", 311);
#line 311 "samples/ga/ga_collective.c"
            printf("GA_Brdcst of 40000 bytes");
#line 311 "samples/ga/ga_collective.c"
            printf("\n");
#line 311 "samples/ga/ga_collective.c"
            fflush(stdout);
        }
    } while (0);
#line 313 "samples/ga/ga_collective.c"
    GA_Destroy(gl);
    GA_Destroy(gi2);
    GA_Destroy(gi);
    GA_Destroy(gz2);
    GA_Destroy(gz);
    GA_Destroy(gs);
    GA_Destroy(gt);
    GA_Destroy(gw);
    GA_Destroy(gv);
    GA_Destroy(gc);
    GA_Destroy(gb);
    GA_Destroy(ga);
    int status = finish("ga_collective");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
