/* ga_distr.c - the non-default distributions: block-cyclic on a process grid
   (GA_Set_block_cyclic_proc_grid), tiled irregular (NGA_Set_tiled_irreg_proc_grid),
   irregular (NGA_Create_irreg) and restricted (GA_Set_restricted): their blocks
   (NGA_Distribution of a block index, GA_Get_block_info, NGA_Locate, NGA_Locate_region),
   one-sided traffic on them, and collective operations between them and regular arrays. */
#include <mpi.h>
#include <string.h>

#include "ga.h"
#include "macdecls.h"
#include "check.h"

#define R 10
#define C 9

static int me, nproc;
static int grid[2];

static double val(int i, int j)
{
    return i * 100 + j;
}

static void fill_from_0(int g)
{
    GA_Sync();
    if (me == 0) {
        double buf[R][C];
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++)
                buf[i][j] = val(i, j);
        int lo[2] = {0, 0}, hi[2] = {R - 1, C - 1}, ld[1] = {C};
        NGA_Put(g, lo, hi, buf, ld);
    }
    GA_Sync();
}

static void check_all(int g, double scale, double shift, const char *what)
{
    double buf[R][C];
    int lo[2] = {0, 0}, hi[2] = {R - 1, C - 1}, ld[1] = {C};
    NGA_Get(g, lo, hi, buf, ld);
    int bad = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            if (buf[i][j] != scale * val(i, j) + shift)
                bad++;
    CHECK(bad == 0, "%s: %d wrong elements", what, bad);
}

static void show_blocks(int g, const char *what, int nblocks)
{
    int lo[2], hi[2];
    if (me == 0)
        printf("%s: %d blocks\n", what, nblocks);
    for (int b = 0; b < nblocks; b++) {
        NGA_Distribution(g, b, lo, hi);
        if (me == 0)
            printf("  block %d: [%d:%d,%d:%d]\n", b, lo[0], hi[0], lo[1], hi[1]);
        /* every element of the block is located in it */
        int sub[2] = {lo[0], hi[1]};
        CHECK(NGA_Locate(g, sub) == b, "%s: NGA_Locate of block %d's corner gave %d", what, b, NGA_Locate(g, sub));
    }
    /* a region no smaller than a block in any direction */
    int rlo[2] = {1, 1}, rhi[2] = {7, 6}, map[4 * 64], procs[64];
    int n = NGA_Locate_region(g, rlo, rhi, map, procs);
    long covered = 0;
    for (int i = 0; i < n; i++)
        covered += (long)(map[4 * i + 2] - map[4 * i] + 1) * (map[4 * i + 3] - map[4 * i + 1] + 1);
    CHECK(covered == 7 * 6, "%s: NGA_Locate_region covers %ld elements", what, covered);
    if (me == 0) {
        printf("  region [1:7,1:6]:");
        for (int i = 0; i < n; i++)
            printf(" %d[%d:%d,%d:%d]", procs[i], map[4 * i], map[4 * i + 2], map[4 * i + 1], map[4 * i + 3]);
        printf("\n");
    }
}

static void exercise(int g, int greg, const char *what)
{
    double buf[R][C];
    fill_from_0(g);
    check_all(g, 1, 0, what);
    /* everyone reads a patch that spans several blocks, with a wider buffer */
    int lo[2] = {me % 3, 1 + me % 2}, hi[2] = {R - 2, C - 1}, ld[1] = {C + 2};
    double wide[R][C + 2];
    NGA_Get(g, lo, hi, wide, ld);
    int bad = 0;
    for (int i = lo[0]; i <= hi[0]; i++)
        for (int j = lo[1]; j <= hi[1]; j++)
            if (wide[i - lo[0]][j - lo[1]] != val(i, j))
                bad++;
    CHECK(bad == 0, "%s: NGA_Get of a patch: %d wrong", what, bad);
    /* everyone accumulates 1 over everything */
    int alo[2] = {0, 0}, ahi[2] = {R - 1, C - 1}, ald[1] = {C};
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            buf[i][j] = 1;
    double one = 1;
    GA_Sync(); /* everyone has read */
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
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            want += (2 * val(i, j) + 2 * nproc) * (2 * val(i, j) + 2 * nproc);
    CHECK(d == want, "%s: GA_Ddot %g, want %g", what, d, want);
    if (me == 0)
        printf("%s: ddot %.1f\n", what, d);
    GA_Print(g);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize_args(&argc, &argv);
    if (!MA_init(C_DBL, 100000, 100000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    grid[0] = nproc >= 2 ? 2 : 1;
    grid[1] = nproc / grid[0];
    int dims[2] = {R, C};
    int greg = NGA_Create(C_DBL, 2, dims, "regular", NULL);

    /* block-cyclic on a process grid */
    int gbc = GA_Create_handle();
    GA_Set_data(gbc, 2, dims, C_DBL);
    int block[2] = {3, 2};
    GA_Set_block_cyclic_proc_grid(gbc, block, grid);
    GA_Set_array_name(gbc, "cyclic");
    CHECK(GA_Allocate(gbc), "GA_Allocate of a block-cyclic array");
    int nb[2], bd[2];
    GA_Get_block_info(gbc, nb, bd);
    CHECK(nb[0] == 4 && nb[1] == 5 && bd[0] == 3 && bd[1] == 2, "GA_Get_block_info %d %d %d %d", nb[0], nb[1],
          bd[0], bd[1]);
    if (me == 0)
        printf("block info: %d %d %d %d\n", nb[0], nb[1], bd[0], bd[1]);
    show_blocks(gbc, "block-cyclic", nb[0] * nb[1]);
    exercise(gbc, greg, "block-cyclic");

    /* tiled, irregular tiles */
    int gti = NGA_Create_handle();
    NGA_Set_data(gti, 2, dims, C_DBL);
    int nblocks[2] = {3, 4}, mapc[7] = {0, 4, 7, 0, 2, 3, 6};
    NGA_Set_tiled_irreg_proc_grid(gti, mapc, nblocks, grid);
    GA_Set_array_name(gti, "tiles");
    CHECK(NGA_Allocate(gti), "NGA_Allocate of a tiled array");
    show_blocks(gti, "tiled", 12);
    exercise(gti, greg, "tiled");

    /* irregular: as many blocks as there are processes */
    int iblock[2] = {grid[0], grid[1]}, imap[4], k = 0;
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
    int list[2] = {nproc - 1, 0};
    GA_Set_restricted(grs, list, nproc >= 2 ? 2 : 1);
    GA_Set_array_name(grs, "restricted");
    GA_Allocate(grs);
    GA_Print_distribution(grs);
    exercise(grs, greg, "restricted");
    CHECK(GA_Compare_distr(gbc, gti) != 0 && GA_Compare_distr(grs, greg) != 0, "GA_Compare_distr");

    GA_Destroy(grs);
    GA_Destroy(gir);
    GA_Destroy(gti);
    GA_Destroy(gbc);
    GA_Destroy(greg);
    int status = finish("ga_distr");
    GA_Terminate();
    MPI_Finalize();
    return status;
}
