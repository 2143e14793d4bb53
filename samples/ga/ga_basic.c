/* ga_basic.c - creation, inquiry and distribution of global arrays of 1 to 7 dimensions:
   NGA_Create (with and without chunks), the handle interface (GA_Create_handle, GA_Set_data,
   GA_Set_chunk, GA_Set_array_name, GA_Allocate and their NGA_ forms), NGA_Inquire, GA_Ndim,
   NGA_Distribution, NGA_Locate, NGA_Locate_nnodes(64), NGA_Locate_region, GA_Compare_distr,
   GA_Duplicate, GA_Destroy, GA_Get_block_info, GA_Print_distribution, GA_Print_stats,
   GA_Uses_ma, GA_Uses_fapi, GA_Wtime, GA_Sync, GA_Nodeid, GA_Nnodes. */
#include <mpi.h>
#include <string.h>

#include "ga.h"
#include "macdecls.h"
#include "check.h"

static int me, nproc;

static void print_range(int ndim, const int *lo, const int *hi)
{
    printf("[");
    for (int d = 0; d < ndim; d++)
        printf("%s%d:%d", d ? "," : "", lo[d], hi[d]);
    printf("]");
}

/* Prints and checks the distribution of g: the patches cover the array exactly once. */
static void show_distribution(int g, const char *label)
{
    int type, ndim, dims[GA_MAX_DIM], lo[GA_MAX_DIM], hi[GA_MAX_DIM];
    long total = 1, covered = 0;
    int holders = 0;
    NGA_Inquire(g, &type, &ndim, dims);
    CHECK(ndim == GA_Ndim(g), "GA_Ndim %d != %d", GA_Ndim(g), ndim);
    for (int d = 0; d < ndim; d++)
        total *= dims[d];
    if (me == 0)
        printf("%s: type %d, %d dims\n", label, type, ndim);
    for (int p = 0; p < nproc; p++) {
        NGA_Distribution(g, p, lo, hi);
        long n = 1;
        for (int d = 0; d < ndim; d++)
            n *= hi[d] - lo[d] + 1;
        if (lo[0] >= 0) {
            covered += n;
            holders++;
        }
        if (me == 0) {
            printf("  process %d: ", p);
            print_range(ndim, lo, hi);
            printf("\n");
        }
    }
    CHECK(covered == total, "%s: patches cover %ld of %ld elements", label, covered, total);
    /* owners of a few elements: the first, the last, the middle */
    int sub[GA_MAX_DIM];
    for (int k = 0; k < 3; k++) {
        for (int d = 0; d < ndim; d++)
            sub[d] = k == 0 ? 0 : k == 1 ? dims[d] - 1 : dims[d] / 2;
        int owner = NGA_Locate(g, sub);
        NGA_Distribution(g, owner, lo, hi);
        int inside = 1;
        for (int d = 0; d < ndim; d++)
            if (sub[d] < lo[d] || sub[d] > hi[d])
                inside = 0;
        CHECK(inside, "%s: NGA_Locate gave process %d, which does not hold the element", label, owner);
        if (me == 0)
            printf("  owner of element %d: %d\n", k, owner);
    }
    for (int d = 0; d < ndim; d++) {
        lo[d] = 0;
        hi[d] = dims[d] - 1;
    }
    int nn = NGA_Locate_nnodes(g, lo, hi);
    CHECK(nn == holders, "%s: NGA_Locate_nnodes %d, %d processes hold data", label, nn, holders);
    int64_t lo64[GA_MAX_DIM], hi64[GA_MAX_DIM];
    for (int d = 0; d < ndim; d++) {
        lo64[d] = dims[d] / 3;
        hi64[d] = dims[d] - 1 - dims[d] / 4;
        lo[d] = (int)lo64[d];
        hi[d] = (int)hi64[d];
    }
    int n64 = NGA_Locate_nnodes64(g, lo64, hi64);
    int map[2 * GA_MAX_DIM * 64], procs[64];
    int nr = NGA_Locate_region(g, lo, hi, map, procs);
    CHECK(nr == n64, "%s: NGA_Locate_region %d pieces, NGA_Locate_nnodes64 %d", label, nr, n64);
    if (me == 0) {
        printf("  region ");
        print_range(ndim, lo, hi);
        printf(" on %d processes:", nr);
        for (int i = 0; i < nr; i++) {
            printf(" %d", procs[i]);
            print_range(ndim, map + 2 * ndim * i, map + 2 * ndim * i + ndim);
        }
        printf("\n");
    }
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize_args(&argc, &argv);
    if (!MA_init(C_DBL, 100000, 100000))
        GA_Error("MA_init failed", 1);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    CHECK(nproc >= 1 && me >= 0 && me < nproc, "GA_Nodeid %d, GA_Nnodes %d", me, nproc);
    if (me == 0)
        printf("GA_Uses_ma %d, GA_Uses_fapi %d\n", GA_Uses_ma(), GA_Uses_fapi());
    double t0 = GA_Wtime();

    /* shapes of every rank, some with chunks */
    static int dims[][GA_MAX_DIM] = {{17},          {5, 7},           {1, 9},          {12, 12},
                                     {10, 3},       {10, 6},          {4, 5, 6},       {2, 3, 4, 5},
                                     {3, 2, 3, 2, 3}, {2, 2, 3, 2, 2, 3}, {2, 2, 2, 2, 2, 2, 3}, {9, 1, 8}};
    static int ndims[] = {1, 2, 2, 2, 2, 2, 3, 4, 5, 6, 7, 3};
    static int chunks[][GA_MAX_DIM] = {{0},     {0},        {0},     {4, 4},  {-1, 3}, {3, 0},
                                       {2, 0, 0}, {0},       {0},     {0},     {0},     {-1, -1, 4}};
    static int use_chunk[] = {0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1};
    int types[] = {C_DBL, C_INT, C_LONG, C_FLOAT, C_DCPL, C_SCPL, C_LONGLONG};
    for (int s = 0; s < (int)(sizeof ndims / sizeof ndims[0]); s++) {
        char name[32];
        snprintf(name, sizeof name, "shape%d", s);
        int g = NGA_Create(types[s % 7], ndims[s], dims[s], name, use_chunk[s] ? chunks[s] : NULL);
        CHECK(g != 0, "NGA_Create %s failed", name);
        int type, nd, dd[GA_MAX_DIM];
        NGA_Inquire(g, &type, &nd, dd);
        CHECK(type == types[s % 7] && nd == ndims[s], "NGA_Inquire %s: type %d ndim %d", name, type, nd);
        for (int d = 0; d < nd; d++)
            CHECK(dd[d] == dims[s][d], "NGA_Inquire %s: dims[%d] = %d", name, d, dd[d]);
        show_distribution(g, name);
        GA_Destroy(g);
    }

    /* the handle interface gives the same distribution as NGA_Create */
    int d2[2] = {11, 13}, ch[2] = {2, 5};
    int ga = NGA_Create(C_DBL, 2, d2, "created", ch);
    int gb = GA_Create_handle();
    GA_Set_data(gb, 2, d2, C_DBL);
    GA_Set_chunk(gb, ch);
    GA_Set_array_name(gb, "handle");
    CHECK(GA_Allocate(gb) == 1, "GA_Allocate failed");
    CHECK(GA_Compare_distr(ga, gb) == 0, "same chunks, different distributions");
    int gc = NGA_Create_handle();
    NGA_Set_data(gc, 2, d2, C_DBL);
    CHECK(NGA_Allocate(gc) == 1, "NGA_Allocate failed");
    if (me == 0)
        printf("chunked vs default: %d\n", GA_Compare_distr(ga, gc));
    int gd = GA_Duplicate(ga, "duplicate");
    CHECK(gd != 0 && GA_Compare_distr(ga, gd) == 0, "GA_Duplicate: different distribution");
    int d3[2] = {13, 11};
    int ge = NGA_Create(C_DBL, 2, d3, "other", NULL);
    CHECK(GA_Compare_distr(ga, ge) != 0, "different shapes compare equal");
    show_distribution(gb, "handle");
    show_distribution(gc, "nga_handle");
    GA_Print_distribution(ga);
    GA_Print_distribution(gc);
    int nb[2] = {-1, -1}, bd[2] = {-1, -1};
    GA_Get_block_info(ga, nb, bd);
    if (me == 0)
        printf("block info of a regular array: %d %d %d %d\n", nb[0], nb[1], bd[0], bd[1]);

    /* some traffic, then process 0's statistics */
    GA_Sync();
    if (me == 0) {
        double buf[11 * 13];
        for (int i = 0; i < 11 * 13; i++)
            buf[i] = i;
        int lo[2] = {0, 0}, hi[2] = {10, 12}, ld[1] = {13};
        NGA_Put(ga, lo, hi, buf, ld);
        int lo2[2] = {3, 2}, hi2[2] = {9, 11};
        NGA_Get(ga, lo2, hi2, buf, ld);
        CHECK(buf[0] == 3 * 13 + 2, "NGA_Get after NGA_Put: %g", buf[0]);
    }
    GA_Sync();
    GA_Destroy(ge);
    GA_Destroy(gd);
    if (me == 0)
        GA_Print_stats();
    GA_Destroy(gc);
    GA_Destroy(gb);
    GA_Destroy(ga);
    double t1 = GA_Wtime();
    CHECK(t1 >= t0, "GA_Wtime went backwards");
    int status = finish("ga_basic");
    GA_Terminate();
    MPI_Finalize();
    return status;
}
