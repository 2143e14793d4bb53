/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and
   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */
#include <upc.h>
#line 1 "tests/in/ga_upc/ga_armci_groups.c"
/* ga_armci_groups.c - ARMCI's process groups and the messages of its message.h beside GA (GA
   5.8's ARMCI_Group_create, _rank, _size, _get_world, _get_default, ARMCI_Absolute_id,
   ARMCI_Group_free; armci_msg_me, _nproc, _barrier, _brdcst, _bcast, the reductions on every
   process and on a group, the group's barrier). The group holds the even-numbered processes,
   highest first, so that a rank in it is not a process number. Process 0 prints what every
   process saw. */
#include <stdio.h>
#include <ga.h>
#include <macdecls.h>
#include <armci.h>
#line 18 "tests/in/ga_upc/ga_armci_groups.c"
int main(int argc, char **argv) {

    /* MPI_Init(&argc, &argv): the UPC runtime starts and stops the processes */
    GA_Initialize();
    int me = armci_msg_me(), n = armci_msg_nproc();
    int facts[64 * 7] = { 0 };
    int *mine = &facts[me * 7];

    ARMCI_Group world, dflt, evens;
    ARMCI_Group_get_world(&world);
    ARMCI_Group_get_default(&dflt);
    int wrank = -1, wsize = -1, drank = -1;
    ARMCI_Group_rank(&world, &wrank);
    ARMCI_Group_size(&world, &wsize);
    ARMCI_Group_rank(&dflt, &drank);
    mine[0] = me == GA_Nodeid() && n == GA_Nnodes() && wrank == me && wsize == n && drank == me;

    int list[64], k = 0;
    for (int p = n - 1; p >= 0; p--)
        if (p % 2 == 0)
            list[k++] = p;
    ARMCI_Group_create(k, list, &evens);
    if (me % 2 == 0) {
        int rank = -1, size = -1;
        ARMCI_Group_rank(&evens, &rank);
        ARMCI_Group_size(&evens, &size);
        int x[2] = { me, 1 };
        armci_msg_group_igop(x, 2, "+", &evens);
        double d = me + 0.5;
        armci_msg_group_dgop(&d, 1, "max", &evens);
        long l = 1;
        armci_msg_group_lgop(&l, 1, "*", &evens);
        armci_msg_group_barrier(&evens);
        mine[1] = rank;
        mine[2] = size;
        mine[3] = ARMCI_Absolute_id(&evens, rank) == me;
        mine[4] = x[0] * 100 + x[1];
        mine[5] = (int)(d * 10) + (int)l * 1000;
    }
    armci_msg_barrier();

    long l = me + 1;
    armci_msg_lgop(&l, 1, "+");
    long long ll = me;
    armci_msg_llgop(&ll, 1, "max");
    float f = 1.5f;
    armci_msg_fgop(&f, 1, "+");
    double d = me + 2;
    armci_msg_dgop(&d, 1, "min");
    int b = me == n - 1 ? 4242 : 0, b2 = me == 0 ? 7 : 0;
    armci_msg_brdcst(&b, sizeof b, n - 1);
    armci_msg_bcast(&b2, sizeof b2, 0);
    mine[6] = b == 4242 && b2 == 7;
    /* its members free it (GA's ARMCI crashes in another's free) */
#line 71 "tests/in/ga_upc/ga_armci_groups.c"
    if (me % 2 == 0)
        ARMCI_Group_free(&evens);

    GA_Igop(facts, n * 7, "+");
    if (me == 0) {
        for (int p = 0; p < n; p++) {
            int *v = &facts[p * 7];
            printf("process %d: world ok %d", p, v[0]);
            if (p % 2 == 0)
                printf(", rank %d of %d, absolute ok %d, igop %d, dgop*10+lgop*1000 %d", v[1], v[2], v[3], v[4], v[5]);

            printf(", broadcasts ok %d\n", v[6]);
        }
        printf("lgop %ld llgop %lld fgop %.1f dgop %.1f\n", l, ll, f, d);
        printf("PASS: ga_armci_groups\n");
    }
    GA_Terminate();
    /* MPI_Finalize(): the UPC runtime starts and stops the processes */
    return 0;
}
