/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_pgroup_arrays.c"
/* ga_pgroup_arrays.c - arrays on process groups and the default group: GA_Set_pgroup,
   GA_Pgroup_set_default/get_default, arrays created on the default group, GA_Nodeid/GA_Nnodes,
   GA_Sync, GA_Dgop, GA_Igop and GA_Brdcst on the default group, GA_MPI_Comm_pgroup(_default)
   with MPI's rank, size and reduction on it, and the collectives on arrays of two disjoint
   groups (even and odd processes) that run at the same time. Process 0 prints what every
   process saw; the array's process numbers are the group's ranks. The groups create and
   destroy their arrays in turn: Open MPI's one-sided windows, under GA, are not reliably
   created at the same time on disjoint communicators (their shared-memory segments collide). */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#line 19 "tests/in/ga_upc/ga_pgroup_arrays.c"
static int me, nproc;

int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    MA_init(MT_DBL, 1000, 1000);
    me = GA_Nodeid();
    nproc = GA_Nnodes();
    int world = GA_Pgroup_get_world();
    int parity = GA_Pgroup_split_irreg(world, me % 2);
    int ends_list[2] = { 0, nproc - 1 };
    int ends = GA_Pgroup_create(ends_list, nproc > 1 ? 2 : 1);
    double seen[64][6];
    for (int p = 0; p < 64; p++)
        for (int k = 0; k < 6; k++)
            seen[p][k] = 0;

    /* An array on the group of my parity (the groups work at the same time): GA_Set_pgroup,
       distribution and owners in the group's ranks, one-sided access and collectives. */
    int gsize = GA_Pgroup_nnodes(parity), grank = GA_Pgroup_nodeid(parity);
    int dims[2] = { 5 + me % 2, 4 };
    int g_a = 0, g_b = 0;
    for (int turn = 0; turn < 2; turn++) {
        if (me % 2 == turn) {
            g_a = GA_Create_handle();
            GA_Set_data(g_a, 2, dims, C_DBL);
            GA_Set_array_name(g_a, "on parity");
            GA_Set_pgroup(g_a, parity);
            GA_Allocate(g_a);
            g_b = GA_Duplicate(g_a, "copy");
        }
        GA_Sync();
    }
    int lo[2], hi[2];
    NGA_Distribution(g_a, grank, lo, hi);
    int last[2] = { dims[0] - 1, dims[1] - 1 };
    double v = grank + 1;
    GA_Fill(g_a, &v);
    double x = 10 * (me % 2) + 1;
    int one[2] = { 1, 1 }, ld = 1;
    NGA_Acc(g_a, last, last, &x, &ld, &v);
    GA_Pgroup_sync(parity);
    double got;
    NGA_Get(g_a, last, last, &got, &ld);
    GA_Copy(g_a, g_b);
    double dot = GA_Ddot(g_a, g_b);
    NGA_Put(g_b, one, one, &x, &ld);
    GA_Pgroup_sync(parity);
    double put;
    NGA_Get(g_b, one, one, &put, &ld);
    seen[me][0] = gsize * 100 + grank;
    seen[me][1] = lo[0] * 1000 + lo[1] * 100 + hi[0] * 10 + hi[1];
    seen[me][2] = NGA_Locate(g_a, last);
    seen[me][3] = got;
    seen[me][4] = dot;
    seen[me][5] = put;
    for (int turn = 0; turn < 2; turn++) {
        if (me % 2 == turn) {
            GA_Destroy(g_b);
            GA_Destroy(g_a);
        }
        GA_Sync();
    }
    GA_Dgop(&seen[0][0], 64 * 6, "+");
    if (me == 0)
        for (int p = 0; p < nproc; p++)
            printf("process %d: group %d of %d, block [%d:%d,%d:%d], owner of the last %d, last %g, dot %g, put %g\n", p, (int)seen[p][0] % 100, (int)seen[p][0] / 100, (int)seen[p][1] / 1000, (int)seen[p][1] / 10 % 10, (int)seen[p][1] / 100 % 10, (int)seen[p][1] % 10, (int)seen[p][2], seen[p][3], seen[p][4], seen[p][5]);
#line 91 "tests/in/ga_upc/ga_pgroup_arrays.c"
    /* The default group: GA's process numbers, synchronisation, reductions, broadcasts and
       new arrays are the group's. */
    GA_Pgroup_set_default(parity);
    int dme = GA_Nodeid(), dn = GA_Nnodes(), dflt = GA_Pgroup_get_default();
    GA_Sync();
    int isum[2] = { dme, 1 };
    GA_Igop(isum, 2, "+");
    double dmax = me;
    GA_Dgop(&dmax, 1, "max");
    int token = dme == 0 ? 100 + me : -1;
    GA_Brdcst(&token, sizeof token, 0);
    int g_c = 0;
    for (int turn = 0; turn < 2; turn++) {
        if (me % 2 == turn)
            g_c = NGA_Create(C_INT, 1, dims, "on default", (void *)0);
        GA_Pgroup_sync(world);
    }
    int clo[1], chi[1];
    NGA_Distribution(g_c, dme, clo, chi);
    int ival = dme + 1;
    GA_Fill(g_c, &ival);
    int top = dims[0] - 1, fetched;
    NGA_Get(g_c, &top, &top, &fetched, &ld);
    MPI_Comm comm = gaupc_mpi_comm_pgroup_default();
    int crank, csize, cmax;
    gaupc_mpi_comm_rank(comm, &crank);
    gaupc_mpi_comm_size(comm, &csize);
    gaupc_mpi_allreduce(&me, &cmax, 1, MPI_INT, MPI_MAX, comm);
    for (int turn = 0; turn < 2; turn++) {
        if (me % 2 == turn)
            GA_Destroy(g_c);
        GA_Pgroup_sync(world);
    }
    GA_Pgroup_set_default(world);
    int back = GA_Nodeid() == me && GA_Nnodes() == nproc && GA_Pgroup_get_default() == world;

    /* A group's communicator is null outside the group. */
    int outside = gaupc_mpi_comm_pgroup(ends) == MPI_COMM_NULL;

    int all[64][12];
    for (int p = 0; p < 64; p++)
        for (int k = 0; k < 12; k++)
            all[p][k] = 0;
    int mine[12] = {
        dme,
        dn,
        dflt == parity,
        isum[0],
        isum[1],
        (int)dmax,
        token,
        clo[0] * 10 + chi[0],
        fetched,
        crank * 100 + csize,
        cmax,
        back * 10 + outside,
    };
#line 136 "tests/in/ga_upc/ga_pgroup_arrays.c"
    for (int k = 0; k < 12; k++)
        all[me][k] = mine[k];
    GA_Igop(&all[0][0], 64 * 12, "+");
    if (me == 0)
        for (int p = 0; p < nproc; p++)
            printf("process %d: default %d of %d (%s), igop %d %d, dgop max %d, brdcst %d, block [%d:%d], " "get %d, comm %d of %d, allreduce max %d, world again %d, outside %d\n", p, all[p][0], all[p][1], all[p][2] ? "set" : "not set", all[p][3], all[p][4], all[p][5], all[p][6], all[p][7] / 10, all[p][7] % 10, all[p][8], all[p][9] / 100, all[p][9] % 100, all[p][10], all[p][11] / 10, all[p][11] % 10);
#line 146 "tests/in/ga_upc/ga_pgroup_arrays.c"
    GA_Pgroup_destroy(ends);
    GA_Pgroup_destroy(parity);
    if (me == 0)
        printf("PASS: ga_pgroup_arrays\n");
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
