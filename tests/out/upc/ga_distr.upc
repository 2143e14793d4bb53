/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "samples/ga/ga_distr.c"
/* ga_distr.c - the non-default distributions: block-cyclic on a process grid
   (GA_Set_block_cyclic_proc_grid), tiled irregular (NGA_Set_tiled_irreg_proc_grid),
   irregular (NGA_Create_irreg) and restricted (GA_Set_restricted): their blocks
   (NGA_Distribution of a block index, GA_Get_block_info, NGA_Locate, NGA_Locate_region),
   one-sided traffic on them, and collective operations between them and regular arrays. */
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
#line 16 "samples/ga/ga_distr.c"
static int me, nproc;
static int grid[2];

static double val(int i, int j) {

    return i * 100 + j;
}

static void fill_from_0(int g) {

    GA_Sync();
    if (me == 0) {
        double buf[10][9];
        for (int i = 0; i < 10; i++)
            for (int j = 0; j < 9; j++)
                buf[i][j] = val(i, j);
        int lo[2] = { 0, 0 }, hi[2] = { 10 - 1, 9 - 1 }, ld[1] = { 9 };
        NGA_Put(g, lo, hi, buf, ld);
    }
    GA_Sync();
}

static void check_all(int g, double scale, double shift, const char *what) {

    double buf[10][9];
    int lo[2] = { 0, 0 }, hi[2] = { 10 - 1, 9 - 1 }, ld[1] = { 9 };
    NGA_Get(g, lo, hi, buf, ld);
    int bad = 0;
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 9; j++)
            if (buf[i][j] != scale * val(i, j) + shift)
                bad++;
    do {
#line 48 "samples/ga/ga_distr.c"
        if (!(bad == 0)) {
#line 48 "samples/ga/ga_distr.c"
            check_failures++;
#line 48 "samples/ga/ga_distr.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_distr.c", 48);
#line 48 "samples/ga/ga_distr.c"
            printf("%s: %d wrong elements", what, bad);
#line 48 "samples/ga/ga_distr.c"
            printf("\n");
#line 48 "samples/ga/ga_distr.c"
            fflush(stdout);
        }
    } while (0);
}
#line 51 "samples/ga/ga_distr.c"
static void show_blocks(int g, const char *what, int nblocks) {

    int lo[2], hi[2];
    if (me == 0)
        printf("%s: %d blocks\n", what, nblocks);
    for (int b = 0; b < nblocks; b++) {
        NGA_Distribution(g, b, lo, hi);
        if (me == 0)
            printf("  block %d: [%d:%d,%d:%d]\n", b, lo[0], hi[0], lo[1], hi[1]);
        /* every element of the block is located in it */
        int sub[2] = { lo[0], hi[1] };
        do {
#line 62 "samples/ga/ga_distr.c"
            if (!(NGA_Locate(g, sub) == b)) {
#line 62 "samples/ga/ga_distr.c"
                check_failures++;
#line 62 "samples/ga/ga_distr.c"
                printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_distr.c", 62);
#line 62 "samples/ga/ga_distr.c"
                printf("%s: NGA_Locate of block %d's corner gave %d", what, b, NGA_Locate(g, sub));
#line 62 "samples/ga/ga_distr.c"
                printf("\n");
#line 62 "samples/ga/ga_distr.c"
                fflush(stdout);
            }
        } while (0);
    }
#line 64 "samples/ga/ga_distr.c"
    /* a region no smaller than a block in any direction */
    int rlo[2] = { 1, 1 }, rhi[2] = { 7, 6 }, map[4 * 64], procs[64];
    int n = NGA_Locate_region(g, rlo, rhi, map, procs);
    long covered = 0;
    for (int i = 0; i < n; i++)
        covered += (long)(map[4 * i + 2] - map[4 * i] + 1) * (map[4 * i + 3] - map[4 * i + 1] + 1);
    do {
#line 70 "samples/ga/ga_distr.c"
        if (!(covered == 7 * 6)) {
#line 70 "samples/ga/ga_distr.c"
            check_failures++;
#line 70 "samples/ga/ga_distr.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_distr.c", 70);
#line 70 "samples/ga/ga_distr.c"
            printf("%s: NGA_Locate_region covers %ld elements", what, covered);
#line 70 "samples/ga/ga_distr.c"
            printf("\n");
#line 70 "samples/ga/ga_distr.c"
            fflush(stdout);
        }
    } while (0);
#line 71 "samples/ga/ga_distr.c"
    if (me == 0) {
        printf("  region [1:7,1:6]:");
        for (int i = 0; i < n; i++)
            printf(" %d[%d:%d,%d:%d]", procs[i], map[4 * i], map[4 * i + 2], map[4 * i + 1], map[4 * i + 3]);
        printf("\n");
    }
}

static void exercise(int g, int greg, const char *what) {

    double buf[10][9];
    fill_from_0(g);
    check_all(g, 1, 0, what);
    /* everyone reads a patch that spans several blocks, with a wider buffer */
    int lo[2] = { me % 3, 1 + me % 2 }, hi[2] = { 10 - 2, 9 - 1 }, ld[1] = { 9 + 2 };
    double wide[10][9 + 2];
    NGA_Get(g, lo, hi, wide, ld);
    int bad = 0;
    for (int i = lo[0]; i <= hi[0]; i++)
        for (int j = lo[1]; j <= hi[1]; j++)
            if (wide[i - lo[0]][j - lo[1]] != val(i, j))
                bad++;
    do {
#line 93 "samples/ga/ga_distr.c"
        if (!(bad == 0)) {
#line 93 "samples/ga/ga_distr.c"
            check_failures++;
#line 93 "samples/ga/ga_distr.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_distr.c", 93);
#line 93 "samples/ga/ga_distr.c"
            printf("%s: NGA_Get of a patch: %d wrong", what, bad);
#line 93 "samples/ga/ga_distr.c"
            printf("\n");
#line 93 "samples/ga/ga_distr.c"
            fflush(stdout);
        }
    } while (0);
#line 94 "samples/ga/ga_distr.c"
    /* everyone accumulates 1 over everything */
    int alo[2] = { 0, 0 }, ahi[2] = { 10 - 1, 9 - 1 }, ald[1] = { 9 };
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 9; j++)
            buf[i][j] = 1;
    double one = 1;
    /* everyone has read */
#line 100 "samples/ga/ga_distr.c"
    GA_Sync();
    NGA_Acc(g, alo, ahi, buf, ald, &one);
    GA_Sync();
    check_all(g, 1, nproc, what);
    double two = 2;
    GA_Scale(g, &two);
    check_all(g, 2, 2 * nproc, what);
    /* to and from a regular array */
    GA_Copy(g, greg);
    check_all(greg, 2, 2 * nproc, what);
    double z = 0;
    GA_Fill(g, &z);
    check_all(g, 0, 0, what);
    GA_Copy(greg, g);
    check_all(g, 2, 2 * nproc, what);
    double d = GA_Ddot(g, greg), want = 0;
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 9; j++)
            want += (2 * val(i, j) + 2 * nproc) * (2 * val(i, j) + 2 * nproc);
    do {
#line 119 "samples/ga/ga_distr.c"
        if (!(d == want)) {
#line 119 "samples/ga/ga_distr.c"
            check_failures++;
#line 119 "samples/ga/ga_distr.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_distr.c", 119);
#line 119 "samples/ga/ga_distr.c"
            printf("%s: GA_Ddot %g, want %g", what, d, want);
#line 119 "samples/ga/ga_distr.c"
            printf("\n");
#line 119 "samples/ga/ga_distr.c"
            fflush(stdout);
        }
    } while (0);
#line 120 "samples/ga/ga_distr.c"
    if (me == 0)
        printf("%s: ddot %.1f\n", what, d);
    GA_Print(g);
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize_args(&argc, &argv);
    if (!MA_init(MT_DBL, 100000, 100000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    grid[0] = nproc >= 2 ? 2 : 1;
    grid[1] = nproc / grid[0];
    int dims[2] = { 10, 9 };
    int greg = NGA_Create(C_DBL, 2, dims, "regular", (void *)0);

    /* block-cyclic on a process grid */
    int gbc = GA_Create_handle();
    GA_Set_data(gbc, 2, dims, C_DBL);
    int block[2] = { 3, 2 };
    GA_Set_block_cyclic_proc_grid(gbc, block, grid);
    GA_Set_array_name(gbc, "cyclic");
    do {
#line 144 "samples/ga/ga_distr.c"
        if (!GA_Allocate(gbc)) {
#line 144 "samples/ga/ga_distr.c"
            check_failures++;
#line 144 "samples/ga/ga_distr.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_distr.c", 144);
#line 144 "samples/ga/ga_distr.c"
            printf("GA_Allocate of a block-cyclic array");
#line 144 "samples/ga/ga_distr.c"
            printf("\n");
#line 144 "samples/ga/ga_distr.c"
            fflush(stdout);
        }
    } while (0);
#line 145 "samples/ga/ga_distr.c"
    int nb[2], bd[2];
    GA_Get_block_info(gbc, nb, bd);
    do {
#line 147 "samples/ga/ga_distr.c"
        if (!(nb[0] == 4 && nb[1] == 5 && bd[0] == 3 && bd[1] == 2)) {
#line 147 "samples/ga/ga_distr.c"
            check_failures++;
#line 147 "samples/ga/ga_distr.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_distr.c", 147);
#line 147 "samples/ga/ga_distr.c"
            printf("GA_Get_block_info %d %d %d %d", nb[0], nb[1], bd[0], bd[1]);
#line 147 "samples/ga/ga_distr.c"
            printf("\n");
#line 147 "samples/ga/ga_distr.c"
            fflush(stdout);
        }
    } while (0);
#line 149 "samples/ga/ga_distr.c"
    if (me == 0)
        printf("block info: %d %d %d %d\n", nb[0], nb[1], bd[0], bd[1]);
    show_blocks(gbc, "block-cyclic", nb[0] * nb[1]);
    exercise(gbc, greg, "block-cyclic");

    /* tiled, irregular tiles */
    int gti = NGA_Create_handle();
    NGA_Set_data(gti, 2, dims, C_DBL);
    int nblocks[2] = { 3, 4 }, mapc[7] = { 0, 4, 7, 0, 2, 3, 6 };
    NGA_Set_tiled_irreg_proc_grid(gti, mapc, nblocks, grid);
    GA_Set_array_name(gti, "tiles");
    do {
#line 160 "samples/ga/ga_distr.c"
        if (!NGA_Allocate(gti)) {
#line 160 "samples/ga/ga_distr.c"
            check_failures++;
#line 160 "samples/ga/ga_distr.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_distr.c", 160);
#line 160 "samples/ga/ga_distr.c"
            printf("NGA_Allocate of a tiled array");
#line 160 "samples/ga/ga_distr.c"
            printf("\n");
#line 160 "samples/ga/ga_distr.c"
            fflush(stdout);
        }
    } while (0);
#line 161 "samples/ga/ga_distr.c"
    show_blocks(gti, "tiled", 12);
    exercise(gti, greg, "tiled");

    /* irregular: as many blocks as there are processes */
    int iblock[2] = { grid[0], grid[1] }, imap[4], k = 0;
    imap[k++] = 0;
    if (grid[0] == 2)
        imap[k++] = 6;
    imap[k++] = 0;
    if (grid[1] == 2)
        imap[k++] = 2;
    int gir = NGA_Create_irreg(C_DBL, 2, dims, "irregular", iblock, imap);
    GA_Print_distribution(gir);
    exercise(gir, greg, "irregular");

    /* restricted to the last process (and process 0 when there are several) */
    int grs = GA_Create_handle();
    GA_Set_data(grs, 2, dims, C_DBL);
    int list[2] = { nproc - 1, 0 };
    GA_Set_restricted(grs, list, nproc >= 2 ? 2 : 1);
    GA_Set_array_name(grs, "restricted");
    GA_Allocate(grs);
    GA_Print_distribution(grs);
    exercise(grs, greg, "restricted");
    do {
#line 185 "samples/ga/ga_distr.c"
        if (!(GA_Compare_distr(gbc, gti) != 0 && GA_Compare_distr(grs, greg) != 0)) {
#line 185 "samples/ga/ga_distr.c"
            check_failures++;
#line 185 "samples/ga/ga_distr.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "samples/ga/ga_distr.c", 185);
#line 185 "samples/ga/ga_distr.c"
            printf("GA_Compare_distr");
#line 185 "samples/ga/ga_distr.c"
            printf("\n");
#line 185 "samples/ga/ga_distr.c"
            fflush(stdout);
        }
    } while (0);
#line 187 "samples/ga/ga_distr.c"
    GA_Destroy(grs);
    GA_Destroy(gir);
    GA_Destroy(gti);
    GA_Destroy(gbc);
    GA_Destroy(greg);
    int status = finish("ga_distr");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
