/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_mpi.c"
/* ga_mpi.c - MPI beside GA: MPI_Allreduce (also MPI_IN_PLACE), MPI_Reduce, MPI_Bcast,
   MPI_Allgather(v), MPI_Gather(v), MPI_Scatter(v), MPI_Alltoall(v) with MPI_INT, MPI_LONG,
   MPI_DOUBLE, MPI_FLOAT and MPI_SUM, MPI_PROD, MPI_MAX, MPI_MIN, MPI_LAND, MPI_LOR, on
   MPI_COMM_WORLD, on a duplicate of it (MPI_Comm_dup, MPI_Comm_free) and on the communicator
   of a GA process group (GA_MPI_Comm_pgroup, with MPI_Comm_rank, MPI_Comm_size, MPI_Barrier),
   and GA_MPI_Comm_pgroup_default. Process 0 prints. */
#include <string.h>
#include <ga.h>
#include <macdecls.h>
#line 1 "tests/in/ga_upc/../../../samples/ga/check.h"
/* check.h - shared by the self-checking GA programs of samples/ga.

   Every program is plain GA C: it builds against Global Arrays 5.8 and, compiled as UPC,
   against pgas-xlate's GA-on-UPC library. Process 0 prints; a failed check prints a FAIL:
   line (on whichever process saw it); finish() prints PASS: NAME when every process passed. */
#include <stdlib.h>
#include <math.h>
#line 13 "tests/in/ga_upc/../../../samples/ga/check.h"
static int check_failures = 0;
#line 26 "tests/in/ga_upc/../../../samples/ga/check.h"
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
#line 15 "tests/in/ga_upc/ga_mpi.c"
static int me, nproc;

static void print_ints(const char *what, const int *v, int n) {

    if (me != 0)
        return;
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %d", v[i]);
    printf("\n");
}

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 1000, 1000);
    me = MYTHREAD;
    nproc = THREADS;
    double t0 = GA_Wtime();

    /* reductions */
    double d = me + 0.5, dsum;
    gaupc_mpi_allreduce(&d, &dsum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    int iv[3] = { me, -me, me % 2 }, imax[3];
    gaupc_mpi_allreduce(iv, imax, 3, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    long lv[2] = { 10 - me, me * me };
    gaupc_mpi_allreduce((void *)1, lv, 2, MPI_LONG, MPI_MIN, MPI_COMM_WORLD);
    float f = (float)(me + 1), fprod = 0;
    gaupc_mpi_reduce(&f, &fprod, 1, MPI_FLOAT, MPI_PROD, nproc - 1, MPI_COMM_WORLD);
    int flags[2] = { 1, me == 0 }, lo[2];
    gaupc_mpi_allreduce(flags, lo, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);
    gaupc_mpi_allreduce(flags + 1, lo + 1, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
    double fp_all = fprod;
    gaupc_mpi_bcast(&fp_all, 1, MPI_DOUBLE, nproc - 1, MPI_COMM_WORLD);
    if (me == 0)
        printf("reductions: sum %.1f, max %d %d %d, min %ld %ld, prod %.1f, land %d, lor %d\n", dsum, imax[0], imax[1], imax[2], lv[0], lv[1], fp_all, lo[0], lo[1]);


    /* gathers */
    int pair[2] = { me, 100 + me }, all[128];
    gaupc_mpi_allgather(pair, 2, MPI_INT, all, 2, MPI_INT, MPI_COMM_WORLD);
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
    gaupc_mpi_allgatherv(mine, me + 1, MPI_INT, allv, counts, displs, MPI_INT, MPI_COMM_WORLD);
    print_ints("allgatherv", allv, total);
    int g[128] = { 0 };
    gaupc_mpi_gather(pair, 2, MPI_INT, g, 2, MPI_INT, 0, MPI_COMM_WORLD);
    print_ints("gather", g, 2 * nproc);
    int gv[256] = { 0 };
    gaupc_mpi_gatherv(mine, me + 1, MPI_INT, gv, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);
    print_ints("gatherv", gv, total);

    /* scatters and all-to-all */
    int src[256], got[64] = { 0 }, seen[64];
    for (int i = 0; i < 256; i++)
        src[i] = 1000 + i;
    gaupc_mpi_scatter(src, 2, MPI_INT, got, 2, MPI_INT, 0, MPI_COMM_WORLD);
    gaupc_mpi_gather(got, 1, MPI_INT, seen, 1, MPI_INT, 0, MPI_COMM_WORLD);
    print_ints("scatter (first of each)", seen, nproc);
    gaupc_mpi_scatterv(src, counts, displs, MPI_INT, got, me + 1, MPI_INT, 0, MPI_COMM_WORLD);
    int last = got[me];
    gaupc_mpi_gather(&last, 1, MPI_INT, seen, 1, MPI_INT, 0, MPI_COMM_WORLD);
    print_ints("scatterv (last of each)", seen, nproc);
    int out[64], in[64];
    for (int p = 0; p < nproc; p++)
        out[p] = 100 * me + p;
    gaupc_mpi_alltoall(out, 1, MPI_INT, in, 1, MPI_INT, MPI_COMM_WORLD);
    int check = 1;
    for (int p = 0; p < nproc; p++)
        check &= in[p] == 100 * p + me;
    do {
#line 94 "tests/in/ga_upc/ga_mpi.c"
        if (!check) {
#line 94 "tests/in/ga_upc/ga_mpi.c"
            check_failures++;
#line 94 "tests/in/ga_upc/ga_mpi.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_mpi.c", 94);
#line 94 "tests/in/ga_upc/ga_mpi.c"
            printf("MPI_Alltoall");
#line 94 "tests/in/ga_upc/ga_mpi.c"
            printf("\n");
#line 94 "tests/in/ga_upc/ga_mpi.c"
            fflush(stdout);
        }
    } while (0);
#line 95 "tests/in/ga_upc/ga_mpi.c"
    int sc[64], sd[64], rc[64], rd[64], sbuf[512], rbuf[512], ns = 0, nr = 0;
    for (int p = 0; p < nproc; p++) {
        /* to p: p + 1 values */
#line 97 "tests/in/ga_upc/ga_mpi.c"
        sc[p] = p + 1;
        sd[p] = ns;
        for (int i = 0; i <= p; i++)
            sbuf[ns++] = 1000 * me + 10 * p + i;
        /* from each: me + 1 values */
#line 101 "tests/in/ga_upc/ga_mpi.c"
        rc[p] = me + 1;
        rd[p] = nr;
        nr += me + 1;
    }
    gaupc_mpi_alltoallv(sbuf, sc, sd, MPI_INT, rbuf, rc, rd, MPI_INT, MPI_COMM_WORLD);
    int sum = 0;
    for (int i = 0; i < nr; i++)
        sum += rbuf[i];
    int sums[64];
    gaupc_mpi_gather(&sum, 1, MPI_INT, sums, 1, MPI_INT, 0, MPI_COMM_WORLD);
    print_ints("alltoallv sums", sums, nproc);

    /* a duplicate of the world, and a GA group's communicator */
    MPI_Comm dup;
    gaupc_mpi_comm_dup(MPI_COMM_WORLD, &dup);
    int one = 1, n_dup = 0;
    gaupc_mpi_allreduce(&one, &n_dup, 1, MPI_INT, MPI_SUM, dup);
    gaupc_mpi_comm_free(&dup);
    int half = GA_Pgroup_split(GA_Pgroup_get_world(), nproc > 1 ? 2 : 1);
    MPI_Comm gc = gaupc_mpi_comm_pgroup(half);
    int grank, gsize;
    gaupc_mpi_comm_rank(gc, &grank);
    gaupc_mpi_comm_size(gc, &gsize);
    do {
#line 124 "tests/in/ga_upc/ga_mpi.c"
        if (!(grank == GA_Pgroup_nodeid(half) && gsize == GA_Pgroup_nnodes(half))) {
#line 124 "tests/in/ga_upc/ga_mpi.c"
            check_failures++;
#line 124 "tests/in/ga_upc/ga_mpi.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_mpi.c", 124);
#line 124 "tests/in/ga_upc/ga_mpi.c"
            printf("rank %d/%d in the group", grank, gsize);
#line 124 "tests/in/ga_upc/ga_mpi.c"
            printf("\n");
#line 124 "tests/in/ga_upc/ga_mpi.c"
            fflush(stdout);
        }
    } while (0);
#line 126 "tests/in/ga_upc/ga_mpi.c"
    gaupc_mpi_barrier(gc);
    int gsum = me;
    gaupc_mpi_allreduce((void *)1, &gsum, 1, MPI_INT, MPI_SUM, gc);
    int leader = grank == 0 ? me : -1;
    gaupc_mpi_bcast(&leader, 1, MPI_INT, 0, gc);
    int gs[64], ls[64];
    gaupc_mpi_gather(&gsum, 1, MPI_INT, gs, 1, MPI_INT, 0, gaupc_mpi_comm_pgroup_default());
    gaupc_mpi_gather(&leader, 1, MPI_INT, ls, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (me == 0)
        printf("dup: %d processes\n", n_dup);
    print_ints("group sums", gs, nproc);
    print_ints("group leaders", ls, nproc);
    do {
#line 138 "tests/in/ga_upc/ga_mpi.c"
        if (!(GA_Wtime() >= t0)) {
#line 138 "tests/in/ga_upc/ga_mpi.c"
            check_failures++;
#line 138 "tests/in/ga_upc/ga_mpi.c"
            printf("FAIL: process %d, %s:%d: ", GA_Nodeid(), "tests/in/ga_upc/ga_mpi.c", 138);
#line 138 "tests/in/ga_upc/ga_mpi.c"
            printf("MPI_Wtime goes backwards");
#line 138 "tests/in/ga_upc/ga_mpi.c"
            printf("\n");
#line 138 "tests/in/ga_upc/ga_mpi.c"
            fflush(stdout);
        }
    } while (0);
#line 139 "tests/in/ga_upc/ga_mpi.c"
    int status = finish("ga_mpi");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return status;
}
