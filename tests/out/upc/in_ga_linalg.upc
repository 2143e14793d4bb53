/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_linalg.c"
/* ga_linalg.c - GA's linear solvers on distributed matrices: GA_Lu_solve with a non-symmetric
   matrix (not transposed: GA 5.8's 't' fails in its ScaLAPACK call), GA_Llt_solve, GA_Solve and GA_Spd_invert with a
   symmetric positive definite one, and GA_Solve falling back to LU (its result tells) with a
   symmetric matrix that is not positive definite. Results are printed rounded to 6 decimals
   (the factorisations of GA and of the library round differently in the last bits). */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 15 "tests/in/ga_upc/ga_linalg.c"
static void put_all(int g, int rows, int cols, double *v) {

    int lo[2] = { 0, 0 }, hi[2] = { rows - 1, cols - 1 }, ld = cols;
    if (GA_Nodeid() == 0)
        NGA_Put(g, lo, hi, v, &ld);
    GA_Sync();
}

static void show(const char *what, int g, int rows, int cols) {

    double v[7 * 7];
    int lo[2] = { 0, 0 }, hi[2] = { rows - 1, cols - 1 }, ld = cols;
    NGA_Get(g, lo, hi, v, &ld);
    if (GA_Nodeid() == 0)
        for (int i = 0; i < rows; i++) {
            printf("%s %d:", what, i);
            for (int j = 0; j < cols; j++)
                printf(" %.6f", v[i * cols + j]);
            printf("\n");
        }
    GA_Sync();
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 100000, 100000);
    int sq[2] = { 7, 7 }, rhs[2] = { 2, 7 };
    int g_a = NGA_Create(C_DBL, 2, sq, "a", (void *)0), g_b = NGA_Create(C_DBL, 2, rhs, "b", (void *)0);
    int g_x = NGA_Create(C_DBL, 2, rhs, "x", (void *)0), g_w = NGA_Create(C_DBL, 2, sq, "w", (void *)0);
    double ns[7 * 7], spd[7 * 7], ind[7 * 7], b[2 * 7];
    for (int i = 0; i < 7; i++) {
        for (int j = 0; j < 7; j++) {
            ns[i * 7 + j] = i == j ? 4.0 + i : (double)((i * 3 + j * 5) % 7) / 7.0 - 0.4;
            spd[i * 7 + j] = i == j ? 7 + 1.0 : 1.0 / (1.0 + i + j);
            ind[i * 7 + j] = i == j ? i % 3 == 1 ? -2.0 : 3.0 : 0.5 / (1.0 + i + j);
        }
        b[i] = i + 1;
        b[7 + i] = (i % 2 ? -1.0 : 2.0) * (i + 0.5);
    }

    put_all(g_a, 7, 7, ns);
    put_all(g_b, 2, 7, b);
    GA_Copy(g_b, g_x);
    GA_Copy(g_a, g_w);
    GA_Lu_solve('n', g_w, g_x);
    show("lu n", g_x, 2, 7);

    put_all(g_a, 7, 7, spd);
    GA_Copy(g_b, g_x);
    GA_Copy(g_a, g_w);
    int r1 = GA_Llt_solve(g_w, g_x);
    show("llt", g_x, 2, 7);
    GA_Copy(g_b, g_x);
    GA_Copy(g_a, g_w);
    int r2 = GA_Solve(g_w, g_x);
    show("solve", g_x, 2, 7);
    GA_Copy(g_a, g_w);
    int r3 = GA_Spd_invert(g_w);
    show("inverse", g_w, 7, 7);

    put_all(g_a, 7, 7, ind);
    GA_Copy(g_b, g_x);
    GA_Copy(g_a, g_w);
    int r4 = GA_Solve(g_w, g_x);
    show("solve by lu", g_x, 2, 7);
    if (GA_Nodeid() == 0)
        printf("results: llt %d, solve %d, invert %d, solve not positive definite %s\n", r1, r2, r3, r4 > 0 ? "> 0" : "<= 0");

    GA_Destroy(g_w);
    GA_Destroy(g_x);
    GA_Destroy(g_b);
    GA_Destroy(g_a);
    if (GA_Nodeid() == 0)
        printf("PASS: ga_linalg\n");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
