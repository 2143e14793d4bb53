/* ga_mpi.c - MPI beside GA: MPI_Allreduce (also MPI_IN_PLACE), MPI_Reduce, MPI_Bcast,
   MPI_Allgather(v), MPI_Gather(v), MPI_Scatter(v), MPI_Alltoall(v) with MPI_INT, MPI_LONG,
   MPI_DOUBLE, MPI_FLOAT and MPI_SUM, MPI_PROD, MPI_MAX, MPI_MIN, MPI_LAND, MPI_LOR, on
   MPI_COMM_WORLD, on a duplicate of it (MPI_Comm_dup, MPI_Comm_free) and on the communicator
   of a GA process group (GA_MPI_Comm_pgroup, with MPI_Comm_rank, MPI_Comm_size, MPI_Barrier),
   and GA_MPI_Comm_pgroup_default. Process 0 prints. */
#include <mpi.h>
#include <string.h>

#include "ga.h"
#include "ga-mpi.h"
#include "macdecls.h"
#include "../../../samples/ga/check.h"

static int me, nproc;

static void print_ints(const char *what, const int *v, int n)
{
    if (me != 0)
        return;
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %d", v[i]);
    printf("\n");
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    GA_Initialize();
    MA_init(C_DBL, 1000, 1000);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &nproc);
    double t0 = MPI_Wtime();

    /* reductions */
    double d = me + 0.5, dsum;
    MPI_Allreduce(&d, &dsum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    int iv[3] = {me, -me, me % 2}, imax[3];
    MPI_Allreduce(iv, imax, 3, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    long lv[2] = {10 - me, me * me};
    MPI_Allreduce(MPI_IN_PLACE, lv, 2, MPI_LONG, MPI_MIN, MPI_COMM_WORLD);
    float f = (float)(me + 1), fprod = 0;
    MPI_Reduce(&f, &fprod, 1, MPI_FLOAT, MPI_PROD, nproc - 1, MPI_COMM_WORLD);
    int flags[2] = {1, me == 0}, lo[2];
    MPI_Allreduce(flags, lo, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);
    MPI_Allreduce(flags + 1, lo + 1, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
    double fp_all = fprod;
    MPI_Bcast(&fp_all, 1, MPI_DOUBLE, nproc - 1, MPI_COMM_WORLD);
    if (me == 0)
        printf("reductions: sum %.1f, max %d %d %d, min %ld %ld, prod %.1f, land %d, lor %d\n", dsum, imax[0],
               imax[1], imax[2], lv[0], lv[1], fp_all, lo[0], lo[1]);

    /* gathers */
    int pair[2] = {me, 100 + me}, all[128];
    MPI_Allgather(pair, 2, MPI_INT, all, 2, MPI_INT, MPI_COMM_WORLD);
    print_ints("allgather", all, 2 * nproc);
    int mine[64], counts[64], displs[64], total = 0;
    for (int p = 0; p < nproc; p++) {
        counts[p] = p + 1;
        displs[p] = total;
        total += p + 1;
    }
    for (int i = 0; i <= me; i++)
        mine[i] = 10 * me + i;
    int allv[256];
    MPI_Allgatherv(mine, me + 1, MPI_INT, allv, counts, displs, MPI_INT, MPI_COMM_WORLD);
    print_ints("allgatherv", allv, total);
    int g[128] = {0};
    MPI_Gather(pair, 2, MPI_INT, g, 2, MPI_INT, 0, MPI_COMM_WORLD);
    print_ints("gather", g, 2 * nproc);
    int gv[256] = {0};
    MPI_Gatherv(mine, me + 1, MPI_INT, gv, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);
    print_ints("gatherv", gv, total);

    /* scatters and all-to-all */
    int src[256], got[64] = {0}, seen[64];
    for (int i = 0; i < 256; i++)
        src[i] = 1000 + i;
    MPI_Scatter(src, 2, MPI_INT, got, 2, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Gather(got, 1, MPI_INT, seen, 1, MPI_INT, 0, MPI_COMM_WORLD);
    print_ints("scatter (first of each)", seen, nproc);
    MPI_Scatterv(src, counts, displs, MPI_INT, got, me + 1, MPI_INT, 0, MPI_COMM_WORLD);
    int last = got[me];
    MPI_Gather(&last, 1, MPI_INT, seen, 1, MPI_INT, 0, MPI_COMM_WORLD);
    print_ints("scatterv (last of each)", seen, nproc);
    int out[64], in[64];
    for (int p = 0; p < nproc; p++)
        out[p] = 100 * me + p;
    MPI_Alltoall(out, 1, MPI_INT, in, 1, MPI_INT, MPI_COMM_WORLD);
    int check = 1;
    for (int p = 0; p < nproc; p++)
        check &= in[p] == 100 * p + me;
    CHECK(check, "MPI_Alltoall");
    int sc[64], sd[64], rc[64], rd[64], sbuf[512], rbuf[512], ns = 0, nr = 0;
    for (int p = 0; p < nproc; p++) {
        sc[p] = p + 1; /* to p: p + 1 values */
        sd[p] = ns;
        for (int i = 0; i <= p; i++)
            sbuf[ns++] = 1000 * me + 10 * p + i;
        rc[p] = me + 1; /* from each: me + 1 values */
        rd[p] = nr;
        nr += me + 1;
    }
    MPI_Alltoallv(sbuf, sc, sd, MPI_INT, rbuf, rc, rd, MPI_INT, MPI_COMM_WORLD);
    int sum = 0;
    for (int i = 0; i < nr; i++)
        sum += rbuf[i];
    int sums[64];
    MPI_Gather(&sum, 1, MPI_INT, sums, 1, MPI_INT, 0, MPI_COMM_WORLD);
    print_ints("alltoallv sums", sums, nproc);

    /* a duplicate of the world, and a GA group's communicator */
    MPI_Comm dup;
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    int one = 1, n_dup = 0;
    MPI_Allreduce(&one, &n_dup, 1, MPI_INT, MPI_SUM, dup);
    MPI_Comm_free(&dup);
    int half = GA_Pgroup_split(GA_Pgroup_get_world(), nproc > 1 ? 2 : 1);
    MPI_Comm gc = GA_MPI_Comm_pgroup(half);
    int grank, gsize;
    MPI_Comm_rank(gc, &grank);
    MPI_Comm_size(gc, &gsize);
    CHECK(grank == GA_Pgroup_nodeid(half) && gsize == GA_Pgroup_nnodes(half), "rank %d/%d in the group", grank,
          gsize);
    MPI_Barrier(gc);
    int gsum = me;
    MPI_Allreduce(MPI_IN_PLACE, &gsum, 1, MPI_INT, MPI_SUM, gc);
    int leader = grank == 0 ? me : -1;
    MPI_Bcast(&leader, 1, MPI_INT, 0, gc);
    int gs[64], ls[64];
    MPI_Gather(&gsum, 1, MPI_INT, gs, 1, MPI_INT, 0, GA_MPI_Comm_pgroup_default());
    MPI_Gather(&leader, 1, MPI_INT, ls, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (me == 0)
        printf("dup: %d processes\n", n_dup);
    print_ints("group sums", gs, nproc);
    print_ints("group leaders", ls, nproc);
    CHECK(MPI_Wtime() >= t0, "MPI_Wtime goes backwards");
    int status = finish("ga_mpi");
    GA_Terminate();
    MPI_Finalize();
    return status;
}
