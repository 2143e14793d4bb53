/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_ghosts.c"
/* ga_ghosts.c - ghost cells and periodic transfers: a 5-point stencil on a 2-d array with
   ghost cells of width 1 (NGA_Create_ghosts, GA_Update_ghosts, NGA_Access_ghosts), the padded
   block's extents and leading dimensions, GA_Has_ghosts, NGA_Access_ghost_element,
   NGA_Update_ghost_dir on each side, NGA_NbGet_ghost_dir, an irregular array with ghosts of
   width 2 on a group (NGA_Create_ghosts_irreg_config), collectives on ghost arrays (copy, scale), and
   NGA_Periodic_get/put/acc across the array's ends. Every process reports what it saw into
   a table; process 0 prints it. */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 19 "tests/in/ga_upc/ga_ghosts.c"
static int me, nproc;
static double seen[16][16];

static double value(int i, int j) {

    int a = (i % 12 + 12) % 12, b = (j % 10 + 10) % 10;
    return a * 100 + b;
}

/* Sets every ghost cell of this process's padded block (dims, ld) to -1. */
static void clear_ghosts(double *p, const int *dims, const int *ld, const int *w) {

    for (int i = 0; i < dims[0]; i++)
        for (int j = 0; j < dims[1]; j++)
            if (i < w[0] || i >= dims[0] - w[0] || j < w[1] || j >= dims[1] - w[1])
                p[i * ld[0] + j] = -1;
}

/* The count and the sum of the ghost cells that are not -1; the count of cells whose value
   is not that of the element they stand for (periodic). */
static void ghost_stats(const double *p, const int *lo, const int *dims, const int *ld, const int *w, double *count, double *sum, double *wrong) {


    *count = *sum = *wrong = 0;
    for (int i = 0; i < dims[0]; i++)
        for (int j = 0; j < dims[1]; j++) {
            double x = p[i * ld[0] + j];
            int ghost = i < w[0] || i >= dims[0] - w[0] || j < w[1] || j >= dims[1] - w[1];
            if (ghost && x != -1) {
                *count += 1;
                *sum += x;
                if (x != value(lo[0] + i - w[0], lo[1] + j - w[1]))
                    *wrong += 1;
            }
        }
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 1000, 1000);
    me = GA_Nodeid();
    nproc = GA_Nnodes();

    int dims[2] = { 12, 10 }, width[2] = { 1, 1 };
    int g_a = NGA_Create_ghosts(C_DBL, 2, dims, width, "with ghosts", (void *)0);
    int g_b = NGA_Create(C_DBL, 2, dims, "stencil", (void *)0);
    int g_p = NGA_Create(C_DBL, 2, dims, "plain", (void *)0);
    int lo[2], hi[2];
    NGA_Distribution(g_a, me, lo, hi);

    /* every process writes its own block through NGA_Access (padded leading dimension) */
    double *p;
    int ld[2];
    NGA_Access(g_a, lo, hi, &p, ld);
    for (int i = lo[0]; i <= hi[0]; i++)
        for (int j = lo[1]; j <= hi[1]; j++)
            p[(i - lo[0]) * ld[0] + (j - lo[1])] = value(i, j);
    NGA_Release_update(g_a, lo, hi);
    seen[me][0] = ld[0];
    GA_Update_ghosts(g_a);

    int gd[2], gld[2];
    double *q;
    NGA_Access_ghosts(g_a, gd, &q, gld);
    seen[me][1] = gd[0];
    seen[me][2] = gd[1];
    seen[me][3] = gld[0];
    double cnt, sum, wrong;
    ghost_stats(q, lo, gd, gld, width, &cnt, &sum, &wrong);
    seen[me][4] = cnt;
    seen[me][5] = wrong;

    /* the stencil from the padded block into a plain array */
    double *r;
    int rld[2];
    NGA_Access(g_b, lo, hi, &r, rld);
    for (int i = 1; i < gd[0] - 1; i++)
        for (int j = 1; j < gd[1] - 1; j++)
            r[(i - 1) * rld[0] + (j - 1)] = q[(i - 1) * gld[0] + j] + q[(i + 1) * gld[0] + j] + q[i * gld[0] + j - 1] + q[i * gld[0] + j + 1] - 4 * q[i * gld[0] + j];

    NGA_Release_update(g_b, lo, hi);
    NGA_Release_ghosts(g_a);

    /* one element through NGA_Access_ghost_element: (0, 0) and (1, 2) of the padded block */
    int sub[2] = { 0, 0 }, eld[2];
    double *e;
    NGA_Access_ghost_element(g_a, &e, sub, eld);
    seen[me][6] = *e;
    sub[0] = 1;
    sub[1] = 2;
    NGA_Access_ghost_element(g_a, &e, sub, eld);
    seen[me][7] = *e;
    NGA_Release_ghost_element(g_a, sub);

    /* one side at a time (GA 5.8 numbers the dimensions in Fortran's order: 0 is the last C
       dimension): the high side of the last C dimension without corners, the low side of
       the first with its corners */
    GA_Sync();
    clear_ghosts(q, gd, gld, width);
    NGA_Update_ghost_dir(g_a, 0, 1, 0);
    ghost_stats(q, lo, gd, gld, width, &cnt, &sum, &wrong);
    seen[me][8] = cnt;
    seen[me][9] = sum;
    GA_Sync();
    clear_ghosts(q, gd, gld, width);
    NGA_Update_ghost_dir(g_a, 1, -1, 1);
    ghost_stats(q, lo, gd, gld, width, &cnt, &sum, &wrong);
    seen[me][10] = cnt;
    seen[me][11] = sum + wrong;

    /* non-blocking: mask {0, -1} (Fortran order, the data moving down the first C dimension: its
       high ghost cells); the one mask the installed GA 5.8 accepts from C */
    GA_Sync();
    clear_ghosts(q, gd, gld, width);
    int mask[2] = { 0, -1 };
    ga_nbhdl_t h;
    NGA_NbGet_ghost_dir(g_a, mask, &h);
    NGA_NbWait(&h);
    ghost_stats(q, lo, gd, gld, width, &cnt, &sum, &wrong);
    seen[me][12] = cnt;
    seen[me][13] = sum + wrong;
    GA_Sync();

    /* collectives on the ghost array: copy, dot product, scale */
    GA_Copy(g_a, g_p);
    double two = 2;
    GA_Scale(g_a, &two);
    double dot = GA_Ddot(g_p, g_p);

    /* an irregular distribution, ghosts of width 2, on the world group */
    int nblock[2] = { nproc > 1 ? 2 : 1, nproc > 2 ? 2 : 1 }, map[4] = { 0, 5, 0, 3 }, k = 0;
    if (nblock[0] == 1)
        map[k] = 0;
    else
        map[k++] = 0, map[k] = 5;
    map[++k] = 0;
    if (nblock[1] == 2)
        map[++k] = 3;
    int w2[2] = { 2, 2 };
    int g_c = NGA_Create_ghosts_irreg_config(C_DBL, 2, dims, w2, "irregular", nblock, map, GA_Pgroup_get_world());
    GA_Copy(g_p, g_c);
    GA_Update_ghosts(g_c);
    int clo[2], chi[2], cd[2], cld[2];
    NGA_Distribution(g_c, me, clo, chi);
    seen[me][14] = GA_Has_ghosts(g_c) + 10 * GA_Has_ghosts(g_b);
    if (clo[0] >= 0) {
        double *c;
        NGA_Access_ghosts(g_c, cd, &c, cld);
        ghost_stats(c, clo, cd, cld, w2, &cnt, &sum, &wrong);
        seen[me][15] = cnt * 1000 + wrong;
        NGA_Release_ghosts(g_c);
    }

    /* periodic transfers across both ends */
    int plo[2] = { -2, -3 }, phi[2] = { 1, 2 }, pld[1] = { 6 };
    double buf[4][6];
    NGA_Periodic_get(g_p, plo, phi, buf, pld);
    GA_Sync();
    int qlo[2] = { 11, 9 }, qhi[2] = { 13, 11 }, qld[1] = { 3 };
    double put[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            put[i][j] = -(i * 3 + j + 1);
    if (me == nproc - 1)
        NGA_Periodic_put(g_p, qlo, qhi, put, qld);
    GA_Sync();
    double alpha = 0.5;
    NGA_Periodic_acc(g_p, qlo, qhi, put, qld, &alpha);
    GA_Sync();

    /* the table, and what process 0 reads */
    int t_dims[2] = { 16, 16 };
    int g_t = NGA_Create(C_DBL, 2, t_dims, "table", (void *)0);
    GA_Zero(g_t);
    int tlo[2] = { me, 0 }, thi[2] = { me, 16 - 1 }, tld[1] = { 16 };
    NGA_Put(g_t, tlo, thi, seen[me], tld);
    GA_Sync();
    if (me == 0) {
        double all[16][16];
        int alo[2] = { 0, 0 }, ahi[2] = { 16 - 1, 16 - 1 };
        NGA_Get(g_t, alo, ahi, all, tld);
        for (int k = 0; k < nproc; k++) {
            printf("process %d:", k);
            for (int v = 0; v < 16; v++)
                printf(" %g", all[k][v]);
            printf("\n");
        }
        double st[12][10], pl[12][10];
        int wlo[2] = { 0, 0 }, whi[2] = { 12 - 1, 10 - 1 }, wld[1] = { 10 };
        NGA_Get(g_b, wlo, whi, st, wld);
        NGA_Get(g_a, wlo, whi, pl, wld);
        double scaled = 0;
        for (int i = 0; i < 12; i++)
            for (int j = 0; j < 10; j++)
                scaled += pl[i][j];
        printf("scaled total %g\n", scaled);
        NGA_Get(g_p, wlo, whi, pl, wld);
        double total = 0;
        for (int i = 0; i < 12; i++) {
            printf("stencil %2d:", i);
            for (int j = 0; j < 10; j++) {
                printf(" %g", st[i][j]);
                total += st[i][j];
            }
            printf("\n");
        }
        printf("stencil total %g, dot %g\n", total, dot);
        for (int i = 0; i < 4; i++) {
            printf("periodic get %d:", i);
            for (int j = 0; j < 6; j++)
                printf(" %g", buf[i][j]);
            printf("\n");
        }
        for (int i = 0; i < 12; i++)
            if (i < 2 || i == 12 - 1) {
                printf("after periodic put and acc %2d:", i);
                for (int j = 0; j < 10; j++)
                    printf(" %g", pl[i][j]);
                printf("\n");
            }
        printf("PASS: ga_ghosts\n");
    }
    GA_Destroy(g_t);
    GA_Destroy(g_c);
    GA_Destroy(g_p);
    GA_Destroy(g_b);
    GA_Destroy(g_a);
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
